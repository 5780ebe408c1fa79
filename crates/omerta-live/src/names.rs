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
//!
//! One function decides whether a name may be taken: [`check`], with the [`Rule`] of what
//! the name is for and the names already there. Every place that takes a name (a sign-up,
//! a tournament's registration, an upload, a seat, a replacement) asks it, so that a name
//! one of them accepts is never refused by another later. Free text a moderator writes for
//! the players (a reason) has its own one function, [`reason`].

use unicode_normalization::UnicodeNormalization;
use unicode_properties::{GeneralCategory, UnicodeGeneralCategory};

/// What a name is for: how long it is, and whether only plain characters may be used.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rule {
    /// The name in a sentence: "a player's name".
    pub what: &'static str,
    /// The fewest and most characters, once tidied.
    pub least: usize,
    pub most: usize,
    /// Only letters, digits, spaces and `_ - .`: a name typed to sign in with.
    pub plain: bool,
}

/// A player's name in a game, a seat a host types, a tournament's guest, an uploaded
/// record's player: whatever ends up seated at a table.
pub const PLAYER: Rule = Rule {
    what: "a player's name",
    least: 1,
    most: 40,
    plain: false,
};

/// An account's name: fewer characters than a player's, since it is seated as one too.
pub const ACCOUNT: Rule = Rule {
    what: "an account's name",
    least: 2,
    most: 32,
    plain: true,
};

/// An anonymous game's alias (forum ruling D33): the rule for accounts' names, said of an
/// alias, since an alias stands for an account as its name does and is never one.
pub const ALIAS: Rule = Rule {
    what: "an alias",
    ..ACCOUNT
};

/// A game's title.
pub const TITLE: Rule = Rule {
    what: "a title",
    least: 1,
    most: 120,
    plain: false,
};

/// A tournament event's name, as a Pro record carries it (its `event`).
pub const EVENT: Rule = Rule {
    what: "an event's name",
    least: 1,
    most: 80,
    plain: false,
};

/// Why a name (or a reason) is refused; [`std::fmt::Display`] says it in a sentence.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unfit {
    /// Too short or too long, once tidied.
    Length {
        what: &'static str,
        least: usize,
        most: usize,
    },
    /// An invisible or control character.
    Invisible { what: &'static str, c: char },
    /// A character that changes the direction of the text around it.
    Reordering { what: &'static str, c: char },
    /// A character a plain name ([`Rule::plain`]) may not hold.
    Character { what: &'static str, c: char },
    /// Too like a name already there to tell apart.
    Alike { name: String, other: String },
    /// No visible character at all.
    Blank { what: &'static str },
}

impl std::fmt::Display for Unfit {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Unfit::Length { what, least, most } => {
                write!(f, "{what} is {least} to {most} characters long")
            }
            Unfit::Invisible { what, c } => write!(
                f,
                "{what} has no invisible or control characters (U+{:04X} is one)",
                *c as u32
            ),
            Unfit::Reordering { what, c } => write!(
                f,
                "{what} has no character that changes the direction of the text around it (U+{:04X} is one)",
                *c as u32
            ),
            Unfit::Character { what, c } => write!(
                f,
                "{what} is made of letters, digits, spaces, '_', '-' and '.' ({c:?} is none of them)"
            ),
            Unfit::Alike { name, other } => {
                write!(f, "{name:?} is too like {other:?} to tell apart")
            }
            Unfit::Blank { what } => write!(f, "{what} needs a visible character"),
        }
    }
}

/// The one rule for a name: tidied, of the rule's length, nothing invisible or reordering
/// (nor, for a plain name, anything but letters, digits, spaces and `_ - .`), and not
/// [`alike`] any of the names `there`. The name as it is kept, or why not.
pub fn check<'a>(
    name: &str,
    rule: &Rule,
    there: impl IntoIterator<Item = &'a str>,
) -> Result<String, Unfit> {
    let name = tidy(name);
    let count = name.chars().count();
    if count < rule.least || count > rule.most {
        return Err(Unfit::Length {
            what: rule.what,
            least: rule.least,
            most: rule.most,
        });
    }
    if let Some(c) = first_invisible(&name) {
        return Err(Unfit::Invisible { what: rule.what, c });
    }
    if rule.plain {
        if let Some(c) = name
            .chars()
            .find(|c| !(c.is_alphanumeric() || " _-.".contains(*c)))
        {
            return Err(Unfit::Character { what: rule.what, c });
        }
    }
    if let Some(other) = there.into_iter().find(|other| alike(other, &name)) {
        return Err(Unfit::Alike {
            name,
            other: other.to_string(),
        });
    }
    Ok(name)
}

/// The one rule for a reason (a moderation's, a ruling's, a ban's): tidied, 1 to `most`
/// characters with at least one visible, no control character and none that changes the
/// direction of the text around it. Unlike a name, a reason may hold the joiners and
/// variation selectors emoji and some scripts are written with: they hide nothing inside
/// visible text.
pub fn reason(text: &str, most: usize) -> Result<String, Unfit> {
    const WHAT: &str = "a reason";
    let reason = tidy(text);
    if !reason.chars().any(|c| !invisible(c) && !c.is_whitespace()) {
        return Err(Unfit::Blank { what: WHAT });
    }
    if reason.chars().count() > most {
        return Err(Unfit::Length {
            what: WHAT,
            least: 1,
            most,
        });
    }
    if let Some(c) = reason.chars().find(|c| reorders(*c)) {
        return Err(Unfit::Reordering { what: WHAT, c });
    }
    if let Some(c) = reason.chars().find(|c| c.is_control()) {
        return Err(Unfit::Invisible { what: WHAT, c });
    }
    Ok(reason)
}

/// The characters that change the direction of the text around them: the Unicode
/// bidirectional marks, embeddings, overrides and isolates (UAX #9).
fn reorders(c: char) -> bool {
    matches!(
        c,
        '\u{061C}' | '\u{200E}' | '\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}'
    )
}

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
fn invisible(c: char) -> bool {
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
fn first_invisible(name: &str) -> Option<char> {
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
