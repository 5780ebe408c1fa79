//! What each reader sees ([`Live::view`]) and what each event discloses
//! ([`Live::discloses`], which `check_redaction` holds against the event's audience): the
//! families, deaths and public messages for everybody; an exile only to the host and the
//! exiled player (M80); a player's own role, submissions and what they may submit now;
//! the deal, the roster and every submission for the host. Apart from the commands and the
//! fold because it only reads.

use super::commands::{shape, Need};
use super::events::{audience_of, DealtPlayer, Event1923};
use super::setup::dealt_players;
use super::Channel;
use super::{role_title, slot, slots, Game1923};
use crate::clock::ScheduleSetup;
use crate::{Audience, Disclosure, Live, Slot, Viewer};
use omerta_1923::{Phase, Role, When};
use serde::Serialize;

impl Game1923 {
    /// [`Live::view_typed`].
    pub(super) fn view_for(&self, viewer: Viewer) -> View1923 {
        let Some(engine) = &self.engine else {
            return View1923::Unstarted(Unstarted::default());
        };
        let players: Vec<PlayerView> = engine
            .players
            .iter()
            .enumerate()
            .map(|(p, x)| {
                // Deaths are public (M80); an exile only to the host and the exiled player;
                // roles and other statuses to nobody.
                let exiled = x.exiled || self.open.exiles.iter().any(|(q, _)| *q == p);
                let sees_exile = matches!(viewer, Viewer::Host)
                    || matches!(viewer, Viewer::Player(s) if s as usize == p);
                let status = if exiled && !x.dead && sees_exile {
                    PlayerStatus::Exiled
                } else if x.dead {
                    PlayerStatus::Dead
                } else {
                    PlayerStatus::InPlay
                };
                PlayerView {
                    slot: p,
                    name: x.name.clone(),
                    family: engine.seating.families[x.family].name.clone(),
                    status,
                }
            })
            .collect();
        let families: Vec<FamilyView> = engine
            .seating
            .families
            .iter()
            .enumerate()
            .map(|(f, spec)| FamilyView {
                name: spec.name.clone(),
                size: spec.size,
                members: (0..engine.players.len())
                    .filter(|p| engine.players[*p].family == f)
                    .collect(),
            })
            .collect();
        let messages: Vec<MessageView> = self
            .messages
            .iter()
            .filter(|e| audience_of(e).admits(viewer))
            .map(|e| MessageView {
                kind: Self::kind(e).to_string(),
                to: audience_of(e),
                event: e.clone(),
            })
            .collect();
        let you = match viewer {
            Viewer::Player(s) => engine.players.get(s as usize).map(|x| {
                let p = s as usize;
                let (role, second_role) = role_title(x.mafia, x.role);
                let mafia_members: Vec<usize> = if x.mafia {
                    (0..engine.players.len())
                        .filter(|q| engine.players[*q].mafia)
                        .collect()
                } else {
                    Vec::new()
                };
                You {
                    slot: p,
                    family: engine.seating.families[x.family].name.clone(),
                    role,
                    second_role,
                    mafia: x.mafia,
                    mafia_members,
                    in_play: self.in_play(p),
                    injured: self.phase.is_some_and(|ph| engine.injured(p, ph)),
                    strikes: x.improper_votes,
                    uses: x.uses,
                    self_uses: x.self_uses,
                }
            }),
            _ => None,
        };
        let anyone = |by: &str| Some(by.to_string());
        let can: Vec<Can> = match viewer {
            Viewer::Player(s) if (s as usize) < engine.players.len() => self.can(s as usize),
            Viewer::Host if self.phase.is_some() => vec![
                Can::Advance {},
                Can::Exile {
                    candidates: (0..engine.players.len())
                        .filter(|p| self.in_play(*p))
                        .collect(),
                },
                Can::Action(ActionForm {
                    by: anyone("any player, as the player could"),
                    ..ActionForm::default()
                }),
                Can::Vote(VoteForm {
                    by: anyone("any player, as the player could"),
                    ..VoteForm::default()
                }),
                Can::MafiaKill(KillForm {
                    by: anyone("any Mafia Member, as they could"),
                    ..KillForm::default()
                }),
                Can::Say {
                    channel: Channel::Mafia,
                    with: None,
                },
                Can::Say {
                    channel: Channel::Moderators,
                    with: anyone("any player"),
                },
            ],
            _ => Vec::new(),
        };
        let result = self
            .result
            .as_ref()
            .map(|(mafia_wins, families, winners)| Result1923 {
                mafia_wins: *mafia_wins,
                families: families.clone(),
                winners: winners.clone(),
            });
        let mut view = GameView1923 {
            phase: self.phase.map(|p| p.to_string()),
            opened_at: self.opened_at,
            deadline: self.deadline(),
            opens_at: self.span().map(|s| s.opens),
            schedule: self.schedule.as_ref().map(|s| {
                let local = |at: Option<i64>| at.and_then(|at| s.local(at));
                ScheduleView {
                    setup: s.setup().clone(),
                    opens_local: local(self.span().map(|x| x.opens)),
                    deadline_local: local(self.deadline()),
                }
            }),
            court_families: engine.court_families,
            families,
            players,
            you,
            can,
            submitted: self.submitted(viewer, engine),
            messages,
            chat: self.chat(viewer),
            finished: self.result.is_some(),
            result,
            deal: None,
            roster: None,
        };
        if viewer == Viewer::Host {
            view.deal = Some(dealt_players(&engine.seating));
            view.roster = Some(
                engine
                    .players
                    .iter()
                    .enumerate()
                    .map(|(p, x)| {
                        let (role, second_role) = role_title(x.mafia, x.role);
                        RosterEntry {
                            name: x.name.clone(),
                            role,
                            second_role,
                            dead: x.dead,
                            exiled: x.exiled,
                            poisoned: x.poisoned.is_some(),
                            injured: self.phase.is_some_and(|ph| engine.injured(p, ph)),
                            strikes: x.improper_votes,
                            uses: x.uses,
                        }
                    })
                    .collect(),
            );
        }
        View1923::Started(Box::new(view))
    }

    /// Everything, but the seed: "Any communication between players and the Moderators
    /// will not be revealed by the Moderators to anyone, whether they are playing or not."
    /// A player keeps their own questions and answers; nobody reads another's.
    pub(super) fn revealed_to(&self, reader: Viewer) -> View1923 {
        let mut view = self.view_for(Viewer::Host);
        if let View1923::Started(game) = &mut view {
            game.chat.moderators.retain(|entry| match reader {
                Viewer::Player(slot) => entry.player == slot,
                Viewer::Host => true,
                Viewer::Spectator => false,
            });
        }
        view
    }

    /// [`Live::waiting`].
    pub(super) fn waiting_for(&self, viewer: Viewer) -> Vec<&'static str> {
        let Some(engine) = &self.engine else {
            return Vec::new();
        };
        match viewer {
            // A game without timers waits for its host to close each phase.
            Viewer::Host if self.phase.is_some() && self.deadline().is_none() => {
                vec!["close_phase"]
            }
            Viewer::Player(s) if (s as usize) < engine.players.len() => self
                .can(s as usize)
                .iter()
                .filter_map(|can| match can {
                    Can::Action(_) => Some("action"),
                    Can::Vote(_) => Some("vote"),
                    // One decision stands for the Mafia: once sent, nobody is waited for.
                    Can::MafiaKill(KillForm {
                        sent: Some(None), ..
                    }) => Some("mafia_kill"),
                    _ => None,
                })
                .collect(),
            _ => Vec::new(),
        }
    }

    /// What this player may submit now, for forms.
    fn can(&self, p: usize) -> Vec<Can> {
        let (Some(engine), Some(phase)) = (&self.engine, self.phase) else {
            return Vec::new();
        };
        let mut can = Vec::new();
        if !self.in_play(p) {
            return can;
        }
        let player = &engine.players[p];
        // Talking is no action: an injured player still writes.
        can.push(Can::Say {
            channel: Channel::Moderators,
            with: None,
        });
        if player.mafia {
            can.push(Can::Say {
                channel: Channel::Mafia,
                with: None,
            });
        }
        if engine.injured(p, phase) {
            return can;
        }
        let when = match phase {
            Phase::Night(_) => When::Night,
            Phase::Day(_) => When::Day,
        };
        let role = player.role;
        let uses_left = role.uses().map(|limit| limit.saturating_sub(player.uses));
        if role.when() == when && uses_left != Some(0) && !self.open.acted.contains(&(p, role)) {
            let form = shape(role);
            let others: Vec<usize> = (0..engine.players.len())
                .filter(|q| *q != p && self.known_in_play(*q))
                .collect();
            let own = player.family;
            let other_family = (own + 1) % engine.seating.families.len().max(1);
            let with_self: Vec<usize> = match form.max_targets {
                0 => Vec::new(),
                1 => vec![p],
                _ => std::iter::once(p).chain(others.first().copied()).collect(),
            };
            let family_for_self = (form.family == Need::Required).then_some(other_family);
            let self_ok = form.max_targets > 0
                && engine
                    .check(p, Some(role), &with_self, family_for_self, phase, when)
                    .is_ok();
            let mut candidates = others;
            if self_ok {
                candidates.push(p);
                candidates.sort_unstable();
            }
            let families: Vec<String> = engine
                .seating
                .families
                .iter()
                .enumerate()
                .filter(|(f, _)| !(role == Role::Sheriff && *f == own && player.jailed_own_family))
                .map(|(_, f)| f.name.clone())
                .collect();
            can.push(Can::Action(ActionForm {
                by: None,
                role: Some(role.title().to_string()),
                min_targets: Some(form.min_targets),
                max_targets: Some(form.max_targets),
                family: Some(form.family.name().to_string()),
                candidates: Some(slots(&candidates)),
                families: Some(if form.family == Need::No {
                    Vec::new()
                } else {
                    families
                }),
                uses_left: Some(uses_left),
            }));
        }
        match phase {
            Phase::Night(_) if player.mafia => {
                let (count, _) = self.kill_count();
                if count > 0 {
                    let candidates: Vec<usize> = (0..engine.players.len())
                        .filter(|q| !engine.players[*q].mafia && self.known_in_play(*q))
                        .collect();
                    can.push(Can::MafiaKill(KillForm {
                        by: None,
                        count: Some(count),
                        candidates: Some(slots(&candidates)),
                        sent: Some(self.open.mafia.as_ref().map(|(by, ts)| Sent {
                            by: *by,
                            targets: ts.clone(),
                        })),
                    }));
                }
            }
            Phase::Day(_) if !self.open.voted.contains(&p) => {
                let own = player.family;
                let members: Vec<usize> = (0..engine.players.len())
                    .filter(|q| {
                        *q != p && engine.players[*q].family == own && self.known_in_play(*q)
                    })
                    .collect();
                let families: Vec<String> = engine
                    .seating
                    .families
                    .iter()
                    .enumerate()
                    .filter(|(f, _)| *f != own)
                    .map(|(_, f)| f.name.clone())
                    .collect();
                can.push(Can::Vote(VoteForm {
                    by: None,
                    families: Some(families),
                    individuals: Some(slots(&members)),
                    individual_needed: Some(!members.is_empty()),
                }));
            }
            _ => {}
        }
        can
    }

    fn submitted(&self, viewer: Viewer, engine: &omerta_1923::Game) -> SubmittedView {
        let sees = |p: usize| match viewer {
            Viewer::Host => true,
            Viewer::Player(s) => s as usize == p,
            Viewer::Spectator => false,
        };
        let family = |f: usize| engine.seating.families[f].name.clone();
        let actions: Vec<SubmittedAction> = self
            .open
            .actions
            .iter()
            .filter(|a| sees(a.by))
            .map(|a| SubmittedAction {
                by: a.by,
                role: a.role.title().to_string(),
                targets: a.targets.clone(),
                family: a.family.map(family),
            })
            .collect();
        let votes: Vec<SubmittedVote> = self
            .open
            .ballots
            .iter()
            .filter(|(by, _)| sees(*by))
            .map(|(by, b)| SubmittedVote {
                by: *by,
                family: b.family.map(family),
                individual: b.individual,
            })
            .collect();
        let mafia_reads = match viewer {
            Viewer::Host => true,
            Viewer::Player(s) => engine
                .players
                .get(s as usize)
                .is_some_and(|x| x.mafia && self.in_play(s as usize)),
            Viewer::Spectator => false,
        };
        let mafia_kill = self
            .open
            .mafia
            .as_ref()
            .filter(|_| mafia_reads)
            .map(|(by, ts)| Sent {
                by: *by,
                targets: ts.clone(),
            });
        let exiles: Vec<SubmittedExile> = if viewer == Viewer::Host {
            self.open
                .exiles
                .iter()
                .map(|(p, reason)| SubmittedExile {
                    slot: *p,
                    reason: reason.clone(),
                })
                .collect()
        } else {
            Vec::new()
        };
        SubmittedView {
            actions,
            votes,
            mafia_kill,
            exiles,
        }
    }

    /// [`Live::discloses`].
    pub(super) fn disclosures_of(event: &Event1923) -> Vec<Disclosure> {
        match event {
            Event1923::Dealt { players, .. } => (0..players.len())
                .map(|p| Disclosure::role(slot(p)))
                .collect(),
            Event1923::Role { slot, .. } => vec![Disclosure::role(*slot)],
            // Acting with a role tells the role; what it names is the actor's secret.
            Event1923::Action { by, .. } => vec![Disclosure::role(*by), Disclosure::private(*by)],
            Event1923::Vote { by, .. } => vec![Disclosure::private(*by)],
            // The Mafia's decision and kill count tell who the Mafia are (M13: they know).
            Event1923::MafiaKill { by, to, .. } => std::iter::once(*by)
                .chain(to.iter().copied())
                .map(Disclosure::role)
                .collect(),
            Event1923::KillCount { to, .. } | Event1923::Team { to, .. } => {
                to.iter().map(|s| Disclosure::role(*s)).collect()
            }
            Event1923::Exiled { slot, .. } => vec![Disclosure::private(*slot)],
            // Who writes and reads the Mafia's channel is who the Mafia are; what they say
            // is the Mafia's, shared by its readers.
            Event1923::MafiaChat { by, to, .. } => {
                by.iter().chain(to).map(|s| Disclosure::role(*s)).collect()
            }
            // A player may tell the moderators their role and results, and be answered.
            Event1923::ModeratorChat { player, .. } => {
                vec![Disclosure::private(*player), Disclosure::role(*player)]
            }
            Event1923::Private { to, tells_role, .. } => {
                let mut told = vec![Disclosure::private(*to)];
                if *tells_role {
                    told.push(Disclosure::role(*to));
                }
                told
            }
            Event1923::Log { about, .. } => about
                .iter()
                .flat_map(|s| [Disclosure::role(*s), Disclosure::private(*s)])
                .collect(),
            // Naming the winners tells their side (M18, M83): shown to everybody.
            Event1923::Finished { winners, .. } => {
                winners.iter().map(|s| Disclosure::revealed(*s)).collect()
            }
            Event1923::Started { .. }
            | Event1923::PhaseClosed { .. }
            | Event1923::Announcement { .. } => Vec::new(),
        }
    }
}

/// A Mafia 1923 game as a reader reads it ([`Live::view_typed`]): the families, deaths and
/// public messages for everybody; an exile only to the host and the exiled player (M80);
/// a player's own role, submissions and what they may submit now; the deal, the roster
/// and every submission for the host.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(untagged)]
pub enum View1923 {
    /// The game, dealt.
    Started(Box<GameView1923>),
    /// Before the deal is folded: nothing to read yet.
    Unstarted(Unstarted),
}

/// A Mafia 1923 game before its deal: nothing to read yet.
#[derive(Clone, Debug, Default, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct Unstarted {
    /// Always null: no phase is open.
    pub phase: Option<String>,
}

/// A dealt Mafia 1923 game as a reader reads it.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct GameView1923 {
    /// The open phase ("night 1", "day 2"); null after Day 5.
    pub phase: Option<String>,
    /// When the open phase opened (ms since the epoch).
    pub opened_at: i64,
    /// When the open phase closes by the timers (ms since the epoch); null when the host
    /// closes it.
    pub deadline: Option<i64>,
    /// When the open phase opens by the schedule's clock (ms since the epoch), where the
    /// game has a schedule; null otherwise.
    pub opens_at: Option<i64>,
    /// The wall-clock schedule, where the game has one; null otherwise.
    pub schedule: Option<ScheduleView>,
    /// How many families with the most votes go to court each day (M76).
    pub court_families: usize,
    /// The families and their members.
    pub families: Vec<FamilyView>,
    /// Every player, in slot order, as the reader may know them.
    pub players: Vec<PlayerView>,
    /// The reader's own part, when they play; null otherwise.
    pub you: Option<You>,
    /// What the reader may submit now, for forms.
    pub can: Vec<Can>,
    /// The open phase's submissions the reader may see.
    pub submitted: SubmittedView,
    /// The game's messages the reader may read, oldest first.
    pub messages: Vec<MessageView>,
    /// The private channels the reader reads.
    pub chat: ChatView,
    /// Whether the game is over.
    pub finished: bool,
    /// The winners once the game is over (M83); null before.
    pub result: Option<Result1923>,
    /// The host's: the whole deal, as a given deal.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub deal: Option<Vec<DealtPlayer>>,
    /// The host's: every player's role and status.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub roster: Option<Vec<RosterEntry>>,
}

/// The game's wall-clock schedule.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct ScheduleView {
    /// The schedule as the setup gave it, its first night fixed at the start.
    pub setup: ScheduleSetup,
    /// When the open phase opens, in the schedule's zone (RFC 9557); null: none.
    pub opens_local: Option<String>,
    /// When the open phase closes, in the schedule's zone (RFC 9557); null: none.
    pub deadline_local: Option<String>,
}

/// A family.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct FamilyView {
    /// The family's name.
    pub name: String,
    /// How many players it has.
    pub size: usize,
    /// Its members' slots.
    pub members: Vec<usize>,
}

/// A player as the reader may know them.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "PlayerView1923"))]
pub struct PlayerView {
    /// The player's slot.
    pub slot: usize,
    /// The player's name.
    pub name: String,
    /// The player's family.
    pub family: String,
    /// Whether they are in play, as the reader may know it.
    pub status: PlayerStatus,
}

/// Whether a player is in play, as a reader may know it: deaths are public, an exile
/// only the host's and the exiled player's (M80).
#[derive(Clone, Copy, Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum PlayerStatus {
    /// In play, as far as the reader knows.
    InPlay,
    /// Dead.
    Dead,
    /// Exiled by the moderators (M67).
    Exiled,
}

/// A player's own part of the game.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "You1923"))]
pub struct You {
    /// Their slot.
    pub slot: usize,
    /// Their family.
    pub family: String,
    /// Their role ("Doctor", "Mafia Member").
    pub role: String,
    /// A Mafia Member's second role; null: none.
    pub second_role: Option<String>,
    /// Whether they are a Mafia Member.
    pub mafia: bool,
    /// The Mafia Members' slots, for a Mafia Member (themselves included); empty otherwise.
    pub mafia_members: Vec<usize>,
    /// Whether they are in play.
    pub in_play: bool,
    /// Whether they are injured in the open phase (they may not act).
    pub injured: bool,
    /// Their strikes for missing and improper ballots.
    pub strikes: u32,
    /// How often they have used their role.
    pub uses: u32,
    /// How often they have used their role on themselves.
    pub self_uses: u32,
}

/// A command the reader may send now, with what its form needs: a player's forms, or
/// the host's list of what they may do.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(tag = "command", rename_all = "snake_case")]
pub enum Can {
    /// A message in a private channel.
    Say {
        /// The channel.
        channel: Channel,
        /// The host's: whom they may write to, in words.
        #[serde(skip_serializing_if = "Option::is_none")]
        with: Option<String>,
    },
    /// The host's: close the open phase.
    Advance {},
    /// The host's: exile a player in play.
    Exile {
        /// The players in play's slots.
        candidates: Vec<usize>,
    },
    /// A role's action.
    Action(ActionForm),
    /// A day's ballot.
    Vote(VoteForm),
    /// The Mafia's decision for the night.
    MafiaKill(KillForm),
}

/// A role's action: a player's form, or for the host whom they may act for.
#[derive(Clone, Debug, Default, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct ActionForm {
    /// The host's: whom they may act for, in words.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub by: Option<String>,
    /// The player's role.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub role: Option<String>,
    /// The fewest targets the action takes.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub min_targets: Option<usize>,
    /// The most targets the action takes.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub max_targets: Option<usize>,
    /// Whether the action names a family: "none", "optional" or "required".
    #[serde(skip_serializing_if = "Option::is_none")]
    pub family: Option<String>,
    /// The slots it may target.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub candidates: Option<Vec<Slot>>,
    /// The families it may name.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub families: Option<Vec<String>>,
    /// The uses left of a limited role; null: unlimited.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub uses_left: Option<Option<u32>>,
}

/// A day's ballot: a player's form, or for the host whom they may vote for.
#[derive(Clone, Debug, Default, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct VoteForm {
    /// The host's: whom they may vote for, in words.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub by: Option<String>,
    /// The families the player may vote for (not their own).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub families: Option<Vec<String>>,
    /// The members of their own family they may vote for.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub individuals: Option<Vec<Slot>>,
    /// Whether the ballot needs an individual vote.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub individual_needed: Option<bool>,
}

/// The Mafia's decision: a Mafia Member's form, or for the host whom they may send it for.
#[derive(Clone, Debug, Default, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct KillForm {
    /// The host's: whom they may send it for, in words.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub by: Option<String>,
    /// How many Civilians the Mafia must attempt to kill tonight (M28).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub count: Option<usize>,
    /// The slots the Mafia may target.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub candidates: Option<Vec<Slot>>,
    /// The decision sent tonight (the latest stands); null: none yet.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sent: Option<Option<Sent>>,
}

/// The Mafia's decision as sent.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct Sent {
    /// The Mafia Member who sent it.
    pub by: usize,
    /// The targets' slots.
    pub targets: Vec<usize>,
}

/// The open phase's submissions a reader may see.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct SubmittedView {
    /// The actions (a player's own; the host's, all).
    pub actions: Vec<SubmittedAction>,
    /// The ballots (a player's own; the host's, all).
    pub votes: Vec<SubmittedVote>,
    /// The Mafia's decision, for the Mafia Members in play and the host; null otherwise.
    pub mafia_kill: Option<Sent>,
    /// The host's: the exiles of the open phase.
    pub exiles: Vec<SubmittedExile>,
}

/// An action submitted.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct SubmittedAction {
    /// The actor's slot.
    pub by: usize,
    /// The role acted with.
    pub role: String,
    /// The targets' slots.
    pub targets: Vec<usize>,
    /// The family named; null: none.
    pub family: Option<String>,
}

/// A ballot submitted.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct SubmittedVote {
    /// The voter's slot.
    pub by: usize,
    /// The family voted for; null: none.
    pub family: Option<String>,
    /// The individual voted for; null: none.
    pub individual: Option<usize>,
}

/// An exile of the open phase.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct SubmittedExile {
    /// The exiled player's slot.
    pub slot: usize,
    /// The host's reason.
    pub reason: String,
}

/// One of the game's messages, as its reader reads it.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct MessageView {
    /// The event's kind.
    pub kind: String,
    /// Whom it is for.
    pub to: Audience,
    /// The event.
    pub event: Event1923,
}

/// The private channels a reader reads, oldest message first.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct ChatView {
    /// The Mafia's channel (the Mafia Members and the moderators).
    pub mafia: Vec<MafiaMessage>,
    /// The channels with the moderators the reader reads (a player their own).
    pub moderators: Vec<ModeratorMessage>,
}

/// A message in the Mafia's channel.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct MafiaMessage {
    /// The phase it was written in.
    pub phase: String,
    /// Its writer's slot; null: the moderators'.
    pub by: Option<Slot>,
    /// The message.
    pub text: String,
    /// When it was written (ms since the epoch).
    pub at: i64,
}

/// A message in a player's channel with the moderators.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct ModeratorMessage {
    /// The phase it was written in.
    pub phase: String,
    /// The player whose channel it is.
    pub player: Slot,
    /// Whether the moderators wrote it (else the player).
    pub from_host: bool,
    /// The message.
    pub text: String,
    /// When it was written (ms since the epoch).
    pub at: i64,
}

/// The end of the game (M83).
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct Result1923 {
    /// Whether the Mafia won.
    pub mafia_wins: bool,
    /// The winning families.
    pub families: Vec<String>,
    /// The winners' slots.
    pub winners: Vec<Slot>,
}

/// A player's role and status, for the host.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct RosterEntry {
    /// The player's name.
    pub name: String,
    /// Their role.
    pub role: String,
    /// A Mafia Member's second role; null: none.
    pub second_role: Option<String>,
    /// Whether they are dead.
    pub dead: bool,
    /// Whether they are exiled.
    pub exiled: bool,
    /// Whether they are poisoned.
    pub poisoned: bool,
    /// Whether they are injured in the open phase.
    pub injured: bool,
    /// Their strikes.
    pub strikes: u32,
    /// How often they have used their role.
    pub uses: u32,
}
