//! Inactivity over HTTP (docs/live/forum.md, rulings D20 to D24), on both backends: a prod
//! with a deadline in the player's view and on their page, rule 13's countdown, a request
//! for a replacement that another account offers for and the host accepts (the account
//! then holds the slot and reads its role), a modkill for inactivity in one command, and
//! every hostile input refused with a sentence, never a 500.

mod common;

use common::{each_backend, ok, serve, Client, Server};
use reqwest::StatusCode;
use serde_json::{json, Value};

/// A forum game of seven (the last two mafia goons), two posts a day asked (rule 13),
/// started on day 1; the host signed up first (a site admin).
async fn started(server: &Server) -> (Client, Vec<Client>, i64) {
    let host = Client::sign_up(server, "Host").await;
    let game = host.create("forum", "Inactivity").await;
    let mut players = Vec::new();
    for i in 0..7 {
        let player = Client::sign_up(server, &format!("Player {i}")).await;
        ok(player
            .lobby(game, json!({"type": "join", "name": format!("P{i}")}))
            .await);
        players.push(player);
    }
    let mut roles: Vec<Value> = (0..5).map(|_| json!({"faction": "town"})).collect();
    roles.extend([
        json!({"faction": "mafia", "role": "goon"}),
        json!({"faction": "mafia", "role": "goon"}),
    ]);
    ok(host
        .lobby(
            game,
            json!({"type": "start", "setup": {"game": {"starts_with": "day", "min_posts_per_day": 2}, "deal": "given", "roles": roles}}),
        )
        .await);
    (host, players, game)
}

/// A refusal: a 4xx with a sentence that says `words`.
fn refused(answer: (StatusCode, Value), words: &str) {
    let (status, body) = answer;
    assert!(status.is_client_error(), "{status}: {body}");
    let text = body.to_string();
    assert!(text.contains(words), "{words:?} not in {text}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_prod_with_a_deadline_and_rule_13s_countdown_are_in_the_players_view() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let (host, players, game) = started(&server).await;
        ok(host
            .lobby(
                game,
                json!({"type": "prod", "slot": 3, "reason": "post today", "hours": 24}),
            )
            .await);
        let view = players[3].view(game).await;
        let until = view["prod"]["until"].as_i64().unwrap();
        assert_eq!(until - view["prod"]["at"].as_i64().unwrap(), 24 * 3_600_000);
        let activity = &view["game"]["you"]["activity"];
        assert_eq!(activity["needed"], 2);
        assert_eq!(activity["by"], view["deadline"]);
        // Only the prodded player and the host read it.
        assert!(players[2].view(game).await["prod"].is_null());
        assert_eq!(host.view(game).await["prods"][0]["slot"], 3);
        // Their page counts down to both.
        let (_, page) = players[3].page(&format!("/games/{game}")).await;
        assert!(page.contains(&format!("data-countdown-to=\"{until}\"")));
        assert!(page.contains("data-testid=\"activity\""));
        // A post answers the prod and counts toward the day's two.
        ok(players[3]
            .act(game, json!({"type": "post", "body": "Here."}))
            .await);
        let view = players[3].view(game).await;
        assert_eq!(view["prod"]["answered"], true);
        assert_eq!(view["game"]["you"]["activity"]["needed"], 1);
        let (_, page) = players[3].page(&format!("/games/{game}")).await;
        assert!(page.contains("data-testid=\"prod-answered\""));
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_prods_deadline_out_of_bounds_is_refused_with_a_sentence() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let (host, _, game) = started(&server).await;
        for hours in [json!(0), json!(169), json!(87_600), json!(4_294_967_295u64)] {
            let body = json!({"type": "prod", "slot": 1, "reason": "post", "hours": hours});
            refused(host.lobby(game, body).await, "1 to 168 hours");
        }
        for hours in [json!(-1), json!(1e30), json!("12"), json!([12]), json!(1.5)] {
            let body = json!({"type": "prod", "slot": 1, "reason": "post", "hours": hours});
            let (status, answer) = host.lobby(game, body).await;
            assert!(status.is_client_error(), "{hours}: {status} {answer}");
            assert!(
                answer["error"]["message"].is_string() || answer["message"].is_string(),
                "{answer}"
            );
        }
        // The form's empty field is no deadline; a string there is a sentence.
        let (status, _) = host
            .lobby(
                game,
                json!({"type": "prod", "slot": 1, "reason": "post", "hours": null}),
            )
            .await;
        assert!(status.is_success());
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_replacement_asked_for_is_offered_by_another_account_and_accepted() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let (host, players, game) = started(&server).await;
        ok(host
            .lobby(game, json!({"type": "request_replacement", "slot": 4}))
            .await);
        let newcomer = Client::sign_up(&server, "Newcomer").await;
        // The request is public: the newcomer reads it and is offered the form.
        let (_, page) = newcomer.page(&format!("/games/{game}")).await;
        assert!(page.contains("data-testid=\"replacements\""), "{page}");
        assert!(page.contains("offer_replacement"));
        ok(newcomer
            .lobby(
                game,
                json!({"type": "offer_replacement", "slot": 4, "name": "Newcomer"}),
            )
            .await);
        let offers = &host.view(game).await["replacements"][0]["offers"];
        assert_eq!(offers[0]["account"], newcomer.id.unwrap());
        ok(host
            .lobby(
                game,
                json!({"type": "accept_offer", "slot": 4, "account": newcomer.id.unwrap()}),
            )
            .await);
        // The account holds the slot and reads its role; the one before reads no more.
        let view = newcomer.view(game).await;
        assert_eq!(view["viewer"]["as"], "player");
        assert_eq!(view["game"]["you"]["slot"], 4);
        assert_eq!(view["game"]["you"]["name"], "Newcomer");
        assert_eq!(view["game"]["you"]["faction"], "town");
        assert!(view["replacements"].is_null(), "the request ended");
        assert!(players[4].view(game).await["game"]["you"].is_null());
        let role = newcomer
            .events(game)
            .await
            .into_iter()
            .any(|e| e["kind"] == "forum.role");
        assert!(role, "the newcomer is sent the role PM");
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn offers_from_every_wrong_account_are_refused_with_sentences() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let (host, players, game) = started(&server).await;
        let offer = |slot: Value, name: &str| {
            json!({"type": "offer_replacement", "slot": slot, "name": name})
        };
        let outsider = Client::sign_up(&server, "Outsider").await;
        // No request yet.
        refused(
            outsider.lobby(game, offer(json!(2), "Out")).await,
            "has not asked for a replacement",
        );
        ok(host
            .lobby(game, json!({"type": "request_replacement", "slot": 2}))
            .await);
        refused(
            host.lobby(game, json!({"type": "request_replacement", "slot": 2}))
                .await,
            "already asked for",
        );
        refused(host.lobby(game, offer(json!(2), "Hosty")).await, "the host");
        refused(
            players[0].lobby(game, offer(json!(2), "Again")).await,
            "you play in this game already",
        );
        refused(
            players[2].lobby(game, offer(json!(2), "Me")).await,
            "you play in this game already",
        );
        // Nobody signed in.
        let (status, _) = Client::new(&server)
            .lobby(game, offer(json!(2), "Anon"))
            .await;
        assert!(status.is_client_error(), "{status}");
        // Hostile slots and names.
        refused(outsider.lobby(game, offer(json!(99), "Out")).await, "no slot 99");
        for slot in [json!(-1), json!("2"), json!(1e20), json!(null)] {
            let (status, body) = outsider.lobby(game, offer(slot.clone(), "Out")).await;
            assert!(status.is_client_error(), "{slot}: {status} {body}");
        }
        refused(outsider.lobby(game, offer(json!(2), "p0")).await, "name");
        let long = "x".repeat(10_000);
        let (status, _) = outsider.lobby(game, offer(json!(2), &long)).await;
        assert!(status.is_client_error());
        // Twice: the second is refused.
        ok(outsider.lobby(game, offer(json!(2), "Out")).await);
        refused(
            outsider.lobby(game, offer(json!(2), "Out 2")).await,
            "already offered",
        );
        // Accepting: only the host, only an offer made, not a banned account.
        refused(
            players[1]
                .lobby(
                    game,
                    json!({"type": "accept_offer", "slot": 2, "account": outsider.id}),
                )
                .await,
            "only the host",
        );
        refused(
            host.lobby(
                game,
                json!({"type": "accept_offer", "slot": 2, "account": host.id}),
            )
            .await,
            "has not offered",
        );
        let (status, body) = host
            .post(
                &format!("/api/accounts/{}/ban", outsider.id.unwrap()),
                json!({"banned": true, "reason": "spam"}),
            )
            .await;
        assert_eq!(status, StatusCode::OK, "{body}");
        refused(
            host.lobby(
                game,
                json!({"type": "accept_offer", "slot": 2, "account": outsider.id}),
            )
            .await,
            "banned",
        );
        // After the end: nothing.
        ok(host.lobby(game, json!({"type": "abandon"})).await);
        let late = Client::sign_up(&server, "Late").await;
        refused(late.lobby(game, offer(json!(2), "Late")).await, "running game");
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn concurrent_offers_are_each_stored_once() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let (host, _, game) = started(&server).await;
        ok(host
            .lobby(game, json!({"type": "request_replacement", "slot": 1}))
            .await);
        let mut accounts = Vec::new();
        for i in 0..6 {
            accounts.push(Client::sign_up(&server, &format!("Volunteer {i}")).await);
        }
        // Six accounts at once, and the first one four more times at the same moment.
        let mut tasks = Vec::new();
        for (i, client) in accounts.iter().enumerate() {
            let client = client.clone();
            tasks.push(tokio::spawn(async move {
                client
                    .lobby(
                        game,
                        json!({"type": "offer_replacement", "slot": 1, "name": format!("V{i}")}),
                    )
                    .await
            }));
        }
        for _ in 0..4 {
            let client = accounts[0].clone();
            tasks.push(tokio::spawn(async move {
                client
                    .lobby(
                        game,
                        json!({"type": "offer_replacement", "slot": 1, "name": "V0"}),
                    )
                    .await
            }));
        }
        let mut taken = 0;
        for task in tasks {
            let (status, body) = task.await.unwrap();
            assert!(status != StatusCode::INTERNAL_SERVER_ERROR, "{body}");
            if status.is_success() {
                taken += 1;
            } else {
                assert!(body.to_string().contains("already offered"), "{body}");
            }
        }
        assert_eq!(taken, 6, "each account's offer once");
        let view = host.view(game).await;
        let offers = view["replacements"][0]["offers"].as_array().unwrap();
        let mut ids: Vec<i64> = offers
            .iter()
            .map(|o| o["account"].as_i64().unwrap())
            .collect();
        ids.sort_unstable();
        ids.dedup();
        assert_eq!(ids.len(), 6);
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_modkill_for_inactivity_is_one_command_and_a_code_in_the_event() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let (host, players, game) = started(&server).await;
        refused(
            players[0]
                .act(game, json!({"type": "modkill_inactive", "slot": 3}))
                .await,
            "only the host",
        );
        ok(host
            .act(game, json!({"type": "modkill_inactive", "slot": 3}))
            .await);
        let died = players[0]
            .events(game)
            .await
            .into_iter()
            .find(|e| e["kind"] == "forum.died")
            .unwrap();
        assert_eq!(died["event"]["game"]["code"], "inactivity");
        assert!(died["event"]["game"]["reason"].is_null());
        refused(
            host.act(game, json!({"type": "modkill_inactive", "slot": 3}))
                .await,
            "already dead",
        );
        for slot in [json!(99), json!(-1), json!("3")] {
            let (status, body) = host
                .act(game, json!({"type": "modkill_inactive", "slot": slot}))
                .await;
            assert!(status.is_client_error(), "{slot}: {status} {body}");
        }
    })
    .await;
}
