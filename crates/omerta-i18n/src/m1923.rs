//! Mafia 1923's messages in words: the game's announcements and private messages, from the
//! data omerta-1923 gives beside each English sentence (`message::Said`), in any language.
//! One place for the pages and the mail. English is word for word the rule crate's own
//! text: the tests hold the two together over every scripted game.

use crate as i18n;
use crate::{t, tr, Args, Lang};
use omerta_1923::{Arg, Problem, Said, Why};

/// A role's name in `lang` (the seed's proper names, glossary-he.md), from its English
/// title; an unknown one as it is.
pub fn role(lang: Lang, title: &str) -> String {
    let id = match title {
        "Townsperson" => i18n::id("m1923-role-townsperson"),
        "Mafia Member" => i18n::id("m1923-role-mafia-member"),
        "Boss" => i18n::id("m1923-role-boss"),
        "Doctor" => i18n::id("m1923-role-doctor"),
        "Detective" => i18n::id("m1923-role-detective"),
        "Sheriff" => i18n::id("m1923-role-sheriff"),
        "Bodyguard" => i18n::id("m1923-role-bodyguard"),
        "Lawyer" => i18n::id("m1923-role-lawyer"),
        "Shadchan" => i18n::id("m1923-role-shadchan"),
        "Witness" => i18n::id("m1923-role-witness"),
        "Thief" => i18n::id("m1923-role-thief"),
        "Drunkard" => i18n::id("m1923-role-drunkard"),
        "Butler" => i18n::id("m1923-role-butler"),
        "Pacifist" => i18n::id("m1923-role-pacifist"),
        "Paperboy" => i18n::id("m1923-role-paperboy"),
        "Court Secretary" => i18n::id("m1923-role-court-secretary"),
        "Councilor" => i18n::id("m1923-role-councilor"),
        "Bumbling Bureaucrat" => i18n::id("m1923-role-bumbling-bureaucrat"),
        "Armed Robber" => i18n::id("m1923-role-armed-robber"),
        other => return other.to_string(),
    };
    t(lang, id)
}

/// A message of the game in `lang`.
pub fn said(lang: Lang, said: &Said) -> String {
    said_with(lang, said, &mut str::to_owned)
}

/// A message of the game in `lang`, each name (a player's, a family's) written by `name`:
/// a page isolates them (`<bdi>`), the mail writes them as they are.
pub fn said_with(lang: Lang, said: &Said, name: &mut dyn FnMut(&str) -> String) -> String {
    let mut args = Args::new();
    for (key, arg) in &said.args {
        match arg {
            Arg::Number(n) => args.set(key.clone(), *n),
            other => args.set(key.clone(), part(lang, other, name)),
        }
    }
    tr(lang, &said.id, &args)
}

/// Whether every message `said` names (itself and the sentences in its arguments) is in
/// the catalog: an edge words a message it knows, else shows the English record.
pub fn known(said: &Said) -> bool {
    fn arg_known(arg: &Arg) -> bool {
        match arg {
            Arg::Said(s) => known(s),
            Arg::List(parts) | Arg::Groups(parts) => parts.iter().all(arg_known),
            _ => true,
        }
    }
    i18n::exists(&said.id) && said.args.values().all(arg_known)
}

/// A part of a sentence in `lang`, as another sentence quotes it (a refusal's reason, a
/// setup's problems joined): names as they are.
pub fn arg(lang: Lang, arg: &Arg) -> String {
    part(lang, arg, &mut str::to_owned)
}

/// Why the engine ignores an action (M24) or a Mafia kill (M29), in `lang`; English is
/// word for word its `Display`.
pub fn why(lang: Lang, why: Why) -> String {
    said(lang, &why.said())
}

/// What keeps a script from being read or a setup from being dealt, in `lang`, at its
/// place as written; English is word for word its `Display`.
pub fn problem(lang: Lang, problem: &Problem) -> String {
    said(lang, &problem.said())
}

fn part(lang: Lang, arg: &Arg, name: &mut dyn FnMut(&str) -> String) -> String {
    match arg {
        Arg::Name(n) | Arg::Family(n) => name(n),
        Arg::Role { title, mafia } => match (mafia, title.as_str()) {
            (true, "Townsperson") => role(lang, "Mafia Member"),
            (true, other) => {
                let mut args = Args::new();
                args.set("role", role(lang, other));
                tr(lang, "m1923-said-mafia-and", &args)
            }
            (false, other) => role(lang, other),
        },
        Arg::Number(n) => crate::number(lang, *n as f64),
        Arg::Phase(p) => phase(lang, p),
        Arg::List(parts) => joined(lang, parts, ", ", name),
        Arg::Groups(parts) => joined(lang, parts, "; ", name),
        Arg::Said(s) => said_with(lang, s, name),
        Arg::Text(text) => text.clone(),
    }
}

fn joined(lang: Lang, parts: &[Arg], sep: &str, name: &mut dyn FnMut(&str) -> String) -> String {
    parts
        .iter()
        .map(|p| part(lang, p, name))
        .collect::<Vec<_>>()
        .join(sep)
}

/// `day 2` as a title in `lang` (`Day 2`).
pub fn phase_title(lang: Lang, phase: &str) -> String {
    let worded = phase_in(
        lang,
        phase,
        i18n::id("m1923-phase-day"),
        i18n::id("m1923-phase-night"),
    );
    worded.unwrap_or_else(|| {
        let mut chars = phase.chars();
        chars
            .next()
            .map(|c| c.to_uppercase().chain(chars).collect())
            .unwrap_or_default()
    })
}

/// `day 2` by the message for a day (`day`) or for a night (`night`); none for anything
/// else.
fn phase_in(lang: Lang, phase: &str, day: &str, night: &str) -> Option<String> {
    let (kind, n) = phase.split_once(' ')?;
    let id = match kind {
        "day" => day,
        "night" => night,
        _ => return None,
    };
    let mut args = Args::new();
    args.set("n", n.to_string());
    Some(tr(lang, id, &args))
}

/// A phase's closing in `lang`: "Night 1 is over; day 1 begins.", or the game's end.
pub fn phase_over(lang: Lang, closed: &str, next: Option<&str>) -> String {
    let mut args = Args::new();
    args.set("phase", phase_title(lang, closed));
    match next {
        Some(next) => {
            args.set("next", phase(lang, next));
            tr(lang, "m1923-phase-over", &args)
        }
        None => tr(lang, "m1923-phase-over-last", &args),
    }
}

/// How many Civilians the Mafia must attempt to kill tonight, in `lang` (M28).
pub fn kill_count(lang: Lang, n: usize) -> String {
    let mut args = Args::new();
    args.set("n", i64::try_from(n).unwrap_or(i64::MAX));
    tr(lang, "m1923-said-kill-count", &args)
}

/// `night 2` in `lang`, as a sentence names it in its middle.
pub fn phase(lang: Lang, phase: &str) -> String {
    let worded = phase_in(
        lang,
        phase,
        i18n::id("m1923-phase-day-lower"),
        i18n::id("m1923-phase-night-lower"),
    );
    worded.unwrap_or_else(|| phase.to_string())
}
