//! The database stops answering (issue 25, finding 11): every request, `/healthz` included,
//! is answered `503 store_unavailable` at once instead of waiting for the pool's timeout
//! behind a game's writer, and the server serves again as soon as the database is back.
//!
//! PostgreSQL is reached through a proxy the test owns, so that "the database stops" cuts
//! every connection and refuses new ones without stopping the server other tests share.
//! (A SQLite store is a file of the server's own: it has no outage of this kind.)

mod common;

use common::{forum_game, fresh_postgres, ok, serve_with, Client};
use omerta_server::Config;
use reqwest::StatusCode;
use serde_json::json;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::net::{TcpListener, TcpStream};
use tokio::task::JoinHandle;

/// A TCP proxy to the database that can be switched off: off, it drops every connection it
/// carries and every new one at once.
struct Proxy {
    port: u16,
    up: Arc<AtomicBool>,
    carried: Arc<Mutex<Vec<JoinHandle<()>>>>,
}

impl Proxy {
    async fn to(target: String) -> Proxy {
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let port = listener.local_addr().unwrap().port();
        let up = Arc::new(AtomicBool::new(true));
        let carried: Arc<Mutex<Vec<JoinHandle<()>>>> = Arc::default();
        let (on, list) = (up.clone(), carried.clone());
        tokio::spawn(async move {
            loop {
                let Ok((mut client, _)) = listener.accept().await else {
                    return;
                };
                if !on.load(Ordering::SeqCst) {
                    drop(client);
                    continue;
                }
                let target = target.clone();
                let task = tokio::spawn(async move {
                    if let Ok(mut server) = TcpStream::connect(&target).await {
                        let _ = tokio::io::copy_bidirectional(&mut client, &mut server).await;
                    }
                });
                list.lock().unwrap().push(task);
            }
        });
        Proxy { port, up, carried }
    }

    fn down(&self) {
        self.up.store(false, Ordering::SeqCst);
        for task in self.carried.lock().unwrap().drain(..) {
            task.abort();
        }
    }

    fn up(&self) {
        self.up.store(true, Ordering::SeqCst);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn requests_are_answered_at_once_while_the_database_is_down() {
    let Ok(admin) = std::env::var("OMERTA_TEST_POSTGRES") else {
        assert_ne!(
            std::env::var("OMERTA_REQUIRE_POSTGRES").as_deref(),
            Ok("1"),
            "OMERTA_REQUIRE_POSTGRES=1 but OMERTA_TEST_POSTGRES is not set"
        );
        return;
    };
    let backend = fresh_postgres(&admin).await;
    // postgres://user@host:port/name, through the proxy.
    let (head, name) = backend.url.rsplit_once('/').unwrap();
    let (user_host, port) = head.rsplit_once(':').unwrap();
    let host = user_host.rsplit_once('@').map_or(user_host, |(_, h)| h);
    let proxy = Proxy::to(format!("{host}:{port}")).await;
    let url = format!("{user_host}:{}/{name}", proxy.port);
    let config = Config {
        signups_per_hour: 1_000,
        ..Config::default()
    };
    let server = serve_with(&url, config).await;
    let (_host, players, game) = forum_game(&server, 3).await;
    ok(players[0]
        .act(game, json!({"type": "post", "body": "before"}))
        .await);
    let (status, _) = Client::new(&server).get("/healthz").await;
    assert_eq!(status, StatusCode::OK);

    proxy.down();
    // The outage is noticed within a few seconds (a probe, or the first request).
    let noticed = Instant::now();
    loop {
        let started = Instant::now();
        let (status, body) = Client::new(&server).get("/healthz").await;
        assert!(
            started.elapsed() < Duration::from_secs(2),
            "/healthz took {:?}",
            started.elapsed()
        );
        if status == StatusCode::SERVICE_UNAVAILABLE {
            assert_eq!(body["error"]["code"], "store_unavailable", "{body}");
            break;
        }
        assert!(noticed.elapsed() < Duration::from_secs(5), "never noticed");
    }
    // From then on, everything that needs the store is answered at once, with when to
    // try again; a game's command too, even from several players of one game at once.
    let sent = Instant::now();
    let mut answers = Vec::new();
    for player in &players {
        let player = player.clone();
        answers.push(tokio::spawn(async move {
            let started = Instant::now();
            let (status, body) = player
                .act(game, json!({"type": "post", "body": "during"}))
                .await;
            (status, body, started.elapsed())
        }));
    }
    for answer in answers {
        let (status, body, took) = answer.await.unwrap();
        assert_eq!(status, StatusCode::SERVICE_UNAVAILABLE, "{body}");
        assert_eq!(body["error"]["code"], "store_unavailable", "{body}");
        assert!(took < Duration::from_millis(500), "answered after {took:?}");
    }
    let (status, _) = players[0].get(&format!("/api/games/{game}")).await;
    assert_eq!(status, StatusCode::SERVICE_UNAVAILABLE);
    assert!(sent.elapsed() < Duration::from_secs(1));

    proxy.up();
    // Back within a few seconds, with nothing of the outage written.
    let back = Instant::now();
    loop {
        let (status, _) = Client::new(&server).get("/healthz").await;
        if status == StatusCode::OK {
            break;
        }
        assert!(back.elapsed() < Duration::from_secs(10), "never came back");
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    ok(players[1]
        .act(game, json!({"type": "post", "body": "after"}))
        .await);
    let events = players[1].events(game).await;
    let during = events
        .iter()
        .filter(|e| e["event"].to_string().contains("during"))
        .count();
    assert_eq!(during, 0);
}
