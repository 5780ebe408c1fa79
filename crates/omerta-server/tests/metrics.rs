//! Prometheus metrics (`docs/server/metrics.md`): served on an address of their own, never
//! on the site's; requests counted by route template, commands by rule set and outcome,
//! streams, pools, store writes and webhooks; and labels that stay few whatever clients ask.
//!
//! The recorder is the process's (every test here shares it, and `install` is
//! idempotent), so counts are compared with what each test itself did: at least, never
//! exactly, since another test may be counting too.

mod common;

use common::{each_backend, forum_game, ok, serve_with, Client};
use omerta_server::Config;
use reqwest::StatusCode;
use serde_json::json;
use std::net::SocketAddr;
use std::time::{Duration, Instant};

/// The metrics listener of this process, on a free port.
async fn metrics_listener() -> SocketAddr {
    omerta_server::listen_metrics("127.0.0.1:0".parse().unwrap())
        .await
        .expect("the metrics listener")
}

/// What `GET /metrics` says now.
async fn scrape(metrics: SocketAddr) -> String {
    let response = reqwest::get(format!("http://{metrics}/metrics"))
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    assert!(response.headers()["content-type"]
        .to_str()
        .unwrap()
        .starts_with("text/plain"));
    response.text().await.unwrap()
}

/// The series of `name` (exactly that name) whose labels include every one of `labels`:
/// each series' labels as written and its value.
fn series(text: &str, name: &str, labels: &[(&str, &str)]) -> Vec<(String, f64)> {
    text.lines()
        .filter(|line| !line.starts_with('#'))
        .filter_map(|line| {
            let (key, value) = line.rsplit_once(' ')?;
            let (metric, rest) = match key.split_once('{') {
                Some((metric, rest)) => (metric, rest.trim_end_matches('}')),
                None => (key, ""),
            };
            (metric == name).then(|| (rest.to_string(), value.parse().unwrap()))
        })
        .filter(|(rest, _)| {
            labels
                .iter()
                .all(|(label, value)| rest.split(',').any(|l| l == format!("{label}=\"{value}\"")))
        })
        .collect()
}

/// The sum of the matching series' values; none if no series matches.
fn value(text: &str, name: &str, labels: &[(&str, &str)]) -> Option<f64> {
    let found = series(text, name, labels);
    (!found.is_empty()).then(|| found.iter().map(|(_, v)| v).sum())
}

/// Scrapes until `holds` is true of the text, for at most five seconds (a guard is dropped
/// on another thread just after the answer that follows it is sent).
async fn eventually(metrics: SocketAddr, what: &str, holds: impl Fn(&str) -> bool) -> String {
    let deadline = Instant::now() + Duration::from_secs(5);
    loop {
        let text = scrape(metrics).await;
        if holds(&text) {
            return text;
        }
        assert!(Instant::now() < deadline, "{what}; /metrics says:\n{text}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// A receiver that answers every webhook 204.
async fn receiver() -> String {
    let app = axum::Router::new().fallback(|| async { StatusCode::NO_CONTENT });
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
    format!("http://{addr}/hook")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn operators_read_requests_commands_streams_pools_and_webhooks_on_their_own_address() {
    let metrics = metrics_listener().await;
    // Installing again (another server in the process) is harmless: one recorder, read
    // from either listener.
    let again = metrics_listener().await;
    assert_ne!(again, metrics);
    scrape(again).await;
    each_backend(|url| async move {
        let config = Config {
            webhook_allow_private: true,
            // One thread hashes passwords and one job may wait: sign-ups at once overflow
            // it, one after another never do.
            hash_workers: 1,
            hash_queue: 1,
            signups_per_hour: 1000,
            ..Config::default()
        };
        let server = serve_with(&url, config).await;
        let before = scrape(metrics).await;
        let count = |text: &str, name: &str, labels: &[(&str, &str)]| {
            value(text, name, labels).unwrap_or(0.0)
        };

        let (host, players, game) = forum_game(&server, 4).await;
        // A command applied, one refused (the game has started: no more joins), one sent
        // again under its id.
        let vote = json!({"game": {"type": "post", "body": "[b]Vote: P3[/b]"}, "id": "v1"});
        let commands = format!("/api/games/{game}/commands");
        ok(players[0].post(&commands, vote.clone()).await);
        ok(players[0].post(&commands, vote).await);
        let (status, _) = host
            .lobby(game, json!({"type": "join", "name": "Late"}))
            .await;
        assert!(status.is_client_error(), "{status}");
        // Not found: a game that is not there (a route), and a path no route has.
        let (status, _) = host.get("/api/games/999999").await;
        assert_eq!(status, StatusCode::NOT_FOUND);
        let (status, _) = host.page("/no/such/page").await;
        assert_eq!(status, StatusCode::NOT_FOUND);
        // The site itself never serves the metrics.
        let (status, _) = host.page("/metrics").await;
        assert_eq!(status, StatusCode::NOT_FOUND);
        // A webhook that takes the game's announcements.
        ok(host
            .send(
                reqwest::Method::PUT,
                &format!("/api/games/{game}/webhook"),
                Some(json!({"url": receiver().await})),
            )
            .await);

        let text = eventually(metrics, "the webhook is delivered", |text| {
            count(
                text,
                "omerta_webhook_deliveries_total",
                &[("receiver", "game"), ("outcome", "delivered")],
            ) > count(
                &before,
                "omerta_webhook_deliveries_total",
                &[("receiver", "game"), ("outcome", "delivered")],
            )
        })
        .await;
        // Requests by the route's template, never a game's number; commands by rule set
        // and outcome; the store's writes. Each at least as often as this test made them.
        let route = "/api/games/{id}/commands";
        type Labels<'a> = &'a [(&'a str, &'a str)];
        let grown: &[(&str, Labels, f64)] = &[
            (
                "omerta_http_requests_total",
                &[("route", route), ("method", "POST"), ("status", "200")],
                2.0,
            ),
            (
                "omerta_http_requests_total",
                &[("route", "/api/accounts"), ("status", "201")],
                5.0,
            ),
            (
                "omerta_http_requests_total",
                &[("route", "/api/games"), ("status", "201")],
                1.0,
            ),
            (
                "omerta_http_requests_total",
                &[("route", "/api/games/{id}"), ("status", "404")],
                1.0,
            ),
            (
                "omerta_http_requests_total",
                &[("route", "unmatched"), ("method", "GET"), ("status", "404")],
                2.0,
            ),
            (
                "omerta_http_request_duration_seconds_count",
                &[("route", route), ("method", "POST")],
                2.0,
            ),
            (
                "omerta_http_request_duration_seconds_bucket",
                &[("route", route), ("le", "+Inf")],
                2.0,
            ),
            (
                "omerta_commands_total",
                &[("ruleset", "forum"), ("outcome", "applied")],
                6.0,
            ),
            (
                "omerta_commands_total",
                &[("ruleset", "forum"), ("outcome", "duplicate")],
                1.0,
            ),
            (
                "omerta_commands_total",
                &[("ruleset", "forum"), ("outcome", "refused")],
                1.0,
            ),
            (
                "omerta_command_duration_seconds_count",
                &[("ruleset", "forum")],
                8.0,
            ),
            (
                "omerta_store_write_duration_seconds_count",
                &[("op", "append")],
                6.0,
            ),
            (
                "omerta_store_write_duration_seconds_count",
                &[("op", "commit")],
                6.0,
            ),
        ];
        for (name, labels, least) in grown {
            let grew = count(&text, name, labels) - count(&before, name, labels);
            assert!(
                grew >= *least,
                "{name} {labels:?} grew by {grew}, not {least}:\n{text}"
            );
        }
        assert!(
            !text.contains(&format!("/api/games/{game}")),
            "a raw path is a label:\n{text}"
        );
        assert!(!text.contains("/no/such/page"));
        // The pools: the hash pool hashed the sign-ups, the heavy pool checked the start,
        // and none has anything waiting or running once it is done.
        for pool in ["hash", "heavy", "draw"] {
            assert!(
                value(&text, "omerta_pool_queued", &[("pool", pool)]).is_some(),
                "{pool}: {text}"
            );
            assert!(
                value(&text, "omerta_pool_running", &[("pool", pool)]).is_some(),
                "{pool}: {text}"
            );
        }
        eventually(metrics, "the pools are idle", |text| {
            ["hash", "heavy"].iter().all(|pool| {
                value(text, "omerta_pool_queued", &[("pool", pool)]) == Some(0.0)
                    && value(text, "omerta_pool_running", &[("pool", pool)]) == Some(0.0)
            })
        })
        .await;

        // A stream counts while it is open, and no longer once it is closed.
        let streams = |text: &str| value(text, "omerta_streams_open", &[]);
        let stream = players[1]
            .http
            .get(format!("{}/api/games/{game}/stream", server.base))
            .send()
            .await
            .unwrap();
        assert_eq!(stream.status(), StatusCode::OK);
        eventually(metrics, "the open stream is counted", |text| {
            streams(text) == Some(1.0)
        })
        .await;
        drop(stream);
        eventually(metrics, "the closed stream is no longer counted", |text| {
            streams(text) == Some(0.0)
        })
        .await;
        let text = scrape(metrics).await;
        assert!(
            count(
                &text,
                "omerta_http_requests_total",
                &[
                    ("route", "/api/games/{id}/stream"),
                    ("method", "GET"),
                    ("status", "200")
                ]
            ) >= 1.0
        );

        // A full queue: sign-ups at once, one thread and no room to wait. The refusals are
        // answered 503 and counted.
        let rejected = |text: &str| count(text, "omerta_pool_rejected_total", &[("pool", "hash")]);
        let floor = rejected(&scrape(metrics).await);
        let mut busy = 0;
        for round in 0..5 {
            let answers = futures_util::future::join_all((0..8).map(|i| {
                let client = Client::new(&server);
                async move {
                    let name = format!("Flood {round} {i} {}", omerta_server::now());
                    client
                        .post(
                            "/api/accounts",
                            json!({"name": name, "password": "correct horse"}),
                        )
                        .await
                        .0
                }
            }))
            .await;
            busy += answers
                .iter()
                .filter(|s| **s == StatusCode::SERVICE_UNAVAILABLE)
                .count();
            if busy > 0 {
                break;
            }
        }
        assert!(busy > 0, "no sign-up found the hash pool full");
        let text = scrape(metrics).await;
        assert!(rejected(&text) >= floor + busy as f64, "{text}");
        assert!(
            count(
                &text,
                "omerta_http_requests_total",
                &[
                    ("route", "/api/accounts"),
                    ("method", "POST"),
                    ("status", "503")
                ]
            ) >= busy as f64
        );
    })
    .await;
}

/// Two hundred requests for paths nobody serves add one series (`route="unmatched"`), not
/// two hundred: a label never holds what a client chose.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn unknown_paths_add_one_series_whatever_their_number() {
    let metrics = metrics_listener().await;
    let backend = common::backends().await.remove(0);
    let server = serve_with(&backend.url, Config::default()).await;
    let client = Client::new(&server);
    let before = scrape(metrics).await;
    let unmatched_series = |text: &str| {
        series(
            text,
            "omerta_http_requests_total",
            &[("route", "unmatched")],
        )
        .len()
    };
    let unmatched = |text: &str| {
        value(
            text,
            "omerta_http_requests_total",
            &[("route", "unmatched")],
        )
        .unwrap_or(0.0)
    };
    for i in 0..200 {
        let path = format!("/nowhere-{i}-{}/x{}", omerta_server::now(), i * 7919);
        let (status, _) = client.page(&path).await;
        assert_eq!(status, StatusCode::NOT_FOUND);
    }
    // Odd methods are `other`, not what the client wrote.
    let response = client
        .http
        .request(
            reqwest::Method::from_bytes(b"BREW").unwrap(),
            format!("{}/healthz", server.base),
        )
        .send()
        .await
        .unwrap();
    assert!(response.status().is_client_error());
    let after = scrape(metrics).await;
    assert!(unmatched(&after) >= unmatched(&before) + 200.0, "{after}");
    // One series (GET, 404) for all of them, if another test had not made it already.
    assert_eq!(
        series(
            &after,
            "omerta_http_requests_total",
            &[("route", "unmatched"), ("method", "GET"), ("status", "404")]
        )
        .len(),
        1
    );
    assert!(
        unmatched_series(&after) <= unmatched_series(&before) + 1,
        "{} series before, {} after:\n{after}",
        unmatched_series(&before),
        unmatched_series(&after)
    );
    assert!(
        !after.contains("nowhere"),
        "a path became a label:\n{after}"
    );
    assert!(!after.contains("BREW"));
    assert!(value(
        &after,
        "omerta_http_requests_total",
        &[("route", "/healthz"), ("method", "other")]
    )
    .is_some());
    // The metrics listener answers nothing but /metrics.
    let other = reqwest::get(format!("http://{metrics}/api/games"))
        .await
        .unwrap();
    assert_eq!(other.status(), StatusCode::NOT_FOUND);
}
