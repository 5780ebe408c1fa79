//! The pages every rule set shares: home, accounts, the lobby of games, a game's page and
//! its command form.

use super::{error_page, form_caller, render, see_other, to_login};
use crate::accounts::{self, authenticate, create_account, new_session};
use crate::auth::{self, Caller, ClientIp};
use crate::error::{ApiError, Failure, Kind, Status};
use crate::games::RULESETS;
use crate::games::{new_game as create_game, viewed, NewGame};
use crate::AppState;
use axum::extract::{Path, Query, State};
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::Response;
use axum::Form;
use omerta_i18n::{t, Lang};
use omerta_live::Actor;
use serde::Deserialize;
use serde_json::{json, Value};

/// What a rule set is called on the pages, and a line about it.
pub fn ruleset_info(ruleset: &str) -> Value {
    match ruleset {
        "pro" => {
            json!({"id": "pro", "name": "Pro Mafia"})
        }
        "forum" => {
            json!({"id": "forum", "name": "Forum Mafia"})
        }
        "1923" => {
            json!({"id": "1923", "name": "Mafia 1923"})
        }
        other => json!({"id": other, "name": other}),
    }
}

fn rulesets() -> Vec<Value> {
    RULESETS.iter().map(|r| ruleset_info(r)).collect()
}

/// A safe place to return to after signing in: a path on this site. Browsers drop tabs
/// and newlines from addresses and read `\` as `/`, so `/\t/evil.example` would be
/// `//evil.example`, another site: a path with any control character, space or backslash,
/// or whose second character is `/`, is refused.
pub fn local_path(next: Option<&str>) -> String {
    next.filter(|path| is_local_path(path))
        .unwrap_or("/")
        .to_string()
}

fn is_local_path(path: &str) -> bool {
    path.starts_with('/')
        && !path[1..].starts_with('/')
        && !path
            .chars()
            .any(|c| c.is_control() || c.is_whitespace() || c == '\\')
        && path.len() <= 2000
}

fn games_json(rows: &[omerta_store::GameRow]) -> Vec<Value> {
    rows.iter()
        .map(|g| {
            json!({"id": g.id, "ruleset": g.ruleset, "ruleset_name": ruleset_info(&g.ruleset)["name"],
                   "title": g.title, "status": g.status, "version": g.version, "host": g.host,
                   "example": g.example.is_some()})
        })
        .collect()
}

pub async fn home(State(state): State<AppState>, caller: Caller) -> Response {
    let recent = match crate::games::list(&state, None, 12).await {
        Ok(rows) => games_json(&rows),
        Err(error) => return error_page(&caller, &error),
    };
    // The examples `--demo` loaded: an administrator may remove them from here.
    let examples = match crate::examples::count(&state).await {
        Ok(count) => count,
        Err(error) => return error_page(&caller, &error),
    };
    render(
        StatusCode::OK,
        "home.html",
        &caller,
        json!({"title": "omerta", "rulesets": rulesets(), "recent": recent,
               "examples": examples}),
    )
}

/// `POST /examples/remove`: a site administrator removes the example games `omerta serve
/// --demo` loaded (and their accounts), in one step.
pub async fn remove_examples(
    State(state): State<AppState>,
    caller: Result<Caller, Failure>,
) -> Response {
    let caller = match form_caller(caller) {
        Ok(caller) => caller,
        Err(page) => return *page,
    };
    match crate::examples::remove_as(&state, &caller).await {
        Ok(_) => see_other("/"),
        Err(error) => error_page(&caller, &error),
    }
}

#[derive(Deserialize, Default)]
pub struct NextQuery {
    #[serde(default)]
    next: Option<String>,
}

#[derive(Deserialize)]
pub struct CredentialsForm {
    name: String,
    password: String,
    #[serde(default)]
    next: Option<String>,
    /// The form's own token (the page's cookie): see [`form_from_here`].
    #[serde(default)]
    login_csrf: String,
}

fn account_page(
    lang: Lang,
    mode: &str,
    next: &str,
    name: &str,
    error: Option<&str>,
    csrf: &str,
) -> Value {
    json!({
        "title": if mode == "signup" { t(lang, "site-sign-up") } else { t(lang, "site-sign-in") },
        "mode": mode,
        "next": next,
        "name": name,
        "error": error,
        "login_csrf": csrf,
    })
}

/// The sign-in or sign-up page of one request, drawn with its form's token.
struct AccountForm<'a> {
    state: &'a AppState,
    caller: &'a Caller,
    headers: &'a HeaderMap,
    mode: &'static str,
    next: String,
}

impl AccountForm<'_> {
    /// The page, with the form's token in a cookie and in the form. A browser keeps its
    /// token (a day): every tab, and a page the back button brings again, holds the one
    /// the cookie has, so a sign-in from any of them is taken.
    fn draw(&self, status: StatusCode, name: &str, error: Option<&str>) -> Response {
        let token = auth::cookie(self.headers, auth::LOGIN_CSRF_COOKIE)
            .filter(|t| t.len() == 64 && t.bytes().all(|b| b.is_ascii_hexdigit()))
            .unwrap_or_else(auth::random_token);
        let mut response = render(
            status,
            "account.html",
            self.caller,
            account_page(
                self.caller.lang(),
                self.mode,
                &self.next,
                name,
                error,
                &token,
            ),
        );
        let cookie = auth::login_csrf_cookie(self.state, &token);
        if let Ok(value) = header::HeaderValue::from_str(&cookie) {
            response.headers_mut().append(header::SET_COOKIE, value);
        }
        response
    }
}

/// Whether a sign-in or sign-up form came from this site's own page: its token matches
/// the cookie that page set, and the browser's `Origin` (when it sends one) is this site.
fn form_from_here(state: &AppState, headers: &HeaderMap, token: &str) -> bool {
    let cookie = auth::cookie(headers, auth::LOGIN_CSRF_COOKIE);
    let token_ok = cookie.is_some_and(|c| !token.is_empty() && c == token);
    // Browsers send Origin with every cross-site POST; "null" (a sandboxed or privacy-
    // stripped context) is not this site.
    let origin_ok = match headers.get(header::ORIGIN) {
        None => true,
        Some(origin) => origin
            .to_str()
            .is_ok_and(|origin| same_origin(state, headers, origin)),
    };
    token_ok && origin_ok
}

/// Whether an `Origin` is this site: the configured public address, or the request's host.
fn same_origin(state: &AppState, headers: &HeaderMap, origin: &str) -> bool {
    let origin = origin.trim_end_matches('/');
    if let Some(public) = &state.config.public_url {
        return origin.eq_ignore_ascii_case(public.trim_end_matches('/'));
    }
    let host = headers
        .get(header::HOST)
        .and_then(|h| h.to_str().ok())
        .unwrap_or("");
    origin
        .split_once("://")
        .is_some_and(|(_, rest)| rest.eq_ignore_ascii_case(host))
}

const FORM_EXPIRED: &str =
    "this form has expired or did not come from this site's page: please try again";

pub async fn signup_page(
    State(state): State<AppState>,
    caller: Caller,
    headers: HeaderMap,
    Query(query): Query<NextQuery>,
) -> Response {
    let next = local_path(query.next.as_deref());
    let form = AccountForm {
        state: &state,
        caller: &caller,
        headers: &headers,
        mode: "signup",
        next,
    };
    form.draw(StatusCode::OK, "", None)
}

pub async fn login_page(
    State(state): State<AppState>,
    caller: Caller,
    headers: HeaderMap,
    Query(query): Query<NextQuery>,
) -> Response {
    let next = local_path(query.next.as_deref());
    let form = AccountForm {
        state: &state,
        caller: &caller,
        headers: &headers,
        mode: "login",
        next,
    };
    form.draw(StatusCode::OK, "", None)
}

/// Signed in: the cookies, and off to where the reader was going.
fn signed_in(cookies: &[String], next: &str) -> Response {
    let mut response = see_other(next);
    for cookie in cookies {
        if let Ok(value) = header::HeaderValue::from_str(cookie) {
            response.headers_mut().append(header::SET_COOKIE, value);
        }
    }
    response
}

pub async fn signup(
    State(state): State<AppState>,
    caller: Caller,
    ClientIp(ip): ClientIp,
    headers: HeaderMap,
    Form(form): Form<CredentialsForm>,
) -> Response {
    let page = AccountForm {
        state: &state,
        caller: &caller,
        headers: &headers,
        mode: "signup",
        next: local_path(form.next.as_deref()),
    };
    if !form_from_here(&state, &headers, &form.login_csrf) {
        return page.draw(StatusCode::FORBIDDEN, &form.name, Some(FORM_EXPIRED));
    }
    let result = async {
        let account = create_account(&state, &form.name, &form.password, ip).await?;
        let (session, _) = new_session(&state, &account).await?;
        let device = accounts::new_device(&state, account.id).await?;
        Ok::<_, ApiError>([
            auth::session_cookie(&state, &session),
            auth::device_cookie(&state, &device),
        ])
    }
    .await;
    match result {
        Ok(cookies) => signed_in(&cookies, &page.next),
        Err(error) => page.draw(
            error.status(),
            &form.name,
            Some(&error.message_in(caller.lang())),
        ),
    }
}

pub async fn login(
    State(state): State<AppState>,
    caller: Caller,
    ClientIp(ip): ClientIp,
    headers: HeaderMap,
    Form(form): Form<CredentialsForm>,
) -> Response {
    let page = AccountForm {
        state: &state,
        caller: &caller,
        headers: &headers,
        mode: "login",
        next: local_path(form.next.as_deref()),
    };
    if !form_from_here(&state, &headers, &form.login_csrf) {
        return page.draw(StatusCode::FORBIDDEN, &form.name, Some(FORM_EXPIRED));
    }
    let device = auth::cookie(&headers, auth::DEVICE_COOKIE);
    let result = async {
        let (account, device) =
            authenticate(&state, &form.name, &form.password, ip, device.as_deref()).await?;
        let (session, _) = new_session(&state, &account).await?;
        let session = auth::session_cookie(&state, &session);
        let device = device.map(|token| auth::device_cookie(&state, &token));
        Ok::<_, ApiError>(std::iter::once(session).chain(device).collect::<Vec<_>>())
    }
    .await;
    match result {
        Ok(cookies) => signed_in(&cookies, &page.next),
        Err(error) => page.draw(
            error.status(),
            &form.name,
            Some(&error.message_in(caller.lang())),
        ),
    }
}

pub async fn logout(State(state): State<AppState>, caller: Result<Caller, Failure>) -> Response {
    let caller = match caller {
        Ok(caller) => caller,
        Err(error) => return error_page(&Caller::nobody(), &error.0),
    };
    if let Err(error) = accounts::log_out(&state, &caller).await {
        return error_page(&caller, &error);
    }
    let mut response = see_other("/");
    if let Ok(value) = header::HeaderValue::from_str(&auth::clear_cookie(&state)) {
        response.headers_mut().insert(header::SET_COOKIE, value);
    }
    response
}

#[derive(Deserialize)]
pub struct LangForm {
    #[serde(default)]
    lang: String,
    #[serde(default)]
    next: String,
}

/// `POST /lang`: the language switch on every page, and the choice at `/settings`. A tag
/// omerta speaks is kept in a cookie and, for a signed-in reader, as the account's setting
/// (its pages and mail); an empty or unknown one clears both: the browser decides again.
/// Works without JavaScript: a form, then back to the page it was sent from.
pub async fn choose_lang(
    State(state): State<AppState>,
    caller: Result<Caller, Failure>,
    Form(form): Form<LangForm>,
) -> Response {
    let caller = match caller {
        Ok(caller) => caller,
        Err(error) => return error_page(&Caller::nobody(), &error.0),
    };
    let lang = omerta_i18n::Lang::from_tag(form.lang.trim());
    if let Some(account) = &caller.account {
        if let Err(error) = accounts::save_lang(&state, account.id, lang).await {
            return error_page(&caller, &error);
        }
    }
    let mut response = see_other(&local_path(Some(&form.next)));
    if let Ok(value) = header::HeaderValue::from_str(&auth::lang_cookie(&state, lang)) {
        response.headers_mut().insert(header::SET_COOKIE, value);
    }
    response
}

#[derive(Deserialize, Default)]
pub struct LobbyQuery {
    #[serde(default)]
    ruleset: Option<String>,
}

pub async fn lobby(
    State(state): State<AppState>,
    caller: Caller,
    Query(query): Query<LobbyQuery>,
) -> Response {
    let ruleset = query.ruleset.filter(|r| RULESETS.contains(&r.as_str()));
    let rows = match crate::games::list(&state, ruleset.as_deref(), 200).await {
        Ok(rows) => rows,
        Err(error) => return error_page(&caller, &error),
    };
    let games = games_json(&rows);
    let by_status = |status: &str| -> Vec<Value> {
        games
            .iter()
            .filter(|g| g["status"] == status)
            .cloned()
            .collect()
    };
    let current = ruleset.as_deref().map(ruleset_info);
    let lang = caller.lang();
    render(
        StatusCode::OK,
        "lobby.html",
        &caller,
        json!({
            "title": current.as_ref().map_or_else(|| t(lang, "site-nav-games"), |r| {
                let mut args = omerta_i18n::Args::new();
                args.set("ruleset", r["name"].as_str().unwrap_or("").to_string());
                omerta_i18n::tr(lang, "games-of", &args)
            }),
            "rulesets": rulesets(),
            "current": current,
            "open": by_status("lobby"),
            "running": by_status("running"),
            "over": games.iter().filter(|g| g["status"] == "finished" || g["status"] == "abandoned").cloned().collect::<Vec<_>>(),
        }),
    )
}

/// `GET /settings`: the caller's email address and what they receive.
pub async fn settings(State(state): State<AppState>, caller: Caller) -> Response {
    let Some(account) = &caller.account else {
        return to_login("/settings");
    };
    match crate::mail::mail_json(&state, account.id).await {
        Ok(mail) => settings_page(
            &state,
            &caller,
            StatusCode::OK,
            omerta_service::json::value(&mail),
            None,
            false,
        ),
        Err(error) => error_page(&caller, &error),
    }
}

fn settings_page(
    state: &AppState,
    caller: &Caller,
    status: StatusCode,
    mail: Value,
    error: Option<String>,
    saved: bool,
) -> Response {
    render(
        status,
        "settings.html",
        caller,
        json!({
            "title": t(caller.lang(), "settings-title"),
            "chosen_lang": caller.account.as_ref().and_then(|a| a.lang.clone()),
            "email": mail["email"],
            "off": mail["off"],
            "mail_on": state.config.mail.is_some(),
            "error": error,
            "saved": saved,
        }),
    )
}

#[derive(Deserialize)]
pub struct SettingsForm {
    #[serde(default)]
    email: String,
    public: Option<String>,
    private: Option<String>,
    prods: Option<String>,
    reminders: Option<String>,
}

/// `POST /settings`: an unticked box turns that kind of mail off.
pub async fn save_settings(
    State(state): State<AppState>,
    caller: Caller,
    axum::Form(form): axum::Form<SettingsForm>,
) -> Response {
    let Some(account) = &caller.account else {
        return to_login("/settings");
    };
    let off: Vec<String> = [
        ("public", &form.public),
        ("private", &form.private),
        ("prods", &form.prods),
        ("reminders", &form.reminders),
    ]
    .into_iter()
    .filter(|(_, ticked)| ticked.is_none())
    .map(|(kind, _)| kind.to_string())
    .collect();
    match crate::mail::save_mail(&state, account.id, Some(&form.email), &off).await {
        Ok(()) => match crate::mail::mail_json(&state, account.id).await {
            Ok(mail) => settings_page(
                &state,
                &caller,
                StatusCode::OK,
                omerta_service::json::value(&mail),
                None,
                true,
            ),
            Err(error) => error_page(&caller, &error),
        },
        Err(error) => settings_page(
            &state,
            &caller,
            error.status(),
            json!({"email": form.email, "off": off}),
            Some(error.message_in(caller.lang())),
            false,
        ),
    }
}

/// "My games": every game the reader hosts or plays, what it waits for from them, and its
/// deadline (the API's `/api/me/games`, with words for people).
pub async fn my_games(State(state): State<AppState>, caller: Caller) -> Response {
    if caller.account.is_none() {
        return to_login("/games/mine");
    }
    let games: Vec<Value> = match crate::games::games_of(&state, &caller).await {
        Ok(games) => games.iter().map(omerta_service::json::value).collect(),
        Err(error) => return error_page(&caller, &error),
    };
    let lang = caller.lang();
    let words = |w: &Value| match w.as_str() {
        Some("vote") => t(lang, "mine-waits-vote"),
        Some("action") => t(lang, "mine-waits-action"),
        Some("mafia_kill") => t(lang, "mine-waits-mafia-kill"),
        Some("close_phase") => t(lang, "mine-waits-close-phase"),
        _ => t(lang, "mine-waits-something"),
    };
    let games: Vec<Value> = games
        .into_iter()
        .map(|mut g| {
            let mut waiting: Vec<String> = g["waiting"]
                .as_array()
                .map(|w| w.iter().map(words).collect())
                .unwrap_or_default();
            // A table in its lobby waits for its host: to seat the players and start.
            if g["status"] == "lobby" && g["you"]["as"] == "host" {
                waiting.push(t(lang, "mine-waits-start"));
            }
            g["ruleset_name"] = ruleset_info(g["ruleset"].as_str().unwrap_or(""))["name"].clone();
            g["waiting_text"] = if waiting.is_empty() {
                Value::Null
            } else {
                json!(waiting.join(", "))
            };
            g["as"] = match g["you"]["as"].as_str() {
                Some("host") => json!("host"),
                Some("player") => json!("player"),
                Some("played") => json!("played"),
                _ => json!("seated"),
            };
            let zone = g["time_zone"].as_str().map(str::to_string);
            g["deadline_at"] = g["deadline"].as_i64().map_or(Value::Null, |ms| {
                super::when_in(caller.lang(), ms, zone.as_deref())
            });
            g["prod_at"] = g["prod"]["at"].as_i64().map_or(Value::Null, |ms| {
                super::when_in(caller.lang(), ms, zone.as_deref())
            });
            g
        })
        .collect();
    let waiting = games
        .iter()
        .filter(|g| !g["waiting_text"].is_null())
        .count();
    render(
        StatusCode::OK,
        "my_games.html",
        &caller,
        json!({"title": t(lang, "site-nav-my-games"), "games": games, "waiting": waiting}),
    )
}

pub async fn new_game(caller: Caller, Query(query): Query<LobbyQuery>) -> Response {
    if caller.account.is_none() {
        return to_login("/games/new");
    }
    let lang = caller.lang();
    render(
        StatusCode::OK,
        "new_game.html",
        &caller,
        json!({"title": t(lang, "newgame-page-title"), "rulesets": rulesets(), "ruleset": query.ruleset.unwrap_or_else(|| "pro".into()), "error": null, "name": ""}),
    )
}

#[derive(Deserialize)]
pub struct NewGameForm {
    ruleset: String,
    title: String,
}

pub async fn create(
    State(state): State<AppState>,
    caller: Result<Caller, Failure>,
    Form(form): Form<NewGameForm>,
) -> Response {
    let caller = match caller {
        Ok(caller) => caller,
        Err(error) => return error_page(&Caller::nobody(), &error.0),
    };
    let Some(account) = &caller.account else {
        return to_login("/games/new");
    };
    let lang = caller.lang();
    let body = NewGame {
        ruleset: form.ruleset.clone(),
        title: form.title.clone(),
        webhook: None,
    };
    match create_game(&state, account, &body).await {
        Ok(id) => see_other(&format!("/games/{id}")),
        Err(error) => render(
            error.status(),
            "new_game.html",
            &caller,
            json!({"title": t(lang, "newgame-page-title"), "rulesets": rulesets(), "ruleset": form.ruleset, "error": error.message_in(caller.lang()), "name": form.title}),
        ),
    }
}

#[derive(Deserialize, Default)]
pub struct GameQuery {
    /// A forum thread's page (1 is the first); absent, or not a number: the newest.
    #[serde(default)]
    page: Option<String>,
    /// A finished game as it stood after this many events (stepping through it).
    #[serde(default)]
    at: Option<String>,
}

/// A game's page: its lobby before the start, then the rule set's page for this reader.
pub async fn game(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<i64>,
    Query(query): Query<GameQuery>,
) -> Response {
    let page = query.page.and_then(|p| p.trim().parse::<usize>().ok());
    let at = query.at.and_then(|a| a.trim().parse::<i64>().ok());
    game_page_at(&state, &caller, id, None, StatusCode::OK, page, at).await
}

pub async fn game_page(
    state: &AppState,
    caller: &Caller,
    id: i64,
    error: Option<String>,
    status: StatusCode,
) -> Response {
    game_page_at(state, caller, id, error, status, None, None).await
}

/// The game's page, at a page of its thread where it has one.
pub async fn game_page_at(
    state: &AppState,
    caller: &Caller,
    id: i64,
    error: Option<String>,
    status: StatusCode,
    page: Option<usize>,
    at: Option<i64>,
) -> Response {
    let (view, viewer, version) = match viewed(state, id, caller).await {
        Ok(found) => found,
        Err(error) => return error_page(caller, &error),
    };
    // A finished game: everything revealed, and its phases to step through.
    let (view, version) = if view.value["status"] == "finished" {
        match state.step_view(id, at, viewer).await {
            Ok(stepped) => {
                let version = stepped["version"].as_i64().unwrap_or(version);
                (
                    std::sync::Arc::new(crate::games::View::of(stepped)),
                    version,
                )
            }
            Err(error) => return error_page(caller, &error),
        }
    } else if viewer == omerta_live::Viewer::Host && view.value["anonymous"] == true {
        // The host of an anonymous game reads which account plays which alias (forum
        // ruling D31): they replace and moderate the players.
        let mut named = view.value.clone();
        if let Err(error) = accounts::name_slots(state, &mut named).await {
            return error_page(caller, &error);
        }
        (std::sync::Arc::new(crate::games::View::of(named)), version)
    } else {
        (view, version)
    };
    let host_name = accounts::host_name(state, &view).await;
    let upload = match crate::upload::uploaded(state, id).await {
        Ok(upload) => upload,
        Err(error) => return error_page(caller, &error),
    };
    // A table of an event: a link to it, and its name ready in the start form.
    let event = match crate::tournaments::of_game(state, id).await {
        Ok(event) => event.map(|(id, name)| json!({"id": id, "name": name})),
        Err(error) => return error_page(caller, &error),
    };
    // An example game (`omerta serve --demo`) says so on its page.
    let example = match crate::examples::is_example(state, id).await {
        Ok(example) => example,
        Err(error) => return error_page(caller, &error),
    };
    // A forum lobby's setups (the start form's), a finished forum game's rehost.
    let setups = if view["ruleset"] == "forum" {
        match super::setups::game_context(
            state,
            caller,
            id,
            view["status"].as_str().unwrap_or_default(),
        )
        .await
        {
            Ok(setups) => setups,
            Err(error) => return error_page(caller, &error),
        }
    } else {
        Value::Null
    };
    let caller = caller.clone();
    // Drawing a page (a hundred posts' BBCode, the templates) is CPU work: on the blocking
    // threads, like the view it is drawn from.
    let drawn = state
        .drawing
        .run(move || {
            let ruleset = view["ruleset"].as_str().unwrap_or_default().to_string();
            let extra = match (view["status"].as_str(), ruleset.as_str()) {
                (Some("lobby"), _) => json!({}),
                (_, "pro") => super::pro::context_in(&view, caller.lang()),
                (_, "forum") => super::forum::context_page(&view, page, caller.lang()),
                (_, "1923") => super::m1923::context_in(&view, crate::now(), caller.lang()),
                _ => json!({}),
            };
            let template = if view["status"] == "lobby" {
                "game_lobby.html".to_string()
            } else {
                format!("{ruleset}/game.html")
            };
            let joined = caller.id().is_some_and(|me| {
                view["slots"]
                    .as_array()
                    .is_some_and(|slots| slots.iter().any(|s| s["account"] == json!(me)))
            });
            render(
                status,
                &template,
                &caller,
                json!({
                    "title": view["title"],
                    "id": id,
                    "ruleset": ruleset_info(&ruleset),
                    "view": view,
                    "viewer": viewer,
                    "is_host": viewer == omerta_live::Viewer::Host,
                    "joined": joined,
                    "host_name": host_name,
                    "upload": upload,
                    "event": event,
                    "version": version,
                    "kinds": super::kinds(&ruleset),
                    "x": extra,
                    // Inactivity (forum rulings D20 to D24): prods, requests for a
                    // replacement, the host's one-step actions.
                    "inactivity": (ruleset == "forum").then(|| {
                        let me = caller.account.as_ref().map(|a| (a.id, a.name.as_str()));
                        super::inactivity::context(&view, me, crate::now(), caller.lang())
                    }),
                    "console_words": (ruleset == "pro" && viewer == omerta_live::Viewer::Host)
                        .then(|| super::pro::console_words(caller.lang())),
                    "words": (ruleset == "1923").then(|| super::m1923::script_words(caller.lang())),
                    "lobby_words": (ruleset == "pro").then(|| super::pro::lobby_words(caller.lang())),
                    "error": error,
                    "example": example,
                    "setups": setups,
                }),
            )
        })
        .await;
    drawn.unwrap_or_else(|error| error_page(&Caller::nobody(), &error))
}

/// A form's command: sent through the same path as the API's, then the page again (the
/// live region for htmx, a redirect for a plain form).
pub async fn act(
    State(state): State<AppState>,
    caller: Result<Caller, Failure>,
    Path(id): Path<i64>,
    headers: HeaderMap,
    Form(fields): Form<Vec<(String, String)>>,
) -> Response {
    let caller = match caller {
        Ok(caller) => caller,
        Err(error) => return error_page(&Caller::nobody(), &error.0),
    };
    let Some(account) = &caller.account else {
        return to_login(&format!("/games/{id}"));
    };
    let back = fields
        .iter()
        .find(|(k, v)| k == "back" && is_local_path(v))
        .map(|(_, v)| v.clone())
        .unwrap_or_else(|| format!("/games/{id}"));
    let fields = match named_account(&state, fields).await {
        Ok(fields) => fields,
        Err(error) => {
            return game_page(
                &state,
                &caller,
                id,
                Some(error.message_in(caller.lang())),
                StatusCode::UNPROCESSABLE_ENTITY,
            )
            .await
        }
    };
    let outcome = match super::forms::command(&fields) {
        Ok(body) => {
            let actor = Actor {
                account: Some(account.id),
                admin: account.admin,
            };
            state.execute(id, actor, &body).await.map(|_| ())
        }
        Err(message) => Err(ApiError::bad_request(message)),
    };
    match outcome {
        Ok(()) if super::is_htmx(&headers) => {
            game_page(&state, &caller, id, None, StatusCode::OK).await
        }
        Ok(()) => see_other(&back),
        Err(error) if error.status() == StatusCode::NOT_FOUND => error_page(&caller, &error),
        Err(error) => {
            game_page(
                &state,
                &caller,
                id,
                Some(error.message_in(caller.lang())),
                StatusCode::UNPROCESSABLE_ENTITY,
            )
            .await
        }
    }
}

/// A form that names an account by its name (`account_name`: the replace forms, where the
/// host types the newcomer's account with suggestions) sends its id as the command's
/// `account`; the name in the game is the account's unless the form gives another.
async fn named_account(
    state: &AppState,
    mut fields: Vec<(String, String)>,
) -> Result<Vec<(String, String)>, ApiError> {
    let Some(at) = fields.iter().position(|(k, _)| k == "account_name") else {
        return Ok(fields);
    };
    let (_, typed) = fields.remove(at);
    let typed = typed.trim();
    if typed.is_empty() {
        return Ok(fields);
    }
    let unknown = || {
        ApiError::new(
            Kind::Unprocessable,
            "unknown_account",
            format!(
                "there is no account named “{typed}”: the newcomer signs up first, then you name their account"
            ),
        )
    };
    let account = accounts::by_name(state, typed).await?.ok_or_else(unknown)?;
    fields.retain(|(k, v)| !(k == "f.name" && v.trim().is_empty()));
    if !fields.iter().any(|(k, _)| k == "f.name") {
        fields.push(("f.name".to_string(), account.name.clone()));
    }
    fields.push(("f.account:int".to_string(), account.id.to_string()));
    Ok(fields)
}
