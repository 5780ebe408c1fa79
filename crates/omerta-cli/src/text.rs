//! The CLI's text output in the reader's language: `omerta pro score` (a table) and `omerta
//! pro check` (the departures and the city's state), through omerta-i18n's `cli-*`
//! messages. English is word for word what `omerta_pro::report` writes (the tests below
//! hold it to that). The awards' reasons and the outcome's sentence come from the rule
//! crate, still in English.

use omerta_i18n::{tr, Args, Lang};
use omerta_pro::game::{City, Leave};
use omerta_pro::{Game, Phase, Points, Role, Scoresheet, Winner};
use std::collections::BTreeMap;
use std::fmt::Write;

/// The language of the process's standard error: one per run (`--lang`, else the
/// locale), set once by `main`; its sentences are said wherever a file is read or written,
/// deep in a command, so they read it here rather than have it passed down every call.
static STDERR_LANG: std::sync::OnceLock<Lang> = std::sync::OnceLock::new();

/// Sets the language of standard error's sentences (once; `main`).
pub fn set_stderr_lang(lang: Lang) {
    let _ = STDERR_LANG.set(lang);
}

pub fn stderr_lang() -> Lang {
    STDERR_LANG.get().copied().unwrap_or(Lang::En)
}

/// `omerta: cannot read {path}: {error}`, the error as the OS says it.
pub fn cannot_read(path: &std::path::Path, error: &dyn std::fmt::Display) -> String {
    let lang = stderr_lang();
    let args = args([
        ("path", path.display().to_string()),
        ("error", error.to_string()),
    ]);
    tr(lang, "cli-cannot-read", &args)
}

/// `omerta: cannot write {path}: {error}`.
pub fn cannot_write(path: &std::path::Path, error: &dyn std::fmt::Display) -> String {
    let lang = stderr_lang();
    let args = args([
        ("path", path.display().to_string()),
        ("error", error.to_string()),
    ]);
    tr(lang, "cli-cannot-write", &args)
}

/// `omerta: cannot write the output: {error}`.
pub fn cannot_write_output(error: &dyn std::fmt::Display) -> String {
    let lang = stderr_lang();
    tr(
        lang,
        "cli-cannot-write-output",
        &args([("error", error.to_string())]),
    )
}

/// `error: {error}`.
pub fn error(error: &dyn std::fmt::Display) -> String {
    let lang = stderr_lang();
    tr(lang, "cli-error", &args([("error", error.to_string())]))
}

/// `warning: {path}: {warning}`.
pub fn warning_at(path: &std::path::Path, warning: &dyn std::fmt::Display) -> String {
    let lang = stderr_lang();
    let args = args([
        ("path", path.display().to_string()),
        ("warning", warning.to_string()),
    ]);
    tr(lang, "cli-warning-at", &args)
}

/// `{file}: {n} problems found:`.
pub fn problems_found(file: &std::path::Path, count: usize) -> String {
    let lang = stderr_lang();
    let mut args = args([("file", file.display().to_string())]);
    args.set("count", i64::try_from(count).unwrap_or(i64::MAX));
    tr(lang, "cli-problems-found", &args)
}

/// `and {n} more, not listed`.
pub fn more_not_listed(count: usize) -> String {
    let lang = stderr_lang();
    let mut args = Args::new();
    args.set("count", i64::try_from(count).unwrap_or(i64::MAX));
    tr(lang, "cli-more-not-listed", &args)
}

/// A sentence of standard error in the run's language: the message `id` (named where it
/// is said, `omerta_i18n::id("…")`) with its arguments, a number as a number (its plural
/// chooses the words) and an id, a path or an address as text.
pub fn say(id: &str, pairs: &[(&str, omerta_i18n::Value<'static>)]) -> String {
    let mut args = Args::new();
    for (name, value) in pairs {
        args.set(name.to_string(), value.clone());
    }
    tr(stderr_lang(), id, &args)
}

fn args<const N: usize>(pairs: [(&str, String); N]) -> Args<'static> {
    let mut args = Args::new();
    for (name, value) in pairs {
        args.set(name.to_string(), value);
    }
    args
}

fn side(lang: Lang, winner: Winner) -> String {
    tr(
        lang,
        "cli-side",
        &args([("side", winner.name().to_string())]),
    )
}

fn role(lang: Lang, role: Role) -> String {
    tr(lang, "cli-role", &args([("role", role.name().to_string())]))
}

fn phase(lang: Lang, phase: Phase) -> String {
    match phase {
        Phase::Day(n) => tr(lang, "cli-phase-day", &args([("n", n.to_string())])),
        Phase::Night(n) => tr(lang, "cli-phase-night", &args([("n", n.to_string())])),
    }
}

fn how(lang: Lang, how: Leave) -> String {
    let key = how.name().replace([' ', '-'], "_");
    tr(lang, "cli-leave", &args([("how", key)]))
}

fn city(lang: Lang, city: City) -> String {
    let key = match city {
        City::Margin => "margin",
        City::Critical => "critical",
        City::RedWon => "red",
        City::BlackWon => "black",
    };
    tr(lang, "cli-city-state", &args([("city", key.to_string())]))
}

/// `text` padded with spaces to `width` characters (a terminal's columns), on the left
/// (`right`) or the right.
fn pad(text: &str, width: usize, right: bool) -> String {
    let fill = " ".repeat(width.saturating_sub(text.chars().count()));
    if right {
        format!("{fill}{text}")
    } else {
        format!("{text}{fill}")
    }
}

/// Points with their sign: `+0.2` in English as the rule crate writes them, `+0,2` in
/// Russian and Ukrainian.
fn written(lang: Lang, points: Points) -> String {
    match lang {
        Lang::En => signed(points),
        _ => omerta_i18n::points(lang, f64::from(points.thousandths()) / 1000.0),
    }
}

fn signed(points: Points) -> String {
    if points > Points::ZERO {
        format!("+{points}")
    } else {
        points.to_string()
    }
}

fn truncate(text: &str, width: usize) -> String {
    if text.chars().count() <= width {
        text.to_owned()
    } else {
        let mut cut: String = text.chars().take(width - 1).collect();
        cut.push('…');
        cut
    }
}

/// `omerta pro score FILE`: the winner, then each seat's total and awards.
pub fn score_table(lang: Lang, game: &Game, sheet: &Scoresheet) -> String {
    let mut out = String::new();
    let outcome = game
        .outcome
        .map(|o| omerta_i18n::pro::outcome(lang, o))
        .unwrap_or_default();
    let winner = side(lang, sheet.winner);
    let _ = writeln!(
        out,
        "{}",
        tr(
            lang,
            "cli-winner",
            &args([("winner", winner), ("how", outcome)])
        )
    );
    let _ = writeln!(out);
    let _ = writeln!(
        out,
        "{}  {} {} {}",
        pad(&tr(lang, "cli-col-seat", &Args::new()), 4, true),
        pad(&tr(lang, "cli-col-name", &Args::new()), 20, false),
        pad(&tr(lang, "cli-col-role", &Args::new()), 9, false),
        pad(&tr(lang, "cli-col-total", &Args::new()), 7, true),
    );
    for score in &sheet.seats {
        let player = game.player(score.seat);
        let _ = writeln!(
            out,
            "{:>4}  {} {} {:>7}",
            score.seat.number(),
            pad(&truncate(&player.name, 20), 20, false),
            pad(&role(lang, player.role), 9, false),
            written(lang, score.total)
        );
        for award in &score.awards {
            let _ = writeln!(
                out,
                "{:>6}{:>7}  {}  [{}]",
                "",
                written(lang, award.points),
                omerta_i18n::pro::award(lang, &award.reason(game)),
                award.rule.id()
            );
        }
    }
    out
}

/// `omerta pro score FILE --json`: the contract's JSON, each award's `detail` in `lang`
/// (rule ids, points and the `reason` data unchanged: English is the report as written).
pub fn score_json(lang: Lang, game: &Game, sheet: &Scoresheet) -> String {
    let english = omerta_pro::report::to_json(game, sheet);
    if lang == Lang::En {
        return english;
    }
    let Ok(mut report) = serde_json::from_str::<serde_json::Value>(&english) else {
        return english;
    };
    let awards = sheet.seats.iter().flat_map(|s| &s.awards);
    let written = report["players"]
        .as_array_mut()
        .into_iter()
        .flatten()
        .flat_map(|p| p["awards"].as_array_mut().into_iter().flatten());
    for (award, written) in awards.zip(written) {
        written["detail"] = omerta_i18n::pro::award(lang, &award.reason(game)).into();
    }
    report.to_string()
}

/// `FILE: valid;` before what `omerta pro check` says of a valid protocol.
pub fn valid(lang: Lang, file: &str) -> String {
    tr(lang, "cli-valid", &args([("file", file.to_string())]))
}

/// `omerta pro check FILE`: the events, the outcome, every departure and the city's state
/// through the game.
pub fn check(lang: Lang, game: &Game) -> String {
    let mut out = String::new();
    let outcome = match game.outcome {
        Some(o) => tr(
            lang,
            "cli-outcome",
            &args([
                ("winner", o.winner.name().to_string()),
                ("how", omerta_i18n::pro::outcome(lang, o)),
            ]),
        ),
        None => {
            let now = game.moment(game.events.len().saturating_sub(1)).phase;
            tr(
                lang,
                "cli-in-progress",
                &args([("phase", phase(lang, now))]),
            )
        }
    };
    let mut counts = Args::new();
    counts.set("events", game.events.len());
    counts.set("departures", game.departures.len());
    counts.set("outcome", outcome);
    let _ = writeln!(out, "{}", tr(lang, "cli-check-summary", &counts));
    if let Some(judged) = game.judged_result() {
        let warning = omerta_i18n::import::judged_result(lang, &judged);
        let _ = writeln!(
            out,
            "{}",
            tr(lang, "cli-warning", &args([("warning", warning)]))
        );
    }
    if !game.departures.is_empty() {
        let _ = writeln!(out, "{}", tr(lang, "cli-departures", &Args::new()));
        for d in &game.departures {
            let line = tr(
                lang,
                "cli-departure",
                &args([
                    ("phase", phase(lang, d.phase)),
                    ("how", how(lang, d.how)),
                    ("event", d.event.to_string()),
                ]),
            );
            let _ = writeln!(out, "  #{:<2} {line}", d.seat.number());
        }
    }
    let _ = writeln!(out, "{}", tr(lang, "cli-city", &Args::new()));
    let start = city(lang, game.moment(0).city);
    let _ = writeln!(
        out,
        "  {}",
        tr(lang, "cli-city-start", &args([("city", start)]))
    );
    for change in &game.city_changes {
        let line = tr(
            lang,
            "cli-city-change",
            &args([
                ("phase", phase(lang, game.moment(change.event).phase)),
                ("event", change.event.to_string()),
                ("before", city(lang, change.before)),
                ("after", city(lang, change.after)),
            ]),
        );
        let _ = writeln!(out, "  {line}");
    }
    out
}

/// `omerta pro score FOLDER`'s summary: games, winners, the mean total per role.
pub fn summary(
    lang: Lang,
    scored: usize,
    files: usize,
    winners: &BTreeMap<&str, usize>,
    per_role: &BTreeMap<&str, (i64, i64)>,
    mean: fn(i64, i64) -> String,
) -> String {
    let mut out = String::new();
    let mut counts = Args::new();
    counts.set("scored", scored);
    counts.set("files", files);
    let _ = writeln!(out, "{}", tr(lang, "cli-games-scored", &counts));
    for winner in [Winner::Red, Winner::Black, Winner::Draw] {
        let count = winners.get(winner.name()).copied().unwrap_or(0);
        let words = tr(
            lang,
            "cli-results",
            &args([("side", winner.name().to_string())]),
        );
        let _ = writeln!(out, "  {words}: {count}");
    }
    let _ = writeln!(out, "{}", tr(lang, "cli-mean-per-role", &Args::new()));
    for r in [Role::Civilian, Role::Sheriff, Role::Mafia, Role::Don] {
        if let Some((sum, n)) = per_role.get(r.name()) {
            let _ = writeln!(
                out,
                "  {} {}",
                pad(&role(lang, r), 9, false),
                mean(*sum, *n)
            );
        }
    }
    out
}

/// A resolved night for people (`json`: the contract's JSON, a line) in `lang`: English is
/// the resolver's own; another language words the explanation's sentences from their data
/// (`omerta_i18n::night`), the JSON keeping its names, codes and numbers.
pub fn night(lang: Lang, mut outcome: omerta_night::Outcome, json: bool) -> String {
    match (lang, json) {
        (Lang::En, true) => format!("{}\n", outcome.to_json()),
        (Lang::En, false) => outcome.to_text(),
        (_, true) => {
            omerta_i18n::night::reword(lang, &mut outcome);
            format!("{}\n", outcome.to_json())
        }
        (_, false) => omerta_i18n::night::text(lang, &outcome),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use omerta_pro::report;

    fn samples() -> Vec<(String, String)> {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../examples/pro");
        let mut files: Vec<_> = std::fs::read_dir(dir)
            .expect("the samples")
            .flatten()
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|x| x == "json"))
            .collect();
        files.sort();
        files
            .into_iter()
            .map(|p| {
                let text = std::fs::read_to_string(&p).expect("a sample");
                (p.display().to_string(), text)
            })
            .collect()
    }

    /// The English text of a sample as the golden file keeps it (`tests/golden/pro/`);
    /// `OMERTA_UPDATE_SNAPSHOTS=1` writes it when the layout changes on purpose.
    fn golden(sample: &str, kind: &str, text: &str) {
        let stem = std::path::Path::new(sample)
            .file_stem()
            .and_then(|s| s.to_str())
            .expect("a sample's name");
        let path = format!(
            "{}/tests/golden/pro/{stem}.{kind}.txt",
            env!("CARGO_MANIFEST_DIR")
        );
        if std::env::var_os("OMERTA_UPDATE_SNAPSHOTS").is_some() {
            std::fs::create_dir_all(std::path::Path::new(&path).parent().unwrap()).unwrap();
            std::fs::write(&path, text).unwrap();
            return;
        }
        let kept = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
        assert_eq!(text, kept, "{path}");
    }

    /// English is the layout the golden files keep, word for word: the score table and
    /// what `check` says of every sample.
    #[test]
    fn english_is_the_golden_text_word_for_word() {
        let mut seen = 0;
        for (name, text) in samples() {
            let Ok((game, sheet)) = omerta_pro::score_json(&text) else {
                continue;
            };
            golden(&name, "score", &score_table(Lang::En, &game, &sheet));
            golden(&name, "check", &check(Lang::En, &game));
            seen += 1;
        }
        assert!(seen >= 5, "only {seen} samples scored");
    }

    /// A result the record states but the table's rules do not reach is warned of, on a
    /// line of its own (ruling P18), in every language.
    #[test]
    fn a_stated_result_the_record_does_not_reach_is_warned_of() {
        // The standard table: Sheriff 1, civilians 2-7, Don 8, mafia 9 and 10.
        let players: Vec<serde_json::Value> = (1..=10)
            .map(|seat| {
                let role = match seat {
                    1 => "sheriff",
                    8 => "don",
                    9 | 10 => "mafia",
                    _ => "civilian",
                };
                serde_json::json!({"seat": seat, "name": format!("P{seat}"), "role": role})
            })
            .collect();
        let doc = serde_json::json!({
            "format": "omerta-pro/1",
            "players": players,
            "events": [
                {"type": "day"}, {"type": "night"},
                {"type": "shots", "shots": {"8": 2, "9": 2, "10": 2}},
                {"type": "day"}, {"type": "end", "winner": "red"}
            ]
        });
        let game = omerta_pro::replay_json(&doc.to_string()).unwrap();
        let warnings = game.warnings();
        assert_eq!(warnings.len(), 1, "{warnings:?}");
        let english = check(Lang::En, &game);
        assert!(
            english.contains(&format!("Warning: {}.", warnings[0])),
            "{english}"
        );
        for lang in [Lang::Ru, Lang::Uk, Lang::He] {
            assert_eq!(check(lang, &game).lines().count(), english.lines().count());
        }
    }

    #[test]
    fn the_json_report_speaks_the_language_and_keeps_its_ids_and_points() {
        for (name, text) in samples() {
            let Ok((game, sheet)) = omerta_pro::score_json(&text) else {
                continue;
            };
            let english: serde_json::Value =
                serde_json::from_str(&score_json(Lang::En, &game, &sheet)).unwrap();
            assert_eq!(
                score_json(Lang::En, &game, &sheet),
                report::to_json(&game, &sheet)
            );
            let russian: serde_json::Value =
                serde_json::from_str(&score_json(Lang::Ru, &game, &sheet)).unwrap();
            let pairs = english["players"]
                .as_array()
                .unwrap()
                .iter()
                .zip(russian["players"].as_array().unwrap());
            for (en, ru) in pairs {
                assert_eq!(en["total"], ru["total"], "{name}");
                for (a, b) in en["awards"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .zip(ru["awards"].as_array().unwrap())
                {
                    assert_eq!(
                        (&a["rule"], &a["points"], &a["reason"]),
                        (&b["rule"], &b["points"], &b["reason"])
                    );
                    let detail = b["detail"].as_str().unwrap();
                    assert!(
                        detail.chars().any(|c| ('а'..='я').contains(&c)),
                        "{name}: {detail}"
                    );
                }
            }
        }
    }

    #[test]
    fn russian_and_ukrainian_say_it_in_the_communitys_words() {
        let (_, text) = samples()
            .into_iter()
            .find(|(name, _)| name.ends_with("lift.json"))
            .expect("lift.json");
        let (game, sheet) = omerta_pro::score_json(&text).expect("scored");
        let table = score_table(Lang::Ru, &game, &sheet);
        assert!(table.starts_with("Победитель: "), "{table}");
        assert!(table.contains("номер  имя "), "{table}");
        assert!(table.contains(" шериф "), "{table}");
        let checked = check(Lang::Ru, &game);
        assert!(checked.contains("Выбыли:"), "{checked}");
        assert!(checked.contains("голосование"), "{checked}");
        assert!(checked.contains("Город:"), "{checked}");
        assert!(
            checked.starts_with("42 события, выбывших: 6; победа красных ("),
            "{checked}"
        );
        let checked = check(Lang::Uk, &game);
        assert!(
            checked.contains("Місто:") && checked.contains("підняття"),
            "{checked}"
        );
    }
}
