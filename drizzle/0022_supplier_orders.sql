ALTER TABLE "booking_products" ADD COLUMN "supplier_status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_products" ADD COLUMN "supplier_reference" text;