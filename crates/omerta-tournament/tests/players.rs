//! Seats of finished games mapped to accounts: by the lobby a game was seated from, and by
//! an event's registered players (their account's name or the guest name they registered
//! under, compared as the sign-in compares names).

use omerta_live::hosted::{Event, LobbyEvent};
use omerta_pro::Points;
use omerta_tournament::*;
use serde_json::{json, Value};
use std::collections::HashMap;

fn row(game: i64, kind: &str, at: i64, body: String) -> Row {
    Row {
        game,
        title: format!("Table {game}"),
        kind: kind.into(),
        at,
        body,
    }
}

fn joined(name: &str, account: Option<i64>) -> String {
    let event: Event<Value> = Event::Lobby(LobbyEvent::Joined {
        name: name.into(),
        account,
        at: None,
    });
    serde_json::to_string(&event).unwrap()
}

fn finished(players: &[(&str, &str, &str)]) -> String {
    let players: Vec<Value> = players
        .iter()
        .enumerate()
        .map(|(i, (name, role, total))| {
            json!({"seat": i + 1, "name": name, "role": role, "total": total,
                   "awards": [{"rule": "red.win", "points": "1"}]})
        })
        .collect();
    json!({"game": {"scores": {"winner": "red", "players": players}}}).to_string()
}

#[test]
fn a_finished_game_is_read_from_its_rows_with_the_lobbys_accounts_and_its_event() {
    let rows = vec![
        row(7, "lobby.joined", 1, joined("Ann", Some(41))),
        row(7, "lobby.joined", 2, joined("Bob", None)),
        row(
            7,
            "pro.seated",
            3,
            json!({"game": {"event": "Cup"}}).to_string(),
        ),
        row(
            7,
            "pro.finished",
            9,
            finished(&[("Ann", "sheriff", "1.25"), ("Bob", "civilian", "1")]),
        ),
        // A game whose finish cannot be read is named, not dropped in silence.
        row(8, "pro.finished", 10, "{not json".into()),
    ];
    let read = finished_from_events(rows);
    assert_eq!(read.games.len(), 1);
    let game = &read.games[0];
    assert_eq!(
        (game.id, game.event.as_str(), game.finished_at),
        (7, "Cup", 9)
    );
    assert_eq!(game.seats[0].account, Some(41));
    assert_eq!(game.seats[1].account, None);
    assert_eq!(game.seats[0].total, Points::milli(1250));
    assert_eq!(game.seats[0].outcome, Points::milli(1000));
    assert_eq!(read.unreadable.len(), 1, "{:?}", read.unreadable);
    assert!(read.unreadable[0].starts_with("game 8: an unreadable event"));
}

fn seated(names: &[&str]) -> Finished {
    Finished {
        id: 1,
        title: "Table 1".into(),
        event: "Cup".into(),
        finished_at: 1,
        winner: "red".into(),
        seats: names
            .iter()
            .map(|n| SeatResult {
                name: n.to_string(),
                account: None,
                role: "civilian".into(),
                total: Points::ZERO,
                outcome: Points::ZERO,
            })
            .collect(),
    }
}

#[test]
fn seats_take_the_registered_players_name_and_account_by_any_name_they_are_known_by() {
    let merged = Player {
        name: "Anna",
        account: Some(5),
        account_name: Some("Anna"),
        guest_name: Some("Ann K."),
    };
    let guest = Player {
        name: "Bob",
        account: None,
        account_name: None,
        guest_name: Some("Bob"),
    };
    // Seated under the guest name, in other case; and a stranger.
    let mut games = vec![seated(&["ANN K.", "bob", "Zed"])];
    identify(&mut games, [merged, guest]);
    let seats: Vec<(&str, Option<i64>)> = games[0]
        .seats
        .iter()
        .map(|s| (s.name.as_str(), s.account))
        .collect();
    assert_eq!(seats, [("Anna", Some(5)), ("Bob", None), ("Zed", None)]);
}

#[test]
fn every_events_games_are_identified_by_their_own_events_players_only() {
    let ann = |account| Player {
        name: "Ann",
        account: Some(account),
        account_name: Some("Ann"),
        guest_name: None,
    };
    let mut games = vec![seated(&["Ann"]), seated(&["Ann"]), seated(&["Ann"])];
    games[1].id = 2;
    games[2].id = 3;
    // Game 1 belongs to event 10, game 2 to event 20, game 3 to none.
    let event_of = HashMap::from([(1, 10), (2, 20)]);
    identify_everywhere(&mut games, &event_of, [(10, ann(1)), (20, ann(2))]);
    let accounts: Vec<Option<i64>> = games.iter().map(|g| g.seats[0].account).collect();
    assert_eq!(accounts, [Some(1), Some(2), None]);
}
