//! omerta's languages: English, Russian, Ukrainian and Hebrew.
//!
//! Every sentence a person reads is a [Project Fluent](https://projectfluent.org) message
//! in `locales/{lang}/{area}.ftl`, compiled into the binary with `include_str!`: nothing is
//! read from disk at run time, and the crate does no IO. The pages, the CLI and the mail
//! ask for a message by its id in a [`Lang`] ([`t`], [`tr`]); a message a language does
//! not have yet is taken from English, and a message nobody has is an empty string, never
//! its id (the catalog's tests fail on an id used in the sources that English lacks).
//!
//! Why these crates:
//!
//! - **`fluent-bundle`** (projectfluent/fluent-rs, the reference implementation): plural
//!   categories from CLDR (Russian and Ukrainian have `one`, `few`, `many`), select
//!   expressions a translator controls, and a concurrent bundle that is `Send + Sync`, so
//!   one set of bundles serves every request. `fluent-syntax` is its parser: the tests use
//!   it to refuse junk.
//! - **Not `fluent-langneg`'s negotiation** (it comes in with `fluent-bundle`): omerta
//!   speaks four languages, each a bare primary subtag, so matching a client's range is
//!   comparing its primary subtag; what an `Accept-Language` header needs besides is
//!   bounds (length, number of ranges, weights read strictly), which `fluent-langneg`'s
//!   `accepted_languages::parse` does not give. [`negotiate`] is that small reader.
//! - **Numbers** ([`number`]): CLDR's separators, a table of four rows (decimal comma and
//!   a no-break space between thousands in Russian and Ukrainian; a decimal point and a
//!   comma in Hebrew), grouped from five digits as Russian typography writes numbers (a
//!   year or a rating of 1500 stays whole). English keeps omerta's historical form, no
//!   grouping, so English output does not change. ICU4X's decimal formatter would bring
//!   its data crates for the same four rows.
//! - **Dates** ([`written`]): `jiff`, already in the tree for the games' zones, turns an
//!   instant into the game's wall clock (its IANA database compiled in); the words (a
//!   weekday and a month, abbreviated) are Fluent messages with a variant per month, so a
//!   translator owns the whole date. A time stays in the game's zone, with its name.

mod catalog;
mod format;
pub mod forum;
pub mod forum_import;
pub mod import;
pub mod m1923;
mod negotiate;
pub mod night;
pub mod pro;

pub use catalog::{areas, pending, sources, Source};
pub use fluent_bundle::{FluentArgs as Args, FluentValue as Value};
pub use format::{number, points, written};
pub use negotiate::{from_locale, negotiate, Negotiated, UnknownLang, MAX_HEADER, MAX_RANGES};

use std::fmt;

/// A language omerta speaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub enum Lang {
    #[default]
    En,
    Ru,
    Uk,
    He,
}

impl Lang {
    /// Every language, English first (the fallback).
    pub const ALL: [Lang; 4] = [Lang::En, Lang::Ru, Lang::Uk, Lang::He];

    /// The BCP 47 tag: `en`, `ru`, `uk`, `he`.
    pub fn tag(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Ru => "ru",
            Lang::Uk => "uk",
            Lang::He => "he",
        }
    }

    /// The writing direction, for `dir`: Hebrew is written right to left.
    pub fn dir(self) -> &'static str {
        match self {
            Lang::He => "rtl",
            _ => "ltr",
        }
    }

    /// The language's name in itself, as a language switch shows it.
    pub fn autonym(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Ru => "Русский",
            Lang::Uk => "Українська",
            Lang::He => "עברית",
        }
    }

    /// The language of a tag omerta gave out ([`Lang::tag`]): a cookie's or an account's
    /// setting. Anything else is none.
    pub fn from_tag(tag: &str) -> Option<Lang> {
        Lang::ALL.into_iter().find(|lang| lang.tag() == tag)
    }

    fn index(self) -> usize {
        self as usize
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.tag())
    }
}

/// The message `id` in `lang`, without arguments.
pub fn t(lang: Lang, id: &str) -> String {
    catalog::format(lang, id, None)
}

/// The message `id` in `lang` with its arguments (`$name` in the message).
///
/// A number given as a number is written for the language and chooses its plural
/// variant; a number that must stay as it is (a seat, a year) can be given as text.
pub fn tr(lang: Lang, id: &str, args: &Args) -> String {
    catalog::format(lang, id, Some(args))
}

/// The messages whose id starts with `prefix` (English's ids, in `lang`), each variable
/// left as `{name}` for a script to fill in: a page gives its script these in one JSON
/// block. Such messages are worded without plural variants (a script cannot choose one).
pub fn script_messages(lang: Lang, prefix: &str) -> Vec<(&'static str, String)> {
    catalog::script_messages(lang, prefix)
}

/// A message id chosen before the call that words it (a `match` naming one message per
/// case): the catalog's tests read `i18n::id("…")` as a use of the id.
pub const fn id(id: &'static str) -> &'static str {
    id
}

/// Whether English (and so every language, through the fallback) has the message `id`.
pub fn exists(id: &str) -> bool {
    catalog::exists(id)
}

/// A message's arguments built pair by pair (`With::new().s("name", n).n("count", 3)`), then
/// worded: one builder for every module that words a rule crate's data. Ids and numbers
/// that are names (a post, a rule) go in as text.
pub(crate) struct With(Args<'static>);

impl With {
    pub(crate) fn new() -> With {
        With(Args::new())
    }
    pub(crate) fn s(mut self, key: &'static str, value: impl Into<String>) -> With {
        self.0.set(key, value.into());
        self
    }
    pub(crate) fn n(mut self, key: &'static str, value: usize) -> With {
        self.0.set(key, value as u64);
        self
    }
    pub(crate) fn said(self, id: &str, lang: Lang) -> String {
        tr(lang, id, &self.0)
    }
}
