-- Rows logged before this read as uncached first attempts of no known page, request or step.
ALTER TABLE "api_logs" ADD COLUMN "cache_read_tokens" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "api_logs" ADD COLUMN "cache_write_tokens" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "api_logs" ADD COLUMN "page_id" integer;--> statement-breakpoint
ALTER TABLE "api_logs" ADD COLUMN "request_id" text;--> statement-breakpoint
ALTER TABLE "api_logs" ADD COLUMN "attempt" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "api_logs" ADD COLUMN "step" text;--> statement-breakpoint
ALTER TABLE "api_logs" ADD CONSTRAINT "api_logs_page_id_landing_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."landing_pages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_logs_page_idx" ON "api_logs" USING btree ("page_id");--> statement-breakpoint
ALTER TABLE "api_logs" ADD CONSTRAINT "api_logs_step_check" CHECK ("step" in ('generate', 'variation', 'patch', 'repair', 'fallback', 'continuation', 'element'));