//! `omerta pro seating` as `shared/spec/seating.md` gives it.

use serde_json::Value;
use std::process::Command;

fn seating(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_omerta"))
        .args(["pro", "seating"])
        .args(args)
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn the_json_schedule_is_the_contracts_and_repeats_for_a_seed() {
    let args = [
        "--players",
        "21",
        "--tables",
        "2",
        "--rounds",
        "3",
        "--seed",
        "9",
        "--json",
    ];
    let (code, out, err) = seating(&args);
    assert_eq!(code, 0, "{err}");
    let v: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["players"], 21);
    assert_eq!(v["tables"], 2);
    let rounds = v["rounds"].as_array().unwrap();
    assert_eq!(rounds.len(), 3);
    for (r, round) in rounds.iter().enumerate() {
        assert_eq!(round["round"], r + 1);
        let seated: usize = round["tables"]
            .as_array()
            .unwrap()
            .iter()
            .map(|t| t["seats"].as_array().unwrap().len())
            .sum();
        assert_eq!(seated, 20, "one of 21 sits out");
    }
    assert_eq!(seating(&args).1, out, "the same seed, the same schedule");
}

#[test]
fn a_table_for_people_and_clear_errors() {
    let (code, out, _) = seating(&["--players", "20", "--tables", "2", "--rounds", "2"]);
    assert_eq!(code, 0);
    assert!(out.contains("Round 2") && out.contains("table 2"), "{out}");
    let (code, out, err) = seating(&["--players", "15", "--tables", "2", "--rounds", "2"]);
    assert_ne!(code, 0);
    assert!(out.is_empty());
    assert!(err.contains("at least 20 players, not 15"), "{err}");
    let (code, _, err) = seating(&["--players", "20", "--tables", "2", "--rounds", "0"]);
    assert_ne!(code, 0);
    assert!(err.contains("at least one round"), "{err}");
}
