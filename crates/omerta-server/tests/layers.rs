//! The server's house, held by a test (issue 29): the operations are a crate of their own
//! (`omerta-service`) that knows no HTTP framework and no status code; within each crate
//! modules import one another in one direction only; the faces (the JSON API in `api/`,
//! the pages in `web/`) sit on top, and no page calls an API handler.
//!
//! The graph is read from the sources: `crate::a::b` and `super::x` paths outside test
//! modules, as a reader would follow them.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// Every module of a crate's library (`omerta-server` or `omerta-service`), by path
/// (`web::pro`), with its source less its tests.
fn modules_of(krate: &str) -> BTreeMap<String, String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("..")
        .join(krate)
        .join("src");
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

/// The server's modules (the faces).
fn modules() -> BTreeMap<String, String> {
    modules_of("omerta-server")
}

fn graph_of(modules: BTreeMap<String, String>) -> BTreeMap<String, BTreeSet<String>> {
    let known: BTreeSet<String> = modules.keys().cloned().collect();
    modules
        .iter()
        .map(|(name, text)| (name.clone(), imports(name, text, &known)))
        .collect()
}

fn graph() -> BTreeMap<String, BTreeSet<String>> {
    graph_of(modules())
}

fn service_graph() -> BTreeMap<String, BTreeSet<String>> {
    graph_of(modules_of("omerta-service"))
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

fn is_face(module: &str) -> bool {
    module == "api"
        || module.starts_with("api::")
        || module == "stream"
        || module == "web"
        || module.starts_with("web::")
}

#[test]
fn the_graph_is_read_from_the_sources() {
    // A few edges known to exist, so that an empty graph cannot pass the tests below.
    let service = service_graph();
    for (from, to) in [
        ("tournaments", "games"),
        ("upload", "tournaments"),
        ("accounts", "auth"),
    ] {
        assert!(
            service[from].contains(to),
            "{from} should import {to}: {:?}",
            service[from]
        );
    }
    let faces = graph();
    for (from, to) in [("web::pages", "auth"), ("api", "error"), ("stream", "auth")] {
        assert!(
            faces[from].contains(to),
            "{from} should import {to}: {:?}",
            faces[from]
        );
    }
}

#[test]
fn no_module_imports_one_that_imports_it_back() {
    let mut circles = Vec::new();
    for graph in [graph(), service_graph()] {
        circles.extend(circles_in(&graph));
    }
    assert!(
        circles.is_empty(),
        "imports in a circle:\n{}",
        circles.join("\n")
    );
}

fn circles_in(graph: &BTreeMap<String, BTreeSet<String>>) -> Vec<String> {
    let mut circles = Vec::new();
    for (module, targets) in graph {
        for target in targets {
            // A parent module and its children (`web` and `web::pro`) are one house.
            let family = target.starts_with(&format!("{module}::"))
                || module.starts_with(&format!("{target}::"));
            if !family && reaches(graph, target, module) {
                circles.push(format!("{module} -> {target} -> ... -> {module}"));
            }
        }
    }
    circles
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
fn the_service_knows_no_http_framework_and_no_status_code() {
    let manifest = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../omerta-service/Cargo.toml"),
    )
    .unwrap();
    let dependencies = manifest
        .split("[dev-dependencies]")
        .next()
        .unwrap_or_default();
    for framework in ["axum", "hyper", "tower", "minijinja", "http ="] {
        assert!(
            !dependencies
                .lines()
                .any(|line| line.trim_start().starts_with(framework)),
            "omerta-service depends on {framework}"
        );
    }
    let mut wrong = Vec::new();
    for (module, text) in modules_of("omerta-service") {
        for word in ["axum", "StatusCode::", "Set-Cookie", "set-cookie"] {
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

#[test]
fn the_faces_ask_the_service_never_the_store() {
    let mut wrong = Vec::new();
    for (module, text) in modules() {
        let asked = text.matches(".store.").count() + text.matches(".store\n").count();
        if is_face(&module) && asked > 0 {
            wrong.push(format!("{module} asks the store {asked} times"));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}
