//! Live updates: a Server-Sent Events stream per game, redacted for its reader.
//!
//! Each SSE event is one stored event the reader may see: `event` is its kind, `data` the
//! same JSON as `GET /api/games/{id}/events`, and `id` the reader's number for it (their
//! count of the events they may see, so that nobody counts hidden events by gaps) followed
//! by who they read as: `12.s` (a spectator), `12.p3` (the player in slot 3), `12.h` (the
//! host). A client that reconnects sends `Last-Event-ID` (browsers do it themselves) or
//! `?after=N` and gets everything after it, then the live tail.
//!
//! The reader's rights are checked again before every batch: a stream whose session was
//! signed out, or whose reader now reads the game otherwise (a replaced player, a demoted
//! admin, a new host), ends; the browser reconnects and reads as who it is now, from the
//! same place (the id's tag says how the old number was counted).
//!
//! The stream reads from the store, not from memory, so it also carries events written
//! by other server instances. A stream never polls: this instance's writes wake it at
//! once, and on PostgreSQL each instance announces its writes (`NOTIFY omerta_events`)
//! and one listener per instance (`workers::watch`) wakes the game's streams when another
//! instance wrote. An idle stream costs nothing but its keep-alive.

use crate::auth::{self, Caller};
use crate::error::{ApiError, ApiQuery, ApiResult};
use crate::games;
use crate::AppState;
use axum::extract::{Path, State};
use axum::http::HeaderMap;
use axum::response::sse::{Event as SseEvent, KeepAlive, Sse};
use futures_util::stream::Stream;
use omerta_live::{Slot, Viewer};
use omerta_store::StoredEvent;
use serde::Deserialize;
use std::collections::{HashMap, VecDeque};
use std::convert::Infallible;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::broadcast;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StreamQuery {
    #[serde(default)]
    after: Option<i64>,
}

/// How a reader's numbers were counted: the tag after the dot in an event id.
pub fn tag(viewer: Viewer) -> String {
    match viewer {
        Viewer::Host => "h".into(),
        Viewer::Spectator => "s".into(),
        Viewer::Player(slot) => format!("p{slot}"),
    }
}

fn untag(tag: &str) -> Option<Viewer> {
    match tag {
        "h" => Some(Viewer::Host),
        "s" => Some(Viewer::Spectator),
        _ => tag
            .strip_prefix('p')
            .and_then(|s| s.parse::<Slot>().ok())
            .map(Viewer::Player),
    }
}

/// A `Last-Event-ID`: the reader's number, and the viewer it was counted for if given.
fn last_event_id(text: &str) -> Option<(i64, Option<Viewer>)> {
    let text = text.trim();
    match text.split_once('.') {
        Some((number, tag)) => Some((number.parse().ok()?, Some(untag(tag)?))),
        None => Some((text.parse().ok()?, None)),
    }
}

/// The recent events of one game, shared by its streams on this instance: each new event
/// is read from the store once, whatever the number of streams, and presented once per
/// kind of reader (`rendered`), not once per stream.
#[derive(Default)]
pub struct Feed {
    /// The last stored events read, oldest first (at most [`FEED_WINDOW`]).
    events: VecDeque<Arc<StoredEvent>>,
    /// The last sequence number read.
    known: i64,
    /// Each event's SSE data as a kind of reader reads it: (seq, viewer) to (their
    /// number for it, the JSON).
    rendered: HashMap<(i64, Viewer), (i64, Arc<str>)>,
}

/// How many recent events a game's feed keeps; a stream further behind reads the store.
const FEED_WINDOW: usize = 1024;

impl Feed {
    /// Reads the events up to `target` that the feed does not hold yet, once.
    async fn catch_up(
        &mut self,
        state: &AppState,
        id: i64,
        from: i64,
        target: i64,
    ) -> Result<(), String> {
        if self.known >= target {
            return Ok(());
        }
        let after = if self.events.is_empty() {
            self.known.max(from)
        } else {
            self.known
        };
        let fresh = state
            .store
            .events(id, after)
            .await
            .map_err(|e| e.to_string())?;
        for event in fresh {
            self.known = event.seq;
            self.events.push_back(Arc::new(event));
        }
        self.known = self.known.max(after);
        while self.events.len() > FEED_WINDOW {
            self.events.pop_front();
        }
        if let Some(first) = self.events.front().map(|e| e.seq) {
            self.rendered.retain(|(seq, _), _| *seq >= first);
        }
        Ok(())
    }
}

/// The game number of a change that concerns every stream (a reader's rights).
pub const EVERY_GAME: i64 = -1;

/// A game watched by this instance's streams.
pub struct Watch {
    pub streams: usize,
    /// The last version known to this instance's streams of the game.
    pub version: i64,
}

/// Counts a stream among its game's watchers while it lives.
struct Watching {
    state: AppState,
    id: i64,
}

impl Watching {
    fn new(state: &AppState, id: i64, version: i64) -> Watching {
        let mut watched = state
            .watched
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        let w = watched.entry(id).or_insert(Watch {
            streams: 0,
            version,
        });
        w.streams += 1;
        w.version = w.version.max(version);
        Watching {
            state: state.clone(),
            id,
        }
    }
}

impl Drop for Watching {
    fn drop(&mut self) {
        let mut watched = self
            .state
            .watched
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if let Some(w) = watched.get_mut(&self.id) {
            w.streams -= 1;
            if w.streams == 0 {
                watched.remove(&self.id);
                // Nobody reads the game here any more: its feed goes too.
                self.state
                    .feeds
                    .lock()
                    .unwrap_or_else(std::sync::PoisonError::into_inner)
                    .remove(&self.id);
            }
        }
    }
}

fn feed(state: &AppState, id: i64) -> Arc<tokio::sync::Mutex<Feed>> {
    state
        .feeds
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
        .entry(id)
        .or_default()
        .clone()
}

struct Cursor {
    _watching: Watching,
    state: AppState,
    id: i64,
    /// Who reads, as they read the game when the stream opened.
    viewer: Viewer,
    /// The session the stream was opened with (its token's hash, account and admin flag).
    session: Option<(String, i64, bool)>,
    /// The last stored event read, and the reader's number for it.
    seq: i64,
    position: i64,
    pending: VecDeque<SseEvent>,
    changes: broadcast::Receiver<(i64, i64)>,
    /// The game's version this stream knows to exist (from the wake-ups): nothing is read
    /// while the stream has it all.
    target: i64,
}

impl Cursor {
    /// Who reads now: the stream's session, still signed in, with its account's rights
    /// as they are now. `None` when the session was signed out.
    async fn reader(&self) -> Option<(Option<i64>, bool)> {
        let Some((hash, id, admin)) = &self.session else {
            return Some((None, false));
        };
        match auth::session_of(&self.state, hash).await {
            Ok(Some((account, _))) if account.id == *id => Some((Some(account.id), account.admin)),
            Ok(_) => None,
            // The store did not answer: keep the rights known at the opening for now.
            Err(_) => Some((Some(*id), *admin)),
        }
    }

    /// Reads the events after the cursor into `pending`. False when the reader no longer
    /// reads the game as when the stream opened (the stream then ends).
    async fn read(&mut self, reader: (Option<i64>, bool)) -> Result<bool, String> {
        // Rights change by events (a replacement) or by the account (an admin named or
        // demoted): the state in memory tells both without asking the store.
        if let Some(folded) = self.state.latest(self.id) {
            if folded.game.viewer(reader.0, reader.1) != self.viewer {
                return Ok(false);
            }
        }
        if self.seq >= self.target {
            return Ok(true);
        }
        // The state in memory when it already holds what this stream is to read (the
        // usual case: one reader's look at the store brings it up for all).
        let folded = match self.state.latest(self.id) {
            Some(folded) if folded.version() >= self.target => folded,
            _ => {
                let entry = self.state.entry(self.id).await.map_err(|e| e.message)?;
                self.state.current(&entry).await.map_err(|e| e.message)?
            }
        };
        if folded.game.viewer(reader.0, reader.1) != self.viewer {
            return Ok(false);
        }
        let feed = feed(&self.state, self.id);
        let mut feed = feed.lock().await;
        feed.catch_up(&self.state, self.id, self.seq, self.target)
            .await?;
        let covered = feed.events.front().is_some_and(|e| e.seq <= self.seq + 1);
        let events: Vec<Arc<StoredEvent>> = if covered {
            feed.events
                .iter()
                .filter(|e| e.seq > self.seq)
                .cloned()
                .collect()
        } else {
            // Further behind than the feed keeps: this stream reads the store itself.
            self.state
                .store
                .events(self.id, self.seq)
                .await
                .map_err(|e| e.to_string())?
                .into_iter()
                .map(Arc::new)
                .collect()
        };
        let tag = tag(self.viewer);
        for event in &events {
            self.seq = event.seq;
            if !games::visible(event, self.viewer) {
                continue;
            }
            let key = (event.seq, self.viewer);
            let (position, data) = match feed.rendered.get(&key) {
                Some(found) => found.clone(),
                None => {
                    let position = folded.position(self.viewer, event.seq);
                    let body = folded.game.present(&event.body, self.viewer);
                    let data: Arc<str> =
                        games::event_json(event, position, body).to_string().into();
                    if covered {
                        feed.rendered.insert(key, (position, data.clone()));
                    }
                    (position, data)
                }
            };
            self.position = position;
            self.pending.push_back(
                SseEvent::default()
                    .id(format!("{position}.{tag}"))
                    .event(event.kind.clone())
                    .data(&*data),
            );
        }
        self.target = self.target.max(self.seq);
        Ok(true)
    }
}

pub async fn game_stream(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<i64>,
    headers: HeaderMap,
    ApiQuery(query): ApiQuery<StreamQuery>,
) -> ApiResult<Sse<impl Stream<Item = Result<SseEvent, Infallible>>>> {
    let last = match headers.get("last-event-id") {
        Some(value) => Some(value.to_str().ok().and_then(last_event_id).ok_or_else(|| {
            ApiError::bad_request("Last-Event-ID is an event id of this stream, such as 12.s")
        })?),
        None => None,
    };
    let entry = state.entry(id).await?;
    let folded = state.current(&entry).await?;
    let viewer = folded.game.viewer(caller.id(), caller.admin());
    // Where to go on from, as a stored sequence number: a number counted for another
    // viewer (the reader's rights changed) is found as that viewer counted it.
    let seq = match last {
        Some((number, counted)) => folded.seq_at(counted.unwrap_or(viewer), number),
        None => folded.seq_at(viewer, query.after.unwrap_or(0)),
    };
    let position = folded.position(viewer, seq);
    let session = match (&caller.token_hash, caller.id()) {
        (Some(hash), Some(account)) => Some((hash.clone(), account, caller.admin())),
        _ => None,
    };
    let changes = state.changes.subscribe();
    let watching = Watching::new(&state, id, folded.game.version());
    let cursor = Cursor {
        _watching: watching,
        state,
        id,
        viewer,
        session,
        seq,
        position,
        pending: VecDeque::new(),
        changes,
        target: folded.game.version(),
    };
    let stream = futures_util::stream::unfold(cursor, |mut cursor| async move {
        loop {
            if let Some(event) = cursor.pending.pop_front() {
                return Some((Ok(event), cursor));
            }
            let reader = cursor.reader().await?;
            match cursor.read(reader).await {
                Ok(false) => return None,
                Ok(true) if !cursor.pending.is_empty() => continue,
                Ok(true) => {}
                Err(error) => tracing::warn!("stream of game {}: {error}", cursor.id),
            }
            // Wait for this game to move: written here, or seen written by another
            // instance (`workers::watch`). No polling: an idle stream costs nothing.
            let wait = async {
                loop {
                    match cursor.changes.recv().await {
                        Ok((game, version)) if game == cursor.id => {
                            cursor.target = cursor.target.max(version);
                            return;
                        }
                        Ok((game, _)) if game == EVERY_GAME => return,
                        Ok(_) => continue,
                        Err(broadcast::error::RecvError::Lagged(_)) => return,
                        Err(broadcast::error::RecvError::Closed) => {
                            std::future::pending::<()>().await
                        }
                    }
                }
            };
            wait.await;
        }
    });
    Ok(Sse::new(stream).keep_alive(KeepAlive::new().interval(Duration::from_secs(15))))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn event_ids_carry_how_they_were_counted() {
        assert_eq!(last_event_id("12.p3"), Some((12, Some(Viewer::Player(3)))));
        assert_eq!(last_event_id("7.s"), Some((7, Some(Viewer::Spectator))));
        assert_eq!(last_event_id("9.h"), Some((9, Some(Viewer::Host))));
        assert_eq!(last_event_id(" 40 "), Some((40, None)));
        assert_eq!(last_event_id("4.x"), None);
        assert_eq!(last_event_id("x"), None);
        for viewer in [Viewer::Host, Viewer::Spectator, Viewer::Player(12)] {
            assert_eq!(untag(&tag(viewer)), Some(viewer));
        }
    }
}
