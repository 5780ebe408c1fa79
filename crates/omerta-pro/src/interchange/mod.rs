//! The records clubs already have: Polemica and MafiaRatings games read into
//! `omerta-pro/1`, and `omerta-pro/1` written out as a MafiaRatings game.
//!
//! Pure, like the rest of the crate: text in, values out. Each importer reads the source
//! document with serde (a wrong type is refused with its path), checks that it is a game of
//! that system (every problem at once, each with its place), and builds the protocol
//! event by event in the order things happened at the table. What the target cannot hold
//! is never dropped silently: each such datum is a [`Notice`] naming it.

pub mod mafiaratings;
pub mod polemica;
mod problem;
mod write;

use crate::game::Game;
use crate::model::Event;
use crate::protocol::Protocol;
use crate::seat::Seat;
use std::fmt;

pub use problem::{Expected, Kept, Place, Problem, System, Unread};
pub use write::to_json;

/// A datum with its place in the source document (`players[3].bonus`) and what about it:
/// in English (`at`, `message`, as the importers have always said them) and as data beside
/// it (`place`, `problem`), for the edges to word in the reader's language (issue 30).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Notice {
    pub at: String,
    pub message: String,
    pub place: Place,
    pub problem: Problem,
}

impl Notice {
    /// The problem at its place, its English written from its data.
    pub fn new(place: impl Into<Place>, problem: Problem) -> Notice {
        let place = place.into();
        Notice {
            at: place.english(),
            message: problem.english(),
            place,
            problem,
        }
    }
}

impl fmt::Display for Notice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.at.is_empty() {
            f.write_str(&self.message)
        } else {
            write!(f, "{}: {}", self.at, self.message)
        }
    }
}

/// A source game read into a protocol, with what the protocol could not hold.
#[derive(Clone, Debug)]
pub struct Imported {
    pub protocol: Protocol,
    pub warnings: Vec<Notice>,
}

/// An exported document, with what the target could not hold.
#[derive(Clone, Debug)]
pub struct Exported {
    pub text: String,
    pub warnings: Vec<Notice>,
}

/// Why a document is not a game of the named system: every problem, each at its place.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refused(pub Vec<Notice>);

impl fmt::Display for Refused {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let n = self.0.len();
        write!(f, "{n} problem{} found:", if n == 1 { "" } else { "s" })?;
        for problem in &self.0 {
            write!(f, "\n  {problem}")?;
        }
        Ok(())
    }
}

impl std::error::Error for Refused {}

/// A serde path without the segments it could not name ("?").
fn known_path(path: &str) -> String {
    path.split('.')
        .filter(|segment| *segment != "?")
        .collect::<Vec<_>>()
        .join(".")
}

/// Reads a source document with serde, naming the path of a field of the wrong type.
pub(crate) fn read_source<'de, T: serde::Deserialize<'de>>(
    text: &'de str,
    expected: Expected,
) -> Result<T, Refused> {
    // The plain reader first; only a document that fails is read again to find the path.
    if let Ok(value) = serde_json::from_str(text) {
        return Ok(value);
    }
    let what = expected;
    let mut deserializer = serde_json::Deserializer::from_str(text);
    let failed = match serde_path_to_error::deserialize::<_, T>(&mut deserializer) {
        Err(e) => (e.path().to_string(), e.into_inner()),
        Ok(_) => match deserializer.end() {
            Err(e) => (String::new(), e),
            Ok(()) => {
                return Err(Refused(vec![Notice::new(
                    "",
                    Problem::NotExpected { expected: what },
                )]));
            }
        },
    };
    let (path, inner) = failed;
    // serde_path_to_error writes a place it cannot name (where the text ends early) as
    // "?": that place is named by its line and column only (issue 28).
    let path = known_path(&path);
    let (line, column) = (inner.line(), inner.column());
    let place = if path.is_empty() || path == "." {
        Place::Line { line, column }
    } else {
        Place::PathLine { path, line, column }
    };
    let message = inner.to_string();
    let message = match message.rfind(" at line ") {
        Some(i) => message[..i].to_owned(),
        None => message,
    };
    Err(Refused(vec![Notice::new(
        place,
        Problem::Unreadable {
            expected: what,
            why: Unread::of(&inner),
            detail: message,
        },
    )]))
}

/// Steps within a day and a night (step 0 is the `day` or `night` event itself).
pub(crate) mod steps {
    pub const STEP_LAST_SPEECH_NIGHT: u32 = 1;
    pub const STEP_SPEECH: u32 = 2;
    pub const STEP_VOTE: u32 = 3;
    pub const STEP_LIFT: u32 = 4;
    pub const STEP_LAST_SPEECH_DAY: u32 = 5;
    pub const NIGHT_START: u32 = 1;
    pub const NIGHT_SHOOTING: u32 = 2;
    pub const NIGHT_DON: u32 = 3;
    pub const NIGHT_SHERIFF: u32 = 4;
}

/// Events in the order they happened, each with a key that places it: events are
/// gathered from the source's parallel lists (votes, shots, fouls...) and sorted once.
#[derive(Default)]
pub(crate) struct Timeline {
    entries: Vec<(Slot, u32, Event)>,
    next: u32,
}

/// Where in the game an event happened: the day or night, the step within it, and a
/// position within the step (a speaker, a round).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
pub(crate) struct Slot {
    /// 2·day for a day, 2·night + 1 for the night after it (day 1 = 2, night 1 = 3).
    pub phase: u32,
    pub step: u32,
    pub within: u32,
}

impl Slot {
    pub fn day(day: u32, step: u32, within: u32) -> Slot {
        Slot {
            phase: 2 * day,
            step,
            within,
        }
    }

    pub fn night(night: u32, step: u32, within: u32) -> Slot {
        Slot {
            phase: 2 * night + 1,
            step,
            within,
        }
    }

    /// After everything the game recorded.
    pub const LAST: Slot = Slot {
        phase: u32::MAX,
        step: 0,
        within: 0,
    };
}

impl Timeline {
    pub fn push(&mut self, slot: Slot, event: Event) {
        self.entries.push((slot, self.next, event));
        self.next += 1;
    }

    /// A `day` and a `night` event opening every day and night up to the last one
    /// anything happened in (a day with nothing recorded still happened when a later
    /// night did).
    pub fn mark_days(&mut self) {
        let top = self
            .entries
            .iter()
            .map(|(slot, _, _)| slot.phase)
            .filter(|p| *p != u32::MAX)
            .max()
            .unwrap_or(0);
        for phase in 2..=top.saturating_add(1).max(2) {
            let event = if phase % 2 == 0 {
                Event::Day
            } else {
                Event::Night
            };
            if phase <= top || phase % 2 == 0 {
                self.push(
                    Slot {
                        phase,
                        step: 0,
                        within: 0,
                    },
                    event,
                );
            }
        }
    }

    /// The events in game order (ties in the order they were pushed).
    pub fn into_events(mut self) -> Vec<Event> {
        self.entries.sort_by_key(|(slot, n, _)| (*slot, *n));
        self.entries.into_iter().map(|(_, _, e)| e).collect()
    }
}

/// The game as far as the protocol's events allow, whatever is wrong in them: the
/// importers place wills after the departures it finds.
pub(crate) fn departures_so_far(protocol: &Protocol) -> Option<Game> {
    Game::replay_partial(protocol)
}

/// What every importer hands back: the protocol, if `pro check` accepts it (the table's
/// rules replayed), or the reasons it does not, as the import's refusal. No importer ever
/// ends well with a document `pro check` refuses (issue 28: a MafiaRatings game without its
/// lift was written, exit 0, and refused by `pro check`).
pub(crate) fn checked(protocol: Protocol, mut warnings: Vec<Notice>) -> Result<Imported, Refused> {
    match Game::replay(&protocol) {
        Ok(game) => {
            // A result the record does not reach (a judge's `end` on a truncated record) is
            // written, as `pro check` accepts it, but said aloud.
            warnings.extend(
                game.judged_result()
                    .map(|judged| Notice::new("result", Problem::JudgedResult(judged))),
            );
            Ok(Imported { protocol, warnings })
        }
        Err(violations) => Err(Refused(
            violations
                .into_iter()
                .map(|v| Notice::new("", Problem::BreaksRules(v)))
                .collect(),
        )),
    }
}

/// Drops the `day` and `night` events after the event that ended the game (the day after
/// a deciding night is opened only for the last speech, which needs no day). Returns the
/// game it followed when nothing was dropped, so that placing the wills need not follow it
/// again (the import then costs one replay less).
pub(crate) fn drop_days_after_end(
    protocol: &mut Protocol,
    warnings: &mut Vec<Notice>,
) -> Option<Game> {
    let game = departures_so_far(protocol)?;
    let Some(end) = game.outcome.as_ref().map(|o| o.event) else {
        return Some(game);
    };
    let before = protocol.events.len();
    let mut index = 0;
    protocol.events.retain(|e| {
        let after = index > end;
        index += 1;
        match e {
            Event::Day | Event::Night if after => false,
            Event::DonCheck { .. } | Event::SheriffCheck { .. } if after => {
                warnings.push(Notice::new(
                    "checks",
                    Problem::CheckAfterEnd {
                        sheriff: matches!(e, Event::SheriffCheck { .. }),
                    },
                ));
                false
            }
            _ => true,
        }
    });
    (protocol.events.len() == before).then_some(game)
}

/// Inserts each will right after its author's departure; a will whose author never left
/// by vote, lift or night shot is returned as a warning instead.
/// Returns the game it followed (wills change no departure).
pub(crate) fn place_wills(
    protocol: &mut Protocol,
    wills: Vec<(Seat, crate::model::Will, Place)>,
    warnings: &mut Vec<Notice>,
    followed: Option<Game>,
) -> Option<Game> {
    let Some(game) = followed.or_else(|| departures_so_far(protocol)) else {
        for (_, _, at) in wills {
            warnings.push(Notice::new(at, Problem::WillNotPlaced));
        }
        return None;
    };
    let mut inserts: Vec<(usize, Event)> = Vec::new();
    for (seat, will, at) in wills {
        match game.departure_of(seat) {
            Some(d) if d.how.leaves_will() => {
                let will = fit_will(&game, d, seat, will, &at, warnings);
                // A night's victim speaks when the next day begins.
                let night = matches!(
                    d.how,
                    crate::game::Leave::NightShot | crate::game::Leave::SelfShot
                );
                let next_day = protocol.events[d.event + 1..]
                    .iter()
                    .position(|e| {
                        matches!(
                            e,
                            Event::Day
                                | Event::Vote { .. }
                                | Event::Lift { .. }
                                | Event::Shots { .. }
                                | Event::End { .. }
                        )
                    })
                    .map(|k| d.event + 1 + k)
                    .filter(|at| matches!(protocol.events[*at], Event::Day));
                let at = match next_day {
                    Some(day) if night => day + 1,
                    _ => d.event + 1,
                };
                inserts.push((at, Event::Will { by: seat, will }));
            }
            Some(d) => warnings.push(Notice::new(
                at,
                Problem::WillAfterLeaving { seat, how: d.how },
            )),
            None => warnings.push(Notice::new(at, Problem::WillNeverLeft { seat })),
        }
    }
    // From the back, so that earlier indices stay right; wills at one place keep their order.
    inserts.sort_by_key(|(at, _)| *at);
    for (at, event) in inserts.into_iter().rev() {
        protocol.events.insert(at.min(protocol.events.len()), event);
    }
    Some(game)
}

/// A will as omerta-pro/1 can hold it: named seats still at the table, colors only for
/// the First Out, an order within its limit and not after a vote that ended the game.
fn fit_will(
    game: &Game,
    departure: &crate::game::Departure,
    seat: Seat,
    will: crate::model::Will,
    at: &Place,
    warnings: &mut Vec<Notice>,
) -> crate::model::Will {
    use crate::model::Will;
    let table = departure.table_after;
    let first_out = game.first_out.contains(seat);
    match will {
        Will::Colors(mut colors) => {
            if !first_out {
                // Not the First Out: the black names become a Last Will Ordered.
                let blacks: crate::seat::SeatList = crate::model::colors_of(&colors)
                    .filter(|(_, team)| *team == crate::model::Team::Black)
                    .map(|(s, _)| s)
                    .collect();
                if crate::model::colors_of(&colors).any(|(_, t)| t == crate::model::Team::Red) {
                    warnings.push(Notice::new(
                        at.clone(),
                        Problem::WillRedsNotFirstOut { seat },
                    ));
                }
                return fit_will(game, departure, seat, Will::Order(blacks), at, warnings);
            }
            for s in Seat::ALL {
                if colors[s.index()].is_some() && (!table.contains(s) || s == seat) {
                    colors[s.index()] = None;
                    warnings.push(Notice::new(
                        at.clone(),
                        Problem::WillNamedGone { named: s, by: seat },
                    ));
                }
            }
            let named: Vec<Seat> = crate::model::colors_of(&colors).map(|(s, _)| s).collect();
            for extra in named.iter().skip(3) {
                colors[extra.index()] = None;
                warnings.push(Notice::new(
                    at.clone(),
                    Problem::WillTooManyColors { extra: *extra },
                ));
            }
            Will::Colors(colors)
        }
        Will::Order(order) => {
            if first_out {
                let mut colors: crate::seat::PerSeat<crate::model::Team> = Default::default();
                for s in order.iter() {
                    colors[s.index()] = Some(crate::model::Team::Black);
                }
                return fit_will(game, departure, seat, Will::Colors(colors), at, warnings);
            }
            let mut kept = crate::seat::SeatList::new();
            for s in order.iter().copied() {
                if table.contains(s) && s != seat {
                    kept.push(s);
                } else {
                    warnings.push(Notice::new(
                        at.clone(),
                        Problem::WillNamedGone { named: s, by: seat },
                    ));
                }
            }
            let ended_by_vote = matches!(
                departure.how,
                crate::game::Leave::Vote | crate::game::Leave::Lift
            ) && game.outcome.is_some_and(|o| o.event == departure.event);
            let limit = if ended_by_vote {
                0
            } else {
                crate::game::order_limit(table.len())
            };
            if kept.len() > limit {
                warnings.push(Notice::new(
                    at.clone(),
                    Problem::WillOrderTooLong {
                        players: table.len(),
                        limit,
                        dropped: kept[limit..].to_vec(),
                    },
                ));
                kept = kept[..limit].iter().copied().collect();
            }
            Will::Order(kept)
        }
        Will::Helm(h) if !table.contains(h) || h == seat => {
            warnings.push(Notice::new(
                at.clone(),
                Problem::HelmGone { helm: h, by: seat },
            ));
            Will::Skipped
        }
        other => other,
    }
}
