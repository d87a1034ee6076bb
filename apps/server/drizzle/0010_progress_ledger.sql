CREATE TABLE "gamification_facts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"plubot_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "progress_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"key" text NOT NULL,
	"xp" integer DEFAULT 0 NOT NULL,
	"plucoins" integer DEFAULT 0 NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unlocks" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"item_id" text NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unlocks_user_id_kind_item_id_pk" PRIMARY KEY("user_id","kind","item_id")
);
--> statement-breakpoint
ALTER TABLE "plubots" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "plubots" ADD COLUMN "public_description" text;--> statement-breakpoint
ALTER TABLE "plubots" ADD COLUMN "clone_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_daily_reward_date" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "daily_streak" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "display_name" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "leaderboard_opt_in" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "gamification_facts" ADD CONSTRAINT "gamification_facts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gamification_facts" ADD CONSTRAINT "gamification_facts_plubot_id_plubots_id_fk" FOREIGN KEY ("plubot_id") REFERENCES "public"."plubots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_events" ADD CONSTRAINT "progress_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unlocks" ADD CONSTRAINT "unlocks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gamification_facts_user" ON "gamification_facts" USING btree ("user_id","kind","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "progress_events_user_key" ON "progress_events" USING btree ("user_id","key");--> statement-breakpoint
CREATE INDEX "progress_events_user_time" ON "progress_events" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "progress_events_time" ON "progress_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "plubots_published" ON "plubots" USING btree ("published_at");--> statement-breakpoint
INSERT INTO "progress_events" ("user_id", "reason", "key", "xp", "plucoins") SELECT "id", 'legacy', 'legacy', "xp", "plucoins" FROM "users" WHERE "xp" <> 0 OR "plucoins" <> 0;
