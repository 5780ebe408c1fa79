-- Who plays in which game, for each account's list of its games ("My games"). The record
-- (the events) says it too, but only folded; the server writes these rows from the folded
-- game whenever a commit changes the game's status, deadline or seated accounts. Games
-- that have not changed since this migration have no rows until they do.
CREATE TABLE game_members (
    game_id BIGINT NOT NULL REFERENCES games(id),
    account_id BIGINT NOT NULL REFERENCES accounts(id),
    PRIMARY KEY (game_id, account_id)
);
CREATE INDEX game_members_account ON game_members (account_id);
