//! The HTTP surface: `app(state)` and its handlers. Every route is in [`ROUTES`] and in the
//! OpenAPI document (a test holds them together).

mod follows;
mod tournaments;
mod uploads;
mod webhooks;

use crate::accounts::{
    authenticate, create_account, mail_json, new_device, new_session, save_mail,
};
use crate::auth::{self, Caller, ClientIp};
use crate::error::{ApiError, ApiJson, ApiQuery, ApiResult, Failure};
use crate::games::{events_after, games_of, new_game, viewed, CommandBody, NewGame};
use crate::moderation;
use crate::{stream, AppState};
use axum::extract::{DefaultBodyLimit, Path, Request, State};
use axum::http::{header, HeaderValue, StatusCode};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use omerta_live::Actor;
use serde::Deserialize;
use serde_json::{json, Value};
use tower_http::timeout::TimeoutLayer;

/// Every route: method and path, as the OpenAPI document lists them.
pub const ROUTES: &[(&str, &str)] = &[
    ("get", "/healthz"),
    ("get", "/api/openapi.json"),
    ("get", "/api/schemas"),
    ("get", "/api/schemas/{name}"),
    ("get", "/api/accounts"),
    ("post", "/api/accounts"),
    ("post", "/api/accounts/{id}/admin"),
    ("post", "/api/accounts/{id}/ban"),
    ("get", "/api/accounts/{id}/record"),
    ("get", "/api/session"),
    ("post", "/api/session"),
    ("delete", "/api/session"),
    ("get", "/api/games"),
    ("post", "/api/games"),
    ("get", "/api/me/games"),
    ("get", "/api/me/mail"),
    ("put", "/api/me/mail"),
    ("get", "/api/games/{id}"),
    ("get", "/api/games/{id}/events"),
    ("get", "/api/games/{id}/stream"),
    ("post", "/api/games/{id}/commands"),
    ("get", "/api/games/{id}/webhook"),
    ("put", "/api/games/{id}/webhook"),
    ("get", "/api/follows"),
    ("post", "/api/follows"),
    ("get", "/api/follows/{id}"),
    ("put", "/api/follows/{id}"),
    ("delete", "/api/follows/{id}"),
    ("post", "/api/follows/{id}/fetch"),
    ("post", "/api/pro/uploads"),
    ("get", "/api/events"),
    ("post", "/api/events"),
    ("get", "/api/events/{id}"),
    ("post", "/api/events/{id}/players"),
    ("get", "/api/events/{id}/players/{number}"),
    ("post", "/api/events/{id}/players/{number}/merge"),
    ("post", "/api/events/{id}/draw"),
    ("post", "/api/events/{id}/judges"),
    ("post", "/api/events/{id}/rounds/{round}/games"),
    ("get", "/api/events/{id}/standings"),
];

pub fn app(state: AppState) -> Router {
    let limit = state.config.body_limit;
    let deadline = state.config.request_timeout;
    let secure = state
        .config
        .public_url
        .as_deref()
        .is_some_and(|u| u.to_ascii_lowercase().starts_with("https://"));
    Router::new()
        .route("/healthz", get(healthz))
        .route("/api/openapi.json", get(openapi))
        .route("/api/schemas", get(schemas))
        .route("/api/schemas/{name}", get(schema))
        .route("/api/accounts", get(find_accounts).post(sign_up))
        .route("/api/accounts/{id}/admin", post(make_admin))
        .route("/api/accounts/{id}/ban", post(ban))
        .route("/api/accounts/{id}/record", get(account_record))
        .route("/api/session", get(session).post(log_in).delete(log_out))
        .route("/api/games", get(list_games).post(create_game))
        .route("/api/me/games", get(my_games))
        .route("/api/me/mail", get(mail_settings).put(set_mail_settings))
        .route("/api/games/{id}", get(game_view))
        .route("/api/games/{id}/events", get(game_events))
        .route("/api/games/{id}/stream", get(stream::game_stream))
        .route("/api/games/{id}/commands", post(command))
        .route(
            "/api/games/{id}/webhook",
            get(webhooks::api_get).put(webhooks::api_set),
        )
        .route(
            "/api/follows",
            get(follows::api_list).post(follows::api_create),
        )
        .route(
            "/api/follows/{id}",
            get(follows::api_get)
                .put(follows::api_update)
                .delete(follows::api_delete),
        )
        .route("/api/follows/{id}/fetch", post(follows::api_fetch))
        .route("/api/pro/uploads", post(uploads::upload))
        .route(
            "/api/events",
            get(tournaments::api_list).post(tournaments::api_create),
        )
        .route("/api/events/{id}", get(tournaments::api_event))
        .route("/api/events/{id}/players", post(tournaments::api_register))
        .route(
            "/api/events/{id}/players/{number}",
            get(tournaments::api_player),
        )
        .route(
            "/api/events/{id}/players/{number}/merge",
            post(tournaments::api_merge),
        )
        .route("/api/events/{id}/draw", post(tournaments::api_draw))
        .route("/api/events/{id}/judges", post(tournaments::api_judge))
        .route(
            "/api/events/{id}/rounds/{round}/games",
            post(tournaments::api_create_round),
        )
        .route(
            "/api/events/{id}/standings",
            get(tournaments::api_standings),
        )
        .merge(crate::web::router())
        .fallback(not_found)
        .layer(middleware::from_fn_with_state(
            state.clone(),
            crate::health::guard,
        ))
        .layer(middleware::from_fn(json_errors))
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
    Failure(ApiError::new(crate::error::kind_of(status), code, message)).into_response()
}

/// An unknown address: a JSON error under `/api/`, a page elsewhere.
async fn not_found(caller: Result<Caller, Failure>, uri: axum::http::Uri) -> Response {
    if uri.path().starts_with("/api/") {
        return Failure(ApiError::not_found("no such route; see /api/openapi.json"))
            .into_response();
    }
    crate::web::error_page(
        &caller.unwrap_or_else(|_| Caller::nobody()),
        &ApiError::not_found(format!("there is no page {}", uri.path())),
    )
}

/// Whether this instance can serve: it answers, and its store answers (a probe within a
/// second, never the pool's long wait). `503 store_unavailable` when the store does not.
async fn healthz(State(state): State<AppState>) -> ApiResult<Json<Value>> {
    if !state.probe_store().await {
        return Err(Failure(ApiError::store_unavailable()));
    }
    Ok(Json(json!({"status": "ok"})))
}

async fn openapi() -> Response {
    (
        [(
            header::CONTENT_TYPE,
            HeaderValue::from_static("application/json"),
        )],
        crate::openapi::DOCUMENT,
    )
        .into_response()
}

/// The document formats with a schema, and where each is served.
async fn schemas() -> Json<Value> {
    let list: Vec<Value> = crate::schemas::FORMATS
        .iter()
        .map(|f| json!({"format": f.format, "url": f.path()}))
        .collect();
    Json(json!({ "schemas": list }))
}

/// A document format's JSON Schema (draft 2020-12), generated from the types that read it.
async fn schema(Path(name): Path<String>) -> ApiResult<Response> {
    let format = crate::schemas::find(&name).ok_or_else(|| {
        let known: Vec<&str> = crate::schemas::FORMATS.iter().map(|f| f.file).collect();
        ApiError::not_found(format!(
            "there is no schema {name:?}; the schemas are {}",
            known.join(", ")
        ))
    })?;
    Ok((
        [(
            header::CONTENT_TYPE,
            HeaderValue::from_static("application/schema+json"),
        )],
        format.text(),
    )
        .into_response())
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Credentials {
    name: String,
    password: String,
}

fn account_json(account: &omerta_store::Account) -> Value {
    json!({"id": account.id, "name": account.name, "admin": account.admin})
}

/// Starts a session: the cookie, and the account with its CSRF token in the body.
async fn open_session(
    state: &AppState,
    account: &omerta_store::Account,
    status: StatusCode,
) -> ApiResult<Response> {
    let (token, csrf) = new_session(state, account).await?;
    let cookie = auth::session_cookie(state, &token);
    let body = Json(json!({"account": account_json(account), "csrf": csrf}));
    Ok((status, [(header::SET_COOKIE, cookie)], body).into_response())
}

async fn sign_up(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    ApiJson(body): ApiJson<Credentials>,
) -> ApiResult<Response> {
    let account = create_account(&state, &body.name, &body.password, ip).await?;
    let mut response = open_session(&state, &account, StatusCode::CREATED).await?;
    let device = new_device(&state, account.id).await?;
    append_cookie(&mut response, &auth::device_cookie(&state, &device));
    Ok(response)
}

/// Adds a `Set-Cookie` to a response (after the ones it has).
fn append_cookie(response: &mut Response, cookie: &str) {
    if let Ok(value) = HeaderValue::from_str(cookie) {
        response.headers_mut().append(header::SET_COOKIE, value);
    }
}

async fn log_in(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    headers: axum::http::HeaderMap,
    ApiJson(body): ApiJson<Credentials>,
) -> ApiResult<Response> {
    let device = auth::cookie(&headers, auth::DEVICE_COOKIE);
    match authenticate(&state, &body.name, &body.password, ip, device.as_deref()).await {
        Ok((account, device)) => {
            let mut response = open_session(&state, &account, StatusCode::OK).await?;
            if let Some(token) = device {
                append_cookie(&mut response, &auth::device_cookie(&state, &token));
            }
            Ok(response)
        }
        Err(error) => Ok(Failure(error).into_response()),
    }
}

async fn session(caller: Caller) -> ApiResult<Json<Value>> {
    let account = caller.require()?;
    Ok(Json(
        json!({"account": account_json(account), "csrf": caller.csrf}),
    ))
}

async fn log_out(State(state): State<AppState>, caller: Caller) -> ApiResult<Response> {
    crate::accounts::log_out(&state, &caller).await?;
    Ok((
        StatusCode::NO_CONTENT,
        [(header::SET_COOKIE, auth::clear_cookie(&state))],
    )
        .into_response())
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct AdminBody {
    admin: bool,
}

async fn make_admin(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<i64>,
    ApiJson(body): ApiJson<AdminBody>,
) -> ApiResult<Json<Value>> {
    moderation::set_admin(&state, &caller, id, body.admin).await?;
    Ok(Json(json!({"id": id, "admin": body.admin})))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct BanBody {
    /// True bans, false lifts the ban.
    banned: bool,
    reason: String,
}

/// A site admin bans an account (its sessions end, it cannot sign in) or lifts the ban,
/// with a reason; both are recorded for good.
async fn ban(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<i64>,
    ApiJson(body): ApiJson<BanBody>,
) -> ApiResult<Json<Value>> {
    let reason = moderation::ban(&state, &caller, id, body.banned, &body.reason).await?;
    Ok(Json(
        json!({"id": id, "banned": body.banned, "reason": reason}),
    ))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct FindQuery {
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
) -> ApiResult<Json<Value>> {
    let accounts: Vec<Value> = moderation::find_accounts(&state, &caller, &query.name)
        .await?
        .into_iter()
        .map(|(id, name)| json!({"id": id, "name": name}))
        .collect();
    Ok(Json(json!({"accounts": accounts})))
}

/// An account's record of bans and lifts, for site admins.
async fn account_record(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<i64>,
) -> ApiResult<Json<Value>> {
    let record: Vec<Value> = moderation::record(&state, &caller, id)
        .await?
        .into_iter()
        .map(|(kind, reason, by, at)| json!({"kind": kind, "reason": reason, "by": by, "at": at}))
        .collect();
    Ok(Json(json!({"id": id, "record": record})))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ListQuery {
    #[serde(default)]
    ruleset: Option<String>,
}

async fn list_games(
    State(state): State<AppState>,
    ApiQuery(query): ApiQuery<ListQuery>,
) -> ApiResult<Json<Value>> {
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
    let games: Vec<Value> = rows
        .iter()
        .map(|g| {
            // No version: a game's version counts its hidden events too.
            json!({"id": g.id, "ruleset": g.ruleset, "title": g.title, "host": g.host,
                   "status": g.status, "created_at": g.created_at})
        })
        .collect();
    Ok(Json(json!({"games": games})))
}

/// "My games": the signed-in account's games of every rule set.
async fn my_games(State(state): State<AppState>, caller: Caller) -> ApiResult<Json<Value>> {
    Ok(Json(json!({"games": games_of(&state, &caller).await?})))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct MailBody {
    email: Option<String>,
    #[serde(default)]
    off: Vec<String>,
}

/// The caller's mail settings: their address and the kinds of mail they turned off.
async fn mail_settings(State(state): State<AppState>, caller: Caller) -> ApiResult<Json<Value>> {
    let account = caller.require()?;
    Ok(Json(mail_json(&state, account.id).await?))
}

async fn set_mail_settings(
    State(state): State<AppState>,
    caller: Caller,
    ApiJson(body): ApiJson<MailBody>,
) -> ApiResult<Json<Value>> {
    let account = caller.require()?;
    save_mail(&state, account.id, body.email.as_deref(), &body.off).await?;
    Ok(Json(mail_json(&state, account.id).await?))
}

async fn create_game(
    State(state): State<AppState>,
    caller: Caller,
    ApiJson(body): ApiJson<NewGame>,
) -> ApiResult<Response> {
    let account = caller.require()?;
    let id = new_game(&state, account, &body).await?;
    Ok((
        StatusCode::CREATED,
        [(header::LOCATION, format!("/api/games/{id}"))],
        Json(json!({"id": id, "ruleset": body.ruleset, "version": 1})),
    )
        .into_response())
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ViewQuery {
    /// A finished game as it stood after this many events (stepping through it).
    #[serde(default)]
    at: Option<i64>,
}

async fn game_view(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<i64>,
    ApiQuery(query): ApiQuery<ViewQuery>,
) -> ApiResult<Response> {
    let (view, viewer, _) = viewed(&state, id, &caller).await?;
    // A finished game: everything revealed, with its phases to step through (`at`).
    if query.at.is_some() || view.value["status"] == "finished" {
        let mut stepped = state.step_view(id, query.at, viewer).await?;
        // A game uploaded from a record made elsewhere names its source and referee.
        if let Some(upload) = crate::upload::uploaded(&state, id).await? {
            stepped["upload"] = upload;
        }
        return Ok(Json(stepped).into_response());
    }
    Ok((
        [(
            header::CONTENT_TYPE,
            HeaderValue::from_static("application/json"),
        )],
        view.json.clone(),
    )
        .into_response())
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct EventsQuery {
    #[serde(default)]
    after: i64,
}

async fn game_events(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<i64>,
    ApiQuery(query): ApiQuery<EventsQuery>,
) -> ApiResult<Json<Value>> {
    let entry = state.entry(id).await?;
    let folded = state.current(&entry).await?;
    let viewer = folded.game.viewer(caller.id(), caller.admin());
    let events = events_after(&state, &folded, id, viewer, query.after).await?;
    let version = events
        .last()
        .and_then(|e| e["seq"].as_i64())
        .unwrap_or(0)
        .max(folded.seen(viewer));
    Ok(Json(
        json!({"version": version, "viewer": viewer, "events": events}),
    ))
}

async fn command(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<i64>,
    ApiJson(body): ApiJson<CommandBody>,
) -> ApiResult<Json<Value>> {
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
    Ok(Json(json!({
        "version": folded.position(viewer, applied.version),
        "events": events,
        "duplicate": applied.duplicate,
    })))
}
