//! phpBB 3 (prosilver and its offspring) topic pages.
//!
//! Each post is a `div.post` with `id="pID"`. Its author and time are in `p.author`: "by
//! <strong>Name</strong> » Sun May 26, 2019 5:28 pm" (phpBB 3.2 and later also put the
//! time in a `<time datetime>`, which is used when present). A time in words is in the
//! board's zone, which the footer names ("All times are UTC [ DST ]"). The body is
//! `div.content`; an edit shows as `div.notice`: "Last edited by Name on <time>, edited 2
//! times in total." phpBB shows no post numbers unless the style adds them (`#N` links).

use crate::error::Part;
use crate::html::{body_html, collapse, first, href, number_after, selector, text_of};
use crate::time::{footer_zone, normalise_rfc3339};
use crate::{error, shown_time, Edited, ImportError, ImportedPost, Options, Page, Zone};
use scraper::{ElementRef, Html, Selector};
use std::sync::LazyLock;

struct Selectors {
    post: Selector,
    author_line: Selector,
    author: Selector,
    profile_author: Selector,
    time: Selector,
    links: Selector,
    body: Selector,
    notice: Selector,
}

static SELECTORS: LazyLock<Selectors> = LazyLock::new(|| Selectors {
    post: selector("div.post[id^=\"p\"]"),
    author_line: selector("p.author"),
    author: selector("strong"),
    profile_author: selector(".postprofile dt .username, .postprofile dt .username-coloured"),
    time: selector("time[datetime]"),
    links: selector("a[href]"),
    body: selector("div.content"),
    notice: selector("div.notice"),
});

pub(crate) fn read(
    page: &Page<'_>,
    text: &str,
    options: Options,
) -> Result<Vec<ImportedPost>, ImportError> {
    let doc = Html::parse_document(text);
    let zone = footer_zone(text).or(options.zone);
    let mut posts = Vec::new();
    for post in doc.select(&SELECTORS.post) {
        // `div.post` with an id that is not "p" and digits is no post (a style's header).
        let Some(id) = post_id(post) else { continue };
        posts.push(read_post(page, post, id, zone)?);
    }
    Ok(posts)
}

fn post_id(post: ElementRef<'_>) -> Option<u64> {
    let id = post.value().attr("id")?.strip_prefix('p')?;
    id.parse().ok()
}

fn read_post(
    page: &Page<'_>,
    post: ElementRef<'_>,
    id: u64,
    zone: Option<Zone>,
) -> Result<ImportedPost, ImportError> {
    let s = &*SELECTORS;
    let line = first(post, &s.author_line)
        .ok_or_else(|| error::missing(page, id, Part::AuthorAt("p.author".into())))?;
    let author = first(line, &s.author)
        .or_else(|| first(post, &s.profile_author))
        .map(text_of)
        .unwrap_or_default();
    let time = match first(line, &s.time).and_then(|t| t.value().attr("datetime")) {
        Some(datetime) => normalise_rfc3339(datetime)
            .ok_or_else(|| error::missing(page, id, Part::ReadableDatetime))?,
        None => shown_time(page, id, &shown_after_author(line), zone)?,
    };
    let body = first(post, &s.body)
        .ok_or_else(|| error::missing(page, id, Part::BodyAt("div.content".into())))?;
    let edited = match first(post, &s.notice) {
        Some(notice) => edit_notice(page, id, notice, zone)?,
        None => None,
    };
    let mut number = None;
    let mut url = None;
    for a in line.select(&s.links) {
        let text = text_of(a);
        if text.starts_with('#') {
            number = number_after(&text, "#");
        }
        if url.is_none() && a.value().attr("href").is_some_and(|h| h.contains("p=")) {
            url = href(a);
        }
    }
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

/// The time in words after the author: "by Name » Sun May 26, 2019 5:28 pm".
fn shown_after_author(line: ElementRef<'_>) -> String {
    let text = text_of(line);
    match text.rsplit_once('\u{bb}') {
        Some((_, time)) => time.trim().to_owned(),
        None => text,
    }
}

/// "Last edited by Name on Sun May 26, 2019 5:35 pm, edited 2 times in total."
fn edit_notice(
    page: &Page<'_>,
    id: u64,
    notice: ElementRef<'_>,
    zone: Option<Zone>,
) -> Result<Option<Edited>, ImportError> {
    let text = collapse(&text_of(notice));
    let Some(rest) = text.strip_prefix("Last edited by ") else {
        // Other notices (a moderator's note, "reported") are no edit.
        return Ok(None);
    };
    let (by, when) = rest.split_once(" on ").unwrap_or((rest, ""));
    let when = when.split(", edited").next().unwrap_or("").trim();
    let time = match first(notice, &SELECTORS.time).and_then(|t| t.value().attr("datetime")) {
        Some(datetime) => normalise_rfc3339(datetime),
        None if when.is_empty() => None,
        None => Some(shown_time(page, id, when, zone)?),
    };
    Ok(Some(Edited {
        time,
        by: Some(by.trim().to_owned()).filter(|b| !b.is_empty()),
    }))
}
