//! A game's feed: the recent events of one game, shared by its streams on this instance.
//! Part of the games' domain (the command loop writes into it, the PostgreSQL listener
//! moves it); `stream.rs` frames what it holds for SSE and sends it.

use crate::AppState;
use bytes::Bytes;
use omerta_live::Viewer;
use omerta_store::StoredEvent;
use std::collections::{HashMap, VecDeque};
use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::{Arc, Mutex as StdMutex};
use tokio::sync::Notify;

/// The recent events of one game, shared by its streams on this instance: each new event
/// is read from the store once, whatever the number of streams, and framed for SSE once
/// per kind of reader (`rendered`), not once per stream: a stream's delivery is a copy of
/// pointers to shared bytes.
#[derive(Default)]
pub struct Feed {
    /// One stream at a time reads new events from the store, for all of them; the others
    /// wait for `read` (all woken at once, not handed a lock one after the other).
    reading: std::sync::atomic::AtomicBool,
    read: Notify,
    /// What was read. Its lock is never held across an await, only for copies of pointers
    /// (and the first framing of an event for a kind of reader): the ten thousand streams
    /// one event wakes take it in turn on the threads they run on, instead of an async
    /// lock handed from one to the next through the scheduler (which made a chain of ten
    /// thousand wake-ups, each a few hundred microseconds on a busy machine).
    pub shared: StdMutex<Shared>,
    /// The game's latest version known here, and the wake-up of its streams when it moves
    /// (only this game's streams: a vote elsewhere wakes none of them).
    pub latest: AtomicI64,
    pub moved: Notify,
}

#[derive(Default)]
pub struct Shared {
    /// The last stored events read, oldest first (at most [`FEED_WINDOW`]), by sequence
    /// number without gaps.
    pub events: VecDeque<Arc<StoredEvent>>,
    /// The last sequence number read.
    pub known: i64,
    /// Each event's SSE frame as a kind of reader reads it: (seq, viewer) to (their number
    /// for it, the frame).
    pub rendered: HashMap<(i64, Viewer), (i64, Bytes)>,
}

impl Shared {
    /// Keeps the last [`FEED_WINDOW`] events, and their frames.
    fn trim(&mut self) {
        if self.events.len() <= FEED_WINDOW {
            return;
        }
        while self.events.len() > FEED_WINDOW {
            self.events.pop_front();
        }
        if let Some(first) = self.events.front().map(|e| e.seq) {
            self.rendered.retain(|(seq, _), _| *seq >= first);
        }
    }
}

/// How many recent events a game's feed keeps. A stream opened further back reads the
/// store to catch up; a live stream that falls further behind (its client does not read)
/// is cut off with the position to resume from.
pub const FEED_WINDOW: usize = 1024;

impl Feed {
    /// The game reached `version`: its streams wake.
    pub fn moved(&self, version: i64) {
        self.latest.fetch_max(version, Ordering::AcqRel);
        self.moved.notify_waiters();
    }

    /// The latest version known to the feed.
    pub fn latest(&self) -> i64 {
        self.latest.load(Ordering::Acquire)
    }

    /// Events this instance has just written, as stored: taken when they follow what the
    /// feed holds (otherwise a stream reads them from the store as before).
    pub fn written(&self, events: impl Iterator<Item = StoredEvent>) {
        let mut shared = self.shared();
        for event in events {
            // An empty feed has read nothing yet: it knows where it stands only once a
            // stream read the store.
            if shared.events.is_empty() || event.seq != shared.known + 1 {
                return;
            }
            shared.known = event.seq;
            shared.events.push_back(Arc::new(event));
        }
        shared.trim();
    }

    pub fn shared(&self) -> std::sync::MutexGuard<'_, Shared> {
        self.shared
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// Reads the events up to `target` that the feed does not hold yet, once: the first
    /// stream to need them reads them, the others wait for it.
    pub async fn catch_up(
        &self,
        state: &AppState,
        id: i64,
        from: i64,
        target: i64,
    ) -> Result<(), String> {
        loop {
            let read = self.read.notified();
            tokio::pin!(read);
            read.as_mut().enable();
            if self.shared().known >= target {
                return Ok(());
            }
            if self
                .reading
                .compare_exchange(false, true, Ordering::AcqRel, Ordering::Acquire)
                .is_ok()
            {
                // Let go of the turn even if this stream is dropped mid-read (its client
                // went away): the others would wait for ever otherwise.
                let _turn = Turn(self);
                return self.read_store(state, id, from, target).await;
            }
            // A read that fails wakes the others too; one of them reads again.
            read.await;
        }
    }

    /// The one read of the store for all streams (`catch_up`).
    async fn read_store(
        &self,
        state: &AppState,
        id: i64,
        from: i64,
        target: i64,
    ) -> Result<(), String> {
        let after = {
            let shared = self.shared();
            if shared.known >= target {
                // Another stream read them meanwhile.
                return Ok(());
            }
            let next = if shared.events.is_empty() {
                shared.known.max(from)
            } else {
                shared.known
            };
            // Only the window before `target`: a feed opened on a long game (or left far
            // behind) does not read the whole log to keep its end.
            next.max(target - FEED_WINDOW as i64)
        };
        let fresh = state
            .store
            .events_page(id, after, 2 * FEED_WINDOW as i64)
            .await
            .map_err(|e| e.to_string())?;
        let mut shared = self.shared();
        if shared.known < after {
            // The feed starts again at `after`: its events stay without gaps.
            shared.events.clear();
            shared.rendered.clear();
            shared.known = after;
        }
        for event in fresh {
            if event.seq <= shared.known {
                continue;
            }
            shared.known = event.seq;
            shared.events.push_back(Arc::new(event));
        }
        shared.known = shared.known.max(after);
        shared.trim();
        Ok(())
    }
}

/// The turn at reading the store for a feed's streams, let go of when dropped.
struct Turn<'a>(&'a Feed);

impl Drop for Turn<'_> {
    fn drop(&mut self) {
        self.0.reading.store(false, Ordering::Release);
        self.0.read.notify_waiters();
    }
}

/// A game watched by this instance's streams: how many, and their feed (which knows the
/// game's latest version here).
pub struct Watch {
    pub streams: usize,
    pub feed: Arc<Feed>,
}
