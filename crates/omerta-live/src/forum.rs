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

use crate::{Audience, Disclosure, Emitted, Limits, Live, Refusal, Role, Slot, Viewer, Weight};
use omerta_forum::thread::{Decision, Edit, Ruling};
use omerta_forum::votes::normal_name;
use omerta_forum::{
    check_with_clock, night_document, resolve_night_within, tally, vote_marks, Author, DeathKind,
    GameConfig, HostEvent, Markup, Normality, Phase, PhaseKind, Post, Report, Start, Thread,
    VoteKind,
};
use omerta_night::{Ability, Info};
use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha20Rng;
use serde::{Deserialize, Serialize};
use serde_json::{json, Map, Value};
use std::collections::BTreeMap;

/// The longest post or edit body, in characters.
pub const MAX_BODY: usize = 20_000;
/// The longest modkill reason, faction or role name, in characters.
const MAX_REASON: usize = 500;
const MAX_LABEL: usize = 60;
/// The longest phase, in hours (a year).
const MAX_HOURS: u32 = 8_760;
/// The end of the phase still running, on the logical clock.
const OPEN_END: i64 = i64::MAX / 4;
const HOUR_MS: i64 = 3_600_000;

// ---------------------------------------------------------------------------------------
// Setup

/// The thread document's `game` object (`docs/forum/thread.md`), with its defaults.
/// `omerta_forum::GameConfig` has no serde form, so it is mirrored here and converted.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GameSetup {
    /// "This game is: 1. Normal … 6. A Gorny Game."
    #[serde(default = "one")]
    pub normality: i64,
    /// Rule 12: "The Day lasts ___ hours".
    #[serde(default = "forty_eight")]
    pub day_hours: u32,
    /// Rule 12: "and night lasts ___ hours."
    #[serde(default = "twenty_four")]
    pub night_hours: u32,
    /// Rule 12: "This game will start with a ___ (Day Phase or Night Phase)."
    #[serde(default)]
    pub starts_with: StartsWith,
    /// Rule 13: "at least ___ actual contributive posts per day phase"; 0: no minimum.
    #[serde(default)]
    pub min_posts_per_day: u32,
    /// Rule 7: whether a lock applies.
    #[serde(default = "yes")]
    pub lock: bool,
    /// Rule 8: whether the 50 % rule calls the game.
    #[serde(default = "yes")]
    pub fifty_percent_rule: bool,
}

fn one() -> i64 {
    1
}
fn forty_eight() -> u32 {
    48
}
fn twenty_four() -> u32 {
    24
}
fn yes() -> bool {
    true
}

impl Default for GameSetup {
    fn default() -> GameSetup {
        GameSetup {
            normality: 1,
            day_hours: 48,
            night_hours: 24,
            starts_with: StartsWith::Day,
            min_posts_per_day: 0,
            lock: true,
            fifty_percent_rule: true,
        }
    }
}

impl GameSetup {
    fn config(&self) -> GameConfig {
        GameConfig {
            normality: Normality::new(self.normality)
                .unwrap_or_else(|| Normality::new(1).expect("1 is a level")),
            day_hours: self.day_hours,
            night_hours: self.night_hours,
            starts_with: match self.starts_with {
                StartsWith::Day => Start::Day,
                StartsWith::Night => Start::Night,
            },
            min_posts_per_day: self.min_posts_per_day,
            lock: self.lock,
            fifty_percent_rule: self.fifty_percent_rule,
        }
    }

    fn hours(&self, kind: PhaseName) -> u32 {
        match kind {
            PhaseName::Day => self.day_hours,
            PhaseName::Night => self.night_hours,
        }
    }
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum StartsWith {
    #[default]
    Day,
    Night,
}

/// How the roles reach the slots.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Deal {
    /// `roles[i]` is slot `i`'s.
    #[default]
    Given,
    /// The roles are shuffled with the start's seed (ChaCha20) and the first ones dealt.
    Random,
}

/// The night resolution method, as in `omerta-night/1`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum NightMethod {
    #[default]
    Rar,
    Ordered,
}

impl NightMethod {
    fn name(self) -> &'static str {
        match self {
            NightMethod::Rar => "rar",
            NightMethod::Ordered => "ordered",
        }
    }
}

/// One slot's role: the thread document's `faction` and `role`, the night abilities
/// (default: from the role's name, see [`default_abilities`]) and the night attributes
/// only the host knows (`sanity`, `appears`, `self_target`, `passives`, as in
/// `omerta-night/1`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RoleSpec {
    pub faction: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub role: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub abilities: Option<Vec<String>>,
    #[serde(default, skip_serializing_if = "Map::is_empty")]
    pub night: Map<String, Value>,
}

/// What the host gives at the start.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Setup {
    #[serde(default)]
    pub game: GameSetup,
    #[serde(default)]
    pub deal: Deal,
    /// One per slot (`given`), or at least one per slot to draw from (`random`).
    pub roles: Vec<RoleSpec>,
    /// Rule 6 aliases the host declares, by player name: `{"Bad Ash": ["BA"]}`.
    #[serde(default)]
    pub aliases: BTreeMap<String, Vec<String>>,
    #[serde(default)]
    pub night_method: NightMethod,
}

/// A slot's role as dealt: what the state holds (the host's `dealt` event).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Dealt {
    pub faction: String,
    #[serde(default)]
    pub role: Option<String>,
    pub abilities: Vec<String>,
    #[serde(default)]
    pub night: Map<String, Value>,
}

/// The abilities a role's name gives by default: its power, and the mafia's factional
/// kill to every member of the faction `mafia`.
pub fn default_abilities(faction: &str, role: Option<&str>) -> Vec<String> {
    let role = role.map(normal_name).unwrap_or_default();
    let power = match role.as_str() {
        "cop" | "sheriff" | "detective" | "investigator" => Some(Ability::Investigate),
        "doctor" | "doc" | "medic" => Some(Ability::Protect),
        "vigilante" | "vig" => Some(Ability::Kill),
        "roleblocker" | "role blocker" | "blocker" | "escort" => Some(Ability::Block),
        "jailkeeper" | "jailer" => Some(Ability::Jail),
        "tracker" => Some(Ability::Track),
        "watcher" => Some(Ability::Watch),
        "bus driver" | "busdriver" => Some(Ability::Swap),
        "redirector" => Some(Ability::Redirect),
        "cult leader" | "recruiter" => Some(Ability::Recruit),
        _ => None,
    };
    let mut abilities: Vec<String> = power.map(|a| a.name().to_string()).into_iter().collect();
    if faction.trim().eq_ignore_ascii_case("mafia") {
        abilities.push(Ability::FactionalKill.name().to_string());
    }
    abilities
}

// ---------------------------------------------------------------------------------------
// Commands and events

/// What actors send while the game runs.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
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
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PhaseName {
    Day,
    Night,
}

impl PhaseName {
    fn kind(self) -> PhaseKind {
        match self {
            PhaseName::Day => PhaseKind::Day,
            PhaseName::Night => PhaseKind::Night,
        }
    }

    fn word(self) -> &'static str {
        match self {
            PhaseName::Day => "Day",
            PhaseName::Night => "Night",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Death {
    Lynch,
    Night,
    Modkill,
}

impl Death {
    fn kind(self) -> DeathKind {
        match self {
            Death::Lynch => DeathKind::Lynch,
            Death::Night => DeathKind::Night,
            Death::Modkill => DeathKind::Modkill,
        }
    }
}

/// A member of a team, as the team's members are told.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Member {
    pub slot: Slot,
    pub name: String,
    pub role: Option<String>,
}

/// A role shown at the end of the game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Flip {
    pub slot: Slot,
    pub name: String,
    pub faction: String,
    pub role: Option<String>,
}

/// What the game records.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ForumEvent {
    /// Public: the thread opens with these players and rules.
    Opened {
        names: Vec<String>,
        aliases: Vec<Vec<String>>,
        game: GameSetup,
        night_method: NightMethod,
        at: i64,
    },
    /// Host: the whole deal, night attributes included.
    Dealt { slots: Vec<Dealt> },
    /// The slot's role PM (to the slot).
    Role {
        slot: Slot,
        name: String,
        faction: String,
        role: Option<String>,
        abilities: Vec<String>,
    },
    /// A team's members, to the team.
    Team {
        faction: String,
        members: Vec<Member>,
    },
    /// Public: a phase begins; `text` is the host's post opening it.
    PhaseStarted {
        kind: PhaseName,
        number: u32,
        at: i64,
        deadline: i64,
        text: String,
    },
    /// Public: a post (`slot` none: the host's).
    Posted {
        post: u64,
        slot: Option<Slot>,
        name: String,
        body: String,
        at: i64,
    },
    /// Public: a new revision of a post.
    Edited { post: u64, body: String, at: i64 },
    /// A night action, to its actor (a factional kill: to the faction's living members).
    ActionSubmitted {
        slot: Slot,
        night: u32,
        ability: String,
        targets: Vec<Slot>,
        at: i64,
    },
    /// A night action's result, to its actor.
    Result {
        slot: Slot,
        night: u32,
        ability: String,
        target: String,
        result: String,
        names: Vec<String>,
    },
    /// Public: a day ended with nobody at majority.
    NoLynch { day: u32 },
    /// Public: a death, with the flip.
    Died {
        slot: Slot,
        name: String,
        death: Death,
        phase: String,
        faction: String,
        role: Option<String>,
        reason: Option<String>,
        at: i64,
    },
    /// The recruited player and their new team: the slot joins the faction.
    Recruited {
        slot: Slot,
        faction: String,
        members: Vec<Member>,
    },
    /// Public: the host replaced the slot's player; the slot keeps its role.
    Replaced { slot: Slot, name: String },
    /// The host's ruling on a flag: public when it decides a vote (the tally changes),
    /// to the host when it dismisses a report's flag.
    Ruled {
        post: u64,
        vote: Option<String>,
        count_as: Option<Slot>,
        rule: Option<u8>,
        reason: String,
        at: i64,
    },
    /// Host: how the night was resolved, as the resolver explains it (RAR's reason trees,
    /// or the ordered method's steps).
    NightExplained { night: u32, text: String },
    /// Public: the game is over; every role is shown.
    GameOver {
        winner: String,
        reason: String,
        roles: Vec<Flip>,
        at: i64,
        /// What the phase's end told the thread (the lynch, the night's deaths), which
        /// the game-over post carries since no next phase opens with it.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        news: Vec<String>,
    },
}

// ---------------------------------------------------------------------------------------
// State

/// A post's live facts beside the forum crate's [`Post`].
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
    /// A flip shown to everybody: set at death and at the end of the game.
    flips: Vec<Option<(String, Option<String>)>>,
    /// The slots whose roles each slot knows by the rules (its teams).
    known: Vec<Vec<Slot>>,
    meta: Vec<PostMeta>,
    current: Option<Current>,
    tonight: Vec<Submitted>,
    submitted: Vec<Submitted>,
    results: Vec<NightResult>,
    /// How each night was resolved, for the host: (night, the resolver's explanation).
    explanations: Vec<(u32, String)>,
    over: Option<(String, String)>,
    clock: i64,
}

/// The longest night explanation kept, in bytes: a night of a thousand players explains
/// every death it considered; past this the host is told where it stops.
const MAX_EXPLANATION: usize = 256 * 1024;

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

fn check_body(body: &str) -> Result<(), Refusal> {
    if body.trim().is_empty() {
        return Err(Refusal::invalid("a post needs a body"));
    }
    if body.chars().count() > MAX_BODY {
        return Err(Refusal::invalid(format!(
            "a post is at most {MAX_BODY} characters"
        )));
    }
    Ok(())
}

fn label(what: &str, text: &str) -> Result<String, Refusal> {
    let text = text.trim();
    if text.is_empty() || text.chars().count() > MAX_LABEL || text.chars().any(char::is_control) {
        return Err(Refusal::invalid(format!(
            "{what} is 1 to {MAX_LABEL} characters, no control characters"
        )));
    }
    Ok(text.to_string())
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
            Err(Refusal::invalid(format!("there is no slot {slot}")))
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

    /// A thread with the game's slots, phases and deaths, and the posts given.
    fn thread_with(&self, posts: Vec<Post>) -> Thread {
        Thread {
            config: self.thread.config,
            votes: self.thread.votes.clone(),
            lynch: self.thread.lynch,
            host: None,
            slots: self.thread.slots.clone(),
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
    fn verdict(&self) -> Option<(String, String)> {
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

    /// The night's `omerta-night/1` document from these actions (those by or on a slot
    /// dead now left out), as the forum crate builds it.
    fn night_thread(&self, actions: &[Submitted]) -> Thread {
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
    fn readers(&self, slot: Slot, ability: &str) -> Vec<Slot> {
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
    fn with_submission(&self, slot: Slot, ability: &str, targets: &[Slot]) -> Vec<Submitted> {
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

    fn role_events(&self, slot: Slot) -> Vec<Emitted<ForumEvent>> {
        let Some(dealt) = self.dealt.get(slot as usize) else {
            return Vec::new();
        };
        let mut events = vec![to(
            Audience::slot(slot),
            ForumEvent::Role {
                slot,
                name: self.name(slot).to_string(),
                faction: dealt.faction.clone(),
                role: dealt.role.clone(),
                abilities: dealt.abilities.clone(),
            },
        )];
        let known = &self.known[slot as usize];
        if !known.is_empty() {
            let mut members: Vec<Member> = known.iter().map(|s| self.member(*s)).collect();
            members.push(self.member(slot));
            members.sort_by_key(|m| m.slot);
            events.push(to(
                Audience::slot(slot),
                ForumEvent::Team {
                    faction: dealt.faction.clone(),
                    members,
                },
            ));
        }
        events
    }

    /// The events after `events` are applied: the game's end, or the next phase.
    fn close(
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

    fn died(&self, slot: Slot, death: Death, reason: Option<String>, at: i64) -> ForumEvent {
        let dealt = &self.dealt[slot as usize];
        ForumEvent::Died {
            slot,
            name: self.name(slot).to_string(),
            death,
            phase: self.phase_label(),
            faction: dealt.faction.clone(),
            role: dealt.role.clone(),
            reason,
            at,
        }
    }

    // -- commands ----------------------------------------------------------------------

    fn post(
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
                    return Err(Refusal::new(
                        "dead",
                        "rule 5: dead people make no posts in the game thread",
                    ));
                }
                Ok(vec![public(ForumEvent::Posted {
                    post,
                    slot: Some(slot),
                    name: self.name(slot).to_string(),
                    body,
                    at: now,
                })])
            }
            Role::System => Err(Refusal::forbidden("the timer does not post")),
        }
    }

    fn edit(
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
            .ok_or_else(|| Refusal::invalid(format!("there is no post {id}")))?;
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
            return Err(Refusal::forbidden("only a post's author may edit it"));
        }
        if let Role::Player(slot) = role {
            if !self.is_alive(slot) {
                return Err(Refusal::new("dead", "rule 5: dead people make no posts"));
            }
        }
        let latest = post
            .edits
            .last()
            .map_or(post.body.as_str(), |e| e.body.as_str());
        if latest == body {
            return Err(Refusal::invalid("the edit changes nothing"));
        }
        Ok(vec![public(ForumEvent::Edited {
            post: id,
            body,
            at: now,
        })])
    }

    fn advance(
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
                    return Err(Refusal::new(
                        "too_early",
                        "the phase's deadline has not come yet",
                    ));
                }
            }
            Role::Player(_) => {
                return Err(Refusal::forbidden("only the host ends a phase"));
            }
        }
        let Some(current) = self.current else {
            return Err(Refusal::invalid("no phase is running"));
        };
        match current.kind {
            PhaseName::Day => {
                let mut events = Vec::new();
                let mut news = Vec::new();
                match self.lynch() {
                    Some(slot) => {
                        let dealt = &self.dealt[slot as usize];
                        news.push(format!(
                            "[b]{}[/b] was lynched. They were [b]{}[/b].",
                            self.name(slot),
                            identity(&dealt.faction, dealt.role.as_deref())
                        ));
                        events.push(public(self.died(slot, Death::Lynch, None, now)));
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

    /// The night's actions resolved by `omerta-night` through the forum crate: deaths
    /// with their flips (public), recruitments (to the new team), results (to the actor).
    fn end_night(
        &self,
        night: u32,
        now: i64,
        limits: &Limits,
    ) -> Result<(Vec<Emitted<ForumEvent>>, Vec<String>), Refusal> {
        let thread = self.night_thread(&self.tonight);
        let outcome = resolve_night_within(&thread, Some(night), true, limits.night.clone())
            .map_err(|e| Refusal::invalid(format!("the night cannot be resolved: {e}")))?;
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
            let dealt = &self.dealt[slot as usize];
            news.push(format!(
                "[b]{}[/b] was killed during the night. They were [b]{}[/b].",
                self.name(slot),
                identity(&dealt.faction, dealt.role.as_deref())
            ));
            events.push(public(self.died(slot, Death::Night, None, now)));
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
        events.push(to(
            Audience::Host,
            ForumEvent::NightExplained {
                night,
                text: explanation_text(outcome.to_text()),
            },
        ));
        Ok((events, news))
    }

    fn night_action(
        &self,
        role: Role,
        ability: String,
        targets: Vec<String>,
        now: i64,
    ) -> Result<Vec<Emitted<ForumEvent>>, Refusal> {
        let slot = match role {
            Role::Player(slot) => slot,
            Role::Host => return Err(Refusal::forbidden("the host does not act at night")),
            Role::System => return Err(Refusal::forbidden("the timer does not act at night")),
        };
        self.check_slot(slot)?;
        let Some(current) = self.current.filter(|c| c.kind == PhaseName::Night) else {
            return Err(Refusal::invalid("night actions are sent at night"));
        };
        if !self.is_alive(slot) {
            return Err(Refusal::new("dead", "dead players do not act"));
        }
        let Some(parsed) = Ability::parse(&ability) else {
            return Err(Refusal::invalid(format!("{ability:?} is not an ability")));
        };
        if !self.dealt[slot as usize].abilities.contains(&ability) {
            return Err(Refusal::forbidden(format!(
                "your role has no {ability} ability"
            )));
        }
        if targets.len() > 2 {
            return Err(Refusal::invalid("an action takes at most two targets"));
        }
        let mut slots = Vec::with_capacity(targets.len());
        for name in &targets {
            let target = self
                .slot_named(name)
                .ok_or_else(|| Refusal::invalid(format!("{name:?} is not a player")))?;
            if !self.is_alive(target) {
                return Err(Refusal::invalid(format!("{} is dead", self.name(target))));
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
                return Err(Refusal::invalid("there is no such action to withdraw"));
            }
        } else {
            if slots.len() != parsed.arity() {
                return Err(Refusal::invalid(format!(
                    "{ability} takes {} target(s)",
                    parsed.arity()
                )));
            }
            // The night's document, built and read as it will be at the night's end.
            let actions = self.with_submission(slot, &ability, &slots);
            let thread = self.night_thread(&actions);
            let document = night_document(&thread, Some(current.number))
                .map_err(|e| Refusal::invalid(e.to_string()))?;
            omerta_night::Night::from_json(&document.to_string())
                .map_err(|e| Refusal::invalid(e.to_string()))?;
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

    fn modkill(
        &self,
        role: Role,
        slot: Slot,
        reason: Option<String>,
        now: i64,
    ) -> Result<Vec<Emitted<ForumEvent>>, Refusal> {
        if role != Role::Host {
            return Err(Refusal::forbidden("only the host modkills"));
        }
        self.check_slot(slot)?;
        if !self.is_alive(slot) {
            return Err(Refusal::invalid(format!(
                "{} is already dead",
                self.name(slot)
            )));
        }
        // Optional; when given, by the one rule for reasons.
        let reason = match reason.filter(|r| !r.trim().is_empty()) {
            Some(r) => Some(
                crate::names::reason(&r, MAX_REASON)
                    .map_err(|unfit| Refusal::invalid(unfit.to_string()))?,
            ),
            None => None,
        };
        let events = vec![public(self.died(slot, Death::Modkill, reason, now))];
        Ok(self.close(events, None, now, &[]))
    }

    /// The host's ruling on a flag (see [`ForumCommand::Rule`]).
    #[allow(clippy::too_many_arguments)]
    fn rule(
        &self,
        role: Role,
        post: u64,
        vote: Option<String>,
        count_as: Option<Slot>,
        rule: Option<u8>,
        dismiss: bool,
        reason: String,
        now: i64,
    ) -> Result<Vec<Emitted<ForumEvent>>, Refusal> {
        if role != Role::Host {
            return Err(Refusal::forbidden("only the host rules on flags"));
        }
        let reason = crate::names::reason(&reason, MAX_REASON).map_err(|unfit| match unfit {
            crate::names::Unfit::Blank { .. } => Refusal::invalid(
                "a ruling needs a reason, in visible characters: it is shown with the tally and the flag",
            ),
            _ => Refusal::invalid(unfit.to_string()),
        })?;
        let Some(found) = (post as usize)
            .checked_sub(1)
            .and_then(|i| self.thread.posts.get(i))
        else {
            return Err(Refusal::invalid(format!("there is no post {post}")));
        };
        let audience = match (vote, rule) {
            (Some(vote), None) => {
                let written = normal_name(&vote);
                let mark = vote_marks(&found.body, found.markup)
                    .into_iter()
                    .find(|m| m.kind == VoteKind::Vote && normal_name(&m.name) == written);
                let Some(mark) = mark else {
                    return Err(Refusal::invalid(format!(
                        "post {post} has no vote for {vote:?}"
                    )));
                };
                if let Some(slot) = self.slot_named(&mark.name) {
                    return Err(Refusal::invalid(format!(
                        "the vote for {:?} already counts for {}: there is nothing to rule",
                        mark.name,
                        self.name(slot)
                    )));
                }
                // A player chosen wins over `dismiss` (the page's form sends both: its
                // list of players starts with "nobody: dismiss the vote").
                match (count_as, dismiss) {
                    (Some(slot), _) => self.check_slot(slot)?,
                    (None, true) => {}
                    _ => {
                        return Err(Refusal::invalid(
                            "rule on a vote either by counting it as a player's or by dismissing it",
                        ))
                    }
                }
                return Ok(vec![public(ForumEvent::Ruled {
                    post,
                    vote: Some(mark.name),
                    count_as,
                    rule: None,
                    reason,
                    at: now,
                })]);
            }
            (None, Some(rule)) if dismiss && count_as.is_none() => {
                let flagged = check_with_clock(&self.thread, &self.real_clock())
                    .iter()
                    .any(|f| f.post == Some(post) && f.rule == rule);
                if !flagged {
                    return Err(Refusal::invalid(format!(
                        "post {post} has no rule {rule} flag to dismiss"
                    )));
                }
                Audience::Host
            }
            _ => {
                return Err(Refusal::invalid(
                    "a ruling is on a vote (count it as a player's, or dismiss it) or dismisses a flag under its rule",
                ))
            }
        };
        Ok(vec![to(
            audience,
            ForumEvent::Ruled {
                post,
                vote: None,
                count_as: None,
                rule,
                reason,
                at: now,
            },
        )])
    }

    fn deadline_ms(&self) -> Option<i64> {
        if self.over.is_some() {
            return None;
        }
        self.current.map(|c| c.deadline)
    }

    // -- folding -----------------------------------------------------------------------

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
    fn real_clock(&self) -> impl Fn(i64) -> String {
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

    fn push_post(&mut self, slot: Option<Slot>, name: &str, body: &str, at: i64) {
        self.clock += 1;
        let id = self.thread.posts.len() as u64 + 1;
        let author = match slot {
            Some(s) => Author::Player(s as usize),
            None => Author::Host,
        };
        let phase = self.thread.phase_at(self.clock);
        self.thread.posts.push(Post {
            id,
            author,
            author_name: name.to_string(),
            time: self.clock,
            body: body.to_string(),
            markup: Markup::BbCode,
            edits: Vec::new(),
            phase,
        });
        self.meta.push(PostMeta {
            slot,
            at,
            edits_at: Vec::new(),
        });
    }

    fn record_death(&mut self, slot: Slot, death: Death, reason: Option<String>, at: i64) {
        let index = slot as usize;
        if index >= self.slots() {
            return;
        }
        // A lynch or a night kill holds from the next phase's start (one tick on, the
        // tick the phase starts at); a modkill from its own tick.
        let time = match death {
            Death::Modkill => {
                self.clock += 1;
                self.clock
            }
            Death::Lynch | Death::Night => self.clock + 1,
        };
        self.alive[index] = false;
        let dealt = &self.dealt[index];
        self.flips[index] = Some((dealt.faction.clone(), dealt.role.clone()));
        self.thread.events.push(HostEvent::Death {
            slot: index,
            kind: death.kind(),
            time,
            reason: reason.clone(),
        });
        self.tonight
            .retain(|a| a.slot != slot && !a.targets.contains(&slot));
        if death == Death::Modkill {
            let dealt = &self.dealt[index];
            let mut text = format!(
                "[b]{}[/b] has been modkilled. They were [b]{}[/b].",
                self.name(slot),
                identity(&dealt.faction, dealt.role.as_deref())
            );
            if let Some(reason) = reason {
                text.push_str(&format!(" Reason: {reason}"));
            }
            // The host's post is at the modkill's own tick: the death counts from it.
            self.clock -= 1;
            self.push_post(None, "host", &text, at);
        }
    }
}

/// The host's post opening a phase (rules 7, 2 and 12 in the template's words).
fn phase_text(config: &GameConfig, kind: PhaseName, number: u32, alive: usize) -> String {
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

/// The thread's opening post: the template's blanks filled and the List of Players.
fn opening_text(config: &GameConfig, names: &[String]) -> String {
    let mut text = String::from("[b]Welcome to the game.[/b]\n");
    text.push_str(&format!(
        "This game is: {}. {}\n",
        config.normality.level(),
        config.normality.describe()
    ));
    text.push_str(&format!(
        "12. The Day lasts {} hours and night lasts {} hours. This game will start with a {}.\n",
        config.day_hours,
        config.night_hours,
        match config.starts_with {
            Start::Day => "Day Phase",
            Start::Night => "Night Phase",
        }
    ));
    if config.min_posts_per_day > 0 {
        text.push_str(&format!(
            "13. At least {} actual contributive posts per day phase are required to be considered active.\n",
            config.min_posts_per_day
        ));
    }
    text.push_str(&format!(
        "8. The 50 % rule {}.\n",
        if config.fifty_percent_rule {
            "applies"
        } else {
            "does not apply"
        }
    ));
    text.push_str("\n[b]List of Players:[/b]\n");
    for (i, name) in names.iter().enumerate() {
        text.push_str(&format!("{}. {name}\n", i + 1));
    }
    text
}

fn validate_game(game: &GameSetup) -> Result<(), Refusal> {
    if Normality::new(game.normality).is_none() {
        return Err(Refusal::invalid(format!(
            "normality {} is not a level 1 to 6",
            game.normality
        )));
    }
    for (what, hours) in [
        ("day_hours", game.day_hours),
        ("night_hours", game.night_hours),
    ] {
        if !(1..=MAX_HOURS).contains(&hours) {
            return Err(Refusal::invalid(format!(
                "{what} is 1 to {MAX_HOURS} hours"
            )));
        }
    }
    Ok(())
}

fn validate_role(at: usize, spec: &RoleSpec) -> Result<Dealt, Refusal> {
    let faction = label(&format!("roles[{at}].faction"), &spec.faction)?;
    let role = match &spec.role {
        Some(r) if !r.trim().is_empty() => Some(label(&format!("roles[{at}].role"), r)?),
        _ => None,
    };
    let abilities = match &spec.abilities {
        Some(list) => {
            let mut abilities: Vec<String> = Vec::new();
            for name in list {
                if Ability::parse(name).is_none() {
                    let known: Vec<&str> = Ability::ALL.iter().map(|a| a.name()).collect();
                    return Err(Refusal::invalid(format!(
                        "roles[{at}]: {name:?} is not an ability ({})",
                        known.join(", ")
                    )));
                }
                if !abilities.contains(name) {
                    abilities.push(name.clone());
                }
            }
            abilities
        }
        None => default_abilities(&faction, role.as_deref()),
    };
    for key in spec.night.keys() {
        if !["sanity", "appears", "self_target", "passives"].contains(&key.as_str()) {
            return Err(Refusal::invalid(format!(
                "roles[{at}].night: {key:?} is not sanity, appears, self_target or passives"
            )));
        }
    }
    // The night attributes as omerta-night reads them.
    let mut player = spec.night.clone();
    player.insert("name".into(), "x".into());
    player.insert("alignment".into(), "town".into());
    let document = json!({"format": "omerta-night/1", "players": [player]});
    omerta_night::Night::from_json(&document.to_string())
        .map_err(|e| Refusal::invalid(format!("roles[{at}].night: {e}")))?;
    Ok(Dealt {
        faction,
        role,
        abilities,
        night: spec.night.clone(),
    })
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
        "died",
        "recruited",
        "replaced",
        "game_over",
        "ruled",
        "night_explained",
    ];

    type Setup = Setup;
    type Command = ForumCommand;
    type Event = ForumEvent;

    fn start(
        setup: Setup,
        names: &[String],
        seed: u64,
        now: i64,
    ) -> Result<Vec<Emitted<ForumEvent>>, Refusal> {
        validate_game(&setup.game)?;
        let n = names.len();
        if n < 3 {
            return Err(Refusal::invalid("a forum game needs at least 3 players"));
        }
        let mut specs = setup.roles.clone();
        match setup.deal {
            Deal::Given if specs.len() != n => {
                return Err(Refusal::invalid(format!(
                    "{} roles are given for {n} players",
                    specs.len()
                )))
            }
            Deal::Random if specs.len() < n => {
                return Err(Refusal::invalid(format!(
                    "{} roles to draw from for {n} players",
                    specs.len()
                )))
            }
            Deal::Given => {}
            Deal::Random => {
                let mut rng = ChaCha20Rng::seed_from_u64(seed);
                specs.shuffle(&mut rng);
                specs.truncate(n);
            }
        }
        let dealt = specs
            .iter()
            .enumerate()
            .map(|(i, spec)| validate_role(i, spec))
            .collect::<Result<Vec<Dealt>, Refusal>>()?;
        // Rule 6 names: unique as votes compare them (F7, F33).
        let mut taken: Vec<String> = Vec::new();
        for name in names {
            let key = normal_name(name);
            if key.is_empty() || taken.contains(&key) {
                return Err(Refusal::invalid(format!(
                    "the name {name:?} cannot be told apart from another in a vote"
                )));
            }
            taken.push(key);
        }
        let mut aliases = vec![Vec::new(); n];
        for (player, list) in &setup.aliases {
            let slot = names
                .iter()
                .position(|m| m.eq_ignore_ascii_case(player.trim()))
                .ok_or_else(|| Refusal::invalid(format!("aliases: {player:?} is not a player")))?;
            for alias in list {
                let alias = label("an alias", alias)?;
                let key = normal_name(&alias);
                if key.is_empty() || taken.contains(&key) {
                    return Err(Refusal::invalid(format!(
                        "aliases: {alias:?} is already a name or alias"
                    )));
                }
                taken.push(key);
                aliases[slot].push(alias);
            }
        }
        let mut events = vec![
            public(ForumEvent::Opened {
                names: names.to_vec(),
                aliases,
                game: setup.game,
                night_method: setup.night_method,
                at: now,
            }),
            to(Audience::Host, ForumEvent::Dealt { slots: dealt }),
        ];
        let mut game = ForumGame::empty();
        for e in &events {
            game.apply(&e.event);
        }
        for slot in 0..n as Slot {
            events.extend(
                game.role_events(slot)
                    .into_iter()
                    .filter(|e| matches!(e.event, ForumEvent::Role { .. })),
            );
        }
        // Each team is told its members once (every faction but the town is a team).
        let mut factions: Vec<String> = Vec::new();
        for slot in 0..n as Slot {
            let faction = game.faction(slot).to_string();
            let key = team_key(&faction);
            if is_town(&faction) || factions.contains(&key) {
                continue;
            }
            factions.push(key);
            let team = game.team(&faction);
            if team.len() > 1 {
                events.push(to(
                    Audience::slots(team.iter().copied()),
                    ForumEvent::Team {
                        faction,
                        members: team.iter().map(|s| game.member(*s)).collect(),
                    },
                ));
            }
        }
        let config = setup.game.config();
        let kind = match setup.game.starts_with {
            StartsWith::Day => PhaseName::Day,
            StartsWith::Night => PhaseName::Night,
        };
        let mut text = opening_text(&config, names);
        text.push('\n');
        text.push_str(&phase_text(&config, kind, 1, n));
        events.push(public(ForumEvent::PhaseStarted {
            kind,
            number: 1,
            at: now,
            deadline: now.saturating_add(i64::from(setup.game.hours(kind)).saturating_mul(HOUR_MS)),
            text,
        }));
        if let Some((winner, _)) = game.verdict() {
            return Err(Refusal::invalid(format!(
                "with this deal the game is over before it starts ({winner} wins)"
            )));
        }
        Ok(events)
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
            known: Vec::new(),
            meta: Vec::new(),
            current: None,
            tonight: Vec::new(),
            submitted: Vec::new(),
            results: Vec::new(),
            explanations: Vec::new(),
            over: None,
            clock: 0,
        }
    }

    fn apply(&mut self, event: &ForumEvent) {
        match event {
            ForumEvent::Opened {
                names,
                aliases,
                game,
                night_method,
                at,
            } => {
                self.game = *game;
                self.night_method = *night_method;
                self.opened_at = *at;
                self.thread.config = game.config();
                self.thread.slots = names
                    .iter()
                    .enumerate()
                    .map(|(i, name)| omerta_forum::Slot {
                        names: vec![name.clone()],
                        aliases: aliases.get(i).cloned().unwrap_or_default(),
                        faction: None,
                        role: None,
                        weight: 1,
                        shots: Default::default(),
                        // A live game deals no roles that win their own way yet.
                        win: Default::default(),
                        lovers: Vec::new(),
                        mason: false,
                    })
                    .collect();
                self.alive = vec![true; names.len()];
                self.flips = vec![None; names.len()];
                self.known = vec![Vec::new(); names.len()];
                self.dealt = vec![
                    Dealt {
                        faction: String::new(),
                        role: None,
                        abilities: Vec::new(),
                        night: Map::new(),
                    };
                    names.len()
                ];
            }
            ForumEvent::Dealt { slots } => {
                for (i, dealt) in slots.iter().enumerate().take(self.slots()) {
                    self.dealt[i] = dealt.clone();
                    self.thread.slots[i].faction = Some(dealt.faction.clone());
                    self.thread.slots[i].role = dealt.role.clone();
                }
                // Every faction but the town knows its members.
                for i in 0..self.slots() {
                    let faction = self.dealt[i].faction.clone();
                    if is_town(&faction) {
                        continue;
                    }
                    let key = team_key(&faction);
                    self.known[i] = (0..self.slots())
                        .filter(|j| *j != i && team_key(&self.dealt[*j].faction) == key)
                        .map(|j| j as Slot)
                        .collect();
                }
            }
            ForumEvent::Role { .. } | ForumEvent::Team { .. } | ForumEvent::NoLynch { .. } => {}
            ForumEvent::PhaseStarted {
                kind,
                number,
                at,
                deadline,
                text,
            } => {
                self.clock += 1;
                if let Some(last) = self.thread.phases.last_mut() {
                    last.end = self.clock;
                }
                self.thread.phases.push(Phase {
                    kind: kind.kind(),
                    number: *number,
                    start: self.clock,
                    end: OPEN_END,
                });
                self.tonight.clear();
                self.current = Some(Current {
                    kind: *kind,
                    number: *number,
                    at: *at,
                    deadline: *deadline,
                    first_post: self.thread.posts.len(),
                });
                // The host's post opening the phase is at the phase's first tick.
                self.clock -= 1;
                self.push_post(None, "host", text, *at);
            }
            ForumEvent::Posted {
                slot,
                name,
                body,
                at,
                ..
            } => self.push_post(*slot, name, body, *at),
            ForumEvent::Edited { post, body, at } => {
                let Some(index) = (*post as usize)
                    .checked_sub(1)
                    .filter(|i| *i < self.thread.posts.len())
                else {
                    return;
                };
                self.clock += 1;
                self.thread.posts[index].edits.push(Edit {
                    time: self.clock,
                    body: body.clone(),
                });
                self.meta[index].edits_at.push(*at);
            }
            ForumEvent::ActionSubmitted {
                slot,
                night,
                ability,
                targets,
                at,
            } => {
                if (*slot as usize) >= self.slots() {
                    return;
                }
                let readers = self.readers(*slot, ability);
                let mut actions = self.with_submission(*slot, ability, targets);
                if let Some(last) = actions
                    .last_mut()
                    .filter(|a| a.slot == *slot && a.ability == *ability && !targets.is_empty())
                {
                    last.at = *at;
                    last.night = *night;
                }
                self.tonight = actions;
                self.submitted.push(Submitted {
                    slot: *slot,
                    night: *night,
                    ability: ability.clone(),
                    targets: targets.clone(),
                    at: *at,
                    readers,
                });
            }
            ForumEvent::Result {
                slot,
                night,
                ability,
                target,
                result,
                names,
            } => self.results.push(NightResult {
                slot: *slot,
                night: *night,
                ability: ability.clone(),
                target: target.clone(),
                result: result.clone(),
                names: names.clone(),
            }),
            ForumEvent::Died {
                slot,
                death,
                reason,
                at,
                ..
            } => self.record_death(*slot, *death, reason.clone(), *at),
            ForumEvent::Recruited {
                slot,
                faction,
                members,
            } => {
                let index = *slot as usize;
                if index >= self.slots() {
                    return;
                }
                self.dealt[index].faction = faction.clone();
                self.thread.slots[index].faction = Some(faction.clone());
                if faction.eq_ignore_ascii_case("mafia")
                    && !self.dealt[index]
                        .abilities
                        .iter()
                        .any(|a| a == Ability::FactionalKill.name())
                {
                    self.dealt[index]
                        .abilities
                        .push(Ability::FactionalKill.name().to_string());
                }
                for member in members {
                    let m = member.slot as usize;
                    if m >= self.slots() || m == index {
                        continue;
                    }
                    if !self.known[index].contains(&member.slot) {
                        self.known[index].push(member.slot);
                    }
                    if !self.known[m].contains(slot) {
                        self.known[m].push(*slot);
                    }
                }
                self.known[index].sort_unstable();
                for known in &mut self.known {
                    known.sort_unstable();
                }
            }
            ForumEvent::Replaced { slot, name } => {
                let index = *slot as usize;
                if index >= self.slots() {
                    return;
                }
                self.clock += 1;
                self.thread.slots[index].names.push(name.clone());
                self.thread.events.push(HostEvent::Replacement {
                    slot: index,
                    new_name: name.clone(),
                    time: self.clock,
                });
            }
            ForumEvent::Ruled {
                post,
                vote,
                count_as,
                rule,
                reason,
                ..
            } => {
                let decision = match (vote, count_as, rule) {
                    (Some(vote), Some(slot), _) => Decision::CountAs {
                        vote: vote.clone(),
                        slot: *slot as usize,
                    },
                    (Some(vote), None, _) => Decision::DismissVote { vote: vote.clone() },
                    (None, _, Some(rule)) => Decision::DismissFlag { rule: *rule },
                    (None, _, None) => return,
                };
                self.thread.rulings.push(Ruling {
                    post: *post,
                    decision,
                    reason: reason.clone(),
                });
            }
            ForumEvent::NightExplained { night, text } => {
                self.explanations.push((*night, text.clone()));
            }
            ForumEvent::GameOver {
                winner,
                reason,
                roles,
                at,
                news,
            } => {
                for flip in roles {
                    if let Some(f) = self.flips.get_mut(flip.slot as usize) {
                        *f = Some((flip.faction.clone(), flip.role.clone()));
                    }
                }
                let mut text = news.join("\n");
                if !text.is_empty() {
                    text.push('\n');
                }
                text.push_str(&format!(
                    "[b]The game is over: {winner} wins.[/b] ({reason})"
                ));
                // The phase running ends with the game, where the next would have started
                // (a lynch holds from that tick): the final day's tally is then that of a
                // day that ended, wagons and lynch as they stood, not a day still open
                // whose lynched player has died since.
                if let Some(last) = self.thread.phases.last_mut() {
                    if last.end == OPEN_END {
                        last.end = self.clock + 1;
                    }
                }
                self.push_post(None, "host", &text, *at);
                self.over = Some((winner.clone(), reason.clone()));
            }
        }
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
            return Err(Refusal::new("game_over", "the game is over"));
        }
        match command {
            ForumCommand::Post { body } => self.post(role, body, now),
            ForumCommand::Edit { post, body } => self.edit(role, post, body, now),
            ForumCommand::Advance {} => self.advance(role, now, limits),
            ForumCommand::NightAction { ability, targets } => {
                self.night_action(role, ability, targets, now)
            }
            ForumCommand::Modkill { slot, reason } => self.modkill(role, slot, reason, now),
            ForumCommand::Rule {
                post,
                vote,
                count_as,
                rule,
                dismiss,
                reason,
            } => self.rule(role, post, vote, count_as, rule, dismiss, reason, now),
        }
    }

    fn weigh(command: &ForumCommand) -> Weight {
        match command {
            // The end of a night is resolved by RAR, whose search can be long.
            ForumCommand::Advance {} => Weight {
                heavy: true,
                text: None,
            },
            ForumCommand::Post { body } | ForumCommand::Edit { body, .. } => Weight {
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
            ForumEvent::Died { .. } => "died",
            ForumEvent::Recruited { .. } => "recruited",
            ForumEvent::Replaced { .. } => "replaced",
            ForumEvent::GameOver { .. } => "game_over",
            ForumEvent::Ruled { .. } => "ruled",
            ForumEvent::NightExplained { .. } => "night_explained",
        }
    }

    fn discloses(event: &ForumEvent) -> Vec<Disclosure> {
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

    fn finished(&self) -> bool {
        self.over.is_some()
    }

    fn deadline(&self) -> Option<i64> {
        self.deadline_ms()
    }

    fn timeout(&self) -> Option<ForumCommand> {
        self.deadline_ms().map(|_| ForumCommand::Advance {})
    }

    /// A living player with no vote today, as the public tally counts it (rules 5 to 8).
    fn waiting(&self, viewer: Viewer) -> Vec<&'static str> {
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

    fn view(&self, viewer: Viewer) -> Value {
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

    fn announcement(event: &ForumEvent) -> Option<String> {
        match event {
            ForumEvent::Opened { names, game, .. } => Some(format!(
                "The game thread opens with {} players; the game starts with a {}.",
                names.len(),
                match game.starts_with {
                    StartsWith::Day => "day",
                    StartsWith::Night => "night",
                }
            )),
            ForumEvent::PhaseStarted { kind, number, .. } => {
                Some(format!("{} {number} begins.", kind.word()))
            }
            ForumEvent::NoLynch { day } => Some(format!("Day {day} ended with no lynch.")),
            ForumEvent::Died {
                name,
                death,
                phase,
                faction,
                role,
                reason,
                ..
            } => {
                let who = identity(faction, role.as_deref());
                Some(match death {
                    Death::Lynch => format!("{name} was lynched ({phase}): {who}."),
                    Death::Night => format!("{name} was killed during {phase}: {who}."),
                    Death::Modkill => match reason {
                        Some(reason) => {
                            format!("{name} was modkilled ({phase}, {reason}): {who}.")
                        }
                        None => format!("{name} was modkilled ({phase}): {who}."),
                    },
                })
            }
            ForumEvent::GameOver { winner, reason, .. } => Some(format!(
                "The game is over: {} wins ({reason}).",
                capitalized(winner)
            )),
            _ => None,
        }
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
        match event {
            ForumEvent::Role {
                name,
                faction,
                role,
                abilities,
                ..
            } => Some(format!(
                "You are {name}: {}.{}",
                identity(faction, role.as_deref()),
                if abilities.is_empty() {
                    String::new()
                } else {
                    format!(" Your night abilities: {}.", abilities.join(", "))
                }
            )),
            ForumEvent::Result {
                night,
                ability,
                target,
                result,
                names,
                ..
            } => Some(format!(
                "Night {night}: your {ability} on {target}: {}{}.",
                result.replace('_', " "),
                if names.is_empty() {
                    String::new()
                } else {
                    format!(" ({})", names.join(", "))
                }
            )),
            other => Self::announcement(other),
        }
    }

    fn partners(&self, slot: Slot) -> Vec<Slot> {
        self.known.get(slot as usize).cloned().unwrap_or_default()
    }

    fn alive(&self, slot: Slot) -> bool {
        (slot as usize) >= self.slots() || self.is_alive(slot)
    }

    fn replace(&self, slot: Slot, name: &str, _now: i64) -> Vec<Emitted<ForumEvent>> {
        if (slot as usize) >= self.slots() || self.over.is_some() {
            return Vec::new();
        }
        let mut events = vec![public(ForumEvent::Replaced {
            slot,
            name: name.to_string(),
        })];
        // The newcomer is told the slot's role (and team): the slot keeps them.
        let mut after = self.clone();
        after.apply(&events[0].event);
        events.extend(after.role_events(slot));
        events
    }
}
