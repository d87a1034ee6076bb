ALTER TABLE "whatsapp_connections" ADD COLUMN "holder" text;--> statement-breakpoint
ALTER TABLE "whatsapp_connections" ADD COLUMN "lease_until" timestamp with time zone;