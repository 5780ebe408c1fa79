//! The OpenAPI document served at `/api/openapi.json` (`openapi.json` next to this file).

pub const DOCUMENT: &str = include_str!("openapi.json");
