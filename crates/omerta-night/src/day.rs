//! A day's actions (`"phase": "day"`): a day vigilante's shot takes effect at once, in the
//! thread, where no night action can stop it (ruling N16). Only a bulletproof vest does;
//! both methods agree, as there is nothing to order.

use crate::document::{Night, Vest};
use crate::outcome::{Explanation, Outcome};

pub(crate) fn resolve(night: &Night, explain: bool) -> Outcome {
    let mut vests: Vec<Option<Vest>> = night.players.iter().map(|p| p.vest).collect();
    let mut dead = vec![false; night.players.len()];
    let mut log = Vec::new();
    // In the order they were posted: a vest stops the first shots that reach it.
    for action in &night.actions {
        let (shooter, target) = (night.name(action.actor), night.name(action.target));
        let what = action.ability.name();
        if dead[action.actor] {
            // Ruling N16: a day action is posted; a player shot earlier the same day has
            // no post left to make.
            log.push(format!(
                "{shooter}'s {what} on {target}: {shooter} was already dead"
            ));
            continue;
        }
        let stopped = match vests[action.target] {
            None => false,
            Some(Vest::Unlimited) => true,
            Some(Vest::Shots(n)) => {
                vests[action.target] = (n > 1).then(|| Vest::Shots(n - 1));
                true
            }
        };
        if stopped {
            log.push(format!(
                "{shooter}'s {what} on {target}: stopped by the vest"
            ));
        } else if dead[action.target] {
            log.push(format!("{shooter}'s {what} on {target}: already dead"));
        } else {
            dead[action.target] = true;
            log.push(format!("{shooter}'s {what} on {target}: dies"));
            // A lover dies at once with the shot one, and posts no later shot (N18).
            for (lover, of) in crate::bonds::grief_from(night, &mut dead, action.target) {
                log.push(crate::bonds::grief_sentence(night, lover, of));
            }
        }
    }
    let mut deaths: Vec<String> = (0..night.players.len())
        .filter(|&p| dead[p])
        .map(|p| night.name(p).to_owned())
        .collect();
    deaths.sort();
    let explanations = if explain {
        vec![Explanation::steps("What happened to the day's shots?", log)]
    } else {
        Vec::new()
    };
    Outcome {
        deaths,
        recruited: Vec::new(),
        results: Vec::new(),
        explanations,
        ..Outcome::default()
    }
}
