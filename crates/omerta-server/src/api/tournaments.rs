//! Tournament events over JSON (`/api/events`): each handler maps a request to one call
//! of [`crate::events`] and its answer to JSON.

use crate::auth::Caller;
use crate::error::{ApiError, ApiJson, ApiResult, Kind};
use crate::tournaments::{
    assign_judge, create, create_round, draw, event_json, event_standings, event_summary, load,
    merge, player_page_json, register, standings_json, Draw, Judge, Merge, NewEvent, Registration,
};
use crate::AppState;
use axum::extract::{Path, State};
use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;
use omerta_service::json::Object;
use serde_json::{json, Value};

pub(crate) async fn api_list(State(state): State<AppState>) -> ApiResult<Json<Value>> {
    let events = crate::tournaments::list(&state).await?;
    Ok(Json(
        json!({"events": events.iter().map(event_summary).collect::<Vec<_>>()}),
    ))
}

pub(crate) async fn api_create(
    State(state): State<AppState>,
    caller: Caller,
    ApiJson(body): ApiJson<NewEvent>,
) -> ApiResult<Response> {
    let account = caller.require()?;
    let id = create(&state, account, &body).await?;
    let loaded = load(&state, id).await?;
    Ok((
        StatusCode::CREATED,
        [(header::LOCATION, format!("/api/events/{id}"))],
        Json(event_json(&loaded)),
    )
        .into_response())
}

pub(crate) async fn api_event(
    State(state): State<AppState>,
    Path(id): Path<i64>,
) -> ApiResult<Json<Value>> {
    Ok(Json(event_json(&load(&state, id).await?)))
}

pub(crate) async fn api_register(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<i64>,
    ApiJson(body): ApiJson<Registration>,
) -> ApiResult<Response> {
    let number = register(&state, &caller, id, &body).await?;
    let loaded = load(&state, id).await?;
    Ok((
        StatusCode::CREATED,
        Json(player_page_json(&loaded, number)?),
    )
        .into_response())
}

pub(crate) async fn api_merge(
    State(state): State<AppState>,
    caller: Caller,
    Path((id, number)): Path<(i64, i64)>,
    ApiJson(body): ApiJson<Merge>,
) -> ApiResult<Json<Value>> {
    merge(&state, &caller, id, number, &body).await?;
    Ok(Json(player_page_json(&load(&state, id).await?, number)?))
}

pub(crate) async fn api_player(
    State(state): State<AppState>,
    Path((id, number)): Path<(i64, i64)>,
) -> ApiResult<Json<Value>> {
    Ok(Json(player_page_json(&load(&state, id).await?, number)?))
}

pub(crate) async fn api_draw(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<i64>,
    body: axum::body::Bytes,
) -> ApiResult<Json<Value>> {
    // The body is optional: no body draws with a random seed. One that is not JSON is
    // 400, JSON of another shape 422, as every body is (`ApiJson`).
    let body: Draw = if body.iter().all(u8::is_ascii_whitespace) {
        Draw::default()
    } else {
        serde_json::from_slice::<Object<Draw>>(&body)
            .map(|Object(draw)| draw)
            .map_err(|e| {
                let kind = match e.classify() {
                    serde_json::error::Category::Data => Kind::Unprocessable,
                    _ => Kind::BadRequest,
                };
                ApiError::new(kind, "invalid_json", format!("the body is not a draw: {e}"))
            })?
    };
    draw(&state, &caller, id, &body).await?;
    Ok(Json(event_json(&load(&state, id).await?)))
}

pub(crate) async fn api_judge(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<i64>,
    ApiJson(body): ApiJson<Judge>,
) -> ApiResult<Json<Value>> {
    let changed = assign_judge(&state, &caller, id, &body).await?;
    Ok(Json(json!({"tables": changed})))
}

pub(crate) async fn api_create_round(
    State(state): State<AppState>,
    caller: Caller,
    Path((id, round)): Path<(i64, i64)>,
) -> ApiResult<Response> {
    let games = create_round(&state, &caller, id, round).await?;
    Ok((
        StatusCode::CREATED,
        Json(json!({"round": round, "games": games})),
    )
        .into_response())
}

pub(crate) async fn api_standings(
    State(state): State<AppState>,
    Path(id): Path<i64>,
) -> ApiResult<Json<Value>> {
    let loaded = load(&state, id).await?;
    let asked = event_standings(&state, &loaded).await?;
    Ok(Json(standings_json(&loaded, &asked)))
}
