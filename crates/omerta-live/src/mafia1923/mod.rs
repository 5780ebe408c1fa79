//! Mafia 1923, hosted live (docs/live/1923.md): players submit their actions, ballots and
//! the Mafia's decision through the API while a phase is open; closing the phase plays it
//! with the `omerta-1923` engine, whose messages become events, each for exactly the
//! audience the engine names (M79).
//!
//! The state keeps the engine as it stands after the phases played, and the open phase's
//! submissions in the order received (M2). A submission is checked against the engine's own
//! rules ([`omerta_1923::Game::check`]) and stored; only `advance` plays, and it plays one
//! phase on the engine it has, so a 1,000-player game never replays from the start. What
//! was submitted and accepted is also kept as an `omerta-1923/1` script
//! ([`Game1923::script`]), which `omerta 1923 play` plays to the same messages.
//!
//! Where things are. This module holds the state ([`Game1923`]) and its [`Live`]
//! implementation, which hands each question to the file of its concern: `setup` (the
//! host's setup, the deal and the start's messages), `commands` (actions, ballots and the
//! Mafia's decision, checked as the engine will take them), `chat` (the private
//! channels), `play` (closing a phase: the engine plays it and its messages become
//! events), `moderation` (the host's exiles and replacements, and a phase reopened),
//! `fold` (events folded into the state), `events` (what the game records, its audiences
//! and its sentences for people), `view` (what each reader sees, and what each event
//! discloses) and `script` (the phases played as an `omerta-1923/1` script).

mod chat;
mod commands;
mod events;
mod fold;
mod moderation;
mod play;
pub mod refusals;
mod script;
mod setup;
mod view;

pub use chat::{Channel, CHAT_MAX_CHARS};
pub use commands::Command1923;
pub use events::{DealtPlayer, Event1923, FamilyMembers};
pub use setup::{DealKind, FamilySetup, PlayerSetup, RoleCount, Setup1923};
pub use view::{
    ActionForm, Can, ChatView, FamilyView, GameView1923, KillForm, MafiaMessage, MessageView,
    ModeratorMessage, PlayerStatus, PlayerView, Result1923, RosterEntry, ScheduleView, Sent,
    SubmittedAction, SubmittedExile, SubmittedView, SubmittedVote, Unstarted, View1923, VoteForm,
    You,
};

use crate::clock::{Part, Schedule, Span};
use crate::{Audience, Disclosure, Emitted, Live, Refusal, Role as Who, Slot, Viewer, Weight};
use omerta_1923::{mafia_kills_required, Ballot, Game, Phase, Role};
use std::collections::HashSet;

const MAFIA_MEMBER: &str = "Mafia Member";

/// One submission of the open phase, as received.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Submitted {
    by: usize,
    role: Role,
    targets: Vec<usize>,
    family: Option<usize>,
}

/// What the open phase has received so far, in order (M2).
#[derive(Clone, Debug, Default)]
struct Open {
    exiles: Vec<(usize, String)>,
    actions: Vec<Submitted>,
    mafia: Option<(usize, Vec<usize>)>,
    ballots: Vec<(usize, Ballot)>,
    /// (player, role) pairs that have acted (M22).
    acted: HashSet<(usize, Role)>,
    voted: HashSet<usize>,
    /// Messages sent when the phase opened (the Mafia's kill count) or at once (an exile),
    /// which the engine sends again when it plays the phase: not sent twice.
    early: Vec<(Audience, String)>,
}

/// Mafia 1923, live.
#[derive(Clone, Default)]
pub struct Game1923 {
    /// The engine after the phases played; `None` before the deal.
    engine: Option<Game>,
    allowed_second_roles: Option<Vec<String>>,
    night_ms: Option<i64>,
    day_ms: Option<i64>,
    /// The wall-clock schedule, when the game has one (then there are no lengths).
    schedule: Option<Schedule>,
    /// The open phase; `None` before the start and after Day 5.
    phase: Option<Phase>,
    opened_at: i64,
    open: Open,
    /// The phases played, for the script.
    played: Vec<(Phase, Open)>,
    /// The engine's messages already turned into events.
    emitted: usize,
    /// The messages of the game (not the submissions), for views.
    messages: Vec<Event1923>,
    /// The private channels' messages, in order.
    chats: Vec<Event1923>,
    result: Option<(bool, Vec<String>, Vec<Slot>)>,
}

impl std::fmt::Debug for Game1923 {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Game1923")
            .field(
                "players",
                &self.engine.as_ref().map_or(0, |e| e.players.len()),
            )
            .field("phase", &self.phase)
            .field("actions", &self.open.actions.len())
            .field("ballots", &self.open.ballots.len())
            .field("messages", &self.messages.len())
            .field("finished", &self.result.is_some())
            .finish()
    }
}

/// Where the Mafia Members' action is different: it is the Mafia's decision.
fn role_title(mafia: bool, role: Role) -> (String, Option<String>) {
    match (mafia, role) {
        (true, Role::Townsperson) => (MAFIA_MEMBER.to_string(), None),
        (true, r) => (MAFIA_MEMBER.to_string(), Some(r.title().to_string())),
        (false, r) => (r.title().to_string(), None),
    }
}

/// A role as the API takes it: its title ("Bumbling Bureaucrat") or its name
/// ("bumbling_bureaucrat").
fn role_named(text: &str) -> Option<Role> {
    Role::ALL
        .into_iter()
        .find(|r| r.title() == text || r.name() == text)
}

fn phase_of(text: &str) -> Option<Phase> {
    Phase::parse(text)
}

fn slot(p: usize) -> Slot {
    p as Slot
}

fn slots(ps: &[usize]) -> Vec<Slot> {
    ps.iter().map(|p| *p as Slot).collect()
}

fn capitalized(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(c) => c.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

impl Game1923 {
    fn engine(&self) -> Result<&Game, Refusal> {
        self.engine
            .as_ref()
            .ok_or_else(crate::refusals::not_started)
    }

    fn open_phase(&self) -> Result<Phase, Refusal> {
        self.phase.ok_or_else(crate::refusals::game_over)
    }

    fn name(&self, p: usize) -> String {
        self.engine
            .as_ref()
            .and_then(|e| e.players.get(p))
            .map_or_else(|| format!("slot {p}"), |x| x.name.clone())
    }

    /// In play (neither dead nor exiled, M66, M70), this phase's exiles included.
    fn in_play(&self, p: usize) -> bool {
        let Some(engine) = &self.engine else {
            return false;
        };
        engine.players.get(p).is_some_and(|x| x.living())
            && !self.open.exiles.iter().any(|(q, _)| *q == p)
    }

    fn family_named(&self, name: &str) -> Result<usize, Refusal> {
        let engine = self.engine()?;
        engine
            .seating
            .families
            .iter()
            .position(|f| f.name == name)
            .ok_or_else(|| refusals::no_family(name))
    }

    fn player(&self, s: Slot) -> Result<usize, Refusal> {
        let engine = self.engine()?;
        let p = s as usize;
        if p < engine.players.len() {
            Ok(p)
        } else {
            Err(refusals::no_player(s))
        }
    }

    /// Not known to be dead: what every player may know of another. An exile is not public
    /// (M80), so an exiled player still looks in play to everybody but the host and
    /// themself, may still be named, and a submission naming them is ignored by the engine
    /// (M24) without a word to its author.
    fn known_in_play(&self, p: usize) -> bool {
        self.engine
            .as_ref()
            .and_then(|e| e.players.get(p))
            .is_some_and(|x| !x.dead)
    }

    fn must_be_in_play(&self, p: usize) -> Result<(), Refusal> {
        if self.in_play(p) {
            Ok(())
        } else {
            Err(refusals::not_in_play(&self.name(p)))
        }
    }

    /// How many Civilians the Mafia must attempt to kill tonight (M28), and who is told.
    fn kill_count(&self) -> (usize, Vec<usize>) {
        let Some(engine) = &self.engine else {
            return (0, Vec::new());
        };
        let in_play: Vec<usize> = (0..engine.players.len())
            .filter(|p| self.in_play(*p))
            .collect();
        let civilians = in_play
            .iter()
            .filter(|p| !engine.players[**p].mafia)
            .count();
        let mafia = in_play
            .iter()
            .copied()
            .filter(|p| engine.players[*p].mafia)
            .collect();
        (mafia_kills_required(in_play.len()).min(civilians), mafia)
    }

    /// When the open phase opens and closes by the schedule, if the game has one.
    pub fn span(&self) -> Option<Span> {
        let (part, n) = match self.phase? {
            Phase::Night(n) => (Part::Night, n),
            Phase::Day(n) => (Part::Day, n),
        };
        self.schedule.as_ref()?.span(part, n as u32).ok()
    }

    /// The open phase, if any (`None` before the start and after Day 5).
    pub fn phase(&self) -> Option<Phase> {
        self.phase
    }
}

impl Live for Game1923 {
    const RULESET: &'static str = "1923";
    const KINDS: &'static [&'static str] = &[
        "dealt",
        "started",
        "role",
        "action",
        "vote",
        "mafia_kill",
        "kill_count",
        "exiled",
        "phase_closed",
        "announcement",
        "private",
        "team",
        "log",
        "finished",
        "mafia_chat",
        "moderator_chat",
    ];

    type Setup = Setup1923;
    type Command = Command1923;
    type Event = Event1923;
    type View = View1923;
    type Presented = Event1923;

    fn start(
        setup: Setup1923,
        names: &[String],
        seed: u64,
        now: i64,
    ) -> Result<Vec<Emitted<Event1923>>, Refusal> {
        Game1923::deal(setup, names, seed, now)
    }

    fn empty() -> Game1923 {
        Game1923::default()
    }

    fn apply(&mut self, event: &Event1923) {
        self.fold(event)
    }

    fn weigh(command: &Command1923) -> Weight {
        Weight {
            // Closing a phase plays the whole night or day in the seed's order.
            heavy: matches!(command, Command1923::Advance {}),
            text: match command {
                Command1923::Say { text, .. } => Some(text.chars().count()),
                _ => None,
            },
        }
    }

    fn handle(
        &self,
        role: Who,
        command: Command1923,
        now: i64,
    ) -> Result<Vec<Emitted<Event1923>>, Refusal> {
        self.engine()?;
        if matches!(
            command,
            Command1923::Action { .. } | Command1923::Vote { .. } | Command1923::MafiaKill { .. }
        ) {
            self.must_be_open(role, now)?;
        }
        match command {
            Command1923::Action {
                by,
                role: asked,
                targets,
                family,
            } => self.action(role, by, asked, targets, family),
            Command1923::Vote {
                by,
                family,
                individual,
            } => self.vote(role, by, family, individual),
            Command1923::MafiaKill { by, targets } => self.mafia_kill(role, by, targets),
            Command1923::Exile { slot, reason } => self.exile(role, slot, reason),
            Command1923::Advance {} => self.advance(role, now),
            Command1923::Say {
                channel,
                with,
                text,
            } => self.say(role, channel, with, text, now),
        }
    }

    fn kind(event: &Event1923) -> &'static str {
        match event {
            Event1923::Dealt { .. } => "dealt",
            Event1923::Started { .. } => "started",
            Event1923::Role { .. } => "role",
            Event1923::Action { .. } => "action",
            Event1923::Vote { .. } => "vote",
            Event1923::MafiaKill { .. } => "mafia_kill",
            Event1923::KillCount { .. } => "kill_count",
            Event1923::Exiled { .. } => "exiled",
            Event1923::PhaseClosed { .. } => "phase_closed",
            Event1923::Announcement { .. } => "announcement",
            Event1923::Private { .. } => "private",
            Event1923::Team { .. } => "team",
            Event1923::Log { .. } => "log",
            Event1923::Finished { .. } => "finished",
            Event1923::MafiaChat { .. } => "mafia_chat",
            Event1923::ModeratorChat { .. } => "moderator_chat",
        }
    }

    fn discloses(event: &Event1923) -> Vec<Disclosure> {
        Game1923::disclosures_of(event)
    }

    fn finished(&self) -> bool {
        self.result.is_some()
    }

    fn deadline(&self) -> Option<i64> {
        if self.schedule.is_some() {
            return self.span().map(|s| s.closes);
        }
        let length = match self.phase? {
            Phase::Night(_) => self.night_ms?,
            Phase::Day(_) => self.day_ms?,
        };
        Some(self.opened_at.saturating_add(length))
    }

    fn timeout(&self) -> Option<Command1923> {
        self.deadline().map(|_| Command1923::Advance {})
    }

    fn view_typed(&self, viewer: Viewer) -> View1923 {
        self.view_for(viewer)
    }

    fn presented(event: &Event1923, _viewer: Viewer) -> Event1923 {
        event.clone()
    }

    fn announcement(event: &Event1923) -> Option<String> {
        Game1923::announcement_of(event)
    }

    fn revealed_typed(&self, reader: Viewer) -> View1923 {
        self.revealed_to(reader)
    }

    fn phase_mark(event: &Event1923) -> Option<String> {
        match event {
            Event1923::PhaseClosed {
                next: Some(next), ..
            } => Some(capitalized(next)),
            _ => None,
        }
    }

    fn notice(event: &Event1923) -> Option<String> {
        Game1923::notice_of(event)
    }

    fn waiting(&self, viewer: Viewer) -> Vec<&'static str> {
        self.waiting_for(viewer)
    }

    fn alive(&self, s: Slot) -> bool {
        self.engine
            .as_ref()
            .and_then(|engine| engine.players.get(s as usize))
            .is_none_or(|p| !p.dead)
    }

    fn reopened(&self, start: &Game1923) -> Game1923 {
        self.reopened_from(start)
    }

    fn rewind(&self, start: &Game1923, viewer: Viewer) -> crate::Rewind {
        self.rewind_from(start, viewer)
    }

    /// "All times are in Israel time": a game on the seed's clock tells its times in the
    /// schedule's zone.
    fn time_zone(&self) -> Option<String> {
        self.schedule.as_ref().map(|s| s.setup().time_zone.clone())
    }

    fn replace(&self, s: Slot, name: &str, _now: i64) -> Vec<Emitted<Event1923>> {
        self.replacement(s, name)
    }

    fn partners(&self, s: Slot) -> Vec<Slot> {
        // M13: every Mafia Member is told who all the Mafia Members are.
        let Some(engine) = &self.engine else {
            return Vec::new();
        };
        match engine.players.get(s as usize) {
            Some(x) if x.mafia => (0..engine.players.len())
                .filter(|q| *q != s as usize && engine.players[*q].mafia)
                .map(slot)
                .collect(),
            _ => Vec::new(),
        }
    }
}
