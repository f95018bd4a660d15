ALTER TABLE "sessions" ADD COLUMN "access_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "previous_token_hash" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "previous_valid_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "refresh_hash" text;--> statement-breakpoint
CREATE INDEX "sessions_previous_token_idx" ON "sessions" USING btree ("previous_token_hash");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_refresh_hash_unique" UNIQUE("refresh_hash");--> statement-breakpoint
-- Member tokens from before short-lived tokens have no refresh cookie: they live 15 more minutes, then the member signs in again.
UPDATE "sessions" SET "access_expires_at" = now() + interval '15 minutes' WHERE "user_id" IS NOT NULL AND "revoked_at" IS NULL;
