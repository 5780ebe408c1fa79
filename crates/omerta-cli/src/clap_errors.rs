//! clap's refusals of a command line in the reader's language (issue 30): an unknown
//! argument or command, a value that does not parse, a missing argument or command, two
//! arguments that cannot go together, with their tips, their usage line and "For more
//! information, try '--help'.".
//!
//! clap formats a refusal from its kind and its context (`clap::error::ContextKind`); in
//! a language other than English, [`exit`] writes the same refusal from the same kind and
//! context through the catalog's messages (area `clap`, one message per kind), with clap's
//! layout, quotes and styles, on standard error with clap's colour choice and exit code.
//! English is clap's own output, untouched; the tests render every refusal in the catalog's
//! English too and hold it to clap's, byte for byte and style for style, so the layout the
//! other languages share is clap's. A value the reader typed is an argument of a message,
//! never part of its pattern: it is written once, as typed, between clap's quotes.
//!
//! The help, the version and the help shown for a missing command (clap's "errors"
//! `DisplayHelp`, `DisplayVersion`, `DisplayHelpOnMissingArgumentOrSubcommand`) are left to
//! clap: `help.rs` words them.

use clap::builder::styling::{Style, Styles};
use clap::error::{ContextKind, ContextValue, ErrorKind};
use clap::{ColorChoice, Command, Error};
use omerta_i18n::{t, tr, Args, Lang};
use std::fmt::Write as _;

/// clap's indentation of a list under a sentence and of a tip.
const TAB: &str = "  ";

/// Prints `error` as clap does (standard error for a refusal, standard output for a help or
/// a version, clap's colour choice) in `lang`, and ends the process with clap's exit code
/// (2 for a refusal).
pub fn exit(error: &Error, command: &Command, lang: Lang) -> ! {
    if lang != Lang::En {
        if let Some(text) = render(error, command.get_styles(), lang) {
            use std::io::Write;
            let choice = match command.get_color() {
                ColorChoice::Always => anstream::ColorChoice::Always,
                ColorChoice::Never => anstream::ColorChoice::Never,
                ColorChoice::Auto => anstream::ColorChoice::Auto,
            };
            let mut stderr = anstream::AutoStream::new(std::io::stderr().lock(), choice);
            // As clap does: a standard error that cannot be written to is let go.
            let _ = stderr.write_all(text.as_bytes());
            let _ = stderr.flush();
            std::process::exit(error.exit_code());
        }
    }
    error.exit()
}

/// The message that says a refusal of `kind`, for the kinds this module words; `None` for
/// the kinds clap prints as they are (a help, a version; an IO or formatting failure,
/// which carries its own text).
pub fn message(kind: ErrorKind) -> Option<&'static str> {
    let id = match kind {
        ErrorKind::InvalidValue => omerta_i18n::id("clap-invalid-value"),
        ErrorKind::UnknownArgument => omerta_i18n::id("clap-unknown-argument"),
        ErrorKind::InvalidSubcommand => omerta_i18n::id("clap-invalid-subcommand"),
        ErrorKind::NoEquals => omerta_i18n::id("clap-no-equals"),
        ErrorKind::ValueValidation => omerta_i18n::id("clap-value-validation"),
        ErrorKind::TooManyValues => omerta_i18n::id("clap-too-many-values"),
        ErrorKind::TooFewValues => omerta_i18n::id("clap-too-few-values"),
        ErrorKind::WrongNumberOfValues => omerta_i18n::id("clap-wrong-number-of-values"),
        ErrorKind::ArgumentConflict => omerta_i18n::id("clap-conflict"),
        ErrorKind::MissingRequiredArgument => omerta_i18n::id("clap-missing-required"),
        ErrorKind::MissingSubcommand => omerta_i18n::id("clap-missing-subcommand"),
        ErrorKind::InvalidUtf8 => omerta_i18n::id("clap-invalid-utf8"),
        ErrorKind::DisplayHelp
        | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand
        | ErrorKind::DisplayVersion
        | ErrorKind::Io
        | ErrorKind::Format => return None,
        // A kind a later clap adds: said by the fallback sentence.
        _ => omerta_i18n::id("clap-fallback"),
    };
    Some(id)
}

/// The refusal as clap would write it (styles as ANSI sequences, which the stream strips
/// when colours are off), worded in `lang`; `None` for what clap prints as it is: a help or
/// a version, and an error that carries its own message rather than a context (the
/// derive's, which names a field of the program, not of the command line).
pub fn render(error: &Error, styles: &Styles, lang: Lang) -> Option<String> {
    message(error.kind())?;
    // No context: an error that carries its own message.
    error.context().next()?;
    let words = Words { lang, styles };
    let mut out = String::new();
    let style = styles.get_error();
    let _ = write!(out, "{style}{}{style:#} ", t(lang, "clap-error"));
    match words.sentence(error) {
        Some(sentence) => out.push_str(&sentence),
        None if error.kind() == ErrorKind::InvalidUtf8 => {
            out.push_str(&t(lang, "clap-invalid-utf8"))
        }
        None => out.push_str(&t(lang, "clap-fallback")),
    }
    words.tips(error, &mut out);
    if let Some(ContextValue::StyledStr(usage)) = error.get(ContextKind::Usage) {
        out.push_str("\n\n");
        out.push_str(&usage_line(lang, styles, &usage.ansi().to_string()));
    }
    // clap's last line names the help flag of the command that refused (`--help`, or none
    // for `omerta help`'s own refusals): read from clap's rendering, whose end is clap's.
    let english = error.render().ansi().to_string();
    match help_flag(&english, styles) {
        Some(flag) => {
            let help = quoted(styles.get_literal(), flag);
            let more = tr(lang, "clap-more-information", &args([("help", help)]));
            let _ = write!(out, "\n\n{more}\n");
        }
        None => out.push('\n'),
    }
    Some(out)
}

/// The help flag in clap's last line: `For more information, try '--help'.`
fn help_flag<'a>(english: &'a str, styles: &Styles) -> Option<&'a str> {
    let literal = styles.get_literal();
    let end = format!("{literal:#}'.\n");
    let start = format!("\n\nFor more information, try '{literal}");
    let rest = english.strip_suffix(end.as_str())?;
    let at = rest.rfind(start.as_str())?;
    Some(&rest[at + start.len()..])
}

/// A usage line clap made (`Usage: omerta pro check [OPTIONS] <FILE>`, styled), with its
/// title and `[OPTIONS]` in `lang`; the arguments' value names and `<COMMAND>` are worded in
/// the command itself (`help::command`).
pub fn usage_line(lang: Lang, styles: &Styles, usage: &str) -> String {
    let style = styles.get_usage();
    let title = t(lang, "cli-help-usage");
    format!(
        "{style}{title}{style:#} {}",
        usage_body(lang, styles, usage)
    )
}

/// A usage line clap made, without its title and with `[OPTIONS]` in `lang`.
pub fn usage_body(lang: Lang, styles: &Styles, usage: &str) -> String {
    let style = styles.get_usage();
    let title = format!("{style}Usage:{style:#} ");
    placeholders(lang, usage.strip_prefix(title.as_str()).unwrap_or(usage))
}

/// A usage with clap's `[OPTIONS]` in `lang`.
pub fn placeholders(lang: Lang, usage: &str) -> String {
    if lang == Lang::En {
        return usage.to_owned();
    }
    let options = format!("[{}]", t(lang, "clap-placeholder-options"));
    usage.replace("[OPTIONS]", &options)
}

/// `'value'` in a style, as clap quotes what it names.
fn quoted(style: &Style, value: &str) -> String {
    format!("'{style}{value}{style:#}'")
}

fn args<const N: usize>(pairs: [(&'static str, String); N]) -> Args<'static> {
    let mut args = Args::new();
    for (name, value) in pairs {
        args.set(name, value);
    }
    args
}

/// A value in a list as clap writes it: in double quotes when empty or with a space.
fn escaped(value: &str) -> String {
    if value.is_empty() || value.contains(char::is_whitespace) {
        format!("{value:?}")
    } else {
        value.to_owned()
    }
}

struct Words<'a> {
    lang: Lang,
    styles: &'a Styles,
}

impl Words<'_> {
    fn invalid(&self, value: &str) -> String {
        quoted(self.styles.get_invalid(), value)
    }

    fn literal(&self, value: &str) -> String {
        quoted(self.styles.get_literal(), value)
    }

    fn valid(&self, value: &str) -> String {
        quoted(self.styles.get_valid(), value)
    }

    /// `value` in a style, unquoted (a count).
    fn styled(style: &Style, value: impl std::fmt::Display) -> String {
        format!("{style}{value}{style:#}")
    }

    /// The refusal's sentence from its context, as clap's `write_dynamic_context` reads it;
    /// `None` when the context lacks what the sentence needs.
    fn sentence(&self, error: &Error) -> Option<String> {
        let lang = self.lang;
        let string = |kind| match error.get(kind) {
            Some(ContextValue::String(value)) => Some(value.as_str()),
            _ => None,
        };
        let number = |kind| match error.get(kind) {
            Some(ContextValue::Number(n)) => Some(*n),
            _ => None,
        };
        let text = match error.kind() {
            ErrorKind::ArgumentConflict => return Some(self.conflict(error)),
            ErrorKind::NoEquals => {
                let arg = self.invalid(string(ContextKind::InvalidArg)?);
                tr(lang, "clap-no-equals", &args([("arg", arg)]))
            }
            ErrorKind::InvalidValue => {
                let arg = string(ContextKind::InvalidArg)?;
                let value = string(ContextKind::InvalidValue)?;
                let mut text = if value.is_empty() {
                    let arg = self.invalid(arg);
                    tr(lang, "clap-value-required", &args([("arg", arg)]))
                } else {
                    let words = [("value", self.invalid(value)), ("arg", self.literal(arg))];
                    tr(lang, "clap-invalid-value", &args(words))
                };
                let heading = t(lang, "clap-possible-values");
                self.list(&mut text, &heading, error.get(ContextKind::ValidValue));
                text
            }
            ErrorKind::InvalidSubcommand => {
                let command = self.invalid(string(ContextKind::InvalidSubcommand)?);
                tr(
                    lang,
                    "clap-invalid-subcommand",
                    &args([("command", command)]),
                )
            }
            ErrorKind::MissingRequiredArgument => {
                let Some(ContextValue::Strings(missing)) = error.get(ContextKind::InvalidArg)
                else {
                    return None;
                };
                let mut text = t(lang, "clap-missing-required");
                for arg in missing {
                    let _ = write!(
                        text,
                        "\n{TAB}{}",
                        Self::styled(self.styles.get_valid(), arg)
                    );
                }
                text
            }
            ErrorKind::MissingSubcommand => {
                let command = self.invalid(string(ContextKind::InvalidSubcommand)?);
                let mut text = tr(
                    lang,
                    "clap-missing-subcommand",
                    &args([("command", command)]),
                );
                let heading = t(lang, "clap-subcommands");
                self.list(&mut text, &heading, error.get(ContextKind::ValidSubcommand));
                text
            }
            ErrorKind::TooManyValues => {
                let value = self.invalid(string(ContextKind::InvalidValue)?);
                let arg = self.literal(string(ContextKind::InvalidArg)?);
                let words = [("value", value), ("arg", arg)];
                tr(lang, "clap-too-many-values", &args(words))
            }
            ErrorKind::TooFewValues => {
                let arg = self.literal(string(ContextKind::InvalidArg)?);
                let actual = number(ContextKind::ActualNumValues)?;
                let min = number(ContextKind::MinValues)?;
                let mut words = args([
                    ("arg", arg),
                    ("min", Self::styled(self.styles.get_valid(), min)),
                    ("actual", Self::styled(self.styles.get_invalid(), actual)),
                ]);
                words.set("count", actual as i64);
                tr(lang, "clap-too-few-values", &words)
            }
            ErrorKind::WrongNumberOfValues => {
                let arg = self.literal(string(ContextKind::InvalidArg)?);
                let actual = number(ContextKind::ActualNumValues)?;
                let expected = number(ContextKind::ExpectedNumValues)?;
                let mut words = args([
                    ("arg", arg),
                    ("expected", Self::styled(self.styles.get_valid(), expected)),
                    ("actual", Self::styled(self.styles.get_invalid(), actual)),
                ]);
                words.set("count", actual as i64);
                tr(lang, "clap-wrong-number-of-values", &words)
            }
            ErrorKind::ValueValidation => {
                let value = self.invalid(string(ContextKind::InvalidValue)?);
                let arg = self.literal(string(ContextKind::InvalidArg)?);
                match std::error::Error::source(error) {
                    Some(source) => {
                        let reason = reason(lang, source);
                        let words = [("value", value), ("arg", arg), ("reason", reason)];
                        tr(lang, "clap-value-validation", &args(words))
                    }
                    None => {
                        let words = [("value", value), ("arg", arg)];
                        tr(lang, "clap-invalid-value", &args(words))
                    }
                }
            }
            ErrorKind::UnknownArgument => {
                let arg = self.invalid(string(ContextKind::InvalidArg)?);
                tr(lang, "clap-unknown-argument", &args([("arg", arg)]))
            }
            _ => return None,
        };
        Some(text)
    }

    /// Two arguments (or a command and an argument) that cannot go together, or one used
    /// twice: clap's three endings (one other, a list of others, "one or more of the
    /// others").
    fn conflict(&self, error: &Error) -> String {
        let lang = self.lang;
        let mut prior = error.get(ContextKind::PriorArg);
        let (head, who) = match (
            error.get(ContextKind::InvalidArg),
            error.get(ContextKind::InvalidSubcommand),
        ) {
            (Some(ContextValue::String(arg)), _) => {
                if prior == Some(&ContextValue::String(arg.clone())) {
                    let arg = self.invalid(arg);
                    return tr(lang, "clap-conflict-repeated", &args([("arg", arg)]));
                }
                (true, ("arg", self.invalid(arg)))
            }
            (_, Some(ContextValue::String(command))) => (false, ("command", self.invalid(command))),
            _ => {
                prior = None;
                (true, ("arg", String::new()))
            }
        };
        let Some(prior) = prior else {
            return t(lang, "clap-conflict");
        };
        let invalid = self.styles.get_invalid();
        match prior {
            ContextValue::Strings(others) => {
                let mut text = if head {
                    tr(lang, "clap-conflict-with-list", &args([who]))
                } else {
                    tr(lang, "clap-subcommand-conflict-with-list", &args([who]))
                };
                for other in others {
                    let _ = write!(text, "\n{TAB}{}", Self::styled(invalid, other));
                }
                text
            }
            ContextValue::String(other) => {
                let words = args([who, ("other", self.invalid(other))]);
                if head {
                    tr(lang, "clap-conflict-with", &words)
                } else {
                    tr(lang, "clap-subcommand-conflict-with", &words)
                }
            }
            _ => {
                if head {
                    tr(lang, "clap-conflict-with-others", &args([who]))
                } else {
                    tr(lang, "clap-subcommand-conflict-with-others", &args([who]))
                }
            }
        }
    }

    /// `\n  [possible values: a, b]` after a sentence, as clap writes it.
    fn list(&self, text: &mut String, heading: &str, values: Option<&ContextValue>) {
        let Some(ContextValue::Strings(values)) = values else {
            return;
        };
        if values.is_empty() {
            return;
        }
        let valid = self.styles.get_valid();
        let values: Vec<String> = values
            .iter()
            .map(|v| Self::styled(valid, escaped(v)))
            .collect();
        let _ = write!(text, "\n{TAB}[{heading}: {}]", values.join(", "));
    }

    /// The tips after the sentence: similar commands, arguments and values, and clap's own
    /// suggestions (`-- VALUE`, a subcommand's flag), as clap orders them.
    fn tips(&self, error: &Error, out: &mut String) {
        let lang = self.lang;
        let valid = self.styles.get_valid();
        let tip = Self::styled(valid, t(lang, "clap-tip"));
        let mut suggested = false;
        let similar = [
            (
                ContextKind::SuggestedSubcommand,
                omerta_i18n::id("clap-similar-subcommand"),
            ),
            (
                ContextKind::SuggestedArg,
                omerta_i18n::id("clap-similar-argument"),
            ),
            (
                ContextKind::SuggestedValue,
                omerta_i18n::id("clap-similar-value"),
            ),
        ];
        for (kind, id) in similar {
            let Some(possible) = error.get(kind) else {
                continue;
            };
            out.push('\n');
            if !suggested {
                out.push('\n');
                suggested = true;
            }
            let _ = write!(out, "{TAB}{tip}");
            let possible: Vec<&str> = match possible {
                ContextValue::String(one) => vec![one.as_str()],
                ContextValue::Strings(many) => many.iter().map(String::as_str).collect(),
                _ => continue,
            };
            let list: Vec<String> = possible.iter().map(|p| self.valid(p)).collect();
            let mut words = args([("list", list.join(", "))]);
            words.set("count", possible.len() as i64);
            let _ = write!(out, " {}", omerta_i18n::tr(lang, id, &words));
        }
        if let Some(ContextValue::StyledStrs(suggestions)) = error.get(ContextKind::Suggested) {
            if !suggested {
                out.push('\n');
            }
            for suggestion in suggestions {
                let said = self.suggestion(error, &suggestion.to_string());
                let _ = write!(out, "\n{TAB}{tip} ");
                match said {
                    Some(said) => out.push_str(&said),
                    None => out.push_str(&suggestion.ansi().to_string()),
                }
            }
        }
    }

    /// One of clap's own suggestions, recognised by its English and worded; `None` for one
    /// this module does not know (written as clap wrote it).
    fn suggestion(&self, error: &Error, plain: &str) -> Option<String> {
        let lang = self.lang;
        let valid = self.styles.get_valid();
        let arg = match (
            error.get(ContextKind::InvalidArg),
            error.get(ContextKind::InvalidSubcommand),
        ) {
            (Some(ContextValue::String(arg)), _) | (_, Some(ContextValue::String(arg))) => arg,
            _ => return None,
        };
        // `to pass 'ARG' as a value, use 'NAME -- ARG'` (NAME: none for an argument, the
        // command's name for a subcommand).
        let as_value = format!("to pass '{arg}' as a value, use '");
        if let Some(rest) = plain.strip_prefix(as_value.as_str()) {
            let tail = format!("-- {arg}'");
            if let Some(name) = rest.strip_suffix(tail.as_str()) {
                let words = args([
                    ("arg", self.invalid(arg)),
                    (
                        "use",
                        format!("'{}'", Self::styled(valid, format!("{name}-- {arg}"))),
                    ),
                ]);
                return Some(tr(lang, "clap-tip-as-value", &words));
            }
        }
        // `subcommand 'ARG' exists; to use it, remove the '--' before it`.
        if plain == format!("subcommand '{arg}' exists; to use it, remove the '--' before it") {
            let words = args([("command", self.valid(arg)), ("dashes", self.invalid("--"))]);
            return Some(tr(lang, "clap-tip-remove-dashes", &words));
        }
        // `'SUBCOMMAND ARG' exists`: the flag belongs to a subcommand.
        if let Some(it) = plain
            .strip_prefix('\'')
            .and_then(|rest| rest.strip_suffix("' exists"))
            .filter(|_| error.kind() == ErrorKind::UnknownArgument)
        {
            let words = args([("it", self.valid(it))]);
            return Some(tr(lang, "clap-tip-exists", &words));
        }
        None
    }
}

/// Why a value does not parse: Rust's reasons for a number and an address, worded; any
/// other reason (omerta's own parsers', already in the language) as it is.
fn reason(lang: Lang, source: &(dyn std::error::Error + 'static)) -> String {
    use std::num::IntErrorKind;
    if let Some(error) = source.downcast_ref::<std::num::ParseIntError>() {
        let id = match error.kind() {
            IntErrorKind::Empty => omerta_i18n::id("clap-reason-int-empty"),
            IntErrorKind::InvalidDigit => omerta_i18n::id("clap-reason-int-invalid-digit"),
            IntErrorKind::PosOverflow => omerta_i18n::id("clap-reason-int-too-large"),
            IntErrorKind::NegOverflow => omerta_i18n::id("clap-reason-int-too-small"),
            IntErrorKind::Zero => omerta_i18n::id("clap-reason-int-zero"),
            _ => return source.to_string(),
        };
        return t(lang, id);
    }
    if let Some(error) = source.downcast_ref::<std::net::AddrParseError>() {
        let english = error.to_string();
        if english == "invalid IP address syntax" {
            return t(lang, "clap-reason-ip-address");
        }
        if english == "invalid socket address syntax" {
            return t(lang, "clap-reason-socket-address");
        }
    }
    source.to_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    /// Command lines clap refuses, one or more for every kind this CLI can meet: every
    /// command with an unknown option and (with subcommands) an unknown or missing
    /// command; values that do not parse (a number, an address, a choice), missing and
    /// repeated arguments, arguments that cannot go together, clap's own tips.
    fn refusals() -> Vec<Vec<String>> {
        fn walk(command: &Command, path: &[String], out: &mut Vec<Vec<String>>) {
            let with = |more: &[&str]| {
                let mut line = path.to_vec();
                line.extend(more.iter().map(|s| s.to_string()));
                line
            };
            out.push(with(&["--bogus"]));
            out.push(with(&["--jsno"]));
            if command.has_subcommands() {
                out.push(with(&["nope"]));
                out.push(with(&["--lang", "en"]));
                out.push(with(&["--", "help"]));
                out.push(with(&["help", "nope"]));
            }
            for sub in command.get_subcommands() {
                let mut path = path.to_vec();
                path.push(sub.get_name().to_owned());
                walk(sub, &path, out);
            }
        }
        let mut out = Vec::new();
        walk(&crate::Cli::command(), &[], &mut out);
        let seating = [
            "pro",
            "seating",
            "--players",
            "10",
            "--tables",
            "1",
            "--rounds",
            "1",
        ];
        let lines: &[&[&str]] = &[
            &["pro"],
            &["pro", "chek"],
            &["pro", "check"],
            &["pro", "check", "x", "y"],
            &["pro", "check", "x", "--json", "--json"],
            &["pro", "check", "x", "--json=yes"],
            &["pro", "check", "x", "--", "--json"],
            &["pro", "--json"],
            &["pro", "--", "check"],
            &["pro", "seating", "--players", "10"],
            &["pro", "seating", "--players"],
            &["pro", "seating", "--seed="],
            &["pro", "import", "polemika", "x"],
            &["pro", "import", "", "x"],
            &["pro", "export", "nothing like it", "x"],
            &["forum", "tally", "x", "--json", "--bbcode"],
            &["forum", "tally", "x", "--at", "-5"],
            &["forum", "tally", "x", "--at", "abc"],
            &["forum", "night", "x", "--night", "99999999999"],
            &["forum", "night", "x", "--document", "--json", "--explain"],
            &["forum", "import", "--site", "nope", "x"],
            &["forum", "import", "--site", "xenforo2"],
            &["forum", "fetch", "--zone"],
            &["serve", "--addr", "nope"],
            &["serve", "--trusted-proxy", "x"],
            &["serve", "--max-games", "-1"],
            &["serve", "--demo=yes"],
            &["schema"],
            &["schema", "a", "b"],
            &["help", "pro", "nope"],
            &["night", "resolve", "x", "--budget", ""],
        ];
        out.extend(
            lines
                .iter()
                .map(|line| line.iter().map(|s| s.to_string()).collect()),
        );
        for value in ["abc", "", "-1", "18446744073709551616", "1 2"] {
            let mut line: Vec<String> = seating.iter().map(|s| s.to_string()).collect();
            line.extend(["--seed".to_owned(), value.to_owned()]);
            out.push(line);
        }
        out
    }

    fn refused(command: &Command, line: &[String]) -> Error {
        let args = std::iter::once("omerta").chain(line.iter().map(String::as_str));
        match command.clone().try_get_matches_from(args) {
            Ok(_) => panic!("{line:?} was accepted"),
            Err(error) => error,
        }
    }

    /// The catalog's English, laid out by this module, is clap's own refusal byte for byte
    /// and style for style, for every line: the other languages share clap's layout. (The
    /// binary prints clap's own in English; `help.rs`'s tests hold the worded command's
    /// English answers to clap's.)
    #[test]
    fn english_is_claps_own_refusal_for_every_line() {
        let clap = crate::Cli::command();
        let english = crate::help::command(Lang::En);
        let lines = refusals();
        assert!(lines.len() > 60, "{}", lines.len());
        let mut kinds = Vec::new();
        for line in &lines {
            let error = refused(&clap, line);
            let expected = error.render().ansi().to_string();
            if !kinds.contains(&error.kind()) {
                kinds.push(error.kind());
            }
            let ours = refused(&english, line);
            assert_eq!(ours.render().ansi().to_string(), expected, "{line:?}");
            if message(error.kind()).is_none() {
                continue;
            }
            let rendered = render(&error, clap.get_styles(), Lang::En)
                .unwrap_or_else(|| panic!("{line:?} is not rendered"));
            assert_eq!(rendered, expected, "{line:?}");
            assert!(
                !rendered.contains(&t(Lang::En, "clap-fallback")),
                "{line:?}"
            );
        }
        // The lines reach every kind of refusal this CLI's grammar can meet.
        for kind in [
            ErrorKind::UnknownArgument,
            ErrorKind::InvalidValue,
            ErrorKind::ValueValidation,
            ErrorKind::InvalidSubcommand,
            ErrorKind::MissingRequiredArgument,
            ErrorKind::MissingSubcommand,
            ErrorKind::ArgumentConflict,
            ErrorKind::TooManyValues,
            ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand,
        ] {
            assert!(kinds.contains(&kind), "no line reaches {kind:?}: {kinds:?}");
        }
    }

    /// clap's English words, none of which a worded refusal keeps.
    const ENGLISH: [&str; 16] = [
        "error:",
        "tip:",
        "Usage:",
        "For more information",
        "[OPTIONS]",
        "<COMMAND>",
        "unexpected",
        "invalid value",
        "required",
        "unrecognized",
        "cannot be used",
        "similar",
        "to pass",
        "exists",
        "possible values",
        "subcommand",
    ];

    /// In Russian, Ukrainian and Hebrew every refusal is worded: no English of clap's is
    /// left, the placeholders are the language's, and the kind, exit code and stream are
    /// clap's.
    #[test]
    fn every_refusal_speaks_the_language() {
        let clap = crate::Cli::command();
        for lang in [Lang::Ru, Lang::Uk, Lang::He] {
            let worded = crate::help::command(lang);
            for line in refusals() {
                let expected = refused(&clap, &line);
                let error = refused(&worded, &line);
                assert_eq!(error.kind(), expected.kind(), "{lang:?} {line:?}");
                assert_eq!(error.exit_code(), 2, "{lang:?} {line:?}");
                assert!(error.use_stderr(), "{lang:?} {line:?}");
                let text = match render(&error, worded.get_styles(), lang) {
                    Some(text) => text,
                    // The help for a missing command: `help.rs` words it.
                    None => {
                        assert_eq!(
                            error.kind(),
                            ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand,
                            "{lang:?} {line:?}"
                        );
                        error.render().ansi().to_string()
                    }
                };
                for word in ENGLISH {
                    assert!(!text.contains(word), "{lang:?} {line:?}: {word}\n{text}");
                }
                assert!(
                    !text.contains(&t(lang, "clap-fallback")),
                    "{lang:?} {line:?}"
                );
                // As many lines as clap's (the layout is clap's).
                let clap_text = expected.render().to_string();
                assert_eq!(
                    text.lines().count(),
                    clap_text.lines().count(),
                    "{lang:?} {line:?}\n{text}\n{clap_text}"
                );
            }
        }
    }

    /// Every kind of clap's refusal has its message (a kind a later clap adds, the fallback
    /// sentence), and the kinds clap prints as they are (a help, a version) have none.
    #[test]
    fn every_kind_maps_to_a_message() {
        let worded = [
            ErrorKind::InvalidValue,
            ErrorKind::UnknownArgument,
            ErrorKind::InvalidSubcommand,
            ErrorKind::NoEquals,
            ErrorKind::ValueValidation,
            ErrorKind::TooManyValues,
            ErrorKind::TooFewValues,
            ErrorKind::WrongNumberOfValues,
            ErrorKind::ArgumentConflict,
            ErrorKind::MissingRequiredArgument,
            ErrorKind::MissingSubcommand,
            ErrorKind::InvalidUtf8,
        ];
        for kind in worded {
            let id = message(kind).unwrap_or_else(|| panic!("{kind:?} has no message"));
            assert_ne!(id, "clap-fallback", "{kind:?}");
            assert!(omerta_i18n::exists(id), "{kind:?}: {id}");
            for lang in [Lang::Ru, Lang::Uk, Lang::He] {
                assert!(!t(lang, id).is_empty(), "{lang:?} {kind:?}");
            }
        }
        for kind in [
            ErrorKind::DisplayHelp,
            ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand,
            ErrorKind::DisplayVersion,
            ErrorKind::Io,
            ErrorKind::Format,
        ] {
            assert_eq!(message(kind), None, "{kind:?}");
        }
    }

    /// Kinds this CLI's grammar cannot reach are worded from a context made by hand, as
    /// clap makes it: too few or too many values, a missing `=`, invalid UTF-8, and an
    /// error without the context its sentence needs (the fallback sentence).
    #[test]
    fn kinds_the_grammar_does_not_reach_are_worded_too() {
        let command = crate::help::command(Lang::Ru);
        let styles = command.get_styles();
        let made = |kind, context: Vec<(ContextKind, ContextValue)>| {
            let mut error = Error::new(kind).with_cmd(&command);
            for (k, v) in context {
                error.insert(k, v);
            }
            render(&error, styles, Lang::Ru).expect("rendered")
        };
        let arg = || {
            (
                ContextKind::InvalidArg,
                ContextValue::String("--x <X>".into()),
            )
        };
        let few = made(
            ErrorKind::TooFewValues,
            vec![
                arg(),
                (ContextKind::ActualNumValues, ContextValue::Number(1)),
                (ContextKind::MinValues, ContextValue::Number(3)),
            ],
        );
        assert!(few.contains("нужно значений"), "{few}");
        let wrong = made(
            ErrorKind::WrongNumberOfValues,
            vec![
                arg(),
                (ContextKind::ActualNumValues, ContextValue::Number(2)),
                (ContextKind::ExpectedNumValues, ContextValue::Number(3)),
            ],
        );
        assert!(wrong.contains("а указано"), "{wrong}");
        let equals = made(ErrorKind::NoEquals, vec![arg()]);
        assert!(equals.contains("знак равенства"), "{equals}");
        let utf8 = made(
            ErrorKind::InvalidUtf8,
            vec![(
                ContextKind::Usage,
                ContextValue::StyledStr(command.clone().render_usage()),
            )],
        );
        assert!(utf8.contains("UTF-8"), "{utf8}");
        assert!(
            plain(&utf8).contains("Использование: omerta [ПАРАМЕТРЫ] <КОМАНДА>"),
            "{utf8}"
        );
        let bare = made(
            ErrorKind::UnknownArgument,
            vec![(ContextKind::Usage, ContextValue::None)],
        );
        assert!(bare.contains(&t(Lang::Ru, "clap-fallback")), "{bare}");
        for text in [&few, &wrong, &equals, &utf8, &bare] {
            assert!(text.starts_with(&format!(
                "{}{}",
                styles.get_error().render(),
                t(Lang::Ru, "clap-error")
            )));
            assert!(
                text.ends_with("Подробнее: '\u{1b}[1m--help\u{1b}[0m'.\n") || text.ends_with('\n')
            );
        }
    }

    /// The text without its styles (ANSI's SGR sequences).
    fn plain(text: &str) -> String {
        let mut out = String::new();
        let mut rest = text;
        while let Some(at) = rest.find("\u{1b}[") {
            out.push_str(&rest[..at]);
            let after = &rest[at + 2..];
            let end = after.find('m').map_or(after.len(), |m| m + 1);
            rest = &after[end..];
        }
        out.push_str(rest);
        out
    }

    /// A value the reader typed is written once, as typed, between clap's quotes: long, with
    /// escapes, direction overrides, newlines or Fluent's own syntax.
    #[test]
    fn a_typed_value_is_written_as_typed() {
        let command = crate::help::command(Lang::He);
        let long = "9".repeat(100_000);
        for value in [
            long.as_str(),
            "\u{1b}[31mred\u{1b}[0m",
            "\u{202e}evil\u{202c}",
            "one\ntwo",
            "{ $arg } { -brand } {\"\"}",
            "'quoted'",
        ] {
            let line: Vec<String> = [
                "pro",
                "seating",
                "--players",
                "1",
                "--tables",
                "1",
                "--rounds",
                "1",
                "--seed",
                value,
            ]
            .iter()
            .map(|s| s.to_string())
            .collect();
            let error = refused(&command, &line);
            let text = render(&error, command.get_styles(), Lang::He).expect("rendered");
            assert_eq!(text.matches(value).count(), 1, "{value:?}");
            let invalid = command.get_styles().get_invalid();
            assert!(
                text.contains(&format!("'{invalid}{value}{invalid:#}'")),
                "{value:?}"
            );
        }
    }
}
