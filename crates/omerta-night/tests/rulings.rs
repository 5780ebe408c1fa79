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

// N12 with N15 (issue 28): a bus driver swaps t1 and t2, the mafia kill t1, a bodyguard
// guards t1. The swap carries the kill to t2; the guard would be carried there too, but an
// interception built on the swap moving both the kill and the guard holds the swap twice in
// one chain (rule 4), as the doctor's protection would: so t2 dies, and nobody is
// intercepted, exactly as with a doctor guarding t1.
#[test]
fn ruling_n12_a_swap_carrying_a_kill_and_a_guard_past_each_other_intercepts_nothing() {
    let players = vec![town("bd"), mafia("maf"), town("bg"), town("t1"), town("t2")];
    let with = |protector: &str| {
        vec![
            act("bd", "swap", &["t1", "t2"]),
            act("maf", "factional_kill", &["t1"]),
            act("bg", protector, &["t1"]),
        ]
    };
    let guarded = rar(players.clone(), with("guard"));
    assert_eq!(dead(&guarded), vec!["t2"], "{}", guarded.to_text());
    let protected = rar(players, with("protect"));
    assert_eq!(dead(&protected), dead(&guarded));
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
    assert!(
        o.to_text().contains("R's redirect of V and B: blocked"),
        "{}",
        o.to_text()
    );
    let o = rar(players, actions);
    assert_eq!(dead(&o), vec!["A"], "{}", o.to_text());
    // A blocked bus driver does not drive either.
    let players = vec![
        town("V"),
        town("A"),
        town("B"),
        town("Bus"),
        town("Blocker"),
    ];
    let actions = vec![
        act("V", "kill", &["A"]),
        act("Bus", "swap", &["A", "B"]),
        act("Blocker", "block", &["Bus"]),
    ];
    let (r, o) = (
        rar(players.clone(), actions.clone()),
        ordered(players, actions),
    );
    assert_eq!(dead(&o), vec!["A"], "{}", o.to_text());
    assert_eq!(dead(&r), vec!["A"], "{}", r.to_text());
}

// N11: blocks act before the movers, on the players they were submitted against: a bus
// driver does not carry a block away in the simple method.
#[test]
fn ruling_n11_ordered_blocks_land_before_the_movers_move() {
    let o = ordered(
        vec![
            town("V"),
            town("A"),
            town("Doc"),
            town("X"),
            town("Bus"),
            town("Blocker"),
        ],
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

// N14: the contract's "the faction's kill": a faction makes one factional kill a night. Two
// mafia goons each submit one: the last submitted stands, the other is set aside and named
// for the host; by both methods.
#[test]
fn ruling_n14_one_factional_kill_a_night_the_last_submitted_stands() {
    let players = vec![mafia("Goon1"), mafia("Goon2"), town("A"), town("B")];
    let actions = vec![
        act("Goon1", "factional_kill", &["A"]),
        act("Goon2", "factional_kill", &["B"]),
    ];
    for o in [
        rar(players.clone(), actions.clone()),
        ordered(players.clone(), actions.clone()),
    ] {
        assert_eq!(dead(&o), vec!["B"], "{}", o.to_text());
        assert_eq!(o.notes.len(), 1);
        assert_eq!(o.notes[0].action, 0);
        assert!(
            o.notes[0]
                .text
                .contains("Goon1's factional_kill on A is set aside"),
            "{}",
            o.notes[0].text
        );
        assert!(o.to_text().contains("For the host:"));
        assert_eq!(o.to_json()["notes"][0]["action"], 0);
    }
    // Submitted the other way round, A dies.
    let reversed = vec![actions[1].clone(), actions[0].clone()];
    assert_eq!(dead(&rar(players.clone(), reversed)), vec!["A"]);
    // A personal kill is not the faction's: both die.
    let o = rar(
        players.clone(),
        vec![
            act("Goon1", "kill", &["A"]),
            act("Goon2", "factional_kill", &["B"]),
        ],
    );
    assert_eq!(dead(&o), vec!["A", "B"]);
    assert!(o.notes.is_empty());
    assert!(o.to_json().get("notes").is_none(), "no notes, no field");
}

// N14: a setup may allow more ("factional_kills": {"mafia": 2}); other factions keep one.
#[test]
fn ruling_n14_a_setup_may_allow_a_faction_more_kills() {
    let text = serde_json::json!({
        "format": "omerta-night/1",
        "factional_kills": {"mafia": 2},
        "players": [mafia("Goon1"), mafia("Goon2"), town("A"), town("B"),
                    serde_json::json!({"name": "Cult1", "alignment": "cult", "role": "r"}),
                    serde_json::json!({"name": "Cult2", "alignment": "cult", "role": "r"}),
                    town("C"), town("D")],
        "actions": [
            act("Goon1", "factional_kill", &["A"]),
            act("Goon2", "factional_kill", &["B"]),
            act("Cult1", "factional_kill", &["C"]),
            act("Cult2", "factional_kill", &["D"]),
        ],
    })
    .to_string();
    let o = omerta_night::resolve_json(&text, false).unwrap();
    assert_eq!(dead(&o), vec!["A", "B", "D"]);
    assert_eq!(o.notes.len(), 1);
    assert!(o.notes[0]
        .text
        .contains("the cult faction has 1 factional kill a night"));
    let bad = text.replace("\"mafia\":2", "\"mafia\":-1");
    let e = omerta_night::resolve_json(&bad, false)
        .unwrap_err()
        .to_string();
    assert!(e.contains("factional_kills.mafia"), "{e}");
}
