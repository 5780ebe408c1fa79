//! Post bodies as the forum stores them (BBCode or HTML), reduced to what rule 6 needs:
//! the bolded text outside quotes.
//!
//! "Votes and Unvotes need to be bolded" and nothing inside a quote counts, so a body is
//! read as a sequence of text runs, each known to be bold or not and quoted or not; every
//! other tag is transparent.

/// How a body is written.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Markup {
    #[default]
    BbCode,
    Html,
}

/// The bold, unquoted runs of text of a body, in order. A run ends where bold ends, a
/// quote starts, or a line ends.
pub fn bold_runs(body: &str, markup: Markup) -> Vec<String> {
    runs(body, markup, true)
}

/// The unquoted runs of text of a body, in order: only the bold ones when `bold_only`
/// (rule 6), all of them for a house that counts unbolded votes (`game.votes.bold`).
pub fn runs(body: &str, markup: Markup, bold_only: bool) -> Vec<String> {
    let body: &str = &without_verbatim(body, markup);
    let mut styles = Styles::default();
    let mut runs = Vec::new();
    let mut current = String::new();
    let mut bold = 0usize;
    let mut quote = 0usize;
    let flush = |current: &mut String, runs: &mut Vec<String>| {
        if !current.trim().is_empty() {
            runs.push(std::mem::take(current));
        }
        current.clear();
    };
    let (open, close) = match markup {
        Markup::BbCode => ('[', ']'),
        Markup::Html => ('<', '>'),
    };
    // Where the next closing bracket is, remembered: every opening bracket before it has
    // the same one, and looking for it again from each ("[" × 20,000) would read the body
    // once per bracket.
    let mut closes = NextByte::new(body, close as u8);
    let mut at = 0;
    while at < body.len() {
        let rest = &body[at..];
        // The next tag, if any.
        let next_tag = rest.find(open);
        let text_end = next_tag.unwrap_or(rest.len());
        let text = &rest[..text_end];
        if (bold > 0 || !bold_only) && quote == 0 {
            for (i, line) in text.split('\n').enumerate() {
                if i > 0 {
                    flush(&mut current, &mut runs);
                }
                match markup {
                    Markup::BbCode => current.push_str(line),
                    Markup::Html => current.push_str(&decode_entities(line)),
                }
            }
        }
        at += text_end;
        if at == body.len() {
            break;
        }
        let rest = &body[at..];
        let Some(end) = closes.at_or_after(at).map(|c| c - at) else {
            // An unclosed bracket is text.
            if (bold > 0 || !bold_only) && quote == 0 {
                current.push_str(rest);
            }
            break;
        };
        // A bracket with another opening bracket before its close ("[sic[/b]") is text:
        // the tag, if any, starts at the later one.
        if let Some(again) = rest[1..end].find(open) {
            if (bold > 0 || !bold_only) && quote == 0 {
                current.push_str(&rest[..again + 1]);
            }
            at += again + 1;
            continue;
        }
        let tag = &rest[1..end];
        at += end + 1;
        match classify(tag, markup, &mut styles) {
            Tag::BoldOpen => {
                // Counting unbolded text too, a bold vote still stands apart from
                // the text before it.
                if !bold_only {
                    flush(&mut current, &mut runs);
                }
                bold += 1
            }
            Tag::BoldClose => {
                bold = bold.saturating_sub(1);
                if bold == 0 || !bold_only {
                    flush(&mut current, &mut runs);
                }
            }
            Tag::QuoteOpen => {
                flush(&mut current, &mut runs);
                quote += 1;
            }
            Tag::QuoteClose => quote = quote.saturating_sub(1),
            Tag::LineBreak => flush(&mut current, &mut runs),
            Tag::Other => {}
            Tag::Text => {
                if (bold > 0 || !bold_only) && quote == 0 {
                    current.push(open);
                    current.push_str(tag);
                    current.push(close);
                }
            }
        }
    }
    flush(&mut current, &mut runs);
    runs
}

/// The first occurrence of an ASCII byte at or after a position of a text, for positions
/// that mostly grow: the answer found is remembered and holds for every position up to
/// it, so each byte of the text is looked at about once however often it is asked.
struct NextByte<'a> {
    bytes: &'a [u8],
    byte: u8,
    /// The last search: from where, and what it found (`None`: nothing up to the end).
    last: Option<(usize, Option<usize>)>,
}

impl<'a> NextByte<'a> {
    fn new(text: &'a str, byte: u8) -> Self {
        NextByte {
            bytes: text.as_bytes(),
            byte,
            last: None,
        }
    }

    fn at_or_after(&mut self, at: usize) -> Option<usize> {
        if let Some((from, found)) = self.last {
            if from <= at && found.is_none_or(|f| at <= f) {
                return found;
            }
        }
        let found = self
            .bytes
            .get(at..)
            .and_then(|rest| rest.iter().position(|b| *b == self.byte))
            .map(|i| at + i);
        self.last = Some((at, found));
        found
    }
}

enum Tag {
    BoldOpen,
    BoldClose,
    QuoteOpen,
    QuoteClose,
    LineBreak,
    Other,
    Text,
}

/// The HTML elements that may carry an inline style, open at this point, and whether each
/// made its text bold: a `</span>` ends bold only if the span it closes began it.
#[derive(Default)]
struct Styles {
    open: Vec<(String, bool)>,
}

/// Elements whose inline style is read for bold.
const STYLED: [&str; 4] = ["span", "font", "div", "p"];

/// Whether an HTML tag's inline style sets `font-weight` to bold: `bold`, `bolder`, or
/// a number of at least 600.
/// A BBCode text as plain text, for a mail: every tag of the forums' BBCode (`[b]`,
/// `[/quote]`, `[url=…]`) left out and the words kept. Brackets that are no such tag
/// (`[sic]`, `[1, 2]`, a lone `[`) are kept as written.
pub fn plain_text(body: &str) -> String {
    let mut out = String::with_capacity(body.len());
    let mut rest = body;
    while let Some(at) = rest.find('[') {
        out.push_str(&rest[..at]);
        let after = &rest[at + 1..];
        match after.find(']').filter(|end| is_tag(&after[..*end])) {
            Some(end) => rest = &after[end + 1..],
            None => {
                out.push('[');
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

/// The tags of the forums' BBCode that `plain_text` leaves out.
const TAGS: [&str; 22] = [
    "b",
    "i",
    "u",
    "s",
    "quote",
    "spoiler",
    "url",
    "img",
    "color",
    "colour",
    "size",
    "code",
    "list",
    "*",
    "center",
    "font",
    "email",
    "sup",
    "sub",
    "strike",
    "noparse",
    "highlight",
];

/// Whether the text between brackets is a tag: an optional `/`, a known name, and after
/// `=` an argument on one line.
fn is_tag(inside: &str) -> bool {
    let inside = inside.strip_prefix('/').unwrap_or(inside);
    let (name, argument) = match inside.split_once('=') {
        Some((name, argument)) => (name, Some(argument)),
        None => (inside, None),
    };
    TAGS.iter().any(|t| t.eq_ignore_ascii_case(name)) && argument.is_none_or(|a| !a.contains('\n'))
}

fn style_is_bold(tag: &str) -> bool {
    let Some(i) = tag.find("font-weight") else {
        return false;
    };
    let value = tag[i + "font-weight".len()..]
        .trim_start()
        .strip_prefix(':')
        .unwrap_or("")
        .trim_start();
    let word: String = value
        .chars()
        .take_while(|c| c.is_ascii_alphanumeric())
        .collect();
    word == "bold" || word == "bolder" || word.parse::<u32>().is_ok_and(|n| n >= 600)
}

/// The body with the contents of the blocks the forum shows verbatim removed (`[code]`,
/// `[plain]`, `[noparse]`, `[php]`, `[icode]`; HTML `<code>`, `<pre>`): nothing in them is
/// ever bold, so nothing in them is a vote. Each block becomes a line break.
fn without_verbatim(body: &str, markup: Markup) -> std::borrow::Cow<'_, str> {
    let (names, open, brk): (&[&str], char, &str) = match markup {
        Markup::BbCode => (&["code", "plain", "noparse", "php", "icode"], '[', "\n"),
        Markup::Html => (&["code", "pre"], '<', "<br>"),
    };
    let close = if open == '[' { ']' } else { '>' };
    let lower = body.to_ascii_lowercase();
    let starts_block = |at: usize| -> Option<&str> {
        let rest = &lower[at + 1..];
        names.iter().copied().find(|n| {
            rest.strip_prefix(n)
                .and_then(|r| r.chars().next())
                .is_some_and(|c| c == close || c == '=' || (open == '<' && c.is_whitespace()))
        })
    };
    if !lower
        .match_indices(open)
        .any(|(at, _)| starts_block(at).is_some())
    {
        return std::borrow::Cow::Borrowed(body);
    }
    let mut out = String::with_capacity(body.len());
    let mut from = 0;
    let mut search = 0;
    while let Some(i) = lower[search..].find(open).map(|i| i + search) {
        let Some(name) = starts_block(i) else {
            search = i + 1;
            continue;
        };
        out.push_str(&body[from..i]);
        out.push_str(brk);
        // An unclosed block runs to the end of the body, as forums show it.
        let end_tag = format!("{open}/{name}{close}");
        let end = lower[i..]
            .find(&end_tag)
            .map_or(body.len(), |e| i + e + end_tag.len());
        from = end;
        search = end;
        if search >= body.len() {
            break;
        }
    }
    out.push_str(&body[from.min(body.len())..]);
    std::borrow::Cow::Owned(out)
}

fn classify(tag: &str, markup: Markup, styles: &mut Styles) -> Tag {
    // A forum parses a tag only when its name follows the bracket at once: `[ b ]` and
    // `< strong>` are shown as text, so they are text here.
    if tag.starts_with(char::is_whitespace) {
        return Tag::Text;
    }
    let t = tag.trim_end().to_ascii_lowercase();
    let (closing, name) = match t.strip_prefix('/') {
        Some(name) if name.starts_with(char::is_whitespace) => return Tag::Text,
        Some(name) => (true, name),
        None => (false, t.as_str()),
    };
    // `[b ]`: BBCode's bold takes no spaces or attributes.
    let bare_name = tag.strip_prefix('/').unwrap_or(tag).as_bytes();
    if markup == Markup::BbCode
        && bare_name.len() > 1
        && bare_name[0].eq_ignore_ascii_case(&b'b')
        && !bare_name[1].is_ascii_alphanumeric()
    {
        return Tag::Text;
    }
    // The tag's name: up to '=', a space or '/'.
    let name = name
        .split(|c: char| c == '=' || c.is_whitespace() || c == '/')
        .next()
        .unwrap_or("");
    if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric()) {
        return Tag::Text;
    }
    if markup == Markup::Html && STYLED.contains(&name) {
        if closing {
            // The innermost open element of that name is the one closed.
            if let Some(i) = styles.open.iter().rposition(|(n, _)| n == name) {
                let (_, bold) = styles.open.remove(i);
                if bold {
                    return Tag::BoldClose;
                }
            }
        } else if !t.ends_with('/') {
            let bold = style_is_bold(&t);
            styles.open.push((name.to_owned(), bold));
            if bold {
                return Tag::BoldOpen;
            }
        }
    }
    let bold = match markup {
        Markup::BbCode => name == "b",
        Markup::Html => name == "b" || name == "strong",
    };
    let quote = match markup {
        Markup::BbCode => name == "quote",
        Markup::Html => name == "blockquote",
    };
    match (bold, quote, closing) {
        (true, _, false) => Tag::BoldOpen,
        (true, _, true) => Tag::BoldClose,
        (_, true, false) => Tag::QuoteOpen,
        (_, true, true) => Tag::QuoteClose,
        _ if markup == Markup::Html && (name == "br" || name == "p" || name == "div") => {
            Tag::LineBreak
        }
        _ => Tag::Other,
    }
}

/// The HTML entities forum software writes in text.
fn decode_entities(text: &str) -> String {
    if !text.contains('&') {
        return text.to_owned();
    }
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(i) = rest.find('&') {
        out.push_str(&rest[..i]);
        rest = &rest[i..];
        // An entity's `;` counts only within 10 bytes of its `&`: looking further (for the
        // first `;` of the whole rest, "&" × 20,000) would read the text once per `&`.
        let Some(end) = rest.as_bytes()[..rest.len().min(11)]
            .iter()
            .position(|b| *b == b';')
        else {
            out.push('&');
            rest = &rest[1..];
            continue;
        };
        let entity = &rest[1..end];
        let decoded = match entity {
            "amp" => Some('&'),
            "lt" => Some('<'),
            "gt" => Some('>'),
            "quot" => Some('"'),
            "apos" | "#39" => Some('\''),
            "nbsp" => Some(' '),
            _ => entity
                .strip_prefix('#')
                .and_then(|n| match n.strip_prefix(['x', 'X']) {
                    Some(hex) => u32::from_str_radix(hex, 16).ok(),
                    None => n.parse().ok(),
                })
                .and_then(char::from_u32),
        };
        match decoded {
            Some(c) => {
                out.push(c);
                rest = &rest[end + 1..];
            }
            None => {
                out.push('&');
                rest = &rest[1..];
            }
        }
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    #[test]
    fn plain_text_leaves_the_tags_out_and_every_word_in() {
        assert_eq!(
            super::plain_text("[b]You are Noodle[/b]: [i]town cop[/i]. [url=https://x]Rules[/url] [QUOTE=Pyro]hi[/QUOTE]"),
            "You are Noodle: town cop. Rules hi"
        );
        assert_eq!(
            super::plain_text("[sic] [1, 2] a [ lone [b"),
            "[sic] [1, 2] a [ lone [b"
        );
        assert_eq!(super::plain_text("[list][*]one[*]two[/list]"), "onetwo");
    }

    use super::*;
    use proptest::prelude::*;

    /// The reader as it was before it was made linear (it looked for each bracket's close
    /// and each `&`'s `;` to the end of the body): what the linear one must still read.
    mod reference {
        use super::super::{classify, Markup, Tag};

        pub fn bold_runs(body: &str, markup: Markup) -> Vec<String> {
            let mut runs = Vec::new();
            let mut current = String::new();
            let body: &str = &super::super::without_verbatim(body, markup);
            let mut styles = super::super::Styles::default();
            let mut bold = 0usize;
            let mut quote = 0usize;
            let flush = |current: &mut String, runs: &mut Vec<String>| {
                if !current.trim().is_empty() {
                    runs.push(std::mem::take(current));
                }
                current.clear();
            };
            let (open, close) = match markup {
                Markup::BbCode => ('[', ']'),
                Markup::Html => ('<', '>'),
            };
            let mut rest = body;
            while !rest.is_empty() {
                // The next tag, if any.
                let next_tag = rest.find(open);
                let text_end = next_tag.unwrap_or(rest.len());
                let text = &rest[..text_end];
                if bold > 0 && quote == 0 {
                    for (i, line) in text.split('\n').enumerate() {
                        if i > 0 {
                            flush(&mut current, &mut runs);
                        }
                        match markup {
                            Markup::BbCode => current.push_str(line),
                            Markup::Html => current.push_str(&decode_entities(line)),
                        }
                    }
                }
                rest = &rest[text_end..];
                if rest.is_empty() {
                    break;
                }
                let Some(end) = rest.find(close) else {
                    // An unclosed bracket is text.
                    if bold > 0 && quote == 0 {
                        current.push_str(rest);
                    }
                    break;
                };
                // A bracket with another opening bracket before its close ("[sic[/b]") is text:
                // the tag, if any, starts at the later one.
                if let Some(again) = rest[1..end].find(open) {
                    if bold > 0 && quote == 0 {
                        current.push_str(&rest[..again + 1]);
                    }
                    rest = &rest[again + 1..];
                    continue;
                }
                let tag = &rest[1..end];
                rest = &rest[end + 1..];
                match classify(tag, markup, &mut styles) {
                    Tag::BoldOpen => bold += 1,
                    Tag::BoldClose => {
                        bold = bold.saturating_sub(1);
                        if bold == 0 {
                            flush(&mut current, &mut runs);
                        }
                    }
                    Tag::QuoteOpen => {
                        flush(&mut current, &mut runs);
                        quote += 1;
                    }
                    Tag::QuoteClose => quote = quote.saturating_sub(1),
                    Tag::LineBreak => flush(&mut current, &mut runs),
                    Tag::Other => {}
                    Tag::Text => {
                        if bold > 0 && quote == 0 {
                            current.push(open);
                            current.push_str(tag);
                            current.push(close);
                        }
                    }
                }
            }
            flush(&mut current, &mut runs);
            runs
        }

        pub fn decode_entities(text: &str) -> String {
            if !text.contains('&') {
                return text.to_owned();
            }
            let mut out = String::with_capacity(text.len());
            let mut rest = text;
            while let Some(i) = rest.find('&') {
                out.push_str(&rest[..i]);
                rest = &rest[i..];
                let Some(end) = rest.find(';').filter(|e| *e <= 10) else {
                    out.push('&');
                    rest = &rest[1..];
                    continue;
                };
                let entity = &rest[1..end];
                let decoded = match entity {
                    "amp" => Some('&'),
                    "lt" => Some('<'),
                    "gt" => Some('>'),
                    "quot" => Some('"'),
                    "apos" | "#39" => Some('\''),
                    "nbsp" => Some(' '),
                    _ => entity
                        .strip_prefix('#')
                        .and_then(|n| match n.strip_prefix(['x', 'X']) {
                            Some(hex) => u32::from_str_radix(hex, 16).ok(),
                            None => n.parse().ok(),
                        })
                        .and_then(char::from_u32),
                };
                match decoded {
                    Some(c) => {
                        out.push(c);
                        rest = &rest[end + 1..];
                    }
                    None => {
                        out.push('&');
                        rest = &rest[1..];
                    }
                }
            }
            out.push_str(rest);
            out
        }
    }

    /// Pieces bodies are made of: the characters and words the reader looks at.
    const PIECES: &[&str] = &[
        "[",
        "]",
        "/",
        "b",
        "B",
        "url",
        "quote",
        "=",
        "&",
        ";",
        "<",
        ">",
        "\n",
        "x",
        "#",
        "1",
        "9",
        "a",
        " ",
        "amp",
        "lt",
        "#x4",
        "strong",
        "blockquote",
        "br",
        "Vote: ",
        "unvote:",
        "[b]",
        "[/b]",
        "<b>",
        "</b>",
        "[quote]",
        "[/quote]",
        "é",
        "\u{1F600}",
    ];

    fn body() -> impl Strategy<Value = String> {
        prop::collection::vec(prop::sample::select(PIECES), 0..80).prop_map(|p| p.concat())
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(4000))]

        #[test]
        fn reads_as_the_reference_reader(body in body()) {
            for markup in [Markup::BbCode, Markup::Html] {
                prop_assert_eq!(
                    bold_runs(&body, markup),
                    reference::bold_runs(&body, markup),
                    "{:?} {:?}", markup, body
                );
            }
            prop_assert_eq!(decode_entities(&body), reference::decode_entities(&body));
        }

        #[test]
        fn reads_any_string_as_the_reference_reader(body in any::<String>()) {
            for markup in [Markup::BbCode, Markup::Html] {
                prop_assert_eq!(
                    bold_runs(&body, markup),
                    reference::bold_runs(&body, markup)
                );
            }
            prop_assert_eq!(decode_entities(&body), reference::decode_entities(&body));
        }
    }

    // Hostile bodies, each read in time linear in its length; they are checked on what is
    // read, not on a clock. Read as before (looking to the end of the body from every
    // bracket or `&`), bodies of 200,000 characters took 1.5 s each in a debug build, and
    // these of N would take about 40 s; read now, well under a second.

    const N: usize = 1_000_000;

    #[test]
    fn many_opening_brackets_are_read_once() {
        let body = format!("[b]{}]", "[".repeat(N));
        // The last bracket closes: "[]" is no tag, so it is text, like the others.
        assert_eq!(bold_runs(&body, Markup::BbCode), [&body[3..]]);
        let body = format!("<b>{}>", "<".repeat(N));
        assert_eq!(bold_runs(&body, Markup::Html), [&body[3..]]);
        assert!(bold_runs(&"[".repeat(N), Markup::BbCode).is_empty());
    }

    #[test]
    fn many_ampersands_are_read_once() {
        let body = format!("<b>{}</b>", "&".repeat(N));
        assert_eq!(bold_runs(&body, Markup::Html), ["&".repeat(N)]);
        let body = format!("<b>{}&amp;</b>", "&".repeat(N));
        assert_eq!(bold_runs(&body, Markup::Html), ["&".repeat(N + 1)]);
        assert_eq!(decode_entities(&"&;".repeat(N)), "&;".repeat(N));
    }

    #[test]
    fn many_tags_are_read_once() {
        let n = N / 5;
        let body = format!("{}Vote: X{}", "[b]".repeat(n), "[/b]".repeat(n));
        assert_eq!(bold_runs(&body, Markup::BbCode), ["Vote: X"]);
        let body = format!("[b]{}x", "[url]".repeat(n));
        assert_eq!(bold_runs(&body, Markup::BbCode), ["x"]);
        let body = format!("<b>{}</b>", "[".repeat(N));
        assert_eq!(bold_runs(&body, Markup::Html), ["[".repeat(N)]);
    }

    #[test]
    fn the_next_byte_is_right_from_any_position() {
        let text = "a]b]]c";
        let mut next = NextByte::new(text, b']');
        // Forwards, then backwards (a position before the remembered search is searched
        // again rather than answered from it), then past the end.
        for at in [0, 1, 2, 3, 4, 5, 6, 0, 4, 2, 7] {
            let want = text.get(at..).and_then(|r| r.find(']')).map(|i| at + i);
            assert_eq!(next.at_or_after(at), want, "from {at}");
        }
    }

    #[test]
    fn an_entity_is_read_within_ten_bytes_of_its_ampersand() {
        assert_eq!(decode_entities("&#1114111;"), "\u{10FFFF}");
        assert_eq!(decode_entities("&#x0010FFFF;"), "&#x0010FFFF;");
        assert_eq!(decode_entities("&#x010FFFF;"), "\u{10FFFF}");
        assert_eq!(decode_entities("&amp"), "&amp");
        assert_eq!(decode_entities("&amp;&lt;é&gt"), "&<é&gt");
    }
}
