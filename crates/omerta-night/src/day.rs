//! A day's actions (`"phase": "day"`): a day vigilante's shot takes effect at once, in the
//! thread, where no night action can stop it (ruling N16). Only a bulletproof vest does;
//! both methods agree, as there is nothing to order.

use crate::document::{Night, Vest};
use crate::outcome::{Explanation, Outcome};
use crate::said::{Said, Shooter, ShotEnd, Who};

pub(crate) fn resolve(night: &Night, explain: bool) -> Outcome {
    let mut vests: Vec<Option<Vest>> = night.players.iter().map(|p| p.vest).collect();
    let mut dead = vec![false; night.players.len()];
    let mut log = Vec::new();
    // In the order they were posted: a vest stops the first shots that reach it.
    for action in &night.actions {
        let (shooter, target) = (action.actor as Who, action.target as Who);
        let ability = action.ability;
        let shot = |end| Said::Shot {
            by: Shooter::Action {
                actor: shooter,
                ability,
            },
            victim: target,
            end,
        };
        if dead[action.actor] {
            // Ruling N16: a day action is posted; a player shot earlier the same day has
            // no post left to make.
            log.push(Said::ShooterDead {
                actor: shooter,
                ability,
                target,
            });
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
            log.push(shot(ShotEnd::Vest));
        } else if dead[action.target] {
            log.push(shot(ShotEnd::AlreadyDead));
        } else {
            dead[action.target] = true;
            log.push(shot(ShotEnd::Dies));
            // A lover dies at once with the shot one, and posts no later shot (N18).
            for (lover, of) in crate::bonds::grief_from(night, &mut dead, action.target) {
                log.push(crate::bonds::grief_sentence(lover, of));
            }
        }
    }
    let mut deaths: Vec<String> = (0..night.players.len())
        .filter(|&p| dead[p])
        .map(|p| night.name(p).to_owned())
        .collect();
    deaths.sort();
    let explanations = if explain {
        vec![Explanation::steps(Said::DayShots, log, &night.names())]
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
