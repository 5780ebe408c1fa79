//! Night test kit: players by name with roles as the seed names them, actions as
//! (actor, ability, targets), resolve, and read the outcome.
#![allow(dead_code)]

use omerta_night::{resolve_json, Info, Outcome};
use serde_json::{json, Value};

/// A player: name, alignment.
pub fn town(name: &str) -> Value {
    json!({"name": name, "alignment": "town", "role": "vanilla"})
}

pub fn mafia(name: &str) -> Value {
    json!({"name": name, "alignment": "mafia", "role": "goon"})
}

/// Adds a field to a player.
pub fn with(mut player: Value, key: &str, value: Value) -> Value {
    player.as_object_mut().unwrap().insert(key.into(), value);
    player
}

pub fn vest(player: Value, shots: Option<u32>) -> Value {
    let passive = match shots {
        Some(n) => json!({"kind": "bulletproof", "shots": n}),
        None => json!({"kind": "bulletproof"}),
    };
    with(player, "passives", json!([passive]))
}

pub fn pgo(player: Value) -> Value {
    with(player, "passives", json!([{"kind": "paranoid_gun_owner"}]))
}

pub fn act(actor: &str, ability: &str, targets: &[&str]) -> Value {
    json!({"actor": actor, "ability": ability, "targets": targets})
}

pub fn document(method: &str, players: Vec<Value>, actions: Vec<Value>) -> String {
    json!({"format": "omerta-night/1", "method": method, "players": players, "actions": actions})
        .to_string()
}

/// Resolves by RAR; panics with the problems if the document is invalid.
pub fn rar(players: Vec<Value>, actions: Vec<Value>) -> Outcome {
    resolve_json(&document("rar", players, actions), true).unwrap_or_else(|e| panic!("{e}"))
}

pub fn ordered(players: Vec<Value>, actions: Vec<Value>) -> Outcome {
    resolve_json(&document("ordered", players, actions), true).unwrap_or_else(|e| panic!("{e}"))
}

pub fn dead(outcome: &Outcome) -> Vec<&str> {
    outcome.deaths.iter().map(String::as_str).collect()
}

/// The result of `actor`'s information action.
pub fn info<'o>(outcome: &'o Outcome, actor: &str) -> &'o Info {
    &outcome
        .results
        .iter()
        .find(|r| r.to == actor)
        .unwrap_or_else(|| panic!("no result for {actor}: {:?}", outcome.results))
        .info
}

pub fn names(list: &[&str]) -> Vec<String> {
    list.iter().map(|s| s.to_string()).collect()
}
