//! Example games (issue 31, item 5): the games `omerta serve --demo` loads, each named by
//! the example it is, with the accounts made to host and play them; and their removal, in
//! one step, with every row that hangs on them.

use crate::{insert_whole_game, Error, Store, WholeGame};
use sqlx::Row;

/// What removing the examples removed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct RemovedExamples {
    pub games: i64,
    pub accounts: i64,
}

impl Store {
    /// The game loaded as the example `name`, if it is loaded.
    pub async fn example_game(&self, name: &str) -> Result<Option<i64>, Error> {
        let row = sqlx::query("SELECT id FROM games WHERE example = $1")
            .bind(name)
            .fetch_optional(&self.pool)
            .await?;
        Ok(row.map(|r| r.try_get(0)).transpose()?)
    }

    /// How many example games are loaded.
    pub async fn example_count(&self) -> Result<i64, Error> {
        let row = sqlx::query("SELECT COUNT(*) FROM games WHERE example IS NOT NULL")
            .fetch_one(&self.pool)
            .await?;
        Ok(row.try_get(0)?)
    }

    /// The examples' account of this name, made when missing: marked as an example's (it
    /// is not the site's first account) and with a password hash no password matches.
    pub async fn example_account(
        &self,
        name: &str,
        key: &str,
        look: &str,
        now: i64,
    ) -> Result<i64, Error> {
        let found = sqlx::query("SELECT id, example FROM accounts WHERE name_key = $1")
            .bind(key)
            .fetch_optional(self.writer())
            .await?;
        if let Some(row) = found {
            let example: i64 = row.try_get(1)?;
            // A person's account of that name is theirs: an example never plays as them.
            return match example {
                1 => Ok(row.try_get(0)?),
                _ => Err(Error::Taken),
            };
        }
        let row = sqlx::query(
            "INSERT INTO accounts (name, name_key, name_look, password_hash, admin, created_at, \
             example) VALUES ($1, $2, $3, '!example: no password signs in', 0, $4, 1) \
             RETURNING id",
        )
        .bind(name)
        .bind(key)
        .bind(look)
        .bind(now)
        .fetch_one(self.writer())
        .await;
        match row {
            Ok(row) => Ok(row.try_get(0)?),
            Err(error) if crate::is_unique_violation(&error) => Err(Error::Taken),
            Err(error) => Err(error.into()),
        }
    }

    /// Writes a whole game as the example `name` in one transaction; its id. Two loads at
    /// once cannot both write it (`Error::Taken` for the second).
    pub async fn create_example_game(
        &self,
        game: &WholeGame,
        name: &str,
        now: i64,
    ) -> Result<i64, Error> {
        let mut tx = self.writer().begin().await?;
        let id = insert_whole_game(&mut tx, game, now).await?;
        let marked = sqlx::query("UPDATE games SET example = $1 WHERE id = $2")
            .bind(name)
            .bind(id)
            .execute(&mut *tx)
            .await;
        match marked {
            Ok(_) => {}
            Err(error) if crate::is_unique_violation(&error) => return Err(Error::Taken),
            Err(error) => return Err(error.into()),
        }
        tx.commit().await?;
        Ok(id)
    }

    /// Removes every example game, every row that hangs on one, and the examples'
    /// accounts, in one transaction: the site as it was before the demo.
    pub async fn remove_examples(&self) -> Result<RemovedExamples, Error> {
        let mut tx = self.writer().begin().await?;
        const GAMES: &str = "SELECT id FROM games WHERE example IS NOT NULL";
        // A game's summary for profiles and seasons (migration 0013) hangs on the game: its
        // seats first, then the summary.
        for table in [
            "seat_records",
            "game_records",
            "events",
            "commands",
            "game_members",
            "reminders",
            "uploads",
            "broadcasts",
            "tournament_uploads",
        ] {
            sqlx::query(&format!("DELETE FROM {table} WHERE game_id IN ({GAMES})"))
                .execute(&mut *tx)
                .await?;
        }
        sqlx::query(&format!(
            "UPDATE tournament_tables SET game_id = NULL WHERE game_id IN ({GAMES})"
        ))
        .execute(&mut *tx)
        .await?;
        let games = sqlx::query("DELETE FROM games WHERE example IS NOT NULL")
            .execute(&mut *tx)
            .await?
            .rows_affected() as i64;
        const ACCOUNTS: &str = "SELECT id FROM accounts WHERE example = 1";
        for (table, column) in [
            ("sessions", "account_id"),
            ("devices", "account_id"),
            ("game_members", "account_id"),
            ("reminders", "account_id"),
            ("account_events", "account_id"),
            ("seat_records", "account_id"),
        ] {
            sqlx::query(&format!(
                "DELETE FROM {table} WHERE {column} IN ({ACCOUNTS})"
            ))
            .execute(&mut *tx)
            .await?;
        }
        // An example's account hosts nothing but examples; should it host anything else
        // (it cannot sign in, so it never does), it stays rather than break that game.
        let accounts = sqlx::query(
            "DELETE FROM accounts WHERE example = 1 \
             AND id NOT IN (SELECT host FROM games)",
        )
        .execute(&mut *tx)
        .await?
        .rows_affected() as i64;
        tx.commit().await?;
        Ok(RemovedExamples { games, accounts })
    }
}
