//! Whether the store answers, and answering at once while it does not (issue 25).
//!
//! When the database is stopped, restarting or failing over, a query waits for the pool's
//! connection timeout (10 s), and a command waits longer still behind its game's writer:
//! every request hung for 10 to 18 s before a `500`. Instead, the first request or probe
//! that finds the store unreachable marks it down, and from then on every request that
//! needs it is answered `503 store_unavailable` with `Retry-After` at once, `/healthz`
//! included, until a probe finds it answering again. Static assets are still served.

use crate::error::ApiError;
use crate::AppState;
use std::sync::atomic::Ordering;
use std::time::Duration;

/// How long a probe of the store may take before it counts as unanswered, and how often the
/// store is probed (more often while it is down, to serve again soon after it is back).
const PROBE_TIMEOUT: Duration = Duration::from_secs(1);
const PROBE_EVERY_UP: Duration = Duration::from_secs(2);
const PROBE_EVERY_DOWN: Duration = Duration::from_millis(500);

impl AppState {
    /// Whether the store was last found not answering.
    pub fn store_down(&self) -> bool {
        self.store_down.load(Ordering::Relaxed)
    }

    pub fn mark_store(&self, down: bool) {
        let was = self.store_down.swap(down, Ordering::Relaxed);
        match (was, down) {
            (false, true) => tracing::warn!(
                "the store is not answering: requests are answered 503 until it does"
            ),
            (true, false) => tracing::info!("the store answers again"),
            _ => {}
        }
    }

    /// Asks the store a trivial question within [`PROBE_TIMEOUT`], and marks what it found.
    pub async fn probe_store(&self) -> bool {
        let answered = matches!(
            tokio::time::timeout(PROBE_TIMEOUT, self.store.ping()).await,
            Ok(Ok(()))
        );
        self.mark_store(!answered);
        answered
    }

    /// `503 store_unavailable` if the store is down, for work that needs it.
    pub fn store_answers(&self) -> Result<(), ApiError> {
        if self.store_down() {
            Err(ApiError::store_unavailable())
        } else {
            Ok(())
        }
    }
}

/// The background probe: every few seconds while the store answers (to notice an outage
/// before requests do), every half second while it does not (to serve again at once).
pub async fn watch(state: AppState) {
    loop {
        let pause = if state.store_down() {
            PROBE_EVERY_DOWN
        } else {
            PROBE_EVERY_UP
        };
        tokio::time::sleep(pause).await;
        state.probe_store().await;
    }
}
