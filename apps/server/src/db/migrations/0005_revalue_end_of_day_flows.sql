-- Issue 9 items 1 and 4: the growth indexes are now chained with end-of-day flows (every deal is at
-- the day's closing unit price), unrounded, and the running PIE tax total counts tax withheld on a
-- transaction. Series stored before this were built with the old rule: queue every valued account
-- for the valuation job from its first stored year, so no stale index is served after the upgrade
-- (a request brings a queued account up to date before reading it).
INSERT INTO valuation_queue (account_id, from_date)
SELECT account_id, make_date(min(year), 1, 1) FROM account_valuation_years GROUP BY account_id
ON CONFLICT (account_id) DO UPDATE SET from_date = least(valuation_queue.from_date, excluded.from_date);
