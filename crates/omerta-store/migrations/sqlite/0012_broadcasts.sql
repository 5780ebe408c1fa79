-- Broadcast links of a Pro table (issue 31): a stream overlay that reads the game as its
-- judge does (roles, shots, checks), each event held back by the link's delay (0 to 900
-- seconds), for a stream shown with that delay. The link's secret is never stored: only
-- its SHA-256, as a session's token is. A revoked link keeps its row (revoked_at), so
-- the judge's page lists what was handed out.
CREATE TABLE broadcasts (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    game_id BIGINT NOT NULL REFERENCES games(id),
    token_hash TEXT NOT NULL UNIQUE,
    delay_seconds BIGINT NOT NULL,
    created_by BIGINT NOT NULL REFERENCES accounts(id),
    created_at BIGINT NOT NULL,
    revoked_at BIGINT
);
CREATE INDEX broadcasts_game ON broadcasts (game_id);
