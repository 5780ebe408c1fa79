//! Saved forum setups and the setup a lobby was opened with (migration 0015; what a setup
//! may hold is omerta-live's `forum::setup_file`, checked by the service before anything
//! is written here).

use crate::{is_unique_violation, Error, NewEvent, Store};
use sqlx::any::AnyRow;
use sqlx::Row;

/// A saved setup as stored, with its owner's name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetupRow {
    pub id: i64,
    pub owner_id: i64,
    pub owner_name: String,
    pub name: String,
    pub description: String,
    /// The setup, as the start command takes it (JSON).
    pub body: String,
    pub shared: bool,
    pub created_at: i64,
    pub updated_at: i64,
}

/// What a saved setup is written as.
#[derive(Clone, Debug)]
pub struct SetupFields<'a> {
    pub name: &'a str,
    /// The name as names compare them: one account has no two setups with one key.
    pub name_key: &'a str,
    pub description: &'a str,
    pub body: &'a str,
    pub shared: bool,
}

/// The setup a forum lobby was opened with.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LobbySetup {
    pub game_id: i64,
    pub name: String,
    pub body: String,
    pub setup_id: Option<i64>,
    pub rehost_of: Option<i64>,
    pub host: i64,
}

const COLUMNS: &str = "s.id, s.owner_id, a.name, s.name, s.description, s.body, s.shared, \
                       s.created_at, s.updated_at";

fn setup_row(row: &AnyRow) -> Result<SetupRow, sqlx::Error> {
    Ok(SetupRow {
        id: row.try_get(0)?,
        owner_id: row.try_get(1)?,
        owner_name: row.try_get(2)?,
        name: row.try_get(3)?,
        description: row.try_get(4)?,
        body: row.try_get(5)?,
        shared: row.try_get::<i64, _>(6)? != 0,
        created_at: row.try_get(7)?,
        updated_at: row.try_get(8)?,
    })
}

fn lobby_row(row: &AnyRow) -> Result<LobbySetup, sqlx::Error> {
    Ok(LobbySetup {
        game_id: row.try_get(0)?,
        name: row.try_get(1)?,
        body: row.try_get(2)?,
        setup_id: row.try_get(3)?,
        rehost_of: row.try_get(4)?,
        host: row.try_get(5)?,
    })
}

impl Store {
    /// Saves a new setup of `owner`'s; its id. A name whose key the owner already has is
    /// [`Error::Taken`].
    pub async fn insert_setup(
        &self,
        owner: i64,
        fields: &SetupFields<'_>,
        now: i64,
    ) -> Result<i64, Error> {
        let inserted = sqlx::query(
            "INSERT INTO setups (owner_id, name, name_key, description, body, shared, \
             created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $7) RETURNING id",
        )
        .bind(owner)
        .bind(fields.name)
        .bind(fields.name_key)
        .bind(fields.description)
        .bind(fields.body)
        .bind(i64::from(fields.shared))
        .bind(now)
        .fetch_one(self.writer())
        .await;
        match inserted {
            Ok(row) => Ok(row.try_get(0)?),
            Err(error) if is_unique_violation(&error) => Err(Error::Taken),
            Err(error) => Err(error.into()),
        }
    }

    /// Changes a setup of `owner`'s; whether there was one to change.
    pub async fn update_setup(
        &self,
        id: i64,
        owner: i64,
        fields: &SetupFields<'_>,
        now: i64,
    ) -> Result<bool, Error> {
        let updated = sqlx::query(
            "UPDATE setups SET name = $1, name_key = $2, description = $3, body = $4, \
             shared = $5, updated_at = $6 WHERE id = $7 AND owner_id = $8",
        )
        .bind(fields.name)
        .bind(fields.name_key)
        .bind(fields.description)
        .bind(fields.body)
        .bind(i64::from(fields.shared))
        .bind(now)
        .bind(id)
        .bind(owner)
        .execute(self.writer())
        .await;
        match updated {
            Ok(done) => Ok(done.rows_affected() > 0),
            Err(error) if is_unique_violation(&error) => Err(Error::Taken),
            Err(error) => Err(error.into()),
        }
    }

    /// Deletes a setup of `owner`'s; whether there was one.
    pub async fn delete_setup(&self, id: i64, owner: i64) -> Result<bool, Error> {
        let done = sqlx::query("DELETE FROM setups WHERE id = $1 AND owner_id = $2")
            .bind(id)
            .bind(owner)
            .execute(self.writer())
            .await?;
        Ok(done.rows_affected() > 0)
    }

    /// A setup by its id, whoever's.
    pub async fn setup(&self, id: i64) -> Result<Option<SetupRow>, Error> {
        let row = sqlx::query(&format!(
            "SELECT {COLUMNS} FROM setups s JOIN accounts a ON a.id = s.owner_id WHERE s.id = $1"
        ))
        .bind(id)
        .fetch_optional(&self.pool)
        .await?;
        Ok(row.as_ref().map(setup_row).transpose()?)
    }

    /// `owner`'s setups by name, and (with `shared`) everybody's shared ones after them,
    /// the most recently changed first; at most `limit` of each.
    pub async fn setups_of(
        &self,
        owner: Option<i64>,
        shared: bool,
        limit: i64,
    ) -> Result<Vec<SetupRow>, Error> {
        let mut out = Vec::new();
        if let Some(owner) = owner {
            let rows = sqlx::query(&format!(
                "SELECT {COLUMNS} FROM setups s JOIN accounts a ON a.id = s.owner_id \
                 WHERE s.owner_id = $1 ORDER BY s.name_key, s.id LIMIT $2"
            ))
            .bind(owner)
            .bind(limit)
            .fetch_all(&self.pool)
            .await?;
            for row in &rows {
                out.push(setup_row(row)?);
            }
        }
        if shared {
            let rows = sqlx::query(&format!(
                "SELECT {COLUMNS} FROM setups s JOIN accounts a ON a.id = s.owner_id \
                 WHERE s.shared = 1 AND s.owner_id <> $1 ORDER BY s.updated_at DESC, s.id DESC LIMIT $2"
            ))
            .bind(owner.unwrap_or(0))
            .bind(limit)
            .fetch_all(&self.pool)
            .await?;
            for row in &rows {
                out.push(setup_row(row)?);
            }
        }
        Ok(out)
    }

    /// The names of `owner`'s setups, by id: what a new name must be told apart from.
    pub async fn setup_names(&self, owner: i64) -> Result<Vec<(i64, String)>, Error> {
        let rows = sqlx::query("SELECT id, name FROM setups WHERE owner_id = $1")
            .bind(owner)
            .fetch_all(&self.pool)
            .await?;
        rows.iter()
            .map(|row| Ok((row.try_get(0)?, row.try_get(1)?)))
            .collect::<Result<_, sqlx::Error>>()
            .map_err(Error::from)
    }

    /// Opens a forum lobby (its game row and first event) with the setup it is to be
    /// started with, in one transaction: no lobby without its setup, no setup without its
    /// lobby. A rehost the same account already made is [`Error::Taken`] (nothing made).
    pub async fn create_lobby_with_setup(
        &self,
        title: &str,
        status: &str,
        first: &NewEvent,
        setup: &LobbySetup,
        now: i64,
    ) -> Result<i64, Error> {
        let mut tx = self.writer().begin().await?;
        let id = crate::insert_new_game(
            &mut tx,
            "forum",
            title,
            setup.host,
            status,
            first,
            (None, None),
            now,
        )
        .await?;
        let inserted = sqlx::query(
            "INSERT INTO lobby_setups (game_id, name, body, setup_id, rehost_of, host) \
             VALUES ($1, $2, $3, $4, $5, $6)",
        )
        .bind(id)
        .bind(&setup.name)
        .bind(&setup.body)
        .bind(setup.setup_id)
        .bind(setup.rehost_of)
        .bind(setup.host)
        .execute(&mut *tx)
        .await;
        match inserted {
            Ok(_) => {}
            Err(error) if is_unique_violation(&error) => return Err(Error::Taken),
            Err(error) => return Err(error.into()),
        }
        tx.commit().await?;
        Ok(id)
    }

    /// The setup a lobby was opened with, if any.
    pub async fn lobby_setup(&self, game: i64) -> Result<Option<LobbySetup>, Error> {
        let row = sqlx::query(
            "SELECT game_id, name, body, setup_id, rehost_of, host FROM lobby_setups \
             WHERE game_id = $1",
        )
        .bind(game)
        .fetch_optional(&self.pool)
        .await?;
        Ok(row.as_ref().map(lobby_row).transpose()?)
    }

    /// The lobby `host` opened as a rehost of `game`, if they did.
    pub async fn rehosted(&self, game: i64, host: i64) -> Result<Option<i64>, Error> {
        let row =
            sqlx::query("SELECT game_id FROM lobby_setups WHERE rehost_of = $1 AND host = $2")
                .bind(game)
                .bind(host)
                .fetch_optional(&self.pool)
                .await?;
        Ok(row.map(|r| r.try_get(0)).transpose()?)
    }
}
