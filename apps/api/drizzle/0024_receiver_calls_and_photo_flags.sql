CREATE TABLE "code_missing_reports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"parcel_id" text NOT NULL,
	"call_id" bigint NOT NULL,
	"reason" text NOT NULL,
	"note" text NOT NULL,
	"reported_by" text,
	"reported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receiver_calls" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"parcel_id" text NOT NULL,
	"phone" text NOT NULL,
	"rider_id" text,
	"called_by" text,
	"called_at" timestamp with time zone NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "delivery_approvals" ADD COLUMN "flag" text DEFAULT 'code_locked' NOT NULL;--> statement-breakpoint
ALTER TABLE "code_missing_reports" ADD CONSTRAINT "code_missing_reports_parcel_id_parcels_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."parcels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_missing_reports" ADD CONSTRAINT "code_missing_reports_call_id_receiver_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."receiver_calls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_missing_reports" ADD CONSTRAINT "code_missing_reports_reported_by_users_id_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receiver_calls" ADD CONSTRAINT "receiver_calls_parcel_id_parcels_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."parcels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receiver_calls" ADD CONSTRAINT "receiver_calls_rider_id_riders_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."riders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receiver_calls" ADD CONSTRAINT "receiver_calls_called_by_users_id_fk" FOREIGN KEY ("called_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "code_missing_reports_parcel_idx" ON "code_missing_reports" USING btree ("parcel_id","id");--> statement-breakpoint
CREATE INDEX "receiver_calls_parcel_idx" ON "receiver_calls" USING btree ("parcel_id","id");--> statement-breakpoint
CREATE INDEX "delivery_proofs_rider_idx" ON "delivery_proofs" USING btree ("rider_id","delivered_at");--> statement-breakpoint
CREATE INDEX "delivery_proofs_photo_idx" ON "delivery_proofs" USING btree ("delivered_at") WHERE "delivery_proofs"."kind" = 'photo';