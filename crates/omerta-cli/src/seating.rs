//! `omerta pro seating`: a tournament's schedule (`shared/spec/seating.md`).

use std::io::Write;
use std::process::ExitCode;

pub fn run(players: usize, tables: usize, rounds: usize, seed: u64, json: bool) -> ExitCode {
    match omerta_pro::seating::draw(players, tables, rounds, seed) {
        Ok(schedule) => {
            let text = if json {
                format!("{}\n", schedule.to_json())
            } else {
                schedule.to_text()
            };
            // A closed pipe (`| head`) is a normal end, not an error.
            let _ = std::io::stdout().write_all(text.as_bytes());
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("omerta: cannot seat this tournament: {e}");
            ExitCode::from(2)
        }
    }
}
