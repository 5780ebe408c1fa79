//! Forum Mafia, hosted live: a native game thread (posts, bold votes, edits kept as
//! revisions), the host's phases, night actions resolved by `omerta-night`, modkills and
//! replacements (`RULESET = "forum"`).
//!
//! The rules are `omerta-forum`'s, never re-implemented here: the state keeps an
//! [`omerta_forum::Thread`] up to date event by event (a post is one push), and every
//! question of the rules is asked of the forum crate on that thread: the tally and the
//! lynch ([`omerta_forum::tally`]), the templates ([`omerta_forum::Report`]), the
//! host's flags ([`omerta_forum::check`]), the night's document and its resolution
//! ([`omerta_forum::resolve_night`]) and the 50 % rule ([`omerta_forum::Tally::called`]).
//!
//! Time. The forum crate places posts in phases by their time. A live game's phases end
//! when the host (or the timer) says so, and several things can happen in one
//! millisecond, so the thread kept here runs on a *logical clock*: every post, edit,
//! phase start and modkill is one tick later than the thing before it, each phase runs
//! from the tick it started at to the tick the next one starts at, and the milliseconds
//! are kept beside it for people. A lynch or a night kill is recorded at the next phase's
//! start, as `docs/forum/thread.md` asks ("Record a lynch at the end of its day (the
//! night's start) and a night kill at the end of its night (the next day's start)").
//! See `docs/live/forum.md` for the decisions taken.
//!
//! Where things are. This module holds the state ([`ForumGame`]) and its [`Live`]
//! implementation, which hands each question to the file of its concern: `setup` (the
//! host's setup, the deal and the thread's opening), `commands` (what a post, an edit or
//! the end of a phase emits), `night` (night actions and their resolution), `moderation`
//! (the host's modkills, rulings and replacements), `fold` (events folded into the
//! state), `events` (what the game records, and its sentences for people) and `view`
//! (what each reader sees, and what each event discloses).

mod channels;
mod check;
mod commands;
mod events;
mod fold;
mod moderation;
mod night;
pub mod pms;
pub mod refusals;
mod setup;
pub mod setup_file;
mod view;

pub use channels::{ChannelKind, ChannelMember, ChannelView, MessageView, DEAD};
pub use check::{
    check as check_setup, describe, describe_words, pointer, Problem, MAX_ALIASES, MAX_ROLES,
    MIN_PLAYERS,
};
pub use commands::{ForumCommand, MAX_BODY};
pub use events::{Death, Flip, ForumEvent, Member, ModkillCode, PhaseName};
pub use pms::{PmData, PmKind, Templates, MAX_TEMPLATE};
pub use setup::{
    default_abilities, recorded_setup, Deal, Dealt, GameSetup, Listed, NightMethod, Reveal,
    RoleList, RoleSpec, Setup, StartsWith,
};
pub use view::{
    ActionView, Activity, Explanation, Finished, FlagView, FlipView, ForumView, NoteView, Partner,
    PhaseView, PlayerView, PmView, PostView, ResultView, Revision, RoleView, RulingView, TallyView,
    ThreadView, Unopened, VoteMarkKind, VoteView, WagonView, You,
};

use crate::{Audience, Disclosure, Emitted, Limits, Live, Refusal, Role, Slot, Viewer, Weight};
use omerta_forum::votes::normal_name;
use omerta_forum::Thread;

const HOUR_MS: i64 = 3_600_000;

/// A post's live facts beside the forum crate's [`Post`](omerta_forum::Post).
#[derive(Clone, Debug)]
struct PostMeta {
    slot: Option<Slot>,
    at: i64,
    /// When each edit was made (ms), in order.
    edits_at: Vec<i64>,
}

#[derive(Clone, Debug)]
struct Submitted {
    slot: Slot,
    night: u32,
    ability: String,
    targets: Vec<Slot>,
    at: i64,
    /// Who reads it (the actor, or the faction's living members for a factional kill).
    readers: Vec<Slot>,
}

#[derive(Clone, Debug)]
struct NightResult {
    slot: Slot,
    night: u32,
    ability: String,
    target: String,
    result: String,
    names: Vec<String>,
}

/// A PM sent to a slot: its role PM (`night` none) or a night's results PM.
#[derive(Clone, Debug)]
struct SentPm {
    slot: Slot,
    night: Option<u32>,
    text: String,
    data: Option<PmData>,
}

#[derive(Clone, Copy, Debug)]
struct Current {
    kind: PhaseName,
    number: u32,
    at: i64,
    deadline: i64,
    /// The index in the thread's posts of the phase's first post (the host's opening).
    first_post: usize,
}

/// A forum game: the thread on the logical clock, the deal, and the night's actions.
#[derive(Clone, Debug)]
pub struct ForumGame {
    thread: Thread,
    game: GameSetup,
    night_method: NightMethod,
    opened_at: i64,
    dealt: Vec<Dealt>,
    alive: Vec<bool>,
    /// A flip shown to everybody: set at death (as `reveal` allows) and at the end.
    flips: Vec<Option<FlipView>>,
    /// What a death shows (D13).
    reveal: Reveal,
    /// An open setup's role list (D14); none: closed.
    role_list: Option<Vec<Listed>>,
    /// The slots whose roles each slot knows by the rules (its teams).
    known: Vec<Vec<Slot>>,
    meta: Vec<PostMeta>,
    current: Option<Current>,
    tonight: Vec<Submitted>,
    submitted: Vec<Submitted>,
    results: Vec<NightResult>,
    /// The PMs sent, in order (D35, D36).
    pms: Vec<SentPm>,
    /// How each night was resolved, for the host: (night, the resolver's explanation).
    /// With the outcome as data, when the event carried it.
    explanations: Vec<(u32, String, Option<Box<omerta_night::Outcome>>)>,
    over: Option<(String, String)>,
    clock: i64,
    /// The teams with a channel (D15): every faction but the town dealt two members or
    /// more, and a faction a recruit joins.
    team_channels: Vec<String>,
    /// Every message said in a channel, with its readers.
    said: Vec<channels::Said>,
}

fn is_town(faction: &str) -> bool {
    faction.trim().eq_ignore_ascii_case("town")
}

fn team_key(faction: &str) -> String {
    faction.trim().to_lowercase()
}

fn public(event: ForumEvent) -> Emitted<ForumEvent> {
    Emitted {
        event,
        audience: Audience::Public,
    }
}

fn to(audience: Audience, event: ForumEvent) -> Emitted<ForumEvent> {
    Emitted { event, audience }
}

fn identity(faction: &str, role: Option<&str>) -> String {
    match role.map(str::trim).filter(|r| !r.is_empty()) {
        Some(role) => format!("{} {role}", faction.trim()),
        None => faction.trim().to_string(),
    }
}

fn capitalized(word: &str) -> String {
    let mut chars = word.chars();
    chars.next().map_or_else(String::new, |c| {
        c.to_uppercase().chain(chars).collect::<String>()
    })
}

impl ForumGame {
    fn slots(&self) -> usize {
        self.thread.slots.len()
    }

    /// The slot's current player.
    pub fn name(&self, slot: Slot) -> &str {
        self.thread
            .slots
            .get(slot as usize)
            .map_or("", |s| s.name())
    }

    pub fn is_alive(&self, slot: Slot) -> bool {
        self.alive.get(slot as usize).copied().unwrap_or(false)
    }

    fn living(&self) -> Vec<Slot> {
        (0..self.slots() as Slot)
            .filter(|s| self.is_alive(*s))
            .collect()
    }

    fn faction(&self, slot: Slot) -> &str {
        self.dealt
            .get(slot as usize)
            .map_or("", |d| d.faction.as_str())
    }

    fn check_slot(&self, slot: Slot) -> Result<(), Refusal> {
        if (slot as usize) < self.slots() {
            Ok(())
        } else {
            Err(crate::refusals::no_slot(slot))
        }
    }

    /// The living members of a faction.
    fn team(&self, faction: &str) -> Vec<Slot> {
        let key = team_key(faction);
        self.living()
            .into_iter()
            .filter(|s| team_key(self.faction(*s)) == key)
            .collect()
    }

    fn member(&self, slot: Slot) -> Member {
        Member {
            slot,
            name: self.name(slot).to_string(),
            role: self.dealt.get(slot as usize).and_then(|d| d.role.clone()),
        }
    }

    fn phase_label(&self) -> String {
        self.current.map_or_else(String::new, |c| {
            format!("{} {}", c.kind.word().to_lowercase(), c.number)
        })
    }

    /// The slot a name given in a command names: any of its names or aliases, as votes
    /// compare them (rule 6: never guessed).
    fn slot_named(&self, name: &str) -> Option<Slot> {
        let wanted = normal_name(name);
        if wanted.is_empty() {
            return None;
        }
        let hits: Vec<Slot> = (0..self.slots() as Slot)
            .filter(|s| {
                let slot = &self.thread.slots[*s as usize];
                slot.names
                    .iter()
                    .chain(&slot.aliases)
                    .any(|n| normal_name(n) == wanted)
            })
            .collect();
        match hits.as_slice() {
            [one] => Some(*one),
            _ => None,
        }
    }

    fn deadline_ms(&self) -> Option<i64> {
        if self.over.is_some() {
            return None;
        }
        self.current.map(|c| c.deadline)
    }
}

impl Live for ForumGame {
    const RULESET: &'static str = "forum";
    const KINDS: &'static [&'static str] = &[
        "opened",
        "dealt",
        "role",
        "team",
        "phase_started",
        "posted",
        "edited",
        "action_submitted",
        "result",
        "no_lynch",
        "results_pm",
        "died",
        "recruited",
        "replaced",
        "game_over",
        "ruled",
        "night_explained",
        "said",
    ];

    type Setup = Setup;
    type Command = ForumCommand;
    type Event = ForumEvent;
    type View = ForumView;
    type Presented = ForumEvent;

    fn start(
        setup: Setup,
        names: &[String],
        seed: u64,
        now: i64,
    ) -> Result<Vec<Emitted<ForumEvent>>, Refusal> {
        ForumGame::open_thread(setup, names, seed, now)
    }

    fn empty() -> ForumGame {
        ForumGame {
            thread: Thread {
                config: GameSetup::default().config(),
                votes: Default::default(),
                lynch: Default::default(),
                host: None,
                slots: Vec::new(),
                phases: Vec::new(),
                posts: Vec::new(),
                events: Vec::new(),
                nights: Vec::new(),
                rulings: Vec::new(),
            },
            game: GameSetup::default(),
            night_method: NightMethod::Rar,
            opened_at: 0,
            dealt: Vec::new(),
            alive: Vec::new(),
            flips: Vec::new(),
            reveal: Reveal::Role,
            role_list: None,
            known: Vec::new(),
            meta: Vec::new(),
            current: None,
            tonight: Vec::new(),
            submitted: Vec::new(),
            results: Vec::new(),
            pms: Vec::new(),
            explanations: Vec::new(),
            over: None,
            clock: 0,
            team_channels: Vec::new(),
            said: Vec::new(),
        }
    }

    fn apply(&mut self, event: &ForumEvent) {
        self.fold(event)
    }

    fn handle(
        &self,
        role: Role,
        command: ForumCommand,
        now: i64,
    ) -> Result<Vec<Emitted<ForumEvent>>, Refusal> {
        self.handle_within(role, command, now, &Limits::default())
    }

    fn handle_within(
        &self,
        role: Role,
        command: ForumCommand,
        now: i64,
        limits: &Limits,
    ) -> Result<Vec<Emitted<ForumEvent>>, Refusal> {
        if self.over.is_some() {
            return Err(crate::refusals::game_over());
        }
        match command {
            ForumCommand::Post { body } => self.post(role, body, now),
            ForumCommand::Edit { post, body } => self.edit(role, post, body, now),
            ForumCommand::Advance {} => self.advance(role, now, limits),
            ForumCommand::NightAction { ability, targets } => {
                self.night_action(role, ability, targets, now)
            }
            ForumCommand::Modkill { slot, reason } => self.modkill(role, slot, reason, None, now),
            ForumCommand::ModkillInactive { slot } => {
                self.modkill(role, slot, None, Some(ModkillCode::Inactivity), now)
            }
            ForumCommand::Rule {
                post,
                vote,
                count_as,
                rule,
                dismiss,
                reason,
            } => self.rule(role, post, vote, count_as, rule, dismiss, reason, now),
            ForumCommand::Say { channel, body } => self.say(role, channel, body, now),
        }
    }

    fn weigh(command: &ForumCommand) -> Weight {
        match command {
            // The end of a night is resolved by RAR, whose search can be long.
            ForumCommand::Advance {} => Weight {
                heavy: true,
                text: None,
            },
            // A channel's message is limited as a post is (D18).
            ForumCommand::Post { body }
            | ForumCommand::Edit { body, .. }
            | ForumCommand::Say { body, .. } => Weight {
                heavy: false,
                text: Some(body.chars().count()),
            },
            _ => Weight::default(),
        }
    }

    fn kind(event: &ForumEvent) -> &'static str {
        match event {
            ForumEvent::Opened { .. } => "opened",
            ForumEvent::Dealt { .. } => "dealt",
            ForumEvent::Role { .. } => "role",
            ForumEvent::Team { .. } => "team",
            ForumEvent::PhaseStarted { .. } => "phase_started",
            ForumEvent::Posted { .. } => "posted",
            ForumEvent::Edited { .. } => "edited",
            ForumEvent::ActionSubmitted { .. } => "action_submitted",
            ForumEvent::Result { .. } => "result",
            ForumEvent::NoLynch { .. } => "no_lynch",
            ForumEvent::ResultsPm { .. } => "results_pm",
            ForumEvent::Died { .. } => "died",
            ForumEvent::Recruited { .. } => "recruited",
            ForumEvent::Replaced { .. } => "replaced",
            ForumEvent::GameOver { .. } => "game_over",
            ForumEvent::Ruled { .. } => "ruled",
            ForumEvent::NightExplained { .. } => "night_explained",
            ForumEvent::Said { .. } => "said",
        }
    }

    fn discloses(event: &ForumEvent) -> Vec<Disclosure> {
        ForumGame::disclosures_of(event)
    }

    fn finished(&self) -> bool {
        self.over.is_some()
    }

    fn deadline(&self) -> Option<i64> {
        self.deadline_ms()
    }

    fn timeout(&self) -> Option<ForumCommand> {
        self.deadline_ms().map(|_| ForumCommand::Advance {})
    }

    fn waiting(&self, viewer: Viewer) -> Vec<&'static str> {
        self.waiting_for(viewer)
    }

    fn view_typed(&self, viewer: Viewer) -> ForumView {
        self.view_for(viewer)
    }

    fn presented(event: &ForumEvent, _viewer: Viewer) -> ForumEvent {
        event.clone()
    }

    fn announcement(event: &ForumEvent) -> Option<String> {
        ForumGame::announcement_of(event)
    }

    fn phase_mark(event: &ForumEvent) -> Option<String> {
        match event {
            ForumEvent::PhaseStarted { kind, number, .. } => {
                Some(format!("{} {number}", kind.word()))
            }
            _ => None,
        }
    }

    fn notice(event: &ForumEvent) -> Option<String> {
        ForumGame::notice_of(event)
    }

    /// The slot's teams, and those who share a named channel with it (D16).
    fn partners(&self, slot: Slot) -> Vec<Slot> {
        let mut partners = self.known.get(slot as usize).cloned().unwrap_or_default();
        partners.extend(self.channel_partners(slot));
        partners.sort_unstable();
        partners.dedup();
        partners
    }

    /// What was said in the channels stays when a phase is reopened (D19).
    fn reopened(&self, start: &ForumGame) -> ForumGame {
        self.keep_messages(start)
    }

    fn alive(&self, slot: Slot) -> bool {
        (slot as usize) >= self.slots() || self.is_alive(slot)
    }

    fn seat_name(name: &str) -> Result<(), Refusal> {
        setup::votable(name)
    }

    fn spoke(event: &ForumEvent) -> Option<Slot> {
        match event {
            ForumEvent::Posted { slot, .. } => *slot,
            _ => None,
        }
    }

    fn replace(&self, slot: Slot, name: &str, _now: i64) -> Vec<Emitted<ForumEvent>> {
        self.replacement(slot, name)
    }
}
