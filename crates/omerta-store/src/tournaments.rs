//! Tournament events: an organiser's event, its players (accounts, or guests' names until
//! merged into an account), its drawn schedule, the judge and game of every table of every
//! round, and the games uploaded into it. Called tournaments here because `events` is the
//! games' record. Rows are added, and a registration is never removed; only a table's judge
//! changes.

use crate::{
    insert_whole_game, is_unique_violation, titled_events, Error, Store, StoredEvent, WholeGame,
};
use sqlx::any::AnyRow;
use sqlx::Row;

/// An event, as its organiser created it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tournament {
    pub id: i64,
    pub name: String,
    pub organiser: i64,
    pub rounds: i64,
    pub tables: i64,
    /// The tie-break policy, names comma separated (the standings' syntax).
    pub tiebreak: String,
    /// `registration`, then `drawn`.
    pub state: String,
    /// The seed the schedule was drawn with, once drawn.
    pub seed: Option<i64>,
    pub created_at: i64,
}

/// A registered player of an event.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TournamentPlayer {
    /// Numbered from 1 in the order of registration: the schedule's player number.
    pub number: i64,
    pub account: Option<i64>,
    /// The account's name, when the player has an account.
    pub account_name: Option<String>,
    /// The name a guest registered under (kept after a merge).
    pub guest_name: Option<String>,
    pub registered_at: i64,
    pub merged_at: Option<i64>,
}

impl TournamentPlayer {
    /// The name the player is known by in the event: their account's, or their guest name.
    pub fn name(&self) -> &str {
        self.account_name
            .as_deref()
            .or(self.guest_name.as_deref())
            .unwrap_or_default()
    }
}

/// One seat of the drawn schedule.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ScheduledSeat {
    pub round: i64,
    pub table: i64,
    pub seat: i64,
    pub player: i64,
}

/// One table of one round: its judge and game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TournamentTable {
    pub round: i64,
    pub table: i64,
    pub judge: Option<i64>,
    pub judge_name: Option<String>,
    pub game: Option<i64>,
}

const TOURNAMENT_COLUMNS: &str =
    "id, name, organiser_id, round_count, table_count, tiebreak, state, seed, created_at";

fn tournament_row(row: &AnyRow) -> Result<Tournament, sqlx::Error> {
    Ok(Tournament {
        id: row.try_get(0)?,
        name: row.try_get(1)?,
        organiser: row.try_get(2)?,
        rounds: row.try_get(3)?,
        tables: row.try_get(4)?,
        tiebreak: row.try_get(5)?,
        state: row.try_get(6)?,
        seed: row.try_get(7)?,
        created_at: row.try_get(8)?,
    })
}

const PLAYER_COLUMNS: &str =
    "p.player_no, p.account_id, a.name, p.guest_name, p.registered_at, p.merged_at";

fn player_row(row: &AnyRow) -> Result<TournamentPlayer, sqlx::Error> {
    Ok(TournamentPlayer {
        number: row.try_get(0)?,
        account: row.try_get(1)?,
        account_name: row.try_get(2)?,
        guest_name: row.try_get(3)?,
        registered_at: row.try_get(4)?,
        merged_at: row.try_get(5)?,
    })
}

fn seat_row(row: &AnyRow) -> Result<ScheduledSeat, sqlx::Error> {
    Ok(ScheduledSeat {
        round: row.try_get(0)?,
        table: row.try_get(1)?,
        seat: row.try_get(2)?,
        player: row.try_get(3)?,
    })
}

fn table_row(row: &AnyRow) -> Result<TournamentTable, sqlx::Error> {
    Ok(TournamentTable {
        round: row.try_get(0)?,
        table: row.try_get(1)?,
        judge: row.try_get(2)?,
        judge_name: row.try_get(3)?,
        game: row.try_get(4)?,
    })
}

/// Rows a multi-row insert of the schedule writes at once (five values each).
const SEATS_PER_INSERT: usize = 100;

impl Store {
    /// Creates an event in registration; its id.
    pub async fn create_tournament(
        &self,
        name: &str,
        organiser: i64,
        rounds: i64,
        tables: i64,
        tiebreak: &str,
        now: i64,
    ) -> Result<i64, Error> {
        let row = sqlx::query(
            "INSERT INTO tournaments (name, organiser_id, round_count, table_count, tiebreak, \
             state, created_at) VALUES ($1, $2, $3, $4, $5, 'registration', $6) RETURNING id",
        )
        .bind(name)
        .bind(organiser)
        .bind(rounds)
        .bind(tables)
        .bind(tiebreak)
        .bind(now)
        .fetch_one(self.writer())
        .await?;
        Ok(row.try_get(0)?)
    }

    pub async fn tournament(&self, id: i64) -> Result<Option<Tournament>, Error> {
        let row = sqlx::query(&format!(
            "SELECT {TOURNAMENT_COLUMNS} FROM tournaments WHERE id = $1"
        ))
        .bind(id)
        .fetch_optional(&self.pool)
        .await?;
        Ok(row.as_ref().map(tournament_row).transpose()?)
    }

    /// Events, newest first.
    pub async fn tournaments(&self, limit: i64) -> Result<Vec<Tournament>, Error> {
        let rows = sqlx::query(&format!(
            "SELECT {TOURNAMENT_COLUMNS} FROM tournaments ORDER BY id DESC LIMIT $1"
        ))
        .bind(limit)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows.iter().map(tournament_row).collect::<Result<_, _>>()?)
    }

    /// The events an account plays in (as a registered account), newest first.
    pub async fn tournaments_of(&self, account: i64) -> Result<Vec<(Tournament, i64)>, Error> {
        let rows = sqlx::query(&format!(
            "SELECT {}, p.player_no FROM tournaments t JOIN tournament_players p \
             ON p.tournament_id = t.id WHERE p.account_id = $1 ORDER BY t.id DESC",
            TOURNAMENT_COLUMNS
                .split(", ")
                .map(|c| format!("t.{c}"))
                .collect::<Vec<_>>()
                .join(", ")
        ))
        .bind(account)
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|row| Ok((tournament_row(row)?, row.try_get(9)?)))
            .collect::<Result<_, sqlx::Error>>()
            .map_err(Error::from)
    }

    /// The event's players, by number.
    pub async fn tournament_players(&self, id: i64) -> Result<Vec<TournamentPlayer>, Error> {
        let rows = sqlx::query(&format!(
            "SELECT {PLAYER_COLUMNS} FROM tournament_players p \
             LEFT JOIN accounts a ON a.id = p.account_id \
             WHERE p.tournament_id = $1 ORDER BY p.player_no"
        ))
        .bind(id)
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(player_row)
            .collect::<Result<_, sqlx::Error>>()
            .map_err(Error::from)
    }

    /// Every event's players, by event and number (for the ratings, which read every
    /// event's games at once).
    pub async fn all_tournament_players(&self) -> Result<Vec<(i64, TournamentPlayer)>, Error> {
        let rows = sqlx::query(&format!(
            "SELECT {PLAYER_COLUMNS}, p.tournament_id FROM tournament_players p \
             LEFT JOIN accounts a ON a.id = p.account_id ORDER BY p.tournament_id, p.player_no"
        ))
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|row| Ok((row.try_get(6)?, player_row(row)?)))
            .collect::<Result<_, sqlx::Error>>()
            .map_err(Error::from)
    }

    /// Every event's games, its tables' and its uploads': (event, game).
    pub async fn all_tournament_games(&self) -> Result<Vec<(i64, i64)>, Error> {
        let rows = sqlx::query(
            "SELECT tournament_id, game_id FROM tournament_tables WHERE game_id IS NOT NULL \
             UNION SELECT tournament_id, game_id FROM tournament_uploads",
        )
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|row| Ok((row.try_get(0)?, row.try_get(1)?)))
            .collect::<Result<_, sqlx::Error>>()
            .map_err(Error::from)
    }

    /// Registers a player (an account, or a guest's name and its key) as the next number,
    /// while the event is in registration. [`Error::Taken`]: the account or the guest's
    /// name is registered already. `Ok(None)`: the event is no longer in registration.
    pub async fn register_player(
        &self,
        tournament: i64,
        account: Option<i64>,
        guest: Option<(&str, &str)>,
        now: i64,
    ) -> Result<Option<i64>, Error> {
        let mut tx = self.writer().begin().await?;
        // First statement a write: on SQLite the transaction takes the write lock at once.
        let open = sqlx::query(
            "UPDATE tournaments SET state = state WHERE id = $1 AND state = 'registration'",
        )
        .bind(tournament)
        .execute(&mut *tx)
        .await?;
        if open.rows_affected() != 1 {
            return Ok(None);
        }
        let next: i64 = sqlx::query(
            "SELECT COALESCE(MAX(player_no), 0) + 1 FROM tournament_players WHERE tournament_id = $1",
        )
        .bind(tournament)
        .fetch_one(&mut *tx)
        .await?
        .try_get(0)?;
        let inserted = sqlx::query(
            "INSERT INTO tournament_players (tournament_id, player_no, account_id, guest_name, \
             guest_key, registered_at) VALUES ($1, $2, $3, $4, $5, $6)",
        )
        .bind(tournament)
        .bind(next)
        .bind(account)
        .bind(guest.map(|(name, _)| name))
        .bind(guest.map(|(_, key)| key))
        .bind(now)
        .execute(&mut *tx)
        .await;
        match inserted {
            Ok(_) => {}
            Err(error) if is_unique_violation(&error) => return Err(Error::Taken),
            Err(error) => return Err(error.into()),
        }
        tx.commit().await?;
        Ok(Some(next))
    }

    /// Gives a guest player an account: their results count for it from now on. The guest
    /// name stays beside it. `Ok(false)`: no such guest (not registered, or merged already);
    /// [`Error::Taken`]: the account is another player of the event.
    pub async fn merge_guest(
        &self,
        tournament: i64,
        number: i64,
        account: i64,
        now: i64,
    ) -> Result<bool, Error> {
        let done = sqlx::query(
            "UPDATE tournament_players SET account_id = $1, merged_at = $2 \
             WHERE tournament_id = $3 AND player_no = $4 AND account_id IS NULL",
        )
        .bind(account)
        .bind(now)
        .bind(tournament)
        .bind(number)
        .execute(self.writer())
        .await;
        match done {
            Ok(done) => Ok(done.rows_affected() == 1),
            Err(error) if is_unique_violation(&error) => Err(Error::Taken),
            Err(error) => Err(error.into()),
        }
    }

    /// Stores a drawn schedule and its seed, with a table row (no judge, no game) for every
    /// table of every round. `Ok(false)`: the event was drawn already (nothing is written).
    pub async fn save_schedule(
        &self,
        tournament: i64,
        seed: i64,
        seats: &[ScheduledSeat],
    ) -> Result<bool, Error> {
        let mut tx = self.writer().begin().await?;
        let moved = sqlx::query(
            "UPDATE tournaments SET state = 'drawn', seed = $1 \
             WHERE id = $2 AND state = 'registration'",
        )
        .bind(seed)
        .bind(tournament)
        .execute(&mut *tx)
        .await?;
        if moved.rows_affected() != 1 {
            return Ok(false);
        }
        for chunk in seats.chunks(SEATS_PER_INSERT) {
            let values: Vec<String> = (0..chunk.len())
                .map(|i| {
                    let b = 5 * i;
                    format!(
                        "(${}, ${}, ${}, ${}, ${})",
                        b + 1,
                        b + 2,
                        b + 3,
                        b + 4,
                        b + 5
                    )
                })
                .collect();
            let sql = format!(
                "INSERT INTO tournament_seats (tournament_id, round_no, table_no, seat_no, player_no) \
                 VALUES {}",
                values.join(", ")
            );
            let mut query = sqlx::query(&sql);
            for seat in chunk {
                query = query
                    .bind(tournament)
                    .bind(seat.round)
                    .bind(seat.table)
                    .bind(seat.seat)
                    .bind(seat.player);
            }
            query.execute(&mut *tx).await?;
        }
        let mut tables: Vec<(i64, i64)> = seats.iter().map(|s| (s.round, s.table)).collect();
        tables.sort_unstable();
        tables.dedup();
        for (round, table) in tables {
            sqlx::query(
                "INSERT INTO tournament_tables (tournament_id, round_no, table_no) VALUES ($1, $2, $3)",
            )
            .bind(tournament)
            .bind(round)
            .bind(table)
            .execute(&mut *tx)
            .await?;
        }
        tx.commit().await?;
        Ok(true)
    }

    /// The drawn schedule, by round, table and seat.
    pub async fn tournament_seats(&self, id: i64) -> Result<Vec<ScheduledSeat>, Error> {
        let rows = sqlx::query(
            "SELECT round_no, table_no, seat_no, player_no FROM tournament_seats \
             WHERE tournament_id = $1 ORDER BY round_no, table_no, seat_no",
        )
        .bind(id)
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(seat_row)
            .collect::<Result<_, sqlx::Error>>()
            .map_err(Error::from)
    }

    /// Every table of every round, with its judge and game, by round and table.
    pub async fn tournament_tables(&self, id: i64) -> Result<Vec<TournamentTable>, Error> {
        let rows = sqlx::query(
            "SELECT t.round_no, t.table_no, t.judge_id, a.name, t.game_id FROM tournament_tables t \
             LEFT JOIN accounts a ON a.id = t.judge_id WHERE t.tournament_id = $1 \
             ORDER BY t.round_no, t.table_no",
        )
        .bind(id)
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(table_row)
            .collect::<Result<_, sqlx::Error>>()
            .map_err(Error::from)
    }

    /// Sets the judge of a table in one round, or in every round (`round` absent), for the
    /// tables whose game is not created yet. How many tables changed.
    pub async fn set_judge(
        &self,
        tournament: i64,
        round: Option<i64>,
        table: i64,
        judge: i64,
    ) -> Result<u64, Error> {
        let done = sqlx::query(
            "UPDATE tournament_tables SET judge_id = $1 WHERE tournament_id = $2 AND table_no = $3 \
             AND game_id IS NULL AND ($4 = 0 OR round_no = $4)",
        )
        .bind(judge)
        .bind(tournament)
        .bind(table)
        .bind(round.unwrap_or(0))
        .execute(self.writer())
        .await?;
        Ok(done.rows_affected())
    }

    /// Creates the games of a round's tables (each table's number and its whole game) in one
    /// transaction: every game with its table, or nothing. `Ok(None)`: a table has a game
    /// already (another try got there first), and nothing was written.
    pub async fn create_round_games(
        &self,
        tournament: i64,
        round: i64,
        tables: &[(i64, WholeGame)],
        now: i64,
    ) -> Result<Option<Vec<i64>>, Error> {
        let mut tx = self.writer().begin().await?;
        let mut ids = Vec::with_capacity(tables.len());
        for (table, game) in tables {
            let id = insert_whole_game(&mut tx, game, now).await?;
            // On PostgreSQL a concurrent try waits here for the first one's row lock, then
            // finds the table taken and writes nothing.
            let taken = sqlx::query(
                "UPDATE tournament_tables SET game_id = $1 WHERE tournament_id = $2 \
                 AND round_no = $3 AND table_no = $4 AND game_id IS NULL",
            )
            .bind(id)
            .bind(tournament)
            .bind(round)
            .bind(*table)
            .execute(&mut *tx)
            .await?;
            if taken.rows_affected() != 1 {
                return Ok(None);
            }
            ids.push(id);
        }
        tx.commit().await?;
        Ok(Some(ids))
    }

    /// Records the game created for a table, unless it has one. Whether it was recorded.
    pub async fn set_table_game(
        &self,
        tournament: i64,
        round: i64,
        table: i64,
        game: i64,
    ) -> Result<bool, Error> {
        let done = sqlx::query(
            "UPDATE tournament_tables SET game_id = $1 WHERE tournament_id = $2 AND round_no = $3 \
             AND table_no = $4 AND game_id IS NULL",
        )
        .bind(game)
        .bind(tournament)
        .bind(round)
        .bind(table)
        .execute(self.writer())
        .await?;
        Ok(done.rows_affected() == 1)
    }

    /// The event a game is a table of, if any: its id and name.
    pub async fn tournament_of_game(&self, game: i64) -> Result<Option<(i64, String)>, Error> {
        let row = sqlx::query(
            "SELECT t.id, t.name FROM tournaments t JOIN tournament_tables g \
             ON g.tournament_id = t.id WHERE g.game_id = $1",
        )
        .bind(game)
        .fetch_optional(&self.pool)
        .await?;
        row.map(|row| Ok((row.try_get(0)?, row.try_get(1)?)))
            .transpose()
            .map_err(|e: sqlx::Error| Error::from(e))
    }

    /// Counts an uploaded game in an event.
    pub async fn add_tournament_upload(&self, tournament: i64, game: i64) -> Result<(), Error> {
        sqlx::query("INSERT INTO tournament_uploads (game_id, tournament_id) VALUES ($1, $2)")
            .bind(game)
            .bind(tournament)
            .execute(self.writer())
            .await?;
        Ok(())
    }

    /// The games uploaded into an event, oldest first.
    pub async fn tournament_uploads(&self, id: i64) -> Result<Vec<i64>, Error> {
        let rows = sqlx::query(
            "SELECT game_id FROM tournament_uploads WHERE tournament_id = $1 ORDER BY game_id",
        )
        .bind(id)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows
            .iter()
            .map(|r| r.try_get(0))
            .collect::<Result<_, _>>()?)
    }

    /// The events of the given kinds of an event's finished games (its tables' and its
    /// uploads'), with each game's id and title, by game then sequence number: the
    /// standings of one event in one query per kind.
    pub async fn tournament_events_of_kinds(
        &self,
        tournament: i64,
        kinds: &[&str],
    ) -> Result<Vec<(i64, String, StoredEvent)>, Error> {
        let mut found = Vec::new();
        for kind in kinds {
            let rows = sqlx::query(
                "SELECT e.game_id, g.title, e.seq, e.kind, e.audience, e.body, e.at \
                 FROM events e JOIN games g ON g.id = e.game_id \
                 WHERE g.status = 'finished' AND e.kind = $1 AND e.game_id IN \
                 (SELECT game_id FROM tournament_tables WHERE tournament_id = $2 AND game_id IS NOT NULL \
                  UNION SELECT game_id FROM tournament_uploads WHERE tournament_id = $2)",
            )
            .bind(*kind)
            .bind(tournament)
            .fetch_all(&self.pool)
            .await?;
            found.extend(titled_events(&rows)?);
        }
        found.sort_by_key(|(game, _, e)| (*game, e.seq));
        Ok(found)
    }
}
