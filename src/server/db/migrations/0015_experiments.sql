CREATE TABLE "experiment_stats_daily" (
	"experiment_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"day" date NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	"leads" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "experiment_stats_daily_experiment_id_position_day_pk" PRIMARY KEY("experiment_id","position","day")
);
--> statement-breakpoint
CREATE TABLE "experiment_variants" (
	"experiment_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"page_id" integer,
	"title" text NOT NULL,
	"weight" double precision NOT NULL,
	"version_id" integer,
	"html" text,
	"html_br" "bytea",
	"html_gzip" "bytea",
	"digest" text,
	CONSTRAINT "experiment_variants_experiment_id_position_pk" PRIMARY KEY("experiment_id","position")
);
--> statement-breakpoint
CREATE TABLE "experiment_visitors_daily" (
	"experiment_id" integer NOT NULL,
	"day" date NOT NULL,
	"visitor" text NOT NULL,
	CONSTRAINT "experiment_visitors_daily_experiment_id_day_visitor_pk" PRIMARY KEY("experiment_id","day","visitor")
);
--> statement-breakpoint
CREATE TABLE "experiments" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"slug" text,
	"status" text DEFAULT 'running' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"winner_page_id" integer,
	"winner_called_at" timestamp with time zone,
	"promoted_page_id" integer,
	"looks" integer DEFAULT 0 NOT NULL,
	"last_look_day" date,
	CONSTRAINT "experiments_status_check" CHECK ("experiments"."status" in ('running', 'promoted', 'ended'))
);
--> statement-breakpoint
ALTER TABLE "page_events" ADD COLUMN "experiment_id" integer;--> statement-breakpoint
ALTER TABLE "experiment_stats_daily" ADD CONSTRAINT "experiment_stats_daily_experiment_id_experiments_id_fk" FOREIGN KEY ("experiment_id") REFERENCES "public"."experiments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiment_variants" ADD CONSTRAINT "experiment_variants_experiment_id_experiments_id_fk" FOREIGN KEY ("experiment_id") REFERENCES "public"."experiments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiment_variants" ADD CONSTRAINT "experiment_variants_page_id_landing_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."landing_pages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiments" ADD CONSTRAINT "experiments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "experiment_variants_page_idx" ON "experiment_variants" USING btree ("page_id");--> statement-breakpoint
CREATE INDEX "experiments_user_idx" ON "experiments" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "experiments_live_slug_idx" ON "experiments" USING btree ("slug") WHERE "experiments"."status" <> 'ended';