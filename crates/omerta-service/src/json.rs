//! Request bodies read as their documents describe them: a struct from a JSON object only.
//! serde reads a struct from a JSON array too, its fields in order (`[null, null]` as a
//! webhook with neither URL nor secret), which no client means and the API documents as
//! an error.

use serde::de::{Deserialize, Deserializer, Visitor};

/// `T` read from a JSON object only (see the module's documentation).
#[derive(Debug, Clone, Copy, Default)]
pub struct Object<T>(pub T);

impl<'de, T: Deserialize<'de>> Deserialize<'de> for Object<T> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        T::deserialize(ObjectOnly(deserializer)).map(Object)
    }
}

/// For `#[serde(default, deserialize_with = "...")]` on an optional struct field: null or
/// absent is none, an object is read, anything else is refused.
pub fn optional_object<'de, D, T>(deserializer: D) -> Result<Option<T>, D::Error>
where
    D: Deserializer<'de>,
    T: Deserialize<'de>,
{
    Ok(Option::<Object<T>>::deserialize(deserializer)?.map(|Object(value)| value))
}

/// A deserializer that asks for a map where a struct is read, and passes everything else
/// through: only the outermost value is affected.
struct ObjectOnly<D>(D);

macro_rules! forward {
    ($($method:ident),* $(,)?) => {
        $(fn $method<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, D::Error> {
            self.0.$method(visitor)
        })*
    };
}

impl<'de, D: Deserializer<'de>> Deserializer<'de> for ObjectOnly<D> {
    type Error = D::Error;

    fn deserialize_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, D::Error> {
        self.0.deserialize_map(visitor)
    }

    forward!(
        deserialize_any,
        deserialize_bool,
        deserialize_i8,
        deserialize_i16,
        deserialize_i32,
        deserialize_i64,
        deserialize_i128,
        deserialize_u8,
        deserialize_u16,
        deserialize_u32,
        deserialize_u64,
        deserialize_u128,
        deserialize_f32,
        deserialize_f64,
        deserialize_char,
        deserialize_str,
        deserialize_string,
        deserialize_bytes,
        deserialize_byte_buf,
        deserialize_option,
        deserialize_unit,
        deserialize_seq,
        deserialize_map,
        deserialize_identifier,
        deserialize_ignored_any,
    );

    fn deserialize_unit_struct<V: Visitor<'de>>(
        self,
        name: &'static str,
        visitor: V,
    ) -> Result<V::Value, D::Error> {
        self.0.deserialize_unit_struct(name, visitor)
    }

    fn deserialize_newtype_struct<V: Visitor<'de>>(
        self,
        name: &'static str,
        visitor: V,
    ) -> Result<V::Value, D::Error> {
        self.0.deserialize_newtype_struct(name, visitor)
    }

    fn deserialize_tuple<V: Visitor<'de>>(
        self,
        len: usize,
        visitor: V,
    ) -> Result<V::Value, D::Error> {
        self.0.deserialize_tuple(len, visitor)
    }

    fn deserialize_tuple_struct<V: Visitor<'de>>(
        self,
        name: &'static str,
        len: usize,
        visitor: V,
    ) -> Result<V::Value, D::Error> {
        self.0.deserialize_tuple_struct(name, len, visitor)
    }

    fn deserialize_enum<V: Visitor<'de>>(
        self,
        name: &'static str,
        variants: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, D::Error> {
        self.0.deserialize_enum(name, variants, visitor)
    }

    fn is_human_readable(&self) -> bool {
        self.0.is_human_readable()
    }
}

/// A typed view as JSON, for a page that adds to it what only the page shows.
pub fn value<T: serde::Serialize>(typed: &T) -> serde_json::Value {
    serde_json::to_value(typed).unwrap_or(serde_json::Value::Null)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde::Deserialize;

    #[derive(Debug, Deserialize, PartialEq)]
    #[serde(deny_unknown_fields)]
    struct Body {
        url: Option<String>,
        #[serde(default, deserialize_with = "optional_object")]
        inner: Option<Inner>,
    }

    #[derive(Debug, Deserialize, PartialEq)]
    #[serde(deny_unknown_fields)]
    struct Inner {
        n: i64,
    }

    fn read(text: &str) -> Result<Body, String> {
        serde_json::from_str::<Object<Body>>(text)
            .map(|Object(body)| body)
            .map_err(|e| e.to_string())
    }

    #[test]
    fn a_struct_is_read_from_an_object_and_never_from_an_array() {
        // serde alone reads both.
        assert!(serde_json::from_str::<Body>(r#"[null]"#).is_ok());
        assert_eq!(
            read(r#"{"url": "x", "inner": {"n": 2}}"#).unwrap(),
            Body {
                url: Some("x".into()),
                inner: Some(Inner { n: 2 })
            }
        );
        assert_eq!(read(r#"{"url": null, "inner": null}"#).unwrap().inner, None);
        assert_eq!(read(r#"{"url": null}"#).unwrap().inner, None);
        for array in [
            r#"[null]"#,
            r#"[null, null]"#,
            r#"{"url": null, "inner": [2]}"#,
        ] {
            let error = read(array).unwrap_err();
            assert!(error.contains("invalid type: sequence"), "{array}: {error}");
        }
    }
}
