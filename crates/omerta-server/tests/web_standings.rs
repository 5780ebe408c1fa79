//! The standings page over HTTP: finished Pro games recorded live from the samples, grouped
//! by event, their totals summed exactly per player, with the chart.

mod common;

use common::{each_backend, ok, serve, Client, Server};
use omerta_pro::Points;
use reqwest::StatusCode;
use serde_json::{json, Value};
use std::collections::BTreeMap;
use std::time::Duration;

fn sample(name: &str) -> Value {
    let path = format!(
        "{}/../../examples/pro/{name}.json",
        env!("CARGO_MANIFEST_DIR")
    );
    serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

/// The ten names of the Autumn Cup: the same people at every table, in other seats. One of
/// them would break the page if it were not escaped.
const AUTUMN: [&str; 10] = [
    "Anna",
    "Boris",
    "Clara",
    "Daniel",
    "Elena",
    "Felix",
    "Galina",
    "Hugo",
    "Irina",
    "Zoë <Z> & \"Q\"",
];

/// A sample's document with `names` seated in seat order.
fn renamed(doc: &Value, names: &[String]) -> Value {
    let mut doc = doc.clone();
    for player in doc["players"].as_array_mut().unwrap() {
        let seat = player["seat"].as_u64().unwrap() as usize;
        player["name"] = json!(names[seat - 1]);
    }
    doc
}

/// Seats `names`, starts with the sample's roles under `event` and records every event of
/// the sample, without finishing. The game's id and its document as seated.
async fn record(judge: &Client, sample_name: &str, names: &[String], event: &str) -> (i64, Value) {
    let doc = renamed(&sample(sample_name), names);
    let game = judge
        .create("pro", &format!("{event}: {sample_name}"))
        .await;
    for name in names {
        ok(judge
            .lobby(game, json!({"type": "seat", "name": name}))
            .await);
    }
    let mut players = doc["players"].as_array().unwrap().clone();
    players.sort_by_key(|p| p["seat"].as_u64());
    let roles: Vec<Value> = players.iter().map(|p| p["role"].clone()).collect();
    ok(judge
        .lobby(
            game,
            json!({"type": "start", "setup": {"roles": roles, "event": event}}),
        )
        .await);
    for event in doc["events"].as_array().unwrap() {
        ok(judge
            .act(game, json!({"type": "record", "event": event}))
            .await);
    }
    (game, doc)
}

async fn finish(judge: &Client, game: i64) {
    ok(judge.act(game, json!({"type": "finish"})).await);
    // The default event is the one finished last; let the clock move on between finishes.
    tokio::time::sleep(Duration::from_millis(20)).await;
}

/// Every seat's total of a document, scored by the rule crate, added up per name.
fn add_scores(totals: &mut BTreeMap<String, (Points, u32)>, doc: &Value) {
    let (game, sheet) = omerta_pro::score_json(&doc.to_string()).unwrap();
    for seat in &sheet.seats {
        let name = game.player(seat.seat).name.clone();
        let entry = totals.entry(name).or_insert((Points::ZERO, 0));
        entry.0 += seat.total;
        entry.1 += 1;
    }
}

async fn html(server: &Server, path: &str) -> (StatusCode, String) {
    let response = reqwest::get(format!("{}{path}", server.base))
        .await
        .unwrap();
    (response.status(), response.text().await.unwrap())
}

/// Undoes the HTML escapes of minijinja and of the chart.
fn unescape(text: &str) -> String {
    text.replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&#39;", "'")
        .replace("&#x27;", "'")
        .replace("&#x2f;", "/")
        .replace("&amp;", "&")
}

fn between<'a>(text: &'a str, start: &str, end: &str) -> &'a str {
    let from = text.find(start).unwrap_or_else(|| panic!("no {start:?}")) + start.len();
    let len = text[from..]
        .find(end)
        .unwrap_or_else(|| panic!("no {end:?}"));
    &text[from..from + len]
}

/// The standings table's rows: (name, games, total).
fn rows(page: &str) -> Vec<(String, u32, String)> {
    let table = between(page, r#"data-testid="standings""#, "</table>");
    let body = between(table, "<tbody>", "</tbody>");
    body.split("<tr>")
        .skip(1)
        .map(|row| {
            let name = unescape(between(row, r#"class="name">"#, "<span"));
            let cells: Vec<&str> = row
                .split(r#"<td class="num">"#)
                .skip(1)
                .map(|c| c.split("</td>").next().unwrap())
                .collect();
            let games = cells[1].parse().unwrap();
            let total = between(row, "<strong>", "</strong>").to_string();
            (name, games, total)
        })
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn standings_sum_an_events_finished_games_exactly_and_chart_them() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let judge = Client::sign_up(&server, "Judge").await;
        // Before any game: the page says so.
        let (status, page) = html(&server, "/standings").await;
        assert_eq!(status, StatusCode::OK);
        assert!(
            page.contains("No Pro Mafia game has finished yet"),
            "{page}"
        );

        // Three Autumn Cup tables of the same ten people, each in other seats.
        let seating = |shift: usize| -> Vec<String> {
            (0..10)
                .map(|seat| AUTUMN[(seat + shift) % 10].to_string())
                .collect()
        };
        let mut expected: BTreeMap<String, (Points, u32)> = BTreeMap::new();
        let mut autumn = Vec::new();
        for (sample_name, shift) in [("red-win", 0), ("black-win", 3), ("dd", 7)] {
            let (game, doc) = record(&judge, sample_name, &seating(shift), "Autumn Cup").await;
            add_scores(&mut expected, &doc);
            autumn.push(game);
        }
        // Another event, with its own people, and an Autumn table not finished yet.
        let mut spring_players = sample("surrender")["players"].as_array().unwrap().clone();
        spring_players.sort_by_key(|p| p["seat"].as_u64());
        let spring_names: Vec<String> = spring_players
            .iter()
            .map(|p| p["name"].as_str().unwrap().to_string())
            .collect();
        let (spring, _) = record(&judge, "surrender", &spring_names, "Spring Open").await;
        let (unfinished, _) = record(&judge, "lift", &seating(1), "Autumn Cup").await;
        // Finished out of creation order: Spring Open first, the Autumn Cup last.
        finish(&judge, spring).await;
        for &game in &autumn {
            finish(&judge, game).await;
        }

        // The sums as the rule crate scores the same documents, highest total first.
        let mut want: Vec<(String, u32, String)> = expected
            .iter()
            .map(|(name, (total, games))| (name.clone(), *games, total.to_string()))
            .collect();
        want.sort_by(|a, b| {
            let total = |r: &(String, u32, String)| expected[&r.0].0;
            total(b).cmp(&total(a)).then_with(|| a.0.cmp(&b.0))
        });
        assert_eq!(want.len(), 10);
        assert!(want.iter().all(|(_, games, _)| *games == 3));

        for path in ["/standings?event=Autumn%20Cup", "/standings"] {
            let (status, page) = html(&server, path).await;
            assert_eq!(status, StatusCode::OK, "{path}: {page}");
            assert_eq!(rows(&page), want, "{path}");
            // The chart: one bar per player, accessible, scaled to the page.
            let svg = between(&page, "<svg", "</svg>");
            assert_eq!(svg.matches(r#"<g class="player">"#).count(), 10, "{svg}");
            assert_eq!(svg.matches(r#"<g class="total "#).count(), 10);
            assert!(svg.contains(r#"role="img""#) && svg.contains(r#"width="100%""#));
            assert!(svg.contains("viewBox="));
            assert!(svg
                .contains("<title id=\"chart-title\">Total points per player: Autumn Cup</title>"));
            // A name is escaped everywhere, in the table and in the chart.
            assert!(!page.contains("<Z>"), "an unescaped name");
            assert!(svg.contains("Zoë &lt;Z&gt; &amp; &quot;Q&quot;"));
            // The event's games (finished ones only), with their protocols.
            for &game in &autumn {
                assert!(page.contains(&format!(r#"href="/games/{game}""#)));
                assert!(page.contains(&format!(r#"href="/games/{game}/protocol""#)));
            }
            assert!(!page.contains(&format!(r#"href="/games/{unfinished}""#)));
            assert!(!page.contains(&format!(r#"href="/games/{spring}""#)));
            // Both events, with their counts, the other one a link.
            assert!(
                page.contains(r#"href="/standings?event=Spring%20Open""#),
                "{page}"
            );
            assert!(
                page.contains(r#"aria-current="page">Autumn Cup <span class="muted">(3)</span>"#),
                "{page}"
            );
            assert!(page.contains(r#"Spring Open <span class="muted">(1)</span>"#));
        }

        // The other event: its own ten players, one game each.
        let (status, page) = html(&server, "/standings?event=Spring%20Open").await;
        assert_eq!(status, StatusCode::OK);
        let spring_rows = rows(&page);
        assert_eq!(spring_rows.len(), 10);
        assert!(spring_rows.iter().all(|(_, games, _)| *games == 1));
        assert!(page.contains(&format!(r#"href="/games/{spring}/protocol""#)));
        assert!(page.contains(r#"href="/standings?event=Autumn%20Cup""#));

        // An event nobody played: not found, with the events to choose from.
        let (status, page) = html(&server, "/standings?event=%3Cnone%3E").await;
        assert_eq!(status, StatusCode::NOT_FOUND);
        assert!(page.contains("&lt;none&gt;") && !page.contains("<none>"));
        assert!(page.contains(r#"href="/standings?event=Autumn%20Cup""#));
    })
    .await;
}
