//! Rule 6: "Votes and Unvotes need to be bolded ... the entire word Vote needs to be
//! there ... the entire phrase Unvote or Un Vote needs to be there."
//!
//! A vote is bold `Vote: Name`, an unvote bold `Unvote: Name` or `Un Vote: Name`, in any
//! letter case, as whole words, outside quotes. `V:`, `UV:` and unbolded votes never
//! count. Several in one post apply in order.

use crate::markup::{bold_runs, Markup};

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
    bold_runs(body, markup)
        .iter()
        .flat_map(|run| marks_in_run(run))
        .collect()
}

/// A keyword found at a word boundary and followed by a colon: its kind, where it starts,
/// and where its name starts (after the colon).
struct Keyword {
    kind: VoteKind,
    start: usize,
    name_start: usize,
}

fn marks_in_run(run: &str) -> Vec<VoteMark> {
    let lower = run.to_ascii_lowercase();
    let keywords = keywords(&lower);
    keywords
        .iter()
        .enumerate()
        .map(|(i, k)| {
            let end = keywords.get(i + 1).map_or(run.len(), |next| next.start);
            VoteMark {
                kind: k.kind,
                name: clean_name(&run[k.name_start..end]),
            }
        })
        .collect()
}

fn keywords(lower: &str) -> Vec<Keyword> {
    let bytes = lower.as_bytes();
    let mut found = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        let at_boundary = i == 0 || !is_word_byte(bytes[i - 1]);
        if at_boundary {
            if let Some((kind, after)) = keyword_at(lower, i) {
                // "Vote" must be the whole word, then a colon.
                let whole_word = bytes.get(after).is_none_or(|b| !is_word_byte(*b));
                let mut j = after;
                while bytes.get(j).is_some_and(|b| *b == b' ' || *b == b'\t') {
                    j += 1;
                }
                if whole_word && bytes.get(j) == Some(&b':') {
                    found.push(Keyword {
                        kind,
                        start: i,
                        name_start: j + 1,
                    });
                    i = j + 1;
                    continue;
                }
            }
        }
        i += 1;
    }
    found
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
