-- Webhook receivers that fail (issue 25): how many attempts in a row failed, the last
-- problem (a sentence for the host), since when, and when the next attempt is due. After
-- `webhook_attempts` failures in a row a receiver is parked: tried again at a growing
-- interval, its announcements kept until then.
ALTER TABLE games ADD COLUMN webhook_failures BIGINT NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN webhook_problem TEXT;
ALTER TABLE games ADD COLUMN webhook_since BIGINT;
ALTER TABLE games ADD COLUMN webhook_retry_at BIGINT NOT NULL DEFAULT 0;
ALTER TABLE follows ADD COLUMN webhook_failures BIGINT NOT NULL DEFAULT 0;
ALTER TABLE follows ADD COLUMN webhook_problem TEXT;
ALTER TABLE follows ADD COLUMN webhook_since BIGINT;
ALTER TABLE follows ADD COLUMN webhook_retry_at BIGINT NOT NULL DEFAULT 0;
-- A followed thread's fetches in a row that failed or were cut short by a cap: the next
-- fetch waits the longer.
ALTER TABLE follows ADD COLUMN fetch_failures BIGINT NOT NULL DEFAULT 0;
