//! Pro Mafia's reasons in words: each award's reason ([`award`]), how a game ended
//! ([`outcome`]) and what the table rules refuse ([`violation`]), from the data omerta-pro gives (`score::Reason`, `game::Outcome`), in
//! any language. One place for the CLI, the pages and the protocol's PDF. English is word
//! for word omerta-pro's own (`score::english`, `game::describe_outcome`): the tests hold
//! the two together over every sample game.

use crate as i18n;
use crate::{number, tr, Args, Lang};
use omerta_pro::game::{EndReason, Outcome, Told};
use omerta_pro::model::{Phase, Winner};
use omerta_pro::points::Points;
use omerta_pro::score::{Reason, Rule, When};
use omerta_pro::seating::{self, SizeError};
use omerta_pro::{Arg as SaidArg, Location, Said, Violation};

fn args<const N: usize>(pairs: [(&'static str, String); N]) -> Args<'static> {
    let mut args = Args::new();
    for (name, value) in pairs {
        args.set(name, value);
    }
    args
}

/// A seat as a reason names it: `#3`. The ten seats' words are made once per language
/// (a reason names several; a protocol has dozens of reasons).
pub(crate) fn seat(lang: Lang, n: u8) -> String {
    static SEATS: std::sync::OnceLock<[Vec<String>; 4]> = std::sync::OnceLock::new();
    let seats = SEATS.get_or_init(|| {
        Lang::ALL.map(|lang| {
            (0..=10u8)
                .map(|n| tr(lang, "award-seat", &args([("n", n.to_string())])))
                .collect()
        })
    });
    let lang_at = Lang::ALL.iter().position(|l| *l == lang).unwrap_or(0);
    match seats[lang_at].get(usize::from(n)) {
        Some(word) => word.clone(),
        None => tr(lang, "award-seat", &args([("n", n.to_string())])),
    }
}

/// Seats as a reason names them: `#3, #7`, or nobody.
pub(crate) fn seats(lang: Lang, list: &[u8]) -> String {
    if list.is_empty() {
        return tr(lang, "award-nobody", &Args::new());
    }
    list.iter()
        .map(|&n| seat(lang, n))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Points as a reason writes them: English exactly as omerta-pro prints them (`0.4`),
/// other languages with their decimal sign.
fn value(lang: Lang, thousandths: i32) -> String {
    match lang {
        Lang::En => Points::milli(thousandths).to_string(),
        _ => number(lang, f64::from(thousandths) / 1000.0),
    }
}

/// The message of each rule's sentence, and the share of the target's value it names (in
/// percent) where it names one.
fn message(rule: Rule) -> (&'static str, Option<u32>) {
    match rule {
        Rule::RedWillOrderedBlack => (i18n::id("award-red-will-ordered-black"), Some(100)),
        Rule::RedVoteEliminatingBlack => (i18n::id("award-red-vote-eliminating-black"), Some(100)),
        Rule::RedVoteBlackLeaves => (i18n::id("award-red-vote-black-later-leaves"), Some(50)),
        Rule::RedVoteBlackWins => (i18n::id("award-red-vote-black-wins"), Some(100)),
        Rule::SheriffCheckBlack => (i18n::id("award-sheriff-check-black"), Some(75)),
        Rule::SheriffCheckBlackLeaves => (i18n::id("award-sheriff-check-black-leaves"), Some(100)),
        Rule::SheriffConfirmsBlack => (i18n::id("award-sheriff-check-confirmed-black"), Some(75)),
        Rule::RedRaiseBlack => (i18n::id("award-red-raise-black"), Some(100)),
        Rule::RedRaiseBlackCapped => (i18n::id("award-red-raise-black-capped"), None),
        Rule::RedSurrender => (i18n::id("award-red-surrender"), Some(100)),
        Rule::RedLastBlackSelfShot => (i18n::id("award-red-self-shot-last-black"), Some(100)),
        Rule::RedLastBlackNightShot => (i18n::id("award-red-night-shot-last-black"), Some(100)),
        Rule::RedRemovedBlack => (i18n::id("award-red-removal-black"), Some(100)),
        Rule::RedVoteRed => (i18n::id("award-red-vote-red"), None),
        Rule::RedVoteRedCritical => (i18n::id("award-red-vote-red-critical"), None),
        Rule::RedVoteSheriffAt9 => (i18n::id("award-red-vote-sheriff-at-9"), None),
        Rule::RedVoteSheriffAt9Margin => (i18n::id("award-red-vote-sheriff-at-9-margin"), None),
        Rule::RedVoteSheriffAt9Eliminating => {
            (i18n::id("award-red-vote-sheriff-at-9-eliminating"), None)
        }
        Rule::RedVoteSheriffAt9EliminatingMargin => (
            i18n::id("award-red-vote-sheriff-at-9-eliminating-margin"),
            None,
        ),
        Rule::RedVoteSplitAt6 => (i18n::id("award-red-vote-split-at-6"), None),
        Rule::RedWillOrderedRed => (i18n::id("award-red-will-ordered-red"), None),
        Rule::RedWillOrderedRedCritical => (i18n::id("award-red-will-ordered-red-critical"), None),
        Rule::RedRaiseMargin => (i18n::id("award-red-raise-margin"), None),
        Rule::RedRaiseLoss => (i18n::id("award-red-raise-red-loss"), None),
        Rule::RedRaiseMarginAndLoss => (i18n::id("award-red-raise-margin-and-loss"), None),
        Rule::RedRaiseMissedLastBlackAt4 => {
            (i18n::id("award-red-raise-missed-last-black-at-4"), None)
        }
        Rule::RedRaiseMissedTwoBlacksAt10 => {
            (i18n::id("award-red-raise-missed-two-blacks-at-10"), None)
        }
        Rule::RedRaiseMissedBlacksAt9 => (i18n::id("award-red-raise-missed-blacks-at-9"), None),
        Rule::RedRaiseFailedThreeWayAt9 => {
            (i18n::id("award-red-raise-failed-three-way-at-9"), None)
        }
        Rule::WillColorRed => (i18n::id("award-will-color-red"), None),
        Rule::WillColorBlack => (i18n::id("award-will-color-black"), None),
        Rule::WillColorWrong => (i18n::id("award-will-color-wrong"), None),
        Rule::WillColorOwnCheck => (i18n::id("award-will-color-own-check"), None),
        Rule::WillNightShotBonus => (i18n::id("award-will-night-shot-bonus"), None),
        Rule::HelmRedRecipient => (i18n::id("award-helm-red-recipient"), None),
        Rule::HelmBlackVoteRed => (i18n::id("award-helm-black-recipient-vote-red"), None),
        Rule::HelmBlackVoteRedCritical => (
            i18n::id("award-helm-black-recipient-vote-red-critical"),
            None,
        ),
        Rule::HelmBlackSheriffAt9 => (i18n::id("award-helm-black-recipient-sheriff-at-9"), None),
        Rule::HelmBlackSplitAt6 => (i18n::id("award-helm-black-recipient-split-at-6"), None),
        Rule::BlackWin => (i18n::id("award-black-win"), None),
        Rule::BlackEarlyLeave => (i18n::id("award-black-early-leave"), None),
        Rule::BlackSheriffLeavesAt9 => (i18n::id("award-black-sheriff-leaves-at-9"), None),
        Rule::BlackMarginLost => (i18n::id("award-black-margin-lost"), None),
        Rule::BlackRaiseWin => (i18n::id("award-black-raise-win"), None),
        Rule::BlackRaiseMarginAndWin => (i18n::id("award-black-raise-margin-and-win"), None),
        Rule::BlackRaiseLosingHand => (i18n::id("award-black-raise-losing-hand"), None),
        Rule::BlackFirstNightSheriff => (i18n::id("award-black-first-night-sheriff"), None),
        Rule::BlackVoteAllyStaysWin => (i18n::id("award-black-vote-ally-stays-win"), None),
        Rule::BlackVoteAllyLeavesWin => (i18n::id("award-black-vote-ally-leaves-win"), None),
        Rule::BlackVoteAllyLoss => (i18n::id("award-black-vote-ally-loss"), None),
        Rule::BlackMissOne => (i18n::id("award-black-miss-one"), None),
        Rule::BlackMissTwo => (i18n::id("award-black-miss-two"), None),
        Rule::BlackMissCritical => (i18n::id("award-black-miss-critical"), None),
        Rule::BlackSelfShotAllySafe => (i18n::id("award-black-self-shot-ally-safe"), None),
        Rule::BlackSelfShotAllyThreatened => {
            (i18n::id("award-black-self-shot-ally-threatened"), None)
        }
        Rule::BlackSelfShotAllyLeft => (i18n::id("award-black-self-shot-ally-left"), None),
        Rule::BlackSelfShotLast => (i18n::id("award-black-self-shot-last"), None),
        Rule::BlackLeastSuspicious => (i18n::id("award-black-least-suspicious"), None),
        Rule::BlackLeastSuspiciousTied => (i18n::id("award-black-least-suspicious-tied"), None),
        Rule::TechnicalDeclaredDefeat => (i18n::id("award-technical-dd"), None),
        Rule::TechnicalDisqualification => (i18n::id("award-technical-disqualification"), None),
        Rule::JudgeBonus => (i18n::id("award-judge-bonus"), None),
    }
}

/// How a seat left, in words, by its departure's code.
pub(crate) fn leave(lang: Lang, code: &str) -> String {
    let id = match code {
        "vote" => i18n::id("award-leave-vote"),
        "lift" => i18n::id("award-leave-lift"),
        "night_shot" => i18n::id("award-leave-night-shot"),
        "self_shot" => i18n::id("award-leave-self-shot"),
        "fourth_foul" => i18n::id("award-leave-fourth-foul"),
        "tech_fouls" => i18n::id("award-leave-tech-fouls"),
        "disqualification" => i18n::id("award-leave-disqualification"),
        "declared_defeat" => i18n::id("award-leave-declared-defeat"),
        "surrender" => i18n::id("award-leave-surrender"),
        _ => i18n::id("award-leave-removal"),
    };
    tr(lang, id, &Args::new())
}

/// An award's reason in `lang`: the sentence a judge reads to the player.
pub fn award(lang: Lang, reason: &Reason) -> String {
    let target = reason
        .target
        .map_or_else(|| "?".to_string(), |n| seat(lang, n));
    let worth = value(lang, reason.value);
    let (id, percent) = message(reason.rule);
    let mut fill = Args::new();
    if let Some(percent) = percent {
        let share = tr(
            lang,
            "award-share",
            &args([
                ("percent", percent.to_string()),
                ("target", target.clone()),
                ("value", worth.clone()),
            ]),
        );
        fill.set("share", share);
    }
    fill.set("target", target);
    fill.set("value", worth);
    fill.set("seats", seats(lang, &reason.seats));
    if reason.rule == Rule::RedLastBlackNightShot {
        let what = if reason.killed == Some(true) {
            tr(lang, "award-night-shot-killed", &Args::new())
        } else {
            tr(lang, "award-night-shot-failed", &Args::new())
        };
        fill.set("what", what);
    }
    if let Some(how) = &reason.how {
        fill.set("how", leave(lang, how));
    }
    let what = match (reason.rule, &reason.bonus) {
        (Rule::JudgeBonus, Some(bonus)) => tr(
            lang,
            "award-judge-bonus-reason",
            &args([("reason", bonus.clone())]),
        ),
        _ => tr(lang, id, &fill),
    };
    let what = match reason.helm {
        Some(recipient) => tr(
            lang,
            "award-helm",
            &args([
                ("recipient", seat(lang, recipient)),
                ("what", what),
                ("rule", reason.rule.id().to_string()),
            ]),
        ),
        None => what,
    };
    match reason.when {
        Some(when) => {
            let when = match when {
                When::Day(n) => tr(lang, "award-when-day", &args([("n", n.to_string())])),
                When::Night(n) => tr(lang, "award-when-night", &args([("n", n.to_string())])),
            };
            tr(lang, "award-at", &args([("when", when), ("what", what)]))
        }
        None => what,
    }
}

/// How a game ended, in `lang`.
pub fn outcome(lang: Lang, outcome: Outcome) -> String {
    match outcome.reason {
        EndReason::NoBlackLeft => tr(lang, "outcome-no-black-left", &Args::new()),
        EndReason::BlacksMatchReds => tr(lang, "outcome-blacks-match-reds", &Args::new()),
        EndReason::DeclaredDefeat(by) => tr(
            lang,
            "outcome-declared-defeat",
            &args([("seat", seat(lang, by.number()))]),
        ),
        EndReason::Surrender => tr(lang, "outcome-surrender", &Args::new()),
        EndReason::Judge => tr(lang, "outcome-judge", &Args::new()),
        EndReason::LiftOfAll => tr(lang, "outcome-lift-of-all", &Args::new()),
        EndReason::QuietCycles => match outcome.winner {
            Winner::Red => tr(lang, "outcome-quiet-cycles-red", &Args::new()),
            _ => tr(lang, "outcome-quiet-cycles-draw", &Args::new()),
        },
    }
}

/// How a seat left the game (a departure's code, `omerta_pro::Leave::code`), in words: the
/// one wording of it, for the announcements, the overlay, the paper form and the mail.
pub fn how_left(lang: Lang, code: &str) -> String {
    let id = match code {
        "vote" => i18n::id("overlay-how-vote"),
        "lift" => i18n::id("overlay-how-lift"),
        "night_shot" => i18n::id("overlay-how-night-shot"),
        "self_shot" => i18n::id("overlay-how-self-shot"),
        "fourth_foul" => i18n::id("overlay-how-fourth-foul"),
        "tech_fouls" => i18n::id("overlay-how-tech-fouls"),
        "removal" => i18n::id("overlay-how-removal"),
        "disqualification" => i18n::id("overlay-how-disqualification"),
        "declared_defeat" => i18n::id("overlay-how-declared-defeat"),
        "surrender" => i18n::id("overlay-how-surrender"),
        _ => i18n::id("overlay-how-out"),
    };
    tr(lang, id, &Args::new())
}

/// The side that won, in words: "Red wins".
pub fn wins(lang: Lang, winner: Winner) -> String {
    tr(
        lang,
        "pro-wins",
        &args([("side", winner.name().to_owned())]),
    )
}

/// What a Pro table learned with a record (`omerta_pro::game::Told`), in `lang`: who left
/// and how, or the decision; the one wording for the Pro pages and the mail. None for a
/// decision whose codes this version does not know (the reader keeps the English).
pub fn told(lang: Lang, told: &Told) -> Option<String> {
    match told {
        Told::Left { seat, name, how } => Some(tr(
            lang,
            "pro-told-left",
            &args([
                ("name", name.clone()),
                ("seat", seat.to_string()),
                ("how", how_left(lang, how)),
            ]),
        )),
        Told::Decided { .. } => {
            let outcome = told.outcome()?;
            Some(tr(
                lang,
                "pro-told-decided",
                &args([
                    ("wins", wins(lang, outcome.winner)),
                    ("reason", self::outcome(lang, outcome)),
                ]),
            ))
        }
    }
}

/// A violation's sentence ([`Said`]) in `lang`, from the catalog's area `violations`:
/// English is word for word omerta-pro's `message` (the tests hold the two together).
pub fn said(lang: Lang, said: &Said) -> String {
    let mut fill = Args::new();
    for (name, arg) in &said.args {
        match arg {
            SaidArg::Text(text) => fill.set(*name, text.clone()),
            SaidArg::Number(n) => fill.set(*name, *n),
            SaidArg::Seat(s) => fill.set(*name, seat(lang, s.number())),
            SaidArg::Seats(list) => {
                let numbers: Vec<u8> = list.iter().map(|s| s.number()).collect();
                fill.set(*name, seats(lang, &numbers));
            }
            SaidArg::List(list) => {
                let words: Vec<String> = list.iter().map(|s| seat(lang, s.number())).collect();
                fill.set(*name, format!("[{}]", words.join(", ")));
            }
            SaidArg::Phase(Phase::Day(n)) => fill.set(
                *name,
                tr(lang, "violation-phase-day", &args([("n", n.to_string())])),
            ),
            SaidArg::Phase(Phase::Night(n)) => fill.set(
                *name,
                tr(lang, "violation-phase-night", &args([("n", n.to_string())])),
            ),
            SaidArg::Outcome(end) => fill.set(*name, outcome(lang, *end)),
            SaidArg::Message(id) => fill.set(*name, tr(lang, id, &Args::new())),
        }
    }
    tr(lang, said.id, &fill)
}

/// Where a violation is, in `lang`: the document's own paths (`events[3]`), the document,
/// or how many problems were not listed.
pub fn location(lang: Lang, at: &Location) -> String {
    match at {
        Location::Document => tr(lang, "violation-at-document", &Args::new()),
        Location::Format => tr(lang, "violation-at-format", &Args::new()),
        Location::Player(i) => tr(lang, "violation-at-player", &args([("n", i.to_string())])),
        Location::Players => tr(lang, "violation-at-players", &Args::new()),
        Location::Rules(key) => tr(lang, "violation-at-rules", &args([("key", key.clone())])),
        Location::Event(i) => tr(lang, "violation-at-event", &args([("n", i.to_string())])),
        Location::More(n) => {
            let mut fill = Args::new();
            fill.set("n", *n as u64);
            tr(lang, "violation-at-more", &fill)
        }
    }
}

/// A violation's sentence in `lang`, without where it is. English is omerta-pro's own
/// `message`, byte for byte whatever the numbers.
pub fn violation_message(lang: Lang, violation: &Violation) -> String {
    match lang {
        Lang::En => violation.message.clone(),
        _ => said(lang, &violation.said),
    }
}

/// A violation as a list of problems gives it, in `lang`: where, then what
/// (`events[3]: …`); English is omerta-pro's own (`Violation`'s `Display`).
pub fn violation(lang: Lang, violation: &Violation) -> String {
    match lang {
        Lang::En => violation.to_string(),
        _ => tr(
            lang,
            "violation-line",
            &args([
                ("at", location(lang, &violation.at)),
                ("message", said(lang, &violation.said)),
            ]),
        ),
    }
}

/// Several violations in `lang` as one refusal's sentence: each as [`violation`] gives it,
/// joined (`; ` in English, as the live Pro table has always said them).
pub fn violations(lang: Lang, list: &[Violation]) -> String {
    let separator = tr(lang, "violation-separator", &Args::new());
    list.iter()
        .map(|v| violation(lang, v))
        .collect::<Vec<_>>()
        .join(&separator)
}

/// Violations in `lang` each on a line of its own, as omerta-pro's report lists them after
/// its count (`\n  events[3]: …`).
pub fn violation_lines(lang: Lang, list: &[Violation]) -> String {
    list.iter()
        .map(|v| format!("\n  {}", violation(lang, v)))
        .collect()
}

/// Why a protocol was refused, in `lang`: its violations counted and each on a line of its
/// own (`2 problems found:` …). English, and a protocol that is not a document or not
/// finished, are omerta-pro's own words.
pub fn problems(lang: Lang, error: &omerta_pro::Error) -> String {
    match (lang, error) {
        (_, omerta_pro::Error::Parse(parse)) => {
            let mut fill = Args::new();
            fill.set("error", parse_error(lang, parse));
            tr(lang, "violation-not-a-document", &fill)
        }
        // The reason is the rule crate's English (who is at the table), as its argument.
        (_, omerta_pro::Error::Unfinished(why)) => {
            let mut fill = Args::new();
            fill.set("why", why.clone());
            tr(lang, "violation-unfinished", &fill)
        }
        (Lang::En, _) => error.to_string(),
        (_, omerta_pro::Error::Invalid(list)) => {
            let mut fill = Args::new();
            fill.set("count", omerta_pro::error::total(list) as u64);
            fill.set("violations", violation_lines(lang, list));
            tr(lang, "violation-problems", &fill)
        }
    }
}

/// Where a protocol is not JSON (or a field of the wrong JSON type) in `lang`: the place
/// worded, serde's detail as it is. Line and column as written (never grouped).
fn parse_error(lang: Lang, parse: &omerta_pro::ParseError) -> String {
    let mut fill = Args::new();
    fill.set("line", parse.line.to_string());
    fill.set("column", parse.column.to_string());
    fill.set("message", parse.message.clone());
    if parse.path.is_empty() {
        tr(lang, "violation-parse-at", &fill)
    } else {
        fill.set("path", parse.path.clone());
        tr(lang, "violation-parse-at-path", &fill)
    }
}

/// Why the seating draw cannot seat a tournament, as a message and its numbers: one
/// wording for the CLI (`pro seating`) and the server (an event's sizes), which words it
/// later in its reader's language. English is `SizeError`'s own `Display`.
pub fn size_error_words(error: SizeError) -> (&'static str, Vec<(&'static str, usize)>) {
    match error {
        SizeError::NoTable => (i18n::id("seating-size-no-table"), vec![]),
        SizeError::NoRound => (i18n::id("seating-size-no-round"), vec![]),
        SizeError::TooManyPlayers { players } => (
            i18n::id("seating-size-too-many-players"),
            vec![("players", players), ("most", seating::MAX_PLAYERS)],
        ),
        SizeError::TooManyRounds { rounds } => (
            i18n::id("seating-size-too-many-rounds"),
            vec![("rounds", rounds), ("most", seating::MAX_ROUNDS)],
        ),
        SizeError::TooFewPlayers { tables, players } => (
            i18n::id("seating-size-too-few-players"),
            vec![
                ("tables", tables),
                ("least", tables.saturating_mul(seating::SEATS)),
                ("players", players),
            ],
        ),
    }
}

/// [`size_error_words`] worded in `lang`.
pub fn size_error(lang: Lang, error: SizeError) -> String {
    let (id, numbers) = size_error_words(error);
    let mut args = Args::new();
    for (name, n) in numbers {
        args.set(name, n);
    }
    tr(lang, id, &args)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A protocol not JSON (with a path and without) and a game not ended: English word
    /// for word omerta-pro's own sentence; the others worded.
    #[test]
    fn a_protocol_not_json_or_not_ended_words_as_its_english() {
        let errors = [
            omerta_pro::replay_json("{ not json").unwrap_err(),
            omerta_pro::replay_json(r#"{"format":"omerta-pro/1","players":7}"#).unwrap_err(),
            omerta_pro::Error::Unfinished("7 red and 3 black players are at the table".into()),
        ];
        for error in &errors {
            assert_eq!(problems(Lang::En, error), error.to_string());
            for lang in Lang::ALL.into_iter().filter(|l| *l != Lang::En) {
                assert_ne!(problems(lang, error), error.to_string(), "{lang:?}");
            }
        }
    }

    // One wording of the draw's refusals for the CLI and the server: English is the rule
    // crate's own, every other language says something else.
    #[test]
    fn every_size_the_draw_refuses_words_as_its_english() {
        let all = [
            SizeError::NoTable,
            SizeError::NoRound,
            SizeError::TooManyPlayers { players: 10_001 },
            SizeError::TooManyRounds { rounds: 201 },
            SizeError::TooFewPlayers {
                tables: 1,
                players: 9,
            },
            SizeError::TooFewPlayers {
                tables: 2,
                players: 19,
            },
        ];
        for error in all {
            assert_eq!(size_error(Lang::En, error), error.to_string());
            for lang in [Lang::Ru, Lang::Uk, Lang::He] {
                assert_ne!(size_error(lang, error), error.to_string(), "{lang:?}");
            }
        }
        assert_eq!(
            size_error(Lang::Ru, all[5]),
            "для 2 столов по десять нужно не меньше 20 игроков, а их 19"
        );
    }
}
