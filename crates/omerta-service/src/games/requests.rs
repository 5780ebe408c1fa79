//! What a person asks of games beyond a command: creating one, reading it as its reader,
//! their events after a number, and "My games". The JSON API and the pages call these.

use crate::auth::Caller;
use crate::error::{ApiError, ApiResult, Kind};
use crate::limits::retry_seconds;
use crate::webhooks::{check_webhook, WebhookBody};
use crate::{now, AppState};
use omerta_live::Viewer;
use serde::Deserialize;
use serde_json::{json, Value};
use std::sync::Arc;

/// The most games "My games" lists.
const MY_GAMES: i64 = 100;

/// The games `caller` hosts or plays in, newest first: as whom they take part, what each
/// waits for from them now (`waiting`: `vote`, `action`, `mafia_kill`, `close_phase`; empty
/// when nothing) and the open phase's deadline. Only running games are folded to learn
/// what they wait for; the others wait for nothing. An admin's list is their own: a game
/// they only oversee as admin is not in it, and they see it as its host or player would.
pub async fn games_of(state: &AppState, caller: &Caller) -> ApiResult<Vec<Value>> {
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
        let role = match viewer {
            Viewer::Host => json!({"as": "host"}),
            Viewer::Player(slot) => json!({"as": "player", "slot": slot}),
            // A game over is listed for who played in it (its members): they played.
            Viewer::Spectator if over => json!({"as": "played"}),
            // Seated in a lobby (no slot yet) or left it: still their game.
            Viewer::Spectator => json!({"as": "entrant"}),
        };
        games.push(json!({
            "id": row.id,
            "ruleset": row.ruleset,
            "title": row.title,
            "status": row.status,
            "created_at": row.created_at,
            "you": role,
            "waiting": waiting,
            "deadline": deadline,
            "time_zone": zone,
            "prod": prod,
        }));
    }
    Ok(games)
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NewGame {
    pub ruleset: String,
    pub title: String,
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
            ApiError::new(
                Kind::TooMany,
                "rate_limited",
                format!(
                    "you have created {} games in the last hour; try again in {} minutes",
                    state.config.games_per_hour,
                    wait.as_secs() / 60 + 1
                ),
            )
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
) -> ApiResult<Vec<Value>> {
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
