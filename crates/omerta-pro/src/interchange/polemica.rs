//! Polemica (polemicagame.com) games: the game object of its API, or the `:game-data`
//! object of a match page (the same game inside `data`, with `config`).
//!
//! What the fields mean (learned from the Polemica client library and real records):
//! `players[].role` 0 Don, 1 mafia, 2 civilian, 3 Sheriff; `votes` rows `{day, num,
//! voter, candidate}`: `num` 0 is a nomination (`voter` nominates `candidate`), 1, 2, ...
//! the voting rounds of the day, and a row without `num` a hand in the lift (`candidate`
//! 1 = yes); `shots` `{night, shooter, victim}`; `checks` `{night, role, player}` with the
//! checker's role; fouls and technical fouls with the stage they were given in; `disqual`
//! the stage a player was removed in; `guess` the will (`mafs` named black, `civs` named
//! red, `vice` the helm); `result` 0 red win, 1 black win; `zeroVoting` the day-1 vote.
//! Day N is followed by night N; a stage's `day` also numbers the night after it.

use super::{
    place_wills, read_source, Expected, Imported, Notice, Place, Problem, Refused, Slot, System,
    Timeline,
};
use crate::model::{Event, Hands, Role, Team, Will, Winner};
use crate::points::Points;
use crate::protocol::{Named, Protocol, RawPlayer, RawRules};
use crate::seat::{PerSeat, Seat, SeatList, SeatSet};
use serde::Deserialize;
use std::collections::BTreeMap;

/// Whether the document is a match page's object, with the game inside `data`.
#[derive(Deserialize)]
struct Probe {
    #[serde(default)]
    data: Option<serde::de::IgnoredAny>,
}

/// A match page's object: the game is its `data`; the page's own fields are not read.
#[derive(Deserialize)]
struct MatchPage {
    data: Game,
}

#[derive(Deserialize, Default)]
#[serde(rename_all = "camelCase")]
struct Game {
    players: Option<Vec<Player>>,
    #[serde(default)]
    votes: Vec<Vote>,
    #[serde(default)]
    shots: Vec<Shot>,
    #[serde(default)]
    checks: Vec<Check>,
    zero_voting: Option<String>,
    config: Option<Config>,
    result: Option<i64>,
    com_killer: Option<i64>,
    #[serde(default)]
    bonuses: Vec<Bonus>,
}

#[derive(Deserialize, Default)]
#[serde(rename_all = "camelCase")]
struct Config {
    zero_voting: Option<String>,
    lift3_from9: Option<bool>,
}

#[derive(Deserialize)]
struct Player {
    position: i64,
    #[serde(default)]
    username: Option<String>,
    role: i64,
    #[serde(default)]
    techs: Vec<Foul>,
    #[serde(default)]
    fouls: Vec<Foul>,
    #[serde(default)]
    guess: Option<Guess>,
    #[serde(default)]
    disqual: Option<Stage>,
    #[serde(default)]
    award: Option<f64>,
}

#[derive(Deserialize)]
struct Foul {
    #[serde(default)]
    time: Option<String>,
    stage: Stage,
}

#[derive(Deserialize, Clone, Debug)]
struct Stage {
    #[serde(rename = "type")]
    kind: String,
    day: i64,
    #[serde(default)]
    player: Option<i64>,
    #[serde(default)]
    voting: Option<i64>,
}

#[derive(Deserialize, Default)]
struct Guess {
    #[serde(default)]
    civs: Option<Vec<i64>>,
    #[serde(default)]
    mafs: Option<Vec<i64>>,
    #[serde(default)]
    vice: Option<i64>,
}

#[derive(Deserialize)]
struct Vote {
    day: i64,
    #[serde(default)]
    num: Option<i64>,
    voter: i64,
    #[serde(default)]
    candidate: Option<i64>,
}

#[derive(Deserialize)]
struct Shot {
    night: i64,
    shooter: i64,
    victim: i64,
}

#[derive(Deserialize)]
struct Check {
    night: i64,
    role: i64,
    player: i64,
}

#[derive(Deserialize)]
struct Bonus {
    position: i64,
    #[serde(default)]
    text: Option<String>,
    scores: f64,
}

/// A place in a list of the source (`votes[3]`), formatted only when a message needs it.
#[derive(Clone, Copy)]
struct ListPlace(&'static str, usize);

impl std::fmt::Display for ListPlace {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}[{}]", self.0, self.1)
    }
}

/// The most days a game can have (a day without a departure is possible, but a hundred of
/// them is no game).
const MAX_DAY: i64 = 100;

/// Reads a Polemica game into an `omerta-pro/1` protocol.
pub fn import(text: &str) -> Result<Imported, Refused> {
    // A match page's object has its game under "data"; the API's game has no such key.
    let page = text.contains("\"data\"")
        && read_source::<Probe>(text, Expected::PolemicaGame)?
            .data
            .is_some();
    let game = if page {
        read_source::<MatchPage>(text, Expected::PolemicaMatch)?.data
    } else {
        read_source::<Game>(text, Expected::PolemicaGame)?
    };
    Importer::default().run(game)
}

#[derive(Default)]
struct Importer {
    problems: Vec<Notice>,
    warnings: Vec<Notice>,
    timeline: Timeline,
    texts: Vec<String>,
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

    fn day(&mut self, at: impl FnOnce() -> String, n: i64) -> Option<u32> {
        if (1..=MAX_DAY).contains(&n) {
            Some(n as u32)
        } else {
            self.problem(
                at(),
                Problem::NotADay {
                    text: n.to_string(),
                    most: MAX_DAY,
                },
            );
            None
        }
    }

    fn run(mut self, game: Game) -> Result<Imported, Refused> {
        let Some(players) = game.players.as_ref() else {
            return Err(Refused(vec![Notice::new(
                "players",
                Problem::MissingPlayers {
                    system: System::Polemica,
                },
            )]));
        };
        let raw_players = self.players(players);
        let roles = roles_by_seat(&raw_players);
        let rules = self.rules(&game);
        let mut last_day = 0;
        self.votes(&game.votes, &mut last_day);
        self.nights(&game, &roles, &mut last_day);
        let mut wills = Vec::new();
        for (i, p) in players.iter().enumerate() {
            self.player_events(i, p, &mut wills);
        }
        for (i, b) in game.bonuses.iter().enumerate() {
            let at = format!("bonuses[{i}]");
            let Some(seat) = self.seat(|| format!("{at}.position"), b.position) else {
                continue;
            };
            match Points::parse_decimal(&format!("{}", b.scores)) {
                Some(points) => {
                    let reason = b.text.clone().filter(|t| !t.trim().is_empty()).map(|t| {
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
                }
                None => self.warn(
                    format!("{at}.scores"),
                    Problem::BonusNotPoints {
                        text: format!("{}", b.scores),
                    },
                ),
            }
        }
        if let Some(result) = game.result {
            match result {
                0 => self.timeline.push(
                    Slot::LAST,
                    Event::End {
                        winner: Winner::Red,
                    },
                ),
                1 => self.timeline.push(
                    Slot::LAST,
                    Event::End {
                        winner: Winner::Black,
                    },
                ),
                other => self.problem(
                    "result",
                    Problem::NotAPolemicaResult {
                        text: other.to_string(),
                    },
                ),
            }
        }
        if !self.problems.is_empty() {
            return Err(Refused(self.problems));
        }
        self.timeline.mark_days();
        let events = self.timeline.into_events();
        let mut protocol = Protocol {
            format: Some("omerta-pro/1".into()),
            players: raw_players,
            rules,
            events,
            problems: Vec::new(),
            texts: self.texts,
        };
        // The events are now in game order; the Sheriff's killer and the wills go where
        // the departures are.
        super::drop_days_after_end(&mut protocol, &mut self.warnings);
        credit_com_killer(&mut protocol, game.com_killer, &roles, &mut self.warnings);
        // The credit changed the protocol: the wills follow it afresh.
        place_wills(&mut protocol, wills, &mut self.warnings, None);
        super::checked(protocol, self.warnings)
    }

    fn players(&mut self, players: &[Player]) -> Vec<RawPlayer> {
        if players.len() != 10 {
            self.problem(
                "players",
                Problem::PolemicaTableOfTen {
                    count: players.len(),
                },
            );
        }
        let mut seen = SeatSet::EMPTY;
        let mut out = Vec::with_capacity(10);
        for (i, p) in players.iter().enumerate() {
            let at = format!("players[{i}]");
            let seat = self.seat(|| format!("{at}.position"), p.position);
            if let Some(seat) = seat {
                if seen.contains(seat) {
                    self.problem(format!("{at}.position"), Problem::SeatTwice { seat });
                }
                seen.insert(seat);
            }
            let role = match p.role {
                0 => Some(Role::Don),
                1 => Some(Role::Mafia),
                2 => Some(Role::Civilian),
                3 => Some(Role::Sheriff),
                other => {
                    self.problem(
                        format!("{at}.role"),
                        Problem::NotAPolemicaRole {
                            text: other.to_string(),
                        },
                    );
                    None
                }
            };
            if p.award.is_some_and(|a| a != 0.0) {
                self.warn(format!("{at}.award"), Problem::AwardDropped);
            }
            out.push(RawPlayer {
                seat: Some(p.position),
                name: p.username.clone().unwrap_or_default(),
                role: role.map(Named::Known),
            });
        }
        let count = |role: Role| {
            out.iter()
                .filter(|p| p.role == Some(Named::Known(role)))
                .count()
        };
        for (role, want) in [
            (Role::Civilian, 6),
            (Role::Sheriff, 1),
            (Role::Mafia, 2),
            (Role::Don, 1),
        ] {
            if count(role) != want && out.len() == 10 {
                self.problem(
                    "players",
                    Problem::TableDeals {
                        want,
                        role,
                        have: count(role),
                    },
                );
            }
        }
        out.sort_by_key(|p| p.seat);
        out
    }

    fn rules(&mut self, game: &Game) -> Option<RawRules> {
        let zero = game
            .zero_voting
            .clone()
            .or_else(|| game.config.as_ref().and_then(|c| c.zero_voting.clone()));
        let mut rules = RawRules::default();
        match zero.as_deref() {
            None => {}
            Some("respeech") => rules.day1_vote = Some("leader_stays".into()),
            Some("liftOnly") => rules.day1_vote = Some("lift_only".into()),
            Some("none") => rules.day1_vote = Some("none".into()),
            Some(other) => self.problem(
                "zeroVoting",
                Problem::NotADay1Vote {
                    text: other.to_owned(),
                },
            ),
        }
        // Polemica's lift3From9: whether three tied at nine may be lifted.
        if let Some(three) = game.config.as_ref().and_then(|c| c.lift3_from9) {
            rules.lift_three_at_9 = Some(if three { "yes" } else { "no" }.into());
        }
        (rules != RawRules::default()).then_some(rules)
    }

    /// Nominations (in speaking order), voting rounds and the lift, day by day.
    fn votes(&mut self, votes: &[Vote], last_day: &mut u32) {
        // day -> (nominations, rounds: num -> ballots, lift hands)
        #[derive(Default)]
        struct Day {
            nominations: Vec<(Seat, Seat)>,
            rounds: BTreeMap<i64, PerSeat<Seat>>,
            lift: Option<SeatSet>,
        }
        let mut days: BTreeMap<u32, Day> = BTreeMap::new();
        for (i, v) in votes.iter().enumerate() {
            let at = ListPlace("votes", i);
            let Some(day) = self.day(|| format!("{at}.day"), v.day) else {
                continue;
            };
            let Some(voter) = self.seat(|| format!("{at}.voter"), v.voter) else {
                continue;
            };
            let entry = days.entry(day).or_default();
            match v.num {
                // A hand in the lift: candidate 1 is yes.
                None => {
                    let lift = entry.lift.get_or_insert(SeatSet::EMPTY);
                    if v.candidate == Some(1) {
                        lift.insert(voter);
                    }
                }
                Some(0) => {
                    if let Some(c) = v.candidate {
                        if let Some(target) = self.seat(|| format!("{at}.candidate"), c) {
                            entry.nominations.push((voter, target));
                        }
                    }
                }
                Some(n) if (1..=20).contains(&n) => {
                    // A row without a candidate is bookkeeping of a split: no ballot.
                    if let Some(c) = v.candidate.filter(|c| *c != 0) {
                        if let Some(target) = self.seat(|| format!("{at}.candidate"), c) {
                            let ballots = entry.rounds.entry(n).or_insert([None; 10]);
                            if ballots[voter.index()].is_some() {
                                self.problem(
                                    at.to_string(),
                                    Problem::VotesTwice {
                                        voter,
                                        round: n,
                                        day,
                                    },
                                );
                            }
                            ballots[voter.index()] = Some(target);
                        }
                    }
                }
                Some(n) => self.problem(
                    format!("{at}.num"),
                    Problem::NotAVotingRound {
                        text: n.to_string(),
                    },
                ),
            }
        }
        for (day, d) in days {
            *last_day = (*last_day).max(day);
            let speaking = speaking_order(day, &d.nominations);
            for (k, (by, target)) in speaking.iter().enumerate() {
                self.timeline.push(
                    Slot::day(day, STEP_SPEECH, 100 + k as u32),
                    Event::Nominate {
                        by: *by,
                        target: *target,
                    },
                );
            }
            let nominees: SeatList = speaking.iter().map(|(_, t)| *t).collect();
            for (k, (n, ballots)) in d.rounds.iter().enumerate() {
                // The first round is among the nominees, in nomination order; a revote's
                // candidates are the previous round's tied leaders, which omerta works out.
                let candidates = if k == 0 && !nominees.is_empty() {
                    Some(nominees)
                } else if k == 0 {
                    Some(
                        Seat::ALL
                            .into_iter()
                            .filter(|s| ballots.contains(&Some(*s)))
                            .collect(),
                    )
                } else {
                    None
                };
                self.timeline.push(
                    Slot::day(day, STEP_VOTE, 10 * (*n as u32)),
                    Event::Vote {
                        candidates,
                        ballots: *ballots,
                    },
                );
            }
            if let Some(yes) = d.lift {
                self.timeline.push(
                    Slot::day(day, STEP_LIFT, 0),
                    Event::Lift {
                        hands: Hands::Raised(yes),
                    },
                );
            }
        }
    }

    fn nights(&mut self, game: &Game, roles: &[Option<Role>; 10], last_day: &mut u32) {
        let mut shots: BTreeMap<u32, PerSeat<Seat>> = BTreeMap::new();
        for (i, s) in game.shots.iter().enumerate() {
            let at = ListPlace("shots", i);
            let (Some(night), Some(shooter), Some(victim)) = (
                self.day(|| format!("{at}.night"), s.night),
                self.seat(|| format!("{at}.shooter"), s.shooter),
                self.seat(|| format!("{at}.victim"), s.victim),
            ) else {
                continue;
            };
            shots.entry(night).or_insert([None; 10])[shooter.index()] = Some(victim);
        }
        for (night, shots) in shots {
            *last_day = (*last_day).max(night);
            self.timeline.push(
                Slot::night(night, NIGHT_SHOOTING, 0),
                Event::Shots {
                    shots,
                    miss_by: SeatSet::EMPTY,
                    credit: None,
                },
            );
        }
        for (i, c) in game.checks.iter().enumerate() {
            let at = ListPlace("checks", i);
            let (Some(night), Some(target)) = (
                self.day(|| format!("{at}.night"), c.night),
                self.seat(|| format!("{at}.player"), c.player),
            ) else {
                continue;
            };
            let event = match c.role {
                0 => Event::DonCheck { target },
                3 => Event::SheriffCheck { target },
                other => {
                    self.problem(
                        format!("{at}.role"),
                        Problem::NotACheckingRole {
                            text: other.to_string(),
                        },
                    );
                    continue;
                }
            };
            let step = if c.role == 0 {
                NIGHT_DON
            } else {
                NIGHT_SHERIFF
            };
            self.timeline.push(Slot::night(night, step, 0), event);
        }
        let _ = roles;
    }

    fn player_events(&mut self, i: usize, p: &Player, wills: &mut Vec<(Seat, Will, Place)>) {
        let at = format!("players[{i}]");
        let Some(seat) = Seat::new(p.position) else {
            return;
        };
        let mut fouls: Vec<(Slot, &str)> = Vec::new();
        for (k, f) in p.fouls.iter().enumerate() {
            if let Some(slot) = self.stage_slot(|| format!("{at}.fouls[{k}].stage"), &f.stage) {
                fouls.push((slot, f.time.as_deref().unwrap_or("")));
            }
        }
        // Fouls in one stage keep their order by time.
        fouls.sort_by(|a, b| (a.0, a.1).cmp(&(b.0, b.1)));
        let fourth = fouls.get(3).map(|f| f.0);
        for (slot, _) in &fouls {
            self.timeline.push(*slot, Event::Foul { seat });
        }
        let mut techs: Vec<Slot> = Vec::new();
        for (k, f) in p.techs.iter().enumerate() {
            if let Some(slot) = self.stage_slot(|| format!("{at}.techs[{k}].stage"), &f.stage) {
                techs.push(slot);
            }
        }
        techs.sort();
        let second_tech = techs.get(1).copied();
        for slot in &techs {
            self.timeline.push(*slot, Event::TechFoul { seat });
        }
        if let Some(stage) = &p.disqual {
            // A fourth foul or a second technical foul in that stage is that removal;
            // otherwise the judge removed the player.
            if let Some(slot) = self.stage_slot(|| format!("{at}.disqual"), stage) {
                let by_fouls = fourth.is_some_and(|f| f.phase == slot.phase)
                    || second_tech.is_some_and(|t| t.phase == slot.phase);
                if !by_fouls {
                    self.timeline.push(slot, Event::Removal { seat });
                }
            }
        }
        if let Some(guess) = &p.guess {
            let at = format!("{at}.guess");
            let mut colors: PerSeat<Team> = Default::default();
            let mut order = SeatList::new();
            for (k, n) in guess.mafs.iter().flatten().enumerate() {
                if let Some(s) = self.seat(|| format!("{at}.mafs[{k}]"), *n) {
                    colors[s.index()] = Some(Team::Black);
                    order.push(s);
                }
            }
            let mut reds = false;
            for (k, n) in guess.civs.iter().flatten().enumerate() {
                if let Some(s) = self.seat(|| format!("{at}.civs[{k}]"), *n) {
                    colors[s.index()] = Some(Team::Red);
                    reds = true;
                }
            }
            let helm = match guess.vice {
                Some(v) => self.seat(|| format!("{at}.vice"), v),
                None => None,
            };
            let will = if !order.is_empty() || reds {
                if helm.is_some() {
                    self.warn(&at, Problem::HelmBesideWill);
                }
                // Colors for the First Out, an order for the others: settled where the
                // departure is known (place_wills).
                if reds {
                    Will::Colors(colors)
                } else {
                    Will::Order(order)
                }
            } else if let Some(h) = helm {
                Will::Helm(h)
            } else {
                return;
            };
            wills.push((seat, will, Place::Path(at)));
        }
    }

    /// Where a stage is in the game.
    fn stage_slot(&mut self, at: impl Fn() -> String, stage: &Stage) -> Option<Slot> {
        let day = if stage.day == 0 {
            0
        } else {
            self.day(|| format!("{}.day", at()), stage.day)?
        };
        let speaker = stage.player.unwrap_or(0).clamp(0, 10) as u32;
        let round = stage.voting.unwrap_or(0).clamp(0, 20) as u32;
        Some(match stage.kind.as_str() {
            "dealing" | "briefing" | "comIntro" => Slot::day(0, 1, 0),
            "shooted" => Slot::day(day, STEP_LAST_SPEECH_NIGHT, 0),
            "speech" => Slot::day(day, STEP_SPEECH, 100 + speaking_rank(day, speaker)),
            "toVoting" => Slot::day(day, STEP_VOTE, 10 * round.max(1) - 1),
            "voting" | "reSpeech" => Slot::day(day, STEP_VOTE, 10 * round + 5),
            "toLift" => Slot::day(day, STEP_VOTE, 999),
            "lift" | "liftResult" => Slot::day(day, STEP_LIFT, 1),
            "voted" => Slot::day(day, STEP_LAST_SPEECH_DAY, 0),
            "toNight" => Slot::day(day, STEP_LAST_SPEECH_DAY, 1),
            "shooting" => Slot::night(day, NIGHT_START, 0),
            "donCheck" => Slot::night(day, NIGHT_DON, 1),
            "comCheck" | "checks" => Slot::night(day, NIGHT_SHERIFF, 1),
            "toDay" | "comKill" | "guess" => Slot::night(day, NIGHT_SHERIFF, 2),
            "gameOver" => Slot::LAST,
            other => {
                self.warn(
                    at(),
                    Problem::UnknownStage {
                        text: other.to_owned(),
                        day,
                    },
                );
                Slot::day(day, 1, 0)
            }
        })
    }
}

use super::steps::*;

/// Nominations in the order of the day's speeches. Polemica opens day 1 with seat 1 and
/// each later day one seat on; the order of the speakers is what matters here, so the
/// nominations are ordered by their nominator from the day's first speaker round.
fn speaking_order(day: u32, nominations: &[(Seat, Seat)]) -> Vec<(Seat, Seat)> {
    let mut out = nominations.to_vec();
    out.sort_by_key(|(by, _)| speaking_rank(day, u32::from(by.number())));
    out
}

/// A speaker's place in a day's round of speeches (by seat, from the day's opener).
fn speaking_rank(day: u32, seat: u32) -> u32 {
    let opener = (day.saturating_sub(1) % 10) + 1;
    (seat + 10 - opener) % 10
}

fn roles_by_seat(players: &[RawPlayer]) -> [Option<Role>; 10] {
    let mut roles = [None; 10];
    for p in players {
        if let (Some(seat), Some(Named::Known(role))) = (p.seat.and_then(Seat::new), &p.role) {
            roles[seat.index()] = Some(*role);
        }
    }
    roles
}

/// Polemica's `comKiller`: the black player credited with a first-night Sheriff kill.
fn credit_com_killer(
    protocol: &mut Protocol,
    com_killer: Option<i64>,
    roles: &[Option<Role>; 10],
    warnings: &mut Vec<Notice>,
) {
    let Some(n) = com_killer else { return };
    let Some(killer) = Seat::new(n) else {
        warnings.push(Notice::new(
            "comKiller",
            Problem::CreditNotASeat {
                text: n.to_string(),
            },
        ));
        return;
    };
    let sheriff = roles.iter().position(|r| *r == Some(Role::Sheriff));
    let mut night = 0;
    for event in &mut protocol.events {
        match event {
            Event::Night => night += 1,
            Event::Shots { shots, credit, .. } if night == 1 => {
                let targets: Vec<Seat> = shots.iter().flatten().copied().collect();
                let sheriff_hit =
                    !targets.is_empty() && targets.iter().all(|t| Some(t.index()) == sheriff);
                let black = matches!(roles[killer.index()], Some(Role::Mafia | Role::Don));
                if sheriff_hit && black {
                    *credit = Some(killer);
                    return;
                }
            }
            _ => {}
        }
    }
    warnings.push(Notice::new("comKiller", Problem::CreditNotHeld { killer }));
}
