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
m1923-game-status = { $status ->
        [lobby] lobby
        [running] running
        [finished] finished
        [abandoned] abandoned
       *[other] { $status }
    }
