//! `omerta forum import` (saved pages) and `omerta forum fetch` (a thread over HTTP): the
//! reading is `omerta-forum-import`'s; here are the files, the network and the output.

use crate::text::say;
use omerta_forum_import::address::{
    discourse_json_url, discourse_posts_url, next_page_url, other_host, refused, same_host,
    thread_address, unknown_site, FetchError, Reason, DISCOURSE_CHUNK,
};
use omerta_forum_import::{
    detect_site, discourse_missing_post_ids, discourse_topic_id, import_pages, merge, new_document,
    read_page, ImportedPost, Options, Page, Site, Zone,
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
        let words = [("text", text.to_owned().into())];
        say(omerta_i18n::id("cli-not-a-forum-engine"), &words)
    })
}

/// `--zone`: `+01:00`, `-5`, `UTC`.
pub fn parse_zone(text: &str) -> Result<Zone, String> {
    Zone::read(text).map_err(|e| omerta_i18n::forum_import::zone(crate::text::stderr_lang(), &e))
}

/// Why a page could not be fetched or read, in the language of standard error.
fn said(error: &FetchError) -> String {
    omerta_i18n::forum_import::fetch(crate::text::stderr_lang(), error)
}

/// `omerta forum import --site SITE PAGE...`
pub fn import(site: Site, files: &[PathBuf], zone: Option<Zone>, output: &Output) -> ExitCode {
    let mut contents = Vec::new();
    for file in files {
        match std::fs::read(file) {
            Ok(bytes) => contents.push((file.display().to_string(), bytes)),
            Err(e) => {
                eprintln!("{}", crate::text::cannot_read(file, &e));
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
            let lang = crate::text::stderr_lang();
            eprintln!("omerta: {}", omerta_i18n::forum_import::refusal(lang, &e));
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
                    eprintln!("{}", crate::text::cannot_read(path, &e));
                    return ExitCode::from(2);
                }
            };
            match merge(path.display().to_string(), &text, posts) {
                Ok(document) => document,
                Err(e) => {
                    let lang = crate::text::stderr_lang();
                    eprintln!("omerta: {}", omerta_i18n::forum_import::refusal(lang, &e));
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
                eprintln!("{}", crate::text::cannot_write(path, &e));
                return ExitCode::from(2);
            }
            let words = [
                ("path", path.display().to_string().into()),
                ("posts", posts.len().into()),
                ("pages", pages.into()),
            ];
            eprintln!("{}", say(omerta_i18n::id("cli-posts-written"), &words));
        }
        None => out!("{text}"),
    }
    ExitCode::SUCCESS
}

/// What `omerta forum fetch` was asked.
pub struct FetchRequest {
    pub url: String,
    pub site: Option<Site>,
    pub zone: Option<Zone>,
    pub delay: Duration,
    pub max_pages: usize,
}

/// `omerta forum fetch URL`: every page of the thread, then imported. A page after the
/// first that fails ends the fetch there, but the pages read before it are written, with
/// the command that goes on from there (issue 28).
pub fn fetch(request: &FetchRequest, output: &Output) -> ExitCode {
    let known = output
        .into
        .as_deref()
        .and_then(|path| std::fs::read_to_string(path).ok())
        .map(|text| omerta_forum_import::known_post_ids(&text))
        .unwrap_or_default();
    let result = Fetcher::new(request, known).and_then(|mut f| f.thread());
    match result {
        Ok(thread) => {
            let written = write_document(&thread.posts, output, thread.read);
            let Some(stop) = thread.stopped else {
                return written;
            };
            eprintln!("omerta: {}", said(&stop.why));
            if written == ExitCode::SUCCESS {
                let url = shell_word(stop.resume.as_str());
                let said = match (&output.into, &output.out) {
                    (Some(path), _) | (None, Some(path)) => {
                        let words = [
                            ("pages", thread.read.into()),
                            ("url", url.into()),
                            ("document", shell_word(&path.display().to_string()).into()),
                        ];
                        say(omerta_i18n::id("cli-fetch-resume"), &words)
                    }
                    // Printed: the reader names the file, in the sentence's own word for it.
                    (None, None) => {
                        let words = [("pages", thread.read.into()), ("url", url.into())];
                        say(omerta_i18n::id("cli-fetch-resume-printed"), &words)
                    }
                };
                eprintln!("{said}");
            }
            ExitCode::FAILURE
        }
        Err(Failure::Said(message)) => {
            eprintln!("omerta: {message}");
            ExitCode::FAILURE
        }
        Err(Failure::Fetch(error)) => {
            eprintln!("omerta: {}", said(&error));
            ExitCode::FAILURE
        }
    }
}

/// `text` as one word for a POSIX shell.
fn shell_word(text: &str) -> String {
    if text
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || "/._-:".contains(c))
    {
        text.to_owned()
    } else {
        format!("'{}'", text.replace('\'', "'\\''"))
    }
}

/// What a fetch read: the posts, the pages they came from, and where it stopped early.
struct Thread {
    posts: Vec<ImportedPost>,
    read: usize,
    stopped: Option<Stopped>,
}

/// A page after the first that could not be fetched or read.
struct Stopped {
    why: FetchError,
    /// Where the next fetch goes on: the page that failed (a Discourse topic: its own
    /// address; the posts already held are not asked again).
    resume: Url,
}

struct Fetcher<'a> {
    request: &'a FetchRequest,
    client: reqwest::blocking::Client,
    /// The thread's address: every page must be on its host.
    start: Url,
    /// Pages asked for.
    pages: usize,
    /// Pages read.
    read: usize,
    /// Posts the `--into` document holds already.
    known: std::collections::HashSet<u64>,
    stopped: Option<Stopped>,
}

/// Why a fetch failed before it read a page: a page's problem, or the HTTP client's (a
/// sentence already said).
enum Failure {
    Fetch(FetchError),
    Said(String),
}

impl From<FetchError> for Failure {
    fn from(error: FetchError) -> Failure {
        Failure::Fetch(error)
    }
}

impl From<omerta_forum_import::ImportError> for Failure {
    fn from(error: omerta_forum_import::ImportError) -> Failure {
        Failure::Fetch(FetchError::Page(error))
    }
}

impl<'a> Fetcher<'a> {
    fn new(
        request: &'a FetchRequest,
        known: std::collections::HashSet<u64>,
    ) -> Result<Self, Failure> {
        let start = thread_address(&request.url)?;
        let client = reqwest::blocking::Client::builder()
            .user_agent(concat!(
                "omerta/",
                env!("CARGO_PKG_VERSION"),
                " (forum thread import)"
            ))
            .timeout(Duration::from_secs(60))
            .redirect(same_host_redirects(&start))
            .build()
            .map_err(|e| {
                let words = [("error", e.to_string().into())];
                Failure::Said(say(omerta_i18n::id("cli-http-client"), &words))
            })?;
        Ok(Fetcher {
            request,
            client,
            start,
            pages: 0,
            read: 0,
            known,
            stopped: None,
        })
    }

    /// All the thread's posts, or those before a page that failed.
    fn thread(&mut self) -> Result<Thread, Failure> {
        let first_url = self.start.clone();
        let first = self.get(&first_url)?;
        let site = match self.request.site.or_else(|| detect_site(&first)) {
            Some(site) => site,
            None => return Err(unknown_site(&first_url, false).into()),
        };
        let posts = if site == Site::Discourse {
            self.discourse(first_url, first)?
        } else {
            self.html_pages(site, first_url, first)?
        };
        Ok(Thread {
            posts,
            read: self.read,
            stopped: self.stopped.take(),
        })
    }

    /// Notes where the fetch stopped, after the first page.
    fn stop(&mut self, why: FetchError, resume: Url) {
        self.stopped = Some(Stopped { why, resume });
    }

    /// One page, checked: an answer other than 200 is said in a sentence.
    fn get(&mut self, url: &Url) -> Result<Vec<u8>, FetchError> {
        if !same_host(url, &self.start) {
            return Err(other_host(self.pages + 1, url, &self.start));
        }
        if self.pages > 0 && !self.request.delay.is_zero() {
            // A polite pause between pages: a forum is someone's server.
            std::thread::sleep(self.request.delay);
        }
        self.pages += 1;
        let page = self.pages;
        let response = self
            .client
            .get(url.clone())
            .send()
            .map_err(|e| FetchError::Failed {
                page,
                url: url.to_string(),
                reason: reqwest_reason(&e),
            })?;
        let status = response.status();
        if !status.is_success() {
            return Err(refused(
                page,
                url,
                status.as_u16(),
                status.canonical_reason().unwrap_or(""),
                false,
            ));
        }
        let bytes = response.bytes().map_err(|e| FetchError::FailedReading {
            page,
            url: url.to_string(),
            reason: reqwest_reason(&e),
        })?;
        Ok(bytes.to_vec())
    }

    /// XenForo, phpBB and vBulletin: page after page by the "next" link.
    fn html_pages(
        &mut self,
        site: Site,
        first_url: Url,
        first: Vec<u8>,
    ) -> Result<Vec<ImportedPost>, Failure> {
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
            match read_page(site, &page, options) {
                Ok(read) => posts.extend(read),
                Err(e) if self.read == 0 => return Err(e.into()),
                Err(e) => {
                    self.stop(e.into(), url);
                    break;
                }
            }
            self.read += 1;
            let next = match self.next_url(site, &url, &bytes) {
                Ok(next) => next,
                Err(why) => {
                    self.stop(why, url);
                    break;
                }
            };
            let Some(next) = next else {
                break;
            };
            if seen.contains(&next) {
                break;
            }
            if self.pages >= self.request.max_pages {
                let words = [
                    ("pages", self.pages.into()),
                    ("next", next.to_string().into()),
                ];
                eprintln!("{}", say(omerta_i18n::id("cli-fetch-max-pages"), &words));
                break;
            }
            bytes = match self.get(&next) {
                Ok(bytes) => bytes,
                Err(why) => {
                    self.stop(why, next);
                    break;
                }
            };
            url = next;
        }
        Ok(posts)
    }

    /// The next page's address, resolved as a browser resolves the link.
    fn next_url(&self, site: Site, url: &Url, bytes: &[u8]) -> Result<Option<Url>, FetchError> {
        next_page_url(site, url, bytes, self.pages)
    }

    /// Discourse: the topic's JSON, then its other posts by id.
    fn discourse(&mut self, first_url: Url, first: Vec<u8>) -> Result<Vec<ImportedPost>, Failure> {
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
        let mut posts = read_page(Site::Discourse, &page, options)?;
        self.read += 1;
        let topic_id = discourse_topic_id(&page)?;
        // The posts the `--into` document holds are not asked again.
        let missing: Vec<u64> = discourse_missing_post_ids(&page)?
            .into_iter()
            .filter(|id| !self.known.contains(id))
            .collect();
        for (i, chunk) in missing.chunks(DISCOURSE_CHUNK).enumerate() {
            if self.pages >= self.request.max_pages {
                let left = missing.len() - i * DISCOURSE_CHUNK;
                let words = [("pages", self.pages.into()), ("left", left.into())];
                let said = say(omerta_i18n::id("cli-fetch-max-pages-posts"), &words);
                eprintln!("{said}");
                break;
            }
            let url = discourse_posts_url(&topic_url, topic_id, chunk)?;
            let read = self.get(&url).and_then(|bytes| {
                let name = url.to_string();
                let page = Page {
                    number: self.pages,
                    name: &name,
                    bytes: &bytes,
                };
                read_page(Site::Discourse, &page, options).map_err(FetchError::from)
            });
            match read {
                Ok(read) => posts.extend(read),
                Err(why) => {
                    self.stop(why, self.start.clone());
                    break;
                }
            }
            self.read += 1;
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

/// reqwest's error without its Debug-like chain: the innermost cause reads best.
fn reqwest_reason(error: &reqwest::Error) -> Reason {
    use std::error::Error;
    let mut reason = error.to_string();
    let mut source = error.source();
    while let Some(cause) = source {
        reason = cause.to_string();
        source = cause.source();
    }
    if error.is_timeout() {
        Reason::Timeout
    } else {
        Reason::Said(reason)
    }
}
