//! Every rule of the scoring model has a test that names it, and every ruling in
//! docs/pro/rulings.md has a test named after it.

use omerta_pro::Rule;

fn test_sources() -> String {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests");
    let mut all = String::new();
    for entry in std::fs::read_dir(dir).expect("tests/") {
        let path = entry.expect("entry").path();
        let is_rs = path.extension().is_some_and(|x| x == "rs");
        let is_this = path.file_name().is_some_and(|n| n == "coverage.rs");
        if is_rs && !is_this {
            all.push_str(&std::fs::read_to_string(&path).expect("readable test file"));
        }
    }
    all
}

#[test]
fn every_scoring_rule_is_asserted_by_some_test() {
    let sources = test_sources();
    let missing: Vec<&str> = Rule::ALL
        .iter()
        .map(|r| r.id())
        .filter(|id| !sources.contains(&format!("\"{id}\"")))
        .collect();
    assert!(missing.is_empty(), "rules no test names: {missing:?}");
}

#[test]
fn every_ruling_has_a_test_named_after_it() {
    let sources = test_sources();
    let rulings = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../docs/pro/rulings.md"
    ))
    .expect("docs/pro/rulings.md");
    let numbers: Vec<u32> = rulings
        .lines()
        .filter_map(|l| l.strip_prefix("**P"))
        .filter_map(|l| l.split('.').next()?.parse().ok())
        .collect();
    assert!(numbers.len() >= 30, "rulings found: {numbers:?}");
    let missing: Vec<u32> = numbers
        .into_iter()
        .filter(|n| !sources.contains(&format!("fn ruling_p{n}_")))
        .collect();
    assert!(
        missing.is_empty(),
        "rulings without a `ruling_pN_` test: {missing:?}"
    );
}

#[test]
fn rule_ids_are_unique_and_round_trip() {
    for rule in Rule::ALL {
        assert_eq!(Rule::from_id(rule.id()), Some(*rule));
    }
    let mut ids: Vec<&str> = Rule::ALL.iter().map(|r| r.id()).collect();
    ids.sort();
    ids.dedup();
    assert_eq!(ids.len(), Rule::ALL.len());
}
