//! A night of the thread as an `omerta-night/1` document, for the night resolver.
//!
//! The thread's `nights` entries hold what only the night knows:
//!
//! ```json
//! {"number": 1, "method": "rar",
//!  "players": [{"name": "Noodle", "sanity": "insane"},
//!              {"name": "Gorny", "passives": [{"kind": "bulletproof", "shots": 1}]}],
//!  "actions": [{"actor": "Noodle", "ability": "investigate", "targets": ["Pyro"]}]}
//! ```
//!
//! The table is the players alive at the night's start, each under the slot's name at
//! that time, with alignment = the slot's faction (lower case: the resolver reads
//! `mafia`) and role. A `players` entry only adds night attributes (`sanity`, `appears`,
//! `self_target`, `passives`, or an `alignment` that changed, after a recruitment) to a
//! player of the game; it cannot add anybody.
//!
//! Names in the night (actors, targets, players) may be any of the slot's names or
//! aliases, in any letter case; they are written under the night's name for the slot.
//!
//! A player whose faction the thread does not give: an error when an action is by or on
//! them (an investigation of them, or a recruitment by them, needs it, and guessing
//! "town" could hand a cop a wrong result), otherwise written as `"unknown"`, which no
//! action reads.

use crate::thread::{HostEvent, PhaseKind, SlotId, Thread};
use crate::time;
use serde_json::{json, Map, Value};

/// The `omerta-night/1` document of night `number` (the latest night of the thread's
/// `nights` when `None`). Every problem found is in the error, one per line.
pub fn night_document(thread: &Thread, number: Option<u32>) -> Result<Value, String> {
    let number = match number.or_else(|| thread.nights.iter().map(|(n, _)| *n).max()) {
        Some(n) => n,
        None => return Err(
            "the thread has no nights: add a \"nights\" entry with the night's number and actions"
                .into(),
        ),
    };
    let Some(position) = thread.nights.iter().position(|(n, _)| *n == number) else {
        let given: Vec<String> = thread.nights.iter().map(|(n, _)| n.to_string()).collect();
        return Err(format!(
            "night {number} is not in the thread's \"nights\" (given: {})",
            if given.is_empty() {
                "none".to_owned()
            } else {
                given.join(", ")
            }
        ));
    };
    let entry = &thread.nights[position].1;
    let Some(phase) = thread
        .phases
        .iter()
        .find(|p| p.kind == PhaseKind::Night && p.number == number)
    else {
        return Err(format!(
            "night {number} is not in the phase schedule: give its phase, or a post made in it"
        ));
    };
    let start = phase.start;
    let at = format!("nights[{position}]");
    let mut problems: Vec<String> = Vec::new();
    let alive = thread.alive(start);
    let night_name = |slot: SlotId| thread.name_at(slot, start).to_owned();
    // Any name or alias of a slot, to the slot alive tonight.
    let resolve = |name: &str, what: &str, problems: &mut Vec<String>| -> Option<SlotId> {
        let wanted = normal(name);
        let slot = thread.slots.iter().position(|s| {
            s.names
                .iter()
                .chain(&s.aliases)
                .any(|n| normal(n) == wanted)
        });
        match slot {
            None => {
                problems.push(format!("{what}: {name:?} is not a player of the game"));
                None
            }
            Some(slot) if !alive.contains(&slot) => {
                problems.push(format!(
                    "{what}: {name:?} is dead at the start of night {number}{}",
                    death_of(thread, slot)
                ));
                None
            }
            Some(slot) => Some(slot),
        }
    };
    let object = entry.as_object().cloned().unwrap_or_default();
    // The night attributes of players.
    let mut extra: Vec<Map<String, Value>> = vec![Map::new(); thread.slots.len()];
    if let Some(players) = object.get("players") {
        match players.as_array() {
            Some(players) => {
                for (i, p) in players.iter().enumerate() {
                    let what = format!("{at}.players[{i}]");
                    let Some(p) = p.as_object() else {
                        problems.push(format!("{what}: must be an object"));
                        continue;
                    };
                    let Some(name) = p.get("name").and_then(Value::as_str) else {
                        problems.push(format!("{what}: missing \"name\""));
                        continue;
                    };
                    if let Some(slot) = resolve(name, &what, &mut problems) {
                        for (k, v) in p {
                            if k != "name" {
                                extra[slot].insert(k.clone(), v.clone());
                            }
                        }
                    }
                }
            }
            None => problems.push(format!("{at}.players: must be a list")),
        }
    }
    // The actions, names written as the night's.
    let mut involved = vec![false; thread.slots.len()];
    let mut actions = Vec::new();
    match object.get("actions") {
        None => {}
        Some(Value::Array(list)) => {
            for (i, a) in list.iter().enumerate() {
                let what = format!("{at}.actions[{i}]");
                let Some(a) = a.as_object() else {
                    problems.push(format!("{what}: must be an object"));
                    continue;
                };
                let mut a = a.clone();
                if let Some(Value::String(actor)) = a.get("actor") {
                    if let Some(slot) = resolve(actor, &format!("{what}.actor"), &mut problems) {
                        involved[slot] = true;
                        a.insert("actor".into(), night_name(slot).into());
                    }
                }
                if let Some(Value::Array(targets)) = a.get("targets") {
                    let mut written = Vec::with_capacity(targets.len());
                    for (j, t) in targets.iter().enumerate() {
                        match t.as_str() {
                            Some(name) => {
                                match resolve(name, &format!("{what}.targets[{j}]"), &mut problems)
                                {
                                    Some(slot) => {
                                        involved[slot] = true;
                                        written.push(Value::from(night_name(slot)));
                                    }
                                    None => written.push(t.clone()),
                                }
                            }
                            None => written.push(t.clone()),
                        }
                    }
                    a.insert("targets".into(), Value::Array(written));
                }
                actions.push(Value::Object(a));
            }
        }
        Some(_) => problems.push(format!("{at}.actions: must be a list")),
    }
    // X-shot roles: the game's uses less those of earlier nights (ruling N17: a use is
    // spent when submitted).
    for &slot in &alive {
        if thread.slots[slot].shots.is_empty() || extra[slot].contains_key("shots") {
            continue;
        }
        let left: Map<String, Value> = thread.slots[slot]
            .shots
            .iter()
            .map(|(ability, total)| {
                let used = earlier_uses(thread, number, slot, ability);
                (ability.clone(), Value::from(total.saturating_sub(used)))
            })
            .collect();
        extra[slot].insert("shots".into(), Value::Object(left));
    }
    // The table.
    let mut players = Vec::with_capacity(alive.len());
    for &slot in &alive {
        let s = &thread.slots[slot];
        let mut p = Map::new();
        p.insert("name".into(), night_name(slot).into());
        let alignment = match s.faction.as_deref().map(str::trim) {
            Some(f) if !f.is_empty() => f.to_lowercase(),
            _ if extra[slot].contains_key("alignment") => String::new(),
            _ if involved[slot] => {
                problems.push(format!(
                    "{}: no faction is given for {}, and night {number} has an action by or on them: give their \"faction\" in \"players\" (or an \"alignment\" in the night's \"players\")",
                    player_at(thread, slot),
                    night_name(slot)
                ));
                "unknown".into()
            }
            _ => "unknown".into(),
        };
        p.insert("alignment".into(), alignment.into());
        if let Some(role) = s.role.as_deref() {
            p.insert("role".into(), role.into());
        }
        for (k, v) in &extra[slot] {
            // The resolver reads "mafia" exactly; a host may write "Mafia".
            let v = match (k.as_str(), v) {
                ("alignment", Value::String(a)) => Value::String(a.trim().to_lowercase()),
                _ => v.clone(),
            };
            p.insert(k.clone(), v);
        }
        let bonds = bond_passives(thread, slot, &alive, night_name);
        if !bonds.is_empty() {
            match p
                .entry("passives")
                .or_insert_with(|| Value::Array(Vec::new()))
            {
                Value::Array(passives) => passives.extend(bonds),
                _ => problems.push(format!(
                    "{at}: the passives of {} must be a list",
                    night_name(slot)
                )),
            }
        }
        players.push(Value::Object(p));
    }
    if !problems.is_empty() {
        return Err(problems.join("\n"));
    }
    Ok(json!({
        "format": "omerta-night/1",
        "method": object.get("method").cloned().unwrap_or_else(|| "rar".into()),
        "players": players,
        "actions": actions,
    }))
}

/// The passives the thread gives a slot for every night (rulings F43, F44): a lover's
/// bond with each lover alive tonight, a mason's.
fn bond_passives(
    thread: &Thread,
    slot: SlotId,
    alive: &[SlotId],
    night_name: impl Fn(SlotId) -> String,
) -> Vec<Value> {
    let s = &thread.slots[slot];
    let mut passives: Vec<Value> = s
        .lovers
        .iter()
        .filter(|lover| alive.contains(lover))
        .map(|&lover| json!({"kind": "lover", "with": night_name(lover)}))
        .collect();
    if s.mason {
        passives.push(json!({"kind": "mason"}));
    }
    passives
}

/// How many times `slot` submitted `ability` in the nights before night `number`.
fn earlier_uses(thread: &Thread, number: u32, slot: SlotId, ability: &str) -> u32 {
    let names: Vec<String> = thread.slots[slot]
        .names
        .iter()
        .chain(&thread.slots[slot].aliases)
        .map(|n| normal(n))
        .collect();
    let uses = thread
        .nights
        .iter()
        .filter(|(n, _)| *n < number)
        .filter_map(|(_, entry)| entry.get("actions")?.as_array())
        .flatten()
        .filter(|a| {
            a.get("ability").and_then(Value::as_str) == Some(ability)
                && a.get("actor")
                    .and_then(Value::as_str)
                    .is_some_and(|actor| names.contains(&normal(actor)))
        })
        .count();
    u32::try_from(uses).unwrap_or(u32::MAX)
}

/// Builds the night's document and resolves it within the default budget; `explain` adds
/// the reasons.
pub fn resolve_night(
    thread: &Thread,
    number: Option<u32>,
    explain: bool,
) -> Result<omerta_night::Outcome, String> {
    resolve_night_within(thread, number, explain, omerta_night::Budget::DEFAULT)
}

/// [`resolve_night`] within a given budget: a night too entangled for it is an error that
/// names the actions in the knot.
pub fn resolve_night_within(
    thread: &Thread,
    number: Option<u32>,
    explain: bool,
    budget: omerta_night::Budget,
) -> Result<omerta_night::Outcome, String> {
    let document = night_document(thread, number)?;
    let night = omerta_night::Night::from_json(&document.to_string()).map_err(|e| e.to_string())?;
    omerta_night::resolve_within(&night, explain, budget).map_err(|e| e.to_string())
}

fn player_at(thread: &Thread, slot: SlotId) -> String {
    format!("players[{slot}] ({})", thread.slots[slot].names[0])
}

/// " (lynched at 2026-…)" for a dead slot.
fn death_of(thread: &Thread, slot: SlotId) -> String {
    thread
        .events
        .iter()
        .find_map(|e| match e {
            HostEvent::Death {
                slot: s,
                kind,
                time,
                ..
            } if *s == slot => Some(format!(" ({} at {})", kind.name(), time::format(*time))),
            _ => None,
        })
        .unwrap_or_default()
}

fn normal(name: &str) -> String {
    name.split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .to_lowercase()
}
