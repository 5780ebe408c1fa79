-- Players' profiles, seasons and series (issue 31, item 4). Keep in step with
-- ../postgres/0013_records.sql.
--
-- A finished game's summary, one row per game and one per seat: what its public readers
-- may know once it is over (each seat's name, account, side and win; for Pro the exact
-- total, outcome and best-move points in thousandths from the score report, the fouls
-- and the First Out from the record's replay). The service writes them the first time a
-- reader needs them (a profile, a season, a leaderboard) for every finished game without
-- one, so games finished before this migration are summarised on first reading; a game
-- that is finished never changes, so a summary is never rewritten.
CREATE TABLE game_records (
    game_id BIGINT PRIMARY KEY REFERENCES games(id),
    ruleset TEXT NOT NULL,
    title TEXT NOT NULL,
    event_name TEXT NOT NULL,
    finished_at BIGINT NOT NULL,
    winner TEXT NOT NULL,
    -- 0: a readable summary with its seats; 1: a finished game that could not be read
    -- (kept so that it is not read again on every request).
    unreadable BIGINT NOT NULL DEFAULT 0
);
CREATE INDEX game_records_ruleset ON game_records (ruleset, finished_at);

CREATE TABLE seat_records (
    game_id BIGINT NOT NULL REFERENCES game_records(game_id),
    slot BIGINT NOT NULL,
    name TEXT NOT NULL,
    account_id BIGINT REFERENCES accounts(id),
    side TEXT NOT NULL,
    won BIGINT NOT NULL,
    total_milli BIGINT NOT NULL,
    outcome_milli BIGINT NOT NULL,
    best_move_milli BIGINT NOT NULL,
    fouls BIGINT NOT NULL,
    first_out BIGINT NOT NULL,
    PRIMARY KEY (game_id, slot)
);
CREATE INDEX seat_records_account ON seat_records (account_id);

-- A series groups seasons (a league's years); a season belongs to at most one series and
-- groups events. An event may be in several seasons (a club's season and a national one);
-- a series counts each of its events' games once. The tie-break policy is the events'
-- syntax (names comma separated).
CREATE TABLE series (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    name TEXT NOT NULL,
    organiser_id BIGINT NOT NULL REFERENCES accounts(id),
    tiebreak TEXT NOT NULL,
    created_at BIGINT NOT NULL
);

CREATE TABLE seasons (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    name TEXT NOT NULL,
    series_id BIGINT REFERENCES series(id),
    organiser_id BIGINT NOT NULL REFERENCES accounts(id),
    tiebreak TEXT NOT NULL,
    -- Dates as the organiser gave them (YYYY-MM-DD), both optional.
    starts_on TEXT,
    ends_on TEXT,
    created_at BIGINT NOT NULL
);
CREATE INDEX seasons_series ON seasons (series_id);

CREATE TABLE season_events (
    season_id BIGINT NOT NULL REFERENCES seasons(id),
    tournament_id BIGINT NOT NULL REFERENCES tournaments(id),
    PRIMARY KEY (season_id, tournament_id)
);
CREATE INDEX season_events_event ON season_events (tournament_id);
