//! What drawing a game for one reader costs (`Hosted::view`), per rule set: a Pro table
//! (the first example, finished), a forum game of every event kind and a Mafia 1923 week,
//! each as its host, a spectator and its first player reads it. The events are the ones
//! the live tests play (`benches/games/`), replayed as the server folds them.

use criterion::{criterion_group, criterion_main, Criterion};
use omerta_live::forum::ForumGame;
use omerta_live::mafia1923::Game1923;
use omerta_live::pro::ProTable;
use omerta_live::{Event, Hosted, Live, Viewer};

fn game<G: Live>(file: &str) -> Hosted<G> {
    let path = format!("{}/benches/games/{file}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).expect("the bench's game");
    let events: Vec<Event<G::Event>> = serde_json::from_str(&text).expect("its events");
    Hosted::replay(events.iter()).expect("it replays")
}

fn each_reader<G: Live>(c: &mut Criterion, name: &str, hosted: &Hosted<G>) {
    for (who, viewer) in [
        ("host", Viewer::Host),
        ("spectator", Viewer::Spectator),
        ("player", Viewer::Player(0)),
    ] {
        c.bench_function(&format!("view/{name}/{who}"), |b| {
            b.iter(|| std::hint::black_box(hosted.view(viewer)))
        });
    }
}

fn views(c: &mut Criterion) {
    each_reader(c, "pro", &game::<ProTable>("pro.json"));
    each_reader(c, "forum", &game::<ForumGame>("forum.json"));
    each_reader(c, "1923", &game::<Game1923>("1923.json"));
}

criterion_group!(benches, views);
criterion_main!(benches);
