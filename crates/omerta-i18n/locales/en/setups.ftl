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
