//! Numbers and dates written for a language.

use crate::{tr, Args, Lang};
use fluent_bundle::FluentValue;
use intl_memoizer::concurrent::IntlLangMemoizer;
use jiff::tz::TimeZone;
use jiff::Timestamp;

/// A language's separators (CLDR's `decimal` and `group` symbols).
struct Separators {
    decimal: char,
    group: Option<char>,
}

fn separators(lang: Lang) -> Separators {
    match lang {
        // omerta's historical English: a point, no grouping (English output never changed).
        Lang::En => Separators {
            decimal: '.',
            group: None,
        },
        // CLDR ru, uk: a decimal comma, a no-break space between thousands.
        Lang::Ru | Lang::Uk => Separators {
            decimal: ',',
            group: Some('\u{a0}'),
        },
        // CLDR he: a decimal point, a comma between thousands.
        Lang::He => Separators {
            decimal: '.',
            group: Some(','),
        },
    }
}

/// `value` written for `lang`, with at most three decimals and no trailing zeros
/// (omerta's points are thousandths): `0.3` is `0,3` in Russian; `12500` is `12 500`.
/// Numbers of four digits or fewer are never grouped (a year, a seat, a rating of 1500).
pub fn number(lang: Lang, value: f64) -> String {
    let rounded = (value * 1000.0).round() / 1000.0;
    let plain = if rounded == 0.0 {
        "0".to_string()
    } else {
        rounded.to_string()
    };
    localise(lang, &plain)
}

/// Points as the score sheets write them: a sign before anything not zero (`+0.3`,
/// `-0.5`, `0`), then [`number`].
pub fn points(lang: Lang, value: f64) -> String {
    let written = number(lang, value.abs());
    if written == "0" {
        written
    } else if value > 0.0 {
        format!("+{written}")
    } else {
        format!("-{written}")
    }
}

/// A plain decimal (`-12500.25`) with the language's separators.
fn localise(lang: Lang, plain: &str) -> String {
    localise_with(lang, plain, true)
}

fn localise_with(lang: Lang, plain: &str, grouping: bool) -> String {
    let separators = separators(lang);
    let (sign, digits) = match plain.strip_prefix('-') {
        Some(rest) => ("-", rest),
        None => ("", plain),
    };
    let (whole, fraction) = match digits.split_once('.') {
        Some((whole, fraction)) => (whole, Some(fraction)),
        None => (digits, None),
    };
    let mut out = String::with_capacity(plain.len() + 4);
    out.push_str(sign);
    match separators.group {
        Some(group) if grouping && whole.len() > 4 && whole.bytes().all(|b| b.is_ascii_digit()) => {
            for (i, c) in whole.chars().enumerate() {
                if i > 0 && (whole.len() - i) % 3 == 0 {
                    out.push(group);
                }
                out.push(c);
            }
        }
        _ => out.push_str(whole),
    }
    if let Some(fraction) = fraction {
        out.push(separators.decimal);
        out.push_str(fraction);
    }
    out
}

type Formatter = fn(&FluentValue, &IntlLangMemoizer) -> Option<String>;

/// The bundle's formatter: a number argument written as [`number`] writes it, keeping a
/// translator's `minimumFractionDigits`. English keeps Fluent's own (omerta's English).
pub(crate) fn formatter(lang: Lang) -> Option<Formatter> {
    fn with(lang: Lang, value: &FluentValue) -> Option<String> {
        match value {
            FluentValue::Number(number) => Some(localise_with(
                lang,
                &number.as_string(),
                number.options.use_grouping,
            )),
            _ => None,
        }
    }
    fn ru(value: &FluentValue, _: &IntlLangMemoizer) -> Option<String> {
        with(Lang::Ru, value)
    }
    fn uk(value: &FluentValue, _: &IntlLangMemoizer) -> Option<String> {
        with(Lang::Uk, value)
    }
    fn he(value: &FluentValue, _: &IntlLangMemoizer) -> Option<String> {
        with(Lang::He, value)
    }
    match lang {
        Lang::En => None,
        Lang::Ru => Some(ru),
        Lang::Uk => Some(uk),
        Lang::He => Some(he),
    }
}

/// An instant (milliseconds since 1970) on the wall clock of the game's zone, for people:
/// in English `Sun 29 Nov 2026, 07:00 (Asia/Jerusalem)`, as `omerta_live::clock::written`
/// has always written it; a zone omerta does not know, or none, is UTC.
pub fn written(lang: Lang, ms: i64, zone: Option<&str>) -> String {
    let Ok(at) = Timestamp::from_millisecond(ms) else {
        let mut args = Args::new();
        args.set("ms", ms.to_string());
        return tr(lang, "when-out-of-range", &args);
    };
    let known = zone.and_then(|name| jiff::tz::db().get(name).ok().map(|tz| (name, tz)));
    let (zoned, name) = match known {
        Some((name, tz)) => (at.to_zoned(tz), Some(name)),
        None => (at.to_zoned(TimeZone::UTC), None),
    };
    let mut args = Args::new();
    args.set("weekday", zoned.weekday().to_monday_one_offset());
    args.set("day", zoned.day());
    args.set("month", zoned.month());
    // As text: a year is never grouped nor localised digit by digit.
    args.set("year", zoned.year().to_string());
    args.set("time", format!("{:02}:{:02}", zoned.hour(), zoned.minute()));
    match name {
        Some(name) => {
            args.set("zone", name.to_string());
            tr(lang, "when-in-zone", &args)
        }
        None => tr(lang, "when-utc", &args),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_take_the_languages_separators() {
        assert_eq!(number(Lang::En, 0.3), "0.3");
        assert_eq!(number(Lang::Ru, 0.3), "0,3");
        assert_eq!(number(Lang::Uk, -1.25), "-1,25");
        assert_eq!(number(Lang::He, 0.3), "0.3");
        assert_eq!(number(Lang::Ru, 1500.0), "1500");
        assert_eq!(number(Lang::Ru, 12500.5), "12\u{a0}500,5");
        assert_eq!(number(Lang::He, 1234567.0), "1,234,567");
        assert_eq!(number(Lang::En, 12500.0), "12500");
        assert_eq!(number(Lang::Ru, 0.1 + 0.2), "0,3");
    }

    #[test]
    fn points_carry_their_sign() {
        assert_eq!(points(Lang::En, 0.3), "+0.3");
        assert_eq!(points(Lang::Ru, -0.5), "-0,5");
        assert_eq!(points(Lang::Uk, 0.0), "0");
        assert_eq!(points(Lang::He, 0.0004), "0");
    }
}
