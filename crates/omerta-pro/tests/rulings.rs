//! Tests that pin the project's rulings (docs/pro/rulings.md) not pinned elsewhere:
//! P7, P10, P15, P21, P22, P26, P27, P29, P34, and the Sheriff's own check in a First
//! Color Will. Each test quotes the seed words its ruling interprets.
//!
//! The standard table: Sheriff 1, civilians 2-7, Don 8, mafia 9 and 10.
mod kit;
use kit::*;
use omerta_pro::{Leave, Phase, Seat, Winner};
use serde_json::{json, Value};

/// Every award of a seat whose rule id starts with `prefix`.
fn awards_starting(
    sheet: &omerta_pro::Scoresheet,
    seat: u8,
    prefix: &str,
) -> Vec<(&'static str, i32)> {
    all(sheet, seat)
        .into_iter()
        .filter(|(id, _)| id.starts_with(prefix))
        .collect()
}

/// A seat's awards about the player `target`, as (rule id, thousandths).
fn about(sheet: &omerta_pro::Scoresheet, seat: u8, target: u8) -> Vec<(&'static str, i32)> {
    sheet
        .seat(Seat::new(seat.into()).unwrap())
        .awards
        .iter()
        .filter(|a| a.target.map(|t| t.number()) == Some(target))
        .map(|a| (a.rule.id(), a.points.thousandths()))
        .collect()
}

/// The events (indices) a seat's awards were caused by.
fn award_events(sheet: &omerta_pro::Scoresheet, seat: u8) -> Vec<Option<usize>> {
    sheet
        .seat(Seat::new(seat.into()).unwrap())
        .awards
        .iter()
        .map(|a| a.event)
        .collect()
}

/// A vote on a single candidate, written as a table would record it: the candidate, and
/// only the ballots actually cast.
fn single_vote(candidate: u8, voters: &[u8]) -> Value {
    let ballots: serde_json::Map<String, Value> = voters
        .iter()
        .map(|v| (v.to_string(), json!(candidate)))
        .collect();
    json!({"type": "vote", "candidates": [candidate], "ballots": ballots})
}

// ---------------------------------------------------------------------------------------
// P7. A clearly losing raise
// ---------------------------------------------------------------------------------------

/// Day 2 at 8 players (1, 3-7, 9, 10: 6 red, 2 black): the last blacks 9 and 10 tied
/// twice 4-4, then the lift with `yes` (5 hands needed).
fn last_two_blacks_at_eight(yes: &[u8]) -> G {
    G::new()
        .out(8, 2)
        .night()
        .kill(2)
        .day()
        .ev(vote(&[(9, &[1, 3, 4, 10]), (10, &[5, 6, 7, 9])]))
        .ev(revote(&[(9, &[1, 3, 4, 10]), (10, &[5, 6, 7, 9])]))
        .ev(lift(yes))
}

// Seed: "Black puts the decisive hand for a clearly losing raise -0.2 … a raise that is
// clearly bad for the black team and leads to a red win, such as raising the last black at
// 4 players or raising two black players at 10 players."
// P7: "a passed lift, that black's hand decisive (R4), the red team wins the game, and the
// raised set held every black at the table" (here at 8 players, not only at 4).
#[test]
fn ruling_p7_decisive_black_hand_raising_every_black_at_8_is_minus_0_2() {
    // 5 hands of the 5 needed, 10's among them: 9 and 10 leave, red wins.
    let (game, sheet) = score(last_two_blacks_at_eight(&[1, 3, 4, 5, 10]).done());
    assert_eq!(game.winner(), Some(Winner::Red));
    assert_award(&sheet, 10, "black.raise.losing-hand", -200);
    // 9 did not raise.
    assert_no_award(&sheet, 9, "black.raise.losing-hand");
}

// Seed: "Black puts the decisive hand for a clearly losing raise -0.2"
// P7: "that black's hand decisive (R4)": with a hand to spare, 10's hand was not decisive.
#[test]
fn ruling_p7_non_decisive_black_hand_costs_nothing() {
    // 6 hands where 5 are needed.
    let (game, sheet) = score(last_two_blacks_at_eight(&[1, 3, 4, 5, 6, 10]).done());
    assert_eq!(game.winner(), Some(Winner::Red));
    assert_no_award(&sheet, 10, "black.raise.losing-hand");
}

// Seed: "… such as raising the last black at 4 players or raising two black players at 10
// players."
// P7: "the raised set held every black at the table, or two or more blacks at 10 players":
// two of three blacks raised at 9 is neither.
#[test]
fn ruling_p7_two_of_three_blacks_raised_at_9_is_not_clearly_losing() {
    // Day 2 at 9 (1, 3-10): 8, 9 and red 3 tied twice 3-3-3; 5 hands of the 5 needed,
    // 8's decisive. 10 is left alone and the mafia surrenders: red wins.
    let g = G::new()
        .out(2, 3)
        .night()
        .quiet()
        .day()
        .ev(vote(&[(8, &[1, 4, 5]), (9, &[3, 6, 7]), (3, &[8, 9, 10])]))
        .ev(revote(&[
            (8, &[1, 4, 5]),
            (9, &[3, 6, 7]),
            (3, &[8, 9, 10]),
        ]))
        .ev(lift(&[1, 4, 5, 6, 8]))
        .ev(surrender());
    let (game, sheet) = score(g.done());
    assert_eq!(game.winner(), Some(Winner::Red));
    assert_eq!(game.departures[1].how, Leave::Lift);
    assert_no_award(&sheet, 8, "black.raise.losing-hand");
}

// Seed: "… or raising two black players at 10 players."
// P7: "or two or more blacks at 10 players", when the red team wins the game.
#[test]
fn ruling_p7_decisive_black_hand_raising_two_blacks_at_10_is_minus_0_2() {
    // Day 1 at 10: 8 and 9 tied twice 5-5; 6 hands of the 6 needed, 10's among them.
    let g = G::new()
        .ev(vote(&[(8, &[1, 2, 3, 4, 10]), (9, &[5, 6, 7, 8, 9])]))
        .ev(revote(&[(8, &[1, 2, 3, 4, 10]), (9, &[5, 6, 7, 8, 9])]))
        .ev(lift(&[1, 2, 3, 4, 5, 10]))
        .left(&[8, 9])
        .ev(surrender());
    let (game, sheet) = score(g.done());
    assert_eq!(game.winner(), Some(Winner::Red));
    assert_award(&sheet, 10, "black.raise.losing-hand", -200);
}

// ---------------------------------------------------------------------------------------
// P10. The split at 6
// ---------------------------------------------------------------------------------------

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

// Seed: "Red votes into a red player in a two-player split at 6 players, with a live
// Sheriff and exactly one black in the split -0.1"
// P10: "the split is the revote between exactly two tied candidates, one black and one red,
// held at 6 players with the Sheriff at the table; a red ballot into the red candidate
// costs -0.1, instead of the generic rows."
#[test]
fn ruling_p10_revote_ballot_into_the_red_costs_0_1_instead_of_the_generic_rows() {
    // 10 and 4 tied 3-3; in the revote 5 moves to 4, who leaves by vote (a red leaves by
    // vote that day, outside critical state: the generic row would be -0.1 once).
    let g = at_six()
        .ev(vote(&[(10, &[1, 4, 5]), (4, &[6, 7, 10])]))
        .ev(revote(&[(10, &[1, 4]), (4, &[5, 6, 7, 10])]))
        .left(&[4])
        .ev(surrender());
    let (game, sheet) = score(g.done());
    assert_eq!(game.winner(), Some(Winner::Red));
    // 5's only ballot into red 4 was in the split: the split row, not the generic one.
    assert_award(&sheet, 5, "red.vote.split-at-6", -100);
    assert_no_award(&sheet, 5, "red.vote.red");
    assert_no_award(&sheet, 5, "red.vote.red-critical");
    // 6 and 7 voted 4 in the split too: -0.1 each for that ballot.
    for red in [6, 7] {
        assert_award(&sheet, red, "red.vote.split-at-6", -100);
        assert_no_award(&sheet, red, "red.vote.red-critical");
    }
    // Ballots into the black candidate cost nothing.
    for red in [1, 4] {
        assert_no_award(&sheet, red, "red.vote.split-at-6");
    }
}

// Seed: "… in a two-player split at 6 players …"
// P10: "the split is the revote": the first round of a day at 6, which voted a red out by
// itself, is no split and is scored by the generic rows.
#[test]
fn ruling_p10_first_round_at_6_is_not_the_split() {
    // 10 and 4 in the first round; 4 has four votes and leaves: no revote.
    let g = at_six()
        .ev(vote(&[(10, &[1, 4]), (4, &[5, 6, 7, 10])]))
        .left(&[4])
        .ev(surrender());
    let (_, sheet) = score(g.done());
    for red in [5, 6, 7] {
        assert_no_award(&sheet, red, "red.vote.split-at-6");
        // Outside critical state (5 red against 1 black when held), and a red left by
        // vote: the generic -0.1.
        assert_award(&sheet, red, "red.vote.red", -100);
    }
}

// Seed: "… in a two-player split at 6 players … exactly one black in the split"
// P10: "the revote between exactly two tied candidates": a three-way revote at 6 is not it.
#[test]
fn ruling_p10_three_way_revote_at_6_is_not_the_split() {
    let g = at_six()
        .ev(vote(&[(10, &[1, 4]), (4, &[5, 6]), (5, &[7, 10])]))
        .ev(revote(&[(10, &[1, 4]), (4, &[5, 6]), (5, &[7, 10])]))
        .ev(lift(&[]))
        .ev(surrender());
    let (_, sheet) = score(g.done());
    for red in [1, 4, 5, 6, 7] {
        assert_no_award(&sheet, red, "red.vote.split-at-6");
    }
}

// ---------------------------------------------------------------------------------------
// P15. Misses
// ---------------------------------------------------------------------------------------

// Seed: "One miss and that black later leaves the table -0.1"
// P15: "the misses counted are those the black was held responsible for (`miss_by`) before
// it left, by any way" (here a removal).
#[test]
fn ruling_p15_miss_counts_when_the_black_later_leaves_by_removal() {
    let g = G::new()
        .night()
        .ev(miss(&[(8, 3), (9, 4), (10, 3)], &[9]))
        .day()
        .ev(removal(9))
        .left(&[9])
        .ev(surrender());
    let (game, sheet) = score(g.done());
    assert_eq!(game.departures[0].how, Leave::Removal);
    assert_award(&sheet, 9, "black.miss.one", -100);
    assert_no_award(&sheet, 9, "black.miss.two");
}

// Seed: "Two or more misses and that black later leaves the table -0.2 once"
// P15: "the misses counted are those the black was held responsible for (`miss_by`)": the
// black shooters not recorded as responsible are not charged, whatever they shot.
#[test]
fn ruling_p15_only_the_recorded_shooters_are_charged() {
    // Two misses, both with 9 and 10 recorded; 8 shot differently too but was not
    // recorded. All three blacks then leave by vote.
    let g = G::new()
        .night()
        .ev(miss(&[(8, 2), (9, 3), (10, 4)], &[9, 10]))
        .day()
        .out(2, 3)
        .night()
        .ev(miss(&[(8, 3), (9, 4), (10, 5)], &[9, 10]))
        .day()
        .out(8, 3)
        .night()
        .kill(3)
        .day()
        .out(9, 4)
        .night()
        .kill(4)
        .day()
        .out(10, 5);
    let (game, sheet) = score(g.done());
    assert_eq!(game.winner(), Some(Winner::Red));
    for black in [9, 10] {
        assert_award(&sheet, black, "black.miss.two", -200);
        assert_no_award(&sheet, black, "black.miss.one");
    }
    assert_no_award(&sheet, 8, "black.miss.one");
    assert_no_award(&sheet, 8, "black.miss.two");
    // Neither miss was at a table of one red more than blacks.
    for black in [8, 9, 10] {
        assert_no_award(&sheet, black, "black.miss.critical");
    }
}

// Seed: "Critical miss where the correct shot could have won, but blacks lose -0.5"
// P15: "A miss is critical when the shooting's table had one red more than blacks (so any
// red shot would have won) and red won the game." Here 2 red against the last black.
#[test]
fn ruling_p15_critical_miss_of_the_last_black_at_3() {
    // Day 4 at 4 (1, 6, 7, 10): 6 voted out; night 4 at 3 (1, 7, 10), 10 shoots an empty
    // seat (a miss, P4) and is held responsible; day 5 votes 10 out.
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
        .night()
        .ev(miss(&[(10, 2)], &[10]))
        .day()
        .out(10, 1);
    let (game, sheet) = score(g.done());
    assert_eq!(game.winner(), Some(Winner::Red));
    assert_award(&sheet, 10, "black.miss.critical", -500);
    // Independent of the one-miss row: 10 also left after the miss.
    assert_award(&sheet, 10, "black.miss.one", -100);
}

// Seed: "Critical miss where the correct shot could have won"
// P15: "one red more than blacks": at 4 red against 2 black one shot could not have won.
#[test]
fn ruling_p15_miss_with_two_reds_more_is_not_critical() {
    // Night 2 at 6 (1, 5, 6, 7, 9, 10): 9 held responsible; red wins.
    let g = G::new()
        .out(2, 3)
        .night()
        .kill(3)
        .day()
        .out(8, 4)
        .night()
        .ev(miss(&[(9, 5), (10, 6)], &[9]))
        .day()
        .out(9, 5)
        .ev(surrender());
    let (game, sheet) = score(g.done());
    assert_eq!(game.winner(), Some(Winner::Red));
    assert_no_award(&sheet, 9, "black.miss.critical");
    assert_award(&sheet, 9, "black.miss.one", -100);
}

// ---------------------------------------------------------------------------------------
// P21. A raise that removes the margin and wins
// ---------------------------------------------------------------------------------------

// Seed: "Raise both removes the margin for error and causes black win +0.4"
// P21: "that row replaces, for that raise, the +0.2 for the lost margin and the +0.2 for the
// raise's win (it is their sum)."
#[test]
fn ruling_p21_margin_and_win_raise_is_0_4_instead_of_0_2_plus_0_2() {
    // Day 2 at 9 (6 red, 3 black, margin): reds 3, 4, 5 tied twice 3-3-3 and raised:
    // 3 red against 3 black, black wins.
    let g = G::new()
        .out(2, 3)
        .night()
        .quiet()
        .day()
        .ev(vote(&[(3, &[1, 4, 5]), (4, &[3, 6, 7]), (5, &[8, 9, 10])]))
        .ev(revote(&[
            (3, &[1, 4, 5]),
            (4, &[3, 6, 7]),
            (5, &[8, 9, 10]),
        ]))
        .ev(lift(&[1, 6, 8, 9, 10]));
    let (game, sheet) = score(g.done());
    assert_eq!(game.winner(), Some(Winner::Black));
    for black in [8, 9, 10] {
        assert_award(&sheet, black, "black.raise.margin-and-win", 400);
        assert_no_award(&sheet, black, "black.raise.win");
        assert_no_award(&sheet, black, "black.margin-lost");
        let raise_total: i32 = awards_starting(&sheet, black, "black.raise.")
            .into_iter()
            .chain(awards_starting(&sheet, black, "black.margin-lost"))
            .map(|(_, p)| p)
            .sum();
        assert_eq!(raise_total, 400, "seat {black}: {:?}", all(&sheet, black));
    }
}

// Seed: "City loses its margin for error while the black remains at the table +0.2"
// P21: the +0.4 row is for a raise that both removes the margin and wins; a raise that
// only removes the margin keeps the +0.2.
#[test]
fn ruling_p21_raise_removing_the_margin_without_a_win_is_0_2() {
    // Day 1 at 10: reds 2 and 3 tied twice and raised: 5 red against 3 black.
    let g = G::new()
        .ev(vote(&[(2, &[1, 3, 4, 5, 6]), (3, &[2, 7, 8, 9, 10])]))
        .ev(revote(&[(2, &[1, 3, 4, 5, 6]), (3, &[2, 7, 8, 9, 10])]))
        .ev(lift(&[1, 4, 5, 6, 8, 9]))
        .left(&[2, 3])
        .ev(surrender());
    let (_, sheet) = score(g.done());
    for black in [8, 9, 10] {
        assert_award(&sheet, black, "black.margin-lost", 200);
        assert_no_award(&sheet, black, "black.raise.margin-and-win");
        assert_no_award(&sheet, black, "black.raise.win");
    }
}

// ---------------------------------------------------------------------------------------
// P22. "Equivalent for red scoring"
// ---------------------------------------------------------------------------------------

// Seed, in its section "Last Black Self-Shoots": "A failed night shot, a night shot that
// kills a red player, and a last-black self-shot are equivalent for red scoring: red
// players receive the value of the black player, and that black player receives no extra
// points for the event."
// P22: the sentence is about the last black: a miss or a red's night kill while blacks
// with allies shoot pays the reds nothing.
#[test]
fn ruling_p22_a_miss_or_night_kill_by_blacks_with_allies_pays_the_reds_nothing() {
    // No vote is held; night 1 misses (9 responsible), night 2 kills 2; the judge ends
    // the game as a draw (P18).
    let events = vec![
        day(),
        night(),
        miss(&[(8, 3), (9, 4), (10, 3)], &[9]),
        day(),
        night(),
        shoot(&[8, 9, 10], 2),
        day(),
        end("draw"),
    ];
    let (game, sheet) = score(events);
    assert_eq!(game.winner(), Some(Winner::Draw));
    for red in 1..=7 {
        assert_eq!(all(&sheet, red), vec![], "seat {red}");
    }
    // "that black player receives no extra points for the event"
    for black in [8, 9, 10] {
        assert_eq!(all(&sheet, black), vec![], "seat {black}");
    }
}

// P22: in a game the reds win, a miss and a red's night kill by three blacks still cause no
// red award.
#[test]
fn ruling_p22_no_red_award_comes_from_a_shooting_of_several_blacks() {
    // events[2]: the miss; events[5]: 2 is shot.
    let g = G::new()
        .night()
        .ev(miss(&[(8, 3), (9, 4), (10, 3)], &[9]))
        .day()
        .night()
        .kill(2)
        .day()
        .out(8, 3)
        .night()
        .kill(3)
        .day()
        .out(9, 4)
        .night()
        .kill(4)
        .day()
        .out(10, 5);
    let events = g.done();
    assert_eq!(events[2]["type"], "shots");
    assert_eq!(events[5]["type"], "shots");
    let (game, sheet) = score(events);
    assert_eq!(game.winner(), Some(Winner::Red));
    for red in 1..=7 {
        let from_shots: Vec<_> = award_events(&sheet, red)
            .into_iter()
            .filter(|e| *e == Some(2) || *e == Some(5))
            .collect();
        assert!(from_shots.is_empty(), "seat {red}: {:?}", all(&sheet, red));
        assert_no_award(&sheet, red, "red.self-shot.last-black");
    }
}

/// 8 and 9 voted out on days 1 and 2 with 2 shot between; on night 2 the last black 10
/// shoots with `shooting` (events[7]), at 1, 3, 4, 5, 6, 7 and 10.
fn last_black_shoots(shooting: Value) -> G {
    G::new()
        .out(8, 2)
        .night()
        .kill(2)
        .day()
        .out(9, 3)
        .night()
        .ev(shooting)
}

// Seed: "A failed night shot ... [is] equivalent for red scoring: red players receive the
// value of the black player".
// P22: the last black's failed night shot pays the reds at the table its value, as its
// self-shot would; "that black player receives no extra points for the event".
#[test]
fn ruling_p22_the_last_blacks_failed_night_shot_pays_the_reds_its_value() {
    // 10 shoots nobody: a miss. Day 3: the mafia surrenders.
    let g = last_black_shoots(miss(&[], &[]))
        .day()
        .ev(surrender())
        .left(&[10]);
    let events = g.done();
    assert_eq!(events[7]["type"], "shots");
    let (game, sheet) = score(events);
    assert_eq!(game.winner(), Some(Winner::Red));
    for red in [1, 3, 4, 5, 6, 7] {
        assert_eq!(
            awards_starting(&sheet, red, "red.night-shot"),
            vec![("red.night-shot.last-black", 200)],
            "seat {red}"
        );
        // Best-of per black: the surrender's 0.2 for 10 is not added.
        assert_no_award(&sheet, red, "red.surrender");
    }
    // 2 was shot before: not at the table.
    assert_no_award(&sheet, 2, "red.night-shot.last-black");
    assert!(
        !award_events(&sheet, 10).contains(&Some(7)),
        "{:?}",
        all(&sheet, 10)
    );
}

// P22: the reds still at the table after the last black's night kill receive its value;
// the red it killed is no longer at the table.
#[test]
fn ruling_p22_the_last_blacks_night_kill_of_a_red_pays_the_reds_still_at_the_table() {
    let g = last_black_shoots(shoot(&[10], 3))
        .left(&[3])
        .day()
        .ev(surrender())
        .left(&[10]);
    let (game, sheet) = score(g.done());
    assert_eq!(game.winner(), Some(Winner::Red));
    for red in [1, 4, 5, 6, 7] {
        assert_eq!(
            about(&sheet, red, 10),
            vec![("red.night-shot.last-black", 200)],
            "seat {red}"
        );
    }
    for red in [2, 3] {
        assert_no_award(&sheet, red, "red.night-shot.last-black");
    }
}

// P22 and best-of: when a red's own action against the last black is worth as much as its
// night shot, the sheet keeps the red's own action.
#[test]
fn ruling_p22_an_equal_own_vote_is_kept_over_the_last_blacks_night_shot() {
    let g = last_black_shoots(shoot(&[10], 3))
        .left(&[3])
        .day()
        .out(10, 4);
    let (game, sheet) = score(g.done());
    assert_eq!(game.winner(), Some(Winner::Red));
    for red in [1, 4, 5, 6, 7] {
        assert_eq!(
            about(&sheet, red, 10),
            vec![("red.vote.eliminating-black", 200)],
            "seat {red}"
        );
    }
}

// P22 with the value of the black changed by a self-shot: the last black's night kill
// pays its whole value, 0.4, and that beats a red's earlier 50% vote into it.
#[test]
fn ruling_p22_the_last_blacks_night_kill_pays_its_raised_value() {
    // Day 1: 8 voted out. Night 1: 9 shoots itself, leaving one ally (10 is worth 0.4).
    // Day 2: 2 voted out; 7 and 2 vote into 10. Night 2: 10 shoots 3. Day 3: surrender.
    let g = G::new()
        .out(8, 2)
        .night()
        .ev(shoot(&[9, 10], 9))
        .left(&[9])
        .day()
        .ev(vote(&[(2, &[1, 3, 4, 5, 6, 10]), (10, &[7, 2])]))
        .left(&[2])
        .night()
        .ev(shoot(&[10], 3))
        .left(&[3])
        .day()
        .ev(surrender())
        .left(&[10]);
    let (game, sheet) = score(g.done());
    assert_eq!(game.winner(), Some(Winner::Red));
    for red in [1, 4, 5, 6, 7] {
        assert_eq!(
            awards_starting(&sheet, red, "red.night-shot"),
            vec![("red.night-shot.last-black", 400)],
            "seat {red}"
        );
    }
    assert_no_award(&sheet, 7, "red.vote.black-later-leaves");
    // 2 left before the shot: only its vote into 10, 50% of 0.4.
    assert_award(&sheet, 2, "red.vote.black-later-leaves", 200);
    assert_no_award(&sheet, 2, "red.night-shot.last-black");
}

// Seed: "If the last black self-shoots: Red players still at the table receive that
// black's value."
#[test]
fn ruling_p22_the_last_black_self_shot_pays_the_reds() {
    // Night 1 misses; 8 and 9 are voted out, 2 is shot; on night 3 the last black 10
    // shoots itself.
    let g = G::new()
        .night()
        .ev(miss(&[(8, 3), (9, 4), (10, 3)], &[9]))
        .day()
        .out(8, 2)
        .night()
        .kill(2)
        .day()
        .out(9, 3)
        .night()
        .ev(shoot(&[10], 10))
        .left(&[10]);
    let (game, sheet) = score(g.done());
    assert_eq!(game.winner(), Some(Winner::Red));
    for red in [1, 3, 4, 5, 6, 7] {
        assert_award(&sheet, red, "red.self-shot.last-black", 200);
        assert_no_award(&sheet, red, "red.night-shot.last-black");
    }
    // 2 was shot before the self-shot: not at the table.
    assert_no_award(&sheet, 2, "red.self-shot.last-black");
}

// ---------------------------------------------------------------------------------------
// P26. Missing ballots
// ---------------------------------------------------------------------------------------

// Contract: "a living player missing from `ballots` is counted for the last candidate, as
// at the table."
// P26: "that counted ballot is scored like any other ballot (a vote into a red or black
// candidate)": an eliminating vote into a black.
#[test]
fn ruling_p26_missing_red_counted_for_the_black_voted_out_gets_eliminating_black() {
    // 2 and 8; 9, 10 vote 2, 1, 2, 3 vote 8; 4-7 and 8 are missing, counted for 8, who
    // leaves with 8 votes. Then the mafia surrenders.
    let g = G::new()
        .ev(vote(&[(2, &[9, 10]), (8, &[1, 2, 3])]))
        .left(&[8])
        .ev(surrender());
    let (game, sheet) = score(g.done());
    assert_eq!(game.winner(), Some(Winner::Red));
    let implicit: Vec<u8> = game.rounds[0].implicit.iter().map(|s| s.number()).collect();
    assert_eq!(implicit, vec![4, 5, 6, 7, 8]);
    for red in 1..=7 {
        assert_award(&sheet, red, "red.vote.eliminating-black", 200);
    }
}

// Contract: "a living player missing from `ballots` is counted for the last candidate".
// P26: "scored like any other ballot (a vote into a red …)": outside critical state, a red
// left by vote, -0.1.
#[test]
fn ruling_p26_missing_red_counted_for_the_red_voted_out_gets_minus_0_1() {
    // 9 and 2; 1, 2, 3 vote 9; everyone else (4-10) is missing, counted for 2, who
    // leaves with 7 votes.
    let g = G::new()
        .ev(vote(&[(9, &[1, 2, 3]), (2, &[])]))
        .left(&[2])
        .ev(surrender());
    let (game, sheet) = score(g.done());
    assert_eq!(game.departures[0].seat.number(), 2);
    for red in [4, 5, 6, 7] {
        assert_award(&sheet, red, "red.vote.red", -100);
    }
    for red in [1, 3] {
        assert_no_award(&sheet, red, "red.vote.red");
    }
}

// ---------------------------------------------------------------------------------------
// P27. Day 1, single candidate
// ---------------------------------------------------------------------------------------

// Contract: "on day 1 nobody leaves and no vote is held".
// P27: "if a `vote` with one candidate is recorded on day 1 anyway, it is accepted and
// nobody leaves (with the default `day1_single_candidate`)."
#[test]
fn ruling_p27_day_1_single_candidate_vote_is_accepted_and_nobody_leaves() {
    let g = G::new()
        .ev(nominate(1, 8))
        .ev(json!({"type": "vote", "ballots": {}}))
        .night()
        .quiet()
        .day()
        .out(8, 2)
        .ev(surrender());
    let (game, sheet) = score(g.done());
    assert_eq!(game.rounds[0].eliminated, None);
    // The first departure is 8 on day 2, at 10 players.
    let first = &game.departures[0];
    assert_eq!(first.seat.number(), 8);
    assert_eq!(first.phase, Phase::Day(2));
    assert_eq!(first.table_before.len(), 10);
    assert_award(&sheet, 8, "black.early-leave", -100);
}

// P27: "a `vote` with one candidate is recorded on day 1 anyway": with the candidate given
// and ballots recorded, still nobody leaves.
#[test]
fn ruling_p27_day_1_single_candidate_with_ballots_nobody_leaves() {
    let g = G::new()
        .ev(single_vote(8, &[1, 2, 3, 4, 5, 6, 7]))
        .night()
        .quiet()
        .day()
        .out(8, 2)
        .ev(surrender());
    let (game, _) = score(g.done());
    assert_eq!(game.rounds[0].eliminated, None);
    assert_eq!(game.departures[0].phase, Phase::Day(2));
}

// P27: "… (with the default `day1_single_candidate`)": with "leaves" the candidate leaves.
#[test]
fn ruling_p27_day_1_single_candidate_leaves_with_the_house_rule() {
    let doc = document_with_rules(
        json!({"day1_single_candidate": "leaves"}),
        vec![
            day(),
            nominate(1, 8),
            json!({"type": "vote", "ballots": {}}),
            surrender(),
        ],
    );
    let (game, _) = score_doc(&doc);
    assert_eq!(game.departures[0].seat.number(), 8);
    assert_eq!(game.departures[0].phase, Phase::Day(1));
    assert_eq!(game.departures[0].how, Leave::Vote);
}

// ---------------------------------------------------------------------------------------
// P29. Early leave
// ---------------------------------------------------------------------------------------

// Seed: "Black leaves at the 9-10 player stage -0.1"
// P29: "any departure at 9 or 10 players but a self-shot (P5); a removal included."
#[test]
fn ruling_p29_black_removed_at_10_leaves_early() {
    let g = G::new().ev(removal(9)).left(&[9]).ev(surrender());
    let (game, sheet) = score(g.done());
    assert_eq!(game.departures[0].table_before.len(), 10);
    assert_award(&sheet, 9, "black.early-leave", -100);
}

// P29: "any departure at 9 or 10 players": a fourth-foul removal at 9.
#[test]
fn ruling_p29_black_removed_by_fourth_foul_at_9_leaves_early() {
    let g = G::new()
        .out(2, 3)
        .night()
        .quiet()
        .day()
        .ev(foul(10))
        .ev(foul(10))
        .ev(foul(10))
        .ev(foul(10))
        .left(&[10])
        .ev(surrender());
    let (game, sheet) = score(g.done());
    let d = &game.departures[1];
    assert_eq!((d.seat.number(), d.how), (10, Leave::FourthFoul));
    assert_eq!(d.table_before.len(), 9);
    assert_award(&sheet, 10, "black.early-leave", -100);
}

// P29: "… at 9 or 10 players": a removal at 8 is no early leave.
#[test]
fn ruling_p29_black_removed_at_8_does_not_leave_early() {
    let g = G::new()
        .out(2, 3)
        .night()
        .kill(3)
        .day()
        .ev(removal(9))
        .left(&[9])
        .ev(surrender());
    let (game, sheet) = score(g.done());
    assert_eq!(game.departures[2].table_before.len(), 8);
    assert_no_award(&sheet, 9, "black.early-leave");
}

// P29: "… but a self-shot (P5)": the Don shooting itself at 10.
#[test]
fn ruling_p29_self_shot_at_10_is_not_an_early_leave() {
    let g = G::new()
        .night()
        .ev(shoot(&[8, 9, 10], 8))
        .left(&[8])
        .day()
        .out(9, 2)
        .ev(surrender());
    let (game, sheet) = score(g.done());
    assert_eq!(game.departures[0].how, Leave::SelfShot);
    assert_eq!(game.departures[0].table_before.len(), 10);
    assert_no_award(&sheet, 8, "black.early-leave");
}

// P29: "any departure at 9 or 10 players": a whole-team surrender at 9 is an early leave
// of each black who surrenders.
#[test]
fn ruling_p29_whole_team_surrender_at_9_is_each_blacks_early_leave() {
    let g = G::new()
        .out(2, 3)
        .night()
        .quiet()
        .day()
        .ev(surrender())
        .left(&[8, 9, 10]);
    let (game, sheet) = score(g.done());
    assert_eq!(game.winner(), Some(Winner::Red));
    let surrendered: Vec<_> = game
        .departures
        .iter()
        .filter(|d| d.how == Leave::Surrender)
        .map(|d| (d.seat.number(), d.table_before.len()))
        .collect();
    assert_eq!(surrendered, vec![(8, 9), (9, 9), (10, 9)]);
    for black in [8, 9, 10] {
        assert_award(&sheet, black, "black.early-leave", -100);
    }
}

// P29: "… at 9 or 10 players": a surrender at 8 is no early leave.
#[test]
fn ruling_p29_whole_team_surrender_at_8_is_no_early_leave() {
    let g = G::new()
        .out(2, 3)
        .night()
        .kill(3)
        .day()
        .ev(surrender())
        .left(&[8, 9, 10]);
    let (_, sheet) = score(g.done());
    for black in [8, 9, 10] {
        assert_no_award(&sheet, black, "black.early-leave");
    }
}

// ---------------------------------------------------------------------------------------
// P34. A single candidate leaves without a vote
// ---------------------------------------------------------------------------------------

/// Day 2 at 10 players: no vote on day 1 and a quiet night.
fn day_two_at_ten() -> G {
    G::new().night().quiet().day()
}

#[track_caller]
fn assert_no_vote_awards(sheet: &omerta_pro::Scoresheet, seats: &[u8]) {
    for seat in seats {
        assert_eq!(
            awards_starting(sheet, *seat, "red.vote."),
            vec![],
            "seat {seat}"
        );
    }
}

// Contract: "on later days that candidate leaves, and `ballots` may be empty."
// P34: "no vote is held, so only ballots actually recorded count as votes into that
// candidate; players missing from `ballots` are not counted for it (as they would be in a
// real round, P26)." A black candidate with no ballots: nobody voted into it.
#[test]
fn ruling_p34_single_black_candidate_with_no_ballots_gives_no_vote_awards() {
    let g = day_two_at_ten()
        .ev(nominate(1, 8))
        .ev(json!({"type": "vote", "ballots": {}}))
        .left(&[8])
        .ev(surrender());
    let (game, sheet) = score(g.done());
    assert_eq!(game.departures[0].seat.number(), 8);
    assert_eq!(game.departures[0].how, Leave::Vote);
    assert_no_vote_awards(&sheet, &[1, 2, 3, 4, 5, 6, 7]);
}

// P34: a red single candidate with no ballots: nobody voted into a red, no penalty.
#[test]
fn ruling_p34_single_red_candidate_with_no_ballots_gives_no_vote_penalty() {
    let g = day_two_at_ten()
        .ev(nominate(8, 2))
        .ev(json!({"type": "vote", "ballots": {}}))
        .left(&[2])
        .ev(surrender());
    let (game, sheet) = score(g.done());
    assert_eq!(game.departures[0].seat.number(), 2);
    assert_eq!(game.departures[0].how, Leave::Vote);
    assert_no_vote_awards(&sheet, &[1, 3, 4, 5, 6, 7]);
}

// P34: "only ballots actually recorded count as votes into that candidate": recorded
// ballots into the black who leaves are eliminating votes.
#[test]
fn ruling_p34_recorded_ballots_into_a_single_black_candidate_count() {
    let g = day_two_at_ten()
        .ev(single_vote(8, &[1, 3]))
        .left(&[8])
        .ev(surrender());
    let (_, sheet) = score(g.done());
    for red in [1, 3] {
        assert_award(&sheet, red, "red.vote.eliminating-black", 200);
    }
    assert_no_vote_awards(&sheet, &[2, 4, 5, 6, 7]);
}

// P34: recorded ballots into a red single candidate who leaves count as votes into a red
// (outside critical state, a red leaves by vote: -0.1).
#[test]
fn ruling_p34_recorded_ballots_into_a_single_red_candidate_count() {
    let g = day_two_at_ten()
        .ev(single_vote(2, &[4, 8]))
        .left(&[2])
        .ev(surrender());
    let (_, sheet) = score(g.done());
    assert_award(&sheet, 4, "red.vote.red", -100);
    assert_no_vote_awards(&sheet, &[1, 3, 5, 6, 7]);
}

// ---------------------------------------------------------------------------------------
// First Color Will: the Sheriff's own check
// ---------------------------------------------------------------------------------------

// Seed: "In a First Color Will, a Sheriff does not receive color-will bonus points for
// correctly naming a player already known from the Sheriff's own check." "Sheriff
// correctly names own known check: 0 First Color Will points"
// (P3: the Sheriff shot on night 1 still checks that night.)
#[test]
fn will_color_own_check_award_is_zero_and_named() {
    let events = vec![
        day(),
        night(),
        shoot(&[8, 9, 10], 1),
        sheriff_check(9),
        colors(1, &[(9, "black")]),
        day(),
        surrender(),
    ];
    let (game, sheet) = score(events);
    assert_eq!(game.departures[0].seat.number(), 1);
    assert_award(&sheet, 1, "will.color.own-check", 0);
    assert_no_award(&sheet, 1, "will.color.black");
}
