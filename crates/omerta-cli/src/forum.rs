//! `omerta forum tally|check|night|import|fetch`.

use crate::forum_import::{self, parse_site, parse_zone, FetchRequest, Output};
use crate::text::say;
use clap::Subcommand;
use omerta_forum::thread::{Error as ThreadError, MAX_LISTED};
use omerta_forum::{check, night_document, Report, Thread};
use omerta_forum_import::{Site, Zone};
use serde_json::json;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

#[derive(Subcommand)]
pub enum ForumCommand {
    /// The templates (List of Players, Players alive, Players dead, Vote Tallies) of a
    /// thread document (format omerta-forum/1); BBCode unless --json.
    Tally {
        /// A thread document.
        file: PathBuf,
        /// Count up to and including this post.
        #[arg(long, value_name = "POST_ID")]
        at: Option<u64>,
        /// Print JSON.
        #[arg(long, conflicts_with = "bbcode")]
        json: bool,
        /// Print BBCode to paste into the thread (the default).
        #[arg(long)]
        bbcode: bool,
    },
    /// The enforcement report (rules 2, 3, 5, 13 and the vote counter's notes), one flag
    /// per line. Exits 0 even with flags; 1 only for an invalid document.
    Check {
        /// A thread document.
        file: PathBuf,
        /// Print the flags as JSON.
        #[arg(long)]
        json: bool,
    },
    /// Resolve a night of the thread with the night resolver (format omerta-night/1).
    Night {
        /// A thread document.
        file: PathBuf,
        /// The night's number (default: the latest night in the thread's "nights").
        #[arg(long = "night", value_name = "N")]
        number: Option<u32>,
        /// Print the contract's JSON instead of text.
        #[arg(long)]
        json: bool,
        /// Add the reasons for every effect.
        #[arg(long)]
        explain: bool,
        /// Print the night document built from the thread instead of resolving it.
        #[arg(long, conflicts_with_all = ["json", "explain"])]
        document: bool,
    },
    /// Read saved thread pages (Discourse: the topic's JSON) into a thread document.
    Import {
        /// The forum engine: xenforo, phpbb, vbulletin or discourse.
        #[arg(long, value_parser = parse_site)]
        site: Site,
        /// The saved pages, in thread order.
        #[arg(required = true, value_name = "PAGE")]
        pages: Vec<PathBuf>,
        #[command(flatten)]
        output: OutputArgs,
        /// The zone of times a page shows without one (XenForo 1): +01:00, -05:00, UTC.
        #[arg(long, value_parser = parse_zone, allow_hyphen_values = true)]
        zone: Option<Zone>,
    },
    /// Fetch every page of a thread over HTTP and import it.
    Fetch {
        /// The thread's address (its first page; Discourse: the topic).
        url: String,
        /// The forum engine (default: read from the first page).
        #[arg(long, value_parser = parse_site)]
        site: Option<Site>,
        #[command(flatten)]
        output: OutputArgs,
        /// The pause between two pages, in milliseconds.
        #[arg(long, value_name = "N", default_value_t = 1000)]
        delay_ms: u64,
        /// The most pages to fetch.
        #[arg(long, value_name = "N", default_value_t = 500)]
        max_pages: usize,
        /// The zone of times a page shows without one (XenForo 1): +01:00, -05:00, UTC.
        #[arg(long, value_parser = parse_zone, allow_hyphen_values = true)]
        zone: Option<Zone>,
    },
}

/// Where an imported thread goes.
#[derive(clap::Args)]
pub struct OutputArgs {
    /// Add the posts to this thread document, keeping its game, players and events; it
    /// is rewritten unless --out is given.
    #[arg(long, value_name = "THREAD.json")]
    into: Option<PathBuf>,
    /// Write the document here (default: the --into document, else standard output).
    #[arg(long, value_name = "FILE")]
    out: Option<PathBuf>,
}

impl OutputArgs {
    fn output(self) -> Output {
        Output {
            into: self.into,
            out: self.out,
        }
    }
}

pub fn run(command: ForumCommand, lang: omerta_i18n::Lang) -> ExitCode {
    match command {
        ForumCommand::Tally { file, at, json, .. } => tally(&file, at, json, lang),
        ForumCommand::Check { file, json } => check_file(&file, json, lang),
        ForumCommand::Night {
            file,
            number,
            json,
            explain,
            document,
        } => night(&file, number, json, explain, document, lang),
        ForumCommand::Import {
            site,
            pages,
            output,
            zone,
        } => forum_import::import(site, &pages, zone, &output.output()),
        ForumCommand::Fetch {
            url,
            site,
            output,
            delay_ms,
            max_pages,
            zone,
        } => {
            let request = FetchRequest {
                url,
                site,
                zone,
                delay: std::time::Duration::from_millis(delay_ms),
                max_pages: max_pages.max(1),
            };
            forum_import::fetch(&request, &output.output())
        }
    }
}

/// Reads and validates a thread; prints every problem when it is invalid (the count and
/// the frame in the language; each problem's sentence is omerta-forum's, in English).
fn load(path: &Path, lang: omerta_i18n::Lang) -> Result<Thread, ExitCode> {
    let text = std::fs::read_to_string(path).map_err(|e| {
        eprintln!("{}", crate::text::cannot_read(path, &e));
        ExitCode::from(2)
    })?;
    Thread::from_json(&text).map_err(|e| {
        match e {
            ThreadError::Parse(detail) => eprintln!(
                "{}: {}",
                path.display(),
                omerta_i18n::forum::not_a_thread(lang, &detail)
            ),
            ThreadError::Invalid(problems) => {
                eprintln!("{}", crate::text::problems_found(path, problems.len()));
                // The first hundred say what to fix, as the rule crate lists them.
                for p in problems.iter().take(MAX_LISTED) {
                    eprintln!("  {p}");
                }
                if problems.len() > MAX_LISTED {
                    let more = crate::text::more_not_listed(problems.len() - MAX_LISTED);
                    eprintln!("  {more}");
                }
            }
        }
        ExitCode::FAILURE
    })
}

fn tally(path: &Path, at: Option<u64>, json: bool, lang: omerta_i18n::Lang) -> ExitCode {
    let thread = match load(path, lang) {
        Ok(thread) => thread,
        Err(code) => return code,
    };
    let report = match Report::new(&thread, at) {
        Ok(report) => report,
        Err(e) => {
            let said = omerta_i18n::forum::no_post(lang, &e);
            eprintln!("{}: {said}", path.display());
            return ExitCode::FAILURE;
        }
    };
    if json {
        let mut value = report.to_json();
        // The notes' sentences follow the language; the templates are the thread's (D23).
        if let Some(notes) = value.get_mut("notes").and_then(|n| n.as_array_mut()) {
            for (value, note) in notes.iter_mut().zip(&report.tally().notes) {
                value["message"] = omerta_i18n::forum::note(lang, &note.said).into();
            }
        }
        outln!("{value}");
    } else {
        let text = report.to_bbcode();
        out!("{text}");
        if !text.ends_with('\n') {
            outln!();
        }
        // The counter's notes are for the host, not the thread.
        for note in &report.tally().notes {
            // An id and a rule's number as they are, never grouped as numbers.
            let words = [
                ("post", note.post.to_string().into()),
                ("rule", note.rule.to_string().into()),
                ("note", omerta_i18n::forum::note(lang, &note.said).into()),
            ];
            eprintln!("{}", say(omerta_i18n::id("cli-forum-note"), &words));
        }
    }
    ExitCode::SUCCESS
}

fn check_file(path: &Path, json: bool, lang: omerta_i18n::Lang) -> ExitCode {
    let thread = match load(path, lang) {
        Ok(thread) => thread,
        Err(code) => return code,
    };
    let flags = check(&thread);
    if json {
        let flags: Vec<_> = flags
            .iter()
            .map(|f| {
                json!({
                    "post": f.post,
                    "player": f.player.map(|s| thread.slots[s].name()),
                    "rule": f.rule,
                    "repeat": f.repeat,
                    "message": omerta_i18n::forum::flag(lang, &f.said),
                })
            })
            .collect();
        outln!("{}", serde_json::Value::Array(flags));
    } else {
        for flag in &flags {
            outln!("{}", omerta_i18n::forum::flag(lang, &flag.said));
        }
        let words = [
            ("file", path.display().to_string().into()),
            ("count", flags.len().into()),
        ];
        eprintln!("{}", say(omerta_i18n::id("cli-forum-flags"), &words));
    }
    ExitCode::SUCCESS
}

fn night(
    path: &Path,
    number: Option<u32>,
    json: bool,
    explain: bool,
    document: bool,
    lang: omerta_i18n::Lang,
) -> ExitCode {
    let thread = match load(path, lang) {
        Ok(thread) => thread,
        Err(code) => return code,
    };
    let night = match night_document(&thread, number) {
        Ok(night) => night,
        Err(e) => {
            for line in omerta_i18n::night::unresolved(lang, &e).lines() {
                eprintln!("{}: {line}", path.display());
            }
            return ExitCode::FAILURE;
        }
    };
    if document {
        outln!("{night:#}");
        return ExitCode::SUCCESS;
    }
    match omerta_night::resolve_json(&night.to_string(), explain) {
        Ok(outcome) => {
            out!("{}", crate::text::night(lang, outcome, json));
            ExitCode::SUCCESS
        }
        Err(e) => {
            let mut args = omerta_i18n::Args::new();
            args.set("why", omerta_i18n::night::error(lang, &e));
            let said = omerta_i18n::tr(lang, "night-from-thread", &args);
            eprintln!("{}: {said}", path.display());
            ExitCode::FAILURE
        }
    }
}
