CREATE TABLE "knowledge_passages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source_id" uuid NOT NULL,
	"plubot_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"headings" jsonb NOT NULL,
	"question" text,
	"text" text NOT NULL,
	"language" text NOT NULL,
	"title_terms" text NOT NULL,
	"question_terms" text NOT NULL,
	"body_terms" text NOT NULL,
	"words" text NOT NULL,
	"search" "tsvector" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "knowledge_sources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plubot_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text,
	"pairs" jsonb,
	"url" text,
	"sitemap" boolean DEFAULT false NOT NULL,
	"file_name" text,
	"mime_type" text,
	"content" "bytea",
	"byte_size" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"error_code" text,
	"error_detail" text,
	"passage_count" integer DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "knowledge_unanswered" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plubot_id" uuid NOT NULL,
	"session_id" uuid,
	"question" text NOT NULL,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "plubots" ADD COLUMN "knowledge_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "knowledge_passages" ADD CONSTRAINT "knowledge_passages_source_id_knowledge_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."knowledge_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_passages" ADD CONSTRAINT "knowledge_passages_plubot_id_plubots_id_fk" FOREIGN KEY ("plubot_id") REFERENCES "public"."plubots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_sources" ADD CONSTRAINT "knowledge_sources_plubot_id_plubots_id_fk" FOREIGN KEY ("plubot_id") REFERENCES "public"."plubots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_unanswered" ADD CONSTRAINT "knowledge_unanswered_plubot_id_plubots_id_fk" FOREIGN KEY ("plubot_id") REFERENCES "public"."plubots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "knowledge_passages_source" ON "knowledge_passages" USING btree ("source_id","position");--> statement-breakpoint
CREATE INDEX "knowledge_passages_search" ON "knowledge_passages" USING gin ("search");--> statement-breakpoint
CREATE INDEX "knowledge_passages_bot" ON "knowledge_passages" USING btree ("plubot_id");--> statement-breakpoint
CREATE INDEX "knowledge_sources_bot" ON "knowledge_sources" USING btree ("plubot_id","created_at");--> statement-breakpoint
CREATE INDEX "knowledge_sources_due" ON "knowledge_sources" USING btree ("next_attempt_at") WHERE status = 'processing';--> statement-breakpoint
CREATE INDEX "knowledge_unanswered_bot" ON "knowledge_unanswered" USING btree ("plubot_id","created_at");