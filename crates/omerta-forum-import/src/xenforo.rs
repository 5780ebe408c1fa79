//! XenForo thread pages.
//!
//! XenForo 2: each post is an `article.message` with `data-author` and
//! `data-content="post-ID"`; its time is the `datetime` of the `time.u-dt` in its header
//! (with the offset), its number the header's `#N` link, its body the `div.bbWrapper` of
//! `.message-body` (the signature has a `bbWrapper` too, outside it), and an edit shows as
//! `.message-lastEdit` with its own `time`.
//!
//! XenForo 1: each post is an `li.message` with `data-author` and `id="post-ID"`; its body
//! is `blockquote.messageText` (a blockquote only by XenForo's choice, so only its contents
//! are taken), its time an `abbr.DateTime` with `data-time` (seconds since 1970) or, for
//! posts older than a week, a `span.DateTime` whose title is in words and in no stated
//! zone; its number `a.postNumber`; an edit `.editDate`.

use crate::error::Part;
use crate::html::{body_html, first, href, number_after, selector, text_of};
use crate::time::normalise_rfc3339;
use crate::{error, shown_time, Edited, ImportError, ImportedPost, Options, Page};
use scraper::{ElementRef, Html, Selector};
use std::sync::LazyLock;

struct Selectors {
    xf2_post: Selector,
    xf2_time: Selector,
    xf2_number: Selector,
    xf2_body: Selector,
    xf2_edit: Selector,
    xf2_permalink: Selector,
    xf1_post: Selector,
    xf1_time: Selector,
    xf1_number: Selector,
    xf1_body: Selector,
    xf1_edit: Selector,
}

static SELECTORS: LazyLock<Selectors> = LazyLock::new(|| Selectors {
    xf2_post: selector("article.message[data-content]"),
    xf2_time: selector(".message-attribution time.u-dt, .message-attribution-main time"),
    xf2_number: selector(".message-attribution-opposite a"),
    xf2_body: selector(".message-body .bbWrapper"),
    xf2_edit: selector(".message-lastEdit time"),
    xf2_permalink: selector(".message-attribution-main a"),
    xf1_post: selector("li.message[data-author]"),
    xf1_time: selector(".messageMeta .DateTime, .messageDetails .DateTime"),
    xf1_number: selector("a.postNumber"),
    xf1_body: selector("blockquote.messageText"),
    xf1_edit: selector(".editDate .DateTime"),
});

pub(crate) fn read(
    page: &Page<'_>,
    text: &str,
    options: Options,
) -> Result<Vec<ImportedPost>, ImportError> {
    let doc = Html::parse_document(text);
    let s = &*SELECTORS;
    let mut posts = Vec::new();
    // A container whose id is not a post's ("profile-post-…", a preview) is no post.
    for post in doc.select(&s.xf2_post) {
        if let Some(id) = post_id(post, "data-content") {
            posts.push(read_xf2(page, post, id)?);
        }
    }
    if posts.is_empty() {
        for post in doc.select(&s.xf1_post) {
            if let Some(id) = post_id(post, "id") {
                posts.push(read_xf1(page, post, id, options)?);
            }
        }
    }
    Ok(posts)
}

/// Both XenForos name a post's author on its container.
fn data_author(post: ElementRef<'_>) -> String {
    post.value()
        .attr("data-author")
        .unwrap_or("")
        .trim()
        .to_owned()
}

/// `post-123` in the attribute, and nothing else.
fn post_id(post: ElementRef<'_>, attribute: &str) -> Option<u64> {
    let value = post.value().attr(attribute)?.trim();
    value.strip_prefix("post-")?.parse().ok()
}

fn read_xf2(page: &Page<'_>, post: ElementRef<'_>, id: u64) -> Result<ImportedPost, ImportError> {
    let s = &*SELECTORS;
    let author = data_author(post);
    let time_element =
        first(post, &s.xf2_time).ok_or_else(|| error::missing(page, id, Part::Time))?;
    let time = time_element
        .value()
        .attr("datetime")
        .and_then(normalise_rfc3339)
        .ok_or_else(|| error::missing(page, id, Part::ReadableDatetime))?;
    let body = first(post, &s.xf2_body).ok_or_else(|| error::missing(page, id, Part::Body))?;
    let edited = first(post, &s.xf2_edit).map(|t| Edited {
        time: t.value().attr("datetime").and_then(normalise_rfc3339),
        by: None,
    });
    Ok(ImportedPost {
        id,
        number: post_number(post, &s.xf2_number),
        author,
        time,
        body: body_html(body),
        edited,
        url: first(post, &s.xf2_permalink).and_then(href),
    })
}

fn read_xf1(
    page: &Page<'_>,
    post: ElementRef<'_>,
    id: u64,
    options: Options,
) -> Result<ImportedPost, ImportError> {
    let s = &*SELECTORS;
    let author = data_author(post);
    let time_element =
        first(post, &s.xf1_time).ok_or_else(|| error::missing(page, id, Part::Time))?;
    let time = xf1_time(page, id, time_element, options)?;
    let body = first(post, &s.xf1_body).ok_or_else(|| error::missing(page, id, Part::Body))?;
    let edited = match first(post, &s.xf1_edit) {
        Some(t) => Some(Edited {
            time: Some(xf1_time(page, id, t, options)?),
            by: None,
        }),
        None => None,
    };
    let number = first(post, &s.xf1_number).and_then(|a| number_after(&text_of(a), "#"));
    let url = first(post, &s.xf1_number).and_then(href);
    Ok(ImportedPost {
        id,
        number,
        author,
        time,
        body: body_html(body),
        edited,
        url,
    })
}

/// XenForo 1's `abbr.DateTime data-time="1417663740"` (UTC), or `span.DateTime title="Dec
/// 4, 2014 at 2:29 AM"` in the zone of whoever saved the page.
fn xf1_time(
    page: &Page<'_>,
    id: u64,
    element: ElementRef<'_>,
    options: Options,
) -> Result<String, ImportError> {
    if let Some(time) = element.value().attr("data-time").and_then(crate::unix_time) {
        return Ok(time);
    }
    let shown = element
        .value()
        .attr("title")
        .map(str::to_owned)
        .unwrap_or_else(|| text_of(element));
    shown_time(page, id, &shown, options.zone)
}

/// The `#N` of a post's header.
fn post_number(post: ElementRef<'_>, links: &Selector) -> Option<u64> {
    post.select(links).find_map(|a| {
        let text = text_of(a);
        text.starts_with('#').then(|| number_after(&text, "#"))?
    })
}
