//! What a page says about itself: which engine made it, whether it is a login wall, and
//! where the thread's next page is.

use crate::html::{href, selector, text_of};
use crate::{decode, Site};
use scraper::{Html, Selector};
use std::sync::LazyLock;

/// Marks each engine leaves in every page it makes: its scripts' hooks, its generator
/// line, its post markup. Checked strongest first, since a post may quote another engine's
/// name.
const MARKS: [(Site, &str); 11] = [
    (Site::XenForo, "data-xf-init"),
    (Site::XenForo, "<html id=\"XF\""),
    (Site::XenForo, "id=\"XenForo\""),
    (Site::VBulletin, "content=\"vBulletin"),
    (Site::VBulletin, "vBulletin_init"),
    (Site::VBulletin, "id=\"post_message_"),
    (Site::PhpBb, "<body id=\"phpbb\""),
    (Site::PhpBb, "class=\"postprofile\""),
    (Site::PhpBb, "phpBB Group"),
    (Site::PhpBb, "phpBB Limited"),
    (Site::Discourse, "content=\"Discourse"),
];

/// The engine that made a page, when it says so.
pub fn detect_site(bytes: &[u8]) -> Option<Site> {
    let text = decode(bytes);
    let trimmed = text.trim_start();
    if trimmed.starts_with('{') && text.contains("\"post_stream\"") {
        return Some(Site::Discourse);
    }
    MARKS
        .iter()
        .find(|(_, mark)| text.contains(mark))
        .map(|(site, _)| *site)
}

/// Sentences engines show to a visitor who must sign in first.
const LOGIN_SENTENCES: [&str; 6] = [
    "You must be registered and logged in",
    "You are not logged in or you do not have permission",
    "You must be logged-in to do that",
    "You must log in or register",
    "The board requires you to be registered and logged in",
    "You need to be logged in",
];

/// Whether a page is a login wall: it asks for a password, or says a visitor must sign in.
/// Only asked of pages with no posts: thread pages carry a login form in their header.
pub fn login_wall(text: &str) -> bool {
    let asks_password = text.contains("type=\"password\"") || text.contains("type='password'");
    asks_password || LOGIN_SENTENCES.iter().any(|s| text.contains(s))
}

struct Selectors {
    base: Selector,
    rel_next: Selector,
    xenforo_next: Selector,
    pagination: Selector,
    any: Selector,
}

static SELECTORS: LazyLock<Selectors> = LazyLock::new(|| Selectors {
    base: selector("base[href]"),
    rel_next: selector("link[rel=\"next\"][href], a[rel=\"next\"][href]"),
    xenforo_next: selector("a.pageNav-jump--next[href]"),
    pagination: selector(".pagination"),
    any: selector("*"),
});

/// The address of the thread's next page as the page links it (relative as written), or
/// `None` on the last page. Engines say it with `rel="next"` (XenForo's `page-N`,
/// vBulletin's `page=N` and `/pageN`, phpBB 3.1's `start=N`); phpBB 3.0 only lists its
/// pages, with the current one in `<strong>`, so there the link after it is taken.
pub fn next_page(site: Site, bytes: &[u8]) -> Option<String> {
    if site == Site::Discourse {
        return None;
    }
    let doc = Html::parse_document(&decode(bytes));
    let s = &*SELECTORS;
    if let Some(next) = doc.select(&s.rel_next).next().and_then(href) {
        return Some(next);
    }
    if let Some(next) = doc.select(&s.xenforo_next).next().and_then(href) {
        return Some(next);
    }
    if site == Site::PhpBb {
        return phpbb_next(&doc);
    }
    None
}

/// The page's `<base href>`, against which its relative links are written (vBulletin and
/// XenForo 1 link `showthread.php/…/page2` from `/forum/`).
pub fn base_href(bytes: &[u8]) -> Option<String> {
    let doc = Html::parse_document(&decode(bytes));
    let base = doc.select(&SELECTORS.base).next()?;
    href(base)
}

/// phpBB 3.0's pagination: "Page 2 of 10 • 1, <strong>2</strong>, 3 …".
fn phpbb_next(doc: &Html) -> Option<String> {
    let s = &*SELECTORS;
    for pagination in doc.select(&s.pagination) {
        let mut past_current = false;
        for element in pagination.select(&s.any) {
            let name = element.value().name();
            let number = text_of(element).parse::<u32>().is_ok();
            if name == "strong"
                && number
                && element
                    .parent()
                    .is_some_and(|p| p.value().as_element().is_some_and(|e| e.name() != "a"))
            {
                past_current = true;
            } else if past_current && name == "a" {
                let href = element.value().attr("href")?;
                return href.contains("start=").then(|| href.to_owned());
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn phpbb_3_0_next_is_the_link_after_the_current_page() {
        let page = r##"<div class="pagination">247 posts &bull; <a href="#"> Page <strong>2</strong> of <strong>10</strong></a> &bull; <span><a href="./viewtopic.php?t=1">1</a>, <strong>2</strong>, <a href="./viewtopic.php?t=1&amp;start=50">3</a></span></div>"##;
        assert_eq!(
            next_page(Site::PhpBb, page.as_bytes()).as_deref(),
            Some("./viewtopic.php?t=1&start=50")
        );
        let last = r#"<div class="pagination"><span><a href="./viewtopic.php?t=1">1</a>, <strong>2</strong></span></div>"#;
        assert_eq!(next_page(Site::PhpBb, last.as_bytes()), None);
    }

    #[test]
    fn login_walls_are_seen() {
        assert!(login_wall(
            r#"<form><input type="password" name="password"></form>"#
        ));
        assert!(login_wall(
            "You must be registered and logged in to view this"
        ));
        assert!(!login_wall("<p>no wall</p>"));
    }
}
