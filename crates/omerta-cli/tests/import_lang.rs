//! An importer's problems in the reader's language (issue 30): `omerta pro import --lang
//! ru` says why a Polemica or MafiaRatings file is refused, and what an import leaves out,
//! in Russian at the places the document names; English stays the importer's own words.

use std::process::{Command, Output};

fn omerta(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_omerta"))
        .args(args)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG")
        .output()
        .expect("omerta runs")
}

fn written(text: &str) -> tempfile::TempPath {
    let file = tempfile::Builder::new().suffix(".json").tempfile().unwrap();
    std::fs::write(file.path(), text).unwrap();
    file.into_temp_path()
}

#[test]
fn a_refused_polemica_file_reads_in_russian() {
    let file = written(r#"{"players": [{"position": 11, "role": 7}]}"#);
    let path = file.to_str().unwrap();
    let english = omerta(&["pro", "import", "polemica", path]);
    assert!(!english.status.success());
    let english = String::from_utf8_lossy(&english.stderr).into_owned();
    assert_eq!(
        english,
        format!(
            "{path}: 3 problems found:\n  players: a Pro Mafia table has ten players, not 1\n  \
             players[0].position: 11 is not a seat 1 to 10\n  players[0].role: 7 is not a \
             Polemica role (0 Don, 1 mafia, 2 civilian, 3 Sheriff)\n"
        )
    );

    let russian = omerta(&["--lang", "ru", "pro", "import", "polemica", path]);
    assert_eq!(russian.status.code(), Some(1));
    assert!(russian.stdout.is_empty());
    let russian = String::from_utf8_lossy(&russian.stderr).into_owned();
    assert_eq!(
        russian,
        format!(
            "{path}: Найдены 3 ошибки:\n  players: за столом спортивной мафии десять игроков, а \
             не 1\n  players[0].position: 11 — не номер игрока от 1 до 10\n  players[0].role: 7 \
             — не роль Polemica (0 — дон, 1 — мафия, 2 — мирный, 3 — шериф)\n"
        )
    );
}

#[test]
fn a_mafiaratings_file_not_json_and_an_imports_warnings_read_in_russian() {
    let file = written("{\"players\": [");
    let path = file.to_str().unwrap();
    let russian = omerta(&["--lang", "ru", "pro", "import", "mafiaratings", path]);
    assert!(!russian.status.success());
    let russian = String::from_utf8_lossy(&russian.stderr).into_owned();
    assert!(russian.contains("Найдена 1 ошибка:\n  "), "{russian}");
    assert!(
        russian
            .contains("players (строка 1, столбец 13): это не игра MafiaRatings: текст обрывается"),
        "{russian}"
    );
    assert!(
        russian.contains("(подробность от serde: «EOF while parsing a list»)"),
        "{russian}"
    );

    // A real Polemica record imports with what omerta-pro/1 cannot hold, said in Russian
    // on standard error; the protocol on standard output is the same in every language.
    let record = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../omerta-pro/tests/data/polemica/334187.json"
    );
    let english = omerta(&["pro", "import", "polemica", record]);
    let russian = omerta(&["--lang", "ru", "pro", "import", "polemica", record]);
    assert!(english.status.success() && russian.status.success());
    assert_eq!(english.stdout, russian.stdout);
    let (english, russian) = (
        String::from_utf8_lossy(&english.stderr).into_owned(),
        String::from_utf8_lossy(&russian.stderr).into_owned(),
    );
    assert_eq!(
        english,
        format!(
            "warning: {record}: comKiller: names #7, but omerta-pro/1 credits a black player \
             only with a Sheriff killed on the first night; left out\n"
        )
    );
    assert_eq!(
        russian,
        format!(
            "предупреждение: {record}: comKiller: указан #7, но omerta-pro/1 засчитывает \
             чёрному только отстрел шерифа в первую ночь; опущено\n"
        )
    );
}
