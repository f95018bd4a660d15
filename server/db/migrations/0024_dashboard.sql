CREATE TABLE "dash_active" (
	"period" text NOT NULL,
	"start" date NOT NULL,
	"user_id" bigint NOT NULL,
	CONSTRAINT "dash_active_pk" PRIMARY KEY("period","start","user_id")
);
--> statement-breakpoint
CREATE TABLE "dash_active_counts" (
	"period" text NOT NULL,
	"start" date NOT NULL,
	"members" integer NOT NULL,
	CONSTRAINT "dash_active_counts_pk" PRIMARY KEY("period","start")
);
--> statement-breakpoint
CREATE TABLE "dash_cohorts" (
	"joined_week" date NOT NULL,
	"active_week" date NOT NULL,
	"members" integer NOT NULL,
	CONSTRAINT "dash_cohorts_pk" PRIMARY KEY("joined_week","active_week")
);
--> statement-breakpoint
CREATE TABLE "dash_draws_daily" (
	"part" smallint NOT NULL,
	"day" date NOT NULL,
	"game" text NOT NULL,
	"weights" text NOT NULL,
	"prize_index" integer NOT NULL,
	"prize_id" bigint NOT NULL,
	"prize_kind" text NOT NULL,
	"draws" integer NOT NULL,
	"points" bigint NOT NULL,
	CONSTRAINT "dash_draws_daily_pk" PRIMARY KEY("part","day","game","weights","prize_index","prize_id")
);
--> statement-breakpoint
CREATE TABLE "dash_members" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"joined_day" date NOT NULL,
	"channel" text NOT NULL,
	"inviter_id" bigint,
	"first_draw_day" date,
	"first_withdrawal_day" date
);
--> statement-breakpoint
CREATE TABLE "dash_outbox_daily" (
	"day" date NOT NULL,
	"channel" text NOT NULL,
	"status" text NOT NULL,
	"messages" integer NOT NULL,
	"segments" bigint NOT NULL,
	CONSTRAINT "dash_outbox_daily_pk" PRIMARY KEY("day","channel","status")
);
--> statement-breakpoint
CREATE TABLE "dash_points_daily" (
	"part" smallint NOT NULL,
	"day" date NOT NULL,
	"category" text NOT NULL,
	"credits" bigint NOT NULL,
	"debits" bigint NOT NULL,
	"entries" integer NOT NULL,
	CONSTRAINT "dash_points_daily_pk" PRIMARY KEY("part","day","category")
);
--> statement-breakpoint
CREATE TABLE "dash_watermarks" (
	"name" text PRIMARY KEY NOT NULL,
	"settled_id" bigint DEFAULT 0 NOT NULL,
	"seen_id" bigint DEFAULT 0 NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ran_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "dash_members_joined_idx" ON "dash_members" USING btree ("joined_day","channel");--> statement-breakpoint
CREATE INDEX "dash_members_inviter_idx" ON "dash_members" USING btree ("inviter_id");