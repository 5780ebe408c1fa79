//! Mafia 1923: families, roles, statuses, nights and days, family courts.
//!
//! Pure: no IO, no clock; randomness comes from a seeded generator given by the caller.
//! This crate is being built (issue 5): setup and dealing, the roles with their limits, the day's
//! vote with its courts, and the goal are in place; nights, statuses, announcements and the scripted
//! game come next.

pub mod court;
pub mod goal;
pub mod role;
pub mod setup;

pub use court::{Ballot, Day, ExtraVote, Improper, Verdict, Voter};
pub use goal::{outcome, Member, Outcome, Winner};
pub use role::{Role, When};
pub use setup::{deal, Dealt, FamilySpec, Level, Seating, Setup, SignUp};
