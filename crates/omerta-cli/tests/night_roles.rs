//! `omerta night roles`: every role of the library, a sentence each with its components.

use std::process::Command;

#[test]
fn night_roles_lists_every_role_with_its_components() {
    let out = Command::new(env!("CARGO_BIN_EXE_omerta"))
        .args(["night", "roles"])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), omerta_night::ROLES.len(), "{text}");
    for (line, role) in lines.iter().zip(omerta_night::ROLES) {
        assert_eq!(*line, role.sentence());
    }
    for expected in [
        "jester (a faction of their own): no night action and no passive; wins when lynched, and the game goes on.",
        "survivor (a faction of their own): the passive bulletproof: a vest stops kills on them (N5); wins by being alive when the game ends, whoever else wins.",
        "lover (any alignment): the passive lover: when their lover dies they die too, and nothing stops it (N18); wins with their faction.",
        "mason (town): the passive mason: they are told the other masons every night, and nothing stops it (N19); wins with their faction.",
        "jailkeeper (town): the ability jail, made of protect (kills on the target fail), block (the target's actions have no effect) and a visit; wins with their faction.",
    ] {
        assert!(lines.contains(&expected), "missing {expected:?} in:\n{text}");
    }
    assert!(
        lines.iter().any(|l| l
            .starts_with("serial_killer (a faction of their own): the ability kill, made of kill")),
        "{text}"
    );
}
