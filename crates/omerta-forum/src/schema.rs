//! The JSON Schema (draft 2020-12) of the `omerta-forum/1` thread document, generated from
//! the types that read it (`thread.rs`) by schemars; what the types cannot say (the
//! format's name, the words each field takes, the defaults the reader applies, a time's
//! shape) is added to them here.

use schemars::{json_schema, JsonSchema, Schema, SchemaGenerator};
use serde_json::{json, Value};
use std::borrow::Cow;

/// The format this schema describes.
pub const FORMAT: &str = "omerta-forum/1";

/// The schema of an `omerta-forum/1` document (JSON Schema draft 2020-12), with its
/// `$schema`, `$id` and title.
pub fn document() -> Value {
    omerta_schema::document::<crate::thread::RawThread>(FORMAT, "omerta-forum/1 thread document")
}

/// A time as the documents write it: RFC 3339 with a zone (`crate::time::parse`).
pub(crate) struct Time;

impl JsonSchema for Time {
    fn schema_name() -> Cow<'static, str> {
        "time".into()
    }

    fn json_schema(_: &mut SchemaGenerator) -> Schema {
        json_schema!({
            "type": "string",
            "description": "RFC 3339 with a zone (Z or +hh:mm); fractions of a second are dropped.",
            "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}[Tt ][0-9]{2}:[0-9]{2}:[0-9]{2}(\\.[0-9]+)?([Zz]|[+-][0-9]{2}:[0-9]{2})$"
        })
    }
}

/// `game.votes.prefix`: a text, or a list of texts.
pub(crate) struct Prefix;

impl JsonSchema for Prefix {
    fn inline_schema() -> bool {
        true
    }

    fn schema_name() -> Cow<'static, str> {
        "prefix".into()
    }

    fn json_schema(_: &mut SchemaGenerator) -> Schema {
        json_schema!({
            "oneOf": [{"type": "string"}, {"type": "array", "items": {"type": "string"}}],
            "default": ""
        })
    }
}

/// How a player may win: the night library's list (`players[].win`).
pub(crate) fn wins() -> Vec<&'static str> {
    omerta_night::Win::ALL.iter().map(|w| w.name()).collect()
}

/// A player's way to win when none is given.
pub(crate) fn default_win() -> &'static str {
    omerta_night::Win::default().name()
}

/// A schedule: the phases given, or a start to build them from.
pub(crate) fn thread_rules(schema: &mut Schema) {
    schema.insert(
        "anyOf".into(),
        json!([
            {"required": ["phases"], "properties": {"phases": {"minItems": 1}}},
            {"required": ["start"]}
        ]),
    );
}

/// What `omerta forum import` writes in a post besides what the reader reads: the post's
/// number and address, and the edit mark the forum page shows (docs/forum/import.md).
pub(crate) fn post_rules(schema: &mut Schema) {
    omerta_schema::add_properties(
        schema,
        json!({
            "number": {"type": "integer", "minimum": 0, "description": "The post's #N in the thread, as the forum shows it (omerta forum import)."},
            "url": {"type": "string", "description": "The post's address as the forum page links it (omerta forum import)."},
            "edited": {
                "type": "object",
                "description": "The edit mark the forum page shows (omerta forum import); not an entry of edits, whose earlier text the page does not hold.",
                "properties": {
                    "time": {"$ref": "#/$defs/time"},
                    "by": {"type": "string", "description": "Who edited the post, as the mark names them."}
                }
            }
        }),
    );
}

/// A replacement names the new player.
pub(crate) fn event_rules(schema: &mut Schema) {
    omerta_schema::add_rules(
        schema,
        [json!({
            "if": {"properties": {"type": {"const": "replacement"}}, "required": ["type"]},
            "then": {"required": ["in"]}
        })],
    );
}

/// A night's entry besides its number: kept as given and handed to the night resolver
/// (omerta-night/1), which checks it whole when the night is resolved.
pub(crate) fn night_rules(schema: &mut Schema) {
    omerta_schema::add_properties(
        schema,
        json!({
            "method": {"enum": ["rar", "ordered"], "default": "rar", "description": "How the night is resolved (omerta-night/1 `method`)."},
            "players": {
                "type": "array",
                "description": "What a night document's players add to the thread's players (an alignment, passives), by name.",
                "items": {"type": "object", "required": ["name"], "properties": {"name": {"type": "string"}}}
            },
            "actions": {
                "type": "array",
                "description": "The actions submitted, as omerta-night/1 actions.",
                "items": {
                    "type": "object",
                    "required": ["actor", "ability", "targets"],
                    "properties": {
                        "actor": {"type": "string"},
                        "ability": {"type": "string"},
                        "targets": {"type": "array", "items": {"type": "string"}}
                    }
                }
            }
        }),
    );
}
