//! Scenario kit for Pro Mafia tests: build a protocol as a table script, score it, and
//! assert awards by rule id and thousandths.
//!
//! The standard table: Sheriff at seat 1, civilians at 2 to 7, the Don at 8, mafia at 9
//! and 10. So reds are 1-7 and blacks 8-10.
#![allow(dead_code)]

use omerta_pro::{score_json, Error, Game, Scoresheet, Seat};

mod g;
#[allow(unused_imports)]
pub use g::G;
use serde_json::{json, Value};

pub const SHERIFF: u8 = 1;
pub const DON: u8 = 8;
pub const BLACKS: [u8; 3] = [8, 9, 10];

/// The standard ten players.
pub fn players() -> Value {
    let role = |seat: u8| match seat {
        1 => "sheriff",
        8 => "don",
        9 | 10 => "mafia",
        _ => "civilian",
    };
    Value::Array(
        (1..=10)
            .map(|s| json!({"seat": s, "name": format!("Player {s}"), "role": role(s)}))
            .collect(),
    )
}

/// A whole protocol document from events, with the standard table.
pub fn document(events: Vec<Value>) -> String {
    json!({"format": "omerta-pro/1", "players": players(), "rules": {}, "events": events})
        .to_string()
}

/// Same, with rule parameters.
pub fn document_with_rules(rules: Value, events: Vec<Value>) -> String {
    json!({"format": "omerta-pro/1", "players": players(), "rules": rules, "events": events})
        .to_string()
}

pub fn day() -> Value {
    json!({"type": "day"})
}

pub fn night() -> Value {
    json!({"type": "night"})
}

pub fn nominate(by: u8, target: u8) -> Value {
    json!({"type": "nominate", "by": by, "target": target})
}

/// A voting round: candidates in order, each with the seats voting for it. Players at
/// the table left out are counted for the last candidate, as at the table.
pub fn vote(rounds: &[(u8, &[u8])]) -> Value {
    let candidates: Vec<u8> = rounds.iter().map(|(c, _)| *c).collect();
    let mut ballots = serde_json::Map::new();
    for (candidate, voters) in rounds {
        for voter in *voters {
            ballots.insert(voter.to_string(), json!(candidate));
        }
    }
    json!({"type": "vote", "candidates": candidates, "ballots": ballots})
}

/// A revote among the tied leaders, candidates left out (they are implied).
pub fn revote(rounds: &[(u8, &[u8])]) -> Value {
    let mut v = vote(rounds);
    v.as_object_mut().unwrap().remove("candidates");
    v
}

pub fn lift(yes: &[u8]) -> Value {
    json!({"type": "lift", "yes": yes})
}

/// Every listed shooter shoots `target`.
pub fn shoot(shooters: &[u8], target: u8) -> Value {
    let shots: serde_json::Map<String, Value> = shooters
        .iter()
        .map(|s| (s.to_string(), json!(target)))
        .collect();
    json!({"type": "shots", "shots": shots})
}

/// Shots as (shooter, target) pairs, with the seats held responsible for a miss.
pub fn miss(shots: &[(u8, u8)], miss_by: &[u8]) -> Value {
    let shots: serde_json::Map<String, Value> = shots
        .iter()
        .map(|(s, t)| (s.to_string(), json!(t)))
        .collect();
    json!({"type": "shots", "shots": shots, "miss_by": miss_by})
}

pub fn with(mut event: Value, key: &str, value: Value) -> Value {
    event.as_object_mut().unwrap().insert(key.into(), value);
    event
}

pub fn sheriff_check(target: u8) -> Value {
    json!({"type": "sheriff_check", "target": target})
}

pub fn don_check(target: u8) -> Value {
    json!({"type": "don_check", "target": target})
}

/// First Color Will: (seat, "red" | "black").
pub fn colors(by: u8, named: &[(u8, &str)]) -> Value {
    let colors: serde_json::Map<String, Value> = named
        .iter()
        .map(|(s, c)| (s.to_string(), json!(c)))
        .collect();
    json!({"type": "will", "by": by, "colors": colors})
}

pub fn order(by: u8, targets: &[u8]) -> Value {
    json!({"type": "will", "by": by, "order": targets})
}

pub fn helm(by: u8, to: u8) -> Value {
    json!({"type": "will", "by": by, "helm": to})
}

pub fn skip_will(by: u8) -> Value {
    json!({"type": "will", "by": by})
}

pub fn foul(seat: u8) -> Value {
    json!({"type": "foul", "seat": seat})
}

pub fn removal(seat: u8) -> Value {
    json!({"type": "removal", "seat": seat})
}

pub fn disqualification(seat: u8) -> Value {
    json!({"type": "disqualification", "seat": seat})
}

pub fn dd(seat: u8) -> Value {
    json!({"type": "declared_defeat", "seat": seat})
}

pub fn surrender() -> Value {
    json!({"type": "surrender"})
}

pub fn end(winner: &str) -> Value {
    json!({"type": "end", "winner": winner})
}

/// Replays and scores; panics with every violation if the protocol is not valid.
pub fn score(events: Vec<Value>) -> (Game, Scoresheet) {
    score_doc(&document(events))
}

pub fn score_doc(doc: &str) -> (Game, Scoresheet) {
    match score_json(doc) {
        Ok(scored) => {
            reasons_word_alike(&scored.0, &scored.1);
            scored
        }
        Err(e) => panic!("protocol rejected: {e}"),
    }
}

/// Every award's reason (issue 30), checked on every game a test scores: worded in
/// English by omerta-i18n it is this crate's sentence word for word, it reads back from
/// its JSON unchanged, and every other language words it without a message missing.
pub fn reasons_word_alike(game: &Game, sheet: &Scoresheet) {
    use omerta_i18n::{pro, Lang};
    for seat in &sheet.seats {
        for award in &seat.awards {
            let reason = award.reason(game);
            assert_eq!(
                pro::award(Lang::En, &reason),
                award.detail(game),
                "{reason:?}"
            );
            let json = serde_json::to_string(&reason).unwrap();
            let back: omerta_pro::score::Reason = serde_json::from_str(&json).unwrap();
            assert_eq!(back, reason, "{json}");
            for lang in Lang::ALL {
                let worded = pro::award(lang, &reason);
                assert!(
                    !worded.is_empty() && !worded.contains("award-"),
                    "{lang:?}: {worded}"
                );
            }
        }
    }
    if let Some(outcome) = game.outcome {
        assert_eq!(
            pro::outcome(Lang::En, outcome),
            omerta_pro::game::describe_outcome(outcome)
        );
    }
}

/// The violation messages (`events[N]: ...`) of an invalid protocol; panics if valid.
pub fn violations(events: Vec<Value>) -> Vec<String> {
    violations_doc(&document(events))
}

pub fn violations_doc(doc: &str) -> Vec<String> {
    match omerta_pro::replay_json(doc) {
        Ok(_) => panic!("protocol accepted, expected violations"),
        Err(Error::Invalid(v)) => {
            violations_word_alike(&v);
            v.iter().map(|v| v.to_string()).collect()
        }
        Err(other) => panic!("expected violations, got {other}"),
    }
}

/// Every violation (issue 30), checked on every refused protocol a test reads: worded in
/// English by omerta-i18n from its data it is this crate's sentence word for word, where
/// it is too, and every other language words both without a message missing.
pub fn violations_word_alike(violations: &[omerta_pro::Violation]) {
    use omerta_i18n::{pro, Lang};
    for v in violations {
        assert_eq!(pro::said(Lang::En, &v.said), v.message, "{:?}", v.said);
        assert_eq!(pro::location(Lang::En, &v.at), v.at.to_string());
        for lang in Lang::ALL {
            let worded = pro::violation(lang, v);
            assert!(
                !worded.is_empty() && !worded.contains("violation-"),
                "{lang:?}: {worded}"
            );
        }
    }
}

/// The points (thousandths) of every award of `rule` to `seat`.
pub fn awards(sheet: &Scoresheet, seat: u8, rule: &str) -> Vec<i32> {
    sheet
        .seat(Seat::new(seat.into()).unwrap())
        .awards
        .iter()
        .filter(|a| a.rule.id() == rule)
        .map(|a| a.points.thousandths())
        .collect()
}

/// The seat's total in thousandths.
pub fn total(sheet: &Scoresheet, seat: u8) -> i32 {
    sheet
        .seat(Seat::new(seat.into()).unwrap())
        .total
        .thousandths()
}

/// Every award of a seat as (rule id, thousandths), for whole-seat assertions.
pub fn all(sheet: &Scoresheet, seat: u8) -> Vec<(&'static str, i32)> {
    sheet
        .seat(Seat::new(seat.into()).unwrap())
        .awards
        .iter()
        .map(|a| (a.rule.id(), a.points.thousandths()))
        .collect()
}

/// Exactly one award of `rule` to `seat`, worth `thousandths`.
#[track_caller]
pub fn assert_award(sheet: &Scoresheet, seat: u8, rule: &str, thousandths: i32) {
    let found = awards(sheet, seat, rule);
    assert_eq!(
        found,
        vec![thousandths],
        "seat {seat}, rule {rule}; all awards of the seat: {:?}",
        all(sheet, seat)
    );
}

#[track_caller]
pub fn assert_no_award(sheet: &Scoresheet, seat: u8, rule: &str) {
    assert!(
        awards(sheet, seat, rule).is_empty(),
        "seat {seat} should have no {rule}; all awards: {:?}",
        all(sheet, seat)
    );
}

/// A day that votes out `out` with every other player at the table voting for it, given
/// a second candidate so that it is a real vote.
pub fn vote_out(out: u8, other: u8, table: &[u8]) -> Value {
    let voters: Vec<u8> = table.iter().copied().filter(|s| *s != out).collect();
    let against: Vec<u8> = vec![out];
    // `out` votes for `other`; everybody else for `out`.
    let voters: &'static [u8] = Box::leak(voters.into_boxed_slice());
    let against: &'static [u8] = Box::leak(against.into_boxed_slice());
    vote(&[(out, voters), (other, against)])
}

/// A quiet night: the blacks at the table (given) miss by shooting different targets,
/// with nobody held responsible.
pub fn quiet_night(blacks: &[u8]) -> Vec<Value> {
    let shots: Vec<(u8, u8)> = blacks
        .iter()
        .enumerate()
        .map(|(i, b)| (*b, 2 + i as u8))
        .collect();
    if shots.len() == 1 {
        // A single black must still produce no kill: no shot at all.
        return vec![night(), miss(&[], &[])];
    }
    vec![night(), miss(&shots, &[])]
}
