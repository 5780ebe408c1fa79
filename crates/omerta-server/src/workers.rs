//! Background work: phase timers and webhook deliveries.

use crate::games::{self, CommandBody};
use crate::AppState;
use hmac::{Hmac, Mac};
use omerta_live::{Actor, Audience};
use serde_json::json;
use sha2::Sha256;
use std::collections::HashSet;
use std::time::Duration;

pub fn spawn(state: AppState) {
    tokio::spawn(timers(state.clone()));
    tokio::spawn(webhooks(state));
}

/// Sends each game's timeout command when its deadline passes (a forum day that runs out,
/// a 1923 phase that closes). The command id names the deadline, so two server instances
/// firing the same deadline apply it once.
pub async fn timers(state: AppState) {
    // Each deadline is fired once by this instance, even if its command is refused.
    let mut tried: HashSet<(i64, i64)> = HashSet::new();
    loop {
        tokio::time::sleep(Duration::from_millis(500)).await;
        let now = crate::now();
        let due = match state.store.due_games(now).await {
            Ok(due) => due,
            Err(error) => {
                tracing::warn!("timers: {error}");
                continue;
            }
        };
        for id in due {
            let Ok(Some(row)) = state.store.game(id).await else {
                continue;
            };
            let Some(deadline) = row.deadline_at else {
                continue;
            };
            if !tried.insert((id, deadline)) {
                continue;
            }
            // Each deadline is a task of its own: a night that takes its time to resolve
            // never holds up another game's deadline.
            let state = state.clone();
            tokio::spawn(async move {
                let timeout = match state.entry(id).await {
                    Ok(entry) => match state.current(&entry).await {
                        Ok(folded) => folded.game.timeout(),
                        Err(_) => return,
                    },
                    Err(_) => return,
                };
                let Some(command) = timeout else {
                    return;
                };
                let body = CommandBody {
                    id: Some(format!("timeout:{deadline}")),
                    lobby: None,
                    game: Some(command),
                };
                if let Err(error) = state.execute(id, Actor::system(), &body).await {
                    tracing::warn!("timer of game {id}: {}", error.message);
                }
            });
        }
        if tried.len() > 10_000 {
            tried.clear();
        }
    }
}

/// The signature of a webhook body: hex HMAC-SHA256 of `"{timestamp}.{body}"` under the
/// game's secret, sent as `X-Omerta-Signature: sha256=<hex>`.
pub fn signature(secret: &str, timestamp: i64, body: &str) -> String {
    let mut mac = Hmac::<Sha256>::new_from_slice(secret.as_bytes()).expect("any key length");
    mac.update(timestamp.to_string().as_bytes());
    mac.update(b".");
    mac.update(body.as_bytes());
    format!("sha256={}", hex::encode(mac.finalize().into_bytes()))
}

/// The Discord-compatible payload of one announcement.
pub fn payload(title: &str, game: i64, seq: i64, text: &str) -> serde_json::Value {
    json!({
        "username": "omerta",
        "content": format!("**{title}**: {text}"),
        "embeds": [{
            "title": title,
            "description": text,
            "footer": {"text": format!("game {game} · event {seq}")},
        }],
        "allowed_mentions": {"parse": []},
    })
}

/// Delivers every public announcement of every game with a webhook, in order, at least
/// once: the game's cursor moves past an event only after its delivery succeeded or ran out
/// of attempts.
pub async fn webhooks(state: AppState) {
    let client = reqwest::Client::builder()
        .timeout(Duration::from_secs(10))
        .build()
        .expect("an HTTP client");
    loop {
        // At most twenty passes a second: a busy game wakes the worker on every command,
        // and each pass costs a query even when no game has a webhook.
        tokio::time::sleep(Duration::from_millis(50)).await;
        let _ = tokio::time::timeout(Duration::from_secs(1), state.webhooks.notified()).await;
        let backlog = match state.store.webhook_backlog().await {
            Ok(backlog) => backlog,
            Err(error) => {
                tracing::warn!("webhooks: {error}");
                continue;
            }
        };
        for game in backlog {
            let (Some(url), Ok(events)) = (
                game.webhook_url.clone(),
                state.store.events(game.id, game.webhook_cursor).await,
            ) else {
                continue;
            };
            let mut cursor = game.webhook_cursor;
            for event in events {
                let public = Audience::from_column(&event.audience) == Some(Audience::Public);
                if public {
                    if let Some(text) = games::announcement(&game.ruleset, &event.body) {
                        let body = payload(&game.title, game.id, event.seq, &text).to_string();
                        deliver(
                            &state,
                            &client,
                            &url,
                            game.webhook_secret.as_deref(),
                            event.seq,
                            &body,
                        )
                        .await;
                    }
                }
                match state
                    .store
                    .advance_webhook(game.id, cursor, event.seq)
                    .await
                {
                    Ok(true) => cursor = event.seq,
                    // Another instance delivers this game; leave it.
                    _ => break,
                }
            }
        }
    }
}

async fn deliver(
    state: &AppState,
    client: &reqwest::Client,
    url: &str,
    secret: Option<&str>,
    seq: i64,
    body: &str,
) {
    let mut delay = state.config.webhook_backoff;
    for attempt in 1..=state.config.webhook_attempts {
        let timestamp = crate::now();
        let mut request = client
            .post(url)
            .header("content-type", "application/json")
            .header("x-omerta-event", seq.to_string())
            .header("x-omerta-timestamp", timestamp.to_string())
            .body(body.to_string());
        if let Some(secret) = secret {
            request = request.header("x-omerta-signature", signature(secret, timestamp, body));
        }
        match request.send().await {
            Ok(response) if response.status().is_success() => return,
            Ok(response)
                if response.status().is_client_error() && response.status().as_u16() != 429 =>
            {
                tracing::warn!(
                    "webhook {url}: event {seq} refused with {}",
                    response.status()
                );
                return;
            }
            Ok(response) => {
                tracing::warn!("webhook {url}: attempt {attempt}: {}", response.status())
            }
            Err(error) => tracing::warn!("webhook {url}: attempt {attempt}: {error}"),
        }
        if attempt < state.config.webhook_attempts {
            tokio::time::sleep(delay).await;
            delay *= 2;
        }
    }
}
