//! Followed forum threads over JSON (`/api/follows`): each handler maps a request to one
//! call of [`crate::follows`] and its answer to JSON.

use super::GamePath as FollowPath;
use crate::auth::Caller;
use crate::error::{ApiJson, ApiResult};
use crate::follows::{
    create, fetch_now, follow_json, load, stop, summary, update, FollowBody, FollowSummary,
    FollowView,
};
use crate::openapi::{Accepted, Created};
use crate::AppState;
use axum::extract::{Path, State};
use axum::Json;
use schemars::JsonSchema;
use serde::Serialize;

/// `POST /api/follows`
pub async fn api_create(
    State(state): State<AppState>,
    caller: Caller,
    ApiJson(body): ApiJson<FollowBody>,
) -> ApiResult<Created<FollowView>> {
    let account = caller.require()?;
    let id = create(&state, account, &body).await?;
    let view = follow_json(&state, &load(&state, &caller, id).await?, caller.lang()).await?;
    Ok(Created {
        location: Some(format!("/api/follows/{id}")),
        body: view,
    })
}

/// The caller's follows.
#[derive(Serialize, JsonSchema)]
pub(crate) struct Follows {
    /// Newest first.
    follows: Vec<FollowSummary>,
}

/// `GET /api/follows`: the caller's follows.
pub async fn api_list(State(state): State<AppState>, caller: Caller) -> ApiResult<Json<Follows>> {
    let account = caller.require()?;
    let rows = crate::follows::list(&state, account.id).await?;
    Ok(Json(Follows {
        follows: rows.iter().map(|row| summary(row, caller.lang())).collect(),
    }))
}

/// `GET /api/follows/{id}`
pub async fn api_get(
    State(state): State<AppState>,
    caller: Caller,
    Path(FollowPath { id }): Path<FollowPath>,
) -> ApiResult<Json<FollowView>> {
    let row = load(&state, &caller, id).await?;
    Ok(Json(follow_json(&state, &row, caller.lang()).await?))
}

/// `PUT /api/follows/{id}`
pub async fn api_update(
    State(state): State<AppState>,
    caller: Caller,
    Path(FollowPath { id }): Path<FollowPath>,
    ApiJson(body): ApiJson<FollowBody>,
) -> ApiResult<Json<FollowView>> {
    update(&state, &caller, id, &body).await?;
    let row = load(&state, &caller, id).await?;
    Ok(Json(follow_json(&state, &row, caller.lang()).await?))
}

/// `DELETE /api/follows/{id}`: the thread is no longer followed.
pub async fn api_delete(
    State(state): State<AppState>,
    caller: Caller,
    Path(FollowPath { id }): Path<FollowPath>,
) -> ApiResult<Json<Deleted>> {
    stop(&state, &caller, id).await?;
    Ok(Json(Deleted { id, deleted: true }))
}

/// A follow deleted.
#[derive(Serialize, JsonSchema)]
pub(crate) struct Deleted {
    id: i64,
    deleted: bool,
}

/// A fetch asked for.
#[derive(Serialize, JsonSchema)]
pub(crate) struct Fetching {
    id: i64,
    fetching: bool,
    /// When the worker fetches it (ms since the epoch).
    next_fetch_at: i64,
}

/// `POST /api/follows/{id}/fetch`: fetched as soon as the worker can, and no sooner than
/// `follow_fetch_now_gap` after the last fetch; the answer says when.
pub async fn api_fetch(
    State(state): State<AppState>,
    caller: Caller,
    Path(FollowPath { id }): Path<FollowPath>,
) -> ApiResult<Accepted<Fetching>> {
    let at = fetch_now(&state, &caller, id).await?;
    Ok(Accepted(Fetching {
        id,
        fetching: true,
        next_fetch_at: at,
    }))
}
