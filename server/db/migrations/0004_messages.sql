CREATE TABLE "station_message_reads" (
	"message_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "station_message_reads_message_id_user_id_pk" PRIMARY KEY("message_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "station_messages" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "station_message_reads" ADD CONSTRAINT "station_message_reads_message_id_station_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."station_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_message_reads" ADD CONSTRAINT "station_message_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "station_message_reads_user_idx" ON "station_message_reads" USING btree ("user_id","message_id");--> statement-breakpoint
ALTER TABLE "station_messages" DROP COLUMN "read_at";--> statement-breakpoint
ALTER TABLE "station_messages" ADD CONSTRAINT "station_messages_title_length" CHECK (char_length("station_messages"."title") between 1 and 200);