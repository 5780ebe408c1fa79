//! Standings: totals per player over the finished Pro Mafia games of a tournament or event.

use super::render;
use crate::auth::Caller;
use crate::AppState;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::Response;
use serde_json::json;

pub async fn page(State(state): State<AppState>, caller: Caller) -> Response {
    let _ = state;
    render(
        StatusCode::OK,
        "standings.html",
        &caller,
        json!({"title": "Standings"}),
    )
}
