# The paper protocol (issue 31, item 3): a Pro table as the A4 form clubs fill in by hand,
# and the example games (item 5).

paper-link = Paper form (A4)
paper-back = Back to the protocol
paper-pdf = Download the form as a PDF (A4)
paper-title = { $title }: protocol form
paper-outcome = Outcome
paper-outcome-open = the game is not finished
paper-seats = Seats and roles
paper-col-seat = No.
paper-col-player = Player
paper-col-role = Role
paper-col-fouls = Fouls
paper-col-left = Left the table
paper-col-points = Points
paper-col-reasons = Reasons
paper-fouls-of = { $n } of 4 fouls
paper-days = Nominations and votes
paper-col-day = Day
paper-col-nominations = Nominated (who → whom)
paper-col-votes = Votes per candidate
paper-col-result = Result
paper-no-day = No day has been played yet.
paper-vote = Vote
paper-revote = Revote
paper-votes-for = { $seat } — { $votes } ({ $voters })
paper-lift = Lift of { $seats }: { $votes } for, { $needed } needed ({ $result })
paper-lift-passed = passed
paper-lift-failed = not passed
paper-nights = Nights
paper-col-night = Night
paper-col-shots = Shots (who → whom)
paper-col-killed = Killed
paper-col-sheriff = Sheriff's check
paper-col-don = Don's check
paper-no-night = No night shot or check is recorded here yet.
paper-no-shot = no shot
paper-miss-by = miss by { $seats }
paper-best-move = Best move (the First Out's guess)
paper-no-best-move = No best move is recorded here.
paper-wills = Wills
paper-when-day = D{ $n }
paper-when-night = N{ $n }
paper-left-when = { $how } ({ $when })

# The example games (`omerta serve --demo`).
paper-example = Example
paper-example-notice = This is an example game, loaded by omerta serve --demo to show what a game looks like here.
paper-demo-hint = To look around first, start the server with omerta serve --demo: it loads an example game of each rule set, which an administrator removes in one step.
paper-demo-loaded = { $count ->
        [one] One example game is loaded.
       *[other] { $count } example games are loaded.
    }
paper-demo-remove = Remove the example games
paper-demo-removed = { $games ->
        [one] Removed one example game
       *[other] Removed { $games } example games
    } and { $accounts ->
        [one] one example account.
       *[other] { $accounts } example accounts.
    }
