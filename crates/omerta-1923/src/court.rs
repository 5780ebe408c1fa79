//! The day's vote and the family courts (Daytime, steps 1 to 6).
//!
//! "All living players must cast two different votes: a family vote and an individual
//! vote ... You cannot vote for your own family in the family vote or for yourself in the
//! individual vote. The individual vote must be for someone in your family ... The three
//! families with the most votes are all sent to court. The player within each of these
//! families with the most votes is killed."

/// A player, by index.
pub type PlayerId = usize;
/// A family, by index.
pub type FamilyId = usize;

/// What the court needs to know of a player today.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Voter {
    pub family: FamilyId,
    /// Living and not exiled.
    pub living: bool,
    /// Exiled and not dead: out of play, but nobody else knows it (M80), so a vote for
    /// them is not improper (M71).
    pub exiled: bool,
    /// Injured: "cannot vote or perform any actions for the day ... following".
    pub injured: bool,
}

/// One player's two votes, as submitted (either may be missing).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Ballot {
    pub family: Option<FamilyId>,
    pub individual: Option<PlayerId>,
}

/// A Councilor's extra votes (+1) or a Pacifist's negative votes (-1): "not bound by the
/// normal voting rules".
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct ExtraVote {
    pub by: PlayerId,
    pub weight: i32,
    pub family: Option<FamilyId>,
    pub individual: Option<PlayerId>,
}

/// Everything the day's court is decided from.
#[derive(Clone, Debug, Default)]
pub struct Day {
    pub families: usize,
    pub voters: Vec<Voter>,
    /// By voter.
    pub ballots: Vec<Option<Ballot>>,
    pub extras: Vec<ExtraVote>,
    /// Sheriffs' jails: "removing them from voting for that day".
    pub jailed_players: Vec<PlayerId>,
    pub jailed_families: Vec<FamilyId>,
    /// Lawyers' clients.
    pub clients: Vec<PlayerId>,
    /// "The three (this number is subject to change) families with the most votes".
    pub court_families: usize,
}

/// Why a player's vote was improper (two of these, or missing votes, exile a player).
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Improper {
    MissingFamilyVote,
    MissingIndividualVote,
    OwnFamily,
    Themself,
    OutsideFamily,
    NotLiving,
    UnknownFamily,
}

impl Improper {
    pub fn describe(&self) -> &'static str {
        match self {
            Improper::MissingFamilyVote => "no family vote",
            Improper::MissingIndividualVote => "no individual vote",
            Improper::OwnFamily => "a family vote for their own family",
            Improper::Themself => "an individual vote for themself",
            Improper::OutsideFamily => "an individual vote for someone outside their family",
            Improper::NotLiving => "a vote for a player who is not living",
            Improper::UnknownFamily => "a family vote for no family of the game",
        }
    }

    /// The message that words [`Improper::describe`] in each language.
    pub fn said_id(&self) -> &'static str {
        use crate::message::i18n;
        match self {
            Improper::MissingFamilyVote => i18n::id("m1923-said-improper-no-family"),
            Improper::MissingIndividualVote => i18n::id("m1923-said-improper-no-individual"),
            Improper::OwnFamily => i18n::id("m1923-said-improper-own-family"),
            Improper::Themself => i18n::id("m1923-said-improper-themself"),
            Improper::OutsideFamily => i18n::id("m1923-said-improper-outside-family"),
            Improper::NotLiving => i18n::id("m1923-said-improper-not-living"),
            Improper::UnknownFamily => i18n::id("m1923-said-improper-unknown-family"),
        }
    }
}

/// The court's verdict.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Verdict {
    /// Votes each family received (announced publicly).
    pub family_votes: Vec<i32>,
    /// Votes each player received (announced publicly).
    pub player_votes: Vec<i32>,
    pub to_court: Vec<FamilyId>,
    /// Killed by the court, in family order.
    pub killed: Vec<PlayerId>,
    /// Clients whose Lawyer passed death to the next in line.
    pub saved_by_lawyer: Vec<PlayerId>,
    /// Improper or missing votes, by voter.
    pub improper: Vec<(PlayerId, Improper)>,
    /// The players who had to vote today (M68): in play, not injured, not jailed, not in
    /// the jailed family; in the order of players.
    pub had_to_vote: Vec<PlayerId>,
    /// By voter: the player their individual vote named, when that vote counted (M74);
    /// what an Armed Robber's revenge at the court follows (M32).
    pub counted_individual: Vec<Option<PlayerId>>,
}

impl Day {
    fn jailed(&self, p: PlayerId) -> bool {
        self.jailed_players.contains(&p) || self.jailed_families.contains(&self.voters[p].family)
    }

    fn living_members(&self, family: FamilyId) -> impl Iterator<Item = PlayerId> + '_ {
        (0..self.voters.len())
            .filter(move |&p| self.voters[p].family == family && self.voters[p].living)
    }

    /// Who must vote today: living, not injured, not jailed.
    fn must_vote(&self, p: PlayerId) -> bool {
        let v = self.voters[p];
        v.living && !v.injured && !self.jailed(p)
    }

    /// Judges the day.
    pub fn judge(&self) -> Verdict {
        let n = self.voters.len();
        let mut verdict = Verdict {
            family_votes: vec![0; self.families],
            player_votes: vec![0; n],
            counted_individual: vec![None; n],
            ..Verdict::default()
        };
        for p in (0..n).filter(|&p| self.must_vote(p)) {
            verdict.had_to_vote.push(p);
            let ballot = self.ballots.get(p).copied().flatten().unwrap_or_default();
            let own = self.voters[p].family;
            // The family vote.
            match ballot.family {
                None => verdict.improper.push((p, Improper::MissingFamilyVote)),
                Some(f) if f >= self.families => {
                    verdict.improper.push((p, Improper::UnknownFamily))
                }
                Some(f) if f == own => verdict.improper.push((p, Improper::OwnFamily)),
                // Votes against a jailed family do not count.
                Some(f) if self.jailed_families.contains(&f) => {}
                Some(f) => verdict.family_votes[f] += 1,
            }
            // The individual vote; not needed by a family's only living member.
            let alone = self.living_members(own).count() == 1;
            match ballot.individual {
                None if alone => {}
                None => verdict.improper.push((p, Improper::MissingIndividualVote)),
                Some(t) if t == p => verdict.improper.push((p, Improper::Themself)),
                Some(t) if t >= n || self.voters[t].family != own => {
                    verdict.improper.push((p, Improper::OutsideFamily))
                }
                // The voter cannot know of an exile: the vote is proper, is announced
                // as received, and sentences nobody (the exiled player is out of play).
                Some(t) if self.voters[t].exiled => {
                    if !self.jailed(t) {
                        verdict.player_votes[t] += 1;
                    }
                }
                Some(t) if !self.voters[t].living => {
                    verdict.improper.push((p, Improper::NotLiving))
                }
                // Votes against a jailed player do not count.
                Some(t) if self.jailed(t) => {}
                Some(t) => {
                    verdict.player_votes[t] += 1;
                    verdict.counted_individual[p] = Some(t);
                }
            }
        }
        for extra in &self.extras {
            if !self.must_vote(extra.by) {
                continue;
            }
            if let Some(f) = extra
                .family
                .filter(|f| *f < self.families && !self.jailed_families.contains(f))
            {
                verdict.family_votes[f] += extra.weight;
            }
            if let Some(t) = extra.individual.filter(|t| {
                *t < n && (self.voters[*t].living || self.voters[*t].exiled) && !self.jailed(*t)
            }) {
                verdict.player_votes[t] += extra.weight;
            }
        }
        verdict.to_court = self.families_to_court(&verdict.family_votes);
        for &family in &verdict.to_court.clone() {
            self.sentence(family, &mut verdict);
        }
        verdict
    }

    /// M76: a family is sent to court when its total is greater than 0 and fewer than
    /// `court_families` families have a strictly greater total (so every family tied for
    /// the last place goes); a family with no one in play still takes its place (M72).
    fn families_to_court(&self, votes: &[i32]) -> Vec<FamilyId> {
        let mut ranked: Vec<FamilyId> = (0..self.families)
            .filter(|f| votes[*f] > 0 && !self.jailed_families.contains(f))
            .collect();
        ranked.sort_by_key(|f| (std::cmp::Reverse(votes[*f]), *f));
        if let Some(&last) = ranked.get(self.court_families.saturating_sub(1)) {
            let cut = votes[last];
            ranked.retain(|f| votes[*f] >= cut);
        }
        ranked.sort_unstable();
        ranked
    }

    /// "The player within each of these families with the most votes is killed ... all
    /// tied players are killed." The candidates are the family's players in play who are
    /// neither jailed nor a Lawyer's client (M60, M77); those with the greatest total die,
    /// all of them on a tie, provided that total is greater than 0.
    fn sentence(&self, family: FamilyId, verdict: &mut Verdict) {
        let present: Vec<PlayerId> = self
            .living_members(family)
            .filter(|p| !self.jailed(*p))
            .collect();
        // The clients who would have died without their Lawyer.
        if let Some(top) = present.iter().map(|p| verdict.player_votes[*p]).max() {
            if top > 0 {
                for &p in &present {
                    if verdict.player_votes[p] == top && self.clients.contains(&p) {
                        verdict.saved_by_lawyer.push(p);
                    }
                }
            }
        }
        let candidates: Vec<PlayerId> = present
            .into_iter()
            .filter(|p| !self.clients.contains(p))
            .collect();
        // "it is still counted as one of the three families sent to court, but no one
        // dies from that family."
        let Some(most) = candidates.iter().map(|p| verdict.player_votes[*p]).max() else {
            return;
        };
        if most <= 0 {
            return;
        }
        for p in candidates {
            if verdict.player_votes[p] == most {
                verdict.killed.push(p);
            }
        }
    }
}
