//! No input makes the importer panic: arbitrary bytes, and real pages cut or mangled at
//! random places, read as every engine, give posts or a sentence.

use omerta_forum_import::{
    detect_site, discourse_missing_post_ids, import_pages, merge, next_page, Options, Page, Site,
    Zone,
};
use proptest::prelude::*;

const FIXTURES: [&str; 4] = [
    "xenforo/xenforo2-page.html",
    "phpbb/phpbb3-page.html",
    "vbulletin/vbulletin4-page.html",
    "discourse/t_2144_posts.json",
];

fn fixture(path: &str) -> Vec<u8> {
    std::fs::read(format!(
        "{}/tests/fixtures/{path}",
        env!("CARGO_MANIFEST_DIR")
    ))
    .expect("the fixture exists")
}

/// Everything the crate offers, on one page; panics are the only failure.
fn read_everything(bytes: &[u8]) {
    let page = Page {
        number: 1,
        name: "page",
        bytes,
    };
    let _ = detect_site(bytes);
    let _ = discourse_missing_post_ids(&page);
    for site in Site::ALL {
        for zone in [None, Some(Zone::UTC)] {
            let posts = import_pages(site, &[page], Options { zone });
            if let Ok(posts) = posts {
                let _ = merge("doc", "{\"format\": \"omerta-forum/1\"}", &posts);
            }
        }
        let _ = next_page(site, bytes);
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn arbitrary_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..2000)) {
        read_everything(&bytes);
    }

    #[test]
    fn markup_soup_never_panics(parts in proptest::collection::vec(prop::sample::select(vec![
        "<article class=\"message\" data-content=\"post-", "<li class=\"message\" data-author=\"a\" id=\"post-",
        "\">", "<time class=\"u-dt\" datetime=\"", "2019-05-26T17:28:00+0100", "<div class=\"bbWrapper\">",
        "<div id=\"p12\" class=\"post\"><p class=\"author\">by <strong>A</strong> &raquo; ",
        "Sun May 26, 2019 5:28 pm", "Today at 5:02 PM", "<div class=\"content\">", "<div class=\"notice\">Last edited by ",
        "<li class=\"postcontainer\" id=\"post_9\">", "<span class=\"postdate\">", "06-15-2016, 03:03 PM",
        "<div id=\"post_message_9\">", "<table id=\"post7\"><td class=\"thead\">", "All times are GMT -5.",
        "<div class=\"bbcode_quote\">", "<b>Vote: A</b>", "</div>", "</blockquote>", "{\"post_stream\":{\"posts\":[",
        "{\"id\":1,\"created_at\":\"2026-01-08T19:23:48Z\",\"cooked\":\"<p>x</p>\"}", "]}}", "99999999999999999999",
        "\u{a0}", "&amp;", "<", ">", "\"",
    ]), 0..40)) {
        read_everything(parts.concat().as_bytes());
    }

    #[test]
    fn cut_real_pages_never_panic(which in 0..FIXTURES.len(), cut in 0.0..1.0f64, flip in any::<u8>()) {
        let mut bytes = fixture(FIXTURES[which]);
        let at = (bytes.len() as f64 * cut) as usize;
        bytes.truncate(at.max(1));
        if let Some(last) = bytes.last_mut() {
            *last ^= flip;
        }
        read_everything(&bytes);
    }
}
