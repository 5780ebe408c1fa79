//! Award sentences, for a judge to read to a player. Rendered on demand so that scoring
//! itself builds no text.
//!
//! What a sentence says is data first ([`Reason`]: the rule it explains and what it
//! names, issue 30); [`english`] words it, as every report in English always has, and an
//! edge words the same reason in another language (omerta-i18n's `pro::award`). A test
//! there holds its English to this word for word.

use super::{Award, Rule};
use crate::game::{Game, Leave};
use crate::model::Phase;
use serde::{Deserialize, Serialize};

/// What an award's sentence says, as data: the rule it explains and what it names. It is
/// written into the score report (`reason`), so that a reader of the report words it in
/// its own language without replaying the game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Reason {
    /// The rule the sentence explains: the award's own, or the rule a Pass the Helm copy
    /// was earned under (`helm` then names who earned it).
    #[serde(with = "rule_id")]
    pub rule: Rule,
    /// When the event that caused it happened: `{"day": 2}` or `{"night": 1}`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub when: Option<When>,
    /// The player the rule is about (a seat number).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub target: Option<u8>,
    /// The other seats involved.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub seats: Vec<u8>,
    /// For a black target: the value the points are a share of, in thousandths.
    #[serde(default)]
    pub value: i32,
    /// Pass the Helm: the recipient who earned the points copied.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub helm: Option<u8>,
    /// The last black's night shot: whether it killed a red player.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub killed: Option<bool>,
    /// How a removed black left: a departure's code (`fourth_foul`, `removal`, ...).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub how: Option<String>,
    /// The judge's bonus: its reason as the judge wrote it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bonus: Option<String>,
}

/// A phase of the game, as a reason names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum When {
    Day(u8),
    Night(u8),
}

impl From<Phase> for When {
    fn from(phase: Phase) -> When {
        match phase {
            Phase::Day(n) => When::Day(n),
            Phase::Night(n) => When::Night(n),
        }
    }
}

mod rule_id {
    use super::Rule;
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(rule: &Rule, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(rule.id())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Rule, D::Error> {
        let id = String::deserialize(d)?;
        Rule::from_id(&id)
            .ok_or_else(|| serde::de::Error::custom(format!("no scoring rule has the id {id:?}")))
    }
}

/// The reason of `award` in `game`.
pub(super) fn reason(award: &Award, game: &Game) -> Reason {
    let rule = award.earned_under();
    let killed = (rule == Rule::RedLastBlackNightShot).then(|| {
        game.shootings
            .iter()
            .find(|s| Some(s.event) == award.event)
            .is_some_and(|s| s.kill.is_some())
    });
    let how = (rule == Rule::RedRemovedBlack).then(|| {
        game.departure_of(award.target.unwrap_or(crate::Seat::ALL[0]))
            .map_or(Leave::Removal, |d| d.how)
            .code()
            .to_string()
    });
    let bonus = match (rule, award.event) {
        (Rule::JudgeBonus, Some(e)) => match game.events.get(e) {
            Some(crate::Event::Bonus {
                reason: Some(r), ..
            }) => game.texts.get(*r as usize),
            _ => None,
        }
        .filter(|r| !r.trim().is_empty())
        .cloned(),
        _ => None,
    };
    Reason {
        rule,
        when: award.event.map(|e| game.moment(e).phase.into()),
        target: award.target.map(|s| s.number()),
        seats: award.seats.iter().map(|s| s.number()).collect(),
        value: award.value.thousandths(),
        helm: award.via.map(|(_, recipient)| recipient.number()),
        killed,
        how,
        bonus,
    }
}

pub(super) fn describe(award: &Award, game: &Game) -> String {
    english(&reason(award, game))
}

/// A reason in English: the sentence every report in English gives.
pub fn english(reason: &Reason) -> String {
    let when = match reason.when {
        Some(When::Day(n)) => format!("{}: ", Phase::Day(n)),
        Some(When::Night(n)) => format!("{}: ", Phase::Night(n)),
        None => String::new(),
    };
    let what = sentence(reason);
    match reason.helm {
        Some(recipient) => format!(
            "{when}Pass the Helm to #{recipient}, who earned it: {what} [{}]",
            reason.rule.id()
        ),
        None => format!("{when}{what}"),
    }
}

/// Seats as a reason names them: `#3, #7`, or `nobody`.
fn seat_list(seats: &[u8]) -> String {
    if seats.is_empty() {
        return "nobody".into();
    }
    seats
        .iter()
        .map(|s| format!("#{s}"))
        .collect::<Vec<_>>()
        .join(", ")
}

fn sentence(r: &Reason) -> String {
    let t = r.target.map_or_else(|| "?".to_owned(), |s| format!("#{s}"));
    let value = crate::points::Points::milli(r.value);
    let share = |percent: &str| format!("{percent} of {}'s value {}", t, value);
    let seats = seat_list(&r.seats);
    match r.rule {
        Rule::RedWillOrderedBlack => format!("Last Will Ordered names black {t} ({})", share("100%")),
        Rule::RedVoteEliminatingBlack => format!("eliminating vote into black {t} ({})", share("100%")),
        Rule::RedVoteBlackLeaves => format!(
            "non-eliminating vote into black {t}, who later left the table ({})",
            share("50%")
        ),
        Rule::RedVoteBlackWins => format!(
            "non-eliminating vote into black {t}, who won at the table ({})",
            share("100%")
        ),
        Rule::SheriffCheckBlack => format!("Sheriff's black check of {t} ({})", share("75%")),
        Rule::SheriffCheckBlackLeaves => format!(
            "Sheriff's black check of {t}, who later left the table ({})",
            share("100%")
        ),
        Rule::SheriffConfirmsBlack => format!(
            "the Sheriff's red checks leave only black players unchecked: {t} confirmed ({})",
            share("75%")
        ),
        Rule::RedRaiseBlack => format!("raised a hand that lifted black {t} ({})", share("100%")),
        Rule::RedRaiseBlackCapped => format!(
            "raised a hand that lifted black {t}, in a raise that cost the city its margin for error (capped at 0.1; value {})",
            value
        ),
        Rule::RedSurrender => format!("the mafia surrendered: black {t} ({})", share("100%")),
        Rule::RedLastBlackSelfShot => format!(
            "the last black, {t}, self-shot ({})",
            share("100%")
        ),
        Rule::RedLastBlackNightShot => {
            let what = if r.killed == Some(true) {
                "shot a red player at night"
            } else {
                "failed its night shot"
            };
            format!("the last black, {t}, {what} ({})", share("100%"))
        }
        Rule::RedRemovedBlack => {
            let how = r
                .how
                .as_deref()
                .and_then(Leave::from_code)
                .map_or("removal", Leave::name);
            format!("black {t} removed by {how} ({})", share("100%"))
        }
        Rule::RedVoteRed => format!(
            "vote into red {t} outside critical state, on a day a red left by vote (once per game)"
        ),
        Rule::RedVoteRedCritical => format!("vote into red {t} during critical state"),
        Rule::RedVoteSheriffAt9 => format!("non-eliminating vote into the Sheriff {t} at 9 players"),
        Rule::RedVoteSheriffAt9Margin => format!(
            "non-eliminating vote into the Sheriff {t} at 9 players; a red left by vote and the city lost its margin for error"
        ),
        Rule::RedVoteSheriffAt9Eliminating => {
            format!("eliminating vote into the Sheriff {t} at 9 players")
        }
        Rule::RedVoteSheriffAt9EliminatingMargin => format!(
            "eliminating vote into the Sheriff {t} at 9 players, costing the city its margin for error"
        ),
        Rule::RedVoteSplitAt6 => format!(
            "vote into red {t} in a two-player split at 6 players with the Sheriff alive and one black in the split"
        ),
        Rule::RedWillOrderedRed => format!("Last Will Ordered names red {t} outside critical state"),
        Rule::RedWillOrderedRedCritical => {
            format!("Last Will Ordered names red {t} during critical state")
        }
        Rule::RedRaiseMargin => format!("raised a hand to lift {seats}, which cost the city its margin for error"),
        Rule::RedRaiseLoss => format!("raised a hand to lift {seats}, which lost the game for red"),
        Rule::RedRaiseMarginAndLoss => format!(
            "raised a hand to lift {seats}, which cost the margin for error and lost the game for red"
        ),
        Rule::RedRaiseMissedLastBlackAt4 => format!(
            "did not put the decisive hand to lift {seats} (the last black) at 4 players"
        ),
        Rule::RedRaiseMissedTwoBlacksAt10 => format!(
            "did not put the decisive hand to lift {seats} (two black players) at 10 players"
        ),
        Rule::RedRaiseMissedBlacksAt9 => format!(
            "did not put the decisive hand to lift {seats} (two or more black players) at 9 players"
        ),
        Rule::RedRaiseFailedThreeWayAt9 => format!(
            "the three-way raise of {seats} at 9 failed, and the night shot moved the city into critical state"
        ),
        Rule::WillColorRed => format!("First Color Will: {t} correctly named red"),
        Rule::WillColorBlack => format!("First Color Will: {t} correctly named black"),
        Rule::WillColorWrong => format!("First Color Will: wrong color for {t}"),
        Rule::WillColorOwnCheck => format!(
            "First Color Will: {t} named correctly, but already known from the Sheriff's own check (0)"
        ),
        Rule::WillNightShotBonus => {
            "killed by a night shot with more than 3 players left, and left a will with a target".into()
        }
        Rule::HelmRedRecipient => "Pass the Helm to a red player".into(),
        Rule::HelmBlackVoteRed => format!(
            "Pass the Helm to black {t}: a later non-critical vote among {seats} with red candidates, on a day a red left by vote"
        ),
        Rule::HelmBlackVoteRedCritical => format!(
            "Pass the Helm to black {t}: a later critical vote among {seats} with red candidates"
        ),
        Rule::HelmBlackSheriffAt9 => format!(
            "Pass the Helm to black {t}: a later vote at 9 players whose only red candidate is the Sheriff"
        ),
        Rule::HelmBlackSplitAt6 => format!(
            "Pass the Helm to black {t}: a later two-player split at 6 players among {seats}"
        ),
        Rule::BlackWin => "stayed at the table and black won".into(),
        Rule::BlackEarlyLeave => "black player left at the 9-10 player stage".into(),
        Rule::BlackSheriffLeavesAt9 => format!("the Sheriff {t} left at 9 players"),
        Rule::BlackMarginLost => "the city lost its margin for error with this black at the table".into(),
        Rule::BlackRaiseWin => format!("the raise of {seats} won the game for black"),
        Rule::BlackRaiseMarginAndWin => format!(
            "the raise of {seats} cost the city its margin for error and won the game for black"
        ),
        Rule::BlackRaiseLosingHand => format!(
            "the decisive hand for the clearly losing raise of {seats}"
        ),
        Rule::BlackFirstNightSheriff => format!("responsible for killing the Sheriff {t} on the first night"),
        Rule::BlackVoteAllyStaysWin => format!(
            "voted out ally {t} when a red candidate could have gone instead; stayed and black won"
        ),
        Rule::BlackVoteAllyLeavesWin => format!(
            "decisive vote out of ally {t} when a red candidate could have gone instead; later left, black won"
        ),
        Rule::BlackVoteAllyLoss => format!(
            "decisive vote out of ally {t} when a red candidate could have gone instead; black lost"
        ),
        Rule::BlackMissOne => "responsible for one miss, and later left the table".into(),
        Rule::BlackMissTwo => "responsible for two or more misses, and later left the table".into(),
        Rule::BlackMissCritical => {
            "responsible for a miss when one more red shot would have won; black lost".into()
        }
        Rule::BlackSelfShotAllySafe => format!("self-shot: ally {t} was not threatened afterwards"),
        Rule::BlackSelfShotAllyThreatened => {
            format!("self-shot: ally {t} was threatened afterwards but stayed")
        }
        Rule::BlackSelfShotAllyLeft => format!("self-shot: ally {t} left the table afterwards"),
        Rule::BlackSelfShotLast => "the last black self-shot: 0 self-shot points".into(),
        Rule::BlackLeastSuspicious => format!("Least Suspicious Black among {seats}"),
        Rule::BlackLeastSuspiciousTied => format!("tied Least Suspicious Black among {seats}"),
        Rule::TechnicalDeclaredDefeat => "declared defeat (DD): every other award removed".into(),
        Rule::TechnicalDisqualification => {
            "technical disqualification: every other award removed".into()
        }
        Rule::JudgeBonus => match &r.bonus {
            Some(reason) => format!("the judge's bonus, outside the scoring model: {reason}"),
            None => "the judge's bonus, outside the scoring model".into(),
        },
    }
}
