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
//!   `l`. Attacked by blocks on `m`'s actor and by every other mover that would move the
//!   same effect at the same point ("you can't redirect an effect that's already been
//!   redirected elsewhere").
//! * `Harm(a, l, victim)`: a reason the victim dies: a kill landing on it, or a visit
//!   landing on a paranoid gun owner. A `Land` that protections on the victim also attack.
//!
//! Rule 4: a chain of arguments from the question down may not hold the same action
//! twice; an attacker whose action is already in the chain has no effect. Actions are
//! whole: a jail's block and protection are one action.

use crate::ability::{Ability, Component};
use crate::document::{Action, Night, PlayerId, Vest};
use crate::outcome::{Explanation, Info, InfoResult, Node, Outcome, Side};

/// Where an action's effect can end up: the targets along the way and the movers that
/// moved it (`points[0]` is the submitted target; mover `path[i]` takes it from
/// `points[i]` to `points[i + 1]`).
#[derive(Clone, Debug)]
struct Landing {
    points: Vec<PlayerId>,
    path: Vec<usize>,
    /// The movers that may move the effect at each point (`available[k]` at
    /// `points[k]`): those that apply there and had no earlier chance on this route
    /// (ruling N4: a mover gets one chance, at the first point where it applies).
    available: Vec<Vec<usize>>,
}

impl Landing {
    fn target(&self) -> PlayerId {
        *self
            .points
            .last()
            .expect("a landing has its submitted target")
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Arg {
    Land(usize, usize),
    Step(usize, usize, usize, usize),
    Harm(usize, usize, PlayerId),
}

/// The actions along the current chain of arguments (rule 4).
struct Chain {
    holds: Vec<u32>,
}

impl Chain {
    fn has_any(&self, actions: &[usize]) -> bool {
        actions.iter().any(|a| self.holds[*a] > 0)
    }
    fn push(&mut self, actions: &[usize]) {
        for a in actions {
            self.holds[*a] += 1;
        }
    }
    fn pop(&mut self, actions: &[usize]) {
        for a in actions {
            self.holds[*a] -= 1;
        }
    }
}

/// A cap on the ways one action's effect can travel, so that a pathological night of
/// crossing bus drivers stays tractable. Well past anything a real night holds.
const MAX_LANDINGS: usize = 4096;

pub(crate) struct Resolver<'n> {
    night: &'n Night,
    landings: Vec<Vec<Landing>>,
    /// For each player, the (action, landing) pairs of blocking actions landing there.
    blocks_on: Vec<Vec<(usize, usize)>>,
    /// For each player, the protections landing there.
    protections_on: Vec<Vec<(usize, usize)>>,
    /// For each player, every landing there (any action): the visits it receives.
    visits_on: Vec<Vec<(usize, usize)>>,
    by_actor: Vec<Vec<usize>>,
}

impl<'n> Resolver<'n> {
    pub(crate) fn new(night: &'n Night) -> Resolver<'n> {
        let n = night.players.len();
        let actions = &night.actions;
        let movers: Vec<usize> = (0..actions.len())
            .filter(|&i| actions[i].ability.moves_others())
            .collect();
        let mut movers_by_player: Vec<Vec<usize>> = vec![Vec::new(); n];
        for &m in &movers {
            let action = &actions[m];
            movers_by_player[action.target].push(m);
            if action.ability.has(Component::Swap) {
                if let Some(second) = action.second {
                    movers_by_player[second].push(m);
                }
            }
        }
        let landings: Vec<Vec<Landing>> = actions
            .iter()
            .map(|a| landings_of(a, actions, &movers_by_player))
            .collect();
        let mut blocks_on = vec![Vec::new(); n];
        let mut protections_on = vec![Vec::new(); n];
        let mut visits_on = vec![Vec::new(); n];
        let mut by_actor = vec![Vec::new(); n];
        for (i, action) in actions.iter().enumerate() {
            by_actor[action.actor].push(i);
            for (l, landing) in landings[i].iter().enumerate() {
                let t = landing.target();
                visits_on[t].push((i, l));
                if action.ability.has(Component::Block) {
                    blocks_on[t].push((i, l));
                }
                if action.ability.has(Component::Protect) {
                    protections_on[t].push((i, l));
                }
            }
        }
        Resolver {
            night,
            landings,
            blocks_on,
            protections_on,
            visits_on,
            by_actor,
        }
    }

    fn action(&self, i: usize) -> &Action {
        &self.night.actions[i]
    }

    fn name(&self, p: PlayerId) -> &str {
        self.night.name(p)
    }

    /// The actions an argument stands on (for rule 4).
    fn actions_of(&self, arg: Arg) -> Vec<usize> {
        match arg {
            Arg::Land(a, l) | Arg::Harm(a, l, _) => {
                let mut acts = Vec::with_capacity(1 + self.landings[a][l].path.len());
                acts.push(a);
                acts.extend_from_slice(&self.landings[a][l].path);
                acts
            }
            Arg::Step(_, _, _, m) => vec![m],
        }
    }

    /// Every argument against `arg`.
    fn attackers(&self, arg: Arg) -> Vec<Arg> {
        let mut out = Vec::new();
        match arg {
            Arg::Land(a, l) | Arg::Harm(a, l, _) => {
                let landing = &self.landings[a][l];
                // The actor was blocked.
                out.extend(
                    self.blocks_on[self.action(a).actor]
                        .iter()
                        .map(|&(b, lb)| Arg::Land(b, lb)),
                );
                for (k, &mover) in landing.path.iter().enumerate() {
                    // A mover on the way was blocked.
                    out.extend(
                        self.blocks_on[self.action(mover).actor]
                            .iter()
                            .map(|&(b, lb)| Arg::Land(b, lb)),
                    );
                    // Another mover would have taken the effect elsewhere at that point.
                    for &other in &landing.available[k] {
                        if other != mover {
                            out.push(Arg::Step(a, l, k, other));
                        }
                    }
                }
                // A mover takes the effect away from where it would land.
                let end = landing.path.len();
                for &other in &landing.available[end] {
                    out.push(Arg::Step(a, l, end, other));
                }
                if let Arg::Harm(_, _, victim) = arg {
                    out.extend(
                        self.protections_on[victim]
                            .iter()
                            .map(|&(p, lp)| Arg::Land(p, lp)),
                    );
                }
            }
            Arg::Step(a, l, k, mover) => {
                out.extend(
                    self.blocks_on[self.action(mover).actor]
                        .iter()
                        .map(|&(b, lb)| Arg::Land(b, lb)),
                );
                for &other in &self.landings[a][l].available[k] {
                    if other != mover {
                        out.push(Arg::Step(a, l, k, other));
                    }
                }
            }
        }
        out
    }

    /// Rule 2 with rule 4: `arg` stands unless an attacker not already in the chain stands.
    fn stands(&self, arg: Arg, chain: &mut Chain) -> bool {
        for attacker in self.attackers(arg) {
            let acts = self.actions_of(attacker);
            if chain.has_any(&acts) {
                continue;
            }
            chain.push(&acts);
            let stood = self.stands(attacker, chain);
            chain.pop(&acts);
            if stood {
                return false;
            }
        }
        true
    }

    fn new_chain(&self) -> Chain {
        Chain {
            holds: vec![0; self.night.actions.len()],
        }
    }

    /// Whether `arg` stands, asked on its own (its own actions start the chain).
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

    /// Every reason `victim` might die: kills landing on it, and its visits to paranoid
    /// gun owners.
    fn harms(&self, victim: PlayerId) -> Vec<Arg> {
        let mut reasons: Vec<Arg> = self.visits_on[victim]
            .iter()
            .filter(|&&(a, _)| self.action(a).ability.has(Component::Kill))
            .map(|&(a, l)| Arg::Harm(a, l, victim))
            .collect();
        for &a in &self.by_actor[victim] {
            for (l, landing) in self.landings[a].iter().enumerate() {
                if self.night.players[landing.target()].paranoid_gun_owner
                    && landing.target() != victim
                {
                    reasons.push(Arg::Harm(a, l, victim));
                }
            }
        }
        reasons
    }

    /// Does `victim` die? Its vest stops as many standing reasons as it has shots.
    fn dies(&self, victim: PlayerId, chain: &mut Chain) -> bool {
        let standing = self
            .harms(victim)
            .into_iter()
            .filter(|r| self.holds(*r, chain))
            .count();
        match self.night.players[victim].vest {
            None => standing > 0,
            Some(Vest::Unlimited) => false,
            Some(Vest::Shots(n)) => standing > n as usize,
        }
    }

    /// Where an action's effect stands at the end of the night.
    fn landed(&self, a: usize, chain: &mut Chain) -> Vec<PlayerId> {
        let mut targets: Vec<PlayerId> = (0..self.landings[a].len())
            .filter(|&l| self.holds(Arg::Land(a, l), chain))
            .map(|l| self.landings[a][l].target())
            .collect();
        targets.sort_unstable();
        targets.dedup();
        targets
    }

    pub(crate) fn outcome(&self, explain: bool) -> Outcome {
        let night = self.night;
        let mut chain = self.new_chain();
        let mut deaths: Vec<String> = (0..night.players.len())
            .filter(|&p| self.dies(p, &mut chain))
            .map(|p| self.name(p).to_owned())
            .collect();
        deaths.sort();
        let mut recruited: Vec<String> = Vec::new();
        for (a, action) in night.actions.iter().enumerate() {
            if action.ability.has(Component::Recruit) {
                for t in self.landed(a, &mut chain) {
                    recruited.push(self.name(t).to_owned());
                }
            }
        }
        recruited.sort();
        recruited.dedup();
        let results = (0..night.actions.len())
            .filter(|&a| night.actions[a].ability.informs())
            .map(|a| self.information(a, &mut chain))
            .collect();
        let explanations = if explain {
            self.explanations()
        } else {
            Vec::new()
        };
        Outcome {
            deaths,
            recruited,
            results,
            explanations,
        }
    }

    /// The result of an information action: rule 3 for tracks and watches, which need
    /// both the tracking and the visit tracked.
    fn information(&self, a: usize, chain: &mut Chain) -> InfoResult {
        let action = self.action(a);
        let actor = &self.night.players[action.actor];
        let mut result = InfoResult {
            action: action.index,
            to: actor.name.clone(),
            ability: action.ability,
            target: self.name(action.target).to_owned(),
            info: Info::NoResult,
        };
        let landed: Vec<usize> = (0..self.landings[a].len())
            .filter(|&l| self.holds(Arg::Land(a, l), chain))
            .collect();
        let Some(&l) = landed.first() else {
            return result;
        };
        let target = self.landings[a][l].target();
        result.target = self.name(target).to_owned();
        let acts = self.actions_of(Arg::Land(a, l));
        chain.push(&acts);
        result.info = if action.ability.has(Component::Investigate) {
            Info::Verdict(actor.investigates(&self.night.players[target]))
        } else if action.ability.has(Component::Track) {
            let mut visited: Vec<String> = Vec::new();
            for &b in &self.by_actor[target] {
                for (lb, landing) in self.landings[b].iter().enumerate() {
                    if self.holds(Arg::Land(b, lb), chain) {
                        visited.push(self.name(landing.target()).to_owned());
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
            for &(b, lb) in &self.visits_on[target] {
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

    // ---- Explanations: the same evaluation, keeping every reason.

    fn explanations(&self) -> Vec<Explanation> {
        let mut out = Vec::new();
        let mut chain = self.new_chain();
        for p in 0..self.night.players.len() {
            let harms = self.harms(p);
            if harms.is_empty() {
                continue;
            }
            let mut reasons: Vec<Node> = harms
                .iter()
                .map(|r| self.tree(*r, Side::For, &mut chain))
                .collect();
            let standing = reasons.iter().filter(|r| r.stands).count();
            let dies = match self.night.players[p].vest {
                None => standing > 0,
                Some(Vest::Unlimited) => false,
                Some(Vest::Shots(n)) => standing > n as usize,
            };
            if let Some(vest) = self.night.players[p].vest {
                let stops = match vest {
                    Vest::Unlimited => standing,
                    Vest::Shots(n) => standing.min(n as usize),
                };
                let text = match vest {
                    Vest::Unlimited => {
                        format!("{}'s bulletproof vest stops every kill", self.name(p))
                    }
                    Vest::Shots(n) => format!(
                        "{}'s bulletproof vest ({n} shot{})",
                        self.name(p),
                        if n == 1 { "" } else { "s" }
                    ),
                };
                for reason in reasons.iter_mut().filter(|r| r.stands).take(stops) {
                    reason.children.push(Node {
                        side: Side::Against,
                        text: text.clone(),
                        stands: true,
                        cut: false,
                        children: Vec::new(),
                    });
                    reason.stands = false;
                }
            }
            out.push(Explanation {
                question: format!("Does {} die?", self.name(p)),
                answer: dies,
                reasons,
            });
        }
        for (a, action) in self.night.actions.iter().enumerate() {
            if !(action.ability.informs() || action.ability.has(Component::Recruit)) {
                continue;
            }
            let reasons: Vec<Node> = (0..self.landings[a].len())
                .map(|l| self.tree(Arg::Land(a, l), Side::For, &mut chain))
                .collect();
            let answer = reasons.iter().any(|r| r.stands);
            let question = format!(
                "Does {}'s {} (actions[{}]) take effect?",
                self.name(action.actor),
                action.ability.name(),
                action.index
            );
            out.push(Explanation {
                question,
                answer,
                reasons,
            });
        }
        out
    }

    fn tree(&self, arg: Arg, side: Side, chain: &mut Chain) -> Node {
        let acts = self.actions_of(arg);
        chain.push(&acts);
        let mut children = Vec::new();
        let mut stands = true;
        for attacker in self.attackers(arg) {
            let attacker_acts = self.actions_of(attacker);
            if chain.has_any(&attacker_acts) {
                // Rule 4: this action is already in the chain; it has no effect here.
                children.push(Node {
                    side: side.other(),
                    text: self.describe(attacker, arg),
                    stands: false,
                    cut: true,
                    children: Vec::new(),
                });
                continue;
            }
            let node = self.tree_inner(attacker, arg, side.other(), chain);
            stands &= !node.stands;
            children.push(node);
        }
        chain.pop(&acts);
        Node {
            side,
            text: self.describe_root(arg),
            stands,
            cut: false,
            children,
        }
    }

    fn tree_inner(&self, arg: Arg, against: Arg, side: Side, chain: &mut Chain) -> Node {
        let mut node = self.tree(arg, side, chain);
        node.text = self.describe(arg, against);
        node
    }

    fn via(&self, a: usize, l: usize) -> String {
        let landing = &self.landings[a][l];
        landing
            .path
            .iter()
            .enumerate()
            .map(|(k, &m)| {
                format!(
                    ", moved from {} to {} by {}'s {}",
                    self.name(landing.points[k]),
                    self.name(landing.points[k + 1]),
                    self.name(self.action(m).actor),
                    self.action(m).ability.name()
                )
            })
            .collect()
    }

    fn describe_root(&self, arg: Arg) -> String {
        match arg {
            Arg::Harm(a, l, victim) => {
                let action = self.action(a);
                let target = self.landings[a][l].target();
                if action.ability.has(Component::Kill) {
                    format!(
                        "{}'s {} on {}{}",
                        self.name(action.actor),
                        action.ability.name(),
                        self.name(target),
                        self.via(a, l)
                    )
                } else {
                    format!(
                        "{} visited {} ({}{}), a paranoid gun owner",
                        self.name(victim),
                        self.name(target),
                        action.ability.name(),
                        self.via(a, l)
                    )
                }
            }
            Arg::Land(a, l) => {
                let action = self.action(a);
                format!(
                    "{}'s {} on {}{}",
                    self.name(action.actor),
                    action.ability.name(),
                    self.name(self.landings[a][l].target()),
                    self.via(a, l)
                )
            }
            Arg::Step(..) => self.describe(arg, arg),
        }
    }

    /// `arg` as a reason against `against`.
    fn describe(&self, arg: Arg, against: Arg) -> String {
        match arg {
            Arg::Land(b, lb) => {
                let action = self.action(b);
                let target = self.landings[b][lb].target();
                let via = self.via(b, lb);
                let blocks = action.ability.has(Component::Block);
                let protects = action.ability.has(Component::Protect);
                let is_protection =
                    matches!(against, Arg::Harm(_, _, victim) if victim == target) && protects;
                if is_protection {
                    format!(
                        "{}'s {} protects {}{}",
                        self.name(action.actor),
                        action.ability.name(),
                        self.name(target),
                        via
                    )
                } else if blocks {
                    format!(
                        "{}'s {} blocks {}{}",
                        self.name(action.actor),
                        action.ability.name(),
                        self.name(target),
                        via
                    )
                } else {
                    self.describe_root(arg)
                }
            }
            Arg::Step(a, l, k, m) => {
                let landing = &self.landings[a][l];
                let from = landing.points[k];
                let mover = self.action(m);
                let to = applies(mover, self.action(a).actor, from).unwrap_or(from);
                format!(
                    "{}'s {} moves {}'s {} from {} to {}",
                    self.name(mover.actor),
                    mover.ability.name(),
                    self.name(self.action(a).actor),
                    self.action(a).ability.name(),
                    self.name(from),
                    self.name(to)
                )
            }
            Arg::Harm(..) => self.describe_root(arg),
        }
    }
}

/// Where mover `m` sends the effect of an action by `actor` that is at `at`, if it
/// applies: a redirect applies to its first target's actions, a swap to anything at
/// either of its targets.
fn applies(m: &Action, actor: PlayerId, at: PlayerId) -> Option<PlayerId> {
    let second = m.second?;
    if m.ability.has(Component::Redirect) {
        (m.target == actor && at != second).then_some(second)
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

/// Every way the action's effect can travel: its submitted target(s), then each mover
/// that applies, each at most once, and only at the first point of the route where it
/// applies (ruling N4).
fn landings_of(
    action: &Action,
    actions: &[Action],
    movers_by_player: &[Vec<usize>],
) -> Vec<Landing> {
    let start = |target: PlayerId| Landing {
        points: vec![target],
        path: Vec::new(),
        available: vec![Vec::new()],
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
    let mut out = Vec::new();
    // Each route carries the movers that had a chance before (taken or not).
    let mut stack = vec![(start(action.target), Vec::<usize>::new())];
    while let Some((mut landing, had_chance)) = stack.pop() {
        if out.len() >= MAX_LANDINGS {
            break;
        }
        let at = landing.target();
        let mut here: Vec<usize> = movers_by_player[at]
            .iter()
            .chain(movers_by_player[action.actor].iter())
            .copied()
            .filter(|m| {
                !had_chance.contains(m) && applies(&actions[*m], action.actor, at).is_some()
            })
            .collect();
        here.sort_unstable();
        here.dedup();
        let mut had_chance_after = had_chance.clone();
        had_chance_after.extend_from_slice(&here);
        for &m in &here {
            let next = applies(&actions[m], action.actor, at).expect("filtered on applying");
            let mut longer = landing.clone();
            longer.points.push(next);
            longer.path.push(m);
            // This point's movers are known now; the next point's when it is visited.
            let k = longer.available.len() - 1;
            longer.available[k] = here.clone();
            longer.available.push(Vec::new());
            stack.push((longer, had_chance_after.clone()));
        }
        let k = landing.available.len() - 1;
        landing.available[k] = here;
        out.push(landing);
    }
    out
}
