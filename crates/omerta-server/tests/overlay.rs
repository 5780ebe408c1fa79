//! A Pro table's stream overlay (issue 31): the public overlay is the spectator's view
//! whoever opens it; a broadcast link reads the judge's view, every event held back by the
//! link's delay, on the server (`omerta_service::broadcasts::delayed`, driven here with a
//! clock of the test's own and over HTTP with the real one); a wrong, malformed or revoked
//! key answers exactly as a missing page. On SQLite and PostgreSQL (tests/common).

mod common;

use common::{each_backend, form, ok, serve, serve_with, Client, Server};
use omerta_server::Config;
use omerta_service::broadcasts;
use reqwest::StatusCode;
use serde_json::{json, Value};
use std::time::{Duration, Instant};

fn sample() -> Value {
    let path = format!(
        "{}/../../examples/pro/black-win.json",
        env!("CARGO_MANIFEST_DIR")
    );
    serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

/// The sample's table, seated by its judge and dealt its roles.
async fn table(server: &Server) -> (Client, i64, Value) {
    let game = sample();
    let judge = Client::sign_up(server, "Judge").await;
    let id = judge.create("pro", "Final").await;
    let mut players = game["players"].as_array().unwrap().clone();
    players.sort_by_key(|p| p["seat"].as_u64());
    for p in &players {
        ok(judge
            .lobby(id, json!({"type": "seat", "name": p["name"]}))
            .await);
    }
    let roles: Vec<Value> = players.iter().map(|p| p["role"].clone()).collect();
    ok(judge
        .lobby(id, json!({"type": "start", "setup": {"roles": roles}}))
        .await);
    (judge, id, game)
}

async fn record(judge: &Client, id: i64, event: &Value) {
    ok(judge
        .act(id, json!({"type": "record", "event": event}))
        .await);
}

/// Makes a link through the judge's form; its key.
async fn make_link(judge: &Client, id: i64, delay: &str) -> String {
    let (status, _, page) = form(
        judge,
        &format!("/games/{id}/broadcasts"),
        &[("delay", delay)],
    )
    .await;
    assert_eq!(status, StatusCode::CREATED, "{page}");
    // (The page writes the address escaped: `&#x2f;broadcast?key=…`.)
    let at = page.find("broadcast?key=").expect("the new link is shown") + 14;
    let key = page[at..at + 64].to_string();
    assert!(key.bytes().all(|b| b.is_ascii_hexdigit()), "{key}");
    key
}

async fn page(client: &Client, path: &str) -> (StatusCode, String) {
    let response = client
        .http
        .get(format!("{}{path}", client.base))
        .send()
        .await
        .unwrap();
    (response.status(), response.text().await.unwrap())
}

/// The check's answer is the sheriff's secret: whoever reads it reads the judge's view.
fn checks(view: &Value) -> usize {
    view["game"]["checks"].as_array().map_or(0, Vec::len)
}

#[tokio::test]
async fn a_broadcast_shows_no_event_before_its_delay_and_each_one_after() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let (judge, id, game) = table(&server).await;
        let key = make_link(&judge, id, "60").await;
        // Day 1, its vote and will, night 1: shots and both checks (events 0 to 8).
        for event in &game["events"].as_array().unwrap()[..9] {
            record(&judge, id, event).await;
        }
        let state = &server.state;
        let stored = state.store.events(id, 0).await.unwrap();
        let last = stored.last().unwrap();
        let first = stored.first().unwrap();
        let delay = 60_000;

        // Before the game's first event is a minute old, the link shows nothing at all.
        let early = broadcasts::delayed(state, &key, first.at + delay - 1)
            .await
            .unwrap();
        assert_eq!(early.shown, 0);
        assert!(early.view.is_none());
        assert_eq!(early.next_due, Some(first.at + delay));

        // One millisecond before the sheriff's check is a minute old, the check (the last
        // event) is not shown, nor anything reflecting it; at the minute, it is.
        let before = broadcasts::delayed(state, &key, last.at + delay - 1)
            .await
            .unwrap();
        assert!(before.shown < stored.len() as i64, "{}", before.shown);
        assert!(stored[before.shown as usize..]
            .iter()
            .all(|e| e.at + delay > last.at + delay - 1));
        let view = before.view.unwrap();
        assert!(checks(&view) < 2, "{view}");
        assert_eq!(
            before.next_due.unwrap(),
            stored[before.shown as usize].at + delay
        );
        let after = broadcasts::delayed(state, &key, last.at + delay)
            .await
            .unwrap();
        assert_eq!(after.shown, stored.len() as i64);
        assert!(after.next_due.is_none());
        let view = after.view.unwrap();
        assert_eq!(checks(&view), 2, "{view}");
        // It reads as the judge does: every card.
        assert!(view["game"]["seats"]
            .as_array()
            .unwrap()
            .iter()
            .all(|s| s["role"].is_string()));

        // The public overlay reads as a spectator whoever asks, the judge included.
        let (status, public) = judge.get(&format!("/games/{id}/overlay.json")).await;
        assert_eq!(status, StatusCode::OK);
        assert_eq!(checks(&public), 0);
        assert!(public["game"]["seats"]
            .as_array()
            .unwrap()
            .iter()
            .all(|s| s["role"].is_null()));
        assert_eq!(public["viewer"]["as"], "spectator");
    })
    .await;
}

#[tokio::test]
async fn a_wrong_malformed_or_revoked_key_is_a_missing_page_and_nothing_more() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let (judge, id, game) = table(&server).await;
        record(&judge, id, &game["events"][0]).await;
        let key = make_link(&judge, id, "0").await;
        let anyone = Client::new(&server);
        let (status, shown) = page(&anyone, &format!("/broadcast?key={key}")).await;
        assert_eq!(status, StatusCode::OK);
        assert!(shown.contains("/assets/overlay.js"));
        let (status, body) = anyone.get(&format!("/broadcast/view.json?key={key}")).await;
        assert_eq!(status, StatusCode::OK);
        assert_eq!(body["view"]["game"]["seats"][1]["role"], "don");

        // What a page the router does not know answers, at the same path and query (the
        // page's language switch names where to come back to).
        let missing = |path: &'static str, query: String| {
            let anyone = anyone.clone();
            async move {
                let (status, unknown) = page(&anyone, &format!("/no-such-page{query}")).await;
                assert_eq!(status, StatusCode::NOT_FOUND);
                unknown.replace("&#x2f;no-such-page", &path.replace('/', "&#x2f;"))
            }
        };
        let wrong = "0".repeat(64);
        // (Longer than a key; the language switch shortens a longer address than this.)
        let long = "a".repeat(200);
        for bad in ["", wrong.as_str(), "zz", long.as_str(), &key[..63]] {
            for path in ["/broadcast", "/broadcast/view.json", "/broadcast/stream"] {
                let query = format!("?key={bad}");
                let (status, body) = page(&anyone, &format!("{path}{query}")).await;
                assert_eq!(status, StatusCode::NOT_FOUND, "{path}?key={bad}");
                assert_eq!(body, missing(path, query).await, "{path}");
            }
        }
        let (status, body) = page(&anyone, "/broadcast").await;
        assert_eq!(status, StatusCode::NOT_FOUND);
        assert_eq!(body, missing("/broadcast", String::new()).await);
        // Ten megabytes of key: refused before anything is read, and the server goes on.
        let huge = "f".repeat(10 << 20);
        let status = anyone
            .http
            .get(format!("{}/broadcast?key={huge}", anyone.base))
            .send()
            .await
            .map(|r| r.status());
        assert!(
            status.as_ref().map_or(true, |s| s.is_client_error()),
            "{status:?}"
        );

        // Revoked: the same missing page, on every path.
        let (status, list) = page(&judge, &format!("/games/{id}/broadcasts")).await;
        assert_eq!(status, StatusCode::OK);
        assert!(
            !list.contains(&key),
            "a link's key is shown once, when made"
        );
        let link = list
            .split(&format!("/games/{id}/broadcasts/"))
            .nth(1)
            .and_then(|rest| rest.split('/').next())
            .unwrap()
            .to_string();
        let (status, _, _) = form(
            &judge,
            &format!("/games/{id}/broadcasts/{link}/revoke"),
            &[],
        )
        .await;
        assert_eq!(status, StatusCode::OK);
        for path in ["/broadcast", "/broadcast/view.json", "/broadcast/stream"] {
            let query = format!("?key={key}");
            let (status, body) = page(&anyone, &format!("{path}{query}")).await;
            assert_eq!(status, StatusCode::NOT_FOUND, "{path}");
            assert_eq!(body, missing(path, query).await, "{path}");
        }
    })
    .await;
}

#[tokio::test]
async fn links_are_the_judges_with_a_delay_from_0_to_15_minutes_and_for_pro_tables_only() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let (judge, id, _) = table(&server).await;
        for delay in ["-1", "901", "1000000000000", "1.5", "soon", ""] {
            let (status, _, page) = form(
                &judge,
                &format!("/games/{id}/broadcasts"),
                &[("delay", delay)],
            )
            .await;
            assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{delay}");
            assert!(
                page.contains("the delay is a whole number of seconds from 0 to 900 (15 minutes)"),
                "{delay}: {page}"
            );
            assert!(!page.contains("broadcast?key="), "{delay}");
        }
        make_link(&judge, id, "900").await;
        // Nobody else makes, lists or revokes them.
        let other = Client::sign_up(&server, "Other").await;
        let (status, _, _) = form(
            &other,
            &format!("/games/{id}/broadcasts"),
            &[("delay", "0")],
        )
        .await;
        assert_eq!(status, StatusCode::FORBIDDEN);
        let (status, _) = page(&other, &format!("/games/{id}/broadcasts")).await;
        assert_eq!(status, StatusCode::FORBIDDEN);
        // A forum game has neither links nor an overlay.
        let forum = judge.create("forum", "Thread").await;
        let (status, _, page) = form(
            &judge,
            &format!("/games/{forum}/broadcasts"),
            &[("delay", "0")],
        )
        .await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
        assert!(
            page.contains("broadcast links are made for Pro Mafia tables"),
            "{page}"
        );
        let (status, _) = page_of(&judge, &format!("/games/{forum}/overlay")).await;
        assert_eq!(status, StatusCode::NOT_FOUND);
    })
    .await;
}

async fn page_of(client: &Client, path: &str) -> (StatusCode, String) {
    page(client, path).await
}

/// Reads the broadcast stream's `view` frames for `wait`, each with when it arrived.
async fn frames(response: &mut reqwest::Response, wait: Duration) -> Vec<(i64, Value)> {
    let mut out = Vec::new();
    let mut buffer = String::new();
    let until = Instant::now() + wait;
    while let Ok(Ok(Some(chunk))) = tokio::time::timeout(
        until.saturating_duration_since(Instant::now()),
        response.chunk(),
    )
    .await
    {
        let arrived = omerta_server::now();
        buffer.push_str(&String::from_utf8_lossy(&chunk));
        while let Some(end) = buffer.find("\n\n") {
            let frame: String = buffer.drain(..end + 2).collect();
            if let Some(data) = frame.lines().find_map(|l| l.strip_prefix("data: ")) {
                out.push((arrived, serde_json::from_str(data).unwrap()));
            }
        }
    }
    out
}

#[tokio::test]
async fn the_broadcast_stream_sends_each_event_after_its_delay_on_the_real_clock() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let (judge, id, game) = table(&server).await;
        let key = make_link(&judge, id, "2").await;
        let anyone = Client::new(&server);
        let mut stream = anyone
            .http
            .get(format!("{}/broadcast/stream?key={key}", anyone.base))
            .send()
            .await
            .unwrap();
        assert_eq!(stream.status(), StatusCode::OK);
        let opened = frames(&mut stream, Duration::from_millis(300)).await;
        let before = opened.last().unwrap().1["shown"].as_i64().unwrap();
        record(&judge, id, &game["events"][0]).await;
        record(&judge, id, &game["events"][1]).await;
        let seen = frames(&mut stream, Duration::from_millis(4500)).await;
        let stored = server.state.store.events(id, 0).await.unwrap();
        // Every frame shows only events recorded two seconds or more before it was sent,
        // and the records come out once their two seconds have passed.
        for (arrived, frame) in &seen {
            let shown = frame["shown"].as_i64().unwrap() as usize;
            for event in &stored[..shown] {
                assert!(
                    event.at + 2000 <= *arrived,
                    "event {} shown early",
                    event.seq
                );
            }
        }
        let (arrived, last) = seen.last().expect("the records came out of the delay");
        assert_eq!(last["shown"].as_i64().unwrap(), stored.len() as i64);
        assert!(last["shown"].as_i64().unwrap() > before);
        assert!(
            *arrived - stored.last().unwrap().at < 2000 + 1500,
            "late by {}",
            arrived - stored.last().unwrap().at
        );
        let records = last["view"]["game"]["records"].as_array().unwrap();
        assert_eq!(records.last().unwrap()["event"]["type"], "nominate");
    })
    .await;
}

/// A broadcast stream is held open as a game's stream is, and counts with them against one
/// address's `streams_per_address`: a key holder cannot open streams without bound (each
/// one redraws the delayed view on every wake).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn broadcast_streams_count_against_the_addresss_limit() {
    each_backend(|url| async move {
        let config = Config {
            streams_per_address: 2,
            ..Config::default()
        };
        let server = serve_with(&url, config).await;
        let (judge, id, _game) = table(&server).await;
        let key = make_link(&judge, id, "0").await;
        let viewer = Client::new(&server);
        let broadcast = || {
            viewer
                .http
                .get(format!("{}/broadcast/stream?key={key}", viewer.base))
                .send()
        };
        let first = broadcast().await.unwrap();
        assert_eq!(first.status(), StatusCode::OK);
        let game_stream = viewer
            .http
            .get(format!("{}/api/games/{id}/stream", viewer.base))
            .send()
            .await
            .unwrap();
        assert_eq!(game_stream.status(), StatusCode::OK);
        let third = broadcast().await.unwrap();
        assert_eq!(third.status(), StatusCode::TOO_MANY_REQUESTS);
        assert!(third.headers().contains_key("retry-after"));
        let body: Value = third.json().await.unwrap();
        assert_eq!(body["error"]["code"], "too_many_streams", "{body}");
        // A wrong key is still the missing page, limit or not.
        let (status, _) = page(
            &viewer,
            &format!("/broadcast/stream?key={}", "0".repeat(64)),
        )
        .await;
        assert_eq!(status, StatusCode::NOT_FOUND);
        drop(first);
        // The place frees once the server notices the stream closed.
        let deadline = Instant::now() + Duration::from_secs(5);
        loop {
            if broadcast().await.unwrap().status() == StatusCode::OK {
                break;
            }
            assert!(
                Instant::now() < deadline,
                "the closed stream's place stays taken"
            );
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    })
    .await;
}

/// The speech timer and its speaker reach the public overlay at once, with the server's
/// clock to count it down by (`x-server-time`), and a broadcast only after its delay, as
/// every other event; a player may not set it.
#[tokio::test]
async fn the_speech_timer_reaches_the_overlay_and_a_broadcast_only_after_its_delay() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let (judge, id, game) = table(&server).await;
        let key = make_link(&judge, id, "60").await;
        record(&judge, id, &game["events"][0]).await; // day 1
        let timer = json!({"type": "clock", "speaker": 4, "left_ms": 60_000, "running": true});
        let before = omerta_service::now();
        ok(judge.act(id, timer.clone()).await);

        let response = judge
            .http
            .get(format!("{}/games/{id}/overlay.json", judge.base))
            .send()
            .await
            .unwrap();
        assert_eq!(response.status(), StatusCode::OK);
        let server_time: i64 = response.headers()["x-server-time"]
            .to_str()
            .unwrap()
            .parse()
            .unwrap();
        assert!(server_time >= before, "{server_time} < {before}");
        let view: Value = response.json().await.unwrap();
        let clock = &view["game"]["clock"];
        assert_eq!(clock["speaker"], 4, "{view}");
        assert_eq!(clock["left_ms"], 60_000);
        assert_eq!(clock["running"], true);
        let at = clock["at"].as_i64().unwrap();
        assert!((before..=server_time).contains(&at), "{at}");

        // The broadcast holds the timer back as it holds back the day: not a millisecond
        // early, and with the moment it was drawn for.
        let early = broadcasts::delayed(&server.state, &key, at + 60_000 - 1)
            .await
            .unwrap();
        assert!(
            early
                .view
                .as_ref()
                .is_none_or(|v| v["game"]["clock"].is_null()),
            "{:?}",
            early.view
        );
        let due = broadcasts::delayed(&server.state, &key, at + 60_000)
            .await
            .unwrap();
        assert_eq!(due.to_json()["now"], at + 60_000);
        assert_eq!(due.view.unwrap()["game"]["clock"]["speaker"], 4);

        // A player at the table may not set the judge's timer.
        let player = Client::sign_up(&server, "Seat Four").await;
        let (status, body) = player.act(id, timer).await;
        assert!(status.is_client_error(), "{status} {body}");
    })
    .await;
}
