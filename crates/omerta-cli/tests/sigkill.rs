//! Reliability: `omerta serve` is killed with SIGKILL in the middle of a burst of commands;
//! after a restart every acknowledged command's event is there exactly once, and resending
//! every command (acknowledged or not) leaves each exactly once.

use reqwest::StatusCode;
use serde_json::{json, Value};
use std::collections::{BTreeMap, BTreeSet};
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

struct Server {
    child: Child,
    base: String,
}

async fn start(database: &str, port: u16) -> Server {
    let child = Command::new(env!("CARGO_BIN_EXE_omerta"))
        .args([
            "serve",
            "--addr",
            &format!("127.0.0.1:{port}"),
            "--database",
            database,
            // The burst posts as fast as the server answers, far past a player's pace.
            "--posts-per-minute",
            "1000000",
        ])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("start omerta serve");
    let base = format!("http://127.0.0.1:{port}");
    let probe = reqwest::Client::new();
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        if let Ok(r) = probe.get(format!("{base}/healthz")).send().await {
            if r.status() == StatusCode::OK {
                break;
            }
        }
        assert!(Instant::now() < deadline, "the server did not come up");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    Server { child, base }
}

#[derive(Clone)]
struct Client {
    http: reqwest::Client,
    csrf: String,
}

impl Client {
    async fn sign_up(base: &str, name: &str) -> Client {
        let http = reqwest::Client::builder()
            .cookie_store(true)
            .build()
            .unwrap();
        let body: Value = http
            .post(format!("{base}/api/accounts"))
            .json(&json!({"name": name, "password": "correct horse"}))
            .send()
            .await
            .unwrap()
            .json()
            .await
            .unwrap();
        Client {
            http,
            csrf: body["csrf"].as_str().unwrap().to_string(),
        }
    }

    async fn post(&self, url: &str, body: Value) -> Result<(StatusCode, Value), reqwest::Error> {
        let response = self
            .http
            .post(url)
            .header("x-csrf-token", &self.csrf)
            .json(&body)
            .timeout(Duration::from_secs(10))
            .send()
            .await?;
        let status = response.status();
        Ok((status, response.json().await?))
    }
}

/// The burst command with this id: a post whose text names the id.
fn burst(id: &str) -> Value {
    json!({"id": id, "game": {"type": "post", "body": format!("burst <{id}> [b]Vote: P1[/b]")}})
}

async fn count_posts(base: &str, host: &Client, game: i64) -> BTreeMap<String, usize> {
    let body: Value = host
        .http
        .get(format!("{base}/api/games/{game}/events"))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let mut counts = BTreeMap::new();
    for event in body["events"].as_array().unwrap() {
        if event["kind"] != "forum.posted" {
            continue;
        }
        let text = event.to_string();
        if let Some(start) = text.find("burst <") {
            let rest = &text[start + 7..];
            let id = &rest[..rest.find('>').unwrap()];
            *counts.entry(id.to_string()).or_insert(0) += 1;
        }
    }
    counts
}

async fn killed_mid_burst(database: String) {
    let port = free_port();
    let mut server = start(&database, port).await;
    let base = server.base.clone();
    // Log-ins survive a restart (sessions are in the database).
    let host = Client::sign_up(&base, "Host").await;
    let (_, created) = host
        .post(
            &format!("{base}/api/games"),
            json!({"ruleset": "forum", "title": "Burst"}),
        )
        .await
        .unwrap();
    let game = created["id"].as_i64().unwrap();
    let commands = format!("{base}/api/games/{game}/commands");
    let mut players = Vec::new();
    for i in 0..4 {
        let player = Client::sign_up(&base, &format!("Player {i}")).await;
        let (status, body) = player
            .post(
                &commands,
                json!({"lobby": {"type": "join", "name": format!("P{i}")}}),
            )
            .await
            .unwrap();
        assert_eq!(status, StatusCode::OK, "{body}");
        players.push(player);
    }
    let roles = json!([{"faction": "town"}, {"faction": "town"}, {"faction": "town"}, {"faction": "mafia"}]);
    let (status, body) = host
        .post(&commands, json!({"lobby": {"type": "start", "setup": {"game": {"starts_with": "day"}, "deal": "given", "roles": roles}}}))
        .await
        .unwrap();
    assert_eq!(status, StatusCode::OK, "{body}");

    // The burst: each player sends commands one after another, as fast as answered.
    let acked: Arc<Mutex<BTreeSet<String>>> = Arc::default();
    let sent: Arc<Mutex<BTreeSet<String>>> = Arc::default();
    let mut workers = Vec::new();
    for (w, player) in players.iter().enumerate() {
        let (player, commands, acked, sent) = (
            player.clone(),
            commands.clone(),
            acked.clone(),
            sent.clone(),
        );
        workers.push(tokio::spawn(async move {
            for n in 0.. {
                let id = format!("w{w}-{n}");
                sent.lock().unwrap().insert(id.clone());
                match player.post(&commands, burst(&id)).await {
                    Ok((StatusCode::OK, body)) => {
                        assert_eq!(body["duplicate"], false);
                        acked.lock().unwrap().insert(id);
                    }
                    Ok((status, body)) => panic!("{id}: {status} {body}"),
                    Err(_) => break, // the server is gone
                }
            }
        }));
    }
    // Kill once enough commands are acknowledged, while the burst goes on.
    let deadline = Instant::now() + Duration::from_secs(60);
    while acked.lock().unwrap().len() < 200 {
        assert!(Instant::now() < deadline, "the burst is too slow");
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
    server.child.kill().unwrap(); // SIGKILL
    server.child.wait().unwrap();
    for worker in workers {
        worker.await.unwrap();
    }
    let acked = acked.lock().unwrap().clone();
    let sent = sent.lock().unwrap().clone();

    let mut server = start(&database, port).await;
    let counts = count_posts(&base, &host, game).await;
    for id in &acked {
        assert_eq!(counts.get(id), Some(&1), "acknowledged command {id}");
    }
    for (id, n) in &counts {
        assert!(sent.contains(id), "{id} was never sent");
        assert_eq!(*n, 1, "{id}");
    }
    // Every client resends what it sent: nothing is applied twice.
    for id in &sent {
        let w: usize = id[1..id.find('-').unwrap()].parse().unwrap();
        let (status, body) = players[w].post(&commands, burst(id)).await.unwrap();
        assert_eq!(status, StatusCode::OK, "{body}");
        if acked.contains(id) {
            assert_eq!(body["duplicate"], true, "{id}");
        }
    }
    let counts = count_posts(&base, &host, game).await;
    assert_eq!(counts.keys().cloned().collect::<BTreeSet<_>>(), sent);
    assert!(counts.values().all(|n| *n == 1));
    eprintln!(
        "{database}: {} acknowledged before the kill, {} sent",
        acked.len(),
        sent.len()
    );
    server.child.kill().unwrap();
    server.child.wait().unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigkill_mid_burst_loses_no_acknowledged_command_and_applies_none_twice() {
    let dir = tempfile::tempdir().unwrap();
    killed_mid_burst(dir.path().join("omerta.db").display().to_string()).await;
    match std::env::var("OMERTA_TEST_POSTGRES") {
        Ok(admin) if !admin.is_empty() => {
            use sqlx::Connection;
            let name = format!("omerta_kill_{}", std::process::id());
            let mut conn = sqlx::PgConnection::connect(&admin).await.unwrap();
            sqlx::query(&format!("DROP DATABASE IF EXISTS {name}"))
                .execute(&mut conn)
                .await
                .unwrap();
            sqlx::query(&format!("CREATE DATABASE {name}"))
                .execute(&mut conn)
                .await
                .unwrap();
            let base = admin.rsplit_once('/').unwrap().0;
            killed_mid_burst(format!("{base}/{name}")).await;
        }
        _ => {
            assert_ne!(
                std::env::var("OMERTA_REQUIRE_POSTGRES").as_deref(),
                Ok("1"),
                "OMERTA_REQUIRE_POSTGRES=1 but OMERTA_TEST_POSTGRES is not set"
            );
        }
    }
}
