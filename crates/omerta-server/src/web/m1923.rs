//! The Mafia 1923 pages (player, spectator, host console): what they need beyond the view.

use serde_json::{json, Value};

/// Derived data for `templates/1923/game.html`.
pub fn context(view: &Value) -> Value {
    let _ = view;
    json!({})
}
