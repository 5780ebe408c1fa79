//! The game template's fill-in-the-blanks as a typed config (Part 1 of the seed).

/// "This game is: 1. Normal ... 6. A Gorny Game."
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Normality(u8);

impl Normality {
    pub fn new(level: i64) -> Option<Normality> {
        (1..=6).contains(&level).then_some(Normality(level as u8))
    }

    pub fn level(self) -> u8 {
        self.0
    }

    /// The template's words for the level.
    pub fn describe(self) -> &'static str {
        match self.0 {
            1 => "Normal. No undisclosed mechanics or odd power rules, or other unexpected stuff. A basic mafia game.",
            2 => "Close to normal. There may be a wrench or two thrown in.",
            3 => "Not normal. There are things afoot, you have been warned.",
            4 => "Way out there, you'll need a crash helmet and maybe a therapist after playing.",
            5 => "A Bad Ash Game. You have been warned. Twice.",
            _ => "A Gorny Game. You have been warned. Multiple times.",
        }
    }
}

/// Whether the game starts by day or by night (rule 12).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Start {
    Day,
    Night,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct GameConfig {
    pub normality: Normality,
    /// Rule 12: "The Day lasts ___ hours and night lasts ___ hours."
    pub day_hours: u32,
    pub night_hours: u32,
    /// Rule 12: "This game will start with a ___."
    pub starts_with: Start,
    /// Rule 13: "at least ___ actual contributive posts per day phase".
    pub min_posts_per_day: u32,
    /// Rule 7: whether a lock applies.
    pub lock: bool,
    /// Rule 8: whether the 50% rule applies.
    pub fifty_percent_rule: bool,
}

/// Rule 7: "half of the remaining number of players + 1 rounded down".
pub fn majority(alive: usize) -> usize {
    alive / 2 + 1
}

/// Rule 7: "A lock occurs when someone with enough votes to be lynched receives an
/// additional vote."
pub fn lock_at(alive: usize) -> usize {
    majority(alive) + 1
}

impl GameConfig {
    /// The sentence rule 7 asks the host to add: the majority and the lock numbers.
    pub fn rule_7_numbers(&self, alive: usize) -> String {
        let mut s = format!(
            "With {alive} players alive, {} votes are a majority and lynch",
            majority(alive)
        );
        if self.lock {
            s.push_str(&format!("; {} votes lock the lynch", lock_at(alive)));
        }
        s.push('.');
        s
    }
}
