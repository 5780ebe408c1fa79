//! How fast a post body is drawn as HTML for the forum thread page, on bodies built to
//! be slow.
//!
//! Every body is about 20,000 characters: a hostile post must cost about as much to draw
//! as an ordinary one, so each is drawn in time linear in its length.
//!
//! - `brackets`: `[` × 19,999 then `]` (each opening bracket once looked for its close
//!   to the end of the body).
//! - `entities`: `&` × 20,000.
//! - `url`: `[url]` × 4,000 (each once looked for a `[/url]` to the end, lowercasing a
//!   copy of the rest); `url_closed`: `[url]http:// ` × 1,538 then one `[/url]` (each
//!   found the same far-off closing tag, and copied and checked the address up to it).
//! - `nested`: `[i]` × 2,857 then `[/b]` × 2,857 (each closing tag looked through every
//!   open tag).
//! - `ordinary`: discussion with quotes, links, bold votes and unvotes, with votes marked
//!   and labelled.
//!
//! Run: `cargo bench -j2 -p omerta-server --bench render -- --warm-up-time 1 --measurement-time 3`

use criterion::{black_box, criterion_group, criterion_main, Criterion, Throughput};
use omerta_forum::{vote_marks, Markup};
use omerta_server::web::forum::render;

const LEN: usize = 20_000;

/// An ordinary long post: discussion, a quoted vote, links, bold votes and unvotes.
fn ordinary() -> String {
    let pieces = [
        "I think P3 has been really quiet this phase and I don't love it. ",
        "[quote=\"Ann, post: 12\"]Something something [b]Vote: P4[/b][/quote]\n",
        "[b]Vote: P3[/b] and then [i]maybe[/i] [b]Unvote: P3[/b]\n",
        "[url=https://example.org/a?b=1&c=2]a link[/url] & [url]https://example.org/[/url] ",
    ];
    let mut body = String::new();
    let mut i = 0;
    while body.len() < LEN {
        body.push_str(pieces[i % pieces.len()]);
        i += 1;
    }
    body
}

fn bench(c: &mut Criterion) {
    let bodies = [
        ("brackets", format!("{}]", "[".repeat(LEN - 1))),
        ("entities", "&".repeat(LEN)),
        ("url", "[url]".repeat(LEN / 5)),
        (
            "url_closed",
            format!("{}[/url]", "[url]http:// ".repeat((LEN - 6) / 13)),
        ),
        (
            "nested",
            format!("{}{}", "[i]".repeat(LEN / 7), "[/b]".repeat(LEN / 7)),
        ),
        ("ordinary", ordinary()),
    ];
    let mut group = c.benchmark_group("render");
    for (name, body) in &bodies {
        // Labels as the thread page gives them: one per vote of the body.
        let labels: Vec<String> = vote_marks(body, Markup::BbCode)
            .iter()
            .map(|m| format!("vote for {}", m.name))
            .collect();
        group.throughput(Throughput::Bytes(body.len() as u64));
        group.bench_function(*name, |b| {
            b.iter(|| render(black_box(body), true, Some(&labels)))
        });
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
