//! Announcements: "The only events that are announced publicly are deaths, poisonings,
//! and being cured from poison. The results of the voting are announced, but only how
//! many votes every player and family received." Everything else is private, and every
//! message says exactly who may read it.

use crate::court::PlayerId;
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
    pub text: String,
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
