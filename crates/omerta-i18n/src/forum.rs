//! A forum thread's enforcement report in words: `omerta forum check`'s flags
//! (`omerta_forum::FlagSaid`, under rules 0, 2, 3, 5 and 13, and the vote counter's notes
//! as flags) and the vote counter's notes (`omerta_forum::NoteSaid`, `omerta forum
//! tally`'s notes for the host), each worded from its data in any language. English is
//! word for word the rule crate's own `Display` (the flag's and the note's `message`):
//! `tests/forum.rs` holds every kind to it.
//!
//! Names, times, vote marks and the lines an edit changed are the thread's text, as the
//! rule crate gives them. The forum thread's own BBCode (the tally) stays English (ruling
//! D23): it is not worded here.

use crate as i18n;
use crate::With;
use crate::{t, Lang};
use omerta_forum::{
    DeathKind, FlagSaid, LineDiff, Lines, NoteSaid, Phase, PhaseKind, Unclear, VoteChange, When,
};

/// A phase, as a flag names it: "night 2".
pub fn phase(lang: Lang, phase: &Phase) -> String {
    let id = match phase.kind {
        PhaseKind::Day => i18n::id("enforce-phase-day"),
        PhaseKind::Night => i18n::id("enforce-phase-night"),
    };
    With::new()
        .s("number", phase.number.to_string())
        .said(id, lang)
}

/// How a player died (`DeathKind::name` in English).
pub fn death(lang: Lang, kind: DeathKind) -> String {
    let id = match kind {
        DeathKind::Lynch => i18n::id("night-thread-lynched"),
        DeathKind::Night => i18n::id("night-thread-killed"),
        DeathKind::Modkill => i18n::id("night-thread-modkilled"),
        DeathKind::Other => i18n::id("night-thread-died"),
    };
    t(lang, id)
}

/// English's ordinal ending of `n` ("st", "nd", "rd", "th"); the other languages write
/// the count their own way.
fn suffix(n: usize) -> String {
    let nth = omerta_night::document::ordinal(n as u64);
    nth.trim_start_matches(|c: char| c.is_ascii_digit())
        .to_owned()
}

/// Text of the thread, quoted as the rule crate quotes it.
fn quoted(text: &str) -> String {
    format!("\"{text}\"")
}

/// "a and b and c", each joined by `enforce-and`.
fn and_each(lang: Lang, items: &[String]) -> String {
    let mut items = items.iter();
    let Some(first) = items.next() else {
        return String::new();
    };
    items.fold(first.clone(), |acc, next| {
        With::new()
            .s("first", acc)
            .s("last", next.as_str())
            .said(i18n::id("enforce-and"), lang)
    })
}

fn lines(lang: Lang, lines: &Lines) -> String {
    let mut shown: Vec<String> = lines.shown.iter().map(|l| quoted(l)).collect();
    if lines.more > 0 {
        shown.push(
            With::new()
                .n("count", lines.more)
                .said(i18n::id("enforce-lines-more"), lang),
        );
    }
    shown.join(" ")
}

/// The lines an edit removed and added.
pub fn line_diff(lang: Lang, diff: &LineDiff) -> String {
    let (removed, added) = (lines(lang, &diff.removed), lines(lang, &diff.added));
    match (diff.removed.is_empty(), diff.added.is_empty()) {
        (true, true) => t(lang, "enforce-lines-spacing"),
        (false, true) => With::new()
            .s("removed", removed)
            .said(i18n::id("enforce-lines-removed"), lang),
        (true, false) => With::new()
            .s("added", added)
            .said(i18n::id("enforce-lines-added"), lang),
        (false, false) => With::new()
            .s("removed", removed)
            .s("added", added)
            .said(i18n::id("enforce-lines-both"), lang),
    }
}

/// The votes an edit changed.
pub fn vote_change(lang: Lang, change: &VoteChange) -> String {
    match change {
        VoteChange::Reordered => t(lang, "enforce-votes-reordered"),
        VoteChange::Changed { added, removed } => {
            let marks = |marks: &[String]| {
                let quoted: Vec<String> = marks.iter().map(|m| quoted(m)).collect();
                and_each(lang, &quoted)
            };
            let with = With::new()
                .s("added", marks(added))
                .s("removed", marks(removed));
            let id = match (added.is_empty(), removed.is_empty()) {
                (false, true) => i18n::id("enforce-votes-adds"),
                (true, false) => i18n::id("enforce-votes-removes"),
                _ => i18n::id("enforce-votes-both"),
            };
            with.said(id, lang)
        }
    }
}

/// Why a tally cannot stop at a post (`omerta_forum::NoPost`), in `lang`.
pub fn no_post(lang: Lang, no_post: &omerta_forum::NoPost) -> String {
    With::new()
        .s("post", no_post.0.to_string())
        .said(i18n::id("enforce-no-post"), lang)
}

/// Why a thread document cannot be read as JSON (`omerta_forum::thread::Error::Parse`):
/// serde's detail, as it is, inside the sentence.
pub fn not_a_thread(lang: Lang, detail: &str) -> String {
    With::new()
        .s("detail", detail)
        .said(i18n::id("enforce-not-a-thread"), lang)
}

/// A flag of the enforcement report (`omerta_forum::Flag.said`) in `lang`.
pub fn flag(lang: Lang, said: &FlagSaid) -> String {
    match said {
        FlagSaid::Outsider { post, name } => With::new()
            .s("post", post.to_string())
            .s("name", name.as_str())
            .said(i18n::id("enforce-outsider"), lang),
        FlagSaid::Replaced { post, name, by, at } => With::new()
            .s("post", post.to_string())
            .s("name", name.as_str())
            .s("by", by.as_str())
            .s("at", at.as_str())
            .said(i18n::id("enforce-replaced"), lang),
        FlagSaid::NotYetPlaying {
            post,
            name,
            replacing,
            at,
        } => With::new()
            .s("post", post.to_string())
            .s("name", name.as_str())
            .s("replacing", replacing.as_str())
            .s("at", at.as_str())
            .said(i18n::id("enforce-not-yet-playing"), lang),
        FlagSaid::NightPost {
            post,
            name,
            night,
            tonight,
            in_game,
            repeat,
        } => {
            let id = if *repeat {
                i18n::id("enforce-night-post-repeat")
            } else {
                i18n::id("enforce-night-post")
            };
            With::new()
                .s("post", post.to_string())
                .s("name", name.as_str())
                .s("night", phase(lang, night))
                .s("tonight", tonight.to_string())
                .s("tonight-suffix", suffix(*tonight))
                .s("in-game", in_game.to_string())
                .s("in-game-suffix", suffix(*in_game))
                .said(id, lang)
        }
        FlagSaid::DeadPost { post, name, death } => {
            let with = With::new()
                .s("post", post.to_string())
                .s("name", name.as_str());
            match death {
                None => with.said(i18n::id("enforce-dead-post"), lang),
                Some((kind, when)) => {
                    let when = match when {
                        When::Phase(p) => phase(lang, p),
                        When::At(time) => time.clone(),
                    };
                    with.s("how", self::death(lang, *kind))
                        .s("when", when)
                        .said(i18n::id("enforce-dead-post-how"), lang)
                }
            }
        }
        FlagSaid::Edited {
            post,
            name,
            at,
            edit,
            lines,
            votes,
        } => {
            let lines = line_diff(lang, lines);
            let changes = match votes {
                None => lines,
                Some(votes) => With::new()
                    .s("lines", lines)
                    .s("votes", vote_change(lang, votes))
                    .said(i18n::id("enforce-edit-votes"), lang),
            };
            let with = With::new()
                .s("post", post.to_string())
                .s("name", name.as_str())
                .s("at", at.as_str())
                .s("changes", changes);
            match edit {
                None => with.said(i18n::id("enforce-edited"), lang),
                Some((i, total)) => with
                    .s("edit", i.to_string())
                    .s("total", total.to_string())
                    .said(i18n::id("enforce-edited-of"), lang),
            }
        }
        FlagSaid::Inactive {
            day,
            name,
            count,
            minimum,
        } => With::new()
            .s("day", day.to_string())
            .s("name", name.as_str())
            .n("count", *count as usize)
            .n("minimum", *minimum as usize)
            .said(i18n::id("enforce-inactive"), lang),
        FlagSaid::Counted {
            post,
            name,
            phase: when,
            note: said,
        } => {
            let with = With::new()
                .s("post", post.to_string())
                .s("name", name.as_str())
                .s("rule", said.rule().to_string())
                .s("note", note(lang, said));
            match when {
                None => with.said(i18n::id("enforce-counted"), lang),
                Some(p) => with
                    .s("phase", phase(lang, p))
                    .said(i18n::id("enforce-counted-in"), lang),
            }
        }
    }
}

/// A note of the vote counter (`omerta_forum::Note.said`) in `lang`.
pub fn note(lang: Lang, said: &NoteSaid) -> String {
    match said {
        NoteSaid::NightVotes { night } => With::new()
            .s("night", phase(lang, night))
            .said(i18n::id("enforce-note-night-votes"), lang),
        NoteSaid::OutsideSchedule => t(lang, "enforce-note-outside-schedule"),
        NoteSaid::NotTheSlot { name } => With::new()
            .s("name", name.as_str())
            .said(i18n::id("enforce-note-not-the-slot"), lang),
        NoteSaid::Dead { name } => With::new()
            .s("name", name.as_str())
            .said(i18n::id("enforce-note-dead"), lang),
        NoteSaid::AfterHammer { target, post } => With::new()
            .s("target", target.as_str())
            .s("post", post.to_string())
            .said(i18n::id("enforce-note-after-hammer"), lang),
        NoteSaid::NoVote { name } => With::new()
            .s("name", name.as_str())
            .said(i18n::id("enforce-note-no-vote"), lang),
        NoteSaid::BareUnvote { name } => With::new()
            .s("name", name.as_str())
            .said(i18n::id("enforce-note-bare-unvote"), lang),
        NoteSaid::Unclear {
            text,
            several,
            ruling,
        } => {
            let id = if *several {
                i18n::id("enforce-note-unclear-several")
            } else {
                i18n::id("enforce-note-unclear-none")
            };
            let unclear = With::new().s("text", text.as_str()).said(id, lang);
            let with = With::new().s("unclear", unclear);
            match ruling {
                Unclear::NotCounted => with.said(i18n::id("enforce-note-not-counted"), lang),
                Unclear::CountedAs { target, reason } => with
                    .s("target", target.as_str())
                    .s("reason", reason.as_str())
                    .said(i18n::id("enforce-note-counted-as"), lang),
                Unclear::Dismissed { reason } => with
                    .s("reason", reason.as_str())
                    .said(i18n::id("enforce-note-dismissed"), lang),
            }
        }
        NoteSaid::ForDead { target } => With::new()
            .s("target", target.as_str())
            .said(i18n::id("enforce-note-for-dead"), lang),
        NoteSaid::Locked { name, on } => With::new()
            .s("name", name.as_str())
            .s("on", on.as_str())
            .said(i18n::id("enforce-note-locked"), lang),
        NoteSaid::NotVotingFor { target, name } => With::new()
            .s("target", target.as_str())
            .s("name", name.as_str())
            .said(i18n::id("enforce-note-not-voting-for"), lang),
        NoteSaid::LockedUnvote { target, name } => With::new()
            .s("target", target.as_str())
            .s("name", name.as_str())
            .said(i18n::id("enforce-note-locked-unvote"), lang),
    }
}
