//! The CLI's language (issue 30): `--lang`, else LC_ALL, LC_MESSAGES, LANG, else English;
//! an unknown `--lang` is English with a sentence on standard error; the text output of
//! `omerta pro score` and `omerta pro check` in Russian and Ukrainian; JSON the same in
//! every language.

use std::process::{Command, Output};

fn omerta(args: &[&str], env: &[(&str, &str)]) -> Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_omerta"));
    command
        .args(args)
        .current_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."))
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG");
    for (name, value) in env {
        command.env(name, value);
    }
    command.output().expect("omerta runs")
}

fn text(output: &Output) -> (String, String) {
    (
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

const LIFT: &str = "examples/pro/lift.json";

#[test]
fn lang_chooses_the_text_outputs_language() {
    let (out, err) = text(&omerta(&["--lang", "ru", "pro", "score", LIFT], &[]));
    assert!(out.starts_with("Победитель: красные ("), "{out}");
    assert!(out.contains("номер  имя "), "{out}");
    assert!(
        out.contains("   1  Olga Ivanova         шериф        +0,6\n"),
        "{out}"
    );
    assert!(err.is_empty(), "{err}");
    // After the subcommand too, and Ukrainian.
    let (out, _) = text(&omerta(&["pro", "check", LIFT, "--lang=uk"], &[]));
    assert!(out.contains("протокол правильний; 42 події"), "{out}");
    assert!(
        out.contains("Місто:\n  з початку гри: є право на помилку"),
        "{out}"
    );
}

#[test]
fn the_locale_speaks_when_no_lang_is_given() {
    let (out, _) = text(&omerta(&["pro", "check", LIFT], &[("LANG", "ru_RU.UTF-8")]));
    assert!(
        out.contains("протокол верен; 42 события, выбывших: 6;"),
        "{out}"
    );
    // LC_ALL comes before LANG, and --lang before both.
    let (out, _) = text(&omerta(
        &["pro", "check", LIFT],
        &[("LANG", "ru_RU.UTF-8"), ("LC_ALL", "uk_UA.UTF-8")],
    ));
    assert!(out.contains("протокол правильний"), "{out}");
    let (out, _) = text(&omerta(
        &["--lang", "en", "pro", "check", LIFT],
        &[("LC_ALL", "uk_UA.UTF-8")],
    ));
    assert!(
        out.contains(": valid; 42 events, 6 departures; red wins ("),
        "{out}"
    );
    // A locale omerta does not speak is English, quietly: it is the machine's setting.
    let (out, err) = text(&omerta(&["pro", "check", LIFT], &[("LANG", "de_DE.UTF-8")]));
    assert!(out.contains(": valid; 42 events"), "{out}");
    assert!(err.is_empty(), "{err}");
}

#[test]
fn an_unknown_lang_is_english_with_a_sentence() {
    let output = omerta(&["--lang", "klingon\u{1b}[2J", "pro", "check", LIFT], &[]);
    assert!(output.status.success());
    let (out, err) = text(&output);
    assert!(out.contains(": valid; 42 events"), "{out}");
    assert_eq!(
        err.trim_end(),
        "omerta does not speak “klingon?[2J”; it speaks English, Russian, Ukrainian and Hebrew (en, ru, uk, he). English is used."
    );
}

#[test]
fn json_is_the_same_in_every_language() {
    for command in [
        &["pro", "score", LIFT, "--json"][..],
        &["pro", "check", LIFT, "--json"],
    ] {
        let english = omerta(command, &[]).stdout;
        assert!(!english.is_empty());
        for lang in ["ru", "uk", "he"] {
            let mut args = vec!["--lang", lang];
            args.extend_from_slice(command);
            assert_eq!(omerta(&args, &[]).stdout, english, "{lang}: {command:?}");
        }
    }
}
