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
//! by other server instances (polled every second; this instance's writes wake it at once).

use crate::auth::{self, Caller};
use crate::error::{ApiError, ApiQuery, ApiResult};
use crate::games;
use crate::AppState;
use axum::extract::{Path, State};
use axum::http::HeaderMap;
use axum::response::sse::{Event as SseEvent, KeepAlive, Sse};
use futures_util::stream::Stream;
use omerta_live::{Slot, Viewer};
use serde::Deserialize;
use std::collections::VecDeque;
use std::convert::Infallible;
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

struct Cursor {
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
        let events = self
            .state
            .store
            .events(self.id, self.seq)
            .await
            .map_err(|e| e.to_string())?;
        if events.is_empty() {
            return Ok(true);
        }
        let entry = self.state.entry(self.id).await.map_err(|e| e.message)?;
        let folded = self.state.current(&entry).await.map_err(|e| e.message)?;
        if folded.game.viewer(reader.0, reader.1) != self.viewer {
            return Ok(false);
        }
        let tag = tag(self.viewer);
        for event in &events {
            self.seq = event.seq;
            if games::visible(event, self.viewer) {
                self.position += 1;
                let body = folded.game.present(&event.body, self.viewer);
                let data = games::event_json(event, self.position, body).to_string();
                self.pending.push_back(
                    SseEvent::default()
                        .id(format!("{}.{tag}", self.position))
                        .event(event.kind.clone())
                        .data(data),
                );
            }
        }
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
    let cursor = Cursor {
        state,
        id,
        viewer,
        session,
        seq,
        position,
        pending: VecDeque::new(),
        changes,
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
            // Wait for this game to move here, or poll for other instances' writes.
            let wait = async {
                loop {
                    match cursor.changes.recv().await {
                        Ok((game, _)) if game == cursor.id => return,
                        Ok(_) => continue,
                        Err(broadcast::error::RecvError::Lagged(_)) => return,
                        Err(broadcast::error::RecvError::Closed) => {
                            std::future::pending::<()>().await
                        }
                    }
                }
            };
            let _ = tokio::time::timeout(Duration::from_secs(1), wait).await;
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
