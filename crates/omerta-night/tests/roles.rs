//! Roles real setups use, as combinations of components (ruling N15), each by RAR and by
//! the ordered method.

mod kit;
use kit::*;
use omerta_night::{Info, Outcome};
use serde_json::Value;

/// The night by RAR and by the ordered method.
fn both(players: Vec<Value>, actions: Vec<Value>) -> (Outcome, Outcome) {
    (
        rar(players.clone(), actions.clone()),
        ordered(players, actions),
    )
}

// A strongman's kill goes through a doctor's protection, not through a bulletproof vest.
#[test]
fn ruling_n15_a_strongmans_kill_goes_through_protection() {
    let players = vec![
        town("Strongman"),
        town("A"),
        town("Doc"),
        vest(town("B"), Some(1)),
    ];
    let actions = vec![
        act("Strongman", "strong_kill", &["A"]),
        act("Doc", "protect", &["A"]),
    ];
    let (r, o) = both(players.clone(), actions);
    assert_eq!(dead(&r), vec!["A"], "{}", r.to_text());
    assert_eq!(dead(&o), vec!["A"], "{}", o.to_text());
    let (r, o) = both(players, vec![act("Strongman", "strong_kill", &["B"])]);
    assert!(
        dead(&r).is_empty() && dead(&o).is_empty(),
        "the vest stops it"
    );
}

// A jailkeeper's protection does not stop a strongman either, but the jail's block on the
// strongman does: the strongman stays home.
#[test]
fn ruling_n15_a_jailed_strongman_kills_nobody() {
    let players = vec![town("Strongman"), town("A"), town("Jailer")];
    let (r, o) = both(
        players.clone(),
        vec![
            act("Strongman", "strong_kill", &["A"]),
            act("Jailer", "jail", &["A"]),
        ],
    );
    assert_eq!(dead(&r), vec!["A"], "{}", r.to_text());
    assert_eq!(dead(&o), vec!["A"], "{}", o.to_text());
    let (r, o) = both(
        players,
        vec![
            act("Strongman", "strong_kill", &["A"]),
            act("Jailer", "jail", &["Strongman"]),
        ],
    );
    assert!(dead(&r).is_empty(), "{}", r.to_text());
    assert!(dead(&o).is_empty(), "{}", o.to_text());
}

// A ninja's kill is not seen: the tracker on the ninja learns they went nowhere, the
// watcher on the victim sees nobody; the victim dies.
#[test]
fn ruling_n15_a_ninja_kills_unseen() {
    let players = vec![mafia("Ninja"), town("A"), town("Tracker"), town("Watcher")];
    let actions = vec![
        act("Ninja", "ninja_kill", &["A"]),
        act("Tracker", "track", &["Ninja"]),
        act("Watcher", "watch", &["A"]),
    ];
    let (r, o) = both(players, actions);
    for o in [&r, &o] {
        assert_eq!(dead(o), vec!["A"], "{}", o.to_text());
        assert_eq!(info(o, "Tracker"), &Info::NoAction, "{}", o.to_text());
        assert_eq!(
            info(o, "Watcher"),
            &Info::VisitedBy(vec![]),
            "{}",
            o.to_text()
        );
    }
}

// A commuter is not home tonight: a kill, a block, a track and an investigation aimed at
// them all fail (the information roles get no result), and a roleblock cannot keep them
// home.
#[test]
fn ruling_n15_a_commuter_is_not_home() {
    let players = vec![
        mafia("Goon"),
        town("C"),
        town("Blocker"),
        town("Tracker"),
        town("Cop"),
    ];
    let actions = vec![
        act("C", "commute", &[]),
        act("Goon", "factional_kill", &["C"]),
        act("Blocker", "block", &["C"]),
        act("Tracker", "track", &["C"]),
        act("Cop", "investigate", &["C"]),
    ];
    let (r, o) = both(players, actions);
    for o in [&r, &o] {
        assert!(dead(o).is_empty(), "{}", o.to_text());
        assert_eq!(info(o, "Tracker"), &Info::NoResult, "{}", o.to_text());
        assert_eq!(info(o, "Cop"), &Info::NoResult, "{}", o.to_text());
    }
}

// A deflector sends every action aimed at X to Y, one way (a swap goes both ways).
#[test]
fn ruling_n15_a_deflector_sends_actions_on_x_to_y() {
    let players = vec![
        mafia("Goon"),
        town("X"),
        town("Y"),
        town("Deflector"),
        town("Doc"),
    ];
    // The kill goes to Y, where the doctor is: nobody dies; the protection on Y stays.
    let (r, o) = both(
        players.clone(),
        vec![
            act("Goon", "factional_kill", &["X"]),
            act("Doc", "protect", &["Y"]),
            act("Deflector", "deflect", &["X", "Y"]),
        ],
    );
    assert!(dead(&r).is_empty(), "{}", r.to_text());
    assert!(dead(&o).is_empty(), "{}", o.to_text());
    let (r, o) = both(
        players,
        vec![
            act("Goon", "factional_kill", &["X"]),
            act("Deflector", "deflect", &["X", "Y"]),
        ],
    );
    assert_eq!(dead(&r), vec!["Y"], "{}", r.to_text());
    assert_eq!(dead(&o), vec!["Y"], "{}", o.to_text());
}
