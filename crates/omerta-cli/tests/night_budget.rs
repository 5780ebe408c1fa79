//! `omerta night resolve --budget`: a night too entangled for RAR's budget is refused with
//! a sentence a host understands and a non-zero exit, never a hang; a larger budget
//! settles it.

use serde_json::{json, Value};
use std::process::Command;

/// `n` players who each block the next and swap the two after, and one kill.
fn knot(n: usize) -> String {
    let names: Vec<String> = (0..n).map(|i| format!("P{i}")).collect();
    let players: Vec<Value> = names
        .iter()
        .map(|p| json!({"name": p, "alignment": "town", "role": "r"}))
        .collect();
    let mut actions = Vec::new();
    for i in 0..n {
        actions
            .push(json!({"actor": names[i], "ability": "block", "targets": [names[(i + 1) % n]]}));
        actions.push(json!({"actor": names[i], "ability": "swap", "targets": [names[(i + 2) % n], names[(i + 3) % n]]}));
    }
    actions.push(json!({"actor": "P0", "ability": "kill", "targets": [names[n - 1]]}));
    json!({"format": "omerta-night/1", "players": players, "actions": actions}).to_string()
}

fn resolve(text: &str, extra: &[&str]) -> (bool, String, String) {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("night.json");
    std::fs::write(&file, text).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_omerta"))
        .args(["night", "resolve"])
        .arg(&file)
        .args(extra)
        .output()
        .unwrap();
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn a_knot_past_the_default_budget_is_refused_with_its_actions_named() {
    let (ok, stdout, stderr) = resolve(&knot(14), &["--json"]);
    assert!(!ok);
    assert!(stdout.is_empty(), "{stdout}");
    assert!(stderr.contains("too large to settle"), "{stderr}");
    assert!(stderr.contains("'s block on P"), "{stderr}");
    assert!(stderr.contains("ordered method"), "{stderr}");
}

#[test]
fn a_larger_budget_settles_it_and_a_small_night_needs_no_flag() {
    let roomy = ["--json", "--budget", "400000000", "--budget-mib", "512"];
    let (ok, stdout, stderr) = resolve(&knot(14), &roomy);
    assert!(ok, "{stderr}");
    let outcome: Value = serde_json::from_str(&stdout).unwrap();
    assert!(outcome["deaths"].is_array(), "{stdout}");
    let (ok, stdout, stderr) = resolve(&knot(8), &[]);
    assert!(ok, "{stderr}");
    assert!(stdout.starts_with("Deaths: "), "{stdout}");
}
