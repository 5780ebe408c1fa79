//! The typed vocabulary of a Pro Mafia game: roles, teams, rules, events, wills.

use crate::seat::{PerSeat, Seat, SeatList, SeatSet};
use std::fmt;

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Role {
    Civilian,
    Sheriff,
    Mafia,
    Don,
}

impl Role {
    pub fn team(self) -> Team {
        match self {
            Role::Civilian | Role::Sheriff => Team::Red,
            Role::Mafia | Role::Don => Team::Black,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Role::Civilian => "civilian",
            Role::Sheriff => "sheriff",
            Role::Mafia => "mafia",
            Role::Don => "don",
        }
    }

    pub fn parse(text: &str) -> Option<Role> {
        Some(match text {
            "civilian" => Role::Civilian,
            "sheriff" => Role::Sheriff,
            "mafia" => Role::Mafia,
            "don" => Role::Don,
            _ => return None,
        })
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Team {
    Red,
    Black,
}

impl Team {
    pub fn name(self) -> &'static str {
        match self {
            Team::Red => "red",
            Team::Black => "black",
        }
    }

    pub fn other(self) -> Team {
        match self {
            Team::Red => Team::Black,
            Team::Black => Team::Red,
        }
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Winner {
    Red,
    Black,
    Draw,
}

impl Winner {
    pub fn name(self) -> &'static str {
        match self {
            Winner::Red => "red",
            Winner::Black => "black",
            Winner::Draw => "draw",
        }
    }

    pub fn team(team: Team) -> Winner {
        match team {
            Team::Red => Winner::Red,
            Team::Black => Winner::Black,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Player {
    pub seat: Seat,
    pub name: String,
    pub role: Role,
}

/// What happens on day 1 when only one player is nominated.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Day1SingleCandidate {
    /// Nobody leaves and no vote is held (the default).
    #[default]
    NoVote,
    /// The single candidate leaves, as on later days.
    Leaves,
}

/// How many raised hands a lift needs.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum LiftThreshold {
    /// More than half of the players at the table (the default).
    #[default]
    MajorityOfTable,
    /// At least half of the players at the table.
    HalfOfTable,
}

impl LiftThreshold {
    /// Hands needed to lift at a table of `players`.
    pub fn needed(self, players: usize) -> usize {
        match self {
            LiftThreshold::MajorityOfTable => players / 2 + 1,
            LiftThreshold::HalfOfTable => players.div_ceil(2),
        }
    }
}

/// What the voting of day 1 can do (Polemica `zeroVoting`, MafiaRatings `firstVoting`).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Day1Vote {
    /// As on any other day: a single leader leaves, a tie goes to a revote, then a lift.
    #[default]
    Standard,
    /// A single leader of a day-1 round stays (at most gets a speech); ties go to a
    /// revote and a lift as usual, and a passing lift removes the tied players.
    LeaderStays,
    /// A single leader stays; a tie may go straight to the lift (no revote needed).
    LiftOnly,
    /// No voting at all on day 1: nominations may be made, nobody is voted on.
    None,
    /// A single leader leaves only when that player voted for themself.
    SelfVote,
}

impl Day1Vote {
    pub const WORDS: &'static [(&'static str, Day1Vote)] = &[
        ("standard", Day1Vote::Standard),
        ("leader_stays", Day1Vote::LeaderStays),
        ("lift_only", Day1Vote::LiftOnly),
        ("none", Day1Vote::None),
        ("self_vote", Day1Vote::SelfVote),
    ];
}

/// The candidates' order in a revote (MafiaRatings `splitOrder`): it decides who gets the
/// ballots of players who did not vote (the last candidate).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum RevoteOrder {
    /// The tied leaders in the order of the round before (the default).
    #[default]
    Same,
    /// Every other revote reverses that order (the first revote, the third, ...).
    Reverse,
}

/// Whether the tied players of a repeated tie may be lifted in particular circumstances
/// (MafiaRatings `killAll`, `splitOnFour`, `splitOnNine`; Polemica `lift3From9`).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum LiftAllowed {
    /// The lift is held as usual (the default).
    #[default]
    Yes,
    /// No lift: the day ends with nobody leaving.
    No,
    /// (Three at nine only) no lift on day 1; from day 2 on as usual.
    AfterDay1,
}

/// A revote that gives the same tied leaders with other voters behind them (MafiaRatings
/// `altSplit`, 7.19).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum AltSplit {
    /// The tie repeated: the lift is next (7.19.1).
    #[default]
    Continue,
    /// The result changed: one more revote; a tie again then goes to the lift (7.19.2).
    Revote,
}

/// What a removal at the table (fourth foul, removal, disqualification, technical fouls)
/// does to the voting (MafiaRatings `antimonster`, 9.10).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Antimonster {
    /// Nothing (9.10.2).
    #[default]
    No,
    /// The current or next vote is not held (9.10.1).
    NoVoting,
    /// The same, unless the removed player was nominated that day (9.10.3).
    Nominated,
}

/// Nights and days in a row with nobody leaving (MafiaRatings 1.5).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum QuietCycles {
    /// The game goes on.
    #[default]
    PlayOn,
    /// Three nights and days in a row, from a night, with nobody leaving: a draw (1.5).
    Draw,
}

/// Who wins the quiet cycles at four players (MafiaRatings `noKillOnFour`, 1.6).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum NoKillOnFour {
    /// A draw, as at any table (1.6.2).
    #[default]
    Draw,
    /// The red team wins (1.6.1).
    Red,
}

/// A second nomination by the same player on one day (MafiaRatings `withdraw`, 7.5).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Withdraw {
    /// A nomination cannot be withdrawn: a player nominates once a day (7.5.3).
    #[default]
    No,
    /// A player's later nomination withdraws their earlier one (7.5.2).
    Auto,
    /// A nomination is withdrawn by saying so (a `withdraw` event), and only then may the
    /// player nominate again (7.5.1).
    Allowed,
}

/// The seats the judge calls when the mafia shoots (MafiaRatings `shooting`, 8.3).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Shooting {
    /// Every seat from 1 to 10: a shot may fall on an empty seat, a miss (8.3.1, P4).
    #[default]
    AllSeats,
    /// Only the seats at the table: nobody can shoot an empty seat (8.3.2).
    SeatsAtTable,
}

/// A repeated tie among every player at the table (MafiaRatings `killAll`).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum TieOfAll {
    /// The lift is held as for any other tie (the default).
    #[default]
    Lift,
    /// No lift: the day ends with nobody leaving.
    NoLift,
    /// The lift is held; if it passes the game ends in a draw.
    Draw,
}

/// The table-rule parameters of one game.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Rules {
    pub day1_single_candidate: Day1SingleCandidate,
    pub lift_threshold: LiftThreshold,
    pub fourth_foul_removes: bool,
    pub day1_vote: Day1Vote,
    pub revote_order: RevoteOrder,
    /// Two tied twice at four players may be lifted.
    pub lift_two_at_4: LiftAllowed,
    /// Three tied twice at nine players may be lifted.
    pub lift_three_at_9: LiftAllowed,
    pub tie_of_all: TieOfAll,
    /// Technical fouls are given (MafiaRatings `techFouls`).
    pub tech_fouls: bool,
    /// The First Out may leave a First Color Will (MafiaRatings `legacy`, 8.17).
    pub first_color_will: bool,
    /// The last player to leave speaks after the game has ended, and may leave a will
    /// then (MafiaRatings `gameEndSpeech`, 8.19).
    pub end_speech: bool,
    /// A player with three fouls may nominate (MafiaRatings `threeWarningsNomination`, 9.6).
    pub three_fouls_nominate: bool,
    /// A player shot at night may nominate in their last speech at the start of the next
    /// day (MafiaRatings `killedNom`, 8.6).
    pub last_speech_nominates: bool,
    pub alt_split: AltSplit,
    pub antimonster: Antimonster,
    pub shooting: Shooting,
    pub withdraw: Withdraw,
    pub three_quiet_cycles: QuietCycles,
    pub no_kill_on_four: NoKillOnFour,
}

impl Default for Rules {
    fn default() -> Rules {
        Rules {
            day1_single_candidate: Day1SingleCandidate::NoVote,
            lift_threshold: LiftThreshold::MajorityOfTable,
            fourth_foul_removes: true,
            day1_vote: Day1Vote::Standard,
            revote_order: RevoteOrder::Same,
            lift_two_at_4: LiftAllowed::Yes,
            lift_three_at_9: LiftAllowed::Yes,
            tie_of_all: TieOfAll::Lift,
            tech_fouls: true,
            first_color_will: true,
            end_speech: true,
            three_fouls_nominate: true,
            last_speech_nominates: false,
            alt_split: AltSplit::Continue,
            antimonster: Antimonster::No,
            shooting: Shooting::AllSeats,
            withdraw: Withdraw::No,
            three_quiet_cycles: QuietCycles::PlayOn,
            no_kill_on_four: NoKillOnFour::Draw,
        }
    }
}

/// Where the game is: night 0 is the arrangement, then day 1, night 1, day 2, ...
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Phase {
    Night(u8),
    Day(u8),
}

impl fmt::Display for Phase {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Phase::Night(n) => write!(f, "night {n}"),
            Phase::Day(n) => write!(f, "day {n}"),
        }
    }
}

/// A will, as left by a player who has just left the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Will {
    /// First Color Will: up to three seats declared red or black (by seat).
    Colors(PerSeat<Team>),
    /// Last Will Ordered: seats in order.
    Order(SeatList),
    /// Pass the Helm to one recipient.
    Helm(Seat),
    /// The will was skipped.
    Skipped,
}

impl Will {
    /// How many targets the will names (colors or order); a helm names no target.
    pub fn targets(&self) -> usize {
        self.named().len()
    }

    /// The seats a First Color Will or a Last Will Ordered names.
    pub fn named(&self) -> SeatSet {
        match self {
            Will::Colors(colors) => colors_of(colors).map(|(s, _)| s).collect(),
            Will::Order(order) => order.set(),
            Will::Helm(_) | Will::Skipped => SeatSet::EMPTY,
        }
    }
}

/// The declarations of a First Color Will, in seat order.
pub fn colors_of(colors: &PerSeat<Team>) -> impl Iterator<Item = (Seat, Team)> + '_ {
    Seat::ALL
        .into_iter()
        .filter_map(|s| colors[s.index()].map(|team| (s, team)))
}

/// The hands of a lift: those raised, or, in a record that did not keep them (MafiaRatings
/// before its `k` feature, most of 2020), only whether the lift passed, which the record's
/// departures state (an omerta addition to the protocol: `{"type": "lift", "passed": true}`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Hands {
    Raised(SeatSet),
    Unrecorded { passed: bool },
}

impl Hands {
    /// The seats that raised a hand, where the record keeps them.
    pub fn raised(self) -> Option<SeatSet> {
        match self {
            Hands::Raised(yes) => Some(yes),
            Hands::Unrecorded { .. } => None,
        }
    }
}

/// One event of the protocol, typed. `Invalid` stands for an event that could not be read
/// (its problems are reported) so that indices stay those of the document.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Event {
    Day,
    Night,
    Nominate {
        by: Seat,
        target: Seat,
    },
    /// A player withdraws their nomination of the day (MafiaRatings 7.5.1 and 7.5.2).
    Withdraw {
        by: Seat,
    },
    Vote {
        candidates: Option<SeatList>,
        /// Each voter's candidate, by voter.
        ballots: PerSeat<Seat>,
    },
    Lift {
        hands: Hands,
    },
    Shots {
        /// Each shooter's target, by shooter.
        shots: PerSeat<Seat>,
        miss_by: SeatSet,
        credit: Option<Seat>,
    },
    DonCheck {
        target: Seat,
    },
    SheriffCheck {
        target: Seat,
    },
    Will {
        by: Seat,
        will: Will,
    },
    Foul {
        seat: Seat,
    },
    /// A technical foul (counted apart from fouls).
    TechFoul {
        seat: Seat,
    },
    /// Points a judge awards by hand, outside the scoring model. `reason` indexes the
    /// protocol's texts (`Protocol::texts`, `Game::texts`).
    Bonus {
        seat: Seat,
        points: crate::points::Points,
        reason: Option<u32>,
    },
    Removal {
        seat: Seat,
    },
    Disqualification {
        seat: Seat,
    },
    DeclaredDefeat {
        seat: Seat,
    },
    Surrender {
        seats: Option<SeatSet>,
    },
    End {
        winner: Winner,
    },
    Invalid,
}

impl Event {
    pub fn kind(&self) -> &'static str {
        match self {
            Event::Day => "day",
            Event::Night => "night",
            Event::Nominate { .. } => "nominate",
            Event::Withdraw { .. } => "withdraw",
            Event::Vote { .. } => "vote",
            Event::Lift { .. } => "lift",
            Event::Shots { .. } => "shots",
            Event::DonCheck { .. } => "don_check",
            Event::SheriffCheck { .. } => "sheriff_check",
            Event::Will { .. } => "will",
            Event::Foul { .. } => "foul",
            Event::TechFoul { .. } => "tech_foul",
            Event::Bonus { .. } => "bonus",
            Event::Removal { .. } => "removal",
            Event::Disqualification { .. } => "disqualification",
            Event::DeclaredDefeat { .. } => "declared_defeat",
            Event::Surrender { .. } => "surrender",
            Event::End { .. } => "end",
            Event::Invalid => "invalid",
        }
    }
}
