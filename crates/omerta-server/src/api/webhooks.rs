//! A game's webhook, for its host: `GET` and `PUT /api/games/{id}/webhook`
//! ([`crate::webhooks::read`], [`crate::webhooks::set`]).

use super::GamePath;
use crate::auth::Caller;
use crate::error::{ApiJson, ApiResult};
use crate::webhooks::WebhookView;
use crate::webhooks::{self, WebhookBody};
use crate::AppState;
use axum::extract::{Path, State};
use axum::Json;

/// `GET /api/games/{id}/webhook`: the game's webhook and how its receiver does (host only).
pub(crate) async fn api_get(
    State(state): State<AppState>,
    caller: Caller,
    Path(GamePath { id }): Path<GamePath>,
) -> ApiResult<Json<WebhookView>> {
    Ok(Json(
        webhooks::read(&state, &caller, id, caller.lang()).await?,
    ))
}

/// `PUT /api/games/{id}/webhook`: the host sets (or, with no URL, removes) the webhook; a
/// new receiver starts afresh.
pub(crate) async fn api_set(
    State(state): State<AppState>,
    caller: Caller,
    Path(GamePath { id }): Path<GamePath>,
    ApiJson(body): ApiJson<WebhookBody>,
) -> ApiResult<Json<WebhookView>> {
    Ok(Json(
        webhooks::set(&state, &caller, id, &body, caller.lang()).await?,
    ))
}
