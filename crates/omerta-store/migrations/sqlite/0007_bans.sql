-- A site admin's bans: the account's current state, and the append-only record of every
-- ban and lift with its reason and who decided it.
ALTER TABLE accounts ADD COLUMN banned_at BIGINT;
CREATE TABLE account_events (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    account_id BIGINT NOT NULL REFERENCES accounts(id),
    kind TEXT NOT NULL,
    reason TEXT NOT NULL,
    by_account BIGINT NOT NULL REFERENCES accounts(id),
    at BIGINT NOT NULL
);
CREATE INDEX account_events_account ON account_events (account_id);
