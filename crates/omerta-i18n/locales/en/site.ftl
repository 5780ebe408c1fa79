## The layout every page shares.

site-skip = Skip to content
site-nav-label = Site
site-nav-games = Games
site-nav-my-games = My games
site-nav-threads = Threads
site-nav-settings = Settings
site-nav-events = Events
site-nav-standings = Standings
site-nav-ratings = Ratings
site-admin = (admin)
site-sign-out = Sign out
site-sign-in = Sign in
site-sign-up = Sign up
site-footer = omerta: Pro Mafia, Forum Mafia and Mafia 1923.
site-footer-api = API
site-lang-label = Language
site-lang-switch = Change the language

## Signing in and up.

account-name = Name
account-password = Password
account-rules = A name is 2 to 32 letters, digits, spaces, _ - or . ; a password at least 8 characters and not easy to guess: a few uncommon words make a good one.
account-create = Create account
account-have-one = Have an account?
account-new-here = New here?

## Settings.

settings-title = Settings
settings-saved = Saved.
settings-lang-heading = Language
settings-lang-browser = As my browser asks
settings-lang-help = The pages and the mail you receive are written in this language.
settings-save = Save
settings-lang-save = Save the language

## An error as a page.

error-not-found = Not found
error-not-allowed = Not allowed
error-sign-in-first = Sign in first
error-something-wrong = Something is wrong
error-home = Home

## The layout's script (assets/omerta.js), given in one JSON block: no plural variants.

site-js-your-time = (your time: { $time })
site-js-your-time-zone = (your time: { $time }, { $zone })

## A game's lobby (game_lobby.html), every rule set
lobby-table-of = a table of
lobby-hosted-by = hosted by
lobby-abandoned = The host stopped this game before it began.
lobby-players = Players
lobby-seated-by-host = (seated by the host)
lobby-remove = remove
lobby-remove-label = Remove { $name }
lobby-nobody = Nobody yet.
lobby-sign-in = Sign in
lobby-to-join = to join this game.
lobby-leave = Leave the game
lobby-your-name = Your name in this game
lobby-join = Join
lobby-host = Host
lobby-seat-by-name = Seat a player by name
lobby-name-placeholder = Name
lobby-seat = Seat
lobby-cancel-confirm = Cancel this game? Everybody who joined is told it was stopped, and it cannot be started again.
lobby-cancel = Cancel the game

## The forum game's flips and role list (forum/start.html, forum/game.html)
forum-reveal-legend = Flips and the role list
forum-reveal-label = When a player dies, the thread shows
forum-reveal-role = Their whole role (faction and role)
forum-reveal-alignment = Their alignment only (town, mafia, …)
forum-reveal-none = Nothing until the game ends
forum-role-list-label = The role list
forum-role-list-closed = Closed: players know how many play, not which roles exist
forum-role-list-open = Open: every role dealt is listed, never who holds it
forum-reveal-hint = Whatever you choose, every role is shown to everybody when the game ends.
forum-flip-alignment = { $faction } (role not revealed)
forum-flip-hidden = role not revealed
forum-reveal-rule-alignment = Deaths show the alignment only; every role is shown at the end.
forum-reveal-rule-none = Deaths show no role; every role is shown at the end.
forum-role-list-heading = Roles in this game
forum-pms-legend = Role PMs and results PMs
forum-pm-role-label = Role PM for every role (optional)
forum-pm-results-label = Results PM after a night (optional)
forum-pm-hint = Blanks: {"{"}name{"}"}, {"{"}faction{"}"}, {"{"}role{"}"}, {"{"}identity{"}"}, {"{"}abilities{"}"}, {"{"}team{"}"}, {"{"}goal{"}"} in a role PM; {"{"}name{"}"}, {"{"}night{"}"}, {"{"}results{"}"} in a results PM. Write {"{{"} for a brace. Left empty, each player is sent the built-in PM; a role's own PM can be given in the setup's JSON (roles[].pm, roles[].results_pm).
forum-pms-heading = Your PMs
forum-pm-role = Role PM
forum-pm-results = Night { $night } results
forum-pms-sent = PMs sent ({ $count })
forum-pm-to = To { $name }

## A game's status badge, every rule set (templates/macros.html `status_badge`).
site-status = { $status ->
        [lobby] lobby
        [running] running
        [finished] finished
        [abandoned] abandoned
       *[other] { $status }
    }

## Stepping through a finished game (templates/macros.html `steps_nav`).
steps-title = Step through the game
steps-as-it-stood = As it stood at { $moment } (event { $at } of { $of }). Everything is revealed: roles, actions, private messages.
steps-the-start = the start
steps-over = The game is over: everything is revealed (roles, actions, private messages). Step through it phase by phase:
steps-previous = ← Previous phase
steps-next = Next phase →
steps-end = The end

## The host's moderation of a running game, every rule set (templates/macros.html
## `moderation_forms`, `account_picker`).
moderation-summary = Moderation: more time, a prod
moderation-summary-reopen = Moderation: more time, a prod, reopen
moderation-extend-title = Give the phase more time
moderation-extend-minutes = Minutes past the deadline
moderation-why-public = Why (everybody is told)
moderation-extend-placeholder = a holiday in the middle of the day
moderation-extend = Extend
moderation-prod-title = Prod an inactive player
moderation-prod-player = Player
moderation-choose-player = Choose a player
moderation-prod-reason = What to tell them (they alone are told)
moderation-prod-placeholder = we have not heard from you today
moderation-prod = Prod
moderation-reopen = Reopen { $phase }
moderation-reopen-confirm = Reopen { $phase }? It takes back everything listed under the form; this cannot be undone.
moderation-reopen-hint = The game goes back to the start of { $phase }, as it was then; everything before it stays as every reader read it, and the events since stay in the record.
moderation-takes-back = It takes back:
moderation-keeps = It keeps:
moderation-reopen-minutes = Open for (minutes)
moderation-reopen-placeholder = the phase was closed by mistake
picker-account = Newcomer's account
picker-account-hint = Type the name of their account: matching accounts are suggested. The newcomer signs up first; the slot's role, messages and mail are then theirs.
