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
mod bonds;
mod day;
pub mod document;
mod ordered;
pub mod outcome;
mod rar;
pub mod role;
pub mod said;
#[cfg(feature = "schema")]
pub mod schema;

pub use ability::{Ability, Component};
pub use role::{Passive, Role, Team, Win, ROLES};
// Budget, Stop, Exhausted and Entangled are defined below.
pub use document::{
    Error, Fault, Field, Method, Night, Phase, Player, Problem, Sanity, Verdict, Vest,
};
pub use outcome::{Explanation, Info, InfoResult, Node, Note, Outcome, Side};
pub use said::{Bound, Move, Said, Shooter, ShotEnd};

/// How much work resolving one night by RAR may take. RAR's search grows quickly with
/// actions that block, redirect and swap one another in a loop; past the budget the night
/// is refused ([`Entangled`]) rather than searched for minutes or held in gigabytes.
///
/// Both bounds are counts, not readings of a clock or of the allocator, so the same night
/// gives the same answer on every machine:
///
/// - `steps`: units of work, each a few tens of nanoseconds of one core: an argument
///   judged, an attacker looked at, a route of an effect followed, a reason explained, a
///   word of the chain read. A step costs the same whatever the night's size, so the
///   budget bounds time on any night (issue 25: the blockade of 64 roleblockers, whose
///   every argument has 63 attackers, once took 2.3 s within "a million steps").
/// - `bytes`: the memory the search may keep (routes, the arguments learnt, remembered
///   verdicts, the explanations' reasons), as the resolver counts it.
///
/// `stop`: the caller's way to end a search early (a server whose deadline passed); a
/// search stopped is refused like one past its budget, and decides nothing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Budget {
    pub steps: u64,
    pub bytes: u64,
    pub stop: Stop,
}

impl Budget {
    /// The default: well under a second of one core of a small server, whatever the shape
    /// of the night (10 to 16 ns a step: 0.2 to 0.4 s), and 64 MiB as the resolver counts
    /// it (the whole `omerta night resolve` stays under 128 MiB resident). A night of a real
    /// game takes a few thousand steps; the knot of 11 (players who each block the next
    /// and swap the two after) resolves within it, the knot of 12 is refused.
    pub const DEFAULT: Budget = Budget {
        steps: 24_000_000,
        bytes: 64 << 20,
        stop: Stop::NEVER,
    };
    /// No limit: the search runs to its end, however long and large.
    pub const UNLIMITED: Budget = Budget {
        steps: u64::MAX,
        bytes: u64::MAX,
        stop: Stop::NEVER,
    };

    /// The default budget with another number of steps.
    pub fn steps(steps: u64) -> Budget {
        Budget {
            steps,
            ..Budget::DEFAULT
        }
    }

    /// This budget, ended early when `stop` is raised.
    pub fn stopped_by(self, stop: Stop) -> Budget {
        Budget { stop, ..self }
    }
}

impl Default for Budget {
    fn default() -> Budget {
        Budget::DEFAULT
    }
}

/// A signal to end a search early, raised by whoever started it, from any thread (the
/// server raises it when its deadline for a command passes). The search looks at it every
/// few thousand steps. Not a clock: a search that is not stopped gives the same answer
/// whether or not it could have been.
#[derive(Clone, Debug, Default)]
pub struct Stop(Option<std::sync::Arc<std::sync::atomic::AtomicBool>>);

impl Stop {
    /// A signal never raised.
    pub const NEVER: Stop = Stop(None);

    /// A new signal, not raised yet.
    pub fn new() -> Stop {
        Stop(Some(Default::default()))
    }

    /// Ends the searches holding this signal (and their clones) at their next look.
    pub fn raise(&self) {
        if let Some(flag) = &self.0 {
            flag.store(true, std::sync::atomic::Ordering::Relaxed);
        }
    }

    pub fn raised(&self) -> bool {
        self.0
            .as_ref()
            .is_some_and(|flag| flag.load(std::sync::atomic::Ordering::Relaxed))
    }
}

/// Two signals are the same signal: a budget compares equal to its clones.
impl PartialEq for Stop {
    fn eq(&self, other: &Stop) -> bool {
        match (&self.0, &other.0) {
            (None, None) => true,
            (Some(a), Some(b)) => std::sync::Arc::ptr_eq(a, b),
            _ => false,
        }
    }
}

impl Eq for Stop {}

/// Which bound of the [`Budget`] a search reached.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Exhausted {
    /// Its steps: the knot is too tangled to settle in time.
    Steps,
    /// Its memory: the knot has too many routes or arguments to hold.
    Memory,
    /// Its caller stopped it ([`Stop::raise`]).
    Stopped,
}

/// A night whose actions are entangled beyond the budget: what ran out, and the actions on
/// the chain of arguments (or the route) being followed when it did. Its English is
/// `Display`; an edge words the same data in another language
/// (`omerta_i18n::night::entangled`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entangled {
    pub exhausted: Exhausted,
    pub steps: u64,
    pub bytes: u64,
    pub actions: Vec<Knotted>,
}

/// An action of a knot: its index in the document, its actor, ability and targets by name.
/// Its English (`Display`): "A's swap on B and C".
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Knotted {
    pub index: usize,
    pub actor: String,
    pub ability: Ability,
    pub target: String,
    pub second: Option<String>,
}

impl std::fmt::Display for Knotted {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{}'s {} on {}",
            self.actor,
            self.ability.name(),
            self.target
        )?;
        if let Some(second) = &self.second {
            write!(f, " and {second}")?;
        }
        Ok(())
    }
}

impl std::fmt::Display for Entangled {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let actions: Vec<String> = self.actions.iter().map(Knotted::to_string).collect();
        let advice = "Settle the night by the ordered method, or rule on these actions as the \
                      host and resolve it by hand";
        match self.exhausted {
            Exhausted::Stopped => write!(
                f,
                "resolving the night was stopped before it finished, and nothing was decided; \
                 it was following these actions: {}",
                actions.join("; ")
            ),
            Exhausted::Steps => write!(
                f,
                "these actions block, redirect or swap one another in a loop too large to settle \
                 by Reasonable Action Resolution within its budget of {} steps: {}. {advice}",
                self.steps,
                actions.join("; ")
            ),
            Exhausted::Memory => write!(
                f,
                "these actions block, redirect or swap one another in a loop too large to settle \
                 by Reasonable Action Resolution within its budget of {} MiB of memory: {}. \
                 {advice}",
                self.bytes >> 20,
                actions.join("; ")
            ),
        }
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
        let mut outcome = day::resolve(night, explain);
        bonds::apply(night, &mut outcome, explain);
        return Ok(outcome);
    }
    let (night, notes) = one_kill_a_faction(night);
    let mut outcome = match night.method {
        Method::Rar => rar::Resolver::new(&night, budget).outcome_within(explain)?,
        Method::Ordered => ordered::resolve(&night, explain),
    };
    bonds::apply(&night, &mut outcome, explain);
    outcome.notes = notes;
    if !outcome.notes.is_empty() {
        outcome.players = night.names();
    }
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
                let said = Said::SetAside {
                    actor: action.actor as said::Who,
                    target: action.target as said::Who,
                    faction: faction.as_str().into(),
                    allowed,
                };
                notes.push(Note {
                    action: action.index,
                    text: said.english(&night.names()).to_string(),
                    said,
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
        let mut outcome = day::resolve(night, explain);
        bonds::apply(night, &mut outcome, explain);
        return outcome;
    }
    let (night, notes) = one_kill_a_faction(night);
    let mut outcome = match night.method {
        Method::Rar => rar::Resolver::new(&night, Budget::UNLIMITED)
            .exhaustive()
            .outcome_within(explain)
            .unwrap_or_default(),
        Method::Ordered => ordered::resolve(&night, explain),
    };
    bonds::apply(&night, &mut outcome, explain);
    outcome.notes = notes;
    if !outcome.notes.is_empty() {
        outcome.players = night.names();
    }
    outcome
}

/// [`resolve_within`] by RAR, with the steps and bytes the search counted: how the budget
/// is calibrated (`examples/calibrate.rs`) and what the benchmarks report.
#[doc(hidden)]
pub fn resolve_counted(
    night: &Night,
    explain: bool,
    budget: Budget,
) -> (Result<Outcome, Entangled>, u64, u64) {
    let (night, _) = one_kill_a_faction(night);
    let resolver = rar::Resolver::new(&night, budget);
    let answer = resolver.outcome_within(explain).map(|mut outcome| {
        bonds::apply(&night, &mut outcome, explain);
        outcome
    });
    let (steps, bytes) = resolver.counted();
    (answer, steps, bytes)
}

/// Reads, validates and resolves a night document (unbounded).
pub fn resolve_json(text: &str, explain: bool) -> Result<Outcome, Error> {
    let night = Night::from_json(text)?;
    Ok(resolve(&night, explain))
}
