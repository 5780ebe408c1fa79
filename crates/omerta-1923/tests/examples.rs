//! The example scripts in examples/1923/ play to the results their walk-throughs in
//! docs/1923/script.md give.

use omerta_1923::script::Script;
use omerta_1923::Winner;

fn play(name: &str) -> omerta_1923::script::Played {
    let path = format!("{}/../../examples/1923/{name}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).expect("example script");
    match Script::from_json(&text) {
        Ok(script) => script.play(),
        Err(problems) => panic!("{name}: {problems:?}"),
    }
}

fn winners(played: &omerta_1923::script::Played) -> Vec<String> {
    let mut names: Vec<String> = played
        .outcome
        .as_ref()
        .expect("played to day 5")
        .players
        .iter()
        .map(|p| played.game.players[*p].name.clone())
        .collect();
    names.sort();
    names
}

#[test]
fn three_families_ends_with_cohen_and_mizrahi_winning() {
    let played = play("three-families.json");
    let outcome = played.outcome.as_ref().unwrap();
    let families: Vec<&str> = match &outcome.winner {
        Winner::Families(fs) => fs
            .iter()
            .map(|f| played.game.seating.families[*f].name.as_str())
            .collect(),
        other => panic!("{other:?}"),
    };
    assert_eq!(families, ["Cohen", "Mizrahi"]);
    let mut expected: Vec<String> = [
        "Batya", "Chaim", "Dina", "Eli", "Faye", "Gadi", "Hila", "Sara", "Tal", "Uri", "Vered",
        "Yoni", "Zohar", "Keren",
    ]
    .iter()
    .map(|first| {
        played
            .game
            .players
            .iter()
            .find(|p| p.name.starts_with(first))
            .unwrap_or_else(|| panic!("{first}"))
            .name
            .clone()
    })
    .collect();
    expected.sort();
    assert_eq!(winners(&played), expected);
}

#[test]
fn exile_ends_with_katz_winning_and_the_exiled_out() {
    let played = play("exile.json");
    assert_eq!(
        winners(&played),
        ["Bracha Katz", "Gila Katz", "Hersh Katz", "Ita Katz"]
    );
    for exiled in ["Dov", "Fishel", "Elisheva", "Asher", "Gefen", "Ozer"] {
        let p = played
            .game
            .players
            .iter()
            .find(|p| p.name.starts_with(exiled))
            .unwrap();
        assert!(p.exiled, "{exiled}");
    }
}

#[test]
fn a_broken_script_reports_every_problem_by_place() {
    let problems = match Script::from_json(
        r#"{"format": "omerta-1923/1", "seed": 1, "deal": "given",
            "families": [{"name": "A", "size": 8}, {"name": "B", "size": 9}],
            "players": [{"name": "X", "level": "standard", "family": "Z", "role": "Wizard"}]}"#,
    ) {
        Ok(_) => panic!("accepted"),
        Err(problems) => problems.iter().map(ToString::to_string).collect::<Vec<_>>(),
    };
    assert!(
        problems
            .iter()
            .any(|p| p.starts_with("players[0]") && p.contains("\"Z\"")),
        "{problems:?}"
    );
    assert!(
        problems.iter().any(|p| p.contains("Wizard")),
        "{problems:?}"
    );
}
