CREATE TABLE "newsletter_subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parcel_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"parcel_id" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_id" text,
	"actor_role" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parcels" (
	"id" text PRIMARY KEY NOT NULL,
	"tracking_id" text NOT NULL,
	"parcel_title" text NOT NULL,
	"receiver_name" text NOT NULL,
	"receiver_phone" text,
	"pickup_address" text NOT NULL,
	"delivery_address" text NOT NULL,
	"pickup_district" text,
	"delivery_district" text,
	"parcel_type" text NOT NULL,
	"delivery_fee" numeric(12, 2) NOT NULL,
	"payment_method" text NOT NULL,
	"cod_amount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"sender_id" text NOT NULL,
	"sender_email" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"rider_id" text,
	"booking_time" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parcels_tracking_id_unique" UNIQUE("tracking_id")
);
--> statement-breakpoint
CREATE TABLE "tracking_clock" (
	"id" integer PRIMARY KEY NOT NULL,
	"last_ms" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "api_rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "riders" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"full_name" text NOT NULL,
	"phone" text NOT NULL,
	"region" text NOT NULL,
	"vehicle_type" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" text,
	"review_note" text
);
--> statement-breakpoint
ALTER TABLE "parcel_events" ADD CONSTRAINT "parcel_events_parcel_id_parcels_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."parcels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_events" ADD CONSTRAINT "parcel_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcels" ADD CONSTRAINT "parcels_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcels" ADD CONSTRAINT "parcels_rider_id_riders_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."riders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "riders" ADD CONSTRAINT "riders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "riders" ADD CONSTRAINT "riders_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_email_unique" ON "newsletter_subscriptions" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "parcel_events_parcel_idx" ON "parcel_events" USING btree ("parcel_id","created_at","id");--> statement-breakpoint
CREATE INDEX "parcels_sender_booking_idx" ON "parcels" USING btree ("sender_id","booking_time" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "parcels_sender_email_booking_idx" ON "parcels" USING btree ("sender_email","booking_time" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "parcels_pending_idx" ON "parcels" USING btree ("booking_time") WHERE "parcels"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "parcels_rider_idx" ON "parcels" USING btree ("rider_id","status");--> statement-breakpoint
CREATE INDEX "parcels_status_idx" ON "parcels" USING btree ("status");--> statement-breakpoint
CREATE INDEX "parcels_booking_time_idx" ON "parcels" USING btree ("booking_time");--> statement-breakpoint
CREATE UNIQUE INDEX "riders_one_active_per_user" ON "riders" USING btree ("user_id") WHERE "riders"."status" in ('pending', 'approved');--> statement-breakpoint
CREATE INDEX "riders_status_idx" ON "riders" USING btree ("status","applied_at");--> statement-breakpoint
CREATE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role");--> statement-breakpoint
INSERT INTO "tracking_clock" ("id", "last_ms") VALUES (1, 0) ON CONFLICT DO NOTHING;
