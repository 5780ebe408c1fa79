//! The paper protocol (issue 31, item 3): a Pro table as the A4 form clubs fill in by hand,
//! as a page and as a ruled PDF; what each reader sees on it (the protocol's own redaction),
//! in English and in Russian, and the refusals of a game that has no such form.

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

/// A table the judge types in: the sample's names (or `names`) seated without accounts,
/// started with the sample's roles, and its first `records` events recorded.
async fn table(
    server: &Server,
    game: &Value,
    names: Option<&[&str]>,
    records: usize,
) -> (Client, i64) {
    let judge = Client::sign_up(server, "Judge").await;
    let id = judge.create("pro", "Paper").await;
    let mut players = game["players"].as_array().unwrap().clone();
    players.sort_by_key(|p| p["seat"].as_u64());
    for (i, p) in players.iter().enumerate() {
        let name = names.map_or(p["name"].clone(), |n| json!(n[i]));
        ok(judge.lobby(id, json!({"type": "seat", "name": name})).await);
    }
    let roles: Vec<Value> = players.iter().map(|p| p["role"].clone()).collect();
    ok(judge
        .lobby(
            id,
            json!({"type": "start", "setup": {"roles": roles, "rules": game.get("rules"), "event": "Cup"}}),
        )
        .await);
    for event in game["events"].as_array().unwrap().iter().take(records) {
        ok(judge
            .act(id, json!({"type": "record", "event": event}))
            .await);
    }
    (judge, id)
}

/// A page with an `Accept-Language` header: status and body.
async fn fetch(client: &Client, path: &str, accept: &str) -> (StatusCode, String, Vec<u8>) {
    let response = client
        .http
        .get(format!("{}{path}", client.base))
        .header("accept-language", accept)
        .send()
        .await
        .unwrap();
    let status = response.status();
    let kind = response
        .headers()
        .get("content-type")
        .map(|v| v.to_str().unwrap().to_string())
        .unwrap_or_default();
    let bytes = response.bytes().await.unwrap().to_vec();
    (status, kind, bytes)
}

/// The PDF's text, whitespace removed (the extractor splits words as it likes), after
/// checking that it reads back and that every page is A4.
fn pdf_text(bytes: &[u8]) -> String {
    assert!(bytes.starts_with(b"%PDF-"));
    let doc = printpdf::PdfDocument::parse(
        bytes,
        &printpdf::PdfParseOptions::default(),
        &mut Vec::new(),
    )
    .expect("a PDF printpdf reads back");
    assert!(!doc.pages.is_empty());
    for page in &doc.pages {
        assert!((page.media_box.width.0 - 595.28).abs() < 1.0);
        assert!((page.media_box.height.0 - 841.89).abs() < 1.0);
    }
    squeezed(&doc.extract_text().concat().concat())
}

fn squeezed(text: &str) -> String {
    text.split_whitespace().collect()
}

/// A finished table on the form: every seat with its role, fouls, departure and points;
/// each day's nominations and votes; each night's shots, kills and checks; the best move.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finished_table_fills_the_whole_form_and_its_pdf() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let game = sample("red-win");
        let events = game["events"].as_array().unwrap().len();
        let (judge, id) = table(&server, &game, None, events).await;
        ok(judge.act(id, json!({"type": "finish"})).await);
        let spectator = Client::new(&server);
        let view = spectator.view(id).await;
        let scores = view["game"]["scores"]["players"]
            .as_array()
            .unwrap()
            .clone();

        let (status, _, page) =
            fetch(&spectator, &format!("/games/{id}/protocol/form"), "en").await;
        let page = String::from_utf8(page).unwrap();
        assert_eq!(status, StatusCode::OK, "{page}");
        assert_eq!(page.matches("data-testid=\"seat-row\"").count(), 10);
        for needle in [
            "Paper: protocol form",
            "Judge: Judge",
            "red wins",
            // Day 1: #1 nominates #9 alone; day 2's vote, as the walk-through gives it.
            "#1 → #9",
            "#3 → #9",
            "#9 — 5 (#3, #4, #5, #6, #10)",
            "#5 — 3 (#2, #7, #9)",
            // Night 1: the three blacks shoot #1; the sheriff #3 checks #9, the don #7 #4.
            "#2 → #1",
            "#3 → #9: black",
            "#7 → #4: not the sheriff",
            "shot at night (N1)",
            "voted out (D2)",
            // #1's First Color Will.
            "#9 black",
            "#5 red",
            "<td>don</td>",
            "<td>sheriff</td>",
            "aria-label=\"2 of 4 fouls\"",
        ] {
            assert!(page.contains(needle), "the form lacks {needle}: {page}");
        }
        assert!(page.contains("data-testid=\"best-move\"><bdi>#1 Anna Petrova</bdi>"));
        for player in &scores {
            assert!(page.contains(player["name"].as_str().unwrap()));
            for award in player["awards"].as_array().unwrap() {
                let detail = award["detail"].as_str().unwrap().replace('\'', "&#x27;");
                assert!(page.contains(&detail), "{detail} in {page}");
            }
        }
        // The protocol offers the form.
        let (_, _, protocol) = fetch(&spectator, &format!("/games/{id}/protocol"), "en").await;
        let protocol = String::from_utf8(protocol).unwrap();
        assert!(protocol.contains(&format!("href=\"/games/{id}/protocol/form\"")));

        // The PDF: A4, ruled, every name, every total and the words of the form.
        let (status, kind, bytes) =
            fetch(&spectator, &format!("/games/{id}/protocol/form.pdf"), "en").await;
        assert_eq!(status, StatusCode::OK);
        assert_eq!(kind, "application/pdf");
        let text = pdf_text(&bytes);
        for player in &scores {
            assert!(
                text.contains(&squeezed(player["name"].as_str().unwrap())),
                "{text}"
            );
        }
        // Every total as the protocol writes it (`+0.4`, `-0.1`, `0`), on the page and in the PDF.
        for player in &scores {
            let total = match &player["total"] {
                Value::String(s) => s.clone(),
                other => other.to_string(),
            };
            let total = if total.starts_with('-') || total == "0" {
                total
            } else {
                format!("+{total}")
            };
            let cell = format!("<td class=\"num\">{total}</td>");
            assert!(page.contains(&cell), "{cell} in {page}");
            assert!(text.contains(&total), "{total} in {text}");
        }
        for needle in [
            "Seatsandroles",
            "Nominationsandvotes",
            "Sheriff'scheck",
            "Bestmove",
            "#9—5(#3,#4,#5,#6,#10)",
            "shotatnight(N1)",
            "Outcome:redwins",
        ] {
            assert!(text.contains(needle), "the PDF lacks {needle}: {text}");
        }
        // Drawn as ruled grids: a rectangle per cell (the seats' grid alone has 11 rows of
        // 7) and four foul boxes a seat, read operator by operator; a usual game on one sheet.
        let doc = lopdf::Document::load_mem(&bytes).expect("a PDF lopdf reads");
        let pages = doc.get_pages();
        let mut shapes = 0;
        for page in pages.values() {
            let content = doc.get_and_decode_page_content(*page).unwrap();
            shapes += content
                .operations
                .iter()
                .filter(|op| op.operator == "re")
                .count();
        }
        assert!(shapes >= 11 * 7 + 40, "{shapes} rectangles");
        assert_eq!(pages.len(), 1, "the form fits one A4 sheet");
    })
    .await;
}

/// Mid-game a spectator's form shows no role, no shot and no check (the protocol's own
/// redaction); the judge's shows them all; the points are left blank for both.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn mid_game_the_form_shows_each_reader_what_the_protocol_shows_them() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let game = sample("red-win");
        // Up to the morning of day 2: night 1's shots and checks are recorded.
        let (judge, id) = table(&server, &game, None, 8).await;
        let path = format!("/games/{id}/protocol/form");
        let (status, _, page) = fetch(&judge, &path, "en").await;
        let page = String::from_utf8(page).unwrap();
        assert_eq!(status, StatusCode::OK);
        for needle in [
            "<td>don</td>",
            "#3 → #9: black",
            "#2 → #1",
            "the game is not finished",
        ] {
            assert!(page.contains(needle), "the judge's form lacks {needle}");
        }
        let spectator = Client::new(&server);
        let (status, _, page) = fetch(&spectator, &path, "en").await;
        let page = String::from_utf8(page).unwrap();
        assert_eq!(status, StatusCode::OK);
        assert_eq!(page.matches("data-testid=\"seat-row\"").count(), 10);
        for hidden in [
            "<td>don</td>",
            "<td>sheriff</td>",
            "<td>mafia</td>",
            "#3 → #9",
            "#2 → #1",
        ] {
            assert!(!page.contains(hidden), "a spectator reads {hidden}: {page}");
        }
        assert!(page.contains("#1 → #9"), "the nomination is public");
        let (_, _, bytes) = fetch(&spectator, &format!("{path}.pdf"), "en").await;
        let text = pdf_text(&bytes);
        assert!(!text.contains("#3→#9"), "{text}");
        assert!(text.contains("AnnaPetrova"));
    })
    .await;
}

/// A Russian reader's form in the community's words, Cyrillic names in the PDF.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_form_in_russian_and_its_pdf_carry_cyrillic_names() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let game = sample("lift");
        let names = [
            "Ольга Иванова",
            "Марко Бьянки",
            "Сара Коэн",
            "Виктор Попов",
            "Эмма Шульц",
            "Ахмед Каримов",
            "Ксения Морозова",
            "Йонас Эрикссон",
            "Роман Лебедев",
            "Хлоя Мартен",
        ];
        let events = game["events"].as_array().unwrap().len();
        let (judge, id) = table(&server, &game, Some(&names), events).await;
        ok(judge.act(id, json!({"type": "finish"})).await);
        let reader = Client::new(&server);
        let (status, _, page) = fetch(&reader, &format!("/games/{id}/protocol/form"), "ru").await;
        let page = String::from_utf8(page).unwrap();
        assert_eq!(status, StatusCode::OK);
        for needle in [
            "Paper: бланк протокола",
            "Выставления и голосования",
            "Проверка шерифа",
            "Проверка дона",
            "Лучший ход",
            "Подъём",
            "шериф",
            "Ольга Иванова",
        ] {
            assert!(page.contains(needle), "the Russian form lacks {needle}");
        }
        let (status, _, bytes) =
            fetch(&reader, &format!("/games/{id}/protocol/form.pdf"), "ru").await;
        assert_eq!(status, StatusCode::OK);
        let text = pdf_text(&bytes);
        for name in names {
            assert!(text.contains(&squeezed(name)), "{name} in {text}");
        }
        // The protocol's own PDF in Russian too: its headings, the table's announcements
        // and every award's reason (issue 30).
        let (status, _, bytes) = fetch(&reader, &format!("/games/{id}/protocol.pdf"), "ru").await;
        assert_eq!(status, StatusCode::OK);
        let protocol = pdf_text(&bytes);
        for needle in [
            "Подписьсудьи",
            "покидаетстол",
            "лучшийход",
            "Игроки",
            "Баллы",
        ] {
            assert!(
                protocol.contains(needle),
                "the Russian protocol PDF lacks {needle}: {protocol}"
            );
        }
        for english in [
            "Judge'ssignature",
            "lefttthetable",
            "FirstColorWill",
            "Players",
        ] {
            assert!(
                !protocol.contains(english),
                "English in the Russian protocol PDF: {english}"
            );
        }
        for needle in ["Игрокиироли", "Проверкашерифа", "Лучшийход"]
        {
            assert!(
                text.contains(needle),
                "the Russian PDF lacks {needle}: {text}"
            );
        }
    })
    .await;
}

/// What has no form is refused with a sentence, never a crash: an unknown game, a game of
/// another rule set, an id that is not a number.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_with_no_form_is_refused_with_a_sentence() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let host = Client::sign_up(&server, "Host").await;
        let forum = host.create("forum", "A thread").await;
        for suffix in ["", ".pdf"] {
            let (status, _, body) = fetch(
                &host,
                &format!("/games/{forum}/protocol/form{suffix}"),
                "en",
            )
            .await;
            assert_eq!(status, StatusCode::NOT_FOUND);
            assert!(String::from_utf8(body)
                .unwrap()
                .contains("only a Pro Mafia game has a protocol"));
            let (status, _, _) =
                fetch(&host, &format!("/games/99999/protocol/form{suffix}"), "en").await;
            assert_eq!(status, StatusCode::NOT_FOUND);
            let (status, _, _) =
                fetch(&host, &format!("/games/x1/protocol/form{suffix}"), "en").await;
            assert!(status.is_client_error(), "{status}");
        }
        // A table still in its lobby has a form with its seats and nothing else.
        let id = host.create("pro", "Lobby").await;
        ok(host.lobby(id, json!({"type": "seat", "name": "Ann"})).await);
        let (status, _, body) = fetch(&host, &format!("/games/{id}/protocol/form"), "en").await;
        assert_eq!(status, StatusCode::OK);
        assert!(String::from_utf8(body)
            .unwrap()
            .contains("No day has been played yet."));
    })
    .await;
}

/// Issue 31, item 5: `--demo` loads an example of each rule set, marked, once however
/// often it loads; an administrator removes them in one step, and the site is empty again.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_examples_load_once_are_marked_and_go_in_one_step() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let (_, home) = Client::new(&server).page("/").await;
        assert!(home.contains("No games yet"));
        assert!(home.contains("omerta serve --demo"), "{home}");

        let loaded = omerta_server::examples::load(&server.state).await.unwrap();
        assert_eq!(loaded.games.len(), 3);
        assert!(loaded.games.iter().all(|(_, _, made)| *made));
        let again = omerta_server::examples::load(&server.state).await.unwrap();
        assert!(again.games.iter().all(|(_, _, made)| !*made));
        let ids: Vec<i64> = loaded.games.iter().map(|(_, id, _)| *id).collect();
        assert_eq!(
            ids,
            again.games.iter().map(|(_, id, _)| *id).collect::<Vec<_>>()
        );

        // The first person to sign up is still the site's administrator.
        let admin = Client::sign_up(&server, "Admin").await;
        let (_, home) = admin.page("/").await;
        assert!(
            home.contains("data-testid=\"remove-examples\""),
            "the administrator's button"
        );
        assert_eq!(
            home.matches("data-testid=\"example-badge\"").count(),
            3,
            "{home}"
        );
        assert!(home.contains("3 example games are loaded."));
        assert!(!home.contains("data-testid=\"demo-hint\""));

        // The Pro table: finished, scored, on its form and its overlay.
        let pro = ids[0];
        let view = admin.view(pro).await;
        assert_eq!(view["status"], "finished");
        assert_eq!(view["game"]["scores"]["winner"], "red");
        let (status, page) = admin.page(&format!("/games/{pro}")).await;
        assert_eq!(status, StatusCode::OK);
        assert!(page.contains("data-testid=\"example-notice\""));
        let (status, form) = admin.page(&format!("/games/{pro}/protocol/form")).await;
        assert_eq!(status, StatusCode::OK);
        assert!(form.contains("Anna Petrova") && form.contains("red wins"));
        let (status, _) = Client::new(&server)
            .page(&format!("/games/{pro}/overlay"))
            .await;
        assert_eq!(status, StatusCode::OK);
        // The forum thread: Pyro lynched by the majority, the town wins.
        let forum = admin.view(ids[1]).await;
        assert_eq!(forum["status"], "finished", "{forum}");
        let (_, thread) = admin.page(&format!("/games/{}", ids[1])).await;
        assert!(thread.contains("Locking it."), "the posts are there");
        assert!(thread.contains("Pyro"));
        // The 1923 week: played to the end of day 5.
        let week = admin.view(ids[2]).await;
        assert_eq!(week["status"], "finished", "{week}");

        // Nobody but an administrator removes them.
        let stranger = Client::sign_up(&server, "Stranger").await;
        let (_, home) = stranger.page("/").await;
        assert!(!home.contains("data-testid=\"remove-examples\""));
        let response = stranger
            .http
            .post(format!("{}/examples/remove", stranger.base))
            .form(&[("csrf", stranger.csrf.clone().unwrap())])
            .send()
            .await
            .unwrap();
        assert_eq!(response.status(), StatusCode::FORBIDDEN);
        let page = response.text().await.unwrap();
        assert!(
            page.contains("only a site administrator may remove the example games"),
            "{page}"
        );
        assert_eq!(admin.view(pro).await["status"], "finished");
        // The leaderboards summarise every finished game, the examples too (their rows
        // hang on the games: removing the examples takes them along).
        let (status, _) = admin.page("/leaderboards").await;
        assert_eq!(status, StatusCode::OK);

        let removed = omerta_server::examples::remove(&server.state)
            .await
            .unwrap();
        assert_eq!(removed, 3);
        let (_, home) = admin.page("/").await;
        assert!(home.contains("No games yet"), "{home}");
        for id in ids {
            let (status, _) = admin.page(&format!("/games/{id}")).await;
            assert_eq!(status, StatusCode::NOT_FOUND);
        }
        // The examples' names are free again, and loading again makes them anew.
        let noodle = Client::sign_up(&server, "Noodle").await;
        assert!(noodle.id.is_some());
        let error = omerta_server::examples::load(&server.state)
            .await
            .unwrap_err();
        assert!(
            error.message.contains("\"Noodle\" belongs to an account"),
            "{}",
            error.message
        );
    })
    .await;
}
