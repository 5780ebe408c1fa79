//! Elo ratings over finished games (moved from the server's ratings page with the rules
//! they test).

use omerta_pro::Points;
use omerta_tournament::*;

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
