//! clap's refusals of a command line in the reader's language (issue 30), as people meet
//! them: the built binary, standard error, exit code 2. English is clap's own
//! (`src/clap_errors.rs`'s tests hold the catalog's English to clap's for every refusal);
//! here, what each language prints and that a typed value comes back as it was typed.

use std::process::{Command, Output};

fn omerta(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_omerta"))
        .args(args)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG")
        .env_remove("CLICOLOR_FORCE")
        .output()
        .expect("omerta runs")
}

/// A refusal: exit code 2, nothing on standard output, its text on standard error.
fn refused(args: &[&str]) -> String {
    let output = omerta(args);
    assert_eq!(output.status.code(), Some(2), "{args:?}: {output:?}");
    assert!(output.stdout.is_empty(), "{args:?}: {output:?}");
    String::from_utf8(output.stderr).expect("UTF-8")
}

fn with_lang(lang: &str, args: &[&str]) -> Vec<String> {
    let mut line = vec!["--lang".to_owned(), lang.to_owned()];
    line.extend(args.iter().map(|s| s.to_string()));
    line
}

fn refused_in(lang: &str, args: &[&str]) -> String {
    let line = with_lang(lang, args);
    let line: Vec<&str> = line.iter().map(String::as_str).collect();
    refused(&line)
}

/// clap's English words, none of which a worded refusal keeps.
const ENGLISH: [&str; 12] = [
    "error:",
    "tip:",
    "Usage:",
    "For more information",
    "[OPTIONS]",
    "<COMMAND>",
    "<FILE>",
    "<SEED>",
    "unexpected",
    "invalid value",
    "required",
    "subcommand",
];

fn assert_no_english(lang: &str, text: &str) {
    for word in ENGLISH {
        assert!(!text.contains(word), "{lang}: {word:?} is left:\n{text}");
    }
}

/// What each language says, piece by piece, for the five refusals people meet most.
struct Words {
    lang: &'static str,
    unknown: &'static str,
    check_usage: &'static str,
    invalid_seed: &'static str,
    missing: &'static str,
    seating_usage: &'static str,
    unknown_command: &'static str,
    similar: &'static str,
    pro_usage: &'static str,
    missing_command: &'static str,
    more: &'static str,
}

const LANGUAGES: [Words; 3] = [
    Words {
        lang: "ru",
        unknown: "ошибка: неожиданный аргумент '--bogus'\n",
        check_usage: "\nИспользование: omerta pro check <ФАЙЛ>\n",
        invalid_seed:
            "ошибка: недопустимое значение 'abc' для '--seed <ЗЕРНО>': в числе недопустимая цифра\n",
        missing: "ошибка: не указаны обязательные аргументы:\n  --tables <СТОЛОВ>\n  --rounds <РАУНДОВ>\n",
        seating_usage:
            "\nИспользование: omerta pro seating --players <ИГРОКОВ> --tables <СТОЛОВ> --rounds <РАУНДОВ>\n",
        unknown_command: "ошибка: неизвестная команда 'chek'\n",
        similar: "\n  подсказка: есть похожая команда: 'check'\n",
        pro_usage: "\nИспользование: omerta pro [ПАРАМЕТРЫ] <КОМАНДА>\n",
        missing_command: "ошибка: 'omerta pro' требует команду, но она не указана\n  [команды: score, check, seating, import, export, help]\n",
        more: "\nПодробнее: '--help'.\n",
    },
    Words {
        lang: "uk",
        unknown: "помилка: неочікуваний аргумент '--bogus'\n",
        check_usage: "\nВикористання: omerta pro check <ФАЙЛ>\n",
        invalid_seed:
            "помилка: неприпустиме значення 'abc' для '--seed <ЗЕРНО>': у числі неприпустима цифра\n",
        missing: "помилка: не вказано обов’язкові аргументи:\n  --tables <СТОЛІВ>\n  --rounds <РАУНДІВ>\n",
        seating_usage:
            "\nВикористання: omerta pro seating --players <ГРАВЦІВ> --tables <СТОЛІВ> --rounds <РАУНДІВ>\n",
        unknown_command: "помилка: невідома команда 'chek'\n",
        similar: "\n  порада: є схожа команда: 'check'\n",
        pro_usage: "\nВикористання: omerta pro [ПАРАМЕТРИ] <КОМАНДА>\n",
        missing_command: "помилка: 'omerta pro' потребує команди, але її не вказано\n  [команди: score, check, seating, import, export, help]\n",
        more: "\nДокладніше: '--help'.\n",
    },
    Words {
        lang: "he",
        unknown: "שגיאה: ארגומנט לא צפוי '--bogus'\n",
        check_usage: "\nשימוש: omerta pro check <קובץ>\n",
        invalid_seed: "שגיאה: ערך לא תקין 'abc' עבור '--seed <זרע>': ספרה לא תקינה במספר\n",
        missing: "שגיאה: הארגומנטים הנדרשים הבאים לא ניתנו:\n  --tables <שולחנות>\n  --rounds <סיבובים>\n",
        seating_usage:
            "\nשימוש: omerta pro seating --players <שחקנים> --tables <שולחנות> --rounds <סיבובים>\n",
        unknown_command: "שגיאה: פקודה לא מוכרת 'chek'\n",
        similar: "\n  עצה: קיימת פקודה דומה: 'check'\n",
        pro_usage: "\nשימוש: omerta pro [אפשרויות] <פקודה>\n",
        missing_command: "שגיאה: 'omerta pro' דורשת פקודה, אך לא ניתנה פקודה\n  [פקודות: score, check, seating, import, export, help]\n",
        more: "\nלמידע נוסף: '--help'.\n",
    },
];

const SEATING: [&str; 8] = [
    "pro",
    "seating",
    "--players",
    "10",
    "--tables",
    "1",
    "--rounds",
    "1",
];

fn seating_with_seed(seed: &str) -> Vec<&str> {
    let mut line = SEATING.to_vec();
    line.extend(["--seed", seed]);
    line
}

#[test]
fn an_unknown_argument_is_refused_in_the_language() {
    for words in &LANGUAGES {
        let text = refused_in(words.lang, &["pro", "check", "x.json", "--bogus"]);
        for part in [words.unknown, words.check_usage, words.more] {
            assert!(text.contains(part), "{}: {part:?}\n{text}", words.lang);
        }
        assert!(text.starts_with(words.unknown), "{text}");
        assert_no_english(words.lang, &text);
    }
}

#[test]
fn a_value_that_is_not_a_number_is_refused_in_the_language() {
    for words in &LANGUAGES {
        let text = refused_in(words.lang, &seating_with_seed("abc"));
        assert_eq!(
            text,
            format!("{}{}", words.invalid_seed, words.more),
            "{}",
            words.lang
        );
        assert_no_english(words.lang, &text);
    }
}

#[test]
fn a_missing_argument_is_refused_in_the_language() {
    for words in &LANGUAGES {
        let text = refused_in(words.lang, &["pro", "seating", "--players", "10"]);
        assert_eq!(
            text,
            format!("{}{}{}", words.missing, words.seating_usage, words.more),
            "{}",
            words.lang
        );
        assert_no_english(words.lang, &text);
    }
}

#[test]
fn an_unknown_command_is_refused_in_the_language_with_its_tip() {
    for words in &LANGUAGES {
        let text = refused_in(words.lang, &["pro", "chek"]);
        assert_eq!(
            text,
            format!(
                "{}{}{}{}",
                words.unknown_command, words.similar, words.pro_usage, words.more
            ),
            "{}",
            words.lang
        );
        assert_no_english(words.lang, &text);
    }
}

/// `omerta pro --lang ru`: something on the line, but no command (with nothing at all,
/// clap shows the worded help instead: `tests/help.rs`).
#[test]
fn a_missing_command_is_refused_in_the_language() {
    for words in &LANGUAGES {
        let text = refused(&["pro", "--lang", words.lang]);
        assert_eq!(
            text,
            format!("{}{}{}", words.missing_command, words.pro_usage, words.more),
            "{}",
            words.lang
        );
        assert_no_english(words.lang, &text);
    }
}

/// The language comes from the locale as well as from `--lang`.
#[test]
fn the_locale_words_the_refusal_too() {
    let output = Command::new(env!("CARGO_BIN_EXE_omerta"))
        .args(["pro", "check", "x.json", "--bogus"])
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", "uk_UA.UTF-8")
        .output()
        .expect("omerta runs");
    assert_eq!(output.status.code(), Some(2));
    let text = String::from_utf8_lossy(&output.stderr);
    assert!(text.starts_with(LANGUAGES[1].unknown), "{text}");
}

/// English is clap's own, byte for byte (the library's tests compare every refusal with
/// clap's rendering; these are clap's texts as it writes them without colours).
#[test]
fn english_is_claps_own() {
    assert_eq!(
        refused(&["pro", "check", "x.json", "--bogus"]),
        "error: unexpected argument '--bogus' found\n\n  tip: to pass '--bogus' as a value, use '-- --bogus'\n\nUsage: omerta pro check <FILE>\n\nFor more information, try '--help'.\n"
    );
    assert_eq!(
        refused(&seating_with_seed("abc")),
        "error: invalid value 'abc' for '--seed <SEED>': invalid digit found in string\n\nFor more information, try '--help'.\n"
    );
    assert_eq!(
        refused(&["pro", "seating", "--players", "10"]),
        "error: the following required arguments were not provided:\n  --tables <TABLES>\n  --rounds <ROUNDS>\n\nUsage: omerta pro seating --players <PLAYERS> --tables <TABLES> --rounds <ROUNDS>\n\nFor more information, try '--help'.\n"
    );
    assert_eq!(
        refused(&["pro", "chek"]),
        "error: unrecognized subcommand 'chek'\n\n  tip: a similar subcommand exists: 'check'\n\nUsage: omerta pro [OPTIONS] <COMMAND>\n\nFor more information, try '--help'.\n"
    );
    assert_eq!(
        refused(&["pro", "--lang", "en"]),
        "error: 'omerta pro' requires a subcommand but one was not provided\n  [subcommands: score, check, seating, import, export, help]\n\nUsage: omerta pro [OPTIONS] <COMMAND>\n\nFor more information, try '--help'.\n"
    );
}

/// A typed value comes back once, between clap's quotes, whatever it holds: 100,000
/// characters, a terminal's escape sequences (which the stream strips when standard error
/// is not a terminal, as clap's own does), a right-to-left override, newlines, Fluent's
/// own syntax. No panic (exit code 2, not 101).
#[test]
fn a_typed_value_comes_back_as_typed() {
    let long = "7".repeat(100_000);
    let values = [
        (long.clone(), long.clone()),
        ("\u{1b}[31mred\u{1b}[0m".to_owned(), "red".to_owned()),
        (
            "\u{202e}live\u{202c}".to_owned(),
            "\u{202e}live\u{202c}".to_owned(),
        ),
        ("one\ntwo".to_owned(), "one\ntwo".to_owned()),
        ("{ $arg } {\"\"}".to_owned(), "{ $arg } {\"\"}".to_owned()),
    ];
    for (typed, shown) in &values {
        for lang in ["ru", "uk", "he", "en"] {
            let text = refused_in(lang, &seating_with_seed(typed));
            assert_eq!(
                text.matches(&format!("'{shown}'")).count(),
                1,
                "{lang} {:?}",
                &typed[..typed.len().min(20)]
            );
            assert!(!text.contains('\u{1b}'), "{lang}: {text:?}");
            assert_eq!(
                text.matches('\n').count(),
                3 + shown.matches('\n').count(),
                "{lang}"
            );
        }
        // An unknown argument and an unknown command typed the same way.
        let flag = format!("--{typed}");
        let text = refused_in("he", &["pro", "check", "x.json", &flag]);
        assert!(text.contains(&format!("'--{shown}'")), "{text:?}");
        let text = refused_in("ru", &["pro", typed]);
        assert!(text.contains(&format!("'{shown}'")), "{text:?}");
    }
}

/// With colours forced, the styles are clap's: `error:` in bold red, the typed value in
/// yellow, the usage's title bold and underlined.
#[test]
fn the_styles_are_claps() {
    let output = Command::new(env!("CARGO_BIN_EXE_omerta"))
        .args(["--lang", "ru", "pro", "check", "x.json", "--bogus"])
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG")
        .env_remove("NO_COLOR")
        .env("CLICOLOR_FORCE", "1")
        .output()
        .expect("omerta runs");
    let text = String::from_utf8_lossy(&output.stderr);
    assert!(
        text.starts_with(
            "\u{1b}[1m\u{1b}[31mошибка:\u{1b}[0m неожиданный аргумент '\u{1b}[33m--bogus\u{1b}[0m'"
        ),
        "{text:?}"
    );
    assert!(
        text.contains("\u{1b}[1m\u{1b}[4mИспользование:\u{1b}[0m"),
        "{text:?}"
    );
    let english = Command::new(env!("CARGO_BIN_EXE_omerta"))
        .args(["pro", "check", "x.json", "--bogus"])
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG")
        .env_remove("NO_COLOR")
        .env("CLICOLOR_FORCE", "1")
        .output()
        .expect("omerta runs");
    let english = String::from_utf8_lossy(&english.stderr);
    assert!(
        english.starts_with(
            "\u{1b}[1m\u{1b}[31merror:\u{1b}[0m unexpected argument '\u{1b}[33m--bogus\u{1b}[0m'"
        ),
        "{english:?}"
    );
}
