//! Issue 16, part 2: the whole-thread tally counts deaths announced after the last post,
//! and the 50 % rule is judged at every point, nights included.

use omerta_forum::{tally, Thread};
use serde_json::{json, Value};

const START: &str = "2026-03-16T20:00:00Z";
const NIGHT_1: i64 = 2880;

fn at(minutes: i64) -> String {
    omerta_forum::time::format(omerta_forum::time::parse(START).unwrap() + minutes * 60)
}

fn post(id: u64, author: &str, minute: i64, body: &str) -> Value {
    json!({"id": id, "author": author, "time": at(minute), "body": body})
}

/// Seven players: five town, two mafia (Leo, Pyro).
fn thread(posts: Vec<Value>, events: Vec<Value>) -> Thread {
    let players: Vec<Value> = [
        ("Ann", "town"),
        ("Bob", "town"),
        ("Cat", "town"),
        ("Dan", "town"),
        ("Eve", "town"),
        ("Leo", "mafia"),
        ("Pyro", "mafia"),
    ]
    .iter()
    .map(|(n, f)| json!({"name": n, "faction": f}))
    .collect();
    let doc = json!({
        "format": "omerta-forum/1",
        "game": {"day_hours": 48, "night_hours": 24},
        "players": players,
        "start": START,
        "posts": posts,
        "events": events,
    });
    Thread::from_json(&doc.to_string()).unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn a_modkill_after_the_last_post_counts_in_the_whole_thread() {
    let posts = vec![
        post(1, "Ann", 1, "[b]Vote: Pyro[/b]"),
        post(2, "Bob", 2, "[b]Vote: Pyro[/b]"),
        post(3, "Cat", 3, "[b]Vote: Pyro[/b]"),
        post(4, "Leo", 4, "[b]Vote: Ann[/b]"),
    ];
    let events = vec![json!({"type": "modkill", "player": "Leo", "time": at(10)})];
    let t = thread(posts, events);
    let at_last = tally(&t, Some(4));
    assert_eq!(at_last.majority, 4);
    assert_eq!(at_last.wagons.len(), 2);
    let whole = tally(&t, None);
    // Six alive: majority 4 still, but Leo's wagon on Ann is gone with him.
    assert_eq!(whole.alive.len(), 6);
    assert_eq!(whole.wagons.len(), 1);
    assert_eq!(whole.wagons[0].voters.len(), 3);
}

#[test]
fn the_fifty_percent_rule_is_judged_at_night_too() {
    // Ann dies on day 1 (4 town, 2 mafia); Bob is lynched at the end of day 1 (3 town);
    // Cat is modkilled at the start of night 1, after the last post: 2 town, 2 mafia.
    let events = vec![
        json!({"type": "death", "death": "other", "player": "Ann", "time": at(100)}),
        json!({"type": "death", "death": "lynch", "player": "Bob", "time": at(NIGHT_1 - 1)}),
        json!({"type": "modkill", "player": "Cat", "time": at(NIGHT_1 + 1)}),
    ];
    let posts = vec![post(1, "Dan", 5, "hello")];
    let t = thread(posts, events);
    // At the only post: 7 alive, 5 town, not called.
    assert_eq!(tally(&t, Some(1)).called, Some(false));
    // The whole thread reaches night 1, where 2 town face 2 mafia: called at once.
    let whole = tally(&t, None);
    assert_eq!(whole.alive.len(), 4);
    assert_eq!(whole.called, Some(true));
}
