//! Mafia 1923: families, roles, statuses, nights and days, family courts.
//!
//! Pure: no IO, no clock; randomness comes from a seeded generator given by the caller.
//! This crate is being built (issue 5): setup and dealing, the roles with their limits,
//! the nights and days in the seed's order, statuses, the courts, announcements with their
//! audiences and the goal are in place; the scripted game (`omerta 1923 play`) comes next.

pub mod court;
pub mod game;
pub mod goal;
pub mod message;
pub mod role;
pub mod script;
pub mod setup;

pub use court::{Ballot, Day, ExtraVote, Improper, Verdict, Voter};
pub use game::{
    mafia_kills_required, DayActions, Game, Jail, MafiaKills, Night, NightAction, Player,
};
pub use goal::{outcome, Member, Outcome, Winner};
pub use message::{Audience, Message, Phase};
pub use role::{Role, When};
pub use setup::{deal, Dealt, FamilySpec, Level, Seating, Setup, SignUp};
