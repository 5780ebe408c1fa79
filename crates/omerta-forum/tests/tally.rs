//! Rules 5 to 8 on small threads.

use omerta_forum::{tally, Thread};
use serde_json::{json, Value};

const START: &str = "2026-03-16T20:00:00Z";

fn at(minutes: i64) -> String {
    omerta_forum::time::format(omerta_forum::time::parse(START).unwrap() + minutes * 60)
}

fn thread(players: &[&str], posts: Vec<Value>, events: Vec<Value>) -> Thread {
    let players: Vec<Value> = players
        .iter()
        .map(|p| json!({"name": p, "faction": if p.starts_with('M') { "mafia" } else { "town" }}))
        .collect();
    let doc = json!({
        "format": "omerta-forum/1",
        "game": {"day_hours": 48, "night_hours": 24, "starts_with": "day", "lock": true},
        "host": "Host",
        "players": players,
        "start": START,
        "posts": posts,
        "events": events,
    });
    Thread::from_json(&doc.to_string()).unwrap_or_else(|e| panic!("{e}"))
}

fn post(id: u64, author: &str, minute: i64, body: &str) -> Value {
    json!({"id": id, "author": author, "time": at(minute), "body": body})
}

fn names(t: &Thread, slots: &[usize]) -> Vec<String> {
    slots
        .iter()
        .map(|s| t.slots[*s].name().to_owned())
        .collect()
}

// Rule 7: "half of the remaining number of players + 1 rounded down".
#[test]
fn rule_7_majority_and_lock_numbers() {
    assert_eq!(omerta_forum::majority(9), 5);
    assert_eq!(omerta_forum::majority(10), 6);
    assert_eq!(omerta_forum::lock_at(9), 6);
}

// Rule 7: "A lock occurs when someone with enough votes to be lynched receives an
// additional vote, and will be lynched at the end of the day and cannot be unvoted."
#[test]
fn rule_7_lock_holds_the_voters() {
    let players = ["A", "B", "C", "D", "E", "M1", "M2"]; // 7 alive: majority 4, lock 5
    let mut posts: Vec<Value> = ["A", "B", "C", "D"]
        .iter()
        .enumerate()
        .map(|(i, p)| post(i as u64 + 1, p, 10 + i as i64, "[b]Vote: M1[/b]"))
        .collect();
    posts.push(post(5, "E", 20, "[b]Vote: M1[/b]")); // the fifth vote: lock
    posts.push(post(6, "A", 30, "[b]Unvote: M1[/b]")); // refused
    posts.push(post(7, "B", 31, "[b]Vote: M2[/b]")); // refused
    let t = thread(&players, posts, vec![]);
    let before_lock = tally(&t, Some(4));
    assert_eq!(before_lock.majority, 4);
    assert_eq!(before_lock.lynch.map(|s| t.slots[s].name()), Some("M1"));
    assert!(!before_lock.wagons[0].locked);
    let after = tally(&t, None);
    assert!(after.wagons[0].locked, "{after:?}");
    assert_eq!(
        names(&t, &after.wagons[0].voters),
        ["A", "B", "C", "D", "E"]
    );
    assert_eq!(
        after
            .notes
            .iter()
            .map(|n| (n.post, n.rule))
            .collect::<Vec<_>>(),
        vec![(6, 7), (7, 7)]
    );
}

// Rule 5: "dead people make no posts"; their votes do not count. Rule 2: votes at night
// do not count.
#[test]
fn rule_5_dead_votes_and_rule_2_night_votes_do_not_count() {
    let t = thread(
        &["A", "B", "C", "M1"],
        vec![
            post(1, "A", 10, "[b]Vote: M1[/b]"),
            post(2, "B", 60 * 49, "[b]Vote: M1[/b]"), // night 1
            post(3, "C", 11, "[b]Vote: M1[/b]"),
        ],
        vec![json!({"type": "modkill", "player": "C", "time": at(5)})],
    );
    let day1 = tally(&t, Some(3));
    assert_eq!(names(&t, &day1.wagons[0].voters), ["A"]);
    let rules: Vec<u8> = tally(&t, None).notes.iter().map(|n| n.rule).collect();
    assert!(rules.contains(&5) && rules.contains(&2), "{rules:?}");
}

// Rule 8: "The game will be called and end early if ... the town can't get enough votes
// in to cause a lynch to happen."
#[test]
fn rule_8_fifty_percent_rule() {
    let t = thread(&["A", "B", "M1", "M2"], vec![], vec![]);
    assert_eq!(tally(&t, None).called, Some(true)); // 2 town < majority 3
    let t = thread(&["A", "B", "C", "M1"], vec![], vec![]);
    assert_eq!(tally(&t, None).called, Some(false));
}

#[test]
fn unresolved_names_go_to_the_host_never_guessed() {
    let t = thread(
        &["Dredd", "Bad Ash", "M1"],
        vec![post(1, "Dredd", 1, "[b]Vote: Ash[/b]")],
        vec![],
    );
    let r = tally(&t, None);
    assert!(r.wagons.is_empty());
    assert_eq!(r.notes[0].post, 1);
}

// Rule 7: "cannot be unvoted" holds while the locked player lives; once dead (a modkill
// during the day), the lock no longer holds its voters.
#[test]
fn a_lock_frees_its_voters_when_the_locked_player_dies() {
    let players = ["A", "B", "C", "D", "E", "M1", "M2"];
    let mut posts: Vec<Value> = ["A", "B", "C", "D", "E"]
        .iter()
        .enumerate()
        .map(|(i, p)| post(i as u64 + 1, p, 10 + i as i64, "[b]Vote: M1[/b]"))
        .collect();
    posts.push(post(6, "A", 40, "[b]Vote: M2[/b]"));
    let t = thread(
        &players,
        posts,
        vec![json!({"type": "modkill", "player": "M1", "time": at(30)})],
    );
    let r = tally(&t, None);
    assert_eq!(r.wagons[0].target, t.slot_named("M2").unwrap(), "{r:?}");
    assert!(r.notes.is_empty(), "{:?}", r.notes);
}

// A replaced player's posts after the replacement are not the slot's votes.
#[test]
fn a_replaced_players_votes_do_not_count() {
    let t = thread(
        &["A", "B", "C", "M1"],
        vec![
            post(1, "B", 20, "[b]Vote: M1[/b]"),
            post(2, "Bee", 21, "[b]Vote: A[/b]"),
        ],
        vec![json!({"type": "replacement", "player": "B", "in": "Bee", "time": at(10)})],
    );
    let r = tally(&t, None);
    assert_eq!(names(&t, &r.wagons[0].voters), ["Bee"]);
    assert_eq!(r.wagons[0].target, t.slot_named("A").unwrap());
    assert_eq!(r.notes.len(), 1);
    assert_eq!(r.notes[0].post, 1);
}

// Rule 6: "Please be very clear as to who you are voting for": a player whose name ends
// in punctuation can still be voted for by exact name.
#[test]
fn a_name_ending_in_punctuation_can_be_voted_for() {
    let t = thread(
        &["Yahoo!", "B", "C", "M1"],
        vec![post(1, "B", 5, "[b]Vote: Yahoo![/b]")],
        vec![],
    );
    let r = tally(&t, None);
    assert_eq!(r.wagons.len(), 1, "{:?}", r.notes);
}

#[test]
fn a_replacement_cannot_take_a_name_already_in_the_game() {
    let doc = json!({
        "format": "omerta-forum/1",
        "players": [{"name": "A"}, {"name": "B"}],
        "start": START,
        "events": [{"type": "replacement", "player": "A", "in": "b", "time": at(1)}],
    });
    assert!(Thread::from_json(&doc.to_string()).is_err());
}

#[test]
fn a_stray_bracket_does_not_swallow_the_closing_tag() {
    let runs = omerta_forum::markup::bold_runs(
        "[b]Vote: Dredd [sic[/b] not bold",
        omerta_forum::Markup::BbCode,
    );
    assert_eq!(runs, vec!["Vote: Dredd [sic".to_owned()]);
}

// Host events apply in time order, whatever order they are listed in: a death of a
// replacement's new name may be listed before the replacement.
#[test]
fn host_events_apply_in_time_order() {
    let t = thread(
        &["A", "B", "C", "M1"],
        vec![],
        vec![
            json!({"type": "death", "player": "Bee", "death": "night", "time": at(60 * 50)}),
            json!({"type": "replacement", "player": "B", "in": "Bee", "time": at(10)}),
        ],
    );
    assert_eq!(t.slots[1].names, ["B", "Bee"]);
    assert!(!t.alive_at(1, omerta_forum::time::parse(&at(60 * 51)).unwrap()));
}
