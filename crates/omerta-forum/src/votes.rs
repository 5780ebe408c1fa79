//! Rule 6: "Votes and Unvotes need to be bolded ... the entire word Vote needs to be
//! there ... the entire phrase Unvote or Un Vote needs to be there."
//!
//! A vote is bold `Vote: Name`, an unvote bold `Unvote: Name` or `Un Vote: Name`, in any
//! letter case, as whole words, outside quotes. `V:`, `UV:` and unbolded votes never
//! count. Several in one post apply in order.

use crate::house::VoteRules;
use crate::markup::{runs, Markup};

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum VoteKind {
    Vote,
    Unvote,
}

/// A vote or unvote as written in a post, before its name is resolved.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct VoteMark {
    pub kind: VoteKind,
    /// The name as written (trimmed).
    pub name: String,
}

/// Every vote and unvote in a post body, in order.
pub fn vote_marks(body: &str, markup: Markup) -> Vec<VoteMark> {
    vote_marks_with(body, markup, &VoteRules::default())
}

/// Every vote and unvote in a post body, in order, as the house writes them
/// (`game.votes`). A bare unvote has an empty name.
pub fn vote_marks_with(body: &str, markup: Markup, rules: &VoteRules) -> Vec<VoteMark> {
    runs(body, markup, rules.bold)
        .iter()
        .flat_map(|run| marks_in_run(run, rules))
        .collect()
}

/// A keyword found at a word boundary and followed by a colon: its kind, where it starts,
/// and where its name starts (after the colon).
struct Keyword {
    kind: VoteKind,
    start: usize,
    name_start: usize,
    /// An unvote with no colon, which the house reads as having no name.
    bare: bool,
}

fn marks_in_run(run: &str, rules: &VoteRules) -> Vec<VoteMark> {
    let lower = run.to_ascii_lowercase();
    let keywords = keywords(&lower, rules);
    keywords
        .iter()
        .enumerate()
        .map(|(i, k)| {
            let end = keywords.get(i + 1).map_or(run.len(), |next| next.start);
            VoteMark {
                kind: k.kind,
                name: if k.bare {
                    String::new()
                } else {
                    clean_name(&run[k.name_start..end])
                },
            }
        })
        .collect()
}

fn keywords(lower: &str, rules: &VoteRules) -> Vec<Keyword> {
    let bytes = lower.as_bytes();
    let mut found = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        let at_boundary = i == 0 || !is_word_byte(bytes[i - 1]);
        if at_boundary && has_prefix(&lower[..i], rules) {
            if let Some((kind, after)) = keyword_at(lower, i) {
                // "Vote" must be the whole word, then a colon (unless the house makes it
                // optional, or the keyword is a bare unvote the house allows).
                let whole_word = bytes.get(after).is_none_or(|b| !is_word_byte(*b));
                let mut j = after;
                while bytes.get(j).is_some_and(|b| *b == b' ' || *b == b'\t') {
                    j += 1;
                }
                let (name_start, bare) = if bytes.get(j) == Some(&b':') {
                    (Some(j + 1), false)
                } else if rules.colon_optional && (j > after || j == bytes.len()) {
                    (Some(j), false)
                } else if rules.bare_unvote && kind == VoteKind::Unvote {
                    // Without a colon the house reads "Unvote" as bare, whatever follows.
                    (Some(after), true)
                } else {
                    (None, false)
                };
                if let Some(name_start) = name_start.filter(|_| whole_word) {
                    found.push(Keyword {
                        kind,
                        start: i,
                        name_start,
                        bare,
                    });
                    i = name_start.max(i + 1);
                    continue;
                }
            }
        }
        i += 1;
    }
    found
}

/// Whether the text before a keyword ends with one of the house's prefixes (spaces
/// between allowed), itself at a word boundary; always true when none is required.
fn has_prefix(before: &str, rules: &VoteRules) -> bool {
    if rules.prefixes.is_empty() {
        return true;
    }
    let before = before.trim_end_matches([' ', '\t']);
    rules.prefixes.iter().any(|p| {
        before.strip_suffix(p.as_str()).is_some_and(|rest| {
            rest.as_bytes().last().is_none_or(|b| {
                !is_word_byte(*b) || !p.as_bytes().first().is_some_and(u8::is_ascii_alphanumeric)
            })
        })
    })
}

/// `unvote`, `un vote` or `vote` at `i`, with the index just past it.
fn keyword_at(lower: &str, i: usize) -> Option<(VoteKind, usize)> {
    let rest = &lower[i..];
    if rest.starts_with("unvote") {
        return Some((VoteKind::Unvote, i + 6));
    }
    if let Some(after_un) = rest.strip_prefix("un") {
        let spaces = after_un.len() - after_un.trim_start_matches([' ', '\t']).len();
        if spaces > 0 && after_un[spaces..].starts_with("vote") {
            return Some((VoteKind::Unvote, i + 2 + spaces + 4));
        }
    }
    rest.starts_with("vote").then_some((VoteKind::Vote, i + 4))
}

fn is_word_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_' || b >= 0x80
}

/// The name as written, without surrounding space or trailing sentence punctuation.
fn clean_name(text: &str) -> String {
    text.trim()
        .trim_end_matches(['.', ',', '!', '?', ';', ':'])
        .trim()
        .to_owned()
}

/// How a written name matches the players.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum NameMatch {
    One(usize),
    None,
    /// Several players (or their aliases) match: the host decides.
    Several(Vec<usize>),
}

/// Resolves a name to exactly one player: the player's name or one of its aliases, in any
/// letter case, spaces collapsed. Nothing else is guessed.
pub fn resolve_name<'a>(written: &str, names: impl Iterator<Item = (usize, &'a str)>) -> NameMatch {
    let wanted = normal_name(written);
    if wanted.is_empty() {
        return NameMatch::None;
    }
    let mut hits: Vec<usize> = names
        .filter(|(_, name)| normal_name(name) == wanted)
        .map(|(id, _)| id)
        .collect();
    hits.sort_unstable();
    hits.dedup();
    match hits.len() {
        0 => NameMatch::None,
        1 => NameMatch::One(hits[0]),
        _ => NameMatch::Several(hits),
    }
}

/// A name as compared: trailing sentence punctuation trimmed (as it is from what a
/// voter writes, so that a player called "Yahoo!" can be voted for), spaces collapsed,
/// any letter case.
pub fn normal_name(name: &str) -> String {
    clean_name(name)
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .to_lowercase()
}
