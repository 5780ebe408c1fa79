//! Protocol additions real tables need: checks of departed players, fouls in a player's
//! own last speech, technical fouls, the judge's bonus, and the table-rule variants of
//! day 1 and of lifts (each test named for its ruling in docs/pro/rulings.md).

mod kit;
use kit::*;
use omerta_pro::game::Leave;
use omerta_pro::{Seat, Winner};
use serde_json::json;

fn seat(n: u8) -> Seat {
    Seat::new(i64::from(n)).expect("seat")
}

/// Day 1: #2 voted out (civilian); night 1: #3 shot.
fn opening() -> Vec<serde_json::Value> {
    vec![
        day(),
        nominate(1, 2),
        nominate(3, 4),
        vote(&[(2, &[1, 3, 5, 6, 7, 8]), (4, &[2, 4, 9, 10])]),
        night(),
        shoot(&[8, 9, 10], 3),
    ]
}

#[test]
fn ruling_p35_a_check_of_a_departed_player_is_valid_and_scores_nothing() {
    // #9 (mafia) voted out on day 1; the Sheriff checks #9 on night 1.
    let events = vec![
        day(),
        nominate(1, 9),
        nominate(3, 4),
        vote(&[(9, &[1, 2, 3, 5, 6, 7]), (4, &[4, 8, 9, 10])]),
        night(),
        shoot(&[8, 10], 3),
        don_check(9),
        sheriff_check(9),
        surrender(),
    ];
    let (game, sheet) = score(events);
    assert_eq!(game.departed_checks.len(), 2);
    assert!(game.checks.is_empty());
    assert!(awards(&sheet, 1, "sheriff.check.black").is_empty());
    assert!(awards(&sheet, 1, "sheriff.check.black-leaves").is_empty());
}

#[test]
fn a_checker_still_cannot_check_themself() {
    let mut events = opening();
    events.push(sheriff_check(1));
    assert!(violations(events)
        .iter()
        .any(|v| v.contains("cannot check themself")));
}

#[test]
fn ruling_p36_a_foul_in_a_players_own_last_speech() {
    let mut events = opening();
    events.extend([day(), foul(3), order(3, &[8])]);
    let (game, _) = score_after(events);
    assert_eq!(game.fouls[seat(3).index()], 1);
    // Once the next vote is held the last speech is over.
    let mut events = opening();
    events.extend([day(), nominate(1, 4), vote(&[(4, &[])]), foul(3)]);
    assert!(violations(events)
        .iter()
        .any(|v| v.contains("not at the table and not giving a last speech")));
}

/// Scores a game that has not ended by letting the mafia surrender.
fn score_after(mut events: Vec<serde_json::Value>) -> (omerta_pro::Game, omerta_pro::Scoresheet) {
    events.push(surrender());
    score(events)
}

#[test]
fn ruling_p37_fouls_after_the_end_change_nothing() {
    let events = vec![
        day(),
        foul(9),
        foul(9),
        foul(9),
        surrender(),
        foul(4),
        json!({"type": "tech_foul", "seat": 4}),
        json!({"type": "tech_foul", "seat": 4}),
        end("red"),
    ];
    let (game, _) = score(events);
    assert_eq!(game.fouls[seat(4).index()], 1);
    assert_eq!(game.tech_fouls[seat(4).index()], 2);
    assert!(game.departure_of(seat(4)).is_none());
    assert_eq!(game.winner(), Some(Winner::Red));
}

#[test]
fn ruling_p38_the_second_technical_foul_removes_the_player() {
    let mut events = opening();
    events.extend([
        day(),
        json!({"type": "tech_foul", "seat": 5}),
        foul(5),
        json!({"type": "tech_foul", "seat": 5}),
    ]);
    let (game, _) = score_after(events);
    let left = game.departure_of(seat(5)).expect("removed");
    assert_eq!(left.how, Leave::TechFouls);
    assert!(left.how.is_discipline());
    assert_eq!(game.tech_fouls[seat(5).index()], 2);
    assert_eq!(game.fouls[seat(5).index()], 1);
}

#[test]
fn ruling_p39_a_bonus_is_its_own_award_outside_the_model() {
    let events = vec![
        day(),
        nominate(1, 9),
        vote(&[(9, &[])]),
        dd(5),
        json!({"type": "bonus", "seat": 5, "points": 0.3, "reason": "best move"}),
        json!({"type": "bonus", "seat": 2, "points": "-0.25"}),
        end("black"),
    ];
    let (game, sheet) = score(events);
    // Kept beside the DD penalty, which removes every award of the model.
    assert_eq!(awards(&sheet, 5, "judge.bonus"), vec![300]);
    assert_eq!(awards(&sheet, 5, "technical.dd"), vec![-1000]);
    assert_eq!(awards(&sheet, 2, "judge.bonus"), vec![-250]);
    let five = sheet.seat(seat(5));
    let bonus = five
        .awards
        .iter()
        .find(|a| a.rule.id() == "judge.bonus")
        .expect("bonus");
    assert!(
        bonus.detail(&game).ends_with("best move"),
        "{}",
        bonus.detail(&game)
    );
}

#[test]
fn a_bonus_must_be_exact() {
    let events = vec![day(), json!({"type": "bonus", "seat": 5, "points": 0.1234})];
    assert!(violations(events)
        .iter()
        .any(|v| v.contains("at most three places")));
    let events = vec![day(), json!({"type": "bonus", "seat": 5})];
    assert!(violations(events)
        .iter()
        .any(|v| v.contains("needs \"points\"")));
}

fn day1_tie() -> Vec<serde_json::Value> {
    vec![
        day(),
        nominate(1, 2),
        nominate(3, 9),
        vote(&[(2, &[1, 3, 4, 5, 6]), (9, &[2, 7, 8, 9, 10])]),
    ]
}

#[test]
fn ruling_p40_day1_vote_leader_stays() {
    let events = vec![
        day(),
        nominate(1, 2),
        nominate(3, 9),
        vote(&[(2, &[1, 3, 4, 5, 6, 7]), (9, &[2, 8, 9, 10])]),
        night(),
    ];
    for rule in ["leader_stays", "lift_only"] {
        let doc = document_with_rules(json!({"day1_vote": rule}), events.clone());
        let game = omerta_pro::replay_json(&doc).expect("valid");
        assert!(game.departures.is_empty(), "{rule}");
    }
    let doc = document(events);
    let game = omerta_pro::replay_json(&doc).expect("valid");
    assert_eq!(game.departures.len(), 1);
}

#[test]
fn ruling_p40_day1_vote_lift_only_goes_straight_to_the_lift() {
    let mut events = day1_tie();
    events.push(lift(&[1, 2, 3, 4, 5, 6]));
    let doc = document_with_rules(json!({"day1_vote": "lift_only"}), events.clone());
    let game = omerta_pro::replay_json(&doc).expect("valid");
    assert_eq!(game.departures.len(), 2);
    assert!(violations(events)
        .iter()
        .any(|v| v.contains("a lift only follows")));
}

#[test]
fn ruling_p40_day1_vote_none_holds_no_vote() {
    let doc = document_with_rules(json!({"day1_vote": "none"}), day1_tie());
    let problems = violations_doc(&doc);
    assert!(
        problems.iter().any(|v| v.contains("no vote on day 1")),
        "{problems:?}"
    );
    let doc = document_with_rules(
        json!({"day1_vote": "none"}),
        vec![day(), nominate(1, 2), night()],
    );
    assert!(omerta_pro::replay_json(&doc).is_ok());
}

#[test]
fn ruling_p40_day1_vote_self_vote() {
    let voted_self = vec![
        day(),
        nominate(1, 2),
        nominate(3, 9),
        vote(&[(2, &[1, 2, 3, 4, 5, 6]), (9, &[7, 8, 9, 10])]),
    ];
    let doc = document_with_rules(json!({"day1_vote": "self_vote"}), voted_self);
    assert_eq!(
        omerta_pro::replay_json(&doc)
            .expect("valid")
            .departures
            .len(),
        1
    );
    let not_self = vec![
        day(),
        nominate(1, 2),
        nominate(3, 9),
        vote(&[(2, &[1, 3, 4, 5, 6, 7]), (9, &[2, 8, 9, 10])]),
    ];
    let doc = document_with_rules(json!({"day1_vote": "self_vote"}), not_self);
    assert!(omerta_pro::replay_json(&doc)
        .expect("valid")
        .departures
        .is_empty());
}

/// Day 1 with a single nominee (nobody leaves), night 1: #3 shot; nine at the table.
fn opening9() -> Vec<serde_json::Value> {
    vec![day(), nominate(1, 2), night(), shoot(&[8, 9, 10], 3)]
}

/// Day 2 at nine players, three tied twice.
fn three_at_nine() -> Vec<serde_json::Value> {
    let mut events = opening9();
    let split: &[(u8, &[u8])] = &[(4, &[1, 2, 4]), (5, &[5, 6, 7]), (9, &[8, 9, 10])];
    events.extend([
        day(),
        nominate(1, 4),
        nominate(2, 5),
        nominate(4, 9),
        vote(split),
        revote(split),
    ]);
    events
}

#[test]
fn ruling_p41_lift_three_at_nine() {
    let mut events = three_at_nine();
    events.push(lift(&[1, 2, 4, 5, 6]));
    assert!(omerta_pro::replay_json(&document(events.clone())).is_ok());
    let doc = document_with_rules(json!({"lift_three_at_9": "no"}), events.clone());
    assert!(violations_doc(&doc)
        .iter()
        .any(|v| v.contains("a lift only follows")));
    let mut no_lift = three_at_nine();
    no_lift.push(night());
    let doc = document_with_rules(json!({"lift_three_at_9": "no"}), no_lift);
    assert!(omerta_pro::replay_json(&doc).is_ok());
    let doc = document_with_rules(json!({"lift_three_at_9": "after_day_1"}), events);
    assert!(
        omerta_pro::replay_json(&doc).is_ok(),
        "day 2 is after day 1"
    );
}

#[test]
fn ruling_p41_lift_two_at_four_and_a_tie_of_everybody() {
    // Four at the table: #1, #4, #8 and #9... built from the standard removal path.
    let mut events = vec![day()];
    for s in [9, 10, 2, 3, 5, 6] {
        events.push(removal(s));
    }
    // #1, #4, #7 red and #8 black: two tied twice at four.
    let split: &[(u8, &[u8])] = &[(1, &[4, 8]), (8, &[1, 7])];
    events.extend([
        nominate(4, 1),
        nominate(1, 8),
        vote(split),
        revote(split),
        lift(&[1, 4, 7]),
    ]);
    let doc = document_with_rules(json!({"lift_two_at_4": "no"}), events.clone());
    assert!(violations_doc(&doc)
        .iter()
        .any(|v| v.contains("a lift only follows")));
    assert!(omerta_pro::replay_json(&document(events)).is_ok());
}

#[test]
fn ruling_p41_a_lift_of_everybody_is_a_draw_where_the_rules_say_so() {
    let mut events = vec![day()];
    for s in [10, 2, 3, 5, 6] {
        events.push(removal(s));
    }
    // Five at the table (#1, #4, #7 red, #8, #9 black), each with one vote, twice.
    let all: &[(u8, &[u8])] = &[(4, &[1]), (7, &[4]), (8, &[7]), (9, &[8]), (1, &[9])];
    events.extend([
        nominate(1, 4),
        nominate(4, 7),
        nominate(7, 8),
        nominate(8, 9),
        nominate(9, 1),
    ]);
    events.extend([vote(all), revote(all), lift(&[1, 4, 7])]);
    let doc = document_with_rules(json!({"tie_of_all": "draw"}), events.clone());
    let game = omerta_pro::replay_json(&doc).expect("valid");
    assert_eq!(game.winner(), Some(Winner::Draw));
    let doc = document_with_rules(json!({"tie_of_all": "no_lift"}), events);
    assert!(violations_doc(&doc)
        .iter()
        .any(|v| v.contains("a lift only follows")));
}

#[test]
fn ruling_p42_revote_order_reverse() {
    // Two tied: the revote's last candidate (who gets the missing ballots) is reversed.
    let mut events = opening9();
    let first: &[(u8, &[u8])] = &[(4, &[1, 2, 4, 5]), (9, &[6, 7, 8, 9]), (5, &[10])];
    events.extend([
        day(),
        nominate(1, 4),
        nominate(2, 9),
        nominate(4, 5),
        vote(first),
    ]);
    // Only #1, #2, #4 and #5 vote, for #4; the other five are left out and counted for
    // the revote's last candidate.
    events.push(json!({"type": "vote", "ballots": {"1": 4, "2": 4, "4": 4, "5": 4}}));
    let same = omerta_pro::replay_json(&document(events.clone())).expect("valid");
    assert_eq!(same.rounds[1].eliminated, Some(seat(9)));
    let doc = document_with_rules(json!({"revote_order": "reverse"}), events);
    let reversed = omerta_pro::replay_json(&doc).expect("valid");
    assert_eq!(reversed.rounds[1].eliminated, Some(seat(4)));
}

#[test]
fn unknown_rule_values_are_refused_with_their_place() {
    let doc = document_with_rules(json!({"day1_vote": "sometimes"}), vec![day()]);
    let problems = violations_doc(&doc);
    assert!(
        problems
            .iter()
            .any(|v| v.starts_with("rules.day1_vote: unknown value")),
        "{problems:?}"
    );
}
