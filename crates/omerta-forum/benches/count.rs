//! How fast a long thread is counted.
//!
//! A 100,000-post thread is built in code from a fixed seed: 25 players, days of 48 hours
//! and nights of 24 (the schedule from `start`), posts every 20 seconds on average over
//! about 23 game days, bodies of 100 to 600 characters of discussion in BBCode. About one
//! post in ten votes or unvotes in bold, about one in eight quotes an earlier post (often
//! a bold vote, which must not count), one in twenty has bold that is not a vote, one in
//! a hundred is made at night; players die (night kills, lynches, a modkill) along the
//! way, and one is replaced.
//!
//! - `tally/100k`: `omerta_forum::tally(&thread, None)`, the whole thread counted.
//!   Target: at least 1,000,000 posts/s.
//! - `from_json/100k`: `Thread::from_json` on the thread's JSON (reading and validating).
//!
//! Run: `cargo bench -j1 -p omerta-forum --bench count -- --warm-up-time 1 --measurement-time 5`

use criterion::{black_box, criterion_group, criterion_main, Criterion, Throughput};
use omerta_forum::{tally, Thread};
use serde_json::{json, Value};

const POSTS: usize = 100_000;
const PLAYERS: usize = 25;
const START: &str = "2026-03-16T20:00:00Z";
/// Day 48 hours, night 24.
const CYCLE: i64 = 72 * 3600;
const DAY: i64 = 48 * 3600;

/// xorshift64: a fixed, dependency-free stream of pseudo-random numbers.
struct XorShift(u64);

impl XorShift {
    fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.0 = x;
        x
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    fn chance(&mut self, percent: u64) -> bool {
        self.next() % 100 < percent
    }
}

const SENTENCES: [&str; 16] = [
    "has been really quiet this phase and I don't love it.",
    "reads like someone trying to look busy without committing to anything.",
    "is a soft town read for me, mostly from tone, and I know that's weak.",
    "jumped on that wagon far too fast and then went silent for hours.",
    "never actually answered the question from earlier, which bothers me more than the vote.",
    "is pushing really hard for someone who said they had no reads an hour ago.",
    "has the most natural posts in the thread; I'd leave them alone for now.",
    "framed that question in a leading way, and I think deliberately so.",
    "keeps defending the same two people, look at the last three pages.",
    "posted a wall of text that says nothing at all when you read it twice.",
    "is my top scum read right now and I'm not moving off it without a reason.",
    "flipped their read on the lurkers the moment the flip came out.",
    "would not make that post as scum: too much effort for no gain.",
    "sounds like they know more about the night than they should.",
    "asked for a claim and then ignored the claim when it came.",
    "has been tunnelling one player since the start of the day.",
];

fn name(i: usize) -> String {
    format!("Player {i:02}")
}

fn body(
    rng: &mut XorShift,
    alive: &[usize],
    names: &[String],
    quotable: &[(u64, String, String)],
) -> String {
    let mut out = String::new();
    if !quotable.is_empty() && rng.chance(12) {
        let (id, author, text) = &quotable[rng.below(quotable.len())];
        out.push_str(&format!("[quote=\"{author}, post: {id}\"]{text}[/quote]\n"));
    }
    let target = 100 + rng.below(500);
    let mut own = 0;
    while own < target {
        let who = &names[alive[rng.below(alive.len())]];
        let sentence = SENTENCES[rng.below(SENTENCES.len())];
        let piece = if rng.chance(5) {
            format!("[b]FoS: {who}[/b] {sentence} ")
        } else if rng.chance(8) {
            format!("[i]{who}[/i] {sentence} ")
        } else {
            format!("{who} {sentence} ")
        };
        own += piece.len();
        out.push_str(&piece);
    }
    out.truncate(out.trim_end().len());
    out
}

/// The thread's document, as a JSON value.
fn document() -> Value {
    let mut rng = XorShift(0x5eed_f0a0_2026_0316);
    let mut alive: Vec<usize> = (0..PLAYERS).collect();
    let mut names: Vec<String> = (0..PLAYERS).map(name).collect();
    let players: Vec<Value> = (0..PLAYERS)
        .map(|i| {
            json!({
                "name": name(i),
                "faction": if i % 5 == 0 { "mafia" } else { "town" },
                "aliases": [format!("P{i}")],
            })
        })
        .collect();
    let mut posts = Vec::with_capacity(POSTS);
    let mut events = Vec::new();
    let mut quotable: Vec<(u64, String, String)> = Vec::new();
    let mut time: i64 = 0;
    let mut cycle = 0;
    for id in 1..=POSTS as u64 {
        time += 1 + rng.below(39) as i64;
        // Most posts are by day: a night post is one in a hundred.
        let into = time - cycle * CYCLE;
        if (DAY..CYCLE).contains(&into) && !rng.chance(1) {
            time = (cycle + 1) * CYCLE + rng.below(600) as i64;
        }
        while time >= (cycle + 1) * CYCLE {
            cycle += 1;
            // The last day's lynch and the night's kill, while enough players are left.
            if alive.len() > 6 {
                let lynched = alive.remove(rng.below(alive.len()));
                events.push(json!({"type": "death", "player": names[lynched], "death": "lynch", "time": at((cycle - 1) * CYCLE + DAY)}));
                let killed = alive.remove(rng.below(alive.len()));
                events.push(json!({"type": "death", "player": names[killed], "death": "night", "time": at(cycle * CYCLE)}));
            }
            if cycle == 3 {
                let out = alive.remove(rng.below(alive.len()));
                events.push(json!({"type": "modkill", "player": names[out], "time": at(cycle * CYCLE + 3600), "reason": "inactive"}));
            }
            if cycle == 5 {
                let slot = alive[0];
                events.push(json!({"type": "replacement", "player": names[slot], "in": "Newcomer", "time": at(cycle * CYCLE)}));
                names[slot] = "Newcomer".to_owned();
            }
        }
        let author = if rng.chance(2) {
            "Host".to_owned()
        } else {
            names[alive[rng.below(alive.len())]].clone()
        };
        let mut text = body(&mut rng, &alive, &names, &quotable);
        if rng.chance(10) {
            let target = alive[rng.below(alive.len())];
            let written = if rng.chance(20) {
                format!("P{target}")
            } else {
                names[target].clone()
            };
            let mark = if rng.chance(15) { "Unvote" } else { "Vote" };
            text.push_str(&format!("\n\n[b]{mark}: {written}[/b]"));
            quotable.push((id, author.clone(), text.clone()));
            if quotable.len() > 50 {
                quotable.remove(0);
            }
        }
        posts.push(json!({"id": id, "author": author, "time": at(time), "body": text}));
    }
    json!({
        "format": "omerta-forum/1",
        "game": {"day_hours": 48, "night_hours": 24, "starts_with": "day", "lock": true},
        "host": "Host",
        "players": players,
        "start": START,
        "posts": posts,
        "events": events,
    })
}

fn at(seconds: i64) -> String {
    omerta_forum::time::format(omerta_forum::time::parse(START).unwrap() + seconds)
}

fn bench(c: &mut Criterion) {
    let text = document().to_string();
    let thread = Thread::from_json(&text).expect("the bench thread is valid");
    assert_eq!(thread.posts.len(), POSTS);
    let r = tally(&thread, None);
    eprintln!(
        "100k thread: {} bytes of JSON, {} phases, {} events; last tally: {} wagons, {} notes",
        text.len(),
        thread.phases.len(),
        thread.events.len(),
        r.wagons.len(),
        r.notes.len()
    );
    let mut group = c.benchmark_group("tally");
    group.throughput(Throughput::Elements(POSTS as u64));
    group.sample_size(20);
    group.bench_function("100k", |b| b.iter(|| tally(black_box(&thread), None)));
    group.finish();
    let mut group = c.benchmark_group("from_json");
    group.throughput(Throughput::Elements(POSTS as u64));
    group.sample_size(10);
    group.bench_function("100k", |b| {
        b.iter(|| Thread::from_json(black_box(&text)).expect("valid"))
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
