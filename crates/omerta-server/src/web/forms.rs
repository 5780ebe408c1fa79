//! A form's fields as a command: how every page's forms speak the API's command language
//! without a handler per form.
//!
//! - `cmd`: `lobby` or `game`, which half of the command the form fills.
//! - `cid`: the command id (each rendered form has a fresh one: a form sent twice is
//!   applied once).
//! - `json`: the whole command as JSON (what the judge console's script builds), or
//! - `f.<path>`: one field of the command; the path's dots nest objects
//!   (`f.setup.night_ms`). A suffix types the value: `:int`, `:bool` (`on`/`true`),
//!   `:json`, `:ints` (numbers split by commas or spaces), `:text` (a string that is left
//!   out when empty: an optional text area); none is a string. A path that
//!   ends in `[]` collects every such field into a list. An empty typed value is left out
//!   (a select's "none").

use crate::games::CommandBody;
use serde_json::{Map, Value};

/// The most fields a form may have: the biggest form of a page (a 1923 start with its
/// families) has a few dozen.
pub const MAX_FIELDS: usize = 500;
/// The deepest a dotted path may nest (`f.setup.game.night_hours` is 3 deep): deeper
/// paths would build values whose recursive clone, deserialization and drop overflow the
/// stack.
pub const MAX_DEPTH: usize = 8;
/// The longest field name.
pub const MAX_NAME: usize = 200;

/// The command a form sends, or what is wrong with the form.
pub fn command(fields: &[(String, String)]) -> Result<CommandBody, String> {
    if fields.len() > MAX_FIELDS {
        return Err(format!(
            "a form has at most {MAX_FIELDS} fields; this one has {}",
            fields.len()
        ));
    }
    if let Some((key, _)) = fields.iter().find(|(k, _)| k.len() > MAX_NAME) {
        return Err(format!(
            "a field's name is at most {MAX_NAME} characters ({}… is longer)",
            key.chars().take(20).collect::<String>()
        ));
    }
    let get = |key: &str| {
        fields
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.as_str())
    };
    let half = get("cmd").ok_or("the form names no command (cmd)")?;
    let body = match get("json").filter(|j| !j.trim().is_empty()) {
        Some(text) => serde_json::from_str::<Value>(text).map_err(|e| format!("json: {e}"))?,
        None => {
            let mut root = Map::new();
            for (key, value) in fields {
                if let Some(path) = key.strip_prefix("f.") {
                    put(&mut root, path, value)?;
                }
            }
            Value::Object(root)
        }
    };
    let id = get("cid").filter(|c| !c.is_empty()).map(str::to_string);
    match half {
        "lobby" => Ok(CommandBody {
            id,
            lobby: Some(body),
            game: None,
        }),
        "game" => Ok(CommandBody {
            id,
            lobby: None,
            game: Some(body),
        }),
        other => Err(format!("cmd is lobby or game, not {other:?}")),
    }
}

fn typed(kind: &str, raw: &str) -> Result<Option<Value>, String> {
    let raw = raw.trim();
    if raw.is_empty() && !kind.is_empty() {
        return Ok(None);
    }
    match kind {
        "" | "text" => Ok(Some(Value::String(raw.to_string()))),
        "int" => raw
            .parse::<i64>()
            .map(|n| Some(Value::from(n)))
            .map_err(|_| format!("{raw:?} is not a whole number")),
        "bool" => Ok(Some(Value::Bool(matches!(
            raw,
            "on" | "true" | "1" | "yes"
        )))),
        "json" => serde_json::from_str(raw)
            .map(Some)
            .map_err(|e| format!("{raw:?} is not JSON: {e}")),
        "ints" => raw
            .split(|c: char| c == ',' || c.is_whitespace())
            .filter(|s| !s.is_empty())
            .map(|s| {
                s.parse::<i64>()
                    .map(Value::from)
                    .map_err(|_| format!("{s:?} is not a whole number"))
            })
            .collect::<Result<Vec<_>, _>>()
            .map(|list| Some(Value::Array(list))),
        other => Err(format!("unknown field type :{other}")),
    }
}

fn put(root: &mut Map<String, Value>, path: &str, raw: &str) -> Result<(), String> {
    let (path, kind) = path.split_once(':').unwrap_or((path, ""));
    let (path, list) = match path.strip_suffix("[]") {
        Some(p) => (p, true),
        None => (path, false),
    };
    if path.split('.').count() > MAX_DEPTH {
        return Err(format!(
            "a field's path nests at most {MAX_DEPTH} names deep (f.{}… is deeper)",
            path.chars().take(20).collect::<String>()
        ));
    }
    let Some(value) = typed(kind, raw)? else {
        if list {
            // An empty list is still a list: a multi-select with nothing chosen.
            ensure_list(root, path)?;
        }
        return Ok(());
    };
    let mut keys: Vec<&str> = path.split('.').collect();
    let last = keys
        .pop()
        .filter(|k| !k.is_empty())
        .ok_or("an empty field name")?;
    let mut object = root;
    for key in keys {
        object = object
            .entry(key)
            .or_insert_with(|| Value::Object(Map::new()))
            .as_object_mut()
            .ok_or_else(|| format!("field {key} is both a value and an object"))?;
    }
    if list {
        match object
            .entry(last)
            .or_insert_with(|| Value::Array(Vec::new()))
        {
            Value::Array(items) => items.push(value),
            _ => return Err(format!("field {last} is both a value and a list")),
        }
    } else {
        object.insert(last.to_string(), value);
    }
    Ok(())
}

fn ensure_list(root: &mut Map<String, Value>, path: &str) -> Result<(), String> {
    let mut keys: Vec<&str> = path.split('.').collect();
    let last = keys.pop().ok_or("an empty field name")?;
    let mut object = root;
    for key in keys {
        object = object
            .entry(key)
            .or_insert_with(|| Value::Object(Map::new()))
            .as_object_mut()
            .ok_or_else(|| format!("field {key} is both a value and an object"))?;
    }
    object
        .entry(last)
        .or_insert_with(|| Value::Array(Vec::new()));
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn fields(pairs: &[(&str, &str)]) -> Vec<(String, String)> {
        pairs
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect()
    }

    #[test]
    fn typed_fields_nest_into_the_command() {
        let body = command(&fields(&[
            ("csrf", "x"),
            ("cmd", "lobby"),
            ("cid", "abc"),
            ("f.type", "start"),
            ("f.setup.night_ms:int", "60000"),
            ("f.setup.open:bool", "on"),
            ("f.setup.roles:json", "[\"don\"]"),
            ("f.setup.skip:int", ""),
            ("f.setup.pms.role:text", "  "),
            ("f.setup.pms.results:text", "Night {night}:\n{results}\n"),
        ]))
        .unwrap();
        assert_eq!(body.id.as_deref(), Some("abc"));
        assert_eq!(
            body.lobby.unwrap(),
            json!({"type": "start", "setup": {"night_ms": 60000, "open": true, "roles": ["don"],
                "pms": {"results": "Night {night}:\n{results}"}}})
        );
    }

    #[test]
    fn list_fields_collect_and_ints_split() {
        let body = command(&fields(&[
            ("cmd", "game"),
            ("f.type", "lift"),
            ("f.yes[]:int", "3"),
            ("f.yes[]:int", "5"),
            ("f.none[]:int", ""),
            ("f.seats:ints", "1, 2 3"),
        ]))
        .unwrap();
        assert_eq!(
            body.game.unwrap(),
            json!({"type": "lift", "yes": [3, 5], "none": [], "seats": [1, 2, 3]})
        );
    }

    #[test]
    fn a_json_field_is_the_whole_command() {
        let body = command(&fields(&[
            ("cmd", "game"),
            ("json", r#"{"type":"record","event":{"type":"day"}}"#),
        ]))
        .unwrap();
        assert_eq!(
            body.game.unwrap(),
            json!({"type": "record", "event": {"type": "day"}})
        );
    }

    #[test]
    fn deep_or_many_fields_are_refused_with_a_reason() {
        // The attack that overflowed the stack: one field 5,000 names deep.
        let deep = format!("f.{}a", "a.".repeat(5000));
        let error = command(&fields(&[("cmd", "game"), (&deep, "1")])).unwrap_err();
        assert!(error.contains("at most"), "{error}");
        let deep = format!("f.{}a", "a.".repeat(MAX_DEPTH));
        assert!(command(&fields(&[("cmd", "game"), (&deep, "1")]))
            .unwrap_err()
            .contains("8 names deep"));
        let ok = format!("f.{}a", "a.".repeat(MAX_DEPTH - 1));
        assert!(command(&fields(&[("cmd", "game"), (&ok, "1")])).is_ok());
        let many: Vec<(String, String)> = (0..=MAX_FIELDS)
            .map(|i| (format!("f.x{i}"), "1".to_string()))
            .collect();
        assert!(command(&many).unwrap_err().contains("fields"));
    }

    #[test]
    fn bad_forms_say_why() {
        assert!(command(&fields(&[("f.type", "x")]))
            .unwrap_err()
            .contains("cmd"));
        assert!(command(&fields(&[("cmd", "game"), ("f.n:int", "x")]))
            .unwrap_err()
            .contains("whole number"));
        assert!(command(&fields(&[("cmd", "other")]))
            .unwrap_err()
            .contains("lobby or game"));
        assert!(command(&fields(&[("cmd", "game"), ("json", "{")]))
            .unwrap_err()
            .starts_with("json"));
    }
}
