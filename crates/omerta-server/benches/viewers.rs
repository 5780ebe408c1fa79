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
//!   post being sent to the viewer reading it: p50, p99 and the slowest;
//! - (c) with `OMERTA_VIEWERS_NOISE=N`: the idle viewers' server CPU while another game
//!   takes N posts a second (a vote in one game must not wake the streams of another).
//!
//! ```sh
//! OMERTA_VIEWERS=10000 cargo bench -p omerta-server --bench viewers
//! # the posts' rate and number (20 and 20), and the other game's posts a second
//! OMERTA_VIEWERS_RATE=10 OMERTA_VIEWERS_POSTS=40 OMERTA_VIEWERS_NOISE=200 cargo bench …
//! ```

use serde_json::{json, Value};
use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::io::{AsyncReadExt, AsyncWriteExt};

const SERVER_ROLE: &str = "OMERTA_VIEWERS_SERVER";

/// Keeps this process on the CPUs listed in the environment variable `name` (such as
/// `0` or `0,1`), so that the server and the client can be given cores of their own.
fn pin(name: &str) {
    let Ok(list) = std::env::var(name) else {
        return;
    };
    // SAFETY: a zeroed cpu_set_t is the empty set; CPU_SET writes inside it, and
    // sched_setaffinity reads it for its size and changes only this process's affinity.
    unsafe {
        let mut set: libc::cpu_set_t = std::mem::zeroed();
        for cpu in list
            .split(',')
            .filter_map(|c| c.trim().parse::<usize>().ok())
        {
            libc::CPU_SET(cpu, &mut set);
        }
        assert_eq!(
            libc::sched_setaffinity(0, std::mem::size_of::<libc::cpu_set_t>(), &set),
            0,
            "{name}={list}: not CPUs of this machine"
        );
    }
}

fn main() {
    if let Ok(database) = std::env::var(SERVER_ROLE) {
        pin("OMERTA_VIEWERS_SERVER_CPUS");
        return serve(&database);
    }
    // `cargo bench` passes `--bench`; anything else (a test run) does nothing.
    if !std::env::args().any(|a| a == "--bench") {
        return;
    }
    let setting = |name: &str, default: usize| -> usize {
        std::env::var(name)
            .ok()
            .and_then(|s| s.parse().ok())
            .unwrap_or(default)
    };
    let load = Load {
        viewers: setting("OMERTA_VIEWERS", 10_000),
        rate: setting("OMERTA_VIEWERS_RATE", 20).max(1),
        posts: setting("OMERTA_VIEWERS_POSTS", 20).max(1),
        noise: setting("OMERTA_VIEWERS_NOISE", 0),
    };
    pin("OMERTA_VIEWERS_CLIENT_CPUS");
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
    runtime.block_on(run(&addr, pid, load));
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
            // Every viewer comes from this machine's one address.
            streams_per_address: usize::MAX,
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

/// The numbers of the posts named (`final post 12.`) in `bytes`.
fn posts_named(bytes: &[u8]) -> impl Iterator<Item = usize> + '_ {
    const MARK: &[u8] = b"final post ";
    bytes.windows(MARK.len()).enumerate().filter_map(|(at, w)| {
        if w != MARK {
            return None;
        }
        let digits = &bytes[at + MARK.len()..];
        let end = digits.iter().position(|b| !b.is_ascii_digit())?;
        (digits.get(end) == Some(&b'.'))
            .then(|| std::str::from_utf8(&digits[..end]).ok()?.parse().ok())
            .flatten()
    })
}

fn contains(haystack: &[u8], needle: &[u8]) -> bool {
    haystack.windows(needle.len()).any(|w| w == needle)
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

struct Load {
    viewers: usize,
    /// The watched game's posts: how many a second, and how many.
    rate: usize,
    posts: usize,
    /// Posts a second in another game, with nobody watching it.
    noise: usize,
}

/// A forum game of four signed-up players, started on day 1.
async fn forum_game(host: &Session, players: &[Session], title: &str) -> i64 {
    let game = host
        .post("/api/games", json!({"ruleset": "forum", "title": title}))
        .await["id"]
        .as_i64()
        .unwrap();
    for (i, p) in players.iter().enumerate() {
        p.post(
            &format!("/api/games/{game}/commands"),
            json!({"lobby": {"type": "join", "name": format!("P{i}")}}),
        )
        .await;
    }
    let roles = json!([{"faction": "town"}, {"faction": "town"}, {"faction": "town"}, {"faction": "mafia", "role": "goon"}]);
    host.post(
        &format!("/api/games/{game}/commands"),
        json!({"lobby": {"type": "start", "setup": {"game": {"starts_with": "day"}, "deal": "given", "roles": roles}}}),
    )
    .await;
    game
}

async fn run(addr: &str, pid: u32, load: Load) {
    let Load {
        viewers,
        rate,
        posts,
        noise,
    } = load;
    let base = format!("http://{addr}");
    let host = Session::sign_up(&base, "Host").await;
    let mut players = Vec::new();
    for i in 0..4 {
        players.push(Session::sign_up(&base, &format!("Player {i}")).await);
    }
    let game = forum_game(&host, &players, "The final").await;
    let other = forum_game(&host, &players, "Another game").await;
    let players = Arc::new(players);

    let before_rss = rss_kib(pid);
    let opened = Instant::now();
    // Every viewer: its connection, and the posts it has read (post number, when).
    let sent: Arc<Mutex<Vec<Option<Instant>>>> = Arc::new(Mutex::new(vec![None; posts]));
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
            // The bytes read and not yet looked through, with the tail a marker could
            // straddle. The client does as little as it can per read: it shares the two
            // cores with the server it measures.
            let mut buffer = Vec::with_capacity(32 * 1024);
            let mut delays = Vec::new();
            let mut headers = false;
            let mut next = 0usize;
            let mut seen = vec![false; posts];
            loop {
                if buffer.capacity() - buffer.len() < 16 * 1024 {
                    buffer.reserve(16 * 1024);
                }
                match stream.read_buf(&mut buffer).await {
                    Ok(0) | Err(_) => {
                        if next < posts {
                            let tail = String::from_utf8_lossy(&buffer[buffer.len().saturating_sub(400)..]).into_owned();
                            eprintln!("viewer {v} ended after {next} posts: …{tail}");
                        }
                        break;
                    }
                    Ok(_) => {}
                }
                let now = Instant::now();
                if !headers && contains(&buffer, b"\r\n\r\n") {
                    headers = true;
                    let _ = ready.send(()).await;
                }
                // Posts sent at once may be written in another order: every post named in
                // what was read is counted, once.
                for k in posts_named(&buffer) {
                    if k < posts && !seen[k] {
                        seen[k] = true;
                        if let Some(at) = sent.lock().unwrap()[k] {
                            delays.push(now.saturating_duration_since(at));
                        }
                    }
                }
                while next < posts && seen[next] {
                    next += 1;
                }
                if buffer.len() > 4096 {
                    buffer.drain(..buffer.len() - 64);
                }
                if next == posts {
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
    if noise > 0 {
        // (c) Another game's posts, from now to the end.
        let players = players.clone();
        tokio::spawn(async move {
            let mut tick = tokio::time::interval(Duration::from_secs(1) / noise as u32);
            for k in 0.. {
                tick.tick().await;
                let players = players.clone();
                tokio::spawn(async move {
                    // Not checked: the server is stopped while these still go.
                    let p = &players[k % 4];
                    let _ = p
                        .http
                        .post(format!("{}/api/games/{other}/commands", p.base))
                        .header("cookie", &p.cookie)
                        .header("x-csrf-token", &p.csrf)
                        .json(&json!({"game": {"type": "post", "body": format!("noise {k}.")}}))
                        .send()
                        .await;
                });
            }
        });
        tokio::time::sleep(Duration::from_secs(2)).await;
        let from = cpu(pid);
        let start = Instant::now();
        tokio::time::sleep(Duration::from_secs(10)).await;
        println!(
            "(c) {ready} idle viewers of one game while another takes {noise} posts/s: server CPU {:.1} % of a core",
            100.0 * (cpu(pid) - from).as_secs_f64() / start.elapsed().as_secs_f64()
        );
    }
    // (b) The posts, at their rate, each from the moment it is due (an open loop).
    let fan_from = cpu(pid);
    let client_from = cpu(std::process::id());
    let mut tick = tokio::time::interval(Duration::from_secs(1) / rate as u32);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Burst);
    let mut sending = Vec::new();
    for k in 0..posts {
        tick.tick().await;
        // From the moment the post is sent (set first, so no viewer reads it before).
        sent.lock().unwrap()[k] = Some(Instant::now());
        let players = players.clone();
        sending.push(tokio::spawn(async move {
            players[k % 4]
                .post(
                    &format!("/api/games/{game}/commands"),
                    json!({"game": {"type": "post", "body": format!("final post {k}.")}}),
                )
                .await;
        }));
    }
    for s in sending {
        s.await.unwrap();
    }
    let mut delays: Vec<Duration> = Vec::new();
    // A viewer still short of posts a minute after the last is counted short.
    let deadline = tokio::time::Instant::now() + Duration::from_secs(60);
    for task in tasks {
        if let Ok(Ok(d)) = tokio::time::timeout_at(deadline, task).await {
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
        "(b) {posts} posts at {rate}/s to {ready} viewers: {} deliveries of {}; post to viewer p50 {:.1} ms, p99 {:.1} ms, slowest {:.1} ms; server CPU {:.1} s, client CPU {:.1} s",
        delays.len(),
        posts * ready,
        at(0.5),
        at(0.99),
        delays.last().map_or(f64::NAN, |d| d.as_secs_f64() * 1000.0),
        (cpu(pid) - fan_from).as_secs_f64(),
        (cpu(std::process::id()) - client_from).as_secs_f64()
    );
}
