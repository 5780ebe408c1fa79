//! Refusals in the reader's language (issue 30): a refused lobby command and a refused
//! sign-in say their sentence in the JSON `message` and on the page in the reader's
//! language (the account's setting, else the switch's cookie, else `Accept-Language`), with
//! the `code` unchanged; English by default and for a hostile header.

mod common;

use common::{each_backend, form, ok, serve, Client};
use reqwest::StatusCode;
use serde_json::{json, Value};

/// A JSON request with an `Accept-Language` header (none when `accept` is empty).
async fn send_in(client: &Client, path: &str, body: Value, accept: &str) -> (StatusCode, Value) {
    let mut request = client
        .http
        .post(format!("{}{path}", client.base))
        .json(&body);
    if let Some(csrf) = &client.csrf {
        request = request.header("x-csrf-token", csrf);
    }
    if !accept.is_empty() {
        request = request.header("accept-language", accept);
    }
    let response = request.send().await.unwrap();
    let status = response.status();
    (status, response.json().await.unwrap())
}

/// A form posted with an `Accept-Language` header: the status and the page.
async fn form_in(
    client: &Client,
    path: &str,
    fields: &[(&str, &str)],
    accept: &str,
) -> (StatusCode, String) {
    let response = client
        .http
        .post(format!("{}{path}", client.base))
        .header("accept-language", accept)
        .form(fields)
        .send()
        .await
        .unwrap();
    let status = response.status();
    (status, response.text().await.unwrap())
}

/// The refusal's code and message.
fn refusal(body: &Value) -> (&str, &str) {
    (
        body["error"]["code"].as_str().unwrap_or_default(),
        body["error"]["message"].as_str().unwrap_or_default(),
    )
}

#[tokio::test]
async fn a_refused_join_speaks_the_readers_language() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let host = Client::sign_up(&server, "Host").await;
        let game = host.create("forum", "Languages").await;
        let boris = Client::sign_up(&server, "Boris").await;
        ok(boris
            .lobby(game, json!({"type": "join", "name": "Ann"}))
            .await);
        let path = format!("/api/games/{game}/commands");
        let again = json!({"lobby": {"type": "join", "name": "Boris"}});

        // English by default, word for word as before.
        let (status, body) = send_in(&boris, &path, again.clone(), "").await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
        assert_eq!(
            refusal(&body),
            ("already_joined", "you have already joined this game")
        );
        // Russian from the browser's header; the code does not change.
        let (status, body) = send_in(&boris, &path, again.clone(), "ru-RU,ru;q=0.9").await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
        assert_eq!(
            refusal(&body),
            ("already_joined", "вы уже записались в эту игру")
        );
        // A name too like another's: its arguments in place, in Russian.
        let clara = Client::sign_up(&server, "Clara").await;
        let (_, body) = send_in(
            &clara,
            &path,
            json!({"lobby": {"type": "join", "name": "ann"}}),
            "ru",
        )
        .await;
        assert_eq!(
            refusal(&body),
            (
                "name_taken",
                "\"ann\" слишком похоже на \"Ann\", их не различить: у каждого игрока в игре своё имя"
            )
        );
        // Only the host shuffles the seats: the doing is worded too.
        let (status, body) = send_in(
            &clara,
            &path,
            json!({"lobby": {"type": "shuffle"}}),
            "uk",
        )
        .await;
        assert_eq!(status, StatusCode::FORBIDDEN, "{body}");
        assert_eq!(
            refusal(&body),
            ("forbidden", "лише ведучий може перемішувати місця")
        );
        // A hostile header is English.
        let hostile = "x-y;q=0.5,".repeat(600) + "ru";
        let (_, body) = send_in(&boris, &path, again.clone(), &hostile).await;
        assert_eq!(refusal(&body).1, "you have already joined this game");
        let (_, body) = send_in(&boris, &path, again.clone(), "ru;q=7").await;
        assert_eq!(refusal(&body).1, "you have already joined this game");
        // The account's setting wins over the header.
        let (status, _, _) = form(&boris, "/lang", &[("lang", "he"), ("next", "/")]).await;
        assert_eq!(status, StatusCode::OK);
        let (_, body) = send_in(&boris, &path, again, "ru").await;
        assert_eq!(
            refusal(&body),
            ("already_joined", "כבר הצטרפת למשחק הזה")
        );

        // The page of a refused form: 422 with the sentence in the reader's language.
        let csrf = clara.csrf.clone().unwrap();
        let join = [
            ("csrf", csrf.as_str()),
            ("cmd", "lobby"),
            ("f.type", "join"),
            ("f.name", "ANN"),
            ("cid", "join-ann"),
        ];
        let act = format!("/games/{game}/act");
        let (status, html) = form_in(&clara, &act, &join, "ru").await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
        assert!(html.contains("слишком похоже на"), "{html}");
        let (status, html) = form_in(&clara, &act, &join, "en").await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
        assert!(html.contains("is too like"), "{html}");
    })
    .await;
}

#[tokio::test]
async fn a_refused_sign_in_speaks_the_readers_language() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        Client::sign_up(&server, "Vera").await;
        let wrong = json!({"name": "Vera", "password": "wrong horse"});
        let visitor = Client::new(&server);
        let (status, body) = send_in(&visitor, "/api/session", wrong.clone(), "").await;
        assert_eq!(status, StatusCode::UNAUTHORIZED);
        assert_eq!(
            refusal(&body),
            ("bad_credentials", "wrong name or password")
        );
        let (status, body) = send_in(&visitor, "/api/session", wrong.clone(), "ru").await;
        assert_eq!(status, StatusCode::UNAUTHORIZED);
        assert_eq!(
            refusal(&body),
            ("bad_credentials", "неверное имя или пароль")
        );
        // A taken name, with its argument.
        let (status, body) = send_in(
            &visitor,
            "/api/accounts",
            json!({"name": "vera", "password": "correct horse"}),
            "ru",
        )
        .await;
        assert_eq!(status, StatusCode::CONFLICT);
        assert_eq!(
            refusal(&body),
            (
                "name_taken",
                "имя \"vera\" занято или слишком похоже на имя другого аккаунта"
            )
        );
        // Not signed in, for a command.
        let (status, body) = send_in(
            &visitor,
            "/api/games",
            json!({"ruleset": "forum", "title": "x"}),
            "uk",
        )
        .await;
        assert_eq!(status, StatusCode::UNAUTHORIZED);
        assert_eq!(refusal(&body), ("unauthenticated", "спершу увійдіть"));

        // The sign-in page: the form's token, then a wrong password in Russian.
        let (_, html) = visitor.page_in("/login", "ru").await;
        let marker = "name=\"login_csrf\" value=\"";
        let start = html.find(marker).expect("the form's token") + marker.len();
        let token = html[start..start + 64].to_string();
        let fields = [
            ("name", "Vera"),
            ("password", "wrong horse"),
            ("login_csrf", token.as_str()),
        ];
        let (status, html) = form_in(&visitor, "/login", &fields, "ru").await;
        assert_eq!(status, StatusCode::UNAUTHORIZED);
        assert!(html.contains("неверное имя или пароль"), "{html}");
        let (status, html) = form_in(&visitor, "/login", &fields, "fr").await;
        assert_eq!(status, StatusCode::UNAUTHORIZED);
        assert!(html.contains("wrong name or password"), "{html}");
        // A page that is not there.
        let (status, html) = visitor.page_in("/nowhere", "ru").await;
        assert_eq!(status, StatusCode::NOT_FOUND);
        assert!(
            html.contains("страницы ") && html.contains("nowhere нет"),
            "{html}"
        );
    })
    .await;
}
