//! Finished games of every rule set as the players' profiles, the seasons and the
//! leaderboards read them: one summary per game, each seat's name, account, side (a Pro
//! role, a forum faction, a 1923 family) and whether it won; for Pro besides, the seat's
//! exact total and best-move points from the game's public score report (read by
//! [`finished_game`], the one function the standings read points with), its fouls and
//! whether it was the First Out, from the table rules' replay of the record.
//!
//! Everything here is what a public reader of the finished game may know: the view a
//! spectator reads once the game is over (every card is shown then), never a game in
//! progress.

use crate::finished::{best_moves, finished_game, Finished, SeatResult};
use crate::players::Known;
use omerta_pro::seat::Seat;
use omerta_pro::{Game, Points};
use serde_json::Value;
use std::collections::HashMap;

/// The rule sets a profile counts.
pub const RULESETS: [&str; 3] = ["pro", "forum", "1923"];

/// A finished game's summary.
#[derive(Clone, Debug, PartialEq)]
pub struct GameRecord {
    pub id: i64,
    /// `pro`, `forum` or `1923`.
    pub ruleset: String,
    pub title: String,
    /// The Pro game's event as its setup named it; empty otherwise.
    pub event: String,
    pub finished_at: i64,
    /// As the game says it: `red`, `black` or `draw` (Pro); `town`, the winning factions
    /// joined by " and ", or `nobody` (forum); the winning families (1923).
    pub winner: String,
    pub seats: Vec<SeatRecord>,
}

/// One seat of a finished game.
#[derive(Clone, Debug, PartialEq)]
pub struct SeatRecord {
    /// The seat's place in the game, from 0 (a Pro seat's number less one, a slot).
    pub slot: u32,
    pub name: String,
    pub account: Option<i64>,
    /// The Pro role (civilian, sheriff, mafia, don), the forum faction or the 1923 family.
    pub side: String,
    pub won: bool,
    /// Pro only (zero elsewhere): the seat's total, its outcome points and its best-move
    /// points, exactly as the score report gives them.
    pub total: Points,
    pub outcome: Points,
    pub best_move: Points,
    /// Pro only: fouls, technical fouls included.
    pub fouls: u32,
    /// Pro only: the seat was the First Out (R7: the first to leave by vote, lift or
    /// night shot).
    pub first_out: bool,
}

impl GameRecord {
    /// A Pro record as the standings read a finished game (`None` for other rule sets).
    pub fn as_finished(&self) -> Option<Finished> {
        (self.ruleset == "pro").then(|| Finished {
            id: self.id,
            title: self.title.clone(),
            event: self.event.clone(),
            finished_at: self.finished_at,
            winner: self.winner.clone(),
            seats: self
                .seats
                .iter()
                .map(|s| SeatResult {
                    name: s.name.clone(),
                    account: s.account,
                    role: s.side.clone(),
                    total: s.total,
                    outcome: s.outcome,
                })
                .collect(),
        })
    }
}

/// The account of each slot in a hosted view's `slots` (the lobby's entrants, then the
/// running game's slots, in order).
fn slot_accounts(view: &Value) -> Vec<Option<i64>> {
    view["slots"]
        .as_array()
        .map(|slots| slots.iter().map(|s| s["account"].as_i64()).collect())
        .unwrap_or_default()
}

fn slot_name(view: &Value, slot: usize) -> Option<String> {
    view["slots"][slot]["name"].as_str().map(str::to_string)
}

/// A finished game's summary from the view a spectator reads of it (the API's
/// `GET /api/games/{id}`) and, for Pro, the replay of its record (the fouls and the First
/// Out); `None` when it is not a finished game of a rule set counted here, or its view
/// cannot be read.
pub fn record_of(
    id: i64,
    finished_at: i64,
    view: &Value,
    replay: Option<&Game>,
) -> Option<GameRecord> {
    if view["status"] != "finished" {
        return None;
    }
    match view["ruleset"].as_str()? {
        "pro" => pro_record(id, finished_at, view, replay),
        "forum" => forum_record(id, finished_at, view),
        "1923" => record_1923(id, finished_at, view),
        _ => None,
    }
}

/// A Pro game: the points by [`finished_game`] (the standings' reader), each seat's
/// account from the lobby, fouls and the First Out from the replay when there is one.
fn pro_record(
    id: i64,
    finished_at: i64,
    view: &Value,
    replay: Option<&Game>,
) -> Option<GameRecord> {
    let finished = finished_game(id, finished_at, view)?;
    let best = best_moves(view)?;
    let accounts = slot_accounts(view);
    let reported = view["game"]["scores"]["players"].as_array()?;
    let seats = finished
        .seats
        .iter()
        .zip(reported)
        .zip(best)
        .map(|((seat, report), best_move)| {
            let number = report["seat"].as_i64().and_then(Seat::new)?;
            let index = number.index();
            let (fouls, first_out) = replay.map_or((0, false), |game| {
                (
                    u32::from(game.fouls[index]) + u32::from(game.tech_fouls[index]),
                    game.first_out.contains(number),
                )
            });
            Some(SeatRecord {
                slot: index as u32,
                name: seat.name.clone(),
                account: accounts.get(index).copied().flatten(),
                side: seat.role.clone(),
                won: seat.won(&finished.winner),
                total: seat.total,
                outcome: seat.outcome,
                best_move,
                fouls,
                first_out,
            })
        })
        .collect::<Option<Vec<_>>>()?;
    Some(GameRecord {
        id,
        ruleset: "pro".into(),
        title: finished.title,
        event: finished.event,
        finished_at,
        winner: finished.winner,
        seats,
    })
}

fn plain(slot: u32, name: String, account: Option<i64>, side: String, won: bool) -> SeatRecord {
    SeatRecord {
        slot,
        name,
        account,
        side,
        won,
        total: Points::ZERO,
        outcome: Points::ZERO,
        best_move: Points::ZERO,
        fouls: 0,
        first_out: false,
    }
}

/// Whether a forum faction is among the winners the game named: "town", or the other
/// teams left alive joined by " and " (factions compared as the game compares them,
/// trimmed and without case); "nobody" names none.
pub fn forum_faction_won(faction: &str, winner: &str) -> bool {
    let faction = faction.trim().to_lowercase();
    let winner = winner.trim().to_lowercase();
    !faction.is_empty() && (winner == faction || winner.split(" and ").any(|w| w == faction))
}

/// A forum game: every slot's faction as the game over shows it, and the winner it named.
fn forum_record(id: i64, finished_at: i64, view: &Value) -> Option<GameRecord> {
    let game = &view["game"];
    let winner = game["finished"]["winner"].as_str()?.to_string();
    let accounts = slot_accounts(view);
    let seats = game["roles"]
        .as_array()?
        .iter()
        .map(|role| {
            let slot = usize::try_from(role["slot"].as_u64()?).ok()?;
            let faction = role["faction"].as_str()?.to_string();
            let name =
                slot_name(view, slot).or_else(|| role["name"].as_str().map(str::to_string))?;
            let won = forum_faction_won(&faction, &winner);
            Some(plain(
                slot as u32,
                name,
                accounts.get(slot).copied().flatten(),
                faction,
                won,
            ))
        })
        .collect::<Option<Vec<_>>>()?;
    Some(GameRecord {
        id,
        ruleset: "forum".into(),
        title: view["title"].as_str().unwrap_or_default().to_string(),
        event: String::new(),
        finished_at,
        winner,
        seats,
    })
}

/// A 1923 game: every player's family and whether the end named them a winner (M83).
fn record_1923(id: i64, finished_at: i64, view: &Value) -> Option<GameRecord> {
    let game = &view["game"];
    let result = &game["result"];
    let winners: Vec<u64> = result["winners"]
        .as_array()?
        .iter()
        .filter_map(Value::as_u64)
        .collect();
    let mut family_of: HashMap<u64, String> = HashMap::new();
    for family in game["families"].as_array()? {
        let name = family["name"].as_str()?;
        for member in family["members"].as_array()? {
            family_of.insert(member.as_u64()?, name.to_string());
        }
    }
    let accounts = slot_accounts(view);
    let players = game["players"].as_array()?;
    let seats = (0..players.len())
        .map(|slot| {
            let name = slot_name(view, slot)
                .or_else(|| players[slot]["name"].as_str().map(str::to_string))?;
            let family = family_of.get(&(slot as u64)).cloned().unwrap_or_default();
            let won = winners.contains(&(slot as u64));
            Some(plain(
                slot as u32,
                name,
                accounts.get(slot).copied().flatten(),
                family,
                won,
            ))
        })
        .collect::<Option<Vec<_>>>()?;
    let families: Vec<&str> = result["families"]
        .as_array()
        .map(|f| f.iter().filter_map(Value::as_str).collect())
        .unwrap_or_default();
    Some(GameRecord {
        id,
        ruleset: "1923".into(),
        title: view["title"].as_str().unwrap_or_default().to_string(),
        event: String::new(),
        finished_at,
        winner: families.join(", "),
        seats,
    })
}

/// Maps the seats of every event's Pro games to the event's registered players, as the
/// standings do ([`Known`]): `event_of` names each game's event (a game of two events'
/// seasons is still one event's game), `players` every event's registered players.
pub fn identify_records<'a>(
    records: &mut [GameRecord],
    event_of: &HashMap<i64, i64>,
    players: impl IntoIterator<Item = (i64, crate::Player<'a>)>,
) {
    let mut by_event: HashMap<i64, Vec<crate::Player<'a>>> = HashMap::new();
    for (event, player) in players {
        by_event.entry(event).or_default().push(player);
    }
    let known: HashMap<i64, Known> = by_event
        .into_iter()
        .map(|(event, players)| (event, Known::new(players)))
        .collect();
    for record in records.iter_mut() {
        let Some(known) = event_of.get(&record.id).and_then(|e| known.get(e)) else {
            continue;
        };
        for seat in &mut record.seats {
            if let Some(player) = known.who(&seat.name) {
                seat.name = player.name.to_string();
                seat.account = player.account.or(seat.account);
            }
        }
    }
}
