//! `omerta forum import` on saved pages and `omerta forum fetch` against a local HTTP
//! server (started here, on 127.0.0.1 only) that serves real saved pages under paged
//! addresses, as the forums did.

use serde_json::{json, Value};
use std::io::{BufRead, BufReader, Write};
use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../omerta-forum-import/tests/fixtures")
}

fn fixture(path: &str) -> Vec<u8> {
    std::fs::read(fixtures().join(path)).expect("the fixture exists")
}

fn omerta(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_omerta"))
        .args(args)
        .output()
        .expect("omerta runs")
}

/// `omerta forum fetch URL`, with no pause unless `more` asks for one.
fn fetch(url: &str, more: &[&str]) -> Output {
    let mut args = vec!["forum", "fetch", url];
    if !more.contains(&"--delay-ms") {
        args.extend(["--delay-ms", "0"]);
    }
    args.extend(more);
    omerta(&args)
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

fn document(out: &Output) -> Value {
    assert!(out.status.success(), "omerta failed: {}", stderr(out));
    serde_json::from_slice(&out.stdout).expect("omerta prints JSON")
}

fn ids(document: &Value) -> Vec<u64> {
    document["posts"]
        .as_array()
        .expect("posts")
        .iter()
        .map(|p| p["id"].as_u64().expect("an id"))
        .collect()
}

/// What the server answers to a path (with its query): status, content type, body (for a
/// 3xx status, the body is the `Location`).
type Answer = (u16, &'static str, Vec<u8>);
type Routes = dyn Fn(&str, &str) -> Answer + Send + Sync;

/// A server on a free loopback port answering each request with `routes(base, target)`;
/// it records the targets asked, with when. It runs until the test process ends.
struct Server {
    base: String,
    asked: Arc<Mutex<Vec<(String, Instant)>>>,
}

impl Server {
    fn start(routes: Box<Routes>) -> Server {
        let listener = TcpListener::bind("127.0.0.1:0").expect("a loopback port");
        let base = format!("http://{}", listener.local_addr().unwrap());
        let asked = Arc::new(Mutex::new(Vec::new()));
        let (base2, asked2) = (base.clone(), asked.clone());
        std::thread::spawn(move || {
            for stream in listener.incoming() {
                let Ok(mut stream) = stream else { continue };
                let mut reader = BufReader::new(stream.try_clone().unwrap());
                let mut line = String::new();
                if reader.read_line(&mut line).is_err() {
                    continue;
                }
                // The rest of the request's head.
                let mut header = String::new();
                while reader.read_line(&mut header).is_ok_and(|n| n > 2) {
                    header.clear();
                }
                let target = line.split_whitespace().nth(1).unwrap_or("/").to_owned();
                asked2
                    .lock()
                    .unwrap()
                    .push((target.clone(), Instant::now()));
                let (status, kind, mut body) = routes(&base2, &target);
                let mut location = String::new();
                if (300..400).contains(&status) {
                    location = format!("Location: {}\r\n", String::from_utf8_lossy(&body));
                    body.clear();
                }
                let head = format!(
                    "HTTP/1.1 {status} X\r\nContent-Type: {kind}\r\n{location}Content-Length: {}\r\nConnection: close\r\n\r\n",
                    body.len()
                );
                let _ = stream.write_all(head.as_bytes());
                let _ = stream.write_all(&body);
            }
        });
        Server { base, asked }
    }

    fn asked(&self) -> Vec<String> {
        self.asked
            .lock()
            .unwrap()
            .iter()
            .map(|(t, _)| t.clone())
            .collect()
    }
}

const THREAD: &str = "/showthread.php/9687-Legendary-military-columnist-author-Bob-Dorr-dies-at-76";
const HTML: &str = "text/html; charset=utf-8";

/// vBulletin 4: the real page 1, its `<base>` on this server; page 2 made from it (the
/// fixture has no real page 2): other post ids, numbers 11 to 20, and no next link.
fn vbulletin_routes(base: &str, target: &str) -> Answer {
    let page1 = String::from_utf8(fixture("vbulletin/vbulletin4-page.html"))
        .unwrap()
        .replace("http://forums.militarytimes.com/", &format!("{base}/"));
    if target == THREAD {
        return (200, HTML, page1.into_bytes());
    }
    if target == format!("{THREAD}/page2") {
        let mut page2 = page1
            .replace("post_36", "post_46")
            .replace("rel=\"next\"", "rel=\"nofollow\"");
        for n in 1..=10 {
            let counter = |n| format!("class=\"postcounter\">#{n}<");
            page2 = page2.replace(&counter(n), &counter(n + 10));
        }
        return (200, HTML, page2.into_bytes());
    }
    (404, HTML, b"<html><body>Not here</body></html>".to_vec())
}

#[test]
fn fetch_follows_vbulletin_pages_with_a_pause() {
    let server = Server::start(Box::new(vbulletin_routes));
    let url = format!("{}{THREAD}", server.base);
    let started = Instant::now();
    let out = fetch(&url, &["--delay-ms", "300"]);
    let document = document(&out);
    assert!(started.elapsed() >= Duration::from_millis(300));
    assert_eq!(
        server.asked(),
        [THREAD.to_owned(), format!("{THREAD}/page2")]
    );
    let ids = ids(&document);
    assert_eq!(ids.len(), 20);
    assert_eq!(ids[..3], [365266, 365267, 365268]);
    assert_eq!(ids[10..13], [465266, 465267, 465268]);
    assert_eq!(document["posts"][1]["author"], "Mjölnir");
    assert_eq!(document["start"], "2016-06-15T15:03:00+00:00");
    let times = server.asked.lock().unwrap().clone();
    assert!(
        times[1].1 - times[0].1 >= Duration::from_millis(300),
        "a pause between pages"
    );
}

#[test]
fn fetch_stops_at_the_page_limit() {
    let server = Server::start(Box::new(vbulletin_routes));
    let url = format!("{}{THREAD}", server.base);
    let out = fetch(&url, &["--max-pages", "1"]);
    assert_eq!(ids(&document(&out)).len(), 10);
    assert_eq!(server.asked(), [THREAD.to_owned()]);
    assert!(
        stderr(&out).contains(&format!(
            "omerta: stopped after 1 page (--max-pages); the thread goes on at {}{THREAD}/page2",
            server.base
        )),
        "{}",
        stderr(&out)
    );
}

#[test]
fn fetch_never_leaves_the_threads_host() {
    // The saved page's <base> names the real forum: its next link is not on this server.
    let server = Server::start(Box::new(|_, target| {
        if target == THREAD {
            (200, HTML, fixture("vbulletin/vbulletin4-page.html"))
        } else {
            (404, HTML, Vec::new())
        }
    }));
    let out = fetch(&format!("{}{THREAD}", server.base), &[]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out).starts_with(&format!(
            "omerta: page 2 of the thread is linked at http://forums.militarytimes.com{THREAD}/page2, \
             on another host than the thread (127.0.0.1): omerta fetches pages only from the \
             thread's own host\nomerta: the page before it is kept;"
        )),
        "{}",
        stderr(&out)
    );
    // Page 1 was read: it is kept (issue 28).
    let kept: Value = serde_json::from_slice(&out.stdout).expect("the pages read are printed");
    assert_eq!(ids(&kept).len(), 10);
    assert_eq!(server.asked(), [THREAD.to_owned()]);
}

/// Issue 28, item 8: a page that fails after the first keeps the pages read before it;
/// the command printed goes on from there into the same document.
#[test]
fn a_page_that_fails_keeps_the_pages_before_it_and_says_how_to_go_on() {
    use std::sync::atomic::{AtomicBool, Ordering};
    let page_two_is_back = Arc::new(AtomicBool::new(false));
    let back = page_two_is_back.clone();
    let server = Server::start(Box::new(move |base, target| {
        if target == format!("{THREAD}/page2") && !back.load(Ordering::SeqCst) {
            return (404, HTML, b"<html><body>Not here</body></html>".to_vec());
        }
        vbulletin_routes(base, target)
    }));
    let dir = tempfile::tempdir().unwrap();
    let saved = dir.path().join("thread.json");
    let url = format!("{}{THREAD}", server.base);
    let out = fetch(&url, &["--out", saved.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    let said = stderr(&out);
    let page2 = format!("{url}/page2");
    assert!(
        said.contains(&format!(
            "omerta: fetching page 2 ({page2}) failed: the forum answered 404 Not Found\n"
        )),
        "{said}"
    );
    assert!(
        said.contains(&format!(
            "omerta: the page before it is kept; to go on from there: omerta forum fetch {page2} --into {}\n",
            saved.display()
        )),
        "{said}"
    );
    let kept: Value = serde_json::from_str(&std::fs::read_to_string(&saved).unwrap()).unwrap();
    assert_eq!(ids(&kept).len(), 10, "page 1's posts are written");
    // The forum has page 2 again: the command said goes on from there, page 1 not asked again.
    page_two_is_back.store(true, Ordering::SeqCst);
    server.asked.lock().unwrap().clear();
    let out = fetch(&page2, &["--into", saved.to_str().unwrap()]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(server.asked(), [format!("{THREAD}/page2")]);
    let whole: Value = serde_json::from_str(&std::fs::read_to_string(&saved).unwrap()).unwrap();
    let ids = ids(&whole);
    assert_eq!(ids.len(), 20);
    assert_eq!(ids[..2], [365266, 365267]);
    assert_eq!(ids[10..12], [465266, 465267]);
}

/// Discourse: the topic's JSON holds its first 5 posts and lists all 20; the rest are
/// asked by id, as Discourse answers them (the fixture is a real `/t/2144/posts.json`).
fn discourse_routes(_: &str, target: &str) -> Answer {
    let all: Value = serde_json::from_slice(&fixture("discourse/t_2144_posts.json")).unwrap();
    let posts = all["post_stream"]["posts"].as_array().unwrap().clone();
    let stream: Vec<Value> = posts.iter().map(|p| p["id"].clone()).collect();
    if target == "/t/kpop-demon-hunters/2144" {
        let page = "<html><head><meta name=\"generator\" content=\"Discourse 3.4\"></head><body></body></html>";
        return (200, HTML, page.as_bytes().to_vec());
    }
    if target == "/t/2144.json" {
        let topic = json!({"id": 2144, "post_stream": {"posts": posts[..5], "stream": stream}});
        return (200, "application/json", topic.to_string().into_bytes());
    }
    if let Some(query) = target.strip_prefix("/t/2144/posts.json?") {
        let wanted: Vec<u64> = query
            .split('&')
            .filter_map(|pair| pair.split_once('=').map(|(_, v)| v.parse().unwrap()))
            .collect();
        let chunk: Vec<Value> = posts
            .iter()
            .filter(|p| wanted.contains(&p["id"].as_u64().unwrap()))
            .cloned()
            .collect();
        let answer = json!({"id": 2144, "post_stream": {"posts": chunk}});
        return (200, "application/json", answer.to_string().into_bytes());
    }
    (404, HTML, Vec::new())
}

#[test]
fn fetch_reads_a_discourse_topic_by_its_json() {
    let server = Server::start(Box::new(discourse_routes));
    let url = format!("{}/t/kpop-demon-hunters/2144", server.base);
    let document = document(&fetch(&url, &[]));
    let ids = ids(&document);
    assert_eq!(ids.len(), 20);
    assert_eq!(ids[..3], [20089, 20102, 20104]);
    assert_eq!(document["posts"][6]["number"], 8);
    let asked = server.asked();
    assert_eq!(asked.len(), 3);
    assert_eq!(asked[1], "/t/2144.json");
    assert!(
        asked[2].starts_with("/t/2144/posts.json?post_ids%5B%5D=20119&post_ids%5B%5D=20127"),
        "{}",
        asked[2]
    );
}

#[test]
fn fetch_says_what_is_wrong() {
    let server = Server::start(Box::new(|_, target| {
        match target {
        "/login-wall" => (
            200,
            HTML,
            b"<html><body id=\"phpbb\"><form action=\"./ucp.php?mode=login\"><input type=\"password\" name=\"password\"></form></body></html>".to_vec(),
        ),
        "/members-only" => (403, HTML, Vec::new()),
        "/blog" => (200, HTML, b"<html><body><p>A blog post.</p></body></html>".to_vec()),
        _ => (404, HTML, Vec::new()),
    }
    }));
    let run = |path: &str| {
        let url = format!("{}{path}", server.base);
        let out = fetch(&url, &[]);
        assert_eq!(out.status.code(), Some(1), "{path}");
        (url, stderr(&out))
    };
    let (url, said) = run("/login-wall");
    assert_eq!(
        said,
        format!(
            "omerta: page 1 ({url}) is a login page, not the thread: the forum shows this \
             thread only to members who are signed in. Save the pages from a browser that is \
             signed in, and import those files.\n"
        )
    );
    let (url, said) = run("/members-only");
    assert_eq!(
        said,
        format!(
            "omerta: the forum refused page 1 ({url}) with 403 Forbidden: the thread is shown \
             only to members who are signed in, or the forum turns programs away. Save the \
             pages from a browser that is signed in and use `omerta forum import`.\n"
        )
    );
    let (url, said) = run("/blog");
    assert_eq!(
        said,
        format!(
            "omerta: {url} does not look like a XenForo, phpBB, vBulletin or Discourse thread: \
             if it is one, say which with --site\n"
        )
    );
    let (url, said) = run("/gone");
    assert_eq!(
        said,
        format!("omerta: fetching page 1 ({url}) failed: the forum answered 404 Not Found\n")
    );
}

#[test]
fn import_into_keeps_the_hosts_document() {
    let dir = tempfile::tempdir().unwrap();
    let thread = dir.path().join("thread.json");
    let host = json!({
        "format": "omerta-forum/1",
        "game": {"day_hours": 72},
        "host": "Rainmaker",
        "players": [{"name": "Mjölnir"}, {"name": "sandsjames"}],
        "start": "2016-06-15T00:00:00Z",
        "events": [{"type": "death", "player": "sandsjames", "time": "2016-06-16T00:00:00Z"}]
    });
    std::fs::write(&thread, host.to_string()).unwrap();
    let page = fixtures().join("vbulletin/vbulletin4-page.html");
    let out = omerta(&[
        "forum",
        "import",
        "--site",
        "vbulletin",
        page.to_str().unwrap(),
        "--into",
        thread.to_str().unwrap(),
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(
        stderr(&out),
        format!("{}: 10 posts from 1 page\n", thread.display())
    );
    let merged: Value = serde_json::from_str(&std::fs::read_to_string(&thread).unwrap()).unwrap();
    for key in ["game", "host", "players", "start", "events"] {
        assert_eq!(merged[key], host[key], "{key}");
    }
    assert_eq!(ids(&merged).len(), 10);
    // The document counts.
    let tally = omerta(&["forum", "tally", thread.to_str().unwrap(), "--json"]);
    assert!(tally.status.success(), "{}", stderr(&tally));
}

#[test]
fn import_names_the_page_that_is_not_the_sites() {
    let page = fixtures().join("phpbb/phpbb3-page.html");
    let out = omerta(&[
        "forum",
        "import",
        "--site",
        "xenforo",
        page.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        stderr(&out),
        format!(
            "omerta: page 1 ({}) looks like a phpBB page, not XenForo: import it with --site phpbb.\n",
            page.display()
        )
    );
}

#[test]
fn import_takes_the_zone_a_page_does_not_name() {
    let page = fixtures().join("xenforo/xenforo1-page.html");
    let page = page.to_str().unwrap();
    let out = omerta(&["forum", "import", "--site", "xenforo", page]);
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr(&out).contains("give the zone the page was saved in with --zone"));
    let out = omerta(&[
        "forum", "import", "--site", "xenforo", page, "--zone", "-05:00",
    ]);
    let document = document(&out);
    assert_eq!(document["posts"][0]["time"], "2014-10-30T22:48:00-05:00");
    assert_eq!(document["start"], "2014-10-30T22:48:00-05:00");
}

#[test]
fn fetch_follows_redirects_on_the_threads_host_only() {
    let server = Server::start(Box::new(|base, target| match target {
        "/old-address" => (301, HTML, format!("{base}{THREAD}").into_bytes()),
        "/elsewhere" => (302, HTML, b"http://forum.invalid/login".to_vec()),
        _ => vbulletin_routes(base, target),
    }));
    let url = format!("{}/old-address", server.base);
    let document = document(&fetch(&url, &[]));
    assert_eq!(ids(&document).len(), 20);
    let url = format!("{}/elsewhere", server.base);
    let out = fetch(&url, &[]);
    assert_eq!(
        stderr(&out),
        format!("omerta: fetching page 1 ({url}) failed: the forum answered 302 Found\n")
    );
}

const XF_THREAD: &str = "/threads/renascence-a-homura-quest.10402/page-54";

/// XenForo 1: the real page 54, its `<base>` on this server; page 55 made from it (the
/// fixture has no real page 55): other post ids, numbers 1351 to 1375, and no next link.
fn xenforo_routes(base: &str, target: &str) -> Answer {
    let page54 = String::from_utf8(fixture("xenforo/xenforo1-page.html"))
        .unwrap()
        .replace(
            "https://forums.sufficientvelocity.com/",
            &format!("{base}/"),
        );
    if target == XF_THREAD {
        return (200, HTML, page54.into_bytes());
    }
    if target == "/threads/renascence-a-homura-quest.10402/page-55" {
        let mut page55 = page54
            .replace("id=\"post-21", "id=\"post-31")
            .replace("rel=\"next\"", "rel=\"nofollow\"");
        // From the last down, so that no number is shifted twice.
        for n in (1326..=1350).rev() {
            page55 = page55.replace(&format!(">#{n}<"), &format!(">#{}<", n + 25));
        }
        return (200, HTML, page55.into_bytes());
    }
    (404, HTML, Vec::new())
}

#[test]
fn fetch_follows_xenforo_pages_with_the_zone_given() {
    let server = Server::start(Box::new(xenforo_routes));
    let url = format!("{}{XF_THREAD}", server.base);
    let out = fetch(&url, &["--zone", "-04:00"]);
    let document = document(&out);
    assert_eq!(
        server.asked(),
        [
            XF_THREAD.to_owned(),
            "/threads/renascence-a-homura-quest.10402/page-55".to_owned()
        ]
    );
    let posts = document["posts"].as_array().unwrap();
    assert_eq!(posts.len(), 50);
    assert_eq!(posts[0]["id"], 2146286);
    assert_eq!(posts[0]["number"], 1326);
    assert_eq!(posts[0]["time"], "2014-10-30T22:48:00-04:00");
    assert_eq!(posts[25]["id"], 3146286);
    assert_eq!(posts[25]["number"], 1351);
    assert_eq!(posts[49]["number"], 1375);
}

/// Issue 30: the fetch's own sentences in the reader's language (`--lang`, else the
/// locale); the forum's answers and omerta-forum-import's sentences as they are.
#[test]
fn the_fetchs_own_sentences_speak_the_language() {
    // The page limit, in Russian.
    let server = Server::start(Box::new(vbulletin_routes));
    let url = format!("{}{THREAD}", server.base);
    let out = fetch(&url, &["--max-pages", "1", "--lang", "ru"]);
    assert_eq!(ids(&document(&out)).len(), 10);
    assert_eq!(
        stderr(&out),
        format!(
            "omerta: остановлено после 1 страницы (--max-pages); тема продолжается по адресу {url}/page2\n"
        )
    );
    // A Discourse topic's posts left at the limit: English, then Ukrainian.
    let server = Server::start(Box::new(discourse_routes));
    let url = format!("{}/t/kpop-demon-hunters/2144", server.base);
    let out = fetch(&url, &["--max-pages", "2"]);
    assert_eq!(ids(&document(&out)).len(), 5);
    assert_eq!(
        stderr(&out),
        "omerta: stopped after 2 pages (--max-pages); 15 posts of the topic were not fetched\n"
    );
    let out = fetch(&url, &["--max-pages", "2", "--lang=uk"]);
    assert_eq!(
        stderr(&out),
        "omerta: зупинено після 2 сторінок (--max-pages); не завантажено постів теми: 15\n"
    );
    // A page that fails, the document printed: how to go on, in English and in Hebrew.
    let server = Server::start(Box::new(|base, target| {
        if target == format!("{THREAD}/page2") {
            return (404, HTML, Vec::new());
        }
        vbulletin_routes(base, target)
    }));
    let url = format!("{}{THREAD}", server.base);
    let page2 = format!("{url}/page2");
    let said = stderr(&fetch(&url, &[]));
    assert!(
        said.ends_with(&format!(
            "omerta: the page before it is kept; to go on from there (save the document printed \
             as FILE): omerta forum fetch {page2} --into FILE\n"
        )),
        "{said}"
    );
    let out = Command::new(env!("CARGO_BIN_EXE_omerta"))
        .args(["forum", "fetch", &url, "--delay-ms", "0"])
        .env("LC_ALL", "he_IL.UTF-8")
        .output()
        .unwrap();
    assert!(
        stderr(&out).ends_with(&format!(
            "omerta: הדף שלפניו נשמר; כדי להמשיך משם (יש לשמור את המסמך שהוצג בשם FILE): \
             omerta forum fetch {page2} --into FILE\n"
        )),
        "{}",
        stderr(&out)
    );
    // The document written: its posts and pages counted in Russian.
    let dir = tempfile::tempdir().unwrap();
    let saved = dir.path().join("thread.json");
    let out = fetch(
        &url,
        &[
            "--max-pages",
            "1",
            "--out",
            saved.to_str().unwrap(),
            "--lang",
            "ru",
        ],
    );
    assert!(
        stderr(&out).ends_with(&format!("\n{}: постов: 10, страниц: 1\n", saved.display())),
        "{}",
        stderr(&out)
    );
}

/// Issue 30: omerta-forum-import's refusals in the reader's language (`--lang`), worded
/// from their data; English as it always was.
#[test]
fn a_refused_import_is_said_in_the_language() {
    let dir = tempfile::tempdir().unwrap();
    let page = dir.path().join("empty.html");
    std::fs::write(&page, "<html><body><p>Nothing here.</p></body></html>").unwrap();
    let page = page.to_str().unwrap();
    let out = omerta(&["forum", "import", "--site", "phpbb", page, "--lang", "ru"]);
    assert!(!out.status.success());
    assert_eq!(
        stderr(&out),
        format!(
            "omerta: страница 1 ({page}): нет постов, похожих на `div.post` с `div.content` \
             phpBB: это точно страница темы phpBB, а не страница входа?\n"
        )
    );
    let out = omerta(&["forum", "import", "--site", "phpbb", page]);
    assert_eq!(
        stderr(&out),
        format!(
            "omerta: page 1 ({page}) has no posts that look like phpBB's `div.post` with a \
             `div.content`: is this a phpBB thread page, or a login page?\n"
        )
    );
    // A zone that is not one, in Hebrew; the document added to that is not JSON, in
    // Ukrainian (serde's detail as it is).
    let out = omerta(&[
        "forum", "import", "--site", "phpbb", page, "--zone", "Mars", "--lang", "he",
    ]);
    assert!(
        stderr(&out).contains("\"Mars\" אינו הפרש של אזור זמן"),
        "{}",
        stderr(&out)
    );
    let into = dir.path().join("game.json");
    std::fs::write(&into, "not json").unwrap();
    let xf = fixtures().join("xenforo/xenforo2-page.html");
    {
        let out = omerta(&[
            "forum",
            "import",
            "--site",
            "xenforo",
            xf.to_str().unwrap(),
            "--into",
            into.to_str().unwrap(),
            "--lang",
            "uk",
        ]);
        assert!(
            stderr(&out).starts_with(&format!("omerta: {} — не JSON (", into.display())),
            "{}",
            stderr(&out)
        );
    }
    // A fetch refused by the forum, in Russian: the forum's answer as it is.
    let server = Server::start(Box::new(|_, _| (403, HTML, Vec::new())));
    let url = format!("{}/threads/1", server.base);
    let out = fetch(&url, &["--lang", "ru"]);
    assert_eq!(
        stderr(&out),
        format!(
            "omerta: форум отказал в странице 1 ({url}) с ответом 403 Forbidden: тему видят \
             только участники, которые вошли в систему, или форум не пускает программы. \
             Сохраните страницы из браузера, в котором вы вошли, и используйте `omerta forum \
             import`.\n"
        )
    );
}
