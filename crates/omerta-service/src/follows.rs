//! Followed forum threads (`docs/forum/follow.md`): a host follows a thread on an outside
//! forum; the server fetches it on a schedule or when the host asks (`follow_worker.rs`),
//! keeps the votes with a link to each vote's post, and posts the BBCode count to the
//! follow's webhook when it changes. Here: the API and the checks of what a host sends.

use crate::auth::Caller;
use crate::egress::{self, Purpose};
use crate::error::{ApiError, ApiResult, Arg, Kind};
use crate::webhooks::{check_webhook, WebhookBody};
use crate::{now, AppState};
use omerta_forum_import::{Site, Zone};
use omerta_i18n as i18n;
use omerta_i18n::Lang;
use omerta_store::{FollowRow, FollowSettings};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use serde_json::{json, Map, Value};

/// A forum is someone's server: no thread is fetched more often than this.
pub const MIN_EVERY_MINUTES: i64 = 5;
pub const DEFAULT_EVERY_MINUTES: i64 = 15;
/// A week: a follow fetched less often than that is forgotten more than followed.
pub const MAX_EVERY_MINUTES: i64 = 7 * 24 * 60;
const MAX_TITLE_CHARS: usize = 200;
/// The threads one host may follow (site admins are not limited): each is fetched every
/// few minutes, and the server is no crawler.
pub const MAX_FOLLOWS: usize = 50;
const MAX_URL_CHARS: usize = 2000;
const FORMAT: &str = "omerta-forum/1";

/// What a host sends to follow a thread (`POST /api/follows`) or to change a follow
/// (`PUT /api/follows/{id}`).
#[derive(Clone, Debug, Default, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct FollowBody {
    /// At most 200 characters.
    #[schemars(length(max = 200))]
    pub title: String,
    /// The thread's `http://` or `https://` address (public addresses only unless the
    /// server allows private ones).
    pub url: String,
    /// The forum engine (`xenforo`, `phpbb`, `vbulletin`, `discourse`); none: recognised
    /// from the first page.
    #[serde(default)]
    pub site: Option<String>,
    /// The zone of times the pages show without one (XenForo 1): `+01:00`, `UTC`.
    #[serde(default)]
    pub zone: Option<String>,
    /// The host's `omerta-forum/1` settings (game, players, events…); its posts are the
    /// thread's, read by the server.
    #[serde(default)]
    pub document: Option<Value>,
    /// How often the thread is fetched, from 5 minutes to a week (10080); absent: 15.
    #[serde(default)]
    pub every_minutes: Option<i64>,
    /// Where each new count is posted (a Discord or Slack incoming webhook).
    #[serde(default)]
    pub webhook_url: Option<String>,
    /// On a change: a new secret; absent or empty, the stored one stays (issue 27: saving
    /// the settings without it turned signing off).
    #[serde(default)]
    pub webhook_secret: Option<String>,
    /// On a change: remove the stored secret (deliveries go unsigned from then on).
    #[serde(default)]
    pub remove_webhook_secret: bool,
}

fn invalid(message: impl Into<String>) -> ApiError {
    ApiError::new(Kind::Unprocessable, "invalid_follow", message)
}

/// An `invalid_follow` refusal said in English and worded by `id` with `args`.
fn invalid_worded(
    english: String,
    id: &'static str,
    args: impl IntoIterator<Item = (&'static str, Arg)>,
) -> ApiError {
    ApiError::worded(Kind::Unprocessable, "invalid_follow", english, id, args)
}

fn title_length() -> ApiError {
    invalid_worded(
        format!("a follow's title is 1 to {MAX_TITLE_CHARS} characters long"),
        i18n::id("refusal-follow-title-length"),
        [("most", Arg::Number(MAX_TITLE_CHARS as i64))],
    )
}

fn title_control() -> ApiError {
    invalid_worded(
        "a follow's title may not contain control characters (such as a line break)".into(),
        i18n::id("refusal-follow-title-control"),
        [],
    )
}

fn url_length() -> ApiError {
    invalid_worded(
        format!("a thread address is at most {MAX_URL_CHARS} characters long"),
        i18n::id("refusal-follow-url-length"),
        [("most", Arg::Number(MAX_URL_CHARS as i64))],
    )
}

fn unknown_engine(key: &str) -> ApiError {
    invalid_worded(
        format!(
            "\"{key}\" is not a forum engine omerta reads: xenforo, phpbb, \
             vbulletin or discourse (or none, to recognise it from the page)"
        ),
        i18n::id("refusal-follow-unknown-engine"),
        [("key", Arg::from(key))],
    )
}

fn every_range(minutes: i64) -> ApiError {
    invalid_worded(
        format!(
            "every_minutes is how often the thread is fetched: at least {MIN_EVERY_MINUTES} \
             minutes (a forum is someone's server) and at most {MAX_EVERY_MINUTES} (a week), \
             not {minutes}"
        ),
        i18n::id("refusal-follow-every-range"),
        [
            ("least", Arg::Number(MIN_EVERY_MINUTES)),
            ("most", Arg::Number(MAX_EVERY_MINUTES)),
            ("given", Arg::Text(minutes.to_string())),
        ],
    )
}

fn too_many_follows() -> ApiError {
    ApiError::worded(
        Kind::TooMany,
        "too_many_follows",
        format!(
            "you follow {MAX_FOLLOWS} threads, the most one host may: stop following \
             one first"
        ),
        i18n::id("refusal-follow-too-many"),
        [("most", Arg::Number(MAX_FOLLOWS as i64))],
    )
}

fn no_follow(id: i64) -> ApiError {
    ApiError::worded(
        Kind::NotFound,
        "not_found",
        format!("there is no follow {id}"),
        i18n::id("refusal-follow-not-found"),
        [("id", Arg::Text(id.to_string()))],
    )
}

fn host_only() -> ApiError {
    ApiError::worded(
        Kind::Forbidden,
        "forbidden",
        "only the host who follows this thread sees and changes it",
        i18n::id("refusal-follow-host-only"),
        [],
    )
}

/// A document that is not an object.
fn document_not_object(given: &Value) -> ApiError {
    let kind = match given {
        Value::Null => i18n::id("refusal-follow-kind-null"),
        Value::Bool(_) => i18n::id("refusal-follow-kind-bool"),
        Value::Number(_) => i18n::id("refusal-follow-kind-number"),
        Value::String(_) => i18n::id("refusal-follow-kind-string"),
        Value::Array(_) => i18n::id("refusal-follow-kind-list"),
        Value::Object(_) => i18n::id("refusal-follow-kind-object"),
    };
    invalid_worded(
        format!(
            "the document is an {FORMAT} object ({{\"game\": …, \"players\": […]}}), not {}",
            kind_of(given)
        ),
        i18n::id("refusal-follow-document-not-object"),
        [("format", Arg::from(FORMAT)), ("kind", Arg::Message(kind))],
    )
}

/// A document of another format.
fn document_format(given: &Value) -> ApiError {
    invalid_worded(
        format!("the document's \"format\" is {given}, not \"{FORMAT}\""),
        i18n::id("refusal-follow-document-format"),
        [
            ("given", Arg::Text(given.to_string())),
            ("format", Arg::from(FORMAT)),
        ],
    )
}

/// The follow form's document, when it is not JSON: why, by serde's category, where (its
/// line and column), and serde's own detail (its English) as a technical detail.
pub fn document_not_json(error: &serde_json::Error) -> ApiError {
    let english = format!("the document is not JSON ({error})");
    let text = error.to_string();
    let at = format!(" at line {} column {}", error.line(), error.column());
    let Some(detail) = text.strip_suffix(&at) else {
        return invalid(english);
    };
    let id = match error.classify() {
        serde_json::error::Category::Eof => i18n::id("refusal-follow-document-ends-early"),
        _ => i18n::id("refusal-follow-document-not-json"),
    };
    invalid_worded(
        english,
        id,
        [
            ("detail", Arg::Text(detail.to_owned())),
            ("line", Arg::Text(error.line().to_string())),
            ("column", Arg::Text(error.column().to_string())),
        ],
    )
}

/// The follow form's "every" when it is not a whole number.
pub fn every_not_a_number(text: &str) -> ApiError {
    invalid_worded(
        format!("how often to fetch is a whole number of minutes, not \"{text}\""),
        i18n::id("refusal-follow-every-not-a-number"),
        [("text", Arg::from(text))],
    )
}

/// A zone the follow form refuses, and how to write one (omerta-forum-import's
/// `ZoneError`, its English as it is; area `threads`).
pub fn zone_refused(error: &omerta_forum_import::ZoneError) -> ApiError {
    invalid_worded(
        error.to_string(),
        i18n::id("threads-zone"),
        [("text", Arg::from(error.text.as_str()))],
    )
}

/// Every worded refusal of the follows, with sample arguments.
pub fn refusal_samples() -> Vec<ApiError> {
    let mut all = vec![
        title_length(),
        title_control(),
        url_length(),
        unknown_engine("smf"),
        every_range(1),
        too_many_follows(),
        no_follow(3),
        host_only(),
        document_format(&json!("omerta-pro/1")),
        every_not_a_number("often"),
        zone_refused(&omerta_forum_import::ZoneError {
            text: "Europe/Moscow".into(),
        }),
    ];
    for given in [
        json!(null),
        json!(true),
        json!(3),
        json!("x"),
        json!([]),
        json!({}),
    ] {
        all.push(document_not_object(&given));
    }
    for text in ["{\"game\": nope}", "{\"game\": "] {
        if let Err(error) = serde_json::from_str::<Value>(text) {
            all.push(document_not_json(&error));
        }
    }
    all
}

/// The settings a body asks for, checked: each refusal is a sentence for the host.
pub fn check_settings(state: &AppState, body: &FollowBody) -> ApiResult<FollowSettings> {
    let title = body.title.trim();
    if title.is_empty() || title.chars().count() > MAX_TITLE_CHARS {
        return Err(title_length());
    }
    if title.chars().any(char::is_control) {
        return Err(title_control());
    }
    let url = body.url.trim();
    if url.len() > MAX_URL_CHARS {
        return Err(url_length());
    }
    egress::check(url, state.config.follow_allow_private, Purpose::Thread)
        .map_err(|refused| refused.refusal("invalid_follow"))?;
    let site = match body
        .site
        .as_deref()
        .map(str::trim)
        .filter(|s| !s.is_empty())
    {
        None => None,
        Some(key) => Some(
            Site::from_key(key)
                .ok_or_else(|| unknown_engine(key))?
                .key()
                .to_owned(),
        ),
    };
    let zone = match body
        .zone
        .as_deref()
        .map(str::trim)
        .filter(|z| !z.is_empty())
    {
        None => None,
        Some(text) => Some(Zone::read(text).map_err(|e| zone_refused(&e))?.rfc3339()),
    };
    let minutes = body.every_minutes.unwrap_or(DEFAULT_EVERY_MINUTES);
    if !(MIN_EVERY_MINUTES..=MAX_EVERY_MINUTES).contains(&minutes) {
        return Err(every_range(minutes));
    }
    let webhook_url = body
        .webhook_url
        .as_deref()
        .map(str::trim)
        .filter(|u| !u.is_empty());
    let webhook_secret = body.webhook_secret.as_deref().filter(|s| !s.is_empty());
    let webhook = WebhookBody {
        url: webhook_url.map(str::to_owned),
        secret: webhook_secret.map(str::to_owned),
    };
    check_webhook(&webhook, state.config.webhook_allow_private)?;
    Ok(FollowSettings {
        title: title.to_owned(),
        url: url.to_owned(),
        site,
        zone,
        every_ms: minutes * 60_000,
        webhook_url: webhook.url,
        webhook_secret: webhook.secret,
    })
}

/// The host's document with the thread's posts (`posts`, from the stored document): the
/// host sets everything but the posts, which are the forum's.
pub fn host_document(given: &Value, stored_posts: Value) -> ApiResult<String> {
    let Some(object) = given.as_object() else {
        return Err(document_not_object(given));
    };
    match object.get("format") {
        None => {}
        Some(Value::String(f)) if f == FORMAT => {}
        Some(other) => return Err(document_format(other)),
    }
    let mut document: Map<String, Value> = object.clone();
    document.insert("format".into(), json!(FORMAT));
    document.insert("posts".into(), stored_posts);
    Ok(Value::Object(document).to_string())
}

fn kind_of(value: &Value) -> &'static str {
    match value {
        Value::Null => "null",
        Value::Bool(_) => "true or false",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "a list",
        Value::Object(_) => "an object",
    }
}

/// A new follow's document: the host's settings, or an empty thread.
fn first_document(body: &FollowBody) -> ApiResult<String> {
    match &body.document {
        Some(given) => host_document(given, json!([])),
        None => Ok(json!({"format": FORMAT, "posts": []}).to_string()),
    }
}

/// Checks and stores a new follow, due at once; the worker is woken.
pub async fn create(
    state: &AppState,
    host: &omerta_store::Account,
    body: &FollowBody,
) -> ApiResult<i64> {
    let settings = check_settings(state, body)?;
    if !host.admin && state.store.follows_of(host.id).await?.len() >= MAX_FOLLOWS {
        return Err(too_many_follows());
    }
    let host = host.id;
    let document = first_document(body)?;
    let id = state
        .store
        .create_follow(host, &settings, &document, now())
        .await?;
    state.follows.notify_one();
    Ok(id)
}

/// The follow, if the caller is its host (or a site admin).
pub async fn load(state: &AppState, caller: &Caller, id: i64) -> ApiResult<FollowRow> {
    let account = caller.require()?;
    let row = state.store.follow(id).await?.ok_or_else(|| no_follow(id))?;
    if row.host != account.id && !account.admin {
        return Err(host_only());
    }
    Ok(row)
}

/// What a list shows of a follow.
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct FollowSummary {
    pub id: i64,
    pub title: String,
    /// The thread's first page.
    pub url: String,
    /// The forum engine (`phpbb`, `xenforo`, `invision`, `mybb`), if named; otherwise
    /// known from the pages.
    pub site: Option<String>,
    /// The zone of times the pages show without one (XenForo 1): `+01:00`, `UTC`.
    pub zone: Option<String>,
    pub every_minutes: i64,
    /// When the thread is fetched next (ms since the epoch).
    pub next_fetch_at: i64,
    /// When it was last fetched, if ever.
    pub fetched_at: Option<i64>,
    /// Posts read so far.
    pub posts: i64,
    /// The last fetch's problem, in a sentence; null when it went well.
    pub error: Option<String>,
    /// Failed fetches in a row.
    pub failures: i64,
    /// Whether webhook deliveries are signed (the secret itself is never shown).
    pub signed: bool,
}

/// A follow's summary, its last fetch's problem worded in `lang` (the reader's).
pub fn summary(row: &FollowRow, lang: Lang) -> FollowSummary {
    FollowSummary {
        id: row.id,
        title: row.title.clone(),
        url: row.url.clone(),
        site: row.site.clone(),
        zone: row.zone.clone(),
        every_minutes: row.every_ms / 60_000,
        next_fetch_at: row.next_fetch_at,
        fetched_at: row.fetched_at,
        posts: row.posts,
        error: row
            .error
            .as_deref()
            .map(|error| crate::stored::FollowProblem::read(error, lang)),
        failures: row.fetch_failures,
        signed: row.webhook_secret.is_some(),
    }
}

/// A vote read from a followed thread.
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct FollowVoteView {
    /// The post's id on the forum.
    pub post: i64,
    pub post_url: Option<String>,
    pub voter: String,
    pub target: String,
    /// `vote` or `unvote`.
    pub kind: String,
    /// When it was posted, as the forum says.
    pub at: String,
    /// Whether the count took it (a vote the rules refuse is listed, not counted).
    pub counted: bool,
}

/// A follow as its host reads it (`GET /api/follows/{id}`).
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct FollowView {
    #[serde(flatten)]
    pub summary: FollowSummary,
    pub webhook_url: Option<String>,
    /// How the webhook's receiver does.
    pub webhook: crate::webhooks::ReceiverHealth,
    pub last_post_id: Option<i64>,
    /// The page fetched last.
    pub page_url: Option<String>,
    /// The vote count as BBCode, once counted.
    pub bbcode: Option<String>,
    /// Whether the last count reached the webhook.
    pub delivered: bool,
    /// The host's `omerta-forum/1` settings without the posts (see
    /// `/api/schemas/omerta-forum-1.json`); null when none.
    pub document: Option<Value>,
    pub votes: Vec<FollowVoteView>,
}

/// A follow as the API shows it: settings, the last fetch, the count, how its webhook's
/// receiver does, the votes, and the host's document without its posts.
pub async fn follow_json(state: &AppState, row: &FollowRow, lang: Lang) -> ApiResult<FollowView> {
    let votes = state.store.follow_votes(row.id).await?;
    // The host's part only: the posts (megabytes, perhaps) stay in the database.
    let document = state
        .store
        .follow_settings_document(row.id)
        .await?
        .and_then(|text| serde_json::from_str::<Value>(&text).ok());
    let health = state
        .store
        .health(omerta_store::Receiver::Follow(row.id))
        .await?
        .unwrap_or_default();
    Ok(FollowView {
        summary: summary(row, lang),
        webhook_url: row.webhook_url.clone(),
        webhook: crate::webhooks::health_json(
            &state.config,
            row.webhook_url.as_deref(),
            &health,
            lang,
        ),
        last_post_id: row.last_post_id,
        page_url: row.page_url.clone(),
        bbcode: row.bbcode.clone(),
        delivered: row.pending.is_none(),
        document: document.filter(|d| !d.is_null()),
        votes: votes
            .iter()
            .map(|v| FollowVoteView {
                post: v.post_id,
                post_url: v.post_url.clone(),
                voter: v.voter.clone(),
                target: v.target.clone(),
                kind: v.kind.clone(),
                at: v.at.clone(),
                counted: v.counted,
            })
            .collect(),
    })
}

/// Checks and stores new settings (and the host's document, when given, with the stored
/// posts kept); the follow is fetched and counted again at once.
pub async fn update(
    state: &AppState,
    caller: &Caller,
    id: i64,
    body: &FollowBody,
) -> ApiResult<()> {
    let row = load(state, caller, id).await?;
    let settings = check_settings(state, &kept_secret(body, &row))?;
    // The stored posts are put back by the database: they never come here.
    let document = match &body.document {
        Some(given) => Some(host_document(given, json!([]))?),
        None => None,
    };
    state
        .store
        .update_follow(id, &settings, document.as_deref(), now())
        .await?;
    state.follows.notify_one();
    Ok(())
}

/// A change's settings with the stored webhook secret where the change gives none: a
/// secret stays until it is changed or removed on purpose (`remove_webhook_secret`), or the
/// webhook itself is removed.
fn kept_secret(body: &FollowBody, row: &FollowRow) -> FollowBody {
    let given = body
        .webhook_secret
        .as_deref()
        .is_some_and(|s| !s.is_empty());
    let has_webhook = body
        .webhook_url
        .as_deref()
        .is_some_and(|u| !u.trim().is_empty());
    let mut body = body.clone();
    if !given && !body.remove_webhook_secret && has_webhook {
        body.webhook_secret = row.webhook_secret.clone();
    }
    body
}

/// Stops following a thread: the follow, its document and its votes are deleted (a
/// fetch under way finds it gone and writes nothing).
pub async fn stop(state: &AppState, caller: &Caller, id: i64) -> ApiResult<()> {
    load(state, caller, id).await?;
    state.store.delete_follow(id).await?;
    Ok(())
}

/// Makes a follow due now, or as soon after its last fetch as a host may ask: when it is
/// fetched next.
pub async fn fetch_now(state: &AppState, caller: &Caller, id: i64) -> ApiResult<i64> {
    let row = load(state, caller, id).await?;
    let at = fetch_now_at(&state.config, &row, now());
    state.store.follow_due_now(id, at).await?;
    state.follows.notify_one();
    Ok(at)
}

/// When a host's "Fetch now" at `now` fetches the follow: now, but no sooner than the gap
/// after its last fetch, and never later than it was due anyway.
fn fetch_now_at(config: &crate::Config, row: &FollowRow, now: i64) -> i64 {
    let gap = config.follow_fetch_now_gap.as_millis() as i64;
    let allowed = row.fetched_at.map_or(now, |last| now.max(last + gap));
    allowed.min(row.next_fetch_at)
}

/// The threads an account follows.
pub async fn list(state: &AppState, account: i64) -> ApiResult<Vec<FollowRow>> {
    Ok(state.store.follows_of(account).await?)
}
