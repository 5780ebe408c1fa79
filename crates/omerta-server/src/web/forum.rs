//! The forum thread page: what the page needs beyond the game's view.

use serde_json::{json, Value};

/// Derived data for `templates/forum/game.html`.
pub fn context(view: &Value) -> Value {
    let _ = view;
    json!({})
}
