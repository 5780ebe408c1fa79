//! Problems kept as data and worded when read (issue 30): a followed thread's last fetch's
//! problem (the follow's `error` column) and a webhook receiver's last problem (its
//! health's `problem`), written by the workers and read later by the host, in the host's
//! language at that time, not the worker's.
//!
//! The column stays text: [`encode`] writes a JSON object (`{"omerta_said":1,"en":…,
//! "said":…}`: the English sentence, as it was always stored, and the data), and
//! [`read`] words it in the reader's language. A stored value in no such shape (a row an
//! older version wrote, plain English) is shown as it is; a value whose data this version
//! cannot read (a kind it does not know, a message id the catalog lacks) is shown by its
//! English; a value past [`MOST`] bytes is never parsed. The page's templates escape
//! whatever is shown.

use omerta_forum_import::address::{size_words, FetchError};
use omerta_i18n::{tr, Args, Lang};
use omerta_live::{Arg, Words};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use std::fmt;

/// The mark a stored value starts with.
const MARK: &str = "{\"omerta_said\":1,";

/// A stored value longer than this is shown as it is, never parsed.
pub const MOST: usize = 64 * 1024;

/// How a problem is kept: the English and the data.
#[derive(Serialize, Deserialize)]
struct Stored<T> {
    omerta_said: u8,
    en: String,
    said: T,
}

/// The English beside data this version cannot read.
#[derive(Deserialize)]
struct English {
    en: String,
}

/// A problem as its column keeps it: English and data, in one JSON text.
pub fn encode<T: Serialize + fmt::Display>(said: &T) -> String {
    let stored = Stored {
        omerta_said: 1,
        en: said.to_string(),
        said,
    };
    serde_json::to_string(&stored).unwrap_or_else(|_| said.to_string())
}

/// A stored problem in `lang`: worded from its data by `word` when it has data this
/// version reads (`None` from `word`: its English), else as it is.
pub fn read<T: DeserializeOwned>(
    stored: &str,
    lang: Lang,
    word: impl Fn(Lang, &T) -> Option<String>,
) -> String {
    if stored.len() > MOST || !stored.starts_with(MARK) {
        return stored.to_owned();
    }
    if let Ok(value) = serde_json::from_str::<Stored<T>>(stored) {
        if let Some(said) = word(lang, &value.said) {
            return said;
        }
        return value.en;
    }
    match serde_json::from_str::<English>(stored) {
        Ok(english) => english.en,
        Err(_) => stored.to_owned(),
    }
}

/// [`omerta_live::Words`] as a column keeps it: a message id and its arguments (text,
/// numbers, other messages, other words).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StoredWords {
    pub id: String,
    #[serde(default)]
    pub args: Vec<(String, StoredArg)>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum StoredArg {
    Text(String),
    Number(i64),
    Message(String),
    Words(StoredWords),
}

impl StoredWords {
    /// The words of an address's refusal (`egress::UrlRefused::words`): text, numbers,
    /// messages and words (any other argument is its English's business: none is given).
    pub fn of(words: &Words) -> StoredWords {
        StoredWords {
            id: words.id.to_owned(),
            args: words
                .args
                .iter()
                .filter_map(|(name, arg)| {
                    let arg = match arg {
                        Arg::Text(text) => StoredArg::Text(text.clone()),
                        Arg::Number(n) => StoredArg::Number(*n),
                        Arg::Message(id) => StoredArg::Message((*id).to_owned()),
                        Arg::Words(inner) => StoredArg::Words(StoredWords::of(inner)),
                        _ => return None,
                    };
                    Some(((*name).to_owned(), arg))
                })
                .collect(),
        }
    }

    /// The words in `lang`; none when a message is not in the catalog (a value another
    /// version wrote, or a hostile one).
    pub fn word(&self, lang: Lang) -> Option<String> {
        if !omerta_i18n::exists(&self.id) {
            return None;
        }
        let mut args = Args::new();
        for (name, arg) in &self.args {
            let name = name.clone();
            match arg {
                StoredArg::Text(text) => args.set(name, text.clone()),
                StoredArg::Number(n) => args.set(name, *n),
                StoredArg::Message(id) if omerta_i18n::exists(id) => {
                    args.set(name, omerta_i18n::t(lang, id))
                }
                StoredArg::Message(_) => return None,
                StoredArg::Words(inner) => args.set(name, inner.word(lang)?),
            }
        }
        Some(tr(lang, &self.id, &args))
    }
}

/// The first letter in capitals, as a sentence starts.
pub fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// Why a follow's fetch failed, or what it could not count: the follow's `error`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum FollowProblem {
    /// A page not fetched, or not read (omerta-forum-import's reason).
    Fetch { error: FetchError },
    /// An address the server may not call (the thread's, a page's), as its refusal says
    /// it (`egress::UrlRefused`): its words and its English.
    Address { words: StoredWords, english: String },
    /// The instance was reading many threads at once.
    Busy,
    /// The thread's posts are more than a follow keeps (`most` bytes).
    TooBig { most: u64, posts: i64 },
    /// The stored document could not be read (the store's reason, as it is).
    Unread { detail: String },
    /// A sentence only said in English: the count's problem (omerta-forum's own words)
    /// or the reading pool's.
    Text { text: String },
    /// A page after the first could not be fetched or read (`why`): the `pages` before it
    /// are kept; the count of them may have its own `problem`.
    Stopped {
        why: Box<FollowProblem>,
        pages: u64,
        problem: Option<Box<FollowProblem>>,
    },
}

impl From<FetchError> for FollowProblem {
    fn from(error: FetchError) -> FollowProblem {
        FollowProblem::Fetch { error }
    }
}

impl From<omerta_forum_import::ImportError> for FollowProblem {
    fn from(error: omerta_forum_import::ImportError) -> FollowProblem {
        FollowProblem::Fetch {
            error: FetchError::Page(error),
        }
    }
}

impl From<crate::egress::UrlRefused> for FollowProblem {
    fn from(refused: crate::egress::UrlRefused) -> FollowProblem {
        FollowProblem::Address {
            words: StoredWords::of(&refused.words()),
            english: refused.to_string(),
        }
    }
}

impl fmt::Display for FollowProblem {
    /// The English, as a follow has always said it: a sentence from its capital.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FollowProblem::Fetch { error } => f.write_str(&capitalised(&error.to_string())),
            FollowProblem::Address { english, .. } => f.write_str(&capitalised(english)),
            FollowProblem::Busy => f.write_str(
                "The server was reading many threads at once; this one is read again in a minute.",
            ),
            FollowProblem::TooBig { most, posts } => write!(
                f,
                "The thread's posts are more than the {} a follow keeps; the new pages were not \
                 added ({posts} posts are kept).",
                size_words(*most)
            ),
            FollowProblem::Unread { detail } => {
                write!(f, "The follow's document could not be read: {detail}")
            }
            FollowProblem::Text { text } => f.write_str(text),
            FollowProblem::Stopped {
                why,
                pages,
                problem,
            } => {
                let kept = match pages {
                    1 => "the page before it is kept".to_owned(),
                    n => format!("the {n} pages before it are kept"),
                };
                write!(
                    f,
                    "{}; {kept}, and the next fetch goes on from there.",
                    why.to_string().trim_end_matches('.')
                )?;
                if let Some(problem) = problem {
                    write!(f, " {problem}")?;
                }
                Ok(())
            }
        }
    }
}

impl FollowProblem {
    /// The problem in `lang`; none when part of it is not in this version's catalog.
    pub fn word(&self, lang: Lang) -> Option<String> {
        let mut args = Args::new();
        let said = match self {
            FollowProblem::Fetch { error } => {
                capitalised(&omerta_i18n::forum_import::fetch(lang, error))
            }
            FollowProblem::Address { words, .. } => capitalised(&words.word(lang)?),
            FollowProblem::Busy => tr(lang, "threads-follow-busy", &args),
            FollowProblem::TooBig { most, posts } => {
                args.set("size", omerta_i18n::forum_import::size(lang, *most));
                args.set("posts", *posts);
                tr(lang, "threads-follow-too-big", &args)
            }
            FollowProblem::Unread { detail } => {
                args.set("error", detail.clone());
                tr(lang, "threads-follow-unread", &args)
            }
            FollowProblem::Text { text } => text.clone(),
            FollowProblem::Stopped {
                why,
                pages,
                problem,
            } => {
                let mut kept = Args::new();
                kept.set("pages", *pages);
                let why = why.word(lang)?;
                args.set("why", why.trim_end_matches('.').to_owned());
                args.set("kept", tr(lang, "threads-follow-kept", &kept));
                let mut said = tr(lang, "threads-follow-stopped", &args);
                if let Some(problem) = problem {
                    said.push(' ');
                    said.push_str(&problem.word(lang)?);
                }
                said
            }
        };
        Some(said)
    }

    /// A follow's stored `error` in `lang` (see [`read`]).
    pub fn read(stored: &str, lang: Lang) -> String {
        read(stored, lang, |lang, said: &FollowProblem| said.word(lang))
    }
}

/// What a webhook's count or announcement was not sent after (the follow's count, or the
/// game's announcements waiting).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Unsent {
    /// A game's announcements waiting, all skipped.
    Announcements,
    /// One announcement skipped.
    Announcement,
    /// A followed thread's count, not sent.
    Count,
}

/// Why a webhook's receiver was not reached, or refused: its health's `problem`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum WebhookProblem {
    /// An address that may not be called, found before anything was sent: its refusal's
    /// words and English.
    Address {
        words: StoredWords,
        english: String,
        unsent: Unsent,
    },
    /// The receiver's name resolves only to addresses that may not be called (the
    /// resolver's sentence, as it is).
    Resolved { reason: String },
    /// A redirect (`status` as HTTP writes it, "302 Found"), which omerta does not follow.
    Redirect { number: String, status: String },
    /// A 4xx but 429: refused for good.
    Refused { number: String, status: String },
    /// Another answer (a 5xx, a 429): tried again.
    Answered { status: String },
    /// No connection accepted within the connect timeout.
    Connect { millis: u64 },
    /// No answer within the timeout.
    Timeout { millis: u64 },
    /// Not reached: the innermost cause, as the HTTP client says it.
    Unreachable { reason: String },
}

/// Seconds as people write them: "5", "0.3".
fn seconds(millis: u64) -> f64 {
    millis as f64 / 1000.0
}

impl fmt::Display for WebhookProblem {
    /// The English, as a receiver's health has always said it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WebhookProblem::Address {
                english, unsent, ..
            } => write!(
                f,
                "{english}; {}",
                match unsent {
                    Unsent::Announcements => "the announcements were skipped",
                    Unsent::Announcement => "the announcement was skipped",
                    Unsent::Count => "the count was not sent",
                }
            ),
            WebhookProblem::Resolved { reason } => {
                write!(f, "{reason}; the announcement was skipped")
            }
            WebhookProblem::Redirect { number, status } => write!(
                f,
                "the receiver answered announcement {number} with {status}, a redirect, which \
                 omerta does not follow; the announcement was skipped"
            ),
            WebhookProblem::Refused { number, status } => write!(
                f,
                "the receiver refused announcement {number} with {status}; it was skipped"
            ),
            WebhookProblem::Answered { status } => write!(f, "the receiver answered {status}"),
            WebhookProblem::Connect { millis } => write!(
                f,
                "the receiver did not accept a connection within {} s",
                seconds(*millis)
            ),
            WebhookProblem::Timeout { millis } => write!(
                f,
                "the receiver did not answer within {} s",
                seconds(*millis)
            ),
            WebhookProblem::Unreachable { reason } => {
                write!(f, "the receiver could not be reached: {reason}")
            }
        }
    }
}

impl WebhookProblem {
    /// The problem in `lang`; none when part of it is not in this version's catalog.
    pub fn word(&self, lang: Lang) -> Option<String> {
        let mut args = Args::new();
        let text = |args: &mut Args<'static>, name: &'static str, value: &String| {
            args.set(name, value.clone())
        };
        let id = match self {
            WebhookProblem::Address { words, unsent, .. } => {
                args.set("why", words.word(lang)?);
                match unsent {
                    Unsent::Announcements => omerta_i18n::id("threads-webhook-skipped-all"),
                    Unsent::Announcement => omerta_i18n::id("threads-webhook-skipped"),
                    Unsent::Count => omerta_i18n::id("threads-follow-not-sent"),
                }
            }
            WebhookProblem::Resolved { reason } => {
                text(&mut args, "why", reason);
                omerta_i18n::id("threads-webhook-skipped")
            }
            WebhookProblem::Redirect { number, status } => {
                text(&mut args, "number", number);
                text(&mut args, "status", status);
                omerta_i18n::id("threads-webhook-redirect")
            }
            WebhookProblem::Refused { number, status } => {
                text(&mut args, "number", number);
                text(&mut args, "status", status);
                omerta_i18n::id("threads-webhook-refused")
            }
            WebhookProblem::Answered { status } => {
                text(&mut args, "status", status);
                omerta_i18n::id("threads-webhook-answered")
            }
            WebhookProblem::Connect { millis } => {
                args.set("seconds", omerta_i18n::number(lang, seconds(*millis)));
                omerta_i18n::id("threads-webhook-connect")
            }
            WebhookProblem::Timeout { millis } => {
                args.set("seconds", omerta_i18n::number(lang, seconds(*millis)));
                omerta_i18n::id("threads-webhook-timeout")
            }
            WebhookProblem::Unreachable { reason } => {
                text(&mut args, "reason", reason);
                omerta_i18n::id("threads-webhook-unreachable")
            }
        };
        Some(tr(lang, id, &args))
    }

    /// A receiver's stored `problem` in `lang` (see [`read`]).
    pub fn read(stored: &str, lang: Lang) -> String {
        read(stored, lang, |lang, said: &WebhookProblem| said.word(lang))
    }
}

impl FollowProblem {
    /// One of every kind (each fetch refusal among them), for the tests.
    pub fn samples() -> Vec<FollowProblem> {
        let refused = crate::egress::check(
            "http://127.0.0.1/t/1",
            false,
            crate::egress::Purpose::Thread,
        )
        .expect_err("a loopback address");
        let mut samples: Vec<FollowProblem> = FetchError::samples()
            .into_iter()
            .map(FollowProblem::from)
            .collect();
        samples.extend([
            FollowProblem::from(refused),
            FollowProblem::Busy,
            FollowProblem::TooBig {
                most: 8 * 1024 * 1024,
                posts: 1200,
            },
            FollowProblem::Unread {
                detail: "the database is down".into(),
            },
            FollowProblem::Text {
                text: "The count is not complete.".into(),
            },
        ]);
        for pages in [1, 3] {
            samples.push(FollowProblem::Stopped {
                why: Box::new(FollowProblem::from(FetchError::TooManyRedirects {
                    page: pages as usize + 1,
                    url: "https://forum.example/t/1?page=4".into(),
                })),
                pages,
                problem: (pages == 3).then(|| {
                    Box::new(FollowProblem::Text {
                        text: "The count is not complete.".into(),
                    })
                }),
            });
        }
        samples
    }
}

impl WebhookProblem {
    /// One of every kind, for the tests.
    pub fn samples() -> Vec<WebhookProblem> {
        let refused = crate::egress::check(
            "http://10.0.0.1/hook",
            false,
            crate::egress::Purpose::Webhook,
        )
        .expect_err("a private address");
        let mut samples: Vec<WebhookProblem> =
            [Unsent::Announcements, Unsent::Announcement, Unsent::Count]
                .into_iter()
                .map(|unsent| WebhookProblem::Address {
                    words: StoredWords::of(&refused.words()),
                    english: refused.to_string(),
                    unsent,
                })
                .collect();
        samples.extend([
            WebhookProblem::Resolved {
                reason: "hook.example resolves only to addresses that may not be called".into(),
            },
            WebhookProblem::Redirect {
                number: "7".into(),
                status: "302 Found".into(),
            },
            WebhookProblem::Refused {
                number: "7".into(),
                status: "404 Not Found".into(),
            },
            WebhookProblem::Answered {
                status: "503 Service Unavailable".into(),
            },
            WebhookProblem::Connect { millis: 5000 },
            WebhookProblem::Timeout { millis: 300 },
            WebhookProblem::Unreachable {
                reason: "Connection refused (os error 111)".into(),
            },
        ]);
        samples
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const OTHERS: [Lang; 3] = [Lang::Ru, Lang::Uk, Lang::He];

    #[test]
    fn every_follow_problem_words_as_its_english() {
        for problem in FollowProblem::samples() {
            let english = problem.to_string();
            assert_eq!(problem.word(Lang::En).as_deref(), Some(english.as_str()));
            let stored = encode(&problem);
            assert_eq!(FollowProblem::read(&stored, Lang::En), english);
            for lang in OTHERS {
                let said = FollowProblem::read(&stored, lang);
                assert!(
                    !said.contains("threads-") && !said.contains("refusal-"),
                    "{said}"
                );
                if !matches!(problem, FollowProblem::Text { .. }) {
                    assert_ne!(said, english, "{lang:?}");
                }
            }
        }
    }

    #[test]
    fn every_webhook_problem_words_as_its_english() {
        for problem in WebhookProblem::samples() {
            let english = problem.to_string();
            assert_eq!(problem.word(Lang::En).as_deref(), Some(english.as_str()));
            let stored = encode(&problem);
            assert_eq!(WebhookProblem::read(&stored, Lang::En), english);
            for lang in OTHERS {
                let said = WebhookProblem::read(&stored, lang);
                assert!(
                    !said.contains("threads-") && !said.contains("refusal-"),
                    "{said}"
                );
                assert_ne!(said, english, "{lang:?}");
            }
        }
    }

    /// The English a follow has always stored, word for word.
    #[test]
    fn the_english_is_as_it_was() {
        assert_eq!(
            FollowProblem::Stopped {
                why: Box::new(FollowProblem::from(FetchError::Answered {
                    page: 2,
                    url: "http://f.example/t?page=2".into(),
                    status: 500,
                    reason: "Internal Server Error".into(),
                })),
                pages: 1,
                problem: None,
            }
            .to_string(),
            "Fetching page 2 (http://f.example/t?page=2) failed: the forum answered 500 \
             Internal Server Error; the page before it is kept, and the next fetch goes on \
             from there."
        );
        assert_eq!(
            WebhookProblem::Connect { millis: 300 }.to_string(),
            "the receiver did not accept a connection within 0.3 s"
        );
        assert_eq!(
            WebhookProblem::Timeout { millis: 5000 }.to_string(),
            "the receiver did not answer within 5 s"
        );
    }

    /// A row an older version wrote is shown as it is; a hostile value never panics and
    /// is shown as it is (escaped by the page), or by its English when only its data is
    /// unknown.
    #[test]
    fn old_and_hostile_values_are_shown_safely() {
        let old = "Fetching page 1 (http://f.example/t) failed: the forum answered 404 Not Found";
        assert_eq!(FollowProblem::read(old, Lang::Ru), old);
        let huge = format!("{MARK}\"en\":\"{}\"}}", "x".repeat(MOST + 1));
        assert_eq!(FollowProblem::read(&huge, Lang::Ru), huge);
        let broken = format!("{MARK}\"en\":");
        assert_eq!(FollowProblem::read(&broken, Lang::He), broken);
        let unknown = format!(
            "{MARK}\"en\":\"<b>old</b> English\",\"said\":{{\"kind\":\"from_the_future\"}}}}"
        );
        assert_eq!(
            FollowProblem::read(&unknown, Lang::Ru),
            "<b>old</b> English"
        );
        let unknown_id = format!(
            "{MARK}\"en\":\"English\",\"said\":{{\"kind\":\"address\",\"english\":\"e\",\
             \"words\":{{\"id\":\"no-such-message\",\"args\":[]}}}}}}"
        );
        assert_eq!(FollowProblem::read(&unknown_id, Lang::Ru), "English");
        let unknown_arg = format!(
            "{MARK}\"en\":\"English\",\"said\":{{\"kind\":\"address\",\"english\":\"e\",\
             \"words\":{{\"id\":\"refusal-url-spaces\",\"args\":[[\"noun\",{{\"message\":\"nope\"}}]]}}}}}}"
        );
        assert_eq!(FollowProblem::read(&unknown_arg, Lang::Ru), "English");
        let deep = format!("{MARK}\"en\":\"E\",\"said\":{}", "[".repeat(10_000));
        assert_eq!(WebhookProblem::read(&deep, Lang::Ru), deep);
        assert_eq!(WebhookProblem::read("", Lang::He), "");
    }
}
