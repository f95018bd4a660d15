CREATE TABLE "rtp_games" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rtp_games_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"sponsor_id" bigint NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"image" text NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rtp_readings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rtp_readings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"game_id" bigint NOT NULL,
	"value_bp" integer NOT NULL,
	"measured_at" timestamp with time zone NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rtp_readings_value_range" CHECK ("rtp_readings"."value_bp" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "sponsors" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sponsors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"logo" text NOT NULL,
	"description" text NOT NULL,
	"link" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "avatar_upload_id" bigint;--> statement-breakpoint
ALTER TABLE "rtp_games" ADD CONSTRAINT "rtp_games_sponsor_id_sponsors_id_fk" FOREIGN KEY ("sponsor_id") REFERENCES "public"."sponsors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rtp_readings" ADD CONSTRAINT "rtp_readings_game_id_rtp_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."rtp_games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rtp_games_sponsor_idx" ON "rtp_games" USING btree ("sponsor_id");--> statement-breakpoint
CREATE INDEX "rtp_readings_game_time_idx" ON "rtp_readings" USING btree ("game_id","measured_at","id");--> statement-breakpoint
CREATE INDEX "sponsors_sort_idx" ON "sponsors" USING btree ("sort","id");