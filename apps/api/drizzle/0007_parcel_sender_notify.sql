-- Every API process keeps senders' list pages for a few seconds (apps/api/src/modules/parcels/sender-pages.ts).
-- This trigger tells all of them, on commit, whose parcels were written: any insert, update or delete,
-- whichever code path made it. NOTIFY folds identical payloads within a transaction, so a bulk write
-- sends each sender once.
CREATE OR REPLACE FUNCTION notify_parcel_sender() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('parcel_senders', OLD.sender_email);
  ELSE
    PERFORM pg_notify('parcel_senders', NEW.sender_email);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER parcels_notify_sender AFTER INSERT OR UPDATE OR DELETE ON parcels
  FOR EACH ROW EXECUTE FUNCTION notify_parcel_sender();
