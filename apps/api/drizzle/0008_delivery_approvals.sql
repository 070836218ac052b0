CREATE TABLE "delivery_approvals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"parcel_id" text NOT NULL,
	"photo_id" text NOT NULL,
	"receiver_name" text,
	"cash_collected" integer NOT NULL,
	"rider_id" text,
	"submitted_by" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"reject_reason" text
);
--> statement-breakpoint
ALTER TABLE "delivery_codes" ADD COLUMN "was_locked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_approvals" ADD CONSTRAINT "delivery_approvals_parcel_id_parcels_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."parcels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_approvals" ADD CONSTRAINT "delivery_approvals_photo_id_delivery_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."delivery_photos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_approvals" ADD CONSTRAINT "delivery_approvals_rider_id_riders_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."riders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_approvals" ADD CONSTRAINT "delivery_approvals_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_approvals" ADD CONSTRAINT "delivery_approvals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_approvals_one_pending_idx" ON "delivery_approvals" USING btree ("parcel_id") WHERE "delivery_approvals"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "delivery_approvals_rider_idx" ON "delivery_approvals" USING btree ("rider_id","submitted_at");