//! Fetching followed threads: due follows are taken (a lease, so that two server
//! instances never fetch one thread at once), their pages fetched from the last page read
//! onward (egress-checked, on the thread's host only, a pause between pages, a cap per
//! fetch), merged into the host's document, counted, and the count delivered to the
//! follow's webhook when it changed (at least once, signed, with the games' webhooks'
//! deadlines and waits after a failure, `webhooks.rs`).
//!
//! A forum may be hostile (issue 25: 16 MiB pages with next links held 2 GiB). Memory is
//! bounded by budgets in bytes: a page is at most `follow_page_bytes`; a fetch asks for
//! another page only while its own budget (`follow_fetch_bytes`) and the one all of the
//! instance's fetches share (`follow_instance_bytes`) hold a whole page more ([`PageBytes`],
//! [`FetchBytes`]). Pages are searched for their next link, read and counted on the
//! `reading` pool (a thread apart, at a lower priority: one page tree in memory at once),
//! never on the threads that answer requests. A follow whose fetches fail, or are cut
//! short by a cap, waits the longer each time ([`wait_after_failure`], [`continue_after`]).

use crate::egress::{self, Purpose};
use crate::stored::{self, capitalised, FollowProblem, StoredWords, Unsent, WebhookProblem};
use crate::webhooks::{self, Outcome, Target};
use crate::{now, AppState, Config};
use omerta_forum::{vote_marks_with, Author, Report, Tally, Thread, VoteKind};
use omerta_forum_import::address::{
    discourse_json_url, discourse_posts_url, next_page_url, other_host, post_address, refused,
    same_host, unknown_site, FetchError, Reason, DISCOURSE_CHUNK,
};
use omerta_forum_import::Document;
use omerta_forum_import::{
    detect_site, discourse_missing_post_ids, discourse_topic_id, merge, read_page, ImportedPost,
    Options, Page, Site, Zone,
};
use omerta_store::{FetchResult, FollowRow, FollowVote, Receiver};
use reqwest::Url;
use serde_json::json;
use sha2::{Digest, Sha256};
use std::collections::HashMap;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::Semaphore;

/// How long a worker holds a follow it took: longer than the longest fetch.
const LEASE: Duration = Duration::from_secs(30 * 60);
/// A fetch cut short by a cap goes on this soon (doubling while fetches keep being cut
/// short, up to the follow's own period).
const CONTINUE_AFTER: Duration = Duration::from_secs(60);
/// How long a fetch waits for room in the instance's budget for its first page (other
/// threads being read); past it, the fetch is tried again [`BUSY_AFTER`] later.
const ROOM_WITHIN: Duration = Duration::from_secs(30);
const BUSY_AFTER: Duration = Duration::from_secs(60);
/// Follows fetched at once by this instance.
const CONCURRENCY: usize = 4;

pub fn spawn(state: AppState) {
    tokio::spawn(follows(state));
}

/// The forum client: a 30 s timeout, no proxy, redirects on the thread's host only
/// (checked per request in [`fetch_page`]), and a resolver that drops forbidden addresses.
pub fn forum_client(allow_private: bool) -> reqwest::Result<reqwest::Client> {
    reqwest::Client::builder()
        .user_agent(concat!(
            "omerta/",
            env!("CARGO_PKG_VERSION"),
            " (following a forum thread)"
        ))
        .timeout(Duration::from_secs(30))
        .no_proxy()
        .redirect(reqwest::redirect::Policy::none())
        .dns_resolver(Arc::new(egress::Resolver {
            allow_private,
            purpose: Purpose::Thread,
        }))
        .build()
}

/// What the worker's tasks share: the clients, the instance's page budget, and the
/// permits to hold a document: one fetch at a time (per reading thread) loads its
/// follow's document, merges and counts it, and saves it, so that however many fetches
/// are under way, one document (at most `follow_document_bytes`, a few times that while
/// it is parsed and counted) is in memory at once.
#[derive(Clone)]
struct Worker {
    forum: reqwest::Client,
    hooks: reqwest::Client,
    bytes: Arc<PageBytes>,
    documents: Arc<Semaphore>,
}

/// Takes due follows (and follows with a count to deliver) and works on each in a task.
pub async fn follows(state: AppState) {
    let worker = match (
        forum_client(state.config.follow_allow_private),
        webhooks::webhook_client(&state.config),
    ) {
        (Ok(forum), Ok(hooks)) => Worker {
            forum,
            hooks,
            bytes: Arc::new(PageBytes::new(&state.config)),
            documents: Arc::new(Semaphore::new(state.config.read_workers.max(1))),
        },
        (Err(error), _) | (_, Err(error)) => {
            tracing::error!("follows: cannot build an HTTP client, no thread is followed: {error}");
            return;
        }
    };
    let pool = Arc::new(Semaphore::new(CONCURRENCY));
    loop {
        let _ = tokio::time::timeout(Duration::from_secs(1), state.follows.notified()).await;
        let time = now();
        let due = match state.store.due_follows(time, CONCURRENCY as i64 * 4).await {
            Ok(due) => due,
            Err(error) => {
                tracing::warn!("follows: {error}");
                continue;
            }
        };
        for id in due {
            let Ok(permit) = pool.clone().try_acquire_owned() else {
                break;
            };
            let until = time + LEASE.as_millis() as i64;
            if !matches!(state.store.claim_follow(id, time, until).await, Ok(true)) {
                continue;
            }
            let (state, worker) = (state.clone(), worker.clone());
            tokio::spawn(async move {
                work(&state, &worker, id).await;
                drop(permit);
                state.follows.notify_one();
            });
        }
    }
}

/// One taken follow: fetched and counted when due, then its waiting count delivered.
async fn work(state: &AppState, worker: &Worker, id: i64) {
    let row = match state.store.follow(id).await {
        Ok(Some(row)) => row,
        Ok(None) => return,
        Err(error) => {
            tracing::warn!("follow {id}: {error}");
            let _ = state.store.release_follow(id).await;
            return;
        }
    };
    let row = if row.next_fetch_at <= now() {
        let fetch = fetch_and_count(state, worker, &row).await;
        if let Err(error) = state.store.save_fetch(id, &fetch.result).await {
            tracing::warn!("follow {id}: saving the fetch: {error}");
            let _ = state.store.release_follow(id).await;
        }
        // The document is saved: another fetch may load its own.
        drop(fetch);
        match state.store.follow(id).await {
            Ok(Some(row)) => row,
            _ => return,
        }
    } else {
        let _ = state.store.release_follow(id).await;
        row
    };
    if let (Some(body), Some(hash)) = (&row.pending, &row.pending_hash) {
        deliver(state, &worker.hooks, &row, body, hash).await;
    }
}

/// Posts a waiting count to the follow's webhook, once (signed, as games' webhooks): once
/// delivered, or refused for good, it is marked delivered; a failure is tried again after
/// the wait `webhooks.rs` gives, and its host reads why. With no webhook (or one that may
/// not be called) the count is dropped.
async fn deliver(
    state: &AppState,
    client: &reqwest::Client,
    row: &FollowRow,
    body: &str,
    hash: &str,
) {
    let Some(raw) = row.webhook_url.as_deref() else {
        delivered(state, row, hash).await;
        return;
    };
    let receiver = Receiver::Follow(row.id);
    let health = match state.store.health(receiver).await {
        Ok(health) => health.unwrap_or_default(),
        Err(error) => {
            tracing::warn!("follow {}: {error}", row.id);
            return;
        }
    };
    if health.retry_at > now() {
        return;
    }
    let host = egress::host_of(raw);
    let outcome = match egress::check(raw, state.config.webhook_allow_private, Purpose::Webhook) {
        Ok(url) => {
            let target = Target {
                what: format!("follow {}", row.id),
                host: &host,
                url: &url,
                secret: row.webhook_secret.as_deref(),
            };
            let event = format!("follow-{}-{}", row.id, &hash[..hash.len().min(16)]);
            webhooks::attempt(state, client, &target, &event, body).await
        }
        Err(reason) => {
            tracing::warn!("webhook of follow {} to {host}: not sent: {reason}", row.id);
            Outcome::Skipped(WebhookProblem::Address {
                words: StoredWords::of(&reason.words()),
                english: reason.to_string(),
                unsent: Unsent::Count,
            })
        }
    };
    if !matches!(outcome, Outcome::Failed(_)) {
        delivered(state, row, hash).await;
    }
    webhooks::note(state, receiver, raw, &health, &outcome).await;
}

/// The waiting count with this hash is delivered (or given up on).
async fn delivered(state: &AppState, row: &FollowRow, hash: &str) {
    if let Err(error) = state.store.follow_delivered(row.id, hash).await {
        tracing::warn!("follow {}: {error}", row.id);
    }
}

/// The bytes of pages the instance's fetches hold at once, all together: at most its
/// `limit` (`follow_instance_bytes`, at least two pages).
pub struct PageBytes {
    limit: usize,
    held: AtomicUsize,
    /// Wakes the fetches waiting for room for their first page.
    given_back: tokio::sync::Notify,
}

impl PageBytes {
    pub fn new(config: &Config) -> PageBytes {
        PageBytes {
            limit: config.follow_instance_bytes.max(2 * page_cap(config)),
            held: AtomicUsize::new(0),
            given_back: tokio::sync::Notify::new(),
        }
    }

    /// Takes `bytes` if they fit under the limit.
    fn take(&self, bytes: usize) -> bool {
        self.held
            .fetch_update(Ordering::SeqCst, Ordering::SeqCst, |held| {
                held.checked_add(bytes).filter(|total| *total <= self.limit)
            })
            .is_ok()
    }

    fn give_back(&self, bytes: usize) {
        self.held.fetch_sub(bytes, Ordering::SeqCst);
        if bytes > 0 {
            self.given_back.notify_waiters();
        }
    }
}

/// The largest page read (at least a byte).
fn page_cap(config: &Config) -> usize {
    config.follow_page_bytes.max(1)
}

/// What one fetch holds of page bytes, drawn from the instance's [`PageBytes`]: at most
/// `limit` (`follow_fetch_bytes`, at least two pages, so that a fetch starting again at
/// the last page read always reads one more). Each page is reserved whole (the page cap)
/// before it is asked for, and what it did not use is given back once it is read; all
/// of it when the fetch is dropped.
pub struct FetchBytes {
    instance: Arc<PageBytes>,
    limit: usize,
    page: usize,
    held: usize,
    reserved: usize,
}

impl FetchBytes {
    pub fn new(instance: Arc<PageBytes>, config: &Config) -> FetchBytes {
        let page = page_cap(config);
        FetchBytes {
            instance,
            limit: config.follow_fetch_bytes.max(2 * page),
            page,
            held: 0,
            reserved: 0,
        }
    }

    /// Reserves room for one more page; false when the fetch's budget or the instance's
    /// has none.
    pub fn reserve_page(&mut self) -> bool {
        if self.held + self.page > self.limit || !self.instance.take(self.page) {
            return false;
        }
        self.held += self.page;
        self.reserved = self.page;
        true
    }

    /// Reserves room for the fetch's first page, waiting at most `within` for other
    /// fetches to give bytes back; false if none came. A fetch that holds nothing yet
    /// holds nobody up by waiting (the fetches that hold pages finish without waiting for
    /// room), where failing would put it off for a minute whenever the instance is busy.
    pub async fn reserve_first_page(&mut self, within: Duration) -> bool {
        let deadline = tokio::time::Instant::now() + within;
        let instance = self.instance.clone();
        loop {
            let given_back = instance.given_back.notified();
            tokio::pin!(given_back);
            // Listening before looking: bytes given back in between wake it.
            given_back.as_mut().enable();
            if self.reserve_page() {
                return true;
            }
            if tokio::time::timeout_at(deadline, given_back).await.is_err() {
                return false;
            }
        }
    }

    /// The page reserved last used `used` bytes: the rest is given back.
    pub fn settle(&mut self, used: usize) {
        let unused = self.reserved.saturating_sub(used);
        self.held -= unused;
        self.instance.give_back(unused);
        self.reserved = 0;
    }
}

impl Drop for FetchBytes {
    fn drop(&mut self) {
        self.instance.give_back(self.held);
    }
}

/// The wait after a fetch that failed, the `strained`-th in a row (cut short ones
/// included): the follow's period, doubling, at most `follow_backoff_max` (and never less
/// than the period).
pub fn wait_after_failure(config: &Config, every: i64, strained: i64) -> i64 {
    let most = config.follow_backoff_max.as_millis() as i64;
    doubled(every, strained).min(most).max(every)
}

/// The wait after a fetch cut short by a cap, the `strained`-th in a row: a minute,
/// doubling, at most the follow's period.
pub fn continue_after(every: i64, strained: i64) -> i64 {
    doubled(CONTINUE_AFTER.as_millis() as i64, strained).min(every)
}

/// `first` doubled for each time after the first.
fn doubled(first: i64, times: i64) -> i64 {
    let doublings = (times - 1).clamp(0, 40) as u32;
    first.saturating_mul(2_i64.saturating_pow(doublings))
}

/// Why a fetch stopped before it had anything to count.
enum Stop {
    /// What the host reads, as data.
    Failed(FollowProblem),
    /// The instance had no room for the first page (other threads being read).
    Busy,
}

impl From<FollowProblem> for Stop {
    fn from(problem: FollowProblem) -> Stop {
        Stop::Failed(problem)
    }
}

impl From<FetchError> for Stop {
    fn from(error: FetchError) -> Stop {
        Stop::Failed(error.into())
    }
}

impl From<egress::UrlRefused> for Stop {
    fn from(refused: egress::UrlRefused) -> Stop {
        Stop::Failed(refused.into())
    }
}

/// Runs `job` on the reading pool (a full queue is [`Stop::Busy`]).
async fn read<T: Send + 'static>(
    state: &AppState,
    job: impl FnOnce() -> T + Send + 'static,
) -> Result<T, Stop> {
    state.reading.run(job).await.map_err(|error| {
        if error.code == "busy" {
            Stop::Busy
        } else {
            Stop::Failed(FollowProblem::Text {
                text: capitalised(&error.message),
            })
        }
    })
}

/// A fetched page: where it is and what it holds (shared with the reading pool's jobs).
struct Fetched {
    url: Url,
    bytes: Arc<Vec<u8>>,
}

/// The pages of one fetch, and whether a cap cut it short.
struct Pages {
    site: Site,
    /// The zone of times the pages show without one.
    zone: Option<Zone>,
    pages: Vec<Fetched>,
    cut_short: bool,
    /// Why a page after the first could not be read (issue 28): the pages before it are
    /// kept, and the next fetch goes on from the last of them.
    stopped: Option<FollowProblem>,
    /// Held, never read: the pages' bytes are counted in the budgets until the pages are
    /// dropped, once read.
    _bytes: FetchBytes,
}

/// A fetch's result to save, and the permit to hold a document, kept until it is saved.
struct Fetch {
    result: FetchResult,
    _document: Option<tokio::sync::OwnedSemaphorePermit>,
}

impl From<FetchResult> for Fetch {
    fn from(result: FetchResult) -> Fetch {
        Fetch {
            result,
            _document: None,
        }
    }
}

/// What the reading pool makes of a fetch: the new document and its count.
struct Counted {
    read_last_page: Option<String>,
    site: Site,
    cut_short: bool,
    stopped: Option<FollowProblem>,
    /// Pages read by this fetch.
    pages: usize,
    count: Result<Count, String>,
    text: String,
    posts: i64,
    last_post_id: Option<i64>,
}

/// Fetches the follow's new pages, merges and counts them: the result to store.
async fn fetch_and_count(state: &AppState, worker: &Worker, row: &FollowRow) -> Fetch {
    let started = now();
    let strained = row.fetch_failures + 1;
    let failed = |problem: FollowProblem| {
        crate::metrics::follow_fetch("failed");
        FetchResult {
            posts: row.posts,
            fetched_at: started,
            next_fetch_at: started + wait_after_failure(&state.config, row.every_ms, strained),
            error: Some(stored::encode(&problem)),
            failures: strained,
            ..FetchResult::default()
        }
    };
    let busy = || {
        crate::metrics::follow_fetch("busy");
        FetchResult {
            posts: row.posts,
            fetched_at: started,
            next_fetch_at: started + BUSY_AFTER.as_millis() as i64,
            error: Some(stored::encode(&FollowProblem::Busy)),
            failures: row.fetch_failures,
            ..FetchResult::default()
        }
    };
    let pages = match fetch_pages(state, worker, row).await {
        Ok(pages) => pages,
        Err(Stop::Failed(problem)) => return failed(problem).into(),
        Err(Stop::Busy) => return busy().into(),
    };
    let Ok(permit) = worker.documents.clone().acquire_owned().await else {
        return busy().into();
    };
    let most = state.config.follow_document_bytes;
    let too_big = || FollowProblem::TooBig {
        most: most as u64,
        posts: row.posts,
    };
    let document = match state.store.follow_document(row.id).await {
        Ok(document) => document.unwrap_or_default(),
        Err(error) => {
            return failed(FollowProblem::Unread {
                detail: error.to_string(),
            })
            .into()
        }
    };
    if document.len() > most {
        return failed(too_big()).into();
    }
    let counted = match read(state, move || read_and_count(pages, document)).await {
        Ok(Ok(counted)) => counted,
        Ok(Err(problem)) | Err(Stop::Failed(problem)) => return failed(problem).into(),
        Err(Stop::Busy) => return busy().into(),
    };
    if counted.text.len() > most {
        return failed(too_big()).into();
    }
    let (bbcode, error, votes, wanted) = match counted.count {
        Ok(count) => {
            let hash = hex::encode(Sha256::digest(count.bbcode.as_bytes()));
            let new = row.delivered_hash.as_deref() != Some(&hash)
                && row.pending_hash.as_deref() != Some(&hash);
            let hooked = row.webhook_url.is_some();
            let wanted =
                (hooked && new).then(|| (payload(row.id, &row.title, &row.url, &count), hash));
            (Some(count.bbcode), None, Some(count.votes), wanted)
        }
        Err(problem) => (
            None,
            Some(FollowProblem::Text { text: problem }),
            None,
            None,
        ),
    };
    let (next_fetch_at, failures) = if counted.stopped.is_some() {
        (
            started + wait_after_failure(&state.config, row.every_ms, strained),
            strained,
        )
    } else if counted.cut_short {
        (started + continue_after(row.every_ms, strained), strained)
    } else {
        (started + row.every_ms, 0)
    };
    crate::metrics::follow_fetch(match (&counted.stopped, counted.cut_short) {
        (Some(_), _) => "failed",
        (None, true) => "cut_short",
        (None, false) => "ok",
    });
    // A page that could not be read is said first: the count below it stands on the
    // pages read before it.
    let error = match (counted.stopped, error) {
        (Some(why), problem) => Some(FollowProblem::Stopped {
            why: Box::new(why),
            pages: counted.pages as u64,
            problem: problem.map(Box::new),
        }),
        (None, problem) => problem,
    };
    let error = error.map(|problem| stored::encode(&problem));
    Fetch {
        result: FetchResult {
            document: Some(counted.text),
            site: Some(counted.site.key().to_owned()),
            page_url: counted.read_last_page,
            last_post_id: counted.last_post_id,
            posts: counted.posts,
            fetched_at: started,
            next_fetch_at,
            error,
            bbcode,
            pending: wanted,
            votes,
            failures,
        },
        _document: Some(permit),
    }
}

/// On the reading pool: the pages read, merged into the document and counted. Each copy
/// of the thread is let go as soon as the next is made (the pages once read, the stored
/// document once merged, the merged tree once written as text), so that at most two are
/// in memory at once.
fn read_and_count(pages: Pages, document: String) -> Result<Counted, FollowProblem> {
    let read = read_pages(&pages)?;
    let (site, cut_short) = (pages.site, pages.cut_short);
    let (stopped, count_of_pages) = (read.stopped, read.pages);
    drop(pages);
    let merged = merge(Document::Follow, &document, &read.posts)?;
    drop((document, read.posts));
    let posts = merged["posts"].as_array().map(Vec::as_slice).unwrap_or(&[]);
    let count_of_posts = posts.len() as i64;
    let last_post_id = posts
        .iter()
        .filter_map(|p| p["id"].as_u64())
        .max()
        .map(|id| i64::try_from(id).unwrap_or(i64::MAX));
    let links: HashMap<u64, String> = posts
        .iter()
        .filter_map(|p| Some((p["id"].as_u64()?, p["url"].as_str()?.to_owned())))
        .collect();
    let text = merged.to_string();
    drop(merged);
    Ok(Counted {
        read_last_page: read.last_page,
        site,
        cut_short,
        stopped,
        pages: count_of_pages,
        count: count(&text, &links),
        text,
        posts: count_of_posts,
        last_post_id,
    })
}

/// Fetches one page within the room `bytes` reserved for it, giving back what it did not
/// use.
async fn reserved_page(
    client: &reqwest::Client,
    bytes: &mut FetchBytes,
    url: &Url,
    thread: &Url,
    page: usize,
) -> Result<Arc<Vec<u8>>, FetchError> {
    let fetched = fetch_page(client, url, thread, page, bytes.page).await;
    bytes.settle(fetched.as_ref().map_or(0, Vec::len));
    crate::metrics::follow_bytes(fetched.as_ref().map_or(0, Vec::len));
    fetched.map(Arc::new)
}

/// The pages from the last one read (or the first) onward, by their next links, while the
/// budgets hold another page; a Discourse topic's JSON and the posts not read yet.
async fn fetch_pages(state: &AppState, worker: &Worker, row: &FollowRow) -> Result<Pages, Stop> {
    let allow = state.config.follow_allow_private;
    let client = &worker.forum;
    let thread = egress::check(&row.url, allow, Purpose::Thread)?;
    let last = match row.page_url.as_deref() {
        Some(page) => Some(egress::check(page, allow, Purpose::Thread)?),
        None => None,
    };
    let mut bytes = FetchBytes::new(worker.bytes.clone(), &state.config);
    if !bytes.reserve_first_page(ROOM_WITHIN).await {
        return Err(Stop::Busy);
    }
    let (start, first) = match last {
        Some(last) => match reserved_page(client, &mut bytes, &last, &thread, 1).await {
            Ok(first) => (last, first),
            // The last page read is gone (posts deleted, a page merged away): the thread
            // is read again from its own address.
            Err(_) => {
                if !bytes.reserve_page() {
                    return Err(Stop::Busy);
                }
                pause(state).await;
                let first = reserved_page(client, &mut bytes, &thread, &thread, 1).await?;
                (thread.clone(), first)
            }
        },
        None => {
            let first = reserved_page(client, &mut bytes, &thread, &thread, 1).await?;
            (thread.clone(), first)
        }
    };
    let site = match row.site.as_deref().and_then(Site::from_key) {
        Some(site) => site,
        None => {
            let page = first.clone();
            read(state, move || detect_site(&page))
                .await?
                .ok_or_else(|| unknown_site(&start, true))?
        }
    };
    if site == Site::Discourse {
        return discourse_pages(state, worker, row, &thread, start, first, bytes).await;
    }
    let mut pages = vec![Fetched {
        url: start,
        bytes: first,
    }];
    let (mut cut_short, mut stopped) = (false, None);
    loop {
        let last = pages.last().expect("one page at least");
        let (url, page, number) = (last.url.clone(), last.bytes.clone(), pages.len());
        // The next link's search parses the whole page: on the reading pool.
        let Some(next) = read(state, move || next_page_url(site, &url, &page, number)).await??
        else {
            break;
        };
        if pages.iter().any(|p| p.url == next) {
            break;
        }
        if pages.len() >= state.config.follow_max_pages.max(1) || !bytes.reserve_page() {
            cut_short = true;
            break;
        }
        if !same_host(&next, &thread) {
            stopped = Some(other_host(pages.len() + 1, &next, &thread).into());
            break;
        }
        if let Err(refused) = egress::check(next.as_str(), allow, Purpose::Thread) {
            stopped = Some(refused.into());
            break;
        }
        pause(state).await;
        match reserved_page(client, &mut bytes, &next, &thread, pages.len() + 1).await {
            Ok(page) => pages.push(Fetched {
                url: next,
                bytes: page,
            }),
            Err(why) => {
                stopped = Some(why.into());
                break;
            }
        }
    }
    Ok(Pages {
        site,
        zone: row.zone.as_deref().and_then(Zone::parse),
        pages,
        cut_short,
        stopped,
        _bytes: bytes,
    })
}

/// A polite pause between pages: a forum is someone's server.
async fn pause(state: &AppState) {
    tokio::time::sleep(state.config.follow_delay).await;
}

/// Discourse: the topic's JSON (its first posts and the ids of all), then the posts not
/// read yet, 20 at a time, while the budgets hold another page.
async fn discourse_pages(
    state: &AppState,
    worker: &Worker,
    row: &FollowRow,
    thread: &Url,
    start: Url,
    first: Arc<Vec<u8>>,
    mut bytes: FetchBytes,
) -> Result<Pages, Stop> {
    let client = &worker.forum;
    let (topic_url, topic) = if first.trim_ascii_start().starts_with(b"{") {
        (start, first)
    } else {
        let json_url = discourse_json_url(&start)?;
        drop(first);
        if !bytes.reserve_page() {
            return Err(Stop::Busy);
        }
        pause(state).await;
        let topic = reserved_page(client, &mut bytes, &json_url, thread, 2).await?;
        (json_url, topic)
    };
    let document = match state.store.follow_document(row.id).await {
        Ok(document) => document.unwrap_or_default(),
        Err(error) => {
            return Err(FollowProblem::Unread {
                detail: error.to_string(),
            }
            .into())
        }
    };
    let (name, json) = (topic_url.to_string(), topic.clone());
    let (topic_id, missing) = read(state, move || {
        let known = omerta_forum_import::known_post_ids(&document);
        let page = Page {
            number: 1,
            name: &name,
            bytes: &json,
        };
        let topic_id = discourse_topic_id(&page)?;
        let missing: Vec<u64> = discourse_missing_post_ids(&page)?
            .into_iter()
            .filter(|id| !known.contains(id))
            .collect();
        Ok::<_, FollowProblem>((topic_id, missing))
    })
    .await??;
    let mut pages = vec![Fetched {
        url: topic_url.clone(),
        bytes: topic,
    }];
    let (mut cut_short, mut stopped) = (false, None);
    for chunk in missing.chunks(DISCOURSE_CHUNK) {
        if pages.len() >= state.config.follow_max_pages.max(1) || !bytes.reserve_page() {
            cut_short = true;
            break;
        }
        let url = discourse_posts_url(&topic_url, topic_id, chunk)?;
        pause(state).await;
        match reserved_page(client, &mut bytes, &url, thread, pages.len() + 1).await {
            Ok(page) => pages.push(Fetched { url, bytes: page }),
            // The posts read so far are kept; the next fetch asks only for those not read.
            Err(why) => {
                stopped = Some(why.into());
                break;
            }
        }
    }
    Ok(Pages {
        site: Site::Discourse,
        zone: None,
        pages,
        cut_short,
        stopped,
        _bytes: bytes,
    })
}

/// One page, its answer checked: redirects are followed on the thread's host only, an
/// answer other than 200 is a sentence, a page larger than `cap` bytes is refused (from
/// its `Content-Length` when it gives one, before a byte is read).
async fn fetch_page(
    client: &reqwest::Client,
    url: &Url,
    thread: &Url,
    page: usize,
    cap: usize,
) -> Result<Vec<u8>, FetchError> {
    let mut url = url.clone();
    for _ in 0..10 {
        let failed = |error: reqwest::Error| FetchError::Failed {
            page,
            url: url.to_string(),
            reason: why(&error),
        };
        let response = client.get(url.clone()).send().await.map_err(failed)?;
        let status = response.status();
        if status.is_redirection() {
            let to = response
                .headers()
                .get(reqwest::header::LOCATION)
                .and_then(|l| l.to_str().ok())
                .and_then(|l| url.join(l).ok());
            match to {
                Some(to) if same_host(&to, thread) => {
                    url = to;
                    continue;
                }
                _ => {
                    return Err(FetchError::Moved {
                        page,
                        url: url.to_string(),
                        answer: status.to_string(),
                    })
                }
            }
        }
        if !status.is_success() {
            return Err(refused(
                page,
                &url,
                status.as_u16(),
                status.canonical_reason().unwrap_or(""),
                true,
            ));
        }
        return read_body(response, page, &url, cap).await;
    }
    Err(FetchError::TooManyRedirects {
        page,
        url: url.to_string(),
    })
}

/// A page's body, at most `cap` bytes (its buffer never grows past it).
async fn read_body(
    mut response: reqwest::Response,
    page: usize,
    url: &Url,
    cap: usize,
) -> Result<Vec<u8>, FetchError> {
    let too_large = || FetchError::TooLarge {
        page,
        url: url.to_string(),
        most: cap as u64,
    };
    let announced = response.content_length().unwrap_or(0);
    if announced > cap as u64 {
        return Err(too_large());
    }
    let mut bytes = Vec::with_capacity(announced as usize);
    loop {
        match response.chunk().await {
            Ok(Some(chunk)) => {
                let needed = bytes.len() + chunk.len();
                if needed > cap {
                    return Err(too_large());
                }
                if needed > bytes.capacity() {
                    // Doubling, as a Vec grows, but never past the cap.
                    let grown = (bytes.capacity() * 2).max(needed).min(cap);
                    bytes.reserve_exact(grown - bytes.len());
                }
                bytes.extend_from_slice(&chunk);
            }
            Ok(None) => return Ok(bytes),
            Err(error) => {
                return Err(FetchError::FailedReading {
                    page,
                    url: url.to_string(),
                    reason: why(&error),
                })
            }
        }
    }
}

/// Why a request failed, in words: a refused address says so (never which address: that
/// is the operator's to read); the innermost cause otherwise (never the URL's query, which
/// the sentences name by page).
fn why(error: &reqwest::Error) -> Reason {
    use std::error::Error;
    if error.is_timeout() {
        return Reason::Timeout;
    }
    let mut reason = error.to_string();
    let mut source = error.source();
    while let Some(cause) = source {
        reason = cause.to_string();
        source = cause.source();
    }
    Reason::Said(reason)
}

/// The posts of the fetched pages, with whole addresses, and the last page's address.
struct Read {
    posts: Vec<ImportedPost>,
    last_page: Option<String>,
    /// Pages read, from the first.
    pages: usize,
    /// Why the page after them could not be read, if one could not.
    stopped: Option<FollowProblem>,
}

/// The posts of the fetched pages, in order. A page after the first that cannot be read
/// ends the reading there: the pages before it are kept (issue 28).
fn read_pages(pages: &Pages) -> Result<Read, FollowProblem> {
    let mut posts = Vec::new();
    let (mut read_so_far, mut stopped) = (0, None);
    for (i, fetched) in pages.pages.iter().enumerate() {
        let name = fetched.url.to_string();
        let page = Page {
            number: i + 1,
            name: &name,
            bytes: &fetched.bytes,
        };
        let options = Options { zone: pages.zone };
        let read = match read_page(pages.site, &page, options) {
            Ok(read) => read,
            Err(e) if i == 0 => return Err(e.into()),
            Err(e) => {
                stopped = Some(e.into());
                break;
            }
        };
        read_so_far += 1;
        let base = page_base(&fetched.url, &fetched.bytes);
        posts.extend(read.into_iter().map(|mut post| {
            post.url = post
                .url
                .as_deref()
                .and_then(|link| base.as_ref()?.join(link).ok())
                .filter(|url| matches!(url.scheme(), "http" | "https"))
                .map(String::from);
            post
        }));
    }
    // A Discourse topic is read from its JSON every time: no page to start from.
    let last_page = match pages.site {
        Site::Discourse => None,
        _ => pages.pages[..read_so_far].last().map(|p| p.url.to_string()),
    };
    Ok(Read {
        posts,
        last_page,
        pages: read_so_far,
        stopped: stopped.or_else(|| pages.stopped.clone()),
    })
}

/// The address a page's relative links are written against (its `<base href>`, else its
/// own), found once per page: each search is a whole parse, and a hostile page may hold
/// thousands of posts.
fn page_base(url: &Url, bytes: &[u8]) -> Option<Url> {
    // An empty link resolves to the base itself.
    post_address(url, bytes, "").and_then(|base| Url::parse(&base).ok())
}

/// A thread counted: the BBCode, what the moment is, and every vote with its post.
pub struct Count {
    pub bbcode: String,
    /// `count`, `majority`, `lock`, `hammer` or `day_over`.
    pub moment: &'static str,
    pub votes: Vec<FollowVote>,
}

/// Counts a document (its text, and its posts' addresses by id), or says why it cannot be
/// counted yet.
pub fn count(document: &str, links: &HashMap<u64, String>) -> Result<Count, String> {
    let thread = Thread::from_json(document).map_err(|e| {
        format!(
            "The thread was read, but it cannot be counted yet: {e}. Give the game and its \
             players in the follow's document."
        )
    })?;
    if thread.slots.is_empty() {
        return Err(
            "The thread was read, but it cannot be counted yet: the follow's document \
             names no players. Give the game and its players in the follow's document."
                .to_owned(),
        );
    }
    let report = Report::new(&thread, None).map_err(|e| e.to_string())?;
    Ok(Count {
        bbcode: report.to_bbcode(),
        moment: moment(report.tally()),
        votes: votes(&thread, links, report.tally()),
    })
}

/// What a count says of the day: a hammer, the day over, a lock, a majority, or none.
fn moment(tally: &Tally) -> &'static str {
    if tally
        .outcome
        .as_deref()
        .is_some_and(|o| o.contains("hammered"))
    {
        "hammer"
    } else if tally.day_over {
        "day_over"
    } else if tally.wagons.iter().any(|w| w.locked) {
        "lock"
    } else if tally.lynch.is_some() {
        "majority"
    } else {
        "count"
    }
}

/// Every vote and unvote in the players' posts, with its post's address; a vote counts
/// unless the counter left a note on its post (a dead voter, a night vote, a name that is
/// no player…).
fn votes(thread: &Thread, links: &HashMap<u64, String>, tally: &Tally) -> Vec<FollowVote> {
    let mut votes = Vec::new();
    for post in &thread.posts {
        if !matches!(post.author, Author::Player(_)) {
            continue;
        }
        let noted = tally.notes.iter().any(|n| n.post == post.id);
        let marks = vote_marks_with(&post.body, post.markup, &thread.votes);
        for (seq, mark) in marks.iter().enumerate() {
            let target = thread
                .slot_named(&mark.name)
                .map_or(mark.name.clone(), |s| {
                    thread.target_name(s, post.time).to_owned()
                });
            votes.push(FollowVote {
                post_id: i64::try_from(post.id).unwrap_or(i64::MAX),
                seq: seq as i64,
                post_url: links.get(&post.id).cloned(),
                voter: post.author_name.clone(),
                target,
                kind: match mark.kind {
                    VoteKind::Vote => "vote",
                    VoteKind::Unvote => "unvote",
                }
                .to_owned(),
                at: omerta_forum::time::format(post.time),
                counted: !noted,
            });
        }
    }
    votes
}

/// The webhook's body: a Discord-compatible message with the BBCode count, and the same
/// for programs under `omerta`.
fn payload(follow: i64, title: &str, url: &str, count: &Count) -> String {
    let headline = match count.moment {
        "hammer" => "a hammer: the day is over",
        "day_over" => "the day is over",
        "lock" => "a wagon is locked",
        "majority" => "a wagon has a majority",
        _ => "the vote count changed",
    };
    let mut message = webhooks::message(
        title,
        headline,
        &format!("follow {follow} · {}", count.moment),
    );
    let shown: String = count.bbcode.chars().take(4000).collect();
    message["embeds"][0]["description"] = json!(shown);
    message["embeds"][0]["url"] = json!(url);
    message["omerta"] = json!({
        "follow": follow,
        "moment": count.moment,
        "thread": url,
        "bbcode": count.bbcode,
    });
    message.to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn held(instance: &PageBytes) -> usize {
        instance.held.load(Ordering::SeqCst)
    }

    #[test]
    fn fetches_share_the_instances_page_bytes() {
        let config = Config {
            follow_page_bytes: 100,
            follow_fetch_bytes: 300,
            follow_instance_bytes: 400,
            ..Config::default()
        };
        let instance = Arc::new(PageBytes::new(&config));
        let mut a = FetchBytes::new(instance.clone(), &config);
        let mut b = FetchBytes::new(instance.clone(), &config);
        for _ in 0..3 {
            assert!(a.reserve_page());
            a.settle(100);
        }
        assert!(!a.reserve_page(), "the fetch's own budget is spent");
        assert!(b.reserve_page());
        b.settle(40);
        assert_eq!(held(&instance), 340);
        assert!(!b.reserve_page(), "the instance's budget is spent");
        drop(a);
        assert_eq!(held(&instance), 40);
        assert!(b.reserve_page(), "room again once a fetch is done");
        b.settle(0);
        assert_eq!(held(&instance), 40);
        drop(b);
        assert_eq!(held(&instance), 0);
    }

    #[test]
    fn budgets_hold_two_pages_at_least() {
        let config = Config {
            follow_page_bytes: 1000,
            follow_fetch_bytes: 10,
            follow_instance_bytes: 10,
            ..Config::default()
        };
        let instance = Arc::new(PageBytes::new(&config));
        let mut fetch = FetchBytes::new(instance, &config);
        assert!(fetch.reserve_page());
        fetch.settle(1000);
        assert!(fetch.reserve_page());
        fetch.settle(1000);
        assert!(!fetch.reserve_page());
    }

    #[test]
    fn waits_double_within_their_bounds() {
        let config = Config::default();
        let every = 15 * 60_000;
        let waits: Vec<i64> = (1..=4)
            .map(|n| wait_after_failure(&config, every, n))
            .collect();
        assert_eq!(waits, [every, 2 * every, 4 * every, 8 * every]);
        assert_eq!(wait_after_failure(&config, every, 60), 24 * 3_600_000);
        // A follow fetched weekly is never fetched more often for failing.
        let week = 7 * 24 * 3_600_000;
        assert_eq!(wait_after_failure(&config, week, 3), week);
        let continues: Vec<i64> = (1..=3).map(|n| continue_after(every, n)).collect();
        assert_eq!(continues, [60_000, 120_000, 240_000]);
        assert_eq!(continue_after(every, 10), every);
    }

    #[test]
    fn sizes_are_words() {
        use omerta_forum_import::address::size_words;
        assert_eq!(size_words(2 << 20), "2 MiB");
        assert_eq!(size_words(512 * 1024), "512 KiB");
        assert_eq!(size_words(300_000), "300000 bytes");
    }

    #[test]
    fn a_pages_base_is_found_once_and_joins_as_before() {
        let url = Url::parse("http://forum.example/t/1/page2?x=1").unwrap();
        let page = b"<html><head><base href=\"http://forum.example/f/\"></head></html>";
        let base = page_base(&url, page).expect("a base");
        for link in ["showthread.php?p=3#post3", "#post4", "/abs/5", "../up/6"] {
            assert_eq!(
                base.join(link).ok().map(String::from),
                post_address(&url, page, link),
                "{link}"
            );
        }
        let bare = page_base(&url, b"<html></html>").expect("its own address");
        assert_eq!(bare.as_str(), url.as_str());
    }

    /// Issue 25, item 7: a follow's error tells no DNS answer of a name that is refused.
    #[tokio::test]
    async fn a_refused_name_is_told_without_its_addresses() {
        let client = forum_client(false).expect("a client");
        let url = Url::parse("http://localhost:9/t").unwrap();
        let error = fetch_page(&client, &url, &url, 1, 1 << 20)
            .await
            .expect_err("refused")
            .to_string();
        assert!(
            error.contains("is not a public internet address"),
            "{error}"
        );
        for told in ["127.0.0.1", "::1", "loopback"] {
            assert!(!error.contains(told), "{error}");
        }
    }

    /// A fetch with no room for its first page waits for another to give bytes back, and
    /// gives up after its time.
    #[tokio::test]
    async fn a_first_page_waits_for_room() {
        let config = Config {
            follow_page_bytes: 100,
            follow_fetch_bytes: 200,
            follow_instance_bytes: 200,
            ..Config::default()
        };
        let instance = Arc::new(PageBytes::new(&config));
        let mut holder = FetchBytes::new(instance.clone(), &config);
        assert!(holder.reserve_page() && holder.reserve_page());
        let mut waiting = FetchBytes::new(instance.clone(), &config);
        assert!(!waiting.reserve_first_page(Duration::from_millis(30)).await);
        let release = tokio::spawn(async move {
            tokio::time::sleep(Duration::from_millis(50)).await;
            drop(holder);
        });
        assert!(waiting.reserve_first_page(Duration::from_secs(5)).await);
        release.await.unwrap();
    }
}
