//! What the enforcement report's flags ([`crate::Flag`]) and the vote counter's notes
//! ([`crate::Note`]) say, as data: each sentence's kind with its arguments. `Display` is
//! the English, word for word the flag's `message` and the note's `message` (they are made
//! from it); an edge words the same data in another language (`omerta_i18n::forum`).
//!
//! Names, the vote marks an edit changed and the lines it changed are the thread's text,
//! as written; times are the clock's text (a hosted game gives its real time).
//!
//! The data is serialized into a hosted game's view beside each English sentence, so a
//! page words it in its reader's language.

use crate::thread::{DeathKind, Phase};
use std::fmt;

/// What a flag says.
#[derive(serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(tag = "kind", rename_all = "snake_case")]
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum FlagSaid {
    /// Rule 0: a post by someone who is neither a player nor the host.
    Outsider { post: u64, name: String },
    /// Rule 0: a post by a player replaced out of the game before it.
    Replaced {
        post: u64,
        name: String,
        /// Who replaced them.
        by: String,
        /// When (the clock's text; empty when the thread has no such replacement).
        at: String,
    },
    /// Rule 0: a post by a replacement before they replaced in.
    NotYetPlaying {
        post: u64,
        name: String,
        /// Whom they replaced.
        replacing: String,
        /// When (the clock's text; empty when the thread has no such replacement).
        at: String,
    },
    /// Rule 2: a player's post during a night phase.
    NightPost {
        post: u64,
        name: String,
        night: Phase,
        /// The post's place among the player's posts that night (1 for the first).
        tonight: usize,
        /// Its place among the player's night posts in the game.
        in_game: usize,
        /// A repeat offence: not the player's first night post in the game.
        repeat: bool,
    },
    /// Rule 5: a post by a dead player.
    DeadPost {
        post: u64,
        name: String,
        /// How and when they died, when the thread says.
        death: Option<(DeathKind, When)>,
    },
    /// Rule 3: an edit of a player's post.
    Edited {
        post: u64,
        name: String,
        /// When (the clock's text).
        at: String,
        /// Which edit of how many, when the post has more than one.
        edit: Option<(usize, usize)>,
        /// The lines it removed and added.
        lines: LineDiff,
        /// The votes and unvotes it added, removed or reordered, if any.
        votes: Option<VoteChange>,
    },
    /// Rule 13: a player alive for the whole of an ended day, below the minimum of posts.
    Inactive {
        /// The day's number.
        day: u32,
        name: String,
        count: u32,
        minimum: u32,
    },
    /// The vote counter's note on a post, for the host to decide.
    Counted {
        post: u64,
        name: String,
        /// The post's phase, when it is in the schedule.
        phase: Option<Phase>,
        note: NoteSaid,
    },
}

/// When a player died: in a phase of the schedule, else at a time (the clock's text).
#[derive(serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum When {
    Phase(Phase),
    At(String),
}

/// The lines an edit removed and added (both empty: only spacing changed).
#[derive(serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct LineDiff {
    pub removed: Lines,
    pub added: Lines,
}

/// Some lines of a post: the first few as shown (each cut short with "…"), and how many
/// more there are.
#[derive(serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Lines {
    pub shown: Vec<String>,
    pub more: usize,
}

impl Lines {
    pub fn is_empty(&self) -> bool {
        self.shown.is_empty() && self.more == 0
    }
}

/// The votes an edit changed: each mark as written ("Vote: Bob", "Unvote: Bob").
#[derive(serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(tag = "kind", rename_all = "snake_case")]
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum VoteChange {
    /// Marks it added and removed (at least one of them).
    Changed {
        added: Vec<String>,
        removed: Vec<String>,
    },
    /// The same marks, in another order.
    Reordered,
}

/// What the vote counter notes on a post.
#[derive(serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(tag = "kind", rename_all = "snake_case")]
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum NoteSaid {
    /// Rule 2: votes in a night post.
    NightVotes { night: Phase },
    /// Rule 2: votes in a post outside the schedule.
    OutsideSchedule,
    /// Rule 6: the author does not play the slot at the time of the post.
    NotTheSlot { name: String },
    /// Rule 5: the author is dead.
    Dead { name: String },
    /// Rule 7: the day ended with a hammer.
    AfterHammer { target: String, post: u64 },
    /// Rule 6: the player has no vote (`players[].votes` is 0).
    NoVote { name: String },
    /// Rule 6: a bare unvote by a player who was not voting.
    BareUnvote { name: String },
    /// Rule 6: a vote mark's name is no player's, or several players'.
    Unclear {
        /// The name as written.
        text: String,
        /// It matches several players (else none).
        several: bool,
        /// What the host ruled on it.
        ruling: Unclear,
    },
    /// Rule 6: a vote for a dead player.
    ForDead { target: String },
    /// Rule 7: a locked vote that cannot move.
    Locked { name: String, on: String },
    /// Rule 6: an unvote of someone the author was not voting for.
    NotVotingFor { target: String, name: String },
    /// Rule 7: an unvote of a locked player.
    LockedUnvote { target: String, name: String },
}

/// The host's ruling on an unclear vote.
#[derive(serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(tag = "kind", rename_all = "snake_case")]
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Unclear {
    /// None yet: not counted.
    NotCounted,
    /// Counted as this player, for this reason.
    CountedAs { target: String, reason: String },
    /// Dismissed, for this reason.
    Dismissed { reason: String },
}

impl NoteSaid {
    /// The rule the note is under.
    pub fn rule(&self) -> u8 {
        match self {
            NoteSaid::NightVotes { .. } | NoteSaid::OutsideSchedule => 2,
            NoteSaid::Dead { .. } => 5,
            NoteSaid::AfterHammer { .. }
            | NoteSaid::Locked { .. }
            | NoteSaid::LockedUnvote { .. } => 7,
            NoteSaid::NotTheSlot { .. }
            | NoteSaid::NoVote { .. }
            | NoteSaid::BareUnvote { .. }
            | NoteSaid::Unclear { .. }
            | NoteSaid::ForDead { .. }
            | NoteSaid::NotVotingFor { .. } => 6,
        }
    }
}

impl fmt::Display for NoteSaid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NoteSaid::NightVotes { night } => {
                write!(f, "votes made at night ({night}) do not count")
            }
            NoteSaid::OutsideSchedule => {
                f.write_str("votes made outside the schedule do not count")
            }
            NoteSaid::NotTheSlot { name } => write!(
                f,
                "{name} does not play this slot at the time of the post: their votes do not count"
            ),
            NoteSaid::Dead { name } => write!(f, "{name} is dead: their votes do not count"),
            NoteSaid::AfterHammer { target, post } => write!(
                f,
                "the day ended when {target} was hammered at post {post}: later votes do not count"
            ),
            NoteSaid::NoVote { name } => write!(
                f,
                "{name} has no vote in this game (players[].votes is 0): not counted"
            ),
            NoteSaid::BareUnvote { name } => write!(
                f,
                "an unvote by {name}, who was not voting: nothing to take back"
            ),
            NoteSaid::Unclear {
                text,
                several,
                ruling,
            } => {
                let why = if *several {
                    "matches several players"
                } else {
                    "is not a player or alias"
                };
                match ruling {
                    Unclear::NotCounted => write!(f, "\"{text}\" {why}: not counted"),
                    Unclear::CountedAs { target, reason } => write!(
                        f,
                        "\"{text}\" {why}: counted as {target} by the host's ruling ({reason})"
                    ),
                    Unclear::Dismissed { reason } => write!(
                        f,
                        "\"{text}\" {why}: not counted, dismissed by the host ({reason})"
                    ),
                }
            }
            NoteSaid::ForDead { target } => {
                write!(f, "a vote for {target}, who is dead: not counted")
            }
            NoteSaid::Locked { name, on } => {
                write!(f, "{name}'s vote is locked on {on}: it cannot move")
            }
            NoteSaid::NotVotingFor { target, name } => write!(
                f,
                "an unvote of {target}, who {name} was not voting for: nothing to take back"
            ),
            NoteSaid::LockedUnvote { target, name } => {
                write!(f, "{target} is locked: {name} cannot unvote")
            }
        }
    }
}

/// 1st, 2nd, 3rd, ... (the night crate's words for it).
pub(crate) fn ordinal(n: usize) -> String {
    omerta_night::document::ordinal(n as u64)
}

impl fmt::Display for FlagSaid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FlagSaid::Outsider { post, name } => write!(
                f,
                "Post {post}: {name} is neither a player nor the host of this game (rule 0: no numbered rule covers it, the host's call); the host may ask them to stay out of the game thread."
            ),
            FlagSaid::Replaced { post, name, by, at } => write!(
                f,
                "Post {post}: {name} was replaced by {by} at {at} and is no longer a player (rule 0: no numbered rule covers it, the host's call); the host may ask them to stay out of the game thread."
            ),
            FlagSaid::NotYetPlaying {
                post,
                name,
                replacing,
                at,
            } => write!(
                f,
                "Post {post}: {name} posted before replacing {replacing} at {at} and was not yet a player (rule 0: no numbered rule covers it, the host's call); the host decides whether the post stands."
            ),
            FlagSaid::NightPost {
                post,
                name,
                night,
                tonight,
                in_game,
                repeat,
            } => {
                let counts = format!(
                    "{} post that night, {} night post in the game",
                    ordinal(*tonight),
                    ordinal(*in_game)
                );
                if *repeat {
                    write!(
                        f,
                        "Post {post}: {name} posted during {night} ({counts}), a repeat offence that rule 2 (no posts at night) says will result in a modkill."
                    )
                } else {
                    write!(
                        f,
                        "Post {post}: {name} posted during {night} ({counts}), which rule 2 forbids; the host may modkill."
                    )
                }
            }
            FlagSaid::DeadPost { post, name, death } => {
                let how = death.as_ref().map_or_else(String::new, |(kind, when)| {
                    let when = match when {
                        When::Phase(phase) => phase.to_string(),
                        When::At(time) => time.clone(),
                    };
                    format!(" ({}, {when})", kind.name())
                });
                write!(
                    f,
                    "Post {post}: {name} posted after their death{how}, which rule 5 forbids (dead people make no posts); the host may bar them from playing."
                )
            }
            FlagSaid::Edited {
                post,
                name,
                at,
                edit,
                lines,
                votes,
            } => {
                let which = edit.map_or_else(String::new, |(i, total)| {
                    format!(" (edit {i} of {total})")
                });
                write!(
                    f,
                    "Post {post}: {name} edited it at {at}{which}, which rule 3 says will result in a modkill; {lines}"
                )?;
                if let Some(votes) = votes {
                    write!(f, "; {votes} (votes count as first posted)")?;
                }
                f.write_str(".")
            }
            FlagSaid::Inactive {
                day,
                name,
                count,
                minimum,
            } => write!(
                f,
                "Day {day} (no post to cite): {name} made {count} post{} while alive, below the {minimum} per day phase that rule 13 requires; the host may modkill for inactivity.",
                if *count == 1 { "" } else { "s" },
            ),
            FlagSaid::Counted {
                post,
                name,
                phase,
                note,
            } => {
                let when = phase.map_or_else(String::new, |p| format!(", {p}"));
                write!(
                    f,
                    "Post {post} ({name}{when}), vote count under rule {}: {note}; the host decides whether it stands.",
                    note.rule()
                )
            }
        }
    }
}

impl fmt::Display for LineDiff {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.removed.is_empty(), self.added.is_empty()) {
            (true, true) => f.write_str("no line changed but for spacing"),
            (false, true) => write!(f, "removed {}", self.removed),
            (true, false) => write!(f, "added {}", self.added),
            (false, false) => write!(f, "removed {}, added {}", self.removed, self.added),
        }
    }
}

impl fmt::Display for Lines {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut shown: Vec<String> = self.shown.iter().map(|l| format!("\"{l}\"")).collect();
        if self.more > 0 {
            shown.push(format!("and {} more line(s)", self.more));
        }
        f.write_str(&shown.join(" "))
    }
}

impl fmt::Display for VoteChange {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            VoteChange::Reordered => f.write_str("the edit reorders its votes"),
            VoteChange::Changed { added, removed } => {
                let show = |marks: &[String]| {
                    marks
                        .iter()
                        .map(|m| format!("\"{m}\""))
                        .collect::<Vec<_>>()
                        .join(" and ")
                };
                let mut parts = Vec::new();
                if !added.is_empty() {
                    parts.push(format!("the edit adds {}", show(added)));
                }
                if !removed.is_empty() {
                    parts.push(format!("the edit removes {}", show(removed)));
                }
                f.write_str(&parts.join(" and "))
            }
        }
    }
}
