CREATE TABLE "account_valuation_summaries" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"latest_date" date NOT NULL,
	"latest_value_cents" bigint NOT NULL,
	"latest_net_index" double precision NOT NULL,
	"latest_cum_flow_cents" bigint NOT NULL,
	"latest_cum_tax_cents" bigint NOT NULL,
	"opening_date" date,
	"opening_value_cents" bigint,
	"opening_net_index" double precision,
	"opening_cum_flow_cents" bigint,
	"opening_cum_tax_cents" bigint,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_valuation_summaries" ADD CONSTRAINT "account_valuation_summaries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;