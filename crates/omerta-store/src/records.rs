//! Finished games' summaries (for players' profiles, seasons and leaderboards) and the
//! seasons and series that group events. The store keeps rows; what a summary holds is
//! `omerta-tournament`'s (`records.rs`), read by the service.

use crate::{Error, Store};
use sqlx::any::AnyRow;
use sqlx::Row;

/// A finished game's summary as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameRecordRow {
    pub game_id: i64,
    pub ruleset: String,
    pub title: String,
    pub event_name: String,
    pub finished_at: i64,
    pub winner: String,
    pub seats: Vec<SeatRecordRow>,
}

/// One seat of a summary; points in thousandths.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatRecordRow {
    pub slot: i64,
    pub name: String,
    pub account_id: Option<i64>,
    pub side: String,
    pub won: bool,
    pub total_milli: i64,
    pub outcome_milli: i64,
    pub best_move_milli: i64,
    pub fouls: i64,
    pub first_out: bool,
}

/// A season as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeasonRow {
    pub id: i64,
    pub name: String,
    pub series_id: Option<i64>,
    pub organiser_id: i64,
    pub tiebreak: String,
    pub starts_on: Option<String>,
    pub ends_on: Option<String>,
    pub created_at: i64,
}

/// A series as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeriesRow {
    pub id: i64,
    pub name: String,
    pub organiser_id: i64,
    pub tiebreak: String,
    pub created_at: i64,
}

const SEASON_COLUMNS: &str =
    "id, name, series_id, organiser_id, tiebreak, starts_on, ends_on, created_at";
const SERIES_COLUMNS: &str = "id, name, organiser_id, tiebreak, created_at";

fn season_row(row: &AnyRow) -> Result<SeasonRow, sqlx::Error> {
    Ok(SeasonRow {
        id: row.try_get(0)?,
        name: row.try_get(1)?,
        series_id: row.try_get(2)?,
        organiser_id: row.try_get(3)?,
        tiebreak: row.try_get(4)?,
        starts_on: row.try_get(5)?,
        ends_on: row.try_get(6)?,
        created_at: row.try_get(7)?,
    })
}

fn series_row(row: &AnyRow) -> Result<SeriesRow, sqlx::Error> {
    Ok(SeriesRow {
        id: row.try_get(0)?,
        name: row.try_get(1)?,
        organiser_id: row.try_get(2)?,
        tiebreak: row.try_get(3)?,
        created_at: row.try_get(4)?,
    })
}

impl Store {
    /// Finished games without a summary yet: (id, rule set), oldest first, at most `limit`.
    pub async fn unrecorded_games(&self, limit: i64) -> Result<Vec<(i64, String)>, Error> {
        let rows = sqlx::query(
            "SELECT g.id, g.ruleset FROM games g LEFT JOIN game_records r ON r.game_id = g.id \
             WHERE g.status = 'finished' AND r.game_id IS NULL ORDER BY g.id LIMIT $1",
        )
        .bind(limit)
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|row| Ok((row.try_get(0)?, row.try_get(1)?)))
            .collect::<Result<_, sqlx::Error>>()
            .map_err(Error::from)
    }

    /// Writes summaries, and marks `unreadable` finished games (by id and rule set) as read,
    /// in one transaction. A game summarised meanwhile by another writer is left as it is.
    pub async fn write_records(
        &self,
        records: &[GameRecordRow],
        unreadable: &[(i64, String)],
    ) -> Result<(), Error> {
        let mut tx = self.writer().begin().await?;
        for record in records {
            let written = sqlx::query(
                "INSERT INTO game_records (game_id, ruleset, title, event_name, finished_at, winner) \
                 VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (game_id) DO NOTHING",
            )
            .bind(record.game_id)
            .bind(&record.ruleset)
            .bind(&record.title)
            .bind(&record.event_name)
            .bind(record.finished_at)
            .bind(&record.winner)
            .execute(&mut *tx)
            .await?;
            if written.rows_affected() == 0 {
                continue;
            }
            for seat in &record.seats {
                sqlx::query(
                    "INSERT INTO seat_records (game_id, slot, name, account_id, side, won, \
                     total_milli, outcome_milli, best_move_milli, fouls, first_out) \
                     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)",
                )
                .bind(record.game_id)
                .bind(seat.slot)
                .bind(&seat.name)
                .bind(seat.account_id)
                .bind(&seat.side)
                .bind(i64::from(seat.won))
                .bind(seat.total_milli)
                .bind(seat.outcome_milli)
                .bind(seat.best_move_milli)
                .bind(seat.fouls)
                .bind(i64::from(seat.first_out))
                .execute(&mut *tx)
                .await?;
            }
        }
        for (game, ruleset) in unreadable {
            sqlx::query(
                "INSERT INTO game_records (game_id, ruleset, title, event_name, finished_at, winner, unreadable) \
                 VALUES ($1, $2, '', '', 0, '', 1) ON CONFLICT (game_id) DO NOTHING",
            )
            .bind(game)
            .bind(ruleset)
            .execute(&mut *tx)
            .await?;
        }
        tx.commit().await?;
        Ok(())
    }

    /// Every readable summary with its seats, the most recently finished first. `ruleset`:
    /// only that rule set's.
    pub async fn game_records(&self, ruleset: Option<&str>) -> Result<Vec<GameRecordRow>, Error> {
        // An empty rule set is every rule set's (one query text for both).
        let filter = "AND ($1 = '' OR r.ruleset = $1)";
        let games = sqlx::query(&format!(
            "SELECT r.game_id, r.ruleset, r.title, r.event_name, r.finished_at, r.winner \
             FROM game_records r WHERE r.unreadable = 0 {filter} \
             ORDER BY r.finished_at DESC, r.game_id DESC"
        ))
        .bind(ruleset.unwrap_or(""))
        .fetch_all(&self.pool)
        .await?;
        let seats = sqlx::query(&format!(
            "SELECT s.game_id, s.slot, s.name, s.account_id, s.side, s.won, s.total_milli, \
             s.outcome_milli, s.best_move_milli, s.fouls, s.first_out \
             FROM seat_records s JOIN game_records r ON r.game_id = s.game_id \
             WHERE r.unreadable = 0 {filter} ORDER BY s.game_id, s.slot"
        ))
        .bind(ruleset.unwrap_or(""))
        .fetch_all(&self.pool)
        .await?;
        let mut out: Vec<GameRecordRow> = games
            .iter()
            .map(|row| {
                Ok(GameRecordRow {
                    game_id: row.try_get(0)?,
                    ruleset: row.try_get(1)?,
                    title: row.try_get(2)?,
                    event_name: row.try_get(3)?,
                    finished_at: row.try_get(4)?,
                    winner: row.try_get(5)?,
                    seats: Vec::new(),
                })
            })
            .collect::<Result<_, sqlx::Error>>()?;
        let index: std::collections::HashMap<i64, usize> = out
            .iter()
            .enumerate()
            .map(|(i, g)| (g.game_id, i))
            .collect();
        for row in &seats {
            let game: i64 = row.try_get(0)?;
            let Some(&i) = index.get(&game) else { continue };
            out[i].seats.push(SeatRecordRow {
                slot: row.try_get(1)?,
                name: row.try_get(2)?,
                account_id: row.try_get(3)?,
                side: row.try_get(4)?,
                won: row.try_get::<i64, _>(5)? != 0,
                total_milli: row.try_get(6)?,
                outcome_milli: row.try_get(7)?,
                best_move_milli: row.try_get(8)?,
                fouls: row.try_get(9)?,
                first_out: row.try_get::<i64, _>(10)? != 0,
            });
        }
        Ok(out)
    }

    /// The name of every account a summary's seat has: (id, name), in one query.
    pub async fn recorded_account_names(&self) -> Result<Vec<(i64, String)>, Error> {
        let rows = sqlx::query(
            "SELECT DISTINCT a.id, a.name FROM accounts a JOIN seat_records s ON s.account_id = a.id",
        )
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|row| Ok((row.try_get(0)?, row.try_get(1)?)))
            .collect::<Result<_, sqlx::Error>>()
            .map_err(Error::from)
    }

    /// Whether an account organises at least one event.
    pub async fn organises_any(&self, account: i64) -> Result<bool, Error> {
        let row = sqlx::query("SELECT COUNT(*) FROM tournaments WHERE organiser_id = $1")
            .bind(account)
            .fetch_one(&self.pool)
            .await?;
        Ok(row.try_get::<i64, _>(0)? > 0)
    }

    /// Creates a series; its id.
    pub async fn create_series(
        &self,
        name: &str,
        organiser: i64,
        tiebreak: &str,
        now: i64,
    ) -> Result<i64, Error> {
        let row = sqlx::query(
            "INSERT INTO series (name, organiser_id, tiebreak, created_at) \
             VALUES ($1, $2, $3, $4) RETURNING id",
        )
        .bind(name)
        .bind(organiser)
        .bind(tiebreak)
        .bind(now)
        .fetch_one(self.writer())
        .await?;
        Ok(row.try_get(0)?)
    }

    pub async fn series(&self, id: i64) -> Result<Option<SeriesRow>, Error> {
        let row = sqlx::query(&format!(
            "SELECT {SERIES_COLUMNS} FROM series WHERE id = $1"
        ))
        .bind(id)
        .fetch_optional(&self.pool)
        .await?;
        Ok(row.as_ref().map(series_row).transpose()?)
    }

    /// Series, newest first, at most `limit`.
    pub async fn series_list(&self, limit: i64) -> Result<Vec<SeriesRow>, Error> {
        let rows = sqlx::query(&format!(
            "SELECT {SERIES_COLUMNS} FROM series ORDER BY id DESC LIMIT $1"
        ))
        .bind(limit)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows.iter().map(series_row).collect::<Result<_, _>>()?)
    }

    /// Creates a season; its id.
    #[allow(clippy::too_many_arguments)]
    pub async fn create_season(
        &self,
        name: &str,
        series: Option<i64>,
        organiser: i64,
        tiebreak: &str,
        starts_on: Option<&str>,
        ends_on: Option<&str>,
        now: i64,
    ) -> Result<i64, Error> {
        let row = sqlx::query(
            "INSERT INTO seasons (name, series_id, organiser_id, tiebreak, starts_on, ends_on, created_at) \
             VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id",
        )
        .bind(name)
        .bind(series)
        .bind(organiser)
        .bind(tiebreak)
        .bind(starts_on)
        .bind(ends_on)
        .bind(now)
        .fetch_one(self.writer())
        .await?;
        Ok(row.try_get(0)?)
    }

    pub async fn season(&self, id: i64) -> Result<Option<SeasonRow>, Error> {
        let row = sqlx::query(&format!(
            "SELECT {SEASON_COLUMNS} FROM seasons WHERE id = $1"
        ))
        .bind(id)
        .fetch_optional(&self.pool)
        .await?;
        Ok(row.as_ref().map(season_row).transpose()?)
    }

    /// Seasons, newest first, at most `limit`.
    pub async fn seasons(&self, limit: i64) -> Result<Vec<SeasonRow>, Error> {
        let rows = sqlx::query(&format!(
            "SELECT {SEASON_COLUMNS} FROM seasons ORDER BY id DESC LIMIT $1"
        ))
        .bind(limit)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows.iter().map(season_row).collect::<Result<_, _>>()?)
    }

    /// A series' seasons, oldest first.
    pub async fn seasons_of_series(&self, series: i64) -> Result<Vec<SeasonRow>, Error> {
        let rows = sqlx::query(&format!(
            "SELECT {SEASON_COLUMNS} FROM seasons WHERE series_id = $1 ORDER BY id"
        ))
        .bind(series)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows.iter().map(season_row).collect::<Result<_, _>>()?)
    }

    /// Adds an event to a season; whether it was not there already.
    pub async fn add_season_event(&self, season: i64, event: i64) -> Result<bool, Error> {
        let done = sqlx::query(
            "INSERT INTO season_events (season_id, tournament_id) VALUES ($1, $2) \
             ON CONFLICT (season_id, tournament_id) DO NOTHING",
        )
        .bind(season)
        .bind(event)
        .execute(self.writer())
        .await?;
        Ok(done.rows_affected() > 0)
    }

    /// Takes an event out of a season; whether it was there.
    pub async fn remove_season_event(&self, season: i64, event: i64) -> Result<bool, Error> {
        let done =
            sqlx::query("DELETE FROM season_events WHERE season_id = $1 AND tournament_id = $2")
                .bind(season)
                .bind(event)
                .execute(self.writer())
                .await?;
        Ok(done.rows_affected() > 0)
    }

    /// A season's events, in the order they were created.
    pub async fn season_events(&self, season: i64) -> Result<Vec<i64>, Error> {
        let rows = sqlx::query(
            "SELECT tournament_id FROM season_events WHERE season_id = $1 ORDER BY tournament_id",
        )
        .bind(season)
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|row| row.try_get(0))
            .collect::<Result<_, sqlx::Error>>()
            .map_err(Error::from)
    }

    /// The seasons an event is in: (id, name), oldest first.
    pub async fn seasons_of_event(&self, event: i64) -> Result<Vec<(i64, String)>, Error> {
        let rows = sqlx::query(
            "SELECT s.id, s.name FROM seasons s JOIN season_events e ON e.season_id = s.id \
             WHERE e.tournament_id = $1 ORDER BY s.id",
        )
        .bind(event)
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|row| Ok((row.try_get(0)?, row.try_get(1)?)))
            .collect::<Result<_, sqlx::Error>>()
            .map_err(Error::from)
    }
}
