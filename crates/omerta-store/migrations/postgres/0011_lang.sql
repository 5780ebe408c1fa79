-- The language an account chose for its pages and mail (issue 30): a BCP 47 tag omerta
-- speaks (en, ru, uk, he), or none: the browser's Accept-Language decides.
ALTER TABLE accounts ADD COLUMN lang TEXT;
