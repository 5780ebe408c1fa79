//! Uploading finished games recorded elsewhere into an event (`POST /api/pro/uploads`):
//! `omerta-pro/1`, Polemica and MafiaRatings records become finished tables, with their
//! winner and scores, and reach the event's standings; what cannot be counted is refused
//! with its reasons and creates nothing.

mod common;

use common::{each_backend, serve, Client};
use reqwest::StatusCode;
use serde_json::{json, Value};

fn file(path: &str) -> String {
    std::fs::read_to_string(format!("{}/../../{path}", env!("CARGO_MANIFEST_DIR"))).unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn games_of_three_formats_reach_the_events_standings() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let organiser = Client::sign_up(&server, "Organiser").await;
        // omerta-pro/1, as a string and as JSON.
        let sample = file("examples/pro/red-win.json");
        let (status, body) = organiser
            .post(
                "/api/pro/uploads",
                json!({"document": sample, "event": "Winter Cup"}),
            )
            .await;
        assert_eq!(status, StatusCode::CREATED, "{body}");
        let first = body["id"].as_i64().unwrap();
        let view = organiser.view(first).await;
        assert_eq!(view["status"], "finished", "{view}");
        // omerta's own file states no source, table or referee: titled by its event, and
        // its uploader is its judge.
        assert_eq!(view["title"], "Winter Cup: an uploaded game");
        assert_eq!(view["upload"]["referee"], Value::Null);
        let (_, page) = organiser.page(&format!("/games/{first}")).await;
        assert!(page.contains("judge Organiser"), "{page}");
        let (status, body) = organiser
            .post(
                "/api/pro/uploads",
                json!({"format": "omerta-pro/1", "document": serde_json::from_str::<Value>(&file("examples/pro/black-win.json")).unwrap(), "event": "Winter Cup"}),
            )
            .await;
        assert_eq!(status, StatusCode::CREATED, "{body}");
        // A real Polemica record and a MafiaRatings one.
        for (format, path) in [
            ("polemica", "crates/omerta-pro/tests/data/polemica/334187.json"),
            (
                "mafiaratings",
                "crates/omerta-pro/tests/data/mafiaratings/from-polemica-272910.json",
            ),
        ] {
            let (status, body) = organiser
                .post(
                    "/api/pro/uploads",
                    json!({"format": format, "document": file(path), "event": "Winter Cup"}),
                )
                .await;
            assert_eq!(status, StatusCode::CREATED, "{format}: {body}");
            assert!(body["warnings"].is_array());
            let id = body["id"].as_i64().unwrap();
            let view = organiser.view(id).await;
            assert_eq!(view["status"], "finished", "{format}: {view}");
        }
        // The standings of the event count the four games.
        let (status, page) = organiser.page("/standings?event=Winter%20Cup").await;
        assert_eq!(status, StatusCode::OK);
        assert!(page.contains("4 games, highest total first"), "{page}");
        // Players of each upload, by name as seated.
        for name in ["Anna Petrova", "Корлеончик", "Берлиоз"] {
            assert!(page.contains(name), "{name} in the standings");
        }
        assert!(page.contains("a place is shared only when all of these are equal"));
        // As data: JSON and CSV, and one role's table.
        let (status, data) = organiser.get("/standings.json?event=Winter%20Cup").await;
        assert_eq!(status, StatusCode::OK, "{data}");
        assert_eq!(data["games"], 4);
        assert_eq!(data["tiebreak"][0]["name"], "extra");
        let rows = data["standings"].as_array().unwrap();
        assert!(rows.len() >= 20, "{data}");
        assert!(rows.windows(2).all(|w| w[0]["place"].as_u64() <= w[1]["place"].as_u64()));
        let (status, blacks) = organiser
            .get("/standings.json?event=Winter%20Cup&role=black&tiebreak=wins,head_to_head")
            .await;
        assert_eq!(status, StatusCode::OK);
        assert_eq!(blacks["role"], "black");
        assert!(blacks["standings"].as_array().unwrap().len() < rows.len());
        let (status, csv) = organiser.page("/standings.csv?event=Winter%20Cup").await;
        assert_eq!(status, StatusCode::OK);
        assert!(csv.starts_with("place,name,games,wins,special_wins,extra,total,average\r\n"), "{csv}");
        assert_eq!(csv.lines().count(), rows.len() + 1);
        // Ratings: every player rated after the four games, with their history.
        let (status, rated) = organiser.get("/ratings.json").await;
        assert_eq!(status, StatusCode::OK, "{rated}");
        let list = rated["ratings"].as_array().unwrap();
        assert_eq!(list.len(), rows.len());
        let anna = list.iter().find(|p| p["name"] == "Anna Petrova").unwrap();
        assert_eq!(anna["history"].as_array().unwrap().len() as u64, anna["games"].as_u64().unwrap());
        let (status, page) = organiser.page("/ratings?player=Anna%20Petrova").await;
        assert_eq!(status, StatusCode::OK);
        assert!(page.contains("rating-chart"), "{page}");
        let (status, bad) = organiser.get("/standings.json?event=Winter%20Cup&tiebreak=luck").await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{bad}");
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn what_cannot_be_counted_is_refused_and_creates_nothing() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let organiser = Client::sign_up(&server, "Organiser").await;
        let (_, before) = organiser.get("/api/games?ruleset=pro").await;
        // An unfinished game: the sample without its last events.
        let mut doc: Value = serde_json::from_str(&file("examples/pro/red-win.json")).unwrap();
        let events = doc["events"].as_array_mut().unwrap();
        events.truncate(3);
        let (status, body) = organiser
            .post("/api/pro/uploads", json!({"document": doc}))
            .await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
        let message = body["error"]["message"].as_str().unwrap();
        // The reason `pro check` gives (issue 30: one wording of it, in every language).
        assert!(message.contains("the game has not ended"), "{message}");
        // Not a Polemica game.
        let (status, body) = organiser
            .post(
                "/api/pro/uploads",
                json!({"format": "polemica", "document": {"hello": 1}}),
            )
            .await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
        assert!(body["error"]["message"]
            .as_str()
            .unwrap()
            .contains("not a Polemica game"));
        // An unknown format.
        let (status, body) = organiser
            .post(
                "/api/pro/uploads",
                json!({"format": "excel", "document": "x"}),
            )
            .await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
        // Signed out: nobody uploads.
        let (status, _) = Client::new(&server)
            .post(
                "/api/pro/uploads",
                json!({"document": file("examples/pro/red-win.json")}),
            )
            .await;
        assert_eq!(status, StatusCode::UNAUTHORIZED);
        let (_, after) = organiser.get("/api/games?ruleset=pro").await;
        assert_eq!(before, after, "nothing was created");
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn names_a_table_refuses_are_refused_before_anything_is_made() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let organiser = Client::sign_up(&server, "Organiser").await;
        let sample: Value = serde_json::from_str(&file("examples/pro/red-win.json")).unwrap();
        let with_names = |first: &str, second: &str| {
            let mut doc = sample.clone();
            let players = doc["players"].as_array_mut().unwrap();
            players[0]["name"] = json!(first);
            players[1]["name"] = json!(second);
            doc
        };
        let games = || async {
            organiser.get("/api/games?ruleset=pro").await.1["games"]
                .as_array()
                .unwrap()
                .len()
        };
        let before = games().await;
        let long = "x".repeat(60);
        for (first, second, words) in [
            ("Iris", "lris", "\"lris\" is too like \"Iris\""),
            ("Ann\u{200B}", "Bea", "U+200B"),
            (long.as_str(), "Bea", "1 to 40 characters"),
            ("Bob\u{202E}evil", "Bea", "U+202E"),
        ] {
            let (status, body) = organiser
                .post(
                    "/api/pro/uploads",
                    json!({"document": with_names(first, second)}),
                )
                .await;
            assert_eq!(games().await, before, "{first:?}: no lobby is left behind");
            assert_eq!(
                status,
                StatusCode::UNPROCESSABLE_ENTITY,
                "{first:?}: {body}"
            );
            let message = body["error"]["message"].as_str().unwrap();
            assert!(message.contains(words), "{first:?}: {message}");
            assert!(message.contains("seat"), "the seat is named: {message}");
        }
        // An event's name too long for a Pro record says so, in its own sentence.
        let (status, body) = organiser
            .post(
                "/api/pro/uploads",
                json!({"document": sample, "event": "E".repeat(200)}),
            )
            .await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
        let message = body["error"]["message"].as_str().unwrap();
        assert!(
            message.contains("an event's name is 1 to 80 characters long"),
            "{message}"
        );
        assert_eq!(games().await, before, "no lobby is left behind");
        // The same game with names a table takes is uploaded whole.
        let (status, body) = organiser
            .post(
                "/api/pro/uploads",
                json!({"document": with_names("Iris", "Bea")}),
            )
            .await;
        assert_eq!(status, StatusCode::CREATED, "{body}");
        let id = body["id"].as_i64().unwrap();
        assert_eq!(organiser.view(id).await["status"], "finished");
        assert_eq!(games().await, before + 1);
    })
    .await;
}

/// Issue 26, item 10: the same protocol is counted once (refused with the first upload's
/// address, through the API and the form); an upload is titled from its source (the
/// tournament, table, game number and date it states) and keeps the source's referee as
/// the judge of record beside the uploader.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_is_counted_once_titled_from_its_source_with_its_referee() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let organiser = Client::sign_up(&server, "Organiser").await;
        let polemica = file("crates/omerta-pro/tests/data/polemica/match_610180.json");
        let upload = |body: Value| {
            let organiser = &organiser;
            async move { organiser.post("/api/pro/uploads", body).await }
        };
        let (status, body) = upload(json!({"format": "polemica", "document": polemica})).await;
        assert_eq!(status, StatusCode::CREATED, "{body}");
        let first = body["id"].as_i64().unwrap();
        let view = organiser.view(first).await;
        assert_eq!(view["title"], "Polemica 610180, 2026-07-27", "{view}");
        assert_eq!(view["upload"]["source"], "Polemica 610180");
        assert_eq!(view["upload"]["referee"], "godmaf//");
        assert_eq!(view["upload"]["uploader"], organiser.id.unwrap());
        let (_, page) = organiser.page(&format!("/games/{first}")).await;
        assert!(
            // The page escapes the name's slashes.
            page.contains("judge of record <span data-testid=\"referee\">godmaf&#x2f;&#x2f;</span> (Polemica 610180), uploaded by Organiser"),
            "{page}"
        );
        let (_, protocol) = organiser.page(&format!("/games/{first}/protocol")).await;
        assert!(
            protocol.contains("Judge of record: godmaf&#x2f;&#x2f; (Polemica 610180) · Uploaded by Organiser"),
            "{protocol}"
        );

        // The same file again, into an event this time: refused, with the first's address.
        let (status, body) =
            upload(json!({"format": "polemica", "document": polemica, "event": "Cup"})).await;
        assert_eq!(status, StatusCode::CONFLICT, "{body}");
        assert_eq!(body["error"]["code"], "duplicate_game");
        assert!(
            body["error"]["message"]
                .as_str()
                .unwrap()
                .contains(&format!("/games/{first}")),
            "{body}"
        );
        // The same game as omerta-pro/1, its keys in another order: the same protocol.
        let (status, exported) = organiser.get(&format!("/games/{first}/protocol.json")).await;
        assert_eq!(status, StatusCode::OK);
        let (status, body) = upload(json!({"document": exported})).await;
        assert_eq!(status, StatusCode::CONFLICT, "exported again: {body}");
        // Through the form: a link to the first upload.
        let (status, _, page) = common::form(
            &organiser,
            "/standings/upload",
            &[("format", "polemica"), ("event", ""), ("document", &polemica)],
        )
        .await;
        assert_eq!(status, StatusCode::CONFLICT);
        assert!(
            page.contains(&format!("<a href=\"/games/{first}\" data-testid=\"first-upload\">")),
            "{page}"
        );

        // A MafiaRatings record that states its tournament, table, game and moderator.
        let mut record: Value = serde_json::from_str(&file(
            "crates/omerta-pro/tests/data/mafiaratings/from-polemica-272910.json",
        ))
        .unwrap();
        record["id"] = json!(91234);
        record["startTime"] = json!(1_732_224_600); // 2024-11-21T21:30:00Z
        record["tournament"] = json!({"id": 7, "name": "Vancouver Cup"});
        record["table"] = json!(2);
        record["number"] = json!(5);
        record["moderator"] = json!({"id": 25, "name": "Fantomas"});
        let (status, body) = upload(json!({"format": "mafiaratings", "document": record})).await;
        assert_eq!(status, StatusCode::CREATED, "{body}");
        let view = organiser.view(body["id"].as_i64().unwrap()).await;
        assert_eq!(view["title"], "Vancouver Cup, table 2, game 5, 2024-11-21");
        assert_eq!(view["upload"]["referee"], "Fantomas");
        assert_eq!(view["upload"]["source"], "MafiaRatings 91234");
        // Two uploads, one game each: the duplicates made nothing.
        let (_, games) = organiser.get("/api/games?ruleset=pro").await;
        assert_eq!(games["games"].as_array().unwrap().len(), 2, "{games}");
    })
    .await;
}

/// Issue 26, item 7: the protocol downloads as a PDF on A4, every reason whole (a reason
/// longer than a line is wrapped, never cut), names in their own script.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_protocol_downloads_as_a_pdf_on_a4_with_every_reason_whole() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let organiser = Client::sign_up(&server, "Organiser").await;
        let polemica = file("crates/omerta-pro/tests/data/polemica/match_610180.json");
        let (status, body) = organiser
            .post(
                "/api/pro/uploads",
                json!({"format": "polemica", "document": polemica}),
            )
            .await;
        assert_eq!(status, StatusCode::CREATED, "{body}");
        let id = body["id"].as_i64().unwrap();
        let view = organiser.view(id).await;
        // A reader who is not the judge downloads it too: the game is over.
        let reader = Client::sign_up(&server, "Reader").await;
        let response = reader
            .http
            .get(format!("{}/games/{id}/protocol.pdf", reader.base))
            .send()
            .await
            .unwrap();
        assert_eq!(response.status(), StatusCode::OK);
        assert_eq!(response.headers()["content-type"], "application/pdf");
        assert!(response.headers()["content-disposition"]
            .to_str()
            .unwrap()
            .contains(&format!("protocol-{id}.pdf")));
        let bytes = response.bytes().await.unwrap();
        assert!(bytes.starts_with(b"%PDF-"));
        let doc = printpdf::PdfDocument::parse(
            &bytes,
            &printpdf::PdfParseOptions::default(),
            &mut Vec::new(),
        )
        .expect("a PDF printpdf reads back");
        for page in &doc.pages {
            // A4: 210 × 297 mm.
            assert!(
                (page.media_box.width.0 - 595.28).abs() < 1.0,
                "{:?}",
                page.media_box
            );
            assert!((page.media_box.height.0 - 841.89).abs() < 1.0);
        }
        let text: String = doc
            .extract_text()
            .concat()
            .concat()
            .split_whitespace()
            .collect();
        let squeezed = |s: &str| s.split_whitespace().collect::<String>();
        assert!(
            text.contains(&squeezed("Judge of record: godmaf// (Polemica 610180)")),
            "{text}"
        );
        for seat in view["game"]["seats"].as_array().unwrap() {
            let name = seat["name"].as_str().unwrap();
            assert!(text.contains(&squeezed(name)), "{name} in {text}");
        }
        // Every award's reason, whole.
        let scores = &view["game"]["scores"]["players"];
        let mut reasons = 0;
        for player in scores.as_array().unwrap() {
            for award in player["awards"].as_array().unwrap() {
                let detail = award["detail"].as_str().unwrap();
                assert!(
                    text.contains(&squeezed(detail)),
                    "{detail:?} whole in {text}"
                );
                reasons += 1;
            }
        }
        assert!(reasons > 10, "{reasons} reasons");
        // The protocol page offers it.
        let (_, page) = reader.page(&format!("/games/{id}/protocol")).await;
        assert!(page.contains(&format!("href=\"/games/{id}/protocol.pdf\"")));
    })
    .await;
}

/// The API and the page upload through one operation: an event on this server named by its
/// name counts the game when the uploader may upload into it (its organiser), and is only a
/// name otherwise — the game is uploaded, outside the event's standings.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_event_named_by_its_name_counts_the_game_only_for_who_may_upload_into_it() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let organiser = Client::sign_up(&server, "Organiser").await;
        let stranger = Client::sign_up(&server, "Stranger").await;
        let (status, event) = organiser
            .post(
                "/api/events",
                json!({"name": "Spring Cup", "rounds": 1, "tables": 1}),
            )
            .await;
        assert_eq!(status, StatusCode::CREATED, "{event}");
        let id = event["id"].as_i64().unwrap();
        let counted = |client: &Client, sample: &str| {
            let body = json!({"document": file(sample), "event": "Spring Cup"});
            let client = client.clone();
            async move { client.post("/api/pro/uploads", body).await }
        };
        let (status, body) = counted(&organiser, "examples/pro/red-win.json").await;
        assert_eq!(status, StatusCode::CREATED, "{body}");
        let (status, body) = counted(&stranger, "examples/pro/black-win.json").await;
        assert_eq!(status, StatusCode::CREATED, "{body}");
        let stranger_game = body["id"].as_i64().unwrap();
        let (status, table) = organiser.get(&format!("/api/events/{id}/standings")).await;
        assert_eq!(status, StatusCode::OK, "{table}");
        let games: Vec<i64> = table["games"]
            .as_array()
            .unwrap()
            .iter()
            .map(|g| g["id"].as_i64().unwrap())
            .collect();
        assert_eq!(games.len(), 1, "{table}");
        assert!(!games.contains(&stranger_game), "{table}");
    })
    .await;
}
