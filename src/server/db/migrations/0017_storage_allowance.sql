ALTER TABLE "subscription_plans" ADD COLUMN "max_storage_mb" integer;--> statement-breakpoint
-- Storage was unlimited until this allowance existed; the seeded plans get the seed's figures (the column is new, so no admin value is overwritten). Other plans stay unlimited until an admin sets them.
UPDATE "subscription_plans" SET "max_storage_mb" = 100 WHERE lower("name") = 'free';--> statement-breakpoint
UPDATE "subscription_plans" SET "max_storage_mb" = 1024 WHERE lower("name") = 'starter';--> statement-breakpoint
UPDATE "subscription_plans" SET "max_storage_mb" = 5120 WHERE lower("name") = 'pro';
