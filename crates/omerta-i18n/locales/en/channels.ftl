# A forum game's private channels (issue 32, 1; docs/live/forum.md, D15 to D19).
channels-heading = Channels
channels-jump = Channels
channels-team = Team channel: { $name }
channels-named = Channel: { $name }
channels-dead = The dead thread
channels-members = Members: { $names }
channels-members-none = No player reads it now; the host does.
channels-host = host
channels-empty = No messages yet.
channels-write-label = Your message in { $name }
channels-write-dead = Your message in the dead thread
channels-send = Send
channels-left = You no longer write here; what you read stays.
channels-hint = Only the members and the host read a channel until the game ends; then everybody does. Nothing here is mailed.
channels-hint-host = You read and write in every channel. The players read only their own; the dead, the dead thread.
channels-revealed = The game is over: every channel is shown to everybody.
