//! Refusals in the reader's language (issue 30): a refused request's JSON body is made
//! before the reader is known to it (a handler's `?`, an extractor's rejection), so this
//! middleware words its `message` once the handler has answered, from the refusal's
//! [`omerta_live::Words`], in the language the request's caller was found to read.

use crate::auth::{lang_without_account, SpokenLang};
use crate::error::{ErrorBody, Worded};
use axum::response::{IntoResponse, Response};
use axum::Json;

/// Says a refused request's `message` in the reader's language (issue 30): the language the
/// request's [`crate::auth::Caller`] found (the account's setting among the rest), else the
/// one its headers ask for. The `code` and the rest of the body stay as they are; English is
/// the body as it was made.
pub async fn refusals(
    mut request: axum::extract::Request,
    next: axum::middleware::Next,
) -> Response {
    let spoken = SpokenLang::default();
    request.extensions_mut().insert(spoken.clone());
    let asked = lang_without_account(request.headers());
    let mut response = next.run(request).await;
    let Some(Worded { words, mut detail }) = response.extensions_mut().remove::<Worded>() else {
        return response;
    };
    let lang = spoken.get().unwrap_or(asked);
    if lang == omerta_i18n::Lang::En {
        return response;
    }
    detail.message = omerta_service::error::worded(lang, &words);
    // A setup's problems, each in the reader's language at its unchanged place.
    for problem in &mut detail.problems {
        problem.message = omerta_service::error::problem_in(lang, problem);
    }
    // The same status and headers (a `Retry-After`, the marks of other middleware), the
    // body made again.
    let (mut parts, _) = response.into_parts();
    parts.headers.remove(axum::http::header::CONTENT_LENGTH);
    let body = Json(ErrorBody { error: detail })
        .into_response()
        .into_body();
    Response::from_parts(parts, body)
}
