//! Arbitrary bytes as an `Accept-Language` header and as a `--lang`/`LANG` value
//! (`omerta_i18n::negotiate`, `omerta_i18n::from_locale`): nothing may panic, the ranges
//! left out are never more than the header could hold, and an unknown language's sentence
//! quotes at most 32 printable characters.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let chosen = omerta_i18n::negotiate(data);
    assert!(chosen.ignored <= data.len() + 1);
    if let Ok(text) = std::str::from_utf8(data) {
        if let Err(unknown) = omerta_i18n::from_locale(text) {
            assert!(unknown.given.chars().count() <= 33);
            assert!(!unknown.given.chars().any(char::is_control));
        }
    }
});
