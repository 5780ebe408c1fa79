//! Forum Mafia: thread documents, votes counted exactly by the rules, enforcement flags for
//! the host, and tallies in the forum's templates.
//!
//! Pure: no IO, no clock. Times are inputs.

pub mod markup;
pub mod votes;

pub use markup::Markup;
pub use votes::{resolve_name, vote_marks, vote_marks_with, NameMatch, VoteKind, VoteMark};
pub mod config;
pub mod house;
pub mod thread;
pub mod time;

pub use config::{lock_at, majority, GameConfig, Normality, Start};
pub use thread::{Author, DeathKind, HostEvent, Phase, PhaseKind, Post, Slot, SlotId, Thread};
pub mod tally;
pub use tally::{tally, Note, Tally, Wagon};
pub mod enforce;
pub mod night;
pub mod report;
pub mod said;
#[cfg(feature = "schema")]
pub mod schema;
pub use enforce::{check, check_with_clock, Flag};
pub use night::{
    night_document, resolve_night, resolve_night_within, NightError, NightFault, NightProblem,
};
pub use report::{Death, NoPost, Report};
pub use said::{FlagSaid, LineDiff, Lines, NoteSaid, Unclear, VoteChange, When};
pub mod win;
pub use win::{standing, Standing, Winner};
