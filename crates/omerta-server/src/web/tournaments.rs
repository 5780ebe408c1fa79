//! The pages of tournament events: the list and the form to create one, an event's page
//! (its players, schedule and judges, and the organiser's forms), each player's page (their
//! table and seat in every round) and the event's standings. Every form calls the same
//! function as the API (`crate::tournaments`); a refusal is shown on the event's page.

use super::standings::chart;
use super::{error_page, form_caller, render, see_other, to_login};
use crate::auth::Caller;
use crate::error::{ApiError, Failure, Kind, Status};
use crate::tournaments::{self, Draw, Judge, Loaded, Merge, NewEvent, Registration};
use crate::AppState;
use axum::extract::{Path, State};
use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Form;
use omerta_service::error::ApiResult;
use serde::Deserialize;
use serde_json::{json, Value};

/// A number typed in a form, or a sentence saying what was expected.
fn number(text: &str, what: &str) -> ApiResult<i64> {
    text.trim().parse().map_err(|_| {
        ApiError::new(
            Kind::Unprocessable,
            "invalid_number",
            format!("{what} is a whole number"),
        )
    })
}

/// `GET /events`: the events, the signed-in account's own, and the form to create one.
pub async fn list(State(state): State<AppState>, caller: Caller) -> Response {
    list_page(&state, &caller, StatusCode::OK, json!({})).await
}

async fn list_page(state: &AppState, caller: &Caller, status: StatusCode, form: Value) -> Response {
    let listed = match tournaments::list(state).await {
        Ok(list) => list,
        Err(error) => return error_page(caller, &error),
    };
    let mine = match caller.id() {
        Some(account) => match tournaments::of_account(state, account).await {
            Ok(mine) => mine,
            Err(error) => return error_page(caller, &error),
        },
        None => Vec::new(),
    };
    render(
        status,
        "events.html",
        caller,
        json!({
            "title": "Events",
            "events": listed.iter().map(tournaments::event_summary).collect::<Vec<_>>(),
            "mine": mine.iter().map(|(e, n)| json!({"id": e.id, "name": e.name, "number": n})).collect::<Vec<_>>(),
            "form": form,
        }),
    )
}

#[derive(Deserialize)]
pub struct NewEventForm {
    name: String,
    rounds: String,
    tables: String,
    #[serde(default)]
    tiebreak: String,
}

/// `POST /events`: creates the event, then its page.
pub async fn create(
    State(state): State<AppState>,
    caller: Result<Caller, Failure>,
    Form(form): Form<NewEventForm>,
) -> Response {
    let caller = match form_caller(caller) {
        Ok(caller) => caller,
        Err(page) => return *page,
    };
    let Some(account) = &caller.account else {
        return to_login("/events");
    };
    let created = async {
        let body = NewEvent {
            name: form.name.clone(),
            rounds: number(&form.rounds, "the number of rounds")?,
            tables: number(&form.tables, "the number of tables")?,
            tiebreak: Some(form.tiebreak.clone()),
        };
        tournaments::create(&state, account, &body).await
    }
    .await;
    match created {
        Ok(id) => see_other(&format!("/events/{id}")),
        Err(error) => {
            let echo = json!({"name": form.name, "rounds": form.rounds, "tables": form.tables, "tiebreak": form.tiebreak, "error": error.message_in(caller.lang())});
            list_page(&state, &caller, error.status(), echo).await
        }
    }
}

/// `GET /events/{id}`.
pub async fn page(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<String>,
) -> Response {
    event_page(&state, &caller, &id, None).await
}

/// The event's page, with a refusal to show when a form was refused.
async fn event_page(
    state: &AppState,
    caller: &Caller,
    id: &str,
    refusal: Option<&ApiError>,
) -> Response {
    let loaded = match load(state, id).await {
        Ok(loaded) => loaded,
        Err(error) => return error_page(caller, &error),
    };
    let organises = caller
        .account
        .as_ref()
        .is_some_and(|a| a.id == loaded.event.organiser || a.admin);
    let mut event = omerta_service::json::value(&tournaments::event_json(&loaded));
    event["you"] = json!(caller.id().and_then(|me| loaded
        .players
        .iter()
        .find(|p| p.account == Some(me))
        .map(|p| p.number)));
    render(
        refusal.map_or(StatusCode::OK, |e| e.status()),
        "event.html",
        caller,
        json!({
            "title": loaded.event.name,
            "event": event,
            "organises": organises,
            "error": refusal.map(|e| e.message_in(caller.lang())),
            "guests": loaded.players.iter().filter(|p| p.account.is_none()).map(|p| json!({"number": p.number, "name": p.name()})).collect::<Vec<_>>(),
            "table_numbers": (1..=loaded.event.tables).collect::<Vec<_>>(),
            "round_numbers": (1..=loaded.event.rounds).collect::<Vec<_>>(),
        }),
    )
}

/// An event by the id in its address (not a number: no such event).
async fn load(state: &AppState, id: &str) -> ApiResult<Loaded> {
    let id = id
        .parse()
        .map_err(|_| ApiError::not_found(format!("there is no event {id:?}")))?;
    tournaments::load(state, id).await
}

/// After an organiser's form: the event's page again (its address, so that reloading
/// sends nothing), or the page with the refusal.
async fn after<T>(state: &AppState, caller: &Caller, id: i64, done: ApiResult<T>) -> Response {
    match done {
        Ok(_) => see_other(&format!("/events/{id}")),
        Err(error) => event_page(state, caller, &id.to_string(), Some(&error)).await,
    }
}

#[derive(Deserialize)]
pub struct RegisterForm {
    #[serde(default)]
    account: Option<String>,
    #[serde(default)]
    guest: Option<String>,
}

/// `POST /events/{id}/players`.
pub async fn register(
    State(state): State<AppState>,
    caller: Result<Caller, Failure>,
    Path(id): Path<i64>,
    Form(form): Form<RegisterForm>,
) -> Response {
    let caller = match form_caller(caller) {
        Ok(caller) => caller,
        Err(page) => return *page,
    };
    // Back at the field just used, focused, for the next name (`data-focus-after`).
    let field = if form.guest.is_some() {
        "register-guest"
    } else {
        "register-account"
    };
    let body = Registration {
        account: form.account,
        guest: form.guest,
    };
    match tournaments::register(&state, &caller, id, &body).await {
        Ok(_) => see_other(&format!("/events/{id}#{field}")),
        Err(error) => event_page(&state, &caller, &id.to_string(), Some(&error)).await,
    }
}

#[derive(Deserialize)]
pub struct MergeForm {
    player: String,
    account: String,
}

/// `POST /events/{id}/merge`: the guest chosen in the form into the account named.
pub async fn merge(
    State(state): State<AppState>,
    caller: Result<Caller, Failure>,
    Path(id): Path<i64>,
    Form(form): Form<MergeForm>,
) -> Response {
    let caller = match form_caller(caller) {
        Ok(caller) => caller,
        Err(page) => return *page,
    };
    let done = async {
        let player = number(&form.player, "a player")?;
        let body = Merge {
            account: form.account.clone(),
        };
        tournaments::merge(&state, &caller, id, player, &body).await
    }
    .await;
    after(&state, &caller, id, done).await
}

#[derive(Deserialize)]
pub struct DrawForm {
    #[serde(default)]
    seed: String,
}

/// `POST /events/{id}/draw`.
pub async fn draw(
    State(state): State<AppState>,
    caller: Result<Caller, Failure>,
    Path(id): Path<i64>,
    Form(form): Form<DrawForm>,
) -> Response {
    let caller = match form_caller(caller) {
        Ok(caller) => caller,
        Err(page) => return *page,
    };
    let done = async {
        let seed = match form.seed.trim() {
            "" => None,
            text => Some(text.parse::<u64>().map_err(|_| {
                ApiError::new(
                    Kind::Unprocessable,
                    "invalid_number",
                    "a seed is a whole number from 0 up, or empty for a random one",
                )
            })?),
        };
        tournaments::draw(&state, &caller, id, &Draw { seed }).await
    }
    .await;
    after(&state, &caller, id, done).await
}

#[derive(Deserialize)]
pub struct JudgeForm {
    table: String,
    #[serde(default)]
    round: String,
    judge: String,
}

/// `POST /events/{id}/judges`.
pub async fn judge(
    State(state): State<AppState>,
    caller: Result<Caller, Failure>,
    Path(id): Path<i64>,
    Form(form): Form<JudgeForm>,
) -> Response {
    let caller = match form_caller(caller) {
        Ok(caller) => caller,
        Err(page) => return *page,
    };
    let done = async {
        let body = Judge {
            table: number(&form.table, "a table")?,
            round: match form.round.trim() {
                "" => None,
                text => Some(number(text, "a round")?),
            },
            judge: form.judge.clone(),
        };
        tournaments::assign_judge(&state, &caller, id, &body).await
    }
    .await;
    after(&state, &caller, id, done).await
}

/// `POST /events/{id}/rounds/{round}/games`.
pub async fn create_round(
    State(state): State<AppState>,
    caller: Result<Caller, Failure>,
    Path((id, round)): Path<(i64, i64)>,
) -> Response {
    let caller = match form_caller(caller) {
        Ok(caller) => caller,
        Err(page) => return *page,
    };
    let done = tournaments::create_round(&state, &caller, id, round).await;
    after(&state, &caller, id, done).await
}

/// `GET /events/{id}/players/{number}`: a player's table and seat in every round.
pub async fn player(
    State(state): State<AppState>,
    caller: Caller,
    Path((id, number)): Path<(String, String)>,
) -> Response {
    let shown = async {
        let loaded = load(&state, &id).await?;
        let number: i64 = number
            .parse()
            .map_err(|_| ApiError::not_found(format!("there is no player {number:?}")))?;
        tournaments::player_page_json(&loaded, number).map(|p| omerta_service::json::value(&p))
    }
    .await;
    match shown {
        Ok(player) => render(
            StatusCode::OK,
            "event_player.html",
            &caller,
            json!({"title": format!("{}: {}", player["name"].as_str().unwrap_or_default(), player["event"]["name"].as_str().unwrap_or_default()), "player": player}),
        ),
        Err(error) => error_page(&caller, &error),
    }
}

/// `GET /events/{id}/me`: the signed-in account's own page in the event.
pub async fn me(State(state): State<AppState>, caller: Caller, Path(id): Path<String>) -> Response {
    let Some(account) = caller.id() else {
        return to_login(&format!("/events/{}/me", super::encode(&id)));
    };
    match load(&state, &id).await {
        Ok(loaded) => match loaded.players.iter().find(|p| p.account == Some(account)) {
            Some(p) => see_other(&format!("/events/{}/players/{}", loaded.event.id, p.number)),
            None => error_page(
                &caller,
                &ApiError::not_found("you are not registered in this event"),
            ),
        },
        Err(error) => error_page(&caller, &error),
    }
}

/// `GET /events/{id}/standings.csv`: the event's standings as the page shows them, one row
/// per player (the same columns as `/standings.csv`).
pub async fn standings_csv(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<String>,
) -> Response {
    let id = id.trim_end_matches(".csv").to_string();
    let asked = async {
        let loaded = load(&state, &id).await?;
        tournaments::event_standings(&state, &loaded).await
    }
    .await;
    match asked {
        Ok(asked) => (
            [(header::CONTENT_TYPE, "text/csv; charset=utf-8")],
            super::standings::standings_csv(&asked.places, &asked.lines),
        )
            .into_response(),
        Err(error) => error_page(&caller, &error),
    }
}

/// `GET /events/{id}/standings`.
pub async fn standings(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<String>,
) -> Response {
    let shown = async {
        let loaded = load(&state, &id).await?;
        let asked = tournaments::event_standings(&state, &loaded).await?;
        let refs: Vec<_> = asked.games.iter().collect();
        let mut table = omerta_service::json::value(&tournaments::standings_json(&loaded, &asked));
        table["chart"] = json!(chart(&loaded.event.name, &asked.lines, &refs));
        Ok::<_, ApiError>(table)
    }
    .await;
    match shown {
        Ok(table) => render(
            StatusCode::OK,
            "event_standings.html",
            &caller,
            json!({"title": format!("Standings: {}", table["event"]["name"].as_str().unwrap_or_default()), "table": table}),
        ),
        Err(error) => error_page(&caller, &error),
    }
}
