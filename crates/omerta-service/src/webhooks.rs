//! Webhooks: each game's public announcements POSTed, signed, to the URL its host gives
//! (and each followed thread's count, `follow_worker.rs`), in order, at least once.
//!
//! A receiver is someone else's server, perhaps a hostile one. One that hangs must delay
//! its own game only (issue 25):
//!
//! - every attempt has short deadlines ([`Config::webhook_connect_timeout`],
//!   [`Config::webhook_timeout`]), and a failed attempt ends its task at once: the game
//!   waits for its next try in the database ([`Health::retry_at`]), holding no slot;
//! - slots are shared out ([`Slots`]): at most `webhook_concurrency` deliveries at once,
//!   at most `webhooks_per_account` for one account's games, and receivers that have been
//!   failing get at most half of them, so a healthy receiver always finds one;
//! - a receiver that failed `webhook_attempts` times in a row is parked: tried again after
//!   a wait that doubles up to `webhook_backoff_max`, its announcements kept until then,
//!   and its game's host reads why, since when and when it is tried next
//!   (`GET /api/games/{id}/webhook`).
//!
//! An announcement is numbered as a spectator numbers the game's events (its public
//! position), never by the internal sequence number, which counts hidden events.

use crate::auth::Caller;
use crate::egress::Purpose;
use crate::error::{ApiError, ApiResult, Arg, Kind};
use crate::stored::{self, StoredWords, Unsent, WebhookProblem};
use crate::{egress, games, now, AppState, Config};
use hmac::{Hmac, Mac};
use omerta_i18n as i18n;
use omerta_i18n::Lang;
use omerta_live::Audience;
use omerta_store::{GameRow, Health, Receiver};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};
use sha2::Sha256;
use std::collections::{HashMap, HashSet};
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// The most events read at once for one game's delivery: a parked receiver's backlog may
/// be long, and the rest is read on the next pass.
const PAGE: i64 = 256;

/// The signature of a webhook body: hex HMAC-SHA256 of `"{timestamp}.{body}"` under the
/// game's secret, sent as `X-Omerta-Signature: sha256=<hex>`.
pub fn signature(secret: &str, timestamp: i64, body: &str) -> String {
    let mut mac = Hmac::<Sha256>::new_from_slice(secret.as_bytes()).expect("any key length");
    mac.update(timestamp.to_string().as_bytes());
    mac.update(b".");
    mac.update(body.as_bytes());
    format!("sha256={}", hex::encode(mac.finalize().into_bytes()))
}

/// The Discord-compatible payload of one announcement; `number` is its public position.
pub fn payload(title: &str, game: i64, number: i64, text: &str) -> Value {
    message(title, text, &format!("game {game} · event {number}"))
}

/// A Discord-compatible message: `text` under `title`, with a footer; nobody mentioned.
pub fn message(title: &str, text: &str, footer: &str) -> Value {
    json!({
        "username": "omerta",
        "content": format!("**{title}**: {text}"),
        "embeds": [{
            "title": title,
            "description": text,
            "footer": {"text": footer},
        }],
        "allowed_mentions": {"parse": []},
    })
}

/// The webhook client: the configured connect and answer deadlines, no proxy, no
/// redirects, and a resolver that drops forbidden addresses (see [`crate::egress`]).
pub fn webhook_client(config: &Config) -> reqwest::Result<reqwest::Client> {
    reqwest::Client::builder()
        .connect_timeout(config.webhook_connect_timeout)
        .timeout(config.webhook_timeout)
        .no_proxy()
        .redirect(reqwest::redirect::Policy::none())
        .dns_resolver(Arc::new(egress::Resolver {
            allow_private: config.webhook_allow_private,
            purpose: egress::Purpose::Webhook,
        }))
        .build()
}

/// Delivers every public announcement of every game with a webhook, in order, at least
/// once: a game's cursor moves past an event only once it was delivered, or refused for
/// good by its receiver. Each game is delivered by one task at a time, in the slots
/// [`Slots`] shares out; a game whose receiver failed waits in the database for its next
/// try, holding nothing.
pub async fn run(state: AppState) {
    let client = match webhook_client(&state.config) {
        Ok(client) => client,
        Err(error) => {
            tracing::error!("webhooks: cannot build an HTTP client, no webhook is sent: {error}");
            return;
        }
    };
    let slots = Arc::new(Slots::new(&state.config));
    let busy: Arc<Mutex<HashSet<i64>>> = Arc::default();
    // The last game handed to a task: the next pass starts after it, so every game gets
    // its turn when slots are scarce.
    let mut last = 0;
    loop {
        // At most twenty passes a second: a busy game wakes the worker on every command,
        // and each pass costs a query even when no game has a webhook. A receiver's next
        // try comes due without a wake-up: a pass at least every second finds it.
        tokio::time::sleep(Duration::from_millis(50)).await;
        let _ = tokio::time::timeout(Duration::from_secs(1), state.webhooks.notified()).await;
        let mut due = match state.store.webhooks_due(now()).await {
            Ok(due) => due,
            Err(error) => {
                tracing::warn!("webhooks: {error}");
                continue;
            }
        };
        // Healthy receivers first, then in turn after the last game handed out.
        due.sort_by_key(|d| (d.failures > 0, d.game <= last, d.game));
        for due in due {
            if !Busy::claim(&busy, due.game) {
                continue;
            }
            let guard = Busy {
                set: busy.clone(),
                game: due.game,
            };
            // No slot for this account or this kind of receiver: the next game may have
            // one (a finishing task wakes the worker).
            let Some(slot) = Slots::take(&slots, due.host, due.failures > 0) else {
                continue;
            };
            last = due.game;
            let (state, client) = (state.clone(), client.clone());
            tokio::spawn(async move {
                deliver_game(&state, &client, due.game).await;
                drop(guard);
                drop(slot);
                state.webhooks.notify_one();
            });
        }
    }
}

/// The delivery slots of an instance: at most `all` deliveries at once, at most
/// `per_account` for the games of one account (one account's receivers cannot take every
/// slot), and at most `failing` (half) for receivers that have been failing, so that
/// however many receivers hang, a healthy one finds a slot at once.
struct Slots {
    all: usize,
    per_account: usize,
    failing: usize,
    taken: Mutex<Taken>,
}

#[derive(Default)]
struct Taken {
    all: usize,
    failing: usize,
    by_account: HashMap<i64, usize>,
}

impl Slots {
    fn new(config: &Config) -> Slots {
        let all = config.webhook_concurrency.max(1);
        Slots {
            all,
            per_account: config.webhooks_per_account.max(1),
            failing: (all / 2).max(1),
            taken: Mutex::default(),
        }
    }

    /// A slot for a delivery to a game of `account` (whose receiver has been `failing`),
    /// if one is free.
    fn take(slots: &Arc<Slots>, account: i64, failing: bool) -> Option<Slot> {
        let mut taken = slots.taken.lock().unwrap_or_else(|e| e.into_inner());
        let mine = taken.by_account.get(&account).copied().unwrap_or(0);
        if taken.all >= slots.all
            || mine >= slots.per_account
            || (failing && taken.failing >= slots.failing)
        {
            return None;
        }
        taken.all += 1;
        taken.failing += usize::from(failing);
        *taken.by_account.entry(account).or_default() += 1;
        Some(Slot {
            slots: slots.clone(),
            account,
            failing,
        })
    }
}

/// A delivery's slot, given back when dropped (even when its task panics).
struct Slot {
    slots: Arc<Slots>,
    account: i64,
    failing: bool,
}

impl Drop for Slot {
    fn drop(&mut self) {
        let mut taken = self.slots.taken.lock().unwrap_or_else(|e| e.into_inner());
        taken.all -= 1;
        taken.failing -= usize::from(self.failing);
        if let Some(mine) = taken.by_account.get_mut(&self.account) {
            *mine -= 1;
            if *mine == 0 {
                taken.by_account.remove(&self.account);
            }
        }
    }
}

/// A game being delivered by a task of this instance; dropping it frees the game (even
/// when the task panics).
struct Busy {
    set: Arc<Mutex<HashSet<i64>>>,
    game: i64,
}

impl Busy {
    /// Marks `game` busy; false when a task already delivers it.
    fn claim(set: &Mutex<HashSet<i64>>, game: i64) -> bool {
        set.lock().unwrap_or_else(|e| e.into_inner()).insert(game)
    }
}

impl Drop for Busy {
    fn drop(&mut self) {
        self.set
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .remove(&self.game);
    }
}

/// Delivers the announcements of one game after its cursor, in order, until one fails.
async fn deliver_game(state: &AppState, client: &reqwest::Client, id: i64) {
    // Read the row again now that this task owns the game: the list of due games may be
    // older than the previous task's last step, and its cursor would deliver an event
    // twice.
    let (game, health) = match game_and_health(state, id).await {
        Ok(Some(read)) => read,
        Ok(None) => return,
        Err(error) => {
            tracing::warn!(game = id, "webhook of game {id}: {error}");
            return;
        }
    };
    // Another instance may have found the receiver failing meanwhile.
    if health.retry_at > now() {
        return;
    }
    let Some(raw) = game.webhook_url.as_deref() else {
        return;
    };
    let host = egress::host_of(raw);
    let receiver = Receiver::Game(id);
    let events = match state.store.events_page(id, game.webhook_cursor, PAGE).await {
        Ok(events) => events,
        Err(error) => {
            tracing::warn!(game = id, "webhook of game {id}: {error}");
            return;
        }
    };
    let Some(end) = events.last().map(|e| e.seq) else {
        return;
    };
    // Checked again here: the URL may have been stored before these checks, and an IP
    // literal never reaches the resolver.
    let url = match egress::check(raw, state.config.webhook_allow_private, Purpose::Webhook) {
        Ok(url) => url,
        Err(reason) => {
            tracing::warn!(
                game = id,
                host = %host,
                "webhook of game {id} to {host}: not sent: {reason}"
            );
            // Nothing can be delivered there: skip these events, as after a final refusal.
            let problem = WebhookProblem::Address {
                words: StoredWords::of(&reason.words()),
                english: reason.to_string(),
                unsent: Unsent::Announcements,
            };
            note(state, receiver, raw, &health, &Outcome::Skipped(problem)).await;
            let _ = state
                .store
                .advance_webhook(id, game.webhook_cursor, end)
                .await;
            return;
        }
    };
    // The public position of the event before the first one read: announcements are
    // numbered as a spectator numbers events.
    let mut number = match state
        .store
        .public_events_through(id, game.webhook_cursor)
        .await
    {
        Ok(number) => number,
        Err(error) => {
            tracing::warn!(game = id, "webhook of game {id}: {error}");
            return;
        }
    };
    let target = Target {
        what: format!("game {id}"),
        host: &host,
        url: &url,
        secret: game.webhook_secret.as_deref(),
    };
    let mut health = health;
    let mut cursor = game.webhook_cursor;
    for event in events {
        if Audience::from_column(&event.audience) == Some(Audience::Public) {
            number += 1;
            if let Some(text) = games::announcement(&game.ruleset, &event.body) {
                let body = payload(&game.title, id, number, &text).to_string();
                let outcome = attempt(state, client, &target, &number.to_string(), &body).await;
                health = note(state, receiver, raw, &health, &outcome).await;
                if matches!(outcome, Outcome::Failed(_)) {
                    // The cursor stays: the announcement is tried again after the wait.
                    return;
                }
            }
        }
        match state.store.advance_webhook(id, cursor, event.seq).await {
            Ok(true) => cursor = event.seq,
            // Another instance delivers this game; leave it.
            _ => break,
        }
    }
}

/// A game's row and its receiver's health; none when the game is gone.
async fn game_and_health(
    state: &AppState,
    id: i64,
) -> Result<Option<(GameRow, Health)>, omerta_store::Error> {
    let Some(game) = state.store.game(id).await? else {
        return Ok(None);
    };
    let health = state
        .store
        .health(Receiver::Game(id))
        .await?
        .unwrap_or_default();
    Ok(Some((game, health)))
}

/// Where one game's announcements (or one followed thread's counts) go. Logs name the
/// game or follow and the host only: the URL's path or query may carry a token.
pub struct Target<'a> {
    /// "game 3", "follow 5": for logs.
    pub what: String,
    pub host: &'a str,
    pub url: &'a reqwest::Url,
    pub secret: Option<&'a str>,
}

/// What became of one attempt.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    Delivered,
    /// Refused for good (a 4xx, a redirect, an address that may not be called): the
    /// announcement is skipped, with why for the host (as data, worded when read).
    Skipped(WebhookProblem),
    /// Worth trying again later (no connection, no answer in time, a 5xx, a 429), with why
    /// for the host.
    Failed(WebhookProblem),
}

impl Outcome {
    /// The outcome as a metric's label.
    fn label(&self) -> &'static str {
        match self {
            Outcome::Delivered => "delivered",
            Outcome::Skipped(_) => "skipped",
            Outcome::Failed(_) => "failed",
        }
    }
}

/// Why a failed request failed, for logs: every cause, without the URL (reqwest puts it
/// in its messages).
fn reason(error: &reqwest::Error) -> String {
    let mut text = error.to_string();
    let mut cause = std::error::Error::source(error);
    while let Some(next) = cause {
        text.push_str(": ");
        text.push_str(&next.to_string());
        cause = next.source();
    }
    text
}

/// The innermost cause of a failed request ("Connection refused (os error 111)"): what
/// the host reads. No cause names an address.
fn innermost(error: &reqwest::Error) -> String {
    let mut text = error.to_string();
    let mut cause = std::error::Error::source(error);
    while let Some(next) = cause {
        text = next.to_string();
        cause = next.source();
    }
    text
}

/// Sends one announcement, once: its outcome, each failure a sentence for the host and a
/// warning in the log (with the host only, never the URL).
pub async fn attempt(
    state: &AppState,
    client: &reqwest::Client,
    target: &Target<'_>,
    number: &str,
    body: &str,
) -> Outcome {
    let (what, host) = (target.what.as_str(), target.host);
    let timestamp = now();
    let mut request = client
        .post(target.url.clone())
        .header("content-type", "application/json")
        .header("x-omerta-event", number)
        .header("x-omerta-timestamp", timestamp.to_string())
        .body(body.to_string());
    if let Some(secret) = target.secret {
        request = request.header("x-omerta-signature", signature(secret, timestamp, body));
    }
    match request.send().await {
        Ok(response) => {
            let outcome = answered(response.status(), number);
            if let Outcome::Skipped(problem) | Outcome::Failed(problem) = &outcome {
                tracing::warn!(what, host, "webhook of {what} to {host}: {problem}");
            }
            outcome
        }
        Err(error) => {
            let error = error.without_url();
            tracing::warn!(
                what,
                host,
                "webhook of {what} to {host}: event {number}: {}",
                reason(&error)
            );
            unanswered(&state.config, &error)
        }
    }
}

/// What a receiver's answer means.
fn answered(status: reqwest::StatusCode, number: &str) -> Outcome {
    if status.is_success() {
        Outcome::Delivered
    } else if status.is_redirection() {
        Outcome::Skipped(WebhookProblem::Redirect {
            number: number.to_owned(),
            status: status.to_string(),
        })
    } else if status.is_client_error() && status != reqwest::StatusCode::TOO_MANY_REQUESTS {
        Outcome::Skipped(WebhookProblem::Refused {
            number: number.to_owned(),
            status: status.to_string(),
        })
    } else {
        Outcome::Failed(WebhookProblem::Answered {
            status: status.to_string(),
        })
    }
}

/// What a request that got no answer means.
fn unanswered(config: &Config, error: &reqwest::Error) -> Outcome {
    if egress::is_refused(error) {
        return Outcome::Skipped(WebhookProblem::Resolved {
            reason: innermost(error),
        });
    }
    Outcome::Failed(if error.is_connect() && error.is_timeout() {
        WebhookProblem::Connect {
            millis: millis(config.webhook_connect_timeout),
        }
    } else if error.is_timeout() {
        WebhookProblem::Timeout {
            millis: millis(config.webhook_timeout),
        }
    } else {
        WebhookProblem::Unreachable {
            reason: innermost(error),
        }
    })
}

/// A wait in milliseconds, as a problem keeps it.
fn millis(duration: Duration) -> u64 {
    u64::try_from(duration.as_millis()).unwrap_or(u64::MAX)
}

/// How a receiver does after an attempt with this `outcome` at `now`: a delivery clears
/// everything; a refusal is told; a failure counts, and the next try waits
/// [`backoff`].
pub fn after(config: &Config, health: &Health, outcome: &Outcome, now: i64) -> Health {
    match outcome {
        Outcome::Delivered => Health::default(),
        Outcome::Skipped(problem) => Health {
            failures: 0,
            problem: Some(stored::encode(problem)),
            since: Some(now),
            retry_at: 0,
        },
        Outcome::Failed(problem) => {
            let failures = health.failures + 1;
            Health {
                failures,
                problem: Some(stored::encode(problem)),
                since: health.since.filter(|_| health.failures > 0).or(Some(now)),
                retry_at: now + backoff(config, failures),
            }
        }
    }
}

/// The wait in ms after the `failures`-th failure in a row: `webhook_backoff`, doubling,
/// at most `webhook_backoff_max`.
pub fn backoff(config: &Config, failures: i64) -> i64 {
    let first = config.webhook_backoff.as_millis() as i64;
    let most = config.webhook_backoff_max.as_millis() as i64;
    let doublings = (failures - 1).clamp(0, 40) as u32;
    first
        .max(1)
        .saturating_mul(2_i64.saturating_pow(doublings))
        .min(most)
}

/// Whether a receiver is parked: it failed `webhook_attempts` times in a row.
pub fn parked(config: &Config, health: &Health) -> bool {
    health.failures >= i64::from(config.webhook_attempts.max(1))
}

/// Records how the receiver at `url` does after an attempt (written only when it
/// changed); the new health.
pub async fn note(
    state: &AppState,
    receiver: Receiver,
    url: &str,
    health: &Health,
    outcome: &Outcome,
) -> Health {
    let next = after(&state.config, health, outcome, now());
    crate::metrics::webhook(&receiver, outcome.label());
    if parked(&state.config, &next) && !parked(&state.config, health) {
        crate::metrics::webhook(&receiver, "parked");
    }
    if next != *health {
        if let Err(error) = state.store.set_health(receiver, url, &next).await {
            tracing::warn!("webhook of {receiver:?}: recording how it does: {error}");
        }
    }
    next
}

/// How a receiver does, as its host reads it: the URL, whether it is parked, the failures
/// in a row, the last problem (a sentence), since when, and when it is tried next.
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct ReceiverHealth {
    pub url: Option<String>,
    /// Parked after failing too long: tried again only when the host changes it.
    pub parked: bool,
    /// Failed deliveries in a row.
    pub failures: i64,
    /// The last problem, in a sentence.
    pub problem: Option<String>,
    /// Failing since (ms since the epoch).
    pub since: Option<i64>,
    /// When the next delivery is tried (ms since the epoch), while failing.
    pub next_try: Option<i64>,
}

/// How a receiver does, its last problem worded in `lang` (the reader's).
pub fn health_json(
    config: &Config,
    url: Option<&str>,
    health: &Health,
    lang: Lang,
) -> ReceiverHealth {
    ReceiverHealth {
        url: url.map(str::to_string),
        parked: parked(config, health),
        failures: health.failures,
        problem: health
            .problem
            .as_deref()
            .map(|problem| WebhookProblem::read(problem, lang)),
        since: health.since,
        next_try: (health.failures > 0).then_some(health.retry_at),
    }
}

/// A game's webhook as its host reads it (`GET /api/games/{id}/webhook`).
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct WebhookView {
    /// The game.
    pub id: i64,
    /// The receiver's URL; null when the game has none.
    pub webhook: Option<String>,
    #[serde(flatten)]
    pub health: ReceiverHealth,
}

/// The game, if the caller is its host (or a site admin).
/// Only the host (or a site admin) reads or (`sets`) sets a game's webhook.
fn host_only(sets: bool) -> ApiError {
    let (does, id) = if sets {
        ("sets", i18n::id("refusal-webhook-host-sets"))
    } else {
        ("reads", i18n::id("refusal-webhook-host-reads"))
    };
    ApiError::worded(
        Kind::Forbidden,
        "forbidden",
        format!("only the host {does} a game's webhook"),
        id,
        [],
    )
}

/// An `invalid_webhook` refusal said in English and worded by `id` with `args`.
fn invalid_worded(
    english: String,
    id: &'static str,
    args: impl IntoIterator<Item = (&'static str, Arg)>,
) -> ApiError {
    ApiError::worded(Kind::Unprocessable, "invalid_webhook", english, id, args)
}

fn url_length() -> ApiError {
    invalid_worded(
        "a webhook URL is at most 2000 characters long".to_string(),
        i18n::id("refusal-webhook-url-length"),
        [("most", Arg::Number(2000))],
    )
}

fn secret_length() -> ApiError {
    invalid_worded(
        format!("a webhook secret is at most {SECRET_CHARS} characters long"),
        i18n::id("refusal-webhook-secret-length"),
        [("most", Arg::Number(SECRET_CHARS as i64))],
    )
}

fn secret_control() -> ApiError {
    invalid_worded(
        "a webhook secret may not contain control characters (such as NUL, a tab or a line break)"
            .to_string(),
        i18n::id("refusal-webhook-secret-control"),
        [],
    )
}

/// Every worded refusal of the webhooks, with sample arguments.
pub fn refusal_samples() -> Vec<ApiError> {
    vec![
        host_only(true),
        host_only(false),
        url_length(),
        secret_length(),
        secret_control(),
    ]
}

/// The game, when the caller is its host (or a site admin); `sets`: for a change.
async fn hosted(state: &AppState, caller: &Caller, id: i64, sets: bool) -> ApiResult<GameRow> {
    let account = caller.require()?;
    let row = state
        .store
        .game(id)
        .await?
        .ok_or_else(|| ApiError::no_game(id))?;
    if row.host != account.id && !account.admin {
        return Err(host_only(sets));
    }
    Ok(row)
}

/// The game's webhook and how its receiver does, as its host (or a site admin) reads it.
pub async fn read(
    state: &AppState,
    caller: &Caller,
    id: i64,
    lang: Lang,
) -> ApiResult<WebhookView> {
    hosted(state, caller, id, false).await?;
    webhook_json(state, id, lang).await
}

/// The host sets (or, with no URL, removes) the game's webhook; a new receiver starts
/// afresh. The webhook as the host now reads it.
pub async fn set(
    state: &AppState,
    caller: &Caller,
    id: i64,
    body: &WebhookBody,
    lang: Lang,
) -> ApiResult<WebhookView> {
    hosted(state, caller, id, true).await?;
    check_webhook(body, state.config.webhook_allow_private)?;
    state
        .store
        .set_webhook(id, body.url.as_deref(), body.secret.as_deref())
        .await?;
    state.webhooks.notify_one();
    webhook_json(state, id, lang).await
}

/// The game's webhook as its host reads it.
async fn webhook_json(state: &AppState, id: i64, lang: Lang) -> ApiResult<WebhookView> {
    let Some((game, health)) = game_and_health(state, id).await? else {
        return Err(ApiError::no_game(id));
    };
    Ok(WebhookView {
        id,
        health: health_json(&state.config, game.webhook_url.as_deref(), &health, lang),
        webhook: game.webhook_url,
    })
}

/// A webhook: where a game's public events are posted (Discord or Slack incoming-webhook
/// JSON, signed with HMAC-SHA256 of the body when a secret is set; docs/server/api.md).
#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct WebhookBody {
    /// The receiver's URL (at most 2000 characters; public addresses only unless the
    /// operator allows private ones); null removes the webhook.
    pub url: Option<String>,
    /// The signing secret (at most 200 characters, no control characters).
    #[serde(default)]
    pub secret: Option<String>,
}

/// The longest webhook secret, in characters.
const SECRET_CHARS: usize = 200;

/// Checks a webhook before it is stored: the URL with [`crate::egress::check_url`] (public
/// addresses only unless the operator allows private ones), the secret for its length and
/// for control characters (a NUL is refused by PostgreSQL).
pub fn check_webhook(body: &WebhookBody, allow_private: bool) -> ApiResult<()> {
    if let Some(url) = &body.url {
        if url.len() > 2000 {
            return Err(url_length());
        }
        crate::egress::check(url, allow_private, crate::egress::Purpose::Webhook)
            .map_err(|refused| refused.refusal("invalid_webhook"))?;
    }
    if let Some(secret) = &body.secret {
        if secret.chars().count() > SECRET_CHARS {
            return Err(secret_length());
        }
        if secret.chars().any(char::is_control) {
            return Err(secret_control());
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn config() -> Config {
        Config {
            webhook_backoff: Duration::from_millis(500),
            webhook_backoff_max: Duration::from_secs(3600),
            webhook_attempts: 5,
            ..Config::default()
        }
    }

    #[test]
    fn a_failing_receiver_waits_longer_and_longer_then_is_parked() {
        let config = config();
        let waits: Vec<i64> = (1..=5).map(|f| backoff(&config, f)).collect();
        assert_eq!(waits, [500, 1000, 2000, 4000, 8000]);
        assert_eq!(backoff(&config, 30), 3_600_000);
        assert_eq!(backoff(&config, i64::MAX), 3_600_000);
        let mut health = Health::default();
        let failed = Outcome::Failed(WebhookProblem::Answered {
            status: "503 Service Unavailable".into(),
        });
        for (i, at) in [1000, 2000, 3000, 4000, 5000].into_iter().enumerate() {
            assert!(!parked(&config, &health));
            health = after(&config, &health, &failed, at);
            assert_eq!(health.failures, i as i64 + 1);
            assert_eq!(health.since, Some(1000), "since the first failure");
            assert_eq!(health.retry_at, at + waits[i]);
        }
        assert!(parked(&config, &health));
        assert_eq!(
            after(&config, &health, &Outcome::Delivered, 9000),
            Health::default()
        );
        let skipped = after(
            &config,
            &health,
            &Outcome::Skipped(WebhookProblem::Refused {
                number: "3".into(),
                status: "410 Gone".into(),
            }),
            9000,
        );
        assert_eq!((skipped.failures, skipped.since), (0, Some(9000)));
        assert!(!parked(&config, &skipped));
        // Failures after a refusal count from their own start.
        let again = after(&config, &skipped, &failed, 9500);
        assert_eq!((again.failures, again.since), (1, Some(9500)));
    }

    #[test]
    fn answers_are_delivered_skipped_or_failed() {
        use reqwest::StatusCode;
        assert_eq!(answered(StatusCode::NO_CONTENT, "3"), Outcome::Delivered);
        for (status, skipped) in [
            (StatusCode::FOUND, true),
            (StatusCode::NOT_FOUND, true),
            (StatusCode::TOO_MANY_REQUESTS, false),
            (StatusCode::BAD_GATEWAY, false),
        ] {
            let outcome = answered(status, "3");
            assert_eq!(matches!(outcome, Outcome::Skipped(_)), skipped, "{status}");
            assert_eq!(matches!(outcome, Outcome::Failed(_)), !skipped, "{status}");
        }
    }

    #[test]
    fn slots_are_shared_out_per_account_and_failing_receivers_get_half() {
        let config = Config {
            webhook_concurrency: 4,
            webhooks_per_account: 2,
            ..Config::default()
        };
        let slots = Arc::new(Slots::new(&config));
        let a1 = Slots::take(&slots, 1, true).expect("a slot");
        let a2 = Slots::take(&slots, 2, true).expect("a slot");
        // Half the slots are failing receivers': no third.
        assert!(Slots::take(&slots, 3, true).is_none());
        let b1 = Slots::take(&slots, 1, false).expect("a slot");
        // Account 1 has its two.
        assert!(Slots::take(&slots, 1, false).is_none());
        let c = Slots::take(&slots, 3, false).expect("a slot");
        // All four are taken.
        assert!(Slots::take(&slots, 4, false).is_none());
        drop((a1, b1));
        assert!(Slots::take(&slots, 1, false).is_some());
        drop((a2, c));
        let taken = slots.taken.lock().unwrap();
        assert_eq!((taken.all, taken.failing), (0, 0));
        assert!(taken.by_account.is_empty());
    }
}
