CREATE TABLE "account_figure_sets" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"valuation_computed_at" timestamp with time zone NOT NULL,
	"generation" bigint NOT NULL,
	"made_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_figures" (
	"account_id" uuid NOT NULL,
	"figure" text NOT NULL,
	"period" text NOT NULL,
	"body" text NOT NULL,
	CONSTRAINT "account_figures_account_id_figure_period_pk" PRIMARY KEY("account_id","figure","period")
);
--> statement-breakpoint
CREATE TABLE "figure_generation" (
	"id" integer PRIMARY KEY NOT NULL,
	"generation" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_figure_sets" ADD CONSTRAINT "account_figure_sets_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_figures" ADD CONSTRAINT "account_figures_account_id_account_figure_sets_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account_figure_sets"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written (issue 15, twelfth pass): the one row, and statement triggers that bump it whenever a
-- fund (its name, codes, asset class or fee rate), a fund's published asset allocation, or an account's
-- number, channel, product or signup date changes: the stored figures read those too, and a set made before the bump is no longer served
-- (modules/accounts/stored-figures.ts). Statement level: a load of many rows bumps it once.
INSERT INTO "figure_generation" ("id", "generation") VALUES (1, 0);
--> statement-breakpoint
CREATE FUNCTION "bump_figure_generation"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE figure_generation SET generation = generation + 1 WHERE id = 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "securities_bump_figure_generation" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "securities" FOR EACH STATEMENT EXECUTE FUNCTION bump_figure_generation();
--> statement-breakpoint
CREATE TRIGGER "accounts_bump_figure_generation" AFTER UPDATE OF "account_number", "channel", "product_type", "signup_date" ON "accounts" FOR EACH STATEMENT EXECUTE FUNCTION bump_figure_generation();
--> statement-breakpoint
CREATE TRIGGER "fund_asset_allocations_bump_figure_generation" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "fund_asset_allocations" FOR EACH STATEMENT EXECUTE FUNCTION bump_figure_generation();
