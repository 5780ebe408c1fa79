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

use crate::clock::{Part, Schedule, ScheduleSetup, Span};
use crate::{Audience, Disclosure, Emitted, Live, Refusal, Role as Who, Slot, Viewer, Weight};
use omerta_1923::game::exile_notice;
use omerta_1923::message::Audience as Heard;
use omerta_1923::script::{announce_winners, Script};
use omerta_1923::setup::{Dealt, FamilySpec, Level, Seating};
use omerta_1923::{
    mafia_kills_required, Ballot, DayActions, Game, Jail, MafiaKills, Message, Night, NightAction,
    Phase, Role, When, Winner,
};
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};
use std::collections::{HashMap, HashSet};

const MAFIA_MEMBER: &str = "Mafia Member";

/// What the host gives at the start: the families, each slot's level and requests (or the
/// whole deal), the pools of a random deal, and the phases' lengths for the timers.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Setup1923 {
    /// At least two families of 8 or 10 (M4, M5); their sizes add up to the slots.
    pub families: Vec<FamilySetup>,
    /// How many families with the most votes go to court each day (M76). Default 3.
    #[serde(default = "three")]
    pub court_families: usize,
    /// `"random"` (default): `players` are requests, dealt with the start's seed (M10);
    /// `"given"`: `players` are the deal (M11).
    #[serde(default)]
    pub deal: DealKind,
    /// One entry per slot, in slot order. May be left empty in a random deal: every slot is
    /// then a Standard player with no request.
    #[serde(default)]
    pub players: Vec<PlayerSetup>,
    /// A random deal's Civilian roles (M12).
    #[serde(default)]
    pub roles: Vec<RoleCount>,
    /// A random deal's second roles for Standard Mafia Members (M12).
    #[serde(default)]
    pub mafia_second_roles: Vec<RoleCount>,
    /// Replaces M8's list of second roles a Mafia Member may hold.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub allowed_second_roles: Option<Vec<String>>,
    /// How long a night lasts (ms), for the timers; none: the host closes nights.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub night_ms: Option<i64>,
    /// How long a day lasts (ms), for the timers; none: the host closes days.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub day_ms: Option<i64>,
    /// The seed's clock instead of lengths: phases open and close at wall-clock times in a
    /// time zone (`{}` is the seed's: 21:00-07:00 and 09:00-19:00, Israel time, from a
    /// Saturday night). See [`ScheduleSetup`].
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub schedule: Option<ScheduleSetup>,
}

fn three() -> usize {
    3
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FamilySetup {
    pub name: String,
    pub size: usize,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DealKind {
    Given,
    #[default]
    Random,
}

/// A slot's level and its requests (random deal) or its deal (given deal), as the script's
/// `players` write them (docs/1923/script.md), without the name: the slot's name is used.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlayerSetup {
    /// `"beginner"` or `"standard"` (default). Spectators need no slot: they watch.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub level: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub family: Option<String>,
    /// A role as scripts write it: `"Doctor"`, `"Mafia Member"`, `"Bumbling Bureaucrat"`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub role: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub second_role: Option<String>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoleCount {
    pub role: String,
    pub count: usize,
}

/// What actors send while the game runs.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum Command1923 {
    /// A role's action in the open phase. `role` may be left out (it is the player's
    /// role); `targets` are slots, `family` a family's name, as the role takes them
    /// (docs/1923/script.md, the role table). `by`: only the host, acting for a player.
    Action {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        by: Option<Slot>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        role: Option<String>,
        #[serde(default)]
        targets: Vec<Slot>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        family: Option<String>,
    },
    /// A day's ballot: a family vote (a family's name) and an individual vote (a slot).
    Vote {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        by: Option<Slot>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        family: Option<String>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        individual: Option<Slot>,
    },
    /// The Mafia's decision for the night, sent by one Mafia Member (the latest stands).
    MafiaKill {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        by: Option<Slot>,
        targets: Vec<Slot>,
    },
    /// The host exiles a player (M67): from the open phase's start, announced at once.
    Exile {
        slot: Slot,
        #[serde(default)]
        reason: String,
    },
    /// The host (or the timer, at the deadline) closes the open phase: it is played.
    Advance {},
    /// A message in a private channel: the Mafia's ("The Mafia Members will discuss whom
    /// they want to kill") or a player's with the moderators ("You may also submit
    /// questions to the Moderators"). `with`: only the host, naming the player whose
    /// channel with the moderators they write in.
    Say {
        channel: Channel,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        with: Option<Slot>,
        text: String,
    },
}

/// A private channel.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Channel {
    /// The Mafia Members and the moderators.
    Mafia,
    /// One player and the moderators.
    Moderators,
}

/// The longest message a channel takes, in characters.
pub const CHAT_MAX_CHARS: usize = 4000;

/// A family as the public start lists it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FamilyMembers {
    pub name: String,
    pub members: Vec<Slot>,
}

/// A dealt player, in the form of a given deal (M11).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DealtPlayer {
    pub name: String,
    pub level: String,
    pub family: String,
    pub role: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub second_role: Option<String>,
}

/// What the game records.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Event1923 {
    /// The whole deal, as a given deal, and the game's options. Host only.
    Dealt {
        seed: u64,
        court_families: usize,
        families: Vec<FamilySetup>,
        players: Vec<DealtPlayer>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        allowed_second_roles: Option<Vec<String>>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        night_ms: Option<i64>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        day_ms: Option<i64>,
        /// The schedule, its first night fixed at the start.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        schedule: Option<ScheduleSetup>,
        at: i64,
    },
    /// The families and their members, and the number sent to court (M13). Public.
    Started {
        families: Vec<FamilyMembers>,
        court_families: usize,
        text: String,
    },
    /// A player's family and role, told to that player only (M13).
    Role {
        slot: Slot,
        family: String,
        role: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        second_role: Option<String>,
        text: String,
    },
    /// An action stored for the open phase. The actor only.
    Action {
        phase: String,
        by: Slot,
        role: String,
        targets: Vec<Slot>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        family: Option<String>,
    },
    /// A ballot stored for the open day, with what makes it improper (M68, M71). The voter
    /// only.
    Vote {
        phase: String,
        by: Slot,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        family: Option<String>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        individual: Option<Slot>,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        warnings: Vec<String>,
    },
    /// The Mafia's decision for the night. The Mafia Members in play (`to`).
    MafiaKill {
        phase: String,
        by: Slot,
        targets: Vec<Slot>,
        to: Vec<Slot>,
    },
    /// How many Civilians the Mafia must attempt to kill tonight (M28), told to the Mafia
    /// Members in play when the night opens.
    KillCount {
        phase: String,
        count: usize,
        to: Vec<Slot>,
        text: String,
    },
    /// The host's exile, with its reason (M67). Host only; the exile itself is a public
    /// `announcement`.
    Exiled {
        phase: String,
        slot: Slot,
        reason: String,
    },
    /// The open phase closed and was played; `next` opens (none after Day 5). Public.
    PhaseClosed {
        phase: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        next: Option<String>,
        at: i64,
    },
    /// An engine message for everybody (deaths, poisonings, cures, votes, exiles).
    Announcement { phase: String, text: String },
    /// An engine message for one player (a result, a notice, a strike).
    Private {
        phase: String,
        to: Slot,
        text: String,
        /// Whether it tells the player their own (new) role (a Thief's theft).
        #[serde(default)]
        tells_role: bool,
    },
    /// An engine message for the Mafia Members (`to`).
    Team {
        phase: String,
        to: Vec<Slot>,
        text: String,
    },
    /// The moderators' log: draws, ignored submissions, the deal, the final roster. Host
    /// only; `about` are the players it names.
    Log {
        phase: String,
        text: String,
        #[serde(default)]
        about: Vec<Slot>,
    },
    /// A message in the Mafia's channel, for the Mafia Members not dead (`to`) and the
    /// host; `by` is none when the host wrote it.
    MafiaChat {
        phase: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        by: Option<Slot>,
        to: Vec<Slot>,
        text: String,
        at: i64,
    },
    /// A message in a player's channel with the moderators: that player and the host.
    ModeratorChat {
        phase: String,
        player: Slot,
        /// Written by the host (else by the player).
        from_host: bool,
        text: String,
        at: i64,
    },
    /// After Day 5: the winners (M83). Public.
    Finished {
        mafia_wins: bool,
        families: Vec<String>,
        winners: Vec<Slot>,
        text: String,
    },
}

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

fn next_phase(phase: Phase) -> Option<Phase> {
    match phase {
        Phase::Night(n) => Some(Phase::Day(n)),
        Phase::Day(n) if n < 5 => Some(Phase::Night(n + 1)),
        Phase::Day(_) => None,
    }
}

/// The shape of a role's action (docs/1923/script.md, the role table).
struct Shape {
    min_targets: usize,
    max_targets: usize,
    family: Need,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Need {
    No,
    Optional,
    Required,
}

impl Need {
    fn name(self) -> &'static str {
        match self {
            Need::No => "none",
            Need::Optional => "optional",
            Need::Required => "required",
        }
    }
}

fn shape(role: Role) -> Shape {
    let (min_targets, max_targets, family) = match role {
        Role::Drunkard => (0, 0, Need::Required),
        Role::Sheriff => (1, 1, Need::Required),
        // "a family (+1) and/or targets: [player] (+1)"
        Role::Councilor | Role::Pacifist => (0, 1, Need::Optional),
        Role::Paperboy | Role::Shadchan => (2, 2, Need::Required),
        _ => (1, 1, Need::No),
    };
    let family = if matches!(role, Role::Paperboy | Role::Shadchan) {
        Need::No
    } else {
        family
    };
    Shape {
        min_targets,
        max_targets,
        family,
    }
}

fn audience_of(event: &Event1923) -> Audience {
    match event {
        Event1923::Dealt { .. } | Event1923::Exiled { .. } | Event1923::Log { .. } => {
            Audience::Host
        }
        Event1923::Started { .. }
        | Event1923::PhaseClosed { .. }
        | Event1923::Announcement { .. }
        | Event1923::Finished { .. } => Audience::Public,
        Event1923::Role { slot, .. } => Audience::slot(*slot),
        Event1923::Action { by, .. } | Event1923::Vote { by, .. } => Audience::slot(*by),
        Event1923::Private { to, .. } => Audience::slot(*to),
        Event1923::ModeratorChat { player, .. } => Audience::slot(*player),
        Event1923::MafiaChat { to, .. } => Audience::slots(to.iter().copied()),
        Event1923::MafiaKill { to, .. }
        | Event1923::KillCount { to, .. }
        | Event1923::Team { to, .. } => Audience::slots(to.iter().copied()),
    }
}

fn emit(event: Event1923) -> Emitted<Event1923> {
    Emitted {
        audience: audience_of(&event),
        event,
    }
}

fn slot(p: usize) -> Slot {
    p as Slot
}

fn slots(ps: &[usize]) -> Vec<Slot> {
    ps.iter().map(|p| *p as Slot).collect()
}

fn refuse(message: impl Into<String>) -> Refusal {
    Refusal::invalid(message)
}

fn wrong_phase(message: impl Into<String>) -> Refusal {
    Refusal::new("wrong_phase", message)
}

fn already(message: impl Into<String>) -> Refusal {
    Refusal::new("already_submitted", message)
}

impl Game1923 {
    fn engine(&self) -> Result<&Game, Refusal> {
        self.engine
            .as_ref()
            .ok_or_else(|| Refusal::new("not_started", "the game has not started"))
    }

    fn open_phase(&self) -> Result<Phase, Refusal> {
        self.phase
            .ok_or_else(|| Refusal::new("game_over", "the game is over"))
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
            .ok_or_else(|| refuse(format!("there is no family {name:?} in this game")))
    }

    fn player(&self, s: Slot) -> Result<usize, Refusal> {
        let engine = self.engine()?;
        let p = s as usize;
        if p < engine.players.len() {
            Ok(p)
        } else {
            Err(refuse(format!("there is no player in slot {s}")))
        }
    }

    /// Who submits: the player themself, or a player the host names.
    fn actor(&self, who: Who, by: Option<Slot>) -> Result<usize, Refusal> {
        match (who, by) {
            (Who::Player(me), None) => self.player(me),
            (Who::Player(me), Some(s)) if s == me => self.player(me),
            (Who::Player(_), Some(_)) => {
                Err(Refusal::forbidden("a player submits for themself only"))
            }
            (Who::Host, Some(s)) => self.player(s),
            (Who::Host, None) => Err(refuse(
                "the host names the player they submit for (\"by\": a slot)",
            )),
            (Who::System, _) => Err(Refusal::forbidden("the timers only close phases")),
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
            Err(Refusal::new(
                "not_in_play",
                format!(
                    "{} is no longer in play (dead or exiled): no more actions or votes (M66, M70)",
                    self.name(p)
                ),
            ))
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

    fn action(
        &self,
        who: Who,
        by: Option<Slot>,
        role: Option<String>,
        targets: Vec<Slot>,
        family: Option<String>,
    ) -> Result<Vec<Emitted<Event1923>>, Refusal> {
        let phase = self.open_phase()?;
        let engine = self.engine()?;
        let p = self.actor(who, by)?;
        self.must_be_in_play(p)?;
        let player = &engine.players[p];
        let held = player.role;
        if let Some(asked) = role.as_deref() {
            match role_named(asked) {
                Some(r) if r == held => {}
                Some(r) => {
                    return Err(Refusal::new(
                        "not_your_role",
                        format!("you do not hold the role {} (M24)", r.title()),
                    ))
                }
                None if asked == MAFIA_MEMBER && player.mafia => {
                    return Err(refuse(
                        "the Mafia's kill is sent with the \"mafia_kill\" command",
                    ))
                }
                None if asked == MAFIA_MEMBER => {
                    return Err(Refusal::new(
                        "not_your_role",
                        "you are not a Mafia Member (M24)",
                    ))
                }
                None => return Err(refuse(format!("{asked:?} is not a role of Mafia 1923"))),
            }
        }
        let when = match phase {
            Phase::Night(_) => When::Night,
            Phase::Day(_) => When::Day,
        };
        match held.when() {
            When::Never if player.mafia => {
                return Err(refuse(
                    "a Mafia Member without a second role acts only through the Mafia's kill (\"mafia_kill\")",
                ))
            }
            When::Never => return Err(refuse("a Townsperson has no action to submit")),
            When::Passive => {
                return Err(refuse(format!(
                    "{} is passive: it works by itself, there is nothing to submit",
                    held.title()
                )))
            }
            w if w != when => {
                let at = if w == When::Night { "at night" } else { "by day" };
                return Err(wrong_phase(format!(
                    "{} acts {at}; it is {phase} now: the action would not take place (M24)",
                    held.title()
                )));
            }
            _ => {}
        }
        let form = shape(held);
        if targets.len() < form.min_targets || targets.len() > form.max_targets {
            let n = if form.min_targets == form.max_targets {
                format!("{}", form.min_targets)
            } else {
                format!("{} to {}", form.min_targets, form.max_targets)
            };
            return Err(refuse(format!(
                "{} names {n} player(s), not {}",
                held.title(),
                targets.len()
            )));
        }
        match (form.family, &family) {
            (Need::Required, None) => {
                return Err(refuse(format!("{} names a family", held.title())))
            }
            (Need::No, Some(_)) => return Err(refuse(format!("{} names no family", held.title()))),
            (Need::Optional, None) if targets.is_empty() => {
                return Err(refuse(format!(
                    "a {} names a family, a player or both",
                    held.title()
                )))
            }
            _ => {}
        }
        let family = family
            .as_deref()
            .map(|f| self.family_named(f))
            .transpose()?;
        let targets: Vec<usize> = targets
            .iter()
            .map(|t| self.player(*t))
            .collect::<Result<_, _>>()?;
        for t in &targets {
            if !self.known_in_play(*t) {
                return Err(refuse(format!(
                    "{} is dead: dead players cannot be targeted (M24)",
                    self.name(*t)
                )));
            }
        }
        // The engine's own rules for a submission (M24): injuries, limits, self-targets.
        engine
            .check(p, Some(held), &targets, family, phase, when)
            .map_err(|why| refuse(format!("{}'s action would be ignored: {why}", self.name(p))))?;
        if self.open.acted.contains(&(p, held)) {
            return Err(already(format!(
                "{} has already submitted a {} action this {} (M22)",
                self.name(p),
                held.title(),
                if when == When::Night { "night" } else { "day" }
            )));
        }
        Ok(vec![emit(Event1923::Action {
            phase: phase.to_string(),
            by: slot(p),
            role: held.title().to_string(),
            targets: slots(&targets),
            family: family.map(|f| engine.seating.families[f].name.clone()),
        })])
    }

    fn vote(
        &self,
        who: Who,
        by: Option<Slot>,
        family: Option<String>,
        individual: Option<Slot>,
    ) -> Result<Vec<Emitted<Event1923>>, Refusal> {
        let phase = self.open_phase()?;
        let engine = self.engine()?;
        let p = self.actor(who, by)?;
        if !matches!(phase, Phase::Day(_)) {
            return Err(wrong_phase(format!(
                "votes are cast by day; it is {phase} now"
            )));
        }
        self.must_be_in_play(p)?;
        if engine.injured(p, phase) {
            return Err(refuse(format!(
                "{} is injured today and cannot vote (M64)",
                self.name(p)
            )));
        }
        if self.open.voted.contains(&p) {
            return Err(already(format!(
                "{} has already voted today: a later ballot would be ignored (M71)",
                self.name(p)
            )));
        }
        if family.is_none() && individual.is_none() {
            return Err(refuse(
                "a ballot names a family (family vote) and a player (individual vote)",
            ));
        }
        let f = family
            .as_deref()
            .map(|f| self.family_named(f))
            .transpose()?;
        let t = individual.map(|t| self.player(t)).transpose()?;
        let own = engine.players[p].family;
        let mut warnings = Vec::new();
        match f {
            None => warnings.push("no family vote: a strike (M68)".to_string()),
            Some(f) if f == own => warnings
                .push("a family vote for your own family is improper: a strike (M71)".into()),
            Some(_) => {}
        }
        let alone = !(0..engine.players.len())
            .any(|q| q != p && engine.players[q].family == own && self.in_play(q));
        match t {
            None if alone => {}
            None => warnings.push("no individual vote: a strike (M68)".into()),
            Some(_) if alone => warnings.push(
                "no one else of your family is in play: an individual vote is improper (M73)"
                    .into(),
            ),
            Some(t) if t == p => {
                warnings.push("an individual vote for yourself is improper: a strike (M71)".into())
            }
            Some(t) if engine.players[t].family != own => warnings.push(
                "an individual vote for someone outside your family is improper: a strike (M71)"
                    .into(),
            ),
            Some(t) if !self.known_in_play(t) => warnings
                .push("an individual vote for a dead player is improper: a strike (M71)".into()),
            Some(_) => {}
        }
        Ok(vec![emit(Event1923::Vote {
            phase: phase.to_string(),
            by: slot(p),
            family: f.map(|f| engine.seating.families[f].name.clone()),
            individual: t.map(slot),
            warnings,
        })])
    }

    fn mafia_kill(
        &self,
        who: Who,
        by: Option<Slot>,
        targets: Vec<Slot>,
    ) -> Result<Vec<Emitted<Event1923>>, Refusal> {
        let phase = self.open_phase()?;
        let engine = self.engine()?;
        let p = self.actor(who, by)?;
        if !engine.players[p].mafia {
            return Err(Refusal::forbidden(
                "only a Mafia Member sends the Mafia's decision",
            ));
        }
        if !matches!(phase, Phase::Night(_)) {
            return Err(wrong_phase(format!(
                "the Mafia kills at night; it is {phase} now"
            )));
        }
        self.must_be_in_play(p)?;
        if engine.injured(p, phase) {
            return Err(refuse(format!(
                "{} is injured tonight and takes no part in the Mafia's kill (M31)",
                self.name(p)
            )));
        }
        let (required, mafia) = self.kill_count();
        if required == 0 {
            return Err(refuse("the Mafia has no Civilian to kill tonight"));
        }
        if targets.len() != required {
            return Err(refuse(format!(
                "tonight the Mafia must attempt to kill {required} Civilian(s), not {} (M28, M29)",
                targets.len()
            )));
        }
        let mut named = Vec::new();
        for t in targets {
            let t = self.player(t)?;
            if named.contains(&t) {
                return Err(refuse(format!("{} is named twice (M29)", self.name(t))));
            }
            if engine.players[t].mafia {
                return Err(refuse(format!(
                    "{} is a Mafia Member: the Mafia kills Civilians (M29)",
                    self.name(t)
                )));
            }
            if !self.known_in_play(t) {
                return Err(refuse(format!("{} is dead (M29)", self.name(t))));
            }
            named.push(t);
        }
        Ok(vec![emit(Event1923::MafiaKill {
            phase: phase.to_string(),
            by: slot(p),
            targets: slots(&named),
            to: slots(&mafia),
        })])
    }

    fn exile(&self, who: Who, s: Slot, reason: String) -> Result<Vec<Emitted<Event1923>>, Refusal> {
        if who != Who::Host {
            return Err(Refusal::forbidden("only the host exiles players (M67)"));
        }
        let phase = self.open_phase()?;
        let p = self.player(s)?;
        self.must_be_in_play(p)?;
        // Optional; when given, by the one rule for reasons.
        let reason = if reason.trim().is_empty() {
            String::new()
        } else {
            crate::names::reason(&reason, crate::hosted::MAX_REASON)
                .map_err(|unfit| Refusal::invalid(unfit.to_string()))?
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
            }),
        ])
    }

    fn advance(&self, who: Who, now: i64) -> Result<Vec<Emitted<Event1923>>, Refusal> {
        let phase = self.open_phase()?;
        match who {
            Who::Host => {}
            Who::System => match self.deadline() {
                Some(at) if now >= at => {}
                Some(_) => return Err(refuse("the phase's time is not up yet")),
                None => return Err(Refusal::forbidden("this game has no timers")),
            },
            Who::Player(_) => {
                return Err(Refusal::forbidden(
                    "only the host or the timer closes a phase",
                ))
            }
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

    /// A message in a private channel. "Any communication between players and the
    /// Moderators will not be revealed by the Moderators to anyone": a player's channel
    /// with the moderators is theirs and the host's. Only players in play write (a dead
    /// player "may not vote or perform any actions"; an exile ends play too): a dead Mafia
    /// Member leaves the Mafia's channel, but an exiled one still reads it, since nobody
    /// but the host and the exiled player may know of the exile (M80).
    fn say(
        &self,
        who: Who,
        channel: Channel,
        with: Option<Slot>,
        text: String,
        now: i64,
    ) -> Result<Vec<Emitted<Event1923>>, Refusal> {
        let phase = self.open_phase()?;
        let engine = self.engine()?;
        let text = text.trim().to_string();
        if text.is_empty() {
            return Err(refuse("a message needs some text"));
        }
        let chars = text.chars().count();
        if chars > CHAT_MAX_CHARS {
            return Err(refuse(format!(
                "a message is at most {CHAT_MAX_CHARS} characters; this one has {chars}"
            )));
        }
        let author = match (who, with) {
            (Who::Host, _) => None,
            (Who::Player(me), None) => Some(self.player(me)?),
            (Who::Player(_), Some(_)) => {
                return Err(Refusal::forbidden(
                    "a player writes in their own channels only (\"with\" is for the host)",
                ))
            }
            (Who::System, _) => return Err(Refusal::forbidden("the timers do not write")),
        };
        if let Some(p) = author {
            self.must_be_in_play(p)?;
        }
        let phase = phase.to_string();
        match channel {
            Channel::Mafia => {
                if with.is_some() {
                    return Err(refuse(
                        "the Mafia's channel is one for all the Mafia Members",
                    ));
                }
                if author.is_some_and(|p| !engine.players[p].mafia) {
                    return Err(Refusal::forbidden(
                        "only the Mafia Members write in the Mafia's channel",
                    ));
                }
                let to: Vec<usize> = (0..engine.players.len())
                    .filter(|q| engine.players[*q].mafia && self.known_in_play(*q))
                    .collect();
                Ok(vec![emit(Event1923::MafiaChat {
                    phase,
                    by: author.map(slot),
                    to: slots(&to),
                    text,
                    at: now,
                })])
            }
            Channel::Moderators => {
                let player = match (author, with) {
                    (Some(p), _) => p,
                    (None, Some(s)) => self.player(s)?,
                    (None, None) => {
                        return Err(refuse(
                            "the host names the player they answer (\"with\": a slot)",
                        ))
                    }
                };
                Ok(vec![emit(Event1923::ModeratorChat {
                    phase,
                    player: slot(player),
                    from_host: author.is_none(),
                    text,
                    at: now,
                })])
            }
        }
    }

    /// The private channels this viewer reads, oldest message first.
    fn chat(&self, viewer: Viewer) -> Value {
        let entry = |e: &Event1923| match e {
            Event1923::MafiaChat {
                phase,
                by,
                text,
                at,
                ..
            } => Some((
                "mafia",
                json!({"phase": phase, "by": by, "text": text, "at": at}),
            )),
            Event1923::ModeratorChat {
                phase,
                player,
                from_host,
                text,
                at,
            } => Some((
                "moderators",
                json!({"phase": phase, "player": player, "from_host": from_host, "text": text, "at": at}),
            )),
            _ => None,
        };
        let mut mafia = Vec::new();
        let mut moderators = Vec::new();
        for event in self.chats.iter().filter(|e| audience_of(e).admits(viewer)) {
            match entry(event) {
                Some(("mafia", v)) => mafia.push(v),
                Some((_, v)) => moderators.push(v),
                None => {}
            }
        }
        json!({"mafia": mafia, "moderators": moderators})
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

    /// The script of the phases played: `omerta 1923 play` plays it to the same messages.
    pub fn script(&self) -> Value {
        let Some(engine) = &self.engine else {
            return Value::Null;
        };
        let name = |p: usize| engine.seating.players[p].name.clone();
        let family = |f: usize| engine.seating.families[f].name.clone();
        let players: Vec<Value> = dealt_players(&engine.seating)
            .into_iter()
            .map(|p| serde_json::to_value(p).unwrap_or(Value::Null))
            .collect();
        let phases: Vec<Value> = self
            .played
            .iter()
            .map(|(phase, open)| {
                let mut doc = json!({"phase": phase.to_string()});
                if !open.exiles.is_empty() {
                    doc["exiles"] = open
                        .exiles
                        .iter()
                        .map(|(p, reason)| json!({"player": name(*p), "reason": reason}))
                        .collect();
                }
                doc["actions"] = open
                    .actions
                    .iter()
                    .map(|a| {
                        let mut action = json!({
                            "by": name(a.by),
                            "role": a.role.title(),
                            "targets": a.targets.iter().map(|t| name(*t)).collect::<Vec<_>>(),
                        });
                        if let Some(f) = a.family {
                            action["family"] = json!(family(f));
                        }
                        action
                    })
                    .collect();
                match phase {
                    Phase::Night(_) => {
                        if let Some((by, targets)) = &open.mafia {
                            doc["mafia_by"] = json!(name(*by));
                            doc["mafia_kills"] = targets.iter().map(|t| json!(name(*t))).collect();
                        }
                    }
                    Phase::Day(_) => {
                        doc["votes"] = open
                            .ballots
                            .iter()
                            .map(|(by, b)| {
                                let mut vote = json!({"by": name(*by)});
                                if let Some(f) = b.family {
                                    vote["family"] = json!(family(f));
                                }
                                if let Some(t) = b.individual {
                                    vote["individual"] = json!(name(t));
                                }
                                vote
                            })
                            .collect();
                    }
                }
                doc
            })
            .collect();
        let mut script = json!({
            "format": "omerta-1923/1",
            "seed": engine.seating.seed,
            "court_families": engine.court_families,
            "deal": "given",
            "families": engine.seating.families.iter().map(|f| json!({"name": f.name, "size": f.size})).collect::<Vec<_>>(),
            "players": players,
            "phases": phases,
        });
        if let Some(allowed) = &self.allowed_second_roles {
            script["allowed_second_roles"] = json!(allowed);
        }
        script
    }

    /// When the open phase opens and closes by the schedule, if the game has one.
    pub fn span(&self) -> Option<Span> {
        let (part, n) = match self.phase? {
            Phase::Night(n) => (Part::Night, n),
            Phase::Day(n) => (Part::Day, n),
        };
        self.schedule.as_ref()?.span(part, n as u32).ok()
    }

    /// A player's submission is taken between the phase's opening and its closing by the
    /// schedule: "If a player attempts to use an ability at the wrong time ... the action
    /// will not take place". The buffers between are the moderators'. The host may enter a
    /// submission at any time (what came in on time by other means).
    fn must_be_open(&self, who: Who, now: i64) -> Result<(), Refusal> {
        let (Who::Player(_), Some(span), Some(schedule)) = (who, self.span(), &self.schedule)
        else {
            return Ok(());
        };
        let phase = self.open_phase()?;
        let local = |at: i64| crate::clock::written(at, Some(&schedule.setup().time_zone));
        if now < span.opens {
            return Err(Refusal::new(
                "not_open",
                format!(
                    "{} opens at {}: submissions are taken from then",
                    capitalized(&phase.to_string()),
                    local(span.opens)
                ),
            ));
        }
        if now >= span.closes {
            return Err(Refusal::new(
                "not_open",
                format!(
                    "{} closed at {}: the moderators are closing it",
                    capitalized(&phase.to_string()),
                    local(span.closes)
                ),
            ));
        }
        Ok(())
    }

    /// The open phase, if any (`None` before the start and after Day 5).
    pub fn phase(&self) -> Option<Phase> {
        self.phase
    }

    /// What this player may submit now, for forms.
    fn can(&self, p: usize) -> Vec<Value> {
        let (Some(engine), Some(phase)) = (&self.engine, self.phase) else {
            return Vec::new();
        };
        let mut can = Vec::new();
        if !self.in_play(p) {
            return can;
        }
        let player = &engine.players[p];
        // Talking is no action: an injured player still writes.
        can.push(json!({"command": "say", "channel": "moderators"}));
        if player.mafia {
            can.push(json!({"command": "say", "channel": "mafia"}));
        }
        if engine.injured(p, phase) {
            return can;
        }
        let when = match phase {
            Phase::Night(_) => When::Night,
            Phase::Day(_) => When::Day,
        };
        let role = player.role;
        let uses_left = role.uses().map(|limit| limit.saturating_sub(player.uses));
        if role.when() == when && uses_left != Some(0) && !self.open.acted.contains(&(p, role)) {
            let form = shape(role);
            let others: Vec<usize> = (0..engine.players.len())
                .filter(|q| *q != p && self.known_in_play(*q))
                .collect();
            let own = player.family;
            let other_family = (own + 1) % engine.seating.families.len().max(1);
            let with_self: Vec<usize> = match form.max_targets {
                0 => Vec::new(),
                1 => vec![p],
                _ => std::iter::once(p).chain(others.first().copied()).collect(),
            };
            let family_for_self = (form.family == Need::Required).then_some(other_family);
            let self_ok = form.max_targets > 0
                && engine
                    .check(p, Some(role), &with_self, family_for_self, phase, when)
                    .is_ok();
            let mut candidates = others;
            if self_ok {
                candidates.push(p);
                candidates.sort_unstable();
            }
            let families: Vec<&str> = engine
                .seating
                .families
                .iter()
                .enumerate()
                .filter(|(f, _)| !(role == Role::Sheriff && *f == own && player.jailed_own_family))
                .map(|(_, f)| f.name.as_str())
                .collect();
            can.push(json!({
                "command": "action",
                "role": role.title(),
                "min_targets": form.min_targets,
                "max_targets": form.max_targets,
                "family": form.family.name(),
                "candidates": slots(&candidates),
                "families": if form.family == Need::No { Vec::new() } else { families },
                "uses_left": uses_left,
            }));
        }
        match phase {
            Phase::Night(_) if player.mafia => {
                let (count, _) = self.kill_count();
                if count > 0 {
                    let candidates: Vec<usize> = (0..engine.players.len())
                        .filter(|q| !engine.players[*q].mafia && self.known_in_play(*q))
                        .collect();
                    can.push(json!({
                        "command": "mafia_kill",
                        "count": count,
                        "candidates": slots(&candidates),
                        "sent": self.open.mafia.as_ref().map(|(by, ts)| json!({"by": by, "targets": ts})),
                    }));
                }
            }
            Phase::Day(_) if !self.open.voted.contains(&p) => {
                let own = player.family;
                let members: Vec<usize> = (0..engine.players.len())
                    .filter(|q| {
                        *q != p && engine.players[*q].family == own && self.known_in_play(*q)
                    })
                    .collect();
                let families: Vec<&str> = engine
                    .seating
                    .families
                    .iter()
                    .enumerate()
                    .filter(|(f, _)| *f != own)
                    .map(|(_, f)| f.name.as_str())
                    .collect();
                can.push(json!({
                    "command": "vote",
                    "families": families,
                    "individuals": slots(&members),
                    "individual_needed": !members.is_empty(),
                }));
            }
            _ => {}
        }
        can
    }

    fn submitted(&self, viewer: Viewer) -> Value {
        let Some(engine) = &self.engine else {
            return Value::Null;
        };
        let sees = |p: usize| match viewer {
            Viewer::Host => true,
            Viewer::Player(s) => s as usize == p,
            Viewer::Spectator => false,
        };
        let family = |f: usize| engine.seating.families[f].name.clone();
        let actions: Vec<Value> = self
            .open
            .actions
            .iter()
            .filter(|a| sees(a.by))
            .map(|a| {
                json!({"by": a.by, "role": a.role.title(), "targets": a.targets, "family": a.family.map(family)})
            })
            .collect();
        let votes: Vec<Value> = self
            .open
            .ballots
            .iter()
            .filter(|(by, _)| sees(*by))
            .map(|(by, b)| json!({"by": by, "family": b.family.map(family), "individual": b.individual}))
            .collect();
        let mafia_reads = match viewer {
            Viewer::Host => true,
            Viewer::Player(s) => engine
                .players
                .get(s as usize)
                .is_some_and(|x| x.mafia && self.in_play(s as usize)),
            Viewer::Spectator => false,
        };
        let mafia = self
            .open
            .mafia
            .as_ref()
            .filter(|_| mafia_reads)
            .map(|(by, ts)| json!({"by": by, "targets": ts}));
        let exiles: Vec<Value> = if viewer == Viewer::Host {
            self.open
                .exiles
                .iter()
                .map(|(p, reason)| json!({"slot": p, "reason": reason}))
                .collect()
        } else {
            Vec::new()
        };
        json!({"actions": actions, "votes": votes, "mafia_kill": mafia, "exiles": exiles})
    }
}

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

fn capitalized(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(c) => c.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

fn kill_count_text(required: usize) -> String {
    // The engine's words (Game::night, M28), so that the Mafia is not told twice.
    format!("Tonight the Mafia must attempt to kill {required} Civilian(s).")
}

/// M28: the kill count, told to the Mafia Members in play when a night opens.
fn kill_count_event(engine: &Game, phase: Phase) -> Option<Emitted<Event1923>> {
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
struct NameIndex {
    names: HashMap<String, usize>,
    longest: usize,
}

impl NameIndex {
    fn new(engine: &Game) -> NameIndex {
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
    fn named(&self, text: &str) -> Vec<Slot> {
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
fn to_event(message: &Message, names: &NameIndex) -> Event1923 {
    let phase = message.phase.to_string();
    let text = message.text.clone();
    match &message.audience {
        Heard::Public => Event1923::Announcement { phase, text },
        Heard::Moderators => Event1923::Log {
            phase,
            about: names.named(&text),
            text,
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
        },
        Heard::Players(ps) => Event1923::Team {
            phase,
            to: slots(ps),
            text,
        },
    }
}

/// Plays the open phase on the engine, as `Script::play` plays a phase of a script: the
/// phase's exiles first (M67), then its submissions; after Day 5, the winners (M83).
fn play(engine: &mut Game, phase: Phase, open: &Open) -> Option<omerta_1923::Outcome> {
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

fn dealt_players(seating: &Seating) -> Vec<DealtPlayer> {
    seating
        .players
        .iter()
        .map(|p| {
            let (role, second_role) = role_title(p.mafia, p.role);
            DealtPlayer {
                name: p.name.clone(),
                level: if p.level == Level::Beginner {
                    "beginner"
                } else {
                    "standard"
                }
                .to_string(),
                family: seating.families[p.family].name.clone(),
                role,
                second_role,
            }
        })
        .collect()
}

/// The seating a `dealt` event records.
fn seating_of(seed: u64, families: &[FamilySetup], players: &[DealtPlayer]) -> Seating {
    Seating {
        seed,
        families: families
            .iter()
            .map(|f| FamilySpec {
                name: f.name.clone(),
                size: f.size,
            })
            .collect(),
        players: players
            .iter()
            .map(|p| {
                let mafia = p.role == MAFIA_MEMBER;
                let role = if mafia {
                    p.second_role.as_deref()
                } else {
                    Some(p.role.as_str())
                };
                Dealt {
                    name: p.name.clone(),
                    level: if p.level == "beginner" {
                        Level::Beginner
                    } else {
                        Level::Standard
                    },
                    family: families
                        .iter()
                        .position(|f| f.name == p.family)
                        .unwrap_or(0),
                    mafia,
                    role: role.and_then(role_named).unwrap_or(Role::Townsperson),
                }
            })
            .collect(),
        spectators: Vec::new(),
    }
}

/// The setup as an `omerta-1923/1` script with no phases, for the engine to check and deal.
fn setup_script(setup: &Setup1923, names: &[String], seed: u64) -> Result<String, Refusal> {
    if !setup.players.is_empty() && setup.players.len() != names.len() {
        return Err(refuse(format!(
            "setup.players has {} entries for {} slots: one per slot, in slot order",
            setup.players.len(),
            names.len()
        )));
    }
    if setup.deal == DealKind::Given && setup.players.is_empty() {
        return Err(refuse(
            "a given deal lists every slot's family and role in setup.players (M11)",
        ));
    }
    if setup.schedule.is_some() && (setup.night_ms.is_some() || setup.day_ms.is_some()) {
        return Err(refuse(
            "a game's phases follow either a schedule or lengths (night_ms, day_ms), not both",
        ));
    }
    for (what, ms) in [("night_ms", setup.night_ms), ("day_ms", setup.day_ms)] {
        if ms.is_some_and(|ms| ms <= 0) {
            return Err(refuse(format!("{what} is a phase's length in ms, above 0")));
        }
    }
    let mut players = Vec::new();
    for (i, name) in names.iter().enumerate() {
        let p = setup.players.get(i).cloned().unwrap_or_default();
        let level = p.level.unwrap_or_else(|| "standard".into());
        if level == "spectator" {
            return Err(refuse(format!(
                "setup.players[{i}]: spectators need no slot; they watch the game as it is"
            )));
        }
        let mut player = json!({"name": name, "level": level});
        for (key, value) in [
            ("family", p.family),
            ("role", p.role),
            ("second_role", p.second_role),
        ] {
            if let Some(v) = value {
                player[key] = json!(v);
            }
        }
        players.push(player);
    }
    let mut script = json!({
        "format": "omerta-1923/1",
        "seed": seed,
        "deal": setup.deal,
        "court_families": setup.court_families,
        "families": setup.families,
        "players": players,
        "roles": setup.roles,
        "mafia_second_roles": setup.mafia_second_roles,
    });
    if let Some(allowed) = &setup.allowed_second_roles {
        script["allowed_second_roles"] = json!(allowed);
    }
    Ok(script.to_string())
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

    fn start(
        setup: Setup1923,
        names: &[String],
        seed: u64,
        now: i64,
    ) -> Result<Vec<Emitted<Event1923>>, Refusal> {
        let text = setup_script(&setup, names, seed)?;
        let schedule = setup
            .schedule
            .as_ref()
            .map(|s| Schedule::new(s, now))
            .transpose()
            .map_err(|why| refuse(format!("the schedule cannot be used: {why}")))?;
        let script = Script::from_json(&text).map_err(|problems| {
            refuse(format!(
                "the setup cannot be dealt: {}",
                problems.join("; ")
            ))
        })?;
        let seating = script.seating;
        let dealt = Event1923::Dealt {
            seed,
            court_families: script.court_families,
            families: setup.families.clone(),
            players: dealt_players(&seating),
            allowed_second_roles: setup.allowed_second_roles.clone(),
            night_ms: setup.night_ms,
            day_ms: setup.day_ms,
            schedule: schedule.map(|s| s.setup().clone()),
            at: now,
        };
        let mut engine = Game::new(seating, script.court_families);
        engine.start();
        let names_index = NameIndex::new(&engine);
        let mut events = vec![emit(dealt)];
        // A random deal's draws and the deal as a given deal, for the moderators (M10).
        for text in script.deal_log {
            events.push(emit(Event1923::Log {
                phase: Phase::Night(1).to_string(),
                about: names_index.named(&text),
                text,
            }));
        }
        // M13: the engine's start messages, the public list and each player's role typed.
        for message in &engine.messages {
            let event = match &message.audience {
                Heard::Public => Event1923::Started {
                    families: (0..engine.seating.families.len())
                        .map(|f| FamilyMembers {
                            name: engine.seating.families[f].name.clone(),
                            members: (0..engine.players.len())
                                .filter(|p| engine.players[*p].family == f)
                                .map(slot)
                                .collect(),
                        })
                        .collect(),
                    court_families: engine.court_families,
                    text: message.text.clone(),
                },
                Heard::Players(ps) if ps.len() == 1 => {
                    let p = ps[0];
                    let x = &engine.players[p];
                    let (role, second_role) = role_title(x.mafia, x.role);
                    Event1923::Role {
                        slot: slot(p),
                        family: engine.seating.families[x.family].name.clone(),
                        role,
                        second_role,
                        text: message.text.clone(),
                    }
                }
                _ => to_event(message, &names_index),
            };
            events.push(emit(event));
        }
        events.extend(kill_count_event(&engine, Phase::Night(1)));
        Ok(events)
    }

    fn empty() -> Game1923 {
        Game1923::default()
    }

    fn apply(&mut self, event: &Event1923) {
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
        match event {
            Event1923::Dealt { players, .. } => (0..players.len())
                .map(|p| Disclosure::role(slot(p)))
                .collect(),
            Event1923::Role { slot, .. } => vec![Disclosure::role(*slot)],
            // Acting with a role tells the role; what it names is the actor's secret.
            Event1923::Action { by, .. } => vec![Disclosure::role(*by), Disclosure::private(*by)],
            Event1923::Vote { by, .. } => vec![Disclosure::private(*by)],
            // The Mafia's decision and kill count tell who the Mafia are (M13: they know).
            Event1923::MafiaKill { by, to, .. } => std::iter::once(*by)
                .chain(to.iter().copied())
                .map(Disclosure::role)
                .collect(),
            Event1923::KillCount { to, .. } | Event1923::Team { to, .. } => {
                to.iter().map(|s| Disclosure::role(*s)).collect()
            }
            Event1923::Exiled { slot, .. } => vec![Disclosure::private(*slot)],
            // Who writes and reads the Mafia's channel is who the Mafia are; what they say
            // is the Mafia's, shared by its readers.
            Event1923::MafiaChat { by, to, .. } => {
                by.iter().chain(to).map(|s| Disclosure::role(*s)).collect()
            }
            // A player may tell the moderators their role and results, and be answered.
            Event1923::ModeratorChat { player, .. } => {
                vec![Disclosure::private(*player), Disclosure::role(*player)]
            }
            Event1923::Private { to, tells_role, .. } => {
                let mut told = vec![Disclosure::private(*to)];
                if *tells_role {
                    told.push(Disclosure::role(*to));
                }
                told
            }
            Event1923::Log { about, .. } => about
                .iter()
                .flat_map(|s| [Disclosure::role(*s), Disclosure::private(*s)])
                .collect(),
            // Naming the winners tells their side (M18, M83): shown to everybody.
            Event1923::Finished { winners, .. } => {
                winners.iter().map(|s| Disclosure::revealed(*s)).collect()
            }
            Event1923::Started { .. }
            | Event1923::PhaseClosed { .. }
            | Event1923::Announcement { .. } => Vec::new(),
        }
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

    fn view(&self, viewer: Viewer) -> Value {
        let Some(engine) = &self.engine else {
            return json!({"phase": null});
        };
        let players: Vec<Value> = engine
            .players
            .iter()
            .enumerate()
            .map(|(p, x)| {
                // Deaths are public (M80); an exile only to the host and the exiled player;
                // roles and other statuses to nobody.
                let exiled = x.exiled || self.open.exiles.iter().any(|(q, _)| *q == p);
                let sees_exile = matches!(viewer, Viewer::Host)
                    || matches!(viewer, Viewer::Player(s) if s as usize == p);
                let status = if exiled && !x.dead && sees_exile {
                    "exiled"
                } else if x.dead {
                    "dead"
                } else {
                    "in_play"
                };
                json!({
                    "slot": p,
                    "name": x.name,
                    "family": engine.seating.families[x.family].name,
                    "status": status,
                })
            })
            .collect();
        let families: Vec<Value> = engine
            .seating
            .families
            .iter()
            .enumerate()
            .map(|(f, spec)| {
                json!({
                    "name": spec.name,
                    "size": spec.size,
                    "members": (0..engine.players.len()).filter(|p| engine.players[*p].family == f).collect::<Vec<_>>(),
                })
            })
            .collect();
        let messages: Vec<Value> = self
            .messages
            .iter()
            .filter(|e| audience_of(e).admits(viewer))
            .map(|e| {
                json!({
                    "kind": Self::kind(e),
                    "to": audience_of(e),
                    "event": e,
                })
            })
            .collect();
        let you = match viewer {
            Viewer::Player(s) => engine.players.get(s as usize).map(|x| {
                let p = s as usize;
                let (role, second_role) = role_title(x.mafia, x.role);
                let mafia: Vec<usize> = if x.mafia {
                    (0..engine.players.len())
                        .filter(|q| engine.players[*q].mafia)
                        .collect()
                } else {
                    Vec::new()
                };
                json!({
                    "slot": p,
                    "family": engine.seating.families[x.family].name,
                    "role": role,
                    "second_role": second_role,
                    "mafia": x.mafia,
                    "mafia_members": mafia,
                    "in_play": self.in_play(p),
                    "injured": self.phase.is_some_and(|ph| engine.injured(p, ph)),
                    "strikes": x.improper_votes,
                    "uses": x.uses,
                    "self_uses": x.self_uses,
                })
            }),
            _ => None,
        };
        let can: Vec<Value> = match viewer {
            Viewer::Player(s) if (s as usize) < engine.players.len() => self.can(s as usize),
            Viewer::Host if self.phase.is_some() => vec![
                json!({"command": "advance"}),
                json!({"command": "exile", "candidates": (0..engine.players.len()).filter(|p| self.in_play(*p)).collect::<Vec<_>>()}),
                json!({"command": "action", "by": "any player, as the player could"}),
                json!({"command": "vote", "by": "any player, as the player could"}),
                json!({"command": "mafia_kill", "by": "any Mafia Member, as they could"}),
                json!({"command": "say", "channel": "mafia"}),
                json!({"command": "say", "channel": "moderators", "with": "any player"}),
            ],
            _ => Vec::new(),
        };
        let result = self.result.as_ref().map(|(mafia_wins, families, winners)| {
            json!({"mafia_wins": mafia_wins, "families": families, "winners": winners})
        });
        let mut view = json!({
            "phase": self.phase.map(|p| p.to_string()),
            "opened_at": self.opened_at,
            "deadline": self.deadline(),
            "opens_at": self.span().map(|s| s.opens),
            "schedule": self.schedule.as_ref().map(|s| {
                let local = |at: Option<i64>| at.and_then(|at| s.local(at));
                json!({
                    "setup": s.setup(),
                    "opens_local": local(self.span().map(|x| x.opens)),
                    "deadline_local": local(self.deadline()),
                })
            }),
            "court_families": engine.court_families,
            "families": families,
            "players": players,
            "you": you,
            "can": can,
            "submitted": self.submitted(viewer),
            "messages": messages,
            "chat": self.chat(viewer),
            "finished": self.result.is_some(),
            "result": result,
        });
        if viewer == Viewer::Host {
            view["deal"] = json!(dealt_players(&engine.seating));
            view["roster"] = engine
                .players
                .iter()
                .enumerate()
                .map(|(p, x)| {
                    let (role, second_role) = role_title(x.mafia, x.role);
                    json!({
                        "name": x.name,
                        "role": role,
                        "second_role": second_role,
                        "dead": x.dead,
                        "exiled": x.exiled,
                        "poisoned": x.poisoned.is_some(),
                        "injured": self.phase.is_some_and(|ph| engine.injured(p, ph)),
                        "strikes": x.improper_votes,
                        "uses": x.uses,
                    })
                })
                .collect();
        }
        view
    }

    fn announcement(event: &Event1923) -> Option<String> {
        match event {
            Event1923::Started { text, .. }
            | Event1923::Announcement { text, .. }
            | Event1923::Finished { text, .. } => Some(text.clone()),
            Event1923::PhaseClosed { phase, next, .. } => Some(match next {
                Some(next) => format!("{} is over; {next} begins.", capitalized(phase)),
                None => format!("{} is over: the game is over.", capitalized(phase)),
            }),
            _ => None,
        }
    }

    /// Everything, but the seed: "Any communication between players and the Moderators
    /// will not be revealed by the Moderators to anyone, whether they are playing or not."
    /// A player keeps their own questions and answers; nobody reads another's.
    fn revealed(&self, reader: Viewer) -> Value {
        let mut view = self.view(Viewer::Host);
        let own = |entry: &Value| match reader {
            Viewer::Player(slot) => entry["player"] == json!(slot),
            Viewer::Host => true,
            Viewer::Spectator => false,
        };
        if let Some(list) = view["chat"]["moderators"].as_array_mut() {
            list.retain(own);
        }
        view
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
        match event {
            Event1923::Role { text, .. }
            | Event1923::Private { text, .. }
            | Event1923::Team { text, .. } => Some(text.clone()),
            Event1923::ModeratorChat {
                from_host: true,
                text,
                ..
            } => Some(format!("The moderators wrote to you: {text}")),
            other => Self::announcement(other),
        }
    }

    fn waiting(&self, viewer: Viewer) -> Vec<&'static str> {
        let Some(engine) = &self.engine else {
            return Vec::new();
        };
        match viewer {
            // A game without timers waits for its host to close each phase.
            Viewer::Host if self.phase.is_some() && self.deadline().is_none() => {
                vec!["close_phase"]
            }
            Viewer::Player(s) if (s as usize) < engine.players.len() => self
                .can(s as usize)
                .iter()
                .filter_map(|can| match can["command"].as_str() {
                    Some("action") => Some("action"),
                    Some("vote") => Some("vote"),
                    // One decision stands for the Mafia: once sent, nobody is waited for.
                    Some("mafia_kill") if can["sent"].is_null() => Some("mafia_kill"),
                    _ => None,
                })
                .collect(),
            _ => Vec::new(),
        }
    }

    fn alive(&self, s: Slot) -> bool {
        self.engine
            .as_ref()
            .and_then(|engine| engine.players.get(s as usize))
            .is_none_or(|p| !p.dead)
    }

    /// Issue 27: the play is the game as the reopened phase began (`start`), but the
    /// readers' record keeps every message of the phases before it (the night's deaths,
    /// results and the Mafia's messages, written when it closed, after the phase's mark),
    /// every message of the private channels, and the host's exiles since, which are the
    /// moderators' rulings on a person and not the phase's play (M67): an exiled player
    /// stays out of play.
    fn reopened(&self, start: &Game1923) -> Game1923 {
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

    fn rewind(&self, start: &Game1923, viewer: Viewer) -> crate::Rewind {
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

    /// "All times are in Israel time": a game on the seed's clock tells its times in the
    /// schedule's zone.
    fn time_zone(&self) -> Option<String> {
        self.schedule.as_ref().map(|s| s.setup().time_zone.clone())
    }

    /// D9: the newcomer keeps the slot's role and everything it received; they are told
    /// their role and family at once, to them alone (and by mail), as the slot's player
    /// was at the start (M13).
    fn replace(&self, s: Slot, name: &str, _now: i64) -> Vec<Emitted<Event1923>> {
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
            tells_role: true,
        })]
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
