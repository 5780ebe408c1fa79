## Mafia 1923's pages (templates/1923/game.html): the phase and its clock, the player's
## card, what may be sent, the channels, the announcements and the families.

m1923-name = Mafia 1923
m1923-hosted-by = hosted by { $name }
m1923-reminded = The host reminded you
m1923-reopened = The host reopened this phase: it now closes at
m1923-extended = The host gave this phase more time: it now closes at
m1923-stopped = The host stopped this game.
m1923-phase-day = Day { $n }
m1923-phase-night = Night { $n }
m1923-not-begun = { $phase } has not begun
m1923-opens-at = { $phase } opens at
m1923-nothing-before = : nothing can be sent before then.
m1923-was-to-end = It was to end at
m1923-ends-at = Ends at
m1923-clock = On the game's clock: opens { $opens }, closes { $closes }. Actions and votes are taken between.
m1923-no-timer = No timer: the host closes this phase.
m1923-over = The game is over
m1923-winners = Winners: { $names }
m1923-no-phase = No phase is open
m1923-you = You:
m1923-role = Role
m1923-second-role = with the second role
m1923-family = Family
m1923-status = Status
m1923-injured = , injured (no votes or actions now)
m1923-strikes = Strikes
m1923-strikes-hint = (two and you are exiled)
m1923-the-mafia = The Mafia
m1923-send-now = What you can send now
m1923-action-from-then = : your night action is taken from then.
m1923-ballot-from-then = : your ballot is taken from then.
m1923-nothing = Nothing to send this phase.
m1923-nothing-more = Nothing to send any more this phase.
m1923-sent = Sent
m1923-your-messages = Your messages
m1923-no-messages-for-you = No messages for you yet.
m1923-watching = You are watching: the public announcements and who is still in play. Roles are never made public.
m1923-if-you-play = if you play in this game.
m1923-mafia-channel = The Mafia's channel
m1923-mafia-channel-hint = The Mafia Members discuss whom to kill here. Only they and the moderators read it.
m1923-no-messages = No messages yet.
m1923-to-mafia = Message to the Mafia
m1923-send-mafia = Send to the Mafia
m1923-questions = Questions to the moderators
m1923-questions-hint = Only you and the moderators read this.
m1923-no-questions = No questions yet.
m1923-your-question = Your question
m1923-send-moderators = Send to the moderators
m1923-announcements = Announcements
m1923-no-announcements = No announcements yet.
m1923-families = Families
m1923-in-play = ({ $count } of { $size } in play)
m1923-you-mark = (you)
m1923-played-by = (played by { $name })
m1923-status-label = { $status ->
        [in_play] in play
        [dead] dead
        [exiled] exiled
       *[other] unknown
    }
m1923-role-townsperson = Townsperson
m1923-role-mafia-member = Mafia Member
m1923-role-boss = Boss
m1923-role-doctor = Doctor
m1923-role-detective = Detective
m1923-role-sheriff = Sheriff
m1923-role-bodyguard = Bodyguard
m1923-role-lawyer = Lawyer
m1923-role-shadchan = Shadchan
m1923-role-witness = Witness
m1923-role-thief = Thief
m1923-role-drunkard = Drunkard
m1923-role-butler = Butler
m1923-role-pacifist = Pacifist
m1923-role-paperboy = Paperboy
m1923-role-court-secretary = Court Secretary
m1923-role-councilor = Councilor
m1923-role-bumbling-bureaucrat = Bumbling Bureaucrat
m1923-role-armed-robber = Armed Robber

## The page script (assets/m1923.js), given in one JSON block: no plural variants.

m1923-js-left = ({ $time } left)
m1923-js-up = (time is up)
m1923-js-family-name = Family { $n } name
m1923-js-family = Family { $n }
m1923-js-remove-family = Remove family { $n }
m1923-js-size = Size
m1923-js-remove = Remove
m1923-game-status = { $status ->
        [lobby] lobby
        [running] running
        [finished] finished
        [abandoned] abandoned
       *[other] { $status }
    }

## The host's start form (templates/1923/start.html). The role pools' and requests' values
## stay the rules' English names (the API's); only their labels are translated.

m1923-start-title = Start the game
m1923-start-noscript = Without JavaScript only the timers, the court and the JSON field at the end are sent: give the families there.
m1923-start-families = Families
m1923-start-families-hint = A family has 8 players (one of them a Mafia Member) or 10 (two). The sizes add up to the number of players:
m1923-start-players-now = { $count } now.
m1923-start-add-family = Add a family
m1923-start-court = Families sent to court each day
m1923-start-court-hint = The rules say three ("subject to change"); with only two families, one is usual.
m1923-start-deal = Deal
m1923-start-deal-random = Random: requests, then the pools
m1923-start-deal-given = Given: as set under "Players"
m1923-start-clock = Clock
m1923-start-clock-lengths = Phase lengths (below)
m1923-start-clock-rules = The rules' clock (Israel time)
m1923-start-clock-hint = The rules' clock: nights 21:00–07:00 and days 09:00–19:00 in Israel, summer time or not, from the next Saturday night. The phase lengths are then not used (without JavaScript, set them to "No timer").
m1923-start-night = Night length
m1923-start-day = Day length
m1923-start-lengths-hint = When a phase's time is up it closes by itself; the host may close it earlier.
m1923-start-no-timer = No timer: the host closes it
m1923-start-minutes = { $n ->
        [one] { $n } minute
       *[other] { $n } minutes
    }
m1923-start-hours = { $n ->
        [one] { $n } hour
       *[other] { $n } hours
    }
m1923-start-hours-rules = { $n } hours (the rules)
m1923-start-roles = Roles to deal (random deal)
m1923-start-roles-hint = How many Civilians get each role; Standard players only. Everyone else is a Townsperson.
m1923-start-second-roles = Mafia Members' second roles (random deal)
m1923-start-players = Players: levels and requests
m1923-start-players-hint = In a random deal these are requests, honoured first come, first served; in a given deal they are the deal. Beginners are only Townspeople or Mafia Members. Reload the page if players joined after it was opened.
m1923-start-level = Level
m1923-start-standard = Standard
m1923-start-beginner = Beginner
m1923-start-any = Any
m1923-start-second-role = Second role
m1923-start-json = Setup as JSON (replaces everything above)
m1923-start-json-label = Setup (JSON; see docs/live/1923.md)

## The host console (templates/1923/game.html), shown to everybody once the game is over.

m1923-host-console = Host console
m1923-host-close-confirm = Close { $phase } now? It is played at once: every action and ballot sent so far counts, the results are told and { $next } opens.
m1923-host-next-phase = the next phase
m1923-host-close-hint = Closing the phase plays it: every action and ballot sent so far counts, the results are announced and the next phase opens.
m1923-host-close = Close { $phase } now
m1923-host-sent = Sent this phase
m1923-host-ballots = { $count ->
        [one] { $count } ballot cast.
       *[other] { $count } ballots cast.
    }
m1923-host-not-voted = Not yet voted: { $names }.
m1923-host-nothing-yet = Nothing yet.
m1923-host-exile-confirm = Exile this player? From the start of this phase they can no longer vote, act or win; it cannot be undone.
m1923-host-exile = Exile a player
m1923-host-exile-hint = From the start of this phase. Only the exiled player is told, at once; an exile is never announced (M80), and the reason is for you only.
m1923-host-exile-player = Player to exile
m1923-host-reason = Reason
m1923-host-exile-button = Exile
m1923-host-replace-confirm = Give this slot to the newcomer's account? The player in it now loses it and reads the game as a spectator.
m1923-host-replace = Replace a player
m1923-host-replace-hint = The newcomer takes the slot with its role and everything it was told.
m1923-host-replace-slot = Slot to replace
m1923-host-replace-name = Name in the game (empty: the account's name)
m1923-host-replace-button = Replace
m1923-host-paper = Send for a player (what came in on paper)
m1923-host-paper-action = An action
m1923-host-player = Player
m1923-host-first-target = First target
m1923-host-second-target = Second target (Paperboy, Shadchan)
m1923-host-family = Family (Drunkard, Sheriff, Councilor, Pacifist)
m1923-host-send-action = Send the action
m1923-host-mafia-by = Sent by (a Mafia Member)
m1923-host-civilians = Civilians to kill
m1923-host-send-decision = Send the decision
m1923-host-ballot = A ballot
m1923-host-voter = Voter
m1923-host-send-ballot = Send the ballot
m1923-host-stop-confirm = Stop this game for everybody?
m1923-host-stop = Stop the game
m1923-host-questions = Players' questions
m1923-host-answer = Answer { $name }
m1923-host-send-answer = Send the answer
m1923-host-no-questions = No player has written yet.
m1923-host-log = Every message
m1923-host-log-hint = Everything the game has sent, with whom it was for: the moderators' log, private results, the Mafia's messages and the announcements.
m1923-host-log-show = Show all messages

## Words of the forms and lists (crates/omerta-server/src/web/m1923.rs and the macros).

m1923-none = None
m1923-choose-player = Choose a player
m1923-choose-family = Choose a family
m1923-choose-member = Choose a member of your family
m1923-choose-civilian = Choose a Civilian
m1923-no-family = No family
m1923-nobody = nobody
m1923-and = { $rest } and { $last }
m1923-slot = slot { $n }
m1923-moderators = Moderators
m1923-everyone = everyone
m1923-host-only = host only
m1923-phase-day-lower = day { $n }
m1923-phase-night-lower = night { $n }
m1923-poisoned = poisoned
m1923-injured-note = injured
m1923-strikes-note = { $n ->
        [one] { $n } strike
       *[other] { $n } strikes
    }
m1923-uses-note = { $n ->
        [one] { $n } use
       *[other] { $n } uses
    }
m1923-player-n = Player { $n }
m1923-family-vote = Family vote
m1923-individual-vote = Individual vote
m1923-uses-left = Uses left this game: { $n }.
m1923-name-either = Name a family, a player or both.
m1923-action-title = { $role }: { $title }
m1923-action-button = Send the { $role }'s action
m1923-ballot-title = Your ballot
m1923-ballot-hint = One family vote (not your own family) and one individual vote (a member of your own family, not yourself). A missing or improper vote is a strike; two strikes and you are exiled.
m1923-ballot-hint-alone = One family vote (not your own family). You are the only member of your family in play, so there is no individual vote to cast.
m1923-ballot-button = Cast my ballot
m1923-civilian-to-kill = Civilian to kill
m1923-civilian-to-kill-of = Civilian to kill ({ $n } of { $count })
m1923-mafia-decision = The Mafia's decision
m1923-mafia-sent = { $name } sent the decision: { $targets }. A new decision replaces it.
m1923-mafia-hint = { $count ->
        [one] Tonight the Mafia must attempt to kill { $count } Civilian. Any Mafia Member may send the decision; the latest one stands.
       *[other] Tonight the Mafia must attempt to kill { $count } Civilians. Any Mafia Member may send the decision; the latest one stands.
    }
m1923-mafia-button = Send the Mafia's decision
m1923-mafia-submitted = The Mafia's decision (sent by { $name }): { $targets }.
m1923-mafia-kill-line = { $name } sent the Mafia's decision: { $targets }.
m1923-family-named = family { $family }
m1923-you-sent-action = You sent your { $role } action: { $targets }.
m1923-sent-action = { $name } sent a { $role } action: { $targets }.
m1923-your-ballot = Your ballot: family vote { $family }, individual vote { $individual }.
m1923-their-ballot = { $name }'s ballot: family vote { $family }, individual vote { $individual }.
m1923-none-lower = none
m1923-warning = Warning: { $text }.
m1923-exiled = { $name } was exiled.
m1923-exiled-reason = { $name } was exiled. Reason: { $reason }
m1923-phase-over = { $phase } is over; { $next } begins.
m1923-phase-over-last = { $phase } is over: the game is over.
m1923-mafia-wins = The Mafia wins.
m1923-nobody-wins = Nobody wins.
m1923-family-wins = Family { $family } wins.
m1923-families-win = Families { $families } win.

## What each role's form asks (the rules' words): its title, its targets, its family.

m1923-act-steal = Steal a role
m1923-act-steal-from = Player to steal from
m1923-act-poison = Poison a player
m1923-act-poison-whom = Player to poison
m1923-act-cancel = Cancel a night action
m1923-act-cancel-whom = Player to cancel
m1923-act-attack = Attack a family
m1923-act-attack-family = Family to attack
m1923-act-protect = Protect a player
m1923-act-protect-whom = Player to protect
m1923-act-redirect = Redirect an action
m1923-act-redirect-whom = Player to redirect
m1923-act-extra = Cast your extra votes
m1923-act-extra-individual = Extra individual vote
m1923-act-extra-family = Extra family vote
m1923-act-negative = Cast your negative votes
m1923-act-negative-individual = Negative individual vote
m1923-act-negative-family = Negative family vote
m1923-act-save = Save a player
m1923-act-save-whom = Player to save
m1923-act-jail = Jail a player and a family
m1923-act-jail-whom = Player to jail
m1923-act-jail-family = Family to jail
m1923-act-deliver = Deliver a role
m1923-act-deliver-to = Who learns the role
m1923-act-deliver-whose = Whose role they learn
m1923-act-represent = Represent a player in court
m1923-act-client = Your client
m1923-act-match = Make a match
m1923-act-first = First player
m1923-act-second = Second player
m1923-act-inquire = Inquire about a player
m1923-act-inquire-whom = Player to inquire about
m1923-act-yours = Your action

## What a role does (the reader's own role only), from the rules.

m1923-help-townsperson = No special ability: you vote every day like everybody else.
m1923-help-mafia-member = Every night the Mafia Members agree on the Civilians to kill (the number is the living players divided by 20, rounded up), and one of you sends the decision.
m1923-help-armed-robber = Passive: whoever kills you is killed at once (if the court kills you, the player you voted for that day dies).
m1923-help-thief = Once a game, at night: steal a living player's role for the rest of the game; they are left with no special ability.
m1923-help-butler = Twice a game, at night: poison a player, who dies after the next night unless cured. You are immune to poison and survive the first two kill attempts of the Mafia.
m1923-help-boss = Every night: cancel one player's night action (it does not stop the Mafia's kill).
m1923-help-drunkard = Once a game, at night: choose a family; a random member of it is killed (it may be you).
m1923-help-bodyguard = Every night: protect a player from the Mafia, poison and a drunken attack; the attacker is injured instead. You may protect yourself once, and you are saved once automatically.
m1923-help-bumbling-bureaucrat = Twice a game, at night: a player's next action goes to a random target instead.
m1923-help-councilor = Every day: an extra family vote and an extra individual vote, not bound by the voting rules.
m1923-help-pacifist = Every day: a negative family vote and a negative individual vote, not bound by the voting rules.
m1923-help-doctor = Every night: save a player from the Mafia's kill and from poison, or cure a poisoned player. At most twice on yourself.
m1923-help-sheriff = Twice a game, by day: jail a player and a family; their votes and the votes against them do not count today. Your own family once, yourself once.
m1923-help-paperboy = Twice a game, at night: choose two living players; the first learns the role of the second. Never yourself.
m1923-help-witness = Passive: you are told the role of every player who dies.
m1923-help-court-secretary = Passive: after each day's vote you are told a quarter of the players' ballots.
m1923-help-lawyer = Every day: represent a player in court; if the court would kill them, the next most voted member of their family dies instead. Yourself once.
m1923-help-shadchan = At night: choose two players to fall in love with each other.
m1923-help-detective = Every night: inquire about a player and learn whether they are in the Mafia.

## The game's own messages (omerta-1923's `Said`): English word for word the rule crate's
## text. Names and families are given as written.
m1923-said-families = The families: { $families }. { $court }
m1923-said-family-members = { $family }: { $members }
m1923-said-court = { $n ->
    [one] Each day the family with the most votes is sent to court.
   *[other] Each day the { $n } families with the most votes are sent to court.
}
m1923-said-your-role = You are in family { $family }. Your role: { $role }.
m1923-said-mafia-and = Mafia Member and { $role }
m1923-said-mafia-members = The Mafia Members: { $members }.
m1923-said-name-family = { $name } ({ $family })
m1923-said-died = { $name } has died.
m1923-said-witness = { $name } has died; they were { $role }.
m1923-said-court-killed = { $name } was killed by the court.
m1923-said-poisoned = { $name } has been poisoned.
m1923-said-cured = { $name } has been cured of poison.
m1923-said-injured = You are injured: you cannot vote or act tomorrow or tomorrow night.
m1923-said-exiled = You have been exiled by the Moderators: you can no longer vote, act or win.
m1923-said-kill-count = Tonight the Mafia must attempt to kill { $n } Civilian(s).
m1923-said-boss = Any nighttime action you may have attempted did not happen because of a Boss.
m1923-said-paired = A Shadchan has paired you with { $name }.
m1923-said-is-mafia = { $name } is a Mafia Member.
m1923-said-is-not-mafia = { $name } is not a Mafia Member.
m1923-said-news = The Paperboy brings news: { $name } is { $role }.
m1923-said-steal-failed = Your attempt to steal a role failed.
m1923-said-stole = You stole a role: you are now { $role }.
m1923-said-second-role-stolen = Your second role was stolen: you are still a Mafia Member.
m1923-said-role-stolen = Your role was stolen: you are now a Townsperson.
m1923-said-redirected-nowhere = A Bumbling Bureaucrat redirected your action: it found no target.
m1923-said-redirected = A Bumbling Bureaucrat redirected your action to { $targets }.
m1923-said-family = family { $family }
m1923-said-both = { $a } and { $b }
m1923-said-nobody = nobody
m1923-said-tally = { $name } { $n }
m1923-said-family-votes = Family votes: { $tally }.
m1923-said-individual-votes = Individual votes: { $tally }.
m1923-said-no-court = No family is sent to court.
m1923-said-to-court = Sent to court: { $families }.
m1923-said-secretary-none = Votes seen by the Court Secretary: none.
m1923-said-secretary = Votes seen by the Court Secretary: { $ballots }.
m1923-said-ballot = { $name } voted for family { $family } and for { $individual }
m1923-said-strike = Your ballot today earns a strike: { $why }.
m1923-said-improper-no-family = no family vote
m1923-said-improper-no-individual = no individual vote
m1923-said-improper-own-family = a family vote for their own family
m1923-said-improper-themself = an individual vote for themself
m1923-said-improper-outside-family = an individual vote for someone outside their family
m1923-said-improper-not-living = a vote for a player who is not living
m1923-said-improper-unknown-family = a family vote for no family of the game
m1923-said-mafia-wins = The Mafia wins.
m1923-said-families-win = The Mafia loses. Winning families: { $families }.
m1923-said-nobody-wins = The Mafia loses, and no family wins.
m1923-said-winners = { $verdict } Winners: { $players }.
m1923-said-moderators-wrote = The moderators wrote to you: { $text }
m1923-said-replacement = { $name }, you now play { $player } in family { $family }. Your role: { $role }.
m1923-said-note-canceled = { $name }'s action is canceled by a Boss
m1923-said-note-redirected-nowhere = { $name }'s redirected action finds no target
m1923-said-note-butler-poison-ends = { $name } holds the Butler role: the poison ends
m1923-said-note-already-marked = { $name } is already marked: the mark is spent
m1923-said-note-marks = { $name } marks { $other }
m1923-said-note-boss-cancels = { $name } cancels { $other }'s night actions
m1923-said-note-drunkard-no-one = { $name }'s attack finds no one in play
m1923-said-note-protected-drunkard = { $name } is protected from the Drunkard
m1923-said-note-bodyguard-poison = A Bodyguard protects { $name } from the poison
m1923-said-note-butler-immune = { $name } holds the Butler role: immune to poison
m1923-said-note-doctor-poison = A Doctor saved { $name } from the poison
m1923-said-note-already-poisoned = { $name } is already poisoned
m1923-said-note-self-guard-poison = { $name }'s automatic protection stops the poison
m1923-said-note-kill-already-dead = The Mafia's kill on { $name } has no effect: already dead
m1923-said-note-kill-fails = The Mafia's kill on { $name } fails
m1923-said-note-self-guard-mafia = { $name }'s automatic protection stops the Mafia
m1923-said-note-second-strike = { $name } exiled: a second strike (M68)
m1923-said-note-no-mafia-kill = No Mafia kill tonight: no Mafia Member in play can act
m1923-said-note-exiled = { $name } exiled by the Moderators: { $reason }
m1923-said-note-revenge = { $name }, an Armed Robber, takes { $other } down.
m1923-said-note-void-gone = { $name }'s action is void: they are no longer in play
m1923-said-note-void-role = { $name }'s action is void: they no longer hold { $role }
m1923-said-note-target-left = { $name }'s action has no effect: its target left play
m1923-said-note-fewer-kills = The Mafia attempts { $n } kill(s) of the { $required } required
m1923-said-note-second-ballot = { $name }'s second ballot is ignored
# Why a submission is ignored (M24).
m1923-said-why-no-player = no such player
m1923-said-why-not-in-play = the actor is not in play
m1923-said-why-injured = the actor is injured
m1923-said-why-not-held = the actor does not hold the role { $role }
m1923-said-why-wrong-time = { $role } has no action at this time
m1923-said-why-spent = every use of { $role } is spent
m1923-said-why-shape = the action has the wrong shape
m1923-said-why-no-family = no such family
m1923-said-why-target-gone = a target is not in play
m1923-said-why-named-twice = the same player is named twice
m1923-said-why-not-on-self = { $role } may not name themself
m1923-said-why-self-spent = every use on themself is spent
m1923-said-why-jail-spent = the Sheriff's jail of their own family is spent
m1923-said-why-second-action = a second { $role } action in the phase
m1923-said-why-not-civilian = not a Civilian in play at the start of the night
m1923-said-why-kill-named-twice = named twice
m1923-said-why-too-many = more targets than the kill count
# The moderators' notes.
m1923-said-note-ignored = { $name }'s action is ignored: { $why }
m1923-said-note-kill-ignored = The Mafia's kill on { $name } is ignored: { $why }
m1923-said-note-draw = Draw ({ $what }): { $name } among [{ $among }]
m1923-said-note-draw-family = Draw ({ $what }): family { $family } among [{ $among }]
m1923-said-draw-robber-victim = the Armed Robber's Mafia victim
m1923-said-draw-redirection = a Bumbling Bureaucrat's redirection
m1923-said-draw-drunkard-victim = the Drunkard's victim
m1923-said-draw-injured-mafia = the injured Mafia Member
m1923-said-note-exile-nothing = The exile of { $name } does nothing: not in play ({ $reason })
m1923-said-note-deal = Seed { $seed }. The deal: { $deal }.
m1923-said-note-dealt = { $name } ({ $family }): { $role }
m1923-said-note-told = { $name }: { $text }
m1923-said-note-secretary-draw = Draw (the Court Secretary { $name }'s sample): { $k } of { $n } ballots
m1923-said-note-not-sent = Not sent (no recipient in play): { $text }
m1923-said-note-roster = Final roster: { $roster }.
m1923-said-note-roster-entry = { $name } ({ $family }): { $role }, { $status }
m1923-said-roster-living = living
m1923-said-roster-dead = dead
m1923-said-roster-exiled = exiled
# The random deal's log (M9, M10).
m1923-said-deal-random = Random deal (M10), seed { $seed }: seats, the Mafia, second roles, Civilian roles.
m1923-said-deal-family-full = Request not honoured (M9): { $name } asked for family { $family }, which was full.
m1923-said-deal-seats = Draw (the seats): { $seated } among [{ $among }]
m1923-said-deal-seated = { $name } to { $family }
m1923-said-deal-no-mafia-place = Request not honoured (M9): { $name } asked to be a Mafia Member; family { $family } had no Mafia place left.
m1923-said-deal-mafia-draw = Draw (a Mafia Member of family { $family }): { $name } among [{ $among }]
m1923-said-deal-second-not-mafia = Request not honoured (M9): { $name } asked for the second role { $role }, and is not a Mafia Member.
m1923-said-deal-second-no-copy = Request not honoured (M9): { $name } asked for the second role { $role }; no copy was left in mafia_second_roles.
m1923-said-deal-drawn-mafia = Request not honoured (M9): { $name } asked { $asked }, and was drawn for the Mafia.
m1923-said-deal-asked-role = for { $role }
m1923-said-deal-asked-not-mafia = not to be a Mafia Member
m1923-said-deal-no-copy = Request not honoured (M9): { $name } asked for { $role }; no copy was left in roles.
m1923-said-deal-roles-draw = Draw ({ $what }): { $dealt } among [{ $among }]
m1923-said-deal-second-roles = second roles
m1923-said-deal-civilian-roles = Civilian roles
m1923-said-deal-given = { $role } to { $name }
m1923-said-deal-not-dealt-second = Not dealt (M10): { $roles } from mafia_second_roles, with no Standard Mafia Member left to take { $n ->
        [one] it
       *[other] them
    }.
m1923-said-deal-not-dealt-civilian = Not dealt (M10): { $roles } from roles, with no Standard Civilian left to take { $n ->
        [one] it
       *[other] them
    }.
m1923-said-deal-as-given = The deal, as a given deal (M10, M11): { $json }
# A ballot's warnings, to its voter (M68, M71, M73).
m1923-said-warn-no-family = no family vote: a strike (M68)
m1923-said-warn-own-family = a family vote for your own family is improper: a strike (M71)
m1923-said-warn-no-individual = no individual vote: a strike (M68)
m1923-said-warn-alone = no one else of your family is in play: an individual vote is improper (M73)
m1923-said-warn-yourself = an individual vote for yourself is improper: a strike (M71)
m1923-said-warn-outside-family = an individual vote for someone outside your family is improper: a strike (M71)
m1923-said-warn-dead = an individual vote for a dead player is improper: a strike (M71)
m1923-said-note-night-in-day = { $name }'s { $role } action is ignored: a night action in a day (M24)

## What reopening a phase takes back and keeps (the host's reopen form), each line as
## data beside its English (omerta-live's `mafia1923::moderation`), word for word.
m1923-rewind-announcement = { $phase }: { $message }
m1923-rewind-result = The result: { $message }
m1923-rewind-to = { $phase }, to { $to }: { $message }
m1923-rewind-to-you = { $phase }, to you: { $message }
m1923-rewind-sent = { $phase }: { $sent } sent, to be sent again.
m1923-rewind-ballots = { $n } { $n ->
        [one] ballot
       *[other] ballots
    }
m1923-rewind-actions = { $n } { $n ->
        [one] action
       *[other] actions
    }
m1923-rewind-mafia-decision = the Mafia's decision
m1923-rewind-your-ballot = { $phase }: your ballot, to be cast again.
m1923-rewind-your-action = { $phase }: your { $role } action, to be sent again.
m1923-rewind-everyone = Every action, ballot and Mafia decision sent since { $phase } began: they may be sent again.
m1923-rewind-keeps-before = Everything before { $phase }: its messages stay as they were read.
m1923-rewind-keeps-exile = { $name }'s exile: your ruling stays, and { $name } stays out of play.

## The command line's text of a played game (omerta 1923 play --lang): its heading, each
## message's audience and the result; the messages are the game's own (m1923-said-*).
m1923-cli-heading = Mafia 1923, seed { $seed }
m1923-cli-public = public
m1923-cli-moderators = moderators
m1923-cli-to = to { $names }
m1923-cli-result = Result
m1923-cli-in-progress = The game is in progress.
m1923-cli-families-win = The Mafia loses; winning: { $families }.
m1923-cli-winners = Winners: { $names }.
m1923-cli-winners-none = Winners: none.

## What keeps a script from being read or a setup from being dealt
## (omerta_1923::problem: Problem, Fault), worded by omerta_i18n::m1923::problem; a
## place is the document's own (`players[3]`), a quoted value as written.
m1923-problem-at = { $at }: { $problem }
m1923-problem-unknown-format = unknown format { $format }; this reads "omerta-1923/1"
m1923-problem-no-format = missing: the document must say "format": "omerta-1923/1"
m1923-problem-not-a-script = not a valid script: { $detail }
m1923-problem-no-seed = missing (an integer that seeds the game's randomness)
m1923-problem-family-shape = needs a name and a size
m1923-problem-too-few-families = a game has at least two families
m1923-problem-not-allowed-role = { $name } is not a role a Mafia Member may hold
m1923-problem-unknown-deal = { $deal } is not "given" or "random"
m1923-problem-no-name = missing "name"
m1923-problem-unknown-level = level { $level } is not beginner, standard or spectator
m1923-problem-no-such-family = family { $family } is not in the game
m1923-problem-unknown-second-role = unknown second role { $role }
m1923-problem-unknown-role = unknown role { $role }
m1923-problem-second-role-not-mafia = "second_role" only goes with "role": "Mafia Member" (M9)
m1923-problem-second-role-alone = "second_role" without "role": "Mafia Member" (M9)
m1923-problem-spectator-with-role = a Spectator has only a name and a level: no family, no role (M6, M9)
m1923-problem-given-deal-incomplete = a given deal names each player's family and role
m1923-problem-listed-twice = { $name } is listed twice
m1923-problem-not-a-second-role = { $role } is not a second role a Mafia Member may hold (M8)
m1923-problem-too-many-to-deal = { $copies } roles to deal, more than the { $standard } standard players (M12)
m1923-problem-phase-order = { $found } where { $due } comes (phases run night 1, day 1, ... day 5, each once)
m1923-problem-nothing-more = nothing more
m1923-problem-exiled-not-a-player = exiled player { $name } is not a player
m1923-problem-target-not-a-player = Mafia target { $name } is not a player
m1923-problem-action-shape = needs "by", a player, and "role", a role with an action
m1923-problem-action-names-nobody = names a player or family not in the game
m1923-problem-no-action = { $role } has no action to submit
m1923-problem-target-count = { $role } takes { $need } target(s), not { $given }
m1923-problem-drunkard-family = a Drunkard names a family
m1923-problem-sheriff-shape = a Sheriff names a player and a family
m1923-problem-extra-vote-shape = a { $role } names a family and/or one player
m1923-problem-votes-in-night = votes in a night
m1923-problem-kill-named-twice = { $name } is named twice in mafia_kills
m1923-problem-kills-in-day = mafia_kills in a day
m1923-problem-voter-unknown = "by" is not a player
m1923-problem-vote-for-unknown = { $name } is not a player
m1923-problem-mafia-member-in-pool = Mafia Member is never in a pool: the families' sizes make the Mafia (M12)
m1923-problem-townsperson-in-pool = Townsperson is never in a pool: it fills the seats left (M12)
m1923-problem-no-role = missing "role"
m1923-problem-count-below-one = "count" must be at least 1
m1923-problem-pool-listed-twice = { $role } is listed twice in { $pool }; give it once, with a count (M12)
m1923-problem-beginner-role = { $name } is a beginner: Townsperson or Mafia Member only
m1923-problem-mafia-may-not-hold = { $name }: a Mafia Member may not hold { $role }
m1923-problem-family-size = family { $family }: a family has 8 or 10 players
m1923-problem-family-players = family { $family } has { $has } players, not { $size }
m1923-problem-family-mafia = family { $family } has { $has } Mafia Members, not { $need }
m1923-problem-family-seats = family { $family } has { $size } seats: a family has 8 or 10 players
m1923-problem-seats-signed-up = { $players } players signed up for { $seats } seats in the families
m1923-problem-signed-up-twice = { $name } signed up twice
m1923-problem-spectator-requests = { $name } is a spectator: spectators request no family and no role (M6, M9)
m1923-problem-beginner-request = { $name } is a beginner: beginners are Townspeople or Mafia Members only
m1923-problem-requests-no-family = { $name } asks for family { $family }, which is not in the game
m1923-problem-mafia-cannot-hold = { $name }: a Mafia Member cannot hold the role { $role }
m1923-problem-townsperson-dealt = Townsperson is never dealt from a pool, it fills the seats left (M12)
m1923-problem-pools-too-large = the pools hold { $copies } roles, more than the { $standard } standard players (M12)

## Why a game's schedule cannot be used (omerta_live::clock::ScheduleError), worded by
## omerta_i18n::m1923::said; the setup's own text quoted as written.
m1923-schedule-unknown-zone = { $zone } is not a time zone omerta knows: give an IANA name such as "Asia/Jerusalem"
m1923-schedule-not-a-time = { $edge } { $text } is not a time of day such as "21:00"
m1923-schedule-night-opens = the night's opening
m1923-schedule-night-closes = the night's closing
m1923-schedule-day-opens = the day's opening
m1923-schedule-day-closes = the day's closing
m1923-schedule-empty-window = a phase's window opens and closes at different times
m1923-schedule-overlap = the night and the day must fit in 24 hours without overlapping: the day closes after the next night opens
m1923-schedule-not-a-date = first_night { $text } is not a date such as "2026-10-24"
m1923-schedule-start-out-of-range = the start time is out of range
m1923-schedule-start-date-out-of-range = the start date is out of range
m1923-schedule-no-saturday = no Saturday night within two weeks of the start
m1923-schedule-out-of-range = { $at } is out of range
m1923-schedule-phase-date-out-of-range = the phase's date is out of range
