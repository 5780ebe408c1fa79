//! A validated game: the protocol replayed against the table rules, with everything that
//! happened derived from it (departures, voting rounds, lifts, nights, checks, wills, the
//! city's margin for error, the winner).
//!
//! [`Game::replay`] is the only way to build a `Game`; it reports every violation at once.

use crate::error::{capped, i18n, push_capped, Arg, Location, Said, Violation};
use crate::model::{
    AltSplit, Antimonster, Day1SingleCandidate, Day1Vote, Event, Hands, LiftAllowed, LiftThreshold,
    NoKillOnFour, Phase, Player, QuietCycles, RevoteOrder, Role, Rules, Shooting as CalledSeats,
    Team, TieOfAll, Will, Winner, Withdraw,
};
use crate::points::Points;
use crate::protocol::{Named, Protocol, RawPlayer, RawRules};
use crate::seat::{PerSeat, Seat, SeatList, SeatSet};

/// How a player left the table.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Leave {
    /// Voted out as the only leader of a voting round.
    Vote,
    /// Raised (lifted) together with the other tied leaders.
    Lift,
    /// Killed by the mafia's night shot.
    NightShot,
    /// A black player shot by the mafia itself.
    SelfShot,
    /// Removed at once by a fourth foul.
    FourthFoul,
    /// Removed at once by a second technical foul.
    TechFouls,
    /// Removed by the judge (discipline).
    Removal,
    /// Technical disqualification.
    Disqualification,
    /// Declared defeat (DD) while at the table.
    DeclaredDefeat,
    /// Left in the mafia's surrender.
    Surrender,
}

impl Leave {
    /// Every way to leave, in the order of the rules.
    pub const ALL: [Leave; 10] = [
        Leave::Vote,
        Leave::Lift,
        Leave::NightShot,
        Leave::SelfShot,
        Leave::FourthFoul,
        Leave::TechFouls,
        Leave::Removal,
        Leave::Disqualification,
        Leave::DeclaredDefeat,
        Leave::Surrender,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Leave::Vote => "vote",
            Leave::Lift => "lift",
            Leave::NightShot => "night shot",
            Leave::SelfShot => "self-shot",
            Leave::FourthFoul => "fourth foul",
            Leave::TechFouls => "second technical foul",
            Leave::Removal => "removal",
            Leave::Disqualification => "disqualification",
            Leave::DeclaredDefeat => "declared defeat",
            Leave::Surrender => "surrender",
        }
    }

    /// The departure of a [`Leave::code`].
    pub fn from_code(code: &str) -> Option<Leave> {
        Leave::ALL.into_iter().find(|leave| leave.code() == code)
    }

    /// The departure as programs name it (`vote`, `lift`, `night_shot`, `self_shot`,
    /// `fourth_foul`, `tech_fouls`, `removal`, `disqualification`, `declared_defeat`,
    /// `surrender`): stable across languages, where [`Leave::name`] is English words.
    pub fn code(self) -> &'static str {
        match self {
            Leave::Vote => "vote",
            Leave::Lift => "lift",
            Leave::NightShot => "night_shot",
            Leave::SelfShot => "self_shot",
            Leave::FourthFoul => "fourth_foul",
            Leave::TechFouls => "tech_fouls",
            Leave::Removal => "removal",
            Leave::Disqualification => "disqualification",
            Leave::DeclaredDefeat => "declared_defeat",
            Leave::Surrender => "surrender",
        }
    }

    /// Left by the game itself (vote, lift, night shot): such a player may leave a will.
    pub fn leaves_will(self) -> bool {
        matches!(
            self,
            Leave::Vote | Leave::Lift | Leave::NightShot | Leave::SelfShot
        )
    }

    /// Removed by discipline (the judge), not by the game.
    pub fn is_discipline(self) -> bool {
        matches!(
            self,
            Leave::FourthFoul
                | Leave::TechFouls
                | Leave::Removal
                | Leave::Disqualification
                | Leave::DeclaredDefeat
        )
    }
}

/// One player leaving the table.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Departure {
    pub seat: Seat,
    pub how: Leave,
    /// Index of the event that made the player leave.
    pub event: usize,
    pub phase: Phase,
    /// The table just before the departure (with everyone who left in the same event).
    pub table_before: SeatSet,
    /// The table just after.
    pub table_after: SeatSet,
}

/// The city's state for a table (ruling R1).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum City {
    /// Reds minus blacks is 3 or more: the city can afford a mistake.
    Margin,
    /// Reds minus blacks is 1 or 2: every mistake can decide the game.
    Critical,
    /// No black at the table.
    RedWon,
    /// Blacks at least as many as reds.
    BlackWon,
}

impl City {
    pub fn name(self) -> &'static str {
        match self {
            City::Margin => "margin for error",
            City::Critical => "critical state",
            City::RedWon => "red win",
            City::BlackWon => "black win",
        }
    }
}

/// The city's state changing, and what changed it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct CityChange {
    pub event: usize,
    pub before: City,
    pub after: City,
}

impl CityChange {
    /// R1: the city loses its margin for error when it moves from margin to critical
    /// state or straight to a black win.
    pub fn loses_margin(&self) -> bool {
        self.before == City::Margin && matches!(self.after, City::Critical | City::BlackWon)
    }
}

/// One voting round.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Round {
    pub event: usize,
    pub day: u8,
    /// The players at the table when the round is held (all of them vote).
    pub table: SeatSet,
    pub candidates: SeatList,
    /// Each voter's candidate, by voter index; absent voters are counted for the last
    /// candidate, as at the table.
    pub ballots: PerSeat<Seat>,
    /// Voters missing from `ballots` in the document.
    pub implicit: SeatSet,
    pub leaders: SeatList,
    /// The round revotes the tied leaders of the previous round.
    pub revote: bool,
    /// The player this round voted out.
    pub eliminated: Option<Seat>,
    /// The city's state when the round is held.
    pub city: City,
}

impl Round {
    pub fn ballot(&self, voter: Seat) -> Option<Seat> {
        self.ballots[voter.index()]
    }

    pub fn votes_for(&self, candidate: Seat) -> usize {
        self.ballots
            .iter()
            .filter(|b| **b == Some(candidate))
            .count()
    }

    /// Voters whose ballot went to `candidate`.
    pub fn voters_for(&self, candidate: Seat) -> SeatSet {
        Seat::ALL
            .into_iter()
            .filter(|s| self.ballots[s.index()] == Some(candidate))
            .collect()
    }
}

/// A lift a protocol lacks: see [`Game::missing_lifts`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct MissingLift {
    /// The index a lift event belongs at.
    pub at: usize,
    pub day: u8,
    pub leaders: SeatSet,
}

/// A raise (lift) decision after a repeated tie.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Lift {
    pub event: usize,
    pub day: u8,
    pub table: SeatSet,
    /// The tied leaders put to the raise.
    pub candidates: SeatSet,
    /// The hands raised (empty where the record did not keep them).
    pub yes: SeatSet,
    /// Hands the lift needed.
    pub needed: usize,
    pub passed: bool,
    /// Whether the record kept the hands: where it did not, no hand is scored.
    pub recorded: bool,
}

impl Lift {
    /// R4: a hand is decisive when that one player's choice alone changes the outcome.
    pub fn is_decisive(&self, seat: Seat) -> bool {
        if !self.recorded {
            return false;
        }
        if self.passed {
            self.yes.contains(seat) && self.yes.len() == self.needed
        } else {
            !self.yes.contains(seat) && self.yes.len() + 1 == self.needed
        }
    }
}

/// One night's shooting.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shooting {
    pub event: usize,
    pub night: u8,
    /// The table when the shooting began.
    pub table: SeatSet,
    /// Each shooter's target, by shooter.
    pub shots: PerSeat<Seat>,
    /// The player who left, or `None` on a miss.
    pub kill: Option<Seat>,
    /// The black players the judge holds responsible for a miss.
    pub miss_by: SeatSet,
    /// The black player credited with a first-night Sheriff kill.
    pub credit: Option<Seat>,
}

/// A night check by the Sheriff or the Don.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Check {
    pub event: usize,
    pub night: u8,
    pub by: Seat,
    pub sheriff: bool,
    pub target: Seat,
}

/// A judge's bonus: points given by hand, outside the scoring model.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Bonus {
    pub event: usize,
    pub seat: Seat,
    pub points: Points,
    /// Index into [`Game::texts`].
    pub reason: Option<u32>,
}

/// A will, with the departure it follows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WillRecord {
    pub event: usize,
    pub by: Seat,
    pub will: Will,
    /// Index into [`Game::departures`].
    pub departure: usize,
    /// The table when the will is given.
    pub table: SeatSet,
    pub first_out: bool,
}

/// Why the game ended.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum EndReason {
    /// No black player is left at the table.
    NoBlackLeft,
    /// Black players are at least as many as red players.
    BlacksMatchReds,
    DeclaredDefeat(Seat),
    Surrender,
    /// The judge's `end` event, where the table rules decided nothing.
    Judge,
    /// A lift of every player at the table passed where such a lift is a draw.
    LiftOfAll,
    /// Three nights and days in a row without a departure (MafiaRatings 1.5, 1.6).
    QuietCycles,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Outcome {
    pub winner: Winner,
    pub reason: EndReason,
    /// The event that ended the game.
    pub event: usize,
}

/// The state after one event.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Moment {
    pub phase: Phase,
    pub table: SeatSet,
    pub city: City,
}

/// A replayed, valid game.
#[derive(Clone, Debug)]
pub struct Game {
    pub players: Vec<Player>,
    pub rules: Rules,
    pub events: Vec<Event>,
    /// The state after each event, by event index.
    pub moments: Vec<Moment>,
    pub departures: Vec<Departure>,
    pub rounds: Vec<Round>,
    pub lifts: Vec<Lift>,
    pub shootings: Vec<Shooting>,
    pub checks: Vec<Check>,
    /// Checks of players who had already left the table: recorded, never scored (P35).
    pub departed_checks: Vec<Check>,
    pub wills: Vec<WillRecord>,
    pub city_changes: Vec<CityChange>,
    /// Players disqualified after they had left (penalty only, no departure).
    pub disqualified_after_leaving: SeatSet,
    /// The offender of a declared defeat, if any.
    pub declared_defeat: Option<Seat>,
    pub fouls: [u8; 10],
    pub tech_fouls: [u8; 10],
    /// Points the judge gave by hand, in document order.
    pub bonuses: Vec<Bonus>,
    /// Free texts the events point to (a bonus's reason).
    pub texts: Vec<String>,
    /// The First Out: everyone who left in the first departure by vote, lift or night shot.
    pub first_out: SeatSet,
    pub outcome: Option<Outcome>,
    blacks: SeatSet,
    sheriff: Seat,
}

impl Game {
    pub fn player(&self, seat: Seat) -> &Player {
        &self.players[seat.index()]
    }

    pub fn role(&self, seat: Seat) -> Role {
        self.players[seat.index()].role
    }

    pub fn team(&self, seat: Seat) -> Team {
        self.role(seat).team()
    }

    pub fn is_black(&self, seat: Seat) -> bool {
        self.blacks.contains(seat)
    }

    pub fn blacks(&self) -> SeatSet {
        self.blacks
    }

    pub fn reds(&self) -> SeatSet {
        SeatSet::FULL.minus(self.blacks)
    }

    pub fn sheriff(&self) -> Seat {
        self.sheriff
    }

    pub fn winner(&self) -> Option<Winner> {
        self.outcome.map(|o| o.winner)
    }

    /// What a valid record leaves in doubt, in sentences for people. A record whose result
    /// the judge states (`end`) where the table's rules decided nothing is valid (the judge
    /// may end a game), but a truncated record reads the same way, so it is said aloud.
    pub fn warnings(&self) -> Vec<String> {
        self.judged_result()
            .map(|judged| judged.english())
            .into_iter()
            .collect()
    }

    /// The same doubt as data (issue 30): the result the judge states and the table it
    /// was stated at, for the edges to word in the reader's language.
    pub fn judged_result(&self) -> Option<JudgedResult> {
        let outcome = self.outcome.filter(|o| o.reason == EndReason::Judge)?;
        let moment = self.moment(outcome.event);
        let blacks = moment.table.and(self.blacks).len();
        Some(JudgedResult {
            winner: outcome.winner,
            phase: moment.phase,
            event: outcome.event,
            reds: moment.table.len() - blacks,
            blacks,
        })
    }

    /// The table after the last event.
    pub fn table(&self) -> SeatSet {
        self.moments
            .last()
            .map_or(SeatSet::FULL, |moment| moment.table)
    }

    /// The state after event `index` (before the first event: night 0, full table).
    pub fn moment(&self, index: usize) -> Moment {
        self.moments.get(index).copied().unwrap_or(Moment {
            phase: Phase::Night(0),
            table: SeatSet::FULL,
            city: City::Margin,
        })
    }

    /// The state just before event `index`.
    pub fn before(&self, index: usize) -> Moment {
        match index.checked_sub(1) {
            Some(prev) => self.moment(prev),
            None => Moment {
                phase: Phase::Night(0),
                table: SeatSet::FULL,
                city: City::Margin,
            },
        }
    }

    pub fn city_of(&self, table: SeatSet) -> City {
        city_of(table, self.blacks)
    }

    /// The departure of `seat`, if the player left the table.
    pub fn departure_of(&self, seat: Seat) -> Option<&Departure> {
        self.departures.iter().find(|d| d.seat == seat)
    }

    /// Whether `seat` left the table after event `index`.
    pub fn leaves_after(&self, seat: Seat, index: usize) -> bool {
        self.departure_of(seat).is_some_and(|d| d.event > index)
    }

    /// The players at the table at the end of the game.
    pub fn final_table(&self) -> SeatSet {
        self.table()
    }

    /// Whether the black `seat` is at the table when the black team wins.
    pub fn wins_at_table(&self, seat: Seat) -> bool {
        self.winner() == Some(Winner::Black) && self.final_table().contains(seat)
    }

    /// Replays a protocol: checks every event against the contract and the table rules
    /// and derives everything that happened. Every violation is reported, in document
    /// order.
    pub fn replay(protocol: &Protocol) -> Result<Game, Vec<Violation>> {
        Game::from_protocol(protocol.clone())
    }

    /// The game as far as a protocol's events allow, whatever is wrong in them (`None`
    /// without a whole table). For importers, which place wills after the departures it
    /// finds; never a valid game to score.
    pub(crate) fn replay_partial(protocol: &Protocol) -> Option<Game> {
        let mut violations = Vec::new();
        let rules = read_rules(protocol.rules.as_ref(), &mut violations);
        let players = read_players(protocol.players.clone(), &mut violations)?;
        let mut replay = Replay::new(players, rules, protocol.events.len());
        for (i, event) in protocol.events.iter().enumerate() {
            replay.apply(i, event);
        }
        let mut game = replay.game;
        game.events = protocol.events.clone();
        Some(game)
    }

    /// Where a protocol's days end with a revote that repeated the same tie and no lift
    /// follows: the place a lift belongs (the index of the event after the day's last
    /// vote), the day and the tied leaders. For importers of records that kept no show of
    /// hands (MafiaRatings before its `k` feature), which rebuild the lift from the
    /// departures the record states; the replay is the one judge of where a lift is due.
    pub(crate) fn missing_lifts(protocol: &Protocol) -> Vec<MissingLift> {
        let mut violations = Vec::new();
        let rules = read_rules(protocol.rules.as_ref(), &mut violations);
        let Some(players) = read_players(protocol.players.clone(), &mut violations) else {
            return Vec::new();
        };
        let mut replay = Replay::new(players, rules, protocol.events.len());
        for (i, event) in protocol.events.iter().enumerate() {
            replay.apply(i, event);
        }
        // A record that ends on the tied day (the lift ended the game): before its `end`.
        if let (
            Phase::Day(day),
            Voting::Tied {
                leaders,
                repeated: true,
            },
        ) = (replay.phase, &replay.voting)
        {
            let at = replay.ended_by_end_event.unwrap_or(protocol.events.len());
            replay.missing_lifts.push(MissingLift {
                at,
                day,
                leaders: leaders.set(),
            });
        }
        replay.missing_lifts
    }

    /// [`Game::replay`], taking the protocol's names and events rather than copying them.
    pub fn from_protocol(protocol: Protocol) -> Result<Game, Vec<Violation>> {
        // A document of another format is not read further: nothing else it says means
        // what this contract says (issue 28: six million events checked after "unknown
        // format").
        let mut format = Vec::new();
        check_format(protocol.format.as_deref(), &mut format);
        if !format.is_empty() {
            return Err(format);
        }
        let mut violations = protocol.problems;
        let rules = read_rules(protocol.rules.as_ref(), &mut violations);
        let Some(players) = read_players(protocol.players, &mut violations) else {
            return Err(in_document_order(violations));
        };
        let events = protocol.events;
        let mut replay = Replay::new(players, rules, events.len());
        replay.game.texts = protocol.texts;
        for (i, event) in events.iter().enumerate() {
            replay.apply(i, event);
        }
        violations.extend(replay.violations);
        if violations.is_empty() {
            let mut game = replay.game;
            game.events = events;
            Ok(game)
        } else {
            Err(in_document_order(violations))
        }
    }
}

/// Violations as they appear in the document: format, players, rules, then events by
/// index (a stable sort keeps each part's own order).
fn in_document_order(mut violations: Vec<Violation>) -> Vec<Violation> {
    violations.sort_by_key(|v| match v.at {
        Location::Document | Location::Format => (0, 0),
        Location::Players | Location::Player(_) => (1, 0),
        Location::Rules(_) => (2, 0),
        Location::Event(i) => (3, i),
        Location::More(_) => (4, 0),
    });
    capped(violations)
}

pub(crate) fn city_of(table: SeatSet, blacks: SeatSet) -> City {
    let black = table.and(blacks).len();
    let red = table.len() - black;
    if black == 0 {
        City::RedWon
    } else if black >= red {
        City::BlackWon
    } else if red - black <= 2 {
        City::Critical
    } else {
        City::Margin
    }
}

fn check_format(format: Option<&str>, violations: &mut Vec<Violation>) {
    match format {
        Some("omerta-pro/1") => {}
        Some(other) => violations.push(Violation::new(
            Location::Format,
            Said::new(
                i18n::id("violation-format-unknown"),
                [("value", Arg::Text(format!("{other:?}")))],
            ),
            format!("unknown format {other:?}; this reads \"omerta-pro/1\""),
        )),
        None => violations.push(Violation::new(
            Location::Format,
            Said::plain(i18n::id("violation-format-missing")),
            "missing: the document must say \"format\": \"omerta-pro/1\"",
        )),
    }
}

/// Every rule parameter this version reads.
pub const RULE_KEYS: &[&str] = &[
    "day1_single_candidate",
    "lift_threshold",
    "fourth_foul_removes",
    "day1_vote",
    "revote_order",
    "lift_two_at_4",
    "lift_three_at_9",
    "tie_of_all",
    "tech_fouls",
    "first_color_will",
    "end_speech",
    "three_fouls_nominate",
    "last_speech_nominates",
    "alt_split",
    "antimonster",
    "shooting",
    "withdraw",
    "three_quiet_cycles",
    "no_kill_on_four",
];

fn read_rules(raw: Option<&RawRules>, violations: &mut Vec<Violation>) -> Rules {
    let mut rules = Rules::default();
    let Some(raw) = raw else { return rules };
    let mut bad = |key: &str, said: Said, message: String| {
        violations.push(Violation::new(
            Location::Rules(key.to_owned()),
            said,
            message,
        ))
    };
    // An unknown value of a rule: the value as the document has it, and the words expected.
    let unknown = |value: &str, expected: String| {
        Said::new(
            i18n::id("violation-rule-value-unknown"),
            [
                ("value", Arg::Text(format!("{value:?}"))),
                ("expected", Arg::Text(expected)),
            ],
        )
    };
    match raw.day1_single_candidate.as_deref() {
        None | Some("no_vote") => {}
        Some("leaves") => rules.day1_single_candidate = Day1SingleCandidate::Leaves,
        Some(other) => bad(
            "day1_single_candidate",
            unknown(other, "\"no_vote\" or \"leaves\"".into()),
            format!("unknown value {other:?}; expected \"no_vote\" or \"leaves\""),
        ),
    }
    match raw.lift_threshold.as_deref() {
        None | Some("majority_of_table") => {}
        Some("half_of_table") => rules.lift_threshold = LiftThreshold::HalfOfTable,
        Some(other) => bad(
            "lift_threshold",
            unknown(other, "\"majority_of_table\" or \"half_of_table\"".into()),
            format!("unknown value {other:?}; expected \"majority_of_table\" or \"half_of_table\""),
        ),
    }
    if let Some(removes) = raw.fourth_foul_removes {
        rules.fourth_foul_removes = removes;
    }
    let switches: [(Option<bool>, &mut bool); 5] = [
        (raw.tech_fouls, &mut rules.tech_fouls),
        (raw.first_color_will, &mut rules.first_color_will),
        (raw.end_speech, &mut rules.end_speech),
        (raw.three_fouls_nominate, &mut rules.three_fouls_nominate),
        (raw.last_speech_nominates, &mut rules.last_speech_nominates),
    ];
    for (given, rule) in switches {
        if let Some(value) = given {
            *rule = value;
        }
    }
    let mut word = |key: &str, value: &Option<String>, words: &[&str]| -> Option<usize> {
        let value = value.as_deref()?;
        let found = words.iter().position(|w| *w == value);
        if found.is_none() {
            let quoted: Vec<String> = words.iter().map(|w| format!("\"{w}\"")).collect();
            bad(
                key,
                Said::new(
                    i18n::id("violation-rule-value-not-one-of"),
                    [
                        ("value", Arg::Text(format!("{value:?}"))),
                        ("expected", Arg::Text(quoted.join(", "))),
                    ],
                ),
                format!(
                    "unknown value {value:?}; expected one of {}",
                    quoted.join(", ")
                ),
            );
        }
        found
    };
    let day1_words: Vec<&str> = Day1Vote::WORDS.iter().map(|(w, _)| *w).collect();
    if let Some(i) = word("day1_vote", &raw.day1_vote, &day1_words) {
        rules.day1_vote = Day1Vote::WORDS[i].1;
    }
    if let Some(i) = word("revote_order", &raw.revote_order, &["same", "reverse"]) {
        rules.revote_order = [RevoteOrder::Same, RevoteOrder::Reverse][i];
    }
    if let Some(i) = word("lift_two_at_4", &raw.lift_two_at_4, &["yes", "no"]) {
        rules.lift_two_at_4 = [LiftAllowed::Yes, LiftAllowed::No][i];
    }
    let nine = ["yes", "no", "after_day_1"];
    if let Some(i) = word("lift_three_at_9", &raw.lift_three_at_9, &nine) {
        rules.lift_three_at_9 = [LiftAllowed::Yes, LiftAllowed::No, LiftAllowed::AfterDay1][i];
    }
    if let Some(i) = word("tie_of_all", &raw.tie_of_all, &["lift", "no_lift", "draw"]) {
        rules.tie_of_all = [TieOfAll::Lift, TieOfAll::NoLift, TieOfAll::Draw][i];
    }
    if let Some(i) = word("alt_split", &raw.alt_split, &["continue", "revote"]) {
        rules.alt_split = [AltSplit::Continue, AltSplit::Revote][i];
    }
    let antimonster = ["no", "no_voting", "nominated"];
    if let Some(i) = word("antimonster", &raw.antimonster, &antimonster) {
        rules.antimonster = [
            Antimonster::No,
            Antimonster::NoVoting,
            Antimonster::Nominated,
        ][i];
    }
    let seats = ["all_seats", "seats_at_table"];
    if let Some(i) = word("shooting", &raw.shooting, &seats) {
        rules.shooting = [CalledSeats::AllSeats, CalledSeats::SeatsAtTable][i];
    }
    let quiet = &raw.three_quiet_cycles;
    if let Some(i) = word("three_quiet_cycles", quiet, &["play_on", "draw"]) {
        rules.three_quiet_cycles = [QuietCycles::PlayOn, QuietCycles::Draw][i];
    }
    if let Some(i) = word("no_kill_on_four", &raw.no_kill_on_four, &["draw", "red"]) {
        rules.no_kill_on_four = [NoKillOnFour::Draw, NoKillOnFour::Red][i];
    }
    if let Some(i) = word("withdraw", &raw.withdraw, &["no", "auto", "allowed"]) {
        rules.withdraw = [Withdraw::No, Withdraw::Auto, Withdraw::Allowed][i];
    }
    for key in raw.unknown.keys() {
        bad(
            key,
            Said::new(
                i18n::id("violation-rule-unknown"),
                [("supported", Arg::Text(RULE_KEYS.join(", ")))],
            ),
            format!(
                "unknown rule parameter (supported: {})",
                RULE_KEYS.join(", ")
            ),
        );
    }
    rules
}

/// Exactly ten players, seats 1..10 each once, six civilians, one Sheriff, two mafia and
/// one Don. Returns the players by seat when every seat has a role.
fn read_players(
    raw_players: Vec<RawPlayer>,
    violations: &mut Vec<Violation>,
) -> Option<Vec<Player>> {
    let mut by_seat: [Option<Player>; 10] = Default::default();
    // A seat is taken by its entry even when the entry's role is wrong: a misspelt role
    // is one problem, not also an empty seat and a short count (issue 28).
    let mut seated = [false; 10];
    let mut every_role_known = true;
    let mut bad = |at: Location, said: Said, message: String| {
        violations.push(Violation::new(at, said, message))
    };
    if raw_players.len() != 10 {
        bad(
            Location::Players,
            Said::new(
                i18n::id("violation-players-not-ten"),
                [("count", Arg::from(raw_players.len()))],
            ),
            format!(
                "a Pro Mafia table has exactly ten players, not {}",
                raw_players.len()
            ),
        );
    }
    for (i, raw) in raw_players.into_iter().enumerate() {
        let seat = match raw.seat {
            None => {
                bad(
                    Location::Player(i),
                    Said::plain(i18n::id("violation-player-seat-missing")),
                    "missing \"seat\"".into(),
                );
                None
            }
            Some(n) => match Seat::new(n) {
                None => {
                    bad(
                        Location::Player(i),
                        Said::new(
                            i18n::id("violation-player-seat-out-of-range"),
                            [("n", Arg::Text(n.to_string()))],
                        ),
                        format!("seat {n} is not a seat 1 to 10"),
                    );
                    None
                }
                Some(seat) => Some(seat),
            },
        };
        let role = match &raw.role {
            None => {
                bad(
                    Location::Player(i),
                    Said::plain(i18n::id("violation-player-role-missing")),
                    "missing \"role\"".into(),
                );
                None
            }
            Some(Named::Known(role)) => Some(*role),
            Some(Named::Unknown(text)) => {
                bad(
                    Location::Player(i),
                    Said::new(
                        i18n::id("violation-player-role-unknown"),
                        [("value", Arg::Text(format!("{text:?}")))],
                    ),
                    format!("unknown role {text:?}; expected civilian, sheriff, mafia or don"),
                );
                None
            }
        };
        every_role_known &= role.is_some();
        let Some(seat) = seat else { continue };
        if std::mem::replace(&mut seated[seat.index()], true) {
            bad(
                Location::Player(i),
                Said::new(
                    i18n::id("violation-player-seat-twice"),
                    [("n", Arg::from(seat.number()))],
                ),
                format!("seat {} is listed twice", seat.number()),
            );
            continue;
        }
        if let Some(role) = role {
            by_seat[seat.index()] = Some(Player {
                seat,
                name: raw.name,
                role,
            });
        }
    }
    let mut counts_ok = every_role_known;
    // The roles are counted only when each is known: a misspelt one is already said.
    for (role, want) in [
        (Role::Civilian, 6),
        (Role::Sheriff, 1),
        (Role::Mafia, 2),
        (Role::Don, 1),
    ]
    .into_iter()
    .filter(|_| every_role_known)
    {
        let have = by_seat.iter().flatten().filter(|p| p.role == role).count();
        if have != want {
            counts_ok = false;
            bad(
                Location::Players,
                Said::new(
                    i18n::id("violation-players-role-count"),
                    [
                        ("role", Arg::Text(role.name().to_owned())),
                        ("want", Arg::from(want)),
                        ("have", Arg::from(have)),
                    ],
                ),
                format!(
                    "a table needs {want} {}, this one has {have}",
                    plural(role.name(), want)
                ),
            );
        }
    }
    if let Some(missing) = Seat::ALL.into_iter().find(|s| !seated[s.index()]) {
        bad(
            Location::Players,
            Said::new(
                i18n::id("violation-players-seat-empty"),
                [("n", Arg::from(missing.number()))],
            ),
            format!("seat {} has no player", missing.number()),
        );
        return None;
    }
    // The replay needs a whole table: without it, only the players' problems are told.
    counts_ok.then(|| by_seat.into_iter().flatten().collect())
}

fn plural(word: &str, n: usize) -> String {
    match (word, n) {
        ("sheriff" | "don", 1) => word.to_owned(),
        ("mafia", _) => "mafia".to_owned(),
        (_, 1) => word.to_owned(),
        _ => format!("{word}s"),
    }
}

/// Where the day's voting stands.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Voting {
    /// No round held yet today.
    Open,
    /// The last round ended in a tie among `leaders`; `repeated` when a revote gave the
    /// same tied set again, so that a lift is next.
    Tied { leaders: SeatList, repeated: bool },
    /// Somebody left by vote or lift, or the lift failed, or the single day-1 candidate
    /// stayed: no more voting today.
    Closed,
}

struct Replay {
    game: Game,
    violations: Vec<Violation>,
    phase: Phase,
    table: SeatSet,
    // Day state.
    nominees: SeatList,
    nominators: SeatSet,
    /// Today's nomination of each nominator (`withdraw: auto` replaces it).
    nominated: PerSeat<Seat>,
    voting: Voting,
    /// The day's first round's candidates: the order revotes keep (or reverse).
    day_order: SeatList,
    /// Revotes held today.
    revotes: u8,
    /// Today's revote under `alt_split: revote` has been granted (once a day).
    alt_revoted: bool,
    /// The day whose vote is not held, and the player whose removal cancelled it
    /// (`antimonster`).
    vote_cancelled: Option<(u8, Seat)>,
    /// The night from which nobody has left (`three_quiet_cycles`).
    quiet_since: Option<u8>,
    // Night state.
    night_table: SeatSet,
    shot: bool,
    don_checked: bool,
    sheriff_checked: bool,
    // Wills: players who left by vote, lift or night shot and may still leave one.
    will_open: SeatSet,
    will_given: SeatSet,
    ended_by_end_event: Option<usize>,
    /// Days that ended with a repeated tie and no lift (for [`Game::missing_lifts`]).
    missing_lifts: Vec<MissingLift>,
}

impl Replay {
    fn new(players: Vec<Player>, rules: Rules, events: usize) -> Replay {
        let blacks = players
            .iter()
            .filter(|p| p.role.team() == Team::Black)
            .map(|p| p.seat)
            .collect();
        let sheriff = players
            .iter()
            .find(|p| p.role == Role::Sheriff)
            .map_or(Seat::ALL[0], |p| p.seat);
        Replay {
            game: Game {
                players,
                rules,
                events: Vec::new(),
                moments: Vec::with_capacity(events),
                departures: Vec::with_capacity(10),
                rounds: Vec::with_capacity(12),
                lifts: Vec::new(),
                shootings: Vec::with_capacity(8),
                checks: Vec::with_capacity(16),
                departed_checks: Vec::new(),
                wills: Vec::with_capacity(8),
                city_changes: Vec::new(),
                disqualified_after_leaving: SeatSet::EMPTY,
                declared_defeat: None,
                fouls: [0; 10],
                tech_fouls: [0; 10],
                bonuses: Vec::new(),
                texts: Vec::new(),
                first_out: SeatSet::EMPTY,
                outcome: None,
                blacks,
                sheriff,
            },
            violations: Vec::new(),
            phase: Phase::Night(0),
            table: SeatSet::FULL,
            nominees: SeatList::new(),
            nominators: SeatSet::EMPTY,
            nominated: [None; 10],
            voting: Voting::Open,
            day_order: SeatList::new(),
            revotes: 0,
            alt_revoted: false,
            vote_cancelled: None,
            quiet_since: None,
            night_table: SeatSet::FULL,
            shot: false,
            don_checked: false,
            sheriff_checked: false,
            will_open: SeatSet::EMPTY,
            will_given: SeatSet::EMPTY,
            ended_by_end_event: None,
            missing_lifts: Vec::new(),
        }
    }

    fn bad(&mut self, i: usize, said: Said, message: String) {
        push_capped(
            &mut self.violations,
            Violation::new(Location::Event(i), said, message),
        );
    }

    fn role(&self, seat: Seat) -> Role {
        self.game.role(seat)
    }

    fn blacks_at_table(&self) -> SeatSet {
        self.table.and(self.game.blacks)
    }

    fn apply(&mut self, i: usize, event: &Event) {
        if self.admits(i, event) {
            self.dispatch(i, event);
        }
        let city = city_of(self.table, self.game.blacks);
        self.game.moments.push(Moment {
            phase: self.phase,
            table: self.table,
            city,
        });
    }

    /// Whether the event may happen now that the game may have ended.
    fn admits(&mut self, i: usize, event: &Event) -> bool {
        if let Some(end) = self.ended_by_end_event {
            self.bad(
                i,
                Said::new(
                    i18n::id("violation-after-end-event"),
                    [("end", Arg::from(end))],
                ),
                format!("nothing may follow the end of the game (events[{end}])"),
            );
            return false;
        }
        let Some(outcome) = self.game.outcome else {
            return true;
        };
        match event {
            // After the end: the last speech's will, its fouls (which change nothing: the
            // result stands, P37) and the judge's bonuses, given once the game is over.
            Event::End { .. }
            | Event::Will { .. }
            | Event::Foul { .. }
            | Event::TechFoul { .. }
            | Event::Bonus { .. }
            | Event::Invalid => true,
            _ => {
                self.bad(
                    i,
                    Said::new(
                        i18n::id("violation-after-end"),
                        [
                            ("end", Arg::from(outcome.event)),
                            ("outcome", Arg::Outcome(outcome)),
                        ],
                    ),
                    format!(
                        "the game already ended at events[{}] ({}): only wills of the last departure and \"end\" may follow",
                        outcome.event,
                        describe_outcome(outcome)
                    ),
                );
                false
            }
        }
    }

    fn dispatch(&mut self, i: usize, event: &Event) {
        match event {
            Event::Invalid => {}
            Event::Day => self.day(i),
            Event::Night => self.night(i),
            Event::Nominate { by, target } => self.nominate(i, *by, *target),
            Event::Withdraw { by } => self.withdraw(i, *by),
            Event::Vote {
                candidates,
                ballots,
            } => self.vote(i, candidates.as_ref(), ballots),
            Event::Lift { hands } => self.lift(i, *hands),
            Event::Shots {
                shots,
                miss_by,
                credit,
            } => self.shots(i, shots, *miss_by, *credit),
            Event::DonCheck { target } => self.check(i, *target, false),
            Event::SheriffCheck { target } => self.check(i, *target, true),
            Event::Will { by, will } => self.will(i, *by, will),
            Event::Foul { seat } => self.foul(i, *seat),
            Event::TechFoul { seat } => self.tech_foul(i, *seat),
            Event::Bonus {
                seat,
                points,
                reason,
            } => self.game.bonuses.push(Bonus {
                event: i,
                seat: *seat,
                points: *points,
                reason: *reason,
            }),
            Event::Removal { seat } => {
                if self.at_table(i, *seat, ("removal", i18n::id("violation-what-removal"))) {
                    self.depart(i, SeatSet::EMPTY.with(*seat), Leave::Removal);
                }
            }
            Event::Disqualification { seat } => {
                if self.table.contains(*seat) {
                    self.depart(i, SeatSet::EMPTY.with(*seat), Leave::Disqualification);
                } else {
                    // Misconduct after leaving still costs the penalty; nobody leaves.
                    self.game.disqualified_after_leaving.insert(*seat);
                }
            }
            Event::DeclaredDefeat { seat } => self.declared_defeat(i, *seat),
            Event::Surrender { seats } => self.surrender(i, *seats),
            Event::End { winner } => self.end(i, *winner),
        }
    }

    /// MafiaRatings 8.6.2 (`last_speech_nominates`): a player shot at night speaks at the
    /// start of the next day and may nominate then, until the day's vote (when their will
    /// closes).
    fn in_last_speech_after_night(&self, seat: Seat) -> bool {
        self.game.rules.last_speech_nominates
            && self.will_open.contains(seat)
            && self
                .game
                .departure_of(seat)
                .is_some_and(|d| d.how == Leave::NightShot)
    }

    fn at_table(&mut self, i: usize, seat: Seat, (what, id): What) -> bool {
        if self.table.contains(seat) {
            true
        } else {
            self.bad(
                i,
                Said::new(
                    i18n::id("violation-not-at-table"),
                    [("what", Arg::Message(id)), ("seat", Arg::from(seat))],
                ),
                format!("{what}: {seat} is not at the table"),
            );
            false
        }
    }

    fn day(&mut self, i: usize) {
        match self.phase {
            Phase::Night(u8::MAX) => self.bad(
                i,
                Said::plain(i18n::id("violation-too-many-days")),
                "a game has at most 255 days".into(),
            ),
            Phase::Night(n) => {
                self.phase = Phase::Day(n + 1);
                self.nominees = SeatList::new();
                self.nominators = SeatSet::EMPTY;
                self.nominated = [None; 10];
                self.voting = Voting::Open;
                self.day_order = SeatList::new();
                self.revotes = 0;
                self.alt_revoted = false;
            }
            Phase::Day(d) => self.bad(
                i,
                Said::new(
                    i18n::id("violation-day-during-day"),
                    [
                        ("next", Arg::Number(u64::from(d) + 1)),
                        ("day", Arg::from(d)),
                    ],
                ),
                format!(
                    "day {} cannot begin during day {d}: a night comes first",
                    u16::from(d) + 1
                ),
            ),
        }
    }

    fn night(&mut self, i: usize) {
        // The third quiet day is over: the game ends here, and no night begins.
        if let Phase::Day(d) = self.phase {
            if self.quiet_cycles_decide(i, d) {
                return;
            }
        }
        match self.phase {
            Phase::Day(d) => {
                // A day whose voting a removal cancelled (antimonster) leaves no tie open.
                if self.vote_cancelled.is_some_and(|(day, _)| day == d) {
                    self.voting = Voting::Closed;
                }
                if let Voting::Tied { leaders, repeated } = &self.voting {
                    let next = if *repeated { "a lift" } else { "a revote" };
                    let leaders = leaders.set();
                    if *repeated {
                        self.missing_lifts.push(MissingLift {
                            at: i,
                            day: d,
                            leaders,
                        });
                    }
                    let next_id = if *repeated {
                        i18n::id("violation-next-lift")
                    } else {
                        i18n::id("violation-next-revote")
                    };
                    self.bad(
                        i,
                        Said::new(
                            i18n::id("violation-tie-unresolved"),
                            [
                                ("day", Arg::from(d)),
                                ("leaders", seats_arg(leaders)),
                                ("next", Arg::Message(next_id)),
                            ],
                        ),
                        format!("day {d} ended with a tie among {leaders} unresolved: {next} is missing"),
                    );
                }
                self.phase = Phase::Night(d);
                self.quiet_since = self.quiet_since.or(Some(d));
                self.night_table = self.table;
                self.shot = false;
                self.don_checked = false;
                self.sheriff_checked = false;
            }
            Phase::Night(0) => self.bad(
                i,
                Said::plain(i18n::id("violation-night-before-day-1")),
                "the game begins at night 0 (the arrangement); the first event is \"day\"".into(),
            ),
            Phase::Night(n) => self.bad(
                i,
                Said::new(
                    i18n::id("violation-night-during-night"),
                    [
                        ("next", Arg::Number(u64::from(n) + 1)),
                        ("night", Arg::from(n)),
                    ],
                ),
                format!(
                    "night {} cannot begin during night {n}: a day comes first",
                    u16::from(n) + 1
                ),
            ),
        }
    }

    fn in_day(&mut self, i: usize, (what, id): What) -> Option<u8> {
        match self.phase {
            Phase::Day(d) => Some(d),
            night => {
                self.bad(
                    i,
                    Said::new(
                        i18n::id("violation-by-day"),
                        [("what", Arg::Message(id)), ("phase", Arg::from(night))],
                    ),
                    format!("{what} happens by day, not at {night}"),
                );
                None
            }
        }
    }

    fn in_night(&mut self, i: usize, (what, id): What) -> Option<u8> {
        match self.phase {
            Phase::Night(0) => {
                self.bad(
                    i,
                    Said::new(i18n::id("violation-night-0"), [("what", Arg::Message(id))]),
                    format!("{what}: night 0 is the arrangement and has no events"),
                );
                None
            }
            Phase::Night(n) => Some(n),
            day => {
                self.bad(
                    i,
                    Said::new(
                        i18n::id("violation-at-night"),
                        [("what", Arg::Message(id)), ("phase", Arg::from(day))],
                    ),
                    format!("{what} happens at night, not on {day}"),
                );
                None
            }
        }
    }

    fn nominate(&mut self, i: usize, by: Seat, target: Seat) {
        if self
            .in_day(i, ("a nomination", i18n::id("violation-what-nomination")))
            .is_none()
        {
            return;
        }
        if self.voting != Voting::Open {
            self.bad(
                i,
                Said::plain(i18n::id("violation-nominations-closed")),
                "nominations are closed: the day's voting has begun".into(),
            );
            return;
        }
        let mut ok = self.in_last_speech_after_night(by)
            || self.at_table(
                i,
                by,
                ("nominate by", i18n::id("violation-what-nominate-by")),
            );
        ok &= self.at_table(
            i,
            target,
            (
                "nominate target",
                i18n::id("violation-what-nominate-target"),
            ),
        );
        if !self.game.rules.three_fouls_nominate && self.game.fouls[by.index()] >= 3 {
            self.bad(
                i,
                Said::new(
                    i18n::id("violation-three-fouls-nominate"),
                    [("by", Arg::from(by))],
                ),
                format!("{by} has three fouls and may not nominate under these rules (three_fouls_nominate: false)"),
            );
            ok = false;
        }
        let withdrawn = match self.nominated[by.index()] {
            // MafiaRatings 7.5.2: the later nomination withdraws the earlier one.
            Some(earlier) if self.game.rules.withdraw == Withdraw::Auto => Some(earlier),
            Some(_) => {
                self.bad(
                    i,
                    Said::new(
                        i18n::id("violation-nominated-twice"),
                        [("by", Arg::from(by))],
                    ),
                    format!("{by} has already nominated today"),
                );
                ok = false;
                None
            }
            None => None,
        };
        if self.nominees.contains(&target) && withdrawn != Some(target) {
            self.bad(
                i,
                Said::new(
                    i18n::id("violation-already-nominated"),
                    [("target", Arg::from(target))],
                ),
                format!("{target} is already nominated today"),
            );
            ok = false;
        }
        if ok {
            if let Some(earlier) = withdrawn {
                self.nominees = self
                    .nominees
                    .as_slice()
                    .iter()
                    .copied()
                    .filter(|s| *s != earlier)
                    .collect();
            }
            self.nominators.insert(by);
            self.nominated[by.index()] = Some(target);
            self.nominees.push(target);
        }
    }

    /// MafiaRatings 7.5.1 and 7.5.2 (`withdraw: allowed` or `auto`): a player takes back
    /// their nomination of the day, before the voting; they may then nominate again.
    fn withdraw(&mut self, i: usize, by: Seat) {
        if self
            .in_day(i, ("a withdrawal", i18n::id("violation-what-withdrawal")))
            .is_none()
        {
            return;
        }
        if self.game.rules.withdraw == Withdraw::No {
            self.bad(
                i,
                Said::plain(i18n::id("violation-withdraw-not-allowed")),
                "withdraw: these rules allow no withdrawal of a nomination (withdraw: \"no\")"
                    .into(),
            );
            return;
        }
        if self.voting != Voting::Open {
            self.bad(
                i,
                Said::plain(i18n::id("violation-withdraw-closed")),
                "withdraw: nominations are closed, the day's voting has begun".into(),
            );
            return;
        }
        let Some(nominee) = self.nominated[by.index()].take() else {
            self.bad(
                i,
                Said::new(
                    i18n::id("violation-withdraw-nothing"),
                    [("by", Arg::from(by))],
                ),
                format!("withdraw: {by} has no nomination to withdraw today"),
            );
            return;
        };
        self.nominators.remove(by);
        self.nominees = self
            .nominees
            .as_slice()
            .iter()
            .copied()
            .filter(|s| *s != nominee)
            .collect();
    }

    fn vote(&mut self, i: usize, given: Option<&SeatList>, ballots: &PerSeat<Seat>) {
        let Some(day) = self.in_day(i, ("a vote", i18n::id("violation-what-vote"))) else {
            return;
        };
        if day == 1 && self.game.rules.day1_vote == Day1Vote::None {
            self.bad(
                i,
                Said::plain(i18n::id("violation-no-vote-day-1")),
                "these table rules hold no vote on day 1 (rules.day1_vote is \"none\")".into(),
            );
            self.voting = Voting::Closed;
            return;
        }
        if self.vote_is_cancelled(i, day, ("vote", i18n::id("violation-what-vote-cancelled"))) {
            return;
        }
        let (candidates, revote) = match &self.voting {
            Voting::Closed => {
                self.bad(
                    i,
                    Said::new(i18n::id("violation-voting-over"), [("day", Arg::from(day))]),
                    format!("the voting of day {day} is over"),
                );
                return;
            }
            Voting::Tied {
                leaders,
                repeated: true,
            } => {
                let leaders = leaders.set();
                self.bad(
                    i,
                    Said::new(
                        i18n::id("violation-vote-after-repeated-tie"),
                        [("leaders", seats_arg(leaders))],
                    ),
                    format!("the revote repeated the tie among {leaders}: a lift is next, not another vote"),
                );
                return;
            }
            Voting::Open => match given {
                // A nominee who has left the table since (a removal) is no candidate.
                Some(given) => {
                    let nominees = self.nominees_at_table();
                    if !nominees.is_empty() && given.as_slice() != nominees.as_slice() {
                        self.bad(
                            i,
                            Said::new(
                                i18n::id("violation-candidates-differ"),
                                [
                                    ("candidates", Arg::List(given.as_slice().to_vec())),
                                    ("nominees", Arg::List(nominees.as_slice().to_vec())),
                                ],
                            ),
                            format!(
                                "candidates {} differ from the day's nominations {}",
                                list(given),
                                list(&nominees)
                            ),
                        );
                    }
                    (*given, false)
                }
                None => (self.nominees_at_table(), false),
            },
            Voting::Tied { leaders, .. } => {
                let still = self.revote_candidates(leaders);
                match given {
                    Some(given) => {
                        if given.set() != still.set() {
                            self.bad(
                                i,
                                Said::new(
                                    i18n::id("violation-revote-candidates"),
                                    [
                                        ("leaders", Arg::List(still.as_slice().to_vec())),
                                        ("candidates", Arg::List(given.as_slice().to_vec())),
                                    ],
                                ),
                                format!(
                                    "a revote is among the tied leaders {}, not {}",
                                    list(&still),
                                    list(given)
                                ),
                            );
                        }
                        (*given, true)
                    }
                    None => (still, true),
                }
            }
        };
        if candidates.is_empty() {
            self.bad(
                i,
                Said::plain(i18n::id("violation-vote-no-candidates")),
                "the vote has no candidates (give \"candidates\" or record nominations)".into(),
            );
            return;
        }
        let mut ok = true;
        for &c in candidates.iter() {
            ok &= self.at_table(i, c, ("candidate", i18n::id("violation-what-candidate")));
        }
        // A vote or lift closes the wills of earlier departures.
        self.will_open = SeatSet::EMPTY;
        if revote {
            self.revotes = self.revotes.saturating_add(1);
        } else {
            self.day_order = candidates;
        }
        let mut round = Round {
            event: i,
            day,
            table: self.table,
            candidates,
            ballots: [None; 10],
            implicit: SeatSet::EMPTY,
            leaders: SeatList::new(),
            revote,
            eliminated: None,
            city: city_of(self.table, self.game.blacks),
        };
        for (voter, choice) in Seat::ALL
            .into_iter()
            .filter_map(|v| ballots[v.index()].map(|c| (v, c)))
        {
            if !self.table.contains(voter) {
                self.bad(
                    i,
                    Said::new(
                        i18n::id("violation-ballot-voter-away"),
                        [("voter", Arg::from(voter))],
                    ),
                    format!("ballots: {voter} is not at the table and cannot vote"),
                );
                ok = false;
            } else if !candidates.contains(&choice) {
                self.bad(
                    i,
                    Said::new(
                        i18n::id("violation-ballot-not-candidate"),
                        [
                            ("voter", Arg::from(voter)),
                            ("choice", Arg::from(choice)),
                            ("candidates", Arg::List(candidates.as_slice().to_vec())),
                        ],
                    ),
                    format!(
                        "ballots: {voter} votes for {choice}, who is not a candidate ({})",
                        list(&candidates)
                    ),
                );
                ok = false;
            } else {
                round.ballots[voter.index()] = Some(choice);
            }
        }
        if !ok {
            self.voting = Voting::Closed;
            return;
        }
        if candidates.len() == 1 {
            let single = candidates[0];
            round.leaders = SeatList::from(&[single][..]);
            let day1_stays = self.game.rules.day1_vote != Day1Vote::Standard
                || self.game.rules.day1_single_candidate == Day1SingleCandidate::NoVote;
            if day == 1 && !revote && day1_stays {
                // Day 1: a single candidate does not leave.
                self.voting = Voting::Closed;
                self.game.rounds.push(round);
                return;
            }
            round.eliminated = Some(single);
        } else {
            // A voter who did not vote is counted for the last candidate, as at the table.
            // (A single candidate leaves without a vote: only recorded ballots stand, P34.)
            let last = candidates[candidates.len() - 1];
            for voter in self.table.iter() {
                if round.ballots[voter.index()].is_none() {
                    round.ballots[voter.index()] = Some(last);
                    round.implicit.insert(voter);
                }
            }
            let most = candidates
                .iter()
                .map(|c| round.votes_for(*c))
                .max()
                .unwrap_or(0);
            round.leaders = candidates
                .iter()
                .copied()
                .filter(|c| round.votes_for(*c) == most)
                .collect();
            if round.leaders.len() == 1 && self.single_leader_leaves(day, &round) {
                round.eliminated = Some(round.leaders[0]);
            } else if round.leaders.len() == 1 {
                self.voting = Voting::Closed;
                self.game.rounds.push(round);
                return;
            }
        }
        match round.eliminated {
            Some(out) => {
                self.voting = Voting::Closed;
                self.game.rounds.push(round);
                self.depart(i, SeatSet::EMPTY.with(out), Leave::Vote);
            }
            None => {
                let mut same = revote && round.leaders.set() == round.candidates.set();
                if same && self.new_voters_grant_a_revote(&round) {
                    same = false;
                }
                let table = self.table.len();
                let leaders = round.leaders;
                self.game.rounds.push(round);
                self.voting = if same && !self.lift_allowed(day, leaders.set(), table) {
                    // The table rules hold no lift here: the day ends, nobody leaves.
                    Voting::Closed
                } else {
                    Voting::Tied {
                        leaders,
                        repeated: same,
                    }
                };
            }
        }
    }

    /// MafiaRatings 7.19.2 (`alt_split: revote`): a revote giving the same tied leaders,
    /// but with other voters behind one of them than in the round before, counts as a
    /// changed result: one more revote (once a day) before the lift.
    fn new_voters_grant_a_revote(&mut self, round: &Round) -> bool {
        if self.game.rules.alt_split != AltSplit::Revote || self.alt_revoted {
            return false;
        }
        let Some(before) = self.game.rounds.last().filter(|r| r.day == round.day) else {
            return false;
        };
        let changed = round
            .candidates
            .iter()
            .any(|c| before.voters_for(*c) != round.voters_for(*c));
        self.alt_revoted = changed;
        changed
    }

    /// MafiaRatings 1.5 (`three_quiet_cycles: draw`): three nights and days in a row, from
    /// a night, with nobody leaving end the game in a draw as day `day` ends (at the next
    /// `night` or at `end`); 1.6.1 (`no_kill_on_four: red`): at four players red wins.
    fn quiet_cycles_decide(&mut self, i: usize, day: u8) -> bool {
        if self.game.rules.three_quiet_cycles != QuietCycles::Draw || self.game.outcome.is_some() {
            return false;
        }
        let Some(since) = self.quiet_since else {
            return false;
        };
        if day.saturating_sub(since) < 3 {
            return false;
        }
        let at_four = self.table.len() == 4;
        let winner = if at_four && self.game.rules.no_kill_on_four == NoKillOnFour::Red {
            Winner::Red
        } else {
            Winner::Draw
        };
        self.game.outcome = Some(Outcome {
            winner,
            reason: EndReason::QuietCycles,
            event: i,
        });
        true
    }

    /// MafiaRatings 9.10 (`antimonster`): the vote of `day` is not held after a removal.
    fn vote_is_cancelled(&mut self, i: usize, day: u8, (what, id): What) -> bool {
        let Some((_, removed)) = self.vote_cancelled.filter(|(d, _)| *d == day) else {
            return false;
        };
        self.bad(
            i,
            Said::new(
                i18n::id("violation-vote-cancelled"),
                [
                    ("what", Arg::Message(id)),
                    ("day", Arg::from(day)),
                    ("removed", Arg::from(removed)),
                ],
            ),
            format!("no {what} on day {day}: {removed} was removed from the table, and these rules then hold no vote (antimonster)"),
        );
        self.voting = Voting::Closed;
        true
    }

    /// A removal at the table cancels the current vote (a day whose voting has not ended)
    /// or the next day's, under `antimonster`; with `nominated`, not the current one when
    /// the removed player was among its nominees.
    fn removal_cancels_vote(&mut self, removed: Seat) {
        let rule = self.game.rules.antimonster;
        if rule == Antimonster::No {
            return;
        }
        let day = match self.phase {
            Phase::Day(d) if self.voting != Voting::Closed => {
                if rule == Antimonster::Nominated && self.nominees.contains(&removed) {
                    return;
                }
                d
            }
            Phase::Day(d) | Phase::Night(d) => d.saturating_add(1),
        };
        self.vote_cancelled = Some((day, removed));
    }

    /// Whether the only leader of a round leaves: always, except on day 1 under the
    /// day-1 variants (ruling P38).
    fn single_leader_leaves(&self, day: u8, round: &Round) -> bool {
        if day != 1 {
            return true;
        }
        match self.game.rules.day1_vote {
            Day1Vote::Standard => true,
            Day1Vote::LeaderStays | Day1Vote::LiftOnly | Day1Vote::None => false,
            // Only a leader who voted for themself leaves (MafiaRatings "self-break").
            Day1Vote::SelfVote => {
                let leader = round.leaders[0];
                round.ballot(leader) == Some(leader) && !round.implicit.contains(leader)
            }
        }
    }

    /// Whether the table rules hold a lift for a repeated tie among `leaders`.
    fn lift_allowed(&self, day: u8, leaders: SeatSet, table: usize) -> bool {
        let rules = &self.game.rules;
        if leaders == self.table && rules.tie_of_all == TieOfAll::NoLift {
            return false;
        }
        if table == 4 && leaders.len() == 2 && rules.lift_two_at_4 != LiftAllowed::Yes {
            return false;
        }
        if table == 9 && leaders.len() == 3 {
            return match rules.lift_three_at_9 {
                LiftAllowed::Yes => true,
                LiftAllowed::No => false,
                LiftAllowed::AfterDay1 => day > 1,
            };
        }
        true
    }

    /// A revote's candidates: the tied leaders still at the table, in the order of the
    /// day's first round, reversed on every other revote when the rules say so.
    fn revote_candidates(&self, leaders: &SeatList) -> SeatList {
        let tied = leaders.set().and(self.table);
        let mut order: SeatList = self
            .day_order
            .iter()
            .copied()
            .filter(|s| tied.contains(*s))
            .collect();
        if order.len() != tied.len() {
            order = leaders
                .iter()
                .copied()
                .filter(|s| tied.contains(*s))
                .collect();
        }
        if self.game.rules.revote_order == RevoteOrder::Reverse && self.revotes & 1 == 0 {
            order = order.iter().rev().copied().collect();
        }
        order
    }

    fn nominees_at_table(&self) -> SeatList {
        self.nominees
            .iter()
            .copied()
            .filter(|s| self.table.contains(*s))
            .collect()
    }

    fn lift(&mut self, i: usize, hands: Hands) {
        let Some(day) = self.in_day(i, ("a lift", i18n::id("violation-what-lift"))) else {
            return;
        };
        if self.vote_is_cancelled(i, day, ("lift", i18n::id("violation-what-lift-cancelled"))) {
            return;
        }
        let lift_only = day == 1 && self.game.rules.day1_vote == Day1Vote::LiftOnly;
        let leaders = match &self.voting {
            Voting::Tied {
                leaders,
                repeated: true,
            } => leaders.set().and(self.table),
            // Day-1 "lift only": a tie goes straight to the lift.
            Voting::Tied { leaders, .. } if lift_only => leaders.set().and(self.table),
            _ => {
                self.bad(
                    i,
                    Said::plain(i18n::id("violation-lift-out-of-turn")),
                    "a lift only follows a revote that repeated the same tie (or the table rules hold no lift here)".into(),
                );
                return;
            }
        };
        let needed = self.game.rules.lift_threshold.needed(self.table.len());
        let (yes, passed, recorded) = match hands {
            Hands::Raised(yes) => (yes, yes.len() >= needed, true),
            Hands::Unrecorded { passed } => (SeatSet::EMPTY, passed, false),
        };
        let outside = yes.minus(self.table);
        if !outside.is_empty() {
            self.bad(
                i,
                Said::new(
                    i18n::id("violation-lift-hands-away"),
                    [("seats", seats_arg(outside))],
                ),
                format!("yes: {outside} not at the table"),
            );
            return;
        }
        self.will_open = SeatSet::EMPTY;
        self.game.lifts.push(Lift {
            event: i,
            day,
            table: self.table,
            candidates: leaders,
            yes,
            needed,
            passed,
            recorded,
        });
        self.voting = Voting::Closed;
        if passed && leaders == self.table && self.game.rules.tie_of_all == TieOfAll::Draw {
            // Everybody lifted: the table rules call it a draw (MafiaRatings `killAll`).
            self.game.outcome = Some(Outcome {
                winner: Winner::Draw,
                reason: EndReason::LiftOfAll,
                event: i,
            });
        }
        if passed {
            self.depart(i, leaders, Leave::Lift);
        }
    }

    fn shots(&mut self, i: usize, shots: &PerSeat<Seat>, miss_by: SeatSet, credit: Option<Seat>) {
        let Some(night) = self.in_night(i, ("shooting", i18n::id("violation-what-shooting")))
        else {
            return;
        };
        if self.shot {
            self.bad(
                i,
                Said::new(
                    i18n::id("violation-shot-twice"),
                    [("night", Arg::from(night))],
                ),
                format!("the mafia has already shot on night {night}"),
            );
            return;
        }
        self.shot = true;
        let mut ok = true;
        let shots_list = || {
            Seat::ALL
                .into_iter()
                .filter_map(|s| shots[s.index()].map(|t| (s, t)))
        };
        for (shooter, target) in shots_list() {
            // MafiaRatings 8.3.2: the judge calls only the seats at the table.
            let called =
                self.game.rules.shooting == CalledSeats::AllSeats || self.table.contains(target);
            if !called {
                self.bad(
                    i,
                    Said::new(
                        i18n::id("violation-shot-not-called"),
                        [("shooter", Arg::from(shooter)), ("target", Arg::from(target))],
                    ),
                    format!("shots: {shooter} shoots {target}, who is not at the table: these rules call only the seats at the table (shooting: \"seats_at_table\")"),
                );
                ok = false;
            }
            if !self.game.is_black(shooter) {
                self.bad(
                    i,
                    Said::new(
                        i18n::id("violation-shooter-not-black"),
                        [("shooter", Arg::from(shooter))],
                    ),
                    format!("shots: {shooter} is not a black player"),
                );
                ok = false;
            } else if !self.table.contains(shooter) {
                self.bad(
                    i,
                    Said::new(
                        i18n::id("violation-shooter-away"),
                        [("shooter", Arg::from(shooter))],
                    ),
                    format!("shots: {shooter} is not at the table"),
                );
                ok = false;
            }
        }
        if !ok {
            return;
        }
        self.will_open = SeatSet::EMPTY;
        let shooters = SeatSet::of(shots_list().map(|(s, _)| s));
        let target = shots_list().next().map(|(_, t)| t);
        // The player leaves only if every living black shot the same living player.
        let kill = target.filter(|t| {
            shooters == self.blacks_at_table()
                && shots_list().all(|(_, other)| other == *t)
                && self.table.contains(*t)
        });
        if kill.is_some() && !miss_by.is_empty() {
            self.bad(
                i,
                Said::plain(i18n::id("violation-miss-by-no-miss")),
                "miss_by: the shot was not a miss (every black shot the same player)".into(),
            );
        }
        let not_black = miss_by.minus(self.game.blacks);
        if !not_black.is_empty() {
            self.bad(
                i,
                Said::new(
                    i18n::id("violation-miss-by-not-black"),
                    [("seats", seats_arg(not_black))],
                ),
                format!("miss_by: {not_black} not black"),
            );
        }
        // Only a black who shot tonight, at the table, can be responsible for the miss.
        let gone = miss_by.and(self.game.blacks).minus(self.table);
        if !gone.is_empty() {
            self.bad(
                i,
                Said::new(
                    i18n::id("violation-miss-by-away"),
                    [("seats", seats_arg(gone))],
                ),
                format!("miss_by: {gone} not at the table"),
            );
        }
        if let Some(credit) = credit {
            if kill != Some(self.game.sheriff) || night != 1 {
                self.bad(
                    i,
                    Said::plain(i18n::id("violation-credit-not-sheriff")),
                    "credit is only for the Sheriff killed on the first night".into(),
                );
            } else if !self.game.is_black(credit) {
                self.bad(
                    i,
                    Said::new(
                        i18n::id("violation-credit-not-black"),
                        [("credit", Arg::from(credit))],
                    ),
                    format!("credit: {credit} is not a black player"),
                );
            }
        }
        self.game.shootings.push(Shooting {
            event: i,
            night,
            table: self.table,
            shots: *shots,
            kill,
            miss_by,
            credit,
        });
        if let Some(target) = kill {
            let how = if self.game.is_black(target) {
                Leave::SelfShot
            } else {
                Leave::NightShot
            };
            self.depart(i, SeatSet::EMPTY.with(target), how);
        }
    }

    fn check(&mut self, i: usize, target: Seat, sheriff: bool) {
        let what_id = if sheriff {
            i18n::id("violation-what-sheriff-check")
        } else {
            i18n::id("violation-what-don-check")
        };
        let what = if sheriff {
            "the Sheriff's check"
        } else {
            "the Don's check"
        };
        let Some(night) = self.in_night(i, (what, what_id)) else {
            return;
        };
        let role = if sheriff { Role::Sheriff } else { Role::Don };
        let by = self
            .game
            .players
            .iter()
            .find(|p| p.role == role)
            .map_or(Seat::ALL[0], |p| p.seat);
        let done = if sheriff {
            &mut self.sheriff_checked
        } else {
            &mut self.don_checked
        };
        if *done {
            self.bad(
                i,
                Said::new(
                    i18n::id("violation-check-twice"),
                    [("what", Arg::Message(what_id)), ("night", Arg::from(night))],
                ),
                format!("{what} was already made on night {night}"),
            );
            return;
        }
        *done = true;
        // The checker must have been at the table when the night began: a Sheriff shot
        // this night still checks (ruling P3).
        if !self.night_table.contains(by) {
            self.bad(
                i,
                Said::new(
                    i18n::id("violation-checker-away"),
                    [("what", Arg::Message(what_id)), ("by", Arg::from(by))],
                ),
                format!("{what}: {by} is no longer at the table"),
            );
            return;
        }
        if target == by {
            self.bad(
                i,
                Said::new(
                    i18n::id("violation-check-self"),
                    [("what", Arg::Message(what_id)), ("by", Arg::from(by))],
                ),
                format!("{what}: {by} cannot check themself"),
            );
            return;
        }
        let check = Check {
            event: i,
            night,
            by,
            sheriff,
            target,
        };
        if self.night_table.contains(target) {
            self.game.checks.push(check);
        } else {
            // Roles of departed players are not revealed at these tables: checking one
            // is a real choice, recorded and never scored (P35).
            self.game.departed_checks.push(check);
        }
    }

    fn will(&mut self, i: usize, by: Seat, will: &Will) {
        let Some(departure) = self.game.departures.iter().position(|d| d.seat == by) else {
            self.bad(
                i,
                Said::new(i18n::id("violation-will-at-table"), [("by", Arg::from(by))]),
                format!("{by} is still at the table; only a departed player leaves a will"),
            );
            return;
        };
        let left = self.game.departures[departure];
        if !left.how.leaves_will() {
            self.bad(
                i,
                Said::new(
                    i18n::id("violation-will-no-will"),
                    [
                        ("by", Arg::from(by)),
                        ("how", Arg::Text(left.how.code().to_owned())),
                    ],
                ),
                format!("{by} left by {} and leaves no will", left.how.name()),
            );
            return;
        }
        if self.will_given.contains(by) {
            self.bad(
                i,
                Said::new(i18n::id("violation-will-twice"), [("by", Arg::from(by))]),
                format!("{by} has already left a will"),
            );
            return;
        }
        if !self.will_open.contains(by) {
            self.bad(
                i,
                Said::new(i18n::id("violation-will-too-late"), [("by", Arg::from(by))]),
                format!(
                    "{by}'s will comes too late: a vote or a shooting has happened since {by} left"
                ),
            );
            return;
        }
        if let Some(outcome) = self.game.outcome.filter(|_| !self.game.rules.end_speech) {
            self.bad(
                i,
                Said::new(
                    i18n::id("violation-will-after-end"),
                    [("by", Arg::from(by)), ("end", Arg::from(outcome.event))],
                ),
                format!(
                    "{by}'s will follows the end of the game (events[{}]): these rules give no last speech then (end_speech: false)",
                    outcome.event
                ),
            );
            return;
        }
        self.will_given.insert(by);
        let first_out = self.game.first_out.contains(by);
        let named = match will {
            Will::Helm(h) => SeatSet::EMPTY.with(*h),
            other => other.named(),
        };
        let mut ok = true;
        for seat in named.iter() {
            if seat == by || !self.table.contains(seat) {
                self.bad(
                    i,
                    Said::new(
                        i18n::id("violation-will-names-away"),
                        [("by", Arg::from(by)), ("seat", Arg::from(seat))],
                    ),
                    format!("the will of {by} names {seat}, who is not at the table"),
                );
                ok = false;
            }
        }
        match will {
            Will::Colors(colors) => {
                if !self.game.rules.first_color_will {
                    self.bad(
                        i,
                        Said::new(
                            i18n::id("violation-will-colors-not-allowed"),
                            [("by", Arg::from(by))],
                        ),
                        format!("{by}'s First Color Will: these rules hold no First Color Will (first_color_will: false)"),
                    );
                    ok = false;
                }
                if !first_out {
                    self.bad(
                        i,
                        Said::new(
                            i18n::id("violation-will-colors-not-first-out"),
                            [("by", Arg::from(by))],
                        ),
                        format!("{by} is not the First Out: only the First Out leaves a First Color Will (colors)"),
                    );
                    ok = false;
                }
                let declared = colors.iter().flatten().count();
                if declared > 3 {
                    self.bad(
                        i,
                        Said::new(
                            i18n::id("violation-will-colors-too-many"),
                            [("count", Arg::from(declared))],
                        ),
                        format!("a First Color Will names at most 3 players, not {declared}"),
                    );
                    ok = false;
                }
            }
            Will::Order(order) => {
                if first_out {
                    self.bad(
                        i,
                        Said::new(
                            i18n::id("violation-will-order-first-out"),
                            [("by", Arg::from(by))],
                        ),
                        format!("{by} is the First Out: a First Color Will (colors), not a Last Will Ordered"),
                    );
                    ok = false;
                }
                let limit = order_limit(left.table_after.len());
                if order.len() > limit {
                    self.bad(
                        i,
                        Said::new(
                            i18n::id("violation-will-order-too-long"),
                            [
                                ("left", Arg::from(left.table_after.len())),
                                ("limit", Arg::from(limit)),
                                ("count", Arg::from(order.len())),
                            ],
                        ),
                        format!(
                            "with {} players left at the table a Last Will Ordered names at most {limit}, not {}",
                            left.table_after.len(),
                            order.len()
                        ),
                    );
                    ok = false;
                }
                let ended_here = self.game.outcome.is_some_and(|o| o.event == left.event);
                if matches!(left.how, Leave::Vote | Leave::Lift) && ended_here {
                    self.bad(
                        i,
                        Said::new(
                            i18n::id("violation-will-order-final-vote"),
                            [("by", Arg::from(by))],
                        ),
                        format!("{by} left by the vote that ended the game: no Last Will Ordered"),
                    );
                    ok = false;
                }
            }
            Will::Helm(_) | Will::Skipped => {}
        }
        if ok {
            self.game.wills.push(WillRecord {
                event: i,
                by,
                will: *will,
                departure,
                table: self.table,
                first_out,
            });
        }
    }

    /// Whether `seat` may be given a foul now: at the table, or in their own last speech
    /// right after they left (P36), or anyone once the game is over (P37).
    fn may_be_fouled(&mut self, i: usize, seat: Seat, (what, id): What) -> bool {
        if self.table.contains(seat) || self.will_open.contains(seat) || self.game.outcome.is_some()
        {
            true
        } else {
            self.bad(
                i,
                Said::new(
                    i18n::id("violation-foul-away"),
                    [("what", Arg::Message(id)), ("seat", Arg::from(seat))],
                ),
                format!("{what}: {seat} is not at the table and not giving a last speech"),
            );
            false
        }
    }

    fn foul(&mut self, i: usize, seat: Seat) {
        if !self.may_be_fouled(i, seat, ("foul", i18n::id("violation-what-foul"))) {
            return;
        }
        let fouls = &mut self.game.fouls[seat.index()];
        // Counted on past four when the fourth foul does not remove; never wraps.
        *fouls = fouls.saturating_add(1);
        let at_table = self.table.contains(seat) && self.game.outcome.is_none();
        if *fouls == 4 && self.game.rules.fourth_foul_removes && at_table {
            self.depart(i, SeatSet::EMPTY.with(seat), Leave::FourthFoul);
        }
    }

    /// Technical fouls are counted apart from fouls; the second removes the player
    /// (Polemica `techs`, MafiaRatings `techFouls`: two at both).
    fn tech_foul(&mut self, i: usize, seat: Seat) {
        if !self.game.rules.tech_fouls {
            self.bad(
                i,
                Said::plain(i18n::id("violation-tech-fouls-not-allowed")),
                "tech_foul: these rules give no technical fouls (tech_fouls: false)".into(),
            );
            return;
        }
        if !self.may_be_fouled(i, seat, ("tech_foul", i18n::id("violation-what-tech-foul"))) {
            return;
        }
        let fouls = &mut self.game.tech_fouls[seat.index()];
        *fouls = fouls.saturating_add(1);
        let at_table = self.table.contains(seat) && self.game.outcome.is_none();
        if *fouls == TECH_FOULS_REMOVE && at_table {
            self.depart(i, SeatSet::EMPTY.with(seat), Leave::TechFouls);
        }
    }

    fn declared_defeat(&mut self, i: usize, seat: Seat) {
        self.game.declared_defeat = Some(seat);
        if self.table.contains(seat) {
            self.depart(i, SeatSet::EMPTY.with(seat), Leave::DeclaredDefeat);
        }
        // The offender's team loses at once, whatever the counts say.
        self.game.outcome = Some(Outcome {
            winner: Winner::team(self.role(seat).team().other()),
            reason: EndReason::DeclaredDefeat(seat),
            event: i,
        });
    }

    fn surrender(&mut self, i: usize, seats: Option<SeatSet>) {
        let blacks = self.blacks_at_table();
        if let Some(seats) = seats {
            if seats != blacks {
                self.bad(
                    i,
                    Said::new(
                        i18n::id("violation-surrender-seats"),
                        [("blacks", seats_arg(blacks)), ("seats", seats_arg(seats))],
                    ),
                    format!("the mafia surrenders as a team: seats must be every black at the table ({blacks}), not {seats}"),
                );
                return;
            }
        }
        self.depart(i, blacks, Leave::Surrender);
        self.game.outcome = Some(Outcome {
            winner: Winner::Red,
            reason: EndReason::Surrender,
            event: i,
        });
    }

    fn end(&mut self, i: usize, winner: Winner) {
        self.ended_by_end_event = Some(i);
        if let Phase::Day(d) = self.phase {
            self.quiet_cycles_decide(i, d);
        }
        match self.game.outcome {
            Some(outcome) if outcome.winner != winner => self.bad(
                i,
                Said::new(
                    i18n::id("violation-winner-differs"),
                    [
                        ("winner", Arg::Text(outcome.winner.name().to_owned())),
                        ("outcome", Arg::Outcome(outcome)),
                        ("stated", Arg::Text(winner.name().to_owned())),
                    ],
                ),
                format!(
                    "the winner is {} ({}), not {}",
                    outcome.winner.name(),
                    describe_outcome(outcome),
                    winner.name()
                ),
            ),
            Some(_) => {}
            None => {
                self.game.outcome = Some(Outcome {
                    winner,
                    reason: EndReason::Judge,
                    event: i,
                })
            }
        }
    }

    /// `seats` leave the table at event `i`.
    fn depart(&mut self, i: usize, seats: SeatSet, how: Leave) {
        let before = self.table;
        let after = before.minus(seats);
        self.quiet_since = None;
        if matches!(
            how,
            Leave::FourthFoul | Leave::Removal | Leave::Disqualification | Leave::TechFouls
        ) {
            for seat in seats.and(before).iter() {
                self.removal_cancels_vote(seat);
            }
        }
        for seat in seats.iter() {
            self.game.departures.push(Departure {
                seat,
                how,
                event: i,
                phase: self.phase,
                table_before: before,
                table_after: after,
            });
        }
        self.table = after;
        let (was, is) = (
            city_of(before, self.game.blacks),
            city_of(after, self.game.blacks),
        );
        if was != is {
            self.game.city_changes.push(CityChange {
                event: i,
                before: was,
                after: is,
            });
        }
        if how.leaves_will() {
            self.will_open = self.will_open.or(seats);
            // R7: the First Out is the first to leave by vote, lift or night shot.
            if self.game.first_out.is_empty() {
                self.game.first_out = seats;
            }
        }
        if self.game.outcome.is_none() {
            let reason = match is {
                City::RedWon => Some((Winner::Red, EndReason::NoBlackLeft)),
                City::BlackWon => Some((Winner::Black, EndReason::BlacksMatchReds)),
                _ => None,
            };
            if let Some((winner, reason)) = reason {
                self.game.outcome = Some(Outcome {
                    winner,
                    reason,
                    event: i,
                });
            }
        }
    }
}

/// Technical fouls that remove a player.
pub const TECH_FOULS_REMOVE: u8 = 2;

/// Last Will Ordered: how many targets with `alive` players left after the departure.
pub fn order_limit(alive: usize) -> usize {
    match alive {
        7.. => 3,
        5..=6 => 2,
        3..=4 => 1,
        _ => 0,
    }
}

/// What an event's sentence is said of: its English words and its message id.
type What = (&'static str, &'static str);

/// Seats of a set as a sentence's argument.
fn seats_arg(set: SeatSet) -> Arg {
    Arg::Seats(set.iter().collect())
}

fn list(seats: &[Seat]) -> String {
    let names: Vec<String> = seats.iter().map(|s| s.to_string()).collect();
    format!("[{}]", names.join(", "))
}

/// The sentence for a result the judge stated where the table's rules decided nothing.
/// A result the judge states where the table's rules decided nothing ([`Game::warnings`]):
/// the result, when, at which event, and who was still at the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct JudgedResult {
    pub winner: Winner,
    pub phase: Phase,
    pub event: usize,
    pub reds: usize,
    pub blacks: usize,
}

impl JudgedResult {
    /// The warning in English, as `pro score` and the importers have always said it.
    pub fn english(&self) -> String {
        let result = match self.winner {
            Winner::Draw => "a draw".to_owned(),
            winner => format!("{} wins", winner.name()),
        };
        format!(
            "the record states {result} by the judge's decision on {} (events[{}]), with {} and \
             {} still at the table: the table's rules do not reach this result, so the record \
             may be incomplete",
            self.phase,
            self.event,
            count(self.reds, "red player"),
            count(self.blacks, "black player"),
        )
    }
}

/// "1 red player", "3 red players".
fn count(n: usize, noun: &str) -> String {
    if n == 1 {
        format!("1 {noun}")
    } else {
        format!("{n} {noun}s")
    }
}

impl EndReason {
    /// The reason as programs name it (`no_black_left`, `blacks_match_reds`,
    /// `declared_defeat`, `surrender`, `judge`, `lift_of_all`, `quiet_cycles`): stable
    /// across languages, where [`describe_outcome`] is English words.
    pub fn code(self) -> &'static str {
        match self {
            EndReason::NoBlackLeft => "no_black_left",
            EndReason::BlacksMatchReds => "blacks_match_reds",
            EndReason::DeclaredDefeat(_) => "declared_defeat",
            EndReason::Surrender => "surrender",
            EndReason::Judge => "judge",
            EndReason::LiftOfAll => "lift_of_all",
            EndReason::QuietCycles => "quiet_cycles",
        }
    }

    /// The reason of a [`EndReason::code`]; a declared defeat names its seat.
    pub fn from_code(code: &str, seat: Option<Seat>) -> Option<EndReason> {
        Some(match code {
            "no_black_left" => EndReason::NoBlackLeft,
            "blacks_match_reds" => EndReason::BlacksMatchReds,
            "declared_defeat" => EndReason::DeclaredDefeat(seat?),
            "surrender" => EndReason::Surrender,
            "judge" => EndReason::Judge,
            "lift_of_all" => EndReason::LiftOfAll,
            "quiet_cycles" => EndReason::QuietCycles,
            _ => return None,
        })
    }
}

/// What a table learns with a record, as data, for each language to word (issue 30): a
/// departure (who left and how, by [`Leave::code`]) or the decision (the winner by
/// [`Winner::name`], why by [`EndReason::code`], with the seat that declared defeat).
/// The live table keeps it beside its English sentences, one for one.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Told {
    /// A seat left the table; `how` a [`Leave::code`].
    Left { seat: u8, name: String, how: String },
    /// The table rules decided the game: the winner (`red`, `black`, `draw`) and why, an
    /// [`EndReason::code`] (`no_black_left`, `declared_defeat`, ...), with the seat that
    /// declared defeat.
    Decided {
        winner: String,
        reason: String,
        seat: Option<u8>,
    },
}

impl Told {
    /// The departure of `seat`, told.
    pub fn left(game: &Game, departure: &Departure) -> Told {
        Told::Left {
            seat: departure.seat.number(),
            name: game.player(departure.seat).name.clone(),
            how: departure.how.code().to_owned(),
        }
    }

    /// The decision, told.
    pub fn decided(outcome: Outcome) -> Told {
        let seat = match outcome.reason {
            EndReason::DeclaredDefeat(seat) => Some(seat.number()),
            _ => None,
        };
        Told::Decided {
            winner: outcome.winner.name().to_owned(),
            reason: outcome.reason.code().to_owned(),
            seat,
        }
    }

    /// The decision it tells, read back; none for a departure or codes this version does
    /// not know.
    pub fn outcome(&self) -> Option<Outcome> {
        let Told::Decided {
            winner,
            reason,
            seat,
        } = self
        else {
            return None;
        };
        let winner = match winner.as_str() {
            "red" => Winner::Red,
            "black" => Winner::Black,
            "draw" => Winner::Draw,
            _ => return None,
        };
        let seat = seat.and_then(|n| Seat::new(i64::from(n)));
        let reason = EndReason::from_code(reason, seat)?;
        Some(Outcome {
            winner,
            reason,
            event: 0,
        })
    }
}

pub fn describe_outcome(outcome: Outcome) -> String {
    match outcome.reason {
        EndReason::NoBlackLeft => "no black player is left at the table".into(),
        EndReason::BlacksMatchReds => "black players are as many as red players".into(),
        EndReason::DeclaredDefeat(seat) => format!("declared defeat of {seat}"),
        EndReason::Surrender => "the mafia surrendered".into(),
        EndReason::Judge => "the judge's decision".into(),
        EndReason::LiftOfAll => "every player at the table was lifted: a draw".into(),
        EndReason::QuietCycles => match outcome.winner {
            Winner::Red => {
                "three nights and days in a row without a departure at four players".into()
            }
            _ => "three nights and days in a row without a departure: a draw".into(),
        },
    }
}
