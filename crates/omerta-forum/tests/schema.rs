//! The `omerta-forum/1` schema generated from the reader's types (`omerta_forum::schema`)
//! against the page it belongs to and the reader: it is a draft 2020-12 schema, every field
//! it lists is documented in `docs/forum/thread.md`, its defaults are the reader's, every
//! thread in the repository follows it, and it refuses what the reader refuses.

use omerta_forum::{Start, Thread};
use omerta_schema::check;
use serde_json::Value;

fn file(path: &str) -> String {
    let path = format!("{}/../../{path}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

fn schema() -> Value {
    omerta_forum::schema::document()
}

/// What the schema finds wrong in a document, as sentences with their place.
fn problems(document: &Value) -> Vec<String> {
    check::problems(&schema(), document)
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
    assert!(check::is_schema(&s), "not a valid JSON Schema");
    assert_eq!(s["$schema"], "https://json-schema.org/draft/2020-12/schema");
    assert_eq!(
        s["$id"],
        "https://example.invalid/omerta/api/schemas/omerta-forum-1.json"
    );
    assert_eq!(s["title"], "omerta-forum/1 thread document");
    assert_eq!(s["properties"]["format"]["const"], "omerta-forum/1");
    assert_eq!(s["required"], serde_json::json!(["format"]));
    // Every reference points at a definition.
    let text = s.to_string();
    for reference in text.split("\"$ref\":\"#/$defs/").skip(1) {
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
        "", "game", "player", "phase", "post", "edit", "event", "night", "ruling",
    ] {
        for field in properties(&s, def) {
            if !page.contains(&format!("`{field}`")) {
                missing.push(format!("{def}.{field}"));
            }
        }
    }
    // And described in the schema itself, for its readers.
    for def in [
        "", "game", "player", "phase", "post", "edit", "event", "ruling",
    ] {
        let props = if def.is_empty() {
            &s["properties"]
        } else {
            &s["$defs"][def]["properties"]
        };
        for (field, spec) in props.as_object().unwrap() {
            if !spec["description"].is_string() && spec.get("$ref").is_none() {
                missing.push(format!("{def}.{field} (no description)"));
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
fn every_thread_in_the_repository_follows_the_schema() {
    let root = format!("{}/../..", env!("CARGO_MANIFEST_DIR"));
    let mut documents = check::files(format!("{root}/examples/forum").as_ref());
    documents.extend(check::blocks(
        format!("{root}/docs/forum/thread.md").as_ref(),
        "omerta-forum/1",
    ));
    assert!(documents.len() >= 5, "{} threads", documents.len());
    check::assert_follow(&schema(), &documents, |text| {
        Thread::from_json(text).map(drop).map_err(|e| e.to_string())
    });
}

/// A document the schema refuses, and the reader with it.
fn refused(document: Value, why: &str) {
    check::assert_refused(&schema(), &document, |t| Thread::from_json(t).is_ok(), why);
}

#[test]
fn malformed_threads_are_refused_by_the_schema_as_by_the_reader() {
    let good = serde_json::json!({
        "format": "omerta-forum/1",
        "host": "Host",
        "players": [{"name": "Ann"}, {"name": "Bob"}, {"name": "Cid"}],
        "start": "2026-03-16T20:00:00Z",
        "posts": [{"id": 1, "author": "Ann", "time": "2026-03-16T21:00:00Z", "body": "[b]Vote: Bob[/b]"}],
        "events": [{"type": "death", "death": "night", "player": "Cid", "time": "2026-03-18T21:00:00Z"}],
        "rulings": [{"post": 1, "vote": "Bob", "dismiss": true, "reason": "A joke."}]
    });
    assert_eq!(problems(&good), Vec::<String>::new());
    Thread::from_json(&good.to_string()).unwrap();
    let change = |f: &dyn Fn(&mut Value)| {
        let mut d = good.clone();
        f(&mut d);
        d
    };
    refused(
        change(&|d| d["format"] = "omerta-forum/2".into()),
        "another format",
    );
    refused(
        change(&|d| {
            d.as_object_mut().unwrap().remove("format");
        }),
        "no format",
    );
    refused(
        change(&|d| {
            d.as_object_mut().unwrap().remove("start");
        }),
        "no schedule",
    );
    refused(
        change(&|d| d["game"] = serde_json::json!({"normality": 7})),
        "a normality 7",
    );
    refused(
        change(&|d| d["game"] = serde_json::json!({"day_hours": 0})),
        "a day of no hours",
    );
    refused(
        change(&|d| d["players"][1] = serde_json::json!({"name": " "})),
        "a blank name",
    );
    refused(
        change(&|d| d["players"][1]["win"] = "rich".into()),
        "an unknown win",
    );
    refused(
        change(&|d| {
            d["posts"][0].as_object_mut().unwrap().remove("id");
        }),
        "a post with no id",
    );
    refused(
        change(&|d| d["posts"][0]["time"] = "2026-03-16 21:00".into()),
        "a time with no zone",
    );
    refused(
        change(&|d| d["posts"][0]["markup"] = "markdown".into()),
        "unknown markup",
    );
    refused(
        change(
            &|d| d["phases"] = serde_json::json!([{"kind": "dusk", "start": "2026-03-16T20:00:00Z", "end": "2026-03-17T20:00:00Z"}]),
        ),
        "a phase that is neither",
    );
    refused(
        change(
            &|d| d["events"][0] = serde_json::json!({"type": "replacement", "player": "Bob", "time": "2026-03-17T21:00:00Z"}),
        ),
        "a replacement by nobody",
    );
    refused(
        change(&|d| d["events"][0]["death"] = "twilight".into()),
        "an unknown death",
    );
    refused(
        change(&|d| d["rulings"][0]["reason"] = "".into()),
        "a ruling with no reason",
    );
    refused(
        change(&|d| d["nights"] = serde_json::json!([{"method": "rar"}])),
        "a night with no number",
    );
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
