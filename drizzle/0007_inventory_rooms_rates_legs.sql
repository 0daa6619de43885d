CREATE TABLE "inventory_allotments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"room_type_id" uuid NOT NULL,
	"code" text NOT NULL,
	"night" date NOT NULL,
	"available" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory_legs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"from_city" text NOT NULL,
	"to_city" text NOT NULL,
	"from_hub" text NOT NULL,
	"to_hub" text NOT NULL,
	"from_hub_kind" text NOT NULL,
	"to_hub_kind" text NOT NULL,
	"carrier" text NOT NULL,
	"departures" text[] DEFAULT '{}'::text[] NOT NULL,
	"duration_minutes" integer NOT NULL,
	"adult_minor" integer NOT NULL,
	"child_minor" integer NOT NULL,
	"infant_minor" integer DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory_room_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"room_type_id" uuid NOT NULL,
	"code" text NOT NULL,
	"date_from" date NOT NULL,
	"date_to" date NOT NULL,
	"base_minor" integer NOT NULL,
	"extra_adult_minor" integer DEFAULT 0 NOT NULL,
	"child_minor" integer DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory_room_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"hotel_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"board" text NOT NULL,
	"base_occupancy" integer NOT NULL,
	"max_adults" integer NOT NULL,
	"max_children" integer NOT NULL,
	"max_occupancy" integer NOT NULL,
	"child_min_age" integer DEFAULT 2 NOT NULL,
	"child_max_age" integer DEFAULT 11 NOT NULL,
	"refundable" boolean DEFAULT true NOT NULL,
	"free_cancel_days" integer,
	"penalty_percent" integer DEFAULT 100 NOT NULL,
	"default_allotment" integer DEFAULT 5 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"code" text NOT NULL,
	"city" text NOT NULL,
	"country_code" text DEFAULT '' NOT NULL,
	"hub_kind" text NOT NULL,
	"hub_code" text NOT NULL,
	"hub_name" text NOT NULL,
	"vehicle" text NOT NULL,
	"max_passengers" integer NOT NULL,
	"duration_minutes" integer NOT NULL,
	"price_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inventory_activities" ADD COLUMN "duration_minutes" integer DEFAULT 120 NOT NULL;--> statement-breakpoint
ALTER TABLE "inventory_activities" ADD COLUMN "child_price_minor" integer;--> statement-breakpoint
ALTER TABLE "inventory_activities" ADD COLUMN "days" integer[] DEFAULT '{0,1,2,3,4,5,6}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "inventory_activities" ADD COLUMN "opens_at" text DEFAULT '09:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "inventory_activities" ADD COLUMN "closes_at" text DEFAULT '18:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "inventory_activities" ADD COLUMN "category" text DEFAULT 'tour' NOT NULL;--> statement-breakpoint
ALTER TABLE "inventory_activities" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "inventory_hotels" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "inventory_hotels" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "inventory_hotels" ADD COLUMN "images" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "inventory_hotels" ADD COLUMN "source" text DEFAULT 'offline' NOT NULL;--> statement-breakpoint
ALTER TABLE "inventory_allotments" ADD CONSTRAINT "inventory_allotments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_allotments" ADD CONSTRAINT "inventory_allotments_room_type_id_inventory_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."inventory_room_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_legs" ADD CONSTRAINT "inventory_legs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_room_rates" ADD CONSTRAINT "inventory_room_rates_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_room_rates" ADD CONSTRAINT "inventory_room_rates_room_type_id_inventory_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."inventory_room_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_room_types" ADD CONSTRAINT "inventory_room_types_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_room_types" ADD CONSTRAINT "inventory_room_types_hotel_id_inventory_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."inventory_hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_transfers" ADD CONSTRAINT "inventory_transfers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_allotments_code_uq" ON "inventory_allotments" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_allotments_night_uq" ON "inventory_allotments" USING btree ("room_type_id","night");--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_legs_code_uq" ON "inventory_legs" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "inventory_legs_route_idx" ON "inventory_legs" USING btree ("tenant_id","from_city","to_city");--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_room_rates_code_uq" ON "inventory_room_rates" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "inventory_room_rates_room_idx" ON "inventory_room_rates" USING btree ("room_type_id","date_from");--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_room_types_code_uq" ON "inventory_room_types" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "inventory_room_types_hotel_idx" ON "inventory_room_types" USING btree ("hotel_id");--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_transfers_code_uq" ON "inventory_transfers" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "inventory_transfers_tenant_idx" ON "inventory_transfers" USING btree ("tenant_id","city");