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
/// A problem of a deal the judge gives by seat (the table's start).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Deal {
    /// Not ten cards: how many.
    Size(usize),
    /// A seat without a card (numbered from 1).
    NoCard(usize),
    /// A seat's word that is not a card, as the refusal quotes it (shortened).
    NotACard(usize, String),
    /// The cards dealt a wrong number of times: each card and the seats that have it.
    Counts(Vec<(&'static str, Vec<usize>)>),
}

/// A deal refused (the table's start): every problem, joined by `; `.
pub fn deal(problems: &[Deal]) -> Refusal {
    let english: Vec<String> = problems.iter().map(deal_english).collect();
    let words = joined(
        problems.iter().map(deal_words).collect(),
        i18n::id("pro-refusal-deal-then"),
    );
    Refusal::invalid(english.join("; ")).worded(words)
}

fn deal_english(problem: &Deal) -> String {
    match problem {
        Deal::Size(n) => format!("a table deals ten cards, one per seat; this deal has {n}"),
        Deal::NoCard(seat) => format!(
            "seat {seat}: no card chosen (civilian, sheriff, mafia or don; or none for every seat, for a random deal)"
        ),
        Deal::NotACard(seat, word) => {
            format!("seat {seat}: {word:?} is not a card (civilian, sheriff, mafia or don)")
        }
        Deal::Counts(wrong) => {
            let wrong: Vec<String> = wrong
                .iter()
                .map(|(card, seats)| match seats.len() {
                    0 => format!("no {}", cards(card, 0)),
                    1 => format!("1 {card} (seat {})", seats[0]),
                    n => format!("{n} {} (seats {})", cards(card, n), listed(seats)),
                })
                .collect();
            format!(
                "a table deals 1 sheriff, 1 don, 2 mafia and 6 civilians; this deal has {}",
                listed(&wrong)
            )
        }
    }
}

fn deal_words(problem: &Deal) -> Words {
    let number = |n: usize| Arg::Number(i64::try_from(n).unwrap_or(i64::MAX));
    let text = |n: usize| Arg::Text(n.to_string());
    match problem {
        // Seats and sizes as written: a huge deal's are not grouped as numbers.
        Deal::Size(n) => Words::new(i18n::id("pro-refusal-deal-size"), [("count", text(*n))]),
        Deal::NoCard(seat) => Words::new(
            i18n::id("pro-refusal-deal-no-card"),
            [("seat", text(*seat))],
        ),
        Deal::NotACard(seat, word) => Words::new(
            i18n::id("pro-refusal-deal-not-a-card"),
            [
                ("seat", text(*seat)),
                ("word", Arg::Text(format!("{word:?}"))),
            ],
        ),
        Deal::Counts(wrong) => {
            let items = wrong
                .iter()
                .map(|(card, seats)| {
                    let card = Arg::Text(card.to_string());
                    match seats.len() {
                        0 => Words::new(i18n::id("pro-refusal-deal-none"), [("card", card)]),
                        1 => Words::new(
                            i18n::id("pro-refusal-deal-one"),
                            [("card", card), ("seat", text(seats[0]))],
                        ),
                        n => Words::new(
                            i18n::id("pro-refusal-deal-many"),
                            [
                                ("card", card),
                                ("count", number(n)),
                                ("seats", Arg::Words(listed_words(seats))),
                            ],
                        ),
                    }
                })
                .collect();
            Words::new(
                i18n::id("pro-refusal-deal-counts"),
                [("wrong", Arg::Words(listed_words_of(items)))],
            )
        }
    }
}

/// `mafia`, `sheriffs`: a card's word for `n` of them, as the English refusal says it.
fn cards(card: &str, n: usize) -> String {
    match (card, n) {
        ("mafia", _) | ("sheriff" | "don", 0) | (_, 1) => card.to_string(),
        _ => format!("{card}s"),
    }
}

/// `2`, `2 and 4`, `2, 4 and 7`.
fn listed<T: std::fmt::Display>(items: &[T]) -> String {
    let words: Vec<String> = items.iter().map(|i| i.to_string()).collect();
    match words.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
    }
}

/// Seats as [`listed`] says them, as data.
fn listed_words(seats: &[usize]) -> Words {
    listed_words_of(
        seats
            .iter()
            .map(|s| {
                Words::new(
                    i18n::id("pro-refusal-deal-seat"),
                    [("seat", Arg::Text(s.to_string()))],
                )
            })
            .collect(),
    )
}

/// Parts as [`listed`] says them (`a, b and c`), as data: the commas, then the last `and`.
fn listed_words_of(mut parts: Vec<Words>) -> Words {
    match parts.pop() {
        None => nothing(),
        Some(last) if parts.is_empty() => last,
        Some(last) => Words::new(
            i18n::id("pro-refusal-deal-and"),
            [
                (
                    "first",
                    Arg::Words(joined(parts, i18n::id("pro-refusal-deal-comma"))),
                ),
                ("last", Arg::Words(last)),
            ],
        ),
    }
}

/// No parts: an empty list (a refusal always has some).
fn nothing() -> Words {
    Words::new(
        i18n::id("pro-refusal-deal-seat"),
        [("seat", Arg::Text(String::new()))],
    )
}

/// Parts joined, each pair by the message `id` (`{ $first }; { $rest }`).
fn joined(mut parts: Vec<Words>, id: &'static str) -> Words {
    if parts.len() <= 1 {
        return parts.pop().unwrap_or_else(nothing);
    }
    let first = parts.remove(0);
    Words::new(
        id,
        [
            ("first", Arg::Words(first)),
            ("rest", Arg::Words(joined(parts, id))),
        ],
    )
}

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
        deal(&[
            Deal::Size(11),
            Deal::NoCard(2),
            Deal::NotACard(3, "civilan".into()),
            Deal::Counts(vec![
                ("sheriff", vec![]),
                ("don", vec![4]),
                ("mafia", vec![5, 6, 7]),
                ("civilian", vec![1, 8, 9, 10]),
            ]),
        ]),
        deal(&[Deal::Counts(vec![
            ("don", vec![]),
            ("civilian", vec![1, 2]),
        ])]),
    ]
}
