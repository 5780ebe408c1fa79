//! The lobby every hosted game shares: joining, seating, leaving, the start, replacements,
//! abandoning; who may do each; and that its events are public and tell no secret.

use omerta_live::check::check_redaction;
use omerta_live::hosted::{LobbyCommand, LOBBY_KINDS};
use omerta_live::pro::{ProCommand, ProSetup, ProTable};
use omerta_live::{Actor, Audience, Command, Emitted, Event, Hosted, Status, Viewer};
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
        let events = self
            .game
            .handle(actor, Command::Lobby(command), 3, 10)
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

#[test]
fn every_lobby_event_kind_is_public_and_passes_the_redaction_check() {
    let mut s = Session::new();
    for i in 0..9 {
        s.lobby(Actor::account(10 + i), join(&format!("P{i}")))
            .unwrap();
    }
    s.lobby(Actor::account(10), LobbyCommand::Leave).unwrap();
    s.lobby(
        Actor::account(HOST),
        LobbyCommand::Seat {
            name: "Walk-in".into(),
            account: None,
        },
    )
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
    s.lobby(Actor::account(HOST), LobbyCommand::Abandon)
        .unwrap();
    assert_eq!(s.game.status, Status::Abandoned);
    let kinds: BTreeSet<String> = s
        .log
        .iter()
        .filter_map(|e| match &e.event {
            Event::Lobby(_) => {
                assert_eq!(e.audience, Audience::Public);
                Some(
                    Game::kind(&e.event)
                        .trim_start_matches("lobby.")
                        .to_string(),
                )
            }
            Event::Game(_) => None,
        })
        .collect();
    let all: BTreeSet<String> = LOBBY_KINDS.iter().map(|k| k.to_string()).collect();
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
        },
        LobbyCommand::Unseat { index: 0 },
        LobbyCommand::Start {
            setup: ProSetup::default(),
        },
        LobbyCommand::Abandon,
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
        .handle(Actor::account(HOST), Command::Game(ProCommand::Undo), 0, 0)
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
        .handle(Actor::account(77), Command::Game(ProCommand::Undo), 0, 0)
        .unwrap_err();
    assert_eq!(error.code, "forbidden");
    s.lobby(Actor::account(HOST), LobbyCommand::Abandon)
        .unwrap();
    let error = s
        .game
        .handle(Actor::account(HOST), Command::Game(ProCommand::Undo), 0, 0)
        .unwrap_err();
    assert_eq!(error.code, "game_over");
}
