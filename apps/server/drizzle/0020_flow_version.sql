ALTER TABLE "flow_backups" ADD COLUMN "flow_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "flow_versions" ADD COLUMN "flow_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "flows" ADD COLUMN "flow_version" integer DEFAULT 1 NOT NULL;