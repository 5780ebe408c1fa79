//! The host's setup and the deal: the thread document's `game` object, the roles given
//! or drawn, their night abilities checked by `omerta-night`, and the events that open the
//! thread (the opening post, each slot's role PM, each team told its members). Apart from
//! the commands because it runs once, before there is a game to command.

use super::channels::{channel_key, DEAD};
use super::check::check;
use super::commands::phase_text;
use super::pms::{self, Templates};
use super::refusals;
use super::{is_town, public, team_key, to, ForumEvent, ForumGame, Member, PhaseName, HOUR_MS};
use crate::{Audience, Emitted, Live, Refusal, Slot};
use omerta_forum::votes::normal_name;
use omerta_forum::{vote_marks, GameConfig, Markup, Normality, Start, VoteKind};
use omerta_night::Ability;
use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha20Rng;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};
use std::collections::BTreeMap;

/// The longest faction or role name (and alias), in characters.
pub const MAX_LABEL: usize = 60;
/// The longest phase, in hours (a year).
pub const MAX_HOURS: u32 = 8_760;

/// The thread document's `game` object (`docs/forum/thread.md`), with its defaults.
/// `omerta_forum::GameConfig` has no serde form, so it is mirrored here and converted.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct GameSetup {
    /// "This game is: 1. Normal … 6. A Gorny Game."
    #[serde(default = "one")]
    pub normality: i64,
    /// Rule 12: "The Day lasts ___ hours".
    #[serde(default = "forty_eight")]
    pub day_hours: u32,
    /// Rule 12: "and night lasts ___ hours."
    #[serde(default = "twenty_four")]
    pub night_hours: u32,
    /// Rule 12: "This game will start with a ___ (Day Phase or Night Phase)."
    #[serde(default)]
    pub starts_with: StartsWith,
    /// Rule 13: "at least ___ actual contributive posts per day phase"; 0: no minimum.
    #[serde(default)]
    pub min_posts_per_day: u32,
    /// Rule 7: whether a lock applies.
    #[serde(default = "yes")]
    pub lock: bool,
    /// Rule 8: whether the 50 % rule calls the game.
    #[serde(default = "yes")]
    pub fifty_percent_rule: bool,
}

fn one() -> i64 {
    1
}
fn forty_eight() -> u32 {
    48
}
fn twenty_four() -> u32 {
    24
}
fn yes() -> bool {
    true
}

impl Default for GameSetup {
    fn default() -> GameSetup {
        GameSetup {
            normality: 1,
            day_hours: 48,
            night_hours: 24,
            starts_with: StartsWith::Day,
            min_posts_per_day: 0,
            lock: true,
            fifty_percent_rule: true,
        }
    }
}

impl GameSetup {
    pub(super) fn config(&self) -> GameConfig {
        GameConfig {
            normality: Normality::new(self.normality)
                .unwrap_or_else(|| Normality::new(1).expect("1 is a level")),
            day_hours: self.day_hours,
            night_hours: self.night_hours,
            starts_with: match self.starts_with {
                StartsWith::Day => Start::Day,
                StartsWith::Night => Start::Night,
            },
            min_posts_per_day: self.min_posts_per_day,
            lock: self.lock,
            fifty_percent_rule: self.fifty_percent_rule,
        }
    }

    pub(super) fn hours(&self, kind: PhaseName) -> u32 {
        match kind {
            PhaseName::Day => self.day_hours,
            PhaseName::Night => self.night_hours,
        }
    }
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum StartsWith {
    #[default]
    Day,
    Night,
}

/// How the roles reach the slots.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum Deal {
    /// `roles[i]` is slot `i`'s.
    #[default]
    Given,
    /// The roles are shuffled with the start's seed (ChaCha20) and the first ones dealt.
    Random,
}

/// The night resolution method, as in `omerta-night/1`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum NightMethod {
    #[default]
    Rar,
    Ordered,
}

impl NightMethod {
    pub(super) fn name(self) -> &'static str {
        match self {
            NightMethod::Rar => "rar",
            NightMethod::Ordered => "ordered",
        }
    }
}

/// One slot's role: the thread document's `faction` and `role`, the night abilities
/// (default: from the role's name, see [`default_abilities`]) and the night attributes
/// only the host knows (`sanity`, `appears`, `self_target`, `passives`, as in
/// `omerta-night/1`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct RoleSpec {
    pub faction: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub role: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub abilities: Option<Vec<String>>,
    #[serde(default, skip_serializing_if = "Map::is_empty")]
    #[cfg_attr(feature = "schema", schemars(with = "crate::schema::NightAttributes"))]
    pub night: Map<String, Value>,
    /// This role's PM template (D35); none: the setup's `pms.role`, else the built-in one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pm: Option<String>,
    /// This role's results PM template (D36); none: the setup's `pms.results`, else the
    /// built-in one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub results_pm: Option<String>,
    /// The named channels the role reads and writes in (D16): `["masons"]`. A name is
    /// the role's, so it goes with the role wherever a given or random deal puts it.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub channels: Vec<String>,
}

/// What the host gives at the start.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct Setup {
    #[serde(default)]
    pub game: GameSetup,
    #[serde(default)]
    pub deal: Deal,
    /// One per slot (`given`), or at least one per slot to draw from (`random`).
    pub roles: Vec<RoleSpec>,
    /// Rule 6 aliases the host declares, by player name: `{"Bad Ash": ["BA"]}`.
    #[serde(default)]
    pub aliases: BTreeMap<String, Vec<String>>,
    #[serde(default)]
    pub night_method: NightMethod,
    /// What a death shows of the dead player's role (D9, D13): `"role"` (default), the
    /// whole role; `"alignment"`, the faction only; `"none"`, nothing until the end.
    #[serde(default, deserialize_with = "reveal_named")]
    pub reveal: Reveal,
    /// Whether the players are told which roles are in the game (D14): `"closed"`
    /// (default), only how many players there are; `"open"`, the roles dealt, counted
    /// by faction and role, never who holds which.
    #[serde(default, deserialize_with = "role_list_named")]
    pub role_list: RoleList,
    /// The PM templates for every role (D35, D36); a role's own win.
    #[serde(default, skip_serializing_if = "Templates::is_empty")]
    pub pms: Templates,
}

/// `reveal` by name, an unknown one refused with a sentence naming the allowed values
/// (serde's own message is a programmer's, not a host's).
fn reveal_named<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Reveal, D::Error> {
    let name = String::deserialize(d)?;
    Reveal::parse(&name).map_err(serde::de::Error::custom)
}

fn role_list_named<'de, D: serde::Deserializer<'de>>(d: D) -> Result<RoleList, D::Error> {
    let name = String::deserialize(d)?;
    RoleList::parse(&name).map_err(serde::de::Error::custom)
}

/// What a death shows of the dead player's role (the setup's `reveal`, D13). The one
/// place it is decided is [`Reveal::flip`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum Reveal {
    /// The whole role: faction and role name ("He was a Mafia Goon").
    #[default]
    Role,
    /// The faction only ("town", "mafia"): the role's name stays secret until the end.
    Alignment,
    /// Nothing: neither faction nor role until the end.
    None,
}

impl Reveal {
    /// The values the setup accepts, for sentences.
    pub const NAMES: [&'static str; 3] = ["role", "alignment", "none"];

    pub fn name(self) -> &'static str {
        match self {
            Reveal::Role => "role",
            Reveal::Alignment => "alignment",
            Reveal::None => "none",
        }
    }

    /// A reveal by its name; an unknown one is refused with a sentence naming the allowed.
    pub fn parse(name: &str) -> Result<Reveal, String> {
        match name.trim() {
            "role" => Ok(Reveal::Role),
            "alignment" => Ok(Reveal::Alignment),
            "none" => Ok(Reveal::None),
            other => Err(format!(
                "The reveal on death {other:?} is not one of role, alignment or none."
            )),
        }
    }

    pub fn is_role(&self) -> bool {
        *self == Reveal::Role
    }

    /// What a death shows of a role (faction, role name): the whole role, the faction
    /// alone, or nothing. Every flip before the end goes through here: the `died`
    /// event, the host's posts and the sentences are made from what this returns.
    pub fn flip(self, faction: &str, role: Option<&str>) -> (Option<String>, Option<String>) {
        match self {
            Reveal::Role => (Some(faction.to_string()), role.map(str::to_string)),
            Reveal::Alignment => (Some(faction.to_string()), None),
            Reveal::None => (None, None),
        }
    }
}

/// Whether the role list is told to the players (the setup's `role_list`, D14).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum RoleList {
    /// A closed setup: the players know how many play, not which roles exist.
    #[default]
    Closed,
    /// An open setup: the roles dealt are listed to everybody, counted, without slots.
    Open,
}

impl RoleList {
    pub fn parse(name: &str) -> Result<RoleList, String> {
        match name.trim() {
            "closed" => Ok(RoleList::Closed),
            "open" => Ok(RoleList::Open),
            other => Err(format!(
                "The role list {other:?} is not one of closed or open."
            )),
        }
    }
}

/// A role of an open setup's list: how many of it were dealt.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct Listed {
    pub faction: String,
    #[serde(default)]
    pub role: Option<String>,
    pub count: usize,
}

/// An open setup's list: the dealt roles counted by faction and role (night attributes
/// left out: they are the host's), sorted, so that nothing tells who holds which.
pub(super) fn role_list(dealt: &[Dealt]) -> Vec<Listed> {
    let mut counts: BTreeMap<(String, Option<String>), usize> = BTreeMap::new();
    for d in dealt {
        *counts
            .entry((d.faction.trim().to_string(), d.role.clone()))
            .or_default() += 1;
    }
    counts
        .into_iter()
        .map(|((faction, role), count)| Listed {
            faction,
            role,
            count,
        })
        .collect()
}

/// A slot's role as dealt: what the state holds (the host's `dealt` event).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct Dealt {
    pub faction: String,
    #[serde(default)]
    pub role: Option<String>,
    pub abilities: Vec<String>,
    #[serde(default)]
    #[cfg_attr(feature = "schema", schemars(with = "crate::schema::NightAttributes"))]
    pub night: Map<String, Value>,
    /// The role PM's template, the role's own or the setup's (none: the built-in one).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pm: Option<String>,
    /// The results PM's template, the role's own or the setup's (none: the built-in one).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub results_pm: Option<String>,
    /// The named channels of the role (D16), by their keys (trimmed, lower case).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub channels: Vec<String>,
}

/// The abilities a role's name gives by default: its power, and the mafia's factional
/// kill to every member of the faction `mafia`.
pub fn default_abilities(faction: &str, role: Option<&str>) -> Vec<String> {
    let role = role.map(normal_name).unwrap_or_default();
    let power = match role.as_str() {
        "cop" | "sheriff" | "detective" | "investigator" => Some(Ability::Investigate),
        "doctor" | "doc" | "medic" => Some(Ability::Protect),
        "vigilante" | "vig" => Some(Ability::Kill),
        "roleblocker" | "role blocker" | "blocker" | "escort" => Some(Ability::Block),
        "jailkeeper" | "jailer" => Some(Ability::Jail),
        "tracker" => Some(Ability::Track),
        "watcher" => Some(Ability::Watch),
        "bus driver" | "busdriver" => Some(Ability::Swap),
        "redirector" => Some(Ability::Redirect),
        "cult leader" | "recruiter" => Some(Ability::Recruit),
        _ => None,
    };
    let mut abilities: Vec<String> = power.map(|a| a.name().to_string()).into_iter().collect();
    if faction.trim().eq_ignore_ascii_case("mafia") {
        abilities.push(Ability::FactionalKill.name().to_string());
    }
    abilities
}

/// The thread's opening post: the template's blanks filled and the List of Players.
fn opening_text(config: &GameConfig, names: &[String]) -> String {
    let mut text = String::from("[b]Welcome to the game.[/b]\n");
    text.push_str(&format!(
        "This game is: {}. {}\n",
        config.normality.level(),
        config.normality.describe()
    ));
    text.push_str(&format!(
        "12. The Day lasts {} hours and night lasts {} hours. This game will start with a {}.\n",
        config.day_hours,
        config.night_hours,
        match config.starts_with {
            Start::Day => "Day Phase",
            Start::Night => "Night Phase",
        }
    ));
    if config.min_posts_per_day > 0 {
        text.push_str(&format!(
            "13. At least {} actual contributive posts per day phase are required to be considered active.\n",
            config.min_posts_per_day
        ));
    }
    text.push_str(&format!(
        "8. The 50 % rule {}.\n",
        if config.fifty_percent_rule {
            "applies"
        } else {
            "does not apply"
        }
    ));
    text.push_str("\n[b]List of Players:[/b]\n");
    for (i, name) in names.iter().enumerate() {
        text.push_str(&format!("{}. {name}\n", i + 1));
    }
    text
}

/// A role as dealt: its names trimmed, its abilities given or from its name (once each).
/// The setup is checked first ([`check`]), so nothing here can be wrong.
fn dealt_from(spec: &RoleSpec, pms: &Templates) -> Dealt {
    let faction = spec.faction.trim().to_string();
    let role = spec
        .role
        .as_deref()
        .map(str::trim)
        .filter(|r| !r.is_empty())
        .map(str::to_string);
    let abilities = match &spec.abilities {
        Some(list) => {
            let mut abilities: Vec<String> = Vec::new();
            for name in list {
                if !abilities.contains(name) {
                    abilities.push(name.clone());
                }
            }
            abilities
        }
        None => default_abilities(&faction, role.as_deref()),
    };
    let mut channels: Vec<String> = Vec::new();
    for key in spec.channels.iter().map(|name| channel_key(name.trim())) {
        if !channels.contains(&key) {
            channels.push(key);
        }
    }
    Dealt {
        faction,
        role,
        abilities,
        night: spec.night.clone(),
        pm: spec.pm.clone().or_else(|| pms.role.clone()),
        results_pm: spec.results_pm.clone().or_else(|| pms.results.clone()),
        channels,
    }
}

/// D16: the named channels of a deal, each with at least 2 members, and none with the
/// name of a faction's channel (or the dead thread's: a faction named "dead").
fn check_channels(dealt: &[Dealt]) -> Result<(), Refusal> {
    let mut factions: Vec<String> = Vec::new();
    for d in dealt.iter().filter(|d| !is_town(&d.faction)) {
        let key = team_key(&d.faction);
        if key == DEAD {
            return Err(refusals::faction_named_dead());
        }
        if !factions.contains(&key) {
            factions.push(key);
        }
    }
    let mut named: BTreeMap<&str, usize> = BTreeMap::new();
    for channel in dealt.iter().flat_map(|d| &d.channels) {
        *named.entry(channel.as_str()).or_default() += 1;
    }
    for (channel, members) in named {
        if factions.iter().any(|f| f == channel) {
            return Err(refusals::channel_named_as_faction(channel));
        }
        if members < 2 {
            return Err(refusals::channel_too_small(channel, members));
        }
    }
    Ok(())
}

/// Whether a player's name can be voted in the thread: a bold vote for it, as the vote
/// button writes it, reads back as that name by the thread's own syntax (rule 6). A name
/// with brackets ("Bad [Ash]") is BBCode to the thread and could never be voted.
pub(super) fn votable(name: &str) -> Result<(), Refusal> {
    let vote = format!("[b]vote: {name}[/b]");
    match vote_marks(&vote, Markup::BbCode).as_slice() {
        [mark] if mark.kind == VoteKind::Vote && normal_name(&mark.name) == normal_name(name) => {
            Ok(())
        }
        _ => Err(refusals::unvotable(name, &vote)),
    }
}

impl ForumGame {
    /// The events that start a game ([`Live::start`]): the thread opens, the deal is
    /// recorded for the host, each slot is told its role and each team its members, and
    /// the first phase begins.
    pub(super) fn open_thread(
        setup: Setup,
        names: &[String],
        seed: u64,
        now: i64,
    ) -> Result<Vec<Emitted<ForumEvent>>, Refusal> {
        // One rule, one function (D25): every problem of the setup at once.
        let problems = check(&setup, Some(names));
        if !problems.is_empty() {
            return Err(refusals::setup_refused(&problems));
        }
        let n = names.len();
        let mut specs = setup.roles.clone();
        if setup.deal == Deal::Random {
            let mut rng = ChaCha20Rng::seed_from_u64(seed);
            specs.shuffle(&mut rng);
            specs.truncate(n);
        }
        let dealt: Vec<Dealt> = specs.iter().map(|s| dealt_from(s, &setup.pms)).collect();
        // The named channels' members depend on the draw: checked once it is made (D16).
        check_channels(&dealt)?;
        let mut aliases = vec![Vec::new(); n];
        for (player, list) in &setup.aliases {
            if let Some(slot) = names
                .iter()
                .position(|m| m.eq_ignore_ascii_case(player.trim()))
            {
                aliases[slot].extend(list.iter().map(|a| a.trim().to_string()));
            }
        }
        let listed = match setup.role_list {
            RoleList::Open => Some(role_list(&dealt)),
            RoleList::Closed => None,
        };
        let mut events = vec![
            public(ForumEvent::Opened {
                names: names.to_vec(),
                aliases,
                game: setup.game,
                night_method: setup.night_method,
                at: now,
                reveal: setup.reveal,
                role_list: listed,
            }),
            to(
                Audience::Host,
                ForumEvent::Dealt {
                    slots: dealt,
                    setup: Some(Box::new(setup.clone())),
                },
            ),
        ];
        let mut game = ForumGame::empty();
        for e in &events {
            game.apply(&e.event);
        }
        for slot in 0..n as Slot {
            events.extend(
                game.role_events(slot)
                    .into_iter()
                    .filter(|e| matches!(e.event, ForumEvent::Role { .. })),
            );
        }
        // Each team is told its members once (every faction but the town is a team).
        let mut factions: Vec<String> = Vec::new();
        for slot in 0..n as Slot {
            let faction = game.faction(slot).to_string();
            let key = team_key(&faction);
            if is_town(&faction) || factions.contains(&key) {
                continue;
            }
            factions.push(key);
            let team = game.team(&faction);
            if team.len() > 1 {
                events.push(to(
                    Audience::slots(team.iter().copied()),
                    ForumEvent::Team {
                        faction,
                        members: team.iter().map(|s| game.member(*s)).collect(),
                    },
                ));
            }
        }
        let config = setup.game.config();
        let kind = match setup.game.starts_with {
            StartsWith::Day => PhaseName::Day,
            StartsWith::Night => PhaseName::Night,
        };
        let mut text = opening_text(&config, names);
        text.push('\n');
        text.push_str(&phase_text(&config, kind, 1, n));
        events.push(public(ForumEvent::PhaseStarted {
            kind,
            number: 1,
            at: now,
            deadline: now.saturating_add(i64::from(setup.game.hours(kind)).saturating_mul(HOUR_MS)),
            text,
        }));
        if let Some((winner, _)) = game.verdict() {
            return Err(refusals::over_before_start(winner));
        }
        Ok(events)
    }

    /// A slot's role PM and, when it has partners, its team: told at the deal, and again
    /// to a replacement.
    pub(super) fn role_events(&self, slot: Slot) -> Vec<Emitted<ForumEvent>> {
        let Some(dealt) = self.dealt.get(slot as usize) else {
            return Vec::new();
        };
        let data = self.role_pm(slot);
        let mut events = vec![to(
            Audience::slot(slot),
            ForumEvent::Role {
                slot,
                name: self.name(slot).to_string(),
                faction: dealt.faction.clone(),
                role: dealt.role.clone(),
                abilities: dealt.abilities.clone(),
                pm: data
                    .as_ref()
                    .map(|d| pms::fill_pm(d, &pms::English))
                    .unwrap_or_default(),
                data,
            },
        )];
        let known = &self.known[slot as usize];
        if !known.is_empty() {
            let mut members: Vec<Member> = known.iter().map(|s| self.member(*s)).collect();
            members.push(self.member(slot));
            members.sort_by_key(|m| m.slot);
            events.push(to(
                Audience::slot(slot),
                ForumEvent::Team {
                    faction: dealt.faction.clone(),
                    members,
                },
            ));
        }
        events
    }
}

/// The setup a game was dealt from, read from its `opened` and `dealt` events (D29): the
/// setup the `dealt` event keeps, or, for a game started before it was kept, one rebuilt
/// from the deal: a given deal of the roles dealt, with the game's rules, aliases, night
/// method, reveal and role list. None before the deal.
pub fn recorded_setup<'a>(events: impl IntoIterator<Item = &'a ForumEvent>) -> Option<Setup> {
    let mut opened = None;
    for event in events {
        match event {
            ForumEvent::Opened { .. } => opened = Some(event),
            ForumEvent::Dealt {
                setup: Some(setup), ..
            } => return Some((**setup).clone()),
            ForumEvent::Dealt { slots, setup: None } => {
                let Some(ForumEvent::Opened {
                    names,
                    aliases,
                    game,
                    night_method,
                    reveal,
                    role_list,
                    ..
                }) = opened
                else {
                    return None;
                };
                return Some(Setup {
                    game: *game,
                    deal: Deal::Given,
                    roles: slots
                        .iter()
                        .map(|d| RoleSpec {
                            faction: d.faction.clone(),
                            role: d.role.clone(),
                            abilities: Some(d.abilities.clone()),
                            night: d.night.clone(),
                            channels: d.channels.clone(),
                            pm: d.pm.clone(),
                            results_pm: d.results_pm.clone(),
                        })
                        .collect(),
                    aliases: names
                        .iter()
                        .zip(aliases)
                        .filter(|(_, list)| !list.is_empty())
                        .map(|(name, list)| (name.clone(), list.clone()))
                        .collect(),
                    night_method: *night_method,
                    reveal: *reveal,
                    role_list: if role_list.is_some() {
                        RoleList::Open
                    } else {
                        RoleList::Closed
                    },
                    pms: Templates::default(),
                });
            }
            _ => {}
        }
    }
    None
}
