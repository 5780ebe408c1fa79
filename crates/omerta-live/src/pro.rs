//! Pro Mafia, recorded live by the judge at a physical table of ten.
//!
//! The judge records the protocol (`omerta-pro/1`) one event at a time; every record is
//! checked by replaying the protocol so far with `omerta-pro`, so a record the table rules
//! refuse is refused with every reason. The judge may undo the last record, and finishes
//! the game once the table rules have decided a winner; the finish scores every seat.
//!
//! Who sees what (the table's own secrecy, rulings L1–L5 in `docs/live/pro.md`):
//! each player their own role; the black players each other's (they meet on night 0);
//! the shots the black players; a check its checker; everything else everybody. A night
//! kill is announced when the next day begins, and every role when the game finishes.

use crate::pro_refusals;
use crate::{
    reads_every_secret, Audience, Disclosure, Emitted, Live, Refusal, Role as Actor, Slot, Viewer,
    Weight,
};
use omerta_pro::game::{describe_outcome, Game};
use omerta_pro::{Error, Phase, Role};
use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha20Rng;
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};

/// The deal: six civilians, one Sheriff, two mafia and one Don.
pub const DEAL: [&str; 10] = [
    "civilian", "civilian", "civilian", "civilian", "civilian", "civilian", "sheriff", "mafia",
    "mafia", "don",
];

/// What the judge gives at the start.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct ProSetup {
    /// The roles by seat (1 to 10), as dealt by cards at the table; when absent, omerta
    /// deals at random from the seed.
    #[serde(default)]
    pub roles: Option<Vec<String>>,
    /// The protocol's `rules` object (table-rule parameters); absent means the defaults.
    #[serde(default)]
    #[cfg_attr(
        feature = "schema",
        schemars(with = "Option<omerta_pro::schema::ProtocolRules>")
    )]
    pub rules: Option<Value>,
    /// The tournament or event the game belongs to, for the standings (ruling L6).
    #[serde(default)]
    pub event: Option<String>,
    /// A game recorded elsewhere, to continue here: its protocol events (`omerta-pro/1`),
    /// recorded at the start as the judge would record them one by one (ruling L10).
    #[serde(default)]
    #[cfg_attr(
        feature = "schema",
        schemars(with = "Option<Vec<omerta_pro::schema::ProtocolEvent>>")
    )]
    pub records: Option<Vec<Value>>,
}

/// The most records a start takes: ten times a long game (the samples have at most 42).
pub const MAX_START_RECORDS: usize = 500;

/// What the judge sends.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum ProCommand {
    /// One protocol event, as `docs/pro/protocol.md` describes (`{"type": "vote", ...}`).
    Record {
        /// The protocol event.
        #[cfg_attr(
            feature = "schema",
            schemars(with = "omerta_pro::schema::ProtocolEvent")
        )]
        event: Value,
    },
    /// Take back the last record.
    Undo {},
    /// Close a decided game and score it.
    Finish {},
    /// The speech timer as the judge just set it (started, paused, resumed, reset, or a
    /// new speaker): what a stream overlay shows. It is not a record of the protocol.
    Clock {
        /// The seat speaking, 1 to 10; absent: the timer runs for no speech.
        #[serde(default)]
        speaker: Option<u8>,
        /// The time left on the timer, in milliseconds (at most 10 minutes).
        left_ms: u32,
        /// Whether the timer runs from now on.
        running: bool,
    },
}

/// The longest a speech timer is set to: ten minutes (a speech is a minute, a last word
/// or a defence half of one; the judge's own timers never go above this).
pub const MAX_CLOCK_MS: u32 = 600_000;

/// What a live Pro Mafia table records.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ProEvent {
    /// The table: names by seat and the table-rule parameters. Public.
    Seated {
        names: Vec<String>,
        #[cfg_attr(
            feature = "schema",
            schemars(with = "omerta_pro::schema::ProtocolRules")
        )]
        rules: Value,
        /// The tournament or event (absent: none).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        event: Option<String>,
    },
    /// One seat's card. Seen by that seat.
    Dealt {
        /// The seat, 1 to 10.
        seat: u8,
        /// Its card: civilian, sheriff, mafia or don.
        role: String,
    },
    /// The black team, as it meets on night 0. Seen by the black players.
    BlackTeam {
        /// The black players' seats.
        seats: Vec<u8>,
        /// The Don's seat.
        don: u8,
    },
    /// The judge recorded protocol event `index`. `announce` says what the table learns
    /// with it (departures, the winner); `announced` counts departures announced so far.
    Recorded {
        /// The record's protocol index (the judge's alone to read).
        index: usize,
        /// The protocol event recorded (`omerta-pro/1`).
        #[cfg_attr(
            feature = "schema",
            schemars(with = "omerta_pro::schema::ProtocolEvent")
        )]
        event: Value,
        /// What the table learns with it, each a sentence.
        announce: Vec<String>,
        /// The same, as data, one for one (for the mail to word in its reader's language);
        /// absent in a game recorded before it was kept.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        told: Vec<Told>,
        /// How many departures have been announced so far.
        announced: usize,
    },
    /// The judge took back record `index`. Seen by whoever saw the record.
    Undone {
        /// The protocol index of the record taken back (the judge's alone to read).
        index: usize,
    },
    /// The judge set the speech timer (`ProCommand::Clock`) at `at`. Public: the table
    /// hears the timer and sees who speaks.
    Clocked {
        /// The seat speaking; null: none.
        speaker: Option<u8>,
        /// The time left at `at`, in milliseconds.
        left_ms: u32,
        /// Whether it runs from `at`.
        running: bool,
        /// When the judge set it (ms since the Unix epoch, the server's clock).
        at: i64,
    },
    /// The game is over: the winner, every role and every seat's score.
    Finished {
        /// The winning side: "red", "black" or "draw".
        winner: String,
        /// Why, in words.
        reason: String,
        /// Every seat's card, in seat order.
        roles: Vec<String>,
        /// Every seat's total score, in seat order (a decimal with up to three places).
        totals: Vec<String>,
        // The score report's JSON as `omerta_pro::report::to_json` writes it: the rule
        // crate builds it as text and has no type of it to describe, so it is any value.
        scores: Value,
        /// The decision as data (`told` of kind `decided`), for the mail to word in its
        /// reader's language; absent in a game finished before it was kept.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        decided: Option<Told>,
    },
}

#[derive(Clone, Debug)]
struct Record {
    event: Value,
    audience: Audience,
    announce: Vec<String>,
    announced: usize,
}

fn is_record_shaped(event: &Value) -> bool {
    event.get("type").and_then(Value::as_str).is_some()
}

/// A live table, as its events fold it.
#[derive(Clone, Debug, Default)]
pub struct ProTable {
    names: Vec<String>,
    roles: Vec<String>,
    rules: Value,
    records: Vec<Record>,
    /// The replay of the records so far (absent before the deal).
    game: Option<Game>,
    finished: Option<Value>,
    event: Option<String>,
    /// The speech timer as the judge last set it; none once the game is finished.
    clock: Option<ClockView>,
}

impl ProTable {
    fn document(&self, events: impl Iterator<Item = Value>) -> String {
        self.protocol_with(events).to_string()
    }

    /// The table as an `omerta-pro/1` document with these events (the tournament or event
    /// too, which the protocol's readers pass over).
    fn protocol_with(&self, events: impl Iterator<Item = Value>) -> Value {
        let players: Vec<Value> = self
            .names
            .iter()
            .zip(&self.roles)
            .enumerate()
            .map(|(i, (name, role))| json!({"seat": i + 1, "name": name, "role": role}))
            .collect();
        let mut document = json!({
            "format": "omerta-pro/1",
            "players": players,
            "rules": self.rules,
            "events": events.collect::<Vec<_>>(),
        });
        if let Some(event) = &self.event {
            document["event"] = json!(event);
        }
        document
    }

    fn replay(&self) -> Option<Game> {
        if self.roles.len() != 10 {
            return None;
        }
        let text = self.document(self.records.iter().map(|r| r.event.clone()));
        omerta_pro::replay_json(&text).ok()
    }

    fn blacks(&self) -> Vec<Slot> {
        (0..self.roles.len())
            .filter(|&i| matches!(self.roles[i].as_str(), "mafia" | "don"))
            .map(|i| i as Slot)
            .collect()
    }

    fn seat_of(&self, role: &str) -> Option<Slot> {
        self.roles.iter().position(|r| r == role).map(|i| i as Slot)
    }

    /// Who sees a record: the black players the shots, the checker a check, all the rest.
    fn audience_of(&self, event: &Value) -> Audience {
        match event.get("type").and_then(Value::as_str) {
            Some("shots") => Audience::slots(self.blacks()),
            Some("don_check") => self.seat_of("don").map_or(Audience::Host, Audience::slot),
            Some("sheriff_check") => self
                .seat_of("sheriff")
                .map_or(Audience::Host, Audience::slot),
            _ => Audience::Public,
        }
    }

    fn record(&self, event: Value) -> Result<Vec<Emitted<ProEvent>>, Refusal> {
        if !is_record_shaped(&event) {
            return Err(pro_refusals::not_a_record());
        }
        let index = self.records.len();
        let text = self.document(
            self.records
                .iter()
                .map(|r| r.event.clone())
                .chain(std::iter::once(event.clone())),
        );
        let game = match omerta_pro::replay_json(&text) {
            Ok(game) => game,
            Err(Error::Invalid(violations)) => {
                return Err(pro_refusals::rule_violation(&violations));
            }
            Err(error) => return Err(Refusal::invalid(error.to_string())),
        };
        let audience = self.audience_of(&event);
        let before = self.records.last().map_or(0, |r| r.announced);
        let mut announce = Vec::new();
        let mut announced = before;
        // Departures become known to the table in daylight: a night shot is announced when
        // the next day begins. Secret records (shots, checks) announce nothing.
        let daylight = matches!(game.moments[index].phase, Phase::Day(_));
        if audience == Audience::Public && daylight {
            for departure in &game.departures[before..] {
                let player = game.player(departure.seat);
                announce.push(format!(
                    "{} (seat {}) left the table: {}.",
                    player.name,
                    departure.seat.number(),
                    departure.how.name()
                ));
            }
            announced = game.departures.len();
        }
        if audience == Audience::Public {
            if let Some(outcome) = game.outcome {
                announce.push(format!(
                    "The game is decided: {} wins ({}).",
                    outcome.winner.name(),
                    describe_outcome(outcome)
                ));
            }
        }
        let told = if announce.is_empty() {
            Vec::new()
        } else {
            told_of(&game, before, announced, index)
        };
        Ok(vec![Emitted {
            event: ProEvent::Recorded {
                index,
                event,
                announce,
                told,
                announced,
            },
            audience,
        }])
    }

    /// A protocol recorded elsewhere, recorded here one record at a time (the judge's own
    /// path, so each gets the audience and the announcements it would have got). The whole
    /// protocol is replayed first, so that a refusal tells every violation at once.
    fn record_all(&mut self, records: Vec<Value>) -> Result<Vec<Emitted<ProEvent>>, Refusal> {
        if records.len() > MAX_START_RECORDS {
            return Err(pro_refusals::too_many_records(
                MAX_START_RECORDS,
                records.len(),
            ));
        }
        // What the judge's path refuses before replaying, for every record at once.
        let shapeless: Vec<usize> = records
            .iter()
            .enumerate()
            .filter(|(_, r)| !is_record_shaped(r))
            .map(|(i, _)| i)
            .collect();
        if !shapeless.is_empty() {
            return Err(pro_refusals::not_records(&shapeless));
        }
        let whole = self.document(records.iter().cloned());
        match omerta_pro::replay_json(&whole) {
            Ok(_) => {}
            Err(Error::Invalid(violations)) => {
                return Err(pro_refusals::rule_violation(&violations));
            }
            Err(error) => return Err(Refusal::invalid(error.to_string())),
        }
        let mut emitted = Vec::with_capacity(records.len());
        for (index, event) in records.into_iter().enumerate() {
            let recorded = self
                .record(event)
                .map_err(|refusal| pro_refusals::in_record(index, refusal))?;
            for e in &recorded {
                self.apply(&e.event);
            }
            emitted.extend(recorded);
        }
        Ok(emitted)
    }

    fn finish(&self) -> Result<Vec<Emitted<ProEvent>>, Refusal> {
        let text = self.document(self.records.iter().map(|r| r.event.clone()));
        let (game, sheet) = omerta_pro::score_json(&text).map_err(|error| match error {
            Error::Unfinished(_) => pro_refusals::undecided(),
            other => Refusal::invalid(other.to_string()),
        })?;
        let outcome = game.outcome.expect("a scored game has an outcome");
        let scores: Value = serde_json::from_str(&omerta_pro::report::to_json(&game, &sheet))
            .unwrap_or(Value::Null);
        Ok(vec![Emitted {
            event: ProEvent::Finished {
                winner: sheet.winner.name().to_string(),
                reason: describe_outcome(outcome),
                roles: self.roles.clone(),
                totals: sheet.seats.iter().map(|s| s.total.to_string()).collect(),
                scores,
                decided: Some(Told::decided(outcome)),
            },
            audience: Audience::Public,
        }])
    }

    /// The table as a viewer may know it: the moment after the last record they saw.
    /// `all`: they read every secret ([`reads_every_secret`]).
    fn seats_view(&self, viewer: Viewer, all: bool) -> Vec<SeatView> {
        let visible_moment = self
            .records
            .iter()
            .rposition(|r| self.knows_the_moment_of(r, all))
            .and_then(|i| self.game.as_ref().map(|g| g.moments[i]));
        let partners = match viewer {
            Viewer::Player(slot) => self.partners(slot),
            _ => Vec::new(),
        };
        (0..self.names.len())
            .map(|i| {
                let slot = i as Slot;
                let sees_role = all || viewer == Viewer::Player(slot) || partners.contains(&slot);
                let at_table = match (visible_moment, &self.game) {
                    (Some(moment), Some(game)) => moment.table.contains(game.players[i].seat),
                    _ => true,
                };
                // How the seat left, once the reader knows it left: the same fact, at the
                // same moment, as the sentence the table was told.
                let left = match &self.game {
                    Some(game) if !at_table => game
                        .departure_of(game.players[i].seat)
                        .map(|d| d.how.code()),
                    _ => None,
                };
                SeatView {
                    seat: i + 1,
                    name: self.names[i].clone(),
                    role: if sees_role {
                        self.roles.get(i).cloned()
                    } else {
                        None
                    },
                    at_table,
                    left,
                    fouls: self.game.as_ref().map_or(0, |g| g.fouls[i]),
                }
            })
            .collect()
    }
}

impl ProTable {
    /// Whether a reader sees a record: its audience, or every record when they read every
    /// secret (the judge; everybody once the game is finished, L9: [`reads_every_secret`]).
    fn sees(record: &Record, viewer: Viewer, all: bool) -> bool {
        all || record.audience.admits(viewer)
    }

    /// Whether the table as a reader knows it is the table after `record`: for whoever
    /// reads every secret, after every record; for everybody else after the last public
    /// one (L2: a night's shot is learned in the morning).
    fn knows_the_moment_of(&self, record: &Record, all: bool) -> bool {
        all || record.audience == Audience::Public
    }

    /// Each record's number as `viewer` reads it (L8: the judge's is the protocol's
    /// index; everybody else counts what they saw), or `None` where they do not see it.
    fn numbers(&self, viewer: Viewer, all: bool) -> Vec<Option<usize>> {
        let mut seen = 0;
        self.records
            .iter()
            .enumerate()
            .map(|(i, r)| {
                if !Self::sees(r, viewer, all) {
                    return None;
                }
                seen += 1;
                Some(if viewer == Viewer::Host { i } else { seen - 1 })
            })
            .collect()
    }

    /// The player's own card: seat, name, role and, for a black player, the other black
    /// players' seats (L3).
    fn card(&self, viewer: Viewer) -> Option<Card> {
        let Viewer::Player(slot) = viewer else {
            return None;
        };
        let i = slot as usize;
        let (Some(name), Some(role)) = (self.names.get(i), self.roles.get(i)) else {
            return None;
        };
        let partners: Vec<u8> = self.partners(slot).into_iter().map(seat_of_slot).collect();
        Some(Card {
            seat: i + 1,
            name: name.clone(),
            role: if role.is_empty() {
                None
            } else {
                Some(role.clone())
            },
            partners,
        })
    }

    /// Every voting round and lift the reader saw, with who voted for whom: all of them
    /// are public records (L1), so this tells nobody more than the records do.
    fn votes(&self, numbers: &[Option<usize>]) -> (Vec<RoundView>, Vec<LiftView>) {
        let Some(game) = &self.game else {
            return (Vec::new(), Vec::new());
        };
        let seats = |set: omerta_pro::seat::SeatSet| -> Vec<u8> {
            set.iter().map(|s| s.number()).collect()
        };
        let rounds = game
            .rounds
            .iter()
            .filter_map(|r| {
                let record = numbers.get(r.event).copied().flatten()?;
                Some(RoundView {
                    round: round_json(r),
                    record,
                    day: r.day,
                    table: seats(r.table),
                })
            })
            .collect();
        let lifts = game
            .lifts
            .iter()
            .filter_map(|l| {
                let record = numbers.get(l.event).copied().flatten()?;
                Some(LiftView {
                    record,
                    day: l.day,
                    candidates: seats(l.candidates),
                    yes: seats(l.yes),
                    votes: l.yes.len(),
                    needed: l.needed,
                    table: seats(l.table),
                    passed: l.passed,
                })
            })
            .collect();
        (rounds, lifts)
    }

    /// The whole table as an `omerta-pro/1` document: every player's role and every record.
    pub fn protocol(&self) -> Value {
        self.protocol_with(self.records.iter().map(|r| r.event.clone()))
    }

    fn record_type(&self, index: usize) -> &str {
        self.records[index]
            .event
            .get("type")
            .and_then(Value::as_str)
            .unwrap_or("")
    }

    /// What the judge's console needs to prompt the next record (judge only): the table
    /// now, today's nominees, the last voting round with its count, and the record the
    /// table rules expect next where they expect one (a revote, a lift, a will).
    fn console(&self) -> Option<Console> {
        let game = self.game.as_ref()?;
        let numbers = |set: omerta_pro::seat::SeatSet| -> Vec<u8> {
            set.iter().map(|s| s.number()).collect()
        };
        let last = self.records.len().checked_sub(1);
        let moment = last.map(|i| game.moments[i]);
        let table = moment.map_or_else(|| (1..=10).collect::<Vec<u8>>(), |m| numbers(m.table));
        let in_day = matches!(moment.map(|m| m.phase), Some(Phase::Day(_)));
        let day_start = (0..self.records.len())
            .rev()
            .find(|&i| self.record_type(i) == "day");
        let today = |event: usize| in_day && day_start.is_some_and(|d| event > d);
        // Today's nominees, in nomination order, still at the table.
        let mut nominees: Vec<u8> = Vec::new();
        if let Some(start) = day_start.filter(|_| in_day) {
            for record in &self.records[start + 1..] {
                if record.event.get("type").and_then(Value::as_str) == Some("nominate") {
                    if let Some(target) = record.event.get("target").and_then(Value::as_u64) {
                        let target = target as u8;
                        if !nominees.contains(&target) && table.contains(&target) {
                            nominees.push(target);
                        }
                    }
                }
            }
        }
        let round = game.rounds.iter().rev().find(|r| today(r.event));
        let lifted = round.is_some_and(|r| game.lifts.iter().any(|l| l.event > r.event));
        let round_json = round.map(round_json);
        let mut prompt = None;
        if let Some(r) = round.filter(|r| r.eliminated.is_none() && r.leaders.len() > 1 && !lifted)
        {
            let leaders: Vec<u8> = r.leaders.as_slice().iter().map(|s| s.number()).collect();
            // A revote that gave the same tied set again: the lift is next (the protocol's
            // "where the revote repeated the same tied set, a lift").
            prompt = Some(if r.revote && r.leaders.set() == r.candidates.set() {
                Prompt::Lift {
                    candidates: leaders,
                    needed: game.rules.lift_threshold.needed(r.table.len()),
                }
            } else {
                Prompt::Revote {
                    candidates: leaders,
                }
            });
        }
        // A will is open for who just left by vote, lift or shot, until the next vote or
        // shooting (for a night kill: from the morning).
        let closes = |i: usize| matches!(self.record_type(i), "vote" | "lift" | "shots");
        let mut wills: Vec<WillDue> = Vec::new();
        if let Some(departure) = game.departures.last() {
            let event = departure.event;
            let closed = (event + 1..self.records.len()).any(closes);
            if !closed && game.outcome.is_none() {
                for d in game
                    .departures
                    .iter()
                    .filter(|d| d.event == event && d.how.leaves_will())
                {
                    let given = game.wills.iter().any(|w| w.by == d.seat && w.event > event);
                    if !given {
                        wills.push(WillDue {
                            seat: d.seat.number(),
                            first_out: game.first_out.contains(d.seat),
                        });
                    }
                }
            }
        }
        if prompt.is_none() && !wills.is_empty() {
            prompt = Some(Prompt::Will {
                wills: wills.clone(),
            });
        }
        // L11: day 1's speeches begin with seat 1; each later day's with the next seat at
        // the table after the one that began the day before.
        let mut opener: Option<u8> = None;
        for i in 0..self.records.len() {
            if self.record_type(i) == "day" {
                let at = numbers(game.moments[i].table);
                let start = opener.map_or(1, |o| o % 10 + 1);
                opener = (0..10u8)
                    .map(|k| (start - 1 + k) % 10 + 1)
                    .find(|s| at.contains(s));
            }
        }
        let first_speaker = if in_day { opener } else { None };
        let blacks_at_table: Vec<u8> = self
            .blacks()
            .into_iter()
            .map(seat_of_slot)
            .filter(|s| table.contains(s))
            .collect();
        // Before the finish, the judge sees the scores the finish would give.
        let provisional = if game.outcome.is_some() && self.finished.is_none() {
            let text = self.document(self.records.iter().map(|r| r.event.clone()));
            omerta_pro::score_json(&text)
                .ok()
                .and_then(|(game, sheet)| {
                    serde_json::from_str::<Value>(&omerta_pro::report::to_json(&game, &sheet)).ok()
                })
        } else {
            None
        };
        let next = self.next_steps(game, prompt.as_ref(), &wills, &nominees, in_day, day_start);
        Some(Console {
            provisional,
            next,
            table,
            in_day,
            nominees,
            round: round_json,
            prompt,
            wills,
            blacks_at_table,
            first_speaker,
            don: self.seat_of("don").map(seat_of_slot),
            sheriff: self.seat_of("sheriff").map(seat_of_slot),
            records: self.records.len(),
        })
    }
}

/// One step of the table's usual flow, as the judge's console offers it.
fn step(record: &str) -> Step {
    Step {
        record: record.to_string(),
        winner: None,
        revote: None,
        candidates: None,
        seat: None,
    }
}

impl ProTable {
    /// The game as the rules would replay it with `event` recorded next, or `None` where
    /// they refuse it: how the console learns what a record would lead to without a rule
    /// of its own.
    fn probe(&self, event: Value) -> Option<Game> {
        let text = self.document(
            self.records
                .iter()
                .map(|r| r.event.clone())
                .chain(std::iter::once(event)),
        );
        omerta_pro::replay_json(&text).ok()
    }

    /// What the table normally records next, then what normally follows it, as far as
    /// that does not hang on what the next record says (a shooting's target, a vote's
    /// hands): night, shots, the Don's check, the Sheriff's check (each checker who was at
    /// the table when the night began, ruling P3), morning, the wills of who left, the
    /// day's speeches (with their nominations), the vote where the rules hold one, a
    /// revote or a lift, the wills of who left, night; and once the rules have decided,
    /// the end and the finish. The judge's console offers the first step and follows the
    /// others while records wait to be sent; whatever the table did differently, the judge
    /// records with the tools, and the steps are drawn again from the new state.
    fn next_steps(
        &self,
        game: &Game,
        prompt: Option<&Prompt>,
        wills: &[WillDue],
        nominees: &[u8],
        in_day: bool,
        day_start: Option<usize>,
    ) -> Vec<Step> {
        if let Some(outcome) = game.outcome {
            let ended = (0..self.records.len()).any(|i| self.record_type(i) == "end");
            let mut steps = Vec::new();
            if !ended {
                steps.push(Step {
                    winner: Some(outcome.winner.name().to_string()),
                    ..step("end")
                });
            }
            steps.push(step("finish"));
            return steps;
        }
        match prompt {
            Some(Prompt::Revote { candidates }) => {
                return vec![Step {
                    revote: Some(true),
                    candidates: Some(candidates.clone()),
                    ..step("vote")
                }]
            }
            Some(Prompt::Lift { .. }) => return vec![step("lift")],
            _ => {}
        }
        let will_steps: Vec<Step> = wills
            .iter()
            .map(|w| Step {
                seat: Some(w.seat),
                ..step("will")
            })
            .collect();
        let mut steps = Vec::new();
        if in_day {
            steps.extend(will_steps);
            let today = |event: usize| day_start.is_some_and(|d| event > d);
            let voted = game.rounds.iter().any(|r| today(r.event))
                || game.lifts.iter().any(|l| today(l.event));
            if !voted {
                steps.push(step("speeches"));
                if self.vote_follows(nominees) {
                    steps.push(step("vote"));
                    return steps;
                }
            }
            steps.push(step("night"));
            return steps;
        }
        let Some(night) = (0..self.records.len())
            .rev()
            .find(|&i| self.record_type(i) == "night")
        else {
            // Night 0, the arrangement: it has no records; the first is the day.
            steps.push(step("day"));
            return steps;
        };
        let done =
            |kind: &str| (night + 1..self.records.len()).any(|i| self.record_type(i) == kind);
        // A will left open by day (the judge moved on without it) comes first; the wills
        // of who was shot tonight come in the morning.
        let shot_tonight = |w: &Step| {
            game.departures
                .iter()
                .any(|d| Some(d.seat.number()) == w.seat && d.event > night)
        };
        let (morning, open): (Vec<Step>, Vec<Step>) =
            will_steps.into_iter().partition(shot_tonight);
        steps.extend(open);
        let night_table = game.moments[night].table;
        let at_night = |role: &str| {
            self.seat_of(role)
                .is_some_and(|slot| night_table.contains(game.players[slot as usize].seat))
        };
        if !done("shots") {
            steps.push(step("shots"));
        }
        for (check, role) in [("don_check", "don"), ("sheriff_check", "sheriff")] {
            if at_night(role) && !done(check) {
                steps.push(step(check));
            }
        }
        steps.push(step("day"));
        steps.extend(morning);
        steps
    }

    /// Whether the day's speeches end in a vote: today's nominees and a vote the rules
    /// hold that can send one of them away (on day 1 a single candidate stays, and no
    /// vote is held).
    fn vote_follows(&self, nominees: &[u8]) -> bool {
        if nominees.is_empty() {
            return false;
        }
        let Some(probed) = self.probe(json!({"type": "vote", "ballots": {}})) else {
            return false;
        };
        probed
            .rounds
            .last()
            .is_some_and(|r| r.candidates.len() > 1 || r.eliminated.is_some())
    }
}

/// The cards of a deal, in the order a judge counts them, with how many a table deals.
const CARDS: [(&str, usize); 4] = [("sheriff", 1), ("don", 1), ("mafia", 2), ("civilian", 6)];

/// A deal the judge gives by seat: exactly the cards `omerta-pro` accepts (ten, six
/// civilians, one sheriff, two mafia, one don, each word as the protocol spells it). Every
/// problem at once, each naming the seats and the words.
fn check_deal(roles: &[String]) -> Result<(), Refusal> {
    use crate::pro_refusals::{deal, Deal};
    let mut problems = Vec::new();
    if roles.len() != DEAL.len() {
        problems.push(Deal::Size(roles.len()));
    }
    for (i, role) in roles.iter().enumerate() {
        if role.trim().is_empty() {
            // A start form's picker left at "deal at random" among chosen cards.
            problems.push(Deal::NoCard(i + 1));
        } else if !CARDS.iter().any(|(card, _)| card == role) {
            problems.push(Deal::NotACard(i + 1, shortened(role)));
        }
    }
    let wrong: Vec<(&'static str, Vec<usize>)> = CARDS
        .iter()
        .filter_map(|&(card, want)| {
            let seats: Vec<usize> = (0..roles.len())
                .filter(|&i| roles[i] == card)
                .map(|i| i + 1)
                .collect();
            (seats.len() != want).then_some((card, seats))
        })
        .collect();
    if !wrong.is_empty() {
        problems.push(Deal::Counts(wrong));
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(deal(&problems))
    }
}

/// What the table learned with record `at`, which announced departures `before` to
/// `announced` of `game` (the replay up to it or later): the departures, then the decision
/// where it was decided by then (every public record from the deciding one on tells it: an
/// `end` after the last black left says it again). One for one with the record's English.
fn told_of(game: &Game, before: usize, announced: usize, at: usize) -> Vec<Told> {
    let mut told: Vec<Told> = game
        .departures
        .get(before..announced)
        .unwrap_or_default()
        .iter()
        .map(|d| Told::left(game, d))
        .collect();
    if let Some(outcome) = game.outcome.filter(|o| o.event <= at) {
        told.push(Told::decided(outcome));
    }
    told
}

impl ProTable {
    /// What the table learned with record `at`, as data: what [`ProTable::record`] told in
    /// its `announce`, one for one (the departures it announced, then the decision).
    fn told(&self, at: usize) -> Vec<Told> {
        let (Some(game), Some(record)) = (&self.game, self.records.get(at)) else {
            return Vec::new();
        };
        if record.announce.is_empty() {
            return Vec::new();
        }
        let before = at
            .checked_sub(1)
            .and_then(|i| self.records.get(i))
            .map_or(0, |r| r.announced);
        told_of(game, before, record.announced, at)
    }

    /// The table as `viewer` reads it; `all`: they read every secret
    /// ([`reads_every_secret`]: the judge, or everybody once the game is over).
    fn drawn(&self, viewer: Viewer, all: bool) -> ProView {
        let numbers = self.numbers(viewer, all);
        let records: Vec<RecordView> = self
            .records
            .iter()
            .enumerate()
            .zip(&numbers)
            // L8: the judge numbers the protocol; everybody else counts what they saw.
            .filter_map(|((at, r), number)| {
                number.map(|index| RecordView {
                    index,
                    event: r.event.clone(),
                    announce: r.announce.clone(),
                    told: self.told(at),
                })
            })
            .collect();
        let phase = self
            .records
            .iter()
            .rposition(|r| self.knows_the_moment_of(r, all))
            .and_then(|i| self.game.as_ref().map(|g| g.moments[i].phase.to_string()));
        // A checker sees their own checks' answers; whoever reads every secret, all of
        // them (the judge; everybody once the game is finished, L9).
        let checks: Vec<CheckView> = match &self.game {
            Some(game) => game
                .checks
                .iter()
                .filter(|c| all || viewer == Viewer::Player(c.by.index() as Slot))
                .map(|c| {
                    let answer = if c.sheriff {
                        game.team(c.target).name()
                    } else if game.role(c.target) == Role::Sheriff {
                        "sheriff"
                    } else {
                        "not the sheriff"
                    };
                    CheckView {
                        night: c.night,
                        by: c.by.number(),
                        target: c.target.number(),
                        answer: answer.to_string(),
                    }
                })
                .collect(),
            None => Vec::new(),
        };
        let outcome = match (&self.game, viewer) {
            (Some(game), Viewer::Host) => game.outcome.map(|o| Decided {
                winner: o.winner.name().to_string(),
                reason: describe_outcome(o),
                event: o.event,
            }),
            _ => None,
        };
        let console = if viewer == Viewer::Host {
            self.console()
        } else {
            None
        };
        let (rounds, lifts) = self.votes(&numbers);
        ProView {
            event: self.event.clone(),
            console,
            card: self.card(viewer),
            seats: self.seats_view(viewer, all),
            phase,
            records,
            rounds,
            lifts,
            checks,
            decided: outcome,
            scores: self.finished.clone(),
            clock: self.clock.clone(),
        }
    }

    /// The judge sets the speech timer: a seat of the table (one that has left may still
    /// speak its last word), at most ten minutes, while the game is not over.
    fn clock(
        &self,
        speaker: Option<u8>,
        left_ms: u32,
        running: bool,
        now: i64,
    ) -> Result<Vec<Emitted<ProEvent>>, Refusal> {
        if self.finished.is_some() {
            return Err(pro_refusals::clock_game_over());
        }
        if self.names.is_empty() {
            return Err(pro_refusals::clock_not_seated());
        }
        if let Some(seat) = speaker {
            if seat == 0 || usize::from(seat) > self.names.len() {
                return Err(pro_refusals::clock_no_such_seat(self.names.len(), seat));
            }
        }
        if left_ms > MAX_CLOCK_MS {
            return Err(pro_refusals::clock_too_long());
        }
        Ok(vec![Emitted {
            event: ProEvent::Clocked {
                speaker,
                left_ms,
                running,
                at: now,
            },
            audience: Audience::Public,
        }])
    }
}

/// A word as a refusal quotes it: at most 40 characters.
fn shortened(word: &str) -> String {
    if word.chars().count() > 40 {
        format!("{}…", word.chars().take(40).collect::<String>())
    } else {
        word.to_string()
    }
}

/// A voting round: its candidates in order, each with their votes and voters (the
/// implicit ballots of the players missing from the record counted, as at the table).
fn round_json(r: &omerta_pro::game::Round) -> VotingRound {
    let numbers =
        |set: omerta_pro::seat::SeatSet| -> Vec<u8> { set.iter().map(|s| s.number()).collect() };
    let tally: Vec<Tally> = r
        .candidates
        .as_slice()
        .iter()
        .map(|&c| Tally {
            seat: c.number(),
            votes: r.votes_for(c),
            voters: numbers(r.voters_for(c)),
        })
        .collect();
    VotingRound {
        candidates: r.candidates.as_slice().iter().map(|s| s.number()).collect(),
        tally,
        revote: r.revote,
        leaders: r.leaders.as_slice().iter().map(|s| s.number()).collect(),
        eliminated: r.eliminated.map(|s| s.number()),
    }
}

fn seat_of_slot(slot: Slot) -> u8 {
    slot as u8 + 1
}

impl Live for ProTable {
    const RULESET: &'static str = "pro";
    const KINDS: &'static [&'static str] = &[
        "seated",
        "dealt",
        "black_team",
        "recorded",
        "undone",
        "clocked",
        "finished",
    ];
    const SEATS: Option<usize> = Some(10);

    type Setup = ProSetup;
    type Command = ProCommand;
    type Event = ProEvent;
    type View = ProView;
    type Presented = ProPresented;

    fn start(
        setup: ProSetup,
        names: &[String],
        seed: u64,
        _now: i64,
    ) -> Result<Vec<Emitted<ProEvent>>, Refusal> {
        if names.len() != 10 {
            return Err(pro_refusals::not_ten(names.len()));
        }
        // A start form's card pickers send one word per seat, "" for "deal at random":
        // every seat random (or no list) is the random deal; some random, some not, is
        // refused, naming the seats without a card.
        let roles = setup
            .roles
            .filter(|roles| !roles.iter().all(|r| r.trim().is_empty()));
        let roles: Vec<String> = match roles {
            Some(roles) => {
                check_deal(&roles)?;
                roles
            }
            None => {
                let mut deal: Vec<String> = DEAL.iter().map(|r| r.to_string()).collect();
                deal.shuffle(&mut ChaCha20Rng::seed_from_u64(seed));
                deal
            }
        };
        let rules = setup.rules.unwrap_or_else(|| json!({}));
        let event = setup
            .event
            .map(|e| e.trim().to_string())
            .filter(|e| !e.is_empty());
        if event.as_ref().is_some_and(|e| e.chars().count() > 80) {
            return Err(pro_refusals::event_name_too_long());
        }
        // The rules object must be one the protocol accepts.
        let probe = ProTable {
            names: names.to_vec(),
            roles: roles.clone(),
            rules: rules.clone(),
            ..ProTable::default()
        };
        match omerta_pro::replay_json(&probe.document(std::iter::empty())) {
            Ok(_) => {}
            Err(Error::Invalid(violations)) => {
                return Err(pro_refusals::start_refused(&violations))
            }
            Err(error) => return Err(Refusal::invalid(error.to_string())),
        }
        let mut events = vec![Emitted {
            event: ProEvent::Seated {
                names: names.to_vec(),
                rules,
                event,
            },
            audience: Audience::Public,
        }];
        for (i, role) in roles.iter().enumerate() {
            events.push(Emitted {
                event: ProEvent::Dealt {
                    seat: seat_of_slot(i as Slot),
                    role: role.clone(),
                },
                audience: Audience::slot(i as Slot),
            });
        }
        let blacks = probe.blacks();
        events.push(Emitted {
            event: ProEvent::BlackTeam {
                seats: blacks.iter().map(|&s| seat_of_slot(s)).collect(),
                don: seat_of_slot(probe.seat_of("don").expect("the deal has a don")),
            },
            audience: Audience::slots(blacks),
        });
        if let Some(records) = setup.records.filter(|r| !r.is_empty()) {
            let mut table = ProTable::empty();
            for emitted in &events {
                table.apply(&emitted.event);
            }
            events.extend(table.record_all(records)?);
        }
        Ok(events)
    }

    fn empty() -> ProTable {
        ProTable::default()
    }

    fn apply(&mut self, event: &ProEvent) {
        match event {
            ProEvent::Seated {
                names,
                rules,
                event,
            } => {
                self.names = names.clone();
                self.rules = rules.clone();
                self.event = event.clone();
                self.roles = vec![String::new(); names.len()];
            }
            ProEvent::Dealt { seat, role } => {
                if let Some(slot) = self.roles.get_mut(*seat as usize - 1) {
                    *slot = role.clone();
                }
                if self.roles.iter().all(|r| !r.is_empty()) {
                    self.game = self.replay();
                }
            }
            ProEvent::BlackTeam { .. } => {}
            ProEvent::Recorded {
                event,
                announce,
                announced,
                ..
            } => {
                let audience = self.audience_of(event);
                self.records.push(Record {
                    event: event.clone(),
                    audience,
                    announce: announce.clone(),
                    announced: *announced,
                });
                self.game = self.replay();
            }
            ProEvent::Undone { .. } => {
                self.records.pop();
                self.game = self.replay();
            }
            ProEvent::Clocked {
                speaker,
                left_ms,
                running,
                at,
            } => {
                self.clock = Some(ClockView {
                    speaker: *speaker,
                    left_ms: *left_ms,
                    running: *running,
                    at: *at,
                })
            }
            ProEvent::Finished { scores, .. } => {
                self.finished = Some(scores.clone());
                self.clock = None;
            }
        }
    }

    fn handle(
        &self,
        role: Actor,
        command: ProCommand,
        now: i64,
    ) -> Result<Vec<Emitted<ProEvent>>, Refusal> {
        if role != Actor::Host {
            return Err(pro_refusals::judge_only());
        }
        match command {
            ProCommand::Record { event } => self.record(event),
            ProCommand::Undo {} => {
                let last = self
                    .records
                    .last()
                    .ok_or_else(pro_refusals::nothing_to_undo)?;
                Ok(vec![Emitted {
                    event: ProEvent::Undone {
                        index: self.records.len() - 1,
                    },
                    audience: last.audience.clone(),
                }])
            }
            ProCommand::Finish {} => self.finish(),
            ProCommand::Clock {
                speaker,
                left_ms,
                running,
            } => self.clock(speaker, left_ms, running, now),
        }
    }

    fn weigh(command: &ProCommand) -> Weight {
        Weight {
            // Finishing scores the whole game under the full model.
            heavy: matches!(command, ProCommand::Finish {}),
            text: None,
        }
    }

    /// L8: a record's protocol index counts the records before it, secret ones included
    /// (shots, checks): a reader other than the judge gets the record without it, so that
    /// nobody counts the checks they did not see (nor learns that a checker has left).
    /// An undo always takes back the last record (L5), so it needs no index either.
    fn presented(event: &ProEvent, viewer: Viewer) -> ProPresented {
        ProPresented {
            event: event.clone(),
            index: viewer == Viewer::Host,
        }
    }

    fn kind(event: &ProEvent) -> &'static str {
        match event {
            ProEvent::Seated { .. } => "seated",
            ProEvent::Dealt { .. } => "dealt",
            ProEvent::BlackTeam { .. } => "black_team",
            ProEvent::Recorded { .. } => "recorded",
            ProEvent::Undone { .. } => "undone",
            ProEvent::Clocked { .. } => "clocked",
            ProEvent::Finished { .. } => "finished",
        }
    }

    fn discloses(event: &ProEvent) -> Vec<Disclosure> {
        let slot = |seat: u64| (seat.saturating_sub(1)) as Slot;
        match event {
            ProEvent::Dealt { seat, .. } => vec![Disclosure::role(slot(*seat as u64))],
            ProEvent::BlackTeam { seats, .. } => seats
                .iter()
                .map(|&s| Disclosure::role(slot(s as u64)))
                .collect(),
            ProEvent::Recorded { event, .. } => {
                match event.get("type").and_then(Value::as_str) {
                    // Who shoots is black.
                    Some("shots") => event
                        .get("shots")
                        .and_then(Value::as_object)
                        .map(|shots| {
                            shots
                                .keys()
                                .filter_map(|k| k.parse::<u64>().ok())
                                .map(|s| Disclosure::role(slot(s)))
                                .collect()
                        })
                        .unwrap_or_default(),
                    // A check goes to its checker alone, whose own role it shows; every
                    // other record happens in front of the whole table.
                    _ => Vec::new(),
                }
            }
            ProEvent::Finished { roles, .. } => (0..roles.len())
                .map(|i| Disclosure::revealed(i as Slot))
                .collect(),
            ProEvent::Seated { .. } | ProEvent::Undone { .. } | ProEvent::Clocked { .. } => {
                Vec::new()
            }
        }
    }

    /// A Pro record does not name its day or night (`{"type": "day"}`): they are counted,
    /// as the protocol runs them (day 1, night 1, day 2, ...); a record the judge took
    /// back opens nothing, and the next one counts in its place.
    fn step_marks(events: &[&ProEvent]) -> Vec<Option<String>> {
        let mut marks = vec![None; events.len()];
        // The records standing: where each was, and the phase it opened.
        let mut standing: Vec<(usize, Option<&str>)> = Vec::new();
        for (at, event) in events.iter().enumerate() {
            match event {
                ProEvent::Recorded { event, .. } => {
                    let opens = match event.get("type").and_then(Value::as_str) {
                        Some("day") => Some("Day"),
                        Some("night") => Some("Night"),
                        _ => None,
                    };
                    if let Some(word) = opens {
                        let n = 1 + standing.iter().filter(|(_, o)| *o == Some(word)).count();
                        marks[at] = Some(format!("{word} {n}"));
                    }
                    standing.push((at, opens));
                }
                ProEvent::Undone { .. } => {
                    if let Some((was, _)) = standing.pop() {
                        marks[was] = None;
                    }
                }
                _ => {}
            }
        }
        marks
    }

    fn finished(&self) -> bool {
        self.finished.is_some()
    }

    fn export(&self) -> Option<Value> {
        Some(self.protocol())
    }

    fn partners(&self, slot: Slot) -> Vec<Slot> {
        let blacks = self.blacks();
        if blacks.contains(&slot) {
            blacks.into_iter().filter(|&s| s != slot).collect()
        } else {
            Vec::new()
        }
    }

    /// A finished table is open to everybody (every card shown, the protocol and its
    /// download public, ruling L9), at every moment a review steps to, even one before
    /// the finish: each reader keeps their own view, a player their card among the others.
    fn revealed_typed(&self, reader: Viewer) -> ProView {
        self.drawn(reader, reads_every_secret(reader, true))
    }

    fn view_typed(&self, viewer: Viewer) -> ProView {
        self.drawn(viewer, reads_every_secret(viewer, self.finished.is_some()))
    }

    fn announcement(event: &ProEvent) -> Option<String> {
        match event {
            ProEvent::Seated { names, .. } => {
                Some(format!("The table is seated: {}.", names.join(", ")))
            }
            ProEvent::Recorded { announce, .. } if !announce.is_empty() => Some(announce.join(" ")),
            ProEvent::Finished { winner, reason, .. } => {
                Some(format!("The game is over: {winner} wins ({reason})."))
            }
            _ => None,
        }
    }
}

// ---------------------------------------------------------------------------------------
// The table as a reader reads it

/// A Pro table as a reader reads it ([`Live::view_typed`]): the judge everything, each
/// player their own card, everybody the public records (rulings L1 to L9 in
/// `docs/live/pro.md`); once the game is finished, every reader everything.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct ProView {
    /// The tournament or event the game belongs to; null: none.
    pub event: Option<String>,
    /// What the judge's console needs to prompt the next record: the judge's alone; null
    /// for everybody else and before the deal.
    pub console: Option<Console>,
    /// The reader's own card, when they play at the table; null otherwise.
    pub card: Option<Card>,
    /// The ten seats, in order, as the reader knows them.
    pub seats: Vec<SeatView>,
    /// The phase as the reader knows it ("Day 2", "Night 1"); null before the first record.
    pub phase: Option<String>,
    /// The records the reader sees, in order.
    pub records: Vec<RecordView>,
    /// Every voting round the reader saw, with who voted for whom.
    pub rounds: Vec<RoundView>,
    /// Every lift the reader saw.
    pub lifts: Vec<LiftView>,
    /// The checks whose answers the reader knows: a checker their own; whoever reads every
    /// secret, all of them.
    pub checks: Vec<CheckView>,
    /// The winner the table rules have decided, for the judge before the finish; null for
    /// everybody else and while undecided.
    pub decided: Option<Decided>,
    // The score report's JSON as `omerta_pro::report::to_json` writes it (the `finished`
    // event's `scores`): the rule crate builds it as text and has no type of it to
    // describe, so it is any value.
    /// Every seat's score once the game is finished, as `omerta score` reports it; null
    /// before.
    pub scores: Option<Value>,
    /// The speech timer as the judge last set it, for everybody (a stream overlay shows
    /// it); null before the judge first sets it and once the game is finished.
    pub clock: Option<ClockView>,
}

/// The speech timer at the moment the judge set it. A reader finds the time left at a
/// moment `t` (ms) as `left_ms - (t - at)` while it runs (never below zero), and
/// `left_ms` while it is paused.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct ClockView {
    /// The seat speaking, 1 to 10; null: the timer runs for no speech.
    pub speaker: Option<u8>,
    /// The time left at `at`, in milliseconds.
    pub left_ms: u32,
    /// Whether it runs from `at`.
    pub running: bool,
    /// When the judge set it (ms since the Unix epoch, by the server's clock).
    pub at: i64,
}

/// A seat as a reader knows it.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct SeatView {
    /// The seat, 1 to 10.
    pub seat: usize,
    /// Who sits there.
    pub name: String,
    /// The seat's role, where the reader knows it (their own, their black partners', all
    /// once the game is over); null otherwise.
    pub role: Option<String>,
    /// Whether the seat is still at the table, as the reader knows the table.
    pub at_table: bool,
    /// How the seat left the table, once the reader knows it left (the moment the table is
    /// told): `vote`, `lift`, `night_shot`, `self_shot`, `fourth_foul`, `tech_fouls`,
    /// `removal`, `disqualification`, `declared_defeat` or `surrender`; null while at the
    /// table.
    pub left: Option<&'static str>,
    /// The seat's fouls.
    pub fouls: u8,
}

/// A player's own card.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct Card {
    /// The player's seat, 1 to 10.
    pub seat: usize,
    /// The player's name.
    pub name: String,
    /// The player's role (civilian, sheriff, mafia or don); null before the deal.
    pub role: Option<String>,
    /// For a black player, the other black players' seats (they meet on night 0).
    pub partners: Vec<u8>,
}

/// A record as a reader sees it.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct RecordView {
    /// The record's number: the protocol's index for the judge; for everybody else, the
    /// count of the records they saw before it (L8).
    pub index: usize,
    /// The protocol event recorded (`omerta-pro/1`).
    #[cfg_attr(
        feature = "schema",
        schemars(with = "omerta_pro::schema::ProtocolEvent")
    )]
    pub event: Value,
    /// What the table learned with it, each a sentence (departures, the winner), in
    /// English as it was told at the table.
    pub announce: Vec<String>,
    /// The same, as data, for a page to word in its reader's language.
    pub told: Vec<Told>,
}

/// What the table learned with a record, as data (a record's `announce`, one for one):
/// omerta-pro's, worded in each language by `omerta_i18n::pro::told`.
pub use omerta_pro::game::Told;

/// A voting round: its candidates in order, each with their votes and voters (the
/// ballots missing from the record counted as the table counts them).
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct VotingRound {
    /// The candidates' seats, in order.
    pub candidates: Vec<u8>,
    /// Each candidate's votes, in the candidates' order.
    pub tally: Vec<Tally>,
    /// Whether it is a revote among tied leaders.
    pub revote: bool,
    /// The seats with the most votes.
    pub leaders: Vec<u8>,
    /// The seat the round sent away; null: nobody.
    pub eliminated: Option<u8>,
}

/// One candidate's votes in a voting round.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct Tally {
    /// The candidate's seat.
    pub seat: u8,
    /// How many voted for them.
    pub votes: usize,
    /// The seats that voted for them.
    pub voters: Vec<u8>,
}

/// A voting round the reader saw, with where it was recorded.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct RoundView {
    #[serde(flatten)]
    pub round: VotingRound,
    /// The number of the record that held it, as the reader numbers records.
    pub record: usize,
    /// The day it was held on.
    pub day: u8,
    /// The seats at the table when it was held.
    pub table: Vec<u8>,
}

/// A lift the reader saw: the vote to send away every tied leader at once.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct LiftView {
    /// The number of the record that held it, as the reader numbers records.
    pub record: usize,
    /// The day it was held on.
    pub day: u8,
    /// The tied leaders' seats.
    pub candidates: Vec<u8>,
    /// The seats that raised a hand for the lift.
    pub yes: Vec<u8>,
    /// How many raised a hand.
    pub votes: usize,
    /// How many hands it needed.
    pub needed: usize,
    /// The seats at the table when it was held.
    pub table: Vec<u8>,
    /// Whether it passed.
    pub passed: bool,
}

/// A night's check and its answer.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct CheckView {
    /// The night it was made.
    pub night: u8,
    /// The checker's seat.
    pub by: u8,
    /// The checked seat.
    pub target: u8,
    /// The answer: the Sheriff's, the target's team ("red" or "black"); the Don's,
    /// "sheriff" or "not the sheriff".
    pub answer: String,
}

/// The winner the table rules have decided.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct Decided {
    /// The winning side: "red", "black" or "draw".
    pub winner: String,
    /// Why, in words.
    pub reason: String,
    /// The protocol index of the record that decided it.
    pub event: usize,
}

/// What the judge's console needs to prompt the next record: the table now, today's
/// nominees, the last voting round, and the record the table rules expect next.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct Console {
    // The score report's JSON, as `ProView::scores` (see there why it is any value).
    /// The scores the finish would give, once the rules have decided and before the
    /// finish; null otherwise.
    pub provisional: Option<Value>,
    /// What the table normally records next, then what follows it.
    pub next: Vec<Step>,
    /// The seats at the table now.
    pub table: Vec<u8>,
    /// Whether it is day.
    pub in_day: bool,
    /// Today's nominees still at the table, in nomination order.
    pub nominees: Vec<u8>,
    /// Today's last voting round; null: none.
    pub round: Option<VotingRound>,
    /// The record the table rules expect next (a revote, a lift, a will); null: none.
    pub prompt: Option<Prompt>,
    /// The wills open now.
    pub wills: Vec<WillDue>,
    /// The black players' seats still at the table.
    pub blacks_at_table: Vec<u8>,
    /// Who speaks first today; null at night.
    pub first_speaker: Option<u8>,
    /// The Don's seat.
    pub don: Option<u8>,
    /// The Sheriff's seat.
    pub sheriff: Option<u8>,
    /// How many records the protocol holds.
    pub records: usize,
}

/// The record the table rules expect next.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Prompt {
    /// A revote among the tied leaders.
    Revote {
        /// The tied leaders' seats.
        candidates: Vec<u8>,
    },
    /// A lift: the revote tied the same leaders again.
    Lift {
        /// The tied leaders' seats.
        candidates: Vec<u8>,
        /// How many hands the lift needs.
        needed: usize,
    },
    /// The wills of who just left.
    Will {
        /// The wills open now.
        wills: Vec<WillDue>,
    },
}

/// A will open now: who left by vote, lift or shot and has not given it.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct WillDue {
    /// The seat whose will it is.
    pub seat: u8,
    /// Whether they are the First Out (who may leave a First Color Will).
    pub first_out: bool,
}

/// One step of the table's usual flow, as the judge's console offers it: the record's
/// type and what the step already knows of it.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct Step {
    /// The protocol event's type to record ("day", "vote", "shots", "will", ...), or
    /// "finish" for the finish.
    pub record: String,
    /// An `end` step's winner.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub winner: Option<String>,
    /// A revote's `vote` step: true.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub revote: Option<bool>,
    /// A revote's candidates.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub candidates: Option<Vec<u8>>,
    /// A `will` step's seat.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub seat: Option<u8>,
}

/// A Pro event as a reader reads it ([`Live::presented`]): the stored event, but for the
/// judge alone the protocol index of a `recorded` or `undone` event (L8: it counts the
/// secret records too, so nobody else is told it).
#[derive(Clone, Debug)]
pub struct ProPresented {
    /// The stored event.
    pub event: ProEvent,
    /// Whether the reader is told its `index` (the judge).
    pub index: bool,
}

impl Serialize for ProPresented {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut value = serde_json::to_value(&self.event).map_err(serde::ser::Error::custom)?;
        if !self.index {
            if let Some(object) = value.as_object_mut() {
                object.remove("index");
            }
        }
        value.serialize(serializer)
    }
}

/// The stored event's schema, its `index` not required: only the judge is told it.
#[cfg(feature = "schema")]
impl schemars::JsonSchema for ProPresented {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "ProPresented".into()
    }

    fn json_schema(generator: &mut schemars::SchemaGenerator) -> schemars::Schema {
        let mut schema = <ProEvent as schemars::JsonSchema>::json_schema(generator);
        let variants = schema
            .as_object_mut()
            .and_then(|o| o.get_mut("oneOf"))
            .and_then(Value::as_array_mut);
        for variant in variants.into_iter().flatten() {
            if let Some(Value::Array(required)) = variant.get_mut("required") {
                required.retain(|field| field != "index");
            }
        }
        schema.insert(
            "description".into(),
            "A Pro event as a reader reads it: the stored event, but the protocol index of a \
             recorded or undone event is the judge's alone."
                .into(),
        );
        schema
    }
}
