CREATE TABLE "statement_run_accounts" (
	"run_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"statements_issued" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "statement_run_accounts_run_id_account_id_pk" PRIMARY KEY("run_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "statement_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" text NOT NULL,
	"as_at" date NOT NULL,
	"kind" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "statement_runs_once_uq" UNIQUE("channel","as_at","kind")
);
--> statement-breakpoint
ALTER TABLE "statement_run_accounts" ADD CONSTRAINT "statement_run_accounts_run_id_statement_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."statement_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_run_accounts" ADD CONSTRAINT "statement_run_accounts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "statement_run_accounts_state_idx" ON "statement_run_accounts" USING btree ("run_id","state");--> statement-breakpoint
CREATE INDEX "statement_runs_started_idx" ON "statement_runs" USING btree ("started_at");