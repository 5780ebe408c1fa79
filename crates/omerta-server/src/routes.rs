//! The HTTP surface: `app(state)` and its handlers. Every route is in [`ROUTES`] and in the
//! OpenAPI document (a test holds them together).

use crate::auth::{self, Caller, ClientIp};
use crate::error::{ApiError, ApiJson, ApiQuery, ApiResult};
use crate::events;
use crate::follows;
use crate::games::{self, CommandBody};
use crate::limits::{address_key, retry_seconds};
use crate::{now, stream, AppState};
use axum::extract::{DefaultBodyLimit, Path, Request, State};
use axum::http::{header, HeaderValue, StatusCode};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use omerta_live::{names, Actor, Viewer};
use serde::Deserialize;
use serde_json::{json, Value};
use std::net::IpAddr;
use std::sync::Arc;
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
            get(crate::webhooks::api_get).put(crate::webhooks::api_set),
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
        .route("/api/pro/uploads", post(crate::upload::upload))
        .route(
            "/api/events",
            get(events::api_list).post(events::api_create),
        )
        .route("/api/events/{id}", get(events::api_event))
        .route("/api/events/{id}/players", post(events::api_register))
        .route("/api/events/{id}/players/{number}", get(events::api_player))
        .route(
            "/api/events/{id}/players/{number}/merge",
            post(events::api_merge),
        )
        .route("/api/events/{id}/draw", post(events::api_draw))
        .route("/api/events/{id}/judges", post(events::api_judge))
        .route(
            "/api/events/{id}/rounds/{round}/games",
            post(events::api_create_round),
        )
        .route("/api/events/{id}/standings", get(events::api_standings))
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
    ApiError::new(status, code, message).into_response()
}

/// An unknown address: a JSON error under `/api/`, a page elsewhere.
async fn not_found(caller: Result<Caller, ApiError>, uri: axum::http::Uri) -> Response {
    if uri.path().starts_with("/api/") {
        return ApiError::not_found("no such route; see /api/openapi.json").into_response();
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
        return Err(ApiError::store_unavailable());
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

/// Opens a session for an account: the cookie to set and the session's CSRF token.
pub(crate) async fn new_session(
    state: &AppState,
    account: &omerta_store::Account,
) -> ApiResult<(String, String)> {
    let token = auth::random_token();
    let csrf = auth::random_token();
    let now = now();
    state
        .store
        .create_session(
            &auth::token_hash(&token),
            account.id,
            &csrf,
            now,
            now + auth::SESSION_MS,
        )
        .await?;
    Ok((auth::session_cookie(state, &token), csrf))
}

/// Starts a session: the cookie, and the account with its CSRF token in the body.
async fn open_session(
    state: &AppState,
    account: &omerta_store::Account,
    status: StatusCode,
) -> ApiResult<Response> {
    let (cookie, csrf) = new_session(state, account).await?;
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
    append_cookie(&mut response, &new_device(&state, account.id).await?);
    Ok(response)
}

/// A device cookie for the browser that just signed up or signed in to `account`: from now
/// on failures from elsewhere never hold it back (`auth::LoginLimiter`). Given at sign-up
/// too, or a new owner could be kept out by a guesser until they first sign in.
pub(crate) async fn new_device(state: &AppState, account: i64) -> ApiResult<String> {
    let token = auth::random_token();
    state
        .store
        .add_device(&auth::token_hash(&token), account, now())
        .await?;
    Ok(auth::device_cookie(state, &token))
}

/// Adds a `Set-Cookie` to a response (after the ones it has).
fn append_cookie(response: &mut Response, cookie: &str) {
    if let Ok(value) = HeaderValue::from_str(cookie) {
        response.headers_mut().append(header::SET_COOKIE, value);
    }
}

/// The name a new account may take, tidied, or why not: the one rule for names
/// ([`names::check`]); the look-alikes among the site's accounts are found by the store
/// (their keys and looks, [`names::alike`]'s two halves).
fn check_account_name(name: &str) -> ApiResult<String> {
    names::check(name, &names::ACCOUNT, []).map_err(|unfit| {
        ApiError::new(
            StatusCode::UNPROCESSABLE_ENTITY,
            "invalid_name",
            unfit.to_string(),
        )
    })
}

/// Whether a new password is long and hard enough to guess (zxcvbn, with the account's
/// name among the words it tries). CPU work of a few milliseconds: it runs on the hashing
/// threads, with the hash.
fn check_password(min_score: u8, name: &str, password: &str) -> ApiResult<()> {
    let weak =
        |message: String| ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, "weak_password", message);
    let length = password.chars().count();
    if !(8..=1024).contains(&length) {
        return Err(weak("a password is 8 to 1024 characters".into()));
    }
    // zxcvbn's work grows with the length: past 100 characters a password is long enough.
    if length > 100 {
        return Ok(());
    }
    let estimate = zxcvbn::zxcvbn(password, &[name]);
    let score = u8::from(estimate.score());
    if score < min_score {
        let advice = estimate
            .feedback()
            .map(|f| f.to_string().trim().to_string())
            .filter(|f| !f.is_empty())
            .unwrap_or_else(|| "Use a few words, avoid common phrases.".into());
        return Err(weak(format!(
            "this password is too easy to guess ({score} of 4, at least {min_score} needed). {advice}"
        )));
    }
    Ok(())
}

/// Checks a new account's name and password and creates it.
pub(crate) async fn create_account(
    state: &AppState,
    name: &str,
    password: &str,
    ip: Option<IpAddr>,
) -> ApiResult<omerta_store::Account> {
    let name = check_account_name(name)?;
    let length = password.chars().count();
    if !(8..=1024).contains(&length) {
        return Err(ApiError::new(
            StatusCode::UNPROCESSABLE_ENTITY,
            "weak_password",
            "a password is 8 to 1024 characters",
        ));
    }
    let (key, look) = (names::key(&name), names::look(&name));
    let taken = || {
        ApiError::new(
            StatusCode::CONFLICT,
            "name_taken",
            format!("the name {name:?} is taken, or too like another account's to tell apart"),
        )
    };
    // Before hashing: a taken name costs no hash.
    if state.store.name_taken(&key, &look).await? {
        return Err(taken());
    }
    if let Some(ip) = ip {
        if let Err(wait) = state.signups.try_hit(&address_key(ip)) {
            return Err(ApiError::new(
                StatusCode::TOO_MANY_REQUESTS,
                "rate_limited",
                format!(
                    "too many new accounts from your address; try again in {} minutes",
                    wait.as_secs() / 60 + 1
                ),
            )
            .retry_after(retry_seconds(wait)));
        }
    }
    let (password, checked_name) = (password.to_string(), name.clone());
    let min_score = state.config.min_password_score;
    let hash = state
        .hashing
        .run(move || {
            check_password(min_score, &checked_name, &password)?;
            auth::hash_password(&password)
        })
        .await??;
    match state
        .store
        .create_account(&name, &key, &look, &hash, now())
        .await
    {
        Ok(account) => {
            tracing::info!(account = account.id, "account created");
            Ok(account)
        }
        Err(omerta_store::Error::Taken) => Err(taken()),
        Err(e) => Err(e.into()),
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
            if let Some(cookie) = device {
                append_cookie(&mut response, &cookie);
            }
            Ok(response)
        }
        Err(error) => Ok(error.into_response()),
    }
}

/// A client address for a log line.
fn shown(ip: Option<IpAddr>) -> String {
    ip.map_or_else(|| "unknown".to_string(), |ip| ip.to_string())
}

/// Checks a name and password against the login rate limits and the stored hash. On
/// success, the account, and a device cookie to set when this browser had none for it.
pub(crate) async fn authenticate(
    state: &AppState,
    name: &str,
    password: &str,
    ip: Option<IpAddr>,
    device: Option<&str>,
) -> Result<(omerta_store::Account, Option<String>), ApiError> {
    let key = names::key(name);
    let account = state.store.account_by_key(&key).await?;
    let trusted = match (device, &account) {
        (Some(token), Some(account)) => {
            state.store.device(&auth::token_hash(token)).await? == Some(account.id)
        }
        _ => false,
    };
    if let Some(wait) = state.limiter.blocked(name, ip, trusted) {
        tracing::warn!(ip = %shown(ip), "sign-in refused: too many failures");
        return Err(ApiError::new(
            StatusCode::TOO_MANY_REQUESTS,
            "rate_limited",
            format!(
                "too many failed sign-ins; try again in {} s",
                retry_seconds(wait)
            ),
        )
        .retry_after(retry_seconds(wait)));
    }
    let password = password.to_string();
    let hash = account.as_ref().map(|a| a.password_hash.clone());
    // Verify even for an unknown name, so the answer takes as long either way.
    let ok = state
        .hashing
        .run(move || match hash {
            Some(hash) => auth::verify_password(&password, &hash),
            None => {
                let _ = auth::verify_password(&password, auth::dummy_hash());
                false
            }
        })
        .await?;
    match account {
        Some(account) if ok => {
            state.limiter.succeed(name);
            if let Some(reason) = state.store.ban_reason(account.id).await? {
                return Err(ApiError::new(
                    StatusCode::FORBIDDEN,
                    "banned",
                    format!("this account is banned by the site's admins: {reason}"),
                ));
            }
            let cookie = if trusted {
                None
            } else {
                Some(new_device(state, account.id).await?)
            };
            Ok((account, cookie))
        }
        _ => {
            state.limiter.fail(name, ip);
            tracing::warn!(ip = %shown(ip), "failed sign-in");
            Err(ApiError::new(
                StatusCode::UNAUTHORIZED,
                "bad_credentials",
                "wrong name or password",
            ))
        }
    }
}

async fn session(caller: Caller) -> ApiResult<Json<Value>> {
    let account = caller.require()?;
    Ok(Json(
        json!({"account": account_json(account), "csrf": caller.csrf}),
    ))
}

async fn log_out(State(state): State<AppState>, caller: Caller) -> ApiResult<Response> {
    if let Some(hash) = &caller.token_hash {
        state.store.delete_session(hash).await?;
        state.sessions.forget(hash);
        state.rights_changed();
    }
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
    let admin = caller.require()?;
    if !caller.admin() {
        return Err(ApiError::forbidden("only a site admin names admins"));
    }
    // As banning oneself is refused: the last admin would leave the site without one.
    if id == admin.id && !body.admin {
        return Err(ApiError::new(
            StatusCode::UNPROCESSABLE_ENTITY,
            "invalid_command",
            "an admin cannot demote themself: another admin does it, so that the site keeps one",
        ));
    }
    let change = state.store.set_admin(admin.id, id, body.admin).await?;
    admin_change(change, id)?;
    state.sessions.forget_account(id);
    state.rights_changed();
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
    let admin = caller.require()?;
    if !caller.admin() {
        return Err(ApiError::forbidden("only a site admin bans accounts"));
    }
    if id == admin.id {
        return Err(ApiError::new(
            StatusCode::UNPROCESSABLE_ENTITY,
            "invalid_command",
            "an admin cannot ban their own account",
        ));
    }
    let reason = names::reason(&body.reason, omerta_live::hosted::MAX_REASON).map_err(|unfit| {
        let message = match unfit {
            names::Unfit::Blank { .. } => "a ban needs a reason, in visible characters: it is recorded and shown to the account".to_string(),
            other => other.to_string(),
        };
        ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, "invalid_command", message)
    })?;
    let change = state
        .store
        .set_banned(id, body.banned, &reason, admin.id, now())
        .await?;
    admin_change(change, id)?;
    state.sessions.forget_account(id);
    state.rights_changed();
    tracing::info!(
        account = id,
        by = admin.id,
        banned = body.banned,
        "account ban changed"
    );
    Ok(Json(
        json!({"id": id, "banned": body.banned, "reason": reason}),
    ))
}

/// The answer to an admin's change the store refused: no such account, or the admin was
/// demoted or banned meanwhile (by another admin at the same moment).
fn admin_change(change: omerta_store::AdminChange, id: i64) -> ApiResult<()> {
    match change {
        omerta_store::AdminChange::Done => Ok(()),
        omerta_store::AdminChange::NoAccount => {
            Err(ApiError::not_found(format!("there is no account {id}")))
        }
        omerta_store::AdminChange::NotAdmin => Err(ApiError::forbidden(
            "you are no longer a site admin: another admin changed your account meanwhile",
        )),
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct FindQuery {
    name: String,
}

/// How many accounts a search by name suggests.
pub const ACCOUNT_SUGGESTIONS: i64 = 10;

/// Accounts whose names start as `name` does (case and look-alikes folded as names are
/// compared), for a host naming the account a replacement gives a slot to. Names are
/// public (every game shows its players'); only a signed-in caller asks, and at most
/// [`ACCOUNT_SUGGESTIONS`] come back.
async fn find_accounts(
    State(state): State<AppState>,
    caller: Caller,
    ApiQuery(query): ApiQuery<FindQuery>,
) -> ApiResult<Json<Value>> {
    caller.require()?;
    let name = query.name.trim();
    let accounts: Vec<Value> = if name.is_empty() || name.chars().count() > 100 {
        Vec::new()
    } else {
        state
            .store
            .accounts_by_key_prefix(&omerta_live::names::key(name), ACCOUNT_SUGGESTIONS)
            .await?
            .into_iter()
            .map(|(id, name)| json!({"id": id, "name": name}))
            .collect()
    };
    Ok(Json(json!({"accounts": accounts})))
}

/// An account's record of bans and lifts, for site admins.
async fn account_record(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<i64>,
) -> ApiResult<Json<Value>> {
    caller.require()?;
    if !caller.admin() {
        return Err(ApiError::forbidden(
            "only a site admin reads an account's record",
        ));
    }
    let record: Vec<Value> = state
        .store
        .account_record(id)
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
    let rows = state.store.games(query.ruleset.as_deref(), 200).await?;
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

/// The most games "My games" lists.
const MY_GAMES: i64 = 100;

/// The games `caller` hosts or plays in, newest first: as whom they take part, what each
/// waits for from them now (`waiting`: `vote`, `action`, `mafia_kill`, `close_phase`; empty
/// when nothing) and the open phase's deadline. Only running games are folded to learn
/// what they wait for; the others wait for nothing. An admin's list is their own: a game
/// they only oversee as admin is not in it, and they see it as its host or player would.
pub(crate) async fn games_of(state: &AppState, caller: &Caller) -> ApiResult<Vec<Value>> {
    let account = caller.id().ok_or_else(ApiError::unauthenticated)?;
    let rows = state.store.games_of(account, MY_GAMES).await?;
    let mut games = Vec::with_capacity(rows.len());
    for row in rows {
        let (viewer, waiting, deadline, zone, prod) = if row.status == "running" {
            let folded = state.folded(row.id).await?;
            let viewer = folded.game.viewer(Some(account), false);
            (
                viewer,
                folded.game.waiting(viewer),
                folded.game.deadline(),
                folded.game.time_zone(),
                folded.game.prod_of(viewer),
            )
        } else {
            let viewer = if row.host == account {
                Viewer::Host
            } else {
                Viewer::Spectator
            };
            (viewer, Vec::new(), None, None, None)
        };
        let over = matches!(row.status.as_str(), "finished" | "abandoned");
        let role = match viewer {
            Viewer::Host => json!({"as": "host"}),
            Viewer::Player(slot) => json!({"as": "player", "slot": slot}),
            // A game over is listed for who played in it (its members): they played.
            Viewer::Spectator if over => json!({"as": "played"}),
            // Seated in a lobby (no slot yet) or left it: still their game.
            Viewer::Spectator => json!({"as": "entrant"}),
        };
        games.push(json!({
            "id": row.id,
            "ruleset": row.ruleset,
            "title": row.title,
            "status": row.status,
            "created_at": row.created_at,
            "you": role,
            "waiting": waiting,
            "deadline": deadline,
            "time_zone": zone,
            "prod": prod,
        }));
    }
    Ok(games)
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct NewGame {
    pub ruleset: String,
    pub title: String,
    #[serde(default)]
    pub webhook: Option<WebhookBody>,
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

pub(crate) async fn mail_json(state: &AppState, account: i64) -> ApiResult<Value> {
    let (email, off) = state.store.mail_settings(account).await?;
    let off: Vec<&str> = off.split(',').filter(|k| !k.is_empty()).collect();
    Ok(json!({"email": email, "off": off}))
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

/// Checks and stores an account's mail settings: an address the mail crate reads (empty or
/// none: no mail), and kinds of mail among [`crate::mail::KINDS`].
pub(crate) async fn save_mail(
    state: &AppState,
    account: i64,
    email: Option<&str>,
    off: &[String],
) -> ApiResult<()> {
    let email = match email.map(str::trim).filter(|e| !e.is_empty()) {
        Some(address) => Some(
            crate::mail::check_address(address)
                .map_err(|e| ApiError::new(StatusCode::BAD_REQUEST, "invalid_email", e))?,
        ),
        None => None,
    };
    if let Some(unknown) = off
        .iter()
        .find(|k| !crate::mail::KINDS.contains(&k.as_str()))
    {
        return Err(ApiError::new(
            StatusCode::BAD_REQUEST,
            "invalid_command",
            format!(
                "{:?} is no kind of mail; the kinds are {}",
                unknown.chars().take(40).collect::<String>(),
                crate::mail::KINDS.join(", ")
            ),
        ));
    }
    let off: Vec<&str> = off.iter().map(String::as_str).collect();
    state
        .store
        .set_mail_settings(account, email.as_deref(), &crate::mail::off_list(&off))
        .await?;
    Ok(())
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct WebhookBody {
    pub url: Option<String>,
    #[serde(default)]
    pub secret: Option<String>,
}

/// The longest webhook secret, in characters.
const SECRET_CHARS: usize = 200;

/// Checks a webhook before it is stored: the URL with [`crate::egress::check_url`] (public
/// addresses only unless the operator allows private ones), the secret for its length and
/// for control characters (a NUL is refused by PostgreSQL).
pub(crate) fn check_webhook(body: &WebhookBody, allow_private: bool) -> ApiResult<()> {
    let invalid = |message: String| {
        ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, "invalid_webhook", message)
    };
    if let Some(url) = &body.url {
        if url.len() > 2000 {
            return Err(invalid(
                "a webhook URL is at most 2000 characters long".to_string(),
            ));
        }
        crate::egress::check_url(url, allow_private).map_err(invalid)?;
    }
    if let Some(secret) = &body.secret {
        if secret.chars().count() > SECRET_CHARS {
            return Err(invalid(format!(
                "a webhook secret is at most {SECRET_CHARS} characters long"
            )));
        }
        if secret.chars().any(char::is_control) {
            return Err(invalid(
                "a webhook secret may not contain control characters (such as NUL, a tab or a line break)"
                    .to_string(),
            ));
        }
    }
    Ok(())
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

/// Creates a game hosted by `account`; its id.
pub(crate) async fn new_game(
    state: &AppState,
    account: &omerta_store::Account,
    body: &NewGame,
) -> ApiResult<i64> {
    if let Some(webhook) = &body.webhook {
        check_webhook(webhook, state.config.webhook_allow_private)?;
    }
    let now = now();
    let (game, first) = games::create(&body.ruleset, &body.title, account.id, now)?;
    count_creation(state, account)?;
    let id = state
        .store
        .create_game(
            &body.ruleset,
            game.title(),
            account.id,
            game.status(),
            &first,
            now,
        )
        .await?;
    if let Some(webhook) = &body.webhook {
        state
            .store
            .set_webhook(id, webhook.url.as_deref(), webhook.secret.as_deref())
            .await?;
    }
    tracing::info!(game = id, host = account.id, "game created");
    Ok(id)
}

/// Counts a game `account` creates against [`crate::Config::games_per_hour`], or says
/// when they may create the next. A site admin is not limited: they run the site.
pub(crate) fn count_creation(state: &AppState, account: &omerta_store::Account) -> ApiResult<()> {
    if account.admin {
        return Ok(());
    }
    state
        .creations
        .try_hit(&account.id.to_string())
        .map_err(|wait| {
            ApiError::new(
                StatusCode::TOO_MANY_REQUESTS,
                "rate_limited",
                format!(
                    "you have created {} games in the last hour; try again in {} minutes",
                    state.config.games_per_hour,
                    wait.as_secs() / 60 + 1
                ),
            )
            .retry_after(retry_seconds(wait))
        })
}

/// Loads a game up to date and says how the caller reads it: the view (with the
/// reader's own version), the viewer, and the reader's version.
pub(crate) async fn viewed(
    state: &AppState,
    id: i64,
    caller: &Caller,
) -> ApiResult<(Arc<games::View>, Viewer, i64)> {
    let (view, viewer, folded) = state.view_of(id, caller.id(), caller.admin()).await?;
    let seen = folded.seen(viewer);
    Ok((view, viewer, seen))
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

/// A reader's events after their number `after`, numbered by what they may see.
pub(crate) async fn events_after(
    state: &AppState,
    folded: &games::Folded,
    id: i64,
    viewer: Viewer,
    after: i64,
) -> ApiResult<Vec<Value>> {
    let after = after.max(0);
    let from = folded.seq_at(viewer, after);
    let mut position = folded.position(viewer, from);
    let events = state.store.events(id, from).await?;
    Ok(events
        .iter()
        .filter(|e| games::visible(e, viewer))
        .map(|e| {
            position += 1;
            games::event_json(e, position, folded.game.present(&e.body, viewer))
        })
        .collect())
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
