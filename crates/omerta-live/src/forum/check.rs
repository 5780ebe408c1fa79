//! The one check of a forum setup (D25): every problem at once, each at its place (a JSON
//! pointer into the setup, `/roles/3/faction`), as a sentence. The start runs it with the
//! players seated; a saved or uploaded setup, before there are players. Each field has its
//! own small function, so that a new field (a role's `channels`, a PM template) is one
//! more function called from [`check_role`] or [`check`].

use super::capitalized;
use super::channels::{channel_key, DEAD};
use super::pms::{self, PmKind};
use super::setup::{GameSetup, RoleSpec, Setup, MAX_HOURS, MAX_LABEL};
use omerta_forum::votes::normal_name;
use omerta_forum::Normality;
use omerta_night::Ability;
use serde::{Deserialize, Serialize};
use serde_json::{json, Map, Value};
use std::collections::BTreeMap;

/// The most roles a setup holds: a lobby's most entrants (a random deal's pool is no
/// bigger than the biggest table).
pub const MAX_ROLES: usize = crate::hosted::MAX_ENTRANTS;
/// The most aliases a setup declares, all players together.
pub const MAX_ALIASES: usize = 2_000;
/// The fewest players of a forum game.
pub const MIN_PLAYERS: usize = 3;
/// The night attributes a role may carry (`omerta-night/1`'s, the host's alone).
pub const NIGHT_KEYS: [&str; 4] = ["sanity", "appears", "self_target", "passives"];

/// One problem of a setup (or of a setup file): where, and what, in a sentence.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct Problem {
    /// A JSON pointer into the checked document (`/roles/3/faction`); `""`: the whole.
    pub at: String,
    /// What is wrong, as a sentence.
    pub message: String,
    /// For a file that is not JSON (or not of the format's shape): where the reader
    /// stopped, counted from 1.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub line: Option<usize>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub column: Option<usize>,
}

impl Problem {
    pub fn new(at: impl Into<String>, message: impl Into<String>) -> Problem {
        Problem {
            at: at.into(),
            message: message.into(),
            line: None,
            column: None,
        }
    }

    /// The problem as one line: "/roles/3/faction: …" (line and column when known).
    pub fn line_text(&self) -> String {
        let place = match (self.line, self.column) {
            (Some(line), Some(column)) if self.at.is_empty() => {
                format!("line {line}, column {column}")
            }
            (Some(line), Some(column)) => format!("{} (line {line}, column {column})", self.at),
            _ if self.at.is_empty() => "the setup".to_string(),
            _ => self.at.clone(),
        };
        format!("{place}: {}", self.message)
    }
}

/// Every problem in one text, one per line, for a refusal's message.
pub fn describe(problems: &[Problem]) -> String {
    let mut text = match problems.len() {
        1 => "The setup has a problem:".to_string(),
        n => format!("The setup has {n} problems:"),
    };
    for p in problems {
        text.push('\n');
        text.push_str(&p.line_text());
    }
    text
}

/// A JSON pointer made of its parts, each escaped (RFC 6901: `~` is `~0`, `/` is `~1`).
pub fn pointer<I, S>(parts: I) -> String
where
    I: IntoIterator<Item = S>,
    S: AsRef<str>,
{
    parts.into_iter().fold(String::new(), |mut at, part| {
        at.push('/');
        at.push_str(&part.as_ref().replace('~', "~0").replace('/', "~1"));
        at
    })
}

/// Every problem of `setup`, with the names of the players seated when there are some
/// (a start), or none (a setup saved, uploaded, or hosted before anybody joins). Empty:
/// the setup can be dealt.
pub fn check(setup: &Setup, players: Option<&[String]>) -> Vec<Problem> {
    let mut problems = Vec::new();
    check_game(&setup.game, &mut problems);
    check_role_count(setup, players, &mut problems);
    for (i, role) in setup.roles.iter().enumerate().take(MAX_ROLES) {
        check_role(i, role, &mut problems);
    }
    if let Some(names) = players {
        check_names(names, &mut problems);
    }
    check_aliases(&setup.aliases, players, &mut problems);
    check_template("/pms/role", PmKind::Role, &setup.pms.role, &mut problems);
    check_template(
        "/pms/results",
        PmKind::Results,
        &setup.pms.results,
        &mut problems,
    );
    problems
}

fn check_game(game: &GameSetup, problems: &mut Vec<Problem>) {
    if Normality::new(game.normality).is_none() {
        problems.push(Problem::new(
            "/game/normality",
            format!(
                "The normality {} is not a level from 1 to 6.",
                game.normality
            ),
        ));
    }
    for (field, hours) in [
        ("day_hours", game.day_hours),
        ("night_hours", game.night_hours),
    ] {
        if !(1..=MAX_HOURS).contains(&hours) {
            problems.push(Problem::new(
                pointer(["game", field]),
                format!("A phase lasts 1 to {MAX_HOURS} hours, not {hours}."),
            ));
        }
    }
}

/// How many roles for how many players: a given deal one per slot, a random one at least
/// one per slot; never none, never more than [`MAX_ROLES`].
fn check_role_count(setup: &Setup, players: Option<&[String]>, problems: &mut Vec<Problem>) {
    let roles = setup.roles.len();
    if roles == 0 {
        problems.push(Problem::new("/roles", "A setup has at least one role."));
    }
    if roles > MAX_ROLES {
        problems.push(Problem::new(
            "/roles",
            format!("A setup has at most {MAX_ROLES} roles; this one has {roles}."),
        ));
    }
    let Some(names) = players else { return };
    let n = names.len();
    if n < MIN_PLAYERS {
        problems.push(Problem::new(
            "",
            format!("A forum game needs at least {MIN_PLAYERS} players; {n} are seated."),
        ));
        return;
    }
    match setup.deal {
        super::Deal::Given if roles != n => problems.push(Problem::new(
            "/roles",
            format!("{roles} roles are given for {n} players: a given deal has one role per player."),
        )),
        super::Deal::Random if roles < n => problems.push(Problem::new(
            "/roles",
            format!("{roles} roles to draw from for {n} players: a random deal needs at least one per player."),
        )),
        _ => {}
    }
}

/// One role: each of its fields by its own function.
fn check_role(i: usize, role: &RoleSpec, problems: &mut Vec<Problem>) {
    let at = |field: &str| pointer([String::from("roles"), i.to_string(), field.to_string()]);
    if let Err(message) = label("A faction's name", &role.faction) {
        problems.push(Problem::new(at("faction"), message));
    }
    if let Some(name) = role.role.as_deref().filter(|r| !r.trim().is_empty()) {
        if let Err(message) = label("A role's name", name) {
            problems.push(Problem::new(at("role"), message));
        }
    }
    if let Some(abilities) = &role.abilities {
        check_abilities(&at("abilities"), abilities, problems);
    }
    check_night(&at("night"), &role.night, problems);
    check_channels(&at("channels"), &role.channels, problems);
    check_template(&at("pm"), PmKind::Role, &role.pm, problems);
    check_template(
        &at("results_pm"),
        PmKind::Results,
        &role.results_pm,
        problems,
    );
}

/// A role's named channels (D16): each a label, none the dead thread's name.
fn check_channels(at: &str, channels: &[String], problems: &mut Vec<Problem>) {
    for (j, name) in channels.iter().enumerate() {
        match label("A channel's name", name) {
            Err(message) => problems.push(Problem::new(format!("{at}/{j}"), message)),
            Ok(name) if channel_key(&name) == DEAD => problems.push(Problem::new(
                format!("{at}/{j}"),
                format!("\"{DEAD}\" is the dead thread's name, which every dead player reads; name the role's channel otherwise."),
            )),
            Ok(_) => {}
        }
    }
}

/// A PM template (D37), by the one check of templates ([`pms::problems`]).
fn check_template(at: &str, kind: PmKind, template: &Option<String>, problems: &mut Vec<Problem>) {
    let Some(template) = template else { return };
    for problem in pms::problems(kind, template) {
        problems.push(Problem::new(at, format!("This PM template {problem}.")));
    }
}

/// A faction's, role's or alias's name: 1 to [`MAX_LABEL`] characters, no control
/// characters. The name as kept (trimmed), or why not.
pub(super) fn label(what: &str, text: &str) -> Result<String, String> {
    let text = text.trim();
    if text.is_empty() || text.chars().count() > MAX_LABEL || text.chars().any(char::is_control) {
        return Err(format!(
            "{what} is 1 to {MAX_LABEL} characters, with no control characters."
        ));
    }
    Ok(text.to_string())
}

fn check_abilities(at: &str, abilities: &[String], problems: &mut Vec<Problem>) {
    for (j, name) in abilities.iter().enumerate() {
        if Ability::parse(name).is_none() {
            let known: Vec<&str> = Ability::ALL.iter().map(|a| a.name()).collect();
            problems.push(Problem::new(
                format!("{at}/{j}"),
                format!(
                    "The name {:?} is not an ability; the night abilities are {}.",
                    clip(name),
                    known.join(", ")
                ),
            ));
        }
    }
}

/// The night attributes, as `omerta-night` reads them: known keys, then the night
/// reader's own check of their values.
fn check_night(at: &str, night: &Map<String, Value>, problems: &mut Vec<Problem>) {
    let mut known = true;
    for key in night.keys() {
        if !NIGHT_KEYS.contains(&key.as_str()) {
            known = false;
            problems.push(Problem::new(
                pointer_in(at, key),
                format!(
                    "The field {:?} is not a night attribute; they are {}.",
                    clip(key),
                    NIGHT_KEYS.join(", ")
                ),
            ));
        }
    }
    if !known || night.is_empty() {
        return;
    }
    let mut player = night.clone();
    player.insert("name".into(), "x".into());
    player.insert("alignment".into(), "town".into());
    let document = json!({"format": "omerta-night/1", "players": [player]});
    if let Err(e) = omerta_night::Night::from_json(&document.to_string()) {
        problems.push(Problem::new(
            at,
            format!("The night attributes are not read: {e}."),
        ));
    }
}

fn pointer_in(at: &str, key: &str) -> String {
    format!("{at}{}", pointer([key]))
}

/// Rule 6 names: every player's name told apart from the others' as votes compare them
/// (F7, F33).
fn check_names(names: &[String], problems: &mut Vec<Problem>) {
    let mut taken: Vec<String> = Vec::new();
    for name in names {
        if let Err(message) = super::setup::votable(name) {
            problems.push(Problem::new("", capitalized(&message) + "."));
        }
        let key = normal_name(name);
        if key.is_empty() || taken.contains(&key) {
            problems.push(Problem::new(
                "",
                format!("The player's name {name:?} cannot be told apart from another in a vote."),
            ));
        }
        taken.push(key);
    }
}

/// The aliases: each a label, none like a player's name or another alias; with players,
/// each declared for a player seated.
fn check_aliases(
    aliases: &BTreeMap<String, Vec<String>>,
    players: Option<&[String]>,
    problems: &mut Vec<Problem>,
) {
    let count: usize = aliases.values().map(Vec::len).sum();
    if count > MAX_ALIASES {
        problems.push(Problem::new(
            "/aliases",
            format!("A setup declares at most {MAX_ALIASES} aliases; this one has {count}."),
        ));
        return;
    }
    let mut taken: Vec<String> = players
        .unwrap_or_default()
        .iter()
        .map(|n| normal_name(n))
        .collect();
    for (player, list) in aliases {
        if let Some(names) = players {
            if !names.iter().any(|m| m.eq_ignore_ascii_case(player.trim())) {
                problems.push(Problem::new(
                    pointer(["aliases", player]),
                    format!("The name {:?} is not a player of this game.", clip(player)),
                ));
            }
        }
        for (j, alias) in list.iter().enumerate() {
            let at = pointer(["aliases", player.as_str(), &j.to_string()]);
            match label("An alias", alias) {
                Err(message) => problems.push(Problem::new(at, message)),
                Ok(alias) => {
                    let key = normal_name(&alias);
                    if key.is_empty() || taken.contains(&key) {
                        problems.push(Problem::new(
                            at,
                            format!("The alias {alias:?} is already a name or alias."),
                        ));
                    }
                    taken.push(key);
                }
            }
        }
    }
}

/// A text quoted in a sentence, cut to a readable length.
fn clip(text: &str) -> String {
    const MOST: usize = 60;
    if text.chars().count() <= MOST {
        text.to_string()
    } else {
        format!("{}…", text.chars().take(MOST).collect::<String>())
    }
}
