//! What can be wrong with a protocol: it is not a document (parse error), or it breaks
//! the contract or the table rules (violations, all reported at once).

use crate::protocol::ParseError;
use std::fmt;

/// Where in the document a violation is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Location {
    Document,
    Format,
    Player(usize),
    Players,
    Rules(String),
    Event(usize),
    /// The problems past [`MAX_PROBLEMS`], counted and not listed.
    More(usize),
}

impl fmt::Display for Location {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Location::Document => f.write_str("document"),
            Location::Format => f.write_str("format"),
            Location::Player(i) => write!(f, "players[{i}]"),
            Location::Players => f.write_str("players"),
            Location::Rules(key) => write!(f, "rules.{key}"),
            Location::Event(i) => write!(f, "events[{i}]"),
            Location::More(n) => {
                write!(f, "and {n} more problem{}", if *n == 1 { "" } else { "s" })
            }
        }
    }
}

/// The most problems a report lists; past them it says how many more there were. A
/// document of six million broken events printed six million lines (460 MB) and held them
/// all in memory (issue 28); the first hundred say what to fix.
pub const MAX_PROBLEMS: usize = 100;

/// Adds a problem to a list that keeps at most [`MAX_PROBLEMS`], counting the rest in one
/// last entry.
pub(crate) fn push_capped(list: &mut Vec<Violation>, violation: Violation) {
    if list.len() < MAX_PROBLEMS {
        list.push(violation);
        return;
    }
    match list.last_mut() {
        Some(Violation {
            at: Location::More(n),
            ..
        }) => *n += 1,
        _ => list.push(more(1)),
    }
}

/// How many problems a list stands for: those listed and those counted.
pub fn total(violations: &[Violation]) -> usize {
    violations
        .iter()
        .map(|v| match v.at {
            Location::More(n) => n,
            _ => 1,
        })
        .sum()
}

/// The entry that counts the problems not listed.
fn more(n: usize) -> Violation {
    Violation {
        at: Location::More(n),
        message: format!("not listed (the first {MAX_PROBLEMS} are)"),
    }
}

/// Problems from several lists (in document order) as one list of at most
/// [`MAX_PROBLEMS`] and the count of the rest.
pub(crate) fn capped(violations: Vec<Violation>) -> Vec<Violation> {
    let mut out = Vec::with_capacity(violations.len().min(MAX_PROBLEMS + 1));
    let mut hidden = 0;
    for v in violations {
        match v.at {
            Location::More(n) => hidden += n,
            _ if out.len() < MAX_PROBLEMS => out.push(v),
            _ => hidden += 1,
        }
    }
    if hidden > 0 {
        out.push(more(hidden));
    }
    out
}

/// One broken rule of the contract or the table, with where it is and what is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Violation {
    pub at: Location,
    pub message: String,
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.at, self.message)
    }
}

/// Why a protocol could not be scored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Error {
    /// Not JSON, or a field of the wrong JSON type.
    Parse(ParseError),
    /// Every violation found, in document order.
    Invalid(Vec<Violation>),
    /// A valid protocol of a game that has not ended yet (no winner to score against).
    Unfinished(String),
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Parse(e) => write!(f, "not a valid protocol document: {e}"),
            Error::Invalid(violations) => {
                let n = total(violations);
                write!(f, "{n} problem{} found:", if n == 1 { "" } else { "s" })?;
                for v in violations {
                    write!(f, "\n  {v}")?;
                }
                Ok(())
            }
            Error::Unfinished(why) => write!(f, "the game has not ended: {why}"),
        }
    }
}

impl std::error::Error for Error {}

impl From<ParseError> for Error {
    fn from(e: ParseError) -> Error {
        Error::Parse(e)
    }
}
