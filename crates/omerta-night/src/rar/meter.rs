//! What a search has spent of its [`Budget`]: steps of work and bytes held, counted by the
//! resolver itself (never read off a clock or the allocator, so that the same night gives
//! the same answer everywhere), and the caller's [`crate::Stop`].

use crate::{Budget, Exhausted};
use std::cell::{Cell, RefCell};

/// How often (in steps) the search looks at its caller's stop signal: often enough that a
/// stopped search ends within a millisecond, rarely enough to cost nothing.
const LOOK_EVERY: u64 = 1 << 12;

pub(super) struct Meter {
    budget: Budget,
    work: Cell<u64>,
    held: Cell<u64>,
    /// What ran out first, and the actions being followed when it did (the knot).
    ran_out: RefCell<Option<(Exhausted, Vec<usize>)>>,
}

impl Meter {
    pub(super) fn new(budget: Budget) -> Meter {
        Meter {
            budget,
            work: Cell::new(0),
            held: Cell::new(0),
            ran_out: RefCell::new(None),
        }
    }

    /// Counts `steps` more units of work; false once the budget is spent (then the search
    /// only unwinds: its verdicts no longer matter, the night is refused). `knot` names the
    /// actions being followed, asked for only when the budget runs out here.
    pub(super) fn spend(&self, steps: u64, knot: impl FnOnce() -> Vec<usize>) -> bool {
        if self.spent() {
            return false;
        }
        let before = self.work.get();
        let work = before.saturating_add(steps);
        self.work.set(work);
        if work > self.budget.steps {
            return self.run_out(Exhausted::Steps, knot);
        }
        if before / LOOK_EVERY != work / LOOK_EVERY && self.budget.stop.raised() {
            return self.run_out(Exhausted::Stopped, knot);
        }
        true
    }

    /// Counts `bytes` more kept in memory; false once the budget's memory is spent.
    pub(super) fn hold(&self, bytes: usize, knot: impl FnOnce() -> Vec<usize>) -> bool {
        if self.spent() {
            return false;
        }
        let held = self.held.get().saturating_add(bytes as u64);
        self.held.set(held);
        if held > self.budget.bytes {
            return self.run_out(Exhausted::Memory, knot);
        }
        true
    }

    fn run_out(&self, why: Exhausted, knot: impl FnOnce() -> Vec<usize>) -> bool {
        *self.ran_out.borrow_mut() = Some((why, knot()));
        false
    }

    /// Whether the budget has run out (the night will be refused).
    pub(super) fn spent(&self) -> bool {
        self.ran_out.borrow().is_some()
    }

    /// The steps and bytes counted so far.
    pub(super) fn counted(&self) -> (u64, u64) {
        (self.work.get(), self.held.get())
    }

    pub(super) fn budget(&self) -> &Budget {
        &self.budget
    }

    /// What ran out, and the knot, once.
    pub(super) fn take(&self) -> Option<(Exhausted, Vec<usize>)> {
        self.ran_out.borrow_mut().take()
    }
}
