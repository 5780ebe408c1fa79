//! The HTTP surface: `app(state)` and its handlers. Every route is in [`ROUTES`] and in the
//! OpenAPI document (a test holds them together).

use crate::auth::{self, Caller};
use crate::error::{ApiError, ApiJson, ApiQuery, ApiResult};
use crate::games::{self, CommandBody};
use crate::{now, stream, AppState};
use axum::extract::{DefaultBodyLimit, Path, Request, State};
use axum::http::{header, HeaderValue, StatusCode};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post, put};
use axum::{Json, Router};
use omerta_live::{Actor, Viewer};
use serde::Deserialize;
use serde_json::{json, Value};

/// Every route: method and path, as the OpenAPI document lists them.
pub const ROUTES: &[(&str, &str)] = &[
    ("get", "/healthz"),
    ("get", "/api/openapi.json"),
    ("post", "/api/accounts"),
    ("post", "/api/accounts/{id}/admin"),
    ("get", "/api/session"),
    ("post", "/api/session"),
    ("delete", "/api/session"),
    ("get", "/api/games"),
    ("post", "/api/games"),
    ("get", "/api/games/{id}"),
    ("get", "/api/games/{id}/events"),
    ("get", "/api/games/{id}/stream"),
    ("post", "/api/games/{id}/commands"),
    ("put", "/api/games/{id}/webhook"),
];

pub fn app(state: AppState) -> Router {
    let limit = state.config.body_limit;
    Router::new()
        .route("/healthz", get(healthz))
        .route("/api/openapi.json", get(openapi))
        .route("/api/accounts", post(sign_up))
        .route("/api/accounts/{id}/admin", post(make_admin))
        .route("/api/session", get(session).post(log_in).delete(log_out))
        .route("/api/games", get(list_games).post(create_game))
        .route("/api/games/{id}", get(game_view))
        .route("/api/games/{id}/events", get(game_events))
        .route("/api/games/{id}/stream", get(stream::game_stream))
        .route("/api/games/{id}/commands", post(command))
        .route("/api/games/{id}/webhook", put(set_webhook))
        .merge(crate::web::router())
        .fallback(not_found)
        .layer(middleware::from_fn(json_errors))
        .layer(DefaultBodyLimit::max(limit))
        .with_state(state)
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

async fn healthz(State(state): State<AppState>) -> ApiResult<Json<Value>> {
    state.store.games(None, 1).await?;
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
    Ok((auth::session_cookie(&token), csrf))
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
    ApiJson(body): ApiJson<Credentials>,
) -> ApiResult<Response> {
    let account = create_account(&state, &body.name, &body.password).await?;
    open_session(&state, &account, StatusCode::CREATED).await
}

/// Checks a new account's name and password and creates it.
pub(crate) async fn create_account(
    state: &AppState,
    name: &str,
    password: &str,
) -> ApiResult<omerta_store::Account> {
    let name = name.trim();
    let valid_name = (2..=32).contains(&name.chars().count())
        && name
            .chars()
            .all(|c| c.is_alphanumeric() || " _-.".contains(c));
    if !valid_name {
        return Err(ApiError::new(
            StatusCode::UNPROCESSABLE_ENTITY,
            "invalid_name",
            "a name is 2 to 32 letters, digits, spaces, '_', '-' or '.'",
        ));
    }
    if password.chars().count() < 8 || password.len() > 1024 {
        return Err(ApiError::new(
            StatusCode::UNPROCESSABLE_ENTITY,
            "weak_password",
            "a password is 8 to 1024 characters",
        ));
    }
    let password = password.to_string();
    let hash = tokio::task::spawn_blocking(move || auth::hash_password(&password))
        .await
        .map_err(ApiError::internal)??;
    match state.store.create_account(name, &hash, now()).await {
        Ok(account) => Ok(account),
        Err(omerta_store::Error::Taken) => Err(ApiError::new(
            StatusCode::CONFLICT,
            "name_taken",
            format!("the name {name:?} is taken"),
        )),
        Err(e) => Err(e.into()),
    }
}

async fn log_in(State(state): State<AppState>, request: Request) -> ApiResult<Response> {
    let ip = auth::client_ip(request.extensions());
    let ApiJson(body) =
        <ApiJson<Credentials> as axum::extract::FromRequest<AppState>>::from_request(
            request, &state,
        )
        .await?;
    match authenticate(&state, &body.name, &body.password, ip).await {
        Ok(account) => open_session(&state, &account, StatusCode::OK).await,
        Err(error) => Ok(error.into_response()),
    }
}

/// Checks a name and password against the login rate limit and the stored hash.
pub(crate) async fn authenticate(
    state: &AppState,
    name: &str,
    password: &str,
    ip: Option<std::net::IpAddr>,
) -> Result<omerta_store::Account, ApiError> {
    if let Some(wait) = state.limiter.blocked(name, ip) {
        return Err(ApiError::new(
            StatusCode::TOO_MANY_REQUESTS,
            "rate_limited",
            format!(
                "too many failed logins; try again in {} s",
                wait.as_secs() + 1
            ),
        )
        .retry_after(wait.as_secs() + 1));
    }
    let account = state.store.account_by_name(name.trim()).await?;
    let password = password.to_string();
    let hash = account.as_ref().map(|a| a.password_hash.clone());
    // Verify even for an unknown name, so the answer takes as long either way.
    let ok = tokio::task::spawn_blocking(move || match hash {
        Some(hash) => auth::verify_password(&password, &hash),
        None => {
            let _ = auth::verify_password(&password, auth::dummy_hash());
            false
        }
    })
    .await
    .map_err(ApiError::internal)?;
    match account {
        Some(account) if ok => {
            state.limiter.succeed(name);
            Ok(account)
        }
        _ => {
            state.limiter.fail(name, ip);
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
    }
    Ok((
        StatusCode::NO_CONTENT,
        [(header::SET_COOKIE, auth::clear_cookie())],
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
    caller.require()?;
    if !caller.admin() {
        return Err(ApiError::forbidden("only a site admin names admins"));
    }
    if !state.store.set_admin(id, body.admin).await? {
        return Err(ApiError::not_found(format!("there is no account {id}")));
    }
    state.sessions.forget_account(id);
    Ok(Json(json!({"id": id, "admin": body.admin})))
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
            json!({"id": g.id, "ruleset": g.ruleset, "title": g.title, "host": g.host,
                   "status": g.status, "version": g.version, "created_at": g.created_at})
        })
        .collect();
    Ok(Json(json!({"games": games})))
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
pub(crate) struct WebhookBody {
    url: Option<String>,
    #[serde(default)]
    secret: Option<String>,
}

/// The longest webhook secret, in characters.
const SECRET_CHARS: usize = 200;

/// Checks a webhook before it is stored: the URL with [`crate::egress::check_url`] (public
/// addresses only unless the operator allows private ones), the secret for its length and
/// for control characters (a NUL is refused by PostgreSQL).
fn check_webhook(body: &WebhookBody, allow_private: bool) -> ApiResult<()> {
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
    let id = state
        .store
        .create_game(
            &body.ruleset,
            body.title.trim(),
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
    Ok(id)
}

/// Loads a game up to date and says how the caller reads it.
pub(crate) async fn viewed(
    state: &AppState,
    id: i64,
    caller: &Caller,
) -> ApiResult<(Value, Viewer, i64)> {
    let (entry, ruleset) = state.entry(id).await?;
    let mut slot = entry.lock().await;
    state.catch_up(id, &ruleset, &mut slot).await?;
    let game = slot.as_ref().expect("loaded");
    let viewer = game.viewer(caller.id(), caller.admin());
    Ok((game.view(viewer), viewer, game.version()))
}

async fn game_view(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<i64>,
) -> ApiResult<Json<Value>> {
    let (mut view, _, _) = viewed(&state, id, &caller).await?;
    view["id"] = json!(id);
    Ok(Json(view))
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
    let (_, viewer, version) = viewed(&state, id, &caller).await?;
    let events = state.store.events(id, query.after).await?;
    let visible: Vec<Value> = events
        .iter()
        .filter(|e| games::visible(e, viewer))
        .map(games::event_json)
        .collect();
    Ok(Json(
        json!({"version": version, "viewer": viewer, "events": visible}),
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
    Ok(Json(json!({
        "version": applied.version,
        "events": applied.events,
        "duplicate": applied.duplicate,
    })))
}

async fn set_webhook(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<i64>,
    ApiJson(body): ApiJson<WebhookBody>,
) -> ApiResult<Json<Value>> {
    let account = caller.require()?;
    let row = state
        .store
        .game(id)
        .await?
        .ok_or_else(|| ApiError::not_found(format!("there is no game {id}")))?;
    if row.host != account.id && !account.admin {
        return Err(ApiError::forbidden("only the host sets a game's webhook"));
    }
    check_webhook(&body, state.config.webhook_allow_private)?;
    state
        .store
        .set_webhook(id, body.url.as_deref(), body.secret.as_deref())
        .await?;
    state.webhooks.notify_one();
    Ok(Json(json!({"id": id, "webhook": body.url})))
}
