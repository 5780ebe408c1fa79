//! Events folded into the state ([`Live::apply`](crate::Live::apply)): the thread on its
//! logical clock (a post, an edit, a phase's start each one tick on), deaths, the night's
//! actions and results, rulings. Folding never checks and never fails; it is apart from the
//! commands so that what a command may do and what an event does are read separately.

use super::events::flip_sentence;
use super::{
    is_town, team_key, Current, Dealt, Death, FlipView, ForumEvent, ForumGame, NightResult,
    PostMeta, Reveal, SentPm, Submitted,
};
use crate::Slot;
use omerta_forum::thread::{Decision, Edit, Ruling};
use omerta_forum::{Author, HostEvent, Markup, Phase, Post};
use omerta_night::Ability;
use serde_json::Map;

/// The end of the phase still running, on the logical clock.
const OPEN_END: i64 = i64::MAX / 4;

impl ForumGame {
    /// [`Live::apply`](crate::Live::apply).
    pub(super) fn fold(&mut self, event: &ForumEvent) {
        match event {
            ForumEvent::Opened {
                names,
                aliases,
                game,
                night_method,
                at,
                reveal,
                role_list,
            } => {
                self.reveal = *reveal;
                self.role_list = role_list.clone();
                self.game = *game;
                self.night_method = *night_method;
                self.opened_at = *at;
                self.thread.config = game.config();
                self.thread.slots = names
                    .iter()
                    .enumerate()
                    .map(|(i, name)| omerta_forum::Slot {
                        names: vec![name.clone()],
                        aliases: aliases.get(i).cloned().unwrap_or_default(),
                        faction: None,
                        role: None,
                        weight: 1,
                        shots: Default::default(),
                        // A live game deals no roles that win their own way yet.
                        win: Default::default(),
                        lovers: Vec::new(),
                        mason: false,
                    })
                    .collect();
                self.alive = vec![true; names.len()];
                self.flips = vec![None; names.len()];
                self.known = vec![Vec::new(); names.len()];
                self.dealt = vec![
                    Dealt {
                        faction: String::new(),
                        role: None,
                        abilities: Vec::new(),
                        night: Map::new(),
                        pm: None,
                        results_pm: None,
                        channels: Vec::new(),
                    };
                    names.len()
                ];
            }
            ForumEvent::Dealt { slots, .. } => {
                for (i, dealt) in slots.iter().enumerate().take(self.slots()) {
                    // The thread's slots hold only what everybody knows (D13): the
                    // roles are set there when they flip.
                    self.dealt[i] = dealt.clone();
                }
                // Every faction but the town with two members or more has a channel (D15).
                self.team_channels.clear();
                for i in 0..self.slots() {
                    let key = team_key(&self.dealt[i].faction);
                    let members = (0..self.slots())
                        .filter(|j| team_key(&self.dealt[*j].faction) == key)
                        .count();
                    if !is_town(&key) && members > 1 && !self.team_channels.contains(&key) {
                        self.team_channels.push(key);
                    }
                }
                // Every faction but the town knows its members.
                for i in 0..self.slots() {
                    let faction = self.dealt[i].faction.clone();
                    if is_town(&faction) {
                        continue;
                    }
                    let key = team_key(&faction);
                    self.known[i] = (0..self.slots())
                        .filter(|j| *j != i && team_key(&self.dealt[*j].faction) == key)
                        .map(|j| j as Slot)
                        .collect();
                }
            }
            ForumEvent::Role { slot, pm, data, .. } if !pm.is_empty() => self.pms.push(SentPm {
                slot: *slot,
                night: None,
                text: pm.clone(),
                data: data.clone(),
            }),
            ForumEvent::ResultsPm {
                slot,
                night,
                text,
                data,
            } => self.pms.push(SentPm {
                slot: *slot,
                night: Some(*night),
                text: text.clone(),
                data: data.clone(),
            }),
            ForumEvent::Role { .. } | ForumEvent::Team { .. } | ForumEvent::NoLynch { .. } => {}
            ForumEvent::PhaseStarted {
                kind,
                number,
                at,
                deadline,
                text,
            } => {
                self.clock += 1;
                if let Some(last) = self.thread.phases.last_mut() {
                    last.end = self.clock;
                }
                self.thread.phases.push(Phase {
                    kind: kind.kind(),
                    number: *number,
                    start: self.clock,
                    end: OPEN_END,
                });
                self.tonight.clear();
                self.current = Some(Current {
                    kind: *kind,
                    number: *number,
                    at: *at,
                    deadline: *deadline,
                    first_post: self.thread.posts.len(),
                });
                // The host's post opening the phase is at the phase's first tick.
                self.clock -= 1;
                self.push_post(None, "host", text, *at);
            }
            ForumEvent::Posted {
                slot,
                name,
                body,
                at,
                ..
            } => self.push_post(*slot, name, body, *at),
            ForumEvent::Edited { post, body, at } => {
                let Some(index) = (*post as usize)
                    .checked_sub(1)
                    .filter(|i| *i < self.thread.posts.len())
                else {
                    return;
                };
                self.clock += 1;
                self.thread.posts[index].edits.push(Edit {
                    time: self.clock,
                    body: body.clone(),
                });
                self.meta[index].edits_at.push(*at);
            }
            ForumEvent::ActionSubmitted {
                slot,
                night,
                ability,
                targets,
                at,
            } => {
                if (*slot as usize) >= self.slots() {
                    return;
                }
                let readers = self.readers(*slot, ability);
                let mut actions = self.with_submission(*slot, ability, targets);
                if let Some(last) = actions
                    .last_mut()
                    .filter(|a| a.slot == *slot && a.ability == *ability && !targets.is_empty())
                {
                    last.at = *at;
                    last.night = *night;
                }
                self.tonight = actions;
                self.submitted.push(Submitted {
                    slot: *slot,
                    night: *night,
                    ability: ability.clone(),
                    targets: targets.clone(),
                    at: *at,
                    readers,
                });
            }
            ForumEvent::Result {
                slot,
                night,
                ability,
                target,
                result,
                names,
            } => self.results.push(NightResult {
                slot: *slot,
                night: *night,
                ability: ability.clone(),
                target: target.clone(),
                result: result.clone(),
                names: names.clone(),
            }),
            ForumEvent::Died {
                slot,
                death,
                reason,
                at,
                faction,
                role,
                reveal,
                code,
                ..
            } => {
                let flip = faction.as_ref().map(|faction| FlipView {
                    faction: faction.clone(),
                    role: role.clone(),
                    reveal: *reveal,
                });
                // The thread is the forum's record in English (its BBCode is pasted).
                let reason = reason.clone().or(code.map(|c| c.english().to_string()));
                self.record_death(*slot, *death, reason, *at, flip)
            }
            ForumEvent::Recruited {
                slot,
                faction,
                members,
            } => {
                let index = *slot as usize;
                if index >= self.slots() {
                    return;
                }
                self.dealt[index].faction = faction.clone();
                // A recruit joins the team's channel from now on (D17).
                let key = team_key(faction);
                if !is_town(&key) && !self.team_channels.contains(&key) {
                    self.team_channels.push(key);
                }
                if faction.eq_ignore_ascii_case("mafia")
                    && !self.dealt[index]
                        .abilities
                        .iter()
                        .any(|a| a == Ability::FactionalKill.name())
                {
                    self.dealt[index]
                        .abilities
                        .push(Ability::FactionalKill.name().to_string());
                }
                for member in members {
                    let m = member.slot as usize;
                    if m >= self.slots() || m == index {
                        continue;
                    }
                    if !self.known[index].contains(&member.slot) {
                        self.known[index].push(member.slot);
                    }
                    if !self.known[m].contains(slot) {
                        self.known[m].push(*slot);
                    }
                }
                self.known[index].sort_unstable();
                for known in &mut self.known {
                    known.sort_unstable();
                }
            }
            ForumEvent::Replaced { slot, name } => {
                let index = *slot as usize;
                if index >= self.slots() {
                    return;
                }
                self.clock += 1;
                self.thread.slots[index].names.push(name.clone());
                self.thread.events.push(HostEvent::Replacement {
                    slot: index,
                    new_name: name.clone(),
                    time: self.clock,
                });
            }
            ForumEvent::Ruled {
                post,
                vote,
                count_as,
                rule,
                reason,
                ..
            } => {
                let decision = match (vote, count_as, rule) {
                    (Some(vote), Some(slot), _) => Decision::CountAs {
                        vote: vote.clone(),
                        slot: *slot as usize,
                    },
                    (Some(vote), None, _) => Decision::DismissVote { vote: vote.clone() },
                    (None, _, Some(rule)) => Decision::DismissFlag { rule: *rule },
                    (None, _, None) => return,
                };
                self.thread.rulings.push(Ruling {
                    post: *post,
                    decision,
                    reason: reason.clone(),
                });
            }
            ForumEvent::Said {
                channel,
                slot,
                name,
                body,
                at,
            } => self.fold_said(channel, *slot, name, body, *at),
            ForumEvent::NightExplained { night, text, data } => {
                self.explanations.push((*night, text.clone(), data.clone()));
            }
            ForumEvent::GameOver {
                winner,
                reason,
                roles,
                at,
                news,
            } => {
                for flip in roles {
                    if let Some(f) = self.flips.get_mut(flip.slot as usize) {
                        *f = Some(FlipView {
                            faction: flip.faction.clone(),
                            role: flip.role.clone(),
                            reveal: Reveal::Role,
                        });
                    }
                    if let Some(s) = self.thread.slots.get_mut(flip.slot as usize) {
                        s.faction = Some(flip.faction.clone());
                        s.role = flip.role.clone();
                    }
                }
                let mut text = news.join("\n");
                if !text.is_empty() {
                    text.push('\n');
                }
                text.push_str(&format!(
                    "[b]The game is over: {winner} wins.[/b] ({reason})"
                ));
                // The phase running ends with the game, where the next would have started
                // (a lynch holds from that tick): the final day's tally is then that of a
                // day that ended, wagons and lynch as they stood, not a day still open
                // whose lynched player has died since.
                if let Some(last) = self.thread.phases.last_mut() {
                    if last.end == OPEN_END {
                        last.end = self.clock + 1;
                    }
                }
                self.push_post(None, "host", &text, *at);
                self.over = Some((winner.clone(), reason.clone()));
            }
        }
    }

    fn push_post(&mut self, slot: Option<Slot>, name: &str, body: &str, at: i64) {
        self.clock += 1;
        let id = self.thread.posts.len() as u64 + 1;
        let author = match slot {
            Some(s) => Author::Player(s as usize),
            None => Author::Host,
        };
        let phase = self.thread.phase_at(self.clock);
        self.thread.posts.push(Post {
            id,
            author,
            author_name: name.to_string(),
            time: self.clock,
            body: body.to_string(),
            markup: Markup::BbCode,
            edits: Vec::new(),
            phase,
        });
        self.meta.push(PostMeta {
            slot,
            at,
            edits_at: Vec::new(),
        });
    }

    /// A death, with its flip as the `died` event tells it (none under `reveal: none`):
    /// what everybody reads of the dead player's role comes from the event, never from
    /// the deal, so the fold cannot say more than the event's audience may read.
    fn record_death(
        &mut self,
        slot: Slot,
        death: Death,
        reason: Option<String>,
        at: i64,
        flip: Option<FlipView>,
    ) {
        let index = slot as usize;
        if index >= self.slots() {
            return;
        }
        // A lynch or a night kill holds from the next phase's start (one tick on, the
        // tick the phase starts at); a modkill from its own tick.
        let time = match death {
            Death::Modkill => {
                self.clock += 1;
                self.clock
            }
            Death::Lynch | Death::Night => self.clock + 1,
        };
        self.alive[index] = false;
        if let Some(flip) = &flip {
            self.thread.slots[index].faction = Some(flip.faction.clone());
            self.thread.slots[index].role = flip.role.clone();
        }
        let sentence = flip_sentence(
            flip.as_ref().map_or(Reveal::None, |f| f.reveal),
            flip.as_ref().map(|f| f.faction.as_str()),
            flip.as_ref().and_then(|f| f.role.as_deref()),
        );
        self.flips[index] = flip;
        self.thread.events.push(HostEvent::Death {
            slot: index,
            kind: death.kind(),
            time,
            reason: reason.clone(),
        });
        self.tonight
            .retain(|a| a.slot != slot && !a.targets.contains(&slot));
        if death == Death::Modkill {
            let mut text = format!("[b]{}[/b] has been modkilled. {sentence}", self.name(slot));
            if let Some(reason) = reason {
                text.push_str(&format!(" Reason: {reason}"));
            }
            // The host's post is at the modkill's own tick: the death counts from it.
            self.clock -= 1;
            self.push_post(None, "host", &text, at);
        }
    }
}
