# A forum night's explanation (omerta_i18n::night): the resolver's reasons, questions,
# steps and notes, worded from their data (omerta_night::Said). English is word for word
# the resolver's own (a test holds the two together over every example night).

night-deaths = Deaths: { $names }
night-recruited = Recruited: { $names }
night-nobody = nobody
night-results = Results:
night-masons = Masons:
night-mason-alone = { $name } knows no other mason
night-mason-one = { $name } knows the other mason: { $other }
night-mason-many = { $name } knows the other masons: { $others }
night-for-host = For the host:
night-note = actions[{ $action }]: { $note }
night-why = Why: { $why }.
night-yes = { $question } Yes.
night-no = { $question } No.
night-heading = { $heading }:
night-no-reasons = • no reasons for yes, thus no by default
night-reason = • { $side }: { $reason } [{ $verdict }]
night-side-for = Reason for yes
night-side-against = Reason for no
night-verdict-cut = no effect: rule 4, its action is already in this chain
night-verdict-stands = stands
night-verdict-counteracted = counteracted
night-result-verdict = { $actor }'s { $ability } on { $target }: { $verdict }
night-innocent = innocent
night-guilty = guilty
night-result-visited = { $actor }'s { $ability } on { $target }: visited { $names }
night-result-nowhere = { $actor }'s { $ability } on { $target }: went nowhere
night-result-unvisited = { $actor }'s { $ability } on { $target }: nobody visited
night-result-visited-by = { $actor }'s { $ability } on { $target }: visited by { $names }
night-result-none = { $actor }'s { $ability }: no result
night-effect = { $actor }'s { $ability } on { $target }{ $via }
night-move = , moved from { $from } to { $to } by { $by }'s { $ability }
night-visited = { $visitor } visited { $target } ({ $ability }{ $via }), a paranoid gun owner
night-intercepted = { $guard }'s guard on { $guarded }{ $guard-via } meets { $attacker }'s { $kill } on { $target }{ $kill-via }: { $what }
night-in-place = { $victim } dies in { $guarded }'s place
night-shoots-attacker = { $guard } shoots the attacker, { $victim }
night-protects = { $actor }'s { $ability } protects { $target }{ $via }
night-blocks = { $actor }'s { $ability } blocks { $target }{ $via }
night-moves = { $mover }'s { $moves } moves { $actor }'s { $ability } from { $from } to { $to }
night-would-move = { $mover }'s { $moves } would move { $actor }'s { $ability } from { $from } to { $to } instead: an effect cannot be moved two ways
night-not-shown = (further reasons not shown: the explanation is too long)
night-off-route = the effect did not take this route: it ended on { $ended }
night-vest = { $player }'s bulletproof vest stops every kill
night-vest-shots = { $player }'s bulletproof vest ({ $shots } { $count ->
    [one] shot
   *[other] shots
})
night-grief = { $lover }'s lover { $of } dies, and { $lover } dies with them (a lover's grief is a passive: no protection, block or vest counteracts it, only what saves { $of })
night-commutes = { $actor } commutes: not home tonight
night-drove = { $actor }'s { $ability } of { $first } and { $second }
night-drove-blocked = { $actor }'s { $ability } of { $first } and { $second }: blocked
night-blocked = { $actor }'s { $ability } on { $target }: blocked
night-not-home = { $actor }'s { $ability } on { $target }: not home (commuting)
night-guarded = { $actor }'s { $ability } on { $target }: { $guard } guards them
night-shooter-dead = { $actor }'s { $ability } on { $target }: { $actor } was already dead
night-shot = { $by } on { $victim }: { $end }
night-by-action = { $actor }'s { $ability }
night-by-bodyguard = { $actor }'s { $ability }, taken by the bodyguard
night-by-shot-back = { $guard }'s shot at the attacker
night-by-paranoid = { $owner }'s paranoid gun
night-end-protected = protected
night-end-vest = stopped by the vest
night-end-dies = dies
night-end-already-dead = already dead
night-dies = Does { $player } die?
night-takes-effect = Does { $actor }'s { $ability } (actions[{ $action }]) take effect?
night-steps = The actions, in the order they were resolved
night-day-shots = What happened to the day's shots?
night-set-aside = { $actor }'s { $ability } on { $target } is set aside: the { $faction } faction has { $allowed } factional { $count ->
    [one] kill
   *[other] kills
} a night, and a later one was submitted
night-unexplained = the reasons are not given: explaining them would take more than { $bound }, although the night was decided within it (the outcome above stands). Ask with a larger budget to read them
night-bound-steps = its budget of { $steps } steps
night-bound-memory = its budget of { $mib } MiB of memory
night-bound-time = the time it was given

## Abilities, by their contract name (ability.name()).
night-ability-kill = kill
night-ability-factional-kill = factional_kill
night-ability-protect = protect
night-ability-block = block
night-ability-jail = jail
night-ability-investigate = investigate
night-ability-track = track
night-ability-watch = watch
night-ability-redirect = redirect
night-ability-swap = swap
night-ability-visit = visit
night-ability-recruit = recruit
night-ability-strong-kill = strong_kill
night-ability-ninja-kill = ninja_kill
night-ability-commute = commute
night-ability-deflect = deflect
night-ability-guard = guard
night-ability-day-kill = day_kill

## Why a night cannot be resolved, or an action its rules refuse (omerta_i18n::night::error,
## fault, entangled, unresolved): omerta-night's and the forum crate's reasons, worded from
## their data. English is word for word their own (`Display`): a test holds the two
## together for every kind. Text the document gave is quoted as it was given.
night-unresolved = the night cannot be resolved: { $why }
night-from-thread = the night built from the thread: { $why }
night-refused-parse = not a valid night document: { $detail }
night-refused-problems = { $count } { $count ->
        [one] problem
       *[other] problems
    } found:
night-refused-more = and { $count } more, not listed
night-or = { $first } or { $last }
night-fault-unknown-format = unknown format { $format }; this reads "omerta-night/1"
night-fault-no-format = missing: the document must say "format": "omerta-night/1"
night-fault-unknown-method = unsupported method { $method }; expected "rar" or "ordered"
night-fault-unknown-phase = unknown phase { $phase }; expected "night" or "day"
night-fault-missing = missing "{ $field }"
night-fault-no-alignment = missing "alignment" (town, mafia, or a faction's name)
night-fault-name-twice = the name { $name } is used twice
night-fault-unknown-sanity = unknown sanity { $sanity }; expected sane, insane, paranoid or naive
night-fault-unknown-appearance = unknown appearance { $appears }; expected innocent or guilty
night-fault-vest-shots = shots: { $shots }; a vest stops at least 1 shot
night-fault-lover-alone = a lover needs "with": the name of the player they die with
night-fault-unknown-passive = unknown passive { $kind }; expected { $known }
night-fault-shots-ability = unknown ability { $ability }: shots limit an ability by its name
night-fault-shots-left = { $shots } shots: an ability has 0 or more uses left
night-fault-lover-unknown = with: { $with } is not a player
night-fault-lover-themself = with: { $with } is the lover themself
night-fault-actor-unknown = actor { $name } is not a player
night-fault-target-unknown = target { $name } is not a player
night-fault-unsupported-ability = unsupported ability { $ability }; supported: { $known }
night-fault-targets = { $ability } takes { $arity } { $arity ->
        [one] target
       *[other] targets
    }, not { $given }
night-fault-same-players = { $ability } needs two different players
night-fault-day-action = { $ability } is a day action: resolve it in a day document ("phase": "day")
night-fault-night-action = { $ability } is a night action, and this is a day document ("phase": "day"), which holds day actions only
night-fault-uses-left = { $actor } has { $left } { $left ->
        [one] use
       *[other] uses
    } of { $ability } left (their "shots"), and this is the { $count }{ $suffix } submitted
night-fault-self-target = { $actor } targets themself, which their role does not allow ("self_target": true allows it)
night-fault-factional-kills = { $kills } kills: a faction makes 0 or more factional kills a night
night-knot-action = { $actor }'s { $ability } on { $target }
night-knot-action-two = { $actor }'s { $ability } on { $target } and { $second }
night-entangled-stopped = resolving the night was stopped before it finished, and nothing was decided; it was following these actions: { $actions }
night-entangled-steps = these actions block, redirect or swap one another in a loop too large to settle by Reasonable Action Resolution within its budget of { $steps } steps: { $actions }. { $advice }
night-entangled-memory = these actions block, redirect or swap one another in a loop too large to settle by Reasonable Action Resolution within its budget of { $mib } MiB of memory: { $actions }. { $advice }
night-entangled-advice = Settle the night by the ordered method, or rule on these actions as the host and resolve it by hand
night-thread-no-nights = the thread has no nights: add a "nights" entry with the night's number and actions
night-thread-not-given = night { $night } is not in the thread's "nights" (given: { $given })
night-thread-none-given = none
night-thread-not-scheduled = night { $night } is not in the phase schedule: give its phase, or a post made in it
night-thread-not-a-player = { $name } is not a player of the game
night-thread-dead = { $name } is dead at the start of night { $night }
night-thread-dead-how = { $name } is dead at the start of night { $night } ({ $how } at { $time })
night-thread-lynched = lynched
night-thread-killed = killed at night
night-thread-modkilled = modkilled
night-thread-died = dead
night-thread-not-an-object = must be an object
night-thread-not-a-list = must be a list
night-thread-no-faction = no faction is given for { $name }, and night { $night } has an action by or on them: give their "faction" in "players" (or an "alignment" in the night's "players")
night-thread-passives = the passives of { $name } must be a list

## `omerta night roles`: a role of the catalog in one sentence (omerta_night::Role::sentence),
## worded by omerta_i18n::night::role_line. $role and $passive are the names a night
## document writes (doctor, paranoid_gun_owner), as they are; $parts are joined by "; ".
night-role = { $role } ({ $team }): { $parts }; { $win }.
night-role-ability = the ability { $ability }, made of { $components }
night-role-component = { $component } ({ $does })
night-role-visit = a visit
night-role-passive = the passive { $passive }: { $does }
night-role-nothing = no night action and no passive
night-role-appears = appears { $verdict } to a sane cop
night-role-and = { $first } and { $last }
night-team-town = town
night-team-mafia = mafia
night-team-own = a faction of their own
night-team-any = any alignment
night-win-faction = wins with their faction
night-win-alone = wins alone, a faction of their own, when the others can no longer make a majority without them (rule 8)
night-win-lynched = wins when lynched, and the game goes on
night-win-alive = wins by being alive when the game ends, whoever else wins
night-passive-bulletproof-does = a vest stops kills on them (N5)
night-passive-paranoid-gun-owner-does = whoever visits them is shot (N6)
night-passive-lover-does = when their lover dies they die too, and nothing stops it (N18)
night-passive-mason-does = they are told the other masons every night, and nothing stops it (N19)
## Components, by their name in docs/night/rar.md (Component::name), and what each does.
night-component-kill = kill
night-component-protect = protect
night-component-block = block
night-component-redirect = redirect
night-component-swap = swap
night-component-investigate = investigate
night-component-track = track
night-component-watch = watch
night-component-recruit = recruit
night-component-strong = strong
night-component-unseen = unseen
night-component-commute = commute
night-component-deflect = deflect
night-component-guard = guard
night-component-day = day
night-component-kill-does = the target dies
night-component-protect-does = kills on the target fail
night-component-block-does = the target's actions have no effect
night-component-redirect-does = the first target's actions land on the second
night-component-swap-does = whatever is at one target goes to the other, and the reverse
night-component-investigate-does = the actor is told guilty or innocent for the target
night-component-track-does = the actor is told whom the target visited
night-component-watch-does = the actor is told who visited the target
night-component-recruit-does = the target joins the actor's alignment
night-component-strong-does = protection does not stop the kill
night-component-unseen-does = trackers and watchers do not see the visit
night-component-commute-does = every other action landing on the actor fails
night-component-deflect-does = whatever is at the first target goes to the second
night-component-guard-does = a kill on the target fails; the actor dies in its place and shoots the attacker
night-component-day-does = taken by day, at once
