CREATE TABLE "page_publications" (
	"page_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"slug" text NOT NULL,
	"version_id" integer NOT NULL,
	"html" text NOT NULL,
	"html_br" "bytea" NOT NULL,
	"html_gzip" "bytea" NOT NULL,
	"digest" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "page_publications_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "page_publications" ADD CONSTRAINT "page_publications_page_id_landing_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."landing_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_publications" ADD CONSTRAINT "page_publications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "page_publications_user_idx" ON "page_publications" USING btree ("user_id");