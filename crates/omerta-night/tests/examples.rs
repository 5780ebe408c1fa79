//! The sample nights in examples/night: each resolves to exactly the outcome its section
//! of examples/night/README.md gives (deaths, recruited, every result), and the README's
//! table lists every file.

use omerta_night::{resolve_json, Ability, Info, InfoResult, Outcome, Verdict};

const DIR: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../examples/night");

fn text(name: &str) -> String {
    let path = format!("{DIR}/{name}");
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

fn resolve(name: &str, explain: bool) -> Outcome {
    resolve_json(&text(name), explain).unwrap_or_else(|e| panic!("{name}: {e}"))
}

fn s(list: &[&str]) -> Vec<String> {
    list.iter().map(|n| n.to_string()).collect()
}

fn result(action: usize, to: &str, ability: Ability, target: &str, info: Info) -> InfoResult {
    InfoResult {
        action,
        to: to.into(),
        ability,
        target: target.into(),
        info,
    }
}

/// The whole outcome but the explanations: deaths, recruited, results in order.
fn check(name: &str, deaths: &[&str], recruited: &[&str], results: Vec<InfoResult>) -> Outcome {
    let o = resolve(name, true);
    assert_eq!(o.deaths, s(deaths), "{name}:\n{}", o.to_text());
    assert_eq!(o.recruited, s(recruited), "{name}:\n{}", o.to_text());
    assert_eq!(o.results, results, "{name}:\n{}", o.to_text());
    // Without explanations, the same effects.
    let plain = resolve(name, false);
    assert_eq!(
        (&plain.deaths, &plain.recruited, &plain.results),
        (&o.deaths, &o.recruited, &o.results),
        "{name}"
    );
    o
}

/// The text `omerta night resolve FILE` prints, as the README quotes it.
fn printed(o: &Outcome) -> String {
    let mut o = o.clone();
    o.explanations.clear();
    o.to_text()
}

/// The lines of the "Does X die?" tree, as `--explain` prints them.
fn tree(o: &Outcome, question: &str) -> String {
    let text = o.to_text();
    let start = text
        .find(question)
        .unwrap_or_else(|| panic!("no {question:?} in\n{text}"));
    let rest = &text[start..];
    rest.split("\n\n").next().unwrap().trim_end().to_owned()
}

#[test]
fn the_readme_lists_every_sample() {
    let readme = text("README.md");
    let mut files: Vec<String> = std::fs::read_dir(DIR)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .filter(|n| n.ends_with(".json"))
        .collect();
    files.sort();
    assert!(files.len() >= 7, "{files:?}");
    for f in &files {
        assert!(
            readme.contains(&format!("| `{f}` |")),
            "{f} is not in the README's table"
        );
        assert!(
            readme.contains(&format!("## {f}")),
            "{f} has no section in the README"
        );
    }
}

#[test]
fn contract() {
    let o = check(
        "contract.json",
        &[],
        &[],
        vec![result(
            0,
            "Noodle",
            Ability::Investigate,
            "Pyro",
            Info::Verdict(Verdict::Guilty),
        )],
    );
    assert_eq!(
        printed(&o),
        "Deaths: nobody\nRecruited: nobody\nResults:\n  Noodle's investigate on Pyro: guilty\n"
    );
}

#[test]
fn method_one() {
    let o = check(
        "method-one.json",
        &[],
        &[],
        vec![result(
            0,
            "Noodle",
            Ability::Investigate,
            "Noodle",
            Info::Verdict(Verdict::Innocent),
        )],
    );
    assert_eq!(
        printed(&o),
        "Deaths: nobody\nRecruited: nobody\nResults:\n  Noodle's investigate on Noodle: innocent\n"
    );
    // The ordered method's log: the vest stops the NK on Gorny.
    assert!(
        o.to_text()
            .contains("Pyrotechnician's factional_kill on Gorny: stopped by the vest [stands]"),
        "{}",
        o.to_text()
    );
}

#[test]
fn roleblocker_jailkeeper() {
    let o = check("roleblocker-jailkeeper.json", &["Kabukiman"], &[], vec![]);
    assert_eq!(printed(&o), "Deaths: Kabukiman\nRecruited: nobody\n");
    assert_eq!(
        tree(&o, "Does Kabukiman die?"),
        "Does Kabukiman die? Yes.
  • Reason for yes: Dredd's kill on Kabukiman [stands]
    • Reason for no: Mirabel's jail protects Kabukiman [counteracted]
      • Reason for yes: Kabukiman's block blocks Mirabel [stands]
        • Reason for no: Mirabel's jail blocks Kabukiman [no effect: rule 4, its action is already in this chain]"
    );
}

#[test]
fn two_bus_drivers() {
    let o = check("two-bus-drivers.json", &["Caluin Grey"], &[], vec![]);
    assert_eq!(printed(&o), "Deaths: Caluin Grey\nRecruited: nobody\n");
    for survivor in ["Ankeli", "Hollow Jester"] {
        let question = format!("Does {survivor} die?");
        assert!(
            tree(&o, &question).starts_with(&format!("{question} No.")),
            "{}",
            o.to_text()
        );
    }
}

#[test]
fn two_bus_drivers_chain() {
    let o = check(
        "two-bus-drivers-chain.json",
        &["Hollow Jester"],
        &[],
        vec![],
    );
    assert_eq!(printed(&o), "Deaths: Hollow Jester\nRecruited: nobody\n");
    assert_eq!(
        tree(&o, "Does Hollow Jester die?"),
        "Does Hollow Jester die? Yes.
  • Reason for yes: Dredd's kill on Hollow Jester, moved from Ankeli to Caluin Grey by Bad Ash's swap, moved from Caluin Grey to Hollow Jester by Quill's swap [stands]"
    );
}

#[test]
fn paranoid_gun_owner() {
    let o = check(
        "paranoid-gun-owner.json",
        &["Caluin Grey", "Leopold Stotch"],
        &[],
        vec![result(
            0,
            "Noodle",
            Ability::Investigate,
            "Gorny",
            Info::Verdict(Verdict::Innocent),
        )],
    );
    assert_eq!(
        printed(&o),
        "Deaths: Caluin Grey, Leopold Stotch\nRecruited: nobody\nResults:\n  Noodle's investigate on Gorny: innocent\n"
    );
    assert!(tree(&o, "Does Noodle die?").starts_with("Does Noodle die? No."));
}

#[test]
fn tracker_watcher() {
    let o = check(
        "tracker-watcher.json",
        &[],
        &[],
        vec![
            result(
                2,
                "Dredd",
                Ability::Track,
                "Pyrotechnician",
                Info::Visited(s(&["Gorny"])),
            ),
            result(
                3,
                "Ankeli",
                Ability::Watch,
                "Gorny",
                Info::VisitedBy(s(&["Caluin Grey", "Pyrotechnician"])),
            ),
            result(5, "Zarniwoop", Ability::Track, "Orphan", Info::NoResult),
        ],
    );
    assert_eq!(
        printed(&o),
        "Deaths: nobody\nRecruited: nobody\nResults:
  Dredd's track on Pyrotechnician: visited Gorny
  Ankeli's watch on Gorny: visited by Caluin Grey, Pyrotechnician
  Zarniwoop's track: no result\n"
    );
}

#[test]
fn redirector_vest() {
    let o = check(
        "redirector-vest.json",
        &["Zarniwoop"],
        &[],
        vec![result(
            3,
            "Noodle",
            Ability::Track,
            "Dredd",
            Info::Visited(s(&["Gorny"])),
        )],
    );
    assert_eq!(
        printed(&o),
        "Deaths: Zarniwoop\nRecruited: nobody\nResults:\n  Noodle's track on Dredd: visited Gorny\n"
    );
    assert_eq!(
        tree(&o, "Does Gorny die?"),
        "Does Gorny die? No.
  • Reason for yes: Dredd's kill on Gorny, moved from Orphan to Gorny by Leopold Stotch's redirect [counteracted]
    • Reason for no: Gorny's bulletproof vest (1 shot) [stands]"
    );
    assert!(tree(&o, "Does Orphan die?").starts_with("Does Orphan die? No."));
}
