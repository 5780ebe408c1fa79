//! Standings: totals per player over the finished Pro Mafia games of a tournament or event.
//!
//! The page knows no rules: the totals, tie-breaks and places are `omerta_tournament`'s,
//! computed from each finished game's public score report; this module draws them (the
//! table, the chart, CSV and JSON exports) and takes uploads of finished games.

use super::{error_page, render};
use crate::auth::Caller;
use crate::error::{ApiError, Failure, Status};
use crate::tournaments::{finished_games, game_json, line_json, policy_json, unknown_option};
use crate::AppState;
use axum::extract::{Query, State};
use axum::http::StatusCode;
use axum::response::Response;
use omerta_pro::Points;
use omerta_tournament::{
    group_by_event, limited_to_role, ranked, standings, Finished, Standing, Tiebreak, ROLE_TABLES,
};
use serde::Deserialize;
use serde_json::{json, Value};
use std::fmt::Write;

/// What the games without an event are listed as.
const NO_EVENT: &str = "No event";

/// What an event is called on the page.
pub fn event_label(event: &str) -> &str {
    if event.is_empty() {
        NO_EVENT
    } else {
        event
    }
}

/// Text for XML (the chart): names are user input.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// A name shortened for the chart's label (the table has it in full).
fn short(name: &str, at_most: usize) -> String {
    if name.chars().count() <= at_most {
        return name.to_string();
    }
    let mut out: String = name.chars().take(at_most - 1).collect();
    out.push('…');
    out
}

// The chart's geometry, in the units of its viewBox. It is drawn 100% wide up to 30rem,
// so at a 375 px phone a unit is about a pixel and the 14-unit labels stay readable.
const CHART_WIDTH: f64 = 360.0;
const MARGIN: f64 = 6.0;
const AXIS_TOP: f64 = 22.0;
const ROW: f64 = 44.0;
const LABEL_BASE: f64 = 15.0;
const BAR_TOP: f64 = 20.0;
const BAR_HEIGHT: f64 = 12.0;
const GAMES_TOP: f64 = 34.0;
const GAMES_HEIGHT: f64 = 6.0;
const NAME_CHARS: usize = 28;
const POSITIVE: &str = "#1e6b35";
const NEGATIVE: &str = "#8a5a00";
const GAME_SHADES: [&str; 2] = ["#4a463f", "#a39d92"];

/// Where zero is and how many units a thousandth is: the axis leaves room for the largest
/// sum of positive game points to its right and of negative ones to its left, so every
/// bar (a total or a player's games stacked) fits, all at one scale.
fn scale(lines: &[Standing]) -> (f64, f64) {
    let side = |positive: bool| {
        lines
            .iter()
            .map(|l| {
                l.per_game
                    .iter()
                    .flatten()
                    .map(|p| p.thousandths())
                    .filter(|&m| if positive { m > 0 } else { m < 0 })
                    .map(i64::from)
                    .sum::<i64>()
                    .abs()
            })
            .max()
            .unwrap_or(0)
    };
    let (left, right) = (side(false), side(true));
    let plot = CHART_WIDTH - 2.0 * MARGIN;
    let span = (left + right).max(1) as f64;
    let per_milli = plot / span;
    (MARGIN + left as f64 * per_milli, per_milli)
}

fn rect(out: &mut String, x: f64, y: f64, width: f64, height: f64, fill: &str, title: &str) {
    let _ = write!(
        out,
        r#"<rect x="{x:.2}" y="{y:.2}" width="{width:.2}" height="{height:.2}" fill="{fill}"><title>{}</title></rect>"#,
        escape(title)
    );
}

/// The chart: per player (in the table's order) a row with the name and total, a thick bar
/// of the total from the zero axis (negative totals to its left), and beneath it a thin
/// bar of the player's games stacked (positive to the right, negative to the left), each
/// game a segment with its title. Every name is escaped here: the caller passes the SVG to
/// the template unescaped.
pub fn chart(event: &str, lines: &[Standing], games: &[&Finished]) -> String {
    let (zero, per_milli) = scale(lines);
    let height = AXIS_TOP + ROW * lines.len() as f64 + 4.0;
    let mut out = String::with_capacity(1024 + 900 * lines.len());
    let _ = write!(
        out,
        r##"<svg class="standings-chart" role="img" aria-labelledby="chart-title chart-desc" viewBox="0 0 {CHART_WIDTH} {height}" width="100%" preserveAspectRatio="xMinYMin meet" xmlns="http://www.w3.org/2000/svg" font-size="14" fill="#1d1b18">"##
    );
    let _ = write!(
        out,
        r#"<title id="chart-title">Total points per player: {}</title>"#,
        escape(event_label(event))
    );
    let described: Vec<String> = lines
        .iter()
        .map(|l| {
            format!(
                "{} {} ({} {})",
                l.name,
                l.total,
                l.games,
                games_word(l.games)
            )
        })
        .collect();
    let _ = write!(
        out,
        r#"<desc id="chart-desc">Highest total first: {}.</desc>"#,
        escape(&described.join("; "))
    );
    let anchor = if zero < MARGIN + 12.0 {
        "start"
    } else if zero > CHART_WIDTH - MARGIN - 12.0 {
        "end"
    } else {
        "middle"
    };
    let _ = write!(
        out,
        r#"<text class="axis" x="{zero:.2}" y="14" text-anchor="{anchor}" font-size="12">0</text>"#
    );
    for (row, line) in lines.iter().enumerate() {
        let top = AXIS_TOP + ROW * row as f64;
        let _ = write!(
            out,
            r#"<g class="player"><title>{}</title>"#,
            escape(&format!(
                "{}: {} in {} {}",
                line.name,
                line.total,
                line.games,
                games_word(line.games)
            ))
        );
        let _ = write!(
            out,
            r#"<text x="{MARGIN}" y="{:.2}">{}</text><text x="{:.2}" y="{:.2}" text-anchor="end" font-weight="bold">{}</text>"#,
            top + LABEL_BASE,
            escape(&short(&line.name, NAME_CHARS)),
            CHART_WIDTH - MARGIN,
            top + LABEL_BASE,
            line.total
        );
        let _ = write!(
            out,
            r##"<line x1="{zero:.2}" x2="{zero:.2}" y1="{:.2}" y2="{:.2}" stroke="#1d1b18" stroke-width="1"/>"##,
            top + BAR_TOP - 2.0,
            top + ROW - 2.0
        );
        let total = f64::from(line.total.thousandths()) * per_milli;
        let (fill, sign) = if total < 0.0 {
            (NEGATIVE, "negative")
        } else {
            (POSITIVE, "positive")
        };
        let _ = write!(out, r#"<g class="total {sign}">"#);
        rect(
            &mut out,
            zero.min(zero + total),
            top + BAR_TOP,
            total.abs(),
            BAR_HEIGHT,
            fill,
            &format!("{}: total {}", line.name, line.total),
        );
        out.push_str(r#"</g><g class="games">"#);
        let (mut right, mut left) = (zero, zero);
        for (index, points) in line.per_game.iter().enumerate() {
            let Some(points) = points.filter(|p| *p != Points::ZERO) else {
                continue;
            };
            let width = f64::from(points.thousandths()).abs() * per_milli;
            let x = if points > Points::ZERO {
                right += width;
                right - width
            } else {
                left -= width;
                left
            };
            let title = games.get(index).map_or(String::new(), |g| g.title.clone());
            rect(
                &mut out,
                x,
                top + GAMES_TOP,
                width,
                GAMES_HEIGHT,
                GAME_SHADES[index % GAME_SHADES.len()],
                &format!("{title}: {points}"),
            );
        }
        out.push_str("</g></g>");
    }
    out.push_str("</svg>");
    out
}

fn games_word(n: u32) -> &'static str {
    if n == 1 {
        "game"
    } else {
        "games"
    }
}

#[derive(Deserialize, Default)]
pub struct StandingsQuery {
    /// The event to show; empty: the games without one; absent: the most recent event.
    #[serde(default)]
    event: Option<String>,
    /// The tie-break policy, comma separated ([`Tiebreak`]); absent: the default.
    #[serde(default)]
    tiebreak: Option<String>,
    /// One role's table: civilian, sheriff, mafia, don, red or black; absent: all.
    #[serde(default)]
    role: Option<String>,
}

/// The standings of an event as asked: the games (seats limited to the role's), the
/// ranked lines and their places, and the policy.
struct Asked {
    games: Vec<Finished>,
    lines: Vec<Standing>,
    places: Vec<usize>,
    policy: Vec<Tiebreak>,
    role: Option<&'static str>,
}

fn ask(games: &[&Finished], query: &StandingsQuery) -> Result<Asked, ApiError> {
    let policy = match query.tiebreak.as_deref().filter(|t| !t.trim().is_empty()) {
        Some(text) => Tiebreak::parse_policy(text).map_err(|e| unknown_option(&e))?,
        None => Tiebreak::DEFAULT.to_vec(),
    };
    let (role, games) = match query
        .role
        .as_deref()
        .map(str::trim)
        .filter(|r| !r.is_empty())
    {
        None => (None, games.iter().map(|g| (*g).clone()).collect()),
        Some(name) => {
            let (role, games) =
                limited_to_role(games.iter().copied(), name).map_err(|e| unknown_option(&e))?;
            (Some(role), games)
        }
    };
    let refs: Vec<&Finished> = games.iter().collect();
    let (lines, places) = ranked(standings(&refs), &refs, &policy);
    Ok(Asked {
        games,
        lines,
        places,
        policy,
        role,
    })
}

pub async fn page(
    State(state): State<AppState>,
    caller: Caller,
    Query(query): Query<StandingsQuery>,
) -> Response {
    let games = match finished_games(&state, &caller).await {
        Ok(games) => games,
        Err(error) => return error_page(&caller, &error),
    };
    let groups = group_by_event(&games);
    let wanted = query.event.as_deref().map(str::trim);
    let selected = match wanted {
        Some(name) => groups.iter().find(|g| g.name == name),
        None => groups.first(),
    };
    let events: Vec<Value> = groups
        .iter()
        .map(|g| {
            json!({
                "name": g.name,
                "label": event_label(&g.name),
                "count": g.games.len(),
                "current": selected.is_some_and(|s| s.name == g.name),
            })
        })
        .collect();
    let status = if wanted.is_some() && selected.is_none() {
        StatusCode::NOT_FOUND
    } else {
        StatusCode::OK
    };
    let shown = match selected.map(|event| ask(&event.games, &query).map(|a| (event, a))) {
        None => None,
        Some(Err(error)) => return error_page(&caller, &error),
        Some(Ok((event, asked))) => {
            let rows: Vec<Value> = asked
                .places
                .iter()
                .zip(&asked.lines)
                .map(|(place, line)| omerta_service::json::value(&line_json(*place, line)))
                .collect();
            let refs: Vec<&Finished> = asked.games.iter().collect();
            let query_of = |role: &str| {
                let mut q = format!("event={}", urlencoding(&event.name));
                if !role.is_empty() {
                    q.push_str(&format!("&role={role}"));
                }
                if let Some(t) = &query.tiebreak {
                    q.push_str(&format!("&tiebreak={}", urlencoding(t)));
                }
                q
            };
            let tables: Vec<Value> = std::iter::once(("", "All roles"))
                .chain(ROLE_TABLES.iter().map(|(n, _)| (*n, *n)))
                .map(|(name, label)| {
                    json!({"label": label, "query": query_of(name), "current": asked.role.unwrap_or("") == name})
                })
                .collect();
            Some(json!({
                "name": event.name,
                "label": event_label(&event.name),
                "rows": rows,
                "games": event.games.iter().rev().map(|g| game_json(g)).collect::<Vec<_>>(),
                "chart": chart(&event.name, &asked.lines, &refs),
                "policy": policy_json(&asked.policy),
                "role": asked.role,
                "tables": tables,
                "export": query_of(asked.role.unwrap_or("")),
            }))
        }
    };
    let title = match &shown {
        Some(event) => format!("Standings: {}", event["label"].as_str().unwrap_or_default()),
        None => "Standings".to_string(),
    };
    render(
        status,
        "standings.html",
        &caller,
        json!({
            "title": title,
            "events": events,
            "event": shown,
            "missing": wanted.filter(|_| status == StatusCode::NOT_FOUND).map(event_label),
        }),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use omerta_tournament::fixtures::{game, seat};

    #[test]
    fn the_games_without_an_event_are_listed_as_no_event() {
        assert_eq!(event_label(""), "No event");
        assert_eq!(event_label("Cup"), "Cup");
    }

    #[test]
    fn csv_fields_are_quoted_and_never_formulas() {
        assert_eq!(csv_field("Ann"), "Ann");
        assert_eq!(csv_field("Doe, Jane"), "\"Doe, Jane\"");
        assert_eq!(csv_field("=HYPERLINK(1)"), "'=HYPERLINK(1)");
        assert_eq!(csv_field("say \"hi\""), "\"say \"\"hi\"\"\"");
    }

    /// The `(x, width)` of every `<rect>` inside the chart's groups of `class`.
    fn rects(svg: &str, class: &str) -> Vec<Vec<(f64, f64)>> {
        let number = |tag: &str, attr: &str| -> f64 {
            let start = tag.find(&format!(" {attr}=\"")).unwrap() + attr.len() + 3;
            tag[start..].split('"').next().unwrap().parse().unwrap()
        };
        svg.split(&format!("<g class=\"{class}"))
            .skip(1)
            .map(|group| {
                let group = group.split("</g>").next().unwrap();
                group
                    .split("<rect")
                    .skip(1)
                    .map(|tag| (number(tag, "x"), number(tag, "width")))
                    .collect()
            })
            .collect()
    }

    #[test]
    fn the_chart_draws_bars_proportional_to_the_totals_negative_ones_left_of_zero() {
        let games = [
            game(
                1,
                "Cup",
                "red",
                vec![
                    seat("Ann", "civilian", 600),
                    seat("Bob", "sheriff", 300),
                    seat("Cy", "don", -300),
                ],
            ),
            game(2, "Cup", "red", vec![seat("Ann", "civilian", -200)]),
        ];
        let refs: Vec<&Finished> = games.iter().collect();
        let lines = standings(&refs);
        let svg = chart("Cup", &lines, &refs);
        assert!(svg.starts_with("<svg") && svg.ends_with("</svg>"));
        assert!(svg.contains(r#"role="img""#));
        assert!(svg.contains(r#"aria-labelledby="chart-title chart-desc""#));
        assert!(svg.contains(r#"width="100%""#) && svg.contains("viewBox=\"0 0 360 "));
        assert!(
            svg.contains(r#"<title id="chart-title">"#)
                && svg.contains(r#"<desc id="chart-desc">"#)
        );
        assert_eq!(svg.matches("<g class=\"player\">").count(), 3);
        let totals = rects(&svg, "total");
        assert_eq!(totals.len(), 3);
        // Ann 0.4, Bob 0.3, Cy -0.3: one bar each, in the table's order.
        let (ann, bob, cy) = (totals[0][0], totals[1][0], totals[2][0]);
        let zero = ann.0;
        assert!((bob.0 - zero).abs() < 0.01, "positive bars start at zero");
        assert!((ann.1 / bob.1 - 4.0 / 3.0).abs() < 0.001, "{ann:?} {bob:?}");
        assert!((cy.1 - bob.1).abs() < 0.01, "-0.3 is as long as 0.3");
        assert!(
            (cy.0 + cy.1 - zero).abs() < 0.01,
            "a negative bar ends at zero"
        );
        // Room for the widest stacks: Cy's -0.3 on the left, Ann's 0.6 on the right.
        let plot = CHART_WIDTH - 2.0 * MARGIN;
        assert!(
            (zero - (MARGIN + plot * 300.0 / 900.0)).abs() < 0.01,
            "{zero}"
        );
        // Ann's games: +0.6 to the right of zero, -0.2 to the left.
        let ann_games = &rects(&svg, "games")[0];
        assert_eq!(ann_games.len(), 2);
        assert!((ann_games[0].0 - zero).abs() < 0.01);
        assert!((ann_games[0].1 / ann.1 - 1.5).abs() < 0.001);
        assert!((ann_games[1].0 + ann_games[1].1 - zero).abs() < 0.01);
        assert!((ann_games[1].1 / ann.1 - 0.5).abs() < 0.001);
        for group in totals.iter().chain(&rects(&svg, "games")) {
            for (x, width) in group {
                assert!(*x >= MARGIN - 0.01 && x + width <= CHART_WIDTH - MARGIN + 0.01);
            }
        }
    }

    #[test]
    fn the_chart_escapes_names_and_titles() {
        let mut one = game(
            1,
            "<Cup & \"Co\">",
            "red",
            vec![seat("<b>Al & \"Bo\"</b>", "civilian", 100)],
        );
        one.title = "<script>alert(1)</script>".into();
        let refs = vec![&one];
        let svg = chart(&one.event, &standings(&refs), &refs);
        assert!(!svg.contains("<b>") && !svg.contains("<script>") && !svg.contains("\"Bo\""));
        assert!(svg.contains("&lt;b&gt;Al &amp; &quot;Bo&quot;&lt;/b&gt;"));
        assert!(svg.contains("&lt;Cup &amp; &quot;Co&quot;&gt;"));
        assert!(svg.contains("&lt;script&gt;alert(1)&lt;/script&gt;: 0.1"));
        assert_eq!(escape("a'b"), "a&#39;b");
    }

    #[test]
    fn the_chart_of_all_zero_totals_draws_no_bar_lengths_and_shortens_long_names() {
        let long = "A very long player name that goes on and on";
        let one = game(1, "", "draw", vec![seat(long, "civilian", 0)]);
        let refs = vec![&one];
        let svg = chart("", &standings(&refs), &refs);
        assert!(svg.contains("No event"));
        assert!(!svg.contains("NaN") && !svg.contains("inf"));
        assert_eq!(rects(&svg, "total")[0][0].1, 0.0);
        assert!(rects(&svg, "games")[0].is_empty());
        assert!(svg.contains(&format!(">{}</text>", short(long, NAME_CHARS))));
        assert!(svg.contains(&format!("{long}: 0 in 1 game")));
    }
}

/// The formats a finished game may be uploaded in.
fn formats() -> Value {
    json!([
        {"id": "omerta-pro/1", "name": "omerta (omerta-pro/1)"},
        {"id": "polemica", "name": "Polemica"},
        {"id": "mafiaratings", "name": "MafiaRatings"},
    ])
}

/// `GET /standings/upload`: the form.
pub async fn upload_page(caller: Caller) -> Response {
    if caller.account.is_none() {
        return super::to_login("/standings/upload");
    }
    let lang = caller.lang();
    render(
        StatusCode::OK,
        "upload.html",
        &caller,
        json!({"title": omerta_i18n::t(lang, "upload-page-title"), "formats": formats(), "format": "omerta-pro/1", "event": "", "document": ""}),
    )
}

#[derive(Deserialize)]
pub struct UploadForm {
    format: String,
    #[serde(default)]
    event: String,
    /// The tournament event uploaded into (the event page's form).
    #[serde(default)]
    event_id: String,
    document: String,
}

/// `POST /standings/upload`: the game into its event (`crate::upload`).
pub async fn upload(
    State(state): State<AppState>,
    caller: Caller,
    axum::Form(form): axum::Form<UploadForm>,
) -> Response {
    let Some(account) = &caller.account else {
        return super::to_login("/standings/upload");
    };
    let lang = caller.lang();
    let typed = form.event.trim().to_string();
    let result = crate::upload::upload(
        &state,
        account,
        crate::upload::Upload {
            format: &form.format,
            text: &form.document,
            event: Some(typed.as_str()),
            event_id: form.event_id.trim().parse::<i64>().ok(),
            title: None,
        },
    )
    .await;
    match result {
        Ok(uploaded) if uploaded.warnings.is_empty() => {
            super::see_other(&format!("/games/{}", uploaded.id))
        }
        Ok(uploaded) => {
            // What the import noticed, in the reader's language.
            let warnings: Vec<String> = uploaded
                .warnings
                .iter()
                .map(|notice| omerta_i18n::import::notice(caller.lang(), notice))
                .collect();
            render(
                StatusCode::CREATED,
                "upload.html",
                &caller,
                json!({"title": omerta_i18n::t(lang, "upload-page-title"), "formats": formats(), "format": form.format, "event": uploaded.event.unwrap_or_default(), "document": "", "warnings": warnings, "id": uploaded.id}),
            )
        }
        // A game uploaded before: the page links the first upload.
        Err(error) => render(
            error.status(),
            "upload.html",
            &caller,
            json!({"title": omerta_i18n::t(lang, "upload-page-title"), "formats": formats(), "format": form.format, "event": typed, "document": form.document, "error": error.message_in(caller.lang()), "first": error.duplicate_of}),
        ),
    }
}

/// A query string's value, percent-encoded.
pub(crate) fn urlencoding(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for b in text.bytes() {
        match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'~' => {
                out.push(b as char)
            }
            _ => out.push_str(&format!("%{b:02X}")),
        }
    }
    out
}

/// `GET /standings.json` and `/standings.csv`: an event's standings as data, with the
/// same `event`, `role` and `tiebreak` as the page (`event` absent: the most recent).
pub async fn export_csv(
    state: State<AppState>,
    caller: Caller,
    query: Query<StandingsQuery>,
) -> Response {
    export(state, caller, query, true).await
}

pub async fn export_json(
    state: State<AppState>,
    caller: Caller,
    query: Query<StandingsQuery>,
) -> Response {
    export(state, caller, query, false).await
}

async fn export(
    State(state): State<AppState>,
    caller: Caller,
    Query(query): Query<StandingsQuery>,
    csv: bool,
) -> Response {
    use axum::response::IntoResponse;
    let games = match finished_games(&state, &caller).await {
        Ok(games) => games,
        Err(error) => return Failure(error).into_response(),
    };
    let groups = group_by_event(&games);
    let wanted = query.event.as_deref().map(str::trim);
    let Some(event) = (match wanted {
        Some(name) => groups.iter().find(|g| g.name == name),
        None => groups.first(),
    }) else {
        return Failure(ApiError::not_found(
            "no finished Pro Mafia game belongs to this event",
        ))
        .into_response();
    };
    let asked = match ask(&event.games, &query) {
        Ok(asked) => asked,
        Err(error) => return Failure(error).into_response(),
    };
    if csv {
        (
            [(axum::http::header::CONTENT_TYPE, "text/csv; charset=utf-8")],
            standings_csv(&asked.places, &asked.lines),
        )
            .into_response()
    } else {
        let rows: Vec<Value> = asked
            .places
            .iter()
            .zip(&asked.lines)
            .map(|(place, line)| omerta_service::json::value(&line_json(*place, line)))
            .collect();
        axum::Json(json!({
            "event": event.name,
            "role": asked.role,
            "tiebreak": policy_json(&asked.policy),
            "games": event.games.len(),
            "standings": rows,
        }))
        .into_response()
    }
}

/// Standings as CSV: a header, then a row per player with their place.
pub(crate) fn standings_csv(places: &[usize], lines: &[Standing]) -> String {
    let mut out = String::from("place,name,games,wins,special_wins,extra,total,average\r\n");
    for (place, line) in places.iter().zip(lines) {
        let _ = write!(
            out,
            "{place},{},{},{},{},{},{},{}\r\n",
            csv_field(&line.name),
            line.games,
            line.wins,
            line.special_wins,
            line.extra,
            line.total,
            line.average()
        );
    }
    out
}

/// A CSV field: quoted when it holds a comma, a quote or a line break; a leading `=`,
/// `+`, `-` or `@` is neutralised so that a spreadsheet never runs a name as a formula.
pub(crate) fn csv_field(text: &str) -> String {
    let safe = if text.starts_with(['=', '+', '-', '@']) {
        format!("'{text}")
    } else {
        text.to_string()
    };
    if safe.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", safe.replace('"', "\"\""))
    } else {
        safe
    }
}
