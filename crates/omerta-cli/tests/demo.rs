//! `omerta serve --demo` and `omerta demo remove` (issue 31, item 5), as a newcomer runs
//! them: the examples load at the first start, are found (not doubled) at the second, and
//! one command removes them, saying what it removed, in the reader's language.

use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

/// Starts `omerta serve --demo` on `database`, reads what it prints until it serves, and
/// stops it; the lines printed.
fn serve_demo(database: &str) -> Vec<String> {
    let mut child = Command::new(env!("CARGO_BIN_EXE_omerta"))
        .args([
            "serve",
            "--addr",
            &format!("127.0.0.1:{}", free_port()),
            "--database",
            database,
            "--demo",
        ])
        .env("RUST_LOG", "error")
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("start omerta serve");
    let mut lines = Vec::new();
    for line in BufReader::new(child.stdout.take().unwrap()).lines() {
        let line = line.unwrap();
        let serving = line.starts_with("omerta serving on");
        lines.push(line);
        if serving {
            break;
        }
    }
    child.kill().unwrap();
    child.wait().unwrap();
    lines
}

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
fn the_demo_loads_once_and_one_command_removes_it() {
    let dir = tempfile::tempdir().unwrap();
    let database = dir.path().join("omerta.db");
    let database = database.to_str().unwrap();

    let first = serve_demo(database);
    assert_eq!(
        first[..3],
        [
            "example pro/red-win: /games/1 (loaded)",
            "example forum/minimal-lock: /games/2 (loaded)",
            "example 1923/three-families: /games/3 (loaded)",
        ],
        "{first:?}"
    );
    let second = serve_demo(database);
    assert!(
        second[..3].iter().all(|l| l.ends_with("(already loaded)")),
        "{second:?}"
    );

    let (code, out, err) = omerta(&["demo", "remove", "--database", database]);
    assert_eq!(code, Some(0), "{err}");
    assert_eq!(out, "Removed 3 example games and 6 example accounts.\n");
    let (code, out, _) = omerta(&["--lang", "ru", "demo", "remove", "--database", database]);
    assert_eq!(code, Some(0));
    assert_eq!(
        out,
        "Удалено игр-примеров: 0, учётных записей примеров: 0.\n"
    );

    // A database that cannot be opened is an error with its reason, never a panic.
    let missing = dir.path().join("no/such/dir/omerta.db");
    let (code, _, err) = omerta(&["demo", "remove", "--database", missing.to_str().unwrap()]);
    assert_eq!(code, Some(1));
    assert!(err.starts_with("error: cannot open the database"), "{err}");
}
