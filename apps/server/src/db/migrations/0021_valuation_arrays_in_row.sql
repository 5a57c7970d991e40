-- Issue 15, ninth pass: a year row's arrays are kept in the row (STORAGE MAIN: compressed in the row,
-- moved out of line only if the row would not fit in a page) instead of each in the TOAST table
-- (EXTERNAL, 0002). A read takes one element or a slice of several arrays of the same row, and each
-- array stored out of line cost an index descent and two chunks of the TOAST table (about five
-- buffers, most of them not in shared_buffers on a large data set): a probe of a holding read some
-- twenty buffers where it now reads the row's page. Compressed (lz4 where the server has it, 0019),
-- a holding's year is about 5.3 KB and an account's about 7 KB, so every row fits in its page. On
-- the scale data: PostgreSQL's CPU per performance read down 7-33 %, the full revaluation 62 → 73
-- accounts/s (bench/README.md, ninth pass).
ALTER TABLE "holding_valuation_years" ALTER COLUMN "dates" SET STORAGE MAIN, ALTER COLUMN "units_micro" SET STORAGE MAIN,
  ALTER COLUMN "value_cents" SET STORAGE MAIN, ALTER COLUMN "net_index" SET STORAGE MAIN, ALTER COLUMN "cum_value_days" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "account_valuation_years" ALTER COLUMN "dates" SET STORAGE MAIN, ALTER COLUMN "value_cents" SET STORAGE MAIN,
  ALTER COLUMN "net_index" SET STORAGE MAIN, ALTER COLUMN "gross_index" SET STORAGE MAIN,
  ALTER COLUMN "cum_flow_cents" SET STORAGE MAIN, ALTER COLUMN "cum_tax_cents" SET STORAGE MAIN;--> statement-breakpoint
-- The rows stored before this move into their rows: an update that leaves a value as it was keeps its
-- TOAST pointer, so each array is rebuilt (`|| '{}'` returns a new array of the same elements).
UPDATE "holding_valuation_years" SET "dates" = "dates" || '{}'::date[], "units_micro" = "units_micro" || '{}'::bigint[],
  "value_cents" = "value_cents" || '{}'::bigint[], "net_index" = "net_index" || '{}'::double precision[],
  "cum_value_days" = "cum_value_days" || '{}'::bigint[];--> statement-breakpoint
UPDATE "account_valuation_years" SET "dates" = "dates" || '{}'::date[], "value_cents" = "value_cents" || '{}'::bigint[],
  "net_index" = "net_index" || '{}'::double precision[], "gross_index" = "gross_index" || '{}'::double precision[],
  "cum_flow_cents" = "cum_flow_cents" || '{}'::bigint[], "cum_tax_cents" = "cum_tax_cents" || '{}'::bigint[];
