CREATE TABLE "payout_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"amount_poisha" bigint NOT NULL,
	"source" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"payout_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "payout_requests_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "payout_requests_amount_positive" CHECK ("payout_requests"."amount_poisha" > 0)
);
--> statement-breakpoint
-- Stores that existed keep what their shops had (the fee added for the receiver); new stores book all in.
ALTER TABLE "stores" ADD COLUMN "cod_mode" text DEFAULT 'add_fee_to_receiver' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ALTER COLUMN "cod_mode" SET DEFAULT 'fee_from_payout';--> statement-breakpoint
ALTER TABLE "parcels" ADD COLUMN "cod_mode" text DEFAULT 'add_fee_to_receiver' NOT NULL;--> statement-breakpoint
ALTER TABLE "payout_requests" ADD CONSTRAINT "payout_requests_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_requests" ADD CONSTRAINT "payout_requests_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_requests_one_open" ON "payout_requests" USING btree ("merchant_id") WHERE "payout_requests"."payout_id" is null;