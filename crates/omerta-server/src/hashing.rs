//! Password hashing on a few threads of its own.
//!
//! An Argon2id hash takes 19 MiB and tens of milliseconds of one core. Run on tokio's
//! blocking pool (up to 512 threads), a flood of sign-ups or sign-ins hashed hundreds at
//! once: the server went from 100 MB to 4 GB, never given back (each thread's allocator
//! arena keeps its 19 MiB). Here a fixed number of workers hash one password each at a
//! time, so memory stays at workers × 19 MiB whatever the load; a bounded queue waits in
//! front of them, and past it a request is answered at once with "busy, retry" rather
//! than piling up.

use crate::error::{ApiError, ApiResult};
use axum::http::StatusCode;
use std::sync::mpsc::{sync_channel, Receiver, SyncSender, TrySendError};
use std::sync::{Arc, Mutex};

type Job = Box<dyn FnOnce() + Send>;

pub struct HashPool {
    jobs: SyncSender<Job>,
}

impl HashPool {
    /// `workers` threads, and at most `queue` jobs waiting for one.
    pub fn new(workers: usize, queue: usize) -> HashPool {
        let (jobs, waiting) = sync_channel::<Job>(queue);
        let waiting = Arc::new(Mutex::new(waiting));
        for i in 0..workers.max(1) {
            let waiting = waiting.clone();
            let spawned = std::thread::Builder::new()
                .name(format!("omerta-hash-{i}"))
                .spawn(move || work(&waiting));
            if let Err(error) = spawned {
                tracing::error!("cannot start a password hashing thread: {error}");
            }
        }
        HashPool { jobs }
    }

    /// Runs `job` on a hashing thread and waits for its answer; 503 if the queue is full.
    pub async fn run<T: Send + 'static>(
        &self,
        job: impl FnOnce() -> T + Send + 'static,
    ) -> ApiResult<T> {
        let (answer, answered) = tokio::sync::oneshot::channel();
        let job: Job = Box::new(move || {
            let _ = answer.send(job());
        });
        match self.jobs.try_send(job) {
            Ok(()) => {}
            Err(TrySendError::Full(_)) => return Err(ApiError::new(
                StatusCode::SERVICE_UNAVAILABLE,
                "busy",
                "the server is checking many passwords at the moment; try again in a few seconds",
            )
            .retry_after(2)),
            Err(TrySendError::Disconnected(_)) => {
                return Err(ApiError::internal("the password hashing threads are gone"))
            }
        }
        answered
            .await
            .map_err(|_| ApiError::internal("a password hashing thread stopped"))
    }
}

fn work(waiting: &Mutex<Receiver<Job>>) {
    loop {
        // One worker at a time waits on the queue; the lock is released before the job runs.
        let job = match waiting.lock() {
            Ok(receiver) => receiver.recv(),
            Err(_) => return,
        };
        match job {
            Ok(job) => job(),
            Err(_) => return,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn jobs_run_and_a_full_queue_answers_busy() {
        let pool = Arc::new(HashPool::new(1, 1));
        assert_eq!(pool.run(|| 2 + 2).await.unwrap(), 4);
        // Hold the one worker, fill the one place in the queue, and the next is refused.
        let (release, held) = std::sync::mpsc::channel::<()>();
        let blocked = tokio::spawn({
            let pool = pool.clone();
            async move {
                pool.run(move || {
                    let _ = held.recv();
                })
                .await
            }
        });
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
        let queued = tokio::spawn({
            let pool = pool.clone();
            async move { pool.run(|| 1).await }
        });
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
        let refused = pool.run(|| 1).await.unwrap_err();
        assert_eq!(refused.code, "busy");
        assert_eq!(refused.retry_after, Some(2));
        release.send(()).unwrap();
        blocked.await.unwrap().unwrap();
        assert_eq!(queued.await.unwrap().unwrap(), 1);
    }
}
