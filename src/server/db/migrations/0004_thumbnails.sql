CREATE TABLE "page_thumbnails" (
	"version_id" integer PRIMARY KEY NOT NULL,
	"page_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"png" "bytea" NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "page_thumbnails" ADD CONSTRAINT "page_thumbnails_version_id_page_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."page_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- PNG is already compressed: store it out of line without trying to compress it again.
ALTER TABLE "page_thumbnails" ALTER COLUMN "png" SET STORAGE EXTERNAL;
