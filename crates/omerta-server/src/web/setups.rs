//! The pages of forum setups (issue 32, item 5): the list with the upload form, a setup's
//! page (its roles, download, host a game with it, and for its owner the settings and
//! delete), saving a start form's choices, and a finished game's "Rehost". Every form
//! calls the same function as the API (`crate::setups`); a refusal is shown on the page
//! it came from, with every problem of the setup at its place.

use super::{error_page, form_caller, render, see_other, to_login};
use crate::auth::Caller;
use crate::error::{ApiError, Failure, Status};
use crate::setups::{self, SetupBody};
use crate::AppState;
use axum::extract::{Path, State};
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Form;
use omerta_service::error::{line_column, problem_in};
use serde::Deserialize;
use serde_json::{json, Value};

/// The upload form.
#[derive(Clone, Debug, Default, Deserialize, serde::Serialize)]
pub struct UploadForm {
    /// The file's text (the file input fills it, or it is pasted).
    #[serde(default)]
    file: String,
}

/// A setup's settings form.
#[derive(Clone, Debug, Default, Deserialize, serde::Serialize)]
pub struct SettingsForm {
    #[serde(default)]
    name: String,
    #[serde(default)]
    description: String,
    /// The box "Shared" (ticked: `on`).
    #[serde(default)]
    shared: String,
    /// The setup as JSON text.
    #[serde(default)]
    setup: String,
}

/// A refusal as the pages show it: the sentence and each problem at its place.
fn refusal(error: &ApiError, lang: omerta_i18n::Lang) -> Value {
    json!({
        "message": error.message_in(lang).lines().next().unwrap_or_default(),
        "problems": error.problems.iter().map(|p| json!({"at": place(p, lang), "message": problem_in(lang, p)})).collect::<Vec<_>>(),
    })
}

/// Where a problem is, for a reader: the pointer, and the line and column of a file that
/// is not JSON.
fn place(p: &omerta_live::forum::Problem, lang: omerta_i18n::Lang) -> String {
    match (p.line, p.column, p.at.is_empty()) {
        (Some(line), Some(column), _) => line_column(lang, &p.at, line, column),
        (_, _, true) => "/".to_string(),
        _ => p.at.clone(),
    }
}

/// `GET /setups`: the caller's setups, the shared ones, and the upload form.
pub async fn list(State(state): State<AppState>, caller: Caller) -> Response {
    list_page(&state, &caller, StatusCode::OK, None, "").await
}

async fn list_page(
    state: &AppState,
    caller: &Caller,
    status: StatusCode,
    error: Option<&ApiError>,
    typed: &str,
) -> Response {
    let listed = match setups::list(state, caller).await {
        Ok(listed) => listed,
        Err(error) => return error_page(caller, &error),
    };
    let (mine, shared): (Vec<_>, Vec<_>) = listed.into_iter().partition(|s| s.mine);
    render(
        status,
        "setups.html",
        caller,
        json!({
            "title": omerta_i18n::t(caller.lang(), "setups-title"),
            "mine": mine,
            "shared": shared,
            "signed_in": caller.account.is_some(),
            "refusal": error.map(|e| refusal(e, caller.lang())),
            "typed": typed,
        }),
    )
}

/// `POST /setups/upload`: the file read whole, then its page; every problem otherwise.
pub async fn upload(
    State(state): State<AppState>,
    caller: Result<Caller, Failure>,
    Form(form): Form<UploadForm>,
) -> Response {
    let caller = match form_caller(caller) {
        Ok(caller) => caller,
        Err(page) => return *page,
    };
    let Some(account) = &caller.account else {
        return to_login("/setups");
    };
    match setups::upload(&state, account, &form.file).await {
        Ok(id) => see_other(&format!("/setups/{id}")),
        // What was typed comes back to be mended, unless it is too long to show again.
        Err(error) => {
            let typed = if form.file.len() <= 200_000 {
                form.file.as_str()
            } else {
                ""
            };
            list_page(&state, &caller, error.status(), Some(&error), typed).await
        }
    }
}

/// `GET /setups/{id}`.
pub async fn page(State(state): State<AppState>, caller: Caller, Path(id): Path<i64>) -> Response {
    setup_page(&state, &caller, id, StatusCode::OK, None).await
}

async fn setup_page(
    state: &AppState,
    caller: &Caller,
    id: i64,
    status: StatusCode,
    refused: Option<(&ApiError, &SettingsForm)>,
) -> Response {
    let detail = match setups::get(state, caller, id).await {
        Ok(detail) => detail,
        Err(error) => return error_page(caller, &error),
    };
    let setup_text = serde_json::to_string_pretty(&detail.setup).unwrap_or_default();
    let form = match refused {
        Some((_, form)) => json!(form),
        None => json!({
            "name": detail.summary.name,
            "description": detail.summary.description,
            "shared": if detail.summary.shared { "on" } else { "" },
            "setup": setup_text,
        }),
    };
    let roles: Vec<Value> = detail
        .setup
        .roles
        .iter()
        .map(|r| {
            // Abilities not given are the role name's (the deal's own rule).
            let abilities = r.abilities.clone().unwrap_or_else(|| {
                omerta_live::forum::default_abilities(&r.faction, r.role.as_deref())
            });
            json!({"faction": r.faction, "role": r.role, "abilities": abilities, "night": !r.night.is_empty()})
        })
        .collect();
    render(
        status,
        "setup.html",
        caller,
        json!({
            "title": detail.summary.name.clone(),
            "s": detail.summary,
            "game": detail.setup.game,
            "night_method": detail.setup.night_method,
            "reveal": detail.setup.reveal,
            "role_list": detail.setup.role_list,
            "roles": roles,
            "form": form,
            "refusal": refused.map(|(e, _)| refusal(e, caller.lang())),
            "signed_in": caller.account.is_some(),
        }),
    )
}

/// `POST /setups/{id}`: the settings form (name, description, shared, the setup's JSON).
pub async fn update(
    State(state): State<AppState>,
    caller: Result<Caller, Failure>,
    Path(id): Path<i64>,
    Form(form): Form<SettingsForm>,
) -> Response {
    let caller = match form_caller(caller) {
        Ok(caller) => caller,
        Err(page) => return *page,
    };
    let Some(account) = &caller.account else {
        return to_login(&format!("/setups/{id}"));
    };
    let body = serde_json::from_str::<Value>(&form.setup)
        .map_err(|e| {
            ApiError::new(
                crate::error::Kind::BadRequest,
                "not_a_setup_file",
                format!("The setup is not JSON: {e}."),
            )
        })
        .map(|setup| SetupBody {
            name: form.name.clone(),
            description: form.description.clone(),
            shared: !form.shared.is_empty(),
            setup,
        });
    let done = match body {
        Ok(body) => setups::update(&state, account, id, &body).await,
        Err(error) => Err(error),
    };
    match done {
        Ok(()) => see_other(&format!("/setups/{id}")),
        Err(error) => setup_page(&state, &caller, id, error.status(), Some((&error, &form))).await,
    }
}

/// `POST /setups/{id}/delete`.
pub async fn delete(
    State(state): State<AppState>,
    caller: Result<Caller, Failure>,
    Path(id): Path<i64>,
) -> Response {
    let caller = match form_caller(caller) {
        Ok(caller) => caller,
        Err(page) => return *page,
    };
    let Some(account) = &caller.account else {
        return to_login(&format!("/setups/{id}"));
    };
    match setups::delete(&state, account, id).await {
        Ok(()) => see_other("/setups"),
        Err(error) => error_page(&caller, &error),
    }
}

/// `GET /setups/{id}/file`: the setup file, to download.
pub async fn download(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<i64>,
) -> Response {
    match setups::file(&state, &caller, id).await {
        Ok((name, text)) => attachment(&name, text),
        Err(error) => error_page(&caller, &error),
    }
}

/// `GET /games/{id}/setup.json`: the setup a forum game was dealt from, as a file.
pub async fn game_file(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<i64>,
) -> Response {
    match setups::of_game(&state, &caller, id).await {
        Ok(file) => attachment(&setups::file_name(&file.name), file.to_text()),
        Err(error) => error_page(&caller, &error),
    }
}

fn attachment(name: &str, text: String) -> Response {
    let disposition = format!("attachment; filename=\"{name}\"");
    (
        [
            (
                header::CONTENT_TYPE,
                HeaderValue::from_static("application/json; charset=utf-8"),
            ),
            (
                header::CONTENT_DISPOSITION,
                HeaderValue::from_str(&disposition)
                    .unwrap_or(HeaderValue::from_static("attachment")),
            ),
        ],
        text,
    )
        .into_response()
}

/// `POST /setups/{id}/host`: a lobby hosted from the setup, then its page.
pub async fn host(
    State(state): State<AppState>,
    caller: Result<Caller, Failure>,
    Path(id): Path<i64>,
) -> Response {
    let caller = match form_caller(caller) {
        Ok(caller) => caller,
        Err(page) => return *page,
    };
    let Some(account) = &caller.account else {
        return to_login(&format!("/setups/{id}"));
    };
    match setups::host(&state, account, id).await {
        Ok(game) => see_other(&format!("/games/{game}")),
        Err(error) => error_page(&caller, &error),
    }
}

/// `POST /games/{id}/rehost`: a new lobby with the finished game's setup, then its page
/// (a second tap lands on the same lobby).
pub async fn rehost(
    State(state): State<AppState>,
    caller: Result<Caller, Failure>,
    Path(id): Path<i64>,
) -> Response {
    let caller = match form_caller(caller) {
        Ok(caller) => caller,
        Err(page) => return *page,
    };
    let Some(account) = &caller.account else {
        return to_login(&format!("/games/{id}"));
    };
    match setups::rehost(&state, account, id).await {
        Ok(game) => see_other(&format!("/games/{game}")),
        Err(error) => error_page(&caller, &error),
    }
}

/// `POST /setups/from-form`: a start form's choices saved as a setup under `save_name`,
/// then the setup's page. The form's fields are read as the start command they would
/// send (`super::forms::command`), so what is saved is what the start would have been
/// given. From htmx, the answer is where to go (`HX-Redirect`), or the refusal drawn in
/// the page's main region.
pub async fn from_form(
    State(state): State<AppState>,
    caller: Result<Caller, Failure>,
    headers: HeaderMap,
    Form(fields): Form<Vec<(String, String)>>,
) -> Response {
    let caller = match form_caller(caller) {
        Ok(caller) => caller,
        Err(page) => return *page,
    };
    let Some(account) = &caller.account else {
        return to_login("/setups");
    };
    let name = fields
        .iter()
        .find(|(k, _)| k == "save_name")
        .map(|(_, v)| v.clone())
        .unwrap_or_default();
    let setup = super::forms::command(&fields)
        .map_err(ApiError::bad_request)
        .map(|command| {
            command
                .lobby
                .map(|l| l["setup"].clone())
                .unwrap_or(Value::Null)
        });
    let saved = match setup {
        Ok(setup) => {
            let body = SetupBody {
                name,
                description: String::new(),
                shared: false,
                setup,
            };
            setups::save(&state, account, &body).await
        }
        Err(error) => Err(error),
    };
    let htmx = headers.contains_key("hx-request");
    match saved {
        Ok(id) if htmx => redirect_htmx(&format!("/setups/{id}")),
        Ok(id) => see_other(&format!("/setups/{id}")),
        Err(error) => {
            let mut page = list_page(&state, &caller, error.status(), Some(&error), "").await;
            if htmx {
                // The start form's region is the game's: the refusal goes in the page's
                // main region instead.
                let headers = page.headers_mut();
                headers.insert("hx-retarget", HeaderValue::from_static("#main"));
                headers.insert("hx-reselect", HeaderValue::from_static("#main"));
                headers.insert("hx-reswap", HeaderValue::from_static("outerHTML"));
                headers.insert("hx-push-url", HeaderValue::from_static("/setups"));
            }
            page
        }
    }
}

fn redirect_htmx(location: &str) -> Response {
    let mut response = StatusCode::NO_CONTENT.into_response();
    if let Ok(value) = HeaderValue::from_str(location) {
        response.headers_mut().insert("hx-redirect", value);
    }
    response
}

/// What a forum game's page adds for setups: in a lobby, the setup it was opened with
/// and the host's saved setups (the start form's "use a saved setup"); once finished,
/// whether the reader may rehost it.
pub async fn game_context(
    state: &AppState,
    caller: &Caller,
    id: i64,
    status: &str,
) -> Result<Value, ApiError> {
    match status {
        "lobby" => {
            let lobby = setups::of_lobby(state, id).await?.map(|(name, setup)| {
                json!({"name": name, "json": serde_json::to_string(&setup).unwrap_or_default()})
            });
            let mine = match &caller.account {
                Some(account) => setups::mine(state, account)
                    .await?
                    .into_iter()
                    .map(|d| json!({"id": d.summary.id, "name": d.summary.name, "roles": d.summary.roles, "json": serde_json::to_string(&d.setup).unwrap_or_default()}))
                    .collect(),
                None => Vec::new(),
            };
            Ok(json!({"lobby": lobby, "mine": mine}))
        }
        _ => Ok(json!({})),
    }
}
