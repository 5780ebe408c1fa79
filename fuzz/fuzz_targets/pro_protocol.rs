//! Arbitrary bytes as a Pro Mafia protocol: nothing may panic, and whatever scores must
//! print as JSON whose totals are the sums of their awards.
#![no_main]

use libfuzzer_sys::fuzz_target;
use omerta_pro::{report, score_json, Points};
use serde_json::Value;

fuzz_target!(|data: &[u8]| {
    // The contract is about text; bytes that are not UTF-8 never reach the engine.
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    // The fast reader answers only where serde would answer the same.
    if let Some(fast) = omerta_pro::protocol::read_fast(text) {
        assert_eq!(
            Ok(fast),
            omerta_pro::Protocol::from_json_by_serde(text),
            "the fast reader disagrees with serde"
        );
    }
    let Ok((game, sheet)) = score_json(text) else {
        return;
    };
    for seat in &sheet.seats {
        let sum: Points = seat.awards.iter().map(|a| a.points).sum();
        assert_eq!(
            seat.total, sum,
            "seat {} total is not the sum of its awards",
            seat.seat
        );
    }
    let json = report::to_json(&game, &sheet);
    let printed: Value = serde_json::from_str(&json)
        .unwrap_or_else(|e| panic!("report::to_json printed invalid JSON ({e}): {json}"));
    assert_printed_totals_add_up(&printed);
    // The table for people must not panic either (names of any length and script).
    let _ = report::to_table(&game, &sheet);
});

/// Every printed player's `total` equals the sum of its awards' `points`, compared in
/// thousandths (the printed numbers have at most three decimals).
fn assert_printed_totals_add_up(printed: &Value) {
    let players = printed["players"]
        .as_array()
        .expect("\"players\" is an array");
    assert_eq!(players.len(), 10, "all ten seats are printed");
    for player in players {
        let total = thousandths(&player["total"]);
        let awards = player["awards"].as_array().expect("\"awards\" is an array");
        let sum: i64 = awards.iter().map(|a| thousandths(&a["points"])).sum();
        assert_eq!(
            total, sum,
            "printed total is not the sum of the printed awards: {player}"
        );
    }
}

fn thousandths(number: &Value) -> i64 {
    let n = number
        .as_f64()
        .unwrap_or_else(|| panic!("{number} is not a number"));
    (n * 1000.0).round() as i64
}
