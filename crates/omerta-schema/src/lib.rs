//! What every document format's JSON Schema shares. Each rule crate derives
//! `schemars::JsonSchema` for the types that read its documents (its `schema` feature) and
//! hands the root type to [`document`], which makes the one draft 2020-12 schema the
//! server serves (`GET /api/schemas/{name}`) and `omerta schema` prints.
//!
//! The schema describes the documents as the formats' pages write them: a field that may
//! be left out is left out (a JSON `null`, which the readers take for a missing field, is
//! not offered), and an integer is bounded by the type that reads it.

use schemars::generate::SchemaSettings;
use schemars::transform::RecursiveTransform;
use schemars::{JsonSchema, Schema};
use serde_json::Value;

/// Where the schemas are served from, relative to the server's root.
pub const PATH: &str = "/api/schemas/";

/// The `$id` base of every schema: the project's address, then [`PATH`].
pub const BASE: &str = "https://example.invalid/omerta/api/schemas/";

/// The file name a format's schema is served under: `omerta-pro/1` is
/// `omerta-pro-1.json`.
pub fn file_name(format: &str) -> String {
    format!("{}.json", format.replace('/', "-"))
}

/// The schema of documents read by `T`, for the format `format` (`"omerta-pro/1"`), with
/// its `$schema`, `$id` and `title`.
pub fn document<T: JsonSchema>(format: &str, title: &str) -> Value {
    let mut schema = SchemaSettings::draft2020_12()
        .with_transform(RecursiveTransform(as_documented))
        .into_generator()
        .into_root_schema_for::<T>();
    schema.insert("$id".into(), format!("{BASE}{}", file_name(format)).into());
    schema.insert("title".into(), title.into());
    schema.to_value()
}

/// One schema as the format's page writes it: no `null` for a field that may be left out,
/// descriptions as paragraphs, and integers bounded by their Rust type with `minimum`/`maximum` rather than schemars'
/// own `format` names (`uint32`), which validators do not know.
fn as_documented(schema: &mut Schema) {
    let Some(object) = schema.as_object_mut() else {
        return;
    };
    // A doc comment's lines are one paragraph; a blank line starts another.
    if let Some(Value::String(text)) = object.get_mut("description") {
        *text = text
            .split("\n\n")
            .map(|paragraph| paragraph.split_whitespace().collect::<Vec<_>>().join(" "))
            .collect::<Vec<_>>()
            .join("\n\n");
    }
    // `#[serde(default)]` on an `Option`: left out, not null.
    if object.get("default") == Some(&Value::Null) {
        object.remove("default");
    }
    // `Option<T>`: `"type": ["string", "null"]`, or `anyOf` [T, {"type": "null"}].
    if let Some(Value::Array(types)) = object.get_mut("type") {
        types.retain(|t| t != "null");
        if let [one] = types.as_slice() {
            let one = one.clone();
            object.insert("type".into(), one);
        }
    }
    if let Some(Value::Array(options)) = object.get("anyOf") {
        let null = serde_json::json!({"type": "null"});
        let others: Vec<&Value> = options.iter().filter(|o| **o != null).collect();
        if let ([Value::Object(only)], true) = (others.as_slice(), others.len() < options.len()) {
            let only = only.clone();
            object.remove("anyOf");
            for (key, value) in only {
                object.entry(key).or_insert(value);
            }
        }
    }
    let most = match object.get("format").and_then(Value::as_str) {
        Some("uint32") => Some(u64::from(u32::MAX)),
        Some("uint64" | "uint") => Some(u64::MAX),
        Some(name) if name.starts_with("int") || name.starts_with("uint") => None,
        _ => return,
    };
    object.remove("format");
    if let Some(most) = most {
        object.entry("maximum").or_insert(most.into());
    }
}

/// Adds properties to an object's schema: what a document holds that its type does not read
/// (a field another tool writes, an entry kept as given).
pub fn add_properties(schema: &mut Schema, properties: Value) {
    let object = schema.ensure_object();
    let Value::Object(added) = properties else {
        return;
    };
    if let Value::Object(existing) = object
        .entry("properties")
        .or_insert_with(|| Value::Object(Default::default()))
    {
        existing.extend(added);
    }
}

/// Adds rules every instance must follow (`allOf`): the conditions between fields a type
/// cannot state (`if` one field has this value, `then` another is required).
pub fn add_rules(schema: &mut Schema, rules: impl IntoIterator<Item = Value>) {
    let object = schema.ensure_object();
    if let Value::Array(all) = object
        .entry("allOf")
        .or_insert_with(|| Value::Array(Vec::new()))
    {
        all.extend(rules);
    }
}

/// Makes fields required that the type reads with a default (an empty list) but the
/// format's page requires.
pub fn require(schema: &mut Schema, fields: &[&str]) {
    let object = schema.ensure_object();
    if let Value::Array(required) = object
        .entry("required")
        .or_insert_with(|| Value::Array(Vec::new()))
    {
        for field in fields {
            if !required.iter().any(|r| r == field) {
                required.push((*field).into());
            }
        }
    }
}

/// Documents checked against a schema, and the documents a repository holds: what the
/// rule crates' tests use to hold each schema to its reader (feature `check`).
#[cfg(feature = "check")]
pub mod check {
    use serde_json::Value;
    use std::path::Path;

    /// What `schema` finds wrong in `document`, each a sentence with its place
    /// (`/players/3/seat: 11 is greater than the maximum of 10`); empty when it follows it.
    pub fn problems(schema: &Value, document: &Value) -> Vec<String> {
        let validator = match jsonschema::draft202012::new(schema) {
            Ok(validator) => validator,
            Err(error) => return vec![format!("the schema does not compile: {error}")],
        };
        validator
            .iter_errors(document)
            .map(|e| format!("{}: {e}", e.instance_path()))
            .collect()
    }

    /// Panics unless every document (a place and its text) is read by its reader and
    /// follows `schema`, naming the first that does not and why.
    pub fn assert_follow(
        schema: &Value,
        documents: &[(String, String)],
        read: impl Fn(&str) -> Result<(), String>,
    ) {
        for (place, text) in documents {
            if let Err(why) = read(text) {
                panic!("{place}: the reader refuses it: {why}");
            }
            let document: Value =
                serde_json::from_str(text).unwrap_or_else(|e| panic!("{place}: not JSON: {e}"));
            let found = problems(schema, &document);
            assert!(found.is_empty(), "{place}: {found:?}");
        }
    }

    /// Panics unless `schema` refuses `document` and its reader (`accepts`) does too: `why`
    /// says what is wrong with it.
    pub fn assert_refused(
        schema: &Value,
        document: &Value,
        accepts: impl Fn(&str) -> bool,
        why: &str,
    ) {
        assert!(
            !problems(schema, document).is_empty(),
            "the schema takes {why}"
        );
        assert!(!accepts(&document.to_string()), "the reader takes {why}");
    }

    /// Whether `schema` is a valid JSON Schema (checked against its meta-schema).
    pub fn is_schema(schema: &Value) -> bool {
        jsonschema::meta::is_valid(schema)
    }

    /// The JSON documents of a folder (`*.json`), by path, with their text.
    pub fn files(dir: &Path) -> Vec<(String, String)> {
        let mut found: Vec<(String, String)> = std::fs::read_dir(dir)
            .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
            .map(|entry| entry.expect("a folder entry").path())
            .filter(|path| path.extension().is_some_and(|e| e == "json"))
            .map(|path| {
                let text = std::fs::read_to_string(&path)
                    .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
                (path.display().to_string(), text)
            })
            .collect();
        found.sort();
        found
    }

    /// The whole documents of `format` a Markdown page shows (its ```json blocks that are
    /// objects naming the format), with the page's path.
    pub fn blocks(page: &Path, format: &str) -> Vec<(String, String)> {
        let text =
            std::fs::read_to_string(page).unwrap_or_else(|e| panic!("{}: {e}", page.display()));
        let name = format!("\"{format}\"");
        text.split("```json\n")
            .skip(1)
            .filter_map(|block| block.split("```").next())
            .filter(|block| block.trim_start().starts_with('{') && block.contains(&name))
            .map(|block| (page.display().to_string(), block.to_string()))
            .collect()
    }
}
