//! Counting votes by rules 5 to 8, post by post.
//!
//! * Rule 5 and 2: votes by dead players and votes made at night do not count.
//! * Rule 6: one vote each; a new vote moves it; an unvote takes it back.
//! * Rule 7: majority = half the living players + 1, rounded down. A lock happens when a
//!   player who already has a majority receives one more vote; that player's voters then
//!   cannot unvote (nor move their vote). At the end of the day the player at majority is
//!   lynched; otherwise nobody is.
//! * Rule 8: the game is called when the town can no longer reach a majority.
//!
//! Whatever the counter cannot resolve (a name that is no player, a vote for a dead
//! player, an unvote of someone not voted) goes to the host as a note with its post.

use crate::config::{lock_at, majority};
use crate::house::{DayEnd, Ties};
use crate::markup::Markup;
use crate::said::{NoteSaid, Unclear};
use crate::thread::HostEvent;
use crate::thread::{Author, Decision, PhaseKind, Post, Ruling, SlotId, Thread};
use crate::time::Seconds;
use crate::votes::{normal_name, vote_marks_with, NameMatch, VoteKind};
use std::collections::HashMap;

/// Something the host must look at.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Note {
    pub post: u64,
    pub rule: u8,
    /// The English of `said`.
    pub message: String,
    /// What the note says, as data (worded in other languages at the edge).
    pub said: NoteSaid,
    /// The host's ruling this note reports (its reason), when the host has decided.
    pub ruling: Option<String>,
}

/// One line of a vote tally.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Wagon {
    /// A slot, or [`Thread::no_lynch_id`] for the no-lynch wagon.
    pub target: SlotId,
    /// In the order their votes came.
    pub voters: Vec<SlotId>,
    /// The sum of the voters' weights (`players[].votes`).
    pub votes: u32,
    pub locked: bool,
}

/// The votes of a day at some post.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Tally {
    /// Index into the thread's phases of the day counted, if any day has begun.
    pub day: Option<usize>,
    /// The last post counted.
    pub at_post: Option<u64>,
    pub alive: Vec<SlotId>,
    pub majority: usize,
    pub lock: usize,
    /// Biggest wagon first; ties by who got there first.
    pub wagons: Vec<Wagon>,
    /// Living players with no vote.
    pub not_voting: Vec<SlotId>,
    /// The player at majority (or locked): lynched when the day ends.
    pub lynch: Option<SlotId>,
    /// Whether the day has ended at this point.
    pub day_over: bool,
    /// Rule 8: the town can no longer reach a majority (None when factions are unknown).
    pub called: Option<bool>,
    /// The day ended in a no lynch by vote or by `ties: "no_lynch"`.
    pub no_lynch: bool,
    /// Where a house rule changed the outcome (a hammer, a broken tie): a sentence a
    /// host can paste.
    pub outcome: Option<String>,
    pub notes: Vec<Note>,
}

/// The state of a day's voting while posts are read.
struct Day {
    phase: usize,
    /// Each voter's vote, and when (the order of arrival).
    votes: Vec<Option<(SlotId, u64)>>,
    locked: Vec<bool>,
    seq: u64,
    /// `hammer`: the wagon that reached a majority and the post that did it.
    hammered: Option<(SlotId, u64)>,
    /// For `ties: "earliest"`: when each wagon last reached each weight.
    reached: HashMap<(SlotId, u32), u64>,
}

impl Day {
    fn new(phase: usize, slots: usize) -> Day {
        Day {
            phase,
            votes: vec![None; slots],
            // One more for the no-lynch wagon.
            locked: vec![false; slots + 1],
            seq: 0,
            hammered: None,
            reached: HashMap::new(),
        }
    }
}

/// What the counter looks up for every vote, computed once per count: the players' names
/// and aliases normalized, each slot's death time, and a buffer for the living.
struct Roster {
    names: Vec<(SlotId, String)>,
    died: Vec<Option<Seconds>>,
    alive: Vec<SlotId>,
}

impl Roster {
    fn new(thread: &Thread) -> Roster {
        let names = thread
            .slots
            .iter()
            .enumerate()
            .flat_map(|(i, s)| {
                s.names
                    .iter()
                    .chain(s.aliases.iter())
                    .map(move |n| (i, normal_name(n)))
            })
            .chain(
                thread
                    .votes
                    .no_lynch
                    .iter()
                    .map(|n| (thread.no_lynch_id(), normal_name(n))),
            )
            .collect();
        let died = (0..thread.slots.len())
            .map(|slot| {
                thread.events.iter().find_map(|e| match e {
                    HostEvent::Death { slot: s, time, .. } if *s == slot => Some(*time),
                    _ => None,
                })
            })
            .collect();
        Roster {
            names,
            died,
            alive: Vec::with_capacity(thread.slots.len()),
        }
    }

    fn alive_at(&self, slot: SlotId, time: Seconds) -> bool {
        self.died[slot].is_none_or(|t| t > time)
    }

    fn refresh_alive(&mut self, time: Seconds) {
        self.alive.clear();
        let died = &self.died;
        self.alive
            .extend((0..died.len()).filter(|s| died[*s].is_none_or(|t| t > time)));
    }

    /// Rule 6: a name resolves to exactly one player (name or alias, any case).
    fn resolve(&self, written: &str) -> NameMatch {
        let wanted = normal_name(written);
        if wanted.is_empty() {
            return NameMatch::None;
        }
        let mut hits: Vec<SlotId> = self
            .names
            .iter()
            .filter(|(_, name)| *name == wanted)
            .map(|(slot, _)| *slot)
            .collect();
        hits.sort_unstable();
        hits.dedup();
        match hits.len() {
            0 => NameMatch::None,
            1 => NameMatch::One(hits[0]),
            _ => NameMatch::Several(hits),
        }
    }
}

/// Counts the thread up to and including post `at` (all posts when `None`; a post id not
/// in the thread also counts them all: check with [`Thread::post`] first).
pub fn tally(thread: &Thread, at: Option<u64>) -> Tally {
    let mut notes = Vec::new();
    let mut day: Option<Day> = None;
    let mut roster = Roster::new(thread);
    let mut last_time = thread.phases.first().map_or(0, |p| p.start);
    let mut last_post = None;
    let mut reached = false;
    for post in &thread.posts {
        last_time = post.time;
        last_post = Some(post.id);
        count_post(thread, &mut roster, post, &mut day, &mut notes);
        if Some(post.id) == at {
            reached = true;
            break;
        }
    }
    // The whole thread includes what the host announced after the last post: a death or
    // modkill then changes the living, the majority and the wagons.
    if !reached {
        let deaths = thread.events.iter().filter_map(|e| match e {
            HostEvent::Death { time, .. } => Some(*time),
            _ => None,
        });
        if let Some(latest) = deaths.max() {
            last_time = last_time.max(latest);
        }
    }
    // A day that has begun with no vote yet is counted, empty, rather than the day before.
    if let Some(now) = thread.phase_at(last_time) {
        let is_new_day = thread.phases[now].kind == PhaseKind::Day
            && day.as_ref().is_none_or(|d| d.phase != now);
        if is_new_day {
            day = Some(Day::new(now, thread.slots.len()));
        }
    }
    // The day counted: the current day phase, or the last day before the point reached.
    let day_over = day.as_ref().is_some_and(|d| {
        d.hammered.is_some()
            || thread.phases[d.phase].end <= last_time
            || thread.phase_at(last_time) != Some(d.phase)
    });
    let moment = match &day {
        Some(d) if day_over => thread.phases[d.phase].end - 1,
        _ => last_time,
    };
    let alive = thread.alive(moment);
    let n = alive.len();
    let (majority, lock) = (majority(n), lock_at(n));
    let mut wagons: Vec<Wagon> = Vec::new();
    let mut not_voting = Vec::new();
    let nl = thread.no_lynch_id();
    if let Some(d) = &day {
        let mut order: Vec<(u64, SlotId, SlotId)> = Vec::new();
        for &voter in &alive {
            match d.votes[voter] {
                Some((target, seq)) if target == nl || alive.contains(&target) => {
                    order.push((seq, voter, target))
                }
                _ => not_voting.push(voter),
            }
        }
        order.sort_unstable();
        for (_, voter, target) in order {
            let weight = thread.slots[voter].weight;
            match wagons.iter_mut().find(|w| w.target == target) {
                Some(w) => {
                    w.voters.push(voter);
                    w.votes += weight;
                }
                None => wagons.push(Wagon {
                    target,
                    voters: vec![voter],
                    votes: weight,
                    locked: d.locked[target],
                }),
            }
        }
        // Biggest first; a stable sort keeps who got there first ahead on ties.
        wagons.sort_by_key(|w| std::cmp::Reverse(w.votes));
    } else {
        not_voting = alive.clone();
    }
    let mut outcome = None;
    let mut lynch = match day.as_ref().and_then(|d| d.hammered) {
        Some((target, post)) => {
            outcome = Some(format!(
                "{} was hammered at post {post}: the day ended there.",
                thread.target_name(target, moment)
            ));
            Some(target)
        }
        None => wagons
            .iter()
            .find(|w| w.locked)
            .or_else(|| wagons.iter().find(|w| w.votes as usize >= majority))
            .map(|w| w.target),
    };
    let mut no_lynch = false;
    if lynch.is_none() && day_over && thread.lynch.day_end == DayEnd::Plurality {
        if let (Some(top), Some(d)) = (wagons.first(), &day) {
            let tied: Vec<&Wagon> = wagons.iter().filter(|w| w.votes == top.votes).collect();
            if tied.len() == 1 {
                lynch = Some(top.target);
            } else {
                let names: Vec<&str> = tied
                    .iter()
                    .map(|w| thread.target_name(w.target, moment))
                    .collect();
                let names = names.join(", ");
                match thread.lynch.ties {
                    Ties::None => {
                        outcome = Some(format!(
                            "{names} are tied at {} votes: nobody is lynched.",
                            top.votes
                        ))
                    }
                    Ties::NoLynch => {
                        no_lynch = true;
                        outcome = Some(format!(
                            "{names} are tied at {} votes: the tie is a no lynch.",
                            top.votes
                        ));
                    }
                    Ties::Earliest => {
                        let first = tied
                            .iter()
                            .min_by_key(|w| {
                                d.reached
                                    .get(&(w.target, top.votes))
                                    .copied()
                                    .unwrap_or(u64::MAX)
                            })
                            .map(|w| w.target);
                        if let Some(first) = first {
                            outcome = Some(format!(
                                "{names} are tied at {} votes: {} reached that count first and is lynched.",
                                top.votes,
                                thread.target_name(first, moment)
                            ));
                        }
                        lynch = first;
                    }
                }
            }
        }
    }
    // A no-lynch wagon that wins is no lynch, not a player.
    if lynch == Some(nl) {
        lynch = None;
        no_lynch = true;
    }
    let called = called_by(thread, last_time, &alive);
    Tally {
        day: day.as_ref().map(|d| d.phase),
        at_post: last_post,
        alive,
        majority,
        lock,
        wagons,
        not_voting,
        lynch,
        day_over,
        called,
        no_lynch,
        outcome,
        notes,
    }
}

/// Rule 8 judged at every point up to `until`, nights included: the living change only at
/// deaths, so the game is called if it was at any death up to then, or is now.
fn called_by(thread: &Thread, until: Seconds, alive_now: &[SlotId]) -> Option<bool> {
    let now = fifty_percent(thread, alive_now);
    if now == Some(true) {
        return now;
    }
    let earlier = thread.events.iter().filter_map(|e| match e {
        HostEvent::Death { time, .. } if *time <= until => Some(*time),
        _ => None,
    });
    for time in earlier {
        if fifty_percent(thread, &thread.alive(time)) == Some(true) {
            return Some(true);
        }
    }
    now
}

/// Rule 8: a hostile side holds the vote (the town alone can no longer make a majority,
/// or a serial killer's side, ruling F40). Unknown when a living player's faction is not
/// given. One rule, judged in `win.rs`.
pub(crate) fn fifty_percent(thread: &Thread, alive: &[SlotId]) -> Option<bool> {
    crate::win::holding_the_vote(thread, alive).map(|holder| holder.is_some())
}

fn count_post(
    thread: &Thread,
    roster: &mut Roster,
    post: &Post,
    day: &mut Option<Day>,
    notes: &mut Vec<Note>,
) {
    let Author::Player(voter) = post.author else {
        return;
    };
    // Fast path: a post with no bold cannot vote.
    if thread.votes.bold && !might_vote(&post.body, post.markup) {
        return;
    }
    let marks = vote_marks_with(&post.body, post.markup, &thread.votes);
    if marks.is_empty() {
        return;
    }
    // A note, or with `ruled` the host's ruling it reports (its reason).
    let mut noted = |said: NoteSaid, ruled: Option<&String>| {
        notes.push(Note {
            post: post.id,
            rule: said.rule(),
            message: said.to_string(),
            said,
            ruling: ruled.cloned(),
        })
    };
    macro_rules! note {
        ($said:expr $(,)?) => {
            noted($said, None)
        };
    }
    let phase = match post.phase {
        Some(p) if thread.phases[p].kind == PhaseKind::Day => p,
        Some(p) => {
            note!(NoteSaid::NightVotes {
                night: thread.phases[p]
            });
            return;
        }
        None => {
            note!(NoteSaid::OutsideSchedule);
            return;
        }
    };
    // A replaced player's posts, or a replacement's before joining, are not the slot's.
    if !thread
        .name_at(voter, post.time)
        .eq_ignore_ascii_case(post.author_name.trim())
    {
        note!(NoteSaid::NotTheSlot {
            name: post.author_name.clone()
        });
        return;
    }
    if !roster.alive_at(voter, post.time) {
        note!(NoteSaid::Dead {
            name: post.author_name.clone()
        });
        return;
    }
    if day.as_ref().is_none_or(|d| d.phase != phase) {
        *day = Some(Day::new(phase, thread.slots.len()));
    }
    let d = day.as_mut().expect("just set");
    if let Some((target, at)) = d.hammered {
        note!(NoteSaid::AfterHammer {
            target: thread.target_name(target, post.time).to_owned(),
            post: at,
        });
        return;
    }
    let weight = thread.slots[voter].weight;
    if weight == 0 {
        note!(NoteSaid::NoVote {
            name: post.author_name.clone()
        });
        return;
    }
    roster.refresh_alive(post.time);
    let alive = roster.alive.as_slice();
    let majority = majority(alive.len()) as u32;
    let nl = thread.no_lynch_id();
    for mark in marks {
        let current = d.votes[voter].map(|(t, _)| t);
        let bare =
            mark.kind == VoteKind::Unvote && mark.name.is_empty() && thread.votes.bare_unvote;
        let target = if bare {
            match current {
                Some(t) => t,
                None => {
                    note!(NoteSaid::BareUnvote {
                        name: post.author_name.clone()
                    });
                    continue;
                }
            }
        } else {
            match roster.resolve(&mark.name) {
                NameMatch::One(t) => t,
                unclear => {
                    let said = |ruling: Unclear| NoteSaid::Unclear {
                        text: mark.name.clone(),
                        several: matches!(unclear, NameMatch::Several(_)),
                        ruling,
                    };
                    match thread.vote_ruling(post.id, &mark.name) {
                        Some(Ruling {
                            decision: Decision::CountAs { slot, .. },
                            reason,
                            ..
                        }) => {
                            let ruling = Unclear::CountedAs {
                                target: thread.target_name(*slot, post.time).to_owned(),
                                reason: reason.clone(),
                            };
                            noted(said(ruling), Some(reason));
                            *slot
                        }
                        Some(Ruling { reason, .. }) => {
                            let ruling = Unclear::Dismissed {
                                reason: reason.clone(),
                            };
                            noted(said(ruling), Some(reason));
                            continue;
                        }
                        None => {
                            note!(said(Unclear::NotCounted));
                            continue;
                        }
                    }
                }
            }
        };
        let target_name = thread.target_name(target, post.time).to_owned();
        // A lock holds its voters while the locked player lives.
        let held_by_lock = current.is_some_and(|t| d.locked[t] && (t == nl || alive.contains(&t)));
        match mark.kind {
            VoteKind::Vote => {
                if target != nl && !alive.contains(&target) {
                    note!(NoteSaid::ForDead {
                        target: target_name
                    });
                    continue;
                }
                if held_by_lock && current != Some(target) {
                    note!(NoteSaid::Locked {
                        name: post.author_name.clone(),
                        on: thread
                            .target_name(current.unwrap_or(target), post.time)
                            .to_owned(),
                    });
                    continue;
                }
                if current == Some(target) {
                    continue;
                }
                let before = voters_of(thread, d, target, alive);
                d.seq += 1;
                d.votes[voter] = Some((target, d.seq));
                if let Some(old) = current {
                    let left = voters_of(thread, d, old, alive);
                    d.reached.insert((old, left), d.seq);
                }
                let after = voters_of(thread, d, target, alive);
                d.reached.insert((target, after), d.seq);
                // Rule 7: a player who already has a majority receives one more vote.
                if thread.config.lock && before >= majority && !d.locked[target] {
                    d.locked[target] = true;
                }
                // House rule: the day ends at once at a majority; later marks in this
                // very post do not count either.
                if thread.lynch.hammer && after >= majority {
                    d.hammered = Some((target, post.id));
                    return;
                }
            }
            VoteKind::Unvote => {
                if current != Some(target) {
                    note!(NoteSaid::NotVotingFor {
                        target: target_name,
                        name: post.author_name.clone(),
                    });
                    continue;
                }
                if held_by_lock {
                    note!(NoteSaid::LockedUnvote {
                        target: target_name,
                        name: post.author_name.clone(),
                    });
                    continue;
                }
                d.seq += 1;
                d.votes[voter] = None;
                let left = voters_of(thread, d, target, alive);
                d.reached.insert((target, left), d.seq);
            }
        }
    }
}

/// The weight on a wagon: the sum of its living voters' `players[].votes`.
fn voters_of(thread: &Thread, d: &Day, target: SlotId, alive: &[SlotId]) -> u32 {
    alive
        .iter()
        .filter(|v| d.votes[**v].is_some_and(|(t, _)| t == target))
        .map(|v| thread.slots[*v].weight)
        .sum()
}

/// Whether a body could hold a bold vote at all: some `[b` (or `<b`, `<strong`, or an
/// inline `font-weight`). No bold tag, no vote. Spaces after the bracket are allowed
/// although such a tag is text: the test only needs to let every voting post through.
pub fn might_vote(body: &str, markup: Markup) -> bool {
    // Any element may be made bold by its inline style.
    if markup == Markup::Html && body.to_ascii_lowercase().contains("font-weight") {
        return true;
    }
    let (open, letters): (char, &[u8]) = match markup {
        Markup::BbCode => ('[', b"bB"),
        Markup::Html => ('<', b"bBsS"),
    };
    let mut rest = body;
    while let Some(i) = rest.find(open) {
        rest = &rest[i + 1..];
        let tag = rest.trim_start();
        if tag.as_bytes().first().is_some_and(|c| letters.contains(c)) {
            return true;
        }
    }
    false
}
