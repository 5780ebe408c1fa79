# Anonymous games: players play under aliases, the accounts are revealed at the end (issue 32, item 7).

anonymous-notice = An anonymous game: every player plays under an alias, and which account plays which alias is revealed when the game is over.
anonymous-your-alias = Your alias in this game
anonymous-alias-hint = 2 to 32 letters, digits, spaces, '_', '-' or '.': never an account's name, nor one too like it.
anonymous-you = (you)
anonymous-you-play = You play as { $alias }, with your account { $account }: nobody but the host knows it until the game is over.
anonymous-make = Make the game anonymous
anonymous-make-hint = Players then join under aliases. You see their accounts; everybody else sees them when the game is over. Only before anybody joins.
anonymous-account = account { $account }
anonymous-revealed = Who played whom
anonymous-replace-keeps = In an anonymous game the newcomer plays under the slot's alias: the readers are not told who left.
