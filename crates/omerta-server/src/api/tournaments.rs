//! Tournament events over JSON (`/api/events`): each handler maps a request to one call
//! of [`crate::events`] and its answer to JSON.

use crate::auth::Caller;
use crate::error::{ApiError, ApiJson, ApiResult, Kind};
use crate::openapi::Created;
use crate::tournaments::{
    assign_judge, create, create_round, draw, event_json, event_standings, event_summary, load,
    merge, player_page_json, register, standings_json, Draw, Judge, Merge, NewEvent, Registration,
};
use crate::tournaments::{EventStandingsView, EventSummary, EventView, PlayerPage};
use crate::AppState;
use axum::extract::{Path, State};
use axum::Json;
use omerta_service::json::Object;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// An event's id in a path.
#[derive(Deserialize, JsonSchema)]
pub(crate) struct EventPath {
    /// The event's id.
    id: i64,
}

/// A player of an event in a path.
#[derive(Deserialize, JsonSchema)]
pub(crate) struct PlayerPath {
    /// The event's id.
    id: i64,
    /// The player's number in the event (from 1, in the order of registration).
    number: i64,
}

/// A round of an event in a path.
#[derive(Deserialize, JsonSchema)]
pub(crate) struct RoundPath {
    /// The event's id.
    id: i64,
    /// The round (from 1).
    round: i64,
}

/// The events listed.
#[derive(Serialize, JsonSchema)]
pub(crate) struct EventList {
    /// Newest first, at most 200.
    events: Vec<EventSummary>,
}

pub(crate) async fn api_list(State(state): State<AppState>) -> ApiResult<Json<EventList>> {
    let events = crate::tournaments::list(&state).await?;
    Ok(Json(EventList {
        events: events.iter().map(event_summary).collect(),
    }))
}

pub(crate) async fn api_create(
    State(state): State<AppState>,
    caller: Caller,
    ApiJson(body): ApiJson<NewEvent>,
) -> ApiResult<Created<EventView>> {
    let account = caller.require()?;
    let id = create(&state, account, &body).await?;
    let loaded = load(&state, id).await?;
    Ok(Created {
        location: Some(format!("/api/events/{id}")),
        body: event_json(&loaded),
    })
}

pub(crate) async fn api_event(
    State(state): State<AppState>,
    Path(EventPath { id }): Path<EventPath>,
) -> ApiResult<Json<EventView>> {
    Ok(Json(event_json(&load(&state, id).await?)))
}

pub(crate) async fn api_register(
    State(state): State<AppState>,
    caller: Caller,
    Path(EventPath { id }): Path<EventPath>,
    ApiJson(body): ApiJson<Registration>,
) -> ApiResult<Created<PlayerPage>> {
    let number = register(&state, &caller, id, &body).await?;
    let loaded = load(&state, id).await?;
    Ok(Created {
        location: Some(format!("/api/events/{id}/players/{number}")),
        body: player_page_json(&loaded, number)?,
    })
}

pub(crate) async fn api_merge(
    State(state): State<AppState>,
    caller: Caller,
    Path(PlayerPath { id, number }): Path<PlayerPath>,
    ApiJson(body): ApiJson<Merge>,
) -> ApiResult<Json<PlayerPage>> {
    merge(&state, &caller, id, number, &body).await?;
    Ok(Json(player_page_json(&load(&state, id).await?, number)?))
}

pub(crate) async fn api_player(
    State(state): State<AppState>,
    Path(PlayerPath { id, number }): Path<PlayerPath>,
) -> ApiResult<Json<PlayerPage>> {
    Ok(Json(player_page_json(&load(&state, id).await?, number)?))
}

pub(crate) async fn api_draw(
    State(state): State<AppState>,
    caller: Caller,
    Path(EventPath { id }): Path<EventPath>,
    OptionalBody(body): OptionalBody<Draw>,
) -> ApiResult<Json<EventView>> {
    draw(&state, &caller, id, &body).await?;
    Ok(Json(event_json(&load(&state, id).await?)))
}

pub(crate) async fn api_judge(
    State(state): State<AppState>,
    caller: Caller,
    Path(EventPath { id }): Path<EventPath>,
    ApiJson(body): ApiJson<Judge>,
) -> ApiResult<Json<JudgeAssigned>> {
    let changed = assign_judge(&state, &caller, id, &body).await?;
    Ok(Json(JudgeAssigned { tables: changed }))
}

/// A judge assigned.
#[derive(Serialize, JsonSchema)]
pub(crate) struct JudgeAssigned {
    /// How many tables changed.
    tables: u64,
}

/// A round's games created.
#[derive(Serialize, JsonSchema)]
pub(crate) struct RoundCreated {
    round: i64,
    /// The new games' ids, by table.
    games: Vec<i64>,
}

pub(crate) async fn api_create_round(
    State(state): State<AppState>,
    caller: Caller,
    Path(RoundPath { id, round }): Path<RoundPath>,
) -> ApiResult<Created<RoundCreated>> {
    let games = create_round(&state, &caller, id, round).await?;
    Ok(Created {
        location: None,
        body: RoundCreated { round, games },
    })
}

pub(crate) async fn api_standings(
    State(state): State<AppState>,
    Path(EventPath { id }): Path<EventPath>,
) -> ApiResult<Json<EventStandingsView>> {
    let loaded = load(&state, id).await?;
    let asked = event_standings(&state, &loaded).await?;
    Ok(Json(standings_json(&loaded, &asked)))
}

/// A body that may be absent (or blank): `T`'s default then. One that is not JSON is 400,
/// JSON of another shape 422, as every body is ([`crate::error::ApiJson`]).
pub(crate) struct OptionalBody<T>(T);

impl<T, S> axum::extract::FromRequest<S> for OptionalBody<T>
where
    T: serde::de::DeserializeOwned + Default,
    S: Send + Sync,
{
    type Rejection = crate::error::Failure;

    async fn from_request(
        request: axum::extract::Request,
        state: &S,
    ) -> Result<Self, crate::error::Failure> {
        let body = axum::body::Bytes::from_request(request, state)
            .await
            .map_err(|e| {
                let status = e.status();
                let code = if status == axum::http::StatusCode::PAYLOAD_TOO_LARGE {
                    "payload_too_large"
                } else {
                    "bad_request"
                };
                ApiError::rejected(crate::error::kind_of(status), code, e.body_text())
            })?;
        if body.iter().all(u8::is_ascii_whitespace) {
            return Ok(OptionalBody(T::default()));
        }
        serde_json::from_slice::<Object<T>>(&body)
            .map(|Object(value)| OptionalBody(value))
            .map_err(|e| {
                let kind = match e.classify() {
                    serde_json::error::Category::Data => Kind::Unprocessable,
                    _ => Kind::BadRequest,
                };
                ApiError::new(kind, "invalid_json", format!("the body is not a draw: {e}")).into()
            })
    }
}

impl<T: JsonSchema> aide::OperationInput for OptionalBody<T> {
    fn operation_input(
        ctx: &mut aide::generate::GenContext,
        operation: &mut aide::openapi::Operation,
    ) {
        <Json<T> as aide::OperationInput>::operation_input(ctx, operation);
        if let Some(aide::openapi::ReferenceOr::Item(body)) = operation.request_body.as_mut() {
            body.required = false;
        }
    }

    fn inferred_early_responses(
        ctx: &mut aide::generate::GenContext,
        operation: &mut aide::openapi::Operation,
    ) -> Vec<(Option<u16>, aide::openapi::Response)> {
        // Read whatever its content type: never 415.
        <crate::error::ApiJson<T> as aide::OperationInput>::inferred_early_responses(ctx, operation)
            .into_iter()
            .filter(|(status, _)| *status != Some(415))
            .collect()
    }
}
