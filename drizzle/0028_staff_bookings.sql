ALTER TABLE "booking_events" ALTER COLUMN "at" SET DEFAULT clock_timestamp();--> statement-breakpoint
CREATE INDEX "bookings_created_idx" ON "bookings" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "bookings_departure_idx" ON "bookings" USING btree ("tenant_id","departure_date");