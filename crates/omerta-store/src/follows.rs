//! Followed forum threads: a host's thread on an outside forum, its `omerta-forum/1`
//! document, when it is fetched next, the last fetch's result, the count waiting for the
//! webhook, and the votes read in it (each with its post's address).

use crate::{Backend, Error, Store};
use sqlx::any::AnyRow;
use sqlx::Row;

/// A followed thread, without its document (see [`Store::follow_document`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FollowRow {
    pub id: i64,
    pub host: i64,
    pub title: String,
    pub url: String,
    pub site: Option<String>,
    /// The zone of times pages show without one, as `+01:00`.
    pub zone: Option<String>,
    pub every_ms: i64,
    pub next_fetch_at: i64,
    /// The last page read; the next fetch starts there.
    pub page_url: Option<String>,
    pub last_post_id: Option<i64>,
    pub posts: i64,
    pub fetched_at: Option<i64>,
    /// The last fetch's failure, a sentence for the host.
    pub error: Option<String>,
    /// The count as BBCode after the last fetch.
    pub bbcode: Option<String>,
    pub webhook_url: Option<String>,
    pub webhook_secret: Option<String>,
    pub delivered_hash: Option<String>,
    /// A webhook body waiting to be delivered, and its count's hash.
    pub pending: Option<String>,
    pub pending_hash: Option<String>,
    pub created_at: i64,
    /// Fetches in a row that failed or were cut short by a cap (the next one waits the
    /// longer); 0 after a fetch read to the thread's end.
    pub fetch_failures: i64,
}

const FOLLOW_COLUMNS: &str = "id, host, title, url, site, every_ms, next_fetch_at, page_url, \
     last_post_id, posts, fetched_at, error, bbcode, webhook_url, webhook_secret, \
     delivered_hash, pending, pending_hash, created_at, zone, fetch_failures";

fn follow_row(row: &AnyRow) -> Result<FollowRow, sqlx::Error> {
    Ok(FollowRow {
        id: row.try_get(0)?,
        host: row.try_get(1)?,
        title: row.try_get(2)?,
        url: row.try_get(3)?,
        site: row.try_get(4)?,
        every_ms: row.try_get(5)?,
        next_fetch_at: row.try_get(6)?,
        page_url: row.try_get(7)?,
        last_post_id: row.try_get(8)?,
        posts: row.try_get(9)?,
        fetched_at: row.try_get(10)?,
        error: row.try_get(11)?,
        bbcode: row.try_get(12)?,
        webhook_url: row.try_get(13)?,
        webhook_secret: row.try_get(14)?,
        delivered_hash: row.try_get(15)?,
        pending: row.try_get(16)?,
        pending_hash: row.try_get(17)?,
        created_at: row.try_get(18)?,
        zone: row.try_get(19)?,
        fetch_failures: row.try_get(20)?,
    })
}

/// What the host sets: on creation, and again with `PUT`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FollowSettings {
    pub title: String,
    pub url: String,
    pub site: Option<String>,
    pub zone: Option<String>,
    pub every_ms: i64,
    pub webhook_url: Option<String>,
    pub webhook_secret: Option<String>,
}

/// A vote or unvote read in a followed thread.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FollowVote {
    pub post_id: i64,
    /// Its place among the post's votes, from 0.
    pub seq: i64,
    pub post_url: Option<String>,
    pub voter: String,
    pub target: String,
    /// `vote` or `unvote`.
    pub kind: String,
    /// The post's time, RFC 3339.
    pub at: String,
    pub counted: bool,
}

/// The result of a fetch, written at once with the votes and the lease let go.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FetchResult {
    /// The document with the new posts; none when nothing was read.
    pub document: Option<String>,
    pub site: Option<String>,
    pub page_url: Option<String>,
    pub last_post_id: Option<i64>,
    pub posts: i64,
    pub fetched_at: i64,
    pub next_fetch_at: i64,
    pub error: Option<String>,
    pub bbcode: Option<String>,
    /// A webhook body to deliver and its count's hash.
    pub pending: Option<(String, String)>,
    /// The thread's votes now (they replace the stored ones); none: unchanged.
    pub votes: Option<Vec<FollowVote>>,
    /// Fetches in a row that failed or were cut short, this one included.
    pub failures: i64,
}

impl Store {
    /// Creates a follow, due at once.
    pub async fn create_follow(
        &self,
        host: i64,
        settings: &FollowSettings,
        document: &str,
        now: i64,
    ) -> Result<i64, Error> {
        let row = sqlx::query(
            "INSERT INTO follows (host, title, url, site, document, every_ms, next_fetch_at, \
             webhook_url, webhook_secret, created_at, zone) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $7, $10) RETURNING id",
        )
        .bind(host)
        .bind(&settings.title)
        .bind(&settings.url)
        .bind(settings.site.as_deref())
        .bind(document)
        .bind(settings.every_ms)
        .bind(now)
        .bind(settings.webhook_url.as_deref())
        .bind(settings.webhook_secret.as_deref())
        .bind(settings.zone.as_deref())
        .fetch_one(self.writer())
        .await?;
        Ok(row.try_get(0)?)
    }

    pub async fn follow(&self, id: i64) -> Result<Option<FollowRow>, Error> {
        let row = sqlx::query(&format!(
            "SELECT {FOLLOW_COLUMNS} FROM follows WHERE id = $1"
        ))
        .bind(id)
        .fetch_optional(&self.pool)
        .await?;
        Ok(row.as_ref().map(follow_row).transpose()?)
    }

    /// A host's follows, newest first.
    pub async fn follows_of(&self, host: i64) -> Result<Vec<FollowRow>, Error> {
        let rows = sqlx::query(&format!(
            "SELECT {FOLLOW_COLUMNS} FROM follows WHERE host = $1 ORDER BY id DESC"
        ))
        .bind(host)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows.iter().map(follow_row).collect::<Result<_, _>>()?)
    }

    /// The host's part of a follow's document: all of it but its posts, which never leave
    /// the database for it (the posts may be megabytes; the host's part is a few lines).
    pub async fn follow_settings_document(&self, id: i64) -> Result<Option<String>, Error> {
        let query = match self.backend {
            Backend::Sqlite => "SELECT json_remove(document, '$.posts') FROM follows WHERE id = $1",
            Backend::Postgres => {
                "SELECT (document::jsonb - 'posts')::text FROM follows WHERE id = $1"
            }
        };
        let row = sqlx::query(query)
            .bind(id)
            .fetch_optional(&self.pool)
            .await?;
        Ok(row.map(|r| r.try_get(0)).transpose()?)
    }

    pub async fn follow_document(&self, id: i64) -> Result<Option<String>, Error> {
        let row = sqlx::query("SELECT document FROM follows WHERE id = $1")
            .bind(id)
            .fetch_optional(&self.pool)
            .await?;
        Ok(row.map(|r| r.try_get(0)).transpose()?)
    }

    /// The host's new settings (and the host's part of the document, when given: it
    /// replaces all of the stored document but its posts, which are kept, in the database);
    /// the follow is due at once, its failures (and its webhook's) forgotten. A new address
    /// starts again at its first page; a new webhook receives the current count.
    pub async fn update_follow(
        &self,
        id: i64,
        settings: &FollowSettings,
        document: Option<&str>,
        now: i64,
    ) -> Result<(), Error> {
        let document_with_posts = match self.backend {
            Backend::Sqlite => {
                "json_set($7, '$.posts', json(COALESCE(json_extract(document, '$.posts'), '[]')))"
            }
            Backend::Postgres => {
                "(jsonb_set($7::jsonb, '{posts}', COALESCE(document::jsonb -> 'posts', \
                 '[]'::jsonb)))::text"
            }
        };
        sqlx::query(&format!(
            "UPDATE follows SET page_url = CASE WHEN url = $2 THEN page_url ELSE NULL END, \
             delivered_hash = CASE WHEN COALESCE(webhook_url, '') = COALESCE($5, '') \
             THEN delivered_hash ELSE NULL END, \
             webhook_failures = 0, webhook_problem = NULL, webhook_since = NULL, \
             webhook_retry_at = 0, fetch_failures = 0, \
             title = $1, url = $2, site = $3, every_ms = $4, webhook_url = $5, \
             webhook_secret = $6, \
             document = CASE WHEN $7 IS NULL THEN document ELSE {document_with_posts} END, \
             next_fetch_at = $8, zone = $10 WHERE id = $9",
        ))
        .bind(&settings.title)
        .bind(&settings.url)
        .bind(settings.site.as_deref())
        .bind(settings.every_ms)
        .bind(settings.webhook_url.as_deref())
        .bind(settings.webhook_secret.as_deref())
        .bind(document)
        .bind(now)
        .bind(id)
        .bind(settings.zone.as_deref())
        .execute(self.writer())
        .await?;
        Ok(())
    }

    /// Stops following a thread: the follow and its votes are gone.
    pub async fn delete_follow(&self, id: i64) -> Result<(), Error> {
        let mut tx = self.writer().begin().await?;
        sqlx::query("DELETE FROM follow_votes WHERE follow_id = $1")
            .bind(id)
            .execute(&mut *tx)
            .await?;
        sqlx::query("DELETE FROM follows WHERE id = $1")
            .bind(id)
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(())
    }

    /// Makes a follow due at `at` (the host asked).
    pub async fn follow_due_now(&self, id: i64, at: i64) -> Result<(), Error> {
        sqlx::query("UPDATE follows SET next_fetch_at = $1 WHERE id = $2")
            .bind(at)
            .bind(id)
            .execute(self.writer())
            .await?;
        Ok(())
    }

    /// Follows to fetch (due) or with a count to deliver (their receiver not waiting
    /// after a failure), that no worker holds.
    pub async fn due_follows(&self, now: i64, limit: i64) -> Result<Vec<i64>, Error> {
        let rows = sqlx::query(
            "SELECT id FROM follows WHERE (next_fetch_at <= $1 OR (pending IS NOT NULL \
             AND webhook_retry_at <= $1)) AND lease_until < $1 ORDER BY next_fetch_at LIMIT $2",
        )
        .bind(now)
        .bind(limit)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows
            .iter()
            .map(|r| r.try_get(0))
            .collect::<Result<_, _>>()?)
    }

    /// Takes a follow until `until`; false when another worker holds it.
    pub async fn claim_follow(&self, id: i64, now: i64, until: i64) -> Result<bool, Error> {
        let done =
            sqlx::query("UPDATE follows SET lease_until = $1 WHERE id = $2 AND lease_until < $3")
                .bind(until)
                .bind(id)
                .bind(now)
                .execute(self.writer())
                .await?;
        Ok(done.rows_affected() == 1)
    }

    /// Lets a follow go without a fetch (its count delivered, say).
    pub async fn release_follow(&self, id: i64) -> Result<(), Error> {
        sqlx::query("UPDATE follows SET lease_until = 0 WHERE id = $1")
            .bind(id)
            .execute(self.writer())
            .await?;
        Ok(())
    }

    /// Writes a fetch's result (and the thread's votes), and lets the follow go; nothing
    /// when the follow was deleted meanwhile.
    pub async fn save_fetch(&self, id: i64, result: &FetchResult) -> Result<(), Error> {
        let mut tx = self.writer().begin().await?;
        let (pending, pending_hash) = match &result.pending {
            Some((body, hash)) => (Some(body.as_str()), Some(hash.as_str())),
            None => (None, None),
        };
        let updated = sqlx::query(
            "UPDATE follows SET document = COALESCE($1, document), site = COALESCE($2, site), \
             page_url = COALESCE($3, page_url), last_post_id = COALESCE($4, last_post_id), \
             posts = $5, fetched_at = $6, next_fetch_at = $7, error = $8, \
             bbcode = COALESCE($9, bbcode), pending = COALESCE($10, pending), \
             pending_hash = COALESCE($11, pending_hash), lease_until = 0, \
             fetch_failures = $13 WHERE id = $12",
        )
        .bind(result.document.as_deref())
        .bind(result.site.as_deref())
        .bind(result.page_url.as_deref())
        .bind(result.last_post_id)
        .bind(result.posts)
        .bind(result.fetched_at)
        .bind(result.next_fetch_at)
        .bind(result.error.as_deref())
        .bind(result.bbcode.as_deref())
        .bind(pending)
        .bind(pending_hash)
        .bind(id)
        .bind(result.failures)
        .execute(&mut *tx)
        .await?;
        if updated.rows_affected() == 0 {
            // The host stopped following the thread meanwhile.
            return Ok(());
        }
        if let Some(votes) = &result.votes {
            sqlx::query("DELETE FROM follow_votes WHERE follow_id = $1")
                .bind(id)
                .execute(&mut *tx)
                .await?;
            for vote in votes {
                sqlx::query(
                    "INSERT INTO follow_votes (follow_id, post_id, seq, post_url, voter, target, \
                     kind, at, counted) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
                )
                .bind(id)
                .bind(vote.post_id)
                .bind(vote.seq)
                .bind(vote.post_url.as_deref())
                .bind(&vote.voter)
                .bind(&vote.target)
                .bind(&vote.kind)
                .bind(&vote.at)
                .bind(i64::from(vote.counted))
                .execute(&mut *tx)
                .await?;
            }
        }
        tx.commit().await?;
        Ok(())
    }

    /// The waiting count with this hash was delivered (or given up on): it is the last
    /// delivered. False when a newer count took its place meanwhile.
    pub async fn follow_delivered(&self, id: i64, hash: &str) -> Result<bool, Error> {
        let done = sqlx::query(
            "UPDATE follows SET delivered_hash = pending_hash, pending = NULL, \
             pending_hash = NULL WHERE id = $1 AND pending_hash = $2",
        )
        .bind(id)
        .bind(hash)
        .execute(self.writer())
        .await?;
        Ok(done.rows_affected() == 1)
    }

    /// The votes read in a followed thread, in thread order.
    pub async fn follow_votes(&self, id: i64) -> Result<Vec<FollowVote>, Error> {
        let rows = sqlx::query(
            "SELECT post_id, seq, post_url, voter, target, kind, at, counted FROM follow_votes \
             WHERE follow_id = $1 ORDER BY at, post_id, seq",
        )
        .bind(id)
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|row| {
                Ok(FollowVote {
                    post_id: row.try_get(0)?,
                    seq: row.try_get(1)?,
                    post_url: row.try_get(2)?,
                    voter: row.try_get(3)?,
                    target: row.try_get(4)?,
                    kind: row.try_get(5)?,
                    at: row.try_get(6)?,
                    counted: row.try_get::<i64, _>(7)? != 0,
                })
            })
            .collect::<Result<_, sqlx::Error>>()
            .map_err(Error::from)
    }
}
