ALTER TABLE "channel_message_statuses" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "channel_deliveries" ADD COLUMN "state" text DEFAULT 'done' NOT NULL;--> statement-breakpoint
ALTER TABLE "channel_deliveries" ADD COLUMN "payload" jsonb;--> statement-breakpoint
ALTER TABLE "channel_deliveries" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "channel_deliveries" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "channel_deliveries" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "channel_deliveries" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "channel_message_statuses_contact" ON "channel_message_statuses" USING btree ("plubot_id","channel","contact","created_at");--> statement-breakpoint
CREATE INDEX "channel_deliveries_state_updated" ON "channel_deliveries" USING btree ("state","updated_at");