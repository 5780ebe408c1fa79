//! `omerta forum import` (saved pages) and `omerta forum fetch` (a thread over HTTP): the
//! reading is `omerta-forum-import`'s; here are the files, the network and the output.

use omerta_forum_import::{
    base_href, detect_site, discourse_missing_post_ids, discourse_topic_id, import_pages, merge,
    new_document, next_page, read_page, ImportedPost, Options, Page, Site, Zone,
};
use reqwest::Url;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

/// Where the document goes: `--out`, else the `--into` document itself, else standard
/// output.
pub struct Output {
    pub into: Option<PathBuf>,
    pub out: Option<PathBuf>,
}

/// `--site`: one of the engines.
pub fn parse_site(text: &str) -> Result<Site, String> {
    Site::from_key(text).ok_or_else(|| {
        format!(
            "\"{text}\" is not a forum engine omerta reads: xenforo, phpbb, vbulletin or discourse"
        )
    })
}

/// `--zone`: `+01:00`, `-5`, `UTC`.
pub fn parse_zone(text: &str) -> Result<Zone, String> {
    Zone::parse(text).ok_or_else(|| {
        format!("\"{text}\" is not a time zone offset: write it as +01:00, -05:00 or UTC")
    })
}

/// `omerta forum import --site SITE PAGE...`
pub fn import(site: Site, files: &[PathBuf], zone: Option<Zone>, output: &Output) -> ExitCode {
    let mut contents = Vec::new();
    for file in files {
        match std::fs::read(file) {
            Ok(bytes) => contents.push((file.display().to_string(), bytes)),
            Err(e) => {
                eprintln!("omerta: cannot read {}: {e}", file.display());
                return ExitCode::from(2);
            }
        }
    }
    let pages: Vec<Page<'_>> = contents
        .iter()
        .enumerate()
        .map(|(i, (name, bytes))| Page {
            number: i + 1,
            name,
            bytes,
        })
        .collect();
    match import_pages(site, &pages, Options { zone }) {
        Ok(posts) => write_document(&posts, output, pages.len()),
        Err(e) => {
            eprintln!("omerta: {e}");
            ExitCode::FAILURE
        }
    }
}

/// The document with the posts, written where `output` says.
fn write_document(posts: &[ImportedPost], output: &Output, pages: usize) -> ExitCode {
    let document = match &output.into {
        Some(path) => {
            let text = match std::fs::read_to_string(path) {
                Ok(text) => text,
                Err(e) => {
                    eprintln!("omerta: cannot read {}: {e}", path.display());
                    return ExitCode::from(2);
                }
            };
            match merge(&path.display().to_string(), &text, posts) {
                Ok(document) => document,
                Err(e) => {
                    eprintln!("omerta: {e}");
                    return ExitCode::FAILURE;
                }
            }
        }
        None => new_document(posts),
    };
    let text = format!("{document:#}\n");
    let target = output.out.as_deref().or(output.into.as_deref());
    match target {
        Some(path) => {
            if let Err(e) = std::fs::write(path, text) {
                eprintln!("omerta: cannot write {}: {e}", path.display());
                return ExitCode::from(2);
            }
            eprintln!(
                "{}: {} post{} from {pages} page{}",
                path.display(),
                posts.len(),
                plural(posts.len()),
                plural(pages)
            );
        }
        None => out!("{text}"),
    }
    ExitCode::SUCCESS
}

fn plural(n: usize) -> &'static str {
    if n == 1 {
        ""
    } else {
        "s"
    }
}

/// What `omerta forum fetch` was asked.
pub struct FetchRequest {
    pub url: String,
    pub site: Option<Site>,
    pub zone: Option<Zone>,
    pub delay: Duration,
    pub max_pages: usize,
}

/// `omerta forum fetch URL`: every page of the thread, then imported.
pub fn fetch(request: &FetchRequest, output: &Output) -> ExitCode {
    let result = Fetcher::new(request).and_then(|mut f| f.thread());
    match result {
        Ok((posts, pages)) => write_document(&posts, output, pages),
        Err(message) => {
            eprintln!("omerta: {message}");
            ExitCode::FAILURE
        }
    }
}

/// Discourse hands out a topic's posts by id, this many at a time.
const DISCOURSE_CHUNK: usize = 20;

struct Fetcher<'a> {
    request: &'a FetchRequest,
    client: reqwest::blocking::Client,
    /// The thread's address: every page must be on its host.
    start: Url,
    pages: usize,
}

impl<'a> Fetcher<'a> {
    fn new(request: &'a FetchRequest) -> Result<Self, String> {
        let start = Url::parse(&request.url).map_err(|e| {
            format!(
                "\"{}\" is not an address omerta can fetch ({e})",
                request.url
            )
        })?;
        if !matches!(start.scheme(), "http" | "https") {
            return Err(format!(
                "\"{}\" is not an http:// or https:// address",
                request.url
            ));
        }
        let client = reqwest::blocking::Client::builder()
            .user_agent(concat!(
                "omerta/",
                env!("CARGO_PKG_VERSION"),
                " (forum thread import)"
            ))
            .timeout(Duration::from_secs(60))
            .redirect(same_host_redirects(&start))
            .build()
            .map_err(|e| format!("cannot start the HTTP client: {e}"))?;
        Ok(Fetcher {
            request,
            client,
            start,
            pages: 0,
        })
    }

    /// All the thread's posts, and how many pages were fetched.
    fn thread(&mut self) -> Result<(Vec<ImportedPost>, usize), String> {
        let first_url = self.start.clone();
        let first = self.get(&first_url)?;
        let site = match self.request.site.or_else(|| detect_site(&first)) {
            Some(site) => site,
            None => return Err(unknown_site(&first_url)),
        };
        let posts = if site == Site::Discourse {
            self.discourse(first_url, first)?
        } else {
            self.html_pages(site, first_url, first)?
        };
        Ok((posts, self.pages))
    }

    /// One page, checked: an answer other than 200 is said in a sentence.
    fn get(&mut self, url: &Url) -> Result<Vec<u8>, String> {
        if url.host_str() != self.start.host_str()
            || url.port_or_known_default() != self.start.port_or_known_default()
        {
            return Err(format!(
                "page {} of the thread is linked at {url}, on another host than the thread \
                 ({}): omerta fetches pages only from the thread's own host",
                self.pages + 1,
                self.start.host_str().unwrap_or("?")
            ));
        }
        if self.pages > 0 && !self.request.delay.is_zero() {
            // A polite pause between pages: a forum is someone's server.
            std::thread::sleep(self.request.delay);
        }
        self.pages += 1;
        let page = self.pages;
        let response = self.client.get(url.clone()).send().map_err(|e| {
            format!(
                "fetching page {page} ({url}) failed: {}",
                reqwest_reason(&e)
            )
        })?;
        let status = response.status();
        if status == reqwest::StatusCode::UNAUTHORIZED || status == reqwest::StatusCode::FORBIDDEN {
            return Err(format!(
                "the forum refused page {page} ({url}) with {status}: the thread is shown \
                 only to members who are signed in, or the forum turns programs away. Save \
                 the pages from a browser that is signed in and use `omerta forum import`."
            ));
        }
        if !status.is_success() {
            return Err(format!(
                "fetching page {page} ({url}) failed: the forum answered {status}"
            ));
        }
        let bytes = response.bytes().map_err(|e| {
            format!(
                "fetching page {page} ({url}) failed while reading it: {}",
                reqwest_reason(&e)
            )
        })?;
        Ok(bytes.to_vec())
    }

    /// XenForo, phpBB and vBulletin: page after page by the "next" link.
    fn html_pages(
        &mut self,
        site: Site,
        first_url: Url,
        first: Vec<u8>,
    ) -> Result<Vec<ImportedPost>, String> {
        let options = Options {
            zone: self.request.zone,
        };
        let mut posts = Vec::new();
        let mut seen = std::collections::HashSet::new();
        let (mut url, mut bytes) = (first_url, first);
        loop {
            seen.insert(url.clone());
            let name = url.to_string();
            let page = Page {
                number: self.pages,
                name: &name,
                bytes: &bytes,
            };
            posts.extend(read_page(site, &page, options).map_err(|e| e.to_string())?);
            let Some(next) = self.next_url(site, &url, &bytes)? else {
                break;
            };
            if seen.contains(&next) {
                break;
            }
            if self.pages >= self.request.max_pages {
                eprintln!(
                    "omerta: stopped after {} pages (--max-pages); the thread goes on at {next}",
                    self.pages
                );
                break;
            }
            bytes = self.get(&next)?;
            url = next;
        }
        Ok(posts)
    }

    /// The next page's address, resolved as a browser resolves the link: against the
    /// page's `<base href>` when it has one.
    fn next_url(&self, site: Site, url: &Url, bytes: &[u8]) -> Result<Option<Url>, String> {
        let Some(href) = next_page(site, bytes) else {
            return Ok(None);
        };
        let base = base_href(bytes)
            .and_then(|b| url.join(&b).ok())
            .unwrap_or_else(|| url.clone());
        base.join(&href).map(Some).map_err(|e| {
            format!(
                "page {} ({url}) links its next page as \"{href}\", which is not an address ({e})",
                self.pages
            )
        })
    }

    /// Discourse: the topic's JSON, then its other posts by id.
    fn discourse(&mut self, first_url: Url, first: Vec<u8>) -> Result<Vec<ImportedPost>, String> {
        let (topic_url, topic) = if first.trim_ascii_start().starts_with(b"{") {
            (first_url, first)
        } else {
            let json_url = discourse_json_url(&first_url)?;
            let topic = self.get(&json_url)?;
            (json_url, topic)
        };
        let name = topic_url.to_string();
        let page = Page {
            number: self.pages,
            name: &name,
            bytes: &topic,
        };
        let options = Options {
            zone: self.request.zone,
        };
        let mut posts = read_page(Site::Discourse, &page, options).map_err(|e| e.to_string())?;
        let topic_id = discourse_topic_id(&page).map_err(|e| e.to_string())?;
        let missing = discourse_missing_post_ids(&page).map_err(|e| e.to_string())?;
        for (i, chunk) in missing.chunks(DISCOURSE_CHUNK).enumerate() {
            if self.pages >= self.request.max_pages {
                eprintln!(
                    "omerta: stopped after {} pages (--max-pages); {} posts of the topic were not fetched",
                    self.pages,
                    missing.len() - i * DISCOURSE_CHUNK
                );
                break;
            }
            let url = discourse_posts_url(&topic_url, topic_id, chunk)?;
            let bytes = self.get(&url)?;
            let name = url.to_string();
            let page = Page {
                number: self.pages,
                name: &name,
                bytes: &bytes,
            };
            posts.extend(read_page(Site::Discourse, &page, options).map_err(|e| e.to_string())?);
        }
        Ok(posts)
    }
}

/// Redirects are followed on the thread's host only (a move to https, a new address of
/// the thread); one to another host ends there, and its 3xx answer is reported.
fn same_host_redirects(start: &Url) -> reqwest::redirect::Policy {
    let host = start.host_str().map(str::to_owned);
    reqwest::redirect::Policy::custom(move |attempt| {
        if attempt.previous().len() >= 10 || attempt.url().host_str() != host.as_deref() {
            attempt.stop()
        } else {
            attempt.follow()
        }
    })
}

/// `/t/slug/123`, `/t/slug/123/45` or `/t/123` → `/t/123.json`.
fn discourse_json_url(url: &Url) -> Result<Url, String> {
    let segments: Vec<&str> = url.path_segments().map(|s| s.collect()).unwrap_or_default();
    let id = segments
        .iter()
        .position(|s| *s == "t")
        .and_then(|t| segments[t + 1..].iter().find(|s| s.parse::<u64>().is_ok()))
        .ok_or_else(|| {
            format!("{url} is a Discourse page but not a topic's (no /t/…/ID in its address)")
        })?;
    url.join(&format!("/t/{id}.json"))
        .map_err(|e| format!("cannot make the topic's JSON address from {url} ({e})"))
}

/// `/t/123/posts.json?post_ids[]=1&post_ids[]=2`.
fn discourse_posts_url(topic_url: &Url, topic: u64, ids: &[u64]) -> Result<Url, String> {
    let mut url = topic_url
        .join(&format!("/t/{topic}/posts.json"))
        .map_err(|e| format!("cannot make the posts' address from {topic_url} ({e})"))?;
    {
        let mut query = url.query_pairs_mut();
        query.clear();
        for id in ids {
            query.append_pair("post_ids[]", &id.to_string());
        }
    }
    Ok(url)
}

fn unknown_site(url: &Url) -> String {
    format!(
        "{url} does not look like a XenForo, phpBB, vBulletin or Discourse thread: if it is \
         one, say which with --site"
    )
}

/// reqwest's error without its Debug-like chain: the innermost cause reads best.
fn reqwest_reason(error: &reqwest::Error) -> String {
    use std::error::Error;
    let mut reason = error.to_string();
    let mut source = error.source();
    while let Some(cause) = source {
        reason = cause.to_string();
        source = cause.source();
    }
    if error.is_timeout() {
        "the forum did not answer in time".to_owned()
    } else {
        reason
    }
}
