//! Seasons, series, leaderboards and profiles, pure: rankings over several events' games
//! by the events' tie-break functions, each game once; the leaderboards' minimum; a
//! profile's tallies by account; finished games' summaries read from the views a
//! spectator reads, and never from a game in progress.

use omerta_pro::Points;
use omerta_tournament::fixtures::{game, seat};
use omerta_tournament::*;
use serde_json::json;
use std::collections::HashMap;

fn ten(names: &[&str], roles: &[&str], milli: &[i32]) -> Vec<SeatResult> {
    names
        .iter()
        .zip(roles)
        .zip(milli)
        .map(|((n, r), m)| seat(n, r, *m))
        .collect()
}

const ROLES: [&str; 10] = [
    "civilian", "civilian", "sheriff", "mafia", "don", "civilian", "civilian", "mafia", "civilian",
    "civilian",
];

fn names(prefix: &str) -> Vec<String> {
    (1..=10).map(|i| format!("{prefix}{i}")).collect()
}

#[test]
fn a_season_sums_every_event_and_counts_a_game_listed_twice_once() {
    let n = names("P");
    let refs: Vec<&str> = n.iter().map(String::as_str).collect();
    let spring = vec![
        game(
            1,
            "Spring",
            "red",
            ten(
                &refs,
                &ROLES,
                &[1000, 1000, 1500, 0, 0, 1000, 1000, 0, 1000, 1000],
            ),
        ),
        game(
            2,
            "Spring",
            "black",
            ten(&refs, &ROLES, &[0, 0, 0, 1000, 1500, 0, 0, 1000, 0, 0]),
        ),
    ];
    let autumn = vec![game(
        3,
        "Autumn",
        "red",
        ten(
            &refs,
            &ROLES,
            &[1200, 1000, 1000, 0, 0, 1000, 1000, 0, 1000, 1000],
        ),
    )];
    // The spring listed again, as a series whose two seasons both hold it.
    let ranked = ranking([spring.clone(), autumn.clone(), spring], &Tiebreak::DEFAULT);
    assert_eq!(
        ranked.games.iter().map(|g| g.id).collect::<Vec<_>>(),
        vec![1, 2, 3]
    );
    let p1 = ranked.lines.iter().find(|l| l.name == "P1").unwrap();
    assert_eq!((p1.games, p1.total), (3, Points::milli(2200)));
    let p3 = ranked.lines.iter().find(|l| l.name == "P3").unwrap();
    assert_eq!(p3.total, Points::milli(2500));
    assert_eq!(ranked.lines[0].name, "P3");
    assert_eq!(ranked.places[0], 1);
    // Sorted by total, the places counted as the event's standings count them.
    for w in ranked.lines.windows(2) {
        assert!(w[0].total >= w[1].total);
    }
}

#[test]
fn a_season_without_games_has_no_lines() {
    let ranked = ranking(Vec::<Vec<Finished>>::new(), &Tiebreak::DEFAULT);
    assert!(ranked.games.is_empty() && ranked.lines.is_empty() && ranked.places.is_empty());
}

#[test]
fn equal_totals_are_split_by_the_policy_in_its_order_and_shared_when_all_are_equal() {
    // A and B end equal on total (2.0 each) and on extra points (1.0 each); A won two
    // games as a civilian, B one as a mafioso.
    let a_wins = game(
        1,
        "E",
        "red",
        vec![seat("A", "civilian", 1000), seat("B", "mafia", 0)],
    );
    let b_wins = game(
        2,
        "E",
        "black",
        vec![seat("A", "civilian", 1000), seat("B", "mafia", 2000)],
    );
    let mut b = b_wins.clone();
    b.seats[1].outcome = Points::milli(1000);
    let mut a = a_wins.clone();
    a.seats[0].outcome = Points::milli(1000);
    let mut a2 = b.clone();
    a2.id = 3;
    a2.winner = "red".into();
    a2.seats = vec![seat("A", "civilian", 0), seat("B", "mafia", 0)];
    let events = vec![vec![a.clone(), b.clone(), a2.clone()]];
    let by_wins = ranking(events.clone(), &[Tiebreak::Wins]);
    assert_eq!(by_wins.lines[0].name, "A");
    assert_eq!(by_wins.places, vec![1, 2]);
    let by_extra = ranking(events.clone(), &[Tiebreak::Extra]);
    assert_eq!(by_extra.lines[0].name, "A", "equal extra points: by name");
    assert_eq!(
        by_extra.places,
        vec![1, 1],
        "equal on every tie-break: a shared place"
    );
    let none = ranking(events, &[]);
    assert_eq!(none.places, vec![1, 1]);
}

#[test]
fn leaderboards_state_a_minimum_of_games_and_rank_wins_per_role() {
    let mut games = Vec::new();
    for id in 0..12 {
        // "Steady" plays every game as the sheriff and wins when red wins (every other).
        let winner = if id % 2 == 0 { "red" } else { "black" };
        let mut seats = vec![seat(
            "Steady",
            "sheriff",
            if id % 2 == 0 { 1000 } else { 0 },
        )];
        // "Lucky" plays once, as the don, and scores big.
        if id == 0 {
            seats.push(seat("Lucky", "don", 3000));
        }
        games.push(game(id, "E", winner, seats));
    }
    let refs: Vec<&Finished> = games.iter().collect();
    let boards = leaderboards(&refs, MIN_GAMES, LEADERS);
    assert_eq!(boards.min_games, 10);
    // Lucky's one game is below the minimum: only Steady's average stands.
    assert_eq!(boards.average.len(), 1);
    assert_eq!(boards.average[0].name, "Steady");
    assert_eq!(boards.average[0].average, Points::milli(500));
    let sheriff = &boards.wins.iter().find(|(r, _)| *r == "sheriff").unwrap().1;
    assert_eq!(
        (sheriff[0].name.as_str(), sheriff[0].wins, sheriff[0].games),
        ("Steady", 6, 12)
    );
    // Lucky lost the one game as the don: no win, not on the don's board.
    assert!(boards
        .wins
        .iter()
        .find(|(r, _)| *r == "don")
        .unwrap()
        .1
        .is_empty());
    let few = leaderboards(&refs, 1, 1);
    assert_eq!(few.average.len(), 1);
    assert_eq!(few.average[0].name, "Lucky");
}

fn record(id: i64, ruleset: &str, winner: &str, seats: Vec<SeatRecord>) -> GameRecord {
    GameRecord {
        id,
        ruleset: ruleset.into(),
        title: format!("Game {id}"),
        event: String::new(),
        finished_at: id * 1000,
        winner: winner.into(),
        seats,
    }
}

fn seated(slot: u32, account: Option<i64>, side: &str, won: bool, milli: i32) -> SeatRecord {
    SeatRecord {
        slot,
        name: format!("Seat {slot}"),
        account,
        side: side.into(),
        won,
        total: Points::milli(milli),
        outcome: Points::ZERO,
        best_move: Points::milli(if slot == 0 { 300 } else { 0 }),
        fouls: slot,
        first_out: slot == 0,
    }
}

#[test]
fn a_profile_tallies_its_account_only_by_role_faction_and_family() {
    let records = vec![
        record(
            1,
            "pro",
            "red",
            vec![
                seated(0, Some(7), "sheriff", true, 1300),
                seated(1, Some(8), "don", false, -200),
            ],
        ),
        record(
            2,
            "pro",
            "black",
            vec![
                seated(2, Some(7), "sheriff", false, -100),
                seated(0, None, "mafia", true, 1000),
            ],
        ),
        record(
            3,
            "pro",
            "black",
            vec![seated(3, Some(7), "don", true, 1501)],
        ),
        record(
            4,
            "forum",
            "mafia and serial killer",
            vec![seated(0, Some(7), "Serial Killer", true, 0)],
        ),
        record(
            5,
            "1923",
            "Alon",
            vec![
                seated(0, Some(7), "Alon", true, 0),
                seated(1, Some(8), "Brand", false, 0),
            ],
        ),
    ];
    let p = profile(&records, 7);
    assert_eq!(
        p.games.iter().map(|g| g.id).collect::<Vec<_>>(),
        vec![5, 4, 3, 2, 1]
    );
    let sheriff = p.pro.iter().find(|l| l.role == "sheriff").unwrap();
    assert_eq!(
        (sheriff.games, sheriff.wins, sheriff.total),
        (2, 1, Points::milli(1200))
    );
    assert_eq!(sheriff.average(), Points::milli(600));
    assert_eq!(
        (sheriff.best_move, sheriff.fouls, sheriff.first_out),
        (Points::milli(300), 2, 1)
    );
    let don = p.pro.iter().find(|l| l.role == "don").unwrap();
    assert_eq!((don.games, don.wins, don.fouls), (1, 1, 3));
    assert_eq!(
        p.pro.iter().map(|l| l.role.as_str()).collect::<Vec<_>>(),
        PRO_ROLES
    );
    assert_eq!(p.pro_all.games, 3);
    assert_eq!(p.pro_all.average(), Points::milli(900));
    assert_eq!(
        p.forum,
        vec![SideLine {
            side: "Serial Killer".into(),
            games: 1,
            wins: 1
        }]
    );
    assert_eq!(
        p.m1923,
        vec![SideLine {
            side: "Alon".into(),
            games: 1,
            wins: 1
        }]
    );
    assert_eq!(
        profile(&records, 99),
        Profile {
            pro: profile(&[], 1).pro,
            ..Profile::default()
        }
    );
}

#[test]
fn a_forum_faction_wins_when_the_game_names_its_team() {
    assert!(forum_faction_won("Town", "town"));
    assert!(forum_faction_won(" Mafia ", "mafia and serial killer"));
    assert!(forum_faction_won(
        "serial killer",
        "mafia and serial killer"
    ));
    assert!(!forum_faction_won("town", "mafia"));
    assert!(!forum_faction_won("town", "nobody"));
    assert!(!forum_faction_won("", ""));
}

fn pro_view(status: &str) -> serde_json::Value {
    let players: Vec<serde_json::Value> = (1..=10)
        .map(|s| {
            json!({"seat": s, "name": format!("P{s}"), "role": ROLES[s - 1], "total": if s == 1 { "0.7" } else { "0" },
                "awards": if s == 1 { json!([{"rule": "red.win", "points": 0.4}, {"rule": "will.color.black", "points": "0.3"}]) } else { json!([]) }})
        })
        .collect();
    json!({
        "ruleset": "pro", "status": status, "title": "Final",
        "slots": (1..=10).map(|s| json!({"name": format!("P{s}"), "account": if s == 1 { json!(5) } else { json!(null) }})).collect::<Vec<_>>(),
        "game": {"event": "Cup", "scores": {"winner": "red", "players": players}},
    })
}

#[test]
fn a_pro_summary_reads_points_from_the_score_report_and_accounts_from_the_slots() {
    let record = record_of(4, 99, &pro_view("finished"), None).unwrap();
    assert_eq!(
        (
            record.event.as_str(),
            record.winner.as_str(),
            record.finished_at
        ),
        ("Cup", "red", 99)
    );
    let first = &record.seats[0];
    assert_eq!(first.account, Some(5));
    assert_eq!(
        (first.total, first.outcome, first.best_move),
        (Points::milli(700), Points::milli(400), Points::milli(300))
    );
    assert!(first.won);
    assert!(!record.seats[3].won, "a mafioso lost");
    // The standings read the same game the same way.
    let finished = record.as_finished().unwrap();
    assert_eq!(
        finished_game(4, 99, &pro_view("finished")).unwrap().seats[0].total,
        finished.seats[0].total
    );
    // A game in progress is never summarised.
    assert_eq!(record_of(4, 99, &pro_view("running"), None), None);
    assert_eq!(
        record_of(
            4,
            99,
            &json!({"status": "finished", "ruleset": "chess"}),
            None
        ),
        None
    );
    assert_eq!(record_of(4, 99, &json!(null), None), None);
}

#[test]
fn seats_of_an_events_game_are_its_registered_players() {
    let mut records = vec![
        record(
            1,
            "pro",
            "red",
            vec![SeatRecord {
                name: "anna".into(),
                account: None,
                ..seated(0, None, "civilian", true, 0)
            }],
        ),
        record(
            2,
            "pro",
            "red",
            vec![SeatRecord {
                name: "anna".into(),
                account: None,
                ..seated(0, None, "civilian", true, 0)
            }],
        ),
    ];
    let event_of: HashMap<i64, i64> = [(1, 10)].into();
    let players = [(
        10,
        Player {
            name: "Anna",
            account: Some(3),
            account_name: Some("Anna"),
            guest_name: None,
        },
    )];
    identify_records(&mut records, &event_of, players);
    assert_eq!(
        (
            records[0].seats[0].name.as_str(),
            records[0].seats[0].account
        ),
        ("Anna", Some(3))
    );
    assert_eq!(
        (
            records[1].seats[0].name.as_str(),
            records[1].seats[0].account
        ),
        ("anna", None),
        "outside the event: its name only"
    );
}
