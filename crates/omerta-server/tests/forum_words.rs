//! The forum game's pages in the reader's language (issue 30): the start form, the running
//! game as a player and as the host, with no English sentence left of those the `forum`
//! area words, and a modkill for inactivity (D23) read as a sentence, never its code.

mod common;

use common::{each_backend, forum_game, ok, serve, Client};
use reqwest::StatusCode;
use serde_json::json;

/// A page fetched with an `Accept-Language` header (no account setting: the header wins).
async fn page_in(client: &Client, path: &str, accept: &str) -> String {
    let (status, text) = client.page_in(path, accept).await;
    assert_eq!(status, StatusCode::OK, "{path} in {accept}: {text}");
    // Text as the browser reads it; the host's BBCode tally left out (the forum's record,
    // in English like the host's posts, D23).
    let text = text
        .replace("&#x27;", "'")
        .replace("&quot;", "\"")
        .replace("&#x2f;", "/");
    match (
        text.find("<textarea id=\"bbcode-tally\""),
        text.find("</textarea>"),
    ) {
        (Some(start), Some(_)) => {
            let end = start + text[start..].find("</textarea>").unwrap_or(0);
            format!("{}{}", &text[..start], &text[end..])
        }
        _ => text,
    }
}

/// English sentences the `forum` area now words; none may be left on a page in another
/// language.
const ENGLISH: &[&str] = &[
    "Vote count",
    "Not voting",
    "Write a post",
    "On this page",
    "Your role",
    "Players <span",
    "votes is a majority",
    "Nobody has a majority yet.",
    "hosted by",
    "Deaths</h3>",
    "inactivity (rule 13)</li>",
    "For the host",
    "Host controls",
    "Modkill a player",
    "Replace the player in slot",
    "vote for P",
    "Edited 1 time",
    "As first posted",
];

const START_ENGLISH: &[&str] = &[
    "Start the game",
    "The thread's rules",
    "How roles are dealt",
    "Town: vanilla",
    "Mafia: goon",
    "Night actions are resolved by",
    "Or give the whole setup as JSON",
];

fn assert_none(text: &str, english: &[&str], who: &str) {
    for sentence in english {
        assert!(
            !text.contains(sentence),
            "{who}: {sentence:?} is still English"
        );
    }
}

fn assert_all(text: &str, words: &[&str], who: &str) {
    for word in words {
        assert!(text.contains(word), "{who}: no {word:?}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_start_form_speaks_the_readers_language() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let host = Client::sign_up(&server, "Host").await;
        let game = host.create("forum", "Words").await;
        for i in 0..3 {
            let player = Client::sign_up(&server, &format!("Player {i}")).await;
            ok(player
                .lobby(game, json!({"type": "join", "name": format!("P{i}")}))
                .await);
        }
        let path = format!("/games/{game}");
        let ru = page_in(&host, &path, "ru-RU,ru;q=0.9").await;
        assert_none(&ru, START_ENGLISH, "ru start");
        assert_all(
            &ru,
            &[
                "Начать игру",
                "Как раздаются роли",
                "Город: мирный",
                "Мафия: мафиози",
            ],
            "ru start",
        );
        let he = page_in(&host, &path, "he").await;
        assert_none(&he, START_ENGLISH, "he start");
        assert_all(
            &he,
            &["התחלת המשחק", "איך מחלקים תפקידים", "העיירה: איש עיירה"],
            "he start",
        );
        // English is as it was (the browser tests read it).
        let en = page_in(&host, &path, "en").await;
        assert_all(&en, START_ENGLISH, "en start");
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_running_game_speaks_the_readers_language_to_players_and_host() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let (host, players, game) = forum_game(&server, 5).await;
        ok(players[0]
            .act(game, json!({"type": "post", "body": "[b]Vote: P4[/b]"}))
            .await);
        let view = host.view(game).await;
        let first = view["game"]["posts"]
            .as_array()
            .unwrap()
            .iter()
            .find(|p| p["author"] == "P0")
            .unwrap()["id"]
            .as_u64()
            .unwrap();
        ok(players[0]
            .act(
                game,
                json!({"type": "edit", "post": first, "body": "[b]Vote: P3[/b]"}),
            )
            .await);
        // P2 is modkilled for inactivity in one step (D23): the code, never English.
        ok(host
            .act(game, json!({"type": "modkill_inactive", "slot": 2}))
            .await);
        let path = format!("/games/{game}");

        for (who, client) in [("player", &players[1]), ("host", &host)] {
            let ru = page_in(client, &path, "ru-RU,ru;q=0.9").await;
            assert_none(&ru, ENGLISH, &format!("ru {who}"));
            assert_all(
                &ru,
                &[
                    "Голосование",
                    "Не голосуют",
                    "Игроки",
                    "Погибшие",
                    "модкилл за неактив по правилу 13 (день 1)",
                    "Отредактирован 1 раз: все версии",
                    "голос за P4",
                    "День 1",
                ],
                &format!("ru {who}"),
            );
            let he = page_in(client, &path, "he").await;
            assert_none(&he, ENGLISH, &format!("he {who}"));
            assert_all(
                &he,
                &[
                    "ספירת קולות",
                    "לא מצביעים",
                    "מתים",
                    "הוצא על ידי המנחה על חוסר פעילות, כלל 13 (יום 1)",
                    "נערכה פעם אחת: כל הגרסאות",
                    "יום 1",
                ],
                &format!("he {who}"),
            );
            let en = page_in(client, &path, "en").await;
            assert_all(
                &en,
                &[
                    "Vote count",
                    "Edited 1 time: every revision",
                    "modkilled day 1 for inactivity (rule 13)",
                ],
                &format!("en {who}"),
            );
        }
        let ru = page_in(&players[1], &path, "ru").await;
        assert_all(&ru, &["Ваша роль", "Написать пост"], "ru player");
        // The day's deadline is written in the reader's language, in English only in English.
        let weekdays = ["Mon ", "Tue ", "Wed ", "Thu ", "Fri ", "Sat ", "Sun "];
        let english_date = |page: &str| weekdays.iter().any(|d| page.contains(&format!(">{d}")));
        assert!(!english_date(&ru), "ru: a deadline in English");
        assert!(
            !english_date(&page_in(&players[1], &path, "he").await),
            "he: a deadline in English"
        );
        assert!(
            english_date(&page_in(&players[1], &path, "en").await),
            "en: the deadline"
        );
        let ru = page_in(&host, &path, "ru").await;
        assert_all(
            &ru,
            &[
                "Ведущему",
                "Управление игрой",
                "Модкилл игроку",
                "Закончить день 1 сейчас",
                "Выберите слот",
                "Написать в течение",
            ],
            "ru host",
        );
        let he = page_in(&host, &path, "he").await;
        assert_all(&he, &["למנחה", "פעולות המנחה", "הוצאת שחקן"], "he host");
    })
    .await;
}

/// Issue 30, D42: a player reads their built-in role PM and a night's results PM in their
/// browser's language on the page; a PM from the host's own template keeps the host's
/// words, its blanks worded for the reader; the host reads every PM in theirs.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_players_pms_read_in_their_language_on_the_page() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let host = Client::sign_up(&server, "Host").await;
        let game = host.create("forum", "PM words").await;
        let mut players = Vec::new();
        for i in 0..5 {
            let player = Client::sign_up(&server, &format!("Player {i}")).await;
            ok(player
                .lobby(game, json!({"type": "join", "name": format!("P{i}")}))
                .await);
            players.push(player);
        }
        let mut roles = vec![json!({"faction": "town", "role": "cop"})];
        roles.extend((1..4).map(|_| json!({"faction": "town"})));
        roles.push(json!({"faction": "mafia", "role": "goon",
            "pm": "Psst, {name}! Keep it [i]quiet[/i].\n{goal}"}));
        ok(host
            .lobby(
                game,
                json!({"type": "start", "setup": {"deal": "given", "roles": roles}}),
            )
            .await);
        ok(host.act(game, json!({"type": "advance"})).await);
        ok(players[0]
            .act(
                game,
                json!({"type": "night_action", "ability": "investigate", "targets": ["P4"]}),
            )
            .await);
        ok(host.act(game, json!({"type": "advance"})).await);
        let path = format!("/games/{game}");

        // Issue 30: the host reads the night's explanation in their language, worded from
        // the resolver's data, and in English as the resolver wrote it.
        let explained = page_in(&host, &path, "ru").await;
        assert_all(
            &explained,
            &[
                "Погибли: никто",
                "Срабатывает ли действие P0 «проверка» (actions[0])? Да.",
                "• Довод за: P0: «проверка» → P4 [в силе]",
            ],
            "ru host's explanation",
        );
        assert_none(
            &explained,
            &["Does P0's investigate", "Reason for yes", "Deaths: nobody"],
            "ru host's explanation",
        );
        // In Hebrew, right to left, each Latin name is isolated (FSI … PDI) so that
        // "P0:" is not laid out as ":P0" in the preformatted text.
        let hebrew = page_in(&host, &path, "he").await;
        assert_all(
            &hebrew,
            &["\u{2068}P0\u{2069}", "\u{2068}P4\u{2069}"],
            "he host's explanation",
        );
        assert_none(&explained, &["\u{2068}"], "ru host's explanation");
        let english = page_in(&host, &path, "en").await;
        assert_all(
            &english,
            &[
                "Deaths: nobody",
                "Does P0's investigate (actions[0]) take effect? Yes.",
            ],
            "en host's explanation",
        );

        let ru = page_in(&players[0], &path, "ru-RU,ru;q=0.9").await;
        assert_all(
            &ru,
            &[
                "<strong>Вы — P0: cop (город).</strong>",
                "Каждую ночь вы можете проверить одного игрока и узнать, мафия ли он.",
                "Вы побеждаете вместе с городом",
                "<strong>Ночь 1: ваши результаты.</strong>",
                "Ваша проверка игрока P4: мафия.",
            ],
            "ru cop",
        );
        assert_none(
            &ru,
            &["You are P0", "Each night you may", "Your investigation of"],
            "ru cop",
        );
        let he = page_in(&players[0], &path, "he").await;
        assert_all(
            &he,
            &[
                "<strong>אתם P0: cop (העיירה).</strong>",
                "בכל לילה אתם יכולים לחקור שחקן אחד",
                "החקירה שלכם של P4: מאפיה.",
            ],
            "he cop",
        );
        assert_none(&he, &["You are P0", "Your investigation of"], "he cop");
        // The host's own template: its words are the host's in every language.
        let goon = page_in(&players[4], &path, "ru").await;
        assert_all(
            &goon,
            &[
                "Psst, P4! Keep it <em>quiet</em>.",
                "Вы побеждаете вместе с командой «мафия»",
            ],
            "ru goon",
        );
        assert_none(&goon, &["You win with"], "ru goon");
        // English reads the stored text, as before.
        let en = page_in(&players[0], &path, "en").await;
        assert_all(
            &en,
            &[
                "<strong>You are P0: town cop.</strong>",
                "Your investigation of P4: mafia.",
            ],
            "en cop",
        );
        // The host reads every PM sent, in the host's language.
        let host_he = page_in(&host, &path, "he").await;
        assert_all(
            &host_he,
            &["החקירה שלכם של P4: מאפיה.", "Psst, P4! Keep it"],
            "he host",
        );
    })
    .await;
}

/// Issue 30: the host's flags (an edit, rule 3) and the vote counter's notes on a post (a
/// vote for nobody, rule 6) read in the host's language on the page, worded from what each
/// says as data; English is the rule crate's own sentence.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_hosts_flags_and_the_counters_notes_read_in_the_readers_language() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let (host, players, game) = forum_game(&server, 5).await;
        ok(players[0]
            .act(game, json!({"type": "post", "body": "[b]Vote: P4[/b]"}))
            .await);
        ok(players[1]
            .act(
                game,
                json!({"type": "post", "body": "[b]Vote: Nobody Here[/b]"}),
            )
            .await);
        let view = host.view(game).await;
        let first = view["game"]["posts"]
            .as_array()
            .unwrap()
            .iter()
            .find(|p| p["author"] == "P0")
            .unwrap()["id"]
            .as_u64()
            .unwrap();
        ok(players[0]
            .act(
                game,
                json!({"type": "edit", "post": first, "body": "[b]Vote: P3[/b]"}),
            )
            .await);
        let view = host.view(game).await;
        let flags = view["game"]["flags"].as_array().unwrap().clone();
        let edit = flags
            .iter()
            .find(|f| f["rule"] == 3)
            .expect("the edit's flag");
        let said: omerta_forum::FlagSaid = serde_json::from_value(edit["said"].clone()).unwrap();
        let english = edit["message"].as_str().unwrap();
        assert_eq!(
            omerta_i18n::forum::flag(omerta_i18n::Lang::En, &said),
            english
        );
        let note = view["game"]["posts"]
            .as_array()
            .unwrap()
            .iter()
            .flat_map(|p| p["notes"].as_array().cloned().unwrap_or_default())
            .find(|n| n["rule"] == 6)
            .expect("the counter's note on the vote for nobody");
        let noted: omerta_forum::NoteSaid = serde_json::from_value(note["said"].clone()).unwrap();
        let note_english = note["message"].as_str().unwrap();

        let path = format!("/games/{game}");
        let en = page_in(&host, &path, "en").await;
        assert_all(&en, &[english, note_english], "en host");
        for (lang, accept) in [
            (omerta_i18n::Lang::Ru, "ru-RU"),
            (omerta_i18n::Lang::He, "he"),
        ] {
            let page = page_in(&host, &path, accept).await;
            let flag = omerta_i18n::forum::flag(lang, &said);
            let note = omerta_i18n::forum::note(lang, &noted);
            assert_ne!(flag, english);
            assert_ne!(note, note_english);
            assert_all(&page, &[flag.as_str(), note.as_str()], accept);
            assert_none(&page, &[english, note_english], accept);
        }
    })
    .await;
}
