//! A table-tracking protocol builder for scenario tests.

use super::*;
use serde_json::Value;

/// A protocol under construction that tracks who is at the table. It starts at day 1.
pub struct G {
    /// The players at the table.
    pub t: Vec<u8>,
    /// The events so far.
    pub e: Vec<Value>,
}

impl Default for G {
    fn default() -> G {
        G::new()
    }
}

impl G {
    pub fn new() -> G {
        G {
            t: (1..=10).collect(),
            e: vec![day()],
        }
    }

    pub fn ev(mut self, v: Value) -> G {
        self.e.push(v);
        self
    }

    pub fn day(self) -> G {
        self.ev(day())
    }

    pub fn night(self) -> G {
        self.ev(night())
    }

    /// Seats that left by an event pushed with `ev`.
    pub fn left(mut self, seats: &[u8]) -> G {
        self.t.retain(|s| !seats.contains(s));
        self
    }

    /// A voting round that votes out `o`: `o` votes for `other`, everybody else for `o`.
    pub fn out(mut self, o: u8, other: u8) -> G {
        let v = vote_out(o, other, &self.t);
        self.e.push(v);
        self.left(&[o])
    }

    pub fn blacks(&self) -> Vec<u8> {
        self.t.iter().copied().filter(|s| *s >= 8).collect()
    }

    pub fn reds(&self) -> Vec<u8> {
        self.t.iter().copied().filter(|s| *s < 8).collect()
    }

    /// Every black at the table shoots `target` (after `night()`).
    pub fn kill(mut self, target: u8) -> G {
        let b = self.blacks();
        self.e.push(shoot(&b, target));
        self.left(&[target])
    }

    /// A miss with nobody held responsible: the blacks shoot different reds (after
    /// `night()`); a single black does not shoot.
    pub fn quiet(mut self) -> G {
        let b = self.blacks();
        let r = self.reds();
        let shots: Vec<(u8, u8)> = if b.len() == 1 {
            vec![]
        } else {
            b.iter().zip(r.iter()).map(|(x, y)| (*x, *y)).collect()
        };
        self.e.push(miss(&shots, &[]));
        self
    }

    pub fn done(self) -> Vec<Value> {
        self.e
    }
}
