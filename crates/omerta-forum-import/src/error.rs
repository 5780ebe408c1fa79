//! Why a page or a document could not be read, said for people: the page by its number and
//! name, what was looked for, and what to do.
//!
//! Each refusal is data (issue 30): its kind and its arguments, so that a face words it in
//! the reader's language (`omerta_i18n::forum_import::refusal`); `Display` is the English,
//! word for word as it has always been. The data is serializable: a followed thread keeps
//! its last fetch's problem as data and words it when its page is read.

use crate::{Page, Site};
use serde::{Deserialize, Serialize};

/// Why a page (or a document) could not be read: the page named by its number and name.
///
/// Tagged by `refusal` (a `FetchError`, tagged by `kind`, holds one as it is).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "refusal", rename_all = "snake_case")]
pub enum ImportError {
    /// A login page: the forum shows the thread to members only.
    LoginPage { page: usize, name: String },
    /// Another engine's page than the one asked for.
    OtherSite {
        page: usize,
        name: String,
        found: Site,
        site: Site,
    },
    /// No post that looks like one of `site`'s.
    NoPosts {
        page: usize,
        name: String,
        site: Site,
    },
    /// A post without `part`.
    Missing {
        page: usize,
        name: String,
        post: u64,
        part: Part,
    },
    /// A post whose id cannot be read (`part` names where it was looked for).
    MissingId {
        page: usize,
        name: String,
        part: Part,
    },
    /// A time shown relative to the day the page was saved ("Yesterday at 9:14 PM").
    RelativeTime {
        page: usize,
        name: String,
        post: u64,
        shown: String,
    },
    /// A time that is not one.
    UnreadableTime {
        page: usize,
        name: String,
        post: u64,
        shown: String,
    },
    /// A time in words with no zone: `--zone` gives it.
    NoZone {
        page: usize,
        name: String,
        post: u64,
        shown: String,
    },
    /// Not a Discourse topic's JSON.
    BadJson {
        page: usize,
        name: String,
        problem: JsonProblem,
    },
    /// The document the pages are added to is not JSON (serde's detail).
    DocumentNotJson { document: Document, detail: String },
    /// The document is not an `omerta-forum/1` document (its `format`, if it has one).
    DocumentFormat {
        document: Document,
        format: Option<String>,
    },
    /// The document's `posts` is not a list.
    DocumentPosts { document: Document },
}

/// The document pages are added to: a file, by its name, or a followed thread's own.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Document {
    Named(String),
    /// "the follow's document".
    Follow,
}

impl From<&str> for Document {
    fn from(name: &str) -> Document {
        Document::Named(name.to_owned())
    }
}

impl From<String> for Document {
    fn from(name: String) -> Document {
        Document::Named(name)
    }
}

impl std::fmt::Display for Document {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Document::Named(name) => f.write_str(name),
            Document::Follow => f.write_str("the follow's document"),
        }
    }
}

/// What a post was looked for and not found with, and where, when a selector names it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Part {
    /// "a time".
    Time,
    /// "a body".
    Body,
    /// "a readable datetime on its time".
    ReadableDatetime,
    /// "a created_at time" (Discourse).
    CreatedAt,
    /// "a date (…)": the element's name.
    Date(String),
    /// "a time (…)".
    TimeAt(String),
    /// "a body (…)".
    BodyAt(String),
    /// "an author line (…)".
    AuthorAt(String),
    /// "an id (…)".
    IdAt(String),
}

impl std::fmt::Display for Part {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Part::Time => f.write_str("a time"),
            Part::Body => f.write_str("a body"),
            Part::ReadableDatetime => f.write_str("a readable datetime on its time"),
            Part::CreatedAt => f.write_str("a created_at time"),
            Part::Date(at) => write!(f, "a date ({at})"),
            Part::TimeAt(at) => write!(f, "a time ({at})"),
            Part::BodyAt(at) => write!(f, "a body ({at})"),
            Part::AuthorAt(at) => write!(f, "an author line ({at})"),
            Part::IdAt(at) => write!(f, "an id ({at})"),
        }
    }
}

/// Why a Discourse page is not a topic's JSON.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum JsonProblem {
    /// Not JSON: serde's detail.
    NotJson(String),
    /// JSON whose fields are not a topic's: serde's detail.
    NotTopic(String),
    NoPostStream,
    /// `post_stream.posts[index]` has no id.
    PostWithoutId(usize),
    NoTopicId,
}

impl std::fmt::Display for JsonProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            JsonProblem::NotJson(detail) => write!(f, "it is not JSON: {detail}"),
            JsonProblem::NotTopic(detail) => write!(f, "its fields are not a topic's: {detail}"),
            JsonProblem::NoPostStream => f.write_str("it has no post_stream"),
            JsonProblem::PostWithoutId(index) => write!(f, "post_stream.posts[{index}] has no id"),
            JsonProblem::NoTopicId => f.write_str("it has no topic id"),
        }
    }
}

/// "page 2 (thread-2.html)", as [`Page::label`] says it.
fn label(page: usize, name: &str) -> String {
    format!("page {page} ({name})")
}

impl std::fmt::Display for ImportError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ImportError::LoginPage { page, name } => write!(
                f,
                "{} is a login page, not the thread: the forum shows this thread only to \
                 members who are signed in. Save the pages from a browser that is signed in, \
                 and import those files.",
                label(*page, name)
            ),
            ImportError::OtherSite {
                page,
                name,
                found,
                site,
            } => write!(
                f,
                "{} looks like a {} page, not {}: import it with --site {}.",
                label(*page, name),
                found.name(),
                site.name(),
                found.key()
            ),
            ImportError::NoPosts { page, name, site } => write!(
                f,
                "{} has no posts that look like {}: is this a {} thread page, or a login page?",
                label(*page, name),
                post_marker(*site),
                site.name()
            ),
            ImportError::Missing {
                page,
                name,
                post,
                part,
            } => write!(
                f,
                "{} shows post {post} without {part}: the page may be cut short, or saved from \
                 a style this importer does not know.",
                label(*page, name)
            ),
            ImportError::MissingId { page, name, part } => write!(
                f,
                "{} has a post without {part}: the page may be cut short, or saved from a style \
                 this importer does not know.",
                label(*page, name)
            ),
            ImportError::RelativeTime {
                page,
                name,
                post,
                shown,
            } => write!(
                f,
                "{} shows post {post}'s time as \u{201c}{shown}\u{201d}, which only says which \
                 day it was to someone reading on the day the page was saved: save the page \
                 again with full dates (forums switch to them for posts older than a week), or \
                 import it on a board setting that shows dates.",
                label(*page, name)
            ),
            ImportError::UnreadableTime {
                page,
                name,
                post,
                shown,
            } => write!(
                f,
                "{} shows post {post}'s time as \u{201c}{shown}\u{201d}, which is not a date and \
                 time this importer can read.",
                label(*page, name)
            ),
            ImportError::NoZone {
                page,
                name,
                post,
                shown,
            } => write!(
                f,
                "{} shows post {post}'s time as \u{201c}{shown}\u{201d} and names no time zone \
                 for it: give the zone the page was saved in with --zone (for example --zone \
                 +00:00).",
                label(*page, name)
            ),
            ImportError::BadJson {
                page,
                name,
                problem,
            } => write!(
                f,
                "{} is not a Discourse topic's JSON ({problem}): save the topic's address with \
                 .json at the end (https://forum.example/t/slug/123.json).",
                label(*page, name)
            ),
            ImportError::DocumentNotJson { document, detail } => write!(
                f,
                "{document} is not JSON ({detail}), so the pages cannot be added to it."
            ),
            ImportError::DocumentFormat { document, format } => write!(
                f,
                "{document} is not an {} document (its \"format\" is {}), so the pages cannot \
                 be added to it.",
                crate::merge::FORMAT,
                format
                    .as_ref()
                    .map_or("missing".to_owned(), |f| format!("\"{f}\""))
            ),
            ImportError::DocumentPosts { document } => write!(
                f,
                "{document}'s \"posts\" is not a list, so the pages cannot be added to it."
            ),
        }
    }
}

impl std::error::Error for ImportError {}

impl ImportError {
    /// One of every kind, for the tests that hold each language's words to the English.
    pub fn samples() -> Vec<ImportError> {
        let (page, name) = (2, "thread-2.html".to_owned());
        let shown = "Yesterday at 9:14 PM".to_owned();
        let mut samples = vec![
            ImportError::LoginPage {
                page,
                name: name.clone(),
            },
            ImportError::OtherSite {
                page,
                name: name.clone(),
                found: Site::PhpBb,
                site: Site::XenForo,
            },
        ];
        samples.extend(Site::ALL.map(|site| ImportError::NoPosts {
            page,
            name: name.clone(),
            site,
        }));
        samples.extend(
            Part::samples()
                .into_iter()
                .map(|part| ImportError::Missing {
                    page,
                    name: name.clone(),
                    post: 17,
                    part,
                }),
        );
        samples.push(ImportError::MissingId {
            page,
            name: name.clone(),
            part: Part::IdAt("data-node-id".into()),
        });
        samples.extend([
            ImportError::RelativeTime {
                page,
                name: name.clone(),
                post: 17,
                shown: shown.clone(),
            },
            ImportError::UnreadableTime {
                page,
                name: name.clone(),
                post: 17,
                shown: shown.clone(),
            },
            ImportError::NoZone {
                page,
                name: name.clone(),
                post: 17,
                shown,
            },
        ]);
        samples.extend(
            JsonProblem::samples()
                .into_iter()
                .map(|problem| ImportError::BadJson {
                    page,
                    name: name.clone(),
                    problem,
                }),
        );
        for document in [Document::Named("game.json".into()), Document::Follow] {
            samples.extend([
                ImportError::DocumentNotJson {
                    document: document.clone(),
                    detail: "expected value at line 1 column 1".into(),
                },
                ImportError::DocumentFormat {
                    document: document.clone(),
                    format: None,
                },
                ImportError::DocumentFormat {
                    document: document.clone(),
                    format: Some("omerta-pro/1".into()),
                },
                ImportError::DocumentPosts { document },
            ]);
        }
        samples
    }
}

impl Part {
    /// One of every kind.
    pub fn samples() -> Vec<Part> {
        vec![
            Part::Time,
            Part::Body,
            Part::ReadableDatetime,
            Part::CreatedAt,
            Part::Date("span.date".into()),
            Part::TimeAt("data-node-publishdate".into()),
            Part::BodyAt("div.content".into()),
            Part::AuthorAt("p.author".into()),
            Part::IdAt("data-node-id".into()),
        ]
    }
}

impl JsonProblem {
    /// One of every kind.
    pub fn samples() -> Vec<JsonProblem> {
        vec![
            JsonProblem::NotJson("expected value at line 1 column 1".into()),
            JsonProblem::NotTopic("invalid type: string, expected u64".into()),
            JsonProblem::NoPostStream,
            JsonProblem::PostWithoutId(3),
            JsonProblem::NoTopicId,
        ]
    }
}

/// What a post of each engine looks like in its page, for the message of a page with none.
pub fn post_marker(site: Site) -> &'static str {
    match site {
        Site::XenForo => "XenForo's `article.message` (or XenForo 1's `li.message`)",
        Site::PhpBb => "phpBB's `div.post` with a `div.content`",
        Site::VBulletin => "vBulletin's `post_message_` blocks (or vBulletin 5's `li.b-post`)",
        Site::Discourse => "Discourse's `post_stream.posts`",
    }
}

/// A page with no post: a login wall, another engine's page, or no thread at all.
pub(crate) fn no_posts(site: Site, page: &Page<'_>, text: &str) -> ImportError {
    let (page, name) = (page.number, page.name.to_owned());
    if crate::links::login_wall(text) {
        return ImportError::LoginPage { page, name };
    }
    if let Some(found) = crate::links::detect_site(text.as_bytes()).filter(|s| *s != site) {
        return ImportError::OtherSite {
            page,
            name,
            found,
            site,
        };
    }
    ImportError::NoPosts { page, name, site }
}

pub(crate) fn missing(page: &Page<'_>, post: u64, part: Part) -> ImportError {
    ImportError::Missing {
        page: page.number,
        name: page.name.to_owned(),
        post,
        part,
    }
}

/// A post container whose id cannot be read.
pub(crate) fn missing_id(page: &Page<'_>, part: Part) -> ImportError {
    ImportError::MissingId {
        page: page.number,
        name: page.name.to_owned(),
        part,
    }
}

pub(crate) fn relative_time(page: &Page<'_>, post: u64, shown: &str) -> ImportError {
    ImportError::RelativeTime {
        page: page.number,
        name: page.name.to_owned(),
        post,
        shown: shown.to_owned(),
    }
}

pub(crate) fn unreadable_time(page: &Page<'_>, post: u64, shown: &str) -> ImportError {
    ImportError::UnreadableTime {
        page: page.number,
        name: page.name.to_owned(),
        post,
        shown: shown.to_owned(),
    }
}

pub(crate) fn no_zone(page: &Page<'_>, post: u64, shown: &str) -> ImportError {
    ImportError::NoZone {
        page: page.number,
        name: page.name.to_owned(),
        post,
        shown: shown.to_owned(),
    }
}

pub(crate) fn bad_json(page: &Page<'_>, problem: JsonProblem) -> ImportError {
    ImportError::BadJson {
        page: page.number,
        name: page.name.to_owned(),
        problem,
    }
}
