CREATE TABLE "hidden_receiver_records" (
	"phone" text PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"hidden_by" text,
	"hidden_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receiver_links" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"parcel_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "receiver_preferences" (
	"parcel_id" text PRIMARY KEY NOT NULL,
	"preferred_date" date,
	"landmark" text DEFAULT '' NOT NULL,
	"floor" text DEFAULT '' NOT NULL,
	"call_before" boolean DEFAULT false NOT NULL,
	"pin_lat" double precision,
	"pin_lng" double precision,
	"pin_accuracy_m" double precision,
	"pin_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receiver_record_lookups" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"api_key_id" text,
	"phone" text NOT NULL,
	"hidden" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hidden_receiver_records" ADD CONSTRAINT "hidden_receiver_records_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receiver_links" ADD CONSTRAINT "receiver_links_parcel_id_parcels_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."parcels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receiver_preferences" ADD CONSTRAINT "receiver_preferences_parcel_id_parcels_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."parcels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receiver_record_lookups" ADD CONSTRAINT "receiver_record_lookups_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "receiver_links_token_uq" ON "receiver_links" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "receiver_links_live_uq" ON "receiver_links" USING btree ("parcel_id") WHERE "receiver_links"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "receiver_record_lookups_merchant_idx" ON "receiver_record_lookups" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "receiver_record_lookups_phone_idx" ON "receiver_record_lookups" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "parcels_receiver_phone_idx" ON "parcels" USING btree ("receiver_phone");