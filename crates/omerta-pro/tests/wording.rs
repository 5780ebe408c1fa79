//! What a person reads when a record is wrong (issue 28, item 10): one problem once, its
//! place named, no serde forms.

use omerta_pro::interchange::polemica;
use omerta_pro::replay_json;
use serde_json::Value;

fn example(name: &str) -> Value {
    let path = format!("{}/../../examples/pro/{name}", env!("CARGO_MANIFEST_DIR"));
    serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

/// A misspelt role is one problem: its seat is not also said to be empty, nor the table's
/// roles miscounted.
#[test]
fn a_misspelt_role_is_one_problem() {
    let mut doc = example("red-win.json");
    doc["players"][0]["role"] = "civilan".into();
    let error = replay_json(&doc.to_string()).unwrap_err();
    let text = error.to_string();
    assert!(text.starts_with("1 problem found:"), "{text}");
    assert!(
        text.contains("players[0]: unknown role \"civilan\""),
        "{text}"
    );
    assert!(!text.contains("has no player"), "{text}");
    assert!(!text.contains("a table needs"), "{text}");
}

/// A seat left out is still said, and the count of roles still checked, when every role
/// is known.
#[test]
fn an_empty_seat_and_a_wrong_count_are_still_said() {
    let mut doc = example("red-win.json");
    doc["players"].as_array_mut().unwrap().remove(0);
    let text = replay_json(&doc.to_string()).unwrap_err().to_string();
    assert!(text.contains("seat 1 has no player"), "{text}");
    assert!(
        text.contains("a table needs 6 civilians, this one has 5"),
        "{text}"
    );
}

/// Where the text of a Polemica record ends early, the place is its line and column, not
/// serde's "?".
#[test]
fn a_truncated_polemica_record_is_placed_by_line_and_column() {
    for text in ["{\"a\": 1,", "{", "{\"players\": [{\"role\": "] {
        let refused = polemica::import(text).unwrap_err().to_string();
        assert!(!refused.contains('?'), "{text}: {refused}");
        assert!(refused.contains("line 1, column"), "{text}: {refused}");
    }
}
