CREATE TABLE "public_holidays" (
	"date" date PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_bn" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "public_holidays_names" CHECK (length("public_holidays"."name_en") > 0 and length("public_holidays"."name_bn") > 0)
);
--> statement-breakpoint
CREATE TABLE "rate_cards" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"effective_from" date NOT NULL,
	"cells" jsonb NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "parcels" ADD COLUMN "weight_grams" integer;--> statement-breakpoint
ALTER TABLE "parcels" ADD COLUMN "delivery_type" text DEFAULT 'regular' NOT NULL;--> statement-breakpoint
ALTER TABLE "parcels" ADD COLUMN "fee_breakdown" jsonb;--> statement-breakpoint
ALTER TABLE "parcels" ADD COLUMN "rate_card_id" bigint;--> statement-breakpoint
ALTER TABLE "rate_cards" ADD CONSTRAINT "rate_cards_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_cards" ADD CONSTRAINT "rate_cards_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rate_cards_merchant_day_idx" ON "rate_cards" USING btree ("merchant_id","effective_from" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "parcels" ADD CONSTRAINT "parcels_rate_card_id_rate_cards_id_fk" FOREIGN KEY ("rate_card_id") REFERENCES "public"."rate_cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "parcels_promised_open_idx" ON "parcels" USING btree ("promised_date") WHERE "parcels"."status" not in ('delivered', 'returned', 'cancelled');--> statement-breakpoint
ALTER TABLE "parcels" ADD CONSTRAINT "parcels_fee_breakdown_adds_up" CHECK ("parcels"."fee_breakdown" is null or (
        ("parcels"."fee_breakdown"->>'zoneBase')::bigint + ("parcels"."fee_breakdown"->>'typeSurcharge')::bigint
        + ("parcels"."fee_breakdown"->>'weightCharge')::bigint + ("parcels"."fee_breakdown"->>'expressCharge')::bigint
        + ("parcels"."fee_breakdown"->>'codCharge')::bigint) = "parcels"."delivery_fee_poisha");