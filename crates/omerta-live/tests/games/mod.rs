//! Real games of each rule set, played through the commands a server would send: the Pro
//! examples recorded by their judge, the Mafia 1923 example scripts played by their
//! players, and a forum game that produces every kind of event. The view snapshots
//! (`views.rs`) and the schemas (`schema.rs`) read the same games.

#![allow(dead_code)]

use omerta_live::forum::{ForumCommand, ForumGame, Setup};
use omerta_live::hosted::{Account, LobbyCommand};
use omerta_live::mafia1923::{Channel, Command1923, DealKind, Game1923, PlayerSetup, Setup1923};
use omerta_live::pro::{ProCommand, ProSetup, ProTable};
use omerta_live::{Actor, Command, Emitted, Event, Hosted, Live, Slot, Viewer};
use serde_json::{json, Value};

const HOST: Account = 1;

fn root(path: &str) -> String {
    format!("{}/../../{path}", env!("CARGO_MANIFEST_DIR"))
}

fn read(path: &str) -> Value {
    let text = std::fs::read_to_string(root(path)).unwrap_or_else(|e| panic!("{path}: {e}"));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// A game as the server keeps it: the state, every event with its audience, and every
/// command sent (accepted or refused) as the API takes it (`{"lobby": …}`, `{"game": …}`).
pub struct Played<G: Live> {
    pub name: String,
    pub hosted: Hosted<G>,
    pub events: Vec<Emitted<Event<G::Event>>>,
    pub commands: Vec<Value>,
    pub setups: Vec<Value>,
    now: i64,
    seed: u64,
}

impl<G: Live> Played<G> {
    fn new(name: &str, now: i64) -> Played<G> {
        let created = Hosted::<G>::create(name, HOST, now).expect("a title");
        let hosted = Hosted::replay([&created.event]).expect("a created game");
        Played {
            name: name.to_string(),
            hosted,
            events: vec![created],
            commands: Vec::new(),
            setups: Vec::new(),
            now,
            seed: 7,
        }
    }

    pub fn send(
        &mut self,
        actor: Actor,
        command: Command<G::Setup, G::Command>,
    ) -> Result<(), String> {
        self.now += 1_000;
        let body = match &command {
            Command::Lobby(lobby) => json!({ "lobby": lobby }),
            Command::Game(game) => json!({ "game": game }),
        };
        if let Command::Lobby(LobbyCommand::Start { setup }) = &command {
            self.setups
                .push(serde_json::to_value(setup).expect("a setup"));
        }
        self.commands.push(body);
        let emitted = self
            .hosted
            .handle(actor, command, self.seed, self.now)
            .map_err(|r| r.to_string())?;
        for e in emitted {
            self.hosted.apply(&e.event);
            self.events.push(e);
        }
        Ok(())
    }

    fn host(&mut self, command: G::Command) -> Result<(), String> {
        self.send(Actor::account(HOST), Command::Game(command))
    }

    fn lobby(&mut self, command: LobbyCommand<G::Setup>) -> Result<(), String> {
        self.send(Actor::account(HOST), Command::Lobby(command))
    }

    fn player(&mut self, slot: Slot, command: G::Command) -> Result<(), String> {
        let account = self.hosted.entrants[slot as usize]
            .account
            .expect("seated with an account");
        self.send(Actor::account(account), Command::Game(command))
    }

    /// Everybody who reads the game: the host, a spectator and every slot's player.
    pub fn viewers(&self) -> Vec<Viewer> {
        let mut viewers = vec![Viewer::Host, Viewer::Spectator];
        viewers.extend((0..self.hosted.entrants.len() as Slot).map(Viewer::Player));
        viewers
    }

    /// The game folded to about ten moments of its record (each a count of events), the
    /// last one the whole game.
    pub fn moments(&self) -> Vec<(usize, Hosted<G>)> {
        let total = self.events.len();
        let step = (total / 10).max(1);
        let mut counts: Vec<usize> = (1..=total).filter(|k| k % step == 0).collect();
        if counts.last() != Some(&total) {
            counts.push(total);
        }
        counts
            .into_iter()
            .map(|k| {
                let folded = Hosted::replay(self.events[..k].iter().map(|e| &e.event))
                    .expect("the game replays");
                (k, folded)
            })
            .collect()
    }
}

/// The Pro examples, each recorded live by its judge and finished.
pub fn pro() -> Vec<Played<ProTable>> {
    [
        "red-win",
        "black-win",
        "lift",
        "dd",
        "surrender",
        "self-shot",
        "removal",
        "house-rules",
    ]
    .into_iter()
    .map(|name| {
        let game = read(&format!("examples/pro/{name}.json"));
        let mut played = Played::<ProTable>::new(&format!("pro/{name}"), 0);
        let mut players: Vec<&Value> = game["players"].as_array().unwrap().iter().collect();
        players.sort_by_key(|p| p["seat"].as_u64());
        for p in &players {
            played
                .send(
                    Actor::account(100 + p["seat"].as_i64().unwrap()),
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
        played
            .lobby(LobbyCommand::Start {
                setup: ProSetup {
                    roles: Some(roles),
                    rules: game.get("rules").cloned(),
                    event: game
                        .get("event")
                        .and_then(Value::as_str)
                        .map(str::to_string),
                    records: None,
                },
            })
            .unwrap();
        let events = game["events"].as_array().unwrap();
        for (i, event) in events.iter().enumerate() {
            played
                .host(ProCommand::Record {
                    event: event.clone(),
                })
                .unwrap_or_else(|e| panic!("{name}: {e}"));
            // A record taken back and recorded again, as a judge mends a slip.
            if i == events.len() / 2 {
                played.host(ProCommand::Undo {}).unwrap();
                played
                    .host(ProCommand::Record {
                        event: event.clone(),
                    })
                    .unwrap();
            }
        }
        played.host(ProCommand::Finish {}).unwrap();
        played
    })
    .collect()
}

/// The Mafia 1923 example scripts, each played live: every submission sent by its
/// player (a refusal stays a refusal), each phase closed by the host, and a word in the
/// private channels on the first night.
pub fn mafia1923() -> Vec<Played<Game1923>> {
    [
        "examples/1923/three-families.json",
        "examples/1923/exile.json",
    ]
    .into_iter()
    .map(|path| {
        let script = read(path);
        let mut played = Played::<Game1923>::new(path, 1_700_000_000_000);
        let players: Vec<&Value> = script["players"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|p| p["level"] != "spectator")
            .collect();
        let names: Vec<String> = players
            .iter()
            .map(|p| p["name"].as_str().unwrap().to_string())
            .collect();
        let slot = |name: &Value| {
            names
                .iter()
                .position(|n| n == name.as_str().unwrap())
                .unwrap() as Slot
        };
        for (i, name) in names.iter().enumerate() {
            played
                .lobby(LobbyCommand::Seat {
                    name: name.clone(),
                    account: Some(100 + i as Account),
                    at: None,
                })
                .unwrap();
        }
        let setup = Setup1923 {
            families: serde_json::from_value(script["families"].clone()).unwrap(),
            court_families: script["court_families"].as_u64().unwrap() as usize,
            deal: DealKind::Given,
            players: players
                .iter()
                .map(|p| PlayerSetup {
                    level: p["level"].as_str().map(str::to_string),
                    family: p["family"].as_str().map(str::to_string),
                    role: p["role"].as_str().map(str::to_string),
                    second_role: p["second_role"].as_str().map(str::to_string),
                })
                .collect(),
            roles: Vec::new(),
            mafia_second_roles: Vec::new(),
            allowed_second_roles: None,
            night_ms: Some(36_000_000),
            day_ms: None,
            schedule: None,
        };
        played.seed = script["seed"].as_u64().unwrap();
        played.lobby(LobbyCommand::Start { setup }).unwrap();
        played.seed = 0;
        for (number, phase) in script["phases"].as_array().unwrap().iter().enumerate() {
            for exile in phase["exiles"].as_array().into_iter().flatten() {
                played
                    .host(Command1923::Exile {
                        slot: slot(&exile["player"]),
                        reason: exile["reason"].as_str().unwrap().into(),
                    })
                    .unwrap();
            }
            for a in phase["actions"].as_array().into_iter().flatten() {
                let _ = played.player(
                    slot(&a["by"]),
                    Command1923::Action {
                        by: None,
                        role: a["role"].as_str().map(str::to_string),
                        targets: a["targets"]
                            .as_array()
                            .into_iter()
                            .flatten()
                            .map(slot)
                            .collect(),
                        family: a["family"].as_str().map(str::to_string),
                    },
                );
            }
            if let Some(kills) = phase["mafia_kills"].as_array() {
                let targets: Vec<Slot> = kills.iter().map(slot).collect();
                let by = slot(&phase["mafia_by"]);
                let mafia = played.hosted.game.as_ref().unwrap().partners(by);
                for m in std::iter::once(by).chain(mafia) {
                    let kill = Command1923::MafiaKill {
                        by: None,
                        targets: targets.clone(),
                    };
                    if played.player(m, kill).is_ok() {
                        break;
                    }
                }
                if number == 0 {
                    let said = Command1923::Say {
                        channel: Channel::Mafia,
                        with: None,
                        text: "Agreed: as decided.".into(),
                    };
                    played.player(by, said).unwrap();
                }
            }
            if number == 0 {
                let asked = Command1923::Say {
                    channel: Channel::Moderators,
                    with: None,
                    text: "May I act on myself?".into(),
                };
                played.player(1, asked).unwrap();
                played
                    .host(Command1923::Say {
                        channel: Channel::Moderators,
                        with: Some(1),
                        text: "Read the role table.".into(),
                    })
                    .unwrap();
            }
            for v in phase["votes"].as_array().into_iter().flatten() {
                let _ = played.player(
                    slot(&v["by"]),
                    Command1923::Vote {
                        by: None,
                        family: v["family"].as_str().map(str::to_string),
                        individual: v.get("individual").map(slot),
                    },
                );
            }
            played.host(Command1923::Advance {}).unwrap();
        }
        played
    })
    .collect()
}

/// A forum game of nine that produces every kind of event: votes and an edit, a ruling,
/// no lynch, a night of recruitment, investigation, tracking and a saved kill, a
/// replacement, a lynch, the host's extension, prod and reopening, and modkills to the
/// end.
pub fn forum() -> Vec<Played<ForumGame>> {
    let mut played = Played::<ForumGame>::new("forum/nine", 0);
    let names = [
        "Noodle", "Bad Ash", "Dredd", "Zarn", "Gorny", "Orphan", "Pyro", "Tara", "Leo",
    ];
    for (i, name) in names.iter().enumerate() {
        played
            .lobby(LobbyCommand::Seat {
                name: name.to_string(),
                account: Some(100 + i as Account),
                at: None,
            })
            .unwrap();
    }
    let setup: Setup = serde_json::from_value(json!({
        "game": {"day_hours": 24, "night_hours": 12, "min_posts_per_day": 1},
        "roles": [
            {"faction": "town", "role": "cop"},
            {"faction": "town", "channels": ["masons"]},
            {"faction": "town", "role": "doctor"},
            {"faction": "town", "role": "tracker", "channels": ["Masons"]},
            {"faction": "town", "night": {"passives": [{"kind": "bulletproof", "shots": 1}]}},
            {"faction": "town"},
            {"faction": "mafia", "role": "goon"},
            {"faction": "mafia", "role": "goon"},
            {"faction": "cult", "role": "cult leader"}
        ],
        "aliases": {"Bad Ash": ["BA"]}
    }))
    .unwrap();
    played.lobby(LobbyCommand::Start { setup }).unwrap();
    let post = |body: &str| ForumCommand::Post { body: body.into() };
    let act = |ability: &str, target: &str| ForumCommand::NightAction {
        ability: ability.into(),
        targets: vec![target.into()],
    };
    played.player(0, post("[b]Vote: Pyro[/b]")).unwrap();
    played
        .player(
            0,
            ForumCommand::Edit {
                post: 2,
                body: "[b]Vote: Tara[/b]".into(),
            },
        )
        .unwrap();
    played.player(1, post("[b]Vote: Pyrr[/b]")).unwrap();
    played
        .host(ForumCommand::Rule {
            post: 3,
            vote: Some("Pyrr".into()),
            count_as: Some(7),
            rule: None,
            dismiss: false,
            reason: "a typo".into(),
        })
        .unwrap();
    played.host(post("Remember to vote.")).unwrap();
    played
        .lobby(LobbyCommand::Extend {
            minutes: 60,
            reason: "a holiday".into(),
        })
        .unwrap();
    played
        .lobby(LobbyCommand::Prod {
            slot: 5,
            reason: "please post".into(),
            hours: None,
        })
        .unwrap();
    // A prod with a deadline (D20), answered by a post (D21).
    played
        .lobby(LobbyCommand::Prod {
            slot: 3,
            reason: "post within the day".into(),
            hours: Some(12),
        })
        .unwrap();
    played.player(3, post("Here.")).unwrap();
    // A request for a replacement, offered for and taken back (D22).
    played
        .lobby(LobbyCommand::RequestReplacement { slot: 4 })
        .unwrap();
    played
        .send(
            Actor::account(502),
            Command::Lobby(LobbyCommand::OfferReplacement {
                slot: 4,
                name: "Ivy".into(),
            }),
        )
        .unwrap();
    played
        .lobby(LobbyCommand::CancelReplacement { slot: 4 })
        .unwrap();
    played.host(ForumCommand::Advance {}).unwrap(); // no lynch
    let say = |channel: &str, body: &str| ForumCommand::Say {
        channel: channel.into(),
        body: body.into(),
    };
    played.player(6, say("mafia", "Gorny tonight?")).unwrap();
    played
        .player(7, say("mafia", "[b]Yes[/b], Gorny."))
        .unwrap();
    played
        .player(1, say("masons", "Zarn, we are the masons."))
        .unwrap();
    played.host(say("masons", "Welcome, masons.")).unwrap();
    played.player(8, act("recruit", "Dredd")).unwrap();
    played.player(0, act("investigate", "Leo")).unwrap();
    played.player(3, act("track", "Pyro")).unwrap();
    played.player(6, act("factional_kill", "Gorny")).unwrap();
    played.player(2, act("protect", "Gorny")).unwrap();
    played.host(ForumCommand::Advance {}).unwrap();
    // The replacement by an accepted offer (D22).
    played
        .lobby(LobbyCommand::RequestReplacement { slot: 1 })
        .unwrap();
    played
        .send(
            Actor::account(501),
            Command::Lobby(LobbyCommand::OfferReplacement {
                slot: 1,
                name: "Hollis".into(),
            }),
        )
        .unwrap();
    played
        .lobby(LobbyCommand::AcceptOffer {
            slot: 1,
            account: 501,
        })
        .unwrap();
    for slot in [0, 1, 3, 4, 5] {
        played.player(slot, post("[b]Vote: Leo[/b]")).unwrap();
    }
    played.host(ForumCommand::Advance {}).unwrap(); // Leo lynched
    played.player(8, say("dead", "I was the cult.")).unwrap();
    played
        .host(say("dead", "Welcome to the dead thread."))
        .unwrap();
    played.player(2, say("cult", "Alone now.")).unwrap();
    played.player(6, act("factional_kill", "Orphan")).unwrap();
    played.host(ForumCommand::Advance {}).unwrap();
    played
        .lobby(LobbyCommand::Reopen {
            minutes: 60,
            reason: "a lost action".into(),
        })
        .unwrap();
    played.player(6, act("factional_kill", "Zarn")).unwrap();
    played.host(ForumCommand::Advance {}).unwrap();
    played
        .player(0, post("[b]Vote: Pyro[/b] and [b]Unvote[/b]"))
        .unwrap();
    for slot in [6, 7, 2] {
        if played.hosted.status.name() == "running" {
            // The last for inactivity in one step (D23).
            let command = if slot == 2 {
                ForumCommand::ModkillInactive { slot }
            } else {
                ForumCommand::Modkill {
                    slot,
                    reason: Some("inactive".into()),
                }
            };
            played.host(command).unwrap();
        }
    }
    assert_eq!(played.hosted.status.name(), "finished");
    vec![played]
}
