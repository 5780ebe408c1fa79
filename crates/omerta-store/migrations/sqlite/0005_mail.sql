-- Email notifications: an account's address and what it does not want to receive (a
-- comma-separated list of kinds: public, private, reminders); how far each game's events
-- have been mailed; the reminders sent, one per account and deadline of a game.
ALTER TABLE accounts ADD COLUMN email TEXT;
ALTER TABLE accounts ADD COLUMN mail_off TEXT NOT NULL DEFAULT '';
ALTER TABLE games ADD COLUMN mail_cursor BIGINT NOT NULL DEFAULT 0;
CREATE TABLE reminders (
    game_id BIGINT NOT NULL REFERENCES games(id),
    account_id BIGINT NOT NULL REFERENCES accounts(id),
    deadline_at BIGINT NOT NULL,
    PRIMARY KEY (game_id, account_id, deadline_at)
);
