//! The night: a player's action checked as the night's document will read it, and the
//! night resolved at its end by `omerta-night` through the forum crate (deaths, recruits,
//! results and the resolver's explanation for the host). Apart from the day's commands
//! because it is the one place the game hands its state to another rule crate.

use super::refusals;
use super::{
    pms, public, team_key, to, Death, ForumEvent, ForumGame, Member, PhaseName, Submitted,
};
use crate::{Audience, Emitted, Limits, Refusal, Role, Slot};
use omerta_forum::{night_document, resolve_night_within, NightError, Phase, Thread};
use omerta_night::{Ability, Info};
use serde_json::{json, Value};

/// The longest night explanation kept, in bytes: a night of a thousand players explains
/// every death it considered; past this the host is told where it stops.
const MAX_EXPLANATION: usize = 256 * 1024;

/// The outcome as data for the host's page to word, when it fits the same bound as the
/// English (a night's data is about its English's size); else none, and the page shows
/// the English.
fn explanation_data(outcome: &omerta_night::Outcome) -> Option<Box<omerta_night::Outcome>> {
    // Measured as it is written, and given up at the bound: a knot's megabytes of reasons
    // are never written out whole to be thrown away.
    struct Bounded(usize);
    impl std::io::Write for Bounded {
        fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
            self.0 += bytes.len();
            if self.0 > MAX_EXPLANATION {
                return Err(std::io::ErrorKind::FileTooLarge.into());
            }
            Ok(bytes.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }
    serde_json::to_writer(Bounded(0), outcome).ok()?;
    Some(Box::new(outcome.clone()))
}

fn explanation_text(mut text: String) -> String {
    if text.len() > MAX_EXPLANATION {
        let mut cut = MAX_EXPLANATION;
        while !text.is_char_boundary(cut) {
            cut -= 1;
        }
        text.truncate(cut);
        text.push_str("\n… (the explanation is longer than 256 KB and stops here; `omerta night resolve --explain` on the night's document gives it whole)");
    }
    text
}

impl ForumGame {
    /// The night's `omerta-night/1` document from these actions (those by or on a slot
    /// dead now left out), as the forum crate builds it.
    pub(super) fn night_thread(&self, actions: &[Submitted]) -> Thread {
        let number = self.current.map_or(0, |c| c.number);
        let players: Vec<Value> = self
            .living()
            .into_iter()
            .filter(|s| !self.dealt[*s as usize].night.is_empty())
            .map(|s| {
                let mut entry = self.dealt[s as usize].night.clone();
                entry.insert("name".into(), self.name(s).into());
                Value::Object(entry)
            })
            .collect();
        let actions: Vec<Value> = actions
            .iter()
            .filter(|a| self.is_alive(a.slot) && a.targets.iter().all(|t| self.is_alive(*t)))
            .map(|a| {
                json!({
                    "actor": self.name(a.slot),
                    "ability": a.ability,
                    "targets": a.targets.iter().map(|t| self.name(*t)).collect::<Vec<_>>(),
                })
            })
            .collect();
        let mut thread = self.thread_with(Vec::new());
        thread.nights = vec![(
            number,
            json!({"method": self.night_method.name(), "players": players, "actions": actions}),
        )];
        thread
    }

    /// Who reads a night action: the actor, and for a factional kill the faction's
    /// living members.
    pub(super) fn readers(&self, slot: Slot, ability: &str) -> Vec<Slot> {
        if ability != Ability::FactionalKill.name() {
            return vec![slot];
        }
        let mut team = self.team(self.faction(slot));
        if !team.contains(&slot) {
            team.push(slot);
        }
        team.sort_unstable();
        team
    }

    /// The night's actions after this submission.
    pub(super) fn with_submission(
        &self,
        slot: Slot,
        ability: &str,
        targets: &[Slot],
    ) -> Vec<Submitted> {
        let factional = ability == Ability::FactionalKill.name();
        let key = team_key(self.faction(slot));
        let mut actions: Vec<Submitted> = self
            .tonight
            .iter()
            .filter(|a| {
                let same = if factional {
                    a.ability == ability && team_key(self.faction(a.slot)) == key
                } else {
                    a.slot == slot && a.ability == ability
                };
                !same
            })
            .cloned()
            .collect();
        if !targets.is_empty() {
            let readers = self.readers(slot, ability);
            actions.push(Submitted {
                slot,
                night: self.current.map_or(0, |c| c.number),
                ability: ability.to_string(),
                targets: targets.to_vec(),
                at: 0,
                readers,
            });
        }
        actions
    }

    /// The night's actions resolved by `omerta-night` through the forum crate: deaths
    /// with their flips (public), recruitments (to the new team), results (to the actor).
    pub(super) fn end_night(
        &self,
        night: u32,
        now: i64,
        limits: &Limits,
    ) -> Result<(Vec<Emitted<ForumEvent>>, Vec<String>), Refusal> {
        let thread = self.night_thread(&self.tonight);
        let outcome = resolve_night_within(&thread, Some(night), true, limits.night.clone())
            .map_err(refusals::night_unresolved)?;
        let start = self.thread.phases.last().map_or(0, |p: &Phase| p.start);
        // The names in the outcome are the slots' names at the night's start.
        let slot_of = |name: &str| -> Option<Slot> {
            (0..self.slots() as Slot).find(|s| thread.name_at(*s as usize, start) == name)
        };
        let mut events = Vec::new();
        let mut news = Vec::new();
        let mut dead = Vec::new();
        for name in &outcome.deaths {
            let Some(slot) = slot_of(name).filter(|s| self.is_alive(*s)) else {
                continue;
            };
            dead.push(slot);
            let died = self.died(slot, Death::Night, None, now);
            news.push(format!(
                "[b]{}[/b] was killed during the night. {}",
                self.name(slot),
                died.flip_sentence()
            ));
            events.push(public(died));
        }
        if dead.is_empty() {
            news.push("Nobody died during the night.".to_string());
        }
        for name in &outcome.recruited {
            let Some(slot) = slot_of(name).filter(|s| self.is_alive(*s) && !dead.contains(s))
            else {
                continue;
            };
            // The recruiter's faction: the recruit action on this player, else the first.
            let recruits: Vec<&Submitted> = self
                .tonight
                .iter()
                .filter(|a| a.ability == Ability::Recruit.name())
                .collect();
            let Some(by) = recruits
                .iter()
                .find(|a| a.targets.first() == Some(&slot))
                .or(recruits.first())
            else {
                continue;
            };
            let faction = self.faction(by.slot).to_string();
            if team_key(&faction) == team_key(self.faction(slot)) {
                continue;
            }
            let members: Vec<Member> = self
                .team(&faction)
                .into_iter()
                .filter(|s| *s != slot && !dead.contains(s))
                .map(|s| self.member(s))
                .collect();
            let mut readers: Vec<Slot> = members.iter().map(|m| m.slot).collect();
            readers.push(slot);
            events.push(to(
                Audience::slots(readers),
                ForumEvent::Recruited {
                    slot,
                    faction,
                    members,
                },
            ));
        }
        for result in &outcome.results {
            let Some(slot) = slot_of(&result.to) else {
                continue;
            };
            let (word, names) = match &result.info {
                Info::Verdict(v) => (v.name(), Vec::new()),
                Info::Visited(names) => ("visited", names.clone()),
                Info::NoAction => ("no_action", Vec::new()),
                Info::VisitedBy(names) => ("visited_by", names.clone()),
                Info::NoResult => ("no_result", Vec::new()),
            };
            events.push(to(
                Audience::slot(slot),
                ForumEvent::Result {
                    slot,
                    night,
                    ability: result.ability.name().to_string(),
                    target: result.target.clone(),
                    result: word.to_string(),
                    names,
                },
            ));
        }
        // Each slot the night gave results is sent one results PM with all of them, in
        // the order the resolver gave them (D36).
        let mut told: Vec<(Slot, Vec<pms::PmResult>)> = Vec::new();
        for e in &events {
            if let ForumEvent::Result {
                slot,
                ability,
                target,
                result,
                names,
                ..
            } = &e.event
            {
                let told_one = pms::PmResult {
                    ability: ability.clone(),
                    target: target.clone(),
                    result: result.clone(),
                    names: names.clone(),
                };
                match told.iter_mut().find(|(s, _)| s == slot) {
                    Some((_, results)) => results.push(told_one),
                    None => told.push((*slot, vec![told_one])),
                }
            }
        }
        for (slot, results) in told {
            let data = self.results_pm(slot, night, results);
            events.push(to(
                Audience::slot(slot),
                ForumEvent::ResultsPm {
                    slot,
                    night,
                    text: pms::fill_pm(&data, &pms::English),
                    data: Some(data),
                },
            ));
        }
        events.push(to(
            Audience::Host,
            ForumEvent::NightExplained {
                night,
                text: explanation_text(outcome.to_text()),
                data: explanation_data(&outcome),
            },
        ));
        Ok((events, news))
    }

    pub(super) fn night_action(
        &self,
        role: Role,
        ability: String,
        targets: Vec<String>,
        now: i64,
    ) -> Result<Vec<Emitted<ForumEvent>>, Refusal> {
        let slot = match role {
            Role::Player(slot) => slot,
            Role::Host => return Err(refusals::host_does_not_act()),
            Role::System => return Err(refusals::timer_does_not_act()),
        };
        self.check_slot(slot)?;
        let Some(current) = self.current.filter(|c| c.kind == PhaseName::Night) else {
            return Err(refusals::not_night());
        };
        if !self.is_alive(slot) {
            return Err(refusals::dead_do_not_act());
        }
        let Some(parsed) = Ability::parse(&ability) else {
            return Err(refusals::not_an_ability(&ability));
        };
        if !self.dealt[slot as usize].abilities.contains(&ability) {
            return Err(refusals::no_such_ability(&ability));
        }
        if targets.len() > 2 {
            return Err(refusals::too_many_targets());
        }
        let mut slots = Vec::with_capacity(targets.len());
        for name in &targets {
            let target = self
                .slot_named(name)
                .ok_or_else(|| refusals::not_a_player(name))?;
            if !self.is_alive(target) {
                return Err(refusals::target_dead(self.name(target)));
            }
            slots.push(target);
        }
        if slots.is_empty() {
            let factional = parsed == Ability::FactionalKill;
            let key = team_key(self.faction(slot));
            let exists = self.tonight.iter().any(|a| {
                a.ability == ability
                    && if factional {
                        team_key(self.faction(a.slot)) == key
                    } else {
                        a.slot == slot
                    }
            });
            if !exists {
                return Err(refusals::nothing_to_withdraw());
            }
        } else {
            if slots.len() != parsed.arity() {
                return Err(refusals::arity(&ability, parsed.arity()));
            }
            // The night's document, built and read as it will be at the night's end.
            let actions = self.with_submission(slot, &ability, &slots);
            let thread = self.night_thread(&actions);
            let document =
                night_document(&thread, Some(current.number)).map_err(refusals::night_refused)?;
            omerta_night::Night::from_json(&document.to_string())
                .map_err(|e| refusals::night_refused(NightError::Document(e)))?;
        }
        let readers = self.readers(slot, &ability);
        Ok(vec![to(
            Audience::slots(readers),
            ForumEvent::ActionSubmitted {
                slot,
                night: current.number,
                ability,
                targets: slots,
                at: now,
            },
        )])
    }
}
