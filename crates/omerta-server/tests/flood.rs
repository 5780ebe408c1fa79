//! A flood of sign-ups (finding 3 of the hardening audit): memory stays flat and the
//! server keeps answering. A test binary of its own, so that the process's memory is the
//! server's alone while it runs.

mod common;

use common::{each_backend, serve_with, Client};
use omerta_server::Config;
use reqwest::StatusCode;
use serde_json::json;
use std::time::{Duration, Instant};

/// The process's resident memory, in MiB (Linux).
fn resident_mib() -> u64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse::<u64>().ok())
        .map_or(0, |kb| kb / 1024)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_flood_of_sign_ups_keeps_memory_flat_and_the_server_answering() {
    each_backend(|url| async move {
        let config = Config {
            // The limit per address would stop the flood first; this test is about what
            // gets past it (many addresses).
            signups_per_hour: 100_000,
            ..Config::default()
        };
        let server = serve_with(&url, config).await;
        Client::sign_up(&server, "Warm up").await;
        let before = resident_mib();
        let mut slowest_health = Duration::ZERO;
        let (mut created, mut busy) = (0, 0);
        // 256 sign-ups, 64 at a time: each Argon2 hash takes 19 MiB.
        // One HTTP client for the whole flood: each client of its own would hold its own
        // TLS roots and pool, and the test would measure the clients.
        let http = reqwest::Client::new();
        let accounts = format!("{}/api/accounts", server.base);
        for wave in 0..4 {
            let mut tasks = Vec::new();
            for i in 0..64 {
                let (http, accounts) = (http.clone(), accounts.clone());
                tasks.push(tokio::spawn(async move {
                    let response = http
                        .post(accounts)
                        .json(&json!({"name": format!("Flood {wave} {i}"), "password": "correct horse"}))
                        .send()
                        .await
                        .unwrap();
                    let status = response.status();
                    let body: serde_json::Value = response.json().await.unwrap();
                    (status, body)
                }));
            }
            // While they wait, the server answers others.
            for _ in 0..5 {
                let started = Instant::now();
                let (status, _) = Client::new(&server).get("/healthz").await;
                assert_eq!(status, StatusCode::OK);
                slowest_health = slowest_health.max(started.elapsed());
                tokio::time::sleep(Duration::from_millis(20)).await;
            }
            for task in tasks {
                let (status, body) = task.await.unwrap();
                match status {
                    StatusCode::CREATED => created += 1,
                    StatusCode::SERVICE_UNAVAILABLE => {
                        assert_eq!(body["error"]["code"], "busy", "{body}");
                        busy += 1;
                    }
                    other => panic!("{other}: {body}"),
                }
            }
        }
        let grown = resident_mib().saturating_sub(before);
        eprintln!(
            "{created} created, {busy} busy, memory grew {grown} MiB, /healthz at worst {slowest_health:?}"
        );
        assert!(created >= 64, "{created} created");
        // Two hashing threads of 19 MiB each, and room for the rest; a hash per request
        // (64 at once) grew it by over a gigabyte.
        assert!(grown < 120, "memory grew by {grown} MiB");
        assert!(
            slowest_health < Duration::from_millis(500),
            "/healthz took {slowest_health:?}"
        );
    })
    .await;
}
