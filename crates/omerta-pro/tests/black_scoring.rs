//! Raises and splits, black and Don scoring, technical penalties and DD: one test per
//! rule and per table row of those sections of the scoring model
//! (`../shared/seeds/pro-mafia-scoring-1.1.txt`), with rulings R1-R9 and P1-P33.
//!
//! The standard table: Sheriff 1, civilians 2-7, Don 8, mafia 9 and 10.
mod kit;
use kit::*;
use omerta_pro::{Seat, Winner};
use serde_json::{json, Value};

/// Replays without scoring (an unfinished game is fine): panics on violations.
fn accepted(events: Vec<Value>) {
    if let Err(e) = omerta_pro::replay_json(&document(events)) {
        panic!("protocol rejected: {e}");
    }
}

#[track_caller]
fn assert_awards(sheet: &omerta_pro::Scoresheet, seat: u8, rule: &str, want: &[i32]) {
    assert_eq!(
        awards(sheet, seat, rule),
        want.to_vec(),
        "seat {seat}, rule {rule}; all awards of the seat: {:?}",
        all(sheet, seat)
    );
}

/// A seat's settled target actions (best-of per black) about black `target`.
fn about_target(sheet: &omerta_pro::Scoresheet, seat: u8, target: u8) -> Vec<(&'static str, i32)> {
    sheet
        .seat(Seat::new(seat.into()).unwrap())
        .awards
        .iter()
        .filter(|a| a.earned_under().is_target_action())
        .filter(|a| a.target.map(|t| t.number()) == Some(target))
        .map(|a| (a.rule.id(), a.points.thousandths()))
        .collect()
}

/// Day 2 at 9 players with all three blacks: 2 voted out on day 1, a quiet night 1.
/// Table: 1, 3, 4, 5, 6, 7, 8, 9, 10 (6 red, 3 black: margin for error).
fn at_nine() -> G {
    G::new().out(2, 3).night().quiet().day()
}

/// Day 4 at 4 players, the last black 10 with reds 1, 6, 7 (critical state).
fn at_four() -> G {
    G::new()
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
}

/// Day 3 at 6 players: 1, 4, 5, 6, 7, 10 (5 red with the Sheriff, 1 black).
fn at_six() -> G {
    G::new()
        .out(8, 2)
        .night()
        .kill(2)
        .day()
        .out(9, 3)
        .night()
        .kill(3)
        .day()
}

/// Two blacks (9, 10) at 9 players go on to win: from 1-7, 9, 10 at night 1.
fn black_win_from_nine(g: G) -> G {
    g.night()
        .kill(2)
        .day()
        .out(3, 4)
        .night()
        .kill(4)
        .day()
        .out(5, 6)
        .night()
        .kill(6)
}

// ---------------------------------------------------------------------------------------
// Raises and splits: repeated revotes
// ---------------------------------------------------------------------------------------

// "When a vote is tied, candidates can be revoted. If the same tied candidate set remains, a raise decision is opened."
#[test]
fn first_tie_is_revoted_not_raised() {
    let v = violations(vec![
        day(),
        vote(&[(2, &[1, 3, 4, 5, 6]), (3, &[2, 7, 8, 9, 10])]),
        lift(&[1, 2, 3, 4, 5, 6]),
    ]);
    assert!(
        v.iter().any(|m| m.contains("events[2]")),
        "a lift right after the first tie: {v:?}"
    );
}

// "A later round can narrow the tied leaders. If leaders narrow, another revote starts with the narrowed candidate set."
#[test]
fn narrowing_leaders_start_another_revote() {
    accepted(vec![
        day(),
        vote(&[
            (2, &[1, 6, 7]),
            (3, &[8, 9, 10]),
            (4, &[2, 3, 5]),
            (5, &[4]),
        ]),
        // 2, 3, 4 tied at 3: revote among them; it narrows to 2 and 3.
        revote(&[(2, &[1, 6, 7, 8, 9]), (3, &[2, 3, 4, 5, 10]), (4, &[])]),
        // Another revote between 2 and 3; the same tie again opens the raise.
        revote(&[(2, &[1, 6, 7, 8, 9]), (3, &[2, 3, 4, 5, 10])]),
        lift(&[]),
        night(),
    ]);
}

// "The raise decision appears only when the tied leader set does not narrow further."
#[test]
fn raise_decision_not_opened_when_leaders_narrowed() {
    let v = violations(vec![
        day(),
        vote(&[
            (2, &[1, 6, 7]),
            (3, &[8, 9, 10]),
            (4, &[2, 3, 5]),
            (5, &[4]),
        ]),
        revote(&[(2, &[1, 6, 7, 8, 9]), (3, &[2, 3, 4, 5, 10]), (4, &[])]),
        lift(&[1, 2, 3, 4, 5, 6]),
    ]);
    assert!(
        v.iter().any(|m| m.contains("events[3]")),
        "a lift after a narrowing revote: {v:?}"
    );
}

// "If the same tied candidate set remains, a raise decision is opened." (no third vote)
#[test]
fn repeated_tie_opens_the_raise_decision_not_another_revote() {
    let v = violations(vec![
        day(),
        vote(&[(2, &[1, 3, 4, 5, 6]), (3, &[2, 7, 8, 9, 10])]),
        revote(&[(2, &[1, 3, 4, 5, 6]), (3, &[2, 7, 8, 9, 10])]),
        revote(&[(2, &[1, 3, 4, 5, 6]), (3, &[2, 7, 8, 9, 10])]),
    ]);
    assert!(
        v.iter()
            .any(|m| m.contains("events[3]") && m.contains("lift")),
        "a third round after a repeated tie: {v:?}"
    );
}

// ---------------------------------------------------------------------------------------
// Red scoring on raises
// ---------------------------------------------------------------------------------------

/// Day 1 at 10: 8 and 9 tied twice, then the lift with `yes`.
fn two_blacks_at_ten(yes: &[u8]) -> G {
    G::new()
        .ev(vote(&[(8, &[1, 2, 3, 4, 10]), (9, &[5, 6, 7, 8, 9])]))
        .ev(revote(&[(8, &[1, 2, 3, 4, 10]), (9, &[5, 6, 7, 8, 9])]))
        .ev(lift(yes))
}

// "Red puts a hand for a raise that includes a black target | 100% of each raised black target's value"
#[test]
fn red_hand_for_raise_including_black_is_100_percent_per_raised_black() {
    let (_, sheet) = score(
        two_blacks_at_ten(&[1, 2, 3, 4, 5, 6])
            .left(&[8, 9])
            .ev(surrender())
            .done(),
    );
    for red in [1, 2, 3, 4, 5, 6] {
        assert_awards(&sheet, red, "red.raise.black", &[200, 200]);
    }
}

// "subject to best-of per black": the raise replaces the raiser's 50% vote into the same black
#[test]
fn raise_award_is_best_of_with_votes_into_the_same_black() {
    let (_, sheet) = score(
        two_blacks_at_ten(&[1, 2, 3, 4, 5, 6])
            .left(&[8, 9])
            .ev(surrender())
            .done(),
    );
    // 1 voted 8 twice (non-eliminating, 8 later leaves: 50%) and raised 8 and 9.
    assert_no_award(&sheet, 1, "red.vote.black-later-leaves");
    // 7 voted 9 and did not raise: only the 50% vote into 9, no raise award.
    assert_no_award(&sheet, 7, "red.raise.black");
    assert_awards(&sheet, 7, "red.vote.black-later-leaves", &[100]);
}

/// Day 1 at 10: reds 2 and 3 tied twice, then the lift with `yes`.
fn two_reds_at_ten(yes: &[u8]) -> G {
    G::new()
        .ev(vote(&[(2, &[1, 3, 4, 5, 6]), (3, &[2, 7, 8, 9, 10])]))
        .ev(revote(&[(2, &[1, 3, 4, 5, 6]), (3, &[2, 7, 8, 9, 10])]))
        .ev(lift(yes))
}

// "Red puts a hand for a raise that removes the margin for error | -0.1"
#[test]
fn red_hand_for_raise_removing_margin_is_minus_0_1() {
    // 7 red, 3 black; raising 2 and 3 leaves 5 red, 3 black: critical state.
    let (_, sheet) = score(
        two_reds_at_ten(&[1, 4, 5, 6, 8, 9])
            .left(&[2, 3])
            .ev(surrender())
            .done(),
    );
    for red in [1, 4, 5, 6] {
        assert_award(&sheet, red, "red.raise.margin", -100);
        assert_no_award(&sheet, red, "red.raise.red-loss");
        assert_no_award(&sheet, red, "red.raise.margin-and-loss");
    }
    // A red who did not put a hand is not penalised by the raise row.
    assert_no_award(&sheet, 7, "red.raise.margin");
}

/// Day 2 at 8 players, 5 red and 3 black (critical): reds 4 and 5 tied twice, lift `yes`.
fn two_reds_at_eight_critical(yes: &[u8]) -> G {
    G::new()
        .out(2, 3)
        .night()
        .kill(3)
        .day()
        .ev(vote(&[(4, &[1, 5, 6, 8]), (5, &[4, 7, 9, 10])]))
        .ev(revote(&[(4, &[1, 5, 6, 8]), (5, &[4, 7, 9, 10])]))
        .ev(lift(yes))
}

// "Red puts a hand for a raise that causes red loss | -0.2"
#[test]
fn red_hand_for_raise_causing_red_loss_is_minus_0_2() {
    // Critical already (5 red, 3 black): the raise of 4 and 5 leaves 3 against 3.
    let (game, sheet) = score(two_reds_at_eight_critical(&[1, 4, 8, 9, 10]).done());
    assert_eq!(game.winner(), Some(Winner::Black));
    for red in [1, 4] {
        assert_award(&sheet, red, "red.raise.red-loss", -200);
        assert_no_award(&sheet, red, "red.raise.margin");
        assert_no_award(&sheet, red, "red.raise.margin-and-loss");
    }
    for red in [5, 6, 7] {
        assert_no_award(&sheet, red, "red.raise.red-loss");
    }
}

/// Day 2 at 9 players (6 red, 3 black): reds 3, 4, 5 tied twice, lift `yes`.
fn three_reds_at_nine(yes: &[u8]) -> G {
    at_nine()
        .ev(vote(&[(3, &[1, 4, 5]), (4, &[3, 6, 7]), (5, &[8, 9, 10])]))
        .ev(revote(&[
            (3, &[1, 4, 5]),
            (4, &[3, 6, 7]),
            (5, &[8, 9, 10]),
        ]))
        .ev(lift(yes))
}

// "Red puts a hand for a raise that both removes the margin for error and causes red loss | -0.3"
#[test]
fn red_hand_for_raise_removing_margin_and_causing_loss_is_minus_0_3() {
    // Margin (6 red, 3 black): raising three reds leaves 3 against 3.
    let (game, sheet) = score(three_reds_at_nine(&[1, 6, 8, 9, 10]).done());
    assert_eq!(game.winner(), Some(Winner::Black));
    for red in [1, 6] {
        assert_award(&sheet, red, "red.raise.margin-and-loss", -300);
        assert_no_award(&sheet, red, "red.raise.margin");
        assert_no_award(&sheet, red, "red.raise.red-loss");
    }
    assert_no_award(&sheet, 7, "red.raise.margin-and-loss");
}

/// Day 4 at 4: 10 (the last black) and 6 tied twice, then the lift with `yes`.
fn last_black_at_four(yes: &[u8]) -> G {
    at_four()
        .ev(vote(&[(10, &[1, 7]), (6, &[6, 10])]))
        .ev(revote(&[(10, &[1, 7]), (6, &[6, 10])]))
        .ev(lift(yes))
}

// "Red does not put the decisive hand to raise the last black at 4 players | -0.2"
#[test]
fn red_missing_decisive_hand_for_last_black_at_4_is_minus_0_2() {
    // 2 hands of the 3 needed: 6's hand alone would have passed the raise.
    let (_, sheet) = score(last_black_at_four(&[1, 7]).ev(surrender()).done());
    assert_award(&sheet, 6, "red.raise.missed-last-black-at-4", -200);
    for red in [1, 7] {
        assert_no_award(&sheet, red, "red.raise.missed-last-black-at-4");
    }
}

// "Red does not put the decisive hand ..." (R4): with two hands missing, no single hand was decisive
#[test]
fn red_missing_hand_for_last_black_at_4_not_decisive_costs_nothing() {
    let (_, sheet) = score(last_black_at_four(&[1]).ev(surrender()).done());
    for red in [1, 6, 7] {
        assert_no_award(&sheet, red, "red.raise.missed-last-black-at-4");
    }
}

// "Red does not put the decisive hand to raise two black players at 10 players | -0.1"
#[test]
fn red_missing_decisive_hand_for_two_blacks_at_10_is_minus_0_1() {
    // 5 hands of the 6 needed.
    let (_, sheet) = score(two_blacks_at_ten(&[1, 2, 3, 4, 5]).ev(surrender()).done());
    for red in [6, 7] {
        assert_award(&sheet, red, "red.raise.missed-two-blacks-at-10", -100);
    }
    for seat in [1, 2, 3, 4, 5, 8, 9, 10] {
        assert_no_award(&sheet, seat, "red.raise.missed-two-blacks-at-10");
    }
}

// "Red does not put the decisive hand to raise two or three black players at 9 players in a split | -0.1" (two blacks)
#[test]
fn red_missing_decisive_hand_for_two_blacks_at_9_is_minus_0_1() {
    let g = at_nine()
        .ev(vote(&[(8, &[1, 4, 5]), (9, &[3, 6, 7]), (3, &[8, 9, 10])]))
        .ev(revote(&[
            (8, &[1, 4, 5]),
            (9, &[3, 6, 7]),
            (3, &[8, 9, 10]),
        ]))
        // 4 hands of the 5 needed.
        .ev(lift(&[1, 4, 5, 6]))
        .ev(surrender());
    let (_, sheet) = score(g.done());
    for red in [3, 7] {
        assert_award(&sheet, red, "red.raise.missed-blacks-at-9", -100);
    }
    for red in [1, 4, 5, 6] {
        assert_no_award(&sheet, red, "red.raise.missed-blacks-at-9");
    }
}

// "Red does not put the decisive hand to raise two or three black players at 9 players in a split | -0.1" (three blacks)
#[test]
fn red_missing_decisive_hand_for_three_blacks_at_9_is_minus_0_1() {
    let g = at_nine()
        .ev(vote(&[(8, &[1, 4, 5]), (9, &[3, 6, 7]), (10, &[8, 9, 10])]))
        .ev(revote(&[
            (8, &[1, 4, 5]),
            (9, &[3, 6, 7]),
            (10, &[8, 9, 10]),
        ]))
        .ev(lift(&[1, 3, 4, 5]))
        .ev(surrender());
    let (_, sheet) = score(g.done());
    for red in [6, 7] {
        assert_award(&sheet, red, "red.raise.missed-blacks-at-9", -100);
    }
}

// "two or three black players at 9": a split holding one black is not this row
#[test]
fn red_missing_hand_for_one_black_at_9_is_not_the_split_row() {
    let g = at_nine()
        .ev(vote(&[(8, &[1, 4, 5]), (3, &[6, 7, 9]), (4, &[3, 8, 10])]))
        .ev(revote(&[
            (8, &[1, 4, 5]),
            (3, &[6, 7, 9]),
            (4, &[3, 8, 10]),
        ]))
        .ev(lift(&[1, 4, 5, 6]))
        .ev(surrender());
    let (_, sheet) = score(g.done());
    for red in [1, 3, 4, 5, 6, 7] {
        assert_no_award(&sheet, red, "red.raise.missed-blacks-at-9");
    }
}

// "Red votes into a red player in a two-player split at 6 players, with a live Sheriff and exactly one black in the split | -0.1"
#[test]
fn red_vote_into_red_in_split_at_6_is_minus_0_1() {
    // 1, 4, 5, 6, 7, 10: 10 and 4 tied 3-3, revoted 3-3 (P10: the revote round).
    let g = at_six()
        .ev(vote(&[(10, &[1, 4, 5]), (4, &[6, 7, 10])]))
        .ev(revote(&[(10, &[1, 4, 5]), (4, &[6, 7, 10])]))
        .ev(lift(&[]))
        .ev(surrender());
    let (_, sheet) = score(g.done());
    for red in [6, 7] {
        assert_award(&sheet, red, "red.vote.split-at-6", -100);
        // It replaces the generic rows.
        assert_no_award(&sheet, red, "red.vote.red");
        assert_no_award(&sheet, red, "red.vote.red-critical");
    }
    for red in [1, 4, 5] {
        assert_no_award(&sheet, red, "red.vote.split-at-6");
    }
}

// "... with a live Sheriff ...": without the Sheriff at the table the split row does not apply
#[test]
fn split_at_6_needs_a_live_sheriff() {
    // The Sheriff is shot on night 2 instead of 3: 3, 4, 5, 6, 7, 10 on day 3.
    let g = G::new()
        .out(8, 2)
        .night()
        .kill(2)
        .day()
        .out(9, 3)
        .night()
        .kill(1)
        .day()
        .ev(vote(&[(10, &[3, 4, 5]), (4, &[6, 7, 10])]))
        .ev(revote(&[(10, &[3, 4, 5]), (4, &[6, 7, 10])]))
        .ev(lift(&[]))
        .ev(surrender());
    let (_, sheet) = score(g.done());
    for red in [6, 7] {
        assert_no_award(&sheet, red, "red.vote.split-at-6");
    }
}

// "... with a live Sheriff and exactly one black in the split": a split of two reds is not this row
#[test]
fn split_at_6_between_two_reds_is_not_the_split_row() {
    let g = at_six()
        .ev(vote(&[(4, &[1, 5, 10]), (5, &[4, 6, 7])]))
        .ev(revote(&[(4, &[1, 5, 10]), (5, &[4, 6, 7])]))
        .ev(lift(&[]))
        .ev(surrender());
    let (_, sheet) = score(g.done());
    for red in [1, 4, 5, 6, 7] {
        assert_no_award(&sheet, red, "red.vote.split-at-6");
    }
}

/// Day 2 at 9: a three-way tie among `cands` (ballots fixed), the lift with `yes` failing.
fn failed_three_way_at_nine(cands: [u8; 3], yes: &[u8]) -> G {
    let [a, b, c] = cands;
    at_nine()
        .ev(vote(&[(a, &[1, 4, 5]), (b, &[3, 6, 7]), (c, &[8, 9, 10])]))
        .ev(revote(&[
            (a, &[1, 4, 5]),
            (b, &[3, 6, 7]),
            (c, &[8, 9, 10]),
        ]))
        .ev(lift(yes))
}

// "Failed three-way raise at 9 followed by a night shot that moves the city into critical state | -0.1 for each red player still at the table after the shot"
#[test]
fn failed_three_way_raise_at_9_then_shot_into_critical_costs_each_red_0_1() {
    // Three reds raised: no exemption. Night 2 kills 6: 5 red, 3 black.
    let g = failed_three_way_at_nine([3, 4, 5], &[1, 3])
        .night()
        .kill(6)
        .ev(surrender());
    let (_, sheet) = score(g.done());
    for red in [1, 3, 4, 5, 7] {
        assert_award(&sheet, red, "red.raise.failed-three-way-at-9", -100);
    }
    // The red shot that night is not at the table after the shot.
    assert_no_award(&sheet, 6, "red.raise.failed-three-way-at-9");
    assert_no_award(&sheet, 2, "red.raise.failed-three-way-at-9");
}

// "... followed by a night shot that moves the city into critical state": a shot that keeps the margin costs nothing
#[test]
fn failed_three_way_raise_at_9_with_shot_keeping_margin_costs_nothing() {
    // 7 red, 2 black at 9; the night-2 shot leaves 6 against 2.
    let g = G::new()
        .out(8, 2)
        .night()
        .quiet()
        .day()
        .ev(vote(&[(3, &[1, 4, 5]), (4, &[3, 6, 7]), (5, &[2, 9, 10])]))
        .ev(revote(&[
            (3, &[1, 4, 5]),
            (4, &[3, 6, 7]),
            (5, &[2, 9, 10]),
        ]))
        .ev(lift(&[]))
        .night()
        .kill(6)
        .ev(surrender());
    let (_, sheet) = score(g.done());
    for red in [1, 2, 3, 4, 5, 7] {
        assert_no_award(&sheet, red, "red.raise.failed-three-way-at-9");
    }
}

// "At 9 players, a red player does not receive a margin-for-error penalty for a failed raise if that player put a hand for a raise and the raise candidate set included at least one black player."
#[test]
fn failed_raise_at_9_exempts_raisers_when_the_set_held_a_black() {
    let g = failed_three_way_at_nine([3, 4, 8], &[1, 3, 9])
        .night()
        .kill(6)
        .ev(surrender());
    let (_, sheet) = score(g.done());
    for red in [1, 3] {
        assert_no_award(&sheet, red, "red.raise.failed-three-way-at-9");
    }
    for red in [4, 5, 7] {
        assert_award(&sheet, red, "red.raise.failed-three-way-at-9", -100);
    }
}

// "This exception applies to the raise penalty only. Other independent events, such as a later real vote into a red player, are scored by their own rules."
#[test]
fn failed_raise_exemption_does_not_excuse_a_later_vote_into_red() {
    // 1 raised (exempt); on day 3, critical (5 red, 3 black), 1 votes into red 4.
    let g = failed_three_way_at_nine([3, 4, 8], &[1, 3, 9])
        .night()
        .kill(6)
        .day()
        .ev(vote(&[(4, &[1, 3, 5, 7, 8, 9, 10]), (8, &[4])]))
        .left(&[4])
        .ev(surrender());
    let (_, sheet) = score(g.done());
    assert_no_award(&sheet, 1, "red.raise.failed-three-way-at-9");
    assert_award(&sheet, 1, "red.vote.red-critical", -200);
}

// "Failed three-way raise at 9 followed by a night shot that moves the city into critical state": a missed night moves nothing
#[test]
fn failed_three_way_raise_at_9_without_a_kill_costs_nothing() {
    let g = failed_three_way_at_nine([3, 4, 5], &[1, 3])
        .night()
        .quiet()
        .ev(surrender());
    let (_, sheet) = score(g.done());
    for red in [1, 3, 4, 5, 6, 7] {
        assert_no_award(&sheet, red, "red.raise.failed-three-way-at-9");
    }
}

// Ruling P20: "the night shot is the one of the night right after that day"
#[test]
fn ruling_p20_failed_three_way_raise_counts_only_the_next_night() {
    let g = failed_three_way_at_nine([3, 4, 5], &[1, 3])
        .night()
        .quiet()
        .day()
        .night()
        .kill(6)
        .ev(surrender());
    let (_, sheet) = score(g.done());
    for red in [1, 3, 4, 5, 7] {
        assert_no_award(&sheet, red, "red.raise.failed-three-way-at-9");
    }
}

/// Day 2 at 9: 3, 4 (red) and 8 (black) tied twice; 1, 5, 6, 7 and 9 raise them.
fn seed_example_raise_at_nine() -> G {
    at_nine()
        .ev(vote(&[(3, &[1, 5, 6]), (4, &[3, 7, 9]), (8, &[4, 8, 10])]))
        .ev(revote(&[
            (3, &[1, 5, 6]),
            (4, &[3, 7, 9]),
            (8, &[4, 8, 10]),
        ]))
        .ev(lift(&[1, 5, 6, 7, 9]))
        .left(&[3, 4, 8])
}

// "raising one black together with two red players at 9 players gives +0.1 for the black target and -0.1 for losing the margin for error, for a net 0"
#[test]
fn seed_example_one_black_two_reds_raised_at_9_nets_zero() {
    // 6 red, 3 black -> 4 red, 2 black: the raise removes the margin.
    let (_, sheet) = score(seed_example_raise_at_nine().ev(surrender()).done());
    for red in [1, 5, 6, 7] {
        assert_award(&sheet, red, "red.raise.black-capped", 100);
        assert_award(&sheet, red, "red.raise.margin", -100);
        assert_no_award(&sheet, red, "red.raise.black");
        let net: i32 = awards(&sheet, red, "red.raise.black-capped")
            .into_iter()
            .chain(awards(&sheet, red, "red.raise.margin"))
            .sum();
        assert_eq!(net, 0, "seat {red}: {:?}", all(&sheet, red));
    }
}

// "If a harmful raise removes the city's margin for error, the positive value for a raised black target is capped at +0.1 for that raise."
#[test]
fn harmful_raise_caps_the_raised_black_at_0_1() {
    let (_, sheet) = score(seed_example_raise_at_nine().ev(surrender()).done());
    // Whatever else a raiser did about black 8, its best-of holds 0.1 from the raise.
    for red in [1, 5, 6, 7] {
        assert_eq!(
            about_target(&sheet, red, 8),
            vec![("red.raise.black-capped", 100)],
            "{:?}",
            all(&sheet, red)
        );
    }
}

// "Red puts a hand for a raise that includes a black target | 100% of each raised black target's value" (R3: a value of 0.3 after a self-shot)
#[test]
fn raise_award_uses_the_raised_black_value_after_self_shot() {
    // The Don self-shoots at 10; at 9 (7 red, 2 black) 9, 10 and 2 are raised: red wins.
    let g = don_self_shot_at_ten()
        .ev(vote(&[(9, &[1, 3, 4]), (10, &[2, 5, 6]), (2, &[7, 9, 10])]))
        .ev(revote(&[
            (9, &[1, 3, 4]),
            (10, &[2, 5, 6]),
            (2, &[7, 9, 10]),
        ]))
        .ev(lift(&[1, 3, 4, 5, 6]));
    let (game, sheet) = score(g.done());
    assert_eq!(game.winner(), Some(Winner::Red));
    for red in [1, 3, 4, 5, 6] {
        assert_awards(&sheet, red, "red.raise.black", &[300, 300]);
    }
    assert_no_award(&sheet, 7, "red.raise.black");
}

// ---------------------------------------------------------------------------------------
// Black scoring on raises
// ---------------------------------------------------------------------------------------

// "City loses its margin for error while the black remains at the table | +0.2" ("regardless of whether they put a hand")
#[test]
fn black_at_table_when_raise_removes_margin_gets_0_2() {
    let (_, sheet) = score(
        two_reds_at_ten(&[1, 4, 5, 6, 8, 9])
            .left(&[2, 3])
            .ev(surrender())
            .done(),
    );
    // 8 and 9 raised, 10 did not: result-based.
    for black in [8, 9, 10] {
        assert_award(&sheet, black, "black.margin-lost", 200);
    }
}

// "City loses its margin for error while the black remains at the table | +0.2" (R1: whatever moved the counts, here a night shot)
#[test]
fn black_at_table_when_night_shot_removes_margin_gets_0_2() {
    let g = G::new().out(2, 3).night().kill(3).ev(surrender());
    let (_, sheet) = score(g.done());
    for black in [8, 9, 10] {
        assert_award(&sheet, black, "black.margin-lost", 200);
    }
}

// "if two red players and one black player are raised at 9 players and the city loses its margin for error, each black player still at the table receives +0.2"
#[test]
fn seed_example_two_reds_one_black_raised_at_9_each_black_at_table_gets_0_2() {
    let (_, sheet) = score(seed_example_raise_at_nine().ev(surrender()).done());
    for black in [9, 10] {
        assert_award(&sheet, black, "black.margin-lost", 200);
    }
    // The raised black is no longer at the table.
    assert_no_award(&sheet, 8, "black.margin-lost");
}

// "Raise causes black win | +0.2"
#[test]
fn raise_causing_black_win_gives_each_black_0_2() {
    let (_, sheet) = score(two_reds_at_eight_critical(&[1, 4, 8, 9, 10]).done());
    for black in [8, 9, 10] {
        assert_award(&sheet, black, "black.raise.win", 200);
        assert_award(&sheet, black, "black.win", 200);
        assert_no_award(&sheet, black, "black.raise.margin-and-win");
        // The margin was lost earlier, on night 1, not by the raise.
        assert_award(&sheet, black, "black.margin-lost", 200);
    }
}

// "These raise bonuses are result-based. They are awarded to black players who remain at the table after the raise, regardless of whether they put a hand for the raise."
#[test]
fn raise_win_bonus_does_not_need_a_black_hand() {
    // Only reds and black 8 raise (5 of 8).
    let (_, sheet) = score(two_reds_at_eight_critical(&[1, 4, 5, 6, 8]).done());
    for black in [8, 9, 10] {
        assert_award(&sheet, black, "black.raise.win", 200);
    }
}

// "Raise both removes the margin for error and causes black win | +0.4" (P21: instead of +0.2 plus +0.2)
#[test]
fn raise_removing_margin_and_winning_gives_each_black_0_4() {
    let (_, sheet) = score(three_reds_at_nine(&[1, 6, 8, 9, 10]).done());
    for black in [8, 9, 10] {
        assert_award(&sheet, black, "black.raise.margin-and-win", 400);
        assert_no_award(&sheet, black, "black.raise.win");
        assert_no_award(&sheet, black, "black.margin-lost");
    }
}

// "Black puts the decisive hand for a clearly losing raise | -0.2" ("such as raising the last black at 4 players")
#[test]
fn black_decisive_hand_raising_last_black_at_4_is_minus_0_2() {
    // 3 hands of the 3 needed, 10's among them: 10 and 6 leave, red wins.
    let (game, sheet) = score(last_black_at_four(&[1, 7, 10]).done());
    assert_eq!(game.winner(), Some(Winner::Red));
    assert_award(&sheet, 10, "black.raise.losing-hand", -200);
    // The reds who raised the last black get its full value.
    for red in [1, 7] {
        assert_award(&sheet, red, "red.raise.black", 200);
    }
}

// "Black puts the decisive hand for a clearly losing raise | -0.2" ("or raising two black players at 10 players")
#[test]
fn black_decisive_hand_raising_two_blacks_at_10_is_minus_0_2() {
    // 6 of the 6 hands needed, 10's among them; red wins later.
    let (_, sheet) = score(
        two_blacks_at_ten(&[1, 2, 3, 4, 5, 10])
            .left(&[8, 9])
            .ev(surrender())
            .done(),
    );
    assert_award(&sheet, 10, "black.raise.losing-hand", -200);
}

// "Black puts the decisive hand ...": a black hand that was not decisive (R4) costs nothing
#[test]
fn black_hand_not_decisive_for_losing_raise_costs_nothing() {
    // 4 hands where 3 are needed.
    let (_, sheet) = score(last_black_at_four(&[1, 6, 7, 10]).done());
    assert_no_award(&sheet, 10, "black.raise.losing-hand");
}

// "... a raise that is clearly bad for the black team and leads to a red win": no penalty when black wins
#[test]
fn black_decisive_hand_for_raise_without_red_win_costs_nothing() {
    // 10 alone against 7 reds after the raise, and 10 still wins.
    let g = two_blacks_at_ten(&[1, 2, 3, 4, 5, 10])
        .left(&[8, 9])
        .night()
        .kill(1)
        .day()
        .out(2, 3)
        .night()
        .kill(3)
        .day()
        .out(4, 5)
        .night()
        .kill(5)
        .day()
        .out(6, 7);
    let (game, sheet) = score(g.done());
    assert_eq!(game.winner(), Some(Winner::Black));
    assert_no_award(&sheet, 10, "black.raise.losing-hand");
}

// ---------------------------------------------------------------------------------------
// Black win and table presence
// ---------------------------------------------------------------------------------------

fn black_win_after_8_out() -> G {
    black_win_from_nine(G::new().out(8, 2))
}

// "Black survives at the table and wins | +0.2"
#[test]
fn black_surviving_and_winning_gets_0_2() {
    let (game, sheet) = score(black_win_after_8_out().done());
    assert_eq!(game.winner(), Some(Winner::Black));
    for black in [9, 10] {
        assert_award(&sheet, black, "black.win", 200);
    }
}

// "Black survives at the table and wins": a black who left gets no win bonus
#[test]
fn black_who_left_gets_no_win_bonus() {
    let (_, sheet) = score(black_win_after_8_out().done());
    assert_no_award(&sheet, 8, "black.win");
}

// "Black leaves at the 9-10 player stage | -0.1" (at 10)
#[test]
fn black_leaving_at_10_is_minus_0_1() {
    let (_, sheet) = score(black_win_after_8_out().done());
    assert_award(&sheet, 8, "black.early-leave", -100);
}

// "The early-leave penalty applies only to the black player who actually left at 9-10 players. It does not apply to a different black player"
#[test]
fn early_leave_is_only_for_the_black_who_left() {
    let (_, sheet) = score(black_win_after_8_out().done());
    for black in [9, 10] {
        assert_no_award(&sheet, black, "black.early-leave");
    }
}

// "Black leaves at the 9-10 player stage | -0.1" (raised at 10)
#[test]
fn blacks_raised_at_10_each_leave_early() {
    let (_, sheet) = score(
        two_blacks_at_ten(&[1, 2, 3, 4, 5, 6])
            .left(&[8, 9])
            .night()
            .kill(2)
            .day()
            .out(10, 3)
            .done(),
    );
    for black in [8, 9] {
        assert_award(&sheet, black, "black.early-leave", -100);
    }
    // 10 left at 7 players.
    assert_no_award(&sheet, 10, "black.early-leave");
}

// "Black leaves at the 9-10 player stage | -0.1" (at 9)
#[test]
fn black_leaving_at_9_is_minus_0_1() {
    let (_, sheet) = score(at_nine().out(8, 3).ev(surrender()).done());
    assert_awards(&sheet, 8, "black.early-leave", &[-100]);
}

// "... and does not apply to late departures."
#[test]
fn black_leaving_at_8_gets_no_early_leave() {
    // 2 out, 3 shot: 8 players when 8 is voted out.
    let g = G::new()
        .out(2, 3)
        .night()
        .kill(3)
        .day()
        .out(8, 4)
        .night()
        .kill(4)
        .day()
        .out(9, 5)
        .night()
        .kill(5)
        .day()
        .out(10, 6);
    let (game, sheet) = score(g.done());
    assert_eq!(game.winner(), Some(Winner::Red));
    for black in [8, 9, 10] {
        assert_no_award(&sheet, black, "black.early-leave");
    }
}

// "Sheriff leaves at 9 players | each black still at the table receives +0.2"
#[test]
fn sheriff_leaving_at_9_gives_each_black_at_table_0_2() {
    // 7 red, 2 black at 9: the Sheriff's shot leaves 6 against 2, still a margin.
    let g = G::new().out(8, 2).night().kill(1).ev(surrender());
    let (_, sheet) = score(g.done());
    for black in [9, 10] {
        assert_award(&sheet, black, "black.sheriff-leaves-at-9", 200);
        assert_no_award(&sheet, black, "black.margin-lost");
    }
    assert_no_award(&sheet, 8, "black.sheriff-leaves-at-9");
}

// "If Sheriff leaves at 9 players and this also removes the city's margin for error, each black still at the table receives both bonuses"
#[test]
fn sheriff_leaving_at_9_removing_margin_gives_both_bonuses() {
    // 6 red, 3 black at 9: the Sheriff's shot leaves 5 against 3.
    let g = G::new().out(2, 3).night().kill(1).ev(surrender());
    let (_, sheet) = score(g.done());
    for black in [8, 9, 10] {
        assert_award(&sheet, black, "black.sheriff-leaves-at-9", 200);
        assert_award(&sheet, black, "black.margin-lost", 200);
    }
}

// "Sheriff leaves at 9 players": not at 10
#[test]
fn sheriff_leaving_at_10_gives_no_sheriff_bonus() {
    let g = G::new().night().kill(1).ev(surrender());
    let (_, sheet) = score(g.done());
    for black in [8, 9, 10] {
        assert_no_award(&sheet, black, "black.sheriff-leaves-at-9");
    }
}

// Ruling P30: "Sheriff leaves at 9 (+0.2 to each black at the table after): any way of leaving" (here by vote)
#[test]
fn ruling_p30_sheriff_voted_out_at_9_gives_each_black_0_2() {
    let (_, sheet) = score(at_nine().out(1, 3).ev(surrender()).done());
    for black in [8, 9, 10] {
        assert_award(&sheet, black, "black.sheriff-leaves-at-9", 200);
    }
}

// ---------------------------------------------------------------------------------------
// First-night Sheriff kill responsibility
// ---------------------------------------------------------------------------------------

// "If the Sheriff is killed on the first night, +0.2 goes to the explicitly assigned responsible black player."
#[test]
fn first_night_sheriff_kill_gives_credited_black_0_2() {
    let g = G::new()
        .night()
        .ev(with(shoot(&[8, 9, 10], 1), "credit", json!(9)))
        .left(&[1])
        .ev(surrender());
    let (_, sheet) = score(g.done());
    assert_award(&sheet, 9, "black.first-night-sheriff", 200);
    for black in [8, 10] {
        assert_no_award(&sheet, black, "black.first-night-sheriff");
    }
}

// "This is not automatically assigned to Don. Don receives no scoring bonus for merely checking or finding Sheriff at night."
#[test]
fn don_gets_nothing_for_finding_the_sheriff() {
    // The Don checks the Sheriff on night 1 and the Sheriff is shot, credited to 10.
    let g = G::new()
        .night()
        .ev(don_check(1))
        .ev(with(shoot(&[8, 9, 10], 1), "credit", json!(10)))
        .left(&[1])
        .ev(surrender());
    let (_, sheet) = score(g.done());
    assert_award(&sheet, 10, "black.first-night-sheriff", 200);
    assert_no_award(&sheet, 8, "black.first-night-sheriff");
    assert!(
        all(&sheet, 8).iter().all(|(_, p)| *p <= 0),
        "the Don earns nothing for the check: {:?}",
        all(&sheet, 8)
    );
}

// "+0.2 goes to the explicitly assigned responsible black player": with no black assigned, nobody gets it
#[test]
fn first_night_sheriff_kill_without_credit_gives_nobody_the_bonus() {
    let g = G::new().night().kill(1).ev(surrender());
    let (_, sheet) = score(g.done());
    for black in [8, 9, 10] {
        assert_no_award(&sheet, black, "black.first-night-sheriff");
    }
}

// ---------------------------------------------------------------------------------------
// Black votes into black
// ---------------------------------------------------------------------------------------

/// Day 1: 8 gets 4 (1, 4, 5 and 9), reds 2 and 3 get 3 each: 9's ballot moved to 2
/// would have made 2 the only leader (R6).
fn ally_voted_out_by_9() -> G {
    G::new()
        .ev(vote(&[
            (8, &[1, 4, 5, 9]),
            (2, &[3, 6, 10]),
            (3, &[2, 7, 8]),
        ]))
        .left(&[8])
}

// "Black helps vote out an allied black when a red candidate could have been voted out instead, then stays at the table and black team wins | -0.1"
#[test]
fn black_vote_into_ally_then_stays_and_black_wins_is_minus_0_1() {
    let (game, sheet) = score(black_win_from_nine(ally_voted_out_by_9()).done());
    assert_eq!(game.winner(), Some(Winner::Black));
    assert_award(&sheet, 9, "black.vote.ally-stays-win", -100);
    // 10 voted into a red.
    assert_no_award(&sheet, 10, "black.vote.ally-stays-win");
}

// "Black's decisive vote eliminates an allied black when a red candidate could have been voted out instead; this black later leaves, and the remaining black still wins | -0.2"
#[test]
fn black_decisive_vote_into_ally_then_leaves_and_black_wins_is_minus_0_2() {
    let g = ally_voted_out_by_9()
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
        .night()
        .kill(7);
    let (game, sheet) = score(g.done());
    assert_eq!(game.winner(), Some(Winner::Black));
    assert_award(&sheet, 9, "black.vote.ally-leaves-win", -200);
    assert_no_award(&sheet, 9, "black.vote.ally-stays-win");
}

// "Black's decisive vote eliminates an allied black when a red candidate could have been voted out instead, and black team loses | -0.3"
#[test]
fn black_decisive_vote_into_ally_and_black_loses_is_minus_0_3() {
    let (game, sheet) = score(ally_voted_out_by_9().ev(surrender()).done());
    assert_eq!(game.winner(), Some(Winner::Red));
    assert_award(&sheet, 9, "black.vote.ally-loss", -300);
    assert_no_award(&sheet, 10, "black.vote.ally-loss");
}

// "The penalty requires a red alternative in the same voting round." (only black candidates)
#[test]
fn black_vote_into_ally_without_red_candidate_costs_nothing() {
    let g = G::new()
        .ev(vote(&[(8, &[1, 2, 3, 4, 9]), (9, &[5, 6, 8, 10])]))
        .left(&[8])
        .ev(surrender());
    let (_, sheet) = score(g.done());
    assert_no_award(&sheet, 9, "black.vote.ally-loss");
}

// "if an allied black is already exposed and receives a clear table majority, and a black player votes with the table only because refusing would reveal them, that vote is not enough for this penalty"
#[test]
fn seed_example_vote_with_clear_majority_into_exposed_ally_costs_nothing() {
    // 8 gets 7 of 10: 9's ballot moved to 2 leaves 8 at 6 against 4.
    let g = G::new()
        .ev(vote(&[(8, &[1, 2, 3, 4, 5, 6, 9]), (2, &[7, 8, 10])]))
        .left(&[8])
        .ev(surrender());
    let (_, sheet) = score(g.done());
    assert_no_award(&sheet, 9, "black.vote.ally-loss");
}

// "For the -0.2 and -0.3 cases, the vote must also be decisive." (both ballots decisive, both penalised)
#[test]
fn each_decisive_black_vote_into_ally_is_penalised() {
    let g = G::new()
        .ev(vote(&[
            (8, &[1, 4, 9, 10]),
            (2, &[3, 5, 6]),
            (3, &[2, 7, 8]),
        ]))
        .left(&[8])
        .ev(surrender());
    let (_, sheet) = score(g.done());
    for black in [9, 10] {
        assert_award(&sheet, black, "black.vote.ally-loss", -300);
    }
}

// Ruling P16: "R6 ballots into an allied black are penalised only when that ally left by that very round"
#[test]
fn ruling_p16_vote_into_ally_who_stays_costs_nothing() {
    let g = G::new()
        .ev(vote(&[
            (2, &[1, 3, 4, 5, 10]),
            (8, &[6, 7, 9]),
            (3, &[2, 8]),
        ]))
        .left(&[2])
        .ev(surrender());
    let (_, sheet) = score(g.done());
    assert_no_award(&sheet, 9, "black.vote.ally-loss");
}

// ---------------------------------------------------------------------------------------
// Misses
// ---------------------------------------------------------------------------------------

// "One miss and that black later leaves the table | -0.1"
#[test]
fn one_miss_and_later_leaving_is_minus_0_1() {
    let g = G::new()
        .out(2, 3)
        .night()
        .ev(miss(&[(8, 3), (9, 4), (10, 3)], &[9]))
        .day()
        .out(9, 3)
        .ev(surrender());
    let (_, sheet) = score(g.done());
    assert_award(&sheet, 9, "black.miss.one", -100);
    assert_no_award(&sheet, 9, "black.miss.two");
}

// "Miss scoring is based on responsible shooters, not on Don by default"
#[test]
fn miss_is_charged_to_the_recorded_shooter_not_the_don() {
    let g = G::new()
        .out(2, 3)
        .night()
        .ev(miss(&[(8, 3), (9, 4), (10, 3)], &[9]))
        .day()
        .out(8, 3)
        .ev(surrender());
    let (_, sheet) = score(g.done());
    for black in [8, 10] {
        assert_no_award(&sheet, black, "black.miss.one");
        assert_no_award(&sheet, black, "black.miss.two");
    }
    assert_award(&sheet, 9, "black.miss.one", -100);
}

// "Two or more misses and that black later leaves the table | -0.2 once"
#[test]
fn two_misses_and_later_leaving_is_minus_0_2_once() {
    let g = G::new()
        .out(2, 3)
        .night()
        .ev(miss(&[(8, 3), (9, 4), (10, 3)], &[9]))
        .day()
        .out(3, 4)
        .night()
        .ev(miss(&[(8, 4), (9, 5), (10, 4)], &[9]))
        .day()
        .out(9, 4)
        .ev(surrender());
    let (_, sheet) = score(g.done());
    assert_award(&sheet, 9, "black.miss.two", -200);
    assert_no_award(&sheet, 9, "black.miss.one");
}

// "Two or more misses ... | -0.2 once": three misses still cost -0.2 once
#[test]
fn three_misses_and_later_leaving_is_still_minus_0_2_once() {
    let g = G::new()
        .night()
        .ev(miss(&[(8, 3), (9, 4), (10, 3)], &[9]))
        .day()
        .night()
        .ev(miss(&[(8, 4), (9, 5), (10, 4)], &[9]))
        .day()
        .night()
        .ev(miss(&[(8, 4), (9, 5), (10, 4)], &[9]))
        .day()
        .out(9, 4)
        .ev(surrender());
    let (_, sheet) = score(g.done());
    assert_award(&sheet, 9, "black.miss.two", -200);
}

// "One miss and that black later leaves the table": no penalty if the black never leaves
#[test]
fn miss_without_leaving_the_table_costs_nothing() {
    let g = G::new()
        .out(8, 2)
        .night()
        .ev(miss(&[(9, 2), (10, 3)], &[9]))
        .day()
        .out(2, 3)
        .night()
        .kill(3)
        .day()
        .out(4, 5)
        .night()
        .kill(5)
        .day()
        .out(6, 7);
    let (game, sheet) = score(g.done());
    assert_eq!(game.winner(), Some(Winner::Black));
    assert_no_award(&sheet, 9, "black.miss.one");
    assert_no_award(&sheet, 9, "black.miss.two");
}

/// Night 3 at 5 players (1, 6, 7, 9, 10: 3 red, 2 black, reds = blacks + 1): 9 and 10
/// shoot different reds and the judge holds 9 responsible.
fn critical_miss_by_9() -> G {
    critical_miss_by(&[9])
}

fn critical_miss_by(miss_by: &[u8]) -> G {
    G::new()
        .out(2, 3)
        .night()
        .kill(3)
        .day()
        .out(8, 4)
        .night()
        .kill(4)
        .day()
        .out(5, 6)
        .night()
        .ev(miss(&[(9, 6), (10, 7)], miss_by))
        .day()
}

// "Critical miss where the correct shot could have won, but blacks lose | -0.5" ("independent from the one-miss/two-miss penalties")
#[test]
fn critical_miss_and_black_loss_is_minus_0_5_on_top_of_the_miss() {
    let g = critical_miss_by_9()
        .out(9, 6)
        .night()
        .kill(6)
        .day()
        .out(10, 1);
    let (game, sheet) = score(g.done());
    assert_eq!(game.winner(), Some(Winner::Red));
    assert_award(&sheet, 9, "black.miss.critical", -500);
    assert_award(&sheet, 9, "black.miss.one", -100);
    // Not responsible for the miss.
    assert_no_award(&sheet, 10, "black.miss.critical");
    assert_no_award(&sheet, 8, "black.miss.critical");
}

// "If the table cannot clearly identify one deviating shooter, all black players whose conflicting shots caused the miss may be recorded as responsible." (critical miss: -0.5 to each)
#[test]
fn critical_miss_charges_each_recorded_shooter() {
    let g = critical_miss_by(&[9, 10])
        .out(9, 6)
        .night()
        .kill(6)
        .day()
        .out(10, 1);
    let (_, sheet) = score(g.done());
    for black in [9, 10] {
        assert_award(&sheet, black, "black.miss.critical", -500);
        assert_award(&sheet, black, "black.miss.one", -100);
    }
}

// "The critical-miss penalty applies only when the black team loses the game after the missed shot."
#[test]
fn critical_miss_when_black_wins_costs_nothing() {
    // Day 4: 6 voted out, 2 red against 2 black.
    let g = critical_miss_by_9().out(6, 7);
    let (game, sheet) = score(g.done());
    assert_eq!(game.winner(), Some(Winner::Black));
    assert_no_award(&sheet, 9, "black.miss.critical");
    assert_no_award(&sheet, 9, "black.miss.one");
}

// "Critical miss where the correct shot could have won": a miss outside that position is not critical (P15)
#[test]
fn miss_with_reds_well_ahead_is_not_critical() {
    let g = G::new()
        .out(2, 3)
        .night()
        .ev(miss(&[(8, 3), (9, 4), (10, 3)], &[9]))
        .day()
        .out(9, 3)
        .ev(surrender());
    let (_, sheet) = score(g.done());
    assert_no_award(&sheet, 9, "black.miss.critical");
}

// ---------------------------------------------------------------------------------------
// Self-shot
// ---------------------------------------------------------------------------------------

/// 8 and 9 voted out, 2 shot; on night 2 the last black 10 shoots itself.
fn last_black_self_shot() -> G {
    G::new()
        .out(8, 2)
        .night()
        .kill(2)
        .day()
        .out(9, 3)
        .night()
        .ev(shoot(&[10], 10))
        .left(&[10])
}

// "If the last black self-shoots: Red players still at the table receive that black's value."
#[test]
fn last_black_self_shot_gives_reds_at_table_its_value() {
    let (game, sheet) = score(last_black_self_shot().done());
    assert_eq!(game.winner(), Some(Winner::Red));
    for red in [1, 3, 4, 5, 6, 7] {
        assert_award(&sheet, red, "red.self-shot.last-black", 200);
    }
    // 2 was shot before: not at the table.
    assert_no_award(&sheet, 2, "red.self-shot.last-black");
}

// "The self-shooting black receives 0 self-shot points, as if that black had been eliminated
// by vote." (The last black never self-shoots at 9-10 players, so the early-leave sentence
// after it is pinned by the ruling P5 tests, on self-shots with allies left.)
#[test]
fn last_black_self_shooter_gets_0_self_shot_points() {
    let (_, sheet) = score(last_black_self_shot().done());
    assert_award(&sheet, 10, "black.self-shot.last", 0);
    assert_eq!(total(&sheet, 10), 0, "{:?}", all(&sheet, 10));
}

/// Night 1 at 10: the Don shoots itself with both allies at the table.
fn don_self_shot_at_ten() -> G {
    G::new().night().ev(shoot(&[8, 9, 10], 8)).left(&[8]).day()
}

// "If two black allies remain at the table, each remaining black's value becomes +0.3."
#[test]
fn self_shot_leaving_two_allies_raises_their_value_to_0_3() {
    let g = don_self_shot_at_ten().out(9, 2).ev(surrender());
    let (_, sheet) = score(g.done());
    for red in [1, 3, 4, 5, 6, 7] {
        assert_award(&sheet, red, "red.vote.eliminating-black", 300);
    }
}

// "If one black ally remains at the table, that remaining black value can rise to +0.4."
#[test]
fn self_shot_leaving_one_ally_raises_its_value_to_0_4() {
    let g = G::new()
        .out(8, 2)
        .night()
        .ev(shoot(&[9, 10], 9))
        .left(&[9])
        .day()
        .out(10, 2);
    let (game, sheet) = score(g.done());
    assert_eq!(game.winner(), Some(Winner::Red));
    // 200 for the Don voted out on day 1, 400 for 10.
    for red in [1, 3, 4, 5, 6, 7] {
        assert_awards(&sheet, red, "red.vote.eliminating-black", &[200, 400]);
    }
}

// "The black ally left the table after the self-shot | -0.1"
#[test]
fn self_shooter_with_ally_who_later_leaves_gets_minus_0_1() {
    let g = G::new()
        .out(8, 2)
        .night()
        .ev(shoot(&[9, 10], 9))
        .left(&[9])
        .day()
        .out(10, 2);
    let (_, sheet) = score(g.done());
    assert_award(&sheet, 9, "black.self-shot.ally-left", -100);
    assert_no_award(&sheet, 9, "black.self-shot.ally-safe");
}

// Ruling P5: "A self-shot is not an early leave: the self-shooting black gets no black.early-leave even at 9-10 players."
#[test]
fn ruling_p5_self_shot_at_10_is_not_an_early_leave() {
    let g = don_self_shot_at_ten().out(9, 2).ev(surrender());
    let (_, sheet) = score(g.done());
    assert_no_award(&sheet, 8, "black.early-leave");
    // Both allies left after the self-shot: -0.1 for each.
    assert_awards(&sheet, 8, "black.self-shot.ally-left", &[-100, -100]);
}

// Ruling P5: "no self-shot is an early leave": a mafia self-shooting at 9 with both allies
// left gets its self-shot points and no black.early-leave.
#[test]
fn ruling_p5_self_shot_at_9_with_allies_left_is_not_an_early_leave() {
    let g = G::new()
        .out(2, 3)
        .night()
        .ev(shoot(&[8, 9, 10], 9))
        .left(&[9])
        .day()
        .out(8, 3)
        .ev(surrender())
        .left(&[10]);
    let (game, sheet) = score(g.done());
    let d = &game.departures[1];
    assert_eq!((d.seat.number(), d.table_before.len()), (9, 9));
    assert_no_award(&sheet, 9, "black.early-leave");
    assert_awards(&sheet, 9, "black.self-shot.ally-left", &[-100, -100]);
    assert_eq!(total(&sheet, 9), -200, "{:?}", all(&sheet, 9));
}

/// One game for two seatings: the Don at `don`, the other two blacks mafia. Day 1: 8 is
/// voted out at 10; then 2 and 4 are shot, 3 and 5 voted out, 6 shot: the blacks 9 and 10
/// win after the city lost its margin.
fn game_with_the_don_at(don: u8) -> String {
    let mut players = players();
    for p in players.as_array_mut().unwrap() {
        let seat = p["seat"].as_u64().unwrap() as u8;
        if seat >= 8 {
            p["role"] = json!(if seat == don { "don" } else { "mafia" });
        }
    }
    let g = G::new()
        .out(8, 2)
        .night()
        .kill(2)
        .day()
        .out(3, 4)
        .night()
        .kill(4)
        .day()
        .out(5, 6)
        .night()
        .kill(6);
    json!({"format": "omerta-pro/1", "players": players, "rules": {}, "events": g.done()})
        .to_string()
}

// "Black and Don use the same team-side scoring unless a rule explicitly says otherwise."
// The same game with the Don at 8 (voted out early) or at 9 (a winner) gives every seat the
// same awards.
#[test]
fn the_don_is_scored_like_the_other_blacks() {
    let (game, as_don) = score_doc(&game_with_the_don_at(8));
    assert_eq!(game.winner(), Some(Winner::Black));
    let (_, as_mafia) = score_doc(&game_with_the_don_at(9));
    assert_award(&as_don, 8, "black.early-leave", -100);
    for black in [9, 10] {
        assert_award(&as_don, black, "black.win", 200);
        assert_award(&as_don, black, "black.margin-lost", 200);
    }
    for seat in 1..=10u8 {
        assert_eq!(all(&as_don, seat), all(&as_mafia, seat), "seat {seat}");
    }
}

/// After the Don's self-shot at 10, the reds lose 2, 3, 4, 5 and day 4 is held at 5
/// players (1, 6, 7, 9, 10) with `round`, which votes out 6: black wins.
fn self_shot_then_black_wins(will_of_2: Option<Value>, round: Value) -> G {
    let mut g = don_self_shot_at_ten().out(2, 3);
    if let Some(w) = will_of_2 {
        g = g.ev(w);
    }
    g.night()
        .kill(3)
        .day()
        .out(4, 5)
        .night()
        .kill(5)
        .day()
        .ev(round)
        .left(&[6])
}

/// Day 4 at 5: 6 voted out by 7, 9 and 10; only the Sheriff votes into 9.
fn sheriff_alone_into_9() -> Value {
    vote(&[(6, &[7, 9, 10]), (9, &[1]), (7, &[6])])
}

/// Day 4 at 5: 6 voted out by 7, 9 and 10; the Sheriff and red 6 vote into 9.
fn sheriff_and_red_into_9() -> Value {
    vote(&[(6, &[7, 9, 10]), (9, &[1, 6])])
}

// "The black ally was not threatened | +0.3"
#[test]
fn self_shooter_with_unthreatened_ally_gets_0_3_per_ally() {
    let (game, sheet) = score(self_shot_then_black_wins(None, sheriff_alone_into_9()).done());
    assert_eq!(game.winner(), Some(Winner::Black));
    assert_awards(&sheet, 8, "black.self-shot.ally-safe", &[300, 300]);
    // "The remaining black allies do not receive extra points merely for being left unthreatened"
    for ally in [9, 10] {
        assert_no_award(&sheet, ally, "black.self-shot.ally-safe");
    }
}

// "at 5 players, if only the Sheriff votes against a black player, that black player is not threatened"
#[test]
fn seed_example_sheriff_alone_at_5_does_not_threaten() {
    let (_, sheet) = score(self_shot_then_black_wins(None, sheriff_alone_into_9()).done());
    assert_no_award(&sheet, 8, "black.self-shot.ally-threatened");
}

// "If the Sheriff and one regular red player both vote against that black player, the black player is threatened" ("threatened but did not leave the table | +0.1")
#[test]
fn seed_example_sheriff_and_red_at_5_threaten_the_ally() {
    let (_, sheet) = score(self_shot_then_black_wins(None, sheriff_and_red_into_9()).done());
    assert_award(&sheet, 8, "black.self-shot.ally-threatened", 100);
    // 10 was never threatened.
    assert_award(&sheet, 8, "black.self-shot.ally-safe", 300);
}

// "A red player names that black player in Last Will Ordered." (threatened but stayed: +0.1)
#[test]
fn ally_named_in_red_last_will_ordered_is_threatened() {
    let g = self_shot_then_black_wins(Some(order(2, &[9])), sheriff_alone_into_9());
    let (_, sheet) = score(g.done());
    assert_award(&sheet, 8, "black.self-shot.ally-threatened", 100);
    assert_award(&sheet, 8, "black.self-shot.ally-safe", 300);
}

// ---------------------------------------------------------------------------------------
// Least Suspicious Black
// ---------------------------------------------------------------------------------------

// Ruling P14: "Least Suspicious Black mentions: seats named in red players' Last Will Ordered plus seats a red player's First Color Will declares \"black\"."
#[test]
fn ruling_p14_red_first_color_will_black_declaration_is_a_mention() {
    // 2 is the First Out and declares 9 black; 8 is voted out on day 2.
    let g = G::new()
        .out(2, 3)
        .ev(colors(2, &[(9, "black"), (3, "red")]))
        .night()
        .kill(3)
        .day()
        .out(8, 4)
        .night()
        .kill(4)
        .day()
        .out(5, 6)
        .night()
        .kill(6);
    let (game, sheet) = score(g.done());
    assert_eq!(game.winner(), Some(Winner::Black));
    assert_award(&sheet, 10, "black.least-suspicious", 200);
    assert_no_award(&sheet, 9, "black.least-suspicious");
    assert_no_award(&sheet, 9, "black.least-suspicious-tied");
}

// Ruling P24: "Wills by black players are valid but unscored; they are not mentions."
#[test]
fn ruling_p24_black_will_is_not_a_mention() {
    // The Don, First Out, declares 10 black; red 3 names 9: 10 is still the least suspicious.
    let g = G::new()
        .out(8, 2)
        .ev(colors(8, &[(10, "black")]))
        .night()
        .kill(2)
        .day()
        .out(3, 4)
        .ev(order(3, &[9]))
        .night()
        .kill(4)
        .day()
        .out(5, 6)
        .night()
        .kill(6);
    let (game, sheet) = score(g.done());
    assert_eq!(game.winner(), Some(Winner::Black));
    assert_award(&sheet, 10, "black.least-suspicious", 200);
}

// "Least Suspicious Black: Applies only when black team wins."
#[test]
fn least_suspicious_only_when_black_wins() {
    let (game, sheet) = score(G::new().out(8, 2).ev(surrender()).done());
    assert_eq!(game.winner(), Some(Winner::Red));
    for black in [8, 9, 10] {
        assert_no_award(&sheet, black, "black.least-suspicious");
        assert_no_award(&sheet, black, "black.least-suspicious-tied");
    }
}

// "One Least Suspicious Black | +0.2" (fewest mentions)
#[test]
fn least_suspicious_black_with_fewest_mentions_gets_0_2() {
    // 3 leaves on day 2 naming 9 in a Last Will Ordered.
    let g = G::new()
        .out(8, 2)
        .night()
        .kill(2)
        .day()
        .out(3, 4)
        .ev(order(3, &[9]))
        .night()
        .kill(4)
        .day()
        .out(5, 6)
        .night()
        .kill(6);
    let (game, sheet) = score(g.done());
    assert_eq!(game.winner(), Some(Winner::Black));
    assert_award(&sheet, 10, "black.least-suspicious", 200);
    assert_no_award(&sheet, 9, "black.least-suspicious");
    assert_no_award(&sheet, 9, "black.least-suspicious-tied");
}

// "Multiple tied Least Suspicious Black players | +0.1 each"
#[test]
fn tied_least_suspicious_blacks_get_0_1_each() {
    let (_, sheet) = score(black_win_after_8_out().done());
    for black in [9, 10] {
        assert_award(&sheet, black, "black.least-suspicious-tied", 100);
        assert_no_award(&sheet, black, "black.least-suspicious");
    }
    // 8 left the table: not eligible.
    assert_no_award(&sheet, 8, "black.least-suspicious-tied");
}

// "A self-shooting black remains eligible for the Least Suspicious Black award if no black ally leaves after the self-shot."
#[test]
fn self_shooter_is_eligible_for_least_suspicious_when_no_ally_leaves() {
    // Red 2 names both allies; the self-shooting Don has no mention.
    let g = self_shot_then_black_wins(Some(order(2, &[9, 10])), sheriff_alone_into_9());
    let (_, sheet) = score(g.done());
    assert_award(&sheet, 8, "black.least-suspicious", 200);
    for ally in [9, 10] {
        assert_no_award(&sheet, ally, "black.least-suspicious");
    }
}

// "A self-shooting black can also be eligible if no black ally leaves after the self-shot." (three eligible, no mentions: tied)
#[test]
fn self_shooter_ties_with_unmentioned_allies() {
    let (_, sheet) = score(self_shot_then_black_wins(None, sheriff_alone_into_9()).done());
    for black in [8, 9, 10] {
        assert_award(&sheet, black, "black.least-suspicious-tied", 100);
    }
}

// "A self-shooting black remains eligible ... if no black ally leaves after the self-shot": an ally left, so not eligible
#[test]
fn self_shooter_is_not_eligible_when_an_ally_leaves_after() {
    // The Don self-shoots; 9 is voted out later; 10 wins alone, named once by red 2.
    let g = don_self_shot_at_ten()
        .out(9, 2)
        .night()
        .kill(2)
        .day()
        .out(3, 4)
        .ev(order(3, &[10]))
        .night()
        .kill(4)
        .day()
        .out(5, 6)
        .night()
        .kill(6)
        .day()
        .ev(vote(&[(1, &[7, 10]), (7, &[1])]))
        .left(&[1]);
    let (game, sheet) = score(g.done());
    assert_eq!(game.winner(), Some(Winner::Black));
    assert_no_award(&sheet, 8, "black.least-suspicious");
    assert_no_award(&sheet, 8, "black.least-suspicious-tied");
    // 10 is the only eligible black, whatever its mentions.
    assert_award(&sheet, 10, "black.least-suspicious", 200);
}

// ---------------------------------------------------------------------------------------
// Technical penalties and DD
// ---------------------------------------------------------------------------------------

// "DD | -1.0 | Assigned to a concrete player. Other normal scoring awards for that player are removed from the final score."
#[test]
fn dd_is_minus_1_0_and_removes_other_awards() {
    // 1 voted 8 out (an eliminating vote into black), then gets a DD.
    let (_, sheet) = score(G::new().out(8, 2).ev(dd(1)).done());
    assert_eq!(all(&sheet, 1), vec![("technical.dd", -1000)]);
    assert_eq!(total(&sheet, 1), -1000);
}

// "Technical disqualification | -0.5 | Other normal scoring awards for that player are removed from the final score."
#[test]
fn disqualification_is_minus_0_5_and_removes_other_awards() {
    let g = G::new()
        .out(8, 2)
        .ev(disqualification(3))
        .left(&[3])
        .ev(surrender());
    let (_, sheet) = score(g.done());
    assert_eq!(all(&sheet, 3), vec![("technical.disqualification", -500)]);
    assert_eq!(total(&sheet, 3), -500);
}

// "Disqualified players do not leave a will."
#[test]
fn disqualified_player_leaves_no_will() {
    let v = violations(vec![
        day(),
        disqualification(3),
        order(3, &[8]),
        surrender(),
    ]);
    assert!(
        v.iter().any(|m| m.contains("events[2]")),
        "a will by a disqualified player: {v:?}"
    );
}

// "If the offender is black or Don, the red team wins."
#[test]
fn dd_of_a_black_gives_red_the_win() {
    let (game, sheet) = score(vec![day(), dd(8)]);
    assert_eq!(game.winner(), Some(Winner::Red));
    assert_eq!(all(&sheet, 8), vec![("technical.dd", -1000)]);
}

// "If the offender is red, Sheriff, or has no black role assigned, the black team wins." (red)
#[test]
fn dd_of_a_red_gives_black_the_win() {
    let (game, _) = score(vec![day(), dd(4)]);
    assert_eq!(game.winner(), Some(Winner::Black));
}

// "If the offender is red, Sheriff, ... the black team wins." (Sheriff)
#[test]
fn dd_of_the_sheriff_gives_black_the_win() {
    let (game, sheet) = score(vec![day(), dd(1)]);
    assert_eq!(game.winner(), Some(Winner::Black));
    assert_eq!(all(&sheet, 1), vec![("technical.dd", -1000)]);
}

// "The event immediately finishes the game; the host does not need to create an artificial vote."
#[test]
fn dd_ends_the_game_at_once() {
    let v = violations(vec![
        day(),
        dd(9),
        vote(&[(8, &[1, 2, 3, 4, 5, 6, 7]), (2, &[8, 10])]),
    ]);
    assert!(
        v.iter().any(|m| m.contains("events[2]")),
        "a vote after the DD: {v:?}"
    );
}

// "DD can be assigned from the player's menu even if that player is already dead or removed." (a black voted out)
#[test]
fn dd_of_a_black_already_out_gives_red_the_win_and_only_the_dd() {
    let (game, sheet) = score(G::new().out(8, 2).ev(dd(8)).done());
    assert_eq!(game.winner(), Some(Winner::Red));
    // The early-leave of the 10-player stage is removed with the other awards.
    assert_eq!(all(&sheet, 8), vec![("technical.dd", -1000)]);
}

// "DD can be assigned from the player's menu even if that player is already dead or removed." (a black removed by the judge)
#[test]
fn dd_of_a_removed_black_gives_red_the_win() {
    let (game, sheet) = score(vec![day(), removal(9), dd(9)]);
    assert_eq!(game.winner(), Some(Winner::Red));
    assert_eq!(all(&sheet, 9), vec![("technical.dd", -1000)]);
}

// "DD can be assigned ... even if that player is already dead or removed." (a red shot at night)
#[test]
fn dd_of_a_red_already_shot_gives_black_the_win() {
    let g = G::new().out(8, 2).night().kill(2).ev(dd(2));
    let (game, sheet) = score(g.done());
    assert_eq!(game.winner(), Some(Winner::Black));
    assert_eq!(all(&sheet, 2), vec![("technical.dd", -1000)]);
}

// "Other players are scored from the recorded protocol up to the DD event plus the resulting winner."
#[test]
fn others_are_scored_up_to_the_dd_plus_the_winner() {
    // Day 1: 8 voted out; day 1 still: red 4 gets a DD, black wins.
    let (game, sheet) = score(G::new().out(8, 2).ev(dd(4)).done());
    assert_eq!(game.winner(), Some(Winner::Black));
    // The reds keep their eliminating vote into 8.
    for red in [1, 2, 3, 5, 6, 7] {
        assert_award(&sheet, red, "red.vote.eliminating-black", 200);
    }
    // The blacks at the table win by the DD.
    for black in [9, 10] {
        assert_award(&sheet, black, "black.win", 200);
    }
    assert_award(&sheet, 8, "black.early-leave", -100);
    assert_no_award(&sheet, 8, "black.win");
}

// "DD is not copied through Pass the Helm." ("Disqualification and DD penalties are not copied through Pass the Helm.")
#[test]
fn dd_is_not_copied_through_pass_the_helm() {
    let g = G::new()
        .out(2, 3)
        .ev(helm(2, 3))
        .night()
        .quiet()
        .day()
        .ev(dd(3));
    let (game, sheet) = score(g.done());
    assert_eq!(game.winner(), Some(Winner::Black));
    assert_eq!(all(&sheet, 3), vec![("technical.dd", -1000)]);
    assert_no_award(&sheet, 2, "technical.dd");
    assert!(
        awards(&sheet, 2, "helm.red-recipient")
            .iter()
            .all(|p| *p != -1000),
        "{:?}",
        all(&sheet, 2)
    );
}

// "Disqualification and DD penalties are not copied through Pass the Helm." (disqualification)
#[test]
fn disqualification_is_not_copied_through_pass_the_helm() {
    let g = G::new()
        .out(2, 3)
        .ev(helm(2, 3))
        .ev(disqualification(3))
        .left(&[3])
        .ev(surrender());
    let (_, sheet) = score(g.done());
    assert_eq!(all(&sheet, 3), vec![("technical.disqualification", -500)]);
    assert_no_award(&sheet, 2, "technical.disqualification");
    assert!(
        awards(&sheet, 2, "helm.red-recipient")
            .iter()
            .all(|p| *p != -500),
        "{:?}",
        all(&sheet, 2)
    );
}

// Ruling P13: "Removed black players include a black DD'd while at the table; the reds at the table after the removal get 100% (red.removal.black)"
#[test]
fn ruling_p13_black_dd_at_table_gives_reds_its_value() {
    let (_, sheet) = score(vec![day(), dd(9)]);
    for red in 1..=7 {
        assert_award(&sheet, red, "red.removal.black", 200);
    }
}
