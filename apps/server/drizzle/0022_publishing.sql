CREATE TABLE "published_flows" (
	"plubot_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"flow_name" text NOT NULL,
	"nodes" jsonb NOT NULL,
	"edges" jsonb NOT NULL,
	"viewport" jsonb NOT NULL,
	"flow_version" integer DEFAULT 2 NOT NULL,
	"draft_revision" integer NOT NULL,
	"restored_from" integer,
	"note" text,
	"published_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD COLUMN "published_version" integer;--> statement-breakpoint
ALTER TABLE "plubots" ADD COLUMN "published_version" integer;--> statement-breakpoint
ALTER TABLE "published_flows" ADD CONSTRAINT "published_flows_plubot_id_plubots_id_fk" FOREIGN KEY ("plubot_id") REFERENCES "public"."plubots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "published_flows" ADD CONSTRAINT "published_flows_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "published_flows_plubot_version" ON "published_flows" USING btree ("plubot_id","version");--> statement-breakpoint
-- Every bot goes on answering exactly as before: its current flow is both the draft and version 1.
INSERT INTO "published_flows" ("plubot_id", "version", "flow_name", "nodes", "edges", "viewport", "flow_version", "draft_revision", "note", "published_by", "created_at")
SELECT f."plubot_id", 1, f."flow_name", f."nodes", f."edges", f."viewport", f."flow_version", f."revision", NULL, p."owner_id", now()
FROM "flows" f JOIN "plubots" p ON p."id" = f."plubot_id";--> statement-breakpoint
UPDATE "plubots" p SET "published_version" = 1 WHERE EXISTS (SELECT 1 FROM "flows" f WHERE f."plubot_id" = p."id");
