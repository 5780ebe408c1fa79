//! The memoized RAR search against the search as the rules read (every chain of arguments
//! walked to its end, `resolve_exhaustively`): on thousands of random small nights, thick
//! with blocks, jails, swaps and redirections so that actions entangle, both give the same
//! deaths, recruitments, results and explanations.
//!
//! `PROPTEST_CASES` sets the number of nights (default 4,000).

use omerta_night::{resolve, resolve_exhaustively, Night};
use proptest::prelude::*;
use serde_json::{json, Value};

const NAMES: [&str; 7] = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus"];

/// Abilities, weighted towards those that entangle: blocks, jails and movers.
const ABILITIES: [&str; 22] = [
    "block",
    "block",
    "block",
    "jail",
    "jail",
    "swap",
    "swap",
    "redirect",
    "kill",
    "kill",
    "factional_kill",
    "protect",
    "protect",
    "track",
    "watch",
    "recruit",
    "strong_kill",
    "ninja_kill",
    "deflect",
    "commute",
    "guard",
    "guard",
];

fn config() -> ProptestConfig {
    ProptestConfig {
        cases: std::env::var("PROPTEST_CASES")
            .ok()
            .and_then(|n| n.parse().ok())
            .unwrap_or(4000),
        failure_persistence: None,
        ..ProptestConfig::default()
    }
}

fn night(players: usize, passives: &[u8], actions: &[(usize, usize, usize, usize)]) -> Night {
    let players_json: Vec<Value> = (0..players)
        .map(|i| {
            let mut p = json!({"name": NAMES[i], "alignment": if i % 3 == 1 { "mafia" } else { "town" }, "role": "r"});
            match passives.get(i).copied().unwrap_or(0) {
                1 => p["passives"] = json!([{"kind": "bulletproof", "shots": 1}]),
                2 => p["passives"] = json!([{"kind": "paranoid_gun_owner"}]),
                _ => {}
            }
            p
        })
        .collect();
    let actions_json: Vec<Value> = actions
        .iter()
        .map(|&(actor, ability, first, second)| {
            let actor = actor % players;
            let ability = ABILITIES[ability % ABILITIES.len()];
            let others: Vec<usize> = (0..players).filter(|&p| p != actor).collect();
            let first = others[first % others.len()];
            let targets: Vec<&str> = if ability == "commute" {
                vec![]
            } else if ability == "swap" || ability == "redirect" || ability == "deflect" {
                let rest: Vec<usize> = others.iter().copied().filter(|&p| p != first).collect();
                vec![NAMES[first], NAMES[rest[second % rest.len()]]]
            } else {
                vec![NAMES[first]]
            };
            json!({"actor": NAMES[actor], "ability": ability, "targets": targets})
        })
        .collect();
    let text =
        json!({"format": "omerta-night/1", "players": players_json, "actions": actions_json})
            .to_string();
    Night::from_json(&text).unwrap_or_else(|e| panic!("{e}\n{text}"))
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn the_memoized_search_answers_as_the_exhaustive_one(
        players in 3usize..=7,
        passives in proptest::collection::vec(0u8..6, 7),
        actions in proptest::collection::vec((0usize..7, 0usize..22, 0usize..7, 0usize..7), 0..=11),
    ) {
        let night = night(players, &passives, &actions);
        let fast = resolve(&night, false);
        let slow = resolve_exhaustively(&night, false);
        prop_assert_eq!(&fast, &slow);
    }

    #[test]
    fn explanations_are_the_same_with_the_memo(
        players in 3usize..=5,
        actions in proptest::collection::vec((0usize..5, 0usize..22, 0usize..5, 0usize..5), 0..=7),
    ) {
        let night = night(players, &[], &actions);
        prop_assert_eq!(resolve(&night, true), resolve_exhaustively(&night, true));
    }
}

/// The two knots of the issue, small enough for the exhaustive search.
#[test]
fn the_knots_resolve_as_the_exhaustive_search_says() {
    for n in 4..=7 {
        let names: Vec<String> = (0..n).map(|i| format!("P{i}")).collect();
        let players: Vec<Value> = names
            .iter()
            .map(|p| json!({"name": p, "alignment": "town", "role": "r"}))
            .collect();
        let mut actions = Vec::new();
        for i in 0..n {
            actions.push(
                json!({"actor": names[i], "ability": "block", "targets": [names[(i + 1) % n]]}),
            );
            actions.push(json!({"actor": names[i], "ability": "swap", "targets": [names[(i + 2) % n], names[(i + 3) % n]]}));
        }
        actions.push(json!({"actor": "P0", "ability": "kill", "targets": [names[n - 1]]}));
        let text =
            json!({"format": "omerta-night/1", "players": players, "actions": actions}).to_string();
        let night = Night::from_json(&text).unwrap();
        assert_eq!(
            resolve(&night, false),
            resolve_exhaustively(&night, false),
            "{n} players"
        );
    }
}
