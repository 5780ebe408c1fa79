//! The enforcement report: what the host must look at, post by post, under rules 2, 3, 5
//! and 13, plus the vote counter's notes. Nothing here punishes anybody: every flag names
//! the post (or the day) and the rule, and the host decides.
//!
//! * Rule 2: a player's post during a night phase. The player's second and later night
//!   posts in the game (that night or any other) are repeat offences ("Repeated posts
//!   during the night phase will also result in a mod kill"); the flag counts the posts
//!   that night and in the game. A replacement starts with a clean record: the count is
//!   per player of the slot, not per slot.
//! * Rule 3: every edit of a player's post, with what changed (a short line diff) and any
//!   vote or unvote the edit added or removed (votes count as first posted).
//! * Rule 5: a post by a player who is dead at the time of the post.
//! * Rule 13: a player alive for the whole of a day that has ended, with fewer posts in it
//!   than the minimum.
//! * Rule 0: a post by someone who is neither a player nor the host, or by a player who
//!   was replaced out of the game (or before they replaced in). No numbered rule covers
//!   outsiders: rule 5 is about the dead and carries its own penalty (barred from playing,
//!   banned from the forum), so it is not stretched to spectators; rule 0 means "no rule
//!   of the template; the host's call".
//!
//! A post gets one flag for who posted it, in this order of precedence: not a player
//! (rule 0), dead (rule 5), at night (rule 2). A dead player's night post is a rule 5
//! flag only: a modkill (rule 2's penalty) means nothing to the dead. Posts outside the
//! phase schedule (before the game, after it) are not night posts.

use crate::markup::Markup;
use crate::said::{FlagSaid, LineDiff, Lines, VoteChange, When};
use crate::tally::tally;
use crate::thread::{Author, HostEvent, PhaseKind, Post, SlotId, Thread};
use crate::time::{self, Seconds};
use crate::votes::{vote_marks, VoteKind, VoteMark};
use std::collections::HashMap;

/// Something for the host to decide, under a rule.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Flag {
    /// The post flagged, when the flag is about a post (rule 13 flags a day, not a post).
    pub post: Option<u64>,
    /// The slot of the player concerned, if a player.
    pub player: Option<SlotId>,
    /// The name of whom it flags, as they were called then: a post's author, or the
    /// slot's player on the day rule 13 flags (a replacement is not flagged for the
    /// player they replaced).
    pub name: Option<String>,
    /// The rule of the template (0: none of them; see the module's documentation).
    pub rule: u8,
    /// One sentence for the host, naming the post (or the day) and the rule: the English
    /// of `said`.
    pub message: String,
    /// What the sentence says, as data (worded in other languages at the edge).
    pub said: FlagSaid,
    /// A repeat offence: the player's second or later night post in the game.
    pub repeat: bool,
    /// The host's ruling on it (its reason), when the host has decided: the flag stays in
    /// the report, marked.
    pub resolved: Option<String>,
}

/// Where a flag goes in the report: by time, a day's end before the posts made at that
/// instant (those belong to the next phase), then by post, then by kind.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
struct Key {
    time: Seconds,
    post_class: u8,
    post: u64,
    kind: u8,
}

/// Every flag of the thread, ordered by post time.
pub fn check(thread: &Thread) -> Vec<Flag> {
    check_with_clock(thread, &time::format)
}

/// [`check`], with the times in the flags' sentences written by `clock`: a hosted game
/// whose thread runs on a logical clock gives the real time of each tick.
pub fn check_with_clock(thread: &Thread, clock: &dyn Fn(Seconds) -> String) -> Vec<Flag> {
    let mut flags: Vec<(Key, Flag)> = Vec::new();
    // Night posts per (slot, player of the slot) in each night and in the game.
    let mut night_posts: HashMap<(SlotId, usize, usize), usize> = HashMap::new();
    let mut game_night_posts: HashMap<(SlotId, usize), usize> = HashMap::new();
    for post in &thread.posts {
        let key = |kind: u8| Key {
            time: post.time,
            post_class: 1,
            post: post.id,
            kind,
        };
        match post.author {
            Author::Host => {}
            Author::Other => flags.push((key(0), outsider(post))),
            Author::Player(slot) => {
                let name_index = name_index(thread, slot, &post.author_name);
                let current = replacements_before(thread, slot, post.time);
                if let Some(flag) = replaced(thread, post, slot, name_index, current, clock) {
                    flags.push((key(0), flag));
                } else if !thread.alive_at(slot, post.time) {
                    flags.push((key(0), dead_post(thread, post, slot, clock)));
                } else if let Some(phase) = post
                    .phase
                    .filter(|p| thread.phases[*p].kind == PhaseKind::Night)
                {
                    let person = (slot, name_index);
                    let tonight = night_posts.entry((slot, name_index, phase)).or_insert(0);
                    *tonight += 1;
                    let in_game = game_night_posts.entry(person).or_insert(0);
                    *in_game += 1;
                    let (tonight, in_game) = (*tonight, *in_game);
                    let night = thread.phases[phase];
                    // A repeat offence: any night post after the player's first.
                    let repeat = in_game > 1;
                    let said = FlagSaid::NightPost {
                        post: post.id,
                        name: post.author_name.clone(),
                        night,
                        tonight,
                        in_game,
                        repeat,
                    };
                    flags.push((
                        key(0),
                        Flag {
                            repeat,
                            ..flag(post, Some(slot), 2, said)
                        },
                    ));
                }
                for flag in edit_flags(post, slot, clock) {
                    flags.push((key(1), flag));
                }
            }
        }
    }
    flags.extend(inactivity(thread));
    // The counter's notes (rules 2, 5, 6, 7), for the whole thread.
    let by_id: HashMap<u64, &Post> = thread.posts.iter().map(|p| (p.id, p)).collect();
    for note in tally(thread, None).notes {
        let Some(post) = by_id.get(&note.post) else {
            continue;
        };
        let player = match post.author {
            Author::Player(slot) => Some(slot),
            _ => None,
        };
        let said = FlagSaid::Counted {
            post: post.id,
            name: post.author_name.clone(),
            phase: post.phase.map(|p| thread.phases[p]),
            note: note.said,
        };
        flags.push((
            Key {
                time: post.time,
                post_class: 1,
                post: post.id,
                kind: 2,
            },
            Flag {
                resolved: note
                    .ruling
                    .as_ref()
                    .map(|r| format!("ruled by the host: {r}")),
                ..flag(post, player, note.rule, said)
            },
        ));
    }
    flags.sort_by_key(|(key, _)| *key);
    flags
        .into_iter()
        .map(|(_, mut flag)| {
            if let Some(post) = flag.post.filter(|_| flag.resolved.is_none()) {
                flag.resolved = thread
                    .flag_ruling(post, flag.rule)
                    .map(|r| format!("dismissed by the host: {}", r.reason));
            }
            flag
        })
        .collect()
}

/// A flag on a post by its author, under `rule`, saying `said` (its English the message).
fn flag(post: &Post, player: Option<SlotId>, rule: u8, said: FlagSaid) -> Flag {
    Flag {
        post: Some(post.id),
        player,
        name: Some(post.author_name.clone()),
        rule,
        message: said.to_string(),
        said,
        repeat: false,
        resolved: None,
    }
}

fn outsider(post: &Post) -> Flag {
    let said = FlagSaid::Outsider {
        post: post.id,
        name: post.author_name.clone(),
    };
    flag(post, None, 0, said)
}

/// Which of the slot's players wrote the post (by name; the current one if unclear).
fn name_index(thread: &Thread, slot: SlotId, author: &str) -> usize {
    thread.slots[slot]
        .names
        .iter()
        .position(|n| n.eq_ignore_ascii_case(author))
        .unwrap_or(thread.slots[slot].names.len().saturating_sub(1))
}

/// How many replacements the slot had up to `time`: the index of its player then.
fn replacements_before(thread: &Thread, slot: SlotId, time: Seconds) -> usize {
    thread
        .events
        .iter()
        .filter(|e| matches!(e, HostEvent::Replacement { slot: s, time: t, .. } if *s == slot && *t <= time))
        .count()
}

/// Rule 0: a post by a replaced player after the replacement, or by a replacement before it.
fn replaced(
    thread: &Thread,
    post: &Post,
    slot: SlotId,
    name_index: usize,
    current: usize,
    clock: &dyn Fn(Seconds) -> String,
) -> Option<Flag> {
    let names = &thread.slots[slot].names;
    let replacement_time = |k: usize| {
        thread
            .events
            .iter()
            .filter(|e| matches!(e, HostEvent::Replacement { slot: s, .. } if *s == slot))
            .nth(k)
            .map_or_else(String::new, |e| clock(e.time()))
    };
    let said = if name_index < current {
        FlagSaid::Replaced {
            post: post.id,
            name: post.author_name.clone(),
            by: names[name_index + 1].clone(),
            at: replacement_time(name_index),
        }
    } else if name_index > current {
        FlagSaid::NotYetPlaying {
            post: post.id,
            name: post.author_name.clone(),
            replacing: names[name_index - 1].clone(),
            at: replacement_time(name_index - 1),
        }
    } else {
        return None;
    };
    Some(flag(post, Some(slot), 0, said))
}

fn dead_post(
    thread: &Thread,
    post: &Post,
    slot: SlotId,
    clock: &dyn Fn(Seconds) -> String,
) -> Flag {
    let death = thread.events.iter().find_map(|e| match e {
        HostEvent::Death {
            slot: s,
            kind,
            time,
            ..
        } if *s == slot && *time <= post.time => Some((*kind, *time)),
        _ => None,
    });
    let death = death.map(|(kind, time)| {
        let when = crate::report::death_phase(thread, kind, time)
            .map_or_else(|| When::At(clock(time)), |p| When::Phase(thread.phases[p]));
        (kind, when)
    });
    let said = FlagSaid::DeadPost {
        post: post.id,
        name: post.author_name.clone(),
        death,
    };
    flag(post, Some(slot), 5, said)
}

/// Rule 3: one flag per edit of a player's post.
fn edit_flags(post: &Post, slot: SlotId, clock: &dyn Fn(Seconds) -> String) -> Vec<Flag> {
    let total = post.edits.len();
    let mut before = post.body.as_str();
    let mut flags = Vec::with_capacity(total);
    for (i, edit) in post.edits.iter().enumerate() {
        let said = FlagSaid::Edited {
            post: post.id,
            name: post.author_name.clone(),
            at: clock(edit.time),
            edit: (total > 1).then_some((i + 1, total)),
            lines: line_diff(before, &edit.body),
            votes: vote_change(before, &edit.body, post.markup),
        };
        flags.push(flag(post, Some(slot), 3, said));
        before = &edit.body;
    }
    flags
}

/// The lines an edit removed and added, shortly.
fn line_diff(before: &str, after: &str) -> LineDiff {
    let old: Vec<&str> = before.lines().map(str::trim).collect();
    let new: Vec<&str> = after.lines().map(str::trim).collect();
    let (removed, added) = diff(&old, &new);
    let removed: Vec<&str> = removed.into_iter().filter(|l| !l.is_empty()).collect();
    let added: Vec<&str> = added.into_iter().filter(|l| !l.is_empty()).collect();
    LineDiff {
        removed: quote_lines(&removed),
        added: quote_lines(&added),
    }
}

/// At most three lines, each at most 60 characters.
fn quote_lines(lines: &[&str]) -> Lines {
    const MAX_LINES: usize = 3;
    const MAX_CHARS: usize = 60;
    let shown: Vec<String> = lines
        .iter()
        .take(MAX_LINES)
        .map(|l| {
            if l.chars().count() > MAX_CHARS {
                let cut: String = l.chars().take(MAX_CHARS).collect();
                format!("{cut}…")
            } else {
                (*l).to_owned()
            }
        })
        .collect();
    Lines {
        shown,
        more: lines.len().saturating_sub(MAX_LINES),
    }
}

/// The lines only in `old` and the lines only in `new`, by a longest common subsequence
/// (after the common head and tail; a very long middle is taken whole).
fn diff<'a>(old: &[&'a str], new: &[&'a str]) -> (Vec<&'a str>, Vec<&'a str>) {
    let head = old.iter().zip(new).take_while(|(a, b)| a == b).count();
    let (old, new) = (&old[head..], &new[head..]);
    let tail = old
        .iter()
        .rev()
        .zip(new.iter().rev())
        .take_while(|(a, b)| a == b)
        .count();
    let (old, new) = (&old[..old.len() - tail], &new[..new.len() - tail]);
    if old.len().saturating_mul(new.len()) > 250_000 {
        return (old.to_vec(), new.to_vec());
    }
    // lcs[i][j]: the longest common subsequence of old[i..] and new[j..].
    let (n, m) = (old.len(), new.len());
    let mut lcs = vec![vec![0u32; m + 1]; n + 1];
    for i in (0..n).rev() {
        for j in (0..m).rev() {
            lcs[i][j] = if old[i] == new[j] {
                lcs[i + 1][j + 1] + 1
            } else {
                lcs[i + 1][j].max(lcs[i][j + 1])
            };
        }
    }
    let (mut removed, mut added) = (Vec::new(), Vec::new());
    let (mut i, mut j) = (0, 0);
    while i < n && j < m {
        if old[i] == new[j] {
            i += 1;
            j += 1;
        } else if lcs[i + 1][j] >= lcs[i][j + 1] {
            removed.push(old[i]);
            i += 1;
        } else {
            added.push(new[j]);
            j += 1;
        }
    }
    removed.extend_from_slice(&old[i..]);
    added.extend_from_slice(&new[j..]);
    (removed, added)
}

/// The votes and unvotes an edit added or removed, or `None` when it changed none.
fn vote_change(before: &str, after: &str, markup: Markup) -> Option<VoteChange> {
    let key = |m: &VoteMark| {
        (
            m.kind == VoteKind::Vote,
            m.name
                .split_whitespace()
                .collect::<Vec<_>>()
                .join(" ")
                .to_lowercase(),
        )
    };
    let old = vote_marks(before, markup);
    let new = vote_marks(after, markup);
    let mut unmatched: Vec<Option<&VoteMark>> = new.iter().map(Some).collect();
    let mut removed = Vec::new();
    for mark in &old {
        match unmatched
            .iter_mut()
            .find(|n| n.is_some_and(|n| key(n) == key(mark)))
        {
            Some(slot) => *slot = None,
            None => removed.push(mark),
        }
    }
    let added: Vec<&VoteMark> = unmatched.into_iter().flatten().collect();
    if added.is_empty() && removed.is_empty() {
        let same_order =
            old.len() == new.len() && old.iter().zip(&new).all(|(a, b)| key(a) == key(b));
        return (!same_order).then_some(VoteChange::Reordered);
    }
    Some(VoteChange::Changed {
        added: added.into_iter().map(mark_text).collect(),
        removed: removed.into_iter().map(mark_text).collect(),
    })
}

fn mark_text(mark: &VoteMark) -> String {
    match mark.kind {
        VoteKind::Vote => format!("Vote: {}", mark.name),
        VoteKind::Unvote => format!("Unvote: {}", mark.name),
    }
}

/// The day phase and the slot a post counts for under rule 13, if it counts: a post in a
/// day by the slot's player at the time (not a replaced player's posts after leaving, nor
/// a replacement's before joining), alive when posting.
fn active_post(thread: &Thread, post: &Post) -> Option<(usize, usize)> {
    let (Some(phase), Author::Player(slot)) = (post.phase, post.author) else {
        return None;
    };
    let plays_slot = thread
        .name_at(slot, post.time)
        .eq_ignore_ascii_case(post.author_name.trim());
    (thread.phases.get(phase)?.kind == PhaseKind::Day
        && plays_slot
        && thread.alive_at(slot, post.time))
    .then_some((phase, slot))
}

/// How many posts `slot`'s player made in the day phase `phase` that count toward rule
/// 13's minimum (a player's countdown while the day runs).
pub fn day_posts(thread: &Thread, phase: usize, slot: usize) -> u32 {
    thread
        .posts
        .iter()
        .filter(|p| p.phase == Some(phase) && active_post(thread, p) == Some((phase, slot)))
        .count() as u32
}

/// Rule 13: the players alive for the whole of each day that has ended, below the minimum.
fn inactivity(thread: &Thread) -> Vec<(Key, Flag)> {
    let minimum = thread.config.min_posts_per_day;
    if minimum == 0 {
        return Vec::new();
    }
    // A day has ended when something in the thread happened at or after its end.
    let now = thread
        .posts
        .iter()
        .flat_map(|p| std::iter::once(p.time).chain(p.edits.iter().map(|e| e.time)))
        .chain(thread.events.iter().map(HostEvent::time))
        .max();
    let Some(now) = now else {
        return Vec::new();
    };
    // Posts per slot in each phase, by players alive when posting (one pass).
    let mut counts: HashMap<usize, Vec<u32>> = HashMap::new();
    for post in &thread.posts {
        if let Some((phase, slot)) = active_post(thread, post) {
            counts
                .entry(phase)
                .or_insert_with(|| vec![0; thread.slots.len()])[slot] += 1;
        }
    }
    let none = vec![0u32; thread.slots.len()];
    let mut flags = Vec::new();
    for (index, day) in thread.phases.iter().enumerate() {
        if day.kind != PhaseKind::Day || day.end > now {
            continue;
        }
        let counts = counts.get(&index).unwrap_or(&none);
        for (slot, &count) in counts.iter().enumerate() {
            // Alive from the start to the end (a lynch at the day's end is a death in the day).
            if count >= minimum
                || !thread.alive_at(slot, day.start)
                || !thread.alive_at(slot, day.end)
            {
                continue;
            }
            let name = thread.name_at(slot, day.end - 1).to_string();
            let said = FlagSaid::Inactive {
                day: day.number,
                name: name.clone(),
                count,
                minimum,
            };
            flags.push((
                Key {
                    time: day.end,
                    post_class: 0,
                    post: 0,
                    kind: 0,
                },
                Flag {
                    post: None,
                    player: Some(slot),
                    name: Some(name),
                    rule: 13,
                    message: said.to_string(),
                    said,
                    repeat: false,
                    resolved: None,
                },
            ));
        }
    }
    flags
}

#[cfg(test)]
mod tests {
    use crate::said::ordinal;

    #[test]
    fn ordinals() {
        let words: Vec<String> = [1, 2, 3, 4, 11, 12, 13, 21, 22, 111]
            .iter()
            .map(|n| ordinal(*n))
            .collect();
        assert_eq!(
            words,
            ["1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "111th"]
        );
    }

    #[test]
    fn line_diffs() {
        let line_diff = |a, b| super::line_diff(a, b).to_string();
        assert_eq!(
            line_diff("a\nb\nc", "a\nB\nc\nd"),
            "removed \"b\", added \"B\" \"d\""
        );
        assert_eq!(
            line_diff("a\nb", "a \n b"),
            "no line changed but for spacing"
        );
        assert_eq!(
            line_diff("x", "x\n1\n2\n3\n4"),
            "added \"1\" \"2\" \"3\" and 1 more line(s)"
        );
    }
}
