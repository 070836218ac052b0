ALTER TABLE "network_exceptions" ALTER COLUMN "parcel_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bags" ADD COLUMN "arrival_seal_number" text;--> statement-breakpoint
ALTER TABLE "parcel_custody" ADD COLUMN "held" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "reached_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "network_exceptions_one_open_per_bag" ON "network_exceptions" USING btree ("bag_id","kind") WHERE "network_exceptions"."status" = 'open' and "network_exceptions"."parcel_id" is null;--> statement-breakpoint
ALTER TABLE "network_exceptions" ADD CONSTRAINT "network_exceptions_names_something" CHECK ("network_exceptions"."parcel_id" is not null or "network_exceptions"."bag_id" is not null);