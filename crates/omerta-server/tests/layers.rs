//! The server's house, held by a test (issue 29): its modules import one another in one
//! direction only, and the faces (the JSON API in `routes.rs`, the pages in `web/`) sit on
//! top: no domain module reaches into a face, and no page calls an API handler.
//!
//! The graph is read from the sources: `crate::a::b` and `super::x` paths outside test
//! modules, as a reader would follow them.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// Every module of the server's library, by path (`web::pro`), with its source less its
/// tests.
fn modules() -> BTreeMap<String, String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut out = BTreeMap::new();
    let mut dirs = vec![root.clone()];
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(&dir).expect("the sources are readable") {
            let path = entry.expect("a directory entry").path();
            if path.is_dir() {
                dirs.push(path);
                continue;
            }
            if path.extension().and_then(|e| e.to_str()) != Some("rs") {
                continue;
            }
            let relative = path.strip_prefix(&root).unwrap().with_extension("");
            let mut name = relative.to_string_lossy().replace('/', "::");
            if let Some(parent) = name.strip_suffix("::mod") {
                name = parent.to_string();
            }
            if name == "lib" {
                // The composition root: it may know every module.
                continue;
            }
            let text = std::fs::read_to_string(&path).unwrap();
            let text = match text.find("#[cfg(test)]\nmod tests") {
                Some(at) => text[..at].to_string(),
                None => text,
            };
            out.insert(name, text);
        }
    }
    out
}

/// The identifiers of a path's segments starting at `at` (`a::b::{c, d}` gives `a`, `b`).
fn segments(text: &str) -> Vec<&str> {
    text.split("::")
        .map(|s| {
            let end = s
                .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
                .unwrap_or(s.len());
            &s[..end]
        })
        .take_while(|s| !s.is_empty())
        .collect()
}

/// The modules `name` refers to.
fn imports(name: &str, text: &str, known: &BTreeSet<String>) -> BTreeSet<String> {
    let parent = name.rsplit_once("::").map(|(p, _)| p.to_string());
    let mut out = BTreeSet::new();
    let mut resolve = |path: Vec<&str>| {
        // The longest known module the path starts with.
        for length in (1..=path.len()).rev() {
            let candidate = path[..length].join("::");
            if known.contains(&candidate) {
                if candidate != name {
                    out.insert(candidate);
                }
                return;
            }
        }
    };
    for (at, _) in text.match_indices("crate::") {
        resolve(segments(&text[at + "crate::".len()..]));
    }
    for (at, _) in text.match_indices("super::") {
        let rest = &text[at + "super::".len()..];
        let mut path: Vec<&str> = parent.iter().flat_map(|p| p.split("::")).collect();
        if rest.starts_with('{') {
            // `use super::{a, b::c}`: each item.
            let list = &rest[1..rest.find('}').unwrap_or(rest.len())];
            for item in list.split(',') {
                let mut p = path.clone();
                p.extend(segments(item.trim()));
                resolve(p);
            }
        } else {
            path.extend(segments(rest));
            resolve(path);
        }
    }
    out
}

fn graph() -> BTreeMap<String, BTreeSet<String>> {
    let modules = modules();
    let known: BTreeSet<String> = modules.keys().cloned().collect();
    modules
        .iter()
        .map(|(name, text)| (name.clone(), imports(name, text, &known)))
        .collect()
}

/// Whether `to` can be reached from `from`.
fn reaches(graph: &BTreeMap<String, BTreeSet<String>>, from: &str, to: &str) -> bool {
    let mut seen = BTreeSet::new();
    let mut next = vec![from.to_string()];
    while let Some(module) = next.pop() {
        for target in graph.get(&module).into_iter().flatten() {
            if target == to {
                return true;
            }
            if seen.insert(target.clone()) {
                next.push(target.clone());
            }
        }
    }
    false
}

/// The modules that speak HTTP besides the faces: the caller from a cookie (`auth`), a
/// refusal as a response (`error`), the store's health as a middleware (`health`).
const HTTP_SUPPORT: [&str; 3] = ["auth", "error", "health"];

fn is_face(module: &str) -> bool {
    module == "api"
        || module.starts_with("api::")
        || module == "stream"
        || module == "web"
        || module.starts_with("web::")
}

#[test]
fn the_graph_is_read_from_the_sources() {
    let graph = graph();
    // A few edges known to exist, so that an empty graph cannot pass the tests below.
    for (from, to) in [
        ("api", "games"),
        ("web::pages", "accounts"),
        ("tournaments", "games"),
        ("stream", "feed"),
    ] {
        assert!(
            graph[from].contains(to),
            "{from} should import {to}: {:?}",
            graph[from]
        );
    }
}

#[test]
fn no_module_imports_one_that_imports_it_back() {
    let graph = graph();
    let mut circles = Vec::new();
    for (module, targets) in &graph {
        for target in targets {
            // A parent module and its children (`web` and `web::pro`) are one house.
            let family = target.starts_with(&format!("{module}::"))
                || module.starts_with(&format!("{target}::"));
            if !family && reaches(&graph, target, module) {
                circles.push(format!("{module} -> {target} -> ... -> {module}"));
            }
        }
    }
    assert!(
        circles.is_empty(),
        "imports in a circle:\n{}",
        circles.join("\n")
    );
}

#[test]
fn the_domain_never_imports_a_face_and_pages_never_call_the_api() {
    let graph = graph();
    let mut wrong = Vec::new();
    for (module, targets) in &graph {
        for target in targets {
            let domain_into_face = !is_face(module) && is_face(target);
            let page_into_api =
                module.starts_with("web") && (target == "api" || target.starts_with("api::"));
            if domain_into_face || page_into_api {
                wrong.push(format!("{module} imports {target}"));
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn the_domain_knows_no_http_framework_and_no_status_code() {
    let modules = modules();
    let mut wrong = Vec::new();
    for (module, text) in &modules {
        if is_face(module) || HTTP_SUPPORT.contains(&module.as_str()) {
            continue;
        }
        for word in ["axum", "StatusCode::"] {
            // Outgoing requests (webhooks, followed threads) read reqwest's statuses.
            let mentions = text
                .match_indices(word)
                .filter(|(at, _)| !text[..*at].ends_with("reqwest::"))
                .count();
            if mentions > 0 {
                wrong.push(format!("{module} mentions {word} {mentions} times"));
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}
