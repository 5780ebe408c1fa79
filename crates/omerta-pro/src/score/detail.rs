//! Award sentences, for a judge to read to a player. Rendered on demand so that scoring
//! itself builds no text.

use super::{Award, Rule};
use crate::game::Game;

pub(super) fn describe(award: &Award, game: &Game) -> String {
    let when = match award.event {
        Some(event) => format!("{}: ", game.moment(event).phase),
        None => String::new(),
    };
    let what = sentence(award.earned_under(), award, game);
    match award.via {
        Some((rule, recipient)) => format!(
            "{when}Pass the Helm to {recipient}, who earned it: {what} [{}]",
            rule.id()
        ),
        None => format!("{when}{what}"),
    }
}

fn sentence(rule: Rule, a: &Award, game: &Game) -> String {
    let t = a.target.map_or_else(|| "?".to_owned(), |s| s.to_string());
    let share = |percent: &str| format!("{percent} of {}'s value {}", t, a.value);
    let seats = a.seats;
    match rule {
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
            a.value
        ),
        Rule::RedSurrender => format!("the mafia surrendered: black {t} ({})", share("100%")),
        Rule::RedLastBlackSelfShot => format!(
            "the last black, {t}, self-shot ({})",
            share("100%")
        ),
        Rule::RedLastBlackNightShot => {
            let what = match game.shootings.iter().find(|s| Some(s.event) == a.event) {
                Some(s) if s.kill.is_some() => "shot a red player at night",
                _ => "failed its night shot",
            };
            format!("the last black, {t}, {what} ({})", share("100%"))
        }
        Rule::RedRemovedBlack => {
            let how = game
                .departure_of(a.target.unwrap_or(crate::Seat::ALL[0]))
                .map_or("removal", |d| d.how.name());
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
        Rule::JudgeBonus => {
            let reason = a
                .event
                .and_then(|e| match game.events.get(e) {
                    Some(crate::Event::Bonus {
                        reason: Some(r), ..
                    }) => game.texts.get(*r as usize),
                    _ => None,
                })
                .filter(|r| !r.trim().is_empty());
            match reason {
                Some(reason) => format!("the judge's bonus, outside the scoring model: {reason}"),
                None => "the judge's bonus, outside the scoring model".into(),
            }
        }
    }
}
