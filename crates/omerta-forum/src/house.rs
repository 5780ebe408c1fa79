//! The house rules of real forums (`game.votes`, `game.lynch`, `players[].votes`): how a
//! vote is written and how a day ends. Every default is the seed's rule, so a document
//! without them means what it meant before.

/// `game.votes`: how a vote is written.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct VoteRules {
    /// Rule 6: only bold votes count. `false`: unbolded vote lines count too.
    pub bold: bool,
    /// Texts one of which must stand before the keyword (lowercased); empty: none needed.
    pub prefixes: Vec<String>,
    /// Whether `Vote Name` (no colon) counts as well as `Vote: Name`.
    pub colon_optional: bool,
    /// Whether an `Unvote` with no name withdraws the author's current vote.
    pub bare_unvote: bool,
    /// The names that vote for no lynch; empty: there is no such vote.
    pub no_lynch: Vec<String>,
}

impl Default for VoteRules {
    fn default() -> Self {
        VoteRules {
            bold: true,
            prefixes: Vec::new(),
            colon_optional: false,
            bare_unvote: false,
            no_lynch: Vec::new(),
        }
    }
}

/// `game.lynch.day_end`.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum DayEnd {
    /// Rule 7: a player is lynched only with a majority of the living.
    #[default]
    Majority,
    /// The player with the most votes at the end of the day is lynched.
    Plurality,
}

/// `game.lynch.ties`: a tie at the top of a plurality count.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Ties {
    #[default]
    None,
    /// The tied wagon that last reached the top count first.
    Earliest,
    NoLynch,
}

/// `game.lynch`: how a day ends.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct LynchRules {
    pub day_end: DayEnd,
    pub ties: Ties,
    /// The day ends at once when a wagon reaches a majority.
    pub hammer: bool,
}

/// The name a no-lynch wagon is shown under.
pub const NO_LYNCH: &str = "No Lynch";

impl VoteRules {
    /// Sentences for the rules text, only for what differs from the seed.
    pub fn describe(&self) -> Vec<String> {
        let mut out = Vec::new();
        if !self.bold {
            out.push("Votes count bold or not.".to_owned());
        }
        if !self.prefixes.is_empty() {
            let list: Vec<String> = self
                .prefixes
                .iter()
                .map(|p| format!("\"{p}Vote\""))
                .collect();
            out.push(format!("A vote is written {}.", list.join(" or ")));
        }
        if self.colon_optional {
            out.push("The colon after Vote is optional.".to_owned());
        }
        if self.bare_unvote {
            out.push("Unvote with no name takes back your vote.".to_owned());
        }
        if !self.no_lynch.is_empty() {
            let list: Vec<String> = self
                .no_lynch
                .iter()
                .map(|n| format!("\"Vote: {n}\""))
                .collect();
            out.push(format!("{} votes for no lynch.", list.join(" or ")));
        }
        out
    }
}

impl LynchRules {
    /// Sentences for the rules text, only for what differs from the seed.
    pub fn describe(&self) -> Vec<String> {
        let mut out = Vec::new();
        if self.day_end == DayEnd::Plurality {
            out.push(
                match self.ties {
                    Ties::None => "At the end of the day the player with the most votes is lynched; on a tie nobody is.",
                    Ties::Earliest => "At the end of the day the player with the most votes is lynched; on a tie, the one who reached that count first.",
                    Ties::NoLynch => "At the end of the day the player with the most votes is lynched; a tie is a no lynch.",
                }
                .to_owned(),
            );
        }
        if self.hammer {
            out.push("The day ends at once when a majority is reached (hammer).".to_owned());
        }
        out
    }
}
