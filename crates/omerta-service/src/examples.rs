//! The example games (issue 31, item 5): `omerta serve --demo` loads the repository's
//! examples of each rule set, so that a new site shows something: a finished Pro table to
//! review, print and replay on the overlay (`examples/pro/red-win.json`), and a forum game
//! played through its thread to its lynch, with its tally (`examples/forum/minimal-lock.json`),
//! and a Mafia 1923 week of three families played night by night and day by day from its
//! script, with the script's seed (`examples/1923/three-families.json`).
//! Each is written whole (`planned.rs`) and named by the example it is: loading twice finds
//! it instead of doubling it. Their host and players are accounts made for them
//! (`Store::example_account`: no password signs in as them, and they are not the site's
//! first account). `remove` takes every example away in one step.

use crate::error::{ApiError, ApiResult, Arg};
use crate::planned::Planned;
use crate::AppState;
use omerta_i18n as i18n;
use omerta_live::Actor;
use serde_json::{json, Value};

/// The examples' host: an account of its own, named for what it is.
const HOST: &str = "omerta examples";

const PRO: (&str, &str) = (
    "pro/red-win",
    include_str!("../../../examples/pro/red-win.json"),
);
const FORUM: (&str, &str) = (
    "forum/minimal-lock",
    include_str!("../../../examples/forum/minimal-lock.json"),
);
const WEEK: (&str, &str) = (
    "1923/three-families",
    include_str!("../../../examples/1923/three-families.json"),
);
/// Every example, by the name it is loaded under.
const NAMES: [&str; 3] = [PRO.0, FORUM.0, WEEK.0];

/// What loading the examples did: the games by example name, and whether each was made
/// now or found loaded before.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Loaded {
    pub games: Vec<(String, i64, bool)>,
}

/// Loads every example that is not loaded yet; the examples' games.
pub async fn load(state: &AppState) -> ApiResult<Loaded> {
    let now = crate::now();
    let host = Actor {
        account: Some(account(state, HOST, now).await?),
        admin: false,
    };
    let mut loaded = Loaded::default();
    for name in NAMES {
        if let Some(id) = state.store.example_game(name).await? {
            loaded.games.push((name.to_string(), id, false));
            continue;
        }
        let game = match name {
            "pro/red-win" => pro(host, state, now)?,
            "forum/minimal-lock" => {
                // A forum thread's players post as themselves: an account each.
                let mut players = Vec::new();
                for player in document(FORUM.1)?["players"]
                    .as_array()
                    .into_iter()
                    .flatten()
                {
                    let player = player["name"].as_str().unwrap_or_default();
                    players.push(account(state, player, now).await?);
                }
                forum(host, &players, state, now)?
            }
            _ => week(host, state, now)?,
        };
        let id = match state.store.create_example_game(&game, name, now).await {
            Ok(id) => id,
            // Loaded at the same moment by another instance: theirs stands.
            Err(omerta_store::Error::Taken) => match state.store.example_game(name).await? {
                Some(id) => id,
                None => return Err(ApiError::internal("an example could not be written")),
            },
            Err(error) => return Err(error.into()),
        };
        tracing::info!(game = id, example = name, "example loaded");
        loaded.games.push((name.to_string(), id, true));
    }
    Ok(loaded)
}

/// Removes every example game and the examples' accounts; how many games were removed.
/// The game cache forgets them, so that no page shows a removed example.
pub async fn remove(state: &AppState) -> ApiResult<i64> {
    let mut ids = Vec::new();
    for name in NAMES {
        if let Some(id) = state.store.example_game(name).await? {
            ids.push(id);
        }
    }
    let removed = state.store.remove_examples().await?;
    for id in ids {
        state.forget(id);
    }
    tracing::info!(
        games = removed.games,
        accounts = removed.accounts,
        "examples removed"
    );
    Ok(removed.games)
}

/// The examples' account of this name (made when missing).
async fn account(state: &AppState, name: &str, now: i64) -> ApiResult<i64> {
    let key = omerta_live::names::key(name);
    let look = omerta_live::names::look(name);
    match state.store.example_account(name, &key, &look, now).await {
        Ok(id) => Ok(id),
        Err(omerta_store::Error::Taken) => Err(name_taken(name)),
        Err(error) => Err(error.into()),
    }
}

fn name_taken(name: &str) -> ApiError {
    ApiError::worded(
        crate::error::Kind::Conflict,
        "example_name_taken",
        format!(
            "the examples cannot be loaded: the name {name:?} belongs to an account of \
             this site, and an example never plays as somebody"
        ),
        i18n::id("refusal-examples-name-taken"),
        [("name", Arg::Text(format!("{name:?}")))],
    )
}

fn admin_only() -> ApiError {
    ApiError::worded(
        crate::error::Kind::Forbidden,
        "forbidden",
        "only a site administrator may remove the example games",
        i18n::id("refusal-examples-admin-only"),
        [],
    )
}

/// Every worded refusal of the examples, with sample arguments.
pub fn refusal_samples() -> Vec<ApiError> {
    vec![name_taken("Olga"), admin_only()]
}

fn document(text: &str) -> ApiResult<Value> {
    serde_json::from_str(text)
        .map_err(|e| ApiError::internal(format!("an example does not read: {e}")))
}

/// The finished Pro table: the example read and checked as an upload is, then started,
/// played and finished (scored).
fn pro(host: Actor, state: &AppState, now: i64) -> ApiResult<omerta_store::WholeGame> {
    let read = crate::upload::read("omerta-pro/1", PRO.1)?;
    crate::upload::played(
        &read.protocol,
        // No event: an example is no tournament's game.
        None,
        "Example: a Pro table the red team wins (examples/pro/red-win.json)",
        host,
        state.config.limits.clone(),
        now,
    )
}

/// The forum game: its five players seated under their accounts, started with the
/// thread's settings and factions, every player's post of Day 1 posted by its author (the
/// host's posts, the day's opening and the lynch, are the game's own), and the day ended.
fn forum(
    host: Actor,
    players: &[i64],
    state: &AppState,
    now: i64,
) -> ApiResult<omerta_store::WholeGame> {
    let doc = document(FORUM.1)?;
    let mut game = Planned::new(
        "forum",
        "Example: a forum thread to its lock and lynch (examples/forum/minimal-lock.json)",
        host,
        state.config.limits.clone(),
        now,
    )?;
    let entries = doc["players"].as_array().cloned().unwrap_or_default();
    let mut roles = Vec::new();
    let mut aliases = serde_json::Map::new();
    for (player, account) in entries.iter().zip(players) {
        game.lobby(
            json!({"type": "seat", "name": player["name"], "account": account}),
            now,
        )?;
        roles.push(json!({"faction": player["faction"]}));
        if let Some(list) = player["aliases"].as_array() {
            aliases.insert(text(&player["name"]), Value::Array(list.clone()));
        }
    }
    game.lobby(
        json!({"type": "start", "setup": {"game": doc["game"], "deal": "given",
                                          "roles": roles, "aliases": aliases}}),
        now,
    )?;
    let host_name = text(&doc["host"]);
    let mut at = now;
    for post in doc["posts"].as_array().into_iter().flatten() {
        at += 60_000;
        let author = text(&post["author"]);
        let body = json!({"type": "post", "body": post["body"]});
        // The thread's host posts only the day's opening and the lynch: a hosted game
        // makes both announcements itself, in the same words.
        if author == host_name {
            continue;
        }
        let Some(slot) = entries.iter().position(|p| p["name"] == post["author"]) else {
            continue;
        };
        let actor = Actor {
            account: players.get(slot).copied(),
            admin: false,
        };
        // A player's post the thread's rules refuse (none in this thread) is left out.
        if let Err(error) = game.game_as(actor, body, at) {
            tracing::warn!(error = %error.message, "an example post was refused");
        }
    }
    game.game(json!({"type": "advance"}), at + 60_000)?;
    Ok(game.whole())
}

/// The Mafia 1923 week: the script's players seated (its Spectator watches, as every
/// account that plays no slot does), its deal and seed, and each phase's submissions
/// typed in by the host for their players (the judge's `by`), then the phase closed.
fn week(host: Actor, state: &AppState, now: i64) -> ApiResult<omerta_store::WholeGame> {
    let doc = document(WEEK.1)?;
    let mut game = Planned::new(
        "1923",
        "Example: a Mafia 1923 week of three families (examples/1923/three-families.json)",
        host,
        state.config.limits.clone(),
        now,
    )?;
    if let Some(seed) = doc["seed"].as_u64() {
        game.seeded(seed);
    }
    let players: Vec<&Value> = doc["players"]
        .as_array()
        .into_iter()
        .flatten()
        .filter(|p| p["level"] != "spectator")
        .collect();
    let mut dealt = Vec::new();
    for player in &players {
        game.lobby(json!({"type": "seat", "name": player["name"]}), now)?;
        let mut entry = (*player).clone();
        if let Some(entry) = entry.as_object_mut() {
            entry.remove("name");
        }
        dealt.push(entry);
    }
    let slot = |name: &Value| players.iter().position(|p| p["name"] == *name);
    let slots = |names: &Value| -> Vec<usize> {
        names
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(slot)
            .collect()
    };
    game.lobby(
        json!({"type": "start", "setup": {"families": doc["families"],
               "court_families": doc["court_families"], "deal": "given", "players": dealt}}),
        now,
    )?;
    let mut at = now;
    for phase in doc["phases"].as_array().into_iter().flatten() {
        let mut commands = Vec::new();
        for action in phase["actions"].as_array().into_iter().flatten() {
            let mut command = json!({"type": "action", "by": slot(&action["by"]),
                                     "role": action["role"], "targets": slots(&action["targets"])});
            if action["family"].is_string() {
                command["family"] = action["family"].clone();
            }
            commands.push(command);
        }
        for vote in phase["votes"].as_array().into_iter().flatten() {
            let mut command = json!({"type": "vote", "by": slot(&vote["by"])});
            if vote["family"].is_string() {
                command["family"] = vote["family"].clone();
            }
            if let Some(individual) = slot(&vote["individual"]) {
                command["individual"] = json!(individual);
            }
            commands.push(command);
        }
        if phase["mafia_kills"].is_array() {
            commands.push(json!({"type": "mafia_kill", "by": slot(&phase["mafia_by"]),
                                 "targets": slots(&phase["mafia_kills"])}));
        }
        for command in commands {
            at += 1_000;
            // What the engine would ignore (a script keeps every submission) is refused
            // live and changes nothing: it is left out.
            if let Err(error) = game.game(command, at) {
                tracing::debug!(error = %error.message, "an example submission was ignored");
            }
        }
        at += 1_000;
        game.game(json!({"type": "advance"}), at)?;
    }
    Ok(game.whole())
}

fn text(value: &Value) -> String {
    value.as_str().unwrap_or_default().to_string()
}

/// Removes the examples for a site administrator (the home page's button); refused for
/// anybody else, with the reason.
pub async fn remove_as(state: &AppState, caller: &crate::auth::Caller) -> ApiResult<i64> {
    if !caller.admin() {
        return Err(admin_only());
    }
    remove(state).await
}

/// How many example games are loaded (the home page's button says so).
pub async fn count(state: &AppState) -> ApiResult<i64> {
    Ok(state.store.example_count().await?)
}

/// Whether the game is an example (its page says so).
pub async fn is_example(state: &AppState, id: i64) -> ApiResult<bool> {
    Ok(state
        .store
        .game(id)
        .await?
        .is_some_and(|row| row.example.is_some()))
}
