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

// A bodyguard dies in the protected player's place and kills the attacker.
#[test]
fn ruling_n15_a_bodyguard_dies_in_place_of_whom_they_guard_and_shoots_the_attacker() {
    let players = vec![mafia("Goon"), town("A"), town("Bodyguard")];
    let actions = vec![
        act("Goon", "factional_kill", &["A"]),
        act("Bodyguard", "guard", &["A"]),
    ];
    let (r, o) = both(players, actions);
    for o in [&r, &o] {
        assert_eq!(dead(o), vec!["Bodyguard", "Goon"], "{}", o.to_text());
    }
    let text = r.to_text();
    assert!(
        text.contains("Bodyguard dies in A's place") && text.contains("shoots the attacker, Goon"),
        "the explanation says why each died:\n{text}"
    );
}

// Nobody attacks the guarded player: the bodyguard has nobody to step in front of.
#[test]
fn ruling_n15_a_bodyguard_with_nobody_to_stop_lives() {
    let players = vec![mafia("Goon"), town("A"), town("B"), town("Bodyguard")];
    let actions = vec![
        act("Goon", "factional_kill", &["B"]),
        act("Bodyguard", "guard", &["A"]),
    ];
    let (r, o) = both(players, actions);
    for o in [&r, &o] {
        assert_eq!(dead(o), vec!["B"], "{}", o.to_text());
    }
}

// A doctor on the bodyguard saves the bodyguard; the attacker is still shot. A doctor on
// the attacker saves the attacker.
#[test]
fn ruling_n15_a_doctor_saves_the_bodyguard_or_the_attacker() {
    let players = vec![mafia("Goon"), town("A"), town("Bodyguard"), town("Doc")];
    let (r, o) = both(
        players.clone(),
        vec![
            act("Goon", "factional_kill", &["A"]),
            act("Bodyguard", "guard", &["A"]),
            act("Doc", "protect", &["Bodyguard"]),
        ],
    );
    for o in [&r, &o] {
        assert_eq!(dead(o), vec!["Goon"], "{}", o.to_text());
    }
    let (r, o) = both(
        players,
        vec![
            act("Goon", "factional_kill", &["A"]),
            act("Bodyguard", "guard", &["A"]),
            act("Doc", "protect", &["Goon"]),
        ],
    );
    for o in [&r, &o] {
        assert_eq!(dead(o), vec!["Bodyguard"], "{}", o.to_text());
    }
}

// A roleblocked bodyguard guards nobody: the attacker kills the guarded player and lives.
// A roleblocked attacker attacks nobody: everybody lives.
#[test]
fn ruling_n15_a_blocked_bodyguard_or_attacker_changes_everything() {
    let players = vec![
        mafia("Goon"),
        town("A"),
        town("Bodyguard"),
        mafia("Blocker"),
    ];
    let (r, o) = both(
        players.clone(),
        vec![
            act("Goon", "factional_kill", &["A"]),
            act("Bodyguard", "guard", &["A"]),
            act("Blocker", "block", &["Bodyguard"]),
        ],
    );
    for o in [&r, &o] {
        assert_eq!(dead(o), vec!["A"], "{}", o.to_text());
    }
    let players = vec![mafia("Goon"), town("A"), town("Bodyguard"), town("Blocker")];
    let (r, o) = both(
        players,
        vec![
            act("Goon", "factional_kill", &["A"]),
            act("Bodyguard", "guard", &["A"]),
            act("Blocker", "block", &["Goon"]),
        ],
    );
    for o in [&r, &o] {
        assert!(dead(o).is_empty(), "{}", o.to_text());
    }
}

// A strongman's kill is not stopped by any protection, a bodyguard's included: the
// guarded player dies, the bodyguard and the strongman live.
#[test]
fn ruling_n15_a_strongman_walks_past_the_bodyguard() {
    let players = vec![mafia("Strongman"), town("A"), town("Bodyguard")];
    let (r, o) = both(
        players,
        vec![
            act("Strongman", "strong_kill", &["A"]),
            act("Bodyguard", "guard", &["A"]),
        ],
    );
    for o in [&r, &o] {
        assert_eq!(dead(o), vec!["A"], "{}", o.to_text());
    }
}

// A bus driver swaps A and B while the mafia shoot A and a bodyguard guards B. As with a
// doctor (ruling N12), RAR carries the kill to B, and the guard would be carried to A only
// by the same swap again, which rule 4 forbids in that chain: the guard stays on B, B is
// unharmed, the bodyguard dies in B's place and shoots the goon. The simple method moves
// every action first: the guard goes to A, and B dies.
#[test]
fn ruling_n15_a_bus_driver_carrying_a_kill_to_whom_a_bodyguard_guards() {
    let players = vec![
        mafia("Goon"),
        town("A"),
        town("B"),
        town("Bodyguard"),
        town("Driver"),
    ];
    let (r, o) = both(
        players,
        vec![
            act("Goon", "factional_kill", &["A"]),
            act("Bodyguard", "guard", &["B"]),
            act("Driver", "swap", &["A", "B"]),
        ],
    );
    assert_eq!(dead(&r), vec!["Bodyguard", "Goon"], "{}", r.to_text());
    assert_eq!(dead(&o), vec!["B"], "{}", o.to_text());
}

// The day vigilante: a day document holds day shots, which kill at once; night actions
// (a doctor's, a roleblocker's) cannot be given in it, and a vest still stops a shot.
#[test]
fn ruling_n16_a_day_vigilantes_shot_kills_at_once() {
    let doc = |actions: Vec<Value>, players: Vec<Value>| {
        serde_json::json!({"format": "omerta-night/1", "phase": "day", "players": players, "actions": actions})
            .to_string()
    };
    let players = vec![town("Vig"), mafia("Goon"), vest(town("Vested"), Some(1))];
    for method in ["rar", "ordered"] {
        let mut text: Value = serde_json::from_str(&doc(
            vec![act("Vig", "day_kill", &["Goon"])],
            players.clone(),
        ))
        .unwrap();
        text["method"] = method.into();
        let o = omerta_night::resolve_json(&text.to_string(), true).unwrap();
        assert_eq!(dead(&o), vec!["Goon"], "{method}: {}", o.to_text());
    }
    let o = omerta_night::resolve_json(
        &doc(
            vec![
                act("Vig", "day_kill", &["Vested"]),
                act("Vig", "day_kill", &["Vested"]),
            ],
            players.clone(),
        ),
        false,
    )
    .unwrap();
    assert_eq!(
        dead(&o),
        vec!["Vested"],
        "the vest stops the first shot only"
    );
    let e = omerta_night::resolve_json(
        &doc(
            vec![
                act("Vig", "day_kill", &["Goon"]),
                act("Goon", "block", &["Vig"]),
            ],
            players.clone(),
        ),
        false,
    )
    .unwrap_err()
    .to_string();
    assert!(
        e.contains("actions[1]: block is a night action, and this is a day document"),
        "{e}"
    );
    let e = omerta_night::resolve_json(
        &document("rar", players, vec![act("Vig", "day_kill", &["Goon"])]),
        false,
    )
    .unwrap_err()
    .to_string();
    assert!(
        e.contains("actions[0]: day_kill is a day action: resolve it in a day document"),
        "{e}"
    );
}

// A player shot earlier the same day posts no later shot.
#[test]
fn ruling_n16_a_dead_day_vigilante_shoots_no_more() {
    let text = serde_json::json!({"format": "omerta-night/1", "phase": "day",
        "players": [town("Vig"), town("Vig2"), mafia("Goon")],
        "actions": [act("Vig2", "day_kill", &["Vig"]), act("Vig", "day_kill", &["Goon"])]})
    .to_string();
    let o = omerta_night::resolve_json(&text, true).unwrap();
    assert_eq!(dead(&o), vec!["Vig"], "{}", o.to_text());
}

// An X-shot role: a one-shot vigilante with the shot used has none left; the document
// that submits a second is refused, naming the action.
#[test]
fn ruling_n17_an_x_shot_ability_has_its_uses_and_no_more() {
    let vig = with(town("Vig"), "shots", serde_json::json!({"kill": 1}));
    let players = vec![vig.clone(), mafia("Goon"), mafia("Don")];
    let o = rar(players.clone(), vec![act("Vig", "kill", &["Goon"])]);
    assert_eq!(dead(&o), vec!["Goon"]);
    let e = omerta_night::resolve_json(
        &document(
            "rar",
            players.clone(),
            vec![act("Vig", "kill", &["Goon"]), act("Vig", "kill", &["Don"])],
        ),
        false,
    )
    .unwrap_err()
    .to_string();
    assert!(
        e.contains("actions[1]: Vig has 1 use of kill left (their \"shots\"), and this is the 2nd submitted"),
        "{e}"
    );
    let spent = with(town("Vig"), "shots", serde_json::json!({"kill": 0}));
    let e = omerta_night::resolve_json(
        &document(
            "ordered",
            vec![spent, mafia("Goon")],
            vec![act("Vig", "kill", &["Goon"])],
        ),
        false,
    )
    .unwrap_err()
    .to_string();
    assert!(e.contains("Vig has 0 uses of kill left"), "{e}");
    // Any ability may be limited; an unknown one is a problem at its place.
    let odd = with(
        town("Cop"),
        "shots",
        serde_json::json!({"investigate": 2, "teleport": 1}),
    );
    let e = omerta_night::resolve_json(&document("rar", vec![odd, mafia("Goon")], vec![]), false)
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("players[0].shots.teleport: unknown ability"),
        "{e}"
    );
}

/// Romeo and Juliet, lovers; the rest as given.
fn lovers(mut players: Vec<Value>) -> Vec<Value> {
    players.push(with(
        town("Romeo"),
        "passives",
        serde_json::json!([{"kind": "lover", "with": "Juliet"}]),
    ));
    players.push(town("Juliet"));
    players
}

// The mafia shoot Romeo; Juliet, his lover, dies with him. A doctor on Juliet does not
// save her (her grief is no kill); a doctor on Romeo saves them both.
#[test]
fn ruling_n18_lovers_die_together() {
    let players = lovers(vec![mafia("Goon"), town("Doc")]);
    let (r, o) = both(
        players.clone(),
        vec![act("Goon", "factional_kill", &["Romeo"])],
    );
    for o in [&r, &o] {
        assert_eq!(dead(o), vec!["Juliet", "Romeo"], "{}", o.to_text());
    }
    assert!(
        r.to_text()
            .contains("Does Juliet die? Yes.\n  • Reason for yes: Juliet's lover Romeo dies"),
        "the reason reads as the seed's:\n{}",
        r.to_text()
    );
    assert!(
        o.to_text().contains("Juliet's lover Romeo dies"),
        "a step of the simple method:\n{}",
        o.to_text()
    );
    let (r, o) = both(
        players.clone(),
        vec![
            act("Goon", "factional_kill", &["Romeo"]),
            act("Doc", "protect", &["Juliet"]),
        ],
    );
    for o in [&r, &o] {
        assert_eq!(dead(o), vec!["Juliet", "Romeo"], "{}", o.to_text());
    }
    let (r, o) = both(
        players,
        vec![
            act("Goon", "factional_kill", &["Romeo"]),
            act("Doc", "protect", &["Romeo"]),
        ],
    );
    for o in [&r, &o] {
        assert!(dead(o).is_empty(), "{}", o.to_text());
    }
}

// Either lover may name the other: the mafia shoot Juliet, who named nobody, and Romeo,
// who named her, dies with her. A vest on Romeo does not stop grief.
#[test]
fn ruling_n18_the_bond_goes_both_ways_and_a_vest_does_not_stop_grief() {
    let mut players = lovers(vec![mafia("Goon")]);
    players[1]["passives"]
        .as_array_mut()
        .unwrap()
        .push(serde_json::json!({"kind": "bulletproof"}));
    let (r, o) = both(players, vec![act("Goon", "factional_kill", &["Juliet"])]);
    for o in [&r, &o] {
        assert_eq!(dead(o), vec!["Juliet", "Romeo"], "{}", o.to_text());
    }
}

// A bus driver swaps Romeo and a stranger under the mafia's shot: the stranger dies, and
// the lovers live, as the swap decides Romeo's death and with it Juliet's; the simple
// method agrees, the swap going first.
#[test]
fn ruling_n18_grief_follows_the_death_wherever_the_kill_went() {
    let players = lovers(vec![mafia("Goon"), town("Stranger"), town("Driver")]);
    let (r, o) = both(
        players,
        vec![
            act("Goon", "factional_kill", &["Romeo"]),
            act("Driver", "swap", &["Romeo", "Stranger"]),
        ],
    );
    for o in [&r, &o] {
        assert_eq!(dead(o), vec!["Stranger"], "{}", o.to_text());
    }
}

// A day vigilante shoots Romeo: Juliet dies at once, and her own later shot is not taken.
#[test]
fn ruling_n18_a_lover_shot_by_day_takes_the_other_at_once() {
    let mut juliet = with(
        town("Juliet"),
        "passives",
        serde_json::json!([{"kind": "lover", "with": "Romeo"}]),
    );
    juliet["role"] = "day_vigilante".into();
    let text = serde_json::json!({"format": "omerta-night/1", "phase": "day",
        "players": [town("Vig"), town("Romeo"), juliet, mafia("Goon")],
        "actions": [act("Vig", "day_kill", &["Romeo"]), act("Juliet", "day_kill", &["Goon"])]})
    .to_string();
    let o = omerta_night::resolve_json(&text, true).unwrap();
    assert_eq!(dead(&o), vec!["Juliet", "Romeo"], "{}", o.to_text());
    assert!(
        o.to_text()
            .contains("Juliet's day_kill on Goon: Juliet was already dead"),
        "{}",
        o.to_text()
    );
}

// A lover must name a player other than themself.
#[test]
fn ruling_n18_a_lover_names_another_player() {
    let doc = |with: &str| document("rar", vec![lover_of("Romeo", with), town("Juliet")], vec![]);
    let e = omerta_night::resolve_json(&doc("Tybalt"), false)
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("players[0].passives[0]: with: \"Tybalt\" is not a player"),
        "{e}"
    );
    let e = omerta_night::resolve_json(&doc("Romeo"), false)
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("players[0].passives[0]: with: \"Romeo\" is the lover themself"),
        "{e}"
    );
    let e = omerta_night::resolve_json(
        &document(
            "rar",
            vec![with(
                town("Romeo"),
                "passives",
                serde_json::json!([{"kind": "lover"}]),
            )],
            vec![],
        ),
        false,
    )
    .unwrap_err()
    .to_string();
    assert!(e.contains("a lover needs \"with\""), "{e}");
}

fn lover_of(name: &str, lover: &str) -> Value {
    with(
        town(name),
        "passives",
        serde_json::json!([{"kind": "lover", "with": lover}]),
    )
}

fn mason(name: &str) -> Value {
    with(
        town(name),
        "passives",
        serde_json::json!([{"kind": "mason"}]),
    )
}

// Three masons know each other: each is told the other two, a roleblock on one changes
// nothing (a passive cannot be blocked), and a mason killed tonight was still known.
#[test]
fn ruling_n19_masons_know_each_other() {
    let players = vec![
        mason("Ann"),
        mason("Bob"),
        mason("Cat"),
        town("Dan"),
        mafia("Goon"),
        mafia("Blocker"),
    ];
    let (r, o) = both(
        players,
        vec![
            act("Goon", "factional_kill", &["Cat"]),
            act("Blocker", "block", &["Ann"]),
        ],
    );
    for o in [&r, &o] {
        assert_eq!(dead(o), vec!["Cat"], "{}", o.to_text());
        assert_eq!(
            o.masons,
            vec![
                ("Ann".to_owned(), names(&["Bob", "Cat"])),
                ("Bob".to_owned(), names(&["Ann", "Cat"])),
                ("Cat".to_owned(), names(&["Ann", "Bob"])),
            ]
        );
        assert!(
            o.to_text()
                .contains("Masons:\n  Ann knows the other masons: Bob, Cat\n"),
            "{}",
            o.to_text()
        );
        assert_eq!(
            o.to_json()["masons"][0],
            serde_json::json!({"to": "Ann", "masons": ["Bob", "Cat"]})
        );
    }
    // Two masons, each told of one; a lone mason of none.
    let o = rar(vec![mason("Ann"), mason("Bob"), mafia("Goon")], vec![]);
    assert!(
        o.to_text().contains("  Ann knows the other mason: Bob\n"),
        "{}",
        o.to_text()
    );
    let o = rar(vec![mason("Ann"), mafia("Goon")], vec![]);
    assert!(
        o.to_text().contains("  Ann knows no other mason\n"),
        "{}",
        o.to_text()
    );
    // A night without masons says nothing of them.
    let o = rar(vec![town("Dan"), mafia("Goon")], vec![]);
    assert!(o.to_json().get("masons").is_none());
}

fn serial_killer(name: &str) -> Value {
    serde_json::json!({"name": name, "alignment": "serial killer", "role": "serial_killer"})
}

// The serial killer kills on their own: the mafia's kill and the serial killer's both
// land. Two mafia kills are one too many (N14) and one is set aside; the serial killer's
// is not the mafia's and stands. A sane cop finds the serial killer not mafia (N9).
#[test]
fn ruling_n20_a_serial_killer_kills_on_their_own() {
    let players = vec![
        serial_killer("SK"),
        mafia("Goon"),
        mafia("Goon2"),
        town("A"),
        town("B"),
        town("C"),
        town("Cop"),
    ];
    let (r, o) = both(
        players,
        vec![
            act("SK", "kill", &["A"]),
            act("Goon", "factional_kill", &["B"]),
            act("Goon2", "factional_kill", &["C"]),
            act("Cop", "investigate", &["SK"]),
        ],
    );
    for o in [&r, &o] {
        assert_eq!(dead(o), vec!["A", "C"], "{}", o.to_text());
        assert_eq!(o.notes.len(), 1, "Goon's kill set aside: {:?}", o.notes);
        assert_eq!(
            info(o, "Cop"),
            &Info::Verdict(omerta_night::Verdict::Innocent)
        );
    }
}

// The serial killer and the mafia shoot each other: both die.
#[test]
fn ruling_n20_a_serial_killer_and_the_mafia_shoot_each_other() {
    let (r, o) = both(
        vec![serial_killer("SK"), mafia("Goon"), town("A")],
        vec![
            act("SK", "kill", &["Goon"]),
            act("Goon", "factional_kill", &["SK"]),
        ],
    );
    for o in [&r, &o] {
        assert_eq!(dead(o), vec!["Goon", "SK"], "{}", o.to_text());
    }
}

// A jester has no night action: a sane cop finds them innocent and a kill kills them; they
// win only by the lynch (the forum's ruling F41).
#[test]
fn ruling_n20_a_jester_is_vanilla_at_night() {
    let jester = serde_json::json!({"name": "Jester", "alignment": "jester", "role": "jester"});
    let (r, o) = both(
        vec![jester, mafia("Goon"), town("Cop")],
        vec![
            act("Goon", "factional_kill", &["Jester"]),
            act("Cop", "investigate", &["Jester"]),
        ],
    );
    for o in [&r, &o] {
        assert_eq!(dead(o), vec!["Jester"], "{}", o.to_text());
        assert_eq!(
            info(o, "Cop"),
            &Info::Verdict(omerta_night::Verdict::Innocent)
        );
    }
    let role = omerta_night::role::find("jester").unwrap();
    assert!(role.abilities.is_empty() && role.passives.is_empty());
    assert_eq!(role.win, omerta_night::Win::Lynched);
}

// A survivor wears a one-shot vest: it stops the mafia's kill; against the mafia's and the
// serial killer's kills on the same night it stops one, and the survivor dies (N5).
#[test]
fn ruling_n20_a_survivors_vest_stops_one_kill() {
    let survivor = vest(
        serde_json::json!({"name": "Survivor", "alignment": "survivor", "role": "survivor"}),
        Some(1),
    );
    let players = vec![survivor, mafia("Goon"), serial_killer("SK")];
    let (r, o) = both(
        players.clone(),
        vec![act("Goon", "factional_kill", &["Survivor"])],
    );
    for o in [&r, &o] {
        assert!(dead(o).is_empty(), "{}", o.to_text());
    }
    let (r, o) = both(
        players,
        vec![
            act("Goon", "factional_kill", &["Survivor"]),
            act("SK", "kill", &["Survivor"]),
        ],
    );
    for o in [&r, &o] {
        assert_eq!(dead(o), vec!["Survivor"], "{}", o.to_text());
    }
    let role = omerta_night::role::find("survivor").unwrap();
    assert_eq!(role.passives, &[omerta_night::Passive::Bulletproof]);
    assert_eq!(role.win, omerta_night::Win::Alive);
}

// Every role of the catalog is made of abilities and passives the documents accept, and
// its sentence names every component of them; names are unique.
#[test]
fn ruling_n15_every_role_is_a_sentence_of_its_components() {
    let mut seen = std::collections::HashSet::new();
    for role in omerta_night::ROLES {
        assert!(seen.insert(role.name), "{} listed twice", role.name);
        let sentence = role.sentence();
        assert!(sentence.starts_with(role.name) && sentence.ends_with('.'));
        for ability in role.abilities {
            assert_eq!(omerta_night::Ability::parse(ability.name()), Some(*ability));
            for component in ability.parts() {
                assert!(
                    sentence.contains(&format!("{} ({})", component.name(), component.describe())),
                    "{sentence}"
                );
            }
        }
        for passive in role.passives {
            assert!(sentence.contains(passive.name()), "{sentence}");
        }
        assert!(sentence.contains(role.win.describe()), "{sentence}");
    }
    for name in ["jester", "serial_killer", "survivor", "lover", "mason"] {
        assert!(omerta_night::role::find(name).is_some(), "{name}");
    }
    assert_eq!(
        omerta_night::role::find("serial_killer").unwrap().sentence(),
        "serial_killer (a faction of their own): the ability kill, made of kill (the target dies) and a visit; wins alone, a faction of their own, when the others can no longer make a majority without them (rule 8)."
    );
}
