//! A judge's refused record in the judge's language (issue 30): the Pro table rules'
//! violations, every one of them, in the JSON `message` the console shows, worded by the
//! reader's language (`Accept-Language`, or the switch's cookie the console's requests
//! carry); the code unchanged and English word for word as before.

mod common;

use common::{each_backend, form, ok, serve, Client};
use reqwest::StatusCode;
use serde_json::{json, Value};

/// A record posted as the console posts it, with a language header or cookie.
async fn record_in(client: &Client, game: i64, event: Value, header: (&str, &str)) -> Value {
    let mut request = client
        .http
        .post(format!("{}/api/games/{game}/commands", client.base))
        .json(&json!({"game": {"type": "record", "event": event}}));
    if let Some(csrf) = &client.csrf {
        request = request.header("x-csrf-token", csrf);
    }
    if !header.0.is_empty() {
        request = request.header(header.0, header.1);
    }
    let response = request.send().await.unwrap();
    assert_eq!(response.status(), StatusCode::UNPROCESSABLE_ENTITY);
    response.json().await.unwrap()
}

#[tokio::test]
async fn a_refused_record_reads_in_the_judges_language() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let judge = Client::sign_up(&server, "Judge").await;
        let game = judge.create("pro", "Languages").await;
        for i in 1..=10 {
            let player = Client::sign_up(&server, &format!("Seat {i}")).await;
            ok(player
                .lobby(game, json!({"type": "join", "name": format!("Player {i}")}))
                .await);
        }
        ok(judge
            .lobby(game, json!({"type": "start", "setup": {}}))
            .await);
        ok(judge
            .act(game, json!({"type": "record", "event": {"type": "day"}}))
            .await);
        // A vote for a seat that is not a candidate, by a seat that is no seat: two problems.
        let vote = json!({"type": "vote", "candidates": [3],
                          "ballots": {"1": 3, "2": 7}});

        let english = record_in(&judge, game, vote.clone(), ("", "")).await;
        assert_eq!(english["error"]["code"], "rule_violation", "{english}");
        assert_eq!(
            english["error"]["message"],
            "events[1]: ballots: #2 votes for #7, who is not a candidate ([#3])",
            "{english}"
        );

        let russian = record_in(&judge, game, vote.clone(), ("accept-language", "ru-RU,ru")).await;
        assert_eq!(russian["error"]["code"], "rule_violation", "{russian}");
        assert_eq!(
            russian["error"]["message"],
            "events[1]: голоса: #2 голосует за #7, а это не кандидат ([#3])",
            "{russian}"
        );

        // Several violations: every one in the reader's language, joined.
        let night_first = json!({"type": "shots", "shots": {"1": 12, "2": 13}});
        let english = record_in(&judge, game, night_first.clone(), ("", "")).await;
        let message = english["error"]["message"].as_str().unwrap();
        assert!(message.contains("; "), "{message}");
        let russian = record_in(&judge, game, night_first, ("accept-language", "ru")).await;
        let said = russian["error"]["message"].as_str().unwrap();
        assert_eq!(
            said.matches("; ").count(),
            message.matches("; ").count(),
            "{said} / {message}"
        );
        assert!(said.contains("не место от 1 до 10"), "{said}");
        assert!(!said.contains("is not a seat"), "{said}");

        // The judge who chose Russian with the switch: the console's own requests (no
        // header of their own) are answered in Russian, and its page words the refusal so.
        let (status, _, _) = form(&judge, "/lang", &[("lang", "ru"), ("next", "/")]).await;
        assert_eq!(status, StatusCode::OK);
        let russian = record_in(&judge, game, vote, ("", "")).await;
        assert_eq!(
            russian["error"]["message"],
            "events[1]: голоса: #2 голосует за #7, а это не кандидат ([#3])",
            "{russian}"
        );
        let page = judge
            .http
            .get(format!("{}/games/{game}", judge.base))
            .send()
            .await
            .unwrap()
            .text()
            .await
            .unwrap();
        assert!(
            page.contains("Отклонено: {reason}"),
            "the console's words in Russian"
        );
    })
    .await;
}
