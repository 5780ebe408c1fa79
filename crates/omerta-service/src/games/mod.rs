//! Games of every rule set behind one interface, the in-memory cache of their states, and
//! running a command: check it against the state, append its events with optimistic
//! concurrency, retry on conflict, never apply twice.

mod requests;
pub mod schema;
pub use schema::{AnyCommand, AnyEvent, AnyLobbyCommand, GameView};

pub use requests::{
    count_creation, events_after, events_page, games_of, list, new_game, viewed, MyGame, NewGame,
    Taking,
};

use crate::error::{ApiError, ApiResult, Arg, Kind};
use crate::AppState;
use omerta_i18n as i18n;
use omerta_live::forum::ForumGame;
use omerta_live::hosted::LobbyCommand;
use omerta_live::mafia1923::Game1923;
use omerta_live::pro::ProTable;
use omerta_live::{Actor, Audience, Command, Event, Hosted, Limits, Live, Viewer, Weight};
use omerta_store::{AppendError, GameUpdate, NewEvent, StoredEvent};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};
use std::collections::HashMap;
use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::{Arc, Mutex as StdMutex};
use tokio::sync::{Mutex, OnceCell};

/// The rule sets a server hosts.
pub const RULESETS: &[&str] = &["pro", "forum", "1923"];

/// A command as the API takes it: a lobby command or the rule set's, exactly one.
#[derive(Clone, Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct CommandBody {
    /// The sender's id for this command: a retry with the same id is answered, never re-applied.
    #[serde(default)]
    pub id: Option<String>,
    /// A lobby command; exactly one of `lobby` and `game`.
    #[serde(default)]
    #[schemars(with = "Option<AnyLobbyCommand>")]
    pub lobby: Option<Value>,
    /// A command of the game's rule set; exactly one of `lobby` and `game`.
    #[serde(default)]
    #[schemars(with = "Option<AnyCommand>")]
    pub game: Option<Value>,
}

/// One hosted game, whatever its rule set.
pub trait AnyGame: Send + Sync {
    fn ruleset(&self) -> &'static str;
    fn version(&self) -> i64;
    fn status(&self) -> &'static str;
    fn clone_box(&self) -> Box<dyn AnyGame>;
    fn apply_body(&mut self, body: &str) -> Result<(), String>;
    /// What checking the command may cost; an error if it is no command of this rule set.
    fn weigh(&self, command: &CommandBody) -> ApiResult<Weight>;
    fn handle(
        &self,
        actor: Actor,
        command: &CommandBody,
        seed: u64,
        now: i64,
        limits: &Limits,
    ) -> ApiResult<Vec<NewEvent>>;
    fn viewer(&self, account: Option<i64>, admin: bool) -> Viewer;
    fn view(&self, viewer: Viewer) -> Value;
    fn title(&self) -> &str;
    /// The whole game as its rule set's document, for a reader allowed it (`Hosted::export`).
    fn export(&self, viewer: Viewer) -> ApiResult<Value>;
    /// A stored event's body as `viewer` reads it.
    fn present(&self, body: &str, viewer: Viewer) -> Value;
    fn deadline(&self) -> Option<i64>;
    fn timeout(&self) -> Option<Value>;
    /// The accounts seated in the game.
    fn accounts(&self) -> Vec<i64>;
    /// What the game waits for from this viewer now (`Live::waiting`).
    fn waiting(&self, viewer: Viewer) -> Vec<&'static str>;
    /// Whether the viewer is a living player or no player (`Live::alive`).
    fn alive(&self, viewer: Viewer) -> bool;
    /// The game as every reader may read it once it is over (`Hosted::revealed_view`).
    fn revealed_view(&self, viewer: Viewer) -> Value;
    /// The zone the game tells its times in (`Hosted::time_zone`); none: UTC.
    fn time_zone(&self) -> Option<String>;
    /// The host's latest prod of this player while the game runs (`Hosted::prod_of`).
    fn prod_of(&self, viewer: Viewer) -> Option<Value>;
    /// Whether players play under aliases (`Hosted::anonymous`, forum ruling D30).
    fn anonymous(&self) -> bool;
    /// The lobby position of an entrant whose own account their view hides
    /// (`Hosted::hidden_entrant`).
    fn hidden_entrant(&self, account: i64) -> Option<usize>;
}

fn parse<G: Live>(command: &CommandBody) -> ApiResult<Command<G::Setup, G::Command>> {
    match (&command.lobby, &command.game) {
        (Some(lobby), None) => Ok(Command::Lobby(
            serde_json::from_value::<LobbyCommand<G::Setup>>(lobby.clone()).map_err(|e| {
                ApiError::new(Kind::BadRequest, "invalid_command", format!("lobby: {e}"))
            })?,
        )),
        (None, Some(game)) => Ok(Command::Game(
            serde_json::from_value::<G::Command>(game.clone()).map_err(|e| {
                ApiError::new(Kind::BadRequest, "invalid_command", format!("game: {e}"))
            })?,
        )),
        _ => Err(ApiError::new(
            Kind::BadRequest,
            "invalid_command",
            "a command has exactly one of \"lobby\" and \"game\"",
        )),
    }
}

impl<G: Live + Send + Sync + 'static> AnyGame for Hosted<G>
where
    G::Event: Send + Sync,
{
    fn ruleset(&self) -> &'static str {
        G::RULESET
    }

    fn version(&self) -> i64 {
        self.version as i64
    }

    fn status(&self) -> &'static str {
        self.status.name()
    }

    fn clone_box(&self) -> Box<dyn AnyGame> {
        Box::new(self.clone())
    }

    fn apply_body(&mut self, body: &str) -> Result<(), String> {
        let event: Event<G::Event> = serde_json::from_str(body).map_err(|e| e.to_string())?;
        self.apply(&event);
        Ok(())
    }

    fn weigh(&self, command: &CommandBody) -> ApiResult<Weight> {
        Ok(Hosted::<G>::weigh(&parse::<G>(command)?))
    }

    fn handle(
        &self,
        actor: Actor,
        command: &CommandBody,
        seed: u64,
        now: i64,
        limits: &Limits,
    ) -> ApiResult<Vec<NewEvent>> {
        let command = parse::<G>(command)?;
        let emitted = Hosted::handle_within(self, actor, command, seed, now, limits)?;
        emitted
            .into_iter()
            .map(|e| {
                Ok(NewEvent {
                    kind: Hosted::<G>::kind(&e.event),
                    audience: e.audience.to_column(),
                    body: serde_json::to_string(&e.event).map_err(ApiError::internal)?,
                })
            })
            .collect()
    }

    fn viewer(&self, account: Option<i64>, admin: bool) -> Viewer {
        Hosted::viewer(self, account, admin)
    }

    fn view(&self, viewer: Viewer) -> Value {
        Hosted::view(self, viewer)
    }

    fn title(&self) -> &str {
        &self.title
    }

    fn export(&self, viewer: Viewer) -> ApiResult<Value> {
        Ok(Hosted::export(self, viewer)?)
    }

    fn present(&self, body: &str, viewer: Viewer) -> Value {
        match serde_json::from_str::<Event<G::Event>>(body) {
            Ok(event) => self.present_here(&event, viewer),
            Err(_) => Value::Null,
        }
    }

    fn deadline(&self) -> Option<i64> {
        Hosted::deadline(self)
    }

    fn timeout(&self) -> Option<Value> {
        let game = self.game.as_ref()?;
        game.timeout().and_then(|c| serde_json::to_value(c).ok())
    }

    fn accounts(&self) -> Vec<i64> {
        Hosted::accounts(self)
    }

    fn waiting(&self, viewer: Viewer) -> Vec<&'static str> {
        Hosted::waiting(self, viewer)
    }

    fn alive(&self, viewer: Viewer) -> bool {
        Hosted::alive(self, viewer)
    }

    fn time_zone(&self) -> Option<String> {
        Hosted::time_zone(self)
    }

    fn prod_of(&self, viewer: Viewer) -> Option<Value> {
        Hosted::prod_of(self, viewer)
    }

    fn revealed_view(&self, viewer: Viewer) -> Value {
        Hosted::revealed_view(self, viewer)
    }

    fn anonymous(&self) -> bool {
        self.anonymous
    }

    fn hidden_entrant(&self, account: i64) -> Option<usize> {
        Hosted::hidden_entrant(self, account)
    }
}

/// A new game of a rule set, and its first event.
pub fn create(
    ruleset: &str,
    title: &str,
    host: i64,
    now: i64,
) -> ApiResult<(Box<dyn AnyGame>, NewEvent)> {
    fn make<G: Live + Send + Sync + 'static>(
        title: &str,
        host: i64,
        now: i64,
    ) -> ApiResult<(Box<dyn AnyGame>, NewEvent)>
    where
        G::Event: Send + Sync,
    {
        let first = Hosted::<G>::create(title, host, now)?;
        let game = Hosted::<G>::replay([&first.event]).expect("a created game");
        let event = NewEvent {
            kind: Hosted::<G>::kind(&first.event),
            audience: first.audience.to_column(),
            body: serde_json::to_string(&first.event).map_err(ApiError::internal)?,
        };
        Ok((Box::new(game), event))
    }
    match ruleset {
        "pro" => make::<ProTable>(title, host, now),
        "forum" => make::<ForumGame>(title, host, now),
        "1923" => make::<Game1923>(title, host, now),
        other => Err(ApiError::bad_request(format!(
            "unknown rule set {other:?}: one of pro, forum, 1923"
        ))),
    }
}

/// Folds stored events into a game.
pub fn load(ruleset: &str, events: &[StoredEvent]) -> Result<Box<dyn AnyGame>, String> {
    fn fold<G: Live + Send + Sync + 'static>(
        events: &[StoredEvent],
    ) -> Result<Box<dyn AnyGame>, String>
    where
        G::Event: Send + Sync,
    {
        let parsed: Vec<Event<G::Event>> = events
            .iter()
            .map(|e| serde_json::from_str(&e.body).map_err(|err| format!("event {}: {err}", e.seq)))
            .collect::<Result<_, _>>()?;
        let game = Hosted::<G>::replay(&parsed).ok_or("the first event is not a creation")?;
        Ok(Box::new(game))
    }
    match ruleset {
        "pro" => fold::<ProTable>(events),
        "forum" => fold::<ForumGame>(events),
        "1923" => fold::<Game1923>(events),
        other => Err(format!("unknown rule set {other:?}")),
    }
}

/// The phase each stored event opens, in words, where it opens one (`Hosted::step_marks`):
/// one per body, in order.
pub fn step_marks(ruleset: &str, bodies: &[&str]) -> Vec<Option<String>> {
    fn marks<G: Live>(bodies: &[&str]) -> Vec<Option<String>> {
        let parsed: Vec<Option<Event<G::Event>>> = bodies
            .iter()
            .map(|body| serde_json::from_str(body).ok())
            .collect();
        // A body that does not read opens nothing.
        let events: Vec<&Event<G::Event>> = parsed.iter().flatten().collect();
        let mut marks = Hosted::<G>::step_marks(&events).into_iter();
        parsed
            .iter()
            .map(|e| e.as_ref().and_then(|_| marks.next().flatten()))
            .collect()
    }
    match ruleset {
        "pro" => marks::<ProTable>(bodies),
        "forum" => marks::<ForumGame>(bodies),
        "1923" => marks::<Game1923>(bodies),
        _ => vec![None; bodies.len()],
    }
}

/// An event as a sentence for the readers it is for, public or private, for their mail.
pub fn notice(ruleset: &str, body: &str) -> Option<String> {
    fn say<G: Live>(body: &str) -> Option<String> {
        let event: Event<G::Event> = serde_json::from_str(body).ok()?;
        Hosted::<G>::notice(&event)
    }
    match ruleset {
        "pro" => say::<ProTable>(body),
        "forum" => say::<ForumGame>(body),
        "1923" => say::<Game1923>(body),
        _ => None,
    }
}

/// A public event as a sentence, for webhooks.
pub fn announcement(ruleset: &str, body: &str) -> Option<String> {
    fn say<G: Live>(body: &str) -> Option<String> {
        let event: Event<G::Event> = serde_json::from_str(body).ok()?;
        Hosted::<G>::announcement(&event)
    }
    match ruleset {
        "pro" => say::<ProTable>(body),
        "forum" => say::<ForumGame>(body),
        "1923" => say::<Game1923>(body),
        _ => None,
    }
}

/// A game folded from its events, with the audience of each event: what a reader may
/// count is what their viewer admits.
pub struct Folded {
    pub game: Box<dyn AnyGame>,
    /// The audience of every event, by sequence number − 1.
    pub audiences: Vec<Audience>,
}

impl Clone for Folded {
    fn clone(&self) -> Folded {
        Folded {
            game: self.game.clone_box(),
            audiences: self.audiences.clone(),
        }
    }
}

impl Folded {
    /// Folds a game's stored events, from its creation.
    pub fn load(ruleset: &str, events: &[StoredEvent]) -> Result<Folded, String> {
        let game = load(ruleset, events)?;
        let audiences = events
            .iter()
            .map(|e| audience_of(&e.audience, e.seq))
            .collect::<Result<_, _>>()?;
        Ok(Folded { game, audiences })
    }

    /// The game's version: how many events it has, hidden ones included. Never shown to a
    /// reader: [`Folded::position`] is what they may count.
    pub fn version(&self) -> i64 {
        self.game.version()
    }

    /// Folds one more event.
    pub fn apply(&mut self, audience: &str, body: &str) -> Result<(), String> {
        let seq = self.audiences.len() as i64 + 1;
        let audience = audience_of(audience, seq)?;
        self.game.apply_body(body)?;
        self.audiences.push(audience);
        Ok(())
    }

    /// How many of the first `seq` events `viewer` may see: their number for event `seq`
    /// when they may see it. A reader's numbers move only with what they see, so that
    /// nobody counts hidden events (night actions, private ballots) by gaps.
    pub fn position(&self, viewer: Viewer, seq: i64) -> i64 {
        let seq = seq.clamp(0, self.audiences.len() as i64) as usize;
        self.audiences[..seq]
            .iter()
            .filter(|a| a.admits(viewer))
            .count() as i64
    }

    /// The reader's version: how many events they may see.
    pub fn seen(&self, viewer: Viewer) -> i64 {
        self.position(viewer, self.version())
    }

    /// The sequence number of the event a reader numbers `position` (0 before the first;
    /// past their last, the game's version).
    pub fn seq_at(&self, viewer: Viewer, position: i64) -> i64 {
        if position <= 0 {
            return 0;
        }
        let mut count = 0;
        for (i, audience) in self.audiences.iter().enumerate() {
            if audience.admits(viewer) {
                count += 1;
                if count == position {
                    return i as i64 + 1;
                }
            }
        }
        self.version()
    }
}

fn audience_of(column: &str, seq: i64) -> Result<Audience, String> {
    Audience::from_column(column).ok_or_else(|| format!("event {seq} has no audience"))
}

/// A stored event as a viewer reads it (`GET /api/games/{id}/events`, the stream).
#[derive(Clone, Debug, Serialize, JsonSchema)]
#[schemars(rename = "StoredEvent")]
pub struct EventView {
    /// Numbered by what this reader may see: their first event is 1.
    pub seq: i64,
    /// The event's kind (the rule set's `type`, or the lobby's).
    pub kind: String,
    /// When it was recorded (ms since the epoch).
    pub at: i64,
    /// Who may read it: `public`, `host`, or `slots:1,2`.
    pub audience: String,
    /// The event as this reader may read it: `{"lobby": ...}` or `{"game": ...}`, the rule
    /// set's event.
    #[schemars(with = "schema::AnyEvent")]
    pub event: Value,
}

/// A stored event as a viewer reads it, numbered by what they may see (`seq`).
pub fn event_json(event: &StoredEvent, position: i64, body: Value) -> EventView {
    EventView {
        seq: position,
        kind: event.kind.clone(),
        at: event.at,
        audience: event.audience.clone(),
        event: body,
    }
}

/// Whether `viewer` may read a stored event.
pub fn visible(event: &StoredEvent, viewer: Viewer) -> bool {
    Audience::from_column(&event.audience).is_some_and(|a| a.admits(viewer))
}

/// One game in the server's memory.
///
/// Readers never wait for a command being checked: they take the latest committed state
/// (an `Arc`, cloned under a lock held for a pointer copy) and compute their view from it
/// with no lock held, on the blocking threads, each view once per version and reader
/// (`views`). Writers queue on `writer`; a command is checked against the state while
/// readers go on reading it, and only the fold of its events and their commit (one round
/// trip) take the state away, after which it is put back with the events applied. A
/// reader that finds it away (or not yet loaded) waits for the writer.
pub struct GameEntry {
    pub id: i64,
    pub ruleset: String,
    writer: Mutex<()>,
    state: StdMutex<Option<Arc<Folded>>>,
    /// Wakes the readers waiting for a state to be published (`state_at_least`).
    published: tokio::sync::Notify,
    views: StdMutex<Views>,
    /// The last refusal of a heavy command, by the version and command it was for: the
    /// same command on the same state is refused again at once (the budget is a count of
    /// steps, so the answer would be the same).
    refused: StdMutex<Option<Refused>>,
    /// The latest version known to be in the store (heard from other instances): a state
    /// older than it is caught up before a command is checked against it.
    stored: AtomicI64,
    /// When the game was last asked for (milliseconds since the epoch), for eviction.
    used: AtomicI64,
    /// When another instance was last heard writing the game (milliseconds since the
    /// epoch): its writes then take the path that finds a conflict before folding.
    contended: AtomicI64,
}

/// How long after another instance's write to a game its writes here expect conflicts.
const CONTENDED_FOR: i64 = 10_000;

/// A heavy command's refusal: at which version, for which command, what it said, and
/// until when it holds (the rule set's own refusals for good; a deadline passed for a
/// while, since a quieter server might finish in time).
struct Refused {
    version: i64,
    command: String,
    kind: Kind,
    code: &'static str,
    message: String,
    /// Its sentence as data, so that the answer given again is worded in its reader's
    /// language (issue 30), with a setup's problems.
    words: Option<Box<crate::error::Words>>,
    problems: Vec<omerta_live::forum::Problem>,
    until: Option<i64>,
}

/// How long a heavy command that ran past its deadline is answered `too_slow` at once when
/// sent again on the same state (milliseconds): a host who presses "advance" again meets
/// the answer, not another five seconds of a thread's work (issue 25).
const TOO_SLOW_REMEMBERED: i64 = 60_000;

/// An account's turn at the heavy pool, given back when dropped.
pub struct HeavyTurn {
    state: AppState,
    account: i64,
}

impl Drop for HeavyTurn {
    fn drop(&mut self) {
        let mut turns = self.state.heavy_turns.lock().expect("heavy turns lock");
        if let Some(taken) = turns.get_mut(&self.account) {
            *taken = taken.saturating_sub(1);
            if *taken == 0 {
                turns.remove(&self.account);
            }
        }
    }
}

/// A game as one reader sees it at one version: the view, and the same as JSON text, so
/// that answering a reader costs a copy of bytes, never a serialization on the threads
/// that answer requests (a forum thread's view can be megabytes).
pub struct View {
    pub value: Value,
    pub json: bytes::Bytes,
}

impl View {
    pub fn of(value: Value) -> View {
        let json = serde_json::to_vec(&value).unwrap_or_default().into();
        View { value, json }
    }
}

impl std::ops::Deref for View {
    type Target = Value;
    fn deref(&self) -> &Value {
        &self.value
    }
}

impl serde::Serialize for View {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.value.serialize(serializer)
    }
}

/// The views of one version of a game, by reader.
#[derive(Default)]
struct Views {
    version: i64,
    cells: HashMap<Viewer, Arc<OnceCell<Arc<View>>>>,
}

/// The most readers whose views of one version are kept (a 1923 game of a thousand
/// players has a thousand); past it the views are computed again.
const MAX_VIEWS: usize = 2048;

impl GameEntry {
    fn new(id: i64, ruleset: String) -> GameEntry {
        GameEntry {
            id,
            ruleset,
            writer: Mutex::new(()),
            state: StdMutex::new(None),
            published: tokio::sync::Notify::new(),
            views: StdMutex::new(Views::default()),
            refused: StdMutex::new(None),
            stored: AtomicI64::new(0),
            used: AtomicI64::new(crate::now()),
            contended: AtomicI64::new(0),
        }
    }

    fn touch(&self) {
        self.used.store(crate::now(), Ordering::Relaxed);
    }

    fn used(&self) -> i64 {
        self.used.load(Ordering::Relaxed)
    }

    pub fn snapshot(&self) -> Option<Arc<Folded>> {
        self.state.lock().expect("game state lock").clone()
    }

    fn take(&self) -> Option<Arc<Folded>> {
        self.state.lock().expect("game state lock").take()
    }

    fn publish(&self, folded: Arc<Folded>) {
        *self.state.lock().expect("game state lock") = Some(folded);
        self.published.notify_waiters();
    }

    fn view_cell(&self, version: i64, viewer: Viewer) -> Option<Arc<OnceCell<Arc<View>>>> {
        let mut views = self.views.lock().expect("view cache lock");
        if version > views.version || views.cells.len() >= MAX_VIEWS {
            views.version = version;
            views.cells.clear();
        }
        if version < views.version {
            // An older state than the cache's: computed, not kept.
            return None;
        }
        Some(views.cells.entry(viewer).or_default().clone())
    }
}

/// The cached state of one game.
pub type Entry = Arc<GameEntry>;

/// The outcome of a command.
pub struct Applied {
    /// The game's version after the command.
    pub version: i64,
    /// The sequence numbers of the events it wrote (empty for a duplicate).
    pub events: Vec<i64>,
    /// The command id had been applied before.
    pub duplicate: bool,
    /// The state after the command (for the answer's numbering), when this instance has it.
    pub state: Option<Arc<Folded>>,
}

impl Applied {
    /// The answer to a command whose id was applied before, up to `version`.
    fn duplicate(version: i64) -> Applied {
        Applied {
            version,
            events: Vec::new(),
            duplicate: true,
            state: None,
        }
    }
}

/// After a conflict with another instance's write: a short random pause before the game
/// is caught up and the command checked again, so that writers fall out of step.
async fn backoff(attempt: u32) {
    let ceiling = 1u64 << attempt.min(5);
    let pause = rand::random::<u64>() % (ceiling * 1000);
    tokio::time::sleep(std::time::Duration::from_micros(pause)).await;
}

/// A command id as the store keeps it: scoped by who sent it (issue 25). The timers' ids
/// (`timeout:{deadline}`, a public time) live apart from every account's, so a player who
/// sends a command under that id swallows nothing of the timer's; and one reader's id never
/// answers another's command as a duplicate.
pub fn stored_command_id(actor: Actor, id: &str) -> String {
    match actor.account {
        Some(account) => format!("a{account}/{id}"),
        None => format!("system/{id}"),
    }
}

/// A command id: what a client may send (it is stored and compared, never shown to others).
fn check_command_id(id: &str) -> ApiResult<()> {
    let printable = id.chars().all(|c| c.is_ascii_graphic());
    if id.is_empty() || id.len() > 100 || !printable {
        return Err(ApiError::bad_request(
            "a command id is 1 to 100 printable ASCII characters, no spaces",
        ));
    }
    Ok(())
}

impl AppState {
    /// The cache entry of a game that exists.
    pub async fn entry(&self, id: i64) -> ApiResult<Entry> {
        if let Some(found) = self.cache.lock().expect("game cache lock").get(&id) {
            found.touch();
            return Ok(found.clone());
        }
        let row = self
            .store
            .game(id)
            .await?
            .ok_or_else(|| ApiError::no_game(id))?;
        let mut cache = self.cache.lock().expect("game cache lock");
        let entry = cache
            .entry(id)
            .or_insert_with(|| Arc::new(GameEntry::new(id, row.ruleset)))
            .clone();
        entry.touch();
        if cache.len() > self.config.max_games {
            self.evict(&mut cache, self.config.idle_game);
        }
        Ok(entry)
    }

    /// Lets go of the games unused for `idle` or longer, then of the least recently used
    /// beyond [`crate::Config::max_games`] (a tenth more, so that a full cache does not
    /// scan itself at every new game). Returns how many went.
    pub fn evict_idle(&self, idle: std::time::Duration) -> usize {
        let mut cache = self.cache.lock().expect("game cache lock");
        self.evict(&mut cache, idle)
    }

    /// Lets go of a game removed from the store (an example removed): its next read finds
    /// no row and answers that there is no such game.
    pub fn forget(&self, id: i64) {
        self.cache.lock().expect("game cache lock").remove(&id);
    }

    fn evict(&self, cache: &mut HashMap<i64, Entry>, idle: std::time::Duration) -> usize {
        let before = cache.len();
        let watched = self
            .watched
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        // Only what nobody holds: no command under way, no view being drawn, no stream
        // (streams keep a game of theirs loaded). Nobody can take a new hold meanwhile:
        // holds are taken under the cache's lock, which is held here.
        let free =
            |id: &i64, entry: &Entry| Arc::strong_count(entry) == 1 && !watched.contains_key(id);
        let now = crate::now();
        let idle = idle.as_millis() as i64;
        cache.retain(|id, entry| !(free(id, entry) && now - entry.used() >= idle));
        let max = self.config.max_games;
        if cache.len() > max {
            let mut by_use: Vec<(i64, i64)> = cache
                .iter()
                .filter(|(id, entry)| free(id, entry))
                .map(|(id, entry)| (entry.used(), *id))
                .collect();
            by_use.sort_unstable();
            let excess = cache.len() - max + max / 10;
            for (_, id) in by_use.into_iter().take(excess) {
                cache.remove(&id);
            }
        }
        before - cache.len()
    }

    /// The latest state this instance holds of a game it has loaded, as it is: no store
    /// query, no wait.
    pub fn latest(&self, id: i64) -> Option<Arc<Folded>> {
        let entry = self
            .cache
            .lock()
            .expect("game cache lock")
            .get(&id)?
            .clone();
        entry.snapshot()
    }

    /// The game's latest state, brought up to date with the store (another server
    /// instance may have written). Waits for a writer only when the state is away.
    pub async fn current(&self, entry: &Entry) -> ApiResult<Arc<Folded>> {
        if let Some(folded) = entry.snapshot() {
            let newer = self.store.events(entry.id, folded.version()).await?;
            if newer.is_empty() {
                return Ok(folded);
            }
        }
        let _writer = entry.writer.lock().await;
        self.refresh(entry).await
    }

    /// The game's state once it holds `version`, for a live stream that knows the game
    /// reached it. While a command is being written here the state is away; the streams
    /// then wait for it to be published, all woken at once, instead of each taking its
    /// turn at the writer's lock and asking the store (ten thousand viewers made that a
    /// chain of ten thousand queries for every post). When nobody here writes (another
    /// instance did), the first stream reads the store for all.
    pub async fn state_at_least(&self, entry: &Entry, version: i64) -> ApiResult<Arc<Folded>> {
        loop {
            let published = entry.published.notified();
            tokio::pin!(published);
            published.as_mut().enable();
            if let Some(folded) = entry.snapshot() {
                if folded.version() >= version {
                    return Ok(folded);
                }
            }
            match entry.writer.try_lock() {
                Ok(_writer) => return self.refresh(entry).await,
                // A write that fails puts nothing back: look again now and then.
                Err(_) => {
                    let _ = tokio::time::timeout(std::time::Duration::from_millis(100), published)
                        .await;
                }
            }
        }
    }

    /// Loads the game, or brings it up to date with the store. The caller holds the
    /// entry's writer lock.
    async fn refresh(&self, entry: &Entry) -> ApiResult<Arc<Folded>> {
        let id = entry.id;
        match entry.take() {
            Some(mut folded) => {
                let newer = self.store.events(id, folded.version()).await?;
                if newer.is_empty() {
                    entry.publish(folded.clone());
                    return Ok(folded);
                }
                let next = self
                    .drawing
                    .run(move || {
                        let state = Arc::make_mut(&mut folded);
                        for event in &newer {
                            state.apply(&event.audience, &event.body)?;
                        }
                        Ok::<_, String>(folded)
                    })
                    .await?
                    .map_err(|e| ApiError::internal(format!("game {id}: {e}")))?;
                entry.publish(next.clone());
                Ok(next)
            }
            None => {
                let events = self.store.events(id, 0).await?;
                let ruleset = entry.ruleset.clone();
                let folded = self
                    .drawing
                    .run(move || Folded::load(&ruleset, &events))
                    .await?
                    .map_err(|e| ApiError::internal(format!("game {id}: {e}")))?;
                let folded = Arc::new(folded);
                entry.publish(folded.clone());
                Ok(folded)
            }
        }
    }

    /// A finished game as it stood after its first `at` events (all of them when none),
    /// as everybody may now read it (every secret revealed), with the phases to step
    /// through (`step`: the event each phase opens at, and its name). Read-only: its
    /// status is the game's, finished, whatever the moment shown.
    pub async fn step_view(&self, id: i64, at: Option<i64>, reader: Viewer) -> ApiResult<Value> {
        let row = self
            .store
            .game(id)
            .await?
            .ok_or_else(|| ApiError::no_game(id))?;
        if row.status != "finished" {
            return Err(ApiError::new(
                Kind::Conflict,
                "not_finished",
                "a game is stepped through once it is finished: until then its secrets are its players'",
            ));
        }
        let events = self.store.events(id, 0).await?;
        let bodies: Vec<&str> = events.iter().map(|e| e.body.as_str()).collect();
        let steps: Vec<Value> = events
            .iter()
            .zip(step_marks(&row.ruleset, &bodies))
            .filter_map(|(e, mark)| mark.map(|label| json!({"at": e.seq, "label": label})))
            .collect();
        let total = events.len() as i64;
        let at = at.unwrap_or(total).clamp(1, total.max(1));
        let ruleset = row.ruleset.clone();
        // The whole game is the one already folded (and cached); only a past moment is
        // folded afresh, on the drawing threads.
        let whole = if at >= total {
            Some(self.folded(id).await?)
        } else {
            None
        };
        let draw = move || -> Result<Value, String> {
            let folded = match whole {
                Some(folded) => folded,
                None => {
                    let shown = &events[..(at as usize).min(events.len())];
                    Arc::new(Folded::load(&ruleset, shown)?)
                }
            };
            let mut view = folded.game.revealed_view(reader);
            view["status"] = json!("finished");
            view["version"] = json!(at);
            view["id"] = json!(id);
            let current = steps
                .iter()
                .rposition(|s| s["at"].as_i64().is_some_and(|s| s <= at));
            view["step"] = json!({
                "at": at,
                "of": total,
                "steps": steps,
                "current": current.map(|i| steps[i]["label"].clone()),
                "previous": current.and_then(|i| i.checked_sub(1)).map(|i| steps[i]["at"].clone()),
                "next": steps.get(current.map_or(0, |i| i + 1)).map(|s| s["at"].clone()),
            });
            Ok(view)
        };
        let mut view = self
            .drawing
            .run(draw)
            .await?
            .map_err(|e| ApiError::new(Kind::Internal, "internal", e))?;
        // An anonymous game's accounts, revealed at its end, by name (forum ruling D34).
        crate::accounts::name_slots(self, &mut view).await?;
        Ok(view)
    }

    /// The game's published state (loaded from the store if it is not cached).
    pub async fn folded(&self, id: i64) -> ApiResult<Arc<Folded>> {
        let entry = self.entry(id).await?;
        self.current(&entry).await
    }

    /// The game as `caller` reads it: the view (computed once per version and reader),
    /// how they read it, and the state it was drawn from.
    pub async fn view_of(
        &self,
        id: i64,
        account: Option<i64>,
        admin: bool,
    ) -> ApiResult<(Arc<View>, Viewer, Arc<Folded>)> {
        let entry = self.entry(id).await?;
        let folded = self.current(&entry).await?;
        let viewer = folded.game.viewer(account, admin);
        let draw = {
            let folded = folded.clone();
            move || {
                let mut view = folded.game.view(viewer);
                // The reader's version counts what they may see, never hidden events.
                view["version"] = json!(folded.seen(viewer));
                view["id"] = json!(id);
                let json = serde_json::to_vec(&view).unwrap_or_default().into();
                Arc::new(View { value: view, json })
            }
        };
        let view = match entry.view_cell(folded.version(), viewer) {
            Some(cell) => cell
                .get_or_try_init(|| self.drawing.run(draw))
                .await?
                .clone(),
            None => self.drawing.run(draw).await?,
        };
        // An anonymous lobby's entrant reads as a spectator, whose view hides every
        // account: their own is theirs to read (forum ruling D31). A lobby's view is small.
        let hidden = account.and_then(|a| Some((a, folded.game.hidden_entrant(a)?)));
        let view = match hidden {
            Some((account, index)) => {
                let mut value = view.value.clone();
                value["slots"][index]["account"] = json!(account);
                Arc::new(View::of(value))
            }
            None => view,
        };
        Ok((view, viewer, folded))
    }

    /// Runs a command against a game: check, append, and on a conflict with another
    /// writer reload and check again. Counted and timed (`omerta_commands_total`).
    pub async fn execute(
        &self,
        id: i64,
        actor: Actor,
        command: &CommandBody,
    ) -> ApiResult<Applied> {
        let started = std::time::Instant::now();
        let result = self.run_command(id, actor, command).await;
        if crate::metrics::enabled() {
            let ended = match &result {
                Ok(applied) => crate::metrics::Ended::Answered {
                    duplicate: applied.duplicate,
                    wrote: !applied.events.is_empty(),
                },
                Err(error) => crate::metrics::Ended::Refused {
                    code: error.code,
                    the_games: error.is_the_games(),
                },
            };
            let cache = self.cache.lock().expect("game cache lock");
            let ruleset = cache.get(&id).map(|entry| entry.ruleset.as_str());
            crate::metrics::command(ruleset, ended, started);
        }
        result
    }

    async fn run_command(
        &self,
        id: i64,
        actor: Actor,
        command: &CommandBody,
    ) -> ApiResult<Applied> {
        if let Some(command_id) = &command.id {
            check_command_id(command_id)?;
        }
        let command_id = command.id.as_deref().map(|id| stored_command_id(actor, id));
        // A seat for an account that does not exist would never be taken by anybody.
        if let Some(account) = command
            .lobby
            .as_ref()
            .and_then(|lobby| lobby.get("account"))
            .and_then(Value::as_i64)
        {
            if self.store.account(account).await?.is_none() {
                return Err(ApiError::new(
                    Kind::Unprocessable,
                    "invalid_command",
                    format!("there is no account {account} to seat"),
                ));
            }
            // Nor for a banned one: it cannot sign in to play (an offer accepted after its
            // ban, forum ruling D22).
            if self.store.ban_reason(account).await?.is_some() {
                return Err(ApiError::new(
                    Kind::Unprocessable,
                    "invalid_command",
                    format!(
                        "account {account} is banned by the site's admins: it cannot take a seat"
                    ),
                ));
            }
        }
        let entry = self.entry(id).await?;
        let _writer = entry.writer.lock().await;
        // Waited behind a writer whose store stopped answering: answered at once.
        self.store_answers()?;
        if let Some(command_id) = &command_id {
            if let Some(version) = self.store.command(id, command_id).await? {
                return Ok(Applied::duplicate(version));
            }
        }
        let mut stale = false;
        let mut weighed = false;
        let mut confirmed = false;
        for attempt in 0..64u32 {
            if stale {
                // Another writer came first: it may have applied this very command (two
                // instances firing one deadline), which is then answered as applied.
                if let Some(command_id) = &command_id {
                    if let Some(version) = self.store.command(id, command_id).await? {
                        return Ok(Applied::duplicate(version));
                    }
                }
            }
            let heard = entry.stored.load(Ordering::Relaxed);
            let folded = match (stale, entry.snapshot()) {
                (false, Some(folded)) if folded.version() >= heard => folded,
                _ => self.refresh(&entry).await?,
            };
            let weight = folded.game.weigh(command)?;
            // Once per command, not per retry after a conflict.
            if !weighed {
                weighed = true;
                if let Some(chars) = weight.text {
                    self.check_text(id, actor, chars)?;
                }
            }
            let expected = folded.version();
            let key = if weight.heavy {
                let key = serde_json::to_string(&(&command.lobby, &command.game, actor.account))
                    .map_err(ApiError::internal)?;
                if let Some(refusal) = entry.refusal(expected, &key) {
                    return Err(refusal);
                }
                Some(key)
            } else {
                None
            };
            if folded.game.anonymous() {
                self.check_alias(command).await?;
            }
            let now = crate::now();
            let seed: u64 = rand::random();
            let events = self
                .check(folded.clone(), actor, command, seed, now, weight.heavy)
                .await;
            let events = match events {
                Err(refusal) if refusal.is_the_games() && !confirmed => {
                    // A refusal from a copy another instance may have moved on from: on a
                    // shared store, it is given only once the stored version is the one
                    // the command was checked against (issue 25: a join through one
                    // instance, then the host's move through another, was refused for an
                    // entrant the other instance had already written).
                    confirmed = true;
                    if self.stored_version_moved(id, expected).await? {
                        stale = true;
                        continue;
                    }
                    if let Some(key) = key {
                        entry.remember_refusal(expected, key, &refusal);
                    }
                    return Err(refusal);
                }
                Err(refusal) => {
                    if let Some(key) = key {
                        entry.remember_refusal(expected, key, &refusal);
                    }
                    return Err(refusal);
                }
                Ok(events) => events,
            };
            if events.is_empty() {
                return Ok(Applied {
                    version: expected,
                    events: Vec::new(),
                    duplicate: false,
                    state: Some(folded),
                });
            }
            let append = self.store.begin_append(
                id,
                expected,
                &events,
                command_id.as_deref(),
                now,
                crate::now() - entry.contended.load(Ordering::Relaxed) < CONTENDED_FOR,
            );
            let pending = match crate::metrics::store_write("append", append).await {
                Ok(pending) => pending,
                Err(AppendError::Conflict(_)) => {
                    stale = true;
                    backoff(attempt).await;
                    continue;
                }
                Err(AppendError::Duplicate(version)) => return Ok(Applied::duplicate(version)),
                Err(AppendError::Store(e)) => return Err(e.into()),
            };
            // Fold the written events to learn the status and deadline they lead to. The
            // state is taken away meanwhile (readers wait for the commit) and put back
            // only once committed, so nobody ever reads an unwritten event; if the commit
            // fails, it stays away and is loaded again from the store.
            drop(folded);
            let Some(mut next) = entry.take() else {
                return Err(ApiError::internal(format!(
                    "game {id}: the state went away"
                )));
            };
            let before = (
                next.game.status(),
                next.game.deadline(),
                next.game.accounts(),
            );
            {
                let state = Arc::make_mut(&mut next);
                for event in &events {
                    state
                        .apply(&event.audience, &event.body)
                        .map_err(|e| ApiError::internal(format!("game {id}: {e}")))?;
                }
            }
            let after = (
                next.game.status(),
                next.game.deadline(),
                next.game.accounts(),
            );
            let update = GameUpdate {
                status: after.0.to_string(),
                deadline_at: after.1,
                members: after.2.clone(),
            };
            let commit = pending.commit((after != before).then_some(&update));
            match crate::metrics::store_write("commit", commit).await {
                Ok(version) => {
                    entry.publish(next.clone());
                    self.written(id, expected, &events, now);
                    self.notify(id, version);
                    return Ok(Applied {
                        version,
                        events: (expected + 1..=version).collect(),
                        duplicate: false,
                        state: Some(next),
                    });
                }
                Err(AppendError::Conflict(_)) => {
                    // Another instance wrote first (on PostgreSQL a conflict is found at
                    // the commit). The state folded with this command's events stays
                    // away and is loaded again.
                    stale = true;
                    backoff(attempt).await;
                    continue;
                }
                Err(AppendError::Duplicate(version)) => return Ok(Applied::duplicate(version)),
                Err(AppendError::Store(e)) => return Err(e.into()),
            }
        }
        Err(ApiError::new(
            Kind::Unavailable,
            "busy",
            "the game is changing too fast; the command was not applied, send it again",
        ))
    }

    /// Checks a command. An ordinary one (a vote, a record, a join) takes microseconds
    /// and is checked here; a heavy one goes to the heavy pool, within the command timeout
    /// (a check that has not finished by then is refused; one that started finishes on
    /// its own, bounded by the rule sets' budgets).
    async fn check(
        &self,
        folded: Arc<Folded>,
        actor: Actor,
        command: &CommandBody,
        seed: u64,
        now: i64,
        heavy: bool,
    ) -> ApiResult<Vec<NewEvent>> {
        if !heavy {
            return folded
                .game
                .handle(actor, command, seed, now, &self.config.limits);
        }
        let _turn = self.heavy_turn(actor)?;
        let command = command.clone();
        let limits = self.config.limits.clone();
        self.heavy
            .run_within(Some(self.config.command_timeout), move |stop| {
                // The night's search ends when the deadline passes, not after it.
                let limits = Limits {
                    night: limits.night.stopped_by(stop.clone()),
                    ..limits
                };
                folded.game.handle(actor, &command, seed, now, &limits)
            })
            .await?
    }

    /// The alias a command seats in an anonymous game (a join, a seat): by the rule for
    /// accounts' names, and no account's name nor one too like it (forum ruling D33), or
    /// an alias would pass its player off as somebody else. A replacement keeps the
    /// slot's alias (D32); the game checks the alias against the other players' aliases.
    async fn check_alias(&self, command: &CommandBody) -> ApiResult<()> {
        let Some(lobby) = &command.lobby else {
            return Ok(());
        };
        if !matches!(lobby["type"].as_str(), Some("join" | "seat")) {
            return Ok(());
        }
        let Some(alias) = lobby["name"].as_str() else {
            // No name at all: the game's own reading of the command refuses it.
            return Ok(());
        };
        crate::accounts::unclaimed_name(self, alias, &omerta_live::names::ALIAS).await?;
        Ok(())
    }

    /// Whether the game's stored version has moved past `expected`: on PostgreSQL, where
    /// other instances may write the game; never on SQLite (one instance writes it).
    async fn stored_version_moved(&self, id: i64, expected: i64) -> ApiResult<bool> {
        if self.store.backend() != omerta_store::Backend::Postgres {
            return Ok(false);
        }
        let stored = self
            .store
            .game(id)
            .await?
            .map_or(expected, |row| row.version);
        Ok(stored > expected)
    }

    /// An account's turn at the heavy pool: one heavy command of an account is checked at
    /// a time ([`crate::Config::heavy_per_account`]), so that one host's knots, sent to
    /// many games at once, cannot take every thread and make other games' nights wait
    /// past their deadline. The server's timers are not counted: their deadlines are the
    /// games' own.
    fn heavy_turn(&self, actor: Actor) -> ApiResult<Option<HeavyTurn>> {
        let Some(account) = actor.account else {
            return Ok(None);
        };
        let mut turns = self.heavy_turns.lock().expect("heavy turns lock");
        let taken = turns.entry(account).or_default();
        if *taken >= self.config.heavy_per_account.max(1) {
            return Err(one_at_a_time());
        }
        *taken += 1;
        Ok(Some(HeavyTurn {
            state: self.clone(),
            account,
        }))
    }

    /// A post or an edit: not longer than the server allows, and not more often than
    /// [`crate::Config::posts_per_minute`] per player and game.
    fn check_text(&self, game: i64, actor: Actor, chars: usize) -> ApiResult<()> {
        let max = self.config.max_post_chars;
        if chars > max {
            return Err(post_too_long(max, chars));
        }
        let Some(account) = actor.account else {
            return Ok(());
        };
        if let Err(wait) = self.posts.try_hit(&format!("{account}:{game}")) {
            let seconds = crate::limits::retry_seconds(wait);
            return Err(too_many_posts(self.config.posts_per_minute, seconds).retry_after(seconds));
        }
        Ok(())
    }

    /// Tells live streams and the webhook worker that a game moved, and on PostgreSQL the
    /// other instances (`workers::announce`).
    pub fn notify(&self, id: i64, version: i64) {
        if self.store.backend() == omerta_store::Backend::Postgres {
            let mut unannounced = self
                .unannounced
                .lock()
                .unwrap_or_else(std::sync::PoisonError::into_inner);
            let known = unannounced.entry(id).or_insert(version);
            *known = (*known).max(version);
            drop(unannounced);
            self.announce.notify_one();
        }
        self.moved(id, version, true);
    }

    /// The game's feed, when it has streams on this instance.
    fn feed_of(&self, id: i64) -> Option<Arc<crate::feed::Feed>> {
        self.watched
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .get(&id)
            .map(|watch| watch.feed.clone())
    }

    /// This instance wrote `events` after `expected`: the game's feed, when it has
    /// streams, takes them as they were stored, so that the streams woken next find them
    /// there instead of one of them asking the store while the others wait.
    fn written(&self, id: i64, expected: i64, events: &[NewEvent], now: i64) {
        if let Some(feed) = self.feed_of(id) {
            feed.written(
                events
                    .iter()
                    .zip(expected + 1..)
                    .map(|(event, seq)| StoredEvent {
                        seq,
                        kind: event.kind.clone(),
                        audience: event.audience.clone(),
                        body: event.body.clone(),
                        at: now,
                    }),
            );
        }
    }

    /// A game's version heard from another instance (`workers::watch`; this instance's
    /// own writes come back too, and change nothing).
    pub fn heard(&self, id: i64, version: i64) {
        self.moved(id, version, false);
    }

    /// A game reached `version`: its streams wake when they did not know it, and its next
    /// command here catches up first instead of meeting a conflict.
    fn moved(&self, id: i64, version: i64, here: bool) {
        if let Some(entry) = self.cache.lock().expect("game cache lock").get(&id) {
            // This instance's own writes are known before they are heard back.
            if entry.stored.fetch_max(version, Ordering::Relaxed) < version && !here {
                entry.contended.store(crate::now(), Ordering::Relaxed);
            }
        }
        // Heard from another instance: news only to a game watched here that its feed
        // does not know to be there yet.
        let feed = self.feed_of(id);
        let news = feed.as_ref().is_some_and(|feed| version > feed.latest());
        if here || news {
            if let Some(feed) = feed {
                if here {
                    feed.moved(version);
                } else {
                    // Written by another instance: one read of the store brings the feed up
                    // to it before the streams wake (rather than all of them waking to
                    // wait for the first one's read).
                    let state = self.clone();
                    tokio::spawn(async move {
                        let from = feed.latest();
                        if let Err(error) = feed.catch_up(&state, id, from, version).await {
                            tracing::warn!("the feed of game {id}: {error}");
                        }
                        feed.moved(version);
                    });
                }
            }
            self.webhooks.notify_one();
        }
    }

    /// A session ended or an account's rights changed: every stream of this instance
    /// checks its reader again at once (an idle stream would otherwise learn it only with
    /// the next event; nothing is sent to it before that check either way).
    pub fn rights_changed(&self) {
        self.rights.send_modify(|changes| *changes += 1);
    }
}

impl GameEntry {
    fn refusal(&self, version: i64, key: &str) -> Option<ApiError> {
        let refused = self.refused.lock().expect("refusal lock");
        let now = crate::now();
        refused
            .as_ref()
            .filter(|r| r.version == version && r.command == key)
            .filter(|r| r.until.is_none_or(|until| now < until))
            .map(|r| ApiError {
                words: r.words.clone(),
                ..ApiError::new(r.kind, r.code, r.message.clone()).with_problems(r.problems.clone())
            })
    }

    fn remember_refusal(&self, version: i64, command: String, refusal: &ApiError) {
        // The game's own refusals are answers for good (a night's budget counts steps:
        // the same state refuses the same command again); a command past its deadline is
        // refused again for a while. A busy server is no answer.
        let until = match (refusal.kind, refusal.code) {
            (Kind::Unprocessable, "too_slow") => Some(crate::now() + TOO_SLOW_REMEMBERED),
            (Kind::Unprocessable, _) => None,
            _ => return,
        };
        *self.refused.lock().expect("refusal lock") = Some(Refused {
            version,
            command,
            kind: refusal.kind,
            code: refusal.code,
            message: refusal.message.clone(),
            words: refusal.words.clone(),
            problems: refusal.problems.clone(),
            until,
        });
    }
}

/// Another heavy command of the same account is being resolved (a night, a phase).
fn one_at_a_time() -> ApiError {
    ApiError::worded(
        Kind::TooMany,
        "one_at_a_time",
        "another night or phase of yours is being resolved in another game; nothing \
         was changed, send this again when it is done",
        i18n::id("refusal-one-at-a-time"),
        [],
    )
    .retry_after(2)
}

/// A post longer than the server takes (`max` characters).
fn post_too_long(max: usize, chars: usize) -> ApiError {
    ApiError::worded(
        Kind::Unprocessable,
        "too_long",
        format!("a post is at most {max} characters; this one has {chars}"),
        i18n::id("refusal-post-too-long"),
        [
            ("max", Arg::Number(max as i64)),
            ("chars", Arg::Number(chars as i64)),
        ],
    )
}

/// More posts in a minute than the server takes in one game: a retry in `seconds`.
fn too_many_posts(per_minute: usize, seconds: u64) -> ApiError {
    ApiError::worded(
        Kind::TooMany,
        "rate_limited",
        format!("at most {per_minute} posts a minute in one game; wait {seconds} s"),
        i18n::id("refusal-too-many-posts"),
        [
            ("most", Arg::Number(per_minute as i64)),
            ("seconds", Arg::Number(seconds as i64)),
        ],
    )
}

/// Every worded refusal of the games' service, with sample arguments, for the test that
/// holds each English sentence to the catalog's.
pub fn refusal_samples() -> Vec<ApiError> {
    vec![
        one_at_a_time(),
        post_too_long(10000, 10001),
        too_many_posts(6, 9),
        requests::too_many_games(5, 12),
    ]
}
