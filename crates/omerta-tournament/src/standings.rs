//! Standings: totals per player over the finished games of an event, added up exactly in
//! thousandths ([`Points`]), never in floating point; the tie-breaks an event's policy
//! names, and the places they give.

use crate::finished::Finished;
use omerta_pro::Points;
use std::collections::BTreeMap;

/// One player's line in an event's standings.
#[derive(Clone, Debug, PartialEq)]
pub struct Standing {
    pub name: String,
    pub games: u32,
    pub wins: u32,
    /// The exact sum of the player's totals.
    pub total: Points,
    /// The player's total in each of the event's games, by the game's place in the event
    /// (`None`: did not play it).
    pub per_game: Vec<Option<Points>>,
    /// How often the player had each role, in the order civilian, sheriff, mafia, don.
    pub roles: Vec<(String, u32)>,
    /// The total less the outcome points (the extra points, MafiaRatings' "(epg)").
    pub extra: Points,
    /// Wins as the Sheriff or the Don (MafiaRatings' "special role wins").
    pub special_wins: u32,
}

impl Standing {
    /// The average per game, rounded half away from zero to a thousandth.
    pub fn average(&self) -> Points {
        average(self.total, self.games)
    }
}

/// `total` over `games`, rounded half away from zero to a thousandth (integers only).
pub fn average(total: Points, games: u32) -> Points {
    if games == 0 {
        return Points::ZERO;
    }
    let (sum, n) = (i64::from(total.thousandths()), i64::from(games));
    let rounded = if sum >= 0 {
        (2 * sum + n) / (2 * n)
    } else {
        -((-2 * sum + n) / (2 * n))
    };
    Points::milli(rounded as i32)
}

const ROLE_ORDER: [&str; 4] = ["civilian", "sheriff", "mafia", "don"];

/// The players of an event's games by name (as seated), sorted by total, highest first;
/// equal totals by name.
pub fn standings(games: &[&Finished]) -> Vec<Standing> {
    let mut by_name: BTreeMap<&str, Standing> = BTreeMap::new();
    let mut roles: BTreeMap<&str, BTreeMap<&str, u32>> = BTreeMap::new();
    for (index, game) in games.iter().enumerate() {
        for seat in &game.seats {
            let line = by_name.entry(&seat.name).or_insert_with(|| Standing {
                name: seat.name.clone(),
                games: 0,
                wins: 0,
                total: Points::ZERO,
                per_game: vec![None; games.len()],
                roles: Vec::new(),
                extra: Points::ZERO,
                special_wins: 0,
            });
            line.games += 1;
            let won = seat.won(&game.winner);
            line.wins += u32::from(won);
            line.special_wins += u32::from(won && matches!(seat.role.as_str(), "sheriff" | "don"));
            line.total += seat.total;
            line.extra += seat.total + -seat.outcome;
            let played = line.per_game[index].get_or_insert(Points::ZERO);
            *played += seat.total;
            *roles
                .entry(&seat.name)
                .or_default()
                .entry(&seat.role)
                .or_default() += 1;
        }
    }
    let mut lines: Vec<Standing> = by_name
        .into_values()
        .map(|mut line| {
            let counts = roles.remove(line.name.as_str()).unwrap_or_default();
            let known = ROLE_ORDER
                .iter()
                .filter_map(|r| counts.get(r).map(|n| (*r, *n)));
            let other = counts
                .iter()
                .filter(|(r, _)| !ROLE_ORDER.contains(r))
                .map(|(r, n)| (*r, *n));
            line.roles = known
                .chain(other)
                .map(|(r, n)| (r.to_string(), n))
                .collect();
            line
        })
        .collect();
    lines.sort_by(|a, b| b.total.cmp(&a.total).then_with(|| a.name.cmp(&b.name)));
    lines
}

/// What decides between players with equal totals, in the order an event's policy gives
/// them. The default follows MafiaRatings' default sorting, `(epg)wsk` in its
/// `include/scoring.php` (szotin/mafiaratings): the points other than the main ones
/// (extra, penalty and legacy points together), then wins, then wins in a special role;
/// omerta adds head-to-head, as federation rules end with, before a shared place.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tiebreak {
    /// More points other than the outcome's.
    Extra,
    /// More wins.
    Wins,
    /// More wins as the Sheriff or the Don.
    SpecialWins,
    /// More points in the games played against the others still tied.
    HeadToHead,
    /// Fewer games (a higher average for the same total).
    FewerGames,
}

impl Tiebreak {
    pub const DEFAULT: [Tiebreak; 4] = [
        Tiebreak::Extra,
        Tiebreak::Wins,
        Tiebreak::SpecialWins,
        Tiebreak::HeadToHead,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Tiebreak::Extra => "extra",
            Tiebreak::Wins => "wins",
            Tiebreak::SpecialWins => "special_wins",
            Tiebreak::HeadToHead => "head_to_head",
            Tiebreak::FewerGames => "fewer_games",
        }
    }

    pub fn describe(self) -> &'static str {
        match self {
            Tiebreak::Extra => "more points other than the outcome's",
            Tiebreak::Wins => "more wins",
            Tiebreak::SpecialWins => "more wins as the Sheriff or the Don",
            Tiebreak::HeadToHead => "more points in the games against the others tied",
            Tiebreak::FewerGames => "fewer games",
        }
    }

    /// Every tie-break, in the order an unknown name's error lists them.
    pub const ALL: [Tiebreak; 5] = [
        Tiebreak::Extra,
        Tiebreak::Wins,
        Tiebreak::SpecialWins,
        Tiebreak::HeadToHead,
        Tiebreak::FewerGames,
    ];

    /// A policy from its names, comma separated (`wins,head_to_head`); an unknown name is
    /// an error naming the known ones.
    pub fn parse_policy(text: &str) -> Result<Vec<Tiebreak>, Unknown> {
        let mut policy = Vec::new();
        for name in text.split(',').map(str::trim).filter(|n| !n.is_empty()) {
            match Tiebreak::ALL.iter().find(|t| t.name() == name) {
                Some(t) if !policy.contains(t) => policy.push(*t),
                Some(_) => {}
                None => return Err(Unknown::Tiebreak(name.to_owned())),
            }
        }
        Ok(policy)
    }

    /// The key (larger is better) of each of `group`'s lines under this tie-break.
    fn keys(self, group: &[&Standing], games: &[&Finished]) -> Vec<i64> {
        match self {
            Tiebreak::Extra => group
                .iter()
                .map(|l| i64::from(l.extra.thousandths()))
                .collect(),
            Tiebreak::Wins => group.iter().map(|l| i64::from(l.wins)).collect(),
            Tiebreak::SpecialWins => group.iter().map(|l| i64::from(l.special_wins)).collect(),
            Tiebreak::FewerGames => group.iter().map(|l| -i64::from(l.games)).collect(),
            Tiebreak::HeadToHead => group
                .iter()
                .map(|line| {
                    games
                        .iter()
                        .enumerate()
                        .filter(|(_, g)| {
                            g.seats.iter().any(|s| {
                                s.name != line.name && group.iter().any(|o| o.name == s.name)
                            })
                        })
                        .filter_map(|(i, _)| line.per_game[i])
                        .map(|p| i64::from(p.thousandths()))
                        .sum()
                })
                .collect(),
        }
    }
}

/// A name a standings' option does not know, as written. `Display` writes the English
/// (naming the known ones); the edges word the same in the reader's language (the tests
/// hold their English to `Display` for every variant).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unknown {
    /// A tie-break's name not among [`Tiebreak::ALL`]'s.
    Tiebreak(String),
    /// A role table's name not among [`ROLE_TABLES`]'.
    RoleTable(String),
}

impl Unknown {
    /// The names known where this one was given: the tie-breaks', or the role tables'.
    pub fn known(&self) -> Vec<&'static str> {
        match self {
            Unknown::Tiebreak(_) => Tiebreak::ALL.iter().map(|t| t.name()).collect(),
            Unknown::RoleTable(_) => ROLE_TABLES.iter().map(|(name, _)| *name).collect(),
        }
    }
}

impl std::fmt::Display for Unknown {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let known = self.known().join(", ");
        match self {
            Unknown::Tiebreak(name) => write!(f, "unknown tie-break {name:?}; known: {known}"),
            Unknown::RoleTable(name) => write!(f, "unknown role table {name:?}; known: {known}"),
        }
    }
}

/// Orders lines sorted by total under a tie-break policy, and gives their places: a place
/// is shared only by lines equal in total and under every tie-break.
pub fn ranked(
    mut lines: Vec<Standing>,
    games: &[&Finished],
    policy: &[Tiebreak],
) -> (Vec<Standing>, Vec<usize>) {
    lines.sort_by(|a, b| b.total.cmp(&a.total).then_with(|| a.name.cmp(&b.name)));
    // Runs of lines still tied: (start, end), split by each tie-break in turn.
    let mut runs: Vec<(usize, usize)> = Vec::new();
    let mut start = 0;
    for i in 1..=lines.len() {
        if i == lines.len() || lines[i].total != lines[start].total {
            runs.push((start, i));
            start = i;
        }
    }
    for &tiebreak in policy {
        let mut next = Vec::new();
        for (from, to) in runs {
            if to - from < 2 {
                next.push((from, to));
                continue;
            }
            let group: Vec<&Standing> = lines[from..to].iter().collect();
            let keys = tiebreak.keys(&group, games);
            let mut order: Vec<usize> = (0..group.len()).collect();
            // Stable: among equal keys the earlier order (by name) stays.
            order.sort_by(|&a, &b| keys[b].cmp(&keys[a]));
            let sorted: Vec<Standing> = order.iter().map(|&k| group[k].clone()).collect();
            let sorted_keys: Vec<i64> = order.iter().map(|&k| keys[k]).collect();
            lines.splice(from..to, sorted);
            let mut begin = from;
            for i in from + 1..=to {
                if i == to || sorted_keys[i - from] != sorted_keys[begin - from] {
                    next.push((begin, i));
                    begin = i;
                }
            }
        }
        runs = next;
    }
    let mut places = vec![0; lines.len()];
    for (from, to) in runs {
        for place in places.iter_mut().take(to).skip(from) {
            *place = from + 1;
        }
    }
    (lines, places)
}

/// Places for sorted lines: equal totals share a place ("1, 2, 2, 4").
pub fn places(lines: &[Standing]) -> Vec<usize> {
    let mut places = Vec::with_capacity(lines.len());
    for (i, line) in lines.iter().enumerate() {
        let place = match i {
            0 => 1,
            _ if lines[i - 1].total == line.total => places[i - 1],
            _ => i + 1,
        };
        places.push(place);
    }
    places
}

/// The roles a table may be limited to, and the seats' roles each takes.
pub const ROLE_TABLES: [(&str, &[&str]); 6] = [
    ("red", &["civilian", "sheriff"]),
    ("black", &["mafia", "don"]),
    ("civilian", &["civilian"]),
    ("sheriff", &["sheriff"]),
    ("mafia", &["mafia"]),
    ("don", &["don"]),
];

/// The table of one role ([`ROLE_TABLES`]): the games with only the seats of that role's.
/// An unknown name is an error naming the known ones.
pub fn limited_to_role<'a>(
    games: impl IntoIterator<Item = &'a Finished>,
    role: &str,
) -> Result<(&'static str, Vec<Finished>), Unknown> {
    let (name, roles) = ROLE_TABLES
        .iter()
        .find(|(n, _)| *n == role)
        .ok_or_else(|| Unknown::RoleTable(role.to_owned()))?;
    let games = games
        .into_iter()
        .map(|g| {
            let mut g = g.clone();
            g.seats.retain(|s| roles.contains(&s.role.as_str()));
            g
        })
        .collect();
    Ok((name, games))
}
