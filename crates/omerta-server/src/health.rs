//! The store's health as a middleware: while the probe (`omerta_service::health`) finds
//! the database down, every request that needs it is answered `503 store_unavailable` at
//! once, and a response that found it down marks it so.

use crate::error::{Failure, StoreUnavailable};
use axum::extract::{Request, State};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use omerta_service::error::ApiError;
use omerta_service::AppState;

pub use omerta_service::health::*;

/// The middleware: while the store is down, requests that need it are answered at once; a
/// response that found it unavailable marks it down.
pub async fn guard(State(state): State<AppState>, request: Request, next: Next) -> Response {
    let path = request.uri().path();
    let needs_store = !path.starts_with("/assets/") && path != "/healthz";
    if needs_store && state.store_down() {
        return Failure(ApiError::store_unavailable()).into_response();
    }
    let response = next.run(request).await;
    if response.extensions().get::<StoreUnavailable>().is_some() {
        state.mark_store(true);
    }
    response
}
