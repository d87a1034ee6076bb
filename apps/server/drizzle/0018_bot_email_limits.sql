CREATE TABLE "bot_email_days" (
	"plubot_id" uuid NOT NULL,
	"day" text NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "bot_email_days_pk" PRIMARY KEY("plubot_id","day")
);
--> statement-breakpoint
CREATE TABLE "bot_email_visitors" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"recipient" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bot_email_days" ADD CONSTRAINT "bot_email_days_plubot_id_plubots_id_fk" FOREIGN KEY ("plubot_id") REFERENCES "public"."plubots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_email_visitors" ADD CONSTRAINT "bot_email_visitors_session_id_chat_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."chat_sessions"("id") ON DELETE cascade ON UPDATE no action;