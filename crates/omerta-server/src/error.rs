//! Refusals as the HTTP faces answer them: a status (the one mapping of each
//! [`Kind`] to a status is here), `{"error": {"code", "message"}}`, and `Retry-After`
//! where a retry may succeed. The refusals themselves are `omerta_service::error`'s.

use axum::extract::rejection::{JsonRejection, QueryRejection};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use omerta_service::json::Object;
use schemars::JsonSchema;
use serde::Serialize;

pub use omerta_service::error::{ApiError, Kind};

/// The status of a refusal of each kind: the one mapping, for every face.
pub fn status_of(kind: Kind) -> StatusCode {
    match kind {
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

/// The kind of an error status another layer answered with (axum's rejections, a bare
/// status from the router): the inverse of [`status_of`], anything else being the
/// server's fault.
pub fn kind_of(status: StatusCode) -> Kind {
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
        .find(|kind| status_of(*kind) == status)
        .unwrap_or(Kind::Internal)
}

/// A refusal's status, for the pages that show it.
pub trait Status {
    fn status(&self) -> StatusCode;
}

impl Status for ApiError {
    fn status(&self) -> StatusCode {
        status_of(self.kind)
    }
}

/// A refusal on its way out as a response.
#[derive(Debug)]
pub struct Failure(pub ApiError);

impl From<ApiError> for Failure {
    fn from(error: ApiError) -> Failure {
        Failure(error)
    }
}

impl From<omerta_store::Error> for Failure {
    fn from(error: omerta_store::Error) -> Failure {
        Failure(error.into())
    }
}

impl IntoResponse for Failure {
    fn into_response(self) -> Response {
        let Failure(error) = self;
        let status = error.status();
        let detail = ErrorDetail {
            code: error.code.to_string(),
            message: error.message,
            problems: error.problems,
        };
        let worded = error.words.map(|words| Worded {
            words,
            detail: detail.clone(),
        });
        let mut response = (status, Json(ErrorBody { error: detail })).into_response();
        if error.code == "store_unavailable" {
            response.extensions_mut().insert(StoreUnavailable);
        }
        if let Some(seconds) = error.retry_after {
            response
                .headers_mut()
                .insert(axum::http::header::RETRY_AFTER, seconds.into());
        }
        if let Some(worded) = worded {
            response.extensions_mut().insert(worded);
        }
        response
    }
}

/// Marks a refusal's JSON body whose sentence is also data, for the middleware that says
/// it in the reader's language (`speak`): the response is made before the reader is known
/// to it (a handler's `?`, an extractor's rejection).
#[derive(Clone, Debug)]
pub struct Worded {
    pub words: Box<omerta_live::Words>,
    /// The body as it went out in English, for the body said again.
    pub detail: ErrorDetail,
}

/// What every refusal answers: `{"error": {"code", "message"}}`.
#[derive(Debug, Serialize, JsonSchema)]
#[schemars(rename = "Error")]
pub struct ErrorBody {
    pub error: ErrorDetail,
}

/// A refusal: a stable code for programs and a sentence for people.
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct ErrorDetail {
    /// What went wrong, for programs; stable across versions and languages
    /// (`invalid_json`, `unauthenticated`, `forbidden`, `csrf`, `not_found`,
    /// `invalid_command`, `rule_violation`, `payload_too_large`, `rate_limited`,
    /// `name_taken`, `duplicate_game`, `store_unavailable`, ...).
    pub code: String,
    /// What went wrong and what to do, as a sentence for people: in the reader's language
    /// where the refusal is worded (issue 30), else in English.
    pub message: String,
    /// A refused forum setup's problems, every one, each at its place (a JSON pointer,
    /// and the line and column for a file that is not JSON); absent for other refusals.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub problems: Vec<omerta_live::forum::Problem>,
}

/// Marks a response that found the store unavailable, for the middleware that then answers
/// every request at once until it answers again (`health::guard`).
#[derive(Clone, Copy, Debug)]
pub struct StoreUnavailable;

impl From<JsonRejection> for Failure {
    fn from(rejection: JsonRejection) -> Failure {
        let status = rejection.status();
        let code = match status {
            StatusCode::PAYLOAD_TOO_LARGE => "payload_too_large",
            StatusCode::UNSUPPORTED_MEDIA_TYPE => "unsupported_media_type",
            _ => "invalid_json",
        };
        Failure(ApiError::rejected(
            kind_of(status),
            code,
            rejection.body_text(),
        ))
    }
}

impl From<QueryRejection> for Failure {
    fn from(rejection: QueryRejection) -> Failure {
        Failure(ApiError::rejected(
            Kind::BadRequest,
            "bad_request",
            rejection.body_text(),
        ))
    }
}

/// `Json<T>` whose rejections are API errors, read from a JSON object only (never from an
/// array, as serde would: [`omerta_service::json`]).
#[derive(Debug, Clone, Copy, Default)]
pub struct ApiJson<T>(pub T);

impl<T, S> axum::extract::FromRequest<S> for ApiJson<T>
where
    T: serde::de::DeserializeOwned,
    S: Send + Sync,
{
    type Rejection = Failure;

    async fn from_request(request: axum::extract::Request, state: &S) -> Result<Self, Failure> {
        let Json(Object(value)) = Json::<Object<T>>::from_request(request, state).await?;
        Ok(ApiJson(value))
    }
}

/// `Query<T>` whose rejections are API errors.
#[derive(Debug, Clone, Copy, Default, axum::extract::FromRequestParts)]
#[from_request(via(axum::extract::Query), rejection(Failure))]
pub struct ApiQuery<T>(pub T);

/// What a handler answers: its response, or a refusal.
pub type ApiResult<T> = Result<T, Failure>;
