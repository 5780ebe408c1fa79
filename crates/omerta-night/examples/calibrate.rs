//! How long a step of RAR's budget takes on this machine, night shape by night shape: the
//! figures behind `Budget::DEFAULT` (docs/night/rar.md). Each night is resolved within a
//! budget of unlimited steps but the default memory, or within the default, and the time
//! per step printed. Run on a quiet machine:
//!
//! `cargo run --release -p omerta-night --example calibrate [STEPS]`

use omerta_night::{resolve_counted, Budget, Night};
use serde_json::{json, Value};

/// This thread's time on a CPU so far (Linux), which other work on the machine moves less
/// than the wall clock; the wall clock elsewhere.
fn cpu_ns() -> Option<u64> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    text.split_whitespace().next()?.parse().ok()
}

fn name(i: usize) -> String {
    format!("P{i:02}")
}

fn act(actor: &str, ability: &str, targets: &[&str]) -> Value {
    json!({"actor": actor, "ability": ability, "targets": targets})
}

fn night(players: Vec<String>, actions: Vec<Value>) -> Night {
    let players: Vec<Value> = players
        .iter()
        .map(|n| json!({"name": n, "alignment": "town", "role": "x"}))
        .collect();
    let text = json!({"format": "omerta-night/1", "method": "rar", "players": players, "actions": actions});
    Night::from_json(&text.to_string()).expect("a valid night")
}

/// Player i blocks i+1, swaps i+2 and i+3, redirects i+4 onto i+5 and kills i+6.
fn knot4(n: usize) -> Night {
    let mut actions = Vec::new();
    for i in 0..n {
        let at = |k: usize| name((i + k) % n);
        actions.push(act(&name(i), "block", &[&at(1)]));
        actions.push(act(&name(i), "swap", &[&at(2), &at(3)]));
        actions.push(act(&name(i), "redirect", &[&at(4), &at(5)]));
        actions.push(act(&name(i), "kill", &[&at(6)]));
    }
    night((0..n).map(name).collect(), actions)
}

/// Player i blocks i+1 and swaps i+2 and i+3; P00 shoots the last.
fn knot(n: usize) -> Night {
    let mut actions = Vec::new();
    for i in 0..n {
        let at = |k: usize| name((i + k) % n);
        actions.push(act(&name(i), "block", &[&at(1)]));
        actions.push(act(&name(i), "swap", &[&at(2), &at(3)]));
    }
    actions.push(act(&name(0), "kill", &[&name(n - 1)]));
    night((0..n).map(name).collect(), actions)
}

fn blockade(n: usize) -> Night {
    let mut players = vec!["Vigilante".to_string(), "Doctor".into(), "X".into()];
    players.extend((0..n).map(name));
    let mut actions = vec![
        act("Vigilante", "kill", &["X"]),
        act("Doctor", "protect", &["X"]),
    ];
    for i in 0..n {
        actions.push(act(&name(i), "block", &["Doctor"]));
        for j in (0..n).filter(|&j| j != i) {
            actions.push(act(&name(i), "block", &[&name(j)]));
        }
    }
    night(players, actions)
}

fn main() {
    let steps: u64 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(Budget::DEFAULT.steps);
    let only = std::env::args().nth(2).unwrap_or_default();
    let nights: Vec<(String, Night)> = [10, 12, 13, 14, 16, 20]
        .iter()
        .map(|&n| (format!("knot {n}"), knot(n)))
        .chain(
            [8, 12, 16, 20, 30]
                .iter()
                .map(|&n| (format!("knot4 {n}"), knot4(n))),
        )
        .chain(
            [8, 12, 16, 17, 32, 64]
                .iter()
                .map(|&n| (format!("blockade {n}"), blockade(n))),
        )
        .collect();
    println!(
        "{:<14} {:>7} {:>12} {:>9} {:>9} {:>8}  answer",
        "night", "explain", "steps", "MiB", "cpu ms", "ns/step"
    );
    for (what, night) in nights.iter().filter(|(what, _)| what.contains(&only)) {
        for explain in [false, true] {
            let start = std::time::Instant::now();
            let cpu = cpu_ns();
            let (answer, spent, bytes) = resolve_counted(night, explain, Budget::steps(steps));
            let took = match (cpu, cpu_ns()) {
                (Some(before), Some(after)) => std::time::Duration::from_nanos(after - before),
                _ => start.elapsed(),
            };
            let answer = match answer {
                Ok(_) => "settled".to_string(),
                Err(e) => format!("refused ({:?})", e.exhausted),
            };
            println!(
                "{what:<14} {explain:>7} {spent:>12} {:>9.1} {:>9.1} {:>8.1}  {answer}",
                bytes as f64 / (1 << 20) as f64,
                took.as_secs_f64() * 1e3,
                took.as_nanos() as f64 / spent.max(1) as f64,
            );
        }
    }
}
