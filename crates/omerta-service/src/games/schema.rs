//! The schemas of a game's payloads in the API, whatever its rule set: a command, an
//! event and a view are each one of the three rule sets' (`omerta-live`'s own types, which
//! serde reads and writes), told apart by the game's `ruleset`. These types are schemas
//! only: the server reads and writes the rule sets' types; here they are described
//! together for the OpenAPI document.

use omerta_live::forum::{ForumCommand, ForumEvent, ForumView, Setup as ForumSetup};
use omerta_live::hosted::{Event, HostedView, LobbyCommand};
use omerta_live::mafia1923::{Command1923, Event1923, Setup1923, View1923};
use omerta_live::pro::{ProCommand, ProPresented, ProSetup, ProView};
use schemars::{json_schema, JsonSchema, Schema, SchemaGenerator};
use std::borrow::Cow;

/// One of several schemas, with a description.
fn any_of(description: &str, schemas: Vec<Schema>) -> Schema {
    json_schema!({
        "description": description,
        "anyOf": schemas,
    })
}

/// A game's event as a reader reads it: `{"lobby": ...}`, the lobby's, or
/// `{"game": ...}`, the rule set's (a Pro record's `index` only for its judge).
pub struct AnyEvent;

impl JsonSchema for AnyEvent {
    fn schema_name() -> Cow<'static, str> {
        "AnyEvent".into()
    }

    fn json_schema(generator: &mut SchemaGenerator) -> Schema {
        any_of(
            "A game's event as its reader reads it: {\"lobby\": ...} or {\"game\": ...}, the event of the game's rule set (pro, forum, 1923).",
            vec![
                generator.subschema_for::<Event<ProPresented>>(),
                generator.subschema_for::<Event<ForumEvent>>(),
                generator.subschema_for::<Event<Event1923>>(),
            ],
        )
    }
}

/// A lobby command, whose `start` carries the setup of the game's rule set.
pub struct AnyLobbyCommand;

impl JsonSchema for AnyLobbyCommand {
    fn schema_name() -> Cow<'static, str> {
        "AnyLobbyCommand".into()
    }

    fn json_schema(generator: &mut SchemaGenerator) -> Schema {
        any_of(
            "A lobby command (join, leave, seat, unseat, move, shuffle, start with the setup of the game's rule set, replace, abandon).",
            vec![
                generator.subschema_for::<LobbyCommand<ProSetup>>(),
                generator.subschema_for::<LobbyCommand<ForumSetup>>(),
                generator.subschema_for::<LobbyCommand<Setup1923>>(),
            ],
        )
    }
}

/// A command of the game's rule set.
pub struct AnyCommand;

impl JsonSchema for AnyCommand {
    fn schema_name() -> Cow<'static, str> {
        "AnyCommand".into()
    }

    fn json_schema(generator: &mut SchemaGenerator) -> Schema {
        any_of(
            "A command of the game's rule set (pro, forum, 1923).",
            vec![
                generator.subschema_for::<ProCommand>(),
                generator.subschema_for::<ForumCommand>(),
                generator.subschema_for::<Command1923>(),
            ],
        )
    }
}

/// Where a finished game's review stands, and the phases to step through.
#[derive(JsonSchema)]
#[allow(dead_code)] // Describes what `step_view` writes.
#[schemars(rename = "ReviewStep")]
pub struct Step {
    /// The events shown: the game as it stood after this many.
    at: i64,
    /// How many events the game has.
    of: i64,
    /// The phases, each with the event it opens at.
    steps: Vec<StepMark>,
    /// The phase shown, in words ("Day 2").
    current: Option<String>,
    /// Where the phase before it opens.
    previous: Option<i64>,
    /// Where the next phase opens.
    next: Option<i64>,
}

/// A phase of a finished game's review.
#[derive(JsonSchema)]
#[allow(dead_code)] // Describes what `step_view` writes.
#[schemars(rename = "ReviewPhase")]
pub struct StepMark {
    /// The event the phase opens at.
    at: i64,
    /// The phase in words ("Night 1").
    label: String,
}

/// What the API adds to a game's view.
#[derive(JsonSchema)]
#[allow(dead_code)] // Describes what the server writes.
struct Added {
    /// The game's id.
    id: i64,
    /// A finished game's review: where it stands and the phases to step through.
    step: Option<Step>,
    /// Where a game uploaded from a record made elsewhere came from.
    upload: Option<crate::upload::Provenance>,
}

/// The game as its reader may see it.
pub struct GameView;

impl JsonSchema for GameView {
    fn schema_name() -> Cow<'static, str> {
        "GameView".into()
    }

    fn json_schema(generator: &mut SchemaGenerator) -> Schema {
        let added = generator.subschema_for::<Added>();
        let hosted = any_of(
            "The game's view of its rule set: `game` is the rule set's own (pro, forum, 1923).",
            vec![
                generator.subschema_for::<HostedView<ProView>>(),
                generator.subschema_for::<HostedView<ForumView>>(),
                generator.subschema_for::<HostedView<View1923>>(),
            ],
        );
        json_schema!({
            "description": "The game as its reader may see it (host: all; player: public and own; others: public); once finished, everything revealed, with the phases to step through.",
            "allOf": [hosted, added],
        })
    }
}
