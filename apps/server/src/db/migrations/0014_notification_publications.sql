CREATE TABLE "notification_publications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" text NOT NULL,
	"status" text NOT NULL,
	"subject" text NOT NULL,
	"body_text" text NOT NULL,
	"notification_type_code" text NOT NULL,
	"notification_priority_code" text NOT NULL,
	"dismissible" boolean NOT NULL,
	"cta_label" text,
	"cta_link_to_code" text,
	"cta_link_to_id" text,
	"cta_link_to_url" text,
	"audience" jsonb NOT NULL,
	"audience_description" text NOT NULL,
	"recipient_count" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"created_by_username" text,
	"scheduled_for" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	"withdrawn_by_username" text,
	CONSTRAINT "notification_publications_status_chk" CHECK ("notification_publications"."status" in ('scheduled', 'sent', 'withdrawn'))
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "publication_id" uuid;--> statement-breakpoint
ALTER TABLE "notification_publications" ADD CONSTRAINT "notification_publications_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_publications_channel_created_idx" ON "notification_publications" USING btree ("channel","created_at" desc);--> statement-breakpoint
CREATE INDEX "notification_publications_scheduled_idx" ON "notification_publications" USING btree ("scheduled_for") WHERE "notification_publications"."status" = 'scheduled';--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_publication_id_notification_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."notification_publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_publication_client_idx" ON "notifications" USING btree ("publication_id","client_id");