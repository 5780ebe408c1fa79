# The live forum game's page (templates/forum/game.html, src/web/forum.rs) and its start
# form (templates/forum/start.html): issue 30. The thread's BBCode (the host's posts, the
# tally for the forum) stays the forum's record in English; the page around it is here.

## The pager
forum-pager-top = Thread pages (top)
forum-pager-bottom = Thread pages (bottom)
forum-previous = Previous
forum-next = Next
forum-last-page = Last page
forum-page = Page { $number }
forum-page-current = Page { $number } (this page)

## The heading and the jump links
forum-hosted-by = hosted by { $name }
forum-you-revealed = everything is revealed
forum-you-host = you are the host
forum-you-play = you play { $name }
forum-you-watching = you are watching
forum-jump = On this page
forum-jump-tally = Vote count
forum-jump-thread = Thread
forum-jump-compose = Write a post
forum-jump-night = Night actions
forum-jump-host = Host

## The phase
forum-reopened-at = The host reopened this phase: it now closes at
forum-extended-at = The host gave this phase more time: it now closes at
forum-game-over = The game is over: { $winner } { $count ->
    [one] wins
   *[other] win
}
forum-winners = { $first } and { $second }
forum-faction-town = Town
forum-faction-mafia = Mafia
forum-stopped = The host stopped this game.
forum-phase-day = Day { $number }
forum-phase-night = Night { $number }
forum-ends = ends

## The vote count
forum-tally-heading = Vote count
forum-tally-heading-day = Vote count: { $day }
forum-tally-numbers = { $alive } alive · { $majority } votes is a majority
forum-tally-lock = { $lock } votes lock
forum-needed = { $count ->
    [one] { $count } more vote for a majority
   *[other] { $count } more votes for a majority
}
forum-at-majority = at a majority
forum-locked = locked
forum-majority = majority
forum-voters = Voters:
forum-no-votes = No votes yet.
forum-not-voting = Not voting ({ $count }):
forum-nobody = nobody
forum-rulings = The host's rulings
forum-post-number = Post #{ $number }
forum-state-no-day = No day has begun yet.
forum-state-lynched = { $day } is over: { $name } was lynched.
forum-state-no-lynch = { $day } is over: no lynch.
forum-state-over = The game is over.
forum-state-locked = { $name } is locked and will be lynched at the end of the day.
forum-state-majority = { $name } has a majority and will be lynched at the end of the day unless votes move.
forum-state-none = Nobody has a majority yet.
forum-ruling-counts = the vote for “{ $vote }” counts for { $name }
forum-ruling-not-counted = the vote for “{ $vote }” is not counted
forum-ruling-dismissed = the rule { $rule } flag is dismissed
forum-ruling = a ruling

## The thread
forum-thread = Thread
forum-thread-count = (posts { $first }–{ $last } of { $count })
forum-thread-count-pages = (posts { $first }–{ $last } of { $count }, page { $number } of { $pages })
forum-post-label = Post { $number }
forum-host = Host
forum-badge-host = host
forum-badge-night = night post
forum-badge-edited = edited
forum-badge-dead = dead player's post
forum-flag-badge = rule { $rule }: { $what }
forum-flag-badge-repeat = rule { $rule }: { $what }, repeat
forum-flag-rule = rule { $rule }
forum-flag-rule-repeat = rule { $rule }, repeat
forum-counted-first = Counted as first posted:
forum-no-vote = no vote
forum-edit-not-counted = A vote written in an edit is not counted.
forum-counted = Counted:
forum-counter-note = Vote counter, rule { $rule }: { $message }
forum-flags-for-host = Flags for the host
forum-edited-times = { $count ->
    [one] Edited { $count } time: every revision
   *[other] Edited { $count } times: every revision
}
forum-first-posted = As first posted
forum-revision = Revision { $number }
forum-no-posts = No posts yet.
forum-newer-posts = Newer posts are on the
forum-newer-posts-link = last page
forum-vote-unvote = unvote
forum-vote-for = vote for { $name }
forum-vote-nobody = vote for “{ $name }”: no player by that name
forum-vote-night = { $vote } (not counted: night post)
forum-vote-edited = not counted: written in an edit (a vote counts as first posted)

## What a flag is about
forum-rule-not-player = not a player
forum-rule-night = night post
forum-rule-edited = edited
forum-rule-dead = dead player's post
forum-rule-inactive = inactive
forum-rule-host = for the host

## Players and deaths
forum-players = Players
forum-players-alive = ({ $alive } alive of { $count })
forum-vote-button = vote
forum-vote-button-label = Vote for { $name }, written into the post being written
forum-replaced = (replaced { $names })
forum-dead = dead
forum-also = also { $names }
forum-deaths = Deaths
forum-death-lynched = lynched { $phase }
forum-death-killed = killed { $phase }
forum-death-modkilled = modkilled { $phase }
forum-death-died = died { $phase }
forum-death-reason = { $death } ({ $reason })
forum-death-inactivity = modkilled { $phase } for inactivity (rule 13)
forum-when-day = day { $number }
forum-when-night = night { $number }
forum-when-time = at { $time }

## Your role
forum-your-role = Your role
forum-you-are = You are
forum-night-abilities = Night abilities: { $abilities }.
forum-your-team = Your team:
forum-partner-dead = (dead)
forum-tonight = Tonight
forum-withdraw = withdraw
forum-withdraw-label = Withdraw { $ability } on { $targets }
forum-your-results = Your results
forum-result = Night { $night }, { $ability } on { $target }:
forum-and = { $first } and { $second }
forum-result-innocent = innocent
forum-result-guilty = guilty
forum-result-visited = visited
forum-result-visited-by = visited by
forum-result-no-action = no action
forum-result-no-result = no result

## Abilities (omerta-night's names)
forum-ability-kill = Kill
forum-ability-factional-kill = Factional kill
forum-ability-protect = Protect
forum-ability-block = Block
forum-ability-jail = Jail
forum-ability-investigate = Investigate
forum-ability-track = Track
forum-ability-watch = Watch
forum-ability-redirect = Redirect
forum-ability-swap = Swap
forum-ability-visit = Visit
forum-ability-recruit = Recruit
forum-ability-strong-kill = Strong kill
forum-ability-ninja-kill = Ninja kill
forum-ability-commute = Commute
forum-ability-deflect = Deflect
forum-ability-guard = Guard
forum-ability-day-kill = Day kill

## For the host
forum-for-host = For the host
forum-flags-heading = Enforcement flags
forum-flag-post = post #{ $number }
forum-ruled = ruled
forum-rule-on = Rule on it
forum-count-as = Count the vote for “{ $vote }” as
forum-dismiss-vote = nobody: dismiss the vote
forum-why-tally = Why (shown with the tally)
forum-why-tally-placeholder = a typo for …
forum-rule-vote = Rule on the vote
forum-why-dismiss = Why you dismiss it (seen by you only)
forum-why-dismiss-placeholder = a rules question, allowed
forum-dismiss-flag = Dismiss the flag
forum-flags-hint = Rule 2 (night posts), rule 3 (edits), rule 5 (dead players), rule 13 (inactivity): a modkill is your call.
forum-flags-none = Nothing to look at: no night posts, edits, dead players' posts or inactive players.
forum-explained = How each night was resolved
forum-night = Night { $night }
forum-tonight-actions = Tonight's actions
forum-none = None.
forum-none-day = None (it is not night).
forum-results-sent = Night results sent ({ $count })
forum-result-sent = Night { $night }: { $ability } on { $target }: { $result }
forum-every-action = Every night action ({ $count })
forum-action-night = Night { $night }: { $name }: { $ability } → { $targets }
forum-roles = Roles
forum-tally-forum = Tally for the forum
forum-tally-bbcode = The templates and the vote tally as BBCode
forum-copy = Copy

## Writing a post
forum-compose = Write a post
forum-night-warning = It is night. Rule 2: do not post in the game thread during the night phase; a night post can get you modkilled, and votes in it do not count.
forum-night-confirm = It is night. Rule 2: posting in the game thread during the night can get you modkilled, and votes in a night post do not count. Post anyway?
forum-your-post = Your post
forum-your-post-host = Your post (as the host)
forum-post-help = To vote, tap “vote” beside a player's name, or write it in bold: [b]vote: Name[/b]; to take it back, [b]unvote: Name[/b]. Only bolded votes outside quotes count, the whole word "vote" is needed, and a vote counts as first posted (editing it changes nothing, and rule 3 forbids edits). Other BBCode: [i]…[/i], [quote=Name]…[/quote], [spoiler]…[/spoiler].
forum-post = Post

## Night actions
forum-your-night = Your night actions
forum-night-hint = Sent to the host only. A new action of the same ability replaces your earlier one.
forum-first-player = { $label }: first player
forum-second-player = second player
forum-choose-player = Choose a player
forum-send-action = Send { $label }

## Host controls
forum-host-controls = Host controls
forum-end-day = End Day { $number } now
forum-end-night = End Night { $number } now
forum-end-phase = End the phase now
forum-end-day-warning = The day's lynch (or no lynch) is final: it cannot be undone.
forum-end-night-warning = The night's actions are resolved and the deaths announced: it cannot be undone.
forum-end-warning = It cannot be undone.
forum-advance-confirm = { $label }? { $warning }
forum-advance-hint = At a day's end the locked or majority player is lynched; at a night's end the night actions are resolved.
forum-modkill-confirm = Modkill this player? They die at once, their role is shown in the thread, and it cannot be undone.
forum-modkill-label = Modkill a player
forum-modkill-reason = Reason (shown in the thread; optional)
forum-modkill-placeholder = inactive (rule 13)
forum-modkill = Modkill
forum-replace-confirm = Give this slot to the newcomer's account? The player in it now loses it and reads the game as a spectator.
forum-replace-label = Replace the player in slot
forum-choose-slot = Choose a slot
forum-slot-dead = { $slot } (dead)
forum-replace-name = Name in the game (empty: the account's name)
forum-replace = Replace
forum-replace-hint = The newcomer keeps the slot's role, team and vote (rule 15) and is sent the role PM again.

## The start form
forum-start = Start the game
forum-start-rules = The thread's rules
forum-start-normality = This game is
forum-normality-1 = 1. Normal: a basic mafia game
forum-normality-2 = 2. Close to normal: a wrench or two thrown in
forum-normality-3 = 3. Not normal: there are things afoot
forum-normality-4 = 4. Way out there
forum-normality-5 = 5. A Bad Ash game
forum-normality-6 = 6. A Gorny game
forum-start-starts = The game starts with a (rule 12)
forum-start-day-phase = Day phase
forum-start-night-phase = Night phase
forum-start-day-hours = The day lasts (hours, rule 12)
forum-start-night-hours = The night lasts (hours)
forum-start-posts = Posts per day to count as active (rule 13; 0: no minimum)
forum-start-lock = A lock (rule 7): a player with a majority who gets one more vote is locked in
forum-start-fifty = The 50 % rule (rule 8): the game is called when the town can no longer make a majority
forum-start-roles = Roles
forum-start-too-few = { $count ->
    [one] A forum game needs at least 3 players; { $count } seated so far.
   *[other] A forum game needs at least 3 players; { $count } seated so far.
}
forum-start-deal = How roles are dealt
forum-start-random = Shuffled at random
forum-start-given = Role 1 to the first player, and so on
forum-start-role = Role { $number }
forum-start-role-if = ({ $name } if given)
forum-start-roles-hint = Night abilities follow from the role's name (a cop investigates, a doctor protects, every mafia member shares the factional kill). Other roles: give the whole setup as JSON below.
forum-start-night-names = Night and names
forum-start-method = Night actions are resolved by
forum-start-rar = Reasonable Action Resolution
forum-start-ordered = The ordered (simple) method
forum-start-aliases = Aliases votes may use (optional, JSON: player name to a list)
forum-start-json = Or give the whole setup as JSON
forum-start-json-label = Setup (JSON; see docs/live/forum.md)
forum-start-json-button = Start with this setup
forum-preset-town = Town: vanilla
forum-preset-cop = Town: cop (investigates)
forum-preset-insane-cop = Town: insane cop (told the opposite)
forum-preset-doctor = Town: doctor (protects)
forum-preset-vigilante = Town: vigilante (kills)
forum-preset-roleblocker = Town: roleblocker
forum-preset-jailkeeper = Town: jailkeeper
forum-preset-tracker = Town: tracker
forum-preset-watcher = Town: watcher
forum-preset-bus-driver = Town: bus driver (swaps two players)
forum-preset-mason = Town: mason (talks with the other masons in their channel)
forum-preset-town-lover = Town: lover (talks with their lover in the lovers' channel)
forum-preset-vest = Town: vanilla with a one-shot bulletproof vest
forum-preset-goon = Mafia: goon
forum-preset-godfather = Mafia: godfather (appears innocent)
forum-preset-mafia-roleblocker = Mafia: roleblocker
forum-preset-mafia-lover = Mafia: lover (talks with their lover in the lovers' channel)

## A PM's own sentences (issue 30, D42): the built-in templates and the words of their
## blanks. A template's variables stand for its blanks: keep each blank on its own line,
## as a line a blank leaves empty (a player with no team) is left out.
forum-pm-template-role = [b]You are { $name }: { $identity }.[/b]

    { $abilities }
    { $team }
    { $goal }
forum-pm-template-results = [b]Night { $night }: your results.[/b]
    { $results }
forum-pm-faction-town = town
forum-pm-faction-mafia = mafia
forum-pm-vanilla = vanilla
forum-pm-identity = { $faction } { $role }
forum-pm-no-ability = You have no night action.
forum-pm-ability-unknown = You have the ability "{ $ability }".
forum-pm-ability-kill = Each night you may kill one player.
forum-pm-ability-factional-kill = Each night your faction may send one of its members to kill one player.
forum-pm-ability-protect = Each night you may protect one player from being killed.
forum-pm-ability-block = Each night you may roleblock one player: their night action fails.
forum-pm-ability-jail = Each night you may jail one player: they are protected and their night action fails.
forum-pm-ability-investigate = Each night you may investigate one player and learn whether they are mafia.
forum-pm-ability-track = Each night you may track one player and learn whom they visited.
forum-pm-ability-watch = Each night you may watch one player and learn who visited them.
forum-pm-ability-redirect = Each night you may redirect one player's night action to another player.
forum-pm-ability-swap = Each night you may swap two players: whatever targets one targets the other.
forum-pm-ability-visit = Each night you may visit one player.
forum-pm-ability-recruit = Each night you may recruit one player into your faction.
forum-pm-ability-strong-kill = Each night you may kill one player; no protection or jail stops your kill.
forum-pm-ability-ninja-kill = Each night you may kill one player without being seen by trackers or watchers.
forum-pm-ability-commute = Each night you may commute: no action can reach you that night.
forum-pm-ability-deflect = Each night you may deflect the actions aimed at one player onto another.
forum-pm-ability-guard = Each night you may guard one player: whoever tries to kill them dies instead.
forum-pm-ability-day-kill = Once during a day you may kill one player.
forum-pm-team = Your team: { $members }.
forum-pm-goal-town = You win with the town when no player against the town is left alive.
forum-pm-goal-other = You win with the { $faction } when no town player is left alive.
forum-pm-goal-rule8 = You win with the { $faction } when no town player is left alive, or when the town can no longer make a majority (rule 8).
forum-pm-result-innocent = Your investigation of { $target }: not mafia.
forum-pm-result-guilty = Your investigation of { $target }: mafia.
forum-pm-result-visited = { $target } visited { $names }.
forum-pm-result-visited-nobody = { $target } visited nobody.
forum-pm-result-visited-by = { $target } was visited by { $names }.
forum-pm-result-visited-by-nobody = Nobody visited { $target }.
forum-pm-result-no-action = { $target } took no action.
forum-pm-result-no-result = Your { $ability } on { $target } gave no result.
forum-pm-result-other = Your { $ability } on { $target }: { $result }.
