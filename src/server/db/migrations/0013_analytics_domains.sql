CREATE TABLE "analytics_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_events" (
	"id" bigserial NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"page_id" integer NOT NULL,
	"kind" smallint NOT NULL,
	"channel" text NOT NULL,
	"visitor" text NOT NULL,
	"source" text NOT NULL,
	"utm_medium" text,
	"utm_campaign" text,
	"utm_term" text,
	"utm_content" text,
	"referrer_host" text,
	CONSTRAINT "page_events_occurred_at_id_pk" PRIMARY KEY("occurred_at","id")
) PARTITION BY RANGE ("occurred_at");
--> statement-breakpoint
-- Hand-written (drizzle does not model partitions): one partition per month is made ahead by
-- the analytics maintenance; this one catches any event outside them, so none is refused.
CREATE TABLE "page_events_default" PARTITION OF "page_events" DEFAULT;
--> statement-breakpoint
CREATE TABLE "page_stats_daily" (
	"page_id" integer NOT NULL,
	"day" date NOT NULL,
	"channel" text NOT NULL,
	"source" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	"form_starts" integer DEFAULT 0 NOT NULL,
	"leads" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "page_stats_daily_page_id_day_channel_source_pk" PRIMARY KEY("page_id","day","channel","source")
);
--> statement-breakpoint
CREATE TABLE "page_visitors_daily" (
	"page_id" integer NOT NULL,
	"day" date NOT NULL,
	"visitor" text NOT NULL,
	"channel" text NOT NULL,
	"source" text NOT NULL,
	CONSTRAINT "page_visitors_daily_page_id_day_visitor_pk" PRIMARY KEY("page_id","day","visitor")
);
--> statement-breakpoint
CREATE TABLE "page_domains" (
	"hostname" text PRIMARY KEY NOT NULL,
	"page_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"token" text NOT NULL,
	"verified_at" timestamp with time zone,
	"checked_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "is_test" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "visitor" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "channel" text;--> statement-breakpoint
ALTER TABLE "page_stats_daily" ADD CONSTRAINT "page_stats_daily_page_id_landing_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."landing_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_domains" ADD CONSTRAINT "page_domains_page_id_landing_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."landing_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_domains" ADD CONSTRAINT "page_domains_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "page_events_page_idx" ON "page_events" USING btree ("page_id","occurred_at");--> statement-breakpoint
CREATE INDEX "page_domains_page_idx" ON "page_domains" USING btree ("page_id");--> statement-breakpoint
CREATE INDEX "page_domains_user_idx" ON "page_domains" USING btree ("user_id");