//! The JSON Schema (draft 2020-12) of the `omerta-pro/1` game record, generated from the
//! types that read it (`protocol.rs`) by schemars; what the types cannot say (the format's
//! name, the words each field takes, seats 1 to 10, the fields each event type needs, the
//! deal of ten seats) is added to them here.

use crate::model::{Day1Vote, Role, Winner};
use crate::seat::Seat;
use schemars::{json_schema, JsonSchema, Schema, SchemaGenerator};
use serde_json::{json, Value};
use std::borrow::Cow;
use std::marker::PhantomData;

/// The format this schema describes.
pub const FORMAT: &str = "omerta-pro/1";

/// The schema of an `omerta-pro/1` document (JSON Schema draft 2020-12), with its
/// `$schema`, `$id` and title.
pub fn document() -> Value {
    omerta_schema::document::<crate::protocol::Document>(FORMAT, "omerta-pro/1 game record")
}

/// One event of the game record (`events[i]`, docs/pro/protocol.md), as another format
/// embeds it: a live table's judge records the protocol one event at a time
/// (`omerta-live`'s `record` command and `recorded` event). The schema is the record's own
/// (`$defs/event` of [`document`]).
pub struct ProtocolEvent;

impl JsonSchema for ProtocolEvent {
    fn schema_name() -> Cow<'static, str> {
        "ProtocolEvent".into()
    }

    fn schema_id() -> Cow<'static, str> {
        "omerta_pro::schema::ProtocolEvent".into()
    }

    fn json_schema(generator: &mut SchemaGenerator) -> Schema {
        <crate::protocol::Fields as JsonSchema>::json_schema(generator)
    }
}

/// The record's table-rule parameters (`rules`), as another format embeds them: a live
/// table's setup and its `seated` event.
pub struct ProtocolRules;

impl JsonSchema for ProtocolRules {
    fn schema_name() -> Cow<'static, str> {
        "ProtocolRules".into()
    }

    fn schema_id() -> Cow<'static, str> {
        "omerta_pro::schema::ProtocolRules".into()
    }

    fn json_schema(generator: &mut SchemaGenerator) -> Schema {
        <crate::protocol::RawRules as JsonSchema>::json_schema(generator)
    }
}

/// The roles, as a player's `role` gives them.
pub(crate) fn roles() -> Vec<&'static str> {
    ROLES.iter().map(|(role, _)| role.name()).collect()
}

/// The deal: each role and how many players hold it.
const ROLES: [(Role, usize); 4] = [
    (Role::Civilian, 6),
    (Role::Sheriff, 1),
    (Role::Mafia, 2),
    (Role::Don, 1),
];

/// The results an `end` event may state.
pub(crate) fn winners() -> Vec<&'static str> {
    [Winner::Red, Winner::Black, Winner::Draw]
        .map(Winner::name)
        .to_vec()
}

/// The words of the `day1_vote` rule.
pub(crate) fn day1_votes() -> Vec<&'static str> {
    Day1Vote::WORDS.iter().map(|(word, _)| *word).collect()
}

impl JsonSchema for Seat {
    fn schema_name() -> Cow<'static, str> {
        "seat".into()
    }

    fn json_schema(_: &mut SchemaGenerator) -> Schema {
        json_schema!({
            "type": "integer",
            "minimum": 1,
            "maximum": 10,
            "description": "A seat at the table, 1 to 10."
        })
    }
}

/// A list of seats, each once (`[9, 5, 7]`).
pub(crate) struct Seats;

impl JsonSchema for Seats {
    fn inline_schema() -> bool {
        true
    }

    fn schema_name() -> Cow<'static, str> {
        "seats".into()
    }

    fn json_schema(generator: &mut SchemaGenerator) -> Schema {
        json_schema!({
            "type": "array",
            "items": generator.subschema_for::<Seat>(),
            "maxItems": 10,
            "uniqueItems": true
        })
    }
}

/// An object keyed by seat numbers, written as JSON keys are (`{"4": 7}`: "4", never
/// "04" or "four"), each with a `V`.
pub(crate) struct BySeat<V>(PhantomData<V>);

impl<V: JsonSchema> JsonSchema for BySeat<V> {
    fn inline_schema() -> bool {
        true
    }

    fn schema_name() -> Cow<'static, str> {
        format!("by_seat_{}", V::schema_name()).into()
    }

    fn json_schema(generator: &mut SchemaGenerator) -> Schema {
        json_schema!({
            "type": "object",
            "propertyNames": {"pattern": "^([1-9]|10)$"},
            "additionalProperties": generator.subschema_for::<V>()
        })
    }
}

/// A First Color Will: seat to a team's color, at most three.
pub(crate) struct Colors;

impl JsonSchema for Colors {
    fn inline_schema() -> bool {
        true
    }

    fn schema_name() -> Cow<'static, str> {
        "colors".into()
    }

    fn json_schema(_: &mut SchemaGenerator) -> Schema {
        json_schema!({
            "type": "object",
            "propertyNames": {"pattern": "^([1-9]|10)$"},
            "additionalProperties": {"enum": ["red", "black"]},
            "maxProperties": 3
        })
    }
}

/// A number of points: a decimal with at most three places, as a JSON number or a string
/// (`Points::parse_decimal`).
pub(crate) struct Decimal;

impl JsonSchema for Decimal {
    fn inline_schema() -> bool {
        true
    }

    fn schema_name() -> Cow<'static, str> {
        "points".into()
    }

    fn json_schema(_: &mut SchemaGenerator) -> Schema {
        json_schema!({
            "type": ["number", "string"],
            "minimum": -1000,
            "maximum": 1000,
            "pattern": "^\\s*[+-]?[0-9]{1,7}(\\.[0-9]{1,3}0*)?\\s*$"
        })
    }
}

/// The deal: the players are seats 1 to 10, each once, and hold the roles the table deals.
pub(crate) fn protocol_rules(schema: &mut Schema) {
    // Read as missing (or an empty list) when left out, and then refused.
    omerta_schema::require(schema, &["format", "players"]);
    let seats = Seat::ALL.iter().map(|seat| {
        json!({
            "contains": {"properties": {"seat": {"const": seat.number()}}},
            "minContains": 1,
            "maxContains": 1
        })
    });
    let roles = ROLES.iter().map(|(role, count)| {
        json!({
            "contains": {"properties": {"role": {"const": role.name()}}},
            "minContains": count,
            "maxContains": count
        })
    });
    if let Some(players) = schema
        .as_object_mut()
        .and_then(|o| o.get_mut("properties"))
        .and_then(|p| p.get_mut("players"))
        .and_then(Value::as_object_mut)
    {
        players.insert("allOf".into(), seats.chain(roles).collect());
    }
}

/// The fields each type of event needs.
pub(crate) fn event_rules(schema: &mut Schema) {
    let needs: [(&[&str], &[&str]); 7] = [
        (&["nominate"], &["by", "target"]),
        (&["withdraw", "will"], &["by"]),
        (&["vote"], &["ballots"]),
        (&["shots"], &["shots"]),
        (&["don_check", "sheriff_check"], &["target"]),
        (
            &[
                "foul",
                "tech_foul",
                "removal",
                "disqualification",
                "declared_defeat",
            ],
            &["seat"],
        ),
        (&["bonus"], &["seat", "points"]),
    ];
    let of = |types: &[&str]| json!({"properties": {"type": {"enum": types}}});
    let mut rules: Vec<Value> = needs
        .iter()
        .map(|(types, fields)| json!({"if": of(types), "then": {"required": fields}}))
        .collect();
    rules.push(json!({"if": of(&["end"]), "then": {"required": ["winner"]}}));
    // A lift gives the hands, or (a record that did not keep them) whether it passed.
    rules.push(json!({
        "if": of(&["lift"]),
        "then": {"oneOf": [{"required": ["yes"]}, {"required": ["passed"]}]}
    }));
    // A will is one of colors, order or helm, or none of them (skipped).
    rules.push(json!({
        "if": of(&["will"]),
        "then": {"not": {"anyOf": [
            {"required": ["colors", "order"]},
            {"required": ["colors", "helm"]},
            {"required": ["order", "helm"]}
        ]}}
    }));
    omerta_schema::add_rules(schema, rules);
}
