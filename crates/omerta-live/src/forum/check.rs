//! The one check of a forum setup (D25): every problem at once, each at its place (a JSON
//! pointer into the setup, `/roles/3/faction`), as a sentence. The start runs it with the
//! players seated; a saved or uploaded setup, before there are players. Each field has its
//! own small function, so that a new field (a role's `channels`, a PM template) is one
//! more function called from [`check_role`] or [`check`]. Each sentence is made once, in
//! English and as data ([`Words`], area `setups`) for the faces to word it in the reader's
//! language (issue 30).

use super::capitalized;
use super::channels::{channel_key, DEAD};
use super::pms::{self, PmKind};
use super::setup::{GameSetup, RoleSpec, Setup, MAX_HOURS, MAX_LABEL};
use crate::{i18n, Arg, Words};
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
    /// The same sentence as data (issue 30), for the faces to word in the reader's
    /// language; none for a sentence said only in English (serde's, a reader's own). Not
    /// part of the JSON: the faces send `message` worded.
    #[serde(skip)]
    pub words: Option<Words>,
}

impl Problem {
    pub fn new(at: impl Into<String>, message: impl Into<String>) -> Problem {
        Problem {
            at: at.into(),
            message: message.into(),
            line: None,
            column: None,
            words: None,
        }
    }

    /// A problem said in English and as data: the message `id` (area `setups`) and its
    /// arguments.
    pub fn said(
        at: impl Into<String>,
        message: impl Into<String>,
        id: &'static str,
        args: impl IntoIterator<Item = (&'static str, Arg)>,
    ) -> Problem {
        Problem {
            words: Some(Words::new(id, args)),
            ..Problem::new(at, message)
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

/// [`describe`] as data: the count and every problem, each at its place.
pub fn describe_words(problems: &[Problem]) -> Words {
    Words::new(
        i18n::id("setup-problems"),
        [
            ("count", Arg::Number(problems.len() as i64)),
            ("problems", Arg::Problems(problems.to_vec())),
        ],
    )
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
        problems.push(Problem::said(
            "/game/normality",
            format!(
                "The normality {} is not a level from 1 to 6.",
                game.normality
            ),
            i18n::id("setup-problem-normality"),
            [("level", Arg::Text(game.normality.to_string()))],
        ));
    }
    for (field, hours) in [
        ("day_hours", game.day_hours),
        ("night_hours", game.night_hours),
    ] {
        if !(1..=MAX_HOURS).contains(&hours) {
            problems.push(Problem::said(
                pointer(["game", field]),
                format!("A phase lasts 1 to {MAX_HOURS} hours, not {hours}."),
                i18n::id("setup-problem-hours"),
                [
                    ("most", Arg::Number(MAX_HOURS.into())),
                    ("hours", Arg::Text(hours.to_string())),
                ],
            ));
        }
    }
}

/// How many roles for how many players: a given deal one per slot, a random one at least
/// one per slot; never none, never more than [`MAX_ROLES`].
fn check_role_count(setup: &Setup, players: Option<&[String]>, problems: &mut Vec<Problem>) {
    let roles = setup.roles.len();
    if roles == 0 {
        problems.push(Problem::said(
            "/roles",
            "A setup has at least one role.",
            i18n::id("setup-problem-no-role"),
            [],
        ));
    }
    if roles > MAX_ROLES {
        problems.push(Problem::said(
            "/roles",
            format!("A setup has at most {MAX_ROLES} roles; this one has {roles}."),
            i18n::id("setup-problem-too-many-roles"),
            [
                ("most", Arg::Number(MAX_ROLES as i64)),
                ("count", Arg::Number(roles as i64)),
            ],
        ));
    }
    let Some(names) = players else { return };
    let n = names.len();
    if n < MIN_PLAYERS {
        problems.push(Problem::said(
            "",
            format!("A forum game needs at least {MIN_PLAYERS} players; {n} are seated."),
            i18n::id("setup-problem-few-players"),
            [
                ("least", Arg::Number(MIN_PLAYERS as i64)),
                ("count", Arg::Number(n as i64)),
            ],
        ));
        return;
    }
    let counts = [
        ("roles", Arg::Number(roles as i64)),
        ("players", Arg::Number(n as i64)),
    ];
    match setup.deal {
        super::Deal::Given if roles != n => problems.push(Problem::said(
            "/roles",
            format!("{roles} roles are given for {n} players: a given deal has one role per player."),
            i18n::id("setup-problem-given-count"),
            counts,
        )),
        super::Deal::Random if roles < n => problems.push(Problem::said(
            "/roles",
            format!("{roles} roles to draw from for {n} players: a random deal needs at least one per player."),
            i18n::id("setup-problem-random-count"),
            counts,
        )),
        _ => {}
    }
}

/// One role: each of its fields by its own function.
fn check_role(i: usize, role: &RoleSpec, problems: &mut Vec<Problem>) {
    let at = |field: &str| pointer([String::from("roles"), i.to_string(), field.to_string()]);
    if let Err(problem) = label_at(&at("faction"), Label::Faction, &role.faction) {
        problems.push(problem);
    }
    if let Some(name) = role.role.as_deref().filter(|r| !r.trim().is_empty()) {
        if let Err(problem) = label_at(&at("role"), Label::Role, name) {
            problems.push(problem);
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
        match label_at(&format!("{at}/{j}"), Label::Channel, name) {
            Err(problem) => problems.push(problem),
            Ok(name) if channel_key(&name) == DEAD => problems.push(Problem::said(
                format!("{at}/{j}"),
                format!("\"{DEAD}\" is the dead thread's name, which every dead player reads; name the role's channel otherwise."),
                i18n::id("setup-problem-channel-dead"),
                [("name", Arg::Text(DEAD.to_string()))],
            )),
            Ok(_) => {}
        }
    }
}

/// A PM template (D37), by the one check of templates ([`pms::problems`]).
fn check_template(at: &str, kind: PmKind, template: &Option<String>, problems: &mut Vec<Problem>) {
    let Some(template) = template else { return };
    for (problem, words) in pms::problems_said(kind, template) {
        problems.push(Problem::said(
            at,
            format!("This PM template {problem}."),
            i18n::id("setup-problem-template"),
            [("problem", Arg::Words(words))],
        ));
    }
}

/// What a [`label`] names, with its English and its message (area `setups`).
#[derive(Clone, Copy, Debug)]
enum Label {
    Faction,
    Role,
    Channel,
    Alias,
}

impl Label {
    fn words(self) -> (&'static str, &'static str) {
        match self {
            Label::Faction => ("A faction's name", i18n::id("setup-label-faction")),
            Label::Role => ("A role's name", i18n::id("setup-label-role")),
            Label::Channel => ("A channel's name", i18n::id("setup-label-channel")),
            Label::Alias => ("An alias", i18n::id("setup-label-alias")),
        }
    }
}

/// [`label`] as a problem at `at`, said in English and as data.
fn label_at(at: &str, what: Label, text: &str) -> Result<String, Problem> {
    let (english, id) = what.words();
    label(english, text).map_err(|message| {
        Problem::said(
            at,
            message,
            i18n::id("setup-problem-label"),
            [
                ("what", Arg::Message(id)),
                ("most", Arg::Number(MAX_LABEL as i64)),
            ],
        )
    })
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
            let quoted = format!("{:?}", clip(name));
            let known = known.join(", ");
            problems.push(Problem::said(
                format!("{at}/{j}"),
                format!("The name {quoted} is not an ability; the night abilities are {known}."),
                i18n::id("setup-problem-ability"),
                [("name", Arg::Text(quoted)), ("known", Arg::Text(known))],
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
            let quoted = format!("{:?}", clip(key));
            let known = NIGHT_KEYS.join(", ");
            problems.push(Problem::said(
                pointer_in(at, key),
                format!("The field {quoted} is not a night attribute; they are {known}."),
                i18n::id("setup-problem-night-key"),
                [("name", Arg::Text(quoted)), ("known", Arg::Text(known))],
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
        // omerta-night's reason, as data: worded in the reader's language too.
        problems.push(Problem::said(
            at,
            format!("The night attributes are not read: {e}."),
            i18n::id("setup-problem-night-unread"),
            [(
                "reason",
                Arg::Night(Box::new(omerta_forum::NightError::Document(e))),
            )],
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
        if let Err(refusal) = super::setup::votable(name) {
            // The lobby's refusal of the name, as a sentence of the setup's problems (the
            // faces capitalize every problem's sentence, as `capitalized` does here).
            problems.push(Problem::said(
                "",
                capitalized(&refusal.message) + ".",
                i18n::id("setup-problem-sentence"),
                refusal.words.map(|w| ("sentence", Arg::Words(*w))),
            ));
        }
        let key = normal_name(name);
        if key.is_empty() || taken.contains(&key) {
            problems.push(Problem::said(
                "",
                format!("The player's name {name:?} cannot be told apart from another in a vote."),
                i18n::id("setup-problem-name-alike"),
                [("name", Arg::Text(format!("{name:?}")))],
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
        problems.push(Problem::said(
            "/aliases",
            format!("A setup declares at most {MAX_ALIASES} aliases; this one has {count}."),
            i18n::id("setup-problem-too-many-aliases"),
            [
                ("most", Arg::Number(MAX_ALIASES as i64)),
                ("count", Arg::Number(count as i64)),
            ],
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
                let quoted = format!("{:?}", clip(player));
                problems.push(Problem::said(
                    pointer(["aliases", player]),
                    format!("The name {quoted} is not a player of this game."),
                    i18n::id("setup-problem-alias-not-player"),
                    [("name", Arg::Text(quoted))],
                ));
            }
        }
        for (j, alias) in list.iter().enumerate() {
            let at = pointer(["aliases", player.as_str(), &j.to_string()]);
            match label_at(&at, Label::Alias, alias) {
                Err(problem) => problems.push(problem),
                Ok(alias) => {
                    let key = normal_name(&alias);
                    if key.is_empty() || taken.contains(&key) {
                        problems.push(Problem::said(
                            at,
                            format!("The alias {alias:?} is already a name or alias."),
                            i18n::id("setup-problem-alias-taken"),
                            [("name", Arg::Text(format!("{alias:?}")))],
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
