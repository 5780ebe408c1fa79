//! Why a page or a document could not be read, said for people: the page by its number and
//! name, what was looked for, and what to do.

use crate::{Page, Site};

/// A sentence naming the page (or document) and what is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ImportError {
    message: String,
}

impl ImportError {
    pub(crate) fn new(message: String) -> Self {
        ImportError { message }
    }
}

impl std::fmt::Display for ImportError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for ImportError {}

/// What a post of each engine looks like in its page, for the message of a page with none.
fn post_marker(site: Site) -> &'static str {
    match site {
        Site::XenForo => "XenForo's `article.message` (or XenForo 1's `li.message`)",
        Site::PhpBb => "phpBB's `div.post` with a `div.content`",
        Site::VBulletin => "vBulletin's `post_message_` blocks (or vBulletin 5's `li.b-post`)",
        Site::Discourse => "Discourse's `post_stream.posts`",
    }
}

/// A page with no post: a login wall, another engine's page, or no thread at all.
pub(crate) fn no_posts(site: Site, page: &Page<'_>, text: &str) -> ImportError {
    let label = page.label();
    if crate::links::login_wall(text) {
        return ImportError::new(format!(
            "{label} is a login page, not the thread: the forum shows this thread only to \
             members who are signed in. Save the pages from a browser that is signed in, \
             and import those files."
        ));
    }
    if let Some(other) = crate::links::detect_site(text.as_bytes()).filter(|s| *s != site) {
        return ImportError::new(format!(
            "{label} looks like a {} page, not {}: import it with --site {}.",
            other.name(),
            site.name(),
            other.key()
        ));
    }
    ImportError::new(format!(
        "{label} has no posts that look like {}: is this a {} thread page, or a login page?",
        post_marker(site),
        site.name()
    ))
}

pub(crate) fn missing(page: &Page<'_>, post_id: u64, what: &str) -> ImportError {
    ImportError::new(format!(
        "{} shows post {post_id} without {what}: the page may be cut short, or saved from a \
         style this importer does not know.",
        page.label()
    ))
}

/// A post container whose id cannot be read.
pub(crate) fn missing_id(page: &Page<'_>, what: &str) -> ImportError {
    ImportError::new(format!(
        "{} has a post without {what}: the page may be cut short, or saved from a style \
         this importer does not know.",
        page.label()
    ))
}

pub(crate) fn relative_time(page: &Page<'_>, post_id: u64, shown: &str) -> ImportError {
    ImportError::new(format!(
        "{} shows post {post_id}'s time as \u{201c}{shown}\u{201d}, which only says which day \
         it was to someone reading on the day the page was saved: save the page again with \
         full dates (forums switch to them for posts older than a week), or import it on a \
         board setting that shows dates.",
        page.label()
    ))
}

pub(crate) fn unreadable_time(page: &Page<'_>, post_id: u64, shown: &str) -> ImportError {
    ImportError::new(format!(
        "{} shows post {post_id}'s time as \u{201c}{shown}\u{201d}, which is not a date and \
         time this importer can read.",
        page.label()
    ))
}

pub(crate) fn no_zone(page: &Page<'_>, post_id: u64, shown: &str) -> ImportError {
    ImportError::new(format!(
        "{} shows post {post_id}'s time as \u{201c}{shown}\u{201d} and names no time zone for \
         it: give the zone the page was saved in with --zone (for example --zone +00:00).",
        page.label()
    ))
}

pub(crate) fn bad_json(page: &Page<'_>, problem: &str) -> ImportError {
    ImportError::new(format!(
        "{} is not a Discourse topic's JSON ({problem}): save the topic's address with \
         .json at the end (https://forum.example/t/slug/123.json).",
        page.label()
    ))
}
