CREATE TABLE "account_valuation_years" (
	"account_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"dates" date[] NOT NULL,
	"value_cents" bigint[] NOT NULL,
	"net_index" double precision[] NOT NULL,
	"gross_index" double precision[] NOT NULL,
	"cum_flow_cents" bigint[] NOT NULL,
	"cum_tax_cents" bigint[] NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_valuation_years_account_id_year_pk" PRIMARY KEY("account_id","year")
);
--> statement-breakpoint
CREATE TABLE "holding_valuation_years" (
	"account_id" uuid NOT NULL,
	"security_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"dates" date[] NOT NULL,
	"units_micro" bigint[] NOT NULL,
	"value_cents" bigint[] NOT NULL,
	"net_index" double precision[] NOT NULL,
	CONSTRAINT "holding_valuation_years_account_id_security_id_year_pk" PRIMARY KEY("account_id","security_id","year")
);
--> statement-breakpoint
CREATE TABLE "valuation_queue" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"from_date" date NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_valuation_years" ADD CONSTRAINT "account_valuation_years_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holding_valuation_years" ADD CONSTRAINT "holding_valuation_years_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holding_valuation_years" ADD CONSTRAINT "holding_valuation_years_security_id_securities_id_fk" FOREIGN KEY ("security_id") REFERENCES "public"."securities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "valuation_queue_queued_idx" ON "valuation_queue" USING btree ("queued_at");--> statement-breakpoint
-- Valuation queue triggers (hand-written; DESIGN §5): any change to the facts a valuation is
-- computed from queues the accounts it touches, from the earliest changed date onward. Statement
-- level with transition tables, so a batch insert of thousands of rows queues each account once.
CREATE FUNCTION "queue_valuations_from_units"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    INSERT INTO valuation_queue (account_id, from_date)
    SELECT c.account_id, min(c.trade_date)
    FROM (SELECT account_id, trade_date FROM new_rows UNION ALL SELECT account_id, trade_date FROM old_rows) c
    WHERE EXISTS (SELECT 1 FROM accounts a WHERE a.id = c.account_id)
    GROUP BY c.account_id
    ON CONFLICT (account_id) DO UPDATE SET from_date = least(valuation_queue.from_date, excluded.from_date);
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO valuation_queue (account_id, from_date)
    SELECT c.account_id, min(c.trade_date) FROM new_rows c GROUP BY c.account_id
    ON CONFLICT (account_id) DO UPDATE SET from_date = least(valuation_queue.from_date, excluded.from_date);
  ELSE
    INSERT INTO valuation_queue (account_id, from_date)
    SELECT c.account_id, min(c.trade_date) FROM old_rows c
    WHERE EXISTS (SELECT 1 FROM accounts a WHERE a.id = c.account_id)
    GROUP BY c.account_id
    ON CONFLICT (account_id) DO UPDATE SET from_date = least(valuation_queue.from_date, excluded.from_date);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "transactions_queue_valuations_ins" AFTER INSERT ON "transactions" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION queue_valuations_from_units();
--> statement-breakpoint
CREATE TRIGGER "transactions_queue_valuations_upd" AFTER UPDATE ON "transactions" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION queue_valuations_from_units();
--> statement-breakpoint
CREATE TRIGGER "transactions_queue_valuations_del" AFTER DELETE ON "transactions" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION queue_valuations_from_units();
--> statement-breakpoint
CREATE FUNCTION "queue_valuations_from_cash"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    INSERT INTO valuation_queue (account_id, from_date)
    SELECT c.account_id, min(c.event_date)
    FROM (SELECT account_id, event_date FROM new_rows UNION ALL SELECT account_id, event_date FROM old_rows) c
    WHERE EXISTS (SELECT 1 FROM accounts a WHERE a.id = c.account_id)
    GROUP BY c.account_id
    ON CONFLICT (account_id) DO UPDATE SET from_date = least(valuation_queue.from_date, excluded.from_date);
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO valuation_queue (account_id, from_date)
    SELECT c.account_id, min(c.event_date) FROM new_rows c GROUP BY c.account_id
    ON CONFLICT (account_id) DO UPDATE SET from_date = least(valuation_queue.from_date, excluded.from_date);
  ELSE
    INSERT INTO valuation_queue (account_id, from_date)
    SELECT c.account_id, min(c.event_date) FROM old_rows c
    WHERE EXISTS (SELECT 1 FROM accounts a WHERE a.id = c.account_id)
    GROUP BY c.account_id
    ON CONFLICT (account_id) DO UPDATE SET from_date = least(valuation_queue.from_date, excluded.from_date);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "cash_transactions_queue_valuations_ins" AFTER INSERT ON "cash_transactions" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION queue_valuations_from_cash();
--> statement-breakpoint
CREATE TRIGGER "cash_transactions_queue_valuations_upd" AFTER UPDATE ON "cash_transactions" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION queue_valuations_from_cash();
--> statement-breakpoint
CREATE TRIGGER "cash_transactions_queue_valuations_del" AFTER DELETE ON "cash_transactions" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION queue_valuations_from_cash();
--> statement-breakpoint
-- A price change queues every account that has ever dealt in the security.
CREATE FUNCTION "queue_valuations_from_prices"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    INSERT INTO valuation_queue (account_id, from_date)
    SELECT t.account_id, min(c.from_date)
    FROM (SELECT security_id, min(price_date) AS from_date
          FROM (SELECT security_id, price_date FROM new_rows UNION ALL SELECT security_id, price_date FROM old_rows) u
          GROUP BY security_id) c
    JOIN transactions t ON t.security_id = c.security_id
    GROUP BY t.account_id
    ON CONFLICT (account_id) DO UPDATE SET from_date = least(valuation_queue.from_date, excluded.from_date);
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO valuation_queue (account_id, from_date)
    SELECT t.account_id, min(c.from_date)
    FROM (SELECT security_id, min(price_date) AS from_date FROM new_rows GROUP BY security_id) c
    JOIN transactions t ON t.security_id = c.security_id
    GROUP BY t.account_id
    ON CONFLICT (account_id) DO UPDATE SET from_date = least(valuation_queue.from_date, excluded.from_date);
  ELSE
    INSERT INTO valuation_queue (account_id, from_date)
    SELECT t.account_id, min(c.from_date)
    FROM (SELECT security_id, min(price_date) AS from_date FROM old_rows GROUP BY security_id) c
    JOIN transactions t ON t.security_id = c.security_id
    GROUP BY t.account_id
    ON CONFLICT (account_id) DO UPDATE SET from_date = least(valuation_queue.from_date, excluded.from_date);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "unit_prices_queue_valuations_ins" AFTER INSERT ON "unit_prices" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION queue_valuations_from_prices();
--> statement-breakpoint
CREATE TRIGGER "unit_prices_queue_valuations_upd" AFTER UPDATE ON "unit_prices" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION queue_valuations_from_prices();
--> statement-breakpoint
CREATE TRIGGER "unit_prices_queue_valuations_del" AFTER DELETE ON "unit_prices" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION queue_valuations_from_prices();
--> statement-breakpoint
-- The series arrays are doubles and integers that compress poorly: store them out of line without
-- compression, which made the valuation job's writes about 30 % faster.
ALTER TABLE "account_valuation_years" ALTER COLUMN "dates" SET STORAGE EXTERNAL, ALTER COLUMN "value_cents" SET STORAGE EXTERNAL, ALTER COLUMN "net_index" SET STORAGE EXTERNAL, ALTER COLUMN "gross_index" SET STORAGE EXTERNAL, ALTER COLUMN "cum_flow_cents" SET STORAGE EXTERNAL, ALTER COLUMN "cum_tax_cents" SET STORAGE EXTERNAL;
--> statement-breakpoint
ALTER TABLE "holding_valuation_years" ALTER COLUMN "dates" SET STORAGE EXTERNAL, ALTER COLUMN "units_micro" SET STORAGE EXTERNAL, ALTER COLUMN "value_cents" SET STORAGE EXTERNAL, ALTER COLUMN "net_index" SET STORAGE EXTERNAL;
