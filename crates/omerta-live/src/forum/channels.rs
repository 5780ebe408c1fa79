//! The game's private channels (issue 32, 1; rulings D15 to D19): each team's own (the
//! scum's quick topic), the channels the setup names for roles (masons, lovers), and the
//! dead thread. Rule 1 allows talk about the game "in a role PM or in specific QT
//! Threads"; rule 5: "Posting in a designated “Dead Thread” Quick Topic is fine."
//!
//! One mechanism, 1923's: a message is read by the channel's readers at the moment it is
//! said (its event's audience, and the readers the fold records with it, the same set),
//! and by the host; the view shows a reader exactly the messages they were sent. Who
//! reads a channel follows the game: a recruit joins the new team's channel, the dead
//! leave theirs for the dead thread, a replacement takes over the slot's (D17). Once the
//! game is over every reader reads every channel, as the host does (D19). Apart from the
//! commands because a message is no move of the game: it is taken in any phase and
//! changes nothing the rules count.

use super::refusals;
use super::{ForumEvent, ForumGame, MAX_BODY};
use crate::{Audience, Emitted, Refusal, Role, Slot, Viewer};
use serde::Serialize;

/// The dead thread's name.
pub const DEAD: &str = "dead";

/// The longest channel name, in characters (a faction's or role's label).
const MAX_NAME: usize = 60;

/// A channel's key: its name trimmed, in lower case, as faction names compare.
pub(super) fn channel_key(name: &str) -> String {
    super::team_key(name)
}

/// A message said in a channel, with the slots that read it.
#[derive(Clone, Debug)]
pub(super) struct Said {
    channel: String,
    slot: Option<Slot>,
    name: String,
    body: String,
    at: i64,
    phase: Option<String>,
    readers: Vec<Slot>,
}

/// What kind of channel it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum ChannelKind {
    /// A team's own (every faction but the town with two members or more).
    Team,
    /// A channel the setup names for roles (`roles[].channels`).
    Named,
    /// The dead thread: the dead and the host.
    Dead,
}

/// A channel as a reader reads it.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct ChannelView {
    /// Its name, the `say` command's `channel`: a faction's ("mafia"), a named one
    /// ("masons"), or `dead`.
    pub name: String,
    pub kind: ChannelKind,
    /// Who reads it now (besides the host), in slot order.
    pub members: Vec<ChannelMember>,
    /// Whether the reader may write in it now.
    pub can_write: bool,
    /// The messages the reader read, oldest first.
    pub messages: Vec<MessageView>,
}

/// A reader of a channel.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct ChannelMember {
    pub slot: Slot,
    pub name: String,
    pub alive: bool,
}

/// A message of a channel.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct MessageView {
    /// Its author's slot; null: the host's.
    pub slot: Option<Slot>,
    /// Its author's name when said.
    pub author: String,
    /// Its text (BBCode, as a post's).
    pub body: String,
    /// When it was said (ms since the epoch).
    pub at: i64,
    /// The phase it was said in ("Night 1").
    pub phase: Option<String>,
}

/// A channel name as a sentence may quote it: never a whole hostile name.
fn quoted(name: &str) -> String {
    let short: String = name
        .chars()
        .filter(|c| !c.is_control())
        .take(MAX_NAME)
        .collect();
    if short.chars().count() < name.chars().count() {
        format!("\"{short}…\"")
    } else {
        format!("\"{short}\"")
    }
}

impl ForumGame {
    /// The channels of the game: the teams' in the order their members are dealt, the
    /// named ones by name, the dead thread last.
    pub(super) fn channel_names(&self) -> Vec<String> {
        let mut named: Vec<String> = self
            .dealt
            .iter()
            .flat_map(|d| d.channels.iter().cloned())
            .collect();
        named.sort();
        named.dedup();
        let mut names = self.team_channels.clone();
        names.extend(named);
        names.push(DEAD.to_string());
        names
    }

    fn channel_kind(&self, channel: &str) -> Option<ChannelKind> {
        if channel == DEAD {
            Some(ChannelKind::Dead)
        } else if self.team_channels.iter().any(|c| c == channel) {
            Some(ChannelKind::Team)
        } else if self
            .dealt
            .iter()
            .any(|d| d.channels.iter().any(|c| c == channel))
        {
            Some(ChannelKind::Named)
        } else {
            None
        }
    }

    /// Who reads a channel now, besides the host (D17): the dead thread, the dead; a
    /// team's, its living members; a named one, the living players whose role names it.
    /// None: no such channel.
    pub(super) fn channel_members(&self, channel: &str) -> Option<Vec<Slot>> {
        let kind = self.channel_kind(channel)?;
        let slots = 0..self.slots() as Slot;
        Some(match kind {
            ChannelKind::Dead => slots.filter(|s| !self.is_alive(*s)).collect(),
            ChannelKind::Team => slots
                .filter(|s| self.is_alive(*s) && channel_key(self.faction(*s)) == channel)
                .collect(),
            ChannelKind::Named => slots
                .filter(|s| {
                    self.is_alive(*s)
                        && self.dealt[*s as usize]
                            .channels
                            .iter()
                            .any(|c| c == channel)
                })
                .collect(),
        })
    }

    /// The slots that share a named channel with `slot` by the deal: they know each
    /// other's part in it, as a team knows its members (D16).
    pub(super) fn channel_partners(&self, slot: Slot) -> Vec<Slot> {
        let Some(mine) = self.dealt.get(slot as usize).map(|d| &d.channels) else {
            return Vec::new();
        };
        (0..self.slots() as Slot)
            .filter(|s| *s != slot)
            .filter(|s| {
                self.dealt[*s as usize]
                    .channels
                    .iter()
                    .any(|c| mine.contains(c))
            })
            .collect()
    }

    /// The channels a living player writes in now, for sentences.
    fn written_by(&self, slot: Slot) -> Vec<String> {
        self.channel_names()
            .into_iter()
            .filter(|c| {
                self.channel_members(c)
                    .is_some_and(|members| members.contains(&slot))
            })
            .collect()
    }

    /// `say` (D18): a member writes in their channel, the host in every one; the text
    /// as a post's (MAX_BODY, BBCode), to the channel's readers now.
    pub(super) fn say(
        &self,
        role: Role,
        channel: String,
        body: String,
        now: i64,
    ) -> Result<Vec<Emitted<ForumEvent>>, Refusal> {
        check_message(&body)?;
        let key = channel_key(&channel);
        let (slot, name) = match role {
            Role::System => return Err(refusals::timer_does_not_write()),
            Role::Host => {
                if self.channel_kind(&key).is_none() {
                    return Err(refusals::no_channel(
                        &quoted(&channel),
                        &self.channel_names().join(", "),
                    ));
                }
                (None, "host".to_string())
            }
            Role::Player(slot) => {
                self.check_slot(slot)?;
                self.may_write(slot, &key, &channel)?;
                (Some(slot), self.name(slot).to_string())
            }
        };
        let readers = self.channel_members(&key).unwrap_or_default();
        Ok(vec![Emitted {
            event: ForumEvent::Said {
                channel: key,
                slot,
                name,
                body,
                at: now,
            },
            audience: Audience::slots(readers),
        }])
    }

    /// Whether a player may write in a channel now, or why not. A channel the player
    /// does not read and one that does not exist are refused alike, so that a refusal
    /// tells nobody which channels others have (D18).
    fn may_write(&self, slot: Slot, key: &str, asked: &str) -> Result<(), Refusal> {
        let alive = self.is_alive(slot);
        if !alive && key != DEAD {
            // Rule 5, 1923's choice: the dead leave their channels (D17).
            return Err(refusals::dead_channel());
        }
        if alive && key == DEAD {
            return Err(refusals::dead_thread_living());
        }
        if self
            .channel_members(key)
            .is_some_and(|members| members.contains(&slot))
        {
            return Ok(());
        }
        let yours = self.written_by(slot);
        Err(refusals::not_your_channel(&quoted(asked), &yours))
    }

    /// A `said` folded: the message with the channel's readers now (the event's
    /// audience, computed from the same state).
    pub(super) fn fold_said(
        &mut self,
        channel: &str,
        slot: Option<Slot>,
        name: &str,
        body: &str,
        at: i64,
    ) {
        let readers = self.channel_members(channel).unwrap_or_default();
        self.said.push(Said {
            channel: channel.to_string(),
            slot,
            name: name.to_string(),
            body: body.to_string(),
            at,
            phase: self
                .current
                .map(|c| format!("{} {}", c.kind.word(), c.number)),
            readers,
        });
    }

    /// The channels a viewer reads (D19): the host, every one; a player, those they read
    /// now and those whose messages they read before; a spectator, none.
    pub(super) fn channels_for(&self, viewer: Viewer) -> Vec<ChannelView> {
        let over = self.over.is_some();
        self.channel_names()
            .into_iter()
            .filter_map(|name| {
                let members = self.channel_members(&name).unwrap_or_default();
                let reads = |said: &&Said| match viewer {
                    Viewer::Host => true,
                    Viewer::Player(slot) => said.readers.contains(&slot),
                    Viewer::Spectator => false,
                };
                let messages: Vec<MessageView> = self
                    .said
                    .iter()
                    .filter(|s| s.channel == name)
                    .filter(reads)
                    .map(|s| MessageView {
                        slot: s.slot,
                        author: s.name.clone(),
                        body: s.body.clone(),
                        at: s.at,
                        phase: s.phase.clone(),
                    })
                    .collect();
                let member = match viewer {
                    Viewer::Host => true,
                    Viewer::Player(slot) => members.contains(&slot),
                    Viewer::Spectator => false,
                };
                if !member && messages.is_empty() {
                    return None;
                }
                Some(ChannelView {
                    kind: self.channel_kind(&name)?,
                    members: members
                        .iter()
                        .map(|s| ChannelMember {
                            slot: *s,
                            name: self.name(*s).to_string(),
                            alive: self.is_alive(*s),
                        })
                        .collect(),
                    can_write: member && !over,
                    messages,
                    name,
                })
            })
            .collect()
    }

    /// The messages said from `start` on stay when the host reopens a phase: what was
    /// said was read (1923's choice, issue 27).
    pub(super) fn keep_messages(&self, start: &ForumGame) -> ForumGame {
        let mut game = start.clone();
        game.said = self.said.clone();
        game
    }
}

/// A message's text: as a post's (the same limit, `MAX_BODY`).
fn check_message(body: &str) -> Result<(), Refusal> {
    if body.trim().is_empty() {
        return Err(crate::refusals::message_blank());
    }
    let chars = body.chars().count();
    if chars > MAX_BODY {
        return Err(refusals::message_too_long(MAX_BODY, chars));
    }
    Ok(())
}
