//! The host's setup and the deal: the families, each slot's level and requests (or the
//! whole deal), made an `omerta-1923/1` script for the engine to check and deal (M10,
//! M11), the deal recorded as a given deal, and the start's messages (M13). Apart from the
//! commands because it runs once, before there is a game to command.

use super::events::{emit, DealtPlayer, Event1923, FamilyMembers};
use super::play::{kill_count_event, to_event, NameIndex};
use super::refusals;
use super::{role_named, role_title, slot, Game1923, MAFIA_MEMBER};
use crate::clock::{Schedule, ScheduleSetup};
use crate::{Emitted, Refusal};
use omerta_1923::message::Audience as Heard;
use omerta_1923::script::Script;
use omerta_1923::setup::{Dealt, FamilySpec, Level, Seating};
use omerta_1923::{Game, Phase, Role};
use serde::{Deserialize, Serialize};
use serde_json::json;

/// What the host gives at the start: the families, each slot's level and requests (or the
/// whole deal), the pools of a random deal, and the phases' lengths for the timers.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct Setup1923 {
    /// At least two families of 8 or 10 (M4, M5); their sizes add up to the slots.
    pub families: Vec<FamilySetup>,
    /// How many families with the most votes go to court each day (M76). Default 3.
    #[serde(default = "three")]
    pub court_families: usize,
    /// `"random"` (default): `players` are requests, dealt with the start's seed (M10);
    /// `"given"`: `players` are the deal (M11).
    #[serde(default)]
    pub deal: DealKind,
    /// One entry per slot, in slot order. May be left empty in a random deal: every slot is
    /// then a Standard player with no request.
    #[serde(default)]
    pub players: Vec<PlayerSetup>,
    /// A random deal's Civilian roles (M12).
    #[serde(default)]
    pub roles: Vec<RoleCount>,
    /// A random deal's second roles for Standard Mafia Members (M12).
    #[serde(default)]
    pub mafia_second_roles: Vec<RoleCount>,
    /// Replaces M8's list of second roles a Mafia Member may hold.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub allowed_second_roles: Option<Vec<String>>,
    /// How long a night lasts (ms), for the timers; none: the host closes nights.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub night_ms: Option<i64>,
    /// How long a day lasts (ms), for the timers; none: the host closes days.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub day_ms: Option<i64>,
    /// The seed's clock instead of lengths: phases open and close at wall-clock times in a
    /// time zone (`{}` is the seed's: 21:00-07:00 and 09:00-19:00, Israel time, from a
    /// Saturday night). See [`ScheduleSetup`].
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub schedule: Option<ScheduleSetup>,
}

fn three() -> usize {
    3
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct FamilySetup {
    pub name: String,
    pub size: usize,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum DealKind {
    Given,
    #[default]
    Random,
}

/// A slot's level and its requests (random deal) or its deal (given deal), as the script's
/// `players` write them (docs/1923/script.md), without the name: the slot's name is used.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct PlayerSetup {
    /// `"beginner"` or `"standard"` (default). Spectators need no slot: they watch.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub level: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub family: Option<String>,
    /// A role as scripts write it: `"Doctor"`, `"Mafia Member"`, `"Bumbling Bureaucrat"`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub role: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub second_role: Option<String>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct RoleCount {
    pub role: String,
    pub count: usize,
}

pub(super) fn dealt_players(seating: &Seating) -> Vec<DealtPlayer> {
    seating
        .players
        .iter()
        .map(|p| {
            let (role, second_role) = role_title(p.mafia, p.role);
            DealtPlayer {
                name: p.name.clone(),
                level: if p.level == Level::Beginner {
                    "beginner"
                } else {
                    "standard"
                }
                .to_string(),
                family: seating.families[p.family].name.clone(),
                role,
                second_role,
            }
        })
        .collect()
}

/// The seating a `dealt` event records.
pub(super) fn seating_of(seed: u64, families: &[FamilySetup], players: &[DealtPlayer]) -> Seating {
    Seating {
        seed,
        families: families
            .iter()
            .map(|f| FamilySpec {
                name: f.name.clone(),
                size: f.size,
            })
            .collect(),
        players: players
            .iter()
            .map(|p| {
                let mafia = p.role == MAFIA_MEMBER;
                let role = if mafia {
                    p.second_role.as_deref()
                } else {
                    Some(p.role.as_str())
                };
                Dealt {
                    name: p.name.clone(),
                    level: if p.level == "beginner" {
                        Level::Beginner
                    } else {
                        Level::Standard
                    },
                    family: families
                        .iter()
                        .position(|f| f.name == p.family)
                        .unwrap_or(0),
                    mafia,
                    role: role.and_then(role_named).unwrap_or(Role::Townsperson),
                }
            })
            .collect(),
        spectators: Vec::new(),
    }
}

/// The setup as an `omerta-1923/1` script with no phases, for the engine to check and deal.
fn setup_script(setup: &Setup1923, names: &[String], seed: u64) -> Result<String, Refusal> {
    if !setup.players.is_empty() && setup.players.len() != names.len() {
        return Err(refusals::players_per_slot(setup.players.len(), names.len()));
    }
    if setup.deal == DealKind::Given && setup.players.is_empty() {
        return Err(refusals::given_deal_lists());
    }
    if setup.schedule.is_some() && (setup.night_ms.is_some() || setup.day_ms.is_some()) {
        return Err(refusals::schedule_or_lengths());
    }
    for (what, ms) in [("night_ms", setup.night_ms), ("day_ms", setup.day_ms)] {
        if ms.is_some_and(|ms| ms <= 0) {
            return Err(refusals::length_above_zero(what));
        }
    }
    let mut players = Vec::new();
    for (i, name) in names.iter().enumerate() {
        let p = setup.players.get(i).cloned().unwrap_or_default();
        let level = p.level.unwrap_or_else(|| "standard".into());
        if level == "spectator" {
            return Err(refusals::spectator_in_slot(i));
        }
        let mut player = json!({"name": name, "level": level});
        for (key, value) in [
            ("family", p.family),
            ("role", p.role),
            ("second_role", p.second_role),
        ] {
            if let Some(v) = value {
                player[key] = json!(v);
            }
        }
        players.push(player);
    }
    let mut script = json!({
        "format": "omerta-1923/1",
        "seed": seed,
        "deal": setup.deal,
        "court_families": setup.court_families,
        "families": setup.families,
        "players": players,
        "roles": setup.roles,
        "mafia_second_roles": setup.mafia_second_roles,
    });
    if let Some(allowed) = &setup.allowed_second_roles {
        script["allowed_second_roles"] = json!(allowed);
    }
    Ok(script.to_string())
}

impl Game1923 {
    /// The events that start a game ([`Live::start`](crate::Live::start)): the deal for
    /// the moderators, the families for everybody, each player's role to them, and the
    /// first night's kill count to the Mafia.
    pub(super) fn deal(
        setup: Setup1923,
        names: &[String],
        seed: u64,
        now: i64,
    ) -> Result<Vec<Emitted<Event1923>>, Refusal> {
        let text = setup_script(&setup, names, seed)?;
        let schedule = setup
            .schedule
            .as_ref()
            .map(|s| Schedule::new(s, now))
            .transpose()
            .map_err(refusals::schedule_unusable)?;
        let script =
            Script::from_json(&text).map_err(|problems| refusals::cannot_be_dealt(&problems))?;
        let seating = script.seating;
        let dealt = Event1923::Dealt {
            seed,
            court_families: script.court_families,
            families: setup.families.clone(),
            players: dealt_players(&seating),
            allowed_second_roles: setup.allowed_second_roles.clone(),
            night_ms: setup.night_ms,
            day_ms: setup.day_ms,
            schedule: schedule.map(|s| s.setup().clone()),
            at: now,
        };
        let mut engine = Game::new(seating, script.court_families);
        engine.start();
        let names_index = NameIndex::new(&engine);
        let mut events = vec![emit(dealt)];
        // A random deal's draws and the deal as a given deal, for the moderators (M10).
        for note in script.deal_log {
            events.push(emit(Event1923::Log {
                phase: Phase::Night(1).to_string(),
                about: names_index.named(&note.text),
                text: note.text,
                said: note.said,
            }));
        }
        // M13: the engine's start messages, the public list and each player's role typed.
        for message in &engine.messages {
            let event = match &message.audience {
                Heard::Public => Event1923::Started {
                    families: (0..engine.seating.families.len())
                        .map(|f| FamilyMembers {
                            name: engine.seating.families[f].name.clone(),
                            members: (0..engine.players.len())
                                .filter(|p| engine.players[*p].family == f)
                                .map(slot)
                                .collect(),
                        })
                        .collect(),
                    court_families: engine.court_families,
                    text: message.text.clone(),
                    said: message.said.clone(),
                },
                Heard::Players(ps) if ps.len() == 1 => {
                    let p = ps[0];
                    let x = &engine.players[p];
                    let (role, second_role) = role_title(x.mafia, x.role);
                    Event1923::Role {
                        slot: slot(p),
                        family: engine.seating.families[x.family].name.clone(),
                        role,
                        second_role,
                        text: message.text.clone(),
                        said: message.said.clone(),
                    }
                }
                _ => to_event(message, &names_index),
            };
            events.push(emit(event));
        }
        events.extend(kill_count_event(&engine, Phase::Night(1)));
        Ok(events)
    }
}
