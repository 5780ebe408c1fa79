//! The protocol contract (`pro-protocol.md`) and the table rules: parse errors, every
//! violation (each naming where it is), and what the replay derives (the table after
//! each event, departures, voting rounds, lifts, nights, the city's state, the winner,
//! the First Out).
//!
//! The standard table of the kit: Sheriff #1, civilians #2-#7, Don #8, mafia #9 and #10.
mod kit;
use kit::*;

use omerta_pro::game::order_limit;
use omerta_pro::model::LiftThreshold;
use omerta_pro::{
    replay_json, score_json, City, Error, Game, Leave, Location, Phase, Seat, SeatSet, Violation,
    Winner,
};
use serde_json::{json, Value};

// ---------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------

fn s(n: u8) -> Seat {
    Seat::new(n.into()).unwrap()
}

fn set(seats: &[u8]) -> SeatSet {
    seats.iter().map(|n| s(*n)).collect()
}

/// The ten seats without `gone`.
fn table_without(gone: &[u8]) -> Vec<u8> {
    (1..=10).filter(|x| !gone.contains(x)).collect()
}

/// `out` leaves by vote: every other player at `table` votes for it, `out` votes `other`.
fn out(out: u8, other: u8, table: &[u8]) -> Value {
    vote_out(out, other, table)
}

fn replay(events: Vec<Value>) -> Game {
    replay_doc(&document(events))
}

fn replay_doc(doc: &str) -> Game {
    match replay_json(doc) {
        Ok(game) => game,
        Err(e) => panic!("protocol rejected: {e}"),
    }
}

fn problems(events: Vec<Value>) -> Vec<Violation> {
    problems_doc(&document(events))
}

fn problems_doc(doc: &str) -> Vec<Violation> {
    match replay_json(doc) {
        Ok(_) => panic!("protocol accepted, expected violations"),
        Err(Error::Invalid(v)) => {
            kit::violations_word_alike(&v);
            v
        }
        Err(other) => panic!("expected violations, got {other}"),
    }
}

fn locations(v: &[Violation]) -> Vec<Location> {
    v.iter().map(|v| v.at.clone()).collect()
}

/// Exactly one violation, at `events[index]`, whose message mentions `needle`.
#[track_caller]
fn assert_one_at(events: Vec<Value>, index: usize, needle: &str) {
    let v = problems(events);
    assert_eq!(
        locations(&v),
        vec![Location::Event(index)],
        "violations: {v:?}"
    );
    let text = v[0].to_string();
    assert!(
        text.starts_with(&format!("events[{index}]: ")),
        "the message names the event: {text}"
    );
    assert!(
        text.to_lowercase().contains(&needle.to_lowercase()),
        "{text:?} should mention {needle:?}"
    );
}

fn with_rules(rules: Value, events: Vec<Value>) -> Game {
    replay_doc(&document_with_rules(rules, events))
}

fn parse_error(doc: &str) -> omerta_pro::ParseError {
    match replay_json(doc) {
        Err(Error::Parse(e)) => e,
        Ok(_) => panic!("accepted, expected a parse error"),
        Err(other) => panic!("expected a parse error, got {other}"),
    }
}

fn doc_with_events_text(events: &str) -> String {
    format!(
        r#"{{"format":"omerta-pro/1","players":{},"events":[{events}]}}"#,
        players()
    )
}

fn doc_with_players(players: Value) -> String {
    json!({"format": "omerta-pro/1", "players": players, "events": [day()]}).to_string()
}

/// A short red win: #8 voted out day 1, #2 shot night 1, #9 voted out day 2, #3 shot
/// night 2, #10 voted out day 3 (no black left).
///
/// 0 day, 1 vote, 2 night, 3 shots, 4 day, 5 vote, 6 night, 7 shots, 8 day, 9 vote.
fn red_win() -> Vec<Value> {
    vec![
        day(),
        vote(&[(8, &[1, 2, 3, 4, 5, 6, 7]), (2, &[8, 9, 10])]),
        night(),
        shoot(&[9, 10], 2),
        day(),
        vote(&[(9, &[1, 3, 4, 5, 6, 7]), (3, &[9, 10])]),
        night(),
        shoot(&[10], 3),
        day(),
        vote(&[(10, &[1, 4, 5, 6, 7]), (4, &[10])]),
    ]
}

/// A long black win, with a night shot leaving each will-limit table size:
///
/// 0 day; 1 vote #8 out (9 left); 2 night; 3 #2 shot (8 left: limit 3);
/// 4 day; 5 vote #9 out (7 left); 6 night; 7 #3 shot (6 left: limit 2);
/// 8 day; 9 vote #4 out (5 left); 10 night; 11 #5 shot (4 left: limit 1);
/// 12 day; 13 vote #6 out (3 left); 14 night; 15 #7 shot (2 left: limit 0) -> black wins.
fn ladder() -> Vec<Value> {
    vec![
        day(),
        vote(&[(8, &[1, 2, 3, 4, 5, 6, 7, 9, 10]), (2, &[8])]),
        night(),
        shoot(&[9, 10], 2),
        day(),
        vote(&[(9, &[1, 3, 4, 5, 6, 7, 10]), (3, &[9])]),
        night(),
        shoot(&[10], 3),
        day(),
        vote(&[(4, &[1, 5, 6, 7, 10]), (5, &[4])]),
        night(),
        shoot(&[10], 5),
        day(),
        vote(&[(6, &[1, 7, 10]), (7, &[6])]),
        night(),
        shoot(&[10], 7),
    ]
}

/// The ladder with `will` given right after event `after` (so the will is at `after + 1`).
fn ladder_with(after: usize, will: Value) -> Vec<Value> {
    let mut events = ladder();
    events.insert(after + 1, will);
    events
}

/// Day 1 tie between #8 and #2 (5-5), at events[1].
fn tie_8_2() -> Value {
    vote(&[(8, &[1, 2, 3, 4, 5]), (2, &[6, 7, 8, 9, 10])])
}

// ---------------------------------------------------------------------------------------
// Parse errors: not JSON, or a field of the wrong JSON type
// ---------------------------------------------------------------------------------------

// "A document that breaks this page ... is rejected": text that is not JSON at all is a
// parse error, not a list of violations.
#[test]
fn parse_error_not_json() {
    let e = parse_error("this is not a protocol");
    assert_eq!(e.line, 1);
    assert!(e.column >= 1, "{e}");
    assert!(!e.message.is_empty());
}

// A parse error says where: line and column of the broken text.
#[test]
fn parse_error_not_json_names_line_and_column() {
    let doc =
        "{\n  \"format\": \"omerta-pro/1\",\n  \"events\": [\n    {\"type\": \"day\"},,\n  ]\n}";
    let e = parse_error(doc);
    assert_eq!(e.line, 4, "{e}");
    assert_eq!(e.column, 21, "{e}");
    let text = e.to_string();
    assert!(text.contains("line 4"), "{text}");
    assert!(text.contains("column 21"), "{text}");
}

// "a field of the wrong JSON type gives a parse error naming the path, line and column"
#[test]
fn parse_error_wrong_type_in_event_names_path_line_column() {
    let events = [
        "{\"type\": \"day\"}".to_string(),
        "{\"type\": \"nominate\", \"by\": 1, \"target\": 8}".to_string(),
        "{\"type\": \"nominate\", \"by\": \"two\", \"target\": 9}".to_string(),
    ];
    let doc = format!(
        "{{\n\"format\": \"omerta-pro/1\",\n\"players\": {},\n\"events\": [\n{}\n]\n}}",
        players(),
        events.join(",\n")
    );
    let e = parse_error(&doc);
    assert!(e.path.starts_with("events[2]"), "path {:?}", e.path);
    assert_eq!(e.line, 7, "{e}");
    assert!(e.column > 0);
    let text = e.to_string();
    assert!(text.contains("events[2]"), "{text}");
    assert!(text.contains("line 7"), "{text}");
}

// Wrong JSON type in a player: the path names players[i].
#[test]
fn parse_error_wrong_type_in_player_names_players_index() {
    let mut p = players();
    p[3]["seat"] = json!("four");
    let e = parse_error(&doc_with_players(p));
    assert!(e.path.starts_with("players[3]"), "path {:?}", e.path);
    assert_eq!(e.line, 1);
}

// Wrong JSON type in rules and in format: the path names them.
#[test]
fn parse_error_wrong_type_in_rules_and_format() {
    let doc = json!({"format": "omerta-pro/1", "players": players(),
        "rules": {"fourth_foul_removes": "yes"}, "events": []})
    .to_string();
    assert!(parse_error(&doc).path.starts_with("rules"));
    let doc = json!({"format": 1, "players": players(), "events": []}).to_string();
    assert!(parse_error(&doc).path.starts_with("format"));
}

// Ballots map seats to seats: a string candidate is a wrong JSON type.
#[test]
fn parse_error_ballot_value_of_wrong_type() {
    let doc = doc_with_events_text(
        r#"{"type":"day"},{"type":"vote","candidates":[8,2],"ballots":{"1":"8"}}"#,
    );
    assert!(parse_error(&doc).path.starts_with("events[1]"));
}

// A document with trailing text after the object is not JSON: a parse error.
#[test]
fn parse_error_for_trailing_text() {
    for doc in ["42", "\"omerta-pro/1\"", "null", "true"] {
        assert!(matches!(replay_json(doc), Err(Error::Parse(_))), "{doc}");
    }
    let doc = document(red_win()) + " x";
    assert!(matches!(replay_json(&doc), Err(Error::Parse(_))));
}

// "A recorded Pro Mafia game is one JSON document" of the shape on the page (an object):
// a JSON array in its place is a document of the wrong JSON type, a parse error, and is
// never read positionally as format, players, rules, events.
#[test]
fn parse_error_when_the_document_is_an_array() {
    assert!(matches!(replay_json("[]"), Err(Error::Parse(_))));
    let positional = json!(["omerta-pro/1", players(), {}, red_win()]).to_string();
    assert!(
        matches!(replay_json(&positional), Err(Error::Parse(_))),
        "an array is not a protocol document: {:?}",
        replay_json(&positional).map(|g| g.winner())
    );
}

// "players": objects with seat, name, role. A player written as an array is a wrong
// JSON type (a parse error naming the player), never read positionally.
#[test]
fn parse_error_when_a_player_is_an_array() {
    let positional: Vec<Value> = players()
        .as_array()
        .unwrap()
        .iter()
        .map(|p| json!([p["seat"], p["name"], p["role"]]))
        .collect();
    let doc =
        json!({"format": "omerta-pro/1", "players": positional, "events": red_win()}).to_string();
    let e = parse_error(&doc);
    assert!(e.path.starts_with("players[0]"), "{e}");
}

// "Every event is an object with a type": an event written as an array is a wrong JSON
// type (a parse error naming the event), not a positional event.
#[test]
fn parse_error_when_an_event_is_an_array() {
    let doc = doc_with_events_text(r#"["day"],["nominate",1,8]"#);
    let e = parse_error(&doc);
    assert!(e.path.starts_with("events[0]"), "{e}");
}

// Parse errors are apart from violations: a well-typed document with table-rule
// problems is Invalid, not Parse.
#[test]
fn parse_errors_are_apart_from_violations() {
    let doc = document(vec![day(), nominate(1, 11)]);
    assert!(matches!(replay_json(&doc), Err(Error::Invalid(_))));
    let doc = doc_with_events_text(r#"{"type":"day"},{"type":"nominate","by":1,"target":true}"#);
    assert!(matches!(replay_json(&doc), Err(Error::Parse(_))));
}

// ---------------------------------------------------------------------------------------
// Document-level violations: format, players, rules
// ---------------------------------------------------------------------------------------

// "format": "omerta-pro/1" is the only format.
#[test]
fn unknown_format_is_a_violation_at_format() {
    let doc =
        json!({"format": "omerta-pro/2", "players": players(), "events": red_win()}).to_string();
    let v = problems_doc(&doc);
    assert_eq!(locations(&v), vec![Location::Format], "{v:?}");
    assert!(v[0].to_string().starts_with("format: "));
}

// Contract: the document says "format": "omerta-pro/1".
#[test]
fn missing_format_is_a_violation_at_format() {
    let doc = json!({"players": players(), "events": red_win()}).to_string();
    assert_eq!(locations(&problems_doc(&doc)), vec![Location::Format]);
}

// "players: exactly ten, seats 1..10, each once."
#[test]
fn players_not_exactly_ten() {
    let mut p = players();
    p.as_array_mut().unwrap().pop();
    let v = problems_doc(&doc_with_players(p));
    assert!(!v.is_empty());
    assert!(v.iter().all(|v| v.at == Location::Players), "{v:?}");
    assert!(v.iter().any(|v| v.message.contains("ten")), "{v:?}");
}

// Contract: "players: exactly ten, seats 1..10, each once."
#[test]
fn eleven_players_are_rejected() {
    let mut p = players();
    p.as_array_mut()
        .unwrap()
        .push(json!({"seat": 10, "name": "Extra", "role": "civilian"}));
    let v = problems_doc(&doc_with_players(p));
    assert!(v.iter().any(|v| v.at == Location::Players), "{v:?}");
    // the extra entry repeats seat 10: named by its index
    assert!(v.iter().any(|v| v.at == Location::Player(10)), "{v:?}");
}

// "seats 1..10, each once": a seat listed twice names the player entry.
#[test]
fn seat_listed_twice_names_the_player_index() {
    let mut p = players();
    p[9]["seat"] = json!(1);
    let v = problems_doc(&doc_with_players(p));
    assert!(
        v.iter()
            .any(|v| v.at == Location::Player(9) && v.message.contains("twice")),
        "{v:?}"
    );
}

// Contract: "seats 1..10": seat 11 names its players[i].
#[test]
fn seat_out_of_range_names_the_player_index() {
    let mut p = players();
    p[4]["seat"] = json!(11);
    let v = problems_doc(&doc_with_players(p));
    assert!(v.iter().any(|v| v.at == Location::Player(4)), "{v:?}");
}

// "role is civilian (6), sheriff (1), mafia (2) or don (1)".
#[test]
fn role_counts_wrong() {
    let mut p = players();
    p[1]["role"] = json!("sheriff");
    let v = problems_doc(&doc_with_players(p));
    assert_eq!(
        v.len(),
        2,
        "one Sheriff too many and one civilian too few: {v:?}"
    );
    assert!(v.iter().all(|v| v.at == Location::Players), "{v:?}");
}

// Contract: "role is civilian (6), sheriff (1), mafia (2) or don (1)".
#[test]
fn unknown_role_names_the_player_index() {
    let mut p = players();
    p[6]["role"] = json!("doctor");
    let v = problems_doc(&doc_with_players(p));
    assert!(v.iter().any(|v| v.at == Location::Player(6)), "{v:?}");
}

// "The project documents each parameter it supports": an unknown key is reported.
#[test]
fn unknown_rule_parameter_names_the_key() {
    let doc = document_with_rules(json!({"night_zero_shots": true}), red_win());
    let v = problems_doc(&doc);
    assert_eq!(
        locations(&v),
        vec![Location::Rules("night_zero_shots".into())]
    );
    assert!(v[0].to_string().starts_with("rules.night_zero_shots: "));
}

// Contract: lift_threshold is "majority_of_table" (default) or a documented value.
#[test]
fn unknown_rule_value_names_the_key() {
    let doc = document_with_rules(json!({"lift_threshold": "two_thirds"}), red_win());
    assert_eq!(
        locations(&problems_doc(&doc)),
        vec![Location::Rules("lift_threshold".into())]
    );
}

// "rules: {} or absent means the defaults".
#[test]
fn rules_empty_or_absent_mean_the_defaults() {
    let with = replay_doc(&document_with_rules(json!({}), red_win()));
    let without = replay_doc(
        &json!({"format": "omerta-pro/1", "players": players(), "events": red_win()}).to_string(),
    );
    assert_eq!(with.rules, omerta_pro::Rules::default());
    assert_eq!(without.rules, omerta_pro::Rules::default());
    assert_eq!(without.departures, with.departures);
}

// ---------------------------------------------------------------------------------------
// Event-level violations: the contract
// ---------------------------------------------------------------------------------------

// "Every event is an object with a type."
#[test]
fn unknown_event_type() {
    assert_one_at(vec![day(), json!({"type": "dance"})], 1, "dance");
}

// Contract: "Every event is an object with a type."
#[test]
fn event_without_type() {
    assert_one_at(vec![day(), json!({"by": 1})], 1, "type");
}

// Every missing required field is reported, each naming its event.
#[test]
fn missing_required_fields() {
    let v = problems(vec![
        day(),
        json!({"type": "nominate", "by": 1}),
        json!({"type": "vote", "candidates": [8, 2]}),
        json!({"type": "lift"}),
        json!({"type": "foul"}),
        json!({"type": "removal"}),
        json!({"type": "disqualification"}),
        json!({"type": "declared_defeat"}),
        json!({"type": "will"}),
        json!({"type": "sheriff_check"}),
        json!({"type": "don_check"}),
        json!({"type": "shots"}),
        json!({"type": "end"}),
    ]);
    assert_eq!(
        locations(&v),
        (1..=12).map(Location::Event).collect::<Vec<_>>(),
        "{v:?}"
    );
}

// Contract: end "winner": red, black or draw.
#[test]
fn end_with_an_unknown_winner() {
    let mut events = red_win();
    events.push(json!({"type": "end", "winner": "blue"}));
    assert_one_at(events, 10, "blue");
}

// "Seats are integers 1..10": an unknown seat is a violation naming the event.
#[test]
fn unknown_seat_in_a_nomination() {
    assert_one_at(vec![day(), nominate(1, 11)], 1, "11");
}

// Contract: "Seats are integers 1..10"; each bad event is named.
#[test]
fn unknown_seats_everywhere_each_named() {
    let v = problems(vec![
        day(),
        foul(0),
        json!({"type": "vote", "candidates": [8, 2], "ballots": {"12": 8}}),
    ]);
    assert_eq!(locations(&v), vec![Location::Event(1), Location::Event(2)]);
}

// Contract: ballots map a voter's seat "to the candidate's seat".
#[test]
fn unknown_seat_as_a_ballot_value() {
    assert_one_at(
        vec![
            day(),
            json!({"type": "vote", "candidates": [8, 2], "ballots": {"1": 0}}),
        ],
        1,
        "0",
    );
}

// "ballots maps a voter's seat (a JSON object key, so a string: "4")".
#[test]
fn ballot_key_that_is_not_a_number() {
    assert_one_at(
        vec![
            day(),
            json!({"type": "vote", "candidates": [8, 2], "ballots": {"four": 8}}),
        ],
        1,
        "four",
    );
}

// "Every player at the table votes exactly once": a duplicated ballot key.
#[test]
fn duplicated_ballot_key() {
    let doc = doc_with_events_text(
        r#"{"type":"day"},{"type":"vote","candidates":[8,2],"ballots":{"1":8,"3":8,"1":2}}"#,
    );
    let v = problems_doc(&doc);
    assert_eq!(locations(&v), vec![Location::Event(1)], "{v:?}");
    assert!(v[0].message.contains("twice"), "{v:?}");
}

// A seat listed twice in a list field (yes, candidates) is a violation.
#[test]
fn seat_listed_twice_in_a_list() {
    assert_one_at(
        vec![
            day(),
            tie_8_2(),
            revote(&[(8, &[1, 2, 3, 4, 5]), (2, &[6, 7, 8, 9, 10])]),
            lift(&[1, 2, 2, 3]),
        ],
        3,
        "twice",
    );
}

// ---------------------------------------------------------------------------------------
// Event-level violations: the table rules
// ---------------------------------------------------------------------------------------

// "a vote by a player who has left"
#[test]
fn vote_by_a_player_who_has_left() {
    assert_one_at(
        vec![
            day(),
            out(8, 2, &table_without(&[])),
            night(),
            miss(&[(9, 3), (10, 4)], &[]),
            day(),
            vote(&[(9, &[1, 2, 3, 4, 5, 6, 7]), (2, &[8, 9, 10])]),
        ],
        5,
        "table",
    );
}

/// The rest of a quiet night 1 with every black at the table (after `night`).
fn quiet_night_rest() -> Vec<Value> {
    vec![miss(&[(8, 3), (9, 4), (10, 5)], &[])]
}

// "a ballot for a non-candidate"
#[test]
fn ballot_for_a_non_candidate() {
    assert_one_at(
        vec![
            day(),
            json!({"type": "vote", "candidates": [8, 2], "ballots": {"1": 8, "2": 3}}),
        ],
        1,
        "candidate",
    );
}

// A candidate who is not at the table.
#[test]
fn candidate_not_at_the_table() {
    let mut events = red_win();
    events.truncate(4);
    events.push(day());
    events.push(vote(&[(2, &[1, 3, 4, 5, 6, 7]), (9, &[9, 10])]));
    assert_one_at(events, 5, "2");
}

// "a vote ... ; `candidates` ... may be left out when nominate events were recorded":
// without either there is nobody to vote for.
#[test]
fn vote_without_candidates_or_nominations() {
    assert_one_at(
        vec![day(), json!({"type": "vote", "ballots": {}})],
        1,
        "candidates",
    );
}

// "in the first round of a day, the nominees in nomination order"
#[test]
fn candidates_differ_from_the_nominations() {
    assert_one_at(
        vec![
            day(),
            nominate(1, 8),
            nominate(8, 2),
            vote(&[(2, &[8, 9, 10]), (8, &[1, 2, 3, 4, 5, 6, 7])]),
        ],
        3,
        "nominat",
    );
}

// Nominations come before the voting: "nominations after voting began".
#[test]
fn nomination_after_voting_began() {
    assert_one_at(
        vec![
            day(),
            nominate(1, 8),
            nominate(8, 2),
            json!({"type": "vote", "ballots": {"1": 8, "2": 8, "3": 8, "4": 8, "5": 8}}),
            nominate(3, 4),
        ],
        4,
        "nominat",
    );
}

// A player nominates once a day, and a player is nominated once.
#[test]
fn nominating_twice() {
    assert_one_at(vec![day(), nominate(1, 8), nominate(1, 9)], 2, "already");
    assert_one_at(vec![day(), nominate(1, 8), nominate(2, 8)], 2, "already");
}

// Errors: "an unknown seat, a vote by a player who has left": nominations too.
#[test]
fn nomination_of_or_by_a_player_not_at_the_table() {
    let mut events = red_win();
    events.truncate(4);
    events.push(day());
    events.push(nominate(2, 9));
    events.push(nominate(9, 8));
    let v = problems(events);
    assert_eq!(
        locations(&v),
        vec![Location::Event(5), Location::Event(6)],
        "{v:?}"
    );
}

// "In a revote ... it is the tied leaders of the previous round."
#[test]
fn revote_among_the_wrong_candidates() {
    assert_one_at(
        vec![
            day(),
            tie_8_2(),
            vote(&[(8, &[1, 2, 3, 4, 5, 6]), (3, &[7, 8, 9, 10])]),
        ],
        2,
        "tied",
    );
}

// "where the revote repeated the same tied set, a lift": not another vote.
#[test]
fn vote_after_a_repeated_tie() {
    assert_one_at(
        vec![
            day(),
            tie_8_2(),
            revote(&[(8, &[1, 2, 3, 4, 5]), (2, &[6, 7, 8, 9, 10])]),
            revote(&[(8, &[1, 2, 3, 4, 5]), (2, &[6, 7, 8, 9, 10])]),
        ],
        3,
        "lift",
    );
}

// "a lift without a repeated tie"
#[test]
fn lift_without_a_repeated_tie() {
    assert_one_at(vec![day(), tie_8_2(), lift(&[1, 2, 3, 4, 5, 6])], 2, "lift");
    assert_one_at(vec![day(), lift(&[1, 2, 3, 4, 5, 6])], 1, "lift");
}

// Contract: "lift: yes: [seats]" of players at the table.
#[test]
fn lift_hand_by_a_player_not_at_the_table() {
    let mut events = vec![day(), out(2, 8, &table_without(&[])), night()];
    events.extend(quiet_night_rest());
    events.extend([
        day(),
        vote(&[(3, &[1, 3, 4]), (8, &[5, 6, 7]), (4, &[8, 9, 10])]),
        revote(&[(3, &[1, 3, 4]), (8, &[5, 6, 7]), (4, &[8, 9, 10])]),
        lift(&[1, 2, 3, 4, 5]),
    ]);
    assert_one_at(events, 7, "table");
}

// "A tie: the next event of the day is a revote ... or ... a lift": a night with the tie
// unresolved is a violation.
#[test]
fn night_with_an_unresolved_tie() {
    assert_one_at(vec![day(), tie_8_2(), night()], 2, "tie");
    assert_one_at(
        vec![
            day(),
            tie_8_2(),
            revote(&[(8, &[1, 2, 3, 4, 5]), (2, &[6, 7, 8, 9, 10])]),
            night(),
        ],
        3,
        "lift",
    );
}

// One leader leaves and the day's voting is over.
#[test]
fn vote_after_the_days_voting_is_over() {
    assert_one_at(
        vec![
            day(),
            out(8, 2, &table_without(&[])),
            out(9, 2, &table_without(&[8])),
        ],
        2,
        "over",
    );
}

// Days and nights alternate; the game begins at night 0, "the first event is normally day".
#[test]
fn day_during_a_day_and_night_during_a_night() {
    assert_one_at(vec![day(), day()], 1, "day");
    assert_one_at(vec![day(), night(), night()], 2, "night");
    assert_one_at(vec![night()], 0, "night 0");
}

// "night events by day": shots and checks happen at night.
#[test]
fn night_events_by_day() {
    assert_one_at(vec![day(), shoot(&[8, 9, 10], 2)], 1, "night");
    assert_one_at(vec![day(), sheriff_check(8)], 1, "night");
    assert_one_at(vec![day(), don_check(1)], 1, "night");
}

// "day events by night": nominations, votes and lifts happen by day.
#[test]
fn day_events_by_night() {
    let base = vec![day(), out(2, 8, &table_without(&[])), night()];
    let mut a = base.clone();
    a.push(nominate(1, 8));
    assert_one_at(a, 3, "day");
    let mut b = base.clone();
    b.push(vote(&[(8, &[1, 3, 4, 5, 6, 7]), (3, &[8, 9, 10])]));
    assert_one_at(b, 3, "day");
    let mut c = base;
    c.push(lift(&[1, 3, 4]));
    assert_one_at(c, 3, "day");
}

// "The game starts at night 0 (the arrangement), which has no events."
#[test]
fn shots_on_night_zero() {
    assert_one_at(vec![shoot(&[8, 9, 10], 2), day()], 0, "night 0");
    assert_one_at(vec![sheriff_check(8), day()], 0, "night 0");
}

// One shooting a night.
#[test]
fn two_shootings_in_a_night() {
    assert_one_at(
        vec![
            day(),
            out(2, 8, &table_without(&[])),
            night(),
            miss(&[(8, 3), (9, 4), (10, 5)], &[]),
            shoot(&[8, 9, 10], 3),
        ],
        4,
        "already",
    );
}

// "shots keys are the shooters' seats: living black players."
#[test]
fn shooter_who_is_not_black() {
    assert_one_at(
        vec![
            day(),
            out(2, 8, &table_without(&[])),
            night(),
            miss(&[(8, 3), (1, 3)], &[]),
        ],
        3,
        "black",
    );
}

// Contract: "shots keys are the shooters' seats: living black players."
#[test]
fn shooter_who_has_left() {
    assert_one_at(
        vec![
            day(),
            out(8, 2, &table_without(&[])),
            night(),
            shoot(&[8, 9, 10], 2),
        ],
        3,
        "table",
    );
}

// "miss_by: the black players the judge holds responsible for a miss (only on a miss)."
#[test]
fn miss_by_on_a_kill() {
    assert_one_at(
        vec![
            day(),
            out(2, 8, &table_without(&[])),
            night(),
            with(shoot(&[8, 9, 10], 3), "miss_by", json!([9])),
        ],
        3,
        "miss_by",
    );
}

// Contract: "miss_by: the black players the judge holds responsible".
#[test]
fn miss_by_a_red_player() {
    assert_one_at(
        vec![
            day(),
            out(2, 8, &table_without(&[])),
            night(),
            miss(&[(8, 3), (9, 4), (10, 5)], &[4]),
        ],
        3,
        "miss_by",
    );
}

// "miss_by: the black players the judge holds responsible for a miss" — a black who has
// already left shot nobody tonight.
#[test]
fn miss_by_a_black_who_has_left() {
    assert_one_at(
        vec![
            day(),
            out(8, 2, &table_without(&[])),
            night(),
            miss(&[(9, 4), (10, 5)], &[8]),
        ],
        3,
        "miss_by",
    );
}

// "credit: when the Sheriff is killed on the first night".
#[test]
fn credit_when_a_civilian_is_killed_on_night_1() {
    assert_one_at(
        vec![
            day(),
            out(2, 8, &table_without(&[])),
            night(),
            with(shoot(&[8, 9, 10], 3), "credit", json!(9)),
        ],
        3,
        "credit",
    );
}

// Contract: "credit: when the Sheriff is killed on the first night".
#[test]
fn credit_when_the_sheriff_is_killed_on_night_2() {
    assert_one_at(
        vec![
            day(),
            out(2, 8, &table_without(&[])),
            night(),
            miss(&[(8, 3), (9, 4), (10, 5)], &[]),
            day(),
            out(3, 8, &table_without(&[2])),
            night(),
            with(shoot(&[8, 9, 10], 1), "credit", json!(9)),
        ],
        7,
        "credit",
    );
}

// Contract: credit names "the black player the judge assigns responsibility to".
#[test]
fn credit_to_a_red_player() {
    assert_one_at(
        vec![
            day(),
            out(2, 8, &table_without(&[])),
            night(),
            with(shoot(&[8, 9, 10], 1), "credit", json!(4)),
        ],
        3,
        "black",
    );
}

// Seed: "If the Sheriff is killed on the first night, +0.2 goes to the explicitly assigned
// responsible black player."
#[test]
fn credit_for_the_sheriff_killed_on_night_1_is_valid() {
    let game = replay(vec![
        day(),
        out(2, 8, &table_without(&[])),
        night(),
        with(shoot(&[8, 9, 10], 1), "credit", json!(9)),
    ]);
    assert_eq!(game.shootings[0].credit, Some(s(9)));
    assert_eq!(game.shootings[0].kill, Some(s(1)));
}

// "a check by a departed Sheriff"
#[test]
fn check_by_a_departed_sheriff() {
    assert_one_at(
        vec![
            day(),
            out(1, 8, &table_without(&[])),
            night(),
            sheriff_check(8),
        ],
        3,
        "table",
    );
}

// P3: "A Sheriff (or Don) shot during a night still makes that night's check."
#[test]
fn ruling_p3_sheriff_shot_this_night_still_checks() {
    let game = replay(vec![
        day(),
        out(2, 8, &table_without(&[])),
        night(),
        shoot(&[8, 9, 10], 1),
        sheriff_check(9),
        don_check(3),
    ]);
    assert_eq!(game.checks.len(), 2);
    assert_eq!(game.checks[0].by, s(1));
    assert_eq!(game.checks[0].target, s(9));
    assert!(game.checks[0].sheriff);
    assert_eq!(game.checks[1].by, s(8));
    assert!(!game.checks[1].sheriff);
}

// Self-check: the Sheriff does not check himself, nor the Don herself.
#[test]
fn self_check() {
    let base = vec![day(), out(2, 8, &table_without(&[])), night()];
    let mut a = base.clone();
    a.push(sheriff_check(1));
    assert_one_at(a, 3, "themself");
    let mut b = base;
    b.push(don_check(8));
    assert_one_at(b, 3, "themself");
}

// Contract: "sheriff_check: the Sheriff's check" (one a night).
#[test]
fn two_sheriff_checks_in_a_night() {
    assert_one_at(
        vec![
            day(),
            out(2, 8, &table_without(&[])),
            night(),
            sheriff_check(8),
            sheriff_check(9),
        ],
        4,
        "already",
    );
}

// Contract: a check targets a player at the table.
#[test]
fn check_of_a_player_not_at_the_table_is_valid_since_the_interchange_contract() {
    // Roles of departed players are not revealed at these tables: checking one is a real
    // choice (shared/spec/pro-interchange.md; ruling P35).
    let events = vec![
        day(),
        out(2, 8, &table_without(&[])),
        night(),
        sheriff_check(2),
    ];
    let game = omerta_pro::replay_json(&document(events)).expect("valid");
    assert_eq!(game.departed_checks.len(), 1);
    assert!(game.checks.is_empty());
}

// ---------------------------------------------------------------------------------------
// Wills
// ---------------------------------------------------------------------------------------

// Last Will Ordered target limit: "7 or more 3; 5-6 2; 3-4 1; 0-2 0".
#[test]
fn order_limit_table() {
    let expected = [0, 0, 0, 1, 1, 2, 2, 3, 3, 3, 3];
    for (alive, limit) in expected.iter().enumerate() {
        assert_eq!(order_limit(alive), *limit, "{alive} alive");
    }
}

// 8 left after the departure: at most 3 targets.
#[test]
fn too_many_will_targets_at_7_or_more() {
    assert_one_at(ladder_with(3, order(2, &[4, 5, 6, 7])), 4, "at most 3");
    let game = replay(ladder_with(3, order(2, &[9, 10, 4])));
    assert_eq!(game.wills.len(), 1);
}

// 6 left after the departure: at most 2 targets.
#[test]
fn too_many_will_targets_at_5_or_6() {
    assert_one_at(ladder_with(7, order(3, &[10, 4, 5])), 8, "at most 2");
    replay(ladder_with(7, order(3, &[10, 4])));
}

// 4 left after the departure: at most 1 target.
#[test]
fn too_many_will_targets_at_3_or_4() {
    assert_one_at(ladder_with(11, order(5, &[10, 6])), 12, "at most 1");
    replay(ladder_with(11, order(5, &[10])));
}

// 2 left after the departure: no target at all.
#[test]
fn too_many_will_targets_at_0_to_2() {
    assert_one_at(ladder_with(15, order(7, &[10])), 16, "at most 0");
    replay(ladder_with(15, order(7, &[])));
    replay(ladder_with(15, skip_will(7)));
}

// "colors: at most three entries".
#[test]
fn first_color_will_with_four_entries() {
    assert_one_at(
        vec![
            day(),
            out(2, 8, &table_without(&[])),
            colors(2, &[(3, "red"), (4, "red"), (8, "black"), (9, "black")]),
        ],
        2,
        "at most 3",
    );
}

// "Every named seat must be at the table after the departure."
#[test]
fn will_that_names_a_departed_player() {
    assert_one_at(ladder_with(7, order(3, &[2])), 8, "table");
    assert_one_at(ladder_with(7, helm(3, 9)), 8, "table");
}

// Contract: "Every named seat must be at the table after the departure."
#[test]
fn will_that_names_its_author() {
    assert_one_at(ladder_with(7, order(3, &[3])), 8, "table");
}

// Seed: "The will can name only players who remain at the table after the First Out leaves."
#[test]
fn color_naming_a_departed_player() {
    assert_one_at(
        vec![
            day(),
            out(2, 8, &table_without(&[])),
            removal(3),
            colors(2, &[(3, "red")]),
        ],
        3,
        "table",
    );
}

// "colors ... Only the First Out may leave one."
#[test]
fn colors_by_a_player_who_is_not_the_first_out() {
    assert_one_at(ladder_with(3, colors(2, &[(9, "black")])), 4, "first out");
}

// "order ... Last Will Ordered applies to players who leave after the First Out."
#[test]
fn order_by_the_first_out() {
    assert_one_at(
        vec![day(), out(2, 8, &table_without(&[])), order(2, &[8])],
        2,
        "first out",
    );
}

// "A will follows the departure of its by player, before the next vote or shooting."
#[test]
fn will_after_the_next_vote() {
    let mut events = ladder();
    events.insert(6, order(2, &[4]));
    assert_one_at(events, 6, "late");
}

// Contract: "A will follows the departure of its by player, before the next vote or shooting."
#[test]
fn will_after_the_next_shooting() {
    let events = vec![
        day(),
        out(2, 8, &table_without(&[])),
        night(),
        miss(&[(8, 3), (9, 4), (10, 5)], &[]),
        colors(2, &[(3, "red")]),
    ];
    assert_one_at(events, 4, "late");
}

// P2: the will may come after the night's checks and the next day's start.
#[test]
fn ruling_p2_will_before_the_next_vote_is_on_time() {
    let game = replay(vec![
        day(),
        out(2, 8, &table_without(&[])),
        night(),
        sheriff_check(8),
        colors(2, &[(8, "black")]),
        miss(&[(8, 3), (9, 4), (10, 5)], &[]),
    ]);
    assert_eq!(game.wills.len(), 1);
    // same, but the First Out's will comes after the shooting: late
    let late = problems(vec![
        day(),
        out(2, 8, &table_without(&[])),
        night(),
        shoot(&[8, 9, 10], 3),
        day(),
        colors(2, &[(4, "red")]),
        order(3, &[8]),
    ]);
    assert_eq!(locations(&late), vec![Location::Event(5)], "{late:?}");
}

// P2: "A second will by the same player is a violation."
#[test]
fn ruling_p2_second_will_by_the_same_player() {
    let mut events = ladder_with(3, skip_will(2));
    events.insert(5, order(2, &[4]));
    assert_one_at(events, 5, "already");
}

// "A player removed by discipline leaves no will."
#[test]
fn will_by_a_removed_player() {
    assert_one_at(vec![day(), removal(2), skip_will(2)], 2, "removal");
    assert_one_at(
        vec![day(), foul(2), foul(2), foul(2), foul(2), skip_will(2)],
        5,
        "fourth foul",
    );
    assert_one_at(
        vec![day(), disqualification(2), skip_will(2)],
        2,
        "disqualification",
    );
}

// Contract: "the will of a player who has just left".
#[test]
fn will_by_a_player_still_at_the_table() {
    assert_one_at(vec![day(), order(4, &[8])], 1, "still at the table");
}

// "A player who leaves by vote may leave a Last Will Ordered only if the real game
// continues after that departure."
#[test]
fn order_after_the_game_ending_vote() {
    let mut events = red_win();
    events.push(order(10, &[4]));
    assert_one_at(events, 10, "ended");
}

// The wills of the last departure may follow the end of the game (here: a night shot).
#[test]
fn will_after_a_game_ending_night_shot_is_valid() {
    let game = replay(ladder_with(15, skip_will(7)));
    assert_eq!(game.wills.len(), 1);
    assert_eq!(game.wills[0].by, s(7));
}

// ---------------------------------------------------------------------------------------
// The end of the game
// ---------------------------------------------------------------------------------------

// "an event after the game has ended"
#[test]
fn event_after_the_game_has_ended() {
    let mut events = red_win();
    events.push(night());
    assert_one_at(events, 10, "ended");
}

// Errors: "an event after the game has ended".
#[test]
fn event_after_an_end_event() {
    let mut events = red_win();
    events.push(end("red"));
    events.push(day());
    assert_one_at(events, 11, "end");
}

// Seed: DD "immediately finishes the game".
#[test]
fn event_after_a_declared_defeat() {
    assert_one_at(vec![day(), dd(4), nominate(1, 8)], 2, "ended");
}

// "end ... where the engine derives a winner, it must agree" (P18).
#[test]
fn end_winner_disagreeing_with_the_table() {
    let mut events = red_win();
    events.push(end("black"));
    assert_one_at(events, 10, "red");
    let mut events = red_win();
    events.push(end("draw"));
    assert_one_at(events, 10, "red");
}

// Contract: "end: optional; where the engine derives a winner, it must agree".
#[test]
fn end_winner_agreeing_with_the_table() {
    let mut events = red_win();
    events.push(end("red"));
    assert_eq!(replay(events).winner(), Some(Winner::Red));
}

// P17: "A partial surrender is a violation: seats, when given, must be every black at
// the table."
#[test]
fn ruling_p17_partial_surrender() {
    assert_one_at(
        vec![day(), json!({"type": "surrender", "seats": [9]})],
        1,
        "surrender",
    );
    let game = replay(vec![
        day(),
        json!({"type": "surrender", "seats": [8, 9, 10]}),
    ]);
    assert_eq!(game.winner(), Some(Winner::Red));
}

// ---------------------------------------------------------------------------------------
// Every problem at once
// ---------------------------------------------------------------------------------------

// "rejected with every problem found, each naming the event by its index".
#[test]
fn several_problems_are_all_reported() {
    let v = problems(vec![
        shoot(&[8, 9, 10], 2),    // 0: night 0 has no events
        day(),                    // 1
        nominate(1, 11),          // 2: no seat 11
        json!({"type": "dance"}), // 3: unknown type
        sheriff_check(3),         // 4: by day
        vote(&[(8, &[1, 2, 3, 4, 5, 6, 7]), (2, &[8, 9, 10])]), // 5: fine, #8 leaves
        colors(8, &[(1, "red"), (2, "red"), (3, "red"), (4, "red")]), // 6: four colors
        night(),                  // 7
        miss(&[(1, 2)], &[]),     // 8: #1 is no shooter
    ]);
    assert_eq!(
        locations(&v),
        [0, 2, 3, 4, 6, 8].map(Location::Event).to_vec(),
        "{v:#?}"
    );
}

// Errors: "rejected with every problem found" (players, rules, events). A wrong format
// is fatal and stops there (issue 28, item 6), so the format here is right.
#[test]
fn document_and_event_problems_together_in_document_order() {
    let mut p = players();
    p[2]["role"] = json!("doctor");
    let doc = json!({
        "format": "omerta-pro/1",
        "players": p,
        "rules": {"lift_threshold": "most", "colour": 1},
        "events": [day(), nominate(1, 0), json!({"type": "lift"})]
    })
    .to_string();
    let v = problems_doc(&doc);
    let at = locations(&v);
    assert_eq!(at[0], Location::Player(2), "{v:#?}");
    assert!(
        at.contains(&Location::Rules("lift_threshold".into())),
        "{v:#?}"
    );
    assert!(at.contains(&Location::Rules("colour".into())), "{v:#?}");
    // the player problems make the table unreadable: events are not replayed against it,
    // or they are and named; either way the player and rules problems are all there
    let n = v.len();
    assert!(n >= 4, "{v:#?}");
}

// Issue 28: a document of another format is not read further; its other faults would be
// noise (a 150 MB document of another kind reported six million of them).
#[test]
fn a_wrong_format_is_the_only_problem_reported() {
    let mut p = players();
    p[2]["role"] = json!("doctor");
    let doc = json!({
        "format": "omerta-pro/9",
        "players": p,
        "rules": {"lift_threshold": "most", "colour": 1},
        "events": [day(), nominate(1, 0), json!({"type": "lift"})]
    })
    .to_string();
    let v = problems_doc(&doc);
    assert_eq!(locations(&v), [Location::Format], "{v:#?}");
    assert!(v[0].message.contains("omerta-pro/9"), "{v:#?}");
}

// Errors: "each naming the event by its index (events[12]) and saying what is wrong".
#[test]
fn every_problem_is_named_and_the_count_is_in_the_message() {
    let events = vec![
        day(),
        nominate(1, 8),
        nominate(1, 9),  // 2: #1 again
        nominate(2, 8),  // 3: #8 again
        nominate(3, 12), // 4: no seat 12
    ];
    let v = problems(events.clone());
    assert_eq!(locations(&v), [2, 3, 4].map(Location::Event).to_vec());
    let text = score_json(&document(events)).unwrap_err().to_string();
    assert!(text.starts_with("3 problems"), "{text}");
    for i in [2, 3, 4] {
        assert!(text.contains(&format!("events[{i}]: ")), "{text}");
    }
}

// "The command exits non-zero and prints no scores": scoring refuses invalid protocols.
#[test]
fn invalid_protocol_is_not_scored() {
    let mut events = red_win();
    events.push(end("black"));
    assert!(matches!(
        score_json(&document(events)),
        Err(Error::Invalid(_))
    ));
}

// ---------------------------------------------------------------------------------------
// The replay: the table after each event, departures
// ---------------------------------------------------------------------------------------

// Contract: "The engine replays it ... derives what happened (who left, when, how ...)".
#[test]
fn table_after_each_event() {
    let game = replay(red_win());
    let expect: [&[u8]; 10] = [
        &[],
        &[8],
        &[8],
        &[8, 2],
        &[8, 2],
        &[8, 2, 9],
        &[8, 2, 9],
        &[8, 2, 9, 3],
        &[8, 2, 9, 3],
        &[8, 2, 9, 3, 10],
    ];
    for (i, gone) in expect.iter().enumerate() {
        assert_eq!(
            game.moment(i).table,
            set(&table_without(gone)),
            "after events[{i}]"
        );
    }
    assert_eq!(game.table(), set(&[1, 4, 5, 6, 7]));
}

// Contract: "The game starts at night 0 (the arrangement) ... day (day 1, 2, ...) ... night
// (night 1, 2, ...)".
#[test]
fn phases_after_each_event() {
    let game = replay(red_win());
    assert_eq!(game.before(0).phase, Phase::Night(0));
    assert_eq!(game.before(0).table, SeatSet::FULL);
    assert_eq!(game.moment(0).phase, Phase::Day(1));
    assert_eq!(game.moment(2).phase, Phase::Night(1));
    assert_eq!(game.moment(4).phase, Phase::Day(2));
    assert_eq!(game.moment(7).phase, Phase::Night(2));
    assert_eq!(game.moment(9).phase, Phase::Day(3));
}

// Contract: the replay "derives what happened (who left, when, how ...)".
#[test]
fn departures_in_order_with_how_and_when() {
    let game = replay(red_win());
    let got: Vec<(u8, Leave, usize, Phase)> = game
        .departures
        .iter()
        .map(|d| (d.seat.number(), d.how, d.event, d.phase))
        .collect();
    assert_eq!(
        got,
        vec![
            (8, Leave::Vote, 1, Phase::Day(1)),
            (2, Leave::NightShot, 3, Phase::Night(1)),
            (9, Leave::Vote, 5, Phase::Day(2)),
            (3, Leave::NightShot, 7, Phase::Night(2)),
            (10, Leave::Vote, 9, Phase::Day(3)),
        ]
    );
    let d = game.departure_of(s(9)).unwrap();
    assert_eq!(d.table_before, set(&[1, 3, 4, 5, 6, 7, 9, 10]));
    assert_eq!(d.table_after, set(&[1, 3, 4, 5, 6, 7, 10]));
}

// Contract: removal, the fourth foul and disqualification take a player from the table.
#[test]
fn departures_by_discipline() {
    let game = replay(vec![
        day(),
        removal(2),
        foul(3),
        foul(3),
        foul(3),
        foul(3),
        disqualification(4),
        end("draw"),
    ]);
    let got: Vec<(u8, Leave, usize)> = game
        .departures
        .iter()
        .map(|d| (d.seat.number(), d.how, d.event))
        .collect();
    assert_eq!(
        got,
        vec![
            (2, Leave::Removal, 1),
            (3, Leave::FourthFoul, 5),
            (4, Leave::Disqualification, 6),
        ]
    );
    assert_eq!(game.table(), set(&[1, 5, 6, 7, 8, 9, 10]));
}

// P25: "Disqualification of a player who has already left: penalty only, no departure."
#[test]
fn ruling_p25_disqualification_after_leaving_is_no_departure() {
    let game = replay(vec![
        day(),
        out(2, 8, &table_without(&[])),
        disqualification(2),
    ]);
    assert_eq!(game.departures.len(), 1);
    assert!(game.disqualified_after_leaving.contains(s(2)));
}

// ---------------------------------------------------------------------------------------
// Voting rounds
// ---------------------------------------------------------------------------------------

// "One leader: that player leaves by vote."
#[test]
fn single_leader_leaves_by_vote() {
    let game = replay(red_win());
    let r = &game.rounds[0];
    assert_eq!(r.event, 1);
    assert_eq!(r.day, 1);
    assert_eq!(r.candidates, vec![s(8), s(2)]);
    assert_eq!(r.leaders, vec![s(8)]);
    assert_eq!(r.eliminated, Some(s(8)));
    assert!(!r.revote);
    assert_eq!(r.votes_for(s(8)), 7);
    assert_eq!(r.voters_for(s(2)), set(&[8, 9, 10]));
    assert_eq!(r.table, SeatSet::FULL);
}

// "A tie: the next event of the day is a revote among the tied leaders".
#[test]
fn tie_then_revote_decides() {
    let game = replay(vec![
        day(),
        tie_8_2(),
        revote(&[(8, &[1, 2, 3, 4, 5, 6]), (2, &[7, 8, 9, 10])]),
    ]);
    assert_eq!(game.rounds.len(), 2);
    assert_eq!(game.rounds[0].leaders, vec![s(8), s(2)]);
    assert_eq!(game.rounds[0].eliminated, None);
    assert!(!game.rounds[0].revote);
    assert!(game.rounds[1].revote);
    assert_eq!(game.rounds[1].candidates, vec![s(8), s(2)]);
    assert_eq!(game.rounds[1].eliminated, Some(s(8)));
    assert_eq!(game.departures[0].how, Leave::Vote);
    assert_eq!(game.departures[0].event, 2);
}

// "A later round can narrow the tied leaders ... another revote starts with the
// narrowed candidate set."
#[test]
fn narrowing_revote() {
    let game = replay(vec![
        day(),
        vote(&[
            (8, &[1, 2, 3]),
            (2, &[4, 5, 6]),
            (3, &[7, 8, 9]),
            (4, &[10]),
        ]),
        revote(&[(8, &[1, 2, 3, 4]), (2, &[5, 6, 7, 8]), (3, &[9, 10])]),
        revote(&[(8, &[1, 2, 3, 4, 5, 6, 7]), (2, &[8, 9, 10])]),
    ]);
    assert_eq!(game.rounds[0].leaders, vec![s(8), s(2), s(3)]);
    assert_eq!(game.rounds[1].candidates, vec![s(8), s(2), s(3)]);
    assert_eq!(game.rounds[1].leaders, vec![s(8), s(2)]);
    assert!(game.rounds[1].revote);
    assert_eq!(game.rounds[2].candidates, vec![s(8), s(2)]);
    assert_eq!(game.rounds[2].eliminated, Some(s(8)));
    assert!(game.lifts.is_empty());
}

// A narrowed revote is not a repeated tie: a lift after it is a violation.
#[test]
fn lift_after_a_narrowing_revote_is_a_violation() {
    assert_one_at(
        vec![
            day(),
            vote(&[
                (8, &[1, 2, 3]),
                (2, &[4, 5, 6]),
                (3, &[7, 8, 9]),
                (4, &[10]),
            ]),
            revote(&[(8, &[1, 2, 3, 4, 5]), (2, &[6, 7, 8, 9, 10]), (3, &[])]),
            lift(&[1, 2, 3, 4, 5, 6]),
        ],
        3,
        "lift",
    );
}

// "where the revote repeated the same tied set, a lift": the lift passes with more than
// half of the table and all tied leaders leave.
#[test]
fn repeated_tie_then_lift_passes() {
    let game = replay(vec![
        day(),
        tie_8_2(),
        revote(&[(8, &[1, 2, 3, 4, 5]), (2, &[6, 7, 8, 9, 10])]),
        lift(&[1, 2, 3, 4, 5, 6]),
    ]);
    let l = &game.lifts[0];
    assert_eq!(l.event, 3);
    assert_eq!(l.candidates, set(&[8, 2]));
    assert_eq!(l.needed, 6);
    assert!(l.passed);
    let got: Vec<(u8, Leave, usize)> = game
        .departures
        .iter()
        .map(|d| (d.seat.number(), d.how, d.event))
        .collect();
    assert_eq!(got, vec![(2, Leave::Lift, 3), (8, Leave::Lift, 3)]);
    assert_eq!(game.table(), set(&table_without(&[2, 8])));
}

// "otherwise nobody leaves and the day ends": 5 of 10 is not more than half.
#[test]
fn lift_with_half_of_ten_fails_by_default() {
    let game = replay(vec![
        day(),
        tie_8_2(),
        revote(&[(8, &[1, 2, 3, 4, 5]), (2, &[6, 7, 8, 9, 10])]),
        lift(&[1, 2, 3, 4, 5]),
        night(),
    ]);
    assert!(!game.lifts[0].passed);
    assert_eq!(game.lifts[0].needed, 6);
    assert!(game.departures.is_empty());
    assert_eq!(game.table(), SeatSet::FULL);
}

// After a failed lift the day's voting is over.
#[test]
fn vote_after_a_failed_lift_is_a_violation() {
    assert_one_at(
        vec![
            day(),
            tie_8_2(),
            revote(&[(8, &[1, 2, 3, 4, 5]), (2, &[6, 7, 8, 9, 10])]),
            lift(&[1]),
            out(8, 2, &table_without(&[])),
        ],
        4,
        "over",
    );
}

// "lift_threshold": "half_of_table": at least half of the players at the table.
#[test]
fn lift_threshold_half_of_table_passes_with_five_of_ten() {
    let events = vec![
        day(),
        tie_8_2(),
        revote(&[(8, &[1, 2, 3, 4, 5]), (2, &[6, 7, 8, 9, 10])]),
        lift(&[1, 2, 3, 4, 5]),
    ];
    let game = with_rules(json!({"lift_threshold": "half_of_table"}), events.clone());
    assert!(game.lifts[0].passed);
    assert_eq!(game.lifts[0].needed, 5);
    assert_eq!(game.departures.len(), 2);
    let mut four = events;
    four[3] = lift(&[1, 2, 3, 4]);
    let game = with_rules(json!({"lift_threshold": "half_of_table"}), four);
    assert!(!game.lifts[0].passed);
}

// Contract: "a lift passes with more than half of the players at the table" (default).
#[test]
fn lift_threshold_hands_needed() {
    for (players, majority, half) in [(10, 6, 5), (9, 5, 5), (8, 5, 4), (7, 4, 4), (6, 4, 3)] {
        assert_eq!(LiftThreshold::MajorityOfTable.needed(players), majority);
        assert_eq!(LiftThreshold::HalfOfTable.needed(players), half);
    }
}

// A lift at 9 players (three-way repeated tie): 5 hands needed either way.
#[test]
fn lift_at_nine_players() {
    let events = |yes: &[u8]| {
        vec![
            day(),
            out(2, 8, &table_without(&[])),
            night(),
            miss(&[(8, 3), (9, 4), (10, 5)], &[]),
            day(),
            vote(&[(3, &[1, 3, 4]), (8, &[5, 6, 7]), (4, &[8, 9, 10])]),
            revote(&[(3, &[1, 3, 4]), (8, &[5, 6, 7]), (4, &[8, 9, 10])]),
            lift(yes),
        ]
    };
    let failed = with_rules(
        json!({"lift_threshold": "half_of_table"}),
        events(&[1, 3, 4, 5]),
    );
    assert!(!failed.lifts[0].passed);
    assert_eq!(failed.lifts[0].needed, 5);
    let passed = replay(events(&[1, 3, 4, 5, 6]));
    assert!(passed.lifts[0].passed);
    assert_eq!(passed.lifts[0].candidates, set(&[3, 8, 4]));
    assert_eq!(passed.table(), set(&[1, 5, 6, 7, 9, 10]));
}

// "a living player missing from ballots is counted for the last candidate" (P26).
#[test]
fn missing_voters_count_for_the_last_candidate() {
    let game = replay(vec![
        day(),
        json!({"type": "vote", "candidates": [8, 2],
               "ballots": {"1": 8, "2": 8, "3": 8, "4": 8}}),
    ]);
    let r = &game.rounds[0];
    assert_eq!(r.implicit, set(&[5, 6, 7, 8, 9, 10]));
    assert_eq!(r.ballot(s(9)), Some(s(2)));
    assert_eq!(r.votes_for(s(2)), 6);
    assert_eq!(r.eliminated, Some(s(2)));
    assert_eq!(game.departures[0].seat, s(2));
}

// "candidates ... may be left out when nominate events were recorded that day".
#[test]
fn candidates_from_the_days_nominations() {
    let game = replay(vec![
        day(),
        nominate(1, 9),
        nominate(9, 4),
        json!({"type": "vote", "ballots": {"1": 9, "2": 9, "3": 9, "5": 9, "6": 9, "7": 9}}),
    ]);
    assert_eq!(game.rounds[0].candidates, vec![s(9), s(4)]);
    assert_eq!(game.rounds[0].votes_for(s(9)), 6);
    assert_eq!(game.rounds[0].eliminated, Some(s(9)));
}

// "A single candidate: on day 1 nobody leaves and no vote is held" (P27).
#[test]
fn day1_single_candidate_does_not_leave_by_default() {
    let game = replay(vec![
        day(),
        nominate(1, 8),
        json!({"type": "vote", "ballots": {}}),
        night(),
        miss(&[(8, 3), (9, 4), (10, 5)], &[]),
    ]);
    assert!(game.departures.is_empty());
    assert_eq!(game.rounds[0].eliminated, None);
    assert_eq!(game.table(), SeatSet::FULL);
}

// Contract: "on day 1 nobody leaves and no vote is held".
#[test]
fn day1_single_candidate_without_a_vote_event() {
    let game = replay(vec![day(), nominate(1, 8), night()]);
    assert!(game.rounds.is_empty());
    assert!(game.departures.is_empty());
}

// "day1_single_candidate": "leaves": it does.
#[test]
fn day1_single_candidate_leaves_with_the_rule() {
    let game = with_rules(
        json!({"day1_single_candidate": "leaves"}),
        vec![
            day(),
            nominate(1, 8),
            json!({"type": "vote", "ballots": {}}),
        ],
    );
    assert_eq!(game.departures.len(), 1);
    assert_eq!(game.departures[0].seat, s(8));
    assert_eq!(game.departures[0].how, Leave::Vote);
}

// "on later days that candidate leaves, and ballots may be empty".
#[test]
fn single_candidate_on_day_2_leaves() {
    let game = replay(vec![
        day(),
        out(2, 3, &table_without(&[])),
        night(),
        miss(&[(8, 3), (9, 4), (10, 5)], &[]),
        day(),
        nominate(1, 9),
        json!({"type": "vote", "ballots": {}}),
    ]);
    assert_eq!(game.departures.len(), 2);
    assert_eq!(
        (game.departures[1].seat, game.departures[1].how),
        (s(9), Leave::Vote)
    );
}

// A vote held in critical state knows it (R1: "the state when the voting round is held").
#[test]
fn round_records_the_city_when_held() {
    let game = replay(ladder());
    assert_eq!(game.rounds[0].city, City::Margin);
    // events[13]: 3 red, 1 black at the table
    let last = game.rounds.last().unwrap();
    assert_eq!(last.event, 13);
    assert_eq!(last.table, set(&[1, 6, 7, 10]));
    assert_eq!(last.city, City::Critical);
}

// ---------------------------------------------------------------------------------------
// Fouls
// ---------------------------------------------------------------------------------------

// "foul: the fourth foul removes the player at once"
#[test]
fn fourth_foul_removes_at_once() {
    let game = replay(vec![day(), foul(9), foul(9), foul(9), foul(9)]);
    assert_eq!(game.fouls[s(9).index()], 4);
    assert_eq!(game.departures.len(), 1);
    assert_eq!(game.departures[0].how, Leave::FourthFoul);
    assert_eq!(game.departures[0].event, 4);
    assert_eq!(game.moment(3).table, SeatSet::FULL);
    assert_eq!(game.moment(4).table, set(&table_without(&[9])));
}

// Contract: "the fourth foul removes the player at once" (not the third).
#[test]
fn three_fouls_do_not_remove() {
    let game = replay(vec![day(), foul(9), foul(9), foul(9)]);
    assert_eq!(game.fouls[s(9).index()], 3);
    assert!(game.departures.is_empty());
}

// "fourth_foul_removes": false.
#[test]
fn fourth_foul_does_not_remove_with_the_rule() {
    let game = with_rules(
        json!({"fourth_foul_removes": false}),
        vec![day(), foul(9), foul(9), foul(9), foul(9), foul(9)],
    );
    assert_eq!(game.fouls[s(9).index()], 5);
    assert!(game.departures.is_empty());
}

// Contract: a foul is given to a player at the table.
#[test]
fn foul_on_a_player_not_at_the_table() {
    assert_one_at(
        vec![day(), foul(9), foul(9), foul(9), foul(9), foul(9)],
        5,
        "table",
    );
}

// ---------------------------------------------------------------------------------------
// Nights
// ---------------------------------------------------------------------------------------

// "If every living black player shot the same living player, that player leaves".
#[test]
fn night_kill_when_every_black_shoots_the_same_player() {
    let game = replay(vec![
        day(),
        out(2, 3, &table_without(&[])),
        night(),
        shoot(&[8, 9, 10], 4),
    ]);
    let sh = &game.shootings[0];
    assert_eq!(sh.night, 1);
    assert_eq!(sh.kill, Some(s(4)));
    assert_eq!(sh.table, set(&table_without(&[2])));
    assert_eq!(game.departures[1].how, Leave::NightShot);
}

// "A living black player with no entry did not shoot" -> a miss.
#[test]
fn night_miss_when_a_black_does_not_shoot() {
    let game = replay(vec![
        day(),
        out(2, 3, &table_without(&[])),
        night(),
        shoot(&[8, 9], 4),
    ]);
    assert_eq!(game.shootings[0].kill, None);
    assert_eq!(game.departures.len(), 1);
    assert_eq!(game.table(), set(&table_without(&[2])));
}

// "otherwise it is a miss and nobody leaves": different targets.
#[test]
fn night_miss_when_targets_differ() {
    let game = replay(vec![
        day(),
        out(2, 3, &table_without(&[])),
        night(),
        miss(&[(8, 4), (9, 4), (10, 5)], &[10]),
    ]);
    assert_eq!(game.shootings[0].kill, None);
    assert_eq!(game.shootings[0].miss_by, set(&[10]));
    assert_eq!(game.departures.len(), 1);
}

// Contract: "A living black player with no entry did not shoot."
#[test]
fn night_with_no_shot_at_all_is_a_miss() {
    let game = replay(vec![
        day(),
        out(2, 3, &table_without(&[])),
        night(),
        miss(&[], &[8, 9, 10]),
    ]);
    assert_eq!(game.shootings[0].kill, None);
}

// P4: "Shots at a seat not at the table are not a violation: the shooting is a miss."
#[test]
fn ruling_p4_shot_at_a_departed_seat_is_a_miss() {
    let game = replay(vec![
        day(),
        out(2, 3, &table_without(&[])),
        night(),
        shoot(&[8, 9, 10], 2),
    ]);
    assert_eq!(game.shootings[0].kill, None);
    assert_eq!(game.departures.len(), 1);
}

// "A target that is black is a self-shot."
#[test]
fn black_target_is_a_self_shot() {
    let game = replay(vec![
        day(),
        out(2, 3, &table_without(&[])),
        night(),
        shoot(&[8, 9, 10], 9),
    ]);
    assert_eq!(game.departures[1].seat, s(9));
    assert_eq!(game.departures[1].how, Leave::SelfShot);
}

// ---------------------------------------------------------------------------------------
// The city's state (R1)
// ---------------------------------------------------------------------------------------

// R1: "critical state when R - B <= 2, and has its margin for error when R - B >= 3".
#[test]
fn ruling_r1_city_of_counts() {
    let game = replay(vec![day()]);
    let city = |gone: &[u8]| game.city_of(set(&table_without(gone)));
    assert_eq!(city(&[]), City::Margin); // 7-3
    assert_eq!(city(&[2]), City::Margin); // 6-3
    assert_eq!(city(&[2, 3]), City::Critical); // 5-3
    assert_eq!(city(&[2, 3, 4, 5]), City::BlackWon); // 3-3
    assert_eq!(city(&[2, 3, 4]), City::Critical); // 4-3
    assert_eq!(city(&[2, 3, 4, 5, 6]), City::BlackWon); // 2-3
    assert_eq!(city(&[8, 9, 10]), City::RedWon);
    assert_eq!(city(&[8, 9, 2, 3]), City::Margin); // 5-1
    assert_eq!(city(&[8, 9, 2, 3, 4]), City::Margin); // 4-1
    assert_eq!(city(&[8, 9, 2, 3, 4, 5]), City::Critical); // 3-1
}

// R1: "The city loses its margin for error at the moment the counts move from margin to
// critical state ... whatever moved them: ... a night shot".
#[test]
fn ruling_r1_night_shot_moves_the_city_to_critical() {
    let game = replay(vec![
        day(),
        out(2, 3, &table_without(&[])),
        night(),
        shoot(&[8, 9, 10], 3),
    ]);
    assert_eq!(game.city_changes.len(), 1);
    let c = game.city_changes[0];
    assert_eq!(
        (c.event, c.before, c.after),
        (3, City::Margin, City::Critical)
    );
    assert!(c.loses_margin());
    assert_eq!(game.moment(2).city, City::Margin);
    assert_eq!(game.moment(3).city, City::Critical);
}

// R1: "... a removal".
#[test]
fn ruling_r1_removal_moves_the_city() {
    let game = replay(vec![day(), out(2, 8, &table_without(&[])), removal(3)]);
    let c = game.city_changes[0];
    assert_eq!(
        (c.event, c.before, c.after),
        (2, City::Margin, City::Critical)
    );
    assert!(c.loses_margin());
}

// R1: "... a lift": two reds lifted at 10 (7-3 -> 5-3).
#[test]
fn ruling_r1_lift_moves_the_city() {
    let game = replay(vec![
        day(),
        vote(&[(2, &[1, 2, 3, 4, 5]), (3, &[6, 7, 8, 9, 10])]),
        revote(&[(2, &[1, 2, 3, 4, 5]), (3, &[6, 7, 8, 9, 10])]),
        lift(&[1, 2, 3, 4, 5, 6]),
    ]);
    assert_eq!(game.city_changes.len(), 1);
    assert_eq!(game.city_changes[0].event, 3);
    assert!(game.city_changes[0].loses_margin());
}

// Back from critical to margin when a black leaves; critical to black win is no loss of
// margin (it was already lost).
#[test]
fn ruling_r1_city_changes_over_a_game() {
    let game = replay(ladder());
    let got: Vec<(usize, City, City, bool)> = game
        .city_changes
        .iter()
        .map(|c| (c.event, c.before, c.after, c.loses_margin()))
        .collect();
    assert_eq!(
        got,
        vec![
            (11, City::Margin, City::Critical, true),
            (15, City::Critical, City::BlackWon, false),
        ]
    );
    let game = replay(vec![
        day(),
        out(2, 3, &table_without(&[])),
        night(),
        shoot(&[8, 9, 10], 3),
        day(),
        out(8, 4, &table_without(&[2, 3])),
    ]);
    let c = game.city_changes[1];
    assert_eq!(
        (c.event, c.before, c.after),
        (5, City::Critical, City::Margin)
    );
}

// ---------------------------------------------------------------------------------------
// The winner
// ---------------------------------------------------------------------------------------

// No black left: red wins.
#[test]
fn winner_red_when_no_black_is_left() {
    let game = replay(red_win());
    assert_eq!(game.winner(), Some(Winner::Red));
    assert_eq!(game.outcome.unwrap().event, 9);
    assert_eq!(game.city_changes.last().unwrap().after, City::RedWon);
}

// Blacks at least as many as reds: black wins.
#[test]
fn winner_black_when_blacks_match_reds() {
    let game = replay(ladder());
    assert_eq!(game.winner(), Some(Winner::Black));
    assert_eq!(game.outcome.unwrap().event, 15);
    assert_eq!(game.table(), set(&[1, 10]));
}

// "If the offender is black or Don, the red team wins."
#[test]
fn winner_red_on_a_black_declared_defeat() {
    let game = replay(vec![day(), dd(9)]);
    assert_eq!(game.winner(), Some(Winner::Red));
    assert_eq!(game.declared_defeat, Some(s(9)));
    assert_eq!(game.departures[0].how, Leave::DeclaredDefeat);
}

// "If the offender is red, Sheriff, or has no black role assigned, the black team wins."
#[test]
fn winner_black_on_a_red_declared_defeat() {
    assert_eq!(replay(vec![day(), dd(1)]).winner(), Some(Winner::Black));
    assert_eq!(replay(vec![day(), dd(4)]).winner(), Some(Winner::Black));
}

// "DD can be assigned ... even if that player is already dead or removed."
#[test]
fn declared_defeat_of_a_departed_player_ends_the_game_without_departure() {
    let game = replay(vec![day(), out(2, 8, &table_without(&[])), dd(2)]);
    assert_eq!(game.winner(), Some(Winner::Black));
    assert_eq!(game.departures.len(), 1);
}

// "surrender: the mafia surrenders; default: every black still at the table".
#[test]
fn winner_red_on_surrender() {
    let game = replay(vec![day(), out(8, 2, &table_without(&[])), surrender()]);
    assert_eq!(game.winner(), Some(Winner::Red));
    let got: Vec<(u8, Leave)> = game
        .departures
        .iter()
        .map(|d| (d.seat.number(), d.how))
        .collect();
    assert_eq!(
        got,
        vec![
            (8, Leave::Vote),
            (9, Leave::Surrender),
            (10, Leave::Surrender)
        ]
    );
}

// P18: "An end where the table rules decided nothing stands as the judge's decision".
#[test]
fn ruling_p18_end_draw_stands() {
    let game = replay(vec![day(), out(2, 8, &table_without(&[])), end("draw")]);
    assert_eq!(game.winner(), Some(Winner::Draw));
    let (_, sheet) = score(vec![day(), out(2, 8, &table_without(&[])), end("draw")]);
    assert_eq!(sheet.winner, Winner::Draw);
}

// P18 and issue 28: a truncated record that states a result reads like a judge's decision.
// It stays valid (the judge may end a game) but `pro check` says, in a sentence, that the
// result does not follow from the record.
#[test]
fn ruling_p18_a_stated_result_the_record_does_not_reach_is_warned_of() {
    let events = vec![day(), night(), shoot(&[8, 9, 10], 2), day(), end("red")];
    let game = replay(events);
    assert_eq!(game.winner(), Some(Winner::Red));
    let said = "the record states red wins by the judge's decision on day 2 (events[4]), \
                with 6 red players and 3 black players still at the table: the table's rules \
                do not reach this result, so the record may be incomplete";
    assert_eq!(game.warnings(), vec![said.to_owned()]);
    assert_eq!(
        omerta_pro::report::check_json(&game)["warnings"],
        json!([said])
    );
}

// P18: a draw the judge calls with one red and one black at the table is warned of too,
// with each count in the singular.
#[test]
fn ruling_p18_a_judges_draw_names_the_players_left() {
    let g = G::new()
        .out(8, 2)
        .night()
        .kill(2)
        .day()
        .out(9, 3)
        .night()
        .kill(3)
        .day()
        .out(4, 5)
        .night()
        .kill(5)
        .day()
        .out(6, 7)
        .ev(end("draw"));
    let game = replay(g.done());
    let warnings = game.warnings();
    assert_eq!(warnings.len(), 1, "{warnings:?}");
    assert!(
        warnings[0].starts_with("the record states a draw by the judge's decision on day 4")
            && warnings[0].contains("with 2 red players and 1 black player still at the table"),
        "{warnings:?}"
    );
}

// P18: where the table's rules decided the game, an `end` that agrees adds no warning.
#[test]
fn ruling_p18_a_result_the_table_decided_has_no_warning() {
    let events = vec![
        day(),
        out(2, 8, &table_without(&[])),
        json!({"type": "surrender"}),
        end("red"),
    ];
    let game = replay(events);
    assert_eq!(game.winner(), Some(Winner::Red));
    assert_eq!(game.warnings(), Vec::<String>::new());
}

// P19: "Unfinished game ... scoring refuses ("the game has not ended")."
#[test]
fn ruling_p19_unfinished_game_replays_but_is_not_scored() {
    let events = vec![day(), out(2, 8, &table_without(&[]))];
    let game = replay(events.clone());
    assert_eq!(game.winner(), None);
    assert!(matches!(
        score_json(&document(events)),
        Err(Error::Unfinished(_))
    ));
}

// ---------------------------------------------------------------------------------------
// The First Out (R7, P1)
// ---------------------------------------------------------------------------------------

// R7: "The First Out is the first player to leave the table by vote, lift or night shot."
#[test]
fn ruling_r7_first_out_by_vote() {
    let game = replay(red_win());
    assert_eq!(game.first_out, set(&[8]));
}

// R7: "The First Out is the first player to leave the table by vote, lift or night shot."
#[test]
fn ruling_r7_first_out_by_night_shot() {
    let game = replay(vec![
        day(),
        nominate(1, 8),
        night(),
        shoot(&[8, 9, 10], 5),
        day(),
        colors(5, &[(8, "black"), (1, "red")]),
    ]);
    assert_eq!(game.first_out, set(&[5]));
    assert!(game.wills[0].first_out);
}

// R7: "A player removed by discipline before that is not the First Out and leaves no will."
#[test]
fn ruling_r7_removed_player_is_not_the_first_out() {
    let events = vec![
        day(),
        removal(5),
        out(2, 8, &table_without(&[5])),
        colors(2, &[(8, "black")]),
    ];
    let game = replay(events.clone());
    assert_eq!(game.first_out, set(&[2]));
    assert!(game.wills[0].first_out);
    let mut with_will = events;
    with_will.push(colors(5, &[(9, "black")]));
    assert_one_at(with_will, 4, "removal");
}

// R7: "A player removed by discipline before that is not the First Out".
#[test]
fn ruling_r7_fourth_foul_removal_is_not_the_first_out() {
    let game = replay(vec![
        day(),
        foul(4),
        foul(4),
        foul(4),
        foul(4),
        out(2, 8, &table_without(&[4])),
    ]);
    assert_eq!(game.first_out, set(&[2]));
}

// P1: "everyone who leaves in the first departure by vote, lift or night shot is a First
// Out; each may leave a First Color Will."
#[test]
fn ruling_p1_first_out_in_a_lift() {
    let game = replay(vec![
        day(),
        vote(&[(2, &[1, 2, 3, 4, 5]), (3, &[6, 7, 8, 9, 10])]),
        revote(&[(2, &[1, 2, 3, 4, 5]), (3, &[6, 7, 8, 9, 10])]),
        lift(&[1, 2, 3, 4, 5, 6]),
        colors(2, &[(8, "black")]),
        colors(3, &[(9, "black"), (4, "red")]),
    ]);
    assert_eq!(game.first_out, set(&[2, 3]));
    assert_eq!(game.wills.len(), 2);
    assert!(game.wills.iter().all(|w| w.first_out));
}

// The second departure by vote is not a First Out: no colors.
#[test]
fn second_departure_is_not_the_first_out() {
    let game = replay(ladder_with(3, order(2, &[9])));
    assert_eq!(game.first_out, set(&[8]));
    assert!(!game.wills[0].first_out);
}

// ---------------------------------------------------------------------------------------
// Key order: "Reordering JSON object keys changes nothing"
// ---------------------------------------------------------------------------------------

/// Serializes `v` with every object's keys in reverse order (serde_json's maps are
/// sorted, so this is descending order).
fn reversed(v: &Value) -> String {
    match v {
        Value::Object(map) => {
            let parts: Vec<String> = map
                .iter()
                .rev()
                .map(|(k, v)| format!("{}:{}", Value::String(k.clone()), reversed(v)))
                .collect();
            format!("{{{}}}", parts.join(","))
        }
        Value::Array(items) => {
            let parts: Vec<String> = items.iter().map(reversed).collect();
            format!("[{}]", parts.join(","))
        }
        other => other.to_string(),
    }
}

/// The same, with the keys rotated by one (the first key last).
fn rotated(v: &Value) -> String {
    match v {
        Value::Object(map) => {
            let mut parts: Vec<String> = map
                .iter()
                .map(|(k, v)| format!("{}:{}", Value::String(k.clone()), rotated(v)))
                .collect();
            if !parts.is_empty() {
                parts.rotate_left(1);
            }
            format!("{{{}}}", parts.join(","))
        }
        Value::Array(items) => {
            let parts: Vec<String> = items.iter().map(rotated).collect();
            format!("[{}]", parts.join(","))
        }
        other => other.to_string(),
    }
}

fn sorted_awards(sheet: &omerta_pro::Scoresheet) -> Vec<Vec<(String, i32, Option<u8>)>> {
    sheet
        .seats
        .iter()
        .map(|seat| {
            let mut a: Vec<(String, i32, Option<u8>)> = seat
                .awards
                .iter()
                .map(|a| {
                    (
                        a.rule.id().to_string(),
                        a.points.thousandths(),
                        a.target.map(|t| t.number()),
                    )
                })
                .collect();
            a.sort();
            a
        })
        .collect()
}

/// A game with colors, an order, a miss with miss_by, a credit, a tie and a revote.
fn rich_events() -> Vec<Value> {
    vec![
        day(),
        nominate(4, 9),
        nominate(9, 2),
        vote(&[(9, &[1, 3, 4, 5]), (2, &[2, 6, 7, 8, 10])]),
        colors(2, &[(9, "black"), (3, "red"), (10, "black")]),
        night(),
        with(shoot(&[8, 9, 10], 1), "credit", json!(8)),
        sheriff_check(9),
        don_check(1),
        day(),
        order(1, &[9, 10, 8]),
        vote(&[(9, &[3, 4, 5]), (3, &[6, 8, 9]), (7, &[7, 10])]),
        revote(&[(9, &[3, 4, 5, 6, 7]), (3, &[8, 9, 10])]),
        night(),
        miss(&[(8, 4), (10, 5)], &[10]),
        day(),
        out(10, 3, &[3, 4, 5, 6, 7, 8, 10]),
        night(),
        shoot(&[8], 3),
        day(),
        out(8, 4, &[4, 5, 6, 7, 8]),
    ]
}

// JSON objects are unordered: the order of keys in the document, events and ballots changes
// nothing.
#[test]
fn reordering_object_keys_changes_nothing() {
    let doc = json!({"format": "omerta-pro/1", "players": players(), "rules": {},
        "events": rich_events()});
    let texts = [doc.to_string(), reversed(&doc), rotated(&doc)];
    assert_ne!(texts[0], texts[1]);
    assert_ne!(texts[0], texts[2]);
    let scored: Vec<_> = texts
        .iter()
        .map(|t| score_json(t).unwrap_or_else(|e| panic!("{e}")))
        .collect();
    let (g0, s0) = &scored[0];
    assert_eq!(g0.winner(), Some(Winner::Red));
    for (g, sheet) in &scored[1..] {
        assert_eq!(g.departures, g0.departures);
        assert_eq!(g.rounds, g0.rounds);
        assert_eq!(g.lifts, g0.lifts);
        assert_eq!(g.city_changes, g0.city_changes);
        assert_eq!(g.outcome, g0.outcome);
        assert_eq!(g.first_out, g0.first_out);
        assert_eq!(g.moments, g0.moments);
        assert_eq!(sheet.winner, s0.winner);
        for seat in 1..=10 {
            assert_eq!(total(sheet, seat), total(s0, seat), "seat {seat}");
        }
        assert_eq!(sorted_awards(sheet), sorted_awards(s0));
    }
}

// Ballot order inside one round does not matter (written as raw text).
#[test]
fn ballot_order_in_the_text_changes_nothing() {
    let a = doc_with_events_text(
        r#"{"type":"day"},{"type":"vote","candidates":[8,2],"ballots":{"1":8,"2":8,"3":8,"4":8,"5":8,"6":8,"7":8,"8":2,"9":2,"10":2}}"#,
    );
    let b = doc_with_events_text(
        r#"{"type":"day"},{"ballots":{"10":2,"9":2,"7":8,"8":2,"6":8,"1":8,"5":8,"4":8,"3":8,"2":8},"candidates":[8,2],"type":"vote"}"#,
    );
    let ga = replay_doc(&a);
    let gb = replay_doc(&b);
    assert_eq!(ga.rounds, gb.rounds);
    assert_eq!(ga.departures, gb.departures);
}

// ---------------------------------------------------------------------------------------
// "Nothing panics on any input."
// ---------------------------------------------------------------------------------------

// Contract: "Nothing panics on any input."
#[test]
fn garbage_never_panics_and_is_an_error() {
    let garbage = [
        "",
        " ",
        "{",
        "}",
        "[",
        "{\"format\":",
        "{\"format\": \"omerta-pro/1\", \"players\": [",
        "\u{0}",
        "\u{feff}{}",
        "{\"events\": [{\"type\": \"vote\", \"ballots\": {\"1\": 99999999999999999999}}]}",
        "{\"events\": {}}",
        "{\"players\": {}}",
        "{\"players\": [null]}",
        "{\"events\": [null, 1, \"x\", []]}",
        "{}",
        "{\"format\": \"omerta-pro/1\"}",
        "{\"format\": \"omerta-pro/1\", \"players\": [], \"events\": []}",
    ];
    for text in garbage {
        assert!(replay_json(text).is_err(), "{text:?}");
        assert!(score_json(text).is_err(), "{text:?}");
    }
}

// Contract: "Nothing panics on any input": every truncated document is rejected.
#[test]
fn every_truncation_of_a_document_is_an_error() {
    let doc = document(rich_events());
    let mut cut = 0;
    for (i, _) in doc.char_indices() {
        cut += 1;
        assert!(replay_json(&doc[..i]).is_err(), "prefix of {i} bytes");
    }
    assert!(cut > 500);
    assert!(score_json(&doc).is_ok());
}

// Contract: "Nothing panics on any input": odd numbers and keys where seats go.
#[test]
fn odd_numbers_and_keys_never_panic() {
    let odd = [
        json!(0),
        json!(-1),
        json!(11),
        json!(255),
        json!(256),
        json!(65536),
        json!(i64::MAX),
        json!(i64::MIN),
    ];
    for n in &odd {
        let events = vec![
            day(),
            json!({"type": "nominate", "by": n, "target": n}),
            json!({"type": "vote", "candidates": [n, 2], "ballots": {n.to_string(): n}}),
            json!({"type": "lift", "yes": [n]}),
            json!({"type": "night"}),
            json!({"type": "shots", "shots": {n.to_string(): n}, "miss_by": [n], "credit": n}),
            json!({"type": "sheriff_check", "target": n}),
            json!({"type": "will", "by": n, "colors": {n.to_string(): "red"}}),
            json!({"type": "will", "by": n, "order": [n, n]}),
            json!({"type": "will", "by": n, "helm": n}),
            json!({"type": "surrender", "seats": [n]}),
            json!({"type": "declared_defeat", "seat": n}),
            json!({"type": "end", "winner": "red"}),
        ];
        assert!(replay_json(&document(events)).is_err(), "{n}");
    }
    for key in ["", "-0", "04", "+4", "1e0", " 1", "4.0", "\u{663}"] {
        let events = vec![
            day(),
            json!({"type": "vote", "candidates": [8, 2], "ballots": {key: 8}}),
        ];
        let _ = replay_json(&document(events));
    }
    // floats and huge numbers where seats go: a parse error, not a panic
    let doc = doc_with_events_text(r#"{"type":"day"},{"type":"nominate","by":1.5,"target":8}"#);
    assert!(matches!(replay_json(&doc), Err(Error::Parse(_))));
    let doc = doc_with_events_text(
        r#"{"type":"day"},{"type":"nominate","by":18446744073709551616,"target":8}"#,
    );
    assert!(replay_json(&doc).is_err());
}

// Events in any order, valid JSON: never a panic.
#[test]
fn shuffled_and_repeated_events_never_panic() {
    let base = rich_events();
    let n = base.len();
    let mut seed: u64 = 0x5eed;
    let mut next = || {
        seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (seed >> 33) as usize
    };
    for _ in 0..300 {
        let len = next() % (n + 5);
        let events: Vec<Value> = (0..len).map(|_| base[next() % n].clone()).collect();
        let doc = document(events);
        let _ = replay_json(&doc);
        let _ = score_json(&doc);
    }
    // events of every type, each alone after a day, after a night, and after the end
    let every = [
        day(),
        night(),
        nominate(1, 2),
        vote(&[(2, &[1])]),
        lift(&[1]),
        shoot(&[8, 9, 10], 2),
        sheriff_check(2),
        don_check(2),
        colors(2, &[(3, "red")]),
        order(2, &[3]),
        helm(2, 3),
        skip_will(2),
        foul(2),
        removal(2),
        disqualification(2),
        dd(2),
        surrender(),
        end("draw"),
    ];
    for prefix in [vec![], vec![day()], vec![day(), night()], red_win()] {
        for e in &every {
            let mut events = prefix.clone();
            events.push(e.clone());
            events.push(e.clone());
            let doc = document(events);
            let _ = replay_json(&doc);
            let _ = score_json(&doc);
        }
    }
}

// Byte-level corruption of a valid document: never a panic.
#[test]
fn corrupted_bytes_never_panic() {
    let doc = document(rich_events());
    let bytes = doc.as_bytes();
    for (i, b) in bytes.iter().enumerate() {
        for replacement in [b'0', b'9', b'"', b'}', b'-', b' '] {
            if *b == replacement {
                continue;
            }
            let mut changed = bytes.to_vec();
            changed[i] = replacement;
            if let Ok(text) = String::from_utf8(changed) {
                let _ = score_json(&text);
            }
        }
    }
}

// Contract: "candidates: in the first round of a day, the nominees in nomination order" - a
// nominee removed by the judge before the vote is no longer a candidate; the vote among
// the remaining nominees is valid, written with or without `candidates`.
#[test]
fn nominee_removed_before_the_vote_is_no_candidate() {
    let events = |vote: serde_json::Value| {
        vec![
            day(),
            nominate(1, 8),
            nominate(8, 2),
            nominate(2, 3),
            removal(3),
            vote,
        ]
    };
    let ballots = json!({"1": 8, "2": 8, "4": 8, "5": 8, "6": 8, "7": 8, "8": 2, "9": 2, "10": 2});
    let explicit = replay(events(
        json!({"type": "vote", "candidates": [8, 2], "ballots": ballots}),
    ));
    assert_eq!(explicit.rounds[0].candidates, vec![s(8), s(2)]);
    assert_eq!(explicit.rounds[0].eliminated, Some(s(8)));
    let implied = replay(events(json!({"type": "vote", "ballots": ballots})));
    assert_eq!(implied.rounds[0].candidates, vec![s(8), s(2)]);
    assert_eq!(implied.rounds[0].eliminated, Some(s(8)));
}

// Contract: "In a revote it may be left out: it is the tied leaders of the previous round,
// in the same order" - and a missing voter is counted for the last of them.
#[test]
fn missing_voters_in_a_revote_count_for_the_last_tied_leader() {
    let game = replay(vec![
        day(),
        tie_8_2(),
        json!({"type": "vote", "ballots": {"1": 8, "2": 8, "3": 8, "4": 8}}),
    ]);
    let r = &game.rounds[1];
    assert!(r.revote);
    assert_eq!(r.candidates, vec![s(8), s(2)]);
    assert_eq!(r.implicit, set(&[5, 6, 7, 8, 9, 10]));
    assert_eq!(r.eliminated, Some(s(2)));
}
