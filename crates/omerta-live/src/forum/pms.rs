//! Role PMs and results PMs (issue 32, 2; docs/live/forum.md, D35 to D41): the host
//! writes a template, for every role or for one role, and each player is sent it filled
//! in: their role PM at the deal, a results PM after each night that gave them results.
//! The seed's words: "Read the rules and your Role PM once more" (rule 17); "Noodle gets
//! sent a PM saying something along the lines of the result of his investigation is
//! 'not mafia'"; "Bad Ash does not receive a PM before the days starts".
//!
//! Apart from the setup because a template is read twice: checked whole when the game
//! starts (every problem with its place), and filled when a PM is sent.

use super::{identity, ForumGame};
use crate::Slot;
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
fn pieces(template: &str) -> Result<Vec<Piece<'_>>, String> {
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
            return Err(
                "has a \"}\" that closes no blank: write \"}}\" for the brace itself".to_string(),
            );
        }
        let Some(end) = after.find('}') else {
            return Err(
                "has a \"{\" that opens a blank never closed: write \"{{\" for the brace itself"
                    .to_string(),
            );
        };
        out.push(Piece::Blank(after[..end].trim()));
        rest = &after[end + 1..];
    }
    Ok(out)
}

/// Every problem of a template of `kind`, as sentences (empty: it is fit). The one check
/// of a template: the setup's check calls it for each template with its place.
pub fn problems(kind: PmKind, template: &str) -> Vec<String> {
    let mut found = Vec::new();
    let length = template.chars().count();
    if length > MAX_TEMPLATE {
        found.push(format!(
            "is {length} characters long; a PM is at most {MAX_TEMPLATE}, as a post"
        ));
    }
    if template
        .chars()
        .any(|c| c.is_control() && c != '\n' && c != '\t' && c != '\r')
    {
        found.push("holds control characters: write text, new lines and tabs only".to_string());
    }
    if template.trim().is_empty() {
        found.push("is empty: leave it out to send the built-in PM".to_string());
    }
    match pieces(template) {
        Err(why) => found.push(why),
        Ok(pieces) => {
            let mut unknown: Vec<&str> = pieces
                .iter()
                .filter_map(|p| match p {
                    Piece::Blank(name) if !kind.blanks().contains(name) => Some(*name),
                    _ => None,
                })
                .collect();
            unknown.dedup();
            for name in unknown {
                found.push(format!(
                    "has the blank {{{name}}}, which this PM does not fill (it fills {})",
                    kind.blanks()
                        .iter()
                        .map(|b| format!("{{{b}}}"))
                        .collect::<Vec<_>>()
                        .join(", ")
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

/// A role PM's `{goal}`: how the player's faction wins, as the game decides it.
pub fn goal_text(faction: &str, fifty_percent_rule: bool) -> String {
    if super::is_town(faction) {
        "You win with the town when no player against the town is left alive.".to_string()
    } else if fifty_percent_rule {
        format!(
            "You win with the {} when no town player is left alive, or when the town can no longer make a majority (rule 8).",
            faction.trim()
        )
    } else {
        format!(
            "You win with the {} when no town player is left alive.",
            faction.trim()
        )
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

impl ForumGame {
    /// The slot's role PM: its template (the role's, the setup's, or the built-in one)
    /// filled for the slot's current player and their team as the rules tell it.
    pub(super) fn role_pm(&self, slot: Slot) -> String {
        let Some(dealt) = self.dealt.get(slot as usize) else {
            return String::new();
        };
        let template = dealt.pm.as_deref().unwrap_or(PmKind::Role.built_in());
        let team: Vec<String> = self
            .known
            .get(slot as usize)
            .map(|known| {
                known
                    .iter()
                    .map(|s| {
                        let partner = self.member(*s);
                        match partner
                            .role
                            .as_deref()
                            .map(str::trim)
                            .filter(|r| !r.is_empty())
                        {
                            Some(role) => format!("{} ({role})", partner.name),
                            None => partner.name,
                        }
                    })
                    .collect()
            })
            .unwrap_or_default();
        fill(template, &|blank| {
            Some(match blank {
                "name" => self.name(slot).to_string(),
                "faction" => dealt.faction.trim().to_string(),
                "role" => dealt.role.clone().unwrap_or_else(|| "vanilla".to_string()),
                "identity" => identity(&dealt.faction, dealt.role.as_deref()),
                "abilities" => abilities_text(&dealt.abilities),
                "team" if team.is_empty() => String::new(),
                "team" => format!("Your team: {}.", team.join(", ")),
                "goal" => goal_text(&dealt.faction, self.game.fifty_percent_rule),
                _ => return None,
            })
        })
    }

    /// The slot's results PM for a night: its results template filled with each result
    /// in a sentence, one per line.
    pub(super) fn results_pm(&self, slot: Slot, night: u32, results: &[String]) -> String {
        let template = self
            .dealt
            .get(slot as usize)
            .and_then(|d| d.results_pm.as_deref())
            .unwrap_or(PmKind::Results.built_in());
        fill(template, &|blank| {
            Some(match blank {
                "name" => self.name(slot).to_string(),
                "night" => night.to_string(),
                "results" => results.join("\n"),
                _ => return None,
            })
        })
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
