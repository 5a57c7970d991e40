-- Issue 15: each holding's stored days carry their running cent-days (the value standing on every
-- calendar day since the holding was first held, summed), so a period's fee estimate is two index
-- probes instead of a walk over every day. Rows stored before this have none: queue every valued
-- account for the valuation job from its first stored year, as 0005 did (a request brings a queued
-- account up to date before reading it, and the workers revalue the rest).
ALTER TABLE "holding_valuation_years" ADD COLUMN "cum_value_days" bigint[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
INSERT INTO valuation_queue (account_id, from_date)
SELECT account_id, make_date(min(year), 1, 1) FROM account_valuation_years GROUP BY account_id
ON CONFLICT (account_id) DO UPDATE SET from_date = least(valuation_queue.from_date, excluded.from_date);
--> statement-breakpoint
-- The year rows are several kilobytes of arrays, compressed when stored: lz4 costs PostgreSQL less CPU
-- per write than the default pglz (the full revaluation's PostgreSQL CPU per account 9.1 → 7.2 ms on
-- the scale data, bench/README.md). A server built without lz4 (PGlite) keeps pglz.
DO $$ BEGIN
  ALTER TABLE "holding_valuation_years" ALTER COLUMN "dates" SET COMPRESSION lz4, ALTER COLUMN "units_micro" SET COMPRESSION lz4,
    ALTER COLUMN "value_cents" SET COMPRESSION lz4, ALTER COLUMN "net_index" SET COMPRESSION lz4, ALTER COLUMN "cum_value_days" SET COMPRESSION lz4;
  ALTER TABLE "account_valuation_years" ALTER COLUMN "dates" SET COMPRESSION lz4, ALTER COLUMN "value_cents" SET COMPRESSION lz4,
    ALTER COLUMN "net_index" SET COMPRESSION lz4, ALTER COLUMN "gross_index" SET COMPRESSION lz4,
    ALTER COLUMN "cum_flow_cents" SET COMPRESSION lz4, ALTER COLUMN "cum_tax_cents" SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported THEN
  RAISE NOTICE 'lz4 is not available: the valuation arrays keep the default compression';
END $$;
