//! Small finished games for tests and examples: a seat by name, role and total in
//! thousandths; a game of such seats, titled and timed by its id.

use crate::finished::{Finished, SeatResult};
use omerta_pro::Points;

/// A seat with no account and no outcome points.
pub fn seat(name: &str, role: &str, milli: i32) -> SeatResult {
    SeatResult {
        name: name.into(),
        account: None,
        role: role.into(),
        total: Points::milli(milli),
        outcome: Points::ZERO,
    }
}

/// A game titled "Table {id}", finished at `1000 * id`.
pub fn game(id: i64, event: &str, winner: &str, seats: Vec<SeatResult>) -> Finished {
    Finished {
        id,
        title: format!("Table {id}"),
        event: event.into(),
        finished_at: 1000 * id,
        winner: winner.into(),
        seats,
    }
}
