//! Red scoring under the Pro Mafia 1.1 scoring model: Core Principles, Black Target Value,
//! positive actions against black targets, red vote penalties, Sheriff scoring, First Color
//! Will, the early night-shot will bonus, Last Will Ordered, Pass the Helm, Mafia Surrender
//! and removed black players. One test per rule or table row of the seed.
mod kit;
use kit::*;
use omerta_pro::{Game, Scoresheet, Seat, Winner};
use serde_json::{json, Value};

// ---------------------------------------------------------------------------------------
// Helpers: a table script that tracks who is at the table.
// ---------------------------------------------------------------------------------------

fn seat(n: u8) -> Seat {
    Seat::new(n.into()).unwrap()
}

/// Every award of `who` about the player `about`, as (rule id, thousandths).
fn on_target(sheet: &Scoresheet, who: u8, about: u8) -> Vec<(&'static str, i32)> {
    sheet
        .seat(seat(who))
        .awards
        .iter()
        .filter(|a| a.target == Some(seat(about)))
        .map(|a| (a.rule.id(), a.points.thousandths()))
        .collect()
}

/// Every award of `who` whose rule id starts with `prefix`.
fn with_prefix(sheet: &Scoresheet, who: u8, prefix: &str) -> Vec<(&'static str, i32)> {
    all(sheet, who)
        .into_iter()
        .filter(|(rule, _)| rule.starts_with(prefix))
        .collect()
}

/// The sum of the awards of `who` whose rule id starts with `prefix`.
fn sum_prefix(sheet: &Scoresheet, who: u8, prefix: &str) -> i32 {
    with_prefix(sheet, who, prefix).iter().map(|(_, p)| p).sum()
}

/// Every negative award of `who`.
fn negatives(sheet: &Scoresheet, who: u8) -> Vec<(&'static str, i32)> {
    all(sheet, who)
        .into_iter()
        .filter(|(_, p)| *p < 0)
        .collect()
}

/// Whether a protocol is accepted by the table rules (finished or not).
fn accepted(events: Vec<Value>) -> Result<(), String> {
    match omerta_pro::replay_json(&document(events)) {
        Ok(_) => Ok(()),
        Err(e) => Err(e.to_string()),
    }
}

/// A table script: events plus the players at the table. Starts on day 1 with all ten.
struct G {
    ev: Vec<Value>,
    table: Vec<u8>,
}

impl G {
    fn new() -> G {
        G {
            ev: vec![day()],
            table: (1..=10).collect(),
        }
    }

    fn e(&mut self, event: Value) -> &mut G {
        self.ev.push(event);
        self
    }

    /// `s` is no longer at the table.
    fn gone(&mut self, s: u8) -> &mut G {
        assert!(self.table.contains(&s), "script: {s} is not at the table");
        self.table.retain(|x| *x != s);
        self
    }

    fn blacks(&self) -> Vec<u8> {
        self.table.iter().copied().filter(|s| *s >= 8).collect()
    }

    /// A round in which `x` leaves: everybody else votes for `x`; `x` votes for another
    /// black (a red `x` votes for the last black, a black `x` for an ally if any, else for
    /// a red).
    fn out(&mut self, x: u8) -> &mut G {
        let blacks = self.blacks();
        let other = if x < 8 {
            *blacks.last().unwrap()
        } else {
            blacks
                .iter()
                .copied()
                .find(|b| *b != x)
                .unwrap_or_else(|| self.table.iter().copied().find(|s| *s != x).unwrap())
        };
        let voters: Vec<u8> = self.table.iter().copied().filter(|s| *s != x).collect();
        self.ev.push(vote(&[(x, &voters), (other, &[x])]));
        self.gone(x)
    }

    /// Every black at the table shoots `x`.
    fn shots(&mut self, x: u8) -> &mut G {
        let blacks = self.blacks();
        self.ev.push(shoot(&blacks, x));
        self.gone(x)
    }

    /// A night in which `x` is shot, then the next day.
    fn kill(&mut self, x: u8) -> &mut G {
        self.e(night());
        self.shots(x);
        self.e(day())
    }

    /// A night without a shooting, then the next day.
    fn quiet(&mut self) -> &mut G {
        self.e(night()).e(day())
    }

    fn removed(&mut self, s: u8) -> &mut G {
        self.e(removal(s));
        self.gone(s)
    }

    /// Votes out the remaining blacks, one a day, with quiet nights between: red wins.
    fn finish_red(&mut self) -> &mut G {
        loop {
            let blacks = self.blacks();
            let Some(&b) = blacks.first() else { break };
            self.out(b);
            if !self.blacks().is_empty() {
                self.quiet();
            }
        }
        self
    }

    fn run(&self) -> (Game, Scoresheet) {
        score(self.ev.clone())
    }

    fn errors(&self) -> Vec<String> {
        violations(self.ev.clone())
    }
}

#[track_caller]
fn assert_violation(errors: &[String], needle: &str) {
    assert!(
        errors.iter().any(|e| e.contains(needle)),
        "expected a violation mentioning {needle:?}, got {errors:?}"
    );
}

// ---------------------------------------------------------------------------------------
// Core Principles
// ---------------------------------------------------------------------------------------

// Seed: "In ordinary scoring each black player is worth +0.2."
#[test]
fn core_ordinary_black_player_is_worth_0_2() {
    let mut g = G::new();
    g.finish_red();
    let (game, sheet) = g.run();
    assert_eq!(game.winner(), Some(Winner::Red));
    assert_eq!(
        awards(&sheet, 4, "red.vote.eliminating-black"),
        vec![200, 200, 200]
    );
}

// Seed: "Scores for different black targets are summed independently."
#[test]
fn core_scores_for_different_black_targets_are_summed() {
    let mut g = G::new();
    g.finish_red();
    let (_, sheet) = g.run();
    assert_eq!(total(&sheet, 4), 600);
    assert_eq!(total(&sheet, 1), 600);
}

// Seed: "Red actions against the same black player do not stack. For each red player and
// each black target, use only the best scoring action for that black."
#[test]
fn core_actions_against_the_same_black_do_not_stack() {
    let mut g = G::new();
    g.e(vote(&[(8, &[4]), (2, &[])])).gone(2);
    g.quiet();
    g.finish_red();
    let (_, sheet) = g.run();
    // Day 1: non-eliminating vote into 8 (50%); day 2: eliminating vote (100%).
    assert_eq!(
        on_target(&sheet, 4, 8),
        vec![("red.vote.eliminating-black", 200)]
    );
}

// Seed: "Penalties are not globally "best-of". Each penalty has its own cap or trigger."
#[test]
fn core_penalties_are_not_best_of_and_add_to_target_scores() {
    let mut g = G::new();
    g.out(2); // 3 votes the red 2 out: -0.1
    g.quiet();
    g.finish_red();
    let (_, sheet) = g.run();
    assert_award(&sheet, 3, "red.vote.red", -100);
    assert_eq!(
        awards(&sheet, 3, "red.vote.eliminating-black"),
        vec![200, 200, 200]
    );
    assert_eq!(total(&sheet, 3), 500);
}

// Seed: "Black players do not receive scoring from their own wills." (First Color Will)
#[test]
fn core_black_first_out_gets_nothing_from_its_first_color_will() {
    let mut g = G::new();
    g.out(8);
    g.e(colors(8, &[(9, "black"), (2, "red"), (3, "black")]));
    g.quiet();
    g.finish_red();
    let (_, sheet) = g.run();
    assert_eq!(with_prefix(&sheet, 8, "will."), vec![]);
}

// Seed: "Black players do not receive scoring from their own wills." (Last Will Ordered)
#[test]
fn core_black_gets_nothing_from_its_last_will_ordered() {
    let mut g = G::new();
    g.out(2);
    g.quiet();
    g.out(8);
    g.e(order(8, &[3, 9, 4]));
    g.quiet();
    g.finish_red();
    let (_, sheet) = g.run();
    assert_eq!(with_prefix(&sheet, 8, "red.will."), vec![]);
    assert_eq!(with_prefix(&sheet, 8, "will."), vec![]);
}

// ---------------------------------------------------------------------------------------
// Black Target Value
// ---------------------------------------------------------------------------------------

// Seed: "Normal black target | +0.2" (Sheriff check 75% of 0.2 = 0.15).
#[test]
fn black_value_normal_target_is_0_2() {
    let mut g = G::new();
    g.e(vote(&[(8, &[1, 2, 3, 4, 5, 6, 7]), (2, &[8, 9, 10])]))
        .gone(8);
    g.quiet();
    g.finish_red();
    let (_, sheet) = g.run();
    assert_eq!(
        on_target(&sheet, 5, 8),
        vec![("red.vote.eliminating-black", 200)]
    );
}

// Seed: "After a self-shot leaves two black allies at the table | remaining black values can
// rise to +0.3"
#[test]
fn black_value_after_self_shot_with_two_allies_left_is_0_3() {
    let mut g = G::new();
    g.out(2);
    g.kill(8); // 8 self-shoots; 9 and 10 remain
    g.finish_red();
    let (_, sheet) = g.run();
    assert_eq!(
        awards(&sheet, 4, "red.vote.eliminating-black"),
        vec![300, 300]
    );
    // A self-shot with allies left is not the last black's self-shot (P22).
    assert_no_award(&sheet, 4, "red.self-shot.last-black");
}

// Seed: "After a self-shot leaves one black ally at the table | remaining black value can
// rise to +0.4"
#[test]
fn black_value_after_self_shot_with_one_ally_left_is_0_4() {
    let mut g = G::new();
    g.out(8);
    g.kill(9); // 9 self-shoots; 10 remains
    g.finish_red();
    let (_, sheet) = g.run();
    assert_eq!(
        awards(&sheet, 4, "red.vote.eliminating-black"),
        vec![200, 400]
    );
}

// Seed: "The value of a black target is the maximum a red player can receive for that
// specific black target." (value 0.4 after a self-shot: 50% then 100% gives 0.4 once)
#[test]
fn black_value_is_the_maximum_for_that_target() {
    let mut g = G::new();
    g.e(vote(&[(10, &[4]), (2, &[])])).gone(2);
    g.quiet();
    g.out(8);
    g.kill(9); // 9 self-shoots: 10 is worth 0.4
    g.out(10);
    let (_, sheet) = g.run();
    assert_eq!(
        on_target(&sheet, 4, 10),
        vec![("red.vote.eliminating-black", 400)]
    );
}

// Seed: "A black player's value can change after a self-shot." (R3/P32: the self-shooter
// with allies left is worth 0, so an earlier vote into it earns 0)
#[test]
fn ruling_p32_self_shooter_with_allies_left_is_worth_0() {
    let mut g = G::new();
    g.e(vote(&[(8, &[4]), (2, &[])])).gone(2);
    g.kill(8); // 8 self-shoots with 9 and 10 left
    g.finish_red();
    let (_, sheet) = g.run();
    let points: i32 = on_target(&sheet, 4, 8).iter().map(|(_, p)| p).sum();
    assert_eq!(points, 0, "{:?}", on_target(&sheet, 4, 8));
}

// ---------------------------------------------------------------------------------------
// Positive Actions Against Black Targets
// ---------------------------------------------------------------------------------------

// Seed: "Last Will Ordered names a black target | 100% of that black's value"
#[test]
fn red_last_will_ordered_naming_black_is_100_percent() {
    let mut g = G::new();
    g.out(2);
    g.kill(3);
    g.e(order(3, &[8]));
    g.finish_red();
    let (_, sheet) = g.run();
    assert_eq!(
        on_target(&sheet, 3, 8),
        vec![("red.will.ordered-black", 200)]
    );
}

// Seed: "Eliminating vote into a black target | 100% of that black's value"
#[test]
fn red_eliminating_vote_into_black_is_100_percent() {
    let mut g = G::new();
    g.e(vote(&[(8, &[1, 2, 3, 4, 5, 6, 7]), (2, &[8, 9, 10])]))
        .gone(8);
    g.quiet();
    g.finish_red();
    let (_, sheet) = g.run();
    assert_eq!(
        on_target(&sheet, 1, 8),
        vec![("red.vote.eliminating-black", 200)]
    );
    assert_eq!(
        on_target(&sheet, 7, 8),
        vec![("red.vote.eliminating-black", 200)]
    );
}

// Seed: "Non-eliminating vote into a black target who later leaves the table | 50% of that
// black's value"
#[test]
fn red_non_eliminating_vote_into_black_who_later_leaves_is_50_percent() {
    let mut g = G::new();
    g.e(vote(&[(8, &[4]), (2, &[])])).gone(2);
    g.kill(4);
    g.finish_red();
    let (_, sheet) = g.run();
    assert_eq!(
        on_target(&sheet, 4, 8),
        vec![("red.vote.black-later-leaves", 100)]
    );
}

// Seed: "Sheriff checks a black target | 75% of that black's value"
#[test]
fn sheriff_check_of_black_is_75_percent() {
    let mut g = G::new();
    g.out(2);
    g.e(night()).e(sheriff_check(8));
    g.shots(3).e(day());
    g.out(4);
    g.e(night());
    g.shots(5); // 3 red, 3 black: black wins with 8 at the table
    let (game, sheet) = g.run();
    assert_eq!(game.winner(), Some(Winner::Black));
    assert_eq!(on_target(&sheet, 1, 8), vec![("sheriff.check.black", 150)]);
}

// Seed: "Non-eliminating vote into a black target who wins at the table | 100% of that
// black's value"
#[test]
fn red_non_eliminating_vote_into_black_who_wins_at_table_is_100_percent() {
    let mut g = G::new();
    g.e(vote(&[(8, &[4]), (2, &[])])).gone(2);
    g.kill(3);
    g.out(5);
    g.e(night());
    g.shots(6);
    let (game, sheet) = g.run();
    assert_eq!(game.winner(), Some(Winner::Black));
    assert_eq!(on_target(&sheet, 4, 8), vec![("red.vote.black-wins", 200)]);
}

// Seed: "Sheriff checks a black target who later leaves | 100% of that black's value"
#[test]
fn sheriff_check_of_black_who_later_leaves_is_100_percent() {
    let mut g = G::new();
    g.out(2);
    g.e(night()).e(sheriff_check(8));
    g.shots(3).e(day());
    // The Sheriff votes for 9 while 8 leaves.
    g.e(vote(&[(8, &[4, 5, 6, 7, 9, 10]), (9, &[1, 8])]))
        .gone(8);
    g.quiet();
    g.finish_red();
    let (_, sheet) = g.run();
    assert_eq!(
        on_target(&sheet, 1, 8),
        vec![("sheriff.check.black-leaves", 200)]
    );
}

/// Day 1: 8 and 2 tie twice; `yes` raise.
fn tie_8_and_2_then_lift(yes: &[u8]) -> G {
    let mut g = G::new();
    g.e(vote(&[(8, &[1, 2, 3, 4, 5]), (2, &[6, 7, 8, 9, 10])]));
    g.e(revote(&[(8, &[1, 2, 3, 4, 5]), (2, &[6, 7, 8, 9, 10])]));
    g.e(lift(yes));
    g
}

// Seed: "Raise hand that lifts a black target | 100% of that black's value"
#[test]
fn red_raise_hand_that_lifts_black_is_100_percent() {
    let mut g = tie_8_and_2_then_lift(&[1, 3, 4, 5, 6, 7]);
    g.gone(8).gone(2);
    g.quiet();
    g.finish_red();
    let (_, sheet) = g.run();
    // 6 voted for 2 in both rounds and raised: only the raise concerns 8.
    assert_eq!(on_target(&sheet, 6, 8), vec![("red.raise.black", 200)]);
    // 4 voted into 8 (non-eliminating) and raised: best of is the raise, 100%.
    let four: i32 = on_target(&sheet, 4, 8).iter().map(|(_, p)| p).sum();
    assert_eq!(four, 200, "{:?}", on_target(&sheet, 4, 8));
}

// Ruling P33: "Raise hand that lifts a black target" needs a passed lift.
#[test]
fn ruling_p33_raise_hand_in_failed_lift_gives_nothing() {
    let mut g = tie_8_and_2_then_lift(&[1, 3, 4, 6, 7]); // 5 of 10: fails
    g.kill(6);
    g.finish_red();
    let (_, sheet) = g.run();
    assert_eq!(on_target(&sheet, 6, 8), vec![]);
}

// Seed: "Mafia surrender for a black target | 100% of that black's value for red players
// still at the table"
#[test]
fn red_mafia_surrender_is_100_percent_for_reds_still_at_table() {
    let mut g = G::new();
    g.out(2);
    g.kill(3);
    g.e(surrender());
    let (game, sheet) = g.run();
    assert_eq!(game.winner(), Some(Winner::Red));
    assert_eq!(awards(&sheet, 4, "red.surrender"), vec![200, 200, 200]);
    assert_eq!(awards(&sheet, 1, "red.surrender"), vec![200, 200, 200]);
    assert_no_award(&sheet, 3, "red.surrender");
    assert_no_award(&sheet, 2, "red.surrender");
}

// Seed: "Last black self-shoots | red players still at the table receive 100% of that
// black's value"
#[test]
fn red_last_black_self_shot_is_100_percent_for_reds_still_at_table() {
    let mut g = G::new();
    g.out(8);
    g.kill(2);
    g.out(9);
    g.e(night());
    g.shots(10); // the last black self-shoots
    let (game, sheet) = g.run();
    assert_eq!(game.winner(), Some(Winner::Red));
    assert_eq!(
        on_target(&sheet, 4, 10),
        vec![("red.self-shot.last-black", 200)]
    );
    assert_award(&sheet, 1, "red.self-shot.last-black", 200);
    assert_no_award(&sheet, 2, "red.self-shot.last-black");
}

// Seed: "Example: if a red player first casts a non-eliminating vote into black #2, later
// names black #2 in Last Will Ordered, and black #2 eventually leaves, the red player
// receives only 100% of black #2's value, not 50% + 100%."
#[test]
fn seed_example_vote_then_last_will_ordered_then_black_leaves_is_100_percent_once() {
    let mut g = G::new();
    g.e(vote(&[(8, &[4]), (2, &[])])).gone(2);
    g.kill(4);
    g.e(order(4, &[8]));
    g.finish_red();
    let (_, sheet) = g.run();
    assert_eq!(
        on_target(&sheet, 4, 8),
        vec![("red.will.ordered-black", 200)]
    );
}

// Seed: "If multiple actions concern the same black target, only the best one is kept."
// (Sheriff check 75% and a non-eliminating vote into a black who wins 100%)
#[test]
fn best_of_keeps_only_the_best_action_per_black() {
    let mut g = G::new();
    g.out(2);
    g.e(night()).e(sheriff_check(8));
    g.shots(3).e(day());
    g.e(vote(&[(8, &[1]), (4, &[])])).gone(4);
    g.e(night());
    g.shots(5); // black wins with 8 at the table
    let (game, sheet) = g.run();
    assert_eq!(game.winner(), Some(Winner::Black));
    assert_eq!(on_target(&sheet, 1, 8), vec![("red.vote.black-wins", 200)]);
}

/// Day 1: candidates 8, 2, 3; 4 and 7 vote for 8; 2 and 3 tie and the revote (red
/// candidates only) sends 2 out.
fn split_with_only_red_revote() -> G {
    let mut g = G::new();
    g.e(vote(&[
        (8, &[4, 7]),
        (2, &[1, 5, 8, 9]),
        (3, &[2, 3, 6, 10]),
    ]));
    g.e(revote(&[(2, &[1, 4, 5, 7, 8, 9]), (3, &[2, 3, 6, 10])]))
        .gone(2);
    g
}

// Seed: "If a red player votes into a black player, the vote remains a normal
// non-eliminating black vote even when that voting round turns into a split/popil whose
// later revote contains only red candidates. If that black player later leaves ..."
#[test]
fn split_vote_into_black_with_red_only_revote_stays_black_vote_when_black_leaves() {
    let mut g = split_with_only_red_revote();
    g.kill(4);
    g.finish_red();
    let (_, sheet) = g.run();
    assert_eq!(
        on_target(&sheet, 4, 8),
        vec![("red.vote.black-later-leaves", 100)]
    );
}

// Seed: "... If that black player later leaves or wins, the red player receives the
// applicable non-eliminating black-vote value for the original vote."
#[test]
fn split_vote_into_black_with_red_only_revote_stays_black_vote_when_black_wins() {
    let mut g = split_with_only_red_revote();
    g.kill(5);
    g.out(6);
    g.e(night());
    g.shots(7); // 1, 3, 4 against 8, 9, 10: black wins
    let (game, sheet) = g.run();
    assert_eq!(game.winner(), Some(Winner::Black));
    assert_eq!(on_target(&sheet, 4, 8), vec![("red.vote.black-wins", 200)]);
}

// Ruling P28: "later leaves" counts every later departure (here a removal).
#[test]
fn ruling_p28_non_eliminating_vote_into_black_later_removed_is_50_percent() {
    let mut g = G::new();
    g.e(vote(&[(8, &[4]), (2, &[])])).gone(2);
    g.kill(4);
    g.removed(8);
    g.finish_red();
    let (_, sheet) = g.run();
    assert_eq!(
        on_target(&sheet, 4, 8),
        vec![("red.vote.black-later-leaves", 100)]
    );
}

// ---------------------------------------------------------------------------------------
// Red Vote Penalties
// ---------------------------------------------------------------------------------------

// Seed: "Vote into a red player outside critical state, when a red leaves by vote | -0.1"
#[test]
fn red_vote_into_red_outside_critical_when_red_leaves_by_vote_is_minus_0_1() {
    let mut g = G::new();
    g.out(2);
    g.quiet();
    g.finish_red();
    let (_, sheet) = g.run();
    assert_award(&sheet, 3, "red.vote.red", -100);
    assert_award(&sheet, 7, "red.vote.red", -100);
}

// Seed: "... when a red leaves by vote": no red leaves by vote, no penalty.
#[test]
fn red_vote_into_red_outside_critical_when_no_red_leaves_costs_nothing() {
    let mut g = G::new();
    g.e(vote(&[(2, &[3]), (8, &[])])).gone(8);
    g.quiet();
    g.finish_red();
    let (_, sheet) = g.run();
    assert_no_award(&sheet, 3, "red.vote.red");
    assert_eq!(negatives(&sheet, 3), vec![]);
}

// Seed: "... when a red leaves by vote": the red voted into leaving by night shot the same
// day's night does not count.
#[test]
fn red_vote_into_red_who_is_shot_at_night_costs_nothing() {
    let mut g = G::new();
    g.e(vote(&[(2, &[3]), (8, &[])])).gone(8);
    g.kill(2);
    g.finish_red();
    let (_, sheet) = g.run();
    assert_no_award(&sheet, 3, "red.vote.red");
}

// Seed: "Vote into a red player outside critical state ... | -0.1 | Maximum once per player
// per game"
#[test]
fn red_vote_into_red_outside_critical_is_capped_once_per_game() {
    let mut g = G::new();
    g.out(2); // 7 red, 3 black: margin
    g.quiet();
    g.out(4); // 6 red, 3 black: still margin when voted
    g.quiet();
    g.finish_red();
    let (_, sheet) = g.run();
    assert_eq!(awards(&sheet, 3, "red.vote.red"), vec![-100]);
}

// Seed: "Vote into a red player during critical state | -0.2 | No global cap currently
// applied"
#[test]
fn red_vote_into_red_in_critical_is_minus_0_2_per_ballot_without_cap() {
    let mut g = G::new();
    g.e(vote(&[(2, &[8]), (10, &[])])).gone(10); // 7 red, 2 black
    g.kill(2); // 6-2
    g.e(vote(&[(3, &[8]), (4, &[])])).gone(4); // 5-2 critical
    g.kill(5); // 4-2 critical
    g.e(vote(&[(6, &[3]), (9, &[])])).gone(9); // critical, no red leaves
    g.kill(7); // 3-1 critical
    g.e(vote(&[(6, &[3]), (8, &[])])).gone(8);
    let (game, sheet) = g.run();
    assert_eq!(game.winner(), Some(Winner::Red));
    assert_eq!(awards(&sheet, 3, "red.vote.red-critical"), vec![-200, -200]);
}

// Seed: "Non-eliminating vote into Sheriff at 9 players | -0.1 | Event-based"
#[test]
fn red_non_eliminating_vote_into_sheriff_at_9_is_minus_0_1() {
    let mut g = G::new();
    g.e(vote(&[(8, &[3]), (2, &[])])).gone(2);
    g.quiet();
    g.e(vote(&[(1, &[3]), (8, &[])])).gone(8); // 9 players
    g.quiet();
    g.finish_red();
    let (_, sheet) = g.run();
    assert_award(&sheet, 3, "red.vote.sheriff-at-9", -100);
    assert_eq!(negatives(&sheet, 3), vec![("red.vote.sheriff-at-9", -100)]);
}

// Seed: "Non-eliminating vote into Sheriff at 9 players | -0.1 | Event-based" (P8: every
// such ballot)
#[test]
fn ruling_p8_sheriff_at_9_penalty_is_event_based() {
    let mut g = G::new();
    g.e(vote(&[(8, &[3]), (2, &[])])).gone(2);
    g.quiet();
    g.e(vote(&[(8, &[4, 5, 6, 7]), (1, &[3, 9, 10, 8]), (5, &[1])]));
    g.e(revote(&[(8, &[1, 4, 5, 6, 7]), (1, &[3, 8, 9, 10])]))
        .gone(8);
    g.quiet();
    g.finish_red();
    let (_, sheet) = g.run();
    assert_eq!(awards(&sheet, 3, "red.vote.sheriff-at-9"), vec![-100, -100]);
}

// Ruling P8: the Sheriff-at-9 rows do not consume the once-per-game -0.1 cap.
#[test]
fn ruling_p8_sheriff_at_9_does_not_consume_the_once_per_game_cap() {
    let mut g = G::new();
    g.removed(2); // 9 players
    g.e(vote(&[(1, &[3]), (8, &[])])).gone(8);
    g.quiet();
    g.out(4); // 6 red, 2 black: outside critical, a red leaves by vote
    g.quiet();
    g.finish_red();
    let (_, sheet) = g.run();
    assert_award(&sheet, 3, "red.vote.sheriff-at-9", -100);
    assert_award(&sheet, 3, "red.vote.red", -100);
}

// Seed: "Non-eliminating vote into Sheriff at 9 players, when a red leaves by vote and the
// city loses its margin for error | -0.2 total"
#[test]
fn red_non_eliminating_vote_into_sheriff_at_9_when_red_leaves_and_margin_lost_is_minus_0_2_total() {
    let mut g = G::new();
    g.removed(2); // 9 players: 6 red, 3 black
    g.e(vote(&[(1, &[3]), (4, &[])])).gone(4); // 5-3: margin lost
    g.quiet();
    g.finish_red();
    let (_, sheet) = g.run();
    assert_award(&sheet, 3, "red.vote.sheriff-at-9-margin", -200);
    assert_eq!(
        negatives(&sheet, 3),
        vec![("red.vote.sheriff-at-9-margin", -200)]
    );
}

// Seed: "Eliminating vote into Sheriff at 9 players | -0.2, or -0.3 if the city loses its
// margin for error" (-0.2: margin kept)
#[test]
fn red_eliminating_vote_into_sheriff_at_9_is_minus_0_2() {
    let mut g = G::new();
    g.out(8); // 7 red, 2 black
    g.quiet();
    g.e(vote(&[(9, &[4]), (1, &[])])).gone(1); // 6-2: margin kept
    g.quiet();
    g.finish_red();
    let (_, sheet) = g.run();
    assert_award(&sheet, 3, "red.vote.sheriff-at-9-eliminating", -200);
    assert_eq!(
        negatives(&sheet, 3),
        vec![("red.vote.sheriff-at-9-eliminating", -200)]
    );
}

// Seed: "Eliminating vote into Sheriff at 9 players | ... -0.3 if the city loses its margin
// for error"
#[test]
fn red_eliminating_vote_into_sheriff_at_9_losing_margin_is_minus_0_3() {
    let mut g = G::new();
    g.removed(2); // 9 players: 6 red, 3 black
    g.e(vote(&[(8, &[4]), (1, &[])])).gone(1); // 5-3: margin lost
    g.quiet();
    g.finish_red();
    let (_, sheet) = g.run();
    assert_award(&sheet, 3, "red.vote.sheriff-at-9-eliminating-margin", -300);
    assert_eq!(
        negatives(&sheet, 3),
        vec![("red.vote.sheriff-at-9-eliminating-margin", -300)]
    );
}

// Seed: "Voting against Sheriff outside the 9-player circle is scored as ordinary voting
// against a red player." (at 10 players)
#[test]
fn red_vote_into_sheriff_at_10_is_ordinary_red_vote() {
    let mut g = G::new();
    g.e(vote(&[(1, &[3]), (2, &[])])).gone(2);
    g.quiet();
    g.finish_red();
    let (_, sheet) = g.run();
    assert_award(&sheet, 3, "red.vote.red", -100);
    assert_eq!(with_prefix(&sheet, 3, "red.vote.sheriff"), vec![]);
}

// Seed: "Voting against Sheriff outside the 9-player circle is scored as ordinary voting
// against a red player." (at 8 players in critical state)
#[test]
fn red_vote_into_sheriff_at_8_in_critical_is_ordinary_critical_vote() {
    let mut g = G::new();
    g.out(2);
    g.kill(3); // 8 players, 5-3: critical
    g.e(vote(&[(1, &[4]), (8, &[])])).gone(8);
    g.quiet();
    g.finish_red();
    let (_, sheet) = g.run();
    assert_award(&sheet, 4, "red.vote.red-critical", -200);
    assert_eq!(with_prefix(&sheet, 4, "red.vote.sheriff"), vec![]);
}

// ---------------------------------------------------------------------------------------
// Sheriff Scoring
// ---------------------------------------------------------------------------------------

// Seed: "Sheriff is a red player, so all red-player rules apply."
#[test]
fn sheriff_is_a_red_player_and_pays_red_vote_penalties() {
    let mut g = G::new();
    g.out(2);
    g.quiet();
    g.finish_red();
    let (_, sheet) = g.run();
    assert_award(&sheet, 1, "red.vote.red", -100);
    assert_eq!(
        awards(&sheet, 1, "red.vote.eliminating-black"),
        vec![200, 200, 200]
    );
}

// Seed: "A red check gives no direct points by itself."
#[test]
fn sheriff_red_check_gives_no_points() {
    let mut g = G::new();
    g.out(8);
    g.e(night()).e(sheriff_check(2)).e(day());
    g.finish_red();
    let (_, sheet) = g.run();
    assert_eq!(with_prefix(&sheet, 1, "sheriff."), vec![]);
    assert_eq!(total(&sheet, 1), 600);
}

/// Day 1: 9 leaves (First Out); night 1: the Sheriff checks `check`; day 2 at 9 players.
fn sheriff_checked_then_day_2(check: u8) -> G {
    let mut g = G::new();
    g.out(9);
    g.e(night()).e(sheriff_check(check)).e(day());
    g
}

// Seed: "If the Sheriff already has a black check, the Sheriff may cast a non-eliminating
// vote into a red player on a non-critical circle without losing points."
#[test]
fn sheriff_with_black_check_may_cast_non_eliminating_vote_into_red_outside_critical() {
    let mut g = sheriff_checked_then_day_2(8);
    g.e(vote(&[(3, &[1]), (4, &[])])).gone(4); // a red leaves by vote, 6-2
    g.quiet();
    g.finish_red();
    let (_, sheet) = g.run();
    assert_no_award(&sheet, 1, "red.vote.red");
    assert_award(&sheet, 5, "red.vote.red", -100);
}

// Seed: same sentence: without a black check the Sheriff pays as any red player.
#[test]
fn sheriff_with_only_a_red_check_pays_for_non_eliminating_vote_into_red() {
    let mut g = sheriff_checked_then_day_2(3);
    g.e(vote(&[(3, &[1]), (4, &[])])).gone(4);
    g.quiet();
    g.finish_red();
    let (_, sheet) = g.run();
    assert_award(&sheet, 1, "red.vote.red", -100);
}

// Ruling P9: eliminating ballots are penalised as usual, black check or not.
#[test]
fn ruling_p9_sheriff_black_check_exception_not_for_eliminating_vote() {
    let mut g = sheriff_checked_then_day_2(8);
    g.out(4);
    g.quiet();
    g.finish_red();
    let (_, sheet) = g.run();
    assert_award(&sheet, 1, "red.vote.red", -100);
}

// Ruling P9: critical rounds are penalised as usual, black check or not.
#[test]
fn ruling_p9_sheriff_black_check_exception_not_in_critical_state() {
    let mut g = G::new();
    g.e(vote(&[(2, &[1]), (10, &[])])).gone(10); // 7-2
    g.e(night()).e(sheriff_check(8));
    g.shots(2).e(day()); // 6-2
    g.e(vote(&[(3, &[8]), (4, &[])])).gone(4); // 5-2
    g.kill(5); // 4-2: critical
    g.e(vote(&[(6, &[1]), (9, &[])])).gone(9);
    g.quiet();
    g.finish_red();
    let (_, sheet) = g.run();
    assert_award(&sheet, 1, "red.vote.red-critical", -200);
}

/// Red checks of 3 and 5 while the unchecked reds leave: at 1, 3, 5 against 9, 10 the
/// remaining blacks are confirmed.
fn sheriff_confirms_by_red_checks() -> G {
    let mut g = G::new();
    g.out(2);
    g.e(night()).e(sheriff_check(3));
    g.shots(4).e(day()); // 1,3,5,6,7 / 8,9,10
    g.out(8); // 1,3,5,6,7 / 9,10
    g.e(night()).e(sheriff_check(5));
    g.shots(6).e(day()); // 1,3,5,7 / 9,10
    g.out(7); // 1,3,5 / 9,10: every unchecked player is black
    g
}

// Seed: "Red checks that confirm all remaining black players are scored as finding each
// confirmed black at 75% of that black's value."
#[test]
fn sheriff_red_checks_confirming_all_remaining_blacks_give_75_percent_each() {
    let mut g = sheriff_confirms_by_red_checks();
    g.e(night());
    g.shots(3); // 1,5 / 9,10: black wins
    let (game, sheet) = g.run();
    assert_eq!(game.winner(), Some(Winner::Black));
    assert_eq!(
        on_target(&sheet, 1, 9),
        vec![("sheriff.check.confirmed-black", 150)]
    );
    assert_eq!(
        on_target(&sheet, 1, 10),
        vec![("sheriff.check.confirmed-black", 150)]
    );
}

// Ruling P11: a confirmed black stays at 75% (flat) when it later leaves.
#[test]
fn ruling_p11_confirmed_black_stays_75_percent_when_it_later_leaves() {
    let mut g = sheriff_confirms_by_red_checks();
    g.quiet();
    g.e(vote(&[(9, &[3, 5, 10]), (10, &[1, 9])])).gone(9); // the Sheriff votes 10
    g.quiet();
    g.out(10);
    let (game, sheet) = g.run();
    assert_eq!(game.winner(), Some(Winner::Red));
    assert_eq!(
        on_target(&sheet, 1, 9),
        vec![("sheriff.check.confirmed-black", 150)]
    );
    assert_eq!(
        on_target(&sheet, 1, 10),
        vec![("red.vote.eliminating-black", 200)]
    );
}

// Ruling P11: "a confirmation counts while the game is on; the event that ends the game
// confirms nothing." Two red checks (3, 7); red 6 voted out on day 3 leaves 1, 3, 7
// against 8, 9, 10: black wins, and the Sheriff finds nobody.
#[test]
fn ruling_p11_the_vote_that_ends_the_game_confirms_nothing() {
    let mut g = G::new();
    g.out(2); // 1,3,4,5,6,7 / 8,9,10
    g.e(night()).e(sheriff_check(3));
    g.shots(4).e(day()); // 1,3,5,6,7 / 8,9,10
    g.out(5); // 1,3,6,7 / 8,9,10
    g.e(night())
        .e(sheriff_check(7))
        .e(miss(&[(8, 6), (9, 7), (10, 6)], &[]));
    g.e(day());
    g.out(6); // 1,3,7 / 8,9,10: three against three
    let (game, sheet) = g.run();
    assert_eq!(game.winner(), Some(Winner::Black));
    assert_eq!(with_prefix(&sheet, 1, "sheriff."), vec![]);
}

// Seed: "It is worth 100% of the removed black player's current value." The Don's
// self-shot leaves two allies worth 0.3 each: a removal of one pays the reds 0.3.
#[test]
fn removed_black_pays_its_current_value_after_a_self_shot() {
    let mut g = G::new();
    g.e(night()).e(shoot(&[8, 9, 10], 8)).gone(8).e(day());
    g.removed(9);
    g.finish_red();
    let (game, sheet) = g.run();
    assert_eq!(game.winner(), Some(Winner::Red));
    for red in 1..=7 {
        assert_eq!(
            on_target(&sheet, red, 9),
            vec![("red.removal.black", 300)],
            "seat {red}"
        );
    }
}

// Seed: "Disqualification and DD penalties are not copied through Pass the Helm." The
// recipient's disqualification replaces its own awards, not the copies the leaver holds.
#[test]
fn pass_the_helm_copies_survive_the_recipients_disqualification() {
    let mut g = G::new();
    g.out(2).e(helm(2, 3));
    g.quiet();
    g.out(8); // 3 votes with the table: an eliminating vote into black 8
    g.e(disqualification(3)).gone(3);
    g.quiet();
    g.finish_red();
    let (game, sheet) = g.run();
    assert_eq!(game.winner(), Some(Winner::Red));
    assert_eq!(all(&sheet, 3), vec![("technical.disqualification", -500)]);
    assert_eq!(on_target(&sheet, 2, 8), vec![("helm.red-recipient", 200)]);
    assert_eq!(with_prefix(&sheet, 2, "technical."), vec![]);
}

/// Day 1 without a departure; night 1: the Sheriff checks `check` and is shot: the Sheriff
/// is the First Out.
fn sheriff_checks_and_is_shot_first(check: u8) -> G {
    let mut g = G::new();
    g.e(night()).e(sheriff_check(check));
    g.shots(1).e(day());
    g
}

// Seed: "In a First Color Will, a Sheriff does not receive color-will bonus points for
// correctly naming a player already known from the Sheriff's own check." (a black check;
// "A known Sheriff check is scored only through the Sheriff-check rules above.")
#[test]
fn sheriff_first_color_will_naming_own_checked_black_gives_0() {
    let mut g = sheriff_checks_and_is_shot_first(8);
    g.e(colors(1, &[(8, "black"), (9, "black"), (2, "red")]));
    g.finish_red();
    let (_, sheet) = g.run();
    let own: i32 = on_target(&sheet, 1, 8)
        .iter()
        .filter(|(r, _)| r.starts_with("will."))
        .map(|(_, p)| p)
        .sum();
    assert_eq!(own, 0, "{:?}", on_target(&sheet, 1, 8));
    assert_eq!(awards(&sheet, 1, "will.color.black"), vec![300]);
    assert_eq!(awards(&sheet, 1, "will.color.red"), vec![200]);
    // The known check is scored through the Sheriff-check rules: 8 later leaves.
    assert_award(&sheet, 1, "sheriff.check.black-leaves", 200);
}

// Seed: "Sheriff correctly names own known check | 0 First Color Will points" (a red check)
#[test]
fn sheriff_first_color_will_naming_own_checked_red_gives_0() {
    let mut g = sheriff_checks_and_is_shot_first(2);
    g.e(colors(1, &[(2, "red"), (3, "red")]));
    g.finish_red();
    let (_, sheet) = g.run();
    let own: i32 = on_target(&sheet, 1, 2)
        .iter()
        .filter(|(r, _)| r.starts_with("will."))
        .map(|(_, p)| p)
        .sum();
    assert_eq!(own, 0, "{:?}", on_target(&sheet, 1, 2));
    assert_eq!(awards(&sheet, 1, "will.color.red"), vec![200]);
}

// Ruling P6: a Sheriff naming its own known check with the WRONG color gets -0.1.
#[test]
fn ruling_p6_sheriff_naming_own_check_with_wrong_color_gets_minus_0_1() {
    let mut g = sheriff_checks_and_is_shot_first(8);
    g.e(colors(1, &[(8, "red")]));
    g.finish_red();
    let (_, sheet) = g.run();
    assert_award(&sheet, 1, "will.color.wrong", -100);
}

// ---------------------------------------------------------------------------------------
// First Color Will
// ---------------------------------------------------------------------------------------

/// Day 1: 2 leaves by vote (First Out) and leaves `will`; then red wins.
fn first_out_by_vote(will: Value) -> G {
    let mut g = G::new();
    g.out(2);
    g.e(will);
    g.quiet();
    g.finish_red();
    g
}

// Seed: "Correct red color | +0.2"
#[test]
fn first_color_will_correct_red_is_plus_0_2() {
    let (_, sheet) = first_out_by_vote(colors(2, &[(3, "red")])).run();
    assert_award(&sheet, 2, "will.color.red", 200);
}

// Seed: "Correct black color | +0.3"
#[test]
fn first_color_will_correct_black_is_plus_0_3() {
    let (_, sheet) = first_out_by_vote(colors(2, &[(8, "black")])).run();
    assert_award(&sheet, 2, "will.color.black", 300);
}

// Seed: "Wrong color | -0.1"
#[test]
fn first_color_will_wrong_color_is_minus_0_1() {
    let (_, sheet) = first_out_by_vote(colors(2, &[(3, "black"), (8, "red")])).run();
    assert_eq!(awards(&sheet, 2, "will.color.wrong"), vec![-100, -100]);
    assert_eq!(sum_prefix(&sheet, 2, "will."), -200);
}

// Seed: "Each named player is declared as red or black." / "Order does not matter."
#[test]
fn first_color_will_order_does_not_matter() {
    let a = first_out_by_vote(colors(2, &[(9, "black"), (3, "red"), (4, "black")]));
    let b = first_out_by_vote(colors(2, &[(4, "black"), (9, "black"), (3, "red")]));
    let (_, sa) = a.run();
    let (_, sb) = b.run();
    assert_eq!(sum_prefix(&sa, 2, "will."), 400);
    assert_eq!(sum_prefix(&sb, 2, "will."), 400);
}

// Seed: "The will can include fewer than 3 targets."
#[test]
fn first_color_will_may_name_fewer_than_3() {
    let (_, sheet) = first_out_by_vote(colors(2, &[(8, "black"), (5, "red")])).run();
    assert_eq!(sum_prefix(&sheet, 2, "will."), 500);
}

// Seed: "The First Out may name up to 3 players."
#[test]
fn first_color_will_names_at_most_3_players() {
    let mut g = G::new();
    g.out(2);
    g.e(colors(
        2,
        &[(3, "red"), (4, "red"), (8, "black"), (9, "black")],
    ));
    assert_violation(&g.errors(), "at most 3");
    // Three is fine.
    let mut ok = G::new();
    ok.out(2);
    ok.e(colors(2, &[(3, "red"), (4, "red"), (8, "black")]));
    assert_eq!(accepted(ok.ev.clone()), Ok(()));
}

// Seed: "The player may skip the will."
#[test]
fn first_color_will_may_be_skipped() {
    let (_, sheet) = first_out_by_vote(skip_will(2)).run();
    assert_eq!(with_prefix(&sheet, 2, "will."), vec![]);
}

// Seed: "The will can name only players who remain at the table after the First Out
// leaves. (In case someone was disqualified before)"
#[test]
fn first_color_will_names_only_players_remaining_at_the_table() {
    let mut g = G::new();
    g.e(disqualification(5)).gone(5);
    g.out(2);
    g.e(colors(2, &[(5, "red")]));
    assert_violation(&g.errors(), "not at the table");
}

// Seed: "Three correctly named black players give +0.9."
#[test]
fn first_color_will_three_correct_blacks_give_0_9() {
    let (_, sheet) =
        first_out_by_vote(colors(2, &[(8, "black"), (9, "black"), (10, "black")])).run();
    assert_eq!(awards(&sheet, 2, "will.color.black"), vec![300, 300, 300]);
    assert_eq!(sum_prefix(&sheet, 2, "will."), 900);
}

// Seed: "The total can reach +1.0 only when the night-shot will bonus also applies."
#[test]
fn first_color_will_reaches_1_0_only_with_the_night_shot_bonus() {
    let mut g = G::new();
    g.kill(2); // day 1 without a departure; 2 is shot: First Out
    g.e(colors(2, &[(8, "black"), (9, "black"), (10, "black")]));
    g.finish_red();
    let (_, sheet) = g.run();
    assert_award(&sheet, 2, "will.night-shot-bonus", 100);
    assert_eq!(sum_prefix(&sheet, 2, "will."), 1000);
}

// Seed: "First Color Will is available to the First Out player."
#[test]
fn first_color_will_only_for_the_first_out() {
    let mut g = G::new();
    g.out(2);
    g.kill(3);
    g.e(colors(3, &[(8, "black")]));
    assert_violation(&g.errors(), "First Out");
}

// ---------------------------------------------------------------------------------------
// Early Night-Shot Will Bonus
// ---------------------------------------------------------------------------------------

// Seed: "If a red player or Sheriff is killed by a night shot and records at least one
// target in a First Color Will or Last Will Ordered, that player receives an additional
// +0.1"
#[test]
fn night_shot_bonus_for_last_will_ordered_target() {
    let mut g = G::new();
    g.out(2);
    g.kill(3);
    g.e(order(3, &[8]));
    g.finish_red();
    let (_, sheet) = g.run();
    assert_award(&sheet, 3, "will.night-shot-bonus", 100);
}

// Seed: "... that player receives an additional +0.1" (the Sheriff, First Color Will)
#[test]
fn night_shot_bonus_for_sheriff_first_color_will() {
    let mut g = sheriff_checks_and_is_shot_first(3);
    g.e(colors(1, &[(9, "black")]));
    g.finish_red();
    let (_, sheet) = g.run();
    assert_award(&sheet, 1, "will.night-shot-bonus", 100);
}

/// Day 1: 2 leaves by vote (First Out); then `remove` are removed; night 1: 3 is shot.
fn removals_then_3_shot(remove: &[u8]) -> G {
    let mut g = G::new();
    g.out(2);
    for r in remove {
        g.removed(*r);
    }
    g.e(night());
    g.shots(3);
    g
}

// Seed: "The bonus applies only when more than 3 players remain at the table after the
// night-shot departure." (4 remain)
#[test]
fn night_shot_bonus_applies_with_4_remaining() {
    let mut g = removals_then_3_shot(&[9, 8, 4, 5]); // 1,6,7,10 remain
    g.e(order(3, &[10]));
    g.e(day());
    g.finish_red();
    let (_, sheet) = g.run();
    assert_award(&sheet, 3, "will.night-shot-bonus", 100);
}

// Seed: "If the player is killed before the final guess and only 3 players remain after
// that departure, the bonus does not apply."
#[test]
fn night_shot_bonus_not_with_exactly_3_remaining() {
    let mut g = removals_then_3_shot(&[9, 8, 4, 5, 6]); // 1,7,10 remain
    g.e(order(3, &[10]));
    g.e(day());
    g.finish_red();
    let (_, sheet) = g.run();
    assert_no_award(&sheet, 3, "will.night-shot-bonus");
    assert_award(&sheet, 3, "red.will.ordered-black", 200);
}

// Seed: "... does not apply to black players"
#[test]
fn night_shot_bonus_not_for_black_players() {
    let mut g = G::new();
    g.out(2);
    g.kill(8); // self-shot, 9 and 10 remain
    g.e(order(8, &[3]));
    g.finish_red();
    let (_, sheet) = g.run();
    assert_no_award(&sheet, 8, "will.night-shot-bonus");
}

// Seed: "... does not apply to ... day-vote departures"
#[test]
fn night_shot_bonus_not_for_day_vote_departures() {
    let mut g = G::new();
    g.out(2);
    g.quiet();
    g.out(3);
    g.e(order(3, &[8]));
    g.quiet();
    g.finish_red();
    let (_, sheet) = g.run();
    assert_no_award(&sheet, 3, "will.night-shot-bonus");
    assert_award(&sheet, 3, "red.will.ordered-black", 200);
}

// Seed: "... does not apply to ... skipped wills"
#[test]
fn night_shot_bonus_not_for_skipped_wills() {
    let mut g = G::new();
    g.out(2);
    g.kill(3);
    g.e(skip_will(3));
    g.finish_red();
    let (_, sheet) = g.run();
    assert_no_award(&sheet, 3, "will.night-shot-bonus");
}

// Seed: "... does not apply to ... empty wills" (an empty Last Will Ordered)
#[test]
fn night_shot_bonus_not_for_empty_last_will_ordered() {
    let mut g = G::new();
    g.out(2);
    g.kill(3);
    g.e(order(3, &[]));
    g.finish_red();
    let (_, sheet) = g.run();
    assert_no_award(&sheet, 3, "will.night-shot-bonus");
}

// Seed: "... does not apply to ... empty wills" (an empty First Color Will)
#[test]
fn night_shot_bonus_not_for_empty_first_color_will() {
    let mut g = G::new();
    g.kill(2);
    g.e(colors(2, &[]));
    g.finish_red();
    let (_, sheet) = g.run();
    assert_no_award(&sheet, 2, "will.night-shot-bonus");
}

// Ruling P31: a helm does not count for the bonus.
#[test]
fn ruling_p31_night_shot_bonus_not_for_pass_the_helm() {
    let mut g = G::new();
    g.out(2);
    g.kill(3);
    g.e(helm(3, 4));
    g.finish_red();
    let (_, sheet) = g.run();
    assert_no_award(&sheet, 3, "will.night-shot-bonus");
}

// Seed: "It is awarded at most once for the leaving player"
#[test]
fn night_shot_bonus_at_most_once() {
    let mut g = G::new();
    g.out(2);
    g.kill(3);
    g.e(order(3, &[8, 9, 10]));
    g.finish_red();
    let (_, sheet) = g.run();
    assert_eq!(awards(&sheet, 3, "will.night-shot-bonus"), vec![100]);
}

// Seed: "... does not apply to ... disqualifications" / "A player removed by
// disqualification does not leave a will."
#[test]
fn disqualified_player_leaves_no_will() {
    let mut g = G::new();
    g.out(2);
    g.quiet();
    g.e(disqualification(3)).gone(3);
    g.e(order(3, &[8]));
    assert_violation(&g.errors(), "leaves no will");
}

// ---------------------------------------------------------------------------------------
// Last Will Ordered
// ---------------------------------------------------------------------------------------

// Seed: "Last Will Ordered applies to players who leave after the First Out."
#[test]
fn last_will_ordered_not_for_the_first_out() {
    let mut g = G::new();
    g.out(2);
    g.e(order(2, &[8]));
    assert_violation(&g.errors(), "First Out");
}

// Seed: "Red target outside critical state | -0.1"
#[test]
fn last_will_ordered_red_target_outside_critical_is_minus_0_1() {
    let mut g = G::new();
    g.out(8);
    g.kill(2); // 6 red, 2 black after: margin
    g.e(order(2, &[3]));
    g.finish_red();
    let (_, sheet) = g.run();
    assert_award(&sheet, 2, "red.will.ordered-red", -100);
}

// Seed: "Red target during critical state | -0.2"
#[test]
fn last_will_ordered_red_target_in_critical_is_minus_0_2() {
    let mut g = G::new();
    g.out(2);
    g.kill(3); // 5 red, 3 black after: critical
    g.e(order(3, &[4]));
    g.finish_red();
    let (_, sheet) = g.run();
    assert_award(&sheet, 3, "red.will.ordered-red-critical", -200);
}

// Seed: "The list is simulated as a sequence of voting eliminations." (R9: each target is
// judged just before its own virtual elimination)
#[test]
fn last_will_ordered_is_simulated_target_by_target() {
    let mut g = G::new();
    g.out(8);
    g.kill(2); // 6-2
    g.e(order(2, &[3, 4, 5])); // 6-2 margin, 5-2 margin, 4-2 critical
    g.finish_red();
    let (_, sheet) = g.run();
    assert_eq!(awards(&sheet, 2, "red.will.ordered-red"), vec![-100, -100]);
    assert_eq!(
        awards(&sheet, 2, "red.will.ordered-red-critical"),
        vec![-200]
    );
}

// Seed: "The simulation stops when the virtual game ends."
#[test]
fn last_will_ordered_simulation_stops_when_the_virtual_game_ends() {
    let mut g = removals_then_3_shot(&[4, 5, 8]); // 1,6,7,9,10 remain: 3-2
    g.e(order(3, &[6, 7])); // after 6: 2-2, black has won virtually
    g.e(day());
    g.finish_red();
    let (_, sheet) = g.run();
    assert_eq!(
        awards(&sheet, 3, "red.will.ordered-red-critical"),
        vec![-200]
    );
    assert_no_award(&sheet, 3, "red.will.ordered-red");
}

// Seed: "Black target | 100% of that black's value, subject to best-of per black"
#[test]
fn last_will_ordered_black_target_is_subject_to_best_of() {
    let mut g = G::new();
    g.out(2);
    g.kill(3);
    g.e(order(3, &[8, 9]));
    g.finish_red();
    let (_, sheet) = g.run();
    assert_eq!(awards(&sheet, 3, "red.will.ordered-black"), vec![200, 200]);
    // 3 voted only into the red 2: the will is the one award per black.
    assert_eq!(
        on_target(&sheet, 3, 8),
        vec![("red.will.ordered-black", 200)]
    );
}

// Seed: "If all living black players are named, red-target penalties do not apply."
// (Ruling P23: any table size; here 8 players after the departure)
#[test]
fn ruling_p23_last_will_ordered_all_living_blacks_named_no_red_penalty() {
    let mut g = G::new();
    g.out(9);
    g.kill(2); // 1,3,4,5,6,7 / 8,10
    g.e(order(2, &[3, 8, 10]));
    g.finish_red();
    let (_, sheet) = g.run();
    assert_eq!(awards(&sheet, 2, "red.will.ordered-black"), vec![200, 200]);
    assert_no_award(&sheet, 2, "red.will.ordered-red");
    assert_no_award(&sheet, 2, "red.will.ordered-red-critical");
}

// Seed: same sentence: when a living black is left out, the red target costs as usual.
#[test]
fn last_will_ordered_not_all_blacks_named_red_target_is_penalised() {
    let mut g = G::new();
    g.out(9);
    g.kill(2);
    g.e(order(2, &[3, 8])); // 10 not named
    g.finish_red();
    let (_, sheet) = g.run();
    assert_award(&sheet, 2, "red.will.ordered-red", -100);
    assert_award(&sheet, 2, "red.will.ordered-black", 200);
}

// Seed: "At 4 or 6 alive after departure, if all black players are named, red-target
// penalties do not apply regardless of order." (6 alive: a red named before the black)
#[test]
fn last_will_ordered_exception_at_6_alive_all_blacks_named_regardless_of_order() {
    let mut g = G::new();
    g.out(8);
    g.quiet();
    g.out(9); // 1..7 / 10
    g.kill(2); // 1,3,4,5,6,7 / 10
    g.out(3); // 6 alive: 1,4,5,6,7 / 10
    g.e(order(3, &[4, 10]));
    g.quiet();
    g.finish_red();
    let (_, sheet) = g.run();
    assert_award(&sheet, 3, "red.will.ordered-black", 200);
    assert_no_award(&sheet, 3, "red.will.ordered-red");
    assert_no_award(&sheet, 3, "red.will.ordered-red-critical");
}

// Seed: "At 4 or 6 alive after departure, if all black players are named, red-target
// penalties do not apply regardless of order." (4 alive: 3 red, 1 black; the limit is 1)
#[test]
fn last_will_ordered_exception_at_4_alive_all_blacks_named() {
    let mut g = removals_then_3_shot(&[9, 8, 4, 5]); // 1,6,7 / 10
    g.e(order(3, &[10]));
    g.e(day());
    g.finish_red();
    let (_, sheet) = g.run();
    assert_award(&sheet, 3, "red.will.ordered-black", 200);
    assert_no_award(&sheet, 3, "red.will.ordered-red");
    assert_no_award(&sheet, 3, "red.will.ordered-red-critical");
}

// Seed: "A player who leaves by vote may leave a Last Will Ordered only if the real game
// continues after that departure."
#[test]
fn last_will_ordered_not_after_the_vote_that_ends_the_game() {
    let mut g = G::new();
    g.out(2);
    g.kill(3);
    g.out(4); // 1,5,6,7 / 8,9,10
    g.quiet();
    g.out(5); // 3-3: black wins by this vote
    g.e(order(5, &[8]));
    assert_violation(&g.errors(), "ended the game");
}

// Seed: "A player who leaves by vote may leave a Last Will Ordered only if the real game
// continues after that departure." (the game continues: allowed)
#[test]
fn last_will_ordered_after_vote_when_the_game_continues() {
    let mut g = G::new();
    g.out(2);
    g.quiet();
    g.out(3);
    g.e(order(3, &[9]));
    g.quiet();
    g.finish_red();
    let (_, sheet) = g.run();
    assert_award(&sheet, 3, "red.will.ordered-black", 200);
}

// Seed: "Targets must be alive after the leaving player has left."
#[test]
fn last_will_ordered_targets_must_be_alive() {
    let mut g = G::new();
    g.out(2);
    g.kill(3);
    g.e(order(3, &[2, 8]));
    assert_violation(&g.errors(), "not at the table");
}

// Seed: "The player may skip the will."
#[test]
fn last_will_ordered_may_be_skipped() {
    let mut g = G::new();
    g.out(2);
    g.kill(3);
    g.e(skip_will(3));
    g.finish_red();
    let (_, sheet) = g.run();
    assert_eq!(with_prefix(&sheet, 3, "red.will."), vec![]);
}

// Seed: "A player removed by disqualification does not leave a will." (removal too)
#[test]
fn removed_player_leaves_no_will() {
    let mut g = G::new();
    g.out(2);
    g.removed(3);
    g.e(order(3, &[8]));
    assert_violation(&g.errors(), "leaves no will");
}

// Seed: "Last Will Ordered penalties are separate from real-vote penalties."
#[test]
fn last_will_ordered_penalties_are_separate_from_real_vote_penalties() {
    let mut g = G::new();
    g.e(vote(&[(3, &[2]), (8, &[])])).gone(8); // 7-2, no red leaves
    g.quiet();
    g.out(4); // 2 votes into 4: -0.1
    g.kill(2); // 5-2 after: margin
    g.e(order(2, &[5]));
    g.finish_red();
    let (_, sheet) = g.run();
    assert_award(&sheet, 2, "red.vote.red", -100);
    assert_award(&sheet, 2, "red.will.ordered-red", -100);
}

/// 3 is shot at night after `remove` are removed, and orders `targets`.
fn limit_case(remove: &[u8], targets: &[u8]) -> Vec<Value> {
    let mut g = removals_then_3_shot(remove);
    g.e(order(3, targets));
    g.ev
}

// Seed: "Alive players after departure | Maximum targets: 7 or more | 3" (8 alive)
#[test]
fn last_will_ordered_limit_3_with_8_alive() {
    assert_eq!(accepted(limit_case(&[], &[4, 5, 8])), Ok(()));
    assert_violation(&violations(limit_case(&[], &[4, 5, 6, 8])), "at most 3");
}

// Seed: "7 or more | 3" (7 alive)
#[test]
fn last_will_ordered_limit_3_with_7_alive() {
    assert_eq!(accepted(limit_case(&[9], &[4, 5, 8])), Ok(()));
    assert_violation(&violations(limit_case(&[9], &[4, 5, 6, 8])), "at most 3");
}

// Seed: "5-6 | 2" (6 alive)
#[test]
fn last_will_ordered_limit_2_with_6_alive() {
    assert_eq!(accepted(limit_case(&[9, 4], &[5, 8])), Ok(()));
    assert_violation(&violations(limit_case(&[9, 4], &[5, 6, 8])), "at most 2");
}

// Seed: "5-6 | 2" (5 alive)
#[test]
fn last_will_ordered_limit_2_with_5_alive() {
    assert_eq!(accepted(limit_case(&[9, 4, 5], &[6, 8])), Ok(()));
    assert_violation(&violations(limit_case(&[9, 4, 5], &[6, 7, 8])), "at most 2");
}

// Seed: "3-4 | 1" (4 alive)
#[test]
fn last_will_ordered_limit_1_with_4_alive() {
    assert_eq!(accepted(limit_case(&[9, 8, 4, 5], &[10])), Ok(()));
    assert_violation(
        &violations(limit_case(&[9, 8, 4, 5], &[6, 10])),
        "at most 1",
    );
}

// Seed: "3-4 | 1" (3 alive)
#[test]
fn last_will_ordered_limit_1_with_3_alive() {
    assert_eq!(accepted(limit_case(&[9, 8, 4, 5, 6], &[10])), Ok(()));
    assert_violation(
        &violations(limit_case(&[9, 8, 4, 5, 6], &[7, 10])),
        "at most 1",
    );
}

// Seed: "0-2 | 0" (2 alive: the shot gave black the win)
#[test]
fn last_will_ordered_limit_0_with_2_alive() {
    assert_eq!(accepted(limit_case(&[9, 8, 4, 5, 6, 7], &[])), Ok(()));
    assert_violation(
        &violations(limit_case(&[9, 8, 4, 5, 6, 7], &[10])),
        "at most 0",
    );
}

// ---------------------------------------------------------------------------------------
// Pass the Helm
// ---------------------------------------------------------------------------------------

// Seed: "If the recipient is red or Sheriff, the leaving player receives the recipient's
// later scoring trajectory." (later only: the recipient's earlier awards are not copied)
#[test]
fn helm_red_recipient_copies_later_trajectory_only() {
    let mut g = G::new();
    g.out(8); // 4 votes 8 out: before the helm
    g.kill(2);
    g.e(helm(2, 4));
    g.finish_red(); // 4 votes out 9 and 10: after the helm
    let (_, sheet) = g.run();
    assert_eq!(awards(&sheet, 2, "helm.red-recipient"), vec![200, 200]);
    let about_8: Vec<_> = on_target(&sheet, 2, 8)
        .into_iter()
        .filter(|(r, _)| *r == "helm.red-recipient")
        .collect();
    assert_eq!(about_8, vec![]);
}

// Seed: "copy recipient's later eligible scoring trajectory" (penalties too)
#[test]
fn helm_red_recipient_copies_later_penalties() {
    let mut g = G::new();
    g.out(8);
    g.kill(2);
    g.e(helm(2, 4));
    g.out(3); // 4 votes into the red 3, who leaves: -0.1 (6-2 before)
    g.quiet();
    g.finish_red();
    let (_, sheet) = g.run();
    let mut copied = awards(&sheet, 2, "helm.red-recipient");
    copied.sort();
    assert_eq!(copied, vec![-100, 200, 200]);
}

// Seed: "Disqualification and DD penalties are not copied through Pass the Helm."
// (disqualification)
#[test]
fn helm_red_recipient_disqualification_not_copied() {
    let mut g = G::new();
    g.out(8);
    g.kill(2);
    g.e(helm(2, 4));
    g.e(disqualification(4)).gone(4);
    g.finish_red();
    let (_, sheet) = g.run();
    assert_award(&sheet, 4, "technical.disqualification", -500);
    assert_no_award(&sheet, 2, "technical.disqualification");
    assert!(
        !awards(&sheet, 2, "helm.red-recipient").contains(&-500),
        "{:?}",
        all(&sheet, 2)
    );
}

// Seed: "DD is not copied through Pass the Helm."
#[test]
fn helm_red_recipient_dd_not_copied() {
    let mut g = G::new();
    g.out(8);
    g.kill(2);
    g.e(helm(2, 4));
    g.e(dd(4));
    let (game, sheet) = g.run();
    assert_eq!(game.winner(), Some(Winner::Black));
    assert_award(&sheet, 4, "technical.dd", -1000);
    assert_no_award(&sheet, 2, "technical.dd");
    assert!(
        !awards(&sheet, 2, "helm.red-recipient").contains(&-1000),
        "{:?}",
        all(&sheet, 2)
    );
}

// Ruling P12: a copied -0.1 non-critical vote penalty shares the leaver's once-per-game
// cap.
#[test]
fn ruling_p12_copied_non_critical_penalty_shares_the_leavers_cap() {
    let mut g = G::new();
    g.out(8); // 7-2
    g.quiet();
    g.out(3); // 2 votes into 3: -0.1 (6-2)
    g.kill(2); // 5-2
    g.e(helm(2, 4));
    g.out(5); // 4 votes into 5 outside critical (5-2): -0.1, copied but capped
    g.quiet();
    g.finish_red();
    let (_, sheet) = g.run();
    assert_eq!(awards(&sheet, 2, "red.vote.red"), vec![-100]);
    assert!(
        !awards(&sheet, 2, "helm.red-recipient").contains(&-100),
        "{:?}",
        all(&sheet, 2)
    );
}

/// Day 1: 2 leaves by vote (2 votes for 8) and passes the helm to the black 8.
fn helm_to_black_8() -> G {
    let mut g = G::new();
    g.e(vote(&[(2, &[1, 3, 4, 5, 6, 7, 8, 9, 10]), (8, &[2])]))
        .gone(2);
    g.e(helm(2, 8));
    g
}

// Seed: "If a later non-critical vote has red candidates and a red player leaves by vote,
// the leaving player receives -0.1"
#[test]
fn helm_black_recipient_non_critical_round_with_red_leaving_is_minus_0_1() {
    let mut g = helm_to_black_8();
    g.quiet();
    g.out(3); // 9 players, 6-3: margin; a red leaves by vote
    g.quiet();
    g.finish_red();
    let (_, sheet) = g.run();
    assert_award(&sheet, 2, "helm.black-recipient.vote-red", -100);
}

// Seed: "... this shares the normal once-per-game cap for non-critical red-vote penalties."
#[test]
fn helm_black_recipient_penalty_shares_the_once_per_game_cap() {
    let mut g = G::new();
    // 2 votes into the red 3 and leaves by vote: -0.1 (R8).
    g.e(vote(&[(2, &[1, 3, 4, 5, 6, 7, 8, 9, 10]), (3, &[2])]))
        .gone(2);
    g.e(helm(2, 8));
    g.quiet();
    g.out(3);
    g.quiet();
    g.finish_red();
    let (_, sheet) = g.run();
    assert_eq!(awards(&sheet, 2, "red.vote.red"), vec![-100]);
    assert_no_award(&sheet, 2, "helm.black-recipient.vote-red");
}

// Seed: "If a later critical vote has red candidates, the leaving player receives -0.2 for
// that round."
#[test]
fn helm_black_recipient_critical_round_with_red_candidate_is_minus_0_2_each() {
    let mut g = helm_to_black_8();
    g.kill(3); // 5-3: critical
    g.e(vote(&[(4, &[1]), (9, &[])])).gone(9); // critical, red candidate 4
    g.e(night());
    g.shots(4); // 4-2: critical
    g.e(day());
    g.e(vote(&[(5, &[1]), (10, &[])])).gone(10); // critical, red candidate 5
    g.quiet();
    g.finish_red();
    let (_, sheet) = g.run();
    assert_eq!(
        awards(&sheet, 2, "helm.black-recipient.vote-red-critical"),
        vec![-200, -200]
    );
}

// Seed: "If the only relevant red target is Sheriff at 9, the Sheriff-at-9 penalty is used
// instead of the generic red-vote penalty" (non-eliminating: -0.1)
#[test]
fn helm_black_recipient_sheriff_at_9_non_eliminating_is_minus_0_1() {
    let mut g = helm_to_black_8();
    g.quiet();
    g.e(vote(&[(1, &[9]), (10, &[])])).gone(10); // 9 players; Sheriff the only red
    g.quiet();
    g.finish_red();
    let (_, sheet) = g.run();
    assert_award(&sheet, 2, "helm.black-recipient.sheriff-at-9", -100);
    assert_no_award(&sheet, 2, "helm.black-recipient.vote-red");
}

// Seed: "... an eliminating virtual vote into Sheriff at 9 is -0.3 when it also costs the
// city its margin for error."
#[test]
fn helm_black_recipient_sheriff_at_9_eliminating_losing_margin_is_minus_0_3() {
    let mut g = helm_to_black_8();
    g.quiet();
    g.e(vote(&[(9, &[1]), (1, &[])])).gone(1); // 9 players, 6-3 -> 5-3
    g.quiet();
    g.finish_red();
    let (_, sheet) = g.run();
    assert_award(&sheet, 2, "helm.black-recipient.sheriff-at-9", -300);
}

// Seed: "If the later vote is the six-player two-candidate raise/split case, the
// six-player red-vote penalty is used instead of the generic critical penalty."
#[test]
fn helm_black_recipient_split_at_6_is_minus_0_1() {
    let mut g = helm_to_black_8();
    g.kill(3); // 1,4,5,6,7 / 8,9,10
    g.out(9); // no red candidate: 1,4,5,6,7 / 8,10
    g.e(night());
    g.shots(4); // 6 players: 1,5,6,7 / 8,10
    g.e(day());
    g.e(vote(&[(5, &[8, 10, 6]), (10, &[1, 5, 7])]));
    g.e(revote(&[(5, &[8, 10]), (10, &[1, 5, 6, 7])])).gone(10);
    g.quiet();
    g.finish_red();
    let (_, sheet) = g.run();
    assert_eq!(
        awards(&sheet, 2, "helm.black-recipient.split-at-6"),
        vec![-100]
    );
}

// Seed: "Rounds with no red voting candidate do not create a Pass the Helm to black
// penalty."
#[test]
fn helm_black_recipient_rounds_without_red_candidate_create_no_penalty() {
    let mut g = helm_to_black_8();
    g.kill(3); // 5-3: critical
    g.out(9); // candidates 9 and 10
    g.quiet();
    g.out(10); // candidates 10 and 8
    g.quiet();
    g.out(8); // candidates 8 and a red, 5-1: margin, no red leaves
    let (_, sheet) = g.run();
    assert_eq!(with_prefix(&sheet, 2, "helm."), vec![]);
}

// Ruling P12: the black-recipient rounds are those while the recipient is at the table.
#[test]
fn ruling_p12_helm_black_recipient_stops_when_the_recipient_leaves() {
    let mut g = helm_to_black_8();
    g.kill(3); // 5-3: critical
    g.out(8); // candidates 8 and 10: no red
    g.e(night());
    g.shots(4); // 4-2: critical
    g.e(day());
    g.e(vote(&[(5, &[1]), (9, &[])])).gone(9); // critical, red candidate, 8 gone
    g.quiet();
    g.finish_red();
    let (_, sheet) = g.run();
    assert_eq!(with_prefix(&sheet, 2, "helm."), vec![]);
}

// ---------------------------------------------------------------------------------------
// Mafia Surrender
// ---------------------------------------------------------------------------------------

// Seed: "Surrendered black targets are treated as black targets that left the table."
#[test]
fn surrender_counts_as_the_black_leaving_for_earlier_votes() {
    let mut g = G::new();
    g.e(vote(&[(8, &[4]), (2, &[])])).gone(2);
    g.kill(4);
    g.e(surrender());
    let (_, sheet) = g.run();
    assert_eq!(
        on_target(&sheet, 4, 8),
        vec![("red.vote.black-later-leaves", 100)]
    );
}

// Seed: "Red players still at the table receive each surrendered black's value." / "The
// same best-of per black target still applies."
#[test]
fn surrender_best_of_per_black_target() {
    let mut g = G::new();
    g.e(vote(&[(9, &[5]), (2, &[])])).gone(2);
    g.quiet();
    g.e(surrender());
    let (_, sheet) = g.run();
    assert_eq!(on_target(&sheet, 5, 9), vec![("red.surrender", 200)]);
}

// Seed: "Red players still at the table receive each surrendered black's value." (values
// after a self-shot)
#[test]
fn surrender_after_self_shot_gives_each_remaining_black_its_raised_value() {
    let mut g = G::new();
    g.out(2);
    g.kill(8); // self-shot: 9 and 10 are worth 0.3
    g.e(surrender());
    let (_, sheet) = g.run();
    assert_eq!(awards(&sheet, 4, "red.surrender"), vec![300, 300]);
}

// Ruling P17: a partial surrender is a violation.
#[test]
fn ruling_p17_partial_surrender_is_a_violation() {
    let mut g = G::new();
    g.out(2);
    g.e(with(surrender(), "seats", json!([8])));
    assert_violation(&g.errors(), "every black");
}

// ---------------------------------------------------------------------------------------
// Removed Black Players
// ---------------------------------------------------------------------------------------

// Seed: "If a black player is removed from the table by discipline, the alive red players
// receive that black player's full value. This includes manual removal"
#[test]
fn removed_black_by_manual_removal_gives_alive_reds_100_percent() {
    let mut g = G::new();
    g.out(2);
    g.kill(3);
    g.removed(8);
    g.finish_red();
    let (_, sheet) = g.run();
    assert_eq!(on_target(&sheet, 4, 8), vec![("red.removal.black", 200)]);
    assert_eq!(on_target(&sheet, 1, 8), vec![("red.removal.black", 200)]);
    assert_no_award(&sheet, 2, "red.removal.black");
    assert_no_award(&sheet, 3, "red.removal.black");
}

// Seed: "This includes ... fourth-foul removal"
#[test]
fn removed_black_by_fourth_foul_gives_alive_reds_100_percent() {
    let mut g = G::new();
    g.e(foul(8)).e(foul(8)).e(foul(8)).e(foul(8)).gone(8);
    g.finish_red();
    let (_, sheet) = g.run();
    assert_eq!(on_target(&sheet, 4, 8), vec![("red.removal.black", 200)]);
}

// Seed: "This includes ... technical disqualification" / "The removed black player still
// receives the applicable personal penalty, such as -0.5 for technical disqualification"
#[test]
fn removed_black_by_disqualification_gives_alive_reds_100_percent_and_keeps_its_penalty() {
    let mut g = G::new();
    g.e(disqualification(8)).gone(8);
    g.finish_red();
    let (_, sheet) = g.run();
    assert_eq!(on_target(&sheet, 4, 8), vec![("red.removal.black", 200)]);
    assert_eq!(all(&sheet, 8), vec![("technical.disqualification", -500)]);
}

// Seed: "The removed black player still receives the applicable personal penalty, such as
// ... -1.0 for DD." (P13: a black DD'd at the table is a removed black)
#[test]
fn removed_black_by_dd_keeps_its_penalty_and_reds_get_100_percent() {
    let mut g = G::new();
    g.out(2);
    g.e(dd(8));
    let (game, sheet) = g.run();
    assert_eq!(game.winner(), Some(Winner::Red));
    assert_eq!(all(&sheet, 8), vec![("technical.dd", -1000)]);
    assert_eq!(on_target(&sheet, 4, 8), vec![("red.removal.black", 200)]);
}

// Seed: "It participates in the same best-of cap as votes, Sheriff checks, and Last Will
// Ordered mentions for that black target." / "It is not added on top of another 100%
// action against the same black target."
#[test]
fn removed_black_award_is_in_the_best_of_cap() {
    let mut g = G::new();
    g.e(vote(&[(8, &[4]), (2, &[])])).gone(2);
    g.e(night()).e(sheriff_check(8)).e(day());
    g.removed(8);
    g.finish_red();
    let (_, sheet) = g.run();
    // 4: a non-eliminating vote (50%) and the removal (100%): the removal only.
    assert_eq!(on_target(&sheet, 4, 8), vec![("red.removal.black", 200)]);
    // The Sheriff: a check of a black who later leaves (100%) and the removal (100%): one.
    let sheriff = on_target(&sheet, 1, 8);
    assert_eq!(sheriff.len(), 1, "{sheriff:?}");
    assert_eq!(sheriff[0].1, 200);
}

// Seed: "Red removals do not create penalties for other red players."
#[test]
fn red_removals_create_no_penalties_for_other_reds() {
    let mut g = G::new();
    g.removed(2);
    g.e(disqualification(3)).gone(3);
    g.e(foul(4)).e(foul(4)).e(foul(4)).e(foul(4)).gone(4); // 4-3: critical
    g.finish_red();
    let (_, sheet) = g.run();
    for red in [1, 5, 6, 7] {
        assert_eq!(negatives(&sheet, red), vec![], "seat {red}");
        assert_eq!(total(&sheet, red), 600, "seat {red}");
    }
}
