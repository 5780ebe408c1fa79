//! Games of every rule set behind one interface, the in-memory cache of their states, and
//! running a command: check it against the state, append its events with optimistic
//! concurrency, retry on conflict, never apply twice.

use crate::error::{ApiError, ApiResult};
use crate::AppState;
use axum::http::StatusCode;
use omerta_live::forum::ForumGame;
use omerta_live::hosted::LobbyCommand;
use omerta_live::mafia1923::Game1923;
use omerta_live::pro::ProTable;
use omerta_live::{Actor, Audience, Command, Event, Hosted, Live, Viewer};
use omerta_store::{AppendError, GameUpdate, NewEvent, StoredEvent};
use serde::Deserialize;
use serde_json::{json, Value};
use std::sync::Arc;
use tokio::sync::Mutex;

/// The rule sets a server hosts.
pub const RULESETS: &[&str] = &["pro", "forum", "1923"];

/// A command as the API takes it: a lobby command or the rule set's.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CommandBody {
    /// The sender's id for this command: a retry with the same id is answered, never re-applied.
    #[serde(default)]
    pub id: Option<String>,
    #[serde(default)]
    pub lobby: Option<Value>,
    #[serde(default)]
    pub game: Option<Value>,
}

/// One hosted game, whatever its rule set.
pub trait AnyGame: Send + Sync {
    fn ruleset(&self) -> &'static str;
    fn version(&self) -> i64;
    fn status(&self) -> &'static str;
    fn apply_body(&mut self, body: &str) -> Result<(), String>;
    fn handle(
        &self,
        actor: Actor,
        command: &CommandBody,
        seed: u64,
        now: i64,
    ) -> ApiResult<Vec<NewEvent>>;
    fn viewer(&self, account: Option<i64>, admin: bool) -> Viewer;
    fn view(&self, viewer: Viewer) -> Value;
    fn deadline(&self) -> Option<i64>;
    fn timeout(&self) -> Option<Value>;
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

    fn apply_body(&mut self, body: &str) -> Result<(), String> {
        let event: Event<G::Event> = serde_json::from_str(body).map_err(|e| e.to_string())?;
        self.apply(&event);
        Ok(())
    }

    fn handle(
        &self,
        actor: Actor,
        command: &CommandBody,
        seed: u64,
        now: i64,
    ) -> ApiResult<Vec<NewEvent>> {
        let command = match (&command.lobby, &command.game) {
            (Some(lobby), None) => Command::Lobby(
                serde_json::from_value::<LobbyCommand<G::Setup>>(lobby.clone()).map_err(|e| {
                    ApiError::new(
                        StatusCode::BAD_REQUEST,
                        "invalid_command",
                        format!("lobby: {e}"),
                    )
                })?,
            ),
            (None, Some(game)) => Command::Game(
                serde_json::from_value::<G::Command>(game.clone()).map_err(|e| {
                    ApiError::new(
                        StatusCode::BAD_REQUEST,
                        "invalid_command",
                        format!("game: {e}"),
                    )
                })?,
            ),
            _ => {
                return Err(ApiError::new(
                    StatusCode::BAD_REQUEST,
                    "invalid_command",
                    "a command has exactly one of \"lobby\" and \"game\"",
                ))
            }
        };
        let emitted = Hosted::handle(self, actor, command, seed, now)?;
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

    fn deadline(&self) -> Option<i64> {
        match (&self.game, self.status) {
            (Some(game), omerta_live::Status::Running) => game.deadline(),
            _ => None,
        }
    }

    fn timeout(&self) -> Option<Value> {
        let game = self.game.as_ref()?;
        game.timeout().and_then(|c| serde_json::to_value(c).ok())
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

/// A stored event as a viewer reads it.
pub fn event_json(event: &StoredEvent) -> Value {
    let body: Value = serde_json::from_str(&event.body).unwrap_or(Value::Null);
    json!({"seq": event.seq, "kind": event.kind, "at": event.at, "audience": event.audience, "event": body})
}

/// Whether `viewer` may read a stored event.
pub fn visible(event: &StoredEvent, viewer: Viewer) -> bool {
    Audience::from_column(&event.audience).is_some_and(|a| a.admits(viewer))
}

/// The cached state of one game; `None` until loaded or after a failed write.
pub type Entry = Arc<Mutex<Option<Box<dyn AnyGame>>>>;

/// The outcome of a command.
#[derive(Debug)]
pub struct Applied {
    /// The game's version after the command.
    pub version: i64,
    /// The sequence numbers of the events it wrote (empty for a duplicate).
    pub events: Vec<i64>,
    /// The command id had been applied before.
    pub duplicate: bool,
}

impl Applied {
    /// The answer to a command whose id was applied before, up to `version`.
    fn duplicate(version: i64) -> Applied {
        Applied {
            version,
            events: Vec::new(),
            duplicate: true,
        }
    }
}

impl AppState {
    /// The cache entry of a game that exists.
    pub async fn entry(&self, id: i64) -> ApiResult<(Entry, String)> {
        if let Some(found) = self.cache.lock().await.get(&id) {
            return Ok(found.clone());
        }
        let row = self
            .store
            .game(id)
            .await?
            .ok_or_else(|| ApiError::not_found(format!("there is no game {id}")))?;
        let mut cache = self.cache.lock().await;
        Ok(cache
            .entry(id)
            .or_insert_with(|| (Arc::new(Mutex::new(None)), row.ruleset))
            .clone())
    }

    /// Loads the game into `slot`, or brings it up to date with the store.
    pub async fn catch_up(
        &self,
        id: i64,
        ruleset: &str,
        slot: &mut Option<Box<dyn AnyGame>>,
    ) -> ApiResult<()> {
        match slot {
            Some(game) => {
                let newer = self.store.events(id, game.version()).await?;
                for event in &newer {
                    if let Err(e) = game.apply_body(&event.body) {
                        *slot = None;
                        return Err(ApiError::internal(format!("game {id}: {e}")));
                    }
                }
            }
            None => {
                let events = self.store.events(id, 0).await?;
                let game = load(ruleset, &events)
                    .map_err(|e| ApiError::internal(format!("game {id}: {e}")))?;
                *slot = Some(game);
            }
        }
        Ok(())
    }

    /// Runs a command against a game: check, append, and on a conflict with another
    /// writer reload and check again.
    pub async fn execute(
        &self,
        id: i64,
        actor: Actor,
        command: &CommandBody,
    ) -> ApiResult<Applied> {
        let (entry, ruleset) = self.entry(id).await?;
        let mut slot = entry.lock().await;
        if let Some(command_id) = &command.id {
            if command_id.is_empty() || command_id.len() > 100 {
                return Err(ApiError::bad_request("a command id is 1 to 100 characters"));
            }
            if let Some(version) = self.store.command(id, command_id).await? {
                return Ok(Applied::duplicate(version));
            }
        }
        let mut stale = false;
        for attempt in 0..64u32 {
            if slot.is_none() || stale {
                self.catch_up(id, &ruleset, &mut slot).await?;
            }
            let game = slot.as_mut().expect("loaded");
            let now = crate::now();
            let seed: u64 = rand::random();
            let events = game.handle(actor, command, seed, now)?;
            let expected = game.version();
            if events.is_empty() {
                return Ok(Applied {
                    version: expected,
                    events: Vec::new(),
                    duplicate: false,
                });
            }
            let pending = match self
                .store
                .begin_append(id, expected, &events, command.id.as_deref(), now)
                .await
            {
                Ok(pending) => pending,
                Err(AppendError::Conflict(_)) => {
                    // Another instance wrote first: catch up and check the command again,
                    // after a short random pause so that writers fall out of step.
                    stale = true;
                    let ceiling = 1u64 << attempt.min(5);
                    let pause = rand::random::<u64>() % (ceiling * 1000);
                    tokio::time::sleep(std::time::Duration::from_micros(pause)).await;
                    continue;
                }
                Err(AppendError::Duplicate(version)) => return Ok(Applied::duplicate(version)),
                Err(AppendError::Store(e)) => return Err(e.into()),
            };
            // Fold the written events to learn the status and deadline they lead to; if the
            // commit then fails the cache is dropped, so it never holds an unwritten event.
            let before = (game.status(), game.deadline());
            for event in &events {
                if let Err(e) = game.apply_body(&event.body) {
                    *slot = None;
                    return Err(ApiError::internal(e));
                }
            }
            let after = (game.status(), game.deadline());
            let update = GameUpdate {
                status: after.0.to_string(),
                deadline_at: after.1,
            };
            match pending.commit((after != before).then_some(&update)).await {
                Ok(version) => {
                    self.notify(id, version);
                    return Ok(Applied {
                        version,
                        events: (expected + 1..=version).collect(),
                        duplicate: false,
                    });
                }
                Err(AppendError::Conflict(_)) => {
                    *slot = None;
                    continue;
                }
                Err(AppendError::Duplicate(version)) => {
                    *slot = None;
                    return Ok(Applied::duplicate(version));
                }
                Err(AppendError::Store(e)) => {
                    *slot = None;
                    return Err(e.into());
                }
            }
        }
        Err(ApiError::new(
            StatusCode::SERVICE_UNAVAILABLE,
            "busy",
            "the game is changing too fast; the command was not applied, send it again",
        ))
    }

    /// Tells live streams and the webhook worker that a game moved.
    pub fn notify(&self, id: i64, version: i64) {
        let _ = self.changes.send((id, version));
        self.webhooks.notify_one();
    }
}
