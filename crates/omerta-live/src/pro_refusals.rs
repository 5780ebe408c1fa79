//! The live Pro table's refusals (issue 30), each made in one place: its stable code, its
//! English sentence (the JSON API's, unchanged) and the same sentence as [`Words`] for the
//! faces to word in the reader's language (area `violations`). A record the table rules
//! refuse carries every violation as data ([`Arg::Violations`]), so that the judge reads
//! all of them in their language. [`samples`] makes every one, so that the faces' tests
//! hold each English sentence to the catalog's, word for word.

use crate::i18n;
use crate::{Arg, Refusal, Words};
use omerta_pro::{Location, Said, Violation};

/// A refusal whose sentence takes no argument.
fn plain(code: &'static str, english: &str, id: &'static str) -> Refusal {
    Refusal::new(code, english).worded(Words::new(id, []))
}

/// What the table rules refuse (a record, a protocol started from): every violation,
/// joined as the API has always said them (`events[3]: …; events[4]: …`).
pub fn rule_violation(violations: &[Violation]) -> Refusal {
    let reasons: Vec<String> = violations.iter().map(|v| v.to_string()).collect();
    Refusal::new("rule_violation", reasons.join("; ")).worded(violations_words(violations))
}

/// The table's start refused by the protocol's rules (an unknown rule, a bad value):
/// omerta-pro's report of every problem (`2 problems found:` and a line each).
pub fn start_refused(violations: &[Violation]) -> Refusal {
    let english = omerta_pro::Error::Invalid(violations.to_vec()).to_string();
    Refusal::invalid(english).worded(Words::new(
        i18n::id("violation-problems"),
        [
            (
                "count",
                Arg::Number(omerta_pro::error::total(violations) as i64),
            ),
            ("violations", Arg::ViolationLines(violations.to_vec())),
        ],
    ))
}

fn violations_words(violations: &[Violation]) -> Words {
    Words::new(
        i18n::id("pro-refusal-violations"),
        [("violations", Arg::Violations(violations.to_vec()))],
    )
}

/// One record of several refused (a protocol recorded at the start): which, and why.
pub fn in_record(index: usize, refusal: Refusal) -> Refusal {
    let message = format!("record {index}: {}", refusal.message);
    let words = refusal.words.map(|words| {
        Words::new(
            i18n::id("pro-refusal-in-record"),
            [
                ("index", Arg::Number(index as i64)),
                ("why", Arg::Words(*words)),
            ],
        )
    });
    Refusal {
        message,
        words: words.map(Box::new),
        ..refusal
    }
}

/// The English of a record that is not an event.
pub const NOT_A_RECORD: &str = "a record is a protocol event: an object with a \"type\"";

/// A record that is not a protocol event.
pub fn not_a_record() -> Refusal {
    plain(
        "invalid_command",
        NOT_A_RECORD,
        i18n::id("pro-refusal-not-a-record"),
    )
}

/// Records that are not protocol events, among those a start brings: each by its place.
pub fn not_records(places: &[usize]) -> Refusal {
    // Said as violations of their places, so that they read as the table rules' do.
    let each: Vec<Violation> = places
        .iter()
        .map(|&i| {
            Violation::new(
                Location::Event(i),
                Said::plain(i18n::id("pro-refusal-not-a-record")),
                NOT_A_RECORD,
            )
        })
        .collect();
    let english: Vec<String> = each.iter().map(|v| v.to_string()).collect();
    Refusal::invalid(english.join("; ")).worded(violations_words(&each))
}

/// More records at the start than a table takes.
pub fn too_many_records(max: usize, given: usize) -> Refusal {
    Refusal::invalid(format!(
        "a start takes at most {max} records; these are {given}"
    ))
    .worded(Words::new(
        i18n::id("pro-refusal-too-many-records"),
        [
            ("max", Arg::Number(max as i64)),
            ("given", Arg::Number(given as i64)),
        ],
    ))
}

/// A finish before the table rules decided a winner.
pub fn undecided() -> Refusal {
    plain(
        "undecided",
        "the table rules have not decided a winner yet: record on, or record an end",
        i18n::id("pro-refusal-undecided"),
    )
}

/// The timer of a game that is over.
pub fn clock_game_over() -> Refusal {
    plain(
        "invalid_command",
        "the game is over: its speech timer is no longer shown",
        i18n::id("pro-refusal-clock-game-over"),
    )
}

/// The timer before the table is seated.
pub fn clock_not_seated() -> Refusal {
    plain(
        "invalid_command",
        "the table is not seated yet: there is nobody to time",
        i18n::id("pro-refusal-clock-not-seated"),
    )
}

/// A speaker who is no seat of the table.
pub fn clock_no_such_seat(seats: usize, seat: u8) -> Refusal {
    Refusal::invalid(format!(
        "the speaker is a seat from 1 to {seats}; seat {seat} is not at this table"
    ))
    .worded(Words::new(
        i18n::id("pro-refusal-clock-no-such-seat"),
        [
            ("seats", Arg::Number(seats as i64)),
            ("seat", Arg::Text(seat.to_string())),
        ],
    ))
}

/// A speech timer set past ten minutes.
pub fn clock_too_long() -> Refusal {
    plain(
        "invalid_command",
        "the speech timer is set to at most 10 minutes (600000 ms)",
        i18n::id("pro-refusal-clock-too-long"),
    )
}

/// A lobby of other than ten players.
pub fn not_ten(players: usize) -> Refusal {
    Refusal::invalid(format!(
        "a Pro Mafia table seats ten players; the lobby has {players}"
    ))
    .worded(Words::new(
        i18n::id("pro-refusal-not-ten"),
        [("count", Arg::Number(players as i64))],
    ))
}

/// An event's name past 80 characters.
pub fn event_name_too_long() -> Refusal {
    plain(
        "invalid_command",
        "an event's name is at most 80 characters",
        i18n::id("pro-refusal-event-name-too-long"),
    )
}

/// A command of the judge's from someone else.
pub fn judge_only() -> Refusal {
    plain(
        "forbidden",
        "only the judge records a Pro Mafia table",
        i18n::id("pro-refusal-judge-only"),
    )
}

/// An undo with nothing recorded.
pub fn nothing_to_undo() -> Refusal {
    plain(
        "invalid_command",
        "there is no record to undo",
        i18n::id("pro-refusal-nothing-to-undo"),
    )
}

/// Every refusal of this module, with sample arguments: a violation of each place.
pub fn samples() -> Vec<Refusal> {
    let violations = omerta_pro::replay_json(
        r#"{"format":"omerta-pro/1","players":[{"seat":1,"role":"civilan"}],
            "rules":{"nonsense":1},"events":[{"type":"night"},{"type":"vote"}]}"#,
    )
    .err()
    .and_then(|e| match e {
        omerta_pro::Error::Invalid(v) => Some(v),
        _ => None,
    })
    .expect("a protocol with violations");
    vec![
        rule_violation(&violations),
        start_refused(&violations),
        in_record(3, rule_violation(&violations[..1])),
        not_a_record(),
        not_records(&[0, 4]),
        too_many_records(500, 501),
        undecided(),
        clock_game_over(),
        clock_not_seated(),
        clock_no_such_seat(10, 11),
        clock_too_long(),
        not_ten(9),
        event_name_too_long(),
        judge_only(),
        nothing_to_undo(),
    ]
}
