//! Messages looked up, with arguments, falling back to English; dates in a game's zone;
//! `Accept-Language` and locale values never panic and stay within their bounds.

use omerta_i18n::{from_locale, negotiate, t, tr, written, Args, Lang, MAX_RANGES};
use proptest::prelude::*;

#[test]
fn a_message_in_each_language() {
    assert_eq!(t(Lang::En, "site-sign-in"), "Sign in");
    assert_eq!(t(Lang::Ru, "site-sign-in"), "Войти");
    assert_eq!(t(Lang::Uk, "site-sign-in"), "Увійти");
    assert_eq!(t(Lang::He, "site-sign-in"), "כניסה");
}

#[test]
fn an_unknown_id_is_empty_never_the_id() {
    assert_eq!(t(Lang::Ru, "no-such-message"), "");
    assert!(!omerta_i18n::exists("no-such-message"));
}

#[test]
fn directions_and_tags() {
    assert_eq!(Lang::He.dir(), "rtl");
    assert_eq!(Lang::Ru.dir(), "ltr");
    assert_eq!(Lang::Uk.tag(), "uk");
    assert_eq!(Lang::from_tag("he"), Some(Lang::He));
    assert_eq!(Lang::from_tag("he-IL"), None);
}

#[test]
fn dates_are_written_for_the_language_in_the_games_zone() {
    // 2026-11-29T05:00Z is 07:00 in Jerusalem, a Sunday.
    let ms = 1_795_928_400_000;
    let zone = Some("Asia/Jerusalem");
    assert_eq!(
        written(Lang::En, ms, zone),
        "Sun 29 Nov 2026, 07:00 (Asia/Jerusalem)"
    );
    assert_eq!(
        written(Lang::Ru, ms, zone),
        "вс 29 нояб. 2026, 07:00 (Asia/Jerusalem)"
    );
    assert_eq!(
        written(Lang::Uk, ms, zone),
        "нд 29 лист. 2026, 07:00 (Asia/Jerusalem)"
    );
    assert_eq!(
        written(Lang::He, ms, zone),
        "יום א׳ 29 בנוב׳ 2026, 07:00 (Asia/Jerusalem)"
    );
    assert_eq!(written(Lang::En, ms, None), "Sun 29 Nov 2026, 05:00 UTC");
    assert_eq!(
        written(Lang::En, ms, Some("Mars/Olympus")),
        "Sun 29 Nov 2026, 05:00 UTC"
    );
    assert_eq!(
        written(Lang::En, i64::MAX, None),
        format!("{} ms since 1970", i64::MAX)
    );
}

#[test]
fn a_missing_argument_falls_back_to_english() {
    // Russian's sentence needs $given; without it, English's (with its gap shown).
    let text = tr(Lang::Ru, "lang-unknown", &Args::new());
    assert!(text.starts_with("omerta does not speak"), "{text}");
}

proptest! {
    #[test]
    fn any_header_is_read_without_panic_within_bounds(header in proptest::collection::vec(any::<u8>(), 0..8192)) {
        let n = negotiate(&header);
        prop_assert!(n.ignored <= header.len() + 1);
        let _ = n.lang.tag();
    }

    #[test]
    fn header_like_text_is_read_without_panic(
        ranges in proptest::collection::vec(("[a-zA-Z*]{0,10}(-[a-zA-Z0-9]{0,9}){0,3}", "(;q=[0-9.]{0,6})?"), 0..100)
    ) {
        let header: Vec<String> = ranges.iter().map(|(r, q)| format!("{r}{q}")).collect();
        let header = header.join(",");
        let n = negotiate(header.as_bytes());
        let listed = ranges.len();
        prop_assert!(n.ignored <= listed + 1);
        // A language past the ranges considered is never chosen.
        if listed > MAX_RANGES {
            let late = format!("{},he", vec!["xx"; listed].join(","));
            let m = negotiate(late.as_bytes());
            prop_assert_eq!(m.lang, Lang::En);
        }
    }

    #[test]
    fn a_supported_range_alone_is_chosen(lang in prop::sample::select(Lang::ALL.to_vec()), region in "[A-Z]{2}", q in 1u16..=1000) {
        let weight = if q == 1000 { "1".to_string() } else { format!("0.{q:03}") };
        let header = format!("{}-{region};q={weight}", lang.tag());
        prop_assert_eq!(negotiate(header.as_bytes()).lang, lang);
    }

    #[test]
    fn any_locale_value_is_read_without_panic(value in ".{0,200}") {
        match from_locale(&value) {
            Ok(lang) => { let _ = lang.dir(); }
            Err(unknown) => {
                prop_assert!(unknown.given.chars().count() <= 33);
                prop_assert!(!unknown.given.chars().any(char::is_control));
                prop_assert!(unknown.to_string().contains("English is used"));
            }
        }
    }
}
