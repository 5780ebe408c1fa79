//! The game as an `omerta-1923/1` script: the deal and every submission accepted, phase
//! by phase, which `omerta 1923 play` plays to the same messages. Apart from the view
//! because it is the whole record, for checking a live game against the engine, not what
//! any one reader may see.

use super::setup::dealt_players;
use super::Game1923;
use omerta_1923::Phase;
use serde_json::{json, Value};

impl Game1923 {
    /// The script of the phases played: `omerta 1923 play` plays it to the same messages.
    pub fn script(&self) -> Value {
        let Some(engine) = &self.engine else {
            return Value::Null;
        };
        let name = |p: usize| engine.seating.players[p].name.clone();
        let family = |f: usize| engine.seating.families[f].name.clone();
        let players: Vec<Value> = dealt_players(&engine.seating)
            .into_iter()
            .map(|p| serde_json::to_value(p).unwrap_or(Value::Null))
            .collect();
        let phases: Vec<Value> = self
            .played
            .iter()
            .map(|(phase, open)| {
                let mut doc = json!({"phase": phase.to_string()});
                if !open.exiles.is_empty() {
                    doc["exiles"] = open
                        .exiles
                        .iter()
                        .map(|(p, reason)| json!({"player": name(*p), "reason": reason}))
                        .collect();
                }
                doc["actions"] = open
                    .actions
                    .iter()
                    .map(|a| {
                        let mut action = json!({
                            "by": name(a.by),
                            "role": a.role.title(),
                            "targets": a.targets.iter().map(|t| name(*t)).collect::<Vec<_>>(),
                        });
                        if let Some(f) = a.family {
                            action["family"] = json!(family(f));
                        }
                        action
                    })
                    .collect();
                match phase {
                    Phase::Night(_) => {
                        if let Some((by, targets)) = &open.mafia {
                            doc["mafia_by"] = json!(name(*by));
                            doc["mafia_kills"] = targets.iter().map(|t| json!(name(*t))).collect();
                        }
                    }
                    Phase::Day(_) => {
                        doc["votes"] = open
                            .ballots
                            .iter()
                            .map(|(by, b)| {
                                let mut vote = json!({"by": name(*by)});
                                if let Some(f) = b.family {
                                    vote["family"] = json!(family(f));
                                }
                                if let Some(t) = b.individual {
                                    vote["individual"] = json!(name(t));
                                }
                                vote
                            })
                            .collect();
                    }
                }
                doc
            })
            .collect();
        let mut script = json!({
            "format": "omerta-1923/1",
            "seed": engine.seating.seed,
            "court_families": engine.court_families,
            "deal": "given",
            "families": engine.seating.families.iter().map(|f| json!({"name": f.name, "size": f.size})).collect::<Vec<_>>(),
            "players": players,
            "phases": phases,
        });
        if let Some(allowed) = &self.allowed_second_roles {
            script["allowed_second_roles"] = json!(allowed);
        }
        script
    }
}
