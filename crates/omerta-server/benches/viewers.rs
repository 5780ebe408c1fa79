//! Thousands of live viewers on one game (issue 19): what idle Server-Sent Events streams
//! cost the server, and how long an event takes to reach every one of them.
//!
//! The server runs in a process of its own (this bench started again as the server, with
//! two worker threads, as on the project's 2-core machine, over a fresh SQLite file), so
//! that its CPU time and memory are measured alone (`/proc/<pid>/stat` and `status`) and
//! each side has its own file descriptors. This process opens the streams as spectators
//! with raw HTTP/1.1 requests, then:
//!
//! - (a) idle: the server's CPU over 10 s with no event, and its memory per open stream;
//! - (b) fan-out: 20 posts at 20 per second; for every viewer and post, the time from the
//!   post being sent to the viewer reading it: p50, p99 and the slowest.
//!
//! ```sh
//! OMERTA_VIEWERS=10000 cargo bench -p omerta-server --bench viewers
//! ```

use serde_json::{json, Value};
use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::io::{AsyncReadExt, AsyncWriteExt};

const SERVER_ROLE: &str = "OMERTA_VIEWERS_SERVER";

fn main() {
    if let Ok(database) = std::env::var(SERVER_ROLE) {
        return serve(&database);
    }
    // `cargo bench` passes `--bench`; anything else (a test run) does nothing.
    if !std::env::args().any(|a| a == "--bench") {
        return;
    }
    let viewers: usize = std::env::var("OMERTA_VIEWERS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(10_000);
    let dir = tempfile::tempdir().unwrap();
    let database = format!(
        "sqlite://{}?mode=rwc",
        dir.path().join("viewers.db").display()
    );
    let mut child = Command::new(std::env::current_exe().unwrap())
        .env(SERVER_ROLE, &database)
        .stdout(Stdio::piped())
        .spawn()
        .expect("start the server");
    let pid = child.id();
    let mut line = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut line)
        .unwrap();
    let addr = line.trim().to_string();
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    runtime.block_on(run(&addr, pid, viewers));
    let _ = child.kill();
    let _ = child.wait();
}

/// The server side: serve until killed.
fn serve(database: &str) {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    runtime.block_on(async {
        let store = omerta_store::Store::open(database).await.unwrap();
        let config = omerta_server::Config {
            posts_per_minute: usize::MAX,
            ..omerta_server::Config::default()
        };
        let state = omerta_server::AppState::new(store, config);
        omerta_server::workers::spawn(state.clone());
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        println!("{}", listener.local_addr().unwrap());
        omerta_server::serve_on(listener, state, std::future::pending()).await;
    });
}

/// The server's CPU time so far (user and system), from `/proc/<pid>/stat`.
fn cpu(pid: u32) -> Duration {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap();
    // Fields after the command's closing parenthesis; utime and stime are the 12th and
    // 13th of those, in clock ticks (100 a second on Linux).
    let rest = &stat[stat.rfind(')').unwrap() + 2..];
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let ticks: u64 = fields[11].parse::<u64>().unwrap() + fields[12].parse::<u64>().unwrap();
    Duration::from_millis(ticks * 10)
}

/// The server's resident memory, from `/proc/<pid>/status`, in KiB.
fn rss_kib(pid: u32) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap();
    status
        .lines()
        .find(|l| l.starts_with("VmRSS:"))
        .and_then(|l| l.split_whitespace().nth(1))
        .and_then(|n| n.parse().ok())
        .unwrap_or(0)
}

struct Session {
    http: reqwest::Client,
    base: String,
    cookie: String,
    csrf: String,
}

impl Session {
    async fn sign_up(base: &str, name: &str) -> Session {
        let http = reqwest::Client::new();
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
        Session {
            http,
            base: base.into(),
            cookie,
            csrf: body["csrf"].as_str().unwrap().into(),
        }
    }

    async fn post(&self, path: &str, body: Value) -> Value {
        let response = self
            .http
            .post(format!("{}{path}", self.base))
            .header("cookie", &self.cookie)
            .header("x-csrf-token", &self.csrf)
            .json(&body)
            .send()
            .await
            .unwrap();
        assert!(
            response.status().is_success(),
            "{path}: {}",
            response.status()
        );
        response.json().await.unwrap_or(Value::Null)
    }
}

async fn run(addr: &str, pid: u32, viewers: usize) {
    let base = format!("http://{addr}");
    let host = Session::sign_up(&base, "Host").await;
    let game = host
        .post(
            "/api/games",
            json!({"ruleset": "forum", "title": "The final"}),
        )
        .await["id"]
        .as_i64()
        .unwrap();
    let mut players = Vec::new();
    for i in 0..4 {
        let p = Session::sign_up(&base, &format!("Player {i}")).await;
        p.post(
            &format!("/api/games/{game}/commands"),
            json!({"lobby": {"type": "join", "name": format!("P{i}")}}),
        )
        .await;
        players.push(p);
    }
    let roles = json!([{"faction": "town"}, {"faction": "town"}, {"faction": "town"}, {"faction": "mafia", "role": "goon"}]);
    host.post(
        &format!("/api/games/{game}/commands"),
        json!({"lobby": {"type": "start", "setup": {"game": {"starts_with": "day"}, "deal": "given", "roles": roles}}}),
    )
    .await;

    let before_rss = rss_kib(pid);
    let opened = Instant::now();
    // Every viewer: its connection, and the posts it has read (post number, when).
    let sent: Arc<Mutex<Vec<Option<Instant>>>> = Arc::new(Mutex::new(vec![None; 20]));
    let (ready_tx, mut ready_rx) = tokio::sync::mpsc::channel::<()>(viewers.max(1));
    let mut tasks = Vec::with_capacity(viewers);
    for v in 0..viewers {
        let addr = addr.to_string();
        let sent = sent.clone();
        let ready = ready_tx.clone();
        tasks.push(tokio::spawn(async move {
            let mut stream = loop {
                match tokio::net::TcpStream::connect(&addr).await {
                    Ok(s) => break s,
                    Err(_) => tokio::time::sleep(Duration::from_millis(50)).await,
                }
            };
            let request = format!(
                "GET /api/games/{game}/stream HTTP/1.1\r\nHost: {addr}\r\nAccept: text/event-stream\r\n\r\n"
            );
            stream.write_all(request.as_bytes()).await.unwrap();
            let mut buffer = vec![0u8; 16 * 1024];
            let mut text = String::new();
            let mut delays = Vec::new();
            let mut headers = false;
            let mut next = 0usize;
            loop {
                let n = match stream.read(&mut buffer).await {
                    Ok(0) | Err(_) => break,
                    Ok(n) => n,
                };
                let now = Instant::now();
                text.push_str(&String::from_utf8_lossy(&buffer[..n]));
                if !headers && text.contains("\r\n\r\n") {
                    headers = true;
                    let _ = ready.send(()).await;
                }
                while next < 20 && text.contains(&format!("final post {next}.")) {
                    if let Some(at) = sent.lock().unwrap()[next] {
                        delays.push(now.saturating_duration_since(at));
                    }
                    next += 1;
                }
                // Keep only the tail a marker could straddle.
                if text.len() > 4096 {
                    let cut = text.len() - 64;
                    let cut = (cut..text.len()).find(|i| text.is_char_boundary(*i)).unwrap();
                    text.drain(..cut);
                }
                if next == 20 {
                    break;
                }
            }
            let _ = v;
            delays
        }));
    }
    drop(ready_tx);
    let mut ready = 0;
    while ready < viewers {
        match tokio::time::timeout(Duration::from_secs(120), ready_rx.recv()).await {
            Ok(Some(())) => ready += 1,
            _ => break,
        }
    }
    println!(
        "{ready} of {viewers} streams open in {:.1} s",
        opened.elapsed().as_secs_f64()
    );
    tokio::time::sleep(Duration::from_secs(2)).await;
    let after_rss = rss_kib(pid);
    let idle_from = cpu(pid);
    let idle_start = Instant::now();
    tokio::time::sleep(Duration::from_secs(10)).await;
    let idle = cpu(pid) - idle_from;
    println!(
        "(a) idle, {ready} streams: server CPU {:.2} % of a core; memory {} KiB, {:.1} KiB per stream",
        100.0 * idle.as_secs_f64() / idle_start.elapsed().as_secs_f64(),
        after_rss,
        (after_rss.saturating_sub(before_rss)) as f64 / ready.max(1) as f64
    );
    // (b) 20 posts at 20 a second.
    let fan_from = cpu(pid);
    for k in 0..20 {
        // From the moment the post is sent (set first, so no viewer reads it before).
        sent.lock().unwrap()[k] = Some(Instant::now());
        players[k % 4]
            .post(
                &format!("/api/games/{game}/commands"),
                json!({"game": {"type": "post", "body": format!("final post {k}.")}}),
            )
            .await;
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let mut delays: Vec<Duration> = Vec::new();
    for task in tasks {
        if let Ok(Ok(d)) = tokio::time::timeout(Duration::from_secs(60), task).await {
            delays.extend(d);
        }
    }
    delays.sort();
    let at = |q: f64| {
        delays
            .get(((delays.len() as f64 * q) as usize).min(delays.len().saturating_sub(1)))
            .map_or(f64::NAN, |d| d.as_secs_f64() * 1000.0)
    };
    println!(
        "(b) 20 posts at 20/s to {ready} viewers: {} deliveries of {}; post to viewer p50 {:.1} ms, p99 {:.1} ms, slowest {:.1} ms; server CPU {:.1} s",
        delays.len(),
        20 * ready,
        at(0.5),
        at(0.99),
        delays.last().map_or(f64::NAN, |d| d.as_secs_f64() * 1000.0),
        (cpu(pid) - fan_from).as_secs_f64()
    );
}
