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
        }
    }
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
                let n = violations.len();
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
