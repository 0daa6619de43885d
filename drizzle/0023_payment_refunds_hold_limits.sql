CREATE TABLE "payment_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"gateway" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"gateway_refund_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_gateway_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "hold_client" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "end_reason" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "session_closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_gateway_refunds" ADD CONSTRAINT "test_gateway_refunds_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_gateway_refunds" ADD CONSTRAINT "test_gateway_refunds_session_id_test_gateway_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."test_gateway_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_payment_uq" ON "payment_refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payment_refunds_booking_idx" ON "payment_refunds" USING btree ("tenant_id","booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "test_gateway_refunds_key_uq" ON "test_gateway_refunds" USING btree ("tenant_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "bookings_held_by_idx" ON "bookings" USING btree ("tenant_id","created_by","status");--> statement-breakpoint
CREATE INDEX "bookings_hold_client_idx" ON "bookings" USING btree ("tenant_id","hold_client","status");--> statement-breakpoint
-- Before this migration a booking could have several open payments (issue 26): keep the newest open and close the others as superseded, so the index below holds (a capture of a closed one is refunded, never applied).
UPDATE "payments" AS p SET "status" = 'closed', "end_reason" = 'superseded' WHERE p."status" = 'created' AND EXISTS (SELECT 1 FROM "payments" AS q WHERE q."booking_id" = p."booking_id" AND q."status" = 'created' AND (q."created_at" > p."created_at" OR (q."created_at" = p."created_at" AND q."id" > p."id")));--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_open_uq" ON "payments" USING btree ("booking_id") WHERE "payments"."status" = 'created';