//! The Forum Mafia game page over HTTP: the thread with its votes marked, the live tally
//! with E-n, the host's panel (flags, modkill, replace, the BBCode tally) for the host
//! only, the composer and the night's forms, the start form's fields, and the pages of a
//! big thread.

mod common;

use common::{each_backend, forum_game, ok, serve, Client, Server};
use reqwest::StatusCode;
use serde_json::{json, Value};

/// A page's HTML, as a reader's browser gets it.
async fn page(client: &Client, path: &str) -> (StatusCode, String) {
    client.page(path).await
}

async fn html(client: &Client, path: &str) -> String {
    let (status, text) = page(client, path).await;
    assert_eq!(status, StatusCode::OK, "{path}: {text}");
    text
}

/// Sends a page's form as a browser without JavaScript does (the CSRF token as a field);
/// with `htmx`, as htmx does (the header that asks for the page, not a redirect).
async fn form(
    client: &Client,
    game: i64,
    fields: &[(&str, &str)],
    htmx: bool,
) -> (StatusCode, String) {
    let csrf = client.csrf.clone().unwrap_or_default();
    let mut all: Vec<(&str, &str)> = vec![("csrf", csrf.as_str())];
    all.extend_from_slice(fields);
    let mut request = client
        .http
        .post(format!("{}/games/{game}/act", client.base))
        .form(&all);
    if htmx {
        request = request.header("hx-request", "true");
    }
    let response = request.send().await.unwrap();
    let status = response.status();
    (status, response.text().await.unwrap())
}

fn post(body: &str) -> Value {
    json!({"type": "post", "body": body})
}

/// The part of a page between two markers (the first after `from`).
fn between<'a>(text: &'a str, from: &str, to: &str) -> &'a str {
    let start = text
        .find(from)
        .unwrap_or_else(|| panic!("no {from:?} in the page"));
    let rest = &text[start..];
    let end = rest.find(to).unwrap_or(rest.len());
    &rest[..end]
}

/// Text as the browser reads it out of the HTML.
fn unescape(text: &str) -> String {
    text.replace("&#x2f;", "/")
        .replace("&quot;", "\"")
        .replace("&#x27;", "'")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&amp;", "&")
}

/// The live region (what the event stream redraws) and what follows it.
fn live_and_rest(text: &str) -> (&str, &str) {
    let start = text.find("<div id=\"live\"").expect("a live region");
    let end = text
        .find("<div id=\"forum-actions\">")
        .expect("the forms' region");
    assert!(start < end, "the forms come after the live region");
    (&text[start..end], &text[end..])
}

async fn started(server: &Server, n: usize) -> (Client, Vec<Client>, i64) {
    forum_game(server, n).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_reader_sees_the_thread_votes_and_tally_and_only_the_host_the_host_panel() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let (host, players, game) = started(&server, 5).await;
        ok(players[0]
            .act(game, post("I think so. [b]Vote: P4[/b]"))
            .await);
        ok(players[1].act(game, post("Agreed.\n[b]vote: p4[/b]")).await);
        ok(players[2]
            .act(
                game,
                post("[quote=P0][b]Vote: P4[/b][/quote] not me, [b]Vote: Nobody[/b]"),
            )
            .await);
        ok(players[3]
            .act(
                game,
                post("<script>alert(1)</script> [url=javascript:alert(2)]x[/url] [i]hm[/i]"),
            )
            .await);
        let view = host.view(game).await;
        let first_vote = view["game"]["posts"]
            .as_array()
            .unwrap()
            .iter()
            .find(|p| p["author"] == "P0")
            .unwrap()["id"]
            .as_u64()
            .unwrap();
        // An edit is kept, flagged for the host (rule 3) and changes no vote (F1).
        ok(players[0]
            .act(
                game,
                json!({"type": "edit", "post": first_vote, "body": "[b]Vote: P3[/b]"}),
            )
            .await);

        let spectator = Client::new(&server);
        let watcher = Client::sign_up(&server, "Watcher").await;
        for (who, client) in [
            ("host", &host),
            ("player", &players[0]),
            ("spectator", &spectator),
            ("signed-in spectator", &watcher),
        ] {
            let text = html(client, &format!("/games/{game}")).await;
            let (live, rest) = live_and_rest(&text);
            // The thread: every post, votes marked with what they counted as.
            assert!(live.contains("<mark class=\"vote\""), "{who}: votes marked");
            assert!(
                live.contains("vote for P4"),
                "{who}: what the vote counted as"
            );
            assert!(
                live.contains("no player by that name"),
                "{who}: an unknown name"
            );
            assert!(live.contains("P0 wrote:"), "{who}: the quote's author");
            let quote = between(live, "P0 wrote:", "</blockquote>");
            assert!(
                !quote.contains("<mark"),
                "{who}: a vote in a quote is not a vote: {quote}"
            );
            assert!(live.contains("badge-edited"), "{who}: the edit is shown");
            assert!(
                live.contains("Edited 1 time: every revision"),
                "{who}: its revisions"
            );
            assert!(live.contains("As first posted"), "{who}");
            // Nothing a player writes becomes markup.
            assert!(!text.contains("<script>alert"), "{who}: escaped");
            assert!(
                text.contains("&lt;script&gt;alert(1)"),
                "{who}: shown as text"
            );
            assert!(!text.contains("javascript:alert"), "{who}: no script links");
            // The tally: P4 has 2 of the 3 votes a majority needs among 5.
            let tally = between(live, "id=\"tally\"", "</section>");
            assert!(tally.contains("3 votes is a majority"), "{who}: {tally}");
            assert!(tally.contains(">E-1<"), "{who}: E-n: {tally}");
            assert!(tally.contains("P0, P1"), "{who}: the voters: {tally}");
            assert!(tally.contains("Not voting (3):"), "{who}: {tally}");
            assert!(tally.contains("P2, P3, P4"), "{who}: {tally}");
            assert!(
                tally.contains("Nobody has a majority yet."),
                "{who}: {tally}"
            );
            // The phase.
            assert!(live.contains("<strong>Day 1</strong>"), "{who}");
            let host_panel = text.contains("For the host");
            assert_eq!(host_panel, who == "host", "{who}: the host panel");
            assert_eq!(text.contains("id=\"bbcode-tally\""), who == "host", "{who}");
            assert_eq!(text.contains("Host controls"), who == "host", "{who}");
            assert_eq!(text.contains("id=\"modkill-slot\""), who == "host", "{who}");
            // The composer is outside the live region, for those who may post.
            assert!(
                !live.contains("id=\"post-body\""),
                "{who}: the composer is not redrawn"
            );
            let composer = rest.contains("id=\"post-body\"");
            assert_eq!(
                composer,
                who == "host" || who == "player",
                "{who}: the composer"
            );
            assert_eq!(text.contains("Your role"), who == "player", "{who}");
        }

        let text = html(&host, &format!("/games/{game}")).await;
        let (live, rest) = live_and_rest(&text);
        // The host's flags: the edit (rule 3).
        let flags = between(live, "data-testid=\"flags\"", "</ul>");
        assert!(flags.contains("rule 3: edited"), "{flags}");
        assert!(
            flags.contains(&format!("#p{first_vote}")),
            "a link to the post: {flags}"
        );
        // The BBCode tally, with a copy button.
        let bbcode = unescape(between(live, "id=\"bbcode-tally\"", "</textarea>"));
        assert!(bbcode.contains("[b]Vote Tallies:[/b]"), "{bbcode}");
        assert!(bbcode.contains("[b]P4[/b] (2): P0, P1 (L-1)"), "{bbcode}");
        assert!(live.contains("data-copy=\"bbcode-tally\""));
        assert!(live.contains("<label for=\"bbcode-tally\">"));
        // Modkill and replace.
        assert!(rest.contains("name=\"f.type\" value=\"modkill\""));
        assert!(rest.contains("name=\"f.type\" value=\"replace\""));
        assert!(rest.contains("End Day 1 now"));
        // The player sees their role.
        let text = html(&players[4], &format!("/games/{game}")).await;
        assert!(text.contains("<strong>Mafia goon</strong>"), "the role PM");
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn forms_post_vote_modkill_replace_and_act_at_night() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let (host, players, game) = started(&server, 6).await;
        // A vote through the page's form, as a browser without JavaScript sends it.
        let (status, text) = form(
            &players[0],
            game,
            &[
                ("cmd", "game"),
                ("cid", "vote-1"),
                ("f.type", "post"),
                ("f.body", "Town, with me. [b]Vote: P5[/b]"),
            ],
            false,
        )
        .await;
        assert_eq!(status, StatusCode::OK, "followed to the page: {text}");
        assert!(text.contains("vote for P5"), "the vote in the thread");
        // As htmx sends it: the page, whose live region holds the new tally.
        let (status, text) = form(
            &players[1],
            game,
            &[
                ("cmd", "game"),
                ("cid", "vote-2"),
                ("f.type", "post"),
                ("f.body", "[b]Vote: P5[/b]"),
            ],
            true,
        )
        .await;
        assert_eq!(status, StatusCode::OK, "{text}");
        let (live, _) = live_and_rest(&text);
        assert!(live.contains("P0, P1"), "both votes: {live}");
        assert!(live.contains(">E-2<"), "4 of 6 is a majority: {live}");
        // The same form sent twice (a double tap) is one post.
        let (status, _) = form(
            &players[1],
            game,
            &[
                ("cmd", "game"),
                ("cid", "vote-2"),
                ("f.type", "post"),
                ("f.body", "[b]Vote: P5[/b]"),
            ],
            true,
        )
        .await;
        assert_eq!(status, StatusCode::OK);
        let posts = host.view(game).await["game"]["posts"]
            .as_array()
            .unwrap()
            .len();
        let by_p1 = host.view(game).await["game"]["posts"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|p| p["author"] == "P1")
            .count();
        assert_eq!(by_p1, 1, "{posts} posts");
        // A refusal is shown on the page (htmx swaps 422s in).
        let (status, text) = form(
            &players[2],
            game,
            &[("cmd", "game"), ("f.type", "advance")],
            true,
        )
        .await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
        assert!(text.contains("role=\"alert\""), "{text}");
        // No CSRF token, no command.
        let response = players[2]
            .http
            .post(format!("{}/games/{game}/act", players[2].base))
            .form(&[("cmd", "game"), ("f.type", "post"), ("f.body", "sneaky")])
            .send()
            .await
            .unwrap();
        assert!(response.status().is_client_error(), "{}", response.status());

        // The host ends the day (no majority: no lynch) through the form.
        let (status, _) = form(&host, game, &[("cmd", "game"), ("f.type", "advance")], true).await;
        assert_eq!(status, StatusCode::OK);
        // A night post is marked for everybody and flagged for the host (rule 2).
        ok(players[2]
            .act(game, post("psst, it's night [b]Vote: P0[/b]"))
            .await);
        let text = html(&Client::new(&server), &format!("/games/{game}")).await;
        assert!(text.contains("<strong>Night 1</strong>"), "the phase");
        assert!(text.contains("badge-night"), "a night post");
        assert!(
            text.contains("not counted: night post"),
            "its vote does not count"
        );
        assert!(
            text.contains("Day 1 is over: no lynch."),
            "the last day's end"
        );
        let text = html(&host, &format!("/games/{game}")).await;
        let flags = between(&text, "data-testid=\"flags\"", "</ul>");
        assert!(flags.contains("rule 2: night post"), "{flags}");
        assert!(text.contains("End Night 1 now"));
        // The night's forms: the mafia goon's factional kill.
        let text = html(&players[5], &format!("/games/{game}")).await;
        let (_, rest) = live_and_rest(&text);
        assert!(rest.contains("Your night actions"), "{rest}");
        assert!(rest.contains("value=\"factional_kill\""), "{rest}");
        assert!(
            rest.contains("<label for=\"na-1-1\">Factional kill</label>"),
            "{rest}"
        );
        let (status, text) = form(
            &players[5],
            game,
            &[
                ("cmd", "game"),
                ("f.type", "night_action"),
                ("f.ability", "factional_kill"),
                ("f.targets[]:json", "\"P0\""),
            ],
            true,
        )
        .await;
        assert_eq!(status, StatusCode::OK, "{text}");
        assert!(text.contains("Factional kill → P0"), "tonight's action");
        let text = html(&host, &format!("/games/{game}")).await;
        assert!(text.contains("P5: Factional kill → P0"), "the host sees it");
        // Town players have no night form.
        let text = html(&players[1], &format!("/games/{game}")).await;
        assert!(!text.contains("Your night actions"));

        // Modkill through the host's form.
        let (status, text) = form(
            &host,
            game,
            &[
                ("cmd", "game"),
                ("f.type", "modkill"),
                ("f.slot:int", "3"),
                ("f.reason", "inactive (rule 13)"),
            ],
            true,
        )
        .await;
        assert_eq!(status, StatusCode::OK, "{text}");
        assert!(text.contains("has been modkilled"), "the host's post");
        let players_list = between(&text, "id=\"players-h\"", "</section>");
        assert!(players_list.contains("badge-dead"), "{players_list}");
        // Replace through the host's form (the lobby's command).
        let (status, text) = form(
            &host,
            game,
            &[
                ("cmd", "lobby"),
                ("f.type", "replace"),
                ("f.slot:int", "1"),
                ("f.name", "Newbie"),
            ],
            true,
        )
        .await;
        assert_eq!(status, StatusCode::OK, "{text}");
        let players_list = between(&text, "id=\"players-h\"", "</section>");
        assert!(players_list.contains("Newbie"), "{players_list}");
        assert!(players_list.contains("(replaced P1)"), "{players_list}");
        // The day after: the goon's kill and the flips.
        ok(host.act(game, json!({"type": "advance"})).await);
        let text = html(&Client::new(&server), &format!("/games/{game}")).await;
        assert!(text.contains("<strong>Day 2</strong>"), "day 2");
        let players_list = between(&text, "id=\"players-h\"", "</section>");
        assert!(players_list.contains("Town"), "a flip: {players_list}");
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_majority_lock_and_lynch_show_in_the_tally_and_the_end_of_the_game() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let (host, players, game) = started(&server, 5).await;
        for p in &players[0..3] {
            ok(p.act(game, post("[b]Vote: P4[/b]")).await);
        }
        let text = html(&players[0], &format!("/games/{game}")).await;
        let tally = between(&text, "id=\"tally\"", "</section>");
        assert!(tally.contains(">E-0<"), "{tally}");
        assert!(tally.contains("badge-majority"), "{tally}");
        assert!(tally.contains("P4 has a majority"), "{tally}");
        ok(players[3].act(game, post("[b]Vote: P4[/b]")).await);
        let text = html(&players[0], &format!("/games/{game}")).await;
        let tally = between(&text, "id=\"tally\"", "</section>");
        assert!(tally.contains("badge-lock"), "locked: {tally}");
        assert!(tally.contains("P4 is locked"), "{tally}");
        ok(host.act(game, json!({"type": "advance"})).await);
        let text = html(&players[0], &format!("/games/{game}")).await;
        assert!(text.contains("The game is over: Town wins"), "the end");
        // The last day's lynch, in the list of deaths (the game ended with it).
        let deaths = between(&text, "id=\"players-h\"", "</section>");
        assert!(deaths.contains("lynched day 1"), "the lynch: {deaths}");
        // The final day's tally stays: the wagon that lynched, and the day's end.
        let tally = between(&text, "id=\"tally\"", "</section>");
        assert!(tally.contains("Day 1 is over: P4 was lynched."), "{tally}");
        assert!(tally.contains("wagon-target\">P4<"), "{tally}");
        assert!(!tally.contains("No votes yet"), "{tally}");
        let (_, rest) = live_and_rest(&text);
        assert!(
            !rest.contains("id=\"post-body\""),
            "no posting after the end"
        );
        let text = html(&host, &format!("/games/{game}")).await;
        assert!(
            !text.contains("Host controls"),
            "nothing to control after the end"
        );
        assert!(
            text.contains("id=\"bbcode-tally\""),
            "the final tally to copy"
        );
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_big_thread_is_drawn_a_page_at_a_time() {
    each_backend(|url| async move {
        // A thousand posts in seconds: far past a real player's pace.
        let config = omerta_server::Config {
            posts_per_minute: 10_000,
            ..omerta_server::Config::default()
        };
        let server = common::serve_with(&url, config).await;
        let (host, players, game) = started(&server, 4).await;
        let opening = host.view(game).await["game"]["posts"]
            .as_array()
            .unwrap()
            .len();
        // 1,000 posts in all.
        for i in 0..(1000 - opening) {
            let body = if i % 50 == 0 {
                format!("post {i} [b]Vote: P{}[/b]", (i / 50) % 4)
            } else {
                format!("post {i}")
            };
            ok(players[i % 3].act(game, post(&body)).await);
        }
        let view = host.view(game).await;
        assert_eq!(view["game"]["posts"].as_array().unwrap().len(), 1000);
        for client in [&host, &players[0], &Client::new(&server)] {
            let text = html(client, &format!("/games/{game}")).await;
            // The newest page by default: posts 901 to 1000, and links to the others.
            assert_eq!(text.matches("data-testid=\"post\"").count(), 100);
            assert!(text.contains("id=\"p1000\""));
            assert!(text.contains("id=\"p901\""));
            assert!(!text.contains("id=\"p900\""));
            assert!(text.contains("posts 901–1000 of 1000, page 10 of 10"));
            assert!(text.contains("href=\"?page=1#thread\""), "the first page");
            assert!(
                text.contains("href=\"?page=9#thread\" rel=\"prev\""),
                "the page before"
            );
            assert!(text.contains("aria-current=\"page\""));
            assert!(text.len() < 400_000, "{} bytes", text.len());
        }
        // Page 1: the first hundred posts, as the page's context derives them.
        let first = omerta_server::web::forum::context_page(&view, Some(1), omerta_i18n::Lang::En);
        let ids: Vec<u64> = first["posts"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| p["id"].as_u64().unwrap())
            .collect();
        assert_eq!(ids, (1..=100).collect::<Vec<_>>());
        assert_eq!(first["page"]["next"], 2);
        assert_eq!(first["page"]["previous"], Value::Null);
        assert_eq!(first["page"]["newest"], false);
        let last = omerta_server::web::forum::context_page(&view, Some(10), omerta_i18n::Lang::En);
        assert_eq!(last["posts"][0]["id"], 901);
        assert_eq!(last["posts"][99]["id"], 1000);
        // A page past the end is the newest.
        let past = omerta_server::web::forum::context_page(&view, Some(99), omerta_i18n::Lang::En);
        assert_eq!(past["page"]["number"], 10);
        // Page 1 drawn: its posts, and the way on to the newer pages.
        let text = drawn(&view, game, Some(1)).await;
        assert_eq!(text.matches("data-testid=\"post\"").count(), 100);
        assert!(text.contains("id=\"p1\"") && text.contains("id=\"p100\""));
        assert!(!text.contains("id=\"p101\""));
        assert!(text.contains("posts 1–100 of 1000, page 1 of 10"));
        assert!(text.contains("href=\"?page=2#thread\" rel=\"next\""));
        assert!(text.contains("href=\"?page=10#thread\">Last page</a>"));
        // The same through the page's address: ?page=N, and the newest for a bad number.
        let via = html(&players[1], &format!("/games/{game}?page=1")).await;
        assert!(via.contains("id=\"p1\"") && via.contains("id=\"p100\""));
        assert!(!via.contains("id=\"p101\""));
        let via = html(&players[1], &format!("/games/{game}?page=abc")).await;
        assert!(via.contains("id=\"p1000\"") && !via.contains("id=\"p900\""));
        assert!(text.contains("Newer posts are on the"));
        assert!(
            text.contains("href=\"?page=1#p7\""),
            "links to posts stay on their page"
        );
    })
    .await;
}

/// The thread page as `game_page` draws it, at page `page` (`context_page`'s part), for
/// a spectator.
async fn drawn(view: &Value, id: i64, page: Option<usize>) -> String {
    use omerta_server::web::{forum, kinds, pages::ruleset_info, render};
    let context = json!({
        "title": view["title"], "id": id, "ruleset": ruleset_info("forum"), "view": view,
        "viewer": {"as": "spectator"}, "is_host": false, "joined": false, "host_name": "Host",
        "version": view["version"], "kinds": kinds("forum"),
        "x": forum::context_page(view, page, omerta_i18n::Lang::En), "error": null,
    });
    let caller = omerta_server::auth::Caller::nobody();
    let response = render(
        axum::http::StatusCode::OK,
        "forum/game.html",
        &caller,
        context,
    );
    assert_eq!(response.status(), axum::http::StatusCode::OK);
    let bytes = axum::body::to_bytes(response.into_body(), usize::MAX)
        .await
        .unwrap();
    String::from_utf8(bytes.to_vec()).unwrap()
}

/// The option values of a `<select>` (each a role as JSON, in single quotes).
fn options(text: &str, select: &str) -> Vec<String> {
    let part = between(text, &format!("id=\"{select}\""), "</select>");
    part.split("<option value='")
        .skip(1)
        .map(|s| s.split('\'').next().unwrap().to_string())
        .collect()
}

/// The values of a select's options written with double quotes.
fn values(text: &str, select: &str) -> Vec<String> {
    let part = between(text, &format!("id=\"{select}\""), "</select>");
    part.split("<option value=\"")
        .skip(1)
        .map(|s| s.split('"').next().unwrap().to_string())
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_start_form_starts_a_game_from_its_fields() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let host = Client::sign_up(&server, "Host").await;
        let game = host.create("forum", "Form start").await;
        for i in 0..5 {
            ok(host
                .lobby(game, json!({"type": "seat", "name": format!("S{i}")}))
                .await);
        }
        let text = html(&host, &format!("/games/{game}")).await;
        for label in [
            "This game is",
            "The day lasts (hours, rule 12)",
            "The night lasts (hours)",
            "How roles are dealt",
            "Role 5",
            "Night actions are resolved by",
            "Aliases votes may use",
        ] {
            assert!(text.contains(label), "{label}");
        }
        // Every role the form offers is one the game takes.
        let roles = options(&text, "fs-role-1");
        assert!(roles.len() >= 10, "{roles:?}");
        for role in &roles {
            serde_json::from_str::<Value>(role).unwrap_or_else(|e| panic!("{role}: {e}"));
        }
        // The defaults: 4 town and a goon for 5 players.
        assert!(between(&text, "id=\"fs-role-5\"", "</select>").contains("selected>Mafia: goon"));
        assert!(between(&text, "id=\"fs-role-1\"", "</select>").contains("selected>Town: vanilla"));
        // The form as a browser sends it: night first, no fifty percent rule.
        let cop = roles
            .iter()
            .find(|r| r.contains("\"cop\"") && !r.contains("insane"))
            .unwrap();
        let town = &roles[0];
        let goon = roles.iter().find(|r| r.contains("goon")).unwrap();
        let (status, text) = form(
            &host,
            game,
            &[
                ("cmd", "lobby"),
                ("cid", "start-1"),
                ("f.type", "start"),
                ("f.setup.game.normality:int", "2"),
                ("f.setup.game.starts_with", "night"),
                ("f.setup.game.day_hours:int", "24"),
                ("f.setup.game.night_hours:int", "12"),
                ("f.setup.game.min_posts_per_day:int", "3"),
                ("f.setup.game.lock:bool", "false"),
                ("f.setup.game.lock:bool", "true"),
                ("f.setup.game.fifty_percent_rule:bool", "false"),
                ("f.setup.deal", "given"),
                ("f.setup.roles[]:json", cop),
                ("f.setup.roles[]:json", town),
                ("f.setup.roles[]:json", town),
                ("f.setup.roles[]:json", town),
                ("f.setup.roles[]:json", goon),
                ("f.setup.night_method", "ordered"),
                ("f.setup.aliases:json", "{\"S0\": [\"Zero\"]}"),
            ],
            false,
        )
        .await;
        assert_eq!(status, StatusCode::OK, "{text}");
        let view = host.view(game).await;
        assert_eq!(view["status"], "running", "{}", view);
        let setup = &view["game"]["game"];
        assert_eq!(setup["normality"], 2);
        assert_eq!(setup["day_hours"], 24);
        assert_eq!(setup["night_hours"], 12);
        assert_eq!(setup["min_posts_per_day"], 3);
        assert_eq!(setup["lock"], true);
        assert_eq!(setup["fifty_percent_rule"], false);
        assert_eq!(view["game"]["night_method"], "ordered");
        assert_eq!(view["game"]["phase"]["kind"], "night");
        assert_eq!(view["game"]["players"][0]["aliases"], json!(["Zero"]));
        assert_eq!(view["game"]["roles"][0]["role"], "cop");
        assert_eq!(view["game"]["roles"][4]["role"], "goon");
        let text = html(&host, &format!("/games/{game}")).await;
        assert!(text.contains("<strong>Night 1</strong>"));

        // Every preset at once, one per slot, dealt at random; a preset with a channel
        // twice, since a channel needs two members (D16).
        let mut roles = roles.clone();
        let with_channels: Vec<String> = roles
            .iter()
            .filter(|r| r.contains("\"channels\""))
            .cloned()
            .collect();
        assert!(!with_channels.is_empty(), "the mason's preset");
        roles.extend(with_channels);
        let big = host.create("forum", "Every role").await;
        for i in 0..roles.len() {
            ok(host
                .lobby(big, json!({"type": "seat", "name": format!("R{i}")}))
                .await);
        }
        let mut fields: Vec<(&str, &str)> = vec![
            ("cmd", "lobby"),
            ("f.type", "start"),
            ("f.setup.deal", "random"),
        ];
        for role in &roles {
            fields.push(("f.setup.roles[]:json", role));
        }
        let (status, text) = form(&host, big, &fields, true).await;
        assert!(status.is_success(), "{status}: {text}");
        assert_eq!(host.view(big).await["status"], "running");
    })
    .await;
}

// Issue 16, the host in the live game: a flag ruled on from the page (the vote for "P"
// counted as P5, with the reason in the tally), a night post flag dismissed, the night's
// explanation for the host alone, and confirmations before ending a phase and before a
// night post.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_host_rules_on_flags_and_reads_the_nights_reasons() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let (host, players, game) = started(&server, 6).await;
        ok(players[0].act(game, post("[b]Vote: P[/b]")).await);
        ok(players[1].act(game, post("[b]Vote: P5[/b]")).await);
        let text = html(&host, &format!("/games/{game}")).await;
        let flags = between(&text, "data-testid=\"flags\"", "</ul>");
        assert!(flags.contains("Rule on it"), "{flags}");
        assert!(flags.contains("Count the vote for “P” as"), "{flags}");
        assert!(
            text.contains("hx-confirm=\"End Day 1 now? The day&#x27;s lynch")
                || text.contains("hx-confirm=\"End Day 1 now? The day's lynch"),
            "ending a phase asks first"
        );
        let flagged = between(flags, "name=\"f.post:int\" value=\"", "\">")
            ["name=\"f.post:int\" value=\"".len()..]
            .to_string();
        let (status, text) = form(
            &host,
            game,
            &[
                ("cmd", "game"),
                ("cid", "rule-1"),
                ("f.type", "rule"),
                ("f.post:int", &flagged),
                ("f.vote", "P"),
                ("f.dismiss:bool", "true"),
                ("f.count_as:int", "5"),
                ("f.reason", "P5 is the only P"),
            ],
            true,
        )
        .await;
        assert_eq!(status, StatusCode::OK, "{text}");
        // Everybody's tally follows the ruling and says why.
        let text = html(&players[2], &format!("/games/{game}")).await;
        let tally = between(&text, "id=\"tally\"", "</section>");
        assert!(tally.contains("P0, P1"), "both votes on P5: {tally}");
        assert!(
            tally.contains("the vote for “P” counts for P5 (P5 is the only P)"),
            "{tally}"
        );
        let text = html(&host, &format!("/games/{game}")).await;
        assert!(
            text.contains("ruled by the host: P5 is the only P"),
            "the flag is marked"
        );
        // Night: a player's post asks first; the host dismisses its flag privately.
        ok(host.act(game, json!({"type": "advance"})).await);
        let text = html(&players[2], &format!("/games/{game}")).await;
        assert!(
            text.contains("hx-confirm=\"It is night."),
            "a night post asks first"
        );
        ok(players[2].act(game, post("is the night 24 hours?")).await);
        let text = html(&host, &format!("/games/{game}")).await;
        let night_post = text.matches("data-testid=\"post\"").count();
        let (status, _) = form(
            &host,
            game,
            &[
                ("cmd", "game"),
                ("cid", "rule-2"),
                ("f.type", "rule"),
                ("f.post:int", &night_post.to_string()),
                ("f.rule:int", "2"),
                ("f.dismiss:bool", "true"),
                ("f.reason", "a rules question"),
            ],
            true,
        )
        .await;
        assert_eq!(status, StatusCode::OK);
        let text = html(&host, &format!("/games/{game}")).await;
        assert!(text.contains("dismissed by the host: a rules question"));
        let text = html(&players[2], &format!("/games/{game}")).await;
        assert!(
            !text.contains("a rules question"),
            "the dismissal is the host's"
        );
        // The night's reasons, for the host only.
        ok(players[5]
            .act(
                game,
                json!({"type": "night_action", "ability": "factional_kill", "targets": ["P0"]}),
            )
            .await);
        ok(host.act(game, json!({"type": "advance"})).await);
        let text = html(&host, &format!("/games/{game}")).await;
        let explained = between(&text, "data-testid=\"explanation\"", "</details>");
        assert!(explained.contains("Does P0 die? Yes."), "{explained}");
        let text = html(&players[2], &format!("/games/{game}")).await;
        assert!(!text.contains("data-testid=\"explanation\""));
    })
    .await;
}

// Issue 17, review: once a game is over everything is revealed to every reader (roles,
// every night action, the host's flags and the nights' reasons), and anyone may step
// through it phase by phase; before the end nobody may.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn after_the_game_everything_is_revealed_and_anyone_steps_through_it() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let (host, players, game) = started(&server, 6).await;
        let spectator = Client::new(&server);
        let (status, body) = spectator.get(&format!("/api/games/{game}?at=2")).await;
        assert_eq!(status, StatusCode::CONFLICT, "{body}");
        assert_eq!(body["error"]["code"], "not_finished");
        ok(host.act(game, json!({"type": "advance"})).await); // day 1: no lynch
        ok(players[5]
            .act(
                game,
                json!({"type": "night_action", "ability": "factional_kill", "targets": ["P0"]}),
            )
            .await);
        ok(host.act(game, json!({"type": "advance"})).await); // night 1: P0 dies
        for p in &players[1..5] {
            ok(
                p.act(game, json!({"type": "post", "body": "[b]Vote: P5[/b]"}))
                    .await,
            );
        }
        ok(host.act(game, json!({"type": "advance"})).await); // P5 lynched: town wins
        let view = spectator.view(game).await;
        assert_eq!(view["status"], "finished");
        // Everything: the roles, the night's actions, the nights' reasons.
        assert_eq!(view["game"]["roles"][5]["role"], "goon");
        assert_eq!(view["game"]["actions"][0]["ability"], "factional_kill");
        assert!(view["game"]["explanations"][0]["text"]
            .as_str()
            .unwrap()
            .contains("Does P0 die? Yes."));
        // The phases to step through, and the game as it stood at each.
        let steps = view["step"]["steps"].as_array().unwrap().clone();
        let labels: Vec<&str> = steps.iter().map(|s| s["label"].as_str().unwrap()).collect();
        assert_eq!(labels, ["The start", "Day 1", "Night 1", "Day 2"]);
        let night = steps[2]["at"].as_i64().unwrap();
        let (status, at_night) = spectator
            .get(&format!("/api/games/{game}?at={night}"))
            .await;
        assert_eq!(status, StatusCode::OK, "{at_night}");
        assert_eq!(at_night["game"]["phase"]["kind"], "night");
        assert_eq!(at_night["step"]["current"], "Night 1");
        assert!(
            at_night["game"]["alive"]
                .as_array()
                .unwrap()
                .iter()
                .any(|p| p == "P0"),
            "P0 is alive at the night's start"
        );
        assert!(at_night["game"]["finished"].is_null());
        // The page: the steps, and a past moment read-only.
        let (status, page) = spectator.page(&format!("/games/{game}?at={night}")).await;
        assert_eq!(status, StatusCode::OK);
        assert!(page.contains("data-testid=\"steps\""), "the steps nav");
        assert!(
            page.contains("As it stood at Night 1 (event"),
            "the moment shown"
        );
        assert!(
            !page.contains("id=\"post-body\""),
            "nothing to write in the past"
        );
        let (_, end) = players[1].page(&format!("/games/{game}")).await;
        assert!(end.contains("everything is revealed"));
        assert!(
            end.contains("How each night was resolved"),
            "the nights' reasons for all"
        );
    })
    .await;
}

// Issue 17, moderation: the host gives the open phase more time, with a reason (public),
// and prods an inactive player (told to them alone); each is an event.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_host_extends_a_phase_and_prods_a_player() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let (host, players, game) = started(&server, 6).await;
        let before = host.view(game).await["game"]["phase"]["deadline"]
            .as_i64()
            .unwrap();
        let refused = players[0]
            .lobby(
                game,
                json!({"type": "extend", "minutes": 60, "reason": "more time"}),
            )
            .await;
        assert_eq!(refused.0, StatusCode::FORBIDDEN, "{}", refused.1);
        for (body, words) in [
            (
                json!({"type": "extend", "minutes": 60, "reason": "  "}),
                "needs a reason",
            ),
            (
                json!({"type": "extend", "minutes": 0, "reason": "x"}),
                "1 to 10080 minutes",
            ),
            (
                json!({"type": "extend", "minutes": 20000, "reason": "x"}),
                "1 to 10080 minutes",
            ),
        ] {
            let (status, answer) = host.lobby(game, body).await;
            assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{answer}");
            assert!(answer.to_string().contains(words), "{answer}");
        }
        ok(host
            .lobby(
                game,
                json!({"type": "extend", "minutes": 60, "reason": "a holiday"}),
            )
            .await);
        let view = players[2].view(game).await;
        assert_eq!(view["extended"].as_i64(), Some(before + 3_600_000));
        let (_, mine) = players[2].get("/api/me/games").await;
        assert_eq!(
            mine["games"][0]["deadline"].as_i64(),
            Some(before + 3_600_000)
        );
        let events = players[2].events(game).await;
        let extended = events
            .iter()
            .find(|e| e["kind"] == "lobby.extended")
            .unwrap();
        assert_eq!(extended["event"]["lobby"]["reason"], "a holiday");
        let (_, page) = players[2].page(&format!("/games/{game}")).await;
        assert!(
            page.contains("data-testid=\"extended\""),
            "the page says so"
        );
        // A second extension adds to the first.
        ok(host
            .lobby(
                game,
                json!({"type": "extend", "minutes": 30, "reason": "still away"}),
            )
            .await);
        assert_eq!(
            players[2].view(game).await["extended"].as_i64(),
            Some(before + 5_400_000)
        );
        // The prod: to the player, not to the others.
        ok(host
            .lobby(
                game,
                json!({"type": "prod", "slot": 3, "reason": "we miss your posts"}),
            )
            .await);
        let kinds = |events: Vec<serde_json::Value>| {
            events
                .iter()
                .filter(|e| e["kind"] == "lobby.prodded")
                .count()
        };
        assert_eq!(kinds(players[3].events(game).await), 1);
        assert_eq!(kinds(players[2].events(game).await), 0);
        assert_eq!(kinds(Client::new(&server).events(game).await), 0);
        // When the phase moves on, the extension is over.
        ok(host.act(game, json!({"type": "advance"})).await);
        assert!(players[2].view(game).await["extended"].is_null());
    })
    .await;
}

// Issue 17, moderation: the host reopens the last phase, rewound to its start, as an event
// of its own: the record keeps everything, the game is as it was when that phase began.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_host_reopens_the_last_phase_rewound_to_its_start() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let (host, players, game) = started(&server, 6).await;
        let reopen =
            json!({"type": "reopen", "minutes": 120, "reason": "the lynch was a misclick"});
        let (status, body) = host.lobby(game, reopen.clone()).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
        assert!(
            body.to_string().contains("no earlier phase to reopen"),
            "{body}"
        );
        for p in &players[0..4] {
            ok(
                p.act(game, json!({"type": "post", "body": "[b]Vote: P3[/b]"}))
                    .await,
            );
        }
        ok(host.act(game, json!({"type": "advance"})).await); // P3 lynched; night 1
        let view = players[0].view(game).await;
        assert_eq!(view["game"]["phase"]["kind"], "night");
        let before = players[0].events(game).await.len();
        let (status, _) = players[0].lobby(game, reopen.clone()).await;
        assert_eq!(status, StatusCode::FORBIDDEN);
        let answer = ok(host.lobby(game, reopen).await);
        let _ = answer;
        let view = players[0].view(game).await;
        assert_eq!(view["game"]["phase"]["kind"], "day", "{view}");
        assert_eq!(view["game"]["phase"]["number"], 1);
        assert!(
            view["game"]["alive"]
                .as_array()
                .unwrap()
                .iter()
                .any(|p| p == "P3"),
            "P3 lives again"
        );
        assert!(
            view["extended"].as_i64().is_some(),
            "open for the minutes given"
        );
        // Append-only: the record holds everything, and the reopening with its reason.
        let events = players[0].events(game).await;
        assert_eq!(events.len(), before + 1);
        let last = events.last().unwrap();
        assert_eq!(last["kind"], "lobby.reopened");
        assert_eq!(last["event"]["lobby"]["phase"], "Day 1");
        assert_eq!(last["event"]["lobby"]["reason"], "the lynch was a misclick");
        // The game goes on from there: a vote counts, the day ends again.
        ok(players[1]
            .act(game, json!({"type": "post", "body": "[b]Vote: P5[/b]"}))
            .await);
        ok(host.act(game, json!({"type": "advance"})).await);
        assert_eq!(
            players[0].view(game).await["game"]["phase"]["kind"],
            "night"
        );
        // A server that reads the game afresh from the store folds it the same way.
        let again = omerta_server::AppState::new(
            omerta_store::Store::open(&url).await.unwrap(),
            omerta_server::Config::default(),
        );
        let folded = again.folded(game).await.unwrap();
        assert_eq!(
            folded.game.view(omerta_live::Viewer::Spectator)["game"]["phase"],
            players[0].view(game).await["game"]["phase"]
        );
    })
    .await;
}

/// The live region of a page: what a live update redraws.
fn live_region(html: &str) -> &str {
    let start = html.find(r#"<div id="live""#).expect("a live region");
    &html[start..]
}

/// Issue 27, items 3 and 5: after an extension the forum's notice read "it now closes at
/// **1795928548256**" (raw milliseconds) outside the live region, the phase line kept the
/// old end, and a prod never showed on the prodded player's page or in "My games".
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_extension_and_a_prod_are_shown_live_in_words() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let (host, players, game) = started(&server, 6).await;
        ok(host
            .lobby(
                game,
                json!({"type": "extend", "minutes": 45, "reason": "a holiday"}),
            )
            .await);
        let until = players[2].view(game).await["deadline"].as_i64().unwrap();
        let written = omerta_live::clock::written(until, None);
        let (_, page) = players[2].page(&format!("/games/{game}")).await;
        let live = live_region(&page);
        assert!(
            live.contains(r#"data-testid="extended""#),
            "the notice is live"
        );
        assert!(live.contains("it now closes at <time"), "{live}");
        assert!(live.contains(&written), "{written} in {live}");
        assert!(
            !page.contains(&format!(">{until}<")),
            "no raw milliseconds as text"
        );
        // The phase line ends when the extension does.
        let line_start = live.find(r#"data-testid="phase""#).unwrap();
        let line = &live[line_start..line_start + live[line_start..].find("</p>").unwrap()];
        assert!(line.contains(&written), "{line}");

        ok(host
            .lobby(
                game,
                json!({"type": "prod", "slot": 3, "reason": "we miss your posts"}),
            )
            .await);
        let (_, page) = players[3].page(&format!("/games/{game}")).await;
        assert!(
            live_region(&page).contains("The host reminded you (")
                && page.contains("): we miss your posts</p>"),
            "{page}"
        );
        let (_, others) = players[2].page(&format!("/games/{game}")).await;
        assert!(!others.contains("we miss your posts"));
        let (_, mine) = players[3].page("/games/mine").await;
        assert!(mine.contains("we miss your posts"), "{mine}");
    })
    .await;
}

/// Issue 27, item 10: an edited post highlighted its new vote while the count kept the
/// first; the page now says both, the highlight that the edit's vote is not counted.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_edited_post_says_its_new_vote_is_not_counted_and_what_was() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let (_host, players, game) = started(&server, 5).await;
        let answer = ok(players[0].act(game, post("[b]Vote: P4[/b]")).await);
        let _ = answer;
        let view = players[0].view(game).await;
        let id = view["game"]["posts"]
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
                json!({"type": "edit", "post": id, "body": "[b]Vote: P3[/b]"}),
            )
            .await);
        let (_, page) = players[1].page(&format!("/games/{game}")).await;
        assert!(
            page.contains("not counted: written in an edit (a vote counts as first posted)"),
            "{page}"
        );
        let line = between(&page, r#"data-testid="counted-as-first-posted""#, "</p>");
        assert!(
            line.contains("Counted as first posted:</span> vote for P4"),
            "{line}"
        );
        assert!(
            line.contains("A vote written in an edit is not counted."),
            "{line}"
        );
    })
    .await;
}

/// Issue 27, item 10: `/favicon.ico` was 404 on every page.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_site_has_an_icon() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let response = reqwest::get(format!("{}/favicon.ico", server.base))
            .await
            .unwrap();
        assert_eq!(response.status(), StatusCode::OK);
        assert_eq!(response.headers()["content-type"], "image/x-icon");
        let bytes = response.bytes().await.unwrap();
        assert_eq!(&bytes[..4], &[0, 0, 1, 0], "an ICO");
    })
    .await;
}

// Issue 32, item 3: the host chooses what a death shows (D13) and whether the role list is
// told (D14) on the start form; under "alignment only" a player's page shows a dead
// player's faction and never the role, the host's page the whole deal; an unknown value
// is refused with a sentence naming the allowed ones.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_host_chooses_the_reveal_and_a_player_sees_only_the_alignment() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let host = Client::sign_up(&server, "Host").await;
        let game = host.create("forum", "Alignment only").await;
        let mut players = Vec::new();
        for i in 0..6 {
            let player = Client::sign_up(&server, &format!("Player {i}")).await;
            ok(player
                .lobby(game, json!({"type": "join", "name": format!("P{i}")}))
                .await);
            players.push(player);
        }
        let text = html(&host, &format!("/games/{game}")).await;
        for label in [
            "When a player dies, the thread shows",
            "Their alignment only (town, mafia, …)",
            "The role list",
            "Closed: players know how many play, not which roles exist",
        ] {
            assert!(unescape(&text).contains(label), "{label}");
        }
        assert_eq!(values(&text, "fs-reveal"), ["role", "alignment", "none"]);
        assert_eq!(values(&text, "fs-role-list"), ["closed", "open"]);
        let town = r#"{"faction": "town"}"#;
        let cop = r#"{"faction": "town", "role": "cop"}"#;
        let goon = r#"{"faction": "mafia", "role": "goon"}"#;
        let start = |reveal: &'static str| {
            vec![
                ("cmd", "lobby"),
                ("f.type", "start"),
                ("f.setup.deal", "given"),
                ("f.setup.roles[]:json", cop),
                ("f.setup.roles[]:json", town),
                ("f.setup.roles[]:json", town),
                ("f.setup.roles[]:json", town),
                ("f.setup.roles[]:json", goon),
                ("f.setup.roles[]:json", goon),
                ("f.setup.reveal", reveal),
                ("f.setup.role_list", "closed"),
            ]
        };
        // A value the game does not know: refused, in words, and nothing starts.
        let (status, text) = form(&host, game, &start("sometimes"), false).await;
        assert!(status.is_client_error(), "{status}: {text}");
        assert!(
            unescape(&text).contains("is not one of role, alignment or none"),
            "{text}"
        );
        assert_eq!(host.view(game).await["status"], "lobby");

        let (status, text) = form(&host, game, &start("alignment"), false).await;
        assert_eq!(status, StatusCode::OK, "{text}");
        let view = host.view(game).await;
        assert_eq!(view["game"]["reveal"], "alignment", "{view}");
        // Day 1: four of six vote P4, a goon; the host ends the day, the game goes on.
        for player in &players[..4] {
            ok(player.act(game, post("[b]Vote: P4[/b]")).await);
        }
        ok(host.act(game, json!({"type": "advance"})).await);
        let view = players[1].view(game).await;
        assert_eq!(
            view["game"]["players"][4]["flip"],
            json!({"faction": "mafia", "role": null, "reveal": "alignment"})
        );
        for (who, client) in [("a player", &players[1]), ("the cop", &players[0])] {
            let text = unescape(&html(client, &format!("/games/{game}")).await);
            assert!(text.contains("Mafia (role not revealed)"), "{who}");
            assert!(
                text.contains("Deaths show the alignment only; every role is shown at the end."),
                "{who}"
            );
            assert!(
                !text.to_lowercase().contains("goon"),
                "{who} reads the role"
            );
        }
        let spectator = unescape(&html(&Client::new(&server), &format!("/games/{game}")).await);
        assert!(spectator.contains("Mafia (role not revealed)"));
        assert!(!spectator.to_lowercase().contains("goon"));
        // The host reads the whole deal.
        let text = unescape(&html(&host, &format!("/games/{game}")).await);
        assert!(text.contains("Mafia goon"), "the host's deal");
    })
    .await;
}
