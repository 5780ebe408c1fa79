//! Players' profiles, seasons, series and leaderboards over HTTP (issue 31, item 4): Pro
//! games recorded live and uploaded into events, a forum game and a Mafia 1923 game
//! played to their ends; every figure a page shows held against the rule crate's own
//! scoring of the same records (`omerta_pro::score_json`), never against the server's
//! summary of them.

mod common;

use common::{each_backend, form, ok, serve, Client, Server};
use omerta_pro::Points;
use reqwest::StatusCode;
use serde_json::{json, Value};
use std::collections::BTreeMap;

/// Sixteen players, two families of eight: the docs' example deal (docs/1923/script.md,
/// as `web_1923.rs` plays it).
const DEAL: [(&str, &str, &str, &str, Option<&str>); 16] = [
    ("Adi Alon", "standard", "Alon", "Mafia Member", Some("Boss")),
    ("Ben Alon", "standard", "Alon", "Doctor", None),
    ("Carmel Alon", "beginner", "Alon", "Townsperson", None),
    ("Dan Alon", "standard", "Alon", "Sheriff", None),
    ("Efrat Alon", "standard", "Alon", "Townsperson", None),
    ("Gil Alon", "standard", "Alon", "Witness", None),
    ("Hadas Alon", "standard", "Alon", "Councilor", None),
    ("Itai Alon", "beginner", "Alon", "Townsperson", None),
    ("Jonah Brand", "beginner", "Brand", "Mafia Member", None),
    ("Kinneret Brand", "standard", "Brand", "Bodyguard", None),
    ("Lev Brand", "standard", "Brand", "Butler", None),
    ("Miri Brand", "standard", "Brand", "Pacifist", None),
    ("Nadav Brand", "standard", "Brand", "Paperboy", None),
    ("Oshrat Brand", "standard", "Brand", "Lawyer", None),
    ("Peleg Brand", "beginner", "Brand", "Townsperson", None),
    ("Rina Brand", "standard", "Brand", "Detective", None),
];

fn sample(name: &str) -> Value {
    let path = format!(
        "{}/../../examples/pro/{name}.json",
        env!("CARGO_MANIFEST_DIR")
    );
    serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

/// A sample's document with `names` seated in seat order.
fn renamed(doc: &Value, names: &[String]) -> Value {
    let mut doc = doc.clone();
    for player in doc["players"].as_array_mut().unwrap() {
        let seat = player["seat"].as_u64().unwrap() as usize;
        player["name"] = json!(names[seat - 1]);
    }
    doc
}

/// Ten names: `first` in seat 1, then "{prefix} 2" … "{prefix} 10".
fn table(first: &[&str], prefix: &str) -> Vec<String> {
    (0..10)
        .map(|i| match first.get(i) {
            Some(name) => name.to_string(),
            None => format!("{prefix} {}", i + 1),
        })
        .collect()
}

/// Records a sample live: the judge seats `names` (seat 2 with `account`), starts with the
/// sample's roles and records every event; finishes it when `finish`. The document.
async fn record(
    judge: &Client,
    sample_name: &str,
    names: &[String],
    account: Option<i64>,
    finish: bool,
) -> (i64, Value) {
    let doc = renamed(&sample(sample_name), names);
    let game = judge.create("pro", &format!("Table {sample_name}")).await;
    for (i, name) in names.iter().enumerate() {
        let mut seat = json!({"type": "seat", "name": name});
        if i == 1 {
            seat["account"] = json!(account);
        }
        ok(judge.lobby(game, seat).await);
    }
    let mut players = doc["players"].as_array().unwrap().clone();
    players.sort_by_key(|p| p["seat"].as_u64());
    let roles: Vec<Value> = players.iter().map(|p| p["role"].clone()).collect();
    ok(judge
        .lobby(game, json!({"type": "start", "setup": {"roles": roles}}))
        .await);
    for event in doc["events"].as_array().unwrap() {
        ok(judge
            .act(game, json!({"type": "record", "event": event}))
            .await);
    }
    if finish {
        ok(judge.act(game, json!({"type": "finish"})).await);
    }
    (game, doc)
}

/// What the rule crate says of seat 2 of a document: (role, won, total, best-move points,
/// fouls with technical ones, First Out).
fn seat_two(doc: &Value) -> (String, bool, Points, Points, u32, bool) {
    let (game, sheet) = omerta_pro::score_json(&doc.to_string()).unwrap();
    let seat = omerta_pro::seat::Seat::new(2).unwrap();
    let score = sheet.seat(seat);
    let best = score
        .awards
        .iter()
        .filter(|a| a.rule.id().starts_with("will."))
        .fold(Points::ZERO, |sum, a| sum + a.points);
    let role = game.role(seat);
    let won = omerta_pro::Winner::team(role.team()) == sheet.winner;
    (
        role.name().to_string(),
        won,
        score.total,
        best,
        u32::from(game.fouls[1]) + u32::from(game.tech_fouls[1]),
        game.first_out.contains(seat),
    )
}

fn between<'a>(text: &'a str, start: &str, end: &str) -> &'a str {
    let from = text
        .find(start)
        .unwrap_or_else(|| panic!("no {start:?} in {text}"))
        + start.len();
    let len = text[from..]
        .find(end)
        .unwrap_or_else(|| panic!("no {end:?}"));
    &text[from..from + len]
}

/// A row of the profile's Pro table: the cells after the role's name.
fn role_row(page: &str, role: &str) -> Vec<String> {
    let row = between(page, &format!(r#"data-role="{role}">"#), "</tr>");
    row.split("<td class=\"num\">")
        .skip(1)
        .map(|c| {
            c.split("</td>")
                .next()
                .unwrap()
                .replace("<bdi>", "")
                .replace("</bdi>", "")
        })
        .collect()
}

/// The season's ranking rows: (name, games, total).
fn ranking(page: &str) -> Vec<(String, u32, String)> {
    let table = between(page, r#"data-testid="ranking""#, "</table>");
    let body = between(table, "<tbody>", "</tbody>");
    body.split("<tr>")
        .skip(1)
        .map(|row| {
            let name = between(row, "<bdi>", "</bdi>").to_string();
            let cells: Vec<&str> = row
                .split(r#"<td class="num"#)
                .skip(2)
                .map(|c| c.split("</td>").next().unwrap())
                .collect();
            let games = cells[0].trim_start_matches("\">").parse().unwrap();
            let total = between(row, "<strong><bdi>", "</bdi>").to_string();
            (name, games, total)
        })
        .collect()
}

async fn sign_up_all(server: &Server) -> (Client, Client) {
    (
        Client::sign_up(server, "Judge").await,
        Client::sign_up(server, "Anna").await,
    )
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_profile_counts_finished_pro_games_by_role_as_the_rule_crate_scores_them() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let (judge, anna) = sign_up_all(&server).await;
        let anna_id = anna.id;
        // Anna in seat 2 of five finished tables (whatever name the judge typed) and of one
        // still running.
        let mut expected: BTreeMap<String, (u32, u32, Points, Points, u32, u32)> = BTreeMap::new();
        for (sample_name, typed) in [
            ("red-win", "Anna"),
            ("black-win", "Anna K."),
            ("lift", "Anna"),
            ("dd", "anna"),
            ("removal", "Anna"),
        ] {
            let (_, doc) = record(
                &judge,
                sample_name,
                &table(&["Guest 1", typed], "Guest"),
                anna_id,
                true,
            )
            .await;
            let (role, won, total, best, fouls, first_out) = seat_two(&doc);
            let line = expected.entry(role).or_default();
            line.0 += 1;
            line.1 += u32::from(won);
            line.2 += total;
            line.3 += best;
            line.4 += fouls;
            line.5 += u32::from(first_out);
        }
        let (running, _) = record(
            &judge,
            "self-shot",
            &table(&["Guest 1", "Anna"], "Guest"),
            anna_id,
            false,
        )
        .await;
        let (status, page) = Client::new(&server).page("/players/Anna").await;
        assert_eq!(status, StatusCode::OK, "{page}");
        assert!(page.contains(r#"<h1 data-testid="profile-name"><bdi>Anna</bdi></h1>"#));
        assert!(
            page.contains("5 Pro games, 0 forum games, 0 Mafia 1923 games."),
            "{page}"
        );
        for role in ["civilian", "sheriff", "mafia", "don"] {
            let (games, wins, total, best, fouls, first_out) =
                expected.get(role).copied().unwrap_or_default();
            let average = omerta_tournament::average(total, games);
            assert_eq!(
                role_row(&page, role),
                vec![
                    games.to_string(),
                    wins.to_string(),
                    average.to_string(),
                    best.to_string(),
                    fouls.to_string(),
                    first_out.to_string()
                ],
                "{role}"
            );
        }
        // The samples hold best moves, fouls and a First Out somewhere: the columns are not
        // all zero by accident.
        let all = role_row(&page, "all");
        assert_eq!(all[0], "5");
        assert!(
            expected.values().any(|l| l.3 != Points::ZERO),
            "{expected:?}"
        );
        assert!(expected.values().any(|l| l.4 > 0));
        // The running table is not listed, and nothing of it is told.
        assert!(!page.contains(&format!("/games/{running}\"")), "{page}");
        assert_eq!(page.matches("<li><a href=\"/games/").count(), 5);
    })
    .await;
}

/// A forum game and a Mafia 1923 game played to their ends count by faction and family.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_profile_counts_forum_factions_and_1923_families() {
    each_backend(|url| async move {
        // Twenty-four accounts: more than an address may open in an hour by default.
        let config = omerta_server::Config {
            signups_per_hour: 100,
            ..omerta_server::Config::default()
        };
        let server = common::serve_with(&url, config).await;
        let (host, players, game) = common::forum_game(&server, 6).await;
        ok(host.act(game, json!({"type": "advance"})).await);
        ok(players[5]
            .act(
                game,
                json!({"type": "night_action", "ability": "factional_kill", "targets": ["P0"]}),
            )
            .await);
        ok(host.act(game, json!({"type": "advance"})).await);
        for p in &players[1..5] {
            ok(p.act(game, json!({"type": "post", "body": "[b]Vote: P5[/b]"}))
                .await);
        }
        ok(host.act(game, json!({"type": "advance"})).await);
        assert_eq!(host.view(game).await["status"], "finished");

        // Mafia 1923: the docs' example deal (docs/1923/script.md), two families of eight,
        // the host advancing to the end.
        let moderator = Client::sign_up(&server, "Moderator").await;
        let m = moderator.create("1923", "Alon and Brand").await;
        for (name, ..) in DEAL {
            let player = Client::sign_up(&server, &format!("{name} account")).await;
            ok(player.lobby(m, json!({"type": "join", "name": name})).await);
        }
        let dealt: Vec<Value> = DEAL
            .iter()
            .map(|(_, level, family, role, second)| {
                let mut p = json!({"level": level, "family": family, "role": role});
                if let Some(second) = second {
                    p["second_role"] = json!(second);
                }
                p
            })
            .collect();
        ok(moderator
            .lobby(
                m,
                json!({"type": "start", "setup": {
                    "families": [{"name": "Alon", "size": 8}, {"name": "Brand", "size": 8}],
                    "court_families": 1, "deal": "given", "night_ms": 36000000, "day_ms": 36000000,
                    "roles": [], "mafia_second_roles": [], "players": dealt,
                }}),
            )
            .await);
        for _ in 0..12 {
            if moderator.view(m).await["status"] == "finished" {
                break;
            }
            ok(moderator.act(m, json!({"type": "advance"})).await);
        }
        let result = moderator.view(m).await;
        assert_eq!(result["status"], "finished", "{}", result["game"]["result"]);
        let winners: Vec<u64> = result["game"]["result"]["winners"]
            .as_array()
            .unwrap()
            .iter()
            .map(|w| w.as_u64().unwrap())
            .collect();

        let spectator = Client::new(&server);
        // P1 was town: the town won.
        let (status, page) = spectator.page("/players/Player%201").await;
        assert_eq!(status, StatusCode::OK, "{page}");
        assert!(page.contains("0 Pro games, 1 forum game, 0 Mafia 1923 games."), "{page}");
        let forum = between(&page, r#"data-testid="forum-sides""#, "</table>");
        assert!(forum.contains(r#"<th scope="row"><bdi>town</bdi></th><td class="num">1</td><td class="num">1</td>"#), "{forum}");
        assert!(!page.contains(r#"data-testid="pro-roles""#));
        // P5 was the mafia goon: a game, no win.
        let (_, page) = spectator.page("/players/Player%205").await;
        let forum = between(&page, r#"data-testid="forum-sides""#, "</table>");
        assert!(forum.contains(r#"<bdi>mafia</bdi></th><td class="num">1</td><td class="num">0</td>"#), "{forum}");
        // Each 1923 player by family, a win where the end named them.
        for (slot, (name, _, family, ..)) in DEAL.iter().enumerate() {
            let (status, page) = spectator
                .page(&format!("/players/{}", name.replace(' ', "%20") + "%20account"))
                .await;
            assert_eq!(status, StatusCode::OK);
            let won = u32::from(winners.contains(&(slot as u64)));
            let families = between(&page, r#"data-testid="m1923-sides""#, "</table>");
            assert!(
                families.contains(&format!(
                    r#"<bdi>{family}</bdi></th><td class="num">1</td><td class="num">{won}</td>"#
                )),
                "{name}: {families}"
            );
        }
    })
    .await;
}

/// Uploads a sample into an event with `names` seated; the document as uploaded.
async fn upload(organiser: &Client, event: i64, sample_name: &str, names: &[String]) -> Value {
    let doc = renamed(&sample(sample_name), names);
    let (status, body) = organiser
        .post(
            "/api/pro/uploads",
            json!({"document": doc, "event_id": event}),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    doc
}

fn add_totals(totals: &mut BTreeMap<String, (Points, u32)>, doc: &Value) {
    let (game, sheet) = omerta_pro::score_json(&doc.to_string()).unwrap();
    for seat in &sheet.seats {
        let entry = totals
            .entry(game.player(seat.seat).name.clone())
            .or_default();
        entry.0 += seat.total;
        entry.1 += 1;
    }
}

async fn new_event(organiser: &Client, name: &str) -> i64 {
    let (status, body) = organiser
        .post(
            "/api/events",
            json!({"name": name, "rounds": 1, "tables": 1}),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    body["id"].as_i64().unwrap()
}

/// The id at the end of the address a form was sent on to.
fn id_in(url: &str) -> i64 {
    url.rsplit('/').next().unwrap().parse().unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_season_ranks_every_game_of_its_events_and_a_series_counts_each_game_once() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let organiser = Client::sign_up(&server, "Organiser").await;
        Client::sign_up(&server, "Anna").await;
        let spring = new_event(&organiser, "Spring Cup").await;
        let autumn = new_event(&organiser, "Autumn Cup").await;
        // Anna is registered in the spring: her seats there are hers by name.
        ok(organiser
            .post(
                &format!("/api/events/{spring}/players"),
                json!({"account": "Anna"}),
            )
            .await);
        let mut totals = BTreeMap::new();
        for (event, sample_name, first) in [
            (spring, "red-win", "Anna"),
            (spring, "black-win", "Boris"),
            (autumn, "lift", "Anna"),
            (autumn, "surrender", "Clara"),
        ] {
            let names: Vec<String> = table(&[first], "Player")
                .into_iter()
                .enumerate()
                .map(|(i, n)| {
                    if i == 1 && first != "Boris" {
                        "Boris".into()
                    } else {
                        n
                    }
                })
                .collect();
            let doc = upload(&organiser, event, sample_name, &names).await;
            add_totals(&mut totals, &doc);
        }
        // A season with no event yet.
        let (status, at, page) = form(
            &organiser,
            "/seasons",
            &[
                ("kind", "season"),
                ("name", "Empty season"),
                ("starts_on", "2026-03-01"),
                ("ends_on", "2026-11-30"),
            ],
        )
        .await;
        assert_eq!(status, StatusCode::OK, "{page}");
        assert!(page.contains("No event is in it yet."), "{page}");
        assert!(page.contains("No game of its events has finished yet."));
        assert!(page.contains("2026-03-01 – 2026-11-30"));
        let empty = id_in(&at);
        // A series, a season in it with both events, and a second season holding the
        // spring again.
        let (_, at, _) = form(
            &organiser,
            "/seasons",
            &[("kind", "series"), ("name", "League")],
        )
        .await;
        let league = id_in(&at);
        let (_, at, _) = form(
            &organiser,
            "/seasons",
            &[
                ("kind", "season"),
                ("name", "Season 2026"),
                ("series", &league.to_string()),
            ],
        )
        .await;
        let season = id_in(&at);
        for event in [spring, autumn] {
            let (status, _, page) = form(
                &organiser,
                &format!("/seasons/{season}/events"),
                &[("event", &event.to_string()), ("action", "add")],
            )
            .await;
            assert_eq!(status, StatusCode::OK, "{page}");
        }
        let (_, at, _) = form(
            &organiser,
            "/seasons",
            &[
                ("kind", "season"),
                ("name", "Spring only"),
                ("series", &league.to_string()),
            ],
        )
        .await;
        let spring_only = id_in(&at);
        form(
            &organiser,
            &format!("/seasons/{spring_only}/events"),
            &[("event", &spring.to_string())],
        )
        .await;

        let spectator = Client::new(&server);
        let (status, page) = spectator.page(&format!("/seasons/{season}")).await;
        assert_eq!(status, StatusCode::OK, "{page}");
        assert!(page.contains("4 games, highest total first"), "{page}");
        let rows = ranking(&page);
        assert_eq!(rows.len(), totals.len(), "{rows:?}");
        for (name, games, total) in &rows {
            let (sum, played) = totals[name];
            assert_eq!((*games, total.clone()), (played, sum.to_string()), "{name}");
        }
        // Sorted by total, highest first.
        let sums: Vec<Points> = rows.iter().map(|r| totals[&r.0].0).collect();
        assert!(sums.windows(2).all(|w| w[0] >= w[1]), "{sums:?}");
        // Anna has an account: her name links to her profile; Boris has none.
        assert!(
            page.contains(r#"<a href="/players/Anna"><bdi>Anna</bdi></a>"#),
            "{page}"
        );
        assert!(!page.contains(r#"href="/players/Boris""#));
        assert!(page.contains(r#"data-testid="leaderboards""#));
        assert!(page.contains(r#"<a href="/series/"#));

        // The series counts the spring's games once, though two of its seasons hold it.
        let (status, series_page) = spectator.page(&format!("/series/{league}")).await;
        assert_eq!(status, StatusCode::OK);
        assert!(
            series_page.contains("4 games, highest total first"),
            "{series_page}"
        );
        assert_eq!(ranking(&series_page), rows);
        // The spring alone.
        let (_, page) = spectator.page(&format!("/seasons/{spring_only}")).await;
        assert!(page.contains("2 games, highest total first"), "{page}");
        // The empty season is still empty, and listed.
        let (_, list) = spectator.page("/seasons").await;
        for name in ["Empty season", "Season 2026", "Spring only", "League"] {
            assert!(list.contains(&format!("<bdi>{name}</bdi>")), "{name}");
        }
        let (_, page) = spectator.page(&format!("/seasons/{empty}")).await;
        assert!(page.contains("No event is in it yet."));

        // Taking an event out of a season changes its ranking at once.
        form(
            &organiser,
            &format!("/seasons/{season}/events"),
            &[("event", &autumn.to_string()), ("action", "remove")],
        )
        .await;
        let (_, page) = spectator.page(&format!("/seasons/{season}")).await;
        assert!(page.contains("2 games, highest total first"), "{page}");

        // Leaderboards over every game: the minimum is stated.
        let (status, boards) = spectator.page("/leaderboards").await;
        assert_eq!(status, StatusCode::OK);
        assert!(
            boards.contains("Players with at least 10 games."),
            "{boards}"
        );
        assert!(boards.contains("Most wins as the sheriff"));
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn hostile_names_and_ids_are_answered_with_sentences() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let (judge, anna) = sign_up_all(&server).await;
        record(
            &judge,
            "red-win",
            &table(&["Guest 1", "Anna"], "Guest"),
            anna.id,
            true,
        )
        .await;
        let spectator = Client::new(&server);
        // Unknown, huge, and names with characters a path splits on.
        for path in [
            "/players/Nobody".to_string(),
            format!("/players/{}", "A".repeat(20_000)),
            "/players/Anna%2F..".to_string(),
            "/players/%20".to_string(),
            "/seasons/999".to_string(),
            "/seasons/abc".to_string(),
            "/series/-1".to_string(),
            format!("/seasons/{}", "9".repeat(40)),
        ] {
            let (status, page) = spectator.page(&path).await;
            assert_eq!(status, StatusCode::NOT_FOUND, "{path}: {page}");
            assert!(page.contains("there is no "), "{path}: {page}");
        }
        // The sign-in's rule: case and look-alike letters name the same account (a
        // Cyrillic "а" in "Аnna"); the page shows the account's own name.
        for typed in ["anna", "ANNA", "%D0%90nna"] {
            let (status, page) = spectator.page(&format!("/players/{typed}")).await;
            assert_eq!(status, StatusCode::OK, "{typed}");
            assert!(page.contains("<bdi>Anna</bdi></h1>"), "{typed}");
            assert!(page.contains("1 Pro game,"), "{typed}");
        }
        // Nobody but an admin or an organiser creates a season; dates are checked.
        let (status, _, page) =
            form(&anna, "/seasons", &[("kind", "season"), ("name", "Mine")]).await;
        assert_eq!(status, StatusCode::FORBIDDEN);
        assert!(
            page.contains(
                "only a site admin or an event&#39;s organiser creates seasons and series"
            ) || page.contains(
                "only a site admin or an event&#x27;s organiser creates seasons and series"
            ),
            "{page}"
        );
        let organiser = Client::sign_up(&server, "Organiser").await;
        let event = new_event(&organiser, "Cup").await;
        for (fields, said) in [
            (
                vec![("starts_on", "2026-13-01")],
                "the first day is a date written as 2026-09-01",
            ),
            (
                vec![("starts_on", "2026-05-01"), ("ends_on", "2026-04-01")],
                "cannot end",
            ),
            (vec![("series", "77")], "there is no series 77"),
            (vec![("tiebreak", "luck")], "unknown tie-break"),
        ] {
            let mut fields = fields.clone();
            fields.extend([("kind", "season"), ("name", "Season")]);
            let (status, _, page) = form(&organiser, "/seasons", &fields).await;
            assert!(status.is_client_error(), "{fields:?}: {status}");
            assert!(page.contains(said), "{fields:?}: {page}");
        }
        let (_, at, _) = form(
            &organiser,
            "/seasons",
            &[("kind", "season"), ("name", "Season")],
        )
        .await;
        let season = id_in(&at);
        // Another's event cannot be put in one's season, nor an unknown one.
        let other = Client::sign_up(&server, "Other").await;
        let theirs = new_event(&other, "Their cup").await;
        let (status, _, page) = form(
            &organiser,
            &format!("/seasons/{season}/events"),
            &[("event", &theirs.to_string())],
        )
        .await;
        assert_eq!(status, StatusCode::FORBIDDEN, "{page}");
        assert!(page.contains("only an event&#"), "{page}");
        let (status, _, page) = form(
            &organiser,
            &format!("/seasons/{season}/events"),
            &[("event", "x")],
        )
        .await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
        assert!(page.contains("choose one of your events to add"));
        // And nobody else changes the season's events.
        let (status, _, _) = form(
            &other,
            &format!("/seasons/{season}/events"),
            &[("event", &event.to_string())],
        )
        .await;
        assert_eq!(status, StatusCode::FORBIDDEN);
    })
    .await;
}

/// The pages speak the reader's language: Russian's sport terms, Hebrew right to left.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_profile_speaks_the_readers_language() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let (judge, anna) = sign_up_all(&server).await;
        record(
            &judge,
            "red-win",
            &table(&["Guest 1", "Anna"], "Guest"),
            anna.id,
            true,
        )
        .await;
        let read = |accept: &'static str, path: &'static str| {
            let base = server.base.clone();
            async move {
                let response = reqwest::Client::new()
                    .get(format!("{base}{path}"))
                    .header("accept-language", accept)
                    .send()
                    .await
                    .unwrap();
                (response.status(), response.text().await.unwrap())
            }
        };
        let (status, ru) = read("ru-RU,ru;q=0.9", "/players/Anna").await;
        assert_eq!(status, StatusCode::OK);
        for words in [
            "Спортивная мафия (Pro) по ролям",
            "Лучший ход",
            "ПУ",
            "Фолы",
            "1 игра Pro",
        ] {
            assert!(ru.contains(words), "{words}: {ru}");
        }
        let (_, uk) = read("uk", "/players/Anna").await;
        assert!(uk.contains("Кращий хід") && uk.contains("мирний"), "{uk}");
        let (_, he) = read("he", "/seasons").await;
        assert!(he.contains(r#"dir="rtl""#) && he.contains("עונות"), "{he}");
    })
    .await;
}
