//! Knotted nights sent to the server (issue 25, finding 1): a forum night whose actions
//! block, swap, redirect and kill one another around a ring of 30 players is refused within
//! its budget, holds little memory, and leaves nothing running after the answer; a command
//! past its deadline is stopped; a refusal is remembered; one host's knots cannot make other
//! games' nights wait. A test binary of its own, so that the process's memory is the
//! server's while it runs.

mod common;

use common::{each_backend, ok, serve_with, Client, Server};
use omerta_server::Config;
use reqwest::StatusCode;
use serde_json::{json, Value};
use std::time::{Duration, Instant};

/// The tests of this binary one at a time: they read the process's CPU time and memory,
/// which another test running beside them would move.
static ONE_AT_A_TIME: tokio::sync::Mutex<()> = tokio::sync::Mutex::const_new(());

/// The process's resident memory now and at its peak, in MiB (Linux).
fn resident_mib() -> (u64, u64) {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    let field = |name: &str| {
        status
            .lines()
            .find_map(|l| l.strip_prefix(name))
            .and_then(|v| v.trim().trim_end_matches("kB").trim().parse::<u64>().ok())
            .map_or(0, |kb| kb / 1024)
    };
    (field("VmRSS:"), field("VmHWM:"))
}

/// The CPU time this process has used (user and system), from /proc (Linux).
fn cpu_used() -> Duration {
    let stat = std::fs::read_to_string("/proc/self/stat").unwrap_or_default();
    // The fields after the command's closing parenthesis: utime and stime are the 12th
    // and 13th of them, in clock ticks (100 a second on Linux).
    let after = stat.rsplit_once(')').map_or("", |(_, rest)| rest);
    let fields: Vec<u64> = after
        .split_whitespace()
        .map(|f| f.parse().unwrap_or(0))
        .collect();
    let ticks = fields.get(11).copied().unwrap_or(0) + fields.get(12).copied().unwrap_or(0);
    Duration::from_millis(ticks * 10)
}

/// The limits meant for people lifted: these tests make many accounts and games at once.
fn lenient() -> Config {
    Config {
        signups_per_hour: 10_000,
        games_per_hour: 10_000,
        posts_per_minute: 10_000,
        ..Config::default()
    }
}

/// The knot of issue 25: `n` players, each with the abilities block, swap, redirect and
/// kill, started at night; player i blocks i+1, swaps i+2 and i+3, redirects i+4 onto i+5
/// and kills i+6, around the ring. `host` hosts it; the players are new accounts.
async fn knot(server: &Server, host: &Client, n: usize, tag: &str) -> i64 {
    let game = host.create("forum", &format!("The knot {tag}")).await;
    let mut players = Vec::new();
    for i in 0..n {
        let player = Client::sign_up(server, &format!("Knot {tag} {i}")).await;
        ok(player
            .lobby(game, json!({"type": "join", "name": format!("K{i}")}))
            .await);
        players.push(player);
    }
    let roles: Vec<Value> = (0..n)
        .map(|i| {
            let faction = if i < 3 { "mafia" } else { "town" };
            json!({"faction": faction, "abilities": ["block", "swap", "redirect", "kill"]})
        })
        .collect();
    ok(host
        .lobby(
            game,
            json!({"type": "start", "setup": {"game": {"starts_with": "night"}, "deal": "given", "roles": roles}}),
        )
        .await);
    for (i, player) in players.iter().enumerate() {
        let at = |k: usize| format!("K{}", (i + k) % n);
        for (ability, targets) in [
            ("block", vec![at(1)]),
            ("swap", vec![at(2), at(3)]),
            ("redirect", vec![at(4), at(5)]),
            ("kill", vec![at(6)]),
        ] {
            ok(player
                .act(
                    game,
                    json!({"type": "night_action", "ability": ability, "targets": targets}),
                )
                .await);
        }
    }
    game
}

/// A short forum night that resolves at once: the host's "advance" is a heavy command too.
async fn plain_night(server: &Server, host: &Client, tag: &str) -> i64 {
    let game = host.create("forum", &format!("A quiet night {tag}")).await;
    for i in 0..3 {
        let player = Client::sign_up(server, &format!("Quiet {tag} {i}")).await;
        ok(player
            .lobby(game, json!({"type": "join", "name": format!("Q{i}")}))
            .await);
    }
    let roles: Vec<Value> = (0..3)
        .map(|i| json!({"faction": if i == 0 { "mafia" } else { "town" }}))
        .collect();
    ok(host
        .lobby(
            game,
            json!({"type": "start", "setup": {"game": {"starts_with": "night"}, "deal": "given", "roles": roles}}),
        )
        .await);
    game
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_knot_of_30_is_refused_within_its_budget_and_the_server_stays_small() {
    let _alone = ONE_AT_A_TIME.lock().await;
    each_backend(|url| async move {
        let server = serve_with(&url, lenient()).await;
        let host = Client::sign_up(&server, "Knot host").await;
        let mut refused_in = Vec::new();
        for n in [16, 20, 30] {
            let game = knot(&server, &host, n, &n.to_string()).await;
            let started = Instant::now();
            let (status, body) = host.act(game, json!({"type": "advance"})).await;
            let took = started.elapsed();
            assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
            let message = body["error"]["message"].as_str().unwrap();
            assert!(message.contains("too large to settle"), "{message}");
            // Refused by its budget, well within the command's deadline of 5 s.
            assert!(
                took < Duration::from_secs(3),
                "the knot of {n} took {took:?}"
            );
            // Nothing runs on after the answer.
            let cpu = cpu_used();
            tokio::time::sleep(Duration::from_millis(500)).await;
            let after = cpu_used() - cpu;
            assert!(
                after < Duration::from_millis(150),
                "{after:?} of CPU after the answer to the knot of {n}"
            );
            // The same command on the same state is answered at once.
            let started = Instant::now();
            let (again, body) = host.act(game, json!({"type": "advance"})).await;
            assert_eq!(again, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
            assert!(started.elapsed() < Duration::from_millis(300));
            refused_in.push((n, took));
        }
        let (now, peak) = resident_mib();
        eprintln!("refused in {refused_in:?}; resident {now} MiB, peak {peak} MiB");
        assert!(peak < 512, "the server's memory peaked at {peak} MiB");
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_command_past_its_deadline_is_stopped_and_not_left_running() {
    let _alone = ONE_AT_A_TIME.lock().await;
    each_backend(|url| async move {
        // One heavy thread, a deadline far shorter than the night, and a budget that
        // would let the search run for minutes: only the deadline ends it.
        let mut config = Config {
            heavy_concurrency: 1,
            command_timeout: Duration::from_millis(300),
            ..lenient()
        };
        config.limits.night.steps = u64::MAX;
        config.limits.night.bytes = u64::MAX;
        let server = serve_with(&url, config).await;
        let host = Client::sign_up(&server, "Slow host").await;
        let game = knot(&server, &host, 12, "slow").await;
        let (status, body) = host.act(game, json!({"type": "advance"})).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
        assert_eq!(body["error"]["code"], "too_slow", "{body}");
        // The one heavy thread is free again at once: another game's night goes through.
        let other_host = Client::sign_up(&server, "Other host").await;
        let other = plain_night(&server, &other_host, "after").await;
        let started = Instant::now();
        ok(other_host.act(other, json!({"type": "advance"})).await);
        assert!(
            started.elapsed() < Duration::from_millis(250),
            "the stopped night held the thread for {:?}",
            started.elapsed()
        );
        // And nothing of the stopped search burns on.
        let cpu = cpu_used();
        tokio::time::sleep(Duration::from_millis(500)).await;
        let after = cpu_used() - cpu;
        assert!(after < Duration::from_millis(150), "{after:?} of CPU after");
        // Pressed again on the same state, the answer comes at once.
        let started = Instant::now();
        let (status, body) = host.act(game, json!({"type": "advance"})).await;
        assert_eq!(body["error"]["code"], "too_slow", "{status} {body}");
        assert!(started.elapsed() < Duration::from_millis(100));
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_hosts_knots_cannot_make_other_games_nights_wait() {
    let _alone = ONE_AT_A_TIME.lock().await;
    each_backend(|url| async move {
        let server = serve_with(&url, lenient()).await;
        let attacker = Client::sign_up(&server, "Knotty host").await;
        let mut knots = Vec::new();
        for i in 0..3 {
            knots.push(knot(&server, &attacker, 16, &format!("many {i}")).await);
        }
        let honest = Client::sign_up(&server, "Honest host").await;
        let quiet = plain_night(&server, &honest, "honest").await;
        // The attacker advances every knot at once; the honest host advances their night.
        let sent: Vec<_> = knots
            .iter()
            .map(|&game| {
                let attacker = attacker.clone();
                tokio::spawn(async move { attacker.act(game, json!({"type": "advance"})).await })
            })
            .collect();
        tokio::time::sleep(Duration::from_millis(20)).await;
        let started = Instant::now();
        ok(honest.act(quiet, json!({"type": "advance"})).await);
        let waited = started.elapsed();
        let mut codes = Vec::new();
        for answer in sent {
            let (status, body) = answer.await.unwrap();
            codes.push((
                status,
                body["error"]["code"].as_str().unwrap_or("").to_string(),
            ));
        }
        // One knot at a time for one account: the others are answered at once, to be sent
        // again, and take no thread.
        let refused = codes
            .iter()
            .filter(|(s, c)| *s == StatusCode::TOO_MANY_REQUESTS && c == "one_at_a_time")
            .count();
        let resolved = codes
            .iter()
            .filter(|(s, _)| *s == StatusCode::UNPROCESSABLE_ENTITY)
            .count();
        assert_eq!((refused, resolved), (2, 1), "{codes:?}");
        assert!(
            waited < Duration::from_secs(2),
            "the honest night waited {waited:?}"
        );
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_forum_night_whose_reasons_are_too_long_is_settled_without_them() {
    let _alone = ONE_AT_A_TIME.lock().await;
    each_backend(|url| async move {
        let server = serve_with(&url, lenient()).await;
        let host = Client::sign_up(&server, "Explained host").await;
        // Small enough to decide, too tangled to explain within the budget.
        let game = knot(&server, &host, 8, "explained").await;
        ok(host.act(game, json!({"type": "advance"})).await);
        let view = host.view(game).await;
        assert_eq!(
            view["game"]["phase"]["kind"], "day",
            "{}",
            view["game"]["phase"]
        );
        let explained = view["game"]["explanations"].to_string();
        assert!(
            explained.contains("the reasons are not given"),
            "the host is told why: {}",
            &explained[..explained.len().min(400)]
        );
    })
    .await;
}
