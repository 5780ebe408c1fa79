# Refusals (issue 30): what a refused request answers, in the JSON API's `message` and on the
# pages. English is word for word the refusal's own `message` (the tests hold them together).

## The lobby of every game (omerta-live's refusals.rs)

refusal-not-started = the game has not started
refusal-game-over = the game is over
refusal-not-in-game = only the host and the game's players act in it
refusal-host-only = only the host may { $what }
refusal-doing-anonymize = make the game anonymous
refusal-doing-seat = seat players
refusal-doing-unseat = unseat players
refusal-doing-move = move players
refusal-doing-shuffle = shuffle the seats
refusal-doing-start = start the game
refusal-doing-replace = replace players
refusal-doing-request-replacement = ask for a replacement
refusal-doing-cancel-replacement = take back a request for a replacement
refusal-doing-accept-offer = accept an offer
refusal-doing-extend = extend a phase
refusal-doing-prod = prod a player
refusal-doing-reopen = reopen a phase
refusal-doing-abandon = abandon the game
refusal-already-started = the game has already started
refusal-sign-in-to-join = sign in to join a game
refusal-host-does-not-play = the host does not play in their own game
refusal-already-joined = you have already joined this game
refusal-not-joined = you have not joined this game
refusal-account-seated = that account already has a seat
refusal-no-entrant-empty = there is no entrant at position { $index }: the lobby is empty
refusal-no-entrant-one = there is no entrant at position { $index }: the lobby has one entrant, at position 0
refusal-no-entrant-many = there is no entrant at position { $index }: the lobby's positions are 0 to { $last }
refusal-lobby-full = the lobby is full
refusal-table-full = the table is full: a { $ruleset } table seats { $seats } players
refusal-no-slot = there is no slot { $slot }
refusal-sign-in-to-offer = sign in to offer to replace a player
refusal-already-offered = you have already offered to take over this slot: the host picks an offer
refusal-prod-not-running = only a running game's players can be prodded
refusal-player-name-alike = { $name } is too like { $other } to tell apart: every player of a game has a name of their own
refusal-already-anonymous = the game is already anonymous
refusal-anonymous-too-late = a game is made anonymous before any account joins it: the names already in the lobby were read under their accounts
refusal-replacement-asked = a replacement for { $name } is already asked for
refusal-offers-full = this slot already has { $most } offers: the host picks one of them
refusal-no-offer = account { $account } has not offered to take over { $name }
refusal-nothing-to-extend = only a running game's open phase with a deadline can be extended
refusal-extension-range = an extension is 1 to { $most } minutes (a week)
refusal-reopen-unplayed = only a game that was played can be reopened
refusal-no-earlier-phase = there is no earlier phase to reopen: a game's first phase, or a rule set without phases, cannot be
refusal-reopen-range = a reopened phase runs 1 to { $most } minutes (a week)
refusal-replace-not-running = only a running game has players to replace
refusal-account-has-slot = that account already has a slot
refusal-replacement-not-running = only a running game's players can have a replacement
refusal-dead-slot = { $name } is dead: a dead player's slot is not taken over
refusal-nobody-asked = nobody is asked to take over { $name }: the host has not asked for a replacement
refusal-host-takes-over = the host does not take over a slot of their own game
refusal-player-takes-over = you play in this game already: only an account outside the game takes over a slot
refusal-moderation-blank = a moderation needs a reason, in visible characters: the players are told it

## Names and reasons (omerta-live's names.rs): what a rule is said of, and why a name is unfit

refusal-what-player = a player's name
refusal-what-account = an account's name
refusal-what-alias = an alias
refusal-what-title = a title
refusal-what-event = an event's name
refusal-what-setup = a setup's name
refusal-what-reason = a reason
refusal-what-text = a text
refusal-unfit-length = { $what } is { $least } to { $most } characters long
refusal-unfit-invisible = { $what } has no invisible or control characters ({ $char } is one)
refusal-unfit-reordering = { $what } has no character that changes the direction of the text around it ({ $char } is one)
refusal-unfit-character = { $what } is made of letters, digits, spaces, '_', '-' and '.' ({ $char } is none of them)
refusal-unfit-alike = { $name } is too like { $other } to tell apart
refusal-unfit-blank = { $what } needs a visible character

## The server's own (omerta-service)

refusal-sign-in-first = sign in first
refusal-csrf = this request needs the session's CSRF token in the X-CSRF-Token header
refusal-no-game = there is no game { $id }
refusal-no-page = there is no page { $path }
refusal-store-unavailable = the server's database is not answering; nothing was changed, try again in a few seconds
refusal-internal = something went wrong on the server; the request was not applied
refusal-one-at-a-time = another night or phase of yours is being resolved in another game; nothing was changed, send this again when it is done
refusal-post-too-long = a post is at most { $max } characters; this one has { $chars }
refusal-too-many-posts = at most { $most } posts a minute in one game; wait { $seconds } s
refusal-too-many-games = you have created { $created } games in the last hour; try again in { $minutes } minutes

## Accounts: signing up and in

refusal-name-taken = the name { $name } is taken, or too like another account's to tell apart
refusal-alias-is-an-account = an alias is never an account's name: { $name } is one, or too like one to tell apart
refusal-password-length = a password is 8 to 1024 characters
refusal-password-weak = this password is too easy to guess ({ $score } of 4, at least { $least } needed). { $advice }
refusal-too-many-accounts = too many new accounts from your address; try again in { $minutes } minutes
refusal-too-many-sign-ins = too many failed sign-ins; try again in { $seconds } s
refusal-banned = this account is banned by the site's admins: { $reason }
refusal-bad-credentials = wrong name or password
