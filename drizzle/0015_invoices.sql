CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"brand_id" uuid NOT NULL,
	"number" text NOT NULL,
	"financial_year" text NOT NULL,
	"sequence" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_address" text DEFAULT '' NOT NULL,
	"buyer_gstin" text,
	"seller_name" text NOT NULL,
	"seller_address" text NOT NULL,
	"seller_gstin" text NOT NULL,
	"description" text NOT NULL,
	"supply" text NOT NULL,
	"fee_paise" integer NOT NULL,
	"platform_fee_paise" integer NOT NULL,
	"cgst_paise" integer NOT NULL,
	"sgst_paise" integer NOT NULL,
	"igst_paise" integer NOT NULL,
	"gst_paise" integer NOT NULL,
	"total_paise" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_supply_check" CHECK ("invoices"."supply" in ('intra','inter')),
	CONSTRAINT "invoices_amounts_check" CHECK ("invoices"."platform_fee_paise" >= 0 and "invoices"."gst_paise" = "invoices"."cgst_paise" + "invoices"."sgst_paise" + "invoices"."igst_paise" and "invoices"."total_paise" = "invoices"."platform_fee_paise" + "invoices"."gst_paise")
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "invoice_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_payment_key" ON "invoices" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_key" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_year_sequence_key" ON "invoices" USING btree ("financial_year","sequence");--> statement-breakpoint
CREATE INDEX "invoices_brand_idx" ON "invoices" USING btree ("brand_id","issued_at");