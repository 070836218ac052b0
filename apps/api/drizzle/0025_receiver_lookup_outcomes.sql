ALTER TABLE "receiver_record_lookups" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "receiver_record_lookups" ADD COLUMN "outcome" text DEFAULT 'answered' NOT NULL;