CREATE TABLE "chat_paths" (
	"plubot_id" uuid NOT NULL,
	"key" uuid NOT NULL,
	"nodes" text[] NOT NULL,
	"edge_sources" text[] NOT NULL,
	"edge_targets" text[] NOT NULL,
	CONSTRAINT "chat_paths_pk" PRIMARY KEY("plubot_id","key")
);
--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD COLUMN "completed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD COLUMN "last_node_id" text;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD COLUMN "path_key" uuid;--> statement-breakpoint
ALTER TABLE "chat_paths" ADD CONSTRAINT "chat_paths_plubot_id_plubots_id_fk" FOREIGN KEY ("plubot_id") REFERENCES "public"."plubots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_sessions_funnel" ON "chat_sessions" USING btree ("plubot_id","created_at","completed","message_count","last_node_id","path_key") WHERE channel <> 'simulation';