//! The `omerta-night/1` document: read (JSON shape) then validated into a [`Night`], with
//! every problem found reported at once, each naming its place (`actions[3]`).

use crate::ability::Ability;
use crate::role::Passive;
use serde::Deserialize;
use std::collections::HashMap;
use std::fmt;

/// A player, by index into [`Night::players`].
pub type PlayerId = usize;

#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Method {
    /// Reasonable Action Resolution (the default).
    #[default]
    Rar,
    /// The simple method: one action at a time, in a fixed order of stages.
    Ordered,
}

impl Method {
    pub fn name(self) -> &'static str {
        match self {
            Method::Rar => "rar",
            Method::Ordered => "ordered",
        }
    }
}

/// When the actions are taken: a night (the default), or a day, whose only actions are
/// day actions such as a day vigilante's shot.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Phase {
    #[default]
    Night,
    Day,
}

/// What a cop is told about the players it investigates.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Sanity {
    /// Told the truth.
    #[default]
    Sane,
    /// Told the opposite of the truth.
    Insane,
    /// Always told guilty.
    Paranoid,
    /// Always told innocent.
    Naive,
}

/// How a player appears to a sane cop, whatever its alignment.
#[derive(Clone, Copy, PartialEq, Eq, Debug, serde::Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Verdict {
    Innocent,
    Guilty,
}

impl Verdict {
    pub fn name(self) -> &'static str {
        match self {
            Verdict::Innocent => "innocent",
            Verdict::Guilty => "guilty",
        }
    }

    fn flip(self) -> Verdict {
        match self {
            Verdict::Innocent => Verdict::Guilty,
            Verdict::Guilty => Verdict::Innocent,
        }
    }
}

/// A bulletproof vest.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Vest {
    /// Stops this many kill attempts tonight.
    Shots(u32),
    /// Stops every kill tonight.
    Unlimited,
}

#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Player {
    pub name: String,
    pub alignment: String,
    pub role: String,
    pub sanity: Sanity,
    pub appears: Option<Verdict>,
    pub self_target: bool,
    pub vest: Option<Vest>,
    pub paranoid_gun_owner: bool,
    /// The players this one dies with (the passive `lover`, ruling N18), whichever of the
    /// two gave it.
    pub lovers: Vec<PlayerId>,
    /// The passive `mason` (ruling N19): told the other masons.
    pub mason: bool,
    /// Uses left of a limited ability (an X-shot role), counting this phase's: more
    /// actions of it than that make the document invalid.
    pub shots: Vec<(Ability, u32)>,
}

impl Player {
    /// What a sane cop is told: the player's appearance if it has one, otherwise guilty
    /// for the mafia and innocent for everyone else ("Not Mafia").
    pub fn truth(&self) -> Verdict {
        self.appears.unwrap_or(if self.alignment == "mafia" {
            Verdict::Guilty
        } else {
            Verdict::Innocent
        })
    }

    /// What this player, as a cop, is told about `target`.
    pub fn investigates(&self, target: &Player) -> Verdict {
        match self.sanity {
            Sanity::Sane => target.truth(),
            Sanity::Insane => target.truth().flip(),
            Sanity::Paranoid => Verdict::Guilty,
            Sanity::Naive => Verdict::Innocent,
        }
    }
}

/// One submitted action.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Action {
    /// Its index in the document's `actions`.
    pub index: usize,
    pub actor: PlayerId,
    pub ability: Ability,
    /// The first target, and for two-target abilities (redirect, swap) the second.
    pub target: PlayerId,
    pub second: Option<PlayerId>,
}

/// A validated night.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Night {
    pub method: Method,
    pub phase: Phase,
    pub players: Vec<Player>,
    pub actions: Vec<Action>,
    /// Factional kills a faction (alignment) may make tonight, when not the default of one
    /// (ruling N14).
    pub factional_kills: std::collections::BTreeMap<String, u32>,
}

impl Night {
    /// The players' names, in order: what the sentences' data names players by.
    pub fn names(&self) -> Vec<String> {
        self.players.iter().map(|p| p.name.clone()).collect()
    }

    pub fn name(&self, player: PlayerId) -> &str {
        &self.players[player].name
    }
}

/// A problem with the document, at a place in it: what is wrong as data ([`Fault`]) and
/// in English (`message`, the fault written out).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Problem {
    pub at: String,
    pub message: String,
    pub said: Fault,
}

impl Problem {
    /// The problem `said` at `at`, its English written from it.
    pub fn new(at: impl Into<String>, said: Fault) -> Problem {
        Problem {
            at: at.into(),
            message: said.to_string(),
            said,
        }
    }
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.at, self.message)
    }
}

/// A field the document must give (`missing "name"`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Field {
    Name,
    Kind,
    Actor,
    Ability,
}

impl Field {
    /// The field's name in the document.
    pub fn name(self) -> &'static str {
        match self {
            Field::Name => "name",
            Field::Kind => "kind",
            Field::Actor => "actor",
            Field::Ability => "ability",
        }
    }
}

/// What is wrong at a place of a night document, as data (issue 30): its English is this
/// written out (`Display`), and an edge words the same data in another language
/// (`omerta_i18n::night::fault`, whose English a test holds to this one for every kind).
/// Text the document gave (a name, an unknown word) is kept as it was given.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Fault {
    /// `"format"` is not `omerta-night/1`.
    UnknownFormat {
        format: String,
    },
    /// No `"format"`.
    NoFormat,
    UnknownMethod {
        method: String,
    },
    UnknownPhase {
        phase: String,
    },
    /// A field the document must give.
    Missing {
        field: Field,
    },
    /// A player without an alignment.
    NoAlignment,
    /// Two players of one name.
    NameTwice {
        name: String,
    },
    UnknownSanity {
        sanity: String,
    },
    UnknownAppearance {
        appears: String,
    },
    /// A vest of fewer than one shot (or more than the reader counts).
    VestShots {
        shots: i64,
    },
    /// A lover without `"with"`.
    LoverAlone,
    UnknownPassive {
        kind: String,
    },
    /// `shots` names no ability.
    ShotsAbility {
        ability: String,
    },
    /// `shots` gives uses out of range.
    ShotsLeft {
        shots: i64,
    },
    /// A lover's `"with"` names nobody at the table.
    LoverUnknown {
        with: String,
    },
    /// A lover's `"with"` names the lover.
    LoverThemself {
        with: String,
    },
    /// An action's actor is nobody at the table.
    ActorUnknown {
        name: String,
    },
    /// An action's target is nobody at the table.
    TargetUnknown {
        name: String,
    },
    UnsupportedAbility {
        ability: String,
    },
    /// An action with the wrong number of targets.
    Targets {
        ability: Ability,
        given: usize,
    },
    /// A redirect or a swap of one player with themself.
    SamePlayers {
        ability: Ability,
    },
    /// A day action in a night document.
    DayAction {
        ability: Ability,
    },
    /// A night action in a day document.
    NightAction {
        ability: Ability,
    },
    /// More actions of a limited ability than its uses left (`count`: this one's place
    /// among them, from 1).
    UsesLeft {
        actor: String,
        ability: Ability,
        left: u32,
        count: u64,
    },
    /// An action on its own actor, which the role does not allow.
    SelfTarget {
        actor: String,
    },
    /// A faction's factional kills out of range.
    FactionalKills {
        kills: i64,
    },
}

impl fmt::Display for Fault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let s = |n: u64| if n == 1 { "" } else { "s" };
        match self {
            Fault::UnknownFormat { format } => write!(
                f,
                "unknown format {format:?}; this reads \"omerta-night/1\""
            ),
            Fault::NoFormat => {
                f.write_str("missing: the document must say \"format\": \"omerta-night/1\"")
            }
            Fault::UnknownMethod { method } => write!(
                f,
                "unsupported method {method:?}; expected \"rar\" or \"ordered\""
            ),
            Fault::UnknownPhase { phase } => write!(
                f,
                "unknown phase {phase:?}; expected \"night\" or \"day\""
            ),
            Fault::Missing { field } => write!(f, "missing \"{}\"", field.name()),
            Fault::NoAlignment => {
                f.write_str("missing \"alignment\" (town, mafia, or a faction's name)")
            }
            Fault::NameTwice { name } => write!(f, "the name {name:?} is used twice"),
            Fault::UnknownSanity { sanity } => write!(
                f,
                "unknown sanity {sanity:?}; expected sane, insane, paranoid or naive"
            ),
            Fault::UnknownAppearance { appears } => write!(
                f,
                "unknown appearance {appears:?}; expected innocent or guilty"
            ),
            Fault::VestShots { shots } => {
                write!(f, "shots: {shots}; a vest stops at least 1 shot")
            }
            Fault::LoverAlone => {
                f.write_str("a lover needs \"with\": the name of the player they die with")
            }
            Fault::UnknownPassive { kind } => {
                let known: Vec<&str> = Passive::ALL.iter().map(|p| p.name()).collect();
                write!(f, "unknown passive {kind:?}; expected {}", or_list(&known))
            }
            Fault::ShotsAbility { ability } => write!(
                f,
                "unknown ability {ability:?}: shots limit an ability by its name"
            ),
            Fault::ShotsLeft { shots } => {
                write!(f, "{shots} shots: an ability has 0 or more uses left")
            }
            Fault::LoverUnknown { with } => write!(f, "with: {with:?} is not a player"),
            Fault::LoverThemself { with } => write!(f, "with: {with:?} is the lover themself"),
            Fault::ActorUnknown { name } => write!(f, "actor {name:?} is not a player"),
            Fault::TargetUnknown { name } => write!(f, "target {name:?} is not a player"),
            Fault::UnsupportedAbility { ability } => {
                let known: Vec<&str> = Ability::ALL.iter().map(|a| a.name()).collect();
                write!(
                    f,
                    "unsupported ability {ability:?}; supported: {}",
                    known.join(", ")
                )
            }
            Fault::Targets { ability, given } => write!(
                f,
                "{} takes {} target{}, not {given}",
                ability.name(),
                ability.arity(),
                s(ability.arity() as u64)
            ),
            Fault::SamePlayers { ability } => {
                write!(f, "{} needs two different players", ability.name())
            }
            Fault::DayAction { ability } => write!(
                f,
                "{} is a day action: resolve it in a day document (\"phase\": \"day\")",
                ability.name()
            ),
            Fault::NightAction { ability } => write!(
                f,
                "{} is a night action, and this is a day document (\"phase\": \"day\"), which holds day actions only",
                ability.name()
            ),
            Fault::UsesLeft {
                actor,
                ability,
                left,
                count,
            } => write!(
                f,
                "{actor} has {left} use{} of {} left (their \"shots\"), and this is the {} submitted",
                s(u64::from(*left)),
                ability.name(),
                ordinal(*count)
            ),
            Fault::SelfTarget { actor } => write!(
                f,
                "{actor} targets themself, which their role does not allow (\"self_target\": true allows it)"
            ),
            Fault::FactionalKills { kills } => write!(
                f,
                "{kills} kills: a faction makes 0 or more factional kills a night"
            ),
        }
    }
}

/// Why a night document could not be resolved.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Error {
    /// Not JSON, or a field of the wrong JSON type.
    Parse(String),
    /// Every problem found, in document order.
    Invalid(Vec<Problem>),
}

/// The most problems a report lists.
pub const MAX_LISTED: usize = 100;

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Parse(e) => write!(f, "not a valid night document: {e}"),
            Error::Invalid(problems) => {
                let n = problems.len();
                write!(f, "{n} problem{} found:", if n == 1 { "" } else { "s" })?;
                // The first hundred say what to fix; a report of millions helps nobody.
                for p in problems.iter().take(MAX_LISTED) {
                    write!(f, "\n  {p}")?;
                }
                if n > MAX_LISTED {
                    write!(f, "\n  and {} more, not listed", n - MAX_LISTED)?;
                }
                Ok(())
            }
        }
    }
}

impl std::error::Error for Error {}

/// One phase (a night, or a day's day actions) of a forum game: who is at the table, what
/// each can do passively, and the actions submitted (docs/night/rar.md). Checks that need
/// the whole document (names that exist, unique names, the uses an X-shot role has left)
/// are the reader's, not this schema's.
#[derive(Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "night"))]
pub(crate) struct RawNight {
    /// Always "omerta-night/1".
    #[cfg_attr(feature = "schema", schemars(required, extend("const" = crate::schema::FORMAT)))]
    format: Option<String>,
    /// How the night is resolved: "rar" (Reasonable Action Resolution) or "ordered" (the
    /// simple method: one stage after another).
    #[cfg_attr(
        feature = "schema",
        schemars(extend("enum" = ["rar", "ordered"], "default" = "rar"))
    )]
    method: Option<String>,
    /// "night", or "day" for a document of day actions (a day vigilante's shot).
    #[cfg_attr(
        feature = "schema",
        schemars(extend("enum" = ["night", "day"], "default" = "night"))
    )]
    phase: Option<String>,
    /// Everyone at the table, each once.
    #[serde(default)]
    #[cfg_attr(feature = "schema", schemars(extend("default" = [])))]
    players: Vec<RawPlayer>,
    /// The actions submitted, in any order; each names its actor and its targets by name.
    #[serde(default)]
    #[cfg_attr(feature = "schema", schemars(extend("default" = [])))]
    actions: Vec<RawAction>,
    /// Factional kills a faction (alignment) makes tonight, where not one: `{"mafia": 2}`
    /// (ruling N14).
    #[serde(default)]
    #[cfg_attr(
        feature = "schema",
        schemars(with = "Option<std::collections::BTreeMap<String, u32>>")
    )]
    factional_kills: Option<HashMap<String, i64>>,
}

/// A player at the table.
#[derive(Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "player"))]
struct RawPlayer {
    /// Unique among the players; every name in the actions is one of them.
    #[cfg_attr(feature = "schema", schemars(required, regex(pattern = r"\S")))]
    name: Option<String>,
    /// "town", "mafia", or another faction's name. A sane cop finds "mafia" guilty.
    #[cfg_attr(feature = "schema", schemars(required))]
    alignment: Option<String>,
    /// Free text for people: behaviour comes from the actions and passives alone.
    role: Option<String>,
    /// A cop's sanity: "sane" is told the truth, "insane" the opposite, "paranoid" always
    /// guilty, "naive" always innocent.
    #[cfg_attr(
        feature = "schema",
        schemars(extend("enum" = ["sane", "insane", "paranoid", "naive"], "default" = "sane"))
    )]
    sanity: Option<String>,
    /// What a sane cop is told, whatever the alignment (a godfather appears "innocent").
    #[cfg_attr(feature = "schema", schemars(extend("enum" = ["innocent", "guilty"])))]
    appears: Option<String>,
    /// The player may target themself; without it an action on its own actor is refused.
    #[cfg_attr(feature = "schema", schemars(extend("default" = false)))]
    self_target: Option<bool>,
    /// Passive abilities: untrackable, unblockable, never redirected.
    #[serde(default)]
    #[cfg_attr(feature = "schema", schemars(extend("default" = [])))]
    passives: Vec<RawPassive>,
    /// Uses left of a limited ability (an X-shot role), counting tonight's, by ability name
    /// (`{"kill": 1}`); more actions of it than that are refused.
    #[serde(default)]
    #[cfg_attr(
        feature = "schema",
        schemars(
            with = "Option<std::collections::BTreeMap<String, u32>>",
            extend("propertyNames" = crate::schema::ability_key())
        )
    )]
    shots: Option<std::collections::BTreeMap<String, i64>>,
}

/// A passive ability: `{"kind": "bulletproof", "shots": 1}`, `{"kind":
/// "paranoid_gun_owner"}`, `{"kind": "lover", "with": "B"}`, `{"kind": "mason"}`.
#[derive(Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "passive", transform = crate::schema::passive_rules))]
struct RawPassive {
    /// Which passive ability.
    #[cfg_attr(
        feature = "schema",
        schemars(required, extend("enum" = crate::schema::passives()))
    )]
    kind: Option<String>,
    /// A vest's kill attempts stopped tonight; without it, every kill tonight.
    #[cfg_attr(feature = "schema", schemars(range(min = 1, max = u32::MAX)))]
    shots: Option<i64>,
    /// A lover's lover, by name: the player they die with.
    with: Option<String>,
}

/// One action submitted.
#[derive(Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "action", transform = crate::schema::action_rules))]
struct RawAction {
    /// The player acting, by name.
    #[cfg_attr(feature = "schema", schemars(required))]
    actor: Option<String>,
    /// The ability used.
    #[cfg_attr(
        feature = "schema",
        schemars(required, extend("enum" = crate::schema::abilities()))
    )]
    ability: Option<String>,
    /// The targets, by name: as many as the ability takes (two for redirect and swap, none
    /// for a commute).
    #[serde(default)]
    targets: Vec<String>,
}

impl Night {
    /// Reads and validates a night document.
    pub fn from_json(text: &str) -> Result<Night, Error> {
        // A document of another format is not read further (issue 28).
        if let Some(other) = other_format(text) {
            return Err(Error::Invalid(vec![Problem::new(
                "format",
                Fault::UnknownFormat { format: other },
            )]));
        }
        let raw: RawNight = serde_json::from_str(text).map_err(|e| Error::Parse(e.to_string()))?;
        validate(raw).map_err(Error::Invalid)
    }
}

/// The document's `"format"` when it is a string other than `omerta-night/1`, read
/// without building the document; `None` otherwise (the full read says what is wrong).
fn other_format(text: &str) -> Option<String> {
    #[derive(Deserialize)]
    struct Head {
        format: Option<serde_json::Value>,
    }
    let head: Head = serde_json::from_str(text).ok()?;
    let format = head.format?.as_str()?.to_owned();
    (format != "omerta-night/1").then_some(format)
}

fn validate(raw: RawNight) -> Result<Night, Vec<Problem>> {
    let mut problems = Vec::new();
    let mut bad = |at: String, said: Fault| problems.push(Problem::new(at, said));
    match raw.format.as_deref() {
        Some("omerta-night/1") => {}
        Some(other) => bad(
            "format".into(),
            Fault::UnknownFormat {
                format: other.into(),
            },
        ),
        None => bad("format".into(), Fault::NoFormat),
    }
    let method = match raw.method.as_deref() {
        None | Some("rar") => Method::Rar,
        Some("ordered") => Method::Ordered,
        Some(other) => {
            bad(
                "method".into(),
                Fault::UnknownMethod {
                    method: other.into(),
                },
            );
            Method::Rar
        }
    };
    let phase = match raw.phase.as_deref() {
        None | Some("night") => Phase::Night,
        Some("day") => Phase::Day,
        Some(other) => {
            bad(
                "phase".into(),
                Fault::UnknownPhase {
                    phase: other.into(),
                },
            );
            Phase::Night
        }
    };
    let mut players = Vec::with_capacity(raw.players.len());
    // Lovers named by a player: (place, player, lover's name), found once all are read.
    let mut love: Vec<(String, PlayerId, String)> = Vec::new();
    let mut by_name: HashMap<String, PlayerId> = HashMap::with_capacity(raw.players.len());
    for (i, p) in raw.players.into_iter().enumerate() {
        let at = format!("players[{i}]");
        let name = match p.name {
            Some(name) if !name.trim().is_empty() => name,
            _ => {
                bad(at.clone(), Fault::Missing { field: Field::Name });
                format!("#{i}")
            }
        };
        if by_name.insert(name.clone(), players.len()).is_some() {
            bad(at.clone(), Fault::NameTwice { name: name.clone() });
        }
        let alignment = p.alignment.unwrap_or_else(|| {
            bad(at.clone(), Fault::NoAlignment);
            String::new()
        });
        let sanity = match p.sanity.as_deref() {
            None | Some("sane") => Sanity::Sane,
            Some("insane") => Sanity::Insane,
            Some("paranoid") => Sanity::Paranoid,
            Some("naive") => Sanity::Naive,
            Some(other) => {
                bad(
                    at.clone(),
                    Fault::UnknownSanity {
                        sanity: other.into(),
                    },
                );
                Sanity::Sane
            }
        };
        let appears = match p.appears.as_deref() {
            None => None,
            Some("innocent") => Some(Verdict::Innocent),
            Some("guilty") => Some(Verdict::Guilty),
            Some(other) => {
                bad(
                    at.clone(),
                    Fault::UnknownAppearance {
                        appears: other.into(),
                    },
                );
                None
            }
        };
        let mut vest = None;
        let mut paranoid_gun_owner = false;
        let mut mason = false;
        for (j, passive) in p.passives.iter().enumerate() {
            let at = format!("{at}.passives[{j}]");
            let Some(kind) = passive.kind.as_deref() else {
                bad(at, Fault::Missing { field: Field::Kind });
                continue;
            };
            match Passive::parse(kind) {
                Some(Passive::Bulletproof) => {
                    vest = match passive.shots {
                        None => Some(Vest::Unlimited),
                        Some(n) if n >= 1 && n <= i64::from(u32::MAX) => {
                            Some(Vest::Shots(n as u32))
                        }
                        Some(n) => {
                            bad(at, Fault::VestShots { shots: n });
                            None
                        }
                    }
                }
                Some(Passive::ParanoidGunOwner) => paranoid_gun_owner = true,
                Some(Passive::Mason) => mason = true,
                Some(Passive::Lover) => match &passive.with {
                    Some(with) => love.push((at, players.len(), with.clone())),
                    None => bad(at, Fault::LoverAlone),
                },
                None => bad(at, Fault::UnknownPassive { kind: kind.into() }),
            }
        }
        let mut shots = Vec::new();
        for (ability, n) in p.shots.unwrap_or_default() {
            let at = format!("{at}.shots.{ability}");
            match Ability::parse(&ability) {
                None => bad(at, Fault::ShotsAbility { ability }),
                Some(_) if n < 0 || n > i64::from(u32::MAX) => {
                    bad(at, Fault::ShotsLeft { shots: n })
                }
                Some(a) => shots.push((a, n as u32)),
            }
        }
        players.push(Player {
            name,
            alignment,
            role: p.role.unwrap_or_default(),
            sanity,
            appears,
            self_target: p.self_target.unwrap_or(false),
            vest,
            paranoid_gun_owner,
            lovers: Vec::new(),
            mason,
            shots,
        });
    }
    for (at, lover, with) in love {
        match by_name.get(&with) {
            None => bad(at, Fault::LoverUnknown { with }),
            Some(&other) if other == lover => bad(at, Fault::LoverThemself { with }),
            Some(&other) => bond(&mut players, lover, other),
        }
    }
    let mut actions = Vec::with_capacity(raw.actions.len());
    // Uses of each limited (actor, ability) so far, in document order.
    let mut used: HashMap<(PlayerId, Ability), u32> = HashMap::new();
    for (i, a) in raw.actions.into_iter().enumerate() {
        let at = format!("actions[{i}]");
        let mut ok = true;
        let find = |who: &str, actor: bool, problems: &mut Vec<Problem>| -> Option<PlayerId> {
            let found = by_name.get(who).copied();
            if found.is_none() {
                let name = who.to_owned();
                let said = if actor {
                    Fault::ActorUnknown { name }
                } else {
                    Fault::TargetUnknown { name }
                };
                problems.push(Problem::new(at.clone(), said));
            }
            found
        };
        let actor = match &a.actor {
            Some(name) => find(name, true, &mut problems),
            None => {
                problems.push(Problem::new(
                    at.clone(),
                    Fault::Missing {
                        field: Field::Actor,
                    },
                ));
                None
            }
        };
        let ability = match a.ability.as_deref() {
            Some(name) => {
                let ability = Ability::parse(name);
                if ability.is_none() {
                    problems.push(Problem::new(
                        at.clone(),
                        Fault::UnsupportedAbility {
                            ability: name.into(),
                        },
                    ));
                }
                ability
            }
            None => {
                problems.push(Problem::new(
                    at.clone(),
                    Fault::Missing {
                        field: Field::Ability,
                    },
                ));
                None
            }
        };
        let targets: Vec<Option<PlayerId>> = a
            .targets
            .iter()
            .map(|t| find(t, false, &mut problems))
            .collect();
        ok &= actor.is_some() && ability.is_some() && targets.iter().all(Option::is_some);
        if let Some(ability) = ability {
            if targets.len() != ability.arity() {
                problems.push(Problem::new(
                    at.clone(),
                    Fault::Targets {
                        ability,
                        given: targets.len(),
                    },
                ));
                ok = false;
            } else if ability.arity() == 2 && targets[0].is_some() && targets[0] == targets[1] {
                problems.push(Problem::new(at.clone(), Fault::SamePlayers { ability }));
                ok = false;
            }
        }
        if let Some(ability) = ability {
            let said = match (phase, ability.by_day()) {
                (Phase::Night, true) => Some(Fault::DayAction { ability }),
                (Phase::Day, false) => Some(Fault::NightAction { ability }),
                _ => None,
            };
            if let Some(said) = said {
                problems.push(Problem::new(at.clone(), said));
                ok = false;
            }
        }
        if let (Some(actor), Some(ability)) = (actor, ability) {
            let limit = players[actor]
                .shots
                .iter()
                .find(|(a, _)| *a == ability)
                .map(|(_, n)| *n);
            if let Some(left) = limit {
                let count = used.entry((actor, ability)).or_default();
                *count += 1;
                if *count > left {
                    problems.push(Problem::new(
                        at.clone(),
                        Fault::UsesLeft {
                            actor: players[actor].name.clone(),
                            ability,
                            left,
                            count: u64::from(*count),
                        },
                    ));
                    ok = false;
                }
            }
        }
        if let Some(actor) = actor {
            if !players[actor].self_target && targets.contains(&Some(actor)) {
                problems.push(Problem::new(
                    at.clone(),
                    Fault::SelfTarget {
                        actor: players[actor].name.clone(),
                    },
                ));
                ok = false;
            }
        }
        if ok {
            if let (Some(actor), Some(ability)) = (actor, ability) {
                actions.push(Action {
                    index: i,
                    actor,
                    ability,
                    // A commute targets nobody: it stays with its actor (and visits no one).
                    target: targets.first().copied().flatten().unwrap_or(actor),
                    second: targets.get(1).copied().flatten(),
                });
            }
        }
    }
    let mut factional_kills = std::collections::BTreeMap::new();
    for (faction, n) in raw.factional_kills.unwrap_or_default() {
        if n < 0 || n > i64::from(u32::MAX) {
            problems.push(Problem::new(
                format!("factional_kills.{faction}"),
                Fault::FactionalKills { kills: n },
            ));
        } else {
            factional_kills.insert(faction, n as u32);
        }
    }
    if problems.is_empty() {
        Ok(Night {
            method,
            phase,
            players,
            actions,
            factional_kills,
        })
    } else {
        Err(problems)
    }
}

/// Two lovers die with each other, whichever of them named the other (ruling N18).
fn bond(players: &mut [Player], a: PlayerId, b: PlayerId) {
    if !players[a].lovers.contains(&b) {
        players[a].lovers.push(b);
    }
    if !players[b].lovers.contains(&a) {
        players[b].lovers.push(a);
    }
}

/// "a", "a or b", "a, b or c".
fn or_list(items: &[&str]) -> String {
    match items {
        [] => String::new(),
        [one] => (*one).to_owned(),
        [init @ .., last] => format!("{} or {last}", init.join(", ")),
    }
}

/// 1st, 2nd, 3rd, 4th, ... 11th, 12th, 13th, 21st.
pub fn ordinal(n: u64) -> String {
    let suffix = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}
