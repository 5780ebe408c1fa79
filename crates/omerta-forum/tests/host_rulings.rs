//! The host's rulings on flags (`rulings`): a vote for a name that is no player's counted
//! as a player's or dismissed, a report's flag dismissed; each with its reason, shown.

use omerta_forum::{check, tally, Thread};
use serde_json::{json, Value};

const START: &str = "2026-03-16T20:00:00Z";

fn at(minutes: i64) -> String {
    omerta_forum::time::format(omerta_forum::time::parse(START).unwrap() + minutes * 60)
}

fn post(id: u64, author: &str, minute: i64, body: &str) -> Value {
    json!({"id": id, "author": author, "time": at(minute), "body": body})
}

fn document(rulings: Value) -> Value {
    json!({
        "format": "omerta-forum/1",
        "game": {"day_hours": 48, "night_hours": 24, "starts_with": "day"},
        "host": "Host",
        "players": [
            {"name": "Mira", "faction": "town"}, {"name": "Miro", "faction": "town"},
            {"name": "Ann", "faction": "town"}, {"name": "Bob", "faction": "mafia"},
            {"name": "Cat", "faction": "town"}
        ],
        "start": START,
        "posts": [
            post(1, "Ann", 10, "[b]Vote: Mir[/b]"),
            post(2, "Bob", 20, "[b]Vote: Mira[/b]"),
            post(3, "Cat", 30, "[b]Vote: Mi[/b]"),
            post(4, "Cat", 48 * 60 + 5, "just a question about the rules"),
        ],
        "events": [],
        "rulings": rulings,
    })
}

fn read(doc: &Value) -> Thread {
    Thread::from_json(&doc.to_string()).unwrap_or_else(|e| panic!("{e}"))
}

fn wagon(t: &Thread, name: &str) -> usize {
    tally(t, None)
        .wagons
        .iter()
        .find(|w| t.slots[w.target].name() == name)
        .map_or(0, |w| w.voters.len())
}

#[test]
fn a_vote_for_no_player_is_not_counted_until_the_host_rules() {
    let t = read(&document(json!([])));
    assert_eq!(wagon(&t, "Mira"), 1);
    let notes = tally(&t, None).notes;
    assert!(notes.iter().any(|n| n.post == 1
        && n.message
            .contains("\"Mir\" is not a player or alias: not counted")));
    let flags = check(&t);
    let flag = flags.iter().find(|f| f.post == Some(1)).expect("flagged");
    assert_eq!(flag.resolved, None);
}

#[test]
fn the_host_counts_mir_as_mira_and_the_tally_says_why() {
    let t = read(&document(json!([
        {"post": 1, "vote": "mir", "count_as": "Mira", "reason": "a typo"}
    ])));
    assert_eq!(wagon(&t, "Mira"), 2, "Ann's vote now counts for Mira");
    let notes = tally(&t, None).notes;
    let note = notes.iter().find(|n| n.post == 1).expect("noted");
    assert_eq!(
        note.message,
        "\"Mir\" is not a player or alias: counted as Mira by the host's ruling (a typo)"
    );
    assert_eq!(note.ruling.as_deref(), Some("a typo"));
    let flags = check(&t);
    let flag = flags
        .iter()
        .find(|f| f.post == Some(1))
        .expect("still in the report");
    assert_eq!(flag.resolved.as_deref(), Some("ruled by the host: a typo"));
    // Cat's "Mi" is still unruled.
    assert!(flags
        .iter()
        .any(|f| f.post == Some(3) && f.resolved.is_none()));
}

#[test]
fn the_host_dismisses_a_vote_and_a_night_post_flag() {
    let t = read(&document(json!([
        {"post": 3, "vote": "Mi", "dismiss": true, "reason": "a joke vote"},
        {"post": 4, "rule": 2, "dismiss": true, "reason": "a rules question"}
    ])));
    assert_eq!(wagon(&t, "Mira"), 1);
    assert_eq!(wagon(&t, "Miro"), 0);
    let flags = check(&t);
    let vote = flags.iter().find(|f| f.post == Some(3)).unwrap();
    assert_eq!(
        vote.resolved.as_deref(),
        Some("ruled by the host: a joke vote")
    );
    let night = flags
        .iter()
        .find(|f| f.post == Some(4) && f.rule == 2)
        .unwrap();
    assert_eq!(
        night.resolved.as_deref(),
        Some("dismissed by the host: a rules question")
    );
}

#[test]
fn a_ruling_names_its_problem() {
    let problems = |rulings: Value| {
        Thread::from_json(&document(rulings).to_string())
            .unwrap_err()
            .to_string()
    };
    let e = problems(json!([{"post": 99, "vote": "Mir", "count_as": "Mira", "reason": "x"}]));
    assert!(
        e.contains("rulings[0]: there is no post 99 in the thread"),
        "{e}"
    );
    let e = problems(json!([{"post": 1, "vote": "Mir", "count_as": "Mi", "reason": "x"}]));
    assert!(
        e.contains("rulings[0]: count_as: \"Mi\" is not one player of the game"),
        "{e}"
    );
    let e = problems(json!([{"post": 1, "vote": "Mir", "count_as": "Mira"}]));
    assert!(e.contains("rulings[0]: missing \"reason\""), "{e}");
    let e = problems(json!([{"post": 1, "vote": "Mir", "reason": "x"}]));
    assert!(e.contains("rulings[0]: a ruling is"), "{e}");
}
