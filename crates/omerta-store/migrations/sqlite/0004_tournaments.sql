-- Tournament events (issue 18): an organiser's event, who plays in it, its drawn schedule,
-- the judge and game of each table of each round, and the games uploaded into it. They are
-- called tournaments here because `events` is the games' record. Keep in step with
-- ../postgres/0004_tournaments.sql.
--
-- Nothing here is deleted: a registration stays (a guest merged into an account keeps its
-- guest name beside the account), and a schedule, once drawn, is never drawn again.
CREATE TABLE tournaments (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    name TEXT NOT NULL,
    organiser_id BIGINT NOT NULL REFERENCES accounts(id),
    round_count BIGINT NOT NULL,
    table_count BIGINT NOT NULL,
    tiebreak TEXT NOT NULL,
    -- 'registration', then 'drawn' (with the seed the schedule was drawn with).
    state TEXT NOT NULL,
    seed BIGINT,
    created_at BIGINT NOT NULL
);

-- A player of an event, numbered from 1 in the order they registered: an account, or a
-- guest's name (guest_key is the name's identity, as accounts' name_key) until merged.
CREATE TABLE tournament_players (
    tournament_id BIGINT NOT NULL REFERENCES tournaments(id),
    player_no BIGINT NOT NULL,
    account_id BIGINT REFERENCES accounts(id),
    guest_name TEXT,
    guest_key TEXT,
    registered_at BIGINT NOT NULL,
    merged_at BIGINT,
    PRIMARY KEY (tournament_id, player_no)
);
CREATE UNIQUE INDEX tournament_players_account ON tournament_players (tournament_id, account_id);
CREATE UNIQUE INDEX tournament_players_guest ON tournament_players (tournament_id, guest_key);
CREATE INDEX tournament_players_by_account ON tournament_players (account_id);

-- The drawn schedule: who sits in each seat of each table of each round.
CREATE TABLE tournament_seats (
    tournament_id BIGINT NOT NULL REFERENCES tournaments(id),
    round_no BIGINT NOT NULL,
    table_no BIGINT NOT NULL,
    seat_no BIGINT NOT NULL,
    player_no BIGINT NOT NULL,
    PRIMARY KEY (tournament_id, round_no, table_no, seat_no)
);

-- Each table of each round: its judge (an account) and, once created, its game.
CREATE TABLE tournament_tables (
    tournament_id BIGINT NOT NULL REFERENCES tournaments(id),
    round_no BIGINT NOT NULL,
    table_no BIGINT NOT NULL,
    judge_id BIGINT REFERENCES accounts(id),
    game_id BIGINT REFERENCES games(id),
    PRIMARY KEY (tournament_id, round_no, table_no)
);
CREATE INDEX tournament_tables_game ON tournament_tables (game_id);

-- Finished games recorded elsewhere and uploaded into an event.
CREATE TABLE tournament_uploads (
    game_id BIGINT PRIMARY KEY REFERENCES games(id),
    tournament_id BIGINT NOT NULL REFERENCES tournaments(id)
);
CREATE INDEX tournament_uploads_event ON tournament_uploads (tournament_id);
