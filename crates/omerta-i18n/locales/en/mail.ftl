## The mail a game sends (its news, its reminders), in the recipient's language. The news
## itself is the rule set's sentence.

mail-game-link = The game: { $url }
mail-settings-link = What you receive: { $url }
mail-settings-no-site = What you receive is chosen in your settings on the game's site.
mail-reminder = The phase closes in { $when } and the game is still waiting for { $waiting }.
mail-in-less-than-a-minute = less than a minute
mail-in-a-minute = a minute
mail-in-minutes = { $minutes } minutes
mail-in-hours = { $hours } hours
mail-waiting-vote = your vote
mail-waiting-action = your action
mail-waiting-mafia-kill = the Mafia's kill
mail-waiting-close-phase = you to close the phase
mail-and = and

## The news every rule set's game shares (the lobby's events), as `Hosted::notice` words
## them in English.
mail-news-started = { $count ->
        [one] The game has started with { $count } player.
       *[other] The game has started with { $count } players.
    }
mail-news-replaced = { $name } replaces the player in slot { $slot }.
mail-news-abandoned = The host stopped the game.
mail-news-prodded = The host reminds you to take part in the game: { $reason }
mail-news-prodded-until = The host reminds you to take part in the game: { $reason }. Post by { $until }.
mail-news-extended = The host gave the phase more time: it now closes at { $until } ({ $reason }).
mail-news-reopened = The host reopened { $phase }, rewound to its start, until { $until } ({ $reason }).
mail-news-taken-back = Taken back: { $list }
mail-news-pro-seated = The table is seated: { $names }.
mail-news-pro-finished = The game is over: { $wins } ({ $reason }).
