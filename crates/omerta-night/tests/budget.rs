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
    for (n, explain) in [(5, true), (7, true), (10, false), (11, false)] {
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
        .all(|action| action.index < night.actions.len()));
    let text = refused.to_string();
    assert!(text.contains("too large to settle"), "{text}");
    assert!(
        text.contains("'s block on ") || text.contains("'s swap on "),
        "{text}"
    );
    assert!(text.contains("ordered method"), "{text}");
}

/// Issue 25: the server asked for the reasons of every night, and a night whose reasons
/// would not fit the budget was refused although its decision fitted. The decision is made
/// first; the reasons get what is left, and when they do not fit the outcome stands
/// without them, saying why.
#[test]
fn a_night_decided_within_the_budget_is_settled_even_when_its_reasons_do_not_fit() {
    let night = knot("rar", 10);
    let explained = resolve_within(&night, true, Budget::DEFAULT).unwrap();
    let decided = resolve(&night, false);
    assert_eq!(explained.deaths, decided.deaths);
    assert_eq!(explained.results, decided.results);
    assert!(explained.explanations.is_empty());
    let why = explained.unexplained.as_deref().unwrap();
    assert!(why.contains("the outcome above stands"), "{why}");
    assert!(explained.to_text().contains(why), "the text says why");
    assert_eq!(explained.to_json()["unexplained"], why);
    // With room for them, the reasons are given.
    let roomy = Budget {
        steps: u64::MAX,
        bytes: u64::MAX,
        ..Budget::DEFAULT
    };
    let whole = resolve_within(&night, true, roomy).unwrap();
    assert_eq!(whole, resolve(&night, true));
    assert!(whole.unexplained.is_none() && !whole.explanations.is_empty());
}

/// A step costs about the same in a small night and a large one: the blockade of 64
/// roleblockers, whose every argument has 63 attackers, spends its budget in as few
/// steps as its work warrants, and a search is refused by its memory before it holds more
/// than the budget allows.
#[test]
fn the_budget_bounds_memory_as_well_as_steps() {
    let night = knot("rar", 14);
    let small = Budget {
        bytes: 1 << 20,
        ..Budget::DEFAULT
    };
    let refused = resolve_within(&night, false, small).unwrap_err();
    assert_eq!(refused.exhausted, omerta_night::Exhausted::Memory);
    let text = refused.to_string();
    assert!(text.contains("1 MiB of memory"), "{text}");
    let stepped = resolve_within(&night, false, Budget::steps(10_000)).unwrap_err();
    assert_eq!(stepped.exhausted, omerta_night::Exhausted::Steps);
    assert!(stepped.to_string().contains("10000 steps"));
}

/// A search its caller stops (a server whose deadline passed) ends at once, refused as
/// stopped, and decides nothing.
#[test]
fn a_stopped_search_ends_and_decides_nothing() {
    let night = knot("rar", 16);
    let stop = omerta_night::Stop::new();
    stop.raise();
    let refused =
        resolve_within(&night, false, Budget::UNLIMITED.stopped_by(stop.clone())).unwrap_err();
    assert_eq!(refused.exhausted, omerta_night::Exhausted::Stopped);
    assert!(refused.to_string().contains("stopped before it finished"));
    // A signal never raised changes nothing.
    let night = knot("rar", 7);
    let quiet = Budget::DEFAULT.stopped_by(omerta_night::Stop::new());
    assert_eq!(
        resolve_within(&night, true, quiet).unwrap(),
        resolve(&night, true)
    );
}

#[test]
fn the_budget_counts_steps_so_every_machine_gives_the_same_answer() {
    let night = knot("rar", 6);
    let tiny = Budget::steps(50);
    let first = resolve_within(&night, false, tiny.clone()).unwrap_err();
    let again = resolve_within(&night, false, tiny).unwrap_err();
    assert_eq!(first, again);
}

#[test]
fn the_ordered_method_needs_no_budget() {
    let night = knot("ordered", 12);
    let outcome = resolve_within(&night, false, Budget::steps(1)).unwrap();
    assert_eq!(outcome, resolve(&night, false));
}
