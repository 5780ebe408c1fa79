//! What a page costs to draw in each language (issue 30: no more than 10 % over English):
//! the judge's console mid-game (its sentences as a JSON block, the table, the records in
//! words) and the printed protocol of a whole game, both from `examples/pro/lift.json`
//! recorded on a live table; a forum game's thread page and a Mafia 1923 week's page, as
//! their host reads them, from omerta-live's bench games (`crates/omerta-live/benches/games`);
//! English, Russian, Ukrainian and Hebrew.
//!
//! Run: `cargo bench -j2 -p omerta-server --bench pages -- --warm-up-time 1 --measurement-time 3`

use axum::http::StatusCode;
use criterion::{black_box, criterion_group, criterion_main, Criterion};
use omerta_i18n::Lang;
use omerta_live::forum::ForumGame;
use omerta_live::hosted::LobbyCommand;
use omerta_live::mafia1923::Game1923;
use omerta_live::pro::{ProCommand, ProSetup, ProTable};
use omerta_live::{Actor, Command, Event, Hosted, Live, Viewer};
use omerta_server::auth::{Caller, Reader};
use omerta_server::web::{forum, inactivity, m1923, pages, pro, render};
use serde_json::{json, Value};

/// The sample's table as its judge sees it: after `records` of its events (all: finished).
fn view(records: usize) -> Value {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../examples/pro/lift.json");
    let game: Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    let created = Hosted::<ProTable>::create("Final table", 1, 0).unwrap();
    let mut table = Hosted::<ProTable>::replay([&created.event]).unwrap();
    let mut send = |command| {
        for e in table.handle(Actor::account(1), command, 0, 0).unwrap() {
            table.apply(&e.event);
        }
    };
    let mut players = game["players"].as_array().unwrap().clone();
    players.sort_by_key(|p| p["seat"].as_u64());
    for (i, p) in players.iter().enumerate() {
        send(Command::Lobby(LobbyCommand::Seat {
            name: p["name"].as_str().unwrap().to_string(),
            account: Some(100 + i as i64),
            at: None,
        }));
    }
    send(Command::Lobby(LobbyCommand::Start {
        setup: ProSetup {
            roles: Some(
                players
                    .iter()
                    .map(|p| p["role"].as_str().unwrap().to_string())
                    .collect(),
            ),
            ..ProSetup::default()
        },
    }));
    for event in game["events"].as_array().unwrap().iter().take(records) {
        send(Command::Game(ProCommand::Record {
            event: event.clone(),
        }));
    }
    table.view(Viewer::Host)
}

fn caller(lang: Lang) -> Caller {
    Caller(
        omerta_service::auth::Caller::nobody(),
        Reader {
            lang,
            path: "/games/1".to_string(),
        },
    )
}

/// The judge's console, as `GET /games/{id}` draws it for the host.
fn console(view: &Value, lang: Lang) -> usize {
    let caller = caller(lang);
    let context = json!({
        "title": view["title"], "id": 1, "view": view, "is_host": true, "host_name": "Judge",
        "version": 30, "kinds": omerta_server::web::kinds("pro"),
        "x": pro::context_in(view, lang), "console_words": pro::console_words(lang),
    });
    let response = render(StatusCode::OK, "pro/game.html", &caller, context);
    assert_eq!(response.status(), StatusCode::OK);
    black_box(response).status().as_u16() as usize
}

/// The printed protocol, as `GET /games/{id}/protocol` draws it.
fn protocol(view: &Value, lang: Lang) -> usize {
    let caller = caller(lang);
    let context = json!({
        "title": view["title"], "id": 1, "view": view, "x": pro::context_in(view, lang),
        "host_name": "Judge", "upload": null, "is_host": true,
    });
    let response = render(StatusCode::OK, "pro/protocol.html", &caller, context);
    assert_eq!(response.status(), StatusCode::OK);
    black_box(response).status().as_u16() as usize
}

/// One of omerta-live's bench games, replayed, as its host reads it.
fn played<G: Live>(file: &str) -> Value {
    let path = format!(
        "{}/../omerta-live/benches/games/{file}",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(&path).unwrap();
    let events: Vec<Event<G::Event>> = serde_json::from_str(&text).unwrap();
    let hosted = Hosted::<G>::replay(events.iter()).unwrap();
    hosted.view(Viewer::Host)
}

/// A game's page as `GET /games/{id}` draws it for its host, with the context the page
/// handler gives each rule set.
fn game_page(view: &Value, ruleset: &str, lang: Lang) -> usize {
    let caller = caller(lang);
    // Within the week: its deadlines count down.
    let now = 1_700_000_000_000;
    let x = match ruleset {
        "forum" => forum::context_page(view, None, lang),
        _ => m1923::context_in(view, now, lang),
    };
    let context = json!({
        "title": view["title"], "id": 1, "ruleset": pages::ruleset_info(ruleset),
        "view": view, "viewer": "host", "is_host": true, "joined": false,
        "host_name": "Host", "upload": null, "event": null, "version": 30,
        "kinds": omerta_server::web::kinds(ruleset), "x": x,
        "inactivity": (ruleset == "forum").then(|| inactivity::context(view, None, now, lang)),
        "console_words": null,
        "words": (ruleset == "1923").then(|| m1923::script_words(lang)),
        "lobby_words": null, "error": null, "example": false, "setups": null,
    });
    let response = render(
        StatusCode::OK,
        &format!("{ruleset}/game.html"),
        &caller,
        context,
    );
    assert_eq!(response.status(), StatusCode::OK);
    black_box(response).status().as_u16() as usize
}

fn bench(c: &mut Criterion) {
    let mid = view(20);
    let whole = view(usize::MAX);
    let thread = played::<ForumGame>("forum.json");
    let week = played::<Game1923>("1923.json");
    let mut group = c.benchmark_group("pages");
    for lang in [Lang::En, Lang::Ru, Lang::Uk, Lang::He] {
        group.bench_function(format!("forum/{lang}"), |b| {
            b.iter(|| game_page(black_box(&thread), "forum", lang))
        });
        group.bench_function(format!("1923/{lang}"), |b| {
            b.iter(|| game_page(black_box(&week), "1923", lang))
        });
        group.bench_function(format!("console/{lang}"), |b| {
            b.iter(|| console(black_box(&mid), lang))
        });
        group.bench_function(format!("protocol/{lang}"), |b| {
            b.iter(|| protocol(black_box(&whole), lang))
        });
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
