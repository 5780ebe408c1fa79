# Forum setups (issue 32, item 5): saved, shared, uploaded as files, hosted again.

setups-title = Setups
setups-intro = A setup is a forum game's rules and roles, saved under a name: host a game with it again, share it, or keep it as a file.
setups-mine = Your setups
setups-none = You have no saved setup yet. Save one from a forum lobby's start form, or upload a file.
setups-sign-in = Sign in to save and upload setups.
setups-shared = Shared by others
setups-shared-none = Nobody shares a setup yet.
setups-roles = { $count ->
        [one] { $count } role
       *[other] { $count } roles
    }
setups-deal-given = one role per player, in order
setups-deal-random = dealt at random
setups-shared-badge = shared
setups-by = by { $owner }
setups-all = All setups
setups-upload = Upload a setup file
setups-upload-hint = A file in the omerta-forum-setup/1 format (docs/live/forum.md, "Setups"), at most 64 KB (as the server takes). It is checked whole before anything is saved, and every problem is listed with its place.
setups-file = The file
setups-file-text = or its text
setups-upload-button = Upload
setups-problems = The setup was not saved.
setups-download = Download the file
setups-host = Host a game with it
setups-rules = Rules
setups-rules-line = Days of { $day } hours, nights of { $night } hours, starting by { $start }; night method: { $method }; on death the thread shows: { $reveal }; role list: { $list }.
setups-role-list = Roles
setups-faction = Faction
setups-role = Role
setups-abilities = Night abilities
setups-night-secret = with night attributes only the host sees
setups-settings = Settings
setups-name = Name
setups-description = Description (optional)
setups-share = Shared: everybody may read it, download it and host a game with it
setups-json = The setup (JSON)
setups-save = Save
setups-delete = Delete this setup
setups-delete-confirm = Lobbies opened with it keep their copy. This cannot be undone.
setups-start-with = Start with the setup “{ $name }”
setups-start-saved = Or start with one of your saved setups
setups-start-saved-button = Start with this setup
setups-save-form = Save these choices as a setup
setups-save-name = The setup's name
setups-save-button = Save as a setup
setups-rehost = Rehost
setups-rehost-hint = Rehost opens a new lobby with this game's setup, hosted by you; a random deal is drawn again when it starts.
setups-game-file = Download this game's setup

## A setup's problems (issue 30): each the check's English sentence, word for word
## (omerta-live's `forum::check`, `setup_file`, `pms::problems_said`).
setup-problems = { $count ->
        [one] The setup has a problem:
       *[other] The setup has { $count } problems:
    }
    { $problems }
setup-problem-one = { $problems }
setup-problem-whole = the setup
setup-problem-line-column = line { $line }, column { $column }
setup-problem-at-line-column = { $at } (line { $line }, column { $column })
setup-problem-sentence = { $sentence }.
setup-problem-normality = The normality { $level } is not a level from 1 to 6.
setup-problem-hours = A phase lasts 1 to { $most } hours, not { $hours }.
setup-problem-no-role = A setup has at least one role.
setup-problem-too-many-roles = A setup has at most { $most } roles; this one has { $count }.
setup-problem-few-players = A forum game needs at least { $least } players; { $count } are seated.
setup-problem-given-count = { $roles } roles are given for { $players } players: a given deal has one role per player.
setup-problem-random-count = { $roles } roles to draw from for { $players } players: a random deal needs at least one per player.
setup-problem-label = { $what } is 1 to { $most } characters, with no control characters.
setup-label-faction = A faction's name
setup-label-role = A role's name
setup-label-channel = A channel's name
setup-label-alias = An alias
setup-problem-channel-dead = "{ $name }" is the dead thread's name, which every dead player reads; name the role's channel otherwise.
setup-problem-template = This PM template { $problem }.
setup-template-too-long = is { $length } characters long; a PM is at most { $most }, as a post
setup-template-control = holds control characters: write text, new lines and tabs only
setup-template-empty = is empty: leave it out to send the built-in PM
setup-template-closing = has a "{ "}" }" that closes no blank: write "{ "}}" }" for the brace itself
setup-template-opening = has a "{ "{" }" that opens a blank never closed: write "{ "{{" }" for the brace itself
setup-template-unknown-blank = has the blank { $blank }, which this PM does not fill (it fills { $fills })
setup-problem-ability = The name { $name } is not an ability; the night abilities are { $known }.
setup-problem-night-key = The field { $name } is not a night attribute; they are { $known }.
setup-problem-night-unread = The night attributes are not read: { $reason }.
setup-problem-name-alike = The player's name { $name } cannot be told apart from another in a vote.
setup-problem-too-many-aliases = A setup declares at most { $most } aliases; this one has { $count }.
setup-problem-alias-not-player = The name { $name } is not a player of this game.
setup-problem-alias-taken = The alias { $name } is already a name or alias.
setup-name-taken = { $sentence }; you have a setup of that name.
setup-file-too-big = A setup file is at most { $most } bytes (1 MB); this one has { $size } bytes.
setup-file-description-long = A description is at most { $most } characters; this one has { $count }.
setup-file-description-control = A description has no control characters but line breaks ({ $char } is one).
setup-file-other-format = The format { $named } is not one this reads; a setup file says "{ $format }".
setup-file-no-format = A setup file says its format: "format": "{ $format }".
# The reader stopped ($line and $column are given too: other languages name the place in
# the sentence, by { setup-problem-line-column }, which English's line says before it).
setup-file-not-json = The file is not JSON: { $detail }.
setup-file-ends-early = The file is not JSON: { $detail }.
setup-file-unread = The file could not be read: { $detail }.
setup-file-shape = The file is not a setup file's shape: { $detail }.
