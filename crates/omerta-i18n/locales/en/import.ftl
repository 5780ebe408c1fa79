# What the Pro importers (Polemica, MafiaRatings) and the exporter to MafiaRatings say of a
# document: `omerta pro import` and `pro export` on standard error, an upload's refusal and
# warnings on the server. Worded from `omerta_pro::interchange::Problem` by
# `omerta_i18n::import`; English is word for word the importers' own (a test holds it).
# A $text is the document's own value as it wrote it (quoted where the English quotes it):
# the same in every language.

## Where

import-notice = { $at }: { $message }
import-place-line = line { $line }, column { $column }
import-place-path-line = { $path } (line { $line }, column { $column })
import-place-day = day { $day }
import-place-wills-by = omerta.wills (by { $seat })

## Reading the document

import-expected-polemica-game = a Polemica game
import-expected-polemica-match = a Polemica match
import-expected-mafiaratings-game = a MafiaRatings game
import-not-expected = not { $expected }
# serde stopped: the text is not JSON ($detail: serde's own words, in English).
import-unreadable-syntax = not { $expected }: { $detail }
# serde stopped: the text ends before its JSON does.
import-unreadable-eof = not { $expected }: { $detail }
# serde stopped: JSON, but a field of the wrong type (or missing).
import-unreadable-data = not { $expected }: { $detail }
import-breaks-rules = the record, read as a protocol, breaks the table's rules at { $violation }
import-missing-players-polemica = missing: a Polemica game lists its ten players
import-missing-players-mafiaratings = missing: a MafiaRatings game lists its ten players
import-not-a-seat = { $text } is not a seat 1 to 10
import-table-deals-civilian = a table deals { $want } civilian, this one { $have }
import-table-deals-sheriff = a table deals { $want } sheriff, this one { $have }
import-table-deals-mafia = a table deals { $want } mafia, this one { $have }
import-table-deals-don = a table deals { $want } don, this one { $have }

## A result the judge states beyond the table's rules

import-judged-result = the record states { $result } by the judge's decision on { $phase } (events[{ $event }]), with { $reds } and { $blacks } still at the table: the table's rules do not reach this result, so the record may be incomplete
import-judged-red = red wins
import-judged-black = black wins
import-judged-draw = a draw
import-judged-reds = { $count ->
    [one] { $count } red player
   *[other] { $count } red players
}
import-judged-blacks = { $count ->
    [one] { $count } black player
   *[other] { $count } black players
}

## Wills and checks after the departures

import-check-after-end-sheriff = a sheriff_check after the shot that ended the game cannot be held; left out
import-check-after-end-don = a don_check after the shot that ended the game cannot be held; left out
import-will-not-placed = the game could not be followed far enough to place this will; it is left out
import-will-after-leaving = { $seat } left by { $how } and leaves no will in omerta-pro/1; the will is left out
import-will-never-left = { $seat } never left the table, so omerta-pro/1 holds no will of theirs; it is left out
import-will-reds-not-first-out = { $seat } is not the First Out: omerta-pro/1 holds only the players named black, as a Last Will Ordered; those named red are left out
import-will-named-gone = { $named } had left the table when { $by } named them; the name is left out
import-will-too-many-colors = a First Color Will names at most 3 players; { $extra } is left out
import-will-order-too-long = with { $players } players left a Last Will Ordered names at most { $limit }; { $dropped } left out
import-helm-gone = { $helm } had left the table when { $by } passed the helm; the will is left out

## Polemica

import-not-a-day = { $text } is not a day or night 1 to { $most }
import-bonus-not-points = { $text } is not a number of points with at most three decimals; the bonus is left out
import-not-a-polemica-result = { $text } is not a Polemica result (0: red wins, 1: black wins)
import-polemica-table-of-ten = a Pro Mafia table has ten players, not { $count }
import-seat-twice = seat { $seat } is listed twice
import-not-a-polemica-role = { $text } is not a Polemica role (0 Don, 1 mafia, 2 civilian, 3 Sheriff)
import-award-dropped = omerta-pro/1 has no place for Polemica's award (only the judge's bonuses are kept)
import-not-a-day1-vote = { $text } is not a Polemica day-1 vote (respeech, liftOnly or none)
import-votes-twice = { $voter } votes twice in round { $round } of day { $day }
import-not-a-voting-round = { $text } is not a voting round
import-not-a-checking-role = { $text } is not a checking role (0 Don, 3 Sheriff)
import-helm-beside-will = a will is colors or an order or a helm: the helm (vice) is left out
import-unknown-stage = unknown stage { $text }: placed at the start of day { $day }
import-credit-not-a-seat = { $text } is not a seat; left out
import-credit-not-held = names { $killer }, but omerta-pro/1 credits a black player only with a Sheriff killed on the first night; left out

## MafiaRatings

import-not-a-round = { $text } is not a round 0 to { $most }
import-mafiaratings-table-of-ten = a MafiaRatings game has ten players, not { $count }
import-not-a-winner = { $text } is not "civ", "maf" or "tie"
import-lift-contradicted = the revote among { $leaders } repeated the tie and the record keeps no show of hands; it says { $left } left the table that day but { $stayed } did not, and a lift takes all of the tied players or none, so the day cannot be rebuilt
import-lift-rebuilt-passed = the revote among { $leaders } repeated the tie, and the record keeps no show of hands (MafiaRatings kept them from its "k" feature on); the lift is rebuilt as passed, since all of them left the table that day; whose hands went up is not known, so no hand is scored
import-lift-rebuilt-failed = the revote among { $leaders } repeated the tie, and the record keeps no show of hands (MafiaRatings kept them from its "k" feature on); the lift is rebuilt as failed, since none of them left the table that day; whose hands went up is not known, so no hand is scored
import-not-a-mafiaratings-role = { $text } is not "civ", "maf", "sheriff" or "don"
import-arrangement-dropped = omerta-pro/1 has no place for the mafia's arrangement; left out
import-not-a-death = a death is true, a round, a type or an object
import-not-a-rules-code = { $text } is not a rules code of 13 digits (or 29, as older games keep it); the default rules are used
import-unknown-first-voting = first-day voting option { $option } is unknown; standard is used
import-unknown-antimonster = antimonster option { $option } (the removed nominee still voted on) is not held; a removal changes no vote
import-not-a-vote = { $text } is not a seat or a hand in the lift
import-check-on-night-0 = nobody checks on night 0
import-unknown-game-time = unknown game time { $text }: placed at the start of day { $day }
import-fouls-counted = only a count is recorded: the fouls are placed at the end of the game
import-not-foul-times = { $text } is neither a count nor a list of game times
import-gave-up-as-removal = a red player who gave up is recorded as a removal
import-bonus-not-points-left-out = { $text } is not a number of points with at most three decimals; left out
import-title-dropped = omerta-pro/1 has no place for the title { $text }; left out
import-not-a-bonus = { $text } is not a bonus
import-comment-dropped = omerta-pro/1 keeps a comment only as a bonus's reason; left out
import-died-but-stays = the record says { $seat } died, but by the rest of the record { $seat } stays at the table
import-left-without-death = the record gives { $seat } no death, but by the rest of the record { $seat } left by { $how }
# $name: the option's name in MafiaRatings' rules code; $key: omerta-pro/1's rule, as it is.
import-broken-rules-option = the record breaks its rules code's { $name } option ({ $key }); it is imported without it

## The export to MafiaRatings: what it cannot hold

import-kept-day1-vote = MafiaRatings has no such first-day vote; kept in the "omerta" object
import-kept-code-option = today's MafiaRatings rules code has no such option; kept in the "omerta" object
import-kept-option = MafiaRatings has no such option; kept in the "omerta" object
import-kept-lift-threshold = MafiaRatings lifts with more than half of the table; kept in the "omerta" object
import-kept-fourth-foul = MafiaRatings always removes at the fourth foul; kept in the "omerta" object
import-kept-candidates = MafiaRatings knows candidates only by who nominated them; this round's candidates are kept in the "omerta" object
import-kept-miss = MafiaRatings holds no responsibility for a miss; kept in the "omerta" object
import-kept-credit = MafiaRatings holds no credit for the Sheriff's kill; kept in the "omerta" object
import-kept-disqualification = MafiaRatings has no technical disqualification; written as a kick-out and kept in the "omerta" object
import-kept-legacy-colors = MafiaRatings' legacy names black players only; the whole will is kept in the "omerta" object
import-kept-helm = MafiaRatings has no Pass the Helm; kept in the "omerta" object
import-declared-defeat-not-held = MafiaRatings records a declared defeat only for a player at the table; { $seat }'s is left out
import-disqualified-after-leaving = MafiaRatings cannot disqualify { $seat } after leaving; left out
