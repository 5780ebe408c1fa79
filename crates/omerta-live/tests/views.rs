//! The views every reader reads, pinned: each rule set's real games (`games/`), at about
//! ten moments of each, as the host, a spectator and every player read them, the
//! revealed views of the finished games, and every event as each reader it admits reads
//! it. The pages' templates and the API's clients read these views; a change to their
//! JSON (a field renamed, a `null` become absent) fails here, naming the view.
//!
//! The snapshot (`snapshots/views.txt`) holds a digest of each view's JSON, keys sorted.
//! `OMERTA_UPDATE_SNAPSHOTS=1` writes it afresh; `OMERTA_DUMP_VIEWS=<folder>` also writes
//! every view's JSON there, to compare two versions of the code with `diff -r`.

mod games;

use games::Played;
use omerta_live::{Hosted, Live};
use serde_json::Value;
use std::fmt::Write;

/// The JSON with every object's keys sorted, whatever the map's order.
fn canonical(value: &Value) -> String {
    fn write(value: &Value, out: &mut String) {
        match value {
            Value::Object(map) => {
                let mut keys: Vec<&String> = map.keys().collect();
                keys.sort();
                out.push('{');
                for (i, key) in keys.into_iter().enumerate() {
                    if i > 0 {
                        out.push(',');
                    }
                    out.push_str(&Value::String(key.clone()).to_string());
                    out.push(':');
                    write(&map[key], out);
                }
                out.push('}');
            }
            Value::Array(items) => {
                out.push('[');
                for (i, item) in items.iter().enumerate() {
                    if i > 0 {
                        out.push(',');
                    }
                    write(item, out);
                }
                out.push(']');
            }
            other => out.push_str(&other.to_string()),
        }
    }
    let mut out = String::new();
    write(value, &mut out);
    out
}

/// FNV-1a, 64 bits: a digest that is the same on every machine and toolchain.
fn digest(text: &str) -> String {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in text.bytes() {
        hash ^= u64::from(byte);
        hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
    format!("{hash:016x} {}", text.len())
}

struct Snapshot {
    lines: String,
    dump: Option<std::path::PathBuf>,
}

impl Snapshot {
    fn add(&mut self, place: &str, value: &Value) {
        let text = canonical(value);
        writeln!(self.lines, "{place}: {}", digest(&text)).expect("a string");
        if let Some(dump) = &self.dump {
            let file = dump.join(format!("{}.json", place.replace(['/', ' ', ':'], "_")));
            let pretty: Value = serde_json::from_str(&text).expect("JSON");
            std::fs::write(file, serde_json::to_string_pretty(&pretty).expect("JSON"))
                .expect("the dump is written");
        }
    }

    fn game<G: Live>(&mut self, played: &Played<G>) {
        let name = &played.name;
        let viewers = played.viewers();
        for (k, hosted) in played.moments() {
            for &viewer in &viewers {
                self.add(
                    &format!("{name} @{k} view {viewer:?}"),
                    &hosted.view(viewer),
                );
            }
        }
        // Stepping through the finished game: the revealed views, half way and at the end.
        let whole = &played.hosted;
        let half = Hosted::<G>::replay(
            played.events[..played.events.len() / 2]
                .iter()
                .map(|e| &e.event),
        )
        .expect("the game replays");
        for &viewer in &viewers {
            self.add(
                &format!("{name} half revealed {viewer:?}"),
                &half.revealed_view(viewer),
            );
            self.add(
                &format!("{name} end revealed {viewer:?}"),
                &whole.revealed_view(viewer),
            );
        }
        // Each event as every reader it admits reads it, one line per event.
        for (i, emitted) in played.events.iter().enumerate() {
            let read: serde_json::Map<String, Value> = viewers
                .iter()
                .filter(|v| emitted.audience.admits(**v))
                .map(|&v| (format!("{v:?}"), Hosted::<G>::present(&emitted.event, v)))
                .collect();
            self.add(&format!("{name} event {i}"), &Value::Object(read));
        }
    }
}

#[test]
fn every_view_reads_as_pinned() {
    let dump = std::env::var_os("OMERTA_DUMP_VIEWS").map(std::path::PathBuf::from);
    if let Some(dump) = &dump {
        std::fs::create_dir_all(dump).expect("the dump's folder");
    }
    let mut snapshot = Snapshot {
        lines: String::new(),
        dump,
    };
    for played in games::pro() {
        snapshot.game(&played);
    }
    for played in games::forum() {
        snapshot.game(&played);
    }
    for played in games::mafia1923() {
        snapshot.game(&played);
    }
    let path = format!("{}/tests/snapshots/views.txt", env!("CARGO_MANIFEST_DIR"));
    if std::env::var_os("OMERTA_UPDATE_SNAPSHOTS").is_some() {
        std::fs::write(&path, &snapshot.lines).expect("the snapshot is written");
        return;
    }
    let pinned = std::fs::read_to_string(&path)
        .expect("the snapshot exists: OMERTA_UPDATE_SNAPSHOTS=1 writes it");
    let changed: Vec<(&str, &str)> = pinned
        .lines()
        .zip(snapshot.lines.lines())
        .filter(|(a, b)| a != b)
        .take(20)
        .collect();
    assert!(
        changed.is_empty(),
        "views changed (pinned, now): {changed:#?}"
    );
    assert_eq!(
        pinned.lines().count(),
        snapshot.lines.lines().count(),
        "the games read differently: not as many views as pinned"
    );
}
