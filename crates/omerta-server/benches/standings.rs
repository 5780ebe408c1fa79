//! The standings of an event with 1,000 finished games (issue 18: under 200 ms): the page
//! and its JSON, read from the store in one query rather than by folding every game.
//!
//! The games are the bundled samples, uploaded (`POST /api/pro/uploads`) with 60 players'
//! names spread over the tables, into one event, registered on the server too (its sixty
//! players as guests), so the event's standings by player (`/events/{id}/standings`) are
//! measured as well.
//!
//! ```sh
//! cargo bench -p omerta-server --bench standings
//! ```

use serde_json::{json, Value};
use std::time::{Duration, Instant};

fn main() {
    if !std::env::args().any(|a| a == "--bench") {
        return;
    }
    let games: usize = std::env::var("OMERTA_STANDINGS_GAMES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1000);
    let dir = tempfile::tempdir().unwrap();
    let url = format!(
        "sqlite://{}?mode=rwc",
        dir.path().join("standings.db").display()
    );
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    runtime.block_on(async {
        let store = omerta_store::Store::open(&url).await.unwrap();
        let config = omerta_server::Config {
            games_per_hour: usize::MAX,
            ..omerta_server::Config::default()
        };
        let state = omerta_server::AppState::new(store, config);
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let base = format!("http://{}", listener.local_addr().unwrap());
        tokio::spawn(omerta_server::serve_on(
            listener,
            state,
            std::future::pending(),
        ));
        let http = reqwest::Client::new();
        let response = http
            .post(format!("{base}/api/accounts"))
            .json(&json!({"name": "Organiser", "password": "correct horse battery"}))
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
        let csrf = response.json::<Value>().await.unwrap()["csrf"]
            .as_str()
            .unwrap()
            .to_string();
        let root = format!("{}/../../examples/pro", env!("CARGO_MANIFEST_DIR"));
        let samples: Vec<Value> = [
            "red-win",
            "black-win",
            "lift",
            "removal",
            "dd",
            "self-shot",
            "surrender",
        ]
        .iter()
        .map(|n| {
            serde_json::from_str(&std::fs::read_to_string(format!("{root}/{n}.json")).unwrap())
                .unwrap()
        })
        .collect();
        // The same games counted in an event on this server, its sixty players registered
        // (as guests: the seats map to them by name), for the event's standings by player.
        let post = |path: String, body: Value| {
            http.post(format!("{base}{path}"))
                .header("cookie", &cookie)
                .header("x-csrf-token", &csrf)
                .json(&body)
                .send()
        };
        let event = post(
            "/api/events".into(),
            json!({"name": "The Big Cup", "rounds": 1, "tables": 1}),
        )
        .await
        .unwrap();
        assert_eq!(event.status(), 201);
        let event = event.json::<Value>().await.unwrap()["id"].as_i64().unwrap();
        for p in 0..60 {
            let registered = post(
                format!("/api/events/{event}/players"),
                json!({"guest": format!("Player {p:02}")}),
            )
            .await
            .unwrap();
            assert_eq!(registered.status(), 201);
        }
        let started = Instant::now();
        for g in 0..games {
            let mut doc = samples[g % samples.len()].clone();
            for p in doc["players"].as_array_mut().unwrap() {
                let seat = p["seat"].as_u64().unwrap() as usize;
                p["name"] = json!(format!("Player {:02}", (g * 7 + seat * 11) % 60));
            }
            let response = http
                .post(format!("{base}/api/pro/uploads"))
                .header("cookie", &cookie)
                .header("x-csrf-token", &csrf)
                .json(&json!({"document": doc, "event": "The Big Cup", "event_id": event}))
                .send()
                .await
                .unwrap();
            assert_eq!(response.status(), 201, "{}", response.text().await.unwrap());
        }
        println!(
            "{games} games uploaded in {:.1} s",
            started.elapsed().as_secs_f64()
        );
        for path in [
            "/standings?event=The%20Big%20Cup".to_string(),
            "/standings.json?event=The%20Big%20Cup".to_string(),
            "/ratings.json".to_string(),
            format!("/events/{event}/standings"),
            format!("/api/events/{event}/standings"),
        ] {
            let mut times: Vec<Duration> = Vec::new();
            for _ in 0..20 {
                let at = Instant::now();
                let response = http.get(format!("{base}{path}")).send().await.unwrap();
                assert_eq!(response.status(), 200);
                let _ = response.bytes().await.unwrap();
                times.push(at.elapsed());
            }
            times.sort();
            println!(
                "{path}: p50 {:.1} ms, max {:.1} ms (20 loads)",
                times[10].as_secs_f64() * 1000.0,
                times[19].as_secs_f64() * 1000.0
            );
        }
    });
}
