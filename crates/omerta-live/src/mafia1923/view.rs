//! What each reader sees ([`Live::view`]) and what each event discloses
//! ([`Live::discloses`], which `check_redaction` holds against the event's audience): the
//! families, deaths and public messages for everybody; an exile only to the host and the
//! exiled player (M80); a player's own role, submissions and what they may submit now;
//! the deal, the roster and every submission for the host. Apart from the commands and the
//! fold because it only reads.

use super::commands::{shape, Need};
use super::events::{audience_of, Event1923};
use super::setup::dealt_players;
use super::{role_title, slot, slots, Game1923};
use crate::{Disclosure, Live, Viewer};
use omerta_1923::{Phase, Role, When};
use serde_json::{json, Value};

impl Game1923 {
    /// [`Live::view`].
    pub(super) fn view_for(&self, viewer: Viewer) -> Value {
        let Some(engine) = &self.engine else {
            return json!({"phase": null});
        };
        let players: Vec<Value> = engine
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
                    "exiled"
                } else if x.dead {
                    "dead"
                } else {
                    "in_play"
                };
                json!({
                    "slot": p,
                    "name": x.name,
                    "family": engine.seating.families[x.family].name,
                    "status": status,
                })
            })
            .collect();
        let families: Vec<Value> = engine
            .seating
            .families
            .iter()
            .enumerate()
            .map(|(f, spec)| {
                json!({
                    "name": spec.name,
                    "size": spec.size,
                    "members": (0..engine.players.len()).filter(|p| engine.players[*p].family == f).collect::<Vec<_>>(),
                })
            })
            .collect();
        let messages: Vec<Value> = self
            .messages
            .iter()
            .filter(|e| audience_of(e).admits(viewer))
            .map(|e| {
                json!({
                    "kind": Self::kind(e),
                    "to": audience_of(e),
                    "event": e,
                })
            })
            .collect();
        let you = match viewer {
            Viewer::Player(s) => engine.players.get(s as usize).map(|x| {
                let p = s as usize;
                let (role, second_role) = role_title(x.mafia, x.role);
                let mafia: Vec<usize> = if x.mafia {
                    (0..engine.players.len())
                        .filter(|q| engine.players[*q].mafia)
                        .collect()
                } else {
                    Vec::new()
                };
                json!({
                    "slot": p,
                    "family": engine.seating.families[x.family].name,
                    "role": role,
                    "second_role": second_role,
                    "mafia": x.mafia,
                    "mafia_members": mafia,
                    "in_play": self.in_play(p),
                    "injured": self.phase.is_some_and(|ph| engine.injured(p, ph)),
                    "strikes": x.improper_votes,
                    "uses": x.uses,
                    "self_uses": x.self_uses,
                })
            }),
            _ => None,
        };
        let can: Vec<Value> = match viewer {
            Viewer::Player(s) if (s as usize) < engine.players.len() => self.can(s as usize),
            Viewer::Host if self.phase.is_some() => vec![
                json!({"command": "advance"}),
                json!({"command": "exile", "candidates": (0..engine.players.len()).filter(|p| self.in_play(*p)).collect::<Vec<_>>()}),
                json!({"command": "action", "by": "any player, as the player could"}),
                json!({"command": "vote", "by": "any player, as the player could"}),
                json!({"command": "mafia_kill", "by": "any Mafia Member, as they could"}),
                json!({"command": "say", "channel": "mafia"}),
                json!({"command": "say", "channel": "moderators", "with": "any player"}),
            ],
            _ => Vec::new(),
        };
        let result = self.result.as_ref().map(|(mafia_wins, families, winners)| {
            json!({"mafia_wins": mafia_wins, "families": families, "winners": winners})
        });
        let mut view = json!({
            "phase": self.phase.map(|p| p.to_string()),
            "opened_at": self.opened_at,
            "deadline": self.deadline(),
            "opens_at": self.span().map(|s| s.opens),
            "schedule": self.schedule.as_ref().map(|s| {
                let local = |at: Option<i64>| at.and_then(|at| s.local(at));
                json!({
                    "setup": s.setup(),
                    "opens_local": local(self.span().map(|x| x.opens)),
                    "deadline_local": local(self.deadline()),
                })
            }),
            "court_families": engine.court_families,
            "families": families,
            "players": players,
            "you": you,
            "can": can,
            "submitted": self.submitted(viewer),
            "messages": messages,
            "chat": self.chat(viewer),
            "finished": self.result.is_some(),
            "result": result,
        });
        if viewer == Viewer::Host {
            view["deal"] = json!(dealt_players(&engine.seating));
            view["roster"] = engine
                .players
                .iter()
                .enumerate()
                .map(|(p, x)| {
                    let (role, second_role) = role_title(x.mafia, x.role);
                    json!({
                        "name": x.name,
                        "role": role,
                        "second_role": second_role,
                        "dead": x.dead,
                        "exiled": x.exiled,
                        "poisoned": x.poisoned.is_some(),
                        "injured": self.phase.is_some_and(|ph| engine.injured(p, ph)),
                        "strikes": x.improper_votes,
                        "uses": x.uses,
                    })
                })
                .collect();
        }
        view
    }

    /// Everything, but the seed: "Any communication between players and the Moderators
    /// will not be revealed by the Moderators to anyone, whether they are playing or not."
    /// A player keeps their own questions and answers; nobody reads another's.
    pub(super) fn revealed_to(&self, reader: Viewer) -> Value {
        let mut view = self.view(Viewer::Host);
        let own = |entry: &Value| match reader {
            Viewer::Player(slot) => entry["player"] == json!(slot),
            Viewer::Host => true,
            Viewer::Spectator => false,
        };
        if let Some(list) = view["chat"]["moderators"].as_array_mut() {
            list.retain(own);
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
                .filter_map(|can| match can["command"].as_str() {
                    Some("action") => Some("action"),
                    Some("vote") => Some("vote"),
                    // One decision stands for the Mafia: once sent, nobody is waited for.
                    Some("mafia_kill") if can["sent"].is_null() => Some("mafia_kill"),
                    _ => None,
                })
                .collect(),
            _ => Vec::new(),
        }
    }

    /// What this player may submit now, for forms.
    fn can(&self, p: usize) -> Vec<Value> {
        let (Some(engine), Some(phase)) = (&self.engine, self.phase) else {
            return Vec::new();
        };
        let mut can = Vec::new();
        if !self.in_play(p) {
            return can;
        }
        let player = &engine.players[p];
        // Talking is no action: an injured player still writes.
        can.push(json!({"command": "say", "channel": "moderators"}));
        if player.mafia {
            can.push(json!({"command": "say", "channel": "mafia"}));
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
            let families: Vec<&str> = engine
                .seating
                .families
                .iter()
                .enumerate()
                .filter(|(f, _)| !(role == Role::Sheriff && *f == own && player.jailed_own_family))
                .map(|(_, f)| f.name.as_str())
                .collect();
            can.push(json!({
                "command": "action",
                "role": role.title(),
                "min_targets": form.min_targets,
                "max_targets": form.max_targets,
                "family": form.family.name(),
                "candidates": slots(&candidates),
                "families": if form.family == Need::No { Vec::new() } else { families },
                "uses_left": uses_left,
            }));
        }
        match phase {
            Phase::Night(_) if player.mafia => {
                let (count, _) = self.kill_count();
                if count > 0 {
                    let candidates: Vec<usize> = (0..engine.players.len())
                        .filter(|q| !engine.players[*q].mafia && self.known_in_play(*q))
                        .collect();
                    can.push(json!({
                        "command": "mafia_kill",
                        "count": count,
                        "candidates": slots(&candidates),
                        "sent": self.open.mafia.as_ref().map(|(by, ts)| json!({"by": by, "targets": ts})),
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
                let families: Vec<&str> = engine
                    .seating
                    .families
                    .iter()
                    .enumerate()
                    .filter(|(f, _)| *f != own)
                    .map(|(_, f)| f.name.as_str())
                    .collect();
                can.push(json!({
                    "command": "vote",
                    "families": families,
                    "individuals": slots(&members),
                    "individual_needed": !members.is_empty(),
                }));
            }
            _ => {}
        }
        can
    }

    fn submitted(&self, viewer: Viewer) -> Value {
        let Some(engine) = &self.engine else {
            return Value::Null;
        };
        let sees = |p: usize| match viewer {
            Viewer::Host => true,
            Viewer::Player(s) => s as usize == p,
            Viewer::Spectator => false,
        };
        let family = |f: usize| engine.seating.families[f].name.clone();
        let actions: Vec<Value> = self
            .open
            .actions
            .iter()
            .filter(|a| sees(a.by))
            .map(|a| {
                json!({"by": a.by, "role": a.role.title(), "targets": a.targets, "family": a.family.map(family)})
            })
            .collect();
        let votes: Vec<Value> = self
            .open
            .ballots
            .iter()
            .filter(|(by, _)| sees(*by))
            .map(|(by, b)| json!({"by": by, "family": b.family.map(family), "individual": b.individual}))
            .collect();
        let mafia_reads = match viewer {
            Viewer::Host => true,
            Viewer::Player(s) => engine
                .players
                .get(s as usize)
                .is_some_and(|x| x.mafia && self.in_play(s as usize)),
            Viewer::Spectator => false,
        };
        let mafia = self
            .open
            .mafia
            .as_ref()
            .filter(|_| mafia_reads)
            .map(|(by, ts)| json!({"by": by, "targets": ts}));
        let exiles: Vec<Value> = if viewer == Viewer::Host {
            self.open
                .exiles
                .iter()
                .map(|(p, reason)| json!({"slot": p, "reason": reason}))
                .collect()
        } else {
            Vec::new()
        };
        json!({"actions": actions, "votes": votes, "mafia_kill": mafia, "exiles": exiles})
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
