//! A forum night's explanation in words: the resolver's reasons, questions, steps, notes and
//! results, from the data omerta-night gives beside each English sentence
//! (`omerta_night::Said`, the outcome's own fields), in any language. One place for the
//! CLI and the forum host's page. English is word for word the resolver's own text
//! (`Outcome::to_text`): the tests hold the two together over every example night.
//!
//! And why a night cannot be resolved, or an action its rules refuse: a night document's
//! faults ([`error`], [`fault`]), a knot past the budget ([`entangled`]), a forum thread's
//! night entry ([`unresolved`]), each worded from its data; English is word for word the
//! crates' own `Display` (`tests/night_refusals.rs` holds every kind).

use crate as i18n;
use crate::With;
use crate::{t, tr, Args, Lang};
use omerta_forum::{DeathKind, NightError, NightFault};
use omerta_night::said::{name, Intercept, Who};
use omerta_night::{
    Ability, Bound, Entangled, Error, Exhausted, Explanation, Fault, Info, InfoResult, Knotted,
    Move, Node, Outcome, Passive, Problem, Said, Shooter, ShotEnd, Side, Verdict,
};
use std::fmt::Write;

/// An ability's name in `lang` (English: its contract name, `factional_kill`).
pub fn ability(lang: Lang, ability: Ability) -> String {
    let id = match ability {
        Ability::Kill => i18n::id("night-ability-kill"),
        Ability::FactionalKill => i18n::id("night-ability-factional-kill"),
        Ability::Protect => i18n::id("night-ability-protect"),
        Ability::Block => i18n::id("night-ability-block"),
        Ability::Jail => i18n::id("night-ability-jail"),
        Ability::Investigate => i18n::id("night-ability-investigate"),
        Ability::Track => i18n::id("night-ability-track"),
        Ability::Watch => i18n::id("night-ability-watch"),
        Ability::Redirect => i18n::id("night-ability-redirect"),
        Ability::Swap => i18n::id("night-ability-swap"),
        Ability::Visit => i18n::id("night-ability-visit"),
        Ability::Recruit => i18n::id("night-ability-recruit"),
        Ability::StrongKill => i18n::id("night-ability-strong-kill"),
        Ability::NinjaKill => i18n::id("night-ability-ninja-kill"),
        Ability::Commute => i18n::id("night-ability-commute"),
        Ability::Deflect => i18n::id("night-ability-deflect"),
        Ability::Guard => i18n::id("night-ability-guard"),
        Ability::DayKill => i18n::id("night-ability-day-kill"),
    };
    t(lang, id)
}

fn via(lang: Lang, moves: &[Move], players: &[String]) -> String {
    moves
        .iter()
        .map(|m| {
            With::new()
                .s("from", name(players, m.from))
                .s("to", name(players, m.to))
                .s("by", name(players, m.by))
                .s("ability", ability(lang, m.ability))
                .said(i18n::id("night-move"), lang)
        })
        .collect()
}

/// A sentence of the explanation in `lang`, its players named from `players` (the night's,
/// `Outcome::players`).
pub fn said(lang: Lang, said: &Said, players: &[String]) -> String {
    let ab = |a: &Ability| ability(lang, *a);
    let n = |w: &Who| name(players, *w);
    let via = |moves: &[Move]| via(lang, moves, players);
    match said {
        Said::Effect {
            actor,
            ability,
            target,
            via: v,
        } => acted(n(actor), ab(ability), n(target))
            .s("via", via(v))
            .said(i18n::id("night-effect"), lang),
        Said::Visited {
            visitor,
            target,
            ability,
            via: v,
        } => With::new()
            .s("visitor", n(visitor))
            .s("target", n(target))
            .s("ability", ab(ability))
            .s("via", via(v))
            .said(i18n::id("night-visited"), lang),
        Said::Intercepted(i) => {
            let Intercept {
                guard,
                guarded,
                guard_via,
                attacker,
                kill,
                target,
                kill_via,
                victim,
                shot,
            } = &**i;
            let what = if *shot {
                With::new()
                    .s("guard", n(guard))
                    .s("victim", n(victim))
                    .said(i18n::id("night-shoots-attacker"), lang)
            } else {
                With::new()
                    .s("victim", n(victim))
                    .s("guarded", n(guarded))
                    .said(i18n::id("night-in-place"), lang)
            };
            With::new()
                .s("guard", n(guard))
                .s("guarded", n(guarded))
                .s("guard-via", via(guard_via))
                .s("attacker", n(attacker))
                .s("kill", ab(kill))
                .s("target", n(target))
                .s("kill-via", via(kill_via))
                .s("what", what)
                .said(i18n::id("night-intercepted"), lang)
        }
        Said::Protects {
            actor,
            ability,
            target,
            via: v,
        } => acted(n(actor), ab(ability), n(target))
            .s("via", via(v))
            .said(i18n::id("night-protects"), lang),
        Said::Blocks {
            actor,
            ability,
            target,
            via: v,
        } => acted(n(actor), ab(ability), n(target))
            .s("via", via(v))
            .said(i18n::id("night-blocks"), lang),
        Said::Moves {
            mover,
            moves,
            actor,
            ability,
            from,
            to,
        }
        | Said::WouldMove {
            mover,
            moves,
            actor,
            ability,
            from,
            to,
        } => {
            let id = if matches!(said, Said::Moves { .. }) {
                i18n::id("night-moves")
            } else {
                i18n::id("night-would-move")
            };
            With::new()
                .s("mover", n(mover))
                .s("moves", ab(moves))
                .s("actor", n(actor))
                .s("ability", ab(ability))
                .s("from", n(from))
                .s("to", n(to))
                .said(id, lang)
        }
        Said::NotShown => t(lang, "night-not-shown"),
        Said::OffRoute { ended } => With::new()
            .s("ended", n(ended))
            .said(i18n::id("night-off-route"), lang),
        Said::Vest { player } => With::new()
            .s("player", n(player))
            .said(i18n::id("night-vest"), lang),
        Said::VestShots { player, shots } => {
            let mut args = Args::new();
            args.set("player", n(player));
            // Written as it is (no grouping), chosen by as a number.
            args.set("shots", shots.to_string());
            args.set("count", *shots);
            tr(lang, "night-vest-shots", &args)
        }
        Said::Grief { lover, of } => With::new()
            .s("lover", n(lover))
            .s("of", n(of))
            .said(i18n::id("night-grief"), lang),
        Said::Commutes { actor } => With::new()
            .s("actor", n(actor))
            .said(i18n::id("night-commutes"), lang),
        Said::Drove {
            actor,
            ability,
            first,
            second,
            blocked,
        } => {
            let id = if *blocked {
                i18n::id("night-drove-blocked")
            } else {
                i18n::id("night-drove")
            };
            With::new()
                .s("actor", n(actor))
                .s("ability", ab(ability))
                .s("first", n(first))
                .s("second", n(second))
                .said(id, lang)
        }
        Said::Blocked {
            actor,
            ability,
            target,
        } => acted(n(actor), ab(ability), n(target)).said(i18n::id("night-blocked"), lang),
        Said::NotHome {
            actor,
            ability,
            target,
        } => acted(n(actor), ab(ability), n(target)).said(i18n::id("night-not-home"), lang),
        Said::Guarded {
            actor,
            ability,
            target,
            guard,
        } => acted(n(actor), ab(ability), n(target))
            .s("guard", n(guard))
            .said(i18n::id("night-guarded"), lang),
        Said::ShooterDead {
            actor,
            ability,
            target,
        } => acted(n(actor), ab(ability), n(target)).said(i18n::id("night-shooter-dead"), lang),
        Said::Shot { by, victim, end } => {
            let by = match by {
                Shooter::Action { actor, ability } => With::new()
                    .s("actor", n(actor))
                    .s("ability", ab(ability))
                    .said(i18n::id("night-by-action"), lang),
                Shooter::Bodyguard { actor, ability } => With::new()
                    .s("actor", n(actor))
                    .s("ability", ab(ability))
                    .said(i18n::id("night-by-bodyguard"), lang),
                Shooter::ShotBack { guard } => With::new()
                    .s("guard", n(guard))
                    .said(i18n::id("night-by-shot-back"), lang),
                Shooter::Paranoid { owner } => With::new()
                    .s("owner", n(owner))
                    .said(i18n::id("night-by-paranoid"), lang),
            };
            let end = match end {
                ShotEnd::Protected => t(lang, "night-end-protected"),
                ShotEnd::Vest => t(lang, "night-end-vest"),
                ShotEnd::Dies => t(lang, "night-end-dies"),
                ShotEnd::AlreadyDead => t(lang, "night-end-already-dead"),
            };
            With::new()
                .s("by", by)
                .s("victim", n(victim))
                .s("end", end)
                .said(i18n::id("night-shot"), lang)
        }
        Said::Dies { player } => With::new()
            .s("player", n(player))
            .said(i18n::id("night-dies"), lang),
        Said::TakesEffect {
            actor,
            ability,
            action,
        } => With::new()
            .s("actor", n(actor))
            .s("ability", ab(ability))
            .s("action", action.to_string())
            .said(i18n::id("night-takes-effect"), lang),
        Said::Steps => t(lang, "night-steps"),
        Said::DayShots => t(lang, "night-day-shots"),
        Said::SetAside {
            actor,
            target,
            faction,
            allowed,
        } => {
            let mut args = Args::new();
            args.set("actor", n(actor));
            args.set("ability", ability(lang, Ability::FactionalKill));
            args.set("target", n(target));
            args.set("faction", faction.to_string());
            args.set("allowed", allowed.to_string());
            args.set("count", *allowed);
            tr(lang, "night-set-aside", &args)
        }
        Said::Unexplained { bound } => {
            let bound = match bound {
                Bound::Steps(n) => With::new()
                    .s("steps", n.to_string())
                    .said(i18n::id("night-bound-steps"), lang),
                Bound::Memory(mib) => With::new()
                    .s("mib", mib.to_string())
                    .said(i18n::id("night-bound-memory"), lang),
                Bound::Time => t(lang, "night-bound-time"),
            };
            With::new()
                .s("bound", bound)
                .said(i18n::id("night-unexplained"), lang)
        }
    }
}

/// The arguments of "actor's ability on target".
fn acted(actor: &str, ability: String, target: &str) -> With {
    With::new()
        .s("actor", actor)
        .s("ability", ability)
        .s("target", target)
}

/// An information action's result in `lang`.
pub fn result(lang: Lang, r: &InfoResult) -> String {
    let on = || acted(&r.to, ability(lang, r.ability), &r.target);
    match &r.info {
        Info::Verdict(v) => {
            let verdict = match v {
                Verdict::Innocent => t(lang, "night-innocent"),
                Verdict::Guilty => t(lang, "night-guilty"),
            };
            on().s("verdict", verdict)
                .said(i18n::id("night-result-verdict"), lang)
        }
        Info::Visited(names) => on()
            .s("names", names.join(", "))
            .said(i18n::id("night-result-visited"), lang),
        Info::NoAction => on().said(i18n::id("night-result-nowhere"), lang),
        Info::VisitedBy(names) if names.is_empty() => {
            on().said(i18n::id("night-result-unvisited"), lang)
        }
        Info::VisitedBy(names) => on()
            .s("names", names.join(", "))
            .said(i18n::id("night-result-visited-by"), lang),
        Info::NoResult => With::new()
            .s("actor", r.to.as_str())
            .s("ability", ability(lang, r.ability))
            .said(i18n::id("night-result-none"), lang),
    }
}

/// The outcome with each of its sentences (questions, reasons, notes, why the reasons are
/// not given) in `lang`: what the CLI's JSON gives in the reader's language, its ids,
/// codes and numbers unchanged.
pub fn reword(lang: Lang, outcome: &mut Outcome) {
    fn node(lang: Lang, n: &mut Node, players: &[String]) {
        n.text = said(lang, &n.said, players);
        n.children.iter_mut().for_each(|c| node(lang, c, players));
    }
    let players = &outcome.players;
    for e in &mut outcome.explanations {
        e.question = said(lang, &e.asked, players);
        e.reasons.iter_mut().for_each(|r| node(lang, r, players));
    }
    for n in &mut outcome.notes {
        n.text = said(lang, &n.said, players);
    }
    if let Some(why) = &outcome.unexplained_said {
        outcome.unexplained = Some(said(lang, why, players));
    }
}

/// The outcome for people in `lang`, as `Outcome::to_text` gives it in English: deaths,
/// recruitments, results, masons, notes, and the reason trees if any.
pub fn text(lang: Lang, outcome: &Outcome) -> String {
    let mut out = String::new();
    let list = |names: &[String]| {
        if names.is_empty() {
            t(lang, "night-nobody")
        } else {
            names.join(", ")
        }
    };
    let line = |out: &mut String, s: String| {
        let _ = writeln!(out, "{s}");
    };
    line(
        &mut out,
        With::new()
            .s("names", list(&outcome.deaths))
            .said(i18n::id("night-deaths"), lang),
    );
    line(
        &mut out,
        With::new()
            .s("names", list(&outcome.recruited))
            .said(i18n::id("night-recruited"), lang),
    );
    if !outcome.results.is_empty() {
        line(&mut out, t(lang, "night-results"));
        for r in &outcome.results {
            line(&mut out, format!("  {}", result(lang, r)));
        }
    }
    if !outcome.masons.is_empty() {
        line(&mut out, t(lang, "night-masons"));
        for (to, others) in &outcome.masons {
            let known = match others.len() {
                0 => With::new()
                    .s("name", to.as_str())
                    .said(i18n::id("night-mason-alone"), lang),
                1 => With::new()
                    .s("name", to.as_str())
                    .s("other", others[0].as_str())
                    .said(i18n::id("night-mason-one"), lang),
                _ => With::new()
                    .s("name", to.as_str())
                    .s("others", others.join(", "))
                    .said(i18n::id("night-mason-many"), lang),
            };
            line(&mut out, format!("  {known}"));
        }
    }
    if !outcome.notes.is_empty() {
        line(&mut out, t(lang, "night-for-host"));
        for n in &outcome.notes {
            let note = With::new()
                .s("action", n.action.to_string())
                .s("note", said(lang, &n.said, &outcome.players))
                .said(i18n::id("night-note"), lang);
            line(&mut out, format!("  {note}"));
        }
    }
    if let Some(why) = &outcome.unexplained_said {
        let why = With::new()
            .s("why", said(lang, why, &outcome.players))
            .said(i18n::id("night-why"), lang);
        line(&mut out, format!("\n{why}"));
    }
    for e in &outcome.explanations {
        explanation(lang, e, &outcome.players, &mut out);
    }
    out
}

fn explanation(lang: Lang, e: &Explanation, players: &[String], out: &mut String) {
    let asked = said(lang, &e.asked, players);
    let head = if e.asked.is_question() {
        let id = if e.answer {
            i18n::id("night-yes")
        } else {
            i18n::id("night-no")
        };
        With::new().s("question", asked).said(id, lang)
    } else {
        With::new()
            .s("heading", asked)
            .said(i18n::id("night-heading"), lang)
    };
    let _ = writeln!(out, "\n{head}");
    if e.reasons.is_empty() {
        let _ = writeln!(out, "  {}", t(lang, "night-no-reasons"));
    }
    for r in &e.reasons {
        reason(lang, r, 0, players, out);
    }
}

fn reason(lang: Lang, node: &Node, depth: usize, players: &[String], out: &mut String) {
    let side = match node.side {
        Side::For => t(lang, "night-side-for"),
        Side::Against => t(lang, "night-side-against"),
    };
    let verdict = if node.cut {
        t(lang, "night-verdict-cut")
    } else if node.stands {
        t(lang, "night-verdict-stands")
    } else {
        t(lang, "night-verdict-counteracted")
    };
    let line = With::new()
        .s("side", side)
        .s("reason", said(lang, &node.said, players))
        .s("verdict", verdict)
        .said(i18n::id("night-reason"), lang);
    let _ = writeln!(out, "{}{line}", "  ".repeat(depth + 1));
    for child in &node.children {
        reason(lang, child, depth + 1, players, out);
    }
}

/// "a", "a or b", "a, b or c" in `lang`.
fn or_list(lang: Lang, items: &[&str]) -> String {
    match items {
        [] => String::new(),
        [one] => (*one).to_owned(),
        [init @ .., last] => With::new()
            .s("first", init.join(", "))
            .s("last", *last)
            .said(i18n::id("night-or"), lang),
    }
}

/// Text the document gave, quoted as the resolver quotes it (Rust's `{:?}`).
fn quoted(text: &str) -> String {
    format!("{text:?}")
}

/// What is wrong at a place of a night document (`omerta_night::Fault`), in `lang`.
pub fn fault(lang: Lang, fault: &Fault) -> String {
    let ab = |a: &Ability| ability(lang, *a);
    match fault {
        Fault::UnknownFormat { format } => With::new()
            .s("format", quoted(format))
            .said(i18n::id("night-fault-unknown-format"), lang),
        Fault::NoFormat => t(lang, "night-fault-no-format"),
        Fault::UnknownMethod { method } => With::new()
            .s("method", quoted(method))
            .said(i18n::id("night-fault-unknown-method"), lang),
        Fault::UnknownPhase { phase } => With::new()
            .s("phase", quoted(phase))
            .said(i18n::id("night-fault-unknown-phase"), lang),
        Fault::Missing { field } => With::new()
            .s("field", field.name())
            .said(i18n::id("night-fault-missing"), lang),
        Fault::NoAlignment => t(lang, "night-fault-no-alignment"),
        Fault::NameTwice { name } => With::new()
            .s("name", quoted(name))
            .said(i18n::id("night-fault-name-twice"), lang),
        Fault::UnknownSanity { sanity } => With::new()
            .s("sanity", quoted(sanity))
            .said(i18n::id("night-fault-unknown-sanity"), lang),
        Fault::UnknownAppearance { appears } => With::new()
            .s("appears", quoted(appears))
            .said(i18n::id("night-fault-unknown-appearance"), lang),
        Fault::VestShots { shots } => With::new()
            .s("shots", shots.to_string())
            .said(i18n::id("night-fault-vest-shots"), lang),
        Fault::LoverAlone => t(lang, "night-fault-lover-alone"),
        Fault::UnknownPassive { kind } => {
            let known: Vec<&str> = Passive::ALL.iter().map(|p| p.name()).collect();
            With::new()
                .s("kind", quoted(kind))
                .s("known", or_list(lang, &known))
                .said(i18n::id("night-fault-unknown-passive"), lang)
        }
        Fault::ShotsAbility { ability } => With::new()
            .s("ability", quoted(ability))
            .said(i18n::id("night-fault-shots-ability"), lang),
        Fault::ShotsLeft { shots } => With::new()
            .s("shots", shots.to_string())
            .said(i18n::id("night-fault-shots-left"), lang),
        Fault::LoverUnknown { with } => With::new()
            .s("with", quoted(with))
            .said(i18n::id("night-fault-lover-unknown"), lang),
        Fault::LoverThemself { with } => With::new()
            .s("with", quoted(with))
            .said(i18n::id("night-fault-lover-themself"), lang),
        Fault::ActorUnknown { name } => With::new()
            .s("name", quoted(name))
            .said(i18n::id("night-fault-actor-unknown"), lang),
        Fault::TargetUnknown { name } => With::new()
            .s("name", quoted(name))
            .said(i18n::id("night-fault-target-unknown"), lang),
        Fault::UnsupportedAbility { ability } => {
            // The names a document writes, as it writes them.
            let known: Vec<&str> = Ability::ALL.iter().map(|a| a.name()).collect();
            With::new()
                .s("ability", quoted(ability))
                .s("known", known.join(", "))
                .said(i18n::id("night-fault-unsupported-ability"), lang)
        }
        Fault::Targets { ability, given } => {
            let mut args = Args::new();
            args.set("ability", ab(ability));
            args.set("arity", ability.arity() as i64);
            args.set("given", given.to_string());
            tr(lang, "night-fault-targets", &args)
        }
        Fault::SamePlayers { ability } => With::new()
            .s("ability", ab(ability))
            .said(i18n::id("night-fault-same-players"), lang),
        Fault::DayAction { ability } => With::new()
            .s("ability", ab(ability))
            .said(i18n::id("night-fault-day-action"), lang),
        Fault::NightAction { ability } => With::new()
            .s("ability", ab(ability))
            .said(i18n::id("night-fault-night-action"), lang),
        Fault::UsesLeft {
            actor,
            ability,
            left,
            count,
        } => {
            // English's ordinal ending ("st", "nd", "rd", "th"); the other languages write
            // the count their own way.
            let nth = omerta_night::document::ordinal(*count);
            let suffix = nth.trim_start_matches(|c: char| c.is_ascii_digit());
            let mut args = Args::new();
            args.set("actor", actor.clone());
            args.set("left", i64::from(*left));
            args.set("ability", ab(ability));
            args.set("count", count.to_string());
            args.set("suffix", suffix.to_owned());
            tr(lang, "night-fault-uses-left", &args)
        }
        Fault::SelfTarget { actor } => With::new()
            .s("actor", actor.as_str())
            .said(i18n::id("night-fault-self-target"), lang),
        Fault::FactionalKills { kills } => With::new()
            .s("kills", kills.to_string())
            .said(i18n::id("night-fault-factional-kills"), lang),
    }
}

/// A night document's problem at its place, in `lang`: "actions[2]: …".
pub fn problem(lang: Lang, problem: &Problem) -> String {
    format!("{}: {}", problem.at, fault(lang, &problem.said))
}

/// Why a night document was refused (`omerta_night::Error`), in `lang`: serde's detail of
/// a document that is not one as it is, and every problem (the first hundred) on a line of
/// its own, as `Display` gives it in English.
pub fn error(lang: Lang, error: &Error) -> String {
    match error {
        Error::Parse(detail) => With::new()
            .s("detail", detail.as_str())
            .said(i18n::id("night-refused-parse"), lang),
        Error::Invalid(problems) => {
            let n = problems.len();
            let mut args = Args::new();
            args.set("count", n as i64);
            let mut out = tr(lang, "night-refused-problems", &args);
            for p in problems.iter().take(omerta_night::document::MAX_LISTED) {
                out.push_str("\n  ");
                out.push_str(&problem(lang, p));
            }
            if n > omerta_night::document::MAX_LISTED {
                let mut args = Args::new();
                args.set("count", (n - omerta_night::document::MAX_LISTED) as i64);
                out.push_str("\n  ");
                out.push_str(&tr(lang, "night-refused-more", &args));
            }
            out
        }
    }
}

/// An action of a knot, in `lang`: "A's swap on B and C".
pub fn knotted(lang: Lang, action: &Knotted) -> String {
    let with = acted(&action.actor, ability(lang, action.ability), &action.target);
    match &action.second {
        None => with.said(i18n::id("night-knot-action"), lang),
        Some(second) => with
            .s("second", second.as_str())
            .said(i18n::id("night-knot-action-two"), lang),
    }
}

/// A night too entangled for its budget (`omerta_night::Entangled`), in `lang`.
pub fn entangled(lang: Lang, knot: &Entangled) -> String {
    let actions: Vec<String> = knot.actions.iter().map(|a| knotted(lang, a)).collect();
    let actions = actions.join("; ");
    let advice = || t(lang, "night-entangled-advice");
    match knot.exhausted {
        Exhausted::Stopped => With::new()
            .s("actions", actions)
            .said(i18n::id("night-entangled-stopped"), lang),
        Exhausted::Steps => With::new()
            .s("steps", knot.steps.to_string())
            .s("actions", actions)
            .s("advice", advice())
            .said(i18n::id("night-entangled-steps"), lang),
        Exhausted::Memory => With::new()
            .s("mib", (knot.bytes >> 20).to_string())
            .s("actions", actions)
            .s("advice", advice())
            .said(i18n::id("night-entangled-memory"), lang),
    }
}

/// What is wrong with a thread's night entry (`omerta_forum::NightFault`), in `lang`.
pub fn thread_fault(lang: Lang, said: &NightFault) -> String {
    match said {
        NightFault::NotAPlayer { name } => With::new()
            .s("name", quoted(name))
            .said(i18n::id("night-thread-not-a-player"), lang),
        NightFault::Dead { name, night, death } => {
            let with = With::new()
                .s("name", quoted(name))
                .s("night", night.to_string());
            match death {
                None => with.said(i18n::id("night-thread-dead"), lang),
                Some((kind, time)) => {
                    let how = match kind {
                        DeathKind::Lynch => t(lang, "night-thread-lynched"),
                        DeathKind::Night => t(lang, "night-thread-killed"),
                        DeathKind::Modkill => t(lang, "night-thread-modkilled"),
                        DeathKind::Other => t(lang, "night-thread-died"),
                    };
                    with.s("how", how)
                        .s("time", omerta_forum::time::format(*time))
                        .said(i18n::id("night-thread-dead-how"), lang)
                }
            }
        }
        NightFault::NotAnObject => t(lang, "night-thread-not-an-object"),
        NightFault::NotAList => t(lang, "night-thread-not-a-list"),
        NightFault::NoName => fault(
            lang,
            &Fault::Missing {
                field: omerta_night::Field::Name,
            },
        ),
        NightFault::NoFaction { name, night } => With::new()
            .s("name", name.as_str())
            .s("night", night.to_string())
            .said(i18n::id("night-thread-no-faction"), lang),
        NightFault::PassivesNotAList { name } => With::new()
            .s("name", name.as_str())
            .said(i18n::id("night-thread-passives"), lang),
    }
}

/// Why a forum night cannot be resolved, or why its rules refuse an action
/// (`omerta_forum::NightError`: the thread's night entry, the night document, a knot), in
/// `lang`, as `Display` gives it in English: the thread's problems one a line.
pub fn unresolved(lang: Lang, why: &NightError) -> String {
    match why {
        NightError::NoNights => t(lang, "night-thread-no-nights"),
        NightError::NotGiven { night, given } => {
            let given = if given.is_empty() {
                t(lang, "night-thread-none-given")
            } else {
                let given: Vec<String> = given.iter().map(u32::to_string).collect();
                given.join(", ")
            };
            With::new()
                .s("night", night.to_string())
                .s("given", given)
                .said(i18n::id("night-thread-not-given"), lang)
        }
        NightError::NotScheduled { night } => With::new()
            .s("night", night.to_string())
            .said(i18n::id("night-thread-not-scheduled"), lang),
        NightError::Problems(problems) => problems
            .iter()
            .map(|p| format!("{}: {}", p.at, thread_fault(lang, &p.said)))
            .collect::<Vec<_>>()
            .join("\n"),
        NightError::Document(e) => error(lang, e),
        NightError::Entangled(knot) => entangled(lang, knot),
    }
}

/// A role of the catalog in one sentence (`omerta night roles`), in `lang`: English is
/// word for word `Role::sentence` (`tests/night_roles.rs` holds every role to it). The
/// role's, the abilities' contract and the passives' names stay as they are (they are what
/// a night document writes); an ability's name is [`ability`]'s.
pub fn role_line(lang: Lang, role: &omerta_night::Role) -> String {
    let mut parts: Vec<String> = role
        .abilities
        .iter()
        .map(|&a| {
            let mut components: Vec<String> = a
                .parts()
                .iter()
                .map(|&c| {
                    With::new()
                        .s("component", component(lang, c))
                        .s("does", component_does(lang, c))
                        .said(i18n::id("night-role-component"), lang)
                })
                .collect();
            if a.visits() {
                components.push(t(lang, "night-role-visit"));
            }
            With::new()
                .s("ability", ability(lang, a))
                .s("components", and_list(lang, &components))
                .said(i18n::id("night-role-ability"), lang)
        })
        .collect();
    parts.extend(role.passives.iter().map(|&p| {
        With::new()
            .s("passive", p.name())
            .s("does", passive_does(lang, p))
            .said(i18n::id("night-role-passive"), lang)
    }));
    if parts.is_empty() {
        parts.push(t(lang, "night-role-nothing"));
    }
    if let Some(verdict) = role.appears {
        let verdict = match verdict {
            Verdict::Innocent => t(lang, "night-innocent"),
            Verdict::Guilty => t(lang, "night-guilty"),
        };
        parts.push(
            With::new()
                .s("verdict", verdict)
                .said(i18n::id("night-role-appears"), lang),
        );
    }
    With::new()
        .s("role", role.name)
        .s("team", team(lang, role.team))
        .s("parts", parts.join("; "))
        .s("win", win(lang, role.win))
        .said(i18n::id("night-role"), lang)
}

/// "a", "a and b", "a, b and c" in `lang`.
fn and_list(lang: Lang, items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => With::new()
            .s("first", init.join(", "))
            .s("last", last.as_str())
            .said(i18n::id("night-role-and"), lang),
    }
}

/// A component's name (English: its name in docs/night/rar.md, `Component::name`).
pub fn component(lang: Lang, component: omerta_night::Component) -> String {
    use omerta_night::Component as C;
    let id = match component {
        C::Kill => i18n::id("night-component-kill"),
        C::Protect => i18n::id("night-component-protect"),
        C::Block => i18n::id("night-component-block"),
        C::Redirect => i18n::id("night-component-redirect"),
        C::Swap => i18n::id("night-component-swap"),
        C::Investigate => i18n::id("night-component-investigate"),
        C::Track => i18n::id("night-component-track"),
        C::Watch => i18n::id("night-component-watch"),
        C::Recruit => i18n::id("night-component-recruit"),
        C::Strong => i18n::id("night-component-strong"),
        C::Unseen => i18n::id("night-component-unseen"),
        C::Commute => i18n::id("night-component-commute"),
        C::Deflect => i18n::id("night-component-deflect"),
        C::Guard => i18n::id("night-component-guard"),
        C::Day => i18n::id("night-component-day"),
    };
    t(lang, id)
}

/// What a component does (`Component::describe`).
pub fn component_does(lang: Lang, component: omerta_night::Component) -> String {
    use omerta_night::Component as C;
    let id = match component {
        C::Kill => i18n::id("night-component-kill-does"),
        C::Protect => i18n::id("night-component-protect-does"),
        C::Block => i18n::id("night-component-block-does"),
        C::Redirect => i18n::id("night-component-redirect-does"),
        C::Swap => i18n::id("night-component-swap-does"),
        C::Investigate => i18n::id("night-component-investigate-does"),
        C::Track => i18n::id("night-component-track-does"),
        C::Watch => i18n::id("night-component-watch-does"),
        C::Recruit => i18n::id("night-component-recruit-does"),
        C::Strong => i18n::id("night-component-strong-does"),
        C::Unseen => i18n::id("night-component-unseen-does"),
        C::Commute => i18n::id("night-component-commute-does"),
        C::Deflect => i18n::id("night-component-deflect-does"),
        C::Guard => i18n::id("night-component-guard-does"),
        C::Day => i18n::id("night-component-day-does"),
    };
    t(lang, id)
}

/// What a passive does (`Passive::describe`).
pub fn passive_does(lang: Lang, passive: Passive) -> String {
    let id = match passive {
        Passive::Bulletproof => i18n::id("night-passive-bulletproof-does"),
        Passive::ParanoidGunOwner => i18n::id("night-passive-paranoid-gun-owner-does"),
        Passive::Lover => i18n::id("night-passive-lover-does"),
        Passive::Mason => i18n::id("night-passive-mason-does"),
    };
    t(lang, id)
}

/// Whom a role plays for (`Team::describe`).
pub fn team(lang: Lang, team: omerta_night::Team) -> String {
    use omerta_night::Team as T;
    let id = match team {
        T::Town => i18n::id("night-team-town"),
        T::Mafia => i18n::id("night-team-mafia"),
        T::Own => i18n::id("night-team-own"),
        T::Any => i18n::id("night-team-any"),
    };
    t(lang, id)
}

/// How a role wins (`Win::describe`).
pub fn win(lang: Lang, win: omerta_night::Win) -> String {
    use omerta_night::Win as W;
    let id = match win {
        W::Faction => i18n::id("night-win-faction"),
        W::Alone => i18n::id("night-win-alone"),
        W::Lynched => i18n::id("night-win-lynched"),
        W::Alive => i18n::id("night-win-alive"),
    };
    t(lang, id)
}
