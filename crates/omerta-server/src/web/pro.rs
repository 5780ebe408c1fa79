//! The Pro Mafia judge console and its printable protocol.

use super::{error_page, render};
use crate::auth::Caller;
use crate::routes::viewed;
use crate::AppState;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::Response;
use serde_json::{json, Value};

/// Derived data for `templates/pro/game.html`.
pub fn context(view: &Value) -> Value {
    let _ = view;
    json!({})
}

/// The final protocol, for printing.
pub async fn protocol(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<i64>,
) -> Response {
    let (view, _, _) = match viewed(&state, id, &caller).await {
        Ok(found) => found,
        Err(error) => return error_page(&caller, &error),
    };
    let extra = context(&view);
    render(
        StatusCode::OK,
        "pro/protocol.html",
        &caller,
        json!({"title": view["title"], "id": id, "view": view, "x": extra}),
    )
}
