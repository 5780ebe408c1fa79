//! Background work: phase timers, letting idle games go, and hearing other instances'
//! writes (webhook deliveries: `webhooks.rs`; followed threads: `follow_worker.rs`).

use crate::games::CommandBody;
use crate::AppState;
use omerta_live::Actor;
use std::collections::HashSet;
use std::time::Duration;

/// Webhook bodies' signature, where programs that check it have always found it.
pub use crate::webhooks::signature;

pub fn spawn(state: AppState) {
    tokio::spawn(watch(state.clone()));
    tokio::spawn(announce(state.clone()));
    tokio::spawn(evict(state.clone()));
    tokio::spawn(timers(state.clone()));
    crate::mail::spawn(state.clone());
    crate::follow_worker::spawn(state.clone());
    tokio::spawn(crate::webhooks::run(state));
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

/// Lets go of the games unused for `Config::idle_game` (bounded memory: a game is folded
/// again from the store when next asked for).
pub async fn evict(state: AppState) {
    let every = (state.config.idle_game / 4).clamp(Duration::from_secs(1), Duration::from_secs(60));
    loop {
        tokio::time::sleep(every).await;
        let gone = state.evict_idle(state.config.idle_game);
        if gone > 0 {
            tracing::debug!("let go of {gone} idle games");
        }
    }
}

/// The PostgreSQL channel on which instances announce their writes: payloads of
/// `game:version` pairs separated by commas.
pub const CHANNEL: &str = "omerta_events";

/// The largest payload sent (PostgreSQL refuses more than 8,000 bytes).
const MAX_PAYLOAD: usize = 7900;

/// PostgreSQL: announces this instance's writes to the other instances, in batches. Not
/// in the write itself: a transaction that notifies takes a database-wide lock held
/// through its commit's WAL flush, which would make every write commit one at a time;
/// here a burst of writes costs one statement, off the path of the requests. (An instance
/// killed between a commit and its announcement leaves the others to find the write at
/// their next sweep, see [`watch`].)
pub async fn announce(state: AppState) {
    if state.store.backend() == omerta_store::Backend::Sqlite {
        return;
    }
    loop {
        state.announce.notified().await;
        let batch: Vec<(i64, i64)> = state
            .unannounced
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .drain()
            .collect();
        for payload in payloads(&batch) {
            if let Err(error) = state.store.announce(CHANNEL, &payload).await {
                tracing::warn!("announcing writes to the other instances: {error}");
            }
        }
    }
}

/// `game:version` pairs as payloads of at most [`MAX_PAYLOAD`] bytes.
fn payloads(batch: &[(i64, i64)]) -> Vec<String> {
    let mut out = Vec::new();
    let mut payload = String::new();
    for (game, version) in batch {
        let pair = format!("{game}:{version}");
        if !payload.is_empty() && payload.len() + 1 + pair.len() > MAX_PAYLOAD {
            out.push(std::mem::take(&mut payload));
        }
        if !payload.is_empty() {
            payload.push(',');
        }
        payload.push_str(&pair);
    }
    if !payload.is_empty() {
        out.push(payload);
    }
    out
}

/// The pairs of a payload; anything else in it is skipped.
fn pairs(payload: &str) -> impl Iterator<Item = (i64, i64)> + '_ {
    payload.split(',').filter_map(|pair| {
        let (game, version) = pair.split_once(':')?;
        Some((game.trim().parse().ok()?, version.trim().parse().ok()?))
    })
}

/// How often the watched games' versions are looked at besides the announcements: a safety
/// net for an announcement lost with the instance that was to send it.
const SWEEP: Duration = Duration::from_secs(30);

/// PostgreSQL: wakes this instance's streams (and marks its cached games stale) when
/// another instance wrote. One connection per instance listens on [`CHANNEL`]; an
/// announcement costs a parse and a map lookup, whatever the number of readers. When the
/// listener (re)connects, notifications sent meanwhile are lost, so every watched game's
/// version is looked at once then (a query per watched game), and every [`SWEEP`].
/// SQLite: one instance, nothing to watch.
pub async fn watch(state: AppState) {
    if state.store.backend() == omerta_store::Backend::Sqlite {
        return;
    }
    let mut sweep = tokio::time::interval(SWEEP);
    sweep.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        let mut listener = match state.store.listen(CHANNEL).await {
            Ok(Some(listener)) => listener,
            Ok(None) => return,
            Err(error) => {
                tracing::warn!(
                    "listening for other instances' writes: {error}; looking again in a second"
                );
                look(&state).await;
                tokio::time::sleep(Duration::from_secs(1)).await;
                continue;
            }
        };
        // Whatever was written before the listener listened.
        look(&state).await;
        loop {
            tokio::select! {
                heard = listener.try_recv() => match heard {
                    Ok(Some(note)) => {
                        for (game, version) in pairs(note.payload()) {
                            state.heard(game, version);
                        }
                    }
                    // The connection was lost; the next `try_recv` reconnects. What was
                    // announced meanwhile is found by looking.
                    Ok(None) => look(&state).await,
                    Err(error) => {
                        tracing::warn!("listening for other instances' writes: {error}");
                        tokio::time::sleep(Duration::from_secs(1)).await;
                        break;
                    }
                },
                _ = sweep.tick() => look(&state).await,
            }
        }
    }
}

/// Looks at each watched game's version in the store (the fallback of [`watch`]).
async fn look(state: &AppState) {
    let games: Vec<i64> = state
        .watched
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
        .keys()
        .copied()
        .collect();
    for id in games {
        match state.store.game(id).await {
            Ok(Some(row)) => state.heard(id, row.version),
            Ok(None) => {}
            Err(error) => tracing::warn!("watching game {id}: {error}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn announcements_fit_a_payload_and_read_back() {
        let batch: Vec<(i64, i64)> = (0..2000).map(|g| (g, g * 1000 + 7)).collect();
        let sent = payloads(&batch);
        assert!(sent.len() > 1);
        assert!(sent.iter().all(|p| p.len() <= MAX_PAYLOAD));
        let heard: Vec<(i64, i64)> = sent.iter().flat_map(|p| pairs(p)).collect();
        assert_eq!(heard, batch);
        assert_eq!(pairs("3:9,x,4:").collect::<Vec<_>>(), vec![(3, 9)]);
    }
}
