-- Names people can tell apart, and browsers that have signed in before.
--
-- name_key (0001) is now the name's identity whatever its case (NFKC, case folded,
-- look-alike letters mapped, spaces ignored), and name_look how it looks as written; both
-- are computed by the server, which fills them in for accounts made before this migration
-- when it starts (Store::rekey_accounts).
ALTER TABLE accounts ADD COLUMN name_look TEXT;
CREATE UNIQUE INDEX accounts_name_look ON accounts (name_look);

-- A browser that signed in to an account holds a device token (a cookie); only its hash is
-- kept. Failed sign-ins by others never lock such a browser out of its account.
CREATE TABLE devices (
    token_hash TEXT PRIMARY KEY,
    account_id BIGINT NOT NULL REFERENCES accounts(id),
    created_at BIGINT NOT NULL
);
