//! What the Pro importers and the exporter say of a document (Polemica, MafiaRatings), in
//! words: each [`Problem`] (`omerta_pro::interchange`), its [`Place`], a notice and a refusal
//! with every problem. English is word for word the importers' own (`Problem::english`,
//! `Notice`'s and `Refused`'s `Display`): the tests hold the two together over every kind
//! of problem (`Problem::samples`). Area `import`.

use crate as i18n;
use crate::pro::{leave, seat, seats};
use crate::{tr, Args, Lang};
use omerta_pro::game::JudgedResult;
use omerta_pro::interchange::{Expected, Kept, Notice, Place, Problem, Refused, System, Unread};
use omerta_pro::model::{Phase, Role, Winner};
use omerta_pro::Seat;

/// The arguments of a message, each as text.
fn args<const N: usize>(pairs: [(&'static str, String); N]) -> Args<'static> {
    let mut args = Args::new();
    for (name, value) in pairs {
        args.set(name, value);
    }
    args
}

/// A seat as a sentence names it (`#3`).
fn at(lang: Lang, s: Seat) -> String {
    seat(lang, s.number())
}

/// A count the language writes and chooses its plural by.
fn count(args: &mut Args<'static>, name: &'static str, n: usize) {
    args.set(name, n as u64);
}

fn expected(lang: Lang, expected: Expected) -> String {
    let id = match expected {
        Expected::PolemicaGame => i18n::id("import-expected-polemica-game"),
        Expected::PolemicaMatch => i18n::id("import-expected-polemica-match"),
        Expected::MafiaRatingsGame => i18n::id("import-expected-mafiaratings-game"),
    };
    tr(lang, id, &Args::new())
}

fn phase(lang: Lang, phase: Phase) -> String {
    match phase {
        Phase::Day(n) => tr(lang, "violation-phase-day", &args([("n", n.to_string())])),
        Phase::Night(n) => tr(lang, "violation-phase-night", &args([("n", n.to_string())])),
    }
}

/// A result the judge states beyond the table's rules (`Game::judged_result`), in `lang`:
/// English is `Game::warnings`' own sentence.
pub fn judged_result(lang: Lang, judged: &JudgedResult) -> String {
    let result = match judged.winner {
        Winner::Red => tr(lang, "import-judged-red", &Args::new()),
        Winner::Black => tr(lang, "import-judged-black", &Args::new()),
        Winner::Draw => tr(lang, "import-judged-draw", &Args::new()),
    };
    let mut reds = Args::new();
    count(&mut reds, "count", judged.reds);
    let mut blacks = Args::new();
    count(&mut blacks, "count", judged.blacks);
    tr(
        lang,
        "import-judged-result",
        &args([
            ("result", result),
            ("phase", phase(lang, judged.phase)),
            ("event", judged.event.to_string()),
            ("reds", tr(lang, "import-judged-reds", &reds)),
            ("blacks", tr(lang, "import-judged-blacks", &blacks)),
        ]),
    )
}

fn kept(kept: Kept) -> &'static str {
    match kept {
        Kept::Day1Vote => i18n::id("import-kept-day1-vote"),
        Kept::CodeOption => i18n::id("import-kept-code-option"),
        Kept::Option => i18n::id("import-kept-option"),
        Kept::LiftThreshold => i18n::id("import-kept-lift-threshold"),
        Kept::FourthFoul => i18n::id("import-kept-fourth-foul"),
        Kept::Candidates => i18n::id("import-kept-candidates"),
        Kept::Miss => i18n::id("import-kept-miss"),
        Kept::Credit => i18n::id("import-kept-credit"),
        Kept::Disqualification => i18n::id("import-kept-disqualification"),
        Kept::LegacyColors => i18n::id("import-kept-legacy-colors"),
        Kept::Helm => i18n::id("import-kept-helm"),
    }
}

/// A problem's sentence in `lang`.
pub fn problem(lang: Lang, problem: &Problem) -> String {
    let text = |t: &String| t.clone();
    let quoted = |t: &String| format!("{t:?}");
    match problem {
        Problem::NotExpected { expected: e } => tr(
            lang,
            "import-not-expected",
            &args([("expected", expected(lang, *e))]),
        ),
        Problem::Unreadable {
            expected: e,
            why,
            detail,
        } => {
            let id = match why {
                Unread::Syntax => i18n::id("import-unreadable-syntax"),
                Unread::Eof => i18n::id("import-unreadable-eof"),
                Unread::Data => i18n::id("import-unreadable-data"),
            };
            tr(
                lang,
                id,
                &args([("expected", expected(lang, *e)), ("detail", detail.clone())]),
            )
        }
        Problem::BreaksRules(v) => tr(
            lang,
            "import-breaks-rules",
            &args([("violation", crate::pro::violation(lang, v))]),
        ),
        Problem::JudgedResult(judged) => judged_result(lang, judged),
        Problem::CheckAfterEnd { sheriff: true } => {
            tr(lang, "import-check-after-end-sheriff", &Args::new())
        }
        Problem::CheckAfterEnd { sheriff: false } => {
            tr(lang, "import-check-after-end-don", &Args::new())
        }
        Problem::WillNotPlaced => tr(lang, "import-will-not-placed", &Args::new()),
        Problem::WillAfterLeaving { seat: s, how } => tr(
            lang,
            "import-will-after-leaving",
            &args([("seat", at(lang, *s)), ("how", leave(lang, how.code()))]),
        ),
        Problem::WillNeverLeft { seat: s } => tr(
            lang,
            "import-will-never-left",
            &args([("seat", at(lang, *s))]),
        ),
        Problem::WillRedsNotFirstOut { seat: s } => tr(
            lang,
            "import-will-reds-not-first-out",
            &args([("seat", at(lang, *s))]),
        ),
        Problem::WillNamedGone { named, by } => tr(
            lang,
            "import-will-named-gone",
            &args([("named", at(lang, *named)), ("by", at(lang, *by))]),
        ),
        Problem::WillTooManyColors { extra } => tr(
            lang,
            "import-will-too-many-colors",
            &args([("extra", at(lang, *extra))]),
        ),
        Problem::WillOrderTooLong {
            players,
            limit,
            dropped,
        } => {
            let numbers: Vec<u8> = dropped.iter().map(|s| s.number()).collect();
            let mut fill = args([("dropped", seats(lang, &numbers))]);
            count(&mut fill, "players", *players);
            count(&mut fill, "limit", *limit);
            tr(lang, "import-will-order-too-long", &fill)
        }
        Problem::HelmGone { helm, by } => tr(
            lang,
            "import-helm-gone",
            &args([("helm", at(lang, *helm)), ("by", at(lang, *by))]),
        ),
        Problem::NotASeat { text: t } => tr(lang, "import-not-a-seat", &args([("text", text(t))])),
        Problem::MissingPlayers { system } => {
            let id = match system {
                System::Polemica => i18n::id("import-missing-players-polemica"),
                System::MafiaRatings => i18n::id("import-missing-players-mafiaratings"),
            };
            tr(lang, id, &Args::new())
        }
        Problem::TableDeals { want, role, have } => {
            let id = match role {
                Role::Civilian => i18n::id("import-table-deals-civilian"),
                Role::Sheriff => i18n::id("import-table-deals-sheriff"),
                Role::Mafia => i18n::id("import-table-deals-mafia"),
                Role::Don => i18n::id("import-table-deals-don"),
            };
            let mut fill = Args::new();
            count(&mut fill, "want", *want);
            count(&mut fill, "have", *have);
            tr(lang, id, &fill)
        }
        Problem::NotADay { text: t, most } => tr(
            lang,
            "import-not-a-day",
            &args([("text", text(t)), ("most", most.to_string())]),
        ),
        Problem::BonusNotPoints { text: t } => {
            tr(lang, "import-bonus-not-points", &args([("text", text(t))]))
        }
        Problem::NotAPolemicaResult { text: t } => tr(
            lang,
            "import-not-a-polemica-result",
            &args([("text", text(t))]),
        ),
        Problem::PolemicaTableOfTen { count: n } => {
            let mut fill = Args::new();
            count(&mut fill, "count", *n);
            tr(lang, "import-polemica-table-of-ten", &fill)
        }
        Problem::SeatTwice { seat: s } => {
            tr(lang, "import-seat-twice", &args([("seat", at(lang, *s))]))
        }
        Problem::NotAPolemicaRole { text: t } => tr(
            lang,
            "import-not-a-polemica-role",
            &args([("text", text(t))]),
        ),
        Problem::AwardDropped => tr(lang, "import-award-dropped", &Args::new()),
        Problem::NotADay1Vote { text: t } => {
            tr(lang, "import-not-a-day1-vote", &args([("text", quoted(t))]))
        }
        Problem::VotesTwice { voter, round, day } => tr(
            lang,
            "import-votes-twice",
            &args([
                ("voter", at(lang, *voter)),
                ("round", round.to_string()),
                ("day", day.to_string()),
            ]),
        ),
        Problem::NotAVotingRound { text: t } => tr(
            lang,
            "import-not-a-voting-round",
            &args([("text", text(t))]),
        ),
        Problem::NotACheckingRole { text: t } => tr(
            lang,
            "import-not-a-checking-role",
            &args([("text", text(t))]),
        ),
        Problem::HelmBesideWill => tr(lang, "import-helm-beside-will", &Args::new()),
        Problem::UnknownStage { text: t, day } => tr(
            lang,
            "import-unknown-stage",
            &args([("text", quoted(t)), ("day", day.to_string())]),
        ),
        Problem::CreditNotASeat { text: t } => {
            tr(lang, "import-credit-not-a-seat", &args([("text", text(t))]))
        }
        Problem::CreditNotHeld { killer } => tr(
            lang,
            "import-credit-not-held",
            &args([("killer", at(lang, *killer))]),
        ),
        Problem::NotARound { text: t, most } => tr(
            lang,
            "import-not-a-round",
            &args([("text", text(t)), ("most", most.to_string())]),
        ),
        Problem::MafiaRatingsTableOfTen { count: n } => {
            let mut fill = Args::new();
            count(&mut fill, "count", *n);
            tr(lang, "import-mafiaratings-table-of-ten", &fill)
        }
        Problem::NotAWinner { text: t } => {
            tr(lang, "import-not-a-winner", &args([("text", quoted(t))]))
        }
        Problem::LiftContradicted {
            leaders,
            left,
            stayed,
        } => {
            let words = |set: &omerta_pro::SeatSet| {
                let numbers: Vec<u8> = set.iter().map(|s| s.number()).collect();
                seats(lang, &numbers)
            };
            tr(
                lang,
                "import-lift-contradicted",
                &args([
                    ("leaders", words(leaders)),
                    ("left", words(left)),
                    ("stayed", words(stayed)),
                ]),
            )
        }
        Problem::LiftRebuilt { leaders, passed } => {
            let numbers: Vec<u8> = leaders.iter().map(|s| s.number()).collect();
            let id = if *passed {
                i18n::id("import-lift-rebuilt-passed")
            } else {
                i18n::id("import-lift-rebuilt-failed")
            };
            tr(lang, id, &args([("leaders", seats(lang, &numbers))]))
        }
        Problem::NotAMafiaRatingsRole { text: t } => tr(
            lang,
            "import-not-a-mafiaratings-role",
            &args([("text", quoted(t))]),
        ),
        Problem::ArrangementDropped => tr(lang, "import-arrangement-dropped", &Args::new()),
        Problem::NotADeath => tr(lang, "import-not-a-death", &Args::new()),
        Problem::NotARulesCode { text: t } => {
            tr(lang, "import-not-a-rules-code", &args([("text", text(t))]))
        }
        Problem::UnknownFirstVoting { option } => tr(
            lang,
            "import-unknown-first-voting",
            &args([("option", option.to_string())]),
        ),
        Problem::UnknownAntimonster { option } => tr(
            lang,
            "import-unknown-antimonster",
            &args([("option", option.to_string())]),
        ),
        Problem::NotAVote { text: t } => tr(lang, "import-not-a-vote", &args([("text", text(t))])),
        Problem::CheckOnNight0 => tr(lang, "import-check-on-night-0", &Args::new()),
        Problem::UnknownGameTime { text: t, day } => tr(
            lang,
            "import-unknown-game-time",
            &args([("text", quoted(t)), ("day", day.to_string())]),
        ),
        Problem::FoulsCounted => tr(lang, "import-fouls-counted", &Args::new()),
        Problem::NotFoulTimes { text: t } => {
            tr(lang, "import-not-foul-times", &args([("text", text(t))]))
        }
        Problem::GaveUpAsRemoval => tr(lang, "import-gave-up-as-removal", &Args::new()),
        Problem::BonusNotPointsLeftOut { text: t } => tr(
            lang,
            "import-bonus-not-points-left-out",
            &args([("text", text(t))]),
        ),
        Problem::TitleDropped { text: t } => {
            tr(lang, "import-title-dropped", &args([("text", quoted(t))]))
        }
        Problem::NotABonus { text: t } => {
            tr(lang, "import-not-a-bonus", &args([("text", text(t))]))
        }
        Problem::CommentDropped => tr(lang, "import-comment-dropped", &Args::new()),
        Problem::DiedButStays { seat: s } => tr(
            lang,
            "import-died-but-stays",
            &args([("seat", at(lang, *s))]),
        ),
        Problem::LeftWithoutDeath { seat: s, how } => tr(
            lang,
            "import-left-without-death",
            &args([("seat", at(lang, *s)), ("how", leave(lang, how.code()))]),
        ),
        Problem::BrokenRulesOption { name, key } => tr(
            lang,
            "import-broken-rules-option",
            &args([("name", name.to_string()), ("key", key.to_string())]),
        ),
        Problem::KeptInOmerta(k) => tr(lang, kept(*k), &Args::new()),
        Problem::DeclaredDefeatNotHeld { seat: s } => tr(
            lang,
            "import-declared-defeat-not-held",
            &args([("seat", at(lang, *s))]),
        ),
        Problem::DisqualifiedAfterLeaving { seat: s } => tr(
            lang,
            "import-disqualified-after-leaving",
            &args([("seat", at(lang, *s))]),
        ),
    }
}

/// Where a notice is, in `lang`: a path of the document as it is; a line and column, a
/// day, a will kept beside the game in words.
pub fn place(lang: Lang, place: &Place) -> String {
    match place {
        Place::Path(path) => path.clone(),
        Place::Line { line, column } => tr(
            lang,
            "import-place-line",
            &args([("line", line.to_string()), ("column", column.to_string())]),
        ),
        Place::PathLine { path, line, column } => tr(
            lang,
            "import-place-path-line",
            &args([
                ("path", path.clone()),
                ("line", line.to_string()),
                ("column", column.to_string()),
            ]),
        ),
        Place::Day(day) => tr(lang, "import-place-day", &args([("day", day.to_string())])),
        Place::WillsBy(by) => tr(
            lang,
            "import-place-wills-by",
            &args([("seat", at(lang, *by))]),
        ),
    }
}

/// A notice in `lang`: where, then what (`players[3].role: …`), or only what for the
/// whole document. English is `Notice`'s `Display`.
pub fn notice(lang: Lang, notice: &Notice) -> String {
    let message = problem(lang, &notice.problem);
    let at = place(lang, &notice.place);
    if at.is_empty() {
        return message;
    }
    tr(
        lang,
        "import-notice",
        &args([("at", at), ("message", message)]),
    )
}

/// A refused document in `lang`: its problems counted and each on a line of its own
/// (`2 problems found:` …), as `Refused`'s `Display` says them in English.
pub fn refused(lang: Lang, refused: &Refused) -> String {
    let lines: String = refused
        .0
        .iter()
        .map(|n| format!("\n  {}", notice(lang, n)))
        .collect();
    let mut fill = args([("violations", lines)]);
    count(&mut fill, "count", refused.0.len());
    tr(lang, "violation-problems", &fill)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every kind of problem: English from the catalog is the importers' own, word for
    /// word; every other language words it (none falls back to English), and every
    /// message of the area is reached.
    /// Each kind of problem by its place in the enum: no `_`, so a new kind does not
    /// compile here until it is counted, and then the test asks for its sample.
    fn kind(problem: &Problem) -> usize {
        match problem {
            Problem::NotExpected { .. } => 0,
            Problem::Unreadable { .. } => 1,
            Problem::BreaksRules(_) => 2,
            Problem::JudgedResult(_) => 3,
            Problem::CheckAfterEnd { .. } => 4,
            Problem::WillNotPlaced => 5,
            Problem::WillAfterLeaving { .. } => 6,
            Problem::WillNeverLeft { .. } => 7,
            Problem::WillRedsNotFirstOut { .. } => 8,
            Problem::WillNamedGone { .. } => 9,
            Problem::WillTooManyColors { .. } => 10,
            Problem::WillOrderTooLong { .. } => 11,
            Problem::HelmGone { .. } => 12,
            Problem::NotASeat { .. } => 13,
            Problem::MissingPlayers { .. } => 14,
            Problem::TableDeals { .. } => 15,
            Problem::NotADay { .. } => 16,
            Problem::BonusNotPoints { .. } => 17,
            Problem::NotAPolemicaResult { .. } => 18,
            Problem::PolemicaTableOfTen { .. } => 19,
            Problem::SeatTwice { .. } => 20,
            Problem::NotAPolemicaRole { .. } => 21,
            Problem::AwardDropped => 22,
            Problem::NotADay1Vote { .. } => 23,
            Problem::VotesTwice { .. } => 24,
            Problem::NotAVotingRound { .. } => 25,
            Problem::NotACheckingRole { .. } => 26,
            Problem::HelmBesideWill => 27,
            Problem::UnknownStage { .. } => 28,
            Problem::CreditNotASeat { .. } => 29,
            Problem::CreditNotHeld { .. } => 30,
            Problem::NotARound { .. } => 31,
            Problem::MafiaRatingsTableOfTen { .. } => 32,
            Problem::NotAWinner { .. } => 33,
            Problem::LiftContradicted { .. } => 34,
            Problem::LiftRebuilt { .. } => 35,
            Problem::NotAMafiaRatingsRole { .. } => 36,
            Problem::ArrangementDropped => 37,
            Problem::NotADeath => 38,
            Problem::NotARulesCode { .. } => 39,
            Problem::UnknownFirstVoting { .. } => 40,
            Problem::UnknownAntimonster { .. } => 41,
            Problem::NotAVote { .. } => 42,
            Problem::CheckOnNight0 => 43,
            Problem::UnknownGameTime { .. } => 44,
            Problem::FoulsCounted => 45,
            Problem::NotFoulTimes { .. } => 46,
            Problem::GaveUpAsRemoval => 47,
            Problem::BonusNotPointsLeftOut { .. } => 48,
            Problem::TitleDropped { .. } => 49,
            Problem::NotABonus { .. } => 50,
            Problem::CommentDropped => 51,
            Problem::DiedButStays { .. } => 52,
            Problem::LeftWithoutDeath { .. } => 53,
            Problem::BrokenRulesOption { .. } => 54,
            Problem::KeptInOmerta(_) => 55,
            Problem::DeclaredDefeatNotHeld { .. } => 56,
            Problem::DisqualifiedAfterLeaving { .. } => 57,
        }
    }
    const KINDS: usize = 58;

    #[test]
    fn every_problem_words_as_its_english() {
        let samples = Problem::samples();
        let mut seen = [false; KINDS];
        for sample in &samples {
            seen[kind(sample)] = true;
            assert_eq!(problem(Lang::En, sample), sample.english(), "{sample:?}");
            // Every other language has its own words (none falls back to English).
            for lang in [Lang::Ru, Lang::Uk, Lang::He] {
                let worded = problem(lang, sample);
                assert!(!worded.is_empty(), "{lang:?} {sample:?}");
                assert_ne!(worded, sample.english(), "{lang:?} {sample:?}");
            }
        }
        let missing: Vec<usize> = (0..KINDS).filter(|k| !seen[*k]).collect();
        assert!(missing.is_empty(), "no sample of kinds {missing:?}");
        // A place of each kind, with a notice and a refusal around them.
        let places = [
            Place::Path("players[3].role".into()),
            Place::Path(String::new()),
            Place::Line { line: 1, column: 7 },
            Place::PathLine {
                path: "players[0].role".into(),
                line: 3,
                column: 14,
            },
            Place::Day(3),
            Place::WillsBy(Seat::new(4).expect("a seat")),
        ];
        for at in &places {
            let notice = Notice::new(at.clone(), Problem::CheckOnNight0);
            assert_eq!(place(Lang::En, at), at.english());
            assert_eq!(super::notice(Lang::En, &notice), notice.to_string());
        }
        let one = Refused(vec![Notice::new("players", Problem::NotADeath)]);
        let two = Refused(
            places
                .iter()
                .take(2)
                .map(|at| Notice::new(at.clone(), Problem::AwardDropped))
                .collect(),
        );
        for refusal in [&one, &two] {
            assert_eq!(refused(Lang::En, refusal), refusal.to_string());
        }
        assert!(refused(Lang::Ru, &two).starts_with("Найдены 2 ошибки:\n  "));
    }
}
