ALTER TABLE "market_periods" ADD COLUMN "repeat_days" integer;--> statement-breakpoint
ALTER TABLE "market_periods" ADD COLUMN "daily_from" integer;--> statement-breakpoint
ALTER TABLE "market_periods" ADD COLUMN "daily_to" integer;--> statement-breakpoint
ALTER TABLE "market_periods" ADD COLUMN "points_budget" integer;--> statement-breakpoint
ALTER TABLE "market_periods" ADD COLUMN "points_paid" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "market_periods" ADD COLUMN "paid_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "market_periods" ADD CONSTRAINT "market_periods_repeat" CHECK (("market_periods"."repeat_days" is null and "market_periods"."daily_from" is null and "market_periods"."daily_to" is null) or ("market_periods"."repeat_days" between 1 and 127 and "market_periods"."daily_from" between 0 and 1439 and "market_periods"."daily_to" between 0 and 1439 and "market_periods"."daily_from" <> "market_periods"."daily_to"));--> statement-breakpoint
ALTER TABLE "market_periods" ADD CONSTRAINT "market_periods_budget" CHECK ("market_periods"."points_paid" >= 0 and ("market_periods"."points_budget" is null or "market_periods"."points_paid" <= "market_periods"."points_budget"));