-- Every API process caches sessions for up to a second (apps/api/src/plugins/session-lookup.ts).
-- These triggers tell all of them, on commit, whose sessions changed: a signed-out, revoked or
-- refreshed session, and a user whose role, email or name changed (or who was deleted).
CREATE OR REPLACE FUNCTION notify_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('session_changes', OLD.id);
  ELSE
    PERFORM pg_notify('session_changes', OLD.user_id);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER sessions_notify_change AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION notify_session_change();--> statement-breakpoint
CREATE TRIGGER users_notify_change AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION notify_session_change();
