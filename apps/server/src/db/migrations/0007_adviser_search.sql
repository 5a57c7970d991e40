-- Issue 10: typo-tolerant, accent-blind name search with PostgreSQL's own tools. unaccent folds
-- macrons and accents ('Māori' → 'maori'); pg_trgm's trigram index serves partial names, any word
-- of a name and misspellings (similarity). Both ship with PostgreSQL and with PGlite (loaded in
-- db/client.ts). unaccent() is only STABLE (its dictionary could change), so a generated column
-- cannot call it directly: search_text() names the dictionary explicitly and is declared
-- IMMUTABLE, the documented way to index it.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_text(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "search_name" text GENERATED ALWAYS AS (search_text(account_name)) STORED;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "search_name" text GENERATED ALWAYS AS (search_text(first_name || ' ' || coalesce(known_as, '') || ' ' || last_name)) STORED;--> statement-breakpoint
CREATE INDEX "accounts_search_name_trgm_idx" ON "accounts" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "accounts_number_pattern_idx" ON "accounts" USING btree ("account_number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "accounts_number_alternative_pattern_idx" ON "accounts" USING btree ("account_number_alternative" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "clients_search_name_trgm_idx" ON "clients" USING gin ("search_name" gin_trgm_ops);