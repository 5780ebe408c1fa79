//! Broadcast links of a game (issue 31): a secret link's hash, the delay by which every
//! event is held back from it, who made it and whether it was revoked. The store keeps
//! rows; what a link may read is decided by the service.

use crate::{Error, Store};
use sqlx::any::AnyRow;
use sqlx::Row;

/// A broadcast link as stored (its secret is not: only its hash).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BroadcastRow {
    pub id: i64,
    pub game_id: i64,
    pub delay_seconds: i64,
    pub created_by: i64,
    pub created_at: i64,
    pub revoked_at: Option<i64>,
}

const COLUMNS: &str = "id, game_id, delay_seconds, created_by, created_at, revoked_at";

fn broadcast_row(row: &AnyRow) -> Result<BroadcastRow, sqlx::Error> {
    Ok(BroadcastRow {
        id: row.try_get(0)?,
        game_id: row.try_get(1)?,
        delay_seconds: row.try_get(2)?,
        created_by: row.try_get(3)?,
        created_at: row.try_get(4)?,
        revoked_at: row.try_get(5)?,
    })
}

impl Store {
    /// Stores a new link of a game by its token's hash; its id.
    pub async fn create_broadcast(
        &self,
        game: i64,
        token_hash: &str,
        delay_seconds: i64,
        created_by: i64,
        now: i64,
    ) -> Result<i64, Error> {
        let row = sqlx::query(
            "INSERT INTO broadcasts (game_id, token_hash, delay_seconds, created_by, created_at) \
             VALUES ($1, $2, $3, $4, $5) RETURNING id",
        )
        .bind(game)
        .bind(token_hash)
        .bind(delay_seconds)
        .bind(created_by)
        .bind(now)
        .fetch_one(self.writer())
        .await?;
        Ok(row.try_get(0)?)
    }

    /// The link whose token hashes to `token_hash`, revoked or not.
    pub async fn broadcast_by_hash(&self, token_hash: &str) -> Result<Option<BroadcastRow>, Error> {
        let row = sqlx::query(&format!(
            "SELECT {COLUMNS} FROM broadcasts WHERE token_hash = $1"
        ))
        .bind(token_hash)
        .fetch_optional(&self.pool)
        .await?;
        Ok(row.as_ref().map(broadcast_row).transpose()?)
    }

    /// A game's links, newest first, revoked ones included.
    pub async fn broadcasts_of(&self, game: i64) -> Result<Vec<BroadcastRow>, Error> {
        let rows = sqlx::query(&format!(
            "SELECT {COLUMNS} FROM broadcasts WHERE game_id = $1 ORDER BY id DESC"
        ))
        .bind(game)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows.iter().map(broadcast_row).collect::<Result<_, _>>()?)
    }

    /// Revokes a game's link (once: a revoked link keeps its first revocation's time);
    /// whether a link of that game was there to revoke.
    pub async fn revoke_broadcast(&self, game: i64, id: i64, now: i64) -> Result<bool, Error> {
        let done = sqlx::query(
            "UPDATE broadcasts SET revoked_at = COALESCE(revoked_at, $3) \
             WHERE id = $1 AND game_id = $2",
        )
        .bind(id)
        .bind(game)
        .bind(now)
        .execute(self.writer())
        .await?;
        Ok(done.rows_affected() > 0)
    }
}
