//! MafiaRatings (mafiaratings.com) games: the game JSON of its API (`Game::api_help` in
//! its source), read into `omerta-pro/1` and written from it.
//!
//! What the fields mean: rounds count from 0; round N is night N (none in round 0) then
//! day N, so MafiaRatings' day N is omerta's day N + 1 and its night N is omerta's night N.
//! Per player: `role` (`civ`, `maf`, `sheriff`, `don`); `nominating[round]` the seat the
//! player nominated; `voting[round]` the seat voted for, or an array with one entry per
//! voting round of the day and, last, `true`/`false` for the hand in the lift ("kill
//! all"); `shooting[night - 1]` a black player's shot; `don`, `sheriff` the round the player
//! was checked in; `death` `{round, type, time}` (`day`, `night`, `warnings`, `techFouls`,
//! `kickOut`, `teamKickOut`, `giveUp`); `warnings` and `techFouls` the game times they were
//! given at; `legacy` the seats a departed player named black; `bonus` points or titles.
//! `rules` is a 13-digit code (`include/rules.php`); `winner` `civ`, `maf` or `tie`.
//!
//! What MafiaRatings cannot hold (a will naming reds, a helm, misses, the Sheriff's
//! killer, omerta's own table-rule parameters) is written on export into an `omerta`
//! object MafiaRatings does not read, with a warning each, so that the way back is whole.

use super::steps::*;
use super::{
    place_wills, read_source, Expected, Exported, Imported, Kept, Notice, Place, Problem, Refused,
    Slot, System, Timeline,
};
use crate::game::{Game, Leave};
use crate::model::{colors_of, Event, Hands, Role, Team, Will, Winner};
use crate::points::Points;
use crate::protocol::{Named, Protocol, RawPlayer, RawRules};
use crate::seat::{PerSeat, Seat, SeatList, SeatSet};
use serde::Deserialize;
use serde_json::{json, Map, Value};

#[derive(Deserialize)]
struct Source {
    players: Option<Vec<Player>>,
    #[serde(default)]
    rules: Option<Value>,
    #[serde(default)]
    winner: Option<String>,
    #[serde(default)]
    omerta: Option<Extension>,
}

#[derive(Deserialize, Default)]
#[serde(rename_all = "camelCase")]
struct Player {
    #[serde(default)]
    name: Option<String>,
    #[serde(default)]
    role: Option<String>,
    #[serde(default)]
    death: Option<Value>,
    #[serde(default)]
    warnings: Option<Value>,
    #[serde(default)]
    tech_fouls: Option<Value>,
    #[serde(default)]
    don: Option<i64>,
    #[serde(default)]
    sheriff: Option<i64>,
    #[serde(default)]
    bonus: Option<Value>,
    #[serde(default)]
    legacy: Option<Vec<i64>>,
    #[serde(default)]
    comment: Option<String>,
    #[serde(default)]
    voting: Option<Vec<Value>>,
    #[serde(default)]
    nominating: Option<Vec<Option<i64>>>,
    #[serde(default)]
    shooting: Option<Vec<Option<i64>>>,
    #[serde(default)]
    arranged: Option<i64>,
}

/// What omerta keeps beside a MafiaRatings game for the way back.
#[derive(Deserialize, Default)]
struct Extension {
    #[serde(default)]
    rules: Option<Value>,
    #[serde(default)]
    wills: Vec<Value>,
    #[serde(default)]
    misses: Vec<Miss>,
    #[serde(default)]
    credit: Option<i64>,
    #[serde(default)]
    disqualified: Vec<i64>,
    #[serde(default)]
    candidates: Vec<DayCandidates>,
}

#[derive(Deserialize)]
struct Miss {
    night: i64,
    by: Vec<i64>,
}

#[derive(Deserialize)]
struct DayCandidates {
    round: i64,
    seats: Vec<i64>,
}

/// A place in a player's per-round list (`players[3].voting[2]`), formatted on error only.
#[derive(Clone, Copy)]
struct ListPlace(usize, &'static str, usize);

impl std::fmt::Display for ListPlace {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "players[{}].{}[{}]", self.0, self.1, self.2)
    }
}

/// The default rules code of MafiaRatings.
const DEFAULT_RULES: &str = "0002000010000";
const MAX_ROUND: i64 = 100;

// Positions in the 13-digit rules code (`include/rules.php`).
const RULE_ROTATION: usize = 0;
const RULE_WITHDRAW: usize = 3;
const RULE_FIRST_VOTING: usize = 4;
const RULE_SPLIT_ORDER: usize = 5;
const RULE_KILL_ALL: usize = 6;
const RULE_SPLIT_ON_FOUR: usize = 7;
const RULE_SPLIT_ON_NINE: usize = 8;
const RULE_LEGACY: usize = 9;
const RULE_GAME_END_SPEECH: usize = 10;
const RULE_TECH_FOULS: usize = 12;

/// The options of a MafiaRatings rules code that change how a game runs, as digits: the
/// 13-digit code of today's `include/rules.php`, or the 29-digit code older games keep
/// (whose options sit elsewhere, some of them gone since and some not yet there).
struct CodeOptions {
    rotation: u8,
    withdraw: u8,
    first_voting: u8,
    split_order: u8,
    kill_all: u8,
    split_on_four: u8,
    split_on_nine: u8,
    legacy: u8,
    game_end_speech: u8,
    /// `techFouls` (13 digits only).
    tech_fouls: Option<u8>,
    /// `killedNom` (29 digits only).
    killed_nom: Option<u8>,
    /// `threeWarningsNomination` (29 digits only).
    three_warnings_nomination: Option<u8>,
    /// `altSplit` (29 digits only).
    alt_split: Option<u8>,
    /// `antimonster` (29 digits only).
    antimonster: Option<u8>,
    /// `shooting` (29 digits only).
    shooting: Option<u8>,
    /// `noKillOnFour` (29 digits only; the rules it belongs to end three quiet cycles in a
    /// draw, 1.5).
    no_kill_on_four: Option<u8>,
}

impl CodeOptions {
    /// `code` is all digits, 13 or 29 of them.
    fn read(code: &str) -> CodeOptions {
        let digit = |i: usize| code.as_bytes()[i] - b'0';
        if code.len() == 29 {
            // noKillOnFour, nightPose, nightSeq, rotation, nominationThumb, withdraw,
            // nominationQuestion, votingPose, firstVoting, altSplit, killAll, splitOnFour,
            // shooting, killedNom, sheriffResponse, legacy, gameEndSpeech, extraPoints,
            // threeWarningsNomination, antimonster, ...
            return CodeOptions {
                rotation: digit(3),
                withdraw: digit(5),
                first_voting: digit(8),
                split_order: 0,
                kill_all: digit(10),
                split_on_four: digit(11),
                split_on_nine: 0,
                legacy: digit(15),
                game_end_speech: digit(16),
                tech_fouls: None,
                killed_nom: Some(digit(13)),
                three_warnings_nomination: Some(digit(18)),
                alt_split: Some(digit(9)),
                antimonster: Some(digit(19)),
                shooting: Some(digit(12)),
                no_kill_on_four: Some(digit(0)),
            };
        }
        CodeOptions {
            rotation: digit(RULE_ROTATION),
            withdraw: digit(RULE_WITHDRAW),
            first_voting: digit(RULE_FIRST_VOTING),
            split_order: digit(RULE_SPLIT_ORDER),
            kill_all: digit(RULE_KILL_ALL),
            split_on_four: digit(RULE_SPLIT_ON_FOUR),
            split_on_nine: digit(RULE_SPLIT_ON_NINE),
            legacy: digit(RULE_LEGACY),
            game_end_speech: digit(RULE_GAME_END_SPEECH),
            tech_fouls: Some(digit(RULE_TECH_FOULS)),
            killed_nom: None,
            three_warnings_nomination: None,
            alt_split: None,
            antimonster: None,
            shooting: None,
            no_kill_on_four: None,
        }
    }
}

/// Reads a MafiaRatings game into an `omerta-pro/1` protocol.
pub fn import(text: &str) -> Result<Imported, Refused> {
    let source: Source = read_source(text, Expected::MafiaRatingsGame)?;
    Importer::default().run(source)
}

#[derive(Default)]
struct Importer {
    problems: Vec<Notice>,
    warnings: Vec<Notice>,
    timeline: Timeline,
    texts: Vec<String>,
    roles: [Option<Role>; 10],
    /// Each player's death: round, type, time (as written).
    deaths: [Option<(i64, String, Option<Value>)>; 10],
    rotation_last: bool,
}

impl Importer {
    fn problem(&mut self, at: impl Into<Place>, problem: Problem) {
        self.problems.push(Notice::new(at, problem));
    }

    fn warn(&mut self, at: impl Into<Place>, problem: Problem) {
        self.warnings.push(Notice::new(at, problem));
    }

    /// A seat; `at` names the place only when it is not one (places are built on error).
    fn seat(&mut self, at: impl FnOnce() -> String, n: i64) -> Option<Seat> {
        let seat = Seat::new(n);
        if seat.is_none() {
            self.problem(
                at(),
                Problem::NotASeat {
                    text: n.to_string(),
                },
            );
        }
        seat
    }

    fn round(&mut self, at: impl FnOnce() -> String, n: i64) -> Option<u32> {
        if (0..=MAX_ROUND).contains(&n) {
            Some(n as u32)
        } else {
            self.problem(
                at(),
                Problem::NotARound {
                    text: n.to_string(),
                    most: MAX_ROUND,
                },
            );
            None
        }
    }

    fn run(mut self, source: Source) -> Result<Imported, Refused> {
        let Some(players) = source.players.as_ref() else {
            return Err(Refused(vec![Notice::new(
                "players",
                Problem::MissingPlayers {
                    system: System::MafiaRatings,
                },
            )]));
        };
        if players.len() != 10 {
            return Err(Refused(vec![Notice::new(
                "players",
                Problem::MafiaRatingsTableOfTen {
                    count: players.len(),
                },
            )]));
        }
        let ext = source.omerta.unwrap_or_default();
        let raw_players = self.players(players);
        let rules = self.rules(source.rules.as_ref(), ext.rules.as_ref());
        let rounds = players
            .iter()
            .map(|p| {
                let n = p.nominating.as_ref().map_or(0, Vec::len);
                let v = p.voting.as_ref().map_or(0, Vec::len);
                let s = p.shooting.as_ref().map_or(0, |s| s.len() + 1);
                n.max(v).max(s)
            })
            .max()
            .unwrap_or(0) as u32;
        for round in 0..rounds.min(MAX_ROUND as u32 + 1) {
            if round > 0 {
                self.night(players, round, &ext);
            }
            self.day(players, round, &ext);
        }
        self.checks(players);
        let mut wills = Vec::new();
        for (i, p) in players.iter().enumerate() {
            self.player_events(i, p, &ext, &mut wills);
        }
        match source.winner.as_deref() {
            Some("civ") => self.timeline.push(
                Slot::LAST,
                Event::End {
                    winner: Winner::Red,
                },
            ),
            Some("maf") => self.timeline.push(
                Slot::LAST,
                Event::End {
                    winner: Winner::Black,
                },
            ),
            Some("tie") => self.timeline.push(
                Slot::LAST,
                Event::End {
                    winner: Winner::Draw,
                },
            ),
            None => {}
            Some(other) => self.problem(
                "winner",
                Problem::NotAWinner {
                    text: other.to_owned(),
                },
            ),
        }
        if !self.problems.is_empty() {
            return Err(Refused(self.problems));
        }
        self.timeline.mark_days();
        let mut protocol = Protocol {
            format: Some("omerta-pro/1".into()),
            players: raw_players,
            rules,
            events: std::mem::take(&mut self.timeline).into_events(),
            problems: Vec::new(),
            texts: std::mem::take(&mut self.texts),
        };
        self.rebuild_lifts(&mut protocol)?;
        let followed = super::drop_days_after_end(&mut protocol, &mut self.warnings);
        if let Some(game) = place_wills(&mut protocol, wills, &mut self.warnings, followed) {
            self.compare_deaths(&game);
        }
        drop_options_the_record_breaks(&mut protocol, &mut self.warnings);
        super::checked(protocol, self.warnings)
    }

    /// The lifts a record lacks, rebuilt from the departures it states. MafiaRatings keeps
    /// the show of hands after a repeated tie only since its `k` feature; a game recorded
    /// before (most of 2020) says who left the table that day and holds no lift, and a
    /// protocol without it is refused by `pro check` (issue 28). Where every tied player
    /// left by day, the lift passed; where none did, it failed; where some did, the record
    /// contradicts itself and the import is refused. Which hands went up stays unknown
    /// (`"passed"` with no `"yes"`): no hand is scored.
    fn rebuild_lifts(&mut self, protocol: &mut Protocol) -> Result<(), Refused> {
        // Each rebuilt lift changes the table for the days after it: found one at a time.
        for _ in 0..=MAX_ROUND {
            let Some(missing) = Game::missing_lifts(protocol).into_iter().next() else {
                return Ok(());
            };
            // MafiaRatings' round N is omerta's day N + 1.
            let round = i64::from(missing.day) - 1;
            let left: SeatSet = missing
                .leaders
                .iter()
                .filter(|s| {
                    matches!(&self.deaths[s.index()], Some((r, kind, _)) if *r == round && kind == "day")
                })
                .collect();
            let at = Place::Day(u32::from(missing.day));
            let passed = if left == missing.leaders {
                true
            } else if left.is_empty() {
                false
            } else {
                return Err(Refused(vec![Notice::new(
                    at,
                    Problem::LiftContradicted {
                        leaders: missing.leaders,
                        left,
                        stayed: missing.leaders.minus(left),
                    },
                )]));
            };
            protocol.events.insert(
                missing.at,
                Event::Lift {
                    hands: Hands::Unrecorded { passed },
                },
            );
            self.warn(
                at,
                Problem::LiftRebuilt {
                    leaders: missing.leaders,
                    passed,
                },
            );
        }
        Ok(())
    }

    fn players(&mut self, players: &[Player]) -> Vec<RawPlayer> {
        let mut out = Vec::with_capacity(10);
        for (i, p) in players.iter().enumerate() {
            let at = format!("players[{i}]");
            let role = match p.role.as_deref().unwrap_or("civ") {
                "civ" => Role::Civilian,
                "sheriff" => Role::Sheriff,
                "maf" => Role::Mafia,
                "don" => Role::Don,
                other => {
                    self.problem(
                        format!("{at}.role"),
                        Problem::NotAMafiaRatingsRole {
                            text: other.to_owned(),
                        },
                    );
                    Role::Civilian
                }
            };
            self.roles[i] = Some(role);
            if let Some(death) = &p.death {
                self.deaths[i] = self.death(&format!("{at}.death"), death);
            }
            if p.arranged.is_some() {
                self.warn(format!("{at}.arranged"), Problem::ArrangementDropped);
            }
            out.push(RawPlayer {
                seat: Some(i as i64 + 1),
                name: p.name.clone().unwrap_or_default(),
                role: Some(Named::Known(role)),
            });
        }
        for (role, want) in [
            (Role::Civilian, 6),
            (Role::Sheriff, 1),
            (Role::Mafia, 2),
            (Role::Don, 1),
        ] {
            let have = self.roles.iter().filter(|r| **r == Some(role)).count();
            if have != want {
                self.problem("players", Problem::TableDeals { want, role, have });
            }
        }
        out
    }

    fn death(&mut self, at: &str, death: &Value) -> Option<(i64, String, Option<Value>)> {
        match death {
            Value::Bool(false) | Value::Null => None,
            Value::Bool(true) => Some((-1, String::new(), None)),
            Value::Number(n) => Some((n.as_i64().unwrap_or(-1), String::new(), None)),
            Value::String(kind) => Some((-1, kind.clone(), None)),
            Value::Object(o) => Some((
                o.get("round").and_then(Value::as_i64).unwrap_or(-1),
                o.get("type")
                    .and_then(Value::as_str)
                    .unwrap_or_default()
                    .to_owned(),
                o.get("time").cloned(),
            )),
            _ => {
                self.problem(at, Problem::NotADeath);
                None
            }
        }
    }

    fn rules(&mut self, code: Option<&Value>, ext: Option<&Value>) -> Option<RawRules> {
        let code = match code {
            None | Some(Value::Null) => DEFAULT_RULES.to_owned(),
            Some(Value::String(s))
                if matches!(s.len(), 13 | 29) && s.bytes().all(|b| b.is_ascii_digit()) =>
            {
                s.clone()
            }
            Some(other) => {
                self.warn(
                    "rules",
                    Problem::NotARulesCode {
                        text: other.to_string(),
                    },
                );
                DEFAULT_RULES.to_owned()
            }
        };
        let options = CodeOptions::read(&code);
        let mut rules = RawRules::default();
        self.rotation_last = options.rotation == 1;
        rules.day1_vote = match options.first_voting {
            0 => None,
            1 | 2 => Some("leader_stays".into()),
            3 => Some("self_vote".into()),
            other => {
                self.warn("rules", Problem::UnknownFirstVoting { option: other });
                None
            }
        };
        if options.split_order == 1 {
            rules.revote_order = Some("reverse".into());
        }
        rules.tie_of_all = Some(
            if options.kill_all == 1 {
                "draw"
            } else {
                "no_lift"
            }
            .into(),
        );
        if options.split_on_four == 1 {
            rules.lift_two_at_4 = Some("no".into());
        }
        rules.lift_three_at_9 = match options.split_on_nine {
            0 => None,
            1 => Some("no".into()),
            _ => Some("after_day_1".into()),
        };
        // 8.17.2: the first killed's guess is not recorded; 8.19.2: no last word once the
        // game has ended; 9.6.1: no technical fouls; 8.6.2: the killed may nominate in
        // their last minute; 9.6.2: no nomination with three fouls.
        if options.legacy == 1 {
            rules.first_color_will = Some(false);
        }
        if options.game_end_speech == 1 {
            rules.end_speech = Some(false);
        }
        if options.tech_fouls == Some(0) {
            rules.tech_fouls = Some(false);
        }
        if options.killed_nom == Some(1) {
            rules.last_speech_nominates = Some(true);
        }
        if options.three_warnings_nomination == Some(1) {
            rules.three_fouls_nominate = Some(false);
        }
        // 7.19.2: a tie with other voters is revoted once more.
        if options.alt_split == Some(1) {
            rules.alt_split = Some("revote".into());
        }
        // 7.5.1: a withdrawal said aloud; 7.5.2: a later nomination withdraws the earlier
        // one; 7.5.3: no withdrawal.
        rules.withdraw = match options.withdraw {
            0 => Some("allowed".into()),
            1 => Some("auto".into()),
            _ => None,
        };
        // 1.5: three quiet nights and days end in a draw; 1.6.1 (0): at four, red wins.
        if let Some(four) = options.no_kill_on_four {
            rules.three_quiet_cycles = Some("draw".into());
            rules.no_kill_on_four = Some(if four == 0 { "red" } else { "draw" }.into());
        }
        // 8.3.2: the judge calls only the seats at the table.
        if options.shooting == Some(1) {
            rules.shooting = Some("seats_at_table".into());
        }
        // 9.10: what a removal does to the voting.
        rules.antimonster = match options.antimonster {
            None | Some(1) => None,
            Some(0) => Some("no_voting".into()),
            Some(2) => Some("nominated".into()),
            Some(other) => {
                self.warn("rules", Problem::UnknownAntimonster { option: other });
                None
            }
        };
        // omerta's own parameters, kept beside the game on export.
        if let Some(Value::Object(ext)) = ext {
            let get = |k: &str| ext.get(k).and_then(Value::as_str).map(str::to_owned);
            rules.day1_single_candidate = get("day1_single_candidate");
            rules.lift_threshold = get("lift_threshold");
            rules.fourth_foul_removes = ext.get("fourth_foul_removes").and_then(Value::as_bool);
            let switch = |k: &str| ext.get(k).and_then(Value::as_bool);
            for (key, rule) in [
                ("tech_fouls", &mut rules.tech_fouls),
                ("first_color_will", &mut rules.first_color_will),
                ("end_speech", &mut rules.end_speech),
                ("three_fouls_nominate", &mut rules.three_fouls_nominate),
                ("last_speech_nominates", &mut rules.last_speech_nominates),
            ] {
                if let Some(value) = switch(key) {
                    *rule = Some(value);
                }
            }
            if let Some(t) = get("tie_of_all") {
                rules.tie_of_all = Some(t);
            }
            if let Some(v) = get("day1_vote") {
                rules.day1_vote = Some(v);
            }
            if let Some(v) = get("alt_split") {
                rules.alt_split = Some(v);
            }
            if let Some(v) = get("antimonster") {
                rules.antimonster = Some(v);
            }
            if let Some(v) = get("shooting") {
                rules.shooting = Some(v);
            }
            if let Some(v) = get("withdraw") {
                rules.withdraw = Some(v);
            }
            if let Some(v) = get("three_quiet_cycles") {
                rules.three_quiet_cycles = Some(v);
            }
            if let Some(v) = get("no_kill_on_four") {
                rules.no_kill_on_four = Some(v);
            }
        }
        (rules != RawRules::default()).then_some(rules)
    }

    /// Whether player `i` had left before day `round` began (MafiaRatings' day numbering).
    fn gone_before_day(&self, i: usize, round: i64) -> bool {
        match &self.deaths[i] {
            Some((r, kind, time)) => {
                *r < round
                    || (*r == round && kind == "night")
                    || (*r == round
                        && time
                            .as_ref()
                            .and_then(|t| t.get("time"))
                            .and_then(Value::as_str)
                            .is_some_and(is_night_time))
            }
            None => false,
        }
    }

    /// The seat that speaks first on day `round`, as MafiaRatings counts it.
    fn first_speaker(&self, round: i64) -> usize {
        let next = |from: usize, round: i64| -> usize {
            (1..=10)
                .map(|k| (from + k) % 10)
                .find(|i| !self.gone_before_day(*i, round))
                .unwrap_or(from)
        };
        let prev = |from: usize, round: i64| -> usize {
            (1..=10)
                .map(|k| (from + 10 - k) % 10)
                .find(|i| !self.gone_before_day(*i, round))
                .unwrap_or(from)
        };
        if round <= 0 {
            return next(9, 0);
        }
        let mut first = self.first_speaker(round - 1);
        if self.rotation_last {
            first = next(prev(first, round - 1), round);
        }
        next(first, round)
    }

    fn day(&mut self, players: &[Player], round: u32, ext: &Extension) {
        let day = round + 1;
        let opener = self.first_speaker(i64::from(round));
        let rank = |seat: usize| ((seat + 10 - opener) % 10) as u32;
        // Nominations in speaking order.
        let mut nominations: Vec<(Seat, Seat)> = Vec::new();
        for (i, p) in players.iter().enumerate() {
            let Some(Some(target)) = p.nominating.as_ref().and_then(|n| n.get(round as usize))
            else {
                continue;
            };
            let at = format!("players[{i}].nominating[{round}]");
            if let (Some(by), Some(target)) = (
                Seat::new(i as i64 + 1),
                self.seat(|| at.to_string(), *target),
            ) {
                nominations.push((by, target));
            }
        }
        nominations.sort_by_key(|(by, _)| rank(by.index()));
        for (by, target) in &nominations {
            self.timeline.push(
                Slot::day(day, STEP_SPEECH, 100 + rank(by.index())),
                Event::Nominate {
                    by: *by,
                    target: *target,
                },
            );
        }
        let mut nominees: SeatList = nominations.iter().map(|(_, t)| *t).collect();
        if let Some(c) = ext.candidates.iter().find(|c| c.round == i64::from(round)) {
            nominees = c.seats.iter().filter_map(|n| Seat::new(*n)).collect();
        }
        // Ballots per voting round, and the hands in the lift.
        let mut rounds: Vec<PerSeat<Seat>> = Vec::new();
        let mut lift: Option<SeatSet> = None;
        for (i, p) in players.iter().enumerate() {
            let Some(entry) = p.voting.as_ref().and_then(|v| v.get(round as usize)) else {
                continue;
            };
            let at = ListPlace(i, "voting", round as usize);
            let voter = Seat::ALL[i];
            let items: Vec<&Value> = match entry {
                Value::Array(items) => items.iter().collect(),
                Value::Null => continue,
                single => vec![single],
            };
            for (k, item) in items.iter().enumerate() {
                match item {
                    Value::Null => {}
                    Value::Bool(yes) => {
                        let hands = lift.get_or_insert(SeatSet::EMPTY);
                        if *yes {
                            hands.insert(voter);
                        }
                    }
                    Value::Number(n) => {
                        let Some(target) = n
                            .as_i64()
                            .and_then(|n| self.seat(|| format!("{at}[{k}]"), n))
                        else {
                            continue;
                        };
                        if rounds.len() <= k {
                            rounds.resize(k + 1, [None; 10]);
                        }
                        rounds[k][voter.index()] = Some(target);
                    }
                    other => self.problem(
                        format!("{at}[{k}]"),
                        Problem::NotAVote {
                            text: other.to_string(),
                        },
                    ),
                }
            }
        }
        if rounds.is_empty() && nominees.len() == 1 {
            // A lone nominee voted out without a recorded vote (MafiaRatings writes no
            // ballots when nobody else was nominated).
            let lone = nominees[0];
            let voted_out = matches!(&self.deaths[lone.index()], Some((r, kind, _)) if *r == i64::from(round) && kind == "day");
            if voted_out {
                self.timeline.push(
                    Slot::day(day, STEP_VOTE, 10),
                    Event::Vote {
                        candidates: Some(nominees),
                        ballots: [None; 10],
                    },
                );
            }
        }
        for (k, ballots) in rounds.iter().enumerate() {
            let candidates = if k > 0 {
                None
            } else if !nominees.is_empty() {
                Some(nominees)
            } else {
                Some(
                    Seat::ALL
                        .into_iter()
                        .filter(|s| ballots.contains(&Some(*s)))
                        .collect(),
                )
            };
            self.timeline.push(
                Slot::day(day, STEP_VOTE, 10 * (k as u32 + 1)),
                Event::Vote {
                    candidates,
                    ballots: *ballots,
                },
            );
        }
        if let Some(yes) = lift {
            self.timeline.push(
                Slot::day(day, STEP_LIFT, 0),
                Event::Lift {
                    hands: Hands::Raised(yes),
                },
            );
        }
    }

    fn night(&mut self, players: &[Player], night: u32, ext: &Extension) {
        let mut shots: PerSeat<Seat> = [None; 10];
        let mut any = false;
        for (i, p) in players.iter().enumerate() {
            let Some(Some(target)) = p.shooting.as_ref().and_then(|s| s.get(night as usize - 1))
            else {
                continue;
            };
            let at = format!("players[{i}].shooting[{}]", night - 1);
            if let Some(target) = self.seat(|| at.to_string(), *target) {
                shots[i] = Some(target);
                any = true;
            }
        }
        let miss_by: SeatSet = ext
            .misses
            .iter()
            .filter(|m| m.night == i64::from(night))
            .flat_map(|m| m.by.iter().filter_map(|n| Seat::new(*n)))
            .collect();
        let credit = if night == 1 {
            ext.credit.and_then(Seat::new)
        } else {
            None
        };
        if any || !miss_by.is_empty() {
            self.timeline.push(
                Slot::night(night, NIGHT_SHOOTING, 0),
                Event::Shots {
                    shots,
                    miss_by,
                    credit,
                },
            );
        }
    }

    fn checks(&mut self, players: &[Player]) {
        for (i, p) in players.iter().enumerate() {
            let target = Seat::ALL[i];
            for (field, round, sheriff) in [("don", p.don, false), ("sheriff", p.sheriff, true)] {
                let Some(round) = round else { continue };
                let at = format!("players[{i}].{field}");
                let Some(night) = self.round(|| at.to_string(), round) else {
                    continue;
                };
                if night == 0 {
                    self.problem(at, Problem::CheckOnNight0);
                    continue;
                }
                let (step, event) = if sheriff {
                    (NIGHT_SHERIFF, Event::SheriffCheck { target })
                } else {
                    (NIGHT_DON, Event::DonCheck { target })
                };
                self.timeline.push(Slot::night(night, step, 0), event);
            }
        }
    }

    /// Where a MafiaRatings game time is.
    fn time_slot(&mut self, at: impl Fn() -> String, time: &Value) -> Option<Slot> {
        let round = match time.get("round").and_then(Value::as_i64) {
            Some(r) => self.round(|| format!("{}.round", at()), r)?,
            None => 0,
        };
        let day = round + 1;
        let speaker = time
            .get("speaker")
            .and_then(Value::as_i64)
            .unwrap_or(0)
            .clamp(0, 10) as usize;
        let voting_round = time
            .get("votingRound")
            .and_then(Value::as_i64)
            .unwrap_or(0)
            .clamp(0, 20) as u32;
        let opener = self.first_speaker(i64::from(round));
        let rank = (speaker.saturating_sub(1) + 10 - opener) % 10;
        let kind = time.get("time").and_then(Value::as_str).unwrap_or("");
        Some(match kind {
            "start" | "arrangement" | "relaxed sitting" => Slot::day(0, 1, 0),
            "night start" => Slot::night(round, NIGHT_START, 0),
            "shooting" => Slot::night(round, NIGHT_SHOOTING, 1),
            "don" => Slot::night(round, NIGHT_DON, 1),
            "sheriff" | "night end" => Slot::night(round, NIGHT_SHERIFF, 1),
            "day start" | "night kill speaking" => Slot::day(day, STEP_LAST_SPEECH_NIGHT, 0),
            "speaking" => Slot::day(day, STEP_SPEECH, 100 + rank as u32),
            "voting start" => Slot::day(day, STEP_VOTE, 0),
            "voting" => Slot::day(day, STEP_VOTE, 10 * (voting_round + 1) + 5),
            "voting kill all" => Slot::day(day, STEP_VOTE, 999),
            "day kill speaking" => Slot::day(day, STEP_LAST_SPEECH_DAY, 0),
            "end" => Slot::LAST,
            other => {
                self.warn(
                    at(),
                    Problem::UnknownGameTime {
                        text: other.to_owned(),
                        day,
                    },
                );
                Slot::day(day, 1, 0)
            }
        })
    }

    fn player_events(
        &mut self,
        i: usize,
        p: &Player,
        ext: &Extension,
        wills: &mut Vec<(Seat, Will, Place)>,
    ) {
        let at = format!("players[{i}]");
        let seat = Seat::ALL[i];
        let death_slot = match self.deaths[i].clone() {
            Some((_, _, Some(time))) => self.time_slot(|| format!("{at}.death.time"), &time),
            Some((round, ref kind, None)) if round >= 0 && kind != "day" && kind != "night" => {
                Some(Slot::day(round as u32 + 1, 1, 0))
            }
            _ => None,
        };
        for (field, foul) in [("warnings", true), ("techFouls", false)] {
            let value = if foul { &p.warnings } else { &p.tech_fouls };
            let event = if foul {
                Event::Foul { seat }
            } else {
                Event::TechFoul { seat }
            };
            match value {
                None | Some(Value::Null) => {}
                Some(Value::Number(n)) => {
                    // Only a count: the fouls go where the player died of them, or at the end.
                    let slot = death_slot.unwrap_or(Slot::LAST);
                    for _ in 0..n.as_u64().unwrap_or(0).min(10) {
                        self.timeline.push(slot, event);
                    }
                    if death_slot.is_none() && n.as_u64().unwrap_or(0) > 0 {
                        self.warn(format!("{at}.{field}"), Problem::FoulsCounted);
                    }
                }
                Some(Value::Array(times)) => {
                    for (k, time) in times.iter().enumerate() {
                        if let Some(slot) = self.time_slot(|| format!("{at}.{field}[{k}]"), time) {
                            self.timeline.push(slot, event);
                        }
                    }
                }
                Some(other) => self.problem(
                    format!("{at}.{field}"),
                    Problem::NotFoulTimes {
                        text: other.to_string(),
                    },
                ),
            }
        }
        if let Some((round, kind, _)) = self.deaths[i].clone() {
            let slot = death_slot.unwrap_or(Slot::day(round.max(0) as u32 + 1, 1, 0));
            match kind.as_str() {
                "kickOut" if ext.disqualified.contains(&(i as i64 + 1)) => {
                    self.timeline.push(slot, Event::Disqualification { seat })
                }
                "kickOut" => self.timeline.push(slot, Event::Removal { seat }),
                "teamKickOut" => self.timeline.push(slot, Event::DeclaredDefeat { seat }),
                "giveUp" => {
                    if matches!(self.roles[i], Some(Role::Mafia | Role::Don)) {
                        self.timeline.push(slot, Event::Surrender { seats: None });
                    } else {
                        self.warn(format!("{at}.death"), Problem::GaveUpAsRemoval);
                        self.timeline.push(slot, Event::Removal { seat });
                    }
                }
                _ => {}
            }
        }
        // Wills: omerta's own record first, else the legacy.
        let own = ext
            .wills
            .iter()
            .find(|w| w.get("by").and_then(Value::as_i64) == Some(i as i64 + 1));
        if let Some(will) = own {
            if let Some(will) = ext_will(will) {
                wills.push((seat, will, Place::WillsBy(seat)));
            }
        } else if let Some(legacy) = &p.legacy {
            let mut colors: PerSeat<Team> = Default::default();
            for (k, n) in legacy.iter().enumerate() {
                if let Some(s) = self.seat(|| format!("{at}.legacy[{k}]"), *n) {
                    colors[s.index()] = Some(Team::Black);
                }
            }
            let order: SeatList = legacy.iter().filter_map(|n| Seat::new(*n)).collect();
            let will = if order.len() == colors.iter().flatten().count() {
                Will::Colors(colors)
            } else {
                Will::Order(order)
            };
            wills.push((seat, will, Place::Path(format!("{at}.legacy"))));
        }
        self.bonus(&at, seat, p);
    }

    fn bonus(&mut self, at: &str, seat: Seat, p: &Player) {
        let items: Vec<&Value> = match &p.bonus {
            None | Some(Value::Null) => Vec::new(),
            Some(Value::Array(items)) => items.iter().collect(),
            Some(one) => vec![one],
        };
        let mut reason = p.comment.clone().filter(|c| !c.trim().is_empty());
        let mut gave = false;
        for item in items {
            match item {
                Value::Number(n) => match Points::parse_decimal(&n.to_string()) {
                    Some(points) => {
                        let reason = reason.take().map(|t| {
                            self.texts.push(t);
                            (self.texts.len() - 1) as u32
                        });
                        self.timeline.push(
                            Slot::LAST,
                            Event::Bonus {
                                seat,
                                points,
                                reason,
                            },
                        );
                        gave = true;
                    }
                    None => self.warn(
                        format!("{at}.bonus"),
                        Problem::BonusNotPointsLeftOut {
                            text: n.to_string(),
                        },
                    ),
                },
                Value::String(title) => self.warn(
                    format!("{at}.bonus"),
                    Problem::TitleDropped {
                        text: title.clone(),
                    },
                ),
                other => self.problem(
                    format!("{at}.bonus"),
                    Problem::NotABonus {
                        text: other.to_string(),
                    },
                ),
            }
        }
        if !gave && reason.is_some() {
            self.warn(format!("{at}.comment"), Problem::CommentDropped);
        }
    }

    /// Says where the protocol's departures differ from the record's deaths.
    fn compare_deaths(&mut self, game: &Game) {
        for i in 0..10 {
            let seat = Seat::ALL[i];
            let departed = game.departure_of(seat);
            match (&self.deaths[i], departed) {
                (Some(_), None) => self.warn(
                    format!("players[{i}].death"),
                    Problem::DiedButStays { seat },
                ),
                (None, Some(d)) if !matches!(d.how, Leave::Surrender) => self.warn(
                    format!("players[{i}]"),
                    Problem::LeftWithoutDeath { seat, how: d.how },
                ),
                _ => {}
            }
        }
    }
}

fn is_night_time(time: &str) -> bool {
    matches!(
        time,
        "start"
            | "arrangement"
            | "relaxed sitting"
            | "night start"
            | "shooting"
            | "don"
            | "sheriff"
            | "night end"
    )
}

fn ext_will(will: &Value) -> Option<Will> {
    if let Some(Value::Object(colors)) = will.get("colors") {
        let mut out: PerSeat<Team> = Default::default();
        for (k, v) in colors {
            let seat = k.parse::<i64>().ok().and_then(Seat::new)?;
            out[seat.index()] = Some(match v.as_str()? {
                "red" => Team::Red,
                "black" => Team::Black,
                _ => return None,
            });
        }
        return Some(Will::Colors(out));
    }
    if let Some(Value::Array(order)) = will.get("order") {
        return Some(Will::Order(
            order
                .iter()
                .filter_map(|n| n.as_i64().and_then(Seat::new))
                .collect(),
        ));
    }
    if let Some(h) = will.get("helm").and_then(Value::as_i64) {
        return Some(Will::Helm(Seat::new(h)?));
    }
    Some(Will::Skipped)
}

/// Writes an `omerta-pro/1` protocol as a MafiaRatings game. The protocol must be valid.
pub fn export(text: &str) -> Result<Exported, crate::Error> {
    let protocol = Protocol::from_json(text)?;
    let game = Game::from_protocol(protocol).map_err(crate::Error::Invalid)?;
    Ok(Exporter::new(&game).run())
}

struct Exporter<'g> {
    game: &'g Game,
    warnings: Vec<Notice>,
    players: Vec<Map<String, Value>>,
    ext: Map<String, Value>,
}

impl<'g> Exporter<'g> {
    fn new(game: &'g Game) -> Exporter<'g> {
        Exporter {
            game,
            warnings: Vec::new(),
            players: vec![Map::new(); 10],
            ext: Map::new(),
        }
    }

    fn warn(&mut self, at: impl Into<Place>, problem: Problem) {
        self.warnings.push(Notice::new(at, problem));
    }

    /// What MafiaRatings cannot hold, kept in the `omerta` object.
    fn kept(&mut self, at: impl Into<Place>, kept: Kept) {
        self.warn(at, Problem::KeptInOmerta(kept));
    }

    /// MafiaRatings' round of an omerta phase: day N is round N - 1, night N round N.
    fn round_of(&self, event: usize) -> (i64, bool) {
        match self.game.moment(event).phase {
            crate::Phase::Day(d) => (i64::from(d) - 1, false),
            crate::Phase::Night(n) => (i64::from(n), true),
        }
    }

    /// The game time of event `i`, for fouls and removals.
    fn time_of(&self, i: usize) -> Value {
        let game = self.game;
        let (round, night) = self.round_of(i);
        if game.outcome.is_some_and(|o| o.event < i) {
            return json!({"round": round.max(0), "time": "end"});
        }
        if night {
            if round == 0 {
                return json!({"round": 0, "time": "start"});
            }
            let shot = game
                .shootings
                .iter()
                .any(|s| s.event < i && s.night as i64 == round);
            let don = game.events[..i]
                .iter()
                .rev()
                .take_while(|e| !matches!(e, Event::Night))
                .any(|e| matches!(e, Event::DonCheck { .. }));
            let sheriff = game.events[..i]
                .iter()
                .rev()
                .take_while(|e| !matches!(e, Event::Night))
                .any(|e| matches!(e, Event::SheriffCheck { .. }));
            let time = if sheriff {
                "sheriff"
            } else if don {
                "don"
            } else if shot {
                "shooting"
            } else {
                "night start"
            };
            return json!({"round": round, "time": time});
        }
        // By day: before the votes, in a speech (after the last nomination); between
        // rounds; after the day's voting.
        let day_start = game.events[..i]
            .iter()
            .rposition(|e| matches!(e, Event::Day))
            .unwrap_or(0);
        let today = &game.events[day_start..i];
        let rounds = today
            .iter()
            .filter(|e| matches!(e, Event::Vote { .. }))
            .count();
        let lifted = today.iter().any(|e| matches!(e, Event::Lift { .. }));
        let closed = game
            .rounds
            .iter()
            .any(|r| r.event > day_start && r.event < i && r.eliminated.is_some())
            || lifted;
        if closed {
            let speaker = game
                .departures
                .iter()
                .rev()
                .find(|d| d.event < i)
                .map_or(1, |d| d.seat.number());
            return json!({"round": round, "time": "day kill speaking", "speaker": speaker});
        }
        if rounds > 0 {
            return json!({"round": round, "time": "voting", "votingRound": rounds - 1});
        }
        // The latest of today's nominators in MafiaRatings' speaking order: the event came
        // after that speech.
        let opener = self.opener(day_start);
        let rank = |s: Seat| (s.index() + 10 - opener) % 10;
        let speaker = today
            .iter()
            .filter_map(|e| match e {
                Event::Nominate { by, .. } => Some(*by),
                _ => None,
            })
            .max_by_key(|s| rank(*s));
        match speaker {
            Some(by) => json!({"round": round, "time": "speaking", "speaker": by.number()}),
            None => json!({"round": round, "time": "day start"}),
        }
    }

    /// The seat index that opens the day begun at event `day_event`, as MafiaRatings
    /// rotates it (the first rule: the next player at the table after the last opener).
    fn opener(&self, day_event: usize) -> usize {
        let game = self.game;
        let mut opener: Option<usize> = None;
        for (i, e) in game.events.iter().enumerate().take(day_event + 1) {
            if matches!(e, Event::Day) {
                let table = game.moment(i).table;
                let from = opener.unwrap_or(9);
                opener = (1..=10)
                    .map(|k| (from + k) % 10)
                    .find(|s| table.contains(Seat::ALL[*s]));
            }
        }
        opener.unwrap_or(0)
    }

    fn set(&mut self, seat: Seat, key: &str, value: Value) {
        self.players[seat.index()].insert(key.to_owned(), value);
    }

    fn push_round(&mut self, seat: Seat, key: &str, round: usize, value: Value) {
        let entry = self.players[seat.index()]
            .entry(key.to_owned())
            .or_insert_with(|| json!([]));
        if let Value::Array(list) = entry {
            if list.len() <= round {
                list.resize(round + 1, Value::Null);
            }
            list[round] = value;
        }
    }

    fn run(mut self) -> Exported {
        let game = self.game;
        for p in &game.players {
            let role = match p.role {
                Role::Civilian => "civ",
                Role::Sheriff => "sheriff",
                Role::Mafia => "maf",
                Role::Don => "don",
            };
            self.set(p.seat, "name", json!(p.name));
            self.set(p.seat, "role", json!(role));
        }
        let mut rules_ext = Map::new();
        let rules = self.rules_code(&mut rules_ext);
        self.events();
        self.deaths();
        self.wills();
        if !rules_ext.is_empty() {
            self.ext.insert("rules".into(), Value::Object(rules_ext));
        }
        let winner = match game.winner() {
            Some(Winner::Red) => json!("civ"),
            Some(Winner::Black) => json!("maf"),
            Some(Winner::Draw) => json!("tie"),
            None => Value::Null,
        };
        let mut doc = Map::new();
        doc.insert("features".into(), json!("gsdutchvknwr"));
        doc.insert("rules".into(), json!(rules));
        if !winner.is_null() {
            doc.insert("winner".into(), winner);
        }
        doc.insert(
            "players".into(),
            Value::Array(self.players.into_iter().map(Value::Object).collect()),
        );
        if !self.ext.is_empty() {
            doc.insert("omerta".into(), Value::Object(self.ext));
        }
        let text = serde_json::to_string_pretty(&Value::Object(doc)).unwrap_or_default() + "\n";
        Exported {
            text,
            warnings: self.warnings,
        }
    }

    fn rules_code(&mut self, ext: &mut Map<String, Value>) -> String {
        use crate::model::{
            AltSplit, Antimonster, Day1SingleCandidate, Day1Vote, LiftAllowed, LiftThreshold,
            NoKillOnFour, QuietCycles, RevoteOrder, Shooting, TieOfAll, Withdraw,
        };
        let r = self.game.rules;
        let mut code: Vec<u8> = DEFAULT_RULES.bytes().collect();
        code[RULE_FIRST_VOTING] = match r.day1_vote {
            Day1Vote::Standard => b'0',
            Day1Vote::LeaderStays => b'1',
            Day1Vote::SelfVote => b'3',
            Day1Vote::LiftOnly | Day1Vote::None => {
                self.kept("rules.day1_vote", Kept::Day1Vote);
                ext.insert(
                    "day1_vote".into(),
                    json!(if r.day1_vote == Day1Vote::None {
                        "none"
                    } else {
                        "lift_only"
                    }),
                );
                b'0'
            }
        };
        if r.revote_order == RevoteOrder::Reverse {
            code[RULE_SPLIT_ORDER] = b'1';
        }
        match r.tie_of_all {
            TieOfAll::NoLift => code[RULE_KILL_ALL] = b'0',
            TieOfAll::Draw => code[RULE_KILL_ALL] = b'1',
            TieOfAll::Lift => {
                ext.insert("tie_of_all".into(), json!("lift"));
            }
        }
        if r.lift_two_at_4 == LiftAllowed::No {
            code[RULE_SPLIT_ON_FOUR] = b'1';
        }
        code[RULE_SPLIT_ON_NINE] = match r.lift_three_at_9 {
            LiftAllowed::Yes => b'0',
            LiftAllowed::No => b'1',
            LiftAllowed::AfterDay1 => b'2',
        };
        if self.game.tech_fouls.iter().any(|n| *n > 0) {
            code[RULE_TECH_FOULS] = b'1';
        }
        if !r.first_color_will {
            code[RULE_LEGACY] = b'1';
        }
        code[RULE_WITHDRAW] = match r.withdraw {
            Withdraw::Allowed => b'0',
            Withdraw::Auto => b'1',
            Withdraw::No => b'2',
        };
        if !r.end_speech {
            code[RULE_GAME_END_SPEECH] = b'1';
        }
        // Options today's code lacks (MafiaRatings dropped them from its rules).
        let alt_split = json!("revote");
        let antimonster = json!(match r.antimonster {
            Antimonster::No => "no",
            Antimonster::NoVoting => "no_voting",
            Antimonster::Nominated => "nominated",
        });
        for (key, differs, value) in [
            (
                "three_fouls_nominate",
                !r.three_fouls_nominate,
                json!(false),
            ),
            (
                "last_speech_nominates",
                r.last_speech_nominates,
                json!(true),
            ),
            ("alt_split", r.alt_split == AltSplit::Revote, alt_split),
            ("antimonster", r.antimonster != Antimonster::No, antimonster),
            (
                "shooting",
                r.shooting == Shooting::SeatsAtTable,
                json!("seats_at_table"),
            ),
            (
                "three_quiet_cycles",
                r.three_quiet_cycles == QuietCycles::Draw,
                json!("draw"),
            ),
            (
                "no_kill_on_four",
                r.no_kill_on_four == NoKillOnFour::Red,
                json!("red"),
            ),
        ] {
            if differs {
                self.kept(format!("rules.{key}"), Kept::CodeOption);
                ext.insert(key.into(), value);
            }
        }
        if r.day1_single_candidate == Day1SingleCandidate::Leaves {
            self.kept("rules.day1_single_candidate", Kept::Option);
            ext.insert("day1_single_candidate".into(), json!("leaves"));
        }
        if r.lift_threshold == LiftThreshold::HalfOfTable {
            self.kept("rules.lift_threshold", Kept::LiftThreshold);
            ext.insert("lift_threshold".into(), json!("half_of_table"));
        }
        if !r.fourth_foul_removes {
            self.kept("rules.fourth_foul_removes", Kept::FourthFoul);
            ext.insert("fourth_foul_removes".into(), json!(false));
        }
        String::from_utf8(code).unwrap_or_else(|_| DEFAULT_RULES.to_owned())
    }

    fn events(&mut self) {
        let game = self.game;
        let mut warnings_at: Vec<Vec<Value>> = vec![Vec::new(); 10];
        let mut techs_at: Vec<Vec<Value>> = vec![Vec::new(); 10];
        let mut bonus: Vec<Option<(Points, Vec<String>)>> = vec![None; 10];
        let mut misses: Vec<Value> = Vec::new();
        let mut candidates: Vec<Value> = Vec::new();
        let mut day_has_nominations = false;
        for (i, event) in game.events.iter().enumerate() {
            let (round, _) = self.round_of(i);
            let r = round.max(0) as usize;
            match event {
                Event::Day => day_has_nominations = false,
                Event::Nominate { by, target } => {
                    day_has_nominations = true;
                    self.push_round(*by, "nominating", r, json!(target.number()));
                }
                // MafiaRatings keeps a player's last nomination of the day only.
                Event::Withdraw { by } => self.push_round(*by, "nominating", r, Value::Null),
                Event::Foul { seat } => warnings_at[seat.index()].push(self.time_of(i)),
                Event::TechFoul { seat } => techs_at[seat.index()].push(self.time_of(i)),
                Event::Bonus {
                    seat,
                    points,
                    reason,
                } => {
                    let entry = bonus[seat.index()].get_or_insert((Points::ZERO, Vec::new()));
                    entry.0 += *points;
                    if let Some(text) = reason.and_then(|r| game.texts.get(r as usize)) {
                        entry.1.push(text.clone());
                    }
                }
                Event::Vote { .. } => {
                    let Some(round_rec) = game.rounds.iter().find(|x| x.event == i) else {
                        continue;
                    };
                    if !round_rec.revote && !day_has_nominations {
                        candidates.push(json!({"round": round, "seats": round_rec.candidates.iter().map(|s| s.number()).collect::<Vec<_>>()}));
                        self.kept(format!("events[{i}]"), Kept::Candidates);
                    }
                    let k = game
                        .rounds
                        .iter()
                        .filter(|x| x.day == round_rec.day && x.event < i)
                        .count();
                    for voter in round_rec.table.iter() {
                        if let Some(choice) = round_rec.ballot(voter) {
                            self.vote(voter, r, k, json!(choice.number()));
                        }
                    }
                }
                Event::Lift { hands } => {
                    let Some(lift) = game.lifts.iter().find(|l| l.event == i) else {
                        continue;
                    };
                    // A lift whose hands were not recorded writes none: the departures
                    // say how it went, as in the records it came from.
                    let Some(yes) = hands.raised() else {
                        continue;
                    };
                    let k = game
                        .rounds
                        .iter()
                        .filter(|x| x.day == lift.day && x.event < i)
                        .count();
                    for voter in lift.table.iter() {
                        self.vote(voter, r, k, json!(yes.contains(voter)));
                    }
                }
                Event::Shots {
                    shots,
                    miss_by,
                    credit,
                } => {
                    for shooter in Seat::ALL {
                        if let Some(t) = shots[shooter.index()] {
                            self.push_round(
                                shooter,
                                "shooting",
                                r.saturating_sub(1),
                                json!(t.number()),
                            );
                        }
                    }
                    if !miss_by.is_empty() {
                        misses.push(json!({"night": round, "by": miss_by.iter().map(|s| s.number()).collect::<Vec<_>>()}));
                        self.kept(format!("events[{i}].miss_by"), Kept::Miss);
                    }
                    if let Some(c) = credit {
                        self.ext.insert("credit".into(), json!(c.number()));
                        self.kept(format!("events[{i}].credit"), Kept::Credit);
                    }
                }
                Event::DonCheck { target } => self.set(*target, "don", json!(round)),
                Event::SheriffCheck { target } => self.set(*target, "sheriff", json!(round)),
                _ => {}
            }
        }
        for seat in Seat::ALL {
            if !warnings_at[seat.index()].is_empty() {
                self.set(
                    seat,
                    "warnings",
                    Value::Array(warnings_at[seat.index()].clone()),
                );
            }
            if !techs_at[seat.index()].is_empty() {
                self.set(
                    seat,
                    "techFouls",
                    Value::Array(techs_at[seat.index()].clone()),
                );
            }
            if let Some((points, reasons)) = bonus[seat.index()].take() {
                if let Ok(n) = serde_json::from_str::<Value>(&points.to_string()) {
                    self.set(seat, "bonus", n);
                }
                if !reasons.is_empty() {
                    self.set(seat, "comment", json!(reasons.join("; ")));
                }
            }
        }
        if !misses.is_empty() {
            self.ext.insert("misses".into(), Value::Array(misses));
        }
        if !candidates.is_empty() {
            self.ext
                .insert("candidates".into(), Value::Array(candidates));
        }
    }

    /// One entry of a player's `voting` for a round: a number for one round of voting,
    /// an array for revotes and the lift.
    fn vote(&mut self, voter: Seat, round: usize, k: usize, value: Value) {
        let entry = self.players[voter.index()]
            .entry("voting".to_owned())
            .or_insert_with(|| json!([]));
        let Value::Array(list) = entry else { return };
        if list.len() <= round {
            list.resize(round + 1, Value::Null);
        }
        let slot = &mut list[round];
        let mut items = match slot.take() {
            Value::Null => Vec::new(),
            Value::Array(items) => items,
            one => vec![one],
        };
        if items.len() < k {
            items.resize(k, Value::Null);
        }
        items.push(value);
        *slot = if items.len() == 1 && !items[0].is_boolean() {
            items.pop().unwrap_or(Value::Null)
        } else {
            Value::Array(items)
        };
    }

    fn deaths(&mut self) {
        let game = self.game;
        let mut disqualified = Vec::new();
        for d in &game.departures {
            let (round, _) = self.round_of(d.event);
            let kind = match d.how {
                Leave::Vote | Leave::Lift => "day",
                Leave::NightShot | Leave::SelfShot => "night",
                Leave::FourthFoul => "warnings",
                Leave::TechFouls => "techFouls",
                Leave::Removal => "kickOut",
                Leave::Disqualification => {
                    disqualified.push(d.seat.number());
                    self.kept(format!("events[{}]", d.event), Kept::Disqualification);
                    "kickOut"
                }
                Leave::DeclaredDefeat => "teamKickOut",
                Leave::Surrender => "giveUp",
            };
            let mut death = json!({"round": round.max(0), "type": kind});
            if !matches!(kind, "day" | "night") {
                death["time"] = self.time_of(d.event);
            }
            self.set(d.seat, "death", death);
        }
        if let Some(dd) = game.declared_defeat.filter(|s| {
            game.departure_of(*s)
                .is_none_or(|d| d.how != Leave::DeclaredDefeat)
        }) {
            self.warn(
                "declared_defeat",
                Problem::DeclaredDefeatNotHeld { seat: dd },
            );
        }
        for seat in game.disqualified_after_leaving.iter() {
            self.warn(
                "disqualification",
                Problem::DisqualifiedAfterLeaving { seat },
            );
        }
        if !disqualified.is_empty() {
            self.ext.insert("disqualified".into(), json!(disqualified));
        }
    }

    fn wills(&mut self) {
        let game = self.game;
        let mut kept: Vec<Value> = Vec::new();
        for w in &game.wills {
            let at = format!("events[{}]", w.event);
            match &w.will {
                Will::Colors(colors) if colors_of(colors).all(|(_, t)| t == Team::Black) => {
                    let seats: Vec<u8> = colors_of(colors).map(|(s, _)| s.number()).collect();
                    self.set(w.by, "legacy", json!(seats));
                }
                Will::Order(order) => {
                    self.set(
                        w.by,
                        "legacy",
                        json!(order.iter().map(|s| s.number()).collect::<Vec<_>>()),
                    );
                    if !w.first_out && order.len() == 1 {
                        // A one-seat legacy of a later departure reads back as an order.
                    }
                }
                Will::Colors(colors) => {
                    let map: Map<String, Value> = colors_of(colors)
                        .map(|(s, t)| (s.number().to_string(), json!(t.name())))
                        .collect();
                    kept.push(json!({"by": w.by.number(), "colors": map}));
                    self.kept(at, Kept::LegacyColors);
                }
                Will::Helm(h) => {
                    kept.push(json!({"by": w.by.number(), "helm": h.number()}));
                    self.kept(at, Kept::Helm);
                }
                Will::Skipped => kept.push(json!({"by": w.by.number()})),
            }
        }
        // An order of one black by the First Out would read back as colors: keep it.
        if !kept.is_empty() {
            self.ext.insert("wills".into(), Value::Array(kept));
        }
    }
}

/// An option of a rules code that forbids something: its key here, its name in
/// MafiaRatings, and how to move it from one set of parameters to another (all of it, or
/// nothing: `take(to, from)`).
struct Forbidding {
    key: &'static str,
    name: &'static str,
    take: fn(&mut RawRules, &RawRules),
    stated: fn(&RawRules) -> bool,
}

const FORBIDDING: [Forbidding; 7] = [
    Forbidding {
        key: "tech_fouls: false",
        name: "techFouls",
        take: |to, from| to.tech_fouls = from.tech_fouls,
        stated: |r| r.tech_fouls == Some(false),
    },
    Forbidding {
        key: "first_color_will: false",
        name: "legacy",
        take: |to, from| to.first_color_will = from.first_color_will,
        stated: |r| r.first_color_will == Some(false),
    },
    Forbidding {
        key: "end_speech: false",
        name: "gameEndSpeech",
        take: |to, from| to.end_speech = from.end_speech,
        stated: |r| r.end_speech == Some(false),
    },
    Forbidding {
        key: "three_fouls_nominate: false",
        name: "threeWarningsNomination",
        take: |to, from| to.three_fouls_nominate = from.three_fouls_nominate,
        stated: |r| r.three_fouls_nominate == Some(false),
    },
    Forbidding {
        key: "shooting: \"seats_at_table\"",
        name: "shooting",
        take: |to, from| to.shooting = from.shooting.clone(),
        stated: |r| r.shooting.as_deref() == Some("seats_at_table"),
    },
    Forbidding {
        key: "three_quiet_cycles: \"draw\"",
        name: "noKillOnFour",
        take: |to, from| {
            to.three_quiet_cycles = from.three_quiet_cycles.clone();
            to.no_kill_on_four = from.no_kill_on_four.clone();
        },
        stated: |r| r.three_quiet_cycles.as_deref() == Some("draw"),
    },
    Forbidding {
        key: "antimonster",
        name: "antimonster",
        take: |to, from| to.antimonster = from.antimonster.clone(),
        stated: |r| r.antimonster.as_deref().is_some_and(|a| a != "no"),
    },
];

/// A record can break its own rules code (a technical foul where the code says there are
/// none, a vote held after a removal where the code holds none): the record is what
/// happened at the table, so the forbidding option it breaks is left out, with a warning
/// naming it.
fn drop_options_the_record_breaks(protocol: &mut Protocol, warnings: &mut Vec<Notice>) {
    let Some(stated) = protocol.rules.clone() else {
        return;
    };
    let forbidding: Vec<&Forbidding> = FORBIDDING.iter().filter(|f| (f.stated)(&stated)).collect();
    if forbidding.is_empty() || Game::replay(protocol).is_ok() {
        return;
    }
    let mut relaxed = stated.clone();
    for f in &forbidding {
        (f.take)(&mut relaxed, &RawRules::default());
    }
    protocol.rules = Some(relaxed.clone());
    if Game::replay(protocol).is_err() {
        // Something else is wrong: the import's own check says what.
        protocol.rules = Some(stated);
        return;
    }
    for f in forbidding {
        let mut tried = relaxed.clone();
        (f.take)(&mut tried, &stated);
        protocol.rules = Some(tried.clone());
        if Game::replay(protocol).is_ok() {
            relaxed = tried;
        } else {
            warnings.push(Notice::new(
                "rules",
                Problem::BrokenRulesOption {
                    name: f.name,
                    key: f.key,
                },
            ));
        }
    }
    protocol.rules = Some(relaxed);
}
