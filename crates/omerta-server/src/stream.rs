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
use axum::body::{Body, Bytes};
use axum::extract::{Path, State};
use axum::http::{header, HeaderMap};
use axum::response::{IntoResponse, Response};
use omerta_live::{Slot, Viewer};
use omerta_store::StoredEvent;
use serde::Deserialize;
use std::collections::{HashMap, VecDeque};
use std::convert::Infallible;
use std::sync::{Arc, Mutex as StdMutex};
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
/// is read from the store once, whatever the number of streams, and framed for SSE once
/// per kind of reader (`rendered`), not once per stream: a stream's delivery is a copy of
/// pointers to shared bytes.
#[derive(Default)]
pub struct Feed {
    /// One stream at a time reads new events from the store, for all of them.
    reading: tokio::sync::Mutex<()>,
    /// What was read. Its lock is never held across an await, only for copies of pointers
    /// (and the first framing of an event for a kind of reader): the ten thousand streams
    /// one event wakes take it in turn on the threads they run on, instead of an async
    /// lock handed from one to the next through the scheduler (which made a chain of ten
    /// thousand wake-ups, each a few hundred microseconds on a busy machine).
    shared: StdMutex<Shared>,
}

#[derive(Default)]
struct Shared {
    /// The last stored events read, oldest first (at most [`FEED_WINDOW`]), by sequence
    /// number without gaps.
    events: VecDeque<Arc<StoredEvent>>,
    /// The last sequence number read.
    known: i64,
    /// Each event's SSE frame as a kind of reader reads it: (seq, viewer) to (their number
    /// for it, the frame).
    rendered: HashMap<(i64, Viewer), (i64, Bytes)>,
}

/// How many recent events a game's feed keeps; a stream further behind reads the store.
const FEED_WINDOW: usize = 1024;

/// A quiet stream's comment every so often, so that proxies and browsers keep it open.
const KEEP_ALIVE: Duration = Duration::from_secs(15);

impl Feed {
    fn shared(&self) -> std::sync::MutexGuard<'_, Shared> {
        self.shared
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// Reads the events up to `target` that the feed does not hold yet, once.
    async fn catch_up(
        &self,
        state: &AppState,
        id: i64,
        from: i64,
        target: i64,
    ) -> Result<(), String> {
        if self.shared().known >= target {
            return Ok(());
        }
        let _reading = self.reading.lock().await;
        let after = {
            let shared = self.shared();
            if shared.known >= target {
                // Another stream read them meanwhile.
                return Ok(());
            }
            if shared.events.is_empty() {
                shared.known.max(from)
            } else {
                shared.known
            }
        };
        let fresh = state
            .store
            .events(id, after)
            .await
            .map_err(|e| e.to_string())?;
        let mut shared = self.shared();
        for event in fresh {
            if event.seq <= shared.known {
                continue;
            }
            shared.known = event.seq;
            shared.events.push_back(Arc::new(event));
        }
        shared.known = shared.known.max(after);
        while shared.events.len() > FEED_WINDOW {
            shared.events.pop_front();
        }
        if let Some(first) = shared.events.front().map(|e| e.seq) {
            shared.rendered.retain(|(seq, _), _| *seq >= first);
        }
        Ok(())
    }
}

/// An event as one SSE frame: `id` (the reader's number and tag), `event` (its kind) and
/// `data` (compact JSON: one line).
fn frame(
    event: &StoredEvent,
    position: i64,
    tag: &str,
    folded: &games::Folded,
    viewer: Viewer,
) -> Bytes {
    let body = folded.game.present(&event.body, viewer);
    let data = games::event_json(event, position, body).to_string();
    let kind: String = event
        .kind
        .chars()
        .filter(|c| *c != '\n' && *c != '\r')
        .collect();
    Bytes::from(format!(
        "id: {position}.{tag}\nevent: {kind}\ndata: {data}\n\n"
    ))
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

fn feed(state: &AppState, id: i64) -> Arc<Feed> {
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
    /// The game's cache entry and feed, held for the stream's life rather than looked up
    /// in the instance's maps at every event (with 10,000 streams, 10,000 turns at those
    /// maps' locks per event). A watched game is never let go of, so they stay current.
    entry: games::Entry,
    feed: Arc<Feed>,
    /// Who reads, as they read the game when the stream opened.
    viewer: Viewer,
    /// The session the stream was opened with (its token's hash, account and admin flag).
    session: Option<(String, i64, bool)>,
    /// The last stored event read, and the reader's number for it.
    seq: i64,
    position: i64,
    /// SSE frames read and not sent yet.
    pending: VecDeque<Bytes>,
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
        let latest = self.entry.snapshot();
        if let Some(folded) = &latest {
            if folded.game.viewer(reader.0, reader.1) != self.viewer {
                return Ok(false);
            }
        }
        if self.seq >= self.target {
            return Ok(true);
        }
        // The state in memory when it already holds what this stream is to read (the
        // usual case: one reader's look at the store brings it up for all).
        let folded = match latest {
            Some(folded) if folded.version() >= self.target => folded,
            _ => self
                .state
                .current(&self.entry)
                .await
                .map_err(|e| e.message)?,
        };
        if folded.game.viewer(reader.0, reader.1) != self.viewer {
            return Ok(false);
        }
        let feed = self.feed.clone();
        let tag = tag(self.viewer);
        let mut caught_up = false;
        let covered = loop {
            // `None`: the feed lacks events; the first stream to need them reads them for
            // all (the others, coming after, take one turn at the feed's lock).
            let step = {
                let mut shared = feed.shared();
                if shared.known < self.target && !caught_up {
                    None
                } else {
                    let covered = shared.events.front().is_some_and(|e| e.seq <= self.seq + 1);
                    if covered {
                        let start = shared.events.partition_point(|e| e.seq <= self.seq);
                        let Shared {
                            events, rendered, ..
                        } = &mut *shared;
                        for event in events.range(start..) {
                            self.seq = event.seq;
                            if !games::visible(event, self.viewer) {
                                continue;
                            }
                            let (position, bytes) = rendered
                                .entry((event.seq, self.viewer))
                                .or_insert_with(|| {
                                    let position = folded.position(self.viewer, event.seq);
                                    (position, frame(event, position, &tag, &folded, self.viewer))
                                })
                                .clone();
                            self.position = position;
                            self.pending.push_back(bytes);
                        }
                    }
                    Some(covered)
                }
            };
            match step {
                Some(covered) => break covered,
                None => {
                    feed.catch_up(&self.state, self.id, self.seq, self.target)
                        .await?;
                    caught_up = true;
                }
            }
        };
        if !covered {
            // Further behind than the feed keeps: this stream reads the store itself.
            let events = self
                .state
                .store
                .events(self.id, self.seq)
                .await
                .map_err(|e| e.to_string())?;
            for event in &events {
                self.seq = event.seq;
                if !games::visible(event, self.viewer) {
                    continue;
                }
                let position = folded.position(self.viewer, event.seq);
                self.position = position;
                self.pending
                    .push_back(frame(event, position, &tag, &folded, self.viewer));
            }
        }
        self.target = self.target.max(self.seq);
        Ok(true)
    }

    /// The frames read and not sent, as one chunk (one write to the socket).
    fn take_pending(&mut self) -> Option<Bytes> {
        match self.pending.len() {
            0 => None,
            1 => self.pending.pop_front(),
            _ => {
                let mut chunk = Vec::with_capacity(self.pending.iter().map(Bytes::len).sum());
                for frame in self.pending.drain(..) {
                    chunk.extend_from_slice(&frame);
                }
                Some(chunk.into())
            }
        }
    }
}

pub async fn game_stream(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<i64>,
    headers: HeaderMap,
    ApiQuery(query): ApiQuery<StreamQuery>,
) -> ApiResult<Response> {
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
    let feed = feed(&state, id);
    let cursor = Cursor {
        _watching: watching,
        state,
        id,
        entry,
        feed,
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
            if let Some(chunk) = cursor.take_pending() {
                return Some((Ok::<_, Infallible>(chunk), cursor));
            }
            let reader = cursor.reader().await?;
            match cursor.read(reader).await {
                Ok(false) => return None,
                Ok(true) if !cursor.pending.is_empty() => continue,
                Ok(true) => {}
                Err(error) => tracing::warn!("stream of game {}: {error}", cursor.id),
            }
            // Wait for this game to move: written here, or heard written by another
            // instance (`workers::watch`). No polling: an idle stream costs nothing but
            // its keep-alive.
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
            if tokio::time::timeout(KEEP_ALIVE, wait).await.is_err() {
                return Some((Ok(Bytes::from_static(b":\n\n")), cursor));
            }
        }
    });
    // The frames are written as they are (shared bytes), not through axum's `Sse`, which
    // formats every event again for every stream.
    Ok((
        [
            (header::CONTENT_TYPE, "text/event-stream"),
            (header::CACHE_CONTROL, "no-cache"),
        ],
        Body::from_stream(stream),
    )
        .into_response())
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
