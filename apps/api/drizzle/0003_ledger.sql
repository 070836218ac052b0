CREATE TABLE "cash_handovers" (
	"id" text PRIMARY KEY NOT NULL,
	"rider_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"declared_poisha" bigint NOT NULL,
	"counted_poisha" bigint,
	"status" text DEFAULT 'declared' NOT NULL,
	"note" text,
	"declared_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"confirmed_by" text,
	"entry_id" bigint,
	CONSTRAINT "cash_handovers_declared_positive" CHECK ("cash_handovers"."declared_poisha" > 0),
	CONSTRAINT "cash_handovers_counted_nonnegative" CHECK ("cash_handovers"."counted_poisha" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"parcel_id" text,
	"rider_id" text,
	"merchant_id" text,
	"reverses_entry_id" bigint,
	"memo" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "ledger_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entry_id" bigint NOT NULL,
	"account_kind" text NOT NULL,
	"account_owner" text DEFAULT '' NOT NULL,
	"purpose" text NOT NULL,
	"amount_poisha" bigint NOT NULL,
	CONSTRAINT "ledger_lines_amount_nonzero" CHECK ("ledger_lines"."amount_poisha" <> 0),
	CONSTRAINT "ledger_lines_owner_matches_kind" CHECK (("ledger_lines"."account_kind" in ('rider_cash', 'rider_receivable', 'merchant_payable')) = ("ledger_lines"."account_owner" <> ''))
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"amount_poisha" bigint NOT NULL,
	"method" text NOT NULL,
	"reference" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"entry_id" bigint NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "payouts_amount_positive" CHECK ("payouts"."amount_poisha" > 0)
);
--> statement-breakpoint
-- Money becomes integer poisha: existing taka amounts are converted, then the decimal columns go.
ALTER TABLE "parcels" ADD COLUMN "delivery_fee_poisha" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "parcels" ADD COLUMN "cod_amount_poisha" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "parcels" SET "delivery_fee_poisha" = ROUND("delivery_fee" * 100)::bigint, "cod_amount_poisha" = ROUND("cod_amount" * 100)::bigint;--> statement-breakpoint
ALTER TABLE "parcels" ALTER COLUMN "delivery_fee_poisha" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "cash_handovers" ADD CONSTRAINT "cash_handovers_rider_id_riders_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."riders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_handovers" ADD CONSTRAINT "cash_handovers_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_handovers" ADD CONSTRAINT "cash_handovers_entry_id_ledger_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_parcel_id_parcels_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."parcels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_rider_id_riders_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."riders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_lines" ADD CONSTRAINT "ledger_lines_entry_id_ledger_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_entry_id_ledger_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cash_handovers_idempotency_idx" ON "cash_handovers" USING btree ("rider_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "cash_handovers_status_idx" ON "cash_handovers" USING btree ("status","declared_at");--> statement-breakpoint
CREATE INDEX "cash_handovers_rider_idx" ON "cash_handovers" USING btree ("rider_id","declared_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_reverses_idx" ON "ledger_entries" USING btree ("reverses_entry_id") WHERE "ledger_entries"."reverses_entry_id" is not null;--> statement-breakpoint
CREATE INDEX "ledger_entries_merchant_idx" ON "ledger_entries" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_entries_rider_idx" ON "ledger_entries" USING btree ("rider_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_entries_parcel_idx" ON "ledger_entries" USING btree ("parcel_id");--> statement-breakpoint
CREATE INDEX "ledger_lines_account_idx" ON "ledger_lines" USING btree ("account_kind","account_owner");--> statement-breakpoint
CREATE INDEX "ledger_lines_entry_idx" ON "ledger_lines" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "payouts_merchant_idx" ON "payouts" USING btree ("merchant_id","created_at");--> statement-breakpoint
ALTER TABLE "parcels" DROP COLUMN "delivery_fee";--> statement-breakpoint
ALTER TABLE "parcels" DROP COLUMN "cod_amount";;--> statement-breakpoint
-- Double entry: the lines of every journal entry sum to zero, checked at commit so that an entry and
-- its lines can be inserted one after another inside one transaction.
CREATE FUNCTION "ledger_check_entry_balanced"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  entry bigint;
  total numeric;
  line_count integer;
BEGIN
  IF TG_TABLE_NAME = 'ledger_entries' THEN
    entry := NEW.id;
  ELSE
    entry := NEW.entry_id;
  END IF;
  SELECT coalesce(sum(amount_poisha), 0), count(*) INTO total, line_count FROM ledger_lines WHERE entry_id = entry;
  IF line_count < 2 OR total <> 0 THEN
    RAISE EXCEPTION 'ledger entry % is unbalanced: % lines summing to % poisha', entry, line_count, total
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_entries_balanced" AFTER INSERT ON "ledger_entries" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ledger_check_entry_balanced"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_lines_balanced" AFTER INSERT ON "ledger_lines" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ledger_check_entry_balanced"();--> statement-breakpoint
-- Append-only: entries, lines and payouts are never changed or removed; a reversing entry corrects.
CREATE FUNCTION "ledger_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% on % is refused: the ledger is append-only, post a reversing entry instead', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'integrity_constraint_violation';
END
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_entries_append_only" BEFORE UPDATE OR DELETE ON "ledger_entries" FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "ledger_entries_no_truncate" BEFORE TRUNCATE ON "ledger_entries" FOR EACH STATEMENT EXECUTE FUNCTION "ledger_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "ledger_lines_append_only" BEFORE UPDATE OR DELETE ON "ledger_lines" FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "ledger_lines_no_truncate" BEFORE TRUNCATE ON "ledger_lines" FOR EACH STATEMENT EXECUTE FUNCTION "ledger_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "payouts_append_only" BEFORE UPDATE OR DELETE ON "payouts" FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();
