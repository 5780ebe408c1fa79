//! `omerta serve`: the host server.
//!
//! [`app`] builds the whole HTTP service from an [`AppState`] (tests drive it without a
//! socket); [`serve`] opens the store, starts the background workers (phase timers,
//! webhooks, followed threads) and listens. This crate is the faces only: the JSON API
//! (`api/`), the pages (`web/`), the SSE framing of a game's feed (`stream.rs`), sessions
//! from cookies (`auth.rs`) and refusals as responses (`error.rs`); every operation is
//! `omerta-service`'s.

pub mod api;
pub mod auth;
pub mod error;
pub mod health;
pub mod openapi;
pub mod schemas;
pub mod speak;
pub mod stream;
pub mod web;

// The operations, re-exported under their old paths: the faces, the tests and the CLI
// name them as before.
pub use omerta_service::{
    accounts, egress, examples, feed, follow_worker, follows, games, limits, mail, memory, metrics,
    moderation, now, planned, pool, setups, tournaments, upload, webhooks, workers, AppState,
    Config, Inner,
};

use std::net::SocketAddr;
use std::time::Duration;

pub use api::app;

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
    let store = omerta_store::Store::open(database)
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
    if let Some(metrics) = config.metrics_addr {
        let local = listen_metrics(metrics).await?;
        println!("omerta metrics on http://{local}/metrics");
    }
    let state = AppState::new(store, config);
    if state.config.demo {
        let loaded = examples::load(&state)
            .await
            .map_err(|e| format!("cannot load the example games: {}", e.message))?;
        for (name, id, made) in &loaded.games {
            let how = if *made { "loaded" } else { "already loaded" };
            println!("example {name}: /games/{id} ({how})");
        }
    }
    workers::spawn(state.clone());
    let listener = tokio::net::TcpListener::bind(addr)
        .await
        .map_err(|e| format!("cannot listen on {addr}: {e}"))?;
    let local = listener.local_addr().map_err(|e| e.to_string())?;
    println!("omerta serving on http://{local} (database {database})");
    serve_on(listener, state, shutdown()).await;
    Ok(())
}

/// `omerta demo remove`: removes the example games `--demo` loaded, and their accounts,
/// from the database at `database` (the server may be stopped); how many games went.
pub async fn remove_examples(database: &str) -> Result<omerta_store::RemovedExamples, String> {
    let store = omerta_store::Store::open(database)
        .await
        .map_err(|e| format!("cannot open the database {database:?}: {e}"))?;
    store
        .remove_examples()
        .await
        .map_err(|e| format!("cannot remove the example games: {e}"))
}

/// Installs the metrics recorder ([`metrics::install`]) and serves `GET /metrics` on `addr`,
/// a listener of its own apart from the site's, and nothing else there. Returns the address
/// listened on (port 0 asks for a free one).
pub async fn listen_metrics(addr: SocketAddr) -> Result<SocketAddr, String> {
    let handle = self::metrics::install()?;
    let listener = tokio::net::TcpListener::bind(addr)
        .await
        .map_err(|e| format!("cannot listen for metrics on {addr}: {e}"))?;
    let local = listener
        .local_addr()
        .map_err(|e| format!("the metrics listener has no address: {e}"))?;
    let render = axum::routing::get(move || async move {
        let text = handle.render();
        (
            [(
                axum::http::header::CONTENT_TYPE,
                "text/plain; version=0.0.4; charset=utf-8",
            )],
            text,
        )
    });
    let router = axum::Router::new().route("/metrics", render);
    tokio::spawn(async move {
        if let Err(error) = axum::serve(listener, router).await {
            tracing::error!("the metrics listener on {local} stopped: {error}");
        }
    });
    Ok(local)
}

/// Serves `app(state)` on a listener until `stop` completes, then lets the requests in
/// flight finish (at most ten seconds).
///
/// HTTP/1.1 only, with a deadline for each request's headers
/// ([`Config::header_timeout`]): a client that connects and sends nothing, or trickles its
/// headers a byte at a time, is cut off, as is a connection left idle between requests;
/// the whole handling of a request (its body included) has its own deadline in
/// [`api::app`] ([`Config::request_timeout`]).
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
