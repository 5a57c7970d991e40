ALTER TABLE "reports" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "amends_report_id" uuid;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "issued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "sha256" text;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_amends_report_id_reports_id_fk" FOREIGN KEY ("amends_report_id") REFERENCES "public"."reports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_statement_once_uq" UNIQUE NULLS NOT DISTINCT("account_id","report_type","period_start","period_end","version");