//! `omerta 1923 play`.

use clap::Subcommand;
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Subcommand)]
pub enum Mafia1923Command {
    /// Play a scripted game (format omerta-1923/1): the timeline, every message with its
    /// audience, and the winners.
    Play {
        /// A game script.
        file: PathBuf,
        /// Print JSON instead of text.
        #[arg(long)]
        json: bool,
    },
}

pub fn run(command: Mafia1923Command) -> ExitCode {
    let Mafia1923Command::Play { file, json } = command;
    let text = match std::fs::read_to_string(&file) {
        Ok(text) => text,
        Err(e) => {
            eprintln!("omerta: cannot read {}: {e}", file.display());
            return ExitCode::from(2);
        }
    };
    match omerta_1923::script::Script::from_json(&text) {
        Ok(script) => {
            let played = script.play();
            if json {
                outln!("{}", played.to_json());
            } else {
                out!("{}", played.to_text());
            }
            ExitCode::SUCCESS
        }
        Err(problems) => {
            eprintln!(
                "{}: {} problem{} found:",
                file.display(),
                problems.len(),
                if problems.len() == 1 { "" } else { "s" }
            );
            // The first hundred say what to fix.
            for p in problems.iter().take(100) {
                eprintln!("  {p}");
            }
            if problems.len() > 100 {
                eprintln!("  and {} more, not listed", problems.len() - 100);
            }
            ExitCode::FAILURE
        }
    }
}
