//! Rule 13 and what follows from it (docs/live/forum.md, rulings D20 to D24): a prod with
//! a deadline that a post answers, a replacement asked for and offered by accounts outside
//! the game, a modkill for inactivity in one step, and the player's own countdown.

use omerta_live::forum::{Death, ForumCommand, ForumEvent, ForumGame, ModkillCode};
use omerta_live::hosted::{Account, LobbyCommand, Prod, MAX_PROD_HOURS};
use omerta_live::{
    Actor, Audience, Command, Emitted, Event, Hosted, Live, LobbyEvent, Slot, Viewer,
};
use serde_json::json;

type Game = Hosted<ForumGame>;
const HOST: Account = 1;
const HOUR: i64 = 3_600_000;
const NAMES: [&str; 7] = [
    "Noodle", "Bad Ash", "Dredd", "Pyro", "Tara", "Zarn", "Gorny",
];
/// The accounts of the seven players: 100 to 106.
const FIRST: Account = 100;
/// An account outside the game.
const OUTSIDER: Account = 500;

struct Table {
    game: Game,
    log: Vec<Emitted<Event<ForumEvent>>>,
    now: i64,
}

impl Table {
    /// Seven players, day 1 open, two posts a day required (rule 13).
    fn new() -> Table {
        let created = Game::create("Inactivity", HOST, 0).unwrap();
        let mut table = Table {
            game: Game::replay([&created.event]).unwrap(),
            log: vec![created],
            now: 0,
        };
        for (i, name) in NAMES.iter().enumerate() {
            table
                .lobby(
                    HOST,
                    LobbyCommand::Seat {
                        name: name.to_string(),
                        account: Some(FIRST + i as Account),
                        at: None,
                    },
                )
                .unwrap();
        }
        let setup = serde_json::from_value(json!({
            "game": {"day_hours": 48, "night_hours": 24, "min_posts_per_day": 2},
            "roles": [
                {"faction": "town", "role": "cop"}, {"faction": "town"},
                {"faction": "town", "role": "doctor"}, {"faction": "mafia", "role": "goon"},
                {"faction": "mafia", "role": "goon"}, {"faction": "town"}, {"faction": "town"}
            ]
        }))
        .unwrap();
        table.lobby(HOST, LobbyCommand::Start { setup }).unwrap();
        table
    }

    fn send(
        &mut self,
        actor: Actor,
        command: Command<omerta_live::forum::Setup, ForumCommand>,
    ) -> Result<Vec<Emitted<Event<ForumEvent>>>, String> {
        self.now += 1_000;
        let events = self
            .game
            .handle(actor, command, 7, self.now)
            .map_err(|r| r.to_string())?;
        for e in &events {
            self.game.apply(&e.event);
            self.log.push(e.clone());
        }
        Ok(events)
    }

    fn lobby(
        &mut self,
        account: Account,
        command: LobbyCommand<omerta_live::forum::Setup>,
    ) -> Result<Vec<Emitted<Event<ForumEvent>>>, String> {
        self.send(Actor::account(account), Command::Lobby(command))
    }

    fn post(&mut self, slot: Slot, body: &str) -> Result<(), String> {
        let account = self.game.entrants[slot as usize].account.unwrap();
        self.send(
            Actor::account(account),
            Command::Game(ForumCommand::Post { body: body.into() }),
        )
        .map(|_| ())
    }

    fn prod(&mut self, slot: Slot, hours: Option<u32>) -> Result<(), String> {
        self.lobby(
            HOST,
            LobbyCommand::Prod {
                slot,
                reason: "we have not heard from you today".into(),
                hours,
            },
        )
        .map(|_| ())
    }

    fn offer(&mut self, account: Account, slot: Slot, name: &str) -> Result<(), String> {
        self.lobby(
            account,
            LobbyCommand::OfferReplacement {
                slot,
                name: name.into(),
            },
        )
        .map(|_| ())
    }

    fn you(&self, slot: Slot) -> serde_json::Value {
        self.game.view(Viewer::Player(slot))["game"]["you"].clone()
    }
}

#[test]
fn ruling_d20_a_prod_carries_a_deadline_told_to_the_prodded_player_alone() {
    let mut t = Table::new();
    let at = t.now + 1_000;
    t.prod(2, Some(12)).unwrap();
    let last = t.log.last().unwrap();
    assert_eq!(last.audience, Audience::slot(2));
    assert!(matches!(
        &last.event,
        Event::Lobby(LobbyEvent::Prodded { until: Some(until), .. }) if *until == at + 12 * HOUR
    ));
    let prod = t.game.prod(Viewer::Player(2)).unwrap();
    assert_eq!(prod.until, Some(at + 12 * HOUR));
    assert!(!prod.answered);
    // The player's mail says by when.
    let notice = Game::notice(&last.event).unwrap();
    assert!(notice.contains("Post by"), "{notice}");
    // Nobody else reads it; the host reads every slot's prods.
    assert!(t.game.prod(Viewer::Player(3)).is_none());
    assert_eq!(
        t.game.view(Viewer::Spectator)["prods"],
        serde_json::Value::Null
    );
    assert_eq!(t.game.view(Viewer::Host)["prods"][0]["slot"], 2);
    assert_eq!(
        t.game.view(Viewer::Host)["prods"][0]["until"],
        at + 12 * HOUR
    );
    // Nothing happens at the deadline: the player is alive and still marked.
    t.now += 13 * HOUR;
    t.post(0, "hello").unwrap();
    assert!(t.game.alive(Viewer::Player(2)));
    assert!(!t.game.prod(Viewer::Player(2)).unwrap().answered);
}

#[test]
fn ruling_d20_a_prods_deadline_is_one_hour_to_a_week() {
    let mut t = Table::new();
    for hours in [0, MAX_PROD_HOURS + 1, 87_600, u32::MAX] {
        let refused = t.prod(2, Some(hours)).unwrap_err();
        assert!(
            refused.contains("a prod's deadline is 1 to 168 hours"),
            "{hours}: {refused}"
        );
    }
    t.prod(2, Some(MAX_PROD_HOURS)).unwrap();
    t.prod(3, Some(1)).unwrap();
    t.prod(4, None).unwrap();
    assert_eq!(t.game.prod(Viewer::Player(4)).unwrap().until, None);
    // The JSON the API takes: strings, negatives and fractions are no hours.
    for hours in [json!("12"), json!(-1), json!(1.5), json!(1e20)] {
        let parsed = serde_json::from_value::<LobbyCommand<omerta_live::forum::Setup>>(
            json!({"type": "prod", "slot": 2, "reason": "post", "hours": hours}),
        );
        assert!(parsed.is_err(), "{hours}");
    }
}

#[test]
fn ruling_d21_a_post_by_the_prodded_player_answers_the_prod() {
    let mut t = Table::new();
    t.prod(2, Some(6)).unwrap();
    // Another player's post, or the host's, answers nothing.
    t.post(3, "hi").unwrap();
    t.send(
        Actor::account(HOST),
        Command::Game(ForumCommand::Post {
            body: "a reminder".into(),
        }),
    )
    .unwrap();
    assert!(!t.game.prod(Viewer::Player(2)).unwrap().answered);
    t.post(2, "I am here").unwrap();
    let prod: Prod = t.game.prod(Viewer::Player(2)).unwrap();
    assert!(prod.answered);
    assert_eq!(t.game.view(Viewer::Host)["prods"][0]["answered"], true);
    // A replacement does not inherit the prod.
    t.prod(4, Some(6)).unwrap();
    t.lobby(
        HOST,
        LobbyCommand::Replace {
            slot: 4,
            name: "Leo".into(),
            account: Some(OUTSIDER),
        },
    )
    .unwrap();
    assert!(t.game.prod(Viewer::Player(4)).is_none());
}

#[test]
fn ruling_d22_a_replacement_is_asked_offered_and_accepted() {
    let mut t = Table::new();
    let requested = t
        .lobby(HOST, LobbyCommand::RequestReplacement { slot: 2 })
        .unwrap();
    assert_eq!(requested[0].audience, Audience::Public);
    t.offer(OUTSIDER, 2, "Leo").unwrap();
    t.offer(OUTSIDER + 1, 2, "Orphan").unwrap();
    let view = t.game.view(Viewer::Spectator);
    assert_eq!(view["replacements"][0]["slot"], 2);
    assert_eq!(view["replacements"][0]["offers"][1]["name"], "Orphan");
    let accepted = t
        .lobby(
            HOST,
            LobbyCommand::AcceptOffer {
                slot: 2,
                account: OUTSIDER + 1,
            },
        )
        .unwrap();
    // The replacement as the host's own: the slot is the account's, and it reads its role.
    assert!(matches!(
        &accepted[0].event,
        Event::Lobby(LobbyEvent::Replaced { slot: 2, account: Some(a), name }) if *a == OUTSIDER + 1 && name == "Orphan"
    ));
    assert_eq!(t.game.slot_of(OUTSIDER + 1), Some(2));
    let you = t.you(2);
    assert_eq!(you["name"], "Orphan");
    assert_eq!(you["role"], "doctor");
    assert!(accepted
        .iter()
        .any(|e| matches!(&e.event, Event::Game(ForumEvent::Role { .. }))
            && e.audience == Audience::slot(2)));
    // The request ended with the replacement.
    assert!(t.game.view(Viewer::Spectator)["replacements"].is_null());
    let refused = t.offer(OUTSIDER, 2, "Leo").unwrap_err();
    assert!(
        refused.contains("the host has not asked for a replacement"),
        "{refused}"
    );
}

#[test]
fn ruling_d22_offers_from_the_wrong_accounts_are_refused() {
    let mut t = Table::new();
    // No request yet.
    let refused = t.offer(OUTSIDER, 2, "Leo").unwrap_err();
    assert!(
        refused.contains("has not asked for a replacement"),
        "{refused}"
    );
    t.lobby(HOST, LobbyCommand::RequestReplacement { slot: 2 })
        .unwrap();
    let again = t.lobby(HOST, LobbyCommand::RequestReplacement { slot: 2 });
    assert!(again.unwrap_err().contains("already asked for"));
    // The host, a player, the prodded player themselves: none of them.
    assert!(t
        .offer(HOST, 2, "Leo")
        .unwrap_err()
        .contains("the host does not take over"));
    assert!(t
        .offer(FIRST + 3, 2, "Leo")
        .unwrap_err()
        .contains("you play in this game already"));
    assert!(t
        .offer(FIRST + 2, 2, "Leo")
        .unwrap_err()
        .contains("you play in this game already"));
    // Nobody signed in.
    let system = t.send(
        Actor::system(),
        Command::Lobby(LobbyCommand::OfferReplacement {
            slot: 2,
            name: "Leo".into(),
        }),
    );
    assert!(system.unwrap_err().contains("sign in"));
    // A name taken at the table, a blank name, a slot that does not exist.
    assert!(t.offer(OUTSIDER, 2, "noodle").unwrap_err().contains("name"));
    assert!(t.offer(OUTSIDER, 2, "   ").is_err());
    assert!(t
        .offer(OUTSIDER, 99, "Leo")
        .unwrap_err()
        .contains("there is no slot 99"));
    // Twice.
    t.offer(OUTSIDER, 2, "Leo").unwrap();
    let twice = t.offer(OUTSIDER, 2, "Leo 2").unwrap_err();
    assert!(twice.contains("already offered"), "{twice}");
    // Only the host accepts, and only an offer made.
    let by_player = t.lobby(
        FIRST,
        LobbyCommand::AcceptOffer {
            slot: 2,
            account: OUTSIDER,
        },
    );
    assert!(by_player.unwrap_err().contains("only the host"));
    let unknown = t.lobby(
        HOST,
        LobbyCommand::AcceptOffer {
            slot: 2,
            account: OUTSIDER + 9,
        },
    );
    assert!(unknown.unwrap_err().contains("has not offered"));
}

#[test]
fn ruling_d22_a_request_ends_at_cancel_death_and_the_games_end() {
    let mut t = Table::new();
    t.lobby(HOST, LobbyCommand::RequestReplacement { slot: 2 })
        .unwrap();
    t.lobby(HOST, LobbyCommand::CancelReplacement { slot: 2 })
        .unwrap();
    assert!(t.offer(OUTSIDER, 2, "Leo").is_err());
    assert!(t
        .lobby(HOST, LobbyCommand::CancelReplacement { slot: 2 })
        .is_err());
    // Death: the request goes with the slot's player.
    t.lobby(HOST, LobbyCommand::RequestReplacement { slot: 5 })
        .unwrap();
    t.send(
        Actor::account(HOST),
        Command::Game(ForumCommand::ModkillInactive { slot: 5 }),
    )
    .unwrap();
    assert!(t.game.view(Viewer::Spectator)["replacements"].is_null());
    let dead = t.offer(OUTSIDER, 5, "Leo").unwrap_err();
    assert!(dead.contains("is dead"), "{dead}");
    assert!(t
        .lobby(HOST, LobbyCommand::RequestReplacement { slot: 5 })
        .unwrap_err()
        .contains("is dead"));
    // The end: an abandoned game takes no offers.
    t.lobby(HOST, LobbyCommand::RequestReplacement { slot: 6 })
        .unwrap();
    t.lobby(HOST, LobbyCommand::Abandon {}).unwrap();
    assert!(t.game.view(Viewer::Spectator)["replacements"].is_null());
    assert!(t
        .offer(OUTSIDER, 6, "Leo")
        .unwrap_err()
        .contains("running game"));
}

#[test]
fn ruling_d22_an_account_offering_for_two_slots_keeps_the_one_it_is_given() {
    let mut t = Table::new();
    t.lobby(HOST, LobbyCommand::RequestReplacement { slot: 2 })
        .unwrap();
    t.lobby(HOST, LobbyCommand::RequestReplacement { slot: 3 })
        .unwrap();
    t.offer(OUTSIDER, 2, "Leo").unwrap();
    t.offer(OUTSIDER, 3, "Leo").unwrap();
    t.lobby(
        HOST,
        LobbyCommand::AcceptOffer {
            slot: 2,
            account: OUTSIDER,
        },
    )
    .unwrap();
    let view = t.game.view(Viewer::Host);
    assert_eq!(view["replacements"][0]["slot"], 3);
    assert_eq!(view["replacements"][0]["offers"], json!([]));
}

#[test]
fn ruling_d23_a_modkill_for_inactivity_is_one_command_with_a_code() {
    let mut t = Table::new();
    let events = t
        .send(
            Actor::account(HOST),
            Command::Game(ForumCommand::ModkillInactive { slot: 3 }),
        )
        .unwrap();
    let Event::Game(died) = &events[0].event else {
        panic!("a death")
    };
    assert!(matches!(
        died,
        ForumEvent::Died {
            slot: 3,
            death: Death::Modkill,
            reason: None,
            code: Some(ModkillCode::Inactivity),
            ..
        }
    ));
    let stored = serde_json::to_value(died).unwrap();
    assert_eq!(stored["code"], "inactivity");
    // The thread's record and the English sentence word the code.
    let sentence = <ForumGame as Live>::announcement(died).unwrap();
    assert!(sentence.contains("inactivity (rule 13)"), "{sentence}");
    // Only the host; never twice.
    let by_player = t.send(
        Actor::account(FIRST),
        Command::Game(ForumCommand::ModkillInactive { slot: 2 }),
    );
    assert!(by_player.unwrap_err().contains("only the host"));
    let twice = t.send(
        Actor::account(HOST),
        Command::Game(ForumCommand::ModkillInactive { slot: 3 }),
    );
    assert!(twice.unwrap_err().contains("already dead"));
}

#[test]
fn ruling_d24_a_player_sees_how_many_posts_rule_13_still_needs() {
    let mut t = Table::new();
    let you = t.you(2);
    assert_eq!(you["activity"]["posts"], 0);
    assert_eq!(you["activity"]["minimum"], 2);
    assert_eq!(you["activity"]["needed"], 2);
    let deadline = t.game.deadline().unwrap();
    assert_eq!(you["activity"]["by"], deadline);
    t.post(2, "one").unwrap();
    assert_eq!(t.you(2)["activity"]["needed"], 1);
    t.post(2, "two").unwrap();
    t.post(2, "three").unwrap();
    assert_eq!(t.you(2)["activity"]["needed"], 0);
    assert_eq!(t.you(2)["activity"]["posts"], 3);
    // Other players' counts are their own.
    assert_eq!(t.you(3)["activity"]["needed"], 2);
    // At night there is no countdown.
    t.send(
        Actor::account(HOST),
        Command::Game(ForumCommand::Advance {}),
    )
    .unwrap();
    assert!(t.you(2)["activity"].is_null());
}
