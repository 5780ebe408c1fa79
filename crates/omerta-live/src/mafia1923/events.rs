//! What the game records ([`Event1923`] and its parts), the audience each event is for,
//! and how each is told to people: the public sentence for announcements and webhooks,
//! and the one a player is mailed. Apart from the state because these are the stored
//! record's shape, which must read back the same whatever the state becomes.

use super::{capitalized, FamilySetup, Game1923};
use crate::clock::ScheduleSetup;
use crate::{Audience, Emitted, Slot};
use omerta_1923::Said;
use serde::{Deserialize, Serialize};

/// A family as the public start lists it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct FamilyMembers {
    pub name: String,
    pub members: Vec<Slot>,
}

/// A dealt player, in the form of a given deal (M11).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct DealtPlayer {
    pub name: String,
    pub level: String,
    pub family: String,
    pub role: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub second_role: Option<String>,
}

/// What the game records.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Event1923 {
    /// The whole deal, as a given deal, and the game's options. Host only.
    Dealt {
        seed: u64,
        court_families: usize,
        families: Vec<FamilySetup>,
        players: Vec<DealtPlayer>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        allowed_second_roles: Option<Vec<String>>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        night_ms: Option<i64>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        day_ms: Option<i64>,
        /// The schedule, its first night fixed at the start.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        schedule: Option<ScheduleSetup>,
        at: i64,
    },
    /// The families and their members, and the number sent to court (M13). Public.
    Started {
        families: Vec<FamilyMembers>,
        court_families: usize,
        text: String,
        /// The message as data, worded in each reader's language at the edge; none in
        /// the events of older games, which read their English `text`.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        said: Option<Said>,
    },
    /// A player's family and role, told to that player only (M13).
    Role {
        slot: Slot,
        family: String,
        role: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        second_role: Option<String>,
        text: String,
        /// The message as data, worded in each reader's language at the edge; none in
        /// the events of older games, which read their English `text`.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        said: Option<Said>,
    },
    /// An action stored for the open phase. The actor only.
    Action {
        phase: String,
        by: Slot,
        role: String,
        targets: Vec<Slot>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        family: Option<String>,
    },
    /// A ballot stored for the open day, with what makes it improper (M68, M71). The voter
    /// only.
    Vote {
        phase: String,
        by: Slot,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        family: Option<String>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        individual: Option<Slot>,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        warnings: Vec<String>,
        /// The same warnings as data, one for one, for the page to word in its reader's
        /// language; absent in an older game's ballots (their English is shown).
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        warned: Vec<Said>,
    },
    /// The Mafia's decision for the night. The Mafia Members in play (`to`).
    MafiaKill {
        phase: String,
        by: Slot,
        targets: Vec<Slot>,
        to: Vec<Slot>,
    },
    /// How many Civilians the Mafia must attempt to kill tonight (M28), told to the Mafia
    /// Members in play when the night opens.
    KillCount {
        phase: String,
        count: usize,
        to: Vec<Slot>,
        text: String,
    },
    /// The host's exile, with its reason (M67). Host only; the exile itself is a public
    /// `announcement`.
    Exiled {
        phase: String,
        slot: Slot,
        reason: String,
    },
    /// The open phase closed and was played; `next` opens (none after Day 5). Public.
    PhaseClosed {
        phase: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        next: Option<String>,
        at: i64,
    },
    /// An engine message for everybody (deaths, poisonings, cures, votes, exiles).
    Announcement {
        phase: String,
        text: String,
        /// The message as data, worded in each reader's language at the edge; none in
        /// the events of older games, which read their English `text`.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        said: Option<Said>,
    },
    /// An engine message for one player (a result, a notice, a strike).
    Private {
        phase: String,
        to: Slot,
        text: String,
        /// The message as data, worded in each reader's language at the edge; none in
        /// the events of older games, which read their English `text`.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        said: Option<Said>,
        /// Whether it tells the player their own (new) role (a Thief's theft).
        #[serde(default)]
        tells_role: bool,
    },
    /// An engine message for the Mafia Members (`to`).
    Team {
        phase: String,
        to: Vec<Slot>,
        text: String,
        /// The message as data, worded in each reader's language at the edge; none in
        /// the events of older games, which read their English `text`.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        said: Option<Said>,
    },
    /// The moderators' log: draws, ignored submissions, the deal, the final roster. Host
    /// only; `about` are the players it names.
    Log {
        phase: String,
        text: String,
        /// The note as data (the moderators' notes worded so far); none otherwise.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        said: Option<Said>,
        #[serde(default)]
        about: Vec<Slot>,
    },
    /// A message in the Mafia's channel, for the Mafia Members not dead (`to`) and the
    /// host; `by` is none when the host wrote it.
    MafiaChat {
        phase: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        by: Option<Slot>,
        to: Vec<Slot>,
        text: String,
        at: i64,
    },
    /// A message in a player's channel with the moderators: that player and the host.
    ModeratorChat {
        phase: String,
        player: Slot,
        /// Written by the host (else by the player).
        from_host: bool,
        text: String,
        at: i64,
    },
    /// After Day 5: the winners (M83). Public.
    Finished {
        mafia_wins: bool,
        families: Vec<String>,
        winners: Vec<Slot>,
        text: String,
        /// The message as data, worded in each reader's language at the edge; none in
        /// the events of older games, which read their English `text`.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        said: Option<Said>,
    },
}

pub(super) fn audience_of(event: &Event1923) -> Audience {
    match event {
        Event1923::Dealt { .. } | Event1923::Exiled { .. } | Event1923::Log { .. } => {
            Audience::Host
        }
        Event1923::Started { .. }
        | Event1923::PhaseClosed { .. }
        | Event1923::Announcement { .. }
        | Event1923::Finished { .. } => Audience::Public,
        Event1923::Role { slot, .. } => Audience::slot(*slot),
        Event1923::Action { by, .. } | Event1923::Vote { by, .. } => Audience::slot(*by),
        Event1923::Private { to, .. } => Audience::slot(*to),
        Event1923::ModeratorChat { player, .. } => Audience::slot(*player),
        Event1923::MafiaChat { to, .. } => Audience::slots(to.iter().copied()),
        Event1923::MafiaKill { to, .. }
        | Event1923::KillCount { to, .. }
        | Event1923::Team { to, .. } => Audience::slots(to.iter().copied()),
    }
}

pub(super) fn emit(event: Event1923) -> Emitted<Event1923> {
    Emitted {
        audience: audience_of(&event),
        event,
    }
}

impl Game1923 {
    /// [`Live::announcement`](crate::Live::announcement).
    pub(super) fn announcement_of(event: &Event1923) -> Option<String> {
        match event {
            Event1923::Started { text, .. }
            | Event1923::Announcement { text, .. }
            | Event1923::Finished { text, .. } => Some(text.clone()),
            Event1923::PhaseClosed { phase, next, .. } => Some(match next {
                Some(next) => format!("{} is over; {next} begins.", capitalized(phase)),
                None => format!("{} is over: the game is over.", capitalized(phase)),
            }),
            _ => None,
        }
    }

    /// [`Live::notice`](crate::Live::notice).
    pub(super) fn notice_of(event: &Event1923) -> Option<String> {
        match event {
            Event1923::Role { text, .. }
            | Event1923::Private { text, .. }
            | Event1923::Team { text, .. } => Some(text.clone()),
            Event1923::ModeratorChat {
                from_host: true,
                text,
                ..
            } => Some(format!("The moderators wrote to you: {text}")),
            other => Self::announcement_of(other),
        }
    }
}
