## The Pro table's pages.

## The judge's console (assets/pro.js): the page gives these to the script in one JSON
## block, each variable as `{name}`; so no plural variants here. $seat is "#3 Name".

console-no-tool = Choose a tool first: the seat was not recorded.
console-not-themselves = A player cannot nominate themselves: tap whom { $seat } nominates.
console-pick-candidate = Choose the candidate the raised hands are for.
console-confirm-removal = Remove { $seat } from the table?
console-confirm-fourth-foul = This is { $seat }'s fourth foul: it removes them from the table. Record it?
console-foul-not-last = Only the last record can be taken back: { $seat }'s last foul is not it.
console-taken-back = Taken back before it was sent.
console-undo = Undo the last record
console-refused-status = refused ({ $status })
console-error = The console met an error ({ $error }); the record waits and is sent again.
console-rec-day = The day begins
console-rec-night = The night begins
console-rec-nominate = { $by } nominates { $target }
console-rec-revote = Revote among { $seats }
console-rec-vote = Vote
console-rec-lift = Lift vote: { $seats } in favour
console-nobody = nobody
console-rec-shots = Shots
console-rec-don-check = The Don checks { $seat }
console-rec-sheriff-check = The Sheriff checks { $seat }
console-rec-will = { $seat }'s will
console-rec-foul = Foul: { $seat }
console-rec-removal = { $seat } is removed
console-rec-disqualification = { $seat } is disqualified
console-rec-declared-defeat = Declared defeat by { $seat }
console-rec-surrender = The mafia surrender
console-rec-end = The judge ends the game: { $side }
console-side-red = red
console-side-black = black
console-side-draw = draw
console-wins-red = red wins
console-wins-black = black wins
console-wins-draw = draw wins
console-step-day = the day begins (morning)
console-step-night = the night begins
console-step-shots = the shots: tap the target
console-step-don-check = the Don's check: tap the seat
console-step-sheriff-check = the Sheriff's check: tap the seat
console-step-will = the will
console-step-speeches = the speeches
console-step-vote = the vote
console-step-lift = the lift vote
console-step-end = the end of the game
console-step-finish = finish and score
console-step-revote = the revote
console-next-unknown = Next: known once the server has the records waiting.
console-next-choose = Next: choose a tool.
console-next = Next: { $step }
console-record-day = Record: the day begins
console-record-night = Record: the night begins
console-record-end = Record the end: { $wins }
console-decided = The table rules have decided: check the scores, then Finish and score.
console-spent = Recorded: change what is built to record again.
console-by-other = Someone else nominates
console-nominated-by = Nominated by { $seat }: now tap whom.
console-tap-nominator = Tap who nominates, then whom.
console-revote-tied = The revote repeated the tie: next is the vote to lift them together (the Lift tool).
console-vote-decided = Today's vote is decided: { $seat } left the table.
console-no-nominees = No nominees today: record nominations first.
console-hands = Vote: the hands for each candidate in turn; no hand counts for { $seat }.
console-hands-revote = Revote: the hands for each candidate in turn; no hand counts for { $seat }.
console-candidates = Candidates
console-record-vote = Record the vote
console-record-revote = Record the revote
console-empty-vote = No hands are recorded: every player's vote counts for { $seat }, the last candidate. Record this vote?
console-empty-revote = No hands are recorded: every player's vote counts for { $seat }, the last candidate. Record this revote?
console-tied-players = the tied players
console-lift-hands = Tap every hand raised to lift { $who } together: { $count } so far.
console-lift-hands-needed = Tap every hand raised to lift { $who } together ({ $needed } needed): { $count } so far.
console-record-lift = Record the lift vote
console-empty-lift = No hands are raised to lift { $who }: record that nobody is in favour?
console-tap-don = Tap the seat the Don checks.
console-tap-sheriff = Tap the seat the Sheriff checks.
console-tap-removal = Tap the seat to remove from the table.
console-choose-tool = Choose a tool, then tap seats. Fouls: the + on each seat.
console-tap-target = Tap the target every shooter aimed at, or set each shooter below.
console-shooters = Shooters one by one, a miss, a credit
console-shoots = { $seat } shoots
console-no-shot = no shot
console-miss = Responsible for a miss (optional)
console-credit = Credit for a first-night Sheriff kill (optional)
console-none = none
console-record-shots = Record the shots
console-empty-shots = No shot is recorded: the mafia did not shoot tonight. Record that?
console-no-will-now = Nobody may leave a will now.
console-whose-will = Whose will
console-will-of = Will of { $seat }
console-will-whose = { $seat }'s will:
console-will-kind = Kind of will
console-will-order = Ordered
console-will-colors = Colours
console-will-first-out = (First Out)
console-will-helm = Pass the helm
console-will-tap-order = tap the seats named, in order: { $seats }.
console-none-yet = none yet
console-will-tap-colors = tap a seat once for red, twice for black (at most three).
console-will-tap-helm = tap the seat the helm passes to.
console-record-will = Record the will
console-no-will = No will
console-refused = Refused: { $reason }
console-three-fouls = 3 fouls: the next one removes
console-use-vote = Use the Vote tool for the revote
console-use-lift = Use the Lift tool
console-record-will-of = Record { $seat }'s will
console-nominated = Nominated:
console-nobody-yet = nobody yet
console-speaking = Speaking: { $seat } · next: { $next }
console-speaking-last = Speaking: { $seat } · the last speech
console-all-spoken = Every player has spoken.
console-sending-one = Sending 1 record…
console-waiting-one = 1 record waiting to send
console-waiting = { $count } records waiting to send
console-offline = the connection is down: they are kept and sent when it is back
console-refused-one = 1 record refused: { $reason }
console-refused-many = { $count } records refused (see the list)
console-saved = Every record is saved.
console-item-refused = { $record }: refused: { $reason }
console-item-sending = { $record } (sending…)
console-item-waiting = { $record } (waiting to send)
console-dismiss = Dismiss
console-confirm-end = End the game: { $wins }?
console-confirm-finish = Finish the game and score it? The finish is final: nothing can be recorded or taken back after it.
console-finish = Finish and score
console-mark-speaking = speaking
console-mark-by = by
console-mark-candidate = cand.
console-mark-yes = yes
console-mark-shot = shot
console-mark-helm = helm
console-mark-red = red
console-mark-black = black

## The game's page (templates/pro/game.html): the judge's tools, the table, the scores.

pro-kind = Pro Mafia
pro-judge-of-record = judge of record
pro-uploaded-by = uploaded by { $name }
pro-judge = judge { $name }
pro-protocol-link = Protocol
pro-overlay-link = Stream overlay
pro-download = Download (omerta-pro/1)
pro-status = { $status ->
        [lobby] lobby
        [running] running
        [finished] finished
       *[other] { $status }
    }
pro-timer = Timer
pro-time-left = Time left
pro-timer-start = Start a { $seconds } second timer
pro-seconds = { $seconds } s
pro-pause = Pause
pro-resume = Resume
pro-reset = Reset
pro-next-speaker = Next speaker (60 s)
pro-next = Next
pro-next-speaker-more = speaker (60 s)
pro-your-card = Your card
pro-seat = Seat { $seat }
pro-partners = your partners:
pro-phase-day = Day { $n }
pro-phase-night = Night { $n }
pro-wins = { $side ->
        [red] red wins
        [black] black wins
        [draw] draw wins
       *[other] { $side } wins
    }
pro-told-left = { $name } (seat { $seat }) left the table: { $how }.
pro-told-decided = The game is decided: { $wins } ({ $reason }).
pro-not-finished = (not finished yet)
pro-prompt-revote = Tie between { $seats }: speeches (30 s), then the revote.
pro-prompt-lift = The revote repeated the tie: vote to lift { $seats } together ({ $needed } hands needed).
pro-prompt-will = { $seats } may leave a will.
pro-decided = The table rules have decided: { $wins } ({ $reason }). Check the scores below, then finish.
pro-table = Table
pro-seats = Seats
pro-seat-name = Seat { $seat }, { $name }
pro-role = { $role ->
        [civilian] civilian
        [sheriff] sheriff
        [mafia] mafia
        [don] don
       *[other] { $role }
    }
pro-out = out
pro-fouls-count = { $count } fouls
pro-foul-for = Foul for seat { $seat }
pro-foul-back = Take back seat { $seat }'s last foul
pro-scores = Scores
pro-scores-now = Scores if finished now
pro-col-seat = Seat
pro-col-player = Player
pro-col-role = Role
pro-col-total = Total
pro-col-awards = Awards and reasons
pro-no-awards = no awards
pro-checks = Checks
pro-check-line = Night { $night }: #{ $by } checked #{ $target }: { $answer }
pro-answer = { $answer ->
        [red] red
        [black] black
        [sheriff] sheriff
       *[other] { $answer }
    }
pro-answer-not-sheriff = not the sheriff
pro-protocol-so-far = Protocol so far
pro-records-count = ({ $count } records)
pro-nothing-yet = Nothing recorded yet. The game starts at night 0; record the first day to begin.
pro-record = Record
pro-phase = Phase
pro-day = Day
pro-night = Night
pro-tools = Tool: choose, then tap seats
pro-tool-nominate = Nominate
pro-tool-vote = Vote
pro-tool-lift = Lift
pro-tool-shots = Shoot
pro-tool-don = Don
pro-tool-sheriff = Sheriff
pro-tool-check = check
pro-tool-will = Will
pro-tool-removal = Remove
pro-hint-choose = Choose a tool, then tap seats.
pro-undo = Undo last record
pro-keys = Keys:
pro-key-seats = seats
pro-key-nominate = nominate
pro-key-vote = vote
pro-key-lift = lift
pro-key-shoot = shoot
pro-key-don = Don check
pro-key-sheriff = Sheriff check
pro-key-will = will
pro-key-remove = remove
pro-key-record = record
pro-key-undo = undo
pro-key-next = next speaker
pro-other-records = Other records (surrender, disqualification, declared defeat, end)
pro-disqualify = Disqualify
pro-declared-defeat = Declared defeat
pro-surrender-confirm = Record that the mafia surrender? The game ends.
pro-surrender = The mafia surrender
pro-winner = Winner
pro-end-game = End the game
pro-record-by-hand = Record an event by hand (protocol JSON)

## The protocol (templates/pro/protocol.html) and the records in words.

pro-back = Back to the game
pro-print = Print
pro-pdf = Download as PDF (A4)
pro-download-json = Download the record (omerta-pro/1 JSON)
pro-protocol-title = { $title }: protocol
pro-judge-of-record-line = Judge of record: { $name } ({ $source })
pro-uploaded-by-line = Uploaded by { $name }
pro-judge-line = Judge: { $name }
pro-status-line = Status: { $status }
pro-players = Players
pro-col-fouls = Fouls
pro-col-end = At the end
pro-at-table = at the table
pro-left = left
pro-events = Events
pro-votes = Votes
pro-col-candidate = Candidate
pro-col-votes = Votes
pro-col-voted-by = Voted by
pro-nobody = nobody
pro-none = none
pro-event-n = (event { $n })
pro-no-vote = No vote has been held.
pro-lifts = Lifts
pro-lift-line = To lift { $seats } together: { $votes } { $votes ->
        [one] hand
       *[other] hands
    } for ({ $yes }); { $needed } needed with { $table } at the table.
pro-not-scored = The game is not finished: the scores are given at the finish.
pro-signature = Judge's signature
pro-date = Date
pro-rec-day = The day begins.
pro-rec-night = The night begins.
pro-rec-nominate = { $by } nominates { $target }.
pro-rec-vote = Vote.
pro-rec-vote-among = Vote among { $seats }.
pro-rec-vote-tally = Vote (recorded ballots: { $tally }; the rest for the last candidate).
pro-rec-vote-among-tally = Vote among { $seats } (recorded ballots: { $tally }; the rest for the last candidate).
pro-rec-lift = Lift vote: in favour { $seats }.
pro-rec-shots = Shots: { $shots }.
pro-rec-miss = Miss on { $seats }.
pro-rec-credit = Credit: { $seat }.
pro-rec-don-check = The Don checks { $seat }.
pro-rec-sheriff-check = The Sheriff checks { $seat }.
pro-rec-will-colors = { $by }'s will (colours): { $list }.
pro-rec-will-order = { $by }'s will (order): { $seats }.
pro-rec-will-helm = { $by } passes the helm to { $seat }.
pro-rec-no-will = { $by } leaves no will.
pro-rec-foul = Foul: { $seat }.
pro-rec-removal = { $seat } is removed from the table.
pro-rec-disqualification = { $seat } is disqualified.
pro-rec-declared-defeat = Declared defeat by { $seat }.
pro-rec-surrender = The mafia surrender.
pro-rec-surrender-seats = The mafia surrender ({ $seats }).
pro-rec-end = The judge ends the game: { $side }.
pro-side = { $side ->
        [red] red
        [black] black
        [draw] draw
       *[other] { $side }
    }
pro-round-vote = Day { $day }, vote
pro-round-revote = Day { $day }, revote
pro-round-single = Day { $day }, a single candidate
pro-round-single-stays = { $seat } was the only candidate: on day { $day } a single candidate stays, and no vote is held.
pro-round-single-leaves = { $seat } was the only candidate and leaves the table without a vote.
pro-round-leaves = { $seat } leaves the table.
pro-round-tie = Tie between { $seats }.
pro-round-nobody = Nobody leaves.
pro-lift-title = Day { $day }, lift
pro-lift-passed = Passed: { $seats } leave the table.
pro-lift-failed = Not passed: nobody leaves.
pro-check-sheriff = The Sheriff ({ $by }) checks { $target }: { $answer }.
pro-check-don = The Don ({ $by }) checks { $target }: { $answer }.

## Standings (templates/standings.html, event_standings.html).

standings-title = Standings
standings-of = Standings: { $name }
standings-intro = Totals over the finished Pro Mafia games of a tournament or event, by player name as seated: exact points, as in each game's score report. A game recorded elsewhere (Polemica, MafiaRatings, an omerta file) counts too:
standings-upload-link = upload a finished game
standings-missing = No finished Pro Mafia game belongs to “{ $name }”.
standings-role-tables = Role tables
standings-caption-games = { $count ->
        [one] { $count } game
       *[other] { $count } games
    }, highest total first; equal totals:{ " " }
standings-then = , then
standings-caption-shared = ; a place is shared only when all of these are equal
tiebreak = { $name ->
        [extra] more points other than the outcome's
        [wins] more wins
        [special_wins] more wins as the Sheriff or the Don
        [head_to_head] more points in the games against the others tied
        [fewer_games] fewer games
       *[other] { $name }
    }
standings-games = Games
standings-wins = Wins
standings-extra = Extra
standings-extra-title = Points other than the outcome's
standings-avg = Avg.
standings-avg-title = Average per game
standings-download = Download:
standings-chart = Chart
standings-legend-pos = total (positive, right of 0)
standings-legend-neg = total (negative, left of 0)
standings-legend-games = points per game, stacked
standings-protocol = protocol
standings-result = { $side ->
        [draw] draw
       *[other] { $side } wins
    }
standings-none = No Pro Mafia game has finished yet. Standings appear here once a judge finishes a game; a game's event is named when it starts.
event-standings-intro-1 = Every finished game of
event-standings-the-event = the event
event-standings-intro-2 = , its tables' and the games uploaded into it, by player: a guest merged into an account counts as that account.
event-standings-data = Data:
event-standings-none = No game of this event has finished yet.

## Events (templates/events.html, event.html, event_player.html).

events-title = Events
events-intro = A Pro Mafia tournament: its organiser registers the players, draws who sits where in every round, assigns a judge to each table and creates each round's games with the players seated. The standings count every finished game of the event by player.
events-mine = Your events
events-your-seats = your tables and seats
events-player-n = (player { $n })
events-all = All events
events-rounds = { $count ->
        [one] { $count } round
       *[other] { $count } rounds
    }
events-tables = { $count ->
        [one] { $count } table
       *[other] { $count } tables
    }
events-drawn = drawn
events-open = registration open
events-standings = standings
events-none = No event yet.
events-new = New event
events-rounds-label = Rounds
events-tables-label = Tables of ten
events-tiebreak-label = Tie-breaks, in order
events-tiebreak-hint = Comma separated, from extra, wins, special_wins, head_to_head and fewer_games; empty: extra, wins, special_wins, head_to_head.
events-create = Create the event
events-sign-in-to = to organise an event.
event-organised-by = Organised by { $name }
event-rounds-tables = { $rounds } { $rounds ->
        [one] round
       *[other] rounds
    } on { $tables } { $tables ->
        [one] table
       *[other] tables
    } of ten
event-equal-totals = equal totals:
event-your-seats = Your tables and seats
event-guest = guest
event-a-guest = a guest
event-registered-as-guest = registered as the guest { $name }
event-nobody = Nobody is registered yet.
event-merge-guest = A guest who has an account now
event-merge-account = Their account
event-merge-placeholder = the account's name
event-merge = Merge the guest into the account
event-merge-hint = Their results, past and to come, count for the account.
event-register-account = Register an account
event-register-account-placeholder = their account's name
event-register = Register
event-register-guest = Register a guest
event-register-guest-placeholder = their name (no account)
event-register-the-guest = Register the guest
event-seed = Seed
event-seed-hint = (optional: the same seed draws the same schedule)
event-draw = Draw the schedule
event-draw-hint = Registration closes with the draw. { $tables } { $tables ->
        [one] table
       *[other] tables
    } need at least { $players } players; more sit out in turns.
event-schedule = Schedule
event-seed-n = (seed { $seed })
event-round = Round
event-round-n = Round { $n }
event-table-n = Table { $n }
event-every-round = Every round
event-judge = Judge
event-judge-line = Judge:
event-judge-placeholder = the judge's account
event-assign-judge = Assign the judge
event-create-round = Create round { $n }'s games
event-the-game = the game
event-not-assigned = not assigned
event-upload = Upload a game recorded elsewhere
event-recorded-in = Recorded in
event-file = The game's file
event-or-text = or its text
event-upload-into = Upload into { $name }
event-upload-hint = It counts in this event's standings, its players known by the names they are registered under.
event-player-of = Player { $n } of
event-game = Game
event-sits-out = sits out
event-round-table = Round { $round }, table { $table }
event-not-created = not created yet
event-not-drawn = The schedule is not drawn yet: tables and seats appear here once it is.

## The stream overlay and venue screen (overlay.js; the words a script fills: no plurals)
overlay-how-vote = voted out
overlay-how-lift = lifted
overlay-how-night-shot = shot at night
overlay-how-self-shot = shot by their own mafia
overlay-how-fourth-foul = fourth foul
overlay-how-tech-fouls = second technical foul
overlay-how-removal = removed
overlay-how-disqualification = disqualified
overlay-how-declared-defeat = declared defeat
overlay-how-surrender = the mafia's surrender
overlay-how-out = out
overlay-fouls = Fouls: {$count}
overlay-broadcast-begins = The broadcast begins {$seconds} s after the game
overlay-waiting-deal = Waiting for the deal
overlay-game-over = Game over
overlay-before-day = Before day 1
overlay-day = Day {$n}
overlay-night = Night {$n}
overlay-nominated = Nominated
overlay-lift-passed = Lift: {$votes} of {$needed} needed, passed
overlay-lift-failed = Lift: {$votes} of {$needed} needed, failed
overlay-vote = Vote
overlay-revote = Revote
overlay-seat-leaves = Seat {$seat} leaves
overlay-speeches-open = Speeches open with
overlay-speaking = Speaking
overlay-timer = Time left
overlay-paused = paused
overlay-left-table = Left the table
overlay-told = {$name} (seat {$seat}): {$how}
overlay-last-shots = Last shots
overlay-no-shots = none
overlay-checks = Checks
overlay-check = Night {$night}: {$by} checked {$target}: {$answer}
overlay-answer-red = red
overlay-answer-black = black
overlay-answer-sheriff = the sheriff
overlay-answer-not-sheriff = not the sheriff
overlay-role-civilian = civilian
overlay-role-sheriff = sheriff
overlay-role-mafia = mafia
overlay-role-don = don
overlay-delay = delay { $seconds } s
overlay-title = Overlay · game { $id }
overlay-venue-title = Venue screen · game { $id }
overlay-broadcast-title = Broadcast · game { $id }

## The judge's overlay links (broadcasts.html)
links-title = Stream overlay
links-back = Back to the game
links-public = Public overlay
links-public-about = What a spectator may know: seats, fouls, nominations, the vote as it is recorded, who left and how, who speaks and the speech timer. Add it to OBS as a browser source of the size given, or open the venue screen on a screen in the room.
links-venue = venue screen, large type
links-broadcast = Broadcast links
links-broadcast-about = A broadcast link shows everything the judge sees (roles, shots and checks), every event held back by the link's delay, for a stream shown with at least that delay. Whoever holds the link reads the game: give it to the stream's operator alone, and revoke it after the game.
links-made = The new link, with a delay of { $seconds } s. It is shown this once: copy it now.
links-delay-label = Delay in seconds (0 to { $max })
links-make = Make a broadcast link
links-link = Link
links-delay = Delay
links-when = Made
links-seconds = { $seconds } s
links-revoked = revoked
links-revoke = Revoke #{ $id }

## The judge's table setup (pro/start.html) and its script (pro-lobby.js: no plurals)
start-table = The table
start-hint = Tap an empty seat, type the name, Seat. To move a player, tap them, then the seat they go to. The cards: one per seat, or leave every seat on “random” for a random deal (you see it once the game starts).
start-seats = Seats
start-seat-label = Seat { $n }, { $name }
start-empty = empty
start-card-for = Card for seat { $n }
start-random = random
start-draw-confirm = Draw the seats at random? The players now seated are shuffled.
start-draw = Draw seats at random
start-event = Tournament or event (for the standings)
start-event-placeholder = Autumn Cup 2026
start-start = Start the game
start-continue-summary = Continue a game recorded elsewhere (an omerta-pro/1 file)
start-continue-hint = Seats the file's players in its seats, deals its cards and records its events; you go on recording from there. The table must be empty.
start-file = Protocol file
start-continue = Continue this game
lobby-js-seat-label = Seat {$seat}, {$name}
lobby-js-empty = empty
lobby-js-seats-left = Seats to fill before the start: {$n}.
lobby-js-full = The table is full
lobby-js-seat-at = Seat a player at seat {$seat}
lobby-js-moved = {$name} moved to seat {$seat}.
lobby-js-not-moved = Not moved: {$error}
lobby-js-chosen = {$name} (seat {$seat}) chosen: tap the seat they move to.
lobby-js-not-json = This file is not JSON: {$error}
lobby-js-not-protocol = This file is not an omerta-pro/1 protocol (its "format" is {$format}).
lobby-js-not-ten = A protocol has ten players; this one has {$count}.
lobby-js-no-events = This protocol has no events.
lobby-js-remove-first = Remove the players seated first: the file's players take the seats.
lobby-js-file = Players: {$players}, records: {$records}. The game goes on from its last record.
lobby-js-file-of = Players: {$players}, records: {$records}, of {$event}. The game goes on from its last record.
lobby-js-not-continued = The game could not be continued: {$error}

# Why the seating draw cannot seat a tournament (omerta_pro::seating::SizeError), for the
# CLI and the server alike (omerta_i18n::pro::size_error).
seating-size-no-table = a tournament needs at least one table
seating-size-no-round = a tournament needs at least one round
seating-size-too-many-players = { $players } players is more than omerta seats ({ $most } at most)
seating-size-too-many-rounds = { $rounds } rounds is more than omerta seats ({ $most } at most)
seating-size-too-few-players = { $tables } { $tables ->
        [one] table of ten needs
       *[other] tables of ten need
    } at least { $least } players, not { $players }
