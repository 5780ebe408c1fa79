//! Forum Mafia night actions: one night of submitted actions resolved into its
//! end-of-night effects, by Reasonable Action Resolution (RAR) or by the simple ordered
//! method, with the reasons for every effect.
//!
//! Pure: no IO, no clock, no randomness. The same night always resolves the same way.
//!
//! ```text
//! text --Night::from_json--> Night --resolve--> Outcome --to_json / to_text--> output
//!        (Error: every problem)
//! ```

pub mod ability;
mod day;
pub mod document;
mod ordered;
pub mod outcome;
mod rar;

pub use ability::{Ability, Component};
pub use document::{Error, Method, Night, Phase, Player, Problem, Sanity, Verdict, Vest};
pub use outcome::{Explanation, Info, InfoResult, Node, Note, Outcome, Side};

/// How much work resolving one night by RAR may take: the number of steps it may take
/// (an argument judged, an argument or an attack learnt). RAR's search grows quickly with
/// actions that block, redirect and swap one another in a loop; past the budget the night
/// is refused ([`Entangled`]) rather than searched for minutes. A count, not a time, so
/// that the same night gives the same answer on every machine.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    pub steps: u64,
}

impl Budget {
    /// The default: under a second of work on one core of a small server (about half a
    /// microsecond a step), and a few tens of megabytes of remembered verdicts at most.
    /// 13 players who each block the next and swap two others take about 830,000 steps
    /// (0.4 s); 14 of them would take 4.3 million and are refused. A night of a real game
    /// takes a few thousand.
    pub const DEFAULT: Budget = Budget { steps: 1_000_000 };
    /// No limit: the search runs to its end, however long.
    pub const UNLIMITED: Budget = Budget { steps: u64::MAX };
}

impl Default for Budget {
    fn default() -> Budget {
        Budget::DEFAULT
    }
}

/// A night whose actions are entangled beyond the budget: the actions on the chain of
/// arguments being judged when it ran out (document index, and in words).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entangled {
    pub steps: u64,
    pub actions: Vec<(usize, String)>,
}

impl std::fmt::Display for Entangled {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let actions: Vec<&str> = self.actions.iter().map(|(_, a)| a.as_str()).collect();
        write!(
            f,
            "these actions block, redirect or swap one another in a loop too large to settle \
             by Reasonable Action Resolution within its budget of {} steps: {}. Settle the \
             night by the ordered method, or rule on these actions as the host and resolve \
             it by hand",
            self.steps,
            actions.join("; ")
        )
    }
}

impl std::error::Error for Entangled {}

/// Resolves a night by its method; with `explain`, every effect carries its reasons.
/// Unbounded: see [`resolve_within`].
pub fn resolve(night: &Night, explain: bool) -> Outcome {
    // An unlimited budget never runs out: u64::MAX steps are beyond any computer.
    resolve_within(night, explain, Budget::UNLIMITED).unwrap_or_default()
}

/// Resolves a night by its method within a budget; the ordered method needs none.
pub fn resolve_within(night: &Night, explain: bool, budget: Budget) -> Result<Outcome, Entangled> {
    if night.phase == Phase::Day {
        return Ok(day::resolve(night, explain));
    }
    let (night, notes) = one_kill_a_faction(night);
    let mut outcome = match night.method {
        Method::Rar => rar::Resolver::new(&night, budget).outcome_within(explain)?,
        Method::Ordered => ordered::resolve(&night, explain),
    };
    outcome.notes = notes;
    Ok(outcome)
}

/// Ruling N14: a faction makes one factional kill a night unless the document allows more
/// (`factional_kills`); when its members submit more, the last ones submitted stand and the
/// others are set aside, each named for the host.
fn one_kill_a_faction(night: &Night) -> (Night, Vec<Note>) {
    let mut kept_by_faction: std::collections::BTreeMap<&str, u32> = Default::default();
    let mut dropped = vec![false; night.actions.len()];
    // From the last submitted back: those within the faction's number stand.
    for (i, action) in night.actions.iter().enumerate().rev() {
        if action.ability != Ability::FactionalKill {
            continue;
        }
        let faction = night.players[action.actor].alignment.as_str();
        let allowed = night.factional_kills.get(faction).copied().unwrap_or(1);
        let kept = kept_by_faction.entry(faction).or_default();
        if *kept < allowed {
            *kept += 1;
        } else {
            dropped[i] = true;
        }
    }
    if !dropped.contains(&true) {
        return (night.clone(), Vec::new());
    }
    let mut notes = Vec::new();
    let mut filtered = night.clone();
    filtered.actions = night
        .actions
        .iter()
        .zip(&dropped)
        .filter(|(action, &out)| {
            if out {
                let faction = &night.players[action.actor].alignment;
                let allowed = night.factional_kills.get(faction).copied().unwrap_or(1);
                notes.push(Note {
                    action: action.index,
                    text: format!(
                        "{}'s factional_kill on {} is set aside: the {faction} faction has {allowed} factional kill{} a night, and a later one was submitted",
                        night.name(action.actor),
                        night.name(action.target),
                        if allowed == 1 { "" } else { "s" }
                    ),
                });
            }
            !out
        })
        .map(|(action, _)| *action)
        .collect();
    (filtered, notes)
}

/// Resolves a night by RAR without the memo: every chain of arguments walked to its end,
/// as the rules read. Exponentially slow; the reference the fast search is tested against.
#[doc(hidden)]
pub fn resolve_exhaustively(night: &Night, explain: bool) -> Outcome {
    if night.phase == Phase::Day {
        return day::resolve(night, explain);
    }
    let (night, notes) = one_kill_a_faction(night);
    let mut outcome = match night.method {
        Method::Rar => rar::Resolver::new(&night, Budget::UNLIMITED)
            .exhaustive()
            .outcome_within(explain)
            .unwrap_or_default(),
        Method::Ordered => ordered::resolve(&night, explain),
    };
    outcome.notes = notes;
    outcome
}

/// Reads, validates and resolves a night document (unbounded).
pub fn resolve_json(text: &str, explain: bool) -> Result<Outcome, Error> {
    let night = Night::from_json(text)?;
    Ok(resolve(&night, explain))
}
