//! The schemas of a game's payloads in the API, whatever its rule set: a command, an
//! event and a view are each one of the rule sets' (`omerta-live`'s types), told apart by
//! the game's `ruleset`. Schema only: the server reads and writes the rule sets' own
//! types; these describe them together in the OpenAPI document.

use schemars::{json_schema, JsonSchema, Schema, SchemaGenerator};
use std::borrow::Cow;

/// A game's event as a reader reads it: `{"lobby": ...}`, the lobby's, or
/// `{"game": ...}`, the rule set's.
pub struct AnyEvent;

impl JsonSchema for AnyEvent {
    fn schema_name() -> Cow<'static, str> {
        "AnyEvent".into()
    }

    fn json_schema(_generator: &mut SchemaGenerator) -> Schema {
        json_schema!({
            "description": "A game's event as its reader reads it: {\"lobby\": ...} or {\"game\": ...}, the rule set's event.",
            "type": "object",
        })
    }
}

/// A command: a lobby command or the rule set's.
pub struct AnyCommand;

impl JsonSchema for AnyCommand {
    fn schema_name() -> Cow<'static, str> {
        "AnyCommand".into()
    }

    fn json_schema(_generator: &mut SchemaGenerator) -> Schema {
        json_schema!({
            "description": "A game command of the game's rule set.",
            "type": "object",
        })
    }
}

/// The game as its reader may see it.
pub struct GameView;

impl JsonSchema for GameView {
    fn schema_name() -> Cow<'static, str> {
        "GameView".into()
    }

    fn json_schema(_generator: &mut SchemaGenerator) -> Schema {
        json_schema!({
            "description": "The game as its reader may see it.",
            "type": "object",
        })
    }
}
