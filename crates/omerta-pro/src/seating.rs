//! Tournament seating (`shared/spec/seating.md`): R rounds on T tables of ten, N players.
//!
//! Pure: the same sizes and seed give the same schedule. Three steps, each exact or
//! searched for the contract's qualities in their order of importance:
//!
//! 1. **Who plays** each round: when `N > 10 T`, the `N - 10 T` players who have sat out
//!    least sit out (ties drawn), so every player plays the same number of games, give or
//!    take one, and nobody sits out twice before everybody has sat out once.
//! 2. **Who plays whom**: each round's players are split into tables, first greedily (a
//!    local search that swaps players between tables while it lowers the sum of the
//!    squares of the counts of games every two players share), then by threshold
//!    accepting over the whole schedule: random swaps of two players between two tables of
//!    a round, kept when they raise the penalty (the fourth power of each pair's distance
//!    from the mean, so that the extremes weigh most) by less than a threshold that falls
//!    to zero. Integers only, so that every machine draws the same schedule.
//! 3. **Seats**: a player's games fall into cycles of ten; within a cycle no seat number
//!    may repeat. Players' cycles and the tables of each round form a bipartite graph in
//!    which no node has more than ten edges, so by König's theorem its edges can be
//!    coloured with the ten seat numbers so that no node sees a number twice: every table
//!    gets seats 1 to 10, and no player repeats a seat within a cycle. The colouring is
//!    built edge by edge, swapping the two colours along an alternating path when both
//!    ends have a different free colour (the classical proof, made an algorithm).

use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha20Rng;
use std::fmt;

/// Seats at a table.
pub const SEATS: usize = 10;

/// The largest sizes accepted: far beyond any tournament, small enough to draw in seconds.
pub const MAX_PLAYERS: usize = 10_000;
pub const MAX_ROUNDS: usize = 200;

/// A schedule: for each round, for each table, the player (1-based) in each seat.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Schedule {
    pub players: usize,
    pub tables: usize,
    /// `rounds[r][t][k]`: the player in seat `k + 1` of table `t + 1` in round `r + 1`.
    pub rounds: Vec<Vec<[usize; SEATS]>>,
}

/// Sizes that cannot be seated: what is wrong as data (an edge words it in its reader's
/// language), in English by `Display`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SizeError {
    /// No table.
    NoTable,
    /// No round.
    NoRound,
    /// More players than [`MAX_PLAYERS`].
    TooManyPlayers { players: usize, most: usize },
    /// More rounds than [`MAX_ROUNDS`].
    TooManyRounds { rounds: usize, most: usize },
    /// Fewer players than the tables' seats: `least` is ten a table.
    TooFewPlayers {
        tables: usize,
        least: usize,
        players: usize,
    },
}

impl fmt::Display for SizeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            SizeError::NoTable => f.write_str("a tournament needs at least one table"),
            SizeError::NoRound => f.write_str("a tournament needs at least one round"),
            SizeError::TooManyPlayers { players, most } => {
                write!(
                    f,
                    "{players} players is more than omerta seats ({most} at most)"
                )
            }
            SizeError::TooManyRounds { rounds, most } => {
                write!(
                    f,
                    "{rounds} rounds is more than omerta seats ({most} at most)"
                )
            }
            SizeError::TooFewPlayers {
                tables,
                least,
                players,
            } => write!(
                f,
                "{tables} table{} of ten need{} at least {least} players, not {players}",
                if tables == 1 { "" } else { "s" },
                if tables == 1 { "s" } else { "" },
            ),
        }
    }
}

impl std::error::Error for SizeError {}

/// Draws the schedule of `rounds` rounds of `tables` tables for `players` players.
pub fn draw(
    players: usize,
    tables: usize,
    rounds: usize,
    seed: u64,
) -> Result<Schedule, SizeError> {
    if tables == 0 {
        return Err(SizeError::NoTable);
    }
    if rounds == 0 {
        return Err(SizeError::NoRound);
    }
    if players > MAX_PLAYERS {
        return Err(SizeError::TooManyPlayers {
            players,
            most: MAX_PLAYERS,
        });
    }
    if rounds > MAX_ROUNDS {
        return Err(SizeError::TooManyRounds {
            rounds,
            most: MAX_ROUNDS,
        });
    }
    if players < SEATS * tables {
        return Err(SizeError::TooFewPlayers {
            tables,
            least: SEATS * tables,
            players,
        });
    }
    let mut rng = ChaCha20Rng::seed_from_u64(seed);
    let playing = who_plays(players, tables, rounds, &mut rng);
    // A few independent searches; the most even is kept (smallest spread, then penalty).
    let attempts = if tables > 1 { ATTEMPTS } else { 1 };
    let groups = (0..attempts)
        .map(|_| who_plays_whom(players, tables, &playing, &mut rng))
        .min_by_key(|groups| evenness(players, groups))
        .expect("at least one attempt");
    let rounds = seat(players, &groups);
    Ok(Schedule {
        players,
        tables,
        rounds,
    })
}

/// Independent searches for who plays whom.
const ATTEMPTS: usize = 4;

/// How even a schedule's meetings are: the spread between the most and the least games
/// two players share, then the sum of the squares of those counts.
fn evenness(players: usize, groups: &[Vec<Vec<usize>>]) -> (u32, u64) {
    let mut met = Meetings::new(players);
    for table in groups.iter().flatten() {
        met.add(table, 1);
    }
    let (mut low, mut high, mut squares) = (u32::MAX, 0, 0u64);
    for a in 0..players {
        for b in a + 1..players {
            let m = met.get(a, b);
            low = low.min(m);
            high = high.max(m);
            squares += u64::from(m) * u64::from(m);
        }
    }
    (high.saturating_sub(low), squares)
}

/// Step 1: the players (0-based) of each round. Those who sat out least sit out next.
fn who_plays(
    players: usize,
    tables: usize,
    rounds: usize,
    rng: &mut ChaCha20Rng,
) -> Vec<Vec<usize>> {
    let out_per_round = players - SEATS * tables;
    let mut sat_out = vec![0usize; players];
    (0..rounds)
        .map(|_| {
            let mut order: Vec<usize> = (0..players).collect();
            order.shuffle(rng);
            // Stable: among equals the drawn order decides.
            order.sort_by_key(|p| sat_out[*p]);
            for &p in &order[..out_per_round] {
                sat_out[p] += 1;
            }
            let mut playing = order[out_per_round..].to_vec();
            playing.sort_unstable();
            playing
        })
        .collect()
}

/// How many games every two players share, as a flat square matrix.
struct Meetings {
    n: usize,
    count: Vec<u32>,
}

impl Meetings {
    fn new(n: usize) -> Meetings {
        Meetings {
            n,
            count: vec![0; n * n],
        }
    }

    fn get(&self, a: usize, b: usize) -> u32 {
        self.count[a * self.n + b]
    }

    /// Adds (or with `-1` removes) a table's meetings.
    fn add(&mut self, table: &[usize], delta: i32) {
        for (i, &a) in table.iter().enumerate() {
            for &b in &table[i + 1..] {
                let c = &mut self.count[a * self.n + b];
                *c = c.wrapping_add_signed(delta);
                self.count[b * self.n + a] = *c;
            }
        }
    }

    /// What seating `a` at a table with `others` adds to the sum of squares (not counting
    /// `skip`): each count `m` becomes `m + 1`, adding `2m + 1`.
    fn cost(&self, a: usize, others: &[usize], skip: usize) -> i64 {
        others
            .iter()
            .filter(|&&x| x != a && x != skip)
            .map(|&x| 2 * i64::from(self.get(a, x)) + 1)
            .sum()
    }
}

/// Step 2: each round's players split into tables of ten, as evenly met as possible.
fn who_plays_whom(
    players: usize,
    tables: usize,
    playing: &[Vec<usize>],
    rng: &mut ChaCha20Rng,
) -> Vec<Vec<Vec<usize>>> {
    let mut met = Meetings::new(players);
    let mut groups: Vec<Vec<Vec<usize>>> = Vec::with_capacity(playing.len());
    for round in playing {
        let mut order = round.clone();
        order.shuffle(rng);
        let mut split: Vec<Vec<usize>> = order.chunks(SEATS).map(<[usize]>::to_vec).collect();
        improve(&mut split, &met);
        for table in &split {
            met.add(table, 1);
        }
        groups.push(split);
    }
    if tables > 1 {
        anneal(&mut groups, &mut met, rng);
    }
    groups
}

/// The penalty of a pair that shares `m` games, for a target of `half_mean / 2`: the
/// fourth power of the distance, so that the extremes, which make the spread, weigh most.
fn penalty(m: u32, half_mean: i64) -> i64 {
    let d = PRECISION * i64::from(m) - half_mean;
    d * d * d * d
}

/// Means are kept in quarters of a game.
const PRECISION: i64 = 4;

/// SplitMix64: a fast, well-mixed stream of numbers for the search's inner loop.
struct SplitMix(u64);

impl SplitMix {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^= z >> 31;
        (z % n as u64) as usize
    }
}

/// Threshold accepting (a deterministic relative of simulated annealing, with integers
/// only, so that every machine draws the same schedule): random swaps of two players
/// between two tables of a round, each kept when it raises the total penalty by less than
/// a threshold that falls to zero; the best schedule seen is kept.
fn anneal(groups: &mut [Vec<Vec<usize>>], met: &mut Meetings, rng: &mut ChaCha20Rng) {
    use rand::Rng;
    // Millions of draws: a small generator seeded from the schedule's own.
    let mut fast = SplitMix(rng.gen());
    let n = met.n;
    let pairs = (n * (n - 1) / 2) as i64;
    let meetings: i64 = groups
        .iter()
        .flatten()
        .map(|t| (t.len() * (t.len() - 1) / 2) as i64)
        .sum();
    let half_mean = (PRECISION * meetings + pairs / 2) / pairs.max(1);
    let total = |met: &Meetings| -> i64 {
        let mut sum = 0;
        for a in 0..n {
            for b in a + 1..n {
                sum += penalty(met.get(a, b), half_mean);
            }
        }
        sum
    };
    let mut current = total(met);
    let mut best = current;
    let mut best_groups = groups.to_vec();
    let tables = groups[0].len();
    let steps: u64 = (40_000 * groups.len() as u64).min(4_000_000);
    // The threshold starts at twice the penalty of a pair two games off the mean.
    let start = 2 * (2 * PRECISION).pow(4);
    for step in 0..steps {
        let threshold = start * (steps - step) as i64 / steps as i64;
        let r = fast.below(groups.len());
        let ta = fast.below(tables);
        let tb = (ta + 1 + fast.below(tables - 1)) % tables;
        let ia = fast.below(groups[r][ta].len());
        let ib = fast.below(groups[r][tb].len());
        let (a, b) = (groups[r][ta][ia], groups[r][tb][ib]);
        let mut delta = 0;
        let mut change = |x: usize, y: usize, by: i32| {
            let m = met.get(x, y);
            let after = m.wrapping_add_signed(by);
            delta += penalty(after, half_mean) - penalty(m, half_mean);
        };
        for &x in &groups[r][ta] {
            if x != a {
                change(a, x, -1);
                change(b, x, 1);
            }
        }
        for &y in &groups[r][tb] {
            if y != b {
                change(b, y, -1);
                change(a, y, 1);
            }
        }
        if delta < threshold {
            met.add(&groups[r][ta], -1);
            met.add(&groups[r][tb], -1);
            groups[r][ta][ia] = b;
            groups[r][tb][ib] = a;
            met.add(&groups[r][ta], 1);
            met.add(&groups[r][tb], 1);
            current += delta;
            if current < best {
                best = current;
                best_groups.clone_from_slice(groups);
            }
        }
    }
    if current != best {
        for split in groups.iter() {
            for table in split {
                met.add(table, -1);
            }
        }
        groups.clone_from_slice(&best_groups);
        for split in groups.iter() {
            for table in split {
                met.add(table, 1);
            }
        }
    }
}

/// Swaps players between tables while a swap lowers the sum of squared meeting counts;
/// whether anything changed.
fn improve(split: &mut [Vec<usize>], met: &Meetings) -> bool {
    let mut changed = false;
    loop {
        let mut best: Option<(i64, usize, usize, usize, usize)> = None;
        for ta in 0..split.len() {
            for tb in ta + 1..split.len() {
                for ia in 0..split[ta].len() {
                    let a = split[ta][ia];
                    let a_here = met.cost(a, &split[ta], a);
                    for ib in 0..split[tb].len() {
                        let b = split[tb][ib];
                        let delta = met.cost(a, &split[tb], b) - a_here
                            + met.cost(b, &split[ta], a)
                            - met.cost(b, &split[tb], b);
                        if delta < 0 && best.is_none_or(|(d, ..)| delta < d) {
                            best = Some((delta, ta, ia, tb, ib));
                        }
                    }
                }
            }
        }
        let Some((_, ta, ia, tb, ib)) = best else {
            return changed;
        };
        let a = split[ta][ia];
        split[ta][ia] = split[tb][ib];
        split[tb][ib] = a;
        changed = true;
    }
}

/// Step 3: seats by a proper edge colouring of (player's cycle of ten games) × (table of a
/// round) with the ten seat numbers.
fn seat(players: usize, groups: &[Vec<Vec<usize>>]) -> Vec<Vec<[usize; SEATS]>> {
    // Nodes: tables of rounds first, then players' cycles.
    let tables_per_round = groups.first().map_or(0, Vec::len);
    let table_nodes = groups.len() * tables_per_round;
    let mut games = vec![0usize; players];
    let mut cycle_node: Vec<Vec<usize>> = vec![Vec::new(); players];
    let mut nodes = table_nodes;
    // Edges in chronological order: (table node, player cycle node, player).
    let mut edges: Vec<(usize, usize, usize)> = Vec::new();
    for (r, split) in groups.iter().enumerate() {
        for (t, table) in split.iter().enumerate() {
            for &p in table {
                let cycle = games[p] / SEATS;
                games[p] += 1;
                if cycle_node[p].len() <= cycle {
                    cycle_node[p].push(nodes);
                    nodes += 1;
                }
                edges.push((r * tables_per_round + t, cycle_node[p][cycle], p));
            }
        }
    }
    // at[node][colour]: the edge of that colour at the node.
    let mut at: Vec<[Option<usize>; SEATS]> = vec![[None; SEATS]; nodes];
    let mut colour: Vec<usize> = vec![usize::MAX; edges.len()];
    for e in 0..edges.len() {
        let (u, v, _) = edges[e];
        let free = |node: usize, at: &[[Option<usize>; SEATS]]| {
            (0..SEATS)
                .find(|c| at[node][*c].is_none())
                .expect("a node has at most ten edges")
        };
        let a = free(u, &at);
        if at[v][a].is_some() {
            // `a` is free at u but taken at v; `b` is free at v. Swap a and b along the
            // path from v that alternates a, b, a, ...: it cannot reach u (bipartite), and
            // afterwards `a` is free at v.
            let b = free(v, &at);
            let mut path = Vec::new();
            let mut node = v;
            let mut want = a;
            while let Some(edge) = at[node][want] {
                path.push(edge);
                let (x, y, _) = edges[edge];
                node = if x == node { y } else { x };
                want = if want == a { b } else { a };
            }
            for &edge in &path {
                let (x, y, _) = edges[edge];
                at[x][colour[edge]] = None;
                at[y][colour[edge]] = None;
            }
            for &edge in &path {
                let (x, y, _) = edges[edge];
                colour[edge] = if colour[edge] == a { b } else { a };
                at[x][colour[edge]] = Some(edge);
                at[y][colour[edge]] = Some(edge);
            }
        }
        colour[e] = a;
        at[u][a] = Some(e);
        at[v][a] = Some(e);
    }
    let mut rounds: Vec<Vec<[usize; SEATS]>> =
        vec![vec![[0; SEATS]; tables_per_round]; groups.len()];
    for (e, &(table, _, player)) in edges.iter().enumerate() {
        rounds[table / tables_per_round][table % tables_per_round][colour[e]] = player + 1;
    }
    rounds
}

impl Schedule {
    /// How many games every two players (1-based, a < b) share.
    pub fn meetings(&self) -> Vec<Vec<u32>> {
        let mut met = vec![vec![0u32; self.players + 1]; self.players + 1];
        for round in &self.rounds {
            for table in round {
                for (i, &a) in table.iter().enumerate() {
                    for &b in &table[i + 1..] {
                        met[a][b] += 1;
                        met[b][a] += 1;
                    }
                }
            }
        }
        met
    }

    /// The largest and the smallest number of games any two players share.
    pub fn pair_spread(&self) -> (u32, u32) {
        let met = self.meetings();
        let mut low = u32::MAX;
        let mut high = 0;
        for (a, row) in met.iter().enumerate().skip(1) {
            for &m in &row[a + 1..] {
                low = low.min(m);
                high = high.max(m);
            }
        }
        (high, low.min(high))
    }

    /// The contract's JSON.
    pub fn to_json(&self) -> serde_json::Value {
        serde_json::json!({
            "players": self.players,
            "tables": self.tables,
            "rounds": self.rounds.iter().enumerate().map(|(r, round)| serde_json::json!({
                "round": r + 1,
                "tables": round.iter().enumerate().map(|(t, seats)| serde_json::json!({
                    "table": t + 1,
                    "seats": seats.to_vec(),
                })).collect::<Vec<_>>(),
            })).collect::<Vec<_>>(),
        })
    }

    /// A table for people: a line per table, players by seat.
    pub fn to_text(&self) -> String {
        use std::fmt::Write;
        let width = self.players.to_string().len().max(2);
        let mut out = String::new();
        for (r, round) in self.rounds.iter().enumerate() {
            let _ = writeln!(out, "Round {}", r + 1);
            let _ = write!(out, "  {:<9}", "seat");
            for k in 1..=SEATS {
                let _ = write!(out, " {k:>width$}");
            }
            out.push('\n');
            for (t, seats) in round.iter().enumerate() {
                let _ = write!(out, "  {:<9}", format!("table {}", t + 1));
                for p in seats {
                    let _ = write!(out, " {p:>width$}");
                }
                out.push('\n');
            }
            let playing: std::collections::BTreeSet<usize> =
                round.iter().flatten().copied().collect();
            let out_players: Vec<String> = (1..=self.players)
                .filter(|p| !playing.contains(p))
                .map(|p| p.to_string())
                .collect();
            if !out_players.is_empty() {
                let _ = writeln!(out, "  sitting out: {}", out_players.join(", "));
            }
            out.push('\n');
        }
        let (high, low) = self.pair_spread();
        let _ = writeln!(out, "Any two players share between {low} and {high} games.");
        out
    }
}
