ALTER TABLE "brands" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "suspended_reason" text;--> statement-breakpoint
ALTER TABLE "creators" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "creators" ADD COLUMN "suspended_reason" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "brand_suspended_at" timestamp with time zone;