CREATE TABLE "visitor_usage" (
	"plubot_id" uuid NOT NULL,
	"period" text NOT NULL,
	"visitor_key" text NOT NULL,
	"replies" integer DEFAULT 0 NOT NULL,
	"conversations" integer DEFAULT 0 NOT NULL,
	"counted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "visitor_usage_pk" PRIMARY KEY("plubot_id","period","visitor_key")
);
--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD COLUMN "visitor_key" text;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD COLUMN "by_owner" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD COLUMN "counted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "usage" ADD COLUMN "notified_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "gamification_facts" ADD COLUMN "subject" text;--> statement-breakpoint
ALTER TABLE "visitor_usage" ADD CONSTRAINT "visitor_usage_plubot_id_plubots_id_fk" FOREIGN KEY ("plubot_id") REFERENCES "public"."plubots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_sessions_counted" ON "chat_sessions" USING btree ("plubot_id","created_at") WHERE counted;--> statement-breakpoint
CREATE UNIQUE INDEX "gamification_facts_reading_start" ON "gamification_facts" USING btree ("user_id","kind","subject") WHERE kind in ('blog_started', 'tutorial_started');--> statement-breakpoint
-- Conversations stored before this rule count as received when the visitor replied at least once.
UPDATE "chat_sessions" SET "counted" = true WHERE "channel" <> 'simulation' AND "turn" >= 2;
