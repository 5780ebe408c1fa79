//! A Pro table's stream overlay and venue screen (issue 31): pages made to be an OBS
//! browser source (a transparent page at 1920×1080 or 1280×720) or a screen in the room.
//!
//! - *Public* (`/games/{id}/overlay`, `/games/{id}/venue`): exactly what a spectator
//!   reads, whoever opens it (`overlay.json` is the spectator's view, never the caller's),
//!   kept current by the game's own stream.
//! - *Broadcast* (`/broadcast?key=…`): the game as its judge reads it, every event held
//!   back by the link's delay. The delay is enforced by the service's
//!   [`broadcasts::delayed`], the one reading of a link: the page, its view and its stream
//!   here only frame what it returns. A key that opens nothing answers exactly as a missing
//!   page does. The key travels in the query, which the request log never writes.
//! - The judge's links (`/games/{id}/broadcasts`): made with a delay, listed, revoked.

use super::{error_page, form_caller, render, see_other};
use crate::auth::Caller;
use crate::error::{ApiError, Failure};
use crate::stream::Watching;
use crate::AppState;
use axum::body::{Body, Bytes};
use axum::extract::{Path, RawQuery, State};
use axum::http::{header, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Form;
use omerta_i18n::{tr, Lang};
use omerta_service::broadcasts::{self, Delayed};
use serde::Deserialize;
use serde_json::json;
use std::convert::Infallible;
use std::time::Duration;

/// The overlay's query: its layout (`size=720` for 1280×720; otherwise 1920×1080) and, for
/// a broadcast, the link's key. Anything else is ignored.
#[derive(Deserialize, Default)]
struct OverlayQuery {
    size: Option<String>,
    key: Option<String>,
}

fn query_of(raw: Option<String>) -> OverlayQuery {
    raw.and_then(|q| serde_urlencoded::from_str(&q).ok())
        .unwrap_or_default()
}

fn size_of(query: &OverlayQuery) -> &'static str {
    match query.size.as_deref() {
        Some("720") => "720",
        _ => "1080",
    }
}

fn missing(caller: &Caller, path: &str) -> Response {
    super::missing_page(caller, path)
}

/// The spectator's view of a Pro table, or why there is none.
async fn public_view(state: &AppState, id: i64) -> Result<Bytes, ApiError> {
    let (view, _, folded) = state.view_of(id, None, false).await?;
    if folded.game.ruleset() != "pro" {
        return Err(ApiError::not_found(format!(
            "game {id} is not a Pro Mafia table: only a Pro table has a stream overlay"
        )));
    }
    Ok(view.json.clone())
}

fn page(caller: &Caller, context: serde_json::Value) -> Response {
    let mut response = render(StatusCode::OK, "overlay.html", caller, context);
    response.headers_mut().insert(
        header::CACHE_CONTROL,
        HeaderValue::from_static("private, no-store"),
    );
    response
}

/// `GET /games/{id}/overlay[?size=720]`: the public overlay.
pub async fn public(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<i64>,
    RawQuery(raw): RawQuery,
) -> Response {
    let query = query_of(raw);
    if let Err(error) = public_view(&state, id).await {
        return error_page(&caller, &error);
    }
    let lang = caller.lang();
    page(
        &caller,
        json!({
            "title": tr(lang, "overlay-title", &game_args(id)),
            "mode": "public",
            "size": size_of(&query),
            "view_url": format!("/games/{id}/overlay.json"),
            "stream_url": format!("/api/games/{id}/stream"),
            "kinds": super::kinds("pro"),
            "words": words(lang),
        }),
    )
}

/// `GET /games/{id}/venue`: the public overlay in large type, for a screen in the room.
pub async fn venue(State(state): State<AppState>, caller: Caller, Path(id): Path<i64>) -> Response {
    if let Err(error) = public_view(&state, id).await {
        return error_page(&caller, &error);
    }
    let lang = caller.lang();
    page(
        &caller,
        json!({
            "title": tr(lang, "overlay-venue-title", &game_args(id)),
            "mode": "venue",
            "size": "venue",
            "view_url": format!("/games/{id}/overlay.json"),
            "stream_url": format!("/api/games/{id}/stream"),
            "kinds": super::kinds("pro"),
            "words": words(lang),
        }),
    )
}

/// The overlay's sentences (`overlay-*` messages), for `overlay.js`.
static WORDS: super::ScriptWords = super::ScriptWords::new("overlay-");

/// A title's arguments: the game's number.
fn game_args(id: i64) -> omerta_i18n::Args<'static> {
    let mut args = omerta_i18n::Args::new();
    args.set("id", id.to_string());
    args
}

fn words(lang: Lang) -> &'static serde_json::Value {
    WORDS.get(lang)
}

/// A view as JSON, with the server's clock as it answered (`x-server-time`, ms): the
/// overlay counts the speech timer down from it, whatever the viewer's own clock says.
fn json_response(body: Bytes) -> Response {
    (
        [
            (
                header::CONTENT_TYPE,
                HeaderValue::from_static("application/json"),
            ),
            (
                header::CACHE_CONTROL,
                HeaderValue::from_static("private, no-store"),
            ),
            (
                header::HeaderName::from_static("x-server-time"),
                HeaderValue::from(crate::now()),
            ),
        ],
        body,
    )
        .into_response()
}

/// `GET /games/{id}/overlay.json`: the table as a spectator reads it, whoever asks (a
/// judge previewing the overlay signed in sees what the stream will show, not their own
/// view).
pub async fn public_json(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<i64>,
) -> Response {
    match public_view(&state, id).await {
        Ok(body) => json_response(body),
        Err(error) => error_page(&caller, &error),
    }
}

/// `GET /broadcast?key=…[&size=720]`: the broadcast overlay.
pub async fn broadcast(
    State(state): State<AppState>,
    caller: Caller,
    RawQuery(raw): RawQuery,
) -> Response {
    let query = query_of(raw);
    let key = query.key.clone().unwrap_or_default();
    let (game, delay) = match broadcasts::open(&state, &key).await {
        Ok(found) => found,
        Err(_) => return missing(&caller, "/broadcast"),
    };
    let lang = caller.lang();
    page(
        &caller,
        json!({
            "title": tr(lang, "overlay-broadcast-title", &game_args(game)),
            "mode": "broadcast",
            "size": size_of(&query),
            "delay": delay,
            "view_url": format!("/broadcast/view.json?key={key}"),
            "stream_url": format!("/broadcast/stream?key={key}"),
            "kinds": [],
            "words": words(lang),
        }),
    )
}

/// `GET /broadcast/view.json?key=…`: the delayed judge's view (`broadcasts::delayed`).
pub async fn broadcast_json(
    State(state): State<AppState>,
    caller: Caller,
    RawQuery(raw): RawQuery,
) -> Response {
    let key = query_of(raw).key.unwrap_or_default();
    match broadcasts::delayed(&state, &key, crate::now()).await {
        Ok(delayed) => json_response(Bytes::from(delayed.to_json().to_string())),
        Err(error) if error.kind == crate::error::Kind::NotFound => {
            missing(&caller, "/broadcast/view.json")
        }
        Err(error) => error_page(&caller, &error),
    }
}

/// A quiet broadcast stream's comment every so often; each one checks the link again, so
/// a revoked link's stream ends within it.
const KEEP_ALIVE: Duration = Duration::from_secs(15);

fn view_frame(delayed: &Delayed) -> Bytes {
    Bytes::from(format!("event: view\ndata: {}\n\n", delayed.to_json()))
}

/// `GET /broadcast/stream?key=…`: the delayed view as Server-Sent Events, one `view` frame
/// each time an event comes out of the delay. It wakes when the game moves (to learn when
/// the new event is due), when the next held-back event is due, and every 15 s; every
/// frame is drawn by `broadcasts::delayed` at the moment it is sent. A link revoked meanwhile
/// ends the stream, and the browser's reconnection meets a missing page.
pub async fn broadcast_stream(
    State(state): State<AppState>,
    caller: Caller,
    crate::auth::ClientIp(ip): crate::auth::ClientIp,
    RawQuery(raw): RawQuery,
) -> Response {
    let key = query_of(raw).key.unwrap_or_default();
    let first = match broadcasts::delayed(&state, &key, crate::now()).await {
        Ok(delayed) => delayed,
        Err(error) if error.kind == crate::error::Kind::NotFound => {
            return missing(&caller, "/broadcast/stream")
        }
        Err(error) => return error_page(&caller, &error),
    };
    // A broadcast stream is held open as a game's stream is, and counts with them against
    // the address's limit: every stream redraws the delayed view on each wake.
    let opened = match crate::stream::Opened::new(&state, ip) {
        Ok(opened) => opened,
        Err(failure) => return failure.into_response(),
    };
    let (watching, feed) = Watching::new(&state, first.game);
    // The game's version the last draw knew of: a write since wakes the stream at once.
    let known = feed.latest();
    struct Cursor {
        _opened: Option<crate::stream::Opened>,
        _watching: Watching,
        feed: std::sync::Arc<crate::feed::Feed>,
        state: AppState,
        key: String,
        known: i64,
        last: Delayed,
        pending: Option<Bytes>,
        keep_alive: std::pin::Pin<Box<tokio::time::Sleep>>,
    }
    let cursor = Cursor {
        _opened: opened,
        _watching: watching,
        feed,
        state,
        key,
        known,
        pending: Some(view_frame(&first)),
        last: first,
        keep_alive: Box::pin(tokio::time::sleep(KEEP_ALIVE)),
    };
    let stream = futures_util::stream::unfold(cursor, |mut cursor| async move {
        loop {
            if let Some(frame) = cursor.pending.take() {
                let next = tokio::time::Instant::now() + KEEP_ALIVE;
                cursor.keep_alive.as_mut().reset(next);
                return Some((Ok::<_, Infallible>(frame), cursor));
            }
            // Wait for the game to move, for the next held-back event to come due, or for
            // the keep-alive.
            let quiet = {
                let moved = cursor.feed.moved.notified();
                tokio::pin!(moved);
                moved.as_mut().enable();
                let latest = cursor.feed.latest();
                if latest > cursor.known {
                    cursor.known = latest;
                    false
                } else {
                    // A few milliseconds late rather than early: the draw decides anyway.
                    let due = cursor
                        .last
                        .next_due
                        .map(|at| Duration::from_millis((at - crate::now()).max(0) as u64 + 5));
                    let due = tokio::time::sleep(due.unwrap_or(Duration::from_secs(3600)));
                    tokio::select! {
                        _ = &mut moved => false,
                        _ = due => false,
                        _ = &mut cursor.keep_alive => true,
                    }
                }
            };
            cursor.known = cursor.known.max(cursor.feed.latest());
            let delayed = match broadcasts::delayed(&cursor.state, &cursor.key, crate::now()).await
            {
                Ok(delayed) => delayed,
                // Revoked (or the store failing): the stream ends; the browser comes back.
                Err(_) => return None,
            };
            if delayed.shown != cursor.last.shown {
                cursor.pending = Some(view_frame(&delayed));
            } else if quiet {
                cursor.pending = Some(Bytes::from_static(b":\n\n"));
            }
            cursor.last = delayed;
        }
    });
    (
        [
            (header::CONTENT_TYPE, "text/event-stream"),
            (header::CACHE_CONTROL, "no-cache"),
        ],
        Body::from_stream(stream),
    )
        .into_response()
}

/// `GET /games/{id}/broadcasts`: the judge's overlay links.
pub async fn links(State(state): State<AppState>, caller: Caller, Path(id): Path<i64>) -> Response {
    links_page(&state, &caller, id, None, None, StatusCode::OK).await
}

async fn links_page(
    state: &AppState,
    caller: &Caller,
    id: i64,
    made: Option<broadcasts::NewLink>,
    problem: Option<String>,
    status: StatusCode,
) -> Response {
    if caller.account.is_none() {
        return super::to_login(&format!("/games/{id}/broadcasts"));
    }
    let lang = caller.lang();
    let links: Vec<serde_json::Value> = match broadcasts::list(state, caller, id).await {
        Ok(links) => links
            .into_iter()
            .map(|l| {
                json!({
                    "id": l.id,
                    "delay_seconds": l.delay_seconds,
                    "made": omerta_i18n::written(lang, l.created_at, None),
                    "revoked_at": l.revoked_at,
                })
            })
            .collect(),
        Err(error) => return error_page(caller, &error),
    };
    let base = state
        .config
        .public_url
        .as_deref()
        .unwrap_or("")
        .trim_end_matches('/')
        .to_string();
    let made = made.map(|m| {
        json!({
            "id": m.id,
            "delay": m.delay_seconds,
            "url": format!("{base}/broadcast?key={}", m.key),
            "url720": format!("{base}/broadcast?key={}&size=720", m.key),
        })
    });
    render(
        status,
        "broadcasts.html",
        caller,
        json!({
            "title": omerta_i18n::t(lang, "links-title"),
            "id": id,
            "base": base,
            "links": links,
            "made": made,
            "problem": problem,
            "max_delay": broadcasts::MAX_DELAY_SECONDS,
        }),
    )
}

#[derive(Deserialize)]
pub struct LinkForm {
    #[serde(default)]
    delay: String,
}

/// `POST /games/{id}/broadcasts`: a new link with the delay chosen; its address is shown
/// once, on the page this answers.
pub async fn create(
    State(state): State<AppState>,
    caller: Result<Caller, Failure>,
    Path(id): Path<i64>,
    Form(form): Form<LinkForm>,
) -> Response {
    let caller = match form_caller(caller) {
        Ok(caller) => caller,
        Err(page) => return *page,
    };
    let made = match broadcasts::delay_of(&form.delay) {
        Ok(delay) => broadcasts::create(&state, &caller, id, delay).await,
        Err(error) => Err(error),
    };
    match made {
        Ok(made) => links_page(&state, &caller, id, Some(made), None, StatusCode::CREATED).await,
        Err(error) if error.kind == crate::error::Kind::Unprocessable => {
            let status = crate::error::status_of(error.kind);
            links_page(
                &state,
                &caller,
                id,
                None,
                Some(error.message_in(caller.lang())),
                status,
            )
            .await
        }
        Err(error) => error_page(&caller, &error),
    }
}

/// `POST /games/{id}/broadcasts/{link}/revoke`: the link reads as a missing page from now on.
pub async fn revoke(
    State(state): State<AppState>,
    caller: Result<Caller, Failure>,
    Path((id, link)): Path<(i64, i64)>,
) -> Response {
    let caller = match form_caller(caller) {
        Ok(caller) => caller,
        Err(page) => return *page,
    };
    match broadcasts::revoke(&state, &caller, id, link).await {
        Ok(()) => see_other(&format!("/games/{id}/broadcasts")),
        Err(error) => error_page(&caller, &error),
    }
}
