//! Imported pages counted by omerta-forum: a bold vote in a post counts, the same vote in a
//! quote does not; and [`merge`] keeps the host's document.
//!
//! None of the real fixtures is a Mafia game, so each test writes two votes into one real
//! post of a real page, in that engine's own markup, before importing it: one for Ann in
//! the author's text before the quote the post already has, and one for Bob inside that
//! quote. Were the quote read as the author's text, the later vote (Bob's) would stand.
//! Everything else on the page (its structure, the quote's markup, the other posts) is as
//! the forum made it.

use omerta_forum::{tally, Thread};
use omerta_forum_import::{import_pages, merge, new_document, Options, Page, Site};
use serde_json::{json, Value};

fn fixture(path: &str) -> String {
    let full = format!("{}/tests/fixtures/{path}", env!("CARGO_MANIFEST_DIR"));
    let bytes = std::fs::read(&full).unwrap_or_else(|e| panic!("cannot read {full}: {e}"));
    omerta_forum_import::decode(&bytes).into_owned()
}

/// The page with `edits` applied in the post that starts at `post` (an id attribute):
/// each text replaced where it first stands after it.
fn with_votes(path: &str, post: &str, edits: &[(&str, &str)]) -> String {
    let mut page = fixture(path);
    let start = page
        .find(post)
        .unwrap_or_else(|| panic!("{post:?} is in {path}"));
    for (from, to) in edits {
        let at = start
            + page[start..]
                .find(from)
                .unwrap_or_else(|| panic!("{from:?} is in {path}"));
        page.replace_range(at..at + from.len(), to);
    }
    page
}

/// The page imported, as a document whose players are `voter`, Ann and Bob, and the
/// whole thread's wagons: (target, voters).
fn wagons(site: Site, page: &str, voter: &str) -> Vec<(String, Vec<String>)> {
    let pages = [Page {
        number: 1,
        name: "page.html",
        bytes: page.as_bytes(),
    }];
    let posts = import_pages(site, &pages, Options::default()).expect("the page imports");
    let mut document = new_document(&posts);
    document["game"] = json!({"day_hours": 100_000});
    document["players"] = json!([{"name": voter}, {"name": "Ann"}, {"name": "Bob"}]);
    let thread = Thread::from_json(&document.to_string()).expect("a valid document");
    let name = |slot: usize| thread.slots[slot].name().to_owned();
    tally(&thread, None)
        .wagons
        .iter()
        .map(|w| (name(w.target), w.voters.iter().map(|v| name(*v)).collect()))
        .collect()
}

fn only_ann_from(voter: &str) -> Vec<(String, Vec<String>)> {
    vec![("Ann".to_owned(), vec![voter.to_owned()])]
}

#[test]
fn vbulletin_4_bold_vote_counts_quoted_vote_does_not() {
    let page = with_votes(
        "vbulletin/vbulletin4-page.html",
        "id=\"post_message_365272\"",
        &[
            (
                "<div class=\"bbcode_container\">",
                "<b>Vote: Ann</b><br /><div class=\"bbcode_container\">",
            ),
            (
                "I still use the two spaces",
                "<b>Vote: Bob</b> I still use the two spaces",
            ),
        ],
    );
    assert_eq!(
        wagons(Site::VBulletin, &page, "Rainmaker"),
        only_ann_from("Rainmaker")
    );
}

#[test]
fn vbulletin_3_bold_vote_counts_quoted_vote_does_not() {
    let page = with_votes(
        "vbulletin/vbulletin3-page.html",
        "id=\"post_message_5768670\"",
        &[
            (
                "<div style=\"margin:20px",
                "<b>Vote: Ann</b><br /><div style=\"margin:20px",
            ),
            (
                "Originally Posted by <strong>TinyRedLeaf</strong>",
                "Originally Posted by <strong>TinyRedLeaf</strong> <b>Vote: Bob</b>",
            ),
        ],
    );
    assert_eq!(
        wagons(Site::VBulletin, &page, "Shirohige"),
        only_ann_from("Shirohige")
    );
}

#[test]
fn phpbb_bold_vote_counts_quoted_vote_does_not() {
    // phpBB writes [b] as a span with a bold font-weight.
    let page = with_votes(
        "phpbb/phpbb3-page.html",
        "id=\"p2729875\"",
        &[
            (
                "<div class=\"content\">",
                "<div class=\"content\"><span style=\"font-weight: bold\">Vote: Ann</span><br />",
            ),
            (
                "s0WJlPuchytm</div>",
                "s0WJlPuchytm <span style=\"font-weight: bold\">Vote: Bob</span></div>",
            ),
        ],
    );
    assert_eq!(wagons(Site::PhpBb, &page, "Jakob"), only_ann_from("Jakob"));
}

#[test]
fn xenforo_1_bold_vote_counts_quoted_vote_does_not() {
    let page = with_votes(
        "xenforo/xenforo1-page.html",
        "id=\"post-2146342\"",
        &[
            ("baseHtml\">", "baseHtml\"><b>Vote: Ann</b><br/>"),
            (
                "I think thats wrong dok.",
                "I think thats wrong dok. <b>Vote: Bob</b>",
            ),
        ],
    );
    // XenForo 1 shows old posts' times in words and in no zone: one must be given.
    let pages = [Page {
        number: 1,
        name: "page.html",
        bytes: page.as_bytes(),
    }];
    let error = import_pages(Site::XenForo, &pages, Options::default()).unwrap_err();
    assert!(error.to_string().contains("--zone"), "{error}");
    let page = page.replace(
        "<span class=\"DateTime\" title=\"",
        "<span class=\"DateTime\" data-time=\"0\" title=\"",
    );
    // With seconds since 1970 on every time (as XenForo 1 writes recent posts), no zone
    // is needed; all posts are then at the same second, and counted by id.
    assert_eq!(
        wagons(Site::XenForo, &page, "Higure"),
        only_ann_from("Higure")
    );
}

#[test]
fn xenforo_2_bold_vote_counts_quoted_vote_does_not() {
    let page = with_votes(
        "xenforo/xenforo2-page.html",
        "id=\"js-post-114249\"",
        &[(
            "i am obviously referring to a dark theme",
            "<b>Vote: Ann</b><br /><blockquote class=\"bbCodeBlock bbCodeBlock--expandable bbCodeBlock--quote\" data-quote=\"krstep\"><div class=\"bbCodeBlock-content\"><b>Vote: Bob</b></div></blockquote>i am obviously referring to a dark theme",
        )],
    );
    assert_eq!(
        wagons(Site::XenForo, &page, "dieketzer"),
        only_ann_from("dieketzer")
    );
}

#[test]
fn discourse_bold_vote_counts_quoted_vote_does_not() {
    // anonymous105 opens post 8 with a vote for Ann; every quote of the topic gets a vote
    // for Bob.
    let page = with_votes(
        "discourse/t_2144_posts.json",
        "\"id\": 20127,",
        &[(
            "\"cooked\": \"",
            "\"cooked\": \"<p><strong>Vote: Ann</strong></p>",
        )],
    )
    .replace("<blockquote>", "<blockquote><strong>Vote: Bob</strong>");
    assert_eq!(
        wagons(Site::Discourse, &page, "anonymous105"),
        only_ann_from("anonymous105")
    );
}

fn host_document() -> Value {
    json!({
        "format": "omerta-forum/1",
        "game": {"day_hours": 72, "lock": false, "votes": {"no_lynch": ["No Lynch"]}},
        "host": "Rainmaker",
        "players": [{"name": "Mjölnir", "faction": "town"}, {"name": "sandsjames"}],
        "phases": [{"kind": "day", "start": "2016-06-15T00:00:00Z", "end": "2016-06-18T00:00:00Z"}],
        "events": [{"type": "death", "player": "sandsjames", "time": "2016-06-16T00:00:00Z"}],
        "posts": [
            {"id": 365267, "author": "old name", "time": "2016-06-15T17:21:00Z", "body": "x",
             "edits": [{"time": "2016-06-15T17:30:00Z", "body": "y"}]},
            {"id": 1, "author": "Rainmaker", "time": "2016-06-14T00:00:00Z", "body": "Rules."}
        ],
        "custom": {"kept": true}
    })
}

#[test]
fn merge_keeps_the_hosts_document_and_adds_posts_in_order() {
    let page = fixture("vbulletin/vbulletin4-page.html");
    let pages = [Page {
        number: 1,
        name: "page1.html",
        bytes: page.as_bytes(),
    }];
    let posts = import_pages(Site::VBulletin, &pages, Options::default()).unwrap();
    let host = host_document();
    let merged = merge("THREAD.json", &host.to_string(), &posts).unwrap();
    for key in [
        "format", "game", "host", "players", "phases", "events", "custom",
    ] {
        assert_eq!(merged[key], host[key], "{key} is kept");
    }
    assert!(merged.get("start").is_none(), "phases are the schedule");
    let ids: Vec<u64> = merged["posts"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["id"].as_u64().unwrap())
        .collect();
    // The host's post 1 has no number: posts go by id.
    assert_eq!(
        ids,
        [1, 365266, 365267, 365268, 365271, 365272, 365273, 365274, 365275, 367740, 367742]
    );
    let updated = &merged["posts"][2];
    assert_eq!(updated["author"], "Mjölnir");
    assert_eq!(updated["time"], "2016-06-15T17:21:00+00:00");
    assert_eq!(updated["markup"], "html");
    assert_eq!(updated["number"], 2);
    assert_eq!(
        updated["edits"], host["posts"][0]["edits"],
        "the host's edits are kept"
    );

    // Importing the same page again changes nothing.
    let again = merge("THREAD.json", &merged.to_string(), &posts).unwrap();
    assert_eq!(again, merged);
    // And omerta-forum reads the result.
    Thread::from_json(&merged.to_string()).expect("a valid document");
}

#[test]
fn a_new_document_starts_at_its_first_post() {
    let page = fixture("discourse/t_2144_posts.json");
    let pages = [Page {
        number: 1,
        name: "2144.json",
        bytes: page.as_bytes(),
    }];
    let posts = import_pages(Site::Discourse, &pages, Options::default()).unwrap();
    let document = new_document(&posts);
    assert_eq!(document["format"], "omerta-forum/1");
    assert_eq!(document["start"], "2026-01-08T19:23:48.342Z");
    assert_eq!(document["posts"].as_array().unwrap().len(), 20);
    assert_eq!(document["posts"][6]["number"], 8);
    assert_eq!(
        document["posts"][7]["edited"],
        json!({"time": "2026-01-13T17:05:30.328Z"})
    );
    Thread::from_json(&document.to_string()).expect("a valid document");
}

#[test]
fn merge_refuses_what_is_not_a_thread_document() {
    let error = merge("game.json", "{\"format\": \"omerta-pro/1\"}", &[]).unwrap_err();
    assert_eq!(
        error.to_string(),
        "game.json is not an omerta-forum/1 document (its \"format\" is \"omerta-pro/1\"), so \
         the pages cannot be added to it."
    );
    let error = merge("game.json", "[1,", &[]).unwrap_err();
    assert!(
        error.to_string().starts_with("game.json is not JSON ("),
        "{error}"
    );
}
