//! "After Day 5, the game is over, and a winner is declared."

use crate::court::{FamilyId, PlayerId};

/// What the goal needs to know of a player at the end.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Member {
    pub family: FamilyId,
    pub mafia: bool,
    pub dead: bool,
    pub exiled: bool,
}

impl Member {
    /// "In terms of number of players alive for the Mafia or for a family, [exiled
    /// players] are considered not living."
    pub fn living(&self) -> bool {
        !self.dead && !self.exiled
    }
}

#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Winner {
    /// "The Mafia wins if at least half of the Mafia Members are still alive."
    Mafia,
    /// "The family that has killed all Mafia Members in its family and has the most
    /// Civilians alive wins. In the event of a tie, all tying families win."
    Families(Vec<FamilyId>),
    /// No family qualifies.
    Nobody,
}

#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Outcome {
    pub winner: Winner,
    /// Every player who wins, dead or alive, never an exiled one.
    pub players: Vec<PlayerId>,
}

pub fn outcome(families: usize, members: &[Member]) -> Outcome {
    let mafia: Vec<&Member> = members.iter().filter(|m| m.mafia).collect();
    let living_mafia = mafia.iter().filter(|m| m.living()).count();
    if !mafia.is_empty() && living_mafia * 2 >= mafia.len() {
        // "Dead Mafia Members are considered winners if the Mafia wins."
        let players = (0..members.len())
            .filter(|&p| members[p].mafia && !members[p].exiled)
            .collect();
        return Outcome {
            winner: Winner::Mafia,
            players,
        };
    }
    let clean: Vec<FamilyId> = (0..families)
        .filter(|&f| {
            !members
                .iter()
                .any(|m| m.family == f && m.mafia && m.living())
        })
        .collect();
    let civilians_alive = |f: FamilyId| {
        members
            .iter()
            .filter(|m| m.family == f && !m.mafia && m.living())
            .count()
    };
    let Some(most) = clean.iter().map(|f| civilians_alive(*f)).max() else {
        return Outcome {
            winner: Winner::Nobody,
            players: Vec::new(),
        };
    };
    let winning: Vec<FamilyId> = clean
        .into_iter()
        .filter(|f| civilians_alive(*f) == most)
        .collect();
    // "Dead Civilians are considered winners if they are part of a winning family ...
    // Mafia Members are only considered winners if the Mafia wins, not if their family
    // wins." Exiled players never win.
    let players = (0..members.len())
        .filter(|&p| {
            let m = members[p];
            winning.contains(&m.family) && !m.mafia && !m.exiled
        })
        .collect();
    Outcome {
        winner: Winner::Families(winning),
        players,
    }
}
