//! `omerta schema FORMAT` prints the format's JSON Schema, the same the server serves, for
//! a user without a server.

use std::process::Command;

fn omerta(args: &[&str]) -> (Option<i32>, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_omerta"))
        .args(args)
        .output()
        .unwrap();
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn each_format_prints_its_schema() {
    for (names, file) in [
        (["omerta-pro/1", "pro"], "omerta-pro-1.json"),
        (["omerta-forum/1", "forum"], "omerta-forum-1.json"),
        (["omerta-night/1", "night"], "omerta-night-1.json"),
        (["omerta-1923/1", "1923"], "omerta-1923-1.json"),
    ] {
        for name in names.into_iter().chain([file]) {
            let (code, stdout, stderr) = omerta(&["schema", name]);
            assert_eq!(code, Some(0), "{name}: {stderr}");
            let schema: serde_json::Value = serde_json::from_str(&stdout).unwrap();
            assert_eq!(schema["properties"]["format"]["const"], names[0], "{name}");
            assert!(
                schema["$id"].as_str().unwrap().ends_with(file),
                "{name}: {}",
                schema["$id"]
            );
        }
    }
}

#[test]
fn an_unknown_format_is_refused_with_the_list() {
    let (code, stdout, stderr) = omerta(&["schema", "omerta-chess/1"]);
    assert_eq!(code, Some(2));
    assert!(stdout.is_empty());
    assert!(stderr.contains("omerta-pro/1, omerta-forum/1"), "{stderr}");
}
