//! Fetching followed threads: due follows are taken (a lease, so that two server
//! instances never fetch one thread at once), their pages fetched from the last page read
//! onward (egress-checked, on the thread's host only, a pause between pages, a cap per
//! fetch), merged into the host's document, counted, and the count delivered to the
//! follow's webhook when it changed (at least once, signed and retried as games' webhooks).

use crate::egress::{self, Purpose};
use crate::workers::{self, Target};
use crate::{now, AppState};
use omerta_forum::{vote_marks_with, Author, Report, Tally, Thread, VoteKind};
use omerta_forum_import::address::{
    discourse_json_url, discourse_posts_url, next_page_url, other_host, post_address, refused,
    same_host, unknown_site, DISCOURSE_CHUNK,
};
use omerta_forum_import::{
    detect_site, discourse_missing_post_ids, discourse_topic_id, merge, read_page, ImportedPost,
    Options, Page, Site, Zone,
};
use omerta_store::{FetchResult, FollowRow, FollowVote};
use reqwest::Url;
use serde_json::{json, Value};
use sha2::{Digest, Sha256};
use std::collections::{HashMap, HashSet};
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::Semaphore;

/// How long a worker holds a follow it took: longer than the longest fetch.
const LEASE: Duration = Duration::from_secs(30 * 60);
/// The largest page read, in bytes.
const MAX_PAGE_BYTES: usize = 16 * 1024 * 1024;
/// A fetch cut short by the page cap goes on this soon.
const CONTINUE_AFTER: Duration = Duration::from_secs(60);
/// The largest document a follow keeps (its posts, as JSON): a thread of ten thousand
/// long posts fits; a forum that serves endless pages does not fill the database.
const MAX_DOCUMENT_BYTES: usize = 64 * 1024 * 1024;
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

/// Takes due follows (and follows with a count to deliver) and works on each in a task.
pub async fn follows(state: AppState) {
    let clients = match (
        forum_client(state.config.follow_allow_private),
        workers::webhook_client(state.config.webhook_allow_private),
    ) {
        (Ok(forum), Ok(hooks)) => Clients { forum, hooks },
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
            let (state, clients) = (state.clone(), clients.clone());
            tokio::spawn(async move {
                work(&state, &clients, id).await;
                drop(permit);
                state.follows.notify_one();
            });
        }
    }
}

#[derive(Clone)]
struct Clients {
    forum: reqwest::Client,
    hooks: reqwest::Client,
}

/// One taken follow: fetched and counted when due, then its waiting count delivered.
async fn work(state: &AppState, clients: &Clients, id: i64) {
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
        let result = fetch_and_count(state, &clients.forum, &row).await;
        if let Err(error) = state.store.save_fetch(id, &result).await {
            tracing::warn!("follow {id}: saving the fetch: {error}");
            let _ = state.store.release_follow(id).await;
        }
        match state.store.follow(id).await {
            Ok(Some(row)) => row,
            _ => return,
        }
    } else {
        let _ = state.store.release_follow(id).await;
        row
    };
    if let (Some(body), Some(hash)) = (&row.pending, &row.pending_hash) {
        deliver(state, &clients.hooks, &row, body, hash).await;
    }
}

/// Posts a waiting count to the follow's webhook (signed, retried as games' webhooks),
/// then marks it delivered; with no webhook (or one that may not be called) it is dropped.
async fn deliver(
    state: &AppState,
    client: &reqwest::Client,
    row: &FollowRow,
    body: &str,
    hash: &str,
) {
    if let Some(raw) = row.webhook_url.as_deref() {
        let host = egress::host_of(raw);
        match egress::check_url(raw, state.config.webhook_allow_private) {
            Ok(url) => {
                let target = Target {
                    what: format!("follow {}", row.id),
                    host: &host,
                    url: &url,
                    secret: row.webhook_secret.as_deref(),
                };
                let event = format!("follow-{}-{}", row.id, &hash[..hash.len().min(16)]);
                workers::deliver(state, client, &target, &event, body).await;
            }
            Err(reason) => {
                tracing::warn!("webhook of follow {} to {host}: not sent: {reason}", row.id)
            }
        }
    }
    if let Err(error) = state.store.follow_delivered(row.id, hash).await {
        tracing::warn!("follow {}: {error}", row.id);
    }
}

/// A fetched page: where it is and what it holds.
struct Fetched {
    url: Url,
    bytes: Vec<u8>,
}

/// The pages of one fetch, and whether the page cap cut it short.
struct Pages {
    site: Site,
    /// The zone of times the pages show without one.
    zone: Option<Zone>,
    pages: Vec<Fetched>,
    cut_short: bool,
}

/// Fetches the follow's new pages, merges and counts them: the result to store.
async fn fetch_and_count(
    state: &AppState,
    client: &reqwest::Client,
    row: &FollowRow,
) -> FetchResult {
    let started = now();
    let later = started + row.every_ms;
    let failed = |error: String| FetchResult {
        posts: row.posts,
        fetched_at: started,
        next_fetch_at: later,
        error: Some(error),
        ..FetchResult::default()
    };
    let document = match state.store.follow_document(row.id).await {
        Ok(document) => document.unwrap_or_default(),
        Err(error) => return failed(format!("The follow's document could not be read: {error}")),
    };
    let pages = match fetch_pages(state, client, row, &known_posts(&document)).await {
        Ok(pages) => pages,
        Err(error) => return failed(capitalised(&error)),
    };
    let (follow, title, url) = (row.id, row.title.clone(), row.url.clone());
    let (delivered, pending) = (row.delivered_hash.clone(), row.pending_hash.clone());
    let hooked = row.webhook_url.is_some();
    let counted = state
        .heavy
        .run(move || {
            let read = read_pages(&pages)?;
            let merged = merge("the follow's document", &document, &read.posts)
                .map_err(|e| e.to_string())?;
            Ok::<_, String>((read, pages.site, pages.cut_short, count(&merged), merged))
        })
        .await;
    let (read, site, cut_short, counted, merged) = match counted {
        Ok(Ok(done)) => done,
        Ok(Err(error)) => return failed(capitalised(&error)),
        Err(error) => return failed(capitalised(&error.message)),
    };
    let text = merged.to_string();
    if text.len() > MAX_DOCUMENT_BYTES {
        return failed(format!(
            "The thread's posts are more than the 64 MiB a follow keeps; the new pages were \
             not added ({} posts are kept).",
            row.posts
        ));
    }
    let posts = merged["posts"].as_array().map_or(0, Vec::len) as i64;
    let last_post_id = merged["posts"]
        .as_array()
        .and_then(|p| p.iter().filter_map(|p| p["id"].as_u64()).max())
        .map(|id| i64::try_from(id).unwrap_or(i64::MAX));
    let (bbcode, error, votes, wanted) = match counted {
        Ok(count) => {
            let hash = hex::encode(Sha256::digest(count.bbcode.as_bytes()));
            let new = delivered.as_deref() != Some(&hash) && pending.as_deref() != Some(&hash);
            let wanted = (hooked && new).then(|| (payload(follow, &title, &url, &count), hash));
            (Some(count.bbcode), None, Some(count.votes), wanted)
        }
        Err(problem) => (None, Some(problem), None, None),
    };
    FetchResult {
        document: Some(text),
        site: Some(site.key().to_owned()),
        page_url: read.last_page,
        last_post_id,
        posts,
        fetched_at: started,
        next_fetch_at: if cut_short {
            started + CONTINUE_AFTER.as_millis() as i64
        } else {
            later
        },
        error,
        bbcode,
        pending: wanted,
        votes,
    }
}

fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// The ids of the posts a document holds.
fn known_posts(document: &str) -> HashSet<u64> {
    serde_json::from_str::<Value>(document)
        .ok()
        .and_then(|d| {
            d["posts"]
                .as_array()
                .map(|p| p.iter().filter_map(|p| p["id"].as_u64()).collect())
        })
        .unwrap_or_default()
}

/// The pages from the last one read (or the first) onward, by their next links; a
/// Discourse topic's JSON and the posts not read yet (`known`).
async fn fetch_pages(
    state: &AppState,
    client: &reqwest::Client,
    row: &FollowRow,
    known: &HashSet<u64>,
) -> Result<Pages, String> {
    let allow = state.config.follow_allow_private;
    let thread = egress::check_url_for(&row.url, allow, Purpose::Thread)?;
    let last = match row.page_url.as_deref() {
        Some(page) => Some(egress::check_url_for(page, allow, Purpose::Thread)?),
        None => None,
    };
    let (start, first) = match last {
        Some(last) => match fetch_page(client, &last, &thread, 1).await {
            Ok(first) => (last, first),
            // The last page read is gone (posts deleted, a page merged away): the thread
            // is read again from its own address.
            Err(_) => {
                pause(state).await;
                (
                    thread.clone(),
                    fetch_page(client, &thread, &thread, 1).await?,
                )
            }
        },
        None => (
            thread.clone(),
            fetch_page(client, &thread, &thread, 1).await?,
        ),
    };
    let site = match row.site.as_deref().and_then(Site::from_key) {
        Some(site) => site,
        None => detect_site(&first).ok_or_else(|| {
            format!(
                "the first page, {}",
                unknown_site(&start, "in the follow's settings (its forum engine)")
            )
        })?,
    };
    if site == Site::Discourse {
        return discourse_pages(state, client, &thread, start, first, known).await;
    }
    let mut pages = vec![Fetched {
        url: start,
        bytes: first,
    }];
    let mut cut_short = false;
    loop {
        let last = pages.last().expect("one page at least");
        let Some(next) = next_page_url(site, &last.url, &last.bytes, pages.len())? else {
            break;
        };
        if pages.iter().any(|p| p.url == next) {
            break;
        }
        if pages.len() >= state.config.follow_max_pages.max(1) {
            cut_short = true;
            break;
        }
        if !same_host(&next, &thread) {
            return Err(other_host(pages.len() + 1, &next, &thread));
        }
        egress::check_url_for(next.as_str(), allow, Purpose::Thread)?;
        pause(state).await;
        let bytes = fetch_page(client, &next, &thread, pages.len() + 1).await?;
        pages.push(Fetched { url: next, bytes });
    }
    Ok(Pages {
        site,
        zone: row.zone.as_deref().and_then(Zone::parse),
        pages,
        cut_short,
    })
}

/// A polite pause between pages: a forum is someone's server.
async fn pause(state: &AppState) {
    tokio::time::sleep(state.config.follow_delay).await;
}

/// Discourse: the topic's JSON (its first posts and the ids of all), then the posts not
/// read yet, 20 at a time.
async fn discourse_pages(
    state: &AppState,
    client: &reqwest::Client,
    thread: &Url,
    start: Url,
    first: Vec<u8>,
    known: &HashSet<u64>,
) -> Result<Pages, String> {
    let (topic_url, topic) = if first.trim_ascii_start().starts_with(b"{") {
        (start, first)
    } else {
        let json_url = discourse_json_url(&start)?;
        pause(state).await;
        let topic = fetch_page(client, &json_url, thread, 2).await?;
        (json_url, topic)
    };
    let name = topic_url.to_string();
    let page = Page {
        number: 1,
        name: &name,
        bytes: &topic,
    };
    let topic_id = discourse_topic_id(&page).map_err(|e| e.to_string())?;
    let missing: Vec<u64> = discourse_missing_post_ids(&page)
        .map_err(|e| e.to_string())?
        .into_iter()
        .filter(|id| !known.contains(id))
        .collect();
    let mut pages = vec![Fetched {
        url: topic_url.clone(),
        bytes: topic,
    }];
    let mut cut_short = false;
    for chunk in missing.chunks(DISCOURSE_CHUNK) {
        if pages.len() >= state.config.follow_max_pages.max(1) {
            cut_short = true;
            break;
        }
        let url = discourse_posts_url(&topic_url, topic_id, chunk)?;
        pause(state).await;
        let bytes = fetch_page(client, &url, thread, pages.len() + 1).await?;
        pages.push(Fetched { url, bytes });
    }
    Ok(Pages {
        site: Site::Discourse,
        zone: None,
        pages,
        cut_short,
    })
}

/// One page, its answer checked: redirects are followed on the thread's host only, an
/// answer other than 200 is a sentence, a page larger than 16 MiB is refused.
async fn fetch_page(
    client: &reqwest::Client,
    url: &Url,
    thread: &Url,
    page: usize,
) -> Result<Vec<u8>, String> {
    let mut url = url.clone();
    for _ in 0..10 {
        let failed =
            |error: reqwest::Error| format!("fetching page {page} ({url}) failed: {}", why(&error));
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
                    return Err(format!(
                        "fetching page {page} ({url}) failed: the forum answered {status}, \
                         a move to another host, which omerta does not follow"
                    ))
                }
            }
        }
        if !status.is_success() {
            return Err(refused(
                page,
                &url,
                status.as_u16(),
                status.canonical_reason().unwrap_or(""),
                "The follow cannot read it: save the pages from a browser that is signed in \
                 and use `omerta forum import`.",
            ));
        }
        return read_body(response, page, &url).await;
    }
    Err(format!(
        "fetching page {page} ({url}) failed: the forum redirected it more than ten times"
    ))
}

async fn read_body(
    mut response: reqwest::Response,
    page: usize,
    url: &Url,
) -> Result<Vec<u8>, String> {
    let mut bytes = Vec::new();
    loop {
        match response.chunk().await {
            Ok(Some(chunk)) => {
                if bytes.len() + chunk.len() > MAX_PAGE_BYTES {
                    return Err(format!(
                        "page {page} ({url}) is larger than 16 MiB, which no thread page is"
                    ));
                }
                bytes.extend_from_slice(&chunk);
            }
            Ok(None) => return Ok(bytes),
            Err(error) => {
                return Err(format!(
                    "fetching page {page} ({url}) failed while reading it: {}",
                    why(&error)
                ))
            }
        }
    }
}

/// Why a request failed, in words: a refused address says so; the innermost cause
/// otherwise (never the URL's query, which the sentences name by page).
fn why(error: &reqwest::Error) -> String {
    use std::error::Error;
    if error.is_timeout() {
        return "the forum did not answer in time".to_owned();
    }
    let mut reason = error.to_string();
    let mut source = error.source();
    while let Some(cause) = source {
        reason = cause.to_string();
        source = cause.source();
    }
    reason
}

/// The posts of the fetched pages, with whole addresses, and the last page's address.
struct Read {
    posts: Vec<ImportedPost>,
    last_page: Option<String>,
}

fn read_pages(pages: &Pages) -> Result<Read, String> {
    let mut posts = Vec::new();
    for (i, fetched) in pages.pages.iter().enumerate() {
        let name = fetched.url.to_string();
        let page = Page {
            number: i + 1,
            name: &name,
            bytes: &fetched.bytes,
        };
        let options = Options { zone: pages.zone };
        let read = read_page(pages.site, &page, options).map_err(|e| e.to_string())?;
        posts.extend(read.into_iter().map(|mut post| {
            post.url = post
                .url
                .as_deref()
                .and_then(|link| post_address(&fetched.url, &fetched.bytes, link));
            post
        }));
    }
    // A Discourse topic is read from its JSON every time: no page to start from.
    let last_page = match pages.site {
        Site::Discourse => None,
        _ => pages.pages.last().map(|p| p.url.to_string()),
    };
    Ok(Read { posts, last_page })
}

/// A thread counted: the BBCode, what the moment is, and every vote with its post.
pub struct Count {
    pub bbcode: String,
    /// `count`, `majority`, `lock`, `hammer` or `day_over`.
    pub moment: &'static str,
    pub votes: Vec<FollowVote>,
}

/// Counts the document, or says why it cannot be counted yet.
pub fn count(document: &Value) -> Result<Count, String> {
    let thread = Thread::from_json(&document.to_string()).map_err(|e| {
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
    let report = Report::new(&thread, None)?;
    Ok(Count {
        bbcode: report.to_bbcode(),
        moment: moment(report.tally()),
        votes: votes(&thread, document, report.tally()),
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
fn votes(thread: &Thread, document: &Value, tally: &Tally) -> Vec<FollowVote> {
    let links: HashMap<u64, &str> = document["posts"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|p| Some((p["id"].as_u64()?, p["url"].as_str()?)))
        .collect();
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
                post_url: links.get(&post.id).map(|l| (*l).to_owned()),
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
    let mut message = workers::message(
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
