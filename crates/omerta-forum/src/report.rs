//! The seed's templates (List of Players, Players alive, Players dead, Vote Tallies) at a
//! point of the thread, as BBCode to paste into the thread and as JSON.
//!
//! The lists are as of the point's time: the time of post `at`, or, for the whole
//! thread, the latest post or host event. The tally is [`tally`]'s: the day being
//! counted, or the last day when it is over; a day that has begun without a vote yet is
//! shown with no votes.

use crate::config::{lock_at, majority};
use crate::tally::{fifty_percent, tally, Tally};
use crate::thread::{DeathKind, HostEvent, PhaseKind, SlotId, Thread};
use crate::time::{self, Seconds};
use serde_json::{json, Value};

/// The templates at one point of a thread.
pub struct Report<'a> {
    thread: &'a Thread,
    tally: Tally,
    /// The time the lists are as of.
    time: Seconds,
}

/// A dead player, for the "Players dead" template.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Death {
    pub slot: SlotId,
    /// The slot's player when they died.
    pub name: String,
    pub kind: DeathKind,
    pub time: Seconds,
    /// Index into the thread's phases: the phase the death belongs to.
    pub phase: Option<usize>,
    pub reason: Option<String>,
}

/// The post a report was asked to stop at is not in the thread (its id); `Display` is
/// the English.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct NoPost(pub u64);

impl std::fmt::Display for NoPost {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "there is no post {} in the thread", self.0)
    }
}

impl std::error::Error for NoPost {}

impl<'a> Report<'a> {
    /// The templates up to and including post `at` (the whole thread when `None`).
    pub fn new(thread: &'a Thread, at: Option<u64>) -> Result<Report<'a>, NoPost> {
        let time = match at {
            Some(id) => match thread.posts.iter().find(|p| p.id == id) {
                Some(post) => post.time,
                None => return Err(NoPost(id)),
            },
            None => thread
                .posts
                .iter()
                .map(|p| p.time)
                .chain(thread.events.iter().map(HostEvent::time))
                .max()
                .or_else(|| thread.phases.first().map(|p| p.start))
                .unwrap_or(0),
        };
        let mut counted = tally(thread, at);
        // A day that has begun with no vote yet is shown empty (the counter still holds the
        // day before, or no day at all).
        let today = thread
            .phases
            .iter()
            .rposition(|p| p.kind == PhaseKind::Day && p.start <= time);
        // The report's moment may be later than the last post (a death recorded since):
        // an empty day is shown as of that moment.
        let empty_today = |d: usize| counted.day == Some(d) && counted.wagons.is_empty();
        if today.is_some_and(|d| counted.day.is_none_or(|c| c < d) || empty_today(d)) {
            let d = today.expect("checked");
            let alive = thread.alive(time);
            counted = Tally {
                day: Some(d),
                majority: majority(alive.len()),
                lock: lock_at(alive.len()),
                wagons: Vec::new(),
                not_voting: alive.clone(),
                lynch: None,
                day_over: thread.phases[d].end <= time,
                called: fifty_percent(thread, &alive),
                alive,
                ..counted
            };
        }
        Ok(Report {
            thread,
            tally: counted,
            time,
        })
    }

    /// The tally shown: the counter's, or an empty one for a day begun with no vote yet.
    pub fn tally(&self) -> &Tally {
        &self.tally
    }

    /// The time the lists are as of.
    pub fn time(&self) -> Seconds {
        self.time
    }

    fn name(&self, slot: SlotId) -> &str {
        self.thread.target_name(slot, self.time)
    }

    fn names(&self, slots: &[SlotId]) -> Vec<String> {
        slots.iter().map(|s| self.name(*s).to_owned()).collect()
    }

    /// Voters by the names they had on the day counted (a later replacement does not
    /// rename an earlier day's votes).
    fn voter_names(&self, slots: &[SlotId]) -> Vec<String> {
        let moment = match self.tally.day {
            Some(d) => self.time.min(self.thread.phases[d].end - 1),
            None => self.time,
        };
        slots
            .iter()
            .map(|s| match self.thread.slots[*s].weight {
                // A double voter is shown as such, so the wagon's weight adds up.
                1 => self.thread.name_at(*s, moment).to_owned(),
                w => format!("{} (x{w})", self.thread.name_at(*s, moment)),
            })
            .collect()
    }

    /// Each slot as "Old → New" (the players who played it up to now).
    pub fn players(&self) -> Vec<String> {
        (0..self.thread.slots.len())
            .map(|slot| {
                let played = replacements(self.thread, slot, self.time);
                self.thread.slots[slot].names[..=played].join(" → ")
            })
            .collect()
    }

    pub fn alive(&self) -> Vec<String> {
        self.names(&self.thread.alive(self.time))
    }

    /// The deaths up to now, in order.
    pub fn dead(&self) -> Vec<Death> {
        self.thread
            .events
            .iter()
            .filter_map(|e| match e {
                HostEvent::Death {
                    slot,
                    kind,
                    time,
                    reason,
                } if *time <= self.time => Some(Death {
                    slot: *slot,
                    name: self.thread.name_at(*slot, *time).to_owned(),
                    kind: *kind,
                    time: *time,
                    phase: death_phase(self.thread, *kind, *time),
                    reason: reason.clone(),
                }),
                _ => None,
            })
            .collect()
    }

    /// "Dredd — town vanilla — killed night 1".
    pub fn dead_line(&self, death: &Death) -> String {
        let mut parts = vec![death.name.clone()];
        let known = identity(self.thread, death.slot);
        if !known.is_empty() {
            parts.push(known);
        }
        let when = match death.phase {
            Some(p) => self.thread.phases[p].to_string(),
            None => format!("at {}", time::format(death.time)),
        };
        let mut how = format!("{} {when}", how(death.kind));
        if let Some(reason) = death.reason.as_deref().filter(|r| !r.trim().is_empty()) {
            how.push_str(&format!(" ({})", reason.trim()));
        }
        parts.push(how);
        parts.join(" — ")
    }

    /// The day counted, as "day 2".
    pub fn day(&self) -> Option<String> {
        self.tally.day.map(|d| self.thread.phases[d].to_string())
    }

    /// Rule 7's sentence with the majority and lock numbers.
    pub fn rule_7(&self) -> String {
        let mut text = self.thread.config.rule_7_numbers(self.tally.alive.len());
        for sentence in self.house_rules() {
            text.push(' ');
            text.push_str(&sentence);
        }
        text
    }

    /// The house rules that differ from the seed's (`game.votes`, `game.lynch`, vote
    /// weights), one sentence each.
    pub fn house_rules(&self) -> Vec<String> {
        let mut out = self.thread.votes.describe();
        out.extend(self.thread.lynch.describe());
        let weighted: Vec<String> = self
            .thread
            .slots
            .iter()
            .filter(|s| s.weight != 1)
            .map(|s| format!("{} votes with weight {}", s.name(), s.weight))
            .collect();
        if !weighted.is_empty() {
            out.push(format!("{}.", weighted.join("; ")));
        }
        out
    }

    /// Votes still needed to lynch each wagon's target.
    fn needed(&self, votes: usize) -> usize {
        self.tally.majority.saturating_sub(votes)
    }

    /// The seed's templates as BBCode.
    pub fn to_bbcode(&self) -> String {
        let mut out = String::new();
        out.push_str("[b]List of Players:[/b]\n");
        for (i, line) in self.players().iter().enumerate() {
            out.push_str(&format!("{}. {line}\n", i + 1));
        }
        out.push_str("\n[b]Players alive:[/b]\n");
        let alive = self.alive();
        if alive.is_empty() {
            out.push_str("None.\n");
        }
        for name in alive {
            out.push_str(&name);
            out.push('\n');
        }
        out.push_str("\n[b]Players dead:[/b]\n");
        let dead = self.dead();
        if dead.is_empty() {
            out.push_str("None yet.\n");
        }
        for death in &dead {
            out.push_str(&self.dead_line(death));
            out.push('\n');
        }
        out.push_str("\n[b]Vote Tallies:[/b]\n");
        out.push_str(&self.tally_bbcode());
        out
    }

    fn tally_bbcode(&self) -> String {
        let t = &self.tally;
        let mut out = String::new();
        let Some(day) = self.day() else {
            out.push_str("No day has begun yet.\n");
            out.push_str(&self.rule_7());
            out.push('\n');
            return out;
        };
        out.push_str(&format!("{}\n", capitalized(&day)));
        out.push_str(&self.rule_7());
        out.push('\n');
        if t.wagons.is_empty() {
            out.push_str("No votes.\n");
        }
        for wagon in &t.wagons {
            let n = wagon.votes as usize;
            let marker = if wagon.locked {
                format!("L-{}, LOCKED", self.needed(n))
            } else {
                format!("L-{}", self.needed(n))
            };
            out.push_str(&format!(
                "[b]{}[/b] ({n}): {} ({marker})\n",
                self.name(wagon.target),
                self.voter_names(&wagon.voters).join(", ")
            ));
        }
        out.push_str(&format!(
            "Not voting ({}): {}\n",
            t.not_voting.len(),
            if t.not_voting.is_empty() {
                "nobody".to_owned()
            } else {
                self.names(&t.not_voting).join(", ")
            }
        ));
        let lynched = t.lynch.map(|s| self.name(s).to_owned());
        let locked = t
            .wagons
            .iter()
            .any(|w| w.locked && Some(w.target) == t.lynch);
        match (t.day_over, lynched) {
            (true, Some(name)) => out.push_str(&format!(
                "{} is over: [b]{name}[/b] is lynched.\n",
                capitalized(&day)
            )),
            (true, None) => out.push_str(&format!("{} is over: no lynch.\n", capitalized(&day))),
            (false, None) if t.no_lynch => out.push_str(&format!(
                "[b]No Lynch[/b] has a majority: nobody will be lynched at the end of {day} unless votes move.\n"
            )),
            (false, Some(name)) if locked => out.push_str(&format!(
                "[b]{name}[/b] is locked and will be lynched at the end of {day}.\n"
            )),
            (false, Some(name)) => out.push_str(&format!(
                "[b]{name}[/b] has a majority and will be lynched at the end of {day} unless votes move.\n"
            )),
            (false, None) => {}
        }
        if let Some(outcome) = &t.outcome {
            out.push_str(outcome);
            out.push('\n');
        }
        if self.thread.config.fifty_percent_rule && t.called == Some(true) {
            out.push_str("Rule 8: the town can no longer make a majority; the game is called.\n");
        }
        if let Some(line) = self.standing_line() {
            out.push_str(&line);
            out.push('\n');
        }
        out
    }

    /// Who has won at the report's moment (rulings F40 to F42), when anybody has.
    pub fn standing(&self) -> Option<crate::win::Standing> {
        crate::win::standing(self.thread, self.time)
    }

    /// "The game is over. Winners: Ann (the mafia holding the vote, rule 8), …", or the
    /// jester lynched while the game goes on; nothing when nobody has won.
    fn standing_line(&self) -> Option<String> {
        let standing = self.standing()?;
        if standing.winners.is_empty() {
            return None;
        }
        let winners: Vec<String> = standing
            .winners
            .iter()
            .map(|w| format!("{} ({})", self.name(w.slot), w.why))
            .collect();
        Some(if standing.over {
            format!("The game is over. Winners: {}.", winners.join(", "))
        } else {
            format!("Won while the game goes on: {}.", winners.join(", "))
        })
    }

    /// The same templates as JSON.
    pub fn to_json(&self) -> Value {
        let t = &self.tally;
        let players: Vec<Value> = (0..self.thread.slots.len())
            .map(|slot| {
                let played = replacements(self.thread, slot, self.time);
                let names = &self.thread.slots[slot].names[..=played];
                json!({
                    "name": names[played],
                    "replaced": &names[..played],
                    "line": names.join(" → "),
                })
            })
            .collect();
        let dead: Vec<Value> = self
            .dead()
            .iter()
            .map(|d| {
                let slot = &self.thread.slots[d.slot];
                json!({
                    "name": d.name,
                    "faction": slot.faction,
                    "role": slot.role,
                    "death": how(d.kind),
                    "phase": d.phase.map(|p| self.thread.phases[p].to_string()),
                    "time": time::format(d.time),
                    "reason": d.reason,
                    "line": self.dead_line(d),
                })
            })
            .collect();
        let wagons: Vec<Value> = t
            .wagons
            .iter()
            .map(|w| {
                json!({
                    "target": self.name(w.target),
                    "votes": w.voters.len(),
                    "weight": w.votes,
                    "voters": self.voter_names(&w.voters),
                    "needed": self.needed(w.votes as usize),
                    "locked": w.locked,
                })
            })
            .collect();
        let notes: Vec<Value> = t
            .notes
            .iter()
            .map(|n| json!({"post": n.post, "rule": n.rule, "message": n.message}))
            .collect();
        json!({
            "at_post": t.at_post,
            "time": time::format(self.time),
            "players": players,
            "alive": self.alive(),
            "dead": dead,
            "tally": {
                "day": self.day(),
                "alive": t.alive.len(),
                "majority": t.majority,
                "lock": self.thread.config.lock.then(|| lock_at(t.alive.len())),
                "rule_7": self.rule_7(),
                "wagons": wagons,
                "not_voting": self.names(&t.not_voting),
                "lynch": t.lynch.map(|s| self.name(s)),
                "day_over": t.day_over,
                "no_lynch": t.no_lynch,
                "outcome": t.outcome,
                "house_rules": self.house_rules(),
                "called": t.called,
            },
            "notes": notes,
            "standing": self.standing().map(|st| json!({
                "over": st.over,
                "winners": st.winners.iter().map(|w| json!({"name": self.name(w.slot), "why": w.why})).collect::<Vec<_>>(),
            })),
        })
    }
}

/// How many times the slot was replaced up to `time`.
fn replacements(thread: &Thread, slot: SlotId, time: Seconds) -> usize {
    let n = thread
        .events
        .iter()
        .filter(|e| matches!(e, HostEvent::Replacement { slot: s, time: t, .. } if *s == slot && *t <= time))
        .count();
    n.min(thread.slots[slot].names.len().saturating_sub(1))
}

/// "town vanilla", "town", "vanilla" or "" as far as the host gave them.
fn identity(thread: &Thread, slot: SlotId) -> String {
    let s = &thread.slots[slot];
    [s.faction.as_deref(), s.role.as_deref()]
        .into_iter()
        .flatten()
        .map(str::trim)
        .filter(|p| !p.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

fn how(kind: DeathKind) -> &'static str {
    match kind {
        DeathKind::Lynch => "lynched",
        DeathKind::Night => "killed",
        DeathKind::Modkill => "modkilled",
        DeathKind::Other => "died",
    }
}

/// The phase a death belongs to. A death at a phase boundary belongs to the phase its
/// kind names: a lynch at the end of a day to that day, a night kill announced at the
/// start of a day to the night before.
pub(crate) fn death_phase(thread: &Thread, kind: DeathKind, time: Seconds) -> Option<usize> {
    let here = thread.phase_at(time);
    let before = thread.phase_at(time - 1);
    let wanted = match kind {
        DeathKind::Lynch => Some(PhaseKind::Day),
        DeathKind::Night => Some(PhaseKind::Night),
        DeathKind::Modkill | DeathKind::Other => None,
    };
    wanted
        .and_then(|k| {
            [here, before]
                .into_iter()
                .flatten()
                .find(|p| thread.phases[*p].kind == k)
        })
        .or(here)
        .or(before)
}

fn capitalized(word: &str) -> String {
    let mut chars = word.chars();
    chars.next().map_or_else(String::new, |c| {
        c.to_uppercase().chain(chars).collect::<String>()
    })
}
