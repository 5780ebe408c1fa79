//! Roles: the named combinations of abilities and passives that real setups use (ruling
//! N15: "All roles can be seen as a combination of these basic components"), with how each
//! wins.
//!
//! The resolver never reads a role: a night's behaviour comes from its actions and
//! passives alone (the contract: `role` is "free text for people"). This catalog is what
//! `omerta night roles` lists, and [`Win`] is what a forum thread's `players[].win` names
//! (the forum crate judges it).

use crate::ability::Ability;
use crate::document::Verdict;

/// A passive ability: "treated the same way as (untrackable and unblockable) active roles
/// that self-target". Given in a night document's `players[].passives`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Passive {
    /// `{"kind": "bulletproof", "shots": N}`.
    Bulletproof,
    /// `{"kind": "paranoid_gun_owner"}`.
    ParanoidGunOwner,
    /// `{"kind": "lover", "with": "B"}` (ruling N18).
    Lover,
    /// `{"kind": "mason"}` (ruling N19).
    Mason,
}

impl Passive {
    pub const ALL: [Passive; 4] = [
        Passive::Bulletproof,
        Passive::ParanoidGunOwner,
        Passive::Lover,
        Passive::Mason,
    ];

    /// Its `kind` in a night document.
    pub fn name(self) -> &'static str {
        match self {
            Passive::Bulletproof => "bulletproof",
            Passive::ParanoidGunOwner => "paranoid_gun_owner",
            Passive::Lover => "lover",
            Passive::Mason => "mason",
        }
    }

    pub fn parse(kind: &str) -> Option<Passive> {
        Passive::ALL.into_iter().find(|p| p.name() == kind)
    }

    pub fn describe(self) -> &'static str {
        match self {
            Passive::Bulletproof => "a vest stops kills on them (N5)",
            Passive::ParanoidGunOwner => "whoever visits them is shot (N6)",
            Passive::Lover => "when their lover dies they die too, and nothing stops it (N18)",
            Passive::Mason => {
                "they are told the other masons every night, and nothing stops it (N19)"
            }
        }
    }
}

/// Whom a role plays for.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Team {
    Town,
    Mafia,
    /// A faction of one (a serial killer, a jester, a survivor).
    Own,
    /// Whatever alignment the setup gives (a lover may be town or mafia).
    Any,
}

impl Team {
    pub fn describe(self) -> &'static str {
        match self {
            Team::Town => "town",
            Team::Mafia => "mafia",
            Team::Own => "a faction of their own",
            Team::Any => "any alignment",
        }
    }
}

/// How a player wins: a forum thread's `players[].win` (the forum crate's `win` module
/// judges it; rulings F40 to F43 in docs/forum/rulings.md).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum Win {
    /// With their faction (the default): the town when no hostile faction is left, a
    /// hostile faction when the rest can no longer make a majority (rule 8).
    #[default]
    Faction,
    /// Alone, as a faction of one whose votes join nobody's (a serial killer).
    Alone,
    /// By being lynched (a jester), whatever else happens.
    Lynched,
    /// By being alive when the game ends, whoever else wins (a survivor).
    Alive,
}

impl Win {
    pub const ALL: [Win; 4] = [Win::Faction, Win::Alone, Win::Lynched, Win::Alive];

    /// Its name in `players[].win`.
    pub fn name(self) -> &'static str {
        match self {
            Win::Faction => "faction",
            Win::Alone => "alone",
            Win::Lynched => "lynched",
            Win::Alive => "alive",
        }
    }

    pub fn parse(name: &str) -> Option<Win> {
        Win::ALL.into_iter().find(|w| w.name() == name)
    }

    pub fn describe(self) -> &'static str {
        match self {
            Win::Faction => "wins with their faction",
            Win::Alone => {
                "wins alone, a faction of their own, when the others can no longer make a majority without them (rule 8)"
            }
            Win::Lynched => "wins when lynched, and the game goes on",
            Win::Alive => "wins by being alive when the game ends, whoever else wins",
        }
    }
}

/// A role: abilities (each a row of components), passives, how a sane cop sees it when
/// not by its alignment, and how it wins.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Role {
    pub name: &'static str,
    pub team: Team,
    pub abilities: &'static [Ability],
    pub passives: &'static [Passive],
    pub appears: Option<Verdict>,
    pub win: Win,
}

const fn role(
    name: &'static str,
    team: Team,
    abilities: &'static [Ability],
    passives: &'static [Passive],
) -> Role {
    Role {
        name,
        team,
        abilities,
        passives,
        appears: None,
        win: Win::Faction,
    }
}

/// Every role the library knows, in the order `omerta night roles` lists them.
pub const ROLES: &[Role] = &[
    role("vanilla", Team::Town, &[], &[]),
    role("goon", Team::Mafia, &[Ability::FactionalKill], &[]),
    Role {
        appears: Some(Verdict::Innocent),
        ..role("godfather", Team::Mafia, &[Ability::FactionalKill], &[])
    },
    role("vigilante", Team::Town, &[Ability::Kill], &[]),
    role("doctor", Team::Town, &[Ability::Protect], &[]),
    role("roleblocker", Team::Any, &[Ability::Block], &[]),
    role("jailkeeper", Team::Town, &[Ability::Jail], &[]),
    role("cop", Team::Town, &[Ability::Investigate], &[]),
    role("tracker", Team::Town, &[Ability::Track], &[]),
    role("watcher", Team::Town, &[Ability::Watch], &[]),
    role("redirector", Team::Any, &[Ability::Redirect], &[]),
    role("bus_driver", Team::Any, &[Ability::Swap], &[]),
    role("visitor", Team::Any, &[Ability::Visit], &[]),
    role("cult_recruiter", Team::Any, &[Ability::Recruit], &[]),
    role("strongman", Team::Mafia, &[Ability::StrongKill], &[]),
    role("ninja", Team::Mafia, &[Ability::NinjaKill], &[]),
    role("commuter", Team::Any, &[Ability::Commute], &[]),
    role("deflector", Team::Any, &[Ability::Deflect], &[]),
    role("bodyguard", Team::Town, &[Ability::Guard], &[]),
    role("day_vigilante", Team::Town, &[Ability::DayKill], &[]),
    role("bulletproof", Team::Town, &[], &[Passive::Bulletproof]),
    role(
        "paranoid_gun_owner",
        Team::Any,
        &[],
        &[Passive::ParanoidGunOwner],
    ),
    Role {
        win: Win::Alone,
        ..role("serial_killer", Team::Own, &[Ability::Kill], &[])
    },
    Role {
        win: Win::Lynched,
        ..role("jester", Team::Own, &[], &[])
    },
    Role {
        win: Win::Alive,
        ..role("survivor", Team::Own, &[], &[Passive::Bulletproof])
    },
    role("lover", Team::Any, &[], &[Passive::Lover]),
    role("mason", Team::Town, &[], &[Passive::Mason]),
];

/// The role of this name in the catalog.
pub fn find(name: &str) -> Option<&'static Role> {
    ROLES.iter().find(|r| r.name == name)
}

impl Role {
    /// The role in one sentence, built from its components: "doctor (town): protect, made
    /// of protect (kills on the target fail), and a visit; wins with their faction."
    pub fn sentence(&self) -> String {
        let mut parts: Vec<String> = self.abilities.iter().map(|&a| ability_words(a)).collect();
        parts.extend(
            self.passives
                .iter()
                .map(|p| format!("the passive {}: {}", p.name(), p.describe())),
        );
        if parts.is_empty() {
            parts.push("no night action and no passive".to_owned());
        }
        if let Some(verdict) = self.appears {
            parts.push(format!("appears {} to a sane cop", verdict.name()));
        }
        format!(
            "{} ({}): {}; {}.",
            self.name,
            self.team.describe(),
            parts.join("; "),
            self.win.describe()
        )
    }
}

/// "protect, made of protect (kills on the target fail) and a visit".
fn ability_words(ability: Ability) -> String {
    let mut components: Vec<String> = ability
        .parts()
        .iter()
        .map(|c| format!("{} ({})", c.name(), c.describe()))
        .collect();
    if ability.visits() {
        components.push("a visit".to_owned());
    }
    format!(
        "the ability {}, made of {}",
        ability.name(),
        and_list(&components)
    )
}

/// "a", "a and b", "a, b and c".
fn and_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}
