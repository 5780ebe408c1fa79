//! Standings: totals per player over the finished Pro Mafia games of a tournament or event.
//!
//! The page knows no rules: it reads each finished game's public score report (the
//! `scores` of the view, the report of `omerta pro score --json`) and adds the seats'
//! totals up by name, exactly, in thousandths (`Points`), never in floating point.

use super::{error_page, render};
use crate::auth::Caller;
use crate::error::ApiError;
use crate::AppState;
use axum::extract::{Query, State};
use axum::http::StatusCode;
use axum::response::Response;
use omerta_live::hosted::{fold_entrants, Entrant, ENTRANT_KINDS};
use omerta_pro::{Points, Role, Winner};
use omerta_store::StoredEvent;
use serde::Deserialize;
use serde_json::{json, Value};
use std::collections::BTreeMap;
use std::fmt::Write;

/// How many Pro games the page reads at most (the newest first).
const GAMES_READ: i64 = 2000;

/// What the games without an event are listed as.
const NO_EVENT: &str = "No event";

/// A finished Pro Mafia game, as the standings read it.
#[derive(Clone, Debug, PartialEq)]
pub struct Finished {
    pub id: i64,
    pub title: String,
    /// The tournament or event; empty when the game has none.
    pub event: String,
    /// When the game was finished (milliseconds), to find the most recent event.
    pub finished_at: i64,
    /// `red`, `black` or `draw`, as the score report says.
    pub winner: String,
    pub seats: Vec<SeatResult>,
}

/// One seat of a finished game.
#[derive(Clone, Debug, PartialEq)]
pub struct SeatResult {
    pub name: String,
    /// The player's account, when known (the seats of an event's games are mapped to its
    /// registered players); otherwise the player is their name as seated.
    pub account: Option<i64>,
    pub role: String,
    pub total: Points,
    /// The part of the total the scoring model gives for the outcome (its `*.win`
    /// awards): what MafiaRatings calls the main points; the rest are the extra points.
    pub outcome: Points,
}

impl SeatResult {
    /// Whether the seat's team won (a draw is nobody's win).
    fn won(&self, winner: &str) -> bool {
        match Role::parse(&self.role) {
            Some(role) => Winner::team(role.team()).name() == winner,
            None => false,
        }
    }
}

/// Exact points from a report's number (`0.45`) or string (`"0.45"`): integer thousandths.
/// Anything that is not a decimal with at most three places is not read (`None`), rather
/// than rounded.
pub fn thousandths(value: &Value) -> Option<Points> {
    let text = match value {
        Value::Number(n) => n.to_string(),
        Value::String(s) => s.trim().to_string(),
        _ => return None,
    };
    let (negative, unsigned) = match text.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, text.strip_prefix('+').unwrap_or(&text)),
    };
    let (whole, fraction) = unsigned.split_once('.').unwrap_or((unsigned, ""));
    let digits = |s: &str| s.bytes().all(|b| b.is_ascii_digit());
    if whole.is_empty() || whole.len() > 6 || !digits(whole) || fraction.len() > 3 {
        return None;
    }
    if !digits(fraction) || (unsigned.contains('.') && fraction.is_empty()) {
        return None;
    }
    let whole: i32 = whole.parse().ok()?;
    let fraction: i32 = format!("{fraction:0<3}").parse().ok()?;
    let milli = whole * 1000 + fraction;
    Some(Points::milli(if negative { -milli } else { milli }))
}

/// Reads a finished game's view (the API's `GET /api/games/{id}`); `None` if it is not a
/// finished Pro game with a readable score report.
pub fn finished_game(id: i64, finished_at: i64, view: &Value) -> Option<Finished> {
    if view["ruleset"] != "pro" || view["status"] != "finished" {
        return None;
    }
    let game = &view["game"];
    let scores = &game["scores"];
    let seats = scores["players"]
        .as_array()?
        .iter()
        .map(|p| {
            let outcome = p["awards"]
                .as_array()
                .map(|awards| {
                    awards
                        .iter()
                        .filter(|a| a["rule"].as_str().is_some_and(|r| r.ends_with(".win")))
                        .filter_map(|a| thousandths(&a["points"]))
                        .fold(Points::ZERO, |sum, p| sum + p)
                })
                .unwrap_or(Points::ZERO);
            Some(SeatResult {
                name: p["name"].as_str()?.to_string(),
                account: None,
                role: p["role"].as_str().unwrap_or_default().to_string(),
                total: thousandths(&p["total"])?,
                outcome,
            })
        })
        .collect::<Option<Vec<_>>>()?;
    Some(Finished {
        id,
        title: view["title"].as_str().unwrap_or_default().to_string(),
        event: event_of(game),
        finished_at,
        winner: scores["winner"].as_str().unwrap_or_default().to_string(),
        seats,
    })
}

/// A game's event as its setup named it; blank names count as none.
fn event_of(game: &Value) -> String {
    game["event"]
        .as_str()
        .unwrap_or_default()
        .trim()
        .to_string()
}

/// What an event is called on the page.
pub fn event_label(event: &str) -> &str {
    if event.is_empty() {
        NO_EVENT
    } else {
        event
    }
}

/// The games of one event, in the order they were finished.
#[derive(Debug)]
pub struct EventGames<'a> {
    /// Empty: the games without an event.
    pub name: String,
    pub games: Vec<&'a Finished>,
}

impl EventGames<'_> {
    fn last_finished(&self) -> (i64, i64) {
        self.games
            .iter()
            .map(|g| (g.finished_at, g.id))
            .max()
            .unwrap_or_default()
    }
}

/// The games grouped by event, the event with the most recently finished game first.
pub fn group_by_event(games: &[Finished]) -> Vec<EventGames<'_>> {
    let mut by_name: BTreeMap<&str, Vec<&Finished>> = BTreeMap::new();
    for game in games {
        by_name.entry(&game.event).or_default().push(game);
    }
    let mut groups: Vec<EventGames> = by_name
        .into_iter()
        .map(|(name, mut games)| {
            games.sort_by_key(|g| (g.finished_at, g.id));
            EventGames {
                name: name.to_string(),
                games,
            }
        })
        .collect();
    groups.sort_by_key(|g| std::cmp::Reverse(g.last_finished()));
    groups
}

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

    /// A policy from its names, comma separated (`wins,head_to_head`); an unknown name is
    /// an error naming the known ones.
    pub fn parse_policy(text: &str) -> Result<Vec<Tiebreak>, String> {
        const ALL: [Tiebreak; 5] = [
            Tiebreak::Extra,
            Tiebreak::Wins,
            Tiebreak::SpecialWins,
            Tiebreak::HeadToHead,
            Tiebreak::FewerGames,
        ];
        let mut policy = Vec::new();
        for name in text.split(',').map(str::trim).filter(|n| !n.is_empty()) {
            match ALL.iter().find(|t| t.name() == name) {
                Some(t) if !policy.contains(t) => policy.push(*t),
                Some(_) => {}
                None => {
                    let known: Vec<&str> = ALL.iter().map(|t| t.name()).collect();
                    return Err(format!(
                        "unknown tie-break {name:?}; known: {}",
                        known.join(", ")
                    ));
                }
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

/// Text for XML (the chart): names are user input.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// A name shortened for the chart's label (the table has it in full).
fn short(name: &str, at_most: usize) -> String {
    if name.chars().count() <= at_most {
        return name.to_string();
    }
    let mut out: String = name.chars().take(at_most - 1).collect();
    out.push('…');
    out
}

// The chart's geometry, in the units of its viewBox. It is drawn 100% wide up to 30rem,
// so at a 375 px phone a unit is about a pixel and the 14-unit labels stay readable.
const CHART_WIDTH: f64 = 360.0;
const MARGIN: f64 = 6.0;
const AXIS_TOP: f64 = 22.0;
const ROW: f64 = 44.0;
const LABEL_BASE: f64 = 15.0;
const BAR_TOP: f64 = 20.0;
const BAR_HEIGHT: f64 = 12.0;
const GAMES_TOP: f64 = 34.0;
const GAMES_HEIGHT: f64 = 6.0;
const NAME_CHARS: usize = 28;
const POSITIVE: &str = "#1e6b35";
const NEGATIVE: &str = "#8a5a00";
const GAME_SHADES: [&str; 2] = ["#4a463f", "#a39d92"];

/// Where zero is and how many units a thousandth is: the axis leaves room for the largest
/// sum of positive game points to its right and of negative ones to its left, so every
/// bar (a total or a player's games stacked) fits, all at one scale.
fn scale(lines: &[Standing]) -> (f64, f64) {
    let side = |positive: bool| {
        lines
            .iter()
            .map(|l| {
                l.per_game
                    .iter()
                    .flatten()
                    .map(|p| p.thousandths())
                    .filter(|&m| if positive { m > 0 } else { m < 0 })
                    .map(i64::from)
                    .sum::<i64>()
                    .abs()
            })
            .max()
            .unwrap_or(0)
    };
    let (left, right) = (side(false), side(true));
    let plot = CHART_WIDTH - 2.0 * MARGIN;
    let span = (left + right).max(1) as f64;
    let per_milli = plot / span;
    (MARGIN + left as f64 * per_milli, per_milli)
}

fn rect(out: &mut String, x: f64, y: f64, width: f64, height: f64, fill: &str, title: &str) {
    let _ = write!(
        out,
        r#"<rect x="{x:.2}" y="{y:.2}" width="{width:.2}" height="{height:.2}" fill="{fill}"><title>{}</title></rect>"#,
        escape(title)
    );
}

/// The chart: per player (in the table's order) a row with the name and total, a thick bar
/// of the total from the zero axis (negative totals to its left), and beneath it a thin
/// bar of the player's games stacked (positive to the right, negative to the left), each
/// game a segment with its title. Every name is escaped here: the caller passes the SVG to
/// the template unescaped.
pub fn chart(event: &str, lines: &[Standing], games: &[&Finished]) -> String {
    let (zero, per_milli) = scale(lines);
    let height = AXIS_TOP + ROW * lines.len() as f64 + 4.0;
    let mut out = String::with_capacity(1024 + 900 * lines.len());
    let _ = write!(
        out,
        r##"<svg class="standings-chart" role="img" aria-labelledby="chart-title chart-desc" viewBox="0 0 {CHART_WIDTH} {height}" width="100%" preserveAspectRatio="xMinYMin meet" xmlns="http://www.w3.org/2000/svg" font-size="14" fill="#1d1b18">"##
    );
    let _ = write!(
        out,
        r#"<title id="chart-title">Total points per player: {}</title>"#,
        escape(event_label(event))
    );
    let described: Vec<String> = lines
        .iter()
        .map(|l| {
            format!(
                "{} {} ({} {})",
                l.name,
                l.total,
                l.games,
                games_word(l.games)
            )
        })
        .collect();
    let _ = write!(
        out,
        r#"<desc id="chart-desc">Highest total first: {}.</desc>"#,
        escape(&described.join("; "))
    );
    let anchor = if zero < MARGIN + 12.0 {
        "start"
    } else if zero > CHART_WIDTH - MARGIN - 12.0 {
        "end"
    } else {
        "middle"
    };
    let _ = write!(
        out,
        r#"<text class="axis" x="{zero:.2}" y="14" text-anchor="{anchor}" font-size="12">0</text>"#
    );
    for (row, line) in lines.iter().enumerate() {
        let top = AXIS_TOP + ROW * row as f64;
        let _ = write!(
            out,
            r#"<g class="player"><title>{}</title>"#,
            escape(&format!(
                "{}: {} in {} {}",
                line.name,
                line.total,
                line.games,
                games_word(line.games)
            ))
        );
        let _ = write!(
            out,
            r#"<text x="{MARGIN}" y="{:.2}">{}</text><text x="{:.2}" y="{:.2}" text-anchor="end" font-weight="bold">{}</text>"#,
            top + LABEL_BASE,
            escape(&short(&line.name, NAME_CHARS)),
            CHART_WIDTH - MARGIN,
            top + LABEL_BASE,
            line.total
        );
        let _ = write!(
            out,
            r##"<line x1="{zero:.2}" x2="{zero:.2}" y1="{:.2}" y2="{:.2}" stroke="#1d1b18" stroke-width="1"/>"##,
            top + BAR_TOP - 2.0,
            top + ROW - 2.0
        );
        let total = f64::from(line.total.thousandths()) * per_milli;
        let (fill, sign) = if total < 0.0 {
            (NEGATIVE, "negative")
        } else {
            (POSITIVE, "positive")
        };
        let _ = write!(out, r#"<g class="total {sign}">"#);
        rect(
            &mut out,
            zero.min(zero + total),
            top + BAR_TOP,
            total.abs(),
            BAR_HEIGHT,
            fill,
            &format!("{}: total {}", line.name, line.total),
        );
        out.push_str(r#"</g><g class="games">"#);
        let (mut right, mut left) = (zero, zero);
        for (index, points) in line.per_game.iter().enumerate() {
            let Some(points) = points.filter(|p| *p != Points::ZERO) else {
                continue;
            };
            let width = f64::from(points.thousandths()).abs() * per_milli;
            let x = if points > Points::ZERO {
                right += width;
                right - width
            } else {
                left -= width;
                left
            };
            let title = games.get(index).map_or(String::new(), |g| g.title.clone());
            rect(
                &mut out,
                x,
                top + GAMES_TOP,
                width,
                GAMES_HEIGHT,
                GAME_SHADES[index % GAME_SHADES.len()],
                &format!("{title}: {points}"),
            );
        }
        out.push_str("</g></g>");
    }
    out.push_str("</svg>");
    out
}

fn games_word(n: u32) -> &'static str {
    if n == 1 {
        "game"
    } else {
        "games"
    }
}

#[derive(Deserialize, Default)]
pub struct StandingsQuery {
    /// The event to show; empty: the games without one; absent: the most recent event.
    #[serde(default)]
    event: Option<String>,
    /// The tie-break policy, comma separated ([`Tiebreak`]); absent: the default.
    #[serde(default)]
    tiebreak: Option<String>,
    /// One role's table: civilian, sheriff, mafia, don, red or black; absent: all.
    #[serde(default)]
    role: Option<String>,
}

/// The roles a table may be limited to, and the seats' roles each takes.
const ROLE_TABLES: [(&str, &[&str]); 6] = [
    ("red", &["civilian", "sheriff"]),
    ("black", &["mafia", "don"]),
    ("civilian", &["civilian"]),
    ("sheriff", &["sheriff"]),
    ("mafia", &["mafia"]),
    ("don", &["don"]),
];

/// The standings of an event as asked: the games (seats limited to the role's), the
/// ranked lines and their places, and the policy.
struct Asked {
    games: Vec<Finished>,
    lines: Vec<Standing>,
    places: Vec<usize>,
    policy: Vec<Tiebreak>,
    role: Option<&'static str>,
}

fn ask(games: &[&Finished], query: &StandingsQuery) -> Result<Asked, ApiError> {
    let policy = match query.tiebreak.as_deref().filter(|t| !t.trim().is_empty()) {
        Some(text) => Tiebreak::parse_policy(text).map_err(ApiError::bad_request)?,
        None => Tiebreak::DEFAULT.to_vec(),
    };
    let role = match query.role.as_deref().map(str::trim).filter(|r| !r.is_empty()) {
        None => None,
        Some(name) => Some(
            ROLE_TABLES
                .iter()
                .find(|(n, _)| *n == name)
                .ok_or_else(|| {
                    ApiError::bad_request(format!(
                        "unknown role table {name:?}; known: red, black, civilian, sheriff, mafia, don"
                    ))
                })?,
        ),
    };
    let games: Vec<Finished> = games
        .iter()
        .map(|g| {
            let mut g = (*g).clone();
            if let Some((_, roles)) = role {
                g.seats.retain(|s| roles.contains(&s.role.as_str()));
            }
            g
        })
        .collect();
    let refs: Vec<&Finished> = games.iter().collect();
    let (lines, places) = ranked(standings(&refs), &refs, &policy);
    Ok(Asked {
        games,
        lines,
        places,
        policy,
        role: role.map(|(n, _)| *n),
    })
}

pub(crate) fn policy_json(policy: &[Tiebreak]) -> Value {
    json!(policy
        .iter()
        .map(|t| json!({"name": t.name(), "text": t.describe()}))
        .collect::<Vec<_>>())
}

/// The finished Pro games, each with the time of its finish: read from the store in one
/// query (their public `pro.seated` and `pro.finished` events: the event's name, the
/// winner and every seat's score report), never by folding every game.
pub(crate) async fn finished_games(
    state: &AppState,
    _caller: &Caller,
) -> Result<Vec<Finished>, ApiError> {
    let rows = state
        .store
        .events_of_kinds("pro", "finished", &FINISHED_KINDS)
        .await?;
    let mut games = finished_from_events(rows);
    games.truncate(GAMES_READ as usize);
    Ok(games)
}

/// The events a finished game is read from: the seating (the event's name) and the finish
/// (the winner and every seat's score report).
/// The lobby's events come too: who sat in each seat, with their account (issue 28: a
/// game outside an event is rated by account wherever the seat has one).
pub(crate) const FINISHED_KINDS: [&str; 7] = [
    "pro.seated",
    "pro.finished",
    ENTRANT_KINDS[0],
    ENTRANT_KINDS[1],
    ENTRANT_KINDS[2],
    ENTRANT_KINDS[3],
    ENTRANT_KINDS[4],
];

/// The finished games in the store's rows of their [`FINISHED_KINDS`] events (by game,
/// then sequence number), the most recently finished first.
pub(crate) fn finished_from_events(rows: Vec<(i64, String, StoredEvent)>) -> Vec<Finished> {
    let mut games = Vec::new();
    let mut event: Option<(i64, Value)> = None;
    // The seats of the game being read, folded from its lobby events.
    let mut seated: (i64, Vec<Entrant>) = (i64::MIN, Vec::new());
    for (id, title, stored) in rows {
        if seated.0 != id {
            seated = (id, Vec::new());
        }
        if stored.kind.starts_with("lobby.") {
            match serde_json::from_str::<omerta_live::Event<Value>>(&stored.body) {
                Ok(omerta_live::Event::Lobby(lobby)) => fold_entrants(&mut seated.1, &lobby),
                _ => tracing::warn!("standings: game {id}: an unreadable lobby event"),
            }
            continue;
        }
        let body: Value = match serde_json::from_str(&stored.body) {
            Ok(body) => body,
            Err(error) => {
                tracing::warn!("standings: game {id}: an unreadable event: {error}");
                continue;
            }
        };
        // The stored body is the hosted event: the rule set's own under "game".
        let inner = body.get("game").cloned().unwrap_or(body);
        if stored.kind == "pro.seated" {
            event = Some((id, inner.get("event").cloned().unwrap_or(Value::Null)));
            continue;
        }
        let name = match &event {
            Some((game, name)) if *game == id => name.clone(),
            _ => Value::Null,
        };
        let view = json!({
            "ruleset": "pro",
            "status": "finished",
            "title": title,
            "game": {"event": name, "scores": inner["scores"]},
        });
        match finished_game(id, stored.at, &view) {
            Some(mut game) => {
                // Seat n is lobby position n - 1 (a Pro table is seated in order).
                for (seat, entrant) in game.seats.iter_mut().zip(&seated.1) {
                    seat.account = entrant.account;
                }
                games.push(game)
            }
            None => tracing::warn!("standings: game {id} has no readable scores"),
        }
    }
    games.sort_by_key(|g| std::cmp::Reverse((g.finished_at, g.id)));
    games
}

pub(crate) fn line_json(place: usize, line: &Standing) -> Value {
    json!({
        "place": place,
        "name": line.name,
        "games": line.games,
        "wins": line.wins,
        "special_wins": line.special_wins,
        "extra": line.extra.to_string(),
        "total": line.total.to_string(),
        "average": line.average().to_string(),
        "roles": line.roles.iter().map(|(role, n)| json!({"role": role, "count": n})).collect::<Vec<_>>(),
    })
}

pub(crate) fn game_json(game: &Finished) -> Value {
    json!({"id": game.id, "title": game.title, "winner": game.winner})
}

pub async fn page(
    State(state): State<AppState>,
    caller: Caller,
    Query(query): Query<StandingsQuery>,
) -> Response {
    let games = match finished_games(&state, &caller).await {
        Ok(games) => games,
        Err(error) => return error_page(&caller, &error),
    };
    let groups = group_by_event(&games);
    let wanted = query.event.as_deref().map(str::trim);
    let selected = match wanted {
        Some(name) => groups.iter().find(|g| g.name == name),
        None => groups.first(),
    };
    let events: Vec<Value> = groups
        .iter()
        .map(|g| {
            json!({
                "name": g.name,
                "label": event_label(&g.name),
                "count": g.games.len(),
                "current": selected.is_some_and(|s| s.name == g.name),
            })
        })
        .collect();
    let status = if wanted.is_some() && selected.is_none() {
        StatusCode::NOT_FOUND
    } else {
        StatusCode::OK
    };
    let shown = match selected.map(|event| ask(&event.games, &query).map(|a| (event, a))) {
        None => None,
        Some(Err(error)) => return error_page(&caller, &error),
        Some(Ok((event, asked))) => {
            let rows: Vec<Value> = asked
                .places
                .iter()
                .zip(&asked.lines)
                .map(|(place, line)| line_json(*place, line))
                .collect();
            let refs: Vec<&Finished> = asked.games.iter().collect();
            let query_of = |role: &str| {
                let mut q = format!("event={}", urlencoding(&event.name));
                if !role.is_empty() {
                    q.push_str(&format!("&role={role}"));
                }
                if let Some(t) = &query.tiebreak {
                    q.push_str(&format!("&tiebreak={}", urlencoding(t)));
                }
                q
            };
            let tables: Vec<Value> = std::iter::once(("", "All roles"))
                .chain(ROLE_TABLES.iter().map(|(n, _)| (*n, *n)))
                .map(|(name, label)| {
                    json!({"label": label, "query": query_of(name), "current": asked.role.unwrap_or("") == name})
                })
                .collect();
            Some(json!({
                "name": event.name,
                "label": event_label(&event.name),
                "rows": rows,
                "games": event.games.iter().rev().map(|g| game_json(g)).collect::<Vec<_>>(),
                "chart": chart(&event.name, &asked.lines, &refs),
                "policy": policy_json(&asked.policy),
                "role": asked.role,
                "tables": tables,
                "export": query_of(asked.role.unwrap_or("")),
            }))
        }
    };
    let title = match &shown {
        Some(event) => format!("Standings: {}", event["label"].as_str().unwrap_or_default()),
        None => "Standings".to_string(),
    };
    render(
        status,
        "standings.html",
        &caller,
        json!({
            "title": title,
            "events": events,
            "event": shown,
            "missing": wanted.filter(|_| status == StatusCode::NOT_FOUND).map(event_label),
        }),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seat(name: &str, role: &str, milli: i32) -> SeatResult {
        SeatResult {
            name: name.into(),
            account: None,
            role: role.into(),
            total: Points::milli(milli),
            outcome: Points::ZERO,
        }
    }

    fn game(id: i64, event: &str, winner: &str, seats: Vec<SeatResult>) -> Finished {
        Finished {
            id,
            title: format!("Table {id}"),
            event: event.into(),
            finished_at: 1000 * id,
            winner: winner.into(),
            seats,
        }
    }

    #[test]
    fn equal_totals_are_broken_in_the_policys_order_and_share_a_place_only_when_all_are_equal() {
        let mut won = seat("Ann", "sheriff", 500);
        won.outcome = Points::milli(0);
        let games = [
            // Ann and Bob end on 0.5 each, Cleo and Dan on 0.2 each, Eve on 0.
            game(
                1,
                "Cup",
                "red",
                vec![
                    won,
                    seat("Bob", "civilian", 300),
                    seat("Cleo", "mafia", 200),
                    seat("Dan", "mafia", 200),
                    seat("Eve", "mafia", 0),
                ],
            ),
            game(2, "Cup", "black", vec![seat("Bob", "civilian", 200)]),
        ];
        let refs: Vec<&Finished> = games.iter().collect();
        let (lines, places) = ranked(standings(&refs), &refs, &Tiebreak::DEFAULT);
        let names: Vec<&str> = lines.iter().map(|l| l.name.as_str()).collect();
        // Ann and Bob: equal extra points and one win each; only Ann won as the Sheriff.
        assert_eq!(&names[..2], ["Ann", "Bob"]);
        assert_eq!(&places[..2], [1, 2]);
        // Cleo and Dan are equal under every tie-break: a shared place.
        assert_eq!(&names[2..4], ["Cleo", "Dan"]);
        assert_eq!(&places[2..], [3, 3, 5]);
        // Without tie-breaks, equal totals share.
        let (_, places) = ranked(standings(&refs), &refs, &[]);
        assert_eq!(places, vec![1, 1, 3, 3, 5]);
        // Fewer games first: Ann (1 game) before Bob (2).
        let (lines, _) = ranked(standings(&refs), &refs, &[Tiebreak::FewerGames]);
        assert_eq!(lines[0].name, "Ann");
    }

    #[test]
    fn head_to_head_counts_the_games_against_the_others_tied() {
        let games = [
            game(
                1,
                "Cup",
                "red",
                vec![seat("Ann", "civilian", 400), seat("Bob", "civilian", 100)],
            ),
            game(
                2,
                "Cup",
                "red",
                vec![seat("Bob", "civilian", 400), seat("Zed", "mafia", 0)],
            ),
            game(
                3,
                "Cup",
                "red",
                vec![seat("Ann", "civilian", 100), seat("Zed", "mafia", 0)],
            ),
        ];
        let refs: Vec<&Finished> = games.iter().collect();
        let (lines, places) = ranked(standings(&refs), &refs, &[Tiebreak::HeadToHead]);
        // Both 0.5; in the one game they met Ann scored 0.4, Bob 0.1.
        assert_eq!(lines[0].name, "Ann");
        assert_eq!(lines[1].name, "Bob");
        assert_eq!(&places[..2], [1, 2]);
    }

    #[test]
    fn a_policy_is_read_from_names_and_an_unknown_one_is_named() {
        assert_eq!(
            Tiebreak::parse_policy("wins, head_to_head,wins").unwrap(),
            vec![Tiebreak::Wins, Tiebreak::HeadToHead]
        );
        let e = Tiebreak::parse_policy("luck").unwrap_err();
        assert!(
            e.contains("unknown tie-break \"luck\"") && e.contains("head_to_head"),
            "{e}"
        );
    }

    #[test]
    fn csv_fields_are_quoted_and_never_formulas() {
        assert_eq!(csv_field("Ann"), "Ann");
        assert_eq!(csv_field("Doe, Jane"), "\"Doe, Jane\"");
        assert_eq!(csv_field("=HYPERLINK(1)"), "'=HYPERLINK(1)");
        assert_eq!(csv_field("say \"hi\""), "\"say \"\"hi\"\"\"");
    }

    #[test]
    fn thousandths_are_read_exactly_from_numbers_and_strings() {
        let cases = [
            (json!(0.45), 450),
            (json!("0.45"), 450),
            (json!(-0.1), -100),
            (json!(0.3), 300),
            (json!(1), 1000),
            (json!(-1.125), -1125),
            (json!("-0.05"), -50),
            (json!(0), 0),
            (json!(0.001), 1),
        ];
        for (value, milli) in cases {
            assert_eq!(thousandths(&value), Some(Points::milli(milli)), "{value}");
        }
        for bad in [
            json!(0.0001),
            json!("1.2345"),
            json!("abc"),
            json!("1."),
            json!(".5"),
            json!(null),
            json!("1e3"),
        ] {
            assert_eq!(thousandths(&bad), None, "{bad}");
        }
    }

    #[test]
    fn sums_are_exact_where_floating_point_is_not() {
        // 0.1 + 0.2 is not 0.3 in binary floating point; in thousandths it is.
        let games = [
            game(1, "Cup", "red", vec![seat("Ann", "civilian", 100)]),
            game(2, "Cup", "red", vec![seat("Ann", "civilian", 200)]),
            game(3, "Cup", "black", vec![seat("Ann", "don", -300)]),
            game(4, "Cup", "black", vec![seat("Ann", "mafia", 300)]),
        ];
        let refs: Vec<&Finished> = games.iter().collect();
        let lines = standings(&refs[..2]);
        assert_eq!(lines[0].total, Points::milli(300));
        assert_eq!(lines[0].total.to_string(), "0.3");
        let all = standings(&refs);
        assert_eq!(all[0].total, Points::milli(300));
        assert_eq!((all[0].games, all[0].wins), (4, 4));
        assert_eq!(
            all[0].roles,
            vec![
                ("civilian".to_string(), 2),
                ("mafia".to_string(), 1),
                ("don".to_string(), 1)
            ]
        );
        assert_eq!(
            all[0].per_game,
            vec![
                Some(Points::milli(100)),
                Some(Points::milli(200)),
                Some(Points::milli(-300)),
                Some(Points::milli(300))
            ]
        );
    }

    #[test]
    fn standings_sort_by_total_then_name_and_count_wins_by_team() {
        let games = [
            game(
                1,
                "Cup",
                "red",
                vec![
                    seat("Cleo", "civilian", 450),
                    seat("Bob", "mafia", -100),
                    seat("Abe", "sheriff", 450),
                ],
            ),
            game(
                2,
                "Cup",
                "black",
                vec![seat("Bob", "don", 250), seat("Dan", "civilian", 0)],
            ),
            game(3, "Cup", "draw", vec![seat("Dan", "civilian", 0)]),
        ];
        let refs: Vec<&Finished> = games.iter().collect();
        let lines = standings(&refs);
        let order: Vec<(&str, i32, u32, u32)> = lines
            .iter()
            .map(|l| (l.name.as_str(), l.total.thousandths(), l.games, l.wins))
            .collect();
        assert_eq!(
            order,
            vec![
                ("Abe", 450, 1, 1),
                ("Cleo", 450, 1, 1),
                ("Bob", 150, 2, 1),
                ("Dan", 0, 2, 0)
            ]
        );
        assert_eq!(places(&lines), vec![1, 1, 3, 4]);
        assert_eq!(
            lines[2].per_game,
            vec![Some(Points::milli(-100)), Some(Points::milli(250)), None]
        );
    }

    #[test]
    fn averages_round_half_away_from_zero_in_thousandths() {
        assert_eq!(average(Points::milli(1000), 3), Points::milli(333));
        assert_eq!(average(Points::milli(200), 3), Points::milli(67));
        assert_eq!(average(Points::milli(-200), 3), Points::milli(-67));
        assert_eq!(average(Points::milli(5), 2), Points::milli(3));
        assert_eq!(average(Points::milli(-5), 2), Points::milli(-3));
        assert_eq!(average(Points::milli(7), 0), Points::ZERO);
    }

    #[test]
    fn games_group_by_event_the_most_recently_finished_first() {
        let mut games = vec![
            game(1, "Autumn Cup", "red", vec![]),
            game(2, "", "red", vec![]),
            game(3, "Spring Open", "red", vec![]),
            game(4, "Autumn Cup", "red", vec![]),
        ];
        // Game 1 was finished last, after game 4 was.
        games[0].finished_at = 9000;
        let groups = group_by_event(&games);
        let summary: Vec<(&str, Vec<i64>)> = groups
            .iter()
            .map(|g| (g.name.as_str(), g.games.iter().map(|g| g.id).collect()))
            .collect();
        assert_eq!(
            summary,
            vec![
                ("Autumn Cup", vec![4, 1]),
                ("Spring Open", vec![3]),
                ("", vec![2])
            ]
        );
        assert_eq!(event_label(""), "No event");
    }

    #[test]
    fn a_finished_view_is_read_with_its_event_and_exact_totals() {
        let view = json!({
            "ruleset": "pro", "status": "finished", "title": "Final",
            "game": {"event": " Autumn Cup ", "scores": {"winner": "red", "players": [
                {"seat": 1, "name": "Ann", "role": "sheriff", "total": 0.45, "awards": []},
                {"seat": 2, "name": "Bob", "role": "don", "total": -0.1, "awards": []}
            ]}}
        });
        let read = finished_game(7, 5, &view).unwrap();
        assert_eq!(read.event, "Autumn Cup");
        assert_eq!(read.seats[0].total, Points::milli(450));
        assert_eq!(read.seats[1].total, Points::milli(-100));
        let mut running = view.clone();
        running["status"] = json!("running");
        assert_eq!(finished_game(7, 5, &running), None);
    }

    /// The `(x, width)` of every `<rect>` inside the chart's groups of `class`.
    fn rects(svg: &str, class: &str) -> Vec<Vec<(f64, f64)>> {
        let number = |tag: &str, attr: &str| -> f64 {
            let start = tag.find(&format!(" {attr}=\"")).unwrap() + attr.len() + 3;
            tag[start..].split('"').next().unwrap().parse().unwrap()
        };
        svg.split(&format!("<g class=\"{class}"))
            .skip(1)
            .map(|group| {
                let group = group.split("</g>").next().unwrap();
                group
                    .split("<rect")
                    .skip(1)
                    .map(|tag| (number(tag, "x"), number(tag, "width")))
                    .collect()
            })
            .collect()
    }

    #[test]
    fn the_chart_draws_bars_proportional_to_the_totals_negative_ones_left_of_zero() {
        let games = [
            game(
                1,
                "Cup",
                "red",
                vec![
                    seat("Ann", "civilian", 600),
                    seat("Bob", "sheriff", 300),
                    seat("Cy", "don", -300),
                ],
            ),
            game(2, "Cup", "red", vec![seat("Ann", "civilian", -200)]),
        ];
        let refs: Vec<&Finished> = games.iter().collect();
        let lines = standings(&refs);
        let svg = chart("Cup", &lines, &refs);
        assert!(svg.starts_with("<svg") && svg.ends_with("</svg>"));
        assert!(svg.contains(r#"role="img""#));
        assert!(svg.contains(r#"aria-labelledby="chart-title chart-desc""#));
        assert!(svg.contains(r#"width="100%""#) && svg.contains("viewBox=\"0 0 360 "));
        assert!(
            svg.contains(r#"<title id="chart-title">"#)
                && svg.contains(r#"<desc id="chart-desc">"#)
        );
        assert_eq!(svg.matches("<g class=\"player\">").count(), 3);
        let totals = rects(&svg, "total");
        assert_eq!(totals.len(), 3);
        // Ann 0.4, Bob 0.3, Cy -0.3: one bar each, in the table's order.
        let (ann, bob, cy) = (totals[0][0], totals[1][0], totals[2][0]);
        let zero = ann.0;
        assert!((bob.0 - zero).abs() < 0.01, "positive bars start at zero");
        assert!((ann.1 / bob.1 - 4.0 / 3.0).abs() < 0.001, "{ann:?} {bob:?}");
        assert!((cy.1 - bob.1).abs() < 0.01, "-0.3 is as long as 0.3");
        assert!(
            (cy.0 + cy.1 - zero).abs() < 0.01,
            "a negative bar ends at zero"
        );
        // Room for the widest stacks: Cy's -0.3 on the left, Ann's 0.6 on the right.
        let plot = CHART_WIDTH - 2.0 * MARGIN;
        assert!(
            (zero - (MARGIN + plot * 300.0 / 900.0)).abs() < 0.01,
            "{zero}"
        );
        // Ann's games: +0.6 to the right of zero, -0.2 to the left.
        let ann_games = &rects(&svg, "games")[0];
        assert_eq!(ann_games.len(), 2);
        assert!((ann_games[0].0 - zero).abs() < 0.01);
        assert!((ann_games[0].1 / ann.1 - 1.5).abs() < 0.001);
        assert!((ann_games[1].0 + ann_games[1].1 - zero).abs() < 0.01);
        assert!((ann_games[1].1 / ann.1 - 0.5).abs() < 0.001);
        for group in totals.iter().chain(&rects(&svg, "games")) {
            for (x, width) in group {
                assert!(*x >= MARGIN - 0.01 && x + width <= CHART_WIDTH - MARGIN + 0.01);
            }
        }
    }

    #[test]
    fn the_chart_escapes_names_and_titles() {
        let mut one = game(
            1,
            "<Cup & \"Co\">",
            "red",
            vec![seat("<b>Al & \"Bo\"</b>", "civilian", 100)],
        );
        one.title = "<script>alert(1)</script>".into();
        let refs = vec![&one];
        let svg = chart(&one.event, &standings(&refs), &refs);
        assert!(!svg.contains("<b>") && !svg.contains("<script>") && !svg.contains("\"Bo\""));
        assert!(svg.contains("&lt;b&gt;Al &amp; &quot;Bo&quot;&lt;/b&gt;"));
        assert!(svg.contains("&lt;Cup &amp; &quot;Co&quot;&gt;"));
        assert!(svg.contains("&lt;script&gt;alert(1)&lt;/script&gt;: 0.1"));
        assert_eq!(escape("a'b"), "a&#39;b");
    }

    #[test]
    fn the_chart_of_all_zero_totals_draws_no_bar_lengths_and_shortens_long_names() {
        let long = "A very long player name that goes on and on";
        let one = game(1, "", "draw", vec![seat(long, "civilian", 0)]);
        let refs = vec![&one];
        let svg = chart("", &standings(&refs), &refs);
        assert!(svg.contains("No event"));
        assert!(!svg.contains("NaN") && !svg.contains("inf"));
        assert_eq!(rects(&svg, "total")[0][0].1, 0.0);
        assert!(rects(&svg, "games")[0].is_empty());
        assert!(svg.contains(&format!(">{}</text>", short(long, NAME_CHARS))));
        assert!(svg.contains(&format!("{long}: 0 in 1 game")));
    }
}

/// The formats a finished game may be uploaded in.
fn formats() -> Value {
    json!([
        {"id": "omerta-pro/1", "name": "omerta (omerta-pro/1)"},
        {"id": "polemica", "name": "Polemica"},
        {"id": "mafiaratings", "name": "MafiaRatings"},
    ])
}

/// `GET /standings/upload`: the form.
pub async fn upload_page(caller: Caller) -> Response {
    if caller.account.is_none() {
        return super::to_login("/standings/upload");
    }
    render(
        StatusCode::OK,
        "upload.html",
        &caller,
        json!({"title": "Upload a game", "formats": formats(), "format": "omerta-pro/1", "event": "", "document": ""}),
    )
}

#[derive(Deserialize)]
pub struct UploadForm {
    format: String,
    #[serde(default)]
    event: String,
    /// The tournament event uploaded into (the event page's form).
    #[serde(default)]
    event_id: String,
    document: String,
}

/// `POST /standings/upload`: the game into its event (`crate::upload`).
pub async fn upload(
    State(state): State<AppState>,
    caller: Caller,
    axum::Form(form): axum::Form<UploadForm>,
) -> Response {
    let Some(account) = &caller.account else {
        return super::to_login("/standings/upload");
    };
    let mut event = form.event.trim().to_string();
    let mut fingerprint = None;
    let result = match crate::upload::read(&form.format, &form.document) {
        Ok(read) => match into_event(&state, account, &form.event_id, &event).await {
            Ok(tournament) => {
                fingerprint = Some(read.fingerprint.clone());
                if let Some(t) = &tournament {
                    event = t.name.clone();
                }
                crate::upload::play_in(
                    &state,
                    account,
                    &read,
                    Some(event.as_str()).filter(|e| !e.is_empty()),
                    None,
                    tournament.map(|t| t.id),
                )
                .await
                .map(|id| (id, read.warnings))
            }
            Err(error) => Err(error),
        },
        Err(error) => Err(error),
    };
    match result {
        Ok((id, warnings)) if warnings.is_empty() => super::see_other(&format!("/games/{id}")),
        Ok((id, warnings)) => render(
            StatusCode::CREATED,
            "upload.html",
            &caller,
            json!({"title": "Upload a game", "formats": formats(), "format": form.format, "event": event, "document": "", "warnings": warnings, "id": id}),
        ),
        Err(error) => {
            // A game uploaded before: a link to the first upload.
            let first = match (&fingerprint, error.code) {
                (Some(fingerprint), "duplicate_game") => state
                    .store
                    .upload_by_fingerprint(fingerprint)
                    .await
                    .ok()
                    .flatten()
                    .map(|u| u.game),
                _ => None,
            };
            render(
                error.status,
                "upload.html",
                &caller,
                json!({"title": "Upload a game", "formats": formats(), "format": form.format, "event": event, "document": form.document, "error": error.message, "first": first}),
            )
        }
    }
}

/// The tournament event an upload goes into: the one the event page's form names (the
/// uploader must be its organiser or judge, or the upload is refused), or the one whose
/// name the form gives where the uploader may upload into it, so that the game counts in
/// that event's standings too; otherwise none (the name alone groups `/standings`).
async fn into_event(
    state: &AppState,
    account: &omerta_store::Account,
    id: &str,
    name: &str,
) -> Result<Option<omerta_store::Tournament>, ApiError> {
    if let Ok(id) = id.trim().parse::<i64>() {
        return crate::events::upload_target(state, account, id)
            .await
            .map(Some);
    }
    if name.is_empty() {
        return Ok(None);
    }
    let named = state
        .store
        .tournaments(crate::events::EVENTS_LISTED)
        .await
        .map_err(ApiError::from)?
        .into_iter()
        .find(|t| t.name == name);
    Ok(match named {
        Some(t) => crate::events::upload_target(state, account, t.id)
            .await
            .ok(),
        None => None,
    })
}

/// A query string's value, percent-encoded.
pub(crate) fn urlencoding(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for b in text.bytes() {
        match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'~' => {
                out.push(b as char)
            }
            _ => out.push_str(&format!("%{b:02X}")),
        }
    }
    out
}

/// `GET /standings.json` and `/standings.csv`: an event's standings as data, with the
/// same `event`, `role` and `tiebreak` as the page (`event` absent: the most recent).
pub async fn export_csv(
    state: State<AppState>,
    caller: Caller,
    query: Query<StandingsQuery>,
) -> Response {
    export(state, caller, query, true).await
}

pub async fn export_json(
    state: State<AppState>,
    caller: Caller,
    query: Query<StandingsQuery>,
) -> Response {
    export(state, caller, query, false).await
}

async fn export(
    State(state): State<AppState>,
    caller: Caller,
    Query(query): Query<StandingsQuery>,
    csv: bool,
) -> Response {
    use axum::response::IntoResponse;
    let games = match finished_games(&state, &caller).await {
        Ok(games) => games,
        Err(error) => return error.into_response(),
    };
    let groups = group_by_event(&games);
    let wanted = query.event.as_deref().map(str::trim);
    let Some(event) = (match wanted {
        Some(name) => groups.iter().find(|g| g.name == name),
        None => groups.first(),
    }) else {
        return ApiError::not_found("no finished Pro Mafia game belongs to this event")
            .into_response();
    };
    let asked = match ask(&event.games, &query) {
        Ok(asked) => asked,
        Err(error) => return error.into_response(),
    };
    if csv {
        (
            [(axum::http::header::CONTENT_TYPE, "text/csv; charset=utf-8")],
            standings_csv(&asked.places, &asked.lines),
        )
            .into_response()
    } else {
        let rows: Vec<Value> = asked
            .places
            .iter()
            .zip(&asked.lines)
            .map(|(place, line)| line_json(*place, line))
            .collect();
        axum::Json(json!({
            "event": event.name,
            "role": asked.role,
            "tiebreak": policy_json(&asked.policy),
            "games": event.games.len(),
            "standings": rows,
        }))
        .into_response()
    }
}

/// Standings as CSV: a header, then a row per player with their place.
pub(crate) fn standings_csv(places: &[usize], lines: &[Standing]) -> String {
    let mut out = String::from("place,name,games,wins,special_wins,extra,total,average\r\n");
    for (place, line) in places.iter().zip(lines) {
        let _ = write!(
            out,
            "{place},{},{},{},{},{},{},{}\r\n",
            csv_field(&line.name),
            line.games,
            line.wins,
            line.special_wins,
            line.extra,
            line.total,
            line.average()
        );
    }
    out
}

/// A CSV field: quoted when it holds a comma, a quote or a line break; a leading `=`,
/// `+`, `-` or `@` is neutralised so that a spreadsheet never runs a name as a formula.
pub(crate) fn csv_field(text: &str) -> String {
    let safe = if text.starts_with(['=', '+', '-', '@']) {
        format!("'{text}")
    } else {
        text.to_string()
    };
    if safe.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", safe.replace('"', "\"\""))
    } else {
        safe
    }
}
