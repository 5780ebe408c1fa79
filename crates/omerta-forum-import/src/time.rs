//! Times as forum pages show them, made RFC 3339.
//!
//! A page shows a post's time in one of three ways: a machine-readable attribute with its
//! offset (XenForo 2's `datetime`, phpBB 3.2's `<time datetime>`), seconds since 1970
//! (XenForo 1's `data-time`), or words for people in the board's zone ("Sun May 26, 2019
//! 5:28 pm", "06-15-2016, 03:03 PM"), whose zone only the page's footer names ("All times
//! are UTC [ DST ]", "All times are GMT -5"). The words follow each board's date setting,
//! so they are read by their parts, not by one fixed pattern.

/// A fixed offset from UTC, in minutes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Zone {
    pub minutes: i32,
}

impl Zone {
    pub const UTC: Zone = Zone { minutes: 0 };

    /// `+01:00`, `-05:00`, `+0530`, `+2`, `Z`, `UTC`, `GMT`, `UTC+1`, `GMT -5`.
    pub fn parse(text: &str) -> Option<Zone> {
        let t = text.trim();
        let t = t
            .strip_prefix("UTC")
            .or_else(|| t.strip_prefix("GMT"))
            .unwrap_or(t)
            .trim();
        if t.is_empty() || t == "Z" || t == "z" {
            return Some(Zone::UTC);
        }
        let (sign, rest) = match t.as_bytes()[0] {
            b'+' => (1, &t[1..]),
            b'-' => (-1, &t[1..]),
            _ => return None,
        };
        let rest = rest.trim();
        let (hours, minutes) = if let Some((h, m)) = rest.split_once(':') {
            (h.parse::<i32>().ok()?, m.parse::<i32>().ok()?)
        } else if rest.len() == 4 && rest.bytes().all(|b| b.is_ascii_digit()) {
            (rest[..2].parse().ok()?, rest[2..].parse().ok()?)
        } else if let Some((h, fraction)) = rest.split_once('.') {
            // vBulletin and phpBB 3.0 write half-hour zones as "+5.5".
            let minutes = match fraction {
                "5" => 30,
                "75" => 45,
                "25" => 15,
                _ => return None,
            };
            (h.parse().ok()?, minutes)
        } else {
            (rest.parse().ok()?, 0)
        };
        if !(0..=14).contains(&hours) || !(0..60).contains(&minutes) {
            return None;
        }
        Some(Zone {
            minutes: sign * (hours * 60 + minutes),
        })
    }

    /// [`Zone::parse`], or why not ([`ZoneError`]: its English says how to write a zone).
    pub fn read(text: &str) -> Result<Zone, ZoneError> {
        Zone::parse(text).ok_or_else(|| ZoneError {
            text: text.to_owned(),
        })
    }

    /// `+01:00`, as RFC 3339 writes it.
    pub fn rfc3339(self) -> String {
        let sign = if self.minutes < 0 { '-' } else { '+' };
        let m = self.minutes.abs();
        format!("{sign}{:02}:{:02}", m / 60, m % 60)
    }
}

/// A zone that is not one, as written: worded by `omerta_i18n::forum_import::zone`;
/// `Display` is the English.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ZoneError {
    pub text: String,
}

impl std::fmt::Display for ZoneError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "\"{}\" is not a time zone offset: write it as +01:00, -05:00 or UTC",
            self.text
        )
    }
}

impl std::error::Error for ZoneError {}

/// A time of day on a calendar date, as a page shows it (no zone).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Civil {
    pub year: i32,
    pub month: u32,
    pub day: u32,
    pub hour: u32,
    pub minute: u32,
    pub second: u32,
}

impl Civil {
    pub fn rfc3339(self, zone: Zone) -> String {
        format!(
            "{:04}-{:02}-{:02}T{:02}:{:02}:{:02}{}",
            self.year,
            self.month,
            self.day,
            self.hour,
            self.minute,
            self.second,
            zone.rfc3339()
        )
    }

    fn valid(self) -> bool {
        (1..=12).contains(&self.month)
            && self.day >= 1
            && self.day <= days_in_month(self.year, self.month)
            && self.hour < 24
            && self.minute < 60
            && self.second < 61
    }
}

fn days_in_month(year: i32, month: u32) -> u32 {
    match month {
        2 if year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

/// An RFC 3339 time with its offset as the page wrote it, checked and written back with a
/// colon in the offset (`2010-11-21T10:51:58+0000` becomes `…+00:00`, as RFC 3339 and
/// omerta-forum want). Fractions of a second are kept.
pub fn normalise_rfc3339(text: &str) -> Option<String> {
    let t = text.trim();
    if t.len() < 20 || !t.is_char_boundary(19) {
        return None;
    }
    let (head, zone) = t.split_at(19);
    let civil = read_iso_head(head)?;
    let (fraction, zone) = match zone.strip_prefix('.') {
        Some(rest) => {
            let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
            if digits == 0 {
                return None;
            }
            (&zone[..digits + 1], &rest[digits..])
        }
        None => ("", zone),
    };
    let zone_text = if zone == "Z" || zone == "z" {
        "Z".to_owned()
    } else {
        Zone::parse(zone)?.rfc3339()
    };
    Some(format!(
        "{:04}-{:02}-{:02}T{:02}:{:02}:{:02}{fraction}{zone_text}",
        civil.year, civil.month, civil.day, civil.hour, civil.minute, civil.second
    ))
}

/// `2019-05-26T17:28:00` (or with a space for the `T`).
fn read_iso_head(head: &str) -> Option<Civil> {
    let b = head.as_bytes();
    let sep_ok = b[4] == b'-' && b[7] == b'-' && matches!(b[10], b'T' | b't' | b' ');
    if !sep_ok || b[13] != b':' || b[16] != b':' {
        return None;
    }
    let num = |r: std::ops::Range<usize>| -> Option<u32> {
        let s = head.get(r)?;
        s.bytes()
            .all(|c| c.is_ascii_digit())
            .then(|| s.parse().ok())?
    };
    let civil = Civil {
        year: num(0..4)? as i32,
        month: num(5..7)?,
        day: num(8..10)?,
        hour: num(11..13)?,
        minute: num(14..16)?,
        second: num(17..19)?,
    };
    civil.valid().then_some(civil)
}

const MONTHS: [&str; 12] = [
    "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec",
];

/// Why a shown time could not be read.
#[derive(Debug, PartialEq, Eq)]
pub enum ShownTimeError {
    /// "Today at 5:02 PM": only a clock could say which day.
    Relative,
    Unreadable,
}

/// A time as a board shows it to people: "Sun May 26, 2019 5:28 pm", "Nov 21, 2010 at
/// 10:51 AM", "06-15-2016, 03:03 PM", "2016-02-01, 02:21", "15th June 2016, 15:03",
/// "26.05.2019 17:28". A month written as a word fixes the order; all-number dates are
/// year-first when they start with four digits, else month-first (vBulletin's and the
/// US default) unless the first number cannot be a month or the date uses dots (the
/// European writing, day first).
pub fn parse_shown(text: &str) -> Result<Civil, ShownTimeError> {
    let lower = text.to_ascii_lowercase();
    if lower.contains("today") || lower.contains("yesterday") || lower.contains(" ago") {
        return Err(ShownTimeError::Relative);
    }
    let mut numbers: Vec<(u32, usize, char)> = Vec::new(); // value, digits, separator after
    let mut month_word = None;
    let mut clock: Option<(u32, u32, u32)> = None;
    let mut pm = None;
    for word in lower
        .split(|c: char| c.is_whitespace() || c == ',' || c == '\u{a0}')
        .filter(|w| !w.is_empty())
    {
        if word.contains(':') {
            clock = Some(read_clock(word).ok_or(ShownTimeError::Unreadable)?);
            if word.ends_with("pm") {
                pm = Some(true);
            } else if word.ends_with("am") {
                pm = Some(false);
            }
            continue;
        }
        match word {
            "am" | "a.m." => {
                pm = Some(false);
                continue;
            }
            "pm" | "p.m." => {
                pm = Some(true);
                continue;
            }
            _ => {}
        }
        if let Some(m) = MONTHS.iter().position(|m| word.starts_with(m)) {
            if word.chars().all(|c| c.is_ascii_alphabetic() || c == '.') {
                month_word = Some(m as u32 + 1);
                continue;
            }
        }
        read_date_numbers(word, &mut numbers);
    }
    let (hour, minute, second) = clock.ok_or(ShownTimeError::Unreadable)?;
    let hour = match pm {
        Some(true) if hour < 12 => hour + 12,
        Some(false) if hour == 12 => 0,
        _ => hour,
    };
    let (year, month, day) = match month_word {
        Some(month) => date_with_month_word(&numbers, month),
        None => all_number_date(&numbers),
    }
    .ok_or(ShownTimeError::Unreadable)?;
    let civil = Civil {
        year,
        month,
        day,
        hour,
        minute,
        second,
    };
    if civil.valid() {
        Ok(civil)
    } else {
        Err(ShownTimeError::Unreadable)
    }
}

/// `5:28`, `17:28:09`, `5:28pm`.
fn read_clock(word: &str) -> Option<(u32, u32, u32)> {
    let digits = word.trim_end_matches(|c: char| c.is_ascii_alphabetic() || c == '.');
    let mut parts = digits.split(':');
    let h = parts.next()?.parse().ok()?;
    let m = parts.next()?.parse().ok()?;
    let s = match parts.next() {
        Some(s) => s.parse().ok()?,
        None => 0,
    };
    parts.next().is_none().then_some((h, m, s))
}

/// The numbers of a word ("06-15-2016", "26th", "2019"), each with its digit count and the
/// separator that follows it.
fn read_date_numbers(word: &str, numbers: &mut Vec<(u32, usize, char)>) {
    let mut current = String::new();
    for c in word.chars() {
        if c.is_ascii_digit() {
            current.push(c);
        } else if !current.is_empty() {
            if let Ok(n) = current.parse() {
                numbers.push((n, current.len(), c));
            }
            current.clear();
            if !matches!(c, '-' | '/' | '.') {
                // "26th": the rest of the word is a suffix.
                return;
            }
        }
    }
    if let Ok(n) = current.parse() {
        numbers.push((n, current.len(), ' '));
    }
}

fn date_with_month_word(numbers: &[(u32, usize, char)], month: u32) -> Option<(i32, u32, u32)> {
    let year = numbers.iter().find(|n| n.1 == 4)?.0 as i32;
    let day = numbers.iter().find(|n| n.1 <= 2)?.0;
    Some((year, month, day))
}

fn all_number_date(numbers: &[(u32, usize, char)]) -> Option<(i32, u32, u32)> {
    let [a, b, c] = numbers.get(..3)?.try_into().ok()?;
    let [a, b, c]: [(u32, usize, char); 3] = [a, b, c];
    if a.1 == 4 {
        return Some((a.0 as i32, b.0, c.0));
    }
    let year = match c.1 {
        4 => c.0 as i32,
        // Two-digit years are this century's: forum Mafia is younger than 2000.
        2 => 2000 + c.0 as i32,
        _ => return None,
    };
    if a.2 == '.' || a.0 > 12 {
        Some((year, b.0, a.0))
    } else {
        Some((year, a.0, b.0))
    }
}

/// The zone a page's footer names: phpBB's "All times are UTC + 1 hour [ DST ]",
/// "All times are UTC-05:00", vBulletin's "All times are GMT -5. The time now is …".
pub fn footer_zone(page_text: &str) -> Option<Zone> {
    let at = page_text.find("All times are")?;
    let window = &page_text[at + "All times are".len()..];
    let window = &window[..floor_char_boundary(window, 300)];
    let text = without_tags(window);
    let rest = text.trim_start();
    let rest = rest
        .strip_prefix("UTC")
        .or_else(|| rest.strip_prefix("GMT"))?;
    let end = rest
        .find(|c: char| !(c.is_ascii_digit() || " +-:.\u{a0}".contains(c)))
        .unwrap_or(rest.len());
    let offset = rest[..end].trim().trim_end_matches('.').replace(' ', "");
    let mut zone = Zone::parse(&offset)?;
    // phpBB 3.0 adds an hour while the board keeps summer time: "UTC [ DST ]".
    // The next 40 bytes at most, cut at a character's boundary (a no-break space is two).
    let tail = &rest[end..end + floor_char_boundary(&rest[end..], 40)];
    let tail = tail.trim_start_matches(|c: char| c.is_ascii_alphabetic() || c == ' ');
    if tail.trim_start().starts_with('[') && tail.contains("DST") {
        zone.minutes += 60;
    }
    Some(zone)
}

/// The largest char boundary at or below `at` (`str::floor_char_boundary` is unstable).
fn floor_char_boundary(text: &str, at: usize) -> usize {
    let mut at = at.min(text.len());
    while !text.is_char_boundary(at) {
        at -= 1;
    }
    at
}

/// Text with its tags removed and `&nbsp;` made a space: footers put the zone in a
/// `<span title="Europe/Paris">`, and the DST mark in an `<abbr>`.
fn without_tags(html: &str) -> String {
    let mut out = String::with_capacity(html.len());
    let mut in_tag = false;
    for c in html.chars() {
        match c {
            '<' => in_tag = true,
            '>' => in_tag = false,
            _ if !in_tag => out.push(c),
            _ => {}
        }
    }
    out.replace("&nbsp;", " ")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn civil(y: i32, mo: u32, d: u32, h: u32, mi: u32) -> Civil {
        Civil {
            year: y,
            month: mo,
            day: d,
            hour: h,
            minute: mi,
            second: 0,
        }
    }

    #[test]
    fn shown_times_of_each_engine() {
        let cases = [
            ("Sun May 26, 2019 5:28 pm", civil(2019, 5, 26, 17, 28)),
            ("Nov 21, 2010 at 10:51 AM", civil(2010, 11, 21, 10, 51)),
            ("06-15-2016,\u{a0}03:03 PM", civil(2016, 6, 15, 15, 3)),
            ("2016-02-01, 02:21", civil(2016, 2, 1, 2, 21)),
            ("15th June 2016, 15:03", civil(2016, 6, 15, 15, 3)),
            ("26.05.2019 17:28", civil(2019, 5, 26, 17, 28)),
            ("05 Sep 2018 10:44", civil(2018, 9, 5, 10, 44)),
            ("Dec 4, 2014 at 12:29 AM", civil(2014, 12, 4, 0, 29)),
        ];
        for (text, expected) in cases {
            assert_eq!(parse_shown(text), Ok(expected), "{text}");
        }
        assert_eq!(
            parse_shown("Today at 5:02 PM"),
            Err(ShownTimeError::Relative)
        );
        assert_eq!(
            parse_shown("Feb 30, 2019 5:00"),
            Err(ShownTimeError::Unreadable)
        );
        assert_eq!(parse_shown("no time here"), Err(ShownTimeError::Unreadable));
    }

    #[test]
    fn footers_name_the_zone() {
        let z = |m| Some(Zone { minutes: m });
        assert_eq!(
            footer_zone("All times are UTC [ <abbr title=\"Daylight Saving Time\">DST</abbr> ]"),
            z(60)
        );
        assert_eq!(
            footer_zone("All times are <span title=\"Europe/Paris\">UTC+01:00</span>"),
            z(60)
        );
        assert_eq!(footer_zone("All times are UTC [ DST ]"), z(60));
        assert_eq!(footer_zone("All times are UTC + 1 hour "), z(60));
        assert_eq!(footer_zone("All times are UTC - 5 hours [ DST ]"), z(-240));
        assert_eq!(
            footer_zone("All times are GMT -5. The time now is"),
            z(-300)
        );
        assert_eq!(footer_zone("All times are GMT. The time now is"), z(0));
        assert_eq!(footer_zone("All times are UTC+05:30"), z(330));
        assert_eq!(footer_zone("no footer"), None);
        // Found by the markup soup property test: the 40 bytes after the offset ended
        // inside a no-break space and the slice panicked.
        assert_eq!(
            footer_zone(
                "All times are GMT -5.<div class=\"notice\">Last edited by \u{a0}\u{a0}99999999999999999999\u{a0}"
            ),
            z(-300)
        );
    }

    #[test]
    fn rfc3339_offsets_get_their_colon() {
        assert_eq!(
            normalise_rfc3339("2010-11-21T10:51:58+0000").as_deref(),
            Some("2010-11-21T10:51:58+00:00")
        );
        assert_eq!(
            normalise_rfc3339("2026-01-08T19:23:48.342Z").as_deref(),
            Some("2026-01-08T19:23:48.342Z")
        );
        assert_eq!(normalise_rfc3339("2026-13-08T19:23:48Z"), None);
        assert_eq!(normalise_rfc3339("yesterday"), None);
    }
}
