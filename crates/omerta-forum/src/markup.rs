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
        match classify(tag, markup) {
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

enum Tag {
    BoldOpen,
    BoldClose,
    QuoteOpen,
    QuoteClose,
    LineBreak,
    Other,
    Text,
}

fn classify(tag: &str, markup: Markup) -> Tag {
    let t = tag.trim().to_ascii_lowercase();
    let (closing, name) = match t.strip_prefix('/') {
        Some(name) => (true, name.trim()),
        None => (false, t.as_str()),
    };
    // The tag's name: up to '=', a space or '/'.
    let name = name
        .split(|c: char| c == '=' || c.is_whitespace() || c == '/')
        .next()
        .unwrap_or("");
    if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric()) {
        return Tag::Text;
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
