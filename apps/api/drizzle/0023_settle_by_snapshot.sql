-- A watermark's candidate settles once every transaction open when it was seen has ended (the seeing
-- snapshot's xmax, docs/decisions/035 amended 2026-12-06), no longer an hour after it was seen. Candidates
-- taken under the hour's rule have no xmax: they are dropped, and the next look takes a new one.
ALTER TABLE "settled_watermarks" ADD COLUMN "candidate_xmax" bigint;--> statement-breakpoint
UPDATE "settled_watermarks" SET "candidate" = NULL, "candidate_seen_at" = NULL;
