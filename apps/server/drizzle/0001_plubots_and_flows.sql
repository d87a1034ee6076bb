CREATE TABLE "flow_backups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plubot_id" uuid NOT NULL,
	"name" text NOT NULL,
	"flow_name" text NOT NULL,
	"nodes" jsonb NOT NULL,
	"edges" jsonb NOT NULL,
	"viewport" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flow_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plubot_id" uuid NOT NULL,
	"revision" integer NOT NULL,
	"flow_name" text NOT NULL,
	"nodes" jsonb NOT NULL,
	"edges" jsonb NOT NULL,
	"viewport" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flows" (
	"plubot_id" uuid PRIMARY KEY NOT NULL,
	"flow_name" text NOT NULL,
	"nodes" jsonb NOT NULL,
	"edges" jsonb NOT NULL,
	"viewport" jsonb NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plubots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"tone" text NOT NULL,
	"color" text NOT NULL,
	"powers" text[] DEFAULT '{}' NOT NULL,
	"purpose" text NOT NULL,
	"initial_message" text NOT NULL,
	"public_id" text NOT NULL,
	"local_id" text,
	"embed_config" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "flow_backups" ADD CONSTRAINT "flow_backups_plubot_id_plubots_id_fk" FOREIGN KEY ("plubot_id") REFERENCES "public"."plubots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_versions" ADD CONSTRAINT "flow_versions_plubot_id_plubots_id_fk" FOREIGN KEY ("plubot_id") REFERENCES "public"."plubots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flows" ADD CONSTRAINT "flows_plubot_id_plubots_id_fk" FOREIGN KEY ("plubot_id") REFERENCES "public"."plubots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plubots" ADD CONSTRAINT "plubots_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flow_backups_plubot" ON "flow_backups" USING btree ("plubot_id");--> statement-breakpoint
CREATE UNIQUE INDEX "flow_versions_plubot_revision" ON "flow_versions" USING btree ("plubot_id","revision");--> statement-breakpoint
CREATE UNIQUE INDEX "plubots_public_id_unique" ON "plubots" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "plubots_owner_local_id_unique" ON "plubots" USING btree ("owner_id","local_id");--> statement-breakpoint
CREATE INDEX "plubots_owner" ON "plubots" USING btree ("owner_id");