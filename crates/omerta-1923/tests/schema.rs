//! The `omerta-1923/1` schema generated from the reader's types (`omerta_1923::schema`): a
//! draft 2020-12 schema of the format, which every script in the repository follows, and
//! which refuses what the reader refuses: another format, a missing seed, a family of nine,
//! a role a beginner may not hold, an action of the wrong shape.

use omerta_1923::script::Script;
use omerta_1923::Role;
use omerta_schema::check;
use serde_json::{json, Value};

fn root(path: &str) -> String {
    format!("{}/../../{path}", env!("CARGO_MANIFEST_DIR"))
}

/// What the schema finds wrong in a document, as sentences with their place.
fn problems(document: &Value) -> Vec<String> {
    check::problems(&omerta_1923::schema::document(), document)
}

#[test]
fn the_schema_is_a_draft_2020_12_schema_of_the_format() {
    let s = omerta_1923::schema::document();
    assert!(check::is_schema(&s), "not a valid JSON Schema");
    assert_eq!(s["$schema"], "https://json-schema.org/draft/2020-12/schema");
    assert_eq!(
        s["$id"],
        "https://example.invalid/omerta/api/schemas/omerta-1923-1.json"
    );
    assert_eq!(s["title"], "omerta-1923/1 script");
    assert_eq!(s["properties"]["format"]["const"], "omerta-1923/1");
    assert_eq!(
        s["required"],
        json!(["format", "seed", "deal", "families", "players"])
    );
    assert_eq!(s["properties"]["court_families"]["default"], 3);
    // The roles are the engine's own, as scripts write them.
    let roles = &s["$defs"]["player"]["properties"]["role"]["enum"];
    for role in Role::ALL {
        assert!(
            roles.as_array().unwrap().contains(&json!(role.title())),
            "{role:?}"
        );
    }
    assert!(roles.as_array().unwrap().contains(&json!("Mafia Member")));
    // Any role a script may allow (`allowed_second_roles`), M8's own among them.
    let seconds: Vec<&str> = Role::ALL
        .into_iter()
        .filter(|r| !matches!(r, Role::Townsperson | Role::Thief))
        .map(Role::title)
        .collect();
    assert_eq!(
        s["$defs"]["player"]["properties"]["second_role"]["enum"],
        json!(seconds)
    );
    // Every field is described, and documented on the script's page.
    let page = std::fs::read_to_string(root("docs/1923/script.md")).unwrap();
    let mut missing = Vec::new();
    for def in ["", "family", "player", "phase", "exile", "action", "ballot"] {
        let props = if def.is_empty() {
            &s["properties"]
        } else {
            &s["$defs"][def]["properties"]
        };
        for (field, spec) in props.as_object().unwrap() {
            if !spec["description"].is_string() {
                missing.push(format!("{def}.{field}: no description"));
            }
            if !page.contains(&format!("`{field}`")) && !page.contains(&format!("\"{field}\"")) {
                missing.push(format!("{def}.{field}: not in script.md"));
            }
        }
    }
    assert!(missing.is_empty(), "{missing:?}");
}

#[test]
fn every_script_in_the_repository_follows_the_schema() {
    let mut documents = check::files(root("examples/1923").as_ref());
    documents.extend(check::blocks(
        root("docs/1923/script.md").as_ref(),
        "omerta-1923/1",
    ));
    assert!(documents.len() >= 3, "{} scripts", documents.len());
    check::assert_follow(&omerta_1923::schema::document(), &documents, |text| {
        Script::from_json(text).map(drop).map_err(|e| {
            e.iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join("; ")
        })
    });
}

/// Two families of eight, dealt at random, and a night and a day.
fn random_script() -> Value {
    let players: Vec<Value> = (0..16)
        .map(|i| {
            let level = if i % 3 == 0 { "beginner" } else { "standard" };
            json!({"name": format!("P{i:02}"), "level": level})
        })
        .collect();
    json!({
        "format": "omerta-1923/1",
        "seed": 7,
        "deal": "random",
        "families": [{"name": "A", "size": 8}, {"name": "B", "size": 8}],
        "players": players,
        "roles": [{"role": "Doctor", "count": 1}],
        "mafia_second_roles": [{"role": "Butler", "count": 1}],
        "phases": [
            {"phase": "night 1", "mafia_kills": ["P01"]},
            {"phase": "day 1", "votes": [{"by": "P02", "family": "B"}]}
        ]
    })
}

/// A document the schema refuses, and the reader with it.
fn refused(document: Value, why: &str) {
    check::assert_refused(
        &omerta_1923::schema::document(),
        &document,
        |t| Script::from_json(t).is_ok(),
        why,
    );
}

#[test]
fn malformed_scripts_are_refused_by_the_schema_as_by_the_reader() {
    let good = random_script();
    assert_eq!(problems(&good), Vec::<String>::new());
    if let Err(problems) = Script::from_json(&good.to_string()) {
        panic!("{problems:?}");
    }
    let given: Value =
        serde_json::from_str(&std::fs::read_to_string(root("examples/1923/exile.json")).unwrap())
            .unwrap();
    let change = |base: &Value, f: &dyn Fn(&mut Value)| {
        let mut d = base.clone();
        f(&mut d);
        d
    };
    refused(
        change(&good, &|d| d["format"] = json!("omerta-1923/2")),
        "another format",
    );
    refused(
        change(&good, &|d| {
            d.as_object_mut().unwrap().remove("seed");
        }),
        "no seed",
    );
    refused(
        change(&good, &|d| d["deal"] = json!("fair")),
        "an unknown deal",
    );
    refused(
        change(&good, &|d| d["families"][0]["size"] = json!(9)),
        "a family of nine",
    );
    refused(
        change(&good, &|d| {
            d["players"].as_array_mut().unwrap().truncate(15);
        }),
        "fifteen players",
    );
    refused(
        change(&good, &|d| d["players"][1]["level"] = json!("expert")),
        "an unknown level",
    );
    refused(
        change(&good, &|d| d["roles"][0]["role"] = json!("Townsperson")),
        "a pool of townspeople",
    );
    refused(
        change(&good, &|d| d["roles"][0]["count"] = json!(0)),
        "a pool of none",
    );
    refused(
        change(&good, &|d| {
            d["mafia_second_roles"][0]["role"] = json!("Thief")
        }),
        "a second role no member may hold",
    );
    refused(
        change(&good, &|d| d["phases"][0]["phase"] = json!("dusk 1")),
        "a phase that is none",
    );
    refused(
        change(&good, &|d| d["phases"][0]["votes"] = json!([])),
        "ballots in a night",
    );
    refused(
        change(&good, &|d| d["phases"][1]["mafia_kills"] = json!(["P01"])),
        "Mafia kills in a day",
    );
    refused(
        change(&given, &|d| d["players"][0]["role"] = json!("Doctor")),
        "a beginner Doctor",
    );
    refused(
        change(&given, &|d| {
            d["players"][1]["second_role"] = json!("Butler")
        }),
        "a second role for a Sheriff",
    );
    refused(
        change(&given, &|d| {
            d["players"][1].as_object_mut().unwrap().remove("role");
        }),
        "a given deal with a role left out",
    );
    refused(
        change(&good, &|d| {
            d["phases"][0]["actions"] =
                json!([{"by": "P01", "role": "Doctor", "targets": ["P02", "P03"]}]);
        }),
        "a Doctor protecting two",
    );
    refused(
        change(&good, &|d| {
            d["phases"][0]["actions"] = json!([{"by": "P01", "role": "Drunkard"}]);
        }),
        "a Drunkard naming no family",
    );
    refused(
        change(&good, &|d| {
            d["phases"][0]["actions"] =
                json!([{"by": "P01", "role": "Witness", "targets": ["P02"]}]);
        }),
        "an action of a role with none",
    );
}
