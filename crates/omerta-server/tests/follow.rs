//! Followed forum threads, end to end: a forum on 127.0.0.1 started here serves the real
//! saved vBulletin 4 page (with bold votes written into its real posts, and a second page
//! made from it later), a webhook receiver started here records what it is sent; on SQLite
//! and PostgreSQL. The first fetch imports the page and records the votes with their posts'
//! addresses; a new page later adds votes and the count is delivered only when it changed;
//! a lock and a hammer are delivered as such; a login page, a 404, a 403 and a page of no
//! forum leave sentences for the host; loopback is refused without `follow_allow_private`;
//! hostile settings are refused with sentences.

mod common;

use axum::http::{HeaderMap, Uri};
use axum::routing::any;
use common::{each_backend, escaped, form, serve_with, Client, Server};
use omerta_server::Config;
use omerta_store::FollowRow;
use reqwest::StatusCode;
use serde_json::{json, Value};
use std::collections::HashMap;
use std::path::Path;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

const THREAD: &str = "/showthread.php/9687-Legendary-military-columnist-author-Bob-Dorr-dies-at-76";
const HTML: &str = "text/html; charset=utf-8";

fn fixture(path: &str) -> String {
    let full = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../omerta-forum-import/tests/fixtures")
        .join(path);
    String::from_utf8(std::fs::read(full).expect("the fixture exists")).expect("UTF-8")
}

/// The server's settings: the forum and the receiver listen on 127.0.0.1, pages come
/// without a pause, retries come quickly.
fn local() -> Config {
    Config {
        follow_allow_private: true,
        follow_delay: Duration::ZERO,
        webhook_allow_private: true,
        webhook_backoff: Duration::from_millis(20),
        follow_fetch_now_gap: Duration::ZERO,
        ..Config::default()
    }
}

/// A forum on a loopback port: each path (with its query) answers what the test sets;
/// every request is recorded.
#[derive(Clone, Default)]
struct Forum {
    base: String,
    pages: Arc<Mutex<HashMap<String, (u16, String)>>>,
    asked: Arc<Mutex<Vec<String>>>,
}

impl Forum {
    async fn start() -> Forum {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let forum = Forum {
            base: format!("http://{}", listener.local_addr().unwrap()),
            ..Forum::default()
        };
        let (pages, asked) = (forum.pages.clone(), forum.asked.clone());
        let app = axum::Router::new().fallback(any(move |uri: Uri| {
            let (pages, asked) = (pages.clone(), asked.clone());
            async move {
                let target = uri.path_and_query().map_or("/", |p| p.as_str()).to_owned();
                asked.lock().unwrap().push(target.clone());
                let (status, body) = pages
                    .lock()
                    .unwrap()
                    .get(&target)
                    .cloned()
                    .unwrap_or((404, "<html><body>Not here</body></html>".into()));
                let mut response = axum::response::Response::new(axum::body::Body::from(body));
                *response.status_mut() = axum::http::StatusCode::from_u16(status).unwrap();
                response
                    .headers_mut()
                    .insert("content-type", HTML.parse().unwrap());
                response
            }
        }));
        tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
        forum
    }

    fn set(&self, path: &str, status: u16, body: String) {
        self.pages
            .lock()
            .unwrap()
            .insert(path.to_owned(), (status, body));
    }

    fn asked(&self) -> Vec<String> {
        std::mem::take(&mut *self.asked.lock().unwrap())
    }

    /// The real vBulletin 4 page, its `<base>` on this forum, with `votes` written at the
    /// top of the posts they name (post id, bold text), and a next link or none.
    fn page_one(&self, votes: &[(u64, &str)], next: bool) -> String {
        let mut page = fixture("vbulletin/vbulletin4-page.html").replace(
            "http://forums.militarytimes.com/",
            &format!("{}/", self.base),
        );
        for (post, text) in votes {
            page = with_vote(&page, *post, text);
        }
        if !next {
            page = page.replace("rel=\"next\"", "rel=\"nofollow\"");
        }
        page
    }

    /// Page 2, made from page 1 (the fixture has no real page 2): other post ids, numbers
    /// 11 to 20, no next link; `votes` by the new ids.
    fn page_two(&self, votes: &[(u64, &str)]) -> String {
        let mut page = self
            .page_one(&[], false)
            .replace("post_36", "post_46")
            .replace("post_message_36", "post_message_46");
        page = page.replace("?p=36", "?p=46").replace("#post36", "#post46");
        for n in 1..=10 {
            let counter = |n| format!("class=\"postcounter\">#{n}<");
            page = page.replace(&counter(n), &counter(n + 10));
        }
        for (post, text) in votes {
            page = with_vote(&page, *post, text);
        }
        page
    }
}

impl Forum {
    /// Page `n` of a long thread, made from page 1 as page 2 is (its own post ids and
    /// numbers), linking page `n + 1` unless it is the `last`, padded with a comment to
    /// `size` bytes.
    fn page_n(&self, n: usize, last: bool, size: usize) -> String {
        let mut page = self.page_one(&[], !last);
        if n > 1 {
            let prefix = 26 + 10 * n;
            page = page
                .replace("post_36", &format!("post_{prefix}"))
                .replace("post_message_36", &format!("post_message_{prefix}"))
                .replace("?p=36", &format!("?p={prefix}"))
                .replace("#post36", &format!("#post{prefix}"));
            for k in 1..=10 {
                let counter = |k| format!("class=\"postcounter\">#{k}<");
                page = page.replace(&counter(k), &counter(k + 10 * (n - 1)));
            }
        }
        page = page.replace("-76/page2\"", &format!("-76/page{}\"", n + 1));
        padded(&page, size)
    }
}

/// Where page `n` of the thread is (page 1 is the thread's own address).
fn page_path(n: usize) -> String {
    match n {
        1 => THREAD.to_owned(),
        n => format!("{THREAD}/page{n}"),
    }
}

/// `page` with a comment before `</body>` that makes it `size` bytes long.
fn padded(page: &str, size: usize) -> String {
    let fill = size.saturating_sub(page.len() + 9);
    page.replacen("</body>", &format!("<!--{}--></body>", "x".repeat(fill)), 1)
}

/// `text` in bold at the top of post `post`'s body.
fn with_vote(page: &str, post: u64, text: &str) -> String {
    let marker = format!("id=\"post_message_{post}\"");
    let start = page.find(&marker).unwrap_or_else(|| panic!("post {post}"));
    let open = "<blockquote class=\"postcontent restore \">";
    let at = start + page[start..].find(open).expect("the post's body") + open.len();
    format!("{}<b>{text}</b><br />{}", &page[..at], &page[at..])
}

/// One call a receiver saw.
#[derive(Clone, Debug)]
struct Call {
    headers: HeaderMap,
    body: Value,
}

/// A webhook receiver that answers 204 and records every call.
async fn receiver() -> (String, Arc<Mutex<Vec<Call>>>) {
    let calls: Arc<Mutex<Vec<Call>>> = Arc::default();
    let seen = calls.clone();
    let app = axum::Router::new().fallback(any(move |headers: HeaderMap, body: String| {
        let seen = seen.clone();
        async move {
            seen.lock().unwrap().push(Call {
                headers,
                body: serde_json::from_str(&body).unwrap_or(Value::Null),
            });
            axum::http::StatusCode::NO_CONTENT
        }
    }));
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
    (format!("http://{addr}/hook"), calls)
}

fn players() -> Value {
    json!([{"name": "Rainmaker"}, {"name": "Mjölnir"}, {"name": "sandsjames"},
           {"name": "giggawatt"}])
}

/// Waits until follow `id` has been fetched after `after` (and its count, if any,
/// delivered); its row.
async fn fetched(server: &Server, id: i64, after: Option<i64>) -> FollowRow {
    let start = Instant::now();
    while start.elapsed() < Duration::from_secs(20) {
        let row = server.state.store.follow(id).await.unwrap().unwrap();
        if row.fetched_at.is_some() && row.fetched_at > after && row.pending.is_none() {
            return row;
        }
        tokio::time::sleep(Duration::from_millis(30)).await;
    }
    panic!("follow {id} was not fetched");
}

/// Asks for a fetch now and waits for it.
async fn fetch_now(server: &Server, host: &Client, id: i64) -> FollowRow {
    let before = server
        .state
        .store
        .follow(id)
        .await
        .unwrap()
        .unwrap()
        .fetched_at;
    // Two fetches in one millisecond would look like one.
    tokio::time::sleep(Duration::from_millis(5)).await;
    let (status, body) = host
        .post(&format!("/api/follows/{id}/fetch"), json!({}))
        .await;
    assert_eq!(status, StatusCode::ACCEPTED, "{body}");
    fetched(server, id, before).await
}

async fn follow(host: &Client, body: Value) -> i64 {
    let (status, created) = host.post("/api/follows", body).await;
    assert_eq!(status, StatusCode::CREATED, "{created}");
    created["id"].as_i64().expect("an id")
}

#[tokio::test]
async fn a_followed_thread_is_counted_and_delivered_when_its_count_changes() {
    each_backend(|url| async move {
        let server = serve_with(&url, local()).await;
        let forum = Forum::start().await;
        let (hook, calls) = receiver().await;
        forum.set(
            THREAD,
            200,
            forum.page_one(
                &[(365267, "Vote: sandsjames"), (365268, "Vote: Rainmaker")],
                false,
            ),
        );
        let host = Client::sign_up(&server, "follower").await;
        let id = follow(
            &host,
            json!({"title": "Mafia on the board", "url": format!("{}{THREAD}", forum.base),
                   "document": {"game": {"day_hours": 100000}, "players": players()},
                   "webhook_url": hook, "webhook_secret": "s3cret"}),
        )
        .await;
        // The first fetch: page 1, its ten posts and two votes, each with its post.
        let row = fetched(&server, id, None).await;
        assert_eq!(row.error, None);
        assert_eq!(row.posts, 10);
        assert_eq!(row.site.as_deref(), Some("vbulletin"));
        assert_eq!(forum.asked(), [THREAD]);
        let (status, view) = host.get(&format!("/api/follows/{id}")).await;
        assert_eq!(status, StatusCode::OK, "{view}");
        let votes = view["votes"].as_array().unwrap();
        assert_eq!(votes.len(), 2, "{view}");
        assert_eq!(votes[0]["voter"], "Mjölnir");
        assert_eq!(votes[0]["target"], "sandsjames");
        assert_eq!(votes[0]["kind"], "vote");
        assert_eq!(votes[0]["counted"], true);
        assert_eq!(
            votes[0]["post_url"],
            format!("{}{THREAD}?p=365267&viewfull=1#post365267", forum.base)
        );
        assert_eq!(votes[1]["voter"], "sandsjames");
        let bbcode = row.bbcode.clone().expect("a count");
        assert!(
            bbcode.contains("[b]sandsjames[/b] (1): Mjölnir"),
            "{bbcode}"
        );
        assert!(view["document"]["players"].is_array());
        assert!(view["document"].get("posts").is_none());
        // Delivered once, signed, with the BBCode.
        let first = calls.lock().unwrap().clone();
        assert_eq!(first.len(), 1);
        assert_eq!(first[0].body["omerta"]["bbcode"], json!(bbcode));
        assert_eq!(first[0].body["omerta"]["moment"], "count");
        let timestamp: i64 = first[0].headers["x-omerta-timestamp"]
            .to_str()
            .unwrap()
            .parse()
            .unwrap();
        assert_eq!(
            first[0].headers["x-omerta-signature"].to_str().unwrap(),
            omerta_server::workers::signature("s3cret", timestamp, &first[0].body.to_string())
        );

        // Fetched again, nothing new: the same page, no delivery.
        let again = fetch_now(&server, &host, id).await;
        assert_eq!(again.posts, 10);
        assert_eq!(forum.asked(), [THREAD]);
        assert_eq!(calls.lock().unwrap().len(), 1);

        // Page 2 appears with a vote: fetched from the last page read onward.
        forum.set(
            THREAD,
            200,
            forum.page_one(
                &[(365267, "Vote: sandsjames"), (365268, "Vote: Rainmaker")],
                true,
            ),
        );
        forum.set(
            &format!("{THREAD}/page2"),
            200,
            forum.page_two(&[(467740, "Vote: sandsjames")]),
        );
        let row = fetch_now(&server, &host, id).await;
        assert_eq!(row.error, None);
        assert_eq!(row.posts, 20);
        assert_eq!(
            forum.asked(),
            [THREAD.to_owned(), format!("{THREAD}/page2")]
        );
        assert_eq!(
            row.page_url.as_deref(),
            Some(format!("{}{THREAD}/page2", forum.base).as_str())
        );
        let votes = server.state.store.follow_votes(id).await.unwrap();
        assert_eq!(votes.len(), 3);
        assert_eq!(votes[2].voter, "giggawatt");
        assert_eq!(
            votes[2].post_url.as_deref(),
            Some(format!("{}{THREAD}?p=467740&viewfull=1#post467740", forum.base).as_str())
        );
        let second = calls.lock().unwrap().clone();
        assert_eq!(second.len(), 2);
        let bbcode = second[1].body["omerta"]["bbcode"].as_str().unwrap();
        assert!(
            bbcode.contains("[b]sandsjames[/b] (2): Mjölnir, giggawatt"),
            "{bbcode}"
        );

        // Once more: only the last page is asked for; nothing changed, nothing sent.
        fetch_now(&server, &host, id).await;
        assert_eq!(forum.asked(), [format!("{THREAD}/page2")]);
        assert_eq!(calls.lock().unwrap().len(), 2);

        // The last page read is gone (posts deleted): the thread is read from its address.
        forum.set(&format!("{THREAD}/page2"), 404, String::new());
        forum.set(
            THREAD,
            200,
            forum.page_one(
                &[(365267, "Vote: sandsjames"), (365268, "Vote: Rainmaker")],
                false,
            ),
        );
        let row = fetch_now(&server, &host, id).await;
        assert_eq!(row.error, None);
        assert_eq!(
            forum.asked(),
            [format!("{THREAD}/page2"), THREAD.to_owned()]
        );
        assert_eq!(
            row.page_url.as_deref(),
            Some(format!("{}{THREAD}", forum.base).as_str())
        );

        // A new webhook receives the current count; the settings keep the document.
        let (hook2, calls2) = receiver().await;
        let before = server
            .state
            .store
            .follow(id)
            .await
            .unwrap()
            .unwrap()
            .fetched_at;
        let (status, view) = host
            .send(
                reqwest::Method::PUT,
                &format!("/api/follows/{id}"),
                Some(json!({"title": "Mafia on the board",
                            "url": format!("{}{THREAD}", forum.base), "webhook_url": hook2})),
            )
            .await;
        assert_eq!(status, StatusCode::OK, "{view}");
        assert!(view["document"]["players"].is_array(), "{view}");
        fetched(&server, id, before).await;
        let delivered = calls2.lock().unwrap().clone();
        assert_eq!(delivered.len(), 1);
        assert_eq!(
            delivered[0].body["omerta"]["bbcode"],
            second[1].body["omerta"]["bbcode"]
        );
        assert_eq!(calls.lock().unwrap().len(), 2);
    })
    .await;
}

#[tokio::test]
async fn a_lock_and_a_hammer_are_delivered_as_such() {
    each_backend(|url| async move {
        let server = serve_with(&url, local()).await;
        let forum = Forum::start().await;
        let (hook, calls) = receiver().await;
        // Four players, a majority of 3, a lock at 4: everyone votes sandsjames, who votes
        // last.
        forum.set(
            THREAD,
            200,
            forum.page_one(
                &[
                    (365267, "Vote: sandsjames"),
                    (365272, "Vote: sandsjames"),
                    (367740, "Vote: sandsjames"),
                    (367742, "Vote: sandsjames"),
                ],
                false,
            ),
        );
        let host = Client::sign_up(&server, "locker").await;
        let thread = format!("{}{THREAD}", forum.base);
        let locked = follow(
            &host,
            json!({"title": "Locked", "url": thread, "webhook_url": hook,
                   "document": {"game": {"day_hours": 100000}, "players": players()}}),
        )
        .await;
        let row = fetched(&server, locked, None).await;
        assert!(
            row.bbcode.as_deref().unwrap().contains("LOCKED"),
            "{:?}",
            row.bbcode
        );
        let hammered = follow(
            &host,
            json!({"title": "Hammered", "url": thread, "webhook_url": hook,
                   "document": {"game": {"day_hours": 100000, "lynch": {"hammer": true}},
                                "players": players()}}),
        )
        .await;
        let row = fetched(&server, hammered, None).await;
        assert!(
            row.bbcode.as_deref().unwrap().contains("was hammered"),
            "{:?}",
            row.bbcode
        );
        // After the hammer, the last vote does not count; the history says so.
        let votes = server.state.store.follow_votes(hammered).await.unwrap();
        assert_eq!(
            votes.iter().map(|v| v.counted).collect::<Vec<_>>(),
            [true, true, true, false]
        );
        let calls = calls.lock().unwrap().clone();
        let moments: Vec<&Value> = calls.iter().map(|c| &c.body["omerta"]["moment"]).collect();
        assert_eq!(moments, [&json!("lock"), &json!("hammer")]);
        assert!(calls[1].body["content"]
            .as_str()
            .unwrap()
            .contains("a hammer"));
    })
    .await;
}

#[tokio::test]
async fn what_goes_wrong_is_a_sentence_for_the_host() {
    each_backend(|url| async move {
        let server = serve_with(&url, local()).await;
        let forum = Forum::start().await;
        forum.set(
            "/login",
            200,
            "<html><body><form><input type=\"password\" name=\"p\"></form> You must be \
             registered and logged in <div id=\"post_message_1\"></div></body></html>"
                .into(),
        );
        forum.set("/members", 403, "<html>no</html>".into());
        forum.set(
            "/plain",
            200,
            "<html><body><p>A page of no forum.</p></body></html>".into(),
        );
        let host = Client::sign_up(&server, "unlucky").await;
        let cases = [
            ("/login", "is a login page, not the thread"),
            ("/gone", "the forum answered 404 Not Found"),
            (
                "/members",
                "403 Forbidden: the thread is shown only to members",
            ),
            (
                "/plain",
                "does not look like a XenForo, phpBB, vBulletin or Discourse thread",
            ),
        ];
        for (path, words) in cases {
            let id = follow(
                &host,
                json!({"title": path, "url": format!("{}{path}", forum.base)}),
            )
            .await;
            let row = fetched(&server, id, None).await;
            // Stored as data beside its English (issue 30), said in English here.
            let stored = row.error.unwrap_or_default();
            assert!(stored.contains(words), "{path}: {stored}");
            let (_, view) = host.get(&format!("/api/follows/{id}")).await;
            let error = view["error"].as_str().unwrap_or_default();
            assert!(error.contains(words), "{path}: {error}");
            assert!(error.starts_with(char::is_uppercase), "{error}");
        }
        // A thread read but not counted yet (no players): said as well.
        forum.set(THREAD, 200, forum.page_one(&[], false));
        let id = follow(
            &host,
            json!({"title": "no players", "url": format!("{}{THREAD}", forum.base)}),
        )
        .await;
        let row = fetched(&server, id, None).await;
        assert_eq!(row.posts, 10);
        assert!(
            row.error
                .as_deref()
                .unwrap_or("")
                .contains("cannot be counted yet"),
            "{:?}",
            row.error
        );
    })
    .await;
}

#[tokio::test]
async fn loopback_is_refused_without_the_setting() {
    each_backend(|url| async move {
        let server = serve_with(&url, Config::default()).await;
        let host = Client::sign_up(&server, "careful").await;
        for (raw, words) in [
            ("http://127.0.0.1:9/t", "a loopback address"),
            ("http://10.1.2.3/t", "a private address"),
            ("http://localhost:9/t", "localhost"),
            ("http://[::1]/t", "a loopback address"),
        ] {
            let (status, body) = host
                .post("/api/follows", json!({"title": "t", "url": raw}))
                .await;
            assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{raw}: {body}");
            let message = body["error"]["message"].as_str().unwrap();
            assert!(message.contains(words), "{raw}: {message}");
            assert!(
                message.contains("omerta follows threads on public internet addresses only"),
                "{message}"
            );
        }
    })
    .await;
}

#[tokio::test]
async fn hostile_settings_are_refused_with_sentences() {
    each_backend(|url| async move {
        let server = serve_with(&url, local()).await;
        let host = Client::sign_up(&server, "hostile").await;
        let ok = |extra: Value| {
            let mut body = json!({"title": "t", "url": "https://forum.example/t/1"});
            for (k, v) in extra.as_object().unwrap() {
                body[k] = v.clone();
            }
            body
        };
        let cases = [
            (json!({"url": "file:///etc/passwd"}), "not file:"),
            (json!({"url": "ftp://forum.example/t"}), "not ftp:"),
            (json!({"url": "not an address"}), "spaces"),
            (
                json!({"url": "https://u:p@forum.example/t"}),
                "user name or password",
            ),
            (json!({"every_minutes": 0}), "at least 5 minutes"),
            (json!({"every_minutes": -3}), "at least 5 minutes"),
            (json!({"every_minutes": 99999999}), "at most 10080"),
            (json!({"title": "  "}), "title is 1 to 200 characters"),
            (json!({"title": "a\nb"}), "control characters"),
            (json!({"site": "mybb"}), "not a forum engine omerta reads"),
            (json!({"document": [1, 2]}), "not a list"),
            (
                json!({"document": {"format": "omerta-pro/1"}}),
                "not \"omerta-forum/1\"",
            ),
            (
                json!({"webhook_url": "gopher://x.example/"}),
                "http:// or https://",
            ),
        ];
        for (extra, words) in cases {
            let (status, body) = host.post("/api/follows", ok(extra.clone())).await;
            assert!(status.is_client_error(), "{extra}: {status} {body}");
            let message = body["error"]["message"].as_str().unwrap_or("");
            assert!(message.contains(words), "{extra}: {message}");
        }
        // A huge document is refused by the body limit, as a JSON error.
        let huge = json!({"players": [{"name": "x".repeat(200_000)}]});
        let (status, body) = host
            .post("/api/follows", ok(json!({"document": huge})))
            .await;
        assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE, "{body}");
        assert!(body["error"]["message"].is_string());
        // Another account sees nobody's follow; nobody signed in is asked to sign in.
        let id = follow(&host, ok(json!({}))).await;
        let other = Client::sign_up(&server, "nosy").await;
        let (status, body) = other.get(&format!("/api/follows/{id}")).await;
        assert_eq!(status, StatusCode::FORBIDDEN, "{body}");
        let (status, _) = Client::new(&server)
            .get(&format!("/api/follows/{id}"))
            .await;
        assert_eq!(status, StatusCode::UNAUTHORIZED);
        // One host follows at most 50 threads.
        let busy = Client::sign_up(&server, "busy host").await;
        for i in 0..50 {
            follow(
                &busy,
                json!({"title": format!("t{i}"), "url": "http://127.0.0.1:9/t"}),
            )
            .await;
        }
        let (status, _) = busy
            .send(reqwest::Method::DELETE, &format!("/api/follows/{id}"), None)
            .await;
        assert_eq!(status, StatusCode::FORBIDDEN, "not their follow");
        let (status, body) = host
            .send(reqwest::Method::DELETE, &format!("/api/follows/{id}"), None)
            .await;
        assert_eq!(status, StatusCode::OK, "{body}");
        let (status, _) = host.get(&format!("/api/follows/{id}")).await;
        assert_eq!(status, StatusCode::NOT_FOUND);
        let (status, body) = busy
            .post(
                "/api/follows",
                json!({"title": "one more", "url": "http://127.0.0.1:9/t"}),
            )
            .await;
        assert_eq!(status, StatusCode::TOO_MANY_REQUESTS, "{body}");
        assert!(
            body["error"]["message"]
                .as_str()
                .unwrap()
                .contains("the most one host may"),
            "{body}"
        );
    })
    .await;
}

#[tokio::test]
async fn the_pages_follow_a_thread_with_forms() {
    each_backend(|url| async move {
        let server = serve_with(&url, local()).await;
        let forum = Forum::start().await;
        forum.set(
            THREAD,
            200,
            forum.page_one(&[(365267, "Vote: sandsjames")], false),
        );
        let host = Client::sign_up(&server, "pages").await;
        let (status, page) = host.page("/follows").await;
        assert_eq!(status, StatusCode::OK);
        assert!(page.contains("You follow no thread yet."), "{page}");
        // A refused form is shown again with its sentence and what was typed.
        let (status, _, page) = form(
            &host,
            "/follows",
            &[
                ("title", "Board game"),
                ("url", "ftp://x.example/t"),
                ("every_minutes", "15"),
            ],
        )
        .await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
        assert!(page.contains("not ftp:"), "{page}");
        assert!(page.contains("value=\"Board game\""), "{page}");
        let thread = format!("{}{THREAD}", forum.base);
        let (status, at, _) = form(
            &host,
            "/follows",
            &[
                ("title", "Board game"),
                ("url", &thread),
                ("every_minutes", ""),
            ],
        )
        .await;
        assert_eq!(status, StatusCode::OK);
        let id: i64 = at
            .trim_start_matches("/follows/")
            .parse()
            .expect("the follow's page");
        fetched(&server, id, None).await;
        // The settings form gives the players; the thread is counted again.
        let before = server
            .state
            .store
            .follow(id)
            .await
            .unwrap()
            .unwrap()
            .fetched_at;
        let document = json!({"game": {"day_hours": 100000}, "players": players()}).to_string();
        let (status, _, _) = form(
            &host,
            &format!("/follows/{id}"),
            &[
                ("title", "Board game"),
                ("url", &thread),
                ("every_minutes", "30"),
                ("document", &document),
            ],
        )
        .await;
        assert_eq!(status, StatusCode::OK);
        let row = fetched(&server, id, before).await;
        assert_eq!(row.every_ms, 30 * 60_000);
        assert_eq!(row.error, None);
        let (status, page) = host.page(&format!("/follows/{id}")).await;
        assert_eq!(status, StatusCode::OK);
        // minijinja escapes a slash as `&#x2f;`.
        let page = page.replace("&#x2f;", "/");
        assert!(page.contains("[b]sandsjames[/b] (1): Mjölnir"), "{page}");
        let link = format!(
            "href=\"{}{THREAD}?p=365267&amp;viewfull=1#post365267\"",
            forum.base
        );
        assert!(page.contains(&link), "the vote links its post: {page}");
        // "Fetch now".
        let (status, _, _) = form(&host, &format!("/follows/{id}/fetch"), &[]).await;
        assert_eq!(status, StatusCode::OK);
        fetched(&server, id, row.fetched_at).await;
        // Without the CSRF token, nothing is done; another account sees no follow.
        let response = host
            .http
            .post(format!("{}/follows/{id}/fetch", host.base))
            .form(&[("x", "y")])
            .send()
            .await
            .unwrap();
        assert_eq!(response.status(), StatusCode::FORBIDDEN);
        let other = Client::sign_up(&server, "pages other").await;
        let (status, _) = other.page(&format!("/follows/{id}")).await;
        assert_eq!(status, StatusCode::FORBIDDEN);
        // "Stop following": gone, with its votes.
        let (status, at, page) = form(&host, &format!("/follows/{id}/delete"), &[]).await;
        assert_eq!((status, at.as_str()), (StatusCode::OK, "/follows"));
        assert!(page.contains("You follow no thread yet."), "{page}");
        assert!(server.state.store.follow(id).await.unwrap().is_none());
        assert!(server
            .state
            .store
            .follow_votes(id)
            .await
            .unwrap()
            .is_empty());
        let (status, _) = host.get(&format!("/api/follows/{id}")).await;
        assert_eq!(status, StatusCode::NOT_FOUND);
    })
    .await;
}

/// Discourse: the topic's JSON holds its first 5 posts and lists all 20; the rest are asked
/// by id (the fixture is a real `/t/2144/posts.json`); a later fetch asks for the topic's
/// JSON only, every post being known.
#[tokio::test]
async fn a_discourse_topic_is_followed_by_its_json() {
    each_backend(|url| async move {
        let server = serve_with(&url, local()).await;
        let forum = Forum::start().await;
        let all: Value = serde_json::from_str(&fixture("discourse/t_2144_posts.json")).unwrap();
        let posts = all["post_stream"]["posts"].as_array().unwrap().clone();
        let stream: Vec<u64> = posts.iter().map(|p| p["id"].as_u64().unwrap()).collect();
        let topic = json!({"id": 2144, "post_stream": {"posts": posts[..5], "stream": stream}});
        forum.set("/t/2144.json", 200, topic.to_string());
        let topic_url = reqwest::Url::parse(&format!("{}/t/2144.json", forum.base)).unwrap();
        let rest =
            omerta_forum_import::address::discourse_posts_url(&topic_url, 2144, &stream[5..])
                .unwrap();
        let rest_path = format!("{}?{}", rest.path(), rest.query().unwrap());
        let chunk = json!({"id": 2144, "post_stream": {"posts": posts[5..]}});
        forum.set(&rest_path, 200, chunk.to_string());
        let host = Client::sign_up(&server, "discourse").await;
        let id = follow(
            &host,
            json!({"title": "Topic", "url": format!("{}/t/2144.json", forum.base)}),
        )
        .await;
        let row = fetched(&server, id, None).await;
        assert_eq!(row.site.as_deref(), Some("discourse"));
        assert_eq!(row.posts, 20);
        assert_eq!(row.page_url, None);
        assert_eq!(forum.asked(), ["/t/2144.json".to_owned(), rest_path]);
        fetch_now(&server, &host, id).await;
        assert_eq!(forum.asked(), ["/t/2144.json"]);
    })
    .await;
}

/// XenForo 1 shows old posts' times in words and in no zone: the follow says so, and reads
/// the page once its zone is given in the settings.
#[tokio::test]
async fn a_xenforo_1_thread_needs_its_zone() {
    each_backend(|url| async move {
        let server = serve_with(&url, local()).await;
        let forum = Forum::start().await;
        let path = "/threads/renascence-a-homura-quest.10402/page-54";
        let page = fixture("xenforo/xenforo1-page.html")
            .replace(
                "https://forums.sufficientvelocity.com/",
                &format!("{}/", forum.base),
            )
            .replace("rel=\"next\"", "rel=\"nofollow\"");
        forum.set(path, 200, page);
        let host = Client::sign_up(&server, "zoned").await;
        let thread = format!("{}{path}", forum.base);
        let id = follow(&host, json!({"title": "Quest", "url": thread})).await;
        let row = fetched(&server, id, None).await;
        let error = row.error.unwrap_or_default();
        assert!(error.contains("names no time zone"), "{error}");
        assert_eq!(row.posts, 0);
        let (status, body) = host
            .send(
                reqwest::Method::PUT,
                &format!("/api/follows/{id}"),
                Some(json!({"title": "Quest", "url": thread, "zone": "nowhere"})),
            )
            .await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
        assert!(
            body["error"]["message"]
                .as_str()
                .unwrap()
                .contains("is not a time zone offset"),
            "{body}"
        );
        let (status, view) = host
            .send(
                reqwest::Method::PUT,
                &format!("/api/follows/{id}"),
                Some(json!({"title": "Quest", "url": thread, "zone": "-5"})),
            )
            .await;
        assert_eq!(status, StatusCode::OK, "{view}");
        assert_eq!(view["zone"], "-05:00");
        let row = fetched(&server, id, row.fetched_at).await;
        assert_eq!(row.posts, 25);
    })
    .await;
}

/// Issue 25, item 4: a page larger than the cap (2 MiB) is refused with a sentence, not
/// read into memory.
#[tokio::test]
async fn a_page_over_the_cap_is_refused_with_a_sentence() {
    each_backend(|url| async move {
        let server = serve_with(&url, local()).await;
        let forum = Forum::start().await;
        forum.set(THREAD, 200, padded(&forum.page_one(&[], false), 3 << 20));
        let host = Client::sign_up(&server, "capped").await;
        let id = follow(
            &host,
            json!({"title": "Huge", "url": format!("{}{THREAD}", forum.base)}),
        )
        .await;
        let row = fetched(&server, id, None).await;
        let (_, view) = host.get(&format!("/api/follows/{id}")).await;
        let error = view["error"].as_str().unwrap_or_default();
        assert!(error.starts_with("Page 1 ("), "{error}");
        assert!(error.contains("is larger than 2 MiB"), "{error}");
        assert_eq!(row.posts, 0);
    })
    .await;
}

/// Issue 25, item 4: a fetch reads pages while its byte budget holds a whole page more,
/// goes on later from where it stopped, and waits longer each time it is cut short again.
#[tokio::test]
async fn a_fetch_reads_within_its_byte_budget_and_backs_off_when_cut_short() {
    each_backend(|url| async move {
        let config = Config {
            follow_page_bytes: 400_000,
            follow_fetch_bytes: 1_000_000,
            ..local()
        };
        let server = serve_with(&url, config).await;
        let forum = Forum::start().await;
        for n in 1..=6 {
            forum.set(&page_path(n), 200, forum.page_n(n, n == 6, 300_000));
        }
        let host = Client::sign_up(&server, "budgeted").await;
        let id = follow(
            &host,
            json!({"title": "Long", "url": format!("{}{THREAD}", forum.base),
                   "document": {"game": {"day_hours": 100000}, "players": players()}}),
        )
        .await;
        let since = |row: &FollowRow| row.next_fetch_at - row.fetched_at.unwrap();
        let row = fetched(&server, id, None).await;
        assert_eq!(row.error, None);
        assert_eq!(forum.asked(), [page_path(1), page_path(2), page_path(3)]);
        assert_eq!(
            row.page_url,
            Some(format!("{}{}", forum.base, page_path(3)))
        );
        assert_eq!(row.posts, 30);
        assert_eq!(since(&row), 60_000, "cut short: on a minute later");
        let row = fetch_now(&server, &host, id).await;
        assert_eq!(forum.asked(), [page_path(3), page_path(4), page_path(5)]);
        assert_eq!(since(&row), 120_000, "cut short again: two minutes later");
        let row = fetch_now(&server, &host, id).await;
        assert_eq!(forum.asked(), [page_path(5), page_path(6)]);
        assert_eq!(row.error, None);
        assert_eq!(row.posts, 60);
        assert_eq!(
            since(&row),
            15 * 60_000,
            "read to its end: the usual schedule"
        );
    })
    .await;
}

/// Issue 28, item 8: a page that fails after the first keeps the pages read before it;
/// the host reads where it stopped, and the next fetch goes on from there.
#[tokio::test]
async fn a_page_that_fails_keeps_the_pages_read_before_it() {
    each_backend(|url| async move {
        let server = serve_with(&url, local()).await;
        let forum = Forum::start().await;
        forum.set(&page_path(1), 200, forum.page_n(1, false, 0));
        forum.set(&page_path(2), 200, forum.page_n(2, false, 0));
        // Page 3 is linked but missing (a forum's hiccup, a page being moved).
        let host = Client::sign_up(&server, "interrupted").await;
        let id = follow(
            &host,
            json!({"title": "Long", "url": format!("{}{THREAD}", forum.base),
                   "document": {"game": {"day_hours": 100000}, "players": players()}}),
        )
        .await;
        let row = fetched(&server, id, None).await;
        assert_eq!(forum.asked(), [page_path(1), page_path(2), page_path(3)]);
        assert_eq!(row.posts, 20, "pages 1 and 2 are kept");
        assert_eq!(
            row.page_url,
            Some(format!("{}{}", forum.base, page_path(2)))
        );
        let error = row.error.clone().expect("the host is told");
        assert!(error.contains("page 3"), "{error}");
        assert!(
            error.contains("the 2 pages before it are kept, and the next fetch goes on from there"),
            "{error}"
        );
        assert_eq!(row.fetch_failures, 1);
        assert!(row.bbcode.is_some(), "the count stands on the pages read");
        // The page is back: the next fetch starts at page 2, not at the thread's start.
        forum.set(&page_path(3), 200, forum.page_n(3, true, 0));
        let row = fetch_now(&server, &host, id).await;
        assert_eq!(forum.asked(), [page_path(2), page_path(3)]);
        assert_eq!(row.posts, 30);
        assert_eq!(row.error, None);
        assert_eq!(row.fetch_failures, 0);
    })
    .await;
}

/// Issue 25, item 4: the pages every fetch of the instance holds share one budget: with
/// room for two pages, a fetch that its own budget would let read three stops at two.
#[tokio::test]
async fn the_instance_byte_budget_holds() {
    each_backend(|url| async move {
        let config = Config {
            follow_page_bytes: 400_000,
            follow_fetch_bytes: 1_000_000,
            follow_instance_bytes: 800_000,
            ..local()
        };
        let server = serve_with(&url, config).await;
        let forum = Forum::start().await;
        for n in 1..=3 {
            forum.set(&page_path(n), 200, forum.page_n(n, n == 3, 300_000));
        }
        let host = Client::sign_up(&server, "shared").await;
        let id = follow(
            &host,
            json!({"title": "Shared", "url": format!("{}{THREAD}", forum.base)}),
        )
        .await;
        let row = fetched(&server, id, None).await;
        assert_eq!(forum.asked(), [page_path(1), page_path(2)]);
        assert_eq!(row.posts, 20);
        assert_eq!(row.next_fetch_at - row.fetched_at.unwrap(), 60_000);
    })
    .await;
}

/// Issue 25, item 4: a follow whose fetches keep failing is fetched less and less often
/// (its period doubling), and on its usual schedule again once a fetch succeeds.
#[tokio::test]
async fn a_follow_that_keeps_failing_is_fetched_less_and_less_often() {
    each_backend(|url| async move {
        let server = serve_with(&url, local()).await;
        let forum = Forum::start().await;
        let host = Client::sign_up(&server, "failing").await;
        let id = follow(
            &host,
            json!({"title": "Gone", "url": format!("{}{THREAD}", forum.base)}),
        )
        .await;
        let since = |row: &FollowRow| row.next_fetch_at - row.fetched_at.unwrap();
        let row = fetched(&server, id, None).await;
        assert!(
            row.error.as_deref().unwrap_or("").contains("404"),
            "{row:?}"
        );
        assert_eq!(since(&row), 15 * 60_000);
        let row = fetch_now(&server, &host, id).await;
        assert_eq!(since(&row), 30 * 60_000);
        let row = fetch_now(&server, &host, id).await;
        assert_eq!(since(&row), 60 * 60_000);
        let (_, view) = host.get(&format!("/api/follows/{id}")).await;
        assert_eq!(view["failures"], json!(3), "{view}");
        forum.set(THREAD, 200, forum.page_one(&[], false));
        let row = fetch_now(&server, &host, id).await;
        assert_eq!(row.posts, 10);
        assert_eq!(since(&row), 15 * 60_000);
        let (_, view) = host.get(&format!("/api/follows/{id}")).await;
        assert_eq!(view["failures"], json!(0), "{view}");
    })
    .await;
}

/// Issue 25, item 4: pages are read (the next-page search, a whole HTML parse) on the
/// server's reading pool, not on the threads that answer requests: while its one thread
/// is held, a fetch that read page 1 does not find page 2.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn pages_are_read_on_the_reading_pool() {
    each_backend(|url| async move {
        let server = serve_with(&url, local()).await;
        let forum = Forum::start().await;
        forum.set(THREAD, 200, forum.page_n(1, false, 0));
        forum.set(&page_path(2), 200, forum.page_n(2, true, 0));
        let (release, held) = std::sync::mpsc::channel::<()>();
        let state = server.state.clone();
        let holder = tokio::spawn(async move {
            state
                .reading
                .run(move || {
                    let _ = held.recv();
                })
                .await
        });
        let host = Client::sign_up(&server, "pooled").await;
        let id = follow(
            &host,
            json!({"title": "Pooled", "url": format!("{}{THREAD}", forum.base)}),
        )
        .await;
        let start = Instant::now();
        while forum.asked.lock().unwrap().is_empty() {
            assert!(
                start.elapsed() < Duration::from_secs(10),
                "page 1 not fetched"
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        tokio::time::sleep(Duration::from_millis(500)).await;
        assert_eq!(forum.asked.lock().unwrap().clone(), [THREAD]);
        release.send(()).unwrap();
        holder.await.unwrap().unwrap();
        let row = fetched(&server, id, None).await;
        assert_eq!(forum.asked(), [page_path(1), page_path(2)]);
        assert_eq!(row.posts, 20);
    })
    .await;
}

/// Issue 25, item 3 for follows: a follow's webhook that never answers is parked, and its
/// host reads why on the follow (API and page); the thread is still fetched meanwhile.
#[tokio::test]
async fn a_follows_hanging_webhook_is_parked_and_its_host_reads_why() {
    each_backend(|url| async move {
        let config = Config {
            webhook_timeout: Duration::from_millis(300),
            webhook_attempts: 2,
            ..local()
        };
        let server = serve_with(&url, config).await;
        let forum = Forum::start().await;
        forum.set(
            THREAD,
            200,
            forum.page_one(&[(365267, "Vote: sandsjames")], false),
        );
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let hook = format!("http://{}/hook", listener.local_addr().unwrap());
        tokio::spawn(async move {
            let mut open = Vec::new();
            while let Ok((socket, _)) = listener.accept().await {
                open.push(socket);
            }
        });
        let host = Client::sign_up(&server, "hung").await;
        let id = follow(
            &host,
            json!({"title": "Hung", "url": format!("{}{THREAD}", forum.base),
                   "document": {"game": {"day_hours": 100000}, "players": players()},
                   "webhook_url": hook}),
        )
        .await;
        let start = Instant::now();
        let view = loop {
            let (_, view) = host.get(&format!("/api/follows/{id}")).await;
            if view["webhook"]["parked"] == json!(true) {
                break view;
            }
            assert!(
                start.elapsed() < Duration::from_secs(10),
                "never parked: {view}"
            );
            tokio::time::sleep(Duration::from_millis(50)).await;
        };
        let problem = view["webhook"]["problem"].as_str().unwrap();
        assert!(problem.contains("did not answer within 0.3 s"), "{problem}");
        assert!(view["webhook"]["next_try"].as_i64().is_some(), "{view}");
        assert_eq!(view["delivered"], json!(false));
        assert_eq!(view["posts"], json!(10));
        let (status, page) = host.page(&format!("/follows/{id}")).await;
        assert_eq!(status, StatusCode::OK);
        assert!(page.contains("did not answer within 0.3 s"), "{page}");
    })
    .await;
}

/// Issue 25, item 4: "Fetch now" fetches a thread no sooner than a minute after its last
/// fetch, so that a host pressing it again and again cannot defeat the waits after
/// failures (nor make the server fetch a thread every few seconds).
#[tokio::test]
async fn fetch_now_waits_a_minute_after_the_last_fetch() {
    each_backend(|url| async move {
        let config = Config {
            follow_fetch_now_gap: Duration::from_secs(60),
            ..local()
        };
        let server = serve_with(&url, config).await;
        let forum = Forum::start().await;
        let host = Client::sign_up(&server, "impatient").await;
        let id = follow(
            &host,
            json!({"title": "Gone", "url": format!("{}{THREAD}", forum.base)}),
        )
        .await;
        let row = fetched(&server, id, None).await;
        let last = row.fetched_at.unwrap();
        assert_eq!(row.next_fetch_at, last + 15 * 60_000);
        for _ in 0..3 {
            let (status, body) = host
                .post(&format!("/api/follows/{id}/fetch"), json!({}))
                .await;
            assert_eq!(status, StatusCode::ACCEPTED, "{body}");
            assert_eq!(body["next_fetch_at"], json!(last + 60_000), "{body}");
        }
        tokio::time::sleep(Duration::from_millis(1500)).await;
        let row = server.state.store.follow(id).await.unwrap().unwrap();
        assert_eq!(row.fetched_at, Some(last), "fetched again too soon");
        assert_eq!(row.next_fetch_at, last + 60_000);
        assert_eq!(forum.asked(), [THREAD]);
    })
    .await;
}

/// Issue 27, item 8: saving a followed thread's settings (docs/forum/follow.md, step 3)
/// without retyping its webhook secret removed the secret, and the next deliveries went
/// unsigned. A secret stays until it is changed or removed on purpose.
#[tokio::test]
async fn saving_the_settings_keeps_the_webhook_secret_until_it_is_removed_on_purpose() {
    each_backend(|url| async move {
        let server = serve_with(&url, local()).await;
        let forum = Forum::start().await;
        let (hook, calls) = receiver().await;
        forum.set(
            THREAD,
            200,
            forum.page_one(&[(365267, "Vote: sandsjames")], false),
        );
        let host = Client::sign_up(&server, "signer").await;
        let thread = format!("{}{THREAD}", forum.base);
        let id = follow(
            &host,
            json!({"title": "Signed", "url": thread, "webhook_url": hook, "webhook_secret": "s3cret"}),
        )
        .await;
        let row = fetched(&server, id, None).await;
        assert_eq!(row.webhook_secret.as_deref(), Some("s3cret"));
        let (_, page) = host.page(&format!("/follows/{id}")).await;
        assert!(page.contains(r#"data-testid="signed""#), "{page}");
        // Step 3: the game is given in Settings; the secret field is left empty.
        let document = json!({"game": {"day_hours": 100000}, "players": players()}).to_string();
        let settings = |extra: &'static [(&'static str, &'static str)]| {
            let mut fields: Vec<(&str, String)> = vec![
                ("title", "Signed".into()),
                ("url", thread.clone()),
                ("every_minutes", "15".into()),
                ("webhook_url", hook.clone()),
                ("webhook_secret", String::new()),
                ("document", document.clone()),
            ];
            fields.extend(extra.iter().map(|(k, v)| (*k, v.to_string())));
            fields
        };
        let fields = settings(&[]);
        let borrowed: Vec<(&str, &str)> = fields.iter().map(|(k, v)| (*k, v.as_str())).collect();
        let (status, _, _) = form(&host, &format!("/follows/{id}"), &borrowed).await;
        assert_eq!(status, StatusCode::OK);
        let row = fetched(&server, id, row.fetched_at).await;
        assert_eq!(row.webhook_secret.as_deref(), Some("s3cret"), "the secret stays");
        // The count changed (the players were given): the delivery is signed.
        let last = calls.lock().unwrap().last().cloned().expect("a delivery");
        let timestamp: i64 = last.headers["x-omerta-timestamp"]
            .to_str()
            .unwrap()
            .parse()
            .unwrap();
        assert_eq!(
            last.headers["x-omerta-signature"].to_str().unwrap(),
            omerta_server::workers::signature("s3cret", timestamp, &last.body.to_string())
        );
        // The API's change without a secret keeps it too; removing it is a choice.
        let (status, view) = host
            .send(
                reqwest::Method::PUT,
                &format!("/api/follows/{id}"),
                Some(json!({"title": "Signed", "url": thread, "webhook_url": hook})),
            )
            .await;
        assert_eq!(status, StatusCode::OK, "{view}");
        assert_eq!(view["signed"], true, "{view}");
        let fields = settings(&[("remove_webhook_secret", "on")]);
        let borrowed: Vec<(&str, &str)> = fields.iter().map(|(k, v)| (*k, v.as_str())).collect();
        let (status, _, _) = form(&host, &format!("/follows/{id}"), &borrowed).await;
        assert_eq!(status, StatusCode::OK);
        let row = server.state.store.follow(id).await.unwrap().unwrap();
        assert_eq!(row.webhook_secret, None, "removed on purpose");
    })
    .await;
}

/// The follow's API in the reader's language (`Accept-Language`).
async fn api_in(host: &Client, path: &str, accept: &str) -> Value {
    let response = host
        .http
        .get(format!("{}{path}", host.base))
        .header("accept-language", accept)
        .send()
        .await
        .unwrap();
    response.json().await.unwrap()
}

/// Issue 30: what a fetch stores as its last error, and the webhook's receiver its last
/// problem, is data worded when the host reads it, in the reader's language: Russian and
/// Hebrew on the page and in the API, the same row in English; a row an older version
/// wrote is shown as it is, and a hostile one never breaks the page and is escaped.
#[tokio::test]
async fn a_stored_problem_is_worded_in_the_readers_language() {
    each_backend(|url| async move {
        let server = serve_with(&url, local()).await;
        let forum = Forum::start().await;
        let host = Client::sign_up(&server, "reader").await;
        let id = follow(
            &host,
            json!({"title": "Gone", "url": format!("{}/gone", forum.base)}),
        )
        .await;
        fetched(&server, id, None).await;
        let path = format!("/follows/{id}");
        let gone = format!("{}/gone", forum.base);
        let english = format!("Fetching page 1 ({gone}) failed: the forum answered 404 Not Found");
        let russian =
            format!("Загрузка страницы 1 ({gone}) не удалась: форум ответил 404 Not Found");
        let hebrew = format!("טעינת דף 1 ({gone}) נכשלה: הפורום ענה 404 Not Found");
        let (_, view) = host.get(&format!("/api/follows/{id}")).await;
        assert_eq!(view["error"], json!(english));
        let view = api_in(&host, &format!("/api/follows/{id}"), "ru").await;
        assert_eq!(view["error"], json!(russian));
        let (_, list) = host.get("/api/follows").await;
        assert_eq!(list["follows"][0]["error"], json!(english));
        for (accept, said) in [("en", &english), ("ru", &russian), ("he", &hebrew)] {
            let (status, page) = host.page_in(&path, accept).await;
            assert_eq!(status, StatusCode::OK);
            assert!(page.contains(&escaped(said)), "{accept}: {page}");
        }

        // A row an older version wrote: shown as it is, escaped.
        let store = &server.state.store;
        let later = i64::MAX / 4;
        let save = |error: String| omerta_store::FetchResult {
            error: Some(error),
            fetched_at: 1,
            next_fetch_at: later,
            ..omerta_store::FetchResult::default()
        };
        let old = "Fetching page 1 failed: <b>an old sentence</b> & more".to_owned();
        store.save_fetch(id, &save(old.clone())).await.unwrap();
        let (_, page) = host.page_in(&path, "ru").await;
        assert!(page.contains(&escaped(&old)), "{page}");
        let view = api_in(&host, &format!("/api/follows/{id}"), "he").await;
        assert_eq!(view["error"], json!(old));
        // Hostile values: huge, not JSON after the mark, JSON of a kind or a message this
        // version does not know.
        let mark = "{\"omerta_said\":1,";
        let hostile = [
            (format!("{mark}\"en\":\"{}\"}}", "<i>".repeat(40_000)), None),
            (format!("{mark}\"en\":<script>"), None),
            (
                format!("{mark}\"en\":\"<script>x</script>\",\"said\":{{\"kind\":\"new\"}}}}"),
                Some("<script>x</script>"),
            ),
            (
                format!(
                    "{mark}\"en\":\"An unknown id\",\"said\":{{\"kind\":\"address\",\
                     \"english\":\"e\",\"words\":{{\"id\":\"no-such-id\"}}}}}}"
                ),
                Some("An unknown id"),
            ),
        ];
        for (value, shown) in hostile {
            store.save_fetch(id, &save(value.clone())).await.unwrap();
            let (status, page) = host.page_in(&path, "ru").await;
            assert_eq!(status, StatusCode::OK);
            assert!(
                !page.contains("<script>") && !page.contains("<i>"),
                "not escaped"
            );
            let shown = shown.map_or(value.clone(), str::to_owned);
            assert!(
                page.contains(&escaped(&shown)),
                "{}",
                &page[..page.len().min(2000)]
            );
            let view = api_in(&host, &format!("/api/follows/{id}"), "ru").await;
            assert_eq!(view["error"], json!(shown));
        }

        // The webhook's receiver refuses the count: its problem in Russian and Hebrew, and
        // in English.
        forum.set(
            THREAD,
            200,
            forum.page_one(&[(365267, "Vote: sandsjames")], false),
        );
        forum.set("/hook", 404, String::new());
        let id = follow(
            &host,
            json!({"title": "Hooked", "url": format!("{}{THREAD}", forum.base),
                   "document": {"game": {"day_hours": 100000}, "players": players()},
                   "webhook_url": format!("{}/hook", forum.base)}),
        )
        .await;
        let start = Instant::now();
        let view = loop {
            let (_, view) = host.get(&format!("/api/follows/{id}")).await;
            if view["webhook"]["problem"].is_string() {
                break view;
            }
            assert!(
                start.elapsed() < Duration::from_secs(10),
                "no problem: {view}"
            );
            tokio::time::sleep(Duration::from_millis(50)).await;
        };
        let problem = view["webhook"]["problem"].as_str().unwrap();
        assert!(
            problem.starts_with("the receiver refused announcement follow-")
                && problem.ends_with("with 404 Not Found; it was skipped"),
            "{problem}"
        );
        let event = problem
            .split_whitespace()
            .nth(4)
            .expect("the announcement's name");
        let russian = format!(
            "получатель отклонил объявление {event} с ответом 404 Not Found; оно пропущено"
        );
        let hebrew = format!("המקבל דחה את הודעה {event} עם 404 Not Found; היא דולגה");
        let view = api_in(&host, &format!("/api/follows/{id}"), "ru").await;
        assert_eq!(view["webhook"]["problem"], json!(russian));
        let path = format!("/follows/{id}");
        for (accept, said) in [("en", problem), ("ru", &russian), ("he", &hebrew)] {
            let (_, page) = host.page_in(&path, accept).await;
            assert!(page.contains(&escaped(said)), "{accept}: {page}");
        }
    })
    .await;
}
