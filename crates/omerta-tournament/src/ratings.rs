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
//! [`crate::players`]), otherwise their name as seated. (Ratings are `f64`, as Elo is; points
//! never are.)

use crate::finished::{Finished, SeatResult};
use skillratings::elo::{expected_score, EloConfig, EloRating};
use std::collections::BTreeMap;

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
