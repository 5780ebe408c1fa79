//! Black and Don scoring: table presence and the win, the margin for error, raises,
//! first-night Sheriff kill credit, votes into allies, misses, self-shots and Least
//! Suspicious Black.

use super::{margin_lost_at, Award, Ledger, Rule};
use crate::game::{Departure, Game, Leave, Round};
use crate::model::{colors_of, Team, Will, Winner};
use crate::points::Points;
use crate::seat::{Seat, SeatSet};

pub(super) fn score(ledger: &mut Ledger) {
    let game = ledger.game;
    let winner = game.winner();
    if winner == Some(Winner::Black) {
        let survivors = ledger.blacks(game.final_table());
        let event = game.outcome.map(|o| o.event);
        for black in survivors.iter() {
            let mut award = Award::new(Rule::BlackWin, Points::tenths(2));
            award.event = event;
            ledger.add(black, award);
        }
    }
    table_presence(ledger);
    margin_and_raises(ledger);
    for shooting in &game.shootings {
        if let Some(credit) = shooting.credit {
            ledger.add(
                credit,
                Award::new(Rule::BlackFirstNightSheriff, Points::tenths(2))
                    .at(shooting.event)
                    .about(game.sheriff()),
            );
        }
    }
    for round in &game.rounds {
        votes_into_allies(ledger, round);
    }
    misses(ledger);
    for d in game.departures.iter().filter(|d| d.how == Leave::SelfShot) {
        self_shot(ledger, d);
    }
    if winner == Some(Winner::Black) {
        least_suspicious(ledger);
    }
}

/// A black leaving at 9-10 players: -0.1. The Sheriff leaving at 9: +0.2 to each black
/// still at the table.
fn table_presence(ledger: &mut Ledger) {
    let game = ledger.game;
    for d in &game.departures {
        let players = d.table_before.len();
        // A self-shot is scored by its own table, not as an early leave (ruling P5).
        if game.is_black(d.seat) && players >= 9 && d.how != Leave::SelfShot {
            ledger.add(
                d.seat,
                Award::new(Rule::BlackEarlyLeave, Points::tenths(-1)).at(d.event),
            );
        }
        if d.seat == game.sheriff() && players == 9 {
            let award = Award::new(Rule::BlackSheriffLeavesAt9, Points::tenths(2))
                .at(d.event)
                .about(d.seat);
            ledger.each(ledger.blacks(d.table_after), award);
        }
    }
}

/// The city losing its margin (+0.2 to each black at the table, whatever caused it, R1),
/// raises that end the game for black, and a black's decisive hand for a losing raise.
fn margin_and_raises(ledger: &mut Ledger) {
    let game = ledger.game;
    let winner = game.winner();
    let win_event = game
        .outcome
        .filter(|o| o.winner == Winner::Black)
        .map(|o| o.event);
    for lift in game.lifts.iter().filter(|l| l.passed) {
        let blacks_after = ledger.blacks(lift.table.minus(lift.candidates));
        if win_event == Some(lift.event) {
            let award = if margin_lost_at(game, lift.event) {
                Award::new(Rule::BlackRaiseMarginAndWin, Points::tenths(4))
            } else {
                Award::new(Rule::BlackRaiseWin, Points::tenths(2))
            };
            ledger.each(blacks_after, award.at(lift.event).with(lift.candidates));
        }
        // A decisive black hand for a raise that is clearly bad for black and leads to a
        // red win: raising the last blacks, or two blacks at 10 (ruling P7).
        let raised = ledger.blacks(lift.candidates);
        let clearly_losing =
            raised == ledger.blacks(lift.table) || (lift.table.len() == 10 && raised.len() >= 2);
        if winner == Some(Winner::Red) && clearly_losing {
            for black in ledger
                .blacks(lift.yes)
                .iter()
                .filter(|b| lift.is_decisive(*b))
            {
                ledger.add(
                    black,
                    Award::new(Rule::BlackRaiseLosingHand, Points::tenths(-2))
                        .at(lift.event)
                        .with(lift.candidates),
                );
            }
        }
    }
    for change in game.city_changes.iter().filter(|c| c.loses_margin()) {
        // A raise that both removes the margin and wins is scored by its own row above.
        let raise_win =
            win_event == Some(change.event) && game.lifts.iter().any(|l| l.event == change.event);
        if raise_win {
            continue;
        }
        let blacks = ledger.blacks(game.moment(change.event).table);
        ledger.each(
            blacks,
            Award::new(Rule::BlackMarginLost, Points::tenths(2)).at(change.event),
        );
    }
}

/// R6: a black's ballot into an allied black who leaves by that vote, when moving the
/// ballot to a red candidate would have made that red the only leader.
fn votes_into_allies(ledger: &mut Ledger, round: &Round) {
    let game = ledger.game;
    let Some(out) = round.eliminated.filter(|o| game.is_black(*o)) else {
        return;
    };
    let Some(winner) = game.winner() else { return };
    for voter in ledger.blacks(round.voters_for(out)).iter() {
        if voter == out || !has_red_alternative(game, round, out) {
            continue;
        }
        let (rule, points) = match winner {
            Winner::Red => (Rule::BlackVoteAllyLoss, Points::tenths(-3)),
            Winner::Black if game.final_table().contains(voter) => {
                (Rule::BlackVoteAllyStaysWin, Points::tenths(-1))
            }
            Winner::Black => (Rule::BlackVoteAllyLeavesWin, Points::tenths(-2)),
            Winner::Draw => continue,
        };
        ledger.add(voter, Award::new(rule, points).at(round.event).about(out));
    }
}

/// Moving one ballot from `from` to some red candidate makes that red the only leader.
fn has_red_alternative(game: &Game, round: &Round, from: Seat) -> bool {
    round
        .candidates
        .iter()
        .filter(|c| !game.is_black(**c))
        .any(|&red| {
            let moved = |c: Seat| {
                let n = round.votes_for(c);
                if c == from {
                    n - 1
                } else if c == red {
                    n + 1
                } else {
                    n
                }
            };
            let red_votes = moved(red);
            round
                .candidates
                .iter()
                .all(|&c| c == red || moved(c) < red_votes)
        })
}

/// Misses, by the responsible shooters the judge recorded.
fn misses(ledger: &mut Ledger) {
    let game = ledger.game;
    let missed: Vec<_> = game.shootings.iter().filter(|s| s.kill.is_none()).collect();
    for black in game.blacks().iter() {
        let Some(left) = game.departure_of(black) else {
            continue;
        };
        let before_leaving: Vec<_> = missed
            .iter()
            .filter(|s| s.miss_by.contains(black) && s.event < left.event)
            .collect();
        let award = match before_leaving.len() {
            0 => continue,
            1 => Award::new(Rule::BlackMissOne, Points::tenths(-1)),
            _ => Award::new(Rule::BlackMissTwo, Points::tenths(-2)),
        };
        let last = before_leaving.last().map_or(0, |s| s.event);
        ledger.add(black, award.at(last));
    }
    // A critical miss: one more red gone would have won (reds = blacks + 1), and the
    // blacks lost.
    if game.winner() == Some(Winner::Red) {
        for shooting in &missed {
            let blacks = ledger.blacks(shooting.table).len();
            let reds = shooting.table.len() - blacks;
            if reds == blacks + 1 {
                let award =
                    Award::new(Rule::BlackMissCritical, Points::tenths(-5)).at(shooting.event);
                ledger.each(shooting.miss_by, award);
            }
        }
    }
}

/// A self-shot with black allies left: the shooter is scored for each ally. The last
/// black's self-shot earns the shooter 0.
fn self_shot(ledger: &mut Ledger, d: &Departure) {
    let game = ledger.game;
    let allies = ledger.blacks(d.table_after);
    if allies.is_empty() {
        ledger.add(
            d.seat,
            Award::new(Rule::BlackSelfShotLast, Points::ZERO).at(d.event),
        );
        return;
    }
    for ally in allies.iter() {
        let (rule, points) = if game.leaves_after(ally, d.event) {
            (Rule::BlackSelfShotAllyLeft, Points::tenths(-1))
        } else if threatened_after(game, ally, d.event) {
            (Rule::BlackSelfShotAllyThreatened, Points::tenths(1))
        } else {
            (Rule::BlackSelfShotAllySafe, Points::tenths(3))
        };
        ledger.add(d.seat, Award::new(rule, points).at(d.event).about(ally));
    }
}

/// R5: after event `after`, a red names `ally` in a Last Will Ordered, or in a voting
/// round the red-side ballots against it plus one reach a majority of the table.
pub(crate) fn threatened_after(game: &Game, ally: Seat, after: usize) -> bool {
    let named = game.wills.iter().any(|w| {
        w.event > after
            && !game.is_black(w.by)
            && matches!(&w.will, Will::Order(order) if order.contains(&ally))
    });
    named
        || game
            .rounds
            .iter()
            .filter(|r| r.event > after && r.table.contains(ally))
            .any(|r| {
                let red_votes = r.voters_for(ally).minus(game.blacks()).len();
                (red_votes + 1) * 2 > r.table.len()
            })
}

/// Only when black wins: among the eligible blacks, the fewest mentions in red players'
/// wills (Last Will Ordered targets and First Color Will black declarations).
fn least_suspicious(ledger: &mut Ledger) {
    let game = ledger.game;
    let mut eligible = ledger.blacks(game.final_table());
    // A self-shooting black stays eligible if no black ally leaves after the self-shot.
    for d in game.departures.iter().filter(|d| d.how == Leave::SelfShot) {
        let allies = ledger.blacks(d.table_after);
        if !allies.is_empty() && allies.iter().all(|a| !game.leaves_after(a, d.event)) {
            eligible.insert(d.seat);
        }
    }
    if eligible.is_empty() {
        return;
    }
    let mut mentions = [0usize; 10];
    for will in game.wills.iter().filter(|w| ledger.is_red(w.by)) {
        match &will.will {
            Will::Order(order) => order.iter().for_each(|s| mentions[s.index()] += 1),
            Will::Colors(colors) => colors_of(colors)
                .filter(|(_, team)| *team == Team::Black)
                .for_each(|(s, _)| mentions[s.index()] += 1),
            Will::Helm(_) | Will::Skipped => {}
        }
    }
    let fewest = eligible
        .iter()
        .map(|s| mentions[s.index()])
        .min()
        .unwrap_or(0);
    let least: SeatSet = eligible
        .iter()
        .filter(|s| mentions[s.index()] == fewest)
        .collect();
    let award = if least.len() == 1 {
        Award::new(Rule::BlackLeastSuspicious, Points::tenths(2))
    } else {
        Award::new(Rule::BlackLeastSuspiciousTied, Points::tenths(1))
    };
    let mut award = award.with(eligible);
    award.event = game.outcome.map(|o| o.event);
    ledger.each(least, award);
}
