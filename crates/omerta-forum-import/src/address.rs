//! The addresses of a thread's pages, for whoever fetches them (`omerta forum fetch`, the
//! server's followed threads): the thread's own address checked, the next page's address
//! resolved as a browser resolves it, a post's address made whole, Discourse's JSON
//! addresses, and the sentences for what goes wrong. Pure: no request is made here.

use crate::{base_href, next_page, Site};
use url::Url;

/// Discourse hands out a topic's posts by id, this many at a time.
pub const DISCOURSE_CHUNK: usize = 20;

/// A thread's address: `http://` or `https://`, or a sentence saying why not.
pub fn thread_address(raw: &str) -> Result<Url, String> {
    let url = Url::parse(raw.trim())
        .map_err(|e| format!("\"{raw}\" is not an address omerta can fetch ({e})"))?;
    if !matches!(url.scheme(), "http" | "https") || url.host_str().is_none() {
        return Err(format!("\"{raw}\" is not an http:// or https:// address"));
    }
    Ok(url)
}

/// Whether `url` is on the thread's own host (and port).
pub fn same_host(url: &Url, thread: &Url) -> bool {
    url.host_str() == thread.host_str()
        && url.port_or_known_default() == thread.port_or_known_default()
}

/// Why page `page` at `url` is not fetched: it is on another host than the thread.
pub fn other_host(page: usize, url: &Url, thread: &Url) -> String {
    format!(
        "page {page} of the thread is linked at {url}, on another host than the thread \
         ({}): omerta fetches pages only from the thread's own host",
        thread.host_str().unwrap_or("?")
    )
}

/// A page no engine made; `choose` says how to name the engine (`with --site`).
pub fn unknown_site(url: &Url, choose: &str) -> String {
    format!(
        "{url} does not look like a XenForo, phpBB, vBulletin or Discourse thread: if it is \
         one, say which {choose}"
    )
}

/// The address a page (page `number`, at `url`) links as its next, resolved as a browser
/// resolves the link: against the page's `<base href>` when it has one.
pub fn next_page_url(
    site: Site,
    url: &Url,
    bytes: &[u8],
    number: usize,
) -> Result<Option<Url>, String> {
    let Some(href) = next_page(site, bytes) else {
        return Ok(None);
    };
    base(url, bytes).join(&href).map(Some).map_err(|e| {
        format!(
            "page {number} ({url}) links its next page as \"{href}\", which is not an address ({e})"
        )
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
pub fn discourse_json_url(url: &Url) -> Result<Url, String> {
    let segments: Vec<&str> = url.path_segments().map(|s| s.collect()).unwrap_or_default();
    let id = segments
        .iter()
        .position(|s| *s == "t")
        .and_then(|t| segments[t + 1..].iter().find(|s| s.parse::<u64>().is_ok()))
        .ok_or_else(|| {
            format!("{url} is a Discourse page but not a topic's (no /t/…/ID in its address)")
        })?;
    url.join(&format!("/t/{id}.json"))
        .map_err(|e| format!("cannot make the topic's JSON address from {url} ({e})"))
}

/// `/t/123/posts.json?post_ids[]=1&post_ids[]=2`.
pub fn discourse_posts_url(topic_url: &Url, topic: u64, ids: &[u64]) -> Result<Url, String> {
    let mut url = topic_url
        .join(&format!("/t/{topic}/posts.json"))
        .map_err(|e| format!("cannot make the posts' address from {topic_url} ({e})"))?;
    {
        let mut query = url.query_pairs_mut();
        query.clear();
        for id in ids {
            query.append_pair("post_ids[]", &id.to_string());
        }
    }
    Ok(url)
}

/// The sentence for a page the forum did not answer with 200 (`status` and its reason
/// phrase); `instead` says what to do about a thread shown to members only.
pub fn refused(page: usize, url: &Url, status: u16, reason: &str, instead: &str) -> String {
    if status == 401 || status == 403 {
        return format!(
            "the forum refused page {page} ({url}) with {status} {reason}: the thread is shown \
             only to members who are signed in, or the forum turns programs away. {instead}"
        );
    }
    format!("fetching page {page} ({url}) failed: the forum answered {status} {reason}")
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
