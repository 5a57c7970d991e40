ALTER TABLE "account_valuation_years" ADD COLUMN "anchor_dates" date[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "account_valuation_years" ADD COLUMN "anchor_value_cents" bigint[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "account_valuation_years" ADD COLUMN "anchor_net_index" double precision[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "account_valuation_years" ADD COLUMN "anchor_cum_flow_cents" bigint[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
-- Issue 15: each year row carries its anchor days (packages/domain valuation/anchor-days.ts: the
-- year's first stored day, each month's last, each day the cumulative flows changed) with their
-- value, net index and cumulative flows, so a range longer than the daily history reads a few dozen
-- days a year kept in the row itself rather than every day from the TOAST table. Small, so kept in
-- the row (MAIN: compressed there before being moved out).
ALTER TABLE "account_valuation_years" ALTER COLUMN "anchor_dates" SET STORAGE MAIN, ALTER COLUMN "anchor_value_cents" SET STORAGE MAIN,
  ALTER COLUMN "anchor_net_index" SET STORAGE MAIN, ALTER COLUMN "anchor_cum_flow_cents" SET STORAGE MAIN;--> statement-breakpoint
-- The rows stored before this get theirs from their own days, by the same rule as the job's
-- (tested against it: modules/accounts/performance-inputs.demo.test.ts).
UPDATE account_valuation_years y SET (anchor_dates, anchor_value_cents, anchor_net_index, anchor_cum_flow_cents) = (
  SELECT coalesce(array_agg(u.d ORDER BY u.i), '{}'), coalesce(array_agg(u.v ORDER BY u.i), '{}'),
         coalesce(array_agg(u.n ORDER BY u.i), '{}'), coalesce(array_agg(u.c ORDER BY u.i), '{}')
  FROM (SELECT t.d, t.v, t.n, t.c, t.i, lead(t.d) OVER (ORDER BY t.i) AS next_d, lag(t.c) OVER (ORDER BY t.i) AS previous_c
        FROM unnest(y.dates, y.value_cents, y.net_index, y.cum_flow_cents) WITH ORDINALITY AS t(d, v, n, c, i)) u
  WHERE u.i = 1 OR u.next_d IS NULL OR date_trunc('month', u.next_d) <> date_trunc('month', u.d) OR u.c IS DISTINCT FROM u.previous_c);
