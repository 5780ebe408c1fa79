//! Live updates: a Server-Sent Events stream per game, redacted for its reader.
//!
//! Each SSE event is one stored event the reader may see: `id` is its sequence number,
//! `event` its kind, `data` the same JSON as `GET /api/games/{id}/events`. A client that
//! reconnects sends `Last-Event-ID` (browsers do it themselves) or `?after=N` and gets
//! everything after it, then the live tail. The stream reads from the store, not from
//! memory, so it also carries events written by other server instances (polled every
//! second; this instance's own writes wake it at once).

use crate::auth::Caller;
use crate::error::{ApiError, ApiQuery, ApiResult};
use crate::games;
use crate::AppState;
use axum::extract::{Path, State};
use axum::http::HeaderMap;
use axum::response::sse::{Event as SseEvent, KeepAlive, Sse};
use futures_util::stream::Stream;
use omerta_live::Viewer;
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

struct Cursor {
    state: AppState,
    id: i64,
    viewer: Viewer,
    after: i64,
    pending: VecDeque<SseEvent>,
    changes: broadcast::Receiver<(i64, i64)>,
}

pub async fn game_stream(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<i64>,
    headers: HeaderMap,
    ApiQuery(query): ApiQuery<StreamQuery>,
) -> ApiResult<Sse<impl Stream<Item = Result<SseEvent, Infallible>>>> {
    let last_event_id = match headers.get("last-event-id") {
        Some(value) => Some(
            value
                .to_str()
                .ok()
                .and_then(|v| v.trim().parse::<i64>().ok())
                .ok_or_else(|| {
                    ApiError::bad_request("Last-Event-ID is an event's sequence number")
                })?,
        ),
        None => None,
    };
    let after = last_event_id.or(query.after).unwrap_or(0);
    let (entry, ruleset) = state.entry(id).await?;
    let viewer = {
        let mut slot = entry.lock().await;
        state.catch_up(id, &ruleset, &mut slot).await?;
        slot.as_ref()
            .expect("loaded")
            .viewer(caller.id(), caller.admin())
    };
    let changes = state.changes.subscribe();
    let cursor = Cursor {
        state,
        id,
        viewer,
        after,
        pending: VecDeque::new(),
        changes,
    };
    let stream = futures_util::stream::unfold(cursor, |mut cursor| async move {
        loop {
            if let Some(event) = cursor.pending.pop_front() {
                return Some((Ok(event), cursor));
            }
            match cursor.state.store.events(cursor.id, cursor.after).await {
                Ok(events) => {
                    for event in &events {
                        cursor.after = event.seq;
                        if games::visible(event, cursor.viewer) {
                            let data = games::event_json(event).to_string();
                            cursor.pending.push_back(
                                SseEvent::default()
                                    .id(event.seq.to_string())
                                    .event(event.kind.clone())
                                    .data(data),
                            );
                        }
                    }
                    if !cursor.pending.is_empty() {
                        continue;
                    }
                }
                Err(error) => {
                    tracing::warn!("stream of game {}: {error}", cursor.id);
                }
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
