//! A player's profile and a season's ranking over 1,000 finished Pro games (issue 31,
//! item 4: each under 200 ms in a release build).
//!
//! The games are the real Polemica records of `crates/omerta-pro/tests/data/polemica`
//! (provenance in its README), each uploaded (`POST /api/pro/uploads`, format `polemica`)
//! a hundred times over, with ten of 150 players' names drawn into its seats by a seeded
//! generator: 1,000 games in ten events of a hundred, the ten events in one season. One of
//! the 150 is an account registered in every event ("Target"), so their profile gathers
//! about 67 games across the events by their registration.
//!
//! The first reading of a profile summarises every finished game once (`records::sync`);
//! it is timed apart and printed. Criterion then measures the pages as a reader gets them,
//! over HTTP on the loopback.
//!
//! ```sh
//! cargo bench -p omerta-server --bench profiles -- --warm-up-time 2 --measurement-time 10
//! ```

use criterion::{criterion_group, criterion_main, Criterion};
use rand::seq::SliceRandom;
use rand::SeedableRng;
use serde_json::{json, Value};
use std::time::Instant;

const GAMES: usize = 1000;
const EVENTS: usize = 10;
const PLAYERS: usize = 150;

struct Bench {
    runtime: tokio::runtime::Runtime,
    http: reqwest::Client,
    base: String,
    season: i64,
    _dir: tempfile::TempDir,
}

/// The real records that import, as Polemica gives them.
fn records() -> Vec<Value> {
    let dir = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../omerta-pro/tests/data/polemica"
    );
    let mut out: Vec<(String, Value)> = std::fs::read_dir(dir)
        .unwrap()
        .flatten()
        .filter(|e| e.path().extension().is_some_and(|x| x == "json"))
        .filter_map(|e| {
            let text = std::fs::read_to_string(e.path()).ok()?;
            omerta_pro::interchange::polemica::import(&text).ok()?;
            Some((
                e.file_name().to_string_lossy().into_owned(),
                serde_json::from_str(&text).ok()?,
            ))
        })
        .collect();
    out.sort_by(|a, b| a.0.cmp(&b.0));
    out.into_iter().map(|(_, v)| v).collect()
}

fn setup() -> Bench {
    let dir = tempfile::tempdir().unwrap();
    let url = format!(
        "sqlite://{}?mode=rwc",
        dir.path().join("profiles.db").display()
    );
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    let http = reqwest::Client::builder()
        .cookie_store(true)
        .build()
        .unwrap();
    let (base, season) = runtime.block_on(async {
        let store = omerta_store::Store::open(&url).await.unwrap();
        let config = omerta_server::Config {
            games_per_hour: usize::MAX,
            ..omerta_server::Config::default()
        };
        let state = omerta_server::AppState::new(store, config);
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let base = format!("http://{}", listener.local_addr().unwrap());
        tokio::spawn(omerta_server::serve_on(listener, state, std::future::pending()));
        // The target signs up first; the organiser's session is the client's from then on.
        let target = reqwest::Client::new()
            .post(format!("{base}/api/accounts"))
            .json(&json!({"name": "Target", "password": "correct horse battery"}))
            .send()
            .await
            .unwrap();
        assert_eq!(target.status(), 201);
        let organiser = http
            .post(format!("{base}/api/accounts"))
            .json(&json!({"name": "Organiser", "password": "correct horse battery"}))
            .send()
            .await
            .unwrap();
        let csrf = organiser.json::<Value>().await.unwrap()["csrf"]
            .as_str()
            .unwrap()
            .to_string();
        let post = |path: String, body: Value| {
            http.post(format!("{base}{path}"))
                .header("x-csrf-token", &csrf)
                .json(&body)
                .send()
        };
        let mut events = Vec::new();
        for e in 0..EVENTS {
            let made = post("/api/events".into(), json!({"name": format!("Cup {}", e + 1), "rounds": 1, "tables": 1}))
                .await
                .unwrap();
            assert_eq!(made.status(), 201);
            let id = made.json::<Value>().await.unwrap()["id"].as_i64().unwrap();
            let registered = post(format!("/api/events/{id}/players"), json!({"account": "Target"}))
                .await
                .unwrap();
            assert_eq!(registered.status(), 201);
            events.push(id);
        }
        let names: Vec<String> = std::iter::once("Target".to_string())
            .chain((1..PLAYERS).map(|p| format!("Player {p:03}")))
            .collect();
        let records = records();
        assert!(records.len() >= 5, "the real records import");
        let mut rng = rand::rngs::StdRng::seed_from_u64(31);
        let started = Instant::now();
        for g in 0..GAMES {
            let mut doc = records[g % records.len()].clone();
            let seated: Vec<&String> = names.choose_multiple(&mut rng, 10).collect();
            for player in doc["players"].as_array_mut().unwrap() {
                let position = player["position"].as_u64().unwrap() as usize;
                let name = seated[position - 1];
                player["username"] = json!(name);
                if player["player"].is_object() {
                    player["player"]["username"] = json!(name);
                }
            }
            let response = post(
                "/api/pro/uploads".into(),
                json!({"format": "polemica", "document": doc, "event_id": events[g / (GAMES / EVENTS)]}),
            )
            .await
            .unwrap();
            assert_eq!(response.status(), 201, "{}", response.text().await.unwrap());
        }
        println!("{GAMES} games uploaded in {:.1} s", started.elapsed().as_secs_f64());
        // The season, by its form, and its ten events.
        let season = http
            .post(format!("{base}/seasons"))
            .form(&[("csrf", csrf.as_str()), ("kind", "season"), ("name", "Season 2026")])
            .send()
            .await
            .unwrap();
        let season: i64 = season.url().path().rsplit('/').next().unwrap().parse().unwrap();
        for id in &events {
            let added = http
                .post(format!("{base}/seasons/{season}/events"))
                .form(&[("csrf", csrf.as_str()), ("event", &id.to_string()), ("action", "add")])
                .send()
                .await
                .unwrap();
            assert_eq!(added.status(), 200);
        }
        let first = Instant::now();
        let page = http.get(format!("{base}/players/Target")).send().await.unwrap();
        assert_eq!(page.status(), 200);
        let text = page.text().await.unwrap();
        println!(
            "first reading (every game summarised): {:.0} ms",
            first.elapsed().as_secs_f64() * 1000.0
        );
        assert!(text.contains("Pro games"), "{text}");
        (base, season)
    });
    Bench {
        runtime,
        http,
        base,
        season,
        _dir: dir,
    }
}

fn pages(c: &mut Criterion) {
    let bench = setup();
    let get = |path: String| {
        let (http, base) = (&bench.http, &bench.base);
        bench.runtime.block_on(async move {
            let response = http.get(format!("{base}{path}")).send().await.unwrap();
            assert_eq!(response.status(), 200);
            response.bytes().await.unwrap().len()
        })
    };
    let profile = get("/players/Target".into());
    let season = get(format!("/seasons/{}", bench.season));
    println!("profile page {profile} bytes, season page {season} bytes");
    let mut group = c.benchmark_group("1000 games");
    group.sample_size(20);
    group.bench_function("profile", |b| b.iter(|| get("/players/Target".into())));
    group.bench_function("season ranking", |b| {
        b.iter(|| get(format!("/seasons/{}", bench.season)))
    });
    group.bench_function("leaderboards", |b| b.iter(|| get("/leaderboards".into())));
    group.finish();
}

criterion_group!(benches, pages);
criterion_main!(benches);
