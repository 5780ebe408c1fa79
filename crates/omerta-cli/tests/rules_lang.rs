//! Issue 30: the rule crates' sentences the CLI prints follow `--lang`: `omerta forum
//! check`'s flags (text and the JSON's `message`), `omerta forum tally`'s notes for the
//! host (standard error, and the JSON's notes' `message`; the BBCode tally stays English,
//! ruling D23) and `omerta night roles`' sentences, each worded from the rule crate's data.
//! English is the rule crates' own, word for word; the JSON's fields, codes, rules and
//! numbers are the same in every language.

use serde_json::Value;
use std::process::{Command, Output};

const THREAD: &str = "examples/forum/thread.json";

fn omerta(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_omerta"))
        .args(args)
        .current_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."))
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG")
        .output()
        .expect("omerta runs")
}

fn stdout(output: &Output) -> String {
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout.clone()).expect("UTF-8")
}

fn stderr(output: &Output) -> String {
    String::from_utf8(output.stderr.clone()).expect("UTF-8")
}

fn thread() -> omerta_forum::Thread {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../examples/forum/thread.json"
    );
    omerta_forum::Thread::from_json(&std::fs::read_to_string(path).unwrap()).unwrap()
}

/// Every field but each entry's `message` (the sentence), to compare across languages.
fn without_messages(mut value: Value) -> Value {
    fn strip(value: &mut Value) {
        match value {
            Value::Object(map) => {
                map.remove("message");
                map.values_mut().for_each(strip);
            }
            Value::Array(items) => items.iter_mut().for_each(strip),
            _ => {}
        }
    }
    strip(&mut value);
    value
}

#[test]
fn forum_check_says_its_flags_in_the_language() {
    let english = stdout(&omerta(&["forum", "check", THREAD]));
    let flags = omerta_forum::check(&thread());
    let expected: Vec<&str> = flags.iter().map(|f| f.message.as_str()).collect();
    assert_eq!(
        english.lines().collect::<Vec<_>>(),
        expected,
        "English as it was"
    );

    let russian = stdout(&omerta(&["--lang", "ru", "forum", "check", THREAD]));
    assert_eq!(russian.lines().count(), flags.len());
    assert!(
        russian.contains(
            "Пост 48462: Dredd написал в ночь 1 (1-й пост за эту ночь, 1-й ночной пост за игру), а правило 2 это запрещает; ведущий может дать модкилл."
        ),
        "{russian}"
    );
    assert!(russian.contains("за неактив"), "{russian}");
    assert!(!russian.contains("the host"), "{russian}");

    let hebrew = stdout(&omerta(&["forum", "check", THREAD, "--lang", "he"]));
    assert_eq!(hebrew.lines().count(), flags.len());
    assert!(
        hebrew.contains("הודעה 48462: Dredd כתב בלילה 1"),
        "{hebrew}"
    );
    assert!(hebrew.contains("המנחה"), "{hebrew}");
    assert!(!hebrew.contains("the host"), "{hebrew}");
}

#[test]
fn forum_check_json_is_the_same_but_for_its_sentences() {
    let read = |lang: &str| -> Value {
        serde_json::from_str(&stdout(&omerta(&[
            "--lang", lang, "forum", "check", THREAD, "--json",
        ])))
        .expect("JSON")
    };
    let english = read("en");
    let flags = omerta_forum::check(&thread());
    let messages: Vec<&str> = english
        .as_array()
        .expect("a list")
        .iter()
        .map(|f| f["message"].as_str().expect("a message"))
        .collect();
    assert_eq!(
        messages,
        flags.iter().map(|f| f.message.as_str()).collect::<Vec<_>>()
    );
    for lang in ["ru", "uk", "he"] {
        let other = read(lang);
        assert_eq!(
            without_messages(other.clone()),
            without_messages(english.clone()),
            "{lang}: only the sentences differ"
        );
        assert_ne!(other, english, "{lang}: the sentences are worded");
        let first = other[0]["message"].as_str().unwrap();
        assert_eq!(
            first,
            omerta_i18n::forum::flag(omerta_i18n::Lang::from_tag(lang).unwrap(), &flags[0].said)
        );
    }
}

#[test]
fn forum_tally_says_its_notes_in_the_language_and_keeps_the_bbcode() {
    let english = omerta(&["forum", "tally", THREAD]);
    let russian = omerta(&["forum", "tally", THREAD, "--lang", "ru"]);
    let hebrew = omerta(&["--lang", "he", "forum", "tally", THREAD]);
    // The tally is the thread's record: English in every language (D23).
    assert_eq!(stdout(&russian), stdout(&english));
    assert_eq!(stdout(&hebrew), stdout(&english));

    let notes = omerta_forum::tally(&thread(), None).notes;
    assert!(!notes.is_empty());
    let english = stderr(&english);
    for (line, note) in english.lines().zip(&notes) {
        assert_eq!(
            line,
            format!(
                "note: post {} (rule {}): {}",
                note.post, note.rule, note.message
            )
        );
    }
    let russian = stderr(&russian);
    assert_eq!(russian.lines().count(), english.lines().count());
    assert!(
        russian.contains(
            "заметка: пост 48266 (правило 6): «Pyr0» — не игрок и не его другое имя: не засчитано"
        ),
        "{russian}"
    );
    let hebrew = stderr(&hebrew);
    assert!(
        hebrew.contains("\"Pyr0\" אינו שחקן ואינו כינוי של שחקן: לא נספר"),
        "{hebrew}"
    );
}

#[test]
fn forum_tally_json_words_only_its_notes() {
    let read = |lang: &str| -> Value {
        serde_json::from_str(&stdout(&omerta(&[
            "forum", "tally", THREAD, "--json", "--lang", lang,
        ])))
        .expect("JSON")
    };
    let english = read("en");
    let notes = omerta_forum::tally(&thread(), None).notes;
    for (value, note) in english["notes"].as_array().unwrap().iter().zip(&notes) {
        assert_eq!(value["message"], note.message.as_str());
    }
    for lang in ["ru", "he"] {
        let other = read(lang);
        assert_eq!(
            without_messages(other.clone()),
            without_messages(english.clone())
        );
        assert_ne!(other["notes"], english["notes"], "{lang}");
        // The templates' own sentences (the tally's outcome) are the thread's.
        assert_eq!(other["tally"], english["tally"], "{lang}");
    }
}

#[test]
fn night_roles_are_said_in_the_language() {
    let english = stdout(&omerta(&["night", "roles"]));
    let sentences: Vec<String> = omerta_night::ROLES.iter().map(|r| r.sentence()).collect();
    assert_eq!(english.lines().collect::<Vec<_>>(), sentences);

    let russian = stdout(&omerta(&["night", "roles", "--lang", "ru"]));
    assert_eq!(russian.lines().count(), omerta_night::ROLES.len());
    assert!(
        russian.lines().any(|l| l
            == "doctor (город): способность «защита»: защита (убийства цели не срабатывают) и визит; побеждает вместе со своей фракцией."),
        "{russian}"
    );
    assert!(
        russian.contains("godfather (мафия): способность «выстрел мафии»"),
        "{russian}"
    );

    let hebrew = stdout(&omerta(&["--lang", "he", "night", "roles"]));
    assert_eq!(hebrew.lines().count(), omerta_night::ROLES.len());
    assert!(
        hebrew
            .lines()
            .any(|l| l.starts_with("cop (העיירה): היכולת «חקירה»")),
        "{hebrew}"
    );
    for (line, role) in hebrew.lines().zip(omerta_night::ROLES) {
        assert!(line.starts_with(role.name), "{line}");
        assert_ne!(line, role.sentence());
    }
}

#[test]
fn a_thread_omerta_cannot_use_is_said_in_the_language() {
    let dir = tempfile::tempdir().unwrap();
    let broken = dir.path().join("broken.json");
    std::fs::write(&broken, "{").unwrap();
    let broken = broken.to_str().unwrap();
    let english = stderr(&omerta(&["forum", "check", broken]));
    assert_eq!(
        english,
        format!("{broken}: not a valid thread document: EOF while parsing an object at line 1 column 1\n")
    );
    let russian = stderr(&omerta(&["forum", "check", broken, "--lang", "ru"]));
    assert_eq!(
        russian,
        format!("{broken}: это не документ темы: EOF while parsing an object at line 1 column 1\n")
    );

    let english = omerta(&["forum", "tally", THREAD, "--at", "1"]);
    assert_eq!(english.status.code(), Some(1));
    assert_eq!(
        stderr(&english),
        format!("{THREAD}: there is no post 1 in the thread\n")
    );
    let hebrew = stderr(&omerta(&[
        "forum", "tally", THREAD, "--at", "1", "--lang", "he",
    ]));
    assert_eq!(hebrew, format!("{THREAD}: אין באשכול הודעה 1\n"));
}
