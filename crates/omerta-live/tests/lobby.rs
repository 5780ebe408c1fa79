//! The lobby every hosted game shares: joining, seating, leaving, the start, replacements,
//! abandoning; who may do each; and that its events are public and tell no secret.

use omerta_live::check::check_redaction;
use omerta_live::hosted::{LobbyCommand, LOBBY_KINDS};
use omerta_live::pro::{ProCommand, ProSetup, ProTable};
use omerta_live::{
    Actor, Audience, Command, Emitted, Event, Hosted, Limits, LobbyEvent, Status, Viewer,
};
use proptest::prelude::*;
use serde_json::json;
use std::collections::BTreeSet;

type Game = Hosted<ProTable>;
const HOST: i64 = 1;

struct Session {
    game: Game,
    log: Vec<Emitted<Event<omerta_live::pro::ProEvent>>>,
}

impl Session {
    fn new() -> Session {
        let created = Game::create("Lobby", HOST, 0).unwrap();
        Session {
            game: Game::replay([&created.event]).unwrap(),
            log: vec![created],
        }
    }

    fn lobby(&mut self, actor: Actor, command: LobbyCommand<ProSetup>) -> Result<(), String> {
        self.lobby_seeded(actor, command, 3)
    }

    fn lobby_seeded(
        &mut self,
        actor: Actor,
        command: LobbyCommand<ProSetup>,
        seed: u64,
    ) -> Result<(), String> {
        let events = self
            .game
            .handle(actor, Command::Lobby(command), seed, 10)
            .map_err(|r| r.to_string())?;
        for e in events {
            self.game.apply(&e.event);
            self.log.push(e);
        }
        Ok(())
    }
}

fn join(name: &str) -> LobbyCommand<ProSetup> {
    LobbyCommand::Join {
        name: name.to_string(),
    }
}

fn seat_at(name: &str, at: usize) -> LobbyCommand<ProSetup> {
    LobbyCommand::Seat {
        name: name.to_string(),
        account: None,
        at: Some(at),
    }
}

fn names(s: &Session) -> Vec<&str> {
    s.game.entrants.iter().map(|e| e.name.as_str()).collect()
}

/// A lobby the host typed: A, B, C, D.
fn typed() -> Session {
    let mut s = Session::new();
    for name in ["A", "B", "C", "D"] {
        s.lobby(
            Actor::account(HOST),
            LobbyCommand::Seat {
                name: name.into(),
                account: None,
                at: None,
            },
        )
        .unwrap();
    }
    s
}

#[test]
fn every_lobby_event_kind_is_public_and_passes_the_redaction_check() {
    let mut s = Session::new();
    for i in 0..9 {
        s.lobby(Actor::account(10 + i), join(&format!("P{i}")))
            .unwrap();
    }
    s.lobby(Actor::account(10), LobbyCommand::Leave {}).unwrap();
    s.lobby(
        Actor::account(HOST),
        LobbyCommand::Seat {
            name: "Walk-in".into(),
            account: None,
            at: None,
        },
    )
    .unwrap();
    s.lobby(Actor::account(HOST), LobbyCommand::Unseat { index: 0 })
        .unwrap();
    s.lobby(Actor::account(HOST), seat_at("Front", 0)).unwrap();
    s.lobby(Actor::account(HOST), LobbyCommand::Move { from: 0, to: 3 })
        .unwrap();
    s.lobby(Actor::account(HOST), LobbyCommand::Shuffle {})
        .unwrap();
    s.lobby(Actor::account(HOST), LobbyCommand::Unseat { index: 0 })
        .unwrap();
    s.lobby(Actor::account(HOST), join("Again")).unwrap_err(); // the host does not play
    s.lobby(Actor::account(30), join("P9")).unwrap();
    s.lobby(Actor::account(31), join("P10")).unwrap();
    assert_eq!(s.game.entrants.len(), 10);
    s.lobby(
        Actor::account(HOST),
        LobbyCommand::Start {
            setup: ProSetup::default(),
        },
    )
    .unwrap();
    assert_eq!(s.game.status, Status::Running);
    let out = s.game.entrants[2].account;
    s.lobby(
        Actor::account(HOST),
        LobbyCommand::Replace {
            slot: 2,
            name: "Sub".into(),
            account: Some(40),
        },
    )
    .unwrap();
    assert_eq!(s.game.viewer(Some(40), false), Viewer::Player(2));
    assert_eq!(s.game.viewer(out, false), Viewer::Spectator); // replaced out
    s.lobby(
        Actor::account(HOST),
        LobbyCommand::Prod {
            slot: 2,
            reason: "your turn to speak".into(),
            hours: None,
        },
    )
    .unwrap();
    // A request for a replacement, an offer, a cancel; another request taken up (D22).
    s.lobby(
        Actor::account(HOST),
        LobbyCommand::RequestReplacement { slot: 3 },
    )
    .unwrap();
    s.lobby(
        Actor::account(41),
        LobbyCommand::OfferReplacement {
            slot: 3,
            name: "Offered".into(),
        },
    )
    .unwrap();
    s.lobby(
        Actor::account(HOST),
        LobbyCommand::CancelReplacement { slot: 3 },
    )
    .unwrap();
    // A Pro table has no timer: there is no deadline to extend.
    let refused = s
        .lobby(
            Actor::account(HOST),
            LobbyCommand::Extend {
                minutes: 10,
                reason: "a break".into(),
            },
        )
        .unwrap_err();
    assert!(refused.contains("with a deadline"), "{refused:?}");
    s.lobby(Actor::account(HOST), LobbyCommand::Abandon {})
        .unwrap();
    assert_eq!(s.game.status, Status::Abandoned);
    let kinds: BTreeSet<String> = s
        .log
        .iter()
        .filter_map(|e| match &e.event {
            Event::Lobby(lobby) => {
                // Public, but a prod: to the prodded player.
                let expected = match lobby {
                    LobbyEvent::Prodded { slot, .. } => Audience::slot(*slot),
                    _ => Audience::Public,
                };
                assert_eq!(e.audience, expected);
                Some(
                    Game::kind(&e.event)
                        .trim_start_matches("lobby.")
                        .to_string(),
                )
            }
            Event::Game(_) => None,
        })
        .collect();
    // "extended" needs a phase with a deadline, "reopened" phases: a Pro table has
    // neither; the forum's server tests extend and reopen
    // (web_forum::the_host_extends_a_phase_and_prods_a_player,
    // web_forum::the_host_reopens_the_last_phase_rewound_to_its_start). "anonymized"
    // changes who reads the accounts: its own tests below, and the server's anonymous.rs.
    let all: BTreeSet<String> = LOBBY_KINDS
        .iter()
        .filter(|k| !matches!(**k, "extended" | "reopened" | "anonymized"))
        .map(|k| k.to_string())
        .collect();
    assert_eq!(kinds, all);
    check_redaction(&s.log, &s.game).unwrap();
    // Replay gives the same game.
    let replayed = Game::replay(s.log.iter().map(|e| &e.event)).unwrap();
    assert_eq!(replayed.view(Viewer::Host), s.game.view(Viewer::Host));
}

#[test]
fn only_the_host_seats_starts_replaces_and_abandons() {
    let mut s = Session::new();
    s.lobby(Actor::account(5), join("Ann")).unwrap();
    for command in [
        LobbyCommand::Seat {
            name: "X".into(),
            account: None,
            at: None,
        },
        LobbyCommand::Unseat { index: 0 },
        LobbyCommand::Move { from: 0, to: 0 },
        LobbyCommand::Shuffle {},
        LobbyCommand::Start {
            setup: ProSetup::default(),
        },
        LobbyCommand::Abandon {},
    ] {
        let error = s.lobby(Actor::account(5), command).unwrap_err();
        assert!(error.starts_with("forbidden"), "{error}");
    }
    // A site admin acts as the host.
    s.lobby(
        Actor::admin(99),
        LobbyCommand::Seat {
            name: "Bo".into(),
            account: None,
            at: None,
        },
    )
    .unwrap();
}

#[test]
fn names_are_unique_trimmed_and_bounded() {
    let mut s = Session::new();
    s.lobby(Actor::account(5), join("  Ann ")).unwrap();
    assert_eq!(s.game.entrants[0].name, "Ann");
    assert!(s
        .lobby(Actor::account(6), join("ANN"))
        .unwrap_err()
        .starts_with("name_taken"));
    assert!(s.lobby(Actor::account(6), join("")).is_err());
    assert!(s.lobby(Actor::account(6), join(&"x".repeat(41))).is_err());
    assert!(s.lobby(Actor::account(6), join("a\u{0}b")).is_err());
    assert!(s
        .lobby(Actor::account(5), join("Other"))
        .unwrap_err()
        .starts_with("already_joined"));
}

#[test]
fn game_commands_wait_for_the_start_and_stop_at_the_end() {
    let mut s = Session::new();
    let error = s
        .game
        .handle(
            Actor::account(HOST),
            Command::Game(ProCommand::Undo {}),
            0,
            0,
        )
        .unwrap_err();
    assert_eq!(error.code, "not_started");
    for i in 0..10 {
        s.lobby(Actor::account(10 + i), join(&format!("P{i}")))
            .unwrap();
    }
    s.lobby(
        Actor::account(HOST),
        LobbyCommand::Start {
            setup: ProSetup::default(),
        },
    )
    .unwrap();
    assert!(s
        .lobby(Actor::account(50), join("Late"))
        .unwrap_err()
        .starts_with("already_started"));
    // An outsider has no part in a running game.
    let error = s
        .game
        .handle(Actor::account(77), Command::Game(ProCommand::Undo {}), 0, 0)
        .unwrap_err();
    assert_eq!(error.code, "forbidden");
    s.lobby(Actor::account(HOST), LobbyCommand::Abandon {})
        .unwrap();
    let error = s
        .game
        .handle(
            Actor::account(HOST),
            Command::Game(ProCommand::Undo {}),
            0,
            0,
        )
        .unwrap_err();
    assert_eq!(error.code, "game_over");
}

#[test]
fn the_host_seats_a_name_at_a_position_and_past_the_end_at_the_end() {
    let mut s = typed();
    s.lobby(Actor::account(HOST), seat_at("Front", 0)).unwrap();
    s.lobby(Actor::account(HOST), seat_at("Third", 2)).unwrap();
    assert_eq!(names(&s), ["Front", "A", "Third", "B", "C", "D"]);
    s.lobby(Actor::account(HOST), seat_at("Last", 6)).unwrap();
    s.lobby(Actor::account(HOST), seat_at("Far", 99)).unwrap();
    assert_eq!(
        names(&s),
        ["Front", "A", "Third", "B", "C", "D", "Last", "Far"]
    );
    // A position past the end is stored as none: the end.
    let Event::Lobby(LobbyEvent::Joined { at, .. }) = &s.log.last().unwrap().event else {
        panic!("a joined event");
    };
    assert_eq!(*at, None);
    // An account seated at a position is a player there once the game starts.
    s.lobby(
        Actor::account(HOST),
        LobbyCommand::Seat {
            name: "Eve".into(),
            account: Some(77),
            at: Some(1),
        },
    )
    .unwrap();
    assert_eq!(s.game.entrants[1].account, Some(77));
}

#[test]
fn a_joined_event_stored_before_positions_still_reads_and_writes_no_position() {
    let old = json!({"lobby": {"type": "joined", "name": "Ann", "account": 5}});
    let event: Event<omerta_live::pro::ProEvent> = serde_json::from_value(old.clone()).unwrap();
    assert_eq!(
        event,
        Event::Lobby(LobbyEvent::Joined {
            name: "Ann".into(),
            account: Some(5),
            at: None
        })
    );
    assert_eq!(serde_json::to_value(&event).unwrap(), old);
    let placed = Event::<omerta_live::pro::ProEvent>::Lobby(LobbyEvent::Joined {
        name: "Bo".into(),
        account: None,
        at: Some(2),
    });
    assert_eq!(
        serde_json::to_value(&placed).unwrap(),
        json!({"lobby": {"type": "joined", "name": "Bo", "account": null, "at": 2}})
    );
}

#[test]
fn moving_an_entrant_shifts_the_others() {
    let mut s = typed();
    s.lobby(Actor::account(HOST), LobbyCommand::Move { from: 0, to: 2 })
        .unwrap();
    assert_eq!(names(&s), ["B", "C", "A", "D"]);
    s.lobby(Actor::account(HOST), LobbyCommand::Move { from: 3, to: 0 })
        .unwrap();
    assert_eq!(names(&s), ["D", "B", "C", "A"]);
    s.lobby(Actor::account(HOST), LobbyCommand::Move { from: 1, to: 1 })
        .unwrap();
    assert_eq!(names(&s), ["D", "B", "C", "A"]);
    assert_eq!(
        Game::kind(&s.log.last().unwrap().event),
        "lobby.moved".to_string()
    );
    let error = s
        .lobby(Actor::account(HOST), LobbyCommand::Move { from: 4, to: 0 })
        .unwrap_err();
    assert_eq!(
        error,
        "invalid_command: there is no entrant at position 4: the lobby's positions are 0 to 3"
    );
    let error = s
        .lobby(Actor::account(HOST), LobbyCommand::Move { from: 0, to: 9 })
        .unwrap_err();
    assert!(
        error.contains("there is no entrant at position 9"),
        "{error}"
    );
    let mut empty = Session::new();
    let error = empty
        .lobby(Actor::account(HOST), LobbyCommand::Move { from: 0, to: 0 })
        .unwrap_err();
    assert_eq!(
        error,
        "invalid_command: there is no entrant at position 0: the lobby is empty"
    );
    let error = empty
        .lobby(Actor::account(HOST), LobbyCommand::Unseat { index: 1 })
        .unwrap_err();
    assert!(error.ends_with("the lobby is empty"), "{error}");
}

#[test]
fn a_shuffle_is_a_new_order_drawn_with_the_seed() {
    let shuffled = |seed: u64| {
        let mut s = typed();
        s.lobby_seeded(Actor::account(HOST), LobbyCommand::Shuffle {}, seed)
            .unwrap();
        let Event::Lobby(LobbyEvent::Reordered { order }) = &s.log.last().unwrap().event else {
            panic!("a reordered event");
        };
        // New position i holds the entrant that was at order[i].
        let before = ["A", "B", "C", "D"];
        let expected: Vec<&str> = order.iter().map(|&i| before[i]).collect();
        assert_eq!(names(&s), expected);
        order.clone()
    };
    assert_eq!(shuffled(11), shuffled(11));
    let mut sorted = shuffled(11);
    sorted.sort_unstable();
    assert_eq!(sorted, [0, 1, 2, 3]);
    assert!((0..20).any(|seed| shuffled(seed) != shuffled(11)));
    // An empty lobby shuffles to nothing.
    let mut empty = Session::new();
    empty
        .lobby(Actor::account(HOST), LobbyCommand::Shuffle {})
        .unwrap();
    assert!(matches!(
        &empty.log.last().unwrap().event,
        Event::Lobby(LobbyEvent::Reordered { order }) if order.is_empty()
    ));
}

#[test]
fn moving_and_shuffling_are_the_hosts_and_only_in_the_lobby() {
    let mut s = typed();
    s.lobby(Actor::account(5), join("Player")).unwrap();
    for command in [
        LobbyCommand::Move { from: 0, to: 1 },
        LobbyCommand::Shuffle {},
    ] {
        let error = s.lobby(Actor::account(5), command).unwrap_err();
        assert!(error.starts_with("forbidden: only the host may"), "{error}");
    }
    let error = s.lobby(Actor::account(5), seat_at("Mine", 0)).unwrap_err();
    assert!(error.starts_with("forbidden"), "{error}");
    // A site admin may.
    s.lobby(Actor::admin(99), LobbyCommand::Move { from: 4, to: 0 })
        .unwrap();
    assert_eq!(names(&s), ["Player", "A", "B", "C", "D"]);
    for i in 0..5 {
        s.lobby(Actor::account(20 + i), join(&format!("P{i}")))
            .unwrap();
    }
    s.lobby(
        Actor::account(HOST),
        LobbyCommand::Start {
            setup: ProSetup::default(),
        },
    )
    .unwrap();
    for command in [
        LobbyCommand::Move { from: 0, to: 1 },
        LobbyCommand::Shuffle {},
        seat_at("Late", 0),
    ] {
        let error = s.lobby(Actor::account(HOST), command).unwrap_err();
        assert_eq!(error, "already_started: the game has already started");
    }
}

/// What a host and the entrants do in a lobby, at random.
#[derive(Clone, Debug)]
enum Step {
    Join(u8),
    Leave(u8),
    Seat(u8, Option<u8>),
    Unseat(u8),
    Move(u8, u8),
    Shuffle(u64),
    ByPlayer(u8, Box<Step>),
}

fn step() -> impl Strategy<Value = Step> {
    let host = prop_oneof![
        (0u8..12).prop_map(Step::Join),
        (0u8..12).prop_map(Step::Leave),
        (0u8..40, proptest::option::of(0u8..14)).prop_map(|(n, at)| Step::Seat(n, at)),
        (0u8..14).prop_map(Step::Unseat),
        (0u8..14, 0u8..14).prop_map(|(a, b)| Step::Move(a, b)),
        any::<u64>().prop_map(Step::Shuffle),
    ];
    prop_oneof![
        6 => host.clone(),
        1 => (0u8..12, host).prop_map(|(who, s)| Step::ByPlayer(who, Box::new(s))),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 128, ..ProptestConfig::default() })]

    /// Whatever the host and the entrants do in the lobby, every event is public and tells
    /// no secret, the lobby is what a plain list would be, and replaying the events gives
    /// the same game for every reader.
    #[test]
    fn lobby_sessions_redact_replay_and_keep_order(steps in prop::collection::vec(step(), 0..40)) {
        let mut s = Session::new();
        let mut model: Vec<String> = Vec::new();
        for step in &steps {
            let (actor, step) = match step {
                Step::ByPlayer(who, inner) => (Actor::account(10 + *who as i64), inner.as_ref()),
                other => (Actor::account(HOST), other),
            };
            let is_host = actor == Actor::account(HOST);
            let before = s.log.len();
            let (command, seed) = match step {
                Step::Join(who) => (join(&format!("J{who}")), 0),
                Step::Leave(_) => (LobbyCommand::Leave {}, 0),
                Step::Seat(n, at) => (LobbyCommand::Seat {
                    name: format!("S{n}"),
                    account: None,
                    at: at.map(usize::from),
                }, 0),
                Step::Unseat(i) => (LobbyCommand::Unseat { index: *i as usize }, 0),
                Step::Move(a, b) => (LobbyCommand::Move { from: *a as usize, to: *b as usize }, 0),
                Step::Shuffle(seed) => (LobbyCommand::Shuffle {}, *seed),
                Step::ByPlayer(..) => unreachable!("one level"),
            };
            // A join by the host is refused; a join by a player uses that player's account.
            let actor = match step { Step::Join(who) | Step::Leave(who) if is_host => Actor::account(10 + *who as i64), _ => actor };
            let accepted = s.lobby_seeded(actor, command, seed).is_ok();
            if !accepted {
                prop_assert_eq!(s.log.len(), before);
                continue;
            }
            for e in &s.log[before..] {
                let Event::Lobby(lobby) = &e.event else { unreachable!("a lobby event") };
                match lobby {
                    LobbyEvent::Joined { name, at, .. } => match at {
                        Some(at) => model.insert(*at, name.clone()),
                        None => model.push(name.clone()),
                    },
                    LobbyEvent::Left { index } => { model.remove(*index); }
                    LobbyEvent::Moved { from, to } => {
                        let name = model.remove(*from);
                        model.insert(*to, name);
                    }
                    LobbyEvent::Reordered { order } => {
                        model = order.iter().map(|&i| model[i].clone()).collect();
                    }
                    other => prop_assert!(false, "unexpected {:?}", other),
                }
            }
            prop_assert_eq!(names(&s), model.iter().map(String::as_str).collect::<Vec<_>>());
        }
        for e in &s.log {
            prop_assert_eq!(&e.audience, &Audience::Public);
        }
        prop_assert_eq!(check_redaction(&s.log, &s.game), Ok(()));
        let replayed = Game::replay(s.log.iter().map(|e| &e.event)).unwrap();
        let mut viewers = vec![Viewer::Host, Viewer::Spectator];
        viewers.extend((0..s.game.entrants.len() as u16).map(Viewer::Player));
        for viewer in viewers {
            prop_assert_eq!(replayed.view(viewer), s.game.view(viewer));
        }
        prop_assert_eq!(replayed.entrants, s.game.entrants.clone());
    }
}

/// A Pro table of ten joined players, started at time 0.
fn started() -> Session {
    let mut s = Session::new();
    for i in 0..10 {
        s.lobby(Actor::account(10 + i), join(&format!("P{i}")))
            .unwrap();
    }
    s.lobby(
        Actor::account(HOST),
        LobbyCommand::Start {
            setup: ProSetup::default(),
        },
    )
    .unwrap();
    s
}

impl Session {
    /// A lobby command at time `now` (milliseconds).
    fn lobby_at(&mut self, now: i64, command: LobbyCommand<ProSetup>) -> Result<(), String> {
        let events = self
            .game
            .handle(Actor::account(HOST), Command::Lobby(command), 3, now)
            .map_err(|r| r.to_string())?;
        for e in events {
            self.game.apply(&e.event);
            self.log.push(e);
        }
        Ok(())
    }
}

fn prod(slot: u16, reason: &str) -> LobbyCommand<ProSetup> {
    LobbyCommand::Prod {
        slot,
        reason: reason.to_string(),
        hours: None,
    }
}

#[test]
fn a_player_is_prodded_at_most_once_in_the_interval() {
    const MINUTE: i64 = 60_000;
    let mut s = started();
    let every = Limits::default().prods.every_ms;
    assert_eq!(
        every,
        60 * MINUTE,
        "one prod per player per hour by default"
    );
    s.lobby_at(MINUTE, prod(2, "your turn")).unwrap();
    // Sixty more in a row: all refused, with when the next one may go.
    for i in 1..=60 {
        let refused = s.lobby_at(MINUTE + i * 500, prod(2, "again")).unwrap_err();
        assert!(
            refused.starts_with("rate_limited: P2 was prodded less than a minute ago"),
            "{refused}"
        );
        assert!(refused.contains("try again in 60 minutes"), "{refused}");
    }
    // Another player is not held back by the first one's prods.
    s.lobby_at(2 * MINUTE, prod(3, "your turn")).unwrap();
    // An hour after the first prod, the same player may be prodded again.
    s.lobby_at(MINUTE + every, prod(2, "still waiting"))
        .unwrap();
    let prods = s
        .log
        .iter()
        .filter(|e| matches!(e.event, Event::Lobby(LobbyEvent::Prodded { .. })))
        .count();
    assert_eq!(prods, 3);
    // The limit is the operator's, handed to each command: a game folded again keeps to
    // the limit it is given.
    let replayed = Game::replay(s.log.iter().map(|e| &e.event)).unwrap();
    let mut limits = Limits::default();
    limits.prods.every_ms = MINUTE;
    let again = replayed.handle_within(
        Actor::account(HOST),
        Command::Lobby(prod(2, "a minute later")),
        3,
        MINUTE + every + MINUTE,
        &limits,
    );
    assert!(again.is_ok(), "{again:?}");
}

#[test]
fn reasons_of_nothing_visible_or_with_bidi_controls_are_refused() {
    let mut s = started();
    for reason in [
        "\u{200B}\u{200B}",
        "\u{2060}",
        "\u{FEFF} \u{200D}",
        "be active \u{202E}won",
        "\u{2066}isolated\u{2069}",
        "a\u{0}b",
    ] {
        let refused = s.lobby_at(1, prod(2, reason)).unwrap_err();
        assert!(
            refused.starts_with("invalid_command: a"),
            "{reason:?}: {refused}"
        );
        assert!(refused.contains("reason"), "{reason:?}: {refused}");
    }
    // Emoji are written with joiners and variation selectors: those stay.
    s.lobby_at(
        1,
        prod(2, "be active \u{2764}\u{FE0F} \u{1F468}\u{200D}\u{1F469}"),
    )
    .unwrap();
}

#[test]
fn one_rule_decides_every_name() {
    use omerta_live::names::{self, Unfit, PLAYER};
    // Length, invisible characters, bidi controls and look-alikes, against the names there.
    let there = ["Player I", "Anna"];
    assert_eq!(
        names::check("  Ann  Lee ", &PLAYER, there),
        Ok("Ann Lee".to_string())
    );
    assert!(
        matches!(names::check("Player L", &PLAYER, there), Err(Unfit::Alike { other, .. }) if other == "Player I")
    );
    assert!(matches!(
        names::check("Аnna", &PLAYER, there),
        Err(Unfit::Alike { .. })
    ));
    assert!(matches!(
        names::check(&"x".repeat(41), &PLAYER, there),
        Err(Unfit::Length { .. })
    ));
    assert!(matches!(
        names::check("Za\u{200B}ra", &PLAYER, there),
        Err(Unfit::Invisible { c: '\u{200B}', .. })
    ));
    assert!(matches!(
        names::check("Eve\u{202E}lin", &PLAYER, there),
        Err(Unfit::Invisible { c: '\u{202E}', .. })
    ));
    // Seating applies it: what is refused here is refused at a table too.
    let mut s = Session::new();
    s.lobby(Actor::account(HOST), seat_at("Player I", 0))
        .unwrap();
    let refused = s
        .lobby(Actor::account(HOST), seat_at("Player L", 0))
        .unwrap_err();
    assert!(refused.starts_with("name_taken"), "{refused}");
    assert!(refused.contains("too like \"Player I\""), "{refused}");
}

/// A lobby step of the anonymous games' property: an account joins (or joins again), or
/// leaves, or the host moves or shuffles the entrants.
#[derive(Clone, Debug)]
enum Masked {
    Join(i64),
    Leave(i64),
    Move(usize, usize),
    Shuffle(u64),
}

fn masked() -> impl Strategy<Value = Masked> {
    prop_oneof![
        4 => (10i64..24).prop_map(Masked::Join),
        1 => (10i64..24).prop_map(Masked::Leave),
        1 => (0usize..12, 0usize..12).prop_map(|(a, b)| Masked::Move(a, b)),
        1 => any::<u64>().prop_map(Masked::Shuffle),
    ]
}

/// The accounts a reader reads in a view's slots and in every event of the log.
fn accounts_read(s: &Session, viewer: Viewer) -> BTreeSet<i64> {
    let view = s.game.view(viewer);
    let mut read: BTreeSet<i64> = view["slots"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|e| e["account"].as_i64())
        .collect();
    for emitted in &s.log {
        if emitted.audience.admits(viewer) {
            let shown = s.game.present_here(&emitted.event, viewer);
            read.extend(shown["lobby"]["account"].as_i64());
        }
    }
    read
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    /// Forum ruling D31: whatever the joins, leaves and moves of an anonymous lobby, and
    /// then its start when ten have joined, nobody but the host reads another player's
    /// account in a view or an event; the host reads every entrant's.
    #[test]
    fn an_anonymous_game_shows_no_reader_anothers_account(steps in prop::collection::vec(masked(), 0..40)) {
        let mut s = Session::new();
        s.lobby(Actor::account(HOST), LobbyCommand::Anonymize {}).unwrap();
        for step in steps {
            let _ = match step {
                Masked::Join(a) => s.lobby(Actor::account(a), join(&format!("Mask {a}"))),
                Masked::Leave(a) => s.lobby(Actor::account(a), LobbyCommand::Leave {}),
                Masked::Move(from, to) => s.lobby(Actor::account(HOST), LobbyCommand::Move { from, to }),
                Masked::Shuffle(seed) => s.lobby_seeded(Actor::account(HOST), LobbyCommand::Shuffle {}, seed),
            };
        }
        let seated: BTreeSet<i64> = s.game.entrants.iter().filter_map(|e| e.account).collect();
        prop_assert!(accounts_read(&s, Viewer::Spectator).is_empty());
        prop_assert!(seated.is_subset(&accounts_read(&s, Viewer::Host)));
        if s.game.entrants.len() == 10 {
            s.lobby(Actor::account(HOST), LobbyCommand::Start { setup: ProSetup::default() }).unwrap();
            prop_assert!(accounts_read(&s, Viewer::Spectator).is_empty());
            for slot in 0..10 {
                let own: BTreeSet<i64> = s.game.entrants[slot as usize].account.into_iter().collect();
                prop_assert_eq!(accounts_read(&s, Viewer::Player(slot)), own);
            }
        }
    }
}

#[test]
fn a_game_is_made_anonymous_by_the_host_before_an_account_joins_and_replacements_keep_the_alias() {
    let mut s = Session::new();
    s.lobby(Actor::account(5), LobbyCommand::Anonymize {})
        .unwrap_err();
    // A name the host seats without an account tells no account: still possible.
    s.lobby(Actor::account(HOST), seat_at("Guest", 0)).unwrap();
    s.lobby(Actor::account(HOST), LobbyCommand::Anonymize {})
        .unwrap();
    let twice = s
        .lobby(Actor::account(HOST), LobbyCommand::Anonymize {})
        .unwrap_err();
    assert!(twice.contains("already anonymous"), "{twice}");
    for a in 10..19 {
        s.lobby(Actor::account(a), join(&format!("Mask {a}")))
            .unwrap();
    }
    s.lobby(
        Actor::account(HOST),
        LobbyCommand::Start {
            setup: ProSetup::default(),
        },
    )
    .unwrap();
    s.lobby(
        Actor::account(HOST),
        LobbyCommand::Replace {
            slot: 3,
            name: "Telling name".into(),
            account: Some(40),
        },
    )
    .unwrap();
    assert_eq!(
        s.game.entrants[3].name, "Mask 12",
        "the newcomer plays under the alias"
    );
    assert_eq!(s.game.entrants[3].account, Some(40));
    assert_eq!(
        s.game.view(Viewer::Spectator)["slots"][3]["account"],
        json!(null)
    );
    assert_eq!(
        s.game.view(Viewer::Player(3))["slots"][3]["account"],
        json!(40)
    );

    // Once an account has joined, the game cannot be made anonymous: its name was read.
    let mut late = Session::new();
    late.lobby(Actor::account(10), join("Ann")).unwrap();
    let refused = late
        .lobby(Actor::account(HOST), LobbyCommand::Anonymize {})
        .unwrap_err();
    assert!(refused.contains("before any account joins"), "{refused}");
}
