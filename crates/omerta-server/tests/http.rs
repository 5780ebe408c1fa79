//! The server over HTTP, on a real SQLite file and a real PostgreSQL database.

mod common;

use common::{each_backend, ok, serve, serve_with, Client};
use omerta_server::Config;
use reqwest::StatusCode;
use serde_json::{json, Value};
use std::collections::BTreeSet;

fn sample(name: &str) -> Value {
    let path = format!(
        "{}/../../examples/pro/{name}.json",
        env!("CARGO_MANIFEST_DIR")
    );
    serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

/// Every operation of the JSON API, as the document lists it: the routes and the document
/// are one declaration (`api::routes`), so this list is what a client relies on not to
/// lose.
const OPERATIONS: &[(&str, &str)] = &[
    ("get", "/healthz"),
    ("get", "/api/openapi.json"),
    ("get", "/api/schemas"),
    ("get", "/api/schemas/{name}"),
    ("get", "/api/accounts"),
    ("post", "/api/accounts"),
    ("post", "/api/accounts/{id}/admin"),
    ("post", "/api/accounts/{id}/ban"),
    ("get", "/api/accounts/{id}/record"),
    ("get", "/api/session"),
    ("post", "/api/session"),
    ("delete", "/api/session"),
    ("get", "/api/games"),
    ("post", "/api/games"),
    ("get", "/api/me/games"),
    ("get", "/api/me/mail"),
    ("put", "/api/me/mail"),
    ("get", "/api/games/{id}"),
    ("get", "/api/games/{id}/events"),
    ("get", "/api/games/{id}/stream"),
    ("post", "/api/games/{id}/commands"),
    ("get", "/api/games/{id}/webhook"),
    ("put", "/api/games/{id}/webhook"),
    ("get", "/api/follows"),
    ("post", "/api/follows"),
    ("get", "/api/follows/{id}"),
    ("put", "/api/follows/{id}"),
    ("get", "/api/setups"),
    ("post", "/api/setups"),
    ("post", "/api/setups/upload"),
    ("get", "/api/setups/{id}"),
    ("put", "/api/setups/{id}"),
    ("delete", "/api/setups/{id}"),
    ("get", "/api/setups/{id}/file"),
    ("post", "/api/setups/{id}/host"),
    ("get", "/api/games/{id}/setup"),
    ("post", "/api/games/{id}/rehost"),
    ("delete", "/api/follows/{id}"),
    ("post", "/api/follows/{id}/fetch"),
    ("post", "/api/pro/uploads"),
    ("get", "/api/events"),
    ("post", "/api/events"),
    ("get", "/api/events/{id}"),
    ("post", "/api/events/{id}/players"),
    ("get", "/api/events/{id}/players/{number}"),
    ("post", "/api/events/{id}/players/{number}/merge"),
    ("post", "/api/events/{id}/draw"),
    ("post", "/api/events/{id}/judges"),
    ("post", "/api/events/{id}/rounds/{round}/games"),
    ("get", "/api/events/{id}/standings"),
];

/// A schema that says nothing: `{}` or `true`, or an object with no type, no reference and
/// no composition.
fn says_nothing(schema: &Value) -> bool {
    match schema {
        Value::Bool(_) => true,
        Value::Object(map) => ["type", "$ref", "anyOf", "oneOf", "allOf", "const", "enum"]
            .iter()
            .all(|k| !map.contains_key(*k)),
        _ => true,
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn health_and_the_openapi_document_generated_from_the_routes_and_their_types() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let client = Client::new(&server);
        assert_eq!(ok(client.get("/healthz").await), json!({"status": "ok"}));
        let doc = ok(client.get("/api/openapi.json").await);
        assert_eq!(doc["openapi"], "3.1.0");
        assert_eq!(omerta_server::openapi::problems(), Vec::<String>::new());
        // For a person reading it whole, or comparing it with another version's.
        if let Ok(path) = std::env::var("OMERTA_OPENAPI_OUT") {
            std::fs::write(path, serde_json::to_string_pretty(&doc).unwrap()).unwrap();
        }
        let documented: BTreeSet<(String, String)> = doc["paths"]
            .as_object()
            .unwrap()
            .iter()
            .flat_map(|(path, ops)| {
                ops.as_object()
                    .unwrap()
                    .keys()
                    .map(move |m| (m.clone(), path.clone()))
            })
            .collect();
        let expected: BTreeSet<(String, String)> = OPERATIONS
            .iter()
            .map(|(m, p)| (m.to_string(), p.to_string()))
            .collect();
        assert_eq!(documented, expected);
        let schemas = &doc["components"]["schemas"];
        let mut ids = BTreeSet::new();
        for (method, path) in OPERATIONS {
            let operation = &doc["paths"][path][method];
            let id = operation["operationId"].as_str().unwrap_or_default();
            assert!(
                !id.is_empty() && ids.insert(id.to_string()),
                "{method} {path}: {id:?}"
            );
            assert!(operation["summary"].is_string(), "{method} {path}");
            // Every path parameter is described.
            for name in path.split('{').skip(1).filter_map(|p| p.split('}').next()) {
                assert!(
                    operation["parameters"].as_array().is_some_and(|ps| ps
                        .iter()
                        .any(|p| p["name"] == name && p["in"] == "path")),
                    "{method} {path}: {name}"
                );
            }
            // Every success says what it answers, and no answer is the empty object.
            let responses = operation["responses"].as_object().unwrap();
            let successes: Vec<_> = responses
                .iter()
                .filter(|(s, _)| s.starts_with('2'))
                .collect();
            assert!(!successes.is_empty(), "{method} {path}");
            for (status, response) in successes {
                if status == "204" {
                    continue;
                }
                let content = response["content"].as_object().unwrap();
                for (kind, media) in content {
                    let schema = &media["schema"];
                    let resolved = match schema["$ref"].as_str() {
                        Some(r) => &schemas[r.trim_start_matches("#/components/schemas/")],
                        None => schema,
                    };
                    assert!(
                        !says_nothing(resolved),
                        "{method} {path} {status} {kind}: {schema}"
                    );
                }
            }
            // Every refusal is the error body.
            for (status, response) in responses.iter().filter(|(s, _)| !s.starts_with('2')) {
                assert_eq!(
                    response["content"]["application/json"]["schema"]["$ref"],
                    "#/components/schemas/Error",
                    "{method} {path} {status}"
                );
            }
        }
        // Every route the document lists is one the server answers (not 404 no such route,
        // nor 405).
        for (method, path) in OPERATIONS {
            if path.ends_with("/stream") {
                continue;
            }
            let concrete = path
                .replace("{name}", "omerta-pro-1.json")
                .replace("{number}", "1")
                .replace("{round}", "1")
                .replace("{id}", "1");
            let method = reqwest::Method::from_bytes(method.to_uppercase().as_bytes()).unwrap();
            let response = client
                .http
                .request(method.clone(), format!("{}{concrete}", client.base))
                .send()
                .await
                .unwrap();
            let status = response.status();
            let body: Value = response.json().await.unwrap_or(Value::Null);
            assert_ne!(
                status,
                reqwest::StatusCode::METHOD_NOT_ALLOWED,
                "{method} {concrete}"
            );
            assert!(
                !body["error"]["message"]
                    .as_str()
                    .is_some_and(|m| m.starts_with("no such route")),
                "{method} {concrete}: {body}"
            );
        }
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_formats_json_schemas_are_served_as_generated() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let client = Client::new(&server);
        let list = ok(client.get("/api/schemas").await);
        let urls: Vec<&str> = list["schemas"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| s["url"].as_str().unwrap())
            .collect();
        assert_eq!(
            urls,
            [
                "/api/schemas/omerta-pro-1.json",
                "/api/schemas/omerta-forum-1.json",
                "/api/schemas/omerta-night-1.json",
                "/api/schemas/omerta-1923-1.json",
                "/api/schemas/omerta-forum-setup-1.json"
            ]
        );
        let generated = [
            omerta_pro::schema::document(),
            omerta_forum::schema::document(),
            omerta_night::schema::document(),
            omerta_1923::schema::document(),
            omerta_live::forum::setup_file::schema(),
        ];
        for (entry, generated) in list["schemas"].as_array().unwrap().iter().zip(generated) {
            let path = entry["url"].as_str().unwrap();
            let response = client
                .http
                .get(format!("{}{path}", server.base))
                .send()
                .await
                .unwrap();
            assert_eq!(response.status(), StatusCode::OK, "{path}");
            assert_eq!(
                response.headers()["content-type"],
                "application/schema+json",
                "{path}"
            );
            let schema: Value = response.json().await.unwrap();
            assert_eq!(schema, generated, "{path}");
            assert_eq!(schema["properties"]["format"]["const"], entry["format"]);
            assert_eq!(
                schema["$id"],
                format!("https://example.invalid/omerta{path}")
            );
        }
        let (status, body) = client.get("/api/schemas/omerta-chess-1.json").await;
        assert_eq!(status, StatusCode::NOT_FOUND);
        assert_eq!(body["error"]["code"], "not_found");
        assert!(
            body["error"]["message"]
                .as_str()
                .unwrap()
                .contains("omerta-pro-1.json"),
            "{body}"
        );
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn accounts_sign_up_log_in_log_out() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let anna = Client::sign_up(&server, "Anna").await;
        // The first account is the site admin; the next is not.
        assert_eq!(ok(anna.get("/api/session").await)["account"]["admin"], true);
        let boris = Client::sign_up(&server, "Boris").await;
        assert_eq!(
            ok(boris.get("/api/session").await)["account"]["admin"],
            false
        );
        // Names are unique, whatever the case.
        let (status, body) = Client::new(&server)
            .post(
                "/api/accounts",
                json!({"name": "anna", "password": "something long"}),
            )
            .await;
        assert_eq!(
            (status, body["error"]["code"].clone()),
            (StatusCode::CONFLICT, json!("name_taken"))
        );
        let (status, body) = Client::new(&server)
            .post(
                "/api/accounts",
                json!({"name": "Clara", "password": "short"}),
            )
            .await;
        assert_eq!(
            (status, body["error"]["code"].clone()),
            (StatusCode::UNPROCESSABLE_ENTITY, json!("weak_password"))
        );
        // Log in with the right password, not with a wrong one.
        let mut fresh = Client::new(&server);
        let (status, body) = fresh
            .post(
                "/api/session",
                json!({"name": "Boris", "password": "wrong one!"}),
            )
            .await;
        assert_eq!(
            (status, body["error"]["code"].clone()),
            (StatusCode::UNAUTHORIZED, json!("bad_credentials"))
        );
        let body = ok(fresh
            .post(
                "/api/session",
                json!({"name": "boris", "password": "correct horse"}),
            )
            .await);
        fresh.csrf = body["csrf"].as_str().map(str::to_string);
        assert_eq!(
            ok(fresh.get("/api/session").await)["account"]["name"],
            "Boris"
        );
        // The password is stored as an Argon2id hash.
        let stored = server
            .state
            .store
            .account_by_key(&omerta_live::names::key("Boris"))
            .await
            .unwrap()
            .unwrap();
        assert!(
            stored.password_hash.starts_with("$argon2id$"),
            "{}",
            stored.password_hash
        );
        // Log out ends the session.
        let (status, _) = fresh
            .send(reqwest::Method::DELETE, "/api/session", None)
            .await;
        assert_eq!(status, StatusCode::NO_CONTENT);
        let (status, body) = fresh.get("/api/session").await;
        assert_eq!(
            (status, body["error"]["code"].clone()),
            (StatusCode::UNAUTHORIZED, json!("unauthenticated"))
        );
        // Only an admin names admins.
        let (status, _) = boris
            .post(
                &format!("/api/accounts/{}/admin", anna.id.unwrap()),
                json!({"admin": false}),
            )
            .await;
        assert_eq!(status, StatusCode::FORBIDDEN);
        ok(anna
            .post(
                &format!("/api/accounts/{}/admin", boris.id.unwrap()),
                json!({"admin": true}),
            )
            .await);
        assert_eq!(
            ok(boris.get("/api/session").await)["account"]["admin"],
            true
        );
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn login_is_rate_limited() {
    each_backend(|url| async move {
        let config = Config {
            login_limit: 3,
            ..Config::default()
        };
        let server = serve_with(&url, config).await;
        Client::sign_up(&server, "Dora").await;
        let client = Client::new(&server);
        for _ in 0..3 {
            let (status, _) = client
                .post(
                    "/api/session",
                    json!({"name": "Dora", "password": "not it at all"}),
                )
                .await;
            assert_eq!(status, StatusCode::UNAUTHORIZED);
        }
        // Even the right password waits now.
        let response = client
            .http
            .post(format!("{}/api/session", client.base))
            .json(&json!({"name": "Dora", "password": "correct horse"}))
            .send()
            .await
            .unwrap();
        assert_eq!(response.status(), StatusCode::TOO_MANY_REQUESTS);
        assert!(response.headers().contains_key("retry-after"));
        let body: Value = response.json().await.unwrap();
        assert_eq!(body["error"]["code"], "rate_limited");
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_change_with_a_session_needs_the_csrf_token() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let mut anna = Client::sign_up(&server, "Anna").await;
        let token = anna.csrf.take();
        let (status, body) = anna
            .post("/api/games", json!({"ruleset": "pro", "title": "T"}))
            .await;
        assert_eq!(
            (status, body["error"]["code"].clone()),
            (StatusCode::FORBIDDEN, json!("csrf"))
        );
        anna.csrf = Some("0".repeat(64));
        let (status, _) = anna
            .post("/api/games", json!({"ruleset": "pro", "title": "T"}))
            .await;
        assert_eq!(status, StatusCode::FORBIDDEN);
        anna.csrf = token;
        let (status, _) = anna
            .post("/api/games", json!({"ruleset": "pro", "title": "T"}))
            .await;
        assert_eq!(status, StatusCode::CREATED);
        // Reads need no token.
        anna.csrf = None;
        ok(anna.get("/api/games").await);
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn errors_are_json_with_a_code_and_bodies_are_limited() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let anna = Client::sign_up(&server, "Anna").await;
        let raw = |body: &'static str| {
            let anna = anna.clone();
            async move {
                let response = anna
                    .http
                    .post(format!("{}/api/games", anna.base))
                    .header("content-type", "application/json")
                    .header("x-csrf-token", anna.csrf.clone().unwrap())
                    .body(body)
                    .send()
                    .await
                    .unwrap();
                let status = response.status();
                (status, response.json::<Value>().await.unwrap())
            }
        };
        let (status, body) = raw("{not json").await;
        assert_eq!(
            (status, body["error"]["code"].clone()),
            (StatusCode::BAD_REQUEST, json!("invalid_json"))
        );
        let (status, body) = raw(r#"{"ruleset": "chess", "title": "x"}"#).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
        assert!(body["error"]["message"].as_str().unwrap().contains("chess"));
        let (status, body) = raw(r#"{"ruleset": "pro", "title": "x", "color": 1}"#).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
        let big = format!(
            r#"{{"ruleset": "pro", "title": "{}"}}"#,
            "x".repeat(100_000)
        );
        let big: &'static str = Box::leak(big.into_boxed_str());
        let (status, body) = raw(big).await;
        assert_eq!(
            (status, body["error"]["code"].clone()),
            (StatusCode::PAYLOAD_TOO_LARGE, json!("payload_too_large"))
        );
        for path in ["/api/nothing", "/api/games/999", "/api/games/abc"] {
            let (status, body) = anna.get(path).await;
            assert!(status.is_client_error(), "{path}: {status}");
            assert!(body["error"]["code"].is_string(), "{path}: {body}");
        }
        let (status, body) = anna.send(reqwest::Method::PATCH, "/api/games", None).await;
        assert_eq!(
            (status, body["error"]["code"].clone()),
            (StatusCode::METHOD_NOT_ALLOWED, json!("method_not_allowed"))
        );
    })
    .await;
}

/// Seats a sample's ten players (accounts for seats 1 to 3), starts with its roles.
async fn pro_table(server: &common::Server, name: &str) -> (Client, Vec<Client>, i64, Value) {
    let game_doc = sample(name);
    let judge = Client::sign_up(server, "Judge").await;
    let game = judge.create("pro", "Final table").await;
    let mut players: Vec<Value> = game_doc["players"].as_array().unwrap().clone();
    players.sort_by_key(|p| p["seat"].as_u64());
    let mut accounts = Vec::new();
    for p in &players {
        let seat = p["seat"].as_u64().unwrap();
        if seat <= 3 {
            let player = Client::sign_up(server, &format!("Seat {seat}")).await;
            ok(player
                .lobby(game, json!({"type": "join", "name": p["name"]}))
                .await);
            accounts.push(player);
        } else {
            ok(judge
                .lobby(game, json!({"type": "seat", "name": p["name"]}))
                .await);
        }
    }
    let roles: Vec<Value> = players.iter().map(|p| p["role"].clone()).collect();
    ok(judge
        .lobby(
            game,
            json!({"type": "start", "setup": {"roles": roles, "rules": game_doc.get("rules")}}),
        )
        .await);
    (judge, accounts, game, game_doc)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_judge_records_a_pro_game_live_with_undo_and_the_scores_match_the_cli() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let (judge, players, game, doc) = pro_table(&server, "red-win").await;
        let events = doc["events"].as_array().unwrap();
        for (i, event) in events.iter().enumerate() {
            ok(judge
                .act(game, json!({"type": "record", "event": event}))
                .await);
            if i == 10 {
                // A slip, refused with the reason, then a wrong but legal record, undone.
                let (status, body) = judge
                    .act(
                        game,
                        json!({"type": "record", "event": {"type": "nominate", "by": 1, "target": 2}}),
                    )
                    .await;
                assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
                assert_eq!(body["error"]["code"], "rule_violation");
                ok(judge
                    .act(
                        game,
                        json!({"type": "record", "event": {"type": "foul", "seat": 4}}),
                    )
                    .await);
                ok(judge.act(game, json!({"type": "undo"})).await);
            }
        }
        // Players do not record.
        let (status, _) = players[0].act(game, json!({"type": "undo"})).await;
        assert_eq!(status, StatusCode::FORBIDDEN);
        ok(judge.act(game, json!({"type": "finish"})).await);
        let view = Client::new(&server).view(game).await;
        assert_eq!(view["status"], "finished");
        let (scored, sheet) = omerta_pro::score_json(&doc.to_string()).unwrap();
        let expected: Value =
            serde_json::from_str(&omerta_pro::report::to_json(&scored, &sheet)).unwrap();
        assert_eq!(view["game"]["scores"], expected);
        // The game is over: nothing more is recorded.
        let (status, body) = judge.act(game, json!({"type": "undo"})).await;
        assert_eq!(
            (status, body["error"]["code"].clone()),
            (StatusCode::UNPROCESSABLE_ENTITY, json!("game_over"))
        );
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_read_is_redacted_for_its_reader() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let (judge, players, game, doc) = pro_table(&server, "red-win").await;
        for event in &doc["events"].as_array().unwrap()[..7] {
            ok(judge
                .act(game, json!({"type": "record", "event": event}))
                .await); // to the sheriff's check
        }
        let spectator = Client::new(&server);
        let role = |view: &Value, seat: usize| view["game"]["seats"][seat - 1]["role"].clone();
        // Seat 1 (civilian), seat 2 (mafia), seat 3 (sheriff) have accounts.
        let civilian = players[0].view(game).await;
        assert_eq!(role(&civilian, 1), "civilian");
        assert!((2..=10).all(|s| role(&civilian, s).is_null()));
        let mafia = players[1].view(game).await;
        assert_eq!(
            (role(&mafia, 2), role(&mafia, 7), role(&mafia, 9)),
            (json!("mafia"), json!("don"), json!("mafia"))
        );
        assert!(role(&mafia, 3).is_null());
        let sheriff = players[2].view(game).await;
        assert_eq!(sheriff["game"]["checks"][0]["answer"], "black");
        let watcher = spectator.view(game).await;
        assert!((1..=10).all(|s| role(&watcher, s).is_null()));
        assert_eq!(judge.view(game).await["viewer"]["as"], "host");
        // The event lists: a spectator reads only public events; each player also their own.
        let public_only = |events: &[Value]| events.iter().all(|e| e["audience"] == "public");
        assert!(public_only(&spectator.events(game).await));
        let civ_events = players[0].events(game).await;
        assert!(civ_events
            .iter()
            .all(|e| e["audience"] == "public" || e["audience"] == "slots:0"));
        let text = serde_json::to_string(&civ_events).unwrap();
        assert!(
            !text.contains("\"mafia\"")
                && !text.contains("\"don\"")
                && !text.contains("sheriff_check"),
            "{text}"
        );
        let all = judge.events(game).await;
        assert!(all.len() > spectator.events(game).await.len());
        assert!(
            all.iter()
                .any(|e| e["kind"] == "pro.recorded"
                    && e["event"]["game"]["event"]["type"] == "shots")
        );
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn lobby_join_leave_and_permissions() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let host = Client::sign_up(&server, "Host").await;
        let game = host.create("forum", "Lobby").await;
        let ann = Client::sign_up(&server, "Ann").await;
        let bob = Client::sign_up(&server, "Bob").await;
        ok(ann
            .lobby(game, json!({"type": "join", "name": "Ann"}))
            .await);
        let (status, body) = bob
            .lobby(game, json!({"type": "join", "name": "ann"}))
            .await;
        assert_eq!(
            (status, body["error"]["code"].clone()),
            (StatusCode::UNPROCESSABLE_ENTITY, json!("name_taken"))
        );
        ok(bob
            .lobby(game, json!({"type": "join", "name": "Bob"}))
            .await);
        let (status, _) = bob
            .lobby(game, json!({"type": "start", "setup": {"roles": []}}))
            .await;
        assert_eq!(status, StatusCode::FORBIDDEN);
        ok(bob.lobby(game, json!({"type": "leave"})).await);
        let view = host.view(game).await;
        assert_eq!(view["slots"], json!([{"name": "Ann", "account": ann.id}]));
        // Signed-out callers read, never act.
        let (status, body) = Client::new(&server)
            .lobby(game, json!({"type": "join", "name": "X"}))
            .await;
        assert_eq!(
            (status, body["error"]["code"].clone()),
            (StatusCode::UNAUTHORIZED, json!("unauthenticated"))
        );
        let (status, body) = ann
            .post(
                &format!("/api/games/{game}/commands"),
                json!({"lobby": {"type": "leave"}, "game": {"type": "advance"}}),
            )
            .await;
        assert_eq!(
            (status, body["error"]["code"].clone()),
            (StatusCode::BAD_REQUEST, json!("invalid_command"))
        );
        let list = ok(Client::new(&server).get("/api/games?ruleset=forum").await);
        assert_eq!(list["games"][0]["id"], game);
        assert_eq!(
            ok(Client::new(&server).get("/api/games?ruleset=pro").await)["games"],
            json!([])
        );
    })
    .await;
}

// Issue 17: a site admin bans an account, with a reason: its sessions end, it cannot sign
// in (and is told why), a player of a game can no longer act; the ban and its lift are
// recorded for good. Nobody else may ban.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_site_admin_bans_an_account_with_a_reason() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let admin = Client::sign_up(&server, "Anna").await;
        let boris = Client::sign_up(&server, "Boris").await;
        let carla = Client::sign_up(&server, "Carla").await;
        let boris_id = boris.id.unwrap();
        let path = format!("/api/accounts/{boris_id}/ban");
        let (status, _) = carla
            .post(
                &path,
                json!({"banned": true, "reason": "I do not like him"}),
            )
            .await;
        assert_eq!(status, StatusCode::FORBIDDEN);
        let (status, body) = admin
            .post(&path, json!({"banned": true, "reason": " "}))
            .await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
        let (status, body) = admin
            .post(
                &format!("/api/accounts/{}/ban", admin.id.unwrap()),
                json!({"banned": true, "reason": "x"}),
            )
            .await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
        let (status, _) = admin
            .post(
                "/api/accounts/999999/ban",
                json!({"banned": true, "reason": "x"}),
            )
            .await;
        assert_eq!(status, StatusCode::NOT_FOUND);
        ok(admin
            .post(
                &path,
                json!({"banned": true, "reason": "abuse in game 12's thread"}),
            )
            .await);
        // The session is over at once, and signing in says why.
        let (status, _) = boris.get("/api/session").await;
        assert!(status == StatusCode::UNAUTHORIZED || status == StatusCode::OK);
        let session = boris.get("/api/session").await.1;
        assert!(session["account"].is_null(), "{session}");
        let (status, body) = Client::new(&server)
            .post(
                "/api/session",
                json!({"name": "Boris", "password": "correct horse"}),
            )
            .await;
        assert_eq!(status, StatusCode::FORBIDDEN, "{body}");
        assert!(
            body["error"]["message"]
                .as_str()
                .unwrap()
                .contains("banned by the site's admins: abuse in game 12's thread"),
            "{body}"
        );
        // Lifted, with its reason; both are on the record.
        ok(admin
            .post(&path, json!({"banned": false, "reason": "appeal granted"}))
            .await);
        ok(Client::new(&server)
            .post(
                "/api/session",
                json!({"name": "Boris", "password": "correct horse"}),
            )
            .await);
        let record = ok(admin.get(&format!("/api/accounts/{boris_id}/record")).await);
        let kinds: Vec<&str> = record["record"]
            .as_array()
            .unwrap()
            .iter()
            .map(|e| e["kind"].as_str().unwrap())
            .collect();
        assert_eq!(kinds, ["banned", "unbanned"]);
        assert_eq!(record["record"][1]["reason"], "appeal granted");
        let (status, _) = carla.get(&format!("/api/accounts/{boris_id}/record")).await;
        assert_eq!(status, StatusCode::FORBIDDEN);
    })
    .await;
}
