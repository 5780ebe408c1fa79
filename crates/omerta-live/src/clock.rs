//! Phases by the wall clock of a named time zone, as the Mafia 1923 seed gives them:
//! "Nighttime is 9pm-7am, and daytime is 9am-7pm. All times are in Israel time", the game
//! starting "on a Saturday night (Night 1)". Between the windows are the moderators'
//! buffers (7am-9am and 7pm-9pm).
//!
//! Pure: the time-zone rules are the IANA database compiled into the binary (jiff's
//! `tzdb-bundle-always`, never the machine's `/usr/share/zoneinfo`), and "now" is an input,
//! so the same schedule gives the same instants on every machine. jiff is used because it
//! is maintained, resolves civil times in a zone with explicit, documented rules for the
//! hour that is skipped or repeated at a daylight-saving change, and bundles the database.

use crate::i18n;
use jiff::civil::{Date, DateTime, Time, Weekday};
use jiff::tz::TimeZone;
use jiff::{Timestamp, ToSpan};
use omerta_1923::{Arg as Arg1923, Said};
use serde::{Deserialize, Serialize};

/// The hours of a phase, in the schedule's zone: `"21:00"` to `"07:00"` (a window that
/// closes at or before its opening time ends the next day).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct Window {
    pub opens: String,
    pub closes: String,
}

/// A schedule as a game's setup gives it; every field has the seed's value by default.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct ScheduleSetup {
    /// An IANA time zone name. Default `Asia/Jerusalem` ("All times are in Israel time").
    #[serde(default = "israel")]
    pub time_zone: String,
    /// The date Night 1 opens (`"2026-10-24"`). Default: the first Saturday at the start
    /// whose night is not over yet ("The game will start on a Saturday night").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub first_night: Option<String>,
    /// Default 21:00 to 07:00.
    #[serde(default = "night_hours")]
    pub night: Window,
    /// Default 09:00 to 19:00.
    #[serde(default = "day_hours")]
    pub day: Window,
}

fn israel() -> String {
    "Asia/Jerusalem".to_string()
}

fn night_hours() -> Window {
    Window {
        opens: "21:00".into(),
        closes: "07:00".into(),
    }
}

fn day_hours() -> Window {
    Window {
        opens: "09:00".into(),
        closes: "19:00".into(),
    }
}

impl Default for ScheduleSetup {
    fn default() -> ScheduleSetup {
        ScheduleSetup {
            time_zone: israel(),
            first_night: None,
            night: night_hours(),
            day: day_hours(),
        }
    }
}

/// Which half of a 24-hour period: "Each 24-hour period starts at night".
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Part {
    Night,
    Day,
}

/// A checked schedule with its first night fixed: the instants of every phase.
#[derive(Clone, Debug)]
pub struct Schedule {
    zone: TimeZone,
    first_night: Date,
    night: (Time, Time),
    day: (Time, Time),
    setup: ScheduleSetup,
}

/// When a phase opens and when it closes, in ms since the epoch.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Span {
    pub opens: i64,
    pub closes: i64,
}

/// Which hour of a schedule.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Edge {
    NightOpens,
    NightCloses,
    DayOpens,
    DayCloses,
}

impl Edge {
    pub const ALL: [Edge; 4] = [
        Edge::NightOpens,
        Edge::NightCloses,
        Edge::DayOpens,
        Edge::DayCloses,
    ];

    fn english(self) -> &'static str {
        match self {
            Edge::NightOpens => "the night's opening",
            Edge::NightCloses => "the night's closing",
            Edge::DayOpens => "the day's opening",
            Edge::DayCloses => "the day's closing",
        }
    }
}

/// Why a schedule cannot be used, each reason with its parts. `Display` writes the English
/// (inside a 1923 start's refusal, `the schedule cannot be used: …`); [`ScheduleError::said`]
/// the same as Mafia 1923's data (messages `m1923-schedule-*`), worded at the edge by
/// `omerta_i18n::m1923::said` in the reader's language (the tests hold its English to
/// `Display` for every variant).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ScheduleError {
    /// A time zone the IANA database compiled in does not know.
    UnknownZone { zone: String },
    /// An hour that is no time of day.
    NotATime { edge: Edge, text: String },
    /// A window that opens and closes at the same time.
    EmptyWindow,
    /// The night and the day do not fit in 24 hours in order.
    Overlap,
    /// A first night that is no date.
    NotADate { text: String },
    /// The start is out of the clock's range.
    StartOutOfRange,
    /// A date after the start is out of the clock's range.
    StartDateOutOfRange,
    /// No Saturday night within two weeks of the start.
    NoSaturday,
    /// A wall-clock time out of the clock's range, as jiff writes it.
    OutOfRange { at: String },
    /// A phase's date out of the clock's range.
    PhaseDateOutOfRange,
}

impl ScheduleError {
    /// The reason as Mafia 1923's data (area `m1923`); the setup's own text quoted as
    /// written.
    pub fn said(&self) -> Said {
        let quoted = |text: &str| Arg1923::Text(format!("{text:?}"));
        match self {
            ScheduleError::UnknownZone { zone } => {
                Said::new(i18n::id("m1923-schedule-unknown-zone")).with("zone", quoted(zone))
            }
            ScheduleError::NotATime { edge, text } => {
                let edge = match edge {
                    Edge::NightOpens => i18n::id("m1923-schedule-night-opens"),
                    Edge::NightCloses => i18n::id("m1923-schedule-night-closes"),
                    Edge::DayOpens => i18n::id("m1923-schedule-day-opens"),
                    Edge::DayCloses => i18n::id("m1923-schedule-day-closes"),
                };
                Said::new(i18n::id("m1923-schedule-not-a-time"))
                    .with("edge", Arg1923::said(Said::new(edge)))
                    .with("text", quoted(text))
            }
            ScheduleError::EmptyWindow => Said::new(i18n::id("m1923-schedule-empty-window")),
            ScheduleError::Overlap => Said::new(i18n::id("m1923-schedule-overlap")),
            ScheduleError::NotADate { text } => {
                Said::new(i18n::id("m1923-schedule-not-a-date")).with("text", quoted(text))
            }
            ScheduleError::StartOutOfRange => {
                Said::new(i18n::id("m1923-schedule-start-out-of-range"))
            }
            ScheduleError::StartDateOutOfRange => {
                Said::new(i18n::id("m1923-schedule-start-date-out-of-range"))
            }
            ScheduleError::NoSaturday => Said::new(i18n::id("m1923-schedule-no-saturday")),
            ScheduleError::OutOfRange { at } => Said::new(i18n::id("m1923-schedule-out-of-range"))
                .with("at", Arg1923::Text(at.clone())),
            ScheduleError::PhaseDateOutOfRange => {
                Said::new(i18n::id("m1923-schedule-phase-date-out-of-range"))
            }
        }
    }
}

impl std::fmt::Display for ScheduleError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ScheduleError::UnknownZone { zone } => write!(
                f,
                "{zone:?} is not a time zone omerta knows: give an IANA name such as \"Asia/Jerusalem\""
            ),
            ScheduleError::NotATime { edge, text } => write!(
                f,
                "{} {text:?} is not a time of day such as \"21:00\"",
                edge.english()
            ),
            ScheduleError::EmptyWindow => {
                f.write_str("a phase's window opens and closes at different times")
            }
            ScheduleError::Overlap => f.write_str(
                "the night and the day must fit in 24 hours without overlapping: the day closes after the next night opens",
            ),
            ScheduleError::NotADate { text } => write!(
                f,
                "first_night {text:?} is not a date such as \"2026-10-24\""
            ),
            ScheduleError::StartOutOfRange => f.write_str("the start time is out of range"),
            ScheduleError::StartDateOutOfRange => f.write_str("the start date is out of range"),
            ScheduleError::NoSaturday => {
                f.write_str("no Saturday night within two weeks of the start")
            }
            ScheduleError::OutOfRange { at } => write!(f, "{at} is out of range"),
            ScheduleError::PhaseDateOutOfRange => f.write_str("the phase's date is out of range"),
        }
    }
}

fn time_of(edge: Edge, text: &str) -> Result<Time, ScheduleError> {
    text.parse::<Time>().map_err(|_| ScheduleError::NotATime {
        edge,
        text: text.to_owned(),
    })
}

/// The date a window that opens on `date` closes on.
fn closing_date(date: Date, (opens, closes): (Time, Time)) -> Date {
    if closes <= opens {
        date.tomorrow().unwrap_or(date)
    } else {
        date
    }
}

impl Schedule {
    /// Checks a setup's schedule and fixes its first night: the given date, or the first
    /// Saturday whose night has not closed at `now` (ms).
    pub fn new(setup: &ScheduleSetup, now: i64) -> Result<Schedule, ScheduleError> {
        let zone = TimeZone::get(&setup.time_zone).map_err(|_| ScheduleError::UnknownZone {
            zone: setup.time_zone.clone(),
        })?;
        let night = (
            time_of(Edge::NightOpens, &setup.night.opens)?,
            time_of(Edge::NightCloses, &setup.night.closes)?,
        );
        let day = (
            time_of(Edge::DayOpens, &setup.day.opens)?,
            time_of(Edge::DayCloses, &setup.day.closes)?,
        );
        if night.0 == night.1 || day.0 == day.1 {
            return Err(ScheduleError::EmptyWindow);
        }
        let mut schedule = Schedule {
            zone,
            first_night: Date::constant(2000, 1, 1),
            night,
            day,
            setup: setup.clone(),
        };
        schedule.check_order()?;
        schedule.first_night = match &setup.first_night {
            Some(text) => text
                .parse::<Date>()
                .map_err(|_| ScheduleError::NotADate { text: text.clone() })?,
            None => schedule.first_saturday(now)?,
        };
        schedule.setup.first_night = Some(schedule.first_night.to_string());
        Ok(schedule)
    }

    /// The night, the moderators' buffer, the day and the next buffer follow each other
    /// within 24 hours, in that order, on the wall clock.
    fn check_order(&self) -> Result<(), ScheduleError> {
        let date = Date::constant(2000, 1, 1);
        let night_closes = closing_date(date, self.night).to_datetime(self.night.1);
        let day_date = night_closes.date();
        let day_opens = if self.day.0 >= night_closes.time() {
            day_date.to_datetime(self.day.0)
        } else {
            day_date
                .tomorrow()
                .unwrap_or(day_date)
                .to_datetime(self.day.0)
        };
        let day_closes = closing_date(day_opens.date(), self.day).to_datetime(self.day.1);
        let next_night = date.tomorrow().unwrap_or(date).to_datetime(self.night.0);
        if day_closes > next_night {
            return Err(ScheduleError::Overlap);
        }
        Ok(())
    }

    /// The first Saturday, on or after the local date at `now`, whose night closes after
    /// `now`: a game started on Saturday at 22:00 plays that night.
    fn first_saturday(&self, now: i64) -> Result<Date, ScheduleError> {
        let at = Timestamp::from_millisecond(now).map_err(|_| ScheduleError::StartOutOfRange)?;
        let mut date = at.to_zoned(self.zone.clone()).date();
        for _ in 0..14 {
            if date.weekday() == Weekday::Saturday {
                let closes =
                    self.instant(closing_date(date, self.night).to_datetime(self.night.1))?;
                if closes > now {
                    return Ok(date);
                }
            }
            date = date
                .tomorrow()
                .map_err(|_| ScheduleError::StartDateOutOfRange)?;
        }
        Err(ScheduleError::NoSaturday)
    }

    /// A wall-clock time in the zone as an instant. A time the clock skips (spring forward)
    /// is the same time after the change; a time it repeats (fall back) is the first of the
    /// two: jiff's "compatible" rule, RFC 5545's.
    fn instant(&self, at: DateTime) -> Result<i64, ScheduleError> {
        self.zone
            .to_zoned(at)
            .map(|z| z.timestamp().as_millisecond())
            .map_err(|_| ScheduleError::OutOfRange { at: at.to_string() })
    }

    /// When Night `n` or Day `n` (from 1) opens and closes.
    pub fn span(&self, part: Part, n: u32) -> Result<Span, ScheduleError> {
        let offset = i64::from(n.max(1)) - 1;
        let date = self
            .first_night
            .checked_add(offset.days())
            .map_err(|_| ScheduleError::PhaseDateOutOfRange)?;
        let night_opens = date.to_datetime(self.night.0);
        let night_closes = closing_date(date, self.night).to_datetime(self.night.1);
        let (opens, closes) = match part {
            Part::Night => (night_opens, night_closes),
            Part::Day => {
                // The day after a night: the first opening at or after the night's close.
                let d = night_closes.date();
                let d = if self.day.0 >= night_closes.time() {
                    d
                } else {
                    d.tomorrow()
                        .map_err(|_| ScheduleError::PhaseDateOutOfRange)?
                };
                (
                    d.to_datetime(self.day.0),
                    closing_date(d, self.day).to_datetime(self.day.1),
                )
            }
        };
        Ok(Span {
            opens: self.instant(opens)?,
            closes: self.instant(closes)?,
        })
    }

    /// The schedule as stored in the game's record: its first night fixed.
    pub fn setup(&self) -> &ScheduleSetup {
        &self.setup
    }

    /// An instant as the zone's wall clock shows it, with the offset and the zone's name
    /// (RFC 9557: `2026-10-25T07:00:00+02:00[Asia/Jerusalem]`), for pages.
    pub fn local(&self, at: i64) -> Option<String> {
        let at = Timestamp::from_millisecond(at).ok()?;
        Some(at.to_zoned(self.zone.clone()).to_string())
    }
}

/// A game's time as people read it, the one way for pages, mail and refusals (issue 27):
/// the wall clock of the game's zone with the zone's name, `Sun 29 Nov 2026, 07:00
/// (Asia/Jerusalem)`; for a game without a zone (or a zone the database does not know),
/// UTC, `Fri 27 Nov 2026, 13:00 UTC`. A page adds the reader's own time beside it where it
/// differs (their browser knows their zone; the server does not).
pub fn written(ms: i64, zone: Option<&str>) -> String {
    let Ok(at) = Timestamp::from_millisecond(ms) else {
        return format!("{ms} ms since 1970");
    };
    match zone.and_then(|name| jiff::tz::db().get(name).ok().map(|tz| (name, tz))) {
        Some((name, tz)) => format!("{} ({name})", at.to_zoned(tz).strftime(WRITTEN)),
        None => format!("{} UTC", at.to_zoned(TimeZone::UTC).strftime(WRITTEN)),
    }
}

/// `Sun 29 Nov 2026, 07:00`: the weekday and the day, then the 24-hour clock.
const WRITTEN: &str = "%a %-d %b %Y, %H:%M";

/// An instant written in RFC 3339 with its offset (`2026-11-25T19:30:00+01:00`, a forum
/// post's time), in milliseconds; none if it is not one.
pub fn instant(text: &str) -> Option<i64> {
    text.trim()
        .parse::<Timestamp>()
        .ok()
        .map(|at| at.as_millisecond())
}

/// An instant for a `datetime` attribute and scripts: RFC 3339 in UTC.
pub fn iso(ms: i64) -> Option<String> {
    Timestamp::from_millisecond(ms)
        .ok()
        .map(|at| at.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn times_are_written_in_the_games_zone_with_its_name_or_in_utc() {
        // 2026-11-29 05:00 UTC is 07:00 in Israel (UTC+2 in winter).
        let at = 1_795_928_400_000;
        assert_eq!(
            written(at, Some("Asia/Jerusalem")),
            "Sun 29 Nov 2026, 07:00 (Asia/Jerusalem)"
        );
        assert_eq!(written(at, None), "Sun 29 Nov 2026, 05:00 UTC");
        assert_eq!(
            written(at, Some("Mars/Olympus")),
            "Sun 29 Nov 2026, 05:00 UTC"
        );
        assert_eq!(iso(at).as_deref(), Some("2026-11-29T05:00:00Z"));
        assert_eq!(instant("2026-11-29T07:00:00+02:00"), Some(at));
        assert_eq!(instant("yesterday"), None);
    }

    #[test]
    fn the_seeds_hours_are_the_default() {
        let setup: ScheduleSetup = serde_json::from_str("{}").unwrap();
        assert_eq!(setup, ScheduleSetup::default());
        assert_eq!(setup.time_zone, "Asia/Jerusalem");
        assert_eq!(setup.night.opens, "21:00");
        assert_eq!(setup.day.closes, "19:00");
    }

    #[test]
    fn windows_that_overlap_or_zones_that_do_not_exist_are_refused() {
        let mut setup = ScheduleSetup {
            time_zone: "Mars/Olympus".into(),
            ..ScheduleSetup::default()
        };
        let refused = |setup: &ScheduleSetup| Schedule::new(setup, 0).unwrap_err().to_string();
        assert!(refused(&setup).contains("time zone"));
        setup.time_zone = israel();
        setup.day.closes = "22:00".into();
        assert!(refused(&setup).contains("overlapping"));
        setup.day.closes = "7pm".into();
        assert!(refused(&setup).contains("time of day"));
    }
}
