//! Wills: First Color Will, the early night-shot will bonus, Last Will Ordered and Pass
//! the Helm. Black players do not receive scoring from their own wills.

use super::red::{classify_vote_into_red, VotePenalty};
use super::{Award, Ledger, Rule};
use crate::game::{city_of, City, Leave, WillRecord};
use crate::model::{colors_of, Team, Will};
use crate::points::Points;
use crate::seat::{PerSeat, Seat};

pub(super) fn score(ledger: &mut Ledger) {
    let game = ledger.game;
    for will in game.wills.iter().filter(|w| !game.is_black(w.by)) {
        match &will.will {
            Will::Colors(colors) => first_color_will(ledger, will, colors),
            Will::Order(order) => last_will_ordered(ledger, will, order),
            Will::Helm(recipient) if game.is_black(*recipient) => {
                helm_to_black(ledger, will, *recipient)
            }
            Will::Helm(_) | Will::Skipped => {}
        }
        night_shot_bonus(ledger, will);
    }
    // Pass the Helm to a red recipient copies the recipient's later trajectory, which may
    // itself hold a later helm's copies: the latest wills are settled first.
    for will in game.wills.iter().rev().filter(|w| !game.is_black(w.by)) {
        if let Will::Helm(recipient) = will.will {
            if !game.is_black(recipient) {
                ledger.copy_trajectory(will.by, recipient, will.event);
            }
        }
    }
}

/// Correct red +0.2, correct black +0.3, wrong -0.1; a Sheriff correctly naming its own
/// known check gets 0.
fn first_color_will(ledger: &mut Ledger, will: &WillRecord, colors: &PerSeat<Team>) {
    let game = ledger.game;
    for (seat, declared) in colors_of(colors) {
        let actual = game.team(seat);
        let own_check = will.by == game.sheriff()
            && game
                .checks
                .iter()
                .any(|c| c.sheriff && c.target == seat && c.event < will.event);
        let (rule, points) = match (declared == actual, actual) {
            (true, _) if own_check => (Rule::WillColorOwnCheck, Points::ZERO),
            (true, Team::Red) => (Rule::WillColorRed, Points::tenths(2)),
            (true, Team::Black) => (Rule::WillColorBlack, Points::tenths(3)),
            (false, _) => (Rule::WillColorWrong, Points::tenths(-1)),
        };
        ledger.add(will.by, Award::new(rule, points).at(will.event).about(seat));
    }
}

/// +0.1 for a red killed by a night shot who records at least one target, while more than
/// 3 players remain after the departure.
fn night_shot_bonus(ledger: &mut Ledger, will: &WillRecord) {
    let departure = ledger.game.departures[will.departure];
    if departure.how == Leave::NightShot
        && will.will.targets() > 0
        && departure.table_after.len() > 3
    {
        ledger.add(
            will.by,
            Award::new(Rule::WillNightShotBonus, Points::tenths(1)).at(will.event),
        );
    }
}

/// R9: the targets are eliminated one by one as if by vote, with no nights between them;
/// each is judged just before its own virtual elimination; the simulation stops when the
/// virtual game ends.
fn last_will_ordered(ledger: &mut Ledger, will: &WillRecord, order: &[Seat]) {
    let game = ledger.game;
    let mut table = will.table;
    // If all living black players are named, red-target penalties do not apply.
    let all_blacks_named = ledger
        .blacks(table)
        .iter()
        .all(|black| order.contains(&black));
    for &target in order {
        let city = city_of(table, game.blacks());
        if matches!(city, City::RedWon | City::BlackWon) {
            break;
        }
        if game.is_black(target) {
            ledger.target(will.by, Rule::RedWillOrderedBlack, target, 100, will.event);
        } else if !all_blacks_named {
            let (rule, points) = if city == City::Critical {
                (Rule::RedWillOrderedRedCritical, Points::tenths(-2))
            } else {
                (Rule::RedWillOrderedRed, Points::tenths(-1))
            };
            ledger.add(
                will.by,
                Award::new(rule, points).at(will.event).about(target),
            );
        }
        table.remove(target);
    }
}

/// Pass the Helm to a black recipient: the later voting rounds, while the recipient is at
/// the table, scored as if the recipient had voted only into red players.
fn helm_to_black(ledger: &mut Ledger, will: &WillRecord, recipient: Seat) {
    let game = ledger.game;
    let sheriff = game.sheriff();
    for round in game
        .rounds
        .iter()
        .filter(|r| r.event > will.event && r.table.contains(recipient))
    {
        let reds: Vec<Seat> = round
            .candidates
            .iter()
            .copied()
            .filter(|c| !game.is_black(*c))
            .collect();
        // Rounds with no red voting candidate create no penalty.
        let Some(&first) = reds.first() else {
            continue;
        };
        // The Sheriff-at-9 rows apply when the Sheriff is the only relevant red target.
        let target = if reds.len() > 1 && round.table.len() == 9 {
            reds.iter()
                .copied()
                .find(|r| *r != sheriff)
                .unwrap_or(first)
        } else {
            first
        };
        let Some(penalty) = classify_vote_into_red(game, round, target) else {
            continue;
        };
        let (rule, points) = match penalty {
            VotePenalty::SheriffAt9 { .. } => (Rule::HelmBlackSheriffAt9, penalty.as_red_vote().1),
            VotePenalty::SplitAt6 => (Rule::HelmBlackSplitAt6, Points::tenths(-1)),
            VotePenalty::Critical => (Rule::HelmBlackVoteRedCritical, Points::tenths(-2)),
            VotePenalty::OutsideCritical => (Rule::HelmBlackVoteRed, Points::tenths(-1)),
        };
        ledger.add(
            will.by,
            Award::new(rule, points)
                .at(round.event)
                .about(recipient)
                .with(round.candidates.iter().copied().collect()),
        );
    }
}
