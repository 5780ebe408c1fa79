//! `omerta pro score|check|import|export`.

use clap::Subcommand;
use indicatif::{ProgressBar, ProgressStyle};
use omerta_pro::{interchange, report, score_json, Error, Role};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use crate::text;
use omerta_i18n::Lang;

#[derive(Subcommand)]
pub enum ProCommand {
    /// Score a protocol, or every protocol (*.json) in a folder.
    Score {
        /// A protocol file, or a folder of them.
        path: PathBuf,
        /// Print the contract's JSON instead of a table (files only).
        #[arg(long)]
        json: bool,
    },
    /// Validate a protocol without scoring it: the departures and the city's state
    /// through the game, or every problem (the first hundred).
    Check {
        /// A protocol file.
        file: PathBuf,
        /// Print JSON instead of text.
        #[arg(long)]
        json: bool,
    },
    /// Draw a tournament's seating: who plays at which table and seat in every round.
    Seating {
        /// Players, numbered 1..N (at least ten per table).
        #[arg(long)]
        players: usize,
        /// Tables of ten.
        #[arg(long)]
        tables: usize,
        /// Rounds.
        #[arg(long)]
        rounds: usize,
        /// The draw's seed: the same sizes and seed give the same schedule.
        #[arg(long, default_value_t = 0)]
        seed: u64,
        /// Print the contract's JSON instead of a table.
        #[arg(long)]
        json: bool,
    },
    /// Read a game recorded in another system and print it as an omerta-pro/1 protocol.
    Import {
        /// The system the game comes from.
        system: Source,
        /// The game, as that system gives it (JSON).
        file: PathBuf,
        /// Write the protocol to this file instead of standard output.
        #[arg(long)]
        out: Option<PathBuf>,
    },
    /// Write an omerta-pro/1 protocol as a game of another system.
    Export {
        /// The system to write for.
        system: Target,
        /// An omerta-pro/1 protocol.
        file: PathBuf,
        /// Write the game to this file instead of standard output.
        #[arg(long)]
        out: Option<PathBuf>,
    },
}

/// Systems games can be imported from.
#[derive(Clone, Copy, clap::ValueEnum)]
pub enum Source {
    Polemica,
    Mafiaratings,
}

/// Systems games can be exported to.
#[derive(Clone, Copy, clap::ValueEnum)]
pub enum Target {
    Mafiaratings,
}

pub fn run(command: ProCommand, lang: Lang) -> ExitCode {
    match command {
        ProCommand::Score { path, json } if path.is_dir() => {
            if json {
                eprintln!("{}", text::say(omerta_i18n::id("cli-json-one-file"), &[]));
            }
            score_dir(&path, lang)
        }
        ProCommand::Score { path, json } => score_file(&path, json, lang),
        ProCommand::Check { file, json } => check_file(&file, json, lang),
        ProCommand::Seating {
            players,
            tables,
            rounds,
            seed,
            json,
        } => crate::seating::run(players, tables, rounds, seed, json, lang),
        ProCommand::Import { system, file, out } => {
            import_file(system, &file, out.as_deref(), lang)
        }
        ProCommand::Export { system, file, out } => {
            export_file(system, &file, out.as_deref(), lang)
        }
    }
}

fn import_file(system: Source, path: &Path, out: Option<&Path>, lang: Lang) -> ExitCode {
    let text = match read(path) {
        Ok(text) => text,
        Err(code) => return code,
    };
    let imported = match system {
        Source::Polemica => interchange::polemica::import(&text),
        Source::Mafiaratings => interchange::mafiaratings::import(&text),
    };
    match imported {
        Ok(imported) => {
            warn_all(path, &imported.warnings, lang);
            write_out(out, &interchange::to_json(&imported.protocol))
        }
        Err(refused) => {
            // Every problem at its place, in the reader's language.
            eprintln!(
                "{}: {}",
                path.display(),
                omerta_i18n::import::refused(lang, &refused)
            );
            ExitCode::FAILURE
        }
    }
}

fn export_file(system: Target, path: &Path, out: Option<&Path>, lang: Lang) -> ExitCode {
    let text = match read(path) {
        Ok(text) => text,
        Err(code) => return code,
    };
    let exported = match system {
        Target::Mafiaratings => interchange::mafiaratings::export(&text),
    };
    match exported {
        Ok(exported) => {
            warn_all(path, &exported.warnings, lang);
            write_out(out, &exported.text)
        }
        Err(error) => {
            eprintln!(
                "{}: {}",
                path.display(),
                omerta_i18n::pro::problems(lang, &error)
            );
            ExitCode::FAILURE
        }
    }
}

/// Everything the target could not hold, named on stderr in the reader's language; the
/// exit status stays 0.
fn warn_all(path: &Path, warnings: &[interchange::Notice], lang: Lang) {
    for warning in warnings {
        let said = omerta_i18n::import::notice(lang, warning);
        eprintln!("{}", text::warning_at(path, &said));
    }
}

fn write_out(out: Option<&Path>, text: &str) -> ExitCode {
    match out {
        Some(file) => match std::fs::write(file, text) {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                eprintln!("{}", text::cannot_write(file, &e));
                ExitCode::from(2)
            }
        },
        None => {
            out!("{text}");
            ExitCode::SUCCESS
        }
    }
}

fn read(path: &Path) -> Result<String, ExitCode> {
    std::fs::read_to_string(path).map_err(|e| {
        eprintln!("{}", text::cannot_read(path, &e));
        ExitCode::from(2)
    })
}

fn score_file(path: &Path, json: bool, lang: Lang) -> ExitCode {
    let text = match read(path) {
        Ok(text) => text,
        Err(code) => return code,
    };
    match score_json(&text) {
        Ok((game, sheet)) => {
            if let Some(judged) = game.judged_result() {
                let said = omerta_i18n::import::judged_result(lang, &judged);
                eprintln!("{}", text::warning_at(path, &said));
            }
            if json {
                outln!("{}", text::score_json(lang, &game, &sheet));
            } else {
                out!("{}", text::score_table(lang, &game, &sheet));
            }
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!(
                "{}: {}",
                path.display(),
                omerta_i18n::pro::problems(lang, &e)
            );
            ExitCode::FAILURE
        }
    }
}

fn check_file(path: &Path, json: bool, lang: Lang) -> ExitCode {
    let text = match read(path) {
        Ok(text) => text,
        Err(code) => return code,
    };
    match omerta_pro::replay_json(&text) {
        Ok(game) if json => {
            // The fields stay; the outcome's reason and the warnings are sentences, so they
            // follow the language.
            let warnings = game
                .judged_result()
                .map(|judged| omerta_i18n::import::judged_result(lang, &judged))
                .into_iter()
                .collect();
            let reason = |outcome| omerta_i18n::pro::outcome(lang, outcome);
            outln!("{}", report::check_json_worded(&game, reason, warnings));
            ExitCode::SUCCESS
        }
        Ok(game) => {
            let valid = text::valid(lang, &path.display().to_string());
            out!("{valid} {}", text::check(lang, &game));
            ExitCode::SUCCESS
        }
        Err(e) => {
            // The problems in the reader's language; the JSON's fields stay as they are.
            let problems = omerta_i18n::pro::problems(lang, &e);
            if json {
                outln!(
                    "{}",
                    serde_json::json!({"valid": false, "problems": problems})
                );
            }
            eprintln!("{}: {problems}", path.display());
            ExitCode::FAILURE
        }
    }
}

/// Scores every `*.json` in a folder with a progress bar, then prints a summary: games,
/// winners, mean total per role. Files that fail are listed; the exit code says so.
fn score_dir(dir: &Path, lang: Lang) -> ExitCode {
    let mut files: Vec<PathBuf> = match std::fs::read_dir(dir) {
        Ok(entries) => entries
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|x| x == "json") && p.is_file())
            .collect(),
        Err(e) => {
            eprintln!("{}", text::cannot_read(dir, &e));
            return ExitCode::from(2);
        }
    };
    files.sort();
    let bar = ProgressBar::new(files.len() as u64);
    bar.set_style(
        ProgressStyle::with_template("{bar:40} {pos}/{len} {wide_msg}")
            .unwrap_or_else(|_| ProgressStyle::default_bar()),
    );
    let mut winners: BTreeMap<&str, usize> = BTreeMap::new();
    let mut per_role: BTreeMap<&str, (i64, i64)> = BTreeMap::new();
    let mut failed = Vec::new();
    let mut scored = 0;
    for path in &files {
        bar.set_message(
            path.file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_default(),
        );
        let result = std::fs::read_to_string(path)
            .map_err(|e| e.to_string())
            .and_then(|text| {
                score_json(&text).map_err(|e: Error| omerta_i18n::pro::problems(lang, &e))
            });
        match result {
            Ok((game, sheet)) => {
                scored += 1;
                *winners.entry(sheet.winner.name()).or_default() += 1;
                for seat in &sheet.seats {
                    let role: Role = game.role(seat.seat);
                    let entry = per_role.entry(role.name()).or_default();
                    entry.0 += i64::from(seat.total.thousandths());
                    entry.1 += 1;
                }
            }
            Err(e) => failed.push((path.clone(), e)),
        }
        bar.inc(1);
    }
    bar.finish_and_clear();
    out!(
        "{}",
        text::summary(lang, scored, files.len(), &winners, &per_role, mean)
    );
    if !failed.is_empty() {
        let counts = [
            ("failed", failed.len().into()),
            ("files", files.len().into()),
        ];
        eprintln!(
            "{}",
            text::say(omerta_i18n::id("cli-files-not-scored"), &counts)
        );
    }
    for (path, e) in &failed {
        eprintln!("{}: {e}", path.display());
    }
    if failed.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

/// A mean of thousandths, printed exactly to three places (rounded half away from zero).
fn mean(sum: i64, n: i64) -> String {
    let scaled = (sum * 2 + n.signum() * sum.signum() * n) / (2 * n);
    let sign = if scaled < 0 { "-" } else { "" };
    let abs = scaled.abs();
    format!("{sign}{}.{:03}", abs / 1000, abs % 1000)
}
