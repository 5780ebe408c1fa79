//! Finished Pro games as the standings and ratings read them: each seat's name, role and
//! exact total from the game's public score report (`omerta pro score --json`), never by
//! folding the game again.

use omerta_live::hosted::{fold_entrants, Entrant, ENTRANT_KINDS};
use omerta_pro::{Points, Role, Winner};
use serde_json::{json, Value};
use std::collections::BTreeMap;

/// A finished Pro Mafia game, as the standings read it.
#[derive(Clone, Debug, PartialEq)]
pub struct Finished {
    pub id: i64,
    pub title: String,
    /// The tournament or event; empty when the game has none.
    pub event: String,
    /// When the game was finished (milliseconds), to find the most recent event.
    pub finished_at: i64,
    /// `red`, `black` or `draw`, as the score report says.
    pub winner: String,
    pub seats: Vec<SeatResult>,
}

/// One seat of a finished game.
#[derive(Clone, Debug, PartialEq)]
pub struct SeatResult {
    pub name: String,
    /// The player's account, when known (the seats of an event's games are mapped to its
    /// registered players); otherwise the player is their name as seated.
    pub account: Option<i64>,
    pub role: String,
    pub total: Points,
    /// The part of the total the scoring model gives for the outcome (its `*.win`
    /// awards): what MafiaRatings calls the main points; the rest are the extra points.
    pub outcome: Points,
}

impl SeatResult {
    /// Whether the seat's team won (a draw is nobody's win).
    pub fn won(&self, winner: &str) -> bool {
        match Role::parse(&self.role) {
            Some(role) => Winner::team(role.team()).name() == winner,
            None => false,
        }
    }
}

/// Exact points from a report's number (`0.45`) or string (`"0.45"`): integer thousandths.
/// Anything that is not a decimal with at most three places is not read (`None`), rather
/// than rounded.
pub fn thousandths(value: &Value) -> Option<Points> {
    let text = match value {
        Value::Number(n) => n.to_string(),
        Value::String(s) => s.trim().to_string(),
        _ => return None,
    };
    let (negative, unsigned) = match text.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, text.strip_prefix('+').unwrap_or(&text)),
    };
    let (whole, fraction) = unsigned.split_once('.').unwrap_or((unsigned, ""));
    let digits = |s: &str| s.bytes().all(|b| b.is_ascii_digit());
    if whole.is_empty() || whole.len() > 6 || !digits(whole) || fraction.len() > 3 {
        return None;
    }
    if !digits(fraction) || (unsigned.contains('.') && fraction.is_empty()) {
        return None;
    }
    let whole: i32 = whole.parse().ok()?;
    let fraction: i32 = format!("{fraction:0<3}").parse().ok()?;
    let milli = whole * 1000 + fraction;
    Some(Points::milli(if negative { -milli } else { milli }))
}

/// Reads a finished game's view (the API's `GET /api/games/{id}`); `None` if it is not a
/// finished Pro game with a readable score report.
pub fn finished_game(id: i64, finished_at: i64, view: &Value) -> Option<Finished> {
    if view["ruleset"] != "pro" || view["status"] != "finished" {
        return None;
    }
    let game = &view["game"];
    let scores = &game["scores"];
    let seats = scores["players"]
        .as_array()?
        .iter()
        .map(|p| {
            let outcome = awarded(p, |rule| rule.ends_with(".win"));
            Some(SeatResult {
                name: p["name"].as_str()?.to_string(),
                account: None,
                role: p["role"].as_str().unwrap_or_default().to_string(),
                total: thousandths(&p["total"])?,
                outcome,
            })
        })
        .collect::<Option<Vec<_>>>()?;
    Some(Finished {
        id,
        title: view["title"].as_str().unwrap_or_default().to_string(),
        event: event_of(game),
        finished_at,
        winner: scores["winner"].as_str().unwrap_or_default().to_string(),
        seats,
    })
}

/// The sum of a score report player's awards under the rules `rule` accepts (exact: the
/// report's own numbers in thousandths, never recomputed).
fn awarded(player: &Value, rule: impl Fn(&str) -> bool) -> Points {
    player["awards"]
        .as_array()
        .map(|awards| {
            awards
                .iter()
                .filter(|a| a["rule"].as_str().is_some_and(&rule))
                .filter_map(|a| thousandths(&a["points"]))
                .fold(Points::ZERO, |sum, p| sum + p)
        })
        .unwrap_or(Points::ZERO)
}

/// Whether a rule of the scoring model is the First Out's First Color Will, the best move
/// (MafiaRatings' "legacy", «лучший ход»): `will.color.*` and the early night-shot will
/// bonus, every rule whose id starts `will.`.
pub fn is_best_move(rule: &str) -> bool {
    rule.starts_with("will.")
}

/// Each seat's best-move points in a finished game's view (its score report's `will.*`
/// awards), in the report's order; `None` when the view has no score report.
pub fn best_moves(view: &Value) -> Option<Vec<Points>> {
    let players = view["game"]["scores"]["players"].as_array()?;
    Some(players.iter().map(|p| awarded(p, is_best_move)).collect())
}

/// A game's event as its setup named it; blank names count as none.
fn event_of(game: &Value) -> String {
    game["event"]
        .as_str()
        .unwrap_or_default()
        .trim()
        .to_string()
}

/// The games of one event, in the order they were finished.
#[derive(Debug)]
pub struct EventGames<'a> {
    /// Empty: the games without an event.
    pub name: String,
    pub games: Vec<&'a Finished>,
}

impl EventGames<'_> {
    fn last_finished(&self) -> (i64, i64) {
        self.games
            .iter()
            .map(|g| (g.finished_at, g.id))
            .max()
            .unwrap_or_default()
    }
}

/// The games grouped by event, the event with the most recently finished game first.
pub fn group_by_event(games: &[Finished]) -> Vec<EventGames<'_>> {
    let mut by_name: BTreeMap<&str, Vec<&Finished>> = BTreeMap::new();
    for game in games {
        by_name.entry(&game.event).or_default().push(game);
    }
    let mut groups: Vec<EventGames> = by_name
        .into_iter()
        .map(|(name, mut games)| {
            games.sort_by_key(|g| (g.finished_at, g.id));
            EventGames {
                name: name.to_string(),
                games,
            }
        })
        .collect();
    groups.sort_by_key(|g| std::cmp::Reverse(g.last_finished()));
    groups
}

/// The events a finished game is read from: the seating (the event's name) and the finish
/// (the winner and every seat's score report).
/// The lobby's events come too: who sat in each seat, with their account (issue 28: a
/// game outside an event is rated by account wherever the seat has one).
pub const FINISHED_KINDS: [&str; 7] = [
    "pro.seated",
    "pro.finished",
    ENTRANT_KINDS[0],
    ENTRANT_KINDS[1],
    ENTRANT_KINDS[2],
    ENTRANT_KINDS[3],
    ENTRANT_KINDS[4],
];

/// One stored event of a finished game, as the store gives it: the game, its title, and the
/// event's kind, time and body (the hosted event's JSON).
#[derive(Clone, Debug)]
pub struct Row {
    pub game: i64,
    pub title: String,
    pub kind: String,
    pub at: i64,
    pub body: String,
}

/// The finished games read from stored rows, and what could not be read (for the log: a
/// pure crate writes none).
#[derive(Debug, Default)]
pub struct Read {
    /// The most recently finished first.
    pub games: Vec<Finished>,
    /// A sentence per event or game that could not be read.
    pub unreadable: Vec<String>,
}

/// The finished games in the store's rows of their [`FINISHED_KINDS`] events (by game,
/// then sequence number), the most recently finished first.
pub fn finished_from_events(rows: impl IntoIterator<Item = Row>) -> Read {
    let mut unreadable = Vec::new();
    let mut games = Vec::new();
    let mut event: Option<(i64, Value)> = None;
    // The seats of the game being read, folded from its lobby events.
    let mut seated: (i64, Vec<Entrant>) = (i64::MIN, Vec::new());
    for Row {
        game: id,
        title,
        kind,
        at,
        body,
    } in rows
    {
        if seated.0 != id {
            seated = (id, Vec::new());
        }
        if kind.starts_with("lobby.") {
            match serde_json::from_str::<omerta_live::Event<Value>>(&body) {
                Ok(omerta_live::Event::Lobby(lobby)) => fold_entrants(&mut seated.1, &lobby),
                _ => unreadable.push(format!("game {id}: an unreadable lobby event")),
            }
            continue;
        }
        let body: Value = match serde_json::from_str(&body) {
            Ok(body) => body,
            Err(error) => {
                unreadable.push(format!("game {id}: an unreadable event: {error}"));
                continue;
            }
        };
        // The stored body is the hosted event: the rule set's own under "game".
        let inner = body.get("game").cloned().unwrap_or(body);
        if kind == "pro.seated" {
            event = Some((id, inner.get("event").cloned().unwrap_or(Value::Null)));
            continue;
        }
        let name = match &event {
            Some((game, name)) if *game == id => name.clone(),
            _ => Value::Null,
        };
        let view = json!({
            "ruleset": "pro",
            "status": "finished",
            "title": title,
            "game": {"event": name, "scores": inner["scores"]},
        });
        match finished_game(id, at, &view) {
            Some(mut game) => {
                // Seat n is lobby position n - 1 (a Pro table is seated in order).
                for (seat, entrant) in game.seats.iter_mut().zip(&seated.1) {
                    seat.account = entrant.account;
                }
                games.push(game)
            }
            None => unreadable.push(format!("game {id} has no readable scores")),
        }
    }
    games.sort_by_key(|g| std::cmp::Reverse((g.finished_at, g.id)));
    Read { games, unreadable }
}
