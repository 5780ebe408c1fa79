//! What each reader sees ([`Live::view`](crate::Live::view)) and what each event discloses
//! ([`Live::discloses`](crate::Live::discloses), which `check_redaction` holds against the
//! event's audience): the thread, the tally and its rulings for everybody; the deal, the
//! night's actions, the flags and the resolver's explanations for the host; a player's own
//! role, partners, actions and results. Apart from the commands and the fold because it
//! only reads.

use super::{ForumEvent, ForumGame, NightResult, Submitted};
use crate::{Disclosure, Slot, Viewer};
use omerta_forum::thread::Decision;
use omerta_forum::{check_with_clock, vote_marks, Report, VoteKind};
use omerta_night::Ability;
use serde_json::{json, Value};
use std::collections::BTreeMap;

impl ForumGame {
    /// The host's rulings a viewer may see: on votes, everybody (the tally follows them);
    /// dismissals of the report's flags, the host.
    fn rulings_seen_by(&self, viewer: Viewer) -> Vec<Value> {
        self.thread
            .rulings
            .iter()
            .filter_map(|r| {
                let (vote, count_as) = match &r.decision {
                    Decision::CountAs { vote, slot } => (Some(vote), Some(self.name(*slot as Slot))),
                    Decision::DismissVote { vote } => (Some(vote), None),
                    Decision::DismissFlag { .. } if viewer != Viewer::Host => return None,
                    Decision::DismissFlag { .. } => (None, None),
                };
                let rule = match r.decision {
                    Decision::DismissFlag { rule } => Some(rule),
                    _ => None,
                };
                Some(json!({"post": r.post, "vote": vote, "count_as": count_as, "rule": rule, "reason": r.reason}))
            })
            .collect()
    }

    /// The real time of a tick of the logical clock, for people: that of the post or edit
    /// made at it, or the latest before it (a replacement has a tick, no post of its own).
    pub(super) fn real_clock(&self) -> impl Fn(i64) -> String {
        let mut ticks: Vec<(i64, i64)> = Vec::with_capacity(self.thread.posts.len());
        for (post, meta) in self.thread.posts.iter().zip(&self.meta) {
            ticks.push((post.time, meta.at));
            ticks.extend(
                post.edits
                    .iter()
                    .map(|e| e.time)
                    .zip(meta.edits_at.iter().copied()),
            );
        }
        ticks.sort_unstable();
        move |tick| {
            let before = ticks.partition_point(|(t, _)| *t <= tick);
            let ms = match before {
                0 => ticks.first().map_or(0, |(_, ms)| *ms),
                n => ticks[n - 1].1,
            };
            omerta_forum::time::format(ms.div_euclid(1000))
        }
    }

    /// [`Live::discloses`](crate::Live::discloses).
    pub(super) fn disclosures_of(event: &ForumEvent) -> Vec<Disclosure> {
        match event {
            ForumEvent::Dealt { slots } => (0..slots.len() as Slot).map(Disclosure::role).collect(),
            ForumEvent::Role { slot, .. } => vec![Disclosure::role(*slot)],
            ForumEvent::Team { members, .. } => {
                members.iter().map(|m| Disclosure::role(m.slot)).collect()
            }
            // A factional kill tells the faction that its actor holds the faction's kill:
            // a secret of the actor's role, which the team shares. Any other action is the
            // actor's private business.
            ForumEvent::ActionSubmitted { slot, ability, .. } => {
                if ability == Ability::FactionalKill.name() {
                    vec![Disclosure::role(*slot)]
                } else {
                    vec![Disclosure::private(*slot)]
                }
            }
            ForumEvent::Result { slot, .. } => vec![Disclosure::private(*slot)],
            ForumEvent::Died { slot, .. } => vec![Disclosure::revealed(*slot)],
            ForumEvent::Recruited { slot, members, .. } => std::iter::once(*slot)
                .chain(members.iter().map(|m| m.slot))
                .map(Disclosure::role)
                .collect(),
            ForumEvent::GameOver { roles, .. } => {
                roles.iter().map(|r| Disclosure::revealed(r.slot)).collect()
            }
            ForumEvent::Opened { .. }
            | ForumEvent::PhaseStarted { .. }
            | ForumEvent::Posted { .. }
            | ForumEvent::Edited { .. }
            | ForumEvent::NoLynch { .. }
            | ForumEvent::Replaced { .. }
            | ForumEvent::Ruled { .. }
            | ForumEvent::NightExplained { .. } => Vec::new(),
        }
    }

    /// A living player with no vote today, as the public tally counts it (rules 5 to 8).
    pub(super) fn waiting_for(&self, viewer: Viewer) -> Vec<&'static str> {
        let Viewer::Player(slot) = viewer else {
            return Vec::new();
        };
        if self.over.is_some() || self.thread.slots.is_empty() {
            return Vec::new();
        }
        let Ok(report) = Report::new(&self.thread, None) else {
            return Vec::new();
        };
        let tally = report.tally();
        if tally.day.is_some() && !tally.day_over && tally.not_voting.contains(&(slot as usize)) {
            vec!["vote"]
        } else {
            Vec::new()
        }
    }

    /// [`Live::view`](crate::Live::view).
    pub(super) fn view_for(&self, viewer: Viewer) -> Value {
        if self.thread.slots.is_empty() {
            return json!({"phase": null, "players": [], "posts": []});
        }
        let report = Report::new(&self.thread, None).ok();
        let counted = report.as_ref().map(|r| r.tally().clone());
        let mut notes_by_post: BTreeMap<u64, Vec<&omerta_forum::Note>> = BTreeMap::new();
        for note in counted.iter().flat_map(|t| &t.notes) {
            notes_by_post.entry(note.post).or_default().push(note);
        }
        let players: Vec<Value> = (0..self.slots() as Slot)
            .map(|s| {
                let slot = &self.thread.slots[s as usize];
                let flip = self.flips[s as usize]
                    .as_ref()
                    .map(|(faction, role)| json!({"faction": faction, "role": role}));
                json!({
                    "slot": s,
                    "name": slot.name(),
                    "names": slot.names,
                    "aliases": slot.aliases,
                    "alive": self.is_alive(s),
                    "flip": flip,
                })
            })
            .collect();
        let posts: Vec<Value> = self
            .thread
            .posts
            .iter()
            .zip(&self.meta)
            .map(|(post, meta)| {
                let mut revisions = vec![json!({"at": meta.at, "body": post.body})];
                revisions.extend(
                    post.edits
                        .iter()
                        .zip(&meta.edits_at)
                        .map(|(e, at)| json!({"at": at, "body": e.body})),
                );
                let votes: Vec<Value> = if meta.slot.is_some() {
                    // Votes count as first posted (F1).
                    vote_marks(&post.body, post.markup)
                        .iter()
                        .map(|m| {
                            json!({
                                "kind": match m.kind { VoteKind::Vote => "vote", VoteKind::Unvote => "unvote" },
                                "name": m.name,
                                "slot": self.slot_named(&m.name),
                            })
                        })
                        .collect()
                } else {
                    Vec::new()
                };
                let post_notes: Vec<Value> = notes_by_post
                    .get(&post.id)
                    .map(|list| {
                        list.iter()
                            .map(|n| json!({"rule": n.rule, "message": n.message}))
                            .collect()
                    })
                    .unwrap_or_default();
                json!({
                    "id": post.id,
                    "slot": meta.slot,
                    "author": post.author_name,
                    "at": meta.at,
                    "phase": post.phase.map(|p| self.thread.phases[p].to_string()),
                    "body": post.edits.last().map_or(&post.body, |e| &e.body),
                    "edited": !post.edits.is_empty(),
                    "revisions": revisions,
                    "votes": votes,
                    "notes": post_notes,
                })
            })
            .collect();
        let tally_json = match (&report, &counted) {
            (Some(report), Some(t)) => {
                let name = |s: usize| self.thread.name_at(s, report.time()).to_string();
                json!({
                    "day": t.day.map(|d| self.thread.phases[d].to_string()),
                    "alive": t.alive.len(),
                    "majority": t.majority,
                    "lock": self.game.lock.then_some(t.lock),
                    "wagons": t.wagons.iter().map(|w| json!({
                        "target": name(w.target),
                        "slot": w.target,
                        "votes": w.voters.len(),
                        "voters": w.voters.iter().map(|v| name(*v)).collect::<Vec<_>>(),
                        "needed": t.majority.saturating_sub(w.voters.len()),
                        "locked": w.locked,
                    })).collect::<Vec<_>>(),
                    "not_voting": t.not_voting.iter().map(|v| name(*v)).collect::<Vec<_>>(),
                    "lynch": t.lynch.map(name),
                    "day_over": t.day_over,
                    "bbcode": report.to_bbcode(),
                })
            }
            _ => Value::Null,
        };
        let mut tally_json = tally_json;
        if let Some(t) = tally_json.as_object_mut() {
            t.insert("rulings".into(), self.rulings_seen_by(viewer).into());
        }
        let phase = self.current.map(|c| {
            json!({
                "kind": c.kind,
                "number": c.number,
                "started_at": c.at,
                "deadline": if self.over.is_some() { None } else { Some(c.deadline) },
            })
        });
        let action_json = |a: &Submitted| {
            json!({
                "slot": a.slot,
                "name": self.name(a.slot),
                "night": a.night,
                "ability": a.ability,
                "targets": a.targets.iter().map(|t| self.name(*t)).collect::<Vec<_>>(),
                "at": a.at,
            })
        };
        let result_json = |r: &NightResult| {
            json!({
                "slot": r.slot,
                "night": r.night,
                "ability": r.ability,
                "target": r.target,
                "result": r.result,
                "names": r.names,
            })
        };
        let mut view = json!({
            "phase": phase,
            "game": self.game,
            "night_method": self.night_method,
            "opened_at": self.opened_at,
            "players": players,
            "alive": self.living().iter().map(|s| self.name(*s)).collect::<Vec<_>>(),
            "posts": posts,
            "tally": tally_json,
            "finished": self.over.as_ref().map(|(winner, reason)| json!({"winner": winner, "reason": reason})),
        });
        let object = view.as_object_mut().expect("a JSON object");
        match viewer {
            Viewer::Host => {
                let roles: Vec<Value> = self
                    .dealt
                    .iter()
                    .enumerate()
                    .map(|(s, d)| {
                        json!({"slot": s, "name": self.name(s as Slot), "faction": d.faction, "role": d.role, "abilities": d.abilities, "night": d.night})
                    })
                    .collect();
                object.insert("roles".into(), roles.into());
                object.insert(
                    "tonight".into(),
                    self.tonight
                        .iter()
                        .map(action_json)
                        .collect::<Vec<_>>()
                        .into(),
                );
                object.insert(
                    "actions".into(),
                    self.submitted
                        .iter()
                        .map(action_json)
                        .collect::<Vec<_>>()
                        .into(),
                );
                object.insert(
                    "results".into(),
                    self.results
                        .iter()
                        .map(result_json)
                        .collect::<Vec<_>>()
                        .into(),
                );
                let flags: Vec<Value> = check_with_clock(&self.thread, &self.real_clock())
                    .iter()
                    .map(|f| json!({"post": f.post, "slot": f.player, "rule": f.rule, "repeat": f.repeat, "message": f.message, "resolved": f.resolved}))
                    .collect();
                object.insert("flags".into(), flags.into());
                object.insert(
                    "explanations".into(),
                    self.explanations
                        .iter()
                        .map(|(night, text)| json!({"night": night, "text": text}))
                        .collect::<Vec<_>>()
                        .into(),
                );
            }
            Viewer::Player(slot) if (slot as usize) < self.slots() => {
                let dealt = &self.dealt[slot as usize];
                let partners: Vec<Value> = self.known[slot as usize]
                    .iter()
                    .map(|s| {
                        let d = &self.dealt[*s as usize];
                        json!({"slot": s, "name": self.name(*s), "faction": d.faction, "role": d.role, "alive": self.is_alive(*s)})
                    })
                    .collect();
                let reads = |a: &&Submitted| a.readers.contains(&slot);
                object.insert(
                    "you".into(),
                    json!({
                        "slot": slot,
                        "name": self.name(slot),
                        "alive": self.is_alive(slot),
                        "faction": dealt.faction,
                        "role": dealt.role,
                        "abilities": dealt.abilities,
                        "partners": partners,
                        "tonight": self.tonight.iter().filter(reads).map(action_json).collect::<Vec<_>>(),
                        "actions": self.submitted.iter().filter(reads).map(action_json).collect::<Vec<_>>(),
                        "results": self.results.iter().filter(|r| r.slot == slot).map(result_json).collect::<Vec<_>>(),
                    }),
                );
            }
            _ => {}
        }
        view
    }
}
