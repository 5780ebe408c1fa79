//! Scoring under the Pro Mafia 1.1 model: every seat's awards, each naming its rule and
//! its cause, in exact thousandths.
//!
//! The sections follow the scoring model: [`red`] (actions against black targets, vote
//! penalties, Sheriff checks, raises, removals), [`wills`] (First Color Will, the
//! night-shot bonus, Last Will Ordered, Pass the Helm) and [`black`] (black and Don
//! scoring, misses, self-shots, Least Suspicious Black). This module gathers their
//! entries into a [`Ledger`] and settles it: best-of per black target, per-game caps,
//! Pass the Helm copies, technical penalties.

mod black;
mod detail;
mod red;
pub mod rule;
mod wills;

pub use detail::{english, Reason, When};
pub use rule::Rule;

use crate::error::Error;
use crate::game::{Game, Leave};
use crate::model::{Role, Team, Winner};
use crate::points::Points;
use crate::seat::{Seat, SeatSet};

/// One scored line: a rule applied to a seat, with its points and cause.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Award {
    pub rule: Rule,
    pub points: Points,
    /// Index of the event that caused it (the action: the vote, check, will, lift...).
    pub event: Option<usize>,
    /// The player the rule is about (the black target, the red voted into, the ally...).
    pub target: Option<Seat>,
    /// Other seats involved.
    pub seats: SeatSet,
    /// For a black target: the target's value the points are a share of.
    pub value: Points,
    /// For an award copied through Pass the Helm: the rule it was earned under, and the
    /// recipient who earned it.
    pub via: Option<(Rule, Seat)>,
}

impl Award {
    fn new(rule: Rule, points: Points) -> Award {
        Award {
            rule,
            points,
            event: None,
            target: None,
            seats: SeatSet::EMPTY,
            value: Points::ZERO,
            via: None,
        }
    }

    fn at(mut self, event: usize) -> Award {
        self.event = Some(event);
        self
    }

    fn about(mut self, target: Seat) -> Award {
        self.target = Some(target);
        self
    }

    fn with(mut self, seats: SeatSet) -> Award {
        self.seats = seats;
        self
    }

    /// The rule this award was earned under (for a Pass the Helm copy, the original one).
    pub fn earned_under(&self) -> Rule {
        self.via.map_or(self.rule, |(rule, _)| rule)
    }

    /// A sentence a judge can read to the player.
    pub fn detail(&self, game: &Game) -> String {
        detail::describe(self, game)
    }

    /// What [`Award::detail`] says, as data, for a sentence in another language.
    pub fn reason(&self, game: &Game) -> Reason {
        detail::reason(self, game)
    }
}

/// One seat's score.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatScore {
    pub seat: Seat,
    pub total: Points,
    pub awards: Vec<Award>,
}

/// The scores of a finished game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Scoresheet {
    pub winner: Winner,
    /// All ten seats, in seat order.
    pub seats: Vec<SeatScore>,
}

impl Scoresheet {
    pub fn seat(&self, seat: Seat) -> &SeatScore {
        &self.seats[seat.index()]
    }
}

/// Scores a replayed game. A game that has not ended cannot be scored.
pub fn score(game: &Game) -> Result<Scoresheet, Error> {
    let Some(outcome) = game.outcome else {
        let table = game.table();
        let black = table.and(game.blacks()).len();
        return Err(Error::Unfinished(format!(
            "{} red and {black} black players are at the table and no \"end\" event decides it",
            table.len() - black
        )));
    };
    let mut ledger = Ledger::new(game);
    red::score(&mut ledger);
    wills::score(&mut ledger);
    black::score(&mut ledger);
    Ok(ledger.settle(outcome.winner))
}

/// Everything the sections found, per seat, before the best-of and the caps.
pub(crate) struct Ledger<'g> {
    pub game: &'g Game,
    /// Each black's value at the end of the game (ruling R3).
    pub values: [Points; 10],
    entries: [Vec<Award>; 10],
}

/// Ordinary black value.
pub(crate) const BLACK_VALUE: Points = Points::tenths(2);

impl<'g> Ledger<'g> {
    fn new(game: &'g Game) -> Ledger<'g> {
        Ledger {
            game,
            values: black_values(game),
            entries: Default::default(),
        }
    }

    pub fn add(&mut self, seat: Seat, award: Award) {
        self.entries[seat.index()].push(award);
    }

    /// A red player's action against a black target, worth `percent` of its value.
    pub fn target(&mut self, red: Seat, rule: Rule, black: Seat, percent: i32, event: usize) {
        let value = self.values[black.index()];
        let mut award = Award::new(rule, value.percent(percent))
            .at(event)
            .about(black);
        award.value = value;
        self.add(red, award);
    }

    /// The same award for each seat of `seats`.
    pub fn each(&mut self, seats: SeatSet, award: Award) {
        for seat in seats.iter() {
            self.add(seat, award);
        }
    }

    pub fn is_red(&self, seat: Seat) -> bool {
        self.game.team(seat) == Team::Red
    }

    pub fn reds(&self, seats: SeatSet) -> SeatSet {
        seats.minus(self.game.blacks())
    }

    pub fn blacks(&self, seats: SeatSet) -> SeatSet {
        seats.and(self.game.blacks())
    }

    /// Copies into `leaver` the awards `recipient` earned by actions after event `after`
    /// (Pass the Helm to a red recipient). Technical penalties are not copied.
    pub fn copy_trajectory(&mut self, leaver: Seat, recipient: Seat, after: usize) {
        let copies: Vec<Award> = self.entries[recipient.index()]
            .iter()
            .filter(|a| !a.rule.is_technical() && a.event.is_some_and(|e| e > after))
            .map(|a| Award {
                rule: Rule::HelmRedRecipient,
                via: Some((a.earned_under(), a.via.map_or(recipient, |(_, s)| s))),
                seats: a.seats.with(recipient),
                ..*a
            })
            .collect();
        self.entries[leaver.index()].extend(copies);
    }

    /// Best-of per black target, once-per-game caps, technical penalties, totals.
    fn settle(self, winner: Winner) -> Scoresheet {
        let game = self.game;
        let seats = Seat::ALL
            .into_iter()
            .zip(self.entries)
            .map(|(seat, entries)| {
                let mut awards = match technical(game, seat) {
                    Some(technical) => technical,
                    None => settle_seat(entries),
                };
                // P39: a judge's bonus stands apart from the model: never best-of'd,
                // capped, copied through Pass the Helm or removed by a technical penalty.
                awards.extend(
                    game.bonuses
                        .iter()
                        .filter(|b| b.seat == seat)
                        .map(|b| Award::new(Rule::JudgeBonus, b.points).at(b.event)),
                );
                SeatScore {
                    seat,
                    total: awards.iter().map(|a| a.points).sum(),
                    awards,
                }
            })
            .collect();
        Scoresheet { winner, seats }
    }
}

/// One seat's entries settled: for each black target only the best action; the
/// non-critical red-vote penalty at most once per game; everything else as it is.
fn settle_seat(mut entries: Vec<Award>) -> Vec<Award> {
    // By cause, then by the player it is about, so that the order of keys in the
    // document (a will's colors) never changes the sheet.
    entries.sort_by_key(|a| (a.event, a.target));
    let target_of = |a: &Award| a.target.filter(|_| a.earned_under().is_target_action());
    let mut best: [Option<usize>; 10] = [None; 10];
    for (i, award) in entries.iter().enumerate() {
        if let Some(black) = target_of(award) {
            let slot = &mut best[black.index()];
            // Strictly better replaces: on equal points the player's own action (a vote, a
            // check, a will, a hand) is kept over what merely befell the black (a removal,
            // a surrender, the last black's shot), so the sheet says what the player did;
            // otherwise the earliest action stands.
            let rank = |a: &Award| (a.points, !a.earned_under().is_outcome());
            if slot.is_none_or(|b| rank(&entries[b]) < rank(award)) {
                *slot = Some(i);
            }
        }
    }
    let mut capped = false;
    let mut index = 0;
    entries.retain(|award| {
        let i = index;
        index += 1;
        match target_of(award) {
            Some(black) => best[black.index()] == Some(i),
            None if award.earned_under().once_per_game() => !std::mem::replace(&mut capped, true),
            None => true,
        }
    });
    entries
}

/// DD and technical disqualification replace every other award of the offender.
fn technical(game: &Game, seat: Seat) -> Option<Vec<Award>> {
    let mut awards = Vec::new();
    if game.declared_defeat == Some(seat) {
        let event = game.outcome.map(|o| o.event);
        let mut award = Award::new(Rule::TechnicalDeclaredDefeat, Points::tenths(-10));
        award.event = event;
        awards.push(award);
    }
    let disqualified = game
        .departures
        .iter()
        .find(|d| d.seat == seat && d.how == Leave::Disqualification)
        .map(|d| d.event)
        .or_else(|| {
            game.disqualified_after_leaving.contains(seat).then(|| {
                game.events
                    .iter()
                    .position(
                        |e| matches!(e, crate::Event::Disqualification { seat: s } if *s == seat),
                    )
                    .unwrap_or(0)
            })
        });
    if let Some(event) = disqualified {
        awards.push(Award::new(Rule::TechnicalDisqualification, Points::tenths(-5)).at(event));
    }
    (!awards.is_empty()).then_some(awards)
}

/// R3: a black's value is its value at the end of the game. A self-shot with allies left
/// hands the shooter's value on to them (+0.3 each with two left, +0.4 with one) and
/// leaves the shooter at 0; the last black's self-shot keeps its value.
fn black_values(game: &Game) -> [Points; 10] {
    let mut values = [Points::ZERO; 10];
    for seat in game.blacks().iter() {
        values[seat.index()] = BLACK_VALUE;
    }
    for d in game.departures.iter().filter(|d| d.how == Leave::SelfShot) {
        let allies = d.table_after.and(game.blacks());
        let raised = match allies.len() {
            0 => continue,
            1 => Points::tenths(4),
            _ => Points::tenths(3),
        };
        for ally in allies.iter() {
            values[ally.index()] = raised;
        }
        values[d.seat.index()] = Points::ZERO;
    }
    values
}

/// The margin for error was lost at event `event`.
pub(crate) fn margin_lost_at(game: &Game, event: usize) -> bool {
    game.city_changes
        .iter()
        .any(|c| c.event == event && c.loses_margin())
}

/// The Sheriff had checked a black player before event `event`.
pub(crate) fn sheriff_has_black_check(game: &Game, event: usize) -> bool {
    game.checks
        .iter()
        .any(|c| c.sheriff && c.event < event && game.is_black(c.target))
}

pub(crate) fn is_sheriff(game: &Game, seat: Seat) -> bool {
    game.role(seat) == Role::Sheriff
}
