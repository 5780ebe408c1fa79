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

## The command line's other sentences (standard error, and `omerta pro seating`'s table).
cli-json-one-file = omerta: --json scores one file; for a folder the summary is printed
cli-files-not-scored = { $failed } of { $files } files could not be scored:
cli-runtime = cannot start the runtime: { $error }
cli-no-format = omerta: there is no format { $name }; the formats are { $formats }.
cli-forum-note = note: post { $post } (rule { $rule }): { $note }
cli-forum-flags = { $file }: { $count } { $count ->
        [one] flag
       *[other] flags
    } for the host
cli-not-a-forum-engine = "{ $text }" is not a forum engine omerta reads: xenforo, phpbb, vbulletin or discourse
cli-posts-written = { $path }: { $posts } { $posts ->
        [one] post
       *[other] posts
    } from { $pages } { $pages ->
        [one] page
       *[other] pages
    }
cli-http-client = cannot start the HTTP client: { $error }
cli-fetch-max-pages = omerta: stopped after { $pages } { $pages ->
        [one] page
       *[other] pages
    } (--max-pages); the thread goes on at { $next }
cli-fetch-max-pages-posts = omerta: stopped after { $pages } { $pages ->
        [one] page
       *[other] pages
    } (--max-pages); { $left } { $left ->
        [one] post of the topic was
       *[other] posts of the topic were
    } not fetched
cli-fetch-resume = omerta: { $pages ->
        [one] the page before it is
       *[other] the { $pages } pages before it are
    } kept; to go on from there: omerta forum fetch { $url } --into { $document }
cli-fetch-resume-printed = omerta: { $pages ->
        [one] the page before it is
       *[other] the { $pages } pages before it are
    } kept; to go on from there (save the document printed as FILE): omerta forum fetch { $url } --into FILE
cli-cannot-seat = omerta: cannot seat this tournament: { $why }
cli-seating-round = Round { $round }
cli-seating-seat = seat
cli-seating-table = table { $table }
cli-seating-sitting-out = sitting out: { $players }
cli-seating-spread = Any two players share between { $low } and { $high } games.
