//! A game of Mafia 1923, phase by phase: Night 1, Day 1, ... Day 5.
//!
//! Each night runs the seed's steps in their exact order (Bumbling Bureaucrats, Bosses,
//! Thieves, Shadchanim, Doctors, Bodyguards, Butlers, Drunkards, the Mafia, Detectives,
//! poison), same-role actions in submission order; each day runs its six steps (Sheriffs,
//! Councilors, Pacifists, the vote, Lawyers, the court). Randomness (a Drunkard's victim,
//! a Bureaucrat's redirection, an Armed Robber's revenge on the Mafia, the Court
//! Secretary's sample) comes from a generator seeded from the game's recorded seed.

use crate::court::{self, Ballot, ExtraVote, FamilyId, PlayerId, Voter};
use crate::goal::{self, Member, Outcome};
use crate::message::{Audience, Message, Phase};
use crate::role::{Role, When};
use crate::setup::Seating;
use rand::seq::SliceRandom;
use rand_chacha::rand_core::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// A player's state.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Player {
    pub name: String,
    pub family: FamilyId,
    pub mafia: bool,
    pub role: Role,
    pub dead: bool,
    pub exiled: bool,
    /// The night the player was poisoned, while poisoned.
    pub poisoned: Option<u8>,
    /// Injured through this phase (its `Phase::index`).
    pub injured_through: Option<u8>,
    /// Uses of the current role's ability, and of it on themself.
    pub uses: u32,
    pub self_uses: u32,
    pub improper_votes: u32,
    /// A Butler's protection from the Mafia's first two kill attempts.
    pub butler_shields: u32,
    /// A Bodyguard's one automatic self-protection, not yet spent.
    pub bodyguard_guard: bool,
    /// A Sheriff's one jail of their own family, spent.
    pub jailed_own_family: bool,
    /// Marked by a Bumbling Bureaucrat: the next action goes to a random target.
    pub bumbled: bool,
    pub partner: Option<PlayerId>,
}

impl Player {
    pub fn living(&self) -> bool {
        !self.dead && !self.exiled
    }
}

/// A night action as submitted: by whom, on whom (or which family).
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct NightAction {
    pub by: PlayerId,
    pub targets: Vec<PlayerId>,
    pub family: Option<FamilyId>,
}

/// The Mafia's decision, sent by one Mafia Member.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct MafiaKills {
    pub by: Option<PlayerId>,
    pub targets: Vec<PlayerId>,
}

#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Night {
    /// In submission order.
    pub actions: Vec<NightAction>,
    pub mafia: MafiaKills,
}

/// A Sheriff's jail: "must choose both a player and a family".
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Jail {
    pub by: PlayerId,
    pub player: PlayerId,
    pub family: FamilyId,
}

#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct DayActions {
    pub jails: Vec<Jail>,
    /// Councilors' and Pacifists' votes (the weight comes from the role).
    pub extra_votes: Vec<(PlayerId, Ballot)>,
    pub ballots: Vec<(PlayerId, Ballot)>,
    /// (Lawyer, client).
    pub lawyers: Vec<(PlayerId, PlayerId)>,
}

pub struct Game {
    pub seating: Seating,
    pub players: Vec<Player>,
    pub messages: Vec<Message>,
    pub court_families: usize,
    rng: ChaCha8Rng,
}

/// How many Civilians the Mafia must attempt to kill: "the number of living players
/// divided by 20, rounded up".
pub fn mafia_kills_required(living: usize) -> usize {
    living.div_ceil(20)
}

impl Game {
    pub fn new(seating: Seating, court_families: usize) -> Game {
        let players = seating
            .players
            .iter()
            .map(|d| Player {
                name: d.name.clone(),
                family: d.family,
                mafia: d.mafia,
                role: d.role,
                dead: false,
                exiled: false,
                poisoned: None,
                injured_through: None,
                uses: 0,
                self_uses: 0,
                improper_votes: 0,
                butler_shields: if d.role == Role::Butler { 2 } else { 0 },
                bodyguard_guard: d.role == Role::Bodyguard,
                jailed_own_family: false,
                bumbled: false,
                partner: None,
            })
            .collect();
        // The game's own randomness follows from the recorded seed, apart from the deal's.
        let rng = ChaCha8Rng::seed_from_u64(seating.seed ^ 0x1923_1923_1923_1923);
        Game {
            seating,
            players,
            messages: Vec::new(),
            court_families,
            rng,
        }
    }

    fn say(&mut self, phase: Phase, audience: Audience, text: String) {
        self.messages.push(Message {
            phase,
            audience,
            text,
        });
    }

    fn tell(&mut self, phase: Phase, player: PlayerId, text: String) {
        // "Dead players do not receive any emails except for the public ones."
        if !self.players[player].dead {
            self.say(phase, Audience::Players(vec![player]), text);
        }
    }

    fn note(&mut self, phase: Phase, text: String) {
        self.say(phase, Audience::Moderators, text);
    }

    fn name(&self, p: PlayerId) -> &str {
        &self.players[p].name
    }

    pub fn living(&self) -> Vec<PlayerId> {
        (0..self.players.len())
            .filter(|p| self.players[*p].living())
            .collect()
    }

    fn injured(&self, p: PlayerId, phase: Phase) -> bool {
        self.players[p]
            .injured_through
            .is_some_and(|t| t >= phase.index())
    }

    /// "A player who is injured cannot vote or perform any actions for the day and night
    /// following getting injured."
    fn injure(&mut self, p: PlayerId, night: u8) {
        self.players[p].injured_through = Some(Phase::Night(night + 1).index());
        let phase = Phase::Night(night);
        self.tell(
            phase,
            p,
            "You are injured: you cannot vote or act tomorrow or tomorrow night.".into(),
        );
    }

    /// A player dies: public announcement, Witnesses told the role, Armed Robber revenge.
    fn dies(&mut self, p: PlayerId, phase: Phase, killer: Option<PlayerId>) {
        if self.players[p].dead {
            return;
        }
        self.players[p].dead = true;
        self.say(
            phase,
            Audience::Public,
            format!("{} has died.", self.name(p)),
        );
        // Witnesses: "told the roles of players after they die".
        let role = self.role_text(p);
        let witnesses: Vec<PlayerId> = self
            .living()
            .into_iter()
            .filter(|w| self.players[*w].role == Role::Witness && *w != p)
            .collect();
        for w in witnesses {
            let text = format!("{} has died; they were {}.", self.name(p), role);
            self.tell(phase, w, text);
        }
        // Armed Robbers "kill whoever killed them ... immediately".
        if self.players[p].role == Role::ArmedRobber {
            if let Some(k) = killer.filter(|k| self.players[*k].living()) {
                self.note(
                    phase,
                    format!(
                        "{}, an Armed Robber, takes {} down.",
                        self.name(p),
                        self.name(k)
                    ),
                );
                self.dies(k, phase, None);
            }
        }
    }

    fn role_text(&self, p: PlayerId) -> String {
        let player = &self.players[p];
        match (player.mafia, player.role) {
            (true, Role::Townsperson) => "a Mafia Member".into(),
            (true, r) => format!("a Mafia Member and {}", r.name()),
            (false, r) => r.name().to_owned(),
        }
    }

    /// Whether `p` may act now with its role's ability, and why not.
    fn may_act(&self, p: PlayerId, phase: Phase, when: When) -> Result<(), String> {
        let player = &self.players[p];
        if !player.living() {
            return Err("is not living".into());
        }
        if self.injured(p, phase) {
            return Err("is injured".into());
        }
        // "If a player attempts to use an ability at the wrong time ... the action will not
        // take place, and will not count against the player".
        if player.role.when() != when {
            return Err(format!("cannot act as {} at this time", player.role.name()));
        }
        if player.role.uses().is_some_and(|limit| player.uses >= limit) {
            return Err(format!("has used every {} action", player.role.name()));
        }
        Ok(())
    }

    /// The targets an action really takes: a Bumbling Bureaucrat's mark sends it to random
    /// living players, and the actor is told after the action.
    fn aim(&mut self, p: PlayerId, targets: &[PlayerId], phase: Phase) -> Vec<PlayerId> {
        if !self.players[p].bumbled || targets.is_empty() {
            return targets.to_vec();
        }
        self.players[p].bumbled = false;
        let living = self.living();
        let aimed: Vec<PlayerId> = targets
            .iter()
            .map(|_| *living.choose(&mut self.rng).expect("someone lives"))
            .collect();
        let names: Vec<String> = aimed.iter().map(|t| self.name(*t).to_owned()).collect();
        self.tell(
            phase,
            p,
            format!(
                "A Bumbling Bureaucrat redirected your action to {}.",
                names.join(" and ")
            ),
        );
        aimed
    }

    /// Plays night `n`.
    pub fn night(&mut self, n: u8, night: &Night) {
        let phase = Phase::Night(n);
        let mut canceled: Vec<PlayerId> = Vec::new();
        let mut doctor: Vec<PlayerId> = Vec::new();
        let mut bodyguard: Vec<(PlayerId, PlayerId)> = Vec::new(); // (protected, bodyguard)
                                                                   // The seed's order; Paperboys, a nighttime role the order leaves out, act with the
                                                                   // Detectives (ruling).
        let steps = [
            Role::BumblingBureaucrat,
            Role::Boss,
            Role::Thief,
            Role::Shadchan,
            Role::Doctor,
            Role::Bodyguard,
            Role::Butler,
            Role::Drunkard,
        ];
        // Roles are read at the start of the night: a Thief's new role acts next night.
        let roles: Vec<Role> = self.players.iter().map(|p| p.role).collect();
        for step in steps {
            for action in night
                .actions
                .iter()
                .filter(|a| roles.get(a.by) == Some(&step))
            {
                self.night_action(
                    action,
                    step,
                    phase,
                    &mut canceled,
                    &mut doctor,
                    &mut bodyguard,
                );
            }
        }
        self.mafia(n, &night.mafia, &doctor, &bodyguard);
        for step in [Role::Detective, Role::Paperboy] {
            for action in night
                .actions
                .iter()
                .filter(|a| roles.get(a.by) == Some(&step))
            {
                self.night_action(
                    action,
                    step,
                    phase,
                    &mut canceled,
                    &mut doctor,
                    &mut bodyguard,
                );
            }
        }
        // Actions by players whose role has no night ability are ignored.
        for action in night
            .actions
            .iter()
            .filter(|a| a.by < roles.len() && roles[a.by].when() != When::Night)
        {
            let text = format!(
                "{}'s night action is ignored: {} has none",
                self.name(action.by),
                roles[action.by].name()
            );
            self.note(phase, text);
        }
        // 11. "Poison kills a player who was infected the previous night."
        let poisoned: Vec<PlayerId> = (0..self.players.len())
            .filter(|&p| {
                self.players[p].living() && self.players[p].poisoned == Some(n.wrapping_sub(1))
            })
            .collect();
        for p in poisoned {
            self.players[p].poisoned = None;
            self.dies(p, phase, None);
        }
        // "A player who has been targeted by a Boss is told the following morning".
        for p in canceled {
            self.tell(
                phase,
                p,
                "Any nighttime action you may have attempted did not happen because of a Boss."
                    .into(),
            );
        }
    }

    fn night_action(
        &mut self,
        action: &NightAction,
        role: Role,
        phase: Phase,
        canceled: &mut Vec<PlayerId>,
        doctor: &mut Vec<PlayerId>,
        bodyguard: &mut Vec<(PlayerId, PlayerId)>,
    ) {
        let Phase::Night(n) = phase else { return };
        let p = action.by;
        if let Err(why) = self.may_act(p, phase, When::Night) {
            self.note(
                phase,
                format!(
                    "{}'s action is ignored: {} {why}",
                    self.name(p),
                    self.name(p)
                ),
            );
            return;
        }
        // A Boss's cancel (not the Mafia's kill): the action does not happen and uses
        // nothing.
        if canceled.contains(&p) {
            self.note(
                phase,
                format!("{}'s action is canceled by a Boss", self.name(p)),
            );
            return;
        }
        let targets = self.aim(p, &action.targets, phase);
        let living_target = |g: &Game, t: &PlayerId| g.players.get(*t).is_some_and(Player::living);
        if !targets.iter().all(|t| living_target(self, t)) {
            self.note(
                phase,
                format!(
                    "{}'s action is ignored: a target is not living",
                    self.name(p)
                ),
            );
            return;
        }
        let on_self = targets.contains(&p);
        if on_self {
            if let Some(limit) = role.self_targets() {
                if self.players[p].self_uses >= limit {
                    self.note(
                        phase,
                        format!(
                            "{}'s action is ignored: no more uses on themself",
                            self.name(p)
                        ),
                    );
                    return;
                }
            }
        }
        let used = match role {
            Role::BumblingBureaucrat => {
                let Some(&t) = targets.first() else { return };
                self.players[t].bumbled = true;
                true
            }
            Role::Boss => {
                let Some(&t) = targets.first() else { return };
                canceled.push(t);
                true
            }
            Role::Thief => {
                let Some(&t) = targets.first() else { return };
                self.steal(p, t, phase);
                true
            }
            Role::Shadchan => {
                let [a, b] = targets[..] else { return };
                self.players[a].partner = Some(b);
                self.players[b].partner = Some(a);
                let (na, nb) = (self.name(a).to_owned(), self.name(b).to_owned());
                self.tell(phase, a, format!("You have fallen in love with {nb}."));
                self.tell(phase, b, format!("You have fallen in love with {na}."));
                true
            }
            Role::Doctor => {
                let Some(&t) = targets.first() else { return };
                doctor.push(t);
                if self.players[t].poisoned.is_some() {
                    self.players[t].poisoned = None;
                    self.say(
                        phase,
                        Audience::Public,
                        format!("{} has been cured of poison.", self.name(t)),
                    );
                }
                true
            }
            Role::Bodyguard => {
                let Some(&t) = targets.first() else { return };
                bodyguard.push((t, p));
                true
            }
            Role::Butler => {
                let Some(&t) = targets.first() else { return };
                self.poison(t, p, n, doctor, bodyguard);
                true
            }
            Role::Drunkard => {
                let Some(f) = action.family else { return };
                let members: Vec<PlayerId> = self
                    .living()
                    .into_iter()
                    .filter(|q| self.players[*q].family == f)
                    .collect();
                if let Some(&victim) = members.choose(&mut self.rng) {
                    if let Some(&(_, guard)) = bodyguard.iter().find(|(t, _)| *t == victim) {
                        self.note(
                            phase,
                            format!(
                                "{}'s Bodyguard {} stops the Drunkard",
                                self.name(victim),
                                self.name(guard)
                            ),
                        );
                        self.injure(p, n);
                    } else if self.guards_themself(victim) {
                        self.injure(p, n);
                    } else {
                        self.dies(victim, phase, Some(p));
                    }
                }
                true
            }
            Role::Detective => {
                let Some(&t) = targets.first() else { return };
                let text = format!("{} is {}.", self.name(t), self.role_text(t));
                self.tell(phase, p, text);
                true
            }
            Role::Paperboy => {
                let [learner, subject] = targets[..] else {
                    return;
                };
                if learner == p || subject == p {
                    self.note(
                        phase,
                        format!(
                            "{}'s action is ignored: a Paperboy never chooses themself",
                            self.name(p)
                        ),
                    );
                    return;
                }
                let text = format!(
                    "The Paperboy brings news: {} is {}.",
                    self.name(subject),
                    self.role_text(subject)
                );
                self.tell(phase, learner, text);
                true
            }
            _ => false,
        };
        if used {
            self.players[p].uses += 1;
            if on_self {
                self.players[p].self_uses += 1;
            }
        }
    }

    /// A Bodyguard's automatic self-protection, once in the game.
    fn guards_themself(&mut self, p: PlayerId) -> bool {
        let player = &mut self.players[p];
        if player.role == Role::Bodyguard && player.bodyguard_guard {
            player.bodyguard_guard = false;
            true
        } else {
            false
        }
    }

    fn poison(
        &mut self,
        t: PlayerId,
        butler: PlayerId,
        n: u8,
        doctor: &[PlayerId],
        bodyguard: &[(PlayerId, PlayerId)],
    ) {
        let phase = Phase::Night(n);
        // "Butlers are immune from poison."
        if self.players[t].role == Role::Butler || doctor.contains(&t) {
            return;
        }
        if bodyguard.iter().any(|(x, _)| *x == t) || self.guards_themself(t) {
            self.injure(butler, n);
            return;
        }
        self.players[t].poisoned = Some(n);
        self.say(
            phase,
            Audience::Public,
            format!("{} has been poisoned.", self.name(t)),
        );
    }

    /// "Thieves may choose a living player and steal that player's role".
    fn steal(&mut self, thief: PlayerId, t: PlayerId, phase: Phase) {
        let victim_role = self.players[t].role;
        if victim_role == Role::Townsperson {
            // "If a Thief tries stealing the role of Townsperson, the stealing attempt fails,
            // and the Thief becomes a Townsperson." A Mafia Member without a second role
            // holds nothing a Thief can take.
            self.players[thief].role = Role::Townsperson;
            self.tell(phase, thief, "Your attempt to steal a role failed.".into());
            return;
        }
        let butler = victim_role == Role::Butler;
        let guard = victim_role == Role::Bodyguard;
        let thief_player = &mut self.players[thief];
        thief_player.role = victim_role;
        // "Any limits on that role are reset once the Thief has acquired the new role."
        thief_player.uses = 0;
        thief_player.self_uses = 0;
        thief_player.butler_shields = if butler { 2 } else { 0 };
        thief_player.bodyguard_guard = guard;
        thief_player.jailed_own_family = false;
        let victim = &mut self.players[t];
        // "The player who originally had the role reverts to a Townsperson"; a Mafia Member
        // stays in the Mafia and loses the second role.
        victim.role = Role::Townsperson;
        victim.butler_shields = 0;
        victim.bodyguard_guard = false;
        let role = victim_role.name();
        self.tell(
            phase,
            thief,
            format!("You stole a role: you are now {role}."),
        );
        self.tell(
            phase,
            t,
            "Your role was stolen: you are now a Townsperson.".into(),
        );
    }

    /// 9. "The Mafia chooses whom it wants to kill".
    fn mafia(
        &mut self,
        n: u8,
        kills: &MafiaKills,
        doctor: &[PlayerId],
        bodyguard: &[(PlayerId, PlayerId)],
    ) {
        let phase = Phase::Night(n);
        let required = mafia_kills_required(self.living().len());
        if kills.targets.len() < required {
            self.note(
                phase,
                format!(
                    "the Mafia attempted {} kills of the {required} required",
                    kills.targets.len()
                ),
            );
        }
        for &t in &kills.targets {
            if !self.players.get(t).is_some_and(Player::living) || self.players[t].mafia {
                self.note(
                    phase,
                    "a Mafia kill on a player who is not a living Civilian is ignored".into(),
                );
                continue;
            }
            if doctor.contains(&t) {
                continue;
            }
            if bodyguard.iter().any(|(x, _)| *x == t) || self.guards_themself(t) {
                // "the attacker becomes injured": the Mafia Member who sent the kill.
                if let Some(by) = kills.by {
                    self.injure(by, n);
                }
                continue;
            }
            if self.players[t].role == Role::Butler && self.players[t].butler_shields > 0 {
                self.players[t].butler_shields -= 1;
                continue;
            }
            // "If the Mafia kills an Armed Robber, a Mafia Member is killed immediately."
            let revenge = if self.players[t].role == Role::ArmedRobber {
                let mafia: Vec<PlayerId> = self
                    .living()
                    .into_iter()
                    .filter(|m| self.players[*m].mafia)
                    .collect();
                mafia.choose(&mut self.rng).copied()
            } else {
                None
            };
            self.dies(t, phase, revenge);
        }
    }

    /// Plays day `n`: jails, extra and negative votes, the vote, Lawyers, the court.
    pub fn day(&mut self, n: u8, day: &DayActions) {
        let phase = Phase::Day(n);
        let mut court = court::Day {
            families: self.seating.families.len(),
            voters: self
                .players
                .iter()
                .enumerate()
                .map(|(p, pl)| Voter {
                    family: pl.family,
                    living: pl.living(),
                    injured: self.injured(p, phase),
                })
                .collect(),
            ballots: vec![None; self.players.len()],
            court_families: self.court_families,
            ..court::Day::default()
        };
        // 1. Sheriffs.
        for jail in &day.jails {
            let s = jail.by;
            if let Err(why) = self.may_act(s, phase, When::Day).and_then(|()| {
                if self.players[s].role == Role::Sheriff {
                    Ok(())
                } else {
                    Err("is no Sheriff".into())
                }
            }) {
                self.note(
                    phase,
                    format!("{}'s jail is ignored: {} {why}", self.name(s), self.name(s)),
                );
                continue;
            }
            let own_family = jail.family == self.players[s].family;
            let on_self = jail.player == s;
            if (own_family && self.players[s].jailed_own_family)
                || (on_self && self.players[s].self_uses >= 1)
            {
                self.note(
                    phase,
                    format!(
                        "{}'s jail is ignored: own family or self already used",
                        self.name(s)
                    ),
                );
                continue;
            }
            self.players[s].uses += 1;
            self.players[s].jailed_own_family |= own_family;
            self.players[s].self_uses += u32::from(on_self);
            court.jailed_players.push(jail.player);
            court.jailed_families.push(jail.family);
        }
        // 2-3. Councilors and Pacifists.
        for (by, ballot) in &day.extra_votes {
            let weight = match self.players.get(*by).map(|p| p.role) {
                Some(Role::Councilor) => 1,
                Some(Role::Pacifist) => -1,
                _ => continue,
            };
            if self.may_act(*by, phase, When::Day).is_ok() {
                court.extras.push(ExtraVote {
                    by: *by,
                    weight,
                    family: ballot.family,
                    individual: ballot.individual,
                });
            }
        }
        // 4. The vote.
        for (by, ballot) in &day.ballots {
            if *by < court.ballots.len() {
                court.ballots[*by] = Some(*ballot);
            }
        }
        // 5. Lawyers.
        for &(lawyer, client) in &day.lawyers {
            let ok = self
                .players
                .get(lawyer)
                .is_some_and(|p| p.role == Role::Lawyer)
                && self.may_act(lawyer, phase, When::Day).is_ok()
                && !(client == lawyer && self.players[lawyer].self_uses >= 1);
            if ok {
                self.players[lawyer].uses += 1;
                self.players[lawyer].self_uses += u32::from(client == lawyer);
                court.clients.push(client);
            }
        }
        // 6. The court.
        let verdict = court.judge();
        let families: Vec<String> = self
            .seating
            .families
            .iter()
            .zip(&verdict.family_votes)
            .map(|(f, v)| format!("{} {v}", f.name))
            .collect();
        self.say(
            phase,
            Audience::Public,
            format!("Family votes: {}.", families.join(", ")),
        );
        let players: Vec<String> = (0..self.players.len())
            .filter(|p| verdict.player_votes[*p] != 0)
            .map(|p| format!("{} {}", self.name(p), verdict.player_votes[p]))
            .collect();
        self.say(
            phase,
            Audience::Public,
            format!("Individual votes: {}.", players.join(", ")),
        );
        // Improper votes: two in the game exile the player.
        let mut improper: Vec<PlayerId> = verdict.improper.iter().map(|(p, _)| *p).collect();
        improper.dedup();
        for p in improper {
            self.players[p].improper_votes += 1;
            if self.players[p].improper_votes >= 2 && !self.players[p].exiled {
                self.players[p].exiled = true;
                self.say(
                    phase,
                    Audience::Public,
                    format!("{} has been exiled.", self.name(p)),
                );
            }
        }
        // Court Secretaries: "25% (rounded down) of the total players' specific votes".
        let cast: Vec<(PlayerId, Ballot)> = day
            .ballots
            .iter()
            .copied()
            .filter(|(p, _)| court.ballots.get(*p).is_some())
            .collect();
        let secretaries: Vec<PlayerId> = self
            .living()
            .into_iter()
            .filter(|p| self.players[*p].role == Role::CourtSecretary)
            .collect();
        for s in secretaries {
            let k = cast.len() / 4;
            let sample: Vec<(PlayerId, Ballot)> =
                cast.choose_multiple(&mut self.rng, k).copied().collect();
            let lines: Vec<String> = sample
                .iter()
                .map(|(p, b)| self.ballot_text(*p, *b))
                .collect();
            self.tell(
                phase,
                s,
                format!("Votes seen by the Court Secretary: {}.", lines.join("; ")),
            );
        }
        for &p in &verdict.killed {
            // "If killed by vote, the Armed Robber kills whomever he voted for" (the
            // individual vote), unless that player was not present for voting.
            let revenge = court.ballots[p]
                .and_then(|b| b.individual)
                .filter(|t| !court.jailed_players.contains(t) && !self.injured(*t, phase));
            self.dies(p, phase, revenge);
        }
    }

    fn ballot_text(&self, p: PlayerId, b: Ballot) -> String {
        let family = b
            .family
            .and_then(|f| self.seating.families.get(f))
            .map_or("nobody", |f| f.name.as_str());
        let individual = b
            .individual
            .and_then(|t| self.players.get(t))
            .map_or("nobody", |t| t.name.as_str());
        format!(
            "{} voted for family {family} and for {individual}",
            self.name(p)
        )
    }

    /// "After Day 5, the game is over, and a winner is declared."
    pub fn outcome(&self) -> Outcome {
        let members: Vec<Member> = self
            .players
            .iter()
            .map(|p| Member {
                family: p.family,
                mafia: p.mafia,
                dead: p.dead,
                exiled: p.exiled,
            })
            .collect();
        goal::outcome(self.seating.families.len(), &members)
    }
}
