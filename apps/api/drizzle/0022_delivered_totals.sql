-- The ledger's entries become a source of settled totals (modules/reports, docs/decisions/035): a merchant's
-- deliveries less their reversals (`delivered:<merchant id>`), counted on their payments page. From 0, the
-- first pass counts every entry once.
INSERT INTO "settled_watermarks" ("source") VALUES ('ledger_entries');
