//! Players' profiles, seasons, series and leaderboards (issue 31, item 4).
//!
//! Every reading starts from the finished games' summaries (`omerta_store::records`,
//! migration 0013): one row per finished game and one per seat, written the first time a
//! reader needs them ([`sync`]) from what a spectator reads of the finished game, so that
//! a profile or a season over a thousand games reads ten thousand small rows instead of
//! folding a thousand records. The summary's points are `omerta_tournament::finished_game`'s,
//! the one reader of a score report the standings use; what the pages compute from the
//! summaries (tallies, rankings, leaderboards) is `omerta-tournament`'s.
//!
//! Why lazily rather than when a game finishes: a finished game never changes, a summary
//! written on first reading needs no hook in the command loop (the hot path every game
//! shares) and no backfill in SQL (which cannot read a score report), and the games
//! finished before the migration are summarised by the same code as the new ones.

use crate::auth::Caller;
use crate::error::{ApiError, ApiResult, Arg, Kind};
use crate::games::Folded;
use crate::{now, AppState};
use omerta_i18n as i18n;
use omerta_live::{names, Viewer};
use omerta_pro::Points;
use omerta_store::{Account, GameRecordRow, SeasonRow, SeatRecordRow, SeriesRow};
use omerta_tournament::{
    identify_records, leaderboards, profile, ranking, record_of, GameRecord, Leaderboards, Profile,
    Ranking, SeatRecord, Tiebreak, LEADERS, MIN_GAMES,
};
use serde::Deserialize;
use std::collections::{HashMap, HashSet};

/// How many finished games a summary pass reads at once (their events in memory).
const BATCH: i64 = 50;

/// How many seasons and series are listed.
pub const LISTED: i64 = 200;

/// The longest name a profile's address is looked up by: no account's name is longer.
const LONGEST_NAME: usize = 100;

fn no_player_named(name: &str) -> ApiError {
    let name = quoted(name);
    ApiError::worded(
        Kind::NotFound,
        "not_found",
        format!("there is no player named {name}"),
        i18n::id("refusal-records-no-player"),
        [("name", Arg::Text(name))],
    )
}

fn not_organiser() -> ApiError {
    ApiError::worded(
        Kind::Forbidden,
        "forbidden",
        "only a site admin or an event's organiser creates seasons and series",
        i18n::id("refusal-records-not-organiser"),
        [],
    )
}

/// A date field (`first`: the first day's, else the last day's) not written as a date.
fn not_a_date(first: bool, text: &str) -> ApiError {
    let (what, which) = if first {
        ("first day", "first")
    } else {
        ("last day", "last")
    };
    let text = quoted(text);
    ApiError::worded(
        Kind::Unprocessable,
        "invalid_date",
        format!("the {what} is a date written as 2026-09-01, not {text}"),
        i18n::id("refusal-records-not-a-date"),
        [("which", Arg::from(which)), ("text", Arg::Text(text))],
    )
}

fn ends_before_start(starts: &str, ends: &str) -> ApiError {
    ApiError::worded(
        Kind::Unprocessable,
        "invalid_date",
        format!("the season cannot end ({ends}) before it starts ({starts})"),
        i18n::id("refusal-records-ends-before-start"),
        [("starts", Arg::from(starts)), ("ends", Arg::from(ends))],
    )
}

fn unknown_series(id: i64) -> ApiError {
    ApiError::worded(
        Kind::Unprocessable,
        "unknown_series",
        format!("there is no series {id}"),
        i18n::id("refusal-records-no-series"),
        [("id", Arg::Text(id.to_string()))],
    )
}

fn series_organiser_only() -> ApiError {
    ApiError::worded(
        Kind::Forbidden,
        "forbidden",
        "only the series' organiser adds seasons to it",
        i18n::id("refusal-records-series-organiser"),
        [],
    )
}

fn no_season(id: i64) -> ApiError {
    ApiError::worded(
        Kind::NotFound,
        "not_found",
        format!("there is no season {id}"),
        i18n::id("refusal-records-no-season"),
        [("id", Arg::Text(id.to_string()))],
    )
}

fn season_organiser_only() -> ApiError {
    ApiError::worded(
        Kind::Forbidden,
        "forbidden",
        "only the season's organiser changes its events",
        i18n::id("refusal-records-season-organiser"),
        [],
    )
}

fn unknown_event(id: i64) -> ApiError {
    ApiError::worded(
        Kind::Unprocessable,
        "unknown_event",
        format!("there is no event {id}"),
        i18n::id("refusal-records-no-event"),
        [("id", Arg::Text(id.to_string()))],
    )
}

fn event_organiser_only() -> ApiError {
    ApiError::worded(
        Kind::Forbidden,
        "forbidden",
        "only an event's organiser puts it in a season",
        i18n::id("refusal-records-event-organiser"),
        [],
    )
}

fn no_series(id: i64) -> ApiError {
    ApiError::worded(
        Kind::NotFound,
        "not_found",
        format!("there is no series {id}"),
        i18n::id("refusal-records-no-series"),
        [("id", Arg::Text(id.to_string()))],
    )
}

/// Every worded refusal of the seasons and series, with sample arguments.
pub fn refusal_samples() -> Vec<ApiError> {
    vec![
        no_player_named("Olga"),
        not_organiser(),
        not_a_date(true, "1 Sept"),
        not_a_date(false, "tomorrow"),
        ends_before_start("2026-09-01", "2026-08-01"),
        unknown_series(4),
        series_organiser_only(),
        no_season(4),
        season_organiser_only(),
        unknown_event(4),
        event_organiser_only(),
        no_series(4),
    ]
}

/// A name as typed, shortened for a sentence (input may be huge).
fn quoted(name: &str) -> String {
    let short: String = name.chars().take(40).collect();
    if short.len() < name.len() {
        format!("{short:?}…")
    } else {
        format!("{short:?}")
    }
}

/// Writes the summary of every finished game that has none yet. Games are read a batch at
/// a time; one that cannot be read is marked so (and logged), never read again.
pub async fn sync(state: &AppState) -> ApiResult<()> {
    // One pass at a time in this process: two readers arriving together would read the
    // same games twice (the store keeps the first summary either way).
    static ONE_AT_A_TIME: tokio::sync::Mutex<()> = tokio::sync::Mutex::const_new(());
    let _held = ONE_AT_A_TIME.lock().await;
    loop {
        let missing = state.store.unrecorded_games(BATCH).await?;
        if missing.is_empty() {
            return Ok(());
        }
        let mut loaded = Vec::with_capacity(missing.len());
        for (game, ruleset) in missing {
            let events = state.store.events(game, 0).await?;
            loaded.push((game, ruleset, events));
        }
        let (records, unreadable) = tokio::task::spawn_blocking(move || summarise(loaded))
            .await
            .map_err(ApiError::internal)?;
        for (game, why) in &unreadable {
            tracing::warn!(
                game = game.0,
                "profiles: a finished game could not be summarised: {why}"
            );
        }
        let unreadable: Vec<(i64, String)> = unreadable.into_iter().map(|(g, _)| g).collect();
        state.store.write_records(&records, &unreadable).await?;
    }
}

type Unreadable = ((i64, String), String);

/// The summaries of finished games from their stored events: folded as the cache folds
/// them, read as a spectator reads them once the game is over; a Pro record replayed by
/// the table rules for its fouls and First Out.
fn summarise(
    games: Vec<(i64, String, Vec<omerta_store::StoredEvent>)>,
) -> (Vec<GameRecordRow>, Vec<Unreadable>) {
    let mut records = Vec::new();
    let mut unreadable = Vec::new();
    for (id, ruleset, events) in games {
        let folded = match Folded::load(&ruleset, &events) {
            Ok(folded) => folded,
            Err(why) => {
                unreadable.push(((id, ruleset), why));
                continue;
            }
        };
        let finished_at = events.last().map_or(0, |e| e.at);
        let view = folded.game.view(Viewer::Spectator);
        let replay = (ruleset == "pro")
            .then(|| folded.game.export(Viewer::Spectator).ok())
            .flatten()
            .and_then(|doc| omerta_pro::replay_json(&doc.to_string()).ok());
        match record_of(id, finished_at, &view, replay.as_ref()) {
            Some(record) => records.push(to_row(&record)),
            None => unreadable.push(((id, ruleset), "its view has no readable result".into())),
        }
    }
    (records, unreadable)
}

fn to_row(record: &GameRecord) -> GameRecordRow {
    GameRecordRow {
        game_id: record.id,
        ruleset: record.ruleset.clone(),
        title: record.title.clone(),
        event_name: record.event.clone(),
        finished_at: record.finished_at,
        winner: record.winner.clone(),
        seats: record
            .seats
            .iter()
            .map(|s| SeatRecordRow {
                slot: i64::from(s.slot),
                name: s.name.clone(),
                account_id: s.account,
                side: s.side.clone(),
                won: s.won,
                total_milli: i64::from(s.total.thousandths()),
                outcome_milli: i64::from(s.outcome.thousandths()),
                best_move_milli: i64::from(s.best_move.thousandths()),
                fouls: i64::from(s.fouls),
                first_out: s.first_out,
            })
            .collect(),
    }
}

fn milli(value: i64) -> Points {
    Points::milli(i32::try_from(value).unwrap_or(0))
}

fn from_row(row: GameRecordRow) -> GameRecord {
    GameRecord {
        id: row.game_id,
        ruleset: row.ruleset,
        title: row.title,
        event: row.event_name,
        finished_at: row.finished_at,
        winner: row.winner,
        seats: row
            .seats
            .into_iter()
            .map(|s| SeatRecord {
                slot: u32::try_from(s.slot).unwrap_or(0),
                name: s.name,
                account: s.account_id,
                side: s.side,
                won: s.won,
                total: milli(s.total_milli),
                outcome: milli(s.outcome_milli),
                best_move: milli(s.best_move_milli),
                fouls: u32::try_from(s.fouls).unwrap_or(0),
                first_out: s.first_out,
            })
            .collect(),
    }
}

/// The finished games' summaries (all rule sets, or one), every game brought up to date
/// first; the seats of events' games mapped to the events' registered players, and every
/// seat with an account shown by the account's name (one player across events and
/// seasons, whatever name a table seated them under). With each game, its event's id.
pub async fn records(
    state: &AppState,
    ruleset: Option<&str>,
) -> ApiResult<(Vec<GameRecord>, HashMap<i64, i64>)> {
    sync(state).await?;
    let mut records: Vec<GameRecord> = state
        .store
        .game_records(ruleset)
        .await?
        .into_iter()
        .map(from_row)
        .collect();
    let event_of: HashMap<i64, i64> = state
        .store
        .all_tournament_games()
        .await?
        .into_iter()
        .map(|(event, game)| (game, event))
        .collect();
    let players = state.store.all_tournament_players().await?;
    identify_records(
        &mut records,
        &event_of,
        players
            .iter()
            .map(|(event, p)| (*event, crate::tournaments::player(p))),
    );
    // Accounts' names in two queries, whatever the number of accounts: the registered
    // players' (with the registrations) and the summaries' seats'.
    let mut names: HashMap<i64, String> = state
        .store
        .recorded_account_names()
        .await?
        .into_iter()
        .collect();
    names.extend(
        players
            .iter()
            .filter_map(|(_, p)| Some((p.account?, p.account_name.clone()?))),
    );
    for seat in records.iter_mut().flat_map(|r| r.seats.iter_mut()) {
        if let Some(name) = seat.account.and_then(|a| names.get(&a)) {
            seat.name.clone_from(name);
        }
    }
    Ok((records, event_of))
}

/// An account's profile: the account and its tallies.
pub struct ProfileOf {
    pub account: Account,
    pub profile: Profile,
}

/// The profile of the account named `name` (compared as the sign-in compares names: case
/// and look-alike letters do not make another account).
pub async fn profile_of(state: &AppState, name: &str) -> ApiResult<ProfileOf> {
    let missing = || no_player_named(name.trim());
    if name.chars().count() > LONGEST_NAME || name.trim().is_empty() {
        return Err(missing());
    }
    let account = crate::accounts::by_name(state, name.trim())
        .await?
        .ok_or_else(missing)?;
    let (records, _) = records(state, None).await?;
    Ok(ProfileOf {
        profile: profile(&records, account.id),
        account,
    })
}

/// A season or a series to create: a name (an event's rule for names), optionally its
/// series, dates and tie-break policy.
#[derive(Deserialize, Default)]
pub struct NewSeason {
    pub name: String,
    /// A series' id, to place the season in.
    #[serde(default)]
    pub series: Option<i64>,
    /// YYYY-MM-DD.
    #[serde(default)]
    pub starts_on: Option<String>,
    #[serde(default)]
    pub ends_on: Option<String>,
    #[serde(default)]
    pub tiebreak: Option<String>,
}

#[derive(Deserialize, Default)]
pub struct NewSeries {
    pub name: String,
    #[serde(default)]
    pub tiebreak: Option<String>,
}

/// Whether `account` may create seasons and series: a site admin, or an account that
/// organises an event.
async fn may_organise(state: &AppState, account: &Account) -> ApiResult<()> {
    if account.admin || state.store.organises_any(account.id).await? {
        return Ok(());
    }
    Err(not_organiser())
}

fn check_name(text: &str) -> ApiResult<String> {
    names::check(text, &names::EVENT, []).map_err(|unfit| crate::accounts::invalid_name(&unfit))
}

/// A date as YYYY-MM-DD, or none for an empty field.
/// `first`: the first day's field, else the last day's.
fn check_date(text: Option<&str>, first: bool) -> ApiResult<Option<String>> {
    let Some(text) = text.map(str::trim).filter(|t| !t.is_empty()) else {
        return Ok(None);
    };
    match text.parse::<jiff::civil::Date>() {
        Ok(date) if text.len() == 10 => Ok(Some(date.to_string())),
        _ => Err(not_a_date(first, text)),
    }
}

pub fn policy(text: &str) -> Vec<Tiebreak> {
    Tiebreak::parse_policy(text).unwrap_or_else(|_| Tiebreak::DEFAULT.to_vec())
}

/// Creates a series; its id.
pub async fn create_series(state: &AppState, caller: &Caller, body: &NewSeries) -> ApiResult<i64> {
    let account = caller.require()?;
    may_organise(state, account).await?;
    let name = check_name(&body.name)?;
    let policy = crate::tournaments::checked_policy(body.tiebreak.as_deref())?;
    Ok(state
        .store
        .create_series(&name, account.id, &policy, now())
        .await?)
}

/// Creates a season (in a series its caller organises, if one is named); its id.
pub async fn create_season(state: &AppState, caller: &Caller, body: &NewSeason) -> ApiResult<i64> {
    let account = caller.require()?;
    may_organise(state, account).await?;
    let name = check_name(&body.name)?;
    let starts = check_date(body.starts_on.as_deref(), true)?;
    let ends = check_date(body.ends_on.as_deref(), false)?;
    if let (Some(a), Some(b)) = (&starts, &ends) {
        if b < a {
            return Err(ends_before_start(a, b));
        }
    }
    if let Some(series) = body.series {
        let found = state
            .store
            .series(series)
            .await?
            .ok_or_else(|| unknown_series(series))?;
        if found.organiser_id != account.id && !account.admin {
            return Err(series_organiser_only());
        }
    }
    let policy = crate::tournaments::checked_policy(body.tiebreak.as_deref())?;
    Ok(state
        .store
        .create_season(
            &name,
            body.series,
            account.id,
            &policy,
            starts.as_deref(),
            ends.as_deref(),
            now(),
        )
        .await?)
}

/// Adds an event to a season, or takes it out: the season's organiser (or a site admin),
/// who must organise the event too.
pub async fn season_event(
    state: &AppState,
    caller: &Caller,
    season: i64,
    event: i64,
    add: bool,
) -> ApiResult<()> {
    let account = caller.require()?;
    let found = state
        .store
        .season(season)
        .await?
        .ok_or_else(|| no_season(season))?;
    if found.organiser_id != account.id && !account.admin {
        return Err(season_organiser_only());
    }
    let tournament = state
        .store
        .tournament(event)
        .await?
        .ok_or_else(|| unknown_event(event))?;
    if tournament.organiser != account.id && !account.admin {
        return Err(event_organiser_only());
    }
    if add {
        state.store.add_season_event(season, event).await?;
    } else {
        state.store.remove_season_event(season, event).await?;
    }
    Ok(())
}

/// A season or a series, ranked: its events (id, name), the ranking, the leaderboards and
/// the policy.
pub struct Ranked {
    pub events: Vec<(i64, String)>,
    pub ranking: Ranking,
    pub leaderboards: Leaderboards,
    pub policy: Vec<Tiebreak>,
    /// The players' names that are accounts' (their profiles exist).
    pub accounts: HashSet<String>,
}

async fn ranked_events(
    state: &AppState,
    events: Vec<i64>,
    policy: Vec<Tiebreak>,
) -> ApiResult<Ranked> {
    let events = omerta_tournament::seasons::distinct_events(events);
    let (records, event_of) = records(state, Some("pro")).await?;
    let wanted: HashSet<i64> = events.iter().copied().collect();
    let mut accounts = HashSet::new();
    let mut by_event: HashMap<i64, Vec<omerta_tournament::Finished>> = HashMap::new();
    for record in &records {
        let Some(event) = event_of.get(&record.id).filter(|e| wanted.contains(e)) else {
            continue;
        };
        accounts.extend(
            record
                .seats
                .iter()
                .filter(|s| s.account.is_some())
                .map(|s| s.name.clone()),
        );
        if let Some(game) = record.as_finished() {
            by_event.entry(*event).or_default().push(game);
        }
    }
    let mut named = Vec::new();
    for id in &events {
        if let Some(t) = state.store.tournament(*id).await? {
            named.push((t.id, t.name));
        }
    }
    let ranking = ranking(events.iter().filter_map(|e| by_event.remove(e)), &policy);
    let refs: Vec<&omerta_tournament::Finished> = ranking.games.iter().collect();
    let leaderboards = leaderboards(&refs, MIN_GAMES, LEADERS);
    Ok(Ranked {
        events: named,
        ranking,
        leaderboards,
        policy,
        accounts,
    })
}

/// A season with its series' name, if any.
pub struct SeasonOf {
    pub season: SeasonRow,
    pub series: Option<SeriesRow>,
    pub ranked: Ranked,
}

pub async fn season(state: &AppState, id: i64) -> ApiResult<SeasonOf> {
    let season = state.store.season(id).await?.ok_or_else(|| no_season(id))?;
    let series = match season.series_id {
        Some(s) => state.store.series(s).await?,
        None => None,
    };
    let events = state.store.season_events(id).await?;
    let ranked = ranked_events(state, events, policy(&season.tiebreak)).await?;
    Ok(SeasonOf {
        season,
        series,
        ranked,
    })
}

pub struct SeriesOf {
    pub series: SeriesRow,
    pub seasons: Vec<SeasonRow>,
    pub ranked: Ranked,
}

pub async fn series(state: &AppState, id: i64) -> ApiResult<SeriesOf> {
    let series = state.store.series(id).await?.ok_or_else(|| no_series(id))?;
    let seasons = state.store.seasons_of_series(id).await?;
    let mut events = Vec::new();
    for season in &seasons {
        events.extend(state.store.season_events(season.id).await?);
    }
    let ranked = ranked_events(state, events, policy(&series.tiebreak)).await?;
    Ok(SeriesOf {
        series,
        seasons,
        ranked,
    })
}

/// The seasons and series listed, newest first.
pub async fn list(state: &AppState) -> ApiResult<(Vec<SeasonRow>, Vec<SeriesRow>)> {
    Ok((
        state.store.seasons(LISTED).await?,
        state.store.series_list(LISTED).await?,
    ))
}

/// The leaderboards over every finished Pro game, and the names that are accounts'.
pub async fn all_leaderboards(state: &AppState) -> ApiResult<(Leaderboards, HashSet<String>)> {
    let (records, _) = records(state, Some("pro")).await?;
    let accounts = records
        .iter()
        .flat_map(|r| r.seats.iter())
        .filter(|s| s.account.is_some())
        .map(|s| s.name.clone())
        .collect();
    let games: Vec<omerta_tournament::Finished> =
        records.iter().filter_map(GameRecord::as_finished).collect();
    let refs: Vec<&omerta_tournament::Finished> = games.iter().collect();
    Ok((leaderboards(&refs, MIN_GAMES, LEADERS), accounts))
}
