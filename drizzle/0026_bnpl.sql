CREATE TABLE "bnpl_instalments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"due_date" date NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"payment_id" uuid,
	"failure_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bnpl_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"user_id" uuid,
	"plan_id" text NOT NULL,
	"total_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "test_gateway_sessions" ADD COLUMN "card_on_file" text;--> statement-breakpoint
ALTER TABLE "test_gateway_sessions" ADD COLUMN "source_session_id" uuid;--> statement-breakpoint
ALTER TABLE "bnpl_instalments" ADD CONSTRAINT "bnpl_instalments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bnpl_instalments" ADD CONSTRAINT "bnpl_instalments_plan_id_bnpl_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."bnpl_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bnpl_instalments" ADD CONSTRAINT "bnpl_instalments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bnpl_instalments" ADD CONSTRAINT "bnpl_instalments_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bnpl_plans" ADD CONSTRAINT "bnpl_plans_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bnpl_plans" ADD CONSTRAINT "bnpl_plans_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bnpl_plans" ADD CONSTRAINT "bnpl_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bnpl_instalments_number_uq" ON "bnpl_instalments" USING btree ("plan_id","number");--> statement-breakpoint
CREATE INDEX "bnpl_instalments_booking_idx" ON "bnpl_instalments" USING btree ("tenant_id","booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bnpl_plans_booking_uq" ON "bnpl_plans" USING btree ("booking_id");