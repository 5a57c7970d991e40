-- Issue 15: each holding's stored days carry their running cent-days (the value standing on every
-- calendar day since the holding was first held, summed), so a period's fee estimate is two index
-- probes instead of a walk over every day. Rows stored before this have none: queue every valued
-- account for the valuation job from its first stored year, as 0005 did (a request brings a queued
-- account up to date before reading it, and the workers revalue the rest).
ALTER TABLE "holding_valuation_years" ADD COLUMN "cum_value_days" bigint[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
INSERT INTO valuation_queue (account_id, from_date)
SELECT account_id, make_date(min(year), 1, 1) FROM account_valuation_years GROUP BY account_id
ON CONFLICT (account_id) DO UPDATE SET from_date = least(valuation_queue.from_date, excluded.from_date);
