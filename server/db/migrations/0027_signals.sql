CREATE TABLE "risk_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "risk_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"user_id" bigint,
	"visitor_id" bigint,
	"ip_hash" text NOT NULL,
	"user_agent_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "visitors" ADD COLUMN "keyed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "visitors" ADD COLUMN "traits_id" text;--> statement-breakpoint
ALTER TABLE "visitors" ADD COLUMN "bot_detected" boolean;--> statement-breakpoint
ALTER TABLE "visitors" ADD COLUMN "bot_kind" text;--> statement-breakpoint
ALTER TABLE "risk_events" ADD CONSTRAINT "risk_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_events" ADD CONSTRAINT "risk_events_visitor_id_visitors_id_fk" FOREIGN KEY ("visitor_id") REFERENCES "public"."visitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "risk_events_user_idx" ON "risk_events" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "risk_events_visitor_idx" ON "risk_events" USING btree ("visitor_id");--> statement-breakpoint
CREATE INDEX "risk_events_ip_idx" ON "risk_events" USING btree ("ip_hash");--> statement-breakpoint
CREATE INDEX "risk_events_created_idx" ON "risk_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "visitors_traits_idx" ON "visitors" USING btree ("traits_id");