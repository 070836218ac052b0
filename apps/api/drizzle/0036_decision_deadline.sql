ALTER TABLE "delivery_attempts" ADD COLUMN "decide_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "delivery_attempts" ADD COLUMN "decision" text;--> statement-breakpoint
ALTER TABLE "delivery_attempts" ADD COLUMN "decided_by" text;--> statement-breakpoint
ALTER TABLE "delivery_attempts" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "delivery_attempts_open_decision_idx" ON "delivery_attempts" USING btree ("decide_by") WHERE "delivery_attempts"."decision" is null and "delivery_attempts"."decide_by" is not null;--> statement-breakpoint
ALTER TABLE "delivery_attempts" ADD CONSTRAINT "delivery_attempts_decision_complete" CHECK (("delivery_attempts"."decision" is null) = ("delivery_attempts"."decided_by" is null) and ("delivery_attempts"."decision" is null) = ("delivery_attempts"."decided_at" is null));