CREATE TABLE "addresses" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "addresses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"recipient_name" text NOT NULL,
	"phone" text NOT NULL,
	"cep" text NOT NULL,
	"street" text NOT NULL,
	"number" text NOT NULL,
	"complement" text DEFAULT '' NOT NULL,
	"district" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chance_grants" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chance_grants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"game" text NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"grant_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chance_grants_amount_positive" CHECK ("chance_grants"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "draw_chances" (
	"user_id" bigint NOT NULL,
	"game" text NOT NULL,
	"day" date,
	"daily_left" integer DEFAULT 0 NOT NULL,
	"extra" integer DEFAULT 0 NOT NULL,
	"draw_count" integer DEFAULT 0 NOT NULL,
	"next_seed" text NOT NULL,
	CONSTRAINT "draw_chances_pk" PRIMARY KEY("user_id","game"),
	CONSTRAINT "draw_chances_daily_not_negative" CHECK ("draw_chances"."daily_left" >= 0),
	CONSTRAINT "draw_chances_extra_not_negative" CHECK ("draw_chances"."extra" >= 0)
);
--> statement-breakpoint
CREATE TABLE "draws" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "draws_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"game" text NOT NULL,
	"draw_number" integer NOT NULL,
	"client_key" text NOT NULL,
	"prize_id" bigint NOT NULL,
	"prize_index" integer NOT NULL,
	"prize_kind" text NOT NULL,
	"prize_label" text NOT NULL,
	"prize_points" integer NOT NULL,
	"prize_icon" text NOT NULL,
	"prize_color" text NOT NULL,
	"weights" integer[] NOT NULL,
	"seed" text NOT NULL,
	"commitment_hash" text NOT NULL,
	"next_commitment_hash" text NOT NULL,
	"status" text NOT NULL,
	"chances_left" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"ledger_entry_id" bigint,
	"address" jsonb,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "points_ledger" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "points_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"amount" integer NOT NULL,
	"source" text NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'success' NOT NULL,
	"reference" text,
	"idempotency_key" text NOT NULL,
	"balance_after" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_ledger_amount_not_zero" CHECK ("points_ledger"."amount" <> 0),
	CONSTRAINT "points_ledger_balance_not_negative" CHECK ("points_ledger"."balance_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "prizes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "prizes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"game" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"icon" text NOT NULL,
	"color" text NOT NULL,
	"weight" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "prizes_weight_positive" CHECK ("prizes"."weight" > 0),
	CONSTRAINT "prizes_points_match_kind" CHECK (("prizes"."kind" = 'points' and "prizes"."points" > 0) or ("prizes"."kind" <> 'points' and "prizes"."points" = 0))
);
--> statement-breakpoint
CREATE TABLE "reward_games" (
	"game" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"daily_free" integer DEFAULT 0 NOT NULL,
	"per_invite" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chance_grants" ADD CONSTRAINT "chance_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_chances" ADD CONSTRAINT "draw_chances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_chances" ADD CONSTRAINT "draw_chances_game_reward_games_game_fk" FOREIGN KEY ("game") REFERENCES "public"."reward_games"("game") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draws" ADD CONSTRAINT "draws_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draws" ADD CONSTRAINT "draws_prize_id_prizes_id_fk" FOREIGN KEY ("prize_id") REFERENCES "public"."prizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draws" ADD CONSTRAINT "draws_ledger_entry_id_points_ledger_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."points_ledger"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prizes" ADD CONSTRAINT "prizes_game_reward_games_game_fk" FOREIGN KEY ("game") REFERENCES "public"."reward_games"("game") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_user_idx" ON "addresses" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_one_default" ON "addresses" USING btree ("user_id") WHERE "addresses"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "chance_grants_key_unique" ON "chance_grants" USING btree ("user_id","game","grant_key");--> statement-breakpoint
CREATE UNIQUE INDEX "draws_user_client_key_unique" ON "draws" USING btree ("user_id","client_key");--> statement-breakpoint
CREATE UNIQUE INDEX "draws_user_game_number_unique" ON "draws" USING btree ("user_id","game","draw_number");--> statement-breakpoint
CREATE INDEX "draws_game_idx" ON "draws" USING btree ("game","id");--> statement-breakpoint
CREATE INDEX "draws_user_idx" ON "draws" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "draws_status_idx" ON "draws" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "points_ledger_user_key_unique" ON "points_ledger" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "points_ledger_user_time_idx" ON "points_ledger" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "prizes_game_idx" ON "prizes" USING btree ("game","sort");