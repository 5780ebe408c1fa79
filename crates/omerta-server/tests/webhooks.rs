//! Webhooks against hostile and broken receivers: one hanging endpoint does not hold up
//! other games, each game's announcements arrive in order, the server refuses to call
//! loopback, private and other non-public addresses (at set time and after DNS), does not
//! follow redirects, and refuses control characters in the URL and the secret.

mod common;

use axum::extract::Path;
use axum::http::HeaderMap;
use axum::routing::{any, post};
use common::{each_backend, ok, serve, serve_with, Client, Server};
use omerta_live::Audience;
use omerta_server::Config;
use reqwest::StatusCode;
use serde_json::{json, Value};
use std::collections::HashMap;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// The test server's settings: receivers listen on 127.0.0.1, so private addresses are
/// allowed, and retries come quickly.
fn local() -> Config {
    Config {
        webhook_backoff: Duration::from_millis(20),
        webhook_allow_private: true,
        ..Config::default()
    }
}

/// A started forum game (four players, day 1) whose accounts are named after `prefix`.
async fn started(server: &Server, prefix: &str) -> (Client, i64) {
    let host = Client::sign_up(server, &format!("{prefix} host")).await;
    let game = host.create("forum", &format!("{prefix} game")).await;
    for i in 0..4 {
        let player = Client::sign_up(server, &format!("{prefix} player {i}")).await;
        ok(player
            .lobby(game, json!({"type": "join", "name": format!("P{i}")}))
            .await);
    }
    let roles = json!([{"faction": "town"}, {"faction": "town"}, {"faction": "town"},
                       {"faction": "mafia", "role": "goon"}]);
    ok(host
        .lobby(
            game,
            json!({"type": "start", "setup": {"game": {"starts_with": "day"}, "deal": "given", "roles": roles}}),
        )
        .await);
    (host, game)
}

async fn put_webhook(client: &Client, game: i64, body: Value) -> (StatusCode, Value) {
    client
        .send(
            reqwest::Method::PUT,
            &format!("/api/games/{game}/webhook"),
            Some(body),
        )
        .await
}

/// The sequence numbers of a game's events that a webhook announces, in order.
async fn announced(server: &Server, game: i64) -> Vec<i64> {
    let row = server.state.store.game(game).await.unwrap().unwrap();
    server
        .state
        .store
        .events(game, 0)
        .await
        .unwrap()
        .iter()
        .filter(|e| Audience::from_column(&e.audience) == Some(Audience::Public))
        .filter(|e| omerta_server::games::announcement(&row.ruleset, &e.body).is_some())
        .map(|e| e.seq)
        .collect()
}

/// The public numbers of a game's announced events, in order: a spectator's `seq` for
/// each, which is what `X-Omerta-Event` and the footer say.
async fn announced_numbers(server: &Server, game: i64) -> Vec<i64> {
    let row = server.state.store.game(game).await.unwrap().unwrap();
    let mut public = 0;
    let mut numbers = Vec::new();
    for event in server.state.store.events(game, 0).await.unwrap() {
        if Audience::from_column(&event.audience) != Some(Audience::Public) {
            continue;
        }
        public += 1;
        if omerta_server::games::announcement(&row.ruleset, &event.body).is_some() {
            numbers.push(public);
        }
    }
    numbers
}

/// Waits until the game's webhook cursor has passed all its events (delivered or given up).
async fn drained(server: &Server, game: i64, within: Duration) -> bool {
    let start = Instant::now();
    while start.elapsed() < within {
        let row = server.state.store.game(game).await.unwrap().unwrap();
        if row.webhook_cursor >= row.version {
            return true;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    false
}

/// One call a receiver saw.
#[derive(Clone, Debug)]
struct Call {
    path: String,
    headers: HeaderMap,
    body: String,
}

#[derive(Clone, Default)]
struct Calls(Arc<Mutex<Vec<Call>>>);

impl Calls {
    fn list(&self) -> Vec<Call> {
        self.0.lock().unwrap().clone()
    }
}

/// A receiver that answers every request (any method, any path) with `status` and
/// `headers`, after `delay`; it records every call.
async fn receiver(
    status: StatusCode,
    headers: Vec<(&'static str, String)>,
    delay: Duration,
) -> (String, Calls) {
    let calls = Calls::default();
    let seen = calls.clone();
    let app = axum::Router::new().fallback(any(
        move |uri: axum::http::Uri, request_headers: HeaderMap, body: String| {
            let seen = seen.clone();
            let headers = headers.clone();
            async move {
                seen.0.lock().unwrap().push(Call {
                    path: uri.path().to_string(),
                    headers: request_headers,
                    body,
                });
                tokio::time::sleep(delay).await;
                let mut response = axum::response::Response::new(axum::body::Body::empty());
                *response.status_mut() = status;
                for (name, value) in headers {
                    response.headers_mut().insert(name, value.parse().unwrap());
                }
                response
            }
        },
    ));
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
    (format!("http://{addr}"), calls)
}

/// A receiver that accepts connections and never answers; it counts the connections.
async fn hanging() -> (String, Arc<AtomicUsize>) {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let accepted = Arc::new(AtomicUsize::new(0));
    let count = accepted.clone();
    tokio::spawn(async move {
        let mut open = Vec::new();
        while let Ok((socket, _)) = listener.accept().await {
            count.fetch_add(1, Ordering::SeqCst);
            open.push(socket);
        }
    });
    (format!("http://{addr}/hook"), accepted)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_hanging_endpoint_does_not_delay_another_games_announcements() {
    each_backend(|url| async move {
        let server = serve_with(&url, local()).await;
        let (slow_url, accepted) = hanging().await;
        let (fast_base, fast) = receiver(StatusCode::NO_CONTENT, vec![], Duration::ZERO).await;
        let (slow_host, slow_game) = started(&server, "Slow").await;
        let (fast_host, fast_game) = started(&server, "Fast").await;
        ok(put_webhook(&slow_host, slow_game, json!({"url": slow_url})).await);
        // Wait until the slow game's first delivery hangs.
        let start = Instant::now();
        while accepted.load(Ordering::SeqCst) == 0 {
            assert!(start.elapsed() < Duration::from_secs(5), "no delivery began");
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        let set = Instant::now();
        ok(put_webhook(
            &fast_host,
            fast_game,
            json!({"url": format!("{fast_base}/hook")}),
        )
        .await);
        let expected = announced(&server, fast_game).await;
        assert!(!expected.is_empty());
        while fast.list().len() < expected.len() {
            assert!(
                set.elapsed() < Duration::from_secs(3),
                "the other game's announcements waited for the hanging endpoint: {} of {} after {:?}",
                fast.list().len(),
                expected.len(),
                set.elapsed()
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        // The slow game is still stuck on its first announcement: one connection, no answer.
        assert_eq!(accepted.load(Ordering::SeqCst), 1);
        let row = server.state.store.game(slow_game).await.unwrap().unwrap();
        let first = announced(&server, slow_game).await[0];
        assert!(row.webhook_cursor < first, "{} >= {first}", row.webhook_cursor);
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn each_games_announcements_arrive_in_order_while_games_are_delivered_concurrently() {
    each_backend(|url| async move {
        let server = serve_with(&url, local()).await;
        // A receiver that takes a while to answer and measures how many calls overlap, in
        // all and per game.
        let in_flight: Arc<Mutex<(usize, HashMap<String, usize>)>> = Default::default();
        let most: Arc<Mutex<(usize, usize)>> = Default::default();
        let calls = Calls::default();
        let app = {
            let (in_flight, most, calls) = (in_flight.clone(), most.clone(), calls.clone());
            axum::Router::new().route(
                "/hook/{game}",
                post(
                    move |Path(game): Path<String>, headers: HeaderMap, body: String| {
                        let (in_flight, most, calls) =
                            (in_flight.clone(), most.clone(), calls.clone());
                        async move {
                            {
                                let mut now = in_flight.lock().unwrap();
                                now.0 += 1;
                                let mine = now.1.entry(game.clone()).or_default();
                                *mine += 1;
                                let mine = *mine;
                                let mut most = most.lock().unwrap();
                                most.0 = most.0.max(now.0);
                                most.1 = most.1.max(mine);
                            }
                            calls.0.lock().unwrap().push(Call {
                                path: game.clone(),
                                headers,
                                body,
                            });
                            tokio::time::sleep(Duration::from_millis(100)).await;
                            let mut now = in_flight.lock().unwrap();
                            now.0 -= 1;
                            *now.1.entry(game).or_default() -= 1;
                            StatusCode::NO_CONTENT
                        }
                    },
                ),
            )
        };
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });

        let mut games = Vec::new();
        for name in ["Ann", "Bob", "Cid"] {
            let (host, game) = started(&server, name).await;
            // Two more phases: a day without a lynch, then a night.
            ok(host.act(game, json!({"type": "advance"})).await);
            ok(host.act(game, json!({"type": "advance"})).await);
            games.push((host, game));
        }
        for (host, game) in &games {
            ok(put_webhook(
                host,
                *game,
                json!({"url": format!("http://{addr}/hook/{game}"), "secret": "s"}),
            )
            .await);
        }
        for (_, game) in &games {
            assert!(drained(&server, *game, Duration::from_secs(20)).await);
        }
        let calls = calls.list();
        for (_, game) in &games {
            let seqs: Vec<i64> = calls
                .iter()
                .filter(|c| c.path == game.to_string())
                .map(|c| {
                    c.headers["x-omerta-event"]
                        .to_str()
                        .unwrap()
                        .parse()
                        .unwrap()
                })
                .collect();
            let expected = announced_numbers(&server, *game).await;
            assert!(expected.len() >= 4, "{expected:?}");
            assert_eq!(
                seqs, expected,
                "game {game}: every announcement once, in order"
            );
            for call in calls.iter().filter(|c| c.path == game.to_string()) {
                let payload: Value = serde_json::from_str(&call.body).unwrap();
                let footer = payload["embeds"][0]["footer"]["text"].as_str().unwrap();
                assert!(footer.starts_with(&format!("game {game} ")), "{footer}");
            }
        }
        let (all, per_game) = *most.lock().unwrap();
        assert!(
            all >= 2,
            "games were delivered one at a time (at most {all} at once)"
        );
        assert_eq!(per_game, 1, "a game was delivered by two tasks at once");
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn webhooks_to_non_public_addresses_are_refused() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let host = Client::sign_up(&server, "Host").await;
        let game = host.create("forum", "Refusals").await;
        let refused = [
            ("http://127.0.0.1:8080/hook", "loopback"),
            ("http://127.1.2.3/hook", "loopback"),
            ("http://[::1]/hook", "loopback"),
            ("http://2130706433/hook", "loopback"),
            ("http://0x7f.0.0.1/hook", "loopback"),
            ("http://localhost:8080/hook", "localhost"),
            ("http://LocalHost./hook", "localhost"),
            ("http://api.localhost/hook", "localhost"),
            ("http://0.0.0.0/hook", "unspecified"),
            ("http://[::]/hook", "unspecified"),
            ("http://10.0.0.7/hook", "private"),
            ("http://172.20.1.1/hook", "private"),
            ("http://192.168.1.1/hook", "private"),
            ("http://100.64.0.1/hook", "shared"),
            ("http://169.254.169.254/latest/meta-data/", "link-local"),
            ("http://[fe80::1]/hook", "link-local"),
            ("http://[fd00::1]/hook", "unique local"),
            ("http://[::ffff:127.0.0.1]/hook", "loopback"),
            ("http://[::ffff:169.254.169.254]/hook", "link-local"),
            ("http://[64:ff9b::a00:1]/hook", "private"),
            ("http://[2002:7f00:1::]/hook", "loopback"),
            ("http://224.0.0.1/hook", "multicast"),
            ("http://255.255.255.255/hook", "broadcast"),
            ("http://192.0.2.1/hook", "documentation"),
            ("http://198.18.0.1/hook", "benchmarking"),
            ("http://240.0.0.1/hook", "reserved"),
            (
                "https://user:pass@example.com/hook",
                "user name or password",
            ),
            ("https://token@example.com/hook", "user name or password"),
            ("ftp://example.com/hook", "http:// or https://"),
            ("file:///etc/passwd", "http:// or https://"),
            ("example.com/hook", "http:// or https://"),
            ("http://", "http:// or https://"),
        ];
        for (hook, reason) in refused {
            let (status, body) = put_webhook(&host, game, json!({"url": hook})).await;
            assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{hook}: {body}");
            assert_eq!(body["error"]["code"], "invalid_webhook", "{hook}: {body}");
            let message = body["error"]["message"].as_str().unwrap();
            assert!(message.contains(reason), "{hook}: {message}");
            // The same at creation.
            let (status, body) = host
                .post(
                    "/api/games",
                    json!({"ruleset": "forum", "title": "Refused", "webhook": {"url": hook}}),
                )
                .await;
            assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{hook}: {body}");
            assert_eq!(body["error"]["code"], "invalid_webhook", "{hook}: {body}");
        }
        let row = server.state.store.game(game).await.unwrap().unwrap();
        assert_eq!(row.webhook_url, None);
        // Public addresses and names are accepted (names are checked when delivering).
        for hook in [
            "https://discord.com/api/webhooks/1/abc",
            "http://93.184.215.14:8080/hook",
            "https://[2606:4700::1111]/hook",
        ] {
            let (status, body) = put_webhook(&host, game, json!({"url": hook})).await;
            assert_eq!(status, StatusCode::OK, "{hook}: {body}");
        }
        // Clearing the webhook needs no URL.
        ok(put_webhook(&host, game, json!({"url": null})).await);

        // An operator may allow private addresses; credentials in the URL stay refused.
        let config = Config {
            webhook_allow_private: true,
            ..Config::default()
        };
        let open = serve_with(&url, config).await;
        let host = Client::sign_up(&open, "Operator").await;
        let game = host.create("forum", "Private").await;
        ok(put_webhook(&host, game, json!({"url": "http://127.0.0.1:8080/hook"})).await);
        ok(put_webhook(&host, game, json!({"url": "http://localhost:8080/hook"})).await);
        let (status, body) = put_webhook(
            &host,
            game,
            json!({"url": "http://user:pass@127.0.0.1:8080/hook"}),
        )
        .await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    })
    .await;
}

/// Rows written before these checks existed (or by hand) are checked again when delivering:
/// a name that resolves to loopback and a loopback address are never connected to.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_stored_loopback_webhook_is_never_connected_to() {
    each_backend(|url| async move {
        let config = Config {
            webhook_backoff: Duration::from_millis(20),
            ..Config::default()
        };
        let server = serve_with(&url, config).await;
        let (base, calls) = receiver(StatusCode::NO_CONTENT, vec![], Duration::ZERO).await;
        let port = base.rsplit(':').next().unwrap().to_string();
        let mut games = Vec::new();
        for (name, hook) in [
            ("Name", format!("http://localhost:{port}/hook")),
            ("Literal", format!("{base}/hook")),
            ("Mapped", format!("http://[::ffff:127.0.0.1]:{port}/hook")),
            (
                "Userinfo",
                format!("http://me:pw@example.invalid:{port}/hook"),
            ),
        ] {
            let (_, game) = started(&server, name).await;
            server
                .state
                .store
                .set_webhook(game, Some(&hook), Some("secret"))
                .await
                .unwrap();
            server.state.webhooks.notify_one();
            games.push(game);
        }
        for game in &games {
            // Given up, not retried for ever.
            assert!(drained(&server, *game, Duration::from_secs(10)).await);
        }
        tokio::time::sleep(Duration::from_millis(200)).await;
        assert!(calls.list().is_empty(), "{:?}", calls.list());
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_redirect_is_not_followed() {
    each_backend(|url| async move {
        let server = serve_with(&url, local()).await;
        let (second, second_calls) = receiver(StatusCode::NO_CONTENT, vec![], Duration::ZERO).await;
        let (first, first_calls) = receiver(
            StatusCode::FOUND,
            vec![("location", format!("{second}/stolen"))],
            Duration::ZERO,
        )
        .await;
        let (host, game) = started(&server, "Redirected").await;
        ok(put_webhook(
            &host,
            game,
            json!({"url": format!("{first}/hook"), "secret": "s3cret"}),
        )
        .await);
        assert!(drained(&server, game, Duration::from_secs(10)).await);
        tokio::time::sleep(Duration::from_millis(200)).await;
        assert!(
            second_calls.list().is_empty(),
            "the redirect was followed: {:?}",
            second_calls.list()
        );
        // Each announcement was tried once: a redirect is a final answer.
        let seqs: Vec<String> = first_calls
            .list()
            .iter()
            .map(|c| c.headers["x-omerta-event"].to_str().unwrap().to_string())
            .collect();
        let expected: Vec<String> = announced_numbers(&server, game)
            .await
            .iter()
            .map(|s| s.to_string())
            .collect();
        assert_eq!(seqs, expected);
        assert!(first_calls
            .list()
            .iter()
            .all(|c| c.path == "/hook" && c.headers.contains_key("x-omerta-signature")));
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn control_characters_and_long_secrets_are_refused() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let host = Client::sign_up(&server, "Host").await;
        let game = host.create("forum", "Controls").await;
        let hook = "https://example.com/hook";
        let refused = [
            (json!({"url": hook, "secret": "a\u{0}b"}), "secret"),
            (json!({"url": hook, "secret": "line\nbreak"}), "secret"),
            (json!({"url": hook, "secret": "del\u{7f}"}), "secret"),
            (json!({"url": hook, "secret": "x".repeat(201)}), "200"),
            (json!({"url": "https://example.com/\u{0}"}), "control"),
            (json!({"url": "https://exa\tmple.com/hook"}), "control"),
            (
                json!({"url": "https://example.com/hook\r\nX-Injected: 1"}),
                "control",
            ),
            (json!({"url": " https://example.com/hook"}), "control"),
        ];
        for (body, reason) in refused {
            let (status, answer) = put_webhook(&host, game, body.clone()).await;
            assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}: {answer}");
            assert_eq!(answer["error"]["code"], "invalid_webhook", "{answer}");
            let message = answer["error"]["message"].as_str().unwrap();
            assert!(message.contains(reason), "{body}: {message}");
            let (status, answer) = host
                .post(
                    "/api/games",
                    json!({"ruleset": "forum", "title": "Controls", "webhook": body}),
                )
                .await;
            assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{answer}");
        }
        let row = server.state.store.game(game).await.unwrap().unwrap();
        assert_eq!(row.webhook_url, None);
        assert_eq!(row.webhook_secret, None);
        // 200 characters of any script are fine.
        ok(put_webhook(&host, game, json!({"url": hook, "secret": "ä".repeat(200)})).await);
    })
    .await;
}

/// Issue 25, item 2: a webhook numbers announcements as a spectator numbers events. Two
/// games alike but for the mafia's night actions (the first changes its mind once) send
/// the same `X-Omerta-Event` numbers and footers, and each number is the spectator's `seq`
/// of the announced event.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn webhook_numbers_do_not_count_hidden_events() {
    each_backend(|url| async move {
        let config = Config {
            signups_per_hour: 1000,
            ..local()
        };
        let server = serve_with(&url, config).await;
        let (base, calls) = receiver(StatusCode::NO_CONTENT, vec![], Duration::ZERO).await;
        let mut games = Vec::new();
        for loud in [true, false] {
            let host = Client::sign_up(&server, &format!("Counted host {loud}")).await;
            let game = host.create("forum", "Counting").await;
            let mut players = Vec::new();
            for i in 0..4 {
                let player = Client::sign_up(&server, &format!("Counted {loud} {i}")).await;
                ok(player
                    .lobby(game, json!({"type": "join", "name": format!("P{i}")}))
                    .await);
                players.push(player);
            }
            let roles = json!([{"faction": "town"}, {"faction": "town"}, {"faction": "town"},
                               {"faction": "mafia", "role": "goon"}]);
            ok(host
                .lobby(
                    game,
                    json!({"type": "start", "setup": {"game": {"starts_with": "night"}, "deal": "given", "roles": roles}}),
                )
                .await);
            let kill = |target: &str| {
                json!({"type": "night_action", "ability": "factional_kill", "targets": [target]})
            };
            if loud {
                ok(players[3].act(game, kill("P0")).await);
            }
            ok(players[3].act(game, kill("P1")).await);
            // The night ends alike in both games: P1 dies, day 1 begins.
            ok(host.act(game, json!({"type": "advance"})).await);
            ok(put_webhook(
                &host,
                game,
                json!({"url": format!("{base}/hook/{game}")}),
            )
            .await);
            games.push(game);
        }
        for game in &games {
            assert!(drained(&server, *game, Duration::from_secs(20)).await);
        }
        // What a reader of the channel sees of a game: each announcement's number, its
        // footer without the game's id, and its text.
        let seen = |game: i64| -> Vec<(String, String, String)> {
            calls
                .list()
                .iter()
                .filter(|c| c.path == format!("/hook/{game}"))
                .map(|c| {
                    let payload: Value = serde_json::from_str(&c.body).unwrap();
                    let footer = payload["embeds"][0]["footer"]["text"].as_str().unwrap();
                    (
                        c.headers["x-omerta-event"].to_str().unwrap().to_string(),
                        footer.replace(&format!("game {game} "), "game "),
                        payload["content"].as_str().unwrap().to_string(),
                    )
                })
                .collect()
        };
        let (loud, quiet) = (seen(games[0]), seen(games[1]));
        assert!(
            loud.iter().any(|(_, _, text)| text.contains("Day 1 begins")),
            "{loud:?}"
        );
        assert_eq!(loud, quiet, "a webhook's reader tells the games apart");
        let spectator = Client::new(&server);
        for game in games {
            let numbers: Vec<i64> = seen(game)
                .iter()
                .map(|(number, footer, _)| {
                    assert!(footer.ends_with(&format!("event {number}")), "{footer}");
                    number.parse().unwrap()
                })
                .collect();
            assert_eq!(numbers, announced_numbers(&server, game).await);
            // The spectator's list has the announced events at those numbers.
            let listed = spectator.events(game).await;
            let stored = server.state.store.events(game, 0).await.unwrap();
            let public: Vec<_> = stored
                .iter()
                .filter(|e| Audience::from_column(&e.audience) == Some(Audience::Public))
                .collect();
            for number in numbers {
                let at = (number - 1) as usize;
                assert_eq!(listed[at]["seq"], json!(number));
                assert_eq!(listed[at]["kind"], json!(public[at].kind));
            }
        }
    })
    .await;
}

/// The state of a game's webhook as its host reads it.
async fn webhook_state(client: &Client, game: i64) -> (StatusCode, Value) {
    client.get(&format!("/api/games/{game}/webhook")).await
}

/// A game abandoned in its lobby: one announcement ("The host stopped the game.").
async fn abandoned(host: &Client, title: &str) -> i64 {
    let game = host.create("forum", title).await;
    ok(host.lobby(game, json!({"type": "abandon"})).await);
    game
}

/// Issue 25, item 3: fifty receivers that accept the connection and never answer, on the
/// games of ten accounts, delay no other game: a healthy game's announcements arrive
/// within two seconds of its webhook being set, and again later while the hanging ones
/// are retried.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn fifty_hanging_receivers_delay_only_their_own_games() {
    each_backend(|url| async move {
        let config = Config {
            signups_per_hour: 1000,
            games_per_hour: 1000,
            ..local()
        };
        let server = serve_with(&url, config).await;
        let (fair_host, fair_game) = started(&server, "Fair").await;
        let (fair_base, fair) = receiver(StatusCode::NO_CONTENT, vec![], Duration::ZERO).await;
        let mut hanging_counts = Vec::new();
        for account in 0..10 {
            let attacker = Client::sign_up(&server, &format!("Hanger {account}")).await;
            for n in 0..5 {
                let game = abandoned(&attacker, &format!("Hang {account}.{n}")).await;
                let (hook, accepted) = hanging().await;
                ok(put_webhook(&attacker, game, json!({ "url": hook })).await);
                hanging_counts.push(accepted);
            }
        }
        let connections = || {
            hanging_counts
                .iter()
                .map(|c| c.load(Ordering::SeqCst))
                .sum::<usize>()
        };
        // The hanging receivers hold their connections.
        let start = Instant::now();
        while connections() < 8 {
            assert!(
                start.elapsed() < Duration::from_secs(10),
                "no delivery began"
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        let latency = |expected: usize| {
            let fair = fair.clone();
            async move {
                let set = Instant::now();
                while fair.list().len() < expected && set.elapsed() < Duration::from_secs(5) {
                    tokio::time::sleep(Duration::from_millis(10)).await;
                }
                assert_eq!(fair.list().len(), expected, "after {:?}", set.elapsed());
                set.elapsed()
            }
        };
        ok(put_webhook(
            &fair_host,
            fair_game,
            json!({"url": format!("{fair_base}/hook")}),
        )
        .await);
        let expected = announced(&server, fair_game).await.len();
        let first = latency(expected).await;
        eprintln!(
            "a healthy game's first announcements with 50 hanging receivers: {first:?} \
             ({} hanging connections)",
            connections()
        );
        assert!(first < Duration::from_secs(2), "{first:?}");
        // Later, while the hanging receivers are retried: a new phase is announced as fast.
        tokio::time::sleep(Duration::from_secs(1)).await;
        ok(fair_host.act(fair_game, json!({"type": "advance"})).await);
        let expected = announced(&server, fair_game).await.len();
        let later = latency(expected).await;
        eprintln!("a healthy game's next announcement: {later:?}");
        assert!(later < Duration::from_secs(2), "{later:?}");
    })
    .await;
}

/// Issue 25, item 3: a receiver that fails again and again is parked: its game's host
/// (and nobody else) reads why, since when and when it is tried next; nothing is skipped
/// meanwhile, and a new URL is delivered every announcement at once.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_failing_receiver_is_parked_and_its_host_reads_why() {
    each_backend(|url| async move {
        let config = Config {
            webhook_timeout: Duration::from_millis(300),
            webhook_attempts: 3,
            ..local()
        };
        let server = serve_with(&url, config).await;
        let (hook, accepted) = hanging().await;
        let (host, game) = started(&server, "Parked").await;
        let before = omerta_server::now();
        ok(put_webhook(&host, game, json!({ "url": hook })).await);
        let start = Instant::now();
        let state = loop {
            let (status, state) = webhook_state(&host, game).await;
            assert_eq!(status, StatusCode::OK, "{state}");
            if state["parked"] == json!(true) {
                break state;
            }
            assert!(
                start.elapsed() < Duration::from_secs(10),
                "never parked: {state}"
            );
            tokio::time::sleep(Duration::from_millis(50)).await;
        };
        assert!(accepted.load(Ordering::SeqCst) >= 3);
        assert!(state["failures"].as_i64().unwrap() >= 3, "{state}");
        let problem = state["problem"].as_str().unwrap();
        assert!(problem.contains("did not answer within 0.3 s"), "{problem}");
        let since = state["since"].as_i64().unwrap();
        assert!(since >= before && since <= omerta_server::now(), "{state}");
        assert!(state["next_try"].as_i64().unwrap() > since, "{state}");
        assert_eq!(state["url"], json!(hook));
        // Nothing was skipped while it failed.
        let row = server.state.store.game(game).await.unwrap().unwrap();
        assert!(row.webhook_cursor < announced(&server, game).await[0]);
        // Only the host reads it.
        let (status, _) = webhook_state(&Client::new(&server), game).await;
        assert_eq!(status, StatusCode::UNAUTHORIZED);
        let nosy = Client::sign_up(&server, "Parked nosy").await;
        let (status, _) = webhook_state(&nosy, game).await;
        assert_eq!(status, StatusCode::FORBIDDEN);
        // A new URL starts afresh, and gets every announcement.
        let (base, calls) = receiver(StatusCode::NO_CONTENT, vec![], Duration::ZERO).await;
        let fresh = ok(put_webhook(&host, game, json!({"url": format!("{base}/hook")})).await);
        assert_eq!(fresh["parked"], json!(false), "{fresh}");
        assert_eq!(fresh["failures"], json!(0), "{fresh}");
        assert_eq!(fresh["problem"], Value::Null, "{fresh}");
        assert!(drained(&server, game, Duration::from_secs(10)).await);
        let numbers: Vec<i64> = calls
            .list()
            .iter()
            .map(|c| {
                c.headers["x-omerta-event"]
                    .to_str()
                    .unwrap()
                    .parse()
                    .unwrap()
            })
            .collect();
        assert_eq!(numbers, announced_numbers(&server, game).await);
        let (_, state) = webhook_state(&host, game).await;
        assert_eq!(state["problem"], Value::Null, "{state}");
    })
    .await;
}

/// A receiver that refuses an announcement (a 4xx) has it skipped, not retried, and its
/// host reads the refusal.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_refusal_is_skipped_and_told_to_the_host() {
    each_backend(|url| async move {
        let server = serve_with(&url, local()).await;
        let (base, calls) = receiver(StatusCode::GONE, vec![], Duration::ZERO).await;
        let (host, game) = started(&server, "Refused").await;
        ok(put_webhook(&host, game, json!({"url": format!("{base}/hook")})).await);
        assert!(drained(&server, game, Duration::from_secs(10)).await);
        assert_eq!(calls.list().len(), announced(&server, game).await.len());
        let (status, state) = webhook_state(&host, game).await;
        assert_eq!(status, StatusCode::OK, "{state}");
        assert_eq!(state["parked"], json!(false), "{state}");
        let problem = state["problem"].as_str().unwrap();
        assert!(problem.contains("410 Gone"), "{problem}");
        assert!(problem.contains("skipped"), "{problem}");
    })
    .await;
}
