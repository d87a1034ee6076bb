ALTER TABLE "knowledge_passages" ADD COLUMN "embedding" "bytea";--> statement-breakpoint
ALTER TABLE "knowledge_passages" ADD COLUMN "embedding_model" text;--> statement-breakpoint
CREATE INDEX "knowledge_passages_unembedded" ON "knowledge_passages" USING btree ("plubot_id") WHERE embedding_model is null;