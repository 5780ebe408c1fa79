## `omerta forum check`'s flags and the vote counter's notes (`omerta forum tally`): the
## enforcement report of omerta-forum, worded from its data (omerta_forum::FlagSaid and
## NoteSaid) by omerta_i18n::forum. English is the rule crate's own, word for word.
## Names, times, vote marks and the lines of a post are the thread's text, as written.

enforce-phase-day = day { $number }
enforce-phase-night = night { $number }

## Rule 0: not a player.
enforce-outsider = Post { $post }: { $name } is neither a player nor the host of this game (rule 0: no numbered rule covers it, the host's call); the host may ask them to stay out of the game thread.
enforce-replaced = Post { $post }: { $name } was replaced by { $by } at { $at } and is no longer a player (rule 0: no numbered rule covers it, the host's call); the host may ask them to stay out of the game thread.
enforce-not-yet-playing = Post { $post }: { $name } posted before replacing { $replacing } at { $at } and was not yet a player (rule 0: no numbered rule covers it, the host's call); the host decides whether the post stands.

## Rule 2: a post at night. $tonight and $in-game are counts; $tonight-suffix and
## $in-game-suffix are English's ordinal endings (st, nd, rd, th), for English only.
enforce-night-post = Post { $post }: { $name } posted during { $night } ({ $tonight }{ $tonight-suffix } post that night, { $in-game }{ $in-game-suffix } night post in the game), which rule 2 forbids; the host may modkill.
enforce-night-post-repeat = Post { $post }: { $name } posted during { $night } ({ $tonight }{ $tonight-suffix } post that night, { $in-game }{ $in-game-suffix } night post in the game), a repeat offence that rule 2 (no posts at night) says will result in a modkill.

## Rule 5: a post by the dead. $how: night-thread-lynched and the like; $when: a phase
## (enforce-phase-*) or a time.
enforce-dead-post = Post { $post }: { $name } posted after their death, which rule 5 forbids (dead people make no posts); the host may bar them from playing.
enforce-dead-post-how = Post { $post }: { $name } posted after their death ({ $how }, { $when }), which rule 5 forbids (dead people make no posts); the host may bar them from playing.

## Rule 3: an edit. $changes: what it changed (enforce-lines-*, and enforce-edit-votes).
enforce-edited = Post { $post }: { $name } edited it at { $at }, which rule 3 says will result in a modkill; { $changes }.
enforce-edited-of = Post { $post }: { $name } edited it at { $at } (edit { $edit } of { $total }), which rule 3 says will result in a modkill; { $changes }.
enforce-edit-votes = { $lines }; { $votes } (votes count as first posted)
enforce-lines-spacing = no line changed but for spacing
enforce-lines-removed = removed { $removed }
enforce-lines-added = added { $added }
enforce-lines-both = removed { $removed }, added { $added }
enforce-lines-more = and { $count } more line(s)
enforce-votes-adds = the edit adds { $added }
enforce-votes-removes = the edit removes { $removed }
enforce-votes-both = the edit adds { $added } and the edit removes { $removed }
enforce-votes-reordered = the edit reorders its votes
enforce-and = { $first } and { $last }

## Rule 13: too few posts in a day.
enforce-inactive = Day { $day } (no post to cite): { $name } made { $count } { $count ->
        [one] post
       *[other] posts
    } while alive, below the { $minimum } per day phase that rule 13 requires; the host may modkill for inactivity.

## The vote counter's note on a post, as a flag ($note: enforce-note-*).
enforce-counted = Post { $post } ({ $name }), vote count under rule { $rule }: { $note }; the host decides whether it stands.
enforce-counted-in = Post { $post } ({ $name }, { $phase }), vote count under rule { $rule }: { $note }; the host decides whether it stands.

## The vote counter's notes.
enforce-note-night-votes = votes made at night ({ $night }) do not count
enforce-note-outside-schedule = votes made outside the schedule do not count
enforce-note-not-the-slot = { $name } does not play this slot at the time of the post: their votes do not count
enforce-note-dead = { $name } is dead: their votes do not count
enforce-note-after-hammer = the day ended when { $target } was hammered at post { $post }: later votes do not count
enforce-note-no-vote = { $name } has no vote in this game (players[].votes is 0): not counted
enforce-note-bare-unvote = an unvote by { $name }, who was not voting: nothing to take back
enforce-note-unclear-none = "{ $text }" is not a player or alias
enforce-note-unclear-several = "{ $text }" matches several players
enforce-note-not-counted = { $unclear }: not counted
enforce-note-counted-as = { $unclear }: counted as { $target } by the host's ruling ({ $reason })
enforce-note-dismissed = { $unclear }: not counted, dismissed by the host ({ $reason })
enforce-note-for-dead = a vote for { $target }, who is dead: not counted
enforce-note-locked = { $name }'s vote is locked on { $on }: it cannot move
enforce-note-not-voting-for = an unvote of { $target }, who { $name } was not voting for: nothing to take back
enforce-note-locked-unvote = { $target } is locked: { $name } cannot unvote

## A thread document omerta cannot use ($detail: serde's, as it is), and a tally asked to
## stop at a post the thread does not have.
enforce-not-a-thread = not a valid thread document: { $detail }
enforce-no-post = there is no post { $post } in the thread
