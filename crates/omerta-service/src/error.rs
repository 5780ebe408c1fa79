//! Refusals: what an operation answers when it does not go through. The domain says what
//! kind of refusal it is ([`Kind`]) with a code and a sentence, never an HTTP status; the
//! faces map each kind to a status in one place (`omerta-server`'s `error.rs`) and send
//! `{"error": {"code", "message"}}` or a page.

use omerta_i18n::{self as i18n, Lang};
pub use omerta_live::{Arg, Words};

/// What kind of refusal: what went wrong, as the one who asked would put it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// The request is malformed (not JSON, a missing field, an unknown one).
    BadRequest,
    /// Nobody is signed in.
    Unauthenticated,
    /// The one asking may not do this.
    Forbidden,
    /// What was asked for does not exist.
    NotFound,
    /// The state changed or already holds this (drawn already, a name taken).
    Conflict,
    /// Well formed, but refused by a rule (a game's, a name's, a range's).
    Unprocessable,
    /// Too often: try again later (`retry_after`).
    TooMany,
    /// Larger than the server takes.
    TooLarge,
    /// A body in a media type the server does not read.
    UnsupportedMedia,
    /// The request took too long to arrive.
    Timeout,
    /// Another server (a forum, a receiver) did not answer as it should.
    BadGateway,
    /// The path does not take this method.
    MethodNotAllowed,
    /// The server cannot now (busy, its database down): try again later.
    Unavailable,
    /// Something went wrong on the server.
    Internal,
}

#[derive(Debug)]
pub struct ApiError {
    pub kind: Kind,
    pub code: &'static str,
    pub message: String,
    /// Seconds until a retry may succeed (a `Retry-After` header), for rate limits.
    pub retry_after: Option<u64>,
    /// The game a refused upload was uploaded as before (`duplicate_game`), for the page's
    /// link to it.
    pub duplicate_of: Option<i64>,
    /// Every problem of a refused setup, each at its place (D25); empty for other refusals.
    pub problems: Vec<omerta_live::forum::Problem>,
    /// The sentence as data, for the faces to word in the reader's language ([`worded`]);
    /// none for a refusal only said in English so far (`message`). Boxed: every `Result`
    /// of the services carries a refusal's size.
    pub words: Option<Box<Words>>,
}

/// The sentence of a refusal in `lang`: its [`Words`] worded by the catalog (area
/// `refusals`, or `violations` for the Pro table's), each argument that names a message or
/// a sentence worded first.
pub fn worded(lang: Lang, words: &Words) -> String {
    let mut args = omerta_i18n::Args::new();
    for (name, arg) in &words.args {
        match arg {
            Arg::Text(text) => args.set(*name, text.clone()),
            Arg::Number(n) => args.set(*name, *n),
            Arg::Message(message) => args.set(*name, omerta_i18n::t(lang, message)),
            Arg::Words(inner) => args.set(*name, worded(lang, inner)),
            Arg::Violations(list) => args.set(*name, omerta_i18n::pro::violations(lang, list)),
            Arg::ViolationLines(list) => {
                args.set(*name, omerta_i18n::pro::violation_lines(lang, list))
            }
            Arg::Problems(list) => args.set(*name, problem_lines(lang, list)),
            Arg::M1923(part) => args.set(*name, omerta_i18n::m1923::arg(lang, part)),
            Arg::Night(why) => args.set(*name, omerta_i18n::night::unresolved(lang, why)),
            Arg::ProError(error) => args.set(*name, omerta_i18n::pro::problems(lang, error)),
            Arg::Refused(refused) => args.set(*name, omerta_i18n::import::refused(lang, refused)),
        }
    }
    omerta_i18n::tr(lang, words.id, &args)
}

/// A forum setup's problem's sentence in `lang`: its words if it has them, else its English
/// `message`. A problem that is another refusal's sentence (a name's, `setup-problem-sentence`)
/// starts with a capital, as its English does.
pub fn problem_in(lang: Lang, problem: &omerta_live::forum::Problem) -> String {
    let Some(words) = &problem.words else {
        return problem.message.clone();
    };
    let said = worded(lang, words);
    if words.id != "setup-problem-sentence" {
        return said;
    }
    let mut chars = said.chars();
    chars.next().map_or_else(String::new, |c| {
        c.to_uppercase().chain(chars).collect::<String>()
    })
}

/// Where a problem is, as its line says it (`Problem::line_text`): the pointer, the line
/// and column of a file that is not JSON, or the whole setup.
pub fn problem_place_in(lang: Lang, problem: &omerta_live::forum::Problem) -> String {
    match (problem.line, problem.column) {
        (Some(line), Some(column)) => line_column(lang, &problem.at, line, column),
        _ if problem.at.is_empty() => i18n::t(lang, i18n::id("setup-problem-whole")),
        _ => problem.at.clone(),
    }
}

/// A place with its line and column (numbers written as they are: no grouping).
pub fn line_column(lang: Lang, at: &str, line: usize, column: usize) -> String {
    let mut args = omerta_i18n::Args::new();
    args.set("line", line.to_string());
    args.set("column", column.to_string());
    if at.is_empty() {
        return i18n::tr(lang, i18n::id("setup-problem-line-column"), &args);
    }
    args.set("at", at.to_string());
    i18n::tr(lang, i18n::id("setup-problem-at-line-column"), &args)
}

/// Every problem on a line of its own, each at its place: `Problem::line_text` in `lang`.
pub fn problem_lines(lang: Lang, problems: &[omerta_live::forum::Problem]) -> String {
    problems
        .iter()
        .map(|p| format!("{}: {}", problem_place_in(lang, p), problem_in(lang, p)))
        .collect::<Vec<_>>()
        .join("\n")
}

impl ApiError {
    pub fn new(kind: Kind, code: &'static str, message: impl Into<String>) -> ApiError {
        ApiError {
            kind,
            code,
            message: message.into(),
            retry_after: None,
            duplicate_of: None,
            problems: Vec::new(),
            words: None,
        }
    }

    /// A refusal said in English (`message`, the JSON API's sentence as it always was) and
    /// as data for every language (`id` of the `refusals` area, with its arguments). The
    /// tests hold the catalog's English to `message` word for word.
    pub fn worded(
        kind: Kind,
        code: &'static str,
        message: impl Into<String>,
        id: &'static str,
        args: impl IntoIterator<Item = (&'static str, Arg)>,
    ) -> ApiError {
        ApiError {
            words: Some(Box::new(Words::new(id, args))),
            ..ApiError::new(kind, code, message)
        }
    }

    /// The refusal's sentence in the reader's language: its words if it has them, else the
    /// English `message`.
    pub fn message_in(&self, lang: Lang) -> String {
        match &self.words {
            Some(words) => worded(lang, words),
            None => self.message.clone(),
        }
    }

    /// Whether this is a rule set's own refusal of a command (what the game's state
    /// forbids), not the server's (busy, too slow, rate limits, a bad request).
    pub fn is_the_games(&self) -> bool {
        match self.kind {
            Kind::Forbidden | Kind::Conflict => true,
            Kind::Unprocessable => self.code != "too_slow",
            _ => false,
        }
    }

    /// The refusal with the problems it lists.
    pub fn with_problems(mut self, problems: Vec<omerta_live::forum::Problem>) -> ApiError {
        self.problems = problems;
        self
    }

    pub fn retry_after(mut self, seconds: u64) -> ApiError {
        self.retry_after = Some(seconds);
        self
    }

    pub fn bad_request(message: impl Into<String>) -> ApiError {
        ApiError::new(Kind::BadRequest, "bad_request", message)
    }

    pub fn unauthenticated() -> ApiError {
        ApiError::worded(
            Kind::Unauthenticated,
            "unauthenticated",
            "sign in first",
            i18n::id("refusal-sign-in-first"),
            [],
        )
    }

    /// A request that changes something, without the session's CSRF token.
    pub fn csrf() -> ApiError {
        ApiError::worded(
            Kind::Forbidden,
            "csrf",
            "this request needs the session's CSRF token in the X-CSRF-Token header",
            i18n::id("refusal-csrf"),
            [],
        )
    }

    pub fn forbidden(message: impl Into<String>) -> ApiError {
        ApiError::new(Kind::Forbidden, "forbidden", message)
    }

    pub fn not_found(message: impl Into<String>) -> ApiError {
        ApiError::new(Kind::NotFound, "not_found", message)
    }

    /// An address the site has no page at.
    pub fn no_page(path: &str) -> ApiError {
        ApiError::worded(
            Kind::NotFound,
            "not_found",
            format!("there is no page {path}"),
            i18n::id("refusal-no-page"),
            [("path", Arg::Text(path.to_string()))],
        )
    }

    /// A game nobody may read: it does not exist (or the asker may not know it does).
    pub fn no_game(id: i64) -> ApiError {
        ApiError::worded(
            Kind::NotFound,
            "not_found",
            format!("there is no game {id}"),
            i18n::id("refusal-no-game"),
            [("id", Arg::Text(id.to_string()))],
        )
    }

    /// The database does not answer: nothing was changed, and a retry in a few seconds may
    /// go through.
    pub fn store_unavailable() -> ApiError {
        ApiError::worded(
            Kind::Unavailable,
            "store_unavailable",
            "the server's database is not answering; nothing was changed, try again in a few seconds",
            i18n::id("refusal-store-unavailable"),
            [],
        )
        .retry_after(5)
    }

    /// A malformed request the HTTP layer refused before any service read it (a body that
    /// is not JSON or not of the shape, a query or a path that does not parse): its
    /// English sentence as that layer says it, worded where it starts with a sentence of
    /// [`REJECTIONS`], the rest (serde's detail: a field, a line and column) an argument.
    pub fn rejected(kind: Kind, code: &'static str, text: String) -> ApiError {
        let words = REJECTIONS.iter().find_map(|&(start, id, detailed)| {
            if !detailed {
                return (text == start).then(|| Words::new(id, []));
            }
            let detail = text.strip_prefix(start)?.strip_prefix(": ")?;
            Some(Words::new(id, [("detail", Arg::Text(detail.to_string()))]))
        });
        ApiError {
            words: words.map(Box::new),
            ..ApiError::new(kind, code, text)
        }
    }

    pub fn internal(message: impl std::fmt::Display) -> ApiError {
        tracing::error!("internal error: {message}");
        ApiError::worded(
            Kind::Internal,
            "internal",
            "something went wrong on the server; the request was not applied",
            i18n::id("refusal-internal"),
            [],
        )
    }
}

/// The HTTP layer's sentences for a malformed request, as it words them in English: each
/// with its message and whether a detail follows it (after ": ").
const REJECTIONS: [(&str, &str, bool); 7] = [
    (
        "Failed to deserialize the JSON body into the target type",
        i18n::id("refusal-rejected-json-data"),
        true,
    ),
    (
        "Failed to parse the request body as JSON",
        i18n::id("refusal-rejected-json-syntax"),
        true,
    ),
    (
        "Expected request with `Content-Type: application/json`",
        i18n::id("refusal-rejected-json-type"),
        false,
    ),
    (
        "Failed to buffer the request body",
        i18n::id("refusal-rejected-body"),
        true,
    ),
    (
        "Failed to deserialize query string",
        i18n::id("refusal-rejected-query"),
        true,
    ),
    ("Invalid URL", i18n::id("refusal-rejected-path"), true),
    (
        "Method Not Allowed",
        i18n::id("refusal-rejected-method"),
        false,
    ),
];

impl From<omerta_store::Error> for ApiError {
    fn from(error: omerta_store::Error) -> ApiError {
        if error.is_unavailable() {
            tracing::warn!("the store is unavailable: {error}");
            return ApiError::store_unavailable();
        }
        ApiError::internal(error)
    }
}

impl From<omerta_live::Refusal> for ApiError {
    fn from(refusal: omerta_live::Refusal) -> ApiError {
        let kind = match refusal.code {
            "forbidden" => Kind::Forbidden,
            "rate_limited" => Kind::TooMany,
            _ => Kind::Unprocessable,
        };
        ApiError {
            kind,
            code: refusal.code,
            message: refusal.message,
            retry_after: refusal.retry_after,
            duplicate_of: None,
            problems: Vec::new(),
            words: refusal.words,
        }
    }
}

pub type ApiResult<T> = Result<T, ApiError>;

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    /// Every worded refusal: the lobby's and names' (omerta-live), the server's, accounts'.
    fn samples() -> Vec<ApiError> {
        let mut all: Vec<ApiError> = omerta_live::refusals::samples()
            .into_iter()
            .chain(omerta_live::forum::refusals::samples())
            .chain(omerta_live::mafia1923::refusals::samples())
            .map(ApiError::from)
            .collect();
        all.extend([
            ApiError::unauthenticated(),
            ApiError::csrf(),
            ApiError::no_game(7),
            ApiError::no_page("/nowhere"),
            ApiError::store_unavailable(),
            ApiError::internal("a test's"),
        ]);
        all.extend(crate::accounts::refusal_samples());
        all.extend(crate::games::refusal_samples());
        all.extend(crate::setups::refusal_samples());
        all.extend(crate::records::refusal_samples());
        all.extend(crate::follows::refusal_samples());
        all.extend(crate::broadcasts::refusal_samples());
        all.extend(crate::moderation::refusal_samples());
        all.extend(crate::webhooks::refusal_samples());
        all.extend(crate::examples::refusal_samples());
        all.extend(crate::tournaments::refusal_samples());
        all.extend(crate::upload::refusal_samples());
        all.extend(crate::mail::refusal_samples());
        all.extend(crate::egress::refusal_samples());
        all.extend(REJECTIONS.iter().map(|(start, _, detailed)| {
            let text = if *detailed {
                format!("{start}: missing field `name` at line 1 column 2")
            } else {
                start.to_string()
            };
            ApiError::rejected(Kind::BadRequest, "bad_request", text)
        }));
        all
    }

    /// One wording: the catalog's English of each refusal is its `message` word for word,
    /// so the JSON API's English cannot drift from the other languages' source.
    #[test]
    fn every_worded_refusal_says_its_message_in_english() {
        for error in samples() {
            let words = error.words.as_ref().expect("a worded refusal");
            assert_eq!(worded(Lang::En, words), error.message, "{}", words.id);
        }
    }

    /// Every sentence of the `refusals` area is some refusal's (the rest name what a
    /// sentence is said of or what only the host does: arguments of the others).
    #[test]
    fn every_refusal_of_the_catalog_has_a_sample() {
        let sampled: BTreeSet<&str> = samples()
            .iter()
            .filter_map(|e| e.words.as_ref())
            .flat_map(|w| {
                let arguments = w.args.iter().filter_map(|(_, arg)| match arg {
                    Arg::Message(id) => Some(*id),
                    _ => None,
                });
                std::iter::once(w.id).chain(arguments)
            })
            .collect();
        let source = omerta_i18n::sources()
            .iter()
            .find(|s| s.lang == Lang::En && s.area == "refusals")
            .expect("the refusals area");
        for line in source.text.lines() {
            let Some((id, _)) = line.split_once(" = ") else {
                continue;
            };
            if id.starts_with("refusal-") && id != "refusal-what-text" {
                assert!(sampled.contains(id), "{id} has no sample");
            }
        }
    }

    /// Every problem of a setup (its file, its start) is worded from its data: English word
    /// for word its `message` and its line, every other language without an id left, and
    /// every sentence of the `setups` area's problems some sample's (but the reader's
    /// failure to read, which no text reaches).
    #[test]
    fn every_setup_problem_is_worded_in_every_language() {
        fn ids(words: &Words, into: &mut BTreeSet<&'static str>) {
            into.insert(words.id);
            for (_, arg) in &words.args {
                match arg {
                    Arg::Message(id) => {
                        into.insert(id);
                    }
                    Arg::Words(inner) => ids(inner, into),
                    _ => {}
                }
            }
        }
        let mut sampled = BTreeSet::new();
        for error in crate::setups::problem_samples() {
            assert!(!error.problems.is_empty() || error.code == "invalid_command");
            let words = error.words.as_ref().expect("a worded refusal");
            ids(words, &mut sampled);
            let mut problems = error.problems.clone();
            if let Some((_, Arg::Problems(list))) =
                words.args.iter().find(|(n, _)| *n == "problems")
            {
                problems.extend(list.iter().cloned());
            }
            for problem in &problems {
                let said = problem.words.as_ref().expect("a problem worded");
                ids(said, &mut sampled);
                assert_eq!(
                    problem_in(Lang::En, problem),
                    problem.message,
                    "{}",
                    said.id
                );
                assert_eq!(
                    format!(
                        "{}: {}",
                        problem_place_in(Lang::En, problem),
                        problem_in(Lang::En, problem)
                    ),
                    problem.line_text()
                );
                for lang in [Lang::Ru, Lang::Uk, Lang::He] {
                    let text = problem_in(lang, problem);
                    assert!(
                        !text.contains("setup-") && !text.contains("refusal-"),
                        "{lang:?}: {text}"
                    );
                    assert_ne!(text, problem.message, "{lang:?}: {}", said.id);
                }
            }
            for lang in Lang::ALL {
                let text = error.message_in(lang);
                assert!(!text.contains("setup-problem"), "{lang:?}: {text}");
            }
        }
        let source = omerta_i18n::sources()
            .iter()
            .find(|s| s.lang == Lang::En && s.area == "setups")
            .expect("the setups area");
        for line in source.text.lines() {
            let Some((id, _)) = line.split_once(" = ") else {
                continue;
            };
            let problem = [
                "setup-problem",
                "setup-file-",
                "setup-template-",
                "setup-label-",
                "setup-name-",
            ]
            .iter()
            .any(|start| id.starts_with(start));
            // The places are worded by `problem_place_in`, not from a problem's words.
            let place = id.starts_with("setup-problem-")
                && (id.contains("line-column") || id.ends_with("-whole"));
            if problem && !place && id != "setup-file-unread" {
                assert!(sampled.contains(id), "{id} has no sample");
            }
        }
    }

    /// A setup's refusal in Russian and Hebrew: the heading counts in the language, each
    /// problem at its place (the pointers as they are).
    #[test]
    fn a_refused_setup_speaks_russian_and_hebrew() {
        let problems = omerta_live::forum::check_setup(
            &serde_json::from_value(
                serde_json::json!({"roles": [{"faction": ""}], "game": {"day_hours": 0}}),
            )
            .expect("a setup"),
            None,
        );
        let error = ApiError::from(omerta_live::forum::refusals::setup_refused(&problems));
        let russian = error.message_in(Lang::Ru);
        assert!(
            russian.starts_with("В сетапе 2 ошибки:\n/game/day_hours: Фаза длится"),
            "{russian}"
        );
        assert!(
            russian.contains("\n/roles/0/faction: Название фракции — от 1 до 60 символов"),
            "{russian}"
        );
        let hebrew = error.message_in(Lang::He);
        assert!(
            hebrew.starts_with("במערך יש 2 בעיות:\n/game/day_hours: "),
            "{hebrew}"
        );
        assert_eq!(error.message_in(Lang::En), error.message);
        assert!(error
            .message
            .starts_with("The setup has 2 problems:\n/game/day_hours: A phase"));
    }

    /// In another language the sentence is the catalog's, its arguments in place.
    #[test]
    fn a_worded_refusal_speaks_russian() {
        let error = ApiError::from(omerta_live::refusals::already_joined());
        assert_eq!(error.message_in(Lang::Ru), "вы уже записались в эту игру");
        assert_eq!(error.message_in(Lang::En), error.message);
        let host = ApiError::from(omerta_live::refusals::host_only(
            omerta_live::refusals::HostOnly::Start,
        ));
        assert_eq!(
            host.message_in(Lang::Ru),
            "только ведущий может начать игру"
        );
        let odd = ApiError::rejected(Kind::BadRequest, "bad_request", "Failed to x".into());
        assert!(odd.words.is_none(), "an unknown sentence stays English");
        let bare = ApiError::rejected(
            Kind::BadRequest,
            "invalid_json",
            "Failed to parse the request body as JSON".into(),
        );
        assert!(
            bare.words.is_none(),
            "a sentence without its detail stays English"
        );
        let unworded = ApiError::forbidden("only in English");
        assert_eq!(unworded.message_in(Lang::He), "only in English");
    }

    /// The live Pro table's refusals (area `violations`): English word for word their
    /// message, every other language without a message missing, and every sentence of the
    /// area's `pro-refusal-` part some refusal's.
    #[test]
    fn every_pro_table_refusal_is_worded_in_every_language() {
        let mut sampled = BTreeSet::new();
        for refusal in omerta_live::pro_refusals::samples() {
            let words = refusal.words.as_ref().expect("a worded refusal");
            assert_eq!(worded(Lang::En, words), refusal.message, "{}", words.id);
            for lang in Lang::ALL {
                let said = worded(lang, words);
                assert!(
                    !said.contains("pro-refusal-") && !said.contains("violation-"),
                    "{lang:?}: {said}"
                );
            }
            // Every message a refusal's words name, however deep (a deal's list of lists).
            let mut open = vec![words.as_ref()];
            while let Some(words) = open.pop() {
                sampled.insert(words.id);
                for (_, arg) in &words.args {
                    if let Arg::Words(inner) = arg {
                        open.push(inner);
                    }
                    if let Arg::Violations(list) = arg {
                        sampled.extend(list.iter().map(|v| v.said.id));
                    }
                }
            }
        }
        let source = omerta_i18n::sources()
            .iter()
            .find(|s| s.lang == Lang::En && s.area == "violations")
            .expect("the violations area");
        for line in source.text.lines() {
            let Some((id, _)) = line.split_once(" = ") else {
                continue;
            };
            if id.starts_with("pro-refusal-") {
                assert!(sampled.contains(id), "{id} has no sample");
            }
        }
    }

    /// A refused deal (the table's start) says every problem in the reader's language.
    #[test]
    fn a_refused_deal_speaks_russian_and_hebrew() {
        let refusal = omerta_live::pro_refusals::samples()
            .into_iter()
            .find(|r| r.message.starts_with("a table deals ten cards"))
            .expect("a deal's sample");
        let error = ApiError::from(refusal);
        let russian = error.message_in(Lang::Ru);
        for part in [
            "в этой раздаче 11",
            "место 3: \"civilan\" — не карта",
            "нет шерифа",
            "мафии: 3 (места 5, 6 и 7)",
            "мирных: 4 (места 1, 8, 9 и 10)",
        ] {
            assert!(russian.contains(part), "{part} in {russian}");
        }
        assert!(error.message_in(Lang::He).contains("מקומות 5, 6 ו-7"));
        assert_eq!(error.message_in(Lang::En), error.message);
    }

    /// A refused record lists every violation in the reader's language.
    #[test]
    fn a_rule_violation_speaks_russian_with_every_violation() {
        let refusal = omerta_live::pro_refusals::samples().remove(0);
        let error = ApiError::from(refusal);
        let russian = error.message_in(Lang::Ru);
        assert!(
            russian.contains("неизвестная роль \"civilan\""),
            "{russian}"
        );
        assert!(russian.contains("неизвестный параметр правил"), "{russian}");
        assert!(russian.contains("; "), "{russian}");
        assert_eq!(error.message_in(Lang::En), error.message);
    }
}
