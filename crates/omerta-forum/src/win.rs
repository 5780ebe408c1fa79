//! Who wins, and rule 8 ("The game will be called and end early if, the remaining mafia
//! outnumber the town, IE, the town can't get enough votes in to cause a lynch to
//! happen"), with the roles that win their own way (`players[].win`, rulings F40 to F42).
//!
//! The sides: the town (faction `town`); the hostile factions, every other faction
//! counted together as ruling F26 always has; each serial killer (`"win": "alone"`), a
//! faction of their own whose votes join nobody's; and the neutrals, a jester
//! (`"lynched"`) or a survivor (`"alive"`), who are nobody's votes against the town.

use crate::config::majority;
use crate::thread::{DeathKind, HostEvent, SlotId, Thread};
use crate::time::Seconds;
use omerta_night::Win;

/// A side that can hold the vote against the rest: its living members.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Bloc {
    /// The serial killer's slot, or `None` for the factions against the town.
    pub alone: Option<SlotId>,
    pub alive: Vec<SlotId>,
}

/// The hostile blocs among the living: the factions against the town first (possibly with
/// nobody alive), then each serial killer alive. `None` while a living player who wins
/// with their faction has no faction given.
pub fn blocs(thread: &Thread, alive: &[SlotId]) -> Option<Vec<Bloc>> {
    let mut factions = Bloc {
        alone: None,
        alive: Vec::new(),
    };
    let mut alone = Vec::new();
    for &slot in alive {
        let s = &thread.slots[slot];
        match s.win {
            Win::Alone => alone.push(Bloc {
                alone: Some(slot),
                alive: vec![slot],
            }),
            Win::Lynched | Win::Alive => {}
            Win::Faction => match s.faction.as_deref() {
                None => return None,
                Some(f) if is_town(f) => {}
                Some(_) => factions.alive.push(slot),
            },
        }
    }
    let mut all = vec![factions];
    all.extend(alone);
    Some(all)
}

fn is_town(faction: &str) -> bool {
    faction.trim().eq_ignore_ascii_case("town")
}

/// Rule 8 (rulings F26, F40): the bloc that holds the vote: the living outside it are
/// fewer than a majority, so no lynch can pass against it. With only the town and the
/// mafia that is F26's "the town can't get enough votes"; a serial killer's votes never
/// add to the mafia's. `Some(None)`: nobody holds it; `None`: unknown (a faction not
/// given). Off with `"fifty_percent_rule": false`.
pub fn holding_the_vote(thread: &Thread, alive: &[SlotId]) -> Option<Option<Bloc>> {
    if !thread.config.fifty_percent_rule {
        return Some(None);
    }
    let blocs = blocs(thread, alive)?;
    let needed = majority(alive.len());
    Some(
        blocs
            .into_iter()
            .find(|b| alive.len() - b.alive.len() < needed),
    )
}

/// One winner and why.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Winner {
    pub slot: SlotId,
    /// "the mafia holding the vote, rule 8", "a jester, lynched", …
    pub why: String,
}

/// How the game stands at a moment.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Standing {
    /// The game is over: a side has won.
    pub over: bool,
    /// Who has won so far: a jester lynched wins while the game goes on; the rest win when
    /// it ends.
    pub winners: Vec<Winner>,
}

/// Who has won at `time` (rulings F40 to F42). `None` while a living player's faction is
/// not given. The game ends when a hostile bloc holds the vote (rule 8: that bloc wins)
/// or when no hostile player is left (the town wins); a survivor alive then wins too; a
/// jester wins at their lynch, whatever follows.
pub fn standing(thread: &Thread, time: Seconds) -> Option<Standing> {
    let alive = thread.alive(time);
    let blocs = blocs(thread, &alive)?;
    let mut standing = Standing {
        over: false,
        winners: jesters_lynched(thread, time),
    };
    let holder = holding_the_vote(thread, &alive)?;
    let hostile_left = blocs.iter().any(|b| !b.alive.is_empty());
    let ended = match holder {
        Some(bloc) if !bloc.alive.is_empty() => Some(bloc_winners(thread, &bloc)),
        _ if !hostile_left => Some(town_winners(thread)),
        _ => last_standing(thread, &alive, &blocs),
    };
    if let Some(winners) = ended {
        standing.over = true;
        standing.winners.extend(winners);
        standing.winners.extend(survivors(thread, &alive));
    }
    Some(standing)
}

/// With rule 8 off: a bloc wins when everybody else alive is a neutral.
fn last_standing(thread: &Thread, alive: &[SlotId], blocs: &[Bloc]) -> Option<Vec<Winner>> {
    if thread.config.fifty_percent_rule {
        return None;
    }
    let neutral = |s: &SlotId| matches!(thread.slots[*s].win, Win::Lynched | Win::Alive);
    blocs
        .iter()
        .find(|b| !b.alive.is_empty() && alive.iter().all(|s| b.alive.contains(s) || neutral(s)))
        .map(|b| bloc_winners(thread, b))
}

/// The winners of a bloc: the serial killer, or every player of the factions against the
/// town (the dead too: a faction wins together).
fn bloc_winners(thread: &Thread, bloc: &Bloc) -> Vec<Winner> {
    match bloc.alone {
        Some(slot) => vec![Winner {
            slot,
            why: "a serial killer holding the vote alone, rule 8".into(),
        }],
        None => (0..thread.slots.len())
            .filter(|&s| {
                let slot = &thread.slots[s];
                slot.win == Win::Faction && slot.faction.as_deref().is_some_and(|f| !is_town(f))
            })
            .map(|slot| Winner {
                slot,
                why: format!(
                    "the {} holding the vote, rule 8",
                    thread.slots[slot]
                        .faction
                        .as_deref()
                        .unwrap_or_default()
                        .trim()
                ),
            })
            .collect(),
    }
}

/// Every town player, dead or alive: no hostile player is left.
fn town_winners(thread: &Thread) -> Vec<Winner> {
    (0..thread.slots.len())
        .filter(|&s| {
            let slot = &thread.slots[s];
            slot.win == Win::Faction && slot.faction.as_deref().is_some_and(is_town)
        })
        .map(|slot| Winner {
            slot,
            why: "the town, no hostile player left".into(),
        })
        .collect()
}

fn survivors(thread: &Thread, alive: &[SlotId]) -> Vec<Winner> {
    alive
        .iter()
        .filter(|&&s| thread.slots[s].win == Win::Alive)
        .map(|&slot| Winner {
            slot,
            why: "a survivor alive at the end".into(),
        })
        .collect()
}

/// Jesters lynched by `time`.
fn jesters_lynched(thread: &Thread, time: Seconds) -> Vec<Winner> {
    thread
        .events
        .iter()
        .filter_map(|e| match e {
            HostEvent::Death {
                slot,
                kind: DeathKind::Lynch,
                time: t,
                ..
            } if *t <= time && thread.slots[*slot].win == Win::Lynched => Some(Winner {
                slot: *slot,
                why: "a jester, lynched".into(),
            }),
            _ => None,
        })
        .collect()
}
