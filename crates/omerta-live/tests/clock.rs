//! The seed's clock (docs/live/1923.md, "The clock"): "Nighttime is 9pm-7am, and daytime is
//! 9am-7pm. All times are in Israel time", from "a Saturday night (Night 1)" to "a Thursday
//! evening (Day 5)", across Israel's daylight-saving changes.

use jiff::Timestamp;
use omerta_live::clock::{Edge, Part, Schedule, ScheduleError, ScheduleSetup, Span, Window};

/// An instant written in UTC, in ms.
fn utc(text: &str) -> i64 {
    text.parse::<Timestamp>()
        .expect("an RFC 3339 instant")
        .as_millisecond()
}

fn seed_schedule(first_night: &str) -> Schedule {
    let setup = ScheduleSetup {
        first_night: Some(first_night.into()),
        ..ScheduleSetup::default()
    };
    Schedule::new(&setup, 0).expect("the seed's schedule")
}

fn span(schedule: &Schedule, part: Part, n: u32) -> Span {
    schedule.span(part, n).expect("in range")
}

const HOUR: i64 = 3_600_000;

#[test]
fn a_week_in_summer_time_is_utc_plus_three_from_saturday_night_to_thursday_evening() {
    // Israel Daylight Time all week (the change was on Friday 27 March 2026).
    let s = seed_schedule("2026-03-28");
    assert_eq!(
        span(&s, Part::Night, 1),
        Span {
            opens: utc("2026-03-28T18:00:00Z"),
            closes: utc("2026-03-29T04:00:00Z"),
        }
    );
    assert_eq!(
        span(&s, Part::Day, 1),
        Span {
            opens: utc("2026-03-29T06:00:00Z"),
            closes: utc("2026-03-29T16:00:00Z"),
        }
    );
    // "end on a Thursday evening (Day 5)": Thursday 2 April, 19:00 in Israel.
    assert_eq!(span(&s, Part::Day, 5).closes, utc("2026-04-02T16:00:00Z"));
    // The buffers: 07:00-09:00 and 19:00-21:00, two hours each.
    for n in 1..=5 {
        assert_eq!(
            span(&s, Part::Day, n).opens - span(&s, Part::Night, n).closes,
            2 * HOUR
        );
        assert_eq!(
            span(&s, Part::Night, n).closes - span(&s, Part::Night, n).opens,
            10 * HOUR
        );
    }
    for n in 1..5 {
        assert_eq!(
            span(&s, Part::Night, n + 1).opens - span(&s, Part::Day, n).closes,
            2 * HOUR
        );
    }
}

#[test]
fn a_week_in_winter_time_is_utc_plus_two() {
    let s = seed_schedule("2026-03-21");
    assert_eq!(span(&s, Part::Night, 1).opens, utc("2026-03-21T19:00:00Z"));
    assert_eq!(span(&s, Part::Day, 5).closes, utc("2026-03-26T17:00:00Z"));
}

#[test]
fn the_night_the_clocks_fall_back_lasts_eleven_hours() {
    // Israel leaves summer time on Sunday 25 October 2026 at 02:00 (back to 01:00): inside
    // Night 1 of a game starting on Saturday 24 October. 21:00 is still UTC+3, 07:00 is
    // UTC+2: the night is eleven hours of real time and closes at 07:00 on the wall clock.
    let s = seed_schedule("2026-10-24");
    let night = span(&s, Part::Night, 1);
    assert_eq!(night.opens, utc("2026-10-24T18:00:00Z"));
    assert_eq!(night.closes, utc("2026-10-25T05:00:00Z"));
    assert_eq!(night.closes - night.opens, 11 * HOUR);
    assert_eq!(span(&s, Part::Day, 1).opens, utc("2026-10-25T07:00:00Z"));
    assert_eq!(
        s.local(night.closes).as_deref(),
        Some("2026-10-25T07:00:00+02:00[Asia/Jerusalem]")
    );
    assert_eq!(
        s.local(night.opens).as_deref(),
        Some("2026-10-24T21:00:00+03:00[Asia/Jerusalem]")
    );
}

#[test]
fn the_night_the_clocks_spring_forward_lasts_nine_hours() {
    // Israel enters summer time on Friday 27 March 2026 at 02:00 (on to 03:00). The seed's
    // week never spans it (it is Saturday night to Thursday evening), so a schedule whose
    // first night is a Thursday shows it: 21:00 is UTC+2, 07:00 UTC+3.
    let s = seed_schedule("2026-03-26");
    let night = span(&s, Part::Night, 1);
    assert_eq!(night.opens, utc("2026-03-26T19:00:00Z"));
    assert_eq!(night.closes, utc("2026-03-27T04:00:00Z"));
    assert_eq!(night.closes - night.opens, 9 * HOUR);
}

#[test]
fn a_time_the_clock_skips_is_taken_after_the_change_and_a_repeated_one_the_first_time() {
    let setup = |opens: &str, first_night: &str| ScheduleSetup {
        first_night: Some(first_night.into()),
        night: Window {
            opens: opens.into(),
            closes: "07:00".into(),
        },
        ..ScheduleSetup::default()
    };
    // 02:30 on 27 March 2026 does not exist in Israel: it is 03:30 summer time.
    let s = Schedule::new(&setup("02:30", "2026-03-27"), 0).unwrap();
    assert_eq!(span(&s, Part::Night, 1).opens, utc("2026-03-27T00:30:00Z"));
    // 01:30 on 25 October 2026 happens twice: the first, still summer time.
    let s = Schedule::new(&setup("01:30", "2026-10-25"), 0).unwrap();
    assert_eq!(span(&s, Part::Night, 1).opens, utc("2026-10-24T22:30:00Z"));
}

#[test]
fn without_a_first_night_the_game_starts_on_the_first_saturday_night_not_over() {
    let default = ScheduleSetup::default();
    let first = |now: &str| {
        Schedule::new(&default, utc(now))
            .unwrap()
            .setup()
            .first_night
            .clone()
            .unwrap()
    };
    // Wednesday 21 October 2026: that Saturday.
    assert_eq!(first("2026-10-21T12:00:00Z"), "2026-10-24");
    // Saturday 24 October, 22:00 in Israel: the night is on, Night 1 is tonight.
    assert_eq!(first("2026-10-24T19:00:00Z"), "2026-10-24");
    // Sunday 25 October, 08:00 in Israel: that night is over, the next Saturday.
    assert_eq!(first("2026-10-25T06:00:00Z"), "2026-10-31");
}

#[test]
fn any_named_zone_works_and_other_hours_are_taken() {
    let setup = ScheduleSetup {
        time_zone: "America/New_York".into(),
        first_night: Some("2026-11-01".into()),
        night: Window {
            opens: "22:00".into(),
            closes: "06:00".into(),
        },
        day: Window {
            opens: "08:00".into(),
            closes: "20:00".into(),
        },
    };
    let s = Schedule::new(&setup, 0).unwrap();
    // New York leaves summer time at 02:00 on 1 November 2026: the night after is EST.
    assert_eq!(span(&s, Part::Night, 1).opens, utc("2026-11-02T03:00:00Z"));
    assert_eq!(span(&s, Part::Day, 1).closes, utc("2026-11-03T01:00:00Z"));
}

/// Every reason a schedule cannot be used (`ScheduleError`), each hour for `NotATime`. The
/// match has no catch-all: a new reason fails to compile here until it is listed.
fn every_schedule_error() -> Vec<ScheduleError> {
    fn listed(error: &ScheduleError) -> usize {
        match error {
            ScheduleError::UnknownZone { .. } => 0,
            ScheduleError::NotATime { .. } => 1,
            ScheduleError::EmptyWindow => 2,
            ScheduleError::Overlap => 3,
            ScheduleError::NotADate { .. } => 4,
            ScheduleError::StartOutOfRange => 5,
            ScheduleError::StartDateOutOfRange => 6,
            ScheduleError::NoSaturday => 7,
            ScheduleError::OutOfRange { .. } => 8,
            ScheduleError::PhaseDateOutOfRange => 9,
        }
    }
    let mut all = vec![
        ScheduleError::UnknownZone {
            zone: "Mars/Olympus".into(),
        },
        ScheduleError::EmptyWindow,
        ScheduleError::Overlap,
        ScheduleError::NotADate {
            text: "soon".into(),
        },
        ScheduleError::StartOutOfRange,
        ScheduleError::StartDateOutOfRange,
        ScheduleError::NoSaturday,
        ScheduleError::OutOfRange {
            at: "9999-12-31T23:00:00".into(),
        },
        ScheduleError::PhaseDateOutOfRange,
    ];
    all.extend(Edge::ALL.map(|edge| ScheduleError::NotATime {
        edge,
        text: "9pm".into(),
    }));
    let kinds: std::collections::BTreeSet<usize> = all.iter().map(listed).collect();
    assert_eq!(kinds.len(), 10, "every kind of reason is listed");
    all
}

// Issue 30: why a schedule cannot be used is data (`ScheduleError::said`, Mafia 1923's
// messages), worded at the edge in the reader's language; in English it is `Display`
// word for word, for every reason.
#[test]
fn every_reason_a_schedule_is_refused_is_worded_as_its_english() {
    use omerta_i18n::{m1923, Lang};
    for error in every_schedule_error() {
        let said = error.said();
        assert!(m1923::known(&said), "{said:?}");
        let english = error.to_string();
        assert_eq!(m1923::said(Lang::En, &said), english, "{error:?}");
        for lang in [Lang::Ru, Lang::Uk, Lang::He] {
            let text = m1923::said(lang, &said);
            assert!(!text.contains("m1923-"), "{lang:?}: {text}");
            assert_ne!(text, english, "{lang:?}");
        }
    }
    // The reader's own: each refused as it is written.
    let refused = |change: &dyn Fn(&mut ScheduleSetup)| {
        let mut setup = ScheduleSetup::default();
        change(&mut setup);
        Schedule::new(&setup, 0).unwrap_err()
    };
    assert_eq!(
        refused(&|s| s.time_zone = "Mars/Olympus".into()),
        ScheduleError::UnknownZone {
            zone: "Mars/Olympus".into()
        }
    );
    let late = refused(&|s| s.day.closes = "7pm".into());
    assert_eq!(
        late.to_string(),
        "the day's closing \"7pm\" is not a time of day such as \"21:00\""
    );
    assert_eq!(
        m1923::said(Lang::Ru, &late.said()),
        "конец дня: \"7pm\" — не время суток вида \"21:00\""
    );
    assert_eq!(
        refused(&|s| s.night.closes = s.night.opens.clone()),
        ScheduleError::EmptyWindow
    );
    assert_eq!(
        refused(&|s| s.day.closes = "23:00".into()),
        ScheduleError::Overlap
    );
    assert_eq!(
        refused(&|s| s.first_night = Some("soon".into())),
        ScheduleError::NotADate {
            text: "soon".into()
        }
    );
}
