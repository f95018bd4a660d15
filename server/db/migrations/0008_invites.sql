CREATE TABLE "invites" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invites_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"inviter_id" bigint NOT NULL,
	"friend_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"qualified_at" timestamp with time zone,
	"outcome" text,
	"refusal" text,
	"points" integer DEFAULT 0 NOT NULL,
	"chances" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "invites_friend_unique" UNIQUE("friend_id"),
	CONSTRAINT "invites_not_self" CHECK ("invites"."inviter_id" <> "invites"."friend_id"),
	CONSTRAINT "invites_refusal_only_when_refused" CHECK (("invites"."outcome" = 'refused') = ("invites"."refusal" is not null))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "invite_code" text;--> statement-breakpoint
ALTER TABLE "invites" ADD CONSTRAINT "invites_inviter_id_users_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invites" ADD CONSTRAINT "invites_friend_id_users_id_fk" FOREIGN KEY ("friend_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invites_inviter_idx" ON "invites" USING btree ("inviter_id","id");--> statement-breakpoint
CREATE INDEX "invites_rewarded_idx" ON "invites" USING btree ("outcome","qualified_at");--> statement-breakpoint
CREATE INDEX "sessions_visitor_idx" ON "sessions" USING btree ("visitor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_invite_code_unique" ON "users" USING btree ("invite_code");