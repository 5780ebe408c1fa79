//! How long drawing a tournament's seating takes (`shared/spec/seating.md`: 100 players on
//! 10 tables over 10 rounds in under 10 seconds), and the pair spreads it reaches.
//!
//! Run: `cargo bench -p omerta-pro --bench seating -- --warm-up-time 1 --measurement-time 5`

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use omerta_pro::seating::draw;

fn seating(c: &mut Criterion) {
    for (n, t, r) in [(20, 2, 10), (25, 2, 10), (30, 3, 10), (100, 10, 10)] {
        let schedule = draw(n, t, r, 1).expect("valid sizes");
        let (high, low) = schedule.pair_spread();
        eprintln!(
            "{n} players, {t} tables, {r} rounds: any two share {low} to {high} games (spread {})",
            high - low
        );
    }
    let mut group = c.benchmark_group("seating");
    group.sample_size(10);
    for (n, t, r) in [(20, 2, 10), (30, 3, 10), (100, 10, 10)] {
        group.bench_function(format!("{n} players, {t} tables, {r} rounds"), |b| {
            b.iter(|| draw(black_box(n), t, r, 1))
        });
    }
    group.finish();
}

criterion_group!(benches, seating);
criterion_main!(benches);
