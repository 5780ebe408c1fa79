//! Load benchmark: vote posts at a constant arrival rate (open loop).
//!
//! For each backend (a fresh SQLite file; a fresh PostgreSQL database too when
//! `OMERTA_TEST_POSTGRES` names a server) it starts the server in-process on a real
//! socket, signs up players, creates forum games and starts them on day 1, then sends
//! vote posts (`{"game": {"type": "post", "body": "… [b]Vote: P3[/b]"}}`) at a fixed
//! rate: a scheduler thread issues request `i` at `start + i / rate` whatever the
//! responses, one task per request, and each latency is measured from the *scheduled*
//! send time, so a stalled server is charged for the requests it delays (no coordinated
//! omission). See `docs/server/load.md`.
//!
//! ```text
//! cargo bench -p omerta-server --bench load
//! ```
//!
//! Settings (environment):
//! - `OMERTA_LOAD_RATE` requests/s (2000), `OMERTA_LOAD_SECONDS` measured (10),
//!   `OMERTA_LOAD_WARMUP` seconds not measured (2);
//! - `OMERTA_LOAD_GAMES` (20) forum games of `OMERTA_LOAD_PLAYERS` (25) players;
//! - `OMERTA_LOAD_TARGET`: `vote` (default; POST /api/games/{id}/commands), `direct`
//!   (the same command through `AppState::execute`, no HTTP, no session lookup),
//!   `session` (GET /api/session: HTTP plus the session lookup), `healthz`
//!   (GET /healthz: HTTP plus one small query); comma-separated for several;
//! - `OMERTA_LOAD_BACKENDS`: `sqlite,postgres` (default: both, PostgreSQL when
//!   `OMERTA_TEST_POSTGRES` is set);
//! - `OMERTA_LOAD_INSTANCES` (1): server instances on the one PostgreSQL database, each
//!   in its own runtime of two threads; every request goes to one of them at random, or
//!   with `OMERTA_LOAD_ROUTE=game` each game's requests to one instance (by its id);
//! - `OMERTA_LOAD_JSON=path`: also write the results as JSON.

use futures_util::stream::{self, StreamExt};
use omerta_live::Actor;
use omerta_server::games::CommandBody;
use omerta_server::{workers, AppState, Config};
use omerta_store::Store;
use rand::Rng;
use reqwest::header::{HeaderMap, HeaderValue, COOKIE, SET_COOKIE};
use serde_json::{json, Value};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// The target the issue sets: p99 under this at 2,000 votes/s.
const P99_TARGET: Duration = Duration::from_millis(10);
/// A request that takes longer than this is a failure.
const REQUEST_TIMEOUT: Duration = Duration::from_secs(30);
/// Error bodies kept per run.
const ERRORS_KEPT: usize = 5;

#[derive(Clone, Copy, Debug, PartialEq)]
enum Target {
    Vote,
    Direct,
    Session,
    Healthz,
}

impl Target {
    fn parse(s: &str) -> Target {
        match s.trim() {
            "vote" => Target::Vote,
            "direct" => Target::Direct,
            "session" => Target::Session,
            "healthz" => Target::Healthz,
            other => panic!(
                "OMERTA_LOAD_TARGET: unknown target {other:?} (vote, direct, session, healthz)"
            ),
        }
    }

    fn name(self) -> &'static str {
        match self {
            Target::Vote => "vote",
            Target::Direct => "direct",
            Target::Session => "session",
            Target::Healthz => "healthz",
        }
    }
}

struct Settings {
    rate: f64,
    seconds: f64,
    warmup: f64,
    games: usize,
    players: usize,
    /// Server instances on the one PostgreSQL database.
    instances: usize,
    targets: Vec<Target>,
    backends: Vec<String>,
    json: Option<String>,
}

fn env_or<T: std::str::FromStr>(name: &str, default: T) -> T {
    match std::env::var(name) {
        Ok(v) if !v.trim().is_empty() => v
            .trim()
            .parse()
            .unwrap_or_else(|_| panic!("{name}: cannot read {v:?}")),
        _ => default,
    }
}

impl Settings {
    fn from_env() -> Settings {
        let targets = std::env::var("OMERTA_LOAD_TARGET").unwrap_or_else(|_| "vote".into());
        let backends =
            std::env::var("OMERTA_LOAD_BACKENDS").unwrap_or_else(|_| "sqlite,postgres".into());
        let settings = Settings {
            rate: env_or("OMERTA_LOAD_RATE", 2000.0),
            seconds: env_or("OMERTA_LOAD_SECONDS", 10.0),
            warmup: env_or("OMERTA_LOAD_WARMUP", 2.0),
            games: env_or("OMERTA_LOAD_GAMES", 20),
            instances: env_or("OMERTA_LOAD_INSTANCES", 1),
            players: env_or("OMERTA_LOAD_PLAYERS", 25),
            targets: targets
                .split(',')
                .filter(|s| !s.trim().is_empty())
                .map(Target::parse)
                .collect(),
            backends: backends
                .split(',')
                .map(|s| s.trim().to_string())
                .filter(|s| !s.is_empty())
                .collect(),
            json: std::env::var("OMERTA_LOAD_JSON")
                .ok()
                .filter(|s| !s.is_empty()),
        };
        assert!(settings.rate > 0.0, "OMERTA_LOAD_RATE must be positive");
        assert!(
            settings.seconds > 0.0,
            "OMERTA_LOAD_SECONDS must be positive"
        );
        assert!(settings.players >= 3, "a forum game has at least 3 players");
        assert!(settings.games >= 1, "OMERTA_LOAD_GAMES must be at least 1");
        settings
    }
}

// ---------------------------------------------------------------- the server

struct Backend {
    name: &'static str,
    url: String,
    _dir: Option<tempfile::TempDir>,
    /// The admin URL and the database's name, to drop it afterwards.
    postgres: Option<(String, String)>,
}

fn sqlite_backend() -> Backend {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let path = dir.path().join("omerta.db");
    Backend {
        name: "sqlite",
        url: format!("sqlite://{}", path.display()),
        _dir: Some(dir),
        postgres: None,
    }
}

async fn postgres_backend(admin: &str) -> Backend {
    use sqlx::Connection;
    let name = format!(
        "omerta_load_{}_{}",
        std::process::id(),
        omerta_server::now() % 1_000_000_000
    );
    let mut conn = sqlx::PgConnection::connect(admin)
        .await
        .expect("the PostgreSQL server of OMERTA_TEST_POSTGRES");
    sqlx::query(&format!("CREATE DATABASE {name}"))
        .execute(&mut conn)
        .await
        .expect("CREATE DATABASE");
    // Diagnostics: `OMERTA_LOAD_PG_SET="synchronous_commit=off"` sets database settings.
    for setting in std::env::var("OMERTA_LOAD_PG_SET")
        .unwrap_or_default()
        .split(',')
    {
        if let Some((key, value)) = setting.split_once('=') {
            sqlx::query(&format!(
                "ALTER DATABASE {name} SET {} = {}",
                key.trim(),
                value.trim()
            ))
            .execute(&mut conn)
            .await
            .expect("ALTER DATABASE … SET");
        }
    }
    let base = admin.rsplit_once('/').map(|(b, _)| b).unwrap_or(admin);
    Backend {
        name: "postgres",
        url: format!("{base}/{name}"),
        _dir: None,
        postgres: Some((admin.to_string(), name)),
    }
}

async fn drop_postgres(admin: &str, name: &str) {
    use sqlx::Connection;
    if let Ok(mut conn) = sqlx::PgConnection::connect(admin).await {
        let _ = sqlx::query(&format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)"))
            .execute(&mut conn)
            .await;
    }
}

/// The server in its own runtime (its own worker threads), as a separate process would be.
struct Server {
    runtime: tokio::runtime::Runtime,
    base: String,
    state: AppState,
}

fn start_server(url: &str) -> Server {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .thread_name("server")
        .enable_all()
        .build()
        .expect("the server's runtime");
    let (base, state) = runtime.block_on(async {
        let store = Store::open(url).await.expect("open the store");
        // The load is 500 players signed up from one address, voting several times a
        // second each: far past the limits a public server keeps for people.
        let config = Config {
            signups_per_hour: usize::MAX,
            games_per_hour: usize::MAX,
            posts_per_minute: usize::MAX,
            hash_queue: 1024,
            ..Config::default()
        };
        let state = AppState::new(store, config);
        workers::spawn(state.clone());
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        tokio::spawn(omerta_server::serve_on(
            listener,
            state.clone(),
            std::future::pending(),
        ));
        (format!("http://{addr}"), state)
    });
    Server {
        runtime,
        base,
        state,
    }
}

// ---------------------------------------------------------------- the setup

/// A signed-in player: the session cookie and CSRF token, reused for every request.
#[derive(Clone)]
struct Session {
    account: i64,
    headers: HeaderMap,
}

struct Player {
    session: Session,
    /// The player's name in the game ("P3").
    name: String,
}

struct Game {
    id: i64,
    players: Vec<Player>,
}

async fn call(
    http: &reqwest::Client,
    base: &str,
    session: Option<&Session>,
    path: &str,
    body: Value,
) -> (reqwest::StatusCode, HeaderMap, Value) {
    let mut request = http.post(format!("{base}{path}")).json(&body);
    if let Some(session) = session {
        request = request.headers(session.headers.clone());
    }
    let response = request.send().await.expect("a response");
    let status = response.status();
    let headers = response.headers().clone();
    let text = response.text().await.expect("a body");
    let value = serde_json::from_str(&text).unwrap_or(Value::String(text));
    (status, headers, value)
}

/// Sign-ups answered 500 and sent again (see `sign_up`).
static SIGN_UP_RETRIES: AtomicU64 = AtomicU64::new(0);

async fn sign_up(http: &reqwest::Client, base: &str, name: String) -> Session {
    let mut attempt = 0;
    let (status, headers, body) = loop {
        let (status, headers, body) = call(
            http,
            base,
            None,
            "/api/accounts",
            json!({"name": name, "password": "correct horse"}),
        )
        .await;
        // On SQLite, concurrent sign-ups can fail with 500: `create_account` reads
        // (COUNT) before it writes in a deferred transaction, and SQLite refuses the
        // upgrade to a writer (SQLITE_BUSY) when another one got there first. Counted
        // and retried, so the setup completes; the report prints the count.
        if status.is_server_error() && attempt < 20 {
            attempt += 1;
            SIGN_UP_RETRIES.fetch_add(1, Ordering::Relaxed);
            continue;
        }
        break (status, headers, body);
    };
    assert!(status.is_success(), "sign up {name}: {status}: {body}");
    let cookie = headers
        .get_all(SET_COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .filter_map(|v| v.split(';').next())
        .find(|v| v.starts_with("omerta_session="))
        .expect("a session cookie")
        .to_string();
    let csrf = body["csrf"].as_str().expect("a CSRF token");
    let mut session_headers = HeaderMap::new();
    session_headers.insert(COOKIE, HeaderValue::from_str(&cookie).unwrap());
    session_headers.insert("x-csrf-token", HeaderValue::from_str(csrf).unwrap());
    Session {
        account: body["account"]["id"].as_i64().expect("an account id"),
        headers: session_headers,
    }
}

/// Signs up everyone (concurrently: Argon2 is the slow part), creates the games, joins
/// the players and starts every game on day 1 (town but the last slot, mafia).
async fn set_up(http: &reqwest::Client, base: &str, settings: &Settings) -> Vec<Game> {
    let started = Instant::now();
    let names: Vec<(usize, Option<usize>)> = (0..settings.games)
        .flat_map(|g| {
            std::iter::once((g, None)).chain((0..settings.players).map(move |p| (g, Some(p))))
        })
        .collect();
    let accounts: Vec<((usize, Option<usize>), Session)> = stream::iter(names)
        .map(|(g, p)| async move {
            let name = match p {
                None => format!("host{g}"),
                Some(p) => format!("g{g}p{p}"),
            };
            ((g, p), sign_up(http, base, name).await)
        })
        .buffer_unordered(8)
        .collect()
        .await;
    eprintln!(
        "  {} accounts signed up in {:.1} s ({} sign-ups answered 500 and were retried)",
        accounts.len(),
        started.elapsed().as_secs_f64(),
        SIGN_UP_RETRIES.swap(0, Ordering::Relaxed),
    );
    let mut hosts: Vec<Option<Session>> = vec![None; settings.games];
    let mut players: Vec<Vec<Option<Session>>> = vec![vec![None; settings.players]; settings.games];
    for ((g, p), session) in accounts {
        match p {
            None => hosts[g] = Some(session),
            Some(p) => players[g][p] = Some(session),
        }
    }
    let games = stream::iter(hosts.into_iter().zip(players).enumerate())
        .map(|(g, (host, players))| async move {
            let host = host.expect("a host");
            let (status, _, body) = call(
                http,
                base,
                Some(&host),
                "/api/games",
                json!({"ruleset": "forum", "title": format!("Load game {g}")}),
            )
            .await;
            assert!(status.is_success(), "create: {status}: {body}");
            let id = body["id"].as_i64().expect("a game id");
            let mut joined = Vec::new();
            for (p, session) in players.into_iter().enumerate() {
                let session = session.expect("a player");
                let name = format!("P{p}");
                let (status, _, body) = call(
                    http,
                    base,
                    Some(&session),
                    &format!("/api/games/{id}/commands"),
                    json!({"lobby": {"type": "join", "name": name}}),
                )
                .await;
                assert!(status.is_success(), "join: {status}: {body}");
                joined.push(Player { session, name });
            }
            let n = joined.len();
            let mut roles: Vec<Value> = (0..n - 1).map(|_| json!({"faction": "town"})).collect();
            roles.push(json!({"faction": "mafia", "role": "goon"}));
            let (status, _, body) = call(
                http,
                base,
                Some(&host),
                &format!("/api/games/{id}/commands"),
                json!({"lobby": {"type": "start", "setup": {
                    "game": {"starts_with": "day"}, "deal": "given", "roles": roles}}}),
            )
            .await;
            assert!(status.is_success(), "start: {status}: {body}");
            Game {
                id,
                players: joined,
            }
        })
        .buffer_unordered(8)
        .collect::<Vec<Game>>()
        .await;
    eprintln!(
        "  {} games of {} players started in {:.1} s",
        games.len(),
        settings.players,
        started.elapsed().as_secs_f64()
    );
    games
}

// ---------------------------------------------------------------- the load

#[derive(Default)]
struct Record {
    /// Latency from the scheduled send time, in microseconds, of each measured success.
    latencies: Vec<u64>,
    /// From the scheduled time to the request task's first poll (client-side lag).
    start_lags: Vec<u64>,
    succeeded: u64,
    failed: u64,
    errors: Vec<String>,
    /// The last measured completion, from the run's start.
    last_done: Duration,
}

struct Shared {
    games: Vec<Game>,
    /// Every instance's address: each request goes to one of them at random, or by its
    /// game (`by_game`).
    bases: Vec<String>,
    by_game: bool,
    http: reqwest::Client,
    state: AppState,
    server: tokio::runtime::Handle,
    target: Target,
    record: Mutex<Record>,
    start: Instant,
    measure_from: Duration,
}

/// One request: a vote by a random living player of a random game for another player.
async fn fire(shared: Arc<Shared>, scheduled: Instant, measured: bool) {
    let lag = scheduled.elapsed();
    let mut base = &shared.bases[rand::thread_rng().gen_range(0..shared.bases.len())];
    let outcome: Result<(), String> = match shared.target {
        Target::Vote | Target::Direct => {
            let (game, voter, target) = {
                let mut rng = rand::thread_rng();
                let game = &shared.games[rng.gen_range(0..shared.games.len())];
                let voter = rng.gen_range(0..game.players.len());
                let mut target = rng.gen_range(0..game.players.len() - 1);
                if target >= voter {
                    target += 1;
                }
                (game, &game.players[voter], &game.players[target])
            };
            if shared.by_game {
                base = &shared.bases[game.id as usize % shared.bases.len()];
            }
            let command = json!({"type": "post",
                "body": format!("Going with my read. [b]Vote: {}[/b]", target.name)});
            if shared.target == Target::Vote {
                let request = shared
                    .http
                    .post(format!("{}/api/games/{}/commands", base, game.id))
                    .headers(voter.session.headers.clone())
                    .json(&json!({ "game": command }));
                send(request).await
            } else {
                let state = shared.state.clone();
                let (id, account) = (game.id, voter.session.account);
                let body = CommandBody {
                    id: None,
                    lobby: None,
                    game: Some(command),
                };
                let actor = Actor {
                    account: Some(account),
                    admin: false,
                };
                match shared
                    .server
                    .spawn(async move { state.execute(id, actor, &body).await })
                    .await
                {
                    Ok(Ok(_)) => Ok(()),
                    Ok(Err(e)) => Err(format!("{}: {}", e.code, e.message)),
                    Err(e) => Err(e.to_string()),
                }
            }
        }
        Target::Session => {
            let game = &shared.games[rand::thread_rng().gen_range(0..shared.games.len())];
            let player = &game.players[rand::thread_rng().gen_range(0..game.players.len())];
            send(
                shared
                    .http
                    .get(format!("{base}/api/session"))
                    .headers(player.session.headers.clone()),
            )
            .await
        }
        Target::Healthz => send(shared.http.get(format!("{base}/healthz"))).await,
    };
    if !measured {
        return;
    }
    let latency = scheduled.elapsed();
    let done = shared.start.elapsed();
    let mut record = shared.record.lock().unwrap();
    record.start_lags.push(lag.as_micros() as u64);
    match outcome {
        Ok(()) => {
            record.succeeded += 1;
            record.latencies.push(latency.as_micros() as u64);
        }
        Err(error) => {
            record.failed += 1;
            if record.errors.len() < ERRORS_KEPT {
                record.errors.push(error);
            }
        }
    }
    if done > record.last_done {
        record.last_done = done;
    }
}

/// Sends a request and reads the whole response; a non-2xx answer is an error with its body.
async fn send(request: reqwest::RequestBuilder) -> Result<(), String> {
    let response = request.send().await.map_err(|e| format!("{e:?}"))?;
    let status = response.status();
    let body = response.bytes().await.map_err(|e| format!("{e:?}"))?;
    if status.is_success() {
        Ok(())
    } else {
        Err(format!("{status}: {}", String::from_utf8_lossy(&body)))
    }
}

/// The results of one run.
struct Outcome {
    backend: &'static str,
    target: Target,
    rate: f64,
    seconds: f64,
    sent: u64,
    succeeded: u64,
    failed: u64,
    throughput: f64,
    /// p50, p90, p99, p99.9, max (µs) of the successes.
    percentiles: [u64; 5],
    /// p50, p99, max (µs) of the scheduled-to-started lag.
    lag: [u64; 3],
    errors: Vec<String>,
}

fn percentile(sorted: &[u64], p: f64) -> u64 {
    if sorted.is_empty() {
        return 0;
    }
    let rank = ((p / 100.0) * sorted.len() as f64).ceil() as usize;
    sorted[rank.clamp(1, sorted.len()) - 1]
}

impl Outcome {
    fn passes(&self) -> bool {
        self.failed == 0
            && self.succeeded > 0
            && self.percentiles[2] < P99_TARGET.as_micros() as u64
            && self.throughput >= 0.95 * self.rate
    }

    fn json(&self) -> Value {
        let ms = |us: u64| us as f64 / 1000.0;
        json!({
            "backend": self.backend,
            "target": self.target.name(),
            "rate": self.rate,
            "seconds": self.seconds,
            "sent": self.sent,
            "succeeded": self.succeeded,
            "failed": self.failed,
            "throughput": self.throughput,
            "latency_ms": {
                "p50": ms(self.percentiles[0]),
                "p90": ms(self.percentiles[1]),
                "p99": ms(self.percentiles[2]),
                "p99_9": ms(self.percentiles[3]),
                "max": ms(self.percentiles[4]),
            },
            "client_lag_ms": {"p50": ms(self.lag[0]), "p99": ms(self.lag[1]), "max": ms(self.lag[2])},
            "p99_under_10ms": self.percentiles[2] < P99_TARGET.as_micros() as u64,
            "errors": self.errors,
        })
    }
}

/// Drives `target` at the settings' rate: the warm-up, then the measured seconds.
fn run(
    client: &tokio::runtime::Runtime,
    // The first instance, then any others on the same database.
    servers: &[Server],
    games: Vec<Game>,
    http: reqwest::Client,
    target: Target,
    settings: &Settings,
    backend: &'static str,
) -> (Outcome, Vec<Game>) {
    let interval = Duration::from_secs_f64(1.0 / settings.rate);
    let warmup = (settings.warmup * settings.rate).round() as u64;
    let measured = (settings.seconds * settings.rate).round() as u64;
    let start = Instant::now() + Duration::from_millis(50);
    let shared = Arc::new(Shared {
        games,
        bases: servers.iter().map(|s| s.base.clone()).collect(),
        by_game: std::env::var("OMERTA_LOAD_ROUTE").as_deref() == Ok("game"),
        http,
        state: servers[0].state.clone(),
        server: servers[0].runtime.handle().clone(),
        target,
        record: Mutex::new(Record::default()),
        start,
        measure_from: interval * warmup as u32,
    });
    // The scheduler: a thread of its own, so request `i` is issued at `start + i·interval`
    // whatever the runtimes are doing (its lag shows in `client_lag`).
    let handle = client.handle().clone();
    let scheduler_shared = shared.clone();
    let tasks = std::thread::spawn(move || {
        let mut tasks = Vec::with_capacity((warmup + measured) as usize);
        for i in 0..warmup + measured {
            let at = start + interval.mul_f64(i as f64);
            let now = Instant::now();
            if at > now {
                std::thread::sleep(at - now);
            }
            let request = fire(scheduler_shared.clone(), at, i >= warmup);
            let task =
                handle.spawn(async move { tokio::time::timeout(REQUEST_TIMEOUT, request).await });
            tasks.push(task);
        }
        tasks
    })
    .join()
    .expect("the scheduler");
    let timeouts = client.block_on(async {
        let mut timeouts = 0u64;
        for task in tasks {
            if matches!(task.await, Ok(Err(_))) {
                timeouts += 1;
            }
        }
        timeouts
    });
    let shared = Arc::into_inner(shared).expect("every request is done");
    let mut record = shared.record.into_inner().unwrap();
    // A timed-out request never recorded itself: it is a failure (counted in the measured
    // window only if the warm-up had none, a close enough approximation).
    record.failed += timeouts;
    if timeouts > 0 && record.errors.len() < ERRORS_KEPT {
        record.errors.push(format!(
            "{timeouts} requests timed out after {REQUEST_TIMEOUT:?}"
        ));
    }
    record.latencies.sort_unstable();
    record.start_lags.sort_unstable();
    let window = record
        .last_done
        .saturating_sub(shared.measure_from)
        .as_secs_f64()
        .max(settings.seconds);
    let l = &record.latencies;
    let outcome = Outcome {
        backend,
        target,
        rate: settings.rate,
        seconds: settings.seconds,
        sent: measured,
        succeeded: record.succeeded,
        failed: record.failed,
        throughput: record.succeeded as f64 / window,
        percentiles: [
            percentile(l, 50.0),
            percentile(l, 90.0),
            percentile(l, 99.0),
            percentile(l, 99.9),
            l.last().copied().unwrap_or(0),
        ],
        lag: [
            percentile(&record.start_lags, 50.0),
            percentile(&record.start_lags, 99.0),
            record.start_lags.last().copied().unwrap_or(0),
        ],
        errors: record.errors,
    };
    (outcome, shared.games)
}

fn print_outcome(o: &Outcome) {
    let ms = |us: u64| us as f64 / 1000.0;
    eprintln!(
        "  {} {}: sent {} succeeded {} failed {}; {:.0}/s; p50 {:.2} p90 {:.2} p99 {:.2} p99.9 {:.2} max {:.2} ms; client lag p99 {:.2} ms; {}",
        o.backend,
        o.target.name(),
        o.sent,
        o.succeeded,
        o.failed,
        o.throughput,
        ms(o.percentiles[0]),
        ms(o.percentiles[1]),
        ms(o.percentiles[2]),
        ms(o.percentiles[3]),
        ms(o.percentiles[4]),
        ms(o.lag[1]),
        if o.passes() { "PASS" } else { "MISS" },
    );
    for error in &o.errors {
        eprintln!("    error: {error}");
    }
}

fn main() {
    // `cargo bench` passes `--bench`; `cargo test --benches` passes nothing special: run
    // only when benchmarking, so a test run does not spend a minute here.
    let args: Vec<String> = std::env::args().collect();
    if !args.iter().any(|a| a == "--bench") {
        eprintln!("load: run with `cargo bench -p omerta-server --bench load`");
        return;
    }
    let settings = Settings::from_env();
    let client = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .thread_name("client")
        .enable_all()
        .build()
        .expect("the client's runtime");
    let postgres = std::env::var("OMERTA_TEST_POSTGRES")
        .ok()
        .filter(|s| !s.is_empty());
    let mut backends = Vec::new();
    if settings.backends.iter().any(|b| b == "sqlite") {
        backends.push(sqlite_backend());
    }
    if settings.backends.iter().any(|b| b == "postgres") {
        match &postgres {
            Some(admin) => backends.push(client.block_on(postgres_backend(admin))),
            None => eprintln!("note: OMERTA_TEST_POSTGRES is not set; PostgreSQL skipped"),
        }
    }
    eprintln!(
        "load: {} req/s for {} s (+{} s warm-up), {} games x {} players, targets {:?}, {} CPUs",
        settings.rate,
        settings.seconds,
        settings.warmup,
        settings.games,
        settings.players,
        settings
            .targets
            .iter()
            .map(|t| t.name())
            .collect::<Vec<_>>(),
        std::thread::available_parallelism().map_or(0, |n| n.get()),
    );
    let mut outcomes = Vec::new();
    for backend in backends {
        eprintln!("-- {}", backend.name);
        // More instances on one PostgreSQL database (part 4c of the issue), each in a
        // runtime of its own; SQLite is one instance.
        let mut servers = vec![start_server(&backend.url)];
        if backend.postgres.is_some() {
            for _ in 1..settings.instances {
                servers.push(start_server(&backend.url));
            }
        }
        let http = reqwest::Client::builder()
            .tcp_nodelay(true)
            .pool_idle_timeout(Duration::from_secs(90))
            .build()
            .expect("an HTTP client");
        let mut games = client.block_on(set_up(&http, &servers[0].base, &settings));
        for &target in &settings.targets {
            let (outcome, back) = run(
                &client,
                &servers,
                games,
                http.clone(),
                target,
                &settings,
                backend.name,
            );
            games = back;
            print_outcome(&outcome);
            outcomes.push(outcome);
        }
        drop(games);
        for server in servers {
            server.runtime.shutdown_timeout(Duration::from_secs(1));
        }
        if let Some((admin, name)) = &backend.postgres {
            client.block_on(drop_postgres(admin, name));
        }
    }

    let ms = |us: u64| us as f64 / 1000.0;
    println!();
    println!(
        "{:<9} {:<8} {:>7} {:>7} {:>7} {:>6} {:>8} {:>7} {:>7} {:>7} {:>7} {:>8}  p99<10ms",
        "backend",
        "target",
        "rate/s",
        "sent",
        "ok",
        "failed",
        "ok/s",
        "p50 ms",
        "p90 ms",
        "p99 ms",
        "p99.9",
        "max ms"
    );
    for o in &outcomes {
        println!(
            "{:<9} {:<8} {:>7.0} {:>7} {:>7} {:>6} {:>8.0} {:>7.2} {:>7.2} {:>7.2} {:>7.2} {:>8.2}  {}",
            o.backend,
            o.target.name(),
            o.rate,
            o.sent,
            o.succeeded,
            o.failed,
            o.throughput,
            ms(o.percentiles[0]),
            ms(o.percentiles[1]),
            ms(o.percentiles[2]),
            ms(o.percentiles[3]),
            ms(o.percentiles[4]),
            if o.percentiles[2] < P99_TARGET.as_micros() as u64 {
                "yes"
            } else {
                "NO"
            },
        );
    }
    if let Some(path) = &settings.json {
        let value = json!({
            "rate": settings.rate,
            "seconds": settings.seconds,
            "warmup": settings.warmup,
            "games": settings.games,
            "players": settings.players,
            "cpus": std::thread::available_parallelism().map_or(0, |n| n.get()),
            "results": outcomes.iter().map(Outcome::json).collect::<Vec<_>>(),
        });
        std::fs::write(path, serde_json::to_string_pretty(&value).unwrap())
            .unwrap_or_else(|e| panic!("OMERTA_LOAD_JSON {path}: {e}"));
        eprintln!("results written to {path}");
    }
}
