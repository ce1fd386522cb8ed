CREATE TABLE "creator_payout_methods" (
	"creator_id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"upi_id" text,
	"account_name" text,
	"ifsc" text,
	"account_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "creator_payout_methods_shape_check" CHECK (("creator_payout_methods"."kind" = 'upi' and "creator_payout_methods"."upi_id" is not null and "creator_payout_methods"."account_name" is null and "creator_payout_methods"."ifsc" is null and "creator_payout_methods"."account_number" is null)
       or ("creator_payout_methods"."kind" = 'bank' and "creator_payout_methods"."upi_id" is null and "creator_payout_methods"."account_name" is not null and "creator_payout_methods"."ifsc" is not null and "creator_payout_methods"."account_number" is not null)),
	CONSTRAINT "creator_payout_methods_ifsc_check" CHECK ("creator_payout_methods"."ifsc" ~ '^[A-Z]{4}0[A-Z0-9]{6}$'),
	CONSTRAINT "creator_payout_methods_account_check" CHECK ("creator_payout_methods"."account_number" ~ '^[0-9]{9,18}$')
);
--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"financial_year" text PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "invoice_counters_year_check" CHECK ("invoice_counters"."financial_year" ~ '^[0-9]{4}-[0-9]{2}$'),
	CONSTRAINT "invoice_counters_positive_check" CHECK ("invoice_counters"."last_number" > 0)
);
--> statement-breakpoint
ALTER TABLE "creator_payout_methods" ADD CONSTRAINT "creator_payout_methods_creator_id_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creators"("id") ON DELETE cascade ON UPDATE no action;