//! The pages of followed threads: the host's list with the form to follow a thread, and a
//! follow's page (the count, the vote history with a link to each vote's post, the last
//! fetch and its error, "Fetch now", the settings). Every form calls the same function as
//! the API (`crate::follows`); a refusal is shown on the page it came from.

use super::{error_page, form_caller, render, see_other, to_login};
use crate::auth::Caller;
use crate::error::{ApiError, Failure, Status};
use crate::follows::{self, FollowBody, DEFAULT_EVERY_MINUTES};
use crate::AppState;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::Response;
use axum::Form;
use serde::Deserialize;
use serde_json::{json, Value};

/// The fields of both forms (following a thread, and a follow's settings).
#[derive(Clone, Debug, Default, Deserialize, serde::Serialize)]
pub struct FollowForm {
    #[serde(default)]
    title: String,
    #[serde(default)]
    url: String,
    #[serde(default)]
    site: String,
    #[serde(default)]
    zone: String,
    #[serde(default)]
    every_minutes: String,
    #[serde(default)]
    webhook_url: String,
    #[serde(default)]
    webhook_secret: String,
    /// The settings form's box "Remove the webhook secret" (ticked: `on`).
    #[serde(default)]
    remove_webhook_secret: String,
    /// The host's document as JSON text; empty: unchanged (none on a new follow).
    #[serde(default)]
    document: String,
}

impl FollowForm {
    /// The API's body, or a sentence for a field that is not what it should be.
    fn body(&self) -> Result<FollowBody, ApiError> {
        let every_minutes = match self.every_minutes.trim() {
            "" => None,
            text => Some(
                text.parse::<i64>()
                    .map_err(|_| follows::every_not_a_number(text))?,
            ),
        };
        let document = match self.document.trim() {
            "" => None,
            text => Some(serde_json::from_str(text).map_err(|e| follows::document_not_json(&e))?),
        };
        let text = |t: &str| Some(t.trim().to_owned()).filter(|t| !t.is_empty());
        Ok(FollowBody {
            title: self.title.clone(),
            url: self.url.clone(),
            site: text(&self.site),
            zone: text(&self.zone),
            document,
            every_minutes,
            webhook_url: text(&self.webhook_url),
            webhook_secret: text(&self.webhook_secret),
            remove_webhook_secret: !self.remove_webhook_secret.is_empty(),
        })
    }
}

/// `GET /follows`: the caller's follows and the form to follow a thread.
pub async fn list(State(state): State<AppState>, caller: Caller) -> Response {
    list_page(&state, &caller, StatusCode::OK, json!({})).await
}

async fn list_page(state: &AppState, caller: &Caller, status: StatusCode, form: Value) -> Response {
    let Some(account) = &caller.account else {
        return to_login("/follows");
    };
    let rows = match crate::follows::list(state, account.id).await {
        Ok(rows) => rows,
        Err(error) => return error_page(caller, &error),
    };
    let lang = caller.lang();
    render(
        status,
        "follows.html",
        caller,
        json!({
            "title": omerta_i18n::t(lang, "follows-title"),
            "follows": rows
                .iter()
                .map(|row| follows::summary(row, caller.lang()))
                .collect::<Vec<_>>(),
            "form": form,
            "every_default": DEFAULT_EVERY_MINUTES,
        }),
    )
}

/// `POST /follows`: follows the thread, then its page.
pub async fn create(
    State(state): State<AppState>,
    caller: Result<Caller, Failure>,
    Form(form): Form<FollowForm>,
) -> Response {
    let caller = match form_caller(caller) {
        Ok(caller) => caller,
        Err(page) => return *page,
    };
    let Some(account) = &caller.account else {
        return to_login("/follows");
    };
    let created = match form.body() {
        Ok(body) => follows::create(&state, account, &body).await,
        Err(error) => Err(error),
    };
    match created {
        Ok(id) => see_other(&format!("/follows/{id}")),
        Err(error) => {
            let mut echo = json!(form);
            echo["error"] = json!(error.message_in(caller.lang()));
            list_page(&state, &caller, error.status(), echo).await
        }
    }
}

/// `GET /follows/{id}`.
pub async fn page(State(state): State<AppState>, caller: Caller, Path(id): Path<i64>) -> Response {
    follow_page(&state, &caller, id, StatusCode::OK, None).await
}

/// A follow's page; `refusal` is a form's refused change, shown with what was typed.
async fn follow_page(
    state: &AppState,
    caller: &Caller,
    id: i64,
    status: StatusCode,
    refusal: Option<(&ApiError, &FollowForm)>,
) -> Response {
    if caller.account.is_none() {
        return to_login(&format!("/follows/{id}"));
    }
    let view = match follows::load(state, caller, id).await {
        Ok(row) => follows::follow_json(state, &row, caller.lang())
            .await
            .map(|view| omerta_service::json::value(&view)),
        Err(error) => Err(error),
    };
    let mut view = match view {
        Ok(view) => view,
        Err(error) => return error_page(caller, &error),
    };
    let document = match &view["document"] {
        Value::Null => String::new(),
        d => serde_json::to_string_pretty(d).unwrap_or_default(),
    };
    view["document_text"] = json!(document);
    let (error, form) = match refusal {
        Some((error, form)) => (Some(error.message_in(caller.lang())), json!(form)),
        None => (None, Value::Null),
    };
    let lang = caller.lang();
    let when = |ms: i64| super::when_in(lang, ms, None);
    render(
        status,
        "follow.html",
        caller,
        json!({
            "title": view["title"].clone(),
            "follow": view,
            "refusal": error,
            "form": form,
            // Written the one way games' times are (UTC here: a forum thread has no zone;
            // the reader's own time beside it), in the reader's language: issue 27 found
            // raw ISO and UTC dates.
            "fetched_at": view["fetched_at"].as_i64().map(when),
            "next_fetch_at": view["next_fetch_at"].as_i64().map(when),
            "webhook_since": view["webhook"]["since"].as_i64().map(when),
            "webhook_next_try": view["webhook"]["next_try"].as_i64().map(when),
            "vote_times": view["votes"].as_array().map(|votes| {
                votes
                    .iter()
                    .map(|v| v["at"].as_str().and_then(omerta_live::clock::instant).map(when))
                    .collect::<Vec<_>>()
            }),
        }),
    )
}

/// `POST /follows/{id}`: the settings form.
pub async fn update(
    State(state): State<AppState>,
    caller: Result<Caller, Failure>,
    Path(id): Path<i64>,
    Form(form): Form<FollowForm>,
) -> Response {
    let caller = match form_caller(caller) {
        Ok(caller) => caller,
        Err(page) => return *page,
    };
    let updated = match form.body() {
        Ok(body) => follows::update(&state, &caller, id, &body).await,
        Err(error) => Err(error),
    };
    match updated {
        Ok(()) => see_other(&format!("/follows/{id}")),
        Err(error) => follow_page(&state, &caller, id, error.status(), Some((&error, &form))).await,
    }
}

/// `POST /follows/{id}/delete`: "Stop following", then the list.
pub async fn delete(
    State(state): State<AppState>,
    caller: Result<Caller, Failure>,
    Path(id): Path<i64>,
) -> Response {
    let caller = match form_caller(caller) {
        Ok(caller) => caller,
        Err(page) => return *page,
    };
    match follows::stop(&state, &caller, id).await {
        Ok(()) => see_other("/follows"),
        Err(error) => error_page(&caller, &error),
    }
}

/// `POST /follows/{id}/fetch`: "Fetch now".
pub async fn fetch(
    State(state): State<AppState>,
    caller: Result<Caller, Failure>,
    Path(id): Path<i64>,
) -> Response {
    let caller = match form_caller(caller) {
        Ok(caller) => caller,
        Err(page) => return *page,
    };
    match follows::fetch_now(&state, &caller, id).await {
        Ok(_) => see_other(&format!("/follows/{id}")),
        Err(error) => error_page(&caller, &error),
    }
}
