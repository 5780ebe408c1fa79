//! Refusals in the reader's language (issue 30): a refused lobby command and a refused
//! sign-in say their sentence in the JSON `message` and on the page in the reader's
//! language (the account's setting, else the switch's cookie, else `Accept-Language`), with
//! the `code` unchanged; English by default and for a hostile header.

mod common;

use common::{each_backend, escaped, form, forum_game, ok, serve, Client};
use reqwest::StatusCode;
use serde_json::{json, Value};

/// A JSON request with an `Accept-Language` header (none when `accept` is empty).
async fn send_in(client: &Client, path: &str, body: Value, accept: &str) -> (StatusCode, Value) {
    let body = body.to_string();
    raw_in(client, reqwest::Method::POST, path, &body, accept).await
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

/// A request of any method with a raw body (none when empty) and an `Accept-Language`
/// header (none when `accept` is empty).
async fn raw_in(
    client: &Client,
    method: reqwest::Method,
    path: &str,
    body: &str,
    accept: &str,
) -> (StatusCode, Value) {
    let mut request = client
        .http
        .request(method, format!("{}{path}", client.base));
    if !body.is_empty() {
        request = request
            .header("content-type", "application/json")
            .body(body.to_string());
    }
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

/// The refusal's code and message.
fn refusal(body: &Value) -> (&str, &str) {
    (
        body["error"]["code"].as_str().unwrap_or_default(),
        body["error"]["message"].as_str().unwrap_or_default(),
    )
}

#[tokio::test]
async fn a_refused_join_speaks_the_readers_language() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let host = Client::sign_up(&server, "Host").await;
        let game = host.create("forum", "Languages").await;
        let boris = Client::sign_up(&server, "Boris").await;
        ok(boris
            .lobby(game, json!({"type": "join", "name": "Ann"}))
            .await);
        let path = format!("/api/games/{game}/commands");
        let again = json!({"lobby": {"type": "join", "name": "Boris"}});

        // English by default, word for word as before.
        let (status, body) = send_in(&boris, &path, again.clone(), "").await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
        assert_eq!(
            refusal(&body),
            ("already_joined", "you have already joined this game")
        );
        // Russian from the browser's header; the code does not change.
        let (status, body) = send_in(&boris, &path, again.clone(), "ru-RU,ru;q=0.9").await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
        assert_eq!(
            refusal(&body),
            ("already_joined", "вы уже записались в эту игру")
        );
        // A name too like another's: its arguments in place, in Russian.
        let clara = Client::sign_up(&server, "Clara").await;
        let (_, body) = send_in(
            &clara,
            &path,
            json!({"lobby": {"type": "join", "name": "ann"}}),
            "ru",
        )
        .await;
        assert_eq!(
            refusal(&body),
            (
                "name_taken",
                "\"ann\" слишком похоже на \"Ann\", их не различить: у каждого игрока в игре своё имя"
            )
        );
        // Only the host shuffles the seats: the doing is worded too.
        let (status, body) = send_in(
            &clara,
            &path,
            json!({"lobby": {"type": "shuffle"}}),
            "uk",
        )
        .await;
        assert_eq!(status, StatusCode::FORBIDDEN, "{body}");
        assert_eq!(
            refusal(&body),
            ("forbidden", "лише ведучий може перемішувати місця")
        );
        // A hostile header is English.
        let hostile = "x-y;q=0.5,".repeat(600) + "ru";
        let (_, body) = send_in(&boris, &path, again.clone(), &hostile).await;
        assert_eq!(refusal(&body).1, "you have already joined this game");
        let (_, body) = send_in(&boris, &path, again.clone(), "ru;q=7").await;
        assert_eq!(refusal(&body).1, "you have already joined this game");
        // The account's setting wins over the header.
        let (status, _, _) = form(&boris, "/lang", &[("lang", "he"), ("next", "/")]).await;
        assert_eq!(status, StatusCode::OK);
        let (_, body) = send_in(&boris, &path, again, "ru").await;
        assert_eq!(
            refusal(&body),
            ("already_joined", "כבר הצטרפת למשחק הזה")
        );

        // The page of a refused form: 422 with the sentence in the reader's language.
        let csrf = clara.csrf.clone().unwrap();
        let join = [
            ("csrf", csrf.as_str()),
            ("cmd", "lobby"),
            ("f.type", "join"),
            ("f.name", "ANN"),
            ("cid", "join-ann"),
        ];
        let act = format!("/games/{game}/act");
        let (status, html) = form_in(&clara, &act, &join, "ru").await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
        assert!(html.contains("слишком похоже на"), "{html}");
        let (status, html) = form_in(&clara, &act, &join, "en").await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
        assert!(html.contains("is too like"), "{html}");
    })
    .await;
}

#[tokio::test]
async fn a_refused_sign_in_speaks_the_readers_language() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        Client::sign_up(&server, "Vera").await;
        let wrong = json!({"name": "Vera", "password": "wrong horse"});
        let visitor = Client::new(&server);
        let (status, body) = send_in(&visitor, "/api/session", wrong.clone(), "").await;
        assert_eq!(status, StatusCode::UNAUTHORIZED);
        assert_eq!(
            refusal(&body),
            ("bad_credentials", "wrong name or password")
        );
        let (status, body) = send_in(&visitor, "/api/session", wrong.clone(), "ru").await;
        assert_eq!(status, StatusCode::UNAUTHORIZED);
        assert_eq!(
            refusal(&body),
            ("bad_credentials", "неверное имя или пароль")
        );
        // A taken name, with its argument.
        let (status, body) = send_in(
            &visitor,
            "/api/accounts",
            json!({"name": "vera", "password": "correct horse"}),
            "ru",
        )
        .await;
        assert_eq!(status, StatusCode::CONFLICT);
        assert_eq!(
            refusal(&body),
            (
                "name_taken",
                "имя \"vera\" занято или слишком похоже на имя другого аккаунта"
            )
        );
        // Not signed in, for a command.
        let (status, body) = send_in(
            &visitor,
            "/api/games",
            json!({"ruleset": "forum", "title": "x"}),
            "uk",
        )
        .await;
        assert_eq!(status, StatusCode::UNAUTHORIZED);
        assert_eq!(refusal(&body), ("unauthenticated", "спершу увійдіть"));

        // The sign-in page: the form's token, then a wrong password in Russian.
        let (_, html) = visitor.page_in("/login", "ru").await;
        let marker = "name=\"login_csrf\" value=\"";
        let start = html.find(marker).expect("the form's token") + marker.len();
        let token = html[start..start + 64].to_string();
        let fields = [
            ("name", "Vera"),
            ("password", "wrong horse"),
            ("login_csrf", token.as_str()),
        ];
        let (status, html) = form_in(&visitor, "/login", &fields, "ru").await;
        assert_eq!(status, StatusCode::UNAUTHORIZED);
        assert!(html.contains("неверное имя или пароль"), "{html}");
        let (status, html) = form_in(&visitor, "/login", &fields, "fr").await;
        assert_eq!(status, StatusCode::UNAUTHORIZED);
        assert!(html.contains("wrong name or password"), "{html}");
        // A page that is not there.
        let (status, html) = visitor.page_in("/nowhere", "ru").await;
        assert_eq!(status, StatusCode::NOT_FOUND);
        assert!(
            html.contains("страницы ") && html.contains("nowhere нет"),
            "{html}"
        );
    })
    .await;
}

/// A game command refused in each language: the status and code of every answer the same,
/// the sentence the reader's.
async fn refused_in_each(
    client: &Client,
    game: i64,
    command: Value,
    status: StatusCode,
    code: &str,
    sentences: [(&str, &str); 3],
) {
    let path = format!("/api/games/{game}/commands");
    let body = json!({"game": command});
    for (accept, sentence) in sentences {
        let (got, answer) = send_in(client, &path, body.clone(), accept).await;
        assert_eq!(got, status, "{accept}: {answer}");
        assert_eq!(refusal(&answer), (code, sentence), "{accept}");
    }
}

#[tokio::test]
async fn a_forum_games_refusals_speak_the_readers_language() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let (host, players, game) = forum_game(&server, 4).await;
        // A night action by day.
        let by_day = json!({"type": "night_action", "ability": "kill", "targets": ["P2"]});
        refused_in_each(
            &players[1],
            game,
            by_day,
            StatusCode::UNPROCESSABLE_ENTITY,
            "invalid_command",
            [
                ("", "night actions are sent at night"),
                ("ru", "ночные действия отправляют ночью"),
                ("he-IL,he;q=0.9", "פעולות לילה נשלחות בלילה"),
            ],
        )
        .await;
        // A dead player's post (rule 5).
        ok(host
            .act(
                game,
                json!({"type": "modkill", "slot": 0, "reason": "test"}),
            )
            .await);
        let post = json!({"type": "post", "body": "I am still here"});
        refused_in_each(
            &players[0],
            game,
            post.clone(),
            StatusCode::UNPROCESSABLE_ENTITY,
            "dead",
            [
                ("en", "rule 5: dead people make no posts in the game thread"),
                ("ru-RU,ru;q=0.9", "правило 5: мёртвые не пишут в теме игры"),
                ("he", "כלל 5: מתים לא כותבים הודעות בשרשור המשחק"),
            ],
        )
        .await;
        // Its arguments in place: the host modkills the dead again.
        refused_in_each(
            &host,
            game,
            json!({"type": "modkill", "slot": 0}),
            StatusCode::UNPROCESSABLE_ENTITY,
            "invalid_command",
            [
                ("", "P0 is already dead"),
                ("uk", "P0 уже мертвий"),
                ("ru", "P0 уже мёртв"),
            ],
        )
        .await;
        // A hostile header is English.
        let hostile = "x-y;q=0.5,".repeat(600) + "ru";
        let path = format!("/api/games/{game}/commands");
        let (_, body) = send_in(&players[0], &path, json!({"game": post}), &hostile).await;
        assert_eq!(
            refusal(&body),
            (
                "dead",
                "rule 5: dead people make no posts in the game thread"
            )
        );
    })
    .await;
}

/// A forum game at night of `n` players joined as P0, P1, …, each dealt `roles[i]`.
async fn night_game(server: &common::Server, roles: Vec<Value>) -> (Client, Vec<Client>, i64) {
    let host = Client::sign_up(server, "Night host").await;
    let game = host.create("forum", "Night refusals").await;
    let mut players = Vec::new();
    for i in 0..roles.len() {
        let player = Client::sign_up(server, &format!("Night player {i}")).await;
        ok(player
            .lobby(game, json!({"type": "join", "name": format!("P{i}")}))
            .await);
        players.push(player);
    }
    ok(host
        .lobby(
            game,
            json!({"type": "start", "setup": {"game": {"starts_with": "night"}, "deal": "given", "roles": roles}}),
        )
        .await);
    (host, players, game)
}

/// Issue 30: a night action the night's rules refuse says omerta-night's own reason in the
/// reader's language (the action on its own actor, a swap of one player with themself),
/// and a night too entangled for the budget is refused to the host in theirs.
#[tokio::test]
async fn a_refused_night_action_speaks_the_readers_language() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let roles = vec![
            json!({"faction": "town", "role": "cop"}),
            json!({"faction": "town", "role": "bus driver"}),
            json!({"faction": "town"}),
            json!({"faction": "mafia", "role": "goon"}),
        ];
        let (_host, players, game) = night_game(&server, roles).await;
        let own = json!({"type": "night_action", "ability": "investigate", "targets": ["P0"]});
        refused_in_each(
            &players[0],
            game,
            own,
            StatusCode::UNPROCESSABLE_ENTITY,
            "invalid_command",
            [
                (
                    "",
                    "1 problem found:\n  actions[0]: P0 targets themself, which their role does not allow (\"self_target\": true allows it)",
                ),
                (
                    "ru",
                    "найдено проблем: 1:\n  actions[0]: P0 выбирает целью себя, а его роль этого не позволяет (позволяет \"self_target\": true)",
                ),
                (
                    "he",
                    "נמצאו בעיות: 1:\n  actions[0]: P0 בוחר בעצמו כמטרה, והתפקיד שלו לא מרשה זאת (\"self_target\": true מרשה)",
                ),
            ],
        )
        .await;
        let twice = json!({"type": "night_action", "ability": "swap", "targets": ["P2", "P2"]});
        refused_in_each(
            &players[1],
            game,
            twice,
            StatusCode::UNPROCESSABLE_ENTITY,
            "invalid_command",
            [
                (
                    "en",
                    "1 problem found:\n  actions[0]: swap needs two different players",
                ),
                (
                    "ru-RU,ru;q=0.9",
                    "найдено проблем: 1:\n  actions[0]: для способности «обмен» нужны два разных игрока",
                ),
                (
                    "uk",
                    "знайдено проблем: 1:\n  actions[0]: для здібності «обмін» потрібні два різні гравці",
                ),
            ],
        )
        .await;
    })
    .await;
}

#[tokio::test]
async fn a_knotted_night_is_refused_in_the_hosts_language() {
    each_backend(|url| async move {
        let mut config = omerta_server::Config::default();
        config.limits.night = omerta_live::Budget::steps(50);
        let server = common::serve_with(&url, config).await;
        let n = 6;
        let roles: Vec<Value> = (0..n)
            .map(|i| {
                let faction = if i == 0 { "mafia" } else { "town" };
                json!({"faction": faction, "abilities": ["block", "swap", "kill"]})
            })
            .collect();
        let (host, players, game) = night_game(&server, roles).await;
        for (i, player) in players.iter().enumerate() {
            let at = |k: usize| format!("P{}", (i + k) % n);
            ok(player
                .act(
                    game,
                    json!({"type": "night_action", "ability": "block", "targets": [at(1)]}),
                )
                .await);
            ok(player
                .act(
                    game,
                    json!({"type": "night_action", "ability": "swap", "targets": [at(2), at(3)]}),
                )
                .await);
        }
        ok(players[0]
            .act(
                game,
                json!({"type": "night_action", "ability": "kill", "targets": [format!("P{}", n - 1)]}),
            )
            .await);
        let path = format!("/api/games/{game}/commands");
        let advance = json!({"game": {"type": "advance"}});
        let (status, english) = send_in(&host, &path, advance.clone(), "").await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{english}");
        let (code, message) = refusal(&english);
        assert_eq!(code, "invalid_command");
        assert!(
            message.starts_with("the night cannot be resolved: these actions block, redirect or swap one another in a loop too large to settle by Reasonable Action Resolution within its budget of 50 steps: P"),
            "{message}"
        );
        assert!(message.contains("'s block on P") || message.contains("'s swap on P"), "{message}");
        let (_, russian) = send_in(&host, &path, advance.clone(), "ru").await;
        let (code, message) = refusal(&russian);
        assert_eq!(code, "invalid_command");
        assert!(
            message.starts_with("ночь нельзя разрешить: эти действия блокируют, перенаправляют или обменивают друг друга по кругу"),
            "{message}"
        );
        assert!(message.contains("в бюджете 50 шагов: P"), "{message}");
        assert!(
            message.contains(": «блок» → P") || message.contains(": «обмен» → P"),
            "{message}"
        );
        assert!(!message.contains("block on"), "{message}");
        let (_, hebrew) = send_in(&host, &path, advance, "he").await;
        let (_, message) = refusal(&hebrew);
        assert!(message.starts_with("אי אפשר להכריע את הלילה: "), "{message}");
        assert!(message.contains("תקציב של 50 צעדים"), "{message}");
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_1923_refusal_speaks_the_readers_language() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let host = Client::sign_up(&server, "Moderator").await;
        let game = host.create("1923", "Two families").await;
        let mut players = Vec::new();
        for i in 0..16 {
            let player = Client::sign_up(&server, &format!("Player {i}")).await;
            ok(player
                .lobby(game, json!({"type": "join", "name": format!("Player {i}")}))
                .await);
            players.push(player);
        }
        let setup = json!({"families": [{"name": "Alon", "size": 8}, {"name": "Brand", "size": 8}], "court_families": 1, "deal": "random", "roles": []});
        ok(host
            .lobby(game, json!({"type": "start", "setup": setup}))
            .await);
        // The game opens on night 1: a ballot is refused, its phase worded.
        refused_in_each(
            &players[0],
            game,
            json!({"type": "vote", "family": "Alon"}),
            StatusCode::UNPROCESSABLE_ENTITY,
            "wrong_phase",
            [
                ("", "votes are cast by day; it is night 1 now"),
                ("ru", "голосуют днём; сейчас ночь 1"),
                ("he", "מצביעים ביום; עכשיו לילה 1"),
            ],
        )
        .await;
        // The host names the player they submit for.
        refused_in_each(
            &host,
            game,
            json!({"type": "action", "targets": [1]}),
            StatusCode::UNPROCESSABLE_ENTITY,
            "invalid_command",
            [
                (
                    "",
                    "the host names the player they submit for (\"by\": a slot)",
                ),
                (
                    "ru",
                    "ведущий указывает игрока, за которого отправляет («by»: слот)",
                ),
                (
                    "uk",
                    "ведучий вказує гравця, за якого надсилає («by»: слот)",
                ),
            ],
        )
        .await;
    })
    .await;
}

/// A 1923 start refused for the rule crate's own reasons (a schedule it cannot use, a setup
/// it cannot deal), and an action the engine would ignore: each reason in the reader's
/// language inside the refusal's sentence, English word for word as it was.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_1923_refusals_reason_speaks_the_readers_language() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let host = Client::sign_up(&server, "Moderator").await;
        let game = host.create("1923", "Reasons").await;
        let mut players = Vec::new();
        for i in 0..16 {
            let player = Client::sign_up(&server, &format!("Player {i}")).await;
            ok(player
                .lobby(game, json!({"type": "join", "name": format!("Player {i}")}))
                .await);
            players.push(player);
        }
        let path = format!("/api/games/{game}/commands");
        let families = json!([{"name": "Alon", "size": 8}, {"name": "Brand", "size": 8}]);
        let start_in = |setup: Value, sentences: [(&'static str, &'static str); 3]| {
            let (host, path) = (&host, &path);
            async move {
                let body = json!({"lobby": {"type": "start", "setup": setup}});
                for (accept, sentence) in sentences {
                    let (status, answer) = send_in(host, path, body.clone(), accept).await;
                    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{accept}: {answer}");
                    assert_eq!(refusal(&answer), ("invalid_command", sentence), "{accept}");
                }
            }
        };
        // A time zone the clock does not know.
        start_in(
            json!({"families": families, "schedule": {"time_zone": "Mars/Olympus"}}),
            [
                (
                    "",
                    "the schedule cannot be used: \"Mars/Olympus\" is not a time zone omerta knows: give an IANA name such as \"Asia/Jerusalem\"",
                ),
                (
                    "ru",
                    "расписание нельзя использовать: omerta не знает часового пояса \"Mars/Olympus\": укажите имя IANA, например \"Asia/Jerusalem\"",
                ),
                (
                    "he",
                    "אי אפשר להשתמש בלוח הזמנים: omerta לא מכיר את אזור הזמן \"Mars/Olympus\": יש לתת שם IANA כמו \"Asia/Jerusalem\"",
                ),
            ],
        )
        .await;
        // Families whose seats are not the slots: every problem, each at its place.
        start_in(
            json!({"families": [{"name": "Alon", "size": 8}, {"name": "Brand", "size": 9}]}),
            [
                (
                    "",
                    "the setup cannot be dealt: deal: family \"Brand\" has 9 seats: a family has 8 or 10 players; deal: 16 players signed up for 17 seats in the families",
                ),
                (
                    "ru",
                    "по этому сетапу нельзя раздать: deal: в семье \"Brand\" мест: 9, а в семье 8 или 10 игроков; deal: записалось игроков: 16, а мест в семьях: 17",
                ),
                (
                    "he",
                    "אי אפשר לחלק לפי הסטאפ הזה: deal: מספר המקומות במשפחה \"Brand\" הוא 9: במשפחה 8 או 10 שחקנים; deal: מספר הנרשמים הוא 16, ומספר המקומות במשפחות הוא 17",
                ),
            ],
        )
        .await;
        // A given deal: Player 0 is Alon's Detective.
        let deal: Vec<Value> = (0..16)
            .map(|i| {
                let family = if i < 8 { "Alon" } else { "Brand" };
                let role = match i {
                    0 => "Detective",
                    1 | 8 => "Mafia Member",
                    _ => "Townsperson",
                };
                json!({"family": family, "role": role})
            })
            .collect();
        ok(host
            .lobby(
                game,
                json!({"type": "start", "setup": {"families": families, "deal": "given", "players": deal}}),
            )
            .await);
        // The Detective inquires about themself: the engine would ignore it (M24).
        refused_in_each(
            &players[0],
            game,
            json!({"type": "action", "targets": [0]}),
            StatusCode::UNPROCESSABLE_ENTITY,
            "invalid_command",
            [
                (
                    "",
                    "Player 0's action would be ignored: Detective may not name themself",
                ),
                (
                    "ru",
                    "действие игрока Player 0 было бы проигнорировано: роль «Детектив» не может выбрать себя",
                ),
                (
                    "he",
                    "הפעולה של Player 0 הייתה מתעלמת: בלש לא יכול לבחור בעצמו",
                ),
            ],
        )
        .await;
    })
    .await;
}

/// An event's tie-break policy and the standings' options (`/standings.json`) naming what is
/// not known, in the reader's language; English word for word omerta-tournament's.
#[tokio::test]
async fn a_tiebreak_refusal_speaks_the_readers_language() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let organiser = Client::sign_up(&server, "Organiser").await;
        let body = json!({"name": "Cup", "rounds": 2, "tables": 1, "tiebreak": "luck"});
        for (accept, sentence) in [
            (
                "",
                "unknown tie-break \"luck\"; known: extra, wins, special_wins, head_to_head, fewer_games.",
            ),
            (
                "ru",
                "неизвестный тай-брейк \"luck\"; известные: extra, wins, special_wins, head_to_head, fewer_games.",
            ),
            (
                "he",
                "שובר שוויון לא מוכר \"luck\"; המוכרים: extra, wins, special_wins, head_to_head, fewer_games.",
            ),
        ] {
            let (status, answer) = send_in(&organiser, "/api/events", body.clone(), accept).await;
            assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{accept}: {answer}");
            assert_eq!(refusal(&answer), ("invalid_tiebreak", sentence), "{accept}");
        }
        // The standings of a finished game's event, asked with an option it does not know.
        let sample = std::fs::read_to_string(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../../examples/pro/red-win.json"
        ))
        .unwrap();
        let (status, body) = organiser
            .post("/api/pro/uploads", json!({"document": sample, "event": "Cup"}))
            .await;
        assert_eq!(status, StatusCode::CREATED, "{body}");
        let get = reqwest::Method::GET;
        for (query, accept, sentence) in [
            (
                "tiebreak=luck",
                "",
                "unknown tie-break \"luck\"; known: extra, wins, special_wins, head_to_head, fewer_games",
            ),
            (
                "role=purple",
                "",
                "unknown role table \"purple\"; known: red, black, civilian, sheriff, mafia, don",
            ),
            (
                "role=purple",
                "ru",
                "неизвестная таблица ролей \"purple\"; известные: red, black, civilian, sheriff, mafia, don",
            ),
            (
                "tiebreak=luck",
                "he",
                "שובר שוויון לא מוכר \"luck\"; המוכרים: extra, wins, special_wins, head_to_head, fewer_games",
            ),
        ] {
            let path = format!("/standings.json?event=Cup&{query}");
            let (status, answer) = raw_in(&organiser, get.clone(), &path, "", accept).await;
            assert_eq!(status, StatusCode::BAD_REQUEST, "{query} {accept}: {answer}");
            assert_eq!(refusal(&answer), ("bad_request", sentence), "{query} {accept}");
        }
    })
    .await;
}

#[tokio::test]
async fn a_setups_refusal_and_a_malformed_body_speak_the_readers_language() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let olga = Client::sign_up(&server, "Olga").await;
        let get = reqwest::Method::GET;
        let post = reqwest::Method::POST;
        for (accept, sentence) in [
            ("", "There is no setup 999999 you may read."),
            ("ru", "Сетапа 999999, который вам можно читать, нет."),
            ("he", "אין סטאפ 999999 שמותר לך לקרוא."),
        ] {
            let (status, body) = raw_in(&olga, get.clone(), "/api/setups/999999", "", accept).await;
            assert_eq!(status, StatusCode::NOT_FOUND, "{body}");
            assert_eq!(refusal(&body), ("not_found", sentence), "{accept}");
        }
        // A body that is not JSON: serde's detail stays, the sentence around it is worded.
        let (status, english) = raw_in(&olga, post.clone(), "/api/games", "{", "").await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{english}");
        let (code, message) = refusal(&english);
        assert_eq!(code, "invalid_json");
        let detail = message
            .strip_prefix("Failed to parse the request body as JSON: ")
            .expect("axum's English, as it always was");
        assert!(detail.contains("line 1"), "{detail}");
        for (accept, start) in [
            ("ru", "тело запроса — не корректный JSON: "),
            ("he", "גוף הבקשה אינו JSON תקין: "),
        ] {
            let (status, body) = raw_in(&olga, post.clone(), "/api/games", "{", accept).await;
            assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
            assert_eq!(
                refusal(&body),
                ("invalid_json", &*format!("{start}{detail}"))
            );
        }
        // JSON of the wrong shape.
        let (status, body) =
            raw_in(&olga, post.clone(), "/api/games", r#"{"ruleset": 5}"#, "ru").await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
        let (code, message) = refusal(&body);
        assert_eq!(code, "invalid_json");
        assert!(
            message.starts_with("JSON в теле запроса не подходит по форме: "),
            "{message}"
        );
        // A hostile header is English.
        let hostile = "ru;q=".to_string() + &"9".repeat(5000);
        let (_, body) = raw_in(&olga, post, "/api/games", "{", &hostile).await;
        assert!(
            refusal(&body)
                .1
                .starts_with("Failed to parse the request body as JSON: "),
            "{body}"
        );
    })
    .await;
}

/// A broken setup, uploaded and started with: every problem in the reader's language at
/// its unchanged place (the JSON `problems` and the message), on the upload page too;
/// English by default, word for word the check's.
#[tokio::test]
async fn a_broken_setup_reads_its_problems_in_the_readers_language() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let host = Client::sign_up(&server, "Host").await;
        let bad = json!({
            "game": {"day_hours": 0},
            "roles": [{"faction": ""}, {"faction": "town"}, {"faction": "mafia", "abilities": ["telepathy"]}],
        });
        let file = json!({"format": "omerta-forum-setup/1", "name": "Broken", "setup": bad}).to_string();
        let upload = json!({ "file": file });
        let places = ["/setup/game/day_hours", "/setup/roles/0/faction", "/setup/roles/2/abilities/0"];
        let mut english = Vec::new();
        for (accept, heading, first) in [
            ("", "The setup has 3 problems:", "A phase lasts 1 to 8760 hours, not 0."),
            ("ru", "В сетапе 3 ошибки:", "Фаза длится от 1 до 8760 часов, а не 0."),
            ("he", "במערך יש 3 בעיות:", "שלב נמשך בין שעה אחת ל-8760 שעות, לא 0."),
        ] {
            let (status, body) = send_in(&host, "/api/setups/upload", upload.clone(), accept).await;
            assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
            let (code, message) = refusal(&body);
            assert_eq!(code, "invalid_setup");
            assert!(message.starts_with(heading), "{message}");
            let problems = body["error"]["problems"].as_array().unwrap();
            let at: Vec<&str> = problems.iter().map(|p| p["at"].as_str().unwrap()).collect();
            assert_eq!(at, places, "the pointers as they are");
            assert_eq!(problems[0]["message"], first, "{body}");
            assert!(message.contains(&format!("/setup/game/day_hours: {first}")), "{message}");
            if accept.is_empty() {
                english = problems.iter().map(|p| p["message"].clone()).collect();
            }
        }
        assert_eq!(english[1], "A faction's name is 1 to 60 characters, with no control characters.");
        // Not JSON: the place with its line and column, in Russian.
        let (status, body) = send_in(
            &host,
            "/api/setups/upload",
            json!({"file": "{\"format\": \"omerta-forum-setup/1\",\n  \"name\": }"}),
            "ru",
        )
        .await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
        let (code, message) = refusal(&body);
        assert_eq!(code, "not_a_setup_file");
        assert!(message.starts_with("/name (строка 2, столбец "), "{message}");
        assert!(body["error"]["problems"][0]["message"].as_str().unwrap().starts_with("Файл — не JSON (место: строка 2, столбец "), "{body}");
        assert_eq!(body["error"]["problems"][0]["line"], 2);

        // The upload page: the problems in the reader's language at their places.
        let csrf = host.csrf.clone().unwrap();
        let fields = [("csrf", csrf.as_str()), ("file", file.as_str())];
        let (status, html) = form_in(&host, "/setups/upload", &fields, "ru").await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
        let line = |at: &str, message: &str| format!("<code>{}</code>: {}", escaped(at), escaped(message));
        let faction = line("/setup/roles/0/faction", "Название фракции — от 1 до 60 символов");
        assert!(html.contains(&faction), "{html}");
        let (_, html) = form_in(&host, "/setups/upload", &fields, "he").await;
        assert!(html.contains(&line("/setup/roles/2/abilities/0", "השם ")), "{html}");
        let (_, html) = form_in(&host, "/setups/upload", &fields, "").await;
        let faction = line("/setup/roles/0/faction", "A faction's name is 1 to 60");
        assert!(html.contains(&faction), "{html}");

        // The start: every problem in the message, in the reader's language.
        let lobby = host.create("forum", "Broken start").await;
        for i in 0..3 {
            let p = Client::sign_up(&server, &format!("Seat {i}")).await;
            ok(p.lobby(lobby, json!({"type": "join", "name": format!("S{i}")})).await);
        }
        let start = json!({"lobby": {"type": "start", "setup": bad}});
        let path = format!("/api/games/{lobby}/commands");
        for (accept, heading, faction) in [
            ("", "The setup has 3 problems:\n", "/roles/0/faction: A faction's name is 1 to 60"),
            ("ru", "В сетапе 3 ошибки:\n", "/roles/0/faction: Название фракции — от 1 до 60"),
            ("he", "במערך יש 3 בעיות:\n", "/roles/0/faction: שם של פלג הוא בן 1 עד 60"),
        ] {
            let (status, body) = send_in(&host, &path, start.clone(), accept).await;
            assert!(status.is_client_error(), "{status}: {body}");
            let (code, message) = refusal(&body);
            assert_eq!(code, "invalid_command");
            assert!(message.starts_with(heading), "{body}");
            assert!(message.contains(faction), "{message}");
            assert!(message.contains("\n/roles/2/abilities/0: "), "{message}");
        }
    })
    .await;
}
