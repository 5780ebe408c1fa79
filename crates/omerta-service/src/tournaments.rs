//! Tournament events (issue 18): an organiser creates an event (rounds, tables of ten, a
//! tie-break policy), registers its players (accounts, or guests' names merged into an
//! account later), draws the schedule with `omerta_pro::seating`, assigns a judge to each
//! table, and creates each round's games with the players seated. The standings of an event
//! are by player, not by typed name: every seat of the event's games (its tables' and the
//! games uploaded into it) is mapped to a registered player by the names they are known by.
//!
//! The store keeps the rows (`omerta_store::tournaments`); this module checks every step
//! and says in a sentence what is wrong. The JSON API and the pages (`omerta-server`'s `api/tournaments.rs` and `web/tournaments.rs`) call
//! the same functions.

use crate::auth::Caller;
use crate::error::{ApiError, ApiResult, Arg, Kind, Words};
use crate::games::CommandBody;
use crate::planned::Planned;
use crate::{now, AppState};
use omerta_i18n as i18n;
use omerta_live::{names, Actor};
use omerta_pro::seating;
use omerta_store::{
    Account, ScheduledSeat, StoredEvent, Tournament, TournamentPlayer, TournamentTable,
};
use omerta_tournament::{
    finished_from_events, ranked, standings, Finished, Player, Row, Standing, Tiebreak, Unknown,
    FINISHED_KINDS,
};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};
use std::collections::{BTreeMap, HashMap};

/// How many finished Pro games the standings and ratings read at most (the newest first).
const GAMES_READ: usize = 2000;

/// The most rounds and tables an event has: far beyond a day's or a weekend's tournament.
pub const MAX_ROUNDS: i64 = 30;
pub const MAX_TABLES: i64 = 50;
/// The most players an event registers.
pub const MAX_PLAYERS: usize = 1000;
/// The most events listed.
pub const EVENTS_LISTED: i64 = 200;

fn conflict(code: &'static str, message: impl Into<String>) -> ApiError {
    ApiError::new(Kind::Conflict, code, message)
}

/// A name as people typed it, shortened for an error message (input may be huge).
fn quoted(name: &str) -> String {
    let short: String = name.chars().take(40).collect();
    if short.len() < name.len() {
        format!("{short:?}…")
    } else {
        format!("{short:?}")
    }
}

/// A number as text (an event's, a player's, a table's).
fn text(n: i64) -> Arg {
    Arg::Text(n.to_string())
}

fn no_event(id: i64) -> ApiError {
    ApiError::worded(
        Kind::NotFound,
        "not_found",
        format!("there is no event {id}"),
        i18n::id("refusal-event-not-found"),
        [("id", text(id))],
    )
}

fn organiser_only() -> ApiError {
    ApiError::worded(
        Kind::Forbidden,
        "forbidden",
        "only the event's organiser may do this",
        i18n::id("refusal-event-organiser-only"),
        [],
    )
}

fn unknown_account(name: &str) -> ApiError {
    let name = quoted(name);
    ApiError::worded(
        Kind::Unprocessable,
        "unknown_account",
        format!("there is no account named {name}"),
        i18n::id("refusal-event-unknown-account"),
        [("name", Arg::Text(name))],
    )
}

fn policy_too_long() -> ApiError {
    ApiError::worded(
        Kind::Unprocessable,
        "invalid_tiebreak",
        "a tie-break policy is a few names, comma separated",
        i18n::id("refusal-event-policy-too-long"),
        [],
    )
}

/// A name a standings' option does not know (omerta-tournament's [`Unknown`]), as
/// [`Words`]: the same sentence as its `Display`, the known names as they are written.
pub fn unknown_words(unknown: &Unknown) -> Words {
    let (id, name) = match unknown {
        Unknown::Tiebreak(name) => (i18n::id("refusal-unknown-tiebreak"), name),
        Unknown::RoleTable(name) => (i18n::id("refusal-unknown-role-table"), name),
    };
    Words::new(
        id,
        [
            ("name", Arg::Text(format!("{name:?}"))),
            ("known", Arg::Text(unknown.known().join(", "))),
        ],
    )
}

/// An event's (a season's, a series') tie-break policy naming a tie-break not known.
fn policy_unknown(unknown: &Unknown) -> ApiError {
    ApiError::worded(
        Kind::Unprocessable,
        "invalid_tiebreak",
        format!("{unknown}."),
        i18n::id("refusal-event-policy-unknown"),
        [("sentence", Arg::Words(unknown_words(unknown)))],
    )
}

/// The standings' query naming a tie-break or a role table not known (the page's and the
/// JSON's `bad_request`).
pub fn unknown_option(unknown: &Unknown) -> ApiError {
    ApiError {
        words: Some(Box::new(unknown_words(unknown))),
        ..ApiError::bad_request(unknown.to_string())
    }
}

/// Sizes the seating draw cannot seat (omerta-pro's [`seating::SizeError`]), each said from
/// its numbers.
fn sizes_refused(error: seating::SizeError) -> ApiError {
    let english = format!("{error}.");
    // One wording with the CLI's `pro seating`: the rule crate's data, worded later.
    let (id, numbers) = i18n::pro::size_error_words(error);
    let args = numbers
        .into_iter()
        .map(|(name, n)| (name, Arg::Number(i64::try_from(n).unwrap_or(i64::MAX))))
        .collect();
    ApiError::worded(
        Kind::Unprocessable,
        "invalid_sizes",
        english,
        i18n::id("refusal-event-sizes"),
        vec![("why", Arg::Words(Words { id, args }))],
    )
}

/// A count of rounds (`rounds`) or tables out of 1 to `most`.
fn out_of_range(rounds: bool, most: i64, value: i64) -> ApiError {
    let what = if rounds { "rounds" } else { "tables" };
    ApiError::worded(
        Kind::Unprocessable,
        "out_of_range",
        format!("an event has 1 to {most} {what}; {value} is out of range"),
        i18n::id("refusal-event-out-of-range"),
        [
            ("what", Arg::from(what)),
            ("most", Arg::Number(most)),
            ("value", text(value)),
        ],
    )
}

fn registration_closed() -> ApiError {
    ApiError::worded(
        Kind::Conflict,
        "registration_closed",
        "registration is closed: the schedule of this event is drawn",
        i18n::id("refusal-event-registration-closed"),
        [],
    )
}

fn too_many_players() -> ApiError {
    ApiError::worded(
        Kind::Unprocessable,
        "too_many_players",
        format!("an event has at most {MAX_PLAYERS} players"),
        i18n::id("refusal-event-too-many-players"),
        [("most", Arg::Number(MAX_PLAYERS as i64))],
    )
}

fn registration_both() -> ApiError {
    ApiError::worded(
        Kind::Unprocessable,
        "invalid_registration",
        "register either an account or a guest's name, not both",
        i18n::id("refusal-event-registration-both"),
        [],
    )
}

fn registration_neither() -> ApiError {
    ApiError::worded(
        Kind::Unprocessable,
        "invalid_registration",
        "name the account, or the guest's name, to register",
        i18n::id("refusal-event-registration-neither"),
        [],
    )
}

fn registered_as(name: &str, number: i64) -> ApiError {
    let name = quoted(name);
    ApiError::worded(
        Kind::Conflict,
        "already_registered",
        format!("{name} is already registered, as player {number}"),
        i18n::id("refusal-event-registered-as"),
        [("name", Arg::Text(name)), ("number", text(number))],
    )
}

/// A name already a player's (`merge`: the account could take over that guest).
fn known_as(number: i64, name: &str, merge: bool) -> ApiError {
    let name = quoted(name);
    let advice = if merge {
        "; to give that guest this account, merge them"
    } else {
        ""
    };
    ApiError::worded(
        Kind::Conflict,
        "already_registered",
        format!("player {number} is already known as {name}{advice}"),
        if merge {
            i18n::id("refusal-event-known-as-guest")
        } else {
            i18n::id("refusal-event-known-as")
        },
        [("number", text(number)), ("name", Arg::Text(name))],
    )
}

fn registered_in_event(name: &str) -> ApiError {
    let name = quoted(name);
    ApiError::worded(
        Kind::Conflict,
        "already_registered",
        format!("{name} is already registered in this event"),
        i18n::id("refusal-event-registered"),
        [("name", Arg::Text(name))],
    )
}

fn no_player(number: i64) -> ApiError {
    ApiError::worded(
        Kind::NotFound,
        "not_found",
        format!("this event has no player {number}"),
        i18n::id("refusal-event-no-player"),
        [("number", text(number))],
    )
}

fn not_a_guest(number: i64, name: &str) -> ApiError {
    let name = quoted(name);
    ApiError::worded(
        Kind::Conflict,
        "not_a_guest",
        format!("player {number} is not a guest: they play with the account {name}"),
        i18n::id("refusal-event-not-a-guest"),
        [("number", text(number)), ("name", Arg::Text(name))],
    )
}

fn already_player(name: &str, other: i64) -> ApiError {
    let name = quoted(name);
    ApiError::worded(
        Kind::Conflict,
        "already_registered",
        format!("{name} is already player {other} of this event; a person plays as one player"),
        i18n::id("refusal-event-already-player"),
        [("name", Arg::Text(name)), ("number", text(other))],
    )
}

fn merged_already(number: i64) -> ApiError {
    ApiError::worded(
        Kind::Conflict,
        "not_a_guest",
        format!("player {number} has been merged into an account already"),
        i18n::id("refusal-event-merged-already"),
        [("number", text(number))],
    )
}

fn a_player_already(name: &str) -> ApiError {
    let name = quoted(name);
    ApiError::worded(
        Kind::Conflict,
        "already_registered",
        format!("{name} is already a player of this event"),
        i18n::id("refusal-event-a-player-already"),
        [("name", Arg::Text(name))],
    )
}

fn drawn_already(seed: i64) -> ApiError {
    ApiError::worded(
        Kind::Conflict,
        "already_drawn",
        format!("the schedule of this event is drawn already (seed {seed})"),
        i18n::id("refusal-event-drawn-already"),
        [("seed", text(seed))],
    )
}

fn too_few_players(players: usize, tables: usize, least: usize) -> ApiError {
    let s = if tables == 1 { "" } else { "s" };
    ApiError::worded(
        Kind::Unprocessable,
        "too_few_players",
        format!(
            "the event has {players} players, and its {tables} table{s} of ten need at least {least}"
        ),
        i18n::id("refusal-event-too-few-players"),
        [
            ("players", Arg::Number(players as i64)),
            ("tables", Arg::Number(tables as i64)),
            ("least", Arg::Number(least as i64)),
        ],
    )
}

fn drawn_meanwhile() -> ApiError {
    ApiError::worded(
        Kind::Conflict,
        "already_drawn",
        "the schedule of this event was drawn meanwhile",
        i18n::id("refusal-event-drawn-meanwhile"),
        [],
    )
}

/// The schedule is not drawn yet, for a judge (`judges`) or a round's games.
fn not_drawn(judges: bool) -> ApiError {
    let (english, id) = if judges {
        (
            "draw the schedule first: judges are assigned to the tables of its rounds",
            i18n::id("refusal-event-not-drawn-judges"),
        )
    } else {
        (
            "draw the schedule first: a round's games seat its players",
            i18n::id("refusal-event-not-drawn-games"),
        )
    };
    ApiError::worded(Kind::Conflict, "not_drawn", english, id, [])
}

fn no_table(table: i64, tables: i64) -> ApiError {
    ApiError::worded(
        Kind::Unprocessable,
        "out_of_range",
        format!("table {table} is not one of this event's tables (1 to {tables})"),
        i18n::id("refusal-event-no-table"),
        [("table", text(table)), ("last", text(tables))],
    )
}

fn no_round(round: i64, rounds: i64) -> ApiError {
    ApiError::worded(
        Kind::Unprocessable,
        "out_of_range",
        format!("round {round} is not one of this event's rounds (1 to {rounds})"),
        i18n::id("refusal-event-no-round"),
        [("round", text(round)), ("last", text(rounds))],
    )
}

fn judge_plays(name: &str, table: i64, round: i64) -> ApiError {
    let name = quoted(name);
    ApiError::worded(
        Kind::Unprocessable,
        "judge_plays",
        format!("{name} plays at table {table} in round {round} and cannot judge it"),
        i18n::id("refusal-event-judge-plays"),
        [
            ("name", Arg::Text(name)),
            ("table", text(table)),
            ("round", text(round)),
        ],
    )
}

/// A table's game made already, in `round` (or in every round).
fn game_created(table: i64, round: Option<i64>) -> ApiError {
    let english = match round {
        Some(round) => format!(
            "the game of table {table} is created already in round {round}; a created game keeps its judge"
        ),
        None => format!(
            "the game of table {table} is created already in every round; a created game keeps its judge"
        ),
    };
    match round {
        Some(round) => ApiError::worded(
            Kind::Conflict,
            "game_created",
            english,
            i18n::id("refusal-event-game-created"),
            [("table", text(table)), ("round", text(round))],
        ),
        None => ApiError::worded(
            Kind::Conflict,
            "game_created",
            english,
            i18n::id("refusal-event-games-created"),
            [("table", text(table))],
        ),
    }
}

fn round_created(round: i64) -> ApiError {
    ApiError::worded(
        Kind::Conflict,
        "round_created",
        format!("the games of round {round} are created already"),
        i18n::id("refusal-event-round-created"),
        [("round", text(round))],
    )
}

fn organiser_plays(table: i64, round: i64) -> ApiError {
    ApiError::worded(
        Kind::Unprocessable,
        "judge_plays",
        format!(
            "table {table} of round {round} has no judge, and the organiser plays at it: assign it a judge first"
        ),
        i18n::id("refusal-event-organiser-plays"),
        [("table", text(table)), ("round", text(round))],
    )
}

fn event_has_no_player(event: i64, number: i64) -> ApiError {
    ApiError::worded(
        Kind::NotFound,
        "not_found",
        format!("event {event} has no player {number}"),
        i18n::id("refusal-event-has-no-player"),
        [("event", text(event)), ("number", text(number))],
    )
}

fn uploaders_only() -> ApiError {
    ApiError::worded(
        Kind::Forbidden,
        "forbidden",
        "only the event's organiser or one of its judges uploads games into it",
        i18n::id("refusal-event-uploaders-only"),
        [],
    )
}

/// A player the ratings do not know (`/ratings?player=`): said in the reader's language,
/// the name quoted.
pub fn no_rated_game(name: &str) -> ApiError {
    let quoted = format!("{name:?}");
    ApiError::worded(
        Kind::NotFound,
        "not_found",
        format!("{quoted} has no rated game"),
        i18n::id("refusal-ratings-no-game"),
        [("name", Arg::Text(quoted))],
    )
}

/// Every worded refusal of the events, with sample arguments.
pub fn refusal_samples() -> Vec<ApiError> {
    vec![
        no_rated_game("Olga"),
        no_event(4),
        organiser_only(),
        unknown_account("Olga"),
        policy_too_long(),
        out_of_range(true, MAX_ROUNDS, 0),
        out_of_range(false, MAX_TABLES, 99),
        registration_closed(),
        too_many_players(),
        registration_both(),
        registration_neither(),
        registered_as("Olga", 3),
        known_as(3, "Olga", true),
        known_as(3, "Olga", false),
        registered_in_event("Olga"),
        no_player(3),
        not_a_guest(3, "Olga"),
        already_player("Olga", 3),
        merged_already(3),
        a_player_already("Olga"),
        drawn_already(42),
        too_few_players(12, 1, 10),
        too_few_players(12, 2, 20),
        drawn_meanwhile(),
        not_drawn(true),
        not_drawn(false),
        no_table(4, 3),
        no_round(4, 3),
        judge_plays("Olga", 2, 3),
        game_created(2, Some(3)),
        game_created(2, None),
        round_created(3),
        organiser_plays(2, 3),
        event_has_no_player(4, 3),
        uploaders_only(),
        policy_unknown(&Unknown::Tiebreak("luck".into())),
        unknown_option(&Unknown::Tiebreak("luck".into())),
        unknown_option(&Unknown::RoleTable("purple".into())),
        sizes_refused(seating::SizeError::NoTable),
        sizes_refused(seating::SizeError::NoRound),
        sizes_refused(seating::SizeError::TooManyPlayers { players: 10_001 }),
        sizes_refused(seating::SizeError::TooManyRounds { rounds: 201 }),
        sizes_refused(seating::SizeError::TooFewPlayers {
            tables: 1,
            players: 9,
        }),
        sizes_refused(seating::SizeError::TooFewPlayers {
            tables: 2,
            players: 19,
        }),
    ]
}

/// A tournament event to create (`POST /api/events`); the caller is its organiser.
#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct NewEvent {
    /// 1 to 80 characters.
    pub name: String,
    #[schemars(range(min = 1, max = 30))]
    pub rounds: i64,
    /// Tables of ten.
    #[schemars(range(min = 1, max = 50))]
    pub tables: i64,
    /// Tie-breaks in order, comma separated: `extra`, `wins`, `special_wins`,
    /// `head_to_head`, `fewer_games`; absent or empty: `extra,wins,special_wins,head_to_head`.
    #[serde(default)]
    pub tiebreak: Option<String>,
}

/// A player to register (`POST /api/events/{id}/players`): exactly one of `account` and
/// `guest`.
#[derive(Deserialize, Default, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Registration {
    /// An account's name.
    #[serde(default)]
    pub account: Option<String>,
    /// A guest's name (2 to 40 characters), for a player without an account.
    #[serde(default)]
    pub guest: Option<String>,
}

/// The account a guest player is given (`POST /api/events/{id}/players/{number}/merge`).
#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Merge {
    /// The account's name.
    pub account: String,
}

/// How to draw an event's schedule (`POST /api/events/{id}/draw`); the body may be
/// absent.
#[derive(Deserialize, Default, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Draw {
    /// The seed to draw with; absent: a random one (stored, so the draw can be repeated).
    #[serde(default)]
    pub seed: Option<u64>,
}

/// A judge to assign (`POST /api/events/{id}/judges`).
#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Judge {
    /// The table, from 1.
    pub table: i64,
    /// One round; absent: every round whose game at the table is not created yet.
    #[serde(default)]
    pub round: Option<i64>,
    /// The judge's account name.
    pub judge: String,
}

/// An event with everything about it.
pub struct Loaded {
    pub event: Tournament,
    pub players: Vec<TournamentPlayer>,
    pub seats: Vec<ScheduledSeat>,
    pub tables: Vec<TournamentTable>,
    pub organiser_name: String,
    /// The players of each table of each round, by seat: the schedule indexed once.
    by_table: HashMap<(i64, i64), Vec<i64>>,
}

impl Loaded {
    fn player(&self, number: i64) -> Option<&TournamentPlayer> {
        number
            .checked_sub(1)
            .and_then(|i| usize::try_from(i).ok())
            .and_then(|i| self.players.get(i))
            .filter(|p| p.number == number)
            .or_else(|| self.players.iter().find(|p| p.number == number))
    }

    /// The players of a table of a round, by seat.
    fn table_players(&self, round: i64, table: i64) -> Vec<&TournamentPlayer> {
        self.by_table
            .get(&(round, table))
            .map(|numbers| numbers.iter().filter_map(|&n| self.player(n)).collect())
            .unwrap_or_default()
    }

    /// Where a player sits in a round: (table, seat).
    fn place_of(&self, number: i64, round: i64) -> Option<(i64, i64)> {
        self.seats
            .iter()
            .find(|s| s.round == round && s.player == number)
            .map(|s| (s.table, s.seat))
    }

    fn drawn(&self) -> bool {
        self.event.state == "drawn"
    }

    /// The player an account is, if registered.
    fn number_of(&self, account: i64) -> Option<i64> {
        self.players
            .iter()
            .find(|p| p.account == Some(account))
            .map(|p| p.number)
    }

    /// A name a player is to be known by in the event (a guest's, or an account's being
    /// registered or merged), by the one rule for names ([`names::check`]): what a table
    /// of the event will seat, against every name the other players (all but `except`)
    /// are known by. The name as kept; or why not, with the player it is too like.
    fn fitting_name(
        &self,
        name: &str,
        except: Option<i64>,
    ) -> Result<String, (names::Unfit, Option<&TournamentPlayer>)> {
        let others = self
            .players
            .iter()
            .filter(|p| Some(p.number) != except)
            .flat_map(|p| player(p).aliases());
        names::check(name, &names::PLAYER, others).map_err(|unfit| {
            let player = match &unfit {
                names::Unfit::Alike { other, .. } => self
                    .players
                    .iter()
                    .filter(|p| Some(p.number) != except)
                    .find(|p| player(p).aliases().any(|alias| alias == other)),
                _ => None,
            };
            (unfit, player)
        })
    }
}

pub async fn load(state: &AppState, id: i64) -> ApiResult<Loaded> {
    let event = state
        .store
        .tournament(id)
        .await?
        .ok_or_else(|| no_event(id))?;
    let organiser_name = state
        .store
        .account(event.organiser)
        .await?
        .map(|a| a.name)
        .unwrap_or_default();
    let seats = state.store.tournament_seats(id).await?;
    let mut by_table: HashMap<(i64, i64), Vec<i64>> = HashMap::new();
    // The store gives the seats by round, table and seat.
    for seat in &seats {
        by_table
            .entry((seat.round, seat.table))
            .or_default()
            .push(seat.player);
    }
    Ok(Loaded {
        players: state.store.tournament_players(id).await?,
        seats,
        tables: state.store.tournament_tables(id).await?,
        event,
        organiser_name,
        by_table,
    })
}

/// The caller, if they organise the event (a site admin organises every event).
fn organiser<'a>(caller: &'a Caller, event: &Tournament) -> ApiResult<&'a Account> {
    let account = caller.require()?;
    if account.id == event.organiser || account.admin {
        Ok(account)
    } else {
        Err(organiser_only())
    }
}

/// An event's name, by the one rule for names ([`names::EVENT`]: as a Pro record carries it).
fn check_event_name(text: &str) -> ApiResult<String> {
    names::check(text, &names::EVENT, []).map_err(|unfit| crate::accounts::invalid_name(&unfit))
}

/// The account of this name, or why not.
async fn account_named(state: &AppState, name: &str) -> ApiResult<Account> {
    let missing = || unknown_account(name.trim());
    crate::accounts::by_name(state, name)
        .await?
        .ok_or_else(missing)
}

/// A tie-break policy as stored: the names of the parsed policy, comma separated (an
/// event's, a season's and a series': one rule).
pub(crate) fn checked_policy(text: Option<&str>) -> ApiResult<String> {
    let policy = match text.map(str::trim).filter(|t| !t.is_empty()) {
        Some(text) if text.len() > 500 => return Err(policy_too_long()),
        Some(text) => Tiebreak::parse_policy(text).map_err(|e| policy_unknown(&e))?,
        None => Tiebreak::DEFAULT.to_vec(),
    };
    Ok(policy
        .iter()
        .map(|t| t.name())
        .collect::<Vec<_>>()
        .join(","))
}

fn event_policy(event: &Tournament) -> Vec<Tiebreak> {
    Tiebreak::parse_policy(&event.tiebreak).unwrap_or_else(|_| Tiebreak::DEFAULT.to_vec())
}

/// A count of rounds (`rounds`) or tables from 1 to `most`.
fn check_range(value: i64, most: i64, rounds: bool) -> ApiResult<()> {
    if (1..=most).contains(&value) {
        Ok(())
    } else {
        Err(out_of_range(rounds, most, value))
    }
}

/// Creates an event organised by `account`; its id.
pub async fn create(state: &AppState, account: &Account, body: &NewEvent) -> ApiResult<i64> {
    let name = check_event_name(&body.name)?;
    check_range(body.rounds, MAX_ROUNDS, true)?;
    check_range(body.tables, MAX_TABLES, false)?;
    let policy = checked_policy(body.tiebreak.as_deref())?;
    let id = state
        .store
        .create_tournament(&name, account.id, body.rounds, body.tables, &policy, now())
        .await?;
    tracing::info!(event = id, organiser = account.id, "event created");
    Ok(id)
}

/// Registers a player (an account by name, or a guest); their number.
pub async fn register(
    state: &AppState,
    caller: &Caller,
    id: i64,
    body: &Registration,
) -> ApiResult<i64> {
    let loaded = load(state, id).await?;
    organiser(caller, &loaded.event)?;
    if loaded.drawn() {
        return Err(registration_closed());
    }
    if loaded.players.len() >= MAX_PLAYERS {
        return Err(too_many_players());
    }
    let account = body
        .account
        .as_deref()
        .map(str::trim)
        .filter(|a| !a.is_empty());
    let guest = body
        .guest
        .as_deref()
        .map(str::trim)
        .filter(|g| !g.is_empty());
    let (account, guest) = match (account, guest) {
        (Some(_), Some(_)) => return Err(registration_both()),
        (None, None) => return Err(registration_neither()),
        (Some(name), None) => (Some(account_named(state, name).await?), None),
        (None, Some(name)) => (None, Some(name.to_string())),
    };
    if let Some(account) = &account {
        if let Some(number) = loaded.number_of(account.id) {
            return Err(registered_as(&account.name, number));
        }
    }
    let typed = account
        .as_ref()
        .map_or(guest.as_deref().unwrap_or_default(), |a| a.name.as_str());
    let name = match loaded.fitting_name(typed, None) {
        Ok(name) => name,
        Err((_, Some(player))) => {
            let merge = account.is_some() && player.account.is_none();
            return Err(known_as(player.number, player.name(), merge));
        }
        Err((unfit, None)) => return Err(crate::accounts::invalid_name(&unfit)),
    };
    // A guest is kept by the name as tidied; an account keeps its own.
    let guest = guest.map(|_| name.clone());
    let key = guest.as_deref().map(names::key);
    let guest_row = guest.as_deref().zip(key.as_deref());
    match state
        .store
        .register_player(id, account.as_ref().map(|a| a.id), guest_row, now())
        .await
    {
        Ok(Some(number)) => Ok(number),
        Ok(None) => Err(registration_closed()),
        Err(omerta_store::Error::Taken) => Err(registered_in_event(&name)),
        Err(error) => Err(error.into()),
    }
}

/// Gives guest player `number` an account: their results count for it from now on.
pub async fn merge(
    state: &AppState,
    caller: &Caller,
    id: i64,
    number: i64,
    body: &Merge,
) -> ApiResult<()> {
    let loaded = load(state, id).await?;
    organiser(caller, &loaded.event)?;
    let player = loaded.player(number).ok_or_else(|| no_player(number))?;
    let account = account_named(state, &body.account).await?;
    if let (Some(merged), Some(guest)) = (player.account, player.guest_name.as_deref()) {
        if merged != account.id || player.merged_at.is_none() {
            return Err(not_a_guest(number, player.name()));
        }
        // Merged into this account before: the same merge again completes the seats a
        // failure may have left behind (each step's command id is the operation's).
        return reseat_merged(state, &loaded, number, guest, &account).await;
    }
    if player.account.is_some() {
        return Err(not_a_guest(number, player.name()));
    }
    let already = |other: i64| already_player(&account.name, other);
    if let Some(other) = loaded.number_of(account.id) {
        return Err(already(other));
    }
    // Seated under the account's name from now on: by the one rule, as at registration.
    match loaded.fitting_name(&account.name, Some(number)) {
        Ok(_) => {}
        Err((_, Some(player))) => return Err(already(player.number)),
        Err((unfit, None)) => return Err(crate::accounts::invalid_name(&unfit)),
    }
    match state.store.merge_guest(id, number, account.id, now()).await {
        Ok(true) => {
            let guest = player.guest_name.as_deref().unwrap_or_default();
            reseat_merged(state, &loaded, number, guest, &account).await
        }
        Ok(false) => Err(merged_already(number)),
        Err(omerta_store::Error::Taken) => Err(conflict(
            "already_registered",
            format!(
                "{} is already a player of this event",
                quoted(&account.name)
            ),
        )),
        Err(error) => Err(error.into()),
    }
}

/// After a merge: the guest's seats in the event's games still in their lobby take the
/// account (unseated and seated again at the same place, the place the schedule gives), so
/// that the player plays them signed in. A game already started keeps its record; its seat
/// counts for the account by name all the same.
///
/// Each step's command id is derived from the merge (event, player, game, step), so that
/// running the merge again after a failure completes what was left, and a step already
/// applied is recognised, never done twice.
async fn reseat_merged(
    state: &AppState,
    loaded: &Loaded,
    number: i64,
    guest: &str,
    account: &Account,
) -> ApiResult<()> {
    for table in &loaded.tables {
        let Some(game) = table.game else {
            continue;
        };
        let Some(row) = state.store.game(game).await? else {
            continue;
        };
        if row.status != "lobby" {
            continue;
        }
        let Some((_, seat)) = loaded
            .place_of(number, table.round)
            .filter(|(at, _)| *at == table.table)
        else {
            continue;
        };
        let index = (seat - 1) as usize;
        let (view, _, _) = crate::games::viewed(state, game, &Caller::nobody()).await?;
        let slots = view.value["slots"].as_array().cloned().unwrap_or_default();
        let seated = |s: &Value| s["account"] == json!(account.id);
        if slots.iter().any(seated) {
            continue;
        }
        let actor = Actor::account(row.host);
        let step = |name: &str, command: Value| CommandBody {
            id: Some(format!(
                "merge/{}/{number}/{}/{game}/{name}",
                loaded.event.id, account.id
            )),
            lobby: Some(command),
            game: None,
        };
        // Where the guest sits now (the host may have moved them); once unseated, the
        // account takes the place the schedule gives.
        let guest_at = slots
            .iter()
            .position(|s| s["name"] == guest && s["account"].is_null());
        let index = guest_at.unwrap_or(index);
        if guest_at.is_some() {
            state
                .execute(
                    game,
                    actor,
                    &step("unseat", json!({"type": "unseat", "index": index})),
                )
                .await?;
        }
        let seat =
            json!({"type": "seat", "name": account.name, "account": account.id, "at": index});
        state.execute(game, actor, &step("seat", seat)).await?;
    }
    Ok(())
}

/// A seed for a draw nobody gave one for: random, and small enough for the store's column.
fn random_seed() -> u64 {
    rand::random::<u64>() & (i64::MAX as u64)
}

/// Draws the schedule and closes registration; the seed it was drawn with.
pub async fn draw(state: &AppState, caller: &Caller, id: i64, body: &Draw) -> ApiResult<u64> {
    let loaded = load(state, id).await?;
    organiser(caller, &loaded.event)?;
    if let (true, Some(seed)) = (loaded.drawn(), loaded.event.seed) {
        return Err(drawn_already(seed));
    }
    let (players, tables, rounds) = (
        loaded.players.len(),
        loaded.event.tables as usize,
        loaded.event.rounds as usize,
    );
    if players < tables * seating::SEATS {
        return Err(too_few_players(players, tables, tables * seating::SEATS));
    }
    let seed = body.seed.unwrap_or_else(random_seed) & (i64::MAX as u64);
    let schedule =
        tokio::task::spawn_blocking(move || seating::draw(players, tables, rounds, seed))
            .await
            .map_err(ApiError::internal)?
            .map_err(sizes_refused)?;
    let numbers: Vec<i64> = loaded.players.iter().map(|p| p.number).collect();
    let mut seats = Vec::with_capacity(rounds * tables * seating::SEATS);
    for (r, round) in schedule.rounds.iter().enumerate() {
        for (t, table) in round.iter().enumerate() {
            for (k, player) in table.iter().enumerate() {
                seats.push(ScheduledSeat {
                    round: r as i64 + 1,
                    table: t as i64 + 1,
                    seat: k as i64 + 1,
                    // The schedule numbers players from 1 in the order given: registration.
                    player: numbers.get(player - 1).copied().unwrap_or(*player as i64),
                });
            }
        }
    }
    if !state.store.save_schedule(id, seed as i64, &seats).await? {
        return Err(drawn_meanwhile());
    }
    tracing::info!(event = id, seed, "event drawn");
    Ok(seed)
}

/// Assigns a judge to a table in one round or every round; how many tables changed.
pub async fn assign_judge(
    state: &AppState,
    caller: &Caller,
    id: i64,
    body: &Judge,
) -> ApiResult<u64> {
    let loaded = load(state, id).await?;
    organiser(caller, &loaded.event)?;
    if !loaded.drawn() {
        return Err(not_drawn(true));
    }
    if !(1..=loaded.event.tables).contains(&body.table) {
        return Err(no_table(body.table, loaded.event.tables));
    }
    if let Some(round) = body.round {
        if !(1..=loaded.event.rounds).contains(&round) {
            return Err(no_round(round, loaded.event.rounds));
        }
    }
    let judge = account_named(state, &body.judge).await?;
    if let Some(number) = loaded.number_of(judge.id) {
        let rounds: Vec<i64> = match body.round {
            Some(round) => vec![round],
            None => (1..=loaded.event.rounds).collect(),
        };
        for round in rounds {
            let open = loaded
                .tables
                .iter()
                .any(|t| t.round == round && t.table == body.table && t.game.is_none());
            if open && loaded.place_of(number, round).map(|(t, _)| t) == Some(body.table) {
                return Err(judge_plays(&judge.name, body.table, round));
            }
        }
    }
    let changed = state
        .store
        .set_judge(id, body.round, body.table, judge.id)
        .await?;
    if changed == 0 {
        return Err(game_created(body.table, body.round));
    }
    Ok(changed)
}

/// Creates the games of a round not created yet, each hosted by its table's judge (or the
/// organiser) with its ten players seated by the schedule; the new games' ids. All or
/// nothing: every table's game is made whole in memory first ([`Planned`]), and the store
/// writes them all in one transaction, or none when another try got there first.
pub async fn create_round(
    state: &AppState,
    caller: &Caller,
    id: i64,
    round: i64,
) -> ApiResult<Vec<i64>> {
    let loaded = load(state, id).await?;
    organiser(caller, &loaded.event)?;
    if !loaded.drawn() {
        return Err(not_drawn(false));
    }
    if !(1..=loaded.event.rounds).contains(&round) {
        return Err(no_round(round, loaded.event.rounds));
    }
    let open: Vec<&TournamentTable> = loaded
        .tables
        .iter()
        .filter(|t| t.round == round && t.game.is_none())
        .collect();
    let created_already = || round_created(round);
    if open.is_empty() {
        return Err(created_already());
    }
    // Every table is checked before any game is made.
    for table in &open {
        let host = table.judge.unwrap_or(loaded.event.organiser);
        let plays = loaded
            .table_players(round, table.table)
            .iter()
            .any(|p| p.account == Some(host));
        if plays {
            return Err(organiser_plays(table.table, round));
        }
    }
    let now = now();
    let mut games = Vec::with_capacity(open.len());
    for table in &open {
        let host = table.judge.unwrap_or(loaded.event.organiser);
        let game = seated_game(state, &loaded, round, table.table, host, now).map_err(|e| {
            ApiError::new(
                e.kind,
                e.code,
                format!(
                    "table {} of round {round} cannot be seated, so no game of the round was made: {}",
                    table.table, e.message
                ),
            )
        })?;
        games.push((table.table, game));
    }
    let Some(created) = state
        .store
        .create_round_games(id, round, &games, now)
        .await?
    else {
        return Err(created_already());
    };
    tracing::info!(event = id, round, games = created.len(), "round created");
    Ok(created)
}

/// The game of one table, hosted by `host`, with its players seated in order, made whole
/// in memory: each seat checked as a host's seat command is.
fn seated_game(
    state: &AppState,
    loaded: &Loaded,
    round: i64,
    table: i64,
    host: i64,
    now: i64,
) -> ApiResult<omerta_store::WholeGame> {
    let title = format!("{}: round {round}, table {table}", loaded.event.name);
    let mut game = Planned::new(
        "pro",
        &title,
        Actor::account(host),
        state.config.limits.clone(),
        now,
    )?;
    for player in loaded.table_players(round, table) {
        game.lobby(
            json!({"type": "seat", "name": player.name(), "account": player.account}),
            now,
        )?;
    }
    Ok(game.whole())
}

/// A registered player as `omerta_tournament` matches seats to them.
pub fn player(player: &TournamentPlayer) -> Player<'_> {
    Player {
        name: player.name(),
        account: player.account,
        account_name: player.account_name.as_deref(),
        guest_name: player.guest_name.as_deref(),
    }
}

/// The finished games in the store's rows of their [`FINISHED_KINDS`] events (by game, then
/// sequence number), the most recently finished first; what cannot be read is logged.
fn read_finished(rows: Vec<(i64, String, StoredEvent)>) -> Vec<Finished> {
    let read = finished_from_events(rows.into_iter().map(|(game, title, stored)| Row {
        game,
        title,
        kind: stored.kind,
        at: stored.at,
        body: stored.body,
    }));
    for sentence in &read.unreadable {
        tracing::warn!("standings: {sentence}");
    }
    read.games
}

/// The finished Pro games, each with the time of its finish: read from the store in one
/// query (their public `pro.seated` and `pro.finished` events: the event's name, the
/// winner and every seat's score report), never by folding every game.
pub async fn finished_games(state: &AppState, _caller: &Caller) -> Result<Vec<Finished>, ApiError> {
    let rows = state
        .store
        .events_of_kinds("pro", "finished", &FINISHED_KINDS)
        .await?;
    let mut games = read_finished(rows);
    games.truncate(GAMES_READ);
    Ok(games)
}

/// Identifies the seats of every event's games among `games` (for the ratings): two
/// queries, whatever the number of events.
pub async fn identify_everywhere(state: &AppState, games: &mut [Finished]) -> ApiResult<()> {
    let owners = state.store.all_tournament_games().await?;
    if owners.is_empty() {
        return Ok(());
    }
    let players = state.store.all_tournament_players().await?;
    let event_of: HashMap<i64, i64> = owners
        .into_iter()
        .map(|(event, game)| (game, event))
        .collect();
    omerta_tournament::identify_everywhere(
        games,
        &event_of,
        players.iter().map(|(event, p)| (*event, player(p))),
    );
    Ok(())
}

/// An event's standings: its finished games (oldest first), the ranked lines and places.
pub struct EventStandings {
    pub games: Vec<Finished>,
    pub lines: Vec<Standing>,
    pub places: Vec<usize>,
    pub policy: Vec<Tiebreak>,
}

pub async fn event_standings(state: &AppState, loaded: &Loaded) -> ApiResult<EventStandings> {
    let rows = state
        .store
        .tournament_events_of_kinds(loaded.event.id, &FINISHED_KINDS)
        .await?;
    let mut games = read_finished(rows);
    games.reverse();
    omerta_tournament::identify(&mut games, loaded.players.iter().map(player));
    let policy = event_policy(&loaded.event);
    let refs: Vec<&Finished> = games.iter().collect();
    let (lines, places) = ranked(standings(&refs), &refs, &policy);
    Ok(EventStandings {
        games,
        lines,
        places,
        policy,
    })
}

/// A tie-break of an event's policy, as the API and pages show it.
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct TiebreakView {
    /// The tie-break's name in the policy's syntax (`wins`, `extra`, `head_to_head`, ...).
    pub name: &'static str,
    /// What it compares, in a sentence.
    pub text: &'static str,
}

pub fn policy_json(policy: &[Tiebreak]) -> Vec<TiebreakView> {
    policy
        .iter()
        .map(|t| TiebreakView {
            name: t.name(),
            text: t.describe(),
        })
        .collect()
}

/// How often a player had a role.
#[derive(Clone, Debug, Serialize, JsonSchema)]
#[schemars(rename = "StandingRole")]
pub struct RoleCount {
    /// `civilian`, `sheriff`, `mafia` or `don`.
    pub role: String,
    pub count: u32,
}

/// One line of the standings. Points are decimal strings with three places at most
/// (`"2.4"`, `"-0.25"`): exact thousandths, never floating point.
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct StandingLine {
    /// The place, from 1; players tied on every tie-break share it.
    pub place: usize,
    pub name: String,
    pub games: u32,
    pub wins: u32,
    /// Wins as the Sheriff or the Don.
    pub special_wins: u32,
    /// The total less the outcome points.
    pub extra: String,
    pub total: String,
    /// The total over the games played.
    pub average: String,
    /// How often the player had each role (civilian, sheriff, mafia, don).
    pub roles: Vec<RoleCount>,
    /// The registered player's number in the event, in an event's standings (absent in the
    /// all-time table; null for a seat no registered player is known by).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub player: Option<Option<i64>>,
}

pub fn line_json(place: usize, line: &Standing) -> StandingLine {
    StandingLine {
        place,
        name: line.name.clone(),
        games: line.games,
        wins: line.wins,
        special_wins: line.special_wins,
        extra: line.extra.to_string(),
        total: line.total.to_string(),
        average: line.average().to_string(),
        roles: line
            .roles
            .iter()
            .map(|(role, count)| RoleCount {
                role: role.clone(),
                count: *count,
            })
            .collect(),
        player: None,
    }
}

/// A finished game counted in standings.
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct CountedGame {
    pub id: i64,
    pub title: String,
    /// `red`, `black` or `draw`.
    pub winner: String,
}

pub fn game_json(game: &Finished) -> CountedGame {
    CountedGame {
        id: game.id,
        title: game.title.clone(),
        winner: game.winner.clone(),
    }
}

/// An event named by its id and name.
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct EventName {
    pub id: i64,
    pub name: String,
}

/// An event's standings by player (`GET /api/events/{id}/standings`).
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct EventStandingsView {
    pub event: EventName,
    /// The event's tie-break policy, in the order it is applied.
    pub tiebreak: Vec<TiebreakView>,
    /// The finished games counted: the event's tables' and those uploaded into it.
    pub games: Vec<CountedGame>,
    pub standings: Vec<StandingLine>,
}

pub fn standings_json(loaded: &Loaded, asked: &EventStandings) -> EventStandingsView {
    let number_of: BTreeMap<&str, i64> = loaded
        .players
        .iter()
        .map(|p| (p.name(), p.number))
        .collect();
    let rows = asked
        .places
        .iter()
        .zip(&asked.lines)
        .map(|(place, line)| StandingLine {
            player: Some(number_of.get(line.name.as_str()).copied()),
            ..line_json(*place, line)
        })
        .collect();
    EventStandingsView {
        event: EventName {
            id: loaded.event.id,
            name: loaded.event.name.clone(),
        },
        tiebreak: policy_json(&asked.policy),
        games: asked.games.iter().map(game_json).collect(),
        standings: rows,
    }
}

/// A registered player of an event.
#[derive(Clone, Debug, Serialize, JsonSchema)]
#[schemars(rename = "EventPlayer")]
pub struct PlayerView {
    /// Numbered from 1 in the order of registration.
    pub number: i64,
    /// The account's name, or the guest's.
    pub name: String,
    /// The player's account; null for a guest not merged into one.
    pub account: Option<i64>,
    /// The name a guest registered under (kept after a merge).
    pub guest_name: Option<String>,
    /// When a guest was given an account (ms since the epoch).
    pub merged_at: Option<i64>,
}

fn player_json(player: &TournamentPlayer) -> PlayerView {
    PlayerView {
        number: player.number,
        name: player.name().to_string(),
        account: player.account,
        guest_name: player.guest_name.clone(),
        merged_at: player.merged_at,
    }
}

/// An event as listed (`GET /api/events`).
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct EventSummary {
    pub id: i64,
    pub name: String,
    /// The organiser's account.
    pub organiser: i64,
    pub rounds: i64,
    /// Tables of ten per round.
    pub tables: i64,
    pub tiebreak: Vec<TiebreakView>,
    /// `registration`, then `drawn`.
    pub state: String,
    /// The seed the schedule was drawn with, once drawn.
    pub seed: Option<i64>,
    /// Ms since the epoch.
    pub created_at: i64,
}

pub fn event_summary(event: &Tournament) -> EventSummary {
    EventSummary {
        id: event.id,
        name: event.name.clone(),
        organiser: event.organiser,
        rounds: event.rounds,
        tables: event.tables,
        tiebreak: policy_json(&event_policy(event)),
        state: event.state.clone(),
        seed: event.seed,
        created_at: event.created_at,
    }
}

/// A player at a table, by seat.
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct SeatedPlayer {
    /// From 1 to 10.
    pub seat: usize,
    /// The player's number in the event.
    pub number: i64,
    pub name: String,
}

/// A table of a round.
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct TableView {
    pub table: i64,
    /// The judge's account, once assigned.
    pub judge: Option<i64>,
    pub judge_name: Option<String>,
    /// The table's game, once the round's games are created.
    pub game: Option<i64>,
    pub players: Vec<SeatedPlayer>,
}

/// A round of the schedule.
#[derive(Clone, Debug, Serialize, JsonSchema)]
#[schemars(rename = "ScheduleRound")]
pub struct RoundView {
    pub round: i64,
    pub tables: Vec<TableView>,
    /// Whether every table's game is created.
    pub created: bool,
}

/// An event with its players and schedule (`GET /api/events/{id}`).
#[derive(Clone, Debug, Serialize, JsonSchema)]
#[schemars(rename = "TournamentEvent")]
pub struct EventView {
    #[serde(flatten)]
    pub summary: EventSummary,
    pub organiser_name: String,
    pub players: Vec<PlayerView>,
    /// Every round's tables once drawn; empty before.
    pub schedule: Vec<RoundView>,
}

/// The event as the API and the pages show it: players, and every round's tables with
/// their judge, game and players by seat.
pub fn event_json(loaded: &Loaded) -> EventView {
    let schedule = (1..=loaded.event.rounds)
        .filter(|_| loaded.drawn())
        .map(|round| {
            let tables: Vec<TableView> = loaded
                .tables
                .iter()
                .filter(|t| t.round == round)
                .map(|t| TableView {
                    table: t.table,
                    judge: t.judge,
                    judge_name: t.judge_name.clone(),
                    game: t.game,
                    players: loaded
                        .table_players(round, t.table)
                        .iter()
                        .enumerate()
                        .map(|(k, p)| SeatedPlayer {
                            seat: k + 1,
                            number: p.number,
                            name: p.name().to_string(),
                        })
                        .collect(),
                })
                .collect();
            let created = tables.iter().all(|t| t.game.is_some());
            RoundView {
                round,
                tables,
                created,
            }
        })
        .collect();
    EventView {
        summary: event_summary(&loaded.event),
        organiser_name: loaded.organiser_name.clone(),
        players: loaded.players.iter().map(player_json).collect(),
        schedule,
    }
}

/// Where a player sits in a round; `sits_out` when they sit out (an event whose players
/// do not fill its tables).
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct PlayerRound {
    pub round: i64,
    pub table: Option<i64>,
    /// From 1 to 10.
    pub seat: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub judge_name: Option<Option<String>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub game: Option<Option<i64>>,
    // (`default`: absent when false, so not required, as the schema reads it.)
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub sits_out: bool,
}

/// A player's table and seat in every round, with the judge and the game.
pub fn player_rounds(loaded: &Loaded, number: i64) -> Vec<PlayerRound> {
    (1..=loaded.event.rounds)
        .filter(|_| loaded.drawn())
        .map(|round| match loaded.place_of(number, round) {
            Some((table, seat)) => {
                let row = loaded
                    .tables
                    .iter()
                    .find(|t| t.round == round && t.table == table);
                PlayerRound {
                    round,
                    table: Some(table),
                    seat: Some(seat),
                    judge_name: Some(row.and_then(|t| t.judge_name.clone())),
                    game: Some(row.and_then(|t| t.game)),
                    sits_out: false,
                }
            }
            None => PlayerRound {
                round,
                table: None,
                seat: None,
                judge_name: None,
                game: None,
                sits_out: true,
            },
        })
        .collect()
}

/// The event a player's page names.
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct PlayerEvent {
    pub id: i64,
    pub name: String,
    /// `registration`, then `drawn`.
    pub state: String,
}

/// A player of an event with their rounds (`GET /api/events/{id}/players/{number}`).
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct PlayerPage {
    #[serde(flatten)]
    pub player: PlayerView,
    pub event: PlayerEvent,
    pub rounds: Vec<PlayerRound>,
}

pub fn player_page_json(loaded: &Loaded, number: i64) -> ApiResult<PlayerPage> {
    let player = loaded
        .player(number)
        .ok_or_else(|| event_has_no_player(loaded.event.id, number))?;
    Ok(PlayerPage {
        player: player_json(player),
        event: PlayerEvent {
            id: loaded.event.id,
            name: loaded.event.name.clone(),
            state: loaded.event.state.clone(),
        },
        rounds: player_rounds(loaded, number),
    })
}

/// The event a game is uploaded into, if `account` may upload into it: its organiser, a
/// judge of one of its tables, or a site admin.
pub async fn upload_target(state: &AppState, account: &Account, id: i64) -> ApiResult<Tournament> {
    let loaded = load(state, id).await?;
    let judges = loaded.tables.iter().any(|t| t.judge == Some(account.id));
    if account.id != loaded.event.organiser && !account.admin && !judges {
        return Err(uploaders_only());
    }
    Ok(loaded.event)
}

/// The server event named `name` that `account` may upload into (its organiser, one of its
/// judges, or a site admin), if any: a typed name that is no such event is only a name.
pub async fn named_upload_target(
    state: &AppState,
    account: &Account,
    name: &str,
) -> ApiResult<Option<Tournament>> {
    let named = state
        .store
        .tournaments(EVENTS_LISTED)
        .await?
        .into_iter()
        .find(|t| t.name == name);
    Ok(match named {
        Some(t) => upload_target(state, account, t.id).await.ok(),
        None => None,
    })
}

/// The events listed, the newest first (at most [`EVENTS_LISTED`]).
pub async fn list(state: &AppState) -> ApiResult<Vec<Tournament>> {
    Ok(state.store.tournaments(EVENTS_LISTED).await?)
}

/// The events an account plays in, with its player number in each.
pub async fn of_account(state: &AppState, account: i64) -> ApiResult<Vec<(Tournament, i64)>> {
    Ok(state.store.tournaments_of(account).await?)
}

/// The event a game is a table of, if any: its id and name.
pub async fn of_game(state: &AppState, game: i64) -> ApiResult<Option<(i64, String)>> {
    Ok(state.store.tournament_of_game(game).await?)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::error::worded;
    use i18n::Lang;
    use seating::SizeError;

    /// Every name a standings' option does not know. The match has no catch-all: a new
    /// kind fails to compile here until it is listed.
    fn every_unknown() -> Vec<Unknown> {
        fn listed(unknown: &Unknown) -> usize {
            match unknown {
                Unknown::Tiebreak(_) => 0,
                Unknown::RoleTable(_) => 1,
            }
        }
        let all = vec![
            Unknown::Tiebreak("luck".into()),
            Unknown::RoleTable("purple \"Ж\"".into()),
        ];
        let kinds: std::collections::BTreeSet<usize> = all.iter().map(listed).collect();
        assert_eq!(kinds.len(), 2);
        all
    }

    /// Every size the draw cannot seat. The match has no catch-all, as above.
    fn every_size_error() -> Vec<SizeError> {
        fn listed(error: &SizeError) -> usize {
            match error {
                SizeError::NoTable => 0,
                SizeError::NoRound => 1,
                SizeError::TooManyPlayers { .. } => 2,
                SizeError::TooManyRounds { .. } => 3,
                SizeError::TooFewPlayers { .. } => 4,
            }
        }
        let all = vec![
            SizeError::NoTable,
            SizeError::NoRound,
            SizeError::TooManyPlayers { players: 123_456 },
            SizeError::TooManyRounds { rounds: 201 },
            SizeError::TooFewPlayers {
                tables: 1,
                players: 9,
            },
            SizeError::TooFewPlayers {
                tables: 3,
                players: 0,
            },
        ];
        let kinds: std::collections::BTreeSet<usize> = all.iter().map(listed).collect();
        assert_eq!(kinds.len(), 5);
        all
    }

    /// The sentence in a language other than English: worded, and not the English.
    fn worded_in(lang: Lang, text: &str, english: &str) {
        assert!(!text.contains("refusal-"), "{lang:?}: {text}");
        assert_ne!(text, english, "{lang:?}");
    }

    /// omerta-tournament's unknown names: English word for word their `Display` (with the
    /// event's full stop, and without it on the standings), every language worded.
    #[test]
    fn every_unknown_name_is_worded_as_its_english() {
        for unknown in every_unknown() {
            let english = unknown.to_string();
            assert_eq!(worded(Lang::En, &unknown_words(&unknown)), english);
            let option = unknown_option(&unknown);
            assert_eq!(option.message, english);
            let policy = policy_unknown(&unknown);
            assert_eq!(policy.message, format!("{english}."));
            for error in [option, policy] {
                assert_eq!(error.message_in(Lang::En), error.message);
                for lang in [Lang::Ru, Lang::Uk, Lang::He] {
                    worded_in(lang, &error.message_in(lang), &error.message);
                }
            }
        }
    }

    /// omerta-pro's sizes the draw cannot seat: English word for word `Display` and the
    /// event's full stop, every language worded.
    #[test]
    fn every_size_the_draw_refuses_is_worded_as_its_english() {
        for error in every_size_error() {
            let refused = sizes_refused(error);
            assert_eq!(refused.message, format!("{error}."));
            assert_eq!(refused.message_in(Lang::En), refused.message);
            for lang in [Lang::Ru, Lang::Uk, Lang::He] {
                worded_in(lang, &refused.message_in(lang), &refused.message);
            }
        }
        let few = sizes_refused(SizeError::TooFewPlayers {
            tables: 2,
            players: 19,
        });
        assert_eq!(
            few.message_in(Lang::Ru),
            "для 2 столов по десять нужно не меньше 20 игроков, а их 19."
        );
        assert_eq!(
            few.message_in(Lang::He),
            "ל־2 שולחנות של עשרה צריך לפחות 20 שחקנים, ולא 19."
        );
    }
}
