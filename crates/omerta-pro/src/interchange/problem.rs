//! What the importers and the exporter say of a document, as data (issue 30): each
//! [`Problem`] is one kind of sentence with what it names, and [`Place`] where it is. The
//! English is [`Problem::english`], word for word the sentences the importers have always
//! written; the edges word the same data in the reader's language (`omerta_i18n::import`),
//! and the catalog's tests hold its English to [`Problem::english`] for every kind
//! ([`Problem::samples`]).

use crate::game::{JudgedResult, Leave};
use crate::model::{Phase, Role, Winner};
use crate::seat::{Seat, SeatSet};
use crate::Violation;
use std::fmt;

/// The system a document comes from (or is written for).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum System {
    Polemica,
    MafiaRatings,
}

impl System {
    pub fn name(self) -> &'static str {
        match self {
            System::Polemica => "Polemica",
            System::MafiaRatings => "MafiaRatings",
        }
    }
}

/// What a source document should have been, as a refusal names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Expected {
    /// A Polemica game (the API's object).
    PolemicaGame,
    /// A Polemica match page's object.
    PolemicaMatch,
    MafiaRatingsGame,
}

impl Expected {
    /// "a Polemica game", as the refusal says it.
    pub fn english(self) -> &'static str {
        match self {
            Expected::PolemicaGame => "a Polemica game",
            Expected::PolemicaMatch => "a Polemica match",
            Expected::MafiaRatingsGame => "a MafiaRatings game",
        }
    }
}

/// Why serde stopped reading a source (serde_json's `Category`, without IO: the text is
/// in memory).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unread {
    /// Not JSON.
    Syntax,
    /// The text ends before the JSON does.
    Eof,
    /// JSON, but a field of the wrong type (or a missing one).
    Data,
}

impl Unread {
    pub fn of(error: &serde_json::Error) -> Unread {
        use serde_json::error::Category;
        match error.classify() {
            Category::Eof => Unread::Eof,
            Category::Data => Unread::Data,
            Category::Syntax | Category::Io => Unread::Syntax,
        }
    }
}

/// Where a notice is: the document's own path (`players[3].role`, as it is in every
/// language), or a place said in words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Place {
    /// A path in the document (the source's, or the protocol's on export); empty for the
    /// whole document.
    Path(String),
    /// Where serde stopped, by line and column (no path it could name).
    Line { line: usize, column: usize },
    /// Where serde stopped: a path, and its line and column.
    PathLine {
        path: String,
        line: usize,
        column: usize,
    },
    /// A day of the game (omerta's numbering), where a lift was rebuilt.
    Day(u32),
    /// The will of a seat kept in a MafiaRatings game's `omerta` object.
    WillsBy(Seat),
}

impl Place {
    /// The place in English, as the importers have always written it.
    pub fn english(&self) -> String {
        match self {
            Place::Path(path) => path.clone(),
            Place::Line { line, column } => format!("line {line}, column {column}"),
            Place::PathLine { path, line, column } => {
                format!("{path} (line {line}, column {column})")
            }
            Place::Day(day) => format!("day {day}"),
            Place::WillsBy(seat) => format!("omerta.wills (by {seat})"),
        }
    }
}

impl From<String> for Place {
    fn from(path: String) -> Place {
        Place::Path(path)
    }
}

impl From<&str> for Place {
    fn from(path: &str) -> Place {
        Place::Path(path.to_owned())
    }
}

impl From<&String> for Place {
    fn from(path: &String) -> Place {
        Place::Path(path.clone())
    }
}

/// An option of the protocol's rules MafiaRatings cannot hold, kept in the `omerta` object
/// on export.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kept {
    /// A first-day vote MafiaRatings has no code for.
    Day1Vote,
    /// An option today's rules code lacks.
    CodeOption,
    /// An option MafiaRatings has not at all.
    Option,
    /// The lift by half of the table.
    LiftThreshold,
    /// A fourth foul that does not remove.
    FourthFoul,
    /// A round's candidates without nominations.
    Candidates,
    /// Who is responsible for a miss.
    Miss,
    /// The credit for the Sheriff's kill.
    Credit,
    /// A technical disqualification.
    Disqualification,
    /// A will naming red players.
    LegacyColors,
    /// Pass the Helm.
    Helm,
}

/// One sentence an importer or the exporter says of a document: its kind and what it
/// names. Document values are kept as the document wrote them (`text`), counts and seats
/// as numbers and seats.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    // Reading the document.
    /// serde read the text but it is no such document.
    NotExpected {
        expected: Expected,
    },
    /// serde stopped: why, and serde's own detail (its English).
    Unreadable {
        expected: Expected,
        why: Unread,
        detail: String,
    },
    /// The record breaks the table's rules once read as a protocol.
    BreaksRules(Violation),
    /// A result the judge states that the table's rules do not reach.
    JudgedResult(JudgedResult),

    // Wills and checks placed after the departures.
    CheckAfterEnd {
        sheriff: bool,
    },
    WillNotPlaced,
    WillAfterLeaving {
        seat: Seat,
        how: Leave,
    },
    WillNeverLeft {
        seat: Seat,
    },
    WillRedsNotFirstOut {
        seat: Seat,
    },
    WillNamedGone {
        named: Seat,
        by: Seat,
    },
    WillTooManyColors {
        extra: Seat,
    },
    WillOrderTooLong {
        players: usize,
        limit: usize,
        dropped: Vec<Seat>,
    },
    HelmGone {
        helm: Seat,
        by: Seat,
    },

    // Shared by both importers.
    NotASeat {
        text: String,
    },
    MissingPlayers {
        system: System,
    },
    TableDeals {
        want: usize,
        role: Role,
        have: usize,
    },

    // Polemica.
    NotADay {
        text: String,
        most: i64,
    },
    BonusNotPoints {
        text: String,
    },
    NotAPolemicaResult {
        text: String,
    },
    PolemicaTableOfTen {
        count: usize,
    },
    SeatTwice {
        seat: Seat,
    },
    NotAPolemicaRole {
        text: String,
    },
    AwardDropped,
    NotADay1Vote {
        text: String,
    },
    VotesTwice {
        voter: Seat,
        round: i64,
        day: u32,
    },
    NotAVotingRound {
        text: String,
    },
    NotACheckingRole {
        text: String,
    },
    HelmBesideWill,
    UnknownStage {
        text: String,
        day: u32,
    },
    CreditNotASeat {
        text: String,
    },
    CreditNotHeld {
        killer: Seat,
    },

    // MafiaRatings.
    NotARound {
        text: String,
        most: i64,
    },
    MafiaRatingsTableOfTen {
        count: usize,
    },
    NotAWinner {
        text: String,
    },
    LiftContradicted {
        leaders: SeatSet,
        left: SeatSet,
        stayed: SeatSet,
    },
    LiftRebuilt {
        leaders: SeatSet,
        passed: bool,
    },
    NotAMafiaRatingsRole {
        text: String,
    },
    ArrangementDropped,
    NotADeath,
    NotARulesCode {
        text: String,
    },
    UnknownFirstVoting {
        option: u8,
    },
    UnknownAntimonster {
        option: u8,
    },
    NotAVote {
        text: String,
    },
    CheckOnNight0,
    UnknownGameTime {
        text: String,
        day: u32,
    },
    FoulsCounted,
    NotFoulTimes {
        text: String,
    },
    GaveUpAsRemoval,
    BonusNotPointsLeftOut {
        text: String,
    },
    TitleDropped {
        text: String,
    },
    NotABonus {
        text: String,
    },
    CommentDropped,
    DiedButStays {
        seat: Seat,
    },
    LeftWithoutDeath {
        seat: Seat,
        how: Leave,
    },
    BrokenRulesOption {
        name: &'static str,
        key: &'static str,
    },

    // The export to MafiaRatings.
    KeptInOmerta(Kept),
    DeclaredDefeatNotHeld {
        seat: Seat,
    },
    DisqualifiedAfterLeaving {
        seat: Seat,
    },
}

impl Problem {
    /// The sentence in English, word for word as the importers have always written it.
    pub fn english(&self) -> String {
        match self {
            Problem::NotExpected { expected } => format!("not {}", expected.english()),
            Problem::Unreadable {
                expected, detail, ..
            } => format!("not {}: {detail}", expected.english()),
            Problem::BreaksRules(v) => {
                format!("the record, read as a protocol, breaks the table's rules at {v}")
            }
            Problem::JudgedResult(judged) => judged.english(),
            Problem::CheckAfterEnd { sheriff } => format!(
                "a {} after the shot that ended the game cannot be held; left out",
                if *sheriff { "sheriff_check" } else { "don_check" }
            ),
            Problem::WillNotPlaced => {
                "the game could not be followed far enough to place this will; it is left out"
                    .to_owned()
            }
            Problem::WillAfterLeaving { seat, how } => format!(
                "{seat} left by {} and leaves no will in omerta-pro/1; the will is left out",
                how.name()
            ),
            Problem::WillNeverLeft { seat } => format!(
                "{seat} never left the table, so omerta-pro/1 holds no will of theirs; it is left out"
            ),
            Problem::WillRedsNotFirstOut { seat } => format!(
                "{seat} is not the First Out: omerta-pro/1 holds only the players named black, as a Last Will Ordered; those named red are left out"
            ),
            Problem::WillNamedGone { named, by } => {
                format!("{named} had left the table when {by} named them; the name is left out")
            }
            Problem::WillTooManyColors { extra } => {
                format!("a First Color Will names at most 3 players; {extra} is left out")
            }
            Problem::WillOrderTooLong {
                players,
                limit,
                dropped,
            } => {
                let dropped: Vec<String> = dropped.iter().map(|s| s.to_string()).collect();
                format!(
                    "with {players} players left a Last Will Ordered names at most {limit}; {} left out",
                    dropped.join(", ")
                )
            }
            Problem::HelmGone { helm, by } => format!(
                "{helm} had left the table when {by} passed the helm; the will is left out"
            ),
            Problem::NotASeat { text } => format!("{text} is not a seat 1 to 10"),
            Problem::MissingPlayers { system } => format!(
                "missing: a {} game lists its ten players",
                system.name()
            ),
            Problem::TableDeals { want, role, have } => {
                format!("a table deals {want} {}, this one {have}", role.name())
            }
            Problem::NotADay { text, most } => {
                format!("{text} is not a day or night 1 to {most}")
            }
            Problem::BonusNotPoints { text } => format!(
                "{text} is not a number of points with at most three decimals; the bonus is left out"
            ),
            Problem::NotAPolemicaResult { text } => {
                format!("{text} is not a Polemica result (0: red wins, 1: black wins)")
            }
            Problem::PolemicaTableOfTen { count } => {
                format!("a Pro Mafia table has ten players, not {count}")
            }
            Problem::SeatTwice { seat } => format!("seat {seat} is listed twice"),
            Problem::NotAPolemicaRole { text } => format!(
                "{text} is not a Polemica role (0 Don, 1 mafia, 2 civilian, 3 Sheriff)"
            ),
            Problem::AwardDropped => "omerta-pro/1 has no place for Polemica's award (only the judge's bonuses are kept)".to_owned(),
            Problem::NotADay1Vote { text } => format!(
                "{text:?} is not a Polemica day-1 vote (respeech, liftOnly or none)"
            ),
            Problem::VotesTwice { voter, round, day } => {
                format!("{voter} votes twice in round {round} of day {day}")
            }
            Problem::NotAVotingRound { text } => format!("{text} is not a voting round"),
            Problem::NotACheckingRole { text } => {
                format!("{text} is not a checking role (0 Don, 3 Sheriff)")
            }
            Problem::HelmBesideWill => {
                "a will is colors or an order or a helm: the helm (vice) is left out".to_owned()
            }
            Problem::UnknownStage { text, day } => {
                format!("unknown stage {text:?}: placed at the start of day {day}")
            }
            Problem::CreditNotASeat { text } => format!("{text} is not a seat; left out"),
            Problem::CreditNotHeld { killer } => format!(
                "names {killer}, but omerta-pro/1 credits a black player only with a Sheriff killed on the first night; left out"
            ),
            Problem::NotARound { text, most } => format!("{text} is not a round 0 to {most}"),
            Problem::MafiaRatingsTableOfTen { count } => {
                format!("a MafiaRatings game has ten players, not {count}")
            }
            Problem::NotAWinner { text } => {
                format!("{text:?} is not \"civ\", \"maf\" or \"tie\"")
            }
            Problem::LiftContradicted {
                leaders,
                left,
                stayed,
            } => format!(
                "the revote among {leaders} repeated the tie and the record keeps no show of hands; it says {left} left the table that day but {stayed} did not, and a lift takes all of the tied players or none, so the day cannot be rebuilt"
            ),
            Problem::LiftRebuilt { leaders, passed } => format!(
                "the revote among {leaders} repeated the tie, and the record keeps no show of hands (MafiaRatings kept them from its \"k\" feature on); the lift is rebuilt as {}, since {} left the table that day; whose hands went up is not known, so no hand is scored",
                if *passed { "passed" } else { "failed" },
                if *passed { "all of them" } else { "none of them" }
            ),
            Problem::NotAMafiaRatingsRole { text } => {
                format!("{text:?} is not \"civ\", \"maf\", \"sheriff\" or \"don\"")
            }
            Problem::ArrangementDropped => {
                "omerta-pro/1 has no place for the mafia's arrangement; left out".to_owned()
            }
            Problem::NotADeath => "a death is true, a round, a type or an object".to_owned(),
            Problem::NotARulesCode { text } => format!(
                "{text} is not a rules code of 13 digits (or 29, as older games keep it); the default rules are used"
            ),
            Problem::UnknownFirstVoting { option } => {
                format!("first-day voting option {option} is unknown; standard is used")
            }
            Problem::UnknownAntimonster { option } => format!(
                "antimonster option {option} (the removed nominee still voted on) is not held; a removal changes no vote"
            ),
            Problem::NotAVote { text } => format!("{text} is not a seat or a hand in the lift"),
            Problem::CheckOnNight0 => "nobody checks on night 0".to_owned(),
            Problem::UnknownGameTime { text, day } => {
                format!("unknown game time {text:?}: placed at the start of day {day}")
            }
            Problem::FoulsCounted => {
                "only a count is recorded: the fouls are placed at the end of the game".to_owned()
            }
            Problem::NotFoulTimes { text } => {
                format!("{text} is neither a count nor a list of game times")
            }
            Problem::GaveUpAsRemoval => {
                "a red player who gave up is recorded as a removal".to_owned()
            }
            Problem::BonusNotPointsLeftOut { text } => format!(
                "{text} is not a number of points with at most three decimals; left out"
            ),
            Problem::TitleDropped { text } => {
                format!("omerta-pro/1 has no place for the title {text:?}; left out")
            }
            Problem::NotABonus { text } => format!("{text} is not a bonus"),
            Problem::CommentDropped => {
                "omerta-pro/1 keeps a comment only as a bonus's reason; left out".to_owned()
            }
            Problem::DiedButStays { seat } => format!(
                "the record says {seat} died, but by the rest of the record {seat} stays at the table"
            ),
            Problem::LeftWithoutDeath { seat, how } => format!(
                "the record gives {seat} no death, but by the rest of the record {seat} left by {}",
                how.name()
            ),
            Problem::BrokenRulesOption { name, key } => format!(
                "the record breaks its rules code's {name} option ({key}); it is imported without it"
            ),
            Problem::KeptInOmerta(kept) => kept.english().to_owned(),
            Problem::DeclaredDefeatNotHeld { seat } => format!(
                "MafiaRatings records a declared defeat only for a player at the table; {seat}'s is left out"
            ),
            Problem::DisqualifiedAfterLeaving { seat } => {
                format!("MafiaRatings cannot disqualify {seat} after leaving; left out")
            }
        }
    }

    /// One problem of every kind (every [`Kept`] and [`Unread`] too), with sample values:
    /// the catalog's tests word each and hold its English to [`Problem::english`].
    pub fn samples() -> Vec<Problem> {
        let s = |n: i64| Seat::new(n).expect("a seat 1 to 10");
        let set = |seats: &[i64]| seats.iter().map(|n| s(*n)).collect::<SeatSet>();
        let violation = crate::replay_json(
            r#"{"format":"omerta-pro/1","players":[{"seat":1,"role":"civilan"}],"events":[]}"#,
        )
        .err()
        .and_then(|e| match e {
            crate::Error::Invalid(list) => list.into_iter().next(),
            _ => None,
        })
        .expect("a protocol with an unknown role is refused");
        let mut samples = vec![
            Problem::NotExpected {
                expected: Expected::PolemicaGame,
            },
            Problem::BreaksRules(violation),
            Problem::JudgedResult(JudgedResult {
                winner: Winner::Red,
                phase: Phase::Day(3),
                event: 17,
                reds: 1,
                blacks: 2,
            }),
            Problem::JudgedResult(JudgedResult {
                winner: Winner::Draw,
                phase: Phase::Night(2),
                event: 9,
                reds: 4,
                blacks: 1,
            }),
            Problem::CheckAfterEnd { sheriff: true },
            Problem::CheckAfterEnd { sheriff: false },
            Problem::WillNotPlaced,
            Problem::WillNeverLeft { seat: s(4) },
            Problem::WillRedsNotFirstOut { seat: s(2) },
            Problem::WillNamedGone {
                named: s(5),
                by: s(2),
            },
            Problem::WillTooManyColors { extra: s(9) },
            Problem::WillOrderTooLong {
                players: 7,
                limit: 2,
                dropped: vec![s(3), s(8)],
            },
            Problem::HelmGone {
                helm: s(6),
                by: s(1),
            },
            Problem::NotASeat { text: "11".into() },
            Problem::MissingPlayers {
                system: System::Polemica,
            },
            Problem::MissingPlayers {
                system: System::MafiaRatings,
            },
            Problem::NotADay {
                text: "0".into(),
                most: 100,
            },
            Problem::BonusNotPoints {
                text: "0.1234".into(),
            },
            Problem::NotAPolemicaResult { text: "2".into() },
            Problem::PolemicaTableOfTen { count: 9 },
            Problem::SeatTwice { seat: s(3) },
            Problem::NotAPolemicaRole { text: "7".into() },
            Problem::AwardDropped,
            Problem::NotADay1Vote {
                text: "twice".into(),
            },
            Problem::VotesTwice {
                voter: s(4),
                round: 2,
                day: 3,
            },
            Problem::NotAVotingRound { text: "21".into() },
            Problem::NotACheckingRole { text: "2".into() },
            Problem::HelmBesideWill,
            Problem::UnknownStage {
                text: "interlude".into(),
                day: 2,
            },
            Problem::CreditNotASeat { text: "12".into() },
            Problem::CreditNotHeld { killer: s(8) },
            Problem::NotARound {
                text: "-1".into(),
                most: 100,
            },
            Problem::MafiaRatingsTableOfTen { count: 11 },
            Problem::NotAWinner {
                text: "town".into(),
            },
            Problem::LiftContradicted {
                leaders: set(&[2, 5]),
                left: set(&[2]),
                stayed: set(&[5]),
            },
            Problem::NotAMafiaRatingsRole {
                text: "doctor".into(),
            },
            Problem::ArrangementDropped,
            Problem::NotADeath,
            Problem::NotARulesCode {
                text: "\"12\"".into(),
            },
            Problem::UnknownFirstVoting { option: 7 },
            Problem::UnknownAntimonster { option: 5 },
            Problem::NotAVote {
                text: "\"x\"".into(),
            },
            Problem::CheckOnNight0,
            Problem::UnknownGameTime {
                text: "tea".into(),
                day: 1,
            },
            Problem::FoulsCounted,
            Problem::NotFoulTimes {
                text: "\"two\"".into(),
            },
            Problem::GaveUpAsRemoval,
            Problem::BonusNotPointsLeftOut {
                text: "0.0001".into(),
            },
            Problem::TitleDropped {
                text: "best move".into(),
            },
            Problem::NotABonus {
                text: "true".into(),
            },
            Problem::CommentDropped,
            Problem::DiedButStays { seat: s(7) },
            Problem::BrokenRulesOption {
                name: "techFouls",
                key: "tech_fouls: false",
            },
            Problem::DeclaredDefeatNotHeld { seat: s(10) },
            Problem::DisqualifiedAfterLeaving { seat: s(3) },
        ];
        for why in [Unread::Syntax, Unread::Eof, Unread::Data] {
            samples.push(Problem::Unreadable {
                expected: Expected::MafiaRatingsGame,
                why,
                detail: "expected value".into(),
            });
        }
        for expected in [Expected::PolemicaMatch, Expected::MafiaRatingsGame] {
            samples.push(Problem::NotExpected { expected });
        }
        for passed in [true, false] {
            samples.push(Problem::LiftRebuilt {
                leaders: set(&[3, 6]),
                passed,
            });
        }
        for role in [Role::Civilian, Role::Sheriff, Role::Mafia, Role::Don] {
            samples.push(Problem::TableDeals {
                want: 2,
                role,
                have: 3,
            });
        }
        for how in Leave::ALL {
            samples.push(Problem::WillAfterLeaving { seat: s(5), how });
            samples.push(Problem::LeftWithoutDeath { seat: s(5), how });
        }
        for kept in Kept::ALL {
            samples.push(Problem::KeptInOmerta(kept));
        }
        samples
    }
}

impl Kept {
    /// Every option kept, for the samples.
    pub const ALL: [Kept; 11] = [
        Kept::Day1Vote,
        Kept::CodeOption,
        Kept::Option,
        Kept::LiftThreshold,
        Kept::FourthFoul,
        Kept::Candidates,
        Kept::Miss,
        Kept::Credit,
        Kept::Disqualification,
        Kept::LegacyColors,
        Kept::Helm,
    ];

    /// The warning in English.
    pub fn english(self) -> &'static str {
        match self {
            Kept::Day1Vote => {
                "MafiaRatings has no such first-day vote; kept in the \"omerta\" object"
            }
            Kept::CodeOption => {
                "today's MafiaRatings rules code has no such option; kept in the \"omerta\" object"
            }
            Kept::Option => "MafiaRatings has no such option; kept in the \"omerta\" object",
            Kept::LiftThreshold => {
                "MafiaRatings lifts with more than half of the table; kept in the \"omerta\" object"
            }
            Kept::FourthFoul => {
                "MafiaRatings always removes at the fourth foul; kept in the \"omerta\" object"
            }
            Kept::Candidates => {
                "MafiaRatings knows candidates only by who nominated them; this round's candidates are kept in the \"omerta\" object"
            }
            Kept::Miss => {
                "MafiaRatings holds no responsibility for a miss; kept in the \"omerta\" object"
            }
            Kept::Credit => {
                "MafiaRatings holds no credit for the Sheriff's kill; kept in the \"omerta\" object"
            }
            Kept::Disqualification => {
                "MafiaRatings has no technical disqualification; written as a kick-out and kept in the \"omerta\" object"
            }
            Kept::LegacyColors => {
                "MafiaRatings' legacy names black players only; the whole will is kept in the \"omerta\" object"
            }
            Kept::Helm => "MafiaRatings has no Pass the Helm; kept in the \"omerta\" object",
        }
    }
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.english())
    }
}
