ALTER TABLE "reward_games" ADD COLUMN "prizes_version" bigint DEFAULT (floor(random() * 9007199254740991))::bigint NOT NULL;--> statement-breakpoint
-- Every change to a game's prizes gives the game a new random prizes_version, whoever makes it (seed, console, SQL by hand):
-- the draws' in-memory prize tables (repositories/rewards.ts) are keyed by it.
CREATE FUNCTION "bump_prizes_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- OLD is null for an insert, NEW for a delete, both for a truncate (every game then).
  UPDATE "reward_games" SET "prizes_version" = (floor(random() * 9007199254740991))::bigint
  WHERE TG_OP = 'TRUNCATE' OR "game" = OLD."game" OR "game" = NEW."game";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "prizes_version_on_change" AFTER INSERT OR UPDATE OR DELETE ON "prizes" FOR EACH ROW EXECUTE FUNCTION "bump_prizes_version"();--> statement-breakpoint
CREATE TRIGGER "prizes_version_on_truncate" AFTER TRUNCATE ON "prizes" FOR EACH STATEMENT EXECUTE FUNCTION "bump_prizes_version"();
