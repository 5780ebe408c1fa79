//! Mafia 1923's messages worded from their data (`omerta_i18n::m1923`): over every scripted
//! game (the example scripts, and full games where every role acts), Fluent's English is
//! word for word the rule crate's text, and every language has every message it names. The
//! rule crate's reasons (why an action is ignored, what keeps a script from being read or
//! dealt) likewise, for every variant.

use omerta_1923::problem::{Fault, Listed, Problem};
use omerta_1923::script::Script;
use omerta_1923::{
    deal, Arg, Ballot, DayActions, FamilySpec, Game, Level, MafiaKills, Message, Night,
    NightAction, Phase, Role, Said, Setup, SignUp, When, Why,
};
use omerta_i18n::m1923::{self, said};
use omerta_i18n::Lang;
use std::collections::BTreeSet;

fn example(name: &str) -> Vec<Message> {
    let path = format!("{}/../../examples/1923/{name}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).expect("example script");
    match Script::from_json(&text) {
        Ok(script) => script.play().game.messages,
        Err(problems) => panic!("{name}: {problems:?}"),
    }
}

/// A full game of 40 players in 5 families, every role dealt twice, each acting on targets
/// a small generator picks from `seed`: thefts, pairings, redirections, news and strikes.
fn every_role(seed: u64) -> Vec<Message> {
    let families = ["Cohen", "Levi", "Mizrahi", "Peretz", "Biton"];
    let setup = Setup {
        seed,
        families: families
            .iter()
            .map(|f| FamilySpec {
                name: (*f).to_string(),
                size: 8,
            })
            .collect(),
        signups: (0..40)
            .map(|p| SignUp {
                name: format!("P{p}"),
                level: Level::Standard,
                family: None,
                // Two Mafia Members with a second role ("Mafia Member and Boss").
                role: (p < 2).then_some(Role::Boss),
                mafia: (p < 2).then_some(true),
            })
            .collect(),
        roles: Role::ALL
            .iter()
            .filter(|r| **r != Role::Townsperson)
            .flat_map(|r| [*r, *r])
            .collect(),
    };
    let mut game = Game::new(deal(&setup).expect("the setup deals"), 2);
    game.start();
    let mut state = seed | 1;
    let mut pick = move |n: usize| {
        state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((state >> 33) as usize) % n.max(1)
    };
    for n in 1..=5u8 {
        let living = game.living();
        let mut actions = Vec::new();
        for &p in &living {
            if game.players[p].role.when() != When::Night {
                continue;
            }
            let two = matches!(game.players[p].role, Role::Shadchan | Role::Paperboy);
            let count = if two { 2 } else { 1 };
            actions.push(NightAction {
                by: p,
                targets: (0..count).map(|_| living[pick(living.len())]).collect(),
                family: Some(pick(families.len())),
                role: None,
            });
        }
        // The Mafia names as many Civilians as it must (M28), picked like the rest.
        let (members, civilians): (Vec<usize>, Vec<usize>) =
            living.iter().copied().partition(|p| game.players[*p].mafia);
        let mafia = MafiaKills {
            by: members.first().copied(),
            targets: (0..omerta_1923::mafia_kills_required(living.len()))
                .filter_map(|_| civilians.get(pick(civilians.len())).copied())
                .collect(),
        };
        game.night(n, &Night { actions, mafia });
        let living = game.living();
        // Some ballots left out or improper, for strikes (and second strikes, exiles).
        let mut ballots = Vec::new();
        for &p in &living {
            if pick(5) == 0 {
                continue;
            }
            let ballot = Ballot {
                family: (pick(7) != 0).then(|| pick(families.len())),
                individual: Some(living[pick(living.len())]),
            };
            ballots.push((p, ballot));
        }
        game.day(
            n,
            &DayActions {
                ballots,
                ..DayActions::default()
            },
        );
    }
    let outcome = game.outcome();
    omerta_1923::script::announce_winners(&mut game, &outcome);
    game.messages
}

/// The log of a random deal (M9, M10) where requests cannot all be honoured: a full
/// family, a Mafia place asked in a family without one left, second roles asked by a
/// Civilian and beyond the pool, a Civilian role without a copy, and copies nobody takes.
fn deal_log(seed: u64) -> Vec<Message> {
    // D0 to D9 ask for Alon (eight seats); D0 and D1 for its one Mafia place, D1 with a
    // second role; everybody who lands in Brand asks for something, so its Mafia Member
    // is drawn among them.
    let signups: Vec<SignUp> = (0..16)
        .map(|p| SignUp {
            name: format!("D{p}"),
            level: if p == 15 {
                Level::Beginner
            } else {
                Level::Standard
            },
            family: (p < 10).then(|| "Alon".to_string()),
            role: match p {
                1 => Some(Role::Lawyer),
                8 | 12 => Some(Role::Doctor),
                10 => Some(Role::Detective),
                11 => Some(Role::Thief),
                13 | 14 => Some(Role::Witness),
                _ => None,
            },
            mafia: match p {
                0 | 1 => Some(true),
                9 | 15 => Some(false),
                _ => None,
            },
        })
        .collect();
    let setup = Setup {
        seed,
        families: ["Alon", "Brand"]
            .iter()
            .map(|f| FamilySpec {
                name: (*f).to_string(),
                size: 8,
            })
            .collect(),
        signups,
        roles: vec![Role::Detective, Role::Witness, Role::Witness, Role::Witness],
    };
    let deal = omerta_1923::setup::random_deal(&setup, &[Role::Boss, Role::Boss, Role::Boss])
        .expect("the setup deals");
    deal.log
        .into_iter()
        .map(|note| Message {
            phase: omerta_1923::Phase::Night(1),
            audience: omerta_1923::Audience::Moderators,
            text: note.text,
            said: note.said,
        })
        .collect()
}

/// The exile example with a Doctor's night action sent in day 1 (ignored, M24).
fn night_action_in_a_day() -> Vec<Message> {
    let path = format!(
        "{}/../../examples/1923/exile.json",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(&path).expect("example script");
    let day = "\"phase\": \"day 1\",";
    assert!(text.contains(day), "the example has a day 1");
    let script = text.replacen(
        day,
        &format!(
            "{day} \"actions\": [{{\"by\": \"Mendel Stern\", \"role\": \"Doctor\", \"targets\": [\"Leah Stern\"]}}],"
        ),
        1,
    );
    match Script::from_json(&script) {
        Ok(script) => script.play().game.messages,
        Err(problems) => panic!("a night action in a day: {problems:?}"),
    }
}

fn games() -> Vec<(String, Vec<Message>)> {
    let mut games = vec![
        (
            "a night action in a day".to_string(),
            night_action_in_a_day(),
        ),
        ("three-families".to_string(), example("three-families.json")),
        ("exile".to_string(), example("exile.json")),
    ];
    for seed in [1, 7, 1923, 31337] {
        games.push((format!("every role, seed {seed}"), every_role(seed)));
        games.push((format!("a random deal, seed {seed}"), deal_log(seed)));
    }
    games
}

/// Every message id `said` names, its own and its arguments'.
fn ids(said: &Said, out: &mut BTreeSet<String>) {
    fn arg_ids(arg: &Arg, out: &mut BTreeSet<String>) {
        match arg {
            Arg::Said(s) => ids(s, out),
            Arg::List(parts) | Arg::Groups(parts) => {
                parts.iter().for_each(|p| arg_ids(p, out));
            }
            _ => {}
        }
    }
    out.insert(said.id.clone());
    said.args.values().for_each(|a| arg_ids(a, out));
}

/// The ids a language's file for the area `m1923` defines.
fn defined(lang: Lang) -> BTreeSet<String> {
    let path = format!(
        "{}/locales/{}/m1923.ftl",
        env!("CARGO_MANIFEST_DIR"),
        lang.tag()
    );
    std::fs::read_to_string(path)
        .expect("the area's file")
        .lines()
        .filter_map(|l| l.split_once(" ="))
        .map(|(id, _)| id.to_string())
        .filter(|id| id.starts_with("m1923-"))
        .collect()
}

#[test]
fn english_is_word_for_word_the_rule_crates_text_in_every_scripted_game() {
    let mut problems = Vec::new();
    for (game, messages) in games() {
        for m in &messages {
            if let Some(data) = &m.said {
                let english = said(Lang::En, data);
                if english != m.text {
                    problems.push(format!(
                        "{game}: {:?}\n  text:   {}\n  fluent: {english}",
                        data.id, m.text
                    ));
                }
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn every_language_words_every_message_of_every_scripted_game() {
    let mut used = BTreeSet::new();
    let mut problems = Vec::new();
    for (game, messages) in games() {
        for m in messages.iter().filter(|m| m.said.is_some()) {
            let data = m.said.as_ref().expect("filtered");
            ids(data, &mut used);
            for lang in Lang::ALL {
                let words = said(lang, data);
                // An argument missing reads `{$name}` (the deal as a given deal holds JSON's
                // braces of its own).
                if words.is_empty() || words.contains("{$") {
                    problems.push(format!("{game}, {lang}: {:?} reads {words:?}", data.id));
                }
            }
        }
    }
    for lang in Lang::ALL {
        let have = defined(lang);
        for id in used.difference(&have) {
            problems.push(format!("{lang}/m1923.ftl lacks {id}"));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn the_scripted_games_name_the_frequent_messages() {
    let mut used = BTreeSet::new();
    for (_, messages) in games() {
        for data in messages.iter().filter_map(|m| m.said.as_ref()) {
            ids(data, &mut used);
        }
    }
    for id in [
        "m1923-said-families",
        "m1923-said-your-role",
        "m1923-said-died",
        "m1923-said-poisoned",
        "m1923-said-family-votes",
        "m1923-said-individual-votes",
        "m1923-said-court-killed",
        "m1923-said-winners",
        "m1923-said-kill-count",
    ] {
        assert!(used.contains(id), "no scripted game says {id}");
    }
}

/// Issue 30: the moderators' notes are data too (draws, ignored actions, the deal and its
/// log, the final roster).
#[test]
fn the_moderators_notes_are_data() {
    let mut used = BTreeSet::new();
    for (game, messages) in games() {
        for m in &messages {
            match &m.said {
                Some(data) => ids(data, &mut used),
                None => panic!("{game}: a message without its data: {}", m.text),
            }
        }
    }
    for id in [
        "m1923-said-note-deal",
        "m1923-said-note-draw",
        "m1923-said-note-ignored",
        "m1923-said-note-roster",
        "m1923-said-note-secretary-draw",
        "m1923-said-deal-random",
        "m1923-said-deal-family-full",
        "m1923-said-deal-seats",
        "m1923-said-deal-mafia-draw",
        "m1923-said-deal-second-not-mafia",
        "m1923-said-deal-drawn-mafia",
        "m1923-said-deal-roles-draw",
        "m1923-said-deal-not-dealt-second",
        "m1923-said-deal-as-given",
        "m1923-said-note-night-in-day",
    ] {
        assert!(used.contains(id), "no scripted game says {id}");
    }
}

#[test]
fn a_death_and_the_votes_in_russian_and_hebrew() {
    let died = Said::new("m1923-said-died").name("name", "Dina");
    assert_eq!(said(Lang::Ru, &died), "Dina погиб.");
    assert_eq!(said(Lang::He, &died), "Dina מת.");
    let tally = |name: &str, n: i64| {
        Arg::said(
            Said::new("m1923-said-tally")
                .family("name", name)
                .with("n", Arg::Number(n)),
        )
    };
    let votes = Said::new("m1923-said-family-votes").with(
        "tally",
        Arg::List(vec![tally("Cohen", 3), tally("Levi", 1)]),
    );
    assert_eq!(said(Lang::Ru, &votes), "Голоса за семьи: Cohen 3, Levi 1.");
    let role = Said::new("m1923-said-your-role")
        .family("family", "Cohen")
        .with(
            "role",
            Arg::Role {
                title: "Doctor".into(),
                mafia: true,
            },
        );
    assert_eq!(
        said(Lang::Ru, &role),
        "Ваша семья: Cohen. Ваша роль: Мафиози и Доктор."
    );
}

/// Every reason the engine ignores an action or a kill for (`game::Why`), each role-bearing
/// one with every role. The match has no catch-all: a new reason fails to compile here
/// until it is listed.
fn every_why() -> Vec<Why> {
    fn listed(why: Why) -> usize {
        match why {
            Why::NoPlayer => 0,
            Why::NotInPlay => 1,
            Why::Injured => 2,
            Why::NotHeld(_) => 3,
            Why::WrongTime(_) => 4,
            Why::Spent(_) => 5,
            Why::Shape => 6,
            Why::NoFamily => 7,
            Why::TargetGone => 8,
            Why::NamedTwice => 9,
            Why::NotOnSelf(_) => 10,
            Why::SelfSpent => 11,
            Why::JailSpent => 12,
            Why::SecondAction(_) => 13,
            Why::NotCivilian => 14,
            Why::KillNamedTwice => 15,
            Why::TooMany => 16,
        }
    }
    let mut all = vec![
        Why::NoPlayer,
        Why::NotInPlay,
        Why::Injured,
        Why::Shape,
        Why::NoFamily,
        Why::TargetGone,
        Why::NamedTwice,
        Why::SelfSpent,
        Why::JailSpent,
        Why::NotCivilian,
        Why::KillNamedTwice,
        Why::TooMany,
    ];
    for role in Role::ALL {
        all.extend([
            Why::NotHeld(role),
            Why::WrongTime(role),
            Why::Spent(role),
            Why::NotOnSelf(role),
            Why::SecondAction(role),
        ]);
    }
    let kinds: BTreeSet<usize> = all.iter().map(|w| listed(*w)).collect();
    assert_eq!(kinds.len(), 17, "every kind of reason is listed");
    all
}

/// Every problem of a script or a deal (`problem::Fault`), with sample parts. The match
/// has no catch-all: a new problem fails to compile here until it is listed.
fn every_fault() -> Vec<Fault> {
    fn listed(fault: &Fault) -> usize {
        match fault {
            Fault::UnknownFormat { .. } => 0,
            Fault::NoFormat => 1,
            Fault::NotAScript { .. } => 2,
            Fault::NoSeed => 3,
            Fault::FamilyShape => 4,
            Fault::TooFewFamilies => 5,
            Fault::NotAllowedRole { .. } => 6,
            Fault::UnknownDeal { .. } => 7,
            Fault::NoName => 8,
            Fault::UnknownLevel { .. } => 9,
            Fault::NoSuchFamily { .. } => 10,
            Fault::UnknownSecondRole { .. } => 11,
            Fault::UnknownRole { .. } => 12,
            Fault::SecondRoleNotMafia => 13,
            Fault::SecondRoleAlone => 14,
            Fault::SpectatorWithRole => 15,
            Fault::GivenDealIncomplete => 16,
            Fault::ListedTwice { .. } => 17,
            Fault::NotASecondRole { .. } => 18,
            Fault::TooManyToDeal { .. } => 19,
            Fault::PhaseOrder { .. } => 20,
            Fault::NotAPlayer { .. } => 21,
            Fault::ActionShape => 22,
            Fault::ActionNamesNobody => 23,
            Fault::NoAction { .. } => 24,
            Fault::TargetCount { .. } => 25,
            Fault::DrunkardFamily => 26,
            Fault::SheriffShape => 27,
            Fault::ExtraVoteShape { .. } => 28,
            Fault::VotesInNight => 29,
            Fault::KillNamedTwice { .. } => 30,
            Fault::KillsInDay => 31,
            Fault::VoterUnknown => 32,
            Fault::VoteForUnknown { .. } => 33,
            Fault::MafiaMemberInPool => 34,
            Fault::TownspersonInPool => 35,
            Fault::NoRole => 36,
            Fault::CountBelowOne => 37,
            Fault::PoolListedTwice { .. } => 38,
            Fault::BeginnerRole { .. } => 39,
            Fault::MafiaMayNotHold { .. } => 40,
            Fault::FamilySize { .. } => 41,
            Fault::FamilyPlayers { .. } => 42,
            Fault::FamilyMafia { .. } => 43,
            Fault::FamilySeats { .. } => 44,
            Fault::SeatsSignedUp { .. } => 45,
            Fault::SignedUpTwice { .. } => 46,
            Fault::SpectatorRequests { .. } => 47,
            Fault::BeginnerRequest { .. } => 48,
            Fault::RequestsNoFamily { .. } => 49,
            Fault::MafiaCannotHold { .. } => 50,
            Fault::TownspersonDealt => 51,
            Fault::PoolsTooLarge { .. } => 52,
        }
    }
    let name = || "Ann \"the Quick\"".to_string();
    let all = vec![
        Fault::UnknownFormat {
            format: "omerta-1923/2".into(),
        },
        Fault::NoFormat,
        Fault::NotAScript {
            detail: "expected value at line 1 column 1".into(),
        },
        Fault::NoSeed,
        Fault::FamilyShape,
        Fault::TooFewFamilies,
        Fault::NotAllowedRole {
            name: "Thief".into(),
        },
        Fault::UnknownDeal { deal: None },
        Fault::UnknownDeal {
            deal: Some("fair".into()),
        },
        Fault::NoName,
        Fault::UnknownLevel { level: None },
        Fault::UnknownLevel {
            level: Some("expert".into()),
        },
        Fault::NoSuchFamily {
            family: "Zeta".into(),
        },
        Fault::UnknownSecondRole {
            role: "Wizard".into(),
        },
        Fault::UnknownRole {
            role: "Wizard".into(),
        },
        Fault::SecondRoleNotMafia,
        Fault::SecondRoleAlone,
        Fault::SpectatorWithRole,
        Fault::GivenDealIncomplete,
        Fault::ListedTwice { name: name() },
        Fault::NotASecondRole {
            role: Role::CourtSecretary,
        },
        Fault::TooManyToDeal {
            copies: 4_294_967_295,
            standard: 16,
        },
        Fault::PhaseOrder {
            found: Some("day 1".into()),
            due: Some(Phase::Night(1)),
        },
        Fault::PhaseOrder {
            found: None,
            due: None,
        },
        Fault::NotAPlayer {
            listed: Listed::Exiled,
            name: name(),
        },
        Fault::NotAPlayer {
            listed: Listed::MafiaTarget,
            name: name(),
        },
        Fault::ActionShape,
        Fault::ActionNamesNobody,
        Fault::NoAction {
            role: Role::Witness,
        },
        Fault::TargetCount {
            role: Role::Shadchan,
            need: 2,
            given: 1,
        },
        Fault::TargetCount {
            role: Role::Doctor,
            need: 1,
            given: 0,
        },
        Fault::DrunkardFamily,
        Fault::SheriffShape,
        Fault::ExtraVoteShape {
            role: Role::Councilor,
        },
        Fault::VotesInNight,
        Fault::KillNamedTwice { name: name() },
        Fault::KillsInDay,
        Fault::VoterUnknown,
        Fault::VoteForUnknown { name: name() },
        Fault::MafiaMemberInPool,
        Fault::TownspersonInPool,
        Fault::NoRole,
        Fault::CountBelowOne,
        Fault::PoolListedTwice {
            role: Role::Doctor,
            pool: "mafia_second_roles".into(),
        },
        Fault::BeginnerRole { name: name() },
        Fault::MafiaMayNotHold {
            name: name(),
            role: Role::Thief,
        },
        Fault::FamilySize {
            family: "Alon".into(),
        },
        Fault::FamilyPlayers {
            family: "Alon".into(),
            has: 1,
            size: 8,
        },
        Fault::FamilyMafia {
            family: "Alon".into(),
            has: 3,
            need: 1,
        },
        Fault::FamilySeats {
            family: "Alon".into(),
            size: 12_000,
        },
        Fault::SeatsSignedUp {
            players: 15,
            seats: 16,
        },
        Fault::SignedUpTwice { name: name() },
        Fault::SpectatorRequests { name: name() },
        Fault::BeginnerRequest { name: name() },
        Fault::RequestsNoFamily {
            name: name(),
            family: "Zeta".into(),
        },
        Fault::MafiaCannotHold {
            name: name(),
            role: "thief".into(),
        },
        Fault::TownspersonDealt,
        Fault::PoolsTooLarge {
            copies: 21,
            standard: 1,
        },
    ];
    let kinds: BTreeSet<usize> = all.iter().map(listed).collect();
    assert_eq!(kinds.len(), 53, "every kind of problem is listed");
    all
}

/// A sentence in a language other than English: worded (no message id left), and not the
/// English.
fn worded_in(lang: Lang, text: &str, english: &str) {
    assert!(
        !text.contains("m1923-") && !text.contains('{'),
        "{lang:?}: {text}"
    );
    assert_ne!(text, english, "{lang:?}");
}

/// Why the engine ignores an action, in every language: English word for word its
/// `Display` (the refusal's and the moderators' note's English), for every reason.
#[test]
fn every_reason_an_action_is_ignored_is_worded_as_its_english() {
    for why in every_why() {
        let english = why.to_string();
        assert_eq!(m1923::why(Lang::En, why), english, "{why:?}");
        for lang in [Lang::Ru, Lang::Uk, Lang::He] {
            worded_in(lang, &m1923::why(lang, why), &english);
        }
    }
    assert_eq!(
        m1923::why(Lang::Ru, Why::NotOnSelf(Role::Detective)),
        "роль «Детектив» не может выбрать себя"
    );
}

/// Every problem of a script or a deal, in every language, at a place and without one:
/// English word for word its `Display` (a start's refusal, `omerta 1923 play`), the place
/// as written.
#[test]
fn every_problem_of_a_script_is_worded_as_its_english() {
    for fault in every_fault() {
        for problem in [
            Problem::new(fault.clone()),
            Problem::at("players[3]", fault.clone()),
            Problem::at("roles", fault.clone()).within("deal"),
        ] {
            let english = problem.to_string();
            assert_eq!(m1923::problem(Lang::En, &problem), english, "{fault:?}");
            for lang in [Lang::Ru, Lang::Uk, Lang::He] {
                let text = m1923::problem(lang, &problem);
                worded_in(lang, &text, &english);
                if let Some(at) = &problem.at {
                    assert!(text.starts_with(&format!("{at}: ")), "{lang:?}: {text}");
                }
            }
        }
    }
    let counted = Problem::new(Fault::FamilySeats {
        family: "Alon".into(),
        size: 12_000,
    });
    assert_eq!(
        m1923::problem(Lang::Ru, &counted),
        "в семье \"Alon\" мест: 12\u{a0}000, а в семье 8 или 10 игроков"
    );
    assert_eq!(
        m1923::problem(Lang::En, &counted),
        "family \"Alon\" has 12000 seats: a family has 8 or 10 players"
    );
}

/// What the reader of a broken script finds, each problem as data and worded: the
/// places and the values as written.
#[test]
fn a_broken_scripts_problems_read_in_hebrew() {
    let problems = match Script::from_json(
        r#"{"format": "omerta-1923/1", "seed": 1, "deal": "given",
            "families": [{"name": "A", "size": 8}, {"name": "B", "size": 9}],
            "players": [{"name": "X", "level": "standard", "family": "Z", "role": "Wizard"}]}"#,
    ) {
        Ok(_) => panic!("accepted"),
        Err(problems) => problems,
    };
    let hebrew: Vec<String> = problems
        .iter()
        .map(|p| m1923::problem(Lang::He, p))
        .collect();
    assert!(
        hebrew.contains(&"players[0]: המשפחה \"Z\" אינה במשחק".to_string()),
        "{hebrew:?}"
    );
    assert!(
        hebrew.contains(&"players[0]: תפקיד לא מוכר \"Wizard\"".to_string()),
        "{hebrew:?}"
    );
}
