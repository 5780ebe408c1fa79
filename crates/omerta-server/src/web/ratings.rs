//! The ratings page and its export: every player's Elo rating across every event
//! (computed by `omerta_tournament::ratings`), drawn as a table and a history chart.

use super::standings::escape;
use super::{error_page, render};
use crate::auth::Caller;
use crate::error::{ApiError, Failure};
use crate::AppState;
use axum::extract::{Query, State};
use axum::http::StatusCode;
use axum::response::Response;
use omerta_tournament::{ratings, Rated, K, START};
use serde::Deserialize;
use serde_json::{json, Value};
use std::fmt::Write;

/// A rating as people read it: a whole number.
fn shown(rating: f64) -> i64 {
    rating.round() as i64
}

/// The history as an SVG line (escaped: names and titles are user input), its label in
/// the reader's language.
pub fn history_chart(player: &Rated, lang: omerta_i18n::Lang) -> String {
    const WIDTH: f64 = 360.0;
    const HEIGHT: f64 = 160.0;
    const PAD: f64 = 24.0;
    let points: Vec<f64> = std::iter::once(START)
        .chain(player.history.iter().map(|c| c.rating))
        .collect();
    let (low, high) = points
        .iter()
        .fold((f64::MAX, f64::MIN), |(l, h), r| (l.min(*r), h.max(*r)));
    let span = (high - low).max(1.0);
    let x = |i: usize| PAD + (WIDTH - 2.0 * PAD) * i as f64 / (points.len() - 1).max(1) as f64;
    let y = |r: f64| HEIGHT - PAD - (HEIGHT - 2.0 * PAD) * (r - low) / span;
    let mut out = format!(
        r##"<svg class="rating-chart" role="img" aria-label="{}" viewBox="0 0 {WIDTH} {HEIGHT}" width="100%" xmlns="http://www.w3.org/2000/svg" font-size="12" fill="#1d1b18">"##,
        escape(&{
            let mut args = omerta_i18n::Args::new();
            args.set("name", player.name.clone());
            omerta_i18n::tr(lang, "ratings-chart-label", &args)
        })
    );
    let _ = write!(
        out,
        r##"<text x="2" y="{:.1}">{}</text><text x="2" y="{:.1}">{}</text>"##,
        y(high) + 4.0,
        shown(high),
        y(low) + 4.0,
        shown(low)
    );
    let line: Vec<String> = points
        .iter()
        .enumerate()
        .map(|(i, r)| format!("{:.1},{:.1}", x(i), y(*r)))
        .collect();
    let _ = write!(
        out,
        r##"<polyline fill="none" stroke="#1e6b35" stroke-width="2" points="{}"/>"##,
        line.join(" ")
    );
    for (i, change) in player.history.iter().enumerate() {
        let _ = write!(
            out,
            r##"<circle cx="{:.1}" cy="{:.1}" r="3" fill="#1e6b35"><title>{}: {} ({:+})</title></circle>"##,
            x(i + 1),
            y(change.rating),
            escape(&change.title),
            shown(change.rating),
            shown(change.delta)
        );
    }
    out.push_str("</svg>");
    out
}

#[derive(Deserialize, Default)]
pub struct RatingsQuery {
    /// One player's page (their history).
    #[serde(default)]
    player: Option<String>,
}

fn rated_json(place: usize, p: &Rated) -> Value {
    json!({
        "place": place,
        "name": p.name,
        "account": p.account,
        "rating": shown(p.rating),
        "games": p.games,
        "last": p.history.last().map(|c| shown(c.delta)),
    })
}

async fn all_ratings(state: &AppState, caller: &Caller) -> Result<Vec<Rated>, ApiError> {
    let mut games = crate::tournaments::finished_games(state, caller).await?;
    crate::tournaments::identify_everywhere(state, &mut games).await?;
    Ok(ratings(&games))
}

/// `GET /ratings[?player=NAME]`.
pub async fn page(
    State(state): State<AppState>,
    caller: Caller,
    Query(query): Query<RatingsQuery>,
) -> Response {
    let list = match all_ratings(&state, &caller).await {
        Ok(list) => list,
        Err(error) => return error_page(&caller, &error),
    };
    let rows: Vec<Value> = list
        .iter()
        .enumerate()
        .map(|(i, p)| rated_json(i + 1, p))
        .collect();
    let player = match query.player.as_deref().map(str::trim) {
        None | Some("") => None,
        // An account of that name first, then a name seated without an account.
        Some(name) => match list
            .iter()
            .find(|p| p.name == name && p.account.is_some())
            .or_else(|| list.iter().find(|p| p.name == name))
        {
            Some(p) => Some(json!({
                "name": p.name,
                "rating": shown(p.rating),
                "games": p.games,
                "chart": history_chart(p, caller.lang()),
                "history": p.history.iter().rev().map(|c| json!({"game": c.game, "title": c.title, "rating": shown(c.rating), "delta": shown(c.delta)})).collect::<Vec<_>>(),
            })),
            None => return error_page(&caller, &omerta_service::tournaments::no_rated_game(name)),
        },
    };
    let lang = caller.lang();
    render(
        StatusCode::OK,
        "ratings.html",
        &caller,
        json!({"title": omerta_i18n::t(lang, "site-nav-ratings"), "rows": rows, "player": player, "start": START as i64, "k": K as i64}),
    )
}

/// `GET /ratings.json`: every rating, and each player's history.
pub async fn export(State(state): State<AppState>, caller: Caller) -> Response {
    use axum::response::IntoResponse;
    match all_ratings(&state, &caller).await {
        Ok(list) => axum::Json(json!({
            "system": {"name": "elo", "start": START, "k": K},
            "ratings": list.iter().enumerate().map(|(i, p)| {
                let mut v = rated_json(i + 1, p);
                v["history"] = json!(p.history.iter().map(|c| json!({"game": c.game, "rating": c.rating, "delta": c.delta})).collect::<Vec<_>>());
                v
            }).collect::<Vec<_>>(),
        }))
        .into_response(),
        Err(error) => Failure(error).into_response(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use omerta_tournament::Change;

    #[test]
    fn the_history_chart_escapes_names() {
        let player = Rated {
            name: "<b>".into(),
            account: None,
            rating: START + 10.0,
            games: 1,
            history: vec![Change {
                game: 1,
                title: "<i>Table 1</i>".into(),
                rating: START + 10.0,
                delta: 10.0,
            }],
        };
        let chart = history_chart(&player, omerta_i18n::Lang::default());
        assert!(chart.contains("&lt;b&gt;") && !chart.contains("<b>"));
        assert!(chart.contains("&lt;i&gt;Table 1") && !chart.contains("<i>"));
    }
}
