# Players' profiles, seasons, series and leaderboards (issue 31, item 4).

records-nav-seasons = Seasons
records-profile-intro = Every finished game this player played here, in every rule set, by account: a game in progress counts once it is over.
records-profile-link = Profile: every game, every rule set
records-profile-counts = { $pro ->
        [one] { $pro } Pro game
       *[other] { $pro } Pro games
    }, { $forum ->
        [one] { $forum } forum game
       *[other] { $forum } forum games
    }, { $m1923 ->
        [one] { $m1923 } Mafia 1923 game
       *[other] { $m1923 } Mafia 1923 games
    }.
records-pro-by-role = Pro Mafia by role
records-pro-caption = Average points per game; best move: the points of the First Out's First Color Will; fouls include technical fouls.
records-role = { $role ->
        [civilian] civilian
        [sheriff] sheriff
        [mafia] mafioso
        [don] don
       *[other] { $role }
    }
records-col-role = Role
records-col-games = Games
records-col-wins = Wins
records-col-average = Avg
records-col-average-title = Average points per game
records-col-best-move = Best move
records-col-best-move-title = Points of the best move (the First Out's First Color Will)
records-col-fouls = Fouls
records-col-first-out = First Out
records-col-first-out-title = Times the player was the First Out: the first to leave by vote, lift or night shot
records-all-roles = Every role
records-none-pro = No finished Pro Mafia game yet.
records-forum-by-faction = Forum Mafia by faction
records-col-faction = Faction
records-none-forum = No finished forum game yet.
records-1923-by-family = Mafia 1923 by family
records-col-family = Family
records-none-1923 = No finished Mafia 1923 game yet.
records-games = Games
records-ruleset = { $ruleset ->
        [pro] Pro Mafia
        [forum] forum Mafia
        [1923] Mafia 1923
       *[other] { $ruleset }
    }
records-won = won
records-lost = did not win
records-no-games = No finished game yet.
records-leaderboards-title = Leaderboards
records-leaderboards-intro = Every finished Pro Mafia game on this server. A season's page has the leaderboards of its events alone.
records-most-wins = { $role ->
        [civilian] Most wins as a civilian
        [sheriff] Most wins as the sheriff
        [mafia] Most wins as a mafioso
        [don] Most wins as the don
       *[other] Most wins as { $role }
    }
records-wins-of-games = { $wins ->
        [one] { $wins } win
       *[other] { $wins } wins
    } in { $games ->
        [one] { $games } game
       *[other] { $games } games
    }
records-board-empty = Nobody yet.
records-best-average = Best average points
records-best-average-hint = { $min ->
        [one] Players with at least { $min } game.
       *[other] Players with at least { $min } games.
    }
records-games-count = { $count ->
        [one] { $count } game
       *[other] { $count } games
    }
records-seasons-title = Seasons
records-seasons-intro = A season groups events, and ranks their players over all of them with the events' tie-breaks; a series groups seasons.
records-seasons-all = Every season
records-in-series = in the series
records-part-of-series = Part of the series
records-seasons-none = No season yet.
records-series-all = Every series
records-series-none = No series yet.
records-new-season = New season
records-who-creates = A site admin or an event's organiser creates seasons and series, and puts their own events in them.
records-name = Name
records-series-label = Series
records-no-series = No series
records-starts-on = First day (optional)
records-ends-on = Last day (optional)
records-create-season = Create the season
records-new-series = New series
records-create-series = Create the series
records-sign-in-to = to create a season or a series.
records-season-intro = The season's ranking: every finished game of its events, by player.
records-series-intro = The series' ranking: every finished game of the events of its seasons, each game counted once.
records-series-no-seasons = No season is in this series yet.
records-events = Events
records-remove-event = take out
records-no-events = No event is in it yet.
records-add-event = Add one of your events
records-add = Add
records-nothing-to-add = None of your events is left to add.
records-ranking = Ranking
records-ranking-none = No game of its events has finished yet.
