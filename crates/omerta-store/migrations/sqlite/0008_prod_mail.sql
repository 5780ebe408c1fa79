-- The host's prods become a kind of mail of their own ("prods"), muted apart from the
-- private mail they were part of. An account that had turned private mail off received
-- no prods, and still receives none: "prods" is turned off beside "private" (the kinds
-- are kept in the order public, private, prods, reminders).
UPDATE accounts SET mail_off = REPLACE(mail_off, 'private', 'private,prods')
WHERE mail_off LIKE '%private%';
