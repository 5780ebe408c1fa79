//! Issue 30: why a night cannot be resolved follows `--lang` on standard error (`omerta
//! night resolve`, `omerta forum night`): omerta-night's own reasons (a document's
//! problems, a knot past the budget) and the forum crate's (a thread's night entry), each
//! worded from its data; English unchanged.

use serde_json::{json, Value};
use std::path::Path;
use std::process::Command;

/// Runs `omerta` with `args` (the file last), without a locale: standard output, standard
/// error, and whether it succeeded.
fn omerta(args: &[&str], file: &Path) -> (bool, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_omerta"))
        .args(args)
        .arg(file)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG")
        .output()
        .expect("omerta runs");
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn written(dir: &tempfile::TempDir, name: &str, doc: &Value) -> std::path::PathBuf {
    let path = dir.path().join(name);
    std::fs::write(&path, doc.to_string()).unwrap();
    path
}

/// A night whose cop targets themself without `self_target`, and whose swap names one
/// player twice.
fn refused_night() -> Value {
    json!({
        "format": "omerta-night/1",
        "players": [
            {"name": "Ann", "alignment": "town"},
            {"name": "Bob", "alignment": "mafia"},
            {"name": "Cy", "alignment": "town"}
        ],
        "actions": [
            {"actor": "Ann", "ability": "investigate", "targets": ["Ann"]},
            {"actor": "Cy", "ability": "swap", "targets": ["Bob", "Bob"]}
        ]
    })
}

/// `n` players who each block the next and swap the two after, and one kill.
fn knot(n: usize) -> Value {
    let names: Vec<String> = (0..n).map(|i| format!("P{i}")).collect();
    let players: Vec<Value> = names
        .iter()
        .map(|p| json!({"name": p, "alignment": "town"}))
        .collect();
    let mut actions = Vec::new();
    for i in 0..n {
        actions
            .push(json!({"actor": names[i], "ability": "block", "targets": [names[(i + 1) % n]]}));
        actions.push(json!({"actor": names[i], "ability": "swap", "targets": [names[(i + 2) % n], names[(i + 3) % n]]}));
    }
    actions.push(json!({"actor": "P0", "ability": "kill", "targets": [names[n - 1]]}));
    json!({"format": "omerta-night/1", "players": players, "actions": actions})
}

#[test]
fn a_refused_night_document_is_said_in_the_language() {
    let dir = tempfile::tempdir().unwrap();
    let file = written(&dir, "night.json", &refused_night());
    let shown = file.display().to_string();
    let (ok, out, english) = omerta(&["night", "resolve"], &file);
    assert!(!ok && out.is_empty(), "{out}");
    assert_eq!(
        english,
        format!(
            "{shown}: 2 problems found:\n  actions[0]: Ann targets themself, which their role does not allow (\"self_target\": true allows it)\n  actions[1]: swap needs two different players\n"
        )
    );
    let (ok, _, russian) = omerta(&["--lang", "ru", "night", "resolve"], &file);
    assert!(!ok);
    assert_eq!(
        russian,
        format!(
            "{shown}: найдено проблем: 2:\n  actions[0]: Ann выбирает целью себя, а его роль этого не позволяет (позволяет \"self_target\": true)\n  actions[1]: для способности «обмен» нужны два разных игрока\n"
        )
    );
    let (_, _, hebrew) = omerta(&["night", "resolve", "--lang", "he"], &file);
    assert!(
        hebrew.contains("actions[1]: היכולת «החלפה» צריכה שני שחקנים שונים"),
        "{hebrew}"
    );
    // Not JSON: serde's detail as it is, the sentence around it worded.
    let broken = dir.path().join("broken.json");
    std::fs::write(&broken, "{").unwrap();
    let (_, _, english) = omerta(&["night", "resolve"], &broken);
    let detail = english
        .trim_end()
        .split_once(": not a valid night document: ")
        .map(|(_, detail)| detail.to_string())
        .expect("English as it was");
    let (_, _, ukrainian) = omerta(&["--lang", "uk", "night", "resolve"], &broken);
    assert!(
        ukrainian.ends_with(&format!(": це не документ ночі: {detail}\n")),
        "{ukrainian}"
    );
}

#[test]
fn a_knot_past_the_budget_is_refused_in_the_language() {
    let dir = tempfile::tempdir().unwrap();
    let file = written(&dir, "knot.json", &knot(8));
    let (ok, _, english) = omerta(&["night", "resolve", "--budget", "50"], &file);
    assert!(!ok);
    assert!(
        english.contains(": the night cannot be resolved: these actions block, redirect or swap one another in a loop too large to settle by Reasonable Action Resolution within its budget of 50 steps: P"),
        "{english}"
    );
    assert!(english.contains("'s block on P"), "{english}");
    let (ok, _, russian) = omerta(
        &["--lang", "ru", "night", "resolve", "--budget", "50"],
        &file,
    );
    assert!(!ok);
    assert!(
        russian.contains(": ночь нельзя разрешить: эти действия блокируют, перенаправляют или обменивают друг друга по кругу"),
        "{russian}"
    );
    assert!(russian.contains("в бюджете 50 шагов: P"), "{russian}");
    assert!(russian.contains(": «блок» → P"), "{russian}");
    assert!(
        russian.trim_end().ends_with("разрешите её вручную"),
        "{russian}"
    );
    assert!(!russian.contains("block on"), "{russian}");
}

/// The example thread with night 1's first action on its own actor (omerta-night refuses
/// it), and night 2's on a player the thread says died in night 1 (the forum crate does).
fn threads() -> (Value, Value) {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../examples/forum/thread.json"
    );
    let thread: Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    let mut own = thread.clone();
    own["nights"][0]["actions"][0] =
        json!({"actor": "Pyro", "ability": "factional_kill", "targets": ["Pyro"]});
    let mut dead = thread;
    dead["nights"][1]["actions"][0] =
        json!({"actor": "Sable", "ability": "factional_kill", "targets": ["Tara"]});
    (own, dead)
}

#[test]
fn a_forum_night_that_cannot_be_resolved_is_said_in_the_language() {
    let dir = tempfile::tempdir().unwrap();
    let (own, dead) = threads();
    let own = written(&dir, "own.json", &own);
    let (ok, _, english) = omerta(&["forum", "night", "--night", "1"], &own);
    assert!(!ok);
    assert!(
        english.contains(": the night built from the thread: 1 problem found:\n  actions[0]: Pyro targets themself"),
        "{english}"
    );
    let (_, _, russian) = omerta(&["--lang", "ru", "forum", "night", "--night", "1"], &own);
    assert!(
        russian.contains(": ночь, собранная из темы: найдено проблем: 1:\n  actions[0]: Pyro выбирает целью себя"),
        "{russian}"
    );
    // The thread's own reasons, one a line, each after the file's name.
    let dead = written(&dir, "dead.json", &dead);
    let (ok, _, english) = omerta(&["forum", "night", "--night", "2"], &dead);
    assert!(!ok);
    assert!(
        english.contains(": nights[1].actions[0].targets[0]: \"Tara\" is dead at the start of night 2 (killed at night at "),
        "{english}"
    );
    let (_, _, russian) = omerta(&["forum", "night", "--night", "2", "--lang", "ru"], &dead);
    assert!(
        russian.contains(
            ": nights[1].actions[0].targets[0]: \"Tara\" мёртв к началу ночи 2 (убит ночью "
        ),
        "{russian}"
    );
    let (_, _, hebrew) = omerta(&["forum", "night", "--night", "9", "--lang", "he"], &dead);
    assert!(
        hebrew.contains(": לילה 9 אינו ב־\"nights\" של השרשור (יש: 1, 2"),
        "{hebrew}"
    );
    assert_eq!(english.lines().count(), russian.lines().count());
}
