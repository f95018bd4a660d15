CREATE TABLE "redeem_code_uses" (
	"code_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"period_id" bigint NOT NULL,
	"points" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "redeem_code_uses_code_id_user_id_pk" PRIMARY KEY("code_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "redeem_codes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "redeem_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"period_id" bigint NOT NULL,
	"code" text NOT NULL,
	"max_uses" integer DEFAULT 1 NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "redeem_codes_uses" CHECK ("redeem_codes"."max_uses" >= 1 and "redeem_codes"."uses" >= 0 and "redeem_codes"."uses" <= "redeem_codes"."max_uses")
);
--> statement-breakpoint
ALTER TABLE "market_periods" ADD COLUMN "codes_per_member" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "redeem_code_uses" ADD CONSTRAINT "redeem_code_uses_code_id_redeem_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."redeem_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redeem_code_uses" ADD CONSTRAINT "redeem_code_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redeem_code_uses" ADD CONSTRAINT "redeem_code_uses_period_id_market_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."market_periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redeem_codes" ADD CONSTRAINT "redeem_codes_period_id_market_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."market_periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "redeem_code_uses_member_idx" ON "redeem_code_uses" USING btree ("period_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "redeem_codes_code_unique" ON "redeem_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "redeem_codes_period_idx" ON "redeem_codes" USING btree ("period_id","id");--> statement-breakpoint
ALTER TABLE "market_periods" ADD CONSTRAINT "market_periods_codes_per_member" CHECK ("market_periods"."codes_per_member" >= 1);