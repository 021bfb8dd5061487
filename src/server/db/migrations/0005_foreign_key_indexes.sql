-- Repair a live-version reference that points at no version (none should) before the foreign key holds it.
UPDATE "landing_pages" AS p SET "current_version_id" = (SELECT v."id" FROM "page_versions" v WHERE v."landing_page_id" = p."id" ORDER BY v."version" DESC LIMIT 1)
  WHERE p."current_version_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "page_versions" v WHERE v."id" = p."current_version_id");--> statement-breakpoint
ALTER TABLE "landing_pages" ADD CONSTRAINT "landing_pages_current_version_id_page_versions_id_fk" FOREIGN KEY ("current_version_id") REFERENCES "public"."page_versions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_redemptions_subscription_idx" ON "coupon_redemptions" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "user_subscriptions_coupon_idx" ON "user_subscriptions" USING btree ("coupon_id");--> statement-breakpoint
CREATE INDEX "landing_pages_folder_idx" ON "landing_pages" USING btree ("folder_id");--> statement-breakpoint
CREATE INDEX "landing_pages_current_version_idx" ON "landing_pages" USING btree ("current_version_id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id");