-- One hold (issues 60, 62): the desk's holds and the damage flag on parcel_custody become rows of
-- parcel_holds with a kind, who and when, and who released it, when and why (released rows stay).
ALTER TABLE "parcel_holds" DROP CONSTRAINT "parcel_holds_pkey";--> statement-breakpoint
ALTER TABLE "parcel_holds" ADD COLUMN "id" bigserial PRIMARY KEY NOT NULL;--> statement-breakpoint
ALTER TABLE "parcel_holds" ADD COLUMN "kind" text DEFAULT 'desk' NOT NULL;--> statement-breakpoint
ALTER TABLE "parcel_holds" ALTER COLUMN "kind" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "parcel_holds" ADD COLUMN "released_by" text;--> statement-breakpoint
ALTER TABLE "parcel_holds" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "parcel_holds" ADD COLUMN "release_note" text;--> statement-breakpoint
ALTER TABLE "parcel_holds" ADD CONSTRAINT "parcel_holds_released_by_users_id_fk" FOREIGN KEY ("released_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- A parcel held both ways keeps the desk's hold (head office's word); the damage report stays open.
INSERT INTO "parcel_holds" ("parcel_id", "kind", "reason", "held_by", "held_at")
SELECT c."parcel_id", 'damage', coalesce(e."note", 'Reported damaged at a hub.'), e."created_by", coalesce(e."created_at", c."since")
FROM "parcel_custody" c
LEFT JOIN LATERAL (
  SELECT x."note", x."created_by", x."created_at" FROM "network_exceptions" x
  WHERE x."parcel_id" = c."parcel_id" AND x."kind" = 'damaged' AND x."status" = 'open'
  ORDER BY x."created_at" DESC LIMIT 1
) e ON true
WHERE c."held" AND NOT EXISTS (SELECT 1 FROM "parcel_holds" h WHERE h."parcel_id" = c."parcel_id");--> statement-breakpoint
CREATE UNIQUE INDEX "parcel_holds_open_unique" ON "parcel_holds" USING btree ("parcel_id") WHERE "parcel_holds"."released_at" is null;--> statement-breakpoint
CREATE INDEX "parcel_holds_parcel_idx" ON "parcel_holds" USING btree ("parcel_id","id");--> statement-breakpoint
ALTER TABLE "parcel_custody" DROP COLUMN "held";--> statement-breakpoint
ALTER TABLE "parcel_holds" ADD CONSTRAINT "parcel_holds_kind" CHECK ("parcel_holds"."kind" in ('damage', 'desk'));--> statement-breakpoint
ALTER TABLE "parcel_holds" ADD CONSTRAINT "parcel_holds_release_whole" CHECK (("parcel_holds"."released_at" is null) = ("parcel_holds"."release_note" is null));
