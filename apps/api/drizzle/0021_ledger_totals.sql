-- The ledger's balances join the settled totals (modules/reports, docs/decisions/035): every kind of
-- account, each hub's and each merchant's accounts, named `account:<kind>`, `hub:<id>:<kind>` and
-- `merchant:<id>:<purpose>`. The names sort bytewise, so a family's names are one range of the key.
ALTER TABLE "settled_totals" ALTER COLUMN "name" TYPE text COLLATE "C";--> statement-breakpoint
-- The ledger's totals start again from its first line, so the new families are summed by the same code
-- as the old one: the next pass from 0 sums every line once (the reads count every line live until then).
DELETE FROM "settled_totals" WHERE "name" = 'cod_collected';--> statement-breakpoint
UPDATE "settled_watermarks" SET "summed_through" = 0, "candidate" = NULL, "candidate_seen_at" = NULL
  WHERE "source" = 'ledger_lines';
