//! Standings and tie-breaks over finished games (moved from the server's standings page
//! with the rules they test).

use omerta_pro::Points;
use omerta_tournament::fixtures::{game, seat};
use omerta_tournament::*;
use serde_json::json;

#[test]
fn equal_totals_are_broken_in_the_policys_order_and_share_a_place_only_when_all_are_equal() {
    let mut won = seat("Ann", "sheriff", 500);
    won.outcome = Points::milli(0);
    let games = [
        // Ann and Bob end on 0.5 each, Cleo and Dan on 0.2 each, Eve on 0.
        game(
            1,
            "Cup",
            "red",
            vec![
                won,
                seat("Bob", "civilian", 300),
                seat("Cleo", "mafia", 200),
                seat("Dan", "mafia", 200),
                seat("Eve", "mafia", 0),
            ],
        ),
        game(2, "Cup", "black", vec![seat("Bob", "civilian", 200)]),
    ];
    let refs: Vec<&Finished> = games.iter().collect();
    let (lines, places) = ranked(standings(&refs), &refs, &Tiebreak::DEFAULT);
    let names: Vec<&str> = lines.iter().map(|l| l.name.as_str()).collect();
    // Ann and Bob: equal extra points and one win each; only Ann won as the Sheriff.
    assert_eq!(&names[..2], ["Ann", "Bob"]);
    assert_eq!(&places[..2], [1, 2]);
    // Cleo and Dan are equal under every tie-break: a shared place.
    assert_eq!(&names[2..4], ["Cleo", "Dan"]);
    assert_eq!(&places[2..], [3, 3, 5]);
    // Without tie-breaks, equal totals share.
    let (_, places) = ranked(standings(&refs), &refs, &[]);
    assert_eq!(places, vec![1, 1, 3, 3, 5]);
    // Fewer games first: Ann (1 game) before Bob (2).
    let (lines, _) = ranked(standings(&refs), &refs, &[Tiebreak::FewerGames]);
    assert_eq!(lines[0].name, "Ann");
}

#[test]
fn head_to_head_counts_the_games_against_the_others_tied() {
    let games = [
        game(
            1,
            "Cup",
            "red",
            vec![seat("Ann", "civilian", 400), seat("Bob", "civilian", 100)],
        ),
        game(
            2,
            "Cup",
            "red",
            vec![seat("Bob", "civilian", 400), seat("Zed", "mafia", 0)],
        ),
        game(
            3,
            "Cup",
            "red",
            vec![seat("Ann", "civilian", 100), seat("Zed", "mafia", 0)],
        ),
    ];
    let refs: Vec<&Finished> = games.iter().collect();
    let (lines, places) = ranked(standings(&refs), &refs, &[Tiebreak::HeadToHead]);
    // Both 0.5; in the one game they met Ann scored 0.4, Bob 0.1.
    assert_eq!(lines[0].name, "Ann");
    assert_eq!(lines[1].name, "Bob");
    assert_eq!(&places[..2], [1, 2]);
}

#[test]
fn a_policy_is_read_from_names_and_an_unknown_one_is_named() {
    assert_eq!(
        Tiebreak::parse_policy("wins, head_to_head,wins").unwrap(),
        vec![Tiebreak::Wins, Tiebreak::HeadToHead]
    );
    let e = Tiebreak::parse_policy("luck").unwrap_err().to_string();
    assert!(
        e.contains("unknown tie-break \"luck\"") && e.contains("head_to_head"),
        "{e}"
    );
}

#[test]
fn thousandths_are_read_exactly_from_numbers_and_strings() {
    let cases = [
        (json!(0.45), 450),
        (json!("0.45"), 450),
        (json!(-0.1), -100),
        (json!(0.3), 300),
        (json!(1), 1000),
        (json!(-1.125), -1125),
        (json!("-0.05"), -50),
        (json!(0), 0),
        (json!(0.001), 1),
    ];
    for (value, milli) in cases {
        assert_eq!(thousandths(&value), Some(Points::milli(milli)), "{value}");
    }
    for bad in [
        json!(0.0001),
        json!("1.2345"),
        json!("abc"),
        json!("1."),
        json!(".5"),
        json!(null),
        json!("1e3"),
    ] {
        assert_eq!(thousandths(&bad), None, "{bad}");
    }
}

#[test]
fn sums_are_exact_where_floating_point_is_not() {
    // 0.1 + 0.2 is not 0.3 in binary floating point; in thousandths it is.
    let games = [
        game(1, "Cup", "red", vec![seat("Ann", "civilian", 100)]),
        game(2, "Cup", "red", vec![seat("Ann", "civilian", 200)]),
        game(3, "Cup", "black", vec![seat("Ann", "don", -300)]),
        game(4, "Cup", "black", vec![seat("Ann", "mafia", 300)]),
    ];
    let refs: Vec<&Finished> = games.iter().collect();
    let lines = standings(&refs[..2]);
    assert_eq!(lines[0].total, Points::milli(300));
    assert_eq!(lines[0].total.to_string(), "0.3");
    let all = standings(&refs);
    assert_eq!(all[0].total, Points::milli(300));
    assert_eq!((all[0].games, all[0].wins), (4, 4));
    assert_eq!(
        all[0].roles,
        vec![
            ("civilian".to_string(), 2),
            ("mafia".to_string(), 1),
            ("don".to_string(), 1)
        ]
    );
    assert_eq!(
        all[0].per_game,
        vec![
            Some(Points::milli(100)),
            Some(Points::milli(200)),
            Some(Points::milli(-300)),
            Some(Points::milli(300))
        ]
    );
}

#[test]
fn standings_sort_by_total_then_name_and_count_wins_by_team() {
    let games = [
        game(
            1,
            "Cup",
            "red",
            vec![
                seat("Cleo", "civilian", 450),
                seat("Bob", "mafia", -100),
                seat("Abe", "sheriff", 450),
            ],
        ),
        game(
            2,
            "Cup",
            "black",
            vec![seat("Bob", "don", 250), seat("Dan", "civilian", 0)],
        ),
        game(3, "Cup", "draw", vec![seat("Dan", "civilian", 0)]),
    ];
    let refs: Vec<&Finished> = games.iter().collect();
    let lines = standings(&refs);
    let order: Vec<(&str, i32, u32, u32)> = lines
        .iter()
        .map(|l| (l.name.as_str(), l.total.thousandths(), l.games, l.wins))
        .collect();
    assert_eq!(
        order,
        vec![
            ("Abe", 450, 1, 1),
            ("Cleo", 450, 1, 1),
            ("Bob", 150, 2, 1),
            ("Dan", 0, 2, 0)
        ]
    );
    assert_eq!(places(&lines), vec![1, 1, 3, 4]);
    assert_eq!(
        lines[2].per_game,
        vec![Some(Points::milli(-100)), Some(Points::milli(250)), None]
    );
}

#[test]
fn averages_round_half_away_from_zero_in_thousandths() {
    assert_eq!(average(Points::milli(1000), 3), Points::milli(333));
    assert_eq!(average(Points::milli(200), 3), Points::milli(67));
    assert_eq!(average(Points::milli(-200), 3), Points::milli(-67));
    assert_eq!(average(Points::milli(5), 2), Points::milli(3));
    assert_eq!(average(Points::milli(-5), 2), Points::milli(-3));
    assert_eq!(average(Points::milli(7), 0), Points::ZERO);
}

#[test]
fn games_group_by_event_the_most_recently_finished_first() {
    let mut games = vec![
        game(1, "Autumn Cup", "red", vec![]),
        game(2, "", "red", vec![]),
        game(3, "Spring Open", "red", vec![]),
        game(4, "Autumn Cup", "red", vec![]),
    ];
    // Game 1 was finished last, after game 4 was.
    games[0].finished_at = 9000;
    let groups = group_by_event(&games);
    let summary: Vec<(&str, Vec<i64>)> = groups
        .iter()
        .map(|g| (g.name.as_str(), g.games.iter().map(|g| g.id).collect()))
        .collect();
    assert_eq!(
        summary,
        vec![
            ("Autumn Cup", vec![4, 1]),
            ("Spring Open", vec![3]),
            ("", vec![2])
        ]
    );
}

#[test]
fn a_finished_view_is_read_with_its_event_and_exact_totals() {
    let view = json!({
        "ruleset": "pro", "status": "finished", "title": "Final",
        "game": {"event": " Autumn Cup ", "scores": {"winner": "red", "players": [
            {"seat": 1, "name": "Ann", "role": "sheriff", "total": 0.45, "awards": []},
            {"seat": 2, "name": "Bob", "role": "don", "total": -0.1, "awards": []}
        ]}}
    });
    let read = finished_game(7, 5, &view).unwrap();
    assert_eq!(read.event, "Autumn Cup");
    assert_eq!(read.seats[0].total, Points::milli(450));
    assert_eq!(read.seats[1].total, Points::milli(-100));
    let mut running = view.clone();
    running["status"] = json!("running");
    assert_eq!(finished_game(7, 5, &running), None);
}
