//! How many recorded games per second omerta reads, replays and scores.
//!
//! The yardstick is parsing the same bytes into a `serde_json::Value`: a protocol that
//! costs little more than reading its JSON is as fast as a judge's tool needs to be
//! (targets: within 1.5x of the `Value` parse, and at least 100,000 games/s).
//!
//! Run: `cargo bench -j1 -p omerta-pro --bench score -- --warm-up-time 1 --measurement-time 3`

use criterion::{black_box, criterion_group, criterion_main, Criterion, Throughput};

/// A realistic full game: four days, nominations, checks every night, wills, fouls.
const RED_WIN: &str = include_str!("../../../examples/pro/red-win.json");

fn score_a_full_game(c: &mut Criterion) {
    // Fail loudly here rather than measure the cost of an error path.
    omerta_pro::score_json(RED_WIN).expect("red-win.json scores");

    let mut group = c.benchmark_group("red-win.json");
    group.throughput(Throughput::Elements(1));
    group.bench_function("parse+replay+score", |b| {
        b.iter(|| omerta_pro::score_json(black_box(RED_WIN)))
    });
    group.bench_function("parse+replay", |b| {
        b.iter(|| omerta_pro::replay_json(black_box(RED_WIN)))
    });
    group.bench_function("parse into serde_json::Value", |b| {
        b.iter(|| serde_json::from_str::<serde_json::Value>(black_box(RED_WIN)))
    });
    group.finish();

    // The same game as tools exchange it: compact JSON, no indentation.
    let compact = serde_json::to_string(
        &serde_json::from_str::<serde_json::Value>(RED_WIN).expect("red-win.json is JSON"),
    )
    .expect("prints");
    let mut group = c.benchmark_group("red-win.json compact");
    group.throughput(Throughput::Elements(1));
    group.bench_function("parse+replay+score", |b| {
        b.iter(|| omerta_pro::score_json(black_box(&compact)))
    });
    group.bench_function("parse into serde_json::Value", |b| {
        b.iter(|| serde_json::from_str::<serde_json::Value>(black_box(&compact)))
    });
    group.finish();
}

/// The same game, one stage at a time, to see where the time of a full score goes.
fn stages_of_a_full_game(c: &mut Criterion) {
    use omerta_pro::{report, score, Game, Protocol};
    let protocol = Protocol::from_json(RED_WIN).expect("red-win.json parses");
    let game = Game::replay(&protocol).expect("red-win.json replays");
    let sheet = score(&game).expect("red-win.json scores");

    let mut group = c.benchmark_group("red-win.json stages");
    group.throughput(Throughput::Elements(1));
    group.bench_function("Protocol::from_json", |b| {
        b.iter(|| Protocol::from_json(black_box(RED_WIN)))
    });
    group.bench_function("Game::replay", |b| {
        b.iter(|| Game::replay(black_box(&protocol)))
    });
    group.bench_function("score", |b| b.iter(|| score(black_box(&game))));
    group.bench_function("report::to_json", |b| {
        b.iter(|| report::to_json(black_box(&game), black_box(&sheet)))
    });
    group.finish();
}

criterion_group!(benches, score_a_full_game, stages_of_a_full_game);
criterion_main!(benches);
