//! A forum thread's enforcement report worded from its data (`omerta_i18n::forum::{flag,
//! note}`): for every kind of omerta-forum's flags and the vote counter's notes, Fluent's
//! English is word for word the rule crate's own (`Display`, the flag's and note's
//! `message`), over samples and over every flag and note of the example threads; every
//! other language words each without a missing message.
//!
//! Every kind is sampled: `flag_kind` and `note_kind` match without a wildcard (a kind
//! added does not compile here until it is named), and the tests fail until each kind
//! named has a sample.

use omerta_forum::{
    DeathKind, FlagSaid, LineDiff, Lines, NoteSaid, Phase, PhaseKind, Thread, Unclear, VoteChange,
    When,
};
use omerta_i18n::forum::{flag, note};
use omerta_i18n::Lang;
use std::collections::BTreeSet;

fn note_kind(said: &NoteSaid) -> &'static str {
    match said {
        NoteSaid::NightVotes { .. } => "night votes",
        NoteSaid::OutsideSchedule => "outside schedule",
        NoteSaid::NotTheSlot { .. } => "not the slot",
        NoteSaid::Dead { .. } => "dead",
        NoteSaid::AfterHammer { .. } => "after hammer",
        NoteSaid::NoVote { .. } => "no vote",
        NoteSaid::BareUnvote { .. } => "bare unvote",
        NoteSaid::Unclear {
            several, ruling, ..
        } => match (several, ruling) {
            (false, Unclear::NotCounted) => "unclear none, not counted",
            (true, Unclear::NotCounted) => "unclear several, not counted",
            (_, Unclear::CountedAs { .. }) => "unclear, counted as",
            (_, Unclear::Dismissed { .. }) => "unclear, dismissed",
        },
        NoteSaid::ForDead { .. } => "for dead",
        NoteSaid::Locked { .. } => "locked",
        NoteSaid::NotVotingFor { .. } => "not voting for",
        NoteSaid::LockedUnvote { .. } => "locked unvote",
    }
}

const NOTE_KINDS: usize = 15;

fn flag_kind(said: &FlagSaid) -> &'static str {
    match said {
        FlagSaid::Outsider { .. } => "outsider",
        FlagSaid::Replaced { .. } => "replaced",
        FlagSaid::NotYetPlaying { .. } => "not yet playing",
        FlagSaid::NightPost { repeat: false, .. } => "night post",
        FlagSaid::NightPost { repeat: true, .. } => "night post, repeat",
        FlagSaid::DeadPost { death: None, .. } => "dead post",
        FlagSaid::DeadPost {
            death: Some((_, When::Phase(_))),
            ..
        } => "dead post, in a phase",
        FlagSaid::DeadPost {
            death: Some((_, When::At(_))),
            ..
        } => "dead post, at a time",
        FlagSaid::Edited {
            edit, lines, votes, ..
        } => match (
            edit,
            lines.removed.is_empty(),
            lines.added.is_empty(),
            votes,
        ) {
            (Some(_), ..) => "edited, one of several",
            (None, true, true, None) => "edited, spacing",
            (None, false, true, None) => "edited, removed",
            (None, true, false, None) => "edited, added",
            (None, false, false, None) => "edited, both",
            (None, _, _, Some(VoteChange::Reordered)) => "edited, votes reordered",
            (None, _, _, Some(VoteChange::Changed { added, removed })) => {
                match (added.is_empty(), removed.is_empty()) {
                    (false, true) => "edited, votes added",
                    (true, false) => "edited, votes removed",
                    _ => "edited, votes added and removed",
                }
            }
        },
        FlagSaid::Inactive { count: 1, .. } => "inactive, one post",
        FlagSaid::Inactive { .. } => "inactive",
        FlagSaid::Counted { phase: None, .. } => "counted",
        FlagSaid::Counted { phase: Some(_), .. } => "counted, in a phase",
    }
}

const FLAG_KINDS: usize = 21;

fn night(number: u32) -> Phase {
    Phase {
        kind: PhaseKind::Night,
        number,
        start: 0,
        end: 1,
    }
}

fn day(number: u32) -> Phase {
    Phase {
        kind: PhaseKind::Day,
        ..night(number)
    }
}

fn notes() -> Vec<NoteSaid> {
    let unclear = |several, ruling| NoteSaid::Unclear {
        text: "Bobb".into(),
        several,
        ruling,
    };
    vec![
        NoteSaid::NightVotes { night: night(1) },
        NoteSaid::OutsideSchedule,
        NoteSaid::NotTheSlot {
            name: "Alice".into(),
        },
        NoteSaid::Dead {
            name: "Alice".into(),
        },
        NoteSaid::AfterHammer {
            target: "Bob".into(),
            post: 12,
        },
        NoteSaid::NoVote {
            name: "Alice".into(),
        },
        NoteSaid::BareUnvote {
            name: "Alice".into(),
        },
        unclear(false, Unclear::NotCounted),
        unclear(true, Unclear::NotCounted),
        unclear(
            false,
            Unclear::CountedAs {
                target: "Bob".into(),
                reason: "a typo".into(),
            },
        ),
        unclear(
            true,
            Unclear::Dismissed {
                reason: "unreadable".into(),
            },
        ),
        NoteSaid::ForDead {
            target: "Carol".into(),
        },
        NoteSaid::Locked {
            name: "Alice".into(),
            on: "Bob".into(),
        },
        NoteSaid::NotVotingFor {
            target: "Bob".into(),
            name: "Alice".into(),
        },
        NoteSaid::LockedUnvote {
            target: "Bob".into(),
            name: "Alice".into(),
        },
    ]
}

fn lines(shown: &[&str], more: usize) -> Lines {
    Lines {
        shown: shown.iter().map(|s| (*s).to_owned()).collect(),
        more,
    }
}

fn flags() -> Vec<FlagSaid> {
    let edited = |edit, removed, added, votes| FlagSaid::Edited {
        post: 7,
        name: "Alice".into(),
        at: "2024-03-01 18:30 UTC".into(),
        edit,
        lines: LineDiff { removed, added },
        votes,
    };
    let marks = |m: &[&str]| m.iter().map(|s| (*s).to_owned()).collect::<Vec<_>>();
    let mut flags = vec![
        FlagSaid::Outsider {
            post: 3,
            name: "Lurker".into(),
        },
        FlagSaid::Replaced {
            post: 40,
            name: "Alice".into(),
            by: "Dave".into(),
            at: "2024-03-02 10:00 UTC".into(),
        },
        FlagSaid::NotYetPlaying {
            post: 20,
            name: "Dave".into(),
            replacing: "Alice".into(),
            at: "2024-03-02 10:00 UTC".into(),
        },
        FlagSaid::NightPost {
            post: 30,
            name: "Bob".into(),
            night: night(1),
            tonight: 1,
            in_game: 1,
            repeat: false,
        },
        FlagSaid::NightPost {
            post: 31,
            name: "Bob".into(),
            night: night(2),
            tonight: 2,
            in_game: 3,
            repeat: true,
        },
        FlagSaid::DeadPost {
            post: 50,
            name: "Carol".into(),
            death: None,
        },
        FlagSaid::DeadPost {
            post: 51,
            name: "Carol".into(),
            death: Some((DeathKind::Lynch, When::Phase(day(1)))),
        },
        FlagSaid::DeadPost {
            post: 52,
            name: "Carol".into(),
            death: Some((DeathKind::Modkill, When::At("2024-03-03 09:00 UTC".into()))),
        },
        edited(
            Some((2, 3)),
            lines(&["Vote: Bob"], 0),
            lines(&["Vote: Carol"], 0),
            None,
        ),
        edited(None, Lines::default(), Lines::default(), None),
        edited(None, lines(&["a", "b", "c"], 2), Lines::default(), None),
        edited(None, Lines::default(), lines(&["x", "y", "z"], 1), None),
        edited(None, lines(&["a"], 0), lines(&["b"], 0), None),
        edited(
            None,
            lines(&["Vote: A", "Vote: B"], 0),
            lines(&["Vote: B", "Vote: A"], 0),
            Some(VoteChange::Reordered),
        ),
        edited(
            None,
            Lines::default(),
            lines(&["Vote: Bob"], 0),
            Some(VoteChange::Changed {
                added: marks(&["Vote: Bob", "Unvote: Carol", "Vote: Dave"]),
                removed: vec![],
            }),
        ),
        edited(
            None,
            lines(&["Vote: Bob"], 0),
            Lines::default(),
            Some(VoteChange::Changed {
                added: vec![],
                removed: marks(&["Vote: Bob"]),
            }),
        ),
        edited(
            None,
            lines(&["Vote: Bob"], 0),
            lines(&["Vote: Carol"], 0),
            Some(VoteChange::Changed {
                added: marks(&["Vote: Carol"]),
                removed: marks(&["Vote: Bob", "Unvote: Dave"]),
            }),
        ),
        FlagSaid::Inactive {
            day: 2,
            name: "Erin".into(),
            count: 1,
            minimum: 3,
        },
        FlagSaid::Inactive {
            day: 1,
            name: "Erin".into(),
            count: 0,
            minimum: 5,
        },
        FlagSaid::Inactive {
            day: 3,
            name: "Erin".into(),
            count: 22,
            minimum: 25,
        },
    ];
    for (i, n) in notes().into_iter().enumerate() {
        flags.push(FlagSaid::Counted {
            post: 60 + i as u64,
            name: "Alice".into(),
            phase: (i % 2 == 0).then(|| day(2)),
            note: n,
        });
    }
    flags
}

#[test]
fn every_kind_is_sampled() {
    let kinds: BTreeSet<&str> = notes().iter().map(note_kind).collect();
    assert_eq!(kinds.len(), NOTE_KINDS, "{kinds:?}");
    let kinds: BTreeSet<&str> = flags().iter().map(flag_kind).collect();
    assert_eq!(kinds.len(), FLAG_KINDS, "{kinds:?}");
}

#[test]
fn every_flag_and_note_words_as_its_english() {
    for n in notes() {
        assert_eq!(note(Lang::En, &n), n.to_string(), "{n:?}");
    }
    for f in flags() {
        assert_eq!(flag(Lang::En, &f), f.to_string(), "{f:?}");
    }
}

/// Every flag and note of the example threads: the report's own `message`, word for word.
#[test]
fn every_example_threads_flags_word_as_their_english() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../examples/forum");
    let mut seen = 0;
    for entry in std::fs::read_dir(dir).expect("examples/forum") {
        let path = entry.expect("an entry").path();
        if path.extension().is_none_or(|e| e != "json") {
            continue;
        }
        let text = std::fs::read_to_string(&path).expect("readable");
        let Ok(thread) = Thread::from_json(&text) else {
            continue;
        };
        for f in omerta_forum::check(&thread) {
            assert_eq!(flag(Lang::En, &f.said), f.message, "{}", path.display());
            seen += 1;
        }
        for n in omerta_forum::tally(&thread, None).notes {
            assert_eq!(note(Lang::En, &n.said), n.message, "{}", path.display());
            assert_eq!(n.rule, n.said.rule());
        }
    }
    assert!(seen > 0, "the example threads have flags");
}

#[test]
fn every_language_words_every_flag() {
    for lang in [Lang::Ru, Lang::Uk, Lang::He] {
        for f in flags() {
            let said = flag(lang, &f);
            assert!(!said.is_empty() && !said.contains('{'), "{lang}: {said}");
            assert_ne!(said, f.to_string(), "{lang}: {f:?}");
        }
        for n in notes() {
            let said = note(lang, &n);
            assert!(!said.is_empty() && !said.contains('{'), "{lang}: {said}");
            assert_ne!(said, n.to_string(), "{lang}: {n:?}");
        }
    }
}

#[test]
fn russian_and_hebrew_use_the_communitys_words() {
    let repeat = &flags()[4];
    let ru = flag(Lang::Ru, repeat);
    assert!(ru.contains("модкилл") && ru.contains("ночь 2"), "{ru}");
    assert!(ru.contains("2-й пост") && ru.contains("3-й ночной"), "{ru}");
    let he = flag(Lang::He, repeat);
    assert!(he.contains("הוצאה") && he.contains("לילה 2"), "{he}");
    let locked = NoteSaid::Locked {
        name: "Alice".into(),
        on: "Bob".into(),
    };
    assert_eq!(
        note(Lang::Ru, &locked),
        "голос Alice в локе на Bob: его нельзя перенести"
    );
    assert!(note(Lang::He, &locked).contains("נעול"));
    // Plurals: 22 posts, 2 more lines.
    let inactive = flag(Lang::Ru, &flags()[19]);
    assert!(inactive.contains("написал 22 поста"), "{inactive}");
    let more = flag(Lang::Ru, &flags()[10]);
    assert!(more.contains("и ещё 2 строки"), "{more}");
    let uk = flag(Lang::Uk, &flags()[19]);
    assert!(uk.contains("написав 22 пости"), "{uk}");
}
