//! Forum setups over HTTP (issue 32, item 5; docs/live/forum.md "Setups", D25-D29): save,
//! list, download, upload, host from, rehost; who may read and change what; hostile input
//! answered with sentences and 4xx, never a 500. On both backends.

mod common;

use common::{each_backend, form, forum_game, ok, serve, Client};

use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

fn setup() -> Value {
    json!({
        "game": {"day_hours": 48, "night_hours": 24},
        "deal": "random",
        "roles": [{"faction": "town"}, {"faction": "town", "role": "cop"}, {"faction": "mafia", "role": "goon"}]
    })
}

fn file(name: &str, setup: Value) -> Value {
    json!({"format": "omerta-forum-setup/1", "name": name, "setup": setup})
}

async fn save(client: &Client, name: &str, shared: bool) -> i64 {
    let body = ok(client
        .post(
            "/api/setups",
            json!({"name": name, "shared": shared, "setup": setup()}),
        )
        .await);
    body["id"].as_i64().unwrap()
}

fn places(body: &Value) -> Vec<String> {
    body["error"]["problems"]
        .as_array()
        .unwrap_or_else(|| panic!("no problems: {body}"))
        .iter()
        .map(|p| p["at"].as_str().unwrap().to_string())
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_host_saves_lists_downloads_changes_and_deletes_a_setup() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let host = Client::sign_up(&server, "Host").await;
        let other = Client::sign_up(&server, "Other").await;
        let id = save(&host, "Mountainous", false).await;
        let (status, list) = host.get("/api/setups").await;
        assert_eq!(status, StatusCode::OK);
        assert_eq!(list["setups"][0]["name"], "Mountainous");
        assert_eq!(list["setups"][0]["mine"], true);
        assert_eq!(list["setups"][0]["roles"], 3);
        // The file reads back as the setup.
        let file = ok(host.get(&format!("/api/setups/{id}/file")).await);
        assert_eq!(file["format"], "omerta-forum-setup/1");
        assert_eq!(file["setup"]["deal"], "random");
        // The page's download is the same file, as an attachment.
        let response = host
            .http
            .get(format!("{}/setups/{id}/file", host.base))
            .send()
            .await
            .unwrap();
        assert!(response.headers()["content-disposition"]
            .to_str()
            .unwrap()
            .contains("mountainous.omerta-setup.json"));
        let text = response.text().await.unwrap();
        assert!(text.contains("\"omerta-forum-setup/1\""));
        // Uploaded again under another name: a second setup.
        let mut again: Value = serde_json::from_str(&text).unwrap();
        again["name"] = json!("Mountainous 2");
        let uploaded = ok(host.post("/api/setups/upload", json!({"file": again.to_string()})).await);
        assert_ne!(uploaded["id"], json!(id));
        // Private: another account finds nothing, and may not change it.
        let (status, body) = other.get(&format!("/api/setups/{id}")).await;
        assert_eq!(status, StatusCode::NOT_FOUND, "{body}");
        let (status, _) = other.get(&format!("/api/setups/{id}/file")).await;
        assert_eq!(status, StatusCode::NOT_FOUND);
        let (status, _) = other.send(Method::DELETE, &format!("/api/setups/{id}"), None).await;
        assert_eq!(status, StatusCode::NOT_FOUND);
        // Shared: readable, still not theirs to change.
        ok(host
            .send(
                Method::PUT,
                &format!("/api/setups/{id}"),
                Some(json!({"name": "Mountainous", "description": "Three.", "shared": true, "setup": setup()})),
            )
            .await);
        let read = ok(other.get(&format!("/api/setups/{id}")).await);
        assert_eq!(read["mine"], false);
        assert_eq!(read["owner"], "Host");
        assert_eq!(read["description"], "Three.");
        let (status, body) = other
            .send(
                Method::PUT,
                &format!("/api/setups/{id}"),
                Some(json!({"name": "Mine now", "setup": setup()})),
            )
            .await;
        assert_eq!(status, StatusCode::FORBIDDEN, "{body}");
        let (status, _) = other.send(Method::DELETE, &format!("/api/setups/{id}"), None).await;
        assert_eq!(status, StatusCode::FORBIDDEN);
        // Deleted: gone for everybody; deleting again is not found.
        ok(host.send(Method::DELETE, &format!("/api/setups/{id}"), None).await);
        let (status, _) = other.get(&format!("/api/setups/{id}")).await;
        assert_eq!(status, StatusCode::NOT_FOUND);
        let (status, body) = host.send(Method::DELETE, &format!("/api/setups/{id}"), None).await;
        assert_eq!(status, StatusCode::NOT_FOUND, "{body}");
        let (status, _) = host.get("/api/setups/99999").await;
        assert_eq!(status, StatusCode::NOT_FOUND);
        // Signed out: nothing saved.
        let nobody = Client::new(&server);
        let (status, _) = nobody
            .post("/api/setups", json!({"name": "x", "setup": setup()}))
            .await;
        assert_eq!(status, StatusCode::UNAUTHORIZED);
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_problem_of_a_setup_is_told_at_once_with_its_place_and_nothing_is_saved() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let host = Client::sign_up(&server, "Host").await;
        let mut bad = setup();
        bad["game"]["day_hours"] = json!(0);
        bad["roles"][0]["faction"] = json!("");
        bad["roles"][2]["abilities"] = json!(["telepathy"]);
        let (status, body) = host
            .post(
                "/api/setups/upload",
                json!({"file": file("Broken", bad.clone()).to_string()}),
            )
            .await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
        assert_eq!(body["error"]["code"], "invalid_setup");
        assert_eq!(
            places(&body),
            [
                "/setup/game/day_hours",
                "/setup/roles/0/faction",
                "/setup/roles/2/abilities/0"
            ]
        );
        assert!(body["error"]["message"]
            .as_str()
            .unwrap()
            .contains("3 problems"));
        // Not JSON: where the reader stopped.
        let (status, body) = host
            .post(
                "/api/setups/upload",
                json!({"file": "{\"format\": \"omerta-forum-setup/1\",\n  \"name\": }"}),
            )
            .await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
        assert_eq!(body["error"]["code"], "not_a_setup_file");
        assert_eq!(body["error"]["problems"][0]["line"], 2);
        // A wrong type: its place.
        let mut typed = setup();
        typed["roles"][1]["faction"] = json!(7);
        let (status, body) = host
            .post("/api/setups", json!({"name": "Typed", "setup": typed}))
            .await;
        // JSON of the wrong shape is unprocessable (axum's rule for a body's data error);
        // a whole number written 48.0 is such a wrong type, as serde reads numbers.
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
        assert_eq!(places(&body), ["/setup/roles/1/faction"]);
        // The start command refuses with every problem too (one rule, one function).
        let lobby = host.create("forum", "Second").await;
        for i in 0..3 {
            let p = Client::sign_up(&server, &format!("Seat {i}")).await;
            ok(
                p.lobby(lobby, json!({"type": "join", "name": format!("S{i}")}))
                    .await,
            );
        }
        let (status, body) = host
            .lobby(lobby, json!({"type": "start", "setup": bad}))
            .await;
        assert!(status.is_client_error(), "{status}: {body}");
        let message = body["error"]["message"].as_str().unwrap();
        assert!(
            message.contains("/roles/0/faction") && message.contains("/roles/2/abilities/0"),
            "{message}"
        );
        let (status, list) = host.get("/api/setups").await;
        assert_eq!(status, StatusCode::OK);
        assert_eq!(list["setups"], json!([]), "nothing saved");
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn hostile_input_is_refused_with_sentences_and_never_a_500() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let host = Client::sign_up(&server, "Host").await;
        let refused = |status: StatusCode, body: &Value| {
            assert!(status.is_client_error(), "{status}: {body}");
            let message = body["error"]["message"].as_str().unwrap_or_default();
            assert!(!message.is_empty() && message.len() < 2_000, "{message}");
        };
        // 10 MB.
        let big = format!("{{\"format\": \"omerta-forum-setup/1\", \"name\": \"{}\"}}", "a".repeat(10 << 20));
        too_big(&host, "/api/setups/upload", json!({"file": big})).await;
        // Deep nesting, inside the file's text and as the body's JSON.
        let deep = format!("{}{}", "[".repeat(50_000), "]".repeat(50_000));
        let (status, body) = host.post("/api/setups/upload", json!({"file": deep})).await;
        refused(status, &body);
        // 100,000 roles: past the body limit (the rule's own limit is the pure tests').
        let roles: Vec<Value> = (0..100_000).map(|_| json!({"faction": "t"})).collect();
        too_big(
            &host,
            "/api/setups",
            json!({"name": "Many", "setup": {"roles": roles}}),
        )
        .await;
        // An unknown format.
        let (status, body) = host
            .post("/api/setups/upload", json!({"file": {"format": "omerta-forum-setup/9", "name": "x", "setup": setup()}}))
            .await;
        refused(status, &body);
        assert_eq!(places(&body), ["/format"]);
        // A name of 10,000 characters, control characters, none.
        for name in ["n".repeat(10_000), "bad\u{7}name".to_string(), "   ".to_string(), "a\u{202e}b".to_string()] {
            let (status, body) = host
                .post("/api/setups", json!({"name": name, "setup": setup()}))
                .await;
            refused(status, &body);
        }
        // Duplicate and look-alike names (Cyrillic "о", another case).
        save(&host, "Mountainous", false).await;
        for name in ["Mountainous", "MOUNTAINOUS", "M\u{43e}untainous", " Mountainous "] {
            let (status, body) = host
                .post("/api/setups", json!({"name": name, "setup": setup()}))
                .await;
            assert_eq!(status, StatusCode::CONFLICT, "{name}: {body}");
            assert_eq!(body["error"]["code"], "name_taken");
        }
        // Another account may use the name.
        let other = Client::sign_up(&server, "Other").await;
        save(&other, "Mountainous", false).await;
        // Ids that are not there, or not numbers.
        for path in ["/api/setups/0", "/api/setups/-1", "/api/setups/999999999999", "/api/setups/x"] {
            let (status, body) = host.get(path).await;
            refused(status, &body);
        }
        let (status, body) = host.post("/api/games/999999/rehost", json!({})).await;
        refused(status, &body);
        let (status, body) = host.post("/api/setups/999999/host", json!({})).await;
        refused(status, &body);
        // A page's upload form with a broken file: the page lists every problem.
        let (status, _, page) = form(&host, "/setups/upload", &[("file", "{\"format\": \"omerta-forum-setup/1\", \"name\": \"B\", \"setup\": {\"roles\": [{\"faction\": \"\"}, {\"faction\": \"town\", \"abilities\": [\"fly\"]}]}}")]).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
        let page = page.replace("&#x2f;", "/");
        assert!(page.contains("/setup/roles/0/faction"), "{page}");
        assert!(page.contains("/setup/roles/1/abilities/0"), "{page}");
    })
    .await;
}

/// Plays a 3-player forum game to its end: the town lynches the mafia on day 1.
/// A body past the server's limit: refused with `413 payload_too_large` and a sentence,
/// or, when the server refuses before it has read the whole body, the connection closed
/// while the body is still being sent (a broken pipe: which one comes first is a race of
/// the socket's buffers). Either way nothing is saved and the server answers the next
/// request.
async fn too_big(client: &Client, path: &str, body: Value) {
    let mut request = client
        .http
        .post(format!("{}{path}", client.base))
        .json(&body);
    if let Some(csrf) = &client.csrf {
        request = request.header("x-csrf-token", csrf);
    }
    if let Ok(response) = request.send().await {
        assert_eq!(response.status(), StatusCode::PAYLOAD_TOO_LARGE);
        let answer: Value = response.json().await.unwrap();
        assert_eq!(answer["error"]["code"], "payload_too_large", "{answer}");
    }
    let (status, _) = client.get("/api/setups").await;
    assert_eq!(
        status,
        StatusCode::OK,
        "the server answers after {path}'s refusal"
    );
}

async fn finished_game(server: &common::Server) -> (Client, Vec<Client>, i64) {
    let (host, players, game) = forum_game(server, 3).await;
    for p in &players[..2] {
        ok(
            p.act(game, json!({"type": "post", "body": "[b]Vote: P2[/b]"}))
                .await,
        );
    }
    ok(host.act(game, json!({"type": "advance"})).await);
    assert_eq!(host.view(game).await["status"], "finished");
    (host, players, game)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finished_game_is_rehosted_in_one_step_once_per_account() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let (host, players, game) = finished_game(&server).await;
        // The setup of a finished game is everybody's to read.
        let spectator = Client::sign_up(&server, "Watcher").await;
        let setup = ok(spectator.get(&format!("/api/games/{game}/setup")).await);
        assert_eq!(setup["setup"]["roles"].as_array().unwrap().len(), 3);
        // Rehost: a new lobby hosted by the caller; again, the same lobby.
        let first = ok(host
            .post(&format!("/api/games/{game}/rehost"), json!({}))
            .await);
        let lobby = first["game"].as_i64().unwrap();
        let again = ok(host
            .post(&format!("/api/games/{game}/rehost"), json!({}))
            .await);
        assert_eq!(again["game"].as_i64(), Some(lobby));
        let view = host.view(lobby).await;
        assert_eq!(view["status"], "lobby");
        assert_eq!(view["ruleset"], "forum");
        // A player may rehost too (their own lobby); a spectator may not.
        let theirs = ok(players[0]
            .post(&format!("/api/games/{game}/rehost"), json!({}))
            .await);
        assert_ne!(theirs["game"].as_i64(), Some(lobby));
        let (status, body) = spectator
            .post(&format!("/api/games/{game}/rehost"), json!({}))
            .await;
        assert_eq!(status, StatusCode::FORBIDDEN, "{body}");
        // The lobby's start form offers the setup; started with it, the game deals it.
        let page = host.page(&format!("/games/{lobby}")).await.1;
        assert!(page.contains("data-testid=\"start-lobby-setup\""), "{page}");
        for (i, p) in players.iter().enumerate() {
            ok(
                p.lobby(lobby, json!({"type": "join", "name": format!("Q{i}")}))
                    .await,
            );
        }
        let recorded: Value = setup["setup"].clone();
        ok(host
            .lobby(lobby, json!({"type": "start", "setup": recorded}))
            .await);
        assert_eq!(host.view(lobby).await["status"], "running");
        // A running game: not rehosted, and its setup is the host's alone.
        let (status, _) = host
            .post(&format!("/api/games/{lobby}/rehost"), json!({}))
            .await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
        let (status, _) = players[0].get(&format!("/api/games/{lobby}/setup")).await;
        assert_eq!(status, StatusCode::FORBIDDEN);
        ok(host.get(&format!("/api/games/{lobby}/setup")).await);
        // The page's Rehost button: two taps, one lobby.
        let (status, url1, _) = form(&players[1], &format!("/games/{game}/rehost"), &[]).await;
        assert_eq!(status, StatusCode::OK);
        let (_, url2, _) = form(&players[1], &format!("/games/{game}/rehost"), &[]).await;
        assert_eq!(url1, url2);
        assert!(url1.starts_with("/games/"));
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_is_hosted_from_a_saved_setup_and_the_start_form_is_saved_as_one() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let host = Client::sign_up(&server, "Host").await;
        let id = save(&host, "Three", false).await;
        let lobby = ok(host
            .post(&format!("/api/setups/{id}/host"), json!({}))
            .await)["game"]
            .as_i64()
            .unwrap();
        let view = host.view(lobby).await;
        assert_eq!(view["title"], "Three");
        // The start form offers it, and the host's saved setups.
        let page = host.page(&format!("/games/{lobby}")).await.1;
        assert!(page.contains("data-testid=\"start-lobby-setup\""));
        assert!(page.contains("data-testid=\"saved-setups\""));
        // Another's private setup cannot be hosted; a shared one can.
        let other = Client::sign_up(&server, "Other").await;
        let (status, _) = other
            .post(&format!("/api/setups/{id}/host"), json!({}))
            .await;
        assert_eq!(status, StatusCode::NOT_FOUND);
        // The start form's fields, saved as a setup.
        let (status, url, _) = form(
            &host,
            "/setups/from-form",
            &[
                ("cmd", "lobby"),
                ("f.type", "start"),
                ("f.setup.game.day_hours:int", "24"),
                ("f.setup.deal", "random"),
                ("f.setup.roles[]:json", "{\"faction\": \"town\"}"),
                ("f.setup.roles[]:json", "{\"faction\": \"town\"}"),
                (
                    "f.setup.roles[]:json",
                    "{\"faction\": \"mafia\", \"role\": \"goon\"}",
                ),
                ("f.setup.reveal", "alignment"),
                ("save_name", "From the form"),
            ],
        )
        .await;
        assert_eq!(status, StatusCode::OK);
        let saved: i64 = url.trim_start_matches("/setups/").parse().unwrap();
        let detail = ok(host.get(&format!("/api/setups/{saved}")).await);
        assert_eq!(detail["setup"]["game"]["day_hours"], 24);
        assert_eq!(detail["setup"]["reveal"], "alignment");
        assert_eq!(detail["roles"], 3);
        // Saved without a name: refused with the place.
        let (status, _, page) = form(
            &host,
            "/setups/from-form",
            &[
                ("cmd", "lobby"),
                ("f.type", "start"),
                ("f.setup.roles[]:json", "{\"faction\": \"town\"}"),
                ("save_name", ""),
            ],
        )
        .await;
        assert!(status.is_client_error());
        assert!(
            page.replace("&#x2f;", "/").contains("<code>/name</code>"),
            "{page}"
        );
        // The pages: the list, a setup's, and another's private one not found.
        let list = host.page("/setups").await.1;
        assert!(list.contains("From the form"));
        let (status, _) = host.page(&format!("/setups/{saved}")).await;
        assert_eq!(status, StatusCode::OK);
        let (status, _) = other.page(&format!("/setups/{saved}")).await;
        assert_eq!(status, StatusCode::NOT_FOUND);
    })
    .await;
}
