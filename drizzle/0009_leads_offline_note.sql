ALTER TABLE "leads" ADD COLUMN "offline_note" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "offline_requested_at" timestamp with time zone;