//! Rulings pinned here rather than with the seed's examples.
mod kit;
use kit::*;

// N12: "if one component of an action appears in a dependency chain, others can't start
// counteracting or supporting it" — the bus driver carrying the kill onto Y cannot also
// carry the doctor's protection away from Y.
#[test]
fn ruling_n12_swap_carrying_kill_and_protection_kills_nobody_by_rar() {
    let players = vec![town("V"), town("X"), town("Y"), town("Doc"), town("Bus")];
    let actions = vec![
        act("V", "kill", &["X"]),
        act("Doc", "protect", &["Y"]),
        act("Bus", "swap", &["X", "Y"]),
    ];
    let o = rar(players.clone(), actions.clone());
    assert!(dead(&o).is_empty(), "{}", o.to_text());
    let o = ordered(players, actions);
    assert_eq!(dead(&o), vec!["Y"], "{}", o.to_text());
}

// N11: "run the actions received, one after another": blocks come first in the simple
// method, so a blocked redirector or bus driver does not move anything there, as in RAR.
#[test]
fn ruling_n11_ordered_a_blocked_mover_does_not_move() {
    let players = vec![town("V"), town("A"), town("B"), town("R"), town("Blocker")];
    let actions = vec![
        act("V", "kill", &["A"]),
        act("R", "redirect", &["V", "B"]),
        act("Blocker", "block", &["R"]),
    ];
    let o = ordered(players.clone(), actions.clone());
    assert_eq!(dead(&o), vec!["A"], "{}", o.to_text());
    assert!(o.to_text().contains("R's redirect of V and B: blocked"), "{}", o.to_text());
    let o = rar(players, actions);
    assert_eq!(dead(&o), vec!["A"], "{}", o.to_text());
    // A blocked bus driver does not drive either.
    let players = vec![town("V"), town("A"), town("B"), town("Bus"), town("Blocker")];
    let actions = vec![
        act("V", "kill", &["A"]),
        act("Bus", "swap", &["A", "B"]),
        act("Blocker", "block", &["Bus"]),
    ];
    let (r, o) = (rar(players.clone(), actions.clone()), ordered(players, actions));
    assert_eq!(dead(&o), vec!["A"], "{}", o.to_text());
    assert_eq!(dead(&r), vec!["A"], "{}", r.to_text());
}

// N11: blocks act before the movers, on the players they were submitted against: a bus
// driver does not carry a block away in the simple method.
#[test]
fn ruling_n11_ordered_blocks_land_before_the_movers_move() {
    let o = ordered(
        vec![town("V"), town("A"), town("Doc"), town("X"), town("Bus"), town("Blocker")],
        vec![
            act("V", "kill", &["A"]),
            act("Doc", "protect", &["A"]),
            act("Blocker", "block", &["Doc"]),
            act("Bus", "swap", &["Doc", "X"]),
        ],
    );
    // The block stops the doctor although the driver swapped Doc with X.
    assert_eq!(dead(&o), vec!["A"], "{}", o.to_text());
}

// N4: any number of movers acting on the same effect at the same point cancel; the
// effect stays.
#[test]
fn ruling_n4_three_bus_drivers_on_one_target_all_cancel() {
    let o = rar(
        vec![
            town("V"),
            town("Alice"),
            town("Bob"),
            town("Carol"),
            town("Dave"),
            town("D1"),
            town("D2"),
            town("D3"),
        ],
        vec![
            act("V", "kill", &["Alice"]),
            act("D1", "swap", &["Alice", "Bob"]),
            act("D2", "swap", &["Alice", "Carol"]),
            act("D3", "swap", &["Alice", "Dave"]),
        ],
    );
    assert_eq!(dead(&o), vec!["Alice"], "{}", o.to_text());
}

// N4 with a block: of two movers, a blocked one does not compete.
#[test]
fn ruling_n4_a_blocked_mover_does_not_compete() {
    let o = rar(
        vec![
            town("V"),
            town("A"),
            town("B"),
            town("C"),
            town("D1"),
            town("D2"),
            town("R"),
        ],
        vec![
            act("V", "kill", &["A"]),
            act("D1", "swap", &["A", "B"]),
            act("D2", "swap", &["A", "C"]),
            act("R", "block", &["D2"]),
        ],
    );
    assert_eq!(dead(&o), vec!["B"], "{}", o.to_text());
}

// N13: one kill kills one player at most: an effect follows a single route.
#[test]
fn ruling_n13_an_effect_lands_in_one_place() {
    let o = rar(
        vec![
            with(town("Ankeli"), "self_target", serde_json::json!(true)),
            town("Zarniwoop"),
            town("Pyro"),
            town("Noodle"),
        ],
        vec![
            act("Ankeli", "kill", &["Zarniwoop"]),
            act("Ankeli", "swap", &["Zarniwoop", "Ankeli"]),
            act("Noodle", "block", &["Pyro"]),
            act("Noodle", "swap", &["Ankeli", "Pyro"]),
        ],
    );
    assert!(o.deaths.len() <= 1, "{}", o.to_text());
}
