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

## The site's own pages (templates home, lobby, my_games, new_game, upload, ratings,
## settings, follows, follow, follow_fields): their headings, hints, forms and empty lists.

site-rulesets = Rule sets
# A rule set's sentence on the home page and its games' list; $ruleset: pro, forum, 1923.
ruleset-blurb = { $ruleset ->
        [pro] Sport Mafia at a table of ten: the judge records the game on a tablet and every seat is scored, every point explained.
        [forum] A game in a thread: bolded votes counted as they are posted, majority and lock, the host's enforcement flags and BBCode tallies.
       *[other] Families, fifteen roles, a strict night and day order, family courts and five days, played on this site.
    }
home-hero = Run Mafia the way your community plays it: at the table, in a thread, or on this site.
home-or-sign-in = or sign in
home-host-one = Host one
home-recent = Recent games
home-no-games = No games yet: host the first.
games-all = All
# The page's title for one rule set's games; $ruleset is its name (Pro Mafia).
games-of = { $ruleset } games
games-host = Host a game
games-open = Open for players
games-open-none = No game is waiting for players.
games-running = Running
games-running-none = No game is running.
games-over = Over
games-over-none = No game has ended yet.
mine-waiting = { $count ->
        [one] { $count } game waits for you.
       *[other] { $count } games wait for you.
    }
mine-waiting-none = No game waits for you now.
mine-game = Game
mine-you-are = You are
mine-status = Status
mine-waiting-for = Waiting for
mine-deadline = Deadline
# What the reader is in a game: $kind is host, player, played (was a player) or seated.
mine-as = { $kind ->
        [host] host
        [player] player
        [played] played
       *[other] seated
    }
mine-nothing = nothing
mine-prodded = The host reminded you
mine-no-deadline = none
mine-none = You host or play no game yet.
mine-find-one = Find one
mine-or = or
mine-host-one = host one
# What a game waits for from the reader (several: joined with commas).
mine-waits-vote = your vote
mine-waits-action = your action (if you use it)
mine-waits-mafia-kill = the Mafia's decision
mine-waits-close-phase = you to close the phase
mine-waits-start = you to seat the players and start
mine-waits-something = something
newgame-page-title = New game
newgame-ruleset = Rule set
newgame-title = Title
newgame-title-placeholder = Friday table 3
newgame-create = Create
newgame-hint = You host the game: you seat or admit the players, start it, and (for Pro Mafia) judge it.
upload-page-title = Upload a game
upload-title = Upload a finished game
upload-hint = A Pro Mafia game recorded elsewhere, finished, counts in its event's standings like a table recorded here. omerta checks it against the table rules and scores it; you become its judge.
# A game uploaded twice: "This game was uploaded already: <the first upload>. The same…"
upload-duplicate = This game was uploaded already:
upload-duplicate-first = the first upload
upload-duplicate-once = The same protocol is counted once.
upload-warnings = Uploaded. What the source held that omerta cannot:
upload-the-game = The game
upload-the-standings = The standings
upload-format = Recorded in
upload-event = Event
upload-event-placeholder = Winter Cup
upload-file = The game's file
upload-text = or its text
upload-send = Upload
ratings-hint = Every player's Elo rating over every finished Pro Mafia game, by account where an event knows the player and otherwise by name as seated: each game is, for each player, a match of their team's average rating against the other team's; everybody starts at { $start }, and a game moves a rating by at most { $k }.
ratings-chart = { $count ->
        [one] The rating after each of { $count } game.
       *[other] The rating after each of { $count } games.
    }
ratings-change = Change
ratings-rating = Rating
ratings-player = Player
ratings-last = Last
ratings-download = Download:
ratings-none = No finished Pro Mafia game yet.
settings-mail = Email
settings-mail-address = Your email address
settings-mail-empty = Leave it empty to receive no mail.
settings-mail-off = This server sends no mail yet: its operator has not set one up.
settings-mail-what = What to receive
settings-mail-public = Public news of my games: deaths, phases, the end
settings-mail-private = News for me alone: my role, my results, what the rules tell me
settings-mail-prods = The host's reminders to me to take part (prods)
settings-mail-reminders = A reminder before a phase closes while my vote or action is missing
settings-mail-dead = Dead players receive the public news only, as the rules say.
follows-title = Followed threads
follows-hint = A forum Mafia game played on another forum: omerta reads its thread on a schedule (or when you ask), keeps every vote with a link to its post, and posts the BBCode vote count to your webhook when it changes, at a lock and at a hammer.
# Followed by the guide's path (docs/forum/follow.md).
follows-guide = The host's guide is
follows-yours = Your threads
follows-posts = { $count ->
        [one] { $count } post
       *[other] { $count } posts
    }
follows-failed = last fetch failed
follows-none = You follow no thread yet.
follows-new = Follow a thread
follows-new-hint = Add the game and its players on the thread's page once it is followed.
follows-follow = Follow the thread
follow-fetching = Fetching
# Followed by the time, then ": N posts".
follow-last-fetched = Last fetched
follow-not-fetched = Not fetched yet.
# Followed by the time, then follow-then-every.
follow-next-fetch = Next fetch
follow-then-every = then every { $minutes } minutes.
follow-fetch-now = Fetch now
follow-count = Vote count
follow-delivered = Posted to the webhook.
follow-undelivered = Waiting to be posted to the webhook.
follow-no-webhook = No webhook: copy it into the thread.
# Then " since <time>", "; next try <time>" and ": " with the receiver's problem.
follow-webhook-parked = { $count ->
        [one] The webhook is parked after { $count } failed attempt
       *[other] The webhook is parked after { $count } failed attempts
    }
follow-webhook-since = since
follow-webhook-next-try = next try
follow-webhook = The webhook:
follow-no-count = No count yet.
follow-votes = Vote history
follow-when = When
follow-who = Who
follow-vote = Vote
follow-post = Post
follow-unvote = Unvote
follow-not-counted = not counted
follow-post-number = post { $number }
follow-no-votes = No vote read yet.
follow-document = The game (an omerta-forum/1 document without its posts: game, players, events)
# Followed by an example document, then follow-document-posts.
follow-document-example = For example
follow-document-posts = The posts are the thread's: omerta reads them.
follow-save = Save and fetch again
follow-stop = Stop following (the votes read are deleted)
follow-url = The thread's address
follow-site = Forum engine
follow-site-recognise = Recognise it from the page
follow-zone = Time zone of the pages' times (only for XenForo 1 boards that show none)
follow-every = Fetch every (minutes, at least 5)
follow-hook = Webhook URL (optional)
follow-secret-set = Webhook secret (one is set: left empty, it stays; a new one replaces it)
follow-signed = Deliveries are signed with the secret you gave.
follow-secret-remove = Remove the webhook secret (deliveries go unsigned)
follow-secret = Webhook secret (optional; left empty: none)
events-name-placeholder = Spring Open
ratings-chart-label = { $name } rating after each game
