//! Role PMs and results PMs (issue 32, 2; docs/live/forum.md, D35 to D41): the host
//! writes a template, for every role or for one role, and each player is sent it filled
//! in: their role PM at the deal, a results PM after each night that gave them results.
//! The seed's words: "Read the rules and your Role PM once more" (rule 17); "Noodle gets
//! sent a PM saying something along the lines of the result of his investigation is
//! 'not mafia'"; "Bad Ash does not receive a PM before the days starts".
//!
//! Apart from the setup because a template is read twice: checked whole when the game
//! starts (every problem with its place), and filled when a PM is sent.
//!
//! A PM is stored filled in English (the record) with the data it was filled with
//! ([`PmData`], D42), so that the page and the mail fill it again in their reader's
//! language: [`fill_pm`] is the one fill, with the engine's English ([`English`]) here and
//! the catalog's words at the edge (`omerta_service::pm_words`).

use super::{identity, ForumGame};
use crate::{i18n, Arg, Slot};
use omerta_night::Ability;
use serde::{Deserialize, Serialize};

/// The longest template, in characters: a post's length (`MAX_BODY`), since a PM is shown
/// and marked up as a post is.
pub const MAX_TEMPLATE: usize = super::MAX_BODY;

/// The setup's templates for every role (`pms`); a role's own (`roles[].pm`,
/// `roles[].results_pm`) wins over these, and the built-in ones serve when none is given.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct Templates {
    /// The role PM: `{name}`, `{faction}`, `{role}`, `{identity}`, `{abilities}`,
    /// `{team}`, `{goal}`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub role: Option<String>,
    /// The results PM after a night: `{name}`, `{night}`, `{results}`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub results: Option<String>,
}

impl Templates {
    pub fn is_empty(&self) -> bool {
        self.role.is_none() && self.results.is_none()
    }
}

/// Which PM a template writes: each has its own blanks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PmKind {
    Role,
    Results,
}

impl PmKind {
    /// The blanks a template of this kind may use.
    pub fn blanks(self) -> &'static [&'static str] {
        match self {
            PmKind::Role => &[
                "name",
                "faction",
                "role",
                "identity",
                "abilities",
                "team",
                "goal",
            ],
            PmKind::Results => &["name", "night", "results"],
        }
    }

    /// The template used when the host wrote none.
    pub fn built_in(self) -> &'static str {
        match self {
            PmKind::Role => "[b]You are {name}: {identity}.[/b]\n\n{abilities}\n{team}\n{goal}",
            PmKind::Results => "[b]Night {night}: your results.[/b]\n{results}",
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
enum Piece<'a> {
    Text(&'a str),
    /// `{{` or `}}`: the brace itself.
    Brace(char),
    Blank(&'a str),
}

/// A template's pieces: text, escaped braces and blanks, or why it cannot be read.
fn pieces(template: &str) -> Result<Vec<Piece<'_>>, Unread> {
    let mut out = Vec::new();
    let mut rest = template;
    while !rest.is_empty() {
        let Some(at) = rest.find(['{', '}']) else {
            out.push(Piece::Text(rest));
            break;
        };
        if at > 0 {
            out.push(Piece::Text(&rest[..at]));
        }
        let brace = rest[at..].chars().next().unwrap_or('{');
        let after = &rest[at + 1..];
        if after.starts_with(brace) {
            out.push(Piece::Brace(brace));
            rest = &after[1..];
            continue;
        }
        if brace == '}' {
            return Err(Unread::Closing);
        }
        let Some(end) = after.find('}') else {
            return Err(Unread::Opening);
        };
        out.push(Piece::Blank(after[..end].trim()));
        rest = &after[end + 1..];
    }
    Ok(out)
}

/// Why a template's braces cannot be read.
#[derive(Clone, Copy, Debug)]
enum Unread {
    Closing,
    Opening,
}

impl Unread {
    fn said(self) -> (String, crate::Words) {
        let (english, id) = match self {
            Unread::Closing => (
                "has a \"}\" that closes no blank: write \"}}\" for the brace itself",
                i18n::id("setup-template-closing"),
            ),
            Unread::Opening => (
                "has a \"{\" that opens a blank never closed: write \"{{\" for the brace itself",
                i18n::id("setup-template-opening"),
            ),
        };
        (english.to_string(), crate::Words::new(id, []))
    }
}

/// Every problem of a template of `kind`, as sentences (empty: it is fit). The one check
/// of a template: the setup's check calls it for each template with its place.
pub fn problems(kind: PmKind, template: &str) -> Vec<String> {
    problems_said(kind, template)
        .into_iter()
        .map(|(english, _)| english)
        .collect()
}

/// [`problems`], each in English (the end of "This PM template …") and as data (area
/// `setups`, issue 30).
pub fn problems_said(kind: PmKind, template: &str) -> Vec<(String, crate::Words)> {
    let mut found = Vec::new();
    let length = template.chars().count();
    if length > MAX_TEMPLATE {
        found.push((
            format!("is {length} characters long; a PM is at most {MAX_TEMPLATE}, as a post"),
            crate::Words::new(
                i18n::id("setup-template-too-long"),
                [
                    ("length", Arg::Number(length as i64)),
                    ("most", Arg::Number(MAX_TEMPLATE as i64)),
                ],
            ),
        ));
    }
    if template
        .chars()
        .any(|c| c.is_control() && c != '\n' && c != '\t' && c != '\r')
    {
        found.push((
            "holds control characters: write text, new lines and tabs only".to_string(),
            crate::Words::new(i18n::id("setup-template-control"), []),
        ));
    }
    if template.trim().is_empty() {
        found.push((
            "is empty: leave it out to send the built-in PM".to_string(),
            crate::Words::new(i18n::id("setup-template-empty"), []),
        ));
    }
    match pieces(template) {
        Err(why) => found.push(why.said()),
        Ok(pieces) => {
            let mut unknown: Vec<&str> = pieces
                .iter()
                .filter_map(|p| match p {
                    Piece::Blank(name) if !kind.blanks().contains(name) => Some(*name),
                    _ => None,
                })
                .collect();
            unknown.dedup();
            let fills = kind
                .blanks()
                .iter()
                .map(|b| format!("{{{b}}}"))
                .collect::<Vec<_>>()
                .join(", ");
            for name in unknown {
                found.push((
                    format!(
                        "has the blank {{{name}}}, which this PM does not fill (it fills {fills})"
                    ),
                    crate::Words::new(
                        i18n::id("setup-template-unknown-blank"),
                        [
                            ("blank", Arg::Text(format!("{{{name}}}"))),
                            ("fills", Arg::Text(fills.clone())),
                        ],
                    ),
                ));
            }
        }
    }
    found
}

/// A checked template filled: each blank by `value(blank)`. A template that was not
/// checked leaves an unknown blank as written.
///
/// A line that only a blank filled to nothing left empty (a player with no team) is left
/// out, and so is a blank line it would leave doubled; the host's own lines, blank or not,
/// stay as written.
pub fn fill(template: &str, value: &dyn Fn(&str) -> Option<String>) -> String {
    let Ok(pieces) = pieces(template) else {
        return template.to_string();
    };
    let mut lines = Lines::default();
    for piece in pieces {
        match piece {
            Piece::Text(text) => {
                let mut parts = text.split('\n');
                if let Some(first) = parts.next() {
                    lines.line.push_str(first);
                }
                for part in parts {
                    lines.end_line();
                    lines.line.push_str(part);
                }
            }
            Piece::Brace(c) => lines.line.push(c),
            Piece::Blank(name) => match value(name) {
                Some(v) if v.is_empty() => lines.emptied = true,
                Some(v) => lines.line.push_str(&v),
                None => {
                    lines.line.push('{');
                    lines.line.push_str(name);
                    lines.line.push('}');
                }
            },
        }
    }
    lines.end_line();
    lines.out.trim().to_string()
}

/// The filled text, line by line: which lines a blank emptied, to leave them out.
#[derive(Default)]
struct Lines {
    out: String,
    /// The line being filled.
    line: String,
    /// A blank on this line filled to nothing.
    emptied: bool,
    /// The last line was left out after a blank line (or at the start): a blank line
    /// next would double it.
    dropped_after_blank: bool,
}

impl Lines {
    fn end_line(&mut self) {
        let line = std::mem::take(&mut self.line);
        let blank = line.trim().is_empty();
        let after_blank = self.out.is_empty() || self.out.ends_with("\n\n");
        if blank && std::mem::take(&mut self.emptied) {
            self.dropped_after_blank = after_blank;
            return;
        }
        if blank && std::mem::take(&mut self.dropped_after_blank) {
            return;
        }
        self.dropped_after_blank = false;
        self.out.push_str(&line);
        self.out.push('\n');
    }
}

/// A night ability in a sentence, for a role PM's `{abilities}`.
pub fn ability_sentence(name: &str) -> String {
    let Some(ability) = Ability::parse(name) else {
        return format!("You have the ability \"{name}\".");
    };
    match ability {
        Ability::Kill => "Each night you may kill one player.",
        Ability::FactionalKill => {
            "Each night your faction may send one of its members to kill one player."
        }
        Ability::Protect => "Each night you may protect one player from being killed.",
        Ability::Block => "Each night you may roleblock one player: their night action fails.",
        Ability::Jail => {
            "Each night you may jail one player: they are protected and their night action fails."
        }
        Ability::Investigate => {
            "Each night you may investigate one player and learn whether they are mafia."
        }
        Ability::Track => "Each night you may track one player and learn whom they visited.",
        Ability::Watch => "Each night you may watch one player and learn who visited them.",
        Ability::Redirect => {
            "Each night you may redirect one player's night action to another player."
        }
        Ability::Swap => {
            "Each night you may swap two players: whatever targets one targets the other."
        }
        Ability::Visit => "Each night you may visit one player.",
        Ability::Recruit => "Each night you may recruit one player into your faction.",
        Ability::StrongKill => {
            "Each night you may kill one player; no protection or jail stops your kill."
        }
        Ability::NinjaKill => {
            "Each night you may kill one player without being seen by trackers or watchers."
        }
        Ability::Commute => "Each night you may commute: no action can reach you that night.",
        Ability::Deflect => {
            "Each night you may deflect the actions aimed at one player onto another."
        }
        Ability::Guard => {
            "Each night you may guard one player: whoever tries to kill them dies instead."
        }
        Ability::DayKill => "Once during a day you may kill one player.",
    }
    .to_string()
}

/// A role PM's `{abilities}`: a sentence per ability, one per line.
pub fn abilities_text(abilities: &[String]) -> String {
    if abilities.is_empty() {
        return "You have no night action.".to_string();
    }
    abilities
        .iter()
        .map(|a| ability_sentence(a))
        .collect::<Vec<_>>()
        .join("\n")
}

/// How a faction wins, as the game decides it: a role PM's `{goal}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Goal<'a> {
    /// The town: no player against it left alive.
    Town,
    /// Another faction (its name): no town player left alive.
    Other(&'a str),
    /// Another faction under rule 8: or the town can no longer make a majority.
    Rule8(&'a str),
}

impl<'a> Goal<'a> {
    pub fn of(faction: &'a str, fifty_percent_rule: bool) -> Goal<'a> {
        if super::is_town(faction) {
            Goal::Town
        } else if fifty_percent_rule {
            Goal::Rule8(faction)
        } else {
            Goal::Other(faction)
        }
    }
}

/// A role PM's `{goal}`: how the player's faction wins, as the game decides it.
pub fn goal_text(goal: Goal) -> String {
    match goal {
        Goal::Town => {
            "You win with the town when no player against the town is left alive.".to_string()
        }
        Goal::Rule8(faction) => format!(
            "You win with the {} when no town player is left alive, or when the town can no longer make a majority (rule 8).",
            faction.trim()
        ),
        Goal::Other(faction) => format!(
            "You win with the {} when no town player is left alive.",
            faction.trim()
        ),
    }
}

/// One night result in a sentence, for a results PM's `{results}`. An investigation's
/// verdict in the seed's words: "the result of his investigation is 'not mafia'". The
/// seed's blank ("not ___ (fill in)", the actual mafia faction's name) is "mafia": the
/// faction a sane cop finds guilty is the one of that name (D40).
pub fn result_sentence(ability: &str, target: &str, result: &str, names: &[String]) -> String {
    let listed = names.join(", ");
    match result {
        "innocent" => format!("Your investigation of {target}: not mafia."),
        "guilty" => format!("Your investigation of {target}: mafia."),
        "visited" if names.is_empty() => format!("{target} visited nobody."),
        "visited" => format!("{target} visited {listed}."),
        "visited_by" if names.is_empty() => format!("Nobody visited {target}."),
        "visited_by" => format!("{target} was visited by {listed}."),
        "no_action" => format!("{target} took no action."),
        "no_result" => format!(
            "Your {} on {target} gave no result.",
            ability.replace('_', " ")
        ),
        other => format!(
            "Your {} on {target}: {}.",
            ability.replace('_', " "),
            other.replace('_', " ")
        ),
    }
}

/// What a PM was filled with, as data (issue 30): the stored text is the record, in
/// English; a reader of another language reads the PM filled again from this, the host's
/// template as the host wrote it and the engine's sentences in the reader's language.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct PmData {
    /// The host's template; absent: the built-in one, in the reader's language.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub template: Option<String>,
    /// The blanks' values.
    pub blanks: Blanks,
}

/// A PM's blanks as data, by the PM's kind.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Blanks {
    Role(RoleBlanks),
    Results(ResultsBlanks),
}

/// A role PM's blanks: the player, their role, their team and how their faction wins.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct RoleBlanks {
    /// The player's name in the game.
    pub name: String,
    /// Their faction, trimmed.
    pub faction: String,
    /// Their role's name; absent: a vanilla.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub role: Option<String>,
    /// Their night abilities' codes (`omerta-night`'s names).
    #[serde(default)]
    pub abilities: Vec<String>,
    /// The partners the rules tell them of at the deal.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub team: Vec<Mate>,
    /// Rule 8 decides the game (the goal says so).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub fifty_percent_rule: bool,
}

/// A partner in a role PM's `{team}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct Mate {
    pub name: String,
    /// Their role's name, trimmed; absent: a vanilla.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub role: Option<String>,
}

/// A results PM's blanks: the player, the night and every result it gave them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct ResultsBlanks {
    pub name: String,
    pub night: u32,
    pub results: Vec<PmResult>,
}

/// One night result, as the `result` event holds it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct PmResult {
    /// The ability's code.
    pub ability: String,
    pub target: String,
    /// The result's code: `innocent`, `guilty`, `visited`, `visited_by`, `no_action`,
    /// `no_result`, or another the resolver may give.
    pub result: String,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub names: Vec<String>,
}

impl Blanks {
    pub fn kind(&self) -> PmKind {
        match self {
            Blanks::Role(_) => PmKind::Role,
            Blanks::Results(_) => PmKind::Results,
        }
    }

    /// The blank `blank` worded by `words`; None: a blank this PM does not fill.
    fn value(&self, blank: &str, words: &dyn Words) -> Option<String> {
        Some(match (self, blank) {
            (Blanks::Role(b), "name") => b.name.clone(),
            (Blanks::Results(b), "name") => b.name.clone(),
            (Blanks::Role(b), "faction") => words.faction(&b.faction),
            (Blanks::Role(b), "role") => b.role.clone().unwrap_or_else(|| words.vanilla()),
            (Blanks::Role(b), "identity") => words.identity(&b.faction, b.role.as_deref()),
            (Blanks::Role(b), "abilities") if b.abilities.is_empty() => words.no_ability(),
            (Blanks::Role(b), "abilities") => b
                .abilities
                .iter()
                .map(|a| words.ability(a))
                .collect::<Vec<_>>()
                .join("\n"),
            (Blanks::Role(b), "team") if b.team.is_empty() => String::new(),
            (Blanks::Role(b), "team") => words.team(&b.team),
            (Blanks::Role(b), "goal") => words.goal(Goal::of(&b.faction, b.fifty_percent_rule)),
            (Blanks::Results(b), "night") => b.night.to_string(),
            (Blanks::Results(b), "results") => b
                .results
                .iter()
                .map(|r| words.result(r))
                .collect::<Vec<_>>()
                .join("\n"),
            _ => return None,
        })
    }
}

/// The engine's sentences in a PM's blanks, in one language: [`English`] here (the stored
/// text), the reader's language at the edge (the server's Fluent words).
pub trait Words {
    /// The built-in template of `kind`, its blanks as `{name}`.
    fn built_in(&self, kind: PmKind) -> String;
    /// A faction's name in `{faction}` and in the goal.
    fn faction(&self, faction: &str) -> String;
    /// `{role}` for a vanilla.
    fn vanilla(&self) -> String;
    /// `{identity}`: "town cop", "mafia goon", "town".
    fn identity(&self, faction: &str, role: Option<&str>) -> String;
    /// A night ability in a sentence.
    fn ability(&self, ability: &str) -> String;
    /// `{abilities}` with no ability.
    fn no_ability(&self) -> String;
    /// `{team}` for a player with partners.
    fn team(&self, team: &[Mate]) -> String;
    /// `{goal}`.
    fn goal(&self, goal: Goal) -> String;
    /// One night result in a sentence.
    fn result(&self, result: &PmResult) -> String;
}

/// The engine's English: the words of the stored text.
pub struct English;

impl Words for English {
    fn built_in(&self, kind: PmKind) -> String {
        kind.built_in().to_string()
    }
    fn faction(&self, faction: &str) -> String {
        faction.trim().to_string()
    }
    fn vanilla(&self) -> String {
        "vanilla".to_string()
    }
    fn identity(&self, faction: &str, role: Option<&str>) -> String {
        identity(faction, role)
    }
    fn ability(&self, ability: &str) -> String {
        ability_sentence(ability)
    }
    fn no_ability(&self) -> String {
        abilities_text(&[])
    }
    fn team(&self, team: &[Mate]) -> String {
        format!("Your team: {}.", team_list(team))
    }
    fn goal(&self, goal: Goal) -> String {
        goal_text(goal)
    }
    fn result(&self, r: &PmResult) -> String {
        result_sentence(&r.ability, &r.target, &r.result, &r.names)
    }
}

/// A team's members as `{team}` lists them, in every language: "Pyro (goon), Leo".
pub fn team_list(team: &[Mate]) -> String {
    team.iter()
        .map(|m| match m.role.as_deref().filter(|r| !r.is_empty()) {
            Some(role) => format!("{} ({role})", m.name),
            None => m.name.clone(),
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// A PM filled from its data with `words`: the one way a PM is filled, the stored English
/// one (`words` [`English`]) and a reader's alike.
pub fn fill_pm(data: &PmData, words: &dyn Words) -> String {
    let built_in;
    let template = match &data.template {
        Some(template) => template.as_str(),
        None => {
            built_in = words.built_in(data.blanks.kind());
            built_in.as_str()
        }
    };
    fill(template, &|blank| data.blanks.value(blank, words))
}

impl ForumGame {
    /// The slot's role PM as data: its template (the role's, the setup's, or none for the
    /// built-in one) and its blanks for the slot's current player and their team as the
    /// rules tell it.
    pub(super) fn role_pm(&self, slot: Slot) -> Option<PmData> {
        let dealt = self.dealt.get(slot as usize)?;
        let team: Vec<Mate> = self
            .known
            .get(slot as usize)
            .map(|known| {
                known
                    .iter()
                    .map(|s| {
                        let partner = self.member(*s);
                        Mate {
                            role: partner
                                .role
                                .as_deref()
                                .map(str::trim)
                                .filter(|r| !r.is_empty())
                                .map(str::to_string),
                            name: partner.name,
                        }
                    })
                    .collect()
            })
            .unwrap_or_default();
        Some(PmData {
            template: dealt.pm.clone(),
            blanks: Blanks::Role(RoleBlanks {
                name: self.name(slot).to_string(),
                faction: dealt.faction.trim().to_string(),
                role: dealt.role.clone(),
                abilities: dealt.abilities.clone(),
                team,
                fifty_percent_rule: self.game.fifty_percent_rule,
            }),
        })
    }

    /// The slot's results PM for a night as data: its results template (none: the
    /// built-in one) and every result, in the order the resolver gave them.
    pub(super) fn results_pm(&self, slot: Slot, night: u32, results: Vec<PmResult>) -> PmData {
        PmData {
            template: self
                .dealt
                .get(slot as usize)
                .and_then(|d| d.results_pm.clone()),
            blanks: Blanks::Results(ResultsBlanks {
                name: self.name(slot).to_string(),
                night,
                results,
            }),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_template_reads_its_blanks_and_escaped_braces() {
        let text = fill("Hi {name}, {{not a blank}} {team}!", &|b| match b {
            "name" => Some("Noodle".into()),
            "team" => Some(String::new()),
            _ => None,
        });
        assert_eq!(text, "Hi Noodle, {not a blank} !");
    }

    #[test]
    fn only_the_lines_a_blank_emptied_are_left_out() {
        let value = |b: &str| match b {
            "name" => Some("Noodle".to_string()),
            "team" => Some(String::new()),
            _ => None,
        };
        // The host's own blank lines and spaces stay as written.
        let text = fill("Hi {name},  \n\n\n   indented\n{team}\nbye", &value);
        assert_eq!(text, "Hi Noodle,  \n\n\n   indented\nbye");
        // An emptied line between two blank lines leaves one blank line, not two.
        let text = fill("a\n\n{team}\n\nb", &value);
        assert_eq!(text, "a\n\nb");
        // An emptied line at the start leaves no blank line first.
        let text = fill("{team}\n\nb {name}", &value);
        assert_eq!(text, "b Noodle");
        // A line a blank emptied beside the host's spaces goes too.
        let text = fill("a\n  {team}  \nb", &value);
        assert_eq!(text, "a\nb");
    }

    #[test]
    fn every_problem_of_a_template_is_told() {
        let found = problems(PmKind::Results, "{name} {goal} {nope} {");
        assert_eq!(
            found.len(),
            1,
            "an unclosed brace stops the reading: {found:?}"
        );
        let found = problems(PmKind::Results, "{name} {goal} {nope}\u{7}");
        assert_eq!(found.len(), 3, "{found:?}");
        assert!(found[0].contains("control"));
        assert!(found[1].contains("{goal}") && found[1].contains("{results}"));
        assert!(found[2].contains("{nope}"));
        assert!(problems(PmKind::Role, PmKind::Role.built_in()).is_empty());
        assert!(problems(PmKind::Results, PmKind::Results.built_in()).is_empty());
        assert!(problems(PmKind::Role, "}").len() == 1);
        assert!(!problems(PmKind::Role, &"x".repeat(MAX_TEMPLATE + 1)).is_empty());
    }

    #[test]
    fn every_ability_has_its_sentence() {
        for ability in Ability::ALL {
            let sentence = ability_sentence(ability.name());
            assert!(sentence.ends_with('.'), "{sentence}");
            assert!(!sentence.contains('_'), "{sentence}");
        }
    }
}
