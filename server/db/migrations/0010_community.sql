CREATE TABLE "share_campaigns" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "share_campaigns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"image" text NOT NULL,
	"text" text NOT NULL,
	"link" text NOT NULL,
	"platforms" text[] NOT NULL,
	"points" integer NOT NULL,
	"daily_limit" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "share_submissions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "share_submissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"campaign_id" bigint NOT NULL,
	"url" text NOT NULL,
	"url_key" text NOT NULL,
	"upload_id" bigint,
	"status" text DEFAULT 'review' NOT NULL,
	"remark" text,
	"points" integer NOT NULL,
	"reward_day" text NOT NULL,
	"ledger_entry_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "task_submission_images" (
	"submission_id" bigint NOT NULL,
	"upload_id" bigint NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_submissions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "task_submissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"task_id" bigint NOT NULL,
	"period" text NOT NULL,
	"text" text,
	"link" text,
	"status" text DEFAULT 'review' NOT NULL,
	"remark" text,
	"points" integer NOT NULL,
	"automatic" boolean DEFAULT false NOT NULL,
	"ledger_entry_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"description" text NOT NULL,
	"kind" text NOT NULL,
	"points" integer NOT NULL,
	"steps" text[] NOT NULL,
	"action_link" text,
	"needs_text" boolean DEFAULT false NOT NULL,
	"needs_link" boolean DEFAULT false NOT NULL,
	"min_images" integer DEFAULT 0 NOT NULL,
	"auto_event" text,
	"opens_at" timestamp with time zone,
	"closes_at" timestamp with time zone,
	"per_member_limit" integer DEFAULT 1 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "share_submissions" ADD CONSTRAINT "share_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_submissions" ADD CONSTRAINT "share_submissions_campaign_id_share_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."share_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_submissions" ADD CONSTRAINT "share_submissions_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_submissions" ADD CONSTRAINT "share_submissions_ledger_entry_id_points_ledger_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."points_ledger"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_submission_images" ADD CONSTRAINT "task_submission_images_submission_id_task_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."task_submissions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_submission_images" ADD CONSTRAINT "task_submission_images_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_submissions" ADD CONSTRAINT "task_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_submissions" ADD CONSTRAINT "task_submissions_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_submissions" ADD CONSTRAINT "task_submissions_ledger_entry_id_points_ledger_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."points_ledger"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "share_submissions_url_key_unique" ON "share_submissions" USING btree ("url_key");--> statement-breakpoint
CREATE INDEX "share_submissions_attempts" ON "share_submissions" USING btree ("user_id","campaign_id","reward_day") WHERE "share_submissions"."status" <> 'rejected';--> statement-breakpoint
CREATE INDEX "share_submissions_user_id" ON "share_submissions" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "share_submissions_status_id" ON "share_submissions" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "task_submission_images_upload_unique" ON "task_submission_images" USING btree ("upload_id");--> statement-breakpoint
CREATE INDEX "task_submission_images_submission" ON "task_submission_images" USING btree ("submission_id");--> statement-breakpoint
CREATE UNIQUE INDEX "task_submissions_automatic_unique" ON "task_submissions" USING btree ("user_id","task_id","period") WHERE "task_submissions"."automatic";--> statement-breakpoint
CREATE INDEX "task_submissions_user_task" ON "task_submissions" USING btree ("user_id","task_id","period");--> statement-breakpoint
CREATE INDEX "task_submissions_user_id" ON "task_submissions" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "task_submissions_status_id" ON "task_submissions" USING btree ("status","id");