//! Setup: families of 8 (one Mafia Member) or 10 (two), players signed up as beginner,
//! standard or spectator, and roles dealt by a seeded generator (ChaCha20, M1), honouring the
//! host's requests.

use crate::court::FamilyId;
use crate::role::Role;
use rand::seq::SliceRandom;
use rand_chacha::rand_core::SeedableRng;
use rand_chacha::ChaCha20Rng;

/// "Every player must sign up as one of three levels: Beginner, Standard, or Spectator."
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Level {
    /// "Beginners can only be Townspeople or Mafia Members and nothing else."
    Beginner,
    /// "Standard players may be given any role in the game."
    Standard,
    /// "Spectators don't affect the game at all; they simply receive all of the public
    /// messages."
    Spectator,
}

#[derive(Clone, PartialEq, Eq, Debug)]
pub struct FamilySpec {
    pub name: String,
    /// 8 or 10.
    pub size: usize,
}

impl FamilySpec {
    /// "Families of 8 will have 1 Mafia Member, and families of 10 will have 2."
    pub fn mafia_members(&self) -> usize {
        if self.size == 10 {
            2
        } else {
            1
        }
    }
}

/// A sign-up, with the host's requests for it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SignUp {
    pub name: String,
    pub level: Level,
    pub family: Option<String>,
    pub role: Option<Role>,
    /// Whether the host asks for this player to be (or not to be) a Mafia Member.
    pub mafia: Option<bool>,
}

#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Setup {
    pub seed: u64,
    pub families: Vec<FamilySpec>,
    pub signups: Vec<SignUp>,
    /// The roles to deal (each entry one copy); everyone else is a Townsperson.
    pub roles: Vec<Role>,
}

/// A dealt player.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Dealt {
    pub name: String,
    pub level: Level,
    pub family: FamilyId,
    pub mafia: bool,
    /// A Mafia Member's second role, or `Townsperson` for none.
    pub role: Role,
}

#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Seating {
    /// Recorded so that the deal can be reproduced.
    pub seed: u64,
    pub families: Vec<FamilySpec>,
    pub players: Vec<Dealt>,
    pub spectators: Vec<String>,
}

impl Role {
    /// The second roles a Mafia Member may hold (the seed announces a list and gives none;
    /// ruling M8 decides): Armed Robber, Butler, Boss, Drunkard, Bumbling Bureaucrat,
    /// Councilor, Pacifist, Paperboy, Witness, Court Secretary, Lawyer, Shadchan. Not
    /// Thief, Doctor, Bodyguard, Sheriff, Detective (nor Townsperson, "no second role").
    pub fn mafia_may_hold(self) -> bool {
        matches!(
            self,
            Role::ArmedRobber
                | Role::Butler
                | Role::Boss
                | Role::Drunkard
                | Role::BumblingBureaucrat
                | Role::Councilor
                | Role::Pacifist
                | Role::Paperboy
                | Role::Witness
                | Role::CourtSecretary
                | Role::Lawyer
                | Role::Shadchan
        )
    }
}

/// Deals the game. Every problem with the setup is reported at once.
pub fn deal(setup: &Setup) -> Result<Seating, Vec<String>> {
    let mut problems = Vec::new();
    let mut rng = ChaCha20Rng::seed_from_u64(setup.seed);
    for f in &setup.families {
        if f.size != 8 && f.size != 10 {
            problems.push(format!(
                "family {:?} has {} seats: a family has 8 or 10 players",
                f.name, f.size
            ));
        }
    }
    let family_of = |name: &str| setup.families.iter().position(|f| f.name == name);
    let players: Vec<&SignUp> = setup
        .signups
        .iter()
        .filter(|s| s.level != Level::Spectator)
        .collect();
    let seats: usize = setup.families.iter().map(|f| f.size).sum();
    if players.len() != seats {
        problems.push(format!(
            "{} players signed up for {seats} seats in the families",
            players.len()
        ));
    }
    let mut names = std::collections::HashSet::new();
    for s in &setup.signups {
        if !names.insert(s.name.to_lowercase()) {
            problems.push(format!("{:?} signed up twice", s.name));
        }
        if s.level == Level::Beginner && s.role.is_some_and(|r| r != Role::Townsperson) {
            problems.push(format!(
                "{:?} is a beginner: beginners are Townspeople or Mafia Members only",
                s.name
            ));
        }
        if let Some(f) = &s.family {
            if family_of(f).is_none() {
                problems.push(format!(
                    "{:?} asks for family {f:?}, which is not in the game",
                    s.name
                ));
            }
        }
        if s.mafia == Some(true) && s.role.is_some_and(|r| !r.mafia_may_hold()) {
            problems.push(format!(
                "{:?}: a Mafia Member cannot hold the role {}",
                s.name,
                s.role.map_or("", Role::name)
            ));
        }
    }
    if !problems.is_empty() {
        return Err(problems);
    }
    // Families: requests first, then the rest at random.
    let mut family: Vec<Option<FamilyId>> = players
        .iter()
        .map(|s| s.family.as_deref().and_then(family_of))
        .collect();
    let mut free: Vec<usize> = setup.families.iter().map(|f| f.size).collect();
    for f in family.iter().flatten() {
        free[*f] = free[*f].saturating_sub(1);
    }
    for (i, f) in setup.families.iter().enumerate() {
        let asked = family.iter().filter(|x| **x == Some(i)).count();
        if asked > f.size {
            problems.push(format!(
                "{asked} players ask for family {:?} of {}",
                f.name, f.size
            ));
        }
    }
    let mut open: Vec<FamilyId> = free
        .iter()
        .enumerate()
        .flat_map(|(f, n)| std::iter::repeat_n(f, *n))
        .collect();
    open.shuffle(&mut rng);
    for slot in family.iter_mut().filter(|f| f.is_none()) {
        *slot = open.pop();
    }
    // Mafia Members: requests first, then at random among the family's eligible players.
    let mut mafia = vec![false; players.len()];
    for (fid, f) in setup.families.iter().enumerate() {
        let members: Vec<usize> = (0..players.len())
            .filter(|&p| family[p] == Some(fid))
            .collect();
        let asked: Vec<usize> = members
            .iter()
            .copied()
            .filter(|&p| players[p].mafia == Some(true))
            .collect();
        if asked.len() > f.mafia_members() {
            problems.push(format!(
                "{} players are asked to be Mafia Members in family {:?}, which has {}",
                asked.len(),
                f.name,
                f.mafia_members()
            ));
            continue;
        }
        let mut eligible: Vec<usize> = members
            .iter()
            .copied()
            .filter(|&p| {
                players[p].mafia.is_none() && players[p].role.is_none_or(Role::mafia_may_hold)
            })
            .collect();
        eligible.shuffle(&mut rng);
        let needed = f.mafia_members() - asked.len();
        if eligible.len() < needed {
            problems.push(format!(
                "family {:?} has too few players who may be Mafia Members",
                f.name
            ));
            continue;
        }
        for p in asked.into_iter().chain(eligible.into_iter().take(needed)) {
            mafia[p] = true;
        }
    }
    // Roles: requests first (each takes its copy from the roles to deal), then at random.
    let mut pool = setup.roles.clone();
    pool.retain(|r| *r != Role::Townsperson);
    let mut role = vec![Role::Townsperson; players.len()];
    for (p, s) in players.iter().enumerate() {
        if let Some(r) = s.role.filter(|r| *r != Role::Townsperson) {
            match pool.iter().position(|x| *x == r) {
                Some(i) => {
                    pool.swap_remove(i);
                    role[p] = r;
                }
                None => problems.push(format!(
                    "{:?} asks for {}, which is not among the roles to deal",
                    s.name,
                    r.name()
                )),
            }
        }
    }
    pool.sort();
    pool.shuffle(&mut rng);
    for r in pool {
        let mut eligible: Vec<usize> = (0..players.len())
            .filter(|&p| {
                players[p].level == Level::Standard
                    && players[p].role.is_none()
                    && role[p] == Role::Townsperson
                    && (!mafia[p] || r.mafia_may_hold())
            })
            .collect();
        eligible.sort_unstable();
        match eligible.choose(&mut rng) {
            Some(&p) => role[p] = r,
            None => problems.push(format!(
                "no standard player is left to deal {} to",
                r.name()
            )),
        }
    }
    if !problems.is_empty() {
        return Err(problems);
    }
    Ok(Seating {
        seed: setup.seed,
        families: setup.families.clone(),
        players: players
            .iter()
            .enumerate()
            .map(|(p, s)| Dealt {
                name: s.name.clone(),
                level: s.level,
                family: family[p].expect("every player is seated"),
                mafia: mafia[p],
                role: role[p],
            })
            .collect(),
        spectators: setup
            .signups
            .iter()
            .filter(|s| s.level == Level::Spectator)
            .map(|s| s.name.clone())
            .collect(),
    })
}
