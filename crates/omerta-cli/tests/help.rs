//! `omerta --help`, `-h` and `omerta help` in the reader's language (issue 30): `--lang`,
//! else LC_ALL, LC_MESSAGES, LANG, else English. English is clap's own help word for word
//! (`src/help.rs`'s tests compare every command); here, the binary as people run it.

use std::process::{Command, Output};

fn omerta(args: &[&str], env: &[(&str, &str)]) -> Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_omerta"));
    command
        .args(args)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG");
    for (name, value) in env {
        command.env(name, value);
    }
    command.output().expect("omerta runs")
}

fn stdout(output: &Output) -> String {
    assert!(output.status.success(), "{output:?}");
    String::from_utf8_lossy(&output.stdout).into_owned()
}

/// clap's English words, none of which a worded help keeps.
const ENGLISH: [&str; 12] = [
    "Usage:",
    "[OPTIONS]",
    "<COMMAND>",
    "<FILE>",
    "Commands:",
    "Arguments:",
    "Options:",
    "Print help",
    "Print version",
    "Print this message",
    "[default:",
    "[env:",
];

fn assert_no_english(help: &str) {
    for word in ENGLISH {
        assert!(!help.contains(word), "{word:?} is left:\n{help}");
    }
}

#[test]
fn omertas_help_speaks_russian_by_lang_and_by_locale() {
    let by_flag = stdout(&omerta(&["--lang", "ru", "--help"], &[]));
    let by_locale = stdout(&omerta(&["--help"], &[("LANG", "ru_RU.UTF-8")]));
    assert_eq!(by_flag, by_locale);
    assert!(
        by_flag.starts_with("Движок игры в мафию: подсчёт баллов спортивной мафии"),
        "{by_flag}"
    );
    for words in [
        "Использование: omerta [ПАРАМЕТРЫ] <КОМАНДА>",
        "\nКоманды:\n",
        "\nПараметры:\n",
        "  pro     Спортивная мафия: проверка записанных игр",
        "  help    Показать эту справку или справку по указанным командам",
        "  -h, --help         Показать справку",
        "  -V, --version      Показать версию",
    ] {
        assert!(by_flag.contains(words), "{words:?}:\n{by_flag}");
    }
    assert_no_english(&by_flag);
    // `omerta help` is the same help.
    assert_eq!(stdout(&omerta(&["--lang", "ru", "help"], &[])), by_flag);
}

#[test]
fn pro_checks_help_speaks_russian_ukrainian_and_hebrew() {
    let english = stdout(&omerta(&["pro", "check", "--help"], &[]));
    for (lang, locale, words) in [
        (
            "ru",
            "ru_RU.UTF-8",
            [
                "Использование: omerta pro check [ПАРАМЕТРЫ] <ФАЙЛ>",
                "Аргументы:\n  <ФАЙЛ>  Файл протокола",
                "      --json         Вывести JSON вместо текста",
            ],
        ),
        (
            "uk",
            "uk_UA.UTF-8",
            [
                "Використання: omerta pro check [ПАРАМЕТРИ] <ФАЙЛ>",
                "Аргументи:\n  <ФАЙЛ>  Файл протоколу",
                "      --json         Вивести JSON замість тексту",
            ],
        ),
        (
            "he",
            "he_IL.UTF-8",
            [
                "שימוש: omerta pro check [אפשרויות] <קובץ>",
                "ארגומנטים:\n  <קובץ>  קובץ פרוטוקול",
                "      --json        הצגת JSON במקום טקסט",
            ],
        ),
    ] {
        let by_flag = stdout(&omerta(&["--lang", lang, "pro", "check", "--help"], &[]));
        let after = stdout(&omerta(
            &["pro", "check", "-h", &format!("--lang={lang}")],
            &[],
        ));
        let by_locale = stdout(&omerta(&["pro", "check", "--help"], &[("LANG", locale)]));
        let by_help = stdout(&omerta(&["help", "pro", "check"], &[("LC_ALL", locale)]));
        for help in [&after, &by_locale, &by_help] {
            assert_eq!(help, &by_flag, "{lang}");
        }
        for words in words {
            assert!(by_flag.contains(words), "{lang}: {words:?}:\n{by_flag}");
        }
        assert_no_english(&by_flag);
        assert_eq!(by_flag.lines().count(), english.lines().count(), "{lang}");
    }
}

/// A command line without its command shows the help on standard error, worded too.
#[test]
fn a_missing_command_shows_the_worded_help_on_standard_error() {
    let output = omerta(&["pro"], &[("LANG", "uk_UA.UTF-8")]);
    assert_eq!(output.status.code(), Some(2));
    let help = String::from_utf8_lossy(&output.stderr);
    assert!(
        help.contains("Використання: omerta pro [ПАРАМЕТРИ] <КОМАНДА>"),
        "{help}"
    );
    assert!(help.contains("Команди:\n  score"), "{help}");
    assert_no_english(&help);
}

/// `serve`'s defaults and variables are worded in the language too.
#[test]
fn defaults_and_variables_are_worded() {
    let help = stdout(&omerta(&["--lang", "ru", "serve", "--help"], &[]));
    assert!(
        help.contains(
            "Адрес, на котором слушать [переменная окружения: OMERTA_ADDR=] [по умолчанию: 127.0.0.1:8080]"
        ),
        "{help}"
    );
    assert_no_english(&help);
    let help = stdout(&omerta(&["--lang", "he", "pro", "import", "--help"], &[]));
    assert!(
        help.contains("[ערכים אפשריים: polemica, mafiaratings]"),
        "{help}"
    );
}

/// A locale omerta does not speak is English, quietly; an unknown `--lang` is English with
/// the sentence that says so. English is the help without any language.
#[test]
fn an_unknown_language_is_english_help() {
    let english = stdout(&omerta(&["pro", "check", "--help"], &[]));
    assert!(
        english.contains(
            "Usage: omerta pro check [OPTIONS] <FILE>\n\nArguments:\n  <FILE>  A protocol file\n"
        ),
        "{english}"
    );
    let german = omerta(&["pro", "check", "--help"], &[("LANG", "de_DE.UTF-8")]);
    assert_eq!(stdout(&german), english);
    assert!(german.stderr.is_empty());
    let en = omerta(
        &["--lang", "en", "pro", "check", "--help"],
        &[("LANG", "ru_RU.UTF-8")],
    );
    assert_eq!(stdout(&en), english);
    let klingon = omerta(&["--lang", "klingon", "pro", "check", "--help"], &[]);
    assert_eq!(stdout(&klingon), english);
    assert_eq!(
        String::from_utf8_lossy(&klingon.stderr).trim_end(),
        "omerta does not speak “klingon”; it speaks English, Russian, Ukrainian and Hebrew (en, ru, uk, he). English is used."
    );
}
