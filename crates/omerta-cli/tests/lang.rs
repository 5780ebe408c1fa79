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

/// Issue 30: "JSON output stays stable: rule ids and codes do not change; sentences in it
/// follow the chosen language". The check's JSON is the English one but for how the game
/// ended (`outcome.reason`; its `warnings` too, none here); the score's JSON is the English
/// one but for each award's `detail`.
#[test]
fn json_keeps_its_ids_and_codes_and_words_its_sentences_in_the_language() {
    let checked = |lang: &str| -> serde_json::Value {
        serde_json::from_slice(
            &omerta(&["--lang", lang, "pro", "check", LIFT, "--json"], &[]).stdout,
        )
        .unwrap()
    };
    let without_reason = |mut report: serde_json::Value| {
        report["outcome"].as_object_mut().unwrap().remove("reason");
        report
    };
    let check = checked("en");
    assert_eq!(
        check["outcome"]["reason"],
        "no black player is left at the table"
    );
    let score: serde_json::Value =
        serde_json::from_slice(&omerta(&["pro", "score", LIFT, "--json"], &[]).stdout).unwrap();
    let without_details = |mut report: serde_json::Value| {
        for player in report["players"].as_array_mut().unwrap() {
            for award in player["awards"].as_array_mut().unwrap() {
                award.as_object_mut().unwrap().remove("detail");
            }
        }
        report
    };
    for lang in ["ru", "uk", "he"] {
        let worded = checked(lang);
        let reason = worded["outcome"]["reason"].as_str().unwrap().to_owned();
        assert!(
            !reason.is_ascii(),
            "{lang}: the outcome is still English: {reason}"
        );
        assert_eq!(
            without_reason(worded),
            without_reason(check.clone()),
            "{lang}: check"
        );
        let scored: serde_json::Value = serde_json::from_slice(
            &omerta(&["--lang", lang, "pro", "score", LIFT, "--json"], &[]).stdout,
        )
        .unwrap();
        let details: Vec<&str> = scored["players"]
            .as_array()
            .unwrap()
            .iter()
            .flat_map(|p| p["awards"].as_array().unwrap())
            .map(|a| a["detail"].as_str().unwrap())
            .collect();
        assert!(!details.is_empty());
        assert!(
            details.iter().all(|d| !d.is_ascii()),
            "{lang}: an award's detail is still English: {details:?}"
        );
        assert_eq!(
            without_details(scored),
            without_details(score.clone()),
            "{lang}"
        );
    }
}

const NIGHT: &str = "examples/night/redirector-vest.json";

/// Issue 30: a night's explanation (the resolver's reasons and questions, the results and
/// the notes) in the reader's language; JSON keeps its names, codes and numbers, and its
/// sentences follow the language.
#[test]
fn a_nights_explanation_is_worded_in_the_language() {
    let (english, _) = text(&omerta(&["night", "resolve", "--explain", NIGHT], &[]));
    assert!(english.contains("Reason for yes"), "{english}");
    let (ru, err) = text(&omerta(
        &["--lang", "ru", "night", "resolve", "--explain", NIGHT],
        &[],
    ));
    assert!(err.is_empty(), "{err}");
    assert!(ru.starts_with("Погибли: "), "{ru}");
    assert!(ru.contains("Погибает ли "), "{ru}");
    assert!(ru.contains("• Довод за: "), "{ru}");
    assert!(!ru.contains("Reason for"), "{ru}");
    assert_eq!(ru.lines().count(), english.lines().count());
    // The locale speaks too, in Ukrainian.
    let (uk, _) = text(&omerta(
        &["night", "resolve", "--explain", NIGHT],
        &[("LANG", "uk_UA.UTF-8")],
    ));
    assert!(uk.starts_with("Загинули: "), "{uk}");
    let json = |lang: &str| -> serde_json::Value {
        let (out, _) = text(&omerta(
            &[
                "--lang",
                lang,
                "night",
                "resolve",
                "--json",
                "--explain",
                NIGHT,
            ],
            &[],
        ));
        serde_json::from_str(&out).expect("JSON")
    };
    let (en, ru) = (json("en"), json("ru"));
    assert_eq!(en["deaths"], ru["deaths"]);
    assert_eq!(en["results"], ru["results"]);
    let question =
        |v: &serde_json::Value| v["explanations"][0]["question"].as_str().map(str::to_owned);
    assert!(question(&en).unwrap().starts_with("Does "), "{en}");
    assert!(question(&ru).unwrap().starts_with("Погибает ли "), "{ru}");
    assert_eq!(
        en["explanations"][0]["reasons"][0]["side"],
        ru["explanations"][0]["reasons"][0]["side"]
    );
}

/// English stays the resolver's own, byte for byte, whichever way it is asked for.
#[test]
fn a_nights_explanation_in_english_is_unchanged() {
    let (plain, _) = text(&omerta(&["night", "resolve", "--explain", NIGHT], &[]));
    let (en, _) = text(&omerta(
        &["--lang", "en", "night", "resolve", "--explain", NIGHT],
        &[],
    ));
    assert_eq!(plain, en);
}

/// Issue 30: standard error's own sentences follow the language (the OS's error text is
/// its own); English is the old sentence word for word; the exit codes are the same.
#[test]
fn a_file_that_cannot_be_read_is_said_in_the_language() {
    let missing = "no/such/file.json";
    for args in [
        vec!["pro", "score", missing],
        vec!["pro", "check", missing],
        vec!["1923", "play", missing],
    ] {
        let english = omerta(&args, &[]);
        let (out, err) = text(&english);
        assert!(out.is_empty(), "{out}");
        assert!(
            err.starts_with(&format!("omerta: cannot read {missing}: ")),
            "{err}"
        );
        let mut ru_args = vec!["--lang", "ru"];
        ru_args.extend(&args);
        let russian = omerta(&ru_args, &[]);
        let (_, err) = text(&russian);
        assert!(
            err.starts_with(&format!("omerta: не удалось прочитать {missing}: ")),
            "{err}"
        );
        assert_eq!(russian.status.code(), english.status.code(), "{args:?}");
        let hebrew = omerta(&args, &[("LANG", "he_IL.UTF-8")]);
        let (_, err) = text(&hebrew);
        assert!(err.starts_with("omerta: לא ניתן לקרוא את "), "{err}");
        assert_eq!(hebrew.status.code(), english.status.code(), "{args:?}");
    }
}

/// A 1923 script's problems: the count's line and each problem in the language (its place
/// as written), English as it was.
#[test]
fn a_1923_scripts_problems_are_counted_in_the_language() {
    let dir = std::env::temp_dir().join(format!("omerta-lang-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("bad.json");
    std::fs::write(&file, r#"{"format":"omerta-1923/1"}"#).unwrap();
    let path = file.to_str().unwrap();
    let english = omerta(&["1923", "play", path], &[]);
    let (_, err) = text(&english);
    assert!(
        err.starts_with(&format!("{path}: 1 problem found:"))
            || err.contains(&format!("{path}: ")) && err.contains(" problems found:"),
        "{err}"
    );
    assert!(
        err.contains("\n  seed: missing (an integer that seeds the game's randomness)\n"),
        "{err}"
    );
    let russian = omerta(&["--lang", "ru", "1923", "play", path], &[]);
    let (_, err) = text(&russian);
    assert!(err.contains(&format!("{path}: найдено проблем: ")), "{err}");
    assert!(
        err.contains("\n  seed: отсутствует (целое число, зерно случайности игры)\n"),
        "{err}"
    );
    assert_eq!(russian.status.code(), english.status.code());
    std::fs::remove_dir_all(&dir).ok();
}

/// Issue 30: a protocol that is not JSON, and one of a game not ended, are said in the
/// language (serde's detail and the rule crate's reason as they are); English as it was.
#[test]
fn a_protocol_not_json_or_not_ended_is_said_in_the_language() {
    let dir = std::env::temp_dir().join(format!("omerta-lang-pro-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let broken = dir.join("broken.json");
    std::fs::write(&broken, "{ not json").unwrap();
    let path = broken.to_str().unwrap();
    let english = omerta(&["pro", "check", path], &[]);
    let (_, err) = text(&english);
    assert!(
        err.contains("not a valid protocol document: line 1, column"),
        "{err}"
    );
    let russian = omerta(&["--lang", "ru", "pro", "check", path], &[]);
    let (_, err) = text(&russian);
    assert!(err.contains("это не протокол: строка 1, столбец"), "{err}");
    assert_eq!(russian.status.code(), english.status.code());
    let (_, err) = text(&omerta(&["--lang", "he", "pro", "score", path], &[]));
    assert!(err.contains("זה אינו פרוטוקול תקין: שורה 1"), "{err}");
    std::fs::remove_dir_all(&dir).ok();
}
