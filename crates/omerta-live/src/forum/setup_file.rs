//! The setup file, `omerta-forum-setup/1` (D26, `docs/live/forum.md` "Setups"): a named
//! setup to save, share and host again. `{"format", "name", "description", "setup"}`,
//! where `setup` is exactly what the start command takes, so a file's setup can be pasted
//! into the start form and a start form's choices saved as a file.
//!
//! A file is read in two steps kept apart, as the rule crates' documents are: [`read`]
//! says first whether it is a setup file at all (JSON, of the format's shape: a wrong type
//! or an unknown field stops the reader, at its line and column), then checks it whole and
//! reports every problem at once ([`super::check`]), each at its place.

use super::check::{check, pointer, Problem};
use super::Setup;
use crate::{i18n, names, Arg, Words};
use serde::{Deserialize, Serialize};

/// The format a setup file names.
pub const FORMAT: &str = "omerta-forum-setup/1";
/// The biggest setup file, in bytes (a thousand roles with night attributes fit).
pub const MAX_FILE_BYTES: usize = 1024 * 1024;
/// A setup's name: what a host's list shows, told apart from the host's other setups'.
pub const NAME: names::Rule = names::Rule {
    what: "a setup's name",
    least: 1,
    most: 80,
    plain: false,
};
/// The longest description, in characters.
pub const MAX_DESCRIPTION: usize = 2_000;

/// A setup file.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct SetupFile {
    /// Always "omerta-forum-setup/1".
    #[cfg_attr(feature = "schema", schemars(extend("const" = FORMAT)))]
    pub format: String,
    /// The setup's name, 1 to 80 characters ("Mountainous 7").
    #[cfg_attr(feature = "schema", schemars(length(min = 1, max = 80)))]
    pub name: String,
    /// What the host says of it, at most 2,000 characters.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    #[cfg_attr(feature = "schema", schemars(length(max = 2000)))]
    pub description: String,
    /// The setup, as the start command takes it (`docs/live/forum.md`).
    pub setup: Setup,
}

/// Why a file was not read: not a setup file at all (the reader stopped at one place), or
/// a setup file with problems (every one of them).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FileError {
    /// Not JSON (or too big to read): the place the reader stopped.
    Parse(Problem),
    /// JSON, but not a setup file's shape (a wrong type, an unknown field): the place.
    Shape(Problem),
    Invalid(Vec<Problem>),
}

impl FileError {
    /// Every problem, in the order found.
    pub fn problems(&self) -> Vec<Problem> {
        match self {
            FileError::Parse(p) | FileError::Shape(p) => vec![p.clone()],
            FileError::Invalid(problems) => problems.clone(),
        }
    }
}

impl SetupFile {
    /// A file of `setup` under `name`.
    pub fn new(name: &str, description: &str, setup: Setup) -> SetupFile {
        SetupFile {
            format: FORMAT.to_string(),
            name: name.to_string(),
            description: description.to_string(),
            setup,
        }
    }

    /// The file's text: pretty JSON, as downloaded.
    pub fn to_text(&self) -> String {
        let mut text = serde_json::to_string_pretty(self).expect("a setup is JSON");
        text.push('\n');
        text
    }
}

/// Reads a setup file: the file, or why not (D25, D26).
pub fn read(text: &str) -> Result<SetupFile, FileError> {
    if text.len() > MAX_FILE_BYTES {
        return Err(FileError::Parse(Problem::said(
            "",
            format!(
                "A setup file is at most {MAX_FILE_BYTES} bytes (1 MB); this one has {} bytes.",
                text.len()
            ),
            i18n::id("setup-file-too-big"),
            [
                ("most", Arg::Text(MAX_FILE_BYTES.to_string())),
                ("size", Arg::Text(text.len().to_string())),
            ],
        )));
    }
    if let Some(problem) = other_format(text) {
        return Err(FileError::Invalid(vec![problem]));
    }
    let mut reader = serde_json::Deserializer::from_str(text);
    let file: SetupFile = serde_path_to_error::deserialize(&mut reader).map_err(|e| {
        let problem = parse_problem(Some(e.path()), e.inner());
        match e.inner().classify() {
            serde_json::error::Category::Data => FileError::Shape(problem),
            _ => FileError::Parse(problem),
        }
    })?;
    reader
        .end()
        .map_err(|e| FileError::Parse(parse_problem(None, &e)))?;
    let problems = check_file(&file);
    if problems.is_empty() {
        Ok(file)
    } else {
        Err(FileError::Invalid(problems))
    }
}

/// Every problem of a file read: its name, its description, and its setup's (placed
/// under `/setup`).
pub fn check_file(file: &SetupFile) -> Vec<Problem> {
    let mut problems = Vec::new();
    if let Err(problem) = check_name_at(&file.name) {
        problems.push(problem);
    }
    if let Err(problem) = check_description_at(&file.description) {
        problems.push(problem);
    }
    problems.extend(check(&file.setup, None).into_iter().map(|mut p| {
        p.at = format!("/setup{}", p.at);
        p
    }));
    problems
}

/// A setup's name by the one rule for names ([`names::check`]): the name as kept, or why
/// not, in a sentence. Look-alikes among a host's setups are the service's to find.
pub fn check_name(name: &str) -> Result<String, String> {
    check_name_at(name).map_err(|problem| problem.message)
}

/// [`check_name`] as a problem at `/name`, said in English and as data (the names' own
/// refusal, as a sentence: the faces capitalize a problem's sentence).
pub fn check_name_at(name: &str) -> Result<String, Problem> {
    names::check(name, &NAME, std::iter::empty()).map_err(|unfit| {
        Problem::said(
            "/name",
            capital(&unfit.to_string()),
            i18n::id("setup-problem-sentence"),
            [("sentence", Arg::Words(crate::refusals::unfit_words(&unfit)))],
        )
    })
}

/// A description: at most [`MAX_DESCRIPTION`] characters, control characters only as line
/// breaks and tabs.
pub fn check_description(text: &str) -> Result<(), String> {
    check_description_at(text).map_err(|problem| problem.message)
}

/// [`check_description`] as a problem at `/description`, in English and as data.
pub fn check_description_at(text: &str) -> Result<(), Problem> {
    let count = text.chars().count();
    if count > MAX_DESCRIPTION {
        return Err(Problem::said(
            "/description",
            format!("A description is at most {MAX_DESCRIPTION} characters; this one has {count}."),
            i18n::id("setup-file-description-long"),
            [
                ("most", Arg::Number(MAX_DESCRIPTION as i64)),
                ("count", Arg::Number(count as i64)),
            ],
        ));
    }
    if let Some(c) = text
        .chars()
        .find(|c| c.is_control() && !matches!(c, '\n' | '\r' | '\t'))
    {
        let point = format!("U+{:04X}", c as u32);
        return Err(Problem::said(
            "/description",
            format!("A description has no control characters but line breaks ({point} is one)."),
            i18n::id("setup-file-description-control"),
            [("char", Arg::Text(point))],
        ));
    }
    Ok(())
}

fn capital(text: &str) -> String {
    let mut chars = text.chars();
    let mut out: String = chars
        .next()
        .map(|c| c.to_uppercase().collect())
        .unwrap_or_default();
    out.push_str(chars.as_str());
    if !out.ends_with('.') {
        out.push('.');
    }
    out
}

/// A file naming another format (or none) is not read further.
fn other_format(text: &str) -> Option<Problem> {
    #[derive(Deserialize)]
    struct Head {
        format: Option<serde_json::Value>,
    }
    // Not JSON at all: the typed reader says where.
    let head: Head = serde_json::from_str(text).ok()?;
    match head.format {
        Some(serde_json::Value::String(f)) if f == FORMAT => None,
        Some(other) => {
            let named = clip(&other.to_string());
            Some(Problem::said(
                "/format",
                format!(
                    "The format {named} is not one this reads; a setup file says \"{FORMAT}\"."
                ),
                i18n::id("setup-file-other-format"),
                [
                    ("named", Arg::Text(named)),
                    ("format", Arg::Text(FORMAT.to_string())),
                ],
            ))
        }
        None => Some(Problem::said(
            "/format",
            format!("A setup file says its format: \"format\": \"{FORMAT}\"."),
            i18n::id("setup-file-no-format"),
            [("format", Arg::Text(FORMAT.to_string()))],
        )),
    }
}

fn clip(text: &str) -> String {
    if text.chars().count() <= 60 {
        text.to_string()
    } else {
        format!("{}…", text.chars().take(60).collect::<String>())
    }
}

/// Where and why the reader stopped: the path it was at, as a JSON pointer, with the line
/// and column.
fn parse_problem(path: Option<&serde_path_to_error::Path>, inner: &serde_json::Error) -> Problem {
    use serde_path_to_error::Segment;
    let parts: Vec<String> = path
        .into_iter()
        .flat_map(|p| p.iter())
        .filter_map(|segment| match segment {
            Segment::Seq { index } => Some(index.to_string()),
            Segment::Map { key } => Some(key.clone()),
            Segment::Enum { variant } => Some(variant.clone()),
            Segment::Unknown => None,
        })
        .collect();
    let message = inner.to_string();
    // serde_json ends its message with " at line L column C": the problem has them apart.
    let message = match message.rfind(" at line ") {
        Some(at) => message[..at].to_string(),
        None => message,
    };
    // Why the reader stopped, by serde's category: each its own sentence in every language
    // (the text ends early, is not JSON, is not the shape, could not be read).
    let (what, id) = match inner.classify() {
        serde_json::error::Category::Syntax => {
            ("The file is not JSON", i18n::id("setup-file-not-json"))
        }
        serde_json::error::Category::Eof => {
            ("The file is not JSON", i18n::id("setup-file-ends-early"))
        }
        serde_json::error::Category::Io => {
            ("The file could not be read", i18n::id("setup-file-unread"))
        }
        serde_json::error::Category::Data => (
            "The file is not a setup file's shape",
            i18n::id("setup-file-shape"),
        ),
    };
    // serde's own detail (its English: a field, a type) is an argument of ours, which
    // other languages quote as a technical detail after their own sentence; the line and
    // column are the sentence's too (the setup page lists a problem by its pointer alone).
    let detail = clip_long(&message);
    let (line, column) = (inner.line(), inner.column());
    Problem {
        line: Some(line),
        column: Some(column),
        words: Some(Words::new(
            id,
            [
                ("detail", Arg::Text(detail.clone())),
                ("line", Arg::Text(line.to_string())),
                ("column", Arg::Text(column.to_string())),
            ],
        )),
        ..Problem::new(pointer(parts), format!("{what}: {detail}."))
    }
}

/// serde's message quotes what it read: a 10,000-character name stays out of the sentence.
fn clip_long(text: &str) -> String {
    if text.chars().count() <= 300 {
        text.to_string()
    } else {
        format!("{}…", text.chars().take(300).collect::<String>())
    }
}

/// The JSON Schema of the setup file (draft 2020-12), served at
/// `/api/schemas/omerta-forum-setup-1.json`.
#[cfg(feature = "schema")]
pub fn schema() -> serde_json::Value {
    omerta_schema::document::<SetupFile>(FORMAT, "omerta-forum-setup/1 setup file")
}
