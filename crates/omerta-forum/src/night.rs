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

use crate::thread::{DeathKind, HostEvent, PhaseKind, SlotId, Thread};
use crate::time::{self, Seconds};
use serde_json::{json, Map, Value};
use std::fmt;

/// Why a night of the thread cannot be resolved, as data (issue 30): its English is
/// `Display` (as it always was), and an edge words the same data in another language
/// (`omerta_i18n::night::unresolved`, whose English a test holds to this one for every
/// kind).
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum NightError {
    /// The thread gives no nights.
    NoNights,
    /// The night asked for is not among the thread's `nights` (`given`: those that are).
    NotGiven { night: u32, given: Vec<u32> },
    /// The night is not in the phase schedule.
    NotScheduled { night: u32 },
    /// Every problem of the thread's night entry, in order.
    Problems(Vec<NightProblem>),
    /// The night document built from the thread, refused by the night's reader.
    Document(omerta_night::Error),
    /// The night's actions, too entangled for the budget.
    Entangled(omerta_night::Entangled),
}

impl fmt::Display for NightError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NightError::NoNights => f.write_str(
                "the thread has no nights: add a \"nights\" entry with the night's number and actions",
            ),
            NightError::NotGiven { night, given } => {
                let given: Vec<String> = given.iter().map(u32::to_string).collect();
                write!(
                    f,
                    "night {night} is not in the thread's \"nights\" (given: {})",
                    if given.is_empty() {
                        "none".to_owned()
                    } else {
                        given.join(", ")
                    }
                )
            }
            NightError::NotScheduled { night } => write!(
                f,
                "night {night} is not in the phase schedule: give its phase, or a post made in it"
            ),
            NightError::Problems(problems) => {
                for (i, problem) in problems.iter().enumerate() {
                    if i > 0 {
                        f.write_str("\n")?;
                    }
                    write!(f, "{problem}")?;
                }
                Ok(())
            }
            NightError::Document(e) => write!(f, "{e}"),
            NightError::Entangled(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for NightError {}

/// A problem of the thread's night entry, at its place (`nights[0].actions[1].actor`, or
/// a player of the thread: `players[2] (Ann)`).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct NightProblem {
    pub at: String,
    pub said: NightFault,
}

impl fmt::Display for NightProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.at, self.said)
    }
}

/// What is wrong with a thread's night entry, as data.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum NightFault {
    /// A name that is none of the game's players'.
    NotAPlayer {
        name: String,
    },
    /// A player dead when the night starts: how and when, if the thread says.
    Dead {
        name: String,
        night: u32,
        death: Option<(DeathKind, Seconds)>,
    },
    NotAnObject,
    NotAList,
    NoName,
    /// A player of the game without a faction, with an action by or on them tonight.
    NoFaction {
        name: String,
        night: u32,
    },
    /// A player's passives that are not a list.
    PassivesNotAList {
        name: String,
    },
}

impl fmt::Display for NightFault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NightFault::NotAPlayer { name } => write!(f, "{name:?} is not a player of the game"),
            NightFault::Dead { name, night, death } => {
                write!(f, "{name:?} is dead at the start of night {night}")?;
                if let Some((kind, time)) = death {
                    write!(f, " ({} at {})", kind.name(), time::format(*time))?;
                }
                Ok(())
            }
            NightFault::NotAnObject => f.write_str("must be an object"),
            NightFault::NotAList => f.write_str("must be a list"),
            NightFault::NoName => f.write_str("missing \"name\""),
            NightFault::NoFaction { name, night } => write!(
                f,
                "no faction is given for {name}, and night {night} has an action by or on them: give their \"faction\" in \"players\" (or an \"alignment\" in the night's \"players\")"
            ),
            NightFault::PassivesNotAList { name } => {
                write!(f, "the passives of {name} must be a list")
            }
        }
    }
}

/// The `omerta-night/1` document of night `number` (the latest night of the thread's
/// `nights` when `None`). Every problem found is in the error, one per line.
pub fn night_document(thread: &Thread, number: Option<u32>) -> Result<Value, NightError> {
    let number = match number.or_else(|| thread.nights.iter().map(|(n, _)| *n).max()) {
        Some(n) => n,
        None => return Err(NightError::NoNights),
    };
    let Some(position) = thread.nights.iter().position(|(n, _)| *n == number) else {
        return Err(NightError::NotGiven {
            night: number,
            given: thread.nights.iter().map(|(n, _)| *n).collect(),
        });
    };
    let entry = &thread.nights[position].1;
    let Some(phase) = thread
        .phases
        .iter()
        .find(|p| p.kind == PhaseKind::Night && p.number == number)
    else {
        return Err(NightError::NotScheduled { night: number });
    };
    let start = phase.start;
    let at = format!("nights[{position}]");
    let mut problems: Vec<NightProblem> = Vec::new();
    let bad = |problems: &mut Vec<NightProblem>, at: String, said: NightFault| {
        problems.push(NightProblem { at, said })
    };
    let alive = thread.alive(start);
    let night_name = |slot: SlotId| thread.name_at(slot, start).to_owned();
    // Any name or alias of a slot, to the slot alive tonight.
    let resolve = |name: &str, what: &str, problems: &mut Vec<NightProblem>| -> Option<SlotId> {
        let wanted = normal(name);
        let slot = thread.slots.iter().position(|s| {
            s.names
                .iter()
                .chain(&s.aliases)
                .any(|n| normal(n) == wanted)
        });
        match slot {
            None => {
                bad(
                    problems,
                    what.to_owned(),
                    NightFault::NotAPlayer { name: name.into() },
                );
                None
            }
            Some(slot) if !alive.contains(&slot) => {
                bad(
                    problems,
                    what.to_owned(),
                    NightFault::Dead {
                        name: name.into(),
                        night: number,
                        death: death_of(thread, slot),
                    },
                );
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
                        bad(&mut problems, what, NightFault::NotAnObject);
                        continue;
                    };
                    let Some(name) = p.get("name").and_then(Value::as_str) else {
                        bad(&mut problems, what, NightFault::NoName);
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
            None => bad(&mut problems, format!("{at}.players"), NightFault::NotAList),
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
                    bad(&mut problems, what, NightFault::NotAnObject);
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
        Some(_) => bad(&mut problems, format!("{at}.actions"), NightFault::NotAList),
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
                bad(
                    &mut problems,
                    player_at(thread, slot),
                    NightFault::NoFaction {
                        name: night_name(slot),
                        night: number,
                    },
                );
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
                _ => bad(
                    &mut problems,
                    at.clone(),
                    NightFault::PassivesNotAList {
                        name: night_name(slot),
                    },
                ),
            }
        }
        players.push(Value::Object(p));
    }
    if !problems.is_empty() {
        return Err(NightError::Problems(problems));
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
) -> Result<omerta_night::Outcome, NightError> {
    resolve_night_within(thread, number, explain, omerta_night::Budget::DEFAULT)
}

/// [`resolve_night`] within a given budget: a night too entangled for it is an error that
/// names the actions in the knot.
pub fn resolve_night_within(
    thread: &Thread,
    number: Option<u32>,
    explain: bool,
    budget: omerta_night::Budget,
) -> Result<omerta_night::Outcome, NightError> {
    let document = night_document(thread, number)?;
    let night =
        omerta_night::Night::from_json(&document.to_string()).map_err(NightError::Document)?;
    omerta_night::resolve_within(&night, explain, budget).map_err(NightError::Entangled)
}

fn player_at(thread: &Thread, slot: SlotId) -> String {
    format!("players[{slot}] ({})", thread.slots[slot].names[0])
}

/// How and when a dead slot died, if the thread says.
fn death_of(thread: &Thread, slot: SlotId) -> Option<(DeathKind, Seconds)> {
    thread.events.iter().find_map(|e| match e {
        HostEvent::Death {
            slot: s,
            kind,
            time,
            ..
        } if *s == slot => Some((*kind, *time)),
        _ => None,
    })
}

fn normal(name: &str) -> String {
    name.split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .to_lowercase()
}
