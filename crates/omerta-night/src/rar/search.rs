//! RAR's search, memoized.
//!
//! Rule 4 makes a verdict depend on the chain above it, but only on the part of the chain
//! that the search below the argument can meet: an attacker is cut when one of its actions
//! is on the chain, so only the actions of the argument's attackers, of their attackers,
//! and so on down (its *reach*) can change anything below it. A verdict is therefore a
//! function of the argument and of the chain's actions within its reach, and is kept under
//! that key: the same question met again by another chain (another order of the same
//! actions, another question of the night, actions above it that cannot matter) is
//! answered at once. That is exact, not an approximation: the key holds every action the
//! verdict could read.
//!
//! The reach of an argument is computed once, over the graph of arguments and their
//! attackers, by strongly connected components (every argument of a loop has the same
//! reach). Attackers are tried in an order that finds a standing one early: those with the
//! fewest attackers of their own first (an attacker nothing attacks stands at once). The
//! order never changes a verdict, only how soon it is known.

use super::{Arg, Chain, Resolver};
use rustc_hash::FxHashMap;
use std::cell::RefCell;
use std::rc::Rc;

/// The actions an argument's search can meet, as a set of action indices with the rank of
/// each (so that the chain's part within it is a compact bit mask).
struct Reach {
    /// One bit per action of the night.
    bits: Vec<u64>,
    /// How many bits are set in the words before each word.
    before: Vec<u32>,
    size: u32,
}

impl Reach {
    fn new(words: usize) -> Reach {
        Reach {
            bits: vec![0; words],
            before: Vec::new(),
            size: 0,
        }
    }

    fn insert(&mut self, action: usize) {
        self.bits[action / 64] |= 1 << (action % 64);
    }

    fn union(&mut self, other: &Reach) {
        for (w, o) in self.bits.iter_mut().zip(&other.bits) {
            *w |= o;
        }
    }

    fn seal(&mut self) {
        let mut count = 0u32;
        self.before = self
            .bits
            .iter()
            .map(|w| {
                let here = count;
                count += w.count_ones();
                here
            })
            .collect();
        self.size = count;
    }

    /// The action's rank within the reach, if it is in it.
    fn rank(&self, action: usize) -> Option<usize> {
        let (w, b) = (action / 64, action % 64);
        let word = self.bits[w];
        if word & (1 << b) == 0 {
            return None;
        }
        let below = word & ((1u64 << b) - 1);
        Some(self.before[w] as usize + below.count_ones() as usize)
    }
}

/// An attacker (by its place in [`Memo::known`]) and the actions it stands on.
struct Attacker {
    id: u32,
    acts: Box<[usize]>,
}

/// What the search knows of one argument.
struct Known {
    /// Its attackers, in the order they are tried.
    attackers: Rc<[Attacker]>,
    reach: Rc<Reach>,
}

/// Verdicts by argument and the chain's actions within its reach (a bit mask over the
/// reach); a reach of at most 64 actions, nearly every one, in one word.
#[derive(Default)]
struct Verdicts {
    small: FxHashMap<(u32, u64), bool>,
    large: FxHashMap<u32, FxHashMap<Box<[u64]>, bool>>,
}

impl Verdicts {
    fn get(&self, id: u32, key: &Key) -> Option<bool> {
        match key.words() {
            [] => self.small.get(&(id, 0)).copied(),
            [word] => self.small.get(&(id, *word)).copied(),
            words => self.large.get(&id)?.get(words).copied(),
        }
    }

    fn insert(&mut self, id: u32, key: &Key, verdict: bool) {
        match key.words() {
            [] => self.small.insert((id, 0), verdict),
            [word] => self.small.insert((id, *word), verdict),
            words => self
                .large
                .entry(id)
                .or_default()
                .insert(words.into(), verdict),
        };
    }
}

#[derive(Default)]
pub(super) struct Memo {
    ids: RefCell<FxHashMap<Arg, u32>>,
    known: RefCell<Vec<Known>>,
    verdicts: RefCell<Verdicts>,
}

impl Resolver<'_> {
    /// Rule 2 with rule 4: `arg` stands unless an attacker not already in the chain stands.
    /// `arg`'s own actions are on the chain.
    pub(super) fn stands(&self, arg: Arg, chain: &mut Chain) -> bool {
        if self.exhaustive {
            return self.stands_exhaustively(arg, chain);
        }
        let id = self.memo.ids.borrow().get(&arg).copied();
        let id = match id {
            Some(id) => id,
            None => {
                self.explore(arg);
                self.memo.ids.borrow()[&arg]
            }
        };
        self.stands_known(id, chain)
    }

    fn stands_known(&self, id: u32, chain: &mut Chain) -> bool {
        let mut key = Key::default();
        let attackers = {
            let known = self.memo.known.borrow();
            let entry = &known[id as usize];
            key.fill(&entry.reach, chain);
            if let Some(verdict) = self.memo.verdicts.borrow().get(id, &key) {
                return verdict;
            }
            entry.attackers.clone()
        };
        if !self.spend(chain) {
            return false;
        }
        let verdict = if self.unanswered(&attackers, chain) {
            false
        } else {
            let mut verdict = true;
            for attacker in attackers.iter() {
                if chain.has_any(&attacker.acts) {
                    continue;
                }
                chain.push(&attacker.acts);
                let stood = self.stands_known(attacker.id, chain);
                chain.pop(&attacker.acts);
                if stood {
                    verdict = false;
                    break;
                }
            }
            verdict
        };
        if !self.spent() {
            self.memo.verdicts.borrow_mut().insert(id, &key, verdict);
        }
        verdict
    }

    /// Looks one step ahead: whether an attacker stands because nothing left can counter
    /// it (each of its own attackers is cut by rule 4, or it has none).
    fn unanswered(&self, attackers: &[Attacker], chain: &mut Chain) -> bool {
        let known = self.memo.known.borrow();
        attackers.iter().any(|attacker| {
            if chain.has_any(&attacker.acts) {
                return false;
            }
            chain.push(&attacker.acts);
            let free = known[attacker.id as usize]
                .attackers
                .iter()
                .all(|c| chain.has_any(&c.acts));
            chain.pop(&attacker.acts);
            free
        })
    }

    /// The search as the rules read, without memory: every chain walked to its end. The
    /// reference the memoized search is tested against.
    fn stands_exhaustively(&self, arg: Arg, chain: &mut Chain) -> bool {
        if !self.spend(chain) {
            return false;
        }
        for attacker in self.attackers(arg) {
            let acts = self.actions_of(attacker);
            if chain.has_any(&acts) {
                continue;
            }
            chain.push(&acts);
            let stood = self.stands_exhaustively(attacker, chain);
            chain.pop(&acts);
            if stood {
                return false;
            }
        }
        true
    }

    /// Learns every argument below `arg` not yet known: its attackers, then the reach of
    /// each, component by component (Tarjan's algorithm, without recursion so that a long
    /// chain of arguments cannot exhaust the stack).
    fn explore(&self, root: Arg) {
        let words = self.night.actions.len().div_ceil(64).max(1);
        // Attackers of every new argument below the root, in a fixed order.
        let mut found: FxHashMap<Arg, Vec<Arg>> = FxHashMap::default();
        {
            let ids = self.memo.ids.borrow();
            let mut todo = vec![root];
            while let Some(arg) = todo.pop() {
                if ids.contains_key(&arg) || found.contains_key(&arg) {
                    continue;
                }
                let attackers = self.attackers(arg);
                todo.extend(attackers.iter().copied());
                found.insert(arg, attackers);
            }
        }
        // Learning the graph is work too: an argument and each of its attackers a step.
        let edges: usize = found.values().map(Vec::len).sum();
        self.work
            .set(self.work.get().saturating_add((found.len() + edges) as u64));
        // Tarjan's strongly connected components over the new arguments; known ones are
        // finished components already.
        let mut index: FxHashMap<Arg, (u32, u32)> = FxHashMap::default(); // (index, lowlink)
        let mut on_stack: FxHashMap<Arg, bool> = FxHashMap::default();
        let mut stack: Vec<Arg> = Vec::new();
        let mut reach: FxHashMap<Arg, Rc<Reach>> = FxHashMap::default();
        let mut next = 0u32;
        let mut roots: Vec<Arg> = found.keys().copied().collect();
        roots.sort_unstable();
        for start in roots {
            if index.contains_key(&start) {
                continue;
            }
            // (argument, next attacker to visit)
            let mut frames: Vec<(Arg, usize)> = vec![(start, 0)];
            index.insert(start, (next, next));
            next += 1;
            stack.push(start);
            on_stack.insert(start, true);
            while let Some(&(arg, i)) = frames.last() {
                let attackers = &found[&arg];
                if i < attackers.len() {
                    let b = attackers[i];
                    frames.last_mut().expect("a frame").1 += 1;
                    if !found.contains_key(&b) {
                        continue; // already known: a finished component
                    }
                    match index.get(&b) {
                        None => {
                            index.insert(b, (next, next));
                            next += 1;
                            stack.push(b);
                            on_stack.insert(b, true);
                            frames.push((b, 0));
                        }
                        Some(&(b_index, _)) => {
                            if on_stack.get(&b).copied().unwrap_or(false) {
                                let entry = index.get_mut(&arg).expect("visited");
                                entry.1 = entry.1.min(b_index);
                            }
                        }
                    }
                    continue;
                }
                frames.pop();
                let (arg_index, arg_low) = index[&arg];
                if let Some(&(parent, _)) = frames.last() {
                    let entry = index.get_mut(&parent).expect("visited");
                    entry.1 = entry.1.min(arg_low);
                }
                if arg_low != arg_index {
                    continue;
                }
                // `arg` roots a component: pop it and give all its members one reach.
                let mut members = Vec::new();
                loop {
                    let m = stack.pop().expect("the component is on the stack");
                    on_stack.insert(m, false);
                    members.push(m);
                    if m == arg {
                        break;
                    }
                }
                // Every member of a loop attacks another, so its actions are counted below.
                let mut r = Reach::new(words);
                let ids = self.memo.ids.borrow();
                let known = self.memo.known.borrow();
                for &m in &members {
                    for &b in &found[&m] {
                        for a in self.actions_of(b) {
                            r.insert(a);
                        }
                        if let Some(below) = reach.get(&b) {
                            r.union(below);
                        } else if let Some(&id) = ids.get(&b) {
                            r.union(&known[id as usize].reach);
                        }
                    }
                }
                r.seal();
                let r = Rc::new(r);
                for m in members {
                    reach.insert(m, r.clone());
                }
            }
        }
        // Number the new arguments (in a fixed order), then order each one's attackers:
        // the fewest attackers of their own first.
        let mut ids = self.memo.ids.borrow_mut();
        let mut known = self.memo.known.borrow_mut();
        let mut new: Vec<Arg> = found.keys().copied().collect();
        new.sort_unstable();
        for (i, &arg) in new.iter().enumerate() {
            ids.insert(arg, (known.len() + i) as u32);
        }
        let count = |b: &Arg| -> usize {
            found
                .get(b)
                .map(Vec::len)
                .unwrap_or_else(|| known[ids[b] as usize].attackers.len())
        };
        let entries: Vec<Known> = new
            .iter()
            .map(|arg| {
                let mut attackers = found[arg].clone();
                attackers.sort_by_key(|b| (count(b), *b));
                Known {
                    attackers: attackers
                        .into_iter()
                        .map(|b| Attacker {
                            id: ids[&b],
                            acts: self.actions_of(b).into(),
                        })
                        .collect(),
                    reach: reach[arg].clone(),
                }
            })
            .collect();
        known.extend(entries);
    }
}

/// The chain's actions within a reach, as a bit mask over the reach (on the stack when
/// the reach is small, as it nearly always is).
#[derive(Default)]
struct Key {
    small: [u64; 4],
    large: Vec<u64>,
    len: usize,
}

impl Key {
    fn fill(&mut self, reach: &Reach, chain: &Chain) {
        self.len = (reach.size as usize).div_ceil(64);
        let words: &mut [u64] = if self.len <= self.small.len() {
            self.small = [0; 4];
            &mut self.small[..self.len]
        } else {
            self.large = vec![0; self.len];
            &mut self.large
        };
        for &a in &chain.stack {
            if let Some(r) = reach.rank(a as usize) {
                words[r / 64] |= 1 << (r % 64);
            }
        }
    }

    fn words(&self) -> &[u64] {
        if self.len <= self.small.len() {
            &self.small[..self.len]
        } else {
            &self.large
        }
    }
}
