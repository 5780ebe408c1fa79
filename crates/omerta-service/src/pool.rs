//! Pools of threads of their own for the server's CPU work, at a lower priority than the
//! threads that answer requests.
//!
//! The server answers requests on tokio's worker threads: reading a session, appending a
//! vote, `/healthz`, each a few hundred microseconds of CPU and some waiting on the
//! database. Everything that takes real CPU runs elsewhere, on a pool:
//!
//! - `hashing`: Argon2 password hashes (19 MiB and tens of milliseconds each) and the
//!   password strength estimate;
//! - `heavy`: commands that may take long to check (a night resolved by RAR, a 1923 phase
//!   played, a deal, a game scored);
//! - `drawing`: views of a game and the pages drawn from them, and folding a game loaded
//!   from the store;
//! - `reading`: followed threads' pages (whole HTML parses: a next link, the posts) and
//!   their count, one thread by default, so that one page's tree is in memory at a time.
//!
//! Each pool has a fixed number of threads and a bounded queue: past it, a request is
//! answered at once with `503 busy` and `Retry-After` rather than piling up, so memory
//! stays flat under a flood (a hash on tokio's blocking pool, up to 512 threads at once,
//! took the server from 100 MB to 4 GB). On Linux the pools' threads run at nice 10: when
//! they keep every core busy, a thread that answers a request still gets the CPU as soon
//! as it needs it, so other games and `/healthz` are answered in milliseconds while a
//! night is refused, a flood of sign-ups is hashed and slow readers read.

use crate::error::{ApiError, ApiResult, Kind};
use omerta_live::Stop;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{sync_channel, Receiver, SyncSender, TrySendError};
use std::sync::{Arc, Mutex};
use std::time::Duration;

type Job = Box<dyn FnOnce() + Send>;

/// The niceness of the pools' threads (Linux; 0 is the default, 19 the lowest priority).
pub const NICE: i32 = 10;

pub struct Pool {
    name: &'static str,
    jobs: SyncSender<Job>,
    /// What a refusal says the pool was doing ("checking many passwords").
    doing: &'static str,
}

impl Pool {
    /// `workers` threads named `omerta-{name}-N`, and at most `queue` jobs waiting.
    pub fn new(name: &'static str, doing: &'static str, workers: usize, queue: usize) -> Pool {
        Pool::start(name, doing, workers, queue, false)
    }

    /// [`Pool::new`] for jobs that hold much memory for a while (a night resolved): after
    /// each job, what it freed is handed back to the system.
    pub fn giving_back(
        name: &'static str,
        doing: &'static str,
        workers: usize,
        queue: usize,
    ) -> Pool {
        Pool::start(name, doing, workers, queue, true)
    }

    fn start(
        name: &'static str,
        doing: &'static str,
        workers: usize,
        queue: usize,
        give_back: bool,
    ) -> Pool {
        crate::metrics::pool_started(name);
        let (jobs, waiting) = sync_channel::<Job>(queue);
        let waiting = Arc::new(Mutex::new(waiting));
        for i in 0..workers.max(1) {
            let waiting = waiting.clone();
            let spawned = std::thread::Builder::new()
                .name(format!("omerta-{name}-{i}"))
                .spawn(move || {
                    lower_priority();
                    work(&waiting, give_back)
                });
            if let Err(error) = spawned {
                tracing::error!("cannot start a thread of the {name} pool: {error}");
            }
        }
        Pool { name, jobs, doing }
    }

    /// Runs `job` on the pool and waits for its answer; 503 if the queue is full.
    pub async fn run<T: Send + 'static>(
        &self,
        job: impl FnOnce() -> T + Send + 'static,
    ) -> ApiResult<T> {
        self.run_within(None, move |_| job()).await
    }

    /// [`Pool::run`], giving up after `deadline` (waiting and working together). A job
    /// that has not started by then never starts; one that has is stopped: the [`Stop`]
    /// it is handed is raised, and a rule set's search that holds it (a night by RAR)
    /// ends at its next look (within a millisecond) instead of running on after the
    /// answer (issue 25). `too_slow` on the deadline.
    pub async fn run_within<T: Send + 'static>(
        &self,
        deadline: Option<Duration>,
        job: impl FnOnce(&Stop) -> T + Send + 'static,
    ) -> ApiResult<T> {
        let (answer, answered) = tokio::sync::oneshot::channel();
        let abandoned = Arc::new(AtomicBool::new(false));
        let skip = abandoned.clone();
        let stop = Stop::new();
        let raise = stop.clone();
        let queued = crate::metrics::Queued::new(self.name);
        let job: Job = Box::new(move || {
            let _running = queued.start();
            if !skip.load(Ordering::Relaxed) {
                let _ = answer.send(job(&stop));
            }
        });
        match self.jobs.try_send(job) {
            Ok(()) => {}
            Err(TrySendError::Full(_)) => {
                crate::metrics::pool_rejected(self.name);
                return Err(ApiError::new(
                    Kind::Unavailable,
                    "busy",
                    format!(
                        "the server is {} at the moment; nothing was changed, try again in a few seconds",
                        self.doing
                    ),
                )
                .retry_after(2));
            }
            Err(TrySendError::Disconnected(_)) => {
                return Err(ApiError::internal(format!(
                    "the {} pool's threads are gone",
                    self.name
                )))
            }
        }
        let answered = async {
            answered.await.map_err(|_| {
                ApiError::internal(format!("a thread of the {} pool stopped", self.name))
            })
        };
        match deadline {
            None => answered.await,
            Some(deadline) => match tokio::time::timeout(deadline, answered).await {
                Ok(answer) => answer,
                Err(_) => {
                    abandoned.store(true, Ordering::Relaxed);
                    raise.raise();
                    Err(ApiError::new(
                        Kind::Unprocessable,
                        "too_slow",
                        format!(
                            "this took longer than the server allows ({} s); nothing was changed",
                            deadline.as_secs_f64()
                        ),
                    ))
                }
            },
        }
    }
}

fn work(waiting: &Mutex<Receiver<Job>>, give_back: bool) {
    loop {
        // One worker at a time waits on the queue; the lock is released before the job runs.
        let job = match waiting.lock() {
            Ok(receiver) => receiver.recv(),
            Err(_) => return,
        };
        match job {
            // A job that panics ends its request (its answer is dropped), not the thread.
            Ok(job) => {
                let _ = std::panic::catch_unwind(std::panic::AssertUnwindSafe(job));
                if give_back {
                    give_back_memory();
                }
            }
            Err(_) => return,
        }
    }
}

/// Hands the memory a job freed back to the system. glibc keeps what a thread's arena
/// freed for the next allocation, so a night that held tens of megabytes on each pool
/// thread would keep the server's resident memory at its peak for good (issue 25: 3 GiB,
/// never given back); trimming after a job costs microseconds when there is little to
/// give back.
fn give_back_memory() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: malloc_trim takes a plain integer and only returns free memory of the
    // allocator's arenas to the system; it is safe to call at any time from any thread.
    unsafe {
        libc::malloc_trim(0);
    }
}

/// Lowers this thread's priority to [`NICE`] (Linux: a thread is a task of its own).
fn lower_priority() {
    #[cfg(target_os = "linux")]
    // SAFETY: setpriority and gettid take plain integers and touch only this thread's
    // scheduling; lowering one's own priority needs no privilege.
    unsafe {
        let tid = libc::syscall(libc::SYS_gettid) as libc::id_t;
        libc::setpriority(libc::PRIO_PROCESS, tid, NICE);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn jobs_run_and_a_full_queue_answers_busy() {
        let pool = Arc::new(Pool::new("test", "testing", 1, 1));
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
        tokio::time::sleep(Duration::from_millis(50)).await;
        let queued = tokio::spawn({
            let pool = pool.clone();
            async move { pool.run(|| 1).await }
        });
        tokio::time::sleep(Duration::from_millis(50)).await;
        let refused = pool.run(|| 1).await.unwrap_err();
        assert_eq!(refused.code, "busy");
        assert_eq!(refused.retry_after, Some(2));
        assert!(refused.message.contains("testing"));
        release.send(()).unwrap();
        blocked.await.unwrap().unwrap();
        assert_eq!(queued.await.unwrap().unwrap(), 1);
    }

    #[tokio::test]
    async fn a_job_past_its_deadline_is_abandoned_and_a_panic_ends_only_its_job() {
        let pool = Pool::new("test", "testing", 1, 4);
        let ran = Arc::new(AtomicBool::new(false));
        let (release, held) = std::sync::mpsc::channel::<()>();
        let blocker = pool.run_within(Some(Duration::from_millis(20)), move |_| {
            let _ = held.recv();
        });
        let late = {
            let ran = ran.clone();
            pool.run_within(Some(Duration::from_millis(20)), move |_| {
                ran.store(true, Ordering::Relaxed)
            })
        };
        let (a, b) = tokio::join!(blocker, late);
        assert_eq!(a.unwrap_err().code, "too_slow");
        assert_eq!(b.unwrap_err().code, "too_slow");
        release.send(()).unwrap();
        let panicked = pool.run(|| -> u8 { panic!("a bug") }).await;
        assert!(panicked.is_err());
        // The abandoned job never ran; the thread lives on.
        assert_eq!(pool.run(|| 5).await.unwrap(), 5);
        assert!(!ran.load(Ordering::Relaxed));
    }
}
