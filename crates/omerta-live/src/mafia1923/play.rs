//! Closing the open phase: `advance` plays it on the `omerta-1923` engine, as `omerta 1923
//! play` plays a phase of a script, and each of the engine's messages becomes an event for
//! exactly the audience the engine names (M79); the night's kill count is told as the next
//! night opens (M28). Apart from the commands because this is where the game's rules run:
//! the submissions are only stored until then.

use super::events::{emit, Event1923};
use super::refusals;
use super::{slot, slots, Game1923, Open};
use crate::{Audience, Emitted, Live, Refusal, Role as Who, Slot};
use omerta_1923::message::Audience as Heard;
use omerta_1923::script::announce_winners;
use omerta_1923::{
    mafia_kills_required, Ballot, DayActions, Game, Jail, MafiaKills, Message, Night, NightAction,
    Phase, Role, Winner,
};
use std::collections::HashMap;

fn next_phase(phase: Phase) -> Option<Phase> {
    match phase {
        Phase::Night(n) => Some(Phase::Day(n)),
        Phase::Day(n) if n < 5 => Some(Phase::Night(n + 1)),
        Phase::Day(_) => None,
    }
}

fn kill_count_text(required: usize) -> String {
    // The engine's words (Game::night, M28), so that the Mafia is not told twice.
    format!("Tonight the Mafia must attempt to kill {required} Civilian(s).")
}

/// M28: the kill count, told to the Mafia Members in play when a night opens.
pub(super) fn kill_count_event(engine: &Game, phase: Phase) -> Option<Emitted<Event1923>> {
    let in_play = engine.living();
    let civilians = in_play
        .iter()
        .filter(|p| !engine.players[**p].mafia)
        .count();
    let required = mafia_kills_required(in_play.len()).min(civilians);
    let mafia: Vec<usize> = in_play
        .into_iter()
        .filter(|p| engine.players[*p].mafia)
        .collect();
    if mafia.is_empty() {
        return None;
    }
    Some(emit(Event1923::KillCount {
        phase: phase.to_string(),
        count: required,
        to: slots(&mafia),
        text: kill_count_text(required),
    }))
}

fn heard(audience: &Heard) -> Audience {
    match audience {
        Heard::Public => Audience::Public,
        Heard::Moderators => Audience::Host,
        Heard::Players(ps) => Audience::slots(slots(ps)),
    }
}

/// The players a moderators' note names, found by their names.
pub(super) struct NameIndex {
    names: HashMap<String, usize>,
    longest: usize,
}

impl NameIndex {
    pub(super) fn new(engine: &Game) -> NameIndex {
        let names: HashMap<String, usize> = engine
            .players
            .iter()
            .enumerate()
            .map(|(p, x)| (x.name.clone(), p))
            .collect();
        let longest = engine
            .players
            .iter()
            .map(|x| x.name.len())
            .max()
            .unwrap_or(0);
        NameIndex { names, longest }
    }

    /// Every player named in `text`, a name starting and ending at a word's edge.
    pub(super) fn named(&self, text: &str) -> Vec<Slot> {
        let bytes = text.as_bytes();
        let edge = |i: usize| {
            i == 0
                || i >= bytes.len()
                || !(bytes[i - 1].is_ascii_alphanumeric() && bytes[i].is_ascii_alphanumeric())
        };
        let mut found: Vec<usize> = Vec::new();
        for start in (0..bytes.len()).filter(|i| text.is_char_boundary(*i) && edge(*i)) {
            let end_max = (start + self.longest).min(bytes.len());
            for end in (start + 1)..=end_max {
                if !text.is_char_boundary(end) || !edge(end) {
                    continue;
                }
                if let Some(p) = self.names.get(&text[start..end]) {
                    found.push(*p);
                }
            }
        }
        found.sort_unstable();
        found.dedup();
        slots(&found)
    }
}

/// An engine message as an event, with the audience the engine gives it (M79).
pub(super) fn to_event(message: &Message, names: &NameIndex) -> Event1923 {
    let phase = message.phase.to_string();
    let text = message.text.clone();
    let said = message.said.clone();
    match &message.audience {
        Heard::Public => Event1923::Announcement { phase, text, said },
        Heard::Moderators => Event1923::Log {
            phase,
            about: names.named(&text),
            text,
            said,
        },
        Heard::Players(ps) if ps.len() == 1 => Event1923::Private {
            phase,
            to: slot(ps[0]),
            // A Thief's theft tells the thief and the victim their new role (M38).
            tells_role: text.starts_with("You stole a role")
                || text.starts_with("Your role was stolen")
                || text.starts_with("Your second role was stolen")
                || text.starts_with("Your attempt to steal a role failed"),
            text,
            said,
        },
        Heard::Players(ps) => Event1923::Team {
            phase,
            to: slots(ps),
            text,
            said,
        },
    }
}

/// Plays the open phase on the engine, as `Script::play` plays a phase of a script: the
/// phase's exiles first (M67), then its submissions; after Day 5, the winners (M83).
pub(super) fn play(engine: &mut Game, phase: Phase, open: &Open) -> Option<omerta_1923::Outcome> {
    for (p, reason) in &open.exiles {
        engine.exile(*p, phase, reason);
    }
    match phase {
        Phase::Night(n) => {
            let night = Night {
                actions: open
                    .actions
                    .iter()
                    .map(|a| NightAction {
                        by: a.by,
                        targets: a.targets.clone(),
                        family: a.family,
                        role: Some(a.role),
                    })
                    .collect(),
                mafia: MafiaKills {
                    by: open.mafia.as_ref().map(|(by, _)| *by),
                    targets: open
                        .mafia
                        .as_ref()
                        .map(|(_, t)| t.clone())
                        .unwrap_or_default(),
                },
            };
            engine.night(n, &night);
            None
        }
        Phase::Day(n) => {
            let mut day = DayActions::default();
            for a in &open.actions {
                match a.role {
                    Role::Sheriff => {
                        if let (Some(&player), Some(family)) = (a.targets.first(), a.family) {
                            day.jails.push(Jail {
                                by: a.by,
                                player,
                                family,
                            });
                        }
                    }
                    Role::Councilor | Role::Pacifist => day.extra_votes.push((
                        a.by,
                        Ballot {
                            family: a.family,
                            individual: a.targets.first().copied(),
                        },
                    )),
                    Role::Lawyer => {
                        if let Some(&client) = a.targets.first() {
                            day.lawyers.push((a.by, client));
                        }
                    }
                    _ => {}
                }
            }
            day.ballots = open.ballots.clone();
            engine.day(n, &day);
            (n == 5).then(|| {
                let outcome = engine.outcome();
                announce_winners(engine, &outcome);
                outcome
            })
        }
    }
}

impl Game1923 {
    pub(super) fn advance(&self, who: Who, now: i64) -> Result<Vec<Emitted<Event1923>>, Refusal> {
        let phase = self.open_phase()?;
        match who {
            Who::Host => {}
            Who::System => match self.deadline() {
                Some(at) if now >= at => {}
                Some(_) => return Err(refusals::time_not_up()),
                None => return Err(refusals::no_timers()),
            },
            Who::Player(_) => return Err(refusals::who_closes()),
        }
        let mut engine = self.engine()?.clone();
        let from = engine.messages.len();
        let outcome = play(&mut engine, phase, &self.open);
        let next = next_phase(phase);
        let mut events = Vec::new();
        let mut early = self.open.early.clone();
        let names = NameIndex::new(&engine);
        let winners_at = outcome
            .as_ref()
            .map(|_| engine.messages.len().saturating_sub(2));
        for (i, message) in engine.messages.iter().enumerate().skip(from) {
            let audience = heard(&message.audience);
            if let Some(k) = early
                .iter()
                .position(|(a, text)| *a == audience && *text == message.text)
            {
                early.remove(k);
                continue;
            }
            if Some(i) == winners_at {
                if let Some(outcome) = &outcome {
                    let (mafia_wins, families) = match &outcome.winner {
                        Winner::Mafia => (true, Vec::new()),
                        Winner::Families(fs) => (
                            false,
                            fs.iter()
                                .map(|f| engine.seating.families[*f].name.clone())
                                .collect(),
                        ),
                        Winner::Nobody => (false, Vec::new()),
                    };
                    events.push(emit(Event1923::Finished {
                        mafia_wins,
                        families,
                        winners: slots(&outcome.players),
                        text: message.text.clone(),
                        said: message.said.clone(),
                    }));
                    continue;
                }
            }
            events.push(emit(to_event(message, &names)));
        }
        // The phase's results first, then its closing (issue 27: "Day 1 is over; night 2
        // begins" was mailed before the day's results), then what the next phase opens
        // with. Folding the closing plays the phase; the results before it only add to the
        // record.
        events.push(emit(Event1923::PhaseClosed {
            phase: phase.to_string(),
            next: next.map(|n| n.to_string()),
            at: now,
        }));
        if let Some(Phase::Night(n)) = next {
            events.extend(kill_count_event(&engine, Phase::Night(n)));
        }
        Ok(events)
    }
}
