//! The server side of a judge's Pro Mafia table over HTTP: the lobby a judge sets up
//! (seats at a position, moves, a shuffle), the table's record to download as
//! `omerta-pro/1` and to continue elsewhere, and the printed protocol with its votes,
//! lifts and checks for each reader; on SQLite and PostgreSQL (tests/common).

mod common;

use common::{each_backend, ok, serve, Client, Server};
use reqwest::StatusCode;
use serde_json::{json, Value};

fn sample(name: &str) -> Value {
    let path = format!(
        "{}/../../examples/pro/{name}.json",
        env!("CARGO_MANIFEST_DIR")
    );
    serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

/// The sample's players by seat.
fn players(game: &Value) -> Vec<Value> {
    let mut players = game["players"].as_array().unwrap().clone();
    players.sort_by_key(|p| p["seat"].as_u64());
    players
}

/// A page or a download: status, headers and body.
async fn get(client: &Client, path: &str) -> (StatusCode, reqwest::header::HeaderMap, String) {
    let response = client
        .http
        .get(format!("{}{path}", client.base))
        .send()
        .await
        .unwrap();
    let status = response.status();
    let headers = response.headers().clone();
    (status, headers, response.text().await.unwrap())
}

/// A table from a sample: the judge, ten players with accounts (seat i is `players[i-1]`)
/// under the sample's names, started with the sample's roles.
async fn sample_table(server: &Server, game: &Value, title: &str) -> (Client, Vec<Client>, i64) {
    let judge = Client::sign_up(server, "Judge").await;
    let id = judge.create("pro", title).await;
    let mut seated = Vec::new();
    for (i, p) in players(game).iter().enumerate() {
        let player = Client::sign_up(server, &format!("Seat {}", i + 1)).await;
        ok(player
            .lobby(id, json!({"type": "join", "name": p["name"]}))
            .await);
        seated.push(player);
    }
    let roles: Vec<Value> = players(game).iter().map(|p| p["role"].clone()).collect();
    ok(judge
        .lobby(
            id,
            json!({"type": "start", "setup": {"roles": roles, "rules": game.get("rules"), "event": "Cup"}}),
        )
        .await);
    (judge, seated, id)
}

async fn record_all(judge: &Client, id: i64, game: &Value) {
    for event in game["events"].as_array().unwrap() {
        ok(judge
            .act(id, json!({"type": "record", "event": event}))
            .await);
    }
}

fn slot_names(view: &Value) -> Vec<String> {
    view["slots"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["name"].as_str().unwrap().to_string())
        .collect()
}

#[tokio::test]
async fn the_judge_seats_at_a_position_moves_and_shuffles_the_lobby() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let judge = Client::sign_up(&server, "Judge").await;
        let id = judge.create("pro", "Standing table").await;
        for name in ["A", "B", "C"] {
            ok(judge.lobby(id, json!({"type": "seat", "name": name})).await);
        }
        ok(judge
            .lobby(id, json!({"type": "seat", "name": "Front", "at": 0}))
            .await);
        ok(judge
            .lobby(id, json!({"type": "seat", "name": "Far", "at": 99}))
            .await);
        let player = Client::sign_up(&server, "Walker").await;
        ok(player
            .lobby(id, json!({"type": "join", "name": "Walker"}))
            .await);
        assert_eq!(
            slot_names(&judge.view(id).await),
            ["Front", "A", "B", "C", "Far", "Walker"]
        );
        // The player with an account moves with their seat.
        ok(judge
            .lobby(id, json!({"type": "move", "from": 5, "to": 1}))
            .await);
        let view = judge.view(id).await;
        assert_eq!(slot_names(&view), ["Front", "Walker", "A", "B", "C", "Far"]);
        assert_eq!(view["slots"][1]["account"], json!(player.id));
        // The shuffle's order is in its event; the lobby follows it.
        ok(judge.lobby(id, json!({"type": "shuffle"})).await);
        let events = Client::new(&server).events(id).await;
        let last = events.last().unwrap();
        assert_eq!(last["kind"], "lobby.reordered");
        let order: Vec<usize> = last["event"]["lobby"]["order"]
            .as_array()
            .unwrap()
            .iter()
            .map(|i| i.as_u64().unwrap() as usize)
            .collect();
        let before = ["Front", "Walker", "A", "B", "C", "Far"];
        let expected: Vec<&str> = order.iter().map(|&i| before[i]).collect();
        assert_eq!(slot_names(&judge.view(id).await), expected);
        let kinds: Vec<&str> = events.iter().map(|e| e["kind"].as_str().unwrap()).collect();
        assert!(kinds.contains(&"lobby.moved"), "{kinds:?}");
        let placed = events
            .iter()
            .find(|e| e["event"]["lobby"]["name"] == "Front")
            .unwrap();
        assert_eq!(placed["event"]["lobby"]["at"], 0);
        let appended = events
            .iter()
            .find(|e| e["event"]["lobby"]["name"] == "Far")
            .unwrap();
        assert!(appended["event"]["lobby"].get("at").is_none(), "{appended}");

        // Refusals are sentences: not the host, no such position.
        for command in [
            json!({"type": "move", "from": 0, "to": 1}),
            json!({"type": "shuffle"}),
            json!({"type": "seat", "name": "Mine", "at": 0}),
        ] {
            let (status, body) = player.lobby(id, command).await;
            assert_eq!(status, StatusCode::FORBIDDEN, "{body}");
            assert!(
                body["error"]["message"]
                    .as_str()
                    .unwrap()
                    .starts_with("only the host may"),
                "{body}"
            );
        }
        let (status, body) = judge
            .lobby(id, json!({"type": "move", "from": 6, "to": 0}))
            .await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
        assert_eq!(
            body["error"]["message"],
            "there is no entrant at position 6: the lobby's positions are 0 to 5"
        );
        let (status, body) = judge
            .lobby(id, json!({"type": "move", "from": -1, "to": 0}))
            .await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");

        // Once started, the seats are the table's.
        for name in ["G", "H", "I", "J"] {
            ok(judge.lobby(id, json!({"type": "seat", "name": name})).await);
        }
        ok(judge.lobby(id, json!({"type": "start", "setup": {}})).await);
        for command in [
            json!({"type": "move", "from": 0, "to": 1}),
            json!({"type": "shuffle"}),
        ] {
            let (status, body) = judge.lobby(id, command).await;
            assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
            assert_eq!(body["error"]["code"], "already_started");
        }
    })
    .await;
}

#[tokio::test]
async fn a_deal_by_seat_is_refused_naming_the_seats_and_the_words() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let judge = Client::sign_up(&server, "Judge").await;
        let id = judge.create("pro", "Dealt by hand").await;
        for i in 1..=10 {
            ok(judge
                .lobby(id, json!({"type": "seat", "name": format!("P{i}")}))
                .await);
        }
        let roles = [
            "civilian", "sheriff", "civilian", "sherif", "civilian", "civilian", "mafia",
            "civilian", "mafia", "civilian",
        ];
        let (status, body) = judge
            .lobby(id, json!({"type": "start", "setup": {"roles": roles}}))
            .await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
        assert_eq!(
            body["error"]["message"],
            "seat 4: \"sherif\" is not a card (civilian, sheriff, mafia or don); \
             a table deals 1 sheriff, 1 don, 2 mafia and 6 civilians; this deal has no don"
        );
    })
    .await;
}

#[tokio::test]
async fn the_record_downloads_for_the_judge_and_for_everybody_after_the_finish() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let game = sample("lift");
        let (judge, seated, id) = sample_table(&server, &game, "Final: table 1/2").await;
        let path = format!("/games/{id}/protocol.json");
        record_all(&judge, id, &game).await;

        // Before the finish: the judge's alone.
        let (status, headers, body) = get(&judge, &path).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        assert_eq!(headers["content-type"], "application/json; charset=utf-8");
        assert_eq!(
            headers["content-disposition"],
            "attachment; filename=\"Final_ table 1_2.json\""
        );
        let before: Value = serde_json::from_str(&body).unwrap();
        for reader in [&seated[0], &Client::new(&server)] {
            let (status, _, body) = get(reader, &path).await;
            assert_eq!(status, StatusCode::FORBIDDEN);
            assert!(
                body.contains("it is the judge&#x27;s until the game is finished"),
                "{body}"
            );
        }
        // The document: the sample's players, rules and events, and the event.
        assert_eq!(before["format"], "omerta-pro/1");
        assert_eq!(before["event"], "Cup");
        assert_eq!(before["players"], json!(players(&game)));
        assert_eq!(before["events"], game["events"]);

        ok(judge.act(id, json!({"type": "finish"})).await);
        let live = judge.view(id).await;
        for reader in [&judge, &seated[3], &Client::new(&server)] {
            let (status, _, body) = get(reader, &path).await;
            assert_eq!(status, StatusCode::OK, "{body}");
            let document: Value = serde_json::from_str(&body).unwrap();
            assert_eq!(document, before);
            // `omerta pro score` of the download is the live finish's scores.
            let (scored, sheet) = omerta_pro::score_json(&body).unwrap();
            let report: Value =
                serde_json::from_str(&omerta_pro::report::to_json(&scored, &sheet)).unwrap();
            assert_eq!(report, live["game"]["scores"]);
        }

        // The download, continued at another table, is the same table.
        let id2 = judge.create("pro", "Imported").await;
        for p in before["players"].as_array().unwrap() {
            ok(judge
                .lobby(id2, json!({"type": "seat", "name": p["name"]}))
                .await);
        }
        let roles: Vec<Value> = before["players"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| p["role"].clone())
            .collect();
        ok(judge
            .lobby(
                id2,
                json!({"type": "start", "setup": {"roles": roles, "rules": before["rules"],
                       "event": before["event"], "records": before["events"]}}),
            )
            .await);
        let imported = judge.view(id2).await;
        assert_eq!(imported["status"], "running");
        assert!(imported["game"]["decided"].is_object());
        ok(judge.act(id2, json!({"type": "finish"})).await);
        assert_eq!(judge.view(id2).await["game"], live["game"]);
        assert_eq!(
            Client::new(&server).view(id2).await["game"],
            Client::new(&server).view(id).await["game"]
        );
        let (_, _, again) = get(&judge, &format!("/games/{id2}/protocol.json")).await;
        assert_eq!(serde_json::from_str::<Value>(&again).unwrap(), before);

        // A record the rules refuse is refused whole, with every violation.
        let id3 = judge.create("pro", "Refused").await;
        for i in 1..=10 {
            ok(judge
                .lobby(id3, json!({"type": "seat", "name": format!("P{i}")}))
                .await);
        }
        let mut records = game["events"].as_array().unwrap().clone();
        records[1] = json!({"type": "nominate", "by": 11, "target": 7});
        records[40] = json!({"type": "will", "by": 12});
        let (status, body) = judge
            .lobby(
                id3,
                json!({"type": "start", "setup": {"roles": roles, "records": records}}),
            )
            .await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
        assert_eq!(body["error"]["code"], "rule_violation");
        let message = body["error"]["message"].as_str().unwrap();
        assert!(
            message.starts_with("events[1]: by: 11 is not a seat 1 to 10; "),
            "{message}"
        );
        assert!(message.contains("events[40]: "), "{message}");
        assert_eq!(judge.view(id3).await["status"], "lobby");

        // No record before the start; no record for another rule set.
        let (status, _, body) = get(&judge, &format!("/games/{id3}/protocol.json")).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
        assert!(body.contains("the game has not started"), "{body}");
        let forum = judge.create("forum", "A thread").await;
        let (status, _, _) = get(&judge, &format!("/games/{forum}/protocol.json")).await;
        assert_eq!(status, StatusCode::NOT_FOUND);
        let (status, _, _) = get(&judge, "/games/99999/protocol.json").await;
        assert_eq!(status, StatusCode::NOT_FOUND);
    })
    .await;
}

#[tokio::test]
async fn the_printed_protocol_shows_votes_lifts_and_checks_to_whom_they_may() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let game = sample("lift");
        let (judge, seated, id) = sample_table(&server, &game, "Printed").await;
        record_all(&judge, id, &game).await;
        let path = format!("/games/{id}/protocol");
        let view = judge.view(id).await;
        let rounds = view["game"]["rounds"].as_array().unwrap().len();
        assert_eq!(rounds, 8);

        let sheriff_check = "The Sheriff (#1 Olga Ivanova) checks #7 Ksenia Morozova: black.";
        let don_check = "The Don (#4 Viktor Popov) checks #1 Olga Ivanova: sheriff.";
        let first_vote = "<tr><td>#7 Ksenia Morozova</td><td class=\"num\">5</td><td>#1, #2, #3, #5, #6</td></tr>";
        let failed_lift = "To lift #6 Ahmed Karimi, #7 Ksenia Morozova together: 5 hands for \
                           (#2, #4, #7, #9, #10); 6 needed with 10 at the table. \
                           Not passed: nobody leaves.";
        let passed_lift = "Passed: #5 Emma Schulz, #9 Roman Lebedev leave the table.";

        // The judge: every round, lift and check, and the download.
        let (status, _, page) = get(&judge, &path).await;
        assert_eq!(status, StatusCode::OK);
        assert_eq!(page.matches("data-testid=\"round\"").count(), rounds);
        assert_eq!(page.matches("data-testid=\"lift\"").count(), 2);
        for needle in [
            "Day 1, vote",
            "Day 1, revote",
            first_vote,
            failed_lift,
            passed_lift,
            sheriff_check,
            don_check,
            "protocol.json",
        ] {
            assert!(page.contains(needle), "the judge's protocol lacks {needle}");
        }
        // The Sheriff (seat 1): the votes, and their own checks only.
        let (_, _, page) = get(&seated[0], &path).await;
        assert!(page.contains(first_vote) && page.contains(passed_lift));
        assert!(page.contains(sheriff_check), "{page}");
        assert!(!page.contains("The Don ("), "{page}");
        assert!(!page.contains("protocol.json"));
        // A civilian and a spectator: the votes, no check.
        for reader in [&seated[1], &Client::new(&server)] {
            let (_, _, page) = get(reader, &path).await;
            assert_eq!(page.matches("data-testid=\"round\"").count(), rounds);
            assert!(page.contains(failed_lift));
            assert!(!page.contains("data-testid=\"checks\""), "{page}");
            assert!(!page.contains("protocol.json"));
        }
        // After the finish: every check, for everybody, and the download.
        ok(judge.act(id, json!({"type": "finish"})).await);
        let (_, _, page) = get(&Client::new(&server), &path).await;
        for needle in [sheriff_check, don_check, "protocol.json"] {
            assert!(page.contains(needle), "the public protocol lacks {needle}");
        }
        // Every card too.
        assert!(page.contains("<td>Viktor Popov</td><td>don</td>"), "{page}");
    })
    .await;
}

/// Issue 27, item 9: a finished table is reviewed by everybody as its judge reviews it
/// (L9), at every step: every role, shot, check and vote, with a step per day and night.
/// Everybody but the judge once read `revealed: true` with every role null, no checks,
/// fewer records, and a single step, "The start".
#[tokio::test]
async fn a_finished_table_is_reviewed_by_everybody_as_its_judge_reviews_it_step_by_step() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let game = sample("red-win");
        let (judge, seated, id) = sample_table(&server, &game, "Review").await;
        record_all(&judge, id, &game).await;
        ok(judge.act(id, json!({"type": "finish"})).await);
        let spectator = Client::new(&server);
        // A civilian, a mafia player, the sheriff and somebody who did not play.
        let readers = [&seated[0], &seated[1], &seated[2], &spectator];

        let (status, whole) = spectator.get(&format!("/api/games/{id}")).await;
        assert_eq!(status, StatusCode::OK, "{whole}");
        let steps = whole["step"]["steps"].as_array().unwrap().clone();
        let labels: Vec<&str> = steps.iter().map(|s| s["label"].as_str().unwrap()).collect();
        assert_eq!(
            labels,
            [
                "The start",
                "Day 1",
                "Night 1",
                "Day 2",
                "Night 2",
                "Day 3",
                "Night 3",
                "Day 4"
            ]
        );

        // Every step but the start, where no card is dealt yet.
        let mut ats: Vec<i64> = steps[1..]
            .iter()
            .map(|s| s["at"].as_i64().unwrap())
            .collect();
        ats.push(whole["step"]["of"].as_i64().unwrap());
        for at in ats {
            let path = format!("/api/games/{id}?at={at}");
            let (status, judges) = judge.get(&path).await;
            assert_eq!(status, StatusCode::OK, "{judges}");
            let seats = judges["game"]["seats"].as_array().unwrap();
            assert!(
                seats
                    .iter()
                    .all(|s| s["role"].as_str().is_some_and(|r| !r.is_empty())),
                "at {at}: {seats:?}"
            );
            for reader in readers {
                let (status, theirs) = reader.get(&path).await;
                assert_eq!(status, StatusCode::OK, "{theirs}");
                assert_eq!(theirs["revealed"], true);
                for part in ["seats", "records", "checks", "rounds", "lifts", "phase"] {
                    assert_eq!(
                        theirs["game"][part], judges["game"][part],
                        "at {at}, {part}, as {:?}",
                        theirs["viewer"]
                    );
                }
            }
        }

        // At the morning of day 3: the shots and both checks of nights 1 and 2 and day 2's
        // vote, as everybody reads them (before the finish, the shots were the black
        // team's and each check its checker's alone).
        let day3 = steps[5]["at"].as_i64().unwrap();
        let (_, morning) = spectator.get(&format!("/api/games/{id}?at={day3}")).await;
        assert_eq!(morning["step"]["current"], "Day 3");
        assert_eq!(morning["game"]["phase"], "day 3");
        let checks = morning["game"]["checks"].as_array().unwrap();
        assert_eq!(checks.len(), 4, "{checks:?}");
        let records = morning["game"]["records"].as_array().unwrap();
        let shots = records
            .iter()
            .filter(|r| r["event"]["type"] == "shots")
            .count();
        assert_eq!(shots, 2);
        assert_eq!(morning["game"]["rounds"].as_array().unwrap().len(), 1);
        assert_eq!(
            records.last().unwrap()["event"],
            json!({"type": "day"}),
            "the step shows the game as the day opened"
        );

        // The page: the steps, and at a past step every card on the table.
        let (status, page) = spectator.page(&format!("/games/{id}?at={day3}")).await;
        assert_eq!(status, StatusCode::OK);
        assert!(page.contains("data-testid=\"steps\""), "the steps nav");
        assert!(
            page.contains("As it stood at Day 3 (event"),
            "the moment shown"
        );
        assert!(
            page.contains("<span class=\"role\">don</span>"),
            "the don's card"
        );
        assert!(
            page.contains("<span class=\"role\">sheriff</span>"),
            "the sheriff's card"
        );
        assert!(page.contains("<h2>Checks</h2>"), "the checks");
    })
    .await;
}
