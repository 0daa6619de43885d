CREATE TABLE "attempt_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"last_at" bigint NOT NULL,
	"expires_at" bigint NOT NULL
);
--> statement-breakpoint
DROP INDEX "auth_otps_user_idx";--> statement-breakpoint
ALTER TABLE "auth_otps" ADD COLUMN "purpose" text DEFAULT 'unbound' NOT NULL;--> statement-breakpoint
ALTER TABLE "auth_otps" ADD COLUMN "sent_to" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "attempt_counters_expires_idx" ON "attempt_counters" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "auth_otps_user_idx" ON "auth_otps" USING btree ("tenant_id","user_id","purpose");