//! The JSON Schema (draft 2020-12) of the `omerta-1923/1` script, generated from the types
//! that read it (`script.rs`) by schemars; what the types cannot say (the format's name,
//! the roles each field takes, which fields go with which level, phase and role) is added
//! to them here, from the roles' own lists.

use crate::role::{Role, When};
use schemars::{json_schema, JsonSchema, Schema, SchemaGenerator};
use serde_json::{json, Value};
use std::borrow::Cow;

/// The format this schema describes.
pub const FORMAT: &str = "omerta-1923/1";

/// The schema of an `omerta-1923/1` script (JSON Schema draft 2020-12), with its
/// `$schema`, `$id` and title.
pub fn document() -> Value {
    omerta_schema::document::<crate::script::RawScript>(FORMAT, "omerta-1923/1 script")
}

const MAFIA_MEMBER: &str = "Mafia Member";

/// A name: of a player or a family, not blank.
pub(crate) struct Name;

impl JsonSchema for Name {
    fn schema_name() -> Cow<'static, str> {
        "name".into()
    }

    fn json_schema(_: &mut SchemaGenerator) -> Schema {
        json_schema!({"type": "string", "pattern": "\\S"})
    }
}

fn titles(keep: impl Fn(Role) -> bool) -> Vec<&'static str> {
    Role::ALL
        .into_iter()
        .filter(|r| keep(*r))
        .map(Role::title)
        .collect()
}

/// The roles a player may be dealt or request: Townsperson, Mafia Member, and every other.
pub(crate) fn player_roles() -> Vec<&'static str> {
    let mut roles = vec![Role::Townsperson.title(), MAFIA_MEMBER];
    roles.extend(titles(|r| r != Role::Townsperson));
    roles
}

/// The second roles a script may let a Mafia Member hold: any role but Townsperson and
/// Thief (`allowed_second_roles`; M8's own list is narrower, and is the default).
pub(crate) fn second_roles() -> Vec<&'static str> {
    titles(|r| !matches!(r, Role::Townsperson | Role::Thief))
}

/// The roles a random deal's pool may hold (Townsperson fills the rest).
fn pool_roles() -> Vec<&'static str> {
    titles(|r| r != Role::Townsperson)
}

/// The roles with an action to submit, by night or by day.
pub(crate) fn action_roles() -> Vec<&'static str> {
    titles(|r| matches!(r.when(), When::Night | When::Day))
}

/// The roles each pool deals, and the second roles `allowed_second_roles` may name.
pub(crate) fn script_rules(schema: &mut Schema) {
    let Some(properties) = schema.as_object_mut().and_then(|o| o.get_mut("properties")) else {
        return;
    };
    properties["roles"]["items"]["properties"]["role"]["enum"] = json!(pool_roles());
    properties["mafia_second_roles"]["items"]["properties"]["role"]["enum"] = json!(second_roles());
    properties["allowed_second_roles"]["items"]["enum"] = json!(second_roles());
    // Read as empty lists when left out, and then refused (a game has families and players).
    omerta_schema::require(schema, &["families", "players"]);
    // Free text for people, which the engine does not read.
    omerta_schema::add_properties(
        schema,
        json!({
            "title": {"type": "string", "description": "Free text; ignored by the engine."},
            "notes": {"type": "string", "description": "Free text; ignored by the engine."}
        }),
    );
    // A given deal: every beginner and standard player has a family and a role.
    omerta_schema::add_rules(
        schema,
        [json!({
            "if": {"properties": {"deal": {"const": "given"}}, "required": ["deal"]},
            "then": {"properties": {"players": {"items": {
                "if": {
                    "properties": {"level": {"enum": ["beginner", "standard"]}},
                    "required": ["level"]
                },
                "then": {"required": ["family", "role"]}
            }}}}
        })],
    );
}

/// What each level may be dealt: a spectator nothing, a beginner Townsperson or Mafia
/// Member only; a second role goes with Mafia Member.
pub(crate) fn player_rules(schema: &mut Schema) {
    let level =
        |level: &str| json!({"properties": {"level": {"const": level}}, "required": ["level"]});
    omerta_schema::add_rules(
        schema,
        [
            json!({
                "if": level("spectator"),
                "then": {"not": {"anyOf": [
                    {"required": ["family"]},
                    {"required": ["role"]},
                    {"required": ["second_role"]}
                ]}}
            }),
            json!({
                "if": level("beginner"),
                "then": {
                    "properties": {"role": {"enum": [Role::Townsperson.title(), MAFIA_MEMBER]}},
                    "not": {"required": ["second_role"]}
                }
            }),
            json!({
                "if": {"required": ["second_role"]},
                "then": {"required": ["role"], "properties": {"role": {"const": MAFIA_MEMBER}}}
            }),
        ],
    );
}

/// A night holds no ballots; a day no Mafia kills.
pub(crate) fn phase_rules(schema: &mut Schema) {
    schema.insert(
        "if".into(),
        json!({"properties": {"phase": {"pattern": "^night"}}}),
    );
    schema.insert("then".into(), json!({"not": {"required": ["votes"]}}));
    schema.insert(
        "else".into(),
        json!({"not": {"anyOf": [{"required": ["mafia_kills"]}, {"required": ["mafia_by"]}]}}),
    );
}

/// What each role's action names: one player, two, a family, or a family and a player.
pub(crate) fn action_rules(schema: &mut Schema) {
    let role = |roles: &[Role]| {
        let titles: Vec<&str> = roles.iter().map(|r| r.title()).collect();
        json!({"properties": {"role": {"enum": titles}}, "required": ["role"]})
    };
    let targets =
        |least: usize, most: usize| json!({"targets": {"minItems": least, "maxItems": most}});
    use Role::*;
    omerta_schema::add_rules(
        schema,
        [
            json!({
                "if": role(&[BumblingBureaucrat, Boss, Thief, Doctor, Bodyguard, Butler, Detective, Lawyer]),
                "then": {
                    "required": ["targets"],
                    "properties": targets(1, 1),
                    "not": {"required": ["family"]}
                }
            }),
            json!({
                "if": role(&[Shadchan, Paperboy]),
                "then": {
                    "required": ["targets"],
                    "properties": targets(2, 2),
                    "not": {"required": ["family"]}
                }
            }),
            json!({
                "if": role(&[Drunkard]),
                "then": {"required": ["family"], "properties": targets(0, 0)}
            }),
            json!({
                "if": role(&[Sheriff]),
                "then": {"required": ["targets", "family"], "properties": targets(1, 1)}
            }),
            json!({
                "if": role(&[Councilor, Pacifist]),
                "then": {
                    "properties": {"targets": {"maxItems": 1}},
                    "anyOf": [
                        {"required": ["family"]},
                        {"required": ["targets"], "properties": targets(1, 1)}
                    ]
                }
            }),
        ],
    );
}
