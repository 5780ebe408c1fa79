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
pub mod document;
mod ordered;
pub mod outcome;
mod rar;

pub use ability::{Ability, Component};
pub use document::{Error, Method, Night, Player, Problem, Sanity, Verdict, Vest};
pub use outcome::{Explanation, Info, InfoResult, Node, Outcome, Side};

/// Resolves a night by its method; with `explain`, every effect carries its reasons.
pub fn resolve(night: &Night, explain: bool) -> Outcome {
    match night.method {
        Method::Rar => rar::Resolver::new(night).outcome(explain),
        Method::Ordered => ordered::resolve(night, explain),
    }
}

/// Reads, validates and resolves a night document.
pub fn resolve_json(text: &str, explain: bool) -> Result<Outcome, Error> {
    let night = Night::from_json(text)?;
    Ok(resolve(&night, explain))
}
