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
CREATE TABLE "package_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"collaboration_id" uuid NOT NULL,
	"package_id" uuid,
	"brand_id" uuid NOT NULL,
	"creator_id" uuid NOT NULL,
	"title" text NOT NULL,
	"price_paise" integer NOT NULL,
	"delivery_days" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decline_reason" text,
	"expires_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "package_orders_status_check" CHECK ("package_orders"."status" in ('pending','accepted','declined','expired'))
);
--> statement-breakpoint
ALTER TABLE "creators" ADD COLUMN "from_price_paise" integer;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "kind" text DEFAULT 'campaign' NOT NULL;--> statement-breakpoint
ALTER TABLE "creator_packages" ADD CONSTRAINT "creator_packages_creator_id_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_orders" ADD CONSTRAINT "package_orders_collaboration_id_participation_requests_id_fk" FOREIGN KEY ("collaboration_id") REFERENCES "public"."participation_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_orders" ADD CONSTRAINT "package_orders_package_id_creator_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."creator_packages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_orders" ADD CONSTRAINT "package_orders_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_orders" ADD CONSTRAINT "package_orders_creator_id_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "creator_packages_creator_idx" ON "creator_packages" USING btree ("creator_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "package_orders_collaboration_key" ON "package_orders" USING btree ("collaboration_id");--> statement-breakpoint
CREATE INDEX "package_orders_creator_idx" ON "package_orders" USING btree ("creator_id","status");--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_kind_check" CHECK ("campaigns"."kind" in ('campaign','order'));