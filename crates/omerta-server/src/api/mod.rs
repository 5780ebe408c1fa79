//! The HTTP surface: `app(state)` and its handlers. Every route of the JSON API is
//! declared with its description in the OpenAPI document ([`crate::openapi`]), which is
//! generated from these declarations and the types the handlers read and answer.

mod follows;
mod setups;
mod tournaments;
mod uploads;
mod webhooks;

use crate::accounts::{authenticate, create_account, new_device, new_session};
use crate::auth::{self, Caller, ClientIp};
use crate::error::{ApiError, ApiJson, ApiQuery, ApiResult, Failure};
use crate::games::{events_after, games_of, new_game, viewed, CommandBody, NewGame};
use crate::mail::{mail_json, save_mail, MailSettings};
use crate::moderation;
use crate::openapi::{op, Created, WithCookies, Written};
use crate::{stream, AppState};
use aide::axum::routing::{get_with, post_with};
use aide::axum::ApiRouter;
use axum::extract::{DefaultBodyLimit, Path, Request, State};
use axum::http::{header, HeaderValue, StatusCode};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use axum::{Json, Router};
use omerta_live::Actor;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use tower_http::timeout::TimeoutLayer;

/// The JSON API's routes, each with its description in the OpenAPI document
/// ([`crate::openapi`]): a route and its description are one declaration.
fn routes() -> ApiRouter<AppState> {
    ApiRouter::new()
        .api_route(
            "/healthz",
            get_with(healthz, op("healthz", "Liveness and database check", &[503])),
        )
        .api_route(
            "/api/openapi.json",
            get_with(openapi, op("openapi", "This document", &[])),
        )
        .api_route(
            "/api/schemas",
            get_with(
                schemas,
                op(
                    "listSchemas",
                    "The document formats with a JSON Schema, and where each is served",
                    &[],
                ),
            ),
        )
        .api_route(
            "/api/schemas/{name}",
            get_with(
                schema,
                op(
                    "getSchema",
                    "A document format's JSON Schema (draft 2020-12), generated from the types that read the format; see docs/server/schemas.md",
                    &[404],
                ),
            ),
        )
        .api_route(
            "/api/accounts",
            get_with(
                find_accounts,
                op(
                    "findAccounts",
                    "Accounts whose names start as the one given (at most 10), for naming a replacement's account; signed-in callers only",
                    &[401],
                ),
            )
            .post_with(
                sign_up,
                op("signUp", "Sign up (and sign in): sets the session cookie", &[409, 429, 503]),
            ),
        )
        .api_route(
            "/api/accounts/{id}/admin",
            post_with(
                make_admin,
                op("setAdmin", "Name or unname a site admin (site admins only)", &[401, 404]),
            ),
        )
        .api_route(
            "/api/accounts/{id}/ban",
            post_with(
                ban,
                op(
                    "banAccount",
                    "A site admin bans an account (its sessions end, it cannot sign in) or lifts the ban, with a reason; both are recorded for good",
                    &[401, 404],
                ),
            ),
        )
        .api_route(
            "/api/accounts/{id}/record",
            get_with(
                account_record,
                op("accountRecord", "An account's record of bans and lifts, for site admins", &[401, 403]),
            ),
        )
        .api_route(
            "/api/session",
            get_with(session, op("session", "The signed-in account and its CSRF token", &[401]))
                .post_with(
                    log_in,
                    op(
                        "logIn",
                        "Sign in (rate limited: 10 failures per name and per address per minute): sets the session cookie",
                        &[401, 429, 503],
                    ),
                )
                .delete_with(log_out, op("logOut", "Sign out", &[])),
        )
        .api_route(
            "/api/games",
            get_with(list_games, op("listGames", "Games, newest first", &[]))
                .post_with(
                    create_game,
                    op("createGame", "Create a game; the caller is its host", &[401, 429]),
                ),
        )
        .api_route(
            "/api/me/games",
            get_with(
                my_games,
                op(
                    "myGames",
                    "My games: the games the caller hosts or plays, newest first, with what each waits for from them and its deadline",
                    &[401],
                ),
            ),
        )
        .api_route(
            "/api/me/mail",
            get_with(mail_settings, op("mailSettings", "The caller's mail settings", &[401]))
                .put_with(
                    set_mail_settings,
                    op(
                        "setMailSettings",
                        "Sets the caller's email address and the kinds of mail they do not want",
                        &[401],
                    ),
                ),
        )
        .api_route(
            "/api/games/{id}",
            get_with(
                game_view,
                op(
                    "gameView",
                    "The game as the caller may see it (host: all; player: public and own; others: public); once finished, everything revealed and stepped through phase by phase (`at`)",
                    &[404, 409, 503],
                ),
            ),
        )
        .api_route(
            "/api/games/{id}/events",
            get_with(
                game_events,
                op(
                    "gameEvents",
                    "The game's events the caller may see, after a sequence number",
                    &[404],
                ),
            ),
        )
        .api_route(
            "/api/games/{id}/stream",
            get_with(
                stream::game_stream,
                op(
                    "gameStream",
                    "Server-Sent Events: the caller's events, live; resumes after Last-Event-ID or ?after",
                    &[404, 429],
                ),
            ),
        )
        .api_route(
            "/api/games/{id}/commands",
            post_with(
                command,
                op(
                    "command",
                    "Send a command: a lobby command or the rule set's game command",
                    &[401, 404, 429, 503],
                ),
            ),
        )
        .api_route(
            "/api/games/{id}/webhook",
            get_with(
                webhooks::api_get,
                op(
                    "getWebhook",
                    "The game's webhook and how its receiver does: parked or not, the last problem, since when, the next try (host only)",
                    &[401, 403, 404],
                ),
            )
            .put_with(
                webhooks::api_set,
                op("setWebhook", "Set the game's webhook (host only); the new receiver starts afresh", &[401, 404]),
            ),
        )
        .api_route(
            "/api/follows",
            get_with(follows::api_list, op("listFollows", "The caller's followed threads, newest first", &[401]))
                .post_with(
                    follows::api_create,
                    op(
                        "createFollow",
                        "Follow a thread on an outside forum (fetched at once, then every every_minutes)",
                        &[401, 429],
                    ),
                ),
        )
        .api_route(
            "/api/follows/{id}",
            get_with(
                follows::api_get,
                op(
                    "getFollow",
                    "A followed thread: settings, last fetch, BBCode count, vote history with post links (host only)",
                    &[401, 403, 404],
                ),
            )
            .put_with(
                follows::api_update,
                op(
                    "updateFollow",
                    "Change a follow's settings or document (its posts are kept); fetched again at once",
                    &[401, 404],
                ),
            )
            .delete_with(
                follows::api_delete,
                op(
                    "deleteFollow",
                    "Stop following a thread: the follow and its votes are deleted (host only)",
                    &[401, 404],
                ),
            ),
        )
        .api_route(
            "/api/follows/{id}/fetch",
            post_with(
                follows::api_fetch,
                op(
                    "fetchFollow",
                    "Fetch the thread now (the host asks): as soon as the worker can, no sooner than follow_fetch_now_gap (a minute) after the last fetch",
                    &[401, 404],
                ),
            ),
        )
        .api_route(
            "/api/setups",
            get_with(setups::api_list, op("listSetups", "The forum setups the caller may read: their own, then everybody's shared ones", &[]))
                .post_with(
                    setups::api_create,
                    op("createSetup", "Save a named forum setup (checked whole: every problem at once, each at its place)", &[400, 401, 409, 422]),
                ),
        )
        .api_route(
            "/api/setups/upload",
            post_with(
                setups::api_upload,
                op("uploadSetup", "Upload a setup file (omerta-forum-setup/1), checked whole before anything is saved", &[400, 401, 409, 413, 422]),
            ),
        )
        .api_route(
            "/api/setups/{id}",
            get_with(setups::api_get, op("getSetup", "A setup the caller may read (their own, or a shared one)", &[404]))
                .put_with(
                    setups::api_update,
                    op("updateSetup", "Change a setup of the caller's (checked whole)", &[400, 401, 403, 404, 409, 422]),
                )
                .delete_with(
                    setups::api_delete,
                    op("deleteSetup", "Delete a setup of the caller's (lobbies opened from it keep their copy)", &[401, 403, 404]),
                ),
        )
        .api_route(
            "/api/setups/{id}/file",
            get_with(setups::api_file, op("getSetupFile", "A setup as its file (omerta-forum-setup/1)", &[404])),
        )
        .api_route(
            "/api/setups/{id}/host",
            post_with(
                setups::api_host,
                op("hostFromSetup", "Open a forum lobby hosted by the caller, to be started with this setup", &[401, 404, 429]),
            ),
        )
        .api_route(
            "/api/games/{id}/setup",
            get_with(
                setups::api_game_setup,
                op("getGameSetup", "The setup a forum game was dealt from, as a file: the host's; everybody's once the game is over", &[403, 404, 422]),
            ),
        )
        .api_route(
            "/api/games/{id}/rehost",
            post_with(
                setups::api_rehost,
                op("rehostGame", "A new forum lobby with a finished game's setup, hosted by the caller (its host or a player), in one step; again: the same lobby", &[401, 403, 404, 422, 429]),
            ),
        )
        .api_route(
            "/api/pro/uploads",
            post_with(
                uploads::upload,
                op(
                    "uploadProGame",
                    "Upload a finished Pro Mafia game recorded elsewhere into an event (omerta-pro/1, Polemica or MafiaRatings); the caller becomes its judge",
                    &[401, 404, 409, 429, 503],
                ),
            ),
        )
        .api_route(
            "/api/events",
            get_with(
                tournaments::api_list,
                op("listEvents", "Tournament events, newest first (at most 200)", &[]),
            )
            .post_with(
                tournaments::api_create,
                op("createEvent", "Create a tournament event; the caller is its organiser", &[401]),
            ),
        )
        .api_route(
            "/api/events/{id}",
            get_with(
                tournaments::api_event,
                op(
                    "getEvent",
                    "An event: its players, and once drawn every round's tables with their judge, game and players by seat",
                    &[404],
                ),
            ),
        )
        .api_route(
            "/api/events/{id}/players",
            post_with(
                tournaments::api_register,
                op(
                    "registerPlayer",
                    "Register a player (organiser): an account by name, or a guest's name",
                    &[401, 404, 409],
                ),
            ),
        )
        .api_route(
            "/api/events/{id}/players/{number}",
            get_with(
                tournaments::api_player,
                op(
                    "getEventPlayer",
                    "A player of an event: their table and seat in every round, with the judge and the game",
                    &[404],
                ),
            ),
        )
        .api_route(
            "/api/events/{id}/players/{number}/merge",
            post_with(
                tournaments::api_merge,
                op(
                    "mergeGuest",
                    "Give a guest player an account (organiser): their results count for it",
                    &[401, 404, 409],
                ),
            ),
        )
        .api_route(
            "/api/events/{id}/draw",
            post_with(
                tournaments::api_draw,
                op(
                    "drawEvent",
                    "Draw the schedule (organiser) with omerta's tournament seating; closes registration",
                    &[401, 404, 409],
                ),
            ),
        )
        .api_route(
            "/api/events/{id}/judges",
            post_with(
                tournaments::api_judge,
                op(
                    "assignJudge",
                    "Assign a judge (organiser) to a table, in one round or every round whose game is not created yet",
                    &[401, 404, 409],
                ),
            ),
        )
        .api_route(
            "/api/events/{id}/rounds/{round}/games",
            post_with(
                tournaments::api_create_round,
                op(
                    "createRoundGames",
                    "Create a round's games (organiser): one Pro table per table of the round, hosted by its judge (or the organiser), the players seated by the schedule",
                    &[401, 404, 409, 422],
                ),
            ),
        )
        .api_route(
            "/api/events/{id}/standings",
            get_with(
                tournaments::api_standings,
                op(
                    "eventStandings",
                    "An event's standings by player: its tables' finished games and the games uploaded into it, ranked by the event's tie-break policy",
                    &[404],
                ),
            ),
        )
}

pub fn app(state: AppState) -> Router {
    let limit = state.config.body_limit;
    let deadline = state.config.request_timeout;
    let secure = state
        .config
        .public_url
        .as_deref()
        .is_some_and(|u| u.to_ascii_lowercase().starts_with("https://"));
    crate::openapi::finish(routes)
        .merge(crate::web::router())
        .fallback(not_found)
        .layer(middleware::from_fn_with_state(
            state.clone(),
            crate::health::guard,
        ))
        .layer(middleware::from_fn(json_errors))
        .layer(middleware::from_fn(crate::speak::refusals))
        .layer(DefaultBodyLimit::max(limit))
        // A request (its body included) is answered within the deadline, or 408: a client
        // sending its body a byte a minute holds nothing for long. A stream's response
        // starts at once, so streams are not cut.
        .layer(TimeoutLayer::with_status_code(
            StatusCode::REQUEST_TIMEOUT,
            deadline,
        ))
        .layer(middleware::from_fn(move |request, next| {
            security_headers(secure, request, next)
        }))
        .layer(middleware::from_fn(log_request))
        // Counted by the route's template (`docs/server/metrics.md`); nothing when off.
        .layer(middleware::from_fn(track))
        .with_state(state)
}

/// The Content-Security-Policy of every page: scripts, styles and everything else from this
/// site only, no inline script or style, no plugin, never in a frame.
pub const CSP: &str = "default-src 'self'; script-src 'self'; style-src 'self'; \
     img-src 'self' data:; connect-src 'self'; font-src 'self'; object-src 'none'; \
     base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

/// Headers that keep a browser from running what a page did not mean to run.
async fn security_headers(secure: bool, request: Request, next: Next) -> Response {
    let mut response = next.run(request).await;
    let headers = response.headers_mut();
    headers.insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static(CSP),
    );
    headers.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    headers.insert(header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY"));
    headers.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("same-origin"),
    );
    if secure {
        headers.insert(
            header::STRICT_TRANSPORT_SECURITY,
            HeaderValue::from_static("max-age=31536000"),
        );
    }
    response
}

/// One log line per request: method, path (never the query, which may carry a token
/// some day), status and time taken.
async fn log_request(request: Request, next: Next) -> Response {
    let method = request.method().clone();
    let path = request.uri().path().to_string();
    let started = std::time::Instant::now();
    let response = next.run(request).await;
    let status = response.status().as_u16();
    let ms = started.elapsed().as_millis() as u64;
    if status >= 500 {
        tracing::error!(%method, path, status, ms, "request");
    } else {
        tracing::info!(%method, path, status, ms, "request");
    }
    response
}

/// Counts and times each request by the route it matched, its template
/// (`/api/games/{id}`), never its path (`docs/server/metrics.md`).
async fn track(request: Request, next: Next) -> Response {
    if !crate::metrics::enabled() {
        return next.run(request).await;
    }
    let route = request
        .extensions()
        .get::<axum::extract::MatchedPath>()
        .cloned();
    let method = request.method().clone();
    let started = std::time::Instant::now();
    let response = next.run(request).await;
    let status = response.status().as_u16();
    crate::metrics::request(
        route.as_ref().map(|r| r.as_str()),
        method.as_str(),
        status,
        started,
    );
    response
}

/// Turns axum's plain-text rejections (a path that is not a number, a wrong method) into
/// the API's JSON errors.
async fn json_errors(request: Request, next: Next) -> Response {
    let response = next.run(request).await;
    let is_json = response
        .headers()
        .get(header::CONTENT_TYPE)
        .is_some_and(|v| {
            v.as_bytes().starts_with(b"application/json")
                || v.as_bytes().starts_with(b"text/event-stream")
                || v.as_bytes().starts_with(b"text/html")
        });
    let status = response.status();
    if is_json || !(status.is_client_error() || status.is_server_error()) {
        return response;
    }
    let code = match status {
        StatusCode::METHOD_NOT_ALLOWED => "method_not_allowed",
        StatusCode::PAYLOAD_TOO_LARGE => "payload_too_large",
        StatusCode::NOT_FOUND => "not_found",
        s if s.is_server_error() => "internal",
        _ => "bad_request",
    };
    let message = match axum::body::to_bytes(response.into_body(), 64 * 1024).await {
        Ok(bytes) if !bytes.is_empty() => String::from_utf8_lossy(&bytes).into_owned(),
        _ => status.canonical_reason().unwrap_or("error").to_string(),
    };
    Failure(ApiError::rejected(
        crate::error::kind_of(status),
        code,
        message,
    ))
    .into_response()
}

/// An unknown address: a JSON error under `/api/`, a page elsewhere.
async fn not_found(caller: Result<Caller, Failure>, uri: axum::http::Uri) -> Response {
    if uri.path().starts_with("/api/") {
        return Failure(ApiError::not_found("no such route; see /api/openapi.json"))
            .into_response();
    }
    crate::web::missing_page(&caller.unwrap_or_else(|_| Caller::nobody()), uri.path())
}

/// A game's id in a path.
#[derive(Deserialize, JsonSchema)]
pub struct GamePath {
    /// The game's id.
    pub id: i64,
}

/// An account's id in a path.
#[derive(Deserialize, JsonSchema)]
pub struct AccountPath {
    /// The account's id.
    pub id: i64,
}

/// Whether this instance can serve.
#[derive(Serialize, JsonSchema)]
struct Health {
    /// Always `ok` (a store that does not answer is 503).
    status: &'static str,
}

/// Whether this instance can serve: it answers, and its store answers (a probe within a
/// second, never the pool's long wait). `503 store_unavailable` when the store does not.
async fn healthz(State(state): State<AppState>) -> ApiResult<Json<Health>> {
    if !state.probe_store().await {
        return Err(Failure(ApiError::store_unavailable()));
    }
    Ok(Json(Health { status: "ok" }))
}

/// The OpenAPI 3.1 document itself (any JSON object to a client reading it).
#[derive(JsonSchema)]
#[schemars(transparent)]
#[allow(dead_code)] // Describes bytes written elsewhere: never built.
struct OpenApiDocument(serde_json::Map<String, Value>);

impl crate::openapi::Served for OpenApiDocument {}

async fn openapi() -> Written<OpenApiDocument> {
    Written::new(crate::openapi::document())
}

/// The document formats with a JSON Schema.
#[derive(Serialize, JsonSchema)]
struct Formats {
    schemas: Vec<Format>,
}

/// A document format and where its schema is served.
#[derive(Serialize, JsonSchema)]
struct Format {
    /// The format, as documents name it (`omerta-pro/1`).
    format: &'static str,
    /// Where its schema is served (`/api/schemas/omerta-pro-1.json`).
    url: String,
}

/// The document formats with a schema, and where each is served.
async fn schemas() -> Json<Formats> {
    Json(Formats {
        schemas: crate::schemas::FORMATS
            .iter()
            .map(|f| Format {
                format: f.format,
                url: f.path(),
            })
            .collect(),
    })
}

/// A schema's file name in a path.
#[derive(Deserialize, JsonSchema)]
struct SchemaPath {
    /// The schema's file: `omerta-pro-1.json`, `omerta-forum-1.json`,
    /// `omerta-night-1.json` or `omerta-1923-1.json`.
    name: String,
}

/// A JSON Schema (draft 2020-12), served as `application/schema+json`.
#[derive(JsonSchema)]
#[schemars(transparent)]
#[allow(dead_code)] // Describes bytes written elsewhere: never built.
struct JsonSchemaDocument(serde_json::Map<String, Value>);

impl crate::openapi::Served for JsonSchemaDocument {
    const CONTENT_TYPE: &'static str = "application/schema+json";
}

/// A document format's JSON Schema (draft 2020-12), generated from the types that read it.
async fn schema(
    Path(SchemaPath { name }): Path<SchemaPath>,
) -> ApiResult<Written<JsonSchemaDocument>> {
    let format = crate::schemas::find(&name).ok_or_else(|| {
        let known: Vec<&str> = crate::schemas::FORMATS.iter().map(|f| f.file).collect();
        ApiError::not_found(format!(
            "there is no schema {name:?}; the schemas are {}",
            known.join(", ")
        ))
    })?;
    Ok(Written::new(format.text()))
}

/// A name and a password, to sign up or in.
#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
struct Credentials {
    /// 2 to 32 characters (letters, digits, spaces and `_.-`; docs/server/api.md).
    #[schemars(length(min = 2, max = 32))]
    name: String,
    /// At least 8 characters, and not easily guessed.
    #[schemars(length(min = 8))]
    password: String,
}

/// An account as the API shows it.
#[derive(Serialize, JsonSchema)]
struct AccountView {
    id: i64,
    name: String,
    /// A site admin.
    admin: bool,
}

fn account_json(account: &omerta_store::Account) -> AccountView {
    AccountView {
        id: account.id,
        name: account.name.clone(),
        admin: account.admin,
    }
}

/// A signed-in session: the account and the token every changing request carries in
/// `X-CSRF-Token`.
#[derive(Serialize, JsonSchema)]
struct SessionView {
    account: AccountView,
    csrf: Option<String>,
}

/// Starts a session: the cookie, and the account with its CSRF token in the body.
async fn open_session(
    state: &AppState,
    account: &omerta_store::Account,
) -> ApiResult<(String, SessionView)> {
    let (token, csrf) = new_session(state, account).await?;
    let cookie = auth::session_cookie(state, &token);
    Ok((
        cookie,
        SessionView {
            account: account_json(account),
            csrf: Some(csrf),
        },
    ))
}

async fn sign_up(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    ApiJson(body): ApiJson<Credentials>,
) -> ApiResult<WithCookies<Created<SessionView>>> {
    let account = create_account(&state, &body.name, &body.password, ip).await?;
    let (cookie, view) = open_session(&state, &account).await?;
    let device = new_device(&state, account.id).await?;
    Ok(WithCookies {
        cookies: vec![cookie, auth::device_cookie(&state, &device)],
        response: Created {
            location: None,
            body: view,
        },
    })
}

/// The device cookie a browser that signed in before sends (it spares it the login
/// limit's wait).
struct DeviceCookie(Option<String>);

impl<S: Send + Sync> axum::extract::FromRequestParts<S> for DeviceCookie {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(
        parts: &mut axum::http::request::Parts,
        _state: &S,
    ) -> Result<DeviceCookie, Self::Rejection> {
        Ok(DeviceCookie(auth::cookie(
            &parts.headers,
            auth::DEVICE_COOKIE,
        )))
    }
}

impl aide::OperationInput for DeviceCookie {}

async fn log_in(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    DeviceCookie(device): DeviceCookie,
    ApiJson(body): ApiJson<Credentials>,
) -> ApiResult<WithCookies<Json<SessionView>>> {
    let (account, device) =
        authenticate(&state, &body.name, &body.password, ip, device.as_deref()).await?;
    let (cookie, view) = open_session(&state, &account).await?;
    let mut cookies = vec![cookie];
    cookies.extend(device.map(|token| auth::device_cookie(&state, &token)));
    Ok(WithCookies {
        cookies,
        response: Json(view),
    })
}

async fn session(caller: Caller) -> ApiResult<Json<SessionView>> {
    let account = caller.require()?;
    Ok(Json(SessionView {
        account: account_json(account),
        csrf: caller.csrf.clone(),
    }))
}

async fn log_out(
    State(state): State<AppState>,
    caller: Caller,
) -> ApiResult<WithCookies<axum::response::NoContent>> {
    crate::accounts::log_out(&state, &caller).await?;
    Ok(WithCookies {
        cookies: vec![auth::clear_cookie(&state)],
        response: axum::response::NoContent,
    })
}

/// Whether an account is a site admin.
#[derive(Deserialize, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
struct AdminBody {
    admin: bool,
}

/// An account named or unnamed a site admin.
#[derive(Serialize, JsonSchema)]
struct AdminSet {
    id: i64,
    admin: bool,
}

async fn make_admin(
    State(state): State<AppState>,
    caller: Caller,
    Path(AccountPath { id }): Path<AccountPath>,
    ApiJson(body): ApiJson<AdminBody>,
) -> ApiResult<Json<AdminSet>> {
    moderation::set_admin(&state, &caller, id, body.admin).await?;
    Ok(Json(AdminSet {
        id,
        admin: body.admin,
    }))
}

/// A ban or its lift, with its reason.
#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
struct BanBody {
    /// True bans, false lifts the ban.
    banned: bool,
    /// Why, for the record (1 to 500 characters).
    #[schemars(length(min = 1, max = 500))]
    reason: String,
}

/// A ban recorded.
#[derive(Serialize, JsonSchema)]
struct Banned {
    id: i64,
    banned: bool,
    /// The reason as recorded.
    reason: String,
}

/// A site admin bans an account (its sessions end, it cannot sign in) or lifts the ban,
/// with a reason; both are recorded for good.
async fn ban(
    State(state): State<AppState>,
    caller: Caller,
    Path(AccountPath { id }): Path<AccountPath>,
    ApiJson(body): ApiJson<BanBody>,
) -> ApiResult<Json<Banned>> {
    let reason = moderation::ban(&state, &caller, id, body.banned, &body.reason).await?;
    Ok(Json(Banned {
        id,
        banned: body.banned,
        reason,
    }))
}

#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
struct FindQuery {
    /// The start of the name.
    name: String,
}

/// Accounts found by name.
#[derive(Serialize, JsonSchema)]
struct FoundAccounts {
    accounts: Vec<FoundAccount>,
}

/// An account found by name.
#[derive(Serialize, JsonSchema)]
struct FoundAccount {
    id: i64,
    name: String,
}

/// Accounts whose names start as `name` does (case and look-alikes folded as names are
/// compared), for a host naming the account a replacement gives a slot to. Names are
/// public (every game shows its players'); only a signed-in caller asks, and at most
/// [`moderation::ACCOUNT_SUGGESTIONS`] come back.
async fn find_accounts(
    State(state): State<AppState>,
    caller: Caller,
    ApiQuery(query): ApiQuery<FindQuery>,
) -> ApiResult<Json<FoundAccounts>> {
    let accounts = moderation::find_accounts(&state, &caller, &query.name)
        .await?
        .into_iter()
        .map(|(id, name)| FoundAccount { id, name })
        .collect();
    Ok(Json(FoundAccounts { accounts }))
}

/// An account's record of bans and lifts.
#[derive(Serialize, JsonSchema)]
struct Record {
    id: i64,
    /// Oldest first.
    record: Vec<RecordLine>,
}

/// A ban or a lift.
#[derive(Serialize, JsonSchema)]
struct RecordLine {
    /// `ban` or `lift`.
    kind: String,
    reason: String,
    /// The admin's account.
    by: i64,
    /// Ms since the epoch.
    at: i64,
}

/// An account's record of bans and lifts, for site admins.
async fn account_record(
    State(state): State<AppState>,
    caller: Caller,
    Path(AccountPath { id }): Path<AccountPath>,
) -> ApiResult<Json<Record>> {
    let record = moderation::record(&state, &caller, id)
        .await?
        .into_iter()
        .map(|(kind, reason, by, at)| RecordLine {
            kind,
            reason,
            by,
            at,
        })
        .collect();
    Ok(Json(Record { id, record }))
}

#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
struct ListQuery {
    /// Only the games of this rule set: `pro`, `forum` or `1923`.
    #[serde(default)]
    #[schemars(extend("enum" = ["pro", "forum", "1923"]))]
    ruleset: Option<String>,
}

/// Games as listed.
#[derive(Serialize, JsonSchema)]
struct GameList {
    games: Vec<GameSummary>,
}

/// A game as listed (no version: a game's version counts its hidden events too).
#[derive(Serialize, JsonSchema)]
struct GameSummary {
    id: i64,
    /// `pro`, `forum` or `1923`.
    ruleset: String,
    title: String,
    /// The host's account.
    host: i64,
    /// `lobby`, `running`, `finished` or `abandoned`.
    status: String,
    /// Ms since the epoch.
    created_at: i64,
}

async fn list_games(
    State(state): State<AppState>,
    ApiQuery(query): ApiQuery<ListQuery>,
) -> ApiResult<Json<GameList>> {
    // A rule set that does not exist is a mistake to say, never an empty list.
    if let Some(other) = query
        .ruleset
        .as_deref()
        .filter(|r| !crate::games::RULESETS.contains(r))
    {
        return Err(Failure(ApiError::bad_request(format!(
            "unknown rule set {other:?}: one of {}",
            crate::games::RULESETS.join(", ")
        ))));
    }
    let rows = crate::games::list(&state, query.ruleset.as_deref(), 200).await?;
    let games = rows
        .into_iter()
        .map(|g| GameSummary {
            id: g.id,
            ruleset: g.ruleset,
            title: g.title,
            host: g.host,
            status: g.status,
            created_at: g.created_at,
        })
        .collect();
    Ok(Json(GameList { games }))
}

/// The caller's games.
#[derive(Serialize, JsonSchema)]
struct MyGames {
    games: Vec<crate::games::MyGame>,
}

/// "My games": the signed-in account's games of every rule set.
async fn my_games(State(state): State<AppState>, caller: Caller) -> ApiResult<Json<MyGames>> {
    Ok(Json(MyGames {
        games: games_of(&state, &caller).await?,
    }))
}

/// An account's mail settings to store.
#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct MailBody {
    /// Where the caller's mail goes, an address as the lettre crate reads it (RFC 5322)
    /// with a mail domain, not an IP address (400 invalid_email otherwise); null or blank:
    /// no mail at all.
    email: Option<String>,
    /// The kinds of mail the caller does not want: `public` announcements, `private` news
    /// (a role, a result, an exile), the host's `prods`, `reminders` before a phase closes
    /// while the game waits for them.
    #[serde(default)]
    off: Vec<String>,
}

/// The caller's mail settings: their address and the kinds of mail they turned off.
async fn mail_settings(
    State(state): State<AppState>,
    caller: Caller,
) -> ApiResult<Json<MailSettings>> {
    let account = caller.require()?;
    Ok(Json(mail_json(&state, account.id).await?))
}

async fn set_mail_settings(
    State(state): State<AppState>,
    caller: Caller,
    ApiJson(body): ApiJson<MailBody>,
) -> ApiResult<Json<MailSettings>> {
    let account = caller.require()?;
    save_mail(&state, account.id, body.email.as_deref(), &body.off).await?;
    Ok(Json(mail_json(&state, account.id).await?))
}

/// A game created.
#[derive(Serialize, JsonSchema)]
struct GameCreated {
    id: i64,
    ruleset: String,
    /// Its version: 1, the lobby's creation.
    version: i64,
}

async fn create_game(
    State(state): State<AppState>,
    caller: Caller,
    ApiJson(body): ApiJson<NewGame>,
) -> ApiResult<Created<GameCreated>> {
    let account = caller.require()?;
    let id = new_game(&state, account, &body).await?;
    Ok(Created {
        location: Some(format!("/api/games/{id}")),
        body: GameCreated {
            id,
            ruleset: body.ruleset,
            version: 1,
        },
    })
}

#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
struct ViewQuery {
    /// A finished game as it stood after this many events: everything revealed (roles,
    /// every action, private messages but those the rules keep secret), read-only (`at`
    /// is taken between 1 and the game's event count); its `step` lists the phases to
    /// step through (the event each opens at). A game not finished answers 409
    /// not_finished.
    #[serde(default)]
    at: Option<i64>,
}

impl crate::openapi::Served for crate::games::GameView {}

async fn game_view(
    State(state): State<AppState>,
    caller: Caller,
    Path(GamePath { id }): Path<GamePath>,
    ApiQuery(query): ApiQuery<ViewQuery>,
) -> ApiResult<Written<crate::games::GameView>> {
    let (view, viewer, _) = viewed(&state, id, &caller).await?;
    // A finished game: everything revealed, with its phases to step through (`at`).
    if query.at.is_some() || view.value["status"] == "finished" {
        let mut stepped = state.step_view(id, query.at, viewer).await?;
        // A game uploaded from a record made elsewhere names its source and referee.
        if let Some(upload) = crate::upload::uploaded(&state, id).await? {
            stepped["upload"] = serde_json::to_value(upload).unwrap_or(Value::Null);
        }
        return Ok(Written::new(
            serde_json::to_vec(&stepped).unwrap_or_default(),
        ));
    }
    Ok(Written::new(view.json.clone()))
}

#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
struct EventsQuery {
    /// The caller's events after this number (their `seq`); 0 or less: all.
    #[serde(default)]
    after: i64,
}

/// A game's events as the caller may read them.
#[derive(Serialize, JsonSchema)]
struct GameEvents {
    /// The caller's version of the game: how many events they may read.
    version: i64,
    /// As whom the caller reads.
    viewer: omerta_live::Viewer,
    events: Vec<crate::games::EventView>,
}

async fn game_events(
    State(state): State<AppState>,
    caller: Caller,
    Path(GamePath { id }): Path<GamePath>,
    ApiQuery(query): ApiQuery<EventsQuery>,
) -> ApiResult<Json<GameEvents>> {
    let entry = state.entry(id).await?;
    let folded = state.current(&entry).await?;
    let viewer = folded.game.viewer(caller.id(), caller.admin());
    let events = events_after(&state, &folded, id, viewer, query.after).await?;
    let version = events
        .last()
        .map(|e| e.seq)
        .unwrap_or(0)
        .max(folded.seen(viewer));
    Ok(Json(GameEvents {
        version,
        viewer,
        events,
    }))
}

/// What a command did.
#[derive(Serialize, JsonSchema)]
struct Applied {
    /// The game's version as the sender reads it, after the command.
    version: i64,
    /// The sender's numbers of the events it wrote that they may read.
    events: Vec<i64>,
    /// The same command id was applied before: nothing was applied again.
    duplicate: bool,
}

async fn command(
    State(state): State<AppState>,
    caller: Caller,
    Path(GamePath { id }): Path<GamePath>,
    ApiJson(body): ApiJson<CommandBody>,
) -> ApiResult<Json<Applied>> {
    let account = caller.require()?;
    let actor = Actor {
        account: Some(account.id),
        admin: account.admin,
    };
    let applied = state.execute(id, actor, &body).await?;
    // The answer is numbered as the sender reads the game: their version and their
    // numbers for the events the command wrote that they may see.
    let folded = match applied.state {
        Some(folded) => folded,
        None => state.current(&state.entry(id).await?).await?,
    };
    let viewer = folded.game.viewer(Some(account.id), account.admin);
    let events: Vec<i64> = applied
        .events
        .iter()
        .filter(|seq| {
            (**seq as usize)
                .checked_sub(1)
                .and_then(|i| folded.audiences.get(i))
                .is_some_and(|a| a.admits(viewer))
        })
        .map(|seq| folded.position(viewer, *seq))
        .collect();
    Ok(Json(Applied {
        version: folded.position(viewer, applied.version),
        events,
        duplicate: applied.duplicate,
    }))
}
