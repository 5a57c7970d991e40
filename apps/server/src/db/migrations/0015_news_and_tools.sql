CREATE TABLE "business_desk_ingests" (
	"source" text PRIMARY KEY NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"last_error" text,
	"item_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_desk_items" (
	"slug" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"pub_date" timestamp with time zone,
	"description" text DEFAULT '' NOT NULL,
	"author" text,
	"link" text,
	"guid" text,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insight_articles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "insight_articles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"channel" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"article_type" text DEFAULT 'read' NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body_markdown" text DEFAULT '' NOT NULL,
	"body_html" text DEFAULT '' NOT NULL,
	"image_key" text,
	"image_alt" text,
	"authors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"article_date" timestamp with time zone,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by_username" text,
	CONSTRAINT "insight_articles_title_not_blank" CHECK (length(trim("insight_articles"."title")) > 0)
);
--> statement-breakpoint
ALTER TABLE "portal_settings" ADD COLUMN "advice_tools_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "portal_settings" ADD COLUMN "daks_desktop_web_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "portal_settings" ADD COLUMN "daif_web_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "portal_settings" ADD COLUMN "fmb_web_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "portal_settings" ADD COLUMN "smks_web_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "insight_articles" ADD CONSTRAINT "insight_articles_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_desk_items_pub_date_idx" ON "business_desk_items" USING btree ("pub_date" desc nulls last);--> statement-breakpoint
CREATE INDEX "insight_articles_feed_idx" ON "insight_articles" USING btree ("channel","status","article_date" desc,"id" desc);