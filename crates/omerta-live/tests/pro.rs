//! The live Pro Mafia table: the judge records the protocol event by event.

use omerta_live::check::check_redaction;
use omerta_live::hosted::{Account, LobbyCommand};
use omerta_live::pro::{ProCommand, ProEvent, ProSetup, ProTable};
use omerta_live::{Actor, Audience, Command, Emitted, Event, Hosted, Live, Viewer};
use proptest::prelude::*;
use serde_json::{json, Value};
use std::collections::BTreeSet;

type Table = Hosted<ProTable>;
const JUDGE: Account = 100;

fn sample(name: &str) -> Value {
    let path = format!(
        "{}/../../examples/pro/{name}.json",
        env!("CARGO_MANIFEST_DIR")
    );
    serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

const SAMPLES: [&str; 8] = [
    "red-win",
    "black-win",
    "lift",
    "dd",
    "surrender",
    "self-shot",
    "removal",
    "house-rules",
];

struct Session {
    table: Table,
    log: Vec<Emitted<Event<ProEvent>>>,
}

impl Session {
    fn send(&mut self, actor: Actor, command: Command<ProSetup, ProCommand>) -> Result<(), String> {
        let events = self
            .table
            .handle(actor, command, 7, 1_000)
            .map_err(|r| r.to_string())?;
        for emitted in events {
            self.table.apply(&emitted.event);
            self.log.push(emitted);
        }
        Ok(())
    }

    fn record(&mut self, event: Value) -> Result<(), String> {
        self.send(
            Actor::account(JUDGE),
            Command::Game(ProCommand::Record { event }),
        )
    }
}

/// A table seated from a sample's players (accounts 1..=10 for seats 1..=10), started with
/// the sample's roles.
fn seated(game: &Value) -> Session {
    seated_with(game, None).unwrap()
}

/// [`seated`], starting with `records` recorded elsewhere.
fn seated_with(game: &Value, records: Option<Vec<Value>>) -> Result<Session, String> {
    let created = Table::create("Final table", JUDGE, 0).unwrap();
    let table = Table::replay([&created.event]).unwrap();
    let mut live = Session {
        table,
        log: vec![created],
    };
    let mut players: Vec<&Value> = game["players"].as_array().unwrap().iter().collect();
    players.sort_by_key(|p| p["seat"].as_u64());
    for p in &players {
        let seat = p["seat"].as_i64().unwrap();
        live.send(
            Actor::account(seat),
            Command::Lobby(LobbyCommand::Join {
                name: p["name"].as_str().unwrap().to_string(),
            }),
        )
        .unwrap();
    }
    let roles = players
        .iter()
        .map(|p| p["role"].as_str().unwrap().to_string())
        .collect();
    live.send(
        Actor::account(JUDGE),
        Command::Lobby(LobbyCommand::Start {
            setup: ProSetup {
                roles: Some(roles),
                rules: game.get("rules").cloned(),
                event: game
                    .get("event")
                    .and_then(Value::as_str)
                    .map(str::to_string),
                records,
            },
        }),
    )?;
    Ok(live)
}

#[test]
fn recording_a_whole_sample_scores_as_the_protocol_does() {
    for name in SAMPLES {
        let game = sample(name);
        let mut live = seated(&game);
        for event in game["events"].as_array().unwrap() {
            live.record(event.clone())
                .unwrap_or_else(|e| panic!("{name}: {e}"));
        }
        live.send(Actor::account(JUDGE), Command::Game(ProCommand::Finish {}))
            .unwrap();
        assert_eq!(live.table.status.name(), "finished", "{name}");
        let (scored, sheet) = omerta_pro::score_json(&game.to_string()).unwrap();
        let expected: Value =
            serde_json::from_str(&omerta_pro::report::to_json(&scored, &sheet)).unwrap();
        let view = live.table.view(Viewer::Spectator);
        assert_eq!(view["game"]["scores"], expected, "{name}");
        check_redaction(&live.log, &live.table).unwrap();
    }
}

#[test]
fn a_record_the_table_rules_refuse_is_refused_with_the_reason() {
    let mut live = seated(&sample("red-win"));
    let error = live
        .record(json!({"type": "nominate", "by": 1, "target": 2}))
        .unwrap_err();
    assert!(error.starts_with("rule_violation"), "{error}");
    assert!(error.contains("events[0]"), "{error}");
    let error = live.record(json!({"kind": "day"})).unwrap_err();
    assert!(error.starts_with("invalid_command"), "{error}");
    // Nothing was recorded.
    assert_eq!(live.table.view(Viewer::Host)["game"]["records"], json!([]));
}

#[test]
fn only_the_judge_records() {
    let mut live = seated(&sample("red-win"));
    let error = live
        .send(
            Actor::account(3),
            Command::Game(ProCommand::Record {
                event: json!({"type": "day"}),
            }),
        )
        .unwrap_err();
    assert!(error.starts_with("forbidden"), "{error}");
    let error = live
        .send(Actor::account(999), Command::Game(ProCommand::Undo {}))
        .unwrap_err();
    assert!(error.starts_with("forbidden"), "{error}");
}

#[test]
fn undo_takes_back_the_last_record_and_replays_the_same() {
    let game = sample("red-win");
    let mut live = seated(&game);
    let events = game["events"].as_array().unwrap();
    for event in &events[..8] {
        live.record(event.clone()).unwrap();
    }
    let before = live.table.view(Viewer::Host);
    live.record(events[8].clone()).unwrap();
    live.send(Actor::account(JUDGE), Command::Game(ProCommand::Undo {}))
        .unwrap();
    assert_eq!(live.table.view(Viewer::Host)["game"], before["game"]);
    // An undo of a secret record is as secret as the record.
    live.send(Actor::account(JUDGE), Command::Game(ProCommand::Undo {}))
        .unwrap(); // the day
    live.send(Actor::account(JUDGE), Command::Game(ProCommand::Undo {}))
        .unwrap(); // sheriff check
    let last = live.log.last().unwrap();
    assert!(matches!(
        last.event,
        Event::Game(ProEvent::Undone { index: 6 })
    ));
    assert_eq!(last.audience, Audience::slot(2)); // the Sheriff is seat 3
    let replayed = Table::replay(live.log.iter().map(|e| &e.event)).unwrap();
    assert_eq!(replayed.view(Viewer::Host), live.table.view(Viewer::Host));
}

#[test]
fn finishing_an_undecided_game_is_refused() {
    let mut live = seated(&sample("red-win"));
    live.record(json!({"type": "day"})).unwrap();
    let error = live
        .send(Actor::account(JUDGE), Command::Game(ProCommand::Finish {}))
        .unwrap_err();
    assert!(error.starts_with("undecided"), "{error}");
}

#[test]
fn a_night_kill_is_announced_when_the_day_begins() {
    let game = sample("red-win");
    let mut live = seated(&game);
    let events = game["events"].as_array().unwrap();
    for event in &events[..5] {
        live.record(event.clone()).unwrap(); // day, nominate, foul, night, shots
    }
    // The shot is the black players' secret until the morning.
    let spectator = live.table.view(Viewer::Spectator);
    assert_eq!(spectator["game"]["seats"][0]["at_table"], true);
    assert_eq!(spectator["game"]["seats"][0]["left"], Value::Null);
    // The judge knows the shot at once, and how the seat left.
    let judge = live.table.view(Viewer::Host);
    assert_eq!(judge["game"]["seats"][0]["left"], "night_shot");
    let shots = live.log.last().unwrap();
    assert_eq!(shots.audience, Audience::slots([1, 6, 8]));
    for event in &events[5..8] {
        live.record(event.clone()).unwrap(); // don check, sheriff check, day
    }
    let spectator = live.table.view(Viewer::Spectator);
    assert_eq!(spectator["game"]["seats"][0]["at_table"], false);
    // How the seat left, told with the sentence, as a code a page words for itself.
    assert_eq!(spectator["game"]["seats"][0]["left"], "night_shot");
    assert_eq!(spectator["game"]["seats"][1]["left"], Value::Null);
    let day = live.log.last().unwrap();
    assert_eq!(day.audience, Audience::Public);
    let text = Table::announcement(&day.event).unwrap();
    assert!(text.contains("seat 1"), "{text}");
}

#[test]
fn roles_each_their_own_blacks_each_other_checks_their_checker() {
    let game = sample("red-win");
    let mut live = seated(&game);
    for event in &game["events"].as_array().unwrap()[..7] {
        live.record(event.clone()).unwrap();
    }
    let role_of = |viewer: Viewer, seat: usize| {
        live.table.view(viewer)["game"]["seats"][seat - 1]["role"].clone()
    };
    // Seat 1 is a civilian: sees only their own card.
    assert_eq!(role_of(Viewer::Player(0), 1), "civilian");
    assert_eq!(role_of(Viewer::Player(0), 2), Value::Null);
    // Seat 2 is mafia: knows the Don at 7 and the mafia at 9, not the Sheriff.
    assert_eq!(role_of(Viewer::Player(1), 7), "don");
    assert_eq!(role_of(Viewer::Player(1), 9), "mafia");
    assert_eq!(role_of(Viewer::Player(1), 3), Value::Null);
    // Spectators see no card until the end.
    assert!((1..=10).all(|s| role_of(Viewer::Spectator, s).is_null()));
    // The Sheriff (seat 3) checked seat 9: black. Only the Sheriff and the judge see it.
    let sheriff = live.table.view(Viewer::Player(2));
    assert_eq!(
        sheriff["game"]["checks"],
        json!([{"night": 1, "by": 3, "target": 9, "answer": "black"}])
    );
    assert_eq!(
        live.table.view(Viewer::Player(6))["game"]["checks"],
        json!([{"night": 1, "by": 7, "target": 4, "answer": "not the sheriff"}])
    );
    assert_eq!(
        live.table.view(Viewer::Player(0))["game"]["checks"],
        json!([])
    );
    assert_eq!(
        live.table.view(Viewer::Spectator)["game"]["checks"],
        json!([])
    );
    check_redaction(&live.log, &live.table).unwrap();
}

#[test]
fn a_random_deal_follows_the_seed() {
    let deal = |seed: u64| {
        let events = ProTable::start(
            ProSetup::default(),
            &(1..=10).map(|i| format!("P{i}")).collect::<Vec<_>>(),
            seed,
            0,
        )
        .unwrap();
        events
            .iter()
            .filter_map(|e| match &e.event {
                ProEvent::Dealt { role, .. } => Some(role.clone()),
                _ => None,
            })
            .collect::<Vec<_>>()
    };
    assert_eq!(deal(5), deal(5));
    let mut roles = deal(5);
    roles.sort();
    let mut expected: Vec<String> = omerta_live::pro::DEAL
        .iter()
        .map(|r| r.to_string())
        .collect();
    expected.sort();
    assert_eq!(roles, expected);
    assert!((0..20).any(|seed| deal(seed) != deal(5)));
}

#[test]
fn a_table_is_ten() {
    let names: Vec<String> = (1..=9).map(|i| format!("P{i}")).collect();
    let error = ProTable::start(ProSetup::default(), &names, 0, 0).unwrap_err();
    assert!(error.message.contains("ten"), "{error}");
}

/// What a random session at the table does: a judge recording the sample's next event, a
/// wrong event, an undo, a finish; players and strangers trying the same.
#[derive(Clone, Debug)]
enum Step {
    Next,
    Wrong(u8),
    Undo,
    Finish,
    /// The judge's speech timer: a speaker (0: none) and the time left, running or not.
    Clock(u8, u32, bool),
    By(u8, Box<Step>),
}

fn step() -> impl Strategy<Value = Step> {
    let plain = prop_oneof![
        6 => Just(Step::Next),
        1 => (0u8..10).prop_map(Step::Wrong),
        1 => Just(Step::Undo),
        1 => Just(Step::Finish),
        1 => (0u8..12, 0u32..700_000, any::<bool>()).prop_map(|(s, ms, run)| Step::Clock(s, ms, run)),
    ];
    prop_oneof![
        8 => plain.clone(),
        1 => (0u8..12, plain).prop_map(|(who, s)| Step::By(who, Box::new(s))),
    ]
}

fn run(sample_name: &str, steps: &[Step]) -> (Session, BTreeSet<&'static str>) {
    let game = sample(sample_name);
    let events = game["events"].as_array().unwrap().clone();
    let mut live = seated(&game);
    let mut kinds = BTreeSet::new();
    for e in &live.log {
        if let Event::Game(inner) = &e.event {
            kinds.insert(ProTable::kind(inner));
        }
    }
    for s in steps {
        let (actor, s) = match s {
            Step::By(who, inner) => (Actor::account(*who as i64 + 1), inner.as_ref()),
            other => (Actor::account(JUDGE), other),
        };
        let recorded = match live.table.game.as_ref() {
            Some(_) => live.table.view(Viewer::Host)["game"]["records"]
                .as_array()
                .unwrap()
                .len(),
            None => 0,
        };
        let command = match s {
            Step::Next => match events.get(recorded) {
                Some(e) => ProCommand::Record { event: e.clone() },
                None => ProCommand::Finish {},
            },
            Step::Wrong(seat) => ProCommand::Record {
                event: json!({"type": "shots", "shots": {"1": *seat as u64 + 1}}),
            },
            Step::Undo => ProCommand::Undo {},
            Step::Finish => ProCommand::Finish {},
            Step::Clock(speaker, left_ms, running) => ProCommand::Clock {
                speaker: (*speaker > 0).then_some(*speaker),
                left_ms: *left_ms,
                running: *running,
            },
            Step::By(..) => unreachable!("one level"),
        };
        let _ = live.send(actor, Command::Game(command));
        for e in &live.log {
            if let Event::Game(inner) = &e.event {
                kinds.insert(ProTable::kind(inner));
            }
        }
    }
    (live, kinds)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    /// Redaction holds after every session, and the events replay to the same game for
    /// every viewer.
    #[test]
    fn redaction_and_replay_hold(steps in prop::collection::vec(step(), 0..60), which in 0usize..3) {
        let name = ["red-win", "black-win", "self-shot"][which];
        let (live, _) = run(name, &steps);
        prop_assert_eq!(check_redaction(&live.log, &live.table), Ok(()));
        let replayed = Table::replay(live.log.iter().map(|e| &e.event)).unwrap();
        let mut viewers = vec![Viewer::Host, Viewer::Spectator];
        viewers.extend((0..10).map(Viewer::Player));
        for viewer in viewers {
            prop_assert_eq!(replayed.view(viewer), live.table.view(viewer));
        }
    }
}

#[test]
fn every_event_kind_is_checked_by_the_redaction_property() {
    let steps: Vec<Step> = std::iter::repeat_n(Step::Next, 10)
        .chain([Step::Undo, Step::Clock(3, 60_000, true), Step::Next])
        .chain(std::iter::repeat_n(Step::Next, 40))
        .collect();
    let (live, kinds) = run("red-win", &steps);
    check_redaction(&live.log, &live.table).unwrap();
    let all: BTreeSet<&str> = ProTable::KINDS.iter().copied().collect();
    assert_eq!(kinds, all);
}

/// The judge's console data (`game.console` in the judge's view).
fn console(live: &Session) -> Value {
    live.table.view(Viewer::Host)["game"]["console"].clone()
}

#[test]
fn the_console_prompts_a_revote_after_a_tie_then_a_lift_then_the_wills() {
    let mut game = sample("lift");
    game["event"] = json!("Autumn Cup");
    let mut live = seated(&game);
    // Only the judge has a console; the event is public.
    assert_eq!(
        live.table.view(Viewer::Spectator)["game"]["console"],
        Value::Null
    );
    assert_eq!(
        live.table.view(Viewer::Player(0))["game"]["console"],
        Value::Null
    );
    assert_eq!(
        live.table.view(Viewer::Spectator)["game"]["event"],
        "Autumn Cup"
    );
    assert_eq!(console(&live)["prompt"], Value::Null);
    live.record(json!({"type": "day"})).unwrap();
    live.record(json!({"type": "nominate", "by": 1, "target": 4}))
        .unwrap();
    live.record(json!({"type": "nominate", "by": 2, "target": 6}))
        .unwrap();
    assert_eq!(console(&live)["nominees"], json!([4, 6]));
    let five = json!({"1": 4, "2": 4, "3": 4, "4": 4, "5": 4});
    live.record(json!({"type": "vote", "ballots": five}))
        .unwrap();
    let c = console(&live);
    assert_eq!(c["prompt"], json!({"kind": "revote", "candidates": [4, 6]}));
    assert_eq!(
        c["round"]["tally"][1],
        json!({"seat": 6, "votes": 5, "voters": [6, 7, 8, 9, 10]})
    );
    live.record(json!({"type": "vote", "candidates": [4, 6], "ballots": five}))
        .unwrap();
    assert_eq!(
        console(&live)["prompt"],
        json!({"kind": "lift", "candidates": [4, 6], "needed": 6})
    );
    live.record(json!({"type": "lift", "yes": [1, 2, 3, 5, 7, 8]}))
        .unwrap();
    let c = console(&live);
    assert_eq!(c["prompt"]["kind"], "will");
    assert_eq!(
        c["wills"],
        json!([{"seat": 4, "first_out": true}, {"seat": 6, "first_out": true}])
    );
    assert_eq!(c["table"], json!([1, 2, 3, 5, 7, 8, 9, 10]));
    live.record(json!({"type": "will", "by": 4})).unwrap();
    assert_eq!(
        console(&live)["wills"],
        json!([{"seat": 6, "first_out": true}])
    );
    // "A will follows the departure ... before the next vote or shooting": the night
    // keeps it open, the shooting closes it.
    live.record(json!({"type": "night"})).unwrap();
    assert_eq!(console(&live)["prompt"]["kind"], "will");
    assert_eq!(console(&live)["blacks_at_table"], json!([7, 9]));
    live.record(json!({"type": "shots", "shots": {"7": 2, "9": 3}}))
        .unwrap();
    assert_eq!(console(&live)["prompt"], Value::Null);
}

#[test]
fn before_the_finish_the_judge_sees_the_scores_the_finish_will_give() {
    let game = sample("surrender");
    let mut live = seated(&game);
    let events = game["events"].as_array().unwrap();
    assert_eq!(console(&live)["provisional"], Value::Null);
    for event in events {
        live.record(event.clone()).unwrap();
        // Scores appear with the decision, not before.
        let decided = !live.table.view(Viewer::Host)["game"]["decided"].is_null();
        assert_eq!(console(&live)["provisional"].is_object(), decided);
    }
    let provisional = console(&live)["provisional"].clone();
    assert!(provisional["players"].is_array(), "{provisional}");
    live.send(Actor::account(JUDGE), Command::Game(ProCommand::Finish {}))
        .unwrap();
    let finished = live.table.view(Viewer::Host)["game"].clone();
    assert_eq!(finished["scores"], provisional);
    assert_eq!(finished["console"]["provisional"], Value::Null);
}

#[test]
fn an_event_name_is_at_most_80_characters_and_blank_is_none() {
    let start = |event: &str| {
        let mut game = sample("lift");
        game["event"] = json!(event);
        let live = seated(&game);
        live.table.view(Viewer::Spectator)["game"]["event"].clone()
    };
    assert_eq!(start("  "), Value::Null);
    assert_eq!(start(&"x".repeat(80)), json!("x".repeat(80)));
    let created = Table::create("T", JUDGE, 0).unwrap();
    let mut table = Table::replay([&created.event]).unwrap();
    for seat in 1..=10 {
        let join = Command::Lobby(LobbyCommand::Join {
            name: format!("P{seat}"),
        });
        for e in table.handle(Actor::account(seat), join, 7, 0).unwrap() {
            table.apply(&e.event);
        }
    }
    let start = Command::Lobby(LobbyCommand::Start {
        setup: ProSetup {
            event: Some("x".repeat(81)),
            ..ProSetup::default()
        },
    });
    let refusal = table
        .handle(Actor::account(JUDGE), start, 7, 0)
        .unwrap_err();
    assert_eq!(refusal.message, "an event's name is at most 80 characters");
}

/// L8: a reader other than the judge gets no record's protocol index, and their view
/// numbers the records they saw 0, 1, 2, …: the secret shots and checks leave no gap.
#[test]
fn l8_nobody_but_the_judge_counts_the_secret_records() {
    let game = sample("red-win");
    let mut live = seated(&game);
    for event in &game["events"].as_array().unwrap()[..7] {
        live.record(event.clone()).unwrap();
    }
    let recorded: Vec<&Emitted<Event<ProEvent>>> = live
        .log
        .iter()
        .filter(|e| matches!(e.event, Event::Game(ProEvent::Recorded { .. })))
        .collect();
    // Some records are secret (the shots, the checks), so a spectator's would show gaps.
    assert!(recorded
        .iter()
        .any(|e| !e.audience.admits(Viewer::Spectator)));
    for viewer in [Viewer::Spectator, Viewer::Player(0), Viewer::Player(2)] {
        for emitted in recorded.iter().filter(|e| e.audience.admits(viewer)) {
            let shown = Table::present(&emitted.event, viewer);
            assert!(shown["game"].get("index").is_none(), "{viewer:?}: {shown}");
            assert!(shown["game"]["event"].is_object(), "{shown}");
        }
        let records = live.table.view(viewer)["game"]["records"].clone();
        let numbers: Vec<u64> = records
            .as_array()
            .unwrap()
            .iter()
            .map(|r| r["index"].as_u64().unwrap())
            .collect();
        assert_eq!(
            numbers,
            (0..numbers.len() as u64).collect::<Vec<_>>(),
            "{viewer:?}"
        );
    }
    // The judge reads the protocol's own numbers, gaps and all.
    let judge = recorded.last().unwrap();
    assert_eq!(
        Table::present(&judge.event, Viewer::Host)["game"]["index"],
        json!(6)
    );
    let all = live.table.view(Viewer::Host)["game"]["records"].clone();
    assert_eq!(all.as_array().unwrap().len(), 7);
}

/// The start's refusal for a deal given by seat.
fn deal_refusal(roles: &[&str]) -> Option<String> {
    let names: Vec<String> = (1..=10).map(|i| format!("P{i}")).collect();
    let setup = ProSetup {
        roles: Some(roles.iter().map(|r| r.to_string()).collect()),
        ..ProSetup::default()
    };
    ProTable::start(setup, &names, 0, 0)
        .err()
        .map(|r| r.message)
}

const GOOD_DEAL: [&str; 10] = [
    "civilian", "mafia", "sheriff", "civilian", "civilian", "civilian", "don", "civilian", "mafia",
    "civilian",
];

#[test]
fn a_card_that_is_no_card_is_named_with_its_seat() {
    let mut deal = GOOD_DEAL;
    deal[3] = "sherif";
    deal[2] = "civilian";
    assert_eq!(
        deal_refusal(&deal).unwrap(),
        "seat 4: \"sherif\" is not a card (civilian, sheriff, mafia or don); \
         a table deals 1 sheriff, 1 don, 2 mafia and 6 civilians; this deal has no sheriff"
    );
    // The words are the protocol's, as it spells them.
    let mut deal = GOOD_DEAL;
    deal[6] = "Don";
    assert_eq!(
        deal_refusal(&deal).unwrap(),
        "seat 7: \"Don\" is not a card (civilian, sheriff, mafia or don); \
         a table deals 1 sheriff, 1 don, 2 mafia and 6 civilians; this deal has no don"
    );
}

#[test]
fn a_wrong_count_says_which_seats_hold_what() {
    let mut deal = GOOD_DEAL;
    deal[3] = "sheriff"; // seats 3 and 4
    deal[6] = "civilian"; // no don
    assert_eq!(
        deal_refusal(&deal).unwrap(),
        "a table deals 1 sheriff, 1 don, 2 mafia and 6 civilians; \
         this deal has 2 sheriffs (seats 3 and 4) and no don"
    );
    let mut deal = GOOD_DEAL;
    deal[0] = "mafia";
    assert_eq!(
        deal_refusal(&deal).unwrap(),
        "a table deals 1 sheriff, 1 don, 2 mafia and 6 civilians; \
         this deal has 3 mafia (seats 1, 2 and 9) and 5 civilians (seats 4, 5, 6, 8 and 10)"
    );
    // Nine cards: the count and the card missing.
    assert_eq!(
        deal_refusal(&GOOD_DEAL[..9]).unwrap(),
        "a table deals ten cards, one per seat; this deal has 9; \
         a table deals 1 sheriff, 1 don, 2 mafia and 6 civilians; \
         this deal has 5 civilians (seats 1, 4, 5, 6 and 8)"
    );
    // Every problem at once.
    let mut deal = GOOD_DEAL.to_vec();
    deal[1] = "mafioso";
    deal[8] = "";
    deal.push("civilian");
    assert_eq!(
        deal_refusal(&deal).unwrap(),
        "a table deals ten cards, one per seat; this deal has 11; \
         seat 2: \"mafioso\" is not a card (civilian, sheriff, mafia or don); \
         seat 9: no card chosen (civilian, sheriff, mafia or don; or none for every seat, for a random deal); \
         a table deals 1 sheriff, 1 don, 2 mafia and 6 civilians; \
         this deal has no mafia and 7 civilians (seats 1, 4, 5, 6, 8, 10 and 11)"
    );
    // A start form's pickers: every seat "random" is the random deal (see
    // `an_empty_deal_is_the_random_deal`), some random among chosen cards is refused.
    let long = "x".repeat(100);
    let mut deal = GOOD_DEAL;
    deal[4] = &long;
    let message = deal_refusal(&deal).unwrap();
    assert!(
        message.starts_with(&format!("seat 5: \"{}…\" is not a card", "x".repeat(40))),
        "{message}"
    );
    assert_eq!(deal_refusal(&GOOD_DEAL), None);
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 512, ..ProptestConfig::default() })]

    /// The live start takes exactly the deals `omerta-pro` takes: only the words and their
    /// messages differ.
    #[test]
    fn the_start_takes_exactly_the_deals_the_protocol_takes(
        roles in prop::collection::vec(
            prop_oneof![
                6 => Just("civilian"), 2 => Just("mafia"), 1 => Just("sheriff"), 1 => Just("don"),
                1 => Just("Sheriff"), 1 => Just(""), 1 => Just("don "),
            ],
            8..=11,
        ),
        mix in any::<u64>(),
    ) {
        // Mostly shuffles of a good deal, to reach acceptance often.
        let roles: Vec<&str> = if mix % 3 == 0 {
            let mut deal = GOOD_DEAL.to_vec();
            deal.rotate_left((mix % 10) as usize);
            deal.swap((mix / 10 % 10) as usize, (mix / 100 % 10) as usize);
            deal
        } else {
            roles
        };
        let players: Vec<Value> = roles
            .iter()
            .enumerate()
            .map(|(i, role)| json!({"seat": i + 1, "name": format!("P{}", i + 1), "role": role}))
            .collect();
        let document = json!({"format": "omerta-pro/1", "players": players, "events": []});
        let protocol = omerta_pro::replay_json(&document.to_string()).is_ok();
        prop_assert_eq!(deal_refusal(&roles).is_none(), protocol, "{:?}", roles);
    }
}

fn every_viewer() -> Vec<Viewer> {
    let mut viewers = vec![Viewer::Host, Viewer::Spectator];
    viewers.extend((0..10).map(Viewer::Player));
    viewers
}

/// A game recorded elsewhere and continued here: its records at the start give the same
/// events (audiences and announcements included), views and scores as the judge recording
/// them one by one; so does any part of it, recorded on by hand.
#[test]
fn a_start_with_records_is_the_same_table_as_recording_them_one_by_one() {
    for name in SAMPLES {
        let game = sample(name);
        let events = game["events"].as_array().unwrap().clone();
        let mut by_hand = seated(&game);
        for event in &events {
            by_hand.record(event.clone()).unwrap();
        }
        for cut in [events.len(), events.len() / 2, 1] {
            let mut imported = seated_with(&game, Some(events[..cut].to_vec()))
                .unwrap_or_else(|e| panic!("{name}: {e}"));
            for event in &events[cut..] {
                imported.record(event.clone()).unwrap();
            }
            assert_eq!(imported.log, by_hand.log, "{name} cut at {cut}");
            check_redaction(&imported.log, &imported.table).unwrap();
            for viewer in every_viewer() {
                assert_eq!(
                    imported.table.view(viewer),
                    by_hand.table.view(viewer),
                    "{name} {viewer:?}"
                );
            }
        }
        let mut imported = seated_with(&game, Some(events.clone())).unwrap();
        for live in [&mut by_hand, &mut imported] {
            live.send(Actor::account(JUDGE), Command::Game(ProCommand::Finish {}))
                .unwrap();
        }
        let (scored, sheet) = omerta_pro::score_json(&game.to_string()).unwrap();
        let expected: Value =
            serde_json::from_str(&omerta_pro::report::to_json(&scored, &sheet)).unwrap();
        assert_eq!(
            imported.table.view(Viewer::Spectator)["game"]["scores"],
            expected,
            "{name}"
        );
        assert_eq!(imported.log, by_hand.log, "{name}");
    }
}

#[test]
fn a_start_with_records_the_rules_refuse_is_refused_with_every_violation() {
    let game = sample("red-win");
    let records = vec![
        json!({"type": "day"}),
        json!({"type": "foul", "seat": 11}),
        json!({"type": "nominate", "by": 1, "target": 2}),
        json!({"type": "shots", "shots": {"2": 1}}),
        json!({"type": "will"}),
    ];
    let error = seated_with(&game, Some(records)).err().unwrap();
    assert!(error.starts_with("rule_violation: "), "{error}");
    for at in ["events[1]: ", "events[3]: ", "events[4]: "] {
        assert!(error.contains(at), "{at} in {error}");
    }
    assert!(
        !error.contains("events[0]") && !error.contains("events[2]"),
        "{error}"
    );
    // What is no event at all, every one of them.
    let records = vec![
        json!({"type": "day"}),
        json!(5),
        json!({"seat": 1}),
        json!({"type": 3}),
    ];
    let error = seated_with(&game, Some(records)).err().unwrap();
    assert_eq!(
        error,
        "invalid_command: events[1]: a record is a protocol event: an object with a \"type\"; \
         events[2]: a record is a protocol event: an object with a \"type\"; \
         events[3]: a record is a protocol event: an object with a \"type\""
    );
    // A seat written as text is the reader's refusal, with its place.
    let error = seated_with(&game, Some(vec![json!({"type": "foul", "seat": "4"})]))
        .err()
        .unwrap();
    assert!(error.contains("events[0]"), "{error}");
    // Nothing was started: the lobby is still open.
    let created = Table::create("T", JUDGE, 0).unwrap();
    let table = Table::replay([&created.event]).unwrap();
    assert_eq!(table.status.name(), "lobby");
    let too_many = vec![json!({"type": "day"}); omerta_live::pro::MAX_START_RECORDS + 1];
    let error = seated_with(&game, Some(too_many)).err().unwrap();
    assert_eq!(
        error,
        "invalid_command: a start takes at most 500 records; these are 501"
    );
    // No records, or an empty list: the plain start.
    let plain = seated(&game);
    let empty = seated_with(&game, Some(Vec::new())).unwrap();
    assert_eq!(plain.log, empty.log);
}

#[test]
fn the_longest_start_with_records_is_quick() {
    // Days and nights without a departure: as many records as a start takes.
    let game = sample("red-win");
    let records: Vec<Value> = (0..omerta_live::pro::MAX_START_RECORDS)
        .map(|i| json!({"type": if i % 2 == 0 { "day" } else { "night" }}))
        .collect();
    let started = std::time::Instant::now();
    let live = seated_with(&game, Some(records)).unwrap();
    let took = started.elapsed();
    assert_eq!(
        live.table.view(Viewer::Host)["game"]["records"]
            .as_array()
            .unwrap()
            .len(),
        500
    );
    // About a second unoptimized; the server's heavy commands have five.
    assert!(took < std::time::Duration::from_secs(20), "{took:?}");
    eprintln!("500 records at the start: {took:?}");
}

#[test]
fn the_view_tells_every_voting_round_and_lift_with_who_voted_for_whom() {
    let mut live = seated(&sample("lift"));
    live.record(json!({"type": "day"})).unwrap();
    live.record(json!({"type": "nominate", "by": 1, "target": 4}))
        .unwrap();
    live.record(json!({"type": "nominate", "by": 2, "target": 6}))
        .unwrap();
    let five = json!({"1": 4, "2": 4, "3": 4, "4": 4, "5": 4});
    live.record(json!({"type": "vote", "ballots": five}))
        .unwrap();
    live.record(json!({"type": "vote", "ballots": five}))
        .unwrap();
    live.record(json!({"type": "lift", "yes": [1, 2, 3, 5, 7, 8]}))
        .unwrap();
    let all: Vec<u8> = (1..=10).collect();
    let tally = json!([
        {"seat": 4, "votes": 5, "voters": [1, 2, 3, 4, 5]},
        {"seat": 6, "votes": 5, "voters": [6, 7, 8, 9, 10]},
    ]);
    for viewer in every_viewer() {
        let game = live.table.view(viewer)["game"].clone();
        assert_eq!(
            game["rounds"],
            json!([
                {"record": 3, "day": 1, "revote": false, "table": all, "candidates": [4, 6],
                 "tally": tally, "leaders": [4, 6], "eliminated": null},
                {"record": 4, "day": 1, "revote": true, "table": all, "candidates": [4, 6],
                 "tally": tally, "leaders": [4, 6], "eliminated": null},
            ]),
            "{viewer:?}"
        );
        assert_eq!(
            game["lifts"],
            json!([{"record": 5, "day": 1, "candidates": [4, 6], "yes": [1, 2, 3, 5, 7, 8],
                    "votes": 6, "needed": 6, "table": all, "passed": true}]),
            "{viewer:?}"
        );
    }
}

/// Every reader's rounds and lifts point at their own numbers for the vote and lift
/// records (L8), after every record of every sample.
#[test]
fn rounds_and_lifts_are_numbered_as_each_reader_numbers_the_records() {
    for name in SAMPLES {
        let game = sample(name);
        let mut live = seated(&game);
        let events = game["events"].as_array().unwrap();
        for (i, event) in events.iter().enumerate() {
            live.record(event.clone()).unwrap();
            if i + 1 == events.len() {
                live.send(Actor::account(JUDGE), Command::Game(ProCommand::Finish {}))
                    .unwrap();
            }
            let judge = live.table.view(Viewer::Host)["game"].clone();
            for viewer in every_viewer() {
                let view = live.table.view(viewer)["game"].clone();
                let records = view["records"].as_array().unwrap();
                for (list, kind) in [("rounds", "vote"), ("lifts", "lift")] {
                    assert_eq!(
                        view[list].as_array().unwrap().len(),
                        judge[list].as_array().unwrap().len()
                    );
                    for item in view[list].as_array().unwrap() {
                        let number = item["record"].as_u64().unwrap() as usize;
                        let record = &records[number];
                        assert_eq!(record["index"], item["record"], "{name} {viewer:?}");
                        assert_eq!(record["event"]["type"], kind, "{name} {viewer:?}");
                    }
                }
            }
        }
    }
}

#[test]
fn a_player_holds_their_own_card_and_a_black_player_their_partners() {
    let live = seated(&sample("red-win"));
    let card = |viewer: Viewer| live.table.view(viewer)["game"]["card"].clone();
    let name = |seat: usize| {
        sample("red-win")["players"]
            .as_array()
            .unwrap()
            .iter()
            .find(|p| p["seat"] == seat)
            .unwrap()["name"]
            .clone()
    };
    assert_eq!(
        card(Viewer::Player(0)),
        json!({"seat": 1, "name": name(1), "role": "civilian", "partners": []})
    );
    assert_eq!(
        card(Viewer::Player(2)),
        json!({"seat": 3, "name": name(3), "role": "sheriff", "partners": []})
    );
    assert_eq!(
        card(Viewer::Player(1)),
        json!({"seat": 2, "name": name(2), "role": "mafia", "partners": [7, 9]})
    );
    assert_eq!(
        card(Viewer::Player(6)),
        json!({"seat": 7, "name": name(7), "role": "don", "partners": [2, 9]})
    );
    assert_eq!(card(Viewer::Host), Value::Null);
    assert_eq!(card(Viewer::Spectator), Value::Null);
    // The card tells nothing the seats do not: the player's own role and their partners'.
    for slot in 0..10 {
        let view = live.table.view(Viewer::Player(slot))["game"].clone();
        let known: Vec<u64> = view["seats"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|s| !s["role"].is_null())
            .map(|s| s["seat"].as_u64().unwrap())
            .collect();
        let mut told: Vec<u64> = vec![view["card"]["seat"].as_u64().unwrap()];
        told.extend(
            view["card"]["partners"]
                .as_array()
                .unwrap()
                .iter()
                .map(|s| s.as_u64().unwrap()),
        );
        told.sort_unstable();
        assert_eq!(told, known, "slot {slot}");
    }
}

/// L9: the protocol is public at the finish: every record and every check, for everybody,
/// and the whole document to download; before it, the judge's alone.
#[test]
fn l9_at_the_finish_the_whole_protocol_is_public() {
    let game = sample("red-win");
    let mut live = seated(&game);
    for event in game["events"].as_array().unwrap() {
        live.record(event.clone()).unwrap();
    }
    let refusal = live.table.export(Viewer::Spectator).unwrap_err();
    assert_eq!(refusal.code, "forbidden");
    assert!(
        refusal.message.contains("until the game is finished"),
        "{refusal}"
    );
    assert_eq!(
        live.table.export(Viewer::Player(2)).unwrap_err().code,
        "forbidden"
    );
    let before = live.table.view(Viewer::Spectator)["game"].clone();
    assert_eq!(before["checks"], json!([]));
    let judge_doc = live.table.export(Viewer::Host).unwrap();
    live.send(Actor::account(JUDGE), Command::Game(ProCommand::Finish {}))
        .unwrap();
    let judge = live.table.view(Viewer::Host)["game"].clone();
    for viewer in every_viewer() {
        let view = live.table.view(viewer)["game"].clone();
        assert_eq!(view["records"], judge["records"], "{viewer:?}");
        assert_eq!(view["checks"], judge["checks"], "{viewer:?}");
        assert_eq!(view["seats"], judge["seats"], "{viewer:?}");
        assert_eq!(view["phase"], judge["phase"], "{viewer:?}");
        assert_eq!(live.table.export(viewer).unwrap(), judge_doc, "{viewer:?}");
    }
    assert!(
        before["records"].as_array().unwrap().len() < judge["records"].as_array().unwrap().len()
    );
    // The document is the protocol the judge recorded, and scores as the finish did.
    assert_eq!(judge_doc["format"], "omerta-pro/1");
    assert_eq!(judge_doc["events"], game["events"]);
    let (scored, sheet) = omerta_pro::score_json(&judge_doc.to_string()).unwrap();
    let report: Value =
        serde_json::from_str(&omerta_pro::report::to_json(&scored, &sheet)).unwrap();
    assert_eq!(report, judge["scores"]);
    check_redaction(&live.log, &live.table).unwrap();
}

#[test]
fn the_record_to_download_names_the_event_and_waits_for_the_start() {
    let mut game = sample("house-rules");
    game["event"] = json!("Spring Open");
    let live = seated(&game);
    let document = live.table.export(Viewer::Host).unwrap();
    assert_eq!(document["event"], "Spring Open");
    assert_eq!(document["rules"], game["rules"]);
    assert_eq!(document["events"], json!([]));
    let players = document["players"].as_array().unwrap();
    assert_eq!(players.len(), 10);
    for (i, player) in players.iter().enumerate() {
        assert_eq!(player["seat"], i + 1);
        let original = game["players"]
            .as_array()
            .unwrap()
            .iter()
            .find(|p| p["seat"] == i + 1)
            .unwrap();
        assert_eq!(player["name"], original["name"]);
        assert_eq!(player["role"], original["role"]);
    }
    assert!(omerta_pro::replay_json(&document.to_string()).is_ok());
    let created = Table::create("T", JUDGE, 0).unwrap();
    let lobby = Table::replay([&created.event]).unwrap();
    assert_eq!(lobby.export(Viewer::Host).unwrap_err().code, "not_started");
}

/// L10: the judge may undo back into the records a start brought, as into their own.
#[test]
fn l10_an_undo_takes_back_an_imported_record_like_any_other() {
    let game = sample("red-win");
    let events = game["events"].as_array().unwrap();
    let mut imported = seated_with(&game, Some(events[..8].to_vec())).unwrap();
    let mut by_hand = seated_with(&game, Some(events[..6].to_vec())).unwrap();
    for _ in 0..2 {
        imported
            .send(Actor::account(JUDGE), Command::Game(ProCommand::Undo {}))
            .unwrap();
    }
    // The same table (the versions differ: the undos are events too).
    for viewer in every_viewer() {
        assert_eq!(
            imported.table.view(viewer)["game"],
            by_hand.table.view(viewer)["game"],
            "{viewer:?}"
        );
    }
    // The undo of the imported (secret) Sheriff's check is as secret as the check.
    let undone: Vec<&Emitted<Event<ProEvent>>> = imported.log.iter().rev().take(2).collect();
    assert_eq!(undone[1].audience, Audience::Public); // the day
    assert_eq!(undone[0].audience, Audience::slot(2)); // the Sheriff's check, seat 3
    by_hand.record(events[6].clone()).unwrap();
    imported.record(events[6].clone()).unwrap();
    assert_eq!(
        imported.table.view(Viewer::Host)["game"],
        by_hand.table.view(Viewer::Host)["game"]
    );
    check_redaction(&imported.log, &imported.table).unwrap();
}

/// The start form's card pickers send "" for a seat left to the random deal: every seat
/// left so is the random deal, as no list is.
#[test]
fn an_empty_deal_is_the_random_deal() {
    let created = Table::create("Random", JUDGE, 0).unwrap();
    let mut table = Table::replay([&created.event]).unwrap();
    for i in 1..=10 {
        for e in table
            .handle(
                Actor::account(i),
                Command::Lobby(LobbyCommand::Join {
                    name: format!("P{i}"),
                }),
                7,
                0,
            )
            .unwrap()
        {
            table.apply(&e.event);
        }
    }
    let start = |roles: Vec<String>| {
        table.handle(
            Actor::account(JUDGE),
            Command::Lobby(LobbyCommand::Start {
                setup: ProSetup {
                    roles: Some(roles),
                    ..ProSetup::default()
                },
            }),
            7,
            0,
        )
    };
    assert!(start(vec![String::new(); 10]).is_ok());
    assert!(start(Vec::new()).is_ok());
    let mut some = vec![String::new(); 10];
    some[0] = "sheriff".into();
    let refused = start(some).unwrap_err();
    assert!(
        refused.message.contains("seat 2: no card chosen"),
        "{refused}"
    );
}

/// L11: day 1's speeches begin with seat 1; each later day's with the next seat at the
/// table after the seat that began the day before.
#[test]
fn l11_each_day_opens_with_the_next_seat_at_the_table() {
    // Seat 2 is a civilian in this sample's deal: the mafia shoot them on night 1.
    let game = sample("lift");
    let mut live = seated(&game);
    let first = |live: &Session| console(live)["first_speaker"].clone();
    assert_eq!(first(&live), Value::Null, "night 0: no speeches");
    live.record(json!({"type": "day"})).unwrap();
    assert_eq!(first(&live), json!(1));
    live.record(json!({"type": "night"})).unwrap();
    assert_eq!(first(&live), Value::Null);
    // The mafia shoot seat 2 (a civilian in the sample's deal, or whoever sits there).
    let blacks: Vec<u64> = game["players"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|p| matches!(p["role"].as_str(), Some("mafia") | Some("don")))
        .map(|p| p["seat"].as_u64().unwrap())
        .collect();
    assert!(!blacks.contains(&2));
    let shots: serde_json::Map<String, Value> =
        blacks.iter().map(|b| (b.to_string(), json!(2))).collect();
    live.record(json!({"type": "shots", "shots": shots}))
        .unwrap();
    live.record(json!({"type": "day"})).unwrap();
    // Day 2 would open with seat 2, who was shot: seat 3 opens it.
    assert_eq!(first(&live), json!(3));
    live.record(json!({"type": "night"})).unwrap();
    live.record(json!({"type": "day"})).unwrap();
    // Day 3 opens with the seat after day 2's opener.
    assert_eq!(first(&live), json!(4));
}

/// The steps the judge's console offers next (`game.console.next`), by record name.
fn next_steps(live: &Session) -> Vec<String> {
    console(live)["next"]
        .as_array()
        .map(|steps| {
            steps
                .iter()
                .map(|s| s["record"].as_str().unwrap_or("?").to_string())
                .collect()
        })
        .unwrap_or_default()
}

#[test]
fn the_console_offers_the_next_record_of_the_tables_usual_flow() {
    let game = sample("red-win");
    let mut live = seated(&game);
    let events = game["events"].as_array().unwrap().clone();
    let mut seen = Vec::new();
    for event in &events {
        seen.push(next_steps(&live).join(" "));
        if event["type"] == "end" {
            // The end the console offers is the winner the rules decided.
            assert_eq!(
                console(&live)["next"][0],
                json!({"record": "end", "winner": "red"})
            );
        }
        live.record(event.clone()).unwrap();
    }
    seen.push(next_steps(&live).join(" "));
    let at = |i: usize| seen[i].as_str();
    // Night 0: the day comes first.
    assert_eq!(at(0), "day");
    // Day 1: the speeches; with no nominee (and then with #9 alone: one candidate on day
    // 1 holds no vote) the night follows them.
    assert_eq!(at(1), "speeches night");
    assert_eq!(at(3), "speeches night");
    // Night 1: shots, the Don's check, the Sheriff's check, the morning, then the will
    // of who was shot (#1, in the morning).
    assert_eq!(at(4), "shots don_check sheriff_check day");
    assert_eq!(at(5), "don_check sheriff_check day will");
    assert_eq!(at(6), "sheriff_check day will");
    assert_eq!(at(7), "day will");
    assert_eq!(at(8), "will speeches night");
    // Day 2: the speeches, and the vote once two are nominated.
    assert_eq!(at(9), "speeches night");
    assert_eq!(at(10), "speeches vote");
    assert_eq!(at(13), "speeches vote");
    // #9 voted out: the will, then the night.
    assert_eq!(at(14), "will night");
    assert_eq!(at(15), "night");
    // Day 4's vote decides: the end (red), then the finish.
    assert_eq!(at(37), "end finish");
    assert_eq!(at(38), "finish");
}

#[test]
fn every_sample_follows_the_offered_steps_but_where_its_table_did_otherwise() {
    // Records a table may make at any moment, outside the flow.
    let anytime = [
        "foul",
        "removal",
        "disqualification",
        "declared_defeat",
        "surrender",
        "end",
    ];
    let mut off_flow = Vec::new();
    for name in SAMPLES {
        let game = sample(name);
        let mut live = seated(&game);
        for (i, event) in game["events"].as_array().unwrap().iter().enumerate() {
            let steps = next_steps(&live);
            let kind = event["type"].as_str().unwrap();
            let expected = match steps.first().map(String::as_str) {
                Some("speeches") => {
                    kind == "nominate" || steps.get(1).map(String::as_str) == Some(kind)
                }
                Some(first) => first == kind,
                None => false,
            };
            if !expected && !anytime.contains(&kind) {
                off_flow.push(format!("{name}[{i}] {kind} (offered {})", steps.join(" ")));
            }
            live.record(event.clone()).unwrap();
        }
    }
    // Where the samples' tables did otherwise: a first vote among candidates the judge
    // wrote into the vote instead of recording nominations, and a self-shot player's
    // will the judge never recorded (the speeches and the vote went on without it).
    assert_eq!(
        off_flow,
        [
            "surrender[12] vote (offered speeches night)",
            "self-shot[10] nominate (offered will speeches night)",
            "self-shot[11] nominate (offered will speeches vote)",
            "self-shot[12] nominate (offered will speeches vote)",
            "self-shot[14] vote (offered will speeches vote)",
        ]
    );
}

#[test]
fn a_full_table_seats_no_eleventh_player() {
    let created = Table::create("Ten", JUDGE, 0).unwrap();
    let mut live = Session {
        table: Table::replay([&created.event]).unwrap(),
        log: vec![created],
    };
    for i in 1..=10 {
        live.send(
            Actor::account(JUDGE),
            Command::Lobby(LobbyCommand::Seat {
                name: format!("Player {i}"),
                account: None,
                at: None,
            }),
        )
        .unwrap();
    }
    let refused = live
        .send(
            Actor::account(JUDGE),
            Command::Lobby(LobbyCommand::Seat {
                name: "Player 11".into(),
                account: None,
                at: None,
            }),
        )
        .unwrap_err();
    assert!(
        refused.contains("the table is full: a pro table seats 10 players"),
        "{refused}"
    );
}

/// Issue 27, item 9: reviewing a finished table, every reader reads it at every moment as
/// the judge did then (L9, `reads_every_secret`): every card, every record (shots and
/// checks too) and every vote, even at a moment before the finish.
#[test]
fn l9_a_finished_table_reviewed_at_any_moment_is_the_judges_for_every_reader() {
    for name in ["red-win", "lift", "removal"] {
        let game = sample(name);
        let mut live = seated(&game);
        for event in game["events"].as_array().unwrap() {
            live.record(event.clone()).unwrap();
        }
        live.send(Actor::account(JUDGE), Command::Game(ProCommand::Finish {}))
            .unwrap();
        let events: Vec<&Event<ProEvent>> = live.log.iter().map(|e| &e.event).collect();
        // From the moment every card is dealt, every reader sees every card.
        let dealt = 1 + events
            .iter()
            .rposition(|e| matches!(e, Event::Game(ProEvent::Dealt { .. })))
            .unwrap();
        for at in 1..=events.len() {
            let moment = Table::replay(events[..at].iter().copied()).unwrap();
            let judge = moment.revealed_view(Viewer::Host)["game"].clone();
            if judge.is_null() {
                continue;
            }
            for viewer in every_viewer() {
                let theirs = moment.revealed_view(viewer)["game"].clone();
                for part in ["seats", "records", "checks", "rounds", "lifts", "phase"] {
                    assert_eq!(
                        theirs[part], judge[part],
                        "{name} at {at}, {part}, {viewer:?}"
                    );
                }
                let cards = theirs["seats"].as_array().unwrap().iter();
                assert!(
                    at < dealt
                        || cards
                            .map(|s| &s["role"])
                            .all(|r| r.as_str().is_some_and(|r| !r.is_empty())),
                    "{name} at {at}: every card, {viewer:?}"
                );
            }
        }
        // While the game runs, the same moment is not revealed to the table.
        let running = Table::replay(events[..events.len() - 1].iter().copied()).unwrap();
        let spectator = running.view(Viewer::Spectator)["game"].clone();
        assert!(spectator["seats"][0]["role"].is_null(), "{name}");
        assert_eq!(spectator["checks"], json!([]), "{name}");
    }
}

/// A record does not name its day or night: the review's steps count them, and a day the
/// judge undid opens no step.
#[test]
fn the_steps_of_a_table_are_its_days_and_nights_counted_an_undone_one_opens_none() {
    let game = sample("red-win");
    let mut live = seated(&game);
    let records = game["events"].as_array().unwrap();
    live.record(records[0].clone()).unwrap(); // day 1
    live.record(records[1].clone()).unwrap();
    live.record(json!({"type": "night"})).unwrap();
    live.send(Actor::account(JUDGE), Command::Game(ProCommand::Undo {}))
        .unwrap();
    for event in &records[2..] {
        live.record(event.clone()).unwrap();
    }
    let events: Vec<&Event<ProEvent>> = live.log.iter().map(|e| &e.event).collect();
    let marks: Vec<String> = Table::step_marks(&events).into_iter().flatten().collect();
    assert_eq!(
        marks,
        [
            "The start",
            "Day 1",
            "Night 1",
            "Day 2",
            "Night 2",
            "Day 3",
            "Night 3",
            "Day 4"
        ]
    );
}

fn clock(speaker: Option<u8>, left_ms: u32, running: bool) -> Command<ProSetup, ProCommand> {
    Command::Game(ProCommand::Clock {
        speaker,
        left_ms,
        running,
    })
}

/// Issue 31: the overlay shows who speaks and the speech timer. The judge's timer is a
/// public event of its own, not a record: everybody reads it, the protocol, its records'
/// numbers and an undo are untouched, and the finish hides it.
#[test]
fn the_speech_timer_is_public_and_no_record_of_the_protocol() {
    let game = sample("red-win");
    let mut live = seated(&game);
    let events = game["events"].as_array().unwrap();
    live.record(events[0].clone()).unwrap(); // day
    let protocol = live.table.view(Viewer::Host)["game"]["records"].clone();
    live.send(Actor::account(JUDGE), clock(Some(3), 60_000, true))
        .unwrap();
    let told = live.log.last().unwrap();
    assert_eq!(told.audience, Audience::Public);
    for viewer in [Viewer::Spectator, Viewer::Player(4), Viewer::Host] {
        let view = live.table.view(viewer);
        assert_eq!(
            view["game"]["clock"],
            json!({"speaker": 3, "left_ms": 60_000, "running": true, "at": 1_000}),
            "{viewer:?}"
        );
    }
    // Not a record: the records and what an undo takes back are as before.
    assert_eq!(live.table.view(Viewer::Host)["game"]["records"], protocol);
    live.send(Actor::account(JUDGE), clock(None, 42_000, false))
        .unwrap();
    live.send(Actor::account(JUDGE), Command::Game(ProCommand::Undo {}))
        .unwrap();
    let judge = live.table.view(Viewer::Host);
    assert_eq!(judge["game"]["records"], json!([]));
    assert_eq!(
        judge["game"]["clock"],
        json!({"speaker": null, "left_ms": 42_000, "running": false, "at": 1_000})
    );
}

#[test]
fn the_speech_timer_is_the_judges_a_seat_of_the_table_and_at_most_ten_minutes() {
    let game = sample("red-win");
    let mut live = seated(&game);
    let refused =
        |live: &mut Session, actor: Actor, command| live.send(actor, command).unwrap_err();
    let player = refused(&mut live, Actor::account(4), clock(Some(4), 60_000, true));
    assert!(player.contains("only the judge"), "{player}");
    for seat in [0, 11, 255] {
        let error = refused(&mut live, Actor::account(JUDGE), clock(Some(seat), 1, true));
        assert!(error.contains("seat from 1 to 10"), "{error}");
    }
    let long = refused(&mut live, Actor::account(JUDGE), clock(None, 600_001, true));
    assert!(long.contains("at most 10 minutes"), "{long}");
    // Ten minutes and a seat that has left (a last word) are fine.
    live.send(Actor::account(JUDGE), clock(Some(10), 600_000, false))
        .unwrap();
    // Once the game is finished the timer is gone, and setting it is refused.
    for event in game["events"].as_array().unwrap() {
        live.record(event.clone()).unwrap();
    }
    live.send(Actor::account(JUDGE), Command::Game(ProCommand::Finish {}))
        .unwrap();
    assert_eq!(
        live.table.view(Viewer::Spectator)["game"]["clock"],
        Value::Null
    );
    let over = refused(
        &mut live,
        Actor::account(JUDGE),
        clock(Some(1), 1_000, true),
    );
    assert!(over.contains("the game is over"), "{over}");
}

/// Issue 30: what the table learned with a record is data too (`told`), one for one with
/// the English sentences told at the table (`announce`), for every reader of every sample.
#[test]
fn what_the_table_learned_is_told_as_data_one_for_one() {
    let mut decided = 0;
    for name in SAMPLES {
        let game = sample(name);
        let mut live = seated(&game);
        for event in game["events"].as_array().unwrap() {
            live.record(event.clone()).unwrap();
        }
        for viewer in [Viewer::Host, Viewer::Spectator, Viewer::Player(0)] {
            let view = live.table.view(viewer);
            for record in view["game"]["records"].as_array().unwrap() {
                let announce = record["announce"].as_array().unwrap();
                let told = record["told"].as_array().unwrap();
                assert_eq!(told.len(), announce.len(), "{name}: {record}");
                for (told, said) in told.iter().zip(announce) {
                    let said = said.as_str().unwrap();
                    match told["kind"].as_str().unwrap() {
                        "left" => {
                            let expected = format!(
                                "{} (seat {}) left the table:",
                                told["name"].as_str().unwrap(),
                                told["seat"]
                            );
                            assert!(said.starts_with(&expected), "{said} / {told}");
                            let how = omerta_pro::Leave::from_code(told["how"].as_str().unwrap());
                            assert!(
                                said.ends_with(&format!("{}.", how.unwrap().name())),
                                "{said}"
                            );
                        }
                        "decided" => {
                            decided += 1;
                            let expected = format!(
                                "The game is decided: {} wins",
                                told["winner"].as_str().unwrap()
                            );
                            assert!(said.starts_with(&expected), "{said} / {told}");
                            assert!(told["reason"].is_string(), "{told}");
                        }
                        other => panic!("{other}"),
                    }
                }
            }
        }
    }
    assert!(decided >= SAMPLES.len(), "{decided} decisions told");
}
