-- Forum setups (issue 32, item 5; docs/live/forum.md "Setups", rulings D25-D29). Keep in
-- step with ../sqlite/0015_setups.sql.
--
-- A named setup an account saved: the start command's setup as JSON (`body`, checked
-- whole before it is written), readable by everybody when `shared` is 1. `name_key` is
-- the name as omerta-live's names compare them (case, look-alike letters): one account
-- has no two setups whose names cannot be told apart.
CREATE TABLE setups (
    id BIGSERIAL PRIMARY KEY,
    owner_id BIGINT NOT NULL REFERENCES accounts(id),
    name TEXT NOT NULL,
    name_key TEXT NOT NULL,
    description TEXT NOT NULL,
    body TEXT NOT NULL,
    shared BIGINT NOT NULL DEFAULT 0,
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL
);
CREATE UNIQUE INDEX setups_owner_name ON setups (owner_id, name_key);
CREATE INDEX setups_shared ON setups (shared, updated_at);

-- The setup a forum lobby was opened with (hosted from a saved setup, or a rehost of a
-- finished game): what its start form offers. A copy, so that deleting or editing the
-- saved setup later does not change a lobby's. A finished game is rehosted at most once
-- by each account (`rehost_of`, `host`): a second tap finds the lobby the first made.
CREATE TABLE lobby_setups (
    game_id BIGINT PRIMARY KEY REFERENCES games(id),
    name TEXT NOT NULL,
    body TEXT NOT NULL,
    setup_id BIGINT,
    rehost_of BIGINT REFERENCES games(id),
    host BIGINT NOT NULL REFERENCES accounts(id)
);
CREATE UNIQUE INDEX lobby_setups_rehost ON lobby_setups (rehost_of, host);
