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
//! A game's streams on this instance share its [`Feed`]: the events this instance writes go
//! into it as they are stored, and events another instance wrote are read from the store
//! into it once, so a stream also carries those. A stream never polls and is woken only
//! by its own game: this instance's writes wake it at once, and on PostgreSQL each
//! instance announces its writes (`NOTIFY omerta_events`) and one listener per instance
//! (`workers::watch`) wakes the game's streams when another instance wrote. An idle
//! stream costs nothing but its keep-alive.
//!
//! A stream whose client stops reading is not buffered for: its socket's send buffer is
//! bounded, it reads on only when its socket took what it was sent, and once it is more
//! than the feed's window behind it ends with an `event: behind` frame naming the id to
//! resume from.

use crate::auth::{self, Caller};
use crate::error::{ApiError, ApiQuery, ApiResult, Failure};
use crate::feed::{Feed, Shared, Watch, FEED_WINDOW};
use crate::games;
use crate::AppState;
use axum::body::{Body, Bytes};
use axum::extract::{Path, State};
use axum::http::header;
use axum::response::{IntoResponse, Response};
use omerta_live::{Slot, Viewer};
use omerta_store::StoredEvent;
use serde::Deserialize;
use std::collections::VecDeque;
use std::convert::Infallible;
use std::sync::atomic::Ordering;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::watch;

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct StreamQuery {
    /// Resume after the caller's event with this number (their `seq`), unless
    /// `Last-Event-ID` says where.
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

/// Whether a reader may go on from a number counted for `counted`. Where that number
/// falls among the stored events depends on what `counted` may see: a spectator sending
/// `5.p3`, `6.p3`, … would learn after which public events the player in slot 3 got
/// private ones, and how many (a cop's nightly results). So only a count that tells the
/// reader nothing new is followed: their own, the public one, or any count for the host,
/// who sees everything. Anyone else starts again from the beginning (a player replaced
/// and now a spectator gets the public events again, not the place they had).
fn may_resume_as(reader: Viewer, counted: Viewer) -> bool {
    counted == reader || counted == Viewer::Spectator || reader == Viewer::Host
}

/// A `Last-Event-ID`: the reader's number, and the viewer it was counted for if given.
fn last_event_id(text: &str) -> Option<(i64, Option<Viewer>)> {
    let text = text.trim();
    match text.split_once('.') {
        Some((number, tag)) => Some((number.parse().ok()?, Some(untag(tag)?))),
        None => Some((text.parse().ok()?, None)),
    }
}

/// A stream opened further back than the feed keeps reads the store this many events at
/// a time, and frames at most `CATCH_UP_BYTES` of them before sending them.
const CATCH_UP_PAGE: i64 = 256;
const CATCH_UP_BYTES: usize = 1 << 20;

/// The most bytes of frames copied into one write (a larger frame goes alone).
const CHUNK_BYTES: usize = 64 * 1024;

/// The kernel's send buffer of a stream's socket (Linux doubles it), instead of the up to
/// 4 MiB its autotuning grows for a client that does not read: with ten thousand viewers,
/// what a slow client can hold is bounded here, and it falls behind (and is cut off) sooner.
const STREAM_SEND_BUFFER: libc::c_int = 64 * 1024;

/// A quiet stream's comment every so often, so that proxies and browsers keep it open.
const KEEP_ALIVE: Duration = Duration::from_secs(15);

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
    let data = serde_json::to_string(&games::event_json(event, position, body)).unwrap_or_default();
    let kind: String = event
        .kind
        .chars()
        .filter(|c| *c != '\n' && *c != '\r')
        .collect();
    Bytes::from(format!(
        "id: {position}.{tag}\nevent: {kind}\ndata: {data}\n\n"
    ))
}

/// Counts a stream among its client address's open streams while it lives.
pub(crate) struct Opened {
    state: AppState,
    key: String,
}

impl Opened {
    /// One more stream from this client, or a refusal past
    /// [`crate::Config::streams_per_address`].
    pub(crate) fn new(state: &AppState, ip: Option<std::net::IpAddr>) -> ApiResult<Option<Opened>> {
        let Some(ip) = ip else {
            return Ok(None);
        };
        let key = crate::limits::address_key(ip);
        let max = state.config.streams_per_address;
        let mut streams = state
            .streams
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        let open = streams.entry(key.clone()).or_insert(0);
        if *open >= max {
            return Err(Failure(
                ApiError::new(
                    crate::error::Kind::TooMany,
                    "too_many_streams",
                    format!(
                    "at most {max} live streams are open at once from one address; close one first"
                ),
                )
                .retry_after(30),
            ));
        }
        *open += 1;
        Ok(Some(Opened {
            state: state.clone(),
            key,
        }))
    }
}

impl Drop for Opened {
    fn drop(&mut self) {
        let mut streams = self
            .state
            .streams
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if let Some(open) = streams.get_mut(&self.key) {
            *open -= 1;
            if *open == 0 {
                streams.remove(&self.key);
            }
        }
    }
}

/// Counts a stream among its game's watchers while it lives (and among the open streams,
/// `omerta_streams_open`).
pub(crate) struct Watching {
    state: AppState,
    id: i64,
    _open: crate::metrics::OpenStream,
}

impl Watching {
    /// Counts a new stream of the game, and gives its feed. Done before the stream reads
    /// the game's state, so that a write made meanwhile finds the feed and wakes it.
    pub(crate) fn new(state: &AppState, id: i64) -> (Watching, Arc<Feed>) {
        let mut watched = state
            .watched
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        let watch = watched.entry(id).or_insert_with(|| Watch {
            streams: 0,
            feed: Arc::default(),
        });
        watch.streams += 1;
        let feed = watch.feed.clone();
        let watching = Watching {
            state: state.clone(),
            id,
            _open: crate::metrics::OpenStream::new(),
        };
        (watching, feed)
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
                // Nobody reads the game here any more: its feed goes too.
                watched.remove(&self.id);
            }
        }
    }
}

struct Cursor {
    _watching: Watching,
    _opened: Option<Opened>,
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
    /// Changes of readers' rights (`AppState::rights_changed`).
    rights: watch::Receiver<u64>,
    /// The game's version this stream knows to exist (from the wake-ups): nothing is read
    /// while the stream has it all.
    target: i64,
    /// Whether the stream has caught up once: from then on it reads only from the feed.
    live: bool,
    /// Cut off: the last frame was sent.
    done: bool,
    /// Readers' rights changed: the reader is checked again before anything more is sent.
    recheck: bool,
    /// When the next keep-alive is due. One timer for the stream's life, not one set and
    /// cancelled at every event (with ten thousand streams, ten thousand turns at the
    /// runtime's timer wheel per event).
    keep_alive: std::pin::Pin<Box<tokio::time::Sleep>>,
}

/// What woke a waiting stream.
enum Woke {
    Moved,
    Rights,
    KeepAlive,
}

/// What a stream's read found.
enum Read {
    /// Go on (with the frames read in `pending`).
    On,
    /// The reader no longer reads the game as when the stream opened.
    Reader,
    /// The stream fell further behind than the feed keeps: it is cut off.
    Behind,
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

    /// Reads the events after the cursor into `pending`.
    async fn read(&mut self, reader: (Option<i64>, bool)) -> Result<Read, String> {
        // Rights change by events (a replacement) or by the account (an admin named or
        // demoted): the state in memory tells both without asking the store.
        let latest = self.entry.snapshot();
        if let Some(folded) = &latest {
            if folded.game.viewer(reader.0, reader.1) != self.viewer {
                return Ok(Read::Reader);
            }
        }
        if self.seq >= self.target {
            self.live = true;
            return Ok(Read::On);
        }
        // The state in memory once it holds what this stream is to read (a command being
        // written publishes it to all the streams at once).
        let folded = match latest {
            Some(folded) if folded.version() >= self.target => folded,
            _ => self
                .state
                .state_at_least(&self.entry, self.target)
                .await
                .map_err(|e| e.message)?,
        };
        if folded.game.viewer(reader.0, reader.1) != self.viewer {
            return Ok(Read::Reader);
        }
        let feed = self.feed.clone();
        let tag = tag(self.viewer);
        let mut caught_up = false;
        let gap = loop {
            // `None`: the feed lacks events; the first stream to need them reads them for
            // all (the others, coming after, take one turn at the feed's lock).
            let step = {
                let mut shared = feed.shared();
                if shared.known < self.target && !caught_up {
                    None
                } else {
                    let covered = shared.events.front().is_some_and(|e| e.seq <= self.seq + 1);
                    // Nothing read at all (the store had nothing newer) is no gap.
                    let gap = !covered && !shared.events.is_empty();
                    if covered {
                        let start = shared.events.partition_point(|e| e.seq <= self.seq);
                        let Shared {
                            events, rendered, ..
                        } = &mut *shared;
                        // Only what the state in hand holds: an event is numbered and
                        // redacted as of the state it leads to (another stream may have
                        // brought the feed further; this one reads on at its next turn).
                        let held = folded.version();
                        for event in events.range(start..).take_while(|e| e.seq <= held) {
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
                    Some(gap)
                }
            };
            match step {
                Some(gap) => break gap,
                None => {
                    feed.catch_up(&self.state, self.id, self.seq, self.target)
                        .await?;
                    caught_up = true;
                }
            }
        };
        if gap && self.live {
            // A live stream further behind than the feed keeps: its client does not read
            // what it is sent. It is cut off rather than served from the store.
            return Ok(Read::Behind);
        }
        if gap {
            // Opened further back than the feed keeps: this stream reads the store itself,
            // a page at a time and at most `CATCH_UP_BYTES` of frames before they are
            // sent (a long game's whole log is never held for one stream).
            let events = crate::games::events_page(&self.state, self.id, self.seq, CATCH_UP_PAGE)
                .await
                .map_err(|e| e.message)?;
            let mut bytes = 0;
            for event in events.iter().take_while(|e| e.seq <= folded.version()) {
                if bytes >= CATCH_UP_BYTES {
                    break;
                }
                self.seq = event.seq;
                if !games::visible(event, self.viewer) {
                    continue;
                }
                let position = folded.position(self.viewer, event.seq);
                self.position = position;
                let frame = frame(event, position, &tag, &folded, self.viewer);
                bytes += frame.len();
                self.pending.push_back(frame);
            }
            // Live (and cut off when it falls behind) only once it has caught up.
            if self.seq >= self.target {
                self.live = true;
            }
            return Ok(Read::On);
        }
        self.target = self.target.max(self.seq);
        self.live = true;
        Ok(Read::On)
    }

    /// The last frame of a stream cut off for falling behind: where to resume (the id of
    /// the last event sent, which a browser sends back as `Last-Event-ID` by itself).
    fn behind(&self) -> Bytes {
        let resume = format!("{}.{}", self.position, tag(self.viewer));
        let data = serde_json::json!({
            "resume": resume,
            "message": format!(
                "this stream fell more than {FEED_WINDOW} events behind the game and was cut off; reconnect with Last-Event-ID {resume} to go on from there"
            ),
        });
        Bytes::from(format!("retry: 1000\nevent: behind\ndata: {data}\n\n"))
    }

    /// Waits for the game to move past what the stream has, for readers' rights to
    /// change, or for the keep-alive. No polling: an idle stream costs nothing but its
    /// keep-alive.
    async fn wait(&mut self) -> Woke {
        loop {
            let moved = self.feed.moved.notified();
            tokio::pin!(moved);
            moved.as_mut().enable();
            let latest = self.feed.latest.load(Ordering::Acquire);
            if latest > self.target {
                self.target = latest;
                return Woke::Moved;
            }
            tokio::select! {
                _ = &mut moved => {}
                changed = self.rights.changed() => {
                    if changed.is_err() {
                        // The server is going away.
                        std::future::pending::<()>().await;
                    }
                    return Woke::Rights;
                }
                _ = &mut self.keep_alive => {
                    let next = tokio::time::Instant::now() + KEEP_ALIVE;
                    self.keep_alive.as_mut().reset(next);
                    return Woke::KeepAlive;
                }
            }
        }
    }

    /// The frames read and not sent, as one chunk ([`take_chunk`]).
    fn take_pending(&mut self) -> Option<Bytes> {
        take_chunk(&mut self.pending)
    }
}

/// Bounds the kernel's send buffer of a stream's socket ([`STREAM_SEND_BUFFER`]).
#[cfg(unix)]
fn bound_send_buffer(socket: crate::Socket) {
    let size = STREAM_SEND_BUFFER;
    // SAFETY: the descriptor is the socket this request came on: the connection owns it
    // and outlives the request's handler, which is running. `setsockopt` reads `size`
    // for the length given and changes nothing but that socket's buffer.
    unsafe {
        libc::setsockopt(
            socket.0,
            libc::SOL_SOCKET,
            libc::SO_SNDBUF,
            (&size as *const libc::c_int).cast(),
            std::mem::size_of::<libc::c_int>() as libc::socklen_t,
        );
    }
}

/// The next frames to send, as one chunk (one write to the socket) of at most
/// [`CHUNK_BYTES`]: the frames are shared between streams, a copy of them all would be
/// this stream's own (a thousand long posts are megabytes). A larger frame goes alone.
fn take_chunk(pending: &mut VecDeque<Bytes>) -> Option<Bytes> {
    let first = pending.pop_front()?;
    let fits = |chunk: usize, next: Option<&Bytes>| {
        next.is_some_and(|next| chunk + next.len() <= CHUNK_BYTES)
    };
    if !fits(first.len(), pending.front()) {
        return Some(first);
    }
    let mut chunk = Vec::with_capacity(CHUNK_BYTES);
    chunk.extend_from_slice(&first);
    while fits(chunk.len(), pending.front()) {
        let next = pending.pop_front().expect("a frame was there");
        chunk.extend_from_slice(&next);
    }
    Some(chunk.into())
}

pub async fn game_stream(
    State(state): State<AppState>,
    caller: Caller,
    crate::auth::ClientIp(ip): crate::auth::ClientIp,
    Path(crate::api::GamePath { id }): Path<crate::api::GamePath>,
    LastEventId(last): LastEventId,
    #[cfg(unix)] socket: Option<axum::Extension<crate::Socket>>,
    ApiQuery(query): ApiQuery<StreamQuery>,
) -> ApiResult<EventStream> {
    let entry = state.entry(id).await?;
    let opened = Opened::new(&state, ip)?;
    let (watching, feed) = Watching::new(&state, id);
    let folded = state.current(&entry).await?;
    feed.latest
        .fetch_max(folded.game.version(), Ordering::AcqRel);
    let viewer = folded.game.viewer(caller.id(), caller.admin());
    // Where to go on from, as a stored sequence number: a number counted for another
    // viewer (the reader's rights changed) is found as that viewer counted it, when that
    // tells the reader nothing they may not know; otherwise from the start.
    let seq = match last {
        Some((number, counted)) => {
            let counted = counted.unwrap_or(viewer);
            if may_resume_as(viewer, counted) {
                folded.seq_at(counted, number)
            } else {
                0
            }
        }
        None => folded.seq_at(viewer, query.after.unwrap_or(0)),
    };
    let position = folded.position(viewer, seq);
    let session = match (&caller.token_hash, caller.id()) {
        (Some(hash), Some(account)) => Some((hash.clone(), account, caller.admin())),
        _ => None,
    };
    #[cfg(unix)]
    if let Some(axum::Extension(socket)) = socket {
        bound_send_buffer(socket);
    }
    let rights = state.rights.subscribe();
    let cursor = Cursor {
        _watching: watching,
        _opened: opened,
        state,
        id,
        entry,
        feed,
        viewer,
        session,
        seq,
        position,
        pending: VecDeque::new(),
        rights,
        target: folded.game.version(),
        live: seq >= folded.game.version(),
        done: false,
        recheck: false,
        keep_alive: Box::pin(tokio::time::sleep(KEEP_ALIVE)),
    };
    let stream = futures_util::stream::unfold(cursor, |mut cursor| async move {
        loop {
            if let Some(chunk) = cursor.take_pending() {
                return Some((Ok::<_, Infallible>(chunk), cursor));
            }
            if cursor.done {
                return None;
            }
            // Nothing is looked at while the stream has everything and nobody's rights
            // changed (a delivered batch comes straight back here, to wait).
            if cursor.seq < cursor.target || cursor.recheck {
                cursor.recheck = false;
                let reader = cursor.reader().await?;
                let before = cursor.seq;
                match cursor.read(reader).await {
                    Ok(Read::Reader) => return None,
                    Ok(Read::Behind) => {
                        cursor.done = true;
                        let last = cursor.behind();
                        return Some((Ok(last), cursor));
                    }
                    Ok(Read::On) if !cursor.pending.is_empty() => continue,
                    // A page of events this reader may not see: read on.
                    Ok(Read::On) if cursor.seq > before && cursor.seq < cursor.target => continue,
                    Ok(Read::On) => {}
                    Err(error) => tracing::warn!("stream of game {}: {error}", cursor.id),
                }
            }
            // Wait for this game to move: written here, or heard written by another
            // instance (`workers::watch`).
            match cursor.wait().await {
                Woke::Moved => {}
                Woke::Rights => cursor.recheck = true,
                Woke::KeepAlive => return Some((Ok(Bytes::from_static(b":\n\n")), cursor)),
            }
        }
    });
    // The frames are written as they are (shared bytes), not through axum's `Sse`, which
    // formats every event again for every stream.
    Ok(EventStream(Body::from_stream(stream)))
}

/// Where a reader resumes: the `Last-Event-ID` header (a browser sends it on
/// reconnecting), read as [`last_event_id`]; one that is no event id is 400.
pub struct LastEventId(Option<(i64, Option<Viewer>)>);

impl<S: Send + Sync> axum::extract::FromRequestParts<S> for LastEventId {
    type Rejection = Failure;

    async fn from_request_parts(
        parts: &mut axum::http::request::Parts,
        _state: &S,
    ) -> Result<LastEventId, Failure> {
        match parts.headers.get("last-event-id") {
            Some(value) => Ok(LastEventId(Some(
                value.to_str().ok().and_then(last_event_id).ok_or_else(|| {
                    ApiError::bad_request(
                        "Last-Event-ID is an event id of this stream, such as 12.s",
                    )
                })?,
            ))),
            None => Ok(LastEventId(None)),
        }
    }
}

impl aide::OperationInput for LastEventId {
    fn operation_input(
        _ctx: &mut aide::generate::GenContext,
        operation: &mut aide::openapi::Operation,
    ) {
        use aide::openapi::{ParameterData, ParameterSchemaOrContent, SchemaObject};
        operation.parameters.push(aide::openapi::ReferenceOr::Item(
            aide::openapi::Parameter::Header {
                parameter_data: ParameterData {
                    name: "Last-Event-ID".into(),
                    description: Some(
                        "The id of the last event read (browsers send it themselves on reconnecting): the reader's number and the tag of whom it was counted for, such as 12.s; a number alone is counted for the caller. Anything else is 400."
                            .into(),
                    ),
                    required: false,
                    format: ParameterSchemaOrContent::Schema(SchemaObject {
                        json_schema: schemars::json_schema!({
                            "type": "string",
                            "pattern": "^[ \\t]*[+-]?[0-9]{1,18}(\\.(h|s|p\\+?[0-9]{1,4}))?[ \\t]*$"
                        }),
                        example: None,
                        external_docs: None,
                    }),
                    extensions: Default::default(),
                    deprecated: None,
                    example: None,
                    examples: Default::default(),
                    explode: None,
                },
                style: aide::openapi::HeaderStyle::Simple,
            },
        ));
    }
}

/// A reader's live events as Server-Sent Events.
pub struct EventStream(Body);

impl IntoResponse for EventStream {
    fn into_response(self) -> Response {
        (
            [
                (header::CONTENT_TYPE, "text/event-stream"),
                (header::CACHE_CONTROL, "no-cache"),
            ],
            self.0,
        )
            .into_response()
    }
}

/// One event of the stream, as its frame's fields (the SSE format's `id`, `event`,
/// `data`, `retry`).
#[derive(schemars::JsonSchema)]
#[allow(dead_code)]
struct Frame {
    /// The reader's number of the event, and whom it was counted for: `h` the host, `s` a
    /// spectator, `p3` the player in slot 3 (`12.s`); sent back as `Last-Event-ID` to
    /// resume.
    #[schemars(regex(pattern = r"^[0-9]+\.(h|s|p[0-9]+)$"))]
    id: Option<String>,
    /// The event's kind (`lobby.created`, `game.voted`, ...); `behind`: the stream fell
    /// behind the game and was cut off.
    event: String,
    /// The event as a `StoredEvent` (one line of JSON, its `seq` the reader's number); on
    /// `behind`, `{resume, message}`: the id to resume from.
    #[schemars(extend("contentMediaType" = "application/json", "contentSchema" = {"$ref": "#/components/schemas/StoredEvent"}))]
    data: String,
    /// On `behind`: the milliseconds a browser waits before reconnecting.
    retry: Option<i64>,
}

impl aide::OperationOutput for EventStream {
    type Inner = ();

    fn operation_response(
        ctx: &mut aide::generate::GenContext,
        _operation: &mut aide::openapi::Operation,
    ) -> Option<aide::openapi::Response> {
        // The event view is in the components (the frames' data name it).
        let _ = ctx.schema.subschema_for::<games::EventView>();
        let frame = ctx.schema.subschema_for::<Frame>();
        Some(aide::openapi::Response {
            description: "An event stream, live until the client goes (a comment every 15 s keeps it open). The schema is one event's, as OpenAPI 3.2 describes a stream's items (`itemSchema`).".into(),
            content: indexmap::IndexMap::from_iter([(
                "text/event-stream".into(),
                aide::openapi::MediaType {
                    schema: Some(aide::openapi::SchemaObject {
                        json_schema: frame,
                        example: None,
                        external_docs: None,
                    }),
                    ..Default::default()
                },
            )]),
            ..Default::default()
        })
    }

    fn inferred_responses(
        ctx: &mut aide::generate::GenContext,
        operation: &mut aide::openapi::Operation,
    ) -> Vec<(Option<u16>, aide::openapi::Response)> {
        Self::operation_response(ctx, operation)
            .map(|r| vec![(Some(200), r)])
            .unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn frames_go_out_in_chunks_of_at_most_64_kib_in_order() {
        let frame = |byte: u8, len: usize| Bytes::from(vec![byte; len]);
        let mut pending: VecDeque<Bytes> = (0..100u8).map(|b| frame(b, 1000)).collect();
        pending.push_back(frame(200, 100_000));
        pending.push_back(frame(201, 10));
        let mut sent = Vec::new();
        let mut sizes = Vec::new();
        while let Some(chunk) = take_chunk(&mut pending) {
            sizes.push(chunk.len());
            sent.extend_from_slice(&chunk);
        }
        // 65 frames of 1,000 fit in 64 KiB, then 35; the large frame goes alone, whole.
        assert_eq!(sizes, vec![65_000, 35_000, 100_000, 10]);
        let mut expected = Vec::new();
        for b in 0..100u8 {
            expected.extend(std::iter::repeat_n(b, 1000));
        }
        expected.extend(std::iter::repeat_n(200, 100_000));
        expected.extend(std::iter::repeat_n(201, 10));
        assert_eq!(sent, expected);
    }

    #[test]
    fn only_a_count_that_tells_nothing_new_is_followed() {
        use Viewer::{Host, Player, Spectator};
        assert!(may_resume_as(Spectator, Spectator));
        assert!(may_resume_as(Player(3), Player(3)));
        assert!(may_resume_as(Player(3), Spectator));
        assert!(may_resume_as(Host, Player(3)));
        assert!(may_resume_as(Host, Spectator));
        assert!(!may_resume_as(Spectator, Player(3)));
        assert!(!may_resume_as(Spectator, Host));
        assert!(!may_resume_as(Player(2), Player(3)));
        assert!(!may_resume_as(Player(2), Host));
    }

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
