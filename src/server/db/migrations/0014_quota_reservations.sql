CREATE TABLE "quota_reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"period" text NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quota_reservations_kind_check" CHECK ("kind" in ('generate', 'modify', 'variation', 'ask'))
);
--> statement-breakpoint
ALTER TABLE "subscription_plans" ADD COLUMN "monthly_ask_limit" integer DEFAULT -1 NOT NULL;--> statement-breakpoint
ALTER TABLE "monthly_usage" ADD COLUMN "ask_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "quota_reservations" ADD CONSTRAINT "quota_reservations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quota_reservations_user_idx" ON "quota_reservations" USING btree ("user_id","period","kind");--> statement-breakpoint
-- Chat questions were free until this allowance existed; the seeded plans get the seed's figures (an admin has never set this column, so nothing of theirs is overwritten). Other plans stay unlimited until an admin sets them.
UPDATE "subscription_plans" SET "monthly_ask_limit" = 50 WHERE lower("name") = 'free';--> statement-breakpoint
UPDATE "subscription_plans" SET "monthly_ask_limit" = 500 WHERE lower("name") = 'starter';--> statement-breakpoint
UPDATE "subscription_plans" SET "monthly_ask_limit" = 2500 WHERE lower("name") = 'pro';
