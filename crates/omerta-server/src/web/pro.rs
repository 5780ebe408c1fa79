//! The Pro Mafia pages: the judge's console (the host's view), the table as players and
//! spectators follow it, and the printable final protocol.
//!
//! The console records `omerta-pro/1` events, one `record` command each; every rule is
//! the live game's (`omerta-live`'s `ProTable`, which replays with `omerta-pro`). This
//! module only words the records for people and shapes the view for the templates.

use super::{error_page, render};
use crate::auth::Caller;
use crate::routes::viewed;
use crate::AppState;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::Response;
use serde_json::{json, Value};

/// Derived data for `templates/pro/game.html` and `templates/pro/protocol.html`.
pub fn context(view: &Value) -> Value {
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
                        "text": describe(&r["event"], &names),
                        "announce": r["announce"],
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
                .flat_map(|r| r["announce"].as_array().cloned().unwrap_or_default())
                .take(6)
                .collect()
        })
        .unwrap_or_default();
    let scores = if game["scores"].is_object() {
        &game["scores"]
    } else {
        &game["console"]["provisional"]
    };
    json!({
        "records": records,
        "announcements": announcements,
        "scores": score_rows(scores),
        "final": game["scores"].is_object(),
        "winner": scores["winner"],
        "console": game["console"],
        "seat_names": names,
    })
}

/// The score report's players as table rows: totals and each award with its reason.
fn score_rows(report: &Value) -> Value {
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
                        .map(|a| json!({"points": signed(&a["points"]), "rule": a["rule"], "detail": a["detail"]}))
                        .collect()
                })
                .unwrap_or_default();
            json!({"seat": p["seat"], "name": p["name"], "role": p["role"],
                   "total": signed(&p["total"]), "awards": awards})
        })
        .collect();
    Value::Array(rows)
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

fn seat(names: &[String], value: &Value) -> String {
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

/// A protocol event in words, for the judge's list and the printed protocol.
pub fn describe(event: &Value, names: &[String]) -> String {
    let s = |key: &str| seat(names, &event[key]);
    match event["type"].as_str().unwrap_or("") {
        "day" => "The day begins.".into(),
        "night" => "The night begins.".into(),
        "nominate" => format!("{} nominates {}.", s("by"), s("target")),
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
            let among = if event["candidates"].is_array() {
                format!(" among {}", seats(names, &event["candidates"]))
            } else {
                String::new()
            };
            let tally = counts
                .iter()
                .map(|(n, c)| format!("{n}: {c}"))
                .collect::<Vec<_>>()
                .join("; ");
            if tally.is_empty() {
                format!("Vote{among}.")
            } else {
                format!("Vote{among} (recorded ballots: {tally}; the rest for the last candidate).")
            }
        }
        "lift" => format!(
            "Lift vote: in favour {}.",
            match seats(names, &event["yes"]) {
                yes if yes.is_empty() => "nobody".to_string(),
                yes => yes,
            }
        ),
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
            let mut text = format!("Shots: {}.", if shots.is_empty() { "none" } else { &shots });
            if event["miss_by"].is_array() {
                text.push_str(&format!(" Miss on {}.", seats(names, &event["miss_by"])));
            }
            if !event["credit"].is_null() {
                text.push_str(&format!(" Credit: {}.", s("credit")));
            }
            text
        }
        "don_check" => format!("The Don checks {}.", s("target")),
        "sheriff_check" => format!("The Sheriff checks {}.", s("target")),
        "will" => {
            let by = s("by");
            if let Some(colors) = event["colors"].as_object() {
                let list = colors
                    .iter()
                    .map(|(k, v)| {
                        let k = k.parse::<u64>().map(Value::from).unwrap_or(Value::Null);
                        format!("{} {}", seat(names, &k), v.as_str().unwrap_or(""))
                    })
                    .collect::<Vec<_>>()
                    .join(", ");
                format!("{by}'s will (colours): {list}.")
            } else if event["order"].is_array() {
                format!("{by}'s will (order): {}.", seats(names, &event["order"]))
            } else if !event["helm"].is_null() {
                format!("{by} passes the helm to {}.", s("helm"))
            } else {
                format!("{by} leaves no will.")
            }
        }
        "foul" => format!("Foul: {}.", s("seat")),
        "removal" => format!("{} is removed from the table.", s("seat")),
        "disqualification" => format!("{} is disqualified.", s("seat")),
        "declared_defeat" => format!("Declared defeat by {}.", s("seat")),
        "surrender" => {
            if event["seats"].is_array() {
                format!("The mafia surrender ({}).", seats(names, &event["seats"]))
            } else {
                "The mafia surrender.".into()
            }
        }
        "end" => format!(
            "The judge ends the game: {}.",
            event["winner"].as_str().unwrap_or("?")
        ),
        other => format!("{other} {event}"),
    }
}

/// The final protocol, for printing.
pub async fn protocol(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<i64>,
) -> Response {
    let (view, viewer, _) = match viewed(&state, id, &caller).await {
        Ok(found) => found,
        Err(error) => return error_page(&caller, &error),
    };
    if view["ruleset"] != "pro" {
        return error_page(
            &caller,
            &crate::error::ApiError::not_found("only a Pro Mafia game has a protocol"),
        );
    }
    let host_name = super::pages::host_name(&state, &view).await;
    let extra = context(&view);
    render(
        StatusCode::OK,
        "pro/protocol.html",
        &caller,
        json!({"title": view["title"], "id": id, "view": view, "x": extra,
               "host_name": host_name, "is_host": viewer == omerta_live::Viewer::Host}),
    )
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
