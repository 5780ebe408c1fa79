//! A game's webhook, for its host: `GET` and `PUT /api/games/{id}/webhook`
//! ([`crate::webhooks::read`], [`crate::webhooks::set`]).

use crate::auth::Caller;
use crate::error::{ApiJson, ApiResult};
use crate::webhooks::{self, WebhookBody};
use crate::AppState;
use axum::extract::{Path, State};
use axum::Json;
use serde_json::Value;

/// `GET /api/games/{id}/webhook`: the game's webhook and how its receiver does (host only).
pub(crate) async fn api_get(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<i64>,
) -> ApiResult<Json<Value>> {
    Ok(Json(webhooks::read(&state, &caller, id).await?))
}

/// `PUT /api/games/{id}/webhook`: the host sets (or, with no URL, removes) the webhook; a
/// new receiver starts afresh.
pub(crate) async fn api_set(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<i64>,
    ApiJson(body): ApiJson<WebhookBody>,
) -> ApiResult<Json<Value>> {
    Ok(Json(webhooks::set(&state, &caller, id, &body).await?))
}
