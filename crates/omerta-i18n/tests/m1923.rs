//! Mafia 1923's messages worded from their data (`omerta_i18n::m1923`): over every scripted
//! game (the example scripts, and full games where every role acts), Fluent's English is
//! word for word the rule crate's text, and every language has every message it names.

use omerta_1923::script::Script;
use omerta_1923::{
    deal, Arg, Ballot, DayActions, FamilySpec, Game, Level, MafiaKills, Message, Night,
    NightAction, Role, Said, Setup, SignUp, When,
};
use omerta_i18n::m1923::said;
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
