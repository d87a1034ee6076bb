CREATE TABLE "channel_contact_windows" (
	"plubot_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"contact" text NOT NULL,
	"last_inbound_at" timestamp with time zone NOT NULL,
	CONSTRAINT "channel_contact_windows_plubot_id_channel_contact_pk" PRIMARY KEY("plubot_id","channel","contact")
);
--> statement-breakpoint
CREATE TABLE "channel_message_statuses" (
	"plubot_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"external_id" text NOT NULL,
	"contact" text NOT NULL,
	"status" text NOT NULL,
	"error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channel_message_statuses_plubot_id_channel_external_id_pk" PRIMARY KEY("plubot_id","channel","external_id")
);
--> statement-breakpoint
ALTER TABLE "channel_contact_windows" ADD CONSTRAINT "channel_contact_windows_plubot_id_plubots_id_fk" FOREIGN KEY ("plubot_id") REFERENCES "public"."plubots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_message_statuses" ADD CONSTRAINT "channel_message_statuses_plubot_id_plubots_id_fk" FOREIGN KEY ("plubot_id") REFERENCES "public"."plubots"("id") ON DELETE cascade ON UPDATE no action;