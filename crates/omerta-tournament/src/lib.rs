//! Tournament results, pure: what the server's standings, event and ratings pages and the
//! JSON API compute from finished Pro games, with no storage, clock, async or HTTP (the
//! house's map: `../../ARCHITECTURE.md`). The seating draw lives beside it, in
//! `omerta_pro::seating`.
//!
//! - [`finished`]: a finished game read from its public score report and lobby events;
//! - [`standings`]: totals per player, the tie-break policy, places, role tables;
//! - [`ratings`]: Elo ratings across every event, with their history;
//! - [`players`]: seats mapped to an event's registered players by the names they are known by;
//! - [`records`]: a finished game of any rule set summarised for profiles and seasons;
//! - [`profiles`]: a player's games and their Pro roles', forum factions' and 1923 families' tallies;
//! - [`seasons`]: rankings over several events' games, and leaderboards.

pub mod finished;
pub mod fixtures;
pub mod players;
pub mod profiles;
pub mod ratings;
pub mod records;
pub mod seasons;
pub mod standings;

pub use finished::{
    best_moves, finished_from_events, finished_game, group_by_event, is_best_move, thousandths,
    EventGames, Finished, Read, Row, SeatResult, FINISHED_KINDS,
};
pub use players::{identify, identify_everywhere, Known, Player};
pub use profiles::{profile, Played, Profile, RoleLine, SideLine, PRO_ROLES};
pub use ratings::{ratings, Change, Rated, K, START};
pub use records::{forum_faction_won, identify_records, record_of, GameRecord, SeatRecord};
pub use seasons::{leaderboards, ranking, Leader, Leaderboards, Ranking, LEADERS, MIN_GAMES};
pub use standings::{
    average, limited_to_role, places, ranked, standings, Standing, Tiebreak, Unknown, ROLE_TABLES,
};
