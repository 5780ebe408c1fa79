//! The Mafia 1923 pages over HTTP: a player's page, another player's, a spectator's and the
//! host console, rendered from a game whose roles all differ; the forms and their posts.

mod common;

use common::{each_backend, escaped, ok, serve, Client, Server};
use reqwest::StatusCode;
use serde_json::{json, Value};

/// Sixteen players, two families of eight, every role of the deal named once (but the
/// Townspeople and the Mafia Members): the docs' example deal (docs/1923/script.md).
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

const ADI: usize = 0;
const BEN: usize = 1;
const EFRAT: usize = 4;
const HADAS: usize = 6;
const ITAI: usize = 7;
const KINNERET: usize = 9;
const PELEG: usize = 14;
const RINA: usize = 15;

/// Every role title the deal holds.
fn titles() -> Vec<&'static str> {
    let mut all: Vec<&str> = DEAL
        .iter()
        .flat_map(|(_, _, _, role, second)| std::iter::once(*role).chain(*second))
        .collect();
    all.sort_unstable();
    all.dedup();
    all
}

/// The role titles a player does not hold: none may appear on their page.
fn others_titles(slot: usize) -> Vec<&'static str> {
    let (_, _, _, role, second) = DEAL[slot];
    titles()
        .into_iter()
        .filter(|t| *t != role && Some(*t) != second)
        .collect()
}

/// A page as a browser gets it: status and HTML.
async fn page(client: &Client, path: &str) -> (StatusCode, String) {
    client.page(path).await
}

/// The CSRF token a page's forms carry.
fn csrf_of(html: &str) -> String {
    let start = html
        .find(r#"name="csrf" value=""#)
        .expect("a form with a csrf field")
        + r#"name="csrf" value=""#.len();
    html[start..].split('"').next().unwrap().to_string()
}

/// Posts a form of the game's page (its csrf field from the page, a fresh command id),
/// as a plain form (the redirect is followed) or as htmx does.
async fn post_form(
    client: &Client,
    game: i64,
    fields: &[(&str, &str)],
    htmx: bool,
) -> (StatusCode, String) {
    let (_, html) = page(client, &format!("/games/{game}")).await;
    let csrf = csrf_of(&html);
    let cid = format!("test-{}", rand_id());
    let mut form: Vec<(&str, &str)> = vec![("csrf", &csrf), ("cid", &cid)];
    form.extend_from_slice(fields);
    let mut request = client
        .http
        .post(format!("{}/games/{game}/act", client.base))
        .form(&form);
    if htmx {
        request = request.header("hx-request", "true");
    }
    let response = request.send().await.unwrap();
    (response.status(), response.text().await.unwrap())
}

fn rand_id() -> u64 {
    use std::sync::atomic::{AtomicU64, Ordering};
    static N: AtomicU64 = AtomicU64::new(0);
    N.fetch_add(1, Ordering::SeqCst) + omerta_server::now() as u64
}

/// The game of [`DEAL`], every player with an account, started through the start form's
/// fields (what the page's script writes into them), with timers.
async fn game(server: &Server) -> (Client, Vec<Client>, i64) {
    let host = Client::sign_up(server, "Moderator").await;
    let game = host.create("1923", "Alon and Brand").await;
    let mut players = Vec::new();
    for (name, ..) in DEAL {
        let player = Client::sign_up(server, &format!("{name} account")).await;
        ok(player
            .lobby(game, json!({"type": "join", "name": name}))
            .await);
        players.push(player);
    }
    // The lobby page offers the start form's fields.
    let (status, lobby) = page(&host, &format!("/games/{game}")).await;
    assert_eq!(status, StatusCode::OK);
    for field in [
        "f.setup.families:json",
        "f.setup.roles:json",
        "f.setup.mafia_second_roles:json",
        "f.setup.players:json",
        "f.setup.court_families:int",
        "f.setup.deal",
        "f.setup.night_ms:int",
        "f.setup.day_ms:int",
        "f.setup:json",
    ] {
        assert!(lobby.contains(&format!(r#"name="{field}""#)), "{field}");
    }
    assert!(lobby.contains(r#"<label for="m-night">Night length</label>"#));
    let families = json!([{"name": "Alon", "size": 8}, {"name": "Brand", "size": 8}]).to_string();
    let players_json = Value::Array(
        DEAL.iter()
            .map(|(_, level, family, role, second)| {
                let mut p = json!({"level": level, "family": family, "role": role});
                if let Some(second) = second {
                    p["second_role"] = json!(second);
                }
                p
            })
            .collect(),
    )
    .to_string();
    let (status, html) = post_form(
        &host,
        game,
        &[
            ("cmd", "lobby"),
            ("f.type", "start"),
            ("f.setup.families:json", &families),
            ("f.setup.court_families:int", "1"),
            ("f.setup.deal", "given"),
            ("f.setup.night_ms:int", "36000000"),
            ("f.setup.day_ms:int", "36000000"),
            ("f.setup.roles:json", "[]"),
            ("f.setup.mafia_second_roles:json", "[]"),
            ("f.setup.players:json", &players_json),
            ("f.setup:json", ""),
        ],
        false,
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{html}");
    assert_eq!(host.view(game).await["status"], "running");
    (host, players, game)
}

fn assert_no_titles(html: &str, titles: &[&str], whose: &str) {
    for t in titles {
        assert!(!html.contains(t), "{whose}'s page shows the role {t:?}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_sees_their_own_role_and_no_one_elses() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let (_host, players, game) = game(&server).await;
        for slot in [BEN, ADI, RINA, PELEG] {
            let (status, html) = page(&players[slot], &format!("/games/{game}")).await;
            assert_eq!(status, StatusCode::OK, "{html}");
            let (name, _, family, role, second) = DEAL[slot];
            assert!(
                html.contains(&format!(r#"<strong data-testid="my-role">{role}</strong>"#)),
                "{name} sees their role {role}"
            );
            if let Some(second) = second {
                assert!(html.contains(&format!(
                    r#"<strong data-testid="my-second-role">{second}</strong>"#
                )));
            }
            assert!(html.contains(&format!("<dd>{family}</dd>")));
            assert!(html.contains(&format!("You: {name}")));
            assert_no_titles(&html, &others_titles(slot), name);
            // The phase, its deadline, the public start and the private role message.
            assert!(html.contains("Night 1"));
            assert!(html.contains("<time datetime=\"") && html.contains(" UTC</time>"));
            assert!(html.contains("The families: Alon: Adi Alon"));
            assert!(html.contains(&format!("You are in family {family}. Your role:")));
        }
        // The Mafia Members are partners (M13): Adi is told Jonah is one, and nothing more.
        let (_, adi) = page(&players[ADI], &format!("/games/{game}")).await;
        assert!(
            adi.contains("<dt>The Mafia</dt><dd>Jonah Brand</dd>"),
            "{adi}"
        );
        assert!(adi.contains("Tonight the Mafia must attempt to kill 1 Civilian(s)."));
        // Ben's page does not carry Adi's private messages.
        let (_, ben) = page(&players[BEN], &format!("/games/{game}")).await;
        assert!(!ben.contains("The Mafia Members"));
        assert!(!ben.contains("Adi Alon account"));
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_spectator_sees_no_roles() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let (_host, _players, game) = game(&server).await;
        let anonymous = Client::new(&server);
        let watcher = Client::sign_up(&server, "Watcher").await;
        for (who, client) in [("anonymous", &anonymous), ("watcher", &watcher)] {
            let (status, html) = page(client, &format!("/games/{game}")).await;
            assert_eq!(status, StatusCode::OK, "{html}");
            assert_no_titles(&html, &titles(), who);
            assert!(html.contains("You are watching"));
            assert!(!html.contains("data-testid=\"my-role\""));
            assert!(!html.contains("name=\"f.type\""), "{who} has no forms");
            assert!(html.contains("The families: Alon: Adi Alon"));
            for (name, ..) in DEAL {
                assert!(html.contains(name), "{who} sees {name} in the roster");
            }
        }
    })
    .await;
}

/// The player's forms: one per entry of the view's `can`, with its candidates.
fn assert_forms_match(html: &str, view: &Value, who: &str) {
    let can = view["game"]["can"].as_array().unwrap();
    for kind in ["action", "vote", "mafia_kill"] {
        let wanted = can.iter().filter(|c| c["command"] == kind).count();
        let shown = html
            .matches(&format!(r#"name="f.type" value="{kind}""#))
            .count();
        assert_eq!(shown, wanted, "{who}: {kind} forms");
    }
    for c in can {
        if c["command"] == "action" {
            let role = c["role"].as_str().unwrap();
            assert!(html.contains(&format!(r#"name="f.role" value="{role}""#)));
            assert!(html.contains(&format!("Send the {role}&#x27;s action")));
        }
        for slot in c["candidates"]
            .as_array()
            .into_iter()
            .chain(c["individuals"].as_array())
            .flatten()
        {
            assert!(
                html.contains(&format!(r#"<option value="{slot}""#)),
                "{who}: candidate {slot}"
            );
        }
        for family in c["families"].as_array().into_iter().flatten() {
            let value = format!("&quot;{}&quot;", family.as_str().unwrap());
            assert!(
                html.contains(&format!(r#"<option value="{value}""#)),
                "{who}: family {family}"
            );
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_forms_are_the_views_can_and_a_form_post_acts() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let (host, players, game) = game(&server).await;
        // Night 1: every player's forms are their `can`.
        for (slot, player) in players.iter().enumerate() {
            let view = player.view(game).await;
            let (_, html) = page(player, &format!("/games/{game}")).await;
            assert_forms_match(&html, &view, DEAL[slot].0);
        }
        let (_, efrat) = page(&players[EFRAT], &format!("/games/{game}")).await;
        assert!(efrat.contains("Nothing to send this phase."));
        let (_, ben) = page(&players[BEN], &format!("/games/{game}")).await;
        assert!(ben.contains(r#"<label for="form-1-t1">Player to save</label>"#));

        // The Doctor saves Efrat through the form (a plain post: redirected to the page).
        let efrat_slot = EFRAT.to_string();
        let (status, html) = post_form(
            &players[BEN],
            game,
            &[
                ("cmd", "game"),
                ("f.type", "action"),
                ("f.role", "Doctor"),
                ("f.targets[]:int", &efrat_slot),
            ],
            false,
        )
        .await;
        assert_eq!(status, StatusCode::OK);
        assert!(
            html.contains("You sent your Doctor action: Efrat Alon."),
            "{html}"
        );
        let view = players[BEN].view(game).await;
        assert_eq!(
            view["game"]["submitted"]["actions"],
            json!([{"by": 1, "role": "Doctor", "targets": [4], "family": null}])
        );
        assert_forms_match(&html, &view, "Ben after acting");
        // Sent twice: refused, the page says why (htmx swaps the live region).
        let (status, html) = post_form(
            &players[BEN],
            game,
            &[
                ("cmd", "game"),
                ("f.type", "action"),
                ("f.role", "Doctor"),
                ("f.targets[]:int", &efrat_slot),
            ],
            true,
        )
        .await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
        assert!(html.contains(r#"<p class="error" role="alert">"#), "{html}");
        assert!(html.contains("id=\"live\""));

        // The Mafia's decision through Adi's form.
        let kinneret = KINNERET.to_string();
        let (status, html) = post_form(
            &players[ADI],
            game,
            &[
                ("cmd", "game"),
                ("f.type", "mafia_kill"),
                ("f.targets[]:int", &kinneret),
            ],
            true,
        )
        .await;
        assert_eq!(status, StatusCode::OK, "{html}");
        assert!(html.contains("Adi Alon sent the decision: Kinneret Brand."));

        // Day 1: the ballot form, then a ballot through it.
        ok(host.act(game, json!({"type": "advance"})).await);
        for (slot, player) in players.iter().enumerate() {
            let view = player.view(game).await;
            let (_, html) = page(player, &format!("/games/{game}")).await;
            assert_forms_match(&html, &view, &format!("{} on day 1", DEAL[slot].0));
        }
        let (_, html) = page(&players[BEN], &format!("/games/{game}")).await;
        assert!(html.contains("Family vote") && html.contains("Individual vote"));
        let itai = ITAI.to_string();
        let (status, html) = post_form(
            &players[BEN],
            game,
            &[
                ("cmd", "game"),
                ("f.type", "vote"),
                ("f.family:json", "\"Brand\""),
                ("f.individual:int", &itai),
            ],
            false,
        )
        .await;
        assert_eq!(status, StatusCode::OK);
        assert!(
            html.contains("Your ballot: family vote Brand, individual vote Itai Alon."),
            "{html}"
        );
        assert_eq!(
            players[BEN].view(game).await["game"]["submitted"]["votes"],
            json!([{"by": 1, "family": "Brand", "individual": 7}])
        );
        // The Councilor's optional fields: a family vote only, the player left blank.
        let (_, hadas) = page(&players[HADAS], &format!("/games/{game}")).await;
        assert!(hadas.contains(">Extra family vote</label>"));
        assert!(hadas.contains(">Extra individual vote</label>"));
        let (status, html) = post_form(
            &players[HADAS],
            game,
            &[
                ("cmd", "game"),
                ("f.type", "action"),
                ("f.role", "Councilor"),
                ("f.targets[]:int", ""),
                ("f.family:json", "\"Brand\""),
            ],
            true,
        )
        .await;
        assert_eq!(status, StatusCode::OK, "{html}");
        assert!(
            html.contains("You sent your Councilor action: family Brand."),
            "{html}"
        );
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_host_console_shows_every_role_and_runs_the_game() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let (host, players, game) = game(&server).await;
        let (status, html) = page(&host, &format!("/games/{game}")).await;
        assert_eq!(status, StatusCode::OK, "{html}");
        assert!(html.contains("Host console"));
        for t in titles() {
            assert!(
                html.contains(&format!(r#"<span class="m-role">{t}"#))
                    || html.contains(&format!("+ {t}")),
                "the host sees {t}"
            );
        }
        assert!(html.contains("<span class=\"m-role\">Mafia Member + Boss</span>"));
        assert!(html.contains(r#"name="f.type" value="advance""#));
        assert!(html.contains("Close night 1 now"));
        for label in [
            "Player to exile",
            "Reason",
            "Slot to replace",
            "Newcomer's account",
        ] {
            // Words from the catalog are escaped as any text is (the apostrophe too).
            let escaped = label.replace('\'', "&#x27;");
            assert!(html.contains(&format!(">{escaped}</label>")), "{label}");
        }
        // The moderators' log is there (the deal), with whom each message was for.
        assert!(html.contains(". The deal: Adi Alon (Alon): Mafia Member"));
        assert!(html.contains("host only"));
        // A player's page has no host console.
        let (_, ben) = page(&players[BEN], &format!("/games/{game}")).await;
        assert!(!ben.contains("Host console") && !ben.contains(r#"value="advance""#));

        // A paper action for a player, through the console.
        let (status, html) = post_form(
            &host,
            game,
            &[
                ("cmd", "game"),
                ("f.type", "action"),
                ("f.by:int", &RINA.to_string()),
                ("f.targets[]:int", &ADI.to_string()),
                ("f.targets[]:int", ""),
                ("f.family:json", ""),
            ],
            true,
        )
        .await;
        assert_eq!(status, StatusCode::OK, "{html}");
        assert!(html.contains("Rina Brand sent a Detective action: Adi Alon."));

        // Exile, then close the phase through the advance button's form.
        let (status, html) = post_form(
            &host,
            game,
            &[
                ("cmd", "game"),
                ("f.type", "exile"),
                ("f.slot:int", &ITAI.to_string()),
                ("f.reason", "tampering"),
            ],
            true,
        )
        .await;
        assert_eq!(status, StatusCode::OK, "{html}");
        assert!(html.contains("Itai Alon was exiled. Reason: tampering"));
        let (status, html) = post_form(
            &host,
            game,
            &[("cmd", "game"), ("f.type", "advance")],
            false,
        )
        .await;
        assert_eq!(status, StatusCode::OK);
        assert!(html.contains("Close day 1 now"), "{html}");
        assert_eq!(host.view(game).await["game"]["phase"], "day 1");
        assert!(html.contains("0 ballots cast. Not yet voted:"));
        // Everyone reads the night's end; the exile is not public (M80: "The only events
        // that are announced publicly are deaths, poisonings, and being cured from
        // poison"), and a spectator still sees no role.
        let (_, spectator) = page(&Client::new(&server), &format!("/games/{game}")).await;
        assert!(!spectator.contains("m-badge-exiled"), "{spectator}");
        assert!(!spectator.contains("You have been exiled"), "{spectator}");
        assert!(!spectator.contains("has been exiled"), "{spectator}");
        assert!(spectator.contains("Night 1 is over; day 1 begins."));
        assert_no_titles(&spectator, &titles(), "a spectator");

        // Replace a player through the lobby command's form.
        let (status, html) = post_form(
            &host,
            game,
            &[
                ("cmd", "lobby"),
                ("f.type", "replace"),
                ("f.slot:int", &PELEG.to_string()),
                ("f.name", "Newcomer"),
            ],
            true,
        )
        .await;
        assert_eq!(status, StatusCode::OK, "{html}");
        assert!(html.contains("(played by Newcomer)"), "{html}");
    })
    .await;
}

/// After the game everything is revealed to every reader (issue 17): every role, the
/// moderators' log; but the seed keeps one secret for good: "Any communication between
/// players and the Moderators will not be revealed by the Moderators to anyone, whether
/// they are playing or not."
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finished_game_shows_the_winners_and_every_role_but_no_ones_questions() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let (host, players, game) = game(&server).await;
        // Ben asks the moderators a question before the end.
        ok(players[BEN]
            .act(game, json!({"type": "say", "channel": "moderators", "text": "Can I protect myself twice?"}))
            .await);
        for _ in 0..10 {
            ok(host.act(game, json!({"type": "advance"})).await);
        }
        let view = host.view(game).await;
        assert_eq!(view["status"], "finished", "{view}");
        for (who, client) in [
            ("the host", &host),
            ("Ben", &players[BEN]),
            ("a spectator", &Client::new(&server)),
        ] {
            let (status, html) = page(client, &format!("/games/{game}")).await;
            assert_eq!(status, StatusCode::OK, "{html}");
            assert!(html.contains("The game is over"), "{who}");
            // Nobody acted or voted: everybody is exiled on day 2, and nobody wins (M83).
            assert!(
                html.contains("<strong>Families Alon and Brand win.</strong>"),
                "{who}"
            );
            assert!(html.contains("Winners: nobody."), "{who}");
            assert!(
                !html.contains(r#"name="f.type""#),
                "{who} has no forms left"
            );
            assert!(html.contains("Day 5 is over: the game is over."), "{who}");
            // Every role, revealed.
            for t in titles() {
                assert!(html.contains(t), "{who} sees the role {t:?} after the end");
            }
        }
        let (_, spectator) = page(&Client::new(&server), &format!("/games/{game}")).await;
        assert!(!spectator.contains("Can I protect myself twice?"), "a spectator never reads Ben's question");
        let (_, rina) = page(&players[RINA], &format!("/games/{game}")).await;
        assert!(!rina.contains("Can I protect myself twice?"), "nor another player");
        let (_, ben) = page(&players[BEN], &format!("/games/{game}")).await;
        assert!(ben.contains("Can I protect myself twice?"), "Ben keeps his own");
        let (_, api) = Client::new(&server).get(&format!("/api/games/{game}")).await;
        assert!(!api.to_string().contains("Can I protect myself twice?"));
    })
    .await;
}

/// The private channels on the page: "The Mafia Members will discuss whom they want to
/// kill"; "You may also submit questions to the Moderators". Each is read by its members
/// and the host only, in the page and in the API.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_mafias_channel_and_the_questions_to_the_moderators_reach_only_their_readers() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let (host, players, game) = game(&server).await;
        const JONAH: usize = 8;
        // Adi writes to the Mafia through the page's form (as htmx posts it).
        let (status, html) = post_form(
            &players[ADI],
            game,
            &[
                ("cmd", "game"),
                ("f.type", "say"),
                ("f.channel", "mafia"),
                ("f.text", "Peleg tonight <b>quietly</b>?"),
            ],
            true,
        )
        .await;
        assert_eq!(status, StatusCode::OK, "{html}");
        assert!(html.contains("The Mafia&#x27;s channel") || html.contains("The Mafia's channel"));
        // Escaped like every text a player writes.
        assert!(
            html.contains("Peleg tonight &lt;b&gt;quietly&lt;&#x2f;b&gt;?"),
            "{html}"
        );
        let (_, jonah) = page(&players[JONAH], &format!("/games/{game}")).await;
        assert!(jonah.contains("Peleg tonight &lt;b&gt;quietly"), "{jonah}");
        assert!(jonah.contains(r#"name="f.channel" value="mafia""#));
        let (_, console) = page(&host, &format!("/games/{game}")).await;
        assert!(console.contains("Peleg tonight &lt;b&gt;quietly"));
        let anonymous = Client::new(&server);
        for (who, client) in [
            ("Ben", &players[BEN]),
            ("Peleg", &players[PELEG]),
            ("a spectator", &anonymous),
        ] {
            let (_, html) = page(client, &format!("/games/{game}")).await;
            assert!(
                !html.contains("Peleg tonight"),
                "{who} reads the Mafia's channel"
            );
            assert!(
                !html.contains(r#"value="mafia""#),
                "{who} may write to the Mafia"
            );
        }
        assert_eq!(
            players[BEN].view(game).await["game"]["chat"]["mafia"],
            json!([])
        );
        // Ben asks the moderators; the host answers in Ben's thread.
        let (status, _) = post_form(
            &players[BEN],
            game,
            &[
                ("cmd", "game"),
                ("f.type", "say"),
                ("f.channel", "moderators"),
                ("f.text", "May I save myself tonight?"),
            ],
            false,
        )
        .await;
        assert_eq!(status, StatusCode::OK);
        let (_, console) = page(&host, &format!("/games/{game}")).await;
        assert!(console.contains("May I save myself tonight?"));
        assert!(console.contains("Answer Ben Alon"), "{console}");
        let ben_slot = BEN.to_string();
        let (status, html) = post_form(
            &host,
            game,
            &[
                ("cmd", "game"),
                ("f.type", "say"),
                ("f.channel", "moderators"),
                ("f.with:int", &ben_slot),
                ("f.text", "Twice in the game."),
            ],
            true,
        )
        .await;
        assert_eq!(status, StatusCode::OK, "{html}");
        let (_, ben) = page(&players[BEN], &format!("/games/{game}")).await;
        assert!(ben.contains("May I save myself tonight?") && ben.contains("Twice in the game."));
        for (who, client) in [("Adi", &players[ADI]), ("a spectator", &anonymous)] {
            let (_, html) = page(client, &format!("/games/{game}")).await;
            assert!(
                !html.contains("May I save myself"),
                "{who} reads Ben's question"
            );
            assert!(
                !html.contains("Twice in the game."),
                "{who} reads the answer"
            );
        }
        // The event list keeps them from whoever may not read them.
        let events = Value::Array(anonymous.events(game).await).to_string();
        assert!(!events.contains("Twice in the game.") && !events.contains("Peleg tonight"));
        let events = Value::Array(players[BEN].events(game).await).to_string();
        assert!(events.contains("Twice in the game.") && !events.contains("Peleg tonight"));
    })
    .await;
}

/// "My games": every signed-in user sees their games, what each waits for from them, and
/// the deadline.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn my_games_lists_what_each_game_waits_for_from_me() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let (host, players, game) = game(&server).await;
        const JONAH: usize = 8;
        let mine = |client: &Client| {
            let client = client.clone();
            async move {
                let (status, body) = client.get("/api/me/games").await;
                assert_eq!(status, StatusCode::OK, "{body}");
                body["games"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .find(|g| g["id"] == game)
                    .cloned()
                    .expect("the game is in the list")
            }
        };
        let deadline = host.view(game).await["game"]["deadline"].clone();
        assert!(deadline.is_i64());
        let ben = mine(&players[BEN]).await;
        assert_eq!(ben["waiting"], json!(["action"]));
        assert_eq!(ben["you"], json!({"as": "player", "slot": BEN}));
        assert_eq!(ben["deadline"], deadline);
        assert_eq!(ben["ruleset"], "1923");
        assert_eq!(mine(&players[EFRAT]).await["waiting"], json!([]));
        assert_eq!(
            mine(&players[ADI]).await["waiting"],
            json!(["action", "mafia_kill"])
        );
        // The Mafia's decision stands once sent: Jonah is no longer waited for.
        assert_eq!(
            mine(&players[JONAH]).await["waiting"],
            json!(["mafia_kill"])
        );
        ok(players[ADI]
            .act(game, json!({"type": "mafia_kill", "targets": [PELEG]}))
            .await);
        assert_eq!(mine(&players[JONAH]).await["waiting"], json!([]));
        // The host: a game with timers waits for nobody to close it.
        let hosted = mine(&host).await;
        assert_eq!(hosted["you"], json!({"as": "host"}));
        assert_eq!(hosted["waiting"], json!([]));
        // A game of another rule set is listed too, and an outsider's list is empty.
        let forum = host.create("forum", "Another game").await;
        let (_, body) = host.get("/api/me/games").await;
        assert!(body["games"]
            .as_array()
            .unwrap()
            .iter()
            .any(|g| g["id"] == forum));
        let outsider = Client::sign_up(&server, "Outsider").await;
        assert_eq!(outsider.get("/api/me/games").await.1["games"], json!([]));
        assert_eq!(
            Client::new(&server).get("/api/me/games").await.0,
            StatusCode::UNAUTHORIZED
        );
        // The page says it in words.
        let (status, html) = page(&players[BEN], "/games/mine").await;
        assert_eq!(status, StatusCode::OK, "{html}");
        assert!(html.contains("your action (if you use it)"), "{html}");
        assert!(html.contains("Alon and Brand"));
        let (_, html) = page(&players[EFRAT], "/games/mine").await;
        assert!(html.contains("No game waits for you now."), "{html}");
    })
    .await;
}

/// The rules' clock chosen in the start form: the page shows the phase's window on the
/// game's clock, and the deadline is the schedule's.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_rules_clock_is_chosen_in_the_start_form_and_shown_on_the_page() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let host = Client::sign_up(&server, "Moderator").await;
        let game = host.create("1923", "On the clock").await;
        let mut players = Vec::new();
        for (name, ..) in DEAL {
            let player = Client::sign_up(&server, &format!("{name} account")).await;
            ok(player
                .lobby(game, json!({"type": "join", "name": name}))
                .await);
            players.push(player);
        }
        let (_, lobby) = page(&host, &format!("/games/{game}")).await;
        assert!(lobby.contains(r#"name="f.setup.schedule:json""#));
        let families =
            json!([{"name": "Alon", "size": 8}, {"name": "Brand", "size": 8}]).to_string();
        let (status, html) = post_form(
            &host,
            game,
            &[
                ("cmd", "lobby"),
                ("f.type", "start"),
                ("f.setup.families:json", &families),
                ("f.setup.court_families:int", "1"),
                ("f.setup.schedule:json", "{}"),
                ("f.setup:json", ""),
            ],
            false,
        )
        .await;
        assert_eq!(status, StatusCode::OK, "{html}");
        let view = host.view(game).await;
        assert_eq!(view["status"], "running", "{view}");
        let schedule = &view["game"]["schedule"];
        assert_eq!(schedule["setup"]["time_zone"], "Asia/Jerusalem");
        let closes = schedule["deadline_local"].as_str().unwrap();
        assert!(
            closes.contains("T07:00:00+0") && closes.ends_with("[Asia/Jerusalem]"),
            "{closes}"
        );
        let (_, page_html) = page(&players[BEN], &format!("/games/{game}")).await;
        assert!(
            page_html.contains("On the game&#x27;s clock")
                || page_html.contains("On the game's clock"),
            "{page_html}"
        );
        // The page escapes "/" as every text it prints.
        assert!(
            page_html.contains("21:00 (Asia&#x2f;Jerusalem)")
                && page_html.contains("07:00 (Asia&#x2f;Jerusalem)"),
            "{page_html}"
        );
    })
    .await;
}

/// The texts of the messages a reader's view holds (`GET /api/games/{id}`).
async fn view_texts(client: &Client, game: i64) -> Vec<String> {
    client.view(game).await["game"]["messages"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|m| m["event"]["text"].as_str().map(str::to_string))
        .collect()
}

/// Issue 27, item 1: closing Night 1 (the Mafia kill Peleg), exiling Efrat and closing
/// Day 1, then reopening Day 1 from Night 2, erased "Peleg has died." and the night's
/// private messages for every reader, page and API, and silently gave Efrat back her vote.
/// A reopen rewinds only the phase reopened; the host's console shows what it takes back
/// before the reopen, and the event lists it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_reopen_keeps_every_readers_record_and_the_hosts_exile() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let (host, players, game) = game(&server).await;
        let spectator = Client::new(&server);
        ok(players[ADI]
            .act(game, json!({"type": "mafia_kill", "targets": [PELEG]}))
            .await);
        ok(players[RINA]
            .act(game, json!({"type": "action", "targets": [ADI]}))
            .await);
        ok(host.act(game, json!({"type": "advance"})).await);
        let death = "Peleg Brand has died.";
        let answer = "Adi Alon is a Mafia Member.";
        assert!(view_texts(&spectator, game)
            .await
            .contains(&death.to_string()));
        assert!(view_texts(&players[RINA], game)
            .await
            .contains(&answer.to_string()));
        let mut before = Vec::new();
        for reader in [&spectator, &players[RINA], &players[BEN], &host] {
            before.push(view_texts(reader, game).await);
        }
        // Day 1: the host exiles Efrat; Ben votes; the day closes.
        ok(host
            .act(
                game,
                json!({"type": "exile", "slot": EFRAT, "reason": "tampering"}),
            )
            .await);
        ok(players[BEN]
            .act(
                game,
                json!({"type": "vote", "family": "Brand", "individual": HADAS}),
            )
            .await);
        ok(host.act(game, json!({"type": "advance"})).await);
        assert_eq!(host.view(game).await["game"]["phase"], "night 2");

        // The console shows what a reopening takes back and what it keeps, in its form.
        let (_, console) = page(&host, &format!("/games/{game}")).await;
        assert!(console.contains("Reopen Day 1</button>"), "{console}");
        assert!(
            console.contains("Day 1: 1 ballot sent, to be sent again."),
            "{console}"
        );
        assert!(
            console.contains("Efrat Alon&#x27;s exile: your ruling stays"),
            "{console}"
        );
        assert!(console.contains("hx-confirm=\"Reopen Day 1?"), "{console}");
        let (status, _) = post_form(
            &host,
            game,
            &[
                ("cmd", "lobby"),
                ("f.type", "reopen"),
                ("f.minutes:int", "90"),
                ("f.reason", "day 1 was closed early by mistake"),
            ],
            true,
        )
        .await;
        assert_eq!(status, StatusCode::OK);
        assert_eq!(host.view(game).await["game"]["phase"], "day 1");

        // Every reader keeps Night 1 as they read it, in the API and on the page.
        for (reader, before) in [&spectator, &players[RINA], &players[BEN], &host]
            .into_iter()
            .zip(&before)
        {
            let now = view_texts(reader, game).await;
            assert!(
                before.iter().all(|m| now.contains(m)),
                "{before:?} in {now:?}"
            );
            let (_, html) = page(reader, &format!("/games/{game}")).await;
            assert!(html.contains(death), "the page keeps the death");
        }
        let (_, rinas) = page(&players[RINA], &format!("/games/{game}")).await;
        assert!(rinas.contains(answer), "Rina keeps her answer");
        // Efrat stays exiled; Ben votes again.
        let (status, refusal) = players[EFRAT]
            .act(
                game,
                json!({"type": "vote", "family": "Brand", "individual": BEN}),
            )
            .await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{refusal}");
        assert_eq!(refusal["error"]["code"], "not_in_play", "{refusal}");
        ok(players[BEN]
            .act(
                game,
                json!({"type": "vote", "family": "Brand", "individual": HADAS}),
            )
            .await);
        // The event lists what everybody may know of what it took back.
        let events = spectator.events(game).await;
        let reopened = events
            .iter()
            .find(|e| e["kind"] == "lobby.reopened")
            .expect("the reopening");
        let taken_back = reopened["event"]["lobby"]["taken_back"].to_string();
        assert!(taken_back.contains("Day 1: Family votes"), "{taken_back}");
        assert!(
            !taken_back.contains("exile"),
            "an exile is never public: {taken_back}"
        );
    })
    .await;
}

/// Issue 27, item 2: "Replace a player" on the console made `lobby.replaced {account:
/// null}`: nobody could play the slot or got its mail. The form names the newcomer's
/// account by name (suggested by `GET /api/accounts?name=`); the newcomer gets the slot's
/// role and messages, the replaced player the spectator's page.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_replacement_on_the_page_gives_the_slot_to_the_named_account() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let (host, players, game) = game(&server).await;
        let newcomer = Client::sign_up(&server, "Newcomer Noa").await;
        let (status, found) = host.get("/api/accounts?name=newcomer%20n").await;
        assert_eq!(status, StatusCode::OK, "{found}");
        assert_eq!(found["accounts"][0]["name"], "Newcomer Noa", "{found}");
        let (status, _) = Client::new(&server).get("/api/accounts?name=new").await;
        assert_eq!(status, StatusCode::UNAUTHORIZED);

        let (_, console) = page(&host, &format!("/games/{game}")).await;
        assert!(console.contains(r#"name="account_name""#), "{console}");
        // An account that does not exist is refused in words, and nothing changes.
        let (status, html) = post_form(
            &host,
            game,
            &[
                ("cmd", "lobby"),
                ("f.type", "replace"),
                ("f.slot:int", &PELEG.to_string()),
                ("account_name", "Nobody Here"),
                ("f.name", ""),
            ],
            true,
        )
        .await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
        assert!(
            html.contains("there is no account named “Nobody Here”"),
            "{html}"
        );
        let (status, html) = post_form(
            &host,
            game,
            &[
                ("cmd", "lobby"),
                ("f.type", "replace"),
                ("f.slot:int", &PELEG.to_string()),
                ("account_name", "newcomer noa"),
                ("f.name", ""),
            ],
            true,
        )
        .await;
        assert_eq!(status, StatusCode::OK, "{html}");
        let me = ok(newcomer.get("/api/session").await)["account"]["id"].clone();
        let events = host.events(game).await;
        let replaced = events
            .iter()
            .find(|e| e["kind"] == "lobby.replaced")
            .expect("the replacement");
        assert_eq!(replaced["event"]["lobby"]["account"], me, "{replaced}");
        assert_eq!(replaced["event"]["lobby"]["name"], "Newcomer Noa");
        // The newcomer plays the slot: its role, and a message telling them so.
        let view = newcomer.view(game).await;
        assert_eq!(view["viewer"]["as"], "player", "{view}");
        let (_, mine) = page(&newcomer, &format!("/games/{game}")).await;
        assert!(
            mine.contains(r#"data-testid="my-role">Townsperson<"#),
            "{mine}"
        );
        assert!(
            mine.contains(
                "Newcomer Noa, you now play Peleg Brand in family Brand. Your role: Townsperson."
            ),
            "{mine}"
        );
        // The replaced player reads as a spectator.
        let (_, theirs) = page(&players[PELEG], &format!("/games/{game}")).await;
        assert!(theirs.contains("You are watching"), "{theirs}");
    })
    .await;
}

/// The live region of a page: what a live update redraws.
fn live_region(html: &str) -> &str {
    let start = html.find(r#"<div id="live""#).expect("a live region");
    &html[start..]
}

/// The phase's "Ends at" line of a 1923 page.
fn deadline_line(html: &str) -> &str {
    let start = html.find(r#"data-testid="deadline""#).expect("a deadline");
    &html[start..start + html[start..].find("</p>").unwrap()]
}

/// Issue 27, items 3 and 5: after Extend (45 min) the phase line still said the old end
/// and the notice was outside the live region; after a 90-minute reopen the page showed
/// the old end while the API said another; a prod never showed on the prodded player's
/// page or in "My games".
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_deadline_follows_the_latest_extension_or_reopen_and_a_prod_is_shown() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let (host, players, game) = game(&server).await;
        let ends = |ms: i64| omerta_live::clock::written(ms, None);
        let before = host.view(game).await["deadline"].as_i64().unwrap();
        ok(host
            .lobby(
                game,
                json!({"type": "extend", "minutes": 45, "reason": "a holiday"}),
            )
            .await);
        let extended = players[BEN].view(game).await["deadline"].as_i64().unwrap();
        assert_eq!(extended, before + 45 * 60_000);
        let (_, html) = page_of(&players[BEN], game).await;
        let live = live_region(&html);
        assert!(
            deadline_line(live).contains(&ends(extended)),
            "{}",
            deadline_line(live)
        );
        assert!(
            live.contains(r#"data-testid="extended""#),
            "the notice is live"
        );

        // Night 1 and Day 1 close; Night 2 is reopened for 90 minutes.
        ok(host.act(game, json!({"type": "advance"})).await);
        ok(host.act(game, json!({"type": "advance"})).await);
        ok(host
            .lobby(
                game,
                json!({"type": "reopen", "minutes": 90, "reason": "too early"}),
            )
            .await);
        let reopened = players[BEN].view(game).await["deadline"].as_i64().unwrap();
        let (_, html) = page_of(&players[BEN], game).await;
        assert!(
            deadline_line(&html).contains(&ends(reopened)),
            "{} ends at {}",
            deadline_line(&html),
            ends(reopened)
        );

        ok(host
            .lobby(
                game,
                json!({"type": "prod", "slot": BEN, "reason": "vote, please"}),
            )
            .await);
        let (_, html) = page_of(&players[BEN], game).await;
        assert!(live_region(&html).contains("): vote, please</p>"), "{html}");
        let (_, theirs) = page_of(&players[ADI], game).await;
        assert!(!theirs.contains("vote, please"));
        let (_, mine) = players[BEN].page("/games/mine").await;
        assert!(
            mine.contains("The host reminded you (") && mine.contains("vote, please"),
            "{mine}"
        );
    })
    .await;
}

async fn page_of(client: &Client, game: i64) -> (StatusCode, String) {
    page(client, &format!("/games/{game}")).await
}

/// Issue 27, item 10: "My games" called the players of a finished game "seated", and a
/// finished game stepped back to a past phase showed a running countdown.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finished_game_is_one_its_players_played_and_its_past_steps_count_nothing_down() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let (host, players, game) = game(&server).await;
        for _ in 0..10 {
            ok(host.act(game, json!({"type": "advance"})).await);
        }
        assert_eq!(host.view(game).await["status"], "finished");
        let (_, mine) = players[BEN].page("/games/mine").await;
        let row = &mine[mine.find(&format!(r#"data-game-id="{game}""#)).unwrap()..];
        let row = &row[..row.find("</tr>").unwrap()];
        assert!(row.contains("<td>played</td>"), "{row}");
        let (_, past) = page(&players[BEN], &format!("/games/{game}?at=40")).await;
        assert!(past.contains("As it stood at"), "{past}");
        assert!(
            !past.contains("data-countdown"),
            "a past step counts nothing down"
        );
    })
    .await;
}

/// A page in the language `accept` asks for, as the client (its cookies) reads it.
async fn page_in(client: &Client, path: &str, accept: &str) -> String {
    let (status, html) = client.page_in(path, accept).await;
    assert_eq!(status, StatusCode::OK);
    html
}

/// `page` holds each message of `ids` in `lang` and none of the English `english`.
fn assert_words(page: &str, lang: omerta_i18n::Lang, ids: &[&str], english: &[&str], what: &str) {
    for id in ids {
        let text = escaped(&omerta_i18n::t(lang, id));
        assert!(
            page.contains(&text),
            "{what} in {lang}: {id} ({text:?}) is missing"
        );
    }
    for words in english {
        assert!(
            !page.contains(&escaped(words)),
            "{what} in {lang}: English {words:?} is left"
        );
    }
}

/// Issue 30: the 1923 start form, the host console and a player's role help and forms are
/// read in Hebrew and Russian, no English sentence left of what the templates and the page
/// code write (the game's own messages are the rule set's, not the page's).
#[tokio::test]
async fn the_start_form_the_console_and_a_players_forms_speak_hebrew_and_russian() {
    use omerta_i18n::Lang;
    each_backend(|url| async move {
        let server = serve(&url).await;
        let (host, players, game) = game(&server).await;
        // The start form: a lobby with two players.
        let lobby = host.create("1923", "In the lobby").await;
        for name in ["Dana Levi", "Ori Cohen"] {
            let player = Client::sign_up(&server, name).await;
            ok(player
                .lobby(lobby, json!({"type": "join", "name": name}))
                .await);
        }
        ok(players[ADI]
            .act(
                game,
                json!({"type": "say", "channel": "mafia", "text": "Peleg tonight?"}),
            )
            .await);
        for (accept, lang) in [("he-IL,he;q=0.9", Lang::He), ("ru-RU,ru;q=0.9", Lang::Ru)] {
            let start = page_in(&host, &format!("/games/{lobby}"), accept).await;
            assert_words(
                &start,
                lang,
                &[
                    "m1923-start-title",
                    "m1923-start-court",
                    "m1923-start-night",
                    "m1923-start-players",
                    "m1923-start-roles",
                    "m1923-role-bumbling-bureaucrat",
                    "m1923-start-beginner",
                    "m1923-start-deal-random",
                ],
                &[
                    "Start the game",
                    "Families sent to court each day",
                    "Night length",
                    "Players: levels and requests",
                    "Roles to deal",
                    ">Bumbling Bureaucrat<",
                    ">Beginner<",
                    "10 hours (the rules)",
                    "No timer",
                    "Add a family",
                ],
                "the start form",
            );
            // The values sent stay the rules' names; the names are isolated.
            assert!(start.contains(r#"data-role="Bumbling Bureaucrat""#));
            assert!(start.contains("1. <bdi>Dana Levi</bdi>"));
            assert!(start.contains(r#"data-words='{"#), "the script's words");

            // The host console of a running game (night 1).
            let console = page_in(&host, &format!("/games/{game}"), accept).await;
            assert_words(
                &console,
                lang,
                &[
                    "m1923-host-console",
                    "m1923-host-exile",
                    "m1923-host-paper",
                    "m1923-host-stop",
                    "m1923-host-log",
                    "m1923-host-civilians",
                    "m1923-role-mafia-member",
                ],
                &[
                    "Host console",
                    "Exile a player",
                    "Send for a player",
                    "Stop the game",
                    "Every message",
                    "Civilians to kill",
                    "Close night 1 now",
                    "Players&#x27; questions",
                    "(Mafia Member + Boss)",
                ],
                "the host console",
            );

            // Ben, the Doctor: his role's help and his form.
            let ben = page_in(&players[BEN], &format!("/games/{game}"), accept).await;
            assert_words(
                &ben,
                lang,
                &[
                    "m1923-help-doctor",
                    "m1923-act-save",
                    "m1923-act-save-whom",
                    "m1923-choose-player",
                ],
                &[
                    "Every night: save a player",
                    "Save a player",
                    "Player to save",
                    "Send the Doctor",
                    "Choose a player",
                ],
                "the Doctor's page",
            );
            // Adi, a Mafia Member and the Boss: the Mafia's decision and the Boss's form,
            // and the Mafia's channel: its line's phase and time in the reader's words.
            let adi = page_in(&players[ADI], &format!("/games/{game}"), accept).await;
            let mut one = omerta_i18n::Args::new();
            one.set("n", "1");
            let night = escaped(&omerta_i18n::tr(lang, "m1923-phase-night", &one));
            assert!(
                adi.contains(&format!(r#"<span class="muted">{night} · "#)),
                "the channel's line: {adi}"
            );
            assert!(!adi.contains(r#"<span class="muted">Night 1 · "#));
            assert_words(
                &adi,
                lang,
                &[
                    "m1923-mafia-decision",
                    "m1923-mafia-button",
                    "m1923-help-boss",
                    "m1923-civilian-to-kill",
                ],
                &[
                    "Send the Mafia",
                    "Civilian to kill",
                    "Cancel a night action",
                    "Every night: cancel",
                ],
                "a Mafia Member's page",
            );
        }
    })
    .await;
}

/// `id` in `lang` with its argument `arg` standing for `name` isolated as the page writes
/// it: the escaped sentence with `<bdi>name</bdi>`.
fn said_html(lang: omerta_i18n::Lang, id: &str, arg: &'static str, name: &str) -> String {
    let mut args = omerta_i18n::Args::new();
    args.set(arg, "\u{E000}");
    escaped(&omerta_i18n::tr(lang, id, &args))
        .replace("\u{E000}", &format!("<bdi>{}</bdi>", escaped(name)))
}

/// Issue 30: the game's own announcements (a death, the day's vote results) and a
/// player's own messages (their role) read in the reader's language, each name isolated;
/// in English they stay the record's text, word for word.
#[tokio::test]
async fn a_running_games_announcements_read_in_hebrew_and_russian() {
    use omerta_i18n::Lang;
    each_backend(|url| async move {
        let server = serve(&url).await;
        let (host, players, game) = game(&server).await;
        // Night 1: the Mafia kills Peleg; day 1 closes with nobody voting.
        ok(players[ADI]
            .act(game, json!({"type": "mafia_kill", "targets": [PELEG]}))
            .await);
        ok(host.act(game, json!({"type": "advance"})).await);
        ok(host.act(game, json!({"type": "advance"})).await);
        let spectator = Client::new(&server);
        let (_, english) = page(&spectator, &format!("/games/{game}")).await;
        assert!(english.contains("Peleg Brand has died."), "{english}");
        assert!(
            english.contains("Family votes: Alon 0, Brand 0."),
            "{english}"
        );
        for (accept, lang) in [("he-IL,he;q=0.9", Lang::He), ("ru-RU,ru;q=0.9", Lang::Ru)] {
            let html = page_in(&spectator, &format!("/games/{game}"), accept).await;
            let died = said_html(lang, "m1923-said-died", "name", "Peleg Brand");
            assert!(html.contains(&died), "{lang}: {died:?} in {html}");
            // The votes as the catalog words them, each name in its <bdi>.
            let tally = |family: &str| {
                omerta_1923::Arg::said(
                    omerta_1923::Said::new("m1923-said-tally")
                        .family("name", family)
                        .with("n", omerta_1923::Arg::Number(0)),
                )
            };
            let votes = omerta_1923::Said::new("m1923-said-family-votes").with(
                "tally",
                omerta_1923::Arg::List(vec![tally("Alon"), tally("Brand")]),
            );
            let votes = escaped(&omerta_i18n::m1923::said(lang, &votes));
            let plain = html.replace("<bdi>", "").replace("</bdi>", "");
            assert!(plain.contains(&votes), "{lang}: {votes:?} in {html}");
            assert!(html.contains("<bdi>Alon</bdi>") && html.contains("<bdi>Brand</bdi>"));
            let individual = said_html(lang, "m1923-said-individual-votes", "tally", "x");
            let individual = individual.split("<bdi>").next().unwrap_or_default();
            assert!(
                html.contains(&format!("{individual}<bdi>Adi Alon</bdi>")),
                "{lang}"
            );
            for english in [
                "has died.",
                "Family votes:",
                "Individual votes:",
                "The families:",
            ] {
                assert!(
                    !html.contains(english),
                    "{lang}: English {english:?} is left"
                );
            }
            // Ben's own role, in his words.
            let ben = page_in(&players[BEN], &format!("/games/{game}"), accept).await;
            let role = omerta_1923::Said::new("m1923-said-your-role")
                .family("family", "Alon")
                .with(
                    "role",
                    omerta_1923::Arg::Role {
                        title: "Doctor".into(),
                        mafia: false,
                    },
                );
            let role = escaped(&omerta_i18n::m1923::said(lang, &role)).replacen(
                "Alon",
                "<bdi>Alon</bdi>",
                1,
            );
            assert!(ben.contains(&role), "{lang}: Ben's role {role:?}");
            assert!(
                !ben.contains("Your role: Doctor."),
                "{lang}: English role message"
            );
        }
    })
    .await;
}

/// Issue 30: the moderators' notes on the host's page read in the reader's language (the
/// random deal's log: a request not honoured, the draws, the deal as a given deal; the
/// seed and the deal), each name isolated in `<bdi>`, no English note left; and the
/// phase's deadline written in the reader's language at once.
#[tokio::test]
async fn the_moderators_notes_and_the_deadline_read_in_russian_and_hebrew() {
    use omerta_i18n::Lang;
    each_backend(|url| async move {
        let server = serve(&url).await;
        let host = Client::sign_up(&server, "Moderator").await;
        let game = host.create("1923", "A random deal").await;
        for (name, ..) in DEAL {
            let player = Client::sign_up(&server, &format!("{name} account")).await;
            ok(player
                .lobby(game, json!({"type": "join", "name": name}))
                .await);
        }
        // Everybody asks for Alon: eight are not honoured and drawn into seats.
        let players: Vec<Value> = DEAL
            .iter()
            .map(|(_, level, ..)| json!({"level": level, "family": "Alon"}))
            .collect();
        ok(host
            .lobby(
                game,
                json!({"type": "start", "setup": {
                    "families": [{"name": "Alon", "size": 8}, {"name": "Brand", "size": 8}],
                    "court_families": 1, "deal": "random", "night_ms": 36000000, "day_ms": 36000000,
                    "roles": [{"role": "Doctor", "count": 1}], "mafia_second_roles": [],
                    "players": players,
                }}),
            )
            .await);
        let deadline = host.view(game).await["deadline"]
            .as_i64()
            .or(host.view(game).await["game"]["deadline"].as_i64())
            .expect("a night of ten hours has a deadline");
        for (accept, lang) in [("he-IL,he;q=0.9", Lang::He), ("ru-RU,ru;q=0.9", Lang::Ru)] {
            let console = page_in(&host, &format!("/games/{game}"), accept).await;
            for english in [
                "Random deal (M10)",
                "Request not honoured",
                "Draw (",
                "The deal, as a given deal",
                "Seed ",
                "The deal: ",
            ] {
                assert!(
                    !console.contains(english),
                    "{lang}: the English note {english:?} is left"
                );
            }
            // A message's words before its first argument.
            let words = |id: &str| {
                let mut args = omerta_i18n::Args::new();
                for name in ["seed", "name", "family", "seated", "among", "json", "deal"] {
                    args.set(name, "\u{1}");
                }
                let text = omerta_i18n::tr(lang, id, &args);
                let before = text.split('\u{1}').next().unwrap_or_default();
                before
                    .trim_matches(|c: char| c.is_whitespace() || c == '\u{2068}')
                    .to_string()
            };
            for id in [
                "m1923-said-deal-random",
                "m1923-said-deal-family-full",
                "m1923-said-deal-seats",
                "m1923-said-deal-as-given",
                "m1923-said-note-deal",
            ] {
                let start = escaped(&words(id));
                assert!(
                    console.contains(&start),
                    "{lang}: {id} ({start:?}) is missing"
                );
            }
            // The names in a note are isolated for a right-to-left page.
            assert!(console.contains("<bdi>Adi Alon</bdi>"), "{lang}");
            // The deadline, in the reader's words (no English rewritten after the fact).
            let written = escaped(&omerta_i18n::written(lang, deadline, None));
            assert!(console.contains(&written), "{lang}: {written:?}");
        }
    })
    .await;
}

/// Issue 30: a ballot's warnings reach its voter as data too (`warned`, one for one with
/// the English `warnings`), worded in English word for word as the rule set writes them,
/// and in the reader's language.
#[tokio::test]
async fn a_ballots_warnings_are_data_worded_in_the_voters_language() {
    use omerta_i18n::Lang;
    each_backend(|url| async move {
        let server = serve(&url).await;
        let (host, players, game) = game(&server).await;
        ok(host.act(game, json!({"type": "advance"})).await);
        // Ben of Alon votes for his own family and for himself: two strikes.
        ok(players[BEN]
            .act(
                game,
                json!({"type": "vote", "family": "Alon", "individual": BEN}),
            )
            .await);
        let events = players[BEN].events(game).await;
        let ballot = events
            .iter()
            .map(|e| &e["event"]["game"])
            .find(|e| e["type"] == "vote")
            .unwrap_or_else(|| panic!("Ben's ballot with its warnings: {events:#?}"))
            .clone();
        let english: Vec<&str> = ballot["warnings"]
            .as_array()
            .unwrap()
            .iter()
            .map(|w| w.as_str().unwrap())
            .collect();
        assert_eq!(
            english,
            [
                "a family vote for your own family is improper: a strike (M71)",
                "an individual vote for yourself is improper: a strike (M71)",
            ]
        );
        let warned: Vec<omerta_1923::Said> =
            serde_json::from_value(ballot["warned"].clone()).expect("the warnings as data");
        let worded = |lang| -> Vec<String> {
            warned
                .iter()
                .map(|said| omerta_i18n::m1923::said(lang, said))
                .collect()
        };
        assert_eq!(worded(Lang::En), english);
        assert_eq!(
            worded(Lang::Ru),
            [
                "голос за свою семью недопустим: штраф (M71)",
                "голос за себя недопустим: штраф (M71)",
            ]
        );
        assert!(worded(Lang::He).iter().all(|w| !w.contains("improper")));
    })
    .await;
}

/// Issue 30: the host's reopen form lists what a reopening takes back and keeps in the
/// reader's language, worded from each line's data (`takes_back_said`, `keeps_said` beside
/// the view's English lines, which stay as they were).
#[tokio::test]
async fn the_reopen_forms_lists_read_in_russian_and_hebrew() {
    each_backend(|url| async move {
        let server = serve(&url).await;
        let (host, players, game) = game(&server).await;
        ok(players[ADI]
            .act(game, json!({"type": "mafia_kill", "targets": [PELEG]}))
            .await);
        ok(host.act(game, json!({"type": "advance"})).await);
        ok(host
            .act(
                game,
                json!({"type": "exile", "slot": EFRAT, "reason": "tampering"}),
            )
            .await);
        ok(players[BEN]
            .act(
                game,
                json!({"type": "vote", "family": "Brand", "individual": HADAS}),
            )
            .await);
        ok(host.act(game, json!({"type": "advance"})).await);

        // The API's lines stay English strings; their data stands beside them, line for line.
        let reopen = host.view(game).await["reopen"].clone();
        let back = reopen["takes_back"].as_array().unwrap();
        assert!(back.iter().all(Value::is_string), "{reopen}");
        assert_eq!(
            reopen["takes_back_said"].as_array().map(Vec::len),
            Some(back.len()),
            "{reopen}"
        );
        assert!(back.contains(&json!("Day 1: 1 ballot sent, to be sent again.")));

        let path = format!("/games/{game}");
        let ru = page_in(&host, &path, "ru").await;
        for line in [
            "День 1: отправлено — 1 голос; будет отправлено заново.",
            "Изгнание игрока <bdi>Efrat Alon</bdi>: ваше решение остаётся в силе",
            "Всё, что было до фазы «День 1»",
        ] {
            assert!(ru.contains(line), "{line} in {ru}");
        }
        let he = page_in(&host, &path, "he").await;
        for line in [
            "יום 1: נשלחו הצבעה אחת, יש לשלוח שוב.",
            "הגירוש של <bdi>Efrat Alon</bdi>: ההחלטה שלך נשארת",
        ] {
            assert!(he.contains(line), "{line} in {he}");
        }
        for page in [&ru, &he] {
            for english in ["to be sent again", "your ruling stays", "Everything before"] {
                assert!(!page.contains(english), "{english} is left");
            }
        }
        // English reads as it did.
        let (_, en) = page(&host, &path).await;
        assert!(en.contains("Day 1: 1 ballot sent, to be sent again."));
        assert!(en.contains("Efrat Alon&#x27;s exile: your ruling stays"));
    })
    .await;
}
