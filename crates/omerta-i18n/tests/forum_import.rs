//! omerta-forum-import's refusals worded from their data (area `threads`): English word for
//! word the crate's own `Display` for every kind, every other language a sentence of its
//! own with no id left and the quoted detail kept.

use omerta_forum_import::address::FetchError;
use omerta_forum_import::{ImportError, ZoneError};
use omerta_i18n::forum_import::{fetch, refusal, zone};
use omerta_i18n::Lang;

const OTHERS: [Lang; 3] = [Lang::Ru, Lang::Uk, Lang::He];

fn no_id_left(said: &str) {
    assert!(!said.is_empty());
    assert!(!said.contains("threads-"), "an id left: {said}");
    assert!(!said.contains("{ $"), "a variable left: {said}");
}

#[test]
fn every_import_refusal_words_as_its_english() {
    let samples = ImportError::samples();
    assert!(samples.len() > 20);
    for error in samples {
        assert_eq!(refusal(Lang::En, &error), error.to_string(), "{error:?}");
        for lang in OTHERS {
            let said = refusal(lang, &error);
            no_id_left(&said);
            assert_ne!(said, error.to_string(), "{lang:?}: {error:?}");
        }
    }
}

#[test]
fn every_fetch_refusal_words_as_its_english() {
    let samples = FetchError::samples();
    assert!(samples.len() > 20);
    for error in samples {
        assert_eq!(fetch(Lang::En, &error), error.to_string(), "{error:?}");
        for lang in OTHERS {
            let said = fetch(lang, &error);
            no_id_left(&said);
            assert_ne!(said, error.to_string(), "{lang:?}: {error:?}");
        }
    }
}

#[test]
fn a_zone_refusal_words_as_its_english() {
    let error = ZoneError {
        text: "Europe/Moscow".into(),
    };
    assert_eq!(zone(Lang::En, &error), error.to_string());
    for lang in OTHERS {
        let said = zone(lang, &error);
        no_id_left(&said);
        assert!(said.contains("Europe/Moscow"), "{said}");
    }
}

/// The quoted technical detail stays as it is inside the sentence: the HTTP client's
/// reason, serde's detail, a page's selector.
#[test]
fn quoted_detail_stays_as_it_is() {
    let reason = "Connection refused (os error 111)";
    let failed = FetchError::Failed {
        page: 2,
        url: "https://forum.example/t/1".into(),
        reason: omerta_forum_import::address::Reason::Said(reason.into()),
    };
    let said = fetch(Lang::Ru, &failed);
    assert!(said.contains(reason), "{said}");
    assert!(said.starts_with("загрузка страницы 2"), "{said}");
    let timeout = FetchError::Failed {
        page: 2,
        url: "https://forum.example/t/1".into(),
        reason: omerta_forum_import::address::Reason::Timeout,
    };
    assert!(fetch(Lang::Ru, &timeout).ends_with("форум не ответил вовремя"));
    let missing = ImportError::Missing {
        page: 1,
        name: "t.html".into(),
        post: 1234567,
        part: omerta_forum_import::Part::BodyAt("div.content".into()),
    };
    let said = refusal(Lang::Ru, &missing);
    // A post's id is written as it is, never as a number with its thousands grouped.
    assert!(
        said.contains("1234567") && said.contains("div.content"),
        "{said}"
    );
}

/// A size of a page in each language: Russian's plural of bytes.
#[test]
fn sizes_in_words() {
    use omerta_i18n::forum_import::size;
    assert_eq!(size(Lang::En, 2 * 1024 * 1024), "2 MiB");
    assert_eq!(size(Lang::En, 300_000), "300000 bytes");
    assert_eq!(size(Lang::Ru, 512 * 1024), "512 КиБ");
    assert!(
        size(Lang::Ru, 1000).ends_with("байт"),
        "{}",
        size(Lang::Ru, 1000)
    );
}

/// The refusals are data a follow keeps: each comes back from its JSON as it was.
#[test]
fn every_refusal_comes_back_from_its_json() {
    for error in FetchError::samples() {
        let json = serde_json::to_string(&error).expect("JSON");
        let back: FetchError = serde_json::from_str(&json).expect("read back");
        assert_eq!(back, error, "{json}");
    }
    for error in ImportError::samples() {
        let json = serde_json::to_string(&error).expect("JSON");
        let back: ImportError = serde_json::from_str(&json).expect("read back");
        assert_eq!(back, error, "{json}");
    }
}
