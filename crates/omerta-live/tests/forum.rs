//! The live forum game: scenarios named for the rule they check, and a property test of
//! redaction and replay over random command sequences.

use omerta_forum::Thread;
use omerta_live::check::check_redaction;
use omerta_live::forum::pms::{self, PmData};
use omerta_live::forum::{ForumCommand, ForumEvent, ForumGame, Reveal, RoleList, Setup};
use omerta_live::hosted::{LobbyCommand, LobbyEvent};
use omerta_live::{Actor, Audience, Command, Emitted, Event, Hosted, Live, Refusal, Slot, Viewer};
use proptest::prelude::*;
use serde_json::{json, Value};
use std::collections::BTreeSet;

const HOST: i64 = 1;
const OUTSIDER: i64 = 999;
const SEED: u64 = 7;
const HOUR: i64 = 3_600_000;

const NOODLE: Slot = 0;
const BAD_ASH: Slot = 1;
const DREDD: Slot = 2;
const PYRO: Slot = 3;
const TARA: Slot = 4;

struct Table {
    state: Hosted<ForumGame>,
    events: Vec<Emitted<Event<ForumEvent>>>,
    now: i64,
    replacements: i64,
    /// The setup's reveal on death and role list, for the checks of what readers read.
    reveal: Reveal,
    role_list: RoleList,
    /// Every role name the setup deals, for the search for leaks in what readers read.
    role_names: Vec<String>,
}

fn host() -> Actor {
    Actor::account(HOST)
}

/// Five players: a cop, a vanilla with an alias, a doctor and two mafia goons.
fn five() -> Value {
    json!({
        "game": {"day_hours": 48, "night_hours": 24},
        "roles": [
            {"faction": "town", "role": "cop"},
            {"faction": "town"},
            {"faction": "town", "role": "doctor"},
            {"faction": "mafia", "role": "goon"},
            {"faction": "mafia", "role": "goon"}
        ],
        "aliases": {"Bad Ash": ["BA"]}
    })
}

const FIVE: [&str; 5] = ["Noodle", "Bad Ash", "Dredd", "Pyro", "Tara"];

/// The five and two vanilla town, so that a death or two does not end the game.
fn big() -> Value {
    let mut setup = five();
    let roles = setup["roles"].as_array_mut().expect("roles");
    roles.push(json!({"faction": "town"}));
    roles.push(json!({"faction": "town"}));
    setup
}

const BIG: [&str; 7] = [
    "Noodle", "Bad Ash", "Dredd", "Pyro", "Tara", "Zarn", "Gorny",
];

impl Table {
    fn new(names: &[&str], setup: Value) -> Table {
        Table::try_new(names, setup).expect("the game starts")
    }

    fn try_new(names: &[&str], setup: Value) -> Result<Table, Refusal> {
        let created = Hosted::<ForumGame>::create("Test game", HOST, 0).expect("a title");
        let state = Hosted::replay([&created.event]).expect("a created game");
        let mut role_names: Vec<String> = setup["roles"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|r| r["role"].as_str().map(str::to_string))
            .collect();
        role_names.sort();
        role_names.dedup();
        let mut table = Table {
            state,
            events: vec![created],
            now: 1_000,
            replacements: 0,
            reveal: Reveal::Role,
            role_list: RoleList::Closed,
            role_names,
        };
        for (i, name) in names.iter().enumerate() {
            table
                .send(
                    host(),
                    Command::Lobby(LobbyCommand::Seat {
                        name: name.to_string(),
                        account: Some(100 + i as i64),
                        at: None,
                    }),
                )
                .expect("seated");
        }
        let setup: Setup = serde_json::from_value(setup).expect("a setup");
        table.reveal = setup.reveal;
        table.role_list = setup.role_list;
        table.send(host(), Command::Lobby(LobbyCommand::Start { setup }))?;
        Ok(table)
    }

    fn send(
        &mut self,
        actor: Actor,
        command: Command<Setup, ForumCommand>,
    ) -> Result<Vec<ForumEvent>, Refusal> {
        self.now += 1_000;
        let emitted = self.state.handle(actor, command, SEED, self.now)?;
        for e in &emitted {
            self.state.apply(&e.event);
        }
        let events = emitted
            .iter()
            .filter_map(|e| match &e.event {
                Event::Game(g) => Some(g.clone()),
                Event::Lobby(_) => None,
            })
            .collect();
        self.events.extend(emitted);
        Ok(events)
    }

    fn account(&self, slot: Slot) -> Actor {
        Actor::account(
            self.state.entrants[slot as usize]
                .account
                .expect("seated with an account"),
        )
    }

    fn host(&mut self, command: ForumCommand) -> Result<Vec<ForumEvent>, Refusal> {
        self.send(host(), Command::Game(command))
    }

    fn player(&mut self, slot: Slot, command: ForumCommand) -> Result<Vec<ForumEvent>, Refusal> {
        let actor = self.account(slot);
        self.send(actor, Command::Game(command))
    }

    fn post(&mut self, slot: Slot, body: &str) -> Result<Vec<ForumEvent>, Refusal> {
        self.player(
            slot,
            ForumCommand::Post {
                body: body.to_string(),
            },
        )
    }

    /// A message in a channel, by a player (`Some(slot)`) or the host (`None`).
    fn say(
        &mut self,
        by: Option<Slot>,
        channel: &str,
        body: &str,
    ) -> Result<Vec<ForumEvent>, Refusal> {
        let command = ForumCommand::Say {
            channel: channel.to_string(),
            body: body.to_string(),
        };
        match by {
            Some(slot) => self.player(slot, command),
            None => self.host(command),
        }
    }

    fn act(
        &mut self,
        slot: Slot,
        ability: &str,
        targets: &[&str],
    ) -> Result<Vec<ForumEvent>, Refusal> {
        self.player(
            slot,
            ForumCommand::NightAction {
                ability: ability.to_string(),
                targets: targets.iter().map(|t| t.to_string()).collect(),
            },
        )
    }

    fn advance(&mut self) -> Vec<ForumEvent> {
        self.host(ForumCommand::Advance {})
            .expect("the host ends the phase")
    }

    fn replace(&mut self, slot: Slot, name: &str) -> Result<Vec<ForumEvent>, Refusal> {
        self.replacements += 1;
        let account = Some(500 + self.replacements);
        self.send(
            host(),
            Command::Lobby(LobbyCommand::Replace {
                slot,
                name: name.to_string(),
                account,
            }),
        )
    }

    fn view(&self, viewer: Viewer) -> Value {
        self.state.view(viewer)
    }

    fn game(&self) -> &ForumGame {
        self.state.game.as_ref().expect("started")
    }

    fn viewers(&self) -> Vec<Viewer> {
        let mut viewers = vec![Viewer::Host, Viewer::Spectator];
        viewers.extend((0..self.state.entrants.len() as Slot).map(Viewer::Player));
        viewers
    }

    /// Redaction holds and replaying the events gives the same view for every viewer.
    fn verify(&self) {
        check_redaction(&self.events, &self.state).expect("redaction holds");
        let replayed =
            Hosted::<ForumGame>::replay(self.events.iter().map(|e| &e.event)).expect("replays");
        for viewer in self.viewers() {
            assert_eq!(replayed.view(viewer), self.view(viewer), "{viewer:?}");
        }
        for e in &self.events {
            if Hosted::<ForumGame>::announcement(&e.event).is_some() {
                assert_eq!(e.audience, Audience::Public, "{:?}", e.event);
            }
        }
        self.verify_reveal();
        self.verify_channels();
    }

    /// Who reads each channel's messages (D15 to D19), by content: every `said` is sent
    /// to exactly the channel's readers at that moment, as the host's view of the game
    /// then tells them (the dead for the dead thread; the living members of a team, or
    /// of a named channel, by the deal and the recruitments); before the end, no view
    /// carries a channel or a message its reader was not sent, a spectator's none; after
    /// the end every reader reads every message.
    fn verify_channels(&self) {
        let mut folded =
            Hosted::<ForumGame>::replay(std::iter::once(&self.events[0].event)).expect("created");
        let mut sent: Vec<Audience> = Vec::new();
        for (index, e) in self.events.iter().enumerate() {
            if let Event::Game(ForumEvent::Said { channel, .. }) = &e.event {
                let expected = channel_readers(&folded.view(Viewer::Host)["game"], channel);
                assert_eq!(
                    e.audience,
                    Audience::slots(expected),
                    "event {index}: the readers of {channel:?}"
                );
                sent.push(e.audience.clone());
            }
            if index > 0 {
                folded.apply(&e.event);
            }
        }
        let over = self.game().finished();
        for viewer in self.viewers() {
            let view = self.view(viewer);
            let channels = view["game"]["channels"]
                .as_array()
                .cloned()
                .unwrap_or_default();
            let read: usize = channels
                .iter()
                .map(|c| c["messages"].as_array().map_or(0, Vec::len))
                .sum();
            let admitted = sent.iter().filter(|a| a.admits(viewer)).count();
            if over {
                assert_eq!(
                    read,
                    sent.len(),
                    "{viewer:?} reads every message at the end"
                );
                continue;
            }
            assert_eq!(read, admitted, "{viewer:?} reads the messages sent to them");
            match viewer {
                Viewer::Spectator => assert!(channels.is_empty(), "a spectator's channels"),
                Viewer::Player(slot) => {
                    for c in &channels {
                        let member = c["members"]
                            .as_array()
                            .into_iter()
                            .flatten()
                            .any(|m| m["slot"] == json!(slot));
                        let messages = c["messages"].as_array().map_or(0, Vec::len);
                        assert!(
                            member || messages > 0,
                            "{viewer:?} sees the channel {} they never read",
                            c["name"]
                        );
                        assert_eq!(c["can_write"], json!(member), "{viewer:?} in {}", c["name"]);
                    }
                }
                Viewer::Host => {
                    let names: Vec<&str> =
                        channels.iter().filter_map(|c| c["name"].as_str()).collect();
                    assert!(
                        names.contains(&"dead"),
                        "the host reads the dead thread: {names:?}"
                    );
                }
            }
        }
    }

    /// What the setup's `reveal` and `role_list` let readers read, by content (the
    /// disclosures `check_redaction` holds are the game's word on its events; this reads
    /// the words themselves): before the end, a dead player's flip is the whole role, the
    /// faction alone or nothing; no role's name reaches a reader who may not know it, in a
    /// view or in any event they read, sentences included; a closed setup's list reaches
    /// nobody but the host. At the end every flip is whole.
    fn verify_reveal(&self) {
        let game = self.game();
        let over = game.finished();
        let host = self.view(Viewer::Host);
        let dealt = host["game"]["roles"]
            .as_array()
            .cloned()
            .unwrap_or_default();
        let spectator = self.view(Viewer::Spectator);
        for (slot, player) in spectator["game"]["players"]
            .as_array()
            .into_iter()
            .flatten()
            .enumerate()
        {
            let flip = &player["flip"];
            let role = &dealt[slot];
            if over {
                assert_eq!(flip["faction"], role["faction"], "{slot} at the end");
                assert_eq!(flip["role"], role["role"], "{slot} at the end");
                assert!(flip.get("reveal").is_none(), "{slot} at the end: {flip}");
                continue;
            }
            if player["alive"] == json!(true) {
                assert!(flip.is_null(), "a living player's flip: {flip}");
                continue;
            }
            match self.reveal {
                Reveal::Role => {
                    assert_eq!(flip["faction"], role["faction"]);
                    assert_eq!(flip["role"], role["role"]);
                }
                Reveal::Alignment => {
                    assert_eq!(flip["faction"], role["faction"], "{slot}'s alignment");
                    assert!(flip["role"].is_null(), "{slot}'s role shown: {flip}");
                    assert_eq!(flip["reveal"], "alignment");
                }
                Reveal::None => assert!(flip.is_null(), "{slot}'s flip shown: {flip}"),
            }
        }
        for viewer in self.viewers() {
            if viewer == Viewer::Host {
                continue;
            }
            let view = self.view(viewer);
            let listed = view["game"].get("role_list");
            match self.role_list {
                RoleList::Closed => assert!(listed.is_none(), "{viewer:?} reads {listed:?}"),
                RoleList::Open => {
                    let counted: u64 = listed
                        .and_then(Value::as_array)
                        .expect("an open setup's list")
                        .iter()
                        .map(|r| r["count"].as_u64().unwrap_or(0))
                        .sum();
                    assert_eq!(counted as usize, dealt.len(), "{viewer:?}'s list");
                }
            }
            // Role names are searched for only where nothing but a flip could tell one:
            // before the end, with a partial reveal, in a closed setup (an open one lists
            // them to everybody).
            if over || self.reveal == Reveal::Role || self.role_list == RoleList::Open {
                continue;
            }
            let mut public = view["game"].clone();
            if let Some(map) = public.as_object_mut() {
                map.remove("you");
            }
            self.no_role_named(&public.to_string(), &format!("{viewer:?}'s view"));
            // A game over told every role to everybody (D10); a reopening of the finished
            // game cannot unsend it (D13), so only what came after the last end is read.
            let after_the_end = self
                .events
                .iter()
                .rposition(|e| matches!(e.event, Event::Game(ForumEvent::GameOver { .. })))
                .map_or(0, |end| end + 1);
            for (index, e) in self.events.iter().enumerate().skip(after_the_end) {
                if e.audience != Audience::Public {
                    continue;
                }
                let read = Hosted::<ForumGame>::present(&e.event, viewer).to_string();
                self.no_role_named(&read, &format!("{viewer:?}'s event {index}"));
                if let Some(sentence) = Hosted::<ForumGame>::announcement(&e.event) {
                    self.no_role_named(&sentence, &format!("event {index}'s sentence"));
                }
            }
        }
    }

    /// Fails when `text` names a role of the setup, as a whole word.
    fn no_role_named(&self, text: &str, place: &str) {
        let lower = text.to_lowercase();
        for role in &self.role_names {
            let role = role.to_lowercase();
            for (at, _) in lower.match_indices(&role) {
                let before = lower[..at].chars().next_back();
                let after = lower[at + role.len()..].chars().next();
                let letter = |c: Option<char>| c.is_some_and(char::is_alphanumeric);
                assert!(
                    letter(before) || letter(after),
                    "{place} names the role {role:?} ({:?}, {:?}): …{}…",
                    self.reveal,
                    self.role_list,
                    &text[at.saturating_sub(80)..(at + role.len() + 40).min(text.len())]
                );
            }
        }
    }

    fn kinds(&self) -> BTreeSet<&'static str> {
        self.events
            .iter()
            .filter_map(|e| match &e.event {
                Event::Game(g) => Some(ForumGame::kind(g)),
                // The host's moderation, every rule set's.
                Event::Lobby(LobbyEvent::Extended { .. }) => Some("lobby.extended"),
                Event::Lobby(LobbyEvent::Prodded { .. }) => Some("lobby.prodded"),
                Event::Lobby(LobbyEvent::Reopened { .. }) => Some("lobby.reopened"),
                Event::Lobby(_) => None,
            })
            .collect()
    }

    /// The emitted game events of a kind, with their audience.
    fn emitted(&self, kind: &str) -> Vec<(ForumEvent, Audience)> {
        self.events
            .iter()
            .filter_map(|e| match &e.event {
                Event::Game(g) if ForumGame::kind(g) == kind => {
                    Some((g.clone(), e.audience.clone()))
                }
                _ => None,
            })
            .collect()
    }
}

/// The readers of a channel by the host's view of the game: the dead for the dead
/// thread; else the living players of the faction of that name, or whose role names it.
fn channel_readers(game: &Value, channel: &str) -> Vec<Slot> {
    let players = game["players"].as_array().cloned().unwrap_or_default();
    let roles = game["roles"].as_array().cloned().unwrap_or_default();
    (0..players.len())
        .filter(|s| {
            let alive = players[*s]["alive"] == json!(true);
            if channel == "dead" {
                return !alive;
            }
            let role = &roles[*s];
            let faction = role["faction"].as_str().unwrap_or("").trim().to_lowercase();
            let named = role["channels"]
                .as_array()
                .into_iter()
                .flatten()
                .any(|c| c == channel);
            alive && (faction == channel || named)
        })
        .map(|s| s as Slot)
        .collect()
}

fn wagons(view: &Value) -> Vec<(String, Vec<String>, bool)> {
    view["game"]["tally"]["wagons"]
        .as_array()
        .expect("wagons")
        .iter()
        .map(|w| {
            (
                w["target"].as_str().unwrap().to_string(),
                w["voters"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|v| v.as_str().unwrap().to_string())
                    .collect(),
                w["locked"].as_bool().unwrap(),
            )
        })
        .collect()
}

fn alive(table: &Table, slot: Slot) -> bool {
    table.game().is_alive(slot)
}

// ---------------------------------------------------------------------------------------
// Scenarios

#[test]
fn rule_6_votes_are_counted_as_the_forum_crate_counts_them() {
    let mut table = Table::new(&FIVE, five());
    let posts: [(Slot, &str); 8] = [
        (NOODLE, "Pyro has been awfully quiet.\n[b]Vote: Pyro[/b]"),
        (
            PYRO,
            "[quote=Noodle][b]Vote: Pyro[/b][/quote]\nQuiet is not scummy. [b]Vote: Noods[/b]",
        ),
        (PYRO, "Fine. [b]Vote: BA[/b]"),
        (DREDD, "Vote: Pyro"),
        (DREDD, "[b]V: Pyro[/b] [b]vote:   tara[/b]"),
        (TARA, "[b]Unvote: Dredd[/b] [b]Vote: Dredd[/b]"),
        (BAD_ASH, "[b]Vote: Pyro.[/b]"),
        (DREDD, "[b]Unvote: Tara[/b][b]Vote: Pyro[/b]"),
    ];
    for (slot, body) in posts {
        table.post(slot, body).expect("a living player posts");
    }
    // The same posts as an omerta-forum/1 document, counted by the forum crate.
    let document = json!({
        "format": "omerta-forum/1",
        "host": "Gorny",
        "players": [
            {"name": "Noodle", "faction": "town"},
            {"name": "Bad Ash", "faction": "town", "aliases": ["BA"]},
            {"name": "Dredd", "faction": "town"},
            {"name": "Pyro", "faction": "mafia"},
            {"name": "Tara", "faction": "mafia"}
        ],
        "start": "2026-03-16T20:00:00Z",
        "posts": posts.iter().enumerate().map(|(i, (slot, body))| json!({
            "id": i + 1,
            "author": FIVE[*slot as usize],
            "time": format!("2026-03-16T20:00:{:02}Z", i + 1),
            "body": body,
        })).collect::<Vec<_>>(),
    });
    let thread = Thread::from_json(&document.to_string()).expect("a valid document");
    let counted = omerta_forum::tally(&thread, None);
    let expected: Vec<(String, Vec<String>, bool)> = counted
        .wagons
        .iter()
        .map(|w| {
            (
                FIVE[w.target].to_string(),
                w.voters.iter().map(|v| FIVE[*v].to_string()).collect(),
                w.locked,
            )
        })
        .collect();
    let view = table.view(Viewer::Spectator);
    assert_eq!(wagons(&view), expected);
    assert_eq!(
        wagons(&view),
        vec![
            (
                "Pyro".to_string(),
                vec![
                    "Noodle".to_string(),
                    "Bad Ash".to_string(),
                    "Dredd".to_string()
                ],
                false
            ),
            ("Bad Ash".to_string(), vec!["Pyro".to_string()], false),
            ("Dredd".to_string(), vec!["Tara".to_string()], false),
        ]
    );
    assert_eq!(view["game"]["tally"]["majority"], 3);
    assert_eq!(view["game"]["tally"]["lynch"], "Pyro");
    // The quoted vote and the unbolded one are not marked as votes on the post.
    assert_eq!(
        view["game"]["posts"][2]["votes"].as_array().unwrap().len(),
        1
    );
    assert_eq!(
        view["game"]["posts"][4]["votes"].as_array().unwrap().len(),
        0
    );
    // Posts: the host's opening, then the eight above. "Noods" is no declared alias
    // (F6): that vote names nobody; "BA" is Bad Ash's.
    assert_eq!(view["game"]["posts"][2]["votes"][0]["slot"], Value::Null);
    assert_eq!(view["game"]["posts"][3]["votes"][0]["slot"], BAD_ASH);
    // The BBCode tally is the forum crate's template.
    let bbcode = view["game"]["tally"]["bbcode"].as_str().unwrap();
    assert!(
        bbcode.contains("[b]Pyro[/b] (3): Noodle, Bad Ash, Dredd"),
        "{bbcode}"
    );
    table.verify();
}

#[test]
fn rule_7_the_player_at_majority_is_lynched_at_the_end_of_the_day() {
    let mut table = Table::new(&FIVE, five());
    table.post(NOODLE, "[b]Vote: Pyro[/b]").unwrap();
    table.post(DREDD, "[b]Vote: Pyro[/b]").unwrap();
    table.post(BAD_ASH, "[b]Vote: Pyro[/b]").unwrap();
    let events = table.advance();
    assert!(matches!(
        &events[0],
        ForumEvent::Died { slot: PYRO, death: omerta_live::forum::Death::Lynch, faction, .. } if faction.as_deref() == Some("mafia")
    ));
    assert!(matches!(
        events.last(),
        Some(ForumEvent::PhaseStarted {
            number: 1,
            kind: omerta_live::forum::PhaseName::Night,
            ..
        })
    ));
    assert!(!alive(&table, PYRO));
    let (_, audience) = &table.emitted("died")[0];
    assert_eq!(*audience, Audience::Public);
    // The flip is public, and the night's tally shows the ended day with its lynch.
    let view = table.view(Viewer::Spectator);
    assert_eq!(
        view["game"]["players"][PYRO as usize]["flip"]["faction"],
        "mafia"
    );
    assert_eq!(view["game"]["tally"]["lynch"], "Pyro");
    assert_eq!(view["game"]["tally"]["day_over"], true);
    assert_eq!(
        Hosted::<ForumGame>::announcement(&Event::Game(events[0].clone())).unwrap(),
        "Pyro was lynched (day 1): mafia goon."
    );
    table.verify();
}

#[test]
fn rule_7_no_majority_no_lynch() {
    let mut table = Table::new(&FIVE, five());
    table.post(NOODLE, "[b]Vote: Pyro[/b]").unwrap();
    table.post(DREDD, "[b]Vote: Pyro[/b]").unwrap();
    table.post(PYRO, "[b]Vote: Dredd[/b]").unwrap();
    let events = table.advance();
    assert_eq!(events[0], ForumEvent::NoLynch { day: 1 });
    assert!(FIVE
        .iter()
        .enumerate()
        .all(|(s, _)| alive(&table, s as Slot)));
    table.verify();
}

#[test]
fn rule_7_a_lock_holds_its_voters() {
    let mut table = Table::new(&FIVE, five());
    for slot in [NOODLE, DREDD, BAD_ASH, TARA] {
        table.post(slot, "[b]Vote: Pyro[/b]").unwrap();
    }
    // Four votes lock with five alive; the locked voter's unvote does not count.
    table.post(TARA, "[b]Unvote: Pyro[/b]").unwrap();
    let view = table.view(Viewer::Host);
    assert_eq!(wagons(&view)[0].1.len(), 4);
    assert!(wagons(&view)[0].2, "locked");
    let note = &view["game"]["posts"][5]["notes"][0];
    assert_eq!(note["rule"], 7);
    let events = table.advance();
    assert!(matches!(events[0], ForumEvent::Died { slot: PYRO, .. }));
    table.verify();
}

#[test]
fn rar_resolves_the_night_kill_and_sends_results_privately() {
    let mut table = Table::new(&BIG, big());
    table.advance(); // Day 1: no lynch.
    table.act(TARA, "factional_kill", &["Noodle"]).unwrap();
    table.act(NOODLE, "investigate", &["Tara"]).unwrap();
    table.act(DREDD, "protect", &["BA"]).unwrap();
    // The factional kill is seen by the mafia, the cop's check by the cop alone.
    let submitted = table.emitted("action_submitted");
    assert_eq!(submitted[0].1, Audience::slots([PYRO, TARA]));
    assert_eq!(submitted[1].1, Audience::slot(NOODLE));
    let events = table.advance();
    assert!(matches!(
        &events[0],
        ForumEvent::Died {
            slot: NOODLE,
            death: omerta_live::forum::Death::Night,
            ..
        }
    ));
    assert!(!alive(&table, NOODLE));
    // Killing a player does not stop their action that night (RAR default).
    let (result, audience) = &table.emitted("result")[0];
    assert_eq!(*audience, Audience::slot(NOODLE));
    assert!(matches!(result, ForumEvent::Result { result, .. } if result == "guilty"));
    let view = table.view(Viewer::Player(NOODLE));
    assert_eq!(view["game"]["you"]["results"][0]["result"], "guilty");
    assert_eq!(
        table.view(Viewer::Player(TARA))["game"]["you"]["results"],
        json!([])
    );
    assert_eq!(view["game"]["phase"]["kind"], "day");
    assert_eq!(view["game"]["phase"]["number"], 2);
    table.verify();
}

#[test]
fn rar_the_doctor_stops_the_kill() {
    let mut table = Table::new(&FIVE, five());
    table.advance();
    table.act(PYRO, "factional_kill", &["Bad Ash"]).unwrap();
    table.act(DREDD, "protect", &["Bad Ash"]).unwrap();
    let events = table.advance();
    assert!(events.iter().all(|e| !matches!(e, ForumEvent::Died { .. })));
    assert!(alive(&table, BAD_ASH));
    let text = table.view(Viewer::Spectator)["game"]["posts"]
        .as_array()
        .unwrap()
        .last()
        .unwrap()["body"]
        .clone();
    assert!(text.as_str().unwrap().contains("Nobody died"), "{text}");
    table.verify();
}

#[test]
fn factional_kill_is_one_per_faction_the_latest_standing() {
    let mut table = Table::new(&FIVE, five());
    table.advance();
    table.act(PYRO, "factional_kill", &["Bad Ash"]).unwrap();
    table.act(TARA, "factional_kill", &["Dredd"]).unwrap();
    let view = table.view(Viewer::Player(PYRO));
    assert_eq!(view["game"]["you"]["tonight"].as_array().unwrap().len(), 1);
    assert_eq!(view["game"]["you"]["tonight"][0]["targets"][0], "Dredd");
    table.advance();
    assert!(!alive(&table, DREDD));
    assert!(alive(&table, BAD_ASH));
    table.verify();
}

#[test]
fn night_actions_follow_the_role_and_the_phase() {
    let mut table = Table::new(&FIVE, five());
    // By day, nobody acts.
    assert_eq!(
        table
            .act(NOODLE, "investigate", &["Tara"])
            .unwrap_err()
            .code,
        "invalid_command"
    );
    table.advance();
    // A vanilla has no ability; the cop cannot kill; the host does not act.
    assert_eq!(
        table
            .act(BAD_ASH, "investigate", &["Tara"])
            .unwrap_err()
            .code,
        "forbidden"
    );
    assert_eq!(
        table.act(NOODLE, "kill", &["Tara"]).unwrap_err().code,
        "forbidden"
    );
    let refused = table.host(ForumCommand::NightAction {
        ability: "kill".into(),
        targets: vec!["Tara".into()],
    });
    assert_eq!(refused.unwrap_err().code, "forbidden");
    // Self-targeting needs self_target; unknown names are never guessed.
    assert!(table.act(NOODLE, "investigate", &["Noodle"]).is_err());
    assert!(table.act(NOODLE, "investigate", &["Tar"]).is_err());
    assert!(table.act(NOODLE, "investigate", &["tara"]).is_ok());
    table.verify();
}

#[test]
fn rule_3_edits_keep_every_revision_and_votes_count_as_first_posted() {
    let mut table = Table::new(&FIVE, five());
    table.post(NOODLE, "[b]Vote: Pyro[/b]").unwrap();
    let post = table.view(Viewer::Host)["game"]["posts"]
        .as_array()
        .unwrap()
        .len() as u64;
    table
        .player(
            NOODLE,
            ForumCommand::Edit {
                post,
                body: "[b]Vote: Tara[/b]".into(),
            },
        )
        .unwrap();
    table
        .player(
            NOODLE,
            ForumCommand::Edit {
                post,
                body: "[b]Vote: Dredd[/b]".into(),
            },
        )
        .unwrap();
    // Only the author edits.
    let refused = table.player(
        DREDD,
        ForumCommand::Edit {
            post,
            body: "x".into(),
        },
    );
    assert_eq!(refused.unwrap_err().code, "forbidden");
    let view = table.view(Viewer::Spectator);
    let shown = &view["game"]["posts"][post as usize - 1];
    let revisions: Vec<&str> = shown["revisions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["body"].as_str().unwrap())
        .collect();
    assert_eq!(
        revisions,
        [
            "[b]Vote: Pyro[/b]",
            "[b]Vote: Tara[/b]",
            "[b]Vote: Dredd[/b]"
        ]
    );
    assert_eq!(shown["body"], "[b]Vote: Dredd[/b]");
    assert_eq!(wagons(&view)[0].0, "Pyro");
    // The host is told of each edit under rule 3; the spectator is not given the flags.
    let flags = table.view(Viewer::Host)["game"]["flags"].clone();
    let rule_3 = flags
        .as_array()
        .unwrap()
        .iter()
        .filter(|f| f["rule"] == 3)
        .count();
    assert_eq!(rule_3, 2);
    assert!(view["game"].get("flags").is_none());
    table.verify();
}

#[test]
fn rule_5_a_dead_player_cannot_post_or_vote() {
    let mut table = Table::new(&BIG, big());
    table
        .host(ForumCommand::Modkill {
            slot: DREDD,
            reason: Some("inactive (rule 13)".into()),
        })
        .unwrap();
    let refused = table.post(DREDD, "[b]Vote: Pyro[/b]").unwrap_err();
    assert_eq!(refused.code, "dead");
    let view = table.view(Viewer::Spectator);
    assert_eq!(view["game"]["tally"]["alive"], 6);
    assert_eq!(view["game"]["tally"]["majority"], 4);
    assert_eq!(
        view["game"]["players"][DREDD as usize]["flip"]["role"],
        "doctor"
    );
    // Modkilling the dead is refused too.
    assert!(table
        .host(ForumCommand::Modkill {
            slot: DREDD,
            reason: None
        })
        .is_err());
    table.verify();
}

#[test]
fn a_modkill_during_the_day_frees_a_locked_wagon() {
    let mut table = Table::new(&FIVE, five());
    for slot in [NOODLE, DREDD, BAD_ASH, TARA] {
        table.post(slot, "[b]Vote: Pyro[/b]").unwrap();
    }
    table
        .host(ForumCommand::Modkill {
            slot: PYRO,
            reason: None,
        })
        .unwrap();
    let view = table.view(Viewer::Spectator);
    assert_eq!(view["game"]["tally"]["wagons"], json!([]));
    let events = table.advance();
    assert_eq!(events[0], ForumEvent::NoLynch { day: 1 });
    table.verify();
}

#[test]
fn players_cannot_act_for_the_host() {
    let mut table = Table::new(&FIVE, five());
    assert_eq!(
        table
            .player(NOODLE, ForumCommand::Advance {})
            .unwrap_err()
            .code,
        "forbidden"
    );
    let modkill = ForumCommand::Modkill {
        slot: PYRO,
        reason: None,
    };
    assert_eq!(table.player(NOODLE, modkill).unwrap_err().code, "forbidden");
    // The host's post is not a player's to edit.
    let first = ForumCommand::Edit {
        post: 1,
        body: "mine now".into(),
    };
    assert_eq!(table.player(NOODLE, first).unwrap_err().code, "forbidden");
    // An outsider does nothing in the game.
    let outsider = table.send(
        Actor::account(OUTSIDER),
        Command::Game(ForumCommand::Post { body: "hi".into() }),
    );
    assert_eq!(outsider.unwrap_err().code, "forbidden");
    // The timer only at the deadline.
    let early = table.send(Actor::system(), Command::Game(ForumCommand::Advance {}));
    assert_eq!(early.unwrap_err().code, "too_early");
    let deadline = table.game().deadline().expect("a deadline");
    // Seated at 2 to 6 s, started at 7 s.
    assert_eq!(deadline, 7_000 + 48 * HOUR);
    table.now = deadline;
    let events = table
        .send(Actor::system(), Command::Game(ForumCommand::Advance {}))
        .expect("the timer ends the day");
    assert!(matches!(
        events.last(),
        Some(ForumEvent::PhaseStarted { .. })
    ));
    assert_eq!(table.game().timeout(), Some(ForumCommand::Advance {}));
    table.verify();
}

#[test]
fn a_spectator_sees_no_role_a_player_their_own_and_their_partners() {
    let mut table = Table::new(&FIVE, five());
    table.post(NOODLE, "hello").unwrap();
    let spectator = table.view(Viewer::Spectator);
    let text = spectator.to_string();
    for secret in ["faction", "goon", "doctor", "cop\""] {
        assert!(!text.contains(secret), "{secret} in {text}");
    }
    assert!(spectator["game"].get("roles").is_none());
    assert!(spectator["game"].get("you").is_none());
    let cop = table.view(Viewer::Player(NOODLE));
    assert_eq!(cop["game"]["you"]["role"], "cop");
    assert_eq!(cop["game"]["you"]["partners"], json!([]));
    assert!(!cop.to_string().contains("goon"));
    let goon = table.view(Viewer::Player(PYRO));
    assert_eq!(goon["game"]["you"]["partners"][0]["name"], "Tara");
    assert_eq!(table.game().partners(PYRO), vec![TARA]);
    assert_eq!(table.game().partners(NOODLE), Vec::<Slot>::new());
    let hosted = table.view(Viewer::Host);
    assert_eq!(hosted["game"]["roles"][PYRO as usize]["faction"], "mafia");
    // The role PMs go to their slots, the team to the mafia.
    for (event, audience) in table.emitted("role") {
        let ForumEvent::Role { slot, .. } = event else {
            unreachable!()
        };
        assert_eq!(audience, Audience::slot(slot));
    }
    assert_eq!(table.emitted("team")[0].1, Audience::slots([PYRO, TARA]));
    assert_eq!(table.emitted("dealt")[0].1, Audience::Host);
    table.verify();
}

#[test]
fn replaying_the_events_gives_the_same_game() {
    let mut table = Table::new(&BIG, big());
    table.post(NOODLE, "[b]Vote: Pyro[/b]").unwrap();
    table.post(PYRO, "[b]Vote: Noodle[/b]").unwrap();
    table
        .player(
            PYRO,
            ForumCommand::Edit {
                post: 3,
                body: "no vote".into(),
            },
        )
        .unwrap();
    table.advance();
    table.act(TARA, "factional_kill", &["Dredd"]).unwrap();
    table.advance();
    table.replace(BAD_ASH, "Hollis").unwrap();
    table.post(BAD_ASH, "[b]Vote: Tara[/b]").unwrap();
    let replayed = Hosted::<ForumGame>::replay(table.events.iter().map(|e| &e.event)).unwrap();
    for viewer in table.viewers() {
        assert_eq!(replayed.view(viewer), table.view(viewer));
    }
    // Events survive JSON as the server stores them.
    let stored: Vec<Event<ForumEvent>> = table
        .events
        .iter()
        .map(|e| serde_json::from_str(&serde_json::to_string(&e.event).unwrap()).unwrap())
        .collect();
    let reread = Hosted::<ForumGame>::replay(stored.iter()).unwrap();
    assert_eq!(reread.view(Viewer::Host), table.view(Viewer::Host));
    table.verify();
}

#[test]
fn a_replacement_keeps_the_slot_its_role_and_its_vote() {
    let mut table = Table::new(&FIVE, five());
    table.post(TARA, "[b]Vote: Noodle[/b]").unwrap();
    let events = table.replace(TARA, "Hollis").unwrap();
    assert!(matches!(&events[0], ForumEvent::Replaced { slot: TARA, name } if name == "Hollis"));
    assert!(
        matches!(&events[1], ForumEvent::Role { slot: TARA, faction, name, .. } if faction == "mafia" && name == "Hollis")
    );
    assert!(matches!(&events[2], ForumEvent::Team { .. }));
    // The slot's vote stands under the new name; votes may use either name.
    let view = table.view(Viewer::Spectator);
    assert_eq!(wagons(&view)[0].1, vec!["Hollis".to_string()]);
    table.post(NOODLE, "[b]Vote: Tara[/b]").unwrap();
    table.post(TARA, "[b]Vote: Dredd[/b]").unwrap();
    let view = table.view(Viewer::Player(TARA));
    assert_eq!(view["game"]["you"]["name"], "Hollis");
    assert_eq!(view["game"]["you"]["faction"], "mafia");
    let names: Vec<String> = wagons(&view).into_iter().map(|w| w.0).collect();
    assert_eq!(names, ["Hollis", "Dredd"]);
    table.verify();
}

#[test]
fn town_wins_when_no_mafia_is_left() {
    let mut table = Table::new(&FIVE, five());
    for slot in [NOODLE, DREDD, BAD_ASH] {
        table.post(slot, "[b]Vote: Pyro[/b]").unwrap();
    }
    table.advance();
    table
        .host(ForumCommand::Modkill {
            slot: TARA,
            reason: Some("rule 3".into()),
        })
        .unwrap();
    assert!(table.game().finished());
    assert_eq!(table.state.status.name(), "finished");
    let (over, audience) = &table.emitted("game_over")[0];
    assert_eq!(*audience, Audience::Public);
    assert!(
        matches!(over, ForumEvent::GameOver { winner, roles, .. } if winner == "town" && roles.len() == 5)
    );
    assert_eq!(
        table.view(Viewer::Spectator)["game"]["finished"]["winner"],
        "town"
    );
    assert_eq!(table.game().deadline(), None);
    assert_eq!(table.post(NOODLE, "gg").unwrap_err().code, "game_over");
    table.verify();
}

#[test]
fn rule_8_the_game_is_called_when_the_town_cannot_make_a_majority() {
    let mut table = Table::new(&FIVE, five());
    for slot in [PYRO, TARA, DREDD] {
        table.post(slot, "[b]Vote: Noodle[/b]").unwrap();
    }
    // Two town and two mafia: the town cannot reach three votes alone.
    let events = table.advance();
    assert!(matches!(
        events.last(),
        Some(ForumEvent::GameOver { winner, reason, .. }) if winner == "mafia" && reason.starts_with("rule 8")
    ));
    assert!(table.game().finished());
    // The lynch that ended the game is told in the game-over post, since no phase opens.
    let view = table.view(Viewer::Spectator);
    let last = view["game"]["posts"]
        .as_array()
        .unwrap()
        .last()
        .unwrap()
        .clone();
    let body = last["body"]
        .as_str()
        .or(last["text"].as_str())
        .unwrap_or_default();
    assert!(body.contains("was lynched"), "{last}");
    assert!(body.contains("The game is over: mafia wins."), "{last}");
    table.verify();
}

#[test]
fn without_rule_8_the_game_goes_on_until_the_town_is_gone() {
    let mut setup = five();
    setup["game"]["fifty_percent_rule"] = json!(false);
    let mut table = Table::new(&FIVE, setup);
    for slot in [PYRO, TARA, DREDD] {
        table.post(slot, "[b]Vote: Noodle[/b]").unwrap();
    }
    table.advance();
    assert!(!table.game().finished());
    table.verify();
}

#[test]
fn the_game_may_start_with_a_night() {
    let mut setup = big();
    setup["game"]["starts_with"] = json!("night");
    let mut table = Table::new(&BIG, setup);
    let view = table.view(Viewer::Spectator);
    assert_eq!(view["game"]["phase"]["kind"], "night");
    assert_eq!(view["game"]["phase"]["number"], 1);
    assert_eq!(view["game"]["phase"]["deadline"], 9_000 + 24 * HOUR);
    table.act(PYRO, "factional_kill", &["Noodle"]).unwrap();
    table.advance();
    let view = table.view(Viewer::Spectator);
    assert_eq!(view["game"]["phase"]["kind"], "day");
    assert_eq!(view["game"]["phase"]["number"], 1);
    table.advance();
    assert_eq!(table.view(Viewer::Spectator)["game"]["phase"]["number"], 2);
    table.verify();
}

#[test]
fn a_random_deal_depends_on_the_seed_only() {
    let setup = json!({
        "deal": "random",
        "roles": [
            {"faction": "town", "role": "cop"}, {"faction": "town"}, {"faction": "town"},
            {"faction": "town", "role": "doctor"}, {"faction": "mafia", "role": "goon"},
            {"faction": "mafia", "role": "goon"}, {"faction": "town"}
        ]
    });
    let names = ["A", "B", "C", "D", "E", "F"];
    let roles = |table: &Table| table.view(Viewer::Host)["game"]["roles"].clone();
    let one = Table::new(&names, setup.clone());
    let two = Table::new(&names, setup.clone());
    assert_eq!(roles(&one), roles(&two));
    let dealt: Vec<Value> = roles(&one).as_array().unwrap().clone();
    assert_eq!(dealt.len(), 6);
    // Another seed deals another way (for these seeds).
    let created = Hosted::<ForumGame>::create("x", HOST, 0).unwrap();
    let mut other = Hosted::<ForumGame>::replay([&created.event]).unwrap();
    for (i, name) in names.iter().enumerate() {
        for e in other
            .handle(
                host(),
                Command::Lobby(LobbyCommand::Seat {
                    name: name.to_string(),
                    account: Some(100 + i as i64),
                    at: None,
                }),
                1,
                0,
            )
            .unwrap()
        {
            other.apply(&e.event);
        }
    }
    let mut differs = false;
    for seed in 100..110 {
        let setup: Setup = serde_json::from_value(setup.clone()).unwrap();
        let events = other
            .handle(
                host(),
                Command::Lobby(LobbyCommand::Start { setup }),
                seed,
                0,
            )
            .unwrap();
        let mut game = other.clone();
        for e in &events {
            game.apply(&e.event);
        }
        differs |= game.view(Viewer::Host)["game"]["roles"] != roles(&one);
    }
    assert!(differs);
    one.verify();
}

#[test]
fn the_setup_is_checked() {
    let bad = |setup: Value| Table::try_new(&FIVE, setup).err().map(|r| r.message);
    let mut wrong = five();
    wrong["roles"].as_array_mut().unwrap().pop();
    assert!(bad(wrong)
        .unwrap()
        .contains("4 roles are given for 5 players"));
    let mut town_only = five();
    town_only["roles"][3]["faction"] = json!("town");
    town_only["roles"][4]["faction"] = json!("town");
    assert!(bad(town_only).unwrap().contains("over before it starts"));
    let mut ability = five();
    ability["roles"][0]["abilities"] = json!(["telepathy"]);
    assert!(bad(ability).unwrap().contains("not an ability"));
    let mut sanity = five();
    sanity["roles"][0]["night"] = json!({"sanity": "confused"});
    assert!(bad(sanity).is_some());
    let mut alias = five();
    alias["aliases"] = json!({"Bad Ash": ["pyro"]});
    assert!(bad(alias).unwrap().contains("already a name or alias"));
    // Unknown fields are refused, in the setup and in commands.
    assert!(serde_json::from_value::<Setup>(json!({"roles": [], "colour": 1})).is_err());
    assert!(serde_json::from_value::<ForumCommand>(
        json!({"type": "post", "body": "x", "as": "host"})
    )
    .is_err());
    let command: ForumCommand = serde_json::from_value(
        json!({"type": "night_action", "ability": "investigate", "targets": ["Pyro"]}),
    )
    .unwrap();
    assert_eq!(
        command,
        ForumCommand::NightAction {
            ability: "investigate".into(),
            targets: vec!["Pyro".into()]
        }
    );
}

#[test]
fn an_insane_cop_is_told_the_opposite_and_never_learns_their_sanity() {
    let mut setup = five();
    setup["roles"][0]["night"] = json!({"sanity": "insane"});
    let mut table = Table::new(&FIVE, setup);
    let cop = table.view(Viewer::Player(NOODLE)).to_string();
    assert!(!cop.contains("insane"));
    table.advance();
    table.act(NOODLE, "investigate", &["Pyro"]).unwrap();
    table.advance();
    let view = table.view(Viewer::Player(NOODLE));
    assert_eq!(view["game"]["you"]["results"][0]["result"], "innocent");
    assert!(table.view(Viewer::Host).to_string().contains("insane"));
    table.verify();
}

/// Nine players with a cult that recruits: every event kind comes up.
fn nine() -> Value {
    json!({
        "game": {"day_hours": 24, "night_hours": 12, "min_posts_per_day": 1},
        "roles": [
            {"faction": "town", "role": "cop"},
            {"faction": "town"},
            {"faction": "town", "role": "doctor"},
            {"faction": "town", "role": "tracker"},
            {"faction": "town"},
            {"faction": "town"},
            {"faction": "mafia", "role": "goon"},
            {"faction": "mafia", "role": "goon"},
            {"faction": "cult", "role": "cult leader"}
        ],
        "aliases": {"Bad Ash": ["BA"]}
    })
}

const NINE: [&str; 9] = [
    "Noodle", "Bad Ash", "Dredd", "Zarn", "Gorny", "Orphan", "Pyro", "Tara", "Leo",
];

#[test]
fn every_event_kind_is_produced_and_checked_by_the_redaction_property() {
    let mut table = Table::new(&NINE, nine());
    table.post(0, "[b]Vote: Pyro[/b]").unwrap();
    table
        .player(
            0,
            ForumCommand::Edit {
                post: 2,
                body: "[b]Vote: Tara[/b]".into(),
            },
        )
        .unwrap();
    table.post(1, "[b]Vote: Pyrr[/b]").unwrap();
    let post = table.view(Viewer::Host)["game"]["posts"]
        .as_array()
        .unwrap()
        .len() as u64;
    table
        .host(ForumCommand::Rule {
            post,
            vote: Some("Pyrr".into()),
            count_as: Some(7),
            rule: None,
            dismiss: false,
            reason: "a typo".into(),
        })
        .unwrap();
    table.verify();
    table.advance(); // no lynch
    table.say(Some(6), "mafia", "Gorny tonight?").unwrap();
    table.act(8, "recruit", &["Dredd"]).unwrap();
    table.act(0, "investigate", &["Leo"]).unwrap();
    table.act(3, "track", &["Pyro"]).unwrap();
    table.act(6, "factional_kill", &["Gorny"]).unwrap();
    table.act(2, "protect", &["Gorny"]).unwrap();
    table.verify();
    table.advance();
    assert!((0..9).all(|s| alive(&table, s)), "the doctor saved Gorny");
    // Dredd joined the cult: he and Leo know each other now.
    assert_eq!(table.game().partners(2), vec![8]);
    assert_eq!(table.game().partners(8), vec![2]);
    let tracked = &table.view(Viewer::Player(3))["game"]["you"]["results"][0];
    assert_eq!(tracked["names"], json!(["Gorny"]));
    table.replace(1, "Hollis").unwrap();
    table.verify();
    for slot in [0u16, 1, 3, 4, 5] {
        table.post(slot, "[b]Vote: Leo[/b]").unwrap();
    }
    table.advance(); // Leo lynched
    assert!(!alive(&table, 8));
    table.advance(); // a quiet night
    table.verify();
    for slot in [6u16, 7, 2] {
        assert!(!table.game().finished());
        table
            .host(ForumCommand::Modkill { slot, reason: None })
            .unwrap();
    }
    assert!(table.game().finished());
    table.verify();
    let kinds = table.kinds();
    for kind in ForumGame::KINDS {
        assert!(kinds.contains(kind), "no {kind} event in {kinds:?}");
    }
}

// ---------------------------------------------------------------------------------------
// Reveal on death and closed setups (D13, D14)

fn five_with(reveal: &str, role_list: &str) -> Value {
    let mut setup = five();
    setup["reveal"] = json!(reveal);
    setup["role_list"] = json!(role_list);
    setup
}

/// Day 1: Noodle, Bad Ash and Dredd vote Pyro (3 of 5, a majority); the day ends.
fn lynch_pyro(table: &mut Table) -> Vec<ForumEvent> {
    for slot in [NOODLE, BAD_ASH, DREDD] {
        table.post(slot, "[b]Vote: Pyro[/b]").unwrap();
    }
    table.advance()
}

fn died(events: &[ForumEvent]) -> ForumEvent {
    events
        .iter()
        .find(|e| matches!(e, ForumEvent::Died { .. }))
        .cloned()
        .expect("a death")
}

#[test]
fn d13_a_death_under_alignment_shows_the_faction_and_never_the_role() {
    let mut table = Table::new(&FIVE, five_with("alignment", "closed"));
    let events = lynch_pyro(&mut table);
    let ForumEvent::Died {
        faction,
        role,
        slot,
        ..
    } = died(&events)
    else {
        unreachable!()
    };
    assert_eq!(
        (slot, faction.as_deref(), role),
        (PYRO, Some("mafia"), None)
    );
    let died_event = died(&events);
    assert_eq!(
        ForumGame::announcement(&died_event).as_deref(),
        Some("Pyro was lynched (day 1): mafia (role not revealed).")
    );
    for viewer in [
        Viewer::Spectator,
        Viewer::Player(NOODLE),
        Viewer::Player(DREDD),
    ] {
        let view = table.view(viewer);
        assert_eq!(
            view["game"]["players"][PYRO as usize]["flip"],
            json!({"faction": "mafia", "role": null, "reveal": "alignment"}),
            "{viewer:?}"
        );
        assert_eq!(view["game"]["reveal"], "alignment");
        let text = view.to_string();
        assert!(text.contains("Their alignment: [b]mafia[/b]"), "{viewer:?}");
        assert!(
            text.contains("Pyro — mafia — lynched"),
            "{viewer:?}: the dead list"
        );
        assert!(
            !text.to_lowercase().contains("goon"),
            "{viewer:?} reads the role"
        );
    }
    // Pyro's partner knew the role by the rules, and still does; the host reads the deal.
    let tara = table.view(Viewer::Player(TARA));
    assert_eq!(tara["game"]["you"]["partners"][0]["role"], "goon");
    let host = table.view(Viewer::Host);
    assert_eq!(host["game"]["roles"][PYRO as usize]["role"], "goon");
    table.verify();
}

#[test]
fn d13_a_death_under_none_shows_nothing_until_the_end_which_shows_everything() {
    let mut table = Table::new(&BIG, {
        let mut setup = big();
        setup["reveal"] = json!("none");
        setup
    });
    // Day 1: four of seven vote Pyro.
    for slot in [NOODLE, BAD_ASH, DREDD, 5] {
        table.post(slot, "[b]Vote: Pyro[/b]").unwrap();
    }
    let events = table.advance();
    let died_event = died(&events);
    assert!(matches!(
        &died_event,
        ForumEvent::Died {
            faction: None,
            role: None,
            reveal: Reveal::None,
            ..
        }
    ));
    assert_eq!(
        ForumGame::announcement(&died_event).as_deref(),
        Some("Pyro was lynched (day 1): role not revealed.")
    );
    let events = table
        .host(ForumCommand::Modkill {
            slot: NOODLE,
            reason: Some("inactive".into()),
        })
        .unwrap();
    assert_eq!(
        ForumGame::announcement(&died(&events)).as_deref(),
        Some("Noodle was modkilled (night 1, inactive): role not revealed.")
    );
    for viewer in [
        Viewer::Spectator,
        Viewer::Player(DREDD),
        Viewer::Player(TARA),
    ] {
        let view = table.view(viewer);
        for slot in [PYRO, NOODLE] {
            assert!(
                view["game"]["players"][slot as usize]["flip"].is_null(),
                "{viewer:?}"
            );
        }
        let text = view["game"]["posts"].to_string();
        assert!(text.contains("[b]Pyro[/b] was lynched. Their role is not revealed."));
        assert!(text.contains("[b]Noodle[/b] has been modkilled. Their role is not revealed."));
        let dead = view["game"]["tally"]["bbcode"]
            .as_str()
            .unwrap_or_default()
            .to_string();
        assert!(dead.contains("Pyro — lynched"), "{viewer:?}: {dead}");
    }
    table.verify();
    // The end: Tara modkilled, no mafia left; every role shown to every reader.
    table
        .host(ForumCommand::Modkill {
            slot: TARA,
            reason: None,
        })
        .unwrap();
    assert!(table.game().finished());
    let spectator = table.view(Viewer::Spectator);
    let flips: Vec<&Value> = spectator["game"]["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| &p["flip"])
        .collect();
    assert_eq!(
        flips[PYRO as usize],
        &json!({"faction": "mafia", "role": "goon"})
    );
    assert_eq!(
        flips[NOODLE as usize],
        &json!({"faction": "town", "role": "cop"})
    );
    assert_eq!(
        flips[DREDD as usize],
        &json!({"faction": "town", "role": "doctor"})
    );
    table.verify();
}

#[test]
fn d13_the_whole_role_is_the_default_flip() {
    let mut table = Table::new(&FIVE, five());
    let events = lynch_pyro(&mut table);
    assert_eq!(
        ForumGame::announcement(&died(&events)).as_deref(),
        Some("Pyro was lynched (day 1): mafia goon.")
    );
    let spectator = table.view(Viewer::Spectator);
    assert_eq!(
        spectator["game"]["players"][PYRO as usize]["flip"],
        json!({"faction": "mafia", "role": "goon"})
    );
    assert!(spectator["game"].get("reveal").is_none());
    assert!(spectator["game"].get("role_list").is_none());
}

#[test]
fn d14_an_open_setup_lists_the_roles_counted_and_a_closed_one_lists_nothing() {
    let open = Table::new(&FIVE, five_with("role", "open"));
    let list = json!([
        {"faction": "mafia", "role": "goon", "count": 2},
        {"faction": "town", "role": null, "count": 1},
        {"faction": "town", "role": "cop", "count": 1},
        {"faction": "town", "role": "doctor", "count": 1}
    ]);
    for viewer in open.viewers() {
        assert_eq!(open.view(viewer)["game"]["role_list"], list, "{viewer:?}");
    }
    let opened = &open.emitted("opened")[0];
    assert_eq!(opened.1, Audience::Public);
    assert!(matches!(&opened.0, ForumEvent::Opened { role_list: Some(l), .. } if l.len() == 4));
    open.verify();
    let closed = Table::new(&FIVE, five_with("none", "closed"));
    for viewer in closed.viewers() {
        let view = closed.view(viewer);
        assert!(view["game"].get("role_list").is_none(), "{viewer:?}");
        assert_eq!(view["game"]["players"].as_array().map(Vec::len), Some(5));
    }
    let spectator = closed.view(Viewer::Spectator).to_string().to_lowercase();
    for role in ["goon", "cop", "doctor"] {
        assert!(!spectator.contains(role), "a closed setup tells {role}");
    }
}

#[test]
fn an_unknown_reveal_or_role_list_is_refused_with_a_sentence_naming_the_allowed() {
    let mut setup = five();
    setup["reveal"] = json!("sometimes");
    let error = serde_json::from_value::<Setup>(setup)
        .unwrap_err()
        .to_string();
    assert!(
        error.starts_with(
            "The reveal on death \"sometimes\" is not one of role, alignment or none."
        ),
        "{error}"
    );
    let mut setup = five();
    setup["role_list"] = json!("semi-open");
    let error = serde_json::from_value::<Setup>(setup)
        .unwrap_err()
        .to_string();
    assert!(
        error.starts_with("The role list \"semi-open\" is not one of closed or open."),
        "{error}"
    );
    assert_eq!(Reveal::parse("alignment"), Ok(Reveal::Alignment));
}

// ---------------------------------------------------------------------------------------
// Property: redaction and replay over random command sequences

#[derive(Clone, Debug)]
enum Who {
    Host,
    Player(Slot),
    Outsider,
    Timer,
}

#[derive(Clone, Debug)]
enum Step {
    Game(Who, ForumCommand, i64),
    /// The slot uses its role's power (in `nine()`) on a target.
    Power(Slot, String),
    Replace(Slot, i64),
    /// The host's moderation: more time, a prod, a reopening (every rule set's, in the
    /// lobby), so that the redaction property covers their events too.
    Moderate(LobbyCommand<Setup>),
}

/// The power of each slot of `nine()`: what a player would send at night.
fn power(slot: Slot) -> &'static str {
    match slot {
        0 => "investigate",
        2 => "protect",
        3 => "track",
        6 | 7 => "factional_kill",
        8 => "recruit",
        _ => "kill",
    }
}

fn name() -> impl Strategy<Value = String> {
    prop::sample::select(vec![
        "Noodle", "Bad Ash", "BA", "dredd", "Zarn", "Gorny", "Orphan", "Pyro", "Tara", "Leo",
        "nobody", "Sub1", "Sub2",
    ])
    .prop_map(String::from)
}

fn body() -> impl Strategy<Value = String> {
    (0..6usize, name()).prop_map(|(k, n)| match k {
        0 | 1 => format!("[b]Vote: {n}[/b]"),
        2 => format!("[b]Unvote: {n}[/b]"),
        3 => format!("[quote][b]Vote: {n}[/b][/quote] no"),
        4 => format!("I think {n} is town."),
        // A name the counter cannot place: a flag for the host to rule on.
        5 if n.len() % 2 == 0 => "[b]Vote: Pyr[/b]".to_string(),
        _ => format!("[b]Unvote: {n}[/b] [b]Vote: Pyro[/b]"),
    })
}

/// A channel a command names: the game's (the mafia's, the cult's once it has a
/// recruit, the masons', the dead thread), one it does not have, and a look-alike.
fn channel_name() -> impl Strategy<Value = String> {
    prop::sample::select(vec![
        "mafia", "mafia", "dead", "dead", "masons", "Masons ", "cult", "town", "nonesuch",
    ])
    .prop_map(String::from)
}

fn command() -> impl Strategy<Value = ForumCommand> {
    let ability = prop::sample::select(vec![
        "factional_kill",
        "investigate",
        "protect",
        "track",
        "recruit",
        "kill",
    ]);
    prop_oneof![
        5 => body().prop_map(|body| ForumCommand::Post { body }),
        2 => (channel_name(), body()).prop_map(|(channel, body)| ForumCommand::Say { channel, body }),
        1 => (1u64..14, body()).prop_map(|(post, body)| ForumCommand::Edit { post, body }),
        2 => Just(ForumCommand::Advance {}),
        4 => (ability, prop::collection::vec(name(), 0..3)).prop_map(|(a, targets)| {
            ForumCommand::NightAction { ability: a.to_string(), targets }
        }),
        1 => (0u16..10, prop::option::of(Just("rule 2".to_string())))
            .prop_map(|(slot, reason)| ForumCommand::Modkill { slot, reason }),
        2 => (1u64..14, prop::option::of(0u16..10)).prop_map(|(post, count_as)| ForumCommand::Rule {
            post,
            vote: Some("Pyr".into()),
            count_as,
            rule: None,
            dismiss: count_as.is_none(),
            reason: "the host's call".into(),
        }),
        1 => (1u64..14, prop::sample::select(vec![0u8, 2, 3, 5])).prop_map(|(post, rule)| ForumCommand::Rule {
            post,
            vote: None,
            count_as: None,
            rule: Some(rule),
            dismiss: true,
            reason: "the host's call".into(),
        }),
    ]
}

fn who() -> impl Strategy<Value = Who> {
    prop_oneof![
        2 => Just(Who::Host),
        6 => (0u16..9).prop_map(Who::Player),
        1 => Just(Who::Outsider),
        1 => Just(Who::Timer),
    ]
}

fn step() -> impl Strategy<Value = Step> {
    let dt = prop_oneof![4 => 0i64..60_000, 1 => Just(30 * HOUR)];
    prop_oneof![
        20 => (who(), command(), dt.clone()).prop_map(|(w, c, dt)| Step::Game(w, c, dt)),
        6 => (0u16..9, name()).prop_map(|(slot, target)| Step::Power(slot, target)),
        1 => (0u16..9, dt).prop_map(|(slot, dt)| Step::Replace(slot, dt)),
        1 => prop_oneof![
            (1u32..600).prop_map(|minutes| LobbyCommand::Extend { minutes, reason: "a holiday".into() }),
            (0u16..9).prop_map(|slot| LobbyCommand::Prod { slot, reason: "post, please".into(), hours: None }),
            (1u32..600).prop_map(|minutes| LobbyCommand::Reopen { minutes, reason: "closed early".into() }),
        ]
        .prop_map(Step::Moderate),
    ]
}

/// The setup options a random session is played under: the reveal on death and the
/// role list.
fn options() -> impl Strategy<Value = (&'static str, &'static str)> {
    (
        // The partial reveals and closed setups more often: the search for role names in
        // what readers read runs only there.
        prop::sample::select(vec!["role", "alignment", "alignment", "none", "none"]),
        prop::sample::select(vec!["closed", "closed", "open"]),
    )
}

/// `nine()` with two masons (Bad Ash and Zarn), for channels of every kind.
fn nine_with_masons() -> Value {
    let mut setup = nine();
    setup["roles"][1]["channels"] = json!(["masons"]);
    setup["roles"][3]["channels"] = json!(["Masons"]);
    setup
}

fn run(steps: &[Step], (reveal, role_list): (&str, &str)) -> BTreeSet<&'static str> {
    let mut setup = nine_with_masons();
    setup["reveal"] = json!(reveal);
    setup["role_list"] = json!(role_list);
    let mut table = Table::new(&NINE, setup);
    table.verify();
    for step in steps {
        let result = match step {
            Step::Game(who, command, dt) => {
                table.now += dt;
                let actor = match who {
                    Who::Host => host(),
                    Who::Player(slot) => table.account(*slot),
                    Who::Outsider => Actor::account(OUTSIDER),
                    Who::Timer => Actor::system(),
                };
                table.send(actor, Command::Game(command.clone()))
            }
            Step::Power(slot, target) => {
                let command = ForumCommand::NightAction {
                    ability: power(*slot).to_string(),
                    targets: vec![target.clone()],
                };
                table.player(*slot, command)
            }
            Step::Replace(slot, dt) => {
                table.now += dt;
                let name = format!("Sub{}", table.replacements + 1);
                table.replace(*slot, &name)
            }
            Step::Moderate(command) => table.send(host(), Command::Lobby(command.clone())),
        };
        if result.is_ok() {
            table.verify();
        }
    }
    table.verify();
    table.kinds()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn redaction_and_replay_hold_after_every_step(
        steps in prop::collection::vec(step(), 1..60),
        options in options(),
    ) {
        run(&steps, options);
    }
}

/// The union of the kinds random sequences produce covers every kind: every event type
/// goes through the redaction property above.
#[test]
fn random_sequences_produce_every_event_kind() {
    use proptest::strategy::ValueTree;
    use proptest::test_runner::TestRunner;
    let mut runner = TestRunner::deterministic();
    let mut kinds = BTreeSet::new();
    let options = [
        ("role", "closed"),
        ("alignment", "open"),
        ("none", "closed"),
    ];
    for i in 0..96 {
        let steps = prop::collection::vec(step(), 1..60)
            .new_tree(&mut runner)
            .expect("a sequence")
            .current();
        kinds.extend(run(&steps, options[i % options.len()]));
    }
    for kind in
        ForumGame::KINDS
            .iter()
            .chain(&["lobby.extended", "lobby.prodded", "lobby.reopened"])
    {
        assert!(kinds.contains(kind), "no {kind} event in {kinds:?}");
    }
}

#[test]
#[ignore = "timing, by hand: cargo test --release -- --ignored"]
fn a_thread_of_3000_vote_posts() {
    let mut table = Table::new(&NINE, nine());
    let bodies = [
        "[b]Vote: Pyro[/b]",
        "[b]Vote: Tara[/b] because",
        "[quote][b]Vote: Leo[/b][/quote] no",
        "[b]Unvote: Pyro[/b]",
    ];
    let started = std::time::Instant::now();
    for i in 0..3_000 {
        let slot = (i % 9) as Slot;
        let actor = table.account(slot);
        let command = Command::Game(ForumCommand::Post {
            body: bodies[i % 4].to_string(),
        });
        let emitted = table
            .state
            .handle(actor, command, SEED, 10_000 + i as i64)
            .expect("a post");
        for e in &emitted {
            table.state.apply(&e.event);
        }
    }
    let posting = started.elapsed();
    let started = std::time::Instant::now();
    let view = table.view(Viewer::Host);
    let host_view = started.elapsed();
    let started = std::time::Instant::now();
    table.view(Viewer::Spectator);
    eprintln!(
        "3000 posts: {posting:?} ({:.0} posts/s); the host's view: {host_view:?}; a spectator's: {:?}; {} wagons",
        3000.0 / posting.as_secs_f64(),
        started.elapsed(),
        view["game"]["tally"]["wagons"]
            .as_array()
            .map_or(0, Vec::len)
    );
}

/// "My games": a living player with no vote today is waited for; once they vote, not.
#[test]
fn a_player_without_a_vote_today_is_waited_for() {
    let mut table = Table::new(&FIVE, five());
    let game = |t: &Table| t.game().clone();
    assert_eq!(game(&table).waiting(Viewer::Player(NOODLE)), vec!["vote"]);
    assert!(game(&table).waiting(Viewer::Spectator).is_empty());
    assert!(game(&table).waiting(Viewer::Host).is_empty());
    table
        .post(NOODLE, "[b]Vote: Pyro[/b]")
        .expect("a living player posts");
    assert!(game(&table).waiting(Viewer::Player(NOODLE)).is_empty());
    assert_eq!(game(&table).waiting(Viewer::Player(PYRO)), vec!["vote"]);
}

// Issue 16: the final day's tally stays visible after the lynch that ends the game.
#[test]
fn the_final_days_tally_stays_after_the_game_over_lynch() {
    let mut table = Table::new(&FIVE, five());
    for slot in [PYRO, TARA, DREDD] {
        table.post(slot, "[b]Vote: Noodle[/b]").unwrap();
    }
    table.advance();
    assert!(table.game().finished());
    let view = table.view(Viewer::Spectator);
    let tally = &view["game"]["tally"];
    let wagons = wagons(&view);
    assert_eq!(wagons.len(), 1, "{tally:#}");
    assert_eq!(wagons[0].0, "Noodle");
    assert_eq!(wagons[0].1.len(), 3);
    assert_eq!(tally["lynch"], "Noodle");
    assert!(
        !tally["bbcode"].as_str().unwrap().contains("No votes yet"),
        "{tally:#}"
    );
}

// Issue 16: the host's flags give the real time of what they flag, not the logical
// clock's ticks ("edited at 1970-01-01T00:00:06Z").
#[test]
fn host_flags_show_real_times() {
    let mut table = Table::new(&FIVE, five());
    table.now = 1_764_000_000_000; // 2025-11-24T16:00:00Z
    table.post(NOODLE, "[b]Vote: Pyro[/b]").unwrap();
    let post = table.view(Viewer::Host)["game"]["posts"]
        .as_array()
        .unwrap()
        .len() as u64;
    table.now += 59_000;
    table
        .player(
            NOODLE,
            ForumCommand::Edit {
                post,
                body: "[b]Vote: Tara[/b]".into(),
            },
        )
        .unwrap();
    let view = table.view(Viewer::Host);
    let flags = view["game"]["flags"].as_array().unwrap();
    let edit = flags
        .iter()
        .find(|f| f["rule"] == 3)
        .unwrap_or_else(|| panic!("{flags:?}"));
    let message = edit["message"].as_str().unwrap();
    // Each command is a second after the last (Table::send).
    assert!(
        message.contains("edited it at 2025-11-24T16:01:01Z"),
        "{message}"
    );
    assert!(!message.contains("1970"), "{message}");
}

fn rule(
    post: u64,
    vote: Option<&str>,
    count_as: Option<Slot>,
    rule: Option<u8>,
    dismiss: bool,
    reason: &str,
) -> ForumCommand {
    ForumCommand::Rule {
        post,
        vote: vote.map(str::to_string),
        count_as,
        rule,
        dismiss,
        reason: reason.into(),
    }
}

fn last_post_id(table: &Table) -> u64 {
    table.view(Viewer::Host)["game"]["posts"]
        .as_array()
        .unwrap()
        .len() as u64
}

// Issue 16: the host resolves a flag: "Mir" counted as a player, shown in the tally with
// the reason; a public event, since everybody's tally follows it.
#[test]
fn the_host_counts_a_misspelt_vote_as_a_player() {
    let mut table = Table::new(&FIVE, five());
    table.post(NOODLE, "[b]Vote: Pyr[/b]").unwrap();
    let post = last_post_id(&table);
    table.post(DREDD, "[b]Vote: Pyro[/b]").unwrap();
    assert_eq!(wagons(&table.view(Viewer::Spectator))[0].1.len(), 1);
    // Only the host rules; a ruling needs a reason; a vote that counts needs none.
    let refused = table.player(
        NOODLE,
        rule(post, Some("Pyr"), Some(PYRO), None, false, "typo"),
    );
    assert_eq!(refused.unwrap_err().code, "forbidden");
    let refused = table.host(rule(post, Some("Pyr"), Some(PYRO), None, false, "  "));
    assert!(refused.unwrap_err().message.contains("needs a reason"));
    let refused = table.host(rule(post + 1, Some("Pyro"), Some(PYRO), None, false, "x"));
    assert!(refused
        .unwrap_err()
        .message
        .contains("already counts for Pyro"));
    table
        .host(rule(
            post,
            Some("pyr"),
            Some(PYRO),
            None,
            false,
            "a typo for Pyro",
        ))
        .unwrap();
    let (_, audience) = &table.emitted("ruled")[0];
    assert_eq!(*audience, Audience::Public);
    let view = table.view(Viewer::Spectator);
    let w = wagons(&view);
    assert_eq!(w[0].0, "Pyro");
    assert_eq!(w[0].1, vec!["Noodle".to_string(), "Dredd".to_string()]);
    assert_eq!(
        view["game"]["tally"]["rulings"],
        json!([{"post": post, "vote": "Pyr", "count_as": "Pyro", "rule": null, "reason": "a typo for Pyro"}])
    );
    let notes = &view["game"]["posts"][post as usize - 1]["notes"];
    assert!(
        notes[0]["message"]
            .as_str()
            .unwrap()
            .contains("counted as Pyro by the host's ruling (a typo for Pyro)"),
        "{notes}"
    );
    let host = table.view(Viewer::Host);
    let flag = host["game"]["flags"]
        .as_array()
        .unwrap()
        .iter()
        .find(|f| f["post"] == post)
        .unwrap()
        .clone();
    assert_eq!(flag["resolved"], "ruled by the host: a typo for Pyro");
    table.verify();
}

// A night post's flag dismissed: the host's business alone.
#[test]
fn the_host_dismisses_a_night_post_flag_privately() {
    let mut table = Table::new(&BIG, big());
    table.advance(); // night 1
    table.post(NOODLE, "is the night 24 hours?").unwrap();
    let post = last_post_id(&table);
    let refused = table.host(rule(post, None, None, Some(3), true, "x"));
    assert!(refused.unwrap_err().message.contains("has no rule 3 flag"));
    table
        .host(rule(post, None, None, Some(2), true, "a rules question"))
        .unwrap();
    let (_, audience) = &table.emitted("ruled")[0];
    assert_eq!(*audience, Audience::Host);
    let host = table.view(Viewer::Host);
    let flag = host["game"]["flags"]
        .as_array()
        .unwrap()
        .iter()
        .find(|f| f["post"] == post && f["rule"] == 2)
        .unwrap()
        .clone();
    assert_eq!(flag["resolved"], "dismissed by the host: a rules question");
    table.verify();
}

// The host sees how the night was resolved: RAR's reason trees; nobody else does.
#[test]
fn the_host_sees_the_nights_explanation() {
    let mut table = Table::new(&FIVE, five());
    table.advance();
    table.act(PYRO, "factional_kill", &["Bad Ash"]).unwrap();
    table.act(DREDD, "protect", &["Bad Ash"]).unwrap();
    table.advance();
    let (event, audience) = &table.emitted("night_explained")[0];
    assert_eq!(*audience, Audience::Host);
    let ForumEvent::NightExplained { night, text, .. } = event else {
        panic!("{event:?}")
    };
    assert_eq!(*night, 1);
    assert!(text.contains("Does Bad Ash die? No."), "{text}");
    assert!(text.contains("Dredd's protect protects Bad Ash"), "{text}");
    let host = table.view(Viewer::Host);
    assert_eq!(host["game"]["explanations"][0]["night"], 1);
    assert!(table.view(Viewer::Player(DREDD))["game"]
        .get("explanations")
        .is_none());
    table.verify();
}

// Issue 30: the event carries the outcome as data beside its English, for the host's page
// to word in the host's language; an event stored before it (no data) still reads, and the
// host reads its English.
#[test]
fn the_nights_explanation_carries_its_data_and_older_games_read_without_it() {
    let mut table = Table::new(&FIVE, five());
    table.advance();
    table.act(PYRO, "factional_kill", &["Bad Ash"]).unwrap();
    table.advance();
    let (event, _) = &table.emitted("night_explained")[0];
    let ForumEvent::NightExplained { text, data, .. } = event else {
        panic!("{event:?}")
    };
    let data = data.as_ref().expect("the outcome as data");
    assert_eq!(data.deaths, vec!["Bad Ash".to_string()]);
    assert!(!data.explanations.is_empty() && !data.players.is_empty());
    let stored = serde_json::to_value(event).unwrap();
    // An older game's event: no data.
    let mut older = stored.clone();
    let kept = older
        .as_object_mut()
        .unwrap()
        .remove("data")
        .expect("{stored}");
    assert!(
        !kept.to_string().contains("die?"),
        "data, not its English again: {kept}"
    );
    let read: ForumEvent = serde_json::from_value(older).unwrap();
    let ForumEvent::NightExplained {
        text: old,
        data: None,
        ..
    } = read
    else {
        panic!("{read:?}")
    };
    assert_eq!(&old, text);
    let host = table.view(Viewer::Host);
    assert_eq!(
        host["game"]["explanations"][0]["data"]["deaths"][0],
        "Bad Ash"
    );
}

// ---------------------------------------------------------------------------------------
// Role PMs and results PMs from the host's templates (issue 32, 2; D35 to D39)

/// The five with a PM template for every role, the cop's own PM and results PM.
fn five_with_pms() -> Value {
    let mut setup = five();
    setup["pms"] = json!({
        "role": "Welcome, {name}. You are [b]{identity}[/b].\n{abilities}\n{team}\n{goal}",
        "results": "Night {night} for {name}:\n{results}"
    });
    setup["roles"][0]["pm"] =
        json!("{name}, you are the town's {role}. {{Keep it secret.}}\n{abilities}");
    setup["roles"][0]["results_pm"] = json!("[i]Cop report, night {night}[/i]\n{results}");
    setup
}

#[test]
fn d35_each_player_is_sent_their_role_pm_filled_from_the_hosts_template() {
    let table = Table::new(&FIVE, five_with_pms());
    let roles = table.emitted("role");
    assert_eq!(roles.len(), 5);
    let pm_of = |slot: Slot| {
        roles
            .iter()
            .find_map(|(e, audience)| match e {
                ForumEvent::Role { slot: s, pm, .. } if *s == slot => {
                    assert_eq!(
                        *audience,
                        Audience::slot(slot),
                        "a PM is its player's alone"
                    );
                    Some(pm.clone())
                }
                _ => None,
            })
            .expect("a role PM")
    };
    // The role's own template wins; braces doubled are the braces themselves.
    assert_eq!(
        pm_of(NOODLE),
        "Noodle, you are the town's cop. {Keep it secret.}\nEach night you may investigate one player and learn whether they are mafia."
    );
    // The setup's template for every other role: a vanilla has no night action and no team.
    assert_eq!(
        pm_of(BAD_ASH),
        "Welcome, Bad Ash. You are [b]town[/b].\nYou have no night action.\nYou win with the town when no player against the town is left alive."
    );
    // A mafia member is told their team and the faction's kill, and how the mafia wins.
    let tara = pm_of(TARA);
    assert!(
        tara.starts_with("Welcome, Tara. You are [b]mafia goon[/b]."),
        "{tara}"
    );
    assert!(tara.contains("Your team: Pyro (goon)."), "{tara}");
    assert!(
        tara.contains("your faction may send one of its members to kill"),
        "{tara}"
    );
    assert!(
        tara.contains("or when the town can no longer make a majority (rule 8)"),
        "{tara}"
    );
    // The PM is the player's mail (the notice) and on their page; the host reads every
    // PM; a spectator and another player read none of it.
    let (role, _) = roles
        .iter()
        .find(|(e, _)| matches!(e, ForumEvent::Role { slot: TARA, .. }))
        .unwrap();
    // Mailed as plain text: the BBCode's tags left out.
    assert_eq!(
        ForumGame::notice(role),
        Some(tara.replace("[b]", "").replace("[/b]", ""))
    );
    let view = table.view(Viewer::Player(TARA));
    let pms = &view["game"]["you"]["pms"];
    assert_eq!(pms.as_array().map(Vec::len), Some(1), "{pms}");
    assert_eq!(pms[0]["slot"], TARA);
    assert_eq!(pms[0]["night"], Value::Null);
    assert_eq!(pms[0]["text"], tara);
    assert_eq!(
        table.view(Viewer::Host)["game"]["pms"]
            .as_array()
            .unwrap()
            .len(),
        5
    );
    assert!(table.view(Viewer::Spectator)["game"].get("pms").is_none());
    assert!(!table
        .view(Viewer::Player(NOODLE))
        .to_string()
        .contains("Your team: Pyro"));
    table.verify();
}

#[test]
fn d35_without_a_template_the_built_in_pm_tells_the_role_its_abilities_team_and_goal() {
    let table = Table::new(&FIVE, five());
    let view = table.view(Viewer::Player(PYRO));
    let pm = view["game"]["you"]["pms"][0]["text"]
        .as_str()
        .unwrap()
        .to_string();
    assert!(pm.starts_with("[b]You are Pyro: mafia goon.[/b]"), "{pm}");
    assert!(pm.contains("Your team: Tara (goon)."), "{pm}");
    assert!(pm.contains("You win with the mafia"), "{pm}");
    let cop = table.view(Viewer::Player(NOODLE))["game"]["you"]["pms"][0]["text"].clone();
    assert!(
        cop.as_str().unwrap().contains("investigate one player"),
        "{cop}"
    );
    table.verify();
}

#[test]
fn d36_a_results_pm_after_the_night_tells_every_result_to_its_player_alone() {
    let mut table = Table::new(&BIG, {
        let mut setup = big();
        let pms = five_with_pms();
        setup["pms"] = pms["pms"].clone();
        setup["roles"][0] = pms["roles"][0].clone();
        setup
    });
    table.advance(); // Day 1: no lynch.
    table.act(NOODLE, "investigate", &["Tara"]).unwrap();
    table.act(TARA, "factional_kill", &["Bad Ash"]).unwrap();
    table.act(DREDD, "protect", &["Bad Ash"]).unwrap();
    table.advance();
    let sent = table.emitted("results_pm");
    assert_eq!(
        sent.len(),
        1,
        "only the cop's action gave a result: {sent:?}"
    );
    let (pm, audience) = &sent[0];
    assert_eq!(*audience, Audience::slot(NOODLE));
    let ForumEvent::ResultsPm {
        slot, night, text, ..
    } = pm
    else {
        panic!("{pm:?}")
    };
    assert_eq!((*slot, *night), (NOODLE, 1));
    // The seed: "the result of his investigation is 'not mafia'" (here: mafia).
    assert_eq!(
        text,
        "[i]Cop report, night 1[/i]\nYour investigation of Tara: mafia."
    );
    assert_eq!(
        ForumGame::notice(pm).as_deref(),
        Some("Cop report, night 1\nYour investigation of Tara: mafia.")
    );
    // One mail for the night's results, not one for each result as well.
    let (result, _) = &table.emitted("result")[0];
    assert_eq!(ForumGame::notice(result), None);
    let pms = &table.view(Viewer::Player(NOODLE))["game"]["you"]["pms"];
    assert_eq!(
        pms.as_array().unwrap().len(),
        2,
        "the role PM, then the night's"
    );
    assert_eq!(pms[1]["night"], 1);
    // The doctor, whose save gives no result, is sent nothing (the seed: Bad Ash "does
    // not receive a PM before the days starts").
    assert_eq!(
        table.view(Viewer::Player(DREDD))["game"]["you"]["pms"]
            .as_array()
            .unwrap()
            .len(),
        1
    );
    table.verify();
}

/// The investigation's verdict in the night's results PM for Noodle, who investigates
/// `target` on night 1 of `setup` (the seven of `big`, factions as given).
fn verdict_sent(setup: Value, target: &str) -> String {
    let mut table = Table::new(&BIG, setup);
    table.advance(); // Day 1: no lynch.
    table.act(NOODLE, "investigate", &[target]).unwrap();
    table.advance();
    let sent = table.emitted("results_pm");
    let Some((ForumEvent::ResultsPm { text, .. }, _)) = sent.first() else {
        panic!("no results PM: {sent:?}")
    };
    table.verify();
    text.clone()
}

#[test]
fn d40_an_investigation_reads_mafia_for_the_faction_of_that_name_and_not_mafia_for_any_other() {
    // The seed: "The actual result is "Not Mafia." ... depending on what the name of the
    // actual mafia faction is, this could also be changed to not ___ (fill in)." The
    // faction a sane cop finds guilty is the one called mafia, so the blank is "mafia".
    let sent = verdict_sent(big(), "Tara");
    assert!(
        sent.ends_with("Your investigation of Tara: mafia."),
        "{sent:?}"
    );
    let sent = verdict_sent(big(), "Dredd");
    assert!(
        sent.ends_with("Your investigation of Dredd: not mafia."),
        "{sent:?}"
    );
    // A team by another name is a third party to the resolver: not mafia, as the verdict
    // says (naming that team would tell the cop what the verdict does not).
    let mut yakuza = big();
    yakuza["roles"][4]["faction"] = json!("Yakuza");
    let sent = verdict_sent(yakuza, "Tara");
    assert!(
        sent.ends_with("Your investigation of Tara: not mafia."),
        "{sent:?}"
    );
}

#[test]
fn d41_a_template_keeps_the_hosts_own_lines_and_drops_those_a_blank_emptied() {
    let mut setup = five();
    // The host's blank lines and indentation are theirs; a vanilla's empty team line goes.
    setup["pms"] = json!({"role": "Hello {name}.\n\n\n    Read this twice.  \n{team}\n\n{goal}"});
    let table = Table::new(&FIVE, setup);
    let roles = table.emitted("role");
    let pm = roles
        .iter()
        .find_map(|(e, _)| match e {
            ForumEvent::Role { slot, pm, .. } if *slot == NOODLE => Some(pm.clone()),
            _ => None,
        })
        .expect("Noodle's role PM");
    assert!(
        pm.starts_with("Hello Noodle.\n\n\n    Read this twice.  \n\nYou win with the town"),
        "{pm:?}"
    );
}

/// Every PM sent in `table`: its stored text and its data.
fn pms_sent(table: &Table) -> Vec<(String, Option<PmData>)> {
    let mut sent = Vec::new();
    for (event, _) in table
        .emitted("role")
        .into_iter()
        .chain(table.emitted("results_pm"))
    {
        match event {
            ForumEvent::Role { pm, data, .. } | ForumEvent::ResultsPm { text: pm, data, .. } => {
                sent.push((pm, data))
            }
            _ => {}
        }
    }
    sent
}

#[test]
fn d42_every_pm_keeps_its_data_and_the_data_filled_in_english_is_the_stored_text() {
    // A whole game of PMs: the built-in ones and the host's, a team, rule 8, a vanilla,
    // and a night of every kind of result (an investigation, a track, a watch).
    let mut with_templates = big();
    let pms = five_with_pms();
    with_templates["pms"] = pms["pms"].clone();
    with_templates["roles"][0] = pms["roles"][0].clone();
    for setup in [big(), with_templates] {
        let mut setup = setup;
        setup["roles"][5] = json!({"faction": "town", "role": "tracker", "abilities": ["track"]});
        setup["roles"][6] = json!({"faction": "town", "role": "watcher", "abilities": ["watch"]});
        let mut table = Table::new(&BIG, setup);
        table.advance(); // Day 1: no lynch.
        table.act(NOODLE, "investigate", &["Dredd"]).unwrap();
        table.act(TARA, "factional_kill", &["Bad Ash"]).unwrap();
        table.act(DREDD, "protect", &["Bad Ash"]).unwrap();
        table.act(5, "track", &["Tara"]).unwrap();
        table.act(6, "watch", &["Bad Ash"]).unwrap();
        table.advance();
        let sent = pms_sent(&table);
        assert_eq!(
            sent.len(),
            7 + 3,
            "a role PM each and three results PMs: {sent:?}"
        );
        for (text, data) in &sent {
            let data = data.as_ref().expect("a PM sent now keeps its data");
            assert_eq!(&pms::fill_pm(data, &pms::English), text, "{data:?}");
            // The data reads back as it was written, as a stored event does.
            let json = serde_json::to_value(data).unwrap();
            assert_eq!(&serde_json::from_value::<PmData>(json).unwrap(), data);
        }
        // The view gives the data beside the text, to the PM's reader.
        let pm = &table.view(Viewer::Player(NOODLE))["game"]["you"]["pms"][1];
        assert_eq!(pm["data"]["blanks"]["kind"], "results", "{pm}");
        assert_eq!(
            pm["data"]["blanks"]["results"][0]["result"], "innocent",
            "{pm}"
        );
        table.verify();
    }
    // A PM stored before its data was kept still reads, and shows its text.
    let old = json!({"type": "results_pm", "slot": 0, "night": 1, "text": "Night 1: old."});
    let event: ForumEvent = serde_json::from_value(old).unwrap();
    let ForumEvent::ResultsPm { data, .. } = &event else {
        panic!("{event:?}")
    };
    assert_eq!(*data, None);
    assert_eq!(ForumGame::notice(&event).as_deref(), Some("Night 1: old."));
    let old = json!({"type": "role", "slot": 0, "name": "Noodle", "faction": "town",
        "role": "cop", "abilities": ["investigate"], "pm": "[b]Old[/b]"});
    let event: ForumEvent = serde_json::from_value(old).unwrap();
    assert!(matches!(event, ForumEvent::Role { data: None, .. }));
}

#[test]
fn d37_every_problem_of_the_templates_is_told_at_once_with_its_place() {
    let mut setup = five_with_pms();
    setup["pms"]["role"] = json!("Hello {nmae}, {goal}.");
    setup["roles"][2]["results_pm"] = json!("Night {night}: {results");
    setup["roles"][3]["pm"] = json!("bell\u{7} {results}");
    setup["roles"][4]["pm"] = json!("   ");
    let refusal = Table::try_new(&FIVE, setup).err().expect("refused");
    let message = refusal.message;
    for place in [
        "/pms/role: This PM template has the blank {nmae}",
        "/roles/2/results_pm: This PM template has a \"{\" that opens a blank never closed",
        "/roles/3/pm: This PM template holds control characters",
        "/roles/3/pm: This PM template has the blank {results}",
        "/roles/4/pm: This PM template is empty",
    ] {
        assert!(message.contains(place), "{place:?} not in {message}");
    }
    // Too long for a post is too long for a PM.
    let mut long = five();
    long["pms"] = json!({"role": "x".repeat(omerta_live::forum::MAX_TEMPLATE + 1)});
    let message = Table::try_new(&FIVE, long).err().expect("refused").message;
    assert!(
        message.contains("/pms/role: This PM template is 20001 characters long"),
        "{message}"
    );
    // An unknown field of the templates is refused as any unknown field.
    assert!(serde_json::from_value::<Setup>(json!({"roles": [], "pms": {"night": "x"}})).is_err());
}

#[test]
fn d38_a_replacement_is_sent_the_slots_role_pm_under_their_own_name_and_reads_its_results() {
    let mut table = Table::new(&BIG, {
        let mut setup = big();
        setup["pms"] = five_with_pms()["pms"].clone();
        setup
    });
    table.advance();
    table.act(NOODLE, "investigate", &["Pyro"]).unwrap();
    table.advance();
    let events = table.replace(NOODLE, "Hollis").unwrap();
    let pm = events
        .iter()
        .find_map(|e| match e {
            ForumEvent::Role { pm, .. } => Some(pm.clone()),
            _ => None,
        })
        .expect("the newcomer's role PM");
    assert!(
        pm.starts_with("Welcome, Hollis. You are [b]town cop[/b]."),
        "{pm}"
    );
    // The slot's PMs stay the slot's: the newcomer reads the night's results they inherit.
    let pms = table.view(Viewer::Player(NOODLE))["game"]["you"]["pms"].clone();
    let texts: Vec<&str> = pms
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["text"].as_str().unwrap())
        .collect();
    assert_eq!(texts.len(), 3, "{texts:?}");
    assert!(
        texts[1].contains("Your investigation of Pyro: mafia."),
        "{texts:?}"
    );
    assert!(texts[2].starts_with("Welcome, Hollis."), "{texts:?}");
    table.verify();
}

// ---------------------------------------------------------------------------------------
// Channels (issue 32, 1; rulings D15 to D19)

const ZARN: Slot = 3;
const GORNY: Slot = 4;
const M_PYRO: Slot = 6;
const M_TARA: Slot = 7;
const LEO: Slot = 8;

/// The channels a viewer's view carries, by name, with the bodies of their messages.
fn channels(table: &Table, viewer: Viewer) -> Vec<(String, Vec<String>)> {
    table.view(viewer)["game"]["channels"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|c| {
            let bodies = c["messages"]
                .as_array()
                .into_iter()
                .flatten()
                .filter_map(|m| m["body"].as_str().map(str::to_string))
                .collect();
            (c["name"].as_str().unwrap_or("").to_string(), bodies)
        })
        .collect()
}

fn channel(table: &Table, viewer: Viewer, name: &str) -> Option<Value> {
    table.view(viewer)["game"]["channels"]
        .as_array()
        .into_iter()
        .flatten()
        .find(|c| c["name"] == name)
        .cloned()
}

fn said_audience(events: &[Emitted<Event<ForumEvent>>]) -> Audience {
    events
        .iter()
        .rev()
        .find(|e| matches!(e.event, Event::Game(ForumEvent::Said { .. })))
        .map(|e| e.audience.clone())
        .expect("a said event")
}

#[test]
fn d15_the_mafia_talk_in_their_channel_and_nobody_else_reads_it() {
    let mut table = Table::new(&NINE, nine_with_masons());
    let said = table.say(Some(M_PYRO), "mafia", "Gorny tonight?").unwrap();
    assert!(
        matches!(&said[..], [ForumEvent::Said { channel, slot: Some(6), .. }] if channel == "mafia")
    );
    assert_eq!(
        said_audience(&table.events),
        Audience::slots([M_PYRO, M_TARA])
    );
    table.say(Some(M_TARA), "Mafia", "Yes.").unwrap();
    let mafia = channel(&table, Viewer::Player(M_TARA), "mafia").expect("Tara reads it");
    assert_eq!(mafia["can_write"], json!(true));
    assert_eq!(mafia["messages"].as_array().unwrap().len(), 2);
    let members: Vec<&str> = mafia["members"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|m| m["name"].as_str())
        .collect();
    assert_eq!(members, ["Pyro", "Tara"]);
    for viewer in [
        Viewer::Spectator,
        Viewer::Player(NOODLE),
        Viewer::Player(LEO),
    ] {
        assert!(
            channel(&table, viewer, "mafia").is_none(),
            "{viewer:?} reads the mafia's channel"
        );
    }
    let host = channel(&table, Viewer::Host, "mafia").expect("the host reads it");
    assert_eq!(host["messages"].as_array().unwrap().len(), 2);
    table.verify();
}

#[test]
fn d15_a_faction_alone_has_no_channel_until_a_recruit_joins_it() {
    let mut table = Table::new(&NINE, nine_with_masons());
    let err = table.say(Some(LEO), "cult", "anyone?").unwrap_err();
    assert_eq!(err.code, "forbidden", "{err}");
    assert!(channel(&table, Viewer::Host, "cult").is_none());
    table.advance();
    table.act(LEO, "recruit", &["Dredd"]).unwrap();
    table.advance();
    table.say(Some(LEO), "cult", "Welcome, Dredd.").unwrap();
    assert_eq!(said_audience(&table.events), Audience::slots([DREDD, LEO]));
    assert_eq!(
        channels(&table, Viewer::Player(DREDD)),
        [("cult".to_string(), vec!["Welcome, Dredd.".to_string()])]
    );
    table.verify();
}

#[test]
fn d16_a_named_channel_is_read_by_the_roles_that_name_it() {
    let mut table = Table::new(&NINE, nine_with_masons());
    table
        .say(Some(BAD_ASH), "MASONS", "Zarn, it is us.")
        .unwrap();
    assert_eq!(
        said_audience(&table.events),
        Audience::slots([BAD_ASH, ZARN])
    );
    assert_eq!(
        channels(&table, Viewer::Player(ZARN)),
        [("masons".to_string(), vec!["Zarn, it is us.".to_string()])]
    );
    assert!(channels(&table, Viewer::Player(NOODLE)).is_empty());
    assert!(channels(&table, Viewer::Player(M_PYRO))
        .iter()
        .all(|(c, _)| c != "masons"));
    // The masons know each other as a team does; their faction is not told.
    assert!(table.game().partners(BAD_ASH).contains(&ZARN));
    assert!(
        table.view(Viewer::Player(BAD_ASH))["game"]["you"]["partners"]
            .as_array()
            .unwrap()
            .is_empty()
    );
    table.verify();
}

#[test]
fn d16_the_channels_go_with_the_roles_in_a_random_deal() {
    let mut setup = nine_with_masons();
    setup["deal"] = json!("random");
    let table = Table::new(&NINE, setup);
    let roles = table.view(Viewer::Host)["game"]["roles"].clone();
    let masons: Vec<Slot> = (0..9)
        .filter(|s| roles[*s as usize]["channels"] == json!(["masons"]))
        .collect();
    assert_eq!(masons.len(), 2, "{roles}");
    for slot in masons {
        assert!(channel(&table, Viewer::Player(slot), "masons").is_some());
    }
}

#[test]
fn d16_a_channel_of_one_member_or_a_taken_name_is_refused_at_the_start() {
    let mut lonely = nine();
    lonely["roles"][1]["channels"] = json!(["lovers"]);
    let err = Table::try_new(&NINE, lonely).err().expect("refused");
    assert!(err.message.contains("\"lovers\" has 1 member"), "{err}");
    let mut taken = nine_with_masons();
    taken["roles"][0]["channels"] = json!(["mafia"]);
    taken["roles"][2]["channels"] = json!(["Mafia"]);
    let err = Table::try_new(&NINE, taken).err().expect("refused");
    assert!(err.message.contains("faction mafia's own channel"), "{err}");
    let mut dead = nine_with_masons();
    dead["roles"][0]["channels"] = json!(["dead"]);
    let err = Table::try_new(&NINE, dead).err().expect("refused");
    assert!(err.message.contains("dead thread"), "{err}");
    let mut long = nine_with_masons();
    long["roles"][0]["channels"] = json!(["x".repeat(10_000)]);
    let err = Table::try_new(&NINE, long).err().expect("refused");
    assert!(err.message.len() < 200, "{err}");
    let mut control = nine_with_masons();
    control["roles"][0]["channels"] = json!(["ma\u{7}sons"]);
    assert!(Table::try_new(&NINE, control).is_err());
}

#[test]
fn d17_the_dead_leave_their_channel_and_write_in_the_dead_thread() {
    let mut table = Table::new(&NINE, nine_with_masons());
    table.say(Some(M_TARA), "mafia", "before").unwrap();
    for slot in [0u16, 1, 2, 3, 4] {
        table.post(slot, "[b]Vote: Pyro[/b]").unwrap();
    }
    table.advance(); // Pyro lynched
    assert!(!alive(&table, M_PYRO));
    let err = table.say(Some(M_PYRO), "mafia", "after").unwrap_err();
    assert_eq!(err.code, "dead", "{err}");
    table.say(Some(M_TARA), "mafia", "alone").unwrap();
    assert_eq!(said_audience(&table.events), Audience::slots([M_TARA]));
    table.say(Some(M_PYRO), "dead", "I was lynched.").unwrap();
    assert_eq!(said_audience(&table.events), Audience::slots([M_PYRO]));
    // What Pyro read before his death stays read; nothing after it reaches him.
    let read = channels(&table, Viewer::Player(M_PYRO));
    assert_eq!(
        read,
        [
            ("mafia".to_string(), vec!["before".to_string()]),
            ("dead".to_string(), vec!["I was lynched.".to_string()]),
        ]
    );
    let mafia = channel(&table, Viewer::Player(M_PYRO), "mafia").unwrap();
    assert_eq!(mafia["can_write"], json!(false));
    assert!(channel(&table, Viewer::Player(M_TARA), "dead").is_none());
    table.verify();
}

#[test]
fn d17_the_living_neither_read_nor_write_in_the_dead_thread() {
    let mut table = Table::new(&NINE, nine_with_masons());
    let err = table.say(Some(NOODLE), "dead", "hello?").unwrap_err();
    assert_eq!(err.code, "forbidden", "{err}");
    assert!(err.message.contains("rule 5"), "{err}");
    table.say(None, "dead", "Welcome, the dead.").unwrap();
    assert_eq!(said_audience(&table.events), Audience::slots([]));
    for slot in 0..9 {
        assert!(channel(&table, Viewer::Player(slot), "dead").is_none());
    }
    table
        .host(ForumCommand::Modkill {
            slot: GORNY,
            reason: None,
        })
        .unwrap();
    // The newly dead read the dead thread from their death on.
    let dead = channel(&table, Viewer::Player(GORNY), "dead").expect("Gorny reads it");
    assert!(dead["messages"].as_array().unwrap().is_empty());
    assert_eq!(dead["can_write"], json!(true));
    table.verify();
}

#[test]
fn d17_a_replacement_takes_over_the_slots_channels_and_their_history() {
    let mut table = Table::new(&NINE, nine_with_masons());
    table
        .say(Some(M_PYRO), "mafia", "before the replacement")
        .unwrap();
    table.replace(M_TARA, "Sub1").unwrap();
    table
        .say(Some(M_TARA), "mafia", "I am Tara's replacement.")
        .unwrap();
    let mafia = channel(&table, Viewer::Player(M_TARA), "mafia").unwrap();
    let by: Vec<&str> = mafia["messages"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|m| m["author"].as_str())
        .collect();
    assert_eq!(by, ["Pyro", "Sub1"]);
    table.verify();
}

#[test]
fn d18_a_message_is_limited_as_a_post() {
    let mut table = Table::new(&NINE, nine_with_masons());
    for body in ["", "   \n"] {
        let err = table.say(Some(M_PYRO), "mafia", body).unwrap_err();
        assert_eq!(err.code, "invalid_command", "{err}");
    }
    let huge = "x".repeat(omerta_live::forum::MAX_BODY + 1);
    let err = table.say(Some(M_PYRO), "mafia", &huge).unwrap_err();
    assert!(err.message.contains("at most 20000"), "{err}");
    assert!(err.message.len() < 200);
    let longest = "x".repeat(omerta_live::forum::MAX_BODY);
    table.say(Some(M_PYRO), "mafia", &longest).unwrap();
    // The server's text limits (per minute, per game) weigh it as a post.
    let weight = ForumGame::weigh(&ForumCommand::Say {
        channel: "mafia".into(),
        body: "héllo".into(),
    });
    assert_eq!(weight.text, Some(5));
    assert!(!weight.heavy);
    // BBCode and control characters are kept as a post's are: the page escapes them.
    table
        .say(Some(M_TARA), "mafia", "[b]bold[/b] \u{0}\u{7} <script>")
        .unwrap();
    table.verify();
}

#[test]
fn d18_an_unknown_channel_and_another_teams_are_refused_alike() {
    let mut table = Table::new(&NINE, nine_with_masons());
    let other = table.say(Some(NOODLE), "mafia", "hi").unwrap_err();
    let unknown = table.say(Some(NOODLE), "nonesuch", "hi").unwrap_err();
    assert_eq!(other.code, "forbidden");
    assert_eq!(unknown.code, "forbidden");
    assert_eq!(
        other.message.replace("mafia", "X"),
        unknown.message.replace("nonesuch", "X"),
        "a refusal tells which channels exist"
    );
    let mason = table.say(Some(BAD_ASH), "mafia", "hi").unwrap_err();
    assert!(mason.message.ends_with("yours: masons"), "{mason}");
    let long = table
        .say(Some(M_PYRO), &"m".repeat(10_000), "hi")
        .unwrap_err();
    assert!(long.message.len() < 200, "{long}");
    let control = table.say(Some(M_PYRO), "ma\u{0}fia", "hi").unwrap_err();
    assert_eq!(control.code, "forbidden");
    assert!(!control.message.contains('\u{0}'));
    let host = table.say(None, "nonesuch", "hi").unwrap_err();
    assert!(host.message.contains("mafia, masons, dead"), "{host}");
    let outsider = table
        .send(
            Actor::account(OUTSIDER),
            Command::Game(ForumCommand::Say {
                channel: "mafia".into(),
                body: "let me in".into(),
            }),
        )
        .unwrap_err();
    assert_eq!(outsider.code, "forbidden", "{outsider}");
    let timer = table
        .send(
            Actor::system(),
            Command::Game(ForumCommand::Say {
                channel: "mafia".into(),
                body: "tick".into(),
            }),
        )
        .unwrap_err();
    assert_eq!(timer.code, "forbidden", "{timer}");
    table.verify();
}

#[test]
fn d18_the_host_writes_in_every_channel_and_nothing_is_mailed_or_announced() {
    let mut table = Table::new(&NINE, nine_with_masons());
    for name in ["mafia", "masons", "dead"] {
        let said = table.say(None, name, "The host here.").unwrap();
        assert!(matches!(&said[..], [ForumEvent::Said { slot: None, .. }]));
        assert_eq!(ForumGame::announcement(&said[0]), None);
        assert_eq!(ForumGame::notice(&said[0]), None);
    }
    let host = channels(&table, Viewer::Host);
    let names: Vec<&str> = host.iter().map(|(n, _)| n.as_str()).collect();
    assert_eq!(names, ["mafia", "masons", "dead"]);
    assert!(host.iter().all(|(_, bodies)| bodies.len() == 1));
    table.verify();
}

#[test]
fn d19_at_the_end_everybody_reads_every_channel() {
    let mut table = Table::new(&NINE, nine_with_masons());
    table.say(Some(M_PYRO), "mafia", "scum talk").unwrap();
    table.say(Some(BAD_ASH), "masons", "mason talk").unwrap();
    table
        .host(ForumCommand::Modkill {
            slot: LEO,
            reason: None,
        })
        .unwrap();
    table.say(Some(LEO), "dead", "dead talk").unwrap();
    assert!(channels(&table, Viewer::Spectator).is_empty());
    for slot in [M_PYRO, M_TARA] {
        table
            .host(ForumCommand::Modkill { slot, reason: None })
            .unwrap();
    }
    assert!(table.game().finished());
    let err = table.say(Some(BAD_ASH), "masons", "after").unwrap_err();
    assert_eq!(err.code, "game_over");
    for viewer in table.viewers() {
        let read = channels(&table, viewer);
        let all: Vec<String> = read.into_iter().flat_map(|(_, b)| b).collect();
        assert_eq!(all, ["scum talk", "mason talk", "dead talk"], "{viewer:?}");
        let view = table.view(viewer);
        for c in view["game"]["channels"].as_array().unwrap() {
            assert_eq!(c["can_write"], json!(false), "{viewer:?} after the end");
        }
    }
    table.verify();
}

#[test]
fn d19_a_reopened_phase_keeps_what_was_said() {
    let mut table = Table::new(&NINE, nine_with_masons());
    table.advance(); // night 1
    table.say(Some(M_PYRO), "mafia", "said in night 1").unwrap();
    table.advance(); // day 2
    table
        .send(
            host(),
            Command::Lobby(LobbyCommand::Reopen {
                minutes: 60,
                reason: "a lost action".into(),
            }),
        )
        .unwrap();
    assert_eq!(
        channels(&table, Viewer::Player(M_TARA)),
        [("mafia".to_string(), vec!["said in night 1".to_string()])]
    );
    table.verify();
}

/// A name the thread's syntax cannot vote is refused when it is given (issue 32, 6 × the
/// markup): the vote button writes `[b]vote: Name[/b]`, and a name with brackets ("Bad
/// [Ash]") reads as BBCode there, so no vote could ever count for it. Refused at the
/// start and at a join, with a sentence; a name with other punctuation is votable.
#[test]
fn a_name_the_thread_cannot_vote_is_refused_where_it_is_given() {
    for name in ["Bad [Ash]", "[Pyro]", "Caluin[b]", "Tara[/b]"] {
        // At the start, as the game reads its names...
        let names: Vec<String> = ["Noodle", name, "Dredd", "Pyro2", "Tara"]
            .map(String::from)
            .to_vec();
        let mut setup = five();
        setup["aliases"] = json!({});
        let setup: Setup = serde_json::from_value(setup).unwrap();
        let refusal = ForumGame::start(setup, &names, SEED, 0).expect_err("refused");
        assert!(
            refusal.message.contains("cannot be voted in the thread"),
            "{name}: {}",
            refusal.message
        );
        // ...and where a name is given to a seat, by the lobby, with the same sentence.
        let created = Hosted::<ForumGame>::create("Names", HOST, 0).expect("a title");
        let lobby = Hosted::<ForumGame>::replay([&created.event]).expect("a lobby");
        for command in [
            LobbyCommand::Join { name: name.into() },
            LobbyCommand::Seat {
                name: name.into(),
                account: None,
                at: None,
            },
        ] {
            let actor = match command {
                LobbyCommand::Join { .. } => Actor::account(OUTSIDER),
                _ => host(),
            };
            let refused = lobby
                .handle(actor, Command::Lobby(command), SEED, 1)
                .expect_err("refused");
            assert!(
                refused.message.contains("cannot be voted in the thread"),
                "{name}: {}",
                refused.message
            );
        }
    }
    // Votable punctuation: a vote for it counts for that player.
    let names = ["Noodle", "Bad Ash!", "Dredd (the judge)", "Pyro:", "Tara-2"];
    let mut setup = five();
    setup["aliases"] = json!({});
    let mut table = Table::new(&names, setup);
    table
        .post(NOODLE, "[b]vote: Dredd (the judge)[/b]")
        .unwrap();
    table.post(TARA, "[b]vote: Dredd (the judge)[/b]").unwrap();
    let view = table.view(Viewer::Spectator);
    assert_eq!(
        wagons(&view)[0],
        (
            "Dredd (the judge)".to_string(),
            vec!["Noodle".to_string(), "Tara-2".to_string()],
            false
        ),
        "{:?}",
        wagons(&view)
    );
}
