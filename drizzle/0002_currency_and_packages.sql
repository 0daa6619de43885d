CREATE TABLE "currency_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"code" text NOT NULL,
	"conversion_factor" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "static_packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"destinations" jsonb NOT NULL,
	"country_code" text NOT NULL,
	"duration_nights" integer NOT NULL,
	"price_from_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"itinerary" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"inclusions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"departures" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "currency_rates" ADD CONSTRAINT "currency_rates_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "static_packages" ADD CONSTRAINT "static_packages_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "currency_rates_tenant_code_uq" ON "currency_rates" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "currency_rates_tenant_idx" ON "currency_rates" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "static_packages_tenant_slug_uq" ON "static_packages" USING btree ("tenant_id","slug");--> statement-breakpoint
CREATE INDEX "static_packages_tenant_idx" ON "static_packages" USING btree ("tenant_id");