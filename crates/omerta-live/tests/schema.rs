//! Every payload's schema (feature `schema`) against the payloads of real games
//! (`games/`): each rule set's setup, command, event, presented event and view schemas
//! are valid draft 2020-12 schemas, and every setup and command sent, every event
//! stored, every event as each reader reads it and every view of every reader at every
//! moment (the revealed ones too) follows them. The types describe the real payloads.

mod games;

use games::Played;
use jsonschema::Validator;
use omerta_live::schema::payloads;
use omerta_live::{Described, Hosted};
use omerta_schema::check;
use serde_json::Value;

fn follows(schema: &Validator, what: &str, payload: &Value) {
    let found: Vec<String> = schema
        .iter_errors(payload)
        .map(|e| format!("{}: {e}", e.instance_path()))
        .collect();
    assert!(
        found.is_empty(),
        "{what} does not follow its schema: {found:#?}\n{payload:#}"
    );
}

/// Each schema compiled once.
struct Validators {
    setup: Validator,
    command: Validator,
    event: Validator,
    presented: Validator,
    view: Validator,
}

fn compiled(schema: &Value) -> Validator {
    jsonschema::draft202012::new(schema).expect("the schema compiles")
}

fn check_game<G: Described>(schemas: &Validators, played: &Played<G>) {
    let name = &played.name;
    for (i, setup) in played.setups.iter().enumerate() {
        follows(&schemas.setup, &format!("{name}: setup {i}"), setup);
    }
    for (i, command) in played.commands.iter().enumerate() {
        follows(&schemas.command, &format!("{name}: command {i}"), command);
    }
    let viewers = played.viewers();
    for (i, emitted) in played.events.iter().enumerate() {
        let stored = serde_json::to_value(&emitted.event).expect("JSON");
        follows(&schemas.event, &format!("{name}: event {i}"), &stored);
        for &viewer in viewers.iter().filter(|v| emitted.audience.admits(**v)) {
            follows(
                &schemas.presented,
                &format!("{name}: event {i} as {viewer:?} reads it"),
                &Hosted::<G>::present(&emitted.event, viewer),
            );
        }
    }
    for (k, hosted) in played.moments() {
        for &viewer in &viewers {
            let place = format!("{name} @{k}: the view of {viewer:?}");
            follows(&schemas.view, &place, &hosted.view(viewer));
            follows(
                &schemas.view,
                &format!("{place}, revealed"),
                &hosted.revealed_view(viewer),
            );
        }
    }
}

fn check_ruleset<G: Described>(games: Vec<Played<G>>) {
    let schemas = payloads::<G>();
    for (what, schema) in [
        ("setup", &schemas.setup),
        ("command", &schemas.command),
        ("event", &schemas.event),
        ("presented", &schemas.presented),
        ("view", &schemas.view),
    ] {
        assert!(
            check::is_schema(schema),
            "the {what} schema is no valid JSON Schema: {schema:#}"
        );
    }
    let validators = Validators {
        setup: compiled(&schemas.setup),
        command: compiled(&schemas.command),
        event: compiled(&schemas.event),
        presented: compiled(&schemas.presented),
        view: compiled(&schemas.view),
    };
    for played in &games {
        check_game(&validators, played);
    }
}

#[test]
fn the_pro_payloads_follow_their_schemas() {
    check_ruleset(games::pro());
}

#[test]
fn the_forum_payloads_follow_their_schemas() {
    check_ruleset(games::forum());
}

#[test]
fn the_1923_payloads_follow_their_schemas() {
    check_ruleset(games::mafia1923());
}

/// What a schema says of a payload serde refuses: a command with a misspelt field
/// (`deny_unknown_fields`), a Pro event without its type.
#[test]
fn the_schemas_refuse_what_serde_refuses() {
    let pro = payloads::<omerta_live::pro::ProTable>();
    let refused = [
        serde_json::json!({"game": {"type": "finish", "now": true}}),
        serde_json::json!({"lobby": {"type": "join", "nmae": "Ann"}}),
        serde_json::json!({"game": {"type": "record", "event": {"by": 1}}}),
        serde_json::json!({"lobby": {"type": "join", "name": "Ann"}, "game": {"type": "undo"}}),
    ];
    for command in refused {
        assert!(
            !check::problems(&pro.command, &command).is_empty(),
            "the schema takes {command}"
        );
    }
    let forum = payloads::<omerta_live::forum::ForumGame>();
    let setup = serde_json::json!({"roles": [{"faction": "town", "night": {"sanity": "odd"}}]});
    assert!(!check::problems(&forum.setup, &setup).is_empty());
    let setup = serde_json::json!({"roles": [{"faction": "town", "night": {"colour": "red"}}]});
    assert!(!check::problems(&forum.setup, &setup).is_empty());
}

/// The schemas describe, not merely allow: the views' fields are required, their words
/// listed, and what a rule crate's format embeds is that format's schema.
#[test]
fn the_schemas_say_what_the_payloads_hold() {
    let pro = payloads::<omerta_live::pro::ProTable>();
    let text = pro.view.to_string();
    for word in [
        "ProView",
        "Console",
        "\"kind\"",
        "ProtocolEvent",
        "HostedView",
    ] {
        assert!(text.contains(word), "the Pro view's schema has no {word}");
    }
    let view = &pro.view;
    let required = view["required"].as_array().expect("required fields");
    assert!(required.iter().any(|f| f == "deadline"), "{required:?}");
    let presented = pro.presented.to_string();
    assert!(presented.contains("ProPresented"));
    let m1923 = payloads::<omerta_live::mafia1923::Game1923>();
    assert!(m1923.view.to_string().contains("\"in_play\""));
    let forum = payloads::<omerta_live::forum::ForumGame>();
    assert!(forum.setup.to_string().contains("bulletproof"));
}
