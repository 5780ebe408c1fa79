//! Setup: families of 8 (one Mafia Member) or 10 (two), players signed up as beginner,
//! standard or spectator, and roles dealt by a seeded generator (ChaCha20, M1), honouring the
//! host's requests first come, first served (rulings M9 to M12).

use crate::court::FamilyId;
use crate::message::{i18n, Arg, Note, Said};
use crate::problem::{Fault, Problem};
use crate::role::Role;
use crate::script::role_title as title;
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

/// A sign-up, with the player's requests (M9): honoured first come, first served, in the
/// order of the sign-ups.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SignUp {
    pub name: String,
    pub level: Level,
    /// The family asked for.
    pub family: Option<String>,
    /// The role asked for: with `mafia: Some(true)`, the second role (`Townsperson` or
    /// `None` for none); otherwise a Civilian role (`Townsperson` included).
    pub role: Option<Role>,
    /// Whether the player asks to be (or not to be) a Mafia Member.
    pub mafia: Option<bool>,
}

#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Setup {
    pub seed: u64,
    pub families: Vec<FamilySpec>,
    pub signups: Vec<SignUp>,
    /// The Civilians' roles to deal to Standard Civilians (the script's `roles`), each
    /// entry one copy, in the pool's order; everyone else is a Townsperson. The Mafia
    /// Members' second roles are a pool of their own (`random_deal`).
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

/// A random deal (M10) and the moderators' log of it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Deal {
    pub seating: Seating,
    /// The moderators' log of the deal, in order: each draw with its candidates, each
    /// request not honoured (M9), each copy not dealt, and last the deal in the form of a
    /// given deal (M11), to replay the same game with `"deal": "given"`.
    pub log: Vec<Note>,
}

/// Deals the game with `setup.roles` as the Civilians' pool and no second roles for the
/// Mafia Members: `random_deal(setup, &[])`. Every problem with the setup is reported at
/// once.
pub fn deal(setup: &Setup) -> Result<Seating, Vec<Problem>> {
    random_deal(setup, &[]).map(|d| d.seating)
}

/// The random deal of M10, from two pools (M12): `setup.roles` goes to the Standard
/// Civilians, `mafia_second_roles` to the Standard Mafia Members. Requests are honoured
/// first come, first served, in the order of the sign-ups (M9); the four stages (seats,
/// Mafia, second roles, Civilian roles) draw, in this order, from one ChaCha20 stream
/// seeded with `setup.seed` (M1). Requests no deal could honour, and pools that cannot be
/// dealt, are problems, all reported at once; requests that clash with one another or
/// with the pools go to the log.
pub fn random_deal(setup: &Setup, mafia_second_roles: &[Role]) -> Result<Deal, Vec<Problem>> {
    let default: Vec<Role> = Role::ALL
        .into_iter()
        .filter(|r| r.mafia_may_hold())
        .collect();
    random_deal_allowing(setup, mafia_second_roles, &default)
}

/// [`random_deal`], with the script's own list of second roles a Mafia Member may hold
/// (`allowed_second_roles`, replacing M8's default).
pub fn random_deal_allowing(
    setup: &Setup,
    mafia_second_roles: &[Role],
    allowed: &[Role],
) -> Result<Deal, Vec<Problem>> {
    let may_hold = |r: Role| allowed.contains(&r);
    let mut problems = Vec::new();
    for f in &setup.families {
        if f.size != 8 && f.size != 10 {
            problems.push(Problem::new(Fault::FamilySeats {
                family: f.name.clone(),
                size: f.size,
            }));
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
        problems.push(Problem::new(Fault::SeatsSignedUp {
            players: players.len(),
            seats,
        }));
    }
    let mut names = std::collections::HashSet::new();
    for s in &setup.signups {
        if !names.insert(s.name.to_lowercase()) {
            problems.push(Problem::new(Fault::SignedUpTwice {
                name: s.name.clone(),
            }));
        }
        if s.level == Level::Spectator {
            if s.family.is_some() || s.role.is_some() || s.mafia.is_some() {
                problems.push(Problem::new(Fault::SpectatorRequests {
                    name: s.name.clone(),
                }));
            }
            continue;
        }
        if s.level == Level::Beginner && s.role.is_some_and(|r| r != Role::Townsperson) {
            problems.push(Problem::new(Fault::BeginnerRequest {
                name: s.name.clone(),
            }));
        }
        if let Some(f) = &s.family {
            if family_of(f).is_none() {
                problems.push(Problem::new(Fault::RequestsNoFamily {
                    name: s.name.clone(),
                    family: f.clone(),
                }));
            }
        }
        if s.mafia == Some(true)
            && s.role
                .is_some_and(|r| r != Role::Townsperson && !may_hold(r))
        {
            problems.push(Problem::new(Fault::MafiaCannotHold {
                name: s.name.clone(),
                role: s.role.map_or("", Role::name).to_owned(),
            }));
        }
    }
    // M12: the pools.
    for (pool, roles) in [
        ("roles", &setup.roles[..]),
        ("mafia_second_roles", mafia_second_roles),
    ] {
        if roles.contains(&Role::Townsperson) {
            problems.push(Problem::at(pool, Fault::TownspersonDealt));
        }
    }
    let mut refused: Vec<Role> = mafia_second_roles
        .iter()
        .copied()
        .filter(|r| *r != Role::Townsperson && !may_hold(*r))
        .collect();
    refused.sort();
    refused.dedup();
    for r in refused {
        problems.push(Problem::at(
            "mafia_second_roles",
            Fault::NotASecondRole { role: r },
        ));
    }
    let standard = players
        .iter()
        .filter(|s| s.level == Level::Standard)
        .count();
    let copies = setup.roles.len() + mafia_second_roles.len();
    if copies > standard {
        problems.push(Problem::new(Fault::PoolsTooLarge { copies, standard }));
    }
    if !problems.is_empty() {
        return Err(problems);
    }

    let mut rng = ChaCha20Rng::seed_from_u64(setup.seed);
    // The seed as written, not as a number (a language's digit grouping would change it).
    let mut log = vec![Note::new(
        Said::new(i18n::id("m1923-said-deal-random"))
            .with("seed", Arg::Text(setup.seed.to_string())),
        format!(
            "Random deal (M10), seed {}: seats, the Mafia, second roles, Civilian roles.",
            setup.seed
        ),
    )];
    let n = players.len();
    let names: Vec<&str> = players.iter().map(|s| s.name.as_str()).collect();
    let name = |p: usize| names[p];
    let list = |ps: &[usize]| ps.iter().map(|p| name(*p)).collect::<Vec<_>>().join(", ");
    let among =
        |ps: &[usize]| Arg::List(ps.iter().map(|p| Arg::Name(name(*p).to_owned())).collect());
    let fname = |f: FamilyId| setup.families[f].name.as_str();
    // A request not honoured (M9), by its message, the player and one more part.
    let unhonoured = |id: &'static str, p: usize, part: (&str, Arg), text: String| {
        Note::new(
            Said::new(id).name("name", name(p)).with(part.0, part.1),
            text,
        )
    };

    // 1. Seats: requests in order, then the rest shuffled into the free seats.
    let mut family: Vec<Option<FamilyId>> = vec![None; n];
    let mut free: Vec<usize> = setup.families.iter().map(|f| f.size).collect();
    for p in 0..n {
        let Some(f) = players[p].family.as_deref().and_then(family_of) else {
            continue;
        };
        if free[f] > 0 {
            free[f] -= 1;
            family[p] = Some(f);
        } else {
            log.push(unhonoured(
                i18n::id("m1923-said-deal-family-full"),
                p,
                ("family", Arg::Family(fname(f).to_owned())),
                format!(
                    "Request not honoured (M9): {} asked for family {}, which was full.",
                    name(p),
                    fname(f)
                ),
            ));
        }
    }
    let mut unseated: Vec<usize> = (0..n).filter(|p| family[*p].is_none()).collect();
    if !unseated.is_empty() {
        let candidates = list(&unseated);
        let candidates_arg = among(&unseated);
        unseated.shuffle(&mut rng);
        let open = free
            .iter()
            .enumerate()
            .flat_map(|(f, k)| std::iter::repeat_n(f, *k));
        let mut seated = Vec::new();
        let mut seated_args = Vec::new();
        for (&p, f) in unseated.iter().zip(open) {
            family[p] = Some(f);
            seated.push(format!("{} to {}", name(p), fname(f)));
            seated_args.push(Arg::said(
                Said::new(i18n::id("m1923-said-deal-seated"))
                    .name("name", name(p))
                    .family("family", fname(f)),
            ));
        }
        log.push(Note::new(
            Said::new(i18n::id("m1923-said-deal-seats"))
                .with("seated", Arg::List(seated_args))
                .with("among", candidates_arg),
            format!(
                "Draw (the seats): {} among [{candidates}]",
                seated.join(", ")
            ),
        ));
    }
    let family: Vec<FamilyId> = family
        .into_iter()
        .map(|f| f.expect("as many players as seats"))
        .collect();

    // 2. The Mafia: requests in order, then a uniform pick for each place left.
    let mut mafia = vec![false; n];
    let mut places: Vec<usize> = setup.families.iter().map(|f| f.mafia_members()).collect();
    for p in 0..n {
        if players[p].mafia != Some(true) {
            continue;
        }
        if places[family[p]] > 0 {
            places[family[p]] -= 1;
            mafia[p] = true;
        } else {
            log.push(unhonoured(
                i18n::id("m1923-said-deal-no-mafia-place"),
                p,
                ("family", Arg::Family(fname(family[p]).to_owned())),
                format!(
                    "Request not honoured (M9): {} asked to be a Mafia Member; family {} had no Mafia place left.",
                    name(p),
                    fname(family[p])
                ),
            ));
        }
    }
    for (f, left) in places.iter().enumerate() {
        for _ in 0..*left {
            let members: Vec<usize> = (0..n).filter(|p| family[*p] == f && !mafia[*p]).collect();
            let open: Vec<usize> = members
                .iter()
                .copied()
                .filter(|p| players[*p].mafia.is_none() && players[*p].role.is_none())
                .collect();
            let candidates = if open.is_empty() { members } else { open };
            let &p = candidates
                .choose(&mut rng)
                .expect("a family has more members than Mafia places");
            mafia[p] = true;
            log.push(Note::new(
                Said::new(i18n::id("m1923-said-deal-mafia-draw"))
                    .family("family", fname(f))
                    .name("name", name(p))
                    .with("among", among(&candidates)),
                format!(
                    "Draw (a Mafia Member of family {}): {} among [{}]",
                    fname(f),
                    name(p),
                    list(&candidates)
                ),
            ));
        }
    }

    // 3. Second roles, to Standard Mafia Members.
    let mut role = vec![Role::Townsperson; n];
    let mut pool: Vec<Option<Role>> = mafia_second_roles.iter().copied().map(Some).collect();
    for p in 0..n {
        let asked = players[p]
            .role
            .filter(|r| players[p].mafia == Some(true) && *r != Role::Townsperson);
        let Some(r) = asked else { continue };
        if !mafia[p] {
            log.push(unhonoured(
                i18n::id("m1923-said-deal-second-not-mafia"),
                p,
                ("role", role_arg(r)),
                format!(
                    "Request not honoured (M9): {} asked for the second role {}, and is not a Mafia Member.",
                    name(p),
                    title(r)
                ),
            ));
            continue;
        }
        match pool.iter_mut().find(|c| **c == Some(r)) {
            Some(copy) => {
                *copy = None;
                role[p] = r;
            }
            None => log.push(unhonoured(
                i18n::id("m1923-said-deal-second-no-copy"),
                p,
                ("role", role_arg(r)),
                format!(
                    "Request not honoured (M9): {} asked for the second role {}; no copy was left in mafia_second_roles.",
                    name(p),
                    title(r)
                ),
            )),
        }
    }
    let takers: Vec<usize> = (0..n)
        .filter(|p| {
            mafia[*p] && players[*p].level == Level::Standard && role[*p] == Role::Townsperson
        })
        .collect();
    give_out(
        Pool::SecondRoles,
        pool.into_iter().flatten().collect(),
        takers,
        &mut role,
        &mut rng,
        &mut log,
        &names,
    );

    // 4. Civilian roles, to Standard Civilians.
    let mut pool: Vec<Option<Role>> = setup.roles.iter().copied().map(Some).collect();
    let mut set_aside = vec![false; n];
    for p in 0..n {
        let s = players[p];
        if s.mafia == Some(true) {
            continue;
        }
        if mafia[p] {
            if s.role.is_some() || s.mafia == Some(false) {
                let asked = s.role.map_or_else(
                    || Arg::said(Said::new(i18n::id("m1923-said-deal-asked-not-mafia"))),
                    |r| {
                        Arg::said(
                            Said::new(i18n::id("m1923-said-deal-asked-role"))
                                .with("role", role_arg(r)),
                        )
                    },
                );
                log.push(unhonoured(
                    i18n::id("m1923-said-deal-drawn-mafia"),
                    p,
                    ("asked", asked),
                    format!(
                        "Request not honoured (M9): {} asked {}, and was drawn for the Mafia.",
                        name(p),
                        s.role
                            .map_or("not to be a Mafia Member".to_owned(), |r| format!(
                                "for {}",
                                title(r)
                            ))
                    ),
                ));
            }
            continue;
        }
        let Some(r) = s.role else { continue };
        if r == Role::Townsperson {
            set_aside[p] = true;
            continue;
        }
        match pool.iter_mut().find(|c| **c == Some(r)) {
            Some(copy) => {
                *copy = None;
                role[p] = r;
            }
            None => log.push(unhonoured(
                i18n::id("m1923-said-deal-no-copy"),
                p,
                ("role", role_arg(r)),
                format!(
                    "Request not honoured (M9): {} asked for {}; no copy was left in roles.",
                    name(p),
                    title(r)
                ),
            )),
        }
    }
    let takers: Vec<usize> = (0..n)
        .filter(|p| {
            !mafia[*p]
                && !set_aside[*p]
                && players[*p].level == Level::Standard
                && role[*p] == Role::Townsperson
        })
        .collect();
    give_out(
        Pool::CivilianRoles,
        pool.into_iter().flatten().collect(),
        takers,
        &mut role,
        &mut rng,
        &mut log,
        &names,
    );

    let seating = Seating {
        seed: setup.seed,
        families: setup.families.clone(),
        players: (0..n)
            .map(|p| Dealt {
                name: players[p].name.clone(),
                level: players[p].level,
                family: family[p],
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
    };
    log.push(as_given(&seating, &setup.signups));
    Ok(Deal { seating, log })
}

/// A role as a deal's note names it (the role alone, not "Mafia Member and ...").
fn role_arg(role: Role) -> Arg {
    crate::game::role_arg(false, role)
}

/// The two pools of M10's stages 3 and 4.
#[derive(Clone, Copy)]
enum Pool {
    /// `mafia_second_roles`, to Standard Mafia Members.
    SecondRoles,
    /// `roles`, to Standard Civilians.
    CivilianRoles,
}

impl Pool {
    /// The English words (what is drawn, the pool's field, who takes a copy) and the
    /// messages of the draw's name and of the copies not dealt.
    fn words(
        self,
    ) -> (
        &'static str,
        &'static str,
        &'static str,
        &'static str,
        &'static str,
    ) {
        match self {
            Pool::SecondRoles => (
                "second roles",
                "mafia_second_roles",
                "Standard Mafia Member",
                i18n::id("m1923-said-deal-second-roles"),
                i18n::id("m1923-said-deal-not-dealt-second"),
            ),
            Pool::CivilianRoles => (
                "Civilian roles",
                "roles",
                "Standard Civilian",
                i18n::id("m1923-said-deal-civilian-roles"),
                i18n::id("m1923-said-deal-not-dealt-civilian"),
            ),
        }
    }
}

/// Stages 3 and 4 of M10: the copies left, in the order of the pool, go to `takers`
/// shuffled; copies with no one to take them are not dealt.
#[allow(clippy::too_many_arguments)]
fn give_out(
    pool: Pool,
    copies: Vec<Role>,
    mut takers: Vec<usize>,
    role: &mut [Role],
    rng: &mut ChaCha20Rng,
    log: &mut Vec<Note>,
    names: &[&str],
) {
    if copies.is_empty() {
        return;
    }
    let (what, pool_name, taker, what_id, not_dealt_id) = pool.words();
    let name = |p: usize| names[p];
    let candidates: Vec<&str> = takers.iter().map(|p| name(*p)).collect();
    let among = Arg::List(
        candidates
            .iter()
            .map(|n| Arg::Name((*n).to_owned()))
            .collect(),
    );
    let candidates = candidates.join(", ");
    takers.shuffle(rng);
    let mut dealt = Vec::new();
    let mut dealt_args = Vec::new();
    for (&p, &r) in takers.iter().zip(&copies) {
        role[p] = r;
        dealt.push(format!("{} to {}", title(r), name(p)));
        dealt_args.push(Arg::said(
            Said::new(i18n::id("m1923-said-deal-given"))
                .with("role", role_arg(r))
                .name("name", name(p)),
        ));
    }
    if !dealt.is_empty() {
        log.push(Note::new(
            Said::new(i18n::id("m1923-said-deal-roles-draw"))
                .with("what", Arg::said(Said::new(what_id)))
                .with("dealt", Arg::List(dealt_args))
                .with("among", among),
            format!("Draw ({what}): {} among [{candidates}]", dealt.join(", ")),
        ));
    }
    if copies.len() > takers.len() {
        let left_roles = &copies[takers.len()..];
        let left: Vec<&str> = left_roles.iter().map(|r| title(*r)).collect();
        log.push(Note::new(
            Said::new(not_dealt_id)
                .with(
                    "roles",
                    Arg::List(left_roles.iter().map(|r| role_arg(*r)).collect()),
                )
                .number("n", left.len()),
            format!(
                "Not dealt (M10): {} from {pool_name}, with no {taker} left to take {}.",
                left.join(", "),
                if left.len() == 1 { "it" } else { "them" }
            ),
        ));
    }
}

/// The deal in the form of a given deal (M11): the script's `players`, to paste back (the
/// JSON as it is in every language).
fn as_given(seating: &Seating, signups: &[SignUp]) -> Note {
    let text = |t: &str| serde_json::Value::from(t).to_string();
    let mut lines = Vec::new();
    for s in signups {
        let line = match seating.players.iter().find(|p| p.name == s.name) {
            Some(p) if s.level != Level::Spectator => {
                let level = if p.level == Level::Beginner {
                    "beginner"
                } else {
                    "standard"
                };
                let role = if p.mafia {
                    let second = match p.role {
                        Role::Townsperson => String::new(),
                        r => format!(", \"second_role\": {}", text(title(r))),
                    };
                    format!("\"Mafia Member\"{second}")
                } else {
                    text(title(p.role))
                };
                format!(
                    "{{\"name\": {}, \"level\": \"{level}\", \"family\": {}, \"role\": {role}}}",
                    text(&p.name),
                    text(&seating.families[p.family].name)
                )
            }
            _ => format!("{{\"name\": {}, \"level\": \"spectator\"}}", text(&s.name)),
        };
        lines.push(format!("  {line}"));
    }
    let json = format!(
        "\"deal\": \"given\", \"players\": [\n{}\n]",
        lines.join(",\n")
    );
    Note::new(
        Said::new(i18n::id("m1923-said-deal-as-given")).with("json", Arg::Text(json.clone())),
        format!("The deal, as a given deal (M10, M11): {json}"),
    )
}
