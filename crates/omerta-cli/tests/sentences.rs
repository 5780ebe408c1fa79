//! The CLI's own sentences on standard error, and `omerta pro seating`'s table, in the
//! reader's language (issue 30): English as it was, word for word; the rule crates' own
//! reasons as they are where they have no data to word.

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

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

#[test]
fn json_for_a_folder_is_said_in_the_language() {
    let english = omerta(&["pro", "score", "examples/pro", "--json"], &[]);
    assert!(
        stderr(&english)
            .starts_with("omerta: --json scores one file; for a folder the summary is printed\n"),
        "{}",
        stderr(&english)
    );
    let russian = omerta(
        &["--lang", "ru", "pro", "score", "examples/pro", "--json"],
        &[],
    );
    assert!(
        stderr(&russian)
            .starts_with("omerta: --json подсчитывает один файл; для папки выводится сводка\n"),
        "{}",
        stderr(&russian)
    );
    assert_eq!(russian.status.code(), english.status.code());
}

#[test]
fn seating_speaks_the_language() {
    let sizes = ["pro", "seating", "--players", "21", "--tables", "2"];
    let english = omerta(&[&sizes[..], &["--rounds", "2"]].concat(), &[]);
    let table = stdout(&english);
    assert!(table.starts_with("Round 1\n  seat     "), "{table}");
    assert!(table.contains("  sitting out: "), "{table}");
    let ukrainian = omerta(
        &[&sizes[..], &["--rounds", "2"]].concat(),
        &[("LANG", "uk_UA.UTF-8")],
    );
    let worded = stdout(&ukrainian);
    assert!(worded.starts_with("Раунд 1\n  номер    "), "{worded}");
    assert!(worded.contains("\n  стіл 2   "), "{worded}");
    assert!(worded.contains("  не грають: "), "{worded}");
    assert!(
        worded.contains("Будь-які два гравці грають разом від "),
        "{worded}"
    );
    assert_eq!(worded.lines().count(), table.lines().count());
    // The JSON is the same in every language.
    let json = |env: &[(&str, &str)]| {
        stdout(&omerta(
            &[&sizes[..], &["--rounds", "2", "--json"]].concat(),
            env,
        ))
    };
    assert_eq!(json(&[("LANG", "he_IL.UTF-8")]), json(&[]));
    // Sizes that cannot be seated.
    let too_few = [
        "pro",
        "seating",
        "--players",
        "15",
        "--tables",
        "2",
        "--rounds",
        "2",
    ];
    let english = omerta(&too_few, &[]);
    assert_eq!(
        stderr(&english),
        "omerta: cannot seat this tournament: 2 tables of ten need at least 20 players, not 15\n"
    );
    let russian = omerta(&[&["--lang", "ru"], &too_few[..]].concat(), &[]);
    assert_eq!(
        stderr(&russian),
        "omerta: не удалось рассадить турнир: для 2 столов по десять нужно не меньше 20 игроков, а их 15\n"
    );
    assert_eq!(russian.status.code(), english.status.code());
    let hebrew = omerta(
        &[
            "pro",
            "seating",
            "--players",
            "10",
            "--tables",
            "1",
            "--rounds",
            "0",
        ],
        &[("LANG", "he_IL.UTF-8")],
    );
    assert_eq!(
        stderr(&hebrew),
        "omerta: לא ניתן לסדר את הישיבה בטורניר: טורניר צריך לפחות סיבוב אחד\n"
    );
}

#[test]
fn an_unknown_schema_is_said_in_the_language() {
    let english = omerta(&["schema", "nope"], &[]);
    assert!(
        stderr(&english).starts_with(
            "omerta: there is no format \"nope\"; the formats are omerta-pro/1, omerta-forum/1, "
        ),
        "{}",
        stderr(&english)
    );
    let russian = omerta(&["schema", "nope", "--lang", "ru"], &[]);
    assert!(
        stderr(&russian).starts_with("omerta: формата \"nope\" нет; форматы: omerta-pro/1, "),
        "{}",
        stderr(&russian)
    );
    assert_eq!(russian.status.code(), english.status.code());
}

/// The forum check's count and the counter's notes: the CLI's words around the rule
/// crate's sentences, worded from their data.
#[test]
fn the_forum_commands_words_speak_the_language() {
    const THREAD: &str = "examples/forum/minimal-lock.json";
    let english = omerta(&["forum", "check", THREAD], &[]);
    assert_eq!(stderr(&english), format!("{THREAD}: 1 flag for the host\n"));
    let russian = omerta(&["forum", "check", THREAD, "--lang", "ru"], &[]);
    assert_eq!(
        stderr(&russian),
        format!("{THREAD}: флагов для ведущего: 1\n")
    );
    assert_eq!(
        stdout(&russian),
        "Пост 7 (Dredd, день 1), подсчёт голосов по правилу 7: Pyro в локе: Dredd не может снять голос; ведущий решает, засчитывать ли.\n",
        "the flags are worded from the rules' data"
    );
    let hebrew = omerta(&["forum", "check", THREAD], &[("LANG", "he_IL.UTF-8")]);
    assert_eq!(stderr(&hebrew), format!("{THREAD}: דגל אחד למנחה\n"));

    let english = stderr(&omerta(&["forum", "tally", THREAD], &[]));
    assert!(
        english.starts_with("note: post 7 (rule 7): Pyro is locked: Dredd cannot unvote"),
        "{english}"
    );
    let ukrainian = stderr(&omerta(&["--lang", "uk", "forum", "tally", THREAD], &[]));
    assert!(
        ukrainian
            .starts_with("нотатка: пост 7 (правило 7): Pyro у локу: Dredd не може зняти голос"),
        "{ukrainian}"
    );
    assert_eq!(ukrainian.lines().count(), english.lines().count());
}

/// An engine `--site` does not know: clap's refusal around omerta's sentence.
#[test]
fn an_unknown_forum_engine_is_said_in_the_language() {
    let english = omerta(&["forum", "import", "--site", "myforum", "page.html"], &[]);
    assert_eq!(english.status.code(), Some(2));
    assert!(
        stderr(&english).contains(
            "\"myforum\" is not a forum engine omerta reads: xenforo, phpbb, vbulletin or discourse"
        ),
        "{}",
        stderr(&english)
    );
    let russian = omerta(
        &[
            "--lang",
            "ru",
            "forum",
            "import",
            "--site",
            "myforum",
            "page.html",
        ],
        &[],
    );
    assert!(
        stderr(&russian).contains("«myforum» — не форумный движок, который читает omerta"),
        "{}",
        stderr(&russian)
    );
}
