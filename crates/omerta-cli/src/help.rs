//! `omerta --help`, `-h` and `omerta help` in the reader's language (issue 30).
//!
//! The commands are declared with clap's derive, whose doc comments stay the English
//! source. At start-up the language is read from the line ([`lang_arg`]) and the locale, the
//! derive's command is built, and every command's about and every argument's help are
//! replaced by their catalog messages ([`TEXTS`]: one message per command and argument);
//! clap's own words are replaced too: the headings (a help template per command), the help
//! and version flags, the `help` subcommand, and the `[default: …]`, `[env: …]` and
//! `[possible values: …]` after an argument's help; and the placeholders (`[OPTIONS]`,
//! `<COMMAND>`, each argument's value name: [`VALUE_NAMES`]), which clap's refusals
//! (`clap_errors`) show as well. English is what clap printed before, byte for byte,
//! styles included (the tests below render every command both ways).

use clap::builder::styling::{Style, Styles};
use clap::{Arg, ArgAction, Command, CommandFactory};
use omerta_i18n::{t, Lang};
use std::ffi::OsString;

/// Where each text is, and its message: a command by its path (`"pro check"`, the root
/// `""`), an argument by its command's path, `:` and its id (`"pro check:json"`). An id is
/// shared where the argument is the same (`--database`, the flattened `--into` and `--out`,
/// `--zone`). English is the derive's doc comment word for word; the tests walk the
/// command tree, so a command or an argument without a line here fails them.
pub const TEXTS: &[(&str, &str)] = &[
    ("", omerta_i18n::id("cli-help-omerta")),
    (":lang", omerta_i18n::id("cli-help-lang")),
    ("serve", omerta_i18n::id("cli-help-serve")),
    ("serve:addr", omerta_i18n::id("cli-help-serve-addr")),
    ("serve:database", omerta_i18n::id("cli-help-database")),
    (
        "serve:public_url",
        omerta_i18n::id("cli-help-serve-public-url"),
    ),
    (
        "serve:trusted_proxies",
        omerta_i18n::id("cli-help-serve-trusted-proxies"),
    ),
    (
        "serve:posts_per_minute",
        omerta_i18n::id("cli-help-serve-posts-per-minute"),
    ),
    (
        "serve:max_post_chars",
        omerta_i18n::id("cli-help-serve-max-post-chars"),
    ),
    (
        "serve:signups_per_hour",
        omerta_i18n::id("cli-help-serve-signups-per-hour"),
    ),
    (
        "serve:games_per_hour",
        omerta_i18n::id("cli-help-serve-games-per-hour"),
    ),
    (
        "serve:allow_private_webhooks",
        omerta_i18n::id("cli-help-serve-allow-private-webhooks"),
    ),
    (
        "serve:allow_private_forums",
        omerta_i18n::id("cli-help-serve-allow-private-forums"),
    ),
    (
        "serve:follow_delay_ms",
        omerta_i18n::id("cli-help-serve-follow-delay-ms"),
    ),
    (
        "serve:follow_max_pages",
        omerta_i18n::id("cli-help-serve-follow-max-pages"),
    ),
    (
        "serve:night_budget",
        omerta_i18n::id("cli-help-serve-night-budget"),
    ),
    (
        "serve:night_budget_mib",
        omerta_i18n::id("cli-help-serve-night-budget-mib"),
    ),
    ("serve:smtp", omerta_i18n::id("cli-help-serve-smtp")),
    (
        "serve:mail_from",
        omerta_i18n::id("cli-help-serve-mail-from"),
    ),
    (
        "serve:reminder_minutes",
        omerta_i18n::id("cli-help-serve-reminder-minutes"),
    ),
    (
        "serve:max_games",
        omerta_i18n::id("cli-help-serve-max-games"),
    ),
    (
        "serve:idle_game_minutes",
        omerta_i18n::id("cli-help-serve-idle-game-minutes"),
    ),
    (
        "serve:streams_per_address",
        omerta_i18n::id("cli-help-serve-streams-per-address"),
    ),
    (
        "serve:prod_minutes",
        omerta_i18n::id("cli-help-serve-prod-minutes"),
    ),
    (
        "serve:metrics_addr",
        omerta_i18n::id("cli-help-serve-metrics-addr"),
    ),
    ("serve:demo", omerta_i18n::id("cli-help-serve-demo")),
    ("demo", omerta_i18n::id("cli-help-demo")),
    ("demo remove", omerta_i18n::id("cli-help-demo-remove")),
    ("demo remove:database", omerta_i18n::id("cli-help-database")),
    ("pro", omerta_i18n::id("cli-help-pro")),
    ("pro score", omerta_i18n::id("cli-help-pro-score")),
    ("pro score:path", omerta_i18n::id("cli-help-pro-score-path")),
    ("pro score:json", omerta_i18n::id("cli-help-pro-score-json")),
    ("pro check", omerta_i18n::id("cli-help-pro-check")),
    ("pro check:file", omerta_i18n::id("cli-help-pro-check-file")),
    ("pro check:json", omerta_i18n::id("cli-help-pro-check-json")),
    ("pro seating", omerta_i18n::id("cli-help-pro-seating")),
    (
        "pro seating:players",
        omerta_i18n::id("cli-help-pro-seating-players"),
    ),
    (
        "pro seating:tables",
        omerta_i18n::id("cli-help-pro-seating-tables"),
    ),
    (
        "pro seating:rounds",
        omerta_i18n::id("cli-help-pro-seating-rounds"),
    ),
    (
        "pro seating:seed",
        omerta_i18n::id("cli-help-pro-seating-seed"),
    ),
    (
        "pro seating:json",
        omerta_i18n::id("cli-help-pro-seating-json"),
    ),
    ("pro import", omerta_i18n::id("cli-help-pro-import")),
    (
        "pro import:system",
        omerta_i18n::id("cli-help-pro-import-system"),
    ),
    (
        "pro import:file",
        omerta_i18n::id("cli-help-pro-import-file"),
    ),
    ("pro import:out", omerta_i18n::id("cli-help-pro-import-out")),
    ("pro export", omerta_i18n::id("cli-help-pro-export")),
    (
        "pro export:system",
        omerta_i18n::id("cli-help-pro-export-system"),
    ),
    (
        "pro export:file",
        omerta_i18n::id("cli-help-pro-export-file"),
    ),
    ("pro export:out", omerta_i18n::id("cli-help-pro-export-out")),
    ("forum", omerta_i18n::id("cli-help-forum")),
    ("forum tally", omerta_i18n::id("cli-help-forum-tally")),
    ("forum tally:file", omerta_i18n::id("cli-help-forum-thread")),
    ("forum tally:at", omerta_i18n::id("cli-help-forum-tally-at")),
    (
        "forum tally:json",
        omerta_i18n::id("cli-help-forum-tally-json"),
    ),
    (
        "forum tally:bbcode",
        omerta_i18n::id("cli-help-forum-tally-bbcode"),
    ),
    ("forum check", omerta_i18n::id("cli-help-forum-check")),
    ("forum check:file", omerta_i18n::id("cli-help-forum-thread")),
    (
        "forum check:json",
        omerta_i18n::id("cli-help-forum-check-json"),
    ),
    ("forum night", omerta_i18n::id("cli-help-forum-night")),
    ("forum night:file", omerta_i18n::id("cli-help-forum-thread")),
    (
        "forum night:number",
        omerta_i18n::id("cli-help-forum-night-number"),
    ),
    (
        "forum night:json",
        omerta_i18n::id("cli-help-forum-night-json"),
    ),
    (
        "forum night:explain",
        omerta_i18n::id("cli-help-forum-night-explain"),
    ),
    (
        "forum night:document",
        omerta_i18n::id("cli-help-forum-night-document"),
    ),
    ("forum import", omerta_i18n::id("cli-help-forum-import")),
    (
        "forum import:site",
        omerta_i18n::id("cli-help-forum-import-site"),
    ),
    (
        "forum import:pages",
        omerta_i18n::id("cli-help-forum-import-pages"),
    ),
    ("forum import:into", omerta_i18n::id("cli-help-forum-into")),
    ("forum import:out", omerta_i18n::id("cli-help-forum-out")),
    ("forum import:zone", omerta_i18n::id("cli-help-forum-zone")),
    ("forum fetch", omerta_i18n::id("cli-help-forum-fetch")),
    (
        "forum fetch:url",
        omerta_i18n::id("cli-help-forum-fetch-url"),
    ),
    (
        "forum fetch:site",
        omerta_i18n::id("cli-help-forum-fetch-site"),
    ),
    ("forum fetch:into", omerta_i18n::id("cli-help-forum-into")),
    ("forum fetch:out", omerta_i18n::id("cli-help-forum-out")),
    (
        "forum fetch:delay_ms",
        omerta_i18n::id("cli-help-forum-fetch-delay-ms"),
    ),
    (
        "forum fetch:max_pages",
        omerta_i18n::id("cli-help-forum-fetch-max-pages"),
    ),
    ("forum fetch:zone", omerta_i18n::id("cli-help-forum-zone")),
    ("1923", omerta_i18n::id("cli-help-1923")),
    ("1923 play", omerta_i18n::id("cli-help-1923-play")),
    ("1923 play:file", omerta_i18n::id("cli-help-1923-play-file")),
    ("1923 play:json", omerta_i18n::id("cli-help-1923-play-json")),
    ("night", omerta_i18n::id("cli-help-night")),
    ("night resolve", omerta_i18n::id("cli-help-night-resolve")),
    (
        "night resolve:file",
        omerta_i18n::id("cli-help-night-resolve-file"),
    ),
    (
        "night resolve:json",
        omerta_i18n::id("cli-help-night-resolve-json"),
    ),
    (
        "night resolve:explain",
        omerta_i18n::id("cli-help-night-resolve-explain"),
    ),
    (
        "night resolve:budget",
        omerta_i18n::id("cli-help-night-resolve-budget"),
    ),
    (
        "night resolve:budget_mib",
        omerta_i18n::id("cli-help-night-resolve-budget-mib"),
    ),
    ("night roles", omerta_i18n::id("cli-help-night-roles")),
    ("schema", omerta_i18n::id("cli-help-schema")),
    ("schema:format", omerta_i18n::id("cli-help-schema-format")),
];

/// The text of `key` in `lang`, if [`TEXTS`] has it.
fn text(lang: Lang, key: &str) -> Option<String> {
    TEXTS
        .iter()
        .find(|(k, _)| *k == key)
        .map(|(_, id)| t(lang, id))
}

/// The placeholders of a usage and a help in each language: each argument's value name
/// (`<FILE>`, `--seed <SEED>`) and the commands' `<COMMAND>` by their English (the
/// derive's, clap's), and clap's `[OPTIONS]` (`clap_errors::placeholders`). English is the
/// name itself; the tests walk the command tree, so a value name without a line here fails.
pub const VALUE_NAMES: &[(&str, &str)] = &[
    ("COMMAND", omerta_i18n::id("clap-value-command")),
    ("LANG", omerta_i18n::id("clap-value-lang")),
    ("ADDR", omerta_i18n::id("clap-value-addr")),
    ("DATABASE", omerta_i18n::id("clap-value-database")),
    ("PUBLIC_URL", omerta_i18n::id("clap-value-public-url")),
    (
        "TRUSTED_PROXIES",
        omerta_i18n::id("clap-value-trusted-proxies"),
    ),
    (
        "POSTS_PER_MINUTE",
        omerta_i18n::id("clap-value-posts-per-minute"),
    ),
    (
        "MAX_POST_CHARS",
        omerta_i18n::id("clap-value-max-post-chars"),
    ),
    (
        "SIGNUPS_PER_HOUR",
        omerta_i18n::id("clap-value-signups-per-hour"),
    ),
    (
        "GAMES_PER_HOUR",
        omerta_i18n::id("clap-value-games-per-hour"),
    ),
    (
        "FOLLOW_DELAY_MS",
        omerta_i18n::id("clap-value-follow-delay-ms"),
    ),
    (
        "FOLLOW_MAX_PAGES",
        omerta_i18n::id("clap-value-follow-max-pages"),
    ),
    ("NIGHT_BUDGET", omerta_i18n::id("clap-value-night-budget")),
    (
        "NIGHT_BUDGET_MIB",
        omerta_i18n::id("clap-value-night-budget-mib"),
    ),
    ("SMTP", omerta_i18n::id("clap-value-smtp")),
    ("MAIL_FROM", omerta_i18n::id("clap-value-mail-from")),
    (
        "REMINDER_MINUTES",
        omerta_i18n::id("clap-value-reminder-minutes"),
    ),
    ("MAX_GAMES", omerta_i18n::id("clap-value-max-games")),
    (
        "IDLE_GAME_MINUTES",
        omerta_i18n::id("clap-value-idle-game-minutes"),
    ),
    (
        "STREAMS_PER_ADDRESS",
        omerta_i18n::id("clap-value-streams-per-address"),
    ),
    ("PROD_MINUTES", omerta_i18n::id("clap-value-prod-minutes")),
    ("METRICS_ADDR", omerta_i18n::id("clap-value-metrics-addr")),
    ("PATH", omerta_i18n::id("clap-value-path")),
    ("FILE", omerta_i18n::id("clap-value-file")),
    ("PLAYERS", omerta_i18n::id("clap-value-players")),
    ("TABLES", omerta_i18n::id("clap-value-tables")),
    ("ROUNDS", omerta_i18n::id("clap-value-rounds")),
    ("SEED", omerta_i18n::id("clap-value-seed")),
    ("SYSTEM", omerta_i18n::id("clap-value-system")),
    ("OUT", omerta_i18n::id("clap-value-out")),
    ("POST_ID", omerta_i18n::id("clap-value-post-id")),
    ("N", omerta_i18n::id("clap-value-n")),
    ("SITE", omerta_i18n::id("clap-value-site")),
    ("PAGE", omerta_i18n::id("clap-value-page")),
    ("ZONE", omerta_i18n::id("clap-value-zone")),
    ("URL", omerta_i18n::id("clap-value-url")),
    ("THREAD.json", omerta_i18n::id("clap-value-thread-json")),
    ("STEPS", omerta_i18n::id("clap-value-steps")),
    ("MIB", omerta_i18n::id("clap-value-mib")),
    ("FORMAT", omerta_i18n::id("clap-value-format")),
];

/// A value name in `lang`, if [`VALUE_NAMES`] has it.
fn value_name(lang: Lang, name: &str) -> Option<String> {
    VALUE_NAMES
        .iter()
        .find(|(n, _)| *n == name)
        .map(|(_, id)| t(lang, id))
}

/// The `--lang` of a command line, read as clap reads it (`--lang VALUE` or `--lang=VALUE`,
/// anywhere before a `--`), so that the help and clap's errors speak the language before
/// clap has parsed anything.
pub fn lang_arg(args: &[OsString]) -> Option<String> {
    let mut args = args.iter().skip(1).map(|arg| arg.to_string_lossy());
    while let Some(arg) = args.next() {
        if arg == "--" {
            break;
        }
        if arg == "--lang" {
            return args.next().map(|value| value.into_owned());
        }
        if let Some(value) = arg.strip_prefix("--lang=") {
            return Some(value.to_owned());
        }
    }
    None
}

/// The command line's grammar with its help in `lang`.
pub fn command(lang: Lang) -> Command {
    worded(lang, lang != Lang::En)
}

/// [`command`], with clap's `[default: …]`, `[env: …]` and `[possible values: …]` worded
/// by omerta (`specs`) or left to clap (English, which is clap's own).
fn worded(lang: Lang, specs: bool) -> Command {
    let mut command = texts(crate::Cli::command(), "", lang);
    // Built: the help and version flags and the `help` subcommands exist, and the global
    // `--lang` is in every command (its help already worded).
    command.build();
    let styles = command.get_styles().clone();
    finish(command, lang, specs, &styles)
}

/// Each command's about and each argument's help from the catalog, down the tree.
fn texts(command: Command, path: &str, lang: Lang) -> Command {
    let command = match text(lang, path) {
        Some(about) => command.about(about),
        None => command,
    };
    let command = command.mut_args(|arg| {
        let key = format!("{path}:{}", arg.get_id());
        match text(lang, &key) {
            Some(help) => arg.help(help),
            None => arg,
        }
    });
    command.mut_subcommands(|sub| {
        let path = join(path, sub.get_name());
        texts(sub, &path, lang)
    })
}

fn join(path: &str, name: &str) -> String {
    if path.is_empty() {
        name.to_owned()
    } else {
        format!("{path} {name}")
    }
}

/// clap's own words in `lang`, on a built command and down its tree.
fn finish(command: Command, lang: Lang, specs: bool, styles: &Styles) -> Command {
    let command = command.mut_args(|arg| {
        let arg = match arg.get_action().clone() {
            ArgAction::Help => arg.help(t(lang, "cli-help-print-help")),
            ArgAction::Version => arg.help(t(lang, "cli-help-print-version")),
            _ if specs => spec_values(arg, lang, styles),
            _ => arg,
        };
        placeholders(arg, lang)
    });
    let command = match value_name(lang, "COMMAND") {
        Some(name) if lang != Lang::En && command.has_subcommands() => {
            command.subcommand_value_name(name)
        }
        _ => command,
    };
    let template = template(&command, lang, styles);
    let bin_name = command
        .get_bin_name()
        .unwrap_or(command.get_name())
        .to_owned();
    command.help_template(template).mut_subcommands(|sub| {
        if sub.get_name() == "help" {
            help_subcommand(lang, styles, &bin_name)
        } else {
            finish(sub, lang, specs, styles)
        }
    })
}

/// An argument's value names in `lang` (`<FILE>` as `<ФАЙЛ>`), in the usage, the help and
/// clap's refusals alike; English is left as the derive made it.
fn placeholders(arg: Arg, lang: Lang) -> Arg {
    if lang == Lang::En {
        return arg;
    }
    let names: Vec<String> = arg
        .get_value_names()
        .unwrap_or_default()
        .iter()
        .map(|name| value_name(lang, name).unwrap_or_else(|| name.to_string()))
        .collect();
    if names.is_empty() {
        arg
    } else {
        arg.value_names(names)
    }
}

/// The `help` subcommand clap adds to a command with subcommands, as clap makes it while
/// parsing (its `[COMMAND]...`), worded. `Command::build` makes another one (for
/// completions: the tree of commands under it), which `omerta help help` would show.
fn help_subcommand(lang: Lang, styles: &Styles, parent: &str) -> Command {
    let mut help = Command::new("help")
        .about(t(lang, "cli-help-help"))
        .arg(placeholders(
            Arg::new("subcommand")
                .action(ArgAction::Append)
                .num_args(..)
                .value_name("COMMAND")
                .help(t(lang, "cli-help-help-subcommand")),
            lang,
        ))
        .disable_help_flag(true)
        .disable_version_flag(true);
    if lang != Lang::En {
        // Its usage is written into the template (below), so its name is the one clap
        // gives it while parsing: the parent's, then `help`.
        help = help.bin_name(format!("{parent} help"));
    }
    let template = template(&help, lang, styles);
    help.help_template(template)
}

/// clap's help template (`{all-args}` written out as its parts) with the headings worded
/// and styled as clap styles them.
fn template(command: &Command, lang: Lang, styles: &Styles) -> String {
    let heading = |style: &Style, id: &str| {
        format!("{}{}{}", style.render(), t(lang, id), style.render_reset())
    };
    let header = styles.get_header();
    let mut sections = Vec::new();
    if command.get_subcommands().any(|sub| !sub.is_hide_set()) {
        sections.push(format!(
            "{}\n{{subcommands}}",
            heading(header, omerta_i18n::id("cli-help-commands"))
        ));
    }
    if command.get_positionals().any(|arg| !arg.is_hide_set()) {
        sections.push(format!(
            "{}\n{{positionals}}",
            heading(header, omerta_i18n::id("cli-help-arguments"))
        ));
    }
    if command
        .get_arguments()
        .any(|arg| !arg.is_positional() && !arg.is_hide_set())
    {
        sections.push(format!(
            "{}\n{{options}}",
            heading(header, omerta_i18n::id("cli-help-options"))
        ));
    }
    let title = heading(styles.get_usage(), omerta_i18n::id("cli-help-usage"));
    // English: clap's `{usage}`. Another language: clap's usage with its `[OPTIONS]` worded
    // (the value names and `<COMMAND>` are already), written into the template.
    let usage = if lang == Lang::En {
        "{usage}".to_owned()
    } else {
        let rendered = command.clone().render_usage().ansi().to_string();
        crate::clap_errors::usage_body(lang, styles, &rendered)
    };
    if sections.is_empty() {
        format!("{{before-help}}{{about-with-newline}}\n{title} {usage}{{after-help}}")
    } else {
        format!(
            "{{before-help}}{{about-with-newline}}\n{title} {usage}\n\n{}{{after-help}}",
            sections.join("\n\n")
        )
    }
}

/// An argument's `[env: NAME=value]`, `[default: value]` and `[possible values: a, b]`
/// worded and styled as clap writes them, after its help; clap's own hidden.
fn spec_values(arg: Arg, lang: Lang, styles: &Styles) -> Arg {
    let ctx = styles.get_context();
    let value = styles.get_context_value();
    let (c, c_) = (ctx.render(), ctx.render_reset());
    let (v, v_) = (value.render(), value.render_reset());
    let mut specs = Vec::new();
    if let Some(name) = arg.get_env().filter(|_| !arg.is_hide_env_set()) {
        let set = if arg.is_hide_env_values_set() {
            String::new()
        } else {
            let now = std::env::var_os(name).unwrap_or_default();
            format!("={}", now.to_string_lossy())
        };
        specs.push(format!(
            "{c}[{}: {c_}{v}{}{set}{v_}{c}]{c_}",
            t(lang, "cli-help-env"),
            name.to_string_lossy()
        ));
    }
    let defaults = arg.get_default_values();
    if arg.get_action().takes_values() && !arg.is_hide_default_value_set() && !defaults.is_empty() {
        let defaults: Vec<String> = defaults
            .iter()
            .map(|d| quoted(&d.to_string_lossy()))
            .collect();
        specs.push(format!(
            "{c}[{}: {c_}{v}{}{v_}{c}]{c_}",
            t(lang, "cli-help-default"),
            defaults.join(" ")
        ));
    }
    let possible: Vec<String> = arg
        .get_possible_values()
        .iter()
        .filter(|p| !p.is_hide_set())
        .map(|p| format!("{v}{}{v_}", quoted(p.get_name())))
        .collect();
    if !arg.is_hide_possible_values_set() && !possible.is_empty() {
        specs.push(format!(
            "{c}[{}: {c_}{}{c}]{c_}",
            t(lang, "cli-help-possible-values"),
            possible.join(&format!("{c}, {c_}"))
        ));
    }
    if specs.is_empty() {
        return arg;
    }
    let help = arg.get_help().map(|h| h.to_string()).unwrap_or_default();
    let help = if help.is_empty() {
        specs.join(" ")
    } else {
        format!("{help} {}", specs.join(" "))
    };
    arg.help(help)
        .hide_env(true)
        .hide_default_value(true)
        .hide_possible_values(true)
}

/// A value as clap shows it: in quotes when it is empty or has a space.
fn quoted(value: &str) -> String {
    if value.is_empty() || value.contains(char::is_whitespace) {
        format!("{value:?}")
    } else {
        value.to_owned()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::error::ErrorKind;

    /// Every command (by its path) and argument (by its key) of the derive's tree, with the
    /// English its doc comment gives.
    fn derived() -> Vec<(String, String)> {
        fn walk(command: &Command, path: &str, out: &mut Vec<(String, String)>) {
            assert!(
                command.get_long_about().is_none(),
                "{path:?}: a doc comment of two paragraphs needs a long message of its own"
            );
            let about = command.get_about().map(ToString::to_string);
            out.push((path.to_owned(), about.unwrap_or_default()));
            for arg in command.get_arguments() {
                let key = format!("{path}:{}", arg.get_id());
                assert!(
                    arg.get_long_help().is_none(),
                    "{key}: a doc comment of two paragraphs needs a long message of its own"
                );
                let help = arg.get_help().map(ToString::to_string);
                out.push((key, help.unwrap_or_default()));
            }
            for sub in command.get_subcommands() {
                walk(sub, &join(path, sub.get_name()), out);
            }
        }
        let mut out = Vec::new();
        walk(&crate::Cli::command(), "", &mut out);
        out
    }

    /// The catalog's English is the doc comments', for every command and every argument; a
    /// new one without its line in `TEXTS` (or without a doc comment) fails here.
    #[test]
    fn every_command_and_argument_has_its_message_and_english_is_its_doc_comment() {
        let derived = derived();
        assert!(derived.len() > 80, "{}", derived.len());
        for (key, english) in &derived {
            assert!(!english.is_empty(), "{key:?} has no doc comment");
            let Some(worded) = text(Lang::En, key) else {
                panic!("TEXTS has no line for {key:?}: {english:?}");
            };
            assert_eq!(&worded, english, "{key:?}");
        }
        for (i, (key, _)) in TEXTS.iter().enumerate() {
            assert!(
                derived.iter().any(|(k, _)| k == key),
                "TEXTS has {key:?}, which no command has"
            );
            assert!(
                TEXTS[..i].iter().all(|(k, _)| k != key),
                "TEXTS has {key:?} twice"
            );
        }
    }

    /// Every value name of the tree (of the arguments that take a value, the `help`
    /// subcommands' `[COMMAND]` among them) has its line in `VALUE_NAMES`, whose English is
    /// the name itself; every line is some argument's (or the commands' `<COMMAND>`).
    #[test]
    fn every_value_name_has_its_message_and_english_is_the_name() {
        fn walk(command: &Command, out: &mut Vec<String>) {
            for arg in command.get_arguments() {
                if !arg.get_action().takes_values() {
                    continue;
                }
                for name in arg.get_value_names().unwrap_or_default() {
                    if !out.contains(&name.to_string()) {
                        out.push(name.to_string());
                    }
                }
            }
            for sub in command.get_subcommands() {
                walk(sub, out);
            }
        }
        let mut names = Vec::new();
        walk(&command(Lang::En), &mut names);
        assert!(names.len() > 30, "{names:?}");
        for name in &names {
            let Some(english) = value_name(Lang::En, name) else {
                panic!("VALUE_NAMES has no line for {name:?} (of {names:?})");
            };
            assert_eq!(&english, name);
        }
        for (i, (name, _)) in VALUE_NAMES.iter().enumerate() {
            assert!(
                *name == "COMMAND" || names.iter().any(|n| n == name),
                "VALUE_NAMES has {name:?}, which no argument has"
            );
            assert!(
                VALUE_NAMES[..i].iter().all(|(n, _)| n != name),
                "VALUE_NAMES has {name:?} twice"
            );
            for lang in [Lang::Ru, Lang::Uk, Lang::He] {
                let worded = value_name(lang, name).unwrap_or_default();
                assert!(
                    !worded.is_empty() && !worded.contains(char::is_whitespace),
                    "{lang:?} {name:?}: {worded:?}"
                );
            }
        }
    }

    /// Every command line whose answer is a help, a version or a refusal of the grammar
    /// (clap's own, then the worded ones compared): each command with `--help`, `-h`, after
    /// `help`, alone; `help help`; an unknown subcommand and an unknown option.
    fn lines() -> Vec<Vec<String>> {
        fn walk(command: &Command, path: &[String], out: &mut Vec<Vec<String>>) {
            let with = |more: &[&str]| {
                let mut line = path.to_vec();
                line.extend(more.iter().map(|s| s.to_string()));
                line
            };
            out.push(with(&["--help"]));
            out.push(with(&["-h"]));
            out.push(with(&["--bogus"]));
            let mut help = vec!["help".to_owned()];
            help.extend(path.iter().cloned());
            out.push(help);
            if command.has_subcommands() {
                out.push(with(&[]));
                out.push(with(&["help"]));
                out.push(with(&["help", "help"]));
                out.push(with(&["help", "nope"]));
                out.push(with(&["nope"]));
            }
            for sub in command.get_subcommands() {
                let mut path = path.to_vec();
                path.push(sub.get_name().to_owned());
                walk(sub, &path, out);
            }
        }
        let mut out = vec![vec!["--version".to_owned()], vec!["-V".to_owned()]];
        walk(&crate::Cli::command(), &[], &mut out);
        out
    }

    /// What a command line answers: its kind, exit code and text with its styles.
    fn answer(command: &Command, line: &[String]) -> (ErrorKind, i32, String) {
        let args = std::iter::once("omerta").chain(line.iter().map(String::as_str));
        match command.clone().try_get_matches_from(args) {
            Ok(_) => panic!("{line:?} was accepted"),
            Err(e) => (e.kind(), e.exit_code(), e.render().ansi().to_string()),
        }
    }

    /// English is clap's own help, byte for byte and style for style, for every command and
    /// every way of asking; with omerta's wording of `[default: …]` and the like too.
    #[test]
    fn english_is_claps_own_help_for_every_command() {
        let clap = crate::Cli::command();
        let english = command(Lang::En);
        let english_specs = worded(Lang::En, true);
        let lines = lines();
        assert!(lines.len() > 100, "{}", lines.len());
        for line in &lines {
            let expected = answer(&clap, line);
            assert_eq!(answer(&english, line), expected, "{line:?}");
            assert_eq!(answer(&english_specs, line), expected, "{line:?}");
        }
    }

    /// In Russian, Ukrainian and Hebrew no English of the help is left: not clap's headings
    /// and flags, not a command's about or an argument's help.
    #[test]
    fn every_help_speaks_the_language() {
        let clap_words = [
            "Usage:",
            "Commands:",
            "Arguments:",
            "Options:",
            "Print help",
            "Print version",
            "Print this message",
            "[default:",
            "[env:",
            "[possible values:",
        ];
        let english: Vec<String> = derived().into_iter().map(|(_, text)| text).collect();
        // clap's placeholders and the derive's value names, in a usage or a help.
        let placeholders: Vec<String> = ["[OPTIONS]".to_owned(), "<COMMAND>".to_owned()]
            .into_iter()
            .chain(
                VALUE_NAMES
                    .iter()
                    .filter(|(name, _)| name.len() > 1)
                    .flat_map(|(name, _)| [format!("<{name}>"), format!("[{name}]")]),
            )
            .collect();
        for lang in [Lang::Ru, Lang::Uk, Lang::He] {
            let worded = command(lang);
            for line in lines()
                .iter()
                .filter(|l| l.last().is_some_and(|a| a == "--help"))
            {
                let (kind, code, text) = answer(&worded, line);
                assert_eq!((kind, code), (ErrorKind::DisplayHelp, 0), "{line:?}");
                for word in clap_words {
                    assert!(!text.contains(word), "{lang:?} {line:?}: {word}\n{text}");
                }
                for word in &placeholders {
                    assert!(
                        !text.contains(word.as_str()),
                        "{lang:?} {line:?}: {word}\n{text}"
                    );
                }
                for sentence in &english {
                    assert!(
                        !text.contains(sentence.as_str()),
                        "{lang:?} {line:?}: {sentence}"
                    );
                }
            }
            let (_, _, help) = answer(&worded, &["help".into(), "help".into()]);
            assert!(!help.contains("Print"), "{help}");
            assert!(!help.contains("[COMMAND]"), "{help}");
            // Its usage names the program, as clap's does.
            assert!(help.contains("omerta help"), "{help}");
        }
    }

    #[test]
    fn the_lang_is_read_from_the_line_as_clap_reads_it() {
        let line = |args: &[&str]| {
            let args: Vec<OsString> = std::iter::once("omerta")
                .chain(args.iter().copied())
                .map(OsString::from)
                .collect();
            lang_arg(&args)
        };
        assert_eq!(line(&["--lang", "ru", "pro"]), Some("ru".into()));
        assert_eq!(
            line(&["pro", "check", "x.json", "--lang=uk"]),
            Some("uk".into())
        );
        assert_eq!(line(&["pro", "--help"]), None);
        assert_eq!(line(&["pro", "check", "--", "--lang", "ru"]), None);
        assert_eq!(line(&["--lang"]), None);
    }
}
