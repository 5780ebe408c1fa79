//! RAR within its budget holds little memory, whatever the night's shape (issue 25): the
//! knotted nights an attacker sends a server, and the blockades whose every step costs more
//! as the night grows, are settled or refused with the heap's peak far below what one
//! command may take (`omerta night resolve` under 128 MiB in all).
//!
//! One test in its own binary: the heap is counted by a global allocator, which sees every
//! thread of the process, so nothing else may run beside it.

mod kit;

use kit::{act, document, town};
use omerta_night::{resolve_counted, Budget, Night};
use serde_json::Value;
use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering};

/// The system allocator, counting the bytes held now and the most held at once.
struct Counting;

static HELD: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

// SAFETY: every call is passed to the system allocator unchanged; only counters are added.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let held = HELD.fetch_add(layout.size(), Ordering::Relaxed) + layout.size();
        PEAK.fetch_max(held, Ordering::Relaxed);
        System.alloc(layout)
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        HELD.fetch_sub(layout.size(), Ordering::Relaxed);
        System.dealloc(ptr, layout)
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        if new_size > layout.size() {
            let held = HELD.fetch_add(new_size - layout.size(), Ordering::Relaxed) + new_size
                - layout.size();
            PEAK.fetch_max(held, Ordering::Relaxed);
        } else {
            HELD.fetch_sub(layout.size() - new_size, Ordering::Relaxed);
        }
        System.realloc(ptr, layout, new_size)
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

fn name(i: usize) -> String {
    format!("P{i:02}")
}

/// The knot sent to the server in issue 25: player i blocks i+1, swaps i+2 and i+3,
/// redirects i+4 onto i+5 and kills i+6, around the ring.
fn knot(n: usize) -> Night {
    let players: Vec<Value> = (0..n).map(|i| town(&name(i))).collect();
    let mut actions = Vec::new();
    for i in 0..n {
        let at = |k: usize| name((i + k) % n);
        actions.push(act(&name(i), "block", &[&at(1)]));
        actions.push(act(&name(i), "swap", &[&at(2), &at(3)]));
        actions.push(act(&name(i), "redirect", &[&at(4), &at(5)]));
        actions.push(act(&name(i), "kill", &[&at(6)]));
    }
    Night::from_json(&document("rar", players, actions)).unwrap()
}

/// The blockade: a vigilante shoots X, a doctor protects X, and `n` roleblockers each block
/// the doctor and every other roleblocker.
fn blockade(n: usize) -> Night {
    let mut players = vec![town("Vigilante"), town("Doctor"), town("X")];
    players.extend((0..n).map(|i| town(&name(i))));
    let mut actions = vec![
        act("Vigilante", "kill", &["X"]),
        act("Doctor", "protect", &["X"]),
    ];
    for i in 0..n {
        actions.push(act(&name(i), "block", &["Doctor"]));
        for j in (0..n).filter(|&j| j != i) {
            actions.push(act(&name(i), "block", &[&name(j)]));
        }
    }
    Night::from_json(&document("rar", players, actions)).unwrap()
}

/// What one night may hold at its peak: the default budget's memory, and room for the
/// night itself and the answer.
const MOST: usize = 96 << 20;

#[test]
fn every_night_is_settled_or_refused_within_the_memory_budget() {
    let nights = [
        ("the knot of 16", knot(16)),
        ("the knot of 20", knot(20)),
        ("the knot of 30", knot(30)),
        ("the blockade of 17", blockade(17)),
        ("the blockade of 32", blockade(32)),
        ("the blockade of 64", blockade(64)),
    ];
    for (what, night) in &nights {
        for explain in [false, true] {
            let before = HELD.load(Ordering::Relaxed);
            PEAK.store(before, Ordering::Relaxed);
            let (answer, _, counted) = resolve_counted(night, explain, Budget::DEFAULT);
            let peak = PEAK.load(Ordering::Relaxed) - before;
            let settled = answer.is_ok();
            drop(answer);
            eprintln!(
                "{what} (explain: {explain}): settled {settled}, peak {} MiB, counted {} MiB",
                peak >> 20,
                counted >> 20
            );
            assert!(
                peak < MOST,
                "{what} (explain: {explain}) held {} MiB at its peak",
                peak >> 20
            );
        }
    }
}
