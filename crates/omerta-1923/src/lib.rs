//! Mafia 1923: families, roles, statuses, nights and days, family courts.
//!
//! Pure: no IO, no clock; randomness comes from a seeded generator given by the caller.
//! Setup and dealing (`setup`), the roles and their limits (`role`), nights and days in the
//! seed's order with statuses (`game`), the family courts (`court`), announcements with
//! their audiences (`message`), the goal (`goal`), scripts (`script`, the
//! `omerta-1923/1` format of docs/1923/script.md) and what keeps one from being read or
//! dealt (`problem`). Every gap in the seed is a ruling in
//! docs/1923/rulings.md, pinned by a `ruling_mN_` test.

pub mod court;
pub mod game;
pub mod goal;
pub mod message;
pub mod problem;
pub mod role;
#[cfg(feature = "schema")]
pub mod schema;
pub mod script;
pub mod setup;

pub use court::{Ballot, Day, ExtraVote, Improper, Verdict, Voter};
pub use game::{
    mafia_kills_required, DayActions, Game, Jail, MafiaKills, Night, NightAction, Player, Why,
};
pub use goal::{outcome, Member, Outcome, Winner};
pub use message::{Arg, Audience, Message, Note, Phase, Said};
pub use problem::{Fault, Problem};
pub use role::{Role, When};
pub use setup::{deal, Dealt, FamilySpec, Level, Seating, Setup, SignUp};
