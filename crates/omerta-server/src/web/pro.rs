//! The Pro Mafia pages: the judge's console (the host's view), the table as players and
//! spectators follow it, and the printable final protocol.
//!
//! The console records `omerta-pro/1` events, one `record` command each; every rule is
//! the live game's (`omerta-live`'s `ProTable`, which replays with `omerta-pro`). This
//! module only words the records for people and shapes the view for the templates.

use super::{error_page, render};
use crate::auth::Caller;
use crate::error::ApiError;
use crate::games::viewed;
use crate::AppState;
use axum::extract::{Path, State};
use axum::http::{header, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use omerta_i18n::Lang;
use serde_json::{json, Value};

/// A message with text arguments (seats, names and numbers already written).
pub(crate) fn tr(lang: Lang, id: &str, args: &[(&str, String)]) -> String {
    let mut fluent = omerta_i18n::Args::new();
    for (name, value) in args {
        fluent.set(*name, value.clone());
    }
    omerta_i18n::tr(lang, id, &fluent)
}

pub(crate) fn t(lang: Lang, id: &str) -> String {
    omerta_i18n::t(lang, id)
}

/// The console's sentences (`console-*` messages), for `pro.js`.
static CONSOLE_WORDS: super::ScriptWords = super::ScriptWords::new("console-");

/// The table setup's sentences (`lobby-js-*` messages), for `pro-lobby.js`.
static LOBBY_WORDS: super::ScriptWords = super::ScriptWords::new("lobby-js-");

/// The table setup's sentences in `lang`.
pub fn lobby_words(lang: Lang) -> &'static Value {
    LOBBY_WORDS.get(lang)
}

/// The console's sentences in `lang`.
pub fn console_words(lang: Lang) -> &'static Value {
    CONSOLE_WORDS.get(lang)
}

/// Derived data for `templates/pro/game.html` and `templates/pro/protocol.html`, in English.
pub fn context(view: &Value) -> Value {
    context_in(view, Lang::En)
}

/// Derived data for the Pro pages, the records worded in `lang`.
pub fn context_in(view: &Value, lang: Lang) -> Value {
    let game = &view["game"];
    let names: Vec<String> = game["seats"]
        .as_array()
        .map(|seats| {
            seats
                .iter()
                .map(|s| s["name"].as_str().unwrap_or("").to_string())
                .collect()
        })
        .unwrap_or_default();
    let records: Vec<Value> = game["records"]
        .as_array()
        .map(|records| {
            records
                .iter()
                .map(|r| {
                    json!({
                        "index": r["index"],
                        "text": describe_in(lang, &r["event"], &names),
                        "announce": announce_in(lang, r),
                        "kind": r["event"]["type"],
                    })
                })
                .collect()
        })
        .unwrap_or_default();
    let announcements: Vec<Value> = game["records"]
        .as_array()
        .map(|records| {
            records
                .iter()
                .rev()
                .flat_map(|r| announce_in(lang, r))
                .take(6)
                .collect()
        })
        .unwrap_or_default();
    let scores = if game["scores"].is_object() {
        &game["scores"]
    } else {
        &game["console"]["provisional"]
    };
    let console = &game["console"];
    let prompt_seats = match console["prompt"]["kind"].as_str() {
        Some("will") => console["prompt"]["wills"]
            .as_array()
            .map(|wills| {
                wills
                    .iter()
                    .map(|w| format!("#{}", w["seat"]))
                    .collect::<Vec<_>>()
                    .join(", ")
            })
            .unwrap_or_default(),
        _ => numbers(&console["prompt"]["candidates"]),
    };
    let phase = game["phase"].as_str().unwrap_or("night 0");
    let phase = match phase.split_once(' ') {
        Some(("day", n)) => tr(lang, "pro-phase-day", &[("n", n.to_string())]),
        Some(("night", n)) => tr(lang, "pro-phase-night", &[("n", n.to_string())]),
        // As `|capitalize` wrote it before: the first letter up, the rest down.
        _ => {
            let mut chars = phase.chars();
            chars.next().map_or(String::new(), |c| {
                c.to_uppercase()
                    .chain(chars.flat_map(char::to_lowercase))
                    .collect()
            })
        }
    };
    json!({
        "phase": phase,
        "prompt_seats": prompt_seats,
        "records": records,
        "announcements": announcements,
        "scores": score_rows_in(lang, scores),
        "final": game["scores"].is_object(),
        "winner": scores["winner"],
        "console": game["console"],
        "seat_names": names,
        "my_card": game.get("card").cloned().unwrap_or(Value::Null),
        "rounds": rounds_in(lang, &game["rounds"], &names),
        "lifts": lifts_in(lang, &game["lifts"], &names),
        "checks": checks_in(lang, &game["checks"], &names),
    })
}

/// Every voting round the reader's view holds, for the printed protocol: each candidate
/// with the seats that voted for them and the count, and what the round decided.
#[cfg(test)]
fn rounds(rounds: &Value, names: &[String]) -> Vec<Value> {
    rounds_in(Lang::En, rounds, names)
}

pub(crate) fn rounds_in(lang: Lang, rounds: &Value, names: &[String]) -> Vec<Value> {
    let Some(rounds) = rounds.as_array() else {
        return Vec::new();
    };
    rounds
        .iter()
        .map(|r| {
            let day = r["day"].as_u64().unwrap_or(0);
            let day_arg = [("day", day.to_string())];
            let title = if r["revote"] == true {
                tr(lang, "pro-round-revote", &day_arg)
            } else {
                tr(lang, "pro-round-vote", &day_arg)
            };
            let candidates: Vec<Value> = r["tally"]
                .as_array()
                .map(|tally| {
                    tally
                        .iter()
                        .map(|t| {
                            json!({"seat": seat(names, &t["seat"]), "votes": t["votes"],
                                   "voters": numbers(&t["voters"])})
                        })
                        .collect()
                })
                .unwrap_or_default();
            let leaders = r["leaders"].as_array().map_or(0, Vec::len);
            // A single candidate is not voted on: they leave, or on day 1 stay (the
            // protocol's rule), and no count of hands is printed for them.
            let single = r["candidates"].as_array().is_some_and(|c| c.len() == 1);
            let result = if single {
                let who = seat(names, &r["candidates"][0]);
                if r["eliminated"].is_null() {
                    tr(
                        lang,
                        "pro-round-single-stays",
                        &[("seat", who), ("day", day.to_string())],
                    )
                } else {
                    tr(lang, "pro-round-single-leaves", &[("seat", who)])
                }
            } else if !r["eliminated"].is_null() {
                let who = seat(names, &r["eliminated"]);
                tr(lang, "pro-round-leaves", &[("seat", who)])
            } else if leaders > 1 {
                let who = seats(names, &r["leaders"]);
                tr(lang, "pro-round-tie", &[("seats", who)])
            } else {
                t(lang, "pro-round-nobody")
            };
            let title = if single {
                tr(lang, "pro-round-single", &day_arg)
            } else {
                title
            };
            json!({"title": title, "record": r["record"], "candidates": candidates,
                   "result": result, "single": single})
        })
        .collect()
}

/// Every lift vote the reader's view holds: the tied players, the hands for it and the
/// hands it needed.
#[cfg(test)]
fn lifts(lifts: &Value, names: &[String]) -> Vec<Value> {
    lifts_in(Lang::En, lifts, names)
}

fn lifts_in(lang: Lang, lifts: &Value, names: &[String]) -> Vec<Value> {
    let Some(lifts) = lifts.as_array() else {
        return Vec::new();
    };
    lifts
        .iter()
        .map(|l| {
            let day = l["day"].as_u64().unwrap_or(0);
            let table = l["table"].as_array().map_or(0, Vec::len);
            let result = if l["passed"] == true {
                let who = seats(names, &l["candidates"]);
                tr(lang, "pro-lift-passed", &[("seats", who)])
            } else {
                t(lang, "pro-lift-failed")
            };
            json!({
                "title": tr(lang, "pro-lift-title", &[("day", day.to_string())]),
                "record": l["record"],
                "candidates": seats(names, &l["candidates"]),
                "yes": match numbers(&l["yes"]) { yes if yes.is_empty() => t(lang, "pro-nobody"), yes => yes },
                "votes": l["votes"],
                "needed": l["needed"],
                "table": table,
                "result": result,
            })
        })
        .collect()
}

/// The checks the reader's view holds (their own, the judge all, everybody after the
/// finish), each with its answer.
#[cfg(test)]
fn checks(checks: &Value, names: &[String]) -> Vec<Value> {
    checks_in(Lang::En, checks, names)
}

fn checks_in(lang: Lang, checks: &Value, names: &[String]) -> Vec<Value> {
    let Some(checks) = checks.as_array() else {
        return Vec::new();
    };
    checks
        .iter()
        .map(|c| {
            let answer = c["answer"].as_str().unwrap_or("");
            let args = [
                ("by", seat(names, &c["by"])),
                ("target", seat(names, &c["target"])),
                ("answer", answer_in(lang, answer)),
            ];
            let text = match answer {
                "red" | "black" => tr(lang, "pro-check-sheriff", &args),
                _ => tr(lang, "pro-check-don", &args),
            };
            json!({"night": c["night"], "text": text})
        })
        .collect()
}

/// A check's answer in words: red, black, sheriff, not the sheriff.
pub(crate) fn answer_in(lang: Lang, answer: &str) -> String {
    match answer {
        "not the sheriff" => t(lang, "pro-answer-not-sheriff"),
        other => tr(lang, "pro-answer", &[("answer", other.to_string())]),
    }
}

/// Seats by number only: `#1, #2, #5`.
pub(crate) fn numbers(list: &Value) -> String {
    list.as_array()
        .map(|items| {
            items
                .iter()
                .map(|s| format!("#{s}"))
                .collect::<Vec<_>>()
                .join(", ")
        })
        .unwrap_or_default()
}

/// The score report's players as table rows: totals and each award with its reason.
#[cfg(test)]
fn score_rows(report: &Value) -> Value {
    score_rows_in(Lang::En, report)
}

/// What the table learned with a record, in `lang`: in English the sentences as they
/// were told at the table (`announce`); in another language worded from the same thing
/// as data (`told`, one for one), or the English ones where a record has none.
fn announce_in(lang: Lang, record: &Value) -> Vec<Value> {
    let english = record["announce"].as_array().cloned().unwrap_or_default();
    let told = record["told"].as_array().cloned().unwrap_or_default();
    if lang == Lang::En || told.len() != english.len() {
        return english;
    }
    told.iter()
        .zip(english)
        .map(|(told, english)| {
            serde_json::from_value::<omerta_live::pro::Told>(told.clone())
                .ok()
                .and_then(|told| omerta_i18n::pro::told(lang, &told))
                .map_or(english, Value::String)
        })
        .collect()
}

/// An award's sentence in `lang`: worded from its `reason` (omerta-pro's data, issue 30);
/// for a report written before reasons were, its `detail` as written. English is worded
/// the same way, not taken from `detail`: one path for every language (the command line's
/// too), whose English is omerta-pro's sentence word for word (its test kit holds every
/// scored game to that), so a page costs the same in any language.
fn detail_in(lang: Lang, award: &Value) -> Value {
    // Read in place (`&Value` deserializes), not from a copy.
    match <omerta_pro::score::Reason as serde::Deserialize>::deserialize(&award["reason"]) {
        Ok(reason) => Value::String(omerta_i18n::pro::award(lang, &reason)),
        Err(_) => award["detail"].clone(),
    }
}

pub(crate) fn score_rows_in(lang: Lang, report: &Value) -> Value {
    // Points written for the language (`+0,2` in Russian); English as it always was.
    let written = |points: &Value| match (lang, points_of(points)) {
        (Lang::En, _) | (_, None) => signed(points),
        (_, Some(value)) => omerta_i18n::points(lang, value),
    };
    let Some(players) = report["players"].as_array() else {
        return Value::Null;
    };
    let rows: Vec<Value> = players
        .iter()
        .map(|p| {
            let awards: Vec<Value> = p["awards"]
                .as_array()
                .map(|awards| {
                    awards
                        .iter()
                        .map(|a| json!({"points": written(&a["points"]), "rule": a["rule"], "detail": detail_in(lang, a)}))
                        .collect()
                })
                .unwrap_or_default();
            json!({"seat": p["seat"], "name": p["name"], "role": p["role"],
                   "total": written(&p["total"]), "awards": awards})
        })
        .collect();
    Value::Array(rows)
}

/// A score's value, given as a number or as its decimal text.
fn points_of(points: &Value) -> Option<f64> {
    match points {
        Value::String(s) => s.parse().ok(),
        other => other.as_f64(),
    }
}

/// A score as the report prints it, with its sign: `+0.2`, `-0.1`, `0`.
fn signed(points: &Value) -> String {
    let text = match points {
        Value::String(s) => s.clone(),
        other => other.to_string(),
    };
    if text.starts_with('-') || text == "0" {
        text
    } else {
        format!("+{text}")
    }
}

pub(crate) fn seat(names: &[String], value: &Value) -> String {
    match value.as_u64() {
        Some(n) => match names.get(n as usize - 1).filter(|_| n >= 1) {
            Some(name) if !name.is_empty() => format!("#{n} {name}"),
            _ => format!("#{n}"),
        },
        None => value.to_string(),
    }
}

fn seats(names: &[String], list: &Value) -> String {
    list.as_array()
        .map(|items| {
            items
                .iter()
                .map(|s| seat(names, s))
                .collect::<Vec<_>>()
                .join(", ")
        })
        .unwrap_or_default()
}

/// A protocol event in words, for the judge's list and the printed protocol (English).
pub fn describe(event: &Value, names: &[String]) -> String {
    describe_in(Lang::En, event, names)
}

/// A protocol event in words, in `lang`.
pub fn describe_in(lang: Lang, event: &Value, names: &[String]) -> String {
    let s = |key: &str| seat(names, &event[key]);
    match event["type"].as_str().unwrap_or("") {
        "day" => t(lang, "pro-rec-day"),
        "night" => t(lang, "pro-rec-night"),
        "nominate" => tr(
            lang,
            "pro-rec-nominate",
            &[("by", s("by")), ("target", s("target"))],
        ),
        "vote" => {
            let mut counts: Vec<(String, usize)> = Vec::new();
            if let Some(ballots) = event["ballots"].as_object() {
                for target in ballots.values() {
                    let name = seat(names, target);
                    match counts.iter_mut().find(|(n, _)| *n == name) {
                        Some((_, c)) => *c += 1,
                        None => counts.push((name, 1)),
                    }
                }
            }
            let among = seats(names, &event["candidates"]);
            let tally = counts
                .iter()
                .map(|(n, c)| format!("{n}: {c}"))
                .collect::<Vec<_>>()
                .join("; ");
            let args = [("seats", among), ("tally", tally.clone())];
            match (event["candidates"].is_array(), tally.is_empty()) {
                (false, true) => t(lang, "pro-rec-vote"),
                (true, true) => tr(lang, "pro-rec-vote-among", &args),
                (false, false) => tr(lang, "pro-rec-vote-tally", &args),
                (true, false) => tr(lang, "pro-rec-vote-among-tally", &args),
            }
        }
        "lift" => {
            let yes = match seats(names, &event["yes"]) {
                yes if yes.is_empty() => t(lang, "pro-nobody"),
                yes => yes,
            };
            tr(lang, "pro-rec-lift", &[("seats", yes)])
        }
        "shots" => {
            let shots = event["shots"]
                .as_object()
                .map(|shots| {
                    shots
                        .iter()
                        .map(|(by, target)| {
                            let by = by.parse::<u64>().map(Value::from).unwrap_or(Value::Null);
                            format!("{} → {}", seat(names, &by), seat(names, target))
                        })
                        .collect::<Vec<_>>()
                        .join(", ")
                })
                .unwrap_or_default();
            let shots = if shots.is_empty() {
                t(lang, "pro-none")
            } else {
                shots
            };
            let mut text = tr(lang, "pro-rec-shots", &[("shots", shots)]);
            if event["miss_by"].is_array() {
                let who = seats(names, &event["miss_by"]);
                text.push(' ');
                text.push_str(&tr(lang, "pro-rec-miss", &[("seats", who)]));
            }
            if !event["credit"].is_null() {
                text.push(' ');
                text.push_str(&tr(lang, "pro-rec-credit", &[("seat", s("credit"))]));
            }
            text
        }
        "don_check" => tr(lang, "pro-rec-don-check", &[("seat", s("target"))]),
        "sheriff_check" => tr(lang, "pro-rec-sheriff-check", &[("seat", s("target"))]),
        "will" => {
            let by = s("by");
            if let Some(colors) = event["colors"].as_object() {
                let list = colors
                    .iter()
                    .map(|(k, v)| {
                        let k = k.parse::<u64>().map(Value::from).unwrap_or(Value::Null);
                        let color = v.as_str().unwrap_or("").to_string();
                        let color = tr(lang, "pro-answer", &[("answer", color)]);
                        format!("{} {color}", seat(names, &k))
                    })
                    .collect::<Vec<_>>()
                    .join(", ");
                tr(lang, "pro-rec-will-colors", &[("by", by), ("list", list)])
            } else if event["order"].is_array() {
                let order = seats(names, &event["order"]);
                tr(lang, "pro-rec-will-order", &[("by", by), ("seats", order)])
            } else if !event["helm"].is_null() {
                tr(
                    lang,
                    "pro-rec-will-helm",
                    &[("by", by), ("seat", s("helm"))],
                )
            } else {
                tr(lang, "pro-rec-no-will", &[("by", by)])
            }
        }
        "foul" => tr(lang, "pro-rec-foul", &[("seat", s("seat"))]),
        "removal" => tr(lang, "pro-rec-removal", &[("seat", s("seat"))]),
        "disqualification" => tr(lang, "pro-rec-disqualification", &[("seat", s("seat"))]),
        "declared_defeat" => tr(lang, "pro-rec-declared-defeat", &[("seat", s("seat"))]),
        "surrender" => {
            if event["seats"].is_array() {
                let who = seats(names, &event["seats"]);
                tr(lang, "pro-rec-surrender-seats", &[("seats", who)])
            } else {
                t(lang, "pro-rec-surrender")
            }
        }
        "end" => {
            let side = event["winner"].as_str().unwrap_or("?").to_string();
            let side = tr(lang, "pro-side", &[("side", side)]);
            tr(lang, "pro-rec-end", &[("side", side)])
        }
        other => format!("{other} {event}"),
    }
}

/// What the protocol (its page and its PDF) is drawn from: the reader's view of a Pro game,
/// how they read it, the judge's name and, for an uploaded game, its source; an error
/// page for a game that is not Pro or not theirs to read.
pub(crate) struct ProtocolSource {
    pub(crate) view: Value,
    pub(crate) viewer: omerta_live::Viewer,
    pub(crate) host_name: Option<String>,
    pub(crate) upload: Option<Value>,
}

pub(crate) async fn protocol_source(
    state: &AppState,
    caller: &Caller,
    id: i64,
) -> Result<ProtocolSource, Response> {
    let (view, viewer, _) = viewed(state, id, caller)
        .await
        .map_err(|error| error_page(caller, &error))?;
    if view["ruleset"] != "pro" {
        return Err(error_page(
            caller,
            &crate::error::ApiError::not_found("only a Pro Mafia game has a protocol"),
        ));
    }
    Ok(ProtocolSource {
        host_name: crate::accounts::host_name(state, &view).await,
        upload: crate::upload::uploaded(state, id)
            .await
            .ok()
            .flatten()
            .map(|u| omerta_service::json::value(&u)),
        view: view.value.clone(),
        viewer,
    })
}

/// The final protocol, for printing.
pub async fn protocol(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<i64>,
) -> Response {
    let source = match protocol_source(&state, &caller, id).await {
        Ok(source) => source,
        Err(page) => return page,
    };
    let extra = context_in(&source.view, caller.lang());
    render(
        StatusCode::OK,
        "pro/protocol.html",
        &caller,
        json!({"title": source.view["title"], "id": id, "view": source.view, "x": extra,
               "host_name": source.host_name, "upload": source.upload,
               "is_host": source.viewer == omerta_live::Viewer::Host}),
    )
}

/// The protocol's judge line, in `lang`: the event; the judge of record and the uploader
/// for an uploaded game, else the judge; the status; and the winner where one is given
/// (the protocol's PDF gives it, the paper form has its own line for it).
pub(crate) fn judge_line(
    lang: Lang,
    view: &Value,
    winner: Option<&str>,
    host_name: Option<&str>,
    upload: Option<&Value>,
) -> String {
    let text = |v: &Value| v.as_str().unwrap_or("?").to_string();
    let mut parts = Vec::new();
    if let Some(event) = view["game"]["event"].as_str().filter(|e| !e.is_empty()) {
        parts.push(event.to_owned());
    }
    let host = host_name.unwrap_or("?").to_string();
    // The source's referee is the judge of record; a file that names none (omerta's own
    // format) has its uploader as its judge, as a table recorded here.
    match upload.filter(|u| u["referee"].is_string()) {
        Some(upload) => {
            parts.push(tr(
                lang,
                "pro-judge-of-record-line",
                &[
                    ("name", text(&upload["referee"])),
                    ("source", text(&upload["source"])),
                ],
            ));
            parts.push(tr(lang, "pro-uploaded-by-line", &[("name", host)]));
        }
        None => parts.push(tr(lang, "pro-judge-line", &[("name", host)])),
    }
    let status = tr(lang, "pro-status", &[("status", text(&view["status"]))]);
    parts.push(tr(lang, "pro-status-line", &[("status", status)]));
    if let Some(winner) = winner {
        parts.push(tr(lang, "pro-wins", &[("side", winner.to_string())]));
    }
    parts.join(" · ")
}

/// The protocol as the PDF's blocks: what `templates/pro/protocol.html` shows, in the
/// same order, every reason whole.
fn protocol_blocks(lang: Lang, view: &Value, x: &Value, judge: String) -> Vec<super::pdf::Block> {
    use super::pdf::Block;
    let text = |v: &Value| match v {
        Value::String(s) => s.clone(),
        Value::Null => String::new(),
        other => other.to_string(),
    };
    let mut blocks = vec![
        Block::Title(tr(
            lang,
            "pro-protocol-title",
            &[("title", text(&view["title"]))],
        )),
        Block::Text(judge),
        Block::Heading(t(lang, "pro-players")),
    ];
    let scores = x["scores"].as_array().cloned().unwrap_or_default();
    for (i, seat) in view["game"]["seats"]
        .as_array()
        .into_iter()
        .flatten()
        .enumerate()
    {
        let mut line = format!(
            "#{} {}{} · {} {} · {}",
            text(&seat["seat"]),
            text(&seat["name"]),
            seat["role"]
                .as_str()
                .map(|r| format!(" ({})", tr(lang, "pro-role", &[("role", r.to_string())])))
                .unwrap_or_default(),
            t(lang, "pro-col-fouls"),
            text(&seat["fouls"]),
            if seat["at_table"] == true {
                t(lang, "pro-at-table")
            } else {
                t(lang, "pro-left")
            }
        );
        if x["final"] == true {
            if let Some(score) = scores.get(i) {
                line.push_str(&format!(
                    " · {} {}",
                    t(lang, "pro-col-total"),
                    text(&score["total"])
                ));
            }
        }
        blocks.push(Block::Item(line));
    }
    blocks.push(Block::Heading(t(lang, "pro-events")));
    for (i, record) in x["records"].as_array().into_iter().flatten().enumerate() {
        let mut line = format!("{}. {}", i + 1, text(&record["text"]));
        for announced in record["announce"].as_array().into_iter().flatten() {
            line.push(' ');
            line.push_str(&text(announced));
        }
        blocks.push(Block::Text(line));
    }
    blocks.push(Block::Heading(t(lang, "pro-votes")));
    let rounds = x["rounds"].as_array().cloned().unwrap_or_default();
    if rounds.is_empty() {
        blocks.push(Block::Text(t(lang, "pro-no-vote")));
    }
    for round in &rounds {
        let record = round["record"].as_i64().unwrap_or(0) + 1;
        blocks.push(Block::Text(format!(
            "{} {}",
            text(&round["title"]),
            tr(lang, "pro-event-n", &[("n", record.to_string())])
        )));
        if round["single"] != true {
            for candidate in round["candidates"].as_array().into_iter().flatten() {
                let voters = text(&candidate["voters"]);
                blocks.push(Block::Item(format!(
                    "{}: {} · {}: {}",
                    text(&candidate["seat"]),
                    text(&candidate["votes"]),
                    t(lang, "pro-col-voted-by"),
                    if voters.is_empty() {
                        t(lang, "pro-nobody")
                    } else {
                        voters
                    }
                )));
            }
        }
        blocks.push(Block::Text(text(&round["result"])));
    }
    if let Some(lifts) = x["lifts"].as_array().filter(|l| !l.is_empty()) {
        blocks.push(Block::Heading(t(lang, "pro-lifts")));
        for lift in lifts {
            let mut line = omerta_i18n::Args::new();
            line.set("seats", text(&lift["candidates"]));
            line.set("votes", lift["votes"].as_i64().unwrap_or(0));
            line.set("yes", text(&lift["yes"]));
            line.set("needed", text(&lift["needed"]));
            line.set("table", text(&lift["table"]));
            blocks.push(Block::Text(format!(
                "{} {}: {} {}",
                text(&lift["title"]),
                tr(
                    lang,
                    "pro-event-n",
                    &[("n", (lift["record"].as_i64().unwrap_or(0) + 1).to_string())]
                ),
                omerta_i18n::tr(lang, "pro-lift-line", &line),
                text(&lift["result"]),
            )));
        }
    }
    if let Some(checks) = x["checks"].as_array().filter(|c| !c.is_empty()) {
        blocks.push(Block::Heading(t(lang, "pro-checks")));
        for check in checks {
            blocks.push(Block::Item(format!(
                "{}: {}",
                tr(lang, "pro-phase-night", &[("n", text(&check["night"]))]),
                text(&check["text"])
            )));
        }
    }
    blocks.push(Block::Heading(t(lang, "pro-scores")));
    if x["final"] == true {
        for score in &scores {
            blocks.push(Block::Text(format!(
                "#{} {}: {}",
                text(&score["seat"]),
                text(&score["name"]),
                text(&score["total"])
            )));
            for award in score["awards"].as_array().into_iter().flatten() {
                blocks.push(Block::Item(format!(
                    "{}: {} ({})",
                    text(&award["points"]),
                    text(&award["detail"]),
                    text(&award["rule"])
                )));
            }
        }
    } else {
        blocks.push(Block::Text(t(lang, "pro-not-scored")));
    }
    blocks.push(Block::Gap);
    blocks.push(Block::Gap);
    blocks.push(Block::Text(format!(
        "{}: ____________________    {}: ______________",
        t(lang, "pro-signature"),
        t(lang, "pro-date")
    )));
    blocks
}

/// `GET /games/{id}/protocol.pdf`: the protocol as the reader may read it, on A4, to
/// download (issue 26: a PDF beside the browser's print).
pub async fn protocol_pdf(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<i64>,
) -> Response {
    let ProtocolSource {
        view,
        host_name,
        upload,
        ..
    } = match protocol_source(&state, &caller, id).await {
        Ok(source) => source,
        Err(page) => return page,
    };
    let lang = caller.lang();
    // Setting the text and writing the file is CPU work: on the drawing threads.
    let made = state
        .drawing
        .run(move || {
            let x = context_in(&view, lang);
            let judge = judge_line(
                lang,
                &view,
                x["winner"].as_str(),
                host_name.as_deref(),
                upload.as_ref(),
            );
            let title = view["title"].as_str().unwrap_or("protocol").to_owned();
            super::pdf::render(&title, &protocol_blocks(lang, &view, &x, judge))
        })
        .await;
    match made {
        Ok(Some(bytes)) => (
            [
                (header::CONTENT_TYPE, "application/pdf".to_owned()),
                (
                    header::CONTENT_DISPOSITION,
                    format!("attachment; filename=\"protocol-{id}.pdf\""),
                ),
            ],
            bytes,
        )
            .into_response(),
        Ok(None) => error_page(
            &caller,
            &crate::error::ApiError::internal("the protocol's font could not be read"),
        ),
        Err(error) => error_page(&caller, &error),
    }
}

/// The table as an `omerta-pro/1` document, to download: the judge's at any time,
/// everybody's once the game is finished (ruling L9); otherwise 403 with the reason.
pub async fn download(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<i64>,
) -> Response {
    let found = async {
        let entry = state.entry(id).await?;
        let folded = state.current(&entry).await?;
        if folded.game.ruleset() != "pro" {
            return Err(ApiError::not_found(
                "only a Pro Mafia game has a protocol to download",
            ));
        }
        let viewer = folded.game.viewer(caller.id(), caller.admin());
        let document = folded.game.export(viewer)?;
        Ok::<_, ApiError>((folded.game.title().to_string(), document))
    }
    .await;
    let (title, document) = match found {
        Ok(found) => found,
        Err(error) => return error_page(&caller, &error),
    };
    let mut body = serde_json::to_string_pretty(&document).unwrap_or_default();
    body.push('\n');
    let disposition = attachment(&file_name(&title, id));
    (
        [
            (
                header::CONTENT_TYPE,
                HeaderValue::from_static("application/json; charset=utf-8"),
            ),
            (
                header::CONTENT_DISPOSITION,
                HeaderValue::from_str(&disposition)
                    .unwrap_or(HeaderValue::from_static("attachment")),
            ),
            (
                header::CACHE_CONTROL,
                HeaderValue::from_static("private, no-store"),
            ),
        ],
        body,
    )
        .into_response()
}

/// A file name made of a game's title: no path separators, no characters a file system or
/// a header refuses, no leading dots, at most 100 characters, and never a name Windows
/// keeps for its devices. A title with nothing left is `game-ID`.
pub fn file_name(title: &str, id: i64) -> String {
    let mut name = String::new();
    for c in title.chars() {
        let c = if c.is_control() || "/\\:*?\"<>|%;".contains(c) {
            '_'
        } else if c.is_whitespace() {
            ' '
        } else {
            c
        };
        // One space or underscore where a run of them was.
        if (c == ' ' || c == '_') && name.ends_with(c) {
            continue;
        }
        name.push(c);
    }
    let name: String = name
        .trim_matches(|c: char| c == '.' || c == ' ' || c == '_')
        .chars()
        .take(100)
        .collect();
    let name = name.trim_end_matches([' ', '.']).to_string();
    let stem = name
        .split('.')
        .next()
        .unwrap_or("")
        .trim()
        .to_ascii_uppercase();
    let reserved = matches!(stem.as_str(), "CON" | "PRN" | "AUX" | "NUL")
        || (stem.len() == 4
            && (stem.starts_with("COM") || stem.starts_with("LPT"))
            && stem.as_bytes()[3].is_ascii_digit());
    if name.chars().all(|c| !c.is_alphanumeric()) {
        format!("game-{id}.json")
    } else if reserved {
        format!("game-{id} {name}.json")
    } else {
        format!("{name}.json")
    }
}

/// `Content-Disposition` for a download: the name in ASCII (`filename`), and where it has
/// other letters the name itself too (`filename*`, RFC 6266), which browsers prefer.
fn attachment(name: &str) -> String {
    let mut ascii = String::new();
    for c in name.chars() {
        let c = if c.is_ascii() { c } else { '_' };
        if c == '_' && ascii.ends_with('_') {
            continue;
        }
        ascii.push(c);
    }
    if ascii == name {
        return format!("attachment; filename=\"{name}\"");
    }
    let stem = ascii
        .trim_end_matches(".json")
        .trim_matches(['_', ' ', '.']);
    let ascii = if stem.chars().any(|c| c.is_ascii_alphanumeric()) {
        format!("{stem}.json")
    } else {
        "game.json".to_string()
    };
    let encoded: String = name
        .bytes()
        .map(|b| {
            if b.is_ascii_alphanumeric() || b"!#$&+-.^_`|~".contains(&b) {
                (b as char).to_string()
            } else {
                format!("%{b:02X}")
            }
        })
        .collect();
    format!("attachment; filename=\"{ascii}\"; filename*=UTF-8''{encoded}")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names() -> Vec<String> {
        (1..=10).map(|i| format!("P{i}")).collect()
    }

    #[test]
    fn records_read_as_sentences() {
        let n = names();
        assert_eq!(
            describe(&json!({"type": "nominate", "by": 3, "target": 5}), &n),
            "#3 P3 nominates #5 P5."
        );
        assert_eq!(
            describe(
                &json!({"type": "vote", "candidates": [5, 8], "ballots": {"1": 8, "2": 8, "3": 5}}),
                &n
            ),
            "Vote among #5 P5, #8 P8 (recorded ballots: #8 P8: 2; #5 P5: 1; the rest for the last candidate)."
        );
        assert_eq!(
            describe(&json!({"type": "shots", "shots": {"2": 6, "5": 6}}), &n),
            "Shots: #2 P2 → #6 P6, #5 P5 → #6 P6."
        );
        assert_eq!(
            describe(
                &json!({"type": "will", "by": 8, "colors": {"10": "black"}}),
                &n
            ),
            "#8 P8's will (colours): #10 P10 black."
        );
        assert_eq!(
            describe(&json!({"type": "lift", "yes": []}), &n),
            "Lift vote: in favour nobody."
        );
    }

    #[test]
    fn a_downloaded_file_is_named_safely_after_the_title() {
        assert_eq!(file_name("Final table", 3), "Final table.json");
        assert_eq!(
            file_name("Cup 2024/25: final", 3),
            "Cup 2024_25_ final.json"
        );
        assert_eq!(file_name("..\\..\\etc", 3), "etc.json");
        assert_eq!(file_name("\"quoted\"  name\u{7}", 3), "quoted_ name.json");
        assert_eq!(file_name("...", 3), "game-3.json");
        assert_eq!(file_name("Con", 9), "game-9 Con.json");
        assert_eq!(file_name("com1.txt", 9), "game-9 com1.txt.json");
        assert_eq!(file_name(&"x".repeat(300), 1).len(), 105);
        assert_eq!(file_name("Финал", 1), "Финал.json");
        assert_eq!(
            attachment("Final table.json"),
            "attachment; filename=\"Final table.json\""
        );
        assert_eq!(
            attachment("Финал 2.json"),
            "attachment; filename=\"2.json\"; filename*=UTF-8''%D0%A4%D0%B8%D0%BD%D0%B0%D0%BB%202.json"
        );
        assert_eq!(
            attachment("Финал.json"),
            "attachment; filename=\"game.json\"; filename*=UTF-8''%D0%A4%D0%B8%D0%BD%D0%B0%D0%BB.json"
        );
    }

    #[test]
    fn the_protocol_words_rounds_lifts_and_checks() {
        let n = names();
        let r = rounds(
            &json!([{"record": 3, "day": 1, "revote": false, "candidates": [4, 6], "table": [1, 2],
                     "tally": [{"seat": 4, "votes": 2, "voters": [1, 2]}, {"seat": 6, "votes": 0, "voters": []}],
                     "leaders": [4], "eliminated": 4},
                    {"record": 4, "day": 2, "revote": true, "candidates": [4, 6], "table": [1, 2],
                     "tally": [], "leaders": [4, 6], "eliminated": null}]),
            &n,
        );
        assert_eq!(r[0]["title"], "Day 1, vote");
        assert_eq!(
            r[0]["candidates"],
            json!([{"seat": "#4 P4", "votes": 2, "voters": "#1, #2"},
                   {"seat": "#6 P6", "votes": 0, "voters": ""}])
        );
        assert_eq!(r[0]["result"], "#4 P4 leaves the table.");
        assert_eq!(r[1]["title"], "Day 2, revote");
        assert_eq!(r[1]["result"], "Tie between #4 P4, #6 P6.");
        let l = lifts(
            &json!([{"record": 5, "day": 1, "candidates": [4, 6], "yes": [], "votes": 0,
                     "needed": 6, "table": [1, 2, 3], "passed": false}]),
            &n,
        );
        assert_eq!(l[0]["yes"], "nobody");
        assert_eq!(l[0]["table"], 3);
        assert_eq!(l[0]["result"], "Not passed: nobody leaves.");
        let c = checks(
            &json!([{"night": 1, "by": 3, "target": 9, "answer": "black"},
                    {"night": 1, "by": 7, "target": 4, "answer": "not the sheriff"}]),
            &n,
        );
        assert_eq!(c[0]["text"], "The Sheriff (#3 P3) checks #9 P9: black.");
        assert_eq!(
            c[1]["text"],
            "The Don (#7 P7) checks #4 P4: not the sheriff."
        );
        assert_eq!(rounds(&Value::Null, &n), Vec::<Value>::new());
        // A single candidate: no count of hands, and the sentence says why.
        let single = rounds(
            &json!([{"record": 9, "day": 2, "revote": false, "candidates": [2], "table": [1, 2],
                     "tally": [{"seat": 2, "votes": 0, "voters": []}], "leaders": [2], "eliminated": 2},
                    {"record": 3, "day": 1, "revote": false, "candidates": [5], "table": [1, 2],
                     "tally": [{"seat": 5, "votes": 0, "voters": []}], "leaders": [5], "eliminated": null}]),
            &n,
        );
        assert_eq!(single[0]["title"], "Day 2, a single candidate");
        assert_eq!(single[0]["single"], true);
        assert_eq!(
            single[0]["result"],
            "#2 P2 was the only candidate and leaves the table without a vote."
        );
        assert_eq!(
            single[1]["result"],
            "#5 P5 was the only candidate: on day 1 a single candidate stays, and no vote is held."
        );
    }

    #[test]
    fn a_players_own_card_is_in_the_context_and_nobody_elses() {
        use omerta_live::hosted::LobbyCommand;
        use omerta_live::pro::{ProSetup, ProTable};
        use omerta_live::{Actor, Command, Hosted, Viewer};
        let created = Hosted::<ProTable>::create("T", 1, 0).unwrap();
        let mut table = Hosted::<ProTable>::replay([&created.event]).unwrap();
        let mut send = |command| {
            for e in table.handle(Actor::account(1), command, 0, 0).unwrap() {
                table.apply(&e.event);
            }
        };
        for i in 1..=10 {
            send(Command::Lobby(LobbyCommand::Seat {
                name: format!("P{i}"),
                account: Some(100 + i),
                at: None,
            }));
        }
        let roles = [
            "civilian", "sheriff", "civilian", "mafia", "civilian", "don", "civilian", "civilian",
            "mafia", "civilian",
        ];
        send(Command::Lobby(LobbyCommand::Start {
            setup: ProSetup {
                roles: Some(roles.iter().map(|r| r.to_string()).collect()),
                ..ProSetup::default()
            },
        }));
        let card = |viewer| context(&table.view(viewer))["my_card"].clone();
        assert_eq!(
            card(Viewer::Player(3)),
            json!({"seat": 4, "name": "P4", "role": "mafia", "partners": [6, 9]})
        );
        assert_eq!(
            card(Viewer::Player(1)),
            json!({"seat": 2, "name": "P2", "role": "sheriff", "partners": []})
        );
        assert_eq!(card(Viewer::Host), Value::Null);
        assert_eq!(card(Viewer::Spectator), Value::Null);
    }

    #[test]
    fn scores_keep_their_sign_and_reason() {
        let rows = score_rows(&json!({"players": [
            {"seat": 1, "name": "A", "role": "civilian", "total": 0.1,
             "awards": [{"rule": "red.vote.red", "points": -0.1, "detail": "day 1: vote into red"}]}
        ]}));
        assert_eq!(rows[0]["total"], "+0.1");
        assert_eq!(rows[0]["awards"][0]["points"], "-0.1");
        assert_eq!(rows[0]["awards"][0]["detail"], "day 1: vote into red");
        assert_eq!(score_rows(&Value::Null), Value::Null);
    }
}
