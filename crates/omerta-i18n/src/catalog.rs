//! The messages, compiled in, and their bundles.

use crate::{format, Args, Lang};
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::FluentResource;
use std::sync::OnceLock;
use unic_langid::LanguageIdentifier;

/// One file of messages: a language's part of an area.
#[derive(Clone, Copy, Debug)]
pub struct Source {
    pub lang: Lang,
    /// The area: `common` (dates, languages, refusals of a language), `site` (the layout,
    /// accounts, settings), `pro` (the Pro table's pages), `m1923` (Mafia 1923's pages),
    /// `cli` (the command line's text), `mail` (the mail a game sends), `awards` (each
    /// Pro award's reason and how a game ended), `paper` (the Pro table's paper form and
    /// the example games), `records` (players' profiles, seasons, series and leaderboards),
    /// `channels` (a forum game's private channels: the teams', the named ones, the dead
    /// thread), `anonymous` (anonymous games: aliases, and the accounts revealed at the end),
    /// `inactivity` (a forum game's prods with a deadline, rule 13's countdown and
    /// replacement requests), `setups` (forum setups: saved, shared, uploaded, hosted again),
    /// `forum` (the live forum game's page and its start form: the tally, the thread, the
    /// players and deaths, the role panel, the host's panel and controls), `refusals` (what
    /// a refused request answers: the lobby's, names', accounts' and the server's own
    /// refusals, worded from their data at the edge), `violations` (the Pro table rules'
    /// refusals: what is wrong with a protocol or a recorded event, and the live Pro
    /// table's own refusals), `night` (a forum night's explanation: the resolver's
    /// reasons, questions, steps and notes, worded from `omerta_night::Said`), `import`
    /// (what the Pro importers and the exporter say of a Polemica or MafiaRatings
    /// document, worded from `omerta_pro::interchange::Problem`), `clap` (clap's refusals of
    /// a command line and the placeholders of a usage, worded by omerta-cli's `clap_errors`),
    /// `threads` (a forum
    /// thread's pages fetched and read: why a page could not be fetched or read, worded
    /// from omerta-forum-import's data; a followed thread's stored problems, worded when
    /// read).
    pub area: &'static str,
    /// The file's path inside the crate, for the tests' messages.
    pub path: &'static str,
    pub text: &'static str,
}

macro_rules! sources {
    ($($lang:ident $tag:literal $area:literal),* $(,)?) => {
        &[$(Source {
            lang: Lang::$lang,
            area: $area,
            path: concat!("locales/", $tag, "/", $area, ".ftl"),
            text: include_str!(concat!("../locales/", $tag, "/", $area, ".ftl")),
        }),*]
    };
}

const SOURCES: &[Source] = sources![
    En "en" "common", En "en" "site", En "en" "pro", En "en" "m1923", En "en" "cli", En "en" "mail",
    En "en" "awards", En "en" "paper", En "en" "records", En "en" "channels",
    En "en" "anonymous", En "en" "inactivity", En "en" "setups", En "en" "forum",
    En "en" "refusals", En "en" "violations", En "en" "night", En "en" "help",
    En "en" "import", En "en" "clap", En "en" "enforce", En "en" "threads",
    Ru "ru" "common", Ru "ru" "site", Ru "ru" "pro", Ru "ru" "m1923", Ru "ru" "cli", Ru "ru" "mail",
    Ru "ru" "awards", Ru "ru" "paper", Ru "ru" "records", Ru "ru" "channels",
    Ru "ru" "anonymous", Ru "ru" "inactivity", Ru "ru" "setups", Ru "ru" "forum",
    Ru "ru" "refusals", Ru "ru" "violations", Ru "ru" "night", Ru "ru" "help",
    Ru "ru" "import", Ru "ru" "clap", Ru "ru" "enforce", Ru "ru" "threads",
    Uk "uk" "common", Uk "uk" "site", Uk "uk" "pro", Uk "uk" "m1923", Uk "uk" "cli", Uk "uk" "mail",
    Uk "uk" "awards", Uk "uk" "paper", Uk "uk" "records", Uk "uk" "channels",
    Uk "uk" "anonymous", Uk "uk" "inactivity", Uk "uk" "setups", Uk "uk" "forum",
    Uk "uk" "refusals", Uk "uk" "violations", Uk "uk" "night", Uk "uk" "help",
    Uk "uk" "import", Uk "uk" "clap", Uk "uk" "enforce", Uk "uk" "threads",
    He "he" "common", He "he" "site", He "he" "pro", He "he" "m1923", He "he" "cli", He "he" "mail",
    He "he" "awards", He "he" "paper", He "he" "records", He "he" "channels",
    He "he" "anonymous", He "he" "inactivity", He "he" "setups", He "he" "forum",
    He "he" "refusals", He "he" "violations", He "he" "night", He "he" "help",
    He "he" "import", He "he" "clap", He "he" "enforce", He "he" "threads",
];

/// What is not translated yet: (language, area). The catalog's tests hold this list to the
/// files: a pair here has no file, every other pair has one with English's ids exactly.
/// Until a pair is translated its messages come from English. Issue 30 ends when it is empty.
const PENDING: &[(Lang, &str)] = &[];

/// Every file of messages.
pub fn sources() -> &'static [Source] {
    SOURCES
}

/// The areas, in English's order.
pub fn areas() -> Vec<&'static str> {
    SOURCES
        .iter()
        .filter(|s| s.lang == Lang::En)
        .map(|s| s.area)
        .collect()
}

/// The (language, area) pairs still to translate.
pub fn pending() -> &'static [(Lang, &'static str)] {
    PENDING
}

fn bundles() -> &'static [FluentBundle<FluentResource>; 4] {
    static BUNDLES: OnceLock<[FluentBundle<FluentResource>; 4]> = OnceLock::new();
    BUNDLES.get_or_init(|| Lang::ALL.map(bundle))
}

fn bundle(lang: Lang) -> FluentBundle<FluentResource> {
    let id: LanguageIdentifier = lang.tag().parse().unwrap_or_default();
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // Pages isolate names, seats and scores with <bdi>; the terminal and mail read better
    // without invisible marks around every argument (and English output stays as it was).
    bundle.set_use_isolating(false);
    bundle.set_formatter(format::formatter(lang));
    for source in SOURCES.iter().filter(|s| s.lang == lang) {
        // A file with a syntax error still gives its good entries (the parser recovers at
        // the next message); the catalog's tests refuse any junk, so this is for safety.
        let resource = match FluentResource::try_new(source.text.to_string()) {
            Ok(resource) => resource,
            Err((resource, _)) => resource,
        };
        // A duplicate id keeps the first; the tests refuse duplicates.
        let _ = bundle.add_resource(resource);
    }
    bundle
}

pub(crate) fn exists(id: &str) -> bool {
    bundles()[Lang::En.index()].has_message(id)
}

/// The message in `lang`, else in English; a message that needs an argument it was not
/// given is taken from English too (where the same gap shows as `{$name}`, for the tests
/// to find), and an id nobody has is an empty string.
pub(crate) fn format(lang: Lang, id: &str, args: Option<&Args>) -> String {
    if lang != Lang::En {
        if let Some(text) = format_in(lang, id, args) {
            return text;
        }
    }
    format_in(Lang::En, id, args)
        .or_else(|| format_lenient(id, args))
        .unwrap_or_default()
}

fn format_in(lang: Lang, id: &str, args: Option<&Args>) -> Option<String> {
    let bundle = &bundles()[lang.index()];
    let pattern = bundle.get_message(id)?.value()?;
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, args, &mut errors);
    errors.is_empty().then(|| text.into_owned())
}

/// English's text even when it reports an error (a missing argument shows as `{$name}`).
fn format_lenient(id: &str, args: Option<&Args>) -> Option<String> {
    let bundle = &bundles()[Lang::En.index()];
    let pattern = bundle.get_message(id)?.value()?;
    let mut errors = Vec::new();
    Some(
        bundle
            .format_pattern(pattern, args, &mut errors)
            .into_owned(),
    )
}

/// The messages of English whose id starts with `prefix`, written in `lang` with each
/// variable left as `{name}`, for a script to fill in (the judge's console takes its
/// sentences from one JSON block of these in its page, never a request per sentence).
/// A select on a variable takes its default variant: such messages are worded without
/// plurals.
pub(crate) fn script_messages(lang: Lang, prefix: &str) -> Vec<(&'static str, String)> {
    use fluent_syntax::ast;
    fn walk_pattern(pattern: &ast::Pattern<&'static str>, out: &mut Vec<&'static str>) {
        for element in &pattern.elements {
            if let ast::PatternElement::Placeable { expression } = element {
                walk_expression(expression, out);
            }
        }
    }
    fn walk_expression(expression: &ast::Expression<&'static str>, out: &mut Vec<&'static str>) {
        match expression {
            ast::Expression::Select { selector, variants } => {
                walk_inline(selector, out);
                for variant in variants {
                    walk_pattern(&variant.value, out);
                }
            }
            ast::Expression::Inline(inline) => walk_inline(inline, out),
        }
    }
    fn walk_inline(inline: &ast::InlineExpression<&'static str>, out: &mut Vec<&'static str>) {
        match inline {
            ast::InlineExpression::VariableReference { id } => out.push(id.name),
            ast::InlineExpression::Placeable { expression } => walk_expression(expression, out),
            _ => {}
        }
    }
    let mut out = Vec::new();
    for source in SOURCES.iter().filter(|s| s.lang == Lang::En) {
        let resource = match fluent_syntax::parser::parse(source.text) {
            Ok(resource) => resource,
            Err((resource, _)) => resource,
        };
        for entry in &resource.body {
            let ast::Entry::Message(message) = entry else {
                continue;
            };
            if !message.id.name.starts_with(prefix) {
                continue;
            }
            let mut variables = Vec::new();
            if let Some(pattern) = &message.value {
                walk_pattern(pattern, &mut variables);
            }
            let mut args = Args::new();
            for name in variables {
                args.set(name, format!("{{{name}}}"));
            }
            out.push((message.id.name, format(lang, message.id.name, Some(&args))));
        }
    }
    out
}
