-- Example games (issue 31, item 5): `omerta serve --demo` loads the repository's example
-- games of each rule set so that a new site shows something. A game loaded as an example
-- names the example it is (`pro/red-win`, ...): loading again finds it instead of doubling
-- it, and the pages mark it. Its players and host are accounts made for the examples
-- (`example` 1, no password that can sign in); they do not count as the site's first
-- account (who becomes its administrator), and removing the examples removes them too.
ALTER TABLE games ADD COLUMN example TEXT;
ALTER TABLE accounts ADD COLUMN example BIGINT NOT NULL DEFAULT 0;
CREATE UNIQUE INDEX games_example ON games (example);
