//! Seasons and series: a season's ranking is the standings of every game of its events
//! together, ranked by the same tie-break functions an event's standings use
//! ([`ranked`]); a series' ranking is the same over every event of its seasons, each game
//! counted once (an event may sit in two seasons). The leaderboards: most wins per Pro
//! role, and the best average points among the players with at least a minimum of games.

use crate::finished::Finished;
use crate::standings::{average, ranked, standings, Standing, Tiebreak};
use omerta_pro::Points;
use std::collections::{BTreeMap, HashSet};

/// The fewest games a player needs to stand in the best-average leaderboard: an average
/// over fewer is luck more than play (a tournament day is about ten games).
pub const MIN_GAMES: u32 = 10;

/// How many players each leaderboard shows.
pub const LEADERS: usize = 10;

/// A season's or a series' ranking.
#[derive(Clone, Debug)]
pub struct Ranking {
    /// Every game counted once, the first finished first.
    pub games: Vec<Finished>,
    pub lines: Vec<Standing>,
    pub places: Vec<usize>,
}

/// The ranking over the games of several events (each event's games with their seats
/// already mapped to its registered players): a game listed twice counts once.
pub fn ranking(events: impl IntoIterator<Item = Vec<Finished>>, policy: &[Tiebreak]) -> Ranking {
    let mut seen = HashSet::new();
    let mut games: Vec<Finished> = events
        .into_iter()
        .flatten()
        .filter(|g| seen.insert(g.id))
        .collect();
    games.sort_by_key(|g| (g.finished_at, g.id));
    let refs: Vec<&Finished> = games.iter().collect();
    let (lines, places) = ranked(standings(&refs), &refs, policy);
    Ranking {
        games,
        lines,
        places,
    }
}

/// One player on a leaderboard.
#[derive(Clone, Debug, PartialEq)]
pub struct Leader {
    pub name: String,
    pub games: u32,
    pub wins: u32,
    pub average: Points,
}

/// The leaderboards of a set of games.
#[derive(Clone, Debug, PartialEq)]
pub struct Leaderboards {
    /// Per Pro role (civilian, sheriff, mafia, don): most wins, then fewer games, then name.
    pub wins: Vec<(&'static str, Vec<Leader>)>,
    /// Best average points among those with at least `min_games` games; then more games,
    /// then name.
    pub average: Vec<Leader>,
    pub min_games: u32,
}

/// The leaderboards over finished Pro games (players by name as seated, or as mapped to
/// their account), each board `top` long at most.
pub fn leaderboards(games: &[&Finished], min_games: u32, top: usize) -> Leaderboards {
    let wins = crate::profiles::PRO_ROLES
        .iter()
        .map(|role| {
            let only: Vec<Finished> = games
                .iter()
                .map(|g| {
                    let mut g = (*g).clone();
                    g.seats.retain(|s| s.role == *role);
                    g
                })
                .collect();
            let refs: Vec<&Finished> = only.iter().collect();
            let mut leaders: Vec<Leader> = standings(&refs)
                .into_iter()
                .filter(|l| l.wins > 0)
                .map(leader)
                .collect();
            leaders.sort_by(|a, b| {
                b.wins
                    .cmp(&a.wins)
                    .then(a.games.cmp(&b.games))
                    .then_with(|| a.name.cmp(&b.name))
            });
            leaders.truncate(top);
            (*role, leaders)
        })
        .collect();
    let mut average: Vec<Leader> = standings(games)
        .into_iter()
        .filter(|l| l.games >= min_games)
        .map(leader)
        .collect();
    average.sort_by(|a, b| {
        b.average
            .cmp(&a.average)
            .then(b.games.cmp(&a.games))
            .then_with(|| a.name.cmp(&b.name))
    });
    average.truncate(top);
    Leaderboards {
        wins,
        average,
        min_games,
    }
}

fn leader(line: Standing) -> Leader {
    Leader {
        average: average(line.total, line.games),
        name: line.name,
        games: line.games,
        wins: line.wins,
    }
}

/// Events by id, each listed once, in the order first given (a series' seasons may share
/// an event).
pub fn distinct_events(events: impl IntoIterator<Item = i64>) -> Vec<i64> {
    let mut seen = BTreeMap::new();
    let mut out = Vec::new();
    for (i, e) in events.into_iter().enumerate() {
        if seen.insert(e, i).is_none() {
            out.push(e);
        }
    }
    out
}
