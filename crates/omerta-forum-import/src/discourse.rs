//! Discourse topics, as their JSON (`/t/slug/ID.json`, or `/t/ID/posts.json?post_ids[]=…`).
//!
//! Each entry of `post_stream.posts` is a post: `id`, `username`, `created_at` (RFC 3339,
//! UTC), `post_number`, `cooked` (the body as HTML; quotes are `aside.quote`), `version`
//! (above 1 once edited) and `updated_at` (the last change, an edit's time when the post
//! was edited). Small actions (post_type 3: "closed the topic", "split this topic") are the
//! forum's own notes, not posts, and are left out. A topic's first JSON holds only the
//! first posts; `post_stream.stream` lists every post's id, and the rest are fetched by id.

use crate::error::{JsonProblem, Part};
use crate::html::body_html;
use crate::time::normalise_rfc3339;
use crate::{error, Edited, ImportError, ImportedPost, Page};
use scraper::Html;
use serde::Deserialize;

#[derive(Deserialize)]
struct Topic {
    #[serde(default)]
    id: Option<u64>,
    post_stream: Option<PostStream>,
}

#[derive(Deserialize)]
struct PostStream {
    #[serde(default)]
    posts: Vec<serde_json::Value>,
    #[serde(default)]
    stream: Vec<u64>,
}

/// Discourse's "small action": a line the forum writes into the topic.
const SMALL_ACTION: u64 = 3;

fn topic(page: &Page<'_>, text: &str) -> Result<Topic, ImportError> {
    serde_json::from_str::<Topic>(text).map_err(|e| error::bad_json(page, json_problem(&e)))
}

/// serde_json's reason, without its Debug-like wording.
fn json_problem(e: &serde_json::Error) -> JsonProblem {
    match e.classify() {
        serde_json::error::Category::Syntax | serde_json::error::Category::Eof => {
            JsonProblem::NotJson(e.to_string())
        }
        _ => JsonProblem::NotTopic(e.to_string()),
    }
}

pub(crate) fn read(page: &Page<'_>, text: &str) -> Result<Vec<ImportedPost>, ImportError> {
    let Some(stream) = topic(page, text)?.post_stream else {
        return Err(error::bad_json(page, JsonProblem::NoPostStream));
    };
    let mut posts = Vec::new();
    for (i, post) in stream.posts.iter().enumerate() {
        if post.get("post_type").and_then(|t| t.as_u64()) == Some(SMALL_ACTION) {
            continue;
        }
        posts.push(read_post(page, i, post)?);
    }
    Ok(posts)
}

fn read_post(
    page: &Page<'_>,
    index: usize,
    post: &serde_json::Value,
) -> Result<ImportedPost, ImportError> {
    let field = |name: &str| post.get(name);
    let id = field("id")
        .and_then(|v| v.as_u64())
        .ok_or_else(|| error::bad_json(page, JsonProblem::PostWithoutId(index)))?;
    let text = |name: &str| field(name).and_then(|v| v.as_str());
    let time = text("created_at")
        .and_then(normalise_rfc3339)
        .ok_or_else(|| error::missing(page, id, Part::CreatedAt))?;
    let edited = (field("version").and_then(|v| v.as_u64()).unwrap_or(1) > 1).then(|| Edited {
        time: text("updated_at").and_then(normalise_rfc3339),
        by: None,
    });
    Ok(ImportedPost {
        id,
        number: field("post_number").and_then(|v| v.as_u64()),
        author: text("username").unwrap_or("").to_owned(),
        time,
        body: cooked_html(text("cooked").unwrap_or("")),
        edited,
        url: text("post_url").map(str::to_owned),
    })
}

/// Discourse's body HTML, with its `aside.quote` made a `<blockquote>` like the others.
fn cooked_html(cooked: &str) -> String {
    let fragment = Html::parse_fragment(cooked);
    body_html(fragment.root_element())
}

/// The topic's id, from its JSON.
pub fn discourse_topic_id(page: &Page<'_>) -> Result<u64, ImportError> {
    let text = crate::decode(page.bytes);
    topic(page, &text)?
        .id
        .ok_or_else(|| error::bad_json(page, JsonProblem::NoTopicId))
}

/// The ids of the topic's posts that its first JSON lists in `post_stream.stream` but does
/// not include, in the topic's order: the ones to fetch by id.
pub fn discourse_missing_post_ids(page: &Page<'_>) -> Result<Vec<u64>, ImportError> {
    let text = crate::decode(page.bytes);
    let Some(stream) = topic(page, &text)?.post_stream else {
        return Err(error::bad_json(page, JsonProblem::NoPostStream));
    };
    let present: std::collections::HashSet<u64> = stream
        .posts
        .iter()
        .filter_map(|p| p.get("id").and_then(|v| v.as_u64()))
        .collect();
    Ok(stream
        .stream
        .into_iter()
        .filter(|id| !present.contains(id))
        .collect())
}
