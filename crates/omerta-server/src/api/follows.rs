//! Followed forum threads over JSON (`/api/follows`): each handler maps a request to one
//! call of [`crate::follows`] and its answer to JSON.

use crate::auth::Caller;
use crate::error::{ApiJson, ApiResult};
use crate::follows::{create, fetch_now, follow_json, load, stop, summary, update, FollowBody};
use crate::AppState;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde_json::{json, Value};

/// `POST /api/follows`
pub async fn api_create(
    State(state): State<AppState>,
    caller: Caller,
    ApiJson(body): ApiJson<FollowBody>,
) -> ApiResult<Response> {
    let account = caller.require()?;
    let id = create(&state, account, &body).await?;
    let view = follow_json(&state, &load(&state, &caller, id).await?).await?;
    Ok((StatusCode::CREATED, Json(view)).into_response())
}

/// `GET /api/follows`: the caller's follows.
pub async fn api_list(State(state): State<AppState>, caller: Caller) -> ApiResult<Json<Value>> {
    let account = caller.require()?;
    let rows = crate::follows::list(&state, account.id).await?;
    Ok(Json(
        json!({"follows": rows.iter().map(summary).collect::<Vec<_>>()}),
    ))
}

/// `GET /api/follows/{id}`
pub async fn api_get(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<i64>,
) -> ApiResult<Json<Value>> {
    let row = load(&state, &caller, id).await?;
    Ok(Json(follow_json(&state, &row).await?))
}

/// `PUT /api/follows/{id}`
pub async fn api_update(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<i64>,
    ApiJson(body): ApiJson<FollowBody>,
) -> ApiResult<Json<Value>> {
    update(&state, &caller, id, &body).await?;
    let row = load(&state, &caller, id).await?;
    Ok(Json(follow_json(&state, &row).await?))
}

/// `DELETE /api/follows/{id}`: the thread is no longer followed.
pub async fn api_delete(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<i64>,
) -> ApiResult<Json<Value>> {
    stop(&state, &caller, id).await?;
    Ok(Json(json!({"id": id, "deleted": true})))
}

/// `POST /api/follows/{id}/fetch`: fetched as soon as the worker can, and no sooner than
/// `follow_fetch_now_gap` after the last fetch; the answer says when.
pub async fn api_fetch(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<i64>,
) -> ApiResult<Response> {
    let at = fetch_now(&state, &caller, id).await?;
    Ok((
        StatusCode::ACCEPTED,
        Json(json!({"id": id, "fetching": true, "next_fetch_at": at})),
    )
        .into_response())
}
