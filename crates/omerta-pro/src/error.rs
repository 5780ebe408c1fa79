//! What can be wrong with a protocol: it is not a document (parse error), or it breaks
//! the contract or the table rules (violations, all reported at once).

use crate::game::Outcome;
use crate::model::Phase;
use crate::protocol::ParseError;
use crate::seat::Seat;
use std::fmt;

/// Marks a message id of omerta's catalog (`omerta-i18n`, area `violations`) where a
/// violation is made, so that the catalog's tests find every id used. The crate stays free
/// of the catalog: the edges word a [`Said`] in the reader's language.
pub(crate) mod i18n {
    pub const fn id(id: &'static str) -> &'static str {
        id
    }
}

/// A violation's sentence as data (issue 30): the id of a message of the catalog's area
/// `violations` and its arguments. [`Violation::message`] is the same sentence in English,
/// which the catalog's tests hold to the message word for word.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Said {
    pub id: &'static str,
    pub args: Vec<(&'static str, Arg)>,
}

/// An argument of [`Said`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arg {
    /// The document's own text (a value, a key), as the sentence quotes it (`"nigth"`):
    /// the same in every language.
    Text(String),
    /// A count or an index the language writes (and chooses a plural by).
    Number(u64),
    Seat(Seat),
    /// Seats as a set: `#2, #5`, or nobody.
    Seats(Vec<Seat>),
    /// Seats in order, in brackets: `[#2, #5]`.
    List(Vec<Seat>),
    Phase(Phase),
    /// How a game ended (`describe_outcome`).
    Outcome(Outcome),
    /// Another message of the area, worded first (what a sentence is said of).
    Message(&'static str),
}

impl Said {
    /// The message `id` with its arguments.
    pub fn new(id: &'static str, args: impl IntoIterator<Item = (&'static str, Arg)>) -> Said {
        Said {
            id,
            args: args.into_iter().collect(),
        }
    }

    /// The message `id` without arguments.
    pub fn plain(id: &'static str) -> Said {
        Said::new(id, [])
    }
}

impl From<Seat> for Arg {
    fn from(seat: Seat) -> Arg {
        Arg::Seat(seat)
    }
}

impl From<Phase> for Arg {
    fn from(phase: Phase) -> Arg {
        Arg::Phase(phase)
    }
}

impl From<usize> for Arg {
    fn from(n: usize) -> Arg {
        Arg::Number(n as u64)
    }
}

impl From<u8> for Arg {
    fn from(n: u8) -> Arg {
        Arg::Number(u64::from(n))
    }
}

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
        said: Said::new(
            i18n::id("violation-not-listed"),
            [("max", Arg::from(MAX_PROBLEMS))],
        ),
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
    /// The sentence in English, as reports and the API have always said it.
    pub message: String,
    /// The same sentence as data, for the edges to word in other languages.
    pub said: Said,
}

impl Violation {
    /// A violation at `at`: its sentence as data and in English.
    pub fn new(at: Location, said: Said, message: impl Into<String>) -> Violation {
        Violation {
            at,
            message: message.into(),
            said,
        }
    }
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
