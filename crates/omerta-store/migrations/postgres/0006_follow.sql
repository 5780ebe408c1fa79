-- Followed forum threads (docs/forum/follow.md): a host's thread on an outside forum,
-- fetched on a schedule or when the host asks, merged into the host's omerta-forum/1
-- document and counted; its BBCode count goes to the follow's webhook when it changes.
CREATE TABLE follows (
    id BIGSERIAL PRIMARY KEY,
    host BIGINT NOT NULL REFERENCES accounts(id),
    title TEXT NOT NULL,
    url TEXT NOT NULL,
    -- The engine (xenforo, phpbb, vbulletin, discourse); none: recognised from the page.
    site TEXT,
    -- The zone of times pages show without one (XenForo 1), as +01:00.
    zone TEXT,
    document TEXT NOT NULL,
    every_ms BIGINT NOT NULL,
    next_fetch_at BIGINT NOT NULL,
    -- The last page read: the next fetch starts there, not at page 1.
    page_url TEXT,
    last_post_id BIGINT,
    posts BIGINT NOT NULL DEFAULT 0,
    fetched_at BIGINT,
    -- The last fetch's failure, a sentence for the host; none after a good fetch.
    error TEXT,
    -- The count as BBCode after the last fetch.
    bbcode TEXT,
    webhook_url TEXT,
    webhook_secret TEXT,
    -- The hash of the last count delivered, and a count waiting to be delivered (the
    -- webhook's body and its hash): at least once, as the games' webhooks.
    delivered_hash TEXT,
    pending TEXT,
    pending_hash TEXT,
    -- A worker that took the follow holds it until then (several server instances).
    lease_until BIGINT NOT NULL DEFAULT 0,
    created_at BIGINT NOT NULL
);
CREATE INDEX follows_host ON follows (host);
CREATE INDEX follows_due ON follows (next_fetch_at);

-- The votes and unvotes read in a followed thread, each with its post's address.
CREATE TABLE follow_votes (
    follow_id BIGINT NOT NULL REFERENCES follows(id),
    post_id BIGINT NOT NULL,
    seq BIGINT NOT NULL,
    post_url TEXT,
    voter TEXT NOT NULL,
    target TEXT NOT NULL,
    kind TEXT NOT NULL,
    at TEXT NOT NULL,
    counted BIGINT NOT NULL,
    PRIMARY KEY (follow_id, post_id, seq)
);
