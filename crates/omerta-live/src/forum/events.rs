//! What the game records ([`ForumEvent`] and its parts) and how each event is told to
//! people: the public sentence for announcements and webhooks, and the one a player is
//! mailed. Apart from the state because these are the stored record's shape, which must
//! read back the same whatever the state becomes.

use super::pms::PmData;
use super::{
    capitalized, identity, Dealt, ForumGame, GameSetup, Listed, NightMethod, Reveal, Setup,
    StartsWith,
};
use crate::Slot;
use omerta_forum::markup::plain_text;
use omerta_forum::{DeathKind, PhaseKind};
use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum PhaseName {
    Day,
    Night,
}

impl PhaseName {
    pub(super) fn kind(self) -> PhaseKind {
        match self {
            PhaseName::Day => PhaseKind::Day,
            PhaseName::Night => PhaseKind::Night,
        }
    }

    pub(super) fn word(self) -> &'static str {
        match self {
            PhaseName::Day => "Day",
            PhaseName::Night => "Night",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum Death {
    Lynch,
    Night,
    Modkill,
}

/// Why the host modkilled, as a code the edge words in the reader's language (forum
/// ruling D23) rather than stored English.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum ModkillCode {
    /// Rule 13: "You will get mod killed if you are inactive".
    Inactivity,
}

impl ModkillCode {
    /// The code in English, for the thread's host post (the forum's record, pasted as
    /// BBCode) and the English sentences.
    pub fn english(self) -> &'static str {
        match self {
            ModkillCode::Inactivity => "inactivity (rule 13)",
        }
    }
}

impl Death {
    pub(super) fn kind(self) -> DeathKind {
        match self {
            Death::Lynch => DeathKind::Lynch,
            Death::Night => DeathKind::Night,
            Death::Modkill => DeathKind::Modkill,
        }
    }
}

/// A member of a team, as the team's members are told.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct Member {
    pub slot: Slot,
    pub name: String,
    pub role: Option<String>,
}

/// A role shown at the end of the game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct Flip {
    pub slot: Slot,
    pub name: String,
    pub faction: String,
    pub role: Option<String>,
}

/// What the game records.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ForumEvent {
    /// Public: the thread opens with these players and rules.
    Opened {
        names: Vec<String>,
        aliases: Vec<Vec<String>>,
        game: GameSetup,
        night_method: NightMethod,
        at: i64,
        /// What a death shows (D13); absent: the whole role.
        #[serde(default, skip_serializing_if = "Reveal::is_role")]
        reveal: Reveal,
        /// An open setup's role list (D14); absent: a closed setup.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        role_list: Option<Vec<Listed>>,
    },
    /// Host: the whole deal, night attributes included, and the setup it was dealt from
    /// (D29: what a rehost deals again; absent in games started before it was kept).
    Dealt {
        slots: Vec<Dealt>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        setup: Option<Box<Setup>>,
    },
    /// The slot's role PM (to the slot): the role, and `pm`, the host's template (or the
    /// built-in one) filled in for the player (D35); absent in games started before PMs.
    Role {
        slot: Slot,
        name: String,
        faction: String,
        role: Option<String>,
        abilities: Vec<String>,
        #[serde(default, skip_serializing_if = "String::is_empty")]
        pm: String,
        /// What `pm` was filled with, to fill it again in a reader's language (issue 30);
        /// absent in games started before it was kept (their readers read `pm`).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        data: Option<PmData>,
    },
    /// A team's members, to the team.
    Team {
        faction: String,
        members: Vec<Member>,
    },
    /// Public: a phase begins; `text` is the host's post opening it.
    PhaseStarted {
        kind: PhaseName,
        number: u32,
        at: i64,
        deadline: i64,
        text: String,
    },
    /// Public: a post (`slot` none: the host's).
    Posted {
        post: u64,
        slot: Option<Slot>,
        name: String,
        body: String,
        at: i64,
    },
    /// Public: a new revision of a post.
    Edited { post: u64, body: String, at: i64 },
    /// A night action, to its actor (a factional kill: to the faction's living members).
    ActionSubmitted {
        slot: Slot,
        night: u32,
        ability: String,
        targets: Vec<Slot>,
        at: i64,
    },
    /// A night action's result, to its actor.
    Result {
        slot: Slot,
        night: u32,
        ability: String,
        target: String,
        result: String,
        names: Vec<String>,
    },
    /// Public: a day ended with nobody at majority.
    NoLynch { day: u32 },
    /// A night's results PM, to the slot: the results template filled with every result
    /// the night gave the slot (D36). Sent only to a slot the night gave results, as the
    /// seed's blocked Bad Ash "does not receive a PM before the days starts".
    ResultsPm {
        slot: Slot,
        night: u32,
        text: String,
        /// What `text` was filled with, as the role PM's `data`.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        data: Option<PmData>,
    },
    /// Public: a death, with the flip as the setup's `reveal` allows ([`Reveal::flip`]):
    /// the faction (none under `none`) and the role (none under `alignment`, `none`, or
    /// for a vanilla).
    Died {
        slot: Slot,
        name: String,
        death: Death,
        phase: String,
        faction: Option<String>,
        role: Option<String>,
        reason: Option<String>,
        at: i64,
        /// A modkill's coded reason (D23); absent: none, or the host's own words in `reason`.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        code: Option<ModkillCode>,
        /// What the flip shows; absent: the whole role.
        #[serde(default, skip_serializing_if = "Reveal::is_role")]
        reveal: Reveal,
    },
    /// The recruited player and their new team: the slot joins the faction.
    Recruited {
        slot: Slot,
        faction: String,
        members: Vec<Member>,
    },
    /// Public: the host replaced the slot's player; the slot keeps its role.
    Replaced { slot: Slot, name: String },
    /// The host's ruling on a flag: public when it decides a vote (the tally changes),
    /// to the host when it dismisses a report's flag.
    Ruled {
        post: u64,
        vote: Option<String>,
        count_as: Option<Slot>,
        rule: Option<u8>,
        reason: String,
        at: i64,
    },
    /// Host: how the night was resolved, as the resolver explains it (RAR's reason trees,
    /// or the ordered method's steps): `text` in English, and `data` the same outcome as
    /// data (`omerta_night::Outcome`: its sentences as `Said`, no English), which a page
    /// words in its reader's language (`omerta_i18n::night`). `data` is absent from games
    /// stored before it (their English is shown) and from an explanation past 256 KB.
    NightExplained {
        night: u32,
        text: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "schema", schemars(with = "Option<serde_json::Value>"))]
        data: Option<Box<omerta_night::Outcome>>,
    },
    /// A message in a channel (D18), to the channel's readers at that moment (and the
    /// host); `slot` none: the host's.
    Said {
        channel: String,
        slot: Option<Slot>,
        name: String,
        body: String,
        at: i64,
    },
    /// Public: the game is over; every role is shown.
    GameOver {
        winner: String,
        reason: String,
        roles: Vec<Flip>,
        at: i64,
        /// What the phase's end told the thread (the lynch, the night's deaths), which
        /// the game-over post carries since no next phase opens with it.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        news: Vec<String>,
    },
}

/// A flip in words, as a death shows it: "mafia goon"; "mafia (role not revealed)";
/// "role not revealed". Made from the `died` event only, so it says no more than it.
pub(super) fn flip_words(reveal: Reveal, faction: Option<&str>, role: Option<&str>) -> String {
    match (reveal, faction) {
        (Reveal::Role, Some(faction)) => identity(faction, role),
        (Reveal::Alignment, Some(faction)) => {
            format!("{} (role not revealed)", faction.trim())
        }
        _ => "role not revealed".to_string(),
    }
}

impl ForumEvent {
    /// A `died` event's flip as the host's post says it; empty for any other event.
    pub(super) fn flip_sentence(&self) -> String {
        match self {
            ForumEvent::Died {
                faction,
                role,
                reveal,
                ..
            } => flip_sentence(*reveal, faction.as_deref(), role.as_deref()),
            _ => String::new(),
        }
    }
}

/// A flip in the host's post: "They were [b]mafia goon[/b]."
pub(super) fn flip_sentence(reveal: Reveal, faction: Option<&str>, role: Option<&str>) -> String {
    match (reveal, faction) {
        (Reveal::Role, Some(faction)) => format!("They were [b]{}[/b].", identity(faction, role)),
        (Reveal::Alignment, Some(faction)) => format!(
            "Their alignment: [b]{}[/b] (the role is not revealed).",
            faction.trim()
        ),
        _ => "Their role is not revealed.".to_string(),
    }
}

impl ForumGame {
    /// [`Live::announcement`](crate::Live::announcement).
    pub(super) fn announcement_of(event: &ForumEvent) -> Option<String> {
        match event {
            ForumEvent::Opened { names, game, .. } => Some(format!(
                "The game thread opens with {} players; the game starts with a {}.",
                names.len(),
                match game.starts_with {
                    StartsWith::Day => "day",
                    StartsWith::Night => "night",
                }
            )),
            ForumEvent::PhaseStarted { kind, number, .. } => {
                Some(format!("{} {number} begins.", kind.word()))
            }
            ForumEvent::NoLynch { day } => Some(format!("Day {day} ended with no lynch.")),
            ForumEvent::Died {
                name,
                death,
                phase,
                faction,
                role,
                reason,
                reveal,
                code,
                ..
            } => {
                let who = flip_words(*reveal, faction.as_deref(), role.as_deref());
                let reason = reason.as_deref().or(code.map(ModkillCode::english));
                Some(match death {
                    Death::Lynch => format!("{name} was lynched ({phase}): {who}."),
                    Death::Night => format!("{name} was killed during {phase}: {who}."),
                    Death::Modkill => match reason {
                        Some(reason) => {
                            format!("{name} was modkilled ({phase}, {reason}): {who}.")
                        }
                        None => format!("{name} was modkilled ({phase}): {who}."),
                    },
                })
            }
            ForumEvent::GameOver { winner, reason, .. } => Some(format!(
                "The game is over: {} wins ({reason}).",
                capitalized(winner)
            )),
            _ => None,
        }
    }

    /// [`Live::notice`](crate::Live::notice).
    pub(super) fn notice_of(event: &ForumEvent) -> Option<String> {
        match event {
            // A PM is mailed as plain text: its BBCode tags left out.
            ForumEvent::Role { pm, .. } if !pm.is_empty() => Some(plain_text(pm)),
            ForumEvent::Role {
                name,
                faction,
                role,
                abilities,
                ..
            } => Some(format!(
                "You are {name}: {}.{}",
                identity(faction, role.as_deref()),
                if abilities.is_empty() {
                    String::new()
                } else {
                    format!(" Your night abilities: {}.", abilities.join(", "))
                }
            )),
            // A night's results reach the player in one results PM, not one mail each.
            ForumEvent::ResultsPm { text, .. } => Some(plain_text(text)),
            ForumEvent::Result { .. } => None,
            other => Self::announcement_of(other),
        }
    }
}
