//! Pro Mafia: the protocol of a recorded game, its replay against the table rules, and its
//! scoring under the Pro Mafia 1.1 scoring model.
//!
//! This crate is pure: no IO, no clock, no randomness but a seeded one (the tournament
//! seating draw). Text in, values out.
//!
//! ```text
//! text --Protocol::from_json--> Protocol --Game::replay--> Game --score--> Scoresheet
//!        (ParseError)                      (Vec<Violation>)
//! ```

pub mod error;
pub mod game;
pub mod interchange;
pub mod model;
pub mod points;
pub mod protocol;
pub mod report;
#[cfg(feature = "schema")]
pub mod schema;
pub mod seat;
pub mod seating;

pub use error::{Arg, Error, Location, Said, Violation};
pub use game::{City, Game, Leave};
pub use model::{Event, Phase, Role, Rules, Team, Will, Winner};
pub use points::Points;
pub use protocol::{ParseError, Protocol};
pub use seat::{Seat, SeatSet};

/// Parses and replays a protocol document.
pub fn replay_json(text: &str) -> Result<Game, Error> {
    let protocol = Protocol::from_json(text)?;
    Game::from_protocol(protocol).map_err(Error::Invalid)
}

pub mod score;
pub use score::{score, Award, Rule, Scoresheet, SeatScore};

/// Parses, replays and scores a protocol document.
pub fn score_json(text: &str) -> Result<(Game, Scoresheet), Error> {
    let protocol = Protocol::from_json(text)?;
    let game = Game::from_protocol(protocol).map_err(Error::Invalid)?;
    let sheet = score(&game)?;
    Ok((game, sheet))
}
