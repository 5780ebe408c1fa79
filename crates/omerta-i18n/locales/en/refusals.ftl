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
refusal-message-blank = a message needs some text

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

## The live forum game (forum/refusals.rs in omerta-live)

refusal-forum-post-blank = a post needs a body
refusal-forum-post-too-long = a post is at most { $most } characters
refusal-forum-dead-post = rule 5: dead people make no posts in the game thread
refusal-forum-dead-edit = rule 5: dead people make no posts
refusal-forum-timer-post = the timer does not post
refusal-forum-no-post = there is no post { $post }
refusal-forum-not-author = only a post's author may edit it
refusal-forum-edit-unchanged = the edit changes nothing
refusal-forum-deadline-not-come = the phase's deadline has not come yet
refusal-forum-host-ends-phase = only the host ends a phase
refusal-forum-no-phase = no phase is running
refusal-forum-timer-write = the timer does not write
refusal-forum-no-channel = there is no channel { $channel } in this game; its channels: { $channels }
refusal-forum-dead-channel = rule 5: dead people make no posts; the dead write in the dead thread only
refusal-forum-dead-thread-living = rule 5: the dead thread is the dead players'; the living neither read nor write in it
refusal-forum-no-channel-of-yours = you write in no channel named { $channel }: you have no channel while you live
refusal-forum-not-your-channel = you write in no channel named { $channel }; yours: { $yours }
refusal-forum-message-too-long = a message is at most { $most } characters, as a post; this one has { $chars }
refusal-forum-host-modkills = only the host modkills
refusal-forum-already-dead = { $name } is already dead
refusal-forum-host-rules = only the host rules on flags
refusal-forum-ruling-blank = a ruling needs a reason, in visible characters: it is shown with the tally and the flag
refusal-forum-no-vote-in-post = post { $post } has no vote for { $vote }
refusal-forum-vote-counts = the vote for { $vote } already counts for { $name }: there is nothing to rule
refusal-forum-rule-either = rule on a vote either by counting it as a player's or by dismissing it
refusal-forum-no-flag = post { $post } has no rule { $rule } flag to dismiss
refusal-forum-ruling-shape = a ruling is on a vote (count it as a player's, or dismiss it) or dismisses a flag under its rule
refusal-forum-night-unresolved = the night cannot be resolved: { $why }
refusal-forum-night-refused = { $why }
refusal-forum-host-does-not-act = the host does not act at night
refusal-forum-timer-does-not-act = the timer does not act at night
refusal-forum-not-night = night actions are sent at night
refusal-forum-dead-do-not-act = dead players do not act
refusal-forum-not-an-ability = { $ability } is not an ability
refusal-forum-no-such-ability = your role has no { $ability } ability
refusal-forum-too-many-targets = an action takes at most two targets
refusal-forum-not-a-player = { $name } is not a player
refusal-forum-target-dead = { $name } is dead
refusal-forum-nothing-to-withdraw = there is no such action to withdraw
refusal-forum-arity = { $ability } takes { $targets } target(s)
refusal-forum-faction-named-dead = the faction "dead" would share its channel's name with the dead thread; name it otherwise
refusal-forum-channel-named-as-faction = the channel "{ $channel }" has the name of the faction { $channel }'s own channel; name it otherwise
refusal-forum-channel-too-small = the channel "{ $channel }" has { $members } member after the deal: a channel is for at least 2 players (roles[].channels)
refusal-forum-over-before-start = with this deal the game is over before it starts ({ $winner } wins)
refusal-forum-name-unvotable = the name { $name } cannot be voted in the thread: a bold vote for it ({ $vote }) does not read back as the name, since brackets are BBCode there; choose a name without [ ]

## Setups (setups.rs in omerta-service)

refusal-setup-not-found = There is no setup { $id } you may read.
refusal-setup-owner-only = Only its owner may change or delete a setup; save a copy of your own instead.
refusal-setup-no-game = There is no game { $id }.
refusal-setup-too-many = An account keeps at most { $most } setups; delete one first.
refusal-setup-not-forum = Only a forum game has a setup to save or rehost.
refusal-setup-secret = A game's setup tells every role: only its host reads it before the game is over.
refusal-setup-not-started = This game has not started: it has no setup yet.
refusal-setup-not-finished = Only a finished forum game can be rehosted.
refusal-setup-rehost-members = Only the host or a player of a game may rehost it.
refusal-setup-taken = You have a setup named { $name } already.

## Malformed requests the HTTP layer refuses (error.rs in omerta-service, `ApiError::rejected`)

refusal-rejected-json-data = Failed to deserialize the JSON body into the target type: { $detail }
refusal-rejected-json-syntax = Failed to parse the request body as JSON: { $detail }
refusal-rejected-json-type = Expected request with `Content-Type: application/json`
refusal-rejected-body = Failed to buffer the request body: { $detail }
refusal-rejected-query = Failed to deserialize query string: { $detail }
refusal-rejected-path = Invalid URL: { $detail }
refusal-rejected-method = Method Not Allowed

## Mafia 1923 (mafia1923/refusals.rs in omerta-live). `$phase` is night or day, `$n` its
## number; `$role` a role's name (area m1923).

refusal-m1923-chat-too-long = a message is at most { $most } characters; this one has { $chars }
refusal-m1923-own-channels = a player writes in their own channels only ("with" is for the host)
refusal-m1923-timers-write = the timers do not write
refusal-m1923-mafia-channel-one = the Mafia's channel is one for all the Mafia Members
refusal-m1923-mafia-channel-members = only the Mafia Members write in the Mafia's channel
refusal-m1923-host-names-whom = the host names the player they answer ("with": a slot)
refusal-m1923-for-themself = a player submits for themself only
refusal-m1923-host-names-for = the host names the player they submit for ("by": a slot)
refusal-m1923-timers-close = the timers only close phases
refusal-m1923-not-open-yet = { $phase ->
        [night] Night
       *[day] Day
    } { $n } opens at { $at }: submissions are taken from then
refusal-m1923-closed = { $phase ->
        [night] Night
       *[day] Day
    } { $n } closed at { $at }: the moderators are closing it
refusal-m1923-not-your-role = you do not hold the role { $role } (M24)
refusal-m1923-kill-by-command = the Mafia's kill is sent with the "mafia_kill" command
refusal-m1923-not-a-mafia-member = you are not a Mafia Member (M24)
refusal-m1923-not-a-role = { $asked } is not a role of Mafia 1923
refusal-m1923-member-acts-by-kill = a Mafia Member without a second role acts only through the Mafia's kill ("mafia_kill")
refusal-m1923-townsperson = a Townsperson has no action to submit
refusal-m1923-passive = { $role } is passive: it works by itself, there is nothing to submit
refusal-m1923-acts-another-time = { $role } acts { $when ->
        [night] at night
       *[day] by day
    }; it is { $phase ->
        [night] night
       *[day] day
    } { $n } now: the action would not take place (M24)
refusal-m1923-target-count = { $role } names { $least } player(s), not { $given }
refusal-m1923-target-range = { $role } names { $least } to { $most } player(s), not { $given }
refusal-m1923-names-a-family = { $role } names a family
refusal-m1923-names-no-family = { $role } names no family
refusal-m1923-family-or-player = a { $role } names a family, a player or both
refusal-m1923-target-dead = { $name } is dead: dead players cannot be targeted (M24)
refusal-m1923-ignored = { $name }'s action would be ignored: { $why }
refusal-m1923-already-acted = { $name } has already submitted a { $role } action this { $when ->
        [night] night
       *[day] day
    } (M22)
refusal-m1923-votes-by-day = votes are cast by day; it is { $phase ->
        [night] night
       *[day] day
    } { $n } now
refusal-m1923-injured-today = { $name } is injured today and cannot vote (M64)
refusal-m1923-already-voted = { $name } has already voted today: a later ballot would be ignored (M71)
refusal-m1923-ballot-shape = a ballot names a family (family vote) and a player (individual vote)
refusal-m1923-members-decide = only a Mafia Member sends the Mafia's decision
refusal-m1923-kills-at-night = the Mafia kills at night; it is { $phase ->
        [night] night
       *[day] day
    } { $n } now
refusal-m1923-injured-tonight = { $name } is injured tonight and takes no part in the Mafia's kill (M31)
refusal-m1923-no-civilian = the Mafia has no Civilian to kill tonight
refusal-m1923-kill-count = tonight the Mafia must attempt to kill { $required } Civilian(s), not { $given } (M28, M29)
refusal-m1923-named-twice = { $name } is named twice (M29)
refusal-m1923-kill-a-member = { $name } is a Mafia Member: the Mafia kills Civilians (M29)
refusal-m1923-kill-the-dead = { $name } is dead (M29)
refusal-m1923-no-family = there is no family { $family } in this game
refusal-m1923-no-player = there is no player in slot { $slot }
refusal-m1923-not-in-play = { $name } is no longer in play (dead or exiled): no more actions or votes (M66, M70)
refusal-m1923-time-not-up = the phase's time is not up yet
refusal-m1923-no-timers = this game has no timers
refusal-m1923-who-closes = only the host or the timer closes a phase
refusal-m1923-host-exiles = only the host exiles players (M67)
refusal-m1923-players-per-slot = setup.players has { $entries } entries for { $slots } slots: one per slot, in slot order
refusal-m1923-given-deal-lists = a given deal lists every slot's family and role in setup.players (M11)
refusal-m1923-schedule-or-lengths = a game's phases follow either a schedule or lengths (night_ms, day_ms), not both
refusal-m1923-length-above-zero = { $field } is a phase's length in ms, above 0
refusal-m1923-spectator-in-slot = setup.players[{ $index }]: spectators need no slot; they watch the game as it is
refusal-m1923-schedule-unusable = the schedule cannot be used: { $why }
refusal-m1923-cannot-be-dealt = the setup cannot be dealt: { $problems }

## The lobby's prods and records (refusals.rs in omerta-live)

refusal-prod-too-soon = { $name } was prodded { $ago ->
        [0] less than a minute ago
        [1] a minute ago
       *[other] { $ago } minutes ago
    }: a player is prodded at most once every { $every ->
        [1] a minute
       *[other] { $every } minutes
    }; try again in { $wait ->
        [1] a minute
       *[other] { $wait } minutes
    }
refusal-prod-deadline-range = a prod's deadline is 1 to { $most } hours (a week) from now
refusal-no-record-yet = the game has not started: there is no record yet
refusal-no-record = a { $ruleset } game has no record to download
refusal-record-secret = the record holds every card and every night's secrets: it is the judge's until the game is finished

## Seasons and series (records.rs in omerta-service)

refusal-records-no-player = there is no player named { $name }
refusal-records-not-organiser = only a site admin or an event's organiser creates seasons and series
refusal-records-not-a-date = the { $which ->
        [first] first day
       *[last] last day
    } is a date written as 2026-09-01, not { $text }
refusal-records-ends-before-start = the season cannot end ({ $ends }) before it starts ({ $starts })
refusal-records-no-series = there is no series { $id }
refusal-records-series-organiser = only the series' organiser adds seasons to it
refusal-records-no-season = there is no season { $id }
refusal-records-season-organiser = only the season's organiser changes its events
refusal-records-no-event = there is no event { $id }
refusal-records-event-organiser = only an event's organiser puts it in a season

## Follows of forum threads (follows.rs in omerta-service)

refusal-follow-title-length = a follow's title is 1 to { $most } characters long
refusal-follow-title-control = a follow's title may not contain control characters (such as a line break)
refusal-follow-url-length = a thread address is at most { $most } characters long
refusal-follow-unknown-engine = "{ $key }" is not a forum engine omerta reads: xenforo, phpbb, vbulletin or discourse (or none, to recognise it from the page)
refusal-follow-every-range = every_minutes is how often the thread is fetched: at least { $least } minutes (a forum is someone's server) and at most { $most } (a week), not { $given }
refusal-follow-too-many = you follow { $most } threads, the most one host may: stop following one first
refusal-follow-not-found = there is no follow { $id }
refusal-follow-host-only = only the host who follows this thread sees and changes it
refusal-follow-document-not-object = the document is an { $format } object ({ "{" }"game": …, "players": […]{ "}" }), not { $kind }
refusal-follow-kind-null = null
refusal-follow-kind-bool = true or false
refusal-follow-kind-number = a number
refusal-follow-kind-string = a string
refusal-follow-kind-list = a list
refusal-follow-kind-object = an object
refusal-follow-document-format = the document's "format" is { $given }, not "{ $format }"
# The follow form's document, not JSON: serde's detail (its English) and where it stopped.
refusal-follow-document-not-json = the document is not JSON ({ $detail } at line { $line } column { $column })
# The same, where the text ends before its JSON does.
refusal-follow-document-ends-early = the document is not JSON ({ $detail } at line { $line } column { $column })
refusal-follow-every-not-a-number = how often to fetch is a whole number of minutes, not "{ $text }"

## An address the server would call (egress.rs in omerta-service): a followed thread's, a
## webhook's. $noun and $rule are the messages below.

refusal-url-noun-webhook = webhook URL
refusal-url-noun-thread = thread address
refusal-url-rule-webhook = webhooks go to public internet addresses only
refusal-url-rule-thread = omerta follows threads on public internet addresses only
refusal-url-spaces = a { $noun } has no spaces or control characters
# $detail: the URL parser's reason, in English.
refusal-url-not-a-url = the { $noun } is not a valid http:// or https:// address ({ $detail })
refusal-url-scheme = a { $noun } is an http:// or https:// address, not { $scheme }:
refusal-url-credentials-webhook = a webhook URL may not carry a user name or password (user:pass@); put a token in the path or use the secret
refusal-url-credentials-thread = a thread address may not carry a user name or password (user:pass@)
refusal-url-no-host = a { $noun } is an http:// or https:// address with a host
refusal-url-localhost = the host { $host } of the { $noun } is localhost, this server itself; { $rule }
refusal-url-forbidden = the address { $ip } of the { $noun } is { $why }; { $rule }
refusal-url-range-this-network = an unspecified ("this network") address
refusal-url-range-unspecified = an unspecified address
refusal-url-range-private = a private address
refusal-url-range-shared = a shared (carrier-grade NAT) address
refusal-url-range-loopback = a loopback address
refusal-url-range-link-local = a link-local address
refusal-url-range-site-local = a site-local address
refusal-url-range-unique-local = a unique local address
refusal-url-range-ietf = a reserved (IETF protocol) address
refusal-url-range-documentation = a documentation address
refusal-url-range-6to4-relay = a reserved (6to4 relay) address
refusal-url-range-benchmarking = a benchmarking address
refusal-url-range-multicast = a multicast address
refusal-url-range-broadcast = the broadcast address
refusal-url-range-reserved = a reserved address
refusal-url-range-nat64 = a local NAT64 address
refusal-url-range-discard = a discard-only address

## Broadcast links (broadcasts.rs in omerta-service)

refusal-broadcast-delay = the delay is a whole number of seconds from 0 to { $most } (15 minutes)
refusal-broadcast-not-pro = broadcast links are made for Pro Mafia tables; game { $game } is a { $ruleset } game
refusal-broadcast-judge-only = only the game's judge may make, list or revoke its broadcast links
refusal-broadcast-too-many = a game has at most { $most } broadcast links at once; revoke one first
refusal-broadcast-no-link = game { $game } has no broadcast link { $link }
refusal-broadcast-none = there is no such broadcast

## The site's moderation (moderation.rs in omerta-service)

refusal-admin-only = only a site admin { $what }
refusal-admin-names-admins = names admins
refusal-admin-bans = bans accounts
refusal-admin-reads-record = reads an account's record
refusal-admin-demote-self = an admin cannot demote themself: another admin does it, so that the site keeps one
refusal-admin-ban-self = an admin cannot ban their own account
refusal-admin-ban-blank = a ban needs a reason, in visible characters: it is recorded and shown to the account
refusal-admin-no-account = there is no account { $id }
refusal-admin-no-longer = you are no longer a site admin: another admin changed your account meanwhile

## Webhooks and the example games (webhooks.rs, examples.rs in omerta-service)

refusal-webhook-host-reads = only the host reads a game's webhook
refusal-webhook-host-sets = only the host sets a game's webhook
refusal-webhook-url-length = a webhook URL is at most { $most } characters long
refusal-webhook-secret-length = a webhook secret is at most { $most } characters long
refusal-webhook-secret-control = a webhook secret may not contain control characters (such as NUL, a tab or a line break)
refusal-examples-name-taken = the examples cannot be loaded: the name { $name } belongs to an account of this site, and an example never plays as somebody
refusal-examples-admin-only = only a site administrator may remove the example games

## Tournament events (tournaments.rs in omerta-service)

refusal-event-not-found = there is no event { $id }
refusal-event-organiser-only = only the event's organiser may do this
refusal-event-unknown-account = there is no account named { $name }
refusal-event-policy-too-long = a tie-break policy is a few names, comma separated
refusal-event-policy-unknown = { $sentence }.
refusal-unknown-tiebreak = unknown tie-break { $name }; known: { $known }
refusal-unknown-role-table = unknown role table { $name }; known: { $known }
refusal-event-sizes = { $why }.
refusal-event-out-of-range = an event has 1 to { $most } { $what ->
        [rounds] rounds
       *[tables] tables
    }; { $value } is out of range
refusal-event-registration-closed = registration is closed: the schedule of this event is drawn
refusal-event-too-many-players = an event has at most { $most } players
refusal-event-registration-both = register either an account or a guest's name, not both
refusal-event-registration-neither = name the account, or the guest's name, to register
refusal-event-registered-as = { $name } is already registered, as player { $number }
refusal-event-known-as = player { $number } is already known as { $name }
refusal-event-known-as-guest = player { $number } is already known as { $name }; to give that guest this account, merge them
refusal-event-registered = { $name } is already registered in this event
refusal-event-no-player = this event has no player { $number }
refusal-event-not-a-guest = player { $number } is not a guest: they play with the account { $name }
refusal-event-already-player = { $name } is already player { $number } of this event; a person plays as one player
refusal-event-merged-already = player { $number } has been merged into an account already
refusal-event-a-player-already = { $name } is already a player of this event
refusal-event-drawn-already = the schedule of this event is drawn already (seed { $seed })
refusal-event-too-few-players = the event has { $players } players, and its { $tables } { $tables ->
        [one] table
       *[other] tables
    } of ten need at least { $least }
refusal-event-drawn-meanwhile = the schedule of this event was drawn meanwhile
refusal-event-not-drawn-judges = draw the schedule first: judges are assigned to the tables of its rounds
refusal-event-not-drawn-games = draw the schedule first: a round's games seat its players
refusal-event-no-table = table { $table } is not one of this event's tables (1 to { $last })
refusal-event-no-round = round { $round } is not one of this event's rounds (1 to { $last })
refusal-event-judge-plays = { $name } plays at table { $table } in round { $round } and cannot judge it
refusal-event-game-created = the game of table { $table } is created already in round { $round }; a created game keeps its judge
refusal-event-games-created = the game of table { $table } is created already in every round; a created game keeps its judge
refusal-event-round-created = the games of round { $round } are created already
refusal-event-organiser-plays = table { $table } of round { $round } has no judge, and the organiser plays at it: assign it a judge first
refusal-event-has-no-player = event { $event } has no player { $number }
refusal-event-uploaders-only = only the event's organiser or one of its judges uploads games into it

## Uploads and mail settings (upload.rs, mail.rs in omerta-service; the table rules' own
## violations are omerta-pro's)

refusal-upload-not-a-game = this is not a { $system } game: { $why }
refusal-upload-unknown-format = unknown format { $format }: upload "omerta-pro/1", "polemica" or "mafiaratings"
refusal-upload-duplicate = this game was uploaded already, as /games/{ $first }: the same protocol is counted once
refusal-mail-no-kind = { $kind } is no kind of mail; the kinds are { $kinds }
refusal-mail-address-long = an email address is at most { $most } characters
# $why: the mail crate's reason (lettre's words, below).
refusal-mail-not-an-address = { $address } is not an email address ({ $why })
refusal-mail-why-missing-parts = Missing domain or user
refusal-mail-why-unbalanced = Unbalanced angle bracket
refusal-mail-why-invalid-user = Invalid email user
refusal-mail-why-invalid-domain = Invalid email domain
refusal-mail-why-invalid-input = Invalid input
refusal-mail-address-by-ip = { $address } names a host by its IP address: an email address needs a mail domain, not an address

## The ratings (web/ratings.rs in omerta-server); $name quoted.
refusal-ratings-no-game = { $name } has no rated game
