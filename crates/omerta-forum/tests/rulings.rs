//! The project's rulings F1-F44 (`docs/forum/rulings.md`), one test each, named
//! `ruling_fN_…`.

use omerta_forum::{check, tally, vote_marks, Markup, Report, Tally, Thread, VoteKind, VoteMark};
use serde_json::{json, Value};

const START: &str = "2026-03-16T20:00:00Z";
/// Day 1 runs minutes 0..2880, Night 1 2880..4320, Day 2 4320..7200.
const NIGHT_1: i64 = 48 * 60;
const DAY_2: i64 = 72 * 60;

fn at(minutes: i64) -> String {
    omerta_forum::time::format(omerta_forum::time::parse(START).unwrap() + minutes * 60)
}

fn post(id: u64, author: &str, minute: i64, body: &str) -> Value {
    json!({"id": id, "author": author, "time": at(minute), "body": body})
}

fn html(id: u64, author: &str, minute: i64, body: &str) -> Value {
    json!({"id": id, "author": author, "time": at(minute), "body": body, "markup": "html"})
}

fn death(player: &str, kind: &str, minute: i64) -> Value {
    json!({"type": "death", "player": player, "death": kind, "time": at(minute)})
}

fn modkill(player: &str, minute: i64) -> Value {
    json!({"type": "modkill", "player": player, "time": at(minute)})
}

/// Players named `M…` are mafia, everyone else town.
fn players(names: &[&str]) -> Vec<Value> {
    names
        .iter()
        .map(|p| json!({"name": p, "faction": if p.starts_with('M') { "mafia" } else { "town" }}))
        .collect()
}

fn document(players: Vec<Value>, posts: Vec<Value>, events: Vec<Value>, game: Value) -> Value {
    json!({
        "format": "omerta-forum/1",
        "game": game,
        "host": "Host",
        "players": players,
        "start": START,
        "posts": posts,
        "events": events,
    })
}

fn read(doc: &Value) -> Thread {
    Thread::from_json(&doc.to_string()).unwrap_or_else(|e| panic!("{e}"))
}

fn thread(names: &[&str], posts: Vec<Value>, events: Vec<Value>) -> Thread {
    read(&document(players(names), posts, events, json!({})))
}

fn name(t: &Thread, slot: usize) -> String {
    t.slots[slot].name().to_owned()
}

/// The wagons as (target, voters), by name, in the tally's order.
fn wagons(t: &Thread, r: &Tally) -> Vec<(String, Vec<String>)> {
    r.wagons
        .iter()
        .map(|w| {
            (
                name(t, w.target),
                w.voters.iter().map(|v| name(t, *v)).collect(),
            )
        })
        .collect()
}

fn wagon(target: &str, voters: &[&str]) -> (String, Vec<String>) {
    (
        target.to_owned(),
        voters.iter().map(|v| (*v).to_owned()).collect(),
    )
}

fn lynch(t: &Thread, r: &Tally) -> Option<String> {
    r.lynch.map(|s| name(t, s))
}

fn notes(r: &Tally) -> Vec<(u64, u8)> {
    r.notes.iter().map(|n| (n.post, n.rule)).collect()
}

fn bb(body: &str) -> Vec<VoteMark> {
    vote_marks(body, Markup::BbCode)
}

fn vote(name: &str) -> VoteMark {
    VoteMark {
        kind: VoteKind::Vote,
        name: name.into(),
    }
}

fn unvote(name: &str) -> VoteMark {
    VoteMark {
        kind: VoteKind::Unvote,
        name: name.into(),
    }
}

const FIVE: [&str; 5] = ["Dredd", "Noodle", "Bad Ash", "Tara", "Mira"];

#[test]
fn ruling_f1_votes_count_as_first_posted() {
    let mut p = post(1, "Dredd", 10, "[b]Vote: Noodle[/b]");
    p["edits"] = json!([{"time": at(12), "body": "[b]Vote: Mira[/b]"}]);
    let t = thread(&FIVE, vec![p], vec![]);
    assert_eq!(t.posts[0].edits.len(), 1);
    let r = tally(&t, None);
    assert_eq!(wagons(&t, &r), [wagon("Noodle", &["Dredd"])]);
    assert!(r.notes.is_empty());
}

#[test]
fn ruling_f2_what_bolded_is() {
    assert_eq!(bb("[B]Vote: Dredd[/B]"), [vote("Dredd")]);
    // The forum does not parse a tag with spaces in it: shown as text, not bold.
    assert_eq!(bb("[ b ]Vote: Dredd[/ b ]"), []);
    assert_eq!(bb("[b ]Vote: Dredd[/b]"), []);
    assert_eq!(
        bb("[color=red][b][size=4]Vote: [i]Dredd[/i][/size][/b][/color]"),
        [vote("Dredd")]
    );
    // Verbatim blocks show their tags as text: nothing in them is bold.
    for block in ["code", "CODE", "plain", "noparse", "php", "icode"] {
        assert_eq!(
            bb(&format!("[{block}][b]Vote: Dredd[/b][/{block}]")),
            [],
            "{block}"
        );
    }
    assert_eq!(
        bb("[code=rust][b]Vote: Dredd[/b][/code] [b]Vote: Mira[/b]"),
        [vote("Mira")]
    );
    assert_eq!(bb("[code][b]Vote: Dredd[/b]"), [], "unclosed: to the end");
    let h = |b| vote_marks(b, Markup::Html);
    assert_eq!(h("<code><b>Vote: Dredd</b></code>"), []);
    assert_eq!(h("<pre class=\"x\"><strong>Vote: Dredd</strong></pre>"), []);
    assert_eq!(h("< strong>Vote: Dredd</strong>"), []);
    // Inline style bold is bold (phpBB writes [b] so).
    assert_eq!(
        h("<span style=\"font-weight: bold\">Vote: Dredd</span> Vote: Mira"),
        [vote("Dredd")]
    );
    assert_eq!(
        h("<span style=\"font-weight:700\"><span style=\"color:red\">Vote: Dredd</span></span>"),
        [vote("Dredd")]
    );
    assert_eq!(h("<span style=\"font-weight: 400\">Vote: Dredd</span>"), []);
    // The counter's quick test lets such a post through.
    let t = thread(
        &FIVE,
        vec![html(
            1,
            "Tara",
            5,
            "<div style=\"FONT-WEIGHT: bold\">Vote: Mira</div>",
        )],
        vec![],
    );
    assert_eq!(wagons(&t, &tally(&t, None)), [wagon("Mira", &["Tara"])]);
    assert_eq!(bb("[i]Vote: Dredd[/i]"), []);
    assert_eq!(bb("[u]Vote: Dredd[/u]"), []);
    assert_eq!(
        vote_marks("<strong>Vote: Dredd</strong>", Markup::Html),
        [vote("Dredd")]
    );
    assert_eq!(vote_marks("<em>Vote: Dredd</em>", Markup::Html), []);
}

#[test]
fn ruling_f3_quoted_votes_never_count() {
    assert_eq!(
        bb("[quote=\"Noodle, post: 12\"][b]Vote: Dredd[/b][/quote]"),
        []
    );
    assert_eq!(bb("[QUOTE][b]Vote: Dredd[/b][/QUOTE]"), []);
    assert_eq!(
        bb("[quote][quote][b]Vote: A[/b][/quote][b]Vote: B[/b][/quote]agreed [b]Vote: C[/b]"),
        [vote("C")]
    );
    let t = thread(
        &FIVE,
        vec![post(
            1,
            "Tara",
            5,
            "[quote=Dredd][b]Vote: Noodle[/b][/quote]\nNo way. [b]Vote: Mira[/b]",
        )],
        vec![],
    );
    assert_eq!(wagons(&t, &tally(&t, None)), [wagon("Mira", &["Tara"])]);
}

#[test]
fn ruling_f4_the_whole_word_then_a_colon() {
    assert_eq!(bb("[b]Vote Dredd[/b]"), []);
    assert_eq!(bb("[b]Votes: Dredd[/b]"), []);
    assert_eq!(bb("[b]Devote: Dredd[/b]"), []);
    assert_eq!(bb("[b]vote for Dredd[/b]"), []);
    assert_eq!(bb("[b]V: Dredd[/b]"), []);
    assert_eq!(bb("[b]UV: Dredd[/b]"), []);
    assert_eq!(bb("[b]VOTE : Dredd[/b]"), [vote("Dredd")]);
    assert_eq!(bb("[b]vote:\tDredd[/b]"), [vote("Dredd")]);
    assert_eq!(bb("[b]Un Vote: Dredd[/b]"), [unvote("Dredd")]);
    assert_eq!(bb("[b]un  vote : Dredd[/b]"), [unvote("Dredd")]);
}

#[test]
fn ruling_f5_where_a_name_ends() {
    assert_eq!(bb("[b]Vote: Dredd[/b] he is scum"), [vote("Dredd")]);
    assert_eq!(bb("[b]Vote: Dredd!!![/b]"), [vote("Dredd")]);
    assert_eq!(bb("[b]Vote:   Bad Ash ,[/b]"), [vote("Bad Ash")]);
    assert_eq!(bb("[b]Vote: Dredd\nsorry[/b]"), [vote("Dredd")]);
    assert_eq!(
        bb("[b]Unvote: Dredd Vote: Noodle[/b]"),
        [unvote("Dredd"), vote("Noodle")]
    );
    assert_eq!(bb("[b]Vote:[/b] Dredd"), [vote("")]);
    assert_eq!(bb("[b]Vote: Dredd because[/b]"), [vote("Dredd because")]);
    let t = thread(
        &FIVE,
        vec![
            post(1, "Tara", 5, "[b]Vote:[/b] Dredd"),
            post(2, "Mira", 6, "[b]Vote: Dredd because[/b]"),
        ],
        vec![],
    );
    let r = tally(&t, None);
    assert!(r.wagons.is_empty());
    assert_eq!(notes(&r), [(1, 6), (2, 6)]);
}

#[test]
fn ruling_f6_names_are_never_guessed() {
    let t = thread(
        &FIVE,
        vec![
            post(1, "Tara", 5, "[b]Vote: dredd[/b]"),
            post(2, "Mira", 6, "[b]Vote: BAD    ash[/b]"),
            post(3, "Tara", 7, "[b]Vote: Dred[/b]"),
            post(4, "Mira", 8, "[b]Vote: @Noodle[/b]"),
            post(5, "Mira", 9, "[b]Vote: Noodel[/b]"),
        ],
        vec![],
    );
    let r = tally(&t, None);
    // The unresolved votes left the earlier ones in place.
    assert_eq!(
        wagons(&t, &r),
        [wagon("Dredd", &["Tara"]), wagon("Bad Ash", &["Mira"])]
    );
    assert_eq!(notes(&r), [(3, 6), (4, 6), (5, 6)]);
    assert!(r.notes[0].message.contains("Dred"), "{:?}", r.notes[0]);
}

#[test]
fn ruling_f7_the_hosts_aliases() {
    let mut ps = players(&FIVE);
    ps[2]["aliases"] = json!(["BA"]);
    let t = read(&document(
        ps.clone(),
        vec![
            post(1, "Tara", 5, "[b]Vote: ba[/b]"),
            post(2, "Mira", 6, "[b]Vote: Ash[/b]"),
        ],
        vec![],
        json!({}),
    ));
    let r = tally(&t, None);
    assert_eq!(wagons(&t, &r), [wagon("Bad Ash", &["Tara"])]);
    assert_eq!(notes(&r), [(2, 6)]);
    // A repeated name or alias is refused.
    ps[3]["aliases"] = json!(["ba"]);
    assert!(Thread::from_json(&document(ps, vec![], vec![], json!({})).to_string()).is_err());
    let twice = document(players(&["Dredd", "DREDD"]), vec![], vec![], json!({}));
    assert!(Thread::from_json(&twice.to_string()).is_err());
}

#[test]
fn ruling_f8_several_actions_in_one_post() {
    let t = thread(
        &FIVE,
        vec![
            post(1, "Tara", 5, "[b]Vote: Dredd[/b]"),
            post(
                2,
                "Tara",
                6,
                "[b]Unvote: Dredd[/b]\nOn reflection...\n[b]Vote: Noodle[/b]\n[b]Vote: Mira[/b]",
            ),
        ],
        vec![],
    );
    assert_eq!(wagons(&t, &tally(&t, None)), [wagon("Mira", &["Tara"])]);
}

#[test]
fn ruling_f9_html_threads() {
    let h = |b| vote_marks(b, Markup::Html);
    assert_eq!(h("<b>Vote: Bad&nbsp;Ash</b>"), [vote("Bad Ash")]);
    assert_eq!(h("<b>Vote: &#x44;redd</b>"), [vote("Dredd")]);
    assert_eq!(h("<b>Vote: Dredd<br/>hi</b>"), [vote("Dredd")]);
    assert_eq!(h("<p><b>Vote: Dredd</p><p>later</b></p>"), [vote("Dredd")]);
    assert_eq!(
        h("<blockquote><strong>Vote: Dredd</strong></blockquote>"),
        []
    );
    let t = thread(
        &FIVE,
        vec![html(
            1,
            "Tara",
            5,
            "<p>Fine.</p><p><strong>Vote: Bad&#32;Ash</strong></p>",
        )],
        vec![],
    );
    assert_eq!(wagons(&t, &tally(&t, None)), [wagon("Bad Ash", &["Tara"])]);
}

#[test]
fn ruling_f10_unclosed_markup() {
    assert_eq!(bb("[b]Vote: Dredd"), [vote("Dredd")]);
    assert_eq!(bb("[quote]nope [b]Vote: Dredd[/b]"), []);
    assert_eq!(bb("[b]Vote: Dredd [sic"), [vote("Dredd [sic")]);
    assert_eq!(bb("[/b][/quote][b]Vote: Dredd[/b]"), [vote("Dredd")]);
}

#[test]
fn ruling_f11_a_new_vote_moves_the_old_one() {
    let t = thread(
        &FIVE,
        vec![
            post(1, "Tara", 5, "[b]Vote: Dredd[/b]"),
            post(2, "Mira", 6, "[b]Vote: Noodle[/b]"),
            post(3, "Tara", 7, "[b]Vote: Noodle[/b]"),
            post(4, "Mira", 8, "[b]Vote: Noodle[/b]"), // again: keeps its place
        ],
        vec![],
    );
    let r = tally(&t, None);
    assert_eq!(wagons(&t, &r), [wagon("Noodle", &["Mira", "Tara"])]);
    assert!(r.notes.is_empty());
}

#[test]
fn ruling_f12_an_unvote_must_name_the_current_vote() {
    let t = thread(
        &FIVE,
        vec![
            post(1, "Tara", 5, "[b]Vote: Dredd[/b]"),
            post(2, "Tara", 6, "[b]Unvote: Noodle[/b]"),
            post(3, "Mira", 7, "[b]Vote: Dredd[/b]"),
            post(4, "Mira", 8, "[b]Unvote:[/b]"),
            post(5, "Noodle", 9, "[b]Unvote: Dredd[/b]"),
        ],
        vec![],
    );
    let r = tally(&t, None);
    assert_eq!(wagons(&t, &r), [wagon("Dredd", &["Tara", "Mira"])]);
    assert_eq!(notes(&r), [(2, 6), (4, 6), (5, 6)]);
    let t = thread(
        &FIVE,
        vec![
            post(1, "Tara", 5, "[b]Vote: Dredd[/b]"),
            post(2, "Tara", 6, "[b]Un Vote: dredd[/b]"),
        ],
        vec![],
    );
    let r = tally(&t, None);
    assert!(r.wagons.is_empty());
    assert_eq!(r.not_voting.len(), 5);
}

#[test]
fn ruling_f13_self_votes() {
    let t = thread(&FIVE, vec![post(1, "Tara", 5, "[b]Vote: Tara[/b]")], vec![]);
    let r = tally(&t, None);
    assert_eq!(wagons(&t, &r), [wagon("Tara", &["Tara"])]);
    assert!(r.notes.is_empty());
}

#[test]
fn ruling_f14_only_players_vote() {
    let t = thread(
        &FIVE,
        vec![
            post(1, "Host", 1, "[b]Vote: Dredd[/b]"),
            post(2, "Lurker", 2, "[b]Vote: Dredd[/b]"),
            post(3, "TARA", 3, "[b]Vote: Dredd[/b]"),
        ],
        vec![],
    );
    let r = tally(&t, None);
    assert_eq!(wagons(&t, &r), [wagon("Dredd", &["Tara"])]);
    assert!(r.notes.is_empty());
    // An alias is not an author; the host wins a name shared with a player.
    let mut ps = players(&FIVE);
    ps[3]["aliases"] = json!(["T"]);
    ps.push(json!({"name": "host", "faction": "town"}));
    let t = read(&document(
        ps,
        vec![
            post(1, "T", 1, "[b]Vote: Dredd[/b]"),
            post(2, "Host", 2, "[b]Vote: Dredd[/b]"),
        ],
        vec![],
        json!({}),
    ));
    assert!(tally(&t, None).wagons.is_empty());
}

#[test]
fn ruling_f15_night_votes() {
    let t = thread(
        &FIVE,
        vec![
            post(1, "Tara", 5, "[b]Vote: Dredd[/b]"),
            post(2, "Mira", NIGHT_1, "[b]Vote: Dredd[/b]"), // the second the day ends
            post(3, "Noodle", NIGHT_1 + 60, "[b]Vote: Dredd[/b]"),
        ],
        vec![],
    );
    assert_eq!(
        t.phases[t.posts[1].phase.unwrap()].kind,
        omerta_forum::PhaseKind::Night
    );
    let r = tally(&t, None);
    assert_eq!(wagons(&t, &r), [wagon("Dredd", &["Tara"])]);
    assert_eq!(notes(&r), [(2, 2), (3, 2)]);
}

#[test]
fn ruling_f16_posts_outside_the_schedule() {
    let doc = json!({
        "format": "omerta-forum/1",
        "players": players(&FIVE),
        "phases": [
            {"kind": "day", "start": at(0), "end": at(60)},
            {"kind": "day", "start": at(120), "end": at(180)}
        ],
        "posts": [
            post(1, "Tara", -5, "[b]Vote: Dredd[/b]"),
            post(2, "Tara", 90, "[b]Vote: Dredd[/b]"),
            post(3, "Tara", 200, "[b]Vote: Dredd[/b]"),
            post(4, "Mira", 10, "[b]Vote: Dredd[/b]"),
        ],
    });
    let t = read(&doc);
    assert_eq!(t.phases[1].number, 2);
    assert_eq!(
        t.posts.iter().map(|p| p.phase).collect::<Vec<_>>(),
        [None, Some(0), None, None]
    );
    let r = tally(&t, Some(2));
    assert_eq!(notes(&r), [(1, 2), (2, 2)]);
    assert_eq!(wagons(&t, &r), [wagon("Dredd", &["Mira"])]);
}

#[test]
fn ruling_f17_dead_players_votes() {
    let t = thread(
        &FIVE,
        vec![
            post(1, "Tara", 5, "[b]Vote: Dredd[/b]"),
            post(2, "Mira", 10, "[b]Vote: Dredd[/b]"), // the second Mira is modkilled
            post(3, "Noodle", DAY_2 + 1, "[b]Vote: Dredd[/b]"), // killed in night 1
        ],
        vec![modkill("Mira", 10), death("Noodle", "night", DAY_2)],
    );
    let day1 = tally(&t, Some(2));
    assert_eq!(wagons(&t, &day1), [wagon("Dredd", &["Tara"])]);
    assert_eq!(notes(&day1), [(2, 5)]);
    assert_eq!(notes(&tally(&t, None)), [(2, 5), (3, 5)]);
}

#[test]
fn ruling_f18_votes_for_dead_players() {
    let t = thread(
        &FIVE,
        vec![
            post(1, "Tara", 5, "[b]Vote: Dredd[/b]"),
            post(2, "Noodle", 6, "[b]Vote: Mira[/b]"),
            post(3, "Tara", 20, "[b]Vote: Mira[/b]"), // Mira is dead
            post(4, "Mira", 21, "[b]Vote: Tara[/b]"),
        ],
        vec![modkill("Mira", 15)],
    );
    let r = tally(&t, None);
    assert_eq!(wagons(&t, &r), [wagon("Dredd", &["Tara"])]);
    assert_eq!(
        r.not_voting
            .iter()
            .map(|s| name(&t, *s))
            .collect::<Vec<_>>(),
        ["Dredd", "Noodle", "Bad Ash"]
    );
    assert_eq!(notes(&r), [(3, 6), (4, 5)]);
    // Before the modkill, Noodle's vote showed.
    assert_eq!(
        wagons(&t, &tally(&t, Some(2))),
        [wagon("Dredd", &["Tara"]), wagon("Mira", &["Noodle"])]
    );
}

#[test]
fn ruling_f19_majority_from_the_living_at_the_moment() {
    let seven = ["A", "B", "C", "D", "E", "F", "M"];
    let t = thread(
        &seven,
        vec![
            post(1, "A", 1, "[b]Vote: M[/b]"),
            post(2, "B", 2, "[b]Vote: M[/b]"),
            post(3, "C", 3, "[b]Vote: M[/b]"),
            post(4, "D", 30, "[b]Vote: M[/b]"),
        ],
        vec![modkill("F", 20)],
    );
    let before = tally(&t, Some(3));
    assert_eq!(
        (before.alive.len(), before.majority, before.lock),
        (7, 4, 5)
    );
    assert_eq!(before.lynch, None);
    let after = tally(&t, None);
    assert_eq!((after.alive.len(), after.majority, after.lock), (6, 4, 5));
    assert_eq!(lynch(&t, &after).as_deref(), Some("M"));
    // Three votes are a majority once two are gone.
    let t = thread(
        &seven,
        vec![
            post(1, "A", 1, "[b]Vote: M[/b]"),
            post(2, "B", 2, "[b]Vote: M[/b]"),
            post(3, "C", 3, "[b]Vote: M[/b]"),
            post(4, "D", 30, "two down"),
        ],
        vec![modkill("F", 20), modkill("E", 21)],
    );
    assert_eq!(tally(&t, Some(3)).lynch, None);
    let r = tally(&t, None);
    assert_eq!(r.majority, 3);
    assert_eq!(lynch(&t, &r).as_deref(), Some("M"));
}

#[test]
fn ruling_f20_the_lock_number() {
    assert_eq!(
        (omerta_forum::majority(13), omerta_forum::lock_at(13)),
        (7, 8)
    );
    assert_eq!(
        (omerta_forum::majority(12), omerta_forum::lock_at(12)),
        (7, 8)
    );
    assert_eq!(
        (omerta_forum::majority(5), omerta_forum::lock_at(5)),
        (3, 4)
    );
    let t = thread(
        &FIVE,
        vec![
            post(1, "Dredd", 1, "[b]Vote: Mira[/b]"),
            post(2, "Noodle", 2, "[b]Vote: Mira[/b]"),
            post(3, "Bad Ash", 3, "[b]Vote: Mira[/b]"), // majority
            post(4, "Tara", 4, "[b]Vote: Mira[/b]"),    // one more: lock
        ],
        vec![],
    );
    let majority = tally(&t, Some(3));
    assert_eq!(lynch(&t, &majority).as_deref(), Some("Mira"));
    assert!(!majority.wagons[0].locked);
    assert!(tally(&t, Some(4)).wagons[0].locked);
    let rule_7 = t.config.rule_7_numbers(5);
    assert!(
        rule_7.contains("3 votes are a majority") && rule_7.contains("4 votes lock"),
        "{rule_7}"
    );
}

fn locked_five(extra: Vec<Value>, events: Vec<Value>) -> Thread {
    let mut posts = vec![
        post(1, "Dredd", 1, "[b]Vote: Mira[/b]"),
        post(2, "Noodle", 2, "[b]Vote: Mira[/b]"),
        post(3, "Bad Ash", 3, "[b]Vote: Mira[/b]"),
        post(4, "Tara", 4, "[b]Vote: Mira[/b]"), // lock
    ];
    posts.extend(extra);
    thread(&FIVE, posts, events)
}

#[test]
fn ruling_f21_a_lock_holds_its_voters() {
    let t = locked_five(
        vec![
            post(5, "Dredd", 10, "[b]Unvote: Mira[/b]"),
            post(6, "Tara", 11, "[b]Vote: Noodle[/b]"),
            post(7, "Mira", 12, "[b]Vote: Mira[/b]"), // joining the wagon is allowed
        ],
        vec![],
    );
    let r = tally(&t, None);
    assert_eq!(
        wagons(&t, &r),
        [wagon(
            "Mira",
            &["Dredd", "Noodle", "Bad Ash", "Tara", "Mira"]
        )]
    );
    assert_eq!(notes(&r), [(5, 7), (6, 7)]);
}

#[test]
fn ruling_f22_a_lock_is_a_lynch() {
    let t = locked_five(
        vec![post(5, "Tara", 20, "three down")],
        vec![
            modkill("Dredd", 10),
            modkill("Noodle", 11),
            modkill("Bad Ash", 12),
        ],
    );
    let r = tally(&t, None);
    // 2 alive: majority 2; Mira has 1 living voter left, and is still the lynch.
    assert_eq!(r.majority, 2);
    assert_eq!(wagons(&t, &r), [wagon("Mira", &["Tara"])]);
    assert!(r.wagons[0].locked);
    assert_eq!(lynch(&t, &r).as_deref(), Some("Mira"));
}

#[test]
fn ruling_f23_no_majority_no_lynch() {
    let t = thread(
        &FIVE,
        vec![
            post(1, "Dredd", 1, "[b]Vote: Mira[/b]"),
            post(2, "Noodle", 2, "[b]Vote: Mira[/b]"),
            post(3, "Bad Ash", 3, "[b]Vote: Tara[/b]"),
            post(4, "Tara", NIGHT_1 - 1, "day's end is near"),
            post(5, "Host", NIGHT_1, "Night 1 begins. Nobody was lynched."),
        ],
        vec![],
    );
    let r = tally(&t, None);
    assert!(r.day_over);
    assert_eq!(r.wagons[0].voters.len(), 2);
    assert_eq!(r.lynch, None);
}

#[test]
fn ruling_f24_each_day_starts_afresh() {
    let t = thread(
        &FIVE,
        vec![
            post(1, "Dredd", 1, "[b]Vote: Mira[/b]"),
            post(2, "Noodle", 2, "[b]Vote: Mira[/b]"),
            post(3, "Bad Ash", DAY_2 + 1, "[b]Vote: Tara[/b]"),
        ],
        vec![],
    );
    let r = tally(&t, None);
    assert_eq!(t.phases[r.day.unwrap()].number, 2);
    assert_eq!(wagons(&t, &r), [wagon("Tara", &["Bad Ash"])]);
    assert!(!r.day_over);
}

#[test]
fn ruling_f25_without_the_lock() {
    let doc = document(
        players(&FIVE),
        vec![
            post(1, "Dredd", 1, "[b]Vote: Mira[/b]"),
            post(2, "Noodle", 2, "[b]Vote: Mira[/b]"),
            post(3, "Bad Ash", 3, "[b]Vote: Mira[/b]"),
            post(4, "Tara", 4, "[b]Vote: Mira[/b]"),
            post(5, "Dredd", 5, "[b]Unvote: Mira[/b]"),
            post(6, "Noodle", 6, "[b]Vote: Tara[/b]"),
        ],
        vec![],
        json!({"lock": false}),
    );
    let t = read(&doc);
    let r = tally(&t, None);
    assert_eq!(
        wagons(&t, &r),
        [
            wagon("Mira", &["Bad Ash", "Tara"]),
            wagon("Tara", &["Noodle"])
        ]
    );
    assert!(r.wagons.iter().all(|w| !w.locked));
    assert!(r.notes.is_empty());
    assert_eq!(r.lynch, None);
    assert!(!t.config.rule_7_numbers(5).contains("lock"));
}

#[test]
fn ruling_f26_the_fifty_percent_rule() {
    // Two town, two mafia: the mafia do not outnumber the town, but the town (2) cannot
    // reach a majority (3).
    let t = thread(&["A", "B", "M1", "M2"], vec![], vec![]);
    assert_eq!(tally(&t, None).called, Some(true));
    let t = thread(&["A", "B", "C", "M1", "M2"], vec![], vec![]);
    assert_eq!(tally(&t, None).called, Some(false));
    // A third party counts against the town.
    let mut ps = players(&["A", "B", "C", "M1"]);
    ps[2]["faction"] = json!("serial killer");
    let t = read(&document(ps, vec![], vec![], json!({})));
    assert_eq!(tally(&t, None).called, Some(true));
    // Unknown while a living player has no faction; the dead do not matter.
    let mut ps = players(&["A", "B", "C", "M1"]);
    ps[3].as_object_mut().unwrap().remove("faction");
    let t = read(&document(ps.clone(), vec![], vec![], json!({})));
    assert_eq!(tally(&t, None).called, None);
    let t = read(&document(
        ps,
        vec![post(1, "A", 10, "gg")],
        vec![death("M1", "lynch", 5)],
        json!({}),
    ));
    assert_eq!(tally(&t, None).called, Some(false));
    // Off.
    let t = read(&document(
        players(&["A", "M1", "M2"]),
        vec![],
        vec![],
        json!({"fifty_percent_rule": false}),
    ));
    assert_eq!(tally(&t, None).called, Some(false));
}

#[test]
fn ruling_f27_a_replacement_keeps_the_slot() {
    let mut ps = players(&FIVE);
    ps[1]["aliases"] = json!(["Noods"]);
    let doc = document(
        ps,
        vec![
            post(1, "Noodle", 5, "[b]Vote: Mira[/b]"),
            post(2, "Dredd", 6, "[b]Vote: Noodle[/b]"),
            post(3, "Tara", 30, "[b]Vote: Hollis[/b]"),
            post(4, "Mira", 31, "[b]Vote: noods[/b]"),
            post(5, "Hollis", 40, "[b]Unvote: Mira[/b][b]Vote: Dredd[/b]"),
        ],
        vec![json!({"type": "replacement", "player": "Noodle", "in": "Hollis", "time": at(20)})],
        json!({}),
    );
    let t = read(&doc);
    assert_eq!(t.slots[1].names, ["Noodle", "Hollis"]);
    assert_eq!(t.name_at(1, t.posts[0].time), "Noodle");
    assert_eq!(t.name_at(1, t.posts[4].time), "Hollis");
    // The outgoing player's vote stands for the slot.
    assert_eq!(
        wagons(&t, &tally(&t, Some(3))),
        [
            wagon("Hollis", &["Dredd", "Tara"]),
            wagon("Mira", &["Hollis"])
        ]
    );
    let r = tally(&t, None);
    assert_eq!(
        wagons(&t, &r),
        [
            wagon("Hollis", &["Dredd", "Tara", "Mira"]),
            wagon("Dredd", &["Hollis"])
        ]
    );
    assert!(r.notes.is_empty());
}

#[test]
fn ruling_f28_thread_order() {
    let t = thread(
        &FIVE,
        vec![
            post(9, "Tara", 7, "[b]Vote: Mira[/b]"),
            post(3, "Tara", 5, "[b]Vote: Dredd[/b]"),
            post(8, "Mira", 6, "[b]Vote: Tara[/b]"),
            post(7, "Mira", 6, "[b]Vote: Dredd[/b]"),
        ],
        vec![],
    );
    assert_eq!(
        t.posts.iter().map(|p| p.id).collect::<Vec<_>>(),
        [3, 7, 8, 9]
    );
    assert_eq!(
        wagons(&t, &tally(&t, None)),
        [wagon("Tara", &["Mira"]), wagon("Mira", &["Tara"])]
    );
    assert_eq!(
        wagons(&t, &tally(&t, Some(7))),
        [wagon("Dredd", &["Tara", "Mira"])]
    );
}

#[test]
fn ruling_f29_the_tally_during_the_night() {
    let t = locked_five(
        vec![
            post(5, "Host", NIGHT_1, "Mira was lynched. Night 1 begins."),
            post(6, "Dredd", NIGHT_1 + 30, "gg"),
        ],
        vec![death("Mira", "lynch", NIGHT_1)],
    );
    let r = tally(&t, None);
    assert!(r.day_over);
    assert_eq!(t.phases[r.day.unwrap()].number, 1);
    assert_eq!(r.alive.len(), 5, "counted at the day's last second");
    assert_eq!(lynch(&t, &r).as_deref(), Some("Mira"));
    assert!(r.wagons[0].locked);
}

#[test]
fn ruling_f30_the_order_of_the_vote_tallies() {
    let t = thread(
        &FIVE,
        vec![
            post(1, "Dredd", 1, "[b]Vote: Tara[/b]"),
            post(2, "Noodle", 2, "[b]Vote: Mira[/b]"),
            post(3, "Bad Ash", 3, "[b]Vote: Mira[/b]"),
            post(4, "Tara", 4, "[b]Vote: Noodle[/b]"),
            post(5, "Mira", 5, "[b]Vote: Noodle[/b]"),
            post(6, "Dredd", 6, "[b]Vote: Tara[/b]"), // again: Tara's wagon keeps its place
        ],
        vec![],
    );
    assert_eq!(
        wagons(&t, &tally(&t, None)),
        [
            wagon("Mira", &["Noodle", "Bad Ash"]),
            wagon("Noodle", &["Tara", "Mira"]),
            wagon("Tara", &["Dredd"]),
        ]
    );
}

fn replacement(player: &str, new: &str, minute: i64) -> Value {
    json!({"type": "replacement", "player": player, "in": new, "time": at(minute)})
}

/// The names of the players not voting, in the tally's order.
fn not_voting(t: &Thread, r: &Tally) -> Vec<String> {
    r.not_voting.iter().map(|s| name(t, *s)).collect()
}

/// The problems of a document the reader refuses.
fn refused(doc: &Value) -> String {
    match Thread::from_json(&doc.to_string()) {
        Ok(_) => panic!("accepted: {doc}"),
        Err(e) => e.to_string(),
    }
}

#[test]
fn ruling_f31_a_lock_holds_its_voters_while_the_locked_player_lives() {
    let t = locked_five(
        vec![
            post(5, "Dredd", 10, "[b]Vote: Noodle[/b]"), // Mira lives: held
            post(6, "Dredd", 30, "[b]Vote: Noodle[/b]"), // Mira is dead: free
            post(7, "Tara", 31, "[b]Vote: Noodle[/b]"),
            post(8, "Bad Ash", 32, "[b]Unvote: Mira[/b]"),
        ],
        vec![modkill("Mira", 20)],
    );
    let held = tally(&t, Some(5));
    assert_eq!(notes(&held), [(5, 7)]);
    assert_eq!(lynch(&t, &held).as_deref(), Some("Mira"));
    let r = tally(&t, None);
    assert_eq!(notes(&r), [(5, 7)], "no note once Mira is dead");
    assert_eq!(wagons(&t, &r), [wagon("Noodle", &["Dredd", "Tara"])]);
    assert!(!r.wagons[0].locked);
    assert_eq!(not_voting(&t, &r), ["Noodle", "Bad Ash"]);
    // 4 alive: a majority is 3, and the dead locked player is nobody's lynch.
    assert_eq!(r.majority, 3);
    assert_eq!(r.lynch, None);
}

#[test]
fn ruling_f32_a_replaced_players_posts_do_not_vote_for_the_slot() {
    let t = thread(
        &FIVE,
        vec![
            post(1, "Hollis", 10, "[b]Vote: Mira[/b]"), // not yet in the game
            post(2, "Noodle", 15, "[b]Vote: Tara[/b]"),
            post(3, "Noodle", 30, "[b]Vote: Dredd[/b]"), // replaced at minute 20
            post(4, "Hollis", 40, "[b]Vote: Mira[/b]"),
        ],
        vec![replacement("Noodle", "Hollis", 20)],
    );
    let before = tally(&t, Some(3));
    // The outgoing player's vote stands for the slot (F27); their later post does not move it.
    assert_eq!(wagons(&t, &before), [wagon("Tara", &["Hollis"])]);
    assert_eq!(notes(&before), [(1, 6), (3, 6)]);
    assert!(
        before.notes[1].message.contains("does not play this slot"),
        "{:?}",
        before.notes[1]
    );
    let r = tally(&t, None);
    assert_eq!(wagons(&t, &r), [wagon("Mira", &["Hollis"])]);
    // The enforcement report flags both posts under rule 0, as posts by no player.
    let rule_0: Vec<u64> = check(&t)
        .iter()
        .filter(|f| f.rule == 0)
        .filter_map(|f| f.post)
        .collect();
    assert_eq!(rule_0, [1, 3]);
}

#[test]
fn ruling_f33_names_ending_in_punctuation() {
    let t = thread(
        &["Yahoo!", "B", "C", "M1"],
        vec![
            post(1, "B", 5, "[b]Vote: Yahoo![/b]"),
            post(2, "C", 6, "[b]Vote: yahoo[/b]"),
            post(3, "M1", 7, "[b]Vote: YAHOO!?.[/b]"),
        ],
        vec![],
    );
    let r = tally(&t, None);
    assert_eq!(wagons(&t, &r), [wagon("Yahoo!", &["B", "C", "M1"])]);
    assert!(r.notes.is_empty(), "{:?}", r.notes);
    // Only trailing punctuation: a leading one is part of the name.
    let t = thread(
        &["Yahoo!", "B", "C", "M1"],
        vec![post(1, "B", 5, "[b]Vote: !Yahoo[/b]")],
        vec![],
    );
    assert_eq!(notes(&tally(&t, None)), [(1, 6)]);
    // "Yahoo!" and "Yahoo" would be the same name to a vote: refused.
    let both = document(players(&["Yahoo!", "yahoo"]), vec![], vec![], json!({}));
    assert!(refused(&both).contains("used twice"));
}

#[test]
fn ruling_f34_a_replacements_name_must_not_clash() {
    let mut ps = players(&FIVE);
    ps[2]["aliases"] = json!(["BA"]);
    let with = |new: &str| {
        document(
            ps.clone(),
            vec![],
            vec![replacement("Noodle", new, 20)],
            json!({}),
        )
    };
    for clash in ["ba", "BAD   ASH", "tara", "Dredd.", "noodle"] {
        assert!(
            refused(&with(clash)).contains("already a name or alias"),
            "{clash}"
        );
    }
    assert_eq!(read(&with("Hollis")).slots[1].names, ["Noodle", "Hollis"]);
    // Nor may two replacements share a name.
    let twice = document(
        players(&FIVE),
        vec![],
        vec![
            replacement("Noodle", "Hollis", 20),
            replacement("Tara", "hollis", 30),
        ],
        json!({}),
    );
    assert!(refused(&twice).contains("already a name or alias"));
    // Names that differ only in spacing clash among the players too.
    let spaced = document(players(&["Bad Ash", "Bad  Ash"]), vec![], vec![], json!({}));
    assert!(refused(&spaced).contains("used twice"));
}

#[test]
fn ruling_f35_a_bracket_opened_twice_is_text() {
    assert_eq!(bb("[b]Vote: Dredd [sic[/b] not bold"), [vote("Dredd [sic")]);
    assert_eq!(bb("x [[b]Vote: Tara[/b]"), [vote("Tara")]);
    let t = thread(
        &FIVE,
        vec![post(
            1,
            "Dredd",
            5,
            "[b]Vote: Mira [sic[/b] and then [b]Vote: Tara[/b]",
        )],
        vec![],
    );
    let r = tally(&t, None);
    // "Mira [sic" is nobody (rule 6 note); the bold closed where written, so Tara counts.
    assert_eq!(wagons(&t, &r), [wagon("Tara", &["Dredd"])]);
    assert_eq!(notes(&r), [(1, 6)]);
}

#[test]
fn ruling_f36_spaced_bold_tags_are_text() {
    let t = thread(
        &FIVE,
        vec![
            post(1, "Tara", 5, "[ b]Vote: Mira[/ b]"),
            post(2, "Dredd", 6, "[ B ]Vote: Mira[/b ]"),
            html(3, "Noodle", 7, "< strong >Vote: Mira</ strong >"),
        ],
        vec![],
    );
    let r = tally(&t, None);
    assert_eq!(wagons(&t, &r), []);
    assert!(r.notes.is_empty(), "{:?}", r.notes);
}

#[test]
fn ruling_f37_an_unknown_post_counts_the_whole_thread() {
    let t = locked_five(vec![], vec![]);
    assert!(t.post(999).is_none());
    assert_eq!(tally(&t, Some(999)), tally(&t, None));
    // The templates (and so `omerta forum tally --at 999`) refuse it.
    let error = Report::new(&t, Some(999)).err().expect("refused");
    assert!(error.to_string().contains("no post 999"), "{error}");
}

#[test]
fn ruling_f38_a_lynch_at_the_days_end_is_not_inactivity() {
    let doc = document(
        players(&FIVE),
        vec![
            post(1, "Dredd", 5, "hello"),
            post(2, "Noodle", 6, "hello"),
            post(3, "Bad Ash", 7, "hello"),
            post(4, "Host", NIGHT_1, "Mira was lynched. Night 1 begins."),
        ],
        vec![death("Mira", "lynch", NIGHT_1)],
        json!({"min_posts_per_day": 1}),
    );
    let t = read(&doc);
    let idle: Vec<String> = check(&t)
        .iter()
        .filter(|f| f.rule == 13)
        .map(|f| name(&t, f.player.unwrap()))
        .collect();
    // Tara is flagged; Mira, silent too, died in the day (at its very end).
    assert_eq!(idle, ["Tara"]);
    // Recorded a minute into the night, the lynch leaves Mira alive for the whole day.
    let mut late = doc.clone();
    late["events"] = json!([death("Mira", "lynch", NIGHT_1 + 1)]);
    let t = read(&late);
    let idle: Vec<String> = check(&t)
        .iter()
        .filter(|f| f.rule == 13)
        .map(|f| name(&t, f.player.unwrap()))
        .collect();
    assert_eq!(idle, ["Tara", "Mira"]);
}

#[test]
fn ruling_f39_a_new_day_without_votes_is_counted_empty() {
    let t = locked_five(
        vec![
            post(5, "Host", NIGHT_1, "Mira was lynched. Night 1 begins."),
            post(6, "Host", DAY_2, "Day 2 begins."),
            post(7, "Dredd", DAY_2 + 5, "no vote yet"),
        ],
        vec![death("Mira", "lynch", NIGHT_1)],
    );
    for at in [Some(6), None] {
        let r = tally(&t, at);
        assert_eq!(t.phases[r.day.unwrap()].number, 2, "{at:?}");
        assert!(r.wagons.is_empty() && !r.day_over && r.lynch.is_none());
        assert_eq!(not_voting(&t, &r), ["Dredd", "Noodle", "Bad Ash", "Tara"]);
        assert_eq!((r.majority, r.lock), (3, 4));
    }
    // At the night post, still day 1, over, with its lynch (F29).
    assert_eq!(lynch(&t, &tally(&t, Some(5))).as_deref(), Some("Mira"));
    // A thread with no post yet: day 1, empty.
    let t = thread(&FIVE, vec![], vec![]);
    let r = tally(&t, None);
    assert_eq!(r.day, Some(0));
    assert_eq!(r.not_voting.len(), 5);
}

/// Players as given, with extra fields: `("SK", json!({"faction": "serial killer", "win": "alone"}))`.
fn cast(entries: &[(&str, Value)]) -> Vec<Value> {
    entries
        .iter()
        .map(|(name, extra)| {
            let mut p = json!({"name": name});
            for (k, v) in extra.as_object().unwrap() {
                p[k] = v.clone();
            }
            p
        })
        .collect()
}

fn town_() -> Value {
    json!({"faction": "town"})
}

fn mafia_() -> Value {
    json!({"faction": "mafia"})
}

/// The winners' names, and whether the game is over, at the end of the thread.
fn winners(t: &Thread) -> (bool, Vec<String>) {
    let report = Report::new(t, None).unwrap();
    let st = report.standing().expect("every faction is known");
    (
        st.over,
        st.winners.iter().map(|w| name(t, w.slot)).collect(),
    )
}

#[test]
fn ruling_f40_a_serial_killer_is_a_faction_of_their_own() {
    let players = cast(&[
        ("A", town_()),
        ("B", town_()),
        ("M1", mafia_()),
        ("SK", json!({"faction": "serial killer", "win": "alone"})),
    ]);
    // Two town, a mafioso, a serial killer: the town (2) is short of a majority (3), but
    // neither the mafia nor the serial killer holds the vote: the others make 3.
    let t = read(&document(players.clone(), vec![], vec![], json!({})));
    assert_eq!(tally(&t, None).called, Some(false));
    assert_eq!(winners(&t), (false, vec![]));
    // B dies: A, M1, SK; the majority is 2 and either hostile side is out-voted by 2.
    let t = read(&document(
        players.clone(),
        vec![post(1, "A", DAY_2 + 1, "day 2")],
        vec![death("B", "night", NIGHT_1 + 10)],
        json!({}),
    ));
    assert_eq!(tally(&t, None).called, Some(false));
    // The mafioso is lynched and A killed: B and SK, and SK holds the vote alone.
    let t = read(&document(
        players,
        vec![post(1, "B", DAY_2 + 1, "day 2")],
        vec![
            death("M1", "lynch", NIGHT_1),
            death("A", "night", NIGHT_1 + 10),
        ],
        json!({}),
    ));
    assert_eq!(tally(&t, None).called, Some(true));
    assert_eq!(winners(&t), (true, vec!["SK".to_owned()]));
    let text = Report::new(&t, None).unwrap().to_bbcode();
    assert!(
        text.contains(
            "The game is over. Winners: SK (a serial killer holding the vote alone, rule 8)."
        ),
        "{text}"
    );
}

#[test]
fn ruling_f40_the_town_wins_when_no_hostile_player_is_left_and_the_mafia_by_rule_8() {
    let players = cast(&[
        ("A", town_()),
        ("B", town_()),
        ("C", town_()),
        ("M1", mafia_()),
        ("SK", json!({"faction": "serial killer", "win": "alone"})),
    ]);
    let t = read(&document(
        players.clone(),
        vec![post(1, "A", DAY_2 + 1, "day 2")],
        vec![
            death("M1", "lynch", NIGHT_1),
            death("SK", "night", NIGHT_1 + 10),
        ],
        json!({}),
    ));
    assert_eq!(winners(&t), (true, names_of(&["A", "B", "C"])));
    // The serial killer dead, two town left against two mafia: the mafia hold the vote.
    let players = cast(&[
        ("A", town_()),
        ("B", town_()),
        ("M1", mafia_()),
        ("M2", mafia_()),
        ("SK", json!({"faction": "serial killer", "win": "alone"})),
    ]);
    let t = read(&document(
        players,
        vec![post(1, "A", DAY_2 + 1, "day 2")],
        vec![death("SK", "lynch", NIGHT_1)],
        json!({}),
    ));
    assert_eq!(winners(&t), (true, names_of(&["M1", "M2"])));
}

fn names_of(list: &[&str]) -> Vec<String> {
    list.iter().map(|s| (*s).to_owned()).collect()
}

#[test]
fn ruling_f41_a_jester_wins_when_lynched_and_the_game_goes_on() {
    let players = cast(&[
        ("A", town_()),
        ("B", town_()),
        ("C", town_()),
        ("M1", mafia_()),
        ("J", json!({"role": "jester", "win": "lynched"})),
    ]);
    let t = read(&document(
        players.clone(),
        vec![post(1, "A", DAY_2 + 1, "day 2")],
        vec![death("J", "lynch", NIGHT_1)],
        json!({}),
    ));
    assert_eq!(winners(&t), (false, vec!["J".to_owned()]));
    let text = Report::new(&t, None).unwrap().to_bbcode();
    assert!(
        text.contains("Won while the game goes on: J (a jester, lynched)."),
        "{text}"
    );
    // Killed at night, the jester has not won.
    let t = read(&document(
        players.clone(),
        vec![post(1, "A", DAY_2 + 1, "day 2")],
        vec![death("J", "night", NIGHT_1 + 10)],
        json!({}),
    ));
    assert_eq!(winners(&t), (false, vec![]));
    // A jester is no vote of the mafia's: A, J and M1 alive is not called.
    let t = read(&document(
        players,
        vec![post(1, "A", DAY_2 + 1, "day 2")],
        vec![
            death("B", "lynch", NIGHT_1),
            death("C", "night", NIGHT_1 + 10),
        ],
        json!({}),
    ));
    assert_eq!(tally(&t, None).called, Some(false));
}

#[test]
fn ruling_f42_a_survivor_wins_by_being_alive_at_the_end() {
    let players = cast(&[
        ("A", town_()),
        ("B", town_()),
        ("M1", mafia_()),
        ("S", json!({"role": "survivor", "win": "alive"})),
    ]);
    // A killed, B lynched: M1 and S; the mafia hold the vote, and S is alive.
    let t = read(&document(
        players.clone(),
        vec![post(1, "M1", DAY_2 + 1, "day 2")],
        vec![
            death("A", "night", NIGHT_1 + 10),
            death("B", "lynch", DAY_2 + 100),
        ],
        json!({}),
    ));
    assert_eq!(winners(&t), (true, names_of(&["M1", "S"])));
    // Not before: with B alive the game goes on, and nobody has won.
    let t = read(&document(
        players.clone(),
        vec![post(1, "M1", DAY_2 + 1, "day 2")],
        vec![death("A", "night", NIGHT_1 + 10)],
        json!({}),
    ));
    assert_eq!(tally(&t, None).called, Some(false));
    assert_eq!(winners(&t), (false, vec![]));
    // Dead at the end, the survivor has not won: the town wins alone.
    let t = read(&document(
        players,
        vec![post(1, "A", DAY_2 + 1, "day 2")],
        vec![
            death("S", "night", NIGHT_1 + 10),
            death("M1", "lynch", DAY_2 + 100),
        ],
        json!({}),
    ));
    assert_eq!(winners(&t), (true, names_of(&["A", "B"])));
}

#[test]
fn ruling_f40_to_f43_new_fields_are_checked() {
    let players = cast(&[
        (
            "A",
            json!({"faction": "town", "win": "sometimes", "lover": "Zed"}),
        ),
        ("B", json!({"faction": "town", "lover": "b"})),
    ]);
    let e = Thread::from_json(&document(players, vec![], vec![], json!({})).to_string())
        .unwrap_err()
        .to_string();
    for expected in [
        "players[0].win: \"sometimes\" is not \"faction\", \"alone\", \"lynched\" or \"alive\"",
        "players[0].lover: \"Zed\" is not a player",
        "players[1].lover: \"b\" is the player themself",
    ] {
        assert!(e.contains(expected), "{expected} in {e}");
    }
}

#[test]
fn ruling_f43_lovers_die_together() {
    let players = cast(&[
        ("A", json!({"faction": "town", "lover": "B"})),
        ("B", town_()),
        ("C", town_()),
        ("D", town_()),
        ("E", town_()),
        ("M1", mafia_()),
        ("M2", mafia_()),
    ]);
    // A is lynched at the end of day 1: B dies with them, at that moment.
    let t = read(&document(
        players.clone(),
        vec![post(1, "C", DAY_2 + 1, "[b]Vote: M1[/b]")],
        vec![death("A", "lynch", NIGHT_1)],
        json!({}),
    ));
    assert!(!t.alive_at(1, omerta_forum::time::parse(&at(NIGHT_1)).unwrap()));
    assert!(t.alive_at(1, omerta_forum::time::parse(&at(NIGHT_1 - 1)).unwrap()));
    let r = tally(&t, None);
    assert_eq!((r.alive.len(), r.majority), (5, 3), "day 2 counts B dead");
    let report = Report::new(&t, None).unwrap();
    let dead: Vec<String> = report.dead().iter().map(|d| report.dead_line(d)).collect();
    assert_eq!(dead.len(), 2, "{dead:?}");
    assert!(dead[1].starts_with("B — town — died"), "{dead:?}");
    assert!(dead[1].ends_with("(with their lover A)"), "{dead:?}");
    // The host also records B's death, a little later: it is the same death.
    let t = read(&document(
        players.clone(),
        vec![post(1, "C", DAY_2 + 1, "[b]Vote: M1[/b]")],
        vec![
            death("A", "lynch", NIGHT_1),
            death("B", "other", NIGHT_1 + 5),
        ],
        json!({}),
    ));
    assert_eq!(Report::new(&t, None).unwrap().dead().len(), 2);
    // Both shot the same night, the host's records stand as given.
    let t = read(&document(
        players,
        vec![post(1, "C", DAY_2 + 1, "day 2")],
        vec![
            death("A", "night", NIGHT_1 + 5),
            death("B", "night", NIGHT_1 + 5),
        ],
        json!({}),
    ));
    let report = Report::new(&t, None).unwrap();
    let dead = report.dead();
    assert_eq!(dead.len(), 2);
    assert!(dead
        .iter()
        .all(|d| d.kind == omerta_forum::DeathKind::Night && d.reason.is_none()));
}

#[test]
fn ruling_f44_lovers_and_masons_go_to_every_night() {
    let players = cast(&[
        ("A", json!({"faction": "town", "lover": "B"})),
        ("B", town_()),
        ("C", json!({"faction": "town", "mason": true})),
        ("D", json!({"faction": "town", "mason": true})),
        ("M1", mafia_()),
    ]);
    let mut doc = document(
        players,
        vec![post(1, "Host", NIGHT_1 + 1, "Night 1 begins.")],
        vec![],
        json!({}),
    );
    doc["nights"] = json!([{"number": 1, "actions": [
        {"actor": "M1", "ability": "factional_kill", "targets": ["A"]}
    ]}]);
    let t = read(&doc);
    let night = omerta_forum::night_document(&t, Some(1)).unwrap();
    assert_eq!(
        night["players"][0]["passives"],
        json!([{"kind": "lover", "with": "B"}])
    );
    assert_eq!(night["players"][3]["passives"], json!([{"kind": "mason"}]));
    for method in ["rar", "ordered"] {
        doc["nights"][0]["method"] = json!(method);
        let t = read(&doc);
        let o = omerta_forum::resolve_night(&t, Some(1), false).unwrap();
        assert_eq!(o.deaths, names_of(&["A", "B"]), "{method}");
        assert_eq!(
            o.masons,
            vec![
                ("C".to_owned(), names_of(&["D"])),
                ("D".to_owned(), names_of(&["C"]))
            ],
            "{method}"
        );
    }
}

// F40 leaves F26 as it was for every thread that gives no `win`: with town, mafia and a
// third faction in any numbers, the game is called exactly when the town is short of a
// majority of the living.
#[test]
fn ruling_f40_threads_without_win_are_judged_as_f26_judged_them() {
    for town in 0..5 {
        for mafia in 0..4 {
            for cult in 0..3 {
                let mut players = Vec::new();
                for (faction, count) in [("town", town), ("mafia", mafia), ("cult", cult)] {
                    for i in 0..count {
                        players.push(json!({"name": format!("{faction}{i}"), "faction": faction}));
                    }
                }
                let alive = town + mafia + cult;
                let t = read(&document(players, vec![], vec![], json!({})));
                assert_eq!(
                    tally(&t, None).called,
                    Some(town < alive / 2 + 1),
                    "{town} town, {mafia} mafia, {cult} cult"
                );
            }
        }
    }
}
