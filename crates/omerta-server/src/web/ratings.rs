//! Ratings: every player's Elo rating across every event, updated after each finished Pro
//! Mafia game from the team result (red against black), with its history.
//!
//! The mathematics is `skillratings`' Elo. A game is, for each player, one match against
//! the average rating of the other team: the player's expected score is Elo's, from their
//! own team's average against the other team's, and the outcome is the team's (a draw is
//! half a point). Every player of the game is updated from the ratings before the game,
//! so the order of the seats never matters; games are taken in the order they finished.
//! A player is their account where it is known (a seat taken by an account in the game's
//! lobby, or the seats of an event's games mapped to its registered players:
//! `crate::events`), otherwise their name as seated.

use super::standings::{escape, Finished, SeatResult};
use super::{error_page, render};
use crate::auth::Caller;
use crate::error::ApiError;
use crate::AppState;
use axum::extract::{Query, State};
use axum::http::StatusCode;
use axum::response::Response;
use serde::Deserialize;
use serde_json::{json, Value};
use skillratings::elo::{expected_score, EloConfig, EloRating};
use std::collections::BTreeMap;
use std::fmt::Write;

/// Where every player starts.
pub const START: f64 = 1500.0;
/// The most a rating moves in one game: a table of ten moves slowly, as a club rating
/// should.
pub const K: f64 = 20.0;

/// One rating change: after which game, and the rating after it.
#[derive(Clone, Debug, PartialEq)]
pub struct Change {
    pub game: i64,
    pub title: String,
    pub rating: f64,
    pub delta: f64,
}

/// A player's rating and its history.
#[derive(Clone, Debug, PartialEq)]
pub struct Rated {
    pub name: String,
    /// The account rated, when known; otherwise the player is the name.
    pub account: Option<i64>,
    pub rating: f64,
    pub games: u32,
    pub history: Vec<Change>,
}

/// Who a seat's player is, for the ratings: their account where known, else their name.
fn identity(seat: &SeatResult) -> String {
    match seat.account {
        Some(account) => format!("account {account}"),
        None => format!("name {}", seat.name),
    }
}

fn team(role: &str) -> Option<bool> {
    match role {
        "civilian" | "sheriff" => Some(true),
        "mafia" | "don" => Some(false),
        _ => None,
    }
}

/// Every player's rating after `games`, taken in the order they finished.
pub fn ratings(games: &[Finished]) -> Vec<Rated> {
    let mut order: Vec<&Finished> = games.iter().collect();
    order.sort_by_key(|g| (g.finished_at, g.id));
    let config = EloConfig { k: K };
    let mut players: BTreeMap<String, Rated> = BTreeMap::new();
    for game in order {
        let red_score = match game.winner.as_str() {
            "red" => 1.0,
            "black" => 0.0,
            "draw" => 0.5,
            _ => continue,
        };
        let rating_of = |seat: &SeatResult, players: &BTreeMap<String, Rated>| {
            players.get(&identity(seat)).map_or(START, |p| p.rating)
        };
        let average = |red: bool, players: &BTreeMap<String, Rated>| {
            let side: Vec<f64> = game
                .seats
                .iter()
                .filter(|s| team(&s.role) == Some(red))
                .map(|s| rating_of(s, players))
                .collect();
            (!side.is_empty()).then(|| side.iter().sum::<f64>() / side.len() as f64)
        };
        let (Some(red), Some(black)) = (average(true, &players), average(false, &players)) else {
            continue;
        };
        let (red_expected, black_expected) =
            expected_score(&EloRating { rating: red }, &EloRating { rating: black });
        let updates: Vec<(&SeatResult, f64)> = game
            .seats
            .iter()
            .filter_map(|s| {
                let is_red = team(&s.role)?;
                let (expected, score) = if is_red {
                    (red_expected, red_score)
                } else {
                    (black_expected, 1.0 - red_score)
                };
                Some((s, config.k * (score - expected)))
            })
            .collect();
        for (seat, delta) in updates {
            let player = players.entry(identity(seat)).or_insert_with(|| Rated {
                name: seat.name.clone(),
                account: seat.account,
                rating: START,
                games: 0,
                history: Vec::new(),
            });
            // An account is shown by the name it last sat under.
            if seat.account.is_some() {
                player.name.clone_from(&seat.name);
            }
            player.rating += delta;
            player.games += 1;
            player.history.push(Change {
                game: game.id,
                title: game.title.clone(),
                rating: player.rating,
                delta,
            });
        }
    }
    let mut list: Vec<Rated> = players.into_values().collect();
    list.sort_by(|a, b| {
        b.rating
            .total_cmp(&a.rating)
            .then_with(|| a.name.cmp(&b.name))
    });
    list
}

/// A rating as people read it: a whole number.
fn shown(rating: f64) -> i64 {
    rating.round() as i64
}

/// The history as an SVG line (escaped: names and titles are user input).
pub fn history_chart(player: &Rated) -> String {
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
        r##"<svg class="rating-chart" role="img" aria-label="{} rating after each game" viewBox="0 0 {WIDTH} {HEIGHT}" width="100%" xmlns="http://www.w3.org/2000/svg" font-size="12" fill="#1d1b18">"##,
        escape(&player.name)
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
    let mut games = super::standings::finished_games(state, caller).await?;
    crate::events::identify_everywhere(state, &mut games).await?;
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
                "chart": history_chart(p),
                "history": p.history.iter().rev().map(|c| json!({"game": c.game, "title": c.title, "rating": shown(c.rating), "delta": shown(c.delta)})).collect::<Vec<_>>(),
            })),
            None => {
                return error_page(
                    &caller,
                    &ApiError::not_found(format!("{name:?} has no rated game")),
                )
            }
        },
    };
    render(
        StatusCode::OK,
        "ratings.html",
        &caller,
        json!({"title": "Ratings", "rows": rows, "player": player, "start": START as i64, "k": K as i64}),
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
        Err(error) => error.into_response(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use omerta_pro::Points;

    fn game(id: i64, winner: &str, red: &[&str], black: &[&str]) -> Finished {
        let seat = |name: &&str, role: &str| SeatResult {
            name: name.to_string(),
            account: None,
            role: role.into(),
            total: Points::ZERO,
            outcome: Points::ZERO,
        };
        Finished {
            id,
            title: format!("Table {id}"),
            event: "Cup".into(),
            finished_at: id,
            winner: winner.into(),
            seats: red
                .iter()
                .map(|n| seat(n, "civilian"))
                .chain(black.iter().map(|n| seat(n, "mafia")))
                .collect(),
        }
    }

    #[test]
    fn winners_gain_what_losers_lose_at_equal_ratings() {
        let list = ratings(&[game(1, "red", &["Ann", "Bob"], &["Cid"])]);
        let get = |n: &str| list.iter().find(|p| p.name == n).unwrap().clone();
        // Equal averages: expected 0.5 each, K = 20: +10 for the reds, -10 for the black.
        assert!((get("Ann").rating - 1510.0).abs() < 1e-9);
        assert!((get("Bob").rating - 1510.0).abs() < 1e-9);
        assert!((get("Cid").rating - 1490.0).abs() < 1e-9);
        assert_eq!(list[0].name, "Ann");
    }

    #[test]
    fn an_upset_moves_more_than_an_expected_win_and_a_draw_is_half() {
        let games = [
            game(1, "red", &["Ann"], &["Cid"]),
            game(2, "red", &["Ann"], &["Cid"]),
            // Cid, now the lower rated, wins: more than 10.
            game(3, "black", &["Ann"], &["Cid"]),
        ];
        let list = ratings(&games);
        let cid = list.iter().find(|p| p.name == "Cid").unwrap();
        assert_eq!(cid.history.len(), 3);
        assert!(cid.history[2].delta > 10.0, "{:?}", cid.history);
        let draw = ratings(&[game(1, "draw", &["Ann"], &["Cid"])]);
        assert!(draw.iter().all(|p| (p.rating - START).abs() < 1e-9));
    }

    #[test]
    fn the_history_chart_escapes_names() {
        let list = ratings(&[game(1, "red", &["<b>"], &["Cid"])]);
        let chart = history_chart(list.iter().find(|p| p.name == "<b>").unwrap());
        assert!(chart.contains("&lt;b&gt;") && !chart.contains("<b>"));
    }
}
