CREATE TABLE "channel_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plubot_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"sealed_credentials" text NOT NULL,
	"webhook_secret_hash" text NOT NULL,
	"status" text NOT NULL,
	"error" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "channel_deliveries" (
	"channel" text NOT NULL,
	"plubot_id" uuid NOT NULL,
	"external_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channel_deliveries_channel_plubot_id_external_id_pk" PRIMARY KEY("channel","plubot_id","external_id")
);
--> statement-breakpoint
ALTER TABLE "channel_connections" ADD CONSTRAINT "channel_connections_plubot_id_plubots_id_fk" FOREIGN KEY ("plubot_id") REFERENCES "public"."plubots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_deliveries" ADD CONSTRAINT "channel_deliveries_plubot_id_plubots_id_fk" FOREIGN KEY ("plubot_id") REFERENCES "public"."plubots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "channel_connections_bot_channel" ON "channel_connections" USING btree ("plubot_id","channel");