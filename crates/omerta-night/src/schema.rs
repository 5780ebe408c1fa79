//! The JSON Schema (draft 2020-12) of the `omerta-night/1` document, generated from the
//! types that read it (`document.rs`) by schemars; what the types cannot say (the format's
//! name, the words each field takes, how many targets each ability takes) is added to them
//! here, from the same lists the reader checks against.

use crate::{Ability, Passive};
use schemars::Schema;
use serde_json::{json, Value};

/// The format this schema describes.
pub const FORMAT: &str = "omerta-night/1";

/// The schema of an `omerta-night/1` document (JSON Schema draft 2020-12), with its
/// `$schema`, `$id` and title.
pub fn document() -> Value {
    omerta_schema::document::<crate::document::RawNight>(FORMAT, "omerta-night/1 night document")
}

/// Every ability's name, as an action's `ability` gives it.
pub(crate) fn abilities() -> Vec<&'static str> {
    Ability::ALL.iter().map(|a| a.name()).collect()
}

/// Keys that are abilities' names (a player's `shots`).
pub(crate) fn ability_key() -> Value {
    json!({ "enum": abilities() })
}

/// Every passive's name, as a passive's `kind` gives it.
pub(crate) fn passives() -> Vec<&'static str> {
    Passive::ALL.iter().map(|p| p.name()).collect()
}

/// A lover names the player they die with.
pub(crate) fn passive_rules(schema: &mut Schema) {
    omerta_schema::add_rules(
        schema,
        [json!({
            "if": {"properties": {"kind": {"const": "lover"}}, "required": ["kind"]},
            "then": {"required": ["with"]}
        })],
    );
}

/// An action has as many targets as its ability takes.
pub(crate) fn action_rules(schema: &mut Schema) {
    let mut by_arity: std::collections::BTreeMap<usize, Vec<&str>> = Default::default();
    for ability in Ability::ALL {
        by_arity
            .entry(ability.arity())
            .or_default()
            .push(ability.name());
    }
    let rules = by_arity.into_iter().map(|(arity, names)| {
        let targets = json!({"minItems": arity, "maxItems": arity});
        let then = if arity == 0 {
            json!({"properties": {"targets": targets}})
        } else {
            json!({"properties": {"targets": targets}, "required": ["targets"]})
        };
        json!({
            "if": {"properties": {"ability": {"enum": names}}, "required": ["ability"]},
            "then": then
        })
    });
    omerta_schema::add_rules(schema, rules);
}
