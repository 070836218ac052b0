-- Stores that existed keep what their shops had (the fee added for the receiver); new stores book all in.
ALTER TABLE "stores" ADD COLUMN "cod_mode" text DEFAULT 'add_fee_to_receiver' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ALTER COLUMN "cod_mode" SET DEFAULT 'fee_from_payout';--> statement-breakpoint
ALTER TABLE "parcels" ADD COLUMN "cod_mode" text DEFAULT 'add_fee_to_receiver' NOT NULL;
