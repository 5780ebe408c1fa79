//! The `omerta-pro/1` schema generated from the reader's types (`omerta_pro::schema`): a
//! draft 2020-12 schema of the format, which every record in the repository the reader
//! accepts (the examples, the page's, every imported real record) follows, and which refuses
//! what the reader refuses: another format, a seat 11, a missing field.

use omerta_pro::interchange::{self, mafiaratings, polemica};
use omerta_pro::{Error, Location};
use omerta_schema::check;
use serde_json::{json, Value};

fn root(path: &str) -> String {
    format!("{}/../../{path}", env!("CARGO_MANIFEST_DIR"))
}

fn read(path: &str) -> String {
    std::fs::read_to_string(root(path)).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// What the schema finds wrong in a document, as sentences with their place.
fn problems(document: &Value) -> Vec<String> {
    check::problems(&omerta_pro::schema::document(), document)
}

fn example(name: &str) -> Value {
    serde_json::from_str(&read(&format!("examples/pro/{name}.json"))).unwrap()
}

#[test]
fn the_schema_is_a_draft_2020_12_schema_of_the_format() {
    let s = omerta_pro::schema::document();
    assert!(check::is_schema(&s), "not a valid JSON Schema");
    assert_eq!(s["$schema"], "https://json-schema.org/draft/2020-12/schema");
    assert_eq!(
        s["$id"],
        "https://example.invalid/omerta/api/schemas/omerta-pro-1.json"
    );
    assert_eq!(s["title"], "omerta-pro/1 game record");
    assert_eq!(s["properties"]["format"]["const"], "omerta-pro/1");
    assert_eq!(s["required"], json!(["format", "players"]));
    // Every field a reader sees is described.
    for def in ["player", "rules", "event"] {
        for (field, spec) in s["$defs"][def]["properties"].as_object().unwrap() {
            assert!(spec["description"].is_string(), "{def}.{field}");
        }
    }
}

#[test]
fn every_record_the_reader_accepts_follows_the_schema() {
    let mut documents = check::files(root("examples/pro").as_ref());
    assert!(documents.len() >= 8, "{} examples", documents.len());
    // The page's examples: those the reader accepts (the first is a shortened table).
    let page = check::blocks(root("docs/pro/protocol.md").as_ref(), "omerta-pro/1");
    documents.extend(
        page.into_iter()
            .filter(|(_, text)| omerta_pro::replay_json(text).is_ok()),
    );
    check::assert_follow(&omerta_pro::schema::document(), &documents, |text| {
        omerta_pro::replay_json(text)
            .map(drop)
            .map_err(|e| e.to_string())
    });
}

#[test]
fn every_imported_real_record_follows_the_schema() {
    let mut count = 0;
    for (dir, import) in [
        ("polemica", polemica::import as fn(&str) -> _),
        ("mafiaratings", mafiaratings::import),
    ] {
        let path = root(&format!("crates/omerta-pro/tests/data/{dir}"));
        for (place, text) in check::files(path.as_ref()) {
            let Ok(imported) = import(&text) else {
                continue;
            };
            let document: Value =
                serde_json::from_str(&interchange::to_json(&imported.protocol)).unwrap();
            assert_eq!(problems(&document), Vec::<String>::new(), "{place}");
            count += 1;
        }
    }
    assert!(count >= 10, "{count} imported records");
}

/// A document the schema refuses, and the reader with it.
fn refused(document: Value, why: &str) {
    check::assert_refused(
        &omerta_pro::schema::document(),
        &document,
        |t| omerta_pro::replay_json(t).is_ok(),
        why,
    );
}

#[test]
fn malformed_records_are_refused_by_the_schema_as_by_the_reader() {
    let good = example("red-win");
    assert_eq!(problems(&good), Vec::<String>::new());

    let mut d = good.clone();
    d["format"] = json!("omerta-pro/2");
    refused(d, "another format");
    let mut d = good.clone();
    d.as_object_mut().unwrap().remove("format");
    refused(d, "no format");
    let mut d = good.clone();
    d["players"][3]["seat"] = json!(11);
    refused(d, "a seat 11");
    let mut d = good.clone();
    d["players"][3]["seat"] = json!(1);
    refused(d, "a seat taken twice");
    let mut d = good.clone();
    d["players"][3].as_object_mut().unwrap().remove("seat");
    refused(d, "a player without a seat");
    let mut d = good.clone();
    d["players"][3]["role"] = json!("godfather");
    refused(d, "an unknown role");
    let mut d = good.clone();
    d["players"][0]["role"] = json!("don");
    refused(d, "two dons");
    let mut d = good.clone();
    d["players"].as_array_mut().unwrap().pop();
    refused(d, "nine players");
    let mut d = good.clone();
    d["rules"] = json!({"lift_threshold": "two_thirds"});
    refused(d, "an unknown rule value");
    let mut d = good.clone();
    d["rules"] = json!({"coin_toss": true});
    refused(d, "an unknown rule");

    let event = |e: Value| {
        let mut d = good.clone();
        d["events"].as_array_mut().unwrap().insert(1, e);
        d
    };
    refused(
        event(json!({"type": "nominate", "by": 3})),
        "a nomination with no target",
    );
    refused(
        event(json!({"type": "nominate", "by": 3, "target": 11})),
        "a nominee 11",
    );
    refused(
        event(json!({"type": "vote", "candidates": [3]})),
        "a vote with no ballots",
    );
    refused(
        event(json!({"type": "vote", "ballots": {"04": 3}})),
        "a ballot keyed 04",
    );
    refused(
        event(json!({"type": "vote", "candidates": [3, 3], "ballots": {}})),
        "a candidate twice",
    );
    refused(
        event(json!({"type": "lift", "yes": [1], "passed": true})),
        "a lift with yes and passed",
    );
    refused(
        event(json!({"type": "will", "by": 1, "helm": 2, "order": [3]})),
        "a will of two kinds",
    );
    refused(
        event(json!({"type": "will", "by": 1, "colors": {"2": "pink"}})),
        "a color that is none",
    );
    refused(
        event(json!({"type": "bonus", "seat": 2, "points": "0.1234"})),
        "points in ten-thousandths",
    );
    refused(event(json!({"type": "coin_toss"})), "an unknown event type");
    refused(event(json!({"by": 3})), "an event with no type");
    refused(
        event(json!({"type": "end", "winner": "nobody"})),
        "an unknown winner",
    );
}

#[test]
fn the_schemas_rules_are_the_readers() {
    let s = omerta_pro::schema::document();
    let rules = s["$defs"]["rules"]["properties"].as_object().unwrap();
    let mut keys: Vec<&str> = rules.keys().map(String::as_str).collect();
    let mut known = omerta_pro::game::RULE_KEYS.to_vec();
    keys.sort_unstable();
    known.sort_unstable();
    assert_eq!(keys, known);
    assert_eq!(s["$defs"]["rules"]["additionalProperties"], false);
    let good = example("red-win");
    for (key, spec) in rules {
        let words: Vec<Value> = match &spec["enum"] {
            Value::Array(words) => words.clone(),
            _ => vec![json!(true), json!(false)],
        };
        assert!(words.contains(&spec["default"]), "{key}: its default");
        for word in words {
            let mut d = good.clone();
            d["rules"] = json!({ key: word });
            // The reader takes the word: whatever else it finds, it is not about the rule.
            if let Err(Error::Invalid(violations)) = omerta_pro::replay_json(&d.to_string()) {
                assert!(
                    violations
                        .iter()
                        .all(|v| v.at != Location::Rules(key.clone())),
                    "{key}: {word} {violations:?}"
                );
            }
        }
    }
}
