## The command line's text output (omerta pro score, omerta pro check). JSON output is the
## same in every language.

cli-winner = Winner: { $winner } ({ $how })
cli-side = { $side ->
        [red] red
        [black] black
        [draw] draw
       *[other] { $side }
    }
cli-role = { $role ->
        [civilian] civilian
        [sheriff] sheriff
        [mafia] mafia
        [don] don
       *[other] { $role }
    }
cli-col-seat = seat
cli-col-name = name
cli-col-role = role
cli-col-total = total
cli-valid = { $file }: valid;
cli-check-summary = { $events } { $events ->
        [one] event
       *[other] events
    }, { $departures } { $departures ->
        [one] departure
       *[other] departures
    }; { $outcome }
cli-outcome = { $winner } wins ({ $how })
cli-in-progress = game in progress ({ $phase })
cli-warning = Warning: { $warning }.
cli-departures = Departures:
cli-departure = { $phase }, { $how } (events[{ $event }])
cli-phase-day = day { $n }
cli-phase-night = night { $n }
cli-leave = { $how ->
        [vote] vote
        [lift] lift
        [night_shot] night shot
        [self_shot] self-shot
        [fourth_foul] fourth foul
        [second_technical_foul] second technical foul
        [removal] removal
        [disqualification] disqualification
        [declared_defeat] declared defeat
        [surrender] surrender
       *[other] { $how }
    }
cli-city = The city:
cli-city-start = from the start: { $city }
cli-city-change = { $phase } (events[{ $event }]): { $before } → { $after }
cli-city-state = { $city ->
        [margin] margin for error
        [critical] critical state
        [red] red win
       *[black] black win
    }
cli-games-scored = games scored: { $scored } of { $files }
cli-results = { $side ->
        [red] red wins
        [black] black wins
       *[draw] draws
    }
cli-mean-per-role = mean total per role:

## Standard error's own sentences (the OS's error text stays as it is).
cli-cannot-read = omerta: cannot read { $path }: { $error }
cli-cannot-write = omerta: cannot write { $path }: { $error }
cli-cannot-write-output = omerta: cannot write the output: { $error }
cli-error = error: { $error }
cli-warning-at = warning: { $path }: { $warning }
cli-problems-found = { $file }: { $count } { $count ->
        [one] problem
       *[other] problems
    } found:
cli-more-not-listed = and { $count } more, not listed
