//! The whole-setup check (D25) and the setup file (D26): every problem at once, each at
//! its place; a file that is not a setup file told apart from a setup with problems.

use omerta_live::forum::setup_file::{self, FileError, SetupFile, FORMAT, MAX_FILE_BYTES};
use omerta_live::forum::{check_setup, recorded_setup, ForumEvent, ForumGame, Setup};
use omerta_live::hosted::LobbyCommand;
use omerta_live::{Actor, Event, Hosted};
use proptest::prelude::*;
use serde_json::{json, Value};

fn good() -> Value {
    json!({
        "game": {"day_hours": 48, "night_hours": 24},
        "deal": "given",
        "roles": [
            {"faction": "town", "role": "cop"},
            {"faction": "town"},
            {"faction": "town", "role": "doctor"},
            {"faction": "mafia", "role": "goon"}
        ]
    })
}

fn setup(value: Value) -> Setup {
    serde_json::from_value(value).expect("a setup's shape")
}

fn places(value: Value, players: Option<&[String]>) -> Vec<String> {
    check_setup(&setup(value), players)
        .into_iter()
        .map(|p| p.at)
        .collect()
}

fn names(n: usize) -> Vec<String> {
    ["Pyro", "Noodle", "Dredd", "Ash", "Mir", "Kat"][..n]
        .iter()
        .map(|s| s.to_string())
        .collect()
}

#[test]
fn a_good_setup_has_no_problem() {
    assert!(places(good(), None).is_empty());
    assert!(places(good(), Some(&names(4))).is_empty());
}

#[test]
fn every_problem_is_reported_at_once_with_its_place() {
    let bad = json!({
        "game": {"normality": 9, "day_hours": 0, "night_hours": 9000},
        "deal": "given",
        "roles": [
            {"faction": ""},
            {"faction": "town", "role": "x".repeat(61)},
            {"faction": "town", "abilities": ["investigate", "telepathy"]},
            {"faction": "mafia", "night": {"sanity": "confused"}},
            {"faction": "mafia", "night": {"mood": 1}}
        ],
        "aliases": {"Nobody": ["A\u{7}"], "Pyro": ["noodle"]}
    });
    let found = places(bad.clone(), Some(&names(4)));
    assert_eq!(
        found,
        [
            "/game/normality",
            "/game/day_hours",
            "/game/night_hours",
            "/roles",
            "/roles/0/faction",
            "/roles/1/role",
            "/roles/2/abilities/1",
            "/roles/3/night",
            "/roles/4/night/mood",
            "/aliases/Nobody",
            "/aliases/Nobody/0",
            "/aliases/Pyro/0",
        ]
    );
    // Every problem is a sentence.
    for p in check_setup(&setup(bad), Some(&names(4))) {
        assert!(p.message.ends_with('.'), "{p:?}");
        let first = p.message.chars().next().unwrap();
        assert!(first.is_uppercase() || first.is_ascii_digit(), "{p:?}");
    }
}

#[test]
fn the_counts_depend_on_the_deal_and_the_players() {
    let mut random = good();
    random["deal"] = json!("random");
    assert!(places(random.clone(), Some(&names(3))).is_empty());
    assert_eq!(places(random, Some(&names(5))), ["/roles"]);
    assert_eq!(places(good(), Some(&names(5))), ["/roles"]);
    assert_eq!(places(json!({"roles": []}), None), ["/roles"]);
    assert_eq!(places(good(), Some(&names(2))), [""]);
    // Without players (a saved setup), no count is wrong but none.
    let mut two = good();
    two["roles"].as_array_mut().unwrap().truncate(2);
    assert!(places(two, None).is_empty());
}

#[test]
fn a_slash_or_tilde_in_a_name_is_escaped_in_the_place() {
    let mut s = good();
    s["aliases"] = json!({"a/b~c": ["Pyro"]});
    assert_eq!(
        places(s, Some(&names(4))),
        ["/aliases/a~1b~0c", "/aliases/a~1b~0c/0"]
    );
}

#[test]
fn a_hundred_thousand_roles_are_one_problem() {
    let roles: Vec<Value> = (0..100_000).map(|_| json!({"faction": ""})).collect();
    let found = check_setup(&setup(json!({"roles": roles})), None);
    assert!(found[0].message.contains("at most 2000 roles"), "{found:?}");
    assert!(found.len() <= 1 + omerta_live::forum::MAX_ROLES);
}

/// The start refuses with every problem, not the first (one rule, one function).
#[test]
fn the_start_refuses_with_every_problem() {
    let mut game = Hosted::<ForumGame>::create("t", 1, 0).unwrap().event;
    let mut table = Hosted::<ForumGame>::replay([&game]).unwrap();
    for (i, name) in names(4).iter().enumerate() {
        let events = table
            .handle(
                Actor::account(i as i64 + 10),
                omerta_live::Command::Lobby(LobbyCommand::Join { name: name.clone() }),
                0,
                0,
            )
            .unwrap();
        for e in events {
            table.apply(&e.event);
            game = e.event;
        }
    }
    let _ = game;
    let mut bad = good();
    bad["roles"][0]["faction"] = json!("");
    bad["roles"][1]["abilities"] = json!(["x"]);
    let refusal = table
        .handle(
            Actor::account(1),
            omerta_live::Command::Lobby(LobbyCommand::Start { setup: setup(bad) }),
            1,
            0,
        )
        .unwrap_err();
    assert!(
        refusal.message.contains("2 problems"),
        "{}",
        refusal.message
    );
    assert!(refusal.message.contains("/roles/0/faction"));
    assert!(refusal.message.contains("/roles/1/abilities/0"));
}

fn file(setup: Value) -> String {
    json!({"format": FORMAT, "name": "Mountainous", "setup": setup}).to_string()
}

#[test]
fn a_file_reads_back_as_written() {
    let written = SetupFile::new("Mountainous", "Four players.", setup(good())).to_text();
    let read = setup_file::read(&written).unwrap();
    assert_eq!(read.name, "Mountainous");
    assert_eq!(read.setup, setup(good()));
}

#[test]
fn the_examples_file_is_a_good_setup() {
    let text = include_str!("../../../examples/forum-setups/mountainous.json");
    setup_file::read(text).unwrap();
}

fn parse_error(text: &str) -> (String, Option<usize>, String) {
    match setup_file::read(text) {
        Err(FileError::Parse(p) | FileError::Shape(p)) => (p.at, p.line, p.message),
        other => panic!("{other:?}"),
    }
}

fn invalid(text: &str) -> Vec<String> {
    match setup_file::read(text) {
        Err(FileError::Invalid(problems)) => problems.into_iter().map(|p| p.at).collect(),
        other => panic!("{other:?}"),
    }
}

#[test]
fn parse_errors_are_apart_from_rule_problems() {
    let (at, line, message) = parse_error("{\"format\": \"omerta-forum-setup/1\",\n\"name\": ");
    assert_eq!((at.as_str(), line), ("/name", Some(2)));
    assert!(message.starts_with("The file is not JSON"), "{message}");
    // A wrong type: where, with the path.
    let text = file(json!({"roles": [{"faction": "town"}, {"faction": 3}]}));
    let (at, _, message) = parse_error(&text);
    assert_eq!(at, "/setup/roles/1/faction");
    assert!(message.contains("not a setup file's shape"), "{message}");
    // An unknown field.
    let text = json!({"format": FORMAT, "name": "x", "setup": good(), "colour": 1}).to_string();
    assert!(parse_error(&text).2.contains("colour"));
    // Trailing text.
    assert!(parse_error(&format!("{} x", file(good())))
        .2
        .contains("not JSON"));
    // Rule problems: every one, under /setup.
    let mut bad = good();
    bad["roles"][0]["faction"] = json!("");
    bad["game"]["day_hours"] = json!(0);
    let text = json!({"format": FORMAT, "name": "\u{1}", "description": "a\u{0}", "setup": bad})
        .to_string();
    assert_eq!(
        invalid(&text),
        [
            "/name",
            "/description",
            "/setup/game/day_hours",
            "/setup/roles/0/faction"
        ]
    );
}

#[test]
fn hostile_files_are_refused_with_sentences() {
    // 10 MB.
    let big = format!(
        "{{\"format\": \"{FORMAT}\", \"x\": \"{}\"}}",
        "a".repeat(10 << 20)
    );
    assert!(parse_error(&big).2.contains("at most"));
    assert!(big.len() > MAX_FILE_BYTES);
    // Deep nesting.
    let deep = format!("{}{}", "[".repeat(100_000), "]".repeat(100_000));
    assert!(parse_error(&deep).2.contains("not"));
    let deep = format!(
        "{{\"format\": \"{FORMAT}\", \"name\": \"x\", \"setup\": {{\"roles\": [{{\"faction\": \"t\", \"night\": {}1{}}}]}}}}",
        "{\"a\":".repeat(5_000),
        "}".repeat(5_000)
    );
    assert!(!parse_error(&deep).2.is_empty());
    // An unknown or missing format.
    assert_eq!(
        invalid(&json!({"format": "omerta-forum/1"}).to_string()),
        ["/format"]
    );
    assert_eq!(invalid(&json!({"name": "x"}).to_string()), ["/format"]);
    assert_eq!(invalid(&json!({"format": 7}).to_string()), ["/format"]);
    // A 10,000-character name: a sentence that does not repeat it.
    let text = json!({"format": FORMAT, "name": "n".repeat(10_000), "setup": good()}).to_string();
    match setup_file::read(&text) {
        Err(FileError::Invalid(p)) => {
            assert_eq!(p[0].at, "/name");
            assert!(p[0].message.len() < 200);
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn the_setup_a_game_was_dealt_from_is_recorded() {
    let given = setup(good());
    let events = start(&given);
    assert_eq!(recorded_setup(events.iter()), Some(given.clone()));
    // A game started before the setup was kept: rebuilt from the deal, as given.
    let old: Vec<ForumEvent> = events
        .into_iter()
        .map(|e| match e {
            ForumEvent::Dealt { slots, .. } => ForumEvent::Dealt { slots, setup: None },
            e => e,
        })
        .collect();
    let rebuilt = recorded_setup(old.iter()).unwrap();
    assert_eq!(rebuilt.roles.len(), 4);
    assert_eq!(rebuilt.roles[0].role.as_deref(), Some("cop"));
    assert!(check_setup(&rebuilt, Some(&names(4))).is_empty());
}

fn start(setup: &Setup) -> Vec<ForumEvent> {
    let mut game =
        Hosted::<ForumGame>::replay([&Hosted::<ForumGame>::create("t", 1, 0).unwrap().event])
            .unwrap();
    for (i, name) in names(4).iter().enumerate() {
        for e in game
            .handle(
                Actor::account(i as i64 + 10),
                omerta_live::Command::Lobby(LobbyCommand::Join { name: name.clone() }),
                0,
                0,
            )
            .unwrap()
        {
            game.apply(&e.event);
        }
    }
    game.handle(
        Actor::account(1),
        omerta_live::Command::Lobby(LobbyCommand::Start {
            setup: setup.clone(),
        }),
        7,
        0,
    )
    .unwrap()
    .into_iter()
    .filter_map(|e| match e.event {
        Event::Game(g) => Some(g),
        Event::Lobby(_) => None,
    })
    .collect()
}

/// A role's field drawn good or bad.
fn role() -> impl Strategy<Value = (Value, Vec<&'static str>)> {
    (
        prop::sample::select(vec![
            ("town", None),
            ("", Some("faction")),
            ("\u{0}x", Some("faction")),
        ]),
        prop::sample::select(vec![
            (None, None),
            (Some("cop"), None),
            (Some("\u{7}x"), Some("role")),
        ]),
        prop::sample::select(vec![
            (None, None),
            (Some("protect"), None),
            (Some("fly"), Some("abilities/0")),
        ]),
        prop::sample::select(vec![
            (None, None),
            (Some(json!({"sanity": "naive"})), None),
            (Some(json!({"x": 1})), Some("night/x")),
        ]),
    )
        .prop_map(|((f, fb), (r, rb), (a, ab), (n, nb))| {
            let mut v = json!({"faction": f});
            if let Some(r) = r {
                v["role"] = json!(r);
            }
            if let Some(a) = a {
                v["abilities"] = json!([a]);
            }
            if let Some(n) = n {
                v["night"] = n;
            }
            (v, [fb, rb, ab, nb].into_iter().flatten().collect())
        })
}

proptest! {
    /// Each bad field is reported once, at its place, whatever else is wrong.
    #[test]
    fn every_bad_field_is_found(roles in prop::collection::vec(role(), 1..12)) {
        let expected: Vec<String> = roles
            .iter()
            .enumerate()
            .flat_map(|(i, (_, bad))| bad.iter().map(move |b| format!("/roles/{i}/{b}")))
            .collect();
        let value = json!({"deal": "random", "roles": roles.iter().map(|(v, _)| v.clone()).collect::<Vec<_>>()});
        prop_assert_eq!(places(value.clone(), None), expected.clone());
        // The same through a file, under /setup.
        let text = file(value);
        let found: Vec<String> = match setup_file::read(&text) {
            Ok(_) => Vec::new(),
            Err(e) => e.problems().into_iter().map(|p| p.at).collect(),
        };
        let under: Vec<String> = expected.iter().map(|p| format!("/setup{p}")).collect();
        prop_assert_eq!(found, under);
    }

    /// Any text: a file or problems, never a panic.
    #[test]
    fn any_text_is_read_or_refused(text in any::<String>()) {
        let _ = setup_file::read(&text);
    }
}
