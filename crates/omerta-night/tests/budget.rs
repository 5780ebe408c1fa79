//! RAR within a budget (`omerta_night::Budget`): a night too entangled to settle is
//! refused with the actions of its knot, never searched for minutes; every night within
//! the budget resolves exactly as without one.

mod kit;

use kit::{act, document, mafia, town};
use omerta_night::{resolve, resolve_within, Budget, Night};
use serde_json::Value;

/// `n` players who each block the next and swap the two after: RAR's worst knot.
fn knot(method: &str, n: usize) -> Night {
    let names: Vec<String> = (0..n).map(|i| format!("P{i}")).collect();
    let players: Vec<Value> = names
        .iter()
        .enumerate()
        .map(|(i, name)| if i == 0 { mafia(name) } else { town(name) })
        .collect();
    let mut actions = Vec::new();
    for i in 0..n {
        actions.push(act(&names[i], "block", &[&names[(i + 1) % n]]));
        actions.push(act(
            &names[i],
            "swap",
            &[&names[(i + 2) % n], &names[(i + 3) % n]],
        ));
    }
    actions.push(act("P0", "factional_kill", &[&names[n - 1]]));
    Night::from_json(&document(method, players, actions)).unwrap()
}

#[test]
fn a_night_within_the_budget_resolves_as_without_one() {
    // With the reasons (explanations judge more arguments) and without.
    for (n, explain) in [(5, true), (8, true), (10, true), (12, false), (13, false)] {
        let night = knot("rar", n);
        let bounded = resolve_within(&night, explain, Budget::DEFAULT).unwrap();
        assert_eq!(bounded, resolve(&night, explain), "{n} players");
    }
}

#[test]
fn a_knot_past_the_budget_is_refused_with_its_actions_named() {
    let night = knot("rar", 16);
    let refused = resolve_within(&night, false, Budget::DEFAULT).unwrap_err();
    assert_eq!(refused.steps, Budget::DEFAULT.steps);
    assert!(!refused.actions.is_empty());
    // The knot's actions, by their index in the document and in words.
    assert!(refused
        .actions
        .iter()
        .all(|(index, _)| *index < night.actions.len()));
    let text = refused.to_string();
    assert!(text.contains("too large to settle"), "{text}");
    assert!(
        text.contains("'s block on ") || text.contains("'s swap on "),
        "{text}"
    );
    assert!(text.contains("ordered method"), "{text}");
}

#[test]
fn the_budget_counts_steps_so_every_machine_gives_the_same_answer() {
    let night = knot("rar", 6);
    let tiny = Budget { steps: 50 };
    let first = resolve_within(&night, false, tiny).unwrap_err();
    let again = resolve_within(&night, false, tiny).unwrap_err();
    assert_eq!(first, again);
}

#[test]
fn the_ordered_method_needs_no_budget() {
    let night = knot("ordered", 12);
    let outcome = resolve_within(&night, false, Budget { steps: 1 }).unwrap();
    assert_eq!(outcome, resolve(&night, false));
}
