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
