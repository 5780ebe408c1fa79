//! The seed's templates as BBCode and JSON, and a night of the thread resolved.

use omerta_forum::{night_document, resolve_night, Report, Thread};
use serde_json::{json, Value};

const START: &str = "2026-03-16T20:00:00Z";
const NIGHT_1: i64 = 2880;
const DAY_2: i64 = 4320;

fn at(minutes: i64) -> String {
    omerta_forum::time::format(omerta_forum::time::parse(START).unwrap() + minutes * 60)
}

fn post(id: u64, author: &str, minute: i64, body: &str) -> Value {
    json!({"id": id, "author": author, "time": at(minute), "body": body})
}

fn parse(doc: Value) -> Thread {
    Thread::from_json(&doc.to_string()).unwrap_or_else(|e| panic!("{e}"))
}

/// Seven players (majority 4, lock 5); Gorny is replaced by Zarniwoop; Dredd dies in night 1.
fn small_thread(posts: Vec<Value>, extra_events: Vec<Value>) -> Thread {
    let mut events = vec![
        json!({"type": "replacement", "player": "Gorny", "in": "Zarniwoop", "time": at(60)}),
        json!({"type": "death", "death": "night", "player": "Dredd", "time": at(DAY_2)}),
    ];
    events.extend(extra_events);
    parse(json!({
        "format": "omerta-forum/1",
        "game": {"day_hours": 48, "night_hours": 24, "starts_with": "day", "lock": true},
        "host": "Host",
        "players": [
            {"name": "Noodle", "faction": "town", "role": "cop"},
            {"name": "Bad Ash", "faction": "town", "role": "bus driver"},
            {"name": "Leo", "faction": "mafia", "role": "goon"},
            {"name": "Gorny", "faction": "town", "role": "vanilla"},
            {"name": "Pyro", "faction": "Mafia", "role": "hitman", "aliases": ["Pyrotechnician"]},
            {"name": "Dredd", "faction": "town", "role": "vanilla"},
            {"name": "Caluin", "faction": "town", "role": "doc"}
        ],
        "start": START,
        "posts": posts,
        "events": events,
        "nights": [
            {"number": 1, "method": "rar",
             "players": [{"name": "zarniwoop", "passives": [{"kind": "bulletproof", "shots": 1}]}],
             "actions": [
                 {"actor": "Noodle", "ability": "investigate", "targets": ["Pyrotechnician"]},
                 {"actor": "Pyro", "ability": "factional_kill", "targets": ["Gorny"]},
                 {"actor": "Leo", "ability": "factional_kill", "targets": ["Dredd"]},
                 {"actor": "Caluin", "ability": "protect", "targets": ["Leo"]}
             ]}
        ],
    }))
}

fn day_one_votes() -> Vec<Value> {
    vec![
        post(1, "Noodle", 10, "[b]Vote: Pyro[/b]"),
        post(2, "Bad Ash", 11, "[b]Vote: Pyro[/b]"),
        post(3, "Leo", 12, "[b]Vote: Noodle[/b]"),
        post(4, "Zarniwoop", 70, "[b]Vote: Pyro[/b]"),
    ]
}

#[test]
fn bbcode_templates_of_a_small_thread() {
    let t = small_thread(day_one_votes(), vec![]);
    let report = Report::new(&t, Some(4)).unwrap();
    let expected = "\
[b]List of Players:[/b]
1. Noodle
2. Bad Ash
3. Leo
4. Gorny → Zarniwoop
5. Pyro
6. Dredd
7. Caluin

[b]Players alive:[/b]
Noodle
Bad Ash
Leo
Zarniwoop
Pyro
Dredd
Caluin

[b]Players dead:[/b]
None yet.

[b]Vote Tallies:[/b]
Day 1
With 7 players alive, 4 votes are a majority and lynch; 5 votes lock the lynch.
[b]Pyro[/b] (3): Noodle, Bad Ash, Zarniwoop (L-1)
[b]Noodle[/b] (1): Leo (L-3)
Not voting (3): Pyro, Dredd, Caluin
";
    assert_eq!(report.to_bbcode(), expected);
}

#[test]
fn replacements_are_shown_only_once_made() {
    let t = small_thread(day_one_votes(), vec![]);
    let early = Report::new(&t, Some(1)).unwrap();
    assert_eq!(early.players()[3], "Gorny");
    assert!(early.alive().contains(&"Gorny".to_owned()));
    let late = Report::new(&t, None).unwrap();
    assert_eq!(late.players()[3], "Gorny → Zarniwoop");
}

// Rule 7: "(Add language here for the number that is the majority and the number that
// would cause a lock.)"
#[test]
fn rule_7_sentence() {
    let t = small_thread(vec![], vec![]);
    let report = Report::new(&t, None).unwrap();
    // Dredd is dead by now: six alive.
    assert_eq!(
        report.rule_7(),
        "With 6 players alive, 4 votes are a majority and lynch; 5 votes lock the lynch."
    );
    assert!(report.to_bbcode().contains("Day 1\nWith 6"));
}

#[test]
fn majority_and_lock_markers() {
    let mut posts = day_one_votes();
    posts.push(post(5, "Dredd", 80, "[b]Vote: Pyro[/b]")); // 4: majority
    let t = small_thread(posts.clone(), vec![]);
    let at_majority = Report::new(&t, Some(5)).unwrap().to_bbcode();
    assert!(
        at_majority.contains("[b]Pyro[/b] (4): Noodle, Bad Ash, Zarniwoop, Dredd (L-0)\n"),
        "{at_majority}"
    );
    assert!(at_majority.contains(
        "[b]Pyro[/b] has a majority and will be lynched at the end of day 1 unless votes move."
    ));
    posts.push(post(6, "Caluin", 81, "[b]Vote: Pyro[/b]")); // 5: lock
    posts.push(post(7, "Noodle", 82, "[b]Unvote: Pyro[/b]")); // refused
    let t = small_thread(posts, vec![]);
    let report = Report::new(&t, Some(7)).unwrap();
    let locked = report.to_bbcode();
    assert!(
        locked
            .contains("[b]Pyro[/b] (5): Noodle, Bad Ash, Zarniwoop, Dredd, Caluin (L-0, LOCKED)\n"),
        "{locked}"
    );
    assert!(locked.contains("[b]Pyro[/b] is locked and will be lynched at the end of day 1."));
    assert!(locked.contains("Not voting (1): Pyro\n"), "{locked}");
    let json = report.to_json();
    assert_eq!(
        json["tally"]["wagons"][0],
        json!({"target": "Pyro", "votes": 5, "weight": 5, "needed": 0, "locked": true,
               "voters": ["Noodle", "Bad Ash", "Zarniwoop", "Dredd", "Caluin"]})
    );
    assert_eq!(json["notes"][0]["post"], 7);
    assert_eq!(json["notes"][0]["rule"], 7);
}

#[test]
fn nobody_voting_and_an_empty_day() {
    let t = small_thread(vec![post(1, "Noodle", 10, "hello")], vec![]);
    let text = Report::new(&t, Some(1)).unwrap().to_bbcode();
    assert!(text.contains("Day 1\nWith 7 players alive"), "{text}");
    assert!(text.contains("No votes.\n"), "{text}");
    let t = small_thread(
        vec![post(1, "Noodle", 10, "[b]Vote: Leo[/b] [b]Unvote: Leo[/b]")],
        vec![],
    );
    let text = Report::new(&t, Some(1)).unwrap().to_bbcode();
    assert!(text.contains("Day 1\n"), "{text}");
    assert!(text.contains("No votes.\n"), "{text}");
    assert!(
        text.contains("Not voting (7): Noodle, Bad Ash, Leo, Gorny, Pyro, Dredd, Caluin\n"),
        "{text}"
    );
}

#[test]
fn the_day_over_the_lynch_and_the_dead() {
    let mut posts = day_one_votes();
    posts.push(post(5, "Dredd", 80, "[b]Vote: Pyro[/b]"));
    posts.push(post(
        6,
        "Host",
        NIGHT_1 + 1,
        "Pyro was lynched. Night 1 begins.",
    ));
    posts.push(post(
        7,
        "Host",
        DAY_2 + 1,
        "Dredd was found dead. Day 2 begins.",
    ));
    let t = small_thread(
        posts,
        vec![json!({"type": "death", "death": "lynch", "player": "Pyro", "time": at(NIGHT_1)})],
    );
    // At the night's first post, the day is over.
    let report = Report::new(&t, Some(6)).unwrap();
    let text = report.to_bbcode();
    assert!(
        text.contains("Day 1 is over: [b]Pyro[/b] is lynched.\n"),
        "{text}"
    );
    assert!(
        text.contains("[b]Players dead:[/b]\nPyro — Mafia hitman — lynched day 1\n"),
        "{text}"
    );
    // At the end: Dredd killed in night 1 (announced at day 2's start).
    let report = Report::new(&t, None).unwrap();
    let text = report.to_bbcode();
    assert!(
        text.contains(
            "Pyro — Mafia hitman — lynched day 1\nDredd — town vanilla — killed night 1\n"
        ),
        "{text}"
    );
    // Day 2 has begun with no vote yet.
    assert!(
        text.contains("[b]Vote Tallies:[/b]\nDay 2\nWith 5 players alive"),
        "{text}"
    );
    assert!(text.contains("No votes.\n"), "{text}");
    let json = report.to_json();
    assert_eq!(json["dead"][1]["name"], "Dredd");
    assert_eq!(json["dead"][1]["death"], "killed");
    assert_eq!(json["dead"][1]["phase"], "night 1");
    assert_eq!(
        json["dead"][1]["line"],
        "Dredd — town vanilla — killed night 1"
    );
    assert_eq!(json["alive"].as_array().unwrap().len(), 5);
}

#[test]
fn json_mirrors_the_bbcode() {
    let t = small_thread(day_one_votes(), vec![]);
    let json = Report::new(&t, Some(4)).unwrap().to_json();
    assert_eq!(json["at_post"], 4);
    assert_eq!(json["players"].as_array().unwrap().len(), 7);
    assert_eq!(
        json["players"][3],
        json!({"name": "Zarniwoop", "replaced": ["Gorny"], "line": "Gorny → Zarniwoop"})
    );
    assert_eq!(
        json["players"][0],
        json!({"name": "Noodle", "replaced": [], "line": "Noodle"})
    );
    assert_eq!(json["dead"], json!([]));
    assert_eq!(
        json["tally"],
        json!({
            "day": "day 1",
            "alive": 7,
            "majority": 4,
            "lock": 5,
            "rule_7": "With 7 players alive, 4 votes are a majority and lynch; 5 votes lock the lynch.",
            "wagons": [
                {"target": "Pyro", "votes": 3, "weight": 3, "voters": ["Noodle", "Bad Ash", "Zarniwoop"],
                 "needed": 1, "locked": false},
                {"target": "Noodle", "votes": 1, "weight": 1, "voters": ["Leo"], "needed": 3, "locked": false}
            ],
            "not_voting": ["Pyro", "Dredd", "Caluin"],
            "lynch": null,
            "day_over": false,
            "no_lynch": false,
            "outcome": null,
            "house_rules": [],
            "called": false,
        })
    );
    assert_eq!(json["notes"], json!([]));
}

#[test]
fn an_unknown_post_is_an_error() {
    let t = small_thread(day_one_votes(), vec![]);
    assert_eq!(
        Report::new(&t, Some(99)).err().map(|e| e.to_string()),
        Some("there is no post 99 in the thread".into())
    );
}

// The seed's night example, reduced: the cop checks the hitman (alias), the hitman shoots
// the vested replacement, the goon kills Dredd, the doc protects the goon.
#[test]
fn a_night_document_built_and_resolved() {
    let posts = vec![
        post(1, "Host", NIGHT_1 + 1, "Night 1 begins."),
        post(2, "Host", DAY_2 + 1, "Day 2 begins."),
    ];
    let t = small_thread(posts, vec![]);
    let doc = night_document(&t, None).unwrap();
    assert_eq!(doc["format"], "omerta-night/1");
    assert_eq!(doc["method"], "rar");
    let players = doc["players"].as_array().unwrap();
    // Everybody alive at the night's start (Dredd dies at day 2's start).
    assert_eq!(players.len(), 7);
    assert_eq!(
        players[3],
        json!({"name": "Zarniwoop", "alignment": "town", "role": "vanilla",
               "passives": [{"kind": "bulletproof", "shots": 1}]})
    );
    // Factions in lower case: the resolver reads "mafia".
    assert_eq!(players[4]["alignment"], "mafia");
    // Names written as the night's.
    assert_eq!(doc["actions"][0]["targets"], json!(["Pyro"]));
    assert_eq!(doc["actions"][1]["targets"], json!(["Zarniwoop"]));
    let outcome = resolve_night(&t, Some(1), false).unwrap();
    let result = outcome.to_json();
    assert_eq!(result["deaths"], json!(["Dredd"]));
    assert_eq!(result["results"][0]["to"], "Noodle");
    assert_eq!(result["results"][0]["result"], "guilty");
}

#[test]
fn a_night_with_problems_names_them_all() {
    let doc = json!({
        "format": "omerta-forum/1",
        "host": "Host",
        "players": [{"name": "A", "faction": "town"}, {"name": "B"}, {"name": "C", "faction": "town"}],
        "start": START,
        "posts": [post(1, "Host", NIGHT_1 + 1, "Night 1")],
        "events": [{"type": "death", "death": "lynch", "player": "C", "time": at(NIGHT_1)}],
        "nights": [{"number": 1, "actions": [
            {"actor": "A", "ability": "investigate", "targets": ["B"]},
            {"actor": "A", "ability": "kill", "targets": ["C"]},
            {"actor": "Nobody", "ability": "kill", "targets": ["A"]}
        ]}]
    });
    let t = parse(doc);
    let err = night_document(&t, Some(1)).unwrap_err().to_string();
    let lines: Vec<&str> = err.lines().collect();
    assert_eq!(lines.len(), 3, "{err}");
    assert!(
        lines[0].contains("nights[0].actions[1].targets[0]: \"C\" is dead"),
        "{err}"
    );
    assert!(
        lines[1].contains("nights[0].actions[2].actor: \"Nobody\" is not a player"),
        "{err}"
    );
    assert!(lines[2].contains("no faction is given for B"), "{err}");
    assert!(night_document(&t, Some(2))
        .unwrap_err()
        .to_string()
        .contains("night 2 is not in the thread's \"nights\" (given: 1)"));
}

#[test]
fn a_game_that_starts_by_night_has_no_day_yet() {
    let t = parse(json!({
        "format": "omerta-forum/1",
        "game": {"starts_with": "night"},
        "host": "Host",
        "players": [{"name": "A"}, {"name": "B"}, {"name": "C"}],
        "start": START,
        "posts": [post(1, "Host", 1, "Night 1 begins.")],
    }));
    let text = Report::new(&t, None).unwrap().to_bbcode();
    assert!(
        text.ends_with(
            "[b]Vote Tallies:[/b]\nNo day has begun yet.\nWith 3 players alive, 2 votes are a majority and lynch; 3 votes lock the lynch.\n"
        ),
        "{text}"
    );
    let json = Report::new(&t, None).unwrap().to_json();
    assert_eq!(json["tally"]["day"], Value::Null);
    assert_eq!(json["tally"]["called"], Value::Null, "factions unknown");
}

// Ruling N17 in a thread: a one-shot vigilante's `shots` is the game's; the shot used in
// night 1 (blocked or not) leaves none for night 2, which is refused naming the action.
#[test]
fn ruling_n17_an_x_shot_role_across_the_nights_of_a_thread() {
    let night_2 = NIGHT_1 + 2 * 1440 + 1440;
    let doc = |night_2_actions: Value| {
        json!({
            "format": "omerta-forum/1",
            "game": {"day_hours": 48, "night_hours": 24, "starts_with": "day"},
            "host": "Host",
            "players": [
                {"name": "Vig", "faction": "town", "shots": {"kill": 1}},
                {"name": "Goon", "faction": "mafia"},
                {"name": "Blocker", "faction": "mafia"},
                {"name": "A", "faction": "town"},
                {"name": "B", "faction": "town"}
            ],
            "start": START,
            "posts": [post(1, "Host", NIGHT_1 + 1, "Night 1"), post(2, "Host", night_2 + 1, "Night 2")],
            "events": [],
            "nights": [
                {"number": 1, "actions": [
                    {"actor": "vig", "ability": "kill", "targets": ["Goon"]},
                    {"actor": "Blocker", "ability": "block", "targets": ["Vig"]}
                ]},
                {"number": 2, "actions": night_2_actions}
            ]
        })
    };
    let t = parse(doc(json!([])));
    let first = night_document(&t, Some(1)).unwrap();
    assert_eq!(first["players"][0]["shots"], json!({"kill": 1}));
    assert!(resolve_night(&t, Some(1), false).unwrap().deaths.is_empty());
    let second = night_document(&t, Some(2)).unwrap();
    assert_eq!(
        second["players"][0]["shots"],
        json!({"kill": 0}),
        "the blocked shot is spent"
    );
    let t = parse(doc(
        json!([{"actor": "Vig", "ability": "kill", "targets": ["A"]}]),
    ));
    let err = resolve_night(&t, Some(2), false).unwrap_err().to_string();
    assert!(err.contains("Vig has 0 uses of kill left"), "{err}");
}
