-- Random codes for tracked links and promo codes, made by the database so every writer (services,
-- seeds, test factories) gets them. gen_random_uuid() is the cryptographic source; a version-4 UUID
-- has 122 random bits, its first six bytes all random.
CREATE OR REPLACE FUNCTION "cm_random_code"(n integer) RETURNS text LANGUAGE sql VOLATILE AS $$
  SELECT left(translate(encode(uuid_send(gen_random_uuid()) || uuid_send(gen_random_uuid()), 'base64'), '+/=', 'xyz'), n)
$$;--> statement-breakpoint
-- Six characters from an alphabet without look-alikes (no 0/O, 1/I/L): easy to read out in a video.
CREATE OR REPLACE FUNCTION "cm_promo_suffix"() RETURNS text LANGUAGE sql VOLATILE AS $$
  SELECT string_agg(substr('ABCDEFGHJKMNPQRSTUVWXYZ23456789', 1 + (get_byte(b, i) % 31), 1), '' ORDER BY i)
  FROM (SELECT uuid_send(gen_random_uuid()) AS b) s, generate_series(0, 5) i
$$;--> statement-breakpoint
CREATE TABLE "collaboration_daily_stats" (
	"collaboration_id" uuid NOT NULL,
	"day" date NOT NULL,
	"campaign_id" uuid NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"unique_visitors" integer DEFAULT 0 NOT NULL,
	"bot_clicks" integer DEFAULT 0 NOT NULL,
	"conversions" integer DEFAULT 0 NOT NULL,
	"revenue_minor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "collaboration_daily_stats_collaboration_id_day_pk" PRIMARY KEY("collaboration_id","day")
);
--> statement-breakpoint
CREATE TABLE "conversions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"collaboration_id" uuid NOT NULL,
	"order_id" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"source" text NOT NULL,
	"click_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "conversions_amount_check" CHECK ("conversions"."amount_minor" >= 0),
	CONSTRAINT "conversions_source_check" CHECK ("conversions"."source" in ('link','click','promo'))
);
--> statement-breakpoint
CREATE TABLE "link_clicks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"collaboration_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"day" date NOT NULL,
	"visitor_key" text NOT NULL,
	"referrer_host" text,
	"device" text NOT NULL,
	"bot" boolean DEFAULT false NOT NULL,
	"counted" boolean NOT NULL,
	CONSTRAINT "link_clicks_device_check" CHECK ("link_clicks"."device" in ('mobile','tablet','desktop','other'))
);
--> statement-breakpoint
CREATE TABLE "link_visitors" (
	"collaboration_id" uuid NOT NULL,
	"day" date NOT NULL,
	"visitor_key" text NOT NULL,
	CONSTRAINT "link_visitors_collaboration_id_day_visitor_key_pk" PRIMARY KEY("collaboration_id","day","visitor_key")
);
--> statement-breakpoint
CREATE TABLE "post_metric_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"collaboration_id" uuid NOT NULL,
	"views" integer,
	"likes" integer,
	"comments" integer,
	"reported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "conversion_key_hash" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "conversion_key_hint" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "conversion_key_created_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "participation_requests" ADD COLUMN "link_code" text DEFAULT cm_random_code(10) NOT NULL;--> statement-breakpoint
ALTER TABLE "participation_requests" ADD COLUMN "promo_code" text;--> statement-breakpoint
ALTER TABLE "collaboration_daily_stats" ADD CONSTRAINT "collaboration_daily_stats_collaboration_id_participation_requests_id_fk" FOREIGN KEY ("collaboration_id") REFERENCES "public"."participation_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaboration_daily_stats" ADD CONSTRAINT "collaboration_daily_stats_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversions" ADD CONSTRAINT "conversions_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversions" ADD CONSTRAINT "conversions_collaboration_id_participation_requests_id_fk" FOREIGN KEY ("collaboration_id") REFERENCES "public"."participation_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_clicks" ADD CONSTRAINT "link_clicks_collaboration_id_participation_requests_id_fk" FOREIGN KEY ("collaboration_id") REFERENCES "public"."participation_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_clicks" ADD CONSTRAINT "link_clicks_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_visitors" ADD CONSTRAINT "link_visitors_collaboration_id_participation_requests_id_fk" FOREIGN KEY ("collaboration_id") REFERENCES "public"."participation_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_metric_reports" ADD CONSTRAINT "post_metric_reports_collaboration_id_participation_requests_id_fk" FOREIGN KEY ("collaboration_id") REFERENCES "public"."participation_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collaboration_daily_stats_campaign_day_idx" ON "collaboration_daily_stats" USING btree ("campaign_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "conversions_campaign_order_key" ON "conversions" USING btree ("campaign_id","order_id");--> statement-breakpoint
CREATE INDEX "conversions_collab_at_idx" ON "conversions" USING btree ("collaboration_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "link_clicks_collab_at_idx" ON "link_clicks" USING btree ("collaboration_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "link_clicks_campaign_at_idx" ON "link_clicks" USING btree ("campaign_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "post_metric_reports_collab_idx" ON "post_metric_reports" USING btree ("collaboration_id","reported_at");--> statement-breakpoint
CREATE UNIQUE INDEX "campaigns_conversion_key_hash_key" ON "campaigns" USING btree ("conversion_key_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "participation_link_code_key" ON "participation_requests" USING btree ("link_code");--> statement-breakpoint
CREATE UNIQUE INDEX "participation_campaign_promo_key" ON "participation_requests" USING btree ("campaign_id","promo_code");--> statement-breakpoint
-- A promo code for every collaboration: the creator's first name (letters and digits, at most 8) and a random suffix.
CREATE OR REPLACE FUNCTION "participation_promo_code"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."promo_code" IS NULL THEN
    NEW."promo_code" := coalesce(nullif(upper(left(regexp_replace(split_part((SELECT "name" FROM "creators" WHERE "id" = NEW."creator_id"), ' ', 1), '[^A-Za-z0-9]', '', 'g'), 8)), ''), 'CM') || '-' || cm_promo_suffix();
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "participation_promo_code" BEFORE INSERT ON "participation_requests" FOR EACH ROW EXECUTE FUNCTION "participation_promo_code"();--> statement-breakpoint
UPDATE "participation_requests" p SET "promo_code" = coalesce(nullif(upper(left(regexp_replace(split_part(c."name", ' ', 1), '[^A-Za-z0-9]', '', 'g'), 8)), ''), 'CM') || '-' || cm_promo_suffix()
FROM "creators" c WHERE c."id" = p."creator_id" AND p."promo_code" IS NULL;--> statement-breakpoint
-- Figures already given when going live become the first report of each collaboration.
INSERT INTO "post_metric_reports" ("collaboration_id", "views", "likes", "comments", "reported_at")
SELECT "id", ("metrics"->>'views')::integer, ("metrics"->>'likes')::integer, ("metrics"->>'comments')::integer,
  coalesce(("metrics"->>'reportedAt')::timestamptz, "updated_at")
FROM "participation_requests" WHERE "metrics" IS NOT NULL;