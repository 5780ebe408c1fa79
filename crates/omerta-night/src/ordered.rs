//! The simple method (Part 2, Method 1): one action at a time, in stages: blocks, then
//! redirections and swaps (by movers not blocked), then protection, then kills (and
//! recruitment), then information (ruling N11). Within a stage, actions go by actor name, then ability, then target, so
//! that the order of submission never matters.

use crate::ability::Component;
use crate::document::{Action, Night, PlayerId, Vest};
use crate::outcome::{Explanation, Info, InfoResult, Outcome};
use crate::said::{Said, Shooter, ShotEnd, Who};

/// The stage an action is resolved in: blocks first, so that a blocked bus driver does
/// not drive (N11).
fn stage(action: &Action) -> u8 {
    let a = action.ability;
    if a.has(Component::Commute) {
        0
    } else if a.has(Component::Block) {
        1
    } else if a.moves_others() {
        2
    } else if a.has(Component::Protect) || a.has(Component::Guard) {
        3
    } else if a.has(Component::Kill) || a.has(Component::Recruit) {
        4
    } else {
        5
    }
}

pub(crate) fn resolve(night: &Night, explain: bool) -> Outcome {
    let n = night.players.len();
    let mut order: Vec<usize> = (0..night.actions.len()).collect();
    // By stage, then by actor, ability and targets' names: never by submission order.
    let key = |a: &Action| {
        (
            stage(a),
            night.name(a.actor),
            a.ability.name(),
            night.name(a.target),
            a.second.map(|s| night.name(s)),
        )
    };
    order.sort_by(|&x, &y| key(&night.actions[x]).cmp(&key(&night.actions[y])));
    let mut log: Vec<Said> = Vec::new();
    // Final targets after redirections and swaps, applied in order.
    let mut target: Vec<PlayerId> = night.actions.iter().map(|a| a.target).collect();
    let mut blocked = vec![false; n];
    let mut protected = vec![false; n];
    // For each player, the bodyguards guarding them.
    let mut guarded_by: Vec<Vec<PlayerId>> = vec![Vec::new(); n];
    let mut vest_left: Vec<Option<Vest>> = night.players.iter().map(|p| p.vest).collect();
    let mut dead = vec![false; n];
    let mut recruited = vec![false; n];
    let mut visits: Vec<(PlayerId, PlayerId)> = Vec::new(); // (visitor, visited)
                                                            // Visits trackers and watchers see (a ninja's are not among them).
    let mut seen: Vec<(PlayerId, PlayerId)> = Vec::new();
    let mut away = vec![false; n];
    let mut results = Vec::new();
    let mut informed: Vec<(usize, PlayerId)> = Vec::new();
    let name = |p: PlayerId| night.name(p).to_owned();
    for &i in &order {
        let action = night.actions[i];
        let who = name(action.actor);
        let me = action.actor as Who;
        let what = action.ability;
        if action.ability.has(Component::Commute) {
            // First of all: the commuter is not home tonight.
            away[action.actor] = true;
            log.push(Said::Commutes { actor: me });
            continue;
        }
        let drove = |blocked| Said::Drove {
            actor: me,
            ability: what,
            first: action.target as Who,
            second: action.second.unwrap_or(action.target) as Who,
            blocked,
        };
        if action.ability.moves_others() {
            let Some(second) = action.second else {
                continue;
            };
            if blocked[action.actor] {
                log.push(drove(true));
                continue;
            }
            for (j, other) in night.actions.iter().enumerate() {
                if other.ability.moves_others() {
                    continue;
                }
                if action.ability.has(Component::Redirect) && other.actor == action.target {
                    target[j] = second;
                } else if action.ability.has(Component::Deflect) {
                    if target[j] == action.target {
                        target[j] = second;
                    }
                } else if action.ability.has(Component::Swap) {
                    if target[j] == action.target {
                        target[j] = second;
                    } else if target[j] == second {
                        target[j] = action.target;
                    }
                }
            }
            visits.push((action.actor, action.target));
            seen.push((action.actor, action.target));
            if action.ability.has(Component::Swap) {
                visits.push((action.actor, second));
                seen.push((action.actor, second));
            }
            log.push(drove(false));
            continue;
        }
        let t = target[i];
        if blocked[action.actor] {
            log.push(Said::Blocked {
                actor: me,
                ability: what,
                target: t as Who,
            });
            if action.ability.informs() {
                results.push(InfoResult {
                    action: action.index,
                    to: who,
                    ability: action.ability,
                    target: name(t),
                    info: Info::NoResult,
                });
            }
            continue;
        }
        if away[t] && t != action.actor {
            log.push(Said::NotHome {
                actor: me,
                ability: what,
                target: t as Who,
            });
            if action.ability.informs() {
                results.push(InfoResult {
                    action: action.index,
                    to: who,
                    ability: action.ability,
                    target: name(t),
                    info: Info::NoResult,
                });
            }
            continue;
        }
        visits.push((action.actor, t));
        if !action.ability.has(Component::Unseen) {
            seen.push((action.actor, t));
        }
        let a = action.ability;
        if a.has(Component::Block) {
            blocked[t] = true;
        }
        if a.has(Component::Protect) {
            protected[t] = true;
        }
        if a.has(Component::Guard) {
            guarded_by[t].push(action.actor);
        }
        let guards: Vec<PlayerId> = guarded_by[t]
            .iter()
            .copied()
            .filter(|&g| g != action.actor)
            .collect();
        if a.has(Component::Kill) && !a.has(Component::Strong) && !guards.is_empty() {
            // A bodyguard dies in the guarded player's place and shoots the attacker
            // (ruling N15); the guarded player is unharmed.
            for g in guards {
                log.push(Said::Guarded {
                    actor: me,
                    ability: what,
                    target: t as Who,
                    guard: g as Who,
                });
                kill(
                    g,
                    &mut dead,
                    &protected,
                    &mut vest_left,
                    &mut log,
                    Shooter::Bodyguard {
                        actor: me,
                        ability: what,
                    },
                );
                kill(
                    action.actor,
                    &mut dead,
                    &protected,
                    &mut vest_left,
                    &mut log,
                    Shooter::ShotBack { guard: g as Who },
                );
            }
        } else if a.has(Component::Kill) {
            // A strongman's kill goes through protection (not through a vest).
            let unprotected = vec![false; n];
            kill(
                t,
                &mut dead,
                if a.has(Component::Strong) {
                    &unprotected
                } else {
                    &protected
                },
                &mut vest_left,
                &mut log,
                Shooter::Action {
                    actor: me,
                    ability: what,
                },
            );
        }
        if a.has(Component::Recruit) {
            recruited[t] = true;
        }
        if a.informs() {
            // Told after every stage, so that a track or watch sees every visit.
            informed.push((i, t));
        }
        if !a.has(Component::Kill) {
            log.push(Said::Effect {
                actor: me,
                ability: what,
                target: t as Who,
                via: Box::new([]),
            });
        }
    }
    // Paranoid gun owners shoot whoever visited them, after the kills stage.
    for &(visitor, visited) in &visits {
        if night.players[visited].paranoid_gun_owner && visitor != visited {
            kill(
                visitor,
                &mut dead,
                &protected,
                &mut vest_left,
                &mut log,
                Shooter::Paranoid {
                    owner: visited as Who,
                },
            );
        }
    }
    for (i, t) in informed {
        let action = night.actions[i];
        let a = action.ability;
        let info = if a.has(Component::Investigate) {
            Info::Verdict(night.players[action.actor].investigates(&night.players[t]))
        } else if a.has(Component::Track) {
            let mut visited: Vec<String> = seen
                .iter()
                .filter(|(v, _)| *v == t)
                .map(|(_, to)| name(*to))
                .collect();
            visited.sort();
            visited.dedup();
            if visited.is_empty() {
                Info::NoAction
            } else {
                Info::Visited(visited)
            }
        } else {
            let mut visitors: Vec<String> = seen
                .iter()
                .filter(|(v, to)| *to == t && *v != action.actor)
                .map(|(v, _)| name(*v))
                .collect();
            visitors.sort();
            visitors.dedup();
            Info::VisitedBy(visitors)
        };
        results.push(InfoResult {
            action: action.index,
            to: name(action.actor),
            ability: a,
            target: name(t),
            info,
        });
    }
    // Results come in document order, like the resolver's.
    results.sort_by_key(|r: &InfoResult| r.action);
    let names = |flags: &[bool]| {
        let mut v: Vec<String> = (0..n).filter(|&p| flags[p]).map(name).collect();
        v.sort();
        v
    };
    let explanations = if explain {
        vec![Explanation::steps(Said::Steps, log, &night.names())]
    } else {
        Vec::new()
    };
    Outcome {
        deaths: names(&dead),
        recruited: names(&recruited),
        results,
        explanations,
        ..Outcome::default()
    }
}

fn kill(
    t: PlayerId,
    dead: &mut [bool],
    protected: &[bool],
    vest_left: &mut [Option<Vest>],
    log: &mut Vec<Said>,
    by: Shooter,
) {
    let end = if protected[t] {
        ShotEnd::Protected
    } else {
        match vest_left[t] {
            Some(Vest::Unlimited) => ShotEnd::Vest,
            Some(Vest::Shots(n)) => {
                vest_left[t] = if n > 1 {
                    Some(Vest::Shots(n - 1))
                } else {
                    None
                };
                ShotEnd::Vest
            }
            None => {
                dead[t] = true;
                ShotEnd::Dies
            }
        }
    };
    log.push(Said::Shot {
        by,
        victim: t as Who,
        end,
    });
}
