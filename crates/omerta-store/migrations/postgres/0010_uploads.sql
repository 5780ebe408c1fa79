-- Games uploaded from a record made elsewhere (issue 26): the protocol's fingerprint, so
-- that the same game is never counted twice, and what the source says of it: where it
-- comes from and who refereed it (the judge of record, beside the uploader, who hosts
-- the table here).
CREATE TABLE uploads (
    game_id BIGINT PRIMARY KEY REFERENCES games(id),
    fingerprint TEXT NOT NULL UNIQUE,
    uploader BIGINT NOT NULL REFERENCES accounts(id),
    source TEXT NOT NULL,
    referee TEXT
);
