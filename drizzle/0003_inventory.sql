CREATE TABLE "inventory_activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"city" text NOT NULL,
	"country_code" text NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"price_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"has_paid" boolean DEFAULT true NOT NULL,
	"image_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory_destinations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"geo_type" text NOT NULL,
	"country_code" text NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"alt_names" text[] DEFAULT '{}'::text[] NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory_hotels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"city" text NOT NULL,
	"country_code" text NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"stars" integer,
	"popularity" integer DEFAULT 0 NOT NULL,
	"image_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory_ports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"city" text NOT NULL,
	"country_code" text NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory_stations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"city" text NOT NULL,
	"country_code" text NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inventory_activities" ADD CONSTRAINT "inventory_activities_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_destinations" ADD CONSTRAINT "inventory_destinations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_hotels" ADD CONSTRAINT "inventory_hotels_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_ports" ADD CONSTRAINT "inventory_ports_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_stations" ADD CONSTRAINT "inventory_stations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_activities_code_uq" ON "inventory_activities" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "inventory_activities_tenant_idx" ON "inventory_activities" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_destinations_code_uq" ON "inventory_destinations" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "inventory_destinations_tenant_idx" ON "inventory_destinations" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_hotels_code_uq" ON "inventory_hotels" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "inventory_hotels_tenant_idx" ON "inventory_hotels" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_ports_code_uq" ON "inventory_ports" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "inventory_ports_tenant_idx" ON "inventory_ports" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_stations_code_uq" ON "inventory_stations" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "inventory_stations_tenant_idx" ON "inventory_stations" USING btree ("tenant_id");