-- A status move's custody handover happens at the command's own time when it has one (lib/action-time.ts:
-- a rider's late-sent action, the demo's past), which the command shares with the trigger as the
-- transaction-local setting desh.action_time (parcels/parcel-events.ts); otherwise at now(), as before.
CREATE OR REPLACE FUNCTION parcel_custody_follow_status() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  kind text;
  holder_rider text;
  handed_at timestamptz := coalesce(nullif(current_setting('desh.action_time', true), '')::timestamptz, now());
BEGIN
  IF NEW.status = OLD.status THEN
    RETURN NULL;
  END IF;
  IF NEW.status IN ('picked_up', 'out_for_delivery') AND NEW.rider_id IS NOT NULL THEN
    kind := 'rider';
    holder_rider := NEW.rider_id;
  ELSIF NEW.status = 'failed' AND OLD.status = 'delivered_approval_pending' AND NEW.rider_id IS NOT NULL THEN
    kind := 'rider';
    holder_rider := NEW.rider_id;
  ELSIF NEW.status IN ('delivered', 'delivered_approval_pending', 'partially_delivered') THEN
    kind := 'receiver';
  ELSIF NEW.status IN ('returned', 'cancelled') THEN
    kind := 'merchant';
  ELSE
    RETURN NULL;
  END IF;
  INSERT INTO scan_events (action, result, parcel_id, rider_id, from_holder, to_holder, scanned_at)
  SELECT 'status', NEW.status, NEW.id, holder_rider,
    c.holder_kind || coalesce(':' || coalesce(c.rider_id, c.hub_id, c.bag_id), ''),
    kind || coalesce(':' || holder_rider, ''),
    handed_at
  FROM parcel_custody c
  WHERE c.parcel_id = NEW.id AND (c.holder_kind <> kind OR c.rider_id IS DISTINCT FROM holder_rider);
  UPDATE parcel_custody
    SET holder_kind = kind, rider_id = holder_rider, hub_id = NULL, bag_id = NULL, since = handed_at
    WHERE parcel_id = NEW.id AND (holder_kind <> kind OR rider_id IS DISTINCT FROM holder_rider);
  RETURN NULL;
END;
$$;
