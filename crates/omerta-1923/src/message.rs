//! Announcements: "The only events that are announced publicly are deaths, poisonings,
//! and being cured from poison. The results of the voting are announced, but only how
//! many votes every player and family received." Everything else is private, and every
//! message says exactly who may read it.

use crate::court::PlayerId;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::fmt;

/// Where the game is: it "will start with Night 1 and end after Day 5".
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug, Hash)]
pub enum Phase {
    Night(u8),
    Day(u8),
}

impl Phase {
    /// Night 1, Day 1, Night 2, ... Day 5.
    pub fn all() -> impl Iterator<Item = Phase> {
        (1..=5).flat_map(|n| [Phase::Night(n), Phase::Day(n)])
    }

    /// A position in the game's order, for comparisons across phases.
    pub fn index(self) -> u8 {
        match self {
            Phase::Night(n) => n * 2 - 1,
            Phase::Day(n) => n * 2,
        }
    }

    pub fn parse(text: &str) -> Option<Phase> {
        let (kind, n) = text.trim().split_once(' ')?;
        let n: u8 = n.trim().parse().ok().filter(|n| (1..=5).contains(n))?;
        match kind.to_ascii_lowercase().as_str() {
            "night" => Some(Phase::Night(n)),
            "day" => Some(Phase::Day(n)),
            _ => None,
        }
    }
}

impl fmt::Display for Phase {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Phase::Night(n) => write!(f, "night {n}"),
            Phase::Day(n) => write!(f, "day {n}"),
        }
    }
}

/// Who may read a message.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Audience {
    /// Every player, living or dead, and every spectator.
    Public,
    /// Only these players ("Dead players do not receive any emails except for the public
    /// ones": the game never addresses a private message to a dead player).
    Players(Vec<PlayerId>),
    /// Only the Moderators (what happened, for the record).
    Moderators,
}

#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Message {
    pub phase: Phase,
    pub audience: Audience,
    /// The English sentence: the record, as the game has always written it.
    pub text: String,
    /// The same sentence as data, for the edge to word in the reader's language; none for
    /// the messages still told in English only (the moderators' notes).
    pub said: Option<Said>,
}

/// A moderators' note made before the game begins (the deal's log, M10): its English and
/// the same as data; none for a line that is no sentence (the deal as a given deal, JSON).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Note {
    pub text: String,
    pub said: Option<Said>,
}

impl Note {
    pub fn new(said: Said, text: String) -> Note {
        Note {
            text,
            said: Some(said),
        }
    }
}

/// A message as data: a Fluent message id (area `m1923`) and its arguments. The rule crate
/// names the sentence and gives its parts; omerta-i18n words it (`omerta_i18n::m1923`),
/// and its English is word for word the message's `text` (the tests hold the two
/// together over every scripted game).
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct Said {
    /// The message's id, `m1923-said-…`.
    pub id: String,
    /// Its arguments by name.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub args: BTreeMap<String, Arg>,
}

/// A part of a sentence, typed so that each language words it its own way.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum Arg {
    /// A player's name, as written.
    Name(String),
    /// A family's name, as written.
    Family(String),
    /// A role: its title (`Role::title`), and whether its holder is a Mafia Member too
    /// ("Mafia Member and Doctor"; a Mafia Member alone is `Townsperson` and `mafia`).
    Role { title: String, mafia: bool },
    /// A count (it chooses a plural variant).
    Number(i64),
    /// A phase, as `Phase` writes it (`night 2`).
    Phase(String),
    /// Parts joined by commas: names, families, tallies.
    List(Vec<Arg>),
    /// Parts joined by semicolons: groups that hold commas themselves.
    Groups(Vec<Arg>),
    /// A sentence or a phrase of its own.
    Said(Box<Said>),
    /// Words kept as a person wrote them (a moderator's reason).
    Text(String),
}

impl Said {
    pub fn new(id: &'static str) -> Said {
        Said {
            id: id.to_owned(),
            args: BTreeMap::new(),
        }
    }

    /// The same, with the argument `name`.
    pub fn with(mut self, name: &str, arg: Arg) -> Said {
        self.args.insert(name.to_owned(), arg);
        self
    }

    pub fn name(self, arg: &str, name: &str) -> Said {
        self.with(arg, Arg::Name(name.to_owned()))
    }

    pub fn family(self, arg: &str, family: &str) -> Said {
        self.with(arg, Arg::Family(family.to_owned()))
    }

    pub fn number(self, arg: &str, n: usize) -> Said {
        self.with(arg, Arg::Number(i64::try_from(n).unwrap_or(i64::MAX)))
    }
}

impl Arg {
    pub fn said(said: Said) -> Arg {
        Arg::Said(Box::new(said))
    }
}

/// The ids the rule crate names: the catalog's tests read `i18n::id("…")` as a use of the
/// message (as omerta-i18n's own `id` does), without this crate depending on it.
pub mod i18n {
    pub const fn id(id: &'static str) -> &'static str {
        id
    }
}

impl Message {
    /// Whether `reader` (a player, or `None` for a spectator) may read it.
    pub fn readable_by(&self, reader: Option<PlayerId>) -> bool {
        match &self.audience {
            Audience::Public => true,
            Audience::Players(players) => reader.is_some_and(|r| players.contains(&r)),
            Audience::Moderators => false,
        }
    }
}
