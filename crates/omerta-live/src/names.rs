//! Names people can tell apart: players' names in a game and accounts' names on a site.
//!
//! A name is shown as its writer wrote it, tidied ([`tidy`]: no spaces at the ends, one
//! space between words, composed characters). Two names are the same name when their
//! [`key`]s are equal: compatibility forms folded (NFKC: "ｂｏｂ" is "bob"), case folded
//! ("Bob" is "bob"), spaces ignored ("b ob" is "bob"), and look-alike letters mapped to one
//! prototype by Unicode's confusables (UTS #39 skeleton: the Cyrillic "о" in "bоb" is the
//! Latin "o"). A name may hold no character that is invisible or that changes how the
//! text around it is drawn ([`invisible`]): controls, format characters (zero-width
//! spaces and joiners, right-to-left overrides), line separators, private-use and
//! unassigned code points, and the other default-ignorable code points.

use unicode_normalization::UnicodeNormalization;
use unicode_properties::{GeneralCategory, UnicodeGeneralCategory};

/// The name as it is kept and shown: trimmed, inner whitespace runs one space, NFC.
pub fn tidy(name: &str) -> String {
    name.split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .nfc()
        .collect()
}

/// The identity of a name, whatever its case: equal keys are the same name, or names too
/// alike to tell apart once case is ignored ("bоb" with a Cyrillic "о", "ｂｏｂ", "b ob").
pub fn key(name: &str) -> String {
    let folded = caseless::default_case_fold_str(&name.nfkc().collect::<String>());
    prototype(&folded)
}

/// How a name looks as written: equal looks are names a reader cannot tell apart as shown
/// ("Iris" with a capital i and "lris" with a small L). Case is folded after the
/// look-alikes are mapped, since the capital "I" looks like "l" where the small "i" does not.
pub fn look(name: &str) -> String {
    prototype(&name.nfkc().collect::<String>())
}

/// Names that may not both be in one place (a game, a site): the same name or the same look.
pub fn alike(a: &str, b: &str) -> bool {
    key(a) == key(b) || look(a) == look(b)
}

/// The UTS #39 skeleton, without spaces, case folded.
fn prototype(name: &str) -> String {
    let skeleton: String = unicode_security::skeleton(name)
        .filter(|c| !c.is_whitespace())
        .collect();
    caseless::default_case_fold_str(&skeleton)
}

/// Whether a character is invisible or reorders the text around it.
pub fn invisible(c: char) -> bool {
    let category = c.general_category();
    matches!(
        category,
        GeneralCategory::Control
            | GeneralCategory::Format
            | GeneralCategory::LineSeparator
            | GeneralCategory::ParagraphSeparator
            | GeneralCategory::PrivateUse
            | GeneralCategory::Surrogate
            | GeneralCategory::Unassigned
    ) || matches!(
        c,
        // Default-ignorable code points that are not format characters: the combining
        // grapheme joiner, Hangul fillers, Mongolian and other variation selectors, tags.
        '\u{034F}'
            | '\u{115F}'
            | '\u{1160}'
            | '\u{17B4}'
            | '\u{17B5}'
            | '\u{180B}'..='\u{180F}'
            | '\u{3164}'
            | '\u{FE00}'..='\u{FE0F}'
            | '\u{FFA0}'
            | '\u{E0000}'..='\u{E0FFF}'
    )
}

/// The first invisible character of a name, for the refusal's message.
pub fn first_invisible(name: &str) -> Option<char> {
    name.chars().find(|c| invisible(*c))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn look_alikes_of_bob_are_bob() {
        let bob = key("Bob");
        for alike in [
            "bob",
            "BOB",
            "bоb",
            "ｂｏｂ",
            "Ｂob",
            "b  ob",
            " Bob ",
            "b ob",
        ] {
            assert_eq!(key(alike), bob, "{alike:?}");
        }
        for other in ["Rob", "Bobby", "Bo", "b0b_"] {
            assert_ne!(key(other), bob, "{other:?}");
        }
    }

    #[test]
    fn confusable_letters_look_alike() {
        // The capital "I" and the small "L" share the UTS #39 prototype "l".
        assert_eq!(look("Iris"), look("lris"));
        assert!(alike("Iris", "lris"));
        assert!(alike("paypal", "pаypal"));
        assert!(alike("Bob", "bоb"));
        // Case alone never makes two names: "Iris" is "iris".
        assert!(alike("Iris", "iris"));
        assert!(!alike("Iris", "Boris"));
    }

    #[test]
    fn tidy_trims_and_collapses_spaces() {
        assert_eq!(tidy("  Don   Corleone \t"), "Don Corleone");
        // Composed: "e" + combining acute is "é".
        assert_eq!(tidy("Re\u{301}mi"), "Rémi");
    }

    #[test]
    fn invisible_and_reordering_characters_are_found() {
        for c in [
            '\u{0}',
            '\u{7}',
            '\u{200B}',
            '\u{200D}',
            '\u{202E}',
            '\u{2066}',
            '\u{FEFF}',
            '\u{2028}',
            '\u{E000}',
            '\u{3164}',
            '\u{034F}',
            '\u{E0041}',
            '\u{00AD}',
        ] {
            assert!(invisible(c), "U+{:04X}", c as u32);
        }
        for c in ['a', 'Я', 'ß', '7', ' ', '-', '😀', 'é', '中'] {
            assert!(!invisible(c), "{c:?}");
        }
        assert_eq!(first_invisible("Bob\u{202E}evil"), Some('\u{202E}'));
        assert_eq!(first_invisible("Bob"), None);
    }
}
