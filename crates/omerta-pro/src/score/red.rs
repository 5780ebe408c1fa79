//! Red player scoring: positive actions against black targets, red vote penalties, the
//! Sheriff's checks, raises, and the black targets that leave by removal, surrender or
//! the last black's self-shot.

use super::{is_sheriff, margin_lost_at, sheriff_has_black_check, Award, Ledger, Rule};
use crate::game::{City, Game, Leave, Lift, Round, Shooting};
use crate::model::{Phase, Winner};
use crate::points::Points;
use crate::seat::{Seat, SeatSet};

pub(super) fn score(ledger: &mut Ledger) {
    let game = ledger.game;
    for round in &game.rounds {
        red_ballots(ledger, round);
    }
    for check in game.checks.iter().filter(|c| c.sheriff) {
        if game.is_black(check.target) {
            // A black check is 75%; if the checked black later leaves, 100%.
            if game.leaves_after(check.target, check.event) {
                ledger.target(
                    check.by,
                    Rule::SheriffCheckBlackLeaves,
                    check.target,
                    100,
                    check.event,
                );
            } else {
                ledger.target(
                    check.by,
                    Rule::SheriffCheckBlack,
                    check.target,
                    75,
                    check.event,
                );
            }
        }
    }
    confirming_red_checks(ledger);
    for lift in &game.lifts {
        raise(ledger, lift);
    }
    failed_three_way_raise_at_9(ledger);
    for d in &game.departures {
        let reds_left = ledger.reds(d.table_after);
        let rule = match d.how {
            // Removed black players: the alive reds receive the black's full value.
            Leave::Removal
            | Leave::FourthFoul
            | Leave::Disqualification
            | Leave::DeclaredDefeat
                if game.is_black(d.seat) =>
            {
                Rule::RedRemovedBlack
            }
            Leave::Surrender => Rule::RedSurrender,
            Leave::SelfShot if game.blacks().and(d.table_after).is_empty() => {
                Rule::RedLastBlackSelfShot
            }
            _ => continue,
        };
        for red in reds_left.iter() {
            ledger.target(red, rule, d.seat, 100, d.event);
        }
    }
    for shooting in &game.shootings {
        last_black_night_shot(ledger, shooting);
    }
}

/// Ruling P22: "A failed night shot, a night shot that kills a red player, and a
/// last-black self-shot are equivalent for red scoring: red players receive the value of
/// the black player." The sentence stands in the section on the last black, so a shooting
/// by the only black at the table pays the reds still at the table after it that black's
/// value, as its self-shot would (the self-shot itself is a departure, scored above).
fn last_black_night_shot(ledger: &mut Ledger, shooting: &Shooting) {
    let game = ledger.game;
    let blacks = ledger.blacks(shooting.table);
    let (Some(last), 1) = (blacks.iter().next(), blacks.len()) else {
        return;
    };
    if shooting.kill.is_some_and(|k| game.is_black(k)) {
        return;
    }
    let reds_after = ledger.reds(game.moment(shooting.event).table);
    for red in reds_after.iter() {
        ledger.target(red, Rule::RedLastBlackNightShot, last, 100, shooting.event);
    }
}

/// Each red ballot in a voting round: into a black (a target action) or into a red (a
/// penalty, R8).
fn red_ballots(ledger: &mut Ledger, round: &Round) {
    let game = ledger.game;
    for voter in ledger.reds(round.table).iter() {
        let Some(choice) = round.ballot(voter) else {
            continue;
        };
        if game.is_black(choice) {
            if round.eliminated == Some(choice) {
                ledger.target(
                    voter,
                    Rule::RedVoteEliminatingBlack,
                    choice,
                    100,
                    round.event,
                );
            } else if game.leaves_after(choice, round.event) {
                ledger.target(voter, Rule::RedVoteBlackLeaves, choice, 50, round.event);
            } else if game.wins_at_table(choice) {
                ledger.target(voter, Rule::RedVoteBlackWins, choice, 100, round.event);
            }
            continue;
        }
        let Some(penalty) = classify_vote_into_red(game, round, choice) else {
            continue;
        };
        // A Sheriff with a black check may cast a non-eliminating vote into a red player
        // on a non-critical circle without losing points.
        let sheriff_excused = is_sheriff(game, voter)
            && round.city != City::Critical
            && round.eliminated != Some(choice)
            && sheriff_has_black_check(game, round.event);
        if sheriff_excused {
            continue;
        }
        let (rule, points) = penalty.as_red_vote();
        ledger.add(
            voter,
            Award::new(rule, points).at(round.event).about(choice),
        );
    }
}

/// How a ballot into a red player is penalised, by the rows of the model.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum VotePenalty {
    /// Into the Sheriff at 9 players (replaces the generic rows).
    SheriffAt9 {
        eliminating: bool,
        margin_lost: bool,
    },
    /// Into the red of a two-player split at 6 with a live Sheriff and one black.
    SplitAt6,
    /// During critical state: -0.2 each.
    Critical,
    /// Outside critical state on a day a red leaves by vote: -0.1 once per game.
    OutsideCritical,
}

impl VotePenalty {
    pub fn as_red_vote(self) -> (Rule, Points) {
        match self {
            VotePenalty::SheriffAt9 {
                eliminating: true,
                margin_lost: true,
            } => (Rule::RedVoteSheriffAt9EliminatingMargin, Points::tenths(-3)),
            VotePenalty::SheriffAt9 {
                eliminating: true,
                margin_lost: false,
            } => (Rule::RedVoteSheriffAt9Eliminating, Points::tenths(-2)),
            VotePenalty::SheriffAt9 {
                eliminating: false,
                margin_lost: true,
            } => (Rule::RedVoteSheriffAt9Margin, Points::tenths(-2)),
            VotePenalty::SheriffAt9 {
                eliminating: false,
                margin_lost: false,
            } => (Rule::RedVoteSheriffAt9, Points::tenths(-1)),
            VotePenalty::SplitAt6 => (Rule::RedVoteSplitAt6, Points::tenths(-1)),
            VotePenalty::Critical => (Rule::RedVoteRedCritical, Points::tenths(-2)),
            VotePenalty::OutsideCritical => (Rule::RedVoteRed, Points::tenths(-1)),
        }
    }
}

/// Classifies a ballot into the red player `target` in `round`, or `None` when it costs
/// nothing (outside critical state on a day no red left by vote or lift).
pub(crate) fn classify_vote_into_red(
    game: &Game,
    round: &Round,
    target: Seat,
) -> Option<VotePenalty> {
    let players = round.table.len();
    let eliminating = round.eliminated == Some(target);
    if players == 9 && is_sheriff(game, target) {
        let margin_lost = if eliminating {
            margin_lost_at(game, round.event)
        } else {
            red_left_by_vote(game, round.day).is_some_and(|e| margin_lost_at(game, e))
        };
        return Some(VotePenalty::SheriffAt9 {
            eliminating,
            margin_lost,
        });
    }
    if is_split_at_6(game, round) {
        return Some(VotePenalty::SplitAt6);
    }
    if round.city == City::Critical {
        return Some(VotePenalty::Critical);
    }
    red_left_by_vote(game, round.day).map(|_| VotePenalty::OutsideCritical)
}

/// A revote at 6 players between two tied candidates, exactly one of them black, with the
/// Sheriff at the table.
pub(crate) fn is_split_at_6(game: &Game, round: &Round) -> bool {
    round.table.len() == 6
        && round.revote
        && round.candidates.len() == 2
        && round
            .candidates
            .iter()
            .filter(|c| game.is_black(**c))
            .count()
            == 1
        && round.table.contains(game.sheriff())
}

/// The event at which a red player left by vote or lift on `day`, if one did.
pub(crate) fn red_left_by_vote(game: &Game, day: u8) -> Option<usize> {
    game.departures
        .iter()
        .find(|d| {
            matches!(d.how, Leave::Vote | Leave::Lift)
                && d.phase == Phase::Day(day)
                && !game.is_black(d.seat)
        })
        .map(|d| d.event)
}

/// Red checks that confirm all remaining black players are scored as finding each
/// confirmed black at 75%: when every player at the table other than the Sheriff whom the
/// Sheriff has not checked is black, with at least one red check among those at the table.
fn confirming_red_checks(ledger: &mut Ledger) {
    let game = ledger.game;
    let sheriff = game.sheriff();
    let Some(end) = game.outcome.map(|o| o.event) else {
        return;
    };
    let mut checked = SeatSet::EMPTY;
    let mut confirmed = SeatSet::EMPTY;
    let mut checks = game.checks.iter().filter(|c| c.sheriff).peekable();
    // Ruling P11: a confirmation counts while the game is on; the event that ends the game
    // (a vote leaving three against three, say) confirms nothing.
    for (event, moment) in game.moments.iter().enumerate().take(end) {
        let mut checked_now = false;
        while let Some(check) = checks.next_if(|c| c.event <= event) {
            checked.insert(check.target);
            checked_now = check.event == event;
        }
        // The Sheriff counts while at the table, and on the night of a check even if shot
        // that night (the check was made).
        if !moment.table.contains(sheriff) && !checked_now {
            continue;
        }
        let table = moment.table.without(sheriff);
        let unchecked = table.minus(checked);
        let red_checks_at_table = ledger.reds(table.and(checked));
        if unchecked.is_empty()
            || red_checks_at_table.is_empty()
            || !unchecked.is_subset(game.blacks())
        {
            continue;
        }
        for black in unchecked.minus(confirmed).iter() {
            ledger.target(sheriff, Rule::SheriffConfirmsBlack, black, 75, event);
        }
        confirmed = confirmed.or(unchecked);
    }
}

/// Red scoring on raises.
fn raise(ledger: &mut Ledger, lift: &Lift) {
    if !lift.recorded {
        // Whose hands went up is not known: no hand is scored, for or against.
        return;
    }
    let game = ledger.game;
    let players = lift.table.len();
    let raised_blacks = ledger.blacks(lift.candidates);
    let reds = ledger.reds(lift.table);
    if lift.passed {
        let margin = margin_lost_at(game, lift.event);
        let red_loss = game
            .outcome
            .is_some_and(|o| o.event == lift.event && o.winner == Winner::Black);
        for red in reds.and(lift.yes).iter() {
            for black in raised_blacks.iter() {
                if margin {
                    // A harmful raise that removes the margin caps the black at +0.1.
                    let value = ledger.values[black.index()];
                    let mut award =
                        Award::new(Rule::RedRaiseBlackCapped, value.min(Points::tenths(1)))
                            .at(lift.event)
                            .about(black);
                    award.value = value;
                    ledger.add(red, award);
                } else {
                    ledger.target(red, Rule::RedRaiseBlack, black, 100, lift.event);
                }
            }
            let penalty = match (margin, red_loss) {
                (true, true) => Some((Rule::RedRaiseMarginAndLoss, Points::tenths(-3))),
                (true, false) => Some((Rule::RedRaiseMargin, Points::tenths(-1))),
                (false, true) => Some((Rule::RedRaiseLoss, Points::tenths(-2))),
                (false, false) => None,
            };
            if let Some((rule, points)) = penalty {
                ledger.add(
                    red,
                    Award::new(rule, points)
                        .at(lift.event)
                        .with(lift.candidates),
                );
            }
        }
        return;
    }
    // A failed raise: the reds whose hand alone would have passed it.
    let blacks_at_table = ledger.blacks(lift.table);
    let missed = match players {
        4 if raised_blacks.len() == 1 && raised_blacks == blacks_at_table => {
            Some((Rule::RedRaiseMissedLastBlackAt4, Points::tenths(-2)))
        }
        10 if raised_blacks.len() >= 2 => {
            Some((Rule::RedRaiseMissedTwoBlacksAt10, Points::tenths(-1)))
        }
        9 if raised_blacks.len() >= 2 => Some((Rule::RedRaiseMissedBlacksAt9, Points::tenths(-1))),
        _ => None,
    };
    if let Some((rule, points)) = missed {
        for red in reds.minus(lift.yes).iter().filter(|r| lift.is_decisive(*r)) {
            ledger.add(
                red,
                Award::new(rule, points)
                    .at(lift.event)
                    .with(lift.candidates),
            );
        }
    }
}

/// A failed three-way raise at 9 followed by a night shot that moves the city into
/// critical state: -0.1 for each red still at the table after the shot, except (at 9) a
/// red who put a hand for the raise when the raised set included a black.
fn failed_three_way_raise_at_9(ledger: &mut Ledger) {
    let game = ledger.game;
    for lift in game
        .lifts
        .iter()
        // Who is excused (a hand for the raise) is not known where the hands were not kept.
        .filter(|l| !l.passed && l.recorded && l.table.len() == 9 && l.candidates.len() == 3)
    {
        // The night that follows the day of the raise.
        let Some(shot) = game
            .shootings
            .iter()
            .find(|s| s.event > lift.event && s.night == lift.day)
        else {
            continue;
        };
        let into_critical = game.city_changes.iter().any(|c| {
            c.event == shot.event && c.before == City::Margin && c.after == City::Critical
        });
        if shot.kill.is_none() || !into_critical {
            continue;
        }
        let excused = if ledger.blacks(lift.candidates).is_empty() {
            SeatSet::EMPTY
        } else {
            lift.yes
        };
        let reds_after = ledger.reds(game.moment(shot.event).table);
        for red in reds_after.minus(excused).iter() {
            ledger.add(
                red,
                Award::new(Rule::RedRaiseFailedThreeWayAt9, Points::tenths(-1))
                    .at(shot.event)
                    .with(lift.candidates),
            );
        }
    }
}
