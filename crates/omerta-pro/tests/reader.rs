//! The fast protocol reader against serde's: wherever the fast reader answers, its answer
//! is exactly serde's; on the documents people write it answers.

use omerta_pro::protocol::{read_fast, Protocol};
use proptest::prelude::*;

fn examples() -> Vec<(String, String)> {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../examples/pro");
    let mut found: Vec<(String, String)> = std::fs::read_dir(dir)
        .expect("examples/pro")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .map(|p| {
            (
                p.display().to_string(),
                std::fs::read_to_string(&p).unwrap(),
            )
        })
        .collect();
    found.sort();
    found
}

/// The agreement itself: a fast answer equals serde's reading.
fn agrees(text: &str) -> Result<(), TestCaseError> {
    if let Some(fast) = read_fast(text) {
        let serde = Protocol::from_json_by_serde(text);
        prop_assert_eq!(Ok(fast), serde, "the readers disagree on {:?}", text);
    }
    Ok(())
}

#[test]
fn every_example_takes_the_fast_path_and_matches_serde() {
    for (name, text) in examples() {
        let fast = read_fast(&text).unwrap_or_else(|| panic!("{name}: fast reader stepped aside"));
        assert_eq!(Ok(fast), Protocol::from_json_by_serde(&text), "{name}");
        // Compact form too.
        let compact =
            serde_json::to_string(&serde_json::from_str::<serde_json::Value>(&text).unwrap())
                .unwrap();
        assert!(read_fast(&compact).is_some(), "{name} (compact)");
        agrees(&compact).unwrap();
    }
}

#[test]
fn the_fast_reader_steps_aside_for_what_only_serde_can_judge() {
    let base = r#"{"format":"omerta-pro/1","players":[],"events":[{"type":"day"}]}"#;
    assert!(read_fast(base).is_some());
    for text in [
        r#"{"format":"omerta-pro/1","format":"x"}"#, // duplicate field
        r#"{"format":"omerta\u002dpro/1"}"#,         // an escape
        r#"{"events":[{"type":"foul","seat":2.0}]}"#, // a float seat
        r#"{"events":[{"type":"foul","seat":-0}]}"#, // negative zero
        r#"{"events":[{"type":"foul","seat":01}]}"#, // a leading zero
        r#"{"players":null}"#,                       // null where serde refuses
        r#"{"events":[{"type":"vote","ballots":{"1":null}}]}"#, // null ballot
        r#"{"rules":{"house":true}}"#,               // an unknown rule
        r#"{"events":[]} x"#,                        // trailing text
        r#"[]"#,                                     // not an object
        r#"{"events":[{"type":"foul","seat":99999999999999999999}]}"#, // too large
    ] {
        assert!(read_fast(text).is_none(), "{text}");
        agrees(text).unwrap();
    }
}

/// Bytes that change a JSON document's meaning or break it.
const TOKENS: &[&str] = &[
    "{",
    "}",
    "[",
    "]",
    ":",
    ",",
    "\"",
    "\\",
    "0",
    "1",
    "-",
    ".",
    "e",
    "10",
    "11",
    "null",
    "true",
    " ",
    "\n",
    "\"type\"",
    "\"day\"",
    "\"seat\"",
    "\"x\":1,",
    "{\"type\":\"foul\",\"seat\":3},",
];

proptest! {
    #![proptest_config(ProptestConfig { cases: 512, ..ProptestConfig::default() })]

    /// Any edit of any example: the fast reader answers as serde does, or steps aside.
    #[test]
    fn fast_reader_agrees_with_serde_on_edited_examples(
        pick in 0usize..64,
        edits in prop::collection::vec((0usize..100_000, 0usize..6, 0usize..TOKENS.len()), 1..4),
    ) {
        let all = examples();
        let (_, text) = &all[pick % all.len()];
        let mut text = text.clone();
        for (at, how, token) in edits {
            let mut at = at % (text.len() + 1);
            while !text.is_char_boundary(at) {
                at -= 1;
            }
            match how {
                0 | 1 => text.insert_str(at, TOKENS[token]),
                2 | 3 => {
                    let mut end = (at + 1 + token % 4).min(text.len());
                    while !text.is_char_boundary(end) {
                        end += 1;
                    }
                    text.replace_range(at..end, "");
                }
                _ => {
                    let mut end = (at + 1 + token).min(text.len());
                    while !text.is_char_boundary(end) {
                        end += 1;
                    }
                    text.replace_range(at..end, TOKENS[token]);
                }
            }
        }
        agrees(&text)?;
    }
}

/// The property above is not vacuous: many edited documents still take the fast path
/// (and then must match serde), many do not.
#[test]
fn edited_documents_exercise_both_paths() {
    let all = examples();
    let mut state: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut next = || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state as usize
    };
    let (mut fast, mut serde) = (0, 0);
    for _ in 0..2000 {
        let (_, text) = &all[next() % all.len()];
        let mut text = text.clone();
        let mut at = next() % (text.len() + 1);
        while !text.is_char_boundary(at) {
            at -= 1;
        }
        text.insert_str(at, TOKENS[next() % TOKENS.len()]);
        if read_fast(&text).is_some() {
            fast += 1;
        } else {
            serde += 1;
        }
        agrees(&text).unwrap();
    }
    assert!(fast > 200 && serde > 200, "fast {fast}, serde {serde}");
}
