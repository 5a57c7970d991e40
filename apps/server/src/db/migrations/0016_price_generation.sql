CREATE TABLE "price_generation" (
	"id" integer PRIMARY KEY NOT NULL,
	"generation" bigint NOT NULL
);
--> statement-breakpoint
-- Hand-written (issue 15): the one row, and a statement trigger on unit_prices that bumps it on any
-- change, so the valuation job can cache each fund's price series and tell when it must reload them
-- (jobs/valuations/price-cache.ts). Statement level: a price load of thousands of rows bumps it once.
INSERT INTO "price_generation" ("id", "generation") VALUES (1, 0);
--> statement-breakpoint
CREATE FUNCTION "bump_price_generation"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE price_generation SET generation = generation + 1 WHERE id = 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "unit_prices_bump_price_generation" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "unit_prices" FOR EACH STATEMENT EXECUTE FUNCTION bump_price_generation();
