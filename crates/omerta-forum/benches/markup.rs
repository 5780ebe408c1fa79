//! How fast a post body is read for votes, on bodies built to be slow.
//!
//! Every body is about 20,000 characters (a long post, well under the server's body
//! limit): a hostile one must cost about as much as an ordinary one, so each is read in
//! time linear in its length.
//!
//! - `brackets`: `[` × 19,999 then `]` (each opening bracket once looked for its close
//!   to the end of the body), and the HTML `<` × 19,999 then `>`.
//! - `entities`: `&` × 20,000 in bold HTML (each `&` once looked for a `;` to the end).
//! - `bold`: `[b]` × 6,666 then text: nested bold.
//! - `ordinary`: discussion with quotes, bold votes and unvotes.
//!
//! Run: `cargo bench -j2 -p omerta-forum --bench markup -- --warm-up-time 1 --measurement-time 3`

use criterion::{black_box, criterion_group, criterion_main, Criterion, Throughput};
use omerta_forum::markup::bold_runs;
use omerta_forum::{vote_marks, Markup};

const LEN: usize = 20_000;

/// An ordinary long post: discussion, a quoted vote, bold votes and unvotes.
fn ordinary() -> String {
    let pieces = [
        "I think P3 has been really quiet this phase and I don't love it. ",
        "[quote=\"Ann, post: 12\"]Something something [b]Vote: P4[/b][/quote]\n",
        "[b]Vote: P3[/b] and then [i]maybe[/i] [b]Unvote: P3[/b]\n",
        "[url=https://example.org/a?b=1&c=2]a link[/url] & more text; ",
    ];
    let mut body = String::new();
    let mut i = 0;
    while body.len() < LEN {
        body.push_str(pieces[i % pieces.len()]);
        i += 1;
    }
    body
}

fn bodies() -> Vec<(&'static str, Markup, String)> {
    vec![
        (
            "brackets/bbcode",
            Markup::BbCode,
            format!("{}]", "[".repeat(LEN - 1)),
        ),
        (
            "brackets/html",
            Markup::Html,
            format!("{}>", "<".repeat(LEN - 1)),
        ),
        (
            "entities/html",
            Markup::Html,
            format!("<b>{}</b>", "&".repeat(LEN - 7)),
        ),
        (
            "bold/bbcode",
            Markup::BbCode,
            format!("{}Vote: X", "[b]".repeat((LEN - 7) / 3)),
        ),
        ("ordinary/bbcode", Markup::BbCode, ordinary()),
    ]
}

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("bold_runs");
    for (name, markup, body) in bodies() {
        group.throughput(Throughput::Bytes(body.len() as u64));
        group.bench_function(name, |b| b.iter(|| bold_runs(black_box(&body), markup)));
    }
    group.finish();
    let mut group = c.benchmark_group("vote_marks");
    let body = ordinary();
    group.throughput(Throughput::Bytes(body.len() as u64));
    group.bench_function("ordinary/bbcode", |b| {
        b.iter(|| vote_marks(black_box(&body), Markup::BbCode))
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
