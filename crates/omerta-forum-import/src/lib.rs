//! Saved forum thread pages read into `omerta-forum/1` documents.
//!
//! Pure: no IO, no network, no clock. The caller gives the pages' bytes (HTML for
//! XenForo, phpBB and vBulletin, the topic's JSON for Discourse) and gets each post's id,
//! author, time with its zone, body as HTML (quotes as `<blockquote>`, so omerta-forum
//! never counts a quoted vote), edit mark and number; [`merge`] adds them to a document.
//! What each engine's page says, and where, is in `docs/forum/import.md`.

pub mod address;
mod discourse;
mod error;
mod html;
mod links;
mod merge;
mod phpbb;
pub mod time;
mod vbulletin;
mod xenforo;

pub use discourse::{discourse_missing_post_ids, discourse_topic_id};
pub use error::{Document, ImportError, JsonProblem, Part};
pub use links::{base_href, detect_site, login_wall, next_page};
pub use merge::{known_post_ids, merge, new_document};
pub use time::{Zone, ZoneError};

use serde::{Deserialize, Serialize};

/// The forum engines whose pages can be read.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Site {
    XenForo,
    PhpBb,
    VBulletin,
    Discourse,
}

impl Site {
    /// The name people know the engine by.
    pub fn name(self) -> &'static str {
        match self {
            Site::XenForo => "XenForo",
            Site::PhpBb => "phpBB",
            Site::VBulletin => "vBulletin",
            Site::Discourse => "Discourse",
        }
    }

    /// The name given on the command line (`--site xenforo`).
    pub fn key(self) -> &'static str {
        match self {
            Site::XenForo => "xenforo",
            Site::PhpBb => "phpbb",
            Site::VBulletin => "vbulletin",
            Site::Discourse => "discourse",
        }
    }

    pub const ALL: [Site; 4] = [Site::XenForo, Site::PhpBb, Site::VBulletin, Site::Discourse];

    /// `xenforo`, `phpbb`, `vbulletin` or `discourse`, in any letter case.
    pub fn from_key(key: &str) -> Option<Site> {
        Site::ALL
            .into_iter()
            .find(|s| s.key().eq_ignore_ascii_case(key.trim()))
    }
}

/// One saved page: its bytes and a name for messages (the file name or the address).
#[derive(Clone, Copy, Debug)]
pub struct Page<'a> {
    /// Counted from 1, in the order the pages were given.
    pub number: usize,
    pub name: &'a str,
    pub bytes: &'a [u8],
}

impl Page<'_> {
    /// "page 2 (thread-2.html)", how messages name a page.
    pub fn label(&self) -> String {
        format!("page {} ({})", self.number, self.name)
    }
}

/// What the caller knows that a page may not say.
#[derive(Clone, Copy, Debug, Default)]
pub struct Options {
    /// The zone of times a page shows with no zone of its own (XenForo 1's "Dec 4, 2014 at
    /// 2:29 AM" never says one; phpBB and vBulletin name theirs in the footer, which wins).
    pub zone: Option<Zone>,
}

/// A post as the page shows it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ImportedPost {
    /// The forum's id of the post (unique in the forum, so in the thread).
    pub id: u64,
    /// Its place in the thread (#1, #2, …) where the page shows it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub number: Option<u64>,
    pub author: String,
    /// RFC 3339 with the offset the page gave or named.
    pub time: String,
    /// HTML, normalised for omerta-forum's reader.
    pub body: String,
    /// The edit mark the page shows, if any. The text before the edit is not on the page,
    /// so it is no entry of `edits` (whose bodies omerta compares for rule 3).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub edited: Option<Edited>,
    /// The post's address as the page links it (relative as written).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub url: Option<String>,
}

/// "Last edited by Ann on …": what the page says of an edit.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Edited {
    /// RFC 3339, when the page shows the last edit's time.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub time: Option<String>,
    /// Who edited, when the page names them.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub by: Option<String>,
}

/// Every post of the pages, in the order given. Each page must hold at least one post: a
/// page with none is a login page, another engine's page, or not a thread, and is named.
pub fn import_pages(
    site: Site,
    pages: &[Page<'_>],
    options: Options,
) -> Result<Vec<ImportedPost>, ImportError> {
    let mut posts = Vec::new();
    for page in pages {
        posts.extend(read_page(site, page, options)?);
    }
    Ok(posts)
}

/// The posts of one page.
pub fn read_page(
    site: Site,
    page: &Page<'_>,
    options: Options,
) -> Result<Vec<ImportedPost>, ImportError> {
    let text = decode(page.bytes);
    let posts = match site {
        Site::Discourse => discourse::read(page, &text)?,
        Site::XenForo => xenforo::read(page, &text, options)?,
        Site::PhpBb => phpbb::read(page, &text, options)?,
        Site::VBulletin => vbulletin::read(page, &text, options)?,
    };
    if posts.is_empty() {
        return Err(error::no_posts(site, page, &text));
    }
    Ok(posts)
}

/// A page's text: UTF-8 when it is (a byte-order mark dropped), else ISO-8859-1 (Windows
/// 1252), the charset of older vBulletin and phpBB 2 boards, where every byte is a
/// character.
pub fn decode(bytes: &[u8]) -> std::borrow::Cow<'_, str> {
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    match std::str::from_utf8(bytes) {
        Ok(text) => std::borrow::Cow::Borrowed(text),
        Err(_) => std::borrow::Cow::Owned(bytes.iter().map(|&b| windows_1252(b)).collect()),
    }
}

/// A Windows-1252 byte as a character (ISO-8859-1 but for the printable 0x80–0x9F).
fn windows_1252(byte: u8) -> char {
    const HIGH: [char; 32] = [
        '€', '\u{81}', '‚', 'ƒ', '„', '…', '†', '‡', 'ˆ', '‰', 'Š', '‹', 'Œ', '\u{8d}', 'Ž',
        '\u{8f}', '\u{90}', '‘', '’', '“', '”', '•', '–', '—', '˜', '™', 'š', '›', 'œ', '\u{9d}',
        'ž', 'Ÿ',
    ];
    match byte {
        0x80..=0x9f => HIGH[usize::from(byte - 0x80)],
        _ => char::from(byte),
    }
}

/// Seconds since 1970 (XenForo 1's `data-time`, vBulletin 5's `data-node-publishdate`)
/// as an RFC 3339 UTC time; `None` past the year 9999 or before 1970.
pub(crate) fn unix_time(text: &str) -> Option<String> {
    let seconds = text.trim().parse::<i64>().ok()?;
    (0..=253_402_300_799)
        .contains(&seconds)
        .then(|| omerta_forum::time::format(seconds))
}

/// A shown time read with the page's zone, or the reason it cannot be.
pub(crate) fn shown_time(
    page: &Page<'_>,
    post_id: u64,
    shown: &str,
    zone: Option<Zone>,
) -> Result<String, ImportError> {
    let civil = match time::parse_shown(shown) {
        Ok(civil) => civil,
        Err(time::ShownTimeError::Relative) => {
            return Err(error::relative_time(page, post_id, shown))
        }
        Err(time::ShownTimeError::Unreadable) => {
            return Err(error::unreadable_time(page, post_id, shown))
        }
    };
    let zone = zone.ok_or_else(|| error::no_zone(page, post_id, shown))?;
    Ok(civil.rfc3339(zone))
}
