//! What keeps a script from being read as a game, or a setup from being dealt: each problem
//! with its parts, at its place in the document. `Display` writes the English, as the reader
//! has always said it; [`Problem::said`] gives the same as data (messages
//! `m1923-problem-*`) for the edge to word in the reader's language
//! (`omerta_i18n::m1923::problem`, whose English the tests hold to `Display` for every
//! variant).

use crate::message::{i18n, Arg, Phase, Said};
use crate::role::Role;
use std::fmt;

/// A problem: where (a place in the document as written, `players[3]`,
/// `phases[4].votes[12]`, `deal`; none for the whole document) and what.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    pub at: Option<String>,
    pub what: Fault,
}

impl Problem {
    /// A problem of the whole document.
    pub fn new(what: Fault) -> Problem {
        Problem { at: None, what }
    }

    /// A problem at `at`.
    pub fn at(at: impl Into<String>, what: Fault) -> Problem {
        Problem {
            at: Some(at.into()),
            what,
        }
    }

    /// The same problem inside `outer` (`deal`, then `roles`: `deal: roles`).
    pub fn within(self, outer: &str) -> Problem {
        let at = match self.at {
            Some(at) => format!("{outer}: {at}"),
            None => outer.to_owned(),
        };
        Problem {
            at: Some(at),
            what: self.what,
        }
    }

    /// The problem as data: its place as written, then what.
    pub fn said(&self) -> Said {
        match &self.at {
            Some(at) => Said::new(i18n::id("m1923-problem-at"))
                .with("at", Arg::Text(at.clone()))
                .with("problem", Arg::said(self.what.said())),
            None => self.what.said(),
        }
    }
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.at {
            Some(at) => write!(f, "{at}: {}", self.what),
            None => write!(f, "{}", self.what),
        }
    }
}

/// Which kind of name a phase lists that is not a player's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Listed {
    /// A Moderators' exile's player.
    Exiled,
    /// A Mafia kill's target.
    MafiaTarget,
}

/// What is wrong. Names and the document's own words are quoted as written (`"Ann"`); a
/// field that is missing is `None`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Fault {
    /// The document is of another format.
    UnknownFormat { format: String },
    /// The document says no format.
    NoFormat,
    /// The document is no script at all: serde's detail, as it is.
    NotAScript { detail: String },
    /// No seed.
    NoSeed,
    /// A family without its name or its size.
    FamilyShape,
    /// Fewer than two families.
    TooFewFamilies,
    /// An allowed second role that no Mafia Member may hold (M8).
    NotAllowedRole { name: String },
    /// The deal is neither given nor random.
    UnknownDeal { deal: Option<String> },
    /// A player without a name.
    NoName,
    /// A level other than beginner, standard or spectator.
    UnknownLevel { level: Option<String> },
    /// A family not in the game.
    NoSuchFamily { family: String },
    /// A second role not of the game.
    UnknownSecondRole { role: String },
    /// A role not of the game.
    UnknownRole { role: String },
    /// A second role beside a role other than Mafia Member (M9).
    SecondRoleNotMafia,
    /// A second role without a role (M9).
    SecondRoleAlone,
    /// A Spectator with a family or a role (M6, M9).
    SpectatorWithRole,
    /// A given deal without a player's family or role.
    GivenDealIncomplete,
    /// A player listed twice.
    ListedTwice { name: String },
    /// A second role a Mafia Member may not hold (M8).
    NotASecondRole { role: Role },
    /// The pools hold more roles than there are standard players (M12).
    TooManyToDeal { copies: usize, standard: usize },
    /// A phase out of the game's order: the phase found, and the one due (none after day 5).
    PhaseOrder {
        found: Option<String>,
        due: Option<Phase>,
    },
    /// A name a phase lists that is no player's.
    NotAPlayer { listed: Listed, name: String },
    /// An action without its player or its role.
    ActionShape,
    /// An action naming a player or a family not in the game.
    ActionNamesNobody,
    /// A role that has no action to submit.
    NoAction { role: Role },
    /// An action of `role` with `given` targets, not `need`.
    TargetCount {
        role: Role,
        need: usize,
        given: usize,
    },
    /// A Drunkard's action without a family.
    DrunkardFamily,
    /// A Sheriff's jail without a family.
    SheriffShape,
    /// A Councilor's or a Pacifist's vote naming neither a family nor one player.
    ExtraVoteShape { role: Role },
    /// Ballots in a night.
    VotesInNight,
    /// A Mafia target named twice.
    KillNamedTwice { name: String },
    /// Mafia kills in a day.
    KillsInDay,
    /// A ballot whose voter is no player.
    VoterUnknown,
    /// A ballot for a name that is no player's.
    VoteForUnknown { name: String },
    /// The Mafia Member role in a pool (M12).
    MafiaMemberInPool,
    /// Townsperson in a pool (M12).
    TownspersonInPool,
    /// A pool's entry without its role.
    NoRole,
    /// A pool's count below 1.
    CountBelowOne,
    /// A role listed twice in a pool (M12).
    PoolListedTwice { role: Role, pool: String },
    /// A beginner dealt a role other than Townsperson (a given deal).
    BeginnerRole { name: String },
    /// A Mafia Member dealt a role no Mafia Member may hold (a given deal).
    MafiaMayNotHold { name: String, role: Role },
    /// A family of a size other than 8 or 10 (a given deal).
    FamilySize { family: String },
    /// A family dealt another number of players than its size.
    FamilyPlayers {
        family: String,
        has: usize,
        size: usize,
    },
    /// A family dealt another number of Mafia Members than its size takes.
    FamilyMafia {
        family: String,
        has: usize,
        need: usize,
    },
    /// A family of a size other than 8 or 10 (a random deal).
    FamilySeats { family: String, size: usize },
    /// Sign-ups other than the families' seats.
    SeatsSignedUp { players: usize, seats: usize },
    /// A name signed up twice.
    SignedUpTwice { name: String },
    /// A spectator requesting a family or a role (M6, M9).
    SpectatorRequests { name: String },
    /// A beginner requesting a role (M9).
    BeginnerRequest { name: String },
    /// A request for a family not in the game.
    RequestsNoFamily { name: String, family: String },
    /// A Mafia Member requesting a second role no Mafia Member may hold (its code, `boss`).
    MafiaCannotHold { name: String, role: String },
    /// Townsperson in a pool of a random deal (M12).
    TownspersonDealt,
    /// The pools hold more roles than there are standard players (a random deal, M12).
    PoolsTooLarge { copies: usize, standard: usize },
}

/// A count as data (it chooses a plural).
fn count(n: usize) -> Arg {
    Arg::Number(i64::try_from(n).unwrap_or(i64::MAX))
}

/// Quoted as written (`"Ann"`), as the English has always quoted names.
fn quoted(text: &str) -> Arg {
    Arg::Text(format!("{text:?}"))
}

fn role(role: Role) -> Arg {
    crate::game::role_arg(false, role)
}

impl Fault {
    /// The fault as data (messages `m1923-problem-*`).
    pub fn said(&self) -> Said {
        let plain = |id: &'static str| Said::new(id);
        match self {
            Fault::UnknownFormat { format } => {
                Said::new(i18n::id("m1923-problem-unknown-format")).with("format", quoted(format))
            }
            Fault::NoFormat => plain(i18n::id("m1923-problem-no-format")),
            Fault::NotAScript { detail } => Said::new(i18n::id("m1923-problem-not-a-script"))
                .with("detail", Arg::Text(detail.clone())),
            Fault::NoSeed => plain(i18n::id("m1923-problem-no-seed")),
            Fault::FamilyShape => plain(i18n::id("m1923-problem-family-shape")),
            Fault::TooFewFamilies => plain(i18n::id("m1923-problem-too-few-families")),
            Fault::NotAllowedRole { name } => {
                Said::new(i18n::id("m1923-problem-not-allowed-role")).with("name", quoted(name))
            }
            Fault::UnknownDeal { deal } => Said::new(i18n::id("m1923-problem-unknown-deal"))
                .with("deal", Arg::Text(format!("{deal:?}"))),
            Fault::NoName => plain(i18n::id("m1923-problem-no-name")),
            Fault::UnknownLevel { level } => Said::new(i18n::id("m1923-problem-unknown-level"))
                .with("level", Arg::Text(format!("{level:?}"))),
            Fault::NoSuchFamily { family } => {
                Said::new(i18n::id("m1923-problem-no-such-family")).with("family", quoted(family))
            }
            Fault::UnknownSecondRole { role } => {
                Said::new(i18n::id("m1923-problem-unknown-second-role")).with("role", quoted(role))
            }
            Fault::UnknownRole { role } => {
                Said::new(i18n::id("m1923-problem-unknown-role")).with("role", quoted(role))
            }
            Fault::SecondRoleNotMafia => plain(i18n::id("m1923-problem-second-role-not-mafia")),
            Fault::SecondRoleAlone => plain(i18n::id("m1923-problem-second-role-alone")),
            Fault::SpectatorWithRole => plain(i18n::id("m1923-problem-spectator-with-role")),
            Fault::GivenDealIncomplete => plain(i18n::id("m1923-problem-given-deal-incomplete")),
            Fault::ListedTwice { name } => {
                Said::new(i18n::id("m1923-problem-listed-twice")).with("name", quoted(name))
            }
            Fault::NotASecondRole { role: r } => {
                Said::new(i18n::id("m1923-problem-not-a-second-role")).with("role", role(*r))
            }
            Fault::TooManyToDeal { copies, standard } => {
                Said::new(i18n::id("m1923-problem-too-many-to-deal"))
                    .with("copies", count(*copies))
                    .with("standard", count(*standard))
            }
            Fault::PhaseOrder { found, due } => Said::new(i18n::id("m1923-problem-phase-order"))
                .with("found", Arg::Text(format!("{found:?}")))
                .with(
                    "due",
                    match due {
                        Some(phase) => Arg::Phase(phase.to_string()),
                        None => Arg::said(Said::new(i18n::id("m1923-problem-nothing-more"))),
                    },
                ),
            Fault::NotAPlayer { listed, name } => {
                let id = match listed {
                    Listed::Exiled => i18n::id("m1923-problem-exiled-not-a-player"),
                    Listed::MafiaTarget => i18n::id("m1923-problem-target-not-a-player"),
                };
                Said::new(id).with("name", quoted(name))
            }
            Fault::ActionShape => plain(i18n::id("m1923-problem-action-shape")),
            Fault::ActionNamesNobody => plain(i18n::id("m1923-problem-action-names-nobody")),
            Fault::NoAction { role: r } => {
                Said::new(i18n::id("m1923-problem-no-action")).with("role", role(*r))
            }
            Fault::TargetCount {
                role: r,
                need,
                given,
            } => Said::new(i18n::id("m1923-problem-target-count"))
                .with("role", role(*r))
                .with("need", count(*need))
                .with("given", count(*given)),
            Fault::DrunkardFamily => plain(i18n::id("m1923-problem-drunkard-family")),
            Fault::SheriffShape => plain(i18n::id("m1923-problem-sheriff-shape")),
            Fault::ExtraVoteShape { role: r } => {
                Said::new(i18n::id("m1923-problem-extra-vote-shape")).with("role", role(*r))
            }
            Fault::VotesInNight => plain(i18n::id("m1923-problem-votes-in-night")),
            Fault::KillNamedTwice { name } => {
                Said::new(i18n::id("m1923-problem-kill-named-twice")).with("name", quoted(name))
            }
            Fault::KillsInDay => plain(i18n::id("m1923-problem-kills-in-day")),
            Fault::VoterUnknown => plain(i18n::id("m1923-problem-voter-unknown")),
            Fault::VoteForUnknown { name } => {
                Said::new(i18n::id("m1923-problem-vote-for-unknown")).with("name", quoted(name))
            }
            Fault::MafiaMemberInPool => plain(i18n::id("m1923-problem-mafia-member-in-pool")),
            Fault::TownspersonInPool => plain(i18n::id("m1923-problem-townsperson-in-pool")),
            Fault::NoRole => plain(i18n::id("m1923-problem-no-role")),
            Fault::CountBelowOne => plain(i18n::id("m1923-problem-count-below-one")),
            Fault::PoolListedTwice { role: r, pool } => {
                Said::new(i18n::id("m1923-problem-pool-listed-twice"))
                    .with("role", role(*r))
                    .with("pool", Arg::Text(pool.clone()))
            }
            Fault::BeginnerRole { name } => {
                Said::new(i18n::id("m1923-problem-beginner-role")).with("name", quoted(name))
            }
            Fault::MafiaMayNotHold { name, role: r } => {
                Said::new(i18n::id("m1923-problem-mafia-may-not-hold"))
                    .with("name", quoted(name))
                    .with("role", role(*r))
            }
            Fault::FamilySize { family } => {
                Said::new(i18n::id("m1923-problem-family-size")).with("family", quoted(family))
            }
            Fault::FamilyPlayers { family, has, size } => {
                Said::new(i18n::id("m1923-problem-family-players"))
                    .with("family", quoted(family))
                    .with("has", count(*has))
                    .with("size", count(*size))
            }
            Fault::FamilyMafia { family, has, need } => {
                Said::new(i18n::id("m1923-problem-family-mafia"))
                    .with("family", quoted(family))
                    .with("has", count(*has))
                    .with("need", count(*need))
            }
            Fault::FamilySeats { family, size } => {
                Said::new(i18n::id("m1923-problem-family-seats"))
                    .with("family", quoted(family))
                    .with("size", count(*size))
            }
            Fault::SeatsSignedUp { players, seats } => {
                Said::new(i18n::id("m1923-problem-seats-signed-up"))
                    .with("players", count(*players))
                    .with("seats", count(*seats))
            }
            Fault::SignedUpTwice { name } => {
                Said::new(i18n::id("m1923-problem-signed-up-twice")).with("name", quoted(name))
            }
            Fault::SpectatorRequests { name } => {
                Said::new(i18n::id("m1923-problem-spectator-requests")).with("name", quoted(name))
            }
            Fault::BeginnerRequest { name } => {
                Said::new(i18n::id("m1923-problem-beginner-request")).with("name", quoted(name))
            }
            Fault::RequestsNoFamily { name, family } => {
                Said::new(i18n::id("m1923-problem-requests-no-family"))
                    .with("name", quoted(name))
                    .with("family", quoted(family))
            }
            Fault::MafiaCannotHold { name, role } => {
                Said::new(i18n::id("m1923-problem-mafia-cannot-hold"))
                    .with("name", quoted(name))
                    .with("role", Arg::Text(role.clone()))
            }
            Fault::TownspersonDealt => plain(i18n::id("m1923-problem-townsperson-dealt")),
            Fault::PoolsTooLarge { copies, standard } => {
                Said::new(i18n::id("m1923-problem-pools-too-large"))
                    .with("copies", count(*copies))
                    .with("standard", count(*standard))
            }
        }
    }
}

impl fmt::Display for Fault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Fault::UnknownFormat { format } => {
                write!(f, "unknown format {format:?}; this reads \"omerta-1923/1\"")
            }
            Fault::NoFormat => {
                f.write_str("missing: the document must say \"format\": \"omerta-1923/1\"")
            }
            Fault::NotAScript { detail } => write!(f, "not a valid script: {detail}"),
            Fault::NoSeed => f.write_str("missing (an integer that seeds the game's randomness)"),
            Fault::FamilyShape => f.write_str("needs a name and a size"),
            Fault::TooFewFamilies => f.write_str("a game has at least two families"),
            Fault::NotAllowedRole { name } => {
                write!(f, "{name:?} is not a role a Mafia Member may hold")
            }
            Fault::UnknownDeal { deal } => write!(f, "{deal:?} is not \"given\" or \"random\""),
            Fault::NoName => f.write_str("missing \"name\""),
            Fault::UnknownLevel { level } => {
                write!(f, "level {level:?} is not beginner, standard or spectator")
            }
            Fault::NoSuchFamily { family } => write!(f, "family {family:?} is not in the game"),
            Fault::UnknownSecondRole { role } => write!(f, "unknown second role {role:?}"),
            Fault::UnknownRole { role } => write!(f, "unknown role {role:?}"),
            Fault::SecondRoleNotMafia => {
                f.write_str("\"second_role\" only goes with \"role\": \"Mafia Member\" (M9)")
            }
            Fault::SecondRoleAlone => {
                f.write_str("\"second_role\" without \"role\": \"Mafia Member\" (M9)")
            }
            Fault::SpectatorWithRole => {
                f.write_str("a Spectator has only a name and a level: no family, no role (M6, M9)")
            }
            Fault::GivenDealIncomplete => {
                f.write_str("a given deal names each player's family and role")
            }
            Fault::ListedTwice { name } => write!(f, "{name:?} is listed twice"),
            Fault::NotASecondRole { role } => write!(
                f,
                "{} is not a second role a Mafia Member may hold (M8)",
                role.title()
            ),
            Fault::TooManyToDeal { copies, standard } => write!(
                f,
                "{copies} roles to deal, more than the {standard} standard players (M12)"
            ),
            Fault::PhaseOrder { found, due } => write!(
                f,
                "{found:?} where {} comes (phases run night 1, day 1, ... day 5, each once)",
                due.map_or("nothing more".into(), |p| p.to_string())
            ),
            Fault::NotAPlayer { listed, name } => {
                let what = match listed {
                    Listed::Exiled => "exiled player",
                    Listed::MafiaTarget => "Mafia target",
                };
                write!(f, "{what} {name:?} is not a player")
            }
            Fault::ActionShape => {
                f.write_str("needs \"by\", a player, and \"role\", a role with an action")
            }
            Fault::ActionNamesNobody => f.write_str("names a player or family not in the game"),
            Fault::NoAction { role } => write!(f, "{} has no action to submit", role.title()),
            Fault::TargetCount { role, need, given } => {
                write!(f, "{} takes {need} target(s), not {given}", role.title())
            }
            Fault::DrunkardFamily => f.write_str("a Drunkard names a family"),
            Fault::SheriffShape => f.write_str("a Sheriff names a player and a family"),
            Fault::ExtraVoteShape { role } => {
                write!(f, "a {} names a family and/or one player", role.title())
            }
            Fault::VotesInNight => f.write_str("votes in a night"),
            Fault::KillNamedTwice { name } => write!(f, "{name:?} is named twice in mafia_kills"),
            Fault::KillsInDay => f.write_str("mafia_kills in a day"),
            Fault::VoterUnknown => f.write_str("\"by\" is not a player"),
            Fault::VoteForUnknown { name } => write!(f, "{name:?} is not a player"),
            Fault::MafiaMemberInPool => f.write_str(
                "Mafia Member is never in a pool: the families' sizes make the Mafia (M12)",
            ),
            Fault::TownspersonInPool => {
                f.write_str("Townsperson is never in a pool: it fills the seats left (M12)")
            }
            Fault::NoRole => f.write_str("missing \"role\""),
            Fault::CountBelowOne => f.write_str("\"count\" must be at least 1"),
            Fault::PoolListedTwice { role, pool } => write!(
                f,
                "{} is listed twice in {pool}; give it once, with a count (M12)",
                role.title()
            ),
            Fault::BeginnerRole { name } => {
                write!(
                    f,
                    "{name:?} is a beginner: Townsperson or Mafia Member only"
                )
            }
            Fault::MafiaMayNotHold { name, role } => {
                write!(f, "{name:?}: a Mafia Member may not hold {}", role.title())
            }
            Fault::FamilySize { family } => {
                write!(f, "family {family:?}: a family has 8 or 10 players")
            }
            Fault::FamilyPlayers { family, has, size } => {
                write!(f, "family {family:?} has {has} players, not {size}")
            }
            Fault::FamilyMafia { family, has, need } => {
                write!(f, "family {family:?} has {has} Mafia Members, not {need}")
            }
            Fault::FamilySeats { family, size } => write!(
                f,
                "family {family:?} has {size} seats: a family has 8 or 10 players"
            ),
            Fault::SeatsSignedUp { players, seats } => write!(
                f,
                "{players} players signed up for {seats} seats in the families"
            ),
            Fault::SignedUpTwice { name } => write!(f, "{name:?} signed up twice"),
            Fault::SpectatorRequests { name } => write!(
                f,
                "{name:?} is a spectator: spectators request no family and no role (M6, M9)"
            ),
            Fault::BeginnerRequest { name } => write!(
                f,
                "{name:?} is a beginner: beginners are Townspeople or Mafia Members only"
            ),
            Fault::RequestsNoFamily { name, family } => write!(
                f,
                "{name:?} asks for family {family:?}, which is not in the game"
            ),
            Fault::MafiaCannotHold { name, role } => {
                write!(f, "{name:?}: a Mafia Member cannot hold the role {role}")
            }
            Fault::TownspersonDealt => {
                f.write_str("Townsperson is never dealt from a pool, it fills the seats left (M12)")
            }
            Fault::PoolsTooLarge { copies, standard } => write!(
                f,
                "the pools hold {copies} roles, more than the {standard} standard players (M12)"
            ),
        }
    }
}
