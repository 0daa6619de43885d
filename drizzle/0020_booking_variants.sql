CREATE TABLE "booking_room_nights" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"allotment_id" uuid NOT NULL,
	"rooms" integer NOT NULL,
	"state" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_trips" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"lead_id" uuid,
	"quotation_id" uuid,
	"planner_package_id" text NOT NULL,
	"end_date" date NOT NULL,
	"variant" jsonb NOT NULL,
	"cancellation_policy" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "accepted_by" uuid;--> statement-breakpoint
ALTER TABLE "booking_room_nights" ADD CONSTRAINT "booking_room_nights_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_room_nights" ADD CONSTRAINT "booking_room_nights_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_room_nights" ADD CONSTRAINT "booking_room_nights_allotment_id_inventory_allotments_id_fk" FOREIGN KEY ("allotment_id") REFERENCES "public"."inventory_allotments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_trips" ADD CONSTRAINT "booking_trips_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_trips" ADD CONSTRAINT "booking_trips_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_trips" ADD CONSTRAINT "booking_trips_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_trips" ADD CONSTRAINT "booking_trips_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_room_nights_booking_idx" ON "booking_room_nights" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "booking_trips_tenant_idx" ON "booking_trips" USING btree ("tenant_id");--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;