//! Reading and playing an `omerta-1923/1` script (docs/1923/script.md): the setup, then
//! each phase's submissions, in order. Every problem that keeps a script from being read as
//! a game is reported at once, each with its place (`players[3]`,
//! `phases[4].votes[12]`); what players submit against the rules is played by the rules.

use crate::court::{Ballot, FamilyId, PlayerId};
use crate::game::{DayActions, Game, Jail, MafiaKills, Night, NightAction};
use crate::goal::{Outcome, Winner};
use crate::message::{i18n, Arg, Audience, Message, Note, Phase, Said};
use crate::problem::{Fault, Listed, Problem};
use crate::role::{Role, When};
use crate::setup::{random_deal_allowing, Dealt, FamilySpec, Level, Seating, Setup, SignUp};
use serde::Deserialize;
use serde_json::{json, Value};

/// A Mafia 1923 game as a host fills it in (docs/1923/script.md): the families, the players
/// and their deal (given, or dealt at random from requests and pools with the seed), then
/// each phase's submitted actions, Mafia kills, ballots and the Moderators' exiles, in the
/// order submitted. The decisions the engine takes where the rules are silent are in
/// docs/1923/rulings.md. Checks that need the whole document (unique names, family sizes,
/// Mafia counts, phase order, names that exist) are the reader's, not this schema's. Fields
/// not listed here are ignored.
#[derive(Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(
    feature = "schema",
    schemars(rename = "script", transform = crate::schema::script_rules)
)]
pub(crate) struct RawScript {
    /// Always "omerta-1923/1".
    #[cfg_attr(feature = "schema", schemars(required, extend("const" = crate::schema::FORMAT)))]
    format: Option<String>,
    /// Seeds the game's ChaCha20 stream (ruling M1): the random deal and every random event
    /// of play.
    #[cfg_attr(feature = "schema", schemars(required))]
    seed: Option<u64>,
    /// "given": each player's family, role and second_role is the deal. "random": they are
    /// requests, and the pools are dealt with the seed (M10).
    #[cfg_attr(
        feature = "schema",
        schemars(required, extend("enum" = ["given", "random"]))
    )]
    deal: Option<String>,
    /// The families: at least two.
    #[serde(default)]
    #[cfg_attr(feature = "schema", schemars(required, length(min = 2)))]
    families: Vec<RawFamily>,
    /// The players: at least sixteen.
    #[serde(default)]
    #[cfg_attr(feature = "schema", schemars(required, length(min = 16)))]
    players: Vec<RawPlayer>,
    /// How many families with the most votes are sent to court each day ("three (this number
    /// is subject to change)"); ties for the last place all go (M76).
    #[cfg_attr(
        feature = "schema",
        schemars(range(min = 1, max = u32::MAX), extend("default" = 3))
    )]
    court_families: Option<usize>,
    /// Random deal only: the Civilians' roles to deal, with counts; Townsperson fills the
    /// rest.
    #[serde(default)]
    #[cfg_attr(feature = "schema", schemars(extend("default" = [])))]
    roles: Vec<RawCount>,
    /// Random deal only: the second roles to deal to Standard Mafia Members, with counts.
    #[serde(default)]
    #[cfg_attr(feature = "schema", schemars(extend("default" = [])))]
    mafia_second_roles: Vec<RawCount>,
    /// Replaces the default list of second roles a Mafia Member may hold (M8).
    #[cfg_attr(
        feature = "schema",
        schemars(with = "Option<std::collections::BTreeSet<String>>")
    )]
    allowed_second_roles: Option<Vec<String>>,
    /// Night 1, day 1, night 2, ..., day 5 in this order, or a prefix of it (M3).
    #[serde(default)]
    #[cfg_attr(
        feature = "schema",
        schemars(length(max = 10), extend("default" = []))
    )]
    phases: Vec<RawPhase>,
}

/// A family.
#[derive(Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "family"))]
struct RawFamily {
    /// The family's name, unique.
    #[cfg_attr(feature = "schema", schemars(required, regex(pattern = r"\S")))]
    name: Option<String>,
    /// 8: one Mafia Member; 10: two (M5).
    #[cfg_attr(feature = "schema", schemars(required, extend("enum" = [8, 10])))]
    size: Option<usize>,
}

/// A player: their level, and their deal (given) or requests (random).
#[derive(Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(
    feature = "schema",
    schemars(rename = "player", transform = crate::schema::player_rules)
)]
struct RawPlayer {
    /// Unique among players.
    #[cfg_attr(feature = "schema", schemars(required, with = "crate::schema::Name"))]
    name: Option<String>,
    /// "beginner", "standard" or "spectator".
    #[cfg_attr(
        feature = "schema",
        schemars(required, extend("enum" = ["beginner", "standard", "spectator"]))
    )]
    level: Option<String>,
    /// A family's name: the player's family (given deal) or the family requested (random
    /// deal).
    #[cfg_attr(feature = "schema", schemars(with = "Option<crate::schema::Name>"))]
    family: Option<String>,
    /// The role (given deal) or the role requested (random deal). Mafia Member for a member
    /// of the Mafia.
    #[cfg_attr(feature = "schema", schemars(extend("enum" = crate::schema::player_roles())))]
    role: Option<String>,
    /// Only with role Mafia Member: the member's second role (given) or the one requested
    /// (random).
    #[cfg_attr(feature = "schema", schemars(extend("enum" = crate::schema::second_roles())))]
    second_role: Option<String>,
}

/// A role to deal, with how many copies.
#[derive(Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(inline))]
struct RawCount {
    /// The role.
    #[cfg_attr(feature = "schema", schemars(required))]
    role: Option<String>,
    /// How many copies to deal.
    #[cfg_attr(feature = "schema", schemars(required, range(min = 1, max = u32::MAX)))]
    count: Option<usize>,
}

/// One phase's submissions.
#[derive(Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(
    feature = "schema",
    schemars(rename = "phase", transform = crate::schema::phase_rules)
)]
struct RawPhase {
    /// Which phase: "night 1" to "day 5".
    #[cfg_attr(
        feature = "schema",
        schemars(required, regex(pattern = r"^(night|day) [1-5]$"))
    )]
    phase: Option<String>,
    /// The Moderators' exiles, at the phase's start.
    #[serde(default)]
    #[cfg_attr(feature = "schema", schemars(extend("default" = [])))]
    exiles: Vec<RawExile>,
    /// The actions submitted, in order.
    #[serde(default)]
    #[cfg_attr(feature = "schema", schemars(extend("default" = [])))]
    actions: Vec<RawAction>,
    /// Night only: the Mafia's targets in the order submitted (M29).
    #[cfg_attr(
        feature = "schema",
        schemars(with = "Option<std::collections::BTreeSet<crate::schema::Name>>")
    )]
    mafia_kills: Option<Vec<String>>,
    /// Night only, optional: the Mafia Member who sent the Mafia's decision; recorded only.
    #[cfg_attr(feature = "schema", schemars(with = "Option<crate::schema::Name>"))]
    mafia_by: Option<String>,
    /// Day only: the ballots in the order submitted.
    #[cfg_attr(feature = "schema", schemars(extend("default" = [])))]
    votes: Option<Vec<RawVote>>,
}

/// A player the Moderators exile.
#[derive(Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "exile"))]
struct RawExile {
    /// The player exiled.
    #[cfg_attr(feature = "schema", schemars(required, with = "crate::schema::Name"))]
    player: Option<String>,
    /// Why: the Moderators' log only.
    #[serde(default)]
    reason: String,
}

/// An action submitted.
#[derive(Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(
    feature = "schema",
    schemars(rename = "action", transform = crate::schema::action_rules)
)]
struct RawAction {
    /// The player acting.
    #[cfg_attr(feature = "schema", schemars(required, with = "crate::schema::Name"))]
    by: Option<String>,
    /// The role whose ability is used.
    #[cfg_attr(
        feature = "schema",
        schemars(required, extend("enum" = crate::schema::action_roles()))
    )]
    role: Option<String>,
    /// The players the action names.
    #[serde(default)]
    #[cfg_attr(
        feature = "schema",
        schemars(with = "Vec<crate::schema::Name>", length(max = 2))
    )]
    targets: Vec<String>,
    /// The family the action names.
    #[cfg_attr(feature = "schema", schemars(with = "Option<crate::schema::Name>"))]
    family: Option<String>,
}

/// A ballot.
#[derive(Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "ballot"))]
struct RawVote {
    /// The voter.
    #[cfg_attr(feature = "schema", schemars(required, with = "crate::schema::Name"))]
    by: Option<String>,
    /// The family vote: another family. Leave out if not cast.
    #[cfg_attr(feature = "schema", schemars(with = "Option<crate::schema::Name>"))]
    family: Option<String>,
    /// The individual vote: another player of the voter's family. Leave out if not cast (or
    /// not needed, M73).
    #[cfg_attr(feature = "schema", schemars(with = "Option<crate::schema::Name>"))]
    individual: Option<String>,
}

/// A role as scripts write it: "Doctor", "Bumbling Bureaucrat", "Court Secretary".
pub fn role_title(role: Role) -> &'static str {
    role.title()
}

fn role_named(name: &str) -> Option<Role> {
    Role::ALL.into_iter().find(|r| role_title(*r) == name)
}

const MAFIA_MEMBER: &str = "Mafia Member";

/// What a phase's submissions come to, for the engine.
enum Submissions {
    Night {
        exiles: Vec<(PlayerId, String)>,
        night: Night,
    },
    Day {
        exiles: Vec<(PlayerId, String)>,
        day: DayActions,
        ignored: Vec<Note>,
    },
}

/// A script read and checked: the deal and each phase's submissions.
pub struct Script {
    pub seating: Seating,
    pub court_families: usize,
    /// A random deal's moderators' log (M9, M10): its draws, the requests not honoured,
    /// the copies not dealt and the deal as a given deal. Empty for a given deal.
    pub deal_log: Vec<Note>,
    phases: Vec<(Phase, Submissions)>,
}

/// The played game.
pub struct Played {
    pub game: Game,
    /// The phases played, in order.
    pub phases: Vec<Phase>,
    /// After Day 5: the winners.
    pub outcome: Option<Outcome>,
}

/// The document's `"format"` when it is a string other than `omerta-1923/1`, read without
/// building the document; `None` otherwise (the full read says what is wrong).
fn other_format(text: &str) -> Option<String> {
    #[derive(Deserialize)]
    struct Head {
        format: Option<serde_json::Value>,
    }
    let head: Head = serde_json::from_str(text).ok()?;
    let format = head.format?.as_str()?.to_owned();
    (format != "omerta-1923/1").then_some(format)
}

impl Script {
    pub fn from_json(text: &str) -> Result<Script, Vec<Problem>> {
        // A document of another format is not read further (issue 28).
        if let Some(other) = other_format(text) {
            return Err(vec![Problem::at(
                "format",
                Fault::UnknownFormat { format: other },
            )]);
        }
        let raw: RawScript = serde_json::from_str(text).map_err(|e| {
            vec![Problem::new(Fault::NotAScript {
                detail: e.to_string(),
            })]
        })?;
        read(raw)
    }

    /// Plays every phase in order; the winners after Day 5.
    pub fn play(self) -> Played {
        let mut game = Game::new(self.seating, self.court_families);
        // The deal happens before the game: its log comes first (M10, M13).
        for note in self.deal_log {
            game.messages.push(Message {
                phase: Phase::Night(1),
                audience: Audience::Moderators,
                text: note.text,
                said: note.said,
            });
        }
        game.start();
        let mut phases = Vec::new();
        for (phase, submissions) in self.phases {
            phases.push(phase);
            match (phase, submissions) {
                (Phase::Night(n), Submissions::Night { exiles, night }) => {
                    for (p, reason) in exiles {
                        game.exile(p, phase, &reason);
                    }
                    game.night(n, &night);
                }
                (
                    Phase::Day(n),
                    Submissions::Day {
                        exiles,
                        day,
                        ignored,
                    },
                ) => {
                    for (p, reason) in exiles {
                        game.exile(p, phase, &reason);
                    }
                    for note in ignored {
                        game.messages.push(Message {
                            phase,
                            audience: Audience::Moderators,
                            text: note.text,
                            said: note.said,
                        });
                    }
                    game.day(n, &day);
                }
                _ => {}
            }
        }
        let outcome = (phases.last() == Some(&Phase::Day(5))).then(|| {
            let outcome = game.outcome();
            announce_winners(&mut game, &outcome);
            outcome
        });
        Played {
            game,
            phases,
            outcome,
        }
    }
}

fn read(raw: RawScript) -> Result<Script, Vec<Problem>> {
    let mut problems = Vec::new();
    match raw.format.as_deref() {
        Some("omerta-1923/1") => {}
        Some(other) => problems.push(Problem::at(
            "format",
            Fault::UnknownFormat {
                format: other.to_owned(),
            },
        )),
        None => problems.push(Problem::at("format", Fault::NoFormat)),
    }
    let Some(seed) = raw.seed else {
        problems.push(Problem::at("seed", Fault::NoSeed));
        return Err(problems);
    };
    let families: Vec<FamilySpec> = raw
        .families
        .iter()
        .enumerate()
        .filter_map(|(i, f)| match (&f.name, f.size) {
            (Some(name), Some(size)) => Some(FamilySpec {
                name: name.clone(),
                size,
            }),
            _ => {
                problems.push(Problem::at(format!("families[{i}]"), Fault::FamilyShape));
                None
            }
        })
        .collect();
    if families.len() < 2 {
        problems.push(Problem::at("families", Fault::TooFewFamilies));
    }
    let family_id = |name: &str| families.iter().position(|f| f.name == name);
    // M8's list, or the script's own (any roles but Townsperson, Mafia Member and Thief).
    let allowed: Vec<Role> = match &raw.allowed_second_roles {
        None => Role::ALL
            .into_iter()
            .filter(|r| r.mafia_may_hold())
            .collect(),
        Some(names) => names
            .iter()
            .enumerate()
            .filter_map(|(i, name)| match role_named(name) {
                Some(Role::Townsperson | Role::Thief) | None => {
                    problems.push(Problem::at(
                        format!("allowed_second_roles[{i}]"),
                        Fault::NotAllowedRole { name: name.clone() },
                    ));
                    None
                }
                Some(r) => Some(r),
            })
            .collect(),
    };
    let given = match raw.deal.as_deref() {
        Some("given") => true,
        Some("random") => false,
        other => {
            problems.push(Problem::at(
                "deal",
                Fault::UnknownDeal {
                    deal: other.map(str::to_owned),
                },
            ));
            true
        }
    };
    // The players, as a deal (given) or as sign-ups (random).
    let mut signups = Vec::new();
    for (i, p) in raw.players.iter().enumerate() {
        let at = format!("players[{i}]");
        let Some(name) = p.name.clone() else {
            problems.push(Problem::at(at, Fault::NoName));
            continue;
        };
        let level = match p.level.as_deref() {
            Some("beginner") => Level::Beginner,
            Some("standard") => Level::Standard,
            Some("spectator") => Level::Spectator,
            other => {
                problems.push(Problem::at(
                    at,
                    Fault::UnknownLevel {
                        level: other.map(str::to_owned),
                    },
                ));
                continue;
            }
        };
        let family = match p.family.as_deref() {
            Some(f) if family_id(f).is_none() => {
                problems.push(Problem::at(
                    at.clone(),
                    Fault::NoSuchFamily {
                        family: f.to_owned(),
                    },
                ));
                None
            }
            other => other.map(str::to_owned),
        };
        let (mafia, role) = match p.role.as_deref() {
            None => (None, None),
            Some(MAFIA_MEMBER) => {
                let second = match p.second_role.as_deref().map(|r| (r, role_named(r))) {
                    None => None,
                    Some((_, Some(r))) => Some(r),
                    Some((r, None)) => {
                        problems.push(Problem::at(
                            at.clone(),
                            Fault::UnknownSecondRole { role: r.to_owned() },
                        ));
                        None
                    }
                };
                (Some(true), second)
            }
            Some(r) => match role_named(r) {
                Some(role) => (Some(false), Some(role)),
                None => {
                    problems.push(Problem::at(
                        at.clone(),
                        Fault::UnknownRole { role: r.to_owned() },
                    ));
                    (None, None)
                }
            },
        };
        if p.second_role.is_some() && mafia == Some(false) {
            problems.push(Problem::at(at.clone(), Fault::SecondRoleNotMafia));
        }
        if p.second_role.is_some() && p.role.is_none() {
            problems.push(Problem::at(at.clone(), Fault::SecondRoleAlone));
        }
        if level == Level::Spectator
            && (p.family.is_some() || p.role.is_some() || p.second_role.is_some())
        {
            problems.push(Problem::at(at, Fault::SpectatorWithRole));
            continue;
        }
        if given && level != Level::Spectator && (family.is_none() || mafia.is_none()) {
            problems.push(Problem::at(at, Fault::GivenDealIncomplete));
        }
        signups.push(SignUp {
            name,
            level,
            family,
            role,
            mafia,
        });
    }
    let mut names = std::collections::HashSet::new();
    for s in &signups {
        if !names.insert(s.name.clone()) {
            problems.push(Problem::at(
                "players",
                Fault::ListedTwice {
                    name: s.name.clone(),
                },
            ));
        }
    }
    // The pools of a random deal (M12); a given deal ignores them (M11).
    let players_read = problems.is_empty();
    let (roles, second_roles) = if given {
        (Vec::new(), Vec::new())
    } else {
        let standard = signups
            .iter()
            .filter(|s| s.level == Level::Standard)
            .count();
        let roles = pool("roles", &raw.roles, &mut problems);
        let second = pool("mafia_second_roles", &raw.mafia_second_roles, &mut problems);
        for (r, _) in &second {
            if !allowed.contains(r) {
                problems.push(Problem::at(
                    "mafia_second_roles",
                    Fault::NotASecondRole { role: *r },
                ));
            }
        }
        let copies = roles
            .iter()
            .chain(&second)
            .fold(0usize, |n, (_, k)| n.saturating_add(*k));
        if copies > standard {
            problems.push(Problem::at(
                "roles, mafia_second_roles",
                Fault::TooManyToDeal { copies, standard },
            ));
        }
        let expand = |pool: Vec<(Role, usize)>| -> Vec<Role> {
            pool.into_iter()
                .flat_map(|(r, k)| std::iter::repeat_n(r, k))
                .collect()
        };
        if problems.is_empty() {
            (expand(roles), expand(second))
        } else {
            (Vec::new(), Vec::new())
        }
    };
    if !problems.is_empty() {
        if players_read && !given {
            // The requests are checked too, so that every problem is listed at once (M23).
            let setup = Setup {
                seed,
                families: families.clone(),
                signups: signups.clone(),
                roles: Vec::new(),
            };
            if let Err(e) = random_deal_allowing(&setup, &[], &allowed) {
                problems.extend(e.into_iter().map(|p| p.within("deal")));
            }
        }
        return Err(problems);
    }
    let mut deal_log = Vec::new();
    let seating = if given {
        given_deal(seed, &families, &signups, &allowed, &mut problems)
    } else {
        let setup = Setup {
            seed,
            families: families.clone(),
            signups: signups.clone(),
            roles,
        };
        match random_deal_allowing(&setup, &second_roles, &allowed) {
            Ok(d) => {
                deal_log = d.log;
                Some(d.seating)
            }
            Err(e) => {
                problems.extend(e.into_iter().map(|p| p.within("deal")));
                None
            }
        }
    };
    let Some(seating) = seating else {
        return Err(problems);
    };
    let player_id = |name: &str| seating.players.iter().position(|p| p.name == name);
    // The phases: night 1, day 1, ... in order, each once, no gap.
    let mut phases = Vec::new();
    let order: Vec<Phase> = Phase::all().collect();
    for (i, raw_phase) in raw.phases.iter().enumerate() {
        let at = format!("phases[{i}]");
        let phase = raw_phase.phase.as_deref().and_then(Phase::parse);
        if phase != order.get(i).copied() {
            problems.push(Problem::at(
                at,
                Fault::PhaseOrder {
                    found: raw_phase.phase.clone(),
                    due: order.get(i).copied(),
                },
            ));
            continue;
        }
        let phase = phase.expect("checked");
        let find = |name: &str, listed: Listed, problems: &mut Vec<Problem>| {
            let id = player_id(name);
            if id.is_none() {
                problems.push(Problem::at(
                    at.clone(),
                    Fault::NotAPlayer {
                        listed,
                        name: name.to_owned(),
                    },
                ));
            }
            id
        };
        let exiles: Vec<(PlayerId, String)> = raw_phase
            .exiles
            .iter()
            .filter_map(|e| {
                let p = find(
                    e.player.as_deref().unwrap_or(""),
                    Listed::Exiled,
                    &mut problems,
                )?;
                Some((p, e.reason.clone()))
            })
            .collect();
        let mut night = Night::default();
        let mut day = DayActions::default();
        let mut ignored = Vec::new();
        for (j, a) in raw_phase.actions.iter().enumerate() {
            let at = format!("{at}.actions[{j}]");
            let by = a.by.as_deref().and_then(player_id);
            let role = a.role.as_deref().and_then(role_named);
            let targets: Vec<Option<PlayerId>> = a.targets.iter().map(|t| player_id(t)).collect();
            let family = a.family.as_deref().map(|f| (f, family_id(f)));
            let (Some(by), Some(role)) = (by, role) else {
                problems.push(Problem::at(at, Fault::ActionShape));
                continue;
            };
            if targets.iter().any(Option::is_none) || family.is_some_and(|(_, f)| f.is_none()) {
                problems.push(Problem::at(at, Fault::ActionNamesNobody));
                continue;
            }
            let targets: Vec<PlayerId> = targets.into_iter().flatten().collect();
            let family: Option<FamilyId> = family.and_then(|(_, f)| f);
            if let Some(problem) = shape(role, &targets, family) {
                problems.push(Problem::at(at, problem));
                continue;
            }
            match (phase, role.when()) {
                (Phase::Night(_), _) => night.actions.push(NightAction {
                    by,
                    targets,
                    family,
                    role: Some(role),
                }),
                (Phase::Day(_), When::Day) => match role {
                    Role::Sheriff => day.jails.push(Jail {
                        by,
                        player: targets[0],
                        family: family.expect("checked by shape"),
                    }),
                    Role::Councilor | Role::Pacifist => day.extra_votes.push((
                        by,
                        Ballot {
                            family,
                            individual: targets.first().copied(),
                        },
                    )),
                    Role::Lawyer => day.lawyers.push((by, targets[0])),
                    _ => {}
                },
                (Phase::Day(_), _) => ignored.push(Note::new(
                    Said::new(i18n::id("m1923-said-note-night-in-day"))
                        .name("name", &seating.players[by].name)
                        .with("role", crate::game::role_arg(false, role)),
                    format!(
                        "{}'s {} action is ignored: a night action in a day (M24)",
                        seating.players[by].name,
                        role_title(role)
                    ),
                )),
            }
        }
        match phase {
            Phase::Night(_) => {
                if raw_phase.votes.is_some() {
                    problems.push(Problem::at(at.clone(), Fault::VotesInNight));
                }
                let kills = raw_phase.mafia_kills.clone().unwrap_or_default();
                let mut seen = std::collections::HashSet::new();
                for k in &kills {
                    if !seen.insert(k) {
                        problems.push(Problem::at(
                            at.clone(),
                            Fault::KillNamedTwice { name: k.clone() },
                        ));
                    }
                }
                night.mafia = MafiaKills {
                    by: raw_phase.mafia_by.as_deref().and_then(player_id),
                    targets: kills
                        .iter()
                        .filter_map(|k| find(k, Listed::MafiaTarget, &mut problems))
                        .collect(),
                };
                phases.push((phase, Submissions::Night { exiles, night }));
            }
            Phase::Day(_) => {
                if raw_phase.mafia_kills.is_some() {
                    problems.push(Problem::at(at.clone(), Fault::KillsInDay));
                }
                let mut voted = std::collections::HashSet::new();
                for (j, v) in raw_phase.votes.iter().flatten().enumerate() {
                    let at = format!("{at}.votes[{j}]");
                    let Some(by) = v.by.as_deref().and_then(player_id) else {
                        problems.push(Problem::at(at, Fault::VoterUnknown));
                        continue;
                    };
                    let family = match v.family.as_deref() {
                        Some(f) => match family_id(f) {
                            Some(id) => Some(id),
                            None => {
                                problems.push(Problem::at(
                                    at,
                                    Fault::NoSuchFamily {
                                        family: f.to_owned(),
                                    },
                                ));
                                continue;
                            }
                        },
                        None => None,
                    };
                    let individual = match v.individual.as_deref() {
                        Some(t) => match player_id(t) {
                            Some(id) => Some(id),
                            None => {
                                problems.push(Problem::at(
                                    at,
                                    Fault::VoteForUnknown { name: t.to_owned() },
                                ));
                                continue;
                            }
                        },
                        None => None,
                    };
                    // "One ballot per player per day; a later one is ignored" (M71).
                    if voted.insert(by) {
                        day.ballots.push((by, Ballot { family, individual }));
                    }
                }
                phases.push((
                    phase,
                    Submissions::Day {
                        exiles,
                        day,
                        ignored,
                    },
                ));
            }
        }
    }
    if problems.is_empty() {
        Ok(Script {
            seating,
            court_families: raw.court_families.unwrap_or(3).max(1),
            deal_log,
            phases,
        })
    } else {
        Err(problems)
    }
}

/// A pool of a random deal (M12), checked: each role with its count, in the pool's order.
fn pool(name: &str, counts: &[RawCount], problems: &mut Vec<Problem>) -> Vec<(Role, usize)> {
    let mut pool: Vec<(Role, usize)> = Vec::new();
    for (i, c) in counts.iter().enumerate() {
        let at = format!("{name}[{i}]");
        let role = match c.role.as_deref() {
            Some(MAFIA_MEMBER) => {
                problems.push(Problem::at(at.clone(), Fault::MafiaMemberInPool));
                None
            }
            Some("Townsperson") => {
                problems.push(Problem::at(at.clone(), Fault::TownspersonInPool));
                None
            }
            Some(r) => {
                let role = role_named(r);
                if role.is_none() {
                    problems.push(Problem::at(
                        at.clone(),
                        Fault::UnknownRole { role: r.to_owned() },
                    ));
                }
                role
            }
            None => {
                problems.push(Problem::at(at.clone(), Fault::NoRole));
                None
            }
        };
        let count = match c.count {
            Some(k) if k >= 1 => Some(k),
            _ => {
                problems.push(Problem::at(at.clone(), Fault::CountBelowOne));
                None
            }
        };
        let (Some(role), Some(count)) = (role, count) else {
            continue;
        };
        if pool.iter().any(|(r, _)| *r == role) {
            problems.push(Problem::at(
                at,
                Fault::PoolListedTwice {
                    role,
                    pool: name.to_owned(),
                },
            ));
            continue;
        }
        pool.push((role, count));
    }
    pool
}

/// M83: after Day 5, a public message says whether the Mafia won, which families won, and
/// names every winner, roles unrevealed; the moderators' log gets the final roster.
pub fn announce_winners(game: &mut Game, outcome: &Outcome) {
    let names = |ids: &[PlayerId], game: &Game| -> String {
        let names: Vec<&str> = ids.iter().map(|p| game.players[*p].name.as_str()).collect();
        if names.is_empty() {
            "nobody".into()
        } else {
            names.join(", ")
        }
    };
    let (verdict_id, families_arg) = match &outcome.winner {
        Winner::Mafia => (i18n::id("m1923-said-mafia-wins"), None),
        Winner::Families(fs) => (
            i18n::id("m1923-said-families-win"),
            Some(Arg::List(
                fs.iter()
                    .map(|f| Arg::Family(game.seating.families[*f].name.clone()))
                    .collect(),
            )),
        ),
        Winner::Nobody => (i18n::id("m1923-said-nobody-wins"), None),
    };
    let mut verdict_said = Said::new(verdict_id);
    if let Some(families) = families_arg {
        verdict_said = verdict_said.with("families", families);
    }
    let winners = if outcome.players.is_empty() {
        Arg::said(Said::new(i18n::id("m1923-said-nobody")))
    } else {
        Arg::List(
            outcome
                .players
                .iter()
                .map(|p| Arg::Name(game.players[*p].name.clone()))
                .collect(),
        )
    };
    let said = Said::new(i18n::id("m1923-said-winners"))
        .with("verdict", Arg::said(verdict_said))
        .with("players", winners);
    let verdict = match &outcome.winner {
        Winner::Mafia => "The Mafia wins.".to_owned(),
        Winner::Families(fs) => {
            let families: Vec<&str> = fs
                .iter()
                .map(|f| game.seating.families[*f].name.as_str())
                .collect();
            format!(
                "The Mafia loses. Winning families: {}.",
                families.join(", ")
            )
        }
        Winner::Nobody => "The Mafia loses, and no family wins.".to_owned(),
    };
    let text = format!("{verdict} Winners: {}.", names(&outcome.players, game));
    game.messages.push(Message {
        phase: Phase::Day(5),
        audience: Audience::Public,
        text,
        said: Some(said),
    });
    let mut roster = Vec::new();
    let mut entries = Vec::new();
    for p in &game.players {
        let role = match (p.mafia, p.role) {
            (true, Role::Townsperson) => MAFIA_MEMBER.to_owned(),
            (true, r) => format!("{MAFIA_MEMBER} and {}", role_title(r)),
            (false, r) => role_title(r).to_owned(),
        };
        let (status, status_id) = if p.exiled {
            ("exiled", i18n::id("m1923-said-roster-exiled"))
        } else if p.dead {
            ("dead", i18n::id("m1923-said-roster-dead"))
        } else {
            ("living", i18n::id("m1923-said-roster-living"))
        };
        let family = &game.seating.families[p.family].name;
        roster.push(format!("{} ({family}): {role}, {status}", p.name));
        entries.push(Arg::said(
            Said::new(i18n::id("m1923-said-note-roster-entry"))
                .name("name", &p.name)
                .family("family", family)
                .with("role", crate::game::role_arg(p.mafia, p.role))
                .with("status", Arg::said(Said::new(status_id))),
        ));
    }
    game.messages.push(Message {
        phase: Phase::Day(5),
        audience: Audience::Moderators,
        text: format!("Final roster: {}.", roster.join("; ")),
        said: Some(
            Said::new(i18n::id("m1923-said-note-roster")).with("roster", Arg::Groups(entries)),
        ),
    });
}

/// The targets and family an action of `role` takes (docs/1923/script.md, role table).
fn shape(role: Role, targets: &[PlayerId], family: Option<FamilyId>) -> Option<Fault> {
    let need = |n: usize| {
        (targets.len() != n).then_some(Fault::TargetCount {
            role,
            need: n,
            given: targets.len(),
        })
    };
    match role {
        Role::Townsperson | Role::ArmedRobber | Role::Witness | Role::CourtSecretary => {
            Some(Fault::NoAction { role })
        }
        Role::Drunkard => family.is_none().then_some(Fault::DrunkardFamily),
        Role::Sheriff => need(1).or_else(|| family.is_none().then_some(Fault::SheriffShape)),
        Role::Councilor | Role::Pacifist => (targets.len() > 1
            || (targets.is_empty() && family.is_none()))
        .then_some(Fault::ExtraVoteShape { role }),
        Role::Paperboy | Role::Shadchan => need(2),
        _ => need(1),
    }
}

/// A given deal, checked against the setup rules (M11).
fn given_deal(
    seed: u64,
    families: &[FamilySpec],
    signups: &[SignUp],
    allowed: &[Role],
    problems: &mut Vec<Problem>,
) -> Option<Seating> {
    let mut players = Vec::new();
    for s in signups.iter().filter(|s| s.level != Level::Spectator) {
        let family = families
            .iter()
            .position(|f| Some(&f.name) == s.family.as_ref())
            .unwrap_or(0);
        let mafia = s.mafia.unwrap_or(false);
        let role = s.role.unwrap_or(Role::Townsperson);
        if s.level == Level::Beginner && role != Role::Townsperson {
            problems.push(Problem::new(Fault::BeginnerRole {
                name: s.name.clone(),
            }));
        }
        if mafia && role != Role::Townsperson && !allowed.contains(&role) {
            problems.push(Problem::new(Fault::MafiaMayNotHold {
                name: s.name.clone(),
                role,
            }));
        }
        players.push(Dealt {
            name: s.name.clone(),
            level: s.level,
            family,
            mafia,
            role,
        });
    }
    for (i, f) in families.iter().enumerate() {
        let size = players.iter().filter(|p| p.family == i).count();
        let mafia = players.iter().filter(|p| p.family == i && p.mafia).count();
        if f.size != 8 && f.size != 10 {
            problems.push(Problem::new(Fault::FamilySize {
                family: f.name.clone(),
            }));
        }
        if size != f.size {
            problems.push(Problem::new(Fault::FamilyPlayers {
                family: f.name.clone(),
                has: size,
                size: f.size,
            }));
        }
        if mafia != f.mafia_members() {
            problems.push(Problem::new(Fault::FamilyMafia {
                family: f.name.clone(),
                has: mafia,
                need: f.mafia_members(),
            }));
        }
    }
    problems.is_empty().then(|| Seating {
        seed,
        families: families.to_vec(),
        players,
        spectators: signups
            .iter()
            .filter(|s| s.level == Level::Spectator)
            .map(|s| s.name.clone())
            .collect(),
    })
}

impl Played {
    fn audience(&self, audience: &Audience) -> Value {
        match audience {
            Audience::Public => json!("public"),
            Audience::Moderators => json!("moderators"),
            Audience::Players(ps) => {
                json!({"players": ps.iter().map(|p| self.game.players[*p].name.clone()).collect::<Vec<_>>()})
            }
        }
    }

    fn result_lines(&self, words: &dyn PlayedWords) -> Vec<String> {
        let Some(outcome) = &self.outcome else {
            return vec![words.in_progress()];
        };
        let names: Vec<&str> = outcome
            .players
            .iter()
            .map(|p| self.game.players[*p].name.as_str())
            .collect();
        let winner = match &outcome.winner {
            Winner::Mafia => words.mafia_wins(),
            Winner::Families(fs) => {
                let names: Vec<&str> = fs
                    .iter()
                    .map(|f| self.game.seating.families[*f].name.as_str())
                    .collect();
                words.families_win(&names)
            }
            Winner::Nobody => words.nobody_wins(),
        };
        vec![winner, words.winners(&names)]
    }

    /// The timeline, every message with its audience, and the result, for people.
    pub fn to_text(&self) -> String {
        self.to_text_in(&English)
    }

    /// [`Played::to_text`] in other words: the layout is this one, the words `words`'
    /// (an edge's in the reader's language; English is [`English`]).
    pub fn to_text_in(&self, words: &dyn PlayedWords) -> String {
        let mut out = format!("{}\n", words.heading(self.game.seating.seed));
        let mut current = None;
        for m in &self.game.messages {
            if current != Some(m.phase) {
                current = Some(m.phase);
                out.push_str(&format!("\n== {}\n", words.phase(m.phase)));
            }
            let audience = match &m.audience {
                Audience::Public => words.public(),
                Audience::Moderators => words.moderators(),
                Audience::Players(ps) => {
                    let names: Vec<&str> = ps
                        .iter()
                        .map(|p| self.game.players[*p].name.as_str())
                        .collect();
                    words.to(&names)
                }
            };
            out.push_str(&format!("[{audience}] {}\n", words.message(m)));
        }
        out.push_str(&format!("\n== {}\n", words.result()));
        for line in self.result_lines(words) {
            out.push_str(&line);
            out.push('\n');
        }
        out
    }

    pub fn to_json(&self) -> Value {
        let deal: Vec<Value> = self
            .game
            .seating
            .players
            .iter()
            .map(|p| {
                json!({
                    "name": p.name,
                    "family": self.game.seating.families[p.family].name,
                    "role": if p.mafia { MAFIA_MEMBER } else { role_title(p.role) },
                    "second_role": (p.mafia && p.role != Role::Townsperson).then(|| role_title(p.role)),
                })
            })
            .collect();
        let messages: Vec<Value> = self
            .game
            .messages
            .iter()
            .map(|m| json!({"phase": m.phase.to_string(), "audience": self.audience(&m.audience), "text": m.text}))
            .collect();
        let result = self.outcome.as_ref().map(|o| {
            json!({
                "mafia_wins": o.winner == Winner::Mafia,
                "families": match &o.winner {
                    Winner::Families(fs) => fs.iter().map(|f| self.game.seating.families[*f].name.clone()).collect(),
                    _ => Vec::new(),
                },
                "winners": o.players.iter().map(|p| self.game.players[*p].name.clone()).collect::<Vec<_>>(),
            })
        });
        json!({
            "seed": self.game.seating.seed,
            "deal": deal,
            "phases": self.phases.iter().map(|p| p.to_string()).collect::<Vec<_>>(),
            "messages": messages,
            "result": result,
        })
    }
}

/// The words of a played game's text ([`Played::to_text_in`]); each is English unless an
/// edge words it in another language (the CLI's `--lang`). The rule crate keeps the layout,
/// so every language prints the same lines.
pub trait PlayedWords {
    fn heading(&self, seed: u64) -> String {
        format!("Mafia 1923, seed {seed}")
    }
    fn phase(&self, phase: Phase) -> String {
        phase.to_string()
    }
    fn public(&self) -> String {
        "public".into()
    }
    fn moderators(&self) -> String {
        "moderators".into()
    }
    fn to(&self, names: &[&str]) -> String {
        format!("to {}", names.join(", "))
    }
    /// A message: its English record here; an edge words its [`Said`].
    fn message(&self, message: &Message) -> String {
        message.text.clone()
    }
    fn result(&self) -> String {
        "Result".into()
    }
    fn in_progress(&self) -> String {
        "The game is in progress.".into()
    }
    fn mafia_wins(&self) -> String {
        "The Mafia wins.".into()
    }
    fn families_win(&self, families: &[&str]) -> String {
        format!("The Mafia loses; winning: {}.", families.join(", "))
    }
    fn nobody_wins(&self) -> String {
        "Nobody wins.".into()
    }
    fn winners(&self, names: &[&str]) -> String {
        if names.is_empty() {
            "Winners: none.".into()
        } else {
            format!("Winners: {}.", names.join(", "))
        }
    }
}

/// A played game's text in English, the record's own words.
pub struct English;

impl PlayedWords for English {}
