//! A forum thread's pages fetched and read, in words: why a page could not be fetched
//! ([`fetch`]: omerta-forum-import's `FetchError`) or read ([`refusal`]: its
//! `ImportError`), and a time zone that is not one ([`zone`]). English is word for word the
//! crate's own `Display`: the tests hold the two together over every kind (`samples()`).
//! Quoted technical detail (the HTTP client's reason, serde's or the URL parser's detail, a
//! page's selector) stays as it is inside the sentence. Area `threads`.

use crate as i18n;
use crate::{tr, Args, Lang};
use omerta_forum_import::address::{FetchError, Reason};
use omerta_forum_import::{Document, ImportError, JsonProblem, Part, Site, ZoneError};

/// The arguments of a message, each as text.
fn args<const N: usize>(pairs: [(&'static str, String); N]) -> Args<'static> {
    let mut args = Args::new();
    for (name, value) in pairs {
        args.set(name, value);
    }
    args
}

/// "page 2 (thread-2.html)".
fn page(lang: Lang, page: usize, name: &str) -> String {
    tr(
        lang,
        "threads-page",
        &args([("page", page.to_string()), ("name", name.to_owned())]),
    )
}

/// A message naming a page (`$page`: "page 2 (thread-2.html)").
fn paged<const N: usize>(
    lang: Lang,
    id: &str,
    n: usize,
    name: &str,
    more: [(&'static str, String); N],
) -> String {
    let mut words = args(more);
    words.set("page", page(lang, n, name));
    tr(lang, id, &words)
}

fn marker(lang: Lang, site: Site) -> String {
    let id = match site {
        Site::XenForo => i18n::id("threads-marker-xenforo"),
        Site::PhpBb => i18n::id("threads-marker-phpbb"),
        Site::VBulletin => i18n::id("threads-marker-vbulletin"),
        Site::Discourse => i18n::id("threads-marker-discourse"),
    };
    tr(lang, id, &Args::new())
}

/// What a post was looked for with ("a time", "a body (div.content)").
pub fn part(lang: Lang, part: &Part) -> String {
    let (id, at) = match part {
        Part::Time => (i18n::id("threads-part-time"), None),
        Part::Body => (i18n::id("threads-part-body"), None),
        Part::ReadableDatetime => (i18n::id("threads-part-readable-datetime"), None),
        Part::CreatedAt => (i18n::id("threads-part-created-at"), None),
        Part::Date(at) => (i18n::id("threads-part-date"), Some(at)),
        Part::TimeAt(at) => (i18n::id("threads-part-time-at"), Some(at)),
        Part::BodyAt(at) => (i18n::id("threads-part-body-at"), Some(at)),
        Part::AuthorAt(at) => (i18n::id("threads-part-author-at"), Some(at)),
        Part::IdAt(at) => (i18n::id("threads-part-id-at"), Some(at)),
    };
    let mut words = Args::new();
    if let Some(at) = at {
        words.set("at", at.clone());
    }
    tr(lang, id, &words)
}

fn json_problem(lang: Lang, problem: &JsonProblem) -> String {
    match problem {
        JsonProblem::NotJson(detail) => tr(
            lang,
            "threads-json-not-json",
            &args([("detail", detail.clone())]),
        ),
        JsonProblem::NotTopic(detail) => tr(
            lang,
            "threads-json-not-topic",
            &args([("detail", detail.clone())]),
        ),
        JsonProblem::NoPostStream => tr(lang, "threads-json-no-post-stream", &Args::new()),
        JsonProblem::PostWithoutId(index) => tr(
            lang,
            "threads-json-post-without-id",
            &args([("index", index.to_string())]),
        ),
        JsonProblem::NoTopicId => tr(lang, "threads-json-no-topic-id", &Args::new()),
    }
}

fn document(lang: Lang, document: &Document) -> String {
    match document {
        Document::Named(name) => name.clone(),
        Document::Follow => tr(lang, "threads-document-follow", &Args::new()),
    }
}

/// Why a page (or the document the pages go into) could not be read, in `lang`.
pub fn refusal(lang: Lang, error: &ImportError) -> String {
    match error {
        ImportError::LoginPage { page: n, name } => {
            paged(lang, i18n::id("threads-login-page"), *n, name, [])
        }
        ImportError::OtherSite {
            page: n,
            name,
            found,
            site,
        } => paged(
            lang,
            i18n::id("threads-other-site"),
            *n,
            name,
            [
                ("found", found.name().to_owned()),
                ("site", site.name().to_owned()),
                ("key", found.key().to_owned()),
            ],
        ),
        ImportError::NoPosts {
            page: n,
            name,
            site,
        } => paged(
            lang,
            i18n::id("threads-no-posts"),
            *n,
            name,
            [
                ("marker", marker(lang, *site)),
                ("site", site.name().to_owned()),
            ],
        ),
        ImportError::Missing {
            page: n,
            name,
            post,
            part: p,
        } => paged(
            lang,
            i18n::id("threads-missing"),
            *n,
            name,
            [("post", post.to_string()), ("part", part(lang, p))],
        ),
        ImportError::MissingId {
            page: n,
            name,
            part: p,
        } => paged(
            lang,
            i18n::id("threads-missing-id"),
            *n,
            name,
            [("part", part(lang, p))],
        ),
        ImportError::RelativeTime {
            page: n,
            name,
            post,
            shown,
        }
        | ImportError::UnreadableTime {
            page: n,
            name,
            post,
            shown,
        }
        | ImportError::NoZone {
            page: n,
            name,
            post,
            shown,
        } => {
            let id = match error {
                ImportError::RelativeTime { .. } => i18n::id("threads-relative-time"),
                ImportError::UnreadableTime { .. } => i18n::id("threads-unreadable-time"),
                _ => i18n::id("threads-no-zone"),
            };
            paged(
                lang,
                id,
                *n,
                name,
                [("post", post.to_string()), ("shown", shown.clone())],
            )
        }
        ImportError::BadJson {
            page: n,
            name,
            problem,
        } => paged(
            lang,
            i18n::id("threads-bad-json"),
            *n,
            name,
            [("problem", json_problem(lang, problem))],
        ),
        ImportError::DocumentNotJson {
            document: d,
            detail,
        } => tr(
            lang,
            "threads-document-not-json",
            &args([("document", document(lang, d)), ("detail", detail.clone())]),
        ),
        ImportError::DocumentFormat {
            document: d,
            format: Some(format),
        } => tr(
            lang,
            "threads-document-format",
            &args([("document", document(lang, d)), ("format", format.clone())]),
        ),
        ImportError::DocumentFormat {
            document: d,
            format: None,
        } => tr(
            lang,
            "threads-document-format-missing",
            &args([("document", document(lang, d))]),
        ),
        ImportError::DocumentPosts { document: d } => tr(
            lang,
            "threads-document-posts",
            &args([("document", document(lang, d))]),
        ),
    }
}

/// A size as people write it: "2 MiB", "512 KiB", "300000 bytes" (English's as
/// `omerta_forum_import::address::size_words` writes it).
pub fn size(lang: Lang, bytes: u64) -> String {
    const KIB: u64 = 1024;
    const MIB: u64 = 1024 * 1024;
    let (id, n) = if bytes >= MIB && bytes.is_multiple_of(MIB) {
        (i18n::id("threads-size-mib"), bytes / MIB)
    } else if bytes >= KIB && bytes.is_multiple_of(KIB) {
        (i18n::id("threads-size-kib"), bytes / KIB)
    } else {
        (i18n::id("threads-size-bytes"), bytes)
    };
    let mut words = Args::new();
    words.set("n", n);
    tr(lang, id, &words)
}

/// Why a request failed: no answer in time, else the HTTP client's own reason as it is.
pub fn reason(lang: Lang, reason: &Reason) -> String {
    match reason {
        Reason::Timeout => tr(lang, "threads-timeout", &Args::new()),
        Reason::Said(said) => said.clone(),
    }
}

/// Why a thread's page was not fetched (or, fetched, could not be read), in `lang`.
pub fn fetch(lang: Lang, error: &FetchError) -> String {
    let at = |n: &usize, url: &String| [("page", n.to_string()), ("url", url.clone())];
    match error {
        FetchError::NotAnAddress { raw, detail } => tr(
            lang,
            "threads-not-an-address",
            &args([("raw", raw.clone()), ("detail", detail.clone())]),
        ),
        FetchError::NotWeb { raw } => tr(lang, "threads-not-web", &args([("raw", raw.clone())])),
        FetchError::OtherHost {
            page,
            url,
            thread_host,
        } => {
            let [p, u] = at(page, url);
            tr(
                lang,
                "threads-other-host",
                &args([p, u, ("host", thread_host.clone())]),
            )
        }
        FetchError::UnknownSite { url, follow } => {
            let id = if *follow {
                i18n::id("threads-unknown-site-follow")
            } else {
                i18n::id("threads-unknown-site")
            };
            tr(lang, id, &args([("url", url.clone())]))
        }
        FetchError::NextLink {
            page,
            url,
            href,
            detail,
        } => {
            let [p, u] = at(page, url);
            tr(
                lang,
                "threads-next-link",
                &args([p, u, ("href", href.clone()), ("detail", detail.clone())]),
            )
        }
        FetchError::NotATopic { url } => {
            tr(lang, "threads-not-a-topic", &args([("url", url.clone())]))
        }
        FetchError::TopicAddress { url, detail } => tr(
            lang,
            "threads-topic-address",
            &args([("url", url.clone()), ("detail", detail.clone())]),
        ),
        FetchError::PostsAddress { url, detail } => tr(
            lang,
            "threads-posts-address",
            &args([("url", url.clone()), ("detail", detail.clone())]),
        ),
        FetchError::MembersOnly {
            page,
            url,
            status,
            reason,
            follow,
        } => {
            let id = if *follow {
                i18n::id("threads-members-only-follow")
            } else {
                i18n::id("threads-members-only")
            };
            let [p, u] = at(page, url);
            tr(
                lang,
                id,
                &args([
                    p,
                    u,
                    ("status", status.to_string()),
                    ("reason", reason.clone()),
                ]),
            )
        }
        FetchError::Answered {
            page,
            url,
            status,
            reason,
        } => {
            let [p, u] = at(page, url);
            tr(
                lang,
                "threads-answered",
                &args([
                    p,
                    u,
                    ("status", status.to_string()),
                    ("reason", reason.clone()),
                ]),
            )
        }
        FetchError::Moved { page, url, answer } => {
            let [p, u] = at(page, url);
            tr(
                lang,
                "threads-moved",
                &args([p, u, ("answer", answer.clone())]),
            )
        }
        FetchError::TooManyRedirects { page, url } => {
            tr(lang, "threads-redirects", &args(at(page, url)))
        }
        FetchError::TooLarge { page, url, most } => {
            let [p, u] = at(page, url);
            tr(
                lang,
                "threads-too-large",
                &args([p, u, ("size", size(lang, *most))]),
            )
        }
        FetchError::Failed {
            page,
            url,
            reason: why,
        } => {
            let [p, u] = at(page, url);
            tr(
                lang,
                "threads-failed",
                &args([p, u, ("reason", reason(lang, why))]),
            )
        }
        FetchError::FailedReading {
            page,
            url,
            reason: why,
        } => {
            let [p, u] = at(page, url);
            tr(
                lang,
                "threads-failed-reading",
                &args([p, u, ("reason", reason(lang, why))]),
            )
        }
        FetchError::Page(error) => refusal(lang, error),
    }
}

/// A time zone that is not one, and how to write one, in `lang`.
pub fn zone(lang: Lang, error: &ZoneError) -> String {
    tr(lang, "threads-zone", &args([("text", error.text.clone())]))
}
