CREATE TABLE "booking_capacity" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"capacity_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"state" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_products" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"search_package_id" text NOT NULL,
	"offer" jsonb NOT NULL,
	"cancellation_policy" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory_cab_packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"code" text NOT NULL,
	"city" text NOT NULL,
	"country_code" text NOT NULL,
	"vehicle" text NOT NULL,
	"vehicle_class" text NOT NULL,
	"max_passengers" integer NOT NULL,
	"hours" integer NOT NULL,
	"km_included" integer NOT NULL,
	"price_minor" integer NOT NULL,
	"extra_hour_minor" integer NOT NULL,
	"extra_km_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"fleet" integer DEFAULT 5 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory_capacity" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"product_code" text NOT NULL,
	"day" date NOT NULL,
	"slot" text DEFAULT '' NOT NULL,
	"available" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory_cars" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"code" text NOT NULL,
	"supplier" text NOT NULL,
	"city" text NOT NULL,
	"country_code" text NOT NULL,
	"pickup_name" text NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"car_class" text NOT NULL,
	"model" text NOT NULL,
	"transmission" text NOT NULL,
	"seats" integer NOT NULL,
	"bags" integer NOT NULL,
	"doors" integer DEFAULT 4 NOT NULL,
	"air_con" boolean DEFAULT true NOT NULL,
	"fuel_policy" text DEFAULT 'full_to_full' NOT NULL,
	"km_per_day" integer,
	"daily_minor" integer NOT NULL,
	"one_way_fee_minor" integer DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"fleet" integer DEFAULT 6 NOT NULL,
	"free_cancel_hours" integer DEFAULT 48,
	"min_driver_age" integer DEFAULT 21 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory_insurance_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"insurer" text NOT NULL,
	"region" text NOT NULL,
	"medical_minor" integer NOT NULL,
	"cancellation_minor" integer NOT NULL,
	"baggage_minor" integer NOT NULL,
	"bands" jsonb NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory_rail_passes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"countries" text[] NOT NULL,
	"travel_class" text NOT NULL,
	"travel_days" integer NOT NULL,
	"validity_days" integer NOT NULL,
	"adult_minor" integer NOT NULL,
	"youth_minor" integer NOT NULL,
	"child_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inventory_activities" ADD COLUMN "sessions" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "inventory_activities" ADD COLUMN "capacity" integer DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "inventory_activities" ADD COLUMN "meeting_point" text;--> statement-breakpoint
ALTER TABLE "inventory_activities" ADD COLUMN "includes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "inventory_activities" ADD COLUMN "free_cancel_hours" integer DEFAULT 24;--> statement-breakpoint
ALTER TABLE "inventory_legs" ADD COLUMN "fares" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "inventory_legs" ADD COLUMN "stops" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "inventory_legs" ADD COLUMN "days" integer[] DEFAULT '{0,1,2,3,4,5,6}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "inventory_transfers" ADD COLUMN "vehicle_class" text DEFAULT 'standard' NOT NULL;--> statement-breakpoint
ALTER TABLE "inventory_transfers" ADD COLUMN "luggage" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "inventory_transfers" ADD COLUMN "bands" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "inventory_transfers" ADD COLUMN "hub_lat" double precision;--> statement-breakpoint
ALTER TABLE "inventory_transfers" ADD COLUMN "hub_lon" double precision;--> statement-breakpoint
ALTER TABLE "inventory_transfers" ADD COLUMN "fleet" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_capacity" ADD CONSTRAINT "booking_capacity_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_capacity" ADD CONSTRAINT "booking_capacity_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_capacity" ADD CONSTRAINT "booking_capacity_capacity_id_inventory_capacity_id_fk" FOREIGN KEY ("capacity_id") REFERENCES "public"."inventory_capacity"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_products" ADD CONSTRAINT "booking_products_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_products" ADD CONSTRAINT "booking_products_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_cab_packages" ADD CONSTRAINT "inventory_cab_packages_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_capacity" ADD CONSTRAINT "inventory_capacity_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_cars" ADD CONSTRAINT "inventory_cars_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_insurance_plans" ADD CONSTRAINT "inventory_insurance_plans_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_rail_passes" ADD CONSTRAINT "inventory_rail_passes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_capacity_booking_idx" ON "booking_capacity" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "booking_products_tenant_idx" ON "booking_products" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_cab_packages_code_uq" ON "inventory_cab_packages" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "inventory_cab_packages_city_idx" ON "inventory_cab_packages" USING btree ("tenant_id","city");--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_capacity_slot_uq" ON "inventory_capacity" USING btree ("tenant_id","kind","product_code","day","slot");--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_cars_code_uq" ON "inventory_cars" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "inventory_cars_city_idx" ON "inventory_cars" USING btree ("tenant_id","city");--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_insurance_plans_code_uq" ON "inventory_insurance_plans" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_rail_passes_code_uq" ON "inventory_rail_passes" USING btree ("tenant_id","code");