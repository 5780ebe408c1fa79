//! Choosing a language from what a browser or a shell says.

use crate::{tr, Args, Lang};
use std::fmt;

/// The most of an `Accept-Language` header read, in bytes; the rest is ignored. Browsers
/// send a few dozen bytes; a header of thousands of ranges is someone else's test.
pub const MAX_HEADER: usize = 1024;

/// The most ranges of one header considered; the rest are ignored.
pub const MAX_RANGES: usize = 32;

/// The language a header chose, and whether part of the header was ignored (too long, too
/// many ranges, a malformed range or weight).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Negotiated {
    pub lang: Lang,
    /// Ranges left out: malformed, or past [`MAX_RANGES`] or [`MAX_HEADER`].
    pub ignored: usize,
    /// The header was longer than [`MAX_HEADER`].
    pub truncated: bool,
}

/// The language an `Accept-Language` header (RFC 9110 §12.5.4) prefers among omerta's:
/// the supported language of the highest weight, the first listed on a tie; English when
/// none is acceptable. Work is bounded by [`MAX_HEADER`] and [`MAX_RANGES`]; a range or a
/// weight that is not well-formed is ignored, never guessed at. Never panics.
pub fn negotiate(header: &[u8]) -> Negotiated {
    let truncated = header.len() > MAX_HEADER;
    let mut read = &header[..header.len().min(MAX_HEADER)];
    if truncated {
        // The last range may have been cut in two: read only up to the last comma.
        read = match read.iter().rposition(|&b| b == b',') {
            Some(comma) => &read[..comma],
            None => &[],
        };
    }
    let mut best: Option<(u16, Lang)> = None;
    let mut ignored = usize::from(truncated);
    let mut considered = 0;
    for element in read.split(|&b| b == b',') {
        let element = trim(element);
        if element.is_empty() {
            // RFC 9110 §5.6.1: empty list elements are allowed and mean nothing.
            continue;
        }
        considered += 1;
        if considered > MAX_RANGES {
            ignored += 1;
            continue;
        }
        let Some((range, weight)) = range_and_weight(element) else {
            ignored += 1;
            continue;
        };
        let Some(lang) = supported(range) else {
            continue;
        };
        if weight > 0 && best.is_none_or(|(w, _)| weight > w) {
            best = Some((weight, lang));
        }
    }
    Negotiated {
        lang: best.map_or(Lang::En, |(_, lang)| lang),
        ignored,
        truncated,
    }
}

fn trim(bytes: &[u8]) -> &[u8] {
    let ows = |b: &u8| *b == b' ' || *b == b'\t';
    let start = bytes.iter().position(|b| !ows(b)).unwrap_or(bytes.len());
    let end = bytes.iter().rposition(|b| !ows(b)).map_or(start, |i| i + 1);
    &bytes[start..end]
}

/// A range and its weight in thousandths (no `q` is 1000), or none if either is malformed.
fn range_and_weight(element: &[u8]) -> Option<(&[u8], u16)> {
    let mut parts = element.split(|&b| b == b';');
    let range = trim(parts.next()?);
    if !well_formed_range(range) {
        return None;
    }
    let mut weight = None;
    for parameter in parts {
        let parameter = trim(parameter);
        let (name, value) = match parameter.iter().position(|&b| b == b'=') {
            Some(eq) => (trim(&parameter[..eq]), trim(&parameter[eq + 1..])),
            None => return None,
        };
        // Accept-Language has one parameter, the weight, given once.
        if !name.eq_ignore_ascii_case(b"q") || weight.is_some() {
            return None;
        }
        weight = Some(qvalue(value)?);
    }
    Some((range, weight.unwrap_or(1000)))
}

/// RFC 4647 §2.1's basic range: `*`, or 1–8 letters then `-` and 1–8 letters or digits.
fn well_formed_range(range: &[u8]) -> bool {
    if range == b"*" {
        return true;
    }
    let mut subtags = range.split(|&b| b == b'-');
    let primary = subtags.next().unwrap_or_default();
    (1..=8).contains(&primary.len())
        && primary.iter().all(u8::is_ascii_alphabetic)
        && subtags.all(|s| (1..=8).contains(&s.len()) && s.iter().all(u8::is_ascii_alphanumeric))
}

/// RFC 9110 §12.4.2's qvalue: `0`, `0.` and up to three digits, `1`, `1.` and up to three
/// zeros; in thousandths.
fn qvalue(value: &[u8]) -> Option<u16> {
    let (whole, fraction) = match value.iter().position(|&b| b == b'.') {
        Some(dot) => (&value[..dot], &value[dot + 1..]),
        None => (value, &[][..]),
    };
    if fraction.len() > 3 || !fraction.iter().all(u8::is_ascii_digit) {
        return None;
    }
    let mut thousandths = 0u16;
    for (i, digit) in fraction.iter().enumerate() {
        thousandths += u16::from(digit - b'0') * [100, 10, 1][i];
    }
    match whole {
        b"0" => Some(thousandths),
        b"1" if thousandths == 0 => Some(1000),
        _ => None,
    }
}

/// omerta's language for a range, by its primary subtag (`ru-RU` is Russian).
fn supported(range: &[u8]) -> Option<Lang> {
    let primary = range.split(|&b| b == b'-').next().unwrap_or_default();
    primary_lang(primary)
}

fn primary_lang(primary: &[u8]) -> Option<Lang> {
    let lower = primary.to_ascii_lowercase();
    match lower.as_slice() {
        b"en" => Some(Lang::En),
        b"ru" => Some(Lang::Ru),
        b"uk" => Some(Lang::Uk),
        // `iw` is Hebrew's withdrawn ISO 639 code, still sent by old systems (and Java).
        b"he" | b"iw" => Some(Lang::He),
        _ => None,
    }
}

/// A language named on the command line (`--lang`) or by a locale variable (`LANG`,
/// `LC_ALL`, `LC_MESSAGES`): a tag (`ru`, `ru-RU`) or a POSIX locale (`ru_RU.UTF-8`,
/// `uk_UA@euro`); `C` and `POSIX` are English. Anything else is an [`UnknownLang`], whose
/// sentence says English is used.
pub fn from_locale(value: &str) -> Result<Lang, UnknownLang> {
    let unknown = || UnknownLang {
        given: shown(value),
    };
    let trimmed = value.trim();
    if trimmed.len() > 64 {
        return Err(unknown());
    }
    let name = trimmed.split(['.', '@']).next().unwrap_or_default();
    if name == "C" || name == "POSIX" {
        return Ok(Lang::En);
    }
    let mut parts = name.split(['_', '-']);
    let primary = parts.next().unwrap_or_default();
    let rest_ok =
        parts.all(|p| (1..=8).contains(&p.len()) && p.bytes().all(|b| b.is_ascii_alphanumeric()));
    if !rest_ok || !(2..=3).contains(&primary.len()) {
        return Err(unknown());
    }
    primary_lang(primary.as_bytes()).ok_or_else(unknown)
}

/// A value as a sentence may quote it: at most 32 characters, control characters shown as
/// `?` (a terminal must not be sent escapes it did not ask for).
fn shown(value: &str) -> String {
    let mut out: String = value
        .chars()
        .take(32)
        .map(|c| if c.is_control() { '?' } else { c })
        .collect();
    if value.chars().count() > 32 {
        out.push('…');
    }
    out
}

/// A language omerta does not speak, as named on the command line or in the environment.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownLang {
    /// The value as given, shortened and made printable.
    pub given: String,
}

impl UnknownLang {
    /// The sentence in `lang` (the language used instead: English).
    pub fn sentence(&self, lang: Lang) -> String {
        let mut args = Args::new();
        args.set("given", self.given.clone());
        tr(lang, "lang-unknown", &args)
    }
}

impl fmt::Display for UnknownLang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.sentence(Lang::En))
    }
}

impl std::error::Error for UnknownLang {}

#[cfg(test)]
mod tests {
    use super::*;

    fn lang(header: &str) -> Lang {
        negotiate(header.as_bytes()).lang
    }

    #[test]
    fn a_browser_gets_its_language() {
        assert_eq!(lang("ru-RU,ru;q=0.9,en-US;q=0.8,en;q=0.7"), Lang::Ru);
        assert_eq!(lang("he-IL,he;q=0.9"), Lang::He);
        assert_eq!(lang("uk"), Lang::Uk);
        assert_eq!(lang("iw"), Lang::He);
        assert_eq!(lang("fr-FR,fr;q=0.9"), Lang::En);
        assert_eq!(lang(""), Lang::En);
        assert_eq!(lang("*"), Lang::En);
    }

    #[test]
    fn weights_decide_and_order_breaks_ties() {
        assert_eq!(lang("en;q=0.5, ru;q=0.8"), Lang::Ru);
        assert_eq!(lang("uk;q=0.8, ru;q=0.8"), Lang::Uk);
        assert_eq!(lang("ru;q=0, uk;q=0.001"), Lang::Uk);
        assert_eq!(lang("ru;q=0"), Lang::En);
        assert_eq!(lang("RU-ru"), Lang::Ru);
    }

    #[test]
    fn malformed_ranges_and_weights_are_ignored() {
        for header in [
            "ru;q=2",
            "ru;q=1.5",
            "ru;q=0.0001",
            "ru;q=-1",
            "ru;q=",
            "ru;q=0.5;q=0.5",
            "ru;level=1",
            "ru-toolongsubtag",
            "r u",
            "ru;q=NaN",
            "ру",
        ] {
            let n = negotiate(header.as_bytes());
            assert_eq!((n.lang, n.ignored), (Lang::En, 1), "{header}");
        }
        assert_eq!(lang("ru;q=2, uk;q=0.1"), Lang::Uk);
        assert_eq!(negotiate(b"\xff\xfe, he").lang, Lang::He);
    }

    #[test]
    fn hostile_headers_are_read_within_bounds() {
        let many = "fr;q=0.5,".repeat(10_000) + "ru";
        let n = negotiate(many.as_bytes());
        assert_eq!(n.lang, Lang::En);
        assert!(n.truncated);
        let late = "de,".repeat(MAX_RANGES) + "he";
        let n = negotiate(late.as_bytes());
        assert_eq!((n.lang, n.ignored), (Lang::En, 1));
        let huge_weight = format!("ru;q=0.{}", "9".repeat(5000));
        assert_eq!(negotiate(huge_weight.as_bytes()).lang, Lang::En);
    }

    #[test]
    fn locales_name_a_language() {
        assert_eq!(from_locale("ru_RU.UTF-8"), Ok(Lang::Ru));
        assert_eq!(from_locale("uk_UA@euro"), Ok(Lang::Uk));
        assert_eq!(from_locale("he"), Ok(Lang::He));
        assert_eq!(from_locale("he-IL"), Ok(Lang::He));
        assert_eq!(from_locale("iw_IL.utf8"), Ok(Lang::He));
        assert_eq!(from_locale("en_GB"), Ok(Lang::En));
        assert_eq!(from_locale("C.UTF-8"), Ok(Lang::En));
        assert_eq!(from_locale("POSIX"), Ok(Lang::En));
        assert!(from_locale("fr_FR.UTF-8").is_err());
        assert!(from_locale("").is_err());
        assert!(from_locale("klingon").is_err());
    }

    #[test]
    fn an_unknown_language_is_a_sentence() {
        let error = from_locale("fr_FR\u{1b}[31m").unwrap_err();
        assert_eq!(error.given, "fr_FR?[31m");
        assert_eq!(
            error.to_string(),
            "omerta does not speak “fr_FR?[31m”; it speaks English, Russian, Ukrainian and Hebrew (en, ru, uk, he). English is used."
        );
        assert!(error.sentence(Lang::Ru).contains("fr_FR?[31m"));
    }
}
