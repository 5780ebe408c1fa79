//! The web UI: server-rendered HTML over the same games, views and commands as the API.
//!
//! Pages are minijinja templates compiled into the binary (`templates/`), with htmx and a
//! little script of our own (`assets/`), also compiled in: nothing is fetched at run time.
//! The pages know no rules: they render a game's redacted view (the API's
//! `GET /api/games/{id}`), and every form sends one command through the same
//! [`AppState::execute`](crate::AppState) the API uses (`forms` turns form fields into the
//! command). Without JavaScript every form still works (post, then redirect); with it, htmx
//! swaps the page's live region and the game's event stream keeps it current.

pub mod follows;
pub mod forms;
pub mod forum;
pub mod inactivity;
pub mod m1923;
pub mod overlay;
pub mod pages;
pub mod paper;
pub mod pdf;
pub mod pro;
pub mod ratings;
pub mod records;
pub mod setups;
pub mod standings;
pub mod tournaments;

use crate::auth::{Caller, FormCsrf};
use crate::error::{ApiError, Failure, Status};
use crate::AppState;
use axum::body::{to_bytes, Body};
use axum::extract::{Path, Request};
use axum::http::{header, HeaderMap, HeaderValue, Method, StatusCode};
use axum::middleware::{self, Next};
use axum::response::{Html, IntoResponse, Response};
use axum::routing::{get, post};
use axum::Router;
use minijinja::Environment;
use omerta_i18n::Lang;
use serde_json::{json, Value};
use std::sync::OnceLock;

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/", get(pages::home))
        .route("/signup", get(pages::signup_page).post(pages::signup))
        .route("/login", get(pages::login_page).post(pages::login))
        .route("/logout", post(pages::logout))
        .route("/games", get(pages::lobby).post(pages::create))
        .route("/games/new", get(pages::new_game))
        .route("/games/mine", get(pages::my_games))
        .route("/examples/remove", post(pages::remove_examples))
        .route("/settings", get(pages::settings).post(pages::save_settings))
        .route("/lang", post(pages::choose_lang))
        .route("/games/{id}", get(pages::game))
        .route("/games/{id}/act", post(pages::act))
        .route("/games/{id}/protocol", get(pro::protocol))
        .route("/games/{id}/protocol.json", get(pro::download))
        .route("/games/{id}/protocol.pdf", get(pro::protocol_pdf))
        .route("/games/{id}/protocol/form", get(paper::page))
        .route("/games/{id}/protocol/form.pdf", get(paper::pdf))
        .route("/games/{id}/overlay", get(overlay::public))
        .route("/games/{id}/overlay.json", get(overlay::public_json))
        .route("/games/{id}/venue", get(overlay::venue))
        .route(
            "/games/{id}/broadcasts",
            get(overlay::links).post(overlay::create),
        )
        .route(
            "/games/{id}/broadcasts/{link}/revoke",
            post(overlay::revoke),
        )
        .route("/broadcast", get(overlay::broadcast))
        .route("/broadcast/view.json", get(overlay::broadcast_json))
        .route("/broadcast/stream", get(overlay::broadcast_stream))
        .route("/standings", get(standings::page))
        .route("/ratings", get(ratings::page))
        .route("/ratings.json", get(ratings::export))
        .route("/standings.csv", get(standings::export_csv))
        .route("/standings.json", get(standings::export_json))
        .route(
            "/standings/upload",
            get(standings::upload_page).post(standings::upload),
        )
        .route("/events", get(tournaments::list).post(tournaments::create))
        .route("/events/{id}", get(tournaments::page))
        .route("/events/{id}/me", get(tournaments::me))
        .route("/events/{id}/standings", get(tournaments::standings))
        .route(
            "/events/{id}/standings.csv",
            get(tournaments::standings_csv),
        )
        .route("/events/{id}/players", post(tournaments::register))
        .route("/events/{id}/players/{number}", get(tournaments::player))
        .route("/events/{id}/merge", post(tournaments::merge))
        .route("/events/{id}/draw", post(tournaments::draw))
        .route("/events/{id}/judges", post(tournaments::judge))
        .route(
            "/events/{id}/rounds/{round}/games",
            post(tournaments::create_round),
        )
        .route("/players/{name}", get(records::profile))
        .route("/leaderboards", get(records::leaderboards))
        .route("/seasons", get(records::list).post(records::create))
        .route("/seasons/{id}", get(records::season))
        .route("/seasons/{id}/events", post(records::season_event))
        .route("/series/{id}", get(records::series))
        .route("/setups", get(setups::list))
        .route("/setups/upload", post(setups::upload))
        .route("/setups/from-form", post(setups::from_form))
        .route("/setups/{id}", get(setups::page).post(setups::update))
        .route("/setups/{id}/file", get(setups::download))
        .route("/setups/{id}/host", post(setups::host))
        .route("/setups/{id}/delete", post(setups::delete))
        .route("/games/{id}/rehost", post(setups::rehost))
        .route("/games/{id}/setup.json", get(setups::game_file))
        .route("/follows", get(follows::list).post(follows::create))
        .route("/follows/{id}", get(follows::page).post(follows::update))
        .route("/follows/{id}/fetch", post(follows::fetch))
        .route("/follows/{id}/delete", post(follows::delete))
        .route("/assets/{file}", get(asset))
        .route("/console-sw.js", get(console_worker))
        .route("/favicon.ico", get(favicon))
        .layer(middleware::from_fn(form_csrf))
}

/// The templates, compiled in.
const TEMPLATES: &[(&str, &str)] = &[
    ("base.html", include_str!("../../templates/base.html")),
    ("macros.html", include_str!("../../templates/macros.html")),
    (
        "inactivity.html",
        include_str!("../../templates/inactivity.html"),
    ),
    ("home.html", include_str!("../../templates/home.html")),
    ("account.html", include_str!("../../templates/account.html")),
    (
        "settings.html",
        include_str!("../../templates/settings.html"),
    ),
    ("lobby.html", include_str!("../../templates/lobby.html")),
    (
        "my_games.html",
        include_str!("../../templates/my_games.html"),
    ),
    (
        "new_game.html",
        include_str!("../../templates/new_game.html"),
    ),
    ("error.html", include_str!("../../templates/error.html")),
    ("upload.html", include_str!("../../templates/upload.html")),
    ("ratings.html", include_str!("../../templates/ratings.html")),
    ("overlay.html", include_str!("../../templates/overlay.html")),
    (
        "broadcasts.html",
        include_str!("../../templates/broadcasts.html"),
    ),
    ("events.html", include_str!("../../templates/events.html")),
    ("profile.html", include_str!("../../templates/profile.html")),
    ("seasons.html", include_str!("../../templates/seasons.html")),
    ("season.html", include_str!("../../templates/season.html")),
    (
        "leaderboards.html",
        include_str!("../../templates/leaderboards.html"),
    ),
    ("boards.html", include_str!("../../templates/boards.html")),
    ("follows.html", include_str!("../../templates/follows.html")),
    ("setups.html", include_str!("../../templates/setups.html")),
    ("setup.html", include_str!("../../templates/setup.html")),
    ("follow.html", include_str!("../../templates/follow.html")),
    (
        "follow_fields.html",
        include_str!("../../templates/follow_fields.html"),
    ),
    ("event.html", include_str!("../../templates/event.html")),
    (
        "event_player.html",
        include_str!("../../templates/event_player.html"),
    ),
    (
        "event_standings.html",
        include_str!("../../templates/event_standings.html"),
    ),
    (
        "game_lobby.html",
        include_str!("../../templates/game_lobby.html"),
    ),
    (
        "pro/start.html",
        include_str!("../../templates/pro/start.html"),
    ),
    (
        "pro/game.html",
        include_str!("../../templates/pro/game.html"),
    ),
    (
        "pro/protocol.html",
        include_str!("../../templates/pro/protocol.html"),
    ),
    (
        "pro/form.html",
        include_str!("../../templates/pro/form.html"),
    ),
    (
        "forum/start.html",
        include_str!("../../templates/forum/start.html"),
    ),
    (
        "forum/game.html",
        include_str!("../../templates/forum/game.html"),
    ),
    (
        "1923/start.html",
        include_str!("../../templates/1923/start.html"),
    ),
    (
        "1923/game.html",
        include_str!("../../templates/1923/game.html"),
    ),
    (
        "1923/macros.html",
        include_str!("../../templates/1923/macros.html"),
    ),
    (
        "standings.html",
        include_str!("../../templates/standings.html"),
    ),
];

/// The static files, compiled in: name, content type, body.
const ASSETS: &[(&str, &str, &str)] = &[
    (
        "htmx.min.js",
        "text/javascript; charset=utf-8",
        include_str!("../../assets/htmx.min.js"),
    ),
    (
        "omerta.js",
        "text/javascript; charset=utf-8",
        include_str!("../../assets/omerta.js"),
    ),
    // idiomorph 0.8.0 (the htmx authors' DOM morphing, from the npm registry, with its
    // licence in `assets/idiomorph.LICENSE`) and its htmx extension: the forum's and the
    // 1923 live regions are morphed, not replaced, so that an update keeps what a reader
    // typed, chose or opened (issue 27).
    (
        "idiomorph-ext.min.js",
        "text/javascript; charset=utf-8",
        include_str!("../../assets/idiomorph-ext.min.js"),
    ),
    (
        "pro.js",
        "text/javascript; charset=utf-8",
        include_str!("../../assets/pro.js"),
    ),
    (
        "upload.js",
        "text/javascript; charset=utf-8",
        include_str!("../../assets/upload.js"),
    ),
    (
        "pro-lobby.js",
        "text/javascript; charset=utf-8",
        include_str!("../../assets/pro-lobby.js"),
    ),
    (
        "omerta.css",
        "text/css; charset=utf-8",
        include_str!("../../assets/omerta.css"),
    ),
    (
        "forum.css",
        "text/css; charset=utf-8",
        include_str!("../../assets/forum.css"),
    ),
    (
        "forum.js",
        "text/javascript; charset=utf-8",
        include_str!("../../assets/forum.js"),
    ),
    (
        "m1923.js",
        "text/javascript; charset=utf-8",
        include_str!("../../assets/m1923.js"),
    ),
    (
        "overlay.js",
        "text/javascript; charset=utf-8",
        include_str!("../../assets/overlay.js"),
    ),
    (
        "overlay.css",
        "text/css; charset=utf-8",
        include_str!("../../assets/overlay.css"),
    ),
    (
        "m1923.css",
        "text/css; charset=utf-8",
        include_str!("../../assets/m1923.css"),
    ),
];

fn environment() -> &'static Environment<'static> {
    static ENV: OnceLock<Environment<'static>> = OnceLock::new();
    ENV.get_or_init(|| {
        let mut env = Environment::new();
        for (name, source) in TEMPLATES {
            // A template that does not compile is a bug the template test catches.
            if let Err(error) = env.add_template(name, source) {
                panic!("template {name}: {error:#}");
            }
        }
        // A fresh id per form, so that a form sent twice (a double tap) is applied once.
        env.add_function("cid", || crate::auth::random_token()[..20].to_string());
        env.add_function("t", message);
        env
    })
}

/// `t("id", name=value, …)` in a template: the message in the page's language (the
/// context's `lang`), with its arguments; a number stays a number (its plural, its
/// separators). The catalog's tests read these calls to know which ids are used.
fn message(
    state: &minijinja::State,
    id: &str,
    kwargs: minijinja::value::Kwargs,
) -> Result<String, minijinja::Error> {
    let lang = state
        .lookup("lang")
        .and_then(|v| v.as_str().and_then(Lang::from_tag))
        .unwrap_or_default();
    let mut args = omerta_i18n::Args::new();
    for key in kwargs.args() {
        let value: minijinja::Value = kwargs.get(key)?;
        match (value.as_i64(), f64::try_from(value.clone())) {
            (Some(n), _) => args.set(key.to_string(), n),
            (None, Ok(x)) if value.kind() == minijinja::value::ValueKind::Number => {
                args.set(key.to_string(), x)
            }
            _ => args.set(key.to_string(), value.to_string()),
        }
    }
    kwargs.assert_all_used()?;
    Ok(omerta_i18n::tr(lang, id, &args))
}

/// Renders a template with the page's common context (who is signed in, their CSRF token,
/// their language and its direction, the languages for the switch, the page's path).
pub fn render(status: StatusCode, name: &str, caller: &Caller, mut context: Value) -> Response {
    if let Some(object) = context.as_object_mut() {
        let lang = caller.lang();
        object.insert("lang".into(), json!(lang.tag()));
        object.insert("dir".into(), json!(lang.dir()));
        object.insert(
            "langs".into(),
            Lang::ALL
                .iter()
                .map(|l| json!({"tag": l.tag(), "name": l.autonym(), "dir": l.dir()}))
                .collect(),
        );
        object.insert("here".into(), json!(caller.1.path));
        object.insert("site_words".into(), SITE_WORDS.get(lang).clone());
        object.insert(
            "me".into(),
            caller.account.as_ref().map_or(
                Value::Null,
                |a| json!({"id": a.id, "name": a.name, "admin": a.admin}),
            ),
        );
        object.insert("csrf".into(), json!(caller.csrf));
    }
    let rendered = environment()
        .get_template(name)
        .and_then(|t| t.render(minijinja::Value::from_serialize(&context)));
    match rendered {
        Ok(html) => (status, Html(html)).into_response(),
        Err(error) => {
            tracing::error!("template {name}: {error:#}");
            eprintln!("omerta: template {name}: {error:#}");
            (
                StatusCode::INTERNAL_SERVER_ERROR,
                Html("<!doctype html><title>Error</title><p>The page could not be drawn; nothing was changed.</p>".to_string()),
            )
                .into_response()
        }
    }
}

/// A script's sentences: the messages whose id starts with a prefix, in each language,
/// each variable as `{name}`, as one JSON object a page gives its script (a `data-words`
/// attribute: data, not an inline script the Content-Security-Policy would refuse). Made
/// once per language.
pub struct ScriptWords {
    prefix: &'static str,
    made: OnceLock<[Value; 4]>,
}

impl ScriptWords {
    pub const fn new(prefix: &'static str) -> ScriptWords {
        ScriptWords {
            prefix,
            made: OnceLock::new(),
        }
    }

    /// The sentences in `lang`.
    pub fn get(&self, lang: Lang) -> &Value {
        let words = self.made.get_or_init(|| {
            Lang::ALL.map(|lang| {
                Value::Object(
                    omerta_i18n::script_messages(lang, self.prefix)
                        .into_iter()
                        .map(|(id, text)| (id.to_string(), Value::String(text)))
                        .collect(),
                )
            })
        });
        &words[Lang::ALL.iter().position(|l| *l == lang).unwrap_or(0)]
    }
}

/// The layout script's sentences (`site-js-*`): in every page (`omerta.js` reads them).
static SITE_WORDS: ScriptWords = ScriptWords::new("site-js-");

/// An error as a page: what went wrong and where to go.
pub fn error_page(caller: &Caller, error: &ApiError) -> Response {
    render(
        error.status(),
        "error.html",
        caller,
        json!({"title": "Error", "status": error.status().as_u16(), "code": error.code, "message": error.message_in(caller.lang())}),
    )
}

/// What a missing page answers, for this path: the router's answer to any path it does
/// not know, and a stream overlay's to a key that opens nothing (so that a wrong or revoked
/// key tells nothing more than a mistyped address).
pub fn missing_page(caller: &Caller, path: &str) -> Response {
    error_page(caller, &ApiError::no_page(path))
}

/// A form's caller: a request without the session's CSRF token is an error page.
pub fn form_caller(caller: Result<Caller, Failure>) -> Result<Caller, Box<Response>> {
    caller.map_err(|error| Box::new(error_page(&Caller::nobody(), &error.0)))
}

/// Sends the reader to the sign-in page, and back here afterwards.
pub fn to_login(next: &str) -> Response {
    see_other(&format!("/login?next={}", encode(next)))
}

pub fn see_other(location: &str) -> Response {
    (
        StatusCode::SEE_OTHER,
        [(
            header::LOCATION,
            HeaderValue::from_str(location).unwrap_or(HeaderValue::from_static("/")),
        )],
    )
        .into_response()
}

/// Percent-encodes a query value.
pub fn encode(value: &str) -> String {
    serde_urlencoded::to_string([("v", value)])
        .map(|s| s[2..].to_string())
        .unwrap_or_default()
}

/// Whether htmx sent the request (it swaps a part of the page, not the whole).
pub fn is_htmx(headers: &HeaderMap) -> bool {
    headers.contains_key("hx-request")
}

/// Reads a form's `csrf` field into the request's extensions before [`Caller`] checks it,
/// so that a plain HTML form (no JavaScript, no header) passes the CSRF check.
async fn form_csrf(request: Request, next: Next) -> Response {
    let is_form = request.method() == Method::POST
        && request
            .headers()
            .get(header::CONTENT_TYPE)
            .is_some_and(|v| {
                v.as_bytes()
                    .starts_with(b"application/x-www-form-urlencoded")
            });
    if !is_form {
        return next.run(request).await;
    }
    let (mut parts, body) = request.into_parts();
    let bytes = match to_bytes(body, 64 * 1024).await {
        Ok(bytes) => bytes,
        Err(_) => {
            return (
                StatusCode::PAYLOAD_TOO_LARGE,
                Html("<!doctype html><title>Too large</title><p>The form is larger than 64 KiB; nothing was changed.</p>"),
            )
                .into_response()
        }
    };
    let fields: Vec<(String, String)> = serde_urlencoded::from_bytes(&bytes).unwrap_or_default();
    if let Some((_, csrf)) = fields.iter().find(|(k, _)| k == "csrf") {
        parts.extensions.insert(FormCsrf(csrf.clone()));
    }
    next.run(Request::from_parts(parts, Body::from(bytes)))
        .await
}

async fn asset(Path(file): Path<String>) -> Response {
    match ASSETS.iter().find(|(name, _, _)| *name == file) {
        Some((_, content_type, body)) => (
            [
                (header::CONTENT_TYPE, HeaderValue::from_static(content_type)),
                (
                    header::CACHE_CONTROL,
                    HeaderValue::from_static("public, max-age=3600"),
                ),
            ],
            *body,
        )
            .into_response(),
        None => (StatusCode::NOT_FOUND, Html("no such file")).into_response(),
    }
}

/// The judge's console's service worker (`assets/console-sw.js`), served from the root so
/// that its scope covers the game pages it keeps for a reload without a network. Never
/// cached by HTTP: a new worker reaches the browser with the next visit.
async fn console_worker() -> Response {
    (
        [
            (
                header::CONTENT_TYPE,
                HeaderValue::from_static("text/javascript; charset=utf-8"),
            ),
            (header::CACHE_CONTROL, HeaderValue::from_static("no-cache")),
        ],
        include_str!("../../assets/console-sw.js"),
    )
        .into_response()
}

/// A game's time for a page, written the one way ([`omerta_live::clock::written`]: the
/// game's zone with its name, or UTC): `text` for people, `iso` for `<time datetime>`,
/// `ms` for countdowns, and `zone` (the IANA name, or `UTC`) for the script that adds the
/// reader's own time where it differs (the `when` macro of `macros.html`).
pub fn when(ms: i64, zone: Option<&str>) -> Value {
    when_in(Lang::En, ms, zone)
}

/// [`when`] written in `lang` (English's words are `omerta_live::clock::written`'s).
pub fn when_in(lang: Lang, ms: i64, zone: Option<&str>) -> Value {
    json!({
        "ms": ms,
        "iso": omerta_live::clock::iso(ms),
        "text": omerta_i18n::written(lang, ms, zone),
        "zone": zone.unwrap_or("UTC"),
    })
}

/// The site's icon (a ring, the "o" of omerta, drawn once as a 32×32 PNG inside an ICO):
/// browsers ask for `/favicon.ico` on every page (issue 27: it was 404).
async fn favicon() -> Response {
    (
        [
            (
                header::CONTENT_TYPE,
                HeaderValue::from_static("image/x-icon"),
            ),
            (
                header::CACHE_CONTROL,
                HeaderValue::from_static("public, max-age=86400"),
            ),
        ],
        &include_bytes!("../../assets/favicon.ico")[..],
    )
        .into_response()
}

/// The event kinds a game's stream may carry, for the page's script to listen to.
pub fn kinds(ruleset: &str) -> Vec<String> {
    use omerta_live::Live;
    let game: &[&str] = match ruleset {
        "pro" => omerta_live::pro::ProTable::KINDS,
        "forum" => omerta_live::forum::ForumGame::KINDS,
        "1923" => omerta_live::mafia1923::Game1923::KINDS,
        _ => &[],
    };
    omerta_live::hosted::LOBBY_KINDS
        .iter()
        .map(|k| format!("lobby.{k}"))
        .chain(game.iter().map(|k| format!("{ruleset}.{k}")))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_template_compiles() {
        let env = environment();
        for (name, _) in TEMPLATES {
            env.get_template(name).expect(name);
        }
    }

    #[test]
    fn encode_escapes_a_query_value() {
        assert_eq!(encode("/games/1?x=a b"), "%2Fgames%2F1%3Fx%3Da+b");
    }
}
