CREATE TABLE "whatsapp_connections" (
	"plubot_id" uuid PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"phone_number" text,
	"sealed_creds" text,
	"sealed_keys" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "whatsapp_connections" ADD CONSTRAINT "whatsapp_connections_plubot_id_plubots_id_fk" FOREIGN KEY ("plubot_id") REFERENCES "public"."plubots"("id") ON DELETE cascade ON UPDATE no action;