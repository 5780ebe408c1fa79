//! The paper protocol (issue 31, item 3): a Pro table laid out as the A4 form sport Mafia
//! clubs fill in by hand: a row per seat (number, name, role, four foul boxes, how and when
//! they left, points and their reasons), the nominations and votes of each day, each night's
//! shots and checks, the best move (the First Out's guess), the wills and the outcome.
//!
//! `GET /games/{id}/protocol/form` is the page (printed on one A4 sheet for a usual game);
//! `GET /games/{id}/protocol/form.pdf` the same form drawn as ruled grids (`pdf::render_sheet`).
//! Both are drawn from the protocol's own source (`pro::protocol_source`: the reader's
//! redacted view), so the form shows a reader exactly what the protocol shows them: no
//! second rule of who may read a role, a check or a shot. What the view does not hold is
//! left blank, to be filled in by hand.

use super::pdf::{Cell, Grid, Part};
use super::pro::{answer_in, numbers, protocol_source, rounds_in, score_rows_in, seat, t, tr};
use super::{error_page, render};
use crate::auth::Caller;
use crate::AppState;
use axum::extract::{Path, State};
use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};
use omerta_i18n::Lang;
use serde_json::{json, Value};
use std::collections::BTreeMap;

/// When something happened: day `n` or night `n` (night `n` follows day `n`; night 0 is
/// the mafia's agreement before day 1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum When {
    Day(u64),
    Night(u64),
}

impl When {
    fn words(self, lang: Lang) -> String {
        match self {
            When::Day(n) => tr(lang, "paper-when-day", &[("n", n.to_string())]),
            When::Night(n) => tr(lang, "paper-when-night", &[("n", n.to_string())]),
        }
    }
}

/// The text of a JSON value for a cell: a string as it is, nothing for null.
fn text(value: &Value) -> String {
    match value {
        Value::String(s) => s.clone(),
        Value::Null => String::new(),
        other => other.to_string(),
    }
}

/// Seat numbers only (`#3`): the form's cells are narrow, the names are in the seats' grid.
fn number(value: &Value) -> String {
    seat(&[], value)
}

/// One day's row of the form.
#[derive(Default)]
struct Day {
    nominations: Vec<String>,
    votes: Vec<String>,
    results: Vec<String>,
    left: Vec<String>,
}

/// One night's row of the form.
#[derive(Default)]
struct Night {
    shots: Vec<String>,
    killed: Vec<String>,
    sheriff: Vec<String>,
    don: Vec<String>,
}

/// The form's data from a reader's view of a Pro game, worded in `lang`: what
/// `templates/pro/form.html` shows and the PDF draws.
pub fn form(view: &Value, lang: Lang) -> Value {
    let game = &view["game"];
    let seats: Vec<&Value> = game["seats"].as_array().into_iter().flatten().collect();
    let names: Vec<String> = seats.iter().map(|s| text(&s["name"])).collect();
    let empty = Vec::new();
    let records = game["records"].as_array().unwrap_or(&empty);

    // The records in order: the phase each falls in, the nominations, shots and wills, and
    // when the departures the records themselves make (a fourth foul, a removal) happened.
    let mut days: BTreeMap<u64, Day> = BTreeMap::new();
    let mut nights: BTreeMap<u64, Night> = BTreeMap::new();
    let mut left_when: BTreeMap<u64, When> = BTreeMap::new();
    let mut last_shot_at: BTreeMap<u64, u64> = BTreeMap::new();
    let mut fouls: BTreeMap<u64, u32> = BTreeMap::new();
    let mut best_move: Option<Value> = None;
    let mut wills: Vec<String> = Vec::new();
    let mut when = When::Night(0);
    let mut day = 0;
    for record in records {
        let event = &record["event"];
        match event["type"].as_str().unwrap_or("") {
            "day" => {
                day += 1;
                when = When::Day(day);
                days.entry(day).or_default();
            }
            "night" => {
                when = When::Night(day);
                nights.entry(day).or_default();
            }
            "nominate" => {
                let line = format!("{} → {}", number(&event["by"]), number(&event["target"]));
                days.entry(day).or_default().nominations.push(line);
            }
            "shots" => {
                let night = nights.entry(day).or_default();
                // By the shooter's seat (the record's keys are text: "10" would come first).
                let mut shots: Vec<(&String, &Value)> =
                    event["shots"].as_object().into_iter().flatten().collect();
                shots.sort_by_key(|(by, _)| by.parse::<u64>().unwrap_or(u64::MAX));
                for (by, target) in shots {
                    night.shots.push(format!("#{by} → {}", number(target)));
                    if let Some(target) = target.as_u64() {
                        // The night a seat was shot dead is the last night it was shot at.
                        last_shot_at.insert(target, day);
                    }
                }
                if event["shots"].as_object().is_none_or(|s| s.is_empty()) {
                    night.shots.push(t(lang, "paper-no-shot"));
                }
                if let Some(by) = event["miss_by"].as_array().filter(|m| !m.is_empty()) {
                    let who = numbers(&Value::Array(by.clone()));
                    night
                        .shots
                        .push(tr(lang, "paper-miss-by", &[("seats", who)]));
                }
            }
            "foul" => {
                if let Some(seat) = event["seat"].as_u64() {
                    let count = fouls.entry(seat).or_default();
                    *count += 1;
                    if *count == 4 {
                        left_when.insert(seat, when);
                    }
                }
            }
            "removal" | "disqualification" | "declared_defeat" => {
                if let Some(seat) = event["seat"].as_u64() {
                    left_when.insert(seat, when);
                }
            }
            "surrender" => {
                for seat in seats.iter().filter(|s| s["left"] == "surrender") {
                    if let Some(seat) = seat["seat"].as_u64() {
                        left_when.insert(seat, when);
                    }
                }
            }
            "will" => {
                if let (Some(colors), None) = (event["colors"].as_object(), &best_move) {
                    // In seat order (the record's keys are text: "10" would come first).
                    let mut colors: Vec<(&String, &Value)> = colors.iter().collect();
                    colors.sort_by_key(|(seat, _)| seat.parse::<u64>().unwrap_or(u64::MAX));
                    let guesses: Vec<Value> = colors
                        .into_iter()
                        .map(|(seat, color)| {
                            let color = text(color);
                            json!({"seat": format!("#{seat}"), "color": color.clone(),
                                   "words": tr(lang, "pro-answer", &[("answer", color)])})
                        })
                        .collect();
                    let line = guesses
                        .iter()
                        .map(|g| format!("{} {}", text(&g["seat"]), text(&g["words"])))
                        .collect::<Vec<_>>()
                        .join(", ");
                    best_move = Some(json!({"by": seat(&names, &event["by"]), "guesses": guesses,
                                            "line": line}));
                } else {
                    wills.push(super::pro::describe_in(lang, event, &names));
                }
            }
            _ => {}
        }
    }

    // The votes, each round's result in the protocol's words; who left by vote or lift.
    let worded = rounds_in(lang, &game["rounds"], &names);
    for (round, words) in game["rounds"]
        .as_array()
        .unwrap_or(&empty)
        .iter()
        .zip(&worded)
    {
        let d = round["day"].as_u64().unwrap_or(0);
        let entry = days.entry(d).or_default();
        if words["single"] != true {
            let tally = round["tally"]
                .as_array()
                .into_iter()
                .flatten()
                .map(|c| {
                    let voters = numbers(&c["voters"]);
                    tr(
                        lang,
                        "paper-votes-for",
                        &[
                            ("seat", number(&c["seat"])),
                            ("votes", text(&c["votes"])),
                            ("voters", voters),
                        ],
                    )
                })
                .collect::<Vec<_>>()
                .join("; ");
            let label = if round["revote"] == true {
                t(lang, "paper-revote")
            } else {
                t(lang, "paper-vote")
            };
            entry.votes.push(format!("{label}: {tally}"));
        }
        entry.results.push(text(&words["result"]));
        if let Some(out) = round["eliminated"].as_u64() {
            left_when.insert(out, When::Day(d));
        }
    }
    for lift in game["lifts"].as_array().unwrap_or(&empty) {
        let d = lift["day"].as_u64().unwrap_or(0);
        let entry = days.entry(d).or_default();
        let result = if lift["passed"] == true {
            t(lang, "paper-lift-passed")
        } else {
            t(lang, "paper-lift-failed")
        };
        entry.votes.push(tr(
            lang,
            "paper-lift",
            &[
                ("seats", numbers(&lift["candidates"])),
                ("votes", text(&lift["votes"])),
                ("needed", text(&lift["needed"])),
                ("result", result),
            ],
        ));
        if lift["passed"] == true {
            for seat in lift["candidates"].as_array().into_iter().flatten() {
                if let Some(seat) = seat.as_u64() {
                    left_when.insert(seat, When::Day(d));
                }
            }
        }
    }
    for check in game["checks"].as_array().unwrap_or(&empty) {
        let night = nights
            .entry(check["night"].as_u64().unwrap_or(0))
            .or_default();
        let answer = check["answer"].as_str().unwrap_or("");
        let line = format!(
            "{} → {}: {}",
            number(&check["by"]),
            number(&check["target"]),
            answer_in(lang, answer)
        );
        match answer {
            "red" | "black" => night.sheriff.push(line),
            _ => night.don.push(line),
        }
    }

    // The seats: how each left and when, points and their reasons once scored.
    let scores = if game["scores"].is_object() {
        score_rows_in(lang, &game["scores"])
    } else {
        Value::Null
    };
    let rows: Vec<Value> = seats
        .iter()
        .map(|s| {
            let number = s["seat"].as_u64().unwrap_or(0);
            let how = s["left"].as_str();
            let at = match how {
                Some("night_shot" | "self_shot") => last_shot_at.get(&number).map(|n| When::Night(*n)),
                Some(_) => left_when.get(&number).copied(),
                None => None,
            };
            let left = match (how, at) {
                (Some(how), Some(at)) => tr(
                    lang,
                    "paper-left-when",
                    &[("how", omerta_i18n::pro::how_left(lang, how)), ("when", at.words(lang))],
                ),
                (Some(how), None) => omerta_i18n::pro::how_left(lang, how),
                (None, _) if s["at_table"] == false => t(lang, "pro-left"),
                _ => String::new(),
            };
            match at {
                Some(When::Day(d)) => days.entry(d).or_default().left.push(super::pro::seat(&names, &s["seat"])),
                Some(When::Night(n)) => nights.entry(n).or_default().killed.push(super::pro::seat(&names, &s["seat"])),
                None => {}
            }
            let fouls = s["fouls"].as_u64().unwrap_or(0).min(4);
            let score = scores
                .as_array()
                .and_then(|rows| rows.iter().find(|r| r["seat"].as_u64() == Some(number)));
            json!({
                "seat": number,
                "name": s["name"],
                "role": s["role"].as_str().map(|role| tr(lang, "pro-role", &[("role", role.to_string())])),
                "fouls": fouls,
                "boxes": (0..4).map(|i| i < fouls).collect::<Vec<bool>>(),
                "left": left,
                "total": score.map(|s| s["total"].clone()),
                "awards": score.map(|s| s["awards"].clone()).unwrap_or(json!([])),
            })
        })
        .collect();

    let day_rows: Vec<Value> = days
        .iter()
        .filter(|(n, _)| **n > 0)
        .map(|(n, d)| {
            json!({"day": n, "nominations": d.nominations, "votes": d.votes,
                   "results": d.results, "left": d.left})
        })
        .collect();
    let night_rows: Vec<Value> = nights
        .iter()
        .filter(|(n, night)| {
            **n > 0 || !night.shots.is_empty() || !night.sheriff.is_empty() || !night.don.is_empty()
        })
        .map(|(n, d)| {
            json!({"night": n, "shots": d.shots, "killed": d.killed,
                   "sheriff": d.sheriff, "don": d.don})
        })
        .collect();
    let winner = game["scores"]["winner"]
        .as_str()
        .or_else(|| game["decided"]["winner"].as_str());
    let outcome = match winner {
        Some(side) => tr(lang, "pro-wins", &[("side", side.to_string())]),
        None => t(lang, "paper-outcome-open"),
    };
    json!({
        "seats": rows,
        "days": day_rows,
        "nights": night_rows,
        "best_move": best_move,
        "wills": wills,
        "outcome": outcome,
        "scored": scores.is_array(),
    })
}

/// `GET /games/{id}/protocol/form`: the paper form, to print on A4.
pub async fn page(State(state): State<AppState>, caller: Caller, Path(id): Path<i64>) -> Response {
    let source = match protocol_source(&state, &caller, id).await {
        Ok(source) => source,
        Err(page) => return page,
    };
    let lang = caller.lang();
    let judge = super::pro::judge_line(
        lang,
        &source.view,
        None,
        source.host_name.as_deref(),
        source.upload.as_ref(),
    );
    render(
        StatusCode::OK,
        "pro/form.html",
        &caller,
        json!({"title": source.view["title"], "id": id, "view": source.view,
               "form": form(&source.view, lang), "judge": judge}),
    )
}

/// The form as the PDF's parts: the same grids as the page, in the same order.
fn parts(lang: Lang, view: &Value, form: &Value, judge: String) -> Vec<Part> {
    let lines = |value: &Value| -> String {
        value
            .as_array()
            .into_iter()
            .flatten()
            .map(text)
            .collect::<Vec<_>>()
            .join("\n")
    };
    let mut parts = vec![
        Part::Title(tr(lang, "paper-title", &[("title", text(&view["title"]))])),
        Part::Line(judge),
        Part::Line(format!(
            "{}: {}",
            t(lang, "paper-outcome"),
            text(&form["outcome"])
        )),
        Part::Heading(t(lang, "paper-seats")),
    ];
    let seat_rows = form["seats"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|s| {
            let reasons = s["awards"]
                .as_array()
                .into_iter()
                .flatten()
                .map(|a| format!("{} {}", text(&a["points"]), text(&a["detail"])))
                .collect::<Vec<_>>()
                .join("\n");
            vec![
                Cell::Text(text(&s["seat"])),
                Cell::Text(text(&s["name"])),
                Cell::Text(text(&s["role"])),
                Cell::Boxes {
                    filled: s["fouls"].as_u64().unwrap_or(0).min(4) as u8,
                    of: 4,
                },
                Cell::Text(text(&s["left"])),
                Cell::Text(text(&s["total"])),
                Cell::Text(reasons),
            ]
        })
        .collect();
    parts.push(Part::Grid(Grid {
        // The reasons take what the short columns leave; four foul boxes fit theirs.
        widths: vec![2.4, 10.0, 6.6, 7.2, 9.6, 4.6, 48.0],
        header: [
            "paper-col-seat",
            "paper-col-player",
            "paper-col-role",
            "paper-col-fouls",
            "paper-col-left",
            "paper-col-points",
            "paper-col-reasons",
        ]
        .map(|id| t(lang, id))
        .to_vec(),
        rows: seat_rows,
    }));
    parts.push(Part::Heading(t(lang, "paper-days")));
    let day_rows: Vec<Vec<Cell>> = form["days"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|d| {
            vec![
                Cell::Text(text(&d["day"])),
                Cell::Text(lines(&d["nominations"])),
                Cell::Text(lines(&d["votes"])),
                Cell::Text(lines(&d["results"])),
            ]
        })
        .collect();
    if day_rows.is_empty() {
        parts.push(Part::Line(t(lang, "paper-no-day")));
    } else {
        parts.push(Part::Grid(Grid {
            widths: vec![4.0, 14.0, 40.0, 30.0],
            header: [
                "paper-col-day",
                "paper-col-nominations",
                "paper-col-votes",
                "paper-col-result",
            ]
            .map(|id| t(lang, id))
            .to_vec(),
            rows: day_rows,
        }));
    }
    parts.push(Part::Heading(t(lang, "paper-nights")));
    let night_rows: Vec<Vec<Cell>> = form["nights"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|n| {
            vec![
                Cell::Text(text(&n["night"])),
                Cell::Text(lines(&n["shots"])),
                Cell::Text(lines(&n["killed"])),
                Cell::Text(lines(&n["sheriff"])),
                Cell::Text(lines(&n["don"])),
            ]
        })
        .collect();
    if night_rows.is_empty() {
        parts.push(Part::Line(t(lang, "paper-no-night")));
    } else {
        parts.push(Part::Grid(Grid {
            widths: vec![4.0, 20.0, 18.0, 20.0, 20.0],
            header: [
                "paper-col-night",
                "paper-col-shots",
                "paper-col-killed",
                "paper-col-sheriff",
                "paper-col-don",
            ]
            .map(|id| t(lang, id))
            .to_vec(),
            rows: night_rows,
        }));
    }
    parts.push(Part::Heading(t(lang, "paper-best-move")));
    parts.push(Part::Line(match form["best_move"].as_object() {
        Some(best) => format!("{}: {}", text(&best["by"]), text(&best["line"])),
        None => t(lang, "paper-no-best-move"),
    }));
    if let Some(wills) = form["wills"].as_array().filter(|w| !w.is_empty()) {
        parts.push(Part::Heading(t(lang, "paper-wills")));
        for will in wills {
            parts.push(Part::Line(text(will)));
        }
    }
    parts.push(Part::Space(8.0));
    parts.push(Part::Line(format!(
        "{}: ____________________    {}: ______________",
        t(lang, "pro-signature"),
        t(lang, "pro-date")
    )));
    parts
}

/// `GET /games/{id}/protocol/form.pdf`: the paper form as a PDF on A4, ruled, in the
/// reader's language, showing what the reader may read.
pub async fn pdf(State(state): State<AppState>, caller: Caller, Path(id): Path<i64>) -> Response {
    let source = match protocol_source(&state, &caller, id).await {
        Ok(source) => source,
        Err(page) => return page,
    };
    let lang = caller.lang();
    let made = state
        .drawing
        .run(move || {
            let judge = super::pro::judge_line(
                lang,
                &source.view,
                None,
                source.host_name.as_deref(),
                source.upload.as_ref(),
            );
            let form = form(&source.view, lang);
            let title = tr(
                lang,
                "paper-title",
                &[("title", text(&source.view["title"]))],
            );
            super::pdf::render_sheet(&title, &parts(lang, &source.view, &form, judge))
        })
        .await;
    match made {
        Ok(Some(bytes)) => (
            [
                (header::CONTENT_TYPE, "application/pdf".to_owned()),
                (
                    header::CONTENT_DISPOSITION,
                    format!("attachment; filename=\"protocol-form-{id}.pdf\""),
                ),
            ],
            bytes,
        )
            .into_response(),
        Ok(None) => error_page(
            &caller,
            &crate::error::ApiError::internal("the form's font could not be read"),
        ),
        Err(error) => error_page(&caller, &error),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn view() -> Value {
        let seats: Vec<Value> = (1..=10)
            .map(|i| json!({"seat": i, "name": format!("P{i}"), "at_table": i != 1 && i != 9,
                            "fouls": if i == 5 { 2 } else { 0 },
                            "left": match i { 1 => json!("night_shot"), 9 => json!("vote"), _ => Value::Null },
                            "role": if i == 3 { json!("sheriff") } else { Value::Null }}))
            .collect();
        let records: Vec<Value> = [
            json!({"type": "day"}),
            json!({"type": "nominate", "by": 1, "target": 9}),
            json!({"type": "foul", "seat": 5}),
            json!({"type": "night"}),
            json!({"type": "shots", "shots": {"2": 1, "7": 1, "9": 1}}),
            json!({"type": "sheriff_check", "target": 9}),
            json!({"type": "day"}),
            json!({"type": "will", "by": 1, "colors": {"9": "black", "5": "red"}}),
            json!({"type": "nominate", "by": 3, "target": 9}),
            json!({"type": "nominate", "by": 9, "target": 5}),
            json!({"type": "foul", "seat": 5}),
            json!({"type": "vote"}),
        ]
        .into_iter()
        .enumerate()
        .map(|(i, event)| json!({"index": i, "event": event, "announce": []}))
        .collect();
        json!({"title": "T", "status": "running", "game": {
            "seats": seats, "records": records,
            "rounds": [{"day": 2, "record": 11, "candidates": [9, 5], "revote": false,
                        "tally": [{"seat": 9, "votes": 6, "voters": [1, 2, 3, 4, 6, 8]},
                                  {"seat": 5, "votes": 3, "voters": [5, 7, 10]}],
                        "leaders": [9], "eliminated": 9, "table": []}],
            "lifts": [], "checks": [{"night": 1, "by": 3, "target": 9, "answer": "black"}]}})
    }

    #[test]
    fn the_form_lays_out_days_nights_the_best_move_and_departures() {
        let form = form(&view(), Lang::En);
        let seats = form["seats"].as_array().unwrap();
        assert_eq!(seats[0]["left"], "shot at night (N1)");
        assert_eq!(seats[8]["left"], "voted out (D2)");
        assert_eq!(seats[2]["role"], "sheriff");
        assert_eq!(seats[4]["boxes"], json!([true, true, false, false]));
        assert_eq!(form["days"][0]["nominations"], json!(["#1 → #9"]));
        assert_eq!(
            form["days"][1]["nominations"],
            json!(["#3 → #9", "#9 → #5"])
        );
        assert_eq!(
            form["days"][1]["votes"][0],
            "Vote: #9 — 6 (#1, #2, #3, #4, #6, #8); #5 — 3 (#5, #7, #10)"
        );
        assert_eq!(form["days"][1]["left"], json!(["#9 P9"]));
        assert_eq!(form["nights"][0]["killed"], json!(["#1 P1"]));
        assert_eq!(form["nights"][0]["sheriff"], json!(["#3 → #9: black"]));
        assert_eq!(form["best_move"]["line"], "#5 red, #9 black");
        assert_eq!(form["outcome"], "the game is not finished");
        assert_eq!(form["scored"], false);
    }

    #[test]
    fn a_view_without_a_game_makes_an_empty_form_not_a_panic() {
        for view in [
            json!({}),
            json!({"game": {"seats": "x", "records": [1, null]}}),
        ] {
            let form = form(&view, Lang::Ru);
            assert_eq!(form["seats"], json!([]));
            assert_eq!(form["days"], json!([]));
            let pdf =
                super::super::pdf::render_sheet("x", &parts(Lang::Ru, &view, &form, String::new()));
            assert!(pdf.is_some_and(|b| b.starts_with(b"%PDF-")));
        }
    }
}
