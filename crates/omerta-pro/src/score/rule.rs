//! Every scoring rule of the model, with its id (printed in scores) and the seed's words.

macro_rules! rules {
    ($($(#[$doc:meta])* $variant:ident = $id:literal, $title:literal;)*) => {
        /// A scoring rule of Pro Mafia 1.1: one row or sentence of the scoring model.
        #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
        pub enum Rule {
            $($(#[$doc])* $variant,)*
        }

        impl Rule {
            /// Every rule, in the order of the scoring model.
            pub const ALL: &'static [Rule] = &[$(Rule::$variant,)*];

            /// The stable id printed in scores, e.g. `red.vote.eliminating-black`.
            pub fn id(self) -> &'static str {
                match self { $(Rule::$variant => $id,)* }
            }

            /// The rule as the scoring model words it.
            pub fn title(self) -> &'static str {
                match self { $(Rule::$variant => $title,)* }
            }

            pub fn from_id(id: &str) -> Option<Rule> {
                match id { $($id => Some(Rule::$variant),)* _ => None }
            }
        }
    };
}

rules! {
    // Positive actions against black targets (best-of per red player and black target).
    RedWillOrderedBlack = "red.will.ordered-black", "Last Will Ordered names a black target";
    RedVoteEliminatingBlack = "red.vote.eliminating-black", "Eliminating vote into a black target";
    RedVoteBlackLeaves = "red.vote.black-later-leaves", "Non-eliminating vote into a black target who later leaves the table";
    RedVoteBlackWins = "red.vote.black-wins", "Non-eliminating vote into a black target who wins at the table";
    SheriffCheckBlack = "sheriff.check.black", "Sheriff checks a black target";
    SheriffCheckBlackLeaves = "sheriff.check.black-leaves", "Sheriff checks a black target who later leaves";
    SheriffConfirmsBlack = "sheriff.check.confirmed-black", "Red checks that confirm all remaining black players";
    RedRaiseBlack = "red.raise.black", "Raise hand that lifts a black target";
    RedRaiseBlackCapped = "red.raise.black-capped", "Raised black target in a raise that removes the margin for error (capped at +0.1)";
    RedSurrender = "red.surrender", "Mafia surrender for a black target";
    RedLastBlackSelfShot = "red.self-shot.last-black", "Last black self-shoots";
    RedLastBlackNightShot = "red.night-shot.last-black", "The last black's failed night shot, or its night shot that kills a red player (equivalent to a last-black self-shot)";
    RedRemovedBlack = "red.removal.black", "Black player removed from the table by discipline";
    // Red vote penalties.
    RedVoteRed = "red.vote.red", "Vote into a red player outside critical state, when a red leaves by vote";
    RedVoteRedCritical = "red.vote.red-critical", "Vote into a red player during critical state";
    RedVoteSheriffAt9 = "red.vote.sheriff-at-9", "Non-eliminating vote into Sheriff at 9 players";
    RedVoteSheriffAt9Margin = "red.vote.sheriff-at-9-margin", "Non-eliminating vote into Sheriff at 9 players, when a red leaves by vote and the city loses its margin for error";
    RedVoteSheriffAt9Eliminating = "red.vote.sheriff-at-9-eliminating", "Eliminating vote into Sheriff at 9 players";
    RedVoteSheriffAt9EliminatingMargin = "red.vote.sheriff-at-9-eliminating-margin", "Eliminating vote into Sheriff at 9 players when the city loses its margin for error";
    RedVoteSplitAt6 = "red.vote.split-at-6", "Red votes into a red player in a two-player split at 6 players, with a live Sheriff and exactly one black in the split";
    // Last Will Ordered penalties.
    RedWillOrderedRed = "red.will.ordered-red", "Red target in Last Will Ordered outside critical state";
    RedWillOrderedRedCritical = "red.will.ordered-red-critical", "Red target in Last Will Ordered during critical state";
    // Raises.
    RedRaiseMargin = "red.raise.margin", "Red puts a hand for a raise that removes the margin for error";
    RedRaiseLoss = "red.raise.red-loss", "Red puts a hand for a raise that causes red loss";
    RedRaiseMarginAndLoss = "red.raise.margin-and-loss", "Red puts a hand for a raise that both removes the margin for error and causes red loss";
    RedRaiseMissedLastBlackAt4 = "red.raise.missed-last-black-at-4", "Red does not put the decisive hand to raise the last black at 4 players";
    RedRaiseMissedTwoBlacksAt10 = "red.raise.missed-two-blacks-at-10", "Red does not put the decisive hand to raise two black players at 10 players";
    RedRaiseMissedBlacksAt9 = "red.raise.missed-blacks-at-9", "Red does not put the decisive hand to raise two or three black players at 9 players in a split";
    RedRaiseFailedThreeWayAt9 = "red.raise.failed-three-way-at-9", "Failed three-way raise at 9 followed by a night shot that moves the city into critical state";
    // First Color Will and the early night-shot will bonus.
    WillColorRed = "will.color.red", "First Color Will: correct red color";
    WillColorBlack = "will.color.black", "First Color Will: correct black color";
    WillColorWrong = "will.color.wrong", "First Color Will: wrong color";
    WillColorOwnCheck = "will.color.own-check", "First Color Will: Sheriff correctly names own known check";
    WillNightShotBonus = "will.night-shot-bonus", "Early night-shot will bonus";
    // Pass the Helm.
    HelmRedRecipient = "helm.red-recipient", "Pass the Helm: recipient is red/Sheriff, copy recipient's later eligible scoring trajectory";
    HelmBlackVoteRed = "helm.black-recipient.vote-red", "Pass the Helm to black: later non-critical vote with red candidates when a red leaves by vote";
    HelmBlackVoteRedCritical = "helm.black-recipient.vote-red-critical", "Pass the Helm to black: later critical vote with red candidates";
    HelmBlackSheriffAt9 = "helm.black-recipient.sheriff-at-9", "Pass the Helm to black: the only red target is Sheriff at 9";
    HelmBlackSplitAt6 = "helm.black-recipient.split-at-6", "Pass the Helm to black: the six-player two-candidate split";
    // Black and Don.
    BlackWin = "black.win", "Black survives at the table and wins";
    BlackEarlyLeave = "black.early-leave", "Black leaves at the 9-10 player stage";
    BlackSheriffLeavesAt9 = "black.sheriff-leaves-at-9", "Sheriff leaves at 9 players";
    BlackMarginLost = "black.margin-lost", "City loses its margin for error while the black remains at the table";
    BlackRaiseWin = "black.raise.win", "Raise causes black win";
    BlackRaiseMarginAndWin = "black.raise.margin-and-win", "Raise both removes the margin for error and causes black win";
    BlackRaiseLosingHand = "black.raise.losing-hand", "Black puts the decisive hand for a clearly losing raise";
    BlackFirstNightSheriff = "black.first-night-sheriff", "First-night Sheriff kill responsibility";
    BlackVoteAllyStaysWin = "black.vote.ally-stays-win", "Black helps vote out an allied black when a red candidate could have been voted out instead, then stays at the table and black team wins";
    BlackVoteAllyLeavesWin = "black.vote.ally-leaves-win", "Black's decisive vote eliminates an allied black when a red candidate could have been voted out instead; this black later leaves, and the remaining black still wins";
    BlackVoteAllyLoss = "black.vote.ally-loss", "Black's decisive vote eliminates an allied black when a red candidate could have been voted out instead, and black team loses";
    BlackMissOne = "black.miss.one", "One miss and that black later leaves the table";
    BlackMissTwo = "black.miss.two", "Two or more misses and that black later leaves the table";
    BlackMissCritical = "black.miss.critical", "Critical miss where the correct shot could have won, but blacks lose";
    BlackSelfShotAllySafe = "black.self-shot.ally-safe", "Self-shot: the black ally was not threatened";
    BlackSelfShotAllyThreatened = "black.self-shot.ally-threatened", "Self-shot: the black ally was threatened but did not leave the table";
    BlackSelfShotAllyLeft = "black.self-shot.ally-left", "Self-shot: the black ally left the table after the self-shot";
    BlackSelfShotLast = "black.self-shot.last", "Last black self-shoots: 0 self-shot points";
    BlackLeastSuspicious = "black.least-suspicious", "One Least Suspicious Black";
    BlackLeastSuspiciousTied = "black.least-suspicious-tied", "Multiple tied Least Suspicious Black players";
    // Technical penalties.
    TechnicalDeclaredDefeat = "technical.dd", "DD (declared defeat)";
    TechnicalDisqualification = "technical.disqualification", "Technical disqualification";
    // Outside the scoring model.
    JudgeBonus = "judge.bonus", "Points the judge awards by hand (outside the scoring model)";
}

impl Rule {
    /// Awards of this rule compete in the best-of per red player and black target.
    pub fn is_target_action(self) -> bool {
        matches!(
            self,
            Rule::RedWillOrderedBlack
                | Rule::RedVoteEliminatingBlack
                | Rule::RedVoteBlackLeaves
                | Rule::RedVoteBlackWins
                | Rule::SheriffCheckBlack
                | Rule::SheriffCheckBlackLeaves
                | Rule::SheriffConfirmsBlack
                | Rule::RedRaiseBlack
                | Rule::RedRaiseBlackCapped
                | Rule::RedSurrender
                | Rule::RedLastBlackSelfShot
                | Rule::RedLastBlackNightShot
                | Rule::RedRemovedBlack
        )
    }

    /// Target awards a red receives for what befell a black rather than for an action of
    /// their own: a removal, a surrender, the last black's self-shot or night shot.
    pub fn is_outcome(self) -> bool {
        matches!(
            self,
            Rule::RedSurrender
                | Rule::RedLastBlackSelfShot
                | Rule::RedLastBlackNightShot
                | Rule::RedRemovedBlack
        )
    }

    /// "Maximum once per player per game": the non-critical red-vote penalty, shared with
    /// its Pass the Helm to black equivalent.
    pub fn once_per_game(self) -> bool {
        matches!(self, Rule::RedVoteRed | Rule::HelmBlackVoteRed)
    }

    pub fn is_technical(self) -> bool {
        matches!(
            self,
            Rule::TechnicalDeclaredDefeat | Rule::TechnicalDisqualification
        )
    }
}
