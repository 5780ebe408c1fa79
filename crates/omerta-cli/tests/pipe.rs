//! A closed standard output (`omerta … | head -c 10`) is a normal end for every command
//! that prints: exit 0, no panic.

use std::path::Path;
use std::process::{Command, Stdio};

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .unwrap()
        .parent()
        .unwrap()
}

/// Runs omerta with its standard output a pipe whose reader is gone before it writes.
fn with_closed_stdout(args: &[&str]) -> (Option<i32>, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_omerta"))
        .args(args)
        .current_dir(root())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    drop(child.stdout.take());
    let out = child.wait_with_output().unwrap();
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn a_closed_pipe_is_a_normal_end() {
    let commands: &[&[&str]] = &[
        &["schema", "omerta-pro/1"],
        &["forum", "tally", "examples/forum/thread.json", "--json"],
        &["forum", "tally", "examples/forum/thread.json"],
        &["forum", "check", "examples/forum/thread.json"],
        &["forum", "night", "examples/forum/thread.json", "--explain"],
        &[
            "forum",
            "import",
            "--site",
            "phpbb",
            "crates/omerta-forum-import/tests/fixtures/phpbb/phpbb3-page.html",
        ],
        &[
            "pro",
            "seating",
            "--players",
            "21",
            "--tables",
            "2",
            "--rounds",
            "3",
            "--seed",
            "1",
        ],
    ];
    for args in commands {
        let (code, stderr) = with_closed_stdout(args);
        assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
        assert_ne!(code, Some(101), "{args:?}: {stderr}");
    }
}
