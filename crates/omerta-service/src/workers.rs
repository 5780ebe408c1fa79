//! Background work: phase timers, letting idle games go, and hearing other instances'
//! writes (webhook deliveries: `webhooks.rs`; followed threads: `follow_worker.rs`).

use crate::games::CommandBody;
use crate::AppState;
use omerta_live::Actor;
use std::collections::{HashMap, HashSet};
use std::time::Duration;

/// Webhook bodies' signature, where programs that check it have always found it.
pub use crate::webhooks::signature;

pub fn spawn(state: AppState) {
    tokio::spawn(watch(state.clone()));
    tokio::spawn(announce(state.clone()));
    tokio::spawn(evict(state.clone()));
    tokio::spawn(timers(state.clone()));
    tokio::spawn(crate::health::watch(state.clone()));
    crate::mail::spawn(state.clone());
    crate::follow_worker::spawn(state.clone());
    tokio::spawn(crate::webhooks::run(state));
}

/// Sends each game's timeout command when its deadline passes (a forum day that runs out,
/// a 1923 phase that closes). The command id names the deadline, so two server instances
/// firing the same deadline apply it once.
///
/// A deadline is done when its close is applied (or found applied: another instance, or the
/// host, closed the phase) or when the game refuses it (the phase moved on). A close that
/// fails for want of the store (a restart, a failover, a pool that times out) is tried again
/// after a pause that doubles from half a second to half a minute, and logged each time:
/// issue 25 found the 1923 schedule's 07:00 and 19:00, which close every game at once, left
/// phases open for good after one failed write.
pub async fn timers(state: AppState) {
    let mut deadlines = Deadlines::default();
    let (done, mut finished) = tokio::sync::mpsc::unbounded_channel::<((i64, i64), Fired)>();
    loop {
        tokio::time::sleep(Duration::from_millis(500)).await;
        while let Ok((key, fired)) = finished.try_recv() {
            deadlines.finished(key, fired);
        }
        let now = crate::now();
        let due = match state.store.due_games(now).await {
            Ok(due) => due,
            Err(error) => {
                tracing::warn!("timers: the games past their deadline cannot be read: {error}");
                continue;
            }
        };
        let mut keys = Vec::with_capacity(due.len());
        for id in due {
            let deadline = match state.store.game(id).await {
                Ok(Some(row)) => row.deadline_at,
                Ok(None) => None,
                Err(error) => {
                    tracing::warn!("timer of game {id}: the game cannot be read: {error}");
                    None
                }
            };
            let Some(deadline) = deadline else {
                continue;
            };
            let key = (id, deadline);
            keys.push(key);
            if !deadlines.start(key) {
                continue;
            }
            // Each deadline is a task of its own: a night that takes its time to resolve
            // never holds up another game's deadline.
            let (state, done) = (state.clone(), done.clone());
            tokio::spawn(async move {
                let fired = fire(&state, id, deadline).await;
                let _ = done.send((key, fired));
            });
        }
        deadlines.keep_only(&keys);
    }
}

/// What became of a deadline's close.
#[derive(Debug)]
enum Fired {
    /// Applied, found applied, refused by the game, or nothing to send: done.
    Done,
    /// The store or the server failed: to be tried again.
    Failed,
}

/// The deadlines this instance has seen, each done, under way, or waiting to be tried again.
#[derive(Default)]
struct Deadlines {
    done: HashSet<(i64, i64)>,
    running: HashSet<(i64, i64)>,
    /// Failed closes: how many times, and when the next try may go (milliseconds).
    failed: HashMap<(i64, i64), (u32, i64)>,
}

impl Deadlines {
    /// Whether to fire this deadline now (and it is under way from here).
    fn start(&mut self, key: (i64, i64)) -> bool {
        if self.done.contains(&key) || self.running.contains(&key) {
            return false;
        }
        if let Some(&(_, next)) = self.failed.get(&key) {
            if crate::now() < next {
                return false;
            }
        }
        self.running.insert(key);
        true
    }

    fn finished(&mut self, key: (i64, i64), fired: Fired) {
        self.running.remove(&key);
        match fired {
            Fired::Done => {
                self.failed.remove(&key);
                self.done.insert(key);
            }
            Fired::Failed => {
                let tries = self.failed.get(&key).map_or(0, |(n, _)| *n) + 1;
                let pause = TIMER_RETRY_FIRST.saturating_mul(1 << tries.min(6)) / 2;
                let pause = pause.min(TIMER_RETRY_MOST);
                tracing::warn!(
                    "timer of game {}: the close at {} failed ({tries} time{}); trying again in {} ms",
                    key.0,
                    key.1,
                    if tries == 1 { "" } else { "s" },
                    pause
                );
                self.failed.insert(key, (tries, crate::now() + pause));
            }
        }
    }

    /// Forgets the deadlines no longer due (closed, or moved by the host), so that what is
    /// kept stays as small as the games past their deadline.
    fn keep_only(&mut self, due: &[(i64, i64)]) {
        let due: HashSet<&(i64, i64)> = due.iter().collect();
        self.done.retain(|key| due.contains(key));
        self.failed.retain(|key, _| due.contains(key));
    }
}

/// The first pause before a failed close is tried again, and the longest (milliseconds).
const TIMER_RETRY_FIRST: i64 = 500;
const TIMER_RETRY_MOST: i64 = 30_000;

/// Sends the game's timeout command for `deadline`.
async fn fire(state: &AppState, id: i64, deadline: i64) -> Fired {
    let entry = match state.entry(id).await {
        Ok(entry) => entry,
        Err(error) => {
            tracing::warn!("timer of game {id}: {}", error.message);
            return Fired::Failed;
        }
    };
    let timeout = match state.current(&entry).await {
        Ok(folded) => folded.game.timeout(),
        Err(error) => {
            tracing::warn!("timer of game {id}: {}", error.message);
            return Fired::Failed;
        }
    };
    let Some(command) = timeout else {
        return Fired::Done;
    };
    let body = CommandBody {
        id: Some(format!("timeout:{deadline}")),
        lobby: None,
        game: Some(command),
    };
    match state.execute(id, Actor::system(), &body).await {
        Ok(applied) => {
            if applied.duplicate {
                tracing::debug!("timer of game {id}: the close at {deadline} was applied already");
            }
            Fired::Done
        }
        // The game says no: the phase was closed by the host, or moved on. Not a failure.
        Err(refusal) if refusal.is_the_games() => {
            tracing::info!(
                "timer of game {id}: the close at {deadline} is not needed: {}",
                refusal.message
            );
            Fired::Done
        }
        Err(error) => {
            tracing::warn!("timer of game {id}: {}", error.message);
            Fired::Failed
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
