//! The thread document (`omerta-forum/1`): the game's config, the players, the phase
//! schedule, the posts with their edit history, and the host's events (deaths, modkills,
//! replacements). Read, then validated into a [`Thread`] with every problem at once.

use crate::config::{GameConfig, Normality, Start};
use crate::house::{DayEnd, LynchRules, Ties, VoteRules};
use crate::markup::Markup;
use crate::time::{self, Seconds};
use crate::votes::normal_name;
use serde::Deserialize;
use std::fmt;

/// A player's place in the game; a replacement takes over the slot.
pub type SlotId = usize;

#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Slot {
    /// The names who played the slot, in order (a replacement adds one).
    pub names: Vec<String>,
    /// Host-defined aliases votes may use.
    pub aliases: Vec<String>,
    pub faction: Option<String>,
    pub role: Option<String>,
    /// `players[].votes`: the weight of the slot's vote (a replacement keeps it).
    pub weight: u32,
    /// `players[].shots`: uses of a limited night ability for the whole game (an X-shot
    /// role), by ability name; each night's document gets what earlier nights left.
    pub shots: std::collections::BTreeMap<String, u32>,
    /// `players[].win`: how the slot wins (its faction's way by default; rulings F40 to
    /// F42).
    pub win: omerta_night::Win,
    /// `players[].lover`: the slots this one dies with, whichever of the two named the
    /// other (ruling F43).
    pub lovers: Vec<SlotId>,
    /// `players[].mason`: told the other masons each night (ruling F44).
    pub mason: bool,
}

impl Slot {
    /// The slot's current (latest) player.
    pub fn name(&self) -> &str {
        self.names.last().map_or("", String::as_str)
    }
}

#[derive(serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum PhaseKind {
    Day,
    Night,
}

impl PhaseKind {
    pub fn name(self) -> &'static str {
        match self {
            PhaseKind::Day => "day",
            PhaseKind::Night => "night",
        }
    }
}

#[derive(serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Phase {
    pub kind: PhaseKind,
    pub number: u32,
    pub start: Seconds,
    pub end: Seconds,
}

impl fmt::Display for Phase {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.kind.name(), self.number)
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Author {
    Player(SlotId),
    Host,
    /// Someone who is neither a player nor the host.
    Other,
}

#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Edit {
    pub time: Seconds,
    pub body: String,
}

#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Post {
    pub id: u64,
    pub author: Author,
    /// The author as written.
    pub author_name: String,
    pub time: Seconds,
    /// The body as first posted (votes count as posted; rule 3 flags edits).
    pub body: String,
    pub markup: Markup,
    pub edits: Vec<Edit>,
    /// Index into [`Thread::phases`], or `None` outside the schedule.
    pub phase: Option<usize>,
}

/// How a player left the game.
#[derive(serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum DeathKind {
    Lynch,
    Night,
    Modkill,
    Other,
}

impl DeathKind {
    pub fn name(self) -> &'static str {
        match self {
            DeathKind::Lynch => "lynched",
            DeathKind::Night => "killed at night",
            DeathKind::Modkill => "modkilled",
            DeathKind::Other => "dead",
        }
    }
}

#[derive(Clone, PartialEq, Eq, Debug)]
pub enum HostEvent {
    Death {
        slot: SlotId,
        kind: DeathKind,
        time: Seconds,
        reason: Option<String>,
    },
    Replacement {
        slot: SlotId,
        new_name: String,
        time: Seconds,
    },
}

impl HostEvent {
    pub fn time(&self) -> Seconds {
        match self {
            HostEvent::Death { time, .. } | HostEvent::Replacement { time, .. } => *time,
        }
    }
}

/// A validated thread.
#[derive(Clone, Debug)]
pub struct Thread {
    pub config: GameConfig,
    /// `game.votes`: how a vote is written.
    pub votes: VoteRules,
    /// `game.lynch`: how a day ends.
    pub lynch: LynchRules,
    pub host: Option<String>,
    pub slots: Vec<Slot>,
    pub phases: Vec<Phase>,
    /// In thread order: by time, then id.
    pub posts: Vec<Post>,
    /// By time.
    pub events: Vec<HostEvent>,
    /// The nights' submitted actions, as `omerta-night/1` action objects, by night number.
    pub nights: Vec<(u32, serde_json::Value)>,
    /// The host's decisions on what the counter and the report flagged (`rulings`).
    pub rulings: Vec<Ruling>,
}

/// The host's decision on a flag, with its reason: a vote for a name that is no player's
/// counted as a player's, or dismissed; or a report's flag on a post dismissed.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Ruling {
    pub post: u64,
    pub decision: Decision,
    pub reason: String,
}

#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Decision {
    /// The vote written `vote` in the post counts for the slot ("Mir" as Mira).
    CountAs { vote: String, slot: SlotId },
    /// The vote written `vote` in the post is not counted, and no longer flagged.
    DismissVote { vote: String },
    /// The report's flag under `rule` on the post is dismissed (it stays, marked).
    DismissFlag { rule: u8 },
}

impl Thread {
    /// The host's ruling on the vote written `written` in post `post`, if any.
    pub fn vote_ruling(&self, post: u64, written: &str) -> Option<&Ruling> {
        let written = crate::votes::normal_name(written);
        self.rulings.iter().rev().find(|r| {
            r.post == post
                && match &r.decision {
                    Decision::CountAs { vote, .. } | Decision::DismissVote { vote } => {
                        crate::votes::normal_name(vote) == written
                    }
                    Decision::DismissFlag { .. } => false,
                }
        })
    }

    /// The host's dismissal of the report's flag under `rule` on post `post`, if any.
    pub fn flag_ruling(&self, post: u64, rule: u8) -> Option<&Ruling> {
        self.rulings
            .iter()
            .rev()
            .find(|r| r.post == post && r.decision == Decision::DismissFlag { rule })
    }
}

/// A problem with the document, at a place in it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Problem {
    pub at: String,
    pub message: String,
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.at, self.message)
    }
}

/// The format this crate reads.
const FORMAT: &str = "omerta-forum/1";

/// The document's `"format"` when it is a string other than `expected`, read without
/// building the document (its other fields are skipped as they are read); `None` when it
/// is the one expected, missing, or the text is no JSON object (the full read says why).
fn other_format(text: &str, expected: &str) -> Option<String> {
    #[derive(serde::Deserialize)]
    struct Head {
        format: Option<serde_json::Value>,
    }
    let head: Head = serde_json::from_str(text).ok()?;
    let format = head.format?.as_str()?.to_owned();
    (format != expected).then_some(format)
}

#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Error {
    Parse(String),
    Invalid(Vec<Problem>),
}

/// The most problems a report lists.
pub const MAX_LISTED: usize = 100;

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Parse(e) => write!(f, "not a valid thread document: {e}"),
            Error::Invalid(problems) => {
                let n = problems.len();
                write!(f, "{n} problem{} found:", if n == 1 { "" } else { "s" })?;
                // The first hundred say what to fix; a report of millions helps nobody.
                for p in problems.iter().take(MAX_LISTED) {
                    write!(f, "\n  {p}")?;
                }
                if n > MAX_LISTED {
                    write!(f, "\n  and {} more, not listed", n - MAX_LISTED)?;
                }
                Ok(())
            }
        }
    }
}

impl std::error::Error for Error {}

// The document's fields, each read on its own (`read_raw`). The doc comment is the
// schema's description.
/// A forum Mafia game thread (docs/forum/thread.md): the game's config, the players, the
/// phase schedule (given, or built from a start), the posts with their edit history, the
/// host's events, the nights' actions and the host's rulings. Checks that need the whole
/// document (unique names and ids, names that exist, phases in order) are the reader's,
/// not this schema's. Fields not listed here are ignored.
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "thread", transform = crate::schema::thread_rules))]
pub(crate) struct RawThread {
    /// Always "omerta-forum/1".
    #[cfg_attr(feature = "schema", schemars(required, extend("const" = crate::schema::FORMAT)))]
    format: Option<String>,
    /// The rules template's blanks; every one has a default.
    game: Option<RawGame>,
    /// The host's forum name. The host's posts never vote.
    host: Option<String>,
    /// The players, one entry a slot.
    #[cfg_attr(feature = "schema", schemars(default, extend("default" = [])))]
    players: Vec<RawPlayer>,
    /// The phase schedule, in order; or leave it out and give `start`.
    #[cfg_attr(feature = "schema", schemars(default, extend("default" = [])))]
    phases: Vec<RawPhase>,
    /// The first phase's start; the schedule is then built from the game's lengths. Ignored
    /// when phases are given.
    #[cfg_attr(feature = "schema", schemars(with = "Option<crate::schema::Time>"))]
    start: Option<String>,
    /// The thread's posts.
    #[cfg_attr(feature = "schema", schemars(default, extend("default" = [])))]
    posts: Vec<RawPost>,
    /// The host's events: deaths, modkills and replacements.
    #[cfg_attr(feature = "schema", schemars(default, extend("default" = [])))]
    events: Vec<RawEvent>,
    /// The nights' submitted actions, each handed to the night resolver (omerta-night/1).
    #[cfg_attr(feature = "schema", schemars(default, extend("default" = [])))]
    nights: Vec<RawNight>,
    /// The host's decisions on flags (docs/forum/thread.md, `rulings`).
    #[cfg_attr(feature = "schema", schemars(default, extend("default" = [])))]
    rulings: Vec<RawRuling>,
}

/// The rules template's blanks.
#[derive(Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "game"))]
struct RawGame {
    /// The normality level, 1 to 6.
    #[cfg_attr(feature = "schema", schemars(range(min = 1, max = 6), extend("default" = 1)))]
    normality: Option<i64>,
    /// A day's length in hours.
    #[cfg_attr(feature = "schema", schemars(range(min = 1), extend("default" = 48)))]
    day_hours: Option<u32>,
    /// A night's length in hours.
    #[cfg_attr(feature = "schema", schemars(range(min = 1), extend("default" = 24)))]
    night_hours: Option<u32>,
    /// Whether the game starts with a day or a night.
    #[cfg_attr(
        feature = "schema",
        schemars(extend("enum" = ["day", "night"], "default" = "day"))
    )]
    starts_with: Option<String>,
    /// The posts a player must make each day (0: no minimum).
    #[cfg_attr(feature = "schema", schemars(extend("default" = 0)))]
    min_posts_per_day: Option<u32>,
    /// Whether a vote is locked once cast (rule 5).
    #[cfg_attr(feature = "schema", schemars(extend("default" = true)))]
    lock: Option<bool>,
    /// The fifty percent rule (rule 8).
    #[cfg_attr(feature = "schema", schemars(extend("default" = true)))]
    fifty_percent_rule: Option<bool>,
    /// How a vote is written (house rules; every default is the seed's rule).
    votes: Option<RawVotes>,
    /// How a day ends (house rules; every default is the seed's rule).
    lynch: Option<RawLynch>,
}

/// How a vote is written.
#[derive(Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(inline))]
struct RawVotes {
    /// Votes count only in bold.
    #[cfg_attr(feature = "schema", schemars(extend("default" = true)))]
    bold: Option<bool>,
    /// A text that must stand before the keyword (`##Vote: Name`), or a list of such texts;
    /// an empty text in the list means no prefix is needed.
    #[cfg_attr(feature = "schema", schemars(with = "Option<crate::schema::Prefix>"))]
    prefix: Option<serde_json::Value>,
    /// "optional": `Vote Name` counts as well as `Vote: Name`.
    #[cfg_attr(
        feature = "schema",
        schemars(extend("enum" = ["required", "optional"], "default" = "required"))
    )]
    colon: Option<String>,
    /// `Unvote` with no name withdraws the author's current vote.
    #[cfg_attr(feature = "schema", schemars(extend("default" = false)))]
    bare_unvote: Option<bool>,
    /// The names that vote for no lynch (`["No Lynch", "Sleep"]`).
    #[serde(default)]
    #[cfg_attr(feature = "schema", schemars(inner(regex(pattern = r"\S"))))]
    no_lynch: Vec<String>,
}

/// How a day ends.
#[derive(Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(inline))]
struct RawLynch {
    /// "majority" (rule 7) or "plurality": the wagon with the most votes at the day's end.
    #[cfg_attr(
        feature = "schema",
        schemars(extend("enum" = ["majority", "plurality"], "default" = "majority"))
    )]
    day_end: Option<String>,
    /// A tie at the top of a plurality count: nobody ("none"), the tied wagon that reached
    /// the count first ("earliest"), or a no lynch ("no_lynch").
    #[cfg_attr(
        feature = "schema",
        schemars(extend("enum" = ["none", "earliest", "no_lynch"], "default" = "none"))
    )]
    ties: Option<String>,
    /// The day ends at once when a wagon reaches a majority.
    #[cfg_attr(feature = "schema", schemars(extend("default" = false)))]
    hammer: Option<bool>,
}

/// A player's slot.
#[derive(Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "player"))]
struct RawPlayer {
    /// Unique among all names and aliases, ignoring letter case.
    #[cfg_attr(feature = "schema", schemars(required, regex(pattern = r"\S")))]
    name: Option<String>,
    /// town, mafia, or another faction's name.
    faction: Option<String>,
    /// The role, for people.
    role: Option<String>,
    /// Other names votes may use for the player.
    #[serde(default)]
    aliases: Vec<String>,
    /// The weight of the player's vote: 2 a double voter, 0 cannot vote.
    #[cfg_attr(feature = "schema", schemars(extend("default" = 1)))]
    votes: Option<u32>,
    /// An X-shot role: uses of a night ability for the whole game, by ability name
    /// (`{"kill": 1}`); each night's document gets what earlier nights left (ruling N17).
    #[serde(default)]
    shots: std::collections::BTreeMap<String, u32>,
    /// How the player wins: with their faction; alone (a serial killer, a side of their own
    /// under rule 8); lynched (a jester); alive at the end (a survivor). Rulings F40 to F42.
    #[cfg_attr(
        feature = "schema",
        schemars(extend("enum" = crate::schema::wins(), "default" = crate::schema::default_win()))
    )]
    win: Option<String>,
    /// The name of this player's lover: when one dies the other dies at the same moment
    /// (ruling F43).
    lover: Option<String>,
    /// A mason: every night tells the masons each other (rulings N19, F44).
    #[cfg_attr(feature = "schema", schemars(extend("default" = false)))]
    mason: Option<bool>,
}

/// The host's decision on a flag: a vote for a name that is no player's counted as a
/// player's (vote + count_as) or dismissed (vote + dismiss), or a report's flag on a post
/// dismissed (rule + dismiss).
#[derive(Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "ruling", deny_unknown_fields))]
struct RawRuling {
    /// The id of the post ruled on.
    #[cfg_attr(feature = "schema", schemars(required))]
    post: Option<u64>,
    /// The name as the vote wrote it ("Mir").
    vote: Option<String>,
    /// The player (a name or alias) the vote counts for.
    count_as: Option<String>,
    /// The rule of the report's flag dismissed.
    rule: Option<u8>,
    /// Dismiss the vote or the flag.
    #[cfg_attr(feature = "schema", schemars(extend("default" = false)))]
    dismiss: Option<bool>,
    /// Why: shown with the tally and the flag.
    #[cfg_attr(feature = "schema", schemars(required, length(min = 1)))]
    reason: Option<String>,
}

/// A phase of the schedule.
#[derive(Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "phase"))]
struct RawPhase {
    /// "day" or "night".
    #[cfg_attr(feature = "schema", schemars(required, extend("enum" = ["day", "night"])))]
    kind: Option<String>,
    /// The phase's number (day 1, night 1, ...); counted when left out.
    number: Option<u32>,
    /// When the phase starts.
    #[cfg_attr(feature = "schema", schemars(required, with = "crate::schema::Time"))]
    start: Option<String>,
    /// When the phase ends (excluded); after start.
    #[cfg_attr(feature = "schema", schemars(required, with = "crate::schema::Time"))]
    end: Option<String>,
}

/// A post of the thread.
#[derive(Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "post", transform = crate::schema::post_rules))]
struct RawPost {
    /// Unique in the thread.
    #[cfg_attr(feature = "schema", schemars(required))]
    id: Option<u64>,
    /// The author's forum name.
    #[cfg_attr(feature = "schema", schemars(extend("default" = "")))]
    author: Option<String>,
    /// When it was posted.
    #[cfg_attr(feature = "schema", schemars(required, with = "crate::schema::Time"))]
    time: Option<String>,
    /// The body as first posted.
    #[serde(default)]
    body: String,
    /// How the body is written: "bbcode" or "html".
    #[cfg_attr(
        feature = "schema",
        schemars(extend("enum" = ["bbcode", "html"], "default" = "bbcode"))
    )]
    markup: Option<String>,
    /// The post's edits, in order.
    #[serde(default)]
    #[cfg_attr(feature = "schema", schemars(extend("default" = [])))]
    edits: Vec<RawEdit>,
}

/// An edit of a post.
#[derive(Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "edit"))]
struct RawEdit {
    /// When it was edited: not before the post's time.
    #[cfg_attr(feature = "schema", schemars(required, with = "crate::schema::Time"))]
    time: Option<String>,
    /// The whole body after this edit.
    #[serde(default)]
    body: String,
}

/// A host's event: a death, a modkill or a replacement.
#[derive(Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "event", transform = crate::schema::event_rules))]
struct RawEvent {
    /// What happened.
    #[serde(rename = "type")]
    #[cfg_attr(
        feature = "schema",
        schemars(required, extend("enum" = ["death", "modkill", "replacement"]))
    )]
    kind: Option<String>,
    /// Any name the slot has had.
    #[cfg_attr(feature = "schema", schemars(required))]
    player: Option<String>,
    /// How a player died.
    #[cfg_attr(
        feature = "schema",
        schemars(extend("enum" = ["lynch", "night", "modkill", "other"], "default" = "other"))
    )]
    death: Option<String>,
    /// When it happened.
    #[cfg_attr(feature = "schema", schemars(required, with = "crate::schema::Time"))]
    time: Option<String>,
    /// Why, for people.
    reason: Option<String>,
    /// A replacement's new player's name.
    #[serde(rename = "in")]
    #[cfg_attr(feature = "schema", schemars(regex(pattern = r"\S")))]
    replacement: Option<String>,
}

/// A night's submitted actions. Apart from number, kept as given and handed to the night
/// resolver (omerta-night/1).
#[derive(Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "night", transform = crate::schema::night_rules))]
struct RawNight {
    /// The night's number.
    #[cfg_attr(feature = "schema", schemars(required))]
    number: Option<u32>,
    #[serde(flatten)]
    #[cfg_attr(feature = "schema", schemars(skip))]
    rest: serde_json::Map<String, serde_json::Value>,
}

impl Thread {
    pub fn from_json(text: &str) -> Result<Thread, Error> {
        // A document of another format is not read further (issue 28: a 150 MB document
        // of another format took 6.2 GB to be told so, and went on being checked).
        if let Some(other) = other_format(text, FORMAT) {
            return Err(Error::Invalid(vec![Problem {
                at: "format".into(),
                message: format!("unknown format {other:?}; this reads \"{FORMAT}\""),
            }]));
        }
        let value: serde_json::Value =
            serde_json::from_str(text).map_err(|e| Error::Parse(e.to_string()))?;
        // Every problem at once: the fields of a wrong JSON type are set aside (each named
        // by its place) and the rest is still checked.
        let (raw, mut problems) = read_raw(value).map_err(Error::Invalid)?;
        match validate(raw) {
            Ok(thread) if problems.is_empty() => Ok(thread),
            Ok(_) => Err(Error::Invalid(problems)),
            Err(more) => {
                // A field set aside reads as missing: say only why it was set aside.
                let places = problems_places(&problems);
                problems.extend(more.into_iter().filter(|m| !problems_at(&places, &m.at)));
                Err(Error::Invalid(problems))
            }
        }
    }

    /// The post with this id.
    pub fn post(&self, id: u64) -> Option<&Post> {
        self.posts.iter().find(|p| p.id == id)
    }

    /// The slot whose player (any of its names) or alias is `name`, case-insensitive.
    pub fn slot_named(&self, name: &str) -> Option<SlotId> {
        let wanted = name.trim().to_lowercase();
        self.slots
            .iter()
            .position(|s| s.names.iter().any(|n| n.to_lowercase() == wanted))
    }

    /// Whether the slot is alive at `time` (a death at `time` counts from then on).
    pub fn alive_at(&self, slot: SlotId, time: Seconds) -> bool {
        !self.events.iter().any(
            |e| matches!(e, HostEvent::Death { slot: s, time: t, .. } if *s == slot && *t <= time),
        )
    }

    /// The slots alive at `time`.
    pub fn alive(&self, time: Seconds) -> Vec<SlotId> {
        (0..self.slots.len())
            .filter(|s| self.alive_at(*s, time))
            .collect()
    }

    /// The phase at `time`.
    pub fn phase_at(&self, time: Seconds) -> Option<usize> {
        self.phases
            .iter()
            .position(|p| p.start <= time && time < p.end)
    }

    /// The id a no-lynch wagon is counted under (one past the last slot).
    pub fn no_lynch_id(&self) -> SlotId {
        self.slots.len()
    }

    /// A wagon's name at `time`: the slot's player, or "No Lynch".
    pub fn target_name(&self, target: SlotId, time: Seconds) -> &str {
        if target >= self.slots.len() {
            crate::house::NO_LYNCH
        } else {
            self.name_at(target, time)
        }
    }

    /// The slot's name at `time` (before a replacement, the replaced player's).
    pub fn name_at(&self, slot: SlotId, time: Seconds) -> &str {
        let replaced = self
            .events
            .iter()
            .filter(|e| matches!(e, HostEvent::Replacement { slot: s, time: t, .. } if *s == slot && *t <= time))
            .count();
        self.slots[slot]
            .names
            .get(replaced)
            .map_or(self.slots[slot].name(), String::as_str)
    }
}

/// The document read field by field and entry by entry, so that every field of the wrong
/// JSON type is reported at once, each by its place (`posts[3].id`), rather than only the
/// first as one deserialization would.
fn problems_places(problems: &[Problem]) -> Vec<String> {
    problems.iter().map(|p| p.at.clone()).collect()
}

/// Whether a problem at `at` is about a field already set aside (at it or inside it).
fn problems_at(places: &[String], at: &str) -> bool {
    places.iter().any(|p| {
        at == p
            || p.strip_prefix(at)
                .is_some_and(|rest| rest.starts_with('.') || rest.starts_with('['))
    })
}

/// The document's fields, each read on its own: those of a wrong JSON type are left out
/// and named in the problems. An error only when the document is no JSON object.
fn read_raw(value: serde_json::Value) -> Result<(RawThread, Vec<Problem>), Vec<Problem>> {
    let serde_json::Value::Object(mut doc) = value else {
        return Err(vec![Problem {
            at: "document".into(),
            message: "must be a JSON object".into(),
        }]);
    };
    let mut problems = Vec::new();
    fn one<T: serde::de::DeserializeOwned>(
        value: serde_json::Value,
        at: &str,
        problems: &mut Vec<Problem>,
    ) -> Option<T> {
        serde_path_to_error::deserialize(value)
            .map_err(|e| {
                let inner = e.path().to_string();
                let place = if inner == "." || inner.is_empty() {
                    at.to_owned()
                } else if inner.starts_with('[') {
                    format!("{at}{inner}")
                } else {
                    format!("{at}.{inner}")
                };
                problems.push(Problem {
                    at: place,
                    message: e.into_inner().to_string(),
                });
            })
            .ok()
    }
    fn list<T: serde::de::DeserializeOwned>(
        value: Option<serde_json::Value>,
        at: &str,
        problems: &mut Vec<Problem>,
    ) -> Vec<T> {
        match value {
            None | Some(serde_json::Value::Null) => Vec::new(),
            Some(serde_json::Value::Array(items)) => items
                .into_iter()
                .enumerate()
                .filter_map(|(i, item)| one(item, &format!("{at}[{i}]"), problems))
                .collect(),
            Some(_) => {
                problems.push(Problem {
                    at: at.to_owned(),
                    message: "must be a list".into(),
                });
                Vec::new()
            }
        }
    }
    let mut field = |name: &str| doc.remove(name).unwrap_or(serde_json::Value::Null);
    let format = field("format");
    let game = field("game");
    let host = field("host");
    let start = field("start");
    let (players, phases, posts, events, nights, rulings) = (
        doc.remove("players"),
        doc.remove("phases"),
        doc.remove("posts"),
        doc.remove("events"),
        doc.remove("nights"),
        doc.remove("rulings"),
    );
    let raw = RawThread {
        format: one(format, "format", &mut problems).flatten(),
        game: one(game, "game", &mut problems).flatten(),
        host: one(host, "host", &mut problems).flatten(),
        start: one(start, "start", &mut problems).flatten(),
        players: list(players, "players", &mut problems),
        phases: list(phases, "phases", &mut problems),
        posts: list(posts, "posts", &mut problems),
        events: list(events, "events", &mut problems),
        nights: list(nights, "nights", &mut problems),
        rulings: list(rulings, "rulings", &mut problems),
    };
    Ok((raw, problems))
}

fn validate(raw: RawThread) -> Result<Thread, Vec<Problem>> {
    let mut problems = Vec::new();
    let mut bad = |at: &str, message: String| {
        problems.push(Problem {
            at: at.to_owned(),
            message,
        })
    };
    match raw.format.as_deref() {
        Some("omerta-forum/1") => {}
        Some(other) => bad(
            "format",
            format!("unknown format {other:?}; this reads \"omerta-forum/1\""),
        ),
        None => bad(
            "format",
            "missing: the document must say \"format\": \"omerta-forum/1\"".into(),
        ),
    }
    let game = raw.game.unwrap_or(RawGame {
        normality: None,
        day_hours: None,
        night_hours: None,
        starts_with: None,
        min_posts_per_day: None,
        lock: None,
        fifty_percent_rule: None,
        votes: None,
        lynch: None,
    });
    let votes = vote_rules(game.votes, &mut bad);
    let lynch = lynch_rules(game.lynch, &mut bad);
    let normality = match game.normality {
        None => Normality::new(1).expect("1 is a level"),
        Some(n) => Normality::new(n).unwrap_or_else(|| {
            bad("game.normality", format!("{n} is not a level 1 to 6"));
            Normality::new(1).expect("1 is a level")
        }),
    };
    let starts_with = match game.starts_with.as_deref() {
        None | Some("day") => Start::Day,
        Some("night") => Start::Night,
        Some(other) => {
            bad(
                "game.starts_with",
                format!("{other:?} is not \"day\" or \"night\""),
            );
            Start::Day
        }
    };
    let config = GameConfig {
        normality,
        day_hours: game.day_hours.unwrap_or(48),
        night_hours: game.night_hours.unwrap_or(24),
        starts_with,
        min_posts_per_day: game.min_posts_per_day.unwrap_or(0),
        lock: game.lock.unwrap_or(true),
        fifty_percent_rule: game.fifty_percent_rule.unwrap_or(true),
    };
    if config.day_hours == 0 || config.night_hours == 0 {
        bad(
            "game",
            "day_hours and night_hours must be at least 1".into(),
        );
    }
    // Players.
    let mut slots: Vec<Slot> = Vec::new();
    // Lovers named: (place, slot, the lover's name), found once every slot is read.
    let mut love: Vec<(String, SlotId, String)> = Vec::new();
    for (i, p) in raw.players.into_iter().enumerate() {
        let at = format!("players[{i}]");
        let Some(name) = p.name.filter(|n| !n.trim().is_empty()) else {
            bad(&at, "missing \"name\"".into());
            continue;
        };
        let taken = |n: &str, slots: &[Slot]| name_taken(n, slots);
        if taken(&name, &slots) {
            bad(&at, format!("the name {name:?} is used twice"));
        }
        for alias in &p.aliases {
            if taken(alias, &slots) || normal_name(alias) == normal_name(&name) {
                bad(
                    &at,
                    format!("the alias {alias:?} is already a name or alias"),
                );
            }
        }
        let win = match p.win.as_deref() {
            None => omerta_night::Win::Faction,
            Some(w) => omerta_night::Win::parse(w).unwrap_or_else(|| {
                bad(
                    &format!("{at}.win"),
                    format!("{w:?} is not \"faction\", \"alone\", \"lynched\" or \"alive\""),
                );
                omerta_night::Win::Faction
            }),
        };
        if let Some(lover) = p.lover {
            love.push((format!("{at}.lover"), slots.len(), lover));
        }
        slots.push(Slot {
            names: vec![name],
            aliases: p.aliases,
            faction: p.faction,
            role: p.role,
            weight: p.votes.unwrap_or(1),
            shots: p.shots,
            win,
            lovers: Vec::new(),
            mason: p.mason.unwrap_or(false),
        });
    }
    for (at, slot, lover) in love {
        match slots
            .iter()
            .position(|s| normal_name(s.name()) == normal_name(&lover))
        {
            None => bad(&at, format!("{lover:?} is not a player")),
            Some(other) if other == slot => bad(&at, format!("{lover:?} is the player themself")),
            Some(other) => {
                slots[slot].lovers.push(other);
                slots[other].lovers.push(slot);
            }
        }
    }
    for slot in &mut slots {
        slot.lovers.sort_unstable();
        slot.lovers.dedup();
    }
    // Phases.
    let mut phases = Vec::new();
    for (i, p) in raw.phases.iter().enumerate() {
        let at = format!("phases[{i}]");
        let kind = match p.kind.as_deref() {
            Some("day") => PhaseKind::Day,
            Some("night") => PhaseKind::Night,
            Some(other) => {
                bad(&at, format!("kind {other:?} is not \"day\" or \"night\""));
                continue;
            }
            None => {
                bad(&at, "missing \"kind\": \"day\" or \"night\"".into());
                continue;
            }
        };
        let (Some(start), Some(end)) = (
            p.start.as_deref().and_then(time::parse),
            p.end.as_deref().and_then(time::parse),
        ) else {
            bad(
                &at,
                "start and end must be RFC 3339 times (2026-03-16T20:00:00Z)".into(),
            );
            continue;
        };
        if end <= start {
            bad(&at, "ends before it starts".into());
        }
        if let Some(prev) = phases.last() {
            let prev: &Phase = prev;
            if start < prev.end {
                bad(&at, format!("overlaps {prev}"));
            }
        }
        let number = p.number.unwrap_or_else(|| {
            1 + phases.iter().filter(|q: &&Phase| q.kind == kind).count() as u32
        });
        phases.push(Phase {
            kind,
            number,
            start,
            end,
        });
    }
    // Posts.
    let host = raw.host;
    let mut posts = Vec::with_capacity(raw.posts.len());
    let mut ids = std::collections::HashSet::new();
    for (i, p) in raw.posts.into_iter().enumerate() {
        let at = format!("posts[{i}]");
        let Some(id) = p.id else {
            bad(&at, "missing \"id\"".into());
            continue;
        };
        if !ids.insert(id) {
            bad(&at, format!("post id {id} is used twice"));
        }
        let Some(time) = p.time.as_deref().and_then(time::parse) else {
            bad(
                &at,
                "\"time\" must be an RFC 3339 time (2026-03-16T20:00:00Z)".into(),
            );
            continue;
        };
        let author_name = p.author.unwrap_or_default();
        let author = if host
            .as_deref()
            .is_some_and(|h| h.eq_ignore_ascii_case(&author_name))
        {
            Author::Host
        } else {
            match slots
                .iter()
                .position(|s| s.names.iter().any(|n| n.eq_ignore_ascii_case(&author_name)))
            {
                Some(slot) => Author::Player(slot),
                None => Author::Other,
            }
        };
        let markup = match p.markup.as_deref() {
            None | Some("bbcode") => Markup::BbCode,
            Some("html") => Markup::Html,
            Some(other) => {
                bad(
                    &at,
                    format!("markup {other:?} is not \"bbcode\" or \"html\""),
                );
                Markup::BbCode
            }
        };
        let mut edits = Vec::new();
        for (j, e) in p.edits.into_iter().enumerate() {
            match e.time.as_deref().and_then(time::parse) {
                Some(t) if t >= time => edits.push(Edit {
                    time: t,
                    body: e.body,
                }),
                Some(_) => bad(
                    &format!("{at}.edits[{j}]"),
                    "an edit before its post".into(),
                ),
                None => bad(
                    &format!("{at}.edits[{j}]"),
                    "\"time\" must be an RFC 3339 time".into(),
                ),
            }
        }
        posts.push(Post {
            id,
            author,
            author_name,
            time,
            body: p.body,
            markup,
            edits,
            phase: None,
        });
    }
    posts.sort_by_key(|p| (p.time, p.id));
    // The schedule, from the phases given or from the start and the lengths.
    if phases.is_empty() {
        if let Some(start) = raw.start.as_deref() {
            match time::parse(start) {
                Some(start) => {
                    let last = posts.last().map_or(start, |p| p.time).max(start);
                    phases = schedule(&config, start, last);
                }
                None => bad("start", "must be an RFC 3339 time".into()),
            }
        } else {
            bad(
                "phases",
                "give the phases, or a \"start\" for the schedule from the lengths".into(),
            );
        }
    }
    // Host events.
    let mut events = Vec::new();
    // Events apply in time order, whatever order they are listed in (a replacement before
    // a later death of the new name), with their listed index kept for messages.
    let mut raw_events: Vec<(usize, RawEvent)> = raw.events.into_iter().enumerate().collect();
    raw_events.sort_by_key(|(_, e)| e.time.as_deref().and_then(time::parse));
    for (i, e) in raw_events {
        let at = format!("events[{i}]");
        let Some(time) = e.time.as_deref().and_then(time::parse) else {
            bad(&at, "\"time\" must be an RFC 3339 time".into());
            continue;
        };
        let slot = e.player.as_deref().and_then(|n| {
            slots
                .iter()
                .position(|s| s.names.iter().any(|m| m.eq_ignore_ascii_case(n)))
        });
        let Some(slot) = slot else {
            bad(
                &at,
                format!(
                    "player {:?} is not in the game",
                    e.player.unwrap_or_default()
                ),
            );
            continue;
        };
        match e.kind.as_deref() {
            Some("death") => {
                let kind = match e.death.as_deref() {
                    Some("lynch") => DeathKind::Lynch,
                    Some("night") => DeathKind::Night,
                    Some("modkill") => DeathKind::Modkill,
                    None | Some("other") => DeathKind::Other,
                    Some(other) => {
                        bad(
                            &at,
                            format!("death {other:?} is not lynch, night, modkill or other"),
                        );
                        DeathKind::Other
                    }
                };
                events.push(HostEvent::Death {
                    slot,
                    kind,
                    time,
                    reason: e.reason,
                });
            }
            Some("modkill") => events.push(HostEvent::Death {
                slot,
                kind: DeathKind::Modkill,
                time,
                reason: e.reason,
            }),
            Some("replacement") => match e.replacement {
                Some(name)
                    if name_taken(&name, &slots)
                        || host
                            .as_deref()
                            .is_some_and(|h| normal_name(h) == normal_name(&name)) =>
                {
                    bad(
                        &at,
                        format!("the replacement's name {name:?} is already a name or alias (or the host's name)"),
                    )
                }
                Some(name) if !name.trim().is_empty() => {
                    slots[slot].names.push(name.clone());
                    events.push(HostEvent::Replacement {
                        slot,
                        new_name: name,
                        time,
                    });
                }
                _ => bad(
                    &at,
                    "a replacement needs \"in\": the new player's name".into(),
                ),
            },
            Some(other) => bad(
                &at,
                format!("type {other:?} is not death, modkill or replacement"),
            ),
            None => bad(
                &at,
                "missing \"type\": death, modkill or replacement".into(),
            ),
        }
    }
    events.sort_by_key(HostEvent::time);
    let events = lovers_die_together(&slots, events);
    // Authors who joined by replacement.
    for post in &mut posts {
        if post.author == Author::Other {
            if let Some(slot) = slots.iter().position(|s| {
                s.names
                    .iter()
                    .any(|n| n.eq_ignore_ascii_case(&post.author_name))
            }) {
                post.author = Author::Player(slot);
            }
        }
    }
    let mut nights = Vec::new();
    for (i, n) in raw.nights.into_iter().enumerate() {
        match n.number {
            Some(number) => nights.push((number, serde_json::Value::Object(n.rest))),
            None => bad(&format!("nights[{i}]"), "missing \"number\"".into()),
        }
    }
    let mut rulings = Vec::new();
    for (i, r) in raw.rulings.into_iter().enumerate() {
        match ruling(r, &posts, &slots) {
            Ok(r) => rulings.push(r),
            Err(message) => bad(&format!("rulings[{i}]"), message),
        }
    }
    if !problems.is_empty() {
        return Err(problems);
    }
    let mut thread = Thread {
        config,
        votes,
        lynch,
        host,
        slots,
        phases,
        posts,
        events,
        nights,
        rulings,
    };
    let phases: Vec<Option<usize>> = thread
        .posts
        .iter()
        .map(|p| thread.phase_at(p.time))
        .collect();
    for (post, phase) in thread.posts.iter_mut().zip(phases) {
        post.phase = phase;
    }
    Ok(thread)
}

/// A host's ruling: a vote counted as a player's (`vote` and `count_as`), a vote dismissed
/// (`vote` and `dismiss`), or a report's flag dismissed (`rule` and `dismiss`); always on a
/// post of the thread, always with a reason.
fn ruling(raw: RawRuling, posts: &[Post], slots: &[Slot]) -> Result<Ruling, String> {
    let post = raw
        .post
        .ok_or("missing \"post\": the id of the post ruled on")?;
    if !posts.iter().any(|p| p.id == post) {
        return Err(format!("there is no post {post} in the thread"));
    }
    let reason = raw
        .reason
        .map(|r| r.trim().to_owned())
        .filter(|r| !r.is_empty())
        .ok_or("missing \"reason\": a ruling says why")?;
    let dismiss = raw.dismiss.unwrap_or(false);
    let decision = match (raw.vote, raw.count_as, raw.rule) {
        (Some(vote), Some(name), None) if !dismiss => {
            let names = slots
                .iter()
                .enumerate()
                .flat_map(|(i, s)| s.names.iter().chain(&s.aliases).map(move |n| (i, n.as_str())));
            match crate::votes::resolve_name(&name, names) {
                crate::votes::NameMatch::One(slot) => Decision::CountAs { vote, slot },
                _ => return Err(format!("count_as: {name:?} is not one player of the game")),
            }
        }
        (Some(vote), None, None) if dismiss => Decision::DismissVote { vote },
        (None, None, Some(rule)) if dismiss => Decision::DismissFlag { rule },
        _ => {
            return Err(
                "a ruling is {\"vote\", \"count_as\"}, {\"vote\", \"dismiss\": true} or {\"rule\", \"dismiss\": true}"
                    .into(),
            )
        }
    };
    Ok(Ruling {
        post,
        decision,
        reason,
    })
}

/// Ruling F43: a lover dies when their lover dies, at the same moment, whatever the death
/// (a lynch, a night kill, a modkill); a lover of a lover too. The grief is written as a
/// death of kind `other` whose reason names the lover; a later death the host recorded
/// for a player already dead of grief is the same death, recorded late, and is dropped.
fn lovers_die_together(slots: &[Slot], events: Vec<HostEvent>) -> Vec<HostEvent> {
    if slots.iter().all(|s| s.lovers.is_empty()) {
        return events;
    }
    // The host's own record of a death at the same moment is theirs to give (both lovers
    // shot the same night): it stands, with its kind and reason.
    let mut recorded: Vec<Option<Seconds>> = vec![None; slots.len()];
    for e in &events {
        if let HostEvent::Death { slot, time, .. } = e {
            recorded[*slot].get_or_insert(*time);
        }
    }
    let mut dead = vec![false; slots.len()];
    let mut out = Vec::with_capacity(events.len());
    for event in events {
        let HostEvent::Death { slot, time, .. } = event else {
            out.push(event);
            continue;
        };
        if dead[slot] {
            continue;
        }
        dead[slot] = true;
        out.push(event);
        let mut spreading = std::collections::VecDeque::from([slot]);
        while let Some(died) = spreading.pop_front() {
            for &lover in &slots[died].lovers {
                if !dead[lover] && recorded[lover] != Some(time) {
                    dead[lover] = true;
                    spreading.push_back(lover);
                    out.push(HostEvent::Death {
                        slot: lover,
                        kind: DeathKind::Other,
                        time,
                        reason: Some(format!("with their lover {}", slots[died].name())),
                    });
                }
            }
        }
    }
    out
}

/// Whether a name (spaces collapsed, any case) is already a player's name or alias.
/// `game.votes`, with the seed's rule for every field not given.
fn vote_rules(raw: Option<RawVotes>, bad: &mut impl FnMut(&str, String)) -> VoteRules {
    let mut rules = VoteRules::default();
    let Some(raw) = raw else {
        return rules;
    };
    rules.bold = raw.bold.unwrap_or(true);
    match raw.prefix {
        None | Some(serde_json::Value::Null) => {}
        Some(serde_json::Value::String(p)) => rules.prefixes.push(p),
        Some(serde_json::Value::Array(list)) => {
            for (i, p) in list.into_iter().enumerate() {
                match p {
                    serde_json::Value::String(p) => rules.prefixes.push(p),
                    _ => bad(
                        &format!("game.votes.prefix[{i}]"),
                        "a prefix must be a text".into(),
                    ),
                }
            }
        }
        Some(_) => bad(
            "game.votes.prefix",
            "must be a text or a list of texts".into(),
        ),
    }
    // An empty prefix among others means no prefix is needed at all.
    if rules.prefixes.iter().any(|p| p.trim().is_empty()) {
        rules.prefixes.clear();
    }
    for p in &mut rules.prefixes {
        *p = p.trim().to_lowercase();
    }
    rules.colon_optional = match raw.colon.as_deref() {
        None | Some("required") => false,
        Some("optional") => true,
        Some(other) => {
            bad(
                "game.votes.colon",
                format!("\"{other}\" is not \"required\" or \"optional\""),
            );
            false
        }
    };
    rules.bare_unvote = raw.bare_unvote.unwrap_or(false);
    for (i, n) in raw.no_lynch.iter().enumerate() {
        if normal_name(n).is_empty() {
            bad(
                &format!("game.votes.no_lynch[{i}]"),
                "a no-lynch name must not be empty".into(),
            );
        }
    }
    rules.no_lynch = raw.no_lynch;
    rules
}

/// `game.lynch`, with the seed's rule for every field not given.
fn lynch_rules(raw: Option<RawLynch>, bad: &mut impl FnMut(&str, String)) -> LynchRules {
    let mut rules = LynchRules::default();
    let Some(raw) = raw else {
        return rules;
    };
    rules.day_end = match raw.day_end.as_deref() {
        None | Some("majority") => DayEnd::Majority,
        Some("plurality") => DayEnd::Plurality,
        Some(other) => {
            bad(
                "game.lynch.day_end",
                format!("\"{other}\" is not \"majority\" or \"plurality\""),
            );
            DayEnd::Majority
        }
    };
    rules.ties = match raw.ties.as_deref() {
        None | Some("none") => Ties::None,
        Some("earliest") => Ties::Earliest,
        Some("no_lynch") => Ties::NoLynch,
        Some(other) => {
            bad(
                "game.lynch.ties",
                format!("\"{other}\" is not \"none\", \"earliest\" or \"no_lynch\""),
            );
            Ties::None
        }
    };
    rules.hammer = raw.hammer.unwrap_or(false);
    rules
}

fn name_taken(name: &str, slots: &[Slot]) -> bool {
    let wanted = normal_name(name);
    slots.iter().any(|s| {
        s.names
            .iter()
            .chain(&s.aliases)
            .any(|m| normal_name(m) == wanted)
    })
}

/// Alternating phases from `start`, long enough to cover `until`.
fn schedule(config: &GameConfig, start: Seconds, until: Seconds) -> Vec<Phase> {
    let mut phases = Vec::new();
    let mut kind = match config.starts_with {
        Start::Day => PhaseKind::Day,
        Start::Night => PhaseKind::Night,
    };
    let (mut days, mut nights) = (0, 0);
    let mut at = start;
    while at <= until {
        let hours = match kind {
            PhaseKind::Day => {
                days += 1;
                config.day_hours
            }
            PhaseKind::Night => {
                nights += 1;
                config.night_hours
            }
        };
        let end = at + i64::from(hours) * 3600;
        phases.push(Phase {
            kind,
            number: if kind == PhaseKind::Day { days } else { nights },
            start: at,
            end,
        });
        at = end;
        kind = match kind {
            PhaseKind::Day => PhaseKind::Night,
            PhaseKind::Night => PhaseKind::Day,
        };
    }
    phases
}
