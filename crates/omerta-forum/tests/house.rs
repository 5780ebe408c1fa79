//! The house rules of real forums (`../shared/spec/forum-variants.md`): `game.votes`,
//! `game.lynch` and `players[].votes`, each pinned here, with the seed's rule as the
//! default.

use omerta_forum::{tally, Report, Thread};
use serde_json::{json, Value};

const START: &str = "2026-03-16T20:00:00Z";
/// Night 1 starts 48 hours in.
const NIGHT_1: i64 = 2880;

fn at(minutes: i64) -> String {
    omerta_forum::time::format(omerta_forum::time::parse(START).unwrap() + minutes * 60)
}

fn post(id: u64, author: &str, minute: i64, body: &str) -> Value {
    json!({"id": id, "author": author, "time": at(minute), "body": body})
}

/// Five players (majority 3, lock 4) with the house rules given as `game` fields and
/// `players[].votes` weights.
fn thread(game: Value, weights: &[(&str, u32)], posts: Vec<Value>) -> Thread {
    let mut g = json!({"day_hours": 48, "night_hours": 24, "starts_with": "day"});
    for (k, v) in game.as_object().unwrap() {
        g[k] = v.clone();
    }
    let players: Vec<Value> = ["Ann", "Bob", "Cat", "Dan", "Eve"]
        .iter()
        .map(|n| {
            let mut p = json!({"name": n});
            if let Some((_, w)) = weights.iter().find(|(m, _)| m == n) {
                p["votes"] = json!(w);
            }
            p
        })
        .collect();
    let doc = json!({
        "format": "omerta-forum/1",
        "game": g,
        "players": players,
        "start": START,
        "posts": posts,
    });
    Thread::from_json(&doc.to_string()).unwrap_or_else(|e| panic!("{e}"))
}

fn wagon_of(t: &Thread, at_post: Option<u64>, name: &str) -> Option<(u32, usize)> {
    let tally = tally(t, at_post);
    tally
        .wagons
        .iter()
        .find(|w| t.target_name(w.target, 0) == name)
        .map(|w| (w.votes, w.voters.len()))
}

#[test]
fn defaults_are_the_seed() {
    let t = thread(json!({}), &[], vec![post(1, "Ann", 1, "##Vote Bob")]);
    assert!(t.votes.bold && t.votes.prefixes.is_empty() && !t.votes.colon_optional);
    assert!(!t.votes.bare_unvote && t.votes.no_lynch.is_empty());
    assert_eq!(t.lynch, Default::default());
    assert!(t.slots.iter().all(|s| s.weight == 1));
    assert_eq!(wagon_of(&t, None, "Bob"), None);
}

#[test]
fn unbolded_votes_count_when_bold_is_false() {
    let posts = vec![
        post(1, "Ann", 1, "I think Vote: Bob"),
        post(2, "Cat", 2, "[quote=Ann]Vote: Dan[/quote] no"),
    ];
    let t = thread(json!({"votes": {"bold": false}}), &[], posts.clone());
    assert_eq!(wagon_of(&t, None, "Bob"), Some((1, 1)));
    // A quote is still never a vote.
    assert_eq!(wagon_of(&t, None, "Dan"), None);
    let seed = thread(json!({}), &[], posts);
    assert_eq!(wagon_of(&seed, None, "Bob"), None);
}

#[test]
fn a_prefix_is_required_when_given_and_spaces_after_it_are_allowed() {
    let posts = vec![
        post(1, "Ann", 1, "[b]##Vote: Bob[/b]"),
        post(2, "Cat", 2, "[b]## vote: Bob[/b]"),
        post(3, "Dan", 3, "[b]#VOTE: Bob[/b]"),
        post(4, "Eve", 4, "[b]Vote: Bob[/b]"),
    ];
    let t = thread(
        json!({"votes": {"prefix": ["##", "#"]}}),
        &[],
        posts.clone(),
    );
    assert_eq!(wagon_of(&t, None, "Bob"), Some((3, 3)));
    let one = thread(json!({"votes": {"prefix": "##"}}), &[], posts);
    assert_eq!(wagon_of(&one, None, "Bob"), Some((2, 2)));
}

#[test]
fn the_colon_can_be_optional() {
    let posts = vec![
        post(1, "Ann", 1, "[b]Vote Bob[/b]"),
        post(2, "Cat", 2, "[b]Vote: Bob[/b]"),
    ];
    let t = thread(json!({"votes": {"colon": "optional"}}), &[], posts.clone());
    assert_eq!(wagon_of(&t, None, "Bob"), Some((2, 2)));
    let seed = thread(json!({}), &[], posts);
    assert_eq!(wagon_of(&seed, None, "Bob"), Some((1, 1)));
}

#[test]
fn a_bare_unvote_takes_back_the_current_vote() {
    let posts = vec![
        post(1, "Ann", 1, "[b]Vote: Bob[/b]"),
        post(2, "Ann", 2, "[b]Unvote[/b]"),
    ];
    let t = thread(json!({"votes": {"bare_unvote": true}}), &[], posts.clone());
    assert_eq!(wagon_of(&t, Some(1), "Bob"), Some((1, 1)));
    assert_eq!(wagon_of(&t, None, "Bob"), None);
    let seed = thread(json!({}), &[], posts);
    assert_eq!(wagon_of(&seed, None, "Bob"), Some((1, 1)));
}

#[test]
fn no_lynch_is_a_wagon_and_a_majority_on_it_is_no_lynch() {
    let posts = vec![
        post(1, "Ann", 1, "[b]Vote: No Lynch[/b]"),
        post(2, "Bob", 2, "[b]Vote: sleep[/b]"),
        post(3, "Cat", 3, "[b]Vote: No Lynch[/b]"),
    ];
    let t = thread(
        json!({"votes": {"no_lynch": ["No Lynch", "Sleep"]}}),
        &[],
        posts.clone(),
    );
    assert_eq!(wagon_of(&t, None, "No Lynch"), Some((3, 3)));
    let tally = tally(&t, None);
    assert_eq!(tally.lynch, None);
    assert!(tally.no_lynch);
    let report = Report::new(&t, None).unwrap().to_bbcode();
    assert!(
        report.contains("[b]No Lynch[/b] (3): Ann, Bob, Cat"),
        "{report}"
    );
    // Without the setting, "No Lynch" is no player.
    let seed = thread(json!({}), &[], posts);
    assert!(tally_of(&seed).wagons.is_empty());
    assert_eq!(tally_of(&seed).notes.len(), 3);
}

fn tally_of(t: &Thread) -> omerta_forum::Tally {
    tally(t, None)
}

#[test]
fn plurality_lynches_the_top_wagon_at_the_end_of_the_day() {
    let posts = vec![
        post(1, "Ann", 1, "[b]Vote: Bob[/b]"),
        post(2, "Cat", 2, "[b]Vote: Bob[/b]"),
        post(3, "Dan", 3, "[b]Vote: Eve[/b]"),
        post(4, "Host", NIGHT_1 + 1, "night"),
    ];
    let lynch = json!({"lynch": {"day_end": "plurality"}});
    let t = thread(lynch, &[], posts.clone());
    assert_eq!(tally(&t, Some(3)).lynch, None, "not before the day ends");
    let end = tally(&t, None);
    assert!(end.day_over);
    assert_eq!(end.lynch, t.slot_named("Bob"));
    let seed = thread(json!({}), &[], posts);
    assert_eq!(tally_of(&seed).lynch, None, "2 of 5 is no majority");
}

#[test]
fn a_plurality_tie_follows_the_ties_setting() {
    let posts = vec![
        post(1, "Ann", 1, "[b]Vote: Eve[/b]"),
        post(2, "Cat", 2, "[b]Vote: Bob[/b]"),
        post(3, "Dan", 3, "[b]Vote: Bob[/b]"),
        post(4, "Bob", 4, "[b]Vote: Eve[/b]"),
        // Dan leaves Bob and comes back: Bob last reached 2 at post 6, after Eve.
        post(5, "Dan", 5, "[b]Unvote: Bob[/b]"),
        post(6, "Dan", 6, "[b]Vote: Bob[/b]"),
        post(7, "Host", NIGHT_1 + 1, "night"),
    ];
    let with = |ties: &str| {
        thread(
            json!({"lynch": {"day_end": "plurality", "ties": ties}}),
            &[],
            posts.clone(),
        )
    };
    let none = tally_of(&with("none"));
    assert_eq!(none.lynch, None);
    assert!(!none.no_lynch);
    assert!(none
        .outcome
        .as_deref()
        .unwrap()
        .contains("nobody is lynched"));
    let earliest = with("earliest");
    let e = tally_of(&earliest);
    assert_eq!(e.lynch, earliest.slot_named("Eve"));
    assert!(
        e.outcome
            .as_deref()
            .unwrap()
            .contains("Eve reached that count first"),
        "{:?}",
        e.outcome
    );
    let no_lynch = tally_of(&with("no_lynch"));
    assert_eq!(no_lynch.lynch, None);
    assert!(no_lynch.no_lynch);
}

#[test]
fn a_hammer_ends_the_day_and_later_votes_do_not_count() {
    let posts = vec![
        post(1, "Ann", 1, "[b]Vote: Bob[/b]"),
        post(2, "Cat", 2, "[b]Vote: Bob[/b]"),
        post(3, "Dan", 3, "[b]Vote: Bob[/b]"),
        post(4, "Ann", 4, "[b]Vote: Eve[/b]"),
    ];
    let t = thread(json!({"lynch": {"hammer": true}}), &[], posts.clone());
    let end = tally_of(&t);
    assert!(end.day_over);
    assert_eq!(end.lynch, t.slot_named("Bob"));
    assert_eq!(end.wagons[0].votes, 3);
    assert!(end
        .outcome
        .as_deref()
        .unwrap()
        .contains("hammered at post 3"));
    assert_eq!(end.notes.len(), 1);
    assert_eq!(end.notes[0].post, 4);
    // The seed: the day goes on, and Ann's move (no lock yet at 3 of 5) counts.
    let seed = tally_of(&thread(json!({}), &[], posts));
    assert!(!seed.day_over);
    assert_eq!(seed.lynch, None);
}

#[test]
fn weights_count_on_wagons_but_majority_counts_players() {
    let posts = vec![
        post(1, "Ann", 1, "[b]Vote: Bob[/b]"),
        post(2, "Cat", 2, "[b]Vote: Bob[/b]"),
        post(3, "Dan", 3, "[b]Vote: Eve[/b]"),
    ];
    let t = thread(json!({}), &[("Ann", 2), ("Dan", 0)], posts);
    let tally = tally_of(&t);
    assert_eq!(tally.majority, 3);
    assert_eq!(wagon_of(&t, None, "Bob"), Some((3, 2)));
    assert_eq!(tally.lynch, t.slot_named("Bob"));
    assert_eq!(wagon_of(&t, None, "Eve"), None, "a weight of 0 cannot vote");
    assert_eq!(tally.notes.len(), 1);
    let report = Report::new(&t, None).unwrap();
    let text = report.to_bbcode();
    assert!(
        text.contains("[b]Bob[/b] (3): Ann (x2), Cat (L-0)"),
        "{text}"
    );
    assert_eq!(report.to_json()["tally"]["wagons"][0]["weight"], 3);
}

#[test]
fn the_rules_text_names_every_house_rule() {
    let t = thread(
        json!({
            "votes": {"bold": false, "prefix": ["##"], "colon": "optional",
                      "bare_unvote": true, "no_lynch": ["No Lynch"]},
            "lynch": {"day_end": "plurality", "ties": "earliest", "hammer": true}
        }),
        &[("Ann", 2)],
        vec![],
    );
    let rules = Report::new(&t, None).unwrap().rule_7();
    for needle in [
        "bold or not",
        "\"##Vote\"",
        "colon after Vote is optional",
        "Unvote with no name",
        "\"Vote: No Lynch\"",
        "most votes is lynched; on a tie, the one who reached that count first",
        "hammer",
        "Ann votes with weight 2",
    ] {
        assert!(rules.contains(needle), "{needle}: {rules}");
    }
    let seed = thread(json!({}), &[], vec![]);
    assert_eq!(
        Report::new(&seed, None).unwrap().rule_7(),
        "With 5 players alive, 3 votes are a majority and lynch; 4 votes lock the lynch."
    );
}

#[test]
fn wrong_house_rules_are_problems_named_by_place() {
    let doc = json!({
        "format": "omerta-forum/1",
        "game": {"votes": {"colon": "maybe", "prefix": 3},
                 "lynch": {"day_end": "vibes", "ties": "coin"}},
        "players": [{"name": "Ann"}],
        "start": START,
    });
    let err = Thread::from_json(&doc.to_string()).unwrap_err().to_string();
    for place in [
        "game.votes.colon",
        "game.votes.prefix",
        "game.lynch.day_end",
        "game.lynch.ties",
    ] {
        assert!(err.contains(place), "{place}: {err}");
    }
    assert!(!err.contains("Some("), "{err}");
}

#[test]
fn every_field_of_the_wrong_type_is_a_problem_at_once() {
    let doc = json!({
        "format": "omerta-forum/1",
        "game": {"day_hours": "two days"},
        "players": [{"name": 7}, {"name": "Ann", "votes": -1}, "Bob"],
        "start": START,
        "posts": [{"id": "one", "author": "Ann", "time": START}],
        "events": {"type": "death"},
    });
    let err = Thread::from_json(&doc.to_string()).unwrap_err().to_string();
    for place in [
        "game.day_hours",
        "players[0].name",
        "players[1].votes",
        "players[2]",
        "posts[0].id",
        "events: must be a list",
    ] {
        assert!(err.contains(place), "{place}: {err}");
    }
    assert!(err.starts_with("6 problems found"), "{err}");
}

#[test]
fn messages_name_values_not_rust_options() {
    let doc = json!({
        "format": "omerta-forum/1",
        "players": [{"name": "Ann"}],
        "phases": [{"kind": "twilight", "start": START, "end": at(60)}, {"start": at(60), "end": at(120)}],
        "events": [{"type": "resurrection", "player": "Ann", "time": START}, {"player": "Ann", "time": START}],
    });
    let err = Thread::from_json(&doc.to_string()).unwrap_err().to_string();
    assert!(!err.contains("Some("), "{err}");
    assert!(!err.contains("None"), "{err}");
    assert!(err.contains("kind \"twilight\" is not"), "{err}");
    assert!(err.contains("type \"resurrection\" is not"), "{err}");
    assert!(err.contains("phases[1]: missing \"kind\""), "{err}");
    assert!(err.contains("events[1]: missing \"type\""), "{err}");
}
