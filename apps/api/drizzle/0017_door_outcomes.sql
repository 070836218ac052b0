CREATE TABLE "partial_deliveries" (
	"parcel_id" text PRIMARY KEY NOT NULL,
	"items_kept" text,
	"items_kept_count" integer,
	"cash_collected" bigint NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"return_parcel_id" text NOT NULL,
	"rider_id" text,
	"actor_id" text,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partial_deliveries_kept" CHECK ("partial_deliveries"."items_kept" is not null or "partial_deliveries"."items_kept_count" is not null),
	CONSTRAINT "partial_deliveries_cash" CHECK ("partial_deliveries"."cash_collected" >= 0)
);
--> statement-breakpoint
ALTER TABLE "parcels" ADD COLUMN "exchange_item" text;--> statement-breakpoint
ALTER TABLE "parcels" ADD COLUMN "return_of_parcel_id" text;--> statement-breakpoint
ALTER TABLE "parcels" ADD COLUMN "return_kind" text;--> statement-breakpoint
ALTER TABLE "partial_deliveries" ADD CONSTRAINT "partial_deliveries_parcel_id_parcels_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."parcels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partial_deliveries" ADD CONSTRAINT "partial_deliveries_return_parcel_id_parcels_id_fk" FOREIGN KEY ("return_parcel_id") REFERENCES "public"."parcels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partial_deliveries" ADD CONSTRAINT "partial_deliveries_rider_id_riders_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."riders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partial_deliveries" ADD CONSTRAINT "partial_deliveries_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcels" ADD CONSTRAINT "parcels_return_of_parcel_id_parcels_id_fk" FOREIGN KEY ("return_of_parcel_id") REFERENCES "public"."parcels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "parcels_return_of_uq" ON "parcels" USING btree ("return_of_parcel_id");--> statement-breakpoint
ALTER TABLE "parcels" ADD CONSTRAINT "parcels_return_leg_kind" CHECK (("parcels"."return_of_parcel_id" is null) = ("parcels"."return_kind" is null));--> statement-breakpoint
-- ==== Hand-written (door outcomes, issue 24): re-append below a regenerated migration ====
-- A return parcel (the rest of a partial delivery, an exchange's old item) is created at the door in
-- `returning`, already in its rider's hands: its one holder from the first moment is that rider, and
-- its route is the parcel's it comes back from (so it travels back to the same origin hub).
CREATE OR REPLACE FUNCTION parcel_network_start() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.return_of_parcel_id IS NOT NULL AND NEW.rider_id IS NOT NULL THEN
    INSERT INTO parcel_custody (parcel_id, holder_kind, rider_id, since)
      VALUES (NEW.id, 'rider', NEW.rider_id, NEW.booking_time);
    INSERT INTO scan_events (action, result, parcel_id, rider_id, from_holder, to_holder)
      VALUES ('status', NEW.status, NEW.id, NEW.rider_id, 'receiver', 'rider:' || NEW.rider_id);
    INSERT INTO parcel_routes (parcel_id, origin_hub_id, destination_hub_id)
      SELECT NEW.id, r.origin_hub_id, r.destination_hub_id FROM parcel_routes r
      WHERE r.parcel_id = NEW.return_of_parcel_id;
    IF NOT FOUND THEN
      INSERT INTO parcel_routes (parcel_id) VALUES (NEW.id);
    END IF;
    RETURN NULL;
  END IF;
  INSERT INTO parcel_custody (parcel_id, holder_kind, since) VALUES (NEW.id, 'merchant', NEW.booking_time);
  INSERT INTO parcel_routes (parcel_id, origin_hub_id, destination_hub_id) VALUES (
    NEW.id,
    (SELECT pickup_hub_id FROM hub_coverage
      WHERE district = NEW.pickup_district AND upazila IN (coalesce(NEW.pickup_upazila, '*'), '*')
      ORDER BY upazila = '*' LIMIT 1),
    (SELECT last_mile_hub_id FROM hub_coverage
      WHERE district = NEW.delivery_district AND upazila IN (coalesce(NEW.delivery_upazila, '*'), '*')
      ORDER BY upazila = '*' LIMIT 1)
  );
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- A partly delivered parcel is with its receiver, like a delivered one.
CREATE OR REPLACE FUNCTION parcel_custody_follow_status() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  kind text;
  holder_rider text;
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
  INSERT INTO scan_events (action, result, parcel_id, rider_id, from_holder, to_holder)
  SELECT 'status', NEW.status, NEW.id, holder_rider,
    c.holder_kind || coalesce(':' || coalesce(c.rider_id, c.hub_id, c.bag_id), ''),
    kind || coalesce(':' || holder_rider, '')
  FROM parcel_custody c
  WHERE c.parcel_id = NEW.id AND (c.holder_kind <> kind OR c.rider_id IS DISTINCT FROM holder_rider);
  UPDATE parcel_custody
    SET holder_kind = kind, rider_id = holder_rider, hub_id = NULL, bag_id = NULL, since = now()
    WHERE parcel_id = NEW.id AND (holder_kind <> kind OR rider_id IS DISTINCT FROM holder_rider);
  RETURN NULL;
END;
$$;
