//! Anonymous forum games (issue 32, item 7; docs/live/forum.md, rulings D30-D34): players
//! play under aliases, nobody but the host learns which account plays which alias before
//! the end, and the end reveals them to everybody.

mod common;

use common::{each_backend, ok, serve_with, Client, Server};
use futures_util::StreamExt;
use reqwest::StatusCode;
use serde_json::{json, Value};
use std::time::Duration;

/// The players' accounts and the aliases they play under, in slot order: the last is the
/// mafia goon.
const PLAYERS: [(&str, &str); 6] = [
    ("Anna", "Raven"),
    ("Boris", "Owl"),
    ("Clara", "Lynx"),
    ("Dmitri", "Heron"),
    ("Elena", "Badger"),
    ("Fedor", "Marten"),
];

struct Table {
    host: Client,
    players: Vec<Client>,
    game: i64,
}

async fn server(url: &str) -> Server {
    // A dozen accounts from one address: more than the default allows in an hour.
    let config = omerta_server::Config {
        signups_per_hour: 100,
        ..omerta_server::Config::default()
    };
    serve_with(url, config).await
}

/// An anonymous forum game: the host makes it anonymous, the six accounts join under
/// their aliases, and the host starts it on day 1.
async fn anonymous_table(server: &Server) -> Table {
    let host = Client::sign_up(server, "Hostess").await;
    let game = host.create("forum", "Masks").await;
    ok(host.lobby(game, json!({"type": "anonymize"})).await);
    let mut players = Vec::new();
    for (account, alias) in PLAYERS {
        let player = Client::sign_up(server, account).await;
        ok(player
            .lobby(game, json!({"type": "join", "name": alias}))
            .await);
        players.push(player);
    }
    Table {
        host,
        players,
        game,
    }
}

async fn start(table: &Table) {
    let mut roles: Vec<Value> = (0..5).map(|_| json!({"faction": "town"})).collect();
    roles.push(json!({"faction": "mafia", "role": "goon"}));
    ok(table
        .host
        .lobby(
            table.game,
            json!({"type": "start", "setup": {"game": {"starts_with": "day"}, "deal": "given", "roles": roles}}),
        )
        .await);
}

/// Plays the game to its end: night 1 the goon kills Raven, day 2 the town lynches Marten.
async fn finish(table: &Table) {
    let (host, players, game) = (&table.host, &table.players, table.game);
    ok(host.act(game, json!({"type": "advance"})).await);
    ok(players[5]
        .act(
            game,
            json!({"type": "night_action", "ability": "factional_kill", "targets": ["Raven"]}),
        )
        .await);
    ok(host.act(game, json!({"type": "advance"})).await);
    for p in &players[1..5] {
        ok(
            p.act(game, json!({"type": "post", "body": "[b]Vote: Marten[/b]"}))
                .await,
        );
    }
    ok(host.act(game, json!({"type": "advance"})).await);
    assert_eq!(host.view(game).await["status"], "finished");
}

/// The account names a reader must not find: every player's but the reader's own.
fn others(me: Option<usize>) -> Vec<&'static str> {
    PLAYERS
        .iter()
        .enumerate()
        .filter(|(i, _)| Some(*i) != me)
        .map(|(_, (account, _))| *account)
        .collect()
}

/// Everything `reader` can read of the game over HTTP, as text: the JSON view, the
/// events, the game's page, the lists of games, their "My games", the profiles.
async fn everything(server: &Server, reader: &Client, game: i64) -> Vec<(String, String)> {
    let mut read = Vec::new();
    for path in [
        format!("/api/games/{game}"),
        format!("/api/games/{game}/events"),
        "/api/games".to_string(),
        "/api/games?ruleset=forum".to_string(),
    ] {
        let (status, body) = reader.get(&path).await;
        assert_eq!(status, StatusCode::OK, "{path}: {body}");
        read.push((path, body.to_string()));
    }
    if reader.id.is_some() {
        let (status, body) = reader.get("/api/me/games").await;
        assert_eq!(status, StatusCode::OK, "{body}");
        read.push(("/api/me/games".into(), body.to_string()));
    }
    for path in [format!("/games/{game}"), "/games".to_string()] {
        let (status, page) = reader.page(&path).await;
        assert_eq!(status, StatusCode::OK, "{path}");
        read.push((path, page));
    }
    read.push((
        "the stream".into(),
        stream_backlog(server, reader, game).await,
    ));
    read
}

/// The stream's backlog for `reader`, as text: every frame until a second's silence.
async fn stream_backlog(server: &Server, reader: &Client, game: i64) -> String {
    let response = reader
        .http
        .get(format!("{}/api/games/{game}/stream", server.base))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    let mut stream = response.bytes_stream();
    let mut text = String::new();
    while let Ok(Some(Ok(chunk))) =
        tokio::time::timeout(Duration::from_millis(700), stream.next()).await
    {
        text.push_str(&String::from_utf8_lossy(&chunk));
    }
    assert!(text.contains("lobby.joined"), "{text}");
    text
}

/// The accounts in a view's slots, as `reader` reads them.
fn slot_accounts(view: &Value) -> Vec<Option<i64>> {
    view["slots"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["account"].as_i64())
        .collect()
}

/// No account of another player, by name or by id, anywhere `reader` reads.
async fn assert_hidden(server: &Server, table: &Table, reader: &Client, me: Option<usize>) {
    for (path, text) in everything(server, reader, table.game).await {
        for account in others(me) {
            assert!(
                !text.contains(account),
                "{path} names the account {account:?} before the end:\n{text}"
            );
        }
    }
    let view = reader.view(table.game).await;
    assert_eq!(view["anonymous"], true);
    let ids: Vec<Option<i64>> = (0..PLAYERS.len())
        .map(|i| (Some(i) == me).then(|| table.players[i].id.unwrap()))
        .collect();
    assert_eq!(slot_accounts(&view), ids, "the slots' accounts");
    for event in reader.events(table.game).await {
        let field = &event["event"]["lobby"]["account"];
        let own = me.and_then(|i| table.players[i].id);
        assert!(
            field.is_null() || field.as_i64() == own,
            "an event names another's account: {event}"
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn nobody_but_the_host_learns_the_accounts_before_the_end_and_everybody_after() {
    each_backend(|url| async move {
        let server = server(&url).await;
        let table = anonymous_table(&server).await;
        let spectator = Client::new(&server);
        // In the lobby: a spectator, an entrant (who reads their own account back).
        assert_hidden(&server, &table, &spectator, None).await;
        assert_hidden(&server, &table, &table.players[1], Some(1)).await;
        let (_, page) = table.players[1]
            .page(&format!("/games/{}", table.game))
            .await;
        assert!(page.contains("data-testid=\"anonymous\""), "{page}");
        assert!(page.contains("(you)"), "the entrant's own line: {page}");
        // The host reads every account, by name, on the lobby.
        let (_, page) = table.host.page(&format!("/games/{}", table.game)).await;
        for (account, _) in PLAYERS {
            assert!(
                page.contains(&format!("account {account}")),
                "{account}: {page}"
            );
        }

        start(&table).await;
        let stranger = Client::sign_up(&server, "Stranger").await;
        for (reader, me) in [
            (&spectator, None),
            (&stranger, None),
            (&table.players[1], Some(1)),
            (&table.players[5], Some(5)),
        ] {
            assert_hidden(&server, &table, reader, me).await;
        }
        // A player's own page: their alias and their account.
        let (_, page) = table.players[1]
            .page(&format!("/games/{}", table.game))
            .await;
        assert!(
            page.contains("You play as Owl, with your account Boris"),
            "{page}"
        );
        // The host: every account, in the view and by name on the page.
        let view = table.host.view(table.game).await;
        let ids: Vec<Option<i64>> = table.players.iter().map(|p| p.id).collect();
        assert_eq!(slot_accounts(&view), ids);
        let (_, page) = table.host.page(&format!("/games/{}", table.game)).await;
        for (account, _) in PLAYERS {
            assert!(
                page.contains(&format!("account {account}")),
                "{account}: {page}"
            );
        }
        // No profile counts the game yet, nor names the alias.
        let (_, profile) = spectator.page("/players/Anna").await;
        assert!(
            !profile.contains("Raven") && !profile.contains("Masks"),
            "{profile}"
        );

        finish(&table).await;
        // The end reveals alias -> account to everybody: the view (ids and names) and
        // the page.
        for reader in [&spectator, &stranger, &table.players[2]] {
            let view = reader.view(table.game).await;
            assert_eq!(slot_accounts(&view), ids);
            for (i, (account, alias)) in PLAYERS.iter().enumerate() {
                assert_eq!(view["slots"][i]["name"], *alias);
                assert_eq!(view["slots"][i]["account_name"], *account);
            }
            let (_, page) = reader.page(&format!("/games/{}", table.game)).await;
            assert!(page.contains("data-testid=\"unmasked\""), "{page}");
            for (account, alias) in PLAYERS {
                let line = format!("<bdi>{alias}</bdi> → <bdi>{account}</bdi>");
                assert!(page.contains(&line), "{line}: {page}");
            }
        }
        // The profiles count the game for the account.
        let (status, profile) = spectator.page("/players/Boris").await;
        assert_eq!(status, StatusCode::OK);
        assert!(
            profile.contains("0 Pro games, 1 forum game, 0 Mafia 1923 games."),
            "{profile}"
        );
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_alias_passes_the_account_name_rule_and_is_no_accounts_name() {
    each_backend(|url| async move {
        let server = server(&url).await;
        let host = Client::sign_up(&server, "Hostess").await;
        let game = host.create("forum", "Masks").await;
        ok(host.lobby(game, json!({"type": "anonymize"})).await);
        let anna = Client::sign_up(&server, "Anna").await;
        let boris = Client::sign_up(&server, "Boris").await;
        ok(boris
            .lobby(game, json!({"type": "join", "name": "Owl"}))
            .await);
        let long = "a".repeat(10_000);
        for (alias, code, says) in [
            (
                "Ra\u{7}ven",
                "invalid_name",
                "no invisible or control characters",
            ),
            (long.as_str(), "invalid_name", "2 to 32 characters"),
            ("", "invalid_name", "2 to 32 characters"),
            ("   ", "invalid_name", "2 to 32 characters"),
            ("Ra<ven>", "invalid_name", "letters, digits"),
            // The Cyrillic "А": a look-alike of an account's name.
            ("\u{410}nna", "name_taken", "never an account's name"),
            ("anna", "name_taken", "never an account's name"),
            ("Boris", "name_taken", "never an account's name"),
            ("Hostess", "name_taken", "never an account's name"),
            // Another player's alias, and a look-alike of it.
            (
                "Owl",
                "name_taken",
                "every player of a game has a name of their own",
            ),
            (
                "0wl",
                "name_taken",
                "every player of a game has a name of their own",
            ),
        ] {
            let (status, body) = anna
                .lobby(game, json!({"type": "join", "name": alias}))
                .await;
            assert!(status.is_client_error(), "{alias:?}: {status} {body}");
            assert_eq!(body["error"]["code"], code, "{alias:?}: {body}");
            let message = body["error"]["message"].as_str().unwrap();
            assert!(message.contains(says), "{alias:?}: {message}");
            assert!(message.len() < 300, "a sentence, not the alias: {message}");
        }
        // A name missing, or no text: the command's own refusal.
        let (status, body) = anna.lobby(game, json!({"type": "join", "name": 7})).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
        // The host seating a guest under an account's name is refused too.
        let (status, body) = host
            .lobby(game, json!({"type": "seat", "name": "Anna"}))
            .await;
        assert_eq!(status, StatusCode::CONFLICT, "{body}");
        // A fit alias is taken, tidied.
        ok(anna
            .lobby(game, json!({"type": "join", "name": "  Night   Heron "}))
            .await);
        let view = host.view(game).await;
        assert_eq!(view["slots"][1]["name"], "Night Heron");
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_is_made_anonymous_by_its_host_before_anybody_joins() {
    each_backend(|url| async move {
        let server = server(&url).await;
        let host = Client::sign_up(&server, "Hostess").await;
        let game = host.create("forum", "Masks").await;
        let anna = Client::sign_up(&server, "Anna").await;
        let (status, body) = anna.lobby(game, json!({"type": "anonymize"})).await;
        assert_eq!(status, StatusCode::FORBIDDEN, "{body}");
        ok(anna
            .lobby(game, json!({"type": "join", "name": "Anna"}))
            .await);
        let (status, body) = host.lobby(game, json!({"type": "anonymize"})).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
        assert!(body["error"]["message"]
            .as_str()
            .unwrap()
            .contains("before any account joins"));
        // A second game: anonymous once, not twice.
        let other = host.create("forum", "Masks 2").await;
        ok(host.lobby(other, json!({"type": "anonymize"})).await);
        let (status, body) = host.lobby(other, json!({"type": "anonymize"})).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
        // The host's lobby page offers it only while it can be done.
        let (_, page) = host.page(&format!("/games/{game}")).await;
        assert!(!page.contains("data-testid=\"anonymize\""));
        let third = host.create("forum", "Masks 3").await;
        let (_, page) = host.page(&format!("/games/{third}")).await;
        assert!(page.contains("data-testid=\"anonymize\""));
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_replacement_keeps_the_alias_and_its_account_stays_hidden() {
    each_backend(|url| async move {
        let server = server(&url).await;
        let table = anonymous_table(&server).await;
        start(&table).await;
        let newcomer = Client::sign_up(&server, "Galina").await;
        ok(table
            .host
            .lobby(
                table.game,
                json!({"type": "replace", "slot": 2, "name": "Galina", "account": newcomer.id}),
            )
            .await);
        let spectator = Client::new(&server);
        let view = spectator.view(table.game).await;
        assert_eq!(view["slots"][2]["name"], "Lynx", "the alias stays");
        assert!(view["slots"][2]["account"].is_null());
        for (path, text) in everything(&server, &spectator, table.game).await {
            assert!(!text.contains("Galina"), "{path}: {text}");
            assert!(!text.contains("Clara"), "{path}: {text}");
        }
        // The newcomer reads their own slot and account.
        let view = newcomer.view(table.game).await;
        assert_eq!(view["viewer"]["slot"], 2, "{}", view["viewer"]);
        assert_eq!(view["slots"][2]["account"], json!(newcomer.id));
    })
    .await;
}

/// Anonymous games × replacement requests (forum rulings D22, D31, D32): an offer names its
/// account, and the offer the host takes will play the slot, so in an anonymous game the
/// host alone reads the offers; readers learn only that a replacement is wanted, and the
/// newcomer plays under the slot's alias.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_anonymous_games_replacement_offers_are_the_hosts_alone() {
    each_backend(|url| async move {
        let server = server(&url).await;
        let table = anonymous_table(&server).await;
        start(&table).await;
        let (host, game) = (&table.host, table.game);
        ok(host
            .lobby(game, json!({"type": "request_replacement", "slot": 2}))
            .await);
        let zoe = Client::sign_up(&server, "Zoe Newcomer").await;
        ok(zoe
            .lobby(
                game,
                json!({"type": "offer_replacement", "slot": 2, "name": "Zoe"}),
            )
            .await);
        let spectator = Client::new(&server);
        for (who, reader) in [("a spectator", &spectator), ("a player", &table.players[0])] {
            let view = reader.view(game).await;
            assert_eq!(
                view["replacements"][0]["slot"], 2,
                "{who}: the request is public"
            );
            assert_eq!(
                view["replacements"][0]["offers"],
                json!([]),
                "{who} reads no offer"
            );
            let events = serde_json::to_string(&reader.events(game).await).unwrap();
            assert!(!events.contains("Zoe"), "{who} reads the offer: {events}");
            assert!(
                !events.contains("replacement_offered"),
                "{who} reads the offer: {events}"
            );
        }
        let view = host.view(game).await;
        assert_eq!(
            view["replacements"][0]["offers"][0]["name"], "Zoe",
            "{view}"
        );
        ok(host
            .lobby(
                game,
                json!({"type": "accept_offer", "slot": 2, "account": zoe.id.unwrap()}),
            )
            .await);
        // The newcomer plays under the slot's alias; nobody else reads who it is.
        let alias = PLAYERS[2].1;
        let view = spectator.view(game).await;
        assert_eq!(view["slots"][2]["name"], alias, "{view}");
        let text = serde_json::to_string(&spectator.events(game).await).unwrap();
        assert!(!text.contains("Zoe"), "{text}");
        assert_eq!(zoe.view(game).await["slots"][2]["account"], zoe.id.unwrap());
    })
    .await;
}
