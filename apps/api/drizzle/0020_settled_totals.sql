-- Settled totals (modules/reports, docs/decisions/035): bookings and finished parcels are numbered in
-- the order they happen, so the dashboard keeps totals of what can no longer change up to a number
-- instead of counting every parcel of all time on every request. No existing row is written: numbering
-- them would rewrite the parcels table under an exclusive lock. Rows from before this migration keep
-- null numbers and are counted by the first pass from 0 (settled-totals.repository.ts).
CREATE SEQUENCE "parcel_booking_seq";--> statement-breakpoint
CREATE SEQUENCE "parcel_finish_seq";--> statement-breakpoint
CREATE TABLE "settled_totals" (
	"name" text PRIMARY KEY NOT NULL,
	"amount" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settled_watermarks" (
	"source" text PRIMARY KEY NOT NULL,
	"summed_through" bigint DEFAULT 0 NOT NULL,
	"candidate" bigint,
	"candidate_seen_at" timestamp with time zone
);
--> statement-breakpoint
INSERT INTO "settled_watermarks" ("source") VALUES ('booked_parcels'), ('finished_parcels'), ('ledger_lines');--> statement-breakpoint
-- Added without a default and given it after: a volatile default in ADD COLUMN fills every row.
ALTER TABLE "parcels" ADD COLUMN "booked_seq" bigint;--> statement-breakpoint
ALTER TABLE "parcels" ALTER COLUMN "booked_seq" SET DEFAULT nextval('parcel_booking_seq');--> statement-breakpoint
ALTER TABLE "parcels" ADD COLUMN "finish_seq" bigint;--> statement-breakpoint
CREATE INDEX "parcels_booked_seq_idx" ON "parcels" USING btree ("booked_seq") WHERE "parcels"."booked_seq" is not null;--> statement-breakpoint
CREATE INDEX "parcels_finish_seq_idx" ON "parcels" USING btree ("finish_seq") WHERE "parcels"."finish_seq" is not null;--> statement-breakpoint
-- A parcel never leaves a final status; it gets its number when it enters one. The list of final
-- statuses is packages/shared's finalParcelStatuses (settled-totals.test.ts checks them against it).
CREATE FUNCTION "parcel_number_finish"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.finish_seq := nextval('parcel_finish_seq');
  RETURN NEW;
END;
$$;--> statement-breakpoint
-- The conditions are the triggers' WHEN, checked without calling the function: the function runs
-- once in a parcel's life, not at each of its moves.
CREATE TRIGGER "parcels_number_finish_on_insert" BEFORE INSERT ON "parcels" FOR EACH ROW
  WHEN (NEW.status IN ('delivered', 'partially_delivered', 'returned', 'cancelled'))
  EXECUTE FUNCTION "parcel_number_finish"();--> statement-breakpoint
CREATE TRIGGER "parcels_number_finish" BEFORE UPDATE OF "status" ON "parcels" FOR EACH ROW
  WHEN (NEW.status IN ('delivered', 'partially_delivered', 'returned', 'cancelled')
    AND OLD.status NOT IN ('delivered', 'partially_delivered', 'returned', 'cancelled'))
  EXECUTE FUNCTION "parcel_number_finish"();--> statement-breakpoint
-- The open-promise index holds only the parcels whose promise is open (partly delivered ones stayed).
DROP INDEX "parcels_promised_open_idx";--> statement-breakpoint
CREATE INDEX "parcels_promised_open_idx" ON "parcels" USING btree ("promised_date") WHERE status not in ('delivered', 'delivered_approval_pending', 'partially_delivered', 'returned', 'cancelled');
