CREATE TABLE "unknown_username_failures" (
	"username" text PRIMARY KEY NOT NULL,
	"failed_sign_ins" integer DEFAULT 0 NOT NULL,
	"locked_at" timestamp with time zone,
	"last_failed_at" timestamp with time zone DEFAULT now() NOT NULL
);
