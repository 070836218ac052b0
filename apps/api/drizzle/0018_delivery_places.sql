CREATE TABLE "delivery_places" (
	"parcel_id" text PRIMARY KEY NOT NULL,
	"rider_id" text NOT NULL,
	"receiver_phone" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"accuracy_m" double precision NOT NULL,
	"delivered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_places_lat" CHECK ("delivery_places"."lat" between -90 and 90),
	CONSTRAINT "delivery_places_lng" CHECK ("delivery_places"."lng" between -180 and 180),
	CONSTRAINT "delivery_places_accuracy" CHECK ("delivery_places"."accuracy_m" > 0)
);
--> statement-breakpoint
ALTER TABLE "delivery_places" ADD CONSTRAINT "delivery_places_parcel_id_parcels_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."parcels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_places" ADD CONSTRAINT "delivery_places_rider_id_riders_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."riders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_places_rider_phone_idx" ON "delivery_places" USING btree ("rider_id","receiver_phone","delivered_at" DESC NULLS LAST);