ALTER TABLE "knowledge_sources" ADD COLUMN "progress_done" integer;--> statement-breakpoint
ALTER TABLE "knowledge_sources" ADD COLUMN "progress_total" integer;