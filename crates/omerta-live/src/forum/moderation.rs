//! The host's moderation: a modkill, a ruling on a flag of the enforcement report (a vote
//! counted as a player's or dismissed, a flag dismissed), and a replacement. Apart from
//! the players' commands because only the host sends them, each with its reason.

use super::refusals;
use super::{public, to, Death, ForumEvent, ForumGame, ModkillCode};
use crate::{Audience, Emitted, Live, Refusal, Role, Slot};
use omerta_forum::votes::normal_name;
use omerta_forum::{check_with_clock, vote_marks, VoteKind};

/// The longest modkill or ruling reason, in characters.
const MAX_REASON: usize = 500;

impl ForumGame {
    pub(super) fn modkill(
        &self,
        role: Role,
        slot: Slot,
        reason: Option<String>,
        code: Option<ModkillCode>,
        now: i64,
    ) -> Result<Vec<Emitted<ForumEvent>>, Refusal> {
        if role != Role::Host {
            return Err(refusals::host_modkills());
        }
        self.check_slot(slot)?;
        if !self.is_alive(slot) {
            return Err(refusals::already_dead(self.name(slot)));
        }
        // Optional; when given, by the one rule for reasons.
        let reason = match reason.filter(|r| !r.trim().is_empty()) {
            Some(r) => Some(
                crate::names::reason(&r, MAX_REASON)
                    .map_err(|unfit| crate::refusals::unfit(&unfit))?,
            ),
            None => None,
        };
        let mut died = self.died(slot, Death::Modkill, reason, now);
        if let ForumEvent::Died { code: coded, .. } = &mut died {
            *coded = code;
        }
        let events = vec![public(died)];
        Ok(self.close(events, None, now, &[]))
    }

    /// The host's ruling on a flag (see
    /// [`ForumCommand::Rule`](super::ForumCommand::Rule)).
    #[allow(clippy::too_many_arguments)]
    pub(super) fn rule(
        &self,
        role: Role,
        post: u64,
        vote: Option<String>,
        count_as: Option<Slot>,
        rule: Option<u8>,
        dismiss: bool,
        reason: String,
        now: i64,
    ) -> Result<Vec<Emitted<ForumEvent>>, Refusal> {
        if role != Role::Host {
            return Err(refusals::host_rules());
        }
        let reason = crate::names::reason(&reason, MAX_REASON).map_err(|unfit| match unfit {
            crate::names::Unfit::Blank { .. } => refusals::ruling_blank(),
            _ => crate::refusals::unfit(&unfit),
        })?;
        let Some(found) = (post as usize)
            .checked_sub(1)
            .and_then(|i| self.thread.posts.get(i))
        else {
            return Err(refusals::no_post(post));
        };
        let audience = match (vote, rule) {
            (Some(vote), None) => {
                let written = normal_name(&vote);
                let mark = vote_marks(&found.body, found.markup)
                    .into_iter()
                    .find(|m| m.kind == VoteKind::Vote && normal_name(&m.name) == written);
                let Some(mark) = mark else {
                    return Err(refusals::no_vote_in_post(post, &vote));
                };
                if let Some(slot) = self.slot_named(&mark.name) {
                    return Err(refusals::vote_counts(&mark.name, self.name(slot)));
                }
                // A player chosen wins over `dismiss` (the page's form sends both: its
                // list of players starts with "nobody: dismiss the vote").
                match (count_as, dismiss) {
                    (Some(slot), _) => self.check_slot(slot)?,
                    (None, true) => {}
                    _ => return Err(refusals::rule_either()),
                }
                return Ok(vec![public(ForumEvent::Ruled {
                    post,
                    vote: Some(mark.name),
                    count_as,
                    rule: None,
                    reason,
                    at: now,
                })]);
            }
            (None, Some(rule)) if dismiss && count_as.is_none() => {
                let flagged = check_with_clock(&self.thread, &self.real_clock())
                    .iter()
                    .any(|f| f.post == Some(post) && f.rule == rule);
                if !flagged {
                    return Err(refusals::no_flag(post, rule));
                }
                Audience::Host
            }
            _ => return Err(refusals::ruling_shape()),
        };
        Ok(vec![to(
            audience,
            ForumEvent::Ruled {
                post,
                vote: None,
                count_as: None,
                rule,
                reason,
                at: now,
            },
        )])
    }

    /// [`Live::replace`]: the newcomer takes the slot and is told its role.
    pub(super) fn replacement(&self, slot: Slot, name: &str) -> Vec<Emitted<ForumEvent>> {
        if (slot as usize) >= self.slots() || self.over.is_some() {
            return Vec::new();
        }
        let mut events = vec![public(ForumEvent::Replaced {
            slot,
            name: name.to_string(),
        })];
        // The newcomer is told the slot's role (and team): the slot keeps them.
        let mut after = self.clone();
        after.apply(&events[0].event);
        events.extend(after.role_events(slot));
        events
    }
}
