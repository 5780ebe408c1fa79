//! The private channels: the Mafia's, and each player's with the moderators. Who may
//! write in them and who reads them (a dead Mafia Member leaves the Mafia's; a player's
//! channel with the moderators is theirs and the host's). Apart from the commands because
//! a message is no action of the game: it is taken at any time of an open phase, injured
//! or not, and never played.

use super::events::{audience_of, emit, Event1923};
use super::refusals;
use super::view::{ChatView, MafiaMessage, ModeratorMessage};
use super::{slot, slots, Game1923};
use crate::{Emitted, Refusal, Role as Who, Slot, Viewer};
use serde::{Deserialize, Serialize};

/// A private channel.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum Channel {
    /// The Mafia Members and the moderators.
    Mafia,
    /// One player and the moderators.
    Moderators,
}

/// The longest message a channel takes, in characters.
pub const CHAT_MAX_CHARS: usize = 4000;

impl Game1923 {
    /// A message in a private channel. "Any communication between players and the
    /// Moderators will not be revealed by the Moderators to anyone": a player's channel
    /// with the moderators is theirs and the host's. Only players in play write (a dead
    /// player "may not vote or perform any actions"; an exile ends play too): a dead Mafia
    /// Member leaves the Mafia's channel, but an exiled one still reads it, since nobody
    /// but the host and the exiled player may know of the exile (M80).
    pub(super) fn say(
        &self,
        who: Who,
        channel: Channel,
        with: Option<Slot>,
        text: String,
        now: i64,
    ) -> Result<Vec<Emitted<Event1923>>, Refusal> {
        let phase = self.open_phase()?;
        let engine = self.engine()?;
        let text = text.trim().to_string();
        if text.is_empty() {
            return Err(crate::refusals::message_blank());
        }
        let chars = text.chars().count();
        if chars > CHAT_MAX_CHARS {
            return Err(refusals::chat_too_long(CHAT_MAX_CHARS, chars));
        }
        let author = match (who, with) {
            (Who::Host, _) => None,
            (Who::Player(me), None) => Some(self.player(me)?),
            (Who::Player(_), Some(_)) => return Err(refusals::own_channels_only()),
            (Who::System, _) => return Err(refusals::timers_do_not_write()),
        };
        if let Some(p) = author {
            self.must_be_in_play(p)?;
        }
        let phase = phase.to_string();
        match channel {
            Channel::Mafia => {
                if with.is_some() {
                    return Err(refusals::mafia_channel_is_one());
                }
                if author.is_some_and(|p| !engine.players[p].mafia) {
                    return Err(refusals::mafia_channel_members());
                }
                let to: Vec<usize> = (0..engine.players.len())
                    .filter(|q| engine.players[*q].mafia && self.known_in_play(*q))
                    .collect();
                Ok(vec![emit(Event1923::MafiaChat {
                    phase,
                    by: author.map(slot),
                    to: slots(&to),
                    text,
                    at: now,
                })])
            }
            Channel::Moderators => {
                let player = match (author, with) {
                    (Some(p), _) => p,
                    (None, Some(s)) => self.player(s)?,
                    (None, None) => return Err(refusals::host_names_whom()),
                };
                Ok(vec![emit(Event1923::ModeratorChat {
                    phase,
                    player: slot(player),
                    from_host: author.is_none(),
                    text,
                    at: now,
                })])
            }
        }
    }

    /// The private channels this viewer reads, oldest message first.
    pub(super) fn chat(&self, viewer: Viewer) -> ChatView {
        let mut chat = ChatView {
            mafia: Vec::new(),
            moderators: Vec::new(),
        };
        for event in self.chats.iter().filter(|e| audience_of(e).admits(viewer)) {
            match event {
                Event1923::MafiaChat {
                    phase,
                    by,
                    text,
                    at,
                    ..
                } => chat.mafia.push(MafiaMessage {
                    phase: phase.clone(),
                    by: *by,
                    text: text.clone(),
                    at: *at,
                }),
                Event1923::ModeratorChat {
                    phase,
                    player,
                    from_host,
                    text,
                    at,
                } => chat.moderators.push(ModeratorMessage {
                    phase: phase.clone(),
                    player: *player,
                    from_host: *from_host,
                    text: text.clone(),
                    at: *at,
                }),
                _ => {}
            }
        }
        chat
    }
}
