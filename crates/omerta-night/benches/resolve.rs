//! How long one night takes to resolve.
//!
//! Nights are built in code and validated once; the benches time `omerta_night::resolve`
//! on the validated `Night` (and `resolve_json`, reading and validating included, for the
//! big night). Targets:
//!
//! - (a) a big game: 1,000 players, 1,000 mixed actions (kills, factional kills,
//!   protects, blocks, jails, investigates, tracks, watches, redirects, swaps, visits,
//!   recruits; a few vests and paranoid gun owners): under 10 ms;
//! - (b) 40 roleblockers blocking each other in a ring: under 1 ms;
//! - (c) 40 jailkeepers jailing each other in a ring: under 1 ms;
//! - (b) and (c) again with one vigilante kill added, so that a death question must walk
//!   the whole ring: under 1 ms;
//! - (d) RAR's two worst knots (issue 14) at 8, 10, 12, 14 and 16 players: a doctor saving
//!   a player from a vigilante while n roleblockers block the doctor and one another ("the
//!   blockade"), and n players who each block the next and swap the two after ("the
//!   knot"), within the default budget: those at 12 players resolved in under 0.5 s, any
//!   refused within 1 s.
//!
//! - (e) issue 25's nights (knots of block, swap, redirect and kill of 16, 20 and 30
//!   players; blockades of 17, 32 and 64), explained as the server asks: each settled or
//!   refused within the default budget of steps and memory, about half a second at most.
//!
//! Run: `cargo bench -j1 -p omerta-night --bench resolve -- --warm-up-time 1 --measurement-time 3`
//! (the knots alone: add `knots`; issue 25's: add `issue`)

use criterion::{black_box, criterion_group, criterion_main, Criterion, Throughput};
use omerta_night::{resolve, resolve_json, resolve_within, Budget, Night};
use serde_json::{json, Value};

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
}

fn document(method: &str, players: Vec<Value>, actions: Vec<Value>) -> String {
    json!({"format": "omerta-night/1", "method": method, "players": players, "actions": actions})
        .to_string()
}

fn act(actor: &str, ability: &str, targets: &[&str]) -> Value {
    json!({"actor": actor, "ability": ability, "targets": targets})
}

/// (a) 1,000 players and 1,000 actions of every ability, from a fixed seed. One player in
/// ten is mafia; one in fifty wears a vest (every other one a one-shot vest), one in
/// a hundred owns a paranoid gun. Nobody targets themself.
fn big_night() -> String {
    const PLAYERS: usize = 1000;
    const ACTIONS: usize = 1000;
    let mut rng = XorShift(0x9E37_79B9_7F4A_7C15);
    let names: Vec<String> = (0..PLAYERS).map(|i| format!("player{i:04}")).collect();
    let players: Vec<Value> = names
        .iter()
        .enumerate()
        .map(|(i, name)| {
            let alignment = if i % 10 == 3 { "mafia" } else { "town" };
            let mut p = json!({"name": name, "alignment": alignment, "role": "bench"});
            if i % 50 == 7 {
                p["passives"] = if i % 100 == 7 {
                    json!([{"kind": "bulletproof", "shots": 1}])
                } else {
                    json!([{"kind": "bulletproof"}])
                };
            } else if i % 100 == 42 {
                p["passives"] = json!([{"kind": "paranoid_gun_owner"}]);
            }
            p
        })
        .collect();
    const ABILITIES: [&str; 16] = [
        "kill",
        "factional_kill",
        "protect",
        "block",
        "jail",
        "investigate",
        "track",
        "watch",
        "redirect",
        "swap",
        "visit",
        "recruit",
        "strong_kill",
        "ninja_kill",
        "deflect",
        "commute",
    ];
    let mut actions = Vec::with_capacity(ACTIONS);
    for _ in 0..ACTIONS {
        let ability = ABILITIES[rng.below(ABILITIES.len())];
        let actor = rng.below(PLAYERS);
        let other = |rng: &mut XorShift, not: &[usize]| loop {
            let t = rng.below(PLAYERS);
            if !not.contains(&t) {
                return t;
            }
        };
        let first = other(&mut rng, &[actor]);
        let targets: Vec<&str> = if ability == "commute" {
            vec![]
        } else if ability == "redirect" || ability == "swap" || ability == "deflect" {
            let second = other(&mut rng, &[actor, first]);
            vec![&names[first], &names[second]]
        } else {
            vec![&names[first]]
        };
        actions.push(act(&names[actor], ability, &targets));
    }
    document("rar", players, actions)
}

/// (b) and (c): 40 players, each using `ability` on the next, the last on the first.
/// With `vigilante`, one more player (outside the ring) shoots the first of the ring and
/// the first of the ring shoots the twentieth, so the death questions walk the ring (the
/// shooter is blocked by the ring, and for jails the victims are protected by it).
fn ring(ability: &str, vigilante: bool) -> String {
    const N: usize = 40;
    let names: Vec<String> = (0..N).map(|i| format!("ring{i:02}")).collect();
    let mut players: Vec<Value> = names
        .iter()
        .map(|n| json!({"name": n, "alignment": "town", "role": ability}))
        .collect();
    let mut actions: Vec<Value> = (0..N)
        .map(|i| act(&names[i], ability, &[&names[(i + 1) % N]]))
        .collect();
    if vigilante {
        players.push(json!({"name": "Vigilante", "alignment": "town", "role": "vigilante"}));
        actions.push(act("Vigilante", "kill", &[&names[0]]));
        actions.push(act(&names[0], "kill", &[&names[N / 2]]));
    }
    document("rar", players, actions)
}

/// (d) The blockade: a vigilante shoots X, a doctor protects X, and each of `n`
/// roleblockers blocks the doctor and every other roleblocker.
fn blockade(n: usize) -> String {
    let names: Vec<String> = (0..n).map(|i| format!("R{i:02}")).collect();
    let mut players = vec![
        json!({"name": "Doctor", "alignment": "town", "role": "doctor"}),
        json!({"name": "X", "alignment": "town", "role": "vanilla"}),
        json!({"name": "Vigilante", "alignment": "town", "role": "vigilante"}),
    ];
    players.extend(
        names
            .iter()
            .map(|n| json!({"name": n, "alignment": "mafia", "role": "roleblocker"})),
    );
    let mut actions = vec![
        act("Vigilante", "kill", &["X"]),
        act("Doctor", "protect", &["X"]),
    ];
    for (i, blocker) in names.iter().enumerate() {
        actions.push(act(blocker, "block", &["Doctor"]));
        for (j, other) in names.iter().enumerate() {
            if i != j {
                actions.push(act(blocker, "block", &[other]));
            }
        }
    }
    document("rar", players, actions)
}

/// (d) The knot: `n` players who each block the next and swap the two after; the first
/// shoots the last.
fn knot(n: usize) -> String {
    let names: Vec<String> = (0..n).map(|i| format!("P{i:02}")).collect();
    let players: Vec<Value> = names
        .iter()
        .map(|n| json!({"name": n, "alignment": "town", "role": "driver"}))
        .collect();
    let mut actions = Vec::new();
    for i in 0..n {
        actions.push(act(&names[i], "block", &[&names[(i + 1) % n]]));
        actions.push(act(
            &names[i],
            "swap",
            &[&names[(i + 2) % n], &names[(i + 3) % n]],
        ));
    }
    actions.push(act(&names[0], "kill", &[&names[n - 1]]));
    document("rar", players, actions)
}

/// (e) Issue 25's knot: `n` players who each block the next, swap the two after, redirect
/// the fourth onto the fifth and kill the sixth.
fn knot4(n: usize) -> String {
    let names: Vec<String> = (0..n).map(|i| format!("P{i:02}")).collect();
    let players: Vec<Value> = names
        .iter()
        .map(|n| json!({"name": n, "alignment": "town", "role": "knotted"}))
        .collect();
    let mut actions = Vec::new();
    for i in 0..n {
        let at = |k: usize| names[(i + k) % n].as_str();
        actions.push(act(&names[i], "block", &[at(1)]));
        actions.push(act(&names[i], "swap", &[at(2), at(3)]));
        actions.push(act(&names[i], "redirect", &[at(4), at(5)]));
        actions.push(act(&names[i], "kill", &[at(6)]));
    }
    document("rar", players, actions)
}

fn night(text: &str) -> Night {
    Night::from_json(text).unwrap_or_else(|e| panic!("the bench night is invalid: {e}"))
}

fn big(c: &mut Criterion) {
    let text = big_night();
    let validated = night(&text);
    let o = resolve(&validated, false);
    eprintln!(
        "big night: {} deaths, {} recruited, {} results",
        o.deaths.len(),
        o.recruited.len(),
        o.results.len()
    );
    assert!(!o.deaths.is_empty() && !o.results.is_empty());
    let mut group = c.benchmark_group("1000 players, 1000 actions");
    group.throughput(Throughput::Elements(1));
    group.bench_function("resolve", |b| {
        b.iter(|| resolve(black_box(&validated), false))
    });
    group.bench_function("resolve --explain", |b| {
        b.iter(|| resolve(black_box(&validated), true))
    });
    group.bench_function("resolve_json", |b| {
        b.iter(|| resolve_json(black_box(&text), false))
    });
    group.finish();
}

fn rings(c: &mut Criterion) {
    let mut group = c.benchmark_group("rings of 40");
    group.throughput(Throughput::Elements(1));
    for (label, ability, vigilante) in [
        ("block ring", "block", false),
        ("block ring + kills", "block", true),
        ("jail ring", "jail", false),
        ("jail ring + kills", "jail", true),
    ] {
        let validated = night(&ring(ability, vigilante));
        // The vigilante's victim and the ring's victim both die: each death question
        // walks the whole ring, and an even ring leaves the first link standing.
        let deaths = resolve(&validated, false).deaths;
        let expected: &[&str] = if vigilante {
            &["ring00", "ring20"]
        } else {
            &[]
        };
        assert_eq!(deaths, expected, "{label}");
        group.bench_function(format!("{label}: resolve"), |b| {
            b.iter(|| resolve(black_box(&validated), false))
        });
        group.bench_function(format!("{label}: resolve --explain"), |b| {
            b.iter(|| resolve(black_box(&validated), true))
        });
    }
    group.finish();
}

fn knots(c: &mut Criterion) {
    let mut group = c.benchmark_group("knots, default budget");
    group.sample_size(10);
    for n in [8, 10, 12, 14, 16] {
        for (label, text) in [("blockade", blockade(n)), ("knot", knot(n))] {
            let validated = night(&text);
            let answer = resolve_within(&validated, false, Budget::DEFAULT);
            eprintln!(
                "{label} of {n}: {}",
                match &answer {
                    Ok(o) => format!("resolved, deaths {:?}", o.deaths),
                    Err(_) => "refused (past the budget)".into(),
                }
            );
            group.bench_function(format!("{label} of {n}"), |b| {
                b.iter(|| resolve_within(black_box(&validated), false, Budget::DEFAULT))
            });
        }
    }
    group.finish();
}

/// (e) The nights of issue 25, with the reasons asked for as the server asks: each settled
/// or refused within about half a second whatever its shape (docs/night/rar.md).
fn hostile(c: &mut Criterion) {
    let mut group = c.benchmark_group("issue 25 nights, default budget, explained");
    group.sample_size(10);
    let nights = [16, 20, 30]
        .map(|n| (format!("knot4 of {n}"), knot4(n)))
        .into_iter()
        .chain([17, 32, 64].map(|n| (format!("blockade of {n}"), blockade(n))));
    for (label, text) in nights {
        let validated = night(&text);
        group.bench_function(label, |b| {
            b.iter(|| resolve_within(black_box(&validated), true, Budget::DEFAULT))
        });
    }
    group.finish();
}

criterion_group!(benches, big, rings, knots, hostile);
criterion_main!(benches);
