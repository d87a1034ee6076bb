CREATE TABLE "chat_results" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"plubot_id" uuid NOT NULL,
	"lead_id" uuid,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "chat_sessions_funnel";--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD COLUMN "engaged" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "last_session_id" uuid;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "conversations" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "digest_pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_results" ADD CONSTRAINT "chat_results_session_id_chat_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."chat_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_results" ADD CONSTRAINT "chat_results_plubot_id_plubots_id_fk" FOREIGN KEY ("plubot_id") REFERENCES "public"."plubots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_results" ADD CONSTRAINT "chat_results_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_results_plubot" ON "chat_results" USING btree ("plubot_id","updated_at");--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_last_session_id_chat_sessions_id_fk" FOREIGN KEY ("last_session_id") REFERENCES "public"."chat_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_sessions_engaged" ON "chat_sessions" USING btree ("plubot_id","updated_at") WHERE engaged;--> statement-breakpoint
CREATE UNIQUE INDEX "leads_plubot_email" ON "leads" USING btree ("plubot_id","email") WHERE email is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "leads_plubot_phone" ON "leads" USING btree ("plubot_id","phone") WHERE phone is not null;--> statement-breakpoint
CREATE INDEX "notifications_digest" ON "notifications" USING btree ("user_id","created_at") WHERE digest_pending;--> statement-breakpoint
CREATE INDEX "chat_sessions_funnel" ON "chat_sessions" USING btree ("plubot_id","created_at","completed","message_count","last_node_id","path_key","engaged") WHERE channel <> 'simulation';--> statement-breakpoint
-- Conversations a visitor already wrote in (or WhatsApp ones, which a message opens) stay conversations.
UPDATE "chat_sessions" SET "engaged" = true WHERE "turn" > 1 OR "channel" = 'whatsapp';--> statement-breakpoint
-- Existing contacts get their e-mail, phone and name: the newest row per e-mail (and per phone) keeps the key.
UPDATE "leads" l SET "email" = k."email" FROM (
  SELECT "id", lower(trim(coalesce("data"->>'email', "data"->>'correo'))) AS "email",
    row_number() OVER (PARTITION BY "plubot_id", lower(trim(coalesce("data"->>'email', "data"->>'correo'))) ORDER BY "created_at" DESC) AS "n"
  FROM "leads" WHERE lower(trim(coalesce("data"->>'email', "data"->>'correo'))) ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'
) k WHERE l."id" = k."id" AND k."n" = 1;--> statement-breakpoint
UPDATE "leads" l SET "phone" = k."phone" FROM (
  SELECT "id", regexp_replace(coalesce("data"->>'telefono', "data"->>'phone'), '[^0-9+]', '', 'g') AS "phone",
    row_number() OVER (PARTITION BY "plubot_id", regexp_replace(coalesce("data"->>'telefono', "data"->>'phone'), '[^0-9+]', '', 'g') ORDER BY "created_at" DESC) AS "n"
  FROM "leads" WHERE regexp_replace(coalesce("data"->>'telefono', "data"->>'phone'), '[^0-9+]', '', 'g') ~ '^\+?[0-9]{6,15}$'
) k WHERE l."id" = k."id" AND k."n" = 1;--> statement-breakpoint
UPDATE "leads" SET "name" = left(trim(coalesce("data"->>'nombre', "data"->>'name')), 200), "updated_at" = "created_at"
WHERE coalesce("data"->>'nombre', "data"->>'name') IS NOT NULL;
