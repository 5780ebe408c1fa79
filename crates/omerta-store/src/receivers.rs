//! Webhook receivers and how they are doing: a game's announcements and a followed
//! thread's counts go to a receiver its host names; one that fails is retried later and
//! later (the server keeps what it has to send), and its host reads why.

use crate::{Error, Store};
use sqlx::Row;

/// Whose receiver: a game's or a followed thread's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Receiver {
    Game(i64),
    Follow(i64),
}

impl Receiver {
    fn table(self) -> &'static str {
        match self {
            Receiver::Game(_) => "games",
            Receiver::Follow(_) => "follows",
        }
    }

    fn id(self) -> i64 {
        match self {
            Receiver::Game(id) | Receiver::Follow(id) => id,
        }
    }
}

/// How a receiver has been doing.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Health {
    /// Attempts in a row that failed; 0 once one succeeds.
    pub failures: i64,
    /// The last problem, a sentence for the host: a failure, or an announcement the
    /// receiver refused (skipped).
    pub problem: Option<String>,
    /// When the failures (or the refusal) began, in ms.
    pub since: Option<i64>,
    /// No attempt is made before this, in ms (0: at once).
    pub retry_at: i64,
}

/// A game with announcements to deliver now: its host, and whether its receiver has been
/// failing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DueWebhook {
    pub game: i64,
    pub host: i64,
    pub failures: i64,
}

impl Store {
    /// How a game's or follow's receiver has been doing; none when there is no such row.
    pub async fn health(&self, receiver: Receiver) -> Result<Option<Health>, Error> {
        let row = sqlx::query(&format!(
            "SELECT webhook_failures, webhook_problem, webhook_since, webhook_retry_at \
             FROM {} WHERE id = $1",
            receiver.table()
        ))
        .bind(receiver.id())
        .fetch_optional(&self.pool)
        .await?;
        let Some(row) = row else {
            return Ok(None);
        };
        Ok(Some(Health {
            failures: row.try_get(0)?,
            problem: row.try_get(1)?,
            since: row.try_get(2)?,
            retry_at: row.try_get(3)?,
        }))
    }

    /// Records how the receiver at `url` is doing after an attempt; nothing when the host
    /// has named another receiver meanwhile (which starts afresh).
    pub async fn set_health(
        &self,
        receiver: Receiver,
        url: &str,
        health: &Health,
    ) -> Result<(), Error> {
        sqlx::query(&format!(
            "UPDATE {} SET webhook_failures = $1, webhook_problem = $2, webhook_since = $3, \
             webhook_retry_at = $4 WHERE id = $5 AND webhook_url = $6",
            receiver.table()
        ))
        .bind(health.failures)
        .bind(health.problem.as_deref())
        .bind(health.since)
        .bind(health.retry_at)
        .bind(receiver.id())
        .bind(url)
        .execute(self.writer())
        .await?;
        Ok(())
    }

    /// Games with announcements not yet delivered to their webhook whose receiver may be
    /// tried now (not waiting after a failure).
    pub async fn webhooks_due(&self, now: i64) -> Result<Vec<DueWebhook>, Error> {
        let rows = sqlx::query(
            "SELECT id, host, webhook_failures FROM games WHERE webhook_url IS NOT NULL \
             AND webhook_cursor < version AND webhook_retry_at <= $1",
        )
        .bind(now)
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|row| {
                Ok(DueWebhook {
                    game: row.try_get(0)?,
                    host: row.try_get(1)?,
                    failures: row.try_get(2)?,
                })
            })
            .collect::<Result<_, sqlx::Error>>()
            .map_err(Error::from)
    }

    /// How many of a game's first `seq` events are public: a spectator's number for event
    /// `seq` (what webhooks say, never the count of hidden events).
    pub async fn public_events_through(&self, game: i64, seq: i64) -> Result<i64, Error> {
        let row = sqlx::query(
            "SELECT COUNT(*) FROM events WHERE game_id = $1 AND seq <= $2 AND audience = 'public'",
        )
        .bind(game)
        .bind(seq)
        .fetch_one(&self.pool)
        .await?;
        Ok(row.try_get(0)?)
    }
}
