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
use crate::message::{i18n, Arg, Audience, Message, Phase, Said};
use crate::role::{Role, When};
use crate::setup::Seating;
use rand::seq::SliceRandom;
use rand_chacha::rand_core::SeedableRng;
use rand_chacha::ChaCha20Rng;

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
    /// Strikes (M68): days with a missing or improper ballot; the second exiles.
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
    /// The nights on which the player was injured (each injury runs for the day and the
    /// night that follow it, M64).
    pub injured_nights: Vec<u8>,
    /// The Butler whose poison the player carries (M40).
    pub poisoned_by: Option<PlayerId>,
    /// When the poison was given, in the game's order of poisonings (M69: step 11 kills in
    /// that order).
    pub poison_order: u64,
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
    /// The role whose ability the action uses (M25); `None`: the player's current role.
    pub role: Option<Role>,
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

#[derive(Clone)]
pub struct Game {
    pub seating: Seating,
    pub players: Vec<Player>,
    pub messages: Vec<Message>,
    pub court_families: usize,
    rng: ChaCha20Rng,
    /// Poisonings so far, to order step 11.
    poisonings: u64,
    /// Exile notices not yet sent: each goes to its exiled player alone, who is out of
    /// play by the time the phase's messages are sent (M67, M80).
    exile_notices: Vec<Message>,
}

/// A submission as checked at the start of its phase: by, role, targets, family.
type Submission = (PlayerId, Option<Role>, Vec<PlayerId>, Option<FamilyId>);

/// What killed a player, for an Armed Robber's revenge (M32).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Cause {
    /// The Mafia's kill: a Mafia Member picked at random dies (M30).
    Mafia,
    /// A Drunkard, a Butler's poison, another Armed Robber.
    By(PlayerId),
    /// Nobody the revenge can reach.
    Nobody,
}

/// What a night carries from step to step.
#[derive(Default)]
struct Tonight {
    /// Players whose night actions a Boss cancels.
    canceled: Vec<PlayerId>,
    /// Targets of Boss actions carried out, in order (each gets the notice).
    notices: Vec<PlayerId>,
    /// Saved by a Doctor.
    saved: Vec<PlayerId>,
    /// Protected by a Bodyguard.
    protected: Vec<PlayerId>,
}

/// "How a role is told" (M63).
fn title(role: Role) -> &'static str {
    role.title()
}

/// Why a submission is ignored (M24), or a Mafia kill (M29): each reason with its parts.
/// `Display` writes the English; [`Why::said`] gives the same as data for the edge to word
/// in the reader's language (`omerta_i18n::m1923::why`, whose English the tests hold to
/// `Display` for every variant).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Why {
    /// The actor is no player of the game.
    NoPlayer,
    /// The actor is dead or exiled.
    NotInPlay,
    /// The actor is injured (M64).
    Injured,
    /// The action uses a role the actor does not hold (M25).
    NotHeld(Role),
    /// The role acts at another time of day.
    WrongTime(Role),
    /// Every use of the role is spent.
    Spent(Role),
    /// The wrong number of targets, or no family where one is needed.
    Shape,
    /// The family named is not in the game.
    NoFamily,
    /// A target is dead or exiled.
    TargetGone,
    /// One action names the same player twice.
    NamedTwice,
    /// A role that may never name its own player names it.
    NotOnSelf(Role),
    /// Every use on the actor themself is spent.
    SelfSpent,
    /// The Sheriff's one jail of their own family is spent.
    JailSpent,
    /// A second action of the same role in the phase (M22).
    SecondAction(Role),
    /// The Mafia's target is not a Civilian in play at the start of the night (M29).
    NotCivilian,
    /// The Mafia names a target twice (M29).
    KillNamedTwice,
    /// The Mafia names more targets than the kill count (M29).
    TooMany,
}

impl Why {
    /// The reason as data (messages `m1923-said-why-*`), a role by its title.
    pub fn said(self) -> Said {
        let of_role =
            |id: &'static str, role: Role| Said::new(id).with("role", role_arg(false, role));
        match self {
            Why::NoPlayer => Said::new(i18n::id("m1923-said-why-no-player")),
            Why::NotInPlay => Said::new(i18n::id("m1923-said-why-not-in-play")),
            Why::Injured => Said::new(i18n::id("m1923-said-why-injured")),
            Why::NotHeld(role) => of_role(i18n::id("m1923-said-why-not-held"), role),
            Why::WrongTime(role) => of_role(i18n::id("m1923-said-why-wrong-time"), role),
            Why::Spent(role) => of_role(i18n::id("m1923-said-why-spent"), role),
            Why::Shape => Said::new(i18n::id("m1923-said-why-shape")),
            Why::NoFamily => Said::new(i18n::id("m1923-said-why-no-family")),
            Why::TargetGone => Said::new(i18n::id("m1923-said-why-target-gone")),
            Why::NamedTwice => Said::new(i18n::id("m1923-said-why-named-twice")),
            Why::NotOnSelf(role) => of_role(i18n::id("m1923-said-why-not-on-self"), role),
            Why::SelfSpent => Said::new(i18n::id("m1923-said-why-self-spent")),
            Why::JailSpent => Said::new(i18n::id("m1923-said-why-jail-spent")),
            Why::SecondAction(role) => of_role(i18n::id("m1923-said-why-second-action"), role),
            Why::NotCivilian => Said::new(i18n::id("m1923-said-why-not-civilian")),
            Why::KillNamedTwice => Said::new(i18n::id("m1923-said-why-kill-named-twice")),
            Why::TooMany => Said::new(i18n::id("m1923-said-why-too-many")),
        }
    }
}

impl std::fmt::Display for Why {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match *self {
            Why::NoPlayer => f.write_str("no such player"),
            Why::NotInPlay => f.write_str("the actor is not in play"),
            Why::Injured => f.write_str("the actor is injured"),
            Why::NotHeld(role) => write!(f, "the actor does not hold the role {}", title(role)),
            Why::WrongTime(role) => write!(f, "{} has no action at this time", title(role)),
            Why::Spent(role) => write!(f, "every use of {} is spent", title(role)),
            Why::Shape => f.write_str("the action has the wrong shape"),
            Why::NoFamily => f.write_str("no such family"),
            Why::TargetGone => f.write_str("a target is not in play"),
            Why::NamedTwice => f.write_str("the same player is named twice"),
            Why::NotOnSelf(role) => write!(f, "{} may not name themself", title(role)),
            Why::SelfSpent => f.write_str("every use on themself is spent"),
            Why::JailSpent => f.write_str("the Sheriff's jail of their own family is spent"),
            Why::SecondAction(role) => write!(f, "a second {} action in the phase", title(role)),
            Why::NotCivilian => f.write_str("not a Civilian in play at the start of the night"),
            Why::KillNamedTwice => f.write_str("named twice"),
            Why::TooMany => f.write_str("more targets than the kill count"),
        }
    }
}

/// What a draw picks (M1), for the moderators' log.
#[derive(Clone, Copy, Debug)]
enum Drawn {
    RobberVictim,
    Redirection,
    DrunkardVictim,
    InjuredMafia,
}

impl Drawn {
    /// The English words, and their message.
    fn words(self) -> (&'static str, &'static str) {
        match self {
            Drawn::RobberVictim => (
                "the Armed Robber's Mafia victim",
                i18n::id("m1923-said-draw-robber-victim"),
            ),
            Drawn::Redirection => (
                "a Bumbling Bureaucrat's redirection",
                i18n::id("m1923-said-draw-redirection"),
            ),
            Drawn::DrunkardVictim => (
                "the Drunkard's victim",
                i18n::id("m1923-said-draw-drunkard-victim"),
            ),
            Drawn::InjuredMafia => (
                "the injured Mafia Member",
                i18n::id("m1923-said-draw-injured-mafia"),
            ),
        }
    }
}

/// The roles that may never name their own player (M24).
fn never_on_self(role: Role) -> bool {
    matches!(
        role,
        Role::Boss | Role::Thief | Role::Butler | Role::Paperboy | Role::Detective
    )
}

/// How many players an action of the role names.
fn arity(role: Role) -> usize {
    match role {
        Role::Drunkard => 0,
        Role::Paperboy | Role::Shadchan => 2,
        _ => 1,
    }
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
                injured_nights: Vec::new(),
                poisoned_by: None,
                poison_order: 0,
            })
            .collect();
        // M1: one ChaCha20 stream seeded from the recorded seed (a given deal draws
        // nothing from it).
        let rng = ChaCha20Rng::seed_from_u64(seating.seed);
        Game {
            seating,
            players,
            messages: Vec::new(),
            court_families,
            rng,
            poisonings: 0,
            exile_notices: Vec::new(),
        }
    }

    /// A message with its data form ([`Said`]): `text` is its English, word for word.
    fn say_as(&mut self, phase: Phase, audience: Audience, said: Said, text: String) {
        self.messages.push(Message {
            phase,
            audience,
            text,
            said: Some(said),
        });
    }

    /// A private message; it is delivered with the phase's messages, to the recipient
    /// only if still in play then (M21, `flush`).
    fn tell_as(&mut self, phase: Phase, player: PlayerId, said: Said, text: String) {
        self.say_as(phase, Audience::Players(vec![player]), said, text);
    }

    /// A player's name as a message's argument.
    fn name_arg(&self, p: PlayerId) -> Arg {
        Arg::Name(self.name(p).to_owned())
    }

    /// A player's role as a message's argument (as [`Game::role_text`] writes it).
    fn role_arg(&self, p: PlayerId) -> Arg {
        let player = &self.players[p];
        role_arg(player.mafia, player.role)
    }

    /// A moderators' note with its data form.
    fn note_as(&mut self, phase: Phase, said: Said, text: String) {
        self.say_as(phase, Audience::Moderators, said, text);
    }

    /// A copy for the moderators of what `p` is told: "Name: sentence".
    fn note_told(&mut self, phase: Phase, p: PlayerId, said: &Said, text: &str) {
        let note = Said::new(i18n::id("m1923-said-note-told"))
            .name("name", self.name(p))
            .with("text", Arg::said(said.clone()));
        self.note_as(phase, note, format!("{}: {text}", self.name(p)));
    }

    fn name(&self, p: PlayerId) -> &str {
        &self.players[p].name
    }

    fn family_name(&self, f: FamilyId) -> &str {
        &self.seating.families[f].name
    }

    fn in_play(&self, p: PlayerId) -> bool {
        self.players.get(p).is_some_and(Player::living)
    }

    pub fn living(&self) -> Vec<PlayerId> {
        (0..self.players.len())
            .filter(|p| self.players[*p].living())
            .collect()
    }

    /// The seed announces publicly only "deaths, poisonings, and being cured from poison":
    /// an exile for two strikes is told to the exiled player alone, with the day's other
    /// messages (M20), although they are out of play by then (M21).
    fn notify_exile(&mut self, p: PlayerId, phase: Phase) {
        self.exile_notices.push(Message {
            phase,
            audience: Audience::Players(vec![p]),
            text: exile_notice().into(),
            said: Some(exile_said()),
        });
    }

    /// M20, M21: the phase's private messages (from `from` on) go only to the recipients
    /// still in play; a message with no recipient left is not sent (moderators' log). The
    /// phase's exile notices then go to their exiled players.
    fn flush(&mut self, from: usize) {
        for i in from..self.messages.len() {
            let Audience::Players(to) = &self.messages[i].audience else {
                continue;
            };
            let kept: Vec<PlayerId> = to.iter().copied().filter(|p| self.in_play(*p)).collect();
            if kept.is_empty() {
                let m = &mut self.messages[i];
                m.audience = Audience::Moderators;
                m.text = format!("Not sent (no recipient in play): {}", m.text);
                m.said = m.said.take().map(|said| {
                    Said::new(i18n::id("m1923-said-note-not-sent")).with("text", Arg::said(said))
                });
            } else {
                self.messages[i].audience = Audience::Players(kept);
            }
        }
        let notices = std::mem::take(&mut self.exile_notices);
        self.messages.extend(notices);
    }

    /// M64: injured on night N, a player is injured for day N and night N + 1.
    pub fn injured(&self, p: PlayerId, phase: Phase) -> bool {
        let i = phase.index();
        self.players[p]
            .injured_nights
            .iter()
            .any(|&n| Phase::Day(n).index() <= i && i <= Phase::Night(n + 1).index())
    }

    /// "A player who is injured cannot vote or perform any actions for the day and night
    /// following getting injured." Told the next morning; nobody else is.
    fn injure(&mut self, p: PlayerId, night: u8) {
        if self.players[p].injured_nights.contains(&night) {
            return;
        }
        self.players[p].injured_nights.push(night);
        self.players[p].injured_through = Some(Phase::Night(night + 1).index());
        self.tell_as(
            Phase::Night(night),
            p,
            Said::new(i18n::id("m1923-said-injured")),
            "You are injured: you cannot vote or act tomorrow or tomorrow night.".into(),
        );
    }

    /// A uniform pick among `candidates` (in the order of players), logged (M1).
    fn draw_player(
        &mut self,
        phase: Phase,
        what: Drawn,
        candidates: &[PlayerId],
    ) -> Option<PlayerId> {
        let picked = *candidates.choose(&mut self.rng)?;
        let names: Vec<&str> = candidates.iter().map(|c| self.name(*c)).collect();
        let (english, id) = what.words();
        let text = format!(
            "Draw ({english}): {} among [{}]",
            self.name(picked),
            names.join(", ")
        );
        let said = Said::new(i18n::id("m1923-said-note-draw"))
            .with("what", Arg::said(Said::new(id)))
            .name("name", self.name(picked))
            .with(
                "among",
                Arg::List(names.iter().map(|n| Arg::Name((*n).to_owned())).collect()),
            );
        self.note_as(phase, said, text);
        Some(picked)
    }

    fn draw_family(
        &mut self,
        phase: Phase,
        what: Drawn,
        candidates: &[FamilyId],
    ) -> Option<FamilyId> {
        let picked = *candidates.choose(&mut self.rng)?;
        let names: Vec<&str> = candidates.iter().map(|c| self.family_name(*c)).collect();
        let (english, id) = what.words();
        let text = format!(
            "Draw ({english}): family {} among [{}]",
            self.family_name(picked),
            names.join(", ")
        );
        let said = Said::new(i18n::id("m1923-said-note-draw-family"))
            .with("what", Arg::said(Said::new(id)))
            .family("family", self.family_name(picked))
            .with(
                "among",
                Arg::List(names.iter().map(|n| Arg::Family((*n).to_owned())).collect()),
            );
        self.note_as(phase, said, text);
        Some(picked)
    }

    /// M67: the Moderators exile a player when `phase` starts; the exiled player and the
    /// Moderators are told, nobody else (M80).
    pub fn exile(&mut self, player: usize, phase: Phase, reason: &str) {
        if !self.in_play(player) {
            let who = self
                .players
                .get(player)
                .map_or_else(|| format!("player #{player}"), |p| p.name.clone());
            let said = Said::new(i18n::id("m1923-said-note-exile-nothing"))
                .name("name", &who)
                .with("reason", Arg::Text(reason.to_owned()));
            self.note_as(
                phase,
                said,
                format!("The exile of {who} does nothing: not in play ({reason})"),
            );
            return;
        }
        self.players[player].exiled = true;
        // Sent at once, when the phase starts (M20), before its messages are flushed.
        self.messages.push(Message {
            phase,
            audience: Audience::Players(vec![player]),
            text: exile_notice().into(),
            said: Some(exile_said()),
        });
        self.note_as(
            phase,
            Said::new(i18n::id("m1923-said-note-exiled"))
                .with("name", self.name_arg(player))
                .with("reason", Arg::Text(reason.to_owned())),
            format!("{} exiled by the Moderators: {reason}", self.name(player)),
        );
    }

    /// M13: what everyone is told before Night 1.
    pub fn start(&mut self) {
        let phase = Phase::Night(1);
        let families: Vec<String> = (0..self.seating.families.len())
            .map(|f| {
                let members: Vec<&str> = (0..self.players.len())
                    .filter(|p| self.players[*p].family == f)
                    .map(|p| self.name(p))
                    .collect();
                format!("{}: {}", self.family_name(f), members.join(", "))
            })
            .collect();
        let groups: Vec<Arg> = (0..self.seating.families.len())
            .map(|f| {
                let members = (0..self.players.len())
                    .filter(|p| self.players[*p].family == f)
                    .map(|p| self.name_arg(p))
                    .collect();
                Arg::said(
                    Said::new(i18n::id("m1923-said-family-members"))
                        .family("family", self.family_name(f))
                        .with("members", Arg::List(members)),
                )
            })
            .collect();
        let said = Said::new(i18n::id("m1923-said-families"))
            .with("families", Arg::Groups(groups))
            .with(
                "court",
                Arg::said(Said::new(i18n::id("m1923-said-court")).number("n", self.court_families)),
            );
        self.say_as(
            phase,
            Audience::Public,
            said,
            format!(
                "The families: {}. {}",
                families.join("; "),
                court_sentence(self.court_families)
            ),
        );
        let deal: Vec<String> = (0..self.players.len())
            .map(|p| {
                format!(
                    "{} ({}): {}",
                    self.name(p),
                    self.family_name(self.players[p].family),
                    self.role_text(p)
                )
            })
            .collect();
        let dealt: Vec<Arg> = (0..self.players.len())
            .map(|p| {
                Arg::said(
                    Said::new(i18n::id("m1923-said-note-dealt"))
                        .name("name", self.name(p))
                        .family("family", self.family_name(self.players[p].family))
                        .with("role", self.role_arg(p)),
                )
            })
            .collect();
        // The seed as written, not as a number (a language's digit grouping would change it).
        let said = Said::new(i18n::id("m1923-said-note-deal"))
            .with("seed", Arg::Text(self.seating.seed.to_string()))
            .with("deal", Arg::Groups(dealt));
        self.note_as(
            phase,
            said,
            format!("Seed {}. The deal: {}.", self.seating.seed, deal.join("; ")),
        );
        for p in self.living() {
            let text = format!(
                "You are in family {}. Your role: {}.",
                self.family_name(self.players[p].family),
                self.role_text(p)
            );
            let said = Said::new(i18n::id("m1923-said-your-role"))
                .family("family", self.family_name(self.players[p].family))
                .with("role", self.role_arg(p));
            self.tell_as(phase, p, said, text);
        }
        let mafia: Vec<PlayerId> = self
            .living()
            .into_iter()
            .filter(|p| self.players[*p].mafia)
            .collect();
        if !mafia.is_empty() {
            let names: Vec<String> = mafia
                .iter()
                .map(|p| {
                    format!(
                        "{} ({})",
                        self.name(*p),
                        self.family_name(self.players[*p].family)
                    )
                })
                .collect();
            let members = mafia
                .iter()
                .map(|p| {
                    Arg::said(
                        Said::new(i18n::id("m1923-said-name-family"))
                            .name("name", self.name(*p))
                            .family("family", self.family_name(self.players[*p].family)),
                    )
                })
                .collect();
            self.say_as(
                phase,
                Audience::Players(mafia),
                Said::new(i18n::id("m1923-said-mafia-members")).with("members", Arg::List(members)),
                format!("The Mafia Members: {}.", names.join(", ")),
            );
        }
    }

    /// A death: announced publicly as a death only (M80), reported to the Witnesses
    /// (M58). The revenge, if any, is `revenge`'s.
    fn mark_dead(&mut self, p: PlayerId, phase: Phase, public: Said, text: String) {
        self.players[p].dead = true;
        self.say_as(phase, Audience::Public, public, text);
        // Witnesses: "told the roles of players after they die".
        let role = self.role_text(p);
        let said = Said::new(i18n::id("m1923-said-witness"))
            .with("name", self.name_arg(p))
            .with("role", self.role_arg(p));
        let witnesses: Vec<PlayerId> = self
            .living()
            .into_iter()
            .filter(|w| self.players[*w].role == Role::Witness)
            .collect();
        for w in witnesses {
            let text = format!("{} has died; they were {}.", self.name(p), role);
            self.tell_as(phase, w, said.clone(), text);
        }
    }

    /// A player dies at once (M70); an Armed Robber takes his killer with him (M32, M33).
    fn kill(&mut self, p: PlayerId, phase: Phase, cause: Cause) {
        if !self.players[p].living() {
            return;
        }
        let text = format!("{} has died.", self.name(p));
        let said = Said::new(i18n::id("m1923-said-died")).with("name", self.name_arg(p));
        self.mark_dead(p, phase, said, text);
        self.revenge(p, phase, cause);
    }

    /// "Armed Robbers kill whoever killed them ... immediately."
    fn revenge(&mut self, robber: PlayerId, phase: Phase, cause: Cause) {
        if self.players[robber].role != Role::ArmedRobber {
            return;
        }
        let killer = match cause {
            Cause::Mafia => {
                let mafia: Vec<PlayerId> = self
                    .living()
                    .into_iter()
                    .filter(|m| self.players[*m].mafia)
                    .collect();
                self.draw_player(phase, Drawn::RobberVictim, &mafia)
            }
            Cause::By(k) => Some(k).filter(|k| self.in_play(*k)),
            Cause::Nobody => None,
        };
        if let Some(k) = killer {
            let text = format!(
                "{}, an Armed Robber, takes {} down.",
                self.name(robber),
                self.name(k)
            );
            let said = Said::new(i18n::id("m1923-said-note-revenge"))
                .with("name", self.name_arg(robber))
                .with("other", self.name_arg(k));
            self.note_as(phase, said, text);
            self.kill(k, phase, Cause::By(robber));
        }
    }

    fn role_text(&self, p: PlayerId) -> String {
        let player = &self.players[p];
        match (player.mafia, player.role) {
            (true, Role::Townsperson) => "Mafia Member".into(),
            (true, r) => format!("Mafia Member and {}", title(r)),
            (false, r) => title(r).to_owned(),
        }
    }

    /// The players an action of `role` by `p` may validly name now (M27, M48).
    fn valid_players(&self, p: PlayerId, role: Role) -> Vec<PlayerId> {
        let self_ok = !never_on_self(role)
            && role
                .self_targets()
                .is_none_or(|limit| self.players[p].self_uses < limit);
        self.living()
            .into_iter()
            .filter(|t| *t != p || self_ok)
            .collect()
    }

    /// The families a Sheriff or Drunkard may validly name now.
    fn valid_families(&self, p: PlayerId, role: Role) -> Vec<FamilyId> {
        (0..self.seating.families.len())
            .filter(|f| {
                !(role == Role::Sheriff
                    && *f == self.players[p].family
                    && self.players[p].jailed_own_family)
            })
            .collect()
    }

    /// Why a submission is ignored at the start of its phase (M24), or the role it uses.
    pub fn check(
        &self,
        p: PlayerId,
        role: Option<Role>,
        targets: &[PlayerId],
        family: Option<FamilyId>,
        phase: Phase,
        when: When,
    ) -> Result<Role, Why> {
        let Some(player) = self.players.get(p) else {
            return Err(Why::NoPlayer);
        };
        if !player.living() {
            return Err(Why::NotInPlay);
        }
        if self.injured(p, phase) {
            return Err(Why::Injured);
        }
        let role = role.unwrap_or(player.role);
        if role != player.role {
            return Err(Why::NotHeld(role));
        }
        // "If a player attempts to use an ability at the wrong time ... the action will not
        // take place, and will not count against the player".
        if role.when() != when {
            return Err(Why::WrongTime(role));
        }
        if role.uses().is_some_and(|limit| player.uses >= limit) {
            return Err(Why::Spent(role));
        }
        let needed = match role {
            Role::Councilor | Role::Pacifist => targets.len().min(1),
            r => arity(r),
        };
        if targets.len() != needed
            || (matches!(role, Role::Drunkard | Role::Sheriff) && family.is_none())
        {
            return Err(Why::Shape);
        }
        if family.is_some_and(|f| f >= self.seating.families.len()) {
            return Err(Why::NoFamily);
        }
        if !targets.iter().all(|t| self.in_play(*t)) {
            return Err(Why::TargetGone);
        }
        if targets.len() == 2 && targets[0] == targets[1] {
            return Err(Why::NamedTwice);
        }
        if targets.contains(&p) {
            if never_on_self(role) {
                return Err(Why::NotOnSelf(role));
            }
            if role
                .self_targets()
                .is_some_and(|limit| player.self_uses >= limit)
            {
                return Err(Why::SelfSpent);
            }
        }
        if role == Role::Sheriff && family == Some(player.family) && player.jailed_own_family {
            return Err(Why::JailSpent);
        }
        Ok(role)
    }

    /// The submissions of a phase that are accepted, with their role (M22, M24, M25).
    fn accept(&mut self, phase: Phase, when: When, actions: Vec<Submission>) -> Vec<Option<Role>> {
        let mut seen: Vec<(PlayerId, Role)> = Vec::new();
        let mut accepted = Vec::new();
        for (p, role, targets, family) in actions {
            let result = self
                .check(p, role, &targets, family, phase, when)
                .and_then(|r| {
                    if seen.contains(&(p, r)) {
                        Err(Why::SecondAction(r))
                    } else {
                        Ok(r)
                    }
                });
            if let Some(r) = role.or(self.players.get(p).map(|x| x.role)) {
                seen.push((p, r));
            }
            match result {
                Ok(r) => accepted.push(Some(r)),
                Err(why) => {
                    let who = self
                        .players
                        .get(p)
                        .map_or_else(|| format!("player #{p}"), |x| x.name.clone());
                    let said = Said::new(i18n::id("m1923-said-note-ignored"))
                        .name("name", &who)
                        .with("why", Arg::said(why.said()));
                    self.note_as(phase, said, format!("{who}'s action is ignored: {why}"));
                    accepted.push(None);
                }
            }
        }
        accepted
    }

    /// A Bumbling Bureaucrat's mark, used by an action being carried out (M47, M48, M49):
    /// new targets, or `None` when there is nowhere to go.
    fn redirect(
        &mut self,
        p: PlayerId,
        role: Role,
        phase: Phase,
        targets: &[PlayerId],
        family: Option<FamilyId>,
    ) -> Option<(Vec<PlayerId>, Option<FamilyId>)> {
        self.players[p].bumbled = false;
        let mut candidates = self.valid_players(p, role);
        if role == Role::Paperboy || role == Role::Shadchan {
            if candidates.len() < 2 {
                return None;
            }
        } else if !targets.is_empty() && candidates.is_empty() {
            return None;
        }
        let mut new = Vec::new();
        for _ in targets {
            let t = self.draw_player(phase, Drawn::Redirection, &candidates)?;
            candidates.retain(|c| *c != t);
            new.push(t);
        }
        let new_family = match family {
            Some(_) => {
                let families = self.valid_families(p, role);
                self.draw_family(phase, Drawn::Redirection, &families)
            }
            None => None,
        };
        Some((new, new_family))
    }

    /// Carries out an accepted action at its step, or finds it void (M25, M26, M47-M49,
    /// M70). Returns the targets it takes, `None` when it has no effect.
    fn carry_out(
        &mut self,
        p: PlayerId,
        role: Role,
        phase: Phase,
        targets: &[PlayerId],
        family: Option<FamilyId>,
        canceled: bool,
    ) -> Option<(Vec<PlayerId>, Option<FamilyId>)> {
        if !self.players[p].living() {
            self.note_as(
                phase,
                Said::new(i18n::id("m1923-said-note-void-gone")).with("name", self.name_arg(p)),
                format!(
                    "{}'s action is void: they are no longer in play",
                    self.name(p)
                ),
            );
            return None;
        }
        if self.players[p].role != role {
            self.note_as(
                phase,
                Said::new(i18n::id("m1923-said-note-void-role"))
                    .with("name", self.name_arg(p))
                    .with("role", role_arg(false, role)),
                format!(
                    "{}'s action is void: they no longer hold {}",
                    self.name(p),
                    title(role)
                ),
            );
            return None;
        }
        // From here the action is used up, whatever follows (M26).
        self.players[p].uses += 1;
        if canceled {
            if targets.contains(&p) {
                self.players[p].self_uses += 1;
            }
            self.note_as(
                phase,
                Said::new(i18n::id("m1923-said-note-canceled")).with("name", self.name_arg(p)),
                format!("{}'s action is canceled by a Boss", self.name(p)),
            );
            return None;
        }
        let (targets, family) = if self.players[p].bumbled {
            match self.redirect(p, role, phase, targets, family) {
                None => {
                    self.note_as(
                        phase,
                        Said::new(i18n::id("m1923-said-note-redirected-nowhere"))
                            .with("name", self.name_arg(p)),
                        format!("{}'s redirected action finds no target", self.name(p)),
                    );
                    self.tell_as(
                        phase,
                        p,
                        Said::new(i18n::id("m1923-said-redirected-nowhere")),
                        "A Bumbling Bureaucrat redirected your action: it found no target.".into(),
                    );
                    return None;
                }
                Some((t, f)) => {
                    let mut names: Vec<String> =
                        t.iter().map(|x| self.name(*x).to_owned()).collect();
                    let mut parts: Vec<Arg> = t.iter().map(|x| self.name_arg(*x)).collect();
                    if let Some(f) = f {
                        names.push(format!("family {}", self.family_name(f)));
                        parts.push(Arg::said(
                            Said::new(i18n::id("m1923-said-family"))
                                .family("family", self.family_name(f)),
                        ));
                    }
                    let text = format!(
                        "A Bumbling Bureaucrat redirected your action to {}.",
                        names.join(" and ")
                    );
                    let said =
                        Said::new(i18n::id("m1923-said-redirected")).with("targets", both(parts));
                    self.note_told(phase, p, &said, &text);
                    self.tell_as(phase, p, said, text);
                    (t, f)
                }
            }
        } else {
            if !targets.iter().all(|t| self.in_play(*t)) {
                self.note_as(
                    phase,
                    Said::new(i18n::id("m1923-said-note-target-left"))
                        .with("name", self.name_arg(p)),
                    format!(
                        "{}'s action has no effect: its target left play",
                        self.name(p)
                    ),
                );
                return None;
            }
            (targets.to_vec(), family)
        };
        if targets.contains(&p) && role.self_targets().is_some() {
            self.players[p].self_uses += 1;
        }
        if role == Role::Sheriff && family == Some(self.players[p].family) {
            self.players[p].jailed_own_family = true;
        }
        Some((targets, family))
    }

    /// Plays night `n`.
    pub fn night(&mut self, n: u8, night: &Night) {
        let phase = Phase::Night(n);
        // M28: the kill count, told to the Mafia Members in play at the start of the night.
        let in_play = self.living();
        let civilians: Vec<PlayerId> = in_play
            .iter()
            .copied()
            .filter(|p| !self.players[*p].mafia)
            .collect();
        let required = mafia_kills_required(in_play.len()).min(civilians.len());
        let mafia: Vec<PlayerId> = in_play
            .iter()
            .copied()
            .filter(|p| self.players[*p].mafia)
            .collect();
        if !mafia.is_empty() {
            self.say_as(
                phase,
                Audience::Players(mafia),
                Said::new(i18n::id("m1923-said-kill-count")).number("n", required),
                format!("Tonight the Mafia must attempt to kill {required} Civilian(s)."),
            );
        }
        let from = self.messages.len();
        // M24: submissions are checked against the start of the night.
        let accepted = self.accept(
            phase,
            When::Night,
            night
                .actions
                .iter()
                .map(|a| (a.by, a.role, a.targets.clone(), a.family))
                .collect(),
        );
        let mut tonight = Tonight::default();
        let order = [
            Role::BumblingBureaucrat,
            Role::Boss,
            Role::Thief,
            Role::Shadchan,
            Role::Doctor,
            Role::Bodyguard,
            Role::Butler,
            Role::Drunkard,
        ];
        for step in order {
            self.night_step(step, night, &accepted, phase, &mut tonight);
        }
        self.mafia(n, &night.mafia, &civilians, required, &tonight);
        // 10. Detectives, then Paperboys (M56).
        for step in [Role::Detective, Role::Paperboy] {
            self.night_step(step, night, &accepted, phase, &mut tonight);
        }
        // 11. "Poison kills a player who was infected the previous night."
        let mut poisoned: Vec<PlayerId> = (0..self.players.len())
            .filter(|&p| {
                self.players[p].living() && self.players[p].poisoned == Some(n.wrapping_sub(1))
            })
            .collect();
        // M69: "step 11's poison deaths in the order the poisons were given".
        poisoned.sort_by_key(|p| self.players[*p].poison_order);
        for p in poisoned {
            self.players[p].poisoned = None;
            let by = self.players[p].poisoned_by.take();
            if self.players[p].role == Role::Butler {
                self.note_as(
                    phase,
                    Said::new(i18n::id("m1923-said-note-butler-poison-ends"))
                        .with("name", self.name_arg(p)),
                    format!("{} holds the Butler role: the poison ends", self.name(p)),
                );
                continue;
            }
            self.kill(p, phase, by.map_or(Cause::Nobody, Cause::By));
        }
        // "A player who has been targeted by a Boss is told the following morning".
        for p in std::mem::take(&mut tonight.notices) {
            self.tell_as(
                phase,
                p,
                Said::new(i18n::id("m1923-said-boss")),
                "Any nighttime action you may have attempted did not happen because of a Boss."
                    .into(),
            );
        }
        self.flush(from);
    }

    fn night_step(
        &mut self,
        step: Role,
        night: &Night,
        accepted: &[Option<Role>],
        phase: Phase,
        tonight: &mut Tonight,
    ) {
        for (i, action) in night.actions.iter().enumerate() {
            if accepted[i] == Some(step) {
                self.night_action(action, step, phase, tonight);
            }
        }
    }

    fn night_action(
        &mut self,
        action: &NightAction,
        role: Role,
        phase: Phase,
        tonight: &mut Tonight,
    ) {
        let Phase::Night(n) = phase else { return };
        let p = action.by;
        let canceled = tonight.canceled.contains(&p);
        let Some((targets, family)) =
            self.carry_out(p, role, phase, &action.targets, action.family, canceled)
        else {
            return;
        };
        match role {
            Role::BumblingBureaucrat => {
                let t = targets[0];
                if self.players[t].bumbled {
                    self.note_as(
                        phase,
                        Said::new(i18n::id("m1923-said-note-already-marked"))
                            .with("name", self.name_arg(t)),
                        format!("{} is already marked: the mark is spent", self.name(t)),
                    );
                } else {
                    self.players[t].bumbled = true;
                    self.note_as(
                        phase,
                        Said::new(i18n::id("m1923-said-note-marks"))
                            .with("name", self.name_arg(p))
                            .with("other", self.name_arg(t)),
                        format!("{} marks {}", self.name(p), self.name(t)),
                    );
                }
            }
            Role::Boss => {
                let t = targets[0];
                tonight.canceled.push(t);
                tonight.notices.push(t);
                self.note_as(
                    phase,
                    Said::new(i18n::id("m1923-said-note-boss-cancels"))
                        .with("name", self.name_arg(p))
                        .with("other", self.name_arg(t)),
                    format!("{} cancels {}'s night actions", self.name(p), self.name(t)),
                );
            }
            Role::Thief => self.steal(p, targets[0], phase),
            Role::Shadchan => {
                let [a, b] = targets[..] else { return };
                self.players[a].partner = Some(b);
                self.players[b].partner = Some(a);
                let (na, nb) = (self.name(a).to_owned(), self.name(b).to_owned());
                let paired =
                    |name: &str| Said::new(i18n::id("m1923-said-paired")).name("name", name);
                self.tell_as(
                    phase,
                    a,
                    paired(&nb),
                    format!("A Shadchan has paired you with {nb}."),
                );
                self.tell_as(
                    phase,
                    b,
                    paired(&na),
                    format!("A Shadchan has paired you with {na}."),
                );
            }
            Role::Doctor => {
                let t = targets[0];
                if self.players[t].poisoned.is_some_and(|m| m < n) {
                    self.players[t].poisoned = None;
                    self.players[t].poisoned_by = None;
                    self.say_as(
                        phase,
                        Audience::Public,
                        Said::new(i18n::id("m1923-said-cured")).with("name", self.name_arg(t)),
                        format!("{} has been cured of poison.", self.name(t)),
                    );
                }
                tonight.saved.push(t);
            }
            Role::Bodyguard => tonight.protected.push(targets[0]),
            Role::Butler => self.poison(targets[0], p, n, tonight),
            Role::Drunkard => {
                let Some(f) = family else { return };
                let members: Vec<PlayerId> = self
                    .living()
                    .into_iter()
                    .filter(|q| self.players[*q].family == f)
                    .collect();
                let Some(victim) = self.draw_player(phase, Drawn::DrunkardVictim, &members) else {
                    self.note_as(
                        phase,
                        Said::new(i18n::id("m1923-said-note-drunkard-no-one"))
                            .with("name", self.name_arg(p)),
                        format!("{}'s attack finds no one in play", self.name(p)),
                    );
                    return;
                };
                if tonight.protected.contains(&victim) || self.guards_themself(victim) {
                    self.note_as(
                        phase,
                        Said::new(i18n::id("m1923-said-note-protected-drunkard"))
                            .with("name", self.name_arg(victim)),
                        format!("{} is protected from the Drunkard", self.name(victim)),
                    );
                    self.injure(p, n);
                } else {
                    self.kill(victim, phase, Cause::By(p));
                }
            }
            Role::Detective => {
                let t = targets[0];
                let (id, text) = if self.players[t].mafia {
                    (
                        i18n::id("m1923-said-is-mafia"),
                        format!("{} is a Mafia Member.", self.name(t)),
                    )
                } else {
                    (
                        i18n::id("m1923-said-is-not-mafia"),
                        format!("{} is not a Mafia Member.", self.name(t)),
                    )
                };
                let said = Said::new(id).with("name", self.name_arg(t));
                self.tell_as(phase, p, said, text);
            }
            Role::Paperboy => {
                let [learner, subject] = targets[..] else {
                    return;
                };
                let text = format!(
                    "The Paperboy brings news: {} is {}.",
                    self.name(subject),
                    self.role_text(subject)
                );
                let said = Said::new(i18n::id("m1923-said-news"))
                    .with("name", self.name_arg(subject))
                    .with("role", self.role_arg(subject));
                self.tell_as(phase, learner, said, text);
            }
            _ => {}
        }
    }

    /// A Bodyguard's automatic self-protection, once per holding (M45).
    fn guards_themself(&mut self, p: PlayerId) -> bool {
        let player = &mut self.players[p];
        if player.role == Role::Bodyguard && player.bodyguard_guard {
            player.bodyguard_guard = false;
            true
        } else {
            false
        }
    }

    /// M39: the poisoning, checked in order. A Bodyguard's protection injures the Butler
    /// whatever else also stops the poison (M44: "the attacker becomes injured"), as it
    /// injures the Mafia (M46).
    fn poison(&mut self, t: PlayerId, butler: PlayerId, n: u8, tonight: &Tonight) {
        let phase = Phase::Night(n);
        let immune = self.players[t].role == Role::Butler;
        let saved = tonight.saved.contains(&t);
        let protected = tonight.protected.contains(&t);
        if protected {
            self.note_as(
                phase,
                Said::new(i18n::id("m1923-said-note-bodyguard-poison"))
                    .with("name", self.name_arg(t)),
                format!("A Bodyguard protects {} from the poison", self.name(t)),
            );
            self.injure(butler, n);
        }
        if immune {
            self.note_as(
                phase,
                Said::new(i18n::id("m1923-said-note-butler-immune")).with("name", self.name_arg(t)),
                format!("{} holds the Butler role: immune to poison", self.name(t)),
            );
        }
        if saved {
            self.note_as(
                phase,
                Said::new(i18n::id("m1923-said-note-doctor-poison")).with("name", self.name_arg(t)),
                format!("A Doctor saved {} from the poison", self.name(t)),
            );
        }
        if immune || saved || protected {
            return;
        }
        if self.players[t].poisoned.is_some() {
            self.note_as(
                phase,
                Said::new(i18n::id("m1923-said-note-already-poisoned"))
                    .with("name", self.name_arg(t)),
                format!("{} is already poisoned", self.name(t)),
            );
            return;
        }
        if self.guards_themself(t) {
            self.note_as(
                phase,
                Said::new(i18n::id("m1923-said-note-self-guard-poison"))
                    .with("name", self.name_arg(t)),
                format!("{}'s automatic protection stops the poison", self.name(t)),
            );
            self.injure(butler, n);
            return;
        }
        self.players[t].poisoned = Some(n);
        self.players[t].poisoned_by = Some(butler);
        self.poisonings += 1;
        self.players[t].poison_order = self.poisonings;
        self.say_as(
            phase,
            Audience::Public,
            Said::new(i18n::id("m1923-said-poisoned")).with("name", self.name_arg(t)),
            format!("{} has been poisoned.", self.name(t)),
        );
    }

    /// "Thieves may choose a living player and steal that player's role" (M35).
    fn steal(&mut self, thief: PlayerId, t: PlayerId, phase: Phase) {
        let victim_role = self.players[t].role;
        if victim_role == Role::Townsperson {
            // "If a Thief tries stealing the role of Townsperson, the stealing attempt fails,
            // and the Thief becomes a Townsperson." A Mafia Member without a second role
            // holds nothing a Thief can take.
            self.players[thief].role = Role::Townsperson;
            self.tell_as(
                phase,
                thief,
                Said::new(i18n::id("m1923-said-steal-failed")),
                "Your attempt to steal a role failed.".into(),
            );
            return;
        }
        let thief_player = &mut self.players[thief];
        thief_player.role = victim_role;
        // "Any limits on that role are reset once the Thief has acquired the new role."
        thief_player.uses = 0;
        thief_player.self_uses = 0;
        thief_player.butler_shields = if victim_role == Role::Butler { 2 } else { 0 };
        thief_player.bodyguard_guard = victim_role == Role::Bodyguard;
        thief_player.jailed_own_family = false;
        let victim = &mut self.players[t];
        // "The player who originally had the role reverts to a Townsperson"; a Mafia Member
        // stays in the Mafia and loses the second role.
        victim.role = Role::Townsperson;
        victim.butler_shields = 0;
        victim.bodyguard_guard = false;
        let mafia_victim = victim.mafia;
        self.tell_as(
            phase,
            thief,
            Said::new(i18n::id("m1923-said-stole")).with("role", role_arg(false, victim_role)),
            format!("You stole a role: you are now {}.", title(victim_role)),
        );
        let (id, text) = if mafia_victim {
            (
                i18n::id("m1923-said-second-role-stolen"),
                "Your second role was stolen: you are still a Mafia Member.",
            )
        } else {
            (
                i18n::id("m1923-said-role-stolen"),
                "Your role was stolen: you are now a Townsperson.",
            )
        };
        self.tell_as(phase, t, Said::new(id), text.into());
    }

    /// 9. "The Mafia chooses whom it wants to kill" (M28-M31, M41, M44-M46).
    fn mafia(
        &mut self,
        n: u8,
        kills: &MafiaKills,
        civilians: &[PlayerId],
        required: usize,
        tonight: &Tonight,
    ) {
        let phase = Phase::Night(n);
        if kills.targets.is_empty() && required == 0 {
            return;
        }
        // M31: only while a Mafia Member in play is not injured for this night.
        let able = (0..self.players.len())
            .any(|m| self.players[m].mafia && self.players[m].living() && !self.injured(m, phase));
        if !able {
            self.note_as(
                phase,
                Said::new(i18n::id("m1923-said-note-no-mafia-kill")),
                "No Mafia kill tonight: no Mafia Member in play can act".into(),
            );
            return;
        }
        // M29: the first N valid targets are attempted.
        let mut attempted: Vec<PlayerId> = Vec::new();
        for &t in &kills.targets {
            let why = if !civilians.contains(&t) {
                Some(Why::NotCivilian)
            } else if attempted.contains(&t) {
                Some(Why::KillNamedTwice)
            } else if attempted.len() >= required {
                Some(Why::TooMany)
            } else {
                None
            };
            match why {
                Some(why) => {
                    let who = self
                        .players
                        .get(t)
                        .map_or_else(|| format!("player #{t}"), |x| x.name.clone());
                    let said = Said::new(i18n::id("m1923-said-note-kill-ignored"))
                        .name("name", &who)
                        .with("why", Arg::said(why.said()));
                    self.note_as(
                        phase,
                        said,
                        format!("The Mafia's kill on {who} is ignored: {why}"),
                    );
                }
                None => attempted.push(t),
            }
        }
        if attempted.len() < required {
            self.note_as(
                phase,
                Said::new(i18n::id("m1923-said-note-fewer-kills"))
                    .number("n", attempted.len())
                    .number("required", required),
                format!(
                    "The Mafia attempts {} kill(s) of the {required} required",
                    attempted.len()
                ),
            );
        }
        for t in attempted {
            if !self.players[t].living() {
                self.note_as(
                    phase,
                    Said::new(i18n::id("m1923-said-note-kill-already-dead"))
                        .with("name", self.name_arg(t)),
                    format!(
                        "The Mafia's kill on {} has no effect: already dead",
                        self.name(t)
                    ),
                );
                continue;
            }
            // M41: the attempt counts towards the Butler's protection whatever else stops it.
            let butler = self.players[t].role == Role::Butler && self.players[t].butler_shields > 0;
            if butler {
                self.players[t].butler_shields -= 1;
            }
            let saved = tonight.saved.contains(&t);
            let protected = tonight.protected.contains(&t);
            if protected {
                self.injure_a_mafia_member(n);
            }
            if saved || protected || butler {
                self.note_as(
                    phase,
                    Said::new(i18n::id("m1923-said-note-kill-fails"))
                        .with("name", self.name_arg(t)),
                    format!("The Mafia's kill on {} fails", self.name(t)),
                );
                continue;
            }
            if self.guards_themself(t) {
                self.note_as(
                    phase,
                    Said::new(i18n::id("m1923-said-note-self-guard-mafia"))
                        .with("name", self.name_arg(t)),
                    format!("{}'s automatic protection stops the Mafia", self.name(t)),
                );
                self.injure_a_mafia_member(n);
                continue;
            }
            self.kill(t, phase, Cause::Mafia);
        }
    }

    /// M30: "the attacker" is a Mafia Member in play picked at random.
    fn injure_a_mafia_member(&mut self, n: u8) {
        let mafia: Vec<PlayerId> = self
            .living()
            .into_iter()
            .filter(|m| self.players[*m].mafia)
            .collect();
        if let Some(m) = self.draw_player(Phase::Night(n), Drawn::InjuredMafia, &mafia) {
            self.injure(m, n);
        }
    }

    /// Plays day `n`: jails, extra and negative votes, the vote, Lawyers, the court, the
    /// revenges, the Court Secretaries, the strikes (M78).
    pub fn day(&mut self, n: u8, day: &DayActions) {
        let phase = Phase::Day(n);
        let from = self.messages.len();
        let mut court = court::Day {
            families: self.seating.families.len(),
            voters: self
                .players
                .iter()
                .enumerate()
                .map(|(p, pl)| Voter {
                    family: pl.family,
                    living: pl.living(),
                    exiled: pl.exiled && !pl.dead,
                    injured: self.injured(p, phase),
                })
                .collect(),
            ballots: vec![None; self.players.len()],
            court_families: self.court_families,
            ..court::Day::default()
        };
        // Day actions are checked against the start of the day (M24), in the order of the
        // steps; a later action of the same player and role is ignored (M22).
        let jails = self.accept(
            phase,
            When::Day,
            day.jails
                .iter()
                .map(|j| (j.by, Some(Role::Sheriff), vec![j.player], Some(j.family)))
                .collect(),
        );
        let extras = self.accept(
            phase,
            When::Day,
            day.extra_votes
                .iter()
                .map(|(by, b)| {
                    let role = self
                        .players
                        .get(*by)
                        .map(|p| p.role)
                        .filter(|r| matches!(r, Role::Councilor | Role::Pacifist))
                        .unwrap_or(Role::Councilor);
                    (
                        *by,
                        Some(role),
                        b.individual.into_iter().collect(),
                        b.family,
                    )
                })
                .collect(),
        );
        let lawyers = self.accept(
            phase,
            When::Day,
            day.lawyers
                .iter()
                .map(|(by, client)| (*by, Some(Role::Lawyer), vec![*client], None))
                .collect(),
        );
        // 1. Sheriffs.
        for (jail, ok) in day.jails.iter().zip(jails) {
            if ok.is_none() {
                continue;
            }
            let Some((t, f)) = self.carry_out(
                jail.by,
                Role::Sheriff,
                phase,
                &[jail.player],
                Some(jail.family),
                false,
            ) else {
                continue;
            };
            court.jailed_players.push(t[0]);
            court.jailed_families.extend(f);
        }
        // 2-3. Councilors and Pacifists (a Bumbling Bureaucrat never touches them, M47).
        for ((by, ballot), ok) in day.extra_votes.iter().zip(extras) {
            let Some(role) = ok else { continue };
            court.extras.push(ExtraVote {
                by: *by,
                weight: if role == Role::Pacifist { -1 } else { 1 },
                family: ballot.family,
                individual: ballot.individual,
            });
        }
        // 4. The vote: a later ballot of the same player is ignored (M71).
        for (by, ballot) in &day.ballots {
            match court.ballots.get_mut(*by) {
                Some(slot @ None) => *slot = Some(*ballot),
                Some(Some(_)) => {
                    let text = format!("{}'s second ballot is ignored", self.name(*by));
                    let said = Said::new(i18n::id("m1923-said-note-second-ballot"))
                        .with("name", self.name_arg(*by));
                    self.note_as(phase, said, text);
                }
                None => {}
            }
        }
        // 5. Lawyers.
        for (&(lawyer, client), ok) in day.lawyers.iter().zip(lawyers) {
            if ok.is_none() {
                continue;
            }
            if let Some((t, _)) =
                self.carry_out(lawyer, Role::Lawyer, phase, &[client], None, false)
            {
                court.clients.push(t[0]);
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
        let tally = |name: Arg, n: i32| {
            Arg::said(
                Said::new(i18n::id("m1923-said-tally"))
                    .with("name", name)
                    .with("n", Arg::Number(n.into())),
            )
        };
        let family_tally = self
            .seating
            .families
            .iter()
            .zip(&verdict.family_votes)
            .map(|(f, v)| tally(Arg::Family(f.name.clone()), *v))
            .collect();
        self.say_as(
            phase,
            Audience::Public,
            Said::new(i18n::id("m1923-said-family-votes")).with("tally", Arg::List(family_tally)),
            format!("Family votes: {}.", families.join(", ")),
        );
        // Every player not known to be dead, exiled ones too: an exile is not public (M80).
        let players: Vec<String> = (0..self.players.len())
            .filter(|p| !self.players[*p].dead)
            .map(|p| format!("{} {}", self.name(p), verdict.player_votes[p]))
            .collect();
        let player_tally = (0..self.players.len())
            .filter(|p| !self.players[*p].dead)
            .map(|p| tally(self.name_arg(p), verdict.player_votes[p]))
            .collect();
        self.say_as(
            phase,
            Audience::Public,
            Said::new(i18n::id("m1923-said-individual-votes"))
                .with("tally", Arg::List(player_tally)),
            format!("Individual votes: {}.", players.join(", ")),
        );
        let sent: Vec<&str> = verdict
            .to_court
            .iter()
            .map(|f| self.family_name(*f))
            .collect();
        let (said, text) = if sent.is_empty() {
            (
                Said::new(i18n::id("m1923-said-no-court")),
                "No family is sent to court.".to_owned(),
            )
        } else {
            let families = sent.iter().map(|f| Arg::Family((*f).to_owned())).collect();
            (
                Said::new(i18n::id("m1923-said-to-court")).with("families", Arg::List(families)),
                format!("Sent to court: {}.", sent.join(", ")),
            )
        };
        self.say_as(phase, Audience::Public, said, text);
        // All the court's deaths together, then the revenges in their order (M33, M77).
        let mut killed = verdict.killed.clone();
        killed.sort_by_key(|p| (self.players[*p].family, *p));
        for &p in &killed {
            let text = format!("{} was killed by the court.", self.name(p));
            let said =
                Said::new(i18n::id("m1923-said-court-killed")).with("name", self.name_arg(p));
            self.mark_dead(p, phase, said, text);
        }
        for &p in &killed {
            // "If killed by vote, the Armed Robber kills whomever he voted for", if that
            // vote counted and its target was present for voting (M32).
            let target = verdict.counted_individual[p]
                .filter(|t| !court.jailed_players.contains(t) && !self.injured(*t, phase));
            self.revenge(p, phase, target.map_or(Cause::Nobody, Cause::By));
        }
        // Court Secretaries (M59): ⌊B/4⌋ of the B ballots cast by players who had to vote.
        let cast: Vec<(PlayerId, Ballot)> = verdict
            .had_to_vote
            .iter()
            .filter_map(|p| court.ballots[*p].map(|b| (*p, b)))
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
            let said = Said::new(i18n::id("m1923-said-note-secretary-draw"))
                .name("name", self.name(s))
                .number("k", k)
                .number("n", cast.len());
            self.note_as(
                phase,
                said,
                format!(
                    "Draw (the Court Secretary {}'s sample): {k} of {} ballots",
                    self.name(s),
                    cast.len()
                ),
            );
            let (said, text) = if lines.is_empty() {
                (
                    Said::new(i18n::id("m1923-said-secretary-none")),
                    "Votes seen by the Court Secretary: none.".to_owned(),
                )
            } else {
                let ballots = sample
                    .iter()
                    .map(|(p, b)| Arg::said(self.ballot_said(*p, *b)))
                    .collect();
                (
                    Said::new(i18n::id("m1923-said-secretary"))
                        .with("ballots", Arg::Groups(ballots)),
                    format!("Votes seen by the Court Secretary: {}.", lines.join("; ")),
                )
            };
            self.tell_as(phase, s, said, text);
        }
        // Strikes (M68): one a day for a missing or improper ballot; the second exiles.
        let mut struck: Vec<PlayerId> = verdict.improper.iter().map(|(p, _)| *p).collect();
        struck.sort_unstable();
        struck.dedup();
        for p in struck {
            self.players[p].improper_votes += 1;
            let why: Vec<&str> = verdict
                .improper
                .iter()
                .filter(|(q, _)| *q == p)
                .map(|(_, i)| i.describe())
                .collect();
            let reasons = verdict
                .improper
                .iter()
                .filter(|(q, _)| *q == p)
                .map(|(_, i)| Arg::said(Said::new(i.said_id())))
                .collect();
            self.tell_as(
                phase,
                p,
                Said::new(i18n::id("m1923-said-strike")).with("why", Arg::List(reasons)),
                format!("Your ballot today earns a strike: {}.", why.join(", ")),
            );
            if self.players[p].improper_votes >= 2 && !self.players[p].exiled {
                self.players[p].exiled = true;
                self.notify_exile(p, phase);
                self.note_as(
                    phase,
                    Said::new(i18n::id("m1923-said-note-second-strike"))
                        .with("name", self.name_arg(p)),
                    format!("{} exiled: a second strike (M68)", self.name(p)),
                );
            }
        }
        self.flush(from);
    }

    /// [`Game::ballot_text`] as data.
    fn ballot_said(&self, p: PlayerId, b: Ballot) -> Said {
        let nobody = || Arg::said(Said::new(i18n::id("m1923-said-nobody")));
        let family = b
            .family
            .and_then(|f| self.seating.families.get(f))
            .map_or_else(nobody, |f| Arg::Family(f.name.clone()));
        let individual = b
            .individual
            .and_then(|t| self.players.get(t))
            .map_or_else(nobody, |t| Arg::Name(t.name.clone()));
        Said::new(i18n::id("m1923-said-ballot"))
            .with("name", self.name_arg(p))
            .with("family", family)
            .with("individual", individual)
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

/// What an exiled player is told (M67, M68, M80).
pub fn exile_notice() -> &'static str {
    "You have been exiled by the Moderators: you can no longer vote, act or win."
}

/// [`exile_notice`] as data.
pub fn exile_said() -> Said {
    Said::new(i18n::id("m1923-said-exiled"))
}

/// A role as a message's argument: the role's title, and whether its holder is also a
/// Mafia Member.
pub fn role_arg(mafia: bool, role: Role) -> Arg {
    Arg::Role {
        title: role.title().to_owned(),
        mafia,
    }
}

/// One part, or two joined by "and" (a redirected action's player and family, or two
/// players; more parts join two by two).
fn both(mut parts: Vec<Arg>) -> Arg {
    let Some(first) = (!parts.is_empty()).then(|| parts.remove(0)) else {
        return Arg::said(Said::new(i18n::id("m1923-said-nobody")));
    };
    parts.into_iter().fold(first, |a, b| {
        Arg::said(
            Said::new(i18n::id("m1923-said-both"))
                .with("a", a)
                .with("b", b),
        )
    })
}

/// How many families a day sends to court, in a sentence (one family is not "the 1
/// families").
fn court_sentence(families: usize) -> String {
    match families {
        1 => "Each day the family with the most votes is sent to court.".to_owned(),
        n => format!("Each day the {n} families with the most votes are sent to court."),
    }
}
