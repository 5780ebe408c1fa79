//! The `omerta-pro/1` document as written: JSON shape only.
//!
//! Parsing checks that the document is JSON and that every field has the JSON type the
//! contract gives it. Everything else (seat ranges, roles, table rules) is checked by
//! [`crate::Game::replay`], which reports every problem at once. Numbers are kept as
//! written (`i64`) so that a seat 11 is a rule violation naming its event, not a parse
//! failure that hides every other problem.

use serde::de::{self, Deserializer, MapAccess, Visitor};
use serde::Deserialize;
use std::fmt;

/// A parsed, not yet validated, protocol document.
#[derive(Deserialize, Debug, Clone, Default)]
#[serde(remote = "Self")]
pub struct Protocol {
    #[serde(default)]
    pub format: Option<String>,
    #[serde(default)]
    pub players: Vec<RawPlayer>,
    #[serde(default)]
    pub rules: Option<RawRules>,
    #[serde(default)]
    pub events: Vec<RawEvent>,
}

#[derive(Deserialize, Debug, Clone)]
#[serde(remote = "Self")]
pub struct RawPlayer {
    pub seat: Option<i64>,
    #[serde(default)]
    pub name: String,
    pub role: Option<String>,
}

/// Table-rule parameters as written; every key is optional.
#[derive(Deserialize, Debug, Clone, Default)]
#[serde(remote = "Self")]
pub struct RawRules {
    pub day1_single_candidate: Option<String>,
    pub lift_threshold: Option<String>,
    pub fourth_foul_removes: Option<bool>,
    /// Keys this version does not know: reported, never silently ignored.
    #[serde(flatten)]
    pub unknown: std::collections::BTreeMap<String, serde::de::IgnoredAny>,
}

/// One event as written. Which fields it needs depends on `type`.
#[derive(Deserialize, Debug, Clone, Default)]
#[serde(remote = "Self")]
pub struct RawEvent {
    #[serde(rename = "type")]
    pub kind: Option<String>,
    pub by: Option<i64>,
    pub target: Option<i64>,
    pub candidates: Option<Vec<i64>>,
    pub ballots: Option<SeatMap<i64>>,
    pub yes: Option<Vec<i64>>,
    pub shots: Option<SeatMap<i64>>,
    pub miss_by: Option<Vec<i64>>,
    pub credit: Option<i64>,
    pub colors: Option<SeatMap<String>>,
    pub order: Option<Vec<i64>>,
    pub helm: Option<i64>,
    pub seat: Option<i64>,
    pub seats: Option<Vec<i64>>,
    pub winner: Option<String>,
}

/// serde's derived deserializers also read a JSON array as a struct, field by field; the
/// contract's documents, players, rules and events are objects, so only objects are read.
macro_rules! object_only {
    ($($t:ty => $what:literal),*) => {$(
        impl<'de> Deserialize<'de> for $t {
            fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                struct ObjectVisitor;
                impl<'de> Visitor<'de> for ObjectVisitor {
                    type Value = $t;
                    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                        f.write_str($what)
                    }
                    fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<$t, A::Error> {
                        <$t>::deserialize(de::value::MapAccessDeserializer::new(map))
                    }
                }
                deserializer.deserialize_map(ObjectVisitor)
            }
        }
    )*};
}

object_only!(
    Protocol => "a protocol document (a JSON object)",
    RawPlayer => "a player (a JSON object)",
    RawRules => "rule parameters (a JSON object)",
    RawEvent => "an event (a JSON object)"
);

/// A JSON object keyed by seat numbers (`{"4": 7}`), kept in document order, duplicates
/// and all, so that validation can name every bad key.
#[derive(Debug, Clone, PartialEq)]
pub struct SeatMap<V>(pub Vec<(SeatKey, V)>);

/// An object key that should be a seat number.
#[derive(Debug, Clone, PartialEq)]
pub enum SeatKey {
    Number(i64),
    /// A key that is not an integer, kept for the error message.
    Text(String),
}

impl fmt::Display for SeatKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SeatKey::Number(n) => write!(f, "{n}"),
            SeatKey::Text(t) => write!(f, "{t:?}"),
        }
    }
}

impl SeatKey {
    fn parse(key: &str) -> SeatKey {
        match key.parse::<i64>() {
            // "04" and "+4" are not how a seat is written; keep them as text.
            Ok(n) if n.to_string() == key => SeatKey::Number(n),
            _ => SeatKey::Text(key.to_owned()),
        }
    }
}

impl<'de> Deserialize<'de> for SeatKey {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct KeyVisitor;
        impl Visitor<'_> for KeyVisitor {
            type Value = SeatKey;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a seat number as an object key")
            }
            fn visit_str<E: de::Error>(self, v: &str) -> Result<SeatKey, E> {
                Ok(SeatKey::parse(v))
            }
        }
        deserializer.deserialize_str(KeyVisitor)
    }
}

impl<'de, V: Deserialize<'de>> Deserialize<'de> for SeatMap<V> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct MapVisitor<V>(std::marker::PhantomData<V>);
        impl<'de, V: Deserialize<'de>> Visitor<'de> for MapVisitor<V> {
            type Value = SeatMap<V>;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("an object keyed by seat numbers")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<SeatMap<V>, A::Error> {
                let mut entries = Vec::with_capacity(map.size_hint().unwrap_or(10).min(16));
                while let Some((key, value)) = map.next_entry::<SeatKey, V>()? {
                    entries.push((key, value));
                }
                Ok(SeatMap(entries))
            }
        }
        deserializer.deserialize_map(MapVisitor(std::marker::PhantomData))
    }
}

/// The document is not JSON, or a field has the wrong JSON type.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseError {
    /// Where, as a path into the document (`events[3].ballots`), when known.
    pub path: String,
    pub line: usize,
    pub column: usize,
    pub message: String,
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.path.is_empty() || self.path == "." {
            write!(
                f,
                "line {}, column {}: {}",
                self.line, self.column, self.message
            )
        } else {
            write!(
                f,
                "{} (line {}, column {}): {}",
                self.path, self.line, self.column, self.message
            )
        }
    }
}

impl std::error::Error for ParseError {}

impl Protocol {
    /// Parses a document. On failure the error names the path, line and column.
    pub fn from_json(text: &str) -> Result<Protocol, ParseError> {
        serde_json::from_str::<Protocol>(text).map_err(|e| ParseError {
            // The fast path knows no path; finding it is only paid for on failure.
            path: locate_type_error(text).unwrap_or_default(),
            line: e.line(),
            column: e.column(),
            message: clean_message(&e),
        })
    }
}

fn clean_message(err: &serde_json::Error) -> String {
    let text = err.to_string();
    // serde_json appends " at line L column C"; we print those apart.
    match text.rfind(" at line ") {
        Some(i) => text[..i].to_owned(),
        None => text,
    }
}

/// The path of the first field whose JSON type is wrong, found by re-reading the document
/// as a tree. `None` when the text is not JSON at all (the line and column say where).
fn locate_type_error(text: &str) -> Option<String> {
    use serde_json::Value;
    let value: Value = serde_json::from_str(text).ok()?;
    let Value::Object(top) = &value else {
        return Some(String::new());
    };
    fn each<T: for<'a> Deserialize<'a>>(name: &str, field: &Value) -> Option<String> {
        let Value::Array(items) = field else {
            return Some(name.to_owned());
        };
        items
            .iter()
            .position(|item| T::deserialize(item).is_err())
            .map(|i| format!("{name}[{i}]"))
    }
    for (key, field) in top {
        let found = match key.as_str() {
            "players" => each::<RawPlayer>("players", field),
            "events" => each::<RawEvent>("events", field),
            "rules" => Option::<RawRules>::deserialize(field)
                .err()
                .map(|_| "rules".to_owned()),
            "format" => Option::<String>::deserialize(field)
                .err()
                .map(|_| "format".to_owned()),
            _ => None,
        };
        if found.is_some() {
            return found;
        }
    }
    None
}
