## clap's refusals of a command line (an unknown argument or command, a value that does not
## parse, a missing argument or command), worded by omerta-cli's `clap_errors` from the
## refusal's kind and context. English is clap's own, word for word (the CLI's tests render
## every refusal both ways). $arg, $value, $command, $other, $list, $use, $it and $help
## come quoted and styled as clap quotes them: a value the reader typed stays as typed.

clap-error = error:
clap-tip = tip:
clap-more-information = For more information, try { $help }.
clap-fallback = this command line cannot be read

## One message per kind of refusal.
clap-unknown-argument = unexpected argument { $arg } found
clap-invalid-value = invalid value { $value } for { $arg }
clap-value-required = a value is required for { $arg } but none was supplied
clap-value-validation = invalid value { $value } for { $arg }: { $reason }
clap-invalid-subcommand = unrecognized subcommand { $command }
clap-missing-required = the following required arguments were not provided:
clap-missing-subcommand = { $command } requires a subcommand but one was not provided
clap-too-many-values = unexpected value { $value } for { $arg } found; no more were expected
clap-too-few-values = { $min } values required by { $arg }; only { $actual } { $count ->
    [0] was
    [one] was
   *[other] were
} provided
clap-wrong-number-of-values = { $expected } values required for { $arg } but { $actual } { $count ->
    [0] was
    [one] was
   *[other] were
} provided
clap-no-equals = equal sign is needed when assigning values to { $arg }
clap-invalid-utf8 = invalid UTF-8 was detected in one or more arguments
clap-conflict-repeated = the argument { $arg } cannot be used multiple times
clap-conflict-with = the argument { $arg } cannot be used with { $other }
clap-conflict-with-list = the argument { $arg } cannot be used with:
clap-conflict-with-others = the argument { $arg } cannot be used with one or more of the other specified arguments
clap-subcommand-conflict-with = the subcommand { $command } cannot be used with { $other }
clap-subcommand-conflict-with-list = the subcommand { $command } cannot be used with:
clap-subcommand-conflict-with-others = the subcommand { $command } cannot be used with one or more of the other specified arguments
clap-conflict = an argument cannot be used with one or more of the other specified arguments

## The lists after a sentence: [possible values: a, b], [subcommands: a, b].
clap-possible-values = possible values
clap-subcommands = subcommands

## Why a value does not parse: a number's and an address's reasons, as Rust says them.
clap-reason-int-empty = cannot parse integer from empty string
clap-reason-int-invalid-digit = invalid digit found in string
clap-reason-int-too-large = number too large to fit in target type
clap-reason-int-too-small = number too small to fit in target type
clap-reason-int-zero = number would be zero for non-zero type
clap-reason-ip-address = invalid IP address syntax
clap-reason-socket-address = invalid socket address syntax

## The tips under a refusal.
clap-similar-argument = { $count ->
    [one] a similar argument exists
   *[other] some similar arguments exist
}: { $list }
clap-similar-subcommand = { $count ->
    [one] a similar subcommand exists
   *[other] some similar subcommands exist
}: { $list }
clap-similar-value = { $count ->
    [one] a similar value exists
   *[other] some similar values exist
}: { $list }
clap-tip-as-value = to pass { $arg } as a value, use { $use }
clap-tip-exists = { $it } exists
clap-tip-remove-dashes = subcommand { $command } exists; to use it, remove the { $dashes } before it

## The placeholders of a usage and a help: [OPTIONS], <COMMAND>, and each argument's value
## name (<FILE>, --seed <SEED>). English is clap's and the derive's, word for word.
clap-placeholder-options = OPTIONS
clap-value-command = COMMAND
clap-value-lang = LANG
clap-value-addr = ADDR
clap-value-database = DATABASE
clap-value-public-url = PUBLIC_URL
clap-value-trusted-proxies = TRUSTED_PROXIES
clap-value-posts-per-minute = POSTS_PER_MINUTE
clap-value-max-post-chars = MAX_POST_CHARS
clap-value-signups-per-hour = SIGNUPS_PER_HOUR
clap-value-games-per-hour = GAMES_PER_HOUR
clap-value-follow-delay-ms = FOLLOW_DELAY_MS
clap-value-follow-max-pages = FOLLOW_MAX_PAGES
clap-value-night-budget = NIGHT_BUDGET
clap-value-night-budget-mib = NIGHT_BUDGET_MIB
clap-value-smtp = SMTP
clap-value-mail-from = MAIL_FROM
clap-value-reminder-minutes = REMINDER_MINUTES
clap-value-max-games = MAX_GAMES
clap-value-idle-game-minutes = IDLE_GAME_MINUTES
clap-value-streams-per-address = STREAMS_PER_ADDRESS
clap-value-prod-minutes = PROD_MINUTES
clap-value-metrics-addr = METRICS_ADDR
clap-value-path = PATH
clap-value-file = FILE
clap-value-players = PLAYERS
clap-value-tables = TABLES
clap-value-rounds = ROUNDS
clap-value-seed = SEED
clap-value-system = SYSTEM
clap-value-out = OUT
clap-value-post-id = POST_ID
clap-value-n = N
clap-value-site = SITE
clap-value-page = PAGE
clap-value-zone = ZONE
clap-value-url = URL
clap-value-thread-json = THREAD.json
clap-value-steps = STEPS
clap-value-mib = MIB
clap-value-format = FORMAT
