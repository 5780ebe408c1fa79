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
        let words = error.words.clone();
        let body = Json(ErrorBody {
            error: ErrorDetail {
                code: error.code.to_string(),
                message: error.message,
                problems: error.problems,
            },
        });
        let mut response = (status, body).into_response();
        if error.code == "store_unavailable" {
            response.extensions_mut().insert(StoreUnavailable);
        }
        if let Some(seconds) = error.retry_after {
            response
                .headers_mut()
                .insert(axum::http::header::RETRY_AFTER, seconds.into());
        }
        if let Some(words) = words {
            response.extensions_mut().insert(Worded(words));
        }
        response
    }
}

/// Marks a refusal's JSON body whose sentence is also data, for the middleware that says
/// it in the reader's language ([`speak_refusals`]): the response is made before the
/// reader is known to it (a handler's `?`, an extractor's rejection).
#[derive(Clone, Debug)]
struct Worded(Box<omerta_live::Words>);

/// The largest refusal body the middleware rewords: a refusal is a sentence or two (and a
/// setup's problems); anything larger goes out as it is, in English.
const MAX_REWORDED: usize = 256 * 1024;

/// Says a refused request's `message` in the reader's language (issue 30): the language the
/// request's [`crate::auth::Caller`] found (the account's setting among the rest), else the
/// one its headers ask for. The `code` and the rest of the body stay as they are; English is
/// the body as it was made.
pub async fn speak_refusals(
    mut request: axum::extract::Request,
    next: axum::middleware::Next,
) -> Response {
    let spoken = crate::auth::SpokenLang::default();
    request.extensions_mut().insert(spoken.clone());
    let asked = crate::auth::lang_without_account(request.headers());
    let mut response = next.run(request).await;
    let Some(Worded(words)) = response.extensions_mut().remove::<Worded>() else {
        return response;
    };
    let lang = spoken.get().unwrap_or(asked);
    if lang == omerta_i18n::Lang::En {
        return response;
    }
    let (mut parts, body) = response.into_parts();
    let Ok(bytes) = axum::body::to_bytes(body, MAX_REWORDED).await else {
        return StatusCode::INTERNAL_SERVER_ERROR.into_response();
    };
    let reworded = serde_json::from_slice::<serde_json::Value>(&bytes)
        .ok()
        .and_then(|mut body| {
            let message = body.get_mut("error")?.get_mut("message")?;
            *message = serde_json::Value::String(omerta_service::error::worded(lang, &words));
            serde_json::to_vec(&body).ok()
        });
    parts.headers.remove(axum::http::header::CONTENT_LENGTH);
    let body = reworded.map_or_else(|| axum::body::Body::from(bytes), axum::body::Body::from);
    Response::from_parts(parts, body)
}

/// What every refusal answers: `{"error": {"code", "message"}}`.
#[derive(Debug, Serialize, JsonSchema)]
#[schemars(rename = "Error")]
pub struct ErrorBody {
    pub error: ErrorDetail,
}

/// A refusal: a stable code for programs and a sentence for people.
#[derive(Debug, Serialize, JsonSchema)]
pub struct ErrorDetail {
    /// What went wrong, for programs; stable across versions and languages
    /// (`invalid_json`, `unauthenticated`, `forbidden`, `csrf`, `not_found`,
    /// `invalid_command`, `rule_violation`, `payload_too_large`, `rate_limited`,
    /// `name_taken`, `duplicate_game`, `store_unavailable`, ...).
    pub code: String,
    /// What went wrong and what to do, as a sentence for people.
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
        Failure(ApiError::new(kind_of(status), code, rejection.body_text()))
    }
}

impl From<QueryRejection> for Failure {
    fn from(rejection: QueryRejection) -> Failure {
        Failure(ApiError::bad_request(rejection.body_text()))
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
