//! Players' profiles, seasons, series and leaderboards (issue 31, item 4): the pages over
//! `omerta_service::records`, which reads the finished games' summaries and hands the
//! tallies, rankings and leaderboards `omerta-tournament` computes. A form is one call of
//! the same functions; a refusal is shown on the page the form was on.

use super::{error_page, form_caller, render, see_other, to_login};
use crate::auth::Caller;
use crate::error::{ApiError, Failure, Status};
use crate::AppState;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::Response;
use axum::Form;
use omerta_service::error::ApiResult;
use omerta_service::records::{self, NewSeason, NewSeries, Ranked};
use omerta_tournament::{Leaderboards, RoleLine};
use serde::Deserialize;
use serde_json::{json, Value};
use std::collections::HashSet;

fn role_json(line: &RoleLine) -> Value {
    json!({
        "role": line.role,
        "games": line.games,
        "wins": line.wins,
        "average": line.average().to_string(),
        "best_move": line.best_move.to_string(),
        "fouls": line.fouls,
        "first_out": line.first_out,
    })
}

/// `GET /players/{name}`: an account's profile.
pub async fn profile(
    State(state): State<AppState>,
    caller: Caller,
    Path(name): Path<String>,
) -> Response {
    let found = match records::profile_of(&state, &name).await {
        Ok(found) => found,
        Err(error) => return error_page(&caller, &error),
    };
    let p = &found.profile;
    let sides = |lines: &[omerta_tournament::SideLine]| -> Vec<Value> {
        lines
            .iter()
            .map(|l| json!({"side": l.side, "games": l.games, "wins": l.wins}))
            .collect()
    };
    let games: Vec<Value> = p
        .games
        .iter()
        .map(|g| {
            json!({
                "id": g.id,
                "ruleset": g.ruleset,
                "title": g.title,
                "event": g.event,
                "name": g.name,
                "side": g.side,
                "won": g.won,
                "total": g.total.map(|t| t.to_string()),
            })
        })
        .collect();
    let count = |ruleset: &str| p.games.iter().filter(|g| g.ruleset == ruleset).count();
    render(
        StatusCode::OK,
        "profile.html",
        &caller,
        json!({
            "title": found.account.name,
            "name": found.account.name,
            "pro": p.pro.iter().map(role_json).collect::<Vec<_>>(),
            "pro_all": role_json(&p.pro_all),
            "forum": sides(&p.forum),
            "m1923": sides(&p.m1923),
            "games": games,
            "counts": {"pro": count("pro"), "forum": count("forum"), "m1923": count("1923")},
        }),
    )
}

fn leaderboards_json(boards: &Leaderboards, accounts: &HashSet<String>) -> Value {
    let leader = |l: &omerta_tournament::Leader| {
        json!({
            "name": l.name,
            "account": accounts.contains(&l.name),
            "games": l.games,
            "wins": l.wins,
            "average": l.average.to_string(),
        })
    };
    json!({
        "wins": boards.wins.iter().map(|(role, leaders)| json!({
            "role": role,
            "leaders": leaders.iter().map(leader).collect::<Vec<_>>(),
        })).collect::<Vec<_>>(),
        "average": boards.average.iter().map(leader).collect::<Vec<_>>(),
        "min_games": boards.min_games,
    })
}

fn ranked_json(ranked: &Ranked) -> Value {
    let lines: Vec<Value> = ranked
        .ranking
        .lines
        .iter()
        .zip(&ranked.ranking.places)
        .map(|(line, place)| {
            json!({
                "place": place,
                "name": line.name,
                "account": ranked.accounts.contains(&line.name),
                "games": line.games,
                "wins": line.wins,
                "extra": line.extra.to_string(),
                "total": line.total.to_string(),
                "average": line.average().to_string(),
            })
        })
        .collect();
    json!({
        "events": ranked.events.iter().map(|(id, name)| json!({"id": id, "name": name})).collect::<Vec<_>>(),
        "games": ranked.ranking.games.len(),
        "lines": lines,
        "tiebreak": ranked.policy.iter().map(|t| t.name()).collect::<Vec<_>>(),
        "boards": leaderboards_json(&ranked.leaderboards, &ranked.accounts),
    })
}

/// `GET /leaderboards`: over every finished Pro game.
pub async fn leaderboards(State(state): State<AppState>, caller: Caller) -> Response {
    match records::all_leaderboards(&state).await {
        Ok((boards, accounts)) => render(
            StatusCode::OK,
            "leaderboards.html",
            &caller,
            json!({"title": omerta_i18n::t(caller.lang(), "records-leaderboards-title"), "standalone": true, "boards": leaderboards_json(&boards, &accounts)}),
        ),
        Err(error) => error_page(&caller, &error),
    }
}

/// `GET /seasons`: the seasons and series, and the forms to create them.
pub async fn list(State(state): State<AppState>, caller: Caller) -> Response {
    list_page(&state, &caller, StatusCode::OK, json!({})).await
}

async fn list_page(state: &AppState, caller: &Caller, status: StatusCode, form: Value) -> Response {
    let (seasons, series) = match records::list(state).await {
        Ok(listed) => listed,
        Err(error) => return error_page(caller, &error),
    };
    let series_name = |id: Option<i64>| {
        id.and_then(|id| series.iter().find(|s| s.id == id))
            .map(|s| s.name.clone())
    };
    render(
        status,
        "seasons.html",
        caller,
        json!({
            "title": omerta_i18n::t(caller.lang(), "records-seasons-title"),
            "seasons": seasons.iter().map(|s| json!({
                "id": s.id, "name": s.name, "series": series_name(s.series_id),
                "starts_on": s.starts_on, "ends_on": s.ends_on,
            })).collect::<Vec<_>>(),
            "series": series.iter().map(|s| json!({"id": s.id, "name": s.name})).collect::<Vec<_>>(),
            "form": form,
        }),
    )
}

#[derive(Deserialize)]
pub struct SeasonForm {
    #[serde(default)]
    name: String,
    #[serde(default)]
    series: String,
    #[serde(default)]
    starts_on: String,
    #[serde(default)]
    ends_on: String,
    #[serde(default)]
    tiebreak: String,
    /// `season` or `series`: which of the two forms was sent.
    #[serde(default)]
    kind: String,
}

/// `POST /seasons`: creates a season or a series, then its page.
pub async fn create(
    State(state): State<AppState>,
    caller: Result<Caller, Failure>,
    Form(form): Form<SeasonForm>,
) -> Response {
    let caller = match form_caller(caller) {
        Ok(caller) => caller,
        Err(page) => return *page,
    };
    if caller.account.is_none() {
        return to_login("/seasons");
    }
    let created = async {
        if form.kind == "series" {
            let body = NewSeries {
                name: form.name.clone(),
                tiebreak: Some(form.tiebreak.clone()),
            };
            let id = records::create_series(&state, &caller, &body).await?;
            return Ok(format!("/series/{id}"));
        }
        let series = match form.series.trim() {
            "" => None,
            text => Some(text.parse::<i64>().map_err(|_| {
                ApiError::bad_request(format!(
                    "there is no series {:?}",
                    text.chars().take(20).collect::<String>()
                ))
            })?),
        };
        let body = NewSeason {
            name: form.name.clone(),
            series,
            starts_on: Some(form.starts_on.clone()),
            ends_on: Some(form.ends_on.clone()),
            tiebreak: Some(form.tiebreak.clone()),
        };
        let id = records::create_season(&state, &caller, &body).await?;
        ApiResult::Ok(format!("/seasons/{id}"))
    }
    .await;
    match created {
        Ok(location) => see_other(&location),
        Err(error) => {
            let echo = json!({
                "kind": form.kind, "name": form.name, "series": form.series,
                "starts_on": form.starts_on, "ends_on": form.ends_on,
                "tiebreak": form.tiebreak, "error": error.message_in(caller.lang()),
            });
            list_page(&state, &caller, error.status(), echo).await
        }
    }
}

fn id_of(text: &str, what: &str) -> ApiResult<i64> {
    text.parse().map_err(|_| {
        ApiError::not_found(format!(
            "there is no {what} {:?}",
            text.chars().take(20).collect::<String>()
        ))
    })
}

/// `GET /seasons/{id}`: the season's ranking, events and leaderboards.
pub async fn season(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<String>,
) -> Response {
    season_page(&state, &caller, &id, None).await
}

async fn season_page(
    state: &AppState,
    caller: &Caller,
    id: &str,
    refusal: Option<&ApiError>,
) -> Response {
    let found = async {
        let id = id_of(id, "season")?;
        records::season(state, id).await
    }
    .await;
    let found = match found {
        Ok(found) => found,
        Err(error) => return error_page(caller, &error),
    };
    let organises = caller
        .account
        .as_ref()
        .is_some_and(|a| a.id == found.season.organiser_id || a.admin);
    // The events the organiser may add: those they organise (a site admin: every event).
    let addable: Vec<Value> = match (&caller.account, organises) {
        (Some(me), true) => match omerta_service::tournaments::list(state).await {
            Ok(events) => events
                .iter()
                .filter(|e| me.admin || e.organiser == me.id)
                .filter(|e| !found.ranked.events.iter().any(|(id, _)| *id == e.id))
                .map(|e| json!({"id": e.id, "name": e.name}))
                .collect(),
            Err(error) => return error_page(caller, &error),
        },
        _ => Vec::new(),
    };
    render(
        refusal.map_or(StatusCode::OK, |e| e.status()),
        "season.html",
        caller,
        json!({
            "title": found.season.name,
            "kind": "season",
            "id": found.season.id,
            "name": found.season.name,
            "series": found.series.as_ref().map(|s| json!({"id": s.id, "name": s.name})),
            "starts_on": found.season.starts_on,
            "ends_on": found.season.ends_on,
            "ranked": ranked_json(&found.ranked),
            "organises": organises,
            "addable": addable,
            "error": refusal.map(|e| e.message_in(caller.lang())),
        }),
    )
}

#[derive(Deserialize)]
pub struct EventForm {
    #[serde(default)]
    event: String,
    /// `add` or `remove`.
    #[serde(default)]
    action: String,
}

/// `POST /seasons/{id}/events`: adds an event to the season or takes one out.
pub async fn season_event(
    State(state): State<AppState>,
    caller: Result<Caller, Failure>,
    Path(id): Path<String>,
    Form(form): Form<EventForm>,
) -> Response {
    let caller = match form_caller(caller) {
        Ok(caller) => caller,
        Err(page) => return *page,
    };
    if caller.account.is_none() {
        return to_login(&format!("/seasons/{}", super::encode(&id)));
    }
    let done = async {
        let season = id_of(&id, "season")?;
        let event = form.event.trim().parse::<i64>().map_err(|_| {
            ApiError::new(
                omerta_service::error::Kind::Unprocessable,
                "unknown_event",
                "choose one of your events to add",
            )
        })?;
        records::season_event(&state, &caller, season, event, form.action != "remove").await?;
        ApiResult::Ok(season)
    }
    .await;
    match done {
        Ok(season) => see_other(&format!("/seasons/{season}")),
        Err(error) => season_page(&state, &caller, &id, Some(&error)).await,
    }
}

/// `GET /series/{id}`: the series' ranking over every event of its seasons.
pub async fn series(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<String>,
) -> Response {
    let found = async {
        let id = id_of(&id, "series")?;
        records::series(&state, id).await
    }
    .await;
    match found {
        Ok(found) => render(
            StatusCode::OK,
            "season.html",
            &caller,
            json!({
                "title": found.series.name,
                "kind": "series",
                "id": found.series.id,
                "name": found.series.name,
                "seasons": found.seasons.iter().map(|s| json!({"id": s.id, "name": s.name})).collect::<Vec<_>>(),
                "ranked": ranked_json(&found.ranked),
            }),
        ),
        Err(error) => error_page(&caller, &error),
    }
}
