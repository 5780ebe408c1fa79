//! `omerta pro seating`: a tournament's schedule (`shared/spec/seating.md`), its table and
//! refusals in the reader's language.

use omerta_i18n::{t, tr, Args, Lang};
use omerta_pro::seating::{Schedule, SizeError, SEATS};
use std::fmt::Write as _;
use std::io::Write;
use std::process::ExitCode;

pub fn run(
    players: usize,
    tables: usize,
    rounds: usize,
    seed: u64,
    json: bool,
    lang: Lang,
) -> ExitCode {
    match omerta_pro::seating::draw(players, tables, rounds, seed) {
        Ok(schedule) => {
            let text = if json {
                format!("{}\n", schedule.to_json())
            } else {
                table(lang, &schedule)
            };
            // A closed pipe (`| head`) is a normal end, not an error.
            let _ = std::io::stdout().write_all(text.as_bytes());
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("{}", cannot_seat(lang, e));
            ExitCode::from(2)
        }
    }
}

fn number(name: &str, value: usize) -> Args<'static> {
    let mut args = Args::new();
    args.set(name.to_string(), value);
    args
}

/// `omerta: cannot seat this tournament: {why}`, why worded from the rule crate's data.
fn cannot_seat(lang: Lang, e: SizeError) -> String {
    let mut args = Args::new();
    args.set("why", omerta_i18n::pro::size_error(lang, e));
    tr(lang, "cli-cannot-seat", &args)
}

/// `text` padded with spaces to `width` characters.
fn pad(text: &str, width: usize) -> String {
    let fill = width.saturating_sub(text.chars().count());
    format!("{text}{}", " ".repeat(fill))
}

/// The schedule for people: the rule crate's layout (`Schedule::to_text`, which English is
/// word for word), its words in `lang`; the labels' column as wide as the language needs.
fn table(lang: Lang, schedule: &Schedule) -> String {
    let width = schedule.players.to_string().len().max(2);
    let seat = t(lang, "cli-seating-seat");
    // The table's number as digits, as the seats' are.
    let table = |n: usize| {
        let mut args = Args::new();
        args.set("table", n.to_string());
        tr(lang, "cli-seating-table", &args)
    };
    let labels = 9.max(seat.chars().count()).max(table(1).chars().count());
    let mut out = String::new();
    for (r, round) in schedule.rounds.iter().enumerate() {
        let mut args = Args::new();
        args.set("round", (r + 1).to_string());
        let _ = writeln!(out, "{}", tr(lang, "cli-seating-round", &args));
        let _ = write!(out, "  {}", pad(&seat, labels));
        for k in 1..=SEATS {
            let _ = write!(out, " {k:>width$}");
        }
        out.push('\n');
        for (t, seats) in round.iter().enumerate() {
            let _ = write!(out, "  {}", pad(&table(t + 1), labels));
            for p in seats {
                let _ = write!(out, " {p:>width$}");
            }
            out.push('\n');
        }
        let playing: std::collections::BTreeSet<usize> = round.iter().flatten().copied().collect();
        let out_players: Vec<String> = (1..=schedule.players)
            .filter(|p| !playing.contains(p))
            .map(|p| p.to_string())
            .collect();
        if !out_players.is_empty() {
            let mut args = Args::new();
            args.set("players", out_players.join(", "));
            let _ = writeln!(out, "  {}", tr(lang, "cli-seating-sitting-out", &args));
        }
        out.push('\n');
    }
    let (high, low) = schedule.pair_spread();
    let mut args = number("low", low as usize);
    args.set("high", high as usize);
    let _ = writeln!(out, "{}", tr(lang, "cli-seating-spread", &args));
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use omerta_pro::seating::draw;

    const SIZES: [(usize, usize, usize, u64); 4] =
        [(10, 1, 1, 0), (21, 2, 3, 9), (35, 3, 4, 1), (120, 11, 5, 7)];

    /// English is the rule crate's own table, line for line.
    #[test]
    fn the_english_table_is_the_rule_crates() {
        for (players, tables, rounds, seed) in SIZES {
            let schedule = draw(players, tables, rounds, seed).unwrap();
            assert_eq!(table(Lang::En, &schedule), schedule.to_text());
        }
    }

    #[test]
    fn the_table_speaks_the_language_with_its_layout() {
        let schedule = draw(21, 2, 3, 9).unwrap();
        let english = schedule.to_text();
        for (lang, words) in [
            (
                Lang::Ru,
                ["Раунд 1", "  номер    ", "  стол 2   ", "не играют: "],
            ),
            (
                Lang::Uk,
                ["Раунд 1", "  номер    ", "  стіл 2   ", "не грають: "],
            ),
            (
                Lang::He,
                ["סיבוב 1", "  מס׳      ", "  שולחן 2  ", "לא משחקים: "],
            ),
        ] {
            let text = table(lang, &schedule);
            assert_eq!(text.lines().count(), english.lines().count(), "{lang:?}");
            for w in words {
                assert!(text.contains(w), "{lang:?}: {w:?}\n{text}");
            }
            assert!(
                !text.contains("Round") && !text.contains("Any two"),
                "{text}"
            );
        }
        let text = table(Lang::Ru, &schedule);
        assert!(
            text.ends_with(" игр.\n") || text.ends_with(" игры.\n"),
            "{text}"
        );
    }

    /// Every refusal: English is the rule crate's sentence after the CLI's own words; the
    /// other languages word it from its data.
    #[test]
    fn sizes_that_cannot_be_seated_are_said_in_the_language() {
        let refused = [
            draw(10, 0, 1, 0),
            draw(10, 1, 0, 0),
            draw(10_001, 1, 1, 0),
            draw(10, 1, 1000, 0),
            draw(9, 1, 1, 0),
            draw(19, 2, 1, 0),
        ];
        for e in refused.into_iter().map(Result::unwrap_err) {
            assert_eq!(
                cannot_seat(Lang::En, e),
                format!("omerta: cannot seat this tournament: {e}")
            );
            for lang in [Lang::Ru, Lang::Uk, Lang::He] {
                let said = cannot_seat(lang, e);
                assert!(said.starts_with("omerta: "), "{said}");
                assert!(!said.contains("tournament"), "{lang:?}: {said}");
            }
        }
        assert_eq!(
            cannot_seat(Lang::Ru, draw(19, 2, 1, 0).unwrap_err()),
            "omerta: не удалось рассадить турнир: для 2 столов по десять нужно не меньше 20 игроков, а их 19"
        );
    }
}
