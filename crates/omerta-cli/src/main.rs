//! `omerta`: the one binary. Reads files, prints results; the rules live in the rule
//! crates.

mod forum;
mod mafia1923;
mod night;
mod pro;

use clap::{Parser, Subcommand};
use std::process::ExitCode;

#[derive(Parser)]
#[command(
    name = "omerta",
    version,
    about = "Mafia game engine: Pro Mafia scoring, forum games, Mafia 1923"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Host games: the HTTP server with accounts, live games of every rule set and the API.
    Serve {
        /// The address to listen on.
        #[arg(long, env = "OMERTA_ADDR", default_value = "127.0.0.1:8080")]
        addr: std::net::SocketAddr,
        /// The database: a SQLite file (path or sqlite:PATH) or a postgres:// URL.
        #[arg(long, env = "OMERTA_DATABASE", default_value = "omerta.db")]
        database: String,
    },
    /// Pro Mafia: check and score recorded games (format omerta-pro/1).
    Pro {
        #[command(subcommand)]
        command: pro::ProCommand,
    },
    /// Forum Mafia games: tallies, enforcement and nights of a thread (format omerta-forum/1).
    Forum {
        #[command(subcommand)]
        command: forum::ForumCommand,
    },
    /// Mafia 1923: play a scripted game of families (format omerta-1923/1).
    #[command(name = "1923")]
    Mafia1923 {
        #[command(subcommand)]
        command: mafia1923::Mafia1923Command,
    },
    /// Forum Mafia nights: resolve submitted actions (format omerta-night/1).
    Night {
        #[command(subcommand)]
        command: night::NightCommand,
    },
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Command::Serve { addr, database } => serve(addr, &database),
        Command::Pro { command } => pro::run(command),
        Command::Forum { command } => forum::run(command),
        Command::Night { command } => night::run(command),
        Command::Mafia1923 { command } => mafia1923::run(command),
    }
}

fn serve(addr: std::net::SocketAddr, database: &str) -> ExitCode {
    let runtime = match tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
    {
        Ok(runtime) => runtime,
        Err(error) => {
            eprintln!("error: cannot start the runtime: {error}");
            return ExitCode::from(1);
        }
    };
    match runtime.block_on(omerta_server::serve(addr, database)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("error: {error}");
            ExitCode::from(1)
        }
    }
}
