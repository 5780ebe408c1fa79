//! Errors as the API returns them: a status and `{"error": {"code", "message"}}`.

use axum::extract::rejection::{JsonRejection, QueryRejection};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde_json::json;

#[derive(Debug)]
pub struct ApiError {
    pub status: StatusCode,
    pub code: &'static str,
    pub message: String,
    /// Seconds until a retry may succeed (a `Retry-After` header), for rate limits.
    pub retry_after: Option<u64>,
    /// The game a refused upload was uploaded as before (`duplicate_game`), for the page's
    /// link to it.
    pub duplicate_of: Option<i64>,
}

impl ApiError {
    pub fn new(status: StatusCode, code: &'static str, message: impl Into<String>) -> ApiError {
        ApiError {
            status,
            code,
            message: message.into(),
            retry_after: None,
            duplicate_of: None,
        }
    }

    /// Whether this is a rule set's own refusal of a command (what the game's state
    /// forbids), not the server's (busy, too slow, rate limits, a bad request).
    pub fn is_the_games(&self) -> bool {
        match self.status {
            StatusCode::FORBIDDEN | StatusCode::CONFLICT => true,
            StatusCode::UNPROCESSABLE_ENTITY => self.code != "too_slow",
            _ => false,
        }
    }

    pub fn retry_after(mut self, seconds: u64) -> ApiError {
        self.retry_after = Some(seconds);
        self
    }

    pub fn bad_request(message: impl Into<String>) -> ApiError {
        ApiError::new(StatusCode::BAD_REQUEST, "bad_request", message)
    }

    pub fn unauthenticated() -> ApiError {
        ApiError::new(StatusCode::UNAUTHORIZED, "unauthenticated", "sign in first")
    }

    pub fn forbidden(message: impl Into<String>) -> ApiError {
        ApiError::new(StatusCode::FORBIDDEN, "forbidden", message)
    }

    pub fn not_found(message: impl Into<String>) -> ApiError {
        ApiError::new(StatusCode::NOT_FOUND, "not_found", message)
    }

    /// The database does not answer: nothing was changed, and a retry in a few seconds may
    /// go through.
    pub fn store_unavailable() -> ApiError {
        ApiError::new(
            StatusCode::SERVICE_UNAVAILABLE,
            "store_unavailable",
            "the server's database is not answering; nothing was changed, try again in a few seconds",
        )
        .retry_after(5)
    }

    pub fn internal(message: impl std::fmt::Display) -> ApiError {
        tracing::error!("internal error: {message}");
        ApiError::new(
            StatusCode::INTERNAL_SERVER_ERROR,
            "internal",
            "something went wrong on the server; the request was not applied",
        )
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let body = Json(json!({"error": {"code": self.code, "message": self.message}}));
        let mut response = (self.status, body).into_response();
        if self.code == "store_unavailable" {
            response.extensions_mut().insert(StoreUnavailable);
        }
        if let Some(seconds) = self.retry_after {
            response
                .headers_mut()
                .insert(axum::http::header::RETRY_AFTER, seconds.into());
        }
        response
    }
}

impl From<omerta_store::Error> for ApiError {
    fn from(error: omerta_store::Error) -> ApiError {
        if error.is_unavailable() {
            tracing::warn!("the store is unavailable: {error}");
            return ApiError::store_unavailable();
        }
        ApiError::internal(error)
    }
}

/// Marks a response that found the store unavailable, for the middleware that then answers
/// every request at once until it answers again (`api::store_health`).
#[derive(Clone, Copy, Debug)]
pub struct StoreUnavailable;

impl From<omerta_live::Refusal> for ApiError {
    fn from(refusal: omerta_live::Refusal) -> ApiError {
        let status = match refusal.code {
            "forbidden" => StatusCode::FORBIDDEN,
            "rate_limited" => StatusCode::TOO_MANY_REQUESTS,
            _ => StatusCode::UNPROCESSABLE_ENTITY,
        };
        ApiError {
            status,
            code: refusal.code,
            message: refusal.message,
            retry_after: refusal.retry_after,
            duplicate_of: None,
        }
    }
}

impl From<JsonRejection> for ApiError {
    fn from(rejection: JsonRejection) -> ApiError {
        let status = rejection.status();
        let code = match status {
            StatusCode::PAYLOAD_TOO_LARGE => "payload_too_large",
            StatusCode::UNSUPPORTED_MEDIA_TYPE => "unsupported_media_type",
            _ => "invalid_json",
        };
        ApiError::new(status, code, rejection.body_text())
    }
}

impl From<QueryRejection> for ApiError {
    fn from(rejection: QueryRejection) -> ApiError {
        ApiError::bad_request(rejection.body_text())
    }
}

/// `Json<T>` whose rejections are API errors.
#[derive(Debug, Clone, Copy, Default, axum::extract::FromRequest)]
#[from_request(via(axum::Json), rejection(ApiError))]
pub struct ApiJson<T>(pub T);

/// `Query<T>` whose rejections are API errors.
#[derive(Debug, Clone, Copy, Default, axum::extract::FromRequestParts)]
#[from_request(via(axum::extract::Query), rejection(ApiError))]
pub struct ApiQuery<T>(pub T);

pub type ApiResult<T> = Result<T, ApiError>;
