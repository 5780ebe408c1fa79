//! `omerta serve`: the host server.
//!
//! [`app`] builds the whole HTTP service from an [`AppState`] (tests drive it without a
//! socket); [`serve`] opens the store, starts the background workers (phase timers,
//! webhooks) and listens. The server owns IO only: every rule is decided by the rule
//! crates through `omerta-live`, every row is written by `omerta-store`.

pub mod auth;
pub mod egress;
pub mod error;
pub mod games;
pub mod openapi;
pub mod routes;
pub mod stream;
pub mod web;
pub mod workers;

use auth::LoginLimiter;
use omerta_store::Store;
use std::collections::HashMap;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::{broadcast, Mutex, Notify};

pub use routes::app;

/// Milliseconds since the Unix epoch: the server's clock, the only one.
pub fn now() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_millis() as i64)
        .unwrap_or(0)
}

/// Limits and knobs.
#[derive(Clone, Debug)]
pub struct Config {
    /// The largest request body accepted, in bytes.
    pub body_limit: usize,
    /// Failed logins allowed per name and per address in `login_window`.
    pub login_limit: usize,
    pub login_window: Duration,
    /// Webhook delivery attempts per announcement, and the first retry's delay (doubling).
    pub webhook_attempts: u32,
    pub webhook_backoff: Duration,
    /// How many games' webhooks are delivered at once (each game's events stay in order,
    /// one game is delivered by one task at a time); 0 counts as 1.
    pub webhook_concurrency: usize,
    /// Whether webhooks may go to loopback, private, link-local and other non-public
    /// addresses (a server whose receivers are on its own network); off by default.
    pub webhook_allow_private: bool,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            body_limit: 64 * 1024,
            login_limit: 10,
            login_window: Duration::from_secs(60),
            webhook_attempts: 5,
            webhook_backoff: Duration::from_millis(500),
            webhook_concurrency: 8,
            webhook_allow_private: false,
        }
    }
}

/// Everything a request handler shares.
#[derive(Clone)]
pub struct AppState(Arc<Inner>);

pub struct Inner {
    pub store: Store,
    pub config: Config,
    pub cache: Mutex<HashMap<i64, (games::Entry, String)>>,
    pub changes: broadcast::Sender<(i64, i64)>,
    pub webhooks: Notify,
    pub limiter: LoginLimiter,
    pub sessions: auth::SessionCache,
}

impl std::ops::Deref for AppState {
    type Target = Inner;
    fn deref(&self) -> &Inner {
        &self.0
    }
}

impl AppState {
    pub fn new(store: Store, config: Config) -> AppState {
        let (changes, _) = broadcast::channel(4096);
        let limiter = LoginLimiter::new(config.login_limit, config.login_window);
        AppState(Arc::new(Inner {
            store,
            config,
            cache: Mutex::new(HashMap::new()),
            changes,
            webhooks: Notify::new(),
            limiter,
            sessions: auth::SessionCache::default(),
        }))
    }
}

/// Opens the database, starts the workers and serves until Ctrl-C or SIGTERM.
pub async fn serve(addr: SocketAddr, database: &str) -> Result<(), String> {
    let store = Store::open(database)
        .await
        .map_err(|e| format!("cannot open the database {database:?}: {e}"))?;
    let state = AppState::new(store, Config::default());
    workers::spawn(state.clone());
    let listener = tokio::net::TcpListener::bind(addr)
        .await
        .map_err(|e| format!("cannot listen on {addr}: {e}"))?;
    let local = listener.local_addr().map_err(|e| e.to_string())?;
    println!("omerta serving on http://{local} (database {database})");
    axum::serve(
        listener,
        app(state).into_make_service_with_connect_info::<SocketAddr>(),
    )
    .with_graceful_shutdown(shutdown())
    .await
    .map_err(|e| e.to_string())
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
