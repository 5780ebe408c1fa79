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

use crate::error::{ApiError, ApiResult, Arg, Kind};
use crate::planned::Planned;
use crate::AppState;
use omerta_i18n as i18n;
use omerta_live::Actor;
use omerta_pro::interchange;
use schemars::JsonSchema;
use serde::Serialize;
use serde_json::{json, Value};

/// A game read and checked: the protocol document, and what the source held that it
/// cannot.
pub struct Read {
    pub protocol: Value,
    /// What the import noticed, as data: the faces word each in the reader's language
    /// (`omerta_i18n::import::notice`; English is the notice's `Display`).
    pub warnings: Vec<interchange::Notice>,
    /// What the source says of the game beyond its play.
    pub source: Source,
    /// The protocol's fingerprint: the same game uploaded again, from any format, has the
    /// same one.
    pub fingerprint: String,
}

/// What a record made elsewhere says about its game: where it comes from, when, at which
/// table of which tournament, and who refereed it. Read loosely: a field the source does
/// not have, or has in another shape, is left out, never refused.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Source {
    /// "Polemica 610180", "MafiaRatings 1234", "omerta-pro/1".
    pub name: String,
    /// The day the game was played, `YYYY-MM-DD` (UTC).
    pub date: Option<String>,
    pub tournament: Option<String>,
    pub table: Option<String>,
    /// The game's number in its tournament or round.
    pub game: Option<String>,
    /// The source's referee (judge): the judge of record of the upload.
    pub referee: Option<String>,
}

/// The name of an upload of omerta's own format.
const OMERTA_PRO: &str = "omerta-pro/1";

impl Source {
    /// An `omerta-pro/1` upload's source: nothing known beyond the format.
    fn plain() -> Source {
        Source {
            name: OMERTA_PRO.to_owned(),
            ..Source::default()
        }
    }

    /// The table's title when the uploader gives none: the tournament, table and game
    /// number, and the date, as far as the source says them; else the source's name.
    pub fn title(&self, event: Option<&str>) -> String {
        // An `omerta-pro/1` file states none of these: it is titled as before.
        if self.name == OMERTA_PRO && self == &Source::plain() {
            return match event {
                Some(event) => format!("{event}: an uploaded game"),
                None => "An uploaded game".to_owned(),
            };
        }
        let mut parts: Vec<String> = Vec::new();
        match (&self.tournament, event) {
            (Some(tournament), _) => parts.push(tournament.clone()),
            (None, Some(event)) => parts.push(event.to_owned()),
            (None, None) => {}
        }
        if let Some(table) = &self.table {
            parts.push(format!("table {table}"));
        }
        if let Some(game) = &self.game {
            parts.push(format!("game {game}"));
        }
        if self.table.is_none() && self.game.is_none() {
            parts.push(self.name.clone());
        }
        if let Some(date) = &self.date {
            parts.push(date.clone());
        }
        parts.join(", ")
    }
}

/// A text of at most `most` characters from a JSON string or number; `None` for anything
/// else or an empty text.
fn short_text(value: &Value, most: usize) -> Option<String> {
    let text = match value {
        Value::String(text) => text.trim().to_owned(),
        Value::Number(n) => n.to_string(),
        _ => return None,
    };
    let text: String = text
        .chars()
        .filter(|c| !c.is_control())
        .take(most)
        .collect();
    (!text.is_empty()).then_some(text)
}

/// `YYYY-MM-DD` from an ISO time (`2026-07-27T16:04:24.817Z`, `2026-07-27 16:04:24`).
fn iso_date(value: &Value) -> Option<String> {
    let text = value.as_str()?.trim();
    let date = text.get(..10)?;
    jiff::civil::Date::strptime("%Y-%m-%d", date)
        .ok()
        .map(|d| d.to_string())
}

/// `YYYY-MM-DD` (UTC) from Unix seconds.
fn unix_date(value: &Value) -> Option<String> {
    let seconds = value.as_i64().filter(|&s| s > 0)?;
    let time = jiff::Timestamp::from_second(seconds).ok()?;
    Some(time.to_zoned(jiff::tz::TimeZone::UTC).date().to_string())
}

/// The first of `values` that reads as a short text.
fn first_text<'a>(values: impl IntoIterator<Item = &'a Value>) -> Option<String> {
    values.into_iter().find_map(|v| short_text(v, 80))
}

/// What a source document says of its game ([`Source`]), by its format.
pub fn source_of(format: &str, document: &Value) -> Source {
    match format {
        "polemica" => {
            // A match page wraps the game in `data`, with the match's own id and judge.
            let game = document.get("data").unwrap_or(document);
            let id = first_text(
                [&document["id"], &game["id"]]
                    .into_iter()
                    .filter(|v| v.as_i64() != Some(0)),
            );
            Source {
                name: match id {
                    Some(id) => format!("Polemica {id}"),
                    None => "Polemica".to_owned(),
                },
                date: iso_date(&document["started_at"]).or_else(|| iso_date(&game["started"])),
                tournament: first_text([
                    &document["tournament"]["name"],
                    &game["tournament"]["name"],
                ]),
                table: first_text([&document["table"], &game["table"]]),
                game: None,
                referee: first_text([&document["judge"]["username"], &game["referee"]["username"]]),
            }
        }
        "mafiaratings" => Source {
            name: match short_text(&document["id"], 20) {
                Some(id) => format!("MafiaRatings {id}"),
                None => "MafiaRatings".to_owned(),
            },
            date: unix_date(&document["startTime"]),
            tournament: first_text([&document["tournament"]["name"], &document["tournament"]]),
            table: first_text([&document["table"], &document["tableNum"]]),
            game: first_text([&document["number"], &document["gameNum"]]),
            referee: first_text([
                &document["moderator"]["name"],
                &document["moderator"]["nickname"],
            ])
            .or_else(|| {
                short_text(&document["moderator"]["id"], 20)
                    .map(|id| format!("MafiaRatings user {id}"))
            }),
        },
        _ => Source::plain(),
    }
}

/// The protocol's fingerprint: SHA-256 of its players, rules and records written with
/// sorted keys, so that the same game from any format, or with its keys in another order,
/// has the same one; the event's name and other labels do not count.
pub fn fingerprint(protocol: &Value) -> String {
    use sha2::{Digest, Sha256};
    let game = json!({
        "players": protocol["players"],
        "rules": protocol.get("rules").filter(|r| !r.is_null()).cloned().unwrap_or(json!({})),
        "events": protocol["events"],
    });
    let mut hasher = Sha256::new();
    canonical(&game, &mut hasher);
    hex::encode(hasher.finalize())
}

/// Writes `value` as JSON with every object's keys sorted.
fn canonical(value: &Value, out: &mut impl sha2::Digest) {
    match value {
        Value::Object(map) => {
            let mut keys: Vec<&String> = map.keys().collect();
            keys.sort();
            out.update(b"{");
            for (i, key) in keys.into_iter().enumerate() {
                if i > 0 {
                    out.update(b",");
                }
                out.update(Value::String(key.clone()).to_string().as_bytes());
                out.update(b":");
                canonical(&map[key], out);
            }
            out.update(b"}");
        }
        Value::Array(items) => {
            out.update(b"[");
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    out.update(b",");
                }
                canonical(item, out);
            }
            out.update(b"]");
        }
        other => out.update(other.to_string().as_bytes()),
    }
}

/// Reads an uploaded game into a checked, finished `omerta-pro/1` protocol.
pub fn read(format: &str, text: &str) -> Result<Read, ApiError> {
    let (protocol_text, mut warnings) = match format {
        "omerta-pro/1" => (text.to_string(), Vec::new()),
        "polemica" => {
            let imported = interchange::polemica::import(text)
                .map_err(|e| not_a_game(interchange::System::Polemica, e))?;
            (interchange::to_json(&imported.protocol), imported.warnings)
        }
        "mafiaratings" => {
            let imported = interchange::mafiaratings::import(text)
                .map_err(|e| not_a_game(interchange::System::MafiaRatings, e))?;
            (interchange::to_json(&imported.protocol), imported.warnings)
        }
        other => return Err(unknown_format(other)),
    };
    // Checked and scored whole before anything is created.
    let (game, _) = omerta_pro::score_json(&protocol_text).map_err(uncounted)?;
    // An imported record's warnings already hold what the game leaves in doubt (the
    // importers check the game); a protocol uploaded as it is gets them here.
    if format == "omerta-pro/1" {
        warnings.extend(game.judged_result().map(|judged| {
            interchange::Notice::new("result", interchange::Problem::JudgedResult(judged))
        }));
    }
    let protocol: Value = serde_json::from_str(&protocol_text)
        .map_err(|e| ApiError::internal(format!("a checked protocol is JSON: {e}")))?;
    let source = serde_json::from_str::<Value>(text)
        .map(|document| source_of(format, &document))
        .unwrap_or_default();
    Ok(Read {
        fingerprint: fingerprint(&protocol),
        protocol,
        warnings,
        source,
    })
}

/// A finished game to upload, as either face takes it.
#[derive(Clone, Copy, Debug)]
pub struct Upload<'a> {
    /// `omerta-pro/1`, `polemica` or `mafiaratings`.
    pub format: &'a str,
    /// The file's text.
    pub text: &'a str,
    /// The event the game counts in, by name; otherwise the protocol's own, if any.
    pub event: Option<&'a str>,
    /// An event on this server the game counts in (the uploader must be its organiser or
    /// one of its judges).
    pub event_id: Option<i64>,
    /// The table's title; otherwise one made from the event and the players.
    pub title: Option<&'a str>,
}

/// An upload made: the new table and the warnings of the import.
#[derive(Clone, Debug)]
pub struct Uploaded {
    pub id: i64,
    /// What the import noticed, as data (see [`Read::warnings`]).
    pub warnings: Vec<interchange::Notice>,
    /// The event's name the game counts under, if any.
    pub event: Option<String>,
}

/// Uploads a finished game: read and checked, counted in its event, created whole. The
/// one operation behind `POST /api/pro/uploads` and the upload page. The event is the
/// server event named by `event_id` (refused unless the uploader organises or judges it),
/// or else the server event whose name `event` gives if the uploader may upload into it,
/// so that the game counts in that event's standings too; a name alone groups `/standings`.
pub async fn upload(
    state: &AppState,
    account: &omerta_store::Account,
    upload: Upload<'_>,
) -> ApiResult<Uploaded> {
    let named = upload.event.map(str::trim).filter(|e| !e.is_empty());
    let tournament = match (upload.event_id, named) {
        (Some(id), _) => Some(crate::tournaments::upload_target(state, account, id).await?),
        (None, Some(name)) => crate::tournaments::named_upload_target(state, account, name).await?,
        (None, None) => None,
    };
    // Reading a record (an import, the replay that checks it) is CPU work: on the heavy
    // pool, within the command deadline, never on the threads that answer requests.
    let (format, text) = (upload.format.to_string(), upload.text.to_string());
    let read = state
        .heavy
        .run_within(Some(state.config.command_timeout), move |_| {
            read(&format, &text)
        })
        .await??;
    let event = tournament
        .as_ref()
        .map(|t| t.name.clone())
        .or(named.map(str::to_string));
    let id = play_in(
        state,
        account,
        &read,
        event.as_deref(),
        upload.title,
        tournament.as_ref().map(|t| t.id),
    )
    .await?;
    Ok(Uploaded {
        id,
        warnings: read.warnings,
        event,
    })
}

/// A document the importer of `system` cannot read: every problem, at its place, worded
/// from its data in the reader's language (English: the importer's own).
fn not_a_game(system: interchange::System, why: interchange::Refused) -> ApiError {
    ApiError::worded(
        Kind::Unprocessable,
        "invalid_document",
        format!("this is not a {} game: {why}", system.name()),
        i18n::id("refusal-upload-not-a-game"),
        [
            ("system", Arg::from(system.name())),
            ("why", Arg::Refused(why)),
        ],
    )
}

fn unknown_format(format: &str) -> ApiError {
    let quoted = format!("{format:?}");
    ApiError::worded(
        Kind::BadRequest,
        "bad_request",
        format!(
            "unknown format {quoted}: upload \"omerta-pro/1\", \"polemica\" or \"mafiaratings\""
        ),
        i18n::id("refusal-upload-unknown-format"),
        [("format", Arg::Text(quoted))],
    )
}

/// Every worded refusal of the uploads (not the table rules'), with sample arguments.
pub fn refusal_samples() -> Vec<ApiError> {
    vec![
        not_a_game(
            interchange::System::Polemica,
            interchange::polemica::import("{").expect_err("not JSON"),
        ),
        not_a_game(
            interchange::System::MafiaRatings,
            interchange::mafiaratings::import(r#"{"players": []}"#)
                .expect_err("a game without its players"),
        ),
        uncounted(
            omerta_pro::score_json(
                r#"{"format":"omerta-pro/1","players":[{"seat":1,"role":"civilan"}],"events":[]}"#,
            )
            .expect_err("an unknown role"),
        ),
        unknown_format("csv"),
        duplicate(12),
    ]
}

/// The refusal of a game uploaded before, with where the first upload is.
fn duplicate(first: i64) -> ApiError {
    let mut error = ApiError::worded(
        Kind::Conflict,
        "duplicate_game",
        format!(
            "this game was uploaded already, as /games/{first}: the same protocol is counted \
             once"
        ),
        i18n::id("refusal-upload-duplicate"),
        [("first", Arg::Text(first.to_string()))],
    );
    error.duplicate_of = Some(first);
    error
}

/// Creates a table and plays a checked protocol into it, counted in the event
/// `tournament` when given; its id. All or nothing; a protocol uploaded before is refused
/// with the first upload's address.
pub async fn play_in(
    state: &AppState,
    account: &omerta_store::Account,
    read: &Read,
    event: Option<&str>,
    title: Option<&str>,
    tournament: Option<i64>,
) -> ApiResult<i64> {
    if let Some(first) = state.store.upload_by_fingerprint(&read.fingerprint).await? {
        return Err(duplicate(first.game));
    }
    let protocol = &read.protocol;
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
        .unwrap_or_else(|| {
            let title = read.source.title(event.as_deref());
            // The title rule's length: a long tournament name is cut, not refused.
            title
                .chars()
                .take(omerta_live::names::TITLE.most)
                .collect::<String>()
                .trim_end_matches([',', ' '])
                .to_owned()
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
    crate::games::count_creation(state, account)?;
    let upload = omerta_store::Upload {
        game: 0,
        fingerprint: read.fingerprint.clone(),
        uploader: account.id,
        source: read.source.name.clone(),
        referee: read.source.referee.clone(),
    };
    let id = match state
        .store
        .create_whole_game(&game, tournament, Some(&upload), now)
        .await
    {
        Ok(id) => id,
        // Uploaded at the same moment by someone else: theirs stands.
        Err(omerta_store::Error::Taken) => {
            let first = state.store.upload_by_fingerprint(&read.fingerprint).await?;
            return Err(duplicate(first.map_or(0, |u| u.game)));
        }
        Err(error) => return Err(error.into()),
    };
    tracing::info!(game = id, host = account.id, "game uploaded");
    Ok(id)
}

fn unprocessable(code: &'static str, message: impl Into<String>) -> ApiError {
    ApiError::new(Kind::Unprocessable, code, message)
}

/// The table of a checked protocol, made whole in memory: its names seated in seat order,
/// the start with the cards, rules and records, and the finish.
pub(crate) fn played(
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
                    e.kind,
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

/// What a game uploaded from elsewhere came from, for its pages and the API: the source,
/// its referee (the judge of record) and the uploader's account; `None` for a game
/// recorded here.
pub async fn uploaded(state: &AppState, game: i64) -> ApiResult<Option<Provenance>> {
    let Some(upload) = state.store.upload_of(game).await? else {
        return Ok(None);
    };
    Ok(Some(Provenance {
        source: upload.source,
        referee: upload.referee,
        uploader: upload.uploader,
    }))
}

/// Where an uploaded game came from.
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct Provenance {
    /// The record's source in words ("Polemica 610180, 2026-07-27").
    pub source: String,
    /// The source's referee, kept as the judge of record.
    pub referee: Option<String>,
    /// The uploader's account.
    pub uploader: i64,
}

/// An upload that cannot be counted (not a protocol, against the table rules, or a game
/// not finished): the reason as `pro check` gives it, worded by the one function that words
/// it there (`omerta_i18n::pro::problems`) in the reader's language.
fn uncounted(error: omerta_pro::Error) -> ApiError {
    ApiError::worded(
        Kind::Unprocessable,
        "invalid_game",
        format!("the game cannot be counted: {error}"),
        omerta_i18n::id("violation-uncounted"),
        [("problems", Arg::ProError(error))],
    )
}

#[cfg(test)]
mod uncounted_tests {
    use super::*;

    /// A refused upload says every problem, in English as it always did and in Russian.
    #[test]
    fn an_upload_the_rules_refuse_is_worded_in_the_readers_language() {
        let text = r#"{"format":"omerta-pro/1","players":[{"seat":1,"role":"civilan"}],
            "events":[{"type":"night"}]}"#;
        let refused = omerta_pro::score_json(text).expect_err("a refused protocol");
        assert!(matches!(refused, omerta_pro::Error::Invalid(_)));
        let error = uncounted(refused);
        let words = error.words.as_ref().expect("worded");
        assert_eq!(
            crate::error::worded(omerta_i18n::Lang::En, words),
            error.message
        );
        assert!(error.message.starts_with("the game cannot be counted: "));
        let russian = error.message_in(omerta_i18n::Lang::Ru);
        assert!(russian.starts_with("игру нельзя засчитать: "), "{russian}");
        assert!(
            russian.contains("неизвестная роль \"civilan\""),
            "{russian}"
        );
    }
}
