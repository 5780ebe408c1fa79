//! The catalog as CI holds it: Fluent syntax valid (no junk), every id of English in every
//! language (but the pairs `pending()` lists), no id unused and none used that English
//! lacks.
//!
//! **How an id is used** (the convention the scan reads exactly):
//!
//! - in Rust, `t(LANG, "id")` or `tr(LANG, "id", …)` (any path before `t`/`tr`, `LANG` an
//!   expression without quotes or parentheses), or `i18n::id("id")` for an id chosen
//!   before the call (a `match` that names a message);
//! - in templates, `t("id")` or `t("id", name=value)`;
//! - in Fluent, a message named by another message (`{ when-date }`).
//!
//! An id is never built from pieces (`format!("role-{}")`): the scan could not see it.

use fluent_syntax::ast;
use omerta_i18n::{areas, pending, sources, Lang, Source};
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

type Ids = BTreeMap<String, BTreeSet<String>>;

/// Each message's id and the variables it uses.
fn messages(source: &Source) -> Ids {
    let resource = match fluent_syntax::parser::parse(source.text) {
        Ok(resource) => resource,
        Err((_, errors)) => panic!("{}: Fluent syntax errors: {errors:?}", source.path),
    };
    let mut ids = Ids::new();
    for entry in &resource.body {
        match entry {
            ast::Entry::Message(message) => {
                let mut variables = BTreeSet::new();
                if let Some(pattern) = &message.value {
                    pattern_names(pattern, &mut variables, &mut BTreeSet::new());
                }
                let fresh = ids.insert(message.id.name.to_string(), variables).is_none();
                assert!(
                    fresh,
                    "{}: {} is defined twice",
                    source.path, message.id.name
                );
            }
            ast::Entry::Junk { content } => panic!("{}: junk: {content}", source.path),
            _ => {}
        }
    }
    ids
}

/// The variables and the messages a pattern names.
fn pattern_names(
    pattern: &ast::Pattern<&str>,
    variables: &mut BTreeSet<String>,
    references: &mut BTreeSet<String>,
) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            expression_names(expression, variables, references);
        }
    }
}

fn expression_names(
    expression: &ast::Expression<&str>,
    variables: &mut BTreeSet<String>,
    references: &mut BTreeSet<String>,
) {
    match expression {
        ast::Expression::Select { selector, variants } => {
            inline_names(selector, variables, references);
            for variant in variants {
                pattern_names(&variant.value, variables, references);
            }
        }
        ast::Expression::Inline(inline) => inline_names(inline, variables, references),
    }
}

fn inline_names(
    inline: &ast::InlineExpression<&str>,
    variables: &mut BTreeSet<String>,
    references: &mut BTreeSet<String>,
) {
    match inline {
        ast::InlineExpression::VariableReference { id } => {
            variables.insert(id.name.to_string());
        }
        ast::InlineExpression::MessageReference { id, .. } => {
            references.insert(id.name.to_string());
        }
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            for argument in &arguments.positional {
                inline_names(argument, variables, references);
            }
        }
        ast::InlineExpression::Placeable { expression } => {
            expression_names(expression, variables, references)
        }
        _ => {}
    }
}

/// The messages the English messages name.
fn referenced_in_english() -> BTreeSet<String> {
    let mut references = BTreeSet::new();
    for source in sources().iter().filter(|s| s.lang == Lang::En) {
        let resource = fluent_syntax::parser::parse(source.text).expect("parsed above");
        for entry in &resource.body {
            if let ast::Entry::Message(message) = entry {
                if let Some(pattern) = &message.value {
                    pattern_names(pattern, &mut BTreeSet::new(), &mut references);
                }
            }
        }
    }
    references
}

fn english(area: &str) -> Ids {
    let source = sources()
        .iter()
        .find(|s| s.lang == Lang::En && s.area == area)
        .expect("English has every area");
    messages(source)
}

#[test]
fn every_file_is_valid_fluent_without_junk_or_duplicates() {
    for source in sources() {
        messages(source);
    }
    // And across a language's files: an id belongs to one area.
    for lang in Lang::ALL {
        let mut seen = BTreeMap::new();
        for source in sources().iter().filter(|s| s.lang == lang) {
            for id in messages(source).into_keys() {
                if let Some(other) = seen.insert(id.clone(), source.path) {
                    panic!("{id} is in both {other} and {}", source.path);
                }
            }
        }
    }
}

#[test]
fn every_language_has_every_id_of_english_and_no_other() {
    let mut problems = Vec::new();
    for area in areas() {
        let english = english(area);
        for lang in Lang::ALL.into_iter().filter(|l| *l != Lang::En) {
            let source = sources().iter().find(|s| s.lang == lang && s.area == area);
            let is_pending = pending().contains(&(lang, area));
            let Some(source) = source else {
                if !is_pending {
                    problems.push(format!("{lang} has no {area}.ftl"));
                }
                continue;
            };
            if is_pending {
                problems.push(format!("{lang}/{area}.ftl exists: take it off pending()"));
            }
            let translated = messages(source);
            for (id, variables) in &english {
                match translated.get(id) {
                    None => problems.push(format!("{}: {id} is missing", source.path)),
                    Some(theirs) => {
                        for extra in theirs.difference(variables) {
                            problems.push(format!(
                                "{}: {id} uses ${extra}, which English's does not",
                                source.path
                            ));
                        }
                    }
                }
            }
            for id in translated.keys().filter(|id| !english.contains_key(*id)) {
                problems.push(format!("{}: {id} is not in English", source.path));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The sources and templates of every crate of the workspace (not their tests).
fn scanned_files() -> Vec<PathBuf> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        let Ok(entries) = std::fs::read_dir(dir) else {
            return;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir() {
                walk(&path, out);
            } else if matches!(
                path.extension().and_then(|e| e.to_str()),
                Some("rs" | "html" | "js")
            ) {
                out.push(path);
            }
        }
    }
    let mut files = Vec::new();
    let crates = workspace().join("crates");
    for krate in std::fs::read_dir(&crates)
        .expect("the workspace's crates")
        .flatten()
    {
        for part in ["src", "templates", "assets"] {
            walk(&krate.path().join(part), &mut files);
        }
    }
    files
}

fn is_ident(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_'
}

/// A Fluent identifier in quotes at the start of `rest`: `"id"`.
fn quoted_id(rest: &[u8]) -> Option<String> {
    let rest = rest.strip_prefix(b"\"")?;
    let end = rest.iter().position(|&b| b == b'"')?;
    let id = &rest[..end];
    let valid = id.first().is_some_and(u8::is_ascii_alphabetic)
        && id.iter().all(|&b| is_ident(b) || b == b'-');
    valid.then(|| String::from_utf8_lossy(id).into_owned())
}

fn skip_spaces(bytes: &[u8]) -> &[u8] {
    let start = bytes
        .iter()
        .position(|b| !b.is_ascii_whitespace())
        .unwrap_or(bytes.len());
    &bytes[start..]
}

/// The ids a file uses, by the convention above.
fn used_in(path: &Path, text: &str) -> Vec<String> {
    let bytes = text.as_bytes();
    let rust = path.extension().is_some_and(|e| e == "rs");
    let mut used = Vec::new();
    for (at, _) in text.match_indices('(') {
        let before = &bytes[..at];
        let name_start = before
            .iter()
            .rposition(|&b| !is_ident(b))
            .map_or(0, |i| i + 1);
        let name = &before[name_start..];
        let after = &bytes[at + 1..];
        let id = match (rust, name) {
            (true, b"t" | b"tr") => {
                // The language: an expression without quotes or parentheses, then a comma.
                let Some(comma) = after.iter().position(|&b| b == b',') else {
                    continue;
                };
                if after[..comma]
                    .iter()
                    .any(|&b| matches!(b, b'"' | b'(' | b')'))
                {
                    continue;
                }
                quoted_id(skip_spaces(&after[comma + 1..]))
            }
            (true, b"id") if before[..name_start].ends_with(b"i18n::") => {
                quoted_id(skip_spaces(after))
            }
            (false, b"t") => quoted_id(skip_spaces(after)),
            _ => None,
        };
        used.extend(id);
    }
    used
}

#[test]
fn every_id_is_used_and_every_used_id_exists() {
    let mut used: BTreeMap<String, PathBuf> = BTreeMap::new();
    for path in scanned_files() {
        let text = std::fs::read_to_string(&path).unwrap_or_default();
        for id in used_in(&path, &text) {
            used.entry(id).or_insert_with(|| path.clone());
        }
    }
    let referenced = referenced_in_english();
    let mut problems = Vec::new();
    let mut defined = BTreeSet::new();
    for area in areas() {
        for id in english(area).into_keys() {
            if !used.contains_key(&id) && !referenced.contains(&id) {
                problems.push(format!("en/{area}.ftl: {id} is used nowhere"));
            }
            defined.insert(id);
        }
    }
    for (id, path) in &used {
        if !defined.contains(id) {
            problems.push(format!(
                "{}: uses {id}, which English lacks",
                path.display()
            ));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn the_scan_reads_the_convention_exactly() {
    let rust = Path::new("x.rs");
    let found = used_in(
        rust,
        r#"let a = t(lang, "site-nav-games"); let b = omerta_i18n::tr(caller.lang, "when-utc", &args);
           let c = i18n::id("error-home"); let d = t(x, y); let e = format(lang, "not-this"); let f = id("nor-this");
           let g = t(f(x), "nor-that");"#,
    );
    assert_eq!(found, ["site-nav-games", "when-utc", "error-home"]);
    let html = Path::new("x.html");
    let found = used_in(
        html,
        r#"{{ t("site-sign-in") }} {{ t( "settings-save", n=1) }} {{ st("no") }} {{ t(name) }}"#,
    );
    assert_eq!(found, ["site-sign-in", "settings-save"]);
}
