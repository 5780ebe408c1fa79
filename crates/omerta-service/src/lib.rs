//! The omerta server's operations without HTTP (issue 29): accounts and sessions, games
//! (the cache, the command loop, views, the streams' feeds), tournaments, uploads, followed
//! threads, mail, webhooks, and the workers that run them. Each operation a person asks
//! for is one call, all or nothing; a refusal has a [`error::Kind`], never an HTTP status.
//! The faces (`omerta-server`: the JSON API and the pages) map requests onto these calls.
//! Every rule is decided by the rule crates through `omerta-live`, every row is written by
//! `omerta-store`.

pub mod accounts;
pub mod auth;
pub mod broadcasts;
pub mod egress;
pub mod error;
pub mod examples;
pub mod feed;
pub mod follow_worker;
pub mod follows;
pub mod games;
pub mod health;
pub mod json;
pub mod limits;
pub mod mail;
pub mod memory;
pub mod metrics;
pub mod moderation;
pub mod planned;
pub mod pm_words;
pub mod pool;
pub mod records;
pub mod setups;
pub mod stored;
pub mod tournaments;
pub mod upload;
pub mod webhooks;
pub mod workers;

use auth::LoginLimiter;
use limits::RateLimit;
use omerta_store::Store;
use std::collections::HashMap;
use std::net::{IpAddr, SocketAddr};
use std::sync::{Arc, Mutex as StdMutex};
use std::time::Duration;
use tokio::sync::Notify;

/// Milliseconds since the Unix epoch: the server's clock, the only one.
pub fn now() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_millis() as i64)
        .unwrap_or(0)
}

/// Limits and knobs: what an operator can configure (`docs/server/limits.md`).
#[derive(Clone, Debug)]
pub struct Config {
    /// The largest request body accepted, in bytes.
    pub body_limit: usize,
    /// Failed logins allowed per client address, and per account from browsers that have
    /// not signed in to it before, in `login_window`.
    pub login_limit: usize,
    pub login_window: Duration,
    /// Failed webhook attempts in a row after which a receiver is parked (tried again at
    /// a growing interval, its host told why), and the wait after the first failure
    /// (doubling up to `webhook_backoff_max`).
    pub webhook_attempts: u32,
    pub webhook_backoff: Duration,
    /// The address people reach the server at (`--public-url`); with `https://` the
    /// cookies are `Secure`.
    pub public_url: Option<String>,
    /// Reverse proxies trusted to name the client in `X-Forwarded-For`; a request from any
    /// other address is its own client.
    pub trusted_proxies: Vec<IpAddr>,
    /// Password hashes (Argon2id, 19 MiB each) computed at once, and how many more may
    /// wait; past that, sign-ups and sign-ins are answered 503 with `Retry-After`.
    pub hash_workers: usize,
    pub hash_queue: usize,
    /// New accounts per client address per hour.
    pub signups_per_hour: usize,
    /// Games an account may create per hour (site admins are not limited).
    pub games_per_hour: usize,
    /// Posts (and edits) per player per game per minute, and a post's largest size in
    /// characters.
    pub posts_per_minute: usize,
    pub max_post_chars: usize,
    /// Expensive commands (a night resolved, a 1923 phase played, a start, a finish)
    /// checked at once, on threads apart from the ones that answer requests; and how many
    /// of them one account may have checked at once (the server's timers are not
    /// counted), so that one host cannot take every thread.
    pub heavy_concurrency: usize,
    pub heavy_per_account: usize,
    /// Threads that draw views and pages, and how many draws may wait for them.
    pub draw_workers: usize,
    pub draw_queue: usize,
    /// How long checking one command may take before it is refused, and what the rule
    /// sets may spend (RAR's step budget) or allow (`limits.prods`: how often a host may
    /// prod one player of a game, `--prod-minutes`).
    pub command_timeout: Duration,
    pub limits: omerta_live::Limits,
    /// How long a client may take to send a request's headers, and to send the whole
    /// request and be answered (streams excepted).
    pub header_timeout: Duration,
    pub request_timeout: Duration,
    /// The least zxcvbn score (0 to 4) a new password must reach.
    pub min_password_score: u8,
    /// How many games' webhooks are delivered at once (each game's events stay in order,
    /// one game is delivered by one task at a time); 0 counts as 1. A delivery waits on
    /// someone else's server, costing a socket and no CPU, so there are many; receivers
    /// that have been failing get at most half of them.
    pub webhook_concurrency: usize,
    /// Whether webhooks may go to loopback, private, link-local and other non-public
    /// addresses (a server whose receivers are on its own network); off by default.
    pub webhook_allow_private: bool,
    /// The SMTP server and sender of email notifications (`--smtp`, `--mail-from`); none:
    /// no mail is sent.
    pub mail: Option<mail::MailConfig>,
    /// Whether followed threads may be fetched from loopback, private and other non-public
    /// addresses (a forum on the server's own network); off by default.
    pub follow_allow_private: bool,
    /// The pause between two pages of a followed thread, and the most pages one fetch
    /// reads (it goes on a minute later from where it stopped).
    pub follow_delay: Duration,
    pub follow_max_pages: usize,
    /// Games kept folded in memory: one unused this long is let go, and past `max_games`
    /// the least recently used are (a game with open streams or a command under way
    /// stays). A game let go is folded again from the store when next asked for.
    pub idle_game: Duration,
    pub max_games: usize,
    /// Load the example games of every rule set at the start (`omerta serve --demo`,
    /// `examples.rs`); loading again never doubles them.
    pub demo: bool,
    /// Live streams open at once from one client address (an IPv6 client is its /64):
    /// streams are the only connections held open, so one client cannot take all of the
    /// server's file descriptors. Generous, for a club's viewers behind one address.
    pub streams_per_address: usize,
    /// Webhooks: how long a receiver may take to accept a connection, and to answer a
    /// request; past either the attempt has failed, so a receiver that hangs holds a
    /// delivery slot for seconds, not minutes.
    pub webhook_connect_timeout: Duration,
    pub webhook_timeout: Duration,
    /// The longest wait between two attempts at a failing receiver (the wait doubles from
    /// `webhook_backoff`; after `webhook_attempts` failures in a row it is parked).
    pub webhook_backoff_max: Duration,
    /// Deliveries the games of one account may have under way at once on an instance: one
    /// account's receivers cannot take every slot.
    pub webhooks_per_account: usize,
    /// Followed threads: the largest page read, the pages one fetch may hold, and the
    /// pages all of the instance's fetches may hold at once, in bytes (`follow_worker.rs`).
    pub follow_page_bytes: usize,
    pub follow_fetch_bytes: usize,
    pub follow_instance_bytes: usize,
    /// The largest document (the thread's posts, as JSON) a follow keeps, in bytes: every
    /// fetch parses and counts it whole.
    pub follow_document_bytes: usize,
    /// The longest wait before fetching again a follow whose fetches keep failing (the
    /// wait doubles from its period).
    pub follow_backoff_max: Duration,
    /// "Fetch now" fetches a thread no sooner than this after its last fetch: a host who
    /// presses it again and again cannot defeat the waits after failures and cuts.
    pub follow_fetch_now_gap: Duration,
    /// Threads that read followed threads' pages (HTML parses) and count them.
    pub read_workers: usize,
    /// Where Prometheus reads the server's metrics (`--metrics-addr`): `GET /metrics` on
    /// a listener of its own, never on the site's address (`docs/server/metrics.md`).
    /// None: nothing is recorded and nothing is served.
    pub metrics_addr: Option<SocketAddr>,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            body_limit: 64 * 1024,
            login_limit: 10,
            login_window: Duration::from_secs(60),
            webhook_attempts: 5,
            webhook_backoff: Duration::from_millis(500),
            public_url: None,
            trusted_proxies: Vec::new(),
            hash_workers: 2,
            hash_queue: 32,
            signups_per_hour: 20,
            games_per_hour: 20,
            // Discourse's default: one post every five seconds.
            posts_per_minute: 12,
            max_post_chars: omerta_live::forum::MAX_BODY,
            heavy_concurrency: 2,
            heavy_per_account: 1,
            draw_workers: 2,
            draw_queue: 512,
            command_timeout: Duration::from_secs(5),
            limits: omerta_live::Limits::default(),
            header_timeout: Duration::from_secs(10),
            request_timeout: Duration::from_secs(30),
            min_password_score: 2,
            webhook_concurrency: 64,
            webhook_allow_private: false,
            mail: None,
            follow_allow_private: false,
            follow_delay: Duration::from_secs(1),
            follow_max_pages: 20,
            idle_game: Duration::from_secs(10 * 60),
            max_games: 1000,
            demo: false,
            streams_per_address: 256,
            webhook_connect_timeout: Duration::from_secs(3),
            webhook_timeout: Duration::from_secs(5),
            webhook_backoff_max: Duration::from_secs(3600),
            webhooks_per_account: 2,
            follow_page_bytes: 2 << 20,
            follow_fetch_bytes: 8 << 20,
            follow_instance_bytes: 16 << 20,
            follow_document_bytes: 16 << 20,
            follow_backoff_max: Duration::from_secs(24 * 3600),
            follow_fetch_now_gap: Duration::from_secs(60),
            read_workers: 1,
            metrics_addr: None,
        }
    }
}

/// Everything a request handler shares.
#[derive(Clone)]
pub struct AppState(Arc<Inner>);

pub struct Inner {
    pub store: Store,
    pub config: Config,
    pub cache: StdMutex<HashMap<i64, games::Entry>>,
    /// Counts the changes of readers' rights (a sign-out, an admin named or demoted): every
    /// stream of the instance checks its reader again. A game's moves wake only that
    /// game's streams, through its feed (`feed::Feed::moved`).
    pub rights: tokio::sync::watch::Sender<u64>,
    /// The games with open streams on this instance: how many, and their feed, which holds
    /// each game's recent events, read once for all its streams (`stream.rs`). Another
    /// instance's writes are announced on PostgreSQL's
    /// `omerta_events` channel and heard by one listener per instance (`workers::watch`),
    /// not by every stream.
    pub watched: StdMutex<HashMap<i64, feed::Watch>>,
    /// PostgreSQL: this instance's writes not yet announced to the other instances (game to
    /// version), sent in batches by `workers::announce`.
    pub unannounced: StdMutex<HashMap<i64, i64>>,
    pub announce: Notify,
    /// Open streams by client address (`limits::address_key`).
    pub streams: StdMutex<HashMap<String, usize>>,
    pub webhooks: Notify,
    /// Wakes the followed threads' worker (a follow created, changed, or asked for).
    pub follows: Notify,
    /// Whether the store was last found not answering (`health.rs`): requests are then
    /// answered `503 store_unavailable` at once instead of each waiting for the pool.
    pub store_down: std::sync::atomic::AtomicBool,
    pub limiter: LoginLimiter,
    /// The address this instance serves on (`serve_on`), for the links of its mail when
    /// the operator gave no public address (`Config::public_url`).
    pub served: std::sync::OnceLock<String>,
    pub sessions: auth::SessionCache,
    /// The CPU work's own threads (`pool.rs`): password hashing, heavy commands, views
    /// and pages.
    pub hashing: pool::Pool,
    pub heavy: pool::Pool,
    /// Heavy commands being checked, by account (`Config::heavy_per_account`).
    pub heavy_turns: StdMutex<HashMap<i64, usize>>,
    pub drawing: pool::Pool,
    /// Followed threads' pages read and counted (`follow_worker.rs`): few threads, so
    /// that few pages are parsed, and held in memory as trees, at once.
    pub reading: pool::Pool,
    /// New accounts by client address; games created by account; posts by player and game.
    pub signups: RateLimit,
    pub creations: RateLimit,
    pub posts: RateLimit,
}

impl std::ops::Deref for AppState {
    type Target = Inner;
    fn deref(&self) -> &Inner {
        &self.0
    }
}

impl AppState {
    pub fn new(store: Store, config: Config) -> AppState {
        let (rights, _) = tokio::sync::watch::channel(0);
        let limiter = LoginLimiter::new(config.login_limit, config.login_window);
        let hour = Duration::from_secs(3600);
        AppState(Arc::new(Inner {
            store,
            store_down: std::sync::atomic::AtomicBool::new(false),
            cache: StdMutex::new(HashMap::new()),
            rights,
            watched: StdMutex::new(HashMap::new()),
            unannounced: StdMutex::new(HashMap::new()),
            announce: Notify::new(),
            streams: StdMutex::new(HashMap::new()),
            webhooks: Notify::new(),
            follows: Notify::new(),
            limiter,
            served: std::sync::OnceLock::new(),
            sessions: auth::SessionCache::default(),
            hashing: pool::Pool::new(
                "hash",
                "checking many passwords",
                config.hash_workers,
                config.hash_queue,
            ),
            heavy: pool::Pool::giving_back(
                "heavy",
                "resolving other games' nights and phases",
                config.heavy_concurrency,
                64,
            ),
            heavy_turns: StdMutex::new(HashMap::new()),
            drawing: pool::Pool::new(
                "draw",
                "drawing many pages",
                config.draw_workers,
                config.draw_queue,
            ),
            // A page's tree and a thread's document are megabytes for a moment: given
            // back after each job.
            reading: pool::Pool::giving_back(
                "read",
                "reading many followed threads",
                config.read_workers,
                64,
            ),
            signups: RateLimit::new(config.signups_per_hour, hour),
            creations: RateLimit::new(config.games_per_hour, hour),
            posts: RateLimit::new(config.posts_per_minute, Duration::from_secs(60)),
            config,
        }))
    }
}
