-- omerta's schema, PostgreSQL flavour. Keep in step with ../sqlite/0001_init.sql.
CREATE TABLE accounts (
    id BIGSERIAL PRIMARY KEY,
    name TEXT NOT NULL,
    name_key TEXT NOT NULL UNIQUE,
    password_hash TEXT NOT NULL,
    admin BIGINT NOT NULL DEFAULT 0,
    created_at BIGINT NOT NULL
);

CREATE TABLE sessions (
    token_hash TEXT PRIMARY KEY,
    account_id BIGINT NOT NULL REFERENCES accounts(id),
    csrf TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    expires_at BIGINT NOT NULL
);

CREATE TABLE games (
    id BIGSERIAL PRIMARY KEY,
    ruleset TEXT NOT NULL,
    title TEXT NOT NULL,
    host BIGINT NOT NULL REFERENCES accounts(id),
    status TEXT NOT NULL,
    version BIGINT NOT NULL,
    created_at BIGINT NOT NULL,
    deadline_at BIGINT,
    webhook_url TEXT,
    webhook_secret TEXT,
    webhook_cursor BIGINT NOT NULL DEFAULT 0
);

-- The record: append-only, one row per event, numbered from 1 within its game.
CREATE TABLE events (
    game_id BIGINT NOT NULL REFERENCES games(id),
    seq BIGINT NOT NULL,
    kind TEXT NOT NULL,
    audience TEXT NOT NULL,
    body TEXT NOT NULL,
    at BIGINT NOT NULL,
    PRIMARY KEY (game_id, seq)
);

-- Commands already applied, by the id their sender gave: a retried command is answered
-- from here and never applied twice.
CREATE TABLE commands (
    game_id BIGINT NOT NULL REFERENCES games(id),
    command_id TEXT NOT NULL,
    last_seq BIGINT NOT NULL,
    PRIMARY KEY (game_id, command_id)
);

CREATE INDEX games_deadline ON games (deadline_at);
