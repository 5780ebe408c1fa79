//! Tournament seating against its contract (`shared/spec/seating.md`): the reference sizes
//! and, as properties, random sizes.

use omerta_pro::seating::{draw, Schedule, SEATS};
use proptest::prelude::*;

/// Quality 1: equal games (give or take one), and nobody sits out twice before everybody
/// has sat out once. Also: every table holds ten different players, each player at most
/// once a round.
fn check_games(s: &Schedule) {
    let mut games = vec![0usize; s.players + 1];
    let mut sat_out = vec![0usize; s.players + 1];
    for (r, round) in s.rounds.iter().enumerate() {
        assert_eq!(round.len(), s.tables);
        let mut here = vec![false; s.players + 1];
        for table in round {
            for &p in table {
                assert!((1..=s.players).contains(&p), "round {}: player {p}", r + 1);
                assert!(!here[p], "round {}: player {p} twice", r + 1);
                here[p] = true;
                games[p] += 1;
            }
        }
        for p in 1..=s.players {
            if !here[p] {
                sat_out[p] += 1;
            }
        }
        let (most, least) = (
            sat_out[1..].iter().max().unwrap(),
            sat_out[1..].iter().min().unwrap(),
        );
        assert!(
            most - least <= 1,
            "round {}: someone sat out twice before everybody once",
            r + 1
        );
    }
    let (most, least) = (
        games[1..].iter().max().unwrap(),
        games[1..].iter().min().unwrap(),
    );
    assert!(most - least <= 1, "games from {least} to {most}");
}

/// Quality 2: no player sits in the same seat twice before having sat in all ten.
fn check_seats(s: &Schedule) {
    let mut cycle: Vec<Vec<usize>> = vec![Vec::new(); s.players + 1];
    for (r, round) in s.rounds.iter().enumerate() {
        for table in round {
            for (k, &p) in table.iter().enumerate() {
                if cycle[p].len() == SEATS {
                    cycle[p].clear();
                }
                assert!(
                    !cycle[p].contains(&k),
                    "round {}: player {p} in seat {} again before all ten",
                    r + 1,
                    k + 1
                );
                cycle[p].push(k);
            }
        }
    }
}

fn check(s: &Schedule) {
    check_games(s);
    check_seats(s);
}

#[test]
fn quality_3_the_reference_sizes_keep_the_pair_spread_within_four() {
    for (n, t, r) in [(20, 2, 10), (25, 2, 10), (30, 3, 10)] {
        for seed in 0..3 {
            let s = draw(n, t, r, seed).unwrap();
            check(&s);
            let (high, low) = s.pair_spread();
            assert!(high - low <= 4, "{n}/{t}/{r} seed {seed}: {low}..{high}");
        }
    }
}

#[test]
fn with_as_many_rounds_as_seats_every_player_sits_in_every_seat_once() {
    let s = draw(20, 2, 10, 7).unwrap();
    for p in 1..=20 {
        let mut seats: Vec<usize> = s
            .rounds
            .iter()
            .flat_map(|round| round.iter())
            .filter_map(|table| table.iter().position(|&q| q == p))
            .collect();
        seats.sort_unstable();
        assert_eq!(seats, (0..10).collect::<Vec<_>>(), "player {p}");
    }
}

#[test]
fn the_same_sizes_and_seed_give_the_same_schedule() {
    assert_eq!(draw(25, 2, 10, 3).unwrap(), draw(25, 2, 10, 3).unwrap());
    assert_ne!(draw(25, 2, 10, 3).unwrap(), draw(25, 2, 10, 4).unwrap());
}

#[test]
fn the_json_is_the_contracts() {
    let s = draw(20, 2, 1, 0).unwrap();
    let v = s.to_json();
    assert_eq!(v["players"], 20);
    assert_eq!(v["tables"], 2);
    assert_eq!(v["rounds"][0]["round"], 1);
    assert_eq!(v["rounds"][0]["tables"][1]["table"], 2);
    assert_eq!(
        v["rounds"][0]["tables"][0]["seats"]
            .as_array()
            .unwrap()
            .len(),
        10
    );
}

#[test]
fn bad_sizes_are_refused_in_words() {
    let e = draw(15, 2, 3, 0).unwrap_err().to_string();
    assert!(e.contains("at least 20 players, not 15"), "{e}");
    assert!(draw(20, 2, 0, 0)
        .unwrap_err()
        .to_string()
        .contains("at least one round"));
    assert!(draw(20, 0, 3, 0)
        .unwrap_err()
        .to_string()
        .contains("at least one table"));
    assert!(draw(1_000_000, 2, 3, 0)
        .unwrap_err()
        .to_string()
        .contains("at most"));
    assert!(draw(20, 2, 100_000, 0)
        .unwrap_err()
        .to_string()
        .contains("at most"));
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 32, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn random_sizes_keep_qualities_1_and_2(tables in 1usize..=3, extra in 0usize..=13, rounds in 1usize..=23, seed in any::<u64>()) {
        let players = 10 * tables + extra;
        let s = draw(players, tables, rounds, seed).unwrap();
        check(&s);
    }
}

// Issue 28, item 10: one table "needs", two tables "need".
#[test]
fn too_few_players_is_said_in_good_english() {
    assert_eq!(
        draw(9, 1, 3, 1).unwrap_err().to_string(),
        "1 table of ten needs at least 10 players, not 9"
    );
    assert_eq!(
        draw(19, 2, 3, 1).unwrap_err().to_string(),
        "2 tables of ten need at least 20 players, not 19"
    );
}

/// Each refusal is data too, for an edge to word in its reader's language (issue 30).
#[test]
fn sizes_that_cannot_be_seated_are_said_as_data() {
    use omerta_pro::seating::{SizeError, MAX_PLAYERS, MAX_ROUNDS};
    assert_eq!(draw(10, 0, 1, 0), Err(SizeError::NoTable));
    assert_eq!(draw(10, 1, 0, 0), Err(SizeError::NoRound));
    assert_eq!(
        draw(MAX_PLAYERS + 1, 1, 1, 0),
        Err(SizeError::TooManyPlayers {
            players: MAX_PLAYERS + 1,
            most: MAX_PLAYERS
        })
    );
    assert_eq!(
        draw(10, 1, MAX_ROUNDS + 1, 0),
        Err(SizeError::TooManyRounds {
            rounds: MAX_ROUNDS + 1,
            most: MAX_ROUNDS
        })
    );
    assert_eq!(
        draw(19, 2, 3, 1),
        Err(SizeError::TooFewPlayers {
            tables: 2,
            least: 20,
            players: 19
        })
    );
    assert_eq!(
        SizeError::TooManyRounds {
            rounds: 201,
            most: 200
        }
        .to_string(),
        "201 rounds is more than omerta seats (200 at most)"
    );
}
