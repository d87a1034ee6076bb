ALTER TABLE "usage" ADD COLUMN "shard" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "usage" DROP CONSTRAINT "usage_owner_id_month_pk";--> statement-breakpoint
ALTER TABLE "usage" ADD CONSTRAINT "usage_owner_id_month_shard_pk" PRIMARY KEY("owner_id","month","shard");
