# Inactivity on a forum game's page (docs/live/forum.md, rulings D20 to D24): a prod with
# a deadline, rule 13's countdown, requests for a replacement and their offers, the host's
# one-step actions.
inactivity-prodded = The host reminded you ({ $at }): { $reason }
inactivity-prod-by = Post by
inactivity-prod-past = The deadline has passed: the host may modkill you for inactivity (rule 13) or ask for a replacement.
inactivity-prod-answered = You have posted since: the prod is answered.
inactivity-left = { $time } left
inactivity-up = time is up
inactivity-activity = Rule 13: { $posts } of the { $minimum } posts a day asks of you.
inactivity-activity-needed = Still needed: { $needed }, before the day ends
inactivity-activity-done = You have the posts rule 13 asks for today (the host judges whether they contribute).
inactivity-requests = Replacements wanted
inactivity-request = The host asks for somebody to take over { $name }'s slot.
inactivity-offer-name = Your name in the game
inactivity-offer = Offer to take over
inactivity-offer-hint = The host picks one offer; the slot's role, team and messages become yours.
inactivity-offered = You offered to take over this slot: the host picks an offer.
inactivity-offers = Offers
inactivity-no-offers = No offers yet.
inactivity-accept = Give the slot to { $name }
inactivity-accept-confirm = Give the slot to this account? The player in it now loses it; the newcomer is sent the role PM.
inactivity-cancel = Take back the request
inactivity-marks = Inactive players
inactivity-past = past the prod's deadline with no post:
inactivity-modkill = Modkill for inactivity
inactivity-modkill-confirm = Modkill this player for inactivity (rule 13)? They die at once, their role is shown, and it cannot be undone.
inactivity-ask = Ask for a replacement
inactivity-asked = A replacement is asked for.
inactivity-prod-hours = Post within (hours; empty: no deadline)
# The badge beside a player's rule 13 flag, on the host's inactivity panel.
inactivity-rule-13 = rule 13
