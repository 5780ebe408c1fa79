//! How fast a long thread is imported from saved pages and counted.
//!
//! A 3,000-post thread is built from the real fixture pages: 120 pages of 25 posts each,
//! every page a copy of the real one with its post ids made unique (a page number in
//! front) and a bold vote at the top of every post, for a player of the game. Two
//! threads: XenForo 1 (Sufficient Velocity's page, 223 KB a page, 27 MB in all) and phpBB
//! 3.0 (ILovePhilosophy's page, 97 KB a page, 12 MB in all).
//!
//! - `import_and_count/<engine>`: [`import_pages`] on the 120 pages, the posts made a
//!   document with the players, `omerta_forum::Thread::from_json` on it, and the whole
//!   thread counted by `omerta_forum::tally`. Target: under 1 s.
//! - `long_thread/<posts>`: the phpBB thread at 3,000, 12,000 and 24,000 posts (120, 480
//!   and 960 pages; a long game's thread), imported and merged into a document that holds
//!   the first half of it already, as a followed thread merges each fetch. Target: linear,
//!   24,000 posts under 3 s (issue 28: 20 s, a search of the whole list for every post).
//!
//! Run: `cargo bench -p omerta-forum-import --bench import -- --warm-up-time 1
//! --measurement-time 10 --sample-size 10`

use criterion::{black_box, criterion_group, criterion_main, Criterion, Throughput};
use omerta_forum_import::{import_pages, merge, new_document, Options, Page, Site, Zone};
use serde_json::json;

const PAGES: usize = 120;

fn fixture(path: &str) -> String {
    let full = format!("{}/tests/fixtures/{path}", env!("CARGO_MANIFEST_DIR"));
    String::from_utf8(std::fs::read(full).expect("the fixture exists")).expect("UTF-8")
}

/// `text` with `marker` replaced, at each occurrence, by what `with` makes of its index.
fn replace_each(text: &str, marker: &str, with: impl Fn(usize) -> String) -> String {
    let mut out = String::with_capacity(text.len() + 4096);
    let mut rest = text;
    let mut i = 0;
    while let Some(at) = rest.find(marker) {
        out.push_str(&rest[..at]);
        out.push_str(&with(i));
        rest = &rest[at + marker.len()..];
        i += 1;
    }
    out.push_str(rest);
    out
}

const PLAYERS: [&str; 6] = [
    "Higure",
    "Crow",
    "TheBleachDoctor",
    "Jakob",
    "Artimas",
    "Urwrongx1000",
];

/// `PAGES` copies of a real page (`pages_of` for another number): ids behind `id_prefix`
/// prefixed by the page's number, a bold vote written after each `body_start`.
fn pages(path: &str, id_prefixes: &[&str], body_start: &str) -> Vec<String> {
    pages_of(PAGES, path, id_prefixes, body_start)
}

fn pages_of(count: usize, path: &str, id_prefixes: &[&str], body_start: &str) -> Vec<String> {
    let page = fixture(path);
    (0..count)
        .map(|n| {
            let mut copy = page.clone();
            for prefix in id_prefixes {
                // Four digits: unique ids up to 9,999 pages.
                copy = copy.replace(prefix, &format!("{prefix}{:04}", n + 1));
            }
            replace_each(&copy, body_start, |i| {
                let target = PLAYERS[(n + i) % PLAYERS.len()];
                format!("{body_start}<b>Vote: {target}</b><br />")
            })
        })
        .collect()
}

fn import_and_count(site: Site, pages: &[String]) -> usize {
    let pages: Vec<Page<'_>> = pages
        .iter()
        .enumerate()
        .map(|(i, text)| Page {
            number: i + 1,
            name: "page",
            bytes: text.as_bytes(),
        })
        .collect();
    let posts = import_pages(
        site,
        &pages,
        Options {
            zone: Zone::parse("+00:00"),
        },
    )
    .expect("the pages import");
    let mut document = new_document(&posts);
    document["players"] = json!(PLAYERS
        .iter()
        .map(|p| json!({"name": p}))
        .collect::<Vec<_>>());
    document["game"] = json!({"day_hours": 1_000_000});
    let thread = omerta_forum::Thread::from_json(&document.to_string()).expect("a valid thread");
    let tally = omerta_forum::tally(&thread, None);
    assert!(!tally.wagons.is_empty(), "the votes are counted");
    posts.len()
}

fn bench(c: &mut Criterion) {
    let threads = [
        (
            "xenforo",
            Site::XenForo,
            pages(
                "xenforo/xenforo1-page.html",
                &["id=\"post-"],
                "<blockquote class=\"messageText SelectQuoteContainer ugc baseHtml\">",
            ),
        ),
        (
            "phpbb",
            Site::PhpBb,
            pages(
                "phpbb/phpbb3-page.html",
                &["id=\"p"],
                "<div class=\"content\">",
            ),
        ),
    ];
    let mut group = c.benchmark_group("import_and_count");
    for (name, site, pages) in &threads {
        let posts = import_and_count(*site, pages);
        assert_eq!(posts, 3000, "{name}: a 3,000-post thread");
        group.throughput(Throughput::Elements(posts as u64));
        group.bench_function(*name, |b| {
            b.iter(|| black_box(import_and_count(*site, pages)))
        });
    }
    group.finish();
}

/// A long thread imported and merged into a document that already holds its first half.
fn long_thread(c: &mut Criterion) {
    let mut group = c.benchmark_group("long_thread");
    group.sample_size(10);
    for count in [120, 480, 960] {
        let pages = pages_of(
            count,
            "phpbb/phpbb3-page.html",
            &["id=\"p"],
            "<div class=\"content\">",
        );
        let pages: Vec<Page<'_>> = pages
            .iter()
            .enumerate()
            .map(|(i, text)| Page {
                number: i + 1,
                name: "page",
                bytes: text.as_bytes(),
            })
            .collect();
        let options = || Options {
            zone: Zone::parse("+00:00"),
        };
        let posts = import_pages(Site::PhpBb, &pages, options()).expect("the pages import");
        assert_eq!(posts.len(), count * 25);
        let half = new_document(&posts[..posts.len() / 2]).to_string();
        group.throughput(Throughput::Elements(posts.len() as u64));
        group.bench_function(format!("{} posts", posts.len()), |b| {
            b.iter(|| {
                let posts = import_pages(Site::PhpBb, &pages, options()).expect("imported");
                black_box(merge("the document", &half, &posts).expect("merged"))
            })
        });
    }
    group.finish();
}

criterion_group!(benches, bench, long_thread);
criterion_main!(benches);
