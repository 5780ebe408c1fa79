//! Uploading a finished Pro Mafia game recorded elsewhere (`omerta-pro/1`, Polemica or
//! MafiaRatings) into an event, so that it reaches the standings like a game recorded here.
//!
//! Nothing is written around the rules: the upload is read into an `omerta-pro/1` protocol
//! (the interchange importers), checked and scored whole first (a game that is not finished,
//! or breaks the table rules, is refused with every problem and nothing is created), and
//! then played into a new table through the ordinary commands: the ten names seated (by
//! the one rule for names, as at any table), the start with the protocol's cards, rules and
//! records (ruling L10), and the finish. The table is made whole in memory first
//! ([`Planned`]) and written in one transaction, with its place in the event: a name a
//! table refuses leaves nothing behind. The uploader is the table's judge; the record is
//! the table's events, as for any game.

use crate::auth::Caller;
use crate::error::{ApiError, ApiJson, ApiResult};
use crate::planned::Planned;
use crate::AppState;
use axum::extract::State;
use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;
use omerta_live::Actor;
use omerta_pro::interchange;
use serde::Deserialize;
use serde_json::{json, Value};

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct UploadBody {
    /// `omerta-pro/1` (the default), `polemica` or `mafiaratings`.
    #[serde(default)]
    format: Option<String>,
    /// The game: the file's text, or its JSON.
    document: Value,
    /// The event the game counts in; otherwise the protocol's own, if any.
    #[serde(default)]
    event: Option<String>,
    /// An event on this server (`/api/events/{id}`) the game counts in: its standings map
    /// the seats to its registered players by name. The uploader is its organiser or one
    /// of its judges.
    #[serde(default)]
    event_id: Option<i64>,
    /// The table's title; otherwise one made from the event and the players.
    #[serde(default)]
    title: Option<String>,
}

/// A game read and checked: the protocol document, and what the source held that it
/// cannot.
pub(crate) struct Read {
    pub protocol: Value,
    pub warnings: Vec<String>,
}

/// Reads an uploaded game into a checked, finished `omerta-pro/1` protocol.
pub(crate) fn read(format: &str, text: &str) -> Result<Read, ApiError> {
    let unreadable = |system: &str, e: &dyn std::fmt::Display| {
        ApiError::new(
            StatusCode::UNPROCESSABLE_ENTITY,
            "invalid_document",
            format!("this is not a {system} game: {e}"),
        )
    };
    let (protocol_text, mut warnings) = match format {
        "omerta-pro/1" => (text.to_string(), Vec::new()),
        "polemica" => {
            let imported =
                interchange::polemica::import(text).map_err(|e| unreadable("Polemica", &e))?;
            (interchange::to_json(&imported.protocol), imported.warnings)
        }
        "mafiaratings" => {
            let imported = interchange::mafiaratings::import(text)
                .map_err(|e| unreadable("MafiaRatings", &e))?;
            (interchange::to_json(&imported.protocol), imported.warnings)
        }
        other => {
            return Err(ApiError::bad_request(format!(
            "unknown format {other:?}: upload \"omerta-pro/1\", \"polemica\" or \"mafiaratings\""
        )))
        }
    };
    // Checked and scored whole before anything is created.
    let (game, _) = omerta_pro::score_json(&protocol_text).map_err(|error| {
        let why = match &error {
            omerta_pro::Error::Unfinished(_) => {
                "the game is not finished: the table rules have not decided a winner".to_string()
            }
            other => other.to_string(),
        };
        ApiError::new(
            StatusCode::UNPROCESSABLE_ENTITY,
            "invalid_game",
            format!("the game cannot be counted: {why}"),
        )
    })?;
    // An imported record's warnings already hold what the game leaves in doubt (the
    // importers check the game); a protocol uploaded as it is gets them here.
    if format == "omerta-pro/1" {
        warnings.extend(
            game.warnings()
                .into_iter()
                .map(|w| interchange::Notice::new("result", w)),
        );
    }
    let protocol: Value = serde_json::from_str(&protocol_text)
        .map_err(|e| ApiError::internal(format!("a checked protocol is JSON: {e}")))?;
    Ok(Read {
        protocol,
        warnings: warnings.iter().map(ToString::to_string).collect(),
    })
}

/// `POST /api/pro/uploads`: a finished game into an event. Answers the new table's id and
/// the warnings of the import.
pub(crate) async fn upload(
    State(state): State<AppState>,
    caller: Caller,
    ApiJson(body): ApiJson<UploadBody>,
) -> ApiResult<Response> {
    let account = caller.require()?;
    let text = match &body.document {
        Value::String(text) => text.clone(),
        other => other.to_string(),
    };
    let format = body.format.as_deref().unwrap_or("omerta-pro/1");
    let tournament = match body.event_id {
        Some(event) => Some(crate::events::upload_target(&state, account, event).await?),
        None => None,
    };
    let read = read(format, &text)?;
    let event = body
        .event
        .as_deref()
        .or(tournament.as_ref().map(|t| t.name.as_str()));
    let id = play_in(
        &state,
        account,
        &read.protocol,
        event,
        body.title.as_deref(),
        tournament.as_ref().map(|t| t.id),
    )
    .await?;
    Ok((
        StatusCode::CREATED,
        [(header::LOCATION, format!("/api/games/{id}"))],
        Json(json!({"id": id, "warnings": read.warnings})),
    )
        .into_response())
}

/// Creates a table and plays a checked protocol into it, counted in the event
/// `tournament` when given; its id. All or nothing.
pub(crate) async fn play_in(
    state: &AppState,
    account: &omerta_store::Account,
    protocol: &Value,
    event: Option<&str>,
    title: Option<&str>,
    tournament: Option<i64>,
) -> ApiResult<i64> {
    let event = event
        .map(str::to_string)
        .or_else(|| protocol["event"].as_str().map(str::to_string))
        .filter(|e| !e.trim().is_empty())
        .map(|e| {
            omerta_live::names::check(&e, &omerta_live::names::EVENT, [])
                .map_err(|unfit| unprocessable("invalid_name", unfit.to_string()))
        })
        .transpose()?;
    let title = title
        .map(str::to_string)
        .filter(|t| !t.trim().is_empty())
        .unwrap_or_else(|| match &event {
            Some(event) => format!("{event}: an uploaded game"),
            None => "An uploaded game".to_string(),
        });
    let host = Actor {
        account: Some(account.id),
        admin: account.admin,
    };
    let (protocol, limits) = (protocol.clone(), state.config.limits.clone());
    let now = crate::now();
    // The start and the finish score the game: heavy, as through `execute`.
    let game = state
        .heavy
        .run_within(Some(state.config.command_timeout), move |_| {
            played(&protocol, event.as_deref(), &title, host, limits, now)
        })
        .await??;
    crate::routes::count_creation(state, account)?;
    let id = state
        .store
        .create_whole_game(&game, tournament, now)
        .await?;
    tracing::info!(game = id, host = account.id, "game uploaded");
    Ok(id)
}

fn unprocessable(code: &'static str, message: impl Into<String>) -> ApiError {
    ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, code, message)
}

/// The table of a checked protocol, made whole in memory: its names seated in seat order,
/// the start with the cards, rules and records, and the finish.
fn played(
    protocol: &Value,
    event: Option<&str>,
    title: &str,
    host: Actor,
    limits: omerta_live::Limits,
    now: i64,
) -> ApiResult<omerta_store::WholeGame> {
    let players = protocol["players"].as_array().cloned().unwrap_or_default();
    let mut seated: Vec<(i64, Value)> = players
        .iter()
        .map(|p| (p["seat"].as_i64().unwrap_or(0), p.clone()))
        .collect();
    seated.sort_by_key(|(seat, _)| *seat);
    let mut game = Planned::new("pro", title, host, limits, now)?;
    for (seat, player) in &seated {
        let name = player["name"]
            .as_str()
            .map(str::trim)
            .filter(|n| !n.is_empty())
            .map_or_else(|| format!("Seat {seat}"), str::to_string);
        game.lobby(json!({"type": "seat", "name": name}), now)
            .map_err(|e| {
                ApiError::new(
                    e.status,
                    e.code,
                    format!("the player at seat {seat} cannot be seated: {}", e.message),
                )
            })?;
    }
    let roles: Vec<Value> = seated.iter().map(|(_, p)| p["role"].clone()).collect();
    let mut setup = json!({
        "roles": roles,
        "records": protocol["events"].clone(),
    });
    if let Some(rules) = protocol.get("rules").filter(|r| !r.is_null()) {
        setup["rules"] = rules.clone();
    }
    if let Some(event) = event {
        setup["event"] = json!(event);
    }
    game.lobby(json!({"type": "start", "setup": setup}), now)?;
    game.game(json!({"type": "finish"}), now)?;
    Ok(game.whole())
}
