//! The site's own pages in the reader's language (issue 30): home, the games' lists, my
//! games, a new game, an upload, the ratings, the settings' mail part, the followed threads
//! and a followed thread are worded in Russian and Hebrew (right to left), and their
//! English is as before.

mod common;

use axum::routing::any;
use common::{each_backend, escaped, serve_with, Client, Server};
use omerta_server::Config;
use reqwest::StatusCode;
use serde_json::json;
use std::path::Path;
use std::time::{Duration, Instant};

/// A page in Russian, Hebrew and English: none of `english` is left in Russian or Hebrew,
/// each of `russian` and `hebrew` is there, and in English every sentence is as before.
async fn worded(client: &Client, path: &str, english: &[&str], russian: &[&str], hebrew: &[&str]) {
    let (status, html) = client.page_in(path, "ru-RU,ru;q=0.9").await;
    assert_eq!(status, StatusCode::OK, "{path}: {html}");
    assert!(html.contains(r#"lang="ru""#), "{path}");
    for sentence in english {
        assert!(
            !html.contains(&escaped(sentence)),
            "{path} in Russian: {sentence}\n{html}"
        );
    }
    for word in russian {
        assert!(
            html.contains(&escaped(word)),
            "{path} in Russian lacks {word}\n{html}"
        );
    }
    let (status, html) = client.page_in(path, "he").await;
    assert_eq!(status, StatusCode::OK, "{path}");
    assert!(html.contains(r#"<html lang="he" dir="rtl">"#), "{path}");
    for sentence in english {
        assert!(
            !html.contains(&escaped(sentence)),
            "{path} in Hebrew: {sentence}\n{html}"
        );
    }
    for word in hebrew {
        assert!(
            html.contains(&escaped(word)),
            "{path} in Hebrew lacks {word}\n{html}"
        );
    }
    let (status, html) = client.page_in(path, "en").await;
    assert_eq!(status, StatusCode::OK, "{path}");
    for sentence in english {
        assert!(
            html.contains(&escaped(sentence)),
            "{path} in English lacks {sentence}\n{html}"
        );
    }
}

/// The server's settings: the forum below listens on 127.0.0.1.
fn local() -> Config {
    Config {
        follow_allow_private: true,
        follow_delay: Duration::ZERO,
        follow_fetch_now_gap: Duration::ZERO,
        ..Config::default()
    }
}

/// A forum on a loopback port serving the real saved vBulletin 4 thread page at every
/// address: its base address.
async fn forum() -> String {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let base = format!("http://{}", listener.local_addr().unwrap());
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../omerta-forum-import/tests/fixtures/vbulletin/vbulletin4-page.html");
    let page = String::from_utf8(std::fs::read(path).expect("the fixture"))
        .expect("UTF-8")
        .replace("http://forums.militarytimes.com/", &format!("{base}/"))
        .replace("rel=\"next\"", "rel=\"nofollow\"");
    let page = with_vote(&page, 365267, "Vote: sandsjames");
    let page = with_vote(&page, 365268, "Unvote: Rainmaker");
    let app = axum::Router::new().fallback(any(move || {
        let page = page.clone();
        async move {
            let mut response = axum::response::Response::new(axum::body::Body::from(page));
            response
                .headers_mut()
                .insert("content-type", "text/html; charset=utf-8".parse().unwrap());
            response
        }
    }));
    tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
    base
}

/// `text` in bold at the top of post `post`'s body.
fn with_vote(page: &str, post: u64, text: &str) -> String {
    let marker = format!("id=\"post_message_{post}\"");
    let start = page.find(&marker).unwrap_or_else(|| panic!("post {post}"));
    let open = "<blockquote class=\"postcontent restore \">";
    let at = start + page[start..].find(open).expect("the post's body") + open.len();
    format!("{}<b>{text}</b><br />{}", &page[..at], &page[at..])
}

async fn fetched(server: &Server, id: i64) {
    let start = Instant::now();
    while start.elapsed() < Duration::from_secs(20) {
        let row = server.state.store.follow(id).await.unwrap().unwrap();
        if row.fetched_at.is_some() && row.pending.is_none() {
            return;
        }
        tokio::time::sleep(Duration::from_millis(30)).await;
    }
    panic!("follow {id} was not fetched");
}

#[tokio::test]
async fn the_sites_own_pages_speak_the_readers_language() {
    each_backend(|url| async move {
        let server = serve_with(&url, local()).await;
        // Before any game: home and the lists, as a visitor.
        let visitor = Client::new(&server);
        worded(
            &visitor,
            "/",
            &[
                "Run Mafia the way your community plays it: at the table, in a thread, or on this site.",
                "or sign in",
                "Host one",
                "Recent games",
                "No games yet: host the first.",
                "Sport Mafia at a table of ten",
                "A game in a thread: bolded votes",
                "Families, fifteen roles",
            ],
            &["Последние игры", "Игр пока нет: проведите первую.", "или войти"],
            &["משחקים אחרונים", "עדיין אין משחקים: ארחו את הראשון."],
        )
        .await;
        worded(
            &visitor,
            "/games",
            &[
                "Host a game",
                "Open for players",
                "No game is waiting for players.",
                "No game is running.",
                "No game has ended yet.",
            ],
            &["Набор игроков", "Ни одна игра не ждёт игроков."],
            &["פתוחים לשחקנים", "אין משחק פעיל."],
        )
        .await;
        worded(
            &visitor,
            "/games?ruleset=pro",
            &["Pro Mafia games", "Sport Mafia at a table of ten"],
            &["Pro Mafia: игры", "Спортивная мафия за столом"],
            &["Pro Mafia: משחקים"],
        )
        .await;

        // Signed in, hosting a table in its lobby.
        let host = Client::sign_up(&server, "host").await;
        host.create("pro", "Table one").await;
        worded(
            &host,
            "/games/mine",
            &[
                "1 game waits for you.",
                "You are",
                "Waiting for",
                "Deadline",
                "you to seat the players and start",
            ],
            &["1 игра ждёт вас.", "что вы рассадите игроков и начнёте", "ведущий"],
            &["משחק אחד מחכה לך.", "מנחה"],
        )
        .await;
        worded(
            &host,
            "/games/new",
            &[
                "Rule set",
                "Friday table 3",
                "You host the game: you seat or admit the players, start it, and (for Pro Mafia) judge it.",
            ],
            &["Пятничный стол 3", "Создать"],
            &["משחק חדש", "יצירה"],
        )
        .await;
        worded(
            &host,
            "/standings/upload",
            &[
                "Upload a finished game",
                "counts in its event's standings like a table recorded here",
                "Recorded in",
                "The game's file",
                "or its text",
            ],
            &["Загрузить завершённую игру", "Файл игры"],
            &["העלאת משחק שהסתיים", "קובץ המשחק"],
        )
        .await;
        worded(
            &host,
            "/ratings",
            &[
                "Every player's Elo rating over every finished Pro Mafia game",
                "everybody starts at 1500",
                "No finished Pro Mafia game yet.",
            ],
            &["Рейтинг Эло каждого игрока", "все начинают с 1500"],
            &["דירוג Elo של כל שחקן"],
        )
        .await;
        // A player the ratings do not know: the refusal in the reader's language.
        let (status, html) = host.page_in("/ratings?player=Nobody", "ru").await;
        assert_eq!(status, StatusCode::NOT_FOUND);
        assert!(html.contains("нет игр с рейтингом"), "{html}");
        let (_, html) = host.page_in("/ratings?player=Nobody", "en").await;
        assert!(html.contains(&escaped("\"Nobody\" has no rated game")), "{html}");
        worded(
            &host,
            "/settings",
            &[
                "Your email address",
                "Leave it empty to receive no mail.",
                "What to receive",
                "Public news of my games: deaths, phases, the end",
                "News for me alone: my role, my results, what the rules tell me",
                "The host's reminders to me to take part (prods)",
                "A reminder before a phase closes while my vote or action is missing",
                "Dead players receive the public news only, as the rules say.",
            ],
            &["Ваш адрес электронной почты", "Что получать"],
            &["כתובת הדואר האלקטרוני שלך", "מה לקבל"],
        )
        .await;
        worded(
            &host,
            "/follows",
            &[
                "Followed threads",
                "omerta reads its thread on a schedule",
                "You follow no thread yet.",
                "Follow a thread",
                "The thread's address",
                "Recognise it from the page",
                "Fetch every (minutes, at least 5)",
                "Webhook secret (optional; left empty: none)",
                "Add the game and its players on the thread's page once it is followed.",
            ],
            &["Отслеживаемые темы", "Вы пока не отслеживаете ни одной темы."],
            &["שרשורים במעקב", "מעקב אחרי שרשור"],
        )
        .await;

        // A followed thread with its players, read once: a vote and an unvote.
        let thread = format!("{}/showthread.php/9687", forum().await);
        let (status, created) = host
            .post(
                "/api/follows",
                json!({"title": "Board game", "url": thread,
                       "document": {"game": {"day_hours": 100000}, "players": [
                           {"name": "Rainmaker"}, {"name": "Mjölnir"}, {"name": "sandsjames"},
                           {"name": "giggawatt"}]}}),
            )
            .await;
        assert_eq!(status, StatusCode::CREATED, "{created}");
        let id = created["id"].as_i64().expect("an id");
        fetched(&server, id).await;
        worded(
            &host,
            &format!("/follows/{id}"),
            &[
                "Last fetched",
                "Fetch now",
                "Vote count",
                "Vote history",
                "post 365267",
                // A vote's time, written in the reader's language.
                "Wed 15 Jun 2016, 17:21 UTC",
                "The posts are the thread's: omerta reads them.",
                "Save and fetch again",
                "Stop following (the votes read are deleted)",
            ],
            &["Последнее чтение", "Прочитать сейчас", "История голосов", "пост 365267", "10 постов"],
            &["נקרא לאחרונה", "לקרוא עכשיו", "היסטוריית הקולות", "הודעה 365267"],
        )
        .await;
        worded(
            &host,
            "/follows",
            &["Your threads"],
            &["Ваши темы", "пост"],
            &["השרשורים שלך"],
        )
        .await;
    })
    .await;
}
