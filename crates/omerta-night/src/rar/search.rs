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

/// An attacker (by its place in [`Memo::known`]) and the actions it stands on (shared with
/// its own entry: an argument that attacks hundreds of others keeps its actions once).
struct Attacker {
    id: u32,
    acts: Rc<[usize]>,
}

/// What the search knows of one argument.
struct Known {
    /// Its attackers, in the order they are tried.
    attackers: Rc<[Attacker]>,
    reach: Rc<Reach>,
    /// The actions it stands on.
    acts: Rc<[usize]>,
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
                if !self.explore(arg, chain) {
                    // The budget ran out learning the arguments: the night is refused.
                    return false;
                }
                self.memo.ids.borrow()[&arg]
            }
        };
        self.stands_known(id, chain)
    }

    fn stands_known(&self, id: u32, chain: &mut Chain) -> bool {
        let mut key = Key::default();
        // Steps are counted so that one costs about the same in a night of ten actions
        // and in one of four thousand: the chain read for the key and the key's words
        // looked up (a verdict found is work too: in a blockade most questions are), then
        // the argument's attackers when it is judged.
        let (attackers, looked) = {
            let known = self.memo.known.borrow();
            let entry = &known[id as usize];
            key.fill(&entry.reach, chain);
            let looked = 1 + chain.stack.len() as u64 / 8 + 2 * key.len as u64;
            if let Some(verdict) = self.memo.verdicts.borrow().get(id, &key) {
                return self.spend(looked, chain) && verdict;
            }
            (entry.attackers.clone(), looked)
        };
        if !self.spend(looked + attackers.len() as u64, chain) {
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
        if !self.spent() && self.hold(key.bytes(), chain) {
            self.memo.verdicts.borrow_mut().insert(id, &key, verdict);
        }
        verdict
    }

    /// Looks one step ahead: whether an attacker stands because nothing left can counter
    /// it (each of its own attackers is cut by rule 4, or it has none).
    fn unanswered(&self, attackers: &[Attacker], chain: &mut Chain) -> bool {
        let known = self.memo.known.borrow();
        let mut looked = 0u64;
        let found = attackers.iter().any(|attacker| {
            if chain.has_any(&attacker.acts) {
                return false;
            }
            chain.push(&attacker.acts);
            let counters = &known[attacker.id as usize].attackers;
            let free = counters.iter().all(|c| {
                looked += 1;
                chain.has_any(&c.acts)
            });
            chain.pop(&attacker.acts);
            free
        });
        // Looking ahead is work too: in a blockade every attacker has dozens of its own.
        self.spend(looked, chain);
        found
    }

    /// The search as the rules read, without memory: every chain walked to its end. The
    /// reference the memoized search is tested against.
    fn stands_exhaustively(&self, arg: Arg, chain: &mut Chain) -> bool {
        if !self.spend(1, chain) {
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
    /// False if the budget ran out first (nothing is learnt then: the night is refused).
    fn explore(&self, root: Arg, chain: &Chain) -> bool {
        let words = self.night.actions.len().div_ceil(64).max(1);
        // Attackers of every new argument below the root, in a fixed order. Learning the
        // graph is work and memory of the budget too: an argument and each of its
        // attackers a step, and what is kept of them (the argument, its number, its
        // attackers with their actions, its reach).
        let mut found: FxHashMap<Arg, Vec<Arg>> = FxHashMap::default();
        let mut acts_found: FxHashMap<Arg, Rc<[usize]>> = FxHashMap::default();
        {
            let ids = self.memo.ids.borrow();
            let mut todo = vec![root];
            while let Some(arg) = todo.pop() {
                if ids.contains_key(&arg) || found.contains_key(&arg) {
                    continue;
                }
                let attackers = self.attackers(arg);
                let acts: Rc<[usize]> = self.actions_of(arg).into();
                let kept =
                    ARGUMENT_BYTES + acts.len() * 8 + attackers.len() * ATTACKER_BYTES + words * 12;
                let work = 1 + (attackers.len() + acts.len()) as u64;
                if !self.spend(work, chain) || !self.hold(kept, chain) {
                    return false;
                }
                // Only what is new: an argument attacking hundreds of others is learnt once,
                // not queued once for each of them.
                todo.extend(
                    attackers
                        .iter()
                        .filter(|b| !ids.contains_key(b) && !found.contains_key(b)),
                );
                found.insert(arg, attackers);
                acts_found.insert(arg, acts);
            }
        }
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
                            acts: match acts_found.get(&b) {
                                Some(acts) => acts.clone(),
                                None => known[ids[&b] as usize].acts.clone(),
                            },
                        })
                        .collect(),
                    reach: reach[arg].clone(),
                    acts: acts_found[arg].clone(),
                }
            })
            .collect();
        known.extend(entries);
        true
    }
}

/// What the memory budget counts for an argument learnt (its entry in the map of numbers
/// and in the list of what is known, while found and once numbered, each thrice while its
/// table doubles, and its entries in the tables of the search for loops while the graph
/// is learnt) and for each of its attackers (the attacker, and the edge and its turn in
/// the queue while the graph is learnt, each with the slack of a list that doubles).
const ARGUMENT_BYTES: usize = 600;
const ATTACKER_BYTES: usize = 200;

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

    /// What a verdict kept under this key costs, as the memory budget counts it: a slot of
    /// the map (three times its size: while it grows by doubling, the old table and the
    /// new one are both held), and the key's words when they do not fit in one.
    fn bytes(&self) -> usize {
        match self.len {
            0 | 1 => 64,
            len => 96 + 8 * len,
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
