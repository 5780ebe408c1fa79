//! What the OpenAPI document promises and the server once did otherwise: each found by
//! schemathesis (`scripts/schemathesis.sh`), kept here as a plain test.

mod common;

use common::{each_backend, ok, serve, Client};
use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

fn code(body: &Value) -> &str {
    body["error"]["code"].as_str().unwrap_or_default()
}

/// `GET /api/games?ruleset=AAA` answered an empty list, as if the rule set existed and had
/// no games; the document lists the rule sets, and any other is a mistake to say.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn listing_games_of_an_unknown_rule_set_is_refused() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let anna = Client::sign_up(&server, "Anna").await;
        let game = anna.create("pro", "Friday").await;
        let (status, body) = anna.get("/api/games?ruleset=chess").await;
        assert_eq!(
            (status, code(&body)),
            (StatusCode::BAD_REQUEST, "bad_request")
        );
        let message = body["error"]["message"].as_str().unwrap();
        assert!(
            message.contains("\"chess\"") && message.contains("pro, forum, 1923"),
            "{message}"
        );
        let listed = ok(anna.get("/api/games?ruleset=pro").await);
        assert_eq!(listed["games"][0]["id"], game);
        assert_eq!(
            ok(anna.get("/api/games?ruleset=forum").await)["games"],
            json!([])
        );
    })
    .await;
}

/// serde reads a struct from a JSON array too, its fields in order: `[null, null]` was a
/// webhook with neither URL nor secret, and removed the game's. Every body is an object.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_body_is_read_from_a_json_object_never_from_an_array() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let anna = Client::sign_up(&server, "Anna").await;
        let game = anna.create("pro", "Friday").await;
        let webhook = format!("/api/games/{game}/webhook");
        let hook = json!({"url": "https://hooks.example.com/omerta", "secret": "s"});
        ok(anna.send(Method::PUT, &webhook, Some(hook)).await);

        let (status, body) = anna
            .send(Method::PUT, &webhook, Some(json!([null, null])))
            .await;
        assert_eq!(
            (status, code(&body)),
            (StatusCode::UNPROCESSABLE_ENTITY, "invalid_json"),
            "{body}"
        );
        let kept = ok(anna.get(&webhook).await);
        assert_eq!(kept["url"], "https://hooks.example.com/omerta", "{kept}");

        // A struct inside a body, too.
        let (status, body) = anna
            .post(
                "/api/games",
                json!({"ruleset": "pro", "title": "x", "webhook": [null, null]}),
            )
            .await;
        assert_eq!(
            (status, code(&body)),
            (StatusCode::UNPROCESSABLE_ENTITY, "invalid_json"),
            "{body}"
        );
        assert!(
            body["error"]["message"]
                .as_str()
                .unwrap()
                .contains("webhook"),
            "{body}"
        );
        let (status, body) = anna
            .post("/api/accounts", json!(["Bruno", "correct horse battery"]))
            .await;
        assert_eq!(
            (status, code(&body)),
            (StatusCode::UNPROCESSABLE_ENTITY, "invalid_json"),
            "{body}"
        );
        // null is still no webhook, and an object still one.
        let (status, body) = anna
            .post(
                "/api/games",
                json!({"ruleset": "pro", "title": "y", "webhook": null}),
            )
            .await;
        assert_eq!(status, StatusCode::CREATED, "{body}");
    })
    .await;
}

/// The draw reads its optional body itself, and answered 400 to JSON of another shape
/// (`{"seed": 7.0}`, `[7]`), where every other body is 422; not JSON at all is 400.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_draw_of_another_shape_is_422_as_every_body_is() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let olga = Client::sign_up(&server, "Olga").await;
        let event = ok(olga
            .post(
                "/api/events",
                json!({"name": "Cup", "rounds": 1, "tables": 1}),
            )
            .await)["id"]
            .as_i64()
            .unwrap();
        let draw = format!("/api/events/{event}/draw");
        for body in [json!({"seed": 7.5}), json!({"seed": -1}), json!([7])] {
            let (status, answer) = olga.post(&draw, body.clone()).await;
            assert_eq!(
                (status, code(&answer)),
                (StatusCode::UNPROCESSABLE_ENTITY, "invalid_json"),
                "{body}: {answer}"
            );
        }
        let response = olga
            .http
            .post(format!("{}{draw}", olga.base))
            .header("x-csrf-token", olga.csrf.clone().unwrap())
            .header("content-type", "application/json")
            .body("{oops")
            .send()
            .await
            .unwrap();
        assert_eq!(response.status(), StatusCode::BAD_REQUEST);
        let answer: Value = response.json().await.unwrap();
        assert_eq!(code(&answer), "invalid_json", "{answer}");
        // A draw the event cannot make yet is still the event's refusal.
        let (status, answer) = olga.post(&draw, json!({"seed": 7})).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{answer}");
        assert_eq!(code(&answer), "too_few_players", "{answer}");
    })
    .await;
}
