//! Email notifications against a real SMTP conversation: a sink the test starts on
//! loopback takes the server's mail (lettre's SMTP client), and each player is found to
//! receive exactly what the rules let them know, as they chose, and a reminder before the
//! phase closes while their vote is missing.

mod common;

use common::{each_backend, form, ok, serve_with, Client, Server};
use mailparse::MailHeaderMap;
use omerta_server::mail::MailConfig;
use omerta_server::Config;
use reqwest::StatusCode;
use serde_json::{json, Value};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};
use tokio::net::TcpListener;

/// One mail as the sink received it: the envelope's recipients and the message.
#[derive(Clone, Debug)]
struct Mail {
    to: Vec<String>,
    data: String,
}

/// A minimal SMTP server (RFC 5321's commands a client needs), keeping every message.
#[derive(Clone)]
struct Sink {
    url: String,
    mails: Arc<Mutex<Vec<Mail>>>,
}

impl Sink {
    async fn start() -> Sink {
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let url = format!("smtp://{}", listener.local_addr().unwrap());
        let mails: Arc<Mutex<Vec<Mail>>> = Arc::default();
        let kept = mails.clone();
        tokio::spawn(async move {
            while let Ok((stream, _)) = listener.accept().await {
                tokio::spawn(session(stream, kept.clone()));
            }
        });
        Sink { url, mails }
    }

    fn to(&self, address: &str) -> Vec<Mail> {
        self.mails
            .lock()
            .unwrap()
            .iter()
            .filter(|m| m.to.iter().any(|t| t == address))
            .cloned()
            .collect()
    }

    /// Waits until `address` has a mail containing `text` (the mail workers poll).
    async fn wait_for(&self, address: &str, text: &str) -> Mail {
        for _ in 0..200 {
            if let Some(mail) = self.to(address).into_iter().find(|m| m.data.contains(text)) {
                return mail;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        panic!(
            "no mail to {address} says {text:?}; it has: {:#?}",
            self.to(address)
        );
    }
}

async fn session(stream: tokio::net::TcpStream, mails: Arc<Mutex<Vec<Mail>>>) {
    let (read, mut write) = stream.into_split();
    let mut lines = BufReader::new(read).lines();
    let _ = write.write_all(b"220 sink ESMTP\r\n").await;
    let mut to = Vec::new();
    while let Ok(Some(line)) = lines.next_line().await {
        let upper = line.to_ascii_uppercase();
        let reply: &[u8] = if upper.starts_with("EHLO") {
            b"250-sink\r\n250 8BITMIME\r\n"
        } else if upper.starts_with("HELO") || upper.starts_with("MAIL FROM") {
            b"250 OK\r\n"
        } else if upper.starts_with("RCPT TO:") {
            let address = line[8..]
                .trim()
                .trim_start_matches('<')
                .trim_end_matches('>');
            to.push(address.to_string());
            b"250 OK\r\n"
        } else if upper == "DATA" {
            let _ = write.write_all(b"354 go on\r\n").await;
            let mut data = String::new();
            while let Ok(Some(line)) = lines.next_line().await {
                if line == "." {
                    break;
                }
                data.push_str(&line);
                data.push('\n');
            }
            mails.lock().unwrap().push(Mail {
                to: std::mem::take(&mut to),
                data,
            });
            b"250 OK kept\r\n"
        } else if upper == "RSET" {
            to.clear();
            b"250 OK\r\n"
        } else if upper == "NOOP" {
            b"250 OK\r\n"
        } else if upper == "QUIT" {
            let _ = write.write_all(b"221 bye\r\n").await;
            return;
        } else {
            b"502 not here\r\n"
        };
        if write.write_all(reply).await.is_err() {
            return;
        }
    }
}

async fn server(url: &str, sink: &Sink, reminder_before: Duration) -> Server {
    let mut mail = MailConfig::new(sink.url.clone(), "omerta <games@omerta.test>".into());
    mail.reminder_before = reminder_before;
    mail.poll = Duration::from_millis(50);
    serve_with(
        url,
        Config {
            mail: Some(mail),
            ..Config::default()
        },
    )
    .await
}

async fn with_address(server: &Server, name: &str, address: &str, off: &[&str]) -> Client {
    let client = Client::sign_up(server, name).await;
    let (status, body) = client
        .send(
            reqwest::Method::PUT,
            "/api/me/mail",
            Some(json!({"email": address, "off": off})),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    client
}

/// A forum game of five (P4 the mafia goon), every account with an address: P1 wants no
/// public mail, P2 no reminders; a day of 2 hours.
async fn game(server: &Server) -> (Client, Vec<Client>, i64) {
    game_titled(server, "Mail test").await
}

/// [`game`], with this title.
async fn game_titled(server: &Server, title: &str) -> (Client, Vec<Client>, i64) {
    let host = with_address(server, "Host", "host@omerta.test", &[]).await;
    let game = host.create("forum", title).await;
    let offs: [&[&str]; 5] = [&[], &["public"], &["reminders"], &[], &[]];
    let mut players = Vec::new();
    for (i, off) in offs.iter().enumerate() {
        let player = with_address(
            server,
            &format!("Player {i}"),
            &format!("p{i}@omerta.test"),
            off,
        )
        .await;
        ok(player
            .lobby(game, json!({"type": "join", "name": format!("P{i}")}))
            .await);
        players.push(player);
    }
    let mut roles: Vec<_> = (0..4).map(|_| json!({"faction": "town"})).collect();
    roles.push(json!({"faction": "mafia", "role": "goon"}));
    ok(host
        .lobby(
            game,
            json!({"type": "start", "setup": {"game": {"starts_with": "day", "day_hours": 2}, "deal": "given", "roles": roles}}),
        )
        .await);
    (host, players, game)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_player_is_mailed_what_the_rules_let_them_know() {
    each_backend(|url| async move {
        let sink = Sink::start().await;
        let server = server(&url, &sink, Duration::from_secs(60)).await;
        let (host, players, game) = game(&server).await;
        // The role PM, to its player alone.
        let role = sink
            .wait_for("p4@omerta.test", "You are P4: mafia goon.")
            .await;
        assert_eq!(role.to, vec!["p4@omerta.test"]);
        assert!(
            role.data
                .contains("Subject: Mail test: You are P4: mafia goon."),
            "{}",
            role.data
        );
        assert!(role.data.contains("/games/"), "a link to the game");
        sink.wait_for("p0@omerta.test", "You are P0: town.").await;
        // The public news, to everybody who wants it.
        sink.wait_for("host@omerta.test", "Day 1 begins.").await;
        sink.wait_for("p0@omerta.test", "Day 1 begins.").await;
        // P3 is lynched: public.
        for p in &players[0..3] {
            ok(
                p.act(game, json!({"type": "post", "body": "[b]Vote: P3[/b]"}))
                    .await,
            );
        }
        ok(host.act(game, json!({"type": "advance"})).await);
        sink.wait_for("p0@omerta.test", "P3 was lynched").await;
        sink.wait_for("p3@omerta.test", "P3 was lynched").await;
        tokio::time::sleep(Duration::from_millis(400)).await;
        // Nobody learns another's role by mail; P1 turned the public news off.
        assert!(
            sink.to("p0@omerta.test")
                .iter()
                .all(|m| !m.data.contains("P4: mafia")),
            "P4's role is P4's"
        );
        assert!(
            sink.to("p1@omerta.test")
                .iter()
                .all(|m| !m.data.contains("lynched")),
            "P1 wants no public mail"
        );
        assert_eq!(
            sink.to("p1@omerta.test").len(),
            1,
            "P1 gets their role only: {:#?}",
            sink.to("p1@omerta.test")
        );
        // The dead get the public news only: dead P3's slot goes to a newcomer, whose role
        // PM (private) is not mailed, since the slot's player is dead.
        let newcomer = with_address(&server, "Newcomer", "new@omerta.test", &[]).await;
        ok(host
            .lobby(
                game,
                json!({"type": "replace", "slot": 3, "name": "Newcomer", "account": newcomer.id}),
            )
            .await);
        // The public news of it reaches them (they are in the game)...
        sink.wait_for("new@omerta.test", "Newcomer replaces the player in slot 4.")
            .await;
        // ...while a living slot's newcomer gets the role PM.
        let fresh = with_address(&server, "Fresh", "fresh@omerta.test", &[]).await;
        ok(host
            .lobby(
                game,
                json!({"type": "replace", "slot": 0, "name": "Fresh", "account": fresh.id}),
            )
            .await);
        sink.wait_for("fresh@omerta.test", "You are Fresh: town.")
            .await;
        assert!(
            sink.to("new@omerta.test")
                .iter()
                .all(|m| !m.data.contains("You are")),
            "a dead slot's role PM is not mailed: {:#?}",
            sink.to("new@omerta.test")
        );
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_reminder_goes_out_once_before_the_phase_closes_while_a_vote_is_missing() {
    each_backend(|url| async move {
        let sink = Sink::start().await;
        // Day 1 lasts 2 hours; reminders go out 2 hours less a second ahead: a second after
        // the start, after P0's vote below (at once, P0 could be reminded before voting).
        let server = server(&url, &sink, Duration::from_secs(2 * 3600 - 1)).await;
        let (_host, players, game) = game(&server).await;
        ok(players[0]
            .act(game, json!({"type": "post", "body": "[b]Vote: P4[/b]"}))
            .await);
        let reminder = sink
            .wait_for("p3@omerta.test", "the game is still waiting for your vote")
            .await;
        assert!(
            reminder.data.contains("The phase closes in"),
            "{}",
            reminder.data
        );
        tokio::time::sleep(Duration::from_millis(600)).await;
        // Once per deadline; not to P0, who voted; not to P2, who turned reminders off.
        let count = |address: &str| {
            sink.to(address)
                .iter()
                .filter(|m| m.data.contains("still waiting"))
                .count()
        };
        assert_eq!(count("p3@omerta.test"), 1);
        assert_eq!(count("p0@omerta.test"), 0);
        assert_eq!(count("p2@omerta.test"), 0);
        assert_eq!(count("host@omerta.test"), 0, "the timer closes the phase");
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn mail_settings_are_checked_and_kept() {
    each_backend(|url| async move {
        let sink = Sink::start().await;
        let server = server(&url, &sink, Duration::from_secs(60)).await;
        let ann = Client::sign_up(&server, "Ann").await;
        let (status, body) = ann.get("/api/me/mail").await;
        assert_eq!(status, StatusCode::OK);
        assert_eq!(body, json!({"email": null, "off": []}));
        let put = |body: serde_json::Value| {
            let ann = ann.clone();
            async move {
                ann.send(reqwest::Method::PUT, "/api/me/mail", Some(body))
                    .await
            }
        };
        let (status, body) = put(json!({"email": "ann@"})).await;
        assert_eq!(status, StatusCode::BAD_REQUEST);
        assert!(
            body["error"]["message"]
                .as_str()
                .unwrap()
                .contains("is not an email address"),
            "{body}"
        );
        let (status, body) = put(json!({"email": "ann@omerta.test", "off": ["spam"]})).await;
        assert_eq!(status, StatusCode::BAD_REQUEST);
        assert!(
            body["error"]["message"]
                .as_str()
                .unwrap()
                .contains("\"spam\" is no kind of mail"),
            "{body}"
        );
        let (status, body) =
            put(json!({"email": " ann@omerta.test ", "off": ["reminders", "public"]})).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        assert_eq!(
            body,
            json!({"email": "ann@omerta.test", "off": ["public", "reminders"]})
        );
        // The page shows them and saves them (an unticked box turns a kind off).
        let (status, page) = ann.page("/settings").await;
        assert_eq!(status, StatusCode::OK);
        assert!(page.contains("value=\"ann@omerta.test\""), "{page}");
        let signed_out = Client::new(&server);
        let (status, _) = signed_out.get("/api/me/mail").await;
        assert_eq!(status, StatusCode::UNAUTHORIZED);
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn prods_are_limited_per_player_and_their_mail_is_muted_apart_from_role_mail() {
    each_backend(|url| async move {
        let sink = Sink::start().await;
        let server = server(&url, &sink, Duration::from_secs(60)).await;
        let (host, players, game) = game(&server).await;
        // P3 wants no prods by mail, and still their role and the news.
        let (status, body) = players[3]
            .send(
                reqwest::Method::PUT,
                "/api/me/mail",
                Some(json!({"email": "p3@omerta.test", "off": ["prods"]})),
            )
            .await;
        assert_eq!(status, StatusCode::OK, "{body}");
        assert_eq!(body["off"], json!(["prods"]));
        let prod = |slot: u16| {
            let host = host.clone();
            async move {
                host.lobby(
                    game,
                    json!({"type": "prod", "slot": slot, "reason": "please vote"}),
                )
                .await
            }
        };
        ok(prod(0).await);
        ok(prod(3).await);
        // Sixty more in a row: refused, with when the next may go.
        for _ in 0..60 {
            let (status, body) = prod(0).await;
            assert_eq!(status, StatusCode::TOO_MANY_REQUESTS, "{body}");
            assert_eq!(body["error"]["code"], "rate_limited");
        }
        sink.wait_for("p0@omerta.test", "The host reminds you to take part")
            .await;
        sink.wait_for("p3@omerta.test", "You are P3: town.").await;
        tokio::time::sleep(Duration::from_millis(500)).await;
        let prods = |address: &str| {
            sink.to(address)
                .iter()
                .filter(|m| m.data.contains("The host reminds you"))
                .count()
        };
        assert_eq!(prods("p0@omerta.test"), 1, "one prod, one mail");
        assert_eq!(prods("p3@omerta.test"), 0, "P3 muted prods");
        // The settings page has the box.
        let (status, page) = players[3].page("/settings").await;
        assert_eq!(status, StatusCode::OK);
        assert!(page.contains("name=\"prods\""), "{page}");
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_title_that_is_an_encoded_word_reaches_the_subject_encoded() {
    each_backend(|url| async move {
        let sink = Sink::start().await;
        let server = server(&url, &sink, Duration::from_secs(60)).await;
        // RFC 2047 for "Hi\r\nBcc: all@victim.test": a client decoding it raw would show a Bcc.
        let title = "=?utf-8?b?SGkNCkJjYzogYWxsQHZpY3RpbS50ZXN0?=";
        game_titled(&server, title).await;
        let mail = sink.wait_for("p0@omerta.test", "You are P0").await;
        let subject_line = mail
            .data
            .lines()
            .find(|l| l.starts_with("Subject:"))
            .unwrap_or_default();
        assert!(!subject_line.contains(title), "raw: {subject_line}");
        let parsed = mailparse::parse_mail(mail.data.as_bytes()).unwrap();
        let subject = parsed.headers.get_first_value("Subject").unwrap();
        assert_eq!(subject, format!("{title}: You are P0: town."));
        assert!(parsed.headers.get_first_value("Bcc").is_none());
        assert!(!subject.contains('\n'), "{subject:?}");
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn address_literals_are_refused() {
    each_backend(|url| async move {
        let sink = Sink::start().await;
        let server = server(&url, &sink, Duration::from_secs(60)).await;
        let ann = Client::sign_up(&server, "Ann").await;
        for address in ["a@[127.0.0.1]", "a@[IPv6:::1]", "a@127.0.0.1"] {
            let (status, body) = ann
                .send(
                    reqwest::Method::PUT,
                    "/api/me/mail",
                    Some(json!({"email": address})),
                )
                .await;
            assert_eq!(status, StatusCode::BAD_REQUEST, "{address}: {body}");
            let message = body["error"]["message"].as_str().unwrap();
            assert!(
                message.contains("a mail domain, not an address"),
                "{message}"
            );
        }
        assert_eq!(ann.get("/api/me/mail").await.1["email"], Value::Null);
    })
    .await;
}

/// A database migrated as the server before prods were a kind of mail left it (migrations
/// up to 0007), with accounts that turned some kinds off.
async fn database_before_prods(url: &str, offs: &[&str]) {
    let backend = if url.starts_with("postgres") {
        "postgres"
    } else {
        "sqlite"
    };
    let source = format!(
        "{}/../omerta-store/migrations/{backend}",
        env!("CARGO_MANIFEST_DIR")
    );
    let old = tempfile::tempdir().unwrap();
    for entry in std::fs::read_dir(&source).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        if name.as_str() < "0008" {
            std::fs::copy(&path, old.path().join(&name)).unwrap();
        }
    }
    let migrator = sqlx::migrate::Migrator::new(old.path()).await.unwrap();
    let insert =
        "INSERT INTO accounts (name, name_key, password_hash, admin, created_at, email, mail_off) \
                  VALUES ($1, $2, 'x', 0, 0, $3, $4)";
    if backend == "postgres" {
        let pool = sqlx::PgPool::connect(url).await.unwrap();
        migrator.run(&pool).await.unwrap();
        for (i, off) in offs.iter().enumerate() {
            sqlx::query(insert)
                .bind(format!("A{i}"))
                .bind(format!("a{i}"))
                .bind(format!("a{i}@omerta.test"))
                .bind(*off)
                .execute(&pool)
                .await
                .unwrap();
        }
    } else {
        let options = url
            .parse::<sqlx::sqlite::SqliteConnectOptions>()
            .unwrap()
            .create_if_missing(true);
        let pool = sqlx::SqlitePool::connect_with(options).await.unwrap();
        migrator.run(&pool).await.unwrap();
        for (i, off) in offs.iter().enumerate() {
            sqlx::query(insert)
                .bind(format!("A{i}"))
                .bind(format!("a{i}"))
                .bind(format!("a{i}@omerta.test"))
                .bind(*off)
                .execute(&pool)
                .await
                .unwrap();
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn who_had_private_mail_off_has_prods_off_after_the_upgrade() {
    each_backend(|url| async move {
        let offs = [
            "",
            "private",
            "public,private,reminders",
            "public,reminders",
        ];
        database_before_prods(&url, &offs).await;
        // The server's store applies the migrations from 0008 on.
        let store = omerta_store::Store::open(&url).await.unwrap();
        let mut after = Vec::new();
        for id in 1..=offs.len() as i64 {
            after.push(store.mail_settings(id).await.unwrap().1);
        }
        assert_eq!(
            after,
            [
                "",
                "private,prods",
                "public,private,prods,reminders",
                "public,reminders"
            ]
        );
    })
    .await;
}

/// Issue 27, items 6 and 10: mail named `http://127.0.0.1:8080/…` when `--public-url` was
/// not given, wherever the server listened, and told an extension's time in UTC's ISO
/// form; a mail's links name the address served and its times are written as the pages
/// write them.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_mail_links_to_the_address_served_and_writes_times_as_the_pages_do() {
    each_backend(|url| async move {
        let sink = Sink::start().await;
        let server = server(&url, &sink, Duration::from_secs(60)).await;
        let (host, players, game) = game(&server).await;
        ok(host
            .lobby(
                game,
                json!({"type": "extend", "minutes": 45, "reason": "a holiday"}),
            )
            .await);
        let until = players[0].view(game).await["deadline"].as_i64().unwrap();
        let written = omerta_live::clock::written(until, None);
        let mail = sink
            .wait_for("p0@omerta.test", "The host gave the phase more time")
            .await;
        let body = mail.data.replace("=\n", "");
        assert!(body.contains(&written), "{written} in {body}");
        assert!(
            body.contains(&format!("{}/games/{game}", server.base)),
            "{} in {body}",
            server.base
        );
        assert!(!server.base.ends_with(":8080"));
    })
    .await;
}

/// A mail's text as a mail client shows it (the body decoded).
fn body(mail: &Mail) -> String {
    mailparse::parse_mail(mail.data.as_bytes())
        .unwrap()
        .get_body()
        .unwrap()
}

/// Issue 30: the mail speaks its recipient's language (the account's setting), whatever
/// the others read.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_reminder_is_written_in_its_recipients_language() {
    each_backend(|url| async move {
        let sink = Sink::start().await;
        let server = server(&url, &sink, Duration::from_secs(2 * 3600 - 1)).await;
        let (_host, players, game) = game(&server).await;
        // P3 reads Russian (the switch stores the account's setting); P4 English.
        let (status, _, _) = form(&players[3], "/lang", &[("lang", "ru"), ("next", "/")]).await;
        assert_eq!(status, StatusCode::OK);
        ok(players[0]
            .act(game, json!({"type": "post", "body": "[b]Vote: P4[/b]"}))
            .await);
        let english = sink
            .wait_for("p4@omerta.test", "the game is still waiting for your vote")
            .await;
        assert!(
            body(&english).contains("What you receive: http"),
            "{}",
            body(&english)
        );
        let mut russian = None;
        for _ in 0..200 {
            russian = sink
                .to("p3@omerta.test")
                .into_iter()
                .map(|m| body(&m))
                .find(|b| b.contains("Фаза закончится через"));
            if russian.is_some() {
                break;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        let russian = russian.expect("a reminder in Russian to P3");
        assert!(
            russian.contains("а игра всё ещё ждёт вашего голоса."),
            "{russian}"
        );
        assert!(russian.contains("\nИгра: http"), "{russian}");
        assert!(russian.contains("\nЧто вы получаете: http"), "{russian}");
        assert!(!russian.contains("The phase closes"), "{russian}");
    })
    .await;
}

/// A forum game titled `title` with a host and five players P0 to P4 joined, each with an
/// address (`host@`, `p0@` … `p4@omerta.test`), not started.
async fn five_with_addresses(server: &Server, title: &str) -> (Client, Vec<Client>, i64) {
    let host = with_address(server, "Host", "host@omerta.test", &[]).await;
    let game = host.create("forum", title).await;
    let mut players = Vec::new();
    for i in 0..5 {
        let player = with_address(
            server,
            &format!("Player {i}"),
            &format!("p{i}@omerta.test"),
            &[],
        )
        .await;
        ok(player
            .lobby(game, json!({"type": "join", "name": format!("P{i}")}))
            .await);
        players.push(player);
    }
    (host, players, game)
}

/// Role PMs and results PMs from the host's templates (issue 32, 2; D35, D36): each is
/// mailed to its player alone, as plain text (the BBCode's tags left out), and a night's
/// results come in one mail.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_hosts_role_pm_and_a_nights_results_pm_are_mailed_to_their_player_alone() {
    each_backend(|url| async move {
        let sink = Sink::start().await;
        let server = server(&url, &sink, Duration::from_secs(60)).await;
        let (host, players, game) = five_with_addresses(&server, "PM mail").await;
        let mut roles = vec![json!({"faction": "town", "role": "cop"})];
        roles.extend((1..4).map(|_| json!({"faction": "town"})));
        roles.push(json!({"faction": "mafia", "role": "goon"}));
        let pms = json!({
            "role": "[b]Welcome to Mafia Town, {name}.[/b] You are {identity}.\n{abilities}",
            "results": "[b]Night {night}, {name}:[/b]\n{results}"
        });
        ok(host
            .lobby(
                game,
                json!({"type": "start", "setup": {"deal": "given", "roles": roles, "pms": pms}}),
            )
            .await);
        let role = sink
            .wait_for("p0@omerta.test", "Welcome to Mafia Town, P0.")
            .await;
        assert!(
            role.data
                .contains("Subject: PM mail: Welcome to Mafia Town, P0. You are town cop."),
            "{}",
            role.data
        );
        assert!(!role.data.contains("[b]"), "plain text: {}", role.data);
        assert!(
            role.data.contains("investigate one player"),
            "{}",
            role.data
        );
        sink.wait_for("p4@omerta.test", "You are mafia goon.").await;
        // Day 1 ends; the cop investigates the goon; the night ends.
        ok(host.act(game, json!({"type": "advance"})).await);
        ok(players[0]
            .act(
                game,
                json!({"type": "night_action", "ability": "investigate", "targets": ["P4"]}),
            )
            .await);
        ok(host.act(game, json!({"type": "advance"})).await);
        let results = sink
            .wait_for("p0@omerta.test", "Your investigation of P4: mafia.")
            .await;
        assert!(
            results.data.contains("Subject: PM mail: Night 1, P0:"),
            "{}",
            results.data
        );
        tokio::time::sleep(Duration::from_millis(400)).await;
        for other in 1..5 {
            let address = format!("p{other}@omerta.test");
            assert!(
                sink.to(&address)
                    .iter()
                    .all(|m| !m.data.contains("investigation") && !m.data.contains("P0. You are")),
                "{address} reads no PM of P0's"
            );
        }
        assert_eq!(
            sink.to("p0@omerta.test")
                .iter()
                .filter(|m| m.data.contains("investigation of P4"))
                .count(),
            1,
            "one mail for the night's results"
        );
    })
    .await;
}

/// The body of the first mail to `address` whose body says `text`, waiting for it.
async fn body_saying(sink: &Sink, address: &str, text: &str) -> String {
    for _ in 0..200 {
        if let Some(found) = sink.to(address).iter().map(body).find(|b| b.contains(text)) {
            return found;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let bodies: Vec<String> = sink.to(address).iter().map(body).collect();
    panic!("no mail to {address} says {text:?}; it has: {bodies:#?}")
}

/// Issue 30, D42: a built-in role PM and a night's results PM are mailed in their
/// recipient's language (the account's setting), as plain text; the host's own template
/// keeps the host's words around the blanks worded in the reader's language.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_pm_is_mailed_in_its_recipients_language() {
    each_backend(|url| async move {
        let sink = Sink::start().await;
        let server = server(&url, &sink, Duration::from_secs(60)).await;
        let (host, players, game) = five_with_addresses(&server, "PM words").await;
        // The cop reads Russian, the goon Hebrew, a vanilla English.
        for (player, lang) in [(0, "ru"), (4, "he")] {
            let (status, _, _) =
                form(&players[player], "/lang", &[("lang", lang), ("next", "/")]).await;
            assert_eq!(status, StatusCode::OK);
        }
        let mut roles = vec![json!({"faction": "town", "role": "cop"})];
        roles.extend((1..4).map(|_| json!({"faction": "town"})));
        // The goon's PM is the host's own: its words stay the host's.
        roles.push(json!({"faction": "mafia", "role": "goon",
            "pm": "[b]Psst, {name}.[/b] {identity}\n{goal}"}));
        ok(host
            .lobby(
                game,
                json!({"type": "start", "setup": {"deal": "given", "roles": roles}}),
            )
            .await);
        let cop = body_saying(&sink, "p0@omerta.test", "Вы — P0: cop (город).").await;
        assert!(
            cop.contains("Каждую ночь вы можете проверить одного игрока и узнать, мафия ли он."),
            "{cop}"
        );
        assert!(cop.contains("Вы побеждаете вместе с городом"), "{cop}");
        assert!(!cop.contains("[b]") && !cop.contains("Each night"), "{cop}");
        let goon = body_saying(&sink, "p4@omerta.test", "Psst, P4.").await;
        assert!(goon.contains("Psst, P4. goon (המאפיה)"), "{goon}");
        assert!(goon.contains("אתם מנצחים עם המאפיה"), "{goon}");
        assert!(!goon.contains("You win"), "{goon}");
        let vanilla = body_saying(&sink, "p1@omerta.test", "You are P1: town.").await;
        assert!(vanilla.contains("You have no night action."), "{vanilla}");
        // The night's results PM, in Russian too.
        ok(host.act(game, json!({"type": "advance"})).await);
        ok(players[0]
            .act(
                game,
                json!({"type": "night_action", "ability": "investigate", "targets": ["P4"]}),
            )
            .await);
        ok(host.act(game, json!({"type": "advance"})).await);
        let results = body_saying(&sink, "p0@omerta.test", "Ваша проверка игрока P4: мафия.").await;
        assert!(results.starts_with("Ночь 1: ваши результаты."), "{results}");
        assert!(!results.contains("investigation"), "{results}");
    })
    .await;
}

/// Issue 32, 1 (D15 to D19): a channel's message reaches its readers' views and events
/// only, never a non-member's, and nobody's mail; hostile messages are refused with
/// sentences, never a 500; at the end everybody reads the channels on the page's view.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_channel_message_never_reaches_a_non_member_nor_any_mail() {
    each_backend(|url| async move {
        let sink = Sink::start().await;
        let server = server(&url, &sink, Duration::from_secs(60)).await;
        let host = with_address(&server, "Host", "host@omerta.test", &[]).await;
        let game = host.create("forum", "Channels").await;
        let mut players = Vec::new();
        for i in 0..6 {
            let player = with_address(
                &server,
                &format!("Player {i}"),
                &format!("p{i}@omerta.test"),
                &[],
            )
            .await;
            ok(player
                .lobby(game, json!({"type": "join", "name": format!("P{i}")}))
                .await);
            players.push(player);
        }
        // P4 and P5 the mafia; P0 and P1 the masons.
        let roles = json!([
            {"faction": "town", "channels": ["masons"]},
            {"faction": "town", "channels": ["masons"]},
            {"faction": "town"}, {"faction": "town"},
            {"faction": "mafia", "role": "goon"}, {"faction": "mafia", "role": "goon"}
        ]);
        ok(host
            .lobby(game, json!({"type": "start", "setup": {"roles": roles}}))
            .await);
        sink.wait_for("p0@omerta.test", "Day 1 begins.").await;
        let secret = "SECRET-SCUM-WORD";
        let said =
            |channel: &str, body: &str| json!({"type": "say", "channel": channel, "body": body});
        ok(players[4].act(game, said("mafia", secret)).await);
        ok(players[0].act(game, said("masons", "MASON-WORD")).await);
        ok(host.act(game, said("dead", "HOST-TO-THE-DEAD")).await);
        let spectator = Client::new(&server);
        for (who, client, reads_scum, reads_masons) in [
            ("P5, mafia", &players[5], true, false),
            ("P1, mason", &players[1], false, true),
            ("P2, town", &players[2], false, false),
            ("a spectator", &spectator, false, false),
        ] {
            let view = client.view(game).await.to_string();
            let events = serde_json::to_string(&client.events(game).await).unwrap();
            for text in [&view, &events] {
                assert_eq!(text.contains(secret), reads_scum, "{who}: {text}");
                assert_eq!(text.contains("MASON-WORD"), reads_masons, "{who}");
                assert!(!text.contains("HOST-TO-THE-DEAD"), "{who}: the dead thread");
            }
        }
        let page = spectator.page(&format!("/games/{game}")).await.1;
        assert!(!page.contains(secret) && !page.contains("MASON-WORD"));
        let town = players[2].page(&format!("/games/{game}")).await.1;
        assert!(!town.contains(secret) && !town.contains("data-channel"));
        let scum = players[5].page(&format!("/games/{game}")).await.1;
        assert!(scum.contains(secret) && scum.contains("data-channel=\"mafia\""));
        // Hostile messages: refused with sentences, never a 500.
        let huge = "x".repeat(20_001);
        let long_name = "m".repeat(10_000);
        for (who, client, command) in [
            ("huge", &players[4], said("mafia", &huge)),
            ("empty", &players[4], said("mafia", " \n ")),
            ("unknown", &players[4], said("nonesuch", "hi")),
            ("long name", &players[4], said(&long_name, "hi")),
            ("control name", &players[4], said("ma\u{0}fia", "hi")),
            ("town in mafia", &players[2], said("mafia", "let me in")),
            ("living in dead", &players[2], said("dead", "hello?")),
            ("spectator", &spectator, said("mafia", "hi")),
            (
                "no body",
                &players[4],
                json!({"type": "say", "channel": "mafia"}),
            ),
            (
                "a number",
                &players[4],
                json!({"type": "say", "channel": 7, "body": "hi"}),
            ),
        ] {
            let (status, body) = client.act(game, command).await;
            assert!(status.is_client_error(), "{who}: {status} {body}");
            let message = body["error"]["message"].as_str().unwrap_or("");
            assert!(!message.is_empty() && message.len() < 400, "{who}: {body}");
        }
        // Control characters in a body are kept as a post keeps them, and drawn escaped.
        ok(players[5]
            .act(game, said("mafia", "odd \u{7}\u{1b}[31m <b>bold</b>"))
            .await);
        let scum = players[5].page(&format!("/games/{game}")).await.1;
        assert!(
            scum.contains("&lt;b&gt;bold&lt;&#x2f;b&gt;")
                || scum.contains("&lt;b&gt;bold&lt;/b&gt;")
        );
        // A lynched mafioso writes in the dead thread, not in the scum chat.
        for p in &players[0..4] {
            ok(
                p.act(game, json!({"type": "post", "body": "[b]Vote: P4[/b]"}))
                    .await,
            );
        }
        ok(host.act(game, json!({"type": "advance"})).await);
        let (status, body) = players[4].act(game, said("mafia", "from the grave")).await;
        assert!(status.is_client_error(), "{body}");
        assert!(body.to_string().contains("rule 5"), "{body}");
        ok(players[4].act(game, said("dead", "DEAD-WORD")).await);
        sink.wait_for("p0@omerta.test", "P4 was lynched").await;
        tokio::time::sleep(Duration::from_millis(400)).await;
        for address in [
            "host@omerta.test",
            "p0@omerta.test",
            "p1@omerta.test",
            "p2@omerta.test",
            "p4@omerta.test",
            "p5@omerta.test",
        ] {
            for mail in sink.to(address) {
                for word in [secret, "MASON-WORD", "HOST-TO-THE-DEAD", "DEAD-WORD"] {
                    assert!(!mail.data.contains(word), "{address} was mailed {word}");
                }
            }
        }
        // The end: everybody reads every channel.
        ok(host.act(game, json!({"type": "modkill", "slot": 5})).await);
        let view = spectator.view(game).await.to_string();
        for word in [secret, "MASON-WORD", "HOST-TO-THE-DEAD", "DEAD-WORD"] {
            assert!(view.contains(word), "the spectator reads {word} at the end");
        }
    })
    .await;
}

/// Reveal on death × mail (D13): under `"reveal": "alignment"` the death's mail tells the
/// faction only, and under `"none"` nothing, to every reader; the role's name reaches
/// nobody's mail before the end.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_deaths_mail_tells_no_more_than_the_reveal_allows() {
    each_backend(|url| async move {
        let sink = Sink::start().await;
        let server = server(&url, &sink, Duration::from_secs(60)).await;
        for (reveal, flip) in [
            ("alignment", "P0 was lynched (day 1): town (role not revealed)."),
            ("none", "P0 was lynched (day 1): role not revealed."),
        ] {
            let host = with_address(
                &server,
                &format!("Host {reveal}"),
                &format!("host-{reveal}@omerta.test"),
                &[],
            )
            .await;
            let game = host.create("forum", &format!("Reveal {reveal}")).await;
            let mut players = Vec::new();
            for i in 0..5 {
                let player = with_address(
                    &server,
                    &format!("Player {reveal} {i}"),
                    &format!("{reveal}{i}@omerta.test"),
                    &[],
                )
                .await;
                ok(player
                    .lobby(game, json!({"type": "join", "name": format!("P{i}")}))
                    .await);
                players.push(player);
            }
            let mut roles = vec![json!({"faction": "town", "role": "cop"})];
            roles.extend((1..4).map(|_| json!({"faction": "town"})));
            roles.push(json!({"faction": "mafia", "role": "goon"}));
            ok(host
                .lobby(
                    game,
                    json!({"type": "start", "setup": {"deal": "given", "roles": roles, "reveal": reveal}}),
                )
                .await);
            for p in &players[1..4] {
                ok(p.act(game, json!({"type": "post", "body": "[b]Vote: P0[/b]"}))
                    .await);
            }
            ok(host.act(game, json!({"type": "advance"})).await);
            for reader in 1..5 {
                sink.wait_for(&format!("{reveal}{reader}@omerta.test"), flip)
                    .await;
            }
            tokio::time::sleep(Duration::from_millis(300)).await;
            for reader in 1..5 {
                let address = format!("{reveal}{reader}@omerta.test");
                assert!(
                    sink.to(&address).iter().all(|m| !m.data.contains("cop")),
                    "{address} reads the cop's role by mail under {reveal}: {:#?}",
                    sink.to(&address)
                );
            }
        }
    })
    .await;
}

/// Forum ruling D31: an anonymous game's mail names aliases only. Every player's mail (the
/// role PM, the public news, a lynch, a replacement) names no other player's account, in
/// its headers or its body.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_anonymous_games_mail_names_no_other_players_account() {
    each_backend(|url| async move {
        let sink = Sink::start().await;
        let server = server(&url, &sink, Duration::from_secs(60)).await;
        let host = with_address(&server, "Host", "host@omerta.test", &[]).await;
        let game = host.create("forum", "Masked mail").await;
        ok(host.lobby(game, json!({"type": "anonymize"})).await);
        let accounts = ["Anna", "Boris", "Clara", "Dmitri", "Elena"];
        let mut players = Vec::new();
        for (i, account) in accounts.iter().enumerate() {
            let player = with_address(&server, account, &format!("p{i}@omerta.test"), &[]).await;
            ok(player
                .lobby(game, json!({"type": "join", "name": format!("Mask {i}")}))
                .await);
            players.push(player);
        }
        let mut roles: Vec<_> = (0..4).map(|_| json!({"faction": "town"})).collect();
        roles.push(json!({"faction": "mafia", "role": "goon"}));
        ok(host
            .lobby(
                game,
                json!({"type": "start", "setup": {"game": {"starts_with": "day"}, "deal": "given", "roles": roles}}),
            )
            .await);
        for p in &players[0..3] {
            ok(p.act(game, json!({"type": "post", "body": "[b]Vote: Mask 3[/b]"}))
                .await);
        }
        ok(host.act(game, json!({"type": "advance"})).await);
        let newcomer = with_address(&server, "Galina", "new@omerta.test", &[]).await;
        ok(host
            .lobby(
                game,
                json!({"type": "replace", "slot": 0, "name": "Galina", "account": newcomer.id}),
            )
            .await);
        sink.wait_for("new@omerta.test", "You are Mask 0: town.").await;
        for i in 1..5 {
            sink.wait_for(&format!("p{i}@omerta.test"), "Mask 3 was lynched")
                .await;
        }
        tokio::time::sleep(Duration::from_millis(300)).await;
        let mails = sink.mails.lock().unwrap().clone();
        assert!(!mails.is_empty());
        for mail in &mails {
            let text = format!("{}\n{}", mail.data, body(mail));
            for (i, account) in accounts.iter().chain(["Galina"].iter()).enumerate() {
                let own = mail.to.iter().any(|t| {
                    *t == format!("p{i}@omerta.test") || (i == 5 && t == "new@omerta.test")
                });
                assert!(
                    own || !text.contains(account),
                    "a mail to {:?} names the account {account}:\n{text}",
                    mail.to
                );
            }
        }
    })
    .await;
}

// Forum ruling D20: a prod with a deadline is mailed to the prodded player with the time
// to post by; the same deadline is in their view, counting down on their page.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_prod_with_a_deadline_is_mailed_with_the_time_to_post_by() {
    each_backend(|url| async move {
        let sink = Sink::start().await;
        let server = server(&url, &sink, Duration::from_secs(60)).await;
        let (host, players, game) = game_titled(&server, "Prod by mail").await;
        ok(host
            .lobby(
                game,
                json!({"type": "prod", "slot": 0, "reason": "we miss you", "hours": 6}),
            )
            .await);
        let mail = sink.wait_for("p0@omerta.test", "we miss you").await;
        assert!(body(&mail).contains("Post by"), "{}", body(&mail));
        let view = players[0].view(game).await;
        let until = view["prod"]["until"].as_i64().unwrap();
        assert_eq!(until - view["prod"]["at"].as_i64().unwrap(), 6 * 3_600_000);
        assert_eq!(view["prod"]["answered"], false);
        let (_, page) = players[0].page(&format!("/games/{game}")).await;
        assert!(
            page.contains(&format!("data-countdown-to=\"{until}\"")),
            "the page counts down"
        );
        // Nobody else is mailed it.
        assert!(sink
            .to("p1@omerta.test")
            .iter()
            .all(|m| !body(m).contains("we miss you")));
    })
    .await;
}

/// The mail that `address` has whose body contains `text`, as a mail client shows it.
async fn body_with(sink: &Sink, address: &str, text: &str) -> String {
    for _ in 0..200 {
        if let Some(found) = sink
            .to(address)
            .into_iter()
            .map(|m| body(&m))
            .find(|b| b.contains(text))
        {
            return found;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let bodies: Vec<String> = sink.to(address).iter().map(body).collect();
    panic!("no mail to {address} says {text:?}; it has: {bodies:#?}");
}

/// Issue 30: Mafia 1923's own messages (a player's role, a death, the phases) are mailed in
/// each recipient's account language: Hebrew, Russian, and English word for word the
/// game's record.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_1923_announcement_is_mailed_in_its_recipients_language() {
    each_backend(|url| async move {
        let sink = Sink::start().await;
        let server = server(&url, &sink, Duration::from_secs(60)).await;
        let host = with_address(&server, "Host", "host@omerta.test", &[]).await;
        let game = host.create("1923", "Alon and Brand").await;
        // Two families of eight, a Mafia Member in each; Ben reads Hebrew, Carmel
        // Russian, Dan English.
        let deal: Vec<(String, &str, &str, &str)> = (0..16)
            .map(|i| {
                let family = if i < 8 { "Alon" } else { "Brand" };
                let first = ["Adi", "Ben", "Carmel", "Dan", "Eli", "Faye", "Gil", "Hila"][i % 8];
                let first = if i == 9 { "Efrat" } else { first };
                let role = match i {
                    0 | 8 => "Mafia Member",
                    1 => "Doctor",
                    _ => "Townsperson",
                };
                let lang = ["en", "he", "ru"][if i < 3 { i } else { 0 }];
                (format!("{first} {family}"), family, role, lang)
            })
            .collect();
        let mut players = Vec::new();
        for (i, (name, _, _, lang)) in deal.iter().enumerate() {
            let player = with_address(&server, name, &format!("m{i}@omerta.test"), &[]).await;
            let (status, _, _) = form(&player, "/lang", &[("lang", lang), ("next", "/")]).await;
            assert_eq!(status, StatusCode::OK);
            ok(player
                .lobby(game, json!({"type": "join", "name": name}))
                .await);
            players.push(player);
        }
        let dealt: Vec<Value> = deal
            .iter()
            .map(
                |(_, family, role, _)| json!({"level": "standard", "family": family, "role": role}),
            )
            .collect();
        ok(host
            .lobby(
                game,
                json!({"type": "start", "setup": {
                    "families": [{"name": "Alon", "size": 8}, {"name": "Brand", "size": 8}],
                    "court_families": 1, "deal": "given", "night_ms": 36000000, "day_ms": 36000000,
                    "roles": [], "mafia_second_roles": [], "players": dealt,
                }}),
            )
            .await);
        // Ben's role, in Hebrew.
        let ben = body_with(&sink, "m1@omerta.test", "התפקיד שלך: רופא.").await;
        assert!(ben.contains("המשפחה שלך: Alon."), "{ben}");
        assert!(!ben.contains("Your role"), "{ben}");
        // Night 1: the Mafia kills Efrat; everyone is told, each in their language.
        ok(players[0]
            .act(game, json!({"type": "mafia_kill", "targets": [9]}))
            .await);
        ok(host.act(game, json!({"type": "advance"})).await);
        let hebrew = body_with(&sink, "m1@omerta.test", "Efrat Brand מת.").await;
        assert!(!hebrew.contains("has died"), "{hebrew}");
        body_with(&sink, "m1@omerta.test", "לילה 1 נגמר").await;
        let russian = body_with(&sink, "m2@omerta.test", "Efrat Brand погиб.").await;
        assert!(!russian.contains("has died"), "{russian}");
        body_with(&sink, "m3@omerta.test", "Efrat Brand has died.").await;
        body_with(&sink, "m3@omerta.test", "Night 1 is over; day 1 begins.").await;
    })
    .await;
}

/// Issue 30: a Pro table's news (the seating, who left the table and how, the decision,
/// the finish) is mailed in each recipient's account language, worded from the data the
/// events carry; English is the table's own sentences, word for word.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_pro_tables_news_is_mailed_in_its_recipients_language() {
    each_backend(|url| async move {
        let sink = Sink::start().await;
        let server = server(&url, &sink, Duration::from_secs(60)).await;
        let sample: Value = serde_json::from_str(
            &std::fs::read_to_string(format!(
                "{}/../../examples/pro/lift.json",
                env!("CARGO_MANIFEST_DIR")
            ))
            .unwrap(),
        )
        .unwrap();
        let judge = with_address(&server, "Judge", "judge@omerta.test", &[]).await;
        let game = judge.create("pro", "Кубок").await;
        let mut seats = sample["players"].as_array().unwrap().clone();
        seats.sort_by_key(|p| p["seat"].as_u64());
        // Seat 1 reads Russian, seat 2 English.
        for (i, seat) in seats.iter().enumerate() {
            let player = with_address(
                &server,
                &format!("Seat {i}"),
                &format!("s{i}@omerta.test"),
                &[],
            )
            .await;
            if i == 0 {
                let (status, _, _) = form(&player, "/lang", &[("lang", "ru"), ("next", "/")]).await;
                assert_eq!(status, StatusCode::OK);
            }
            ok(player
                .lobby(game, json!({"type": "join", "name": seat["name"]}))
                .await);
        }
        let roles: Vec<Value> = seats.iter().map(|p| p["role"].clone()).collect();
        ok(judge
            .lobby(
                game,
                json!({"type": "start", "setup": {"roles": roles, "rules": sample.get("rules")}}),
            )
            .await);
        for event in sample["events"].as_array().unwrap() {
            ok(judge
                .act(game, json!({"type": "record", "event": event}))
                .await);
        }
        ok(judge.act(game, json!({"type": "finish"})).await);

        // English is the table's own sentences, word for word (`ProTable`'s announcement).
        let names: Vec<&str> = seats.iter().map(|p| p["name"].as_str().unwrap()).collect();
        let seated = format!("The table is seated: {}.", names.join(", "));
        assert!(body_with(&sink, "s1@omerta.test", &seated)
            .await
            .lines()
            .any(|line| line.trim_end() == seated));
        let english = [
            "The table is seated: ",
            "left the table: lift.",
            "The game is decided: ",
            "The game is over: ",
        ];
        for text in english {
            body_with(&sink, "s1@omerta.test", text).await;
        }
        let russian = [
            "Игроки за столом: Olga Ivanova, Marco Bianchi,",
            "покидает стол: ",
            "Игра решена: ",
            "Игра окончена: ",
        ];
        for text in russian {
            let body = body_with(&sink, "s0@omerta.test", text).await;
            for english in english {
                assert!(!body.contains(english), "{body}");
            }
        }
    })
    .await;
}
