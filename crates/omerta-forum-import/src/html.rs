//! A post's body, written again as the HTML that omerta-forum's reader understands.
//!
//! omerta-forum reads an HTML body for bold (`<b>`, `<strong>`, a bold `font-weight`) and
//! quotes (`<blockquote>`): rule 6, a vote counts when bold and never inside a quote. The
//! engines mark quotes their own way (vBulletin 4's `div.bbcode_quote`, vBulletin 3's
//! inset table cell, XenForo 1's `div.bbCodeQuote`, Discourse's `aside.quote`), so each of
//! those becomes a `<blockquote>`; everything else is kept as the forum wrote it, spoilers
//! included, less what a browser never shows as text (scripts, styles, drawings) and the
//! engines' own buttons inside the body ("Click to expand...").

use scraper::node::Node;
use scraper::{ElementRef, Selector};

/// What becomes of an element of a body.
enum Role {
    /// Dropped with everything in it.
    Skip,
    /// Written as `<blockquote>`: a quote, however the engine marks it.
    Quote,
    /// Written as it is.
    Keep,
}

/// Elements whose text a browser does not show, or that the engine adds to every body.
const SKIPPED_ELEMENTS: [&str; 8] = [
    "script", "style", "noscript", "template", "svg", "iframe", "object", "button",
];

/// Classes of the engines' own controls inside a body, not the author's words.
const SKIPPED_CLASSES: [&str; 5] = [
    "js-selectToQuoteEnd",
    "messageTextEndMarker",
    "bbCodeBlock-expandLink",
    "bbCodeBlock-shrinkLink",
    "quoteExpand",
];

/// Classes that make an element a quote.
const QUOTE_CLASSES: [&str; 3] = ["bbCodeQuote", "bbcode_quote", "quote"];

/// Elements with no end tag.
const VOID_ELEMENTS: [&str; 14] = [
    "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track",
    "wbr", "param",
];

fn role(element: &scraper::node::Element) -> Role {
    let name = element.name();
    if SKIPPED_ELEMENTS.contains(&name) || element.classes().any(|c| SKIPPED_CLASSES.contains(&c)) {
        return Role::Skip;
    }
    if name == "blockquote" {
        return Role::Keep;
    }
    let quote_class = element.classes().any(|c| QUOTE_CLASSES.contains(&c));
    // Discourse's `quote` class is on an `<aside>`; elsewhere the word is too common
    // (`span.quote` in some styles is only a colour).
    let quote_class = quote_class && (name != "span" && name != "a");
    // vBulletin 3 draws a quote as a table cell with an inset border.
    let vb3_quote = name == "td"
        && element.classes().any(|c| c == "alt2")
        && element.attr("style").is_some_and(|s| s.contains("inset"));
    if quote_class || vb3_quote {
        Role::Quote
    } else {
        Role::Keep
    }
}

/// The children of `container` (a post's body element) as normalised HTML on one line:
/// line breaks in the source are spaces, as a browser shows them, so that only `<br>`,
/// `<p>` and `<div>` end a line for the vote reader.
pub fn body_html(container: ElementRef<'_>) -> String {
    let mut out = String::new();
    // Walked with the tree's own edges rather than by recursion: a page can nest elements
    // thousands deep, and a recursive walk would overflow the stack.
    let mut skipping: Option<ego_tree::NodeId> = None;
    for edge in container.traverse() {
        match edge {
            ego_tree::iter::Edge::Open(node) => {
                if skipping.is_some() || node.id() == container.id() {
                    continue;
                }
                match node.value() {
                    Node::Text(text) => push_text(&mut out, text),
                    Node::Element(element) => match role(element) {
                        Role::Skip => skipping = Some(node.id()),
                        Role::Quote => out.push_str("<blockquote>"),
                        Role::Keep => open_tag(&mut out, element),
                    },
                    _ => {}
                }
            }
            ego_tree::iter::Edge::Close(node) => {
                if skipping == Some(node.id()) {
                    skipping = None;
                    continue;
                }
                if skipping.is_some() || node.id() == container.id() {
                    continue;
                }
                if let Node::Element(element) = node.value() {
                    match role(element) {
                        Role::Skip => {}
                        Role::Quote => out.push_str("</blockquote>"),
                        Role::Keep if VOID_ELEMENTS.contains(&element.name()) => {}
                        Role::Keep => {
                            out.push_str("</");
                            out.push_str(element.name());
                            out.push('>');
                        }
                    }
                }
            }
        }
    }
    out.trim().to_owned()
}

fn open_tag(out: &mut String, element: &scraper::node::Element) {
    out.push('<');
    out.push_str(element.name());
    for (name, value) in element.attrs() {
        // Event handlers are script, never shown.
        if name.starts_with("on") {
            continue;
        }
        out.push(' ');
        out.push_str(name);
        out.push_str("=\"");
        push_attribute(out, value);
        out.push('"');
    }
    out.push('>');
}

/// Text, escaped, with each run of white space one space: a browser shows it so, and
/// omerta-forum's reader would end a line at a source line break that no one sees.
fn push_text(out: &mut String, text: &str) {
    for c in text.chars() {
        if matches!(c, ' ' | '\n' | '\r' | '\t') {
            if !out.ends_with(' ') {
                out.push(' ');
            }
        } else {
            push_escaped(out, c, false);
        }
    }
}

fn push_attribute(out: &mut String, value: &str) {
    for c in value.chars() {
        push_escaped(out, c, true);
    }
}

/// A character escaped for HTML. `>` is escaped in attributes too: omerta-forum's reader
/// ends a tag at the first `>`.
fn push_escaped(out: &mut String, c: char, attribute: bool) {
    match c {
        '&' => out.push_str("&amp;"),
        '<' => out.push_str("&lt;"),
        '>' => out.push_str("&gt;"),
        '"' if attribute => out.push_str("&quot;"),
        '\n' | '\r' | '\t' => out.push(' '),
        _ => out.push(c),
    }
}

/// An element's text, its white space collapsed: names and times as people read them.
pub fn text_of(element: ElementRef<'_>) -> String {
    collapse(&element.text().collect::<String>())
}

/// White space runs (non-breaking spaces included) made one space, and trimmed.
pub fn collapse(text: &str) -> String {
    text.split(|c: char| c.is_whitespace() || c == '\u{a0}')
        .filter(|w| !w.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

/// The first element under `element` that `selector` matches.
pub fn first<'a>(element: ElementRef<'a>, selector: &Selector) -> Option<ElementRef<'a>> {
    element.select(selector).next()
}

/// A selector written in this crate. Every one is a literal checked by the tests, so a
/// failure is a bug here, never a property of the input.
pub fn selector(css: &str) -> Selector {
    Selector::parse(css).unwrap_or_else(|_| panic!("the selector {css:?} is not valid CSS"))
}

/// A link's address as written.
pub fn href(link: ElementRef<'_>) -> Option<String> {
    link.value().attr("href").map(str::to_owned)
}

/// The digits after the last `prefix` in `text` ("post-114210" → 114210).
pub fn number_after(text: &str, prefix: &str) -> Option<u64> {
    let at = text.rfind(prefix)? + prefix.len();
    let digits: String = text[at..]
        .chars()
        .take_while(char::is_ascii_digit)
        .collect();
    digits.parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use scraper::Html;

    fn body(html: &str) -> String {
        let doc = Html::parse_fragment(html);
        let sel = selector("div.body");
        body_html(doc.select(&sel).next().expect("a body"))
    }

    #[test]
    fn engines_quotes_become_blockquotes() {
        assert_eq!(
            body(r#"<div class="body"><div class="bbcode_quote">Originally Posted by <strong>Ann</strong><b>Vote: Bob</b></div>mine</div>"#),
            "<blockquote>Originally Posted by <strong>Ann</strong><b>Vote: Bob</b></blockquote>mine"
        );
        assert_eq!(
            body(
                r#"<div class="body"><aside class="quote" data-username="ann"><blockquote><p>hi</p></blockquote></aside></div>"#
            ),
            "<blockquote><blockquote><p>hi</p></blockquote></blockquote>"
        );
        assert_eq!(
            body(
                r#"<div class="body"><table><tr><td class="alt2" style="border:1px inset">q</td></tr></table></div>"#
            ),
            "<table><tbody><tr><blockquote>q</blockquote></tr></tbody></table>"
        );
    }

    #[test]
    fn scripts_and_buttons_go_text_stays_on_one_line() {
        assert_eq!(
            body("<div class=\"body\">a\n<b>Vote:\tBob</b><script>x()</script><div class=\"bbCodeBlock-expandLink\">Click to expand...</div> &lt;3 &amp;</div>"),
            "a <b>Vote: Bob</b> &lt;3 &amp;"
        );
        assert_eq!(
            body(r#"<div class="body"><a href="x?a=1&amp;b=>" onclick="evil()">l</a><br></div>"#),
            r#"<a href="x?a=1&amp;b=&gt;">l</a><br>"#
        );
    }

    #[test]
    fn deep_nesting_does_not_overflow() {
        let html = format!(
            "<div class=\"body\">{}x{}</div>",
            "<span>".repeat(50_000),
            "</span>".repeat(50_000)
        );
        assert!(body(&html).contains('x'));
    }

    #[test]
    fn numbers_after_prefixes() {
        assert_eq!(number_after("js-post-114210", "post-"), Some(114_210));
        assert_eq!(number_after("#1326", "#"), Some(1326));
        assert_eq!(number_after("post", "post-"), None);
    }
}
