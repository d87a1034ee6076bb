CREATE TABLE "power_waits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"session_id" uuid NOT NULL,
	"plubot_id" uuid NOT NULL,
	"node_id" text NOT NULL,
	"connection_id" uuid,
	"service" text NOT NULL,
	"action" text NOT NULL,
	"external_id" text,
	"amount_minor" integer,
	"currency" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"event_id" text,
	"outputs" jsonb,
	"error" text,
	"expires_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "power_waits" ADD CONSTRAINT "power_waits_session_id_chat_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."chat_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "power_waits" ADD CONSTRAINT "power_waits_plubot_id_plubots_id_fk" FOREIGN KEY ("plubot_id") REFERENCES "public"."plubots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "power_waits" ADD CONSTRAINT "power_waits_connection_id_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."connections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "power_waits_reference" ON "power_waits" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "power_waits_event" ON "power_waits" USING btree ("service","event_id");--> statement-breakpoint
CREATE INDEX "power_waits_due" ON "power_waits" USING btree ("expires_at") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "power_waits_unsettled" ON "power_waits" USING btree ("finished_at") WHERE settled_at is null and status <> 'pending';--> statement-breakpoint
CREATE INDEX "power_waits_session" ON "power_waits" USING btree ("session_id");