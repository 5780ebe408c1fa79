//! The host's moderation: an exile (M67), a replacement (D9), and a phase reopened
//! (issue 27): the play rewound to the phase's start while the readers keep their record
//! of what came before it and the host's exiles since. Apart from the players' commands
//! because only the host does these, and a reopening rewrites the state rather than adding
//! to it.

use super::events::{audience_of, emit, Event1923};
use super::refusals;
use super::{capitalized, phase_of, role_title, slot, Game1923, Open};
use crate::{Audience, Emitted, Refusal, Role as Who, Slot, Viewer};
use omerta_1923::game::exile_notice;
use omerta_1923::message::i18n;
use omerta_1923::{Phase, Said};

/// The phase a message of the record belongs to; none for the start's (the deal, the
/// families, the roles).
fn message_phase(event: &Event1923) -> Option<Phase> {
    match event {
        Event1923::Action { phase, .. }
        | Event1923::Vote { phase, .. }
        | Event1923::MafiaKill { phase, .. }
        | Event1923::KillCount { phase, .. }
        | Event1923::Exiled { phase, .. }
        | Event1923::PhaseClosed { phase, .. }
        | Event1923::Announcement { phase, .. }
        | Event1923::Private { phase, .. }
        | Event1923::Team { phase, .. }
        | Event1923::Log { phase, .. }
        | Event1923::MafiaChat { phase, .. }
        | Event1923::ModeratorChat { phase, .. } => phase_of(phase),
        // The winners are told after Day 5.
        Event1923::Finished { .. } => Some(Phase::Day(5)),
        Event1923::Dealt { .. } | Event1923::Started { .. } | Event1923::Role { .. } => None,
    }
}

/// Whether a message of the record stays when the game is reopened at the start of
/// `reopened`: what came before that phase, the kill count it opened with, and the host's
/// `exiles` since (their rulings, with the exiled player's notice).
fn stays(event: &Event1923, reopened: Phase, exiles: &[(usize, String)]) -> bool {
    let exiled = |s: &Slot| exiles.iter().any(|(p, _)| *p == *s as usize);
    match event {
        Event1923::Finished { .. } => false,
        Event1923::KillCount { phase, .. } => {
            phase_of(phase).is_some_and(|p| p.index() <= reopened.index())
        }
        Event1923::Exiled { slot, .. } if exiled(slot) => true,
        Event1923::Private { to, text, .. } if exiled(to) && text == exile_notice() => true,
        other => message_phase(other).is_none_or(|p| p.index() < reopened.index()),
    }
}

/// A message a reopening takes back, as a line for `viewer`: announcements and the
/// reader's own messages (the host: everyone's, with whom they were for); none for the
/// moderators' log and the phases' closings, which the phase's playing writes again.
fn taken_back_text(
    event: &Event1923,
    viewer: Viewer,
    name: &dyn Fn(usize) -> String,
) -> Option<String> {
    let phase = message_phase(event).map_or_else(String::new, |p| capitalized(&p.to_string()));
    let to = |slots: &[Slot]| match viewer {
        Viewer::Player(_) => "you".to_string(),
        _ => slots
            .iter()
            .map(|s| name(*s as usize))
            .collect::<Vec<_>>()
            .join(", "),
    };
    match event {
        Event1923::Announcement { text, .. } => Some(format!("{phase}: {text}")),
        Event1923::Finished { text, .. } => Some(format!("The result: {text}")),
        Event1923::Private { to: s, text, .. } => {
            Some(format!("{phase}, to {}: {text}", to(&[*s])))
        }
        Event1923::Team {
            to: slots, text, ..
        } => Some(format!("{phase}, to {}: {text}", to(slots))),
        _ => None,
    }
}

impl Game1923 {
    pub(super) fn exile(
        &self,
        who: Who,
        s: Slot,
        reason: String,
    ) -> Result<Vec<Emitted<Event1923>>, Refusal> {
        if who != Who::Host {
            return Err(refusals::host_exiles());
        }
        let phase = self.open_phase()?;
        let p = self.player(s)?;
        self.must_be_in_play(p)?;
        // Optional; when given, by the one rule for reasons.
        let reason = if reason.trim().is_empty() {
            String::new()
        } else {
            crate::names::reason(&reason, crate::hosted::MAX_REASON)
                .map_err(|unfit| crate::refusals::unfit(&unfit))?
        };
        Ok(vec![
            emit(Event1923::Exiled {
                phase: phase.to_string(),
                slot: slot(p),
                reason,
            }),
            // The seed announces publicly only "deaths, poisonings, and being cured from
            // poison": the exiled player is told, nobody else (M67, M80).
            emit(Event1923::Private {
                phase: phase.to_string(),
                to: slot(p),
                tells_role: false,
                text: exile_notice().to_string(),
                said: Some(omerta_1923::game::exile_said()),
            }),
        ])
    }

    /// The host's exiles since `start`: in the phases played since and in the open one.
    fn exiles_since(&self, start: &Game1923) -> Vec<(usize, String)> {
        self.played
            .iter()
            .skip(start.played.len())
            .flat_map(|(_, open)| open.exiles.iter().cloned())
            .chain(self.open.exiles.iter().cloned())
            .collect()
    }

    /// The submissions a reopening to `start` takes back, as lines for `viewer`: the host
    /// counts them by phase, a player reads their own, everybody that they are taken back.
    fn submissions_since(&self, start: &Game1923, viewer: Viewer) -> Vec<String> {
        let phases: Vec<(Phase, &Open)> = self
            .played
            .iter()
            .skip(start.played.len())
            .map(|(phase, open)| (*phase, open))
            .chain(self.phase.map(|phase| (phase, &self.open)))
            .collect();
        let since = capitalized(&start.phase.map_or_else(String::new, |p| p.to_string()));
        match viewer {
            Viewer::Host => phases
                .iter()
                .filter_map(|(phase, open)| {
                    let mut parts = Vec::new();
                    let count = |n: usize, one: &str, many: &str| match n {
                        1 => format!("1 {one}"),
                        n => format!("{n} {many}"),
                    };
                    if !open.ballots.is_empty() {
                        parts.push(count(open.ballots.len(), "ballot", "ballots"));
                    }
                    if !open.actions.is_empty() {
                        parts.push(count(open.actions.len(), "action", "actions"));
                    }
                    if open.mafia.is_some() {
                        parts.push("the Mafia's decision".to_string());
                    }
                    (!parts.is_empty()).then(|| {
                        format!(
                            "{}: {} sent, to be sent again.",
                            capitalized(&phase.to_string()),
                            parts.join(", ")
                        )
                    })
                })
                .collect(),
            Viewer::Player(s) => {
                let me = s as usize;
                phases
                    .iter()
                    .flat_map(|(phase, open)| {
                        let phase = capitalized(&phase.to_string());
                        let ballot = open
                            .ballots
                            .iter()
                            .filter(|(by, _)| *by == me)
                            .map(|_| format!("{phase}: your ballot, to be cast again."))
                            .collect::<Vec<_>>();
                        let actions = open
                            .actions
                            .iter()
                            .filter(|a| a.by == me)
                            .map(|a| format!("{phase}: your {} action, to be sent again.", a.role.title()))
                            .collect::<Vec<_>>();
                        ballot.into_iter().chain(actions)
                    })
                    .collect()
            }
            Viewer::Spectator => vec![format!(
                "Every action, ballot and Mafia decision sent since {since} began: they may be sent again."
            )],
        }
    }

    /// Issue 27: the play is the game as the reopened phase began (`start`), but the
    /// readers' record keeps every message of the phases before it (the night's deaths,
    /// results and the Mafia's messages, written when it closed, after the phase's mark),
    /// every message of the private channels, and the host's exiles since, which are the
    /// moderators' rulings on a person and not the phase's play (M67): an exiled player
    /// stays out of play.
    pub(super) fn reopened_from(&self, start: &Game1923) -> Game1923 {
        let Some(reopened) = start.phase else {
            return start.clone();
        };
        let exiles = self.exiles_since(start);
        let mut game = start.clone();
        game.messages = self
            .messages
            .iter()
            .filter(|e| stays(e, reopened, &exiles))
            .cloned()
            .collect();
        game.chats = self.chats.clone();
        // What the phase told when it opened is not told again when it closes (D4).
        for event in &game.messages {
            if let Event1923::KillCount {
                phase, to, text, ..
            } = event
            {
                if phase_of(phase) == Some(reopened) {
                    game.open
                        .early
                        .push((Audience::slots(to.iter().copied()), text.clone()));
                }
            }
        }
        for (p, reason) in exiles {
            if game.in_play(p) {
                game.open.exiles.push((p, reason));
                game.open
                    .early
                    .push((Audience::slots([slot(p)]), exile_notice().to_string()));
            }
        }
        game
    }

    /// [`Live::rewind`](crate::Live::rewind).
    pub(super) fn rewind_from(&self, start: &Game1923, viewer: Viewer) -> crate::Rewind {
        let Some(reopened) = start.phase else {
            return crate::Rewind::default();
        };
        let exiles = self.exiles_since(start);
        let names = |p: usize| self.name(p);
        let mut takes_back: Vec<String> = self
            .messages
            .iter()
            .filter(|e| !stays(e, reopened, &exiles) && audience_of(e).admits(viewer))
            .filter_map(|e| taken_back_text(e, viewer, &names))
            .collect();
        takes_back.extend(self.submissions_since(start, viewer));
        let mut keeps = vec![format!(
            "Everything before {}: its messages stay as they were read.",
            capitalized(&reopened.to_string())
        )];
        if viewer == Viewer::Host {
            keeps.extend(
                exiles
                    .iter()
                    .filter(|(p, _)| start.in_play(*p))
                    .map(|(p, _)| {
                        format!(
                            "{}'s exile: your ruling stays, and {} stays out of play.",
                            names(*p),
                            names(*p)
                        )
                    }),
            );
        }
        crate::Rewind { takes_back, keeps }
    }

    /// D9: the newcomer keeps the slot's role and everything it received; they are told
    /// their role and family at once, to them alone (and by mail), as the slot's player
    /// was at the start (M13).
    pub(super) fn replacement(&self, s: Slot, name: &str) -> Vec<Emitted<Event1923>> {
        let (Some(engine), Some(phase)) = (&self.engine, self.phase) else {
            return Vec::new();
        };
        let Some(x) = engine.players.get(s as usize) else {
            return Vec::new();
        };
        let (role, second_role) = role_title(x.mafia, x.role);
        let role = match second_role {
            Some(second) => format!("{role} and {second}"),
            None => role,
        };
        vec![emit(Event1923::Private {
            phase: phase.to_string(),
            to: s,
            text: format!(
                "{name}, you now play {} in family {}. Your role: {role}.",
                x.name, engine.seating.families[x.family].name
            ),
            said: Some(
                Said::new(i18n::id("m1923-said-replacement"))
                    .name("name", name)
                    .name("player", &x.name)
                    .family("family", &engine.seating.families[x.family].name)
                    .with("role", omerta_1923::game::role_arg(x.mafia, x.role)),
            ),
            tells_role: true,
        })]
    }
}
