CREATE TABLE "market_periods" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "market_periods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"market_id" bigint NOT NULL,
	"code" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"envelope_cap" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "market_periods_window" CHECK ("market_periods"."ends_at" > "market_periods"."starts_at"),
	CONSTRAINT "market_periods_amounts" CHECK ("market_periods"."points" >= 0 and "market_periods"."envelope_cap" >= 0)
);
--> statement-breakpoint
CREATE TABLE "market_redemptions" (
	"user_id" bigint NOT NULL,
	"period_id" bigint NOT NULL,
	"points" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "market_redemptions_user_id_period_id_pk" PRIMARY KEY("user_id","period_id")
);
--> statement-breakpoint
CREATE TABLE "market_settings" (
	"type" integer PRIMARY KEY NOT NULL,
	"image" text NOT NULL,
	"status" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "markets" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "markets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"type" integer NOT NULL,
	"title" text NOT NULL,
	"logo" text NOT NULL,
	"link" text NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rain_claims" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rain_claims_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"period_id" bigint NOT NULL,
	"envelope_key" text NOT NULL,
	"points" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "market_periods" ADD CONSTRAINT "market_periods_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_redemptions" ADD CONSTRAINT "market_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_redemptions" ADD CONSTRAINT "market_redemptions_period_id_market_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."market_periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "markets" ADD CONSTRAINT "markets_type_market_settings_type_fk" FOREIGN KEY ("type") REFERENCES "public"."market_settings"("type") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rain_claims" ADD CONSTRAINT "rain_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rain_claims" ADD CONSTRAINT "rain_claims_period_id_market_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."market_periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "market_periods_market_idx" ON "market_periods" USING btree ("market_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "market_periods_code_unique" ON "market_periods" USING btree ("code") WHERE "market_periods"."code" is not null;--> statement-breakpoint
CREATE INDEX "markets_type_idx" ON "markets" USING btree ("type","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "rain_claims_unique" ON "rain_claims" USING btree ("user_id","period_id","envelope_key");--> statement-breakpoint
CREATE INDEX "rain_claims_user_period_idx" ON "rain_claims" USING btree ("user_id","period_id");