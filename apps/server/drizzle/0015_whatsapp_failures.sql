CREATE TABLE "whatsapp_failures" (
	"plubot_id" uuid PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"failed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "whatsapp_failures" ADD CONSTRAINT "whatsapp_failures_plubot_id_plubots_id_fk" FOREIGN KEY ("plubot_id") REFERENCES "public"."plubots"("id") ON DELETE cascade ON UPDATE no action;