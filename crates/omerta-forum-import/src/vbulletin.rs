//! vBulletin 3 and 4 thread pages.
//!
//! vBulletin 4: each post is an `li.postcontainer` with `id="post_ID"`; the author is the
//! `.username` of its user block, the time the words of `.postdate` ("06-15-2016, 03:03
//! PM"), the number the `a.postcounter` ("#1"), the body the `blockquote.postcontent` in
//! `#post_message_ID` (a blockquote only by vBulletin's choice, so only its contents are
//! taken), an edit `.lastedited`.
//!
//! vBulletin 3: each post is a `table` with `id="postID"`; the author is `a.bigusername`,
//! the time the words of the first header cell, the number the `#N` link
//! (`id="postcountID"`), the body `#post_message_ID`, an edit an `<em>` "Last edited by
//! Name; 2016-02-01 at 03:31.".
//!
//! Both show times in words in the board's zone, named by the footer ("All times are GMT
//! -5").
//!
//! vBulletin 5: each post is an `li.b-post` with `data-node-id` and
//! `data-node-publishdate` (seconds since 1970, so UTC); the author is the user block's
//! `.author`, the number `a.b-post__count`, the body `.js-post__content-text`. Its pages
//! show no edit mark to guests.

use crate::error::Part;
use crate::html::{body_html, collapse, first, href, number_after, selector, text_of};
use crate::time::footer_zone;
use crate::{error, shown_time, Edited, ImportError, ImportedPost, Options, Page, Zone};
use scraper::{ElementRef, Html, Selector};
use std::sync::LazyLock;

struct Selectors {
    vb4_post: Selector,
    vb4_author: Selector,
    vb4_time: Selector,
    vb4_number: Selector,
    vb4_body: Selector,
    vb4_edit: Selector,
    vb3_post: Selector,
    vb3_author: Selector,
    vb3_time: Selector,
    vb3_number: Selector,
    vb3_edit: Selector,
    message: Selector,
    vb5_post: Selector,
    vb5_author: Selector,
    vb5_number: Selector,
    vb5_body: Selector,
}

static SELECTORS: LazyLock<Selectors> = LazyLock::new(|| Selectors {
    vb4_post: selector("li.postcontainer[id^=\"post_\"]"),
    vb4_author: selector(".userinfo .username"),
    vb4_time: selector(".postdate"),
    vb4_number: selector("a.postcounter"),
    vb4_body: selector("blockquote.postcontent"),
    vb4_edit: selector(".lastedited"),
    vb3_post: selector("table[id^=\"post\"]"),
    vb3_author: selector(".bigusername"),
    vb3_time: selector("td.thead"),
    vb3_number: selector("a[id^=\"postcount\"]"),
    vb3_edit: selector("em"),
    message: selector("[id^=\"post_message_\"]"),
    vb5_post: selector("li.b-post[data-node-id]"),
    vb5_author: selector(".b-userinfo__details .author"),
    vb5_number: selector("a.b-post__count"),
    vb5_body: selector(".js-post__content-text"),
});

pub(crate) fn read(
    page: &Page<'_>,
    text: &str,
    options: Options,
) -> Result<Vec<ImportedPost>, ImportError> {
    let doc = Html::parse_document(text);
    let zone = footer_zone(text).or(options.zone);
    let s = &*SELECTORS;
    let mut posts = Vec::new();
    for post in doc.select(&s.vb4_post) {
        let Some(id) = post
            .value()
            .attr("id")
            .and_then(|i| number_after(i, "post_"))
        else {
            continue;
        };
        posts.push(read_vb4(page, post, id, zone)?);
    }
    if posts.is_empty() {
        for post in doc.select(&s.vb5_post) {
            posts.push(read_vb5(page, post)?);
        }
    }
    if posts.is_empty() {
        for post in doc.select(&s.vb3_post) {
            // Only "post" and digits: vBulletin 3 has other tables named "post…".
            let Some(id) = post.value().attr("id").and_then(|i| i.strip_prefix("post")) else {
                continue;
            };
            let Ok(id) = id.parse() else { continue };
            posts.push(read_vb3(page, post, id, zone)?);
        }
    }
    Ok(posts)
}

/// The time a post shows in words in its element `at` (a selector and its name for
/// messages), in the board's zone.
fn time_in_words(
    page: &Page<'_>,
    post: ElementRef<'_>,
    id: u64,
    at: (&Selector, &str),
    zone: Option<Zone>,
) -> Result<String, ImportError> {
    let shown = first(post, at.0)
        .map(text_of)
        .ok_or_else(|| error::missing(page, id, Part::Date(at.1.to_owned())))?;
    shown_time(page, id, &shown, zone)
}

/// vBulletin 3 and 4's `#post_message_ID`.
fn message<'a>(
    page: &Page<'_>,
    post: ElementRef<'a>,
    id: u64,
) -> Result<ElementRef<'a>, ImportError> {
    first(post, &SELECTORS.message)
        .ok_or_else(|| error::missing(page, id, Part::BodyAt("post_message_".into())))
}

fn read_vb4(
    page: &Page<'_>,
    post: ElementRef<'_>,
    id: u64,
    zone: Option<Zone>,
) -> Result<ImportedPost, ImportError> {
    let s = &*SELECTORS;
    let author = first(post, &s.vb4_author).map(text_of).unwrap_or_default();
    let time = time_in_words(page, post, id, (&s.vb4_time, ".postdate"), zone)?;
    let message = message(page, post, id)?;
    let body = first(message, &s.vb4_body).unwrap_or(message);
    let counter = first(post, &s.vb4_number);
    let edited = match first(post, &s.vb4_edit) {
        Some(note) => edit_note(page, id, &text_of(note), zone)?,
        None => None,
    };
    Ok(ImportedPost {
        id,
        number: counter.and_then(|a| number_after(&text_of(a), "#")),
        author,
        time,
        body: body_html(body),
        edited,
        url: counter.and_then(href),
    })
}

fn read_vb3(
    page: &Page<'_>,
    post: ElementRef<'_>,
    id: u64,
    zone: Option<Zone>,
) -> Result<ImportedPost, ImportError> {
    let s = &*SELECTORS;
    let author = first(post, &s.vb3_author).map(text_of).unwrap_or_default();
    let time = time_in_words(page, post, id, (&s.vb3_time, "td.thead"), zone)?;
    let body = message(page, post, id)?;
    let counter = first(post, &s.vb3_number);
    let mut edited = None;
    for em in post.select(&s.vb3_edit) {
        let text = text_of(em);
        if text.starts_with("Last edited by") {
            edited = edit_note(page, id, &text, zone)?;
            break;
        }
    }
    Ok(ImportedPost {
        id,
        number: counter.and_then(|a| text_of(a).trim_start_matches('#').parse().ok()),
        author,
        time,
        body: body_html(body),
        edited,
        url: counter.and_then(href),
    })
}

fn read_vb5(page: &Page<'_>, post: ElementRef<'_>) -> Result<ImportedPost, ImportError> {
    let s = &*SELECTORS;
    let id = post
        .value()
        .attr("data-node-id")
        .and_then(|v| v.trim().parse::<u64>().ok())
        .ok_or_else(|| error::missing_id(page, Part::IdAt("data-node-id".into())))?;
    let time = post
        .value()
        .attr("data-node-publishdate")
        .and_then(crate::unix_time)
        .ok_or_else(|| error::missing(page, id, Part::TimeAt("data-node-publishdate".into())))?;
    let body = first(post, &s.vb5_body)
        .ok_or_else(|| error::missing(page, id, Part::BodyAt(".js-post__content-text".into())))?;
    let counter = first(post, &s.vb5_number);
    Ok(ImportedPost {
        id,
        number: counter.and_then(|a| number_after(&text_of(a), "#")),
        author: first(post, &s.vb5_author).map(text_of).unwrap_or_default(),
        time,
        body: body_html(body),
        edited: None,
        url: counter.and_then(href),
    })
}

/// "Last edited by Name; 06-15-2016 at 03:20 PM. Reason: typo".
fn edit_note(
    page: &Page<'_>,
    id: u64,
    text: &str,
    zone: Option<Zone>,
) -> Result<Option<Edited>, ImportError> {
    let text = collapse(text);
    let Some(rest) = text.strip_prefix("Last edited by ") else {
        return Ok(None);
    };
    let (by, when) = rest.split_once(';').unwrap_or((rest, ""));
    let when = when
        .split(" Reason:")
        .next()
        .unwrap_or("")
        .trim()
        .trim_end_matches('.');
    let time = if when.is_empty() {
        None
    } else {
        Some(shown_time(page, id, when, zone)?)
    };
    Ok(Some(Edited {
        time,
        by: Some(by.trim().to_owned()).filter(|b| !b.is_empty()),
    }))
}
