//! Importing a club's record and scoring it, against scoring the same game written as
//! `omerta-pro/1`: the import should cost no more than scoring itself (within 2x).

use criterion::{criterion_group, criterion_main, Criterion};
use omerta_pro::interchange::{self, mafiaratings, polemica};
use omerta_pro::{score, Game};
use std::hint::black_box;

fn fixture(path: &str) -> String {
    std::fs::read_to_string(format!("{}/tests/data/{path}", env!("CARGO_MANIFEST_DIR")))
        .expect("fixture")
}

fn bench(c: &mut Criterion) {
    let source = fixture("polemica/334187.json");
    let native = interchange::to_json(&polemica::import(&source).expect("imports").protocol);
    let mr = fixture("mafiaratings/from-polemica-334187.json");
    let mut group = c.benchmark_group("interchange");
    group.bench_function("score omerta-pro/1", |b| {
        b.iter(|| omerta_pro::score_json(black_box(&native)).expect("scores"))
    });
    group.bench_function("import polemica + score", |b| {
        b.iter(|| {
            let imported = polemica::import(black_box(&source)).expect("imports");
            let game = Game::from_protocol(imported.protocol).expect("valid");
            score(&game).expect("scores")
        })
    });
    group.bench_function("import mafiaratings + score", |b| {
        b.iter(|| {
            let imported = mafiaratings::import(black_box(&mr)).expect("imports");
            let game = Game::from_protocol(imported.protocol).expect("valid");
            score(&game).expect("scores")
        })
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
