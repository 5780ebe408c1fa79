//! Imported posts into an `omerta-forum/1` document.
//!
//! The host's document is theirs: its `game`, `host`, `players`, `phases`, `events`,
//! `nights` and any field omerta does not know are never touched. Only `posts` changes: a
//! post already there (by id) takes the page's author, time, body, number, address and
//! edit mark and keeps everything else the host gave it (its `edits`); a new post is
//! added; then the posts are put in thread order.

use crate::error::Document;
use crate::{ImportError, ImportedPost};
use serde_json::{json, Map, Value};
use std::collections::HashMap;

pub(crate) const FORMAT: &str = "omerta-forum/1";

/// A new document holding the posts, its schedule starting at the first post: the host
/// adds the game, the players and the events.
pub fn new_document(posts: &[ImportedPost]) -> Value {
    let mut document = json!({"format": FORMAT, "posts": []});
    add_posts(&mut document, posts);
    document
}

/// The posts added to the document `text` (named `name` in messages: a file's name, or
/// [`Document::Follow`]).
pub fn merge(
    name: impl Into<Document>,
    text: &str,
    posts: &[ImportedPost],
) -> Result<Value, ImportError> {
    let name = name.into();
    let mut document: Value =
        serde_json::from_str(text).map_err(|e| ImportError::DocumentNotJson {
            document: name.clone(),
            detail: e.to_string(),
        })?;
    let format = document.get("format").and_then(Value::as_str);
    if !document.is_object() || format != Some(FORMAT) {
        return Err(ImportError::DocumentFormat {
            document: name,
            format: format.map(str::to_owned),
        });
    }
    if document.get("posts").is_some_and(|p| !p.is_array()) {
        return Err(ImportError::DocumentPosts { document: name });
    }
    add_posts(&mut document, posts);
    Ok(document)
}

fn add_posts(document: &mut Value, posts: &[ImportedPost]) {
    let Some(object) = document.as_object_mut() else {
        return;
    };
    let list = object
        .entry("posts")
        .or_insert_with(|| Value::Array(Vec::new()));
    let Some(list) = list.as_array_mut() else {
        return;
    };
    // Where each post already is, by id: one look-up per post, so that a long game's
    // thread (24,000 posts) merges in linear time (issue 28: a search of the whole list for
    // every post took 20 s at 24,000).
    let mut at: HashMap<u64, usize> = list
        .iter()
        .enumerate()
        .filter_map(|(i, p)| Some((p.get("id")?.as_u64()?, i)))
        .collect();
    for post in posts {
        match at.get(&post.id).and_then(|&i| list[i].as_object_mut()) {
            Some(entry) => write_post(entry, post),
            None => {
                let mut entry = Map::new();
                write_post(&mut entry, post);
                at.insert(post.id, list.len());
                list.push(Value::Object(entry));
            }
        }
    }
    sort_posts(list);
    // A document needs a schedule: without one, it starts at the first post.
    if !object.contains_key("start") && !object.contains_key("phases") {
        if let Some(first) = object
            .get("posts")
            .and_then(Value::as_array)
            .and_then(|l| l.first())
            .and_then(|p| p.get("time"))
            .cloned()
        {
            object.insert("start".to_owned(), first);
        }
    }
}

/// The page's fields of a post, over the entry's.
fn write_post(entry: &mut Map<String, Value>, post: &ImportedPost) {
    entry.insert("id".to_owned(), json!(post.id));
    set_or_remove(entry, "number", post.number.map(|n| json!(n)));
    entry.insert("author".to_owned(), json!(post.author));
    entry.insert("time".to_owned(), json!(post.time));
    entry.insert("markup".to_owned(), json!("html"));
    entry.insert("body".to_owned(), json!(post.body));
    set_or_remove(entry, "edited", post.edited.as_ref().map(|e| json!(e)));
    set_or_remove(entry, "url", post.url.as_ref().map(|u| json!(u)));
}

fn set_or_remove(entry: &mut Map<String, Value>, key: &str, value: Option<Value>) {
    match value {
        Some(value) => entry.insert(key.to_owned(), value),
        None => entry.remove(key),
    };
}

/// Thread order: by the forum's post number when every post has one (Discourse moves
/// posts between topics, so its ids are not always in order), else by id, which every
/// engine hands out in increasing order.
fn sort_posts(list: &mut [Value]) {
    let id = |p: &Value| p.get("id").and_then(Value::as_u64).unwrap_or(u64::MAX);
    let number = |p: &Value| p.get("number").and_then(Value::as_u64);
    if list.iter().all(|p| number(p).is_some()) {
        list.sort_by_key(|p| (number(p), id(p)));
    } else {
        list.sort_by_key(id);
    }
}

/// The ids of the posts a thread document already holds (none when it is not one): what a
/// fetch that goes on into it need not ask for again.
pub fn known_post_ids(document: &str) -> std::collections::HashSet<u64> {
    serde_json::from_str::<Value>(document)
        .ok()
        .and_then(|d| {
            d["posts"]
                .as_array()
                .map(|p| p.iter().filter_map(|p| p["id"].as_u64()).collect())
        })
        .unwrap_or_default()
}
