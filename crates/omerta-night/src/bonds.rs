//! Bonds between players that need no action: lovers die together (ruling N18), masons
//! know each other (ruling N19). One function for every method and phase, applied to the
//! deaths the method decided, so that RAR, the simple method and a day's shots agree.
//!
//! In RAR's terms a lover's death is rule 3's "effect produced by ... triggering on an
//! effect": it needs both the effect triggered on (the other lover's death) and the
//! triggering effect (the love, a passive, which "cannot be tracked, roleblocked or
//! redirected"). Whatever counteracts the first death counteracts the second; nothing
//! else can, since no action reads a death ("Killing a player does not prevent them using
//! night actions"). So the grief is decided after the method has decided the deaths.

use crate::document::{Method, Night, Phase, PlayerId};
use crate::outcome::{Explanation, Node, Outcome, Side};
use crate::said::{Said, Who};

/// Adds the lovers of the dead to the deaths (each with its reason when `explain`), and
/// tells every mason the others.
pub(crate) fn apply(night: &Night, outcome: &mut Outcome, explain: bool) {
    let grief = grieving(night, &outcome.deaths);
    for &(lover, of) in &grief {
        outcome.deaths.push(night.name(lover).to_owned());
        if explain {
            explain_grief(night, outcome, lover, of);
        }
    }
    outcome.deaths.sort();
    outcome.masons = masons(night);
    if explain {
        outcome.players = night.names();
    }
}

/// The players who die of grief, each with the lover whose death took them, in the order
/// the deaths spread.
fn grieving(night: &Night, deaths: &[String]) -> Vec<(PlayerId, PlayerId)> {
    let mut dead: Vec<bool> = night
        .players
        .iter()
        .map(|p| deaths.contains(&p.name))
        .collect();
    let died: Vec<PlayerId> = (0..night.players.len()).filter(|&p| dead[p]).collect();
    died.into_iter()
        .flat_map(|p| grief_from(night, &mut dead, p))
        .collect()
}

/// The lovers `died`'s death takes with it, marked in `dead`, each with the lover whose
/// death took them (a lover of a lover dies too: each death is an effect to trigger on).
pub(crate) fn grief_from(
    night: &Night,
    dead: &mut [bool],
    died: PlayerId,
) -> Vec<(PlayerId, PlayerId)> {
    let mut spreading = std::collections::VecDeque::from([died]);
    let mut grief = Vec::new();
    while let Some(p) = spreading.pop_front() {
        for &lover in &night.players[p].lovers {
            if !dead[lover] {
                dead[lover] = true;
                grief.push((lover, p));
                spreading.push_back(lover);
            }
        }
    }
    grief
}

/// The sentence of a lover's death.
pub(crate) fn grief_sentence(lover: PlayerId, of: PlayerId) -> Said {
    Said::Grief {
        lover: lover as Who,
        of: of as Who,
    }
}

/// "Does B die? Reason for yes: B's lover A dies …", in the method's own form: a reason in
/// RAR's tree, a step in the simple method's log.
fn explain_grief(night: &Night, outcome: &mut Outcome, lover: PlayerId, of: PlayerId) {
    let players = night.names();
    let reason = Node::new(Side::For, grief_sentence(lover, of), true, &players);
    let by_steps = night.method == Method::Ordered || night.phase == Phase::Day;
    if by_steps {
        if let Some(log) = outcome.explanations.first_mut() {
            log.reasons.push(reason);
            return;
        }
    }
    let question = Said::Dies {
        player: lover as Who,
    };
    match outcome
        .explanations
        .iter_mut()
        .find(|e| e.asked == question)
    {
        Some(asked) => {
            asked.answer = true;
            asked.reasons.push(reason);
        }
        None => outcome
            .explanations
            .push(Explanation::new(question, true, vec![reason], &players)),
    }
}

/// Each mason of the night and the other masons, in the order of the players.
fn masons(night: &Night) -> Vec<(String, Vec<String>)> {
    let all: Vec<&str> = night
        .players
        .iter()
        .filter(|p| p.mason)
        .map(|p| p.name.as_str())
        .collect();
    all.iter()
        .map(|&m| {
            let mut others: Vec<String> = all
                .iter()
                .filter(|&&o| o != m)
                .map(|o| o.to_string())
                .collect();
            others.sort();
            (m.to_owned(), others)
        })
        .collect()
}
