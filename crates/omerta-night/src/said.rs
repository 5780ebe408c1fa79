//! The night's sentences as data (issue 30): each reason, question, step and note the
//! resolver explains itself with says what it says as a [`Said`], and its English is that
//! data written out (`Display`), so the two cannot drift apart. An edge words the same data
//! in another language (`omerta_i18n::night`, whose English a test holds word for word to
//! this one over every example night).
//!
//! The data holds players and abilities, not words, and is small: a player is their place
//! in the night's players (`Outcome::players` names them), so that a reason's route is a
//! few bytes a move where its English is dozens (the resolver keeps the data while it
//! searches, and writes the English once the reasons are settled).

use crate::ability::Ability;
use serde::{Deserialize, Serialize};
use std::fmt::{self, Display, Formatter};

/// A player of the night: their place in the night's players (`Outcome::players`).
pub type Who = u32;

/// A sentence of a night's explanation, by kind, with its parts.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(tag = "said", rename_all = "snake_case")]
pub enum Said {
    /// "A's kill on B, moved from B to C by D's swap": an action landing (RAR), or an
    /// action carried out (the simple method, with no route).
    Effect {
        actor: Who,
        ability: Ability,
        target: Who,
        #[serde(default, skip_serializing_if = "no_moves")]
        via: Box<[Move]>,
    },
    /// A visit to a paranoid gun owner, a reason the visitor dies.
    Visited {
        visitor: Who,
        target: Who,
        ability: Ability,
        #[serde(default, skip_serializing_if = "no_moves")]
        via: Box<[Move]>,
    },
    /// A kill meets a bodyguard's guard (ruling N15): `victim` dies in the guarded
    /// player's place (the bodyguard), or is shot by the bodyguard (`shot`: the attacker).
    Intercepted(Box<Intercept>),
    /// A protection (or a guard) on the victim, against a harm.
    Protects {
        actor: Who,
        ability: Ability,
        target: Who,
        #[serde(default, skip_serializing_if = "no_moves")]
        via: Box<[Move]>,
    },
    /// A block on an actor, against their action.
    Blocks {
        actor: Who,
        ability: Ability,
        target: Who,
        #[serde(default, skip_serializing_if = "no_moves")]
        via: Box<[Move]>,
    },
    /// A mover takes an action's effect from one player to another.
    Moves {
        mover: Who,
        moves: Ability,
        actor: Who,
        ability: Ability,
        from: Who,
        to: Who,
    },
    /// A second mover on the same effect at the same point: neither can move it.
    WouldMove {
        mover: Who,
        moves: Ability,
        actor: Who,
        ability: Ability,
        from: Who,
        to: Who,
    },
    /// Past the cap on reasons explained.
    NotShown,
    /// A route the effect did not take.
    OffRoute { ended: Who },
    /// A vest that stops every kill.
    Vest { player: Who },
    /// A vest of some shots.
    VestShots { player: Who, shots: u32 },
    /// A lover dies with the other (ruling N18).
    Grief { lover: Who, of: Who },
    /// The simple method: a commuter is away.
    Commutes { actor: Who },
    /// The simple method: a mover's move of two players, carried out or blocked.
    Drove {
        actor: Who,
        ability: Ability,
        first: Who,
        second: Who,
        blocked: bool,
    },
    /// The simple method: an action whose actor was blocked.
    Blocked {
        actor: Who,
        ability: Ability,
        target: Who,
    },
    /// The simple method: an action on a commuter.
    NotHome {
        actor: Who,
        ability: Ability,
        target: Who,
    },
    /// The simple method: a kill on a guarded player.
    Guarded {
        actor: Who,
        ability: Ability,
        target: Who,
        guard: Who,
    },
    /// A day's shot by a player shot earlier that day (ruling N16).
    ShooterDead {
        actor: Who,
        ability: Ability,
        target: Who,
    },
    /// A shot and what came of it.
    Shot {
        by: Shooter,
        victim: Who,
        end: ShotEnd,
    },
    /// The question whether a player dies.
    Dies { player: Who },
    /// The question whether an action takes effect.
    TakesEffect {
        actor: Who,
        ability: Ability,
        action: usize,
    },
    /// The heading of the simple method's steps.
    Steps,
    /// The heading of a day's shots.
    DayShots,
    /// A factional kill set aside (ruling N14).
    SetAside {
        actor: Who,
        target: Who,
        faction: Box<str>,
        allowed: u32,
    },
    /// Why the reasons are not given: the bound explaining them would pass.
    Unexplained { bound: Bound },
}

/// A kill meets a bodyguard's guard (ruling N15): `victim` dies in the guarded player's
/// place (the bodyguard), or is shot by the bodyguard (`shot`: the attacker). Boxed in
/// [`Said`], which it would make twice as large.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Intercept {
    pub guard: Who,
    pub guarded: Who,
    #[serde(default, skip_serializing_if = "no_moves")]
    pub guard_via: Box<[Move]>,
    pub attacker: Who,
    pub kill: Ability,
    pub target: Who,
    #[serde(default, skip_serializing_if = "no_moves")]
    pub kill_via: Box<[Move]>,
    pub victim: Who,
    pub shot: bool,
}

#[allow(clippy::borrowed_box)] // serde hands the field as it is.
fn no_moves(moves: &Box<[Move]>) -> bool {
    moves.is_empty()
}

/// One move on an effect's route.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Move {
    pub from: Who,
    pub to: Who,
    /// The mover's actor.
    pub by: Who,
    pub ability: Ability,
}

/// Who shot, in the simple method's and the day's steps.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(tag = "shooter", rename_all = "snake_case")]
pub enum Shooter {
    /// An action's kill.
    Action { actor: Who, ability: Ability },
    /// A kill the bodyguard took in the guarded player's place.
    Bodyguard { actor: Who, ability: Ability },
    /// The bodyguard's shot at the attacker.
    ShotBack { guard: Who },
    /// A paranoid gun owner's gun.
    Paranoid { owner: Who },
}

/// What came of a shot.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ShotEnd {
    Protected,
    Vest,
    Dies,
    AlreadyDead,
}

/// The bound of the budget the reasons would pass.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(tag = "bound", content = "n", rename_all = "snake_case")]
pub enum Bound {
    Steps(u64),
    /// In MiB.
    Memory(u64),
    Time,
}

impl Said {
    /// Whether the sentence asks a question (answered yes or no), rather than heads a list.
    pub fn is_question(&self) -> bool {
        !matches!(self, Said::Steps)
    }

    /// The memory the data keeps beyond its own size, as the resolver's budget counts it.
    pub fn heap_bytes(&self) -> usize {
        let moves = |v: &[Move]| std::mem::size_of_val(v);
        match self {
            Said::Effect { via, .. }
            | Said::Protects { via, .. }
            | Said::Blocks { via, .. }
            | Said::Visited { via, .. } => moves(via),
            Said::Intercepted(i) => {
                std::mem::size_of::<Intercept>() + moves(&i.guard_via) + moves(&i.kill_via)
            }
            Said::SetAside { faction, .. } => faction.len(),
            _ => 0,
        }
    }

    /// The sentence in English, its players named from `players` (the night's, in order;
    /// one out of reach is written `?`).
    pub fn english<'a>(&'a self, players: &'a [String]) -> English<'a> {
        English {
            said: self,
            players,
        }
    }
}

/// A player's name, from the night's players; `?` for a place out of reach (data read back
/// from elsewhere).
pub fn name(players: &[String], who: Who) -> &str {
    players.get(who as usize).map_or("?", String::as_str)
}

/// A sentence in English (`Display`).
pub struct English<'a> {
    said: &'a Said,
    players: &'a [String],
}

/// The route's moves in English: ", moved from B to C by D's swap" for each.
struct Via<'a>(&'a [Move], &'a [String]);

impl Display for Via<'_> {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        let n = |w: Who| name(self.1, w);
        for m in self.0 {
            write!(
                f,
                ", moved from {} to {} by {}'s {}",
                n(m.from),
                n(m.to),
                n(m.by),
                m.ability.name()
            )?;
        }
        Ok(())
    }
}

impl Display for English<'_> {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        let p = self.players;
        let n = |w: &Who| name(p, *w);
        match self.said {
            Said::Effect {
                actor,
                ability,
                target,
                via: v,
            } => write!(
                f,
                "{}'s {} on {}{}",
                n(actor),
                ability.name(),
                n(target),
                Via(v, p)
            ),
            Said::Visited {
                visitor,
                target,
                ability,
                via: v,
            } => write!(
                f,
                "{} visited {} ({}{}), a paranoid gun owner",
                n(visitor),
                n(target),
                ability.name(),
                Via(v, p)
            ),
            Said::Intercepted(i) => {
                let Intercept {
                    guard,
                    guarded,
                    guard_via,
                    attacker,
                    kill,
                    target,
                    kill_via,
                    victim,
                    shot,
                } = &**i;
                write!(
                    f,
                    "{}'s guard on {}{} meets {}'s {} on {}{}: ",
                    n(guard),
                    n(guarded),
                    Via(guard_via, p),
                    n(attacker),
                    kill.name(),
                    n(target),
                    Via(kill_via, p)
                )?;
                if *shot {
                    write!(f, "{} shoots the attacker, {}", n(guard), n(victim))
                } else {
                    write!(f, "{} dies in {}'s place", n(victim), n(guarded))
                }
            }
            Said::Protects {
                actor,
                ability,
                target,
                via: v,
            } => write!(
                f,
                "{}'s {} protects {}{}",
                n(actor),
                ability.name(),
                n(target),
                Via(v, p)
            ),
            Said::Blocks {
                actor,
                ability,
                target,
                via: v,
            } => write!(
                f,
                "{}'s {} blocks {}{}",
                n(actor),
                ability.name(),
                n(target),
                Via(v, p)
            ),
            Said::Moves {
                mover,
                moves,
                actor,
                ability,
                from,
                to,
            } => write!(
                f,
                "{}'s {} moves {}'s {} from {} to {}",
                n(mover),
                moves.name(),
                n(actor),
                ability.name(),
                n(from),
                n(to)
            ),
            Said::WouldMove {
                mover,
                moves,
                actor,
                ability,
                from,
                to,
            } => write!(
                f,
                "{}'s {} would move {}'s {} from {} to {} instead: an effect cannot be moved \
                 two ways",
                n(mover),
                moves.name(),
                n(actor),
                ability.name(),
                n(from),
                n(to)
            ),
            Said::NotShown => {
                f.write_str("(further reasons not shown: the explanation is too long)")
            }
            Said::OffRoute { ended } => write!(
                f,
                "the effect did not take this route: it ended on {}",
                n(ended)
            ),
            Said::Vest { player } => {
                write!(f, "{}'s bulletproof vest stops every kill", n(player))
            }
            Said::VestShots { player, shots } => write!(
                f,
                "{}'s bulletproof vest ({shots} shot{})",
                n(player),
                if *shots == 1 { "" } else { "s" }
            ),
            Said::Grief { lover, of } => write!(
                f,
                "{lover}'s lover {of} dies, and {lover} dies with them (a lover's grief is a \
                 passive: no protection, block or vest counteracts it, only what saves {of})",
                lover = n(lover),
                of = n(of)
            ),
            Said::Commutes { actor } => write!(f, "{} commutes: not home tonight", n(actor)),
            Said::Drove {
                actor,
                ability,
                first,
                second,
                blocked,
            } => {
                write!(
                    f,
                    "{}'s {} of {} and {}",
                    n(actor),
                    ability.name(),
                    n(first),
                    n(second)
                )?;
                if *blocked {
                    f.write_str(": blocked")?;
                }
                Ok(())
            }
            Said::Blocked {
                actor,
                ability,
                target,
            } => write!(
                f,
                "{}'s {} on {}: blocked",
                n(actor),
                ability.name(),
                n(target)
            ),
            Said::NotHome {
                actor,
                ability,
                target,
            } => write!(
                f,
                "{}'s {} on {}: not home (commuting)",
                n(actor),
                ability.name(),
                n(target)
            ),
            Said::Guarded {
                actor,
                ability,
                target,
                guard,
            } => write!(
                f,
                "{}'s {} on {}: {} guards them",
                n(actor),
                ability.name(),
                n(target),
                n(guard)
            ),
            Said::ShooterDead {
                actor,
                ability,
                target,
            } => write!(
                f,
                "{actor}'s {} on {}: {actor} was already dead",
                ability.name(),
                n(target),
                actor = n(actor)
            ),
            Said::Shot { by, victim, end } => {
                match by {
                    Shooter::Action { actor, ability } => {
                        write!(f, "{}'s {}", n(actor), ability.name())?
                    }
                    Shooter::Bodyguard { actor, ability } => write!(
                        f,
                        "{}'s {}, taken by the bodyguard",
                        n(actor),
                        ability.name()
                    )?,
                    Shooter::ShotBack { guard } => {
                        write!(f, "{}'s shot at the attacker", n(guard))?
                    }
                    Shooter::Paranoid { owner } => write!(f, "{}'s paranoid gun", n(owner))?,
                }
                let end = match end {
                    ShotEnd::Protected => "protected",
                    ShotEnd::Vest => "stopped by the vest",
                    ShotEnd::Dies => "dies",
                    ShotEnd::AlreadyDead => "already dead",
                };
                write!(f, " on {}: {end}", n(victim))
            }
            Said::Dies { player } => write!(f, "Does {} die?", n(player)),
            Said::TakesEffect {
                actor,
                ability,
                action,
            } => write!(
                f,
                "Does {}'s {} (actions[{action}]) take effect?",
                n(actor),
                ability.name()
            ),
            Said::Steps => f.write_str("The actions, in the order they were resolved"),
            Said::DayShots => f.write_str("What happened to the day's shots?"),
            Said::SetAside {
                actor,
                target,
                faction,
                allowed,
            } => write!(
                f,
                "{}'s factional_kill on {} is set aside: the {faction} faction has {allowed} \
                 factional kill{} a night, and a later one was submitted",
                n(actor),
                n(target),
                if *allowed == 1 { "" } else { "s" }
            ),
            Said::Unexplained { bound } => {
                f.write_str("the reasons are not given: explaining them would take more than ")?;
                match bound {
                    Bound::Steps(n) => write!(f, "its budget of {n} steps")?,
                    Bound::Memory(mib) => write!(f, "its budget of {mib} MiB of memory")?,
                    Bound::Time => f.write_str("the time it was given")?,
                }
                f.write_str(
                    ", although the night was decided within it (the outcome above stands). \
                     Ask with a larger budget to read them",
                )
            }
        }
    }
}
