//! Reasonable Action Resolution.
//!
//! Every effect is decided by an argument: a reason for it, which stands unless some
//! reason against it stands (rule 2), recursively. The arguments are:
//!
//! * `Land(a, l)`: action `a`'s effect lands where landing `l` says, possibly moved by
//!   redirections and swaps on the way. It is a conjunction (rule 3): `a` acted, every
//!   move on the way happened, and nothing moved the effect away at the end. Attacked by:
//!   blocks landing on `a`'s actor, blocks on each mover's actor, any other mover that
//!   would take the effect elsewhere at a point of the way, and any mover that would take
//!   it away at the end.
//! * `Step(a, l, k, m)`: mover `m` moves `a`'s effect at the `k`-th point of landing
//!   `l`. Attacked by blocks on `m`'s actor and by every other mover that acts on the
//!   same effect at the same point ("you can't redirect an effect that's already been
//!   redirected elsewhere"), whatever their number.
//! * `Acts(m)`: mover `m` acts. Attacked only by blocks on its actor.
//! * `Harm(a, l, victim)`: a reason the victim dies: a kill landing on it, or a visit
//!   landing on a paranoid gun owner. A `Land` that protections on the victim also attack,
//!   and, for a kill that is not a strongman's, bodyguards guarding the victim.
//! * `Intercept(k, lk, g, lg, victim)`: kill `k` reached the player bodyguard `g` guards,
//!   so `victim` dies: the bodyguard, in the guarded player's place, or the attacker, shot
//!   by the bodyguard (ruling N15). A conjunction (rule 3) of the kill landing there and
//!   the guard landing there, which protections on the victim also attack.
//!
//! Rule 4: a chain of arguments from the question down may not hold the same action
//! twice; an attacker whose action is already in the chain has no effect. Actions are
//! whole: a jail's block and protection are one action.
//!
//! Where an action ends up is decided once, by walking its route: at each point, the one
//! move that stands (judged with the action and the moves already taken in the chain) is
//! followed. An effect therefore lands in one place only, whatever the chains of other
//! questions would say of other routes (ruling N13).

use crate::ability::{Ability, Component};
use crate::document::{Action, Night, PlayerId, Vest};
use crate::outcome::{Explanation, Info, InfoResult, Node, Outcome, Side};
use crate::said::{Bound, Intercept, Move, Said, Who};
use crate::{Budget, Entangled, Exhausted};

/// A route an action's effect can take, as a node of the tree of its routes: the
/// submitted target is the root, and each longer route extends a shorter one by one move.
/// A node holds only what is new at its point, so that a night of crossing movers with
/// thousands of routes, each dozens of moves long, is held in kilobytes per route rather
/// than in copies of every route's whole way (issue 25: a knot of 30 held 3 GiB).
#[derive(Clone, Debug)]
struct Landing {
    /// The route this one extends, and the mover that took the effect from that route's
    /// end to `point`; `None` for the submitted target.
    from: Option<(u32, usize)>,
    /// Where the effect is at the end of this route.
    point: PlayerId,
    /// How many moves the route has.
    depth: usize,
    /// The movers that may move the effect here: those that apply at `point` and had no
    /// earlier chance on this route (ruling N4: a mover gets one chance, at the first
    /// point where it applies).
    available: Box<[usize]>,
    /// The longer routes: (mover, landing index).
    children: Vec<(usize, usize)>,
}

impl Landing {
    fn target(&self) -> PlayerId {
        self.point
    }

    /// What one route costs to keep, as the memory budget counts it: the node (twice: the
    /// list of routes grows by doubling), its movers, its place among its parent's
    /// children and in the indexes by player, and its turn in the queue.
    fn bytes(&self) -> usize {
        2 * std::mem::size_of::<Landing>() + self.available.len() * 16 + 96
    }
}

#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
enum Arg {
    Land(usize, usize),
    Step(usize, usize, usize, usize),
    Acts(usize),
    Harm(usize, usize, PlayerId),
    Intercept(usize, usize, usize, usize, PlayerId),
}

mod meter;
mod search;

use meter::Meter;

/// The actions along the current chain of arguments (rule 4).
struct Chain {
    holds: Vec<u32>,
    /// The same actions in the order they joined (the memo reads the chain through it).
    stack: Vec<u32>,
}

impl Chain {
    fn has_any(&self, actions: &[usize]) -> bool {
        actions.iter().any(|a| self.holds[*a] > 0)
    }
    fn push(&mut self, actions: &[usize]) {
        for a in actions {
            self.holds[*a] += 1;
            self.stack.push(*a as u32);
        }
    }
    fn pop(&mut self, actions: &[usize]) {
        for a in actions {
            self.holds[*a] -= 1;
        }
        self.stack.truncate(self.stack.len() - actions.len());
    }
}

/// A cap on the reasons one explanation prints; past it the verdicts are still computed.
const MAX_EXPLAINED_REASONS: usize = 2000;

pub(crate) struct Resolver<'n> {
    night: &'n Night,
    /// What the search has spent of the night's [`crate::Budget`].
    meter: Meter,
    landings: Vec<Vec<Landing>>,
    /// For each player, the (action, landing) of blocking actions that may land there.
    blocks_on: Vec<Vec<(usize, usize)>>,
    /// For each player, the protections that may land there.
    protections_on: Vec<Vec<(usize, usize)>>,
    /// For each player, the bodyguards' guards that may land there.
    guards_on: Vec<Vec<(usize, usize)>>,
    /// For each player, every route of any action that may end there.
    routes_to: Vec<Vec<(usize, usize)>>,
    by_actor: Vec<Vec<usize>>,
    /// Known verdicts (`search.rs`), unless `exhaustive` asks for the search without them.
    memo: search::Memo,
    exhaustive: bool,
    /// The players' names, for the English of the reasons' data.
    names: Vec<String>,
    /// Each action's place in a canonical order (by actor, ability and targets' names),
    /// so that nothing depends on the order actions are listed in.
    rank: Vec<usize>,
}

/// Where each action ended up: the landings it stands on.
struct Walked {
    /// For each action: its route (a mover: its own targets).
    landings: Vec<Vec<usize>>,
    /// For each player: the (action, landing) pairs that ended there.
    arriving: Vec<Vec<(usize, usize)>>,
}

impl<'n> Resolver<'n> {
    pub(crate) fn new(night: &'n Night, budget: Budget) -> Resolver<'n> {
        let n = night.players.len();
        let actions = &night.actions;
        let meter = Meter::new(budget);
        let mut movers_by_player: Vec<Vec<usize>> = vec![Vec::new(); n];
        for (m, action) in actions.iter().enumerate() {
            if !action.ability.moves_others() {
                continue;
            }
            movers_by_player[action.target].push(m);
            if action.ability.has(Component::Swap) {
                if let Some(second) = action.second {
                    movers_by_player[second].push(m);
                }
            }
        }
        let mut landings: Vec<Vec<Landing>> = Vec::with_capacity(actions.len());
        for a in 0..actions.len() {
            landings.push(landings_of(a, actions, &movers_by_player, &meter));
        }
        let mut blocks_on = vec![Vec::new(); n];
        let mut protections_on = vec![Vec::new(); n];
        let mut guards_on = vec![Vec::new(); n];
        let mut routes_to = vec![Vec::new(); n];
        let mut by_actor = vec![Vec::new(); n];
        for (i, action) in actions.iter().enumerate() {
            by_actor[action.actor].push(i);
            for (l, landing) in landings[i].iter().enumerate() {
                let t = landing.target();
                routes_to[t].push((i, l));
                if action.ability.has(Component::Block) {
                    blocks_on[t].push((i, l));
                }
                if action.ability.has(Component::Protect) {
                    protections_on[t].push((i, l));
                }
                if action.ability.has(Component::Guard) {
                    guards_on[t].push((i, l));
                }
            }
        }
        let key = |a: &Action| {
            (
                night.name(a.actor),
                a.ability.name(),
                night.name(a.target),
                a.second.map(|s| night.name(s)),
            )
        };
        let mut order: Vec<usize> = (0..actions.len()).collect();
        order.sort_by(|&x, &y| key(&actions[x]).cmp(&key(&actions[y])));
        let mut rank = vec![0; actions.len()];
        for (r, &a) in order.iter().enumerate() {
            rank[a] = r;
        }
        Resolver {
            night,
            meter,
            landings,
            blocks_on,
            protections_on,
            guards_on,
            routes_to,
            by_actor,
            rank,
            memo: search::Memo::default(),
            exhaustive: false,
            names: night.names(),
        }
    }

    /// The search without memory (every chain walked to its end): the reference.
    pub(crate) fn exhaustive(mut self) -> Self {
        self.exhaustive = true;
        self
    }

    fn action(&self, i: usize) -> &Action {
        &self.night.actions[i]
    }

    fn name(&self, p: PlayerId) -> &str {
        self.night.name(p)
    }

    /// The routes of action `a` that route `l` extends, from the submitted target to `l`
    /// itself: the `k`-th is where the effect is after `k` moves.
    fn route(&self, a: usize, l: usize) -> Vec<usize> {
        let mut route = Vec::with_capacity(self.landings[a][l].depth + 1);
        let mut at = Some(l);
        while let Some(here) = at {
            route.push(here);
            at = self.landings[a][here]
                .from
                .map(|(parent, _)| parent as usize);
        }
        route.reverse();
        route
    }

    /// The movers that moved `a`'s effect along route `l`, in order.
    fn path(&self, a: usize, l: usize) -> Vec<usize> {
        let mut path: Vec<usize> = Vec::with_capacity(self.landings[a][l].depth);
        let mut at = self.landings[a][l].from;
        while let Some((parent, mover)) = at {
            path.push(mover);
            at = self.landings[a][parent as usize].from;
        }
        path.reverse();
        path
    }

    /// Where `a`'s effect is after `k` moves along route `l`, and the movers that may
    /// move it there.
    fn point(&self, a: usize, l: usize, k: usize) -> &Landing {
        let mut at = l;
        while self.landings[a][at].depth > k {
            at = self.landings[a][at]
                .from
                .expect("a route deeper than k has a parent")
                .0 as usize;
        }
        &self.landings[a][at]
    }

    /// The actions an argument stands on (for rule 4).
    fn actions_of(&self, arg: Arg) -> Vec<usize> {
        match arg {
            Arg::Land(a, l) | Arg::Harm(a, l, _) => {
                let mut acts = Vec::with_capacity(1 + self.landings[a][l].depth);
                acts.push(a);
                acts.extend(self.path(a, l));
                acts
            }
            Arg::Step(_, _, _, m) | Arg::Acts(m) => vec![m],
            Arg::Intercept(k, lk, g, lg, _) => {
                let mut acts = self.actions_of(Arg::Land(k, lk));
                acts.extend(self.actions_of(Arg::Land(g, lg)));
                acts.sort_unstable();
                acts.dedup();
                acts
            }
        }
    }

    /// Whether `a` is a kill a bodyguard intercepts: any kill but a strongman's, which no
    /// protection stops.
    fn interceptable(&self, a: usize) -> bool {
        let ability = self.action(a).ability;
        ability.has(Component::Kill) && !ability.has(Component::Strong)
    }

    /// An action trackers and watchers do not see: a ninja's, or a commute (no visit).
    fn unseen(&self, action: usize) -> bool {
        let ability = self.action(action).ability;
        ability.has(Component::Unseen) || !ability.visits()
    }

    fn blocks_on_actor_of(&self, action: usize, out: &mut Vec<Arg>) {
        out.extend(
            self.blocks_on[self.action(action).actor]
                .iter()
                .map(|&(b, lb)| Arg::Land(b, lb)),
        );
    }

    /// Every argument against `arg`, each once.
    fn attackers(&self, arg: Arg) -> Vec<Arg> {
        let mut out = Vec::new();
        match arg {
            Arg::Land(a, l) | Arg::Harm(a, l, _) => {
                let landing = &self.landings[a][l];
                // The actor was blocked; a commute cannot be: a roleblocker aimed at a
                // commuter finds nobody home (ruling N15).
                if !self.action(a).ability.has(Component::Commute) {
                    self.blocks_on_actor_of(a, &mut out);
                }
                // The player it lands on was not home (a commute), unless it is their own.
                let home = landing.target();
                if home != self.action(a).actor {
                    out.extend(
                        self.by_actor[home]
                            .iter()
                            .filter(|&&c| self.action(c).ability.has(Component::Commute))
                            .map(|&c| Arg::Land(c, 0)),
                    );
                }
                let route = self.route(a, l);
                for pair in route.windows(2) {
                    let (at, next) = (&self.landings[a][pair[0]], &self.landings[a][pair[1]]);
                    let mover = next.from.expect("a longer route has its mover").1;
                    // A mover on the way was blocked, or another mover acted there too.
                    self.blocks_on_actor_of(mover, &mut out);
                    for &other in at.available.iter() {
                        if other != mover {
                            out.push(Arg::Acts(other));
                        }
                    }
                }
                // A mover takes the effect away from where it would land.
                let end = landing.depth;
                for &m in landing.available.iter() {
                    out.push(Arg::Step(a, l, end, m));
                }
                // Protection stops the harm, unless it is a strongman's kill on its victim
                // (a paranoid gun's shot at a strongman who visited is stopped as any).
                let strong = self.action(a).ability.has(Component::Strong);
                if let Arg::Harm(_, _, victim) = arg {
                    let protected = !(strong && landing.target() == victim);
                    out.extend(
                        self.protections_on[victim]
                            .iter()
                            .filter(|_| protected)
                            .map(|&(p, lp)| Arg::Land(p, lp)),
                    );
                    // A bodyguard on the victim stops a kill (not a gun owner's shot at a
                    // visitor, which is no attack on a guarded player), unless it is the
                    // bodyguard's own.
                    if self.interceptable(a) && landing.target() == victim {
                        let killer = self.action(a).actor;
                        out.extend(
                            self.guards_on[victim]
                                .iter()
                                .filter(|&&(g, _)| self.action(g).actor != killer)
                                .map(|&(g, lg)| Arg::Land(g, lg)),
                        );
                    }
                }
            }
            Arg::Intercept(k, lk, g, lg, victim) => {
                out.extend(self.attackers(Arg::Land(k, lk)));
                out.extend(self.attackers(Arg::Land(g, lg)));
                out.extend(
                    self.protections_on[victim]
                        .iter()
                        .map(|&(p, lp)| Arg::Land(p, lp)),
                );
            }
            Arg::Step(a, l, k, mover) => {
                self.blocks_on_actor_of(mover, &mut out);
                for &other in self.point(a, l, k).available.iter() {
                    if other != mover {
                        out.push(Arg::Acts(other));
                    }
                }
            }
            Arg::Acts(mover) => self.blocks_on_actor_of(mover, &mut out),
        }
        out.sort_unstable();
        out.dedup();
        out
    }

    /// Counts `steps` more of work done with `chain` as it is; false once the budget is
    /// spent, and then the search only unwinds (its verdicts no longer matter: the night
    /// is refused). The knot, if it runs out here, is the chain's actions.
    fn spend(&self, steps: u64, chain: &Chain) -> bool {
        self.meter.spend(steps, || Self::knot(chain))
    }

    /// Counts `bytes` more kept, as [`Resolver::spend`] counts work.
    fn hold(&self, bytes: usize, chain: &Chain) -> bool {
        self.meter.hold(bytes, || Self::knot(chain))
    }

    fn knot(chain: &Chain) -> Vec<usize> {
        (0..chain.holds.len())
            .filter(|a| chain.holds[*a] > 0)
            .collect()
    }

    /// Whether the budget has run out (the night will be refused).
    fn spent(&self) -> bool {
        self.meter.spent()
    }

    fn new_chain(&self) -> Chain {
        Chain {
            holds: vec![0; self.night.actions.len()],
            stack: Vec::new(),
        }
    }

    /// Whether `arg` stands, asked with its own actions added to the chain.
    fn holds(&self, arg: Arg, chain: &mut Chain) -> bool {
        let acts = self.actions_of(arg);
        if chain.has_any(&acts) {
            return false;
        }
        chain.push(&acts);
        let stood = self.stands(arg, chain);
        chain.pop(&acts);
        stood
    }

    /// Walks action `a`'s route: at each point, the first move (in canonical order) that
    /// stands is taken; where none stands the effect stays.
    fn walk(&self, a: usize, chain: &mut Chain) -> usize {
        let mut l = 0;
        loop {
            let landing = &self.landings[a][l];
            let k = landing.depth;
            let mut candidates: Vec<(usize, usize)> = landing.children.clone();
            candidates.sort_by_key(|&(m, _)| self.rank[m]);
            let acts = self.actions_of(Arg::Land(a, l));
            chain.push(&acts);
            let next = candidates
                .into_iter()
                .find(|&(m, _)| self.holds(Arg::Step(a, l, k, m), chain));
            chain.pop(&acts);
            match next {
                Some((_, child)) => l = child,
                None => return l,
            }
        }
    }

    fn walk_all(&self, chain: &mut Chain) -> Walked {
        let mut arriving = vec![Vec::new(); self.night.players.len()];
        let landings: Vec<Vec<usize>> = (0..self.night.actions.len())
            .map(|a| {
                if self.action(a).ability.moves_others() {
                    // Movers stay on their own targets (ruling N2).
                    (0..self.landings[a].len()).collect()
                } else {
                    vec![self.walk(a, chain)]
                }
            })
            .collect();
        for (a, ls) in landings.iter().enumerate() {
            for &l in ls {
                arriving[self.landings[a][l].target()].push((a, l));
            }
        }
        Walked { landings, arriving }
    }

    /// Every reason `victim` might die: kills that ended on it, and its own visits that
    /// ended on a paranoid gun owner.
    fn harms(&self, victim: PlayerId, walked: &Walked) -> Vec<Arg> {
        let mut reasons: Vec<Arg> = walked.arriving[victim]
            .iter()
            .filter(|&&(a, _)| self.action(a).ability.has(Component::Kill))
            .map(|&(a, l)| Arg::Harm(a, l, victim))
            .collect();
        for &a in &self.by_actor[victim] {
            for &l in &walked.landings[a] {
                let target = self.landings[a][l].target();
                if self.night.players[target].paranoid_gun_owner && target != victim {
                    reasons.push(Arg::Harm(a, l, victim));
                }
            }
        }
        let landed = |a: usize| walked.landings[a].iter().map(move |&l| (a, l));
        let arriving = |p: PlayerId| walked.arriving[p].iter().copied();
        reasons.extend(
            self.intercepts(victim, &landed, &arriving)
                .into_iter()
                .map(|(arg, _)| arg),
        );
        reasons
    }

    /// Every interception that would kill `victim`, as a bodyguard (each kill that reached
    /// whom they guard) or as an attacker (each bodyguard guarding whom they shot). The
    /// kill's routes are those `landed` gives an action and `arriving` gives a player (the
    /// walked ones, or all of them); the guard's are all of its routes, as for every
    /// protection (a guard carried away by a mover already in the chain stays, N12). With
    /// the kill's route it stands on.
    fn intercepts<L, A, LI, AI>(
        &self,
        victim: PlayerId,
        landed: &L,
        arriving: &A,
    ) -> Vec<(Arg, (usize, usize))>
    where
        L: Fn(usize) -> LI,
        LI: Iterator<Item = (usize, usize)>,
        A: Fn(PlayerId) -> AI,
        AI: Iterator<Item = (usize, usize)>,
    {
        let mut out = Vec::new();
        for &own in &self.by_actor[victim] {
            let ability = self.action(own).ability;
            if ability.has(Component::Guard) {
                for (lg, landing) in self.landings[own].iter().enumerate() {
                    for (k, lk) in arriving(landing.target()) {
                        if self.interceptable(k)
                            && self.action(k).actor != victim
                            && !self.moved_by_one_mover(k, lk, own, lg)
                        {
                            out.push((Arg::Intercept(k, lk, own, lg, victim), (k, lk)));
                        }
                    }
                }
            } else if self.interceptable(own) {
                for (k, lk) in landed(own) {
                    let guarded = self.landings[k][lk].target();
                    for &(g, lg) in &self.guards_on[guarded] {
                        if self.action(g).actor != victim && !self.moved_by_one_mover(k, lk, g, lg)
                        {
                            out.push((Arg::Intercept(k, lk, g, lg, victim), (k, lk)));
                        }
                    }
                }
            }
        }
        out
    }

    /// Whether one mover moved both the kill along its route `lk` and the guard along its
    /// route `lg`. An interception is a reason of two premises (rule 3: the kill landing
    /// there and the guard landing there); built on one mover's action twice, it would
    /// hold that action twice in one chain, which rule 4 forbids, as ruling N12 reads it
    /// for a swap that carries a kill and a protection past each other (issue 28: a
    /// bodyguard "died in t2's place" while t2 died of the same kill).
    fn moved_by_one_mover(&self, k: usize, lk: usize, g: usize, lg: usize) -> bool {
        let kill = self.path(k, lk);
        !kill.is_empty() && self.path(g, lg).iter().any(|m| kill.contains(m))
    }

    /// Every route of a kill ending on `victim`, and of `victim`'s visits ending on a
    /// paranoid gun owner, walked or not: (argument, action, landing).
    fn candidate_harms(&self, victim: PlayerId) -> Vec<(Arg, Vec<(usize, usize)>)> {
        let mut out: Vec<(Arg, Vec<(usize, usize)>)> = self.routes_to[victim]
            .iter()
            .filter(|&&(a, _)| self.action(a).ability.has(Component::Kill))
            .map(|&(a, l)| (Arg::Harm(a, l, victim), vec![(a, l)]))
            .collect();
        for &a in &self.by_actor[victim] {
            for (l, landing) in self.landings[a].iter().enumerate() {
                let target = landing.target();
                if self.night.players[target].paranoid_gun_owner && target != victim {
                    out.push((Arg::Harm(a, l, victim), vec![(a, l)]));
                }
            }
        }
        let landed = |a: usize| (0..self.landings[a].len()).map(move |l| (a, l));
        let arriving = |p: PlayerId| self.routes_to[p].iter().copied();
        out.extend(
            self.intercepts(victim, &landed, &arriving)
                .into_iter()
                .map(|(arg, route)| (arg, vec![route])),
        );
        out
    }

    /// Whether `victim` dies given how many reasons for it stand: a vest stops as many as
    /// it has shots.
    fn dies_with(&self, victim: PlayerId, standing: usize) -> bool {
        match self.night.players[victim].vest {
            None => standing > 0,
            Some(Vest::Unlimited) => false,
            Some(Vest::Shots(n)) => standing > n as usize,
        }
    }

    /// The outcome, or the knot of actions that the budget could not settle.
    pub(crate) fn outcome_within(&self, explain: bool) -> Result<Outcome, Entangled> {
        // The night is decided first, without its reasons: a night whose decision fits
        // the budget is never refused for the length of its explanation (issue 25: the
        // server asked for reasons, which took ten times the work and memory of the
        // decision, and refused nights the command line settles).
        let mut chain = self.new_chain();
        let walked = if self.spent() {
            None // Its routes did not fit: nothing to judge.
        } else {
            Some(self.walk_all(&mut chain))
        };
        let mut outcome = match &walked {
            Some(walked) if !self.spent() => self.outcome(walked, &mut chain),
            _ => Outcome::default(),
        };
        if let Some((exhausted, knot)) = self.meter.take() {
            drop(outcome);
            let budget = self.meter.budget();
            return Err(Entangled {
                exhausted,
                steps: budget.steps,
                bytes: budget.bytes,
                actions: self.named(knot),
            });
        }
        // The reasons, within what is left of the same budget.
        if let (true, Some(walked)) = (explain, &walked) {
            outcome.explanations = self.explanations(walked);
            if let Some((exhausted, _)) = self.meter.take() {
                outcome.explanations = Vec::new();
                let why = self.unexplained(exhausted);
                outcome.unexplained = Some(why.english(&self.names).to_string());
                outcome.unexplained_said = Some(why);
            }
        }
        Ok(outcome)
    }

    /// Why the reasons of a night decided within its budget are not given.
    fn unexplained(&self, exhausted: Exhausted) -> Said {
        let budget = self.meter.budget();
        let bound = match exhausted {
            Exhausted::Steps => Bound::Steps(budget.steps),
            Exhausted::Memory => Bound::Memory(budget.bytes >> 20),
            Exhausted::Stopped => Bound::Time,
        };
        Said::Unexplained { bound }
    }

    /// The steps and bytes the search has counted (for benchmarks and calibration).
    pub(crate) fn counted(&self) -> (u64, u64) {
        self.meter.counted()
    }

    /// Actions by their index in the document and in words ("A's swap on B and C").
    fn named(&self, mut actions: Vec<usize>) -> Vec<crate::Knotted> {
        actions.sort_unstable();
        actions.dedup();
        actions
            .iter()
            .map(|&a| {
                let action = self.action(a);
                crate::Knotted {
                    index: action.index,
                    actor: self.name(action.actor).to_owned(),
                    ability: action.ability,
                    target: self.name(action.target).to_owned(),
                    second: action.second.map(|s| self.name(s).to_owned()),
                }
            })
            .collect()
    }

    /// The night's decisions: deaths, recruitments, information results.
    fn outcome(&self, walked: &Walked, chain: &mut Chain) -> Outcome {
        let night = self.night;
        let mut deaths: Vec<String> = (0..night.players.len())
            .filter(|&p| {
                let standing = self
                    .harms(p, walked)
                    .into_iter()
                    .filter(|r| self.holds(*r, chain))
                    .count();
                self.dies_with(p, standing)
            })
            .map(|p| self.name(p).to_owned())
            .collect();
        deaths.sort();
        let mut recruited: Vec<String> = Vec::new();
        for (a, action) in night.actions.iter().enumerate() {
            if action.ability.has(Component::Recruit) {
                for &l in &walked.landings[a] {
                    if self.holds(Arg::Land(a, l), chain) {
                        recruited.push(self.name(self.landings[a][l].target()).to_owned());
                    }
                }
            }
        }
        recruited.sort();
        recruited.dedup();
        let results = (0..night.actions.len())
            .filter(|&a| night.actions[a].ability.informs())
            .map(|a| self.information(a, walked, chain))
            .collect();
        Outcome {
            deaths,
            recruited,
            results,
            ..Outcome::default()
        }
    }

    /// The result of an information action: rule 3 for tracks and watches, which need
    /// both the tracking and the visit tracked.
    fn information(&self, a: usize, walked: &Walked, chain: &mut Chain) -> InfoResult {
        let action = self.action(a);
        let actor = &self.night.players[action.actor];
        let l = walked.landings[a][0];
        let target = self.landings[a][l].target();
        let mut result = InfoResult {
            action: action.index,
            to: actor.name.clone(),
            ability: action.ability,
            target: self.name(target).to_owned(),
            info: Info::NoResult,
        };
        if !self.holds(Arg::Land(a, l), chain) {
            result.target = self.name(action.target).to_owned();
            return result;
        }
        let acts = self.actions_of(Arg::Land(a, l));
        chain.push(&acts);
        result.info = if action.ability.has(Component::Investigate) {
            Info::Verdict(actor.investigates(&self.night.players[target]))
        } else if action.ability.has(Component::Track) {
            let mut visited: Vec<String> = Vec::new();
            for &b in &self.by_actor[target] {
                if self.unseen(b) {
                    continue;
                }
                for &lb in &walked.landings[b] {
                    if self.holds(Arg::Land(b, lb), chain) {
                        visited.push(self.name(self.landings[b][lb].target()).to_owned());
                    }
                }
            }
            visited.sort();
            visited.dedup();
            if visited.is_empty() {
                Info::NoAction
            } else {
                Info::Visited(visited)
            }
        } else {
            let mut visitors: Vec<String> = Vec::new();
            for &(b, lb) in &walked.arriving[target] {
                if self.unseen(b) {
                    continue;
                }
                let visitor = self.action(b).actor;
                if visitor != action.actor && self.holds(Arg::Land(b, lb), chain) {
                    visitors.push(self.name(visitor).to_owned());
                }
            }
            visitors.sort();
            visitors.dedup();
            Info::VisitedBy(visitors)
        };
        chain.pop(&acts);
        result
    }

    // ---- Explanations: the same evaluation, keeping the reasons.

    fn explanations(&self, walked: &Walked) -> Vec<Explanation> {
        let mut out = Vec::new();
        let mut chain = self.new_chain();
        for p in 0..self.night.players.len() {
            if self.spent() {
                return out;
            }
            // Every route by which a kill (or a visit to a gun owner) could reach p, as
            // the seed asks of each player; a route the effect did not take is answered
            // by where it went.
            let harms = self.candidate_harms(p);
            if harms.is_empty() || !self.spend(harms.len() as u64, &chain) {
                continue;
            }
            let mut budget = MAX_EXPLAINED_REASONS;
            let reasons: Vec<Node> = harms
                .iter()
                .map(|(arg, routes)| {
                    let mut node = self.tree(*arg, None, Side::For, &mut chain, &mut budget);
                    let off_route = routes
                        .iter()
                        .find(|(a, l)| !walked.landings[*a].contains(l));
                    if let (Some(&(a, _)), true) = (off_route, node.stands) {
                        let went = walked.landings[a][0];
                        let ended = self.landings[a][went].target() as Who;
                        node.children.push(Node::new(
                            Side::Against,
                            Said::OffRoute { ended },
                            true,
                            &self.names,
                        ));
                        node.stands = false;
                    }
                    node
                })
                .collect();
            let mut reasons = reasons;
            let standing = reasons.iter().filter(|r| r.stands).count();
            let dies = self.dies_with(p, standing);
            if let Some(vest) = self.night.players[p].vest {
                let stops = match vest {
                    Vest::Unlimited => standing,
                    Vest::Shots(n) => standing.min(n as usize),
                };
                let player = p as Who;
                let said = match vest {
                    Vest::Unlimited => Said::Vest { player },
                    Vest::Shots(shots) => Said::VestShots { player, shots },
                };
                for reason in reasons.iter_mut().filter(|r| r.stands).take(stops) {
                    reason
                        .children
                        .push(Node::new(Side::Against, said.clone(), true, &self.names));
                    reason.stands = false;
                }
            }
            let asked = Said::Dies { player: p as Who };
            out.push(Explanation::new(asked, dies, reasons, &self.names));
        }
        for (a, action) in self.night.actions.iter().enumerate() {
            if !(action.ability.informs() || action.ability.has(Component::Recruit)) {
                continue;
            }
            if self.spent() {
                return out;
            }
            let mut budget = MAX_EXPLAINED_REASONS;
            let reasons: Vec<Node> = walked.landings[a]
                .iter()
                .map(|&l| self.tree(Arg::Land(a, l), None, Side::For, &mut chain, &mut budget))
                .collect();
            let answer = reasons.iter().any(|r| r.stands);
            let question = Said::TakesEffect {
                actor: action.actor as Who,
                ability: action.ability,
                action: action.index,
            };
            out.push(Explanation::new(question, answer, reasons, &self.names));
        }
        out
    }

    /// The reason tree of `arg` (a reason against `against`, if given), within a budget
    /// of nodes; past the budget the verdict is still computed, the reasons not shown.
    fn tree(
        &self,
        arg: Arg,
        against: Option<Arg>,
        side: Side,
        chain: &mut Chain,
        budget: &mut usize,
    ) -> Node {
        let said = match against {
            Some(against) => self.describe(arg, against),
            None => self.describe_root(arg),
        };
        let text = said.english(&self.names).to_string();
        let acts = self.actions_of(arg);
        chain.push(&acts);
        let mut children = Vec::new();
        let mut stands = true;
        // A reason explained is work and memory of the budget, as a reason judged is.
        let afford = self.explain_step(&text, &said, acts.len(), chain);
        if !afford {
            // The night will be refused: nothing more is explained.
            stands = false;
        } else if *budget == 0 {
            stands = self.stands(arg, chain);
            children.push(Node::new(
                side.other(),
                Said::NotShown,
                !stands,
                &self.names,
            ));
        } else {
            *budget -= 1;
            let attackers = self.attackers(arg);
            self.spend(attackers.len() as u64, chain);
            for attacker in attackers {
                if self.spent() {
                    break;
                }
                let attacker_acts = self.actions_of(attacker);
                if chain.has_any(&attacker_acts) {
                    // Rule 4: this action is already in the chain; it has no effect here.
                    let said = self.describe(attacker, arg);
                    let text = said.english(&self.names).to_string();
                    if !self.explain_step(&text, &said, attacker_acts.len(), chain) {
                        break;
                    }
                    children.push(Node {
                        side: side.other(),
                        text,
                        said,
                        stands: false,
                        cut: true,
                        children: Vec::new(),
                    });
                    continue;
                }
                let node = self.tree(attacker, Some(arg), side.other(), chain, budget);
                stands &= !node.stands;
                children.push(node);
            }
        }
        chain.pop(&acts);
        Node {
            side,
            text,
            said,
            stands,
            cut: false,
            children,
        }
    }

    /// Counts a reason explained against the budget: the work of finding and writing it
    /// (writing text costs far more than judging: a step for every two bytes) and the
    /// memory it keeps: the node and its English. Its data ([`Said`]) is within that count:
    /// players by their place and a route by its moves keep fewer bytes than the English
    /// that names them (`said.rs`), so the reasons kept stay within twice the count.
    /// False once the budget is spent.
    fn explain_step(&self, text: &str, said: &Said, actions: usize, chain: &Chain) -> bool {
        debug_assert!(said.heap_bytes() <= text.len() + std::mem::size_of::<Node>());
        self.spend(4 + actions as u64 + text.len() as u64 / 2, chain)
            && self.hold(std::mem::size_of::<Node>() + text.len(), chain)
    }

    /// The moves on `a`'s route `l`, in order.
    fn via(&self, a: usize, l: usize) -> Box<[Move]> {
        self.route(a, l)
            .windows(2)
            .map(|pair| {
                let (at, next) = (&self.landings[a][pair[0]], &self.landings[a][pair[1]]);
                let m = next.from.expect("a longer route has its mover").1;
                Move {
                    from: at.point as Who,
                    to: next.point as Who,
                    by: self.action(m).actor as Who,
                    ability: self.action(m).ability,
                }
            })
            .collect()
    }

    fn describe_root(&self, arg: Arg) -> Said {
        match arg {
            Arg::Harm(a, l, victim) => {
                let action = self.action(a);
                let target = self.landings[a][l].target();
                if action.ability.has(Component::Kill) {
                    self.effect(a, l)
                } else {
                    Said::Visited {
                        visitor: (victim) as Who,
                        target: (target) as Who,
                        ability: action.ability,
                        via: self.via(a, l),
                    }
                }
            }
            Arg::Land(a, l) => self.effect(a, l),
            Arg::Step(..) | Arg::Acts(..) => self.describe(arg, arg),
            Arg::Intercept(k, lk, g, lg, victim) => {
                let (kill, guard) = (self.action(k), self.action(g));
                Said::Intercepted(Box::new(Intercept {
                    guard: (guard.actor) as Who,
                    guarded: (self.landings[g][lg].target()) as Who,
                    guard_via: self.via(g, lg),
                    attacker: (kill.actor) as Who,
                    kill: kill.ability,
                    target: (self.landings[k][lk].target()) as Who,
                    kill_via: self.via(k, lk),
                    victim: (victim) as Who,
                    shot: victim != guard.actor,
                }))
            }
        }
    }

    /// Action `a` landing by its route `l`.
    fn effect(&self, a: usize, l: usize) -> Said {
        let action = self.action(a);
        Said::Effect {
            actor: (action.actor) as Who,
            ability: action.ability,
            target: (self.landings[a][l].target()) as Who,
            via: self.via(a, l),
        }
    }

    /// `arg` as a reason against `against`.
    fn describe(&self, arg: Arg, against: Arg) -> Said {
        match arg {
            Arg::Land(b, lb) => {
                let action = self.action(b);
                let target = self.landings[b][lb].target();
                let protects =
                    action.ability.has(Component::Protect) || action.ability.has(Component::Guard);
                let is_protection = matches!(against,
                    Arg::Harm(_, _, victim) | Arg::Intercept(_, _, _, _, victim) if victim == target)
                    && protects;
                if is_protection {
                    Said::Protects {
                        actor: (action.actor) as Who,
                        ability: action.ability,
                        target: (target) as Who,
                        via: self.via(b, lb),
                    }
                } else if action.ability.has(Component::Block) {
                    Said::Blocks {
                        actor: (action.actor) as Who,
                        ability: action.ability,
                        target: (target) as Who,
                        via: self.via(b, lb),
                    }
                } else {
                    self.describe_root(arg)
                }
            }
            Arg::Step(a, l, k, m) => {
                let from = self.point(a, l, k).point;
                let mover = self.action(m);
                let to = applies(mover, self.action(a).actor, from).unwrap_or(from);
                Said::Moves {
                    mover: (mover.actor) as Who,
                    moves: mover.ability,
                    actor: (self.action(a).actor) as Who,
                    ability: self.action(a).ability,
                    from: (from) as Who,
                    to: (to) as Who,
                }
            }
            Arg::Acts(m) => {
                let mover = self.action(m);
                // Where the two moves compete: the point of the route where m applies.
                let (a, point) = match against {
                    Arg::Step(a, l, k, _) => (a, self.point(a, l, k).point),
                    Arg::Land(a, l) | Arg::Harm(a, l, _) => self.competing_at(a, l, m),
                    // The kill's route or the guard's, whichever m competes on.
                    Arg::Intercept(k, lk, g, lg, _) => {
                        let on_kill = self
                            .route(k, lk)
                            .iter()
                            .any(|&at| self.landings[k][at].available.contains(&m));
                        if on_kill {
                            self.competing_at(k, lk, m)
                        } else {
                            self.competing_at(g, lg, m)
                        }
                    }
                    Arg::Acts(_) => (m, mover.target),
                };
                let to = applies(mover, self.action(a).actor, point).unwrap_or(point);
                Said::WouldMove {
                    mover: (mover.actor) as Who,
                    moves: mover.ability,
                    actor: (self.action(a).actor) as Who,
                    ability: self.action(a).ability,
                    from: (point) as Who,
                    to: (to) as Who,
                }
            }
            Arg::Harm(..) | Arg::Intercept(..) => self.describe_root(arg),
        }
    }

    /// The action and the point of its route `l` where mover `m` competes to move it.
    fn competing_at(&self, a: usize, l: usize, m: usize) -> (usize, PlayerId) {
        let route = self.route(a, l);
        let at = route
            .iter()
            .find(|&&at| self.landings[a][at].available.contains(&m))
            .unwrap_or(&route[0]);
        (a, self.landings[a][*at].point)
    }
}

/// Where mover `m` sends the effect of an action by `actor` that is at `at`, if it
/// applies: a redirect applies to its first target's actions, a swap to anything at
/// either of its targets, a deflection to anything at its first target.
fn applies(m: &Action, actor: PlayerId, at: PlayerId) -> Option<PlayerId> {
    let second = m.second?;
    if m.ability.has(Component::Redirect) {
        (m.target == actor && at != second).then_some(second)
    } else if m.ability.has(Component::Deflect) {
        (at == m.target).then_some(second)
    } else if m.ability.has(Component::Swap) {
        if at == m.target {
            Some(second)
        } else if at == second {
            Some(m.target)
        } else {
            None
        }
    } else {
        None
    }
}

/// Every route the action's effect can take: its submitted target(s), then each mover
/// that applies, each at most once, and only at the first point of the route where it
/// applies (ruling N4). The first landing is the submitted target. Each route is work and
/// memory of the budget: a night whose movers cross so often that their routes would not
/// fit is refused (the meter is spent, and the routes stop growing), never cut silently.
fn landings_of(
    a: usize,
    actions: &[Action],
    movers_by_player: &[Vec<usize>],
    meter: &Meter,
) -> Vec<Landing> {
    let action = &actions[a];
    let start = |target: PlayerId| Landing {
        from: None,
        point: target,
        depth: 0,
        available: Box::new([]),
        children: Vec::new(),
    };
    if action.ability.moves_others() {
        // Movers land on their own targets and are not moved (ruling N2).
        let mut own = vec![start(action.target)];
        if action.ability == Ability::Swap {
            if let Some(second) = action.second {
                own.push(start(second));
            }
        }
        return own;
    }
    let mut out = vec![start(action.target)];
    // The movers on the way to a route, with the action itself: the knot, if the routes
    // run out of budget while this one grows.
    let knot = |out: &[Landing], i: usize| {
        let mut acts = vec![a];
        let mut at = i;
        while let Some((parent, mover)) = out[at].from {
            acts.push(mover);
            at = parent as usize;
        }
        acts
    };
    let mut queue = vec![0];
    while let Some(i) = queue.pop() {
        let at = out[i].target();
        // The movers that had a chance on the way here (taken or not): those available at
        // an earlier point of this route.
        let had_chance = |m: usize| {
            let mut up = out[i].from;
            while let Some((parent, _)) = up {
                if out[parent as usize].available.contains(&m) {
                    return true;
                }
                up = out[parent as usize].from;
            }
            false
        };
        let mut here: Vec<usize> = movers_by_player[at]
            .iter()
            .chain(movers_by_player[action.actor].iter())
            .copied()
            .filter(|&m| applies(&actions[m], action.actor, at).is_some() && !had_chance(m))
            .collect();
        here.sort_unstable();
        here.dedup();
        let looked = movers_by_player[at].len() + movers_by_player[action.actor].len();
        let cost = 1 + (looked * (out[i].depth + 1)) as u64;
        if !meter.spend(cost, || knot(&out, i)) {
            break;
        }
        out[i].available = here.clone().into_boxed_slice();
        for &m in &here {
            let next = applies(&actions[m], action.actor, at).expect("filtered on applying");
            let child = Landing {
                from: Some((i as u32, m)),
                point: next,
                depth: out[i].depth + 1,
                available: Box::new([]),
                children: Vec::new(),
            };
            // Its movers are not known yet: counted as many as here, a fair guess.
            if !meter.hold(child.bytes() + here.len() * 8, || knot(&out, i)) {
                break;
            }
            let index = out.len();
            out.push(child);
            out[i].children.push((m, index));
            queue.push(index);
        }
        if meter.spent() {
            break;
        }
    }
    out
}
