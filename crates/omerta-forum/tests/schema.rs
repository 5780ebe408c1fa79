//! `docs/forum/thread.schema.json` against the page it belongs to and the reader: the schema
//! is JSON Schema (draft 2020-12) JSON, every field it lists is documented in
//! `docs/forum/thread.md`, and its defaults are the reader's.

use omerta_forum::{Start, Thread};
use serde_json::Value;

fn file(path: &str) -> String {
    let path = format!("{}/../../{path}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

fn schema() -> Value {
    serde_json::from_str(&file("docs/forum/thread.schema.json")).expect("the schema is JSON")
}

fn properties<'a>(schema: &'a Value, def: &str) -> Vec<&'a str> {
    let props = if def.is_empty() {
        &schema["properties"]
    } else {
        &schema["$defs"][def]["properties"]
    };
    props
        .as_object()
        .unwrap_or_else(|| panic!("no properties for {def:?}"))
        .keys()
        .map(String::as_str)
        .collect()
}

#[test]
fn the_schema_is_a_draft_2020_12_schema_of_the_format() {
    let s = schema();
    assert_eq!(s["$schema"], "https://json-schema.org/draft/2020-12/schema");
    assert_eq!(s["properties"]["format"]["const"], "omerta-forum/1");
    assert_eq!(s["required"], serde_json::json!(["format"]));
    // Every reference points at a definition.
    let text = file("docs/forum/thread.schema.json");
    for reference in text.split("\"$ref\": \"#/$defs/").skip(1) {
        let name = reference.split('"').next().unwrap();
        assert!(s["$defs"].get(name).is_some(), "dangling $ref {name}");
    }
}

#[test]
fn every_field_in_the_schema_is_documented() {
    let s = schema();
    let page = file("docs/forum/thread.md");
    let mut missing = Vec::new();
    for def in [
        "", "game", "player", "phase", "post", "edit", "event", "night",
    ] {
        for field in properties(&s, def) {
            if !page.contains(&format!("`{field}`")) {
                missing.push(format!("{def}.{field}"));
            }
        }
    }
    assert!(missing.is_empty(), "not in thread.md: {missing:?}");
}

fn sorted(mut fields: Vec<&str>) -> Vec<&str> {
    fields.sort_unstable();
    fields
}

#[test]
fn the_posts_players_and_events_fields_are_those_of_the_page() {
    let s = schema();
    assert_eq!(
        sorted(properties(&s, "post")),
        // number, url and edited: written by `omerta forum import` (docs/forum/import.md).
        sorted(vec![
            "id", "author", "time", "body", "markup", "edits", "number", "url", "edited"
        ])
    );
    assert_eq!(
        sorted(properties(&s, "player")),
        sorted(vec![
            "name", "faction", "role", "aliases", "votes", "shots", "win", "lover", "mason"
        ])
    );
    assert_eq!(
        sorted(properties(&s, "event")),
        sorted(vec!["type", "player", "time", "death", "reason", "in"])
    );
    assert_eq!(
        s["$defs"]["event"]["properties"]["type"]["enum"],
        serde_json::json!(["death", "modkill", "replacement"])
    );
    assert_eq!(
        s["$defs"]["event"]["properties"]["death"]["enum"],
        serde_json::json!(["lynch", "night", "modkill", "other"])
    );
}

#[test]
fn the_schemas_defaults_are_the_readers() {
    let s = schema();
    let game = &s["$defs"]["game"]["properties"];
    let t = Thread::from_json(r#"{"format": "omerta-forum/1", "start": "2026-03-16T20:00:00Z"}"#)
        .unwrap();
    let c = t.config;
    assert_eq!(game["normality"]["default"], i64::from(c.normality.level()));
    assert_eq!(game["day_hours"]["default"], c.day_hours);
    assert_eq!(game["night_hours"]["default"], c.night_hours);
    assert_eq!(game["min_posts_per_day"]["default"], c.min_posts_per_day);
    assert_eq!(game["lock"]["default"], c.lock);
    assert_eq!(game["fifty_percent_rule"]["default"], c.fifty_percent_rule);
    assert_eq!(game["starts_with"]["default"], "day");
    // The house rules' defaults are the seed's, in the schema as in the reader.
    let votes = &game["votes"]["properties"];
    assert_eq!(votes["bold"]["default"], t.votes.bold);
    assert_eq!(votes["prefix"]["default"], "");
    assert!(t.votes.prefixes.is_empty());
    assert_eq!(votes["colon"]["default"], "required");
    assert!(!t.votes.colon_optional);
    assert_eq!(votes["bare_unvote"]["default"], t.votes.bare_unvote);
    assert_eq!(votes["no_lynch"]["default"], serde_json::json!([]));
    assert!(t.votes.no_lynch.is_empty());
    let lynch = &game["lynch"]["properties"];
    assert_eq!(lynch["day_end"]["default"], "majority");
    assert_eq!(lynch["ties"]["default"], "none");
    assert_eq!(lynch["hammer"]["default"], t.lynch.hammer);
    assert_eq!(t.lynch, omerta_forum::house::LynchRules::default());
    assert_eq!(c.starts_with, Start::Day);
    let post = &s["$defs"]["post"]["properties"];
    assert_eq!(post["markup"]["default"], "bbcode");
    assert_eq!(
        post["markup"]["enum"],
        serde_json::json!(["bbcode", "html"])
    );
}

#[test]
fn every_sample_has_what_the_schema_requires() {
    // Not a schema validator: the required fields and enums only, for every sample.
    let s = schema();
    let dir = format!("{}/../../examples/forum", env!("CARGO_MANIFEST_DIR"));
    let mut count = 0;
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_none_or(|e| e != "json") {
            continue;
        }
        count += 1;
        let doc: Value = serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
        for (list, def) in [
            ("players", "player"),
            ("phases", "phase"),
            ("posts", "post"),
            ("events", "event"),
            ("nights", "night"),
        ] {
            let required = s["$defs"][def]["required"].as_array().unwrap();
            for (i, item) in doc[list].as_array().into_iter().flatten().enumerate() {
                for field in required {
                    let field = field.as_str().unwrap();
                    assert!(
                        item.get(field).is_some(),
                        "{}: {list}[{i}] has no {field}",
                        path.display()
                    );
                }
                for (field, spec) in item.as_object().unwrap() {
                    if let Some(allowed) = s["$defs"][def]["properties"][field]["enum"].as_array() {
                        assert!(
                            allowed.contains(spec),
                            "{}: {list}[{i}].{field}",
                            path.display()
                        );
                    }
                }
            }
        }
    }
    assert!(count >= 4, "{count} samples");
}

#[test]
fn the_pages_example_reads_and_counts() {
    let page = file("docs/forum/thread.md");
    let block = page
        .split("```json\n")
        .nth(1)
        .and_then(|b| b.split("```").next())
        .expect("thread.md opens with an example");
    let t = Thread::from_json(block).unwrap_or_else(|e| panic!("{e}"));
    let r = omerta_forum::tally(&t, None);
    assert!(r.day_over);
    assert_eq!(r.lynch.map(|s| t.slots[s].name()), Some("Pyro"));
    assert!(r.notes.is_empty(), "{:?}", r.notes);
    assert_eq!(t.slots[1].names, ["Bad Ash", "Hollis"]);
    let night = omerta_forum::resolve_night(&t, Some(1), false).unwrap();
    assert_eq!(night.deaths, ["Noodle"]);
}

// Issue 16: "a wrong JSON type stops at the first problem although thread.md promises every
// problem at once": a field of a wrong type is named by its place, and the rest of the
// document is still checked.
#[test]
fn a_wrong_json_type_and_the_other_problems_are_reported_together() {
    let text = r#"{"format": "omerta-forum/1", "host": "H",
        "players": [{"name": "A"}, {"name": "B"}, {"name": "C"}],
        "start": "2026-03-16T20:00:00Z", "posts": [],
        "game": {"day_hours": "x"},
        "events": [
            {"type": "resurrection", "player": "A", "time": "2026-03-16T21:00:00Z"},
            {"type": "death", "death": "twilight", "player": "B", "time": "2026-03-16T21:00:00Z"}
        ]}"#;
    let error = omerta_forum::Thread::from_json(text)
        .unwrap_err()
        .to_string();
    assert!(error.starts_with("3 problems found:"), "{error}");
    assert!(error.contains("game.day_hours: invalid type"), "{error}");
    assert!(
        error.contains("events[0]: type \"resurrection\" is not death"),
        "{error}"
    );
    assert!(
        error.contains("events[1]: death \"twilight\" is not lynch"),
        "{error}"
    );
    assert!(!error.contains("Some("), "no Rust internals: {error}");
}

// `players[].win` in the schema is the night library's list of wins, with its default.
#[test]
fn the_schemas_wins_are_the_readers() {
    let s = schema();
    let win = &s["$defs"]["player"]["properties"]["win"];
    let names: Vec<&str> = omerta_night::Win::ALL.iter().map(|w| w.name()).collect();
    assert_eq!(win["enum"], serde_json::json!(names));
    assert_eq!(win["default"], omerta_night::Win::default().name());
    assert_eq!(
        s["$defs"]["player"]["properties"]["mason"]["default"],
        false
    );
}
