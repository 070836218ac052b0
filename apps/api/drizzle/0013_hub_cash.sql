CREATE TABLE "hub_remittances" (
	"id" text PRIMARY KEY NOT NULL,
	"hub_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"declared_poisha" bigint NOT NULL,
	"counted_poisha" bigint,
	"reference" text NOT NULL,
	"status" text DEFAULT 'declared' NOT NULL,
	"note" text,
	"declared_by" text NOT NULL,
	"declared_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"confirmed_by" text,
	"entry_id" bigint,
	CONSTRAINT "hub_remittances_declared_positive" CHECK ("hub_remittances"."declared_poisha" > 0),
	CONSTRAINT "hub_remittances_counted_nonnegative" CHECK ("hub_remittances"."counted_poisha" >= 0),
	CONSTRAINT "hub_remittances_confirmed_complete" CHECK (("hub_remittances"."status" = 'confirmed') = ("hub_remittances"."entry_id" is not null and "hub_remittances"."counted_poisha" is not null))
);
--> statement-breakpoint
ALTER TABLE "ledger_lines" DROP CONSTRAINT "ledger_lines_owner_matches_kind";--> statement-breakpoint
ALTER TABLE "cash_handovers" ADD COLUMN "counted_at_hub_id" text;--> statement-breakpoint
ALTER TABLE "hub_remittances" ADD CONSTRAINT "hub_remittances_hub_id_hubs_id_fk" FOREIGN KEY ("hub_id") REFERENCES "public"."hubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_remittances" ADD CONSTRAINT "hub_remittances_declared_by_users_id_fk" FOREIGN KEY ("declared_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_remittances" ADD CONSTRAINT "hub_remittances_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_remittances" ADD CONSTRAINT "hub_remittances_entry_id_ledger_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hub_remittances_idempotency_idx" ON "hub_remittances" USING btree ("hub_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "hub_remittances_status_idx" ON "hub_remittances" USING btree ("status","declared_at");--> statement-breakpoint
CREATE INDEX "hub_remittances_hub_idx" ON "hub_remittances" USING btree ("hub_id","declared_at");--> statement-breakpoint
ALTER TABLE "cash_handovers" ADD CONSTRAINT "cash_handovers_counted_at_hub_id_hubs_id_fk" FOREIGN KEY ("counted_at_hub_id") REFERENCES "public"."hubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_lines" ADD CONSTRAINT "ledger_lines_owner_matches_kind" CHECK (("ledger_lines"."account_kind" in ('rider_cash', 'rider_receivable', 'merchant_payable', 'hub_cash', 'hub_receivable')) = ("ledger_lines"."account_owner" <> ''));--> statement-breakpoint
-- A remittance is declared, then confirmed once; it is never deleted and a confirmed one never changes
-- (the ledger entry it points to is the money; this row is its paper trail).
CREATE FUNCTION "hub_remittances_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.status = 'declared' AND NEW.status = 'confirmed'
     AND NEW.hub_id = OLD.hub_id AND NEW.declared_poisha = OLD.declared_poisha
     AND NEW.idempotency_key = OLD.idempotency_key AND NEW.reference = OLD.reference THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION '% on hub_remittances is refused: a remittance is only declared, then confirmed once', TG_OP
    USING ERRCODE = 'integrity_constraint_violation';
END
$$;--> statement-breakpoint
CREATE TRIGGER "hub_remittances_confirm_only" BEFORE UPDATE OR DELETE ON "hub_remittances" FOR EACH ROW EXECUTE FUNCTION "hub_remittances_guard"();--> statement-breakpoint
CREATE TRIGGER "hub_remittances_no_truncate" BEFORE TRUNCATE ON "hub_remittances" FOR EACH STATEMENT EXECUTE FUNCTION "ledger_refuse_change"();
