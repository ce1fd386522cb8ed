CREATE TABLE "creator_packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"creator_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"platform" text NOT NULL,
	"deliverables" jsonb NOT NULL,
	"price_paise" integer NOT NULL,
	"delivery_days" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "creator_packages_status_check" CHECK ("creator_packages"."status" in ('active','paused')),
	CONSTRAINT "creator_packages_price_check" CHECK ("creator_packages"."price_paise" > 0),
	CONSTRAINT "creator_packages_days_check" CHECK ("creator_packages"."delivery_days" between 1 and 60)
);
--> statement-breakpoint
ALTER TABLE "creators" ADD COLUMN "from_price_paise" integer;--> statement-breakpoint
ALTER TABLE "creator_packages" ADD CONSTRAINT "creator_packages_creator_id_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "creator_packages_creator_idx" ON "creator_packages" USING btree ("creator_id","position");