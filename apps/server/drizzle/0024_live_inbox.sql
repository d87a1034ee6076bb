CREATE TABLE "live_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"plubot_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "chat_sessions_funnel";--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "author_name" text;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD COLUMN "handoff_status" text DEFAULT 'bot' NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD COLUMN "handler_id" uuid;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD COLUMN "waiting_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD COLUMN "waiting_timed_out" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD COLUMN "asked_person" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD COLUMN "owner_seen_seq" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "plubots" ADD COLUMN "handoff_settings" jsonb;--> statement-breakpoint
ALTER TABLE "live_events" ADD CONSTRAINT "live_events_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_events" ADD CONSTRAINT "live_events_plubot_id_plubots_id_fk" FOREIGN KEY ("plubot_id") REFERENCES "public"."plubots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_events" ADD CONSTRAINT "live_events_session_id_chat_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."chat_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_events_owner" ON "live_events" USING btree ("owner_id","id");--> statement-breakpoint
CREATE INDEX "live_events_session" ON "live_events" USING btree ("session_id","id");--> statement-breakpoint
CREATE INDEX "live_events_created" ON "live_events" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD CONSTRAINT "chat_sessions_handler_id_users_id_fk" FOREIGN KEY ("handler_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_sessions_waiting" ON "chat_sessions" USING btree ("waiting_since") WHERE handoff_status = 'waiting';--> statement-breakpoint
CREATE INDEX "chat_sessions_funnel" ON "chat_sessions" USING btree ("plubot_id","created_at","completed","message_count","last_node_id","path_key","engaged","published_version","asked_person") WHERE channel <> 'simulation';