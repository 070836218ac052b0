CREATE TABLE "bag_items" (
	"bag_id" text NOT NULL,
	"parcel_id" text NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	"added_by" text,
	"outcome" text,
	CONSTRAINT "bag_items_bag_id_parcel_id_pk" PRIMARY KEY("bag_id","parcel_id")
);
--> statement-breakpoint
CREATE TABLE "bags" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"origin_hub_id" text NOT NULL,
	"destination_hub_id" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"seal_number" text,
	"trip_id" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sealed_at" timestamp with time zone,
	"sealed_by" text,
	"arrived_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "bags_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "hub_coverage" (
	"district" text NOT NULL,
	"upazila" text NOT NULL,
	"last_mile_hub_id" text NOT NULL,
	"pickup_hub_id" text NOT NULL,
	CONSTRAINT "hub_coverage_district_upazila_pk" PRIMARY KEY("district","upazila")
);
--> statement-breakpoint
CREATE TABLE "hub_lanes" (
	"hub_a" text NOT NULL,
	"hub_b" text NOT NULL,
	CONSTRAINT "hub_lanes_hub_a_hub_b_pk" PRIMARY KEY("hub_a","hub_b"),
	CONSTRAINT "hub_lanes_ordered" CHECK ("hub_lanes"."hub_a" < "hub_lanes"."hub_b")
);
--> statement-breakpoint
CREATE TABLE "hub_riders" (
	"rider_id" text PRIMARY KEY NOT NULL,
	"hub_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hub_staff" (
	"user_id" text NOT NULL,
	"hub_id" text NOT NULL,
	"position" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hub_staff_user_id_hub_id_pk" PRIMARY KEY("user_id","hub_id")
);
--> statement-breakpoint
CREATE TABLE "hubs" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_bn" text NOT NULL,
	"district" text NOT NULL,
	"address" text NOT NULL,
	"kinds" text[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hubs_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "network_exceptions" (
	"id" text PRIMARY KEY NOT NULL,
	"parcel_id" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"hub_id" text,
	"bag_id" text,
	"last_holder" text NOT NULL,
	"note" text,
	"photo_id" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" text,
	"resolution_note" text
);
--> statement-breakpoint
CREATE TABLE "parcel_custody" (
	"parcel_id" text PRIMARY KEY NOT NULL,
	"holder_kind" text NOT NULL,
	"rider_id" text,
	"hub_id" text,
	"bag_id" text,
	"since" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parcel_custody_one_holder" CHECK (("parcel_custody"."holder_kind" = 'rider' and "parcel_custody"."rider_id" is not null and "parcel_custody"."hub_id" is null and "parcel_custody"."bag_id" is null)
        or ("parcel_custody"."holder_kind" = 'hub' and "parcel_custody"."hub_id" is not null and "parcel_custody"."rider_id" is null and "parcel_custody"."bag_id" is null)
        or ("parcel_custody"."holder_kind" = 'bag' and "parcel_custody"."bag_id" is not null and "parcel_custody"."rider_id" is null and "parcel_custody"."hub_id" is null)
        or ("parcel_custody"."holder_kind" in ('merchant', 'receiver') and "parcel_custody"."rider_id" is null and "parcel_custody"."hub_id" is null and "parcel_custody"."bag_id" is null))
);
--> statement-breakpoint
CREATE TABLE "parcel_routes" (
	"parcel_id" text PRIMARY KEY NOT NULL,
	"origin_hub_id" text,
	"destination_hub_id" text
);
--> statement-breakpoint
CREATE TABLE "scan_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"scan_key" text,
	"action" text NOT NULL,
	"result" text NOT NULL,
	"parcel_id" text,
	"bag_id" text,
	"hub_id" text,
	"rider_id" text,
	"from_holder" text,
	"to_holder" text,
	"actor_id" text,
	"actor_role" text,
	"device_id" text,
	"scanned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scan_events_scan_key_unique" UNIQUE("scan_key")
);
--> statement-breakpoint
CREATE TABLE "trips" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"origin_hub_id" text NOT NULL,
	"destination_hub_id" text NOT NULL,
	"vehicle_number" text NOT NULL,
	"driver_name" text NOT NULL,
	"driver_phone" text NOT NULL,
	"status" text DEFAULT 'on_the_road' NOT NULL,
	"dispatched_by" text,
	"dispatched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"arrived_at" timestamp with time zone,
	CONSTRAINT "trips_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "bag_items" ADD CONSTRAINT "bag_items_bag_id_bags_id_fk" FOREIGN KEY ("bag_id") REFERENCES "public"."bags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bag_items" ADD CONSTRAINT "bag_items_parcel_id_parcels_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."parcels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bag_items" ADD CONSTRAINT "bag_items_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bags" ADD CONSTRAINT "bags_origin_hub_id_hubs_id_fk" FOREIGN KEY ("origin_hub_id") REFERENCES "public"."hubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bags" ADD CONSTRAINT "bags_destination_hub_id_hubs_id_fk" FOREIGN KEY ("destination_hub_id") REFERENCES "public"."hubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bags" ADD CONSTRAINT "bags_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bags" ADD CONSTRAINT "bags_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bags" ADD CONSTRAINT "bags_sealed_by_users_id_fk" FOREIGN KEY ("sealed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_coverage" ADD CONSTRAINT "hub_coverage_last_mile_hub_id_hubs_id_fk" FOREIGN KEY ("last_mile_hub_id") REFERENCES "public"."hubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_coverage" ADD CONSTRAINT "hub_coverage_pickup_hub_id_hubs_id_fk" FOREIGN KEY ("pickup_hub_id") REFERENCES "public"."hubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_lanes" ADD CONSTRAINT "hub_lanes_hub_a_hubs_id_fk" FOREIGN KEY ("hub_a") REFERENCES "public"."hubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_lanes" ADD CONSTRAINT "hub_lanes_hub_b_hubs_id_fk" FOREIGN KEY ("hub_b") REFERENCES "public"."hubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_riders" ADD CONSTRAINT "hub_riders_rider_id_riders_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."riders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_riders" ADD CONSTRAINT "hub_riders_hub_id_hubs_id_fk" FOREIGN KEY ("hub_id") REFERENCES "public"."hubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_staff" ADD CONSTRAINT "hub_staff_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_staff" ADD CONSTRAINT "hub_staff_hub_id_hubs_id_fk" FOREIGN KEY ("hub_id") REFERENCES "public"."hubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "network_exceptions" ADD CONSTRAINT "network_exceptions_parcel_id_parcels_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."parcels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "network_exceptions" ADD CONSTRAINT "network_exceptions_hub_id_hubs_id_fk" FOREIGN KEY ("hub_id") REFERENCES "public"."hubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "network_exceptions" ADD CONSTRAINT "network_exceptions_bag_id_bags_id_fk" FOREIGN KEY ("bag_id") REFERENCES "public"."bags"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "network_exceptions" ADD CONSTRAINT "network_exceptions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "network_exceptions" ADD CONSTRAINT "network_exceptions_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_custody" ADD CONSTRAINT "parcel_custody_parcel_id_parcels_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."parcels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_custody" ADD CONSTRAINT "parcel_custody_rider_id_riders_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."riders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_custody" ADD CONSTRAINT "parcel_custody_hub_id_hubs_id_fk" FOREIGN KEY ("hub_id") REFERENCES "public"."hubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_custody" ADD CONSTRAINT "parcel_custody_bag_id_bags_id_fk" FOREIGN KEY ("bag_id") REFERENCES "public"."bags"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_routes" ADD CONSTRAINT "parcel_routes_parcel_id_parcels_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."parcels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_routes" ADD CONSTRAINT "parcel_routes_origin_hub_id_hubs_id_fk" FOREIGN KEY ("origin_hub_id") REFERENCES "public"."hubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_routes" ADD CONSTRAINT "parcel_routes_destination_hub_id_hubs_id_fk" FOREIGN KEY ("destination_hub_id") REFERENCES "public"."hubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scan_events" ADD CONSTRAINT "scan_events_parcel_id_parcels_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."parcels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scan_events" ADD CONSTRAINT "scan_events_bag_id_bags_id_fk" FOREIGN KEY ("bag_id") REFERENCES "public"."bags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scan_events" ADD CONSTRAINT "scan_events_hub_id_hubs_id_fk" FOREIGN KEY ("hub_id") REFERENCES "public"."hubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scan_events" ADD CONSTRAINT "scan_events_rider_id_riders_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."riders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scan_events" ADD CONSTRAINT "scan_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_origin_hub_id_hubs_id_fk" FOREIGN KEY ("origin_hub_id") REFERENCES "public"."hubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_destination_hub_id_hubs_id_fk" FOREIGN KEY ("destination_hub_id") REFERENCES "public"."hubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_dispatched_by_users_id_fk" FOREIGN KEY ("dispatched_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bag_items_parcel_idx" ON "bag_items" USING btree ("parcel_id");--> statement-breakpoint
CREATE INDEX "bags_origin_status_idx" ON "bags" USING btree ("origin_hub_id","status");--> statement-breakpoint
CREATE INDEX "bags_destination_status_idx" ON "bags" USING btree ("destination_hub_id","status");--> statement-breakpoint
CREATE INDEX "bags_trip_idx" ON "bags" USING btree ("trip_id");--> statement-breakpoint
CREATE INDEX "hub_coverage_last_mile_idx" ON "hub_coverage" USING btree ("last_mile_hub_id");--> statement-breakpoint
CREATE INDEX "hub_coverage_pickup_idx" ON "hub_coverage" USING btree ("pickup_hub_id");--> statement-breakpoint
CREATE INDEX "hub_riders_hub_idx" ON "hub_riders" USING btree ("hub_id");--> statement-breakpoint
CREATE INDEX "hub_staff_hub_idx" ON "hub_staff" USING btree ("hub_id");--> statement-breakpoint
CREATE INDEX "network_exceptions_status_idx" ON "network_exceptions" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "network_exceptions_hub_idx" ON "network_exceptions" USING btree ("hub_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "network_exceptions_one_open" ON "network_exceptions" USING btree ("parcel_id","kind") WHERE "network_exceptions"."status" = 'open';--> statement-breakpoint
CREATE INDEX "parcel_custody_hub_idx" ON "parcel_custody" USING btree ("hub_id") WHERE "parcel_custody"."hub_id" is not null;--> statement-breakpoint
CREATE INDEX "parcel_custody_bag_idx" ON "parcel_custody" USING btree ("bag_id") WHERE "parcel_custody"."bag_id" is not null;--> statement-breakpoint
CREATE INDEX "parcel_custody_rider_idx" ON "parcel_custody" USING btree ("rider_id") WHERE "parcel_custody"."rider_id" is not null;--> statement-breakpoint
CREATE INDEX "parcel_routes_origin_idx" ON "parcel_routes" USING btree ("origin_hub_id");--> statement-breakpoint
CREATE INDEX "parcel_routes_destination_idx" ON "parcel_routes" USING btree ("destination_hub_id");--> statement-breakpoint
CREATE INDEX "scan_events_parcel_idx" ON "scan_events" USING btree ("parcel_id","id");--> statement-breakpoint
CREATE INDEX "scan_events_bag_idx" ON "scan_events" USING btree ("bag_id","id");--> statement-breakpoint
CREATE INDEX "scan_events_hub_idx" ON "scan_events" USING btree ("hub_id","recorded_at");--> statement-breakpoint
CREATE INDEX "trips_destination_status_idx" ON "trips" USING btree ("destination_hub_id","status");--> statement-breakpoint
CREATE INDEX "trips_origin_idx" ON "trips" USING btree ("origin_hub_id","dispatched_at");--> statement-breakpoint
-- Custody: every parcel has exactly one holder. The primary key of parcel_custody allows no second
-- row and its check no second holder; the triggers below create the row with the parcel, keep the
-- coarse holder in step with the parcel's status (a rider picking up, the receiver at the door, the
-- merchant on return), and refuse to delete it while the parcel exists. Hub and bag holders are set
-- by the scans (apps/api/src/modules/network).
INSERT INTO parcel_custody (parcel_id, holder_kind, rider_id)
SELECT id,
  CASE
    WHEN status IN ('picked_up', 'in_transit', 'out_for_delivery', 'failed', 'returning') AND rider_id IS NOT NULL THEN 'rider'
    WHEN status IN ('delivered', 'delivered_approval_pending') THEN 'receiver'
    ELSE 'merchant'
  END,
  CASE WHEN status IN ('picked_up', 'in_transit', 'out_for_delivery', 'failed', 'returning') THEN rider_id END
FROM parcels;--> statement-breakpoint
INSERT INTO parcel_routes (parcel_id) SELECT id FROM parcels;--> statement-breakpoint
CREATE OR REPLACE FUNCTION parcel_network_start() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
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
CREATE TRIGGER parcels_network_start AFTER INSERT ON parcels
  FOR EACH ROW EXECUTE FUNCTION parcel_network_start();--> statement-breakpoint
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
  ELSIF NEW.status IN ('delivered', 'delivered_approval_pending') THEN
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
$$;--> statement-breakpoint
CREATE TRIGGER parcels_custody_follow_status AFTER UPDATE OF status ON parcels
  FOR EACH ROW EXECUTE FUNCTION parcel_custody_follow_status();--> statement-breakpoint
CREATE OR REPLACE FUNCTION parcel_custody_never_none() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.parcel_id = OLD.parcel_id THEN
    RETURN NEW;
  END IF;
  IF EXISTS (SELECT 1 FROM parcels WHERE id = OLD.parcel_id) THEN
    RAISE EXCEPTION 'parcel % must always have exactly one holder', OLD.parcel_id
      USING ERRCODE = 'check_violation', CONSTRAINT = 'parcel_custody_one_holder';
  END IF;
  IF TG_OP = 'UPDATE' THEN
    RETURN NEW;
  END IF;
  RETURN OLD;
END;
$$;--> statement-breakpoint
CREATE TRIGGER parcel_custody_never_none BEFORE DELETE OR UPDATE OF parcel_id ON parcel_custody
  FOR EACH ROW EXECUTE FUNCTION parcel_custody_never_none();
