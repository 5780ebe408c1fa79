//! What the players' and the host's commands emit: posts and edits, and the end of a
//! phase (the lynch as the forum crate counts it, the next phase or the game's end). Each
//! is checked against the state and refused or turned into events; none changes the
//! state, which only the fold does. Night actions and the host's moderation have files of
//! their own; `handle_within` in the module root sends each command to its file.

use super::refusals;
use super::{
    is_town, public, team_key, Death, Flip, ForumEvent, ForumGame, PhaseName, StartsWith, HOUR_MS,
};
use crate::{Emitted, Limits, Live, Refusal, Role, Slot};
use omerta_forum::{tally, Author, GameConfig, Markup, Post, Thread};
use serde::{Deserialize, Serialize};

/// The longest post or edit body, in characters.
pub const MAX_BODY: usize = 20_000;

/// What actors send while the game runs.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum ForumCommand {
    /// A post in the thread, by a living player or the host.
    Post { body: String },
    /// The author edits their post; every revision is kept.
    Edit { post: u64, body: String },
    /// The host (or the timer at the deadline) ends the phase.
    Advance {},
    /// A player's night action; `targets: []` withdraws that ability's action.
    NightAction {
        ability: String,
        targets: Vec<String>,
    },
    /// The host removes a player from the game.
    Modkill {
        slot: Slot,
        #[serde(default)]
        reason: Option<String>,
    },
    /// The host modkills a player for inactivity (rule 13) in one step: the event carries
    /// the code, worded for each reader (D23).
    ModkillInactive { slot: Slot },
    /// The host rules on a flag, with a reason: the vote written `vote` in the post counts
    /// for `count_as`, or (`dismiss`) is not counted; or the report's flag under `rule` on
    /// the post is dismissed.
    Rule {
        post: u64,
        #[serde(default)]
        vote: Option<String>,
        #[serde(default)]
        count_as: Option<Slot>,
        #[serde(default)]
        rule: Option<u8>,
        #[serde(default)]
        dismiss: bool,
        reason: String,
    },
    /// A message in a channel the actor writes in (D18): their team's, a channel their
    /// role names, or the dead thread; the host writes in every one.
    Say { channel: String, body: String },
}

fn check_body(body: &str) -> Result<(), Refusal> {
    if body.trim().is_empty() {
        return Err(refusals::post_blank());
    }
    if body.chars().count() > MAX_BODY {
        return Err(refusals::post_too_long(MAX_BODY));
    }
    Ok(())
}

/// The host's post opening a phase (rules 7, 2 and 12 in the template's words).
pub(super) fn phase_text(
    config: &GameConfig,
    kind: PhaseName,
    number: u32,
    alive: usize,
) -> String {
    match kind {
        PhaseName::Day => format!(
            "[b]Day {number} begins.[/b] {} The day lasts {} hours.",
            config.rule_7_numbers(alive),
            config.day_hours
        ),
        PhaseName::Night => format!(
            "[b]Night {number} begins.[/b] Do not post in the game thread during the night phase (rule 2). Send your night actions; the night lasts {} hours.",
            config.night_hours
        ),
    }
}

impl ForumGame {
    /// A thread with the game's slots, phases and deaths, and the posts given.
    /// The thread's slots with every role as dealt. The state's thread holds what
    /// everybody knows (a role once flipped, D13), since its public report shows the dead
    /// with their roles; the rules (the night, rule 8) are asked with the real ones.
    fn true_slots(&self) -> Vec<omerta_forum::Slot> {
        let mut slots = self.thread.slots.clone();
        for (slot, dealt) in slots.iter_mut().zip(&self.dealt) {
            slot.faction = Some(dealt.faction.clone()).filter(|f| !f.is_empty());
            slot.role = dealt.role.clone();
        }
        slots
    }

    pub(super) fn thread_with(&self, posts: Vec<Post>) -> Thread {
        Thread {
            config: self.thread.config,
            votes: self.thread.votes.clone(),
            lynch: self.thread.lynch,
            host: None,
            slots: self.true_slots(),
            phases: self.thread.phases.clone(),
            posts,
            events: self.thread.events.clone(),
            nights: Vec::new(),
            rulings: self.thread.rulings.clone(),
        }
    }

    /// A host post at `time`, so that the forum crate counts up to that moment.
    fn marker(&self, id: u64, time: i64) -> Post {
        Post {
            id,
            author: Author::Host,
            author_name: "host".to_string(),
            time,
            body: String::new(),
            markup: Markup::BbCode,
            edits: Vec::new(),
            phase: self.thread.phase_at(time),
        }
    }

    /// Rule 7 at the end of the day: the lynch as the forum crate counts the day's posts,
    /// with the day closed after everything that has happened (a modkill included).
    fn lynch(&self) -> Option<Slot> {
        let first = self.current.map_or(0, |c| c.first_post);
        let mut posts = self.thread.posts[first.min(self.thread.posts.len())..].to_vec();
        let id = self.thread.posts.len() as u64 + 1;
        posts.push(self.marker(id, self.clock + 1));
        let counted = tally(&self.thread_with(posts), None);
        counted
            .lynch
            .map(|s| s as Slot)
            .filter(|s| self.is_alive(*s))
    }

    /// Rule 8, as the forum crate decides it, after everything recorded so far.
    fn called(&self) -> Option<bool> {
        let time = self.clock + 1;
        let thread = self.thread_with(vec![self.marker(1, time)]);
        tally(&thread, None).called
    }

    /// Whether the game is over, and who won: the town when no player of another
    /// faction lives; the others when no town player lives, or when rule 8 calls it.
    pub(super) fn verdict(&self) -> Option<(String, String)> {
        let living = self.living();
        if living.is_empty() {
            return Some(("nobody".into(), "nobody is left alive".into()));
        }
        let mut others: Vec<String> = living
            .iter()
            .map(|s| self.faction(*s))
            .filter(|f| !is_town(f))
            .map(team_key)
            .collect();
        others.sort();
        others.dedup();
        let town = living.iter().filter(|s| is_town(self.faction(**s))).count();
        if others.is_empty() {
            return Some((
                "town".into(),
                "no player against the town is left alive".into(),
            ));
        }
        let them = others.join(" and ");
        if town == 0 {
            return Some((them, "no town player is left alive".into()));
        }
        if self.game.fifty_percent_rule && self.called() == Some(true) {
            return Some((
                them,
                format!(
                    "rule 8: with {town} town of {} players alive, the town can no longer make a majority",
                    living.len()
                ),
            ));
        }
        None
    }

    /// The events after `events` are applied: the game's end, or the next phase.
    pub(super) fn close(
        &self,
        mut events: Vec<Emitted<ForumEvent>>,
        next: Option<(PhaseName, u32)>,
        now: i64,
        news: &[String],
    ) -> Vec<Emitted<ForumEvent>> {
        let mut after = self.clone();
        for e in &events {
            after.apply(&e.event);
        }
        if let Some((winner, reason)) = after.verdict() {
            let roles = (0..after.slots() as Slot)
                .map(|s| Flip {
                    slot: s,
                    name: after.name(s).to_string(),
                    faction: after.faction(s).to_string(),
                    role: after.dealt[s as usize].role.clone(),
                })
                .collect();
            events.push(public(ForumEvent::GameOver {
                winner,
                reason,
                roles,
                at: now,
                news: news.to_vec(),
            }));
        } else if let Some((kind, number)) = next {
            let hours = self.game.hours(kind);
            let alive = after.living().len();
            let mut text = news.join("\n");
            if !text.is_empty() {
                text.push('\n');
            }
            text.push_str(&phase_text(&self.game.config(), kind, number, alive));
            events.push(public(ForumEvent::PhaseStarted {
                kind,
                number,
                at: now,
                deadline: now.saturating_add(i64::from(hours).saturating_mul(HOUR_MS)),
                text,
            }));
        }
        events
    }

    pub(super) fn died(
        &self,
        slot: Slot,
        death: Death,
        reason: Option<String>,
        at: i64,
    ) -> ForumEvent {
        let dealt = &self.dealt[slot as usize];
        let (faction, role) = self.reveal.flip(&dealt.faction, dealt.role.as_deref());
        ForumEvent::Died {
            slot,
            name: self.name(slot).to_string(),
            death,
            phase: self.phase_label(),
            faction,
            role,
            reason,
            at,
            code: None,
            reveal: self.reveal,
        }
    }

    pub(super) fn post(
        &self,
        role: Role,
        body: String,
        now: i64,
    ) -> Result<Vec<Emitted<ForumEvent>>, Refusal> {
        check_body(&body)?;
        let post = self.thread.posts.len() as u64 + 1;
        match role {
            Role::Host => Ok(vec![public(ForumEvent::Posted {
                post,
                slot: None,
                name: "host".into(),
                body,
                at: now,
            })]),
            Role::Player(slot) => {
                self.check_slot(slot)?;
                if !self.is_alive(slot) {
                    // Rule 5: "dead people make no posts."
                    return Err(refusals::dead_post());
                }
                Ok(vec![public(ForumEvent::Posted {
                    post,
                    slot: Some(slot),
                    name: self.name(slot).to_string(),
                    body,
                    at: now,
                })])
            }
            Role::System => Err(refusals::timer_does_not_post()),
        }
    }

    pub(super) fn edit(
        &self,
        role: Role,
        id: u64,
        body: String,
        now: i64,
    ) -> Result<Vec<Emitted<ForumEvent>>, Refusal> {
        check_body(&body)?;
        let index = (id as usize)
            .checked_sub(1)
            .filter(|i| *i < self.thread.posts.len())
            .ok_or_else(|| refusals::no_post(id))?;
        let post = &self.thread.posts[index];
        let meta = &self.meta[index];
        let author = match (role, meta.slot) {
            (Role::Host, None) => true,
            // The slot's player at the time wrote it; a replacement did not.
            (Role::Player(slot), Some(by)) => {
                by == slot && post.author_name.eq_ignore_ascii_case(self.name(slot))
            }
            _ => false,
        };
        if !author {
            return Err(refusals::not_author());
        }
        if let Role::Player(slot) = role {
            if !self.is_alive(slot) {
                return Err(refusals::dead_edit());
            }
        }
        let latest = post
            .edits
            .last()
            .map_or(post.body.as_str(), |e| e.body.as_str());
        if latest == body {
            return Err(refusals::edit_unchanged());
        }
        Ok(vec![public(ForumEvent::Edited {
            post: id,
            body,
            at: now,
        })])
    }

    pub(super) fn advance(
        &self,
        role: Role,
        now: i64,
        limits: &Limits,
    ) -> Result<Vec<Emitted<ForumEvent>>, Refusal> {
        match role {
            Role::Host => {}
            Role::System => {
                let deadline = self.deadline_ms().unwrap_or(i64::MAX);
                if now < deadline {
                    return Err(refusals::deadline_not_come());
                }
            }
            Role::Player(_) => {
                return Err(refusals::host_ends_phase());
            }
        }
        let Some(current) = self.current else {
            return Err(refusals::no_phase());
        };
        match current.kind {
            PhaseName::Day => {
                let mut events = Vec::new();
                let mut news = Vec::new();
                match self.lynch() {
                    Some(slot) => {
                        let died = self.died(slot, Death::Lynch, None, now);
                        news.push(format!(
                            "[b]{}[/b] was lynched. {}",
                            self.name(slot),
                            died.flip_sentence()
                        ));
                        events.push(public(died));
                    }
                    None => {
                        news.push(format!("Day {} ended with no lynch.", current.number));
                        events.push(public(ForumEvent::NoLynch {
                            day: current.number,
                        }));
                    }
                }
                let next = match self.game.starts_with {
                    StartsWith::Day => current.number,
                    StartsWith::Night => current.number + 1,
                };
                Ok(self.close(events, Some((PhaseName::Night, next)), now, &news))
            }
            PhaseName::Night => {
                let (events, news) = self.end_night(current.number, now, limits)?;
                let next = match self.game.starts_with {
                    StartsWith::Day => current.number + 1,
                    StartsWith::Night => current.number,
                };
                Ok(self.close(events, Some((PhaseName::Day, next)), now, &news))
            }
        }
    }
}
