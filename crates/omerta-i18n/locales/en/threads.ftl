# A forum thread's pages fetched and read (`omerta forum fetch`, `omerta forum import`, a
# followed thread): why a page could not be fetched or read, worded from
# omerta-forum-import's data (`ImportError`, `FetchError`, `ZoneError`); and what a followed
# thread keeps as its last fetch's problem and its webhook's, worded when its page is read.
# English is word for word the crate's own (`Display`).

threads-page = page { $page } ({ $name })
threads-login-page = { $page } is a login page, not the thread: the forum shows this thread only to members who are signed in. Save the pages from a browser that is signed in, and import those files.
threads-other-site = { $page } looks like a { $found } page, not { $site }: import it with --site { $key }.
threads-no-posts = { $page } has no posts that look like { $marker }: is this a { $site } thread page, or a login page?
threads-marker-xenforo = XenForo's `article.message` (or XenForo 1's `li.message`)
threads-marker-phpbb = phpBB's `div.post` with a `div.content`
threads-marker-vbulletin = vBulletin's `post_message_` blocks (or vBulletin 5's `li.b-post`)
threads-marker-discourse = Discourse's `post_stream.posts`
threads-missing = { $page } shows post { $post } without { $part }: the page may be cut short, or saved from a style this importer does not know.
threads-missing-id = { $page } has a post without { $part }: the page may be cut short, or saved from a style this importer does not know.
threads-part-time = a time
threads-part-body = a body
threads-part-readable-datetime = a readable datetime on its time
threads-part-created-at = a created_at time
threads-part-date = a date ({ $at })
threads-part-time-at = a time ({ $at })
threads-part-body-at = a body ({ $at })
threads-part-author-at = an author line ({ $at })
threads-part-id-at = an id ({ $at })
threads-relative-time = { $page } shows post { $post }'s time as “{ $shown }”, which only says which day it was to someone reading on the day the page was saved: save the page again with full dates (forums switch to them for posts older than a week), or import it on a board setting that shows dates.
threads-unreadable-time = { $page } shows post { $post }'s time as “{ $shown }”, which is not a date and time this importer can read.
threads-no-zone = { $page } shows post { $post }'s time as “{ $shown }” and names no time zone for it: give the zone the page was saved in with --zone (for example --zone +00:00).
threads-bad-json = { $page } is not a Discourse topic's JSON ({ $problem }): save the topic's address with .json at the end (https://forum.example/t/slug/123.json).
threads-json-not-json = it is not JSON: { $detail }
threads-json-not-topic = its fields are not a topic's: { $detail }
threads-json-no-post-stream = it has no post_stream
threads-json-post-without-id = post_stream.posts[{ $index }] has no id
threads-json-no-topic-id = it has no topic id
threads-document-follow = the follow's document
threads-document-not-json = { $document } is not JSON ({ $detail }), so the pages cannot be added to it.
threads-document-format = { $document } is not an omerta-forum/1 document (its "format" is "{ $format }"), so the pages cannot be added to it.
threads-document-format-missing = { $document } is not an omerta-forum/1 document (its "format" is missing), so the pages cannot be added to it.
threads-document-posts = { $document }'s "posts" is not a list, so the pages cannot be added to it.

threads-not-an-address = "{ $raw }" is not an address omerta can fetch ({ $detail })
threads-not-web = "{ $raw }" is not an http:// or https:// address
threads-other-host = page { $page } of the thread is linked at { $url }, on another host than the thread ({ $host }): omerta fetches pages only from the thread's own host
threads-unknown-site = { $url } does not look like a XenForo, phpBB, vBulletin or Discourse thread: if it is one, say which with --site
threads-unknown-site-follow = the first page, { $url } does not look like a XenForo, phpBB, vBulletin or Discourse thread: if it is one, say which in the follow's settings (its forum engine)
threads-next-link = page { $page } ({ $url }) links its next page as "{ $href }", which is not an address ({ $detail })
threads-not-a-topic = { $url } is a Discourse page but not a topic's (no /t/…/ID in its address)
threads-topic-address = cannot make the topic's JSON address from { $url } ({ $detail })
threads-posts-address = cannot make the posts' address from { $url } ({ $detail })
threads-members-only = the forum refused page { $page } ({ $url }) with { $status } { $reason }: the thread is shown only to members who are signed in, or the forum turns programs away. Save the pages from a browser that is signed in and use `omerta forum import`.
threads-members-only-follow = the forum refused page { $page } ({ $url }) with { $status } { $reason }: the thread is shown only to members who are signed in, or the forum turns programs away. The follow cannot read it: save the pages from a browser that is signed in and use `omerta forum import`.
threads-answered = fetching page { $page } ({ $url }) failed: the forum answered { $status } { $reason }
threads-moved = fetching page { $page } ({ $url }) failed: the forum answered { $answer }, a move to another host, which omerta does not follow
threads-redirects = fetching page { $page } ({ $url }) failed: the forum redirected it more than ten times
threads-too-large = page { $page } ({ $url }) is larger than { $size }, which no thread page is
threads-size-mib = { $n } MiB
threads-size-kib = { $n } KiB
threads-size-bytes = { $n } bytes
threads-failed = fetching page { $page } ({ $url }) failed: { $reason }
threads-failed-reading = fetching page { $page } ({ $url }) failed while reading it: { $reason }
threads-timeout = the forum did not answer in time
threads-zone = "{ $text }" is not a time zone offset: write it as +01:00, -05:00 or UTC

threads-follow-busy = The server was reading many threads at once; this one is read again in a minute.
threads-follow-too-big = The thread's posts are more than the { $size } a follow keeps; the new pages were not added ({ $posts } posts are kept).
threads-follow-unread = The follow's document could not be read: { $error }
threads-follow-stopped = { $why }; { $kept }, and the next fetch goes on from there.
threads-follow-kept = { $pages ->
    [one] the page before it is kept
   *[other] the { $pages } pages before it are kept
}
threads-follow-not-sent = { $why }; the count was not sent

threads-webhook-skipped-all = { $why }; the announcements were skipped
threads-webhook-skipped = { $why }; the announcement was skipped
threads-webhook-redirect = the receiver answered announcement { $number } with { $status }, a redirect, which omerta does not follow; the announcement was skipped
threads-webhook-refused = the receiver refused announcement { $number } with { $status }; it was skipped
threads-webhook-answered = the receiver answered { $status }
threads-webhook-connect = the receiver did not accept a connection within { $seconds } s
threads-webhook-timeout = the receiver did not answer within { $seconds } s
threads-webhook-unreachable = the receiver could not be reached: { $reason }
