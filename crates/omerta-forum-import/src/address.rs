//! The addresses of a thread's pages, for whoever fetches them (`omerta forum fetch`, the
//! server's followed threads): the thread's own address checked, the next page's address
//! resolved as a browser resolves it, a post's address made whole, Discourse's JSON
//! addresses, and the sentences for what goes wrong. Pure: no request is made here.

use crate::{base_href, next_page, Site};
use serde::{Deserialize, Serialize};
use url::Url;

/// Discourse hands out a topic's posts by id, this many at a time.
pub const DISCOURSE_CHUNK: usize = 20;

/// Why a thread's page is not fetched or read: data (issue 30), worded by
/// `omerta_i18n::forum_import::fetch`; `Display` is the English. Serializable: a followed
/// thread keeps its last fetch's problem as data.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum FetchError {
    /// The thread's address is no URL (the `url` crate's detail).
    NotAnAddress {
        raw: String,
        detail: String,
    },
    /// Not an `http://` or `https://` address with a host.
    NotWeb {
        raw: String,
    },
    /// Page `page` is linked on another host than the thread's.
    OtherHost {
        page: usize,
        url: String,
        thread_host: String,
    },
    /// A page no engine made; `follow`: the follow's first page (the engine is named in
    /// its settings), else the CLI's (`--site`).
    UnknownSite {
        url: String,
        follow: bool,
    },
    /// A page's next link is no address.
    NextLink {
        page: usize,
        url: String,
        href: String,
        detail: String,
    },
    /// A Discourse page but not a topic's.
    NotATopic {
        url: String,
    },
    TopicAddress {
        url: String,
        detail: String,
    },
    PostsAddress {
        url: String,
        detail: String,
    },
    /// 401 or 403: members only, or programs turned away; `follow` says what to do about
    /// it on the follow's page, else in the CLI.
    MembersOnly {
        page: usize,
        url: String,
        status: u16,
        reason: String,
        follow: bool,
    },
    /// Another answer than 200.
    Answered {
        page: usize,
        url: String,
        status: u16,
        reason: String,
    },
    /// A redirect to another host (`answer`: the status as HTTP writes it, "302 Found").
    Moved {
        page: usize,
        url: String,
        answer: String,
    },
    TooManyRedirects {
        page: usize,
        url: String,
    },
    /// A page larger than `most` bytes.
    TooLarge {
        page: usize,
        url: String,
        most: u64,
    },
    /// The request failed.
    Failed {
        page: usize,
        url: String,
        reason: Reason,
    },
    /// The answer failed while it was read.
    FailedReading {
        page: usize,
        url: String,
        reason: Reason,
    },
    /// A fetched page that cannot be read.
    Page(crate::ImportError),
}

/// Why a request failed: no answer in time, or the HTTP client's own reason (quoted as it
/// is: the innermost cause, "Connection refused (os error 111)").
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Reason {
    Timeout,
    Said(String),
}

impl std::fmt::Display for Reason {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Reason::Timeout => f.write_str("the forum did not answer in time"),
            Reason::Said(reason) => f.write_str(reason),
        }
    }
}

/// A size as people write it: "2 MiB", "512 KiB", "300000 bytes".
pub fn size_words(bytes: u64) -> String {
    const KIB: u64 = 1024;
    const MIB: u64 = 1024 * 1024;
    if bytes >= MIB && bytes.is_multiple_of(MIB) {
        format!("{} MiB", bytes / MIB)
    } else if bytes >= KIB && bytes.is_multiple_of(KIB) {
        format!("{} KiB", bytes / KIB)
    } else {
        format!("{bytes} bytes")
    }
}

impl std::fmt::Display for FetchError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            FetchError::NotAnAddress { raw, detail } => {
                write!(f, "\"{raw}\" is not an address omerta can fetch ({detail})")
            }
            FetchError::NotWeb { raw } => {
                write!(f, "\"{raw}\" is not an http:// or https:// address")
            }
            FetchError::OtherHost {
                page,
                url,
                thread_host,
            } => write!(
                f,
                "page {page} of the thread is linked at {url}, on another host than the thread \
                 ({thread_host}): omerta fetches pages only from the thread's own host"
            ),
            FetchError::UnknownSite { url, follow } => {
                let (first, choose) = if *follow {
                    (
                        "the first page, ",
                        "in the follow's settings (its forum engine)",
                    )
                } else {
                    ("", "with --site")
                };
                write!(
                    f,
                    "{first}{url} does not look like a XenForo, phpBB, vBulletin or Discourse \
                     thread: if it is one, say which {choose}"
                )
            }
            FetchError::NextLink {
                page,
                url,
                href,
                detail,
            } => write!(
                f,
                "page {page} ({url}) links its next page as \"{href}\", which is not an address \
                 ({detail})"
            ),
            FetchError::NotATopic { url } => write!(
                f,
                "{url} is a Discourse page but not a topic's (no /t/…/ID in its address)"
            ),
            FetchError::TopicAddress { url, detail } => {
                write!(
                    f,
                    "cannot make the topic's JSON address from {url} ({detail})"
                )
            }
            FetchError::PostsAddress { url, detail } => {
                write!(f, "cannot make the posts' address from {url} ({detail})")
            }
            FetchError::MembersOnly {
                page,
                url,
                status,
                reason,
                follow,
            } => write!(
                f,
                "the forum refused page {page} ({url}) with {status} {reason}: the thread is \
                 shown only to members who are signed in, or the forum turns programs away. {}",
                if *follow {
                    "The follow cannot read it: save the pages from a browser that is signed in \
                     and use `omerta forum import`."
                } else {
                    "Save the pages from a browser that is signed in and use `omerta forum \
                     import`."
                }
            ),
            FetchError::Answered {
                page,
                url,
                status,
                reason,
            } => write!(
                f,
                "fetching page {page} ({url}) failed: the forum answered {status} {reason}"
            ),
            FetchError::Moved { page, url, answer } => write!(
                f,
                "fetching page {page} ({url}) failed: the forum answered {answer}, a move to \
                 another host, which omerta does not follow"
            ),
            FetchError::TooManyRedirects { page, url } => write!(
                f,
                "fetching page {page} ({url}) failed: the forum redirected it more than ten times"
            ),
            FetchError::TooLarge { page, url, most } => write!(
                f,
                "page {page} ({url}) is larger than {}, which no thread page is",
                size_words(*most)
            ),
            FetchError::Failed { page, url, reason } => {
                write!(f, "fetching page {page} ({url}) failed: {reason}")
            }
            FetchError::FailedReading { page, url, reason } => write!(
                f,
                "fetching page {page} ({url}) failed while reading it: {reason}"
            ),
            FetchError::Page(error) => error.fmt(f),
        }
    }
}

impl std::error::Error for FetchError {}

impl From<crate::ImportError> for FetchError {
    fn from(error: crate::ImportError) -> FetchError {
        FetchError::Page(error)
    }
}

impl FetchError {
    /// One of every kind, for the tests that hold each language's words to the English.
    pub fn samples() -> Vec<FetchError> {
        let url = "https://forum.example/threads/game.1/page-2".to_owned();
        let mut samples = vec![
            FetchError::NotAnAddress {
                raw: "forum".into(),
                detail: "relative URL without a base".into(),
            },
            FetchError::NotWeb {
                raw: "ftp://forum.example/t".into(),
            },
            FetchError::OtherHost {
                page: 3,
                url: "https://elsewhere.example/t/1".into(),
                thread_host: "forum.example".into(),
            },
            FetchError::NextLink {
                page: 2,
                url: url.clone(),
                href: "http://[::1".into(),
                detail: "invalid IPv6 address".into(),
            },
            FetchError::NotATopic { url: url.clone() },
            FetchError::TopicAddress {
                url: url.clone(),
                detail: "cannot be a base".into(),
            },
            FetchError::PostsAddress {
                url: url.clone(),
                detail: "cannot be a base".into(),
            },
            FetchError::Answered {
                page: 2,
                url: url.clone(),
                status: 500,
                reason: "Internal Server Error".into(),
            },
            FetchError::Moved {
                page: 2,
                url: url.clone(),
                answer: "302 Found".into(),
            },
            FetchError::TooManyRedirects {
                page: 2,
                url: url.clone(),
            },
            FetchError::Page(crate::ImportError::LoginPage {
                page: 2,
                name: url.clone(),
            }),
        ];
        for follow in [false, true] {
            samples.push(FetchError::UnknownSite {
                url: url.clone(),
                follow,
            });
            samples.push(FetchError::MembersOnly {
                page: 2,
                url: url.clone(),
                status: 403,
                reason: "Forbidden".into(),
                follow,
            });
        }
        for most in [2 * 1024 * 1024, 512 * 1024, 300_000] {
            samples.push(FetchError::TooLarge {
                page: 2,
                url: url.clone(),
                most,
            });
        }
        for reason in [
            Reason::Timeout,
            Reason::Said("Connection refused (os error 111)".into()),
        ] {
            samples.push(FetchError::Failed {
                page: 2,
                url: url.clone(),
                reason: reason.clone(),
            });
            samples.push(FetchError::FailedReading {
                page: 2,
                url: url.clone(),
                reason,
            });
        }
        samples
    }
}

/// A thread's address: `http://` or `https://`, or why not.
pub fn thread_address(raw: &str) -> Result<Url, FetchError> {
    let url = Url::parse(raw.trim()).map_err(|e| FetchError::NotAnAddress {
        raw: raw.to_owned(),
        detail: e.to_string(),
    })?;
    if !matches!(url.scheme(), "http" | "https") || url.host_str().is_none() {
        return Err(FetchError::NotWeb {
            raw: raw.to_owned(),
        });
    }
    Ok(url)
}

/// Whether `url` is on the thread's own host (and port).
pub fn same_host(url: &Url, thread: &Url) -> bool {
    url.host_str() == thread.host_str()
        && url.port_or_known_default() == thread.port_or_known_default()
}

/// Why page `page` at `url` is not fetched: it is on another host than the thread.
pub fn other_host(page: usize, url: &Url, thread: &Url) -> FetchError {
    FetchError::OtherHost {
        page,
        url: url.to_string(),
        thread_host: thread.host_str().unwrap_or("?").to_owned(),
    }
}

/// A page no engine made; `follow`: a followed thread's (its settings name the engine),
/// else the CLI's (`--site`).
pub fn unknown_site(url: &Url, follow: bool) -> FetchError {
    FetchError::UnknownSite {
        url: url.to_string(),
        follow,
    }
}

/// The address a page (page `number`, at `url`) links as its next, resolved as a browser
/// resolves the link: against the page's `<base href>` when it has one.
pub fn next_page_url(
    site: Site,
    url: &Url,
    bytes: &[u8],
    number: usize,
) -> Result<Option<Url>, FetchError> {
    let Some(href) = next_page(site, bytes) else {
        return Ok(None);
    };
    base(url, bytes)
        .join(&href)
        .map(Some)
        .map_err(|e| FetchError::NextLink {
            page: number,
            url: url.to_string(),
            href,
            detail: e.to_string(),
        })
}

/// A post's address as its page links it, made whole: an `http://` or `https://` address
/// (none otherwise: a `javascript:` link is no post's address, and is never shown).
pub fn post_address(url: &Url, bytes: &[u8], link: &str) -> Option<String> {
    base(url, bytes)
        .join(link)
        .ok()
        .filter(|u| matches!(u.scheme(), "http" | "https"))
        .map(String::from)
}

/// What a page's relative links are written against: its `<base href>`, else itself.
fn base(url: &Url, bytes: &[u8]) -> Url {
    base_href(bytes)
        .and_then(|b| url.join(&b).ok())
        .unwrap_or_else(|| url.clone())
}

/// `/t/slug/123`, `/t/slug/123/45` or `/t/123` → `/t/123.json`.
pub fn discourse_json_url(url: &Url) -> Result<Url, FetchError> {
    let segments: Vec<&str> = url.path_segments().map(|s| s.collect()).unwrap_or_default();
    let id = segments
        .iter()
        .position(|s| *s == "t")
        .and_then(|t| segments[t + 1..].iter().find(|s| s.parse::<u64>().is_ok()))
        .ok_or_else(|| FetchError::NotATopic {
            url: url.to_string(),
        })?;
    url.join(&format!("/t/{id}.json"))
        .map_err(|e| FetchError::TopicAddress {
            url: url.to_string(),
            detail: e.to_string(),
        })
}

/// `/t/123/posts.json?post_ids[]=1&post_ids[]=2`.
pub fn discourse_posts_url(topic_url: &Url, topic: u64, ids: &[u64]) -> Result<Url, FetchError> {
    let mut url = topic_url
        .join(&format!("/t/{topic}/posts.json"))
        .map_err(|e| FetchError::PostsAddress {
            url: topic_url.to_string(),
            detail: e.to_string(),
        })?;
    {
        let mut query = url.query_pairs_mut();
        query.clear();
        for id in ids {
            query.append_pair("post_ids[]", &id.to_string());
        }
    }
    Ok(url)
}

/// Why the forum's answer to page `page` (not 200: `status` and its reason phrase) is no
/// page; `follow`: a followed thread's, which says what to do about a thread shown to
/// members only on its page.
pub fn refused(page: usize, url: &Url, status: u16, reason: &str, follow: bool) -> FetchError {
    let (url, reason) = (url.to_string(), reason.to_owned());
    if status == 401 || status == 403 {
        return FetchError::MembersOnly {
            page,
            url,
            status,
            reason,
            follow,
        };
    }
    FetchError::Answered {
        page,
        url,
        status,
        reason,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_web_addresses_are_threads() {
        for bad in [
            "file:///etc/passwd",
            "ftp://forum.example/t",
            "javascript:alert(1)",
            "no",
        ] {
            assert!(thread_address(bad).is_err(), "{bad}");
        }
        assert!(thread_address("https://forum.example/threads/1/").is_ok());
    }

    #[test]
    fn post_addresses_are_web_addresses() {
        let page = Url::parse("https://f.example/forum/t/1").unwrap();
        let bytes = b"<base href=\"https://f.example/forum/\">";
        assert_eq!(
            post_address(&page, bytes, "showthread.php?p=2#post2").as_deref(),
            Some("https://f.example/forum/showthread.php?p=2#post2")
        );
        assert_eq!(post_address(&page, bytes, "javascript:alert(1)"), None);
    }

    #[test]
    fn discourse_addresses() {
        let url = Url::parse("https://d.example/t/some-slug/2144/7").unwrap();
        let json = discourse_json_url(&url).unwrap();
        assert_eq!(json.as_str(), "https://d.example/t/2144.json");
        let posts = discourse_posts_url(&json, 2144, &[1, 2]).unwrap();
        assert_eq!(
            posts.as_str(),
            "https://d.example/t/2144/posts.json?post_ids%5B%5D=1&post_ids%5B%5D=2"
        );
    }
}
