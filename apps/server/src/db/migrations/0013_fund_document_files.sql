-- The documents recorded before pointed at files that never existed (no RelativeURL served): they go,
-- and the fund-document job records and renders the real ones.
DELETE FROM "documents";--> statement-breakpoint
ALTER TABLE "documents" ALTER COLUMN "ms_security_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "period_end" date NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "storage_key" text NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "sha256" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "issued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_fund_kind_period_product_key" UNIQUE("document_type","ms_security_id","period_end","product_code");