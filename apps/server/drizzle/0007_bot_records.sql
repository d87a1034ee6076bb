CREATE TABLE "bot_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plubot_id" uuid NOT NULL,
	"collection" text NOT NULL,
	"key" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bot_records" ADD CONSTRAINT "bot_records_plubot_id_plubots_id_fk" FOREIGN KEY ("plubot_id") REFERENCES "public"."plubots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bot_records_key" ON "bot_records" USING btree ("plubot_id","collection","key");--> statement-breakpoint
CREATE INDEX "bot_records_updated" ON "bot_records" USING btree ("plubot_id","collection","updated_at");