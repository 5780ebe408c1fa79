//! The enforcement report: rules 2, 3, 5 and 13, outsiders, and the counter's notes.

use omerta_forum::{check, Flag, Thread};
use serde_json::{json, Value};

const START: &str = "2026-03-16T20:00:00Z";
// Days last 48 hours and nights 24: day 1 is minutes [0, 2880), night 1 [2880, 4320),
// day 2 [4320, 7200), night 2 [7200, 8640).
const NIGHT_1: i64 = 2880;
const DAY_2: i64 = 4320;
const NIGHT_2: i64 = 7200;

fn at(minutes: i64) -> String {
    omerta_forum::time::format(omerta_forum::time::parse(START).unwrap() + minutes * 60)
}

fn thread_with(min_posts: u32, players: &[&str], posts: Vec<Value>, events: Vec<Value>) -> Thread {
    let players: Vec<Value> = players
        .iter()
        .map(|p| json!({"name": p, "faction": if p.starts_with('M') { "mafia" } else { "town" }}))
        .collect();
    let doc = json!({
        "format": "omerta-forum/1",
        "game": {"day_hours": 48, "night_hours": 24, "starts_with": "day",
                 "min_posts_per_day": min_posts},
        "host": "Host",
        "players": players,
        "start": START,
        "posts": posts,
        "events": events,
    });
    Thread::from_json(&doc.to_string()).unwrap_or_else(|e| panic!("{e}"))
}

fn thread(players: &[&str], posts: Vec<Value>, events: Vec<Value>) -> Thread {
    thread_with(0, players, posts, events)
}

fn post(id: u64, author: &str, minute: i64, body: &str) -> Value {
    json!({"id": id, "author": author, "time": at(minute), "body": body})
}

fn edited(id: u64, author: &str, minute: i64, body: &str, edits: &[(i64, &str)]) -> Value {
    let edits: Vec<Value> = edits
        .iter()
        .map(|(m, b)| json!({"time": at(*m), "body": b}))
        .collect();
    json!({"id": id, "author": author, "time": at(minute), "body": body, "edits": edits})
}

fn of_rule(flags: &[Flag], rule: u8) -> Vec<&Flag> {
    flags.iter().filter(|f| f.rule == rule).collect()
}

/// Every flag names its post (or its day) and its rule.
fn assert_actionable(flags: &[Flag]) {
    for f in flags {
        match f.post {
            Some(id) => assert!(
                f.message.starts_with(&format!("Post {id}")),
                "{}",
                f.message
            ),
            None => assert!(f.message.starts_with("Day "), "{}", f.message),
        }
        assert!(
            f.message.contains(&format!("rule {}", f.rule)),
            "{}",
            f.message
        );
        assert!(f.message.ends_with('.'), "{}", f.message);
    }
}

// Rule 2: "Do not post in the game thread during the night phase ... Repeated posts during
// the night phase will also result in a mod kill."
#[test]
fn rule_2_night_posts_with_repeat_offenders() {
    let t = thread(
        &["A", "B", "M1"],
        vec![
            post(1, "A", 10, "day talk"),
            post(2, "Host", NIGHT_1, "Night 1 begins. Send your actions."),
            post(3, "A", NIGHT_1 + 5, "oops"),
            post(4, "A", NIGHT_1 + 6, "sorry"),
            post(5, "B", NIGHT_1 + 7, "me too"),
            post(6, "A", NIGHT_2 + 1, "again"),
            post(7, "A", DAY_2 + 1, "day again"),
        ],
        vec![],
    );
    let flags = check(&t);
    assert_actionable(&flags);
    let night = of_rule(&flags, 2);
    let seen: Vec<(Option<u64>, bool)> = night.iter().map(|f| (f.post, f.repeat)).collect();
    assert_eq!(
        seen,
        vec![
            (Some(3), false),
            (Some(4), true),
            (Some(5), false),
            (Some(6), true)
        ]
    );
    assert!(
        night[1]
            .message
            .contains("2nd post that night, 2nd night post in the game"),
        "{}",
        night[1].message
    );
    assert!(night[1].message.contains("repeat offence"));
    assert!(
        night[3]
            .message
            .contains("1st post that night, 3rd night post in the game"),
        "{}",
        night[3].message
    );
    assert!(night[0].message.contains("during night 1"));
    assert!(night[3].message.contains("during night 2"));
    assert_eq!(night[0].player, t.slot_named("A"));
    // The host's night post and the day posts are not flagged.
    assert!(flags
        .iter()
        .all(|f| ![Some(1), Some(2), Some(7)].contains(&f.post)));
}

// Rule 3: "Editing a post you made in game, for any reason will result in a mod kill."
#[test]
fn rule_3_edits_with_their_diff_and_the_vote_they_change() {
    let t = thread(
        &["A", "B", "M1", "M2"],
        vec![
            edited(
                1,
                "A",
                10,
                "I think M1 is scum.\n[b]Vote: M1[/b]",
                &[
                    (12, "I think M2 is scum.\n[b]Vote: M2[/b]"),
                    (13, "I think M2 is scum.\n[b]Vote: M2[/b]\nps: typo"),
                ],
            ),
            edited(2, "Host", 20, "Day 1 begins", &[(21, "Day 1 begins!")]),
            edited(
                3,
                "B",
                30,
                "[b]Vote: M1[/b]",
                &[(31, "[b]Unvote: M1[/b] [b]Vote: M2[/b]")],
            ),
        ],
        vec![],
    );
    let flags = check(&t);
    assert_actionable(&flags);
    let edits = of_rule(&flags, 3);
    assert_eq!(
        edits.iter().map(|f| f.post).collect::<Vec<_>>(),
        vec![Some(1), Some(1), Some(3)],
        "the host's edit is not flagged"
    );
    let first = &edits[0].message;
    assert!(first.contains("(edit 1 of 2)"), "{first}");
    assert!(first.contains(&at(12)), "{first}");
    assert!(
        first.contains(
            "removed \"I think M1 is scum.\" \"[b]Vote: M1[/b]\", added \"I think M2 is scum.\" \"[b]Vote: M2[/b]\""
        ),
        "{first}"
    );
    assert!(
        first.contains("the edit adds \"Vote: M2\" and the edit removes \"Vote: M1\""),
        "{first}"
    );
    let second = &edits[1].message;
    assert!(second.contains("(edit 2 of 2)"), "{second}");
    assert!(second.contains("added \"ps: typo\""), "{second}");
    assert!(!second.contains("removed"), "{second}");
    assert!(
        !second.contains("the edit adds"),
        "no vote changed: {second}"
    );
    let third = &edits[2].message;
    assert!(!third.contains("edit 1 of"), "a single edit: {third}");
    assert!(
        third.contains("the edit adds \"Unvote: M1\" and \"Vote: M2\""),
        "{third}"
    );
    assert!(third.contains("votes count as first posted"), "{third}");
    // The counter counted the bodies as first posted: A and B on M1.
    let tally = omerta_forum::tally(&t, None);
    assert_eq!(tally.wagons.len(), 1);
    assert_eq!(tally.wagons[0].voters.len(), 2);
}

// Rule 5: "Once you're dead, stay that way ... dead people make no posts."
#[test]
fn rule_5_posts_by_dead_players() {
    let t = thread(
        &["A", "B", "C", "M1"],
        vec![
            post(1, "C", 1, "alive and well"),
            post(2, "C", 10, "I am dead but [b]Vote: M1[/b]"),
            post(3, "B", DAY_2 + 5, "from beyond"),
            post(4, "B", NIGHT_2 + 5, "at night, dead"),
        ],
        vec![
            json!({"type": "modkill", "player": "C", "time": at(5), "reason": "rule 16"}),
            json!({"type": "death", "death": "night", "player": "B", "time": at(DAY_2)}),
        ],
    );
    let flags = check(&t);
    assert_actionable(&flags);
    let dead = of_rule(&flags, 5);
    assert_eq!(
        dead.iter().map(|f| f.post).collect::<Vec<_>>(),
        vec![Some(2), Some(2), Some(3), Some(4)]
    );
    assert!(
        dead[0].message.contains("(modkilled, day 1)"),
        "{}",
        dead[0].message
    );
    // The second flag on post 2 is the counter's: the vote did not count.
    assert!(dead[1].message.contains("vote count under rule 5"));
    assert!(
        dead[2].message.contains("(killed at night, night 1)"),
        "{}",
        dead[2].message
    );
    // A dead player's night post is a rule 5 flag, not a rule 2 one.
    assert!(of_rule(&flags, 2).is_empty());
    assert!(flags.iter().all(|f| f.post != Some(1)));
}

// Rule 13: "at least ___ actual contributive posts per day phase required".
#[test]
fn rule_13_inactive_players_in_days_that_ended() {
    let t = thread_with(
        2,
        &["A", "B", "C", "D", "M1"],
        vec![
            post(1, "A", 10, "one"),
            post(2, "A", 11, "two"),
            post(3, "B", 12, "only one"),
            post(
                6,
                "C",
                NIGHT_1 + 1,
                "a night post does not count for the day",
            ),
            post(7, "A", DAY_2 + 1, "day 2 has not ended"),
        ],
        vec![
            json!({"type": "modkill", "player": "D", "time": at(100)}),
            json!({"type": "death", "death": "lynch", "player": "M1", "time": at(NIGHT_1)}),
        ],
    );
    let flags = check(&t);
    assert_actionable(&flags);
    let inactive = of_rule(&flags, 13);
    let who: Vec<(Option<usize>, Option<u64>)> =
        inactive.iter().map(|f| (f.player, f.post)).collect();
    assert_eq!(
        who,
        vec![(t.slot_named("B"), None), (t.slot_named("C"), None)],
        "D died during the day; M1 was lynched at its end; day 2 has not ended"
    );
    assert!(
        inactive[0]
            .message
            .starts_with("Day 1 (no post to cite): B made 1 post while alive, below the 2"),
        "{}",
        inactive[0].message
    );
    assert!(inactive[1].message.contains("C made 0 posts"));
    // In time order: after day 1's posts, before night 1's.
    let order: Vec<u8> = flags.iter().map(|f| f.rule).collect();
    assert_eq!(order, vec![13, 13, 2]);
}

#[test]
fn rule_13_needs_a_minimum() {
    let t = thread(&["A", "B"], vec![post(1, "A", DAY_2 + 1, "hello")], vec![]);
    assert!(of_rule(&check(&t), 13).is_empty());
}

// Rule 0 (no numbered rule): posts by outsiders and by replaced players.
#[test]
fn posts_by_non_players() {
    let t = thread(
        &["A", "Gorny", "M1"],
        vec![
            post(1, "Kibitzer", 5, "who is scum?"),
            post(2, "Zarniwoop", 50, "early"),
            post(3, "Gorny", 90, "still me"),
            post(4, "Gorny", 200, "still here"),
            post(5, "Zarniwoop", 300, "I am in"),
            post(6, "Host", 301, "Welcome Zarniwoop"),
        ],
        vec![json!({"type": "replacement", "player": "Gorny", "in": "Zarniwoop", "time": at(100)})],
    );
    let flags = check(&t);
    assert_actionable(&flags);
    let outsiders = of_rule(&flags, 0);
    assert_eq!(
        outsiders.iter().map(|f| f.post).collect::<Vec<_>>(),
        vec![Some(1), Some(2), Some(4)]
    );
    assert_eq!(outsiders[0].player, None);
    assert!(outsiders[0]
        .message
        .contains("Kibitzer is neither a player nor the host"));
    assert!(
        outsiders[1]
            .message
            .contains("Zarniwoop posted before replacing Gorny"),
        "{}",
        outsiders[1].message
    );
    assert!(
        outsiders[2]
            .message
            .contains("Gorny was replaced by Zarniwoop"),
        "{}",
        outsiders[2].message
    );
    assert_eq!(flags.len(), 3);
}

// The counter's notes (rule 6 and 7 problems) are in the report, with their post.
#[test]
fn vote_problems_from_the_counter() {
    let t = thread(
        &["Dredd", "Bad Ash", "M1"],
        vec![
            post(1, "Dredd", 1, "[b]Vote: Ash[/b]"),
            post(2, "Bad Ash", 2, "[b]Unvote: M1[/b]"),
        ],
        vec![],
    );
    let flags = check(&t);
    assert_actionable(&flags);
    assert_eq!(
        flags.iter().map(|f| (f.post, f.rule)).collect::<Vec<_>>(),
        vec![(Some(1), 6), (Some(2), 6)]
    );
    assert!(flags[0]
        .message
        .contains("\"Ash\" is not a player or alias"));
    assert_eq!(flags[1].player, t.slot_named("Bad Ash"));
}

#[test]
fn flags_are_in_post_time_order() {
    // Posts listed out of order; edits much later than their post.
    let t = thread(
        &["A", "B", "M1"],
        vec![
            post(3, "A", NIGHT_1 + 3, "night"),
            edited(1, "B", 1, "x", &[(NIGHT_1 + 10, "y")]),
            post(2, "Nobody", 2, "hi"),
        ],
        vec![],
    );
    let flags = check(&t);
    assert_actionable(&flags);
    assert_eq!(
        flags.iter().map(|f| f.post).collect::<Vec<_>>(),
        vec![Some(1), Some(2), Some(3)]
    );
}

#[test]
fn a_clean_thread_has_no_flags() {
    let t = thread_with(
        1,
        &["A", "B", "M1"],
        vec![
            post(1, "A", 1, "[b]Vote: M1[/b]"),
            post(2, "B", 2, "[b]Vote: M1[/b]"),
            post(3, "M1", 3, "[b]Vote: A[/b] [b]Unvote: A[/b]"),
            post(4, "Host", DAY_2 + 1, "Day 2"),
        ],
        vec![json!({"type": "death", "death": "lynch", "player": "M1", "time": at(NIGHT_1)})],
    );
    assert_eq!(check(&t), vec![]);
}
