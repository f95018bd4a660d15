CREATE TABLE "reward_months" (
	"user_id" bigint NOT NULL,
	"month" text NOT NULL,
	"points" integer NOT NULL,
	CONSTRAINT "reward_months_pk" PRIMARY KEY("user_id","month"),
	CONSTRAINT "reward_months_points_not_negative" CHECK ("reward_months"."points" >= 0)
);
--> statement-breakpoint
ALTER TABLE "reward_months" ADD CONSTRAINT "reward_months_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- This month's rewards paid before the counter existed, so the allowance starts from what was paid.
INSERT INTO "reward_months" ("user_id", "month", "points")
SELECT "user_id", to_char("created_at" AT TIME ZONE 'America/Sao_Paulo', 'YYYY-MM'), sum("amount")
FROM "points_ledger"
WHERE "amount" > 0
  AND "created_at" >= date_trunc('month', now() AT TIME ZONE 'America/Sao_Paulo') AT TIME ZONE 'America/Sao_Paulo'
  AND ("idempotency_key" LIKE 'invite:%' OR "idempotency_key" LIKE 'share:%' OR "idempotency_key" LIKE 'task:%' OR "idempotency_key" LIKE 'task-auto:%'
    OR "idempotency_key" LIKE 'redeem:%' OR "idempotency_key" LIKE 'redeem-code:%' OR "idempotency_key" LIKE 'envelopes:%')
GROUP BY 1, 2;
