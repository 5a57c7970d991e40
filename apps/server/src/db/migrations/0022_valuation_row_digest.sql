-- Issue 15, tenth pass: each valuation year row carries a fingerprint of its figures
-- (jobs/valuations/row-digest.ts). A recompute leaves a stored row whose fingerprint equals the one it
-- has just computed as it is, instead of deleting and writing it again: a price correction to one fund
-- rewrites that fund's holding rows and the account's, not every holding's. Rows stored before this
-- have none (null) and are rewritten by their next recompute. Adding a nullable column rewrites nothing.
ALTER TABLE "account_valuation_years" ADD COLUMN "digest" bigint;--> statement-breakpoint
ALTER TABLE "holding_valuation_years" ADD COLUMN "digest" bigint;--> statement-breakpoint
-- The job only ever deletes and inserts year rows. Anything else that changes a stored row (a
-- migration, a repair by hand) updates it, and an update that does not set a new fingerprint itself
-- clears the old one: the row no longer holds the figures it described, and its next recompute
-- rewrites it instead of trusting it.
CREATE OR REPLACE FUNCTION valuation_row_digest_cleared() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.digest IS NOT DISTINCT FROM OLD.digest THEN
    NEW.digest := NULL;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "account_valuation_years_digest_cleared" BEFORE UPDATE ON "account_valuation_years"
  FOR EACH ROW EXECUTE FUNCTION valuation_row_digest_cleared();--> statement-breakpoint
CREATE TRIGGER "holding_valuation_years_digest_cleared" BEFORE UPDATE ON "holding_valuation_years"
  FOR EACH ROW EXECUTE FUNCTION valuation_row_digest_cleared();
