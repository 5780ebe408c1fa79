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

/// The real records that import and finish, as Polemica gives them.
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
            // Only the records the table rules finish (a record cut short is refused).
            let imported = omerta_pro::interchange::polemica::import(&text).ok()?;
            let game = omerta_pro::Game::from_protocol(imported.protocol).ok()?;
            omerta_pro::score(&game).ok()?;
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
        println!("{} real Polemica records, each uploaded about {} times", records.len(), GAMES / records.len());
        let mut rng = rand::rngs::StdRng::seed_from_u64(31);
        let started = Instant::now();
        // A draw that repeats a game already uploaded (the same record, the same names in
        // the same seats) is refused as a duplicate: it is drawn again.
        let (mut g, mut attempt, mut refused) = (0, 0usize, Vec::new());
        while g < GAMES {
            attempt += 1;
            let which = attempt % records.len();
            let mut doc = records[which].clone();
            let seated: Vec<&String> = names.choose_multiple(&mut rng, 10).collect();
            // Seat order by the record's own numbering (`position` from 1 in a game's
            // record, `tablePosition` in a match's).
            // A match's page wraps its game in `data`.
            let players = if doc["players"].is_array() {
                doc["players"].as_array_mut().unwrap()
            } else {
                doc["data"]["players"].as_array_mut().unwrap()
            };
            let place = |p: &Value| p["position"].as_u64().or(p["tablePosition"].as_u64()).unwrap_or(0);
            let mut order: Vec<usize> = (0..players.len()).collect();
            order.sort_by_key(|&i| place(&players[i]));
            for (seat, &i) in order.iter().enumerate() {
                let name = seated[seat];
                players[i]["username"] = json!(name);
                if players[i]["player"].is_object() {
                    players[i]["player"]["username"] = json!(name);
                }
            }
            let response = post(
                "/api/pro/uploads".into(),
                json!({"format": "polemica", "document": doc, "event_id": events[g / (GAMES / EVENTS)]}),
            )
            .await
            .unwrap();
            if response.status() == 409 {
                refused.push(which);
                if refused.len() == 1 {
                    println!("first refusal (record {which}, game {g}): {}", response.text().await.unwrap());
                }
                continue;
            }
            assert_eq!(response.status(), 201, "{}", response.text().await.unwrap());
            g += 1;
        }
        println!(
            "{GAMES} games uploaded in {:.1} s ({} draws refused as duplicates, of records {:?})",
            started.elapsed().as_secs_f64(),
            refused.len(),
            refused.iter().take(10).collect::<Vec<_>>()
        );
        let first = Instant::now();
        let page = http.get(format!("{base}/players/Target")).send().await.unwrap();
        assert_eq!(page.status(), 200);
        let text = page.text().await.unwrap();
        println!(
            "first reading (every game summarised): {:.0} ms",
            first.elapsed().as_secs_f64() * 1000.0
        );
        assert!(text.contains("Pro games"), "{text}");
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
