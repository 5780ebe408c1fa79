//! Issue 28, item 10: every command refuses a field it does not know, so that a misspelt
//! field is never run as if it were absent (`{"type": "undo", "index": 3}` took back the
//! last record, whatever the judge meant by the index).

use omerta_live::forum::ForumCommand;
use omerta_live::hosted::LobbyCommand;
use omerta_live::mafia1923::{Command1923, Setup1923};
use omerta_live::pro::{ProCommand, ProSetup};
use serde::de::DeserializeOwned;
use serde_json::{json, Value};

/// Reads `command`, and the same with an extra field `bogus`: the first is read, the
/// second refused with a sentence that names the field.
fn refuses_an_unknown_field<T: DeserializeOwned>(command: Value) {
    serde_json::from_value::<T>(command.clone())
        .unwrap_or_else(|e| panic!("{command} is a command: {e}"));
    let mut extra = command.clone();
    extra["bogus"] = json!(3);
    match serde_json::from_value::<T>(extra) {
        Ok(_) => panic!("{command} with a field `bogus` was accepted"),
        Err(e) => assert!(e.to_string().contains("unknown field `bogus`"), "{e}"),
    }
}

#[test]
fn pro_commands_refuse_unknown_fields() {
    refuses_an_unknown_field::<ProCommand>(json!({"type": "undo"}));
    refuses_an_unknown_field::<ProCommand>(json!({"type": "finish"}));
    refuses_an_unknown_field::<ProCommand>(json!({"type": "record", "event": {"type": "day"}}));
    refuses_an_unknown_field::<ProSetup>(json!({}));
}

#[test]
fn lobby_commands_refuse_unknown_fields() {
    type Lobby = LobbyCommand<ProSetup>;
    for command in [
        json!({"type": "leave"}),
        json!({"type": "shuffle"}),
        json!({"type": "abandon"}),
        json!({"type": "join", "name": "Ann"}),
        json!({"type": "unseat", "index": 0}),
        json!({"type": "extend", "minutes": 5, "reason": "a storm"}),
        json!({"type": "start", "setup": {}}),
    ] {
        refuses_an_unknown_field::<Lobby>(command);
    }
    // A setup's own fields are checked too.
    assert!(serde_json::from_value::<Lobby>(
        json!({"type": "start", "setup": {"event": "Cup", "colour": 1}})
    )
    .is_err());
}

#[test]
fn forum_and_1923_commands_refuse_unknown_fields() {
    refuses_an_unknown_field::<ForumCommand>(json!({"type": "advance"}));
    refuses_an_unknown_field::<Command1923>(json!({"type": "advance"}));
    refuses_an_unknown_field::<Command1923>(json!({"type": "action", "targets": [2]}));
    refuses_an_unknown_field::<Command1923>(
        json!({"type": "vote", "family": "Corleone", "individual": 3}),
    );
    refuses_an_unknown_field::<Setup1923>(json!({
        "families": [{"name": "Corleone", "size": 8}, {"name": "Tattaglia", "size": 8}]
    }));
}
