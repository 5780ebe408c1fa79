//! The services' last English sentences in the reader's language (issue 30): an uploaded
//! Polemica or MafiaRatings record's problems and warnings, a Pro record not finished, a
//! mail address the mail crate refuses, a followed thread's address and document, a setup
//! file that is not JSON. The codes and the JSON's fields stay as they are; English is
//! what it always was.

mod common;

use common::{each_backend, escaped, serve, Client};
use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

fn file(path: &str) -> String {
    std::fs::read_to_string(format!("{}/../../{path}", env!("CARGO_MANIFEST_DIR"))).unwrap()
}

/// A JSON request with an `Accept-Language` header (none when `accept` is empty).
async fn json_in(
    client: &Client,
    method: Method,
    path: &str,
    body: Value,
    accept: &str,
) -> (StatusCode, Value) {
    let mut request = client
        .http
        .request(method, format!("{}{path}", client.base))
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

/// Ten players of a Pro table, by seat: six civilians, the sheriff, two mafia, the don.
fn players() -> Value {
    let roles = [
        "civilian", "civilian", "civilian", "civilian", "civilian", "civilian", "sheriff", "mafia",
        "mafia", "don",
    ];
    roles
        .iter()
        .enumerate()
        .map(|(i, role)| json!({"seat": i + 1, "name": format!("P{}", i + 1), "role": role}))
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_uploads_problems_and_warnings_speak_the_readers_language() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let judge = Client::sign_up(&server, "Judge").await;
        let post = Method::POST;

        // A Polemica file with two problems: each at its place, in the reader's language.
        let polemica =
            json!({"format": "polemica", "document": {"players": [{"position": 11, "role": 2}]}});
        for (accept, sentence) in [
            (
                "",
                "this is not a Polemica game: 2 problems found:\n  players: a Pro Mafia table has \
                 ten players, not 1\n  players[0].position: 11 is not a seat 1 to 10",
            ),
            (
                "ru",
                "это не игра Polemica: Найдены 2 ошибки:\n  players: за столом спортивной мафии \
                 десять игроков, а не 1\n  players[0].position: 11 — не номер игрока от 1 до 10",
            ),
            (
                "he",
                "זה אינו משחק Polemica: נמצאו 2 בעיות:\n  players: בשולחן מאפיה מקצועית יש עשרה \
                 שחקנים, לא 1\n  players[0].position: 11 אינו מספר שחקן בין 1 ל-10",
            ),
        ] {
            let (status, body) = json_in(
                &judge,
                post.clone(),
                "/api/pro/uploads",
                polemica.clone(),
                accept,
            )
            .await;
            assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
            assert_eq!(refusal(&body), ("invalid_document", sentence), "{accept}");
        }

        // A MafiaRatings text that is not JSON: the place by its line and column, the
        // sentence by why serde stopped, serde's own detail quoted.
        let broken = json!({"format": "mafiaratings", "document": "{\"players\": ["});
        let (_, english) =
            json_in(&judge, post.clone(), "/api/pro/uploads", broken.clone(), "").await;
        assert_eq!(
            refusal(&english).1,
            "this is not a MafiaRatings game: 1 problem found:\n  players (line 1, column 13): not \
             a MafiaRatings game: EOF while parsing a list"
        );
        let (_, russian) = json_in(&judge, post.clone(), "/api/pro/uploads", broken, "ru").await;
        assert_eq!(
            refusal(&russian),
            (
                "invalid_document",
                "это не игра MafiaRatings: Найдена 1 ошибка:\n  players (строка 1, столбец 13): это не \
                 игра MafiaRatings: текст обрывается раньше, чем кончается JSON (подробность от serde: \
                 «EOF while parsing a list»)"
            )
        );

        // A record of a game not finished: the reason `pro check` gives, in its words.
        let mut unfinished: Value =
            serde_json::from_str(&file("examples/pro/red-win.json")).unwrap();
        unfinished["events"].as_array_mut().unwrap().truncate(3);
        let unfinished = json!({"document": unfinished});
        for (accept, start) in [
            ("", "the game cannot be counted: the game has not ended: "),
            ("ru", "игру нельзя засчитать: игра не окончена: "),
            ("he", "אי אפשר לספור את המשחק: המשחק לא הסתיים: "),
        ] {
            let (status, body) = json_in(
                &judge,
                post.clone(),
                "/api/pro/uploads",
                unfinished.clone(),
                accept,
            )
            .await;
            assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
            let (code, message) = refusal(&body);
            assert_eq!(code, "invalid_game");
            assert!(message.starts_with(start), "{accept}: {message}");
        }

        // A record the judge ends where the table's rules decided nothing: uploaded, with
        // its warning in the reader's language (the field stays a list of sentences).
        let judged = |title: &str| {
            json!({"title": title, "document": {
                "format": "omerta-pro/1",
                "players": players(),
                "events": [
                    {"type": "day"}, {"type": "night"},
                    {"type": "shots", "shots": {"8": 2, "9": 2, "10": 2}},
                    {"type": "day"}, {"type": "end", "winner": "red"}
                ]
            }})
        };
        let (status, body) = json_in(
            &judge,
            post.clone(),
            "/api/pro/uploads",
            judged("Judged"),
            "",
        )
        .await;
        assert_eq!(status, StatusCode::CREATED, "{body}");
        assert_eq!(
            body["warnings"],
            json!([
                "result: the record states red wins by the judge's decision on day 2 \
                    (events[4]), with 6 red players and 3 black players still at the table: the \
                    table's rules do not reach this result, so the record may be incomplete"
            ])
        );
        // The same game again is a duplicate: another name at seat 1 makes it another.
        let mut again = judged("Judged again");
        again["document"]["players"][0]["name"] = json!("Anna");
        let (status, body) = json_in(
            &judge,
            post.clone(),
            "/api/pro/uploads",
            again.clone(),
            "ru",
        )
        .await;
        assert_eq!(status, StatusCode::CREATED, "{body}");
        let warning = body["warnings"][0].as_str().unwrap();
        assert_eq!(
            warning,
            "result: в записи победа красных по решению судьи (день 2, events[4]), а за столом \
             ещё 6 красных игроков и 3 чёрных игрока: правила стола к такому результату не \
             приводят, так что запись, возможно, неполна"
        );
    })
    .await;
}

#[tokio::test]
async fn a_mail_address_and_a_follows_refusals_speak_the_readers_language() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let host = Client::sign_up(&server, "Host").await;

        // An address the mail crate refuses, by its reason; one by its IP address.
        for (email, accept, start) in [
            ("ann@", "", "\"ann@\" is not an email address ("),
            ("ann@", "ru", "\"ann@\" — не адрес почты ("),
            ("ann@", "he", "\"ann@\" אינה כתובת דואר אלקטרוני ("),
            (
                "ann@[127.0.0.1]",
                "ru",
                "\"ann@[127.0.0.1]\" называет хост по IP-адресу: адресу почты нужен почтовый \
                 домен, а не IP-адрес",
            ),
        ] {
            let (status, body) =
                json_in(&host, Method::PUT, "/api/me/mail", json!({"email": email}), accept).await;
            assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
            let (code, message) = refusal(&body);
            assert_eq!(code, "invalid_email");
            assert!(message.starts_with(start), "{accept}: {message}");
            if !accept.is_empty() {
                assert!(!message.contains("Missing"), "the mail crate's words: {message}");
            }
        }

        // A thread on a loopback address (the server's default: public addresses only).
        let loopback = json!({"title": "t", "url": "http://127.0.0.1:9/t"});
        for (accept, sentence) in [
            (
                "",
                "the address 127.0.0.1 of the thread address is a loopback address; omerta \
                 follows threads on public internet addresses only",
            ),
            (
                "ru",
                "адрес 127.0.0.1 (адрес темы) — адрес обратной петли (loopback); omerta следит \
                 только за темами на публичных адресах интернета",
            ),
            (
                "he",
                "הכתובת 127.0.0.1 (כתובת השרשור) היא כתובת לולאה חוזרת (loopback); omerta עוקב \
                 רק אחר שרשורים בכתובות ציבוריות באינטרנט",
            ),
        ] {
            let (status, body) =
                json_in(&host, Method::POST, "/api/follows", loopback.clone(), accept).await;
            assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
            assert_eq!(refusal(&body), ("invalid_follow", sentence), "{accept}");
        }

        // A follow's document that is not an object.
        let listed = json!({"title": "t", "url": "https://forum.example/t/1", "document": [1, 2]});
        for (accept, sentence) in [
            (
                "",
                "the document is an omerta-forum/1 object ({\"game\": …, \"players\": […]}), not a list",
            ),
            (
                "ru",
                "документ — это объект omerta-forum/1 ({\"game\": …, \"players\": […]}), а не список",
            ),
            (
                "he",
                "המסמך הוא אובייקט omerta-forum/1 ({\"game\": …, \"players\": […]}), לא רשימה",
            ),
        ] {
            let (status, body) =
                json_in(&host, Method::POST, "/api/follows", listed.clone(), accept).await;
            assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
            assert_eq!(refusal(&body), ("invalid_follow", sentence), "{accept}");
        }

        // The follow form's document, not JSON: where and why, serde's detail quoted.
        let csrf = host.csrf.clone().unwrap();
        let fields = [
            ("csrf", csrf.as_str()),
            ("title", "t"),
            ("url", "https://forum.example/t/1"),
            ("document", "{\"game\": nope}"),
        ];
        let (status, html) = form_in(&host, "/follows", &fields, "ru").await;
        assert!(status.is_client_error(), "{status}");
        let said = "документ — не JSON: ошибка в строке 1, столбце 11 (подробность от serde: \
                    «expected ident»)";
        assert!(html.contains(&escaped(said)), "{html}");
        let (_, html) = form_in(&host, "/follows", &fields, "").await;
        assert!(
            html.contains(&escaped("the document is not JSON (expected ident at line 1 column 11)")),
            "{html}"
        );

        // A setup file that is not JSON, in Hebrew: the sentence with its line and column.
        let (status, body) = json_in(
            &host,
            Method::POST,
            "/api/setups/upload",
            json!({"file": "{\"format\": \"omerta-forum-setup/1\",\n  \"name\": }"}),
            "he",
        )
        .await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
        assert_eq!(refusal(&body).0, "not_a_setup_file");
        let problem = body["error"]["problems"][0]["message"].as_str().unwrap();
        assert_eq!(
            problem,
            "הקובץ אינו JSON (מקום: שורה 2, עמודה 11; פירוט מ-serde: \"expected value\")."
        );
        let (_, english) = json_in(
            &host,
            Method::POST,
            "/api/setups/upload",
            json!({"file": "{\"format\": \"omerta-forum-setup/1\",\n  \"name\": }"}),
            "",
        )
        .await;
        assert_eq!(
            english["error"]["problems"][0]["message"],
            "The file is not JSON: expected value."
        );
    })
    .await;
}
