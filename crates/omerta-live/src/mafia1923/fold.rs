//! Events folded into the state ([`Live::apply`](crate::Live::apply)): the deal sets up
//! the engine, a submission is stored for the open phase, and a phase's closing plays it
//! on the engine as `advance` did; the messages are kept for the views. Folding never
//! checks and never fails; it is apart from the commands so that what a command may do
//! and what an event does are read separately.

use super::events::Event1923;
use super::play::play;
use super::setup::seating_of;
use super::{phase_of, role_named, Game1923, Open, Submitted};
use crate::clock::Schedule;
use crate::Audience;
use omerta_1923::game::exile_notice;
use omerta_1923::{Ballot, Game, Phase, Role};

impl Game1923 {
    /// [`Live::apply`](crate::Live::apply).
    pub(super) fn fold(&mut self, event: &Event1923) {
        match event {
            Event1923::Dealt {
                seed,
                court_families,
                families,
                players,
                allowed_second_roles,
                night_ms,
                day_ms,
                schedule,
                at,
            } => {
                let mut engine = Game::new(seating_of(*seed, families, players), *court_families);
                engine.start();
                self.emitted = engine.messages.len();
                self.engine = Some(engine);
                self.allowed_second_roles = allowed_second_roles.clone();
                self.night_ms = *night_ms;
                self.day_ms = *day_ms;
                // Checked at the start, with its first night fixed: it reads back the same.
                self.schedule = schedule.as_ref().and_then(|s| Schedule::new(s, *at).ok());
                self.phase = Some(Phase::Night(1));
                self.opened_at = *at;
                self.open = Open::default();
                return;
            }
            Event1923::Action {
                by,
                role,
                targets,
                family,
                ..
            } => {
                let by = *by as usize;
                let role = role_named(role).unwrap_or(Role::Townsperson);
                let family = family.as_deref().and_then(|f| self.family_named(f).ok());
                self.open.acted.insert((by, role));
                self.open.actions.push(Submitted {
                    by,
                    role,
                    targets: targets.iter().map(|t| *t as usize).collect(),
                    family,
                });
                return;
            }
            Event1923::Vote {
                by,
                family,
                individual,
                ..
            } => {
                let by = *by as usize;
                let family = family.as_deref().and_then(|f| self.family_named(f).ok());
                self.open.voted.insert(by);
                self.open.ballots.push((
                    by,
                    Ballot {
                        family,
                        individual: individual.map(|t| t as usize),
                    },
                ));
                return;
            }
            Event1923::MafiaKill { by, targets, .. } => {
                self.open.mafia =
                    Some((*by as usize, targets.iter().map(|t| *t as usize).collect()));
                return;
            }
            Event1923::Exiled { slot, reason, .. } => {
                self.open.exiles.push((*slot as usize, reason.clone()));
                self.open
                    .early
                    .push((Audience::slots([*slot]), exile_notice().to_string()));
            }
            Event1923::KillCount { to, text, .. } => {
                self.open
                    .early
                    .push((Audience::slots(to.iter().copied()), text.clone()));
            }
            Event1923::PhaseClosed { next, at, .. } => {
                if let (Some(engine), Some(phase)) = (&mut self.engine, self.phase) {
                    play(engine, phase, &self.open);
                    self.emitted = engine.messages.len();
                    let open = std::mem::take(&mut self.open);
                    self.played.push((phase, open));
                }
                self.phase = next.as_deref().and_then(phase_of);
                self.opened_at = *at;
            }
            Event1923::MafiaChat { .. } | Event1923::ModeratorChat { .. } => {
                self.chats.push(event.clone());
                return;
            }
            Event1923::Finished {
                mafia_wins,
                families,
                winners,
                ..
            } => {
                self.result = Some((*mafia_wins, families.clone(), winners.clone()));
            }
            _ => {}
        }
        self.messages.push(event.clone());
    }
}
