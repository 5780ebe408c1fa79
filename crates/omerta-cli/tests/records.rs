//! The command line against records and bad input (issue 28): `pro check` tells the
//! departures and the city's state (text and JSON); a huge broken document is answered
//! within a small multiple of its size, its problems capped; a document of another format
//! is refused at once; `pro score FOLDER` says which files failed and exits non-zero.

use serde_json::{json, Value};
use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .unwrap()
        .parent()
        .unwrap()
}

fn omerta(args: &[&str]) -> (Option<i32>, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_omerta"))
        .args(args)
        .current_dir(root())
        .output()
        .unwrap();
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn table() -> Vec<Value> {
    let roles = [
        "civilian", "civilian", "civilian", "civilian", "civilian", "civilian", "sheriff", "mafia",
        "mafia", "don",
    ];
    (1..=10)
        .map(|i| json!({"seat": i, "name": format!("P{i}"), "role": roles[i - 1]}))
        .collect()
}

fn write(dir: &Path, name: &str, text: &str) -> PathBuf {
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path
}

#[test]
fn pro_check_lists_the_departures_and_the_citys_state() {
    let (code, out, err) = omerta(&["pro", "check", "examples/pro/black-win.json"]);
    assert_eq!(code, Some(0), "{err}");
    assert!(out.contains("4 departures"), "{out}");
    assert!(out.contains("#8  day 1, vote (events[3])"), "{out}");
    assert!(out.contains("#6  night 1, night shot (events[6])"), "{out}");
    assert!(
        out.contains("night 1 (events[6]): margin for error → critical state"),
        "{out}"
    );
    let (code, out, err) = omerta(&["pro", "check", "--json", "examples/pro/black-win.json"]);
    assert_eq!(code, Some(0), "{err}");
    let report: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(report["valid"], true);
    assert_eq!(report["outcome"]["winner"], "black");
    assert_eq!(
        report["departures"][1],
        json!({"seat": 6, "phase": "night 1", "how": "night shot", "event": 6})
    );
    assert_eq!(report["city"]["changes"][0]["to"], "critical state");
}

#[test]
fn pro_check_warns_of_a_stated_result_the_record_does_not_reach() {
    let dir = tempfile::tempdir().unwrap();
    // Red wins by the judge's decision after one night, three blacks at the table.
    let events = json!([
        {"type": "day"},
        {"type": "night"},
        {"type": "shots", "shots": {"8": 2, "9": 2, "10": 2}},
        {"type": "day"},
        {"type": "end", "winner": "red"}
    ]);
    let doc = json!({"format": "omerta-pro/1", "players": table(), "events": events});
    let file = write(dir.path(), "truncated.json", &doc.to_string());
    let said = "the record states red wins by the judge's decision on day 2 (events[4]), with \
                6 red players and 3 black players still at the table";
    let (code, out, err) = omerta(&["pro", "check", file.to_str().unwrap()]);
    assert_eq!(code, Some(0), "{err}");
    assert!(out.contains(&format!("Warning: {said}")), "{out}");
    let (code, out, err) = omerta(&["pro", "check", "--json", file.to_str().unwrap()]);
    assert_eq!(code, Some(0), "{err}");
    let report: Value = serde_json::from_str(&out).unwrap();
    assert!(
        report["warnings"][0].as_str().unwrap().starts_with(said),
        "{report}"
    );
    let (code, _, err) = omerta(&["pro", "score", file.to_str().unwrap()]);
    assert_eq!(code, Some(0), "{err}");
    assert!(err.contains(said), "{err}");
    // A game the table decided says nothing of the kind.
    let (_, out, _) = omerta(&["pro", "check", "examples/pro/black-win.json"]);
    assert!(!out.contains("Warning"), "{out}");
}

#[test]
fn a_huge_broken_document_is_answered_with_its_first_hundred_problems() {
    let dir = tempfile::tempdir().unwrap();
    // 200,000 broken events (6 MB); a hundred are listed, the rest counted.
    let events = vec![json!({"type": "foul", "seat": 11}); 200_000];
    let doc = json!({"format": "omerta-pro/1", "players": table(), "events": events});
    let file = write(dir.path(), "broken.json", &doc.to_string());
    let (code, _, err) = omerta(&["pro", "check", file.to_str().unwrap()]);
    assert_eq!(code, Some(1));
    assert!(err.contains("200000 problems found:"), "{}", &err[..200]);
    assert!(
        err.contains("and 199900 more problems"),
        "{}",
        &err[err.len() - 200..]
    );
    assert!(err.lines().count() < 110, "{} lines", err.lines().count());
    // A document of another format is refused for that alone, whatever it holds.
    let other = json!({"format": "omerta-forum/1", "players": table(), "events": events});
    let file = write(dir.path(), "other.json", &other.to_string());
    let (code, _, err) = omerta(&["pro", "check", file.to_str().unwrap()]);
    assert_eq!(code, Some(1));
    assert!(err.contains("1 problem found"), "{err}");
    assert!(err.contains("unknown format \"omerta-forum/1\""), "{err}");
    let file = write(dir.path(), "pro.json", &doc.to_string());
    for command in [["forum", "check"], ["forum", "tally"]] {
        let (code, _, err) = omerta(&[command[0], command[1], file.to_str().unwrap()]);
        assert_eq!(code, Some(1), "{command:?}");
        assert!(err.contains("1 problem found"), "{command:?}: {err}");
        assert!(err.contains("unknown format \"omerta-pro/1\""), "{err}");
    }
    let (code, _, err) = omerta(&["night", "resolve", file.to_str().unwrap()]);
    assert_eq!(code, Some(1));
    assert!(err.contains("unknown format \"omerta-pro/1\""), "{err}");
    let (code, _, err) = omerta(&["1923", "play", file.to_str().unwrap()]);
    assert_eq!(code, Some(1));
    assert!(err.contains("unknown format \"omerta-pro/1\""), "{err}");
}

#[test]
fn scoring_a_folder_with_failures_lists_them_and_exits_non_zero() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::copy(
        root().join("examples/pro/black-win.json"),
        dir.path().join("good.json"),
    )
    .unwrap();
    write(dir.path(), "broken.json", "{\"format\": \"omerta-pro/1\"");
    write(
        dir.path(),
        "unfinished.json",
        &json!({"format": "omerta-pro/1", "players": table(), "events": [{"type": "day"}]})
            .to_string(),
    );
    let (code, out, err) = omerta(&["pro", "score", dir.path().to_str().unwrap()]);
    assert_eq!(code, Some(1), "{out}{err}");
    assert!(out.contains("games scored: 1 of 3"), "{out}");
    assert!(err.contains("2 of 3 files could not be scored"), "{err}");
    assert!(err.contains("broken.json"), "{err}");
    assert!(
        err.contains("unfinished.json: the game has not ended"),
        "{err}"
    );
}
