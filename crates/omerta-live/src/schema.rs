//! The JSON Schemas of every payload a hosted game reads or writes (feature `schema`):
//! what the server's OpenAPI document is made from. Each rule set's setup, commands,
//! events, views and presented events derive `schemars::JsonSchema` from the very types
//! serde reads and writes, so a schema says exactly what the JSON holds; [`Described`]
//! names a rule set whose payloads all have one.
//!
//! What a live game embeds from a rule crate's own format is described by that crate's
//! schema: a Pro record's events and rules (`omerta_pro::schema`), a forum role's night
//! attributes (`omerta_night::schema`, [`NightAttributes`]).

use crate::hosted::{Command, Event, HostedView};
use crate::Live;
use schemars::generate::SchemaSettings;
use schemars::{JsonSchema, Schema, SchemaGenerator};
use serde_json::{Map, Value};
use std::borrow::Cow;

/// A rule set every payload of which has a JSON Schema: its setup (`<G as
/// Live>::Setup`), commands, stored events, views and events as a reader reads them.
/// Implemented for every [`Live`] whose types are described, that is for the three rule
/// sets under the `schema` feature; the build without the feature has no such bounds.
pub trait Described:
    Live<
    Setup: JsonSchema,
    Command: JsonSchema,
    Event: JsonSchema,
    View: JsonSchema,
    Presented: JsonSchema,
>
{
}

impl<G> Described for G
where
    G: Live,
    G::Setup: JsonSchema,
    G::Command: JsonSchema,
    G::Event: JsonSchema,
    G::View: JsonSchema,
    G::Presented: JsonSchema,
{
}

/// The schemas of one rule set's payloads, each a draft 2020-12 root schema with its
/// definitions: what a test checks real payloads against, and a summary of what the
/// server's document describes per rule set. What the server reads is described as serde
/// reads it (a field with a default may be left out); what it writes, as serde writes it
/// (every field but those skipped when empty is there, `null` where it says so):
/// schemars' `for_deserialize` and `for_serialize` contracts, which an OpenAPI generator
/// should use the same way.
pub struct Payloads {
    /// `LobbyCommand<Setup>::Start`'s `setup`, as read.
    pub setup: Value,
    /// A command as the API takes it: `{"lobby": …}` or `{"game": …}`, as read.
    pub command: Value,
    /// A stored event: `{"lobby": …}` or `{"game": …}`, as written.
    pub event: Value,
    /// A stored event as a reader reads it (`Hosted::presented`), as written.
    pub presented: Value,
    /// The game as a reader reads it (`Hosted::view_typed`), as written.
    pub view: Value,
}

/// The schemas of `G`'s payloads.
pub fn payloads<G: Described>() -> Payloads {
    Payloads {
        setup: read::<G::Setup>(),
        command: read::<Command<G::Setup, G::Command>>(),
        event: written::<Event<G::Event>>(),
        presented: written::<Event<G::Presented>>(),
        view: written::<HostedView<G::View>>(),
    }
}

/// `T`'s schema as serde reads it: a draft 2020-12 document with its definitions. Unlike
/// the formats' documents (`omerta_schema::document`), a `null` stays where serde takes
/// one.
pub fn read<T: JsonSchema>() -> Value {
    SchemaSettings::draft2020_12()
        .for_deserialize()
        .into_generator()
        .into_root_schema_for::<T>()
        .to_value()
}

/// `T`'s schema as serde writes it: every field it always writes is required, and `null`
/// is there where it writes one (a view's "not known").
pub fn written<T: JsonSchema>() -> Value {
    SchemaSettings::draft2020_12()
        .for_serialize()
        .into_generator()
        .into_root_schema_for::<T>()
        .to_value()
}

/// A forum role's night attributes, only the host knows them (`setup.roles[i].night`, the
/// `dealt` event's): `sanity`, `appears`, `self_target` and `passives`, as a player of an
/// `omerta-night/1` document gives them (their schema is that format's, taken from
/// `omerta_night::schema::document`).
pub struct NightAttributes;

/// The attributes a forum role's `night` takes of a night document's player.
const NIGHT_KEYS: [&str; 4] = ["sanity", "appears", "self_target", "passives"];

impl JsonSchema for NightAttributes {
    fn schema_name() -> Cow<'static, str> {
        "NightAttributes".into()
    }

    fn schema_id() -> Cow<'static, str> {
        "omerta_live::schema::NightAttributes".into()
    }

    fn json_schema(_: &mut SchemaGenerator) -> Schema {
        let night = omerta_night::schema::document();
        let definitions = &night["$defs"];
        let player = &definitions["player"]["properties"];
        let mut properties = Map::new();
        for key in NIGHT_KEYS {
            let mut property = player[key].clone();
            // A passive is the night format's own definition, inlined: this schema lives
            // in another document, whose definitions do not hold the night format's.
            if key == "passives" {
                if let Some(items) = property.get_mut("items") {
                    *items = definitions["passive"].clone();
                }
            }
            properties.insert(key.to_string(), property);
        }
        let mut schema = Map::new();
        schema.insert("type".into(), "object".into());
        schema.insert(
            "description".into(),
            "The role's night attributes, which only the host knows: as a player of an \
             omerta-night/1 document gives them."
                .into(),
        );
        schema.insert("properties".into(), Value::Object(properties));
        schema.insert("additionalProperties".into(), false.into());
        Schema::try_from(Value::Object(schema)).expect("an object is a schema")
    }
}
