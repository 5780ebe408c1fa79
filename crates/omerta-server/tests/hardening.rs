//! The server attacked as a hostile user would attack it: every finding of the audit
//! (issue 12) pinned by a test, on a real SQLite file and a real PostgreSQL database.

mod common;

use common::{each_backend, forum_game, ok, serve, serve_with, Client, Server};
use futures_util::StreamExt;
use omerta_server::Config;
use reqwest::StatusCode;
use serde_json::{json, Value};
use std::time::{Duration, Instant};
use tokio::io::{AsyncReadExt, AsyncWriteExt};

/// The limits meant for people lifted, for tests that make many accounts, games or posts
/// from one address in seconds.
fn lenient() -> Config {
    Config {
        signups_per_hour: 10_000,
        games_per_hour: 10_000,
        posts_per_minute: 10_000,
        ..Config::default()
    }
}

/// A form post as a browser sends it: the session's cookie and the CSRF token as a field.
async fn form(client: &Client, path: &str, fields: &[(&str, &str)]) -> (StatusCode, String) {
    let mut pairs: Vec<(&str, &str)> = fields.to_vec();
    let csrf = client.csrf.clone().unwrap_or_default();
    pairs.push(("csrf", &csrf));
    let response = client
        .http
        .post(format!("{}{path}", client.base))
        .form(&pairs)
        .send()
        .await
        .unwrap();
    let status = response.status();
    (status, response.text().await.unwrap())
}

/// The error a page shows (its alert), for failure messages.
fn error_of(page: &str) -> &str {
    page.find("role=\"alert\"")
        .map_or(&page[..page.len().min(400)], |i| {
            &page[i..(i + 300).min(page.len())]
        })
}

async fn healthy(server: &Server) -> Duration {
    let started = Instant::now();
    let (status, body) = Client::new(server).get("/healthz").await;
    assert_eq!(status, StatusCode::OK, "{body}");
    started.elapsed()
}

// ---- 1. A form nested five thousand names deep ----------------------------------------

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn finding_1_a_form_field_nested_5000_deep_is_refused_and_the_server_lives() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let (host, _players, game) = forum_game(&server, 3).await;
        // The attack: one field `f.` + `a.` × 5,000 + `a`, about 10 KB.
        let name = format!("f.{}a", "a.".repeat(5000));
        let (status, body) = form(
            &host,
            &format!("/games/{game}/act"),
            &[("cmd", "game"), (&name, "1")],
        )
        .await;
        assert!(status.is_client_error(), "{status}");
        // Refused with a reason (the name is too long, before it is too deep).
        assert!(error_of(&body).contains("at most"), "{}", error_of(&body));
        // Deep, with names short enough to pass the length check.
        let name = format!("f.{}a", "a.".repeat(50));
        let (status, body) = form(
            &host,
            &format!("/games/{game}/act"),
            &[("cmd", "game"), (&name, "1")],
        )
        .await;
        assert!(status.is_client_error(), "{status}");
        assert!(
            body.contains("nests at most 8 names deep"),
            "{}",
            error_of(&body)
        );
        // And thousands of fields.
        let many: Vec<(String, String)> = (0..2000)
            .map(|i| (format!("f.x{i}"), "1".to_string()))
            .collect();
        let mut fields: Vec<(&str, &str)> = vec![("cmd", "game")];
        fields.extend(many.iter().map(|(k, v)| (k.as_str(), v.as_str())));
        let (status, body) = form(&host, &format!("/games/{game}/act"), &fields).await;
        assert!(status.is_client_error(), "{status}");
        assert!(body.contains("at most 500 fields"), "{}", error_of(&body));
        healthy(&server).await;
    })
    .await;
}

// ---- 2. A night that would freeze the server --------------------------------------------

/// Players who each block the next and swap the two after: RAR's worst knot (16 are
/// past the default budget, 13 within it).
async fn knotted_night(server: &Server, n: usize) -> (Client, i64) {
    let host = Client::sign_up(server, "Knot host").await;
    let game = host.create("forum", "The knot").await;
    let mut players = Vec::new();
    for i in 0..n {
        let player = Client::sign_up(server, &format!("Knot {i}")).await;
        ok(player
            .lobby(game, json!({"type": "join", "name": format!("K{i}")}))
            .await);
        players.push(player);
    }
    let roles: Vec<Value> = (0..n)
        .map(|i| {
            let faction = if i < 2 { "mafia" } else { "town" };
            json!({"faction": faction, "abilities": ["block", "swap"]})
        })
        .collect();
    ok(host
        .lobby(
            game,
            json!({"type": "start", "setup": {"game": {"starts_with": "night"}, "deal": "given", "roles": roles}}),
        )
        .await);
    for (i, player) in players.iter().enumerate() {
        let name = |k: usize| format!("K{}", (i + k) % n);
        ok(player
            .act(
                game,
                json!({"type": "night_action", "ability": "block", "targets": [name(1)]}),
            )
            .await);
        ok(player
            .act(
                game,
                json!({"type": "night_action", "ability": "swap", "targets": [name(2), name(3)]}),
            )
            .await);
    }
    (host, game)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn finding_2_a_pathological_night_is_refused_and_never_stalls_other_games() {
    each_backend(|url| async move {
        let server = serve_with(&url, lenient()).await;
        let (host, game) = knotted_night(&server, 16).await;
        // Another game, going on meanwhile.
        let (_, others, other) = forum_game(&server, 3).await;
        let advance = {
            let host = host.clone();
            tokio::spawn(async move {
                let started = Instant::now();
                let answer = host.act(game, json!({"type": "advance"})).await;
                (answer, started.elapsed())
            })
        };
        // While the night is being resolved, the server answers everybody else at once.
        let mut slowest = Duration::ZERO;
        let mut posts = 0;
        while !advance.is_finished() {
            slowest = slowest.max(healthy(&server).await);
            let started = Instant::now();
            ok(others[posts % 3]
                .act(
                    other,
                    json!({"type": "post", "body": format!("still here {posts}")}),
                )
                .await);
            slowest = slowest.max(started.elapsed());
            posts += 1;
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        let ((status, body), took) = advance.await.unwrap();
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
        let message = body["error"]["message"].as_str().unwrap();
        assert!(message.contains("too large to settle"), "{message}");
        assert!(message.contains("K0's"), "names the actions: {message}");
        assert!(message.contains("ordered method"), "{message}");
        assert!(took < Duration::from_secs(5), "refused after {took:?}");
        assert!(posts > 0);
        assert!(
            slowest < Duration::from_millis(500),
            "the others waited {slowest:?}"
        );
        // The same night asked again is refused at once (the budget counts steps).
        let started = Instant::now();
        let (status, _) = host.act(game, json!({"type": "advance"})).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
        assert!(started.elapsed() < Duration::from_millis(500));
        // Nothing was written: the night is still open.
        let view = host.view(game).await;
        assert_eq!(
            view["game"]["phase"]["kind"], "night",
            "{}",
            view["game"]["phase"]
        );
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn finding_2_a_night_within_the_budget_is_resolved() {
    each_backend(|url| async move {
        let server = serve_with(&url, lenient()).await;
        let (host, game) = knotted_night(&server, 6).await;
        ok(host.act(game, json!({"type": "advance"})).await);
        let view = host.view(game).await;
        assert_eq!(
            view["game"]["phase"]["kind"], "day",
            "{}",
            view["game"]["phase"]
        );
    })
    .await;
}

// ---- 3. Sign-ups: bounded hashing and a limit per address -------------------------------

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn finding_3_sign_ups_are_limited_per_address() {
    each_backend(|url| async move {
        let config = Config {
            signups_per_hour: 3,
            ..Config::default()
        };
        let server = serve_with(&url, config).await;
        for i in 0..3 {
            Client::sign_up(&server, &format!("Early {i}")).await;
        }
        let (status, body) = Client::new(&server)
            .post(
                "/api/accounts",
                json!({"name": "Late", "password": "correct horse"}),
            )
            .await;
        assert_eq!(status, StatusCode::TOO_MANY_REQUESTS, "{body}");
        assert_eq!(body["error"]["code"], "rate_limited");
        // A taken name is refused before any hashing, and costs no sign-up.
        let (status, _) = Client::new(&server)
            .post(
                "/api/accounts",
                json!({"name": "early 0", "password": "correct horse"}),
            )
            .await;
        assert_eq!(status, StatusCode::CONFLICT);
    })
    .await;
}

// ---- 4. Streams keep no old rights ------------------------------------------------------

/// Reads a stream until it ends (true) or `wait` passes (false).
async fn ends_within(response: reqwest::Response, wait: Duration) -> bool {
    let mut stream = response.bytes_stream();
    let deadline = Instant::now() + wait;
    loop {
        let left = deadline.saturating_duration_since(Instant::now());
        match tokio::time::timeout(left, stream.next()).await {
            Ok(None) | Ok(Some(Err(_))) => return true,
            Ok(Some(Ok(_))) => continue,
            Err(_) => return false,
        }
    }
}

async fn open_stream(client: &Client, game: i64) -> reqwest::Response {
    let response = client
        .http
        .get(format!("{}/api/games/{game}/stream", client.base))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    response
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn finding_4_a_stream_ends_when_its_reader_signs_out_is_replaced_or_demoted() {
    each_backend(|url| async move {
        let server = serve_with(&url, lenient()).await;
        let (host, players, game) = forum_game(&server, 4).await;
        // Signing out ends the stream.
        let stream = open_stream(&players[0], game).await;
        let (status, _) = players[0]
            .send(reqwest::Method::DELETE, "/api/session", None)
            .await;
        assert_eq!(status, StatusCode::NO_CONTENT);
        assert!(ends_within(stream, Duration::from_secs(5)).await);
        // A replaced player's stream ends, and they learn nothing of the new occupant.
        let stream = open_stream(&players[1], game).await;
        let stand_in = Client::sign_up(&server, "Stand-in").await;
        ok(host
            .lobby(
                game,
                json!({"type": "replace", "slot": 1, "name": "Sub", "account": stand_in.id}),
            )
            .await);
        assert!(ends_within(stream, Duration::from_secs(5)).await);
        let (status, body) = players[1].get(&format!("/api/games/{game}")).await;
        assert_eq!(status, StatusCode::OK);
        assert_eq!(body["viewer"]["as"], "spectator", "{body}");
        // A demoted admin's stream (the first account is the site's admin) ends too.
        let admin = host; // "Host" signed up first
        let other = forum_game_host(&server).await;
        let stream = open_stream(&admin, other).await;
        let deputy = Client::sign_up(&server, "Deputy").await;
        ok(admin
            .post(
                &format!("/api/accounts/{}/admin", deputy.id.unwrap()),
                json!({"admin": true}),
            )
            .await);
        let deputy = relog(&server, "Deputy").await;
        ok(deputy
            .post(
                &format!("/api/accounts/{}/admin", admin.id.unwrap()),
                json!({"admin": false}),
            )
            .await);
        assert!(ends_within(stream, Duration::from_secs(5)).await);
    })
    .await;
}

/// A game hosted by a new account (so that the site's admin reads it only as an admin).
async fn forum_game_host(server: &Server) -> i64 {
    let host = Client::sign_up(server, "Other host").await;
    host.create("forum", "Another").await
}

/// Signs in again (an account's rights are read at sign-in and from the session).
async fn relog(server: &Server, name: &str) -> Client {
    let mut client = Client::new(server);
    let (status, body) = client
        .post(
            "/api/session",
            json!({"name": name, "password": "correct horse"}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    client.csrf = body["csrf"].as_str().map(str::to_string);
    client.id = body["account"]["id"].as_i64();
    client
}

// ---- 6. Nothing counts hidden events ----------------------------------------------------

/// What a reader gets of a game, without the times.
async fn as_read(client: &Client, game: i64) -> (Value, Vec<Value>) {
    let mut view = client.view(game).await;
    view["id"] = Value::Null;
    let mut events = client.events(game).await;
    for event in &mut events {
        event["at"] = Value::Null;
        event["event"] = Value::Null;
    }
    (view["version"].clone(), events)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn finding_6_readers_cannot_count_hidden_events() {
    each_backend(|url| async move {
        let server = serve_with(&url, lenient()).await;
        // Two games alike but for the mafia's night action in the first.
        let mut games = Vec::new();
        for quiet in [false, true] {
            let host = Client::sign_up(&server, &format!("Host {quiet}")).await;
            let game = host.create("forum", "Counting").await;
            let mut players = Vec::new();
            for i in 0..4 {
                let player = Client::sign_up(&server, &format!("C{quiet} {i}")).await;
                ok(player
                    .lobby(game, json!({"type": "join", "name": format!("P{i}")}))
                    .await);
                players.push(player);
            }
            let roles = json!([{"faction": "town"}, {"faction": "town"}, {"faction": "town"}, {"faction": "mafia", "role": "goon"}]);
            ok(host
                .lobby(game, json!({"type": "start", "setup": {"game": {"starts_with": "night"}, "deal": "given", "roles": roles}}))
                .await);
            if !quiet {
                ok(players[3]
                    .act(game, json!({"type": "night_action", "ability": "factional_kill", "targets": ["P0"]}))
                    .await);
                ok(players[3]
                    .act(game, json!({"type": "night_action", "ability": "factional_kill", "targets": ["P1"]}))
                    .await);
            }
            ok(players[0].act(game, json!({"type": "post", "body": "anyone?"})).await);
            games.push((host, players, game));
        }
        let spectator = Client::new(&server);
        let loud = as_read(&spectator, games[0].2).await;
        let quiet = as_read(&spectator, games[1].2).await;
        assert_eq!(loud, quiet, "a spectator tells the games apart");
        // A town player neither.
        let loud = as_read(&games[0].1[1], games[0].2).await;
        let quiet = as_read(&games[1].1[1], games[1].2).await;
        assert_eq!(loud, quiet, "a town player tells the games apart");
        // The list of games has no version at all.
        let list = ok(spectator.get("/api/games").await);
        assert!(list["games"].as_array().unwrap().iter().all(|g| g.get("version").is_none()));
        // The post's answer numbers it as its sender reads the game.
        let (_, players, game) = &games[0];
        let answer = ok(players[1].act(*game, json!({"type": "post", "body": "me too"})).await);
        let mine = players[1].events(*game).await;
        assert_eq!(answer["version"], json!(mine.len()));
        assert_eq!(answer["events"], json!([mine.len()]));
    })
    .await;
}

// ---- 7. Posts: size and pace ------------------------------------------------------------

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn finding_7_posts_have_a_size_and_a_pace() {
    each_backend(|url| async move {
        let config = Config {
            posts_per_minute: 3,
            max_post_chars: 1000,
            ..Config::default()
        };
        let server = serve_with(&url, config).await;
        let (_host, players, game) = forum_game(&server, 3).await;
        let (status, body) = players[0]
            .act(game, json!({"type": "post", "body": "x".repeat(1001)}))
            .await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
        assert_eq!(body["error"]["code"], "too_long");
        for i in 0..3 {
            ok(players[0]
                .act(game, json!({"type": "post", "body": format!("post {i}")}))
                .await);
        }
        let (status, body) = players[0]
            .act(game, json!({"type": "post", "body": "one too many"}))
            .await;
        assert_eq!(status, StatusCode::TOO_MANY_REQUESTS, "{body}");
        // Another player is not held back.
        ok(players[1]
            .act(game, json!({"type": "post", "body": "mine"}))
            .await);
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn finding_7_a_thread_of_pathological_posts_reads_fast() {
    each_backend(|url| async move {
        let server = serve_with(&url, lenient()).await;
        let (host, players, game) = forum_game(&server, 3).await;
        let bracket = format!("{}]", "[".repeat(19_999));
        for i in 0..20 {
            ok(players[i % 3]
                .act(game, json!({"type": "post", "body": bracket}))
                .await);
        }
        // Quadratic reading took over a second for 100 such posts in an optimized build.
        let started = Instant::now();
        let view = host.view(game).await;
        assert!(view["game"]["posts"].as_array().unwrap().len() > 20);
        let response = host
            .http
            .get(format!("{}/games/{game}", server.base))
            .send()
            .await
            .unwrap();
        assert_eq!(response.status(), StatusCode::OK);
        let page = response.text().await.unwrap();
        assert!(page.contains("[[[[[["));
        assert!(
            started.elapsed() < Duration::from_secs(3),
            "{:?}",
            started.elapsed()
        );
    })
    .await;
}

// ---- 8. Redirects stay on this site -----------------------------------------------------

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn finding_8_redirects_go_only_to_paths_of_this_site() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let browser = Client::new(&server);
        for next in [
            "/\t/evil.example",
            "/%09/evil.example",
            "//evil.example",
            "/\\evil.example",
            "https://evil.example",
            "/\n/evil.example",
        ] {
            let (status, page) = page_of(&browser, &format!("/login?next={}", encode(next))).await;
            assert_eq!(status, StatusCode::OK);
            let hidden = between(&page, "name=\"next\" value=\"", "\"").replace("&#x2f;", "/");
            assert!(
                hidden == "/" || hidden == "/%09/evil.example",
                "{next:?} became {hidden:?}"
            );
        }
        // The act form's `back`.
        let (host, _players, game) = forum_game(&server, 3).await;
        let client = reqwest::Client::builder()
            .redirect(reqwest::redirect::Policy::none())
            .cookie_store(true)
            .build()
            .unwrap();
        let _ = host;
        let signed = client
            .post(format!("{}/api/session", server.base))
            .json(&json!({"name": "Host", "password": "correct horse"}))
            .send()
            .await
            .unwrap();
        let csrf: Value = signed.json().await.unwrap();
        let csrf = csrf["csrf"].as_str().unwrap().to_string();
        let response = client
            .post(format!("{}/games/{game}/act", server.base))
            .form(&[
                ("csrf", csrf.as_str()),
                ("cmd", "game"),
                ("f.type", "post"),
                ("f.body", "hello"),
                ("back", "/\t/evil.example"),
            ])
            .send()
            .await
            .unwrap();
        assert_eq!(response.status(), StatusCode::SEE_OTHER);
        assert_eq!(response.headers()["location"], format!("/games/{game}"));
    })
    .await;
}

fn encode(value: &str) -> String {
    value
        .bytes()
        .map(|b| {
            if b.is_ascii_alphanumeric() {
                (b as char).to_string()
            } else {
                format!("%{b:02X}")
            }
        })
        .collect()
}

fn between<'a>(text: &'a str, from: &str, to: &str) -> &'a str {
    let start = text.find(from).expect("the marker") + from.len();
    let rest = &text[start..];
    &rest[..rest.find(to).unwrap_or(rest.len())]
}

async fn page_of(client: &Client, path: &str) -> (StatusCode, String) {
    client.page(path).await
}

// ---- 9. The login limiter ----------------------------------------------------------------

/// A sign-in from `address` (through the trusted proxy the test server believes).
async fn sign_in_from(
    server: &Server,
    http: &reqwest::Client,
    address: &str,
    name: &str,
    password: &str,
) -> StatusCode {
    http.post(format!("{}/api/session", server.base))
        .header("x-forwarded-for", address)
        .json(&json!({"name": name, "password": password}))
        .send()
        .await
        .unwrap()
        .status()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn finding_9_failed_sign_ins_are_counted_by_the_looked_up_name_and_spare_the_owner() {
    each_backend(|url| async move {
        let config = Config {
            login_limit: 5,
            trusted_proxies: vec!["127.0.0.1".parse().unwrap()],
            ..lenient()
        };
        let server = serve_with(&url, config).await;
        // The owner signs in once from their own browser (it gets a device cookie).
        let owner = reqwest::Client::builder()
            .cookie_store(true)
            .build()
            .unwrap();
        Client::sign_up(&server, "Bob").await;
        assert_eq!(
            sign_in_from(&server, &owner, "198.51.100.1", "Bob", "correct horse").await,
            StatusCode::OK
        );
        // An attacker guesses from many addresses, spelling the name many ways.
        let attacker = reqwest::Client::new();
        for (i, spelling) in [" Bob", "Bob ", "Bob\u{a0}", "BOB", "bob"]
            .iter()
            .enumerate()
        {
            let address = format!("203.0.113.{i}");
            assert_eq!(
                sign_in_from(&server, &attacker, &address, spelling, "guess").await,
                StatusCode::UNAUTHORIZED
            );
        }
        // Every spelling is the one account: a sixth guess from a fresh address waits.
        let status = sign_in_from(&server, &attacker, "203.0.113.99", "Bob", "guess").await;
        assert_eq!(status, StatusCode::TOO_MANY_REQUESTS);
        // Even the right password from a new browser waits...
        let stranger = reqwest::Client::new();
        let status = sign_in_from(&server, &stranger, "192.0.2.5", "Bob", "correct horse").await;
        assert_eq!(status, StatusCode::TOO_MANY_REQUESTS);
        // ...but the owner's own browser signs in.
        assert_eq!(
            sign_in_from(&server, &owner, "198.51.100.1", "Bob", "correct horse").await,
            StatusCode::OK
        );
        // One address that fails too often waits, whatever name it tries.
        Client::sign_up(&server, "Carol").await;
        for _ in 0..5 {
            sign_in_from(&server, &attacker, "203.0.113.200", "Nobody", "guess").await;
        }
        let status = sign_in_from(
            &server,
            &attacker,
            "203.0.113.200",
            "Carol",
            "correct horse",
        )
        .await;
        assert_eq!(status, StatusCode::TOO_MANY_REQUESTS);
        // Without a trusted proxy, X-Forwarded-For is the client's word and is ignored:
        // every guess counts against the address it really came from.
        let plain = serve_with(
            &url,
            Config {
                login_limit: 5,
                ..lenient()
            },
        )
        .await;
        for i in 0..5 {
            let address = format!("203.0.113.{i}");
            sign_in_from(&plain, &attacker, &address, "Nobody", "guess").await;
        }
        let status =
            sign_in_from(&plain, &attacker, "203.0.113.77", "Carol", "correct horse").await;
        assert_eq!(status, StatusCode::TOO_MANY_REQUESTS);
    })
    .await;
}

// ---- 10. Look-alike names ----------------------------------------------------------------

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn finding_10_look_alike_and_invisible_names_are_refused() {
    each_backend(|url| async move {
        let server = serve_with(&url, lenient()).await;
        Client::sign_up(&server, "Bob").await;
        for alike in ["bоb", "ｂｏｂ", "Ｂob", "b  ob", "BOB", "b ob"] {
            let (status, body) = Client::new(&server)
                .post(
                    "/api/accounts",
                    json!({"name": alike, "password": "correct horse"}),
                )
                .await;
            assert_eq!(status, StatusCode::CONFLICT, "{alike:?}: {body}");
        }
        Client::sign_up(&server, "Iris").await;
        let (status, _) = Client::new(&server)
            .post(
                "/api/accounts",
                json!({"name": "lris", "password": "correct horse"}),
            )
            .await;
        assert_eq!(status, StatusCode::CONFLICT, "a small L for a capital i");
        // In a game: no right-to-left override, no zero-width space, no look-alike.
        let host = Client::sign_up(&server, "Game host").await;
        let game = host.create("forum", "Names").await;
        ok(host
            .lobby(game, json!({"type": "seat", "name": "Anna"}))
            .await);
        for name in ["Eve\u{202E}lin", "Za\u{200B}ra", "Аnna", "anna", "A n n a"] {
            let (status, body) = host
                .lobby(game, json!({"type": "seat", "name": name}))
                .await;
            assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{name:?}: {body}");
        }
    })
    .await;
}

// ---- 11. The smaller findings --------------------------------------------------------------

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn finding_11_weak_passwords_are_refused() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        for password in ["12345678", "        ", "password", "Dana1234", "qwertyuiop"] {
            let (status, body) = Client::new(&server)
                .post(
                    "/api/accounts",
                    json!({"name": "Dana", "password": password}),
                )
                .await;
            assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{password:?}");
            assert_eq!(body["error"]["code"], "weak_password");
        }
        Client::sign_up(&server, "Dana").await;
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn finding_11_the_sign_in_form_is_protected_from_other_sites() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        Client::sign_up(&server, "Mallory").await;
        // A form posted from another site's page carries no token of this site's page.
        let victim = Client::new(&server);
        let response = victim
            .http
            .post(format!("{}/login", server.base))
            .form(&[("name", "Mallory"), ("password", "correct horse")])
            .send()
            .await
            .unwrap();
        assert_eq!(response.status(), StatusCode::FORBIDDEN);
        assert!(!response
            .headers()
            .get_all("set-cookie")
            .iter()
            .any(|c| c.to_str().unwrap().starts_with("omerta_session=")));
        // With this site's token but another site's Origin: refused too.
        let (_, page) = page_of(&victim, "/login").await;
        let token = between(&page, "name=\"login_csrf\" value=\"", "\"").to_string();
        let response = victim
            .http
            .post(format!("{}/login", server.base))
            .header("origin", "https://evil.example")
            .form(&[
                ("name", "Mallory"),
                ("password", "correct horse"),
                ("login_csrf", token.as_str()),
            ])
            .send()
            .await
            .unwrap();
        assert_eq!(response.status(), StatusCode::FORBIDDEN);
        // From this site's own page (each drawing of the form has a new token), it works.
        let page = response.text().await.unwrap();
        let token = between(&page, "name=\"login_csrf\" value=\"", "\"").to_string();
        let response = victim
            .http
            .post(format!("{}/login", server.base))
            .header("origin", server.base.as_str())
            .form(&[
                ("name", "Mallory"),
                ("password", "correct horse"),
                ("login_csrf", token.as_str()),
            ])
            .send()
            .await
            .unwrap();
        assert_eq!(response.status(), StatusCode::OK);
        assert_eq!(response.url().path(), "/");
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn finding_11_headers_and_secure_cookies() {
    each_backend(|url| async move {
        let config = Config {
            public_url: Some("https://mafia.example".into()),
            ..Config::default()
        };
        let server = serve_with(&url, config).await;
        let response = reqwest::Client::new()
            .post(format!("{}/api/accounts", server.base))
            .json(&json!({"name": "Sec", "password": "correct horse"}))
            .send()
            .await
            .unwrap();
        let cookie = response.headers()["set-cookie"].to_str().unwrap();
        assert!(cookie.contains("; Secure"), "{cookie}");
        assert!(cookie.contains("HttpOnly"), "{cookie}");
        let page = reqwest::Client::new()
            .get(format!("{}/", server.base))
            .send()
            .await
            .unwrap();
        let headers = page.headers();
        let csp = headers["content-security-policy"].to_str().unwrap();
        assert!(csp.contains("frame-ancestors 'none'"), "{csp}");
        assert!(csp.contains("script-src 'self'"), "{csp}");
        assert_eq!(headers["x-content-type-options"], "nosniff");
        assert_eq!(headers["referrer-policy"], "same-origin");
        assert_eq!(headers["x-frame-options"], "DENY");
        assert!(headers.contains_key("strict-transport-security"));
        // The pages carry no inline script or style the policy would block.
        let html = page.text().await.unwrap();
        assert!(!html.contains("<style"), "inline style");
        assert!(!html.contains(" onclick="), "inline handler");
        assert!(!html
            .split("<script")
            .skip(1)
            .any(|s| !s.trim_start().starts_with("src=")));
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn finding_11_text_with_nul_and_seats_for_missing_accounts_are_refused() {
    each_backend(|url| async move {
        let server = serve_with(&url, lenient()).await;
        let host = Client::sign_up(&server, "Titles").await;
        // A NUL in a title was a 500 on PostgreSQL.
        let (status, body) = host
            .post(
                "/api/games",
                json!({"ruleset": "forum", "title": "Bad\u{0}title"}),
            )
            .await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
        let game = host.create("pro", "Table").await;
        // A command id with a NUL, or too long.
        let (status, body) = host
            .post(
                &format!("/api/games/{game}/commands"),
                json!({"id": "a\u{0}b", "lobby": {"type": "seat", "name": "Ann"}}),
            )
            .await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
        // A seat for an account that does not exist.
        let (status, body) = host
            .lobby(
                game,
                json!({"type": "seat", "name": "Ghost", "account": 999_999}),
            )
            .await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
        assert!(body["error"]["message"]
            .as_str()
            .unwrap()
            .contains("no account"));
        // A real account is seated.
        let real = Client::sign_up(&server, "Real").await;
        ok(host
            .lobby(
                game,
                json!({"type": "seat", "name": "Real", "account": real.id}),
            )
            .await);
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn finding_11_game_creation_is_limited_per_account() {
    each_backend(|url| async move {
        let config = Config {
            games_per_hour: 3,
            ..Config::default()
        };
        let server = serve_with(&url, config).await;
        let admin = Client::sign_up(&server, "Admin").await; // the site's admin: not limited
        let player = Client::sign_up(&server, "Spammer").await;
        for i in 0..3 {
            player.create("forum", &format!("Game {i}")).await;
        }
        let (status, body) = player
            .post(
                "/api/games",
                json!({"ruleset": "forum", "title": "One more"}),
            )
            .await;
        assert_eq!(status, StatusCode::TOO_MANY_REQUESTS, "{body}");
        for i in 0..5 {
            admin.create("forum", &format!("Admin game {i}")).await;
        }
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn finding_11_slow_clients_are_cut_off() {
    each_backend(|url| async move {
        let config = Config {
            header_timeout: Duration::from_millis(500),
            request_timeout: Duration::from_secs(1),
            ..Config::default()
        };
        let server = serve_with(&url, config).await;
        let address = server.base.trim_start_matches("http://").to_string();
        // A hundred connections that never finish their headers are all closed.
        let mut slow = Vec::new();
        for _ in 0..100 {
            let mut socket = tokio::net::TcpStream::connect(&address).await.unwrap();
            socket.write_all(b"GET /healthz HTTP/1.1\r\nHost: x\r\n").await.unwrap();
            slow.push(socket);
        }
        let started = Instant::now();
        for mut socket in slow {
            let mut buffer = [0u8; 256];
            let read = tokio::time::timeout(Duration::from_secs(5), socket.read(&mut buffer))
                .await
                .expect("the server closes a slow connection");
            // Closed (0 bytes) or answered with an error and closed.
            if let Ok(n) = read {
                if n > 0 {
                    assert!(String::from_utf8_lossy(&buffer[..n]).starts_with("HTTP/1.1 4"));
                }
            }
        }
        assert!(started.elapsed() < Duration::from_secs(5));
        // A body sent a byte at a time is answered 408 at the request's deadline.
        let mut socket = tokio::net::TcpStream::connect(&address).await.unwrap();
        socket
            .write_all(
                b"POST /api/session HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{",
            )
            .await
            .unwrap();
        let mut answer = Vec::new();
        let _ = tokio::time::timeout(Duration::from_secs(5), socket.read_to_end(&mut answer)).await;
        let answer = String::from_utf8_lossy(&answer);
        assert!(answer.starts_with("HTTP/1.1 408"), "{answer}");
        healthy(&server).await;
    })
    .await;
}

// ---- Issue 25, item 7: the low findings ------------------------------------------------

/// The sign-up form's own token, as a browser gets it (the page also sets its cookie).
async fn signup_token(http: &reqwest::Client, base: &str) -> String {
    let page = http
        .get(format!("{base}/signup"))
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    let marker = "name=\"login_csrf\" value=\"";
    let start = page.find(marker).expect("the form's token") + marker.len();
    page[start..start + 64].to_string()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_new_owner_is_not_locked_out_by_a_distributed_guesser() {
    each_backend(|url| async move {
        let config = Config {
            login_limit: 5,
            trusted_proxies: vec!["127.0.0.1".parse().unwrap()],
            ..lenient()
        };
        let server = serve_with(&url, config).await;
        // Two owners sign up, by the API and by the form, and never sign in before the attack.
        let by_api = reqwest::Client::builder()
            .cookie_store(true)
            .build()
            .unwrap();
        let response = by_api
            .post(format!("{}/api/accounts", server.base))
            .header("x-forwarded-for", "198.51.100.1")
            .json(&json!({"name": "Dana", "password": "correct horse"}))
            .send()
            .await
            .unwrap();
        assert_eq!(response.status(), StatusCode::CREATED);
        let cookies: Vec<String> = response
            .headers()
            .get_all("set-cookie")
            .iter()
            .map(|v| v.to_str().unwrap().to_string())
            .collect();
        assert!(
            cookies[0].starts_with("omerta_session="),
            "the session first: {cookies:?}"
        );
        assert!(
            cookies
                .iter()
                .any(|c| c.starts_with("omerta_device=") && c.contains("HttpOnly")),
            "{cookies:?}"
        );
        let by_form = reqwest::Client::builder()
            .cookie_store(true)
            .build()
            .unwrap();
        let token = signup_token(&by_form, &server.base).await;
        let response = by_form
            .post(format!("{}/signup", server.base))
            .form(&[
                ("name", "Emil"),
                ("password", "correct horse"),
                ("next", "/"),
                ("login_csrf", &token),
            ])
            .send()
            .await
            .unwrap();
        assert!(response.status().is_success(), "{}", response.status());
        // A guesser from many addresses trips both accounts' limits.
        let attacker = reqwest::Client::new();
        for name in ["Dana", "Emil"] {
            for i in 0..6 {
                let address = format!("203.0.113.{i}");
                sign_in_from(&server, &attacker, &address, name, "guess").await;
            }
            let stranger = reqwest::Client::new();
            let status = sign_in_from(&server, &stranger, "192.0.2.5", name, "correct horse").await;
            assert_eq!(status, StatusCode::TOO_MANY_REQUESTS, "{name}");
        }
        // The owners' own browsers sign in all the same.
        assert_eq!(
            sign_in_from(&server, &by_api, "198.51.100.1", "Dana", "correct horse").await,
            StatusCode::OK
        );
        assert_eq!(
            sign_in_from(&server, &by_form, "198.51.100.2", "Emil", "correct horse").await,
            StatusCode::OK
        );
    })
    .await;
}

/// Whether the account is an admin who can still sign in (not banned), as stored.
async fn active_admin(server: &Server, id: i64) -> bool {
    let store = &server.state.store;
    let admin = store.account(id).await.unwrap().unwrap().admin;
    admin && store.ban_reason(id).await.unwrap().is_none()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_site_always_keeps_an_admin() {
    each_backend(|url| async move {
        let server = serve_with(&url, lenient()).await;
        let root = Client::sign_up(&server, "Root").await;
        let root_id = root.id.unwrap();
        // The last admin cannot demote themself, as they cannot ban themself.
        let (status, body) = root
            .post(
                &format!("/api/accounts/{root_id}/admin"),
                json!({"admin": false}),
            )
            .await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
        assert!(
            body["error"]["message"]
                .as_str()
                .unwrap()
                .contains("an admin cannot demote themself"),
            "{body}"
        );
        assert!(active_admin(&server, root_id).await);
        // Two admins demoting, or banning, each other at once: one of them stays.
        let beth = Client::sign_up(&server, "Beth").await;
        let beth_id = beth.id.unwrap();
        let (mut root, mut beth) = (root, beth);
        for round in 0..6 {
            ok(root
                .post(
                    &format!("/api/accounts/{beth_id}/admin"),
                    json!({"admin": true}),
                )
                .await);
            // Even rounds demote, odd ones ban.
            let (beth_path, root_path, body) = if round % 2 == 0 {
                ("admin", "admin", json!({"admin": false}))
            } else {
                ("ban", "ban", json!({"banned": true, "reason": "a test"}))
            };
            let (to_beth, to_root) = (
                format!("/api/accounts/{beth_id}/{beth_path}"),
                format!("/api/accounts/{root_id}/{root_path}"),
            );
            let (a, b) = tokio::join!(
                root.post(&to_beth, body.clone()),
                beth.post(&to_root, body.clone())
            );
            let left = [
                active_admin(&server, root_id).await,
                active_admin(&server, beth_id).await,
            ];
            assert!(left.contains(&true), "round {round}: {a:?} {b:?}");
            // The one left puts the other back, and both sign in again (a ban ends sessions).
            let (keeper, other_id) = if left[0] {
                (&root, beth_id)
            } else {
                (&beth, root_id)
            };
            ok(keeper
                .post(
                    &format!("/api/accounts/{other_id}/ban"),
                    json!({"banned": false, "reason": "back"}),
                )
                .await);
            ok(keeper
                .post(
                    &format!("/api/accounts/{other_id}/admin"),
                    json!({"admin": true}),
                )
                .await);
            root = relog(&server, "Root").await;
            beth = relog(&server, "Beth").await;
        }
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn reasons_of_nothing_visible_or_with_bidi_controls_are_refused() {
    each_backend(|url| async move {
        let server = serve_with(&url, lenient()).await;
        let root = Client::sign_up(&server, "Root").await;
        let mallory = Client::sign_up(&server, "Mallory").await;
        let (host, _players, game) = forum_game(&server, 5).await;
        ok(_players[0]
            .act(game, json!({"type": "post", "body": "hello"}))
            .await);
        for reason in ["\u{200B}", "\u{2060}\u{FEFF}", "ok \u{202E}won", "\u{2066}x\u{2069}"] {
            let refusals = [
                host.lobby(game, json!({"type": "extend", "minutes": 10, "reason": reason}))
                    .await,
                host.lobby(game, json!({"type": "prod", "slot": 1, "reason": reason}))
                    .await,
                host.act(
                    game,
                    json!({"type": "rule", "post": 1, "rule": 6, "dismiss": true, "reason": reason}),
                )
                .await,
                root.post(
                    &format!("/api/accounts/{}/ban", mallory.id.unwrap()),
                    json!({"banned": true, "reason": reason}),
                )
                .await,
            ];
            for (status, body) in refusals {
                assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{reason:?}: {body}");
                let message = body["error"]["message"].as_str().unwrap();
                assert!(message.contains("reason"), "{reason:?}: {message}");
            }
        }
        // A plain reason goes through.
        ok(host
            .lobby(game, json!({"type": "prod", "slot": 1, "reason": "please post \u{1F642}"}))
            .await);
    })
    .await;
}
