//! `omerta 1923 play`.

use clap::Subcommand;
use omerta_1923::script::{English, PlayedWords};
use omerta_1923::{Message, Phase};
use omerta_i18n::{m1923, t, tr, Args, Lang};
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

pub fn run(command: Mafia1923Command, lang: Lang) -> ExitCode {
    let Mafia1923Command::Play { file, json } = command;
    let text = match std::fs::read_to_string(&file) {
        Ok(text) => text,
        Err(e) => {
            eprintln!("{}", crate::text::cannot_read(&file, &e));
            return ExitCode::from(2);
        }
    };
    match omerta_1923::script::Script::from_json(&text) {
        Ok(script) => {
            let played = script.play();
            if json {
                outln!("{}", played.to_json());
            } else {
                out!("{}", played_text(lang, &played));
            }
            ExitCode::SUCCESS
        }
        Err(problems) => {
            eprintln!("{}", crate::text::problems_found(&file, problems.len()));
            // The first hundred say what to fix, each in the reader's language.
            for p in problems.iter().take(100) {
                eprintln!("  {}", m1923::problem(lang, p));
            }
            if problems.len() > 100 {
                eprintln!("  {}", crate::text::more_not_listed(problems.len() - 100));
            }
            ExitCode::FAILURE
        }
    }
}

/// A played game's text in `lang`: the rule crate's layout and English record, or the same
/// lines worded from each message's data.
fn played_text(lang: Lang, played: &omerta_1923::script::Played) -> String {
    match lang {
        Lang::En => played.to_text_in(&English),
        other => played.to_text_in(&Worded(other)),
    }
}

/// [`PlayedWords`] in a language of the catalog: the game's messages by
/// `omerta_i18n::m1923`, a message the catalog does not know in its English record.
struct Worded(Lang);

impl Worded {
    fn with(&self, id: &str, name: &str, value: String) -> String {
        let mut args = Args::new();
        args.set(name.to_string(), value);
        tr(self.0, id, &args)
    }
}

impl PlayedWords for Worded {
    fn heading(&self, seed: u64) -> String {
        // The seed as digits, never grouped as a number: it is typed back into a script.
        self.with(
            omerta_i18n::id("m1923-cli-heading"),
            "seed",
            seed.to_string(),
        )
    }
    fn phase(&self, phase: Phase) -> String {
        m1923::phase(self.0, &phase.to_string())
    }
    fn public(&self) -> String {
        t(self.0, "m1923-cli-public")
    }
    fn moderators(&self) -> String {
        t(self.0, "m1923-cli-moderators")
    }
    fn to(&self, names: &[&str]) -> String {
        self.with(omerta_i18n::id("m1923-cli-to"), "names", names.join(", "))
    }
    fn message(&self, message: &Message) -> String {
        match &message.said {
            Some(said) if m1923::known(said) => m1923::said(self.0, said),
            _ => message.text.clone(),
        }
    }
    fn result(&self) -> String {
        t(self.0, "m1923-cli-result")
    }
    fn in_progress(&self) -> String {
        t(self.0, "m1923-cli-in-progress")
    }
    fn mafia_wins(&self) -> String {
        t(self.0, "m1923-mafia-wins")
    }
    fn families_win(&self, families: &[&str]) -> String {
        self.with(
            omerta_i18n::id("m1923-cli-families-win"),
            "families",
            families.join(", "),
        )
    }
    fn nobody_wins(&self) -> String {
        t(self.0, "m1923-nobody-wins")
    }
    fn winners(&self, names: &[&str]) -> String {
        if names.is_empty() {
            t(self.0, "m1923-cli-winners-none")
        } else {
            self.with(
                omerta_i18n::id("m1923-cli-winners"),
                "names",
                names.join(", "),
            )
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use omerta_1923::script::Script;

    fn played(name: &str) -> omerta_1923::script::Played {
        let path = format!("{}/../../examples/1923/{name}", env!("CARGO_MANIFEST_DIR"));
        let text = std::fs::read_to_string(&path).unwrap();
        Script::from_json(&text).unwrap().play()
    }

    fn examples() -> Vec<String> {
        let dir = format!("{}/../../examples/1923", env!("CARGO_MANIFEST_DIR"));
        let mut names: Vec<String> = std::fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .filter(|n| n.ends_with(".json"))
            .collect();
        names.sort();
        names
    }

    /// The catalog's English of every word of the layout is the record's, line for line:
    /// a translator's messages sit where the English ones do.
    #[test]
    fn the_catalogs_english_prints_the_records_text_line_for_line() {
        let names = examples();
        assert!(!names.is_empty());
        for name in names {
            let played = played(&name);
            assert_eq!(
                played.to_text_in(&Worded(Lang::En)),
                played.to_text(),
                "{name}"
            );
        }
    }

    #[test]
    fn a_played_game_reads_in_hebrew_and_russian_with_its_layout() {
        let played = played("three-families.json");
        let english = played.to_text();
        for (lang, heading, public) in [(Lang::He, "זרע", "[לכולם]"), (Lang::Ru, "зерно", "[всем]")]
        {
            let text = played_text(lang, &played);
            assert_eq!(text.lines().count(), english.lines().count(), "{lang:?}");
            assert!(text.lines().next().unwrap().contains(heading), "{text}");
            assert!(text.contains(public), "{text}");
            assert!(
                !text.contains("[public]") && !text.contains("Winners:"),
                "{text}"
            );
            // Every message the catalog knows is worded: none of its English is left.
            for m in &played.game.messages {
                if m.said.as_ref().is_some_and(m1923::known) && m.text.len() > 12 {
                    assert!(!text.contains(&m.text), "{lang:?} left {:?}", m.text);
                }
            }
        }
    }
}
