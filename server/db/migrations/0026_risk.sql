CREATE TABLE "pending_points" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pending_points_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"amount" integer NOT NULL,
	"source" text NOT NULL,
	"ledger_key" text NOT NULL,
	"reason" text NOT NULL,
	"reference" text,
	"waits_for" bigint,
	"release_after" timestamp with time zone,
	"status" text DEFAULT 'pending' NOT NULL,
	"note" text,
	"entry_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "pending_points_amount_positive" CHECK ("pending_points"."amount" > 0),
	CONSTRAINT "pending_points_released_has_entry" CHECK (("pending_points"."status" = 'released') = ("pending_points"."entry_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "pending_points" ADD CONSTRAINT "pending_points_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_points" ADD CONSTRAINT "pending_points_waits_for_users_id_fk" FOREIGN KEY ("waits_for") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pending_points_user_key_unique" ON "pending_points" USING btree ("user_id","ledger_key");--> statement-breakpoint
CREATE INDEX "pending_points_waiting_idx" ON "pending_points" USING btree ("status","release_after");
--> statement-breakpoint
CREATE TABLE "risk_holds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "risk_holds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"withdrawal_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"reasons" jsonb NOT NULL,
	"score" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"on_expiry" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	CONSTRAINT "risk_holds_withdrawal_unique" UNIQUE("withdrawal_id")
);
--> statement-breakpoint
CREATE TABLE "risk_list_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "risk_list_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"list" text NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "risk_marks" (
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"user_id" bigint NOT NULL,
	"first_seen" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "risk_marks_pk" PRIMARY KEY("kind","value","user_id")
);
--> statement-breakpoint
CREATE TABLE "risk_rule_versions" (
	"rule_id" bigint NOT NULL,
	"version" integer NOT NULL,
	"rule" jsonb NOT NULL,
	"saved_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "risk_rule_versions_pk" PRIMARY KEY("rule_id","version")
);
--> statement-breakpoint
CREATE TABLE "risk_rules" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "risk_rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"condition" text NOT NULL,
	"outcome" text NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"reason" text NOT NULL,
	"hold_days" integer DEFAULT 7 NOT NULL,
	"on_expiry" text DEFAULT 'release' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT 'sistema' NOT NULL,
	CONSTRAINT "risk_rules_code_unique" UNIQUE("code"),
	CONSTRAINT "risk_rules_score_range" CHECK ("risk_rules"."score" between 0 and 100),
	CONSTRAINT "risk_rules_hold_days_range" CHECK ("risk_rules"."hold_days" between 1 and 90)
);
--> statement-breakpoint
CREATE TABLE "risk_scores" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"score" integer NOT NULL,
	"flagged" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "risk_scores_range" CHECK ("risk_scores"."score" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "risk_holds" ADD CONSTRAINT "risk_holds_withdrawal_id_withdrawals_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."withdrawals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_holds" ADD CONSTRAINT "risk_holds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_marks" ADD CONSTRAINT "risk_marks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_rule_versions" ADD CONSTRAINT "risk_rule_versions_rule_id_risk_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."risk_rules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_scores" ADD CONSTRAINT "risk_scores_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "risk_holds_open_idx" ON "risk_holds" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "risk_holds_user_idx" ON "risk_holds" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "risk_list_entries_unique" ON "risk_list_entries" USING btree ("list","kind","value");--> statement-breakpoint
CREATE INDEX "risk_marks_user_idx" ON "risk_marks" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "risk_scores_score_idx" ON "risk_scores" USING btree ("score");--> statement-breakpoint
CREATE INDEX "withdrawals_account_idx" ON "withdrawals" USING btree ("account","created_at");--> statement-breakpoint
-- The rules a fresh database (demo or production) starts with; operators tune them in Risco.
INSERT INTO "risk_rules" ("code", "name", "condition", "outcome", "score", "reason", "hold_days", "on_expiry", "enabled") VALUES
  ('conta-antiga-sem-ligacao', 'Conta antiga e sem contas ligadas', 'idade_conta_dias >= 180 e contas_ligadas == 0', 'allow', 0, 'Conta com mais de 6 meses e nada em comum com outras', 7, 'release', true),
  ('pix-compartilhado', 'Chave Pix de outra conta', 'pix_compartilhado >= 1', 'hold', 40, 'A chave Pix ou o CPF também está em outra conta', 14, 'refuse', true),
  ('aparelho-compartilhado', 'Aparelho usado por várias contas', 'aparelho_compartilhado >= 2', 'hold', 30, 'Três ou mais contas usaram o mesmo aparelho', 7, 'release', true),
  ('marcado-suspeito', 'Marcado como suspeito', 'marcado_suspeito == 1', 'hold', 50, 'Este membro ou uma conta ligada foi marcado como suspeito', 14, 'refuse', true),
  ('email-descartavel', 'E-mail descartável em conta nova', 'email_descartavel == 1 e idade_conta_dias < 30', 'hold', 20, 'E-mail de domínio descartável numa conta de menos de 30 dias', 3, 'release', true),
  ('muitas-contas-por-pix', 'Chave Pix recebendo de muitas contas', 'contas_por_pix_30d >= 5', 'block', 60, 'Cinco ou mais contas pediram saque para esta chave em 30 dias', 7, 'refuse', false);
--> statement-breakpoint
-- Devices already seen with members before the marks existed.
INSERT INTO "risk_marks" ("kind", "value", "user_id", "first_seen", "last_seen")
  SELECT 'device', s.visitor_id::text, s.user_id, min(s.created_at), max(s.created_at) FROM "sessions" s
  WHERE s.user_id IS NOT NULL AND s.visitor_id IS NOT NULL GROUP BY s.visitor_id, s.user_id
  ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "risk_marks" ("kind", "value", "user_id") SELECT 'email', lower(u.email), u.id FROM "users" u ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "risk_marks" ("kind", "value", "user_id") SELECT 'pix', w.account, w.user_id FROM "wallets" w WHERE w.account IS NOT NULL ON CONFLICT DO NOTHING;
