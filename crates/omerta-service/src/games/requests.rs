//! What a person asks of games beyond a command: creating one, reading it as its reader,
//! their events after a number, and "My games". The JSON API and the pages call these.

use crate::auth::Caller;
use crate::error::{ApiError, ApiResult, Arg, Kind};
use crate::limits::retry_seconds;
use crate::webhooks::{check_webhook, WebhookBody};
use crate::{now, AppState};
use omerta_i18n as i18n;
use omerta_live::Viewer;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::sync::Arc;

/// The most games "My games" lists.
const MY_GAMES: i64 = 100;

/// One of the caller's games (`GET /api/me/games`).
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct MyGame {
    pub id: i64,
    /// `pro`, `forum` or `1923`.
    pub ruleset: String,
    pub title: String,
    /// `lobby`, `running`, `finished` or `abandoned`.
    pub status: String,
    /// Ms since the epoch.
    pub created_at: i64,
    /// As whom the caller takes part.
    pub you: Taking,
    /// What the game waits for from the caller now: `vote`, `action`, `mafia_kill`,
    /// `close_phase`; empty when nothing.
    pub waiting: Vec<&'static str>,
    /// When the open phase closes (ms since the epoch), if it has a deadline.
    pub deadline: Option<i64>,
    /// The IANA zone the game tells its times in; null: UTC.
    pub time_zone: Option<String>,
    /// The host's latest prod of the caller while the game runs.
    #[schemars(with = "Option<omerta_live::hosted::Prod>")]
    pub prod: Option<Value>,
}

/// As whom an account takes part in a game.
#[derive(Clone, Copy, Debug, Serialize, JsonSchema)]
#[serde(tag = "as", rename_all = "snake_case")]
pub enum Taking {
    /// Its host.
    Host,
    /// A player in the slot (from 0, in the lobby's order).
    Player { slot: omerta_live::Slot },
    /// A player of a game that is over.
    Played,
    /// In the lobby, not yet dealt a slot (or left it).
    Entrant,
}

/// The games `caller` hosts or plays in, newest first: as whom they take part, what each
/// waits for from them now (`waiting`: `vote`, `action`, `mafia_kill`, `close_phase`; empty
/// when nothing) and the open phase's deadline. Only running games are folded to learn
/// what they wait for; the others wait for nothing. An admin's list is their own: a game
/// they only oversee as admin is not in it, and they see it as its host or player would.
pub async fn games_of(state: &AppState, caller: &Caller) -> ApiResult<Vec<MyGame>> {
    let account = caller.id().ok_or_else(ApiError::unauthenticated)?;
    let rows = state.store.games_of(account, MY_GAMES).await?;
    let mut games = Vec::with_capacity(rows.len());
    for row in rows {
        let (viewer, waiting, deadline, zone, prod) = if row.status == "running" {
            let folded = state.folded(row.id).await?;
            let viewer = folded.game.viewer(Some(account), false);
            (
                viewer,
                folded.game.waiting(viewer),
                folded.game.deadline(),
                folded.game.time_zone(),
                folded.game.prod_of(viewer),
            )
        } else {
            let viewer = if row.host == account {
                Viewer::Host
            } else {
                Viewer::Spectator
            };
            (viewer, Vec::new(), None, None, None)
        };
        let over = matches!(row.status.as_str(), "finished" | "abandoned");
        let you = match viewer {
            Viewer::Host => Taking::Host,
            Viewer::Player(slot) => Taking::Player { slot },
            // A game over is listed for who played in it (its members): they played.
            Viewer::Spectator if over => Taking::Played,
            // Seated in a lobby (no slot yet) or left it: still their game.
            Viewer::Spectator => Taking::Entrant,
        };
        games.push(MyGame {
            id: row.id,
            ruleset: row.ruleset,
            title: row.title,
            status: row.status,
            created_at: row.created_at,
            you,
            waiting,
            deadline,
            time_zone: zone,
            prod,
        });
    }
    Ok(games)
}

/// A game to create (`POST /api/games`); the caller is its host.
#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct NewGame {
    /// `pro`, `forum` or `1923`.
    #[schemars(extend("enum" = ["pro", "forum", "1923"]))]
    pub ruleset: String,
    /// From 1 to 120 characters.
    #[schemars(length(min = 1, max = 120))]
    pub title: String,
    /// The game's webhook; null or absent: none.
    #[serde(default, deserialize_with = "crate::json::optional_object")]
    pub webhook: Option<WebhookBody>,
}

/// Creates a game hosted by `account`; its id.
pub async fn new_game(
    state: &AppState,
    account: &omerta_store::Account,
    body: &NewGame,
) -> ApiResult<i64> {
    if let Some(webhook) = &body.webhook {
        check_webhook(webhook, state.config.webhook_allow_private)?;
    }
    let now = now();
    let (game, first) = super::create(&body.ruleset, &body.title, account.id, now)?;
    count_creation(state, account)?;
    let webhook = body
        .webhook
        .as_ref()
        .map_or((None, None), |w| (w.url.as_deref(), w.secret.as_deref()));
    // The game and its webhook in one transaction.
    let id = state
        .store
        .create_game(
            &body.ruleset,
            game.title(),
            account.id,
            game.status(),
            &first,
            webhook,
            now,
        )
        .await?;
    tracing::info!(game = id, host = account.id, "game created");
    Ok(id)
}

/// Counts a game `account` creates against [`crate::Config::games_per_hour`], or says
/// when they may create the next. A site admin is not limited: they run the site.
pub fn count_creation(state: &AppState, account: &omerta_store::Account) -> ApiResult<()> {
    if account.admin {
        return Ok(());
    }
    state
        .creations
        .try_hit(&account.id.to_string())
        .map_err(|wait| {
            too_many_games(state.config.games_per_hour, wait.as_secs() / 60 + 1)
                .retry_after(retry_seconds(wait))
        })
}

/// Loads a game up to date and says how the caller reads it: the view (with the
/// reader's own version), the viewer, and the reader's version.
pub async fn viewed(
    state: &AppState,
    id: i64,
    caller: &Caller,
) -> ApiResult<(Arc<super::View>, Viewer, i64)> {
    let (view, viewer, folded) = state.view_of(id, caller.id(), caller.admin()).await?;
    let seen = folded.seen(viewer);
    Ok((view, viewer, seen))
}

/// A reader's events after their number `after`, numbered by what they may see.
pub async fn events_after(
    state: &AppState,
    folded: &super::Folded,
    id: i64,
    viewer: Viewer,
    after: i64,
) -> ApiResult<Vec<super::EventView>> {
    let after = after.max(0);
    let from = folded.seq_at(viewer, after);
    let mut position = folded.position(viewer, from);
    let events = state.store.events(id, from).await?;
    Ok(events
        .iter()
        .filter(|e| super::visible(e, viewer))
        .map(|e| {
            position += 1;
            super::event_json(e, position, folded.game.present(&e.body, viewer))
        })
        .collect())
}

/// The games listed, the newest first: of one rule set, or of all.
pub async fn list(
    state: &AppState,
    ruleset: Option<&str>,
    limit: i64,
) -> ApiResult<Vec<omerta_store::GameRow>> {
    Ok(state.store.games(ruleset, limit).await?)
}

/// A game's stored events after sequence number `after`, at most `limit` of them, every
/// audience's: a stream catching up filters them for its reader.
pub async fn events_page(
    state: &AppState,
    id: i64,
    after: i64,
    limit: i64,
) -> ApiResult<Vec<omerta_store::StoredEvent>> {
    Ok(state.store.events_page(id, after, limit).await?)
}

/// More games created in an hour than the server takes (`per_hour`): a retry in `minutes`.
pub(super) fn too_many_games(per_hour: usize, minutes: u64) -> ApiError {
    ApiError::worded(
        Kind::TooMany,
        "rate_limited",
        format!(
            "you have created {per_hour} games in the last hour; try again in {minutes} minutes"
        ),
        i18n::id("refusal-too-many-games"),
        [
            ("created", Arg::Number(per_hour as i64)),
            ("minutes", Arg::Number(minutes as i64)),
        ],
    )
}
