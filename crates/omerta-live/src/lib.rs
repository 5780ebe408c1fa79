//! Live games: what the omerta server hosts.
//!
//! A game is a stream of events. A command from an [`Actor`] is checked against the state
//! folded from the events so far ([`Live::handle`]) and either refused or turned into new
//! events; applying an event ([`Live::apply`]) only folds state and never fails, so
//! replaying the same events always gives the same state. Every event carries its
//! [`Audience`], fixed when it is emitted and stored with it, and every read is filtered
//! for its [`Viewer`] ([`Audience::admits`]).
//!
//! The crate is pure: no IO, no clock (times are inputs, milliseconds since the epoch),
//! no thread RNG (a start takes a seed). The server stores the events and calls in.
//!
//! [`Hosted`] wraps a rule set's game with what every game has: a title, a host, a lobby
//! of named seats (slots) that accounts join, a start and a finish.

pub mod audience;
pub mod check;
pub mod clock;
pub mod forum;
pub mod hosted;
pub mod mafia1923;
pub mod names;
pub mod pro;
pub mod pro_refusals;
pub mod refusals;
#[cfg(feature = "schema")]
pub mod schema;

pub use audience::{reads_every_secret, Audience, Disclosure, Secret, Slot, Viewer};
pub use hosted::{Actor, Command, Event, Hosted, HostedView, LobbyEvent, Status};

/// The server hands a night's budget and its stop signal to each command ([`Limits`]).
pub use omerta_night::{Budget, Stop};
#[cfg(feature = "schema")]
pub use schema::Described;

use serde::{de::DeserializeOwned, Serialize};
use serde_json::Value;

/// Why a command was refused: a stable code and a sentence for people.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refusal {
    pub code: &'static str,
    /// The sentence in English, as the JSON API has always said it.
    pub message: String,
    /// Seconds until the same command may be accepted, when only time stands in its way
    /// (a limit per interval): the server's `Retry-After`.
    pub retry_after: Option<u64>,
    /// The same sentence as data, for the faces to word in the reader's language (issue
    /// 30); none for a refusal only said in English so far. Boxed: a refusal travels in
    /// every `Result` of a command, and most have none.
    pub words: Option<Box<Words>>,
}

/// A sentence as data: the id of a message of omerta's catalog (`omerta-i18n`, area
/// `refusals`) and its arguments. The crate stays free of the catalog: the faces word it
/// in the reader's language, and their tests hold its English to the refusal's `message`
/// word for word.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Words {
    pub id: &'static str,
    pub args: Vec<(&'static str, Arg)>,
}

/// An argument of [`Words`]: text as it is (a name, a seat), a number the language writes
/// and chooses its plural by, or another message of the catalog, worded first (what a
/// sentence is said of: "a player's name").
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arg {
    Text(String),
    Number(i64),
    Message(&'static str),
    /// Another sentence as data, worded first (a refused record's reason, which record).
    Words(Words),
    /// What the Pro table rules refuse: every violation, each worded from its own data
    /// (`omerta_pro::Said`) and joined, so that a refusal listing several says them all.
    Violations(Vec<omerta_pro::Violation>),
    /// The same, each on a line of its own after a count (`2 problems found:` and a line
    /// each, as omerta-pro's report gives them).
    ViolationLines(Vec<omerta_pro::Violation>),
    /// A forum setup's problems, each on a line of its own at its place, each worded from
    /// its own data ([`forum::Problem::words`]) where it has some.
    Problems(Vec<forum::Problem>),
    /// A part of a Mafia 1923 sentence as the rule crate gives it (`omerta_1923::Arg`: a
    /// reason the engine would ignore an action, a setup's problems, a schedule's), worded
    /// by `omerta_i18n::m1923` (area `m1923`).
    M1923(omerta_1923::Arg),
    /// Why a forum night cannot be resolved, or an action its rules refuse: the night
    /// crates' reason as data (`omerta_forum::NightError`: a thread's night entry, the
    /// night document's problems, a knot past the budget), worded as a whole. Boxed: most
    /// arguments are text.
    Night(Box<omerta_forum::NightError>),
    /// Why a protocol cannot be scored (not a document, its violations, not finished), as
    /// `pro check` says it (`omerta_i18n::pro::problems`).
    ProError(omerta_pro::Error),
    /// Why a Polemica or MafiaRatings document is refused: every problem at its place, each
    /// worded from its data (`omerta_i18n::import::refused`).
    Refused(omerta_pro::interchange::Refused),
}

impl Words {
    /// The message `id` with its arguments.
    pub fn new(id: &'static str, args: impl IntoIterator<Item = (&'static str, Arg)>) -> Words {
        Words {
            id,
            args: args.into_iter().collect(),
        }
    }
}

impl From<&str> for Arg {
    fn from(text: &str) -> Arg {
        Arg::Text(text.to_string())
    }
}

impl From<String> for Arg {
    fn from(text: String) -> Arg {
        Arg::Text(text)
    }
}

impl From<i64> for Arg {
    fn from(n: i64) -> Arg {
        Arg::Number(n)
    }
}

/// A message id written where a refusal is made: `i18n::id("…")` is how the catalog's
/// tests see an id used (this crate does not depend on the catalog).
pub(crate) mod i18n {
    pub const fn id(id: &'static str) -> &'static str {
        id
    }
}

impl Refusal {
    pub fn new(code: &'static str, message: impl Into<String>) -> Refusal {
        Refusal {
            code,
            message: message.into(),
            retry_after: None,
            words: None,
        }
    }

    /// The refusal with its sentence as data too ([`Words`]), for other languages.
    pub fn worded(mut self, words: Words) -> Refusal {
        self.words = Some(Box::new(words));
        self
    }

    /// Too soon: the command may be sent again in `seconds` (code `rate_limited`).
    pub fn too_soon(message: impl Into<String>, seconds: u64) -> Refusal {
        Refusal {
            retry_after: Some(seconds),
            ..Refusal::new("rate_limited", message)
        }
    }

    /// The actor may not do this (a player acting for the host, a spectator voting).
    pub fn forbidden(message: impl Into<String>) -> Refusal {
        Refusal::new("forbidden", message)
    }

    /// The command does not fit the game at this moment (wrong phase, dead player, bad target).
    pub fn invalid(message: impl Into<String>) -> Refusal {
        Refusal::new("invalid_command", message)
    }
}

impl std::fmt::Display for Refusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.code, self.message)
    }
}

/// An event with the audience it was emitted for.
#[derive(Clone, Debug, PartialEq)]
pub struct Emitted<E> {
    pub event: E,
    pub audience: Audience,
}

/// What a command costs the server, known before it is checked: so that the server can
/// run the expensive ones apart (a night resolved, a phase played, a game scored) and limit
/// how much text people write.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Weight {
    /// Checking it may take real computation: the server bounds how many run at once.
    pub heavy: bool,
    /// It writes text for the others to read (a post, an edit): its length in characters.
    pub text: Option<usize>,
}

/// What the server's operator lets one command cost, handed to each command as it is
/// checked ([`Live::handle_within`]). Not part of any event, nor of a game's state:
/// replaying a game's events gives the same state whatever the limits.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Limits {
    /// The work RAR may do to resolve one night ([`omerta_night::Budget`]), and the
    /// signal that ends it early when the server's deadline for the command passes.
    pub night: omerta_night::Budget,
    /// How often the host may prod one player of a game.
    pub prods: ProdLimit,
}

/// At most one prod per player of a game in `every_ms` milliseconds (the host's reminders
/// are mailed: without a bound a host could flood a player's inbox).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ProdLimit {
    pub every_ms: i64,
}

impl Default for ProdLimit {
    /// One an hour.
    fn default() -> ProdLimit {
        ProdLimit {
            every_ms: 3_600_000,
        }
    }
}

/// Who acts, as a rule set sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    /// The game's host (judge, moderator) or a site admin.
    Host,
    /// The player in this slot.
    Player(Slot),
    /// The server's timers.
    System,
}

/// One rule set's live game. Implemented by [`pro::ProTable`], [`forum::ForumGame`] and
/// [`mafia1923::Game1923`]; wrapped by [`Hosted`].
pub trait Live: Sized + Clone {
    /// The rule set's name in the API: `pro`, `forum`, `1923`.
    const RULESET: &'static str;
    /// Every event kind the rule set emits, for exhaustive tests.
    const KINDS: &'static [&'static str];
    /// How many players a table of the rule set seats, where it is a fixed number: the
    /// lobby seats no more (`None`: the lobby's own limit, [`hosted::MAX_ENTRANTS`]).
    const SEATS: Option<usize> = None;

    /// What the host gives at the start (roles given or random, options).
    type Setup: DeserializeOwned + Serialize + Clone;
    /// What actors send while the game runs.
    type Command: DeserializeOwned + Serialize + Clone;
    /// What the game records.
    type Event: DeserializeOwned + Serialize + Clone + std::fmt::Debug + PartialEq;
    /// The game as a reader reads it ([`Live::view_typed`]): `pro::ProView`,
    /// `forum::ForumView`, `mafia1923::View1923`.
    type View: Serialize + Clone + std::fmt::Debug;
    /// An event as a reader reads it ([`Live::presented`]): the stored event, or what a
    /// rule set leaves of it for some readers (`pro::ProPresented`).
    type Presented: Serialize + Clone + std::fmt::Debug;

    /// The events that start a game for these named slots (in slot order), dealing
    /// with `seed` where the deal is random. `now` is the start time (ms).
    fn start(
        setup: Self::Setup,
        names: &[String],
        seed: u64,
        now: i64,
    ) -> Result<Vec<Emitted<Self::Event>>, Refusal>;

    /// The state after the start events (before they are applied).
    fn empty() -> Self;

    /// Folds one event into the state. Never fails: events were checked when emitted.
    fn apply(&mut self, event: &Self::Event);

    /// Checks a command against the state; the events it emits, or why not.
    fn handle(
        &self,
        role: Role,
        command: Self::Command,
        now: i64,
    ) -> Result<Vec<Emitted<Self::Event>>, Refusal>;

    /// [`Live::handle`] within the server's limits for this command (a rule set whose
    /// commands may search for long, as a forum night by RAR, takes them; the others need
    /// none).
    fn handle_within(
        &self,
        role: Role,
        command: Self::Command,
        now: i64,
        _limits: &Limits,
    ) -> Result<Vec<Emitted<Self::Event>>, Refusal> {
        self.handle(role, command, now)
    }

    /// What checking the command may cost (see [`Weight`]).
    fn weigh(_command: &Self::Command) -> Weight {
        Weight::default()
    }

    /// The event as `viewer` reads it (in the event list and the stream), for a viewer the
    /// event's audience admits: the stored event, or what a rule set leaves of it to tell
    /// this reader nothing about events they may not see (a Pro record's protocol index).
    fn presented(event: &Self::Event, viewer: Viewer) -> Self::Presented;

    /// [`Live::presented`] as JSON.
    fn present(event: &Self::Event, viewer: Viewer) -> Value {
        serde_json::to_value(Self::presented(event, viewer)).unwrap_or(Value::Null)
    }

    /// The event's kind, one of [`Live::KINDS`].
    fn kind(event: &Self::Event) -> &'static str;

    /// What the event tells about whom: the facts a player must not learn of another.
    fn discloses(event: &Self::Event) -> Vec<Disclosure>;

    /// Whether the game is over.
    fn finished(&self) -> bool;

    /// The whole game, every secret included, as its rule set's own document (a Pro
    /// table's `omerta-pro/1` protocol), where the rule set has one. Only for the readers
    /// [`Hosted::export`] lets have it.
    fn export(&self) -> Option<Value> {
        None
    }

    /// When the server's timer should send [`Live::timeout`] (ms), if ever.
    fn deadline(&self) -> Option<i64> {
        None
    }

    /// The command the server's timer sends at the deadline.
    fn timeout(&self) -> Option<Self::Command> {
        None
    }

    /// The game as this viewer may see it, for pages and the API.
    fn view_typed(&self, viewer: Viewer) -> Self::View;

    /// [`Live::view_typed`] as JSON.
    fn view(&self, viewer: Viewer) -> Value {
        serde_json::to_value(self.view_typed(viewer)).unwrap_or(Value::Null)
    }

    /// A public event as a sentence, for webhooks and announcements.
    fn announcement(event: &Self::Event) -> Option<String>;

    /// The event as a sentence for whom it is for, public or private (a role told, a
    /// night's result), for their mail; only ever sent to readers the event's audience
    /// admits. The public sentence by default.
    fn notice(event: &Self::Event) -> Option<String> {
        Self::announcement(event)
    }

    /// The slots whose roles the player in `slot` knows by the rules (the mafia know each
    /// other). Redaction lets a [`Secret::Role`] disclosure through to partners, nothing else.
    fn partners(&self, _slot: Slot) -> Vec<Slot> {
        Vec::new()
    }

    /// What the game waits for from this viewer now, for their list of games: `"vote"`,
    /// `"action"`, `"mafia_kill"`, `"close_phase"` (a host without a timer); empty when
    /// nothing. Only what the viewer's own view tells them.
    fn waiting(&self, _viewer: Viewer) -> Vec<&'static str> {
        Vec::new()
    }

    /// The game as `reader` may read it once it is over: everything, as its host reads it
    /// (issue 17's review), but what the rules keep secret even then.
    fn revealed_typed(&self, _reader: Viewer) -> Self::View {
        self.view_typed(Viewer::Host)
    }

    /// [`Live::revealed_typed`] as JSON.
    fn revealed(&self, reader: Viewer) -> Value {
        serde_json::to_value(self.revealed_typed(reader)).unwrap_or(Value::Null)
    }

    /// The phase this event opens, in words ("Day 2"), for stepping through a finished
    /// game phase by phase; none for every other event.
    fn phase_mark(_event: &Self::Event) -> Option<String> {
        None
    }

    /// The phase each of these events opens, in words, one per event (none for most), for
    /// the steps of a finished game's review. [`Live::phase_mark`] of each by default; a
    /// rule set whose events do not name their phase (a Pro `day` record) counts them.
    /// Kept apart from `phase_mark`, which also says where a reopening rewinds to.
    fn step_marks(events: &[&Self::Event]) -> Vec<Option<String>> {
        events.iter().map(|e| Self::phase_mark(e)).collect()
    }

    /// Whether the player in `slot` is alive (the Mafia 1923 seed: "Dead players do not
    /// receive any emails except for the public ones"). Every slot by default.
    fn alive(&self, _slot: Slot) -> bool {
        true
    }

    /// What the rule set itself asks of a player's name, beside the one rule for names
    /// (`names::check`): a forum game's names must be votable in its thread. Checked by the
    /// lobby wherever a name is given to a seat (join, seat, replace), so a name is refused
    /// when it is given, not when the game starts.
    fn seat_name(_name: &str) -> Result<(), Refusal> {
        Ok(())
    }

    /// The slot whose player spoke in this event (a forum post), if any: a post after the
    /// host's prod answers it (forum ruling D21).
    fn spoke(_event: &Self::Event) -> Option<Slot> {
        None
    }

    /// The host replaced the player in `slot` by `name` (forum replacements).
    fn replace(&self, _slot: Slot, _name: &str, _now: i64) -> Vec<Emitted<Self::Event>> {
        Vec::new()
    }

    /// The time zone the game's times are told in (an IANA name: the 1923 seed's "All
    /// times are in Israel time"), if it has one; UTC otherwise ([`clock::written`]).
    fn time_zone(&self) -> Option<String> {
        None
    }

    /// The game once the host reopens the phase that began as `start` (the game as that
    /// phase began): "a reopen rewinds only the phase reopened; all that happened before
    /// it stays in every reader's record" (issue 27). `self` is the game now. A rule set
    /// whose readers' record lives in its state (the 1923 messages) takes it from `self`;
    /// by default the game is `start` as it was.
    fn reopened(&self, start: &Self) -> Self {
        start.clone()
    }

    /// What reopening the phase that began as `start` would take back and what it keeps,
    /// in sentences, as `viewer` may know it: the host is shown it before confirming, and
    /// the `reopened` event lists what everybody may know of it.
    fn rewind(&self, _start: &Self, _viewer: Viewer) -> Rewind {
        Rewind::default()
    }
}

/// What a reopening takes back and what it keeps ([`Live::rewind`]), in sentences for
/// people, each with its words as data beside it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Rewind {
    /// What reopening takes back, each a line.
    pub takes_back: Vec<RewindLine>,
    /// What it keeps, each a line.
    pub keeps: Vec<RewindLine>,
}

/// A line of a [`Rewind`]: its English sentence and, when the rule set says it as data,
/// the same as a 1923 message (`omerta_1923::Said`, worded by `omerta_i18n::m1923` at the
/// edge; Mafia 1923 is the rule set whose reopenings list their messages).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RewindLine {
    pub text: String,
    pub said: Option<omerta_1923::Said>,
}

impl RewindLine {
    /// A line said in English alone (an older game's message without its data).
    pub fn english(text: impl Into<String>) -> RewindLine {
        RewindLine {
            text: text.into(),
            said: None,
        }
    }

    /// A line with its words as data.
    pub fn said(text: impl Into<String>, said: omerta_1923::Said) -> RewindLine {
        RewindLine {
            text: text.into(),
            said: Some(said),
        }
    }
}
