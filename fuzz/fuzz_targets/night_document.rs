//! Arbitrary bytes as a night document (`omerta-night/1`): nothing may panic, and
//! whatever resolves must print, with its deaths and recruits sorted and unique.
#![no_main]

use libfuzzer_sys::fuzz_target;
use serde_json::Value;

fuzz_target!(|data: &[u8]| {
    // The contract is about text; bytes that are not UTF-8 never reach the engine.
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(outcome) = omerta_night::resolve_json(text, true) else {
        return;
    };
    for (what, names) in [
        ("deaths", &outcome.deaths),
        ("recruited", &outcome.recruited),
    ] {
        assert!(
            names.windows(2).all(|w| w[0] < w[1]),
            "{what} are not sorted and unique: {names:?}"
        );
    }
    let json = outcome.to_json();
    // What is printed is what was resolved.
    let printed: Value = serde_json::from_str(&json.to_string()).expect("to_json prints JSON");
    assert_eq!(printed["deaths"], serde_json::json!(outcome.deaths));
    assert_eq!(printed["recruited"], serde_json::json!(outcome.recruited));
    let _ = outcome.to_text();
});
