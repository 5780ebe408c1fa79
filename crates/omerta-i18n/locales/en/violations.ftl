# The Pro table rules' refusals: what is wrong with a protocol or a recorded event
# (omerta-pro's violations), worded from their data (`omerta_pro::Said`). English is word
# for word omerta-pro's own `message`: the tests hold the two together.

## Where a problem is: the document's own paths.

violation-at-document = document
violation-at-format = format
violation-at-player = players[{ $n }]
violation-at-players = players
violation-at-rules = rules.{ $key }
violation-at-event = events[{ $n }]
violation-at-more = { $n ->
    [one] and { $n } more problem
   *[other] and { $n } more problems
}
violation-not-listed = not listed (the first { $max } are)
# A problem and where it is, as a list of problems gives it.
violation-line = { $at }: { $message }
# A refusal listing several problems: they are joined with this.
violation-separator = {"; "}
violation-uncounted = the game cannot be counted: { $problems }

## Arguments: what a sentence is said of.

violation-phase-day = day { $n }
violation-phase-night = night { $n }
violation-what-removal = removal
violation-what-nomination = a nomination
violation-what-nominate-by = nominate by
violation-what-nominate-target = nominate target
violation-what-withdrawal = a withdrawal
violation-what-vote = a vote
violation-what-vote-cancelled = vote
violation-what-candidate = candidate
violation-what-lift = a lift
violation-what-lift-cancelled = lift
violation-what-shooting = shooting
violation-what-sheriff-check = the Sheriff's check
violation-what-don-check = the Don's check
violation-what-foul = foul
violation-what-tech-foul = tech_foul
violation-next-lift = a lift
violation-next-revote = a revote

## The document: its format, rules and players.

violation-format-unknown = unknown format { $value }; this reads "omerta-pro/1"
violation-format-missing = missing: the document must say "format": "omerta-pro/1"
violation-rule-value-unknown = unknown value { $value }; expected { $expected }
violation-rule-value-not-one-of = unknown value { $value }; expected one of { $expected }
violation-rule-unknown = unknown rule parameter (supported: { $supported })
violation-players-not-ten = a Pro Mafia table has exactly ten players, not { $count }
violation-player-seat-missing = missing "seat"
violation-player-seat-out-of-range = seat { $n } is not a seat 1 to 10
violation-player-role-missing = missing "role"
violation-player-role-unknown = unknown role { $value }; expected civilian, sheriff, mafia or don
violation-player-seat-twice = seat { $n } is listed twice
violation-players-role-count = a table needs { $want } { $role ->
    [civilian] civilians
    [sheriff] sheriff
    [mafia] mafia
   *[don] don
}, this one has { $have }
violation-players-seat-empty = seat { $n } has no player

## An event as written: its type and fields.

violation-field-not-a-seat = { $field }: { $value } is not a seat 1 to 10
violation-field-missing = { $kind } needs "{ $field }"
violation-field-too-many = { $field }: { $count } entries, but a table has ten seats
violation-field-seat-twice = { $field }: seat { $n } is listed twice
violation-field-key-not-seat = { $field }: key { $key } is not a seat number
violation-field-key-twice = { $field }: seat { $n } appears twice
violation-event-type-missing = the event has no "type"
violation-event-type-unknown = unknown event type { $value }
violation-vote-ballots-missing = vote needs "ballots" (it may be {"{"}{"}"} for a single candidate)
violation-lift-both = a lift gives the hands ("yes") or, in a record that did not keep them, whether it "passed"; not both
violation-lift-yes-missing = lift needs "yes" (the seats that raised a hand; [] for none)
violation-shots-missing = shots needs "shots" ({"{"}{"}"} when nobody shot)
violation-bonus-points-malformed = bonus: points must be a decimal with at most three places, such as 0.3 or -0.25
violation-bonus-points-missing = bonus needs "points"
violation-winner-unknown = winner { $value } is not "red", "black" or "draw"
violation-end-winner-missing = end needs "winner"
violation-will-several = a will is one of colors, order or helm, not several
violation-will-color-unknown = colors: the color for seat { $n } is not "red" or "black"

## The game: what the table rules allow when.

violation-after-end-event = nothing may follow the end of the game (events[{ $end }])
violation-after-end = the game already ended at events[{ $end }] ({ $outcome }): only wills of the last departure and "end" may follow
violation-not-at-table = { $what }: { $seat } is not at the table
violation-too-many-days = a game has at most 255 days
violation-day-during-day = day { $next } cannot begin during day { $day }: a night comes first
violation-tie-unresolved = day { $day } ended with a tie among { $leaders } unresolved: { $next } is missing
violation-night-before-day-1 = the game begins at night 0 (the arrangement); the first event is "day"
violation-night-during-night = night { $next } cannot begin during night { $night }: a day comes first
violation-by-day = { $what } happens by day, not at { $phase }
violation-night-0 = { $what }: night 0 is the arrangement and has no events
violation-at-night = { $what } happens at night, not on { $phase }
violation-nominations-closed = nominations are closed: the day's voting has begun
violation-three-fouls-nominate = { $by } has three fouls and may not nominate under these rules (three_fouls_nominate: false)
violation-nominated-twice = { $by } has already nominated today
violation-already-nominated = { $target } is already nominated today
violation-withdraw-not-allowed = withdraw: these rules allow no withdrawal of a nomination (withdraw: "no")
violation-withdraw-closed = withdraw: nominations are closed, the day's voting has begun
violation-withdraw-nothing = withdraw: { $by } has no nomination to withdraw today
violation-no-vote-day-1 = these table rules hold no vote on day 1 (rules.day1_vote is "none")
violation-voting-over = the voting of day { $day } is over
violation-vote-after-repeated-tie = the revote repeated the tie among { $leaders }: a lift is next, not another vote
violation-candidates-differ = candidates { $candidates } differ from the day's nominations { $nominees }
violation-revote-candidates = a revote is among the tied leaders { $leaders }, not { $candidates }
violation-vote-no-candidates = the vote has no candidates (give "candidates" or record nominations)
violation-ballot-voter-away = ballots: { $voter } is not at the table and cannot vote
violation-ballot-not-candidate = ballots: { $voter } votes for { $choice }, who is not a candidate ({ $candidates })
violation-vote-cancelled = no { $what } on day { $day }: { $removed } was removed from the table, and these rules then hold no vote (antimonster)
violation-lift-out-of-turn = a lift only follows a revote that repeated the same tie (or the table rules hold no lift here)
violation-lift-hands-away = yes: { $seats } not at the table
violation-shot-twice = the mafia has already shot on night { $night }
violation-shot-not-called = shots: { $shooter } shoots { $target }, who is not at the table: these rules call only the seats at the table (shooting: "seats_at_table")
violation-shooter-not-black = shots: { $shooter } is not a black player
violation-shooter-away = shots: { $shooter } is not at the table
violation-miss-by-no-miss = miss_by: the shot was not a miss (every black shot the same player)
violation-miss-by-not-black = miss_by: { $seats } not black
violation-miss-by-away = miss_by: { $seats } not at the table
violation-credit-not-sheriff = credit is only for the Sheriff killed on the first night
violation-credit-not-black = credit: { $credit } is not a black player
violation-check-twice = { $what } was already made on night { $night }
violation-checker-away = { $what }: { $by } is no longer at the table
violation-check-self = { $what }: { $by } cannot check themself
violation-will-at-table = { $by } is still at the table; only a departed player leaves a will
violation-will-no-will = { $by } left by { $how ->
    [vote] vote
    [lift] lift
    [night_shot] night shot
    [self_shot] self-shot
    [fourth_foul] fourth foul
    [tech_fouls] second technical foul
    [disqualification] disqualification
    [declared_defeat] declared defeat
    [surrender] surrender
   *[removal] removal
} and leaves no will
violation-will-twice = { $by } has already left a will
violation-will-too-late = { $by }'s will comes too late: a vote or a shooting has happened since { $by } left
violation-will-after-end = { $by }'s will follows the end of the game (events[{ $end }]): these rules give no last speech then (end_speech: false)
violation-will-names-away = the will of { $by } names { $seat }, who is not at the table
violation-will-colors-not-allowed = { $by }'s First Color Will: these rules hold no First Color Will (first_color_will: false)
violation-will-colors-not-first-out = { $by } is not the First Out: only the First Out leaves a First Color Will (colors)
violation-will-colors-too-many = a First Color Will names at most 3 players, not { $count }
violation-will-order-first-out = { $by } is the First Out: a First Color Will (colors), not a Last Will Ordered
violation-will-order-too-long = with { $left } players left at the table a Last Will Ordered names at most { $limit }, not { $count }
violation-will-order-final-vote = { $by } left by the vote that ended the game: no Last Will Ordered
violation-foul-away = { $what }: { $seat } is not at the table and not giving a last speech
violation-tech-fouls-not-allowed = tech_foul: these rules give no technical fouls (tech_fouls: false)
violation-surrender-seats = the mafia surrenders as a team: seats must be every black at the table ({ $blacks }), not { $seats }
violation-winner-differs = the winner is { $winner } ({ $outcome }), not { $stated }

## The live Pro table's own refusals (omerta-live's `pro_refusals`).

pro-refusal-violations = { $violations }
violation-not-a-document = not a valid protocol document: { $error }
violation-parse-at = line { $line }, column { $column }: { $message }
violation-parse-at-path = { $path } (line { $line }, column { $column }): { $message }
violation-unfinished = the game has not ended: { $why }
violation-problems = { $count ->
    [one] { $count } problem found:
   *[other] { $count } problems found:
}{ $violations }
pro-refusal-in-record = record { $index }: { $why }
pro-refusal-not-a-record = a record is a protocol event: an object with a "type"
pro-refusal-too-many-records = a start takes at most { $max } records; these are { $given }
pro-refusal-undecided = the table rules have not decided a winner yet: record on, or record an end
pro-refusal-clock-game-over = the game is over: its speech timer is no longer shown
pro-refusal-clock-not-seated = the table is not seated yet: there is nobody to time
pro-refusal-clock-no-such-seat = the speaker is a seat from 1 to { $seats }; seat { $seat } is not at this table
pro-refusal-clock-too-long = the speech timer is set to at most 10 minutes (600000 ms)
pro-refusal-not-ten = a Pro Mafia table seats ten players; the lobby has { $count }
pro-refusal-event-name-too-long = an event's name is at most 80 characters
pro-refusal-judge-only = only the judge records a Pro Mafia table
pro-refusal-nothing-to-undo = there is no record to undo

## The table's start refused for its deal (omerta-live's `pro_refusals::deal`): every
## problem, joined; English word for word the API's sentence.
pro-refusal-deal-then = { $first }; { $rest }
pro-refusal-deal-and = { $first } and { $last }
pro-refusal-deal-comma = { $first }, { $rest }
pro-refusal-deal-seat = { $seat }
pro-refusal-deal-size = a table deals ten cards, one per seat; this deal has { $count }
pro-refusal-deal-no-card = seat { $seat }: no card chosen (civilian, sheriff, mafia or don; or none for every seat, for a random deal)
pro-refusal-deal-not-a-card = seat { $seat }: { $word } is not a card (civilian, sheriff, mafia or don)
pro-refusal-deal-counts = a table deals 1 sheriff, 1 don, 2 mafia and 6 civilians; this deal has { $wrong }
pro-refusal-deal-none = no { $card ->
        [civilian] civilians
       *[other] { $card }
    }
pro-refusal-deal-one = 1 { $card } (seat { $seat })
pro-refusal-deal-many = { $count } { $card ->
        [mafia] mafia
        [sheriff] sheriffs
        [don] dons
       *[other] civilians
    } (seats { $seats })
