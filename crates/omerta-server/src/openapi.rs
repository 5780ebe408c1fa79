//! The OpenAPI document served at `/api/openapi.json`, generated from the routes
//! (the JSON API's `api_route`s) and the Rust types their handlers read and answer, by
//! aide over schemars: a route and its description are one declaration, so the document
//! cannot list a route the server lacks nor miss one it has, and a payload's schema is its
//! type's. Here is the glue: what each of the faces' extractors adds to an operation
//! (a body, query parameters, a session), the answers that are not plain JSON (created,
//! accepted, with cookies), and the refusals each operation lists.
//!
//! The payloads of games are typed per rule set (`omerta-live`'s setups, commands, events
//! and views); the document formats' own schemas are [`crate::schemas`]'.

use crate::auth::{Caller, ClientIp};
use crate::error::{ApiJson, ApiQuery, ErrorBody, Failure};
use aide::axum::ApiRouter;
use aide::generate::GenContext;
use aide::openapi::{
    self, Info, MediaType, OpenApi, Operation, Parameter, ParameterData, ParameterSchemaOrContent,
    ReferenceOr, Response, SchemaObject, SecurityScheme,
};
use aide::transform::TransformOperation;
use aide::{OperationInput, OperationOutput};
use axum::http::{header, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response as HttpResponse};
use axum::Json;
use indexmap::IndexMap;
use schemars::JsonSchema;
use std::sync::{Mutex, OnceLock};

/// The document, as generated the first time the routes were built.
static DOCUMENT: OnceLock<String> = OnceLock::new();

/// What the generator found wrong the first time (a path parameter no route names, a
/// schema that is not one): empty, as a test checks.
static PROBLEMS: Mutex<Vec<String>> = Mutex::new(Vec::new());

/// The security scheme of a signed-in caller: the session cookie.
const SESSION: &str = "session";

/// Marks an operation whose handler asks who the caller is ([`Caller`]); read and
/// removed when the document is finished.
const ASKS_CALLER: &str = "x-omerta-caller";

/// Builds the routes and, the first time, the document from them.
pub fn finish<S: Clone + Send + Sync + 'static>(
    routes: impl FnOnce() -> ApiRouter<S>,
) -> axum::Router<S> {
    aide::generate::in_context(|ctx| {
        ctx.schema = schemars::SchemaGenerator::new(
            schemars::generate::SchemaSettings::draft2020_12().with(|s| {
                s.inline_subschemas = false;
                s.definitions_path = "#/components/schemas/".into();
            }),
        );
    });
    aide::generate::extract_schemas(true);
    aide::generate::infer_responses(true);
    aide::generate::on_error(|error| {
        if let Ok(mut problems) = PROBLEMS.lock() {
            problems.push(error.to_string());
        }
    });
    let mut api = OpenApi {
        info: Info {
            title: "omerta".into(),
            version: env!("CARGO_PKG_VERSION").into(),
            description: Some(DESCRIPTION.into()),
            ..Info::default()
        },
        ..OpenApi::default()
    };
    let router = routes().finish_api(&mut api);
    DOCUMENT.get_or_init(|| {
        complete(&mut api);
        serde_json::to_string_pretty(&api).unwrap_or_else(|e| {
            format!("{{\"error\": {{\"code\": \"internal\", \"message\": \"the document could not be written: {e}\"}}}}")
        })
    });
    router
}

/// The document (generated with the routes: [`finish`] runs first, in `app`).
pub fn document() -> &'static str {
    DOCUMENT.get().map(String::as_str).unwrap_or("{}")
}

/// What the generator found wrong, for the test that wants none.
pub fn problems() -> Vec<String> {
    PROBLEMS.lock().map(|p| p.clone()).unwrap_or_default()
}

const DESCRIPTION: &str = "The omerta host server: accounts, games of every rule set (pro, forum, 1923), commands, redacted events and live streams, tournament events (registration, schedule, judges, rounds, standings by player). Generated from the server's Rust types. Errors are JSON: {\"error\": {\"code\", \"message\"}}. Requests that change anything with a session cookie carry X-CSRF-Token. Request bodies are JSON objects of at most 64 KiB: not JSON is 400, no JSON content type 415, over 64 KiB 413, JSON of another shape 422 (each operation lists these). Besides the statuses each operation lists, any request may be answered 408 (not read and answered within 30 s), 500 (internal: nothing was applied) or 503 store_unavailable (the database does not answer; with Retry-After). See docs/server/api.md.";

/// The last touches that need the whole document: the session's security scheme, and on
/// each operation that asks who the caller is, the session (required where it answers
/// 401) and, when it changes anything, the CSRF header and its 403.
fn complete(api: &mut OpenApi) {
    let components = api.components.get_or_insert_with(Default::default);
    components.security_schemes.insert(
        SESSION.into(),
        ReferenceOr::Item(SecurityScheme::ApiKey {
            location: openapi::ApiKeyLocation::Cookie,
            name: crate::auth::COOKIE.into(),
            description: Some(
                "The session cookie set by signing up or in (POST /api/accounts, POST /api/session)."
                    .into(),
            ),
            extensions: IndexMap::new(),
        }),
    );
    let Some(paths) = api.paths.as_mut() else {
        return;
    };
    for (_, item) in paths.paths.iter_mut() {
        let ReferenceOr::Item(item) = item else {
            continue;
        };
        let changes = [
            (&mut item.post, true),
            (&mut item.put, true),
            (&mut item.delete, true),
            (&mut item.get, false),
        ];
        // (The API has no other methods.)
        for (operation, changes) in changes {
            let Some(operation) = operation.as_mut() else {
                continue;
            };
            // A path parameter that does not parse (an id that is no number) is 400.
            let has_path_parameter = operation
                .parameters
                .iter()
                .any(|p| matches!(p, ReferenceOr::Item(Parameter::Path { .. })));
            if has_path_parameter {
                refuse(operation, 400);
            }
            if operation.extensions.shift_remove(ASKS_CALLER).is_none() {
                continue;
            }
            let responses = operation.responses.get_or_insert_with(Default::default);
            let required = responses
                .responses
                .contains_key(&openapi::StatusCode::Code(401));
            let session: IndexMap<String, Vec<String>> =
                IndexMap::from_iter([(SESSION.to_string(), Vec::new())]);
            operation.security = if required {
                vec![session]
            } else {
                vec![IndexMap::new(), session]
            };
            if changes {
                refuse(operation, 403);
                operation.parameters.push(ReferenceOr::Item(Parameter::Header {
                    parameter_data: ParameterData {
                        name: "X-CSRF-Token".into(),
                        description: Some(
                            "The session's CSRF token (from sign-in or GET /api/session); without it a signed-in request is refused 403 csrf."
                                .into(),
                        ),
                        required: false,
                        format: ParameterSchemaOrContent::Schema(SchemaObject {
                            json_schema: schemars::json_schema!({"type": "string"}),
                            example: None,
                            external_docs: None,
                        }),
                        extensions: IndexMap::new(),
                        deprecated: None,
                        example: None,
                        examples: IndexMap::new(),
                        explode: None,
                    },
                    style: openapi::HeaderStyle::Simple,
                }));
            }
        }
    }
}

/// What a refusal with `status` means, in the document.
fn meaning(status: u16) -> &'static str {
    match status {
        400 => "Bad request: a path, query or body that does not parse, or a value it refuses",
        401 => "Not signed in",
        403 => "Forbidden: not the caller's to do, or a signed-in request without its CSRF token",
        404 => "Not found",
        409 => "Conflict with the state of things (taken, already done, not yet possible)",
        413 => "The body is over the limit (64 KiB)",
        415 => "The body is not sent as application/json",
        422 => "JSON of another shape than the operation reads",
        429 => "Too many: try again after Retry-After seconds",
        500 => "Internal error: nothing was applied",
        503 => "Unavailable: the store does not answer, or the server is at capacity (Retry-After)",
        _ => "Refused",
    }
}

/// A refusal as the document describes it: the error body (`schema`, the `Error`
/// schema's reference), and what the status means.
fn error_response(status: u16, schema: schemars::Schema) -> Response {
    Response {
        description: meaning(status).into(),
        content: IndexMap::from_iter([(
            "application/json".into(),
            MediaType {
                schema: Some(SchemaObject {
                    json_schema: schema,
                    example: None,
                    external_docs: None,
                }),
                ..Default::default()
            },
        )]),
        ..Default::default()
    }
}

/// A refusal, with the error schema put in the components.
fn refusal(ctx: &mut GenContext, status: u16) -> Response {
    error_response(status, ctx.schema.subschema_for::<ErrorBody>())
}

/// Adds a refusal to an operation, once (the error schema is in the components by then).
fn refuse(operation: &mut Operation, status: u16) {
    let responses = operation.responses.get_or_insert_with(Default::default);
    responses
        .responses
        .entry(openapi::StatusCode::Code(status))
        .or_insert_with(|| {
            ReferenceOr::Item(error_response(
                status,
                schemars::json_schema!({"$ref": "#/components/schemas/Error"}),
            ))
        });
}

/// The refusals an operation answers besides those its extractors bring (a body's 400,
/// 413, 415 and 422; a path's or query's 400; a changing request's 403 csrf).
pub fn refusals(statuses: &'static [u16]) -> impl FnOnce(TransformOperation) -> TransformOperation {
    move |mut op| {
        aide::generate::in_context(|ctx| {
            // The error schema is in the components once any operation names it.
            let _ = ctx.schema.subschema_for::<ErrorBody>();
        });
        for status in statuses {
            refuse(op.inner_mut(), *status);
        }
        op
    }
}

/// A summary and an id for an operation, and its refusals.
pub fn op(
    id: &'static str,
    summary: &'static str,
    statuses: &'static [u16],
) -> impl FnOnce(TransformOperation) -> TransformOperation {
    move |op| op.id(id).summary(summary).with(refusals(statuses))
}

impl OperationInput for Caller {
    fn operation_input(_ctx: &mut GenContext, operation: &mut Operation) {
        operation
            .extensions
            .insert(ASKS_CALLER.into(), serde_json::Value::Bool(true));
    }
}

impl OperationInput for ClientIp {}

impl<T: JsonSchema> OperationInput for ApiJson<T> {
    fn operation_input(ctx: &mut GenContext, operation: &mut Operation) {
        <Json<T> as OperationInput>::operation_input(ctx, operation);
    }

    fn inferred_early_responses(
        ctx: &mut GenContext,
        _operation: &mut Operation,
    ) -> Vec<(Option<u16>, Response)> {
        [400, 413, 415, 422]
            .into_iter()
            .map(|status| (Some(status), refusal(ctx, status)))
            .collect()
    }
}

impl<T: JsonSchema> OperationInput for ApiQuery<T> {
    fn operation_input(ctx: &mut GenContext, operation: &mut Operation) {
        <axum::extract::Query<T> as OperationInput>::operation_input(ctx, operation);
    }

    fn inferred_early_responses(
        ctx: &mut GenContext,
        _operation: &mut Operation,
    ) -> Vec<(Option<u16>, Response)> {
        vec![(Some(400), refusal(ctx, 400))]
    }
}

impl OperationOutput for Failure {
    type Inner = ErrorBody;
}

/// The answer `R` documents, under the one status it is sent with.
fn answered<R: OperationOutput>(
    ctx: &mut GenContext,
    operation: &mut Operation,
    status: u16,
) -> Vec<(Option<u16>, Response)> {
    R::operation_response(ctx, operation)
        .map(|r| vec![(Some(status), r)])
        .unwrap_or_default()
}

/// `201 Created`, with the new thing's address where it has one.
pub struct Created<T> {
    pub location: Option<String>,
    pub body: T,
}

impl<T: serde::Serialize> IntoResponse for Created<T> {
    fn into_response(self) -> HttpResponse {
        let mut response = (StatusCode::CREATED, Json(self.body)).into_response();
        if let Some(value) = self.location.and_then(|l| HeaderValue::from_str(&l).ok()) {
            response.headers_mut().insert(header::LOCATION, value);
        }
        response
    }
}

impl<T: JsonSchema> OperationOutput for Created<T> {
    type Inner = T;

    fn operation_response(ctx: &mut GenContext, operation: &mut Operation) -> Option<Response> {
        <Json<T> as OperationOutput>::operation_response(ctx, operation)
    }

    fn inferred_responses(
        ctx: &mut GenContext,
        operation: &mut Operation,
    ) -> Vec<(Option<u16>, Response)> {
        answered::<Self>(ctx, operation, 201)
    }
}

/// `202 Accepted`: done soon, not yet.
pub struct Accepted<T>(pub T);

impl<T: serde::Serialize> IntoResponse for Accepted<T> {
    fn into_response(self) -> HttpResponse {
        (StatusCode::ACCEPTED, Json(self.0)).into_response()
    }
}

impl<T: JsonSchema> OperationOutput for Accepted<T> {
    type Inner = T;

    fn operation_response(ctx: &mut GenContext, operation: &mut Operation) -> Option<Response> {
        <Json<T> as OperationOutput>::operation_response(ctx, operation)
    }

    fn inferred_responses(
        ctx: &mut GenContext,
        operation: &mut Operation,
    ) -> Vec<(Option<u16>, Response)> {
        answered::<Self>(ctx, operation, 202)
    }
}

/// An answer that also sets cookies (a session opened or closed).
pub struct WithCookies<R> {
    pub cookies: Vec<String>,
    pub response: R,
}

impl<R: IntoResponse> IntoResponse for WithCookies<R> {
    fn into_response(self) -> HttpResponse {
        let mut response = self.response.into_response();
        for cookie in self.cookies {
            if let Ok(value) = HeaderValue::from_str(&cookie) {
                response.headers_mut().append(header::SET_COOKIE, value);
            }
        }
        response
    }
}

impl<R: OperationOutput> OperationOutput for WithCookies<R> {
    type Inner = R::Inner;

    fn operation_response(ctx: &mut GenContext, operation: &mut Operation) -> Option<Response> {
        R::operation_response(ctx, operation)
    }

    fn inferred_responses(
        ctx: &mut GenContext,
        operation: &mut Operation,
    ) -> Vec<(Option<u16>, Response)> {
        R::inferred_responses(ctx, operation)
    }
}

/// JSON already written (a cached view, a generated document), answered as it is and
/// described as a `T`: `application/json`, or what `T` says it is ([`Served`]).
pub struct Written<T> {
    pub bytes: bytes::Bytes,
    pub described: std::marker::PhantomData<T>,
}

/// The content type a described payload is served as.
pub trait Served {
    const CONTENT_TYPE: &'static str = "application/json";
}

impl<T> Written<T> {
    pub fn new(bytes: impl Into<bytes::Bytes>) -> Written<T> {
        Written {
            bytes: bytes.into(),
            described: std::marker::PhantomData,
        }
    }
}

impl<T: Served> IntoResponse for Written<T> {
    fn into_response(self) -> HttpResponse {
        (
            [(
                header::CONTENT_TYPE,
                HeaderValue::from_static(T::CONTENT_TYPE),
            )],
            self.bytes,
        )
            .into_response()
    }
}

impl<T: JsonSchema + Served> OperationOutput for Written<T> {
    type Inner = T;

    fn operation_response(ctx: &mut GenContext, operation: &mut Operation) -> Option<Response> {
        let mut response = <Json<T> as OperationOutput>::operation_response(ctx, operation)?;
        response.content = response
            .content
            .into_iter()
            .map(|(_, media)| (T::CONTENT_TYPE.to_string(), media))
            .collect();
        Some(response)
    }

    fn inferred_responses(
        ctx: &mut GenContext,
        operation: &mut Operation,
    ) -> Vec<(Option<u16>, Response)> {
        answered::<Self>(ctx, operation, 200)
    }
}
