//! The server's own requests against hostile peers (issue 25, items 3 and 4), on a release
//! build of `omerta serve` started as a process of its own:
//!
//! 1. **Followed threads.** 50 follows of a forum on 127.0.0.1 (`--allow-private-forums`)
//!    whose every page links a next page, in three shapes: `big` (16 MiB pages, sent
//!    without a length), `near` (valid vBulletin pages of 1.9 MiB, under the cap, with
//!    ten 185 KB posts each, so that every follow's document grows), `dense` (valid pages
//!    of 1.9 MiB of empty tags, the most tree per byte for the parser). The host presses
//!    "fetch now" on every follow every 5 s (as an attacker would, to defeat the waits).
//!    Measured: the server's peak RSS, and its CPU time.
//! 2. **Webhooks.** 50 games of 50 accounts whose receivers accept the connection and
//!    never answer, and one healthy game: the delay from its webhook being set to its
//!    announcements' arrival, then from each `advance` to its announcement.
//!
//! ```sh
//! cargo build --release -p omerta-cli
//! cargo bench -p omerta-server --bench egress
//! ```
//!
//! `OMERTA_BIN` names the binary (default `target/release/omerta`),
//! `OMERTA_EGRESS_SECONDS` each follow scenario's length (60), `OMERTA_EGRESS_SHAPES` the
//! follow scenarios (`big,near,dense`), `OMERTA_EGRESS_ONLY` `follows` or `webhooks` to
//! run one half.

use axum::body::Body;
use axum::extract::Path;
use axum::routing::{any, get};
use reqwest::StatusCode;
use serde_json::{json, Value};
use std::io::{BufRead, BufReader};
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

fn main() {
    // `cargo bench` passes `--bench`; anything else (a test run) does nothing.
    if !std::env::args().any(|a| a == "--bench") {
        return;
    }
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    let only = std::env::var("OMERTA_EGRESS_ONLY").unwrap_or_default();
    runtime.block_on(async {
        if only != "webhooks" {
            let seconds = std::env::var("OMERTA_EGRESS_SECONDS")
                .ok()
                .and_then(|s| s.parse().ok())
                .unwrap_or(60);
            let shapes =
                std::env::var("OMERTA_EGRESS_SHAPES").unwrap_or_else(|_| "big,near,dense".into());
            let forum = hostile_forum().await;
            for shape in shapes.split(',') {
                follows(&forum, shape, Duration::from_secs(seconds)).await;
            }
        }
        if only != "follows" {
            webhooks().await;
        }
    });
}

/// The `omerta` binary under test.
fn binary() -> PathBuf {
    std::env::var_os("OMERTA_BIN").map_or_else(
        || PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../target/release/omerta"),
        PathBuf::from,
    )
}

/// A running `omerta serve` on a fresh SQLite file.
struct Server {
    child: Child,
    base: String,
    _dir: tempfile::TempDir,
}

impl Server {
    fn start(flags: &[&str]) -> Server {
        let dir = tempfile::tempdir().unwrap();
        let database = dir.path().join("egress.db");
        let mut child = Command::new(binary())
            .args(["serve", "--addr", "127.0.0.1:0", "--database"])
            .arg(&database)
            .args(flags)
            .env("RUST_LOG", "error")
            .stdout(Stdio::piped())
            .spawn()
            .expect("the omerta binary (cargo build --release -p omerta-cli)");
        let mut line = String::new();
        BufReader::new(child.stdout.take().unwrap())
            .read_line(&mut line)
            .unwrap();
        // "omerta serving on http://127.0.0.1:PORT (database …)"
        let base = line
            .split_whitespace()
            .find(|w| w.starts_with("http://"))
            .expect("the address the server prints")
            .to_string();
        Server {
            child,
            base,
            _dir: dir,
        }
    }

    fn pid(&self) -> u32 {
        self.child.id()
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A field of `/proc/<pid>/status` in KiB (`VmRSS`, `VmHWM`).
fn status_kib(pid: u32, field: &str) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    status
        .lines()
        .find_map(|l| l.strip_prefix(field)?.strip_prefix(':'))
        .and_then(|v| v.split_whitespace().next()?.parse().ok())
        .unwrap_or(0)
}

/// The process's CPU time so far (user and system), from `/proc/<pid>/stat`.
fn cpu(pid: u32) -> Duration {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap();
    let rest = &stat[stat.rfind(')').unwrap() + 2..];
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let ticks: u64 = fields[11].parse::<u64>().unwrap() + fields[12].parse::<u64>().unwrap();
    Duration::from_millis(ticks * 10)
}

fn load_average() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .unwrap_or_default()
        .split_whitespace()
        .take(3)
        .collect::<Vec<_>>()
        .join(" ")
}

/// A signed-in client: a cookie jar and the session's CSRF token.
struct Client {
    http: reqwest::Client,
    base: String,
    csrf: String,
}

impl Client {
    async fn sign_up(base: &str, name: &str) -> Client {
        let http = reqwest::Client::builder()
            .cookie_store(true)
            .build()
            .unwrap();
        let answer: Value = http
            .post(format!("{base}/api/accounts"))
            .json(&json!({"name": name, "password": "correct horse battery"}))
            .send()
            .await
            .unwrap()
            .json()
            .await
            .unwrap();
        Client {
            http,
            base: base.to_string(),
            csrf: answer["csrf"].as_str().expect("signed up").to_string(),
        }
    }

    async fn send(&self, method: reqwest::Method, path: &str, body: Value) -> (StatusCode, Value) {
        let response = self
            .http
            .request(method, format!("{}{path}", self.base))
            .header("x-csrf-token", &self.csrf)
            .json(&body)
            .send()
            .await
            .unwrap();
        let status = response.status();
        (status, response.json().await.unwrap_or(Value::Null))
    }

    async fn post(&self, path: &str, body: Value) -> Value {
        let (status, body) = self.send(reqwest::Method::POST, path, body).await;
        assert!(status.is_success(), "{path}: {status} {body}");
        body
    }

    async fn get(&self, path: &str) -> Value {
        self.http
            .get(format!("{}{path}", self.base))
            .send()
            .await
            .unwrap()
            .json()
            .await
            .unwrap()
    }
}

// ---- 1. Followed threads -----------------------------------------------------------------

/// The real vBulletin 4 page the tests use.
fn fixture() -> String {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../omerta-forum-import/tests/fixtures/vbulletin/vbulletin4-page.html");
    String::from_utf8(std::fs::read(path).unwrap()).unwrap()
}

const NEXT: &str =
    "showthread.php/9687-Legendary-military-columnist-author-Bob-Dorr-dies-at-76/page2";
const PAGE_SIZE: usize = 1_900_000;

/// Page `n` of thread `thread` in `shape`: the real page with post ids of its own, linking
/// page `n + 1`, filled to its shape's size.
fn page(template: &str, base: &str, shape: &str, thread: usize, n: usize) -> String {
    let prefix = 100 + n;
    let mut page = template
        .replace("http://forums.militarytimes.com/", &format!("{base}/"))
        .replace(NEXT, &format!("{base}/{shape}/{thread}/{}", n + 1))
        .replace("post_message_36", &format!("post_message_{prefix}"))
        .replace("post_36", &format!("post_{prefix}"))
        .replace("?p=36", &format!("?p={prefix}"))
        .replace("#post36", &format!("#post{prefix}"));
    for k in (1..=10).rev() {
        let counter = |k| format!("class=\"postcounter\">#{k}<");
        page = page.replace(&counter(k), &counter(k + 10 * (n - 1)));
    }
    match shape {
        "near" => {
            // Ten posts of 185 KB each: the follow's document grows with every page.
            let open = "<blockquote class=\"postcontent restore \">";
            let text = "words of a long post ".repeat(185_000 / 21);
            page = page.replace(open, &format!("{open}{text}"));
            let fill = PAGE_SIZE.saturating_sub(page.len() + 7);
            page.replacen("</body>", &format!("<!--{}--></body>", "x".repeat(fill)), 1)
        }
        _ => {
            // Empty tags: the most tree per byte for the parser.
            let fill = PAGE_SIZE.saturating_sub(page.len()) / 7;
            page.replacen("</body>", &format!("{}</body>", "<b></b>".repeat(fill)), 1)
        }
    }
}

/// The hostile forum: `/{shape}/{thread}/{n}`.
async fn hostile_forum() -> String {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let base = format!("http://{}", listener.local_addr().unwrap());
    let template = Arc::new(fixture());
    let at = base.clone();
    let app = axum::Router::new().route(
        "/{shape}/{thread}/{n}",
        get(
            move |Path((shape, thread, n)): Path<(String, usize, usize)>| {
                let (template, base) = (template.clone(), at.clone());
                async move {
                    let head = page(&template, &base, &shape, thread, n.max(1));
                    if shape != "big" {
                        return axum::response::Response::builder()
                            .header("content-type", "text/html; charset=utf-8")
                            .body(Body::from(head))
                            .unwrap();
                    }
                    // 16 MiB, sent in chunks with no length: read until the cap.
                    let head = head[..head.find("</head>").unwrap_or(0)].to_string();
                    let chunk = axum::body::Bytes::from(vec![b'x'; 64 * 1024]);
                    let chunks = std::iter::once(axum::body::Bytes::from(head))
                        .chain(std::iter::repeat_n(chunk, 256))
                        .map(Ok::<_, std::io::Error>);
                    axum::response::Response::builder()
                        .header("content-type", "text/html; charset=utf-8")
                        .body(Body::from_stream(futures_util::stream::iter(chunks)))
                        .unwrap()
                }
            },
        ),
    );
    tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
    base
}

/// 50 follows of the hostile forum's threads of one shape, fetched again and again.
async fn follows(forum: &str, shape: &str, length: Duration) {
    let server = Server::start(&[
        "--allow-private-forums",
        "--follow-delay-ms",
        "0",
        "--signups-per-hour",
        "1000",
    ]);
    let pid = server.pid();
    let before = load_average();
    let host = Client::sign_up(&server.base, "hostile host").await;
    let players = json!([{"name": "Rainmaker"}, {"name": "Mjölnir"}, {"name": "sandsjames"},
                         {"name": "giggawatt"}]);
    let mut ids = Vec::new();
    for thread in 0..50 {
        let follow = host
            .post(
                "/api/follows",
                json!({"title": format!("{shape} {thread}"),
                       "url": format!("{forum}/{shape}/{thread}/1"),
                       "every_minutes": 5,
                       "document": {"game": {"day_hours": 100000}, "players": players}}),
            )
            .await;
        ids.push(follow["id"].as_i64().unwrap());
    }
    let (start, cpu_start) = (Instant::now(), cpu(pid));
    let mut peak = 0;
    let mut pressed = Instant::now();
    while start.elapsed() < length {
        peak = peak.max(status_kib(pid, "VmRSS"));
        if pressed.elapsed() >= Duration::from_secs(5) {
            pressed = Instant::now();
            for id in &ids {
                host.post(&format!("/api/follows/{id}/fetch"), json!({}))
                    .await;
            }
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let used = cpu(pid) - cpu_start;
    let hwm = status_kib(pid, "VmHWM");
    let list = host.get("/api/follows").await;
    let list = list["follows"].as_array().cloned().unwrap_or_default();
    let fetched = list.iter().filter(|f| f["fetched_at"].is_i64()).count();
    let posts: i64 = list.iter().filter_map(|f| f["posts"].as_i64()).sum();
    let mut errors: Vec<String> = list
        .iter()
        .filter_map(|f| f["error"].as_str())
        .map(|e| e.chars().take(90).collect())
        .collect();
    errors.sort();
    errors.dedup();
    println!(
        "follows {shape}: peak RSS {} MiB (VmHWM {} MiB) over {:?}; server CPU {:.1} s; \
         {fetched} of 50 fetched, {posts} posts kept; load average {before} before, {} after",
        peak / 1024,
        hwm / 1024,
        length,
        used.as_secs_f64(),
        load_average()
    );
    for error in errors {
        println!("  error: {error}");
    }
}

// ---- 2. Webhooks -------------------------------------------------------------------------

/// A receiver that accepts connections and never answers; it counts them.
async fn hanging(accepted: Arc<AtomicUsize>) -> String {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let url = format!("http://{}/hook", listener.local_addr().unwrap());
    tokio::spawn(async move {
        let mut open = Vec::new();
        while let Ok((socket, _)) = listener.accept().await {
            accepted.fetch_add(1, Ordering::SeqCst);
            open.push(socket);
        }
    });
    url
}

async fn webhooks() {
    let server = Server::start(&[
        "--allow-private-webhooks",
        "--signups-per-hour",
        "1000",
        "--games-per-hour",
        "1000",
    ]);
    let base = server.base.clone();
    let accepted = Arc::new(AtomicUsize::new(0));
    // 50 accounts, one game each (so that the per-account share does not help), each
    // stopped in its lobby (one announcement) with a receiver that hangs.
    for n in 0..50 {
        let attacker = Client::sign_up(&base, &format!("hanger {n}")).await;
        let game = attacker
            .post("/api/games", json!({"ruleset": "forum", "title": "hang"}))
            .await["id"]
            .as_i64()
            .unwrap();
        attacker
            .post(
                &format!("/api/games/{game}/commands"),
                json!({"lobby": {"type": "abandon"}}),
            )
            .await;
        let hook = hanging(accepted.clone()).await;
        attacker
            .send(
                reqwest::Method::PUT,
                &format!("/api/games/{game}/webhook"),
                json!({ "url": hook }),
            )
            .await;
    }
    // The healthy game: four players, started on day 1.
    let host = Client::sign_up(&base, "healthy host").await;
    let game = host
        .post(
            "/api/games",
            json!({"ruleset": "forum", "title": "healthy"}),
        )
        .await["id"]
        .as_i64()
        .unwrap();
    for i in 0..4 {
        let player = Client::sign_up(&base, &format!("healthy player {i}")).await;
        player
            .post(
                &format!("/api/games/{game}/commands"),
                json!({"lobby": {"type": "join", "name": format!("P{i}")}}),
            )
            .await;
    }
    let roles = json!([{"faction": "town"}, {"faction": "town"}, {"faction": "town"},
                       {"faction": "mafia", "role": "goon"}]);
    host.post(
        &format!("/api/games/{game}/commands"),
        json!({"lobby": {"type": "start", "setup": {"game": {"starts_with": "day"}, "deal": "given", "roles": roles}}}),
    )
    .await;
    let arrived: Arc<Mutex<Vec<Instant>>> = Arc::default();
    let seen = arrived.clone();
    let app = axum::Router::new().fallback(any(move || {
        let seen = seen.clone();
        async move {
            seen.lock().unwrap().push(Instant::now());
            StatusCode::NO_CONTENT
        }
    }));
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let hook = format!("http://{}/hook", listener.local_addr().unwrap());
    tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
    // Let the hanging receivers hang (and be retried) a while.
    tokio::time::sleep(Duration::from_secs(3)).await;
    let before = load_average();
    let wait_for = |count: usize| {
        let arrived = arrived.clone();
        async move {
            let start = Instant::now();
            while arrived.lock().unwrap().len() < count && start.elapsed() < Duration::from_secs(60)
            {
                tokio::time::sleep(Duration::from_millis(2)).await;
            }
            arrived.lock().unwrap().last().copied()
        }
    };
    let set = Instant::now();
    host.send(
        reqwest::Method::PUT,
        &format!("/api/games/{game}/webhook"),
        json!({ "url": hook }),
    )
    .await;
    // Started, the thread opens, day 1 begins.
    let first = wait_for(3).await.map(|at| at - set);
    let mut later = Vec::new();
    for _ in 0..10 {
        tokio::time::sleep(Duration::from_millis(300)).await;
        let count = arrived.lock().unwrap().len();
        let sent = Instant::now();
        host.post(
            &format!("/api/games/{game}/commands"),
            json!({"game": {"type": "advance"}}),
        )
        .await;
        if let Some(at) = wait_for(count + 1).await {
            later.push(at - sent);
        }
    }
    later.sort();
    println!(
        "webhooks: 50 hanging receivers ({} connections accepted so far); a healthy game's \
         first announcements {:?} after its webhook was set; its next 10: median {:?}, max \
         {:?}; load average {before} before, {} after",
        accepted.load(Ordering::SeqCst),
        first,
        later.get(later.len() / 2),
        later.last(),
        load_average()
    );
}
