//! The web UI's pages over HTTP: the common pages, accounts by form, the form command
//! path (CSRF, command ids, refusals) and the Pro Mafia judge console and protocol, on a
//! real SQLite file and a real PostgreSQL (tests/common). The browser tests
//! (tests/browser/) drive the same pages in Chromium.

mod common;

use common::{each_backend, ok, serve, Client, Server};
use reqwest::StatusCode;
use serde_json::{json, Value};

/// A page: status, final URL and body (redirects followed).
async fn page(client: &Client, path: &str) -> (StatusCode, String) {
    client.page(path).await
}

/// Posts a form without following the redirect: status, Location, body.
async fn form(
    client: &Client,
    path: &str,
    fields: &[(&str, &str)],
    htmx: bool,
) -> (StatusCode, Option<String>, String) {
    let no_redirects = reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap();
    // Share the cookie by hand: the jar is the main client's.
    let cookie = session_cookie(client).await;
    let mut request = no_redirects
        .post(format!("{}{path}", client.base))
        .form(fields);
    if let Some(cookie) = cookie {
        request = request.header("cookie", cookie);
    }
    if htmx {
        request = request.header("hx-request", "true");
    }
    let response = request.send().await.unwrap();
    let status = response.status();
    let location = response
        .headers()
        .get("location")
        .map(|v| v.to_str().unwrap().to_string());
    (status, location, response.text().await.unwrap())
}

/// The session cookie a client holds, as a Cookie header (reqwest keeps its jar private,
/// so [`sign_up`] notes each cookie beside the session's CSRF token).
async fn session_cookie(client: &Client) -> Option<String> {
    COOKIES
        .lock()
        .unwrap()
        .iter()
        .find(|(base, csrf, _)| *base == client.base && Some(csrf) == client.csrf.as_ref())
        .map(|(_, _, cookie)| cookie.clone())
}

static COOKIES: std::sync::Mutex<Vec<(String, String, String)>> = std::sync::Mutex::new(Vec::new());

/// Signs up through the API, keeping the cookie for the no-redirect form client.
async fn sign_up(server: &Server, name: &str) -> Client {
    let mut client = Client::new(server);
    let response = client
        .http
        .post(format!("{}/api/accounts", server.base))
        .json(&json!({"name": name, "password": "correct horse"}))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::CREATED);
    let cookie = response
        .headers()
        .get("set-cookie")
        .unwrap()
        .to_str()
        .unwrap()
        .split(';')
        .next()
        .unwrap()
        .to_string();
    let body: Value = response.json().await.unwrap();
    client.csrf = body["csrf"].as_str().map(str::to_string);
    client.id = body["account"]["id"].as_i64();
    COOKIES
        .lock()
        .unwrap()
        .push((server.base.clone(), client.csrf.clone().unwrap(), cookie));
    client
}

#[tokio::test]
async fn every_common_page_renders_and_unknown_ones_are_pages_or_json() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let anyone = Client::new(&server);
        for path in [
            "/",
            "/signup",
            "/login",
            "/games",
            "/games?ruleset=pro",
            "/games?ruleset=forum",
            "/games?ruleset=1923",
            "/standings",
            "/ratings",
        ] {
            let (status, body) = page(&anyone, path).await;
            assert_eq!(status, StatusCode::OK, "{path}: {body}");
            assert!(body.starts_with("<!doctype html>"), "{path}");
            assert!(body.contains("<main id=\"main\""), "{path}");
        }
        // Hosting needs an account: the form sends a stranger to sign in first.
        let (status, body) = page(&anyone, "/games/new").await;
        assert_eq!(status, StatusCode::OK);
        assert!(body.contains("Sign in"), "{body}");
        let (status, body) = page(&anyone, "/no/such/page").await;
        assert_eq!(status, StatusCode::NOT_FOUND);
        assert!(body.contains("there is no page"), "{body}");
        let (status, body) = anyone.get("/api/no/such/route").await;
        assert_eq!(status, StatusCode::NOT_FOUND);
        assert_eq!(body["error"]["code"], "not_found");
        let (status, body) = page(&anyone, "/games/999").await;
        assert_eq!(status, StatusCode::NOT_FOUND);
        assert!(body.contains("no game 999"), "{body}");
        // The scripts are served from the binary: nothing comes from elsewhere.
        let response = anyone
            .http
            .get(format!("{}/assets/htmx.min.js", server.base))
            .send()
            .await
            .unwrap();
        assert_eq!(response.status(), StatusCode::OK);
        assert!(response.headers()["content-type"]
            .to_str()
            .unwrap()
            .starts_with("text/javascript"));
        assert!(response.text().await.unwrap().contains("htmx"));
        let (status, _) = page(&anyone, "/assets/nothing.js").await;
        assert_eq!(status, StatusCode::NOT_FOUND);
        let (_, home) = page(&anyone, "/").await;
        for script in home.split("src=\"").skip(1) {
            assert!(script.starts_with('/'), "a script from elsewhere: {script}");
        }
    })
    .await;
}

#[tokio::test]
async fn accounts_by_form_sign_up_sign_in_and_out() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let browser = Client::new(&server);
        // A weak password is refused on the page, with the name kept.
        let token = form_token(&browser, "/signup").await;
        let response = browser
            .http
            .post(format!("{}/signup", server.base))
            .form(&[
                ("name", "Vera"),
                ("password", "short"),
                ("next", "/"),
                ("login_csrf", &token),
            ])
            .send()
            .await
            .unwrap();
        assert_eq!(response.status(), StatusCode::UNPROCESSABLE_ENTITY);
        let body = response.text().await.unwrap();
        assert!(
            body.contains("a password is 8 to 1024 characters"),
            "{body}"
        );
        assert!(body.contains("value=\"Vera\""), "{body}");
        // Signing up signs in and goes where the reader was going (a local path only).
        let token = form_token(&browser, "/signup").await;
        let response = browser
            .http
            .post(format!("{}/signup", server.base))
            .form(&[
                ("name", "Vera"),
                ("password", "correct horse"),
                ("next", "/games?ruleset=pro"),
                ("login_csrf", &token),
            ])
            .send()
            .await
            .unwrap();
        assert_eq!(response.url().path(), "/games");
        let body = response.text().await.unwrap();
        assert!(body.contains("data-testid=\"me\">Vera<"), "{body}");
        // A wrong password, then the right one; an outside `next` is ignored.
        let other = Client::new(&server);
        let token = form_token(&other, "/login").await;
        let response = other
            .http
            .post(format!("{}/login", server.base))
            .form(&[
                ("name", "Vera"),
                ("password", "wrong horse"),
                ("login_csrf", &token),
            ])
            .send()
            .await
            .unwrap();
        assert_eq!(response.status(), StatusCode::UNAUTHORIZED);
        assert!(response
            .text()
            .await
            .unwrap()
            .contains("wrong name or password"));
        let token = form_token(&other, "/login").await;
        let response = other
            .http
            .post(format!("{}/login", server.base))
            .form(&[
                ("name", "Vera"),
                ("password", "correct horse"),
                ("next", "//evil.example/"),
                ("login_csrf", &token),
            ])
            .send()
            .await
            .unwrap();
        assert_eq!(response.url().as_str(), format!("{}/", server.base));
        // Signing out needs the session's CSRF token (a form field).
        let csrf = ok(other.get("/api/session").await)["csrf"]
            .as_str()
            .unwrap()
            .to_string();
        let response = other
            .http
            .post(format!("{}/logout", server.base))
            .form(&[("csrf", "forged")])
            .send()
            .await
            .unwrap();
        assert_eq!(response.status(), StatusCode::FORBIDDEN);
        let response = other
            .http
            .post(format!("{}/logout", server.base))
            .form(&[("csrf", csrf.as_str())])
            .send()
            .await
            .unwrap();
        assert_eq!(response.status(), StatusCode::OK);
        let (status, _) = other.get("/api/session").await;
        assert_eq!(status, StatusCode::UNAUTHORIZED);
    })
    .await;
}

#[tokio::test]
async fn a_form_command_needs_the_csrf_field_is_applied_once_and_shows_refusals() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let host = sign_up(&server, "Host").await;
        let csrf = host.csrf.clone().unwrap();
        // Hosting a game by form.
        let (status, location, _) = form(
            &host,
            "/games",
            &[("csrf", &csrf), ("ruleset", "pro"), ("title", "Table 1")],
            false,
        )
        .await;
        assert_eq!(status, StatusCode::SEE_OTHER);
        let location = location.unwrap();
        let id: i64 = location.rsplit('/').next().unwrap().parse().unwrap();
        let act = format!("/games/{id}/act");
        // No token, or another: refused, nothing applied.
        let seat = [
            ("cmd", "lobby"),
            ("f.type", "seat"),
            ("f.name", "Ann"),
            ("cid", "seat-ann"),
        ];
        let (status, _, body) = form(&host, &act, &seat, false).await;
        assert_eq!(status, StatusCode::FORBIDDEN, "{body}");
        // With it: applied, then the page (redirect, or the page itself for htmx).
        let mut with_csrf = seat.to_vec();
        with_csrf.push(("csrf", &csrf));
        let (status, location, _) = form(&host, &act, &with_csrf, false).await;
        assert_eq!(status, StatusCode::SEE_OTHER);
        assert_eq!(location.as_deref(), Some(format!("/games/{id}").as_str()));
        // The same form sent again (a double tap): the same command id, applied once.
        let (status, _, body) = form(&host, &act, &with_csrf, true).await;
        assert_eq!(status, StatusCode::OK);
        assert!(body.contains("id=\"live\""), "{body}");
        let view = host.view(id).await;
        assert_eq!(view["slots"].as_array().unwrap().len(), 1, "{view}");
        // A refused command: the page again, 422, with the reason.
        let start = [
            ("csrf", csrf.as_str()),
            ("cmd", "lobby"),
            ("f.type", "start"),
            ("f.setup:json", "{}"),
            ("cid", "start-1"),
        ];
        let (status, _, body) = form(&host, &act, &start, true).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
        assert!(
            body.contains("a Pro Mafia table seats ten players; the lobby has 1"),
            "{body}"
        );
        // A malformed form says what is wrong.
        let bad = [
            ("csrf", csrf.as_str()),
            ("cmd", "lobby"),
            ("f.type", "unseat"),
            ("f.index:int", "first"),
        ];
        let (status, _, body) = form(&host, &act, &bad, true).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
        assert!(body.contains("is not a whole number"), "{body}");
    })
    .await;
}

const ROLES: [&str; 10] = [
    "civilian", "sheriff", "civilian", "mafia", "civilian", "don", "civilian", "civilian", "mafia",
    "civilian",
];

/// A Pro table: the judge, ten players with accounts (seat i = players[i-1]), started.
async fn pro_table(server: &Server) -> (Client, Vec<Client>, i64) {
    let judge = sign_up(server, "Judge").await;
    let id = judge.create("pro", "Final").await;
    let mut players = Vec::new();
    for i in 1..=10 {
        let player = sign_up(server, &format!("Seat {i}")).await;
        ok(player
            .lobby(id, json!({"type": "join", "name": format!("Player {i}")}))
            .await);
        players.push(player);
    }
    ok(judge
        .lobby(
            id,
            json!({"type": "start", "setup": {"roles": ROLES, "event": "Cup"}}),
        )
        .await);
    (judge, players, id)
}

async fn record(judge: &Client, id: i64, event: Value) {
    ok(judge
        .act(id, json!({"type": "record", "event": event}))
        .await);
}

#[tokio::test]
async fn the_judge_console_is_the_judges_and_prompts_the_revote_and_the_lift() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let (judge, players, id) = pro_table(&server).await;
        let path = format!("/games/{id}");
        let (_, console) = page(&judge, &path).await;
        for needle in [
            "data-tool=\"vote\"",
            "data-foul-plus=\"4\"",
            "data-seconds=\"60\"",
            "data-seconds=\"30\"",
            "id=\"console-status\"",
            "id=\"record-form\"",
            "Undo last record",
            "Finish and score",
            "/assets/pro.js",
            "Cup",
        ] {
            assert!(console.contains(needle), "the console lacks {needle}");
        }
        // The judge sees every card; a player their own and (black) their partners'; a
        // spectator none. The console's tools are the judge's alone.
        assert_eq!(console.matches("<span class=\"role\">").count(), 10);
        let (_, sheriff) = page(&players[1], &path).await;
        assert_eq!(sheriff.matches("<span class=\"role\">").count(), 1);
        assert!(sheriff.contains("<span class=\"role\">sheriff</span>"));
        assert!(!sheriff.contains("record-form") && !sheriff.contains("pro.js"));
        let (_, don) = page(&players[5], &path).await;
        assert_eq!(don.matches("<span class=\"role\">").count(), 3);
        let (_, spectator) = page(&Client::new(&server), &path).await;
        assert_eq!(spectator.matches("<span class=\"role\">").count(), 0);
        assert!(!spectator.contains("data-console"));

        record(&judge, id, json!({"type": "day"})).await;
        record(
            &judge,
            id,
            json!({"type": "nominate", "by": 1, "target": 4}),
        )
        .await;
        record(
            &judge,
            id,
            json!({"type": "nominate", "by": 2, "target": 6}),
        )
        .await;
        let five_for_four = json!({"1": 4, "2": 4, "3": 4, "4": 4, "5": 4});
        record(
            &judge,
            id,
            json!({"type": "vote", "ballots": five_for_four}),
        )
        .await;
        let (_, console) = page(&judge, &path).await;
        assert!(
            console.contains("Tie between #4, #6: speeches (30 s), then the revote."),
            "{console}"
        );
        // The spectator does not get the judge's prompt.
        let (_, spectator) = page(&Client::new(&server), &path).await;
        assert!(!spectator.contains("data-testid=\"prompt\""));
        record(
            &judge,
            id,
            json!({"type": "vote", "candidates": [4, 6], "ballots": five_for_four}),
        )
        .await;
        let (_, console) = page(&judge, &path).await;
        assert!(
            console.contains(
                "The revote repeated the tie: vote to lift #4, #6 together (6 hands needed)."
            ),
            "{console}"
        );
        record(
            &judge,
            id,
            json!({"type": "lift", "yes": [1, 2, 3, 5, 7, 8]}),
        )
        .await;
        let (_, console) = page(&judge, &path).await;
        assert!(console.contains("#4, #6 may leave a will."), "{console}");
        assert!(console.contains("Lift vote: in favour #1 Player 1"));
        // Undo by form takes the lift back.
        let csrf = judge.csrf.clone().unwrap();
        let (status, _, body) = form(
            &judge,
            &format!("/games/{id}/act"),
            &[("csrf", &csrf), ("cmd", "game"), ("f.type", "undo")],
            true,
        )
        .await;
        assert_eq!(status, StatusCode::OK);
        assert!(body.contains("vote to lift #4, #6"), "{body}");
    })
    .await;
}

#[tokio::test]
async fn a_finished_table_shows_every_award_with_its_reason_and_prints_its_protocol() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let (judge, _, id) = pro_table(&server).await;
        // Day 1: #4 (mafia) leaves; night 1 the mafia surrender.
        record(&judge, id, json!({"type": "day"})).await;
        record(
            &judge,
            id,
            json!({"type": "nominate", "by": 1, "target": 4}),
        )
        .await;
        record(&judge, id, json!({"type": "vote", "ballots": {}})).await;
        record(&judge, id, json!({"type": "surrender"})).await;
        let (_, console) = page(&judge, &format!("/games/{id}")).await;
        assert!(console.contains("Scores if finished now"), "{console}");
        ok(judge.act(id, json!({"type": "finish"})).await);
        let view = judge.view(id).await;
        let report = &view["game"]["scores"];
        let (_, spectator) = page(&Client::new(&server), &format!("/games/{id}")).await;
        assert!(spectator.contains("<h2 id=\"scores-h\">Scores</h2>"));
        for player in report["players"].as_array().unwrap() {
            for award in player["awards"].as_array().unwrap() {
                let detail = award["detail"].as_str().unwrap();
                assert!(
                    spectator.contains(&common::escaped(detail)),
                    "the reason {detail:?} is not shown"
                );
            }
        }
        assert_eq!(spectator.matches("<span class=\"role\">").count(), 10);
        let (status, protocol) = page(&judge, &format!("/games/{id}/protocol")).await;
        assert_eq!(status, StatusCode::OK);
        assert!(protocol.contains("The mafia surrender."), "{protocol}");
        assert!(
            protocol.contains("Judge&#x27;s signature") || protocol.contains("Judge's signature")
        );
        assert!(protocol.contains("Cup"));
    })
    .await;
}

/// The sign-in or sign-up form's own token, as a browser gets it: from the page (which
/// also sets its cookie in the client's jar).
async fn form_token(client: &Client, path: &str) -> String {
    let (status, body) = page(client, path).await;
    assert_eq!(status, StatusCode::OK);
    let marker = "name=\"login_csrf\" value=\"";
    let start = body.find(marker).expect("the form's token") + marker.len();
    body[start..start + 64].to_string()
}

/// An organiser uploads a finished game by form: an `omerta-pro/1` game goes straight to
/// its page; a Polemica record shows what it held that omerta cannot; a game that is not
/// finished is refused on the form, with its text kept.
#[tokio::test]
async fn an_organiser_uploads_finished_games_by_form() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let organiser = sign_up(&server, "Organiser").await;
        let (status, body) = page(&organiser, "/standings/upload").await;
        assert_eq!(status, StatusCode::OK);
        assert!(body.contains("Upload a finished game") && body.contains("Polemica"));
        let csrf = organiser.csrf.clone().unwrap();
        let root = format!("{}/../..", env!("CARGO_MANIFEST_DIR"));
        let sample = std::fs::read_to_string(format!("{root}/examples/pro/lift.json")).unwrap();
        let (status, location, _) = form(
            &organiser,
            "/standings/upload",
            &[
                ("csrf", &csrf),
                ("format", "omerta-pro/1"),
                ("event", "Spring Cup"),
                ("document", &sample),
            ],
            false,
        )
        .await;
        assert_eq!(status, StatusCode::SEE_OTHER);
        assert!(location.unwrap().starts_with("/games/"));
        let polemica = std::fs::read_to_string(format!(
            "{root}/crates/omerta-pro/tests/data/polemica/270561.json"
        ))
        .unwrap();
        let (status, _, body) = form(
            &organiser,
            "/standings/upload",
            &[
                ("csrf", &csrf),
                ("format", "polemica"),
                ("event", "Spring Cup"),
                ("document", &polemica),
            ],
            false,
        )
        .await;
        assert!(
            status == StatusCode::SEE_OTHER
                || (status == StatusCode::CREATED && body.contains("Uploaded.")),
            "{status}: {body}"
        );
        let unfinished = r#"{"format": "omerta-pro/1", "players": [], "events": []}"#;
        let (status, _, body) = form(
            &organiser,
            "/standings/upload",
            &[
                ("csrf", &csrf),
                ("format", "omerta-pro/1"),
                ("event", ""),
                ("document", unfinished),
            ],
            false,
        )
        .await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
        assert!(body.contains("cannot be counted"), "{body}");
        assert!(
            body.contains("&quot;players&quot;") || body.contains("\"players\""),
            "the text is kept"
        );
        let (_, standings) = page(&organiser, "/standings?event=Spring%20Cup").await;
        assert!(
            standings.contains("2 games, highest total first"),
            "{standings}"
        );
    })
    .await;
}
