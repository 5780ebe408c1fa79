//! Live games over HTTP: concurrency between instances, idempotent commands, the event
//! stream, webhooks, timers, and the forum and 1923 rule sets.

mod common;

use axum::routing::post;
use common::{each_backend, forum_game, ok, serve, serve_with, Client, Server};
use futures_util::StreamExt;
use omerta_server::Config;
use reqwest::StatusCode;
use serde_json::{json, Value};
use std::sync::{Arc, Mutex};
use std::time::Duration;

fn vote(target: &str) -> Value {
    json!({"type": "post", "body": format!("I think so. [b]Vote: {target}[/b]")})
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_forum_game_counts_votes_and_lynches_at_day_end() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let (host, players, game) = forum_game(&server, 5).await;
        ok(players[0].act(game, vote("P4")).await);
        ok(players[1].act(game, vote("P4")).await);
        ok(players[2]
            .act(
                game,
                json!({"type": "post", "body": "[quote=P0][b]Vote: P4[/b][/quote] hmm"}),
            )
            .await);
        let tally = &Client::new(&server).view(game).await["game"]["tally"];
        assert_eq!(tally["majority"], 3);
        assert_eq!(tally["wagons"][0]["target"], "P4");
        assert_eq!(tally["wagons"][0]["votes"], 2, "{tally}");
        assert!(tally["bbcode"].as_str().unwrap().contains("P4"));
        // Players do not end the day; the host does.
        let (status, _) = players[0].act(game, json!({"type": "advance"})).await;
        assert_eq!(status, StatusCode::FORBIDDEN);
        ok(players[3].act(game, vote("P4")).await);
        ok(host.act(game, json!({"type": "advance"})).await);
        let view = Client::new(&server).view(game).await;
        assert!(
            !view["game"]["alive"]
                .as_array()
                .unwrap()
                .contains(&json!("P4")),
            "{}",
            view["game"]["alive"]
        );
        // P4 was the mafia goon: town wins.
        assert_eq!(view["status"], "finished", "{}", view["game"]["finished"]);
        // Edits keep their revisions.
        let posts = view["game"]["posts"].as_array().unwrap();
        assert!(posts
            .iter()
            .any(|p| p["body"].as_str().unwrap().contains("P4")));
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn edits_are_kept_as_revisions() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let (_host, players, game) = forum_game(&server, 4).await;
        ok(players[0].act(game, vote("P1")).await);
        let post = Client::new(&server).view(game).await["game"]["posts"]
            .as_array()
            .unwrap()
            .iter()
            .find(|p| p["author"] == "P0")
            .unwrap()["id"]
            .clone();
        ok(players[0]
            .act(
                game,
                json!({"type": "edit", "post": post, "body": "[b]Vote: P2[/b]"}),
            )
            .await);
        let (status, _) = players[1]
            .act(
                game,
                json!({"type": "edit", "post": post, "body": "mine now"}),
            )
            .await;
        assert!(status.is_client_error());
        let view = Client::new(&server).view(game).await;
        let edited = view["game"]["posts"]
            .as_array()
            .unwrap()
            .iter()
            .find(|p| p["id"] == post)
            .unwrap()
            .clone();
        assert_eq!(edited["revisions"].as_array().unwrap().len(), 2, "{edited}");
    })
    .await;
}

/// Two server instances on one database: every command applied exactly once, in one order.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn two_instances_share_a_database_and_never_apply_a_command_twice() {
    each_backend(|url| async move {
        let first = serve(&url).await;
        let second = serve(&url).await;
        let (_host, players, game) = forum_game(&first, 6).await;
        // The same accounts' sessions work on both instances.
        let mut tasks = Vec::new();
        for round in 0..8 {
            for (i, player) in players.iter().enumerate() {
                let mut client = player.clone();
                if (round + i) % 2 == 1 {
                    client.base = second.base.clone();
                }
                tasks.push(tokio::spawn(async move {
                    let body = json!({"id": format!("c-{round}-{i}"), "game": {"type": "post", "body": format!("post {round}-{i} [b]Vote: P{}[/b]", (i + 1) % 6)}});
                    let path = format!("/api/games/{game}/commands");
                    let first = client.post(&path, body.clone()).await;
                    // A client that lost the answer sends the same command again.
                    let again = client.post(&path, body).await;
                    (first, again)
                }));
            }
        }
        for task in tasks {
            let ((s1, b1), (s2, b2)) = task.await.unwrap();
            assert_eq!(s1, StatusCode::OK, "{b1}");
            assert_eq!(s2, StatusCode::OK, "{b2}");
            assert_eq!(b2["duplicate"], true, "{b2}");
        }
        let events = Client::new(&first).events(game).await;
        let seqs: Vec<i64> = events.iter().map(|e| e["seq"].as_i64().unwrap()).collect();
        assert!(seqs.windows(2).all(|w| w[1] > w[0]));
        for round in 0..8 {
            for i in 0..6 {
                let needle = format!("post {round}-{i} ");
                let copies = events
                    .iter()
                    .filter(|e| e["kind"] == "forum.posted" && e.to_string().contains(&needle))
                    .count();
                assert_eq!(copies, 1, "{needle}");
            }
        }
        // Both instances see the same game.
        let a = Client::new(&first).view(game).await;
        let b = Client::new(&second).view(game).await;
        assert_eq!(a["version"], b["version"]);
        assert_eq!(a["game"]["tally"], b["game"]["tally"]);
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_stale_write_is_refused_by_the_store() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let host = Client::sign_up(&server, "Host").await;
        let game = host.create("forum", "Store").await;
        let store = &server.state.store;
        let event = omerta_store::NewEvent {
            kind: "test.x".into(),
            audience: "host".into(),
            body: "{}".into(),
        };
        let update = omerta_store::GameUpdate {
            status: "lobby".into(),
            deadline_at: None,
            members: Vec::new(),
        };
        assert_eq!(
            store
                .append(game, 1, std::slice::from_ref(&event), Some("k"), &update, 0)
                .await
                .unwrap(),
            2
        );
        assert!(matches!(
            store
                .append(game, 1, std::slice::from_ref(&event), None, &update, 0)
                .await,
            Err(omerta_store::AppendError::Conflict(1))
        ));
        assert!(matches!(
            store
                .append(game, 2, std::slice::from_ref(&event), Some("k"), &update, 0)
                .await,
            Err(omerta_store::AppendError::Duplicate(2))
        ));
        assert_eq!(store.events(game, 0).await.unwrap().len(), 2);
    })
    .await;
}

/// Reads SSE frames until `count` events have arrived.
async fn read_events(response: reqwest::Response, count: usize) -> Vec<(i64, String, Value)> {
    let mut stream = response.bytes_stream();
    let mut buffer = String::new();
    let mut events = Vec::new();
    while events.len() < count {
        let chunk = tokio::time::timeout(Duration::from_secs(10), stream.next())
            .await
            .expect("an event within 10 s")
            .expect("the stream is open")
            .unwrap();
        buffer.push_str(&String::from_utf8_lossy(&chunk));
        while let Some(end) = buffer.find("\n\n") {
            let frame: String = buffer.drain(..end + 2).collect();
            let mut id = None;
            let mut kind = String::new();
            let mut data = String::new();
            for line in frame.lines() {
                if let Some(v) = line.strip_prefix("id:") {
                    // "12.s": the reader's number, then how it was counted.
                    id = v.trim().split('.').next().and_then(|n| n.parse().ok());
                } else if let Some(v) = line.strip_prefix("event:") {
                    kind = v.trim().to_string();
                } else if let Some(v) = line.strip_prefix("data:") {
                    data.push_str(v.trim_start());
                }
            }
            if let Some(id) = id {
                events.push((id, kind, serde_json::from_str(&data).unwrap()));
            }
        }
    }
    events
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_stream_is_live_redacted_and_resumes_from_the_last_event_id() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let (_host, players, game) = forum_game(&server, 4).await;
        let spectator = Client::new(&server);
        let all_public = spectator.events(game).await;
        let stream = spectator
            .http
            .get(format!("{}/api/games/{game}/stream", server.base))
            .send()
            .await
            .unwrap();
        assert_eq!(stream.headers()["content-type"], "text/event-stream");
        // The backlog: exactly the public events, in order.
        let backlog = read_events(stream, all_public.len()).await;
        let ids: Vec<i64> = backlog.iter().map(|(id, _, _)| *id).collect();
        let expected: Vec<i64> = all_public
            .iter()
            .map(|e| e["seq"].as_i64().unwrap())
            .collect();
        assert_eq!(ids, expected);
        assert!(backlog
            .iter()
            .all(|(_, _, data)| data["audience"] == "public"));
        // Live: a player's own stream shows their role event; a post reaches everyone.
        let mine = players[1]
            .http
            .get(format!("{}/api/games/{game}/stream", server.base))
            .send()
            .await
            .unwrap();
        let own = players[1].events(game).await;
        assert!(own.iter().any(|e| e["audience"] == "slots:1"));
        let last = *ids.last().unwrap();
        let resumed = spectator
            .http
            .get(format!("{}/api/games/{game}/stream", server.base))
            .header("last-event-id", last.to_string())
            .send()
            .await
            .unwrap();
        ok(players[0].act(game, vote("P2")).await);
        let next = read_events(resumed, 1).await;
        assert!(next[0].0 > last);
        assert_eq!(next[0].1, "forum.posted");
        let theirs = read_events(mine, own.len() + 1).await;
        assert_eq!(theirs.last().unwrap().1, "forum.posted");
        assert!(theirs
            .iter()
            .all(|(_, _, d)| d["audience"] == "public" || d["audience"] == "slots:1"));
    })
    .await;
}

#[derive(Clone, Default)]
struct Received {
    calls: Arc<Mutex<Vec<(axum::http::HeaderMap, String)>>>,
}

/// A local webhook receiver that fails the first `failures` calls with 500.
async fn receiver(failures: usize) -> (String, Received) {
    let received = Received::default();
    let seen = received.clone();
    let app = axum::Router::new().route(
        "/hook",
        post(move |headers: axum::http::HeaderMap, body: String| {
            let seen = seen.clone();
            async move {
                let mut calls = seen.calls.lock().unwrap();
                calls.push((headers, body));
                if calls.len() <= failures {
                    StatusCode::INTERNAL_SERVER_ERROR
                } else {
                    StatusCode::NO_CONTENT
                }
            }
        }),
    );
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
    (format!("http://{addr}/hook"), received)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn webhooks_carry_public_announcements_signed_with_retries() {
    each_backend(|url| async move {
        let config = Config {
            webhook_backoff: Duration::from_millis(20),
            // The receiver listens on 127.0.0.1.
            webhook_allow_private: true,
            ..Config::default()
        };
        let server: Server = serve_with(&url, config).await;
        let (hook, received) = receiver(2).await;
        let (host, players, game) = forum_game(&server, 4).await;
        // Only the host sets the webhook.
        let (status, _) = players[0]
            .send(
                reqwest::Method::PUT,
                &format!("/api/games/{game}/webhook"),
                Some(json!({"url": hook, "secret": "s3cret"})),
            )
            .await;
        assert_eq!(status, StatusCode::FORBIDDEN);
        ok(host
            .send(
                reqwest::Method::PUT,
                &format!("/api/games/{game}/webhook"),
                Some(json!({"url": hook, "secret": "s3cret"})),
            )
            .await);
        for p in &players[..3] {
            ok(p.act(game, vote("P3")).await);
        }
        ok(host.act(game, json!({"type": "advance"})).await);
        // Wait for deliveries: the first two attempts fail and are retried.
        let mut delivered = Vec::new();
        for _ in 0..100 {
            tokio::time::sleep(Duration::from_millis(100)).await;
            delivered = received.calls.lock().unwrap().clone();
            if delivered.iter().skip(2).any(|(_, b)| b.contains("P3")) {
                break;
            }
        }
        assert!(delivered.len() >= 3, "{} calls", delivered.len());
        // The first announcement was tried three times, the same body each time.
        assert_eq!(delivered[0].1, delivered[1].1);
        assert_eq!(delivered[1].1, delivered[2].1);
        for (headers, body) in &delivered {
            let timestamp: i64 = headers["x-omerta-timestamp"]
                .to_str()
                .unwrap()
                .parse()
                .unwrap();
            let signature = headers["x-omerta-signature"].to_str().unwrap();
            assert_eq!(
                signature,
                omerta_server::workers::signature("s3cret", timestamp, body)
            );
            assert_ne!(
                signature,
                omerta_server::workers::signature("wrong", timestamp, body)
            );
            let payload: Value = serde_json::from_str(body).unwrap();
            assert!(
                payload["content"]
                    .as_str()
                    .unwrap()
                    .starts_with("**Forum test**"),
                "{payload}"
            );
            assert_eq!(payload["username"], "omerta");
            assert!(payload["embeds"][0]["description"].is_string());
        }
        // No secret leaks to a webhook: no role messages, only public events.
        let bodies: String = delivered.iter().map(|(_, b)| b.as_str()).collect();
        assert!(!bodies.contains("You are"), "{bodies}");
        // Each announcement once after its success: deliveries are in event order.
        let events: Vec<i64> = delivered
            .iter()
            .skip(2)
            .map(|(h, _)| h["x-omerta-event"].to_str().unwrap().parse().unwrap())
            .collect();
        assert!(events.windows(2).all(|w| w[1] > w[0]), "{events:?}");
    })
    .await;
}

/// A 1923 game of two families of eight, all players with accounts, dealt at random.
async fn game_1923(server: &Server, night_ms: Option<i64>) -> (Client, Vec<Client>, i64) {
    let host = Client::sign_up(server, "Moderator").await;
    let game = host.create("1923", "Two families").await;
    let mut players = Vec::new();
    for i in 0..16 {
        let player = Client::sign_up(server, &format!("Player {i}")).await;
        ok(player
            .lobby(game, json!({"type": "join", "name": format!("Player {i}")}))
            .await);
        players.push(player);
    }
    let mut setup = json!({"families": [{"name": "Alon", "size": 8}, {"name": "Brand", "size": 8}], "court_families": 1, "deal": "random", "roles": [{"role": "Doctor", "count": 2}, {"role": "Detective", "count": 2}]});
    if let Some(ms) = night_ms {
        setup["night_ms"] = json!(ms);
        setup["day_ms"] = json!(3_600_000);
    }
    ok(host
        .lobby(game, json!({"type": "start", "setup": setup}))
        .await);
    (host, players, game)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_1923_player_sees_their_own_role_and_acts_through_the_api() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let (host, players, game) = game_1923(&server, None).await;
        let mut acted = 0;
        for (slot, player) in players.iter().enumerate() {
            let view = player.view(game).await;
            let you = &view["game"]["you"];
            assert!(you["role"].is_string(), "{you}");
            // No other player's role anywhere in what this player reads.
            let events = player.events(game).await;
            for event in &events {
                let audience = event["audience"].as_str().unwrap();
                assert!(
                    audience == "public" || audience.starts_with("slots:"),
                    "{audience}"
                );
                if let Some(list) = audience.strip_prefix("slots:") {
                    let slots: Vec<usize> = list.split(',').map(|s| s.parse().unwrap()).collect();
                    assert!(slots.contains(&slot));
                }
            }
            assert!(view["game"]["roster"].is_null() && view["game"]["deal"].is_null());
            // Send the first action form this player can send now that needs no family.
            let forms = view["game"]["can"].as_array().cloned().unwrap_or_default();
            let form = forms.iter().find(|f| {
                f["command"] == "action" && f["families"].as_array().is_none_or(|a| a.is_empty())
            });
            if let Some(form) = form {
                let n = form["min_targets"].as_u64().unwrap_or(1) as usize;
                let candidates: Vec<Value> = form["candidates"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .take(n)
                    .cloned()
                    .collect();
                if n >= 1 && candidates.len() == n {
                    ok(player
                        .act(game, json!({"type": "action", "targets": candidates}))
                        .await);
                    acted += 1;
                }
            }
        }
        assert!(acted > 0, "some player could act on night 1");
        // A spectator reads public events only; the host reads the deal.
        assert!(Client::new(&server)
            .events(game)
            .await
            .iter()
            .all(|e| e["audience"] == "public"));
        assert!(
            host.view(game).await["game"]["deal"].is_object()
                || host.view(game).await["game"]["deal"].is_array()
        );
        // Wrong phase: a vote at night is refused with a reason.
        let (status, body) = players[0]
            .act(game, json!({"type": "vote", "family": "Alon"}))
            .await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
        assert!(body["error"]["message"].as_str().unwrap().len() > 10);
        ok(host.act(game, json!({"type": "advance"})).await);
        assert_eq!(
            Client::new(&server).view(game).await["game"]["phase"],
            "day 1"
        );
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_timer_closes_a_phase_at_its_deadline() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let (_host, _players, game) = game_1923(&server, Some(300)).await;
        let mut phase = Value::Null;
        for _ in 0..40 {
            tokio::time::sleep(Duration::from_millis(200)).await;
            phase = Client::new(&server).view(game).await["game"]["phase"].clone();
            if phase == "day 1" {
                break;
            }
        }
        assert_eq!(phase, "day 1");
        // Exactly one phase change, whatever the ticks.
        let closes = Client::new(&server)
            .events(game)
            .await
            .iter()
            .filter(|e| e["kind"] == "1923.phase_closed")
            .count();
        assert_eq!(closes, 1);
    })
    .await;
}

/// A game let go of by the cache is folded again from the store when next asked for: the
/// same view, the same events, and it goes on taking commands (with a command id seen
/// before the eviction still answered as a duplicate).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_evicted_game_is_reloaded_with_the_same_view_and_takes_commands() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let (host, players, game) = forum_game(&server, 4).await;
        let command = json!({"id": "vote-1", "game": vote("P3")});
        ok(players[0]
            .post(&format!("/api/games/{game}/commands"), command.clone())
            .await);
        let spectator = Client::new(&server);
        let (host_view, player_view, public) = (
            host.view(game).await,
            players[1].view(game).await,
            spectator.view(game).await,
        );
        let events = players[1].events(game).await;
        assert!(server.state.latest(game).is_some());
        assert!(server.state.evict_idle(Duration::ZERO) >= 1);
        assert!(
            server.state.latest(game).is_none(),
            "the game was let go of"
        );
        assert_eq!(spectator.view(game).await, public);
        assert_eq!(players[1].view(game).await, player_view);
        assert_eq!(host.view(game).await, host_view);
        assert_eq!(players[1].events(game).await, events);
        // Evicted again, then a retried command and a new one.
        server.state.evict_idle(Duration::ZERO);
        let retried = ok(players[0]
            .post(&format!("/api/games/{game}/commands"), command)
            .await);
        assert_eq!(retried["duplicate"], true, "{retried}");
        server.state.evict_idle(Duration::ZERO);
        ok(players[1].act(game, vote("P3")).await);
        let tally = &spectator.view(game).await["game"]["tally"];
        assert_eq!(tally["wagons"][0]["votes"], 2, "{tally}");
    })
    .await;
}

/// The cache keeps at most `max_games` games, letting go of the least recently used.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_game_cache_is_bounded() {
    each_backend(|url| async move {
        let config = Config {
            max_games: 3,
            games_per_hour: 100,
            ..Config::default()
        };
        let server = serve_with(&url, config).await;
        let host = Client::sign_up(&server, "Host").await;
        let mut games = Vec::new();
        for i in 0..8 {
            let game = host.create("forum", &format!("Game {i}")).await;
            host.view(game).await;
            games.push(game);
        }
        let cached = server.state.cache.lock().unwrap().len();
        assert!(cached <= 3, "{cached} games cached");
        for game in games {
            assert_eq!(host.view(game).await["status"], "lobby");
        }
    })
    .await;
}

/// Two instances on one PostgreSQL: a stream opened on one carries a post written through
/// the other at once: the writer announces it (`NOTIFY`) and the other instance's listener
/// wakes the stream (`workers::watch`), although no stream polls.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_stream_on_one_instance_carries_what_another_instance_wrote() {
    each_backend(|url| async move {
        if !url.starts_with("postgres") {
            // One instance per SQLite file: its own writes wake its streams.
            return;
        }
        let first = serve(&url).await;
        let second = serve(&url).await;
        let (_host, players, game) = forum_game(&first, 3).await;
        let response = players[0]
            .http
            .get(format!("{}/api/games/{game}/stream", first.base))
            .send()
            .await
            .unwrap();
        assert_eq!(response.status(), StatusCode::OK);
        let mut stream = response.bytes_stream();
        let mut writer = players[1].clone();
        writer.base = second.base.clone();
        let (status, body) = writer
            .post(
                &format!("/api/games/{game}/commands"),
                json!({"game": {"type": "post", "body": "written on the second instance"}}),
            )
            .await;
        assert_eq!(status, StatusCode::OK, "{body}");
        let written = std::time::Instant::now();
        let deadline = written + std::time::Duration::from_secs(5);
        let mut seen = String::new();
        while !seen.contains("written on the second instance") {
            let left = deadline.saturating_duration_since(std::time::Instant::now());
            match tokio::time::timeout(left, futures_util::StreamExt::next(&mut stream)).await {
                Ok(Some(Ok(bytes))) => seen.push_str(&String::from_utf8_lossy(&bytes)),
                other => panic!("the stream did not carry the post: {other:?}\n{seen}"),
            }
        }
        // Announced, not found by the fallback's look (every 30 s).
        let took = written.elapsed();
        assert!(took < Duration::from_millis(300), "the post took {took:?}");
        // And the first instance's next command on the game catches up first.
        let (status, body) = players[2]
            .act(game, json!({"type": "post", "body": "back on the first"}))
            .await;
        assert_eq!(status, StatusCode::OK, "{body}");
    })
    .await;
}

/// A viewer whose client stops reading is not buffered for without limit: once it is more
/// than the feed's window (1,024 events) behind, its stream ends with a `behind` frame
/// naming the position to resume from, and a new stream from that `Last-Event-ID` carries
/// on with every event after it, none lost and none twice.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_stream_whose_client_stops_reading_is_cut_off_with_where_to_resume() {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    each_backend(|url| async move {
        let config = Config {
            posts_per_minute: usize::MAX,
            ..Config::default()
        };
        let server = serve_with(&url, config).await;
        let (_host, players, game) = forum_game(&server, 3).await;
        // A client with a small receive buffer that reads the response's head, then nothing.
        let socket = tokio::net::TcpSocket::new_v4().unwrap();
        socket.set_recv_buffer_size(4096).unwrap();
        let addr: std::net::SocketAddr = server.base.trim_start_matches("http://").parse().unwrap();
        let mut slow = socket.connect(addr).await.unwrap();
        slow.write_all(
            format!("GET /api/games/{game}/stream HTTP/1.1\r\nHost: {addr}\r\n\r\n").as_bytes(),
        )
        .await
        .unwrap();
        let mut received = Vec::new();
        let mut buffer = [0u8; 4096];
        while !received.windows(4).any(|w| w == b"\r\n\r\n") {
            let n = slow.read(&mut buffer).await.unwrap();
            assert!(n > 0, "the stream answered nothing");
            received.extend_from_slice(&buffer[..n]);
        }
        // 1,500 posts of a thousand characters each (the kernel's buffers hold a few
        // hundred of them), from three players at once.
        let filler = "x".repeat(1000);
        let mut writers = Vec::new();
        for (p, player) in players.iter().enumerate() {
            let player = player.clone();
            let filler = filler.clone();
            writers.push(tokio::spawn(async move {
                for k in 0..500 {
                    ok(player
                        .act(
                            game,
                            json!({"type": "post", "body": format!("post {p}-{k} {filler}")}),
                        )
                        .await);
                }
            }));
        }
        for writer in writers {
            writer.await.unwrap();
        }
        // Now read everything the slow stream was sent, to its end.
        let read_all = async {
            loop {
                let n = slow.read(&mut buffer).await.unwrap_or(0);
                received.extend_from_slice(&buffer[..n]);
                if n == 0 || received.ends_with(b"\r\n0\r\n\r\n") {
                    break;
                }
            }
        };
        tokio::time::timeout(Duration::from_secs(20), read_all)
            .await
            .expect("the slow stream ends");
        let text = String::from_utf8_lossy(&received).into_owned();
        let ids: Vec<i64> = text
            .lines()
            .filter_map(|l| l.strip_prefix("id: "))
            .map(|id| id.strip_suffix(".s").unwrap().parse().unwrap())
            .collect();
        assert!(!ids.is_empty());
        assert!(
            ids.windows(2).all(|w| w[1] == w[0] + 1),
            "the events sent before the cut are consecutive"
        );
        let last = *ids.last().unwrap();
        assert!(last < 1024, "cut off after {last} events");
        let behind = text
            .split("event: behind\ndata: ")
            .nth(1)
            .expect("the stream ends with a behind frame")
            .lines()
            .next()
            .unwrap();
        let behind: Value = serde_json::from_str(behind).unwrap();
        assert_eq!(behind["resume"], format!("{last}.s"));
        assert!(behind["message"]
            .as_str()
            .unwrap()
            .contains("Last-Event-ID"));
        // A new stream from there carries every later event, in order.
        let total = Client::new(&server).events(game).await.len() as i64;
        let resumed = Client::new(&server)
            .http
            .get(format!("{}/api/games/{game}/stream", server.base))
            .header("last-event-id", behind["resume"].as_str().unwrap())
            .send()
            .await
            .unwrap();
        let rest = read_events(resumed, (total - last) as usize).await;
        let rest: Vec<i64> = rest.iter().map(|(id, _, _)| *id).collect();
        assert_eq!(rest, (last + 1..=total).collect::<Vec<_>>());
    })
    .await;
}

/// Streams are the only connections the server holds open: one address opens at most
/// `streams_per_address` at once, and a closed one frees its place.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_address_opens_a_bounded_number_of_streams() {
    each_backend(|url| async move {
        let config = Config {
            streams_per_address: 2,
            ..Config::default()
        };
        let server = serve_with(&url, config).await;
        let (_host, _players, game) = forum_game(&server, 3).await;
        let viewer = Client::new(&server);
        let open = || {
            viewer
                .http
                .get(format!("{}/api/games/{game}/stream", viewer.base))
                .send()
        };
        let first = open().await.unwrap();
        let second = open().await.unwrap();
        assert_eq!(first.status(), StatusCode::OK);
        assert_eq!(second.status(), StatusCode::OK);
        let third = open().await.unwrap();
        assert_eq!(third.status(), StatusCode::TOO_MANY_REQUESTS);
        assert!(third.headers().contains_key("retry-after"));
        let body: Value = third.json().await.unwrap();
        assert_eq!(body["error"]["code"], "too_many_streams", "{body}");
        assert!(body["error"]["message"]
            .as_str()
            .unwrap()
            .contains("at most 2"));
        // Other requests from the address are not refused.
        assert_eq!(viewer.view(game).await["id"], game);
        drop(first);
        // The server learns the stream closed when it next writes to it or reads EOF;
        // give it a moment.
        let deadline = std::time::Instant::now() + Duration::from_secs(5);
        loop {
            let again = open().await.unwrap();
            if again.status() == StatusCode::OK {
                break;
            }
            assert!(
                std::time::Instant::now() < deadline,
                "the closed stream's place stays taken"
            );
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    })
    .await;
}

/// Where a number counted for another reader falls among the events depends on what that
/// reader may see: a spectator resuming from `N.p1` or `N.h` would learn when, and how
/// often, the player in slot 1 (or the host) got private events. Such a stream starts
/// from the beginning instead; the public count, and one's own, are followed.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_stream_does_not_resume_from_a_count_the_reader_may_not_know() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let (_host, players, game) = forum_game(&server, 4).await;
        ok(players[0].act(game, vote("P2")).await);
        let spectator = Client::new(&server);
        let public = spectator.events(game).await;
        let ids_from = |last: &'static str, count: usize| {
            let spectator = spectator.clone();
            let base = server.base.clone();
            async move {
                let response = spectator
                    .http
                    .get(format!("{base}/api/games/{game}/stream"))
                    .header("last-event-id", last)
                    .send()
                    .await
                    .unwrap();
                read_events(response, count).await
            }
        };
        let everything: Vec<i64> = (1..=public.len() as i64).collect();
        for foreign in ["1.p1", "2.p1", "3.p1", "2.h", "5.h"] {
            let ids: Vec<i64> = ids_from(foreign, public.len())
                .await
                .iter()
                .map(|e| e.0)
                .collect();
            assert_eq!(ids, everything, "Last-Event-ID {foreign}");
        }
        // The public count is followed: after the second public event, the third.
        let after_two = ids_from("2.s", 1).await;
        assert_eq!(after_two[0].0, 3);
    })
    .await;
}
