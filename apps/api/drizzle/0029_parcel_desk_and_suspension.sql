CREATE TABLE "parcel_desk_actions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"parcel_id" text NOT NULL,
	"action" text NOT NULL,
	"reason" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"actor_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parcel_holds" (
	"parcel_id" text PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"held_by" text,
	"held_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_reason" text;--> statement-breakpoint
ALTER TABLE "parcel_desk_actions" ADD CONSTRAINT "parcel_desk_actions_parcel_id_parcels_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."parcels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_desk_actions" ADD CONSTRAINT "parcel_desk_actions_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_holds" ADD CONSTRAINT "parcel_holds_parcel_id_parcels_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."parcels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_holds" ADD CONSTRAINT "parcel_holds_held_by_users_id_fk" FOREIGN KEY ("held_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "parcel_desk_actions_parcel_idx" ON "parcel_desk_actions" USING btree ("parcel_id","id");--> statement-breakpoint
CREATE INDEX "stores_contact_phone_idx" ON "stores" USING btree ("contact_phone");--> statement-breakpoint
CREATE INDEX "parcels_merchant_order_idx" ON "parcels" USING btree ("merchant_order_id") WHERE "parcels"."merchant_order_id" is not null;--> statement-breakpoint
CREATE INDEX "parcels_store_booking_idx" ON "parcels" USING btree ("store_id","booking_time" DESC NULLS LAST) WHERE "parcels"."store_id" is not null;--> statement-breakpoint
CREATE INDEX "sms_contacts_phone_idx" ON "sms_contacts" USING btree ("phone");