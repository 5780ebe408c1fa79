//! `omerta night resolve` and `omerta night roles`.

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
        /// The steps Reasonable Action Resolution may take; a night that needs more is
        /// refused with the actions that knot it (the ordered method needs none).
        #[arg(long, value_name = "STEPS", default_value_t = omerta_night::Budget::DEFAULT.steps)]
        budget: u64,
        /// The memory it may hold, in MiB (routes, arguments, verdicts and reasons, as the
        /// resolver counts them); a night that needs more is refused the same way.
        #[arg(long, value_name = "MIB", default_value_t = omerta_night::Budget::DEFAULT.bytes >> 20)]
        budget_mib: u64,
    },
    /// List every role the library knows, with its components, a sentence each.
    Roles,
}

pub fn run(command: NightCommand, lang: omerta_i18n::Lang) -> ExitCode {
    match command {
        NightCommand::Resolve {
            file,
            json,
            explain,
            budget,
            budget_mib,
        } => resolve(file, json, explain, budget, budget_mib, lang),
        NightCommand::Roles => roles(lang),
    }
}

/// One line a role: "doctor (town): the ability protect, made of …", in `lang`.
fn roles(lang: omerta_i18n::Lang) -> ExitCode {
    for role in omerta_night::ROLES {
        outln!("{}", omerta_i18n::night::role_line(lang, role));
    }
    ExitCode::SUCCESS
}

fn resolve(
    file: PathBuf,
    json: bool,
    explain: bool,
    budget: u64,
    budget_mib: u64,
    lang: omerta_i18n::Lang,
) -> ExitCode {
    let text = match std::fs::read_to_string(&file) {
        Ok(text) => text,
        Err(e) => {
            eprintln!("{}", crate::text::cannot_read(&file, &e));
            return ExitCode::from(2);
        }
    };
    let night = match omerta_night::Night::from_json(&text) {
        Ok(night) => night,
        Err(e) => {
            eprintln!(
                "{}: {}",
                file.display(),
                omerta_i18n::night::error(lang, &e)
            );
            return ExitCode::FAILURE;
        }
    };
    let budget = omerta_night::Budget {
        steps: budget,
        bytes: budget_mib.saturating_mul(1 << 20),
        ..omerta_night::Budget::DEFAULT
    };
    match omerta_night::resolve_within(&night, explain, budget) {
        Ok(outcome) => {
            out!("{}", crate::text::night(lang, outcome, json));
            ExitCode::SUCCESS
        }
        Err(knot) => {
            let mut args = omerta_i18n::Args::new();
            args.set("why", omerta_i18n::night::entangled(lang, &knot));
            let said = omerta_i18n::tr(lang, "night-unresolved", &args);
            eprintln!("{}: {said}", file.display());
            ExitCode::FAILURE
        }
    }
}
