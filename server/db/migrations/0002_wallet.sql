CREATE TABLE "conversion_types" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "conversion_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"platform" text NOT NULL,
	"unit" text DEFAULT 'R$' NOT NULL,
	"rate" integer NOT NULL,
	"min_amount" integer NOT NULL,
	"max_amount" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "conversion_types_rate_positive" CHECK ("conversion_types"."rate" > 0),
	CONSTRAINT "conversion_types_limits" CHECK ("conversion_types"."min_amount" > 0 and "conversion_types"."max_amount" >= "conversion_types"."min_amount")
);
--> statement-breakpoint
CREATE TABLE "station_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "station_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"account" text,
	"password_hash" text,
	"failed_tries" integer DEFAULT 0 NOT NULL,
	"lock_level" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"password_changed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallets_failed_tries_range" CHECK ("wallets"."failed_tries" >= 0)
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "withdrawals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"request_key" text NOT NULL,
	"conversion_type_id" bigint NOT NULL,
	"type_name" text NOT NULL,
	"platform" text NOT NULL,
	"unit" text NOT NULL,
	"account" text NOT NULL,
	"amount" integer NOT NULL,
	"points" integer NOT NULL,
	"status" text DEFAULT 'progress' NOT NULL,
	"remark" text,
	"debit_entry_id" bigint NOT NULL,
	"refund_entry_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "withdrawals_points_positive" CHECK ("withdrawals"."points" > 0 and "withdrawals"."amount" > 0),
	CONSTRAINT "withdrawals_refund_only_failed" CHECK (("withdrawals"."refund_entry_id" is null) = ("withdrawals"."status" <> 'failed'))
);
--> statement-breakpoint
ALTER TABLE "station_messages" ADD CONSTRAINT "station_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_conversion_type_id_conversion_types_id_fk" FOREIGN KEY ("conversion_type_id") REFERENCES "public"."conversion_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_debit_entry_id_points_ledger_id_fk" FOREIGN KEY ("debit_entry_id") REFERENCES "public"."points_ledger"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_refund_entry_id_points_ledger_id_fk" FOREIGN KEY ("refund_entry_id") REFERENCES "public"."points_ledger"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "station_messages_user_idx" ON "station_messages" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_user_key_unique" ON "withdrawals" USING btree ("user_id","request_key");--> statement-breakpoint
CREATE INDEX "withdrawals_user_idx" ON "withdrawals" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "withdrawals_status_idx" ON "withdrawals" USING btree ("status","id");