//! The test kit: a real server on a real socket over a real database, and a client.
//!
//! Every test runs on SQLite (a fresh file) and, when `OMERTA_TEST_POSTGRES` names a
//! PostgreSQL server (the test script starts one), on a fresh PostgreSQL database too.
//! With `OMERTA_REQUIRE_POSTGRES=1` (set by the test script) a missing server fails the
//! test instead of skipping the PostgreSQL half.

#![allow(dead_code)]

use omerta_server::{workers, AppState, Config};
use omerta_store::Store;
use reqwest::StatusCode;
use serde_json::{json, Value};
use std::future::Future;
use std::sync::atomic::{AtomicU64, Ordering};

pub struct Backend {
    pub name: &'static str,
    pub url: String,
    _dir: Option<tempfile::TempDir>,
}

static COUNTER: AtomicU64 = AtomicU64::new(0);

/// A fresh empty database of each backend.
pub async fn backends() -> Vec<Backend> {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("omerta.db");
    let mut list = vec![Backend {
        name: "sqlite",
        url: format!("sqlite://{}", path.display()),
        _dir: Some(dir),
    }];
    match std::env::var("OMERTA_TEST_POSTGRES") {
        Ok(admin) if !admin.is_empty() => list.push(fresh_postgres(&admin).await),
        _ => {
            if std::env::var("OMERTA_REQUIRE_POSTGRES").as_deref() == Ok("1") {
                panic!("OMERTA_REQUIRE_POSTGRES=1 but OMERTA_TEST_POSTGRES is not set");
            }
            eprintln!("note: OMERTA_TEST_POSTGRES is not set; PostgreSQL half skipped");
        }
    }
    list
}

/// A new database on the PostgreSQL server at `admin` (a URL to its `postgres` database).
pub async fn fresh_postgres(admin: &str) -> Backend {
    use sqlx::Connection;
    let name = format!(
        "omerta_t_{}_{}_{}",
        std::process::id(),
        COUNTER.fetch_add(1, Ordering::SeqCst),
        omerta_server::now() % 1_000_000
    );
    let mut conn = sqlx::PgConnection::connect(admin)
        .await
        .expect("the test PostgreSQL server");
    sqlx::query(&format!("CREATE DATABASE {name}"))
        .execute(&mut conn)
        .await
        .unwrap();
    let base = admin.rsplit_once('/').map(|(b, _)| b).unwrap_or(admin);
    Backend {
        name: "postgres",
        url: format!("{base}/{name}"),
        _dir: None,
    }
}

/// Runs `test` once per backend, naming the backend in any failure.
pub async fn each_backend<F, Fut>(test: F)
where
    F: Fn(String) -> Fut,
    Fut: Future<Output = ()>,
{
    for backend in backends().await {
        eprintln!("-- on {}", backend.name);
        test(backend.url.clone()).await;
    }
}

pub struct Server {
    pub base: String,
    pub state: AppState,
}

pub async fn serve_with(url: &str, config: Config) -> Server {
    let store = Store::open(url).await.expect("open the store");
    let state = AppState::new(store, config);
    workers::spawn(state.clone());
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    // The server's own accept loop, with its header and request deadlines.
    tokio::spawn(omerta_server::serve_on(
        listener,
        state.clone(),
        std::future::pending(),
    ));
    Server {
        base: format!("http://{addr}"),
        state,
    }
}

pub async fn serve(url: &str) -> Server {
    serve_with(url, Config::default()).await
}

/// A browser-like client: a cookie jar and the session's CSRF token.
#[derive(Clone)]
pub struct Client {
    pub http: reqwest::Client,
    pub base: String,
    pub csrf: Option<String>,
    pub id: Option<i64>,
}

impl Client {
    pub fn new(server: &Server) -> Client {
        Client::at(&server.base)
    }

    pub fn at(base: &str) -> Client {
        Client {
            http: reqwest::Client::builder()
                .cookie_store(true)
                .build()
                .unwrap(),
            base: base.to_string(),
            csrf: None,
            id: None,
        }
    }

    pub async fn sign_up(server: &Server, name: &str) -> Client {
        let mut client = Client::new(server);
        let (status, body) = client
            .post(
                "/api/accounts",
                json!({"name": name, "password": "correct horse"}),
            )
            .await;
        assert_eq!(status, StatusCode::CREATED, "{body}");
        client.csrf = body["csrf"].as_str().map(str::to_string);
        client.id = body["account"]["id"].as_i64();
        client
    }

    pub async fn send(
        &self,
        method: reqwest::Method,
        path: &str,
        body: Option<Value>,
    ) -> (StatusCode, Value) {
        let mut request = self.http.request(method, format!("{}{path}", self.base));
        if let Some(csrf) = &self.csrf {
            request = request.header("x-csrf-token", csrf);
        }
        if let Some(body) = body {
            request = request.json(&body);
        }
        let response = request.send().await.unwrap();
        let status = response.status();
        let text = response.text().await.unwrap();
        let value = if text.is_empty() {
            Value::Null
        } else {
            serde_json::from_str(&text).unwrap_or_else(|_| panic!("not JSON ({status}): {text}"))
        };
        (status, value)
    }

    /// A page as a reader's browser gets it: the status and the HTML.
    pub async fn page(&self, path: &str) -> (StatusCode, String) {
        let response = self
            .http
            .get(format!("{}{path}", self.base))
            .send()
            .await
            .unwrap();
        let status = response.status();
        (status, response.text().await.unwrap())
    }

    /// A page as a browser asking for a language gets it (`Accept-Language: accept`).
    pub async fn page_in(&self, path: &str, accept: &str) -> (StatusCode, String) {
        let response = self
            .http
            .get(format!("{}{path}", self.base))
            .header("accept-language", accept)
            .send()
            .await
            .unwrap();
        let status = response.status();
        (status, response.text().await.unwrap())
    }

    pub async fn get(&self, path: &str) -> (StatusCode, Value) {
        self.send(reqwest::Method::GET, path, None).await
    }

    pub async fn post(&self, path: &str, body: Value) -> (StatusCode, Value) {
        self.send(reqwest::Method::POST, path, Some(body)).await
    }

    /// Creates a game and returns its id.
    pub async fn create(&self, ruleset: &str, title: &str) -> i64 {
        let (status, body) = self
            .post("/api/games", json!({"ruleset": ruleset, "title": title}))
            .await;
        assert_eq!(status, StatusCode::CREATED, "{body}");
        body["id"].as_i64().unwrap()
    }

    pub async fn lobby(&self, game: i64, command: Value) -> (StatusCode, Value) {
        self.post(
            &format!("/api/games/{game}/commands"),
            json!({"lobby": command}),
        )
        .await
    }

    pub async fn act(&self, game: i64, command: Value) -> (StatusCode, Value) {
        self.post(
            &format!("/api/games/{game}/commands"),
            json!({"game": command}),
        )
        .await
    }

    pub async fn view(&self, game: i64) -> Value {
        let (status, body) = self.get(&format!("/api/games/{game}")).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        body
    }

    pub async fn events(&self, game: i64) -> Vec<Value> {
        let (status, body) = self.get(&format!("/api/games/{game}/events")).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        body["events"].as_array().unwrap().clone()
    }
}

pub fn ok(result: (StatusCode, Value)) -> Value {
    assert!(result.0.is_success(), "{}: {}", result.0, result.1);
    result.1
}

/// A forum game with a host and `n` players (town but the last, mafia), started on day 1.
pub async fn forum_game(server: &Server, n: usize) -> (Client, Vec<Client>, i64) {
    let host = Client::sign_up(server, "Host").await;
    let game = host.create("forum", "Forum test").await;
    let mut players = Vec::new();
    for i in 0..n {
        let player = Client::sign_up(server, &format!("Player {i}")).await;
        ok(player
            .lobby(game, json!({"type": "join", "name": format!("P{i}")}))
            .await);
        players.push(player);
    }
    let mut roles: Vec<Value> = (0..n - 1).map(|_| json!({"faction": "town"})).collect();
    roles.push(json!({"faction": "mafia", "role": "goon"}));
    ok(host
        .lobby(
            game,
            json!({"type": "start", "setup": {"game": {"starts_with": "day"}, "deal": "given", "roles": roles}}),
        )
        .await);
    (host, players, game)
}

/// Posts a form with the session's CSRF token, following the redirect: the status, the
/// final address and the page.
pub async fn form(
    client: &Client,
    path: &str,
    fields: &[(&str, &str)],
) -> (StatusCode, String, String) {
    let mut fields: Vec<(&str, &str)> = fields.to_vec();
    let csrf = client.csrf.clone().unwrap_or_default();
    fields.push(("csrf", &csrf));
    let response = client
        .http
        .post(format!("{}{path}", client.base))
        .form(&fields)
        .send()
        .await
        .unwrap();
    let status = response.status();
    let url = response.url().path().to_string();
    (status, url, response.text().await.unwrap())
}
