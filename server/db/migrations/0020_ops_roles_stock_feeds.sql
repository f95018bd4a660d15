CREATE TABLE "rtp_feeds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rtp_feeds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"key_hash" text NOT NULL,
	"last_reading_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rtp_feeds_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
ALTER TABLE "prizes" DROP CONSTRAINT "prizes_weight_positive";--> statement-breakpoint
ALTER TABLE "prizes" ADD COLUMN "stock" integer;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "role" text DEFAULT 'admin' NOT NULL;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "totp_secret" text;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "totp_pending_secret" text;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "share_campaigns" ADD COLUMN "opens_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "share_campaigns" ADD COLUMN "closes_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "programme_entries" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "rtp_games" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "sponsors" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "prizes" ADD CONSTRAINT "prizes_weight_not_negative" CHECK ("prizes"."weight" >= 0);--> statement-breakpoint
ALTER TABLE "prizes" ADD CONSTRAINT "prizes_stock_physical" CHECK ("prizes"."stock" is null or ("prizes"."kind" = 'physical' and "prizes"."stock" >= 0));--> statement-breakpoint
ALTER TABLE "operators" ADD CONSTRAINT "operators_role_known" CHECK ("operators"."role" in ('admin', 'reviewer', 'content'));