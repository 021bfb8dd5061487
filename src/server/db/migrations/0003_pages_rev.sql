ALTER TABLE "users" ADD COLUMN "pages_rev" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_pages_rev"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE "users" SET "pages_rev" = "pages_rev" + 1 WHERE "id" = OLD."user_id";
    RETURN OLD;
  END IF;
  UPDATE "users" SET "pages_rev" = "pages_rev" + 1 WHERE "id" = NEW."user_id";
  IF TG_OP = 'UPDATE' AND NEW."user_id" IS DISTINCT FROM OLD."user_id" THEN
    UPDATE "users" SET "pages_rev" = "pages_rev" + 1 WHERE "id" = OLD."user_id";
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "landing_pages_bump_pages_rev"
AFTER INSERT OR UPDATE OR DELETE ON "landing_pages"
FOR EACH ROW EXECUTE FUNCTION "bump_pages_rev"();
