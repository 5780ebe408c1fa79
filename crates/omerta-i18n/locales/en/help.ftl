## The command line's help (omerta --help, omerta help): clap's words, then every command's
## about and every argument's help. English is the commands' doc comments word for word
## (crates/omerta-cli/src/help.rs holds them to it).

cli-help-usage = Usage:
cli-help-commands = Commands:
cli-help-arguments = Arguments:
cli-help-options = Options:
cli-help-print-help = Print help
cli-help-print-version = Print version
cli-help-help = Print this message or the help of the given subcommand(s)
cli-help-help-subcommand = Print help for the subcommand(s)
cli-help-env = env
cli-help-default = default
cli-help-possible-values = possible values

## omerta
cli-help-omerta = Mafia game engine: Pro Mafia scoring, forum games, Mafia 1923
cli-help-lang = The language of the text output: en, ru, uk or he (a tag or a locale such as ru_RU.UTF-8). Without it: LC_ALL, LC_MESSAGES, LANG, else English. JSON output is the same in every language

## omerta serve
cli-help-serve = Host games: the HTTP server with accounts, live games of every rule set and the API
cli-help-serve-addr = The address to listen on
cli-help-database = The database: a SQLite file (path or sqlite:PATH) or a postgres:// URL
cli-help-serve-public-url = The address people reach the server at; with https:// its cookies are Secure and browsers are told to keep to HTTPS
cli-help-serve-trusted-proxies = A reverse proxy trusted to name the client in X-Forwarded-For (repeat for more)
cli-help-serve-posts-per-minute = Posts per player per game per minute
cli-help-serve-max-post-chars = A post's largest size, in characters (at most 20000)
cli-help-serve-signups-per-hour = New accounts per client address per hour
cli-help-serve-games-per-hour = Games an account may create per hour (site admins are not limited)
cli-help-serve-allow-private-webhooks = Let webhooks go to loopback, private and other non-public addresses (receivers on the server's own network). Off: such addresses are refused
cli-help-serve-allow-private-forums = Let followed forum threads be fetched from loopback, private and other non-public addresses (a forum on the server's own network). Off: refused
cli-help-serve-follow-delay-ms = The pause between two pages of a followed thread, in milliseconds
cli-help-serve-follow-max-pages = The most pages one fetch of a followed thread reads
cli-help-serve-night-budget = The steps Reasonable Action Resolution may take to resolve one night
cli-help-serve-night-budget-mib = The memory it may hold while it does, in MiB (as the resolver counts it; two nights may be resolved at once: docs/server/limits.md)
cli-help-serve-smtp = The SMTP server email notifications go through: smtp://HOST:PORT (plain), smtp://HOST?tls=required (STARTTLS) or smtps://HOST (TLS), with USER:PASSWORD@ when it asks for a login. None: no mail is sent
cli-help-serve-mail-from = The sender of the mail, such as "omerta <games@example.org>"
cli-help-serve-reminder-minutes = How long before a phase closes a reminder is mailed, in minutes
cli-help-serve-max-games = Games kept folded in memory at most; the least recently used beyond it are let go (and folded again from the database when asked for)
cli-help-serve-idle-game-minutes = Minutes after which a game nobody asked for is let go from memory
cli-help-serve-streams-per-address = Live streams open at once from one client address (an IPv6 client is its /64)
cli-help-serve-prod-minutes = Minutes before the host may prod the same player of a game again (0: no limit)
cli-help-serve-metrics-addr = Serve Prometheus metrics (GET /metrics) on this address of their own, such as 127.0.0.1:9464 (docs/server/metrics.md). None: nothing is recorded or served
cli-help-serve-demo = Load the example games of every rule set (a finished Pro table, a forum thread with its tally), marked as examples; loading again never doubles them, and `omerta demo remove` (or the administrator's button) takes them away

## omerta demo
cli-help-demo = The example games `omerta serve --demo` loads
cli-help-demo-remove = Remove every example game and the accounts made for them, in one step

## omerta pro
cli-help-pro = Pro Mafia: check and score recorded games (format omerta-pro/1)
cli-help-pro-score = Score a protocol, or every protocol (*.json) in a folder
cli-help-pro-score-path = A protocol file, or a folder of them
cli-help-pro-score-json = Print the contract's JSON instead of a table (files only)
cli-help-pro-check = Validate a protocol without scoring it: the departures and the city's state through the game, or every problem (the first hundred)
cli-help-pro-check-file = A protocol file
cli-help-pro-check-json = Print JSON instead of text
cli-help-pro-seating = Draw a tournament's seating: who plays at which table and seat in every round
cli-help-pro-seating-players = Players, numbered 1..N (at least ten per table)
cli-help-pro-seating-tables = Tables of ten
cli-help-pro-seating-rounds = Rounds
cli-help-pro-seating-seed = The draw's seed: the same sizes and seed give the same schedule
cli-help-pro-seating-json = Print the contract's JSON instead of a table
cli-help-pro-import = Read a game recorded in another system and print it as an omerta-pro/1 protocol
cli-help-pro-import-system = The system the game comes from
cli-help-pro-import-file = The game, as that system gives it (JSON)
cli-help-pro-import-out = Write the protocol to this file instead of standard output
cli-help-pro-export = Write an omerta-pro/1 protocol as a game of another system
cli-help-pro-export-system = The system to write for
cli-help-pro-export-file = An omerta-pro/1 protocol
cli-help-pro-export-out = Write the game to this file instead of standard output

## omerta forum
cli-help-forum = Forum Mafia games: tallies, enforcement and nights of a thread (format omerta-forum/1)
cli-help-forum-thread = A thread document
cli-help-forum-tally = The templates (List of Players, Players alive, Players dead, Vote Tallies) of a thread document (format omerta-forum/1); BBCode unless --json
cli-help-forum-tally-at = Count up to and including this post
cli-help-forum-tally-json = Print JSON
cli-help-forum-tally-bbcode = Print BBCode to paste into the thread (the default)
cli-help-forum-check = The enforcement report (rules 2, 3, 5, 13 and the vote counter's notes), one flag per line. Exits 0 even with flags; 1 only for an invalid document
cli-help-forum-check-json = Print the flags as JSON
cli-help-forum-night = Resolve a night of the thread with the night resolver (format omerta-night/1)
cli-help-forum-night-number = The night's number (default: the latest night in the thread's "nights")
cli-help-forum-night-json = Print the contract's JSON instead of text
cli-help-forum-night-explain = Add the reasons for every effect
cli-help-forum-night-document = Print the night document built from the thread instead of resolving it
cli-help-forum-import = Read saved thread pages (Discourse: the topic's JSON) into a thread document
cli-help-forum-import-site = The forum engine: xenforo, phpbb, vbulletin or discourse
cli-help-forum-import-pages = The saved pages, in thread order
cli-help-forum-into = Add the posts to this thread document, keeping its game, players and events; it is rewritten unless --out is given
cli-help-forum-out = Write the document here (default: the --into document, else standard output)
cli-help-forum-zone = The zone of times a page shows without one (XenForo 1): +01:00, -05:00, UTC
cli-help-forum-fetch = Fetch every page of a thread over HTTP and import it
cli-help-forum-fetch-url = The thread's address (its first page; Discourse: the topic)
cli-help-forum-fetch-site = The forum engine (default: read from the first page)
cli-help-forum-fetch-delay-ms = The pause between two pages, in milliseconds
cli-help-forum-fetch-max-pages = The most pages to fetch

## omerta 1923
cli-help-1923 = Mafia 1923: play a scripted game of families (format omerta-1923/1)
cli-help-1923-play = Play a scripted game (format omerta-1923/1): the timeline, every message with its audience, and the winners
cli-help-1923-play-file = A game script
cli-help-1923-play-json = Print JSON instead of text

## omerta night
cli-help-night = Forum Mafia nights: resolve submitted actions (format omerta-night/1)
cli-help-night-resolve = Resolve one night of forum Mafia actions (format omerta-night/1)
cli-help-night-resolve-file = A night document
cli-help-night-resolve-json = Print the contract's JSON instead of text
cli-help-night-resolve-explain = Add the reasons for every effect (RAR reason trees; the order of steps for the ordered method)
cli-help-night-resolve-budget = The steps Reasonable Action Resolution may take; a night that needs more is refused with the actions that knot it (the ordered method needs none)
cli-help-night-resolve-budget-mib = The memory it may hold, in MiB (routes, arguments, verdicts and reasons, as the resolver counts them); a night that needs more is refused the same way
cli-help-night-roles = List every role the library knows, with its components, a sentence each

## omerta schema
cli-help-schema = Print a document format's JSON Schema (draft 2020-12), generated from the types that read the format: the one the server serves at /api/schemas/
cli-help-schema-format = The format: omerta-pro/1, omerta-forum/1, omerta-night/1 or omerta-1923/1 (or pro, forum, night, 1923)
