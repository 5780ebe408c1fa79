//! `omerta night resolve`.

use clap::Subcommand;
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Subcommand)]
pub enum NightCommand {
    /// Resolve one night of forum Mafia actions (format omerta-night/1).
    Resolve {
        /// A night document.
        file: PathBuf,
        /// Print the contract's JSON instead of text.
        #[arg(long)]
        json: bool,
        /// Add the reasons for every effect (RAR reason trees; the order of steps for the
        /// ordered method).
        #[arg(long)]
        explain: bool,
    },
}

pub fn run(command: NightCommand) -> ExitCode {
    let NightCommand::Resolve {
        file,
        json,
        explain,
    } = command;
    let text = match std::fs::read_to_string(&file) {
        Ok(text) => text,
        Err(e) => {
            eprintln!("omerta: cannot read {}: {e}", file.display());
            return ExitCode::from(2);
        }
    };
    match omerta_night::resolve_json(&text, explain) {
        Ok(outcome) => {
            if json {
                println!("{}", outcome.to_json());
            } else {
                print!("{}", outcome.to_text());
            }
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("{}: {e}", file.display());
            ExitCode::FAILURE
        }
    }
}
