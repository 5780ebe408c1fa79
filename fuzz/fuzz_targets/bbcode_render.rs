//! Arbitrary text as a forum post body drawn for the thread page
//! (`omerta_server::web::forum::render`): it must draw, never panic, and what it draws
//! must be safe HTML: only the renderer's own tags, properly nested, every attribute
//! closed, every link http(s), and the body's characters escaped.
#![no_main]

use libfuzzer_sys::fuzz_target;
use omerta_forum::{vote_marks, Markup};
use omerta_server::web::forum::render;

/// Every tag the renderer writes, as written, without attributes.
const TAGS: &[&str] = &[
    "<br>",
    "<strong>",
    "</strong>",
    "<em>",
    "</em>",
    "<u>",
    "</u>",
    "<s>",
    "</s>",
    "<sub>",
    "</sub>",
    "<sup>",
    "</sup>",
    "<code>",
    "</code>",
    "<blockquote class=\"bb-quote\">",
    "</blockquote>",
    "<span class=\"bb-quote-by\">",
    "<span class=\"vote-as\">",
    "</span>",
    "<details class=\"bb-spoiler\">",
    "</details>",
    "<summary>",
    "</summary>",
    "</a>",
    "</mark>",
];

/// The tags with an attribute value: what precedes it, and what the value must be.
const WITH_VALUE: &[(&str, bool)] = &[
    // (prefix, the value is an address)
    ("<a rel=\"nofollow ugc noopener\" href=\"", true),
    ("<mark class=\"vote\" title=\"", false),
];

/// What `&` may start in text: the escapes the renderer writes (`&#10;`: a line break in
/// an attribute).
const ENTITIES: &[&str] = &["&amp;", "&lt;", "&gt;", "&quot;", "&#39;", "&#10;"];

fuzz_target!(|data: &[u8]| {
    let Ok(body) = std::str::from_utf8(data) else {
        return;
    };
    let votes = vote_marks(body, Markup::BbCode).len();
    // Labels as the thread page gives them (one per vote), with markup of their own to
    // escape; and a count that does not match, which must be left out.
    let labels: Vec<String> = (0..votes)
        .map(|i| format!("<script>alert({i})</script> & \"'"))
        .collect();
    let wrong = vec!["x".to_string(); votes + 1];
    for (with_votes, labels) in [
        (true, None),
        (false, None),
        (true, Some(labels.as_slice())),
        (true, Some(wrong.as_slice())),
    ] {
        let html = render(body, with_votes, labels);
        if let Err(e) = check(&html) {
            panic!("unsafe HTML ({e}) for body {body:?} (votes: {with_votes}):\n{html}");
        }
        if !with_votes || labels.is_some_and(|l| l.len() != votes) {
            // (The body's own text is escaped: only the renderer writes this tag.)
            assert!(
                !html.contains("<span class=\"vote-as\">"),
                "labels drawn that do not match"
            );
        }
    }
});

/// Whether `html` is made only of the renderer's tags, properly nested, and escaped text.
fn check(html: &str) -> Result<(), String> {
    if html.to_ascii_lowercase().contains("<script") {
        return Err("a script tag".into());
    }
    let mut open: Vec<&str> = Vec::new();
    let mut rest = html;
    while !rest.is_empty() {
        let at = html.len() - rest.len();
        if rest.starts_with('<') {
            let (tag, len) = if let Some(tag) = TAGS.iter().find(|t| rest.starts_with(**t)) {
                (*tag, tag.len())
            } else if let Some((prefix, address)) =
                WITH_VALUE.iter().find(|(p, _)| rest.starts_with(p))
            {
                let value_and_more = &rest[prefix.len()..];
                let end = value_and_more
                    .find('"')
                    .ok_or(format!("an unclosed attribute at {at}"))?;
                let value = &value_and_more[..end];
                // `text` refuses any `<`, so no `<br>` either.
                text(value).map_err(|e| format!("attribute at {at}: {e}"))?;
                if !value_and_more[end..].starts_with("\">") {
                    return Err(format!("an attribute not followed by '>' at {at}"));
                }
                if *address {
                    let lower = value.to_ascii_lowercase();
                    if !(lower.starts_with("http://") || lower.starts_with("https://")) {
                        return Err(format!("a link that is not http(s) at {at}: {value}"));
                    }
                }
                (*prefix, prefix.len() + end + 2)
            } else {
                return Err(format!("an unknown tag at {at}: {:.40}", rest));
            };
            let name: &str = tag
                .trim_start_matches(['<', '/'])
                .split([' ', '>'])
                .next()
                .unwrap_or("");
            if tag == "<br>" {
                // A void element.
            } else if tag.starts_with("</") {
                match open.pop() {
                    Some(top) if top == name => {}
                    other => {
                        return Err(format!("</{name}> at {at} closes {other:?}"));
                    }
                }
            } else {
                open.push(name);
            }
            rest = &rest[len..];
        } else {
            let end = rest.find('<').unwrap_or(rest.len());
            text(&rest[..end]).map_err(|e| format!("text at {at}: {e}"))?;
            rest = &rest[end..];
        }
    }
    if !open.is_empty() {
        return Err(format!("tags left open: {open:?}"));
    }
    Ok(())
}

/// Whether a text (between tags, or an attribute's value) is escaped.
fn text(t: &str) -> Result<(), String> {
    if let Some(c) = t
        .chars()
        .find(|c| matches!(c, '<' | '>' | '"' | '\'' | '\r'))
    {
        return Err(format!("an unescaped {c:?}"));
    }
    for (i, _) in t.match_indices('&') {
        if !ENTITIES.iter().any(|e| t[i..].starts_with(e)) {
            return Err(format!("a bare '&' in {:.40}", &t[i..]));
        }
    }
    Ok(())
}
