ALTER TABLE "parcels" ADD COLUMN "return_charge_poisha" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "parcels" ADD COLUMN "promised_date" date;--> statement-breakpoint
ALTER TABLE "parcels" ADD CONSTRAINT "parcels_return_charge_not_negative" CHECK ("return_charge_poisha" >= 0);
