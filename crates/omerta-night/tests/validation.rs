//! The contract's Errors section: every problem of a night document is reported at once,
//! each at its place (`actions[3]`, `players[1]`, `method`), and nothing a reader can send
//! makes `resolve_json` panic.

mod kit;
use kit::*;
use omerta_night::{resolve_json, Ability, Error, Night, Problem};
use proptest::prelude::*;
use serde_json::{json, Value};

fn players() -> Vec<Value> {
    vec![town("A"), town("B"), mafia("C"), town("X")]
}

fn doc(actions: Vec<Value>) -> Value {
    json!({"format": "omerta-night/1", "method": "rar", "players": players(), "actions": actions})
}

/// The problems of an invalid document; panics if it is valid or not JSON.
fn problems(doc: &Value) -> Vec<Problem> {
    match resolve_json(&doc.to_string(), true) {
        Err(Error::Invalid(problems)) => problems,
        Err(Error::Parse(e)) => panic!("a parse error, not problems: {e}"),
        Ok(o) => panic!("accepted: {}", o.to_text()),
    }
}

/// Exactly one problem, at `at`, whose message contains every one of `words`.
fn one_problem(doc: &Value, at: &str, words: &[&str]) {
    let found = problems(doc);
    assert_eq!(found.len(), 1, "{found:?}");
    assert_eq!(found[0].at, at, "{found:?}");
    for w in words {
        assert!(
            found[0].message.contains(w),
            "{:?} does not mention {w:?}",
            found[0].message
        );
    }
    // The display names the place too.
    let text = Error::Invalid(found.clone()).to_string();
    assert!(text.contains(at), "{text}");
}

fn accepted(doc: &Value) {
    if let Err(e) = resolve_json(&doc.to_string(), true) {
        panic!("rejected: {e}");
    }
}

// ---- Each error of the contract, naming the action by its index.

#[test]
fn unknown_actor_name() {
    let d = doc(vec![
        act("A", "visit", &["B"]),
        act("A", "visit", &["C"]),
        act("A", "visit", &["X"]),
        act("Zed", "kill", &["A"]),
    ]);
    one_problem(&d, "actions[3]", &["actor", "Zed"]);
}

#[test]
fn unknown_target_name() {
    let d = doc(vec![act("A", "visit", &["B"]), act("A", "kill", &["Zed"])]);
    one_problem(&d, "actions[1]", &["target", "Zed"]);
    // The second target of a two-target ability too.
    let d = doc(vec![act("A", "redirect", &["B", "Zed"])]);
    one_problem(&d, "actions[0]", &["Zed"]);
}

#[test]
fn names_are_case_sensitive() {
    let d = doc(vec![act("a", "visit", &["B"])]);
    one_problem(&d, "actions[0]", &["\"a\""]);
}

#[test]
fn wrong_number_of_targets_for_every_ability() {
    for ability in Ability::ALL {
        let name = ability.name();
        let wrong: Vec<Vec<&str>> = match ability.arity() {
            1 => vec![vec![], vec!["A", "B"], vec!["A", "B", "C"]],
            2 => vec![vec![], vec!["A"], vec!["A", "B", "C"]],
            // omerta's addition: a commute targets nobody.
            0 => vec![vec!["A"], vec!["A", "B"]],
            n => panic!("an arity the contract does not have: {n}"),
        };
        // A day action is given in a day document, beside another day action.
        let (other, phase) = if ability.by_day() {
            ("day_kill", "day")
        } else {
            ("visit", "night")
        };
        for targets in wrong {
            let mut d = doc(vec![act("X", other, &["A"]), act("X", name, &targets)]);
            d["phase"] = phase.into();
            one_problem(&d, "actions[1]", &[name, "takes"]);
        }
        // And the right number is accepted.
        let right: Vec<&str> = ["A", "B"][..ability.arity()].to_vec();
        let mut d = doc(vec![act("X", name, &right)]);
        d["phase"] = phase.into();
        accepted(&d);
    }
}

#[test]
fn missing_targets_is_zero_targets() {
    let d = doc(vec![json!({"actor": "A", "ability": "kill"})]);
    one_problem(&d, "actions[0]", &["kill", "takes 1", "not 0"]);
}

#[test]
fn two_target_ability_needs_two_different_players() {
    let d = doc(vec![act("X", "swap", &["A", "A"])]);
    one_problem(&d, "actions[0]", &["swap", "two different"]);
}

#[test]
fn unsupported_ability() {
    let d = doc(vec![act("A", "visit", &["B"]), act("A", "fly", &["B"])]);
    one_problem(&d, "actions[1]", &["unsupported ability", "fly"]);
    // Abilities are lower case, as the contract writes them.
    let d = doc(vec![act("A", "Kill", &["B"])]);
    one_problem(&d, "actions[0]", &["Kill"]);
}

#[test]
fn missing_actor_or_ability() {
    let d = doc(vec![json!({"ability": "kill", "targets": ["A"]})]);
    one_problem(&d, "actions[0]", &["actor"]);
    let d = doc(vec![json!({"actor": "B", "targets": ["A"]})]);
    one_problem(&d, "actions[0]", &["ability"]);
}

#[test]
fn unsupported_method() {
    let mut d = doc(vec![]);
    d["method"] = json!("natural");
    one_problem(&d, "method", &["natural"]);
    // Both supported methods, and none (RAR by default), are accepted.
    for method in [json!("rar"), json!("ordered"), Value::Null] {
        let mut d = doc(vec![act("A", "kill", &["B"])]);
        if method.is_null() {
            d.as_object_mut().unwrap().remove("method");
        } else {
            d["method"] = method;
        }
        accepted(&d);
    }
}

#[test]
fn self_target_without_self_target() {
    for (ability, targets) in [
        ("kill", vec!["A"]),
        ("protect", vec!["A"]),
        ("investigate", vec!["A"]),
        ("redirect", vec!["A", "B"]),
        ("redirect", vec!["B", "A"]),
        ("swap", vec!["B", "A"]),
    ] {
        let d = doc(vec![act("B", "visit", &["C"]), act("A", ability, &targets)]);
        one_problem(&d, "actions[1]", &["A", "themself", "self_target"]);
    }
    // "self_target": false says the same as no field.
    let d = json!({
        "format": "omerta-night/1",
        "players": [with(town("A"), "self_target", json!(false)), town("B")],
        "actions": [act("A", "protect", &["A"])],
    });
    one_problem(&d, "actions[0]", &["themself"]);
}

#[test]
fn self_target_allowed_with_self_target() {
    let d = json!({
        "format": "omerta-night/1",
        "players": [with(town("A"), "self_target", json!(true)), town("B")],
        "actions": [
            act("A", "protect", &["A"]),
            act("A", "investigate", &["A"]),
            act("A", "swap", &["A", "B"]),
        ],
    });
    accepted(&d);
}

#[test]
fn duplicate_player_names() {
    let d = json!({
        "format": "omerta-night/1",
        "players": [town("A"), town("B"), mafia("A")],
        "actions": [],
    });
    one_problem(&d, "players[2]", &["\"A\"", "twice"]);
}

#[test]
fn missing_player_name_or_alignment() {
    let d = json!({
        "format": "omerta-night/1",
        "players": [{"alignment": "town"}, town("B")],
    });
    one_problem(&d, "players[0]", &["name"]);
    let d = json!({
        "format": "omerta-night/1",
        "players": [town("A"), {"name": "B"}],
    });
    one_problem(&d, "players[1]", &["alignment"]);
}

#[test]
fn unknown_sanity() {
    let d = json!({
        "format": "omerta-night/1",
        "players": [town("A"), with(town("Cop"), "sanity", json!("crazy"))],
    });
    one_problem(&d, "players[1]", &["sanity", "crazy"]);
    for sanity in ["sane", "insane", "paranoid", "naive"] {
        accepted(&json!({
            "format": "omerta-night/1",
            "players": [town("A"), with(town("Cop"), "sanity", json!(sanity))],
            "actions": [act("Cop", "investigate", &["A"])],
        }));
    }
}

#[test]
fn unknown_appears() {
    let d = json!({
        "format": "omerta-night/1",
        "players": [with(mafia("G"), "appears", json!("town"))],
    });
    one_problem(&d, "players[0]", &["appear", "town"]);
    for appears in ["innocent", "guilty"] {
        accepted(&json!({
            "format": "omerta-night/1",
            "players": [with(mafia("G"), "appears", json!(appears))],
        }));
    }
}

#[test]
fn unknown_passive_kind() {
    let d = json!({
        "format": "omerta-night/1",
        "players": [
            town("A"),
            with(town("B"), "passives", json!([{"kind": "bulletproof"}, {"kind": "ninja"}])),
        ],
    });
    one_problem(&d, "players[1].passives[1]", &["passive", "ninja"]);
    let d = json!({
        "format": "omerta-night/1",
        "players": [with(town("B"), "passives", json!([{"shots": 1}]))],
    });
    one_problem(&d, "players[0].passives[0]", &["kind"]);
}

#[test]
fn vest_shots_must_be_at_least_one() {
    for shots in [0, -1] {
        let d = json!({
            "format": "omerta-night/1",
            "players": [with(town("B"), "passives", json!([{"kind": "bulletproof", "shots": shots}]))],
        });
        one_problem(&d, "players[0].passives[0]", &["shots"]);
    }
    accepted(&json!({
        "format": "omerta-night/1",
        "players": [
            vest(town("A"), Some(1)),
            vest(town("B"), Some(3)),
            vest(town("C"), None),
            pgo(town("D")),
        ],
    }));
}

#[test]
fn bad_format() {
    let mut d = doc(vec![]);
    d["format"] = json!("omerta-night/2");
    one_problem(&d, "format", &["omerta-night/2"]);
    let mut d = doc(vec![]);
    d.as_object_mut().unwrap().remove("format");
    one_problem(&d, "format", &["omerta-night/1"]);
    // The empty object: a missing format is its only problem (an empty night is a night).
    match resolve_json("{}", false) {
        Err(Error::Invalid(p)) => assert_eq!(p.len(), 1, "{p:?}"),
        other => panic!("{other:?}"),
    }
}

// ---- Every problem at once.

/// Issue 28: a document of another format is not read further; its other faults would be
/// noise (a 150 MB document of another rule set reported six million of them).
#[test]
fn a_wrong_format_is_the_only_problem_reported() {
    let d = json!({
        "format": "omerta-night/0",
        "method": "nar",
        "players": [town("A"), town("A")],
        "actions": [act("Ghost", "kill", &["Phantom"])],
    });
    let found = problems(&d);
    assert_eq!(found.len(), 1, "{found:#?}");
    assert_eq!(found[0].at, "format");
    assert!(
        found[0].message.contains("omerta-night/0"),
        "{}",
        found[0].message
    );
}

#[test]
fn several_problems_reported_at_once_in_document_order() {
    let d = json!({
        "format": "omerta-night/1",
        "method": "nar",
        "players": [
            with(town("Cop"), "sanity", json!("sober")),
            with(town("B"), "passives", json!([{"kind": "doctor"}])),
            town("Cop"),
            town("C"),
        ],
        "actions": [
            act("Cop", "investigate", &["C"]),
            act("Zed", "kill", &["C"]),
            act("B", "kill", &["Nobody"]),
            act("B", "redirect", &["C"]),
            act("B", "teleport", &["C"]),
            act("C", "protect", &["C"]),
            act("Ghost", "kill", &["Phantom"]),
            act("B", "visit", &["C"]),
        ],
    });
    let found = problems(&d);
    let places: Vec<&str> = found.iter().map(|p| p.at.as_str()).collect();
    assert_eq!(
        places,
        vec![
            "method",
            "players[0]",
            "players[1].passives[0]",
            "players[2]",
            "actions[1]",
            "actions[2]",
            "actions[3]",
            "actions[4]",
            "actions[5]",
            "actions[6]",
            "actions[6]",
        ],
        "{found:#?}"
    );
    assert_eq!(found.len(), 11);
    // Each names what is wrong.
    assert!(found[4].message.contains("Zed"));
    assert!(found[5].message.contains("Nobody"));
    assert!(found[6].message.contains("redirect"));
    assert!(found[7].message.contains("teleport"));
    assert!(found[8].message.contains("themself"));
    assert!(found[9].message.contains("Ghost"));
    assert!(found[10].message.contains("Phantom"));
    // The text lists them all.
    let text = Error::Invalid(found).to_string();
    assert!(text.starts_with("11 problems found:"), "{text}");
    assert_eq!(text.lines().count(), 12, "{text}");
}

#[test]
fn valid_actions_are_not_reported_beside_bad_ones() {
    let d = doc(vec![
        act("A", "kill", &["B"]),
        act("A", "kill", &["Zed"]),
        act("C", "factional_kill", &["X"]),
    ]);
    let found = problems(&d);
    assert_eq!(found.len(), 1, "{found:?}");
    assert_eq!(found[0].at, "actions[1]");
}

// ---- Not a night document at all.

#[test]
fn non_json_is_a_parse_error() {
    for text in [
        "",
        "not json",
        "{",
        "{\"format\": \"omerta-night/1\",}",
        "[]",
        "42",
        "null",
        "\"omerta-night/1\"",
    ] {
        match resolve_json(text, false) {
            Err(Error::Parse(message)) => assert!(!message.is_empty()),
            other => panic!("{text:?}: {other:?}"),
        }
        assert!(Night::from_json(text).is_err());
    }
}

#[test]
fn wrong_json_types_are_parse_errors() {
    for d in [
        json!({"format": "omerta-night/1", "players": {}}),
        json!({"format": "omerta-night/1", "players": [town("A")], "actions": [{"actor": "A", "ability": "kill", "targets": "A"}]}),
        json!({"format": 1}),
        json!({"format": "omerta-night/1", "players": [with(town("A"), "self_target", json!("yes"))]}),
        json!({"format": "omerta-night/1", "players": [with(town("A"), "passives", json!([{"kind": "bulletproof", "shots": "two"}]))]}),
    ] {
        match resolve_json(&d.to_string(), false) {
            Err(Error::Parse(message)) => {
                assert!(Error::Parse(message)
                    .to_string()
                    .contains("not a valid night"))
            }
            other => panic!("{d}: {other:?}"),
        }
    }
}

#[test]
fn unknown_fields_are_accepted() {
    // The project may add fields; a reader of this version ignores what it does not know.
    let d = json!({
        "format": "omerta-night/1",
        "night": 3,
        "players": [with(town("A"), "note", json!("x")), town("B")],
        "actions": [{"actor": "A", "ability": "kill", "targets": ["B"], "comment": "hm"}],
    });
    accepted(&d);
}

// ---- Never a panic.

fn valid_text() -> String {
    document(
        "rar",
        vec![
            with(town("Noodle"), "self_target", json!(true)),
            vest(town("Gorny"), Some(1)),
            pgo(town("Paranoid")),
            mafia("Pyro"),
            town("Bad Ash"),
            town("Caluin"),
        ],
        vec![
            act("Noodle", "investigate", &["Noodle"]),
            act("Bad Ash", "swap", &["Pyro", "Caluin"]),
            act("Pyro", "factional_kill", &["Gorny"]),
            act("Caluin", "protect", &["Pyro"]),
            act("Noodle", "track", &["Paranoid"]),
            act("Gorny", "watch", &["Pyro"]),
            act("Caluin", "redirect", &["Pyro", "Noodle"]),
        ],
    )
}

#[test]
fn truncated_documents_never_panic() {
    let text = valid_text();
    assert!(resolve_json(&text, true).is_ok());
    for (end, _) in text.char_indices() {
        let cut = &text[..end];
        assert!(resolve_json(cut, true).is_err(), "{cut}");
    }
    // Cut from the front too.
    for (start, _) in text.char_indices().skip(1) {
        let _ = resolve_json(&text[start..], true);
    }
}

#[test]
fn garbage_never_panics() {
    let deep_array = "[".repeat(100_000);
    let deep_object = "{\"a\":".repeat(100_000);
    let long_name = "N".repeat(100_000);
    let texts = [
        "\u{0}".to_string(),
        "\u{feff}{}".to_string(),
        "{\"format\": \"omerta-night/1\", \"players\": [null]}".to_string(),
        "{\"format\": \"omerta-night/1\", \"actions\": [null]}".to_string(),
        "{\"format\": \"omerta-night/1\", \"players\": [{\"name\": \"\", \"alignment\": \"town\"}]}"
            .to_string(),
        "{\"format\": \"omerta-night/1\", \"players\": [{\"name\": \"A\", \"alignment\": \"town\", \"passives\": [{\"kind\": \"bulletproof\", \"shots\": 99999999999999999999}]}]}"
            .to_string(),
        "{\"format\": \"omerta-night/1\", \"players\": [{\"name\": \"A\", \"alignment\": \"town\", \"passives\": [{\"kind\": \"bulletproof\", \"shots\": 1.5}]}]}"
            .to_string(),
        format!("{{\"format\": \"omerta-night/1\", \"players\": [{{\"name\": \"{long_name}\", \"alignment\": \"town\"}}]}}"),
        deep_array,
        deep_object,
        "\"\\ud800\"".to_string(),
        "{\"format\": \"omerta-night/1\", \"format\": \"omerta-night/1\"}".to_string(),
    ];
    for text in &texts {
        let _ = resolve_json(text, true);
    }
}

fn name() -> impl Strategy<Value = String> {
    prop_oneof![
        Just("A".to_string()),
        Just("B".to_string()),
        Just("C".to_string()),
        Just("D".to_string()),
        Just("Zed".to_string()),
        Just(String::new()),
    ]
}

fn ability() -> impl Strategy<Value = String> {
    prop_oneof![
        proptest::sample::select(Ability::ALL.iter().map(|a| a.name()).collect::<Vec<_>>())
            .prop_map(str::to_string),
        Just("fly".to_string()),
    ]
}

fn action() -> impl Strategy<Value = Value> {
    (name(), ability(), prop::collection::vec(name(), 0..4)).prop_map(
        |(actor, ability, targets)| json!({"actor": actor, "ability": ability, "targets": targets}),
    )
}

fn player() -> impl Strategy<Value = Value> {
    (
        name(),
        prop_oneof![Just("town"), Just("mafia"), Just("cult")],
        any::<bool>(),
        prop_oneof![Just(0u8), Just(1), Just(2), Just(3)],
        prop_oneof![
            Just("sane"),
            Just("insane"),
            Just("paranoid"),
            Just("naive")
        ],
    )
        .prop_map(|(name, alignment, self_target, passive, sanity)| {
            let passives = match passive {
                0 => json!([]),
                1 => json!([{"kind": "bulletproof", "shots": 1}]),
                2 => json!([{"kind": "bulletproof"}]),
                _ => json!([{"kind": "paranoid_gun_owner"}]),
            };
            json!({"name": name, "alignment": alignment, "self_target": self_target,
                   "sanity": sanity, "passives": passives})
        })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    /// Arbitrary text: an error or an outcome, never a panic.
    #[test]
    fn arbitrary_text_never_panics(text in "\\PC{0,200}") {
        let _ = resolve_json(&text, true);
    }

    /// Arbitrary bytes spliced into a valid document.
    #[test]
    fn corrupted_documents_never_panic(at in 0usize..2000, junk in "[\\[\\]{}\",:0-9a-z ]{0,8}") {
        let text = valid_text();
        let mut at = at.min(text.len());
        while !text.is_char_boundary(at) {
            at -= 1;
        }
        let spliced = format!("{}{}{}", &text[..at], junk, &text[at..]);
        let _ = resolve_json(&spliced, true);
    }

    /// Documents of the right shape with any mix of good and bad names: either every
    /// problem is at a real place, or the night resolves by both methods.
    #[test]
    fn structured_nights_never_panic(
        players in prop::collection::vec(player(), 0..6),
        actions in prop::collection::vec(action(), 0..7),
    ) {
        for method in ["rar", "ordered"] {
            let text = document(method, players.clone(), actions.clone());
            match resolve_json(&text, true) {
                Ok(o) => {
                    let mut sorted = o.deaths.clone();
                    sorted.sort();
                    prop_assert_eq!(&sorted, &o.deaths);
                }
                Err(Error::Invalid(problems)) => {
                    prop_assert!(!problems.is_empty());
                    for p in &problems {
                        prop_assert!(
                            p.at.starts_with("players[") || p.at.starts_with("actions["),
                            "{}", p
                        );
                    }
                }
                Err(Error::Parse(e)) => prop_assert!(false, "a parse error for JSON of the right shape: {}", e),
            }
        }
    }
}
