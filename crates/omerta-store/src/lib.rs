//! omerta's storage: accounts, sessions, games and their append-only event records, on
//! SQLite (the default, one file) or PostgreSQL (several server instances sharing one
//! database). One set of queries serves both through sqlx's `Any` driver; the schema has a
//! migration per database under `migrations/`, applied on open.
//!
//! The store knows rows, never rules: an event is a kind, an audience and a JSON body it
//! does not read. Optimistic concurrency: an append names the version it was computed
//! against and is refused ([`AppendError::Conflict`]) if another writer got there first;
//! an append carrying a command id already seen is refused as [`AppendError::Duplicate`],
//! so a retried command is never applied twice.

use sqlx::any::{AnyPoolOptions, AnyRow};
use sqlx::{AnyPool, Row};
use std::time::Duration;

pub use sqlx::postgres::{PgListener, PgNotification};
pub use sqlx::Error as SqlError;

mod broadcasts;
mod examples;
mod follows;
mod receivers;
mod records;
mod setups;
mod tournaments;
pub use broadcasts::BroadcastRow;
pub use examples::RemovedExamples;
pub use follows::{FetchResult, FollowRow, FollowSettings, FollowVote};
pub use receivers::{DueWebhook, Health, Receiver};
pub use records::{GameRecordRow, SeasonRow, SeatRecordRow, SeriesRow};
pub use setups::{LobbySetup, SetupFields, SetupRow};
pub use tournaments::{ScheduledSeat, Tournament, TournamentPlayer, TournamentTable};

#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("database error: {0}")]
    Sql(#[from] sqlx::Error),
    #[error("migration error: {0}")]
    Migrate(#[from] sqlx::migrate::MigrateError),
    #[error("the name is taken")]
    Taken,
    #[error("unsupported database URL {0:?}: use sqlite:PATH or postgres://...")]
    Url(String),
}

impl Error {
    /// Whether the database could not be reached at all (stopped, restarting, failing over,
    /// or every connection busy past the pool's wait), as opposed to a query it refused:
    /// the server then answers `503` at once until it answers again.
    pub fn is_unavailable(&self) -> bool {
        match self {
            Error::Sql(error) => sql_unavailable(error),
            _ => false,
        }
    }
}

fn sql_unavailable(error: &sqlx::Error) -> bool {
    match error {
        sqlx::Error::PoolTimedOut
        | sqlx::Error::PoolClosed
        | sqlx::Error::Io(_)
        | sqlx::Error::Tls(_)
        | sqlx::Error::WorkerCrashed => true,
        // PostgreSQL: a connection exception (class 08), or the server shutting down or
        // starting up (57P01 to 57P03).
        sqlx::Error::Database(db) => db
            .code()
            .is_some_and(|code| code.starts_with("08") || code.starts_with("57P0")),
        _ => false,
    }
}

/// Why an append was not written.
#[derive(Debug, thiserror::Error)]
pub enum AppendError {
    /// Another writer appended first: reload and retry.
    #[error("the game changed since version {0}")]
    Conflict(i64),
    /// This command id was already applied; its events end at this sequence number.
    #[error("command already applied (up to event {0})")]
    Duplicate(i64),
    #[error(transparent)]
    Store(#[from] Error),
}

impl From<sqlx::Error> for AppendError {
    fn from(error: sqlx::Error) -> AppendError {
        AppendError::Store(Error::Sql(error))
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Backend {
    Sqlite,
    Postgres,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Account {
    pub id: i64,
    pub name: String,
    pub password_hash: String,
    pub admin: bool,
    /// The language the account chose (a tag such as `ru`), or none: the browser decides.
    pub lang: Option<String>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameRow {
    pub id: i64,
    pub ruleset: String,
    pub title: String,
    pub host: i64,
    pub status: String,
    pub version: i64,
    pub created_at: i64,
    pub deadline_at: Option<i64>,
    pub webhook_url: Option<String>,
    pub webhook_secret: Option<String>,
    pub webhook_cursor: i64,
    /// The example this game is (`pro/red-win`), for a game `omerta serve --demo` loaded.
    pub example: Option<String>,
}

/// An event to append.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewEvent {
    pub kind: String,
    /// The audience in `omerta_live::Audience::to_column` form.
    pub audience: String,
    pub body: String,
}

/// A stored event.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoredEvent {
    pub seq: i64,
    pub kind: String,
    pub audience: String,
    pub body: String,
    pub at: i64,
}

/// A game written whole at once: its row and all of its events, checked before (the
/// server folds them in memory first), so that a game that cannot be made leaves nothing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WholeGame {
    pub ruleset: String,
    pub title: String,
    pub host: i64,
    /// What the events lead to ([`GameUpdate`]).
    pub update: GameUpdate,
    /// From the creation on: the game's version is their number.
    pub events: Vec<NewEvent>,
}

/// The outcome of a site admin's change to an account (named admin, demoted, banned).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AdminChange {
    Done,
    /// There is no such account.
    NoAccount,
    /// The one making the change is no longer an admin, or is banned, by now.
    NotAdmin,
}

/// What an append changes on the game's row besides its version.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameUpdate {
    pub status: String,
    pub deadline_at: Option<i64>,
    /// The accounts seated in the game now (they replace the game's members).
    pub members: Vec<i64>,
}

#[derive(Clone, Debug)]
pub struct Store {
    pool: AnyPool,
    backend: Backend,
    /// SQLite only: a pool of one connection that does every write, so this process's
    /// writers queue for it in order, and reads never hold up a write. SQLite allows one
    /// writer at a time; writers on the read pool met in SQLite's busy handler, which
    /// sleeps 1, 2, 5, 10… ms between tries (tens to hundreds of ms of tail latency under
    /// load), and a transaction that reads before it writes (`create_account`) failed with
    /// SQLITE_BUSY instead of waiting. `busy_timeout` still covers other processes.
    writer: Option<AnyPool>,
    /// PostgreSQL: the URL, for the connection that listens for other instances' writes
    /// ([`Store::listen`]).
    url: Option<String>,
}

const GAME_COLUMNS: &str = "id, ruleset, title, host, status, version, created_at, deadline_at, \
     webhook_url, webhook_secret, webhook_cursor, example";

fn game_row(row: &AnyRow) -> Result<GameRow, sqlx::Error> {
    Ok(GameRow {
        id: row.try_get(0)?,
        ruleset: row.try_get(1)?,
        title: row.try_get(2)?,
        host: row.try_get(3)?,
        status: row.try_get(4)?,
        version: row.try_get(5)?,
        created_at: row.try_get(6)?,
        deadline_at: row.try_get(7)?,
        webhook_url: row.try_get(8)?,
        webhook_secret: row.try_get(9)?,
        webhook_cursor: row.try_get(10)?,
        example: row.try_get(11)?,
    })
}

/// Rows of `game_id, title, seq, kind, audience, body, at`: each event with its game's id
/// and title.
fn titled_events(rows: &[AnyRow]) -> Result<Vec<(i64, String, StoredEvent)>, sqlx::Error> {
    rows.iter()
        .map(|row| {
            Ok((
                row.try_get::<i64, _>(0)?,
                row.try_get::<String, _>(1)?,
                StoredEvent {
                    seq: row.try_get(2)?,
                    kind: row.try_get(3)?,
                    audience: row.try_get(4)?,
                    body: row.try_get(5)?,
                    at: row.try_get(6)?,
                },
            ))
        })
        .collect()
}

fn account_row(row: &AnyRow) -> Result<Account, sqlx::Error> {
    Ok(Account {
        id: row.try_get(0)?,
        name: row.try_get(1)?,
        password_hash: row.try_get(2)?,
        admin: row.try_get::<i64, _>(3)? != 0,
        // Read by name: every query that reads an account selects `lang` too.
        lang: row.try_get("lang")?,
    })
}

/// A game uploaded from a record made elsewhere: its protocol's fingerprint, who uploaded
/// it, the source ("Polemica 610180") and the source's referee.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Upload {
    /// The game; 0 before it is created.
    pub game: i64,
    pub fingerprint: String,
    pub uploader: i64,
    pub source: String,
    pub referee: Option<String>,
}

fn upload_row(row: &AnyRow) -> Result<Upload, sqlx::Error> {
    Ok(Upload {
        game: row.try_get(0)?,
        fingerprint: row.try_get(1)?,
        uploader: row.try_get(2)?,
        source: row.try_get(3)?,
        referee: row.try_get(4)?,
    })
}

/// A new game's row and its first event (version 1), in a transaction: a game hosted from
/// the form, or a forum lobby opened with its setup (`setups.rs`).
#[allow(clippy::too_many_arguments)]
pub(crate) async fn insert_new_game(
    tx: &mut sqlx::Transaction<'static, sqlx::Any>,
    ruleset: &str,
    title: &str,
    host: i64,
    status: &str,
    first: &NewEvent,
    webhook: (Option<&str>, Option<&str>),
    now: i64,
) -> Result<i64, Error> {
    let id: i64 = sqlx::query(
        "INSERT INTO games (ruleset, title, host, status, version, created_at, \
             webhook_url, webhook_secret) VALUES ($1, $2, $3, $4, 1, $5, $6, $7) RETURNING id",
    )
    .bind(ruleset)
    .bind(title)
    .bind(host)
    .bind(status)
    .bind(now)
    .bind(webhook.0)
    .bind(webhook.1)
    .fetch_one(&mut **tx)
    .await?
    .try_get(0)?;
    sqlx::query("INSERT INTO events (game_id, seq, kind, audience, body, at) VALUES ($1, 1, $2, $3, $4, $5)")
            .bind(id)
            .bind(&first.kind)
            .bind(&first.audience)
            .bind(&first.body)
            .bind(now)
            .execute(&mut **tx)
            .await?;
    Ok(id)
}

fn is_unique_violation(error: &sqlx::Error) -> bool {
    match error {
        sqlx::Error::Database(db) => {
            db.is_unique_violation()
                // SQLite through the Any driver: constraint code 2067 (UNIQUE) or 1555 (PK).
                || matches!(db.code().as_deref(), Some("2067") | Some("1555") | Some("23505"))
        }
        _ => false,
    }
}

impl Store {
    /// Opens (creating a SQLite file if needed) and migrates. URLs: `sqlite:PATH`,
    /// `sqlite://PATH`, a bare path (SQLite), or `postgres://...`.
    pub async fn open(url: &str) -> Result<Store, Error> {
        sqlx::any::install_default_drivers();
        let (backend, url) = if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            (Backend::Postgres, url.to_string())
        } else if url.starts_with("sqlite:") {
            let url = if url.contains('?') {
                url.to_string()
            } else {
                format!("{url}?mode=rwc")
            };
            (Backend::Sqlite, url)
        } else if url.contains("://") {
            return Err(Error::Url(url.to_string()));
        } else {
            (Backend::Sqlite, format!("sqlite://{url}?mode=rwc"))
        };
        let sqlite = |max_connections: u32| {
            AnyPoolOptions::new()
                .max_connections(max_connections)
                .acquire_timeout(Duration::from_secs(10))
                .after_connect(|conn, _| {
                    Box::pin(async move {
                        // WAL: readers never wait for the writer. NORMAL: a commit survives
                        // the process being killed (not a power cut), at a fraction of FULL's cost.
                        sqlx::query("PRAGMA journal_mode = WAL")
                            .execute(&mut *conn)
                            .await?;
                        sqlx::query("PRAGMA synchronous = NORMAL")
                            .execute(&mut *conn)
                            .await?;
                        sqlx::query("PRAGMA busy_timeout = 10000")
                            .execute(&mut *conn)
                            .await?;
                        sqlx::query("PRAGMA foreign_keys = ON")
                            .execute(&mut *conn)
                            .await?;
                        Ok(())
                    })
                })
        };
        let pool = if backend == Backend::Sqlite {
            sqlite(8).connect(&url).await?
        } else {
            AnyPoolOptions::new()
                .max_connections(16)
                .acquire_timeout(Duration::from_secs(10))
                .connect(&url)
                .await?
        };
        match backend {
            Backend::Sqlite => sqlx::migrate!("./migrations/sqlite").run(&pool).await?,
            Backend::Postgres => sqlx::migrate!("./migrations/postgres").run(&pool).await?,
        }
        let writer = match backend {
            Backend::Sqlite => Some(sqlite(1).connect(&url).await?),
            Backend::Postgres => None,
        };
        Ok(Store {
            pool,
            backend,
            writer,
            url: (backend == Backend::Postgres).then_some(url),
        })
    }

    /// Whether the database answers: one trivial query.
    pub async fn ping(&self) -> Result<(), Error> {
        sqlx::query("SELECT 1").execute(&self.pool).await?;
        Ok(())
    }

    /// The pool that writes: SQLite's one writer connection, or the pool.
    fn writer(&self) -> &AnyPool {
        self.writer.as_ref().unwrap_or(&self.pool)
    }

    pub fn backend(&self) -> Backend {
        self.backend
    }

    /// PostgreSQL: a connection of its own listening on `channel` (`LISTEN`), which
    /// reconnects by itself; `None` on SQLite (one instance: nobody else writes).
    pub async fn listen(&self, channel: &str) -> Result<Option<PgListener>, Error> {
        let Some(url) = &self.url else {
            return Ok(None);
        };
        let mut listener = PgListener::connect(url).await?;
        listener.listen(channel).await?;
        Ok(Some(listener))
    }

    /// PostgreSQL: `NOTIFY channel, payload` (at most 8,000 bytes), for every instance
    /// listening. A statement of its own, outside any write: a transaction that notifies
    /// holds a database-wide lock through its commit's WAL flush, so notifying inside the
    /// writes would make them commit one at a time.
    pub async fn announce(&self, channel: &str, payload: &str) -> Result<(), Error> {
        if self.backend == Backend::Postgres {
            // Counted, not selected: the Any driver has no type for `void`.
            sqlx::query("SELECT COUNT(*) FROM (SELECT pg_notify($1, $2)) AS sent")
                .bind(channel)
                .bind(payload)
                .execute(&self.pool)
                .await?;
        }
        Ok(())
    }

    // ---- accounts and sessions ----

    /// Creates an account; the first account of a site is its admin. `key` and `look`
    /// are the name's identities (the server's `names::key` and `names::look`): an
    /// account whose name has either is [`Error::Taken`].
    pub async fn create_account(
        &self,
        name: &str,
        key: &str,
        look: &str,
        password_hash: &str,
        now: i64,
    ) -> Result<Account, Error> {
        let mut tx = self.writer().begin().await?;
        // The examples' accounts are nobody's: the first person is still the first.
        let existing: i64 = sqlx::query("SELECT COUNT(*) FROM accounts WHERE example = 0")
            .fetch_one(&mut *tx)
            .await?
            .try_get(0)?;
        let admin = i64::from(existing == 0);
        let row = sqlx::query(
            "INSERT INTO accounts (name, name_key, name_look, password_hash, admin, created_at) \
             VALUES ($1, $2, $3, $4, $5, $6) RETURNING id",
        )
        .bind(name)
        .bind(key)
        .bind(look)
        .bind(password_hash)
        .bind(admin)
        .bind(now)
        .fetch_one(&mut *tx)
        .await;
        let id: i64 = match row {
            Ok(row) => row.try_get(0)?,
            Err(error) if is_unique_violation(&error) => return Err(Error::Taken),
            Err(error) => return Err(error.into()),
        };
        tx.commit().await?;
        Ok(Account {
            id,
            name: name.to_string(),
            password_hash: password_hash.to_string(),
            admin: admin == 1,
            lang: None,
        })
    }

    /// Whether an account has this name key or look (a name being chosen is taken).
    pub async fn name_taken(&self, key: &str, look: &str) -> Result<bool, Error> {
        let row = sqlx::query("SELECT id FROM accounts WHERE name_key = $1 OR name_look = $2")
            .bind(key)
            .bind(look)
            .fetch_optional(&self.pool)
            .await?;
        Ok(row.is_some())
    }

    /// The account whose name has this key.
    pub async fn account_by_key(&self, key: &str) -> Result<Option<Account>, Error> {
        let row = sqlx::query(
            "SELECT id, name, password_hash, admin, lang FROM accounts WHERE name_key = $1",
        )
        .bind(key)
        .fetch_optional(&self.pool)
        .await?;
        Ok(row.as_ref().map(account_row).transpose()?)
    }

    /// Recomputes every account's name key and look (after the server changed how it
    /// computes them, or for accounts made before there was a look). Two old accounts whose
    /// names now have one key both stay: the later keeps its old key suffixed with `#id`,
    /// so it can no longer be found by name (its owner asks an admin), and nothing is lost.
    /// Returns how many accounts were changed.
    pub async fn rekey_accounts(
        &self,
        keys: impl Fn(&str) -> (String, String),
    ) -> Result<usize, Error> {
        let rows = sqlx::query("SELECT id, name, name_key, name_look FROM accounts ORDER BY id")
            .fetch_all(&self.pool)
            .await?;
        let mut changed = 0;
        for row in rows {
            let id: i64 = row.try_get(0)?;
            let name: String = row.try_get(1)?;
            let old_key: String = row.try_get(2)?;
            let old_look: Option<String> = row.try_get(3)?;
            let (key, look) = keys(&name);
            if old_key == key && old_look.as_deref() == Some(look.as_str()) {
                continue;
            }
            let updated =
                sqlx::query("UPDATE accounts SET name_key = $1, name_look = $2 WHERE id = $3")
                    .bind(&key)
                    .bind(&look)
                    .bind(id)
                    .execute(self.writer())
                    .await;
            match updated {
                Ok(_) => {}
                Err(error) if is_unique_violation(&error) => {
                    sqlx::query("UPDATE accounts SET name_key = $1, name_look = $2 WHERE id = $3")
                        .bind(format!("{key}#{id}"))
                        .bind(format!("{look}#{id}"))
                        .bind(id)
                        .execute(self.writer())
                        .await?;
                }
                Err(error) => return Err(error.into()),
            }
            changed += 1;
        }
        Ok(changed)
    }

    /// Remembers a browser that signed in to an account (its device token's hash).
    pub async fn add_device(&self, token_hash: &str, account: i64, now: i64) -> Result<(), Error> {
        sqlx::query("INSERT INTO devices (token_hash, account_id, created_at) VALUES ($1, $2, $3)")
            .bind(token_hash)
            .bind(account)
            .bind(now)
            .execute(self.writer())
            .await?;
        Ok(())
    }

    /// The account a device token signed in to, if any.
    pub async fn device(&self, token_hash: &str) -> Result<Option<i64>, Error> {
        let row = sqlx::query("SELECT account_id FROM devices WHERE token_hash = $1")
            .bind(token_hash)
            .fetch_optional(&self.pool)
            .await?;
        Ok(row.map(|r| r.try_get(0)).transpose()?)
    }

    /// Up to `limit` accounts whose name keys start with `prefix` (a key, [`Account`]'s
    /// name folded as names are compared), by key: suggestions for a name being typed.
    /// `substr` rather than `LIKE`, whose `_` a name may hold.
    pub async fn accounts_by_key_prefix(
        &self,
        prefix: &str,
        limit: i64,
    ) -> Result<Vec<(i64, String)>, Error> {
        let rows = sqlx::query(
            "SELECT id, name FROM accounts WHERE substr(name_key, 1, CAST($1 AS INTEGER)) = $2 \
             ORDER BY name_key LIMIT $3",
        )
        .bind(prefix.chars().count() as i64)
        .bind(prefix)
        .bind(limit)
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|r| Ok((r.try_get(0)?, r.try_get(1)?)))
            .collect()
    }

    pub async fn account(&self, id: i64) -> Result<Option<Account>, Error> {
        let row =
            sqlx::query("SELECT id, name, password_hash, admin, lang FROM accounts WHERE id = $1")
                .bind(id)
                .fetch_optional(&self.pool)
                .await?;
        Ok(row.as_ref().map(account_row).transpose()?)
    }

    /// Names (`admin`) or demotes an account, for the site admin `by`, who must still be
    /// an admin that is not banned when the change is written: two admins demoting or
    /// banning each other at once leave one of them ([`Store::admin_rows`]).
    pub async fn set_admin(&self, by: i64, id: i64, admin: bool) -> Result<AdminChange, Error> {
        let mut tx = self.writer().begin().await?;
        let change = self.admin_rows(&mut tx, by, id).await?;
        if change != AdminChange::Done {
            return Ok(change);
        }
        sqlx::query("UPDATE accounts SET admin = $1 WHERE id = $2")
            .bind(i64::from(admin))
            .bind(id)
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(AdminChange::Done)
    }

    /// Inside an admin's change: locks the rows of the admin `by` and of the account `id`
    /// (PostgreSQL, in the order of their ids, so that two such changes never wait for
    /// each other in a circle; SQLite's one writer already takes them one at a time), and
    /// says whether the change may go on.
    async fn admin_rows(
        &self,
        tx: &mut sqlx::Transaction<'static, sqlx::Any>,
        by: i64,
        id: i64,
    ) -> Result<AdminChange, Error> {
        let lock = match self.backend {
            Backend::Postgres => " FOR UPDATE",
            Backend::Sqlite => "",
        };
        let rows = sqlx::query(&format!(
            "SELECT id, admin, banned_at FROM accounts WHERE id IN ($1, $2) ORDER BY id{lock}"
        ))
        .bind(by)
        .bind(id)
        .fetch_all(&mut **tx)
        .await?;
        let mut by_is_admin = false;
        let mut found = false;
        for row in &rows {
            let row_id: i64 = row.try_get(0)?;
            let admin: i64 = row.try_get(1)?;
            let banned: Option<i64> = row.try_get(2)?;
            if row_id == by {
                by_is_admin = admin != 0 && banned.is_none();
            }
            found |= row_id == id;
        }
        Ok(if !by_is_admin {
            AdminChange::NotAdmin
        } else if !found {
            AdminChange::NoAccount
        } else {
            AdminChange::Done
        })
    }

    pub async fn create_session(
        &self,
        token_hash: &str,
        account: i64,
        csrf: &str,
        now: i64,
        expires_at: i64,
    ) -> Result<(), Error> {
        sqlx::query(
            "INSERT INTO sessions (token_hash, account_id, csrf, created_at, expires_at) \
             VALUES ($1, $2, $3, $4, $5)",
        )
        .bind(token_hash)
        .bind(account)
        .bind(csrf)
        .bind(now)
        .bind(expires_at)
        .execute(self.writer())
        .await?;
        Ok(())
    }

    /// The account and CSRF token of a live session.
    pub async fn session(
        &self,
        token_hash: &str,
        now: i64,
    ) -> Result<Option<(Account, String)>, Error> {
        let row = sqlx::query(
            "SELECT a.id, a.name, a.password_hash, a.admin, s.csrf, a.lang FROM sessions s \
             JOIN accounts a ON a.id = s.account_id WHERE s.token_hash = $1 AND s.expires_at > $2 \
             AND a.banned_at IS NULL",
        )
        .bind(token_hash)
        .bind(now)
        .fetch_optional(&self.pool)
        .await?;
        match row {
            Some(row) => Ok(Some((account_row(&row)?, row.try_get(4)?))),
            None => Ok(None),
        }
    }

    pub async fn delete_session(&self, token_hash: &str) -> Result<(), Error> {
        sqlx::query("DELETE FROM sessions WHERE token_hash = $1")
            .bind(token_hash)
            .execute(self.writer())
            .await?;
        Ok(())
    }

    // ---- games and events ----

    /// Creates a game with its first event (version 1) and, when given, its webhook (URL
    /// and secret): one transaction, so that a game never exists without the webhook its
    /// host asked for.
    #[allow(clippy::too_many_arguments)]
    pub async fn create_game(
        &self,
        ruleset: &str,
        title: &str,
        host: i64,
        status: &str,
        first: &NewEvent,
        webhook: (Option<&str>, Option<&str>),
        now: i64,
    ) -> Result<i64, Error> {
        let mut tx = self.writer().begin().await?;
        let id =
            insert_new_game(&mut tx, ruleset, title, host, status, first, webhook, now).await?;
        tx.commit().await?;
        Ok(id)
    }

    /// Creates a game with all of its events in one transaction (an uploaded record); when
    /// `tournament` is given, counted in that event too. Its id.
    pub async fn create_whole_game(
        &self,
        game: &WholeGame,
        tournament: Option<i64>,
        upload: Option<&Upload>,
        now: i64,
    ) -> Result<i64, Error> {
        let mut tx = self.writer().begin().await?;
        let id = insert_whole_game(&mut tx, game, now).await?;
        if let Some(tournament) = tournament {
            sqlx::query("INSERT INTO tournament_uploads (game_id, tournament_id) VALUES ($1, $2)")
                .bind(id)
                .bind(tournament)
                .execute(&mut *tx)
                .await?;
        }
        if let Some(upload) = upload {
            // The fingerprint is unique: of two uploads of one game at once, one stands.
            let inserted = sqlx::query(
                "INSERT INTO uploads (game_id, fingerprint, uploader, source, referee) \
                 VALUES ($1, $2, $3, $4, $5)",
            )
            .bind(id)
            .bind(&upload.fingerprint)
            .bind(upload.uploader)
            .bind(&upload.source)
            .bind(upload.referee.as_deref())
            .execute(&mut *tx)
            .await;
            match inserted {
                Ok(_) => {}
                Err(error) if is_unique_violation(&error) => return Err(Error::Taken),
                Err(error) => return Err(error.into()),
            }
        }
        tx.commit().await?;
        Ok(id)
    }

    /// The upload a protocol's fingerprint was first uploaded as, if any.
    pub async fn upload_by_fingerprint(&self, fingerprint: &str) -> Result<Option<Upload>, Error> {
        let row = sqlx::query(
            "SELECT game_id, fingerprint, uploader, source, referee FROM uploads \
             WHERE fingerprint = $1",
        )
        .bind(fingerprint)
        .fetch_optional(&self.pool)
        .await?;
        Ok(row.as_ref().map(upload_row).transpose()?)
    }

    /// What a game uploaded from elsewhere came from, if it was uploaded.
    pub async fn upload_of(&self, game: i64) -> Result<Option<Upload>, Error> {
        let row = sqlx::query(
            "SELECT game_id, fingerprint, uploader, source, referee FROM uploads \
             WHERE game_id = $1",
        )
        .bind(game)
        .fetch_optional(&self.pool)
        .await?;
        Ok(row.as_ref().map(upload_row).transpose()?)
    }

    pub async fn game(&self, id: i64) -> Result<Option<GameRow>, Error> {
        let row = sqlx::query(&format!("SELECT {GAME_COLUMNS} FROM games WHERE id = $1"))
            .bind(id)
            .fetch_optional(&self.pool)
            .await?;
        Ok(row.as_ref().map(game_row).transpose()?)
    }

    /// Games, newest first, optionally of one rule set.
    pub async fn games(&self, ruleset: Option<&str>, limit: i64) -> Result<Vec<GameRow>, Error> {
        let rows = match ruleset {
            Some(ruleset) => {
                sqlx::query(&format!(
                    "SELECT {GAME_COLUMNS} FROM games WHERE ruleset = $1 ORDER BY id DESC LIMIT $2"
                ))
                .bind(ruleset)
                .bind(limit)
                .fetch_all(&self.pool)
                .await?
            }
            None => {
                sqlx::query(&format!(
                    "SELECT {GAME_COLUMNS} FROM games ORDER BY id DESC LIMIT $1"
                ))
                .bind(limit)
                .fetch_all(&self.pool)
                .await?
            }
        };
        Ok(rows.iter().map(game_row).collect::<Result<_, _>>()?)
    }

    /// The events of the given kinds of every game of a rule set with a given status, with
    /// each game's id and title, by game then sequence number: what a summary over many
    /// games needs (the standings), in one query instead of one game at a time.
    pub async fn events_of_kinds(
        &self,
        ruleset: &str,
        status: &str,
        kinds: &[&str],
    ) -> Result<Vec<(i64, String, StoredEvent)>, Error> {
        let mut found = Vec::new();
        for kind in kinds {
            let rows = sqlx::query(
                "SELECT e.game_id, g.title, e.seq, e.kind, e.audience, e.body, e.at \
                 FROM events e JOIN games g ON g.id = e.game_id \
                 WHERE g.ruleset = $1 AND g.status = $2 AND e.kind = $3",
            )
            .bind(ruleset)
            .bind(status)
            .bind(*kind)
            .fetch_all(&self.pool)
            .await?;
            found.extend(titled_events(&rows)?);
        }
        found.sort_by_key(|(game, _, e)| (*game, e.seq));
        Ok(found)
    }

    /// The games an account hosts or is seated in, newest first.
    pub async fn games_of(&self, account: i64, limit: i64) -> Result<Vec<GameRow>, Error> {
        let rows = sqlx::query(&format!(
            "SELECT {GAME_COLUMNS} FROM games WHERE host = $1 \
             OR id IN (SELECT game_id FROM game_members WHERE account_id = $1) \
             ORDER BY id DESC LIMIT $2"
        ))
        .bind(account)
        .bind(limit)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows.iter().map(game_row).collect::<Result<_, _>>()?)
    }

    /// The game's events after sequence number `after`, in order.
    pub async fn events(&self, game: i64, after: i64) -> Result<Vec<StoredEvent>, Error> {
        self.events_page(game, after, i64::MAX).await
    }

    /// At most `limit` of the game's events after sequence number `after`, in order (a
    /// live stream catching up on a long game reads it a page at a time).
    pub async fn events_page(
        &self,
        game: i64,
        after: i64,
        limit: i64,
    ) -> Result<Vec<StoredEvent>, Error> {
        let rows = sqlx::query(
            "SELECT seq, kind, audience, body, at FROM events WHERE game_id = $1 AND seq > $2 ORDER BY seq LIMIT $3",
        )
        .bind(game)
        .bind(after)
        .bind(limit)
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|row| {
                Ok(StoredEvent {
                    seq: row.try_get(0)?,
                    kind: row.try_get(1)?,
                    audience: row.try_get(2)?,
                    body: row.try_get(3)?,
                    at: row.try_get(4)?,
                })
            })
            .collect::<Result<_, sqlx::Error>>()
            .map_err(Error::from)
    }

    /// Appends `events` to a game at `expected` (its version when the command was
    /// checked), all or nothing, and sets the game's status and deadline. Returns the new
    /// version.
    pub async fn append(
        &self,
        game: i64,
        expected: i64,
        events: &[NewEvent],
        command_id: Option<&str>,
        update: &GameUpdate,
        now: i64,
    ) -> Result<i64, AppendError> {
        let pending = self
            .begin_append(game, expected, events, command_id, now, false)
            .await?;
        pending.commit(Some(update)).await
    }

    /// The first half of [`Store::append`]: the events to write, so the caller can fold
    /// them before [`Pending::commit`] writes them with the status and deadline they lead
    /// to. Dropping the `Pending` writes nothing.
    ///
    /// On SQLite the events are written here, inside a transaction that holds the write
    /// lock (in-process round trips cost microseconds). On PostgreSQL nothing is sent
    /// yet: [`Pending::commit`] writes the version check, the command id and the events
    /// as one statement, which for a command that leaves the status as it was (a vote, a
    /// post) is the whole write: one round trip instead of `BEGIN`, the version
    /// `UPDATE`, the event `INSERT` and `COMMIT`. A conflict or a duplicate command id is
    /// then reported by the commit.
    ///
    /// `contended` (PostgreSQL): another instance writes this game too, so a conflict is
    /// likely. The statement is then sent here, inside a transaction, so that a conflict
    /// is known before the caller folds the events (and has to load the game again when
    /// the write fails): three round trips instead of one.
    pub async fn begin_append(
        &self,
        game: i64,
        expected: i64,
        events: &[NewEvent],
        command_id: Option<&str>,
        now: i64,
        contended: bool,
    ) -> Result<Pending, AppendError> {
        let version = expected + events.len() as i64;
        if self.backend == Backend::Postgres {
            let append = Append {
                store: self.clone(),
                game,
                expected,
                version,
                events: events.to_vec(),
                command_id: command_id.map(str::to_string),
                now,
            };
            if !contended || events.len() > EVENTS_PER_STATEMENT {
                return Ok(Pending { tx: None, append });
            }
            let mut tx = self.writer().begin().await?;
            let all = append.events.len() as u64;
            let written = append.write_first(&mut *tx, &append.events).await;
            append.written(written.map(|n| (n, all))).await?;
            return Ok(Pending {
                tx: Some(tx),
                append,
            });
        }
        let mut tx = self.writer().begin().await?;
        // The version check is the lock: only one writer moves a game from `expected`.
        // It is the transaction's first statement, so on SQLite the transaction takes the
        // write lock at once (waiting its turn) instead of reading a snapshot first.
        let moved = sqlx::query("UPDATE games SET version = $1 WHERE id = $2 AND version = $3")
            .bind(version)
            .bind(game)
            .bind(expected)
            .execute(&mut *tx)
            .await;
        match moved {
            Ok(done) if done.rows_affected() == 1 => {}
            Ok(_) => return Err(AppendError::Conflict(expected)),
            Err(error) if is_busy(&error) => return Err(AppendError::Conflict(expected)),
            Err(error) => return Err(error.into()),
        }
        if let Some(command_id) = command_id {
            let seen =
                sqlx::query("SELECT last_seq FROM commands WHERE game_id = $1 AND command_id = $2")
                    .bind(game)
                    .bind(command_id)
                    .fetch_optional(&mut *tx)
                    .await?;
            if let Some(row) = seen {
                return Err(AppendError::Duplicate(row.try_get(0)?));
            }
            sqlx::query("INSERT INTO commands (game_id, command_id, last_seq) VALUES ($1, $2, $3)")
                .bind(game)
                .bind(command_id)
                .bind(version)
                .execute(&mut *tx)
                .await?;
        }
        for (i, event) in events.iter().enumerate() {
            let inserted = sqlx::query(
                "INSERT INTO events (game_id, seq, kind, audience, body, at) VALUES ($1, $2, $3, $4, $5, $6)",
            )
            .bind(game)
            .bind(expected + 1 + i as i64)
            .bind(&event.kind)
            .bind(&event.audience)
            .bind(&event.body)
            .bind(now)
            .execute(&mut *tx)
            .await;
            match inserted {
                Ok(_) => {}
                Err(error) if is_unique_violation(&error) => {
                    return Err(AppendError::Conflict(expected))
                }
                Err(error) => return Err(error.into()),
            }
        }
        Ok(Pending {
            tx: Some(tx),
            append: Append {
                store: self.clone(),
                game,
                expected,
                version,
                events: Vec::new(),
                command_id: None,
                now,
            },
        })
    }

    /// The last sequence number of an applied command, if it was applied.
    pub async fn command(&self, game: i64, command_id: &str) -> Result<Option<i64>, Error> {
        let row =
            sqlx::query("SELECT last_seq FROM commands WHERE game_id = $1 AND command_id = $2")
                .bind(game)
                .bind(command_id)
                .fetch_optional(&self.pool)
                .await?;
        Ok(row.map(|r| r.try_get(0)).transpose()?)
    }

    /// Games whose deadline has passed.
    pub async fn due_games(&self, now: i64) -> Result<Vec<i64>, Error> {
        let rows =
            sqlx::query("SELECT id FROM games WHERE deadline_at IS NOT NULL AND deadline_at <= $1")
                .bind(now)
                .fetch_all(&self.pool)
                .await?;
        Ok(rows
            .iter()
            .map(|r| r.try_get(0))
            .collect::<Result<_, _>>()?)
    }

    pub async fn set_webhook(
        &self,
        game: i64,
        url: Option<&str>,
        secret: Option<&str>,
    ) -> Result<(), Error> {
        // A new receiver starts afresh: no failures, nothing to wait for.
        sqlx::query(
            "UPDATE games SET webhook_url = $1, webhook_secret = $2, webhook_failures = 0, \
             webhook_problem = NULL, webhook_since = NULL, webhook_retry_at = 0 WHERE id = $3",
        )
        .bind(url)
        .bind(secret)
        .bind(game)
        .execute(self.writer())
        .await?;
        Ok(())
    }

    /// Marks the game's events up to `seq` as delivered (or skipped) for its webhook.
    pub async fn advance_webhook(&self, game: i64, from: i64, to: i64) -> Result<bool, Error> {
        let done = sqlx::query(
            "UPDATE games SET webhook_cursor = $1 WHERE id = $2 AND webhook_cursor = $3",
        )
        .bind(to)
        .bind(game)
        .bind(from)
        .execute(self.writer())
        .await?;
        Ok(done.rows_affected() == 1)
    }

    // ---- bans ----

    /// Bans (`banned`) or lifts the ban on an account, with the reason and who decided,
    /// recorded for good; a ban ends the account's sessions. The admin `by` must still be
    /// an admin that is not banned when it is written ([`Store::set_admin`]).
    pub async fn set_banned(
        &self,
        account: i64,
        banned: bool,
        reason: &str,
        by: i64,
        now: i64,
    ) -> Result<AdminChange, Error> {
        let mut tx = self.writer().begin().await?;
        let change = self.admin_rows(&mut tx, by, account).await?;
        if change != AdminChange::Done {
            return Ok(change);
        }
        sqlx::query("UPDATE accounts SET banned_at = $1 WHERE id = $2")
            .bind(banned.then_some(now))
            .bind(account)
            .execute(&mut *tx)
            .await?;
        sqlx::query(
            "INSERT INTO account_events (account_id, kind, reason, by_account, at) VALUES ($1, $2, $3, $4, $5)",
        )
        .bind(account)
        .bind(if banned { "banned" } else { "unbanned" })
        .bind(reason)
        .bind(by)
        .bind(now)
        .execute(&mut *tx)
        .await?;
        if banned {
            sqlx::query("DELETE FROM sessions WHERE account_id = $1")
                .bind(account)
                .execute(&mut *tx)
                .await?;
        }
        tx.commit().await?;
        Ok(AdminChange::Done)
    }

    /// The reason an account is banned, if it is: the last ban's.
    pub async fn ban_reason(&self, account: i64) -> Result<Option<String>, Error> {
        let row = sqlx::query(
            "SELECT e.reason FROM accounts a JOIN account_events e ON e.account_id = a.id \
             WHERE a.id = $1 AND a.banned_at IS NOT NULL AND e.kind = 'banned' ORDER BY e.id DESC LIMIT 1",
        )
        .bind(account)
        .fetch_optional(&self.pool)
        .await?;
        Ok(match row {
            Some(row) => Some(row.try_get(0)?),
            None => None,
        })
    }

    /// Every ban and lift of an account: (kind, reason, by, at), oldest first.
    pub async fn account_record(
        &self,
        account: i64,
    ) -> Result<Vec<(String, String, i64, i64)>, Error> {
        let rows = sqlx::query(
            "SELECT kind, reason, by_account, at FROM account_events WHERE account_id = $1 ORDER BY id",
        )
        .bind(account)
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|row| {
                Ok((
                    row.try_get(0)?,
                    row.try_get(1)?,
                    row.try_get(2)?,
                    row.try_get(3)?,
                ))
            })
            .collect::<Result<_, sqlx::Error>>()
            .map_err(Error::from)
    }

    // ---- language ----

    /// Sets the language an account chose (a tag), or none: the browser decides.
    pub async fn set_account_lang(&self, account: i64, lang: Option<&str>) -> Result<(), Error> {
        sqlx::query("UPDATE accounts SET lang = $1 WHERE id = $2")
            .bind(lang)
            .bind(account)
            .execute(self.writer())
            .await?;
        Ok(())
    }

    // ---- mail ----

    /// An account's email address and the kinds of mail it turned off (a comma-separated
    /// list; empty: it receives every kind).
    pub async fn mail_settings(&self, account: i64) -> Result<(Option<String>, String), Error> {
        let row = sqlx::query("SELECT email, mail_off FROM accounts WHERE id = $1")
            .bind(account)
            .fetch_optional(&self.pool)
            .await?;
        match row {
            Some(row) => Ok((row.try_get(0)?, row.try_get(1)?)),
            None => Ok((None, String::new())),
        }
    }

    /// Sets an account's email address (none: no mail at all) and the kinds turned off.
    pub async fn set_mail_settings(
        &self,
        account: i64,
        email: Option<&str>,
        off: &str,
    ) -> Result<(), Error> {
        sqlx::query("UPDATE accounts SET email = $1, mail_off = $2 WHERE id = $3")
            .bind(email)
            .bind(off)
            .bind(account)
            .execute(self.writer())
            .await?;
        Ok(())
    }

    /// The addresses of these accounts that have one: (account, email, kinds turned off).
    pub async fn mail_addresses(
        &self,
        accounts: &[i64],
    ) -> Result<Vec<(i64, String, String)>, Error> {
        let mut out = Vec::with_capacity(accounts.len());
        // In chunks: an IN list of bound values, well under either database's limit.
        for chunk in accounts.chunks(500) {
            let marks: Vec<String> = (1..=chunk.len()).map(|i| format!("${i}")).collect();
            let sql = format!(
                "SELECT id, email, mail_off FROM accounts WHERE email IS NOT NULL AND id IN ({})",
                marks.join(", ")
            );
            let mut query = sqlx::query(&sql);
            for id in chunk {
                query = query.bind(*id);
            }
            for row in query.fetch_all(&self.pool).await? {
                out.push((row.try_get(0)?, row.try_get(1)?, row.try_get(2)?));
            }
        }
        Ok(out)
    }

    /// Games with events not mailed yet: (id, the mail cursor), oldest first.
    pub async fn mail_backlog(&self, limit: i64) -> Result<Vec<(i64, i64)>, Error> {
        let rows = sqlx::query(
            "SELECT id, mail_cursor FROM games WHERE mail_cursor < version ORDER BY id LIMIT $1",
        )
        .bind(limit)
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|row| Ok((row.try_get(0)?, row.try_get(1)?)))
            .collect::<Result<_, sqlx::Error>>()
            .map_err(Error::from)
    }

    /// Marks a game's events up to `to` as mailed; false when another instance moved the
    /// cursor first.
    pub async fn advance_mail(&self, game: i64, from: i64, to: i64) -> Result<bool, Error> {
        let done =
            sqlx::query("UPDATE games SET mail_cursor = $1 WHERE id = $2 AND mail_cursor = $3")
                .bind(to)
                .bind(game)
                .bind(from)
                .execute(self.writer())
                .await?;
        Ok(done.rows_affected() == 1)
    }

    /// Running games whose phase closes after `now` and no later than `until`.
    pub async fn games_closing(&self, now: i64, until: i64) -> Result<Vec<GameRow>, Error> {
        let rows = sqlx::query(&format!(
            "SELECT {GAME_COLUMNS} FROM games WHERE status = 'running' \
             AND deadline_at > $1 AND deadline_at <= $2 ORDER BY deadline_at"
        ))
        .bind(now)
        .bind(until)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows.iter().map(game_row).collect::<Result<_, _>>()?)
    }

    /// Records a reminder to `account` before the game's deadline; false when one was
    /// already recorded (by this instance or another), so that each is sent once.
    pub async fn remind_once(&self, game: i64, account: i64, deadline: i64) -> Result<bool, Error> {
        let done = sqlx::query(
            "INSERT INTO reminders (game_id, account_id, deadline_at) VALUES ($1, $2, $3) \
             ON CONFLICT DO NOTHING",
        )
        .bind(game)
        .bind(account)
        .bind(deadline)
        .execute(self.writer())
        .await?;
        Ok(done.rows_affected() == 1)
    }
}

/// An append not committed yet: see [`Store::begin_append`].
pub struct Pending {
    /// SQLite: the transaction that wrote the events. PostgreSQL: none yet.
    tx: Option<sqlx::Transaction<'static, sqlx::Any>>,
    append: Append,
}

/// What an append writes (apart from the transaction, which is not `Sync`: the write
/// borrows this across its awaits).
struct Append {
    store: Store,
    game: i64,
    expected: i64,
    version: i64,
    /// PostgreSQL: what the commit writes.
    events: Vec<NewEvent>,
    command_id: Option<String>,
    now: i64,
}

/// The most events written by the one statement of a PostgreSQL append (5 bound values
/// each, far under PostgreSQL's 65,535); the rest follow in the same transaction.
const EVENTS_PER_STATEMENT: usize = 500;

impl Pending {
    /// The version the game will have.
    pub fn version(&self) -> i64 {
        self.append.version
    }

    /// Sets the game's status and deadline (and members) and commits. Returns the new
    /// version.
    ///
    /// `None` leaves them as they were (most commands change neither: a post, a vote),
    /// which on PostgreSQL makes the write a single statement with no transaction around
    /// it (a statement is atomic on its own).
    pub async fn commit(mut self, update: Option<&GameUpdate>) -> Result<i64, AppendError> {
        let Some(mut tx) = self.tx.take() else {
            return self.append.commit_postgres(update).await;
        };
        if let Some(update) = update {
            set_status(&mut tx, self.append.game, update).await?;
        }
        match tx.commit().await {
            Ok(()) => Ok(self.append.version),
            Err(error) if is_serialization_failure(&error) || is_busy(&error) => {
                Err(AppendError::Conflict(self.append.expected))
            }
            Err(error) => Err(error.into()),
        }
    }
}

impl Append {
    async fn commit_postgres(self, update: Option<&GameUpdate>) -> Result<i64, AppendError> {
        let (first, rest) = self
            .events
            .split_at(self.events.len().min(EVENTS_PER_STATEMENT));
        let single = update.is_none() && rest.is_empty();
        let written = if single {
            self.write_first(self.store.writer(), first).await
        } else {
            let mut tx = self.store.writer().begin().await?;
            let written = self.write_first(&mut *tx, first).await;
            if matches!(written, Ok(n) if n == first.len() as u64) {
                let mut seq = self.expected + first.len() as i64;
                for chunk in rest.chunks(EVENTS_PER_STATEMENT) {
                    insert_events(&mut tx, self.game, seq, chunk, self.now).await?;
                    seq += chunk.len() as i64;
                }
                if let Some(update) = update {
                    set_status(&mut tx, self.game, update).await?;
                }
                match tx.commit().await {
                    Ok(()) => {}
                    Err(error) if is_serialization_failure(&error) => {
                        return Err(AppendError::Conflict(self.expected))
                    }
                    Err(error) => return Err(error.into()),
                }
            }
            written
        };
        self.written(written.map(|n| (n, first.len() as u64))).await
    }

    /// The outcome of [`Append::write_first`] (the rows written, and how many were to be).
    async fn written(&self, written: Result<(u64, u64), sqlx::Error>) -> Result<i64, AppendError> {
        match written {
            Ok((n, all)) if n == all => Ok(self.version),
            // The version check matched no row: another writer moved the game.
            Ok(_) => Err(AppendError::Conflict(self.expected)),
            // The command id was recorded by another writer (nothing of this statement
            // was written). Which command it was is asked outside the failed statement.
            Err(error) if is_unique_violation(&error) => match &self.command_id {
                Some(id) => match self.store.command(self.game, id).await? {
                    Some(seq) => Err(AppendError::Duplicate(seq)),
                    None => Err(AppendError::Conflict(self.expected)),
                },
                None => Err(AppendError::Conflict(self.expected)),
            },
            Err(error) if is_serialization_failure(&error) => {
                Err(AppendError::Conflict(self.expected))
            }
            Err(error) => Err(error.into()),
        }
    }

    /// PostgreSQL: the version check, the command id and the first events as one
    /// statement. Returns how many events it wrote: all of `events`, or none when the
    /// game's version was not `expected` any more. Under READ COMMITTED a concurrent
    /// writer of the same game waits for the row lock of the `UPDATE`, then finds the
    /// version moved and writes nothing, so optimistic concurrency holds without a
    /// transaction; a command id seen before fails the statement (the primary key of
    /// `commands`), so a retried command is never applied twice.
    async fn write_first<'e, E>(&self, executor: E, events: &[NewEvent]) -> Result<u64, sqlx::Error>
    where
        E: sqlx::Executor<'e, Database = sqlx::Any>,
    {
        let mut sql = String::from(
            "WITH moved AS (UPDATE games SET version = $1 WHERE id = $2 AND version = $3 \
             RETURNING id)",
        );
        let mut next = 4;
        if self.command_id.is_some() {
            sql.push_str(
                ", command AS (INSERT INTO commands (game_id, command_id, last_seq) \
                 SELECT id, $4, $1 FROM moved)",
            );
            next = 5;
        }
        let at = next;
        sql.push_str(&format!(
            " INSERT INTO events (game_id, seq, kind, audience, body, at) \
             SELECT moved.id, e.seq, e.kind, e.audience, e.body, ${at}::BIGINT \
             FROM moved, (VALUES "
        ));
        for i in 0..events.len() {
            let p = at + 1 + 4 * i;
            if i > 0 {
                sql.push_str(", ");
            }
            sql.push_str(&format!(
                "(${p}::BIGINT, ${}::TEXT, ${}::TEXT, ${}::TEXT)",
                p + 1,
                p + 2,
                p + 3
            ));
        }
        sql.push_str(") AS e (seq, kind, audience, body)");
        let mut query = sqlx::query(&sql)
            .bind(self.version)
            .bind(self.game)
            .bind(self.expected);
        if let Some(id) = &self.command_id {
            query = query.bind(id.as_str());
        }
        query = query.bind(self.now);
        for (i, event) in events.iter().enumerate() {
            query = query
                .bind(self.expected + 1 + i as i64)
                .bind(event.kind.as_str())
                .bind(event.audience.as_str())
                .bind(event.body.as_str());
        }
        Ok(query.execute(executor).await?.rows_affected())
    }
}

/// PostgreSQL: events after the first statement's, in the same transaction.
async fn insert_events(
    tx: &mut sqlx::Transaction<'static, sqlx::Any>,
    game: i64,
    after: i64,
    events: &[NewEvent],
    now: i64,
) -> Result<(), sqlx::Error> {
    let mut sql =
        String::from("INSERT INTO events (game_id, seq, kind, audience, body, at) VALUES ");
    for i in 0..events.len() {
        let p = 3 + 4 * i;
        if i > 0 {
            sql.push_str(", ");
        }
        sql.push_str(&format!(
            "($1, ${p}, ${}, ${}, ${}, $2)",
            p + 1,
            p + 2,
            p + 3
        ));
    }
    let mut query = sqlx::query(&sql).bind(game).bind(now);
    for (i, event) in events.iter().enumerate() {
        query = query
            .bind(after + 1 + i as i64)
            .bind(event.kind.as_str())
            .bind(event.audience.as_str())
            .bind(event.body.as_str());
    }
    query.execute(&mut **tx).await?;
    Ok(())
}

/// Writes a whole game (row, events, members) inside a transaction; its id.
async fn insert_whole_game(
    tx: &mut sqlx::Transaction<'static, sqlx::Any>,
    game: &WholeGame,
    now: i64,
) -> Result<i64, sqlx::Error> {
    let id: i64 = sqlx::query(
        "INSERT INTO games (ruleset, title, host, status, version, created_at, deadline_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id",
    )
    .bind(&game.ruleset)
    .bind(&game.title)
    .bind(game.host)
    .bind(&game.update.status)
    .bind(game.events.len() as i64)
    .bind(now)
    .bind(game.update.deadline_at)
    .fetch_one(&mut **tx)
    .await?
    .try_get(0)?;
    for (seq, event) in (1..).zip(&game.events) {
        sqlx::query(
            "INSERT INTO events (game_id, seq, kind, audience, body, at) VALUES ($1, $2, $3, $4, $5, $6)",
        )
        .bind(id)
        .bind(seq as i64)
        .bind(&event.kind)
        .bind(&event.audience)
        .bind(&event.body)
        .bind(now)
        .execute(&mut **tx)
        .await?;
    }
    for account in &game.update.members {
        sqlx::query("INSERT INTO game_members (game_id, account_id) VALUES ($1, $2)")
            .bind(id)
            .bind(*account)
            .execute(&mut **tx)
            .await?;
    }
    Ok(id)
}

/// Sets a game's status, deadline and members inside an append's transaction.
async fn set_status(
    tx: &mut sqlx::Transaction<'static, sqlx::Any>,
    game: i64,
    update: &GameUpdate,
) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE games SET status = $1, deadline_at = $2 WHERE id = $3")
        .bind(&update.status)
        .bind(update.deadline_at)
        .bind(game)
        .execute(&mut **tx)
        .await?;
    sqlx::query("DELETE FROM game_members WHERE game_id = $1")
        .bind(game)
        .execute(&mut **tx)
        .await?;
    for account in &update.members {
        sqlx::query("INSERT INTO game_members (game_id, account_id) VALUES ($1, $2)")
            .bind(game)
            .bind(*account)
            .execute(&mut **tx)
            .await?;
    }
    Ok(())
}

fn is_busy(error: &sqlx::Error) -> bool {
    matches!(error, sqlx::Error::Database(db) if matches!(db.code().as_deref(), Some("5") | Some("6") | Some("517")))
}

fn is_serialization_failure(error: &sqlx::Error) -> bool {
    matches!(error, sqlx::Error::Database(db) if matches!(db.code().as_deref(), Some("40001") | Some("40P01")))
}
