ALTER TABLE "receiver_preferences" ADD COLUMN "requested_address" text;--> statement-breakpoint
ALTER TABLE "receiver_preferences" ADD COLUMN "requested_phone" text;--> statement-breakpoint
ALTER TABLE "receiver_preferences" ADD COLUMN "requested_at" timestamp with time zone;