//! The `omerta-night/1` schema generated from the reader's types (`omerta_night::schema`):
//! a draft 2020-12 schema of the format, which every night document in the repository
//! follows, and which refuses what the reader refuses: another format, a missing field, an
//! unknown ability, the wrong number of targets.

use omerta_night::{Ability, Night, Passive};
use omerta_schema::check;
use serde_json::{json, Value};

fn root(path: &str) -> String {
    format!("{}/../../{path}", env!("CARGO_MANIFEST_DIR"))
}

/// What the schema finds wrong in a document, as sentences with their place.
fn problems(document: &Value) -> Vec<String> {
    check::problems(&omerta_night::schema::document(), document)
}

#[test]
fn the_schema_is_a_draft_2020_12_schema_of_the_format() {
    let s = omerta_night::schema::document();
    assert!(check::is_schema(&s), "not a valid JSON Schema");
    assert_eq!(s["$schema"], "https://json-schema.org/draft/2020-12/schema");
    assert_eq!(
        s["$id"],
        "https://example.invalid/omerta/api/schemas/omerta-night-1.json"
    );
    assert_eq!(s["title"], "omerta-night/1 night document");
    assert_eq!(s["properties"]["format"]["const"], "omerta-night/1");
    assert_eq!(s["required"], json!(["format"]));
    // The words are the library's own.
    let abilities: Vec<&str> = Ability::ALL.iter().map(|a| a.name()).collect();
    assert_eq!(
        s["$defs"]["action"]["properties"]["ability"]["enum"],
        json!(abilities)
    );
    let passives: Vec<&str> = Passive::ALL.iter().map(|p| p.name()).collect();
    assert_eq!(
        s["$defs"]["passive"]["properties"]["kind"]["enum"],
        json!(passives)
    );
    for def in ["player", "passive", "action"] {
        for (field, spec) in s["$defs"][def]["properties"].as_object().unwrap() {
            assert!(spec["description"].is_string(), "{def}.{field}");
        }
    }
}

#[test]
fn every_night_document_in_the_repository_follows_the_schema() {
    let mut documents = check::files(root("examples/night").as_ref());
    // The pages' night documents (the forum's page shows the one a thread's night makes).
    for page in ["docs/night/rar.md", "docs/forum/thread.md"] {
        documents.extend(check::blocks(root(page).as_ref(), "omerta-night/1"));
    }
    assert!(documents.len() >= 9, "{} documents", documents.len());
    check::assert_follow(&omerta_night::schema::document(), &documents, |text| {
        Night::from_json(text).map(drop).map_err(|e| e.to_string())
    });
}

/// A document the schema refuses, and the reader with it.
fn refused(document: Value, why: &str) {
    check::assert_refused(
        &omerta_night::schema::document(),
        &document,
        |t| Night::from_json(t).is_ok(),
        why,
    );
}

#[test]
fn malformed_nights_are_refused_by_the_schema_as_by_the_reader() {
    let good = json!({
        "format": "omerta-night/1",
        "players": [
            {"name": "Noodle", "alignment": "town", "role": "cop", "sanity": "sane"},
            {"name": "Gorny", "alignment": "town", "passives": [{"kind": "bulletproof", "shots": 1}]},
            {"name": "Pyro", "alignment": "mafia", "shots": {"factional_kill": 1}}
        ],
        "actions": [
            {"actor": "Noodle", "ability": "investigate", "targets": ["Pyro"]},
            {"actor": "Pyro", "ability": "factional_kill", "targets": ["Gorny"]}
        ]
    });
    assert_eq!(problems(&good), Vec::<String>::new());
    Night::from_json(&good.to_string()).unwrap();

    let change = |f: &dyn Fn(&mut Value)| {
        let mut d = good.clone();
        f(&mut d);
        d
    };
    refused(
        change(&|d| d["format"] = json!("omerta-night/2")),
        "another format",
    );
    refused(
        change(&|d| {
            d.as_object_mut().unwrap().remove("format");
        }),
        "no format",
    );
    refused(
        change(&|d| d["method"] = json!("dice")),
        "an unknown method",
    );
    refused(
        change(&|d| {
            d["players"][0].as_object_mut().unwrap().remove("alignment");
        }),
        "a player with no alignment",
    );
    refused(
        change(&|d| d["players"][0]["name"] = json!(" ")),
        "a blank name",
    );
    refused(
        change(&|d| d["players"][0]["sanity"] = json!("drunk")),
        "an unknown sanity",
    );
    refused(
        change(&|d| d["players"][1]["passives"][0] = json!({"kind": "lover"})),
        "a lover with nobody",
    );
    refused(
        change(&|d| d["players"][1]["passives"][0]["shots"] = json!(0)),
        "a vest of no shots",
    );
    refused(
        change(&|d| d["players"][2]["shots"] = json!({"fly": 1})),
        "shots of an unknown ability",
    );
    refused(
        change(&|d| {
            d["actions"][0].as_object_mut().unwrap().remove("actor");
        }),
        "an action with no actor",
    );
    refused(
        change(&|d| d["actions"][0]["ability"] = json!("fly")),
        "an unknown ability",
    );
    refused(
        change(&|d| d["actions"][0]["targets"] = json!(["Pyro", "Gorny"])),
        "an investigation of two",
    );
    refused(
        change(&|d| {
            d["actions"][0] = json!({"actor": "Noodle", "ability": "redirect", "targets": ["Pyro"]})
        }),
        "a redirection of one",
    );
}
