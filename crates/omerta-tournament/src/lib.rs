//! Tournament results, pure: what the server's standings, event and ratings pages and the
//! JSON API compute from finished Pro games, with no storage, clock, async or HTTP (the
//! house's map: `../../ARCHITECTURE.md`). The seating draw lives beside it, in
//! `omerta_pro::seating`.
//!
//! - [`finished`]: a finished game read from its public score report and lobby events;
//! - [`standings`]: totals per player, the tie-break policy, places, role tables;
//! - [`ratings`]: Elo ratings across every event, with their history;
//! - [`players`]: seats mapped to an event's registered players by the names they are known by.

pub mod finished;
pub mod fixtures;
pub mod players;
pub mod ratings;
pub mod standings;

pub use finished::{
    finished_from_events, finished_game, group_by_event, thousandths, EventGames, Finished, Read,
    Row, SeatResult, FINISHED_KINDS,
};
pub use players::{identify, identify_everywhere, Known, Player};
pub use ratings::{ratings, Change, Rated, K, START};
pub use standings::{
    average, limited_to_role, places, ranked, standings, Standing, Tiebreak, ROLE_TABLES,
};
