CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"stripe_invoice_id" text NOT NULL,
	"user_id" integer,
	"subscription_id" integer,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_subscription_id_user_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."user_subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_invoice_idx" ON "payments" USING btree ("stripe_invoice_id");--> statement-breakpoint
CREATE INDEX "payments_subscription_idx" ON "payments" USING btree ("subscription_id","paid_at");--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id");--> statement-breakpoint
-- The seeded plans' feature lists sold features every plan has (folders, variations, templates, the builder) and one that does not exist (priority generation). Plan cards now list the limits the server enforces; only lists still exactly as seeded change, so an admin's own lists stay.
UPDATE "subscription_plans" SET "features" = '["Everything in Free"]'::jsonb WHERE "features" = '["Everything in Free", "Page variations", "Reference images and URLs", "Folders"]'::jsonb;--> statement-breakpoint
UPDATE "subscription_plans" SET "features" = '["Everything in Starter"]'::jsonb WHERE "features" = '["Everything in Starter", "Template library", "Drag & drop builder", "Priority generation"]'::jsonb;--> statement-breakpoint
UPDATE "subscription_plans" SET "features" = '["Everything in Pro"]'::jsonb WHERE "features" = '["Everything in Pro", "Unlimited AI requests"]'::jsonb;
