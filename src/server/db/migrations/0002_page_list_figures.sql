ALTER TABLE "landing_pages" ADD COLUMN "version_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "landing_pages" ADD COLUMN "current_version_id" integer;--> statement-breakpoint
ALTER TABLE "landing_pages" ADD COLUMN "reference_image_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "landing_pages" AS p SET
  "version_count" = (SELECT count(*) FROM "page_versions" v WHERE v."landing_page_id" = p."id"),
  "current_version_id" = (SELECT v."id" FROM "page_versions" v WHERE v."landing_page_id" = p."id" ORDER BY v."version" DESC LIMIT 1),
  "reference_image_count" = jsonb_array_length(p."reference_images");
