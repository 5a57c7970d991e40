-- Hand-written (issue 15): every instance keeps the sessions it has just checked in memory
-- (modules/auth/session-cache.ts), so a signed-in read does not look its session up again. These
-- triggers tell every instance, through NOTIFY on 'session_changes', which cached entry a change
-- makes wrong: a session ended, rotated, moved to another stage or touched ('s:' and its id), or its
-- user renamed or given another role, client or adviser ('u:' and the user's id). Row level, so the
-- message names what changed; a NOTIFY is sent only when the transaction commits.
CREATE FUNCTION "notify_session_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_changes', 's:' || OLD.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "notify_session_user_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_changes', 'u:' || OLD.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "sessions_notify_change" AFTER DELETE OR UPDATE OF "id", "user_id", "channel", "stage", "expires_at", "last_seen_at" ON "sessions" FOR EACH ROW EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
CREATE TRIGGER "users_notify_session_change" AFTER DELETE OR UPDATE OF "id", "username", "user_type", "client_id", "adviser_id" ON "users" FOR EACH ROW EXECUTE FUNCTION notify_session_user_change();
