//! Why a night cannot be resolved, or an action its rules refuse, worded from its data
//! (`omerta_i18n::night::{error, fault, entangled, unresolved}`): for every kind of
//! omerta-night's faults, its document errors and knots, and the forum crate's reasons a
//! thread's night cannot be resolved, Fluent's English is word for word the crates' own
//! (`Display`), and every other language words each without a missing message.
//!
//! Every kind is sampled: `fault_kind`, `thread_kind` and `error_kind` match without a
//! wildcard (a kind added does not compile here until it is named), and the tests fail
//! until each kind named has a sample.

use omerta_forum::{DeathKind, NightError, NightFault, NightProblem};
use omerta_i18n::night::{entangled, error, fault, unresolved};
use omerta_i18n::Lang;
use omerta_night::{Ability, Entangled, Error, Exhausted, Fault, Field, Knotted, Night, Problem};
use serde_json::json;
use std::collections::BTreeSet;

/// Which kind a fault is (no wildcard: a new kind must be named here).
fn fault_kind(fault: &Fault) -> &'static str {
    match fault {
        Fault::UnknownFormat { .. } => "unknown format",
        Fault::NoFormat => "no format",
        Fault::UnknownMethod { .. } => "unknown method",
        Fault::UnknownPhase { .. } => "unknown phase",
        Fault::Missing { .. } => "missing",
        Fault::NoAlignment => "no alignment",
        Fault::NameTwice { .. } => "name twice",
        Fault::UnknownSanity { .. } => "unknown sanity",
        Fault::UnknownAppearance { .. } => "unknown appearance",
        Fault::VestShots { .. } => "vest shots",
        Fault::LoverAlone => "lover alone",
        Fault::UnknownPassive { .. } => "unknown passive",
        Fault::ShotsAbility { .. } => "shots ability",
        Fault::ShotsLeft { .. } => "shots left",
        Fault::LoverUnknown { .. } => "lover unknown",
        Fault::LoverThemself { .. } => "lover themself",
        Fault::ActorUnknown { .. } => "actor unknown",
        Fault::TargetUnknown { .. } => "target unknown",
        Fault::UnsupportedAbility { .. } => "unsupported ability",
        Fault::Targets { .. } => "targets",
        Fault::SamePlayers { .. } => "same players",
        Fault::DayAction { .. } => "day action",
        Fault::NightAction { .. } => "night action",
        Fault::UsesLeft { .. } => "uses left",
        Fault::SelfTarget { .. } => "self target",
        Fault::FactionalKills { .. } => "factional kills",
    }
}

const FAULT_KINDS: usize = 26;

/// Which kind a thread's night fault is (no wildcard).
fn thread_kind(fault: &NightFault) -> &'static str {
    match fault {
        NightFault::NotAPlayer { .. } => "not a player",
        NightFault::Dead { death: None, .. } => "dead",
        NightFault::Dead { death: Some(_), .. } => "dead how",
        NightFault::NotAnObject => "not an object",
        NightFault::NotAList => "not a list",
        NightFault::NoName => "no name",
        NightFault::NoFaction { .. } => "no faction",
        NightFault::PassivesNotAList { .. } => "passives",
    }
}

const THREAD_KINDS: usize = 8;

/// Which kind a forum night's reason is (no wildcard), with omerta-night's own.
fn error_kind(why: &NightError) -> &'static str {
    match why {
        NightError::NoNights => "no nights",
        NightError::NotGiven { .. } => "not given",
        NightError::NotScheduled { .. } => "not scheduled",
        NightError::Problems(_) => "problems",
        NightError::Document(Error::Parse(_)) => "parse",
        NightError::Document(Error::Invalid(_)) => "invalid",
        NightError::Entangled(Entangled {
            exhausted: Exhausted::Steps,
            ..
        }) => "steps",
        NightError::Entangled(Entangled {
            exhausted: Exhausted::Memory,
            ..
        }) => "memory",
        NightError::Entangled(Entangled {
            exhausted: Exhausted::Stopped,
            ..
        }) => "stopped",
    }
}

const ERROR_KINDS: usize = 9;

/// A sample of every fault, and of each plural and ordinal.
fn faults() -> Vec<Fault> {
    let s = String::from;
    let mut all = vec![
        Fault::UnknownFormat {
            format: s("omerta-night/0"),
        },
        Fault::NoFormat,
        Fault::UnknownMethod { method: s("vote") },
        Fault::UnknownPhase {
            phase: s("dusk \"late\""),
        },
        Fault::NoAlignment,
        Fault::NameTwice { name: s("Ann") },
        Fault::UnknownSanity { sanity: s("wise") },
        Fault::UnknownAppearance { appears: s("red") },
        Fault::VestShots { shots: 0 },
        Fault::VestShots { shots: -3 },
        Fault::LoverAlone,
        Fault::UnknownPassive { kind: s("ghost") },
        Fault::ShotsAbility { ability: s("fly") },
        Fault::ShotsLeft { shots: -1 },
        Fault::ShotsLeft {
            shots: 5_000_000_000,
        },
        Fault::LoverUnknown { with: s("Zed") },
        Fault::LoverThemself { with: s("Ann") },
        Fault::ActorUnknown { name: s("Nobody") },
        Fault::TargetUnknown { name: s("Zed") },
        Fault::UnsupportedAbility {
            ability: s("teleport"),
        },
        Fault::SelfTarget { actor: s("Ann") },
        Fault::FactionalKills { kills: -2 },
        Fault::FactionalKills {
            kills: 99_999_999_999,
        },
    ];
    for field in [Field::Name, Field::Kind, Field::Actor, Field::Ability] {
        all.push(Fault::Missing { field });
    }
    for ability in Ability::ALL {
        all.push(Fault::SamePlayers { ability });
        all.push(Fault::DayAction { ability });
        all.push(Fault::NightAction { ability });
        for given in [0, 1, 2, 3, 12_345] {
            all.push(Fault::Targets { ability, given });
        }
    }
    for left in [0, 1, 2, 5, 21, 10_000] {
        for count in [1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111, 112, 10_002] {
            all.push(Fault::UsesLeft {
                actor: s("Vig"),
                ability: Ability::Kill,
                left,
                count,
            });
        }
    }
    all
}

fn knot(exhausted: Exhausted) -> Entangled {
    Entangled {
        exhausted,
        steps: 24_000_000,
        bytes: 64 << 20,
        actions: vec![
            Knotted {
                index: 0,
                actor: "Ann".into(),
                ability: Ability::Block,
                target: "Bob".into(),
                second: None,
            },
            Knotted {
                index: 3,
                actor: "Bob".into(),
                ability: Ability::Swap,
                target: "Cy".into(),
                second: Some("Dee".into()),
            },
        ],
    }
}

/// Documents refused with one problem, with two, with more than the report lists.
fn errors() -> Vec<Error> {
    let problem = |i: usize| Problem::new(format!("actions[{i}]"), faults()[i % 20].clone());
    let mut out = vec![Error::Parse(
        "expected value at line 1 column 1".to_string(),
    )];
    for n in [1, 2, 3, 5, 21, 100, 101, 102, 150] {
        out.push(Error::Invalid((0..n).map(problem).collect()));
    }
    out
}

/// Every forum night's reason, omerta-night's among them.
fn reasons() -> Vec<NightError> {
    let at = |a: &str, said: NightFault| NightProblem { at: a.into(), said };
    let mut problems = vec![
        at(
            "nights[0].actions[2].actor",
            NightFault::NotAPlayer {
                name: "Nobody".into(),
            },
        ),
        at("nights[0].players[1]", NightFault::NotAnObject),
        at("nights[0].players", NightFault::NotAList),
        at("nights[0].players[0]", NightFault::NoName),
        at(
            "players[1] (B)",
            NightFault::NoFaction {
                name: "B".into(),
                night: 1,
            },
        ),
        at(
            "nights[0]",
            NightFault::PassivesNotAList { name: "C".into() },
        ),
        at(
            "nights[0].actions[0].targets[0]",
            NightFault::Dead {
                name: "C".into(),
                night: 2,
                death: None,
            },
        ),
    ];
    for kind in [
        DeathKind::Lynch,
        DeathKind::Night,
        DeathKind::Modkill,
        DeathKind::Other,
    ] {
        problems.push(at(
            "nights[1].actions[1].targets[0]",
            NightFault::Dead {
                name: "C".into(),
                night: 12_345,
                death: Some((kind, 1_780_000_000)),
            },
        ));
    }
    let mut out = vec![
        NightError::NoNights,
        NightError::NotGiven {
            night: 2,
            given: vec![],
        },
        NightError::NotGiven {
            night: 2,
            given: vec![1, 3, 10_000],
        },
        NightError::NotScheduled { night: 10_001 },
        NightError::Problems(problems.clone()),
    ];
    out.extend(problems.into_iter().map(|p| NightError::Problems(vec![p])));
    out.extend(errors().into_iter().map(NightError::Document));
    for exhausted in [Exhausted::Steps, Exhausted::Memory, Exhausted::Stopped] {
        out.push(NightError::Entangled(knot(exhausted)));
    }
    out
}

/// Documents the reader refuses, as they come: the faults the resolver really gives.
fn documents() -> Vec<Error> {
    let texts = [
        "{".to_string(),
        json!({"format": "omerta-night/2"}).to_string(),
        json!({
            "method": "vote", "phase": "dusk",
            "players": [
                {"name": "A", "alignment": "town", "sanity": "wise", "appears": "red",
                 "passives": [{"kind": "ghost"}, {"kind": "lover"}, {"kind": "bulletproof", "shots": 0}, {},
                              {"kind": "lover", "with": "A"}, {"kind": "lover", "with": "Zed"}],
                 "shots": {"fly": 1, "kill": -1}},
                {"name": "A"},
                {"alignment": "town", "shots": {"kill": 1}}
            ],
            "actions": [
                {"actor": "A", "ability": "teleport", "targets": ["A"]},
                {"actor": "Nobody", "ability": "kill", "targets": ["Zed"]},
                {"targets": []},
                {"actor": "A", "ability": "swap", "targets": ["A", "A"]},
                {"actor": "A", "ability": "kill", "targets": ["A", "#2"]},
                {"actor": "A", "ability": "day_kill", "targets": ["#2"]},
                {"actor": "#2", "ability": "kill", "targets": ["A"]},
                {"actor": "#2", "ability": "kill", "targets": ["A"]}
            ],
            "factional_kills": {"mafia": -1}
        })
        .to_string(),
        json!({
            "format": "omerta-night/1", "phase": "day",
            "players": [{"name": "A", "alignment": "town"}, {"name": "B", "alignment": "town"}],
            "actions": [{"actor": "A", "ability": "kill", "targets": ["B"]}]
        })
        .to_string(),
    ];
    texts
        .iter()
        .map(|t| Night::from_json(t).expect_err("a refused document"))
        .collect()
}

#[test]
fn every_kind_is_sampled() {
    let faults: BTreeSet<&str> = faults().iter().map(fault_kind).collect();
    assert_eq!(faults.len(), FAULT_KINDS, "{faults:?}");
    let kinds: BTreeSet<&str> = reasons().iter().map(error_kind).collect();
    assert_eq!(kinds.len(), ERROR_KINDS, "{kinds:?}");
    let thread: BTreeSet<&str> = reasons()
        .iter()
        .filter_map(|r| match r {
            NightError::Problems(list) => Some(list.iter().map(|p| thread_kind(&p.said))),
            _ => None,
        })
        .flatten()
        .collect();
    assert_eq!(thread.len(), THREAD_KINDS, "{thread:?}");
    // The documents refused as they come reach most faults.
    let reached: BTreeSet<&str> = documents()
        .iter()
        .filter_map(|e| match e {
            Error::Invalid(problems) => Some(problems.iter().map(|p| fault_kind(&p.said))),
            Error::Parse(_) => None,
        })
        .flatten()
        .collect();
    assert!(reached.len() >= 20, "{reached:?}");
}

#[test]
fn english_from_the_messages_is_the_crates_own_word_for_word() {
    for f in faults() {
        assert_eq!(fault(Lang::En, &f), f.to_string(), "{f:?}");
    }
    for e in errors().iter().chain(&documents()) {
        assert_eq!(error(Lang::En, e), e.to_string(), "{e:?}");
        if let Error::Invalid(problems) = e {
            for p in problems {
                assert_eq!(p.message, p.said.to_string());
                assert_eq!(fault(Lang::En, &p.said), p.message);
            }
        }
    }
    for exhausted in [Exhausted::Steps, Exhausted::Memory, Exhausted::Stopped] {
        let k = knot(exhausted);
        assert_eq!(entangled(Lang::En, &k), k.to_string());
    }
    for why in reasons() {
        assert_eq!(unresolved(Lang::En, &why), why.to_string(), "{why:?}");
    }
}

#[test]
fn every_language_words_every_reason() {
    for lang in [Lang::Ru, Lang::Uk, Lang::He] {
        for f in faults() {
            let said = fault(lang, &f);
            assert!(
                !said.is_empty() && !said.contains("night-"),
                "{lang:?}: {said}"
            );
            assert!(!said.contains("{$"), "{lang:?}: {said}");
            assert_ne!(said, f.to_string(), "{lang:?}: {f:?}");
        }
        for why in reasons() {
            let said = unresolved(lang, &why);
            assert!(
                !said.contains("night-") && !said.contains("{$"),
                "{lang:?}: {said}"
            );
            assert_ne!(said, why.to_string(), "{lang:?}: {why:?}");
            // One line a problem, as in English.
            assert_eq!(
                said.lines().count(),
                why.to_string().lines().count(),
                "{lang:?}: {said}"
            );
        }
    }
}

#[test]
fn russian_and_hebrew_word_a_refused_action_with_the_communitys_words() {
    let own = Error::Invalid(vec![Problem::new(
        "actions[0]",
        Fault::SelfTarget {
            actor: "Ann".into(),
        },
    )]);
    assert_eq!(
        error(Lang::Ru, &own),
        "найдено проблем: 1:\n  actions[0]: Ann выбирает целью себя, а его роль этого не позволяет (позволяет \"self_target\": true)"
    );
    let twice = Fault::Targets {
        ability: Ability::Swap,
        given: 1,
    };
    assert_eq!(
        fault(Lang::Ru, &twice),
        "у способности «обмен» целей: 2, а не 1"
    );
    assert_eq!(
        fault(Lang::He, &twice),
        "מספר המטרות של «החלפה» הוא 2, לא 1"
    );
    let spent = Fault::UsesLeft {
        actor: "Vig".into(),
        ability: Ability::Kill,
        left: 0,
        count: 1,
    };
    assert_eq!(
        fault(Lang::En, &spent),
        "Vig has 0 uses of kill left (their \"shots\"), and this is the 1st submitted"
    );
    assert_eq!(
        fault(Lang::Uk, &spent),
        "у Vig лишилося використань здібності «вбивство»: 0 (його \"shots\"), а це надіслано 1-е"
    );
    let knotted = entangled(Lang::Ru, &knot(Exhausted::Steps));
    assert!(
        knotted.contains("Ann: «блок» → Bob; Bob: «обмен» → Cy и Dee"),
        "{knotted}"
    );
    assert!(knotted.contains("24\u{a0}000\u{a0}000") || knotted.contains("24000000"));
    let hebrew = entangled(Lang::He, &knot(Exhausted::Stopped));
    assert!(hebrew.contains("Ann: «חסימה» ← Bob"), "{hebrew}");
}
