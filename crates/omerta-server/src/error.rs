//! Refusals: what an operation answers when it does not go through. The domain says what
//! kind of refusal it is ([`Kind`]) with a code and a sentence, never an HTTP status; the
//! faces map each kind to a status in one place ([`Kind::status`]) and send
//! `{"error": {"code", "message"}}` or a page.

use axum::extract::rejection::{JsonRejection, QueryRejection};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde_json::json;

/// What kind of refusal: what went wrong, as the one who asked would put it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// The request is malformed (not JSON, a missing field, an unknown one).
    BadRequest,
    /// Nobody is signed in.
    Unauthenticated,
    /// The one asking may not do this.
    Forbidden,
    /// What was asked for does not exist.
    NotFound,
    /// The state changed or already holds this (drawn already, a name taken).
    Conflict,
    /// Well formed, but refused by a rule (a game's, a name's, a range's).
    Unprocessable,
    /// Too often: try again later (`retry_after`).
    TooMany,
    /// Larger than the server takes.
    TooLarge,
    /// A body in a media type the server does not read.
    UnsupportedMedia,
    /// The request took too long to arrive.
    Timeout,
    /// Another server (a forum, a receiver) did not answer as it should.
    BadGateway,
    /// The path does not take this method.
    MethodNotAllowed,
    /// The server cannot now (busy, its database down): try again later.
    Unavailable,
    /// Something went wrong on the server.
    Internal,
}

impl Kind {
    /// The HTTP status of a refusal of this kind: the one mapping, for every face.
    pub fn status(self) -> StatusCode {
        match self {
            Kind::BadRequest => StatusCode::BAD_REQUEST,
            Kind::Unauthenticated => StatusCode::UNAUTHORIZED,
            Kind::Forbidden => StatusCode::FORBIDDEN,
            Kind::NotFound => StatusCode::NOT_FOUND,
            Kind::Conflict => StatusCode::CONFLICT,
            Kind::Unprocessable => StatusCode::UNPROCESSABLE_ENTITY,
            Kind::TooMany => StatusCode::TOO_MANY_REQUESTS,
            Kind::TooLarge => StatusCode::PAYLOAD_TOO_LARGE,
            Kind::UnsupportedMedia => StatusCode::UNSUPPORTED_MEDIA_TYPE,
            Kind::Timeout => StatusCode::REQUEST_TIMEOUT,
            Kind::BadGateway => StatusCode::BAD_GATEWAY,
            Kind::MethodNotAllowed => StatusCode::METHOD_NOT_ALLOWED,
            Kind::Unavailable => StatusCode::SERVICE_UNAVAILABLE,
            Kind::Internal => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }

    /// The kind of an error status another layer answered with (axum's rejections, a
    /// bare status from the router): the inverse of [`Kind::status`], anything else
    /// being the server's fault.
    pub fn of_status(status: StatusCode) -> Kind {
        const ALL: [Kind; 14] = [
            Kind::BadRequest,
            Kind::Unauthenticated,
            Kind::Forbidden,
            Kind::NotFound,
            Kind::Conflict,
            Kind::Unprocessable,
            Kind::TooMany,
            Kind::TooLarge,
            Kind::UnsupportedMedia,
            Kind::Timeout,
            Kind::BadGateway,
            Kind::MethodNotAllowed,
            Kind::Unavailable,
            Kind::Internal,
        ];
        ALL.into_iter()
            .find(|kind| kind.status() == status)
            .unwrap_or(Kind::Internal)
    }
}

#[derive(Debug)]
pub struct ApiError {
    pub kind: Kind,
    pub code: &'static str,
    pub message: String,
    /// Seconds until a retry may succeed (a `Retry-After` header), for rate limits.
    pub retry_after: Option<u64>,
    /// The game a refused upload was uploaded as before (`duplicate_game`), for the page's
    /// link to it.
    pub duplicate_of: Option<i64>,
}

impl ApiError {
    pub fn new(kind: Kind, code: &'static str, message: impl Into<String>) -> ApiError {
        ApiError {
            kind,
            code,
            message: message.into(),
            retry_after: None,
            duplicate_of: None,
        }
    }

    /// Whether this is a rule set's own refusal of a command (what the game's state
    /// forbids), not the server's (busy, too slow, rate limits, a bad request).
    pub fn is_the_games(&self) -> bool {
        match self.kind {
            Kind::Forbidden | Kind::Conflict => true,
            Kind::Unprocessable => self.code != "too_slow",
            _ => false,
        }
    }

    /// The HTTP status this refusal is answered with.
    pub fn status(&self) -> StatusCode {
        self.kind.status()
    }

    pub fn retry_after(mut self, seconds: u64) -> ApiError {
        self.retry_after = Some(seconds);
        self
    }

    pub fn bad_request(message: impl Into<String>) -> ApiError {
        ApiError::new(Kind::BadRequest, "bad_request", message)
    }

    pub fn unauthenticated() -> ApiError {
        ApiError::new(Kind::Unauthenticated, "unauthenticated", "sign in first")
    }

    pub fn forbidden(message: impl Into<String>) -> ApiError {
        ApiError::new(Kind::Forbidden, "forbidden", message)
    }

    pub fn not_found(message: impl Into<String>) -> ApiError {
        ApiError::new(Kind::NotFound, "not_found", message)
    }

    /// The database does not answer: nothing was changed, and a retry in a few seconds may
    /// go through.
    pub fn store_unavailable() -> ApiError {
        ApiError::new(
            Kind::Unavailable,
            "store_unavailable",
            "the server's database is not answering; nothing was changed, try again in a few seconds",
        )
        .retry_after(5)
    }

    pub fn internal(message: impl std::fmt::Display) -> ApiError {
        tracing::error!("internal error: {message}");
        ApiError::new(
            Kind::Internal,
            "internal",
            "something went wrong on the server; the request was not applied",
        )
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let body = Json(json!({"error": {"code": self.code, "message": self.message}}));
        let mut response = (self.status(), body).into_response();
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
        let kind = match refusal.code {
            "forbidden" => Kind::Forbidden,
            "rate_limited" => Kind::TooMany,
            _ => Kind::Unprocessable,
        };
        ApiError {
            kind,
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
        ApiError::new(Kind::of_status(status), code, rejection.body_text())
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
