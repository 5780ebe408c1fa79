//! The Pro table's pages in Russian and Ukrainian (issue 30): the judge's console (its
//! script's sentences given in one JSON block of the reader's language), the table, the
//! records and the printed protocol in the community's words; English unchanged.

mod common;

use common::{each_backend, ok, serve, Client, Server};
use serde_json::{json, Value};

fn sample(name: &str) -> Value {
    let path = format!(
        "{}/../../examples/pro/{name}.json",
        env!("CARGO_MANIFEST_DIR")
    );
    serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

/// A page fetched with an `Accept-Language` header, as the client (its cookies) reads it.
async fn page_in(client: &Client, path: &str, accept: &str) -> String {
    let response = client
        .http
        .get(format!("{}{path}", client.base))
        .header("accept-language", accept)
        .send()
        .await
        .unwrap();
    assert!(
        response.status().is_success(),
        "{path}: {}",
        response.status()
    );
    response.text().await.unwrap()
}

/// The sample's table: the judge, ten players under the sample's names, started with its
/// roles, and (when `record`) every event of the sample recorded.
async fn table(server: &Server, game: &Value, record: bool) -> (Client, i64) {
    let judge = Client::sign_up(server, "Judge").await;
    let id = judge.create("pro", "Кубок").await;
    let mut players = game["players"].as_array().unwrap().clone();
    players.sort_by_key(|p| p["seat"].as_u64());
    for (i, p) in players.iter().enumerate() {
        let player = Client::sign_up(server, &format!("Seat {}", i + 1)).await;
        ok(player
            .lobby(id, json!({"type": "join", "name": p["name"]}))
            .await);
    }
    let roles: Vec<Value> = players.iter().map(|p| p["role"].clone()).collect();
    ok(judge
        .lobby(
            id,
            json!({"type": "start", "setup": {"roles": roles, "rules": game.get("rules"), "event": "Кубок"}}),
        )
        .await);
    if record {
        for event in game["events"].as_array().unwrap() {
            ok(judge
                .act(id, json!({"type": "record", "event": event}))
                .await);
        }
    }
    (judge, id)
}

/// The console's JSON block in the page (the game's `data-words`): the sentences `pro.js`
/// shows.
fn console_words(page: &str) -> Value {
    let game = &page[page.find("data-game=").expect("the game's element")..];
    let start = game
        .find("data-words='")
        .expect("the console's sentences are in the page");
    let rest = &game[start + "data-words='".len()..];
    serde_json::from_str(&rest[..rest.find('\'').unwrap()]).expect("the block is JSON")
}

#[tokio::test]
async fn the_judges_console_speaks_russian_and_ukrainian_and_english_is_unchanged() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let (judge, id) = table(&server, &sample("lift"), false).await;
        let path = format!("/games/{id}");

        let page = page_in(&judge, &path, "ru-RU,ru;q=0.9").await;
        assert!(page.contains(r#"<html lang="ru" dir="ltr">"#));
        for needle in [
            ">Выставить</button>",
            ">Голосование</button>",
            ">Подъём</button>",
            ">Стрельба</button>",
            ">Завещание</button>",
            "Все записи сохранены.",
            "Отменить последнюю запись",
            "Завершить и подсчитать",
            "Ночь 0",
            "Протокол игры",
            ">шериф</span>",
            ">дон</span>",
            ">мирный</span>",
        ] {
            assert!(page.contains(needle), "the Russian console lacks {needle}");
        }
        let words = console_words(&page);
        assert_eq!(
            words["console-confirm-fourth-foul"],
            "Это четвёртый фол игрока {seat}: он удаляет игрока из-за стола. Записать?"
        );
        assert_eq!(words["console-rec-nominate"], "{by} выставляет {target}");
        assert_eq!(words["console-step-lift"], "голосование за подъём");
        assert!(
            !page.contains("Choose a tool, then tap seats"),
            "English left"
        );

        let page = page_in(&judge, &path, "uk").await;
        assert!(page.contains(">Виставити</button>") && page.contains(">Підняття</button>"));
        assert_eq!(console_words(&page)["console-rec-will"], "Заповіт {seat}");

        // English: the sentences the script always had, word for word.
        let page = judge.page(&path).await.1;
        assert!(page.contains(">Nominate</button>") && page.contains("Every record is saved."));
        let words = console_words(&page);
        assert_eq!(
            words["console-confirm-fourth-foul"],
            "This is {seat}'s fourth foul: it removes them from the table. Record it?"
        );
        assert_eq!(words["console-next"], "Next: {step}");
        // Every console sentence of English is in each language's block, none empty.
        for accept in ["ru", "uk"] {
            let theirs = console_words(&page_in(&judge, &path, accept).await);
            for (id, _) in words.as_object().unwrap() {
                let text = theirs[id].as_str().unwrap_or_default();
                assert!(!text.is_empty(), "{accept}: {id} is empty");
            }
        }
        // A spectator has no console, so no block.
        let page = page_in(&Client::new(&server), &path, "ru").await;
        assert!(!page.contains("console-no-tool"));
    })
    .await;
}

#[tokio::test]
async fn the_records_and_the_protocol_read_in_russian() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let (judge, id) = table(&server, &sample("lift"), true).await;
        let page = page_in(&judge, &format!("/games/{id}/protocol"), "ru-RU").await;
        for needle in [
            "Кубок: протокол",
            "День 1, голосование",
            "День 1, переголосование",
            "Шериф (#1 Olga Ivanova) проверяет #7 Ksenia Morozova: чёрный.",
            "Дон (#4 Viktor Popov) проверяет #1 Olga Ivanova: шериф.",
            "Поднять #6 Ahmed Karimi, #7 Ksenia Morozova вместе: 5 рук за \
             (#2, #4, #7, #9, #10); нужно 6 при 10 за столом. \
             Не принято: никто не покидает стол.",
            "Принято: #5 Emma Schulz, #9 Roman Lebedev покидают стол.",
            "Наступает ночь.",
            "Кандидатура",
            "Подпись судьи",
            // What the table was told, worded from the records' data (`told`).
            "Emma Schulz (номер 5) покидает стол: поднят.",
            "Игра решена: ",
        ] {
            assert!(page.contains(needle), "the Russian protocol lacks {needle}");
        }
        assert!(
            !page.contains("left the table") && !page.contains("The game is decided"),
            "an English announcement on the Russian protocol"
        );
        let page = page_in(&judge, &format!("/games/{id}"), "ru-RU").await;
        assert!(
            page.contains("Баллы, если завершить сейчас"),
            "the provisional scores"
        );
        assert!(page.contains("Проверки"));
        // Ukrainian: the lift in its own word.
        let page = page_in(&judge, &format!("/games/{id}/protocol"), "uk").await;
        assert!(page.contains("Прийнято: #5 Emma Schulz, #9 Roman Lebedev залишають стіл."));
        assert!(page.contains("День 1, переголосування"));

        // Finished: the standings and the events in the community's words.
        ok(judge.act(id, json!({"type": "finish"})).await);
        let page = page_in(&judge, "/standings?event=%D0%9A%D1%83%D0%B1%D0%BE%D0%BA", "ru").await;
        for needle in [
            "<h1>Турнирная таблица</h1>",
            "1 игра, сначала наибольший итог; при равенстве: больше доп. баллов, затем больше побед",
            ">Победы</th>",
            "протокол</a>",
        ] {
            assert!(page.contains(needle), "the Russian standings lack {needle}");
        }
        assert!(page.contains("победа красных") || page.contains("победа чёрных"));
        let page = page_in(&judge, "/events", "uk").await;
        assert!(page.contains("<h1>Турніри</h1>") && page.contains("Турнірів поки немає."));
        assert!(page.contains("Створити турнір"));
    })
    .await;
}

/// Issue 30: the judge's table setup and the lobby speak the judge's language: the form,
/// the card pickers and the setup script's sentences (`data-words`).
#[tokio::test]
async fn the_lobby_and_the_table_setup_speak_russian_and_hebrew() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let judge = Client::sign_up(&server, "Judge").await;
        let id = judge.create("pro", "Кубок").await;
        ok(judge
            .lobby(id, json!({"type": "seat", "name": "Анна"}))
            .await);
        let page = page_in(&judge, &format!("/games/{id}"), "ru-RU,ru;q=0.9").await;
        for needle in [
            "Посадить игрока по имени",
            "Случайная рассадка",
            "Начать игру",
            "Отменить игру",
            "(посажен ведущим)",
            ">шериф</option>",
            ">случайно</option>",
            "Осталось занять мест до начала: 9.",
            "\"lobby-js-full\":\"Стол заполнен\"",
        ] {
            assert!(page.contains(needle), "the Russian lobby lacks {needle}");
        }
        for english in [
            "Seat a player by name",
            "Start the game",
            ">random<",
            "seated by the host",
        ] {
            assert!(
                !page.contains(english),
                "English in the Russian lobby: {english}"
            );
        }
        let page = page_in(&judge, &format!("/games/{id}"), "he").await;
        assert!(page.contains(r#"dir="rtl""#));
        assert!(page.contains("התחלת המשחק"), "the Hebrew start button");
        // English stays as it was.
        let page = page_in(&judge, &format!("/games/{id}"), "en").await;
        assert!(page.contains("Seats to fill before the start: 9."));
        assert!(page.contains(">Start the game</button>"));
    })
    .await;
}
