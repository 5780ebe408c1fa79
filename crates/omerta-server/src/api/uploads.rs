//! `POST /api/pro/uploads`: a finished Pro game uploaded ([`crate::upload::upload`]).

use crate::auth::Caller;
use crate::error::{ApiJson, ApiResult};
use crate::openapi::Created;
use crate::upload::{upload as upload_game, Upload};
use crate::AppState;
use axum::extract::State;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// A finished Pro game to upload.
#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct UploadBody {
    /// `omerta-pro/1` (the default), `polemica` or `mafiaratings`.
    #[serde(default)]
    #[schemars(extend("enum" = ["omerta-pro/1", "polemica", "mafiaratings"]))]
    format: Option<String>,
    /// The game: the file's text, or its JSON (an `omerta-pro/1` protocol, a Polemica or
    /// MafiaRatings record).
    document: Value,
    /// The event the game counts in; otherwise the protocol's own, if any.
    #[serde(default)]
    event: Option<String>,
    /// An event on this server (`/api/events/{id}`) the game counts in: its standings map
    /// the seats to its registered players by name. The uploader is its organiser or one
    /// of its judges. Its name is the game's event unless `event` is given.
    #[serde(default)]
    event_id: Option<i64>,
    /// The table's title; otherwise one made from the event and the players.
    #[serde(default)]
    title: Option<String>,
}

/// `POST /api/pro/uploads`: a finished game into an event. Answers the new table's id and
/// the warnings of the import.
pub(crate) async fn upload(
    State(state): State<AppState>,
    caller: Caller,
    ApiJson(body): ApiJson<UploadBody>,
) -> ApiResult<Created<UploadedGame>> {
    let account = caller.require()?;
    let text = match &body.document {
        Value::String(text) => text.clone(),
        other => other.to_string(),
    };
    let uploaded = upload_game(
        &state,
        account,
        Upload {
            format: body.format.as_deref().unwrap_or("omerta-pro/1"),
            text: &text,
            event: body.event.as_deref(),
            event_id: body.event_id,
            title: body.title.as_deref(),
        },
    )
    .await?;
    let id = uploaded.id;
    // The sentences in the reader's language; the field stays a list of sentences.
    let lang = caller.lang();
    Ok(Created {
        location: Some(format!("/api/games/{id}")),
        body: UploadedGame {
            id,
            warnings: uploaded
                .warnings
                .iter()
                .map(|notice| omerta_i18n::import::notice(lang, notice))
                .collect(),
        },
    })
}

/// A game uploaded: created and finished.
#[derive(Serialize, JsonSchema)]
pub(crate) struct UploadedGame {
    /// The new table's id.
    id: i64,
    /// What the import noticed, in sentences (a name it guessed, a detail it dropped).
    warnings: Vec<String>,
}
