//! `omerta serve`: the host server.
//!
//! [`app`] builds the whole HTTP service from an [`AppState`] (tests drive it without a
//! socket); [`serve`] opens the store, starts the background workers (phase timers,
//! webhooks, followed threads) and listens. The server owns IO only: every rule is decided by the rule
//! crates through `omerta-live`, every row is written by `omerta-store`.

pub mod auth;
pub mod egress;
pub mod error;
pub mod events;
pub mod follow_worker;
pub mod follows;
pub mod games;
pub mod health;
pub mod limits;
pub mod mail;
pub mod memory;
pub mod openapi;
pub mod planned;
pub mod pool;
pub mod routes;
pub mod schemas;
pub mod stream;
pub mod upload;
pub mod web;
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

pub use routes::app;

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
    /// game's streams, through its feed (`stream::Feed::moved`).
    pub rights: tokio::sync::watch::Sender<u64>,
    /// The games with open streams on this instance: how many, and their feed, which holds
    /// each game's recent events, read once for all its streams (`stream.rs`). Another
    /// instance's writes are announced on PostgreSQL's
    /// `omerta_events` channel and heard by one listener per instance (`workers::watch`),
    /// not by every stream.
    pub watched: StdMutex<HashMap<i64, stream::Watch>>,
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

/// Logs to standard error: requests, refusals worth an operator's eye (failed sign-ins,
/// webhook failures) and errors; `RUST_LOG` chooses the levels (default `info`). Never a
/// password, token, cookie or request body.
pub fn init_logging() {
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info"));
    let _ = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        .with_ansi(std::io::IsTerminal::is_terminal(&std::io::stderr()))
        .try_init();
}

/// Opens the database, starts the workers and serves until Ctrl-C or SIGTERM.
pub async fn serve(addr: SocketAddr, database: &str, config: Config) -> Result<(), String> {
    memory::give_back_large_blocks();
    let store = Store::open(database)
        .await
        .map_err(|e| format!("cannot open the database {database:?}: {e}"))?;
    // Accounts made before names had their look-alike keys get them now.
    let rekeyed = store
        .rekey_accounts(|name| {
            (
                omerta_live::names::key(name),
                omerta_live::names::look(name),
            )
        })
        .await
        .map_err(|e| format!("cannot update the accounts' name keys: {e}"))?;
    if rekeyed > 0 {
        tracing::info!("updated the name keys of {rekeyed} accounts");
    }
    if config.mail.is_some() && config.public_url.is_none() && addr.ip().is_unspecified() {
        return Err(format!(
            "mail needs --public-url: the server listens on every address ({addr}), so its mail could not name an address its readers reach"
        ));
    }
    let state = AppState::new(store, config);
    workers::spawn(state.clone());
    let listener = tokio::net::TcpListener::bind(addr)
        .await
        .map_err(|e| format!("cannot listen on {addr}: {e}"))?;
    let local = listener.local_addr().map_err(|e| e.to_string())?;
    println!("omerta serving on http://{local} (database {database})");
    serve_on(listener, state, shutdown()).await;
    Ok(())
}

/// Serves `app(state)` on a listener until `stop` completes, then lets the requests in
/// flight finish (at most ten seconds).
///
/// HTTP/1.1 only, with a deadline for each request's headers
/// ([`Config::header_timeout`]): a client that connects and sends nothing, or trickles its
/// headers a byte at a time, is cut off, as is a connection left idle between requests;
/// the whole handling of a request (its body included) has its own deadline in
/// [`routes::app`] ([`Config::request_timeout`]).
/// The socket a request came on (a request extension set by [`serve_on`]), for the few
/// handlers that tune it: a live stream bounds its send buffer (`stream.rs`).
#[cfg(unix)]
#[derive(Clone, Copy)]
pub struct Socket(pub std::os::fd::RawFd);

pub async fn serve_on(
    listener: tokio::net::TcpListener,
    state: AppState,
    stop: impl std::future::Future<Output = ()>,
) {
    use hyper_util::rt::{TokioIo, TokioTimer};
    use tower::ServiceExt;
    if let Ok(local) = listener.local_addr() {
        // An address every reader can use: not "every address" (0.0.0.0), which `serve`
        // refuses for mail without a public address.
        if !local.ip().is_unspecified() {
            let _ = state.served.set(format!("http://{local}"));
        }
    }
    let router = app(state.clone());
    let mut http = hyper::server::conn::http1::Builder::new();
    http.timer(TokioTimer::new())
        .header_read_timeout(state.config.header_timeout)
        .keep_alive(true);
    let graceful = hyper_util::server::graceful::GracefulShutdown::new();
    tokio::pin!(stop);
    loop {
        let (stream, peer) = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok(accepted) => accepted,
                Err(error) => {
                    // Out of file descriptors, say: wait a moment rather than spin.
                    tracing::warn!("accepting a connection: {error}");
                    tokio::time::sleep(Duration::from_millis(50)).await;
                    continue;
                }
            },
            _ = &mut stop => break,
        };
        let _ = stream.set_nodelay(true);
        #[cfg(unix)]
        let socket = Socket(std::os::fd::AsRawFd::as_raw_fd(&stream));
        let service = router.clone().map_request(
            move |mut request: axum::extract::Request<hyper::body::Incoming>| {
                request
                    .extensions_mut()
                    .insert(axum::extract::ConnectInfo(peer));
                #[cfg(unix)]
                request.extensions_mut().insert(socket);
                request
            },
        );
        let service = hyper_util::service::TowerToHyperService::new(service);
        let connection = http.serve_connection(TokioIo::new(stream), service);
        let connection = graceful.watch(connection);
        tokio::spawn(async move {
            // A connection closed by the client or cut off at a deadline is no error of ours.
            let _ = connection.await;
        });
    }
    drop(listener);
    let _ = tokio::time::timeout(Duration::from_secs(10), graceful.shutdown()).await;
}

async fn shutdown() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let term = async {
        if let Ok(mut signal) =
            tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate())
        {
            signal.recv().await;
        }
    };
    #[cfg(not(unix))]
    let term = std::future::pending::<()>();
    tokio::select! {
        _ = ctrl_c => {},
        _ = term => {},
    }
}
