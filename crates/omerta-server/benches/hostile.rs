//! Hostile load: how fast the server answers everybody else while it is attacked.
//!
//! The server runs in its own runtime (two worker threads, as on the project's 2-core
//! machine) on a real socket over a fresh SQLite file. Then, for `OMERTA_HOSTILE_SECONDS`
//! (20) per phase, two probes measure what an ordinary user meets:
//!
//! - `healthz`: `GET /healthz` (HTTP and one small query), every 50 ms;
//! - `post`: a player's post in a quiet forum game (`POST /api/games/{id}/commands`),
//!   every 50 ms;
//!
//! first with nothing else going on (the baseline), then under all three attacks at once:
//!
//! - **a flood of sign-ups**: 32 clients signing up in a loop (as from many addresses:
//!   the per-address limit is lifted, so that every request reaches the hashing);
//! - **a pathological night**: a host whose 16 players each block the next and swap two
//!   others; in a loop, one player changes an action (a new state, so the refusal is not
//!   the one remembered) and the host asks to end the night, which RAR works on until its
//!   budget runs out;
//! - **slow readers**: 8 clients reading a forum game of 100 posts of `[` × 19,999 + `]`
//!   (its API view and its page) in a loop, and 100 connections trickling their headers a
//!   byte a second.
//!
//! It prints p50, p99 and the worst latency of each probe in each phase, and the attacks'
//! own counts. Target (issue 12): under attack, `/healthz` and the other game within
//! 100 ms.
//!
//! ```text
//! cargo bench -p omerta-server --bench hostile
//! ```

use omerta_server::{workers, AppState, Config};
use omerta_store::Store;
use reqwest::header::{HeaderMap, HeaderValue};
use serde_json::{json, Value};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio::io::AsyncWriteExt;

fn seconds() -> u64 {
    std::env::var("OMERTA_HOSTILE_SECONDS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(20)
}

struct Server {
    _runtime: tokio::runtime::Runtime,
    base: String,
}

fn start_server(url: &str) -> Server {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .thread_name("server")
        .enable_all()
        .build()
        .expect("the server's runtime");
    let base = runtime.block_on(async {
        let store = Store::open(url).await.expect("open the store");
        let config = Config {
            // As from thousands of addresses: every sign-up reaches the hashing.
            signups_per_hour: usize::MAX,
            games_per_hour: usize::MAX,
            posts_per_minute: usize::MAX,
            ..Config::default()
        };
        let state = AppState::new(store, config);
        workers::spawn(state.clone());
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        tokio::spawn(omerta_server::serve_on(
            listener,
            state,
            std::future::pending(),
        ));
        format!("http://{addr}")
    });
    Server {
        _runtime: runtime,
        base,
    }
}

/// A signed-in client: the cookie and the CSRF header.
#[derive(Clone)]
struct Session {
    http: reqwest::Client,
    base: String,
    headers: HeaderMap,
}

impl Session {
    async fn sign_up(http: &reqwest::Client, base: &str, name: &str) -> Session {
        let response = http
            .post(format!("{base}/api/accounts"))
            .json(&json!({"name": name, "password": "correct horse battery"}))
            .send()
            .await
            .unwrap();
        let cookie = response.headers()["set-cookie"]
            .to_str()
            .unwrap()
            .split(';')
            .next()
            .unwrap()
            .to_string();
        let body: Value = response.json().await.unwrap();
        let mut headers = HeaderMap::new();
        headers.insert("cookie", HeaderValue::from_str(&cookie).unwrap());
        headers.insert(
            "x-csrf-token",
            HeaderValue::from_str(body["csrf"].as_str().unwrap()).unwrap(),
        );
        Session {
            http: http.clone(),
            base: base.to_string(),
            headers,
        }
    }

    async fn post(&self, path: &str, body: Value) -> (u16, Value) {
        let response = self
            .http
            .post(format!("{}{path}", self.base))
            .headers(self.headers.clone())
            .json(&body)
            .send()
            .await
            .unwrap();
        let status = response.status().as_u16();
        (status, response.json().await.unwrap_or(Value::Null))
    }

    async fn get(&self, path: &str) -> u16 {
        let response = self
            .http
            .get(format!("{}{path}", self.base))
            .headers(self.headers.clone())
            .send()
            .await
            .unwrap();
        let status = response.status().as_u16();
        let _ = response.bytes().await;
        status
    }
}

/// A forum game of `n` players started on `starts_with`, with `roles`; its id and players.
async fn forum_game(
    http: &reqwest::Client,
    base: &str,
    tag: &str,
    roles: Vec<Value>,
    starts_with: &str,
) -> (Session, Vec<Session>, i64) {
    let host = Session::sign_up(http, base, &format!("{tag} host")).await;
    let (_, created) = host
        .post("/api/games", json!({"ruleset": "forum", "title": tag}))
        .await;
    let game = created["id"].as_i64().unwrap();
    let mut players = Vec::new();
    for i in 0..roles.len() {
        let player = Session::sign_up(http, base, &format!("{tag} {i}")).await;
        let (status, body) = player
            .post(
                &format!("/api/games/{game}/commands"),
                json!({"lobby": {"type": "join", "name": format!("P{i}")}}),
            )
            .await;
        assert_eq!(status, 200, "{body}");
        players.push(player);
    }
    let (status, body) = host
        .post(
            &format!("/api/games/{game}/commands"),
            json!({"lobby": {"type": "start", "setup": {"game": {"starts_with": starts_with}, "deal": "given", "roles": roles}}}),
        )
        .await;
    assert_eq!(status, 200, "{body}");
    (host, players, game)
}

fn town(n: usize) -> Vec<Value> {
    let mut roles: Vec<Value> = (0..n - 1).map(|_| json!({"faction": "town"})).collect();
    roles.push(json!({"faction": "mafia", "role": "goon"}));
    roles
}

/// Latencies of one probe, in ms.
#[derive(Default)]
struct Samples(Vec<f64>);

impl Samples {
    fn line(&mut self, label: &str) -> String {
        self.0.sort_by(|a, b| a.total_cmp(b));
        let at = |q: f64| {
            self.0
                .get(((self.0.len() as f64 * q) as usize).min(self.0.len().saturating_sub(1)))
                .copied()
                .unwrap_or(f64::NAN)
        };
        format!(
            "{label:<8} n={:<4} p50 {:>7.2} ms   p99 {:>7.2} ms   max {:>7.2} ms",
            self.0.len(),
            at(0.5),
            at(0.99),
            self.0.last().copied().unwrap_or(f64::NAN)
        )
    }
}

/// Probes `healthz` and a post in the quiet game every 50 ms for `secs`.
async fn probe(base: &str, poster: &Session, quiet: i64, secs: u64) -> (Samples, Samples) {
    let http = reqwest::Client::new();
    let (mut health, mut posts) = (Samples::default(), Samples::default());
    let deadline = Instant::now() + Duration::from_secs(secs);
    let mut i = 0;
    while Instant::now() < deadline {
        let started = Instant::now();
        let status = http
            .get(format!("{base}/healthz"))
            .send()
            .await
            .map(|r| r.status().as_u16())
            .unwrap_or(0);
        assert_eq!(status, 200);
        health.0.push(started.elapsed().as_secs_f64() * 1000.0);
        let started = Instant::now();
        let (status, body) = poster
            .post(
                &format!("/api/games/{quiet}/commands"),
                json!({"game": {"type": "post", "body": format!("still here {i}")}}),
            )
            .await;
        assert_eq!(status, 200, "{body}");
        posts.0.push(started.elapsed().as_secs_f64() * 1000.0);
        i += 1;
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    (health, posts)
}

fn main() {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}", dir.path().join("hostile.db").display());
    let server = start_server(&url);
    let client = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    let base = server.base.clone();
    client.block_on(async move {
        let http = reqwest::Client::new();
        let secs = seconds();
        println!("setting up: a quiet game, the knot of 16, a thread of 100 pathological posts");
        let (_, quiet_players, quiet) = forum_game(&http, &base, "Quiet", town(4), "day").await;
        let knot_roles: Vec<Value> = (0..16)
            .map(|i| json!({"faction": if i < 2 { "mafia" } else { "town" }, "abilities": ["block", "swap"]}))
            .collect();
        let (knot_host, knot_players, knot) =
            forum_game(&http, &base, "Knot", knot_roles, "night").await;
        for (i, player) in knot_players.iter().enumerate() {
            let name = |k: usize| format!("P{}", (i + k) % 16);
            player
                .post(&format!("/api/games/{knot}/commands"), json!({"game": {"type": "night_action", "ability": "block", "targets": [name(1)]}}))
                .await;
            player
                .post(&format!("/api/games/{knot}/commands"), json!({"game": {"type": "night_action", "ability": "swap", "targets": [name(2), name(3)]}}))
                .await;
        }
        let (_, thread_players, thread) = forum_game(&http, &base, "Brackets", town(4), "day").await;
        let brackets = format!("{}]", "[".repeat(19_999));
        for i in 0..100 {
            let (status, body) = thread_players[i % 4]
                .post(&format!("/api/games/{thread}/commands"), json!({"game": {"type": "post", "body": brackets}}))
                .await;
            assert_eq!(status, 200, "{body}");
        }
        let reader = thread_players[0].clone();

        println!("baseline: {secs} s, nothing else going on");
        let (mut health, mut posts) = probe(&base, &quiet_players[0], quiet, secs).await;
        println!("  {}", health.line("healthz"));
        println!("  {}", posts.line("post"));

        println!("under attack: {secs} s of sign-up flood, pathological nights and slow readers");
        let stop = Arc::new(AtomicBool::new(false));
        let counts: Arc<[AtomicU64; 6]> = Arc::new(Default::default());
        let mut attackers = Vec::new();
        // The flood of sign-ups.
        for c in 0..32 {
            let (http, base, stop, counts) = (http.clone(), base.clone(), stop.clone(), counts.clone());
            attackers.push(tokio::spawn(async move {
                let mut n = 0;
                while !stop.load(Ordering::Relaxed) {
                    let status = http
                        .post(format!("{base}/api/accounts"))
                        .json(&json!({"name": format!("Flood {c} {n}"), "password": "correct horse battery"}))
                        .send()
                        .await
                        .map(|r| r.status().as_u16())
                        .unwrap_or(0);
                    counts[if status == 201 { 0 } else { 1 }].fetch_add(1, Ordering::Relaxed);
                    n += 1;
                }
            }));
        }
        // The pathological night, asked again and again on new states.
        {
            let (stop, counts) = (stop.clone(), counts.clone());
            let changer = knot_players[0].clone();
            attackers.push(tokio::spawn(async move {
                let mut n = 0;
                while !stop.load(Ordering::Relaxed) {
                    let target = if n % 2 == 0 { "P1" } else { "P5" };
                    changer
                        .post(&format!("/api/games/{knot}/commands"), json!({"game": {"type": "night_action", "ability": "block", "targets": [target]}}))
                        .await;
                    let (status, _) = knot_host
                        .post(&format!("/api/games/{knot}/commands"), json!({"game": {"type": "advance"}}))
                        .await;
                    counts[if status == 422 { 2 } else { 3 }].fetch_add(1, Ordering::Relaxed);
                    n += 1;
                }
            }));
        }
        // Slow readers of the pathological thread.
        for r in 0..8 {
            let (reader, stop, counts) = (reader.clone(), stop.clone(), counts.clone());
            attackers.push(tokio::spawn(async move {
                while !stop.load(Ordering::Relaxed) {
                    let path = if r % 2 == 0 { format!("/api/games/{thread}") } else { format!("/games/{thread}") };
                    let status = reader.get(&path).await;
                    counts[if status == 200 { 4 } else { 5 }].fetch_add(1, Ordering::Relaxed);
                }
            }));
        }
        // Connections that trickle their headers.
        let address = base.trim_start_matches("http://").to_string();
        for _ in 0..100 {
            let (address, stop) = (address.clone(), stop.clone());
            attackers.push(tokio::spawn(async move {
                while !stop.load(Ordering::Relaxed) {
                    let Ok(mut socket) = tokio::net::TcpStream::connect(&address).await else {
                        tokio::time::sleep(Duration::from_millis(100)).await;
                        continue;
                    };
                    let _ = socket.write_all(b"GET /healthz HTTP/1.1\r\n").await;
                    while !stop.load(Ordering::Relaxed) {
                        tokio::time::sleep(Duration::from_secs(1)).await;
                        if socket.write_all(b"X").await.is_err() {
                            break;
                        }
                    }
                }
            }));
        }
        tokio::time::sleep(Duration::from_secs(2)).await;
        let (mut health, mut posts) = probe(&base, &quiet_players[1], quiet, secs).await;
        stop.store(true, Ordering::Relaxed);
        for attacker in attackers {
            let _ = tokio::time::timeout(Duration::from_secs(15), attacker).await;
        }
        println!("  {}", health.line("healthz"));
        println!("  {}", posts.line("post"));
        let c = |i: usize| counts[i].load(Ordering::Relaxed);
        println!(
            "  attacks: sign-ups {} created, {} refused (busy); nights {} refused, {} other; reads {} ok, {} failed",
            c(0), c(1), c(2), c(3), c(4), c(5)
        );
    });
}
