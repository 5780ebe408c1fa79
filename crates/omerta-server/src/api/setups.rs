//! Forum setups over JSON (`/api/setups`, `/api/games/{id}/setup`, `/api/games/{id}/rehost`):
//! each handler maps a request to one call of [`crate::setups`] and its answer to JSON.

use super::GamePath as SetupPath;
use crate::auth::Caller;
use crate::error::{ApiJson, ApiResult};
use crate::openapi::Created;
use crate::setups::{self, SetupBody, SetupDetail, SetupSummary};
use crate::AppState;
use axum::extract::{Path, State};
use axum::Json;
use omerta_live::forum::setup_file::SetupFile;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// The setups the caller may read.
#[derive(Serialize, JsonSchema)]
pub(crate) struct Setups {
    /// The caller's own, by name, then everybody's shared ones, the latest changed first.
    setups: Vec<SetupSummary>,
}

/// `GET /api/setups`
pub async fn api_list(State(state): State<AppState>, caller: Caller) -> ApiResult<Json<Setups>> {
    Ok(Json(Setups {
        setups: setups::list(&state, &caller).await?,
    }))
}

/// `POST /api/setups`
pub async fn api_create(
    State(state): State<AppState>,
    caller: Caller,
    ApiJson(body): ApiJson<SetupBody>,
) -> ApiResult<Created<SetupDetail>> {
    let account = caller.require()?;
    let id = setups::save(&state, account, &body).await?;
    created(&state, &caller, id).await
}

async fn created(state: &AppState, caller: &Caller, id: i64) -> ApiResult<Created<SetupDetail>> {
    Ok(Created {
        location: Some(format!("/api/setups/{id}")),
        body: setups::get(state, caller, id).await?,
    })
}

/// A setup file to upload.
#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct UploadBody {
    /// The file: its text, or its JSON (`omerta-forum-setup/1`).
    #[schemars(with = "SetupFile")]
    file: Value,
}

/// `POST /api/setups/upload`: a setup file, checked whole, saved under its name.
pub async fn api_upload(
    State(state): State<AppState>,
    caller: Caller,
    ApiJson(body): ApiJson<UploadBody>,
) -> ApiResult<Created<SetupDetail>> {
    let account = caller.require()?;
    let text = match &body.file {
        Value::String(text) => text.clone(),
        other => other.to_string(),
    };
    let id = setups::upload(&state, account, &text).await?;
    created(&state, &caller, id).await
}

/// `GET /api/setups/{id}`
pub async fn api_get(
    State(state): State<AppState>,
    caller: Caller,
    Path(SetupPath { id }): Path<SetupPath>,
) -> ApiResult<Json<SetupDetail>> {
    Ok(Json(setups::get(&state, &caller, id).await?))
}

/// `PUT /api/setups/{id}`
pub async fn api_update(
    State(state): State<AppState>,
    caller: Caller,
    Path(SetupPath { id }): Path<SetupPath>,
    ApiJson(body): ApiJson<SetupBody>,
) -> ApiResult<Json<SetupDetail>> {
    let account = caller.require()?;
    setups::update(&state, account, id, &body).await?;
    Ok(Json(setups::get(&state, &caller, id).await?))
}

/// A setup deleted.
#[derive(Serialize, JsonSchema)]
pub(crate) struct Deleted {
    id: i64,
    deleted: bool,
}

/// `DELETE /api/setups/{id}`
pub async fn api_delete(
    State(state): State<AppState>,
    caller: Caller,
    Path(SetupPath { id }): Path<SetupPath>,
) -> ApiResult<Json<Deleted>> {
    let account = caller.require()?;
    setups::delete(&state, account, id).await?;
    Ok(Json(Deleted { id, deleted: true }))
}

/// `GET /api/setups/{id}/file`: the setup as its file.
pub async fn api_file(
    State(state): State<AppState>,
    caller: Caller,
    Path(SetupPath { id }): Path<SetupPath>,
) -> ApiResult<Json<SetupFile>> {
    let detail = setups::get(&state, &caller, id).await?;
    Ok(Json(SetupFile::new(
        &detail.summary.name,
        &detail.summary.description,
        detail.setup,
    )))
}

/// A lobby opened.
#[derive(Serialize, JsonSchema)]
pub(crate) struct Lobby {
    /// The new lobby's id (`/api/games/{id}`).
    game: i64,
}

/// `POST /api/setups/{id}/host`: a forum lobby hosted by the caller, to be started with
/// the setup.
pub async fn api_host(
    State(state): State<AppState>,
    caller: Caller,
    Path(SetupPath { id }): Path<SetupPath>,
) -> ApiResult<Created<Lobby>> {
    let account = caller.require()?;
    let game = setups::host(&state, account, id).await?;
    Ok(Created {
        location: Some(format!("/api/games/{game}")),
        body: Lobby { game },
    })
}

/// `GET /api/games/{id}/setup`: the setup a forum game was dealt from, as a file (the
/// host's; everybody's once the game is over).
pub async fn api_game_setup(
    State(state): State<AppState>,
    caller: Caller,
    Path(SetupPath { id }): Path<SetupPath>,
) -> ApiResult<Json<SetupFile>> {
    Ok(Json(setups::of_game(&state, &caller, id).await?))
}

/// `POST /api/games/{id}/rehost`: a new lobby with a finished game's setup (once per
/// account: again, the same lobby).
pub async fn api_rehost(
    State(state): State<AppState>,
    caller: Caller,
    Path(SetupPath { id }): Path<SetupPath>,
) -> ApiResult<Created<Lobby>> {
    let account = caller.require()?;
    let game = setups::rehost(&state, account, id).await?;
    Ok(Created {
        location: Some(format!("/api/games/{game}")),
        body: Lobby { game },
    })
}
