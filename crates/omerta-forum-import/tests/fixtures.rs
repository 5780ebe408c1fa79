//! Real saved pages of each engine (see `tests/fixtures/*/PROVENANCE.md`) read into posts:
//! exact ids, authors, times with their zones, numbers, edit marks and addresses, and
//! bodies whose bold and quotes omerta-forum reads as the forum showed them.

use omerta_forum::markup::bold_runs;
use omerta_forum::Markup;
use omerta_forum_import::{
    detect_site, import_pages, next_page, read_page, Edited, ImportedPost, Options, Page, Site,
    Zone,
};

pub fn fixture(path: &str) -> Vec<u8> {
    let full = format!("{}/tests/fixtures/{path}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read(&full).unwrap_or_else(|e| panic!("cannot read {full}: {e}"))
}

fn import(site: Site, path: &str, options: Options) -> Vec<ImportedPost> {
    let bytes = fixture(path);
    let page = Page {
        number: 1,
        name: path,
        bytes: &bytes,
    };
    read_page(site, &page, options).unwrap_or_else(|e| panic!("{e}"))
}

/// (id, number, author, time) of each post.
fn summary(posts: &[ImportedPost]) -> Vec<(u64, Option<u64>, &str, &str)> {
    posts
        .iter()
        .map(|p| (p.id, p.number, p.author.as_str(), p.time.as_str()))
        .collect()
}

fn post(posts: &[ImportedPost], id: u64) -> &ImportedPost {
    posts
        .iter()
        .find(|p| p.id == id)
        .expect("the post is on the page")
}

fn bold(post: &ImportedPost) -> Vec<String> {
    bold_runs(&post.body, Markup::Html)
        .into_iter()
        .map(|r| r.trim().to_owned())
        .collect()
}

#[test]
fn xenforo_2_page() {
    let posts = import(
        Site::XenForo,
        "xenforo/xenforo2-page.html",
        Options::default(),
    );
    assert_eq!(
        summary(&posts),
        [
            (114210, Some(1), "dieketzer", "2010-11-21T10:51:58+00:00"),
            (114243, Some(2), "krstep", "2010-11-21T13:24:47+00:00"),
            (114249, Some(3), "dieketzer", "2010-11-21T13:39:28+00:00"),
            (114253, Some(4), "anotheralias", "2010-11-21T13:47:23+00:00"),
            (115610, Some(5), "T3G Silas", "2010-11-23T23:42:24+00:00"),
            (1091229, Some(6), "Azofan", "2016-08-21T07:09:15+01:00"),
            (1091230, Some(7), "AndyB", "2016-08-21T07:22:26+01:00"),
            (1358710, Some(8), "sub_ubi", "2019-06-26T10:25:09+01:00"),
        ]
    );
    let third = post(&posts, 114249);
    assert_eq!(bold(third), ["OPTION"]);
    assert!(third
        .body
        .starts_with("i am obviously referring to a dark theme <b>OPTION </b>as"));
    assert_eq!(
        third.url.as_deref(),
        Some("/community/threads/a-dark-theme-option.8276/post-114249")
    );
    assert!(posts.iter().all(|p| p.edited.is_none()));
}

#[test]
fn xenforo_1_page_needs_a_zone_for_times_in_words() {
    let bytes = fixture("xenforo/xenforo1-page.html");
    let page = Page {
        number: 3,
        name: "renascence-54.html",
        bytes: &bytes,
    };
    let error = read_page(Site::XenForo, &page, Options::default()).unwrap_err();
    assert_eq!(
        error.to_string(),
        "page 3 (renascence-54.html) shows post 2146286's time as \u{201c}Oct 30, 2014 at \
         10:48 PM\u{201d} and names no time zone for it: give the zone the page was saved \
         in with --zone (for example --zone +00:00)."
    );

    let options = Options {
        zone: Zone::parse("-04:00"),
    };
    let posts = import(Site::XenForo, "xenforo/xenforo1-page.html", options);
    assert_eq!(posts.len(), 25);
    assert_eq!(
        summary(&posts[..3]),
        [
            (
                2146286,
                Some(1326),
                "TheBleachDoctor",
                "2014-10-30T22:48:00-04:00"
            ),
            (2146297, Some(1327), "Crow", "2014-10-30T22:49:00-04:00"),
            (
                2146298,
                Some(1328),
                "TheBleachDoctor",
                "2014-10-30T22:50:00-04:00"
            ),
        ]
    );
    let edited = post(&posts, 2146541);
    assert_eq!(
        edited.edited,
        Some(Edited {
            time: Some("2014-12-04T02:29:00-04:00".to_owned()),
            by: None
        })
    );
    // Higure quotes Crow: the quote is a blockquote, the "Click to expand..." button gone.
    let reply = post(&posts, 2146342);
    assert_eq!(reply.author, "Higure");
    assert!(
        reply
            .body
            .starts_with("<blockquote> <aside> <div class=\"attribution type\">Crow said:"),
        "{}",
        reply.body
    );
    assert!(!reply.body.contains("Click to expand"));
    assert!(reply
        .body
        .contains("</blockquote></blockquote> </aside> </blockquote>Lucky, Crow."));
    // The dice roller's bold legend is the author's own text; the quoted one is not.
    assert_eq!(
        bold(post(&posts, 2146297)),
        ["Crow", "100", "OOC Behavior", "156"]
    );
}

#[test]
fn phpbb_3_page() {
    let posts = import(Site::PhpBb, "phpbb/phpbb3-page.html", Options::default());
    assert_eq!(posts.len(), 25);
    // "All times are UTC [ DST ]": an hour ahead of UTC.
    assert_eq!(
        summary(&posts[..4]),
        [
            (2729870, None, "Jakob", "2019-05-26T16:34:00+01:00"),
            (2729871, None, "promethean75", "2019-05-26T16:43:00+01:00"),
            (2729874, None, "Urwrongx1000", "2019-05-26T17:25:00+01:00"),
            (2729875, None, "Jakob", "2019-05-26T17:28:00+01:00"),
        ]
    );
    assert_eq!(
        summary(&posts[24..]),
        [(2730442, None, "promethean75", "2019-06-01T19:20:00+01:00")]
    );
    assert_eq!(
        post(&posts, 2729877).edited,
        Some(Edited {
            time: Some("2019-05-26T17:35:00+01:00".to_owned()),
            by: Some("Jakob".to_owned())
        })
    );
    let quoting = post(&posts, 2729875);
    assert!(quoting
        .body
        .starts_with("<blockquote class=\"uncited\"><div>https://vocaroo.com/i/s0WJlPuchytm</div></blockquote><br>Well I think"));
    assert_eq!(
        quoting.url.as_deref(),
        Some("./viewtopic.php?p=2729875#p2729875")
    );
    // The signature's bold is outside the body.
    assert!(bold(post(&posts, 2729891)).is_empty());
}

#[test]
fn vbulletin_3_page_in_latin_1() {
    let posts = import(
        Site::VBulletin,
        "vbulletin/vbulletin3-page.html",
        Options::default(),
    );
    assert_eq!(posts.len(), 20);
    // "All times are GMT -5".
    assert_eq!(
        summary(&posts[..3]),
        [
            (
                5768670,
                Some(3021),
                "Shirohige",
                "2016-02-01T02:21:00-05:00"
            ),
            (
                5768676,
                Some(3022),
                "BBOvenGuy",
                "2016-02-01T02:29:00-05:00"
            ),
            (
                5768683,
                Some(3023),
                "Romanticide",
                "2016-02-01T02:44:00-05:00"
            ),
        ]
    );
    assert_eq!(
        post(&posts, 5768696).edited,
        Some(Edited {
            time: Some("2016-02-01T03:31:00-05:00".to_owned()),
            by: Some("Shirohige".to_owned())
        })
    );
    // Four quotes, drawn as inset table cells; "Originally Posted by <strong>TinyRedLeaf</strong>"
    // is in the first, so it is no bold text of the post.
    let first = post(&posts, 5768670);
    assert_eq!(first.body.matches("<blockquote>").count(), 4);
    assert!(first
        .body
        .contains("Originally Posted by <strong>TinyRedLeaf</strong>"));
    assert!(bold(first).is_empty());
    assert_eq!(bold(post(&posts, 5768676)), ["karice67"]);
    assert_eq!(
        post(&posts, 5768670).url.as_deref(),
        Some("showpost.php?p=5768670&postcount=3021")
    );
}

#[test]
fn vbulletin_4_page() {
    let posts = import(
        Site::VBulletin,
        "vbulletin/vbulletin4-page.html",
        Options::default(),
    );
    assert_eq!(
        summary(&posts),
        [
            (365266, Some(1), "Rainmaker", "2016-06-15T15:03:00+00:00"),
            (365267, Some(2), "Mjölnir", "2016-06-15T17:21:00+00:00"),
            (365268, Some(3), "sandsjames", "2016-06-15T17:39:00+00:00"),
            (365271, Some(4), "Mjölnir", "2016-06-15T19:50:00+00:00"),
            (365272, Some(5), "Rainmaker", "2016-06-15T20:15:00+00:00"),
            (365273, Some(6), "sandsjames", "2016-06-15T20:15:00+00:00"),
            (365274, Some(7), "Mjölnir", "2016-06-15T20:18:00+00:00"),
            (365275, Some(8), "Mjölnir", "2016-06-15T20:18:00+00:00"),
            (367740, Some(9), "giggawatt", "2016-09-19T13:01:00+00:00"),
            (367742, Some(10), "sandsjames", "2016-09-19T14:38:00+00:00"),
        ]
    );
    let reply = post(&posts, 365272);
    assert!(
        reply.body.starts_with(
            "<div class=\"bbcode_container\"> <blockquote> <div class=\"quote_container\">"
        ),
        "{}",
        reply.body
    );
    assert!(reply
        .body
        .contains("Originally Posted by <strong>sandsjames</strong>"));
    assert!(bold(reply).is_empty());
    assert!(reply.body.ends_with("the quotation marks?"));
}

#[test]
fn vbulletin_5_page() {
    let posts = import(
        Site::VBulletin,
        "vbulletin/vbulletin5-page.html",
        Options::default(),
    );
    assert_eq!(posts.len(), 15);
    assert_eq!(
        summary(&posts[..3]),
        [
            (727744, Some(1), "Buckeye", "2019-04-09T15:37:23Z"),
            (727754, Some(2), "Buckeye", "2019-04-09T16:55:39Z"),
            (727761, Some(3), "General Hentai", "2019-04-09T18:40:18Z"),
        ]
    );
    assert_eq!(post(&posts, 727761).body.matches("<blockquote>").count(), 1);
}

#[test]
fn discourse_topic_json() {
    let posts = import(
        Site::Discourse,
        "discourse/t_2144_posts.json",
        Options::default(),
    );
    assert_eq!(posts.len(), 20);
    assert_eq!(
        summary(&posts[..3]),
        [
            (20089, Some(1), "Elliot", "2026-01-08T19:23:48.342Z"),
            (20102, Some(2), "Eternity", "2026-01-10T20:59:07.236Z"),
            (20104, Some(3), "anonymous45", "2026-01-11T00:34:09.938Z"),
        ]
    );
    // Post 7 was moved out of the topic: numbers go 6, 8.
    assert_eq!(posts[6].number, Some(8));
    // Version 2: edited; its updated_at is the edit's time.
    assert_eq!(
        post(&posts, 20128).edited,
        Some(Edited {
            time: Some("2026-01-13T17:05:30.328Z".to_owned()),
            by: None
        })
    );
    // Updated (a like, a rebake) but version 1: no edit.
    assert_eq!(post(&posts, 20196).edited, None);
    let quoting = post(&posts, 20127);
    assert_eq!(quoting.body.matches("<blockquote>").count(), 2);
    assert_eq!(bold(quoting), ["genres", "clearer"]);
    assert_eq!(quoting.url.as_deref(), Some("/t/kpop-demon-hunters/2144/8"));
}

#[test]
fn each_page_names_its_engine() {
    let cases = [
        ("xenforo/xenforo1-page.html", Site::XenForo),
        ("xenforo/xenforo2-page.html", Site::XenForo),
        ("phpbb/phpbb3-page.html", Site::PhpBb),
        ("vbulletin/vbulletin3-page.html", Site::VBulletin),
        ("vbulletin/vbulletin4-page.html", Site::VBulletin),
        ("vbulletin/vbulletin5-page.html", Site::VBulletin),
        ("discourse/t_2144_posts.json", Site::Discourse),
    ];
    for (path, site) in cases {
        assert_eq!(detect_site(&fixture(path)), Some(site), "{path}");
    }
}

#[test]
fn next_pages_as_linked() {
    let next = |site, path| next_page(site, &fixture(path));
    assert_eq!(next(Site::XenForo, "xenforo/xenforo2-page.html"), None);
    assert_eq!(
        next(Site::XenForo, "xenforo/xenforo1-page.html").as_deref(),
        Some("threads/renascence-a-homura-quest.10402/page-55")
    );
    assert_eq!(
        next(Site::PhpBb, "phpbb/phpbb3-page.html").as_deref(),
        Some("./viewtopic.php?f=1&t=194998&start=50")
    );
    assert_eq!(
        next(Site::VBulletin, "vbulletin/vbulletin3-page.html").as_deref(),
        Some("showthread.php?t=128882&page=153")
    );
    assert_eq!(
        next(Site::VBulletin, "vbulletin/vbulletin4-page.html").as_deref(),
        Some("showthread.php/9687-Legendary-military-columnist-author-Bob-Dorr-dies-at-76/page2")
    );
}

#[test]
fn a_page_of_another_engine_is_named() {
    let bytes = fixture("phpbb/phpbb3-page.html");
    let pages = [Page {
        number: 2,
        name: "thread-2.html",
        bytes: &bytes,
    }];
    let error = import_pages(Site::XenForo, &pages, Options::default()).unwrap_err();
    assert_eq!(
        error.to_string(),
        "page 2 (thread-2.html) looks like a phpBB page, not XenForo: import it with --site phpbb."
    );
}

#[test]
fn a_login_page_is_named() {
    let login = br#"<html><body id="phpbb"><form action="./ucp.php?mode=login" method="post"><input type="text" name="username"><input type="password" name="password"></form></body></html>"#;
    let pages = [Page {
        number: 1,
        name: "viewtopic.php?t=5",
        bytes: login,
    }];
    let error = import_pages(Site::PhpBb, &pages, Options::default()).unwrap_err();
    assert_eq!(
        error.to_string(),
        "page 1 (viewtopic.php?t=5) is a login page, not the thread: the forum shows this \
         thread only to members who are signed in. Save the pages from a browser that is \
         signed in, and import those files."
    );
}

#[test]
fn a_page_with_no_posts_says_what_was_looked_for() {
    let pages = [Page {
        number: 1,
        name: "notes.html",
        bytes: b"<html><body><p>Nothing here.</p></body></html>",
    }];
    let error = import_pages(Site::XenForo, &pages, Options::default()).unwrap_err();
    assert_eq!(
        error.to_string(),
        "page 1 (notes.html) has no posts that look like XenForo's `article.message` (or \
         XenForo 1's `li.message`): is this a XenForo thread page, or a login page?"
    );
    let pages = [Page {
        number: 4,
        name: "topic.json",
        bytes: b"{\"post_stream\": 3}",
    }];
    let error = import_pages(Site::Discourse, &pages, Options::default()).unwrap_err();
    assert!(
        error.to_string().starts_with(
            "page 4 (topic.json) is not a Discourse topic's JSON (its fields are not a topic's:"
        ),
        "{error}"
    );
}
