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
use omerta_1923::{Arg, Phase, Said};

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

/// A phase as a title, as data ("Day 2"): the catalog's `m1923-phase-day`/`-night`.
fn phase_title(phase: Phase) -> Arg {
    let (id, n) = match phase {
        Phase::Day(n) => (i18n::id("m1923-phase-day"), n),
        Phase::Night(n) => (i18n::id("m1923-phase-night"), n),
    };
    Arg::said(Said::new(id).with("n", Arg::Text(n.to_string())))
}

/// A message a reopening takes back, as a line for `viewer`: announcements and the
/// reader's own messages (the host: everyone's, with whom they were for); none for the
/// moderators' log and the phases' closings, which the phase's playing writes again. The
/// line has its words as data when its message has (an older game's has not).
fn taken_back_line(
    event: &Event1923,
    viewer: Viewer,
    name: &dyn Fn(usize) -> String,
) -> Option<crate::RewindLine> {
    let at = message_phase(event);
    let phase = at.map_or_else(String::new, |p| capitalized(&p.to_string()));
    let to = |slots: &[Slot]| match viewer {
        Viewer::Player(_) => "you".to_string(),
        _ => slots
            .iter()
            .map(|s| name(*s as usize))
            .collect::<Vec<_>>()
            .join(", "),
    };
    // The same line as data: `id` with the phase, the message and whom it was for.
    let said = |id: &'static str, message: &Option<Said>, slots: Option<&[Slot]>| {
        let mut line = Said::new(id).with("message", Arg::said(message.clone()?));
        if let Some(phase) = at {
            line = line.with("phase", phase_title(phase));
        }
        if let Some(slots) = slots {
            let names = slots.iter().map(|s| Arg::Name(name(*s as usize))).collect();
            line = line.with("to", Arg::List(names));
        }
        Some(line)
    };
    let to_whom = |slots: &[Slot]| match viewer {
        Viewer::Player(_) => (i18n::id("m1923-rewind-to-you"), None),
        _ => (i18n::id("m1923-rewind-to"), Some(slots.to_vec())),
    };
    let (text, said) = match event {
        Event1923::Announcement { text, said: s, .. } => (
            format!("{phase}: {text}"),
            said(i18n::id("m1923-rewind-announcement"), s, None),
        ),
        Event1923::Finished { text, said: s, .. } => (
            format!("The result: {text}"),
            said(i18n::id("m1923-rewind-result"), s, None),
        ),
        Event1923::Private {
            to: slot,
            text,
            said: s,
            ..
        } => {
            let (id, slots) = to_whom(&[*slot]);
            (
                format!("{phase}, to {}: {text}", to(&[*slot])),
                said(id, s, slots.as_deref()),
            )
        }
        Event1923::Team {
            to: slots,
            text,
            said: s,
            ..
        } => {
            let (id, slots_named) = to_whom(slots);
            (
                format!("{phase}, to {}: {text}", to(slots)),
                said(id, s, slots_named.as_deref()),
            )
        }
        _ => return None,
    };
    Some(crate::RewindLine { text, said })
}

/// What the players sent in `phase` (for the host), to be sent again: none when nothing.
fn host_sent(phase: Phase, open: &Open) -> Option<crate::RewindLine> {
    let count = |n: usize, one: &str, many: &str| match n {
        1 => format!("1 {one}"),
        n => format!("{n} {many}"),
    };
    let mut parts = Vec::new();
    let mut said = Vec::new();
    if !open.ballots.is_empty() {
        parts.push(count(open.ballots.len(), "ballot", "ballots"));
        said.push(Arg::said(
            Said::new(i18n::id("m1923-rewind-ballots")).number("n", open.ballots.len()),
        ));
    }
    if !open.actions.is_empty() {
        parts.push(count(open.actions.len(), "action", "actions"));
        said.push(Arg::said(
            Said::new(i18n::id("m1923-rewind-actions")).number("n", open.actions.len()),
        ));
    }
    if open.mafia.is_some() {
        parts.push("the Mafia's decision".to_string());
        said.push(Arg::said(Said::new(i18n::id(
            "m1923-rewind-mafia-decision",
        ))));
    }
    (!parts.is_empty()).then(|| {
        crate::RewindLine::said(
            format!(
                "{}: {} sent, to be sent again.",
                capitalized(&phase.to_string()),
                parts.join(", ")
            ),
            Said::new(i18n::id("m1923-rewind-sent"))
                .with("phase", phase_title(phase))
                .with("sent", Arg::List(said)),
        )
    })
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
    fn submissions_since(&self, start: &Game1923, viewer: Viewer) -> Vec<crate::RewindLine> {
        let phases: Vec<(Phase, &Open)> = self
            .played
            .iter()
            .skip(start.played.len())
            .map(|(phase, open)| (*phase, open))
            .chain(self.phase.map(|phase| (phase, &self.open)))
            .collect();
        match viewer {
            Viewer::Host => phases
                .iter()
                .filter_map(|(phase, open)| host_sent(*phase, open))
                .collect(),
            Viewer::Player(s) => {
                let me = s as usize;
                phases
                    .iter()
                    .flat_map(|(phase, open)| {
                        let title = capitalized(&phase.to_string());
                        let ballot = open.ballots.iter().filter(|(by, _)| *by == me).map(|_| {
                            crate::RewindLine::said(
                                format!("{title}: your ballot, to be cast again."),
                                Said::new(i18n::id("m1923-rewind-your-ballot"))
                                    .with("phase", phase_title(*phase)),
                            )
                        });
                        let actions = open.actions.iter().filter(|a| a.by == me).map(|a| {
                            crate::RewindLine::said(
                                format!(
                                    "{title}: your {} action, to be sent again.",
                                    a.role.title()
                                ),
                                Said::new(i18n::id("m1923-rewind-your-action"))
                                    .with("phase", phase_title(*phase))
                                    .with(
                                        "role",
                                        Arg::Role {
                                            title: a.role.title().to_string(),
                                            mafia: false,
                                        },
                                    ),
                            )
                        });
                        ballot.chain(actions).collect::<Vec<_>>()
                    })
                    .collect()
            }
            Viewer::Spectator => {
                let since = start.phase.map_or_else(String::new, |p| p.to_string());
                let line = format!(
                    "Every action, ballot and Mafia decision sent since {} began: they may be sent again.",
                    capitalized(&since)
                );
                vec![match start.phase {
                    Some(p) => crate::RewindLine::said(
                        line,
                        Said::new(i18n::id("m1923-rewind-everyone")).with("phase", phase_title(p)),
                    ),
                    None => crate::RewindLine::english(line),
                }]
            }
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
        let mut takes_back: Vec<crate::RewindLine> = self
            .messages
            .iter()
            .filter(|e| !stays(e, reopened, &exiles) && audience_of(e).admits(viewer))
            .filter_map(|e| taken_back_line(e, viewer, &names))
            .collect();
        takes_back.extend(self.submissions_since(start, viewer));
        let mut keeps = vec![crate::RewindLine::said(
            format!(
                "Everything before {}: its messages stay as they were read.",
                capitalized(&reopened.to_string())
            ),
            Said::new(i18n::id("m1923-rewind-keeps-before")).with("phase", phase_title(reopened)),
        )];
        if viewer == Viewer::Host {
            keeps.extend(
                exiles
                    .iter()
                    .filter(|(p, _)| start.in_play(*p))
                    .map(|(p, _)| {
                        crate::RewindLine::said(
                            format!(
                                "{}'s exile: your ruling stays, and {} stays out of play.",
                                names(*p),
                                names(*p)
                            ),
                            Said::new(i18n::id("m1923-rewind-keeps-exile"))
                                .name("name", &names(*p)),
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
