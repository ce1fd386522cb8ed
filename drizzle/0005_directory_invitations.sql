CREATE TABLE "creator_audiences" (
	"creator_id" uuid NOT NULL,
	"platform" text NOT NULL,
	"handle" text NOT NULL,
	"followers" bigint,
	CONSTRAINT "creator_audiences_creator_id_platform_pk" PRIMARY KEY("creator_id","platform")
);
--> statement-breakpoint
CREATE TABLE "creator_mutes" (
	"creator_id" uuid NOT NULL,
	"brand_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "creator_mutes_creator_id_brand_id_pk" PRIMARY KEY("creator_id","brand_id")
);
--> statement-breakpoint
CREATE TABLE "invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"brand_id" uuid NOT NULL,
	"creator_id" uuid NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decline_reason" text,
	"collaboration_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invitations_status_check" CHECK ("invitations"."status" in ('pending','accepted','declined','withdrawn','expired'))
);
--> statement-breakpoint
CREATE TABLE "shortlist_members" (
	"shortlist_id" uuid NOT NULL,
	"creator_id" uuid NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shortlist_members_shortlist_id_creator_id_pk" PRIMARY KEY("shortlist_id","creator_id")
);
--> statement-breakpoint
CREATE TABLE "shortlists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "creators" ADD COLUMN "top_followers" bigint;--> statement-breakpoint
ALTER TABLE "creators" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "creator_audiences" ADD CONSTRAINT "creator_audiences_creator_id_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_mutes" ADD CONSTRAINT "creator_mutes_creator_id_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_mutes" ADD CONSTRAINT "creator_mutes_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_creator_id_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_collaboration_id_participation_requests_id_fk" FOREIGN KEY ("collaboration_id") REFERENCES "public"."participation_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlist_members" ADD CONSTRAINT "shortlist_members_shortlist_id_shortlists_id_fk" FOREIGN KEY ("shortlist_id") REFERENCES "public"."shortlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlist_members" ADD CONSTRAINT "shortlist_members_creator_id_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlists" ADD CONSTRAINT "shortlists_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "creator_audiences_platform_followers_idx" ON "creator_audiences" USING btree ("platform","followers" DESC NULLS LAST,"creator_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "creator_mutes_brand_idx" ON "creator_mutes" USING btree ("brand_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_open_key" ON "invitations" USING btree ("campaign_id","creator_id") WHERE "invitations"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "invitations_creator_created_idx" ON "invitations" USING btree ("creator_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "invitations_brand_created_idx" ON "invitations" USING btree ("brand_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "invitations_campaign_created_idx" ON "invitations" USING btree ("campaign_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "shortlist_members_creator_idx" ON "shortlist_members" USING btree ("creator_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shortlists_brand_name_key" ON "shortlists" USING btree ("brand_id",lower("name"));--> statement-breakpoint
CREATE INDEX "creators_top_followers_idx" ON "creators" USING btree ("top_followers" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "creators_created_idx" ON "creators" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "creators_search_trgm_idx" ON "creators" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- The directory's derived columns, kept by the database so every writer (services, seeds, test
-- factories, a manual UPDATE) keeps them true: the largest stated follower count and the text the
-- search matches.
CREATE OR REPLACE FUNCTION "creators_derived"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."top_followers" := (
    SELECT max((h->>'followers')::numeric)::bigint
    FROM jsonb_array_elements(NEW."social_media_handles") h
    WHERE jsonb_typeof(h->'followers') = 'number'
  );
  NEW."search_text" := lower(concat_ws(' ', NEW."name", NEW."bio", NEW."niche", NEW."city", array_to_string(NEW."tags", ' '), (
    SELECT string_agg(h->>'handle', ' ') FROM jsonb_array_elements(NEW."social_media_handles") h
  )));
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "creators_derived" BEFORE INSERT OR UPDATE ON "creators" FOR EACH ROW EXECUTE FUNCTION "creators_derived"();--> statement-breakpoint
-- One audience row per creator and platform (the largest count when a platform has several handles).
CREATE OR REPLACE FUNCTION "creators_audience_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW."social_media_handles" IS NOT DISTINCT FROM OLD."social_media_handles" THEN
    RETURN NULL;
  END IF;
  DELETE FROM "creator_audiences" WHERE "creator_id" = NEW."id";
  INSERT INTO "creator_audiences" ("creator_id", "platform", "handle", "followers")
  SELECT DISTINCT ON (h->>'platform') NEW."id", h->>'platform', coalesce(h->>'handle', ''),
    CASE WHEN jsonb_typeof(h->'followers') = 'number' THEN (h->>'followers')::numeric::bigint END
  FROM jsonb_array_elements(NEW."social_media_handles") h
  WHERE coalesce(h->>'platform', '') <> ''
  ORDER BY h->>'platform', CASE WHEN jsonb_typeof(h->'followers') = 'number' THEN (h->>'followers')::numeric END DESC NULLS LAST;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "creators_audience_sync" AFTER INSERT OR UPDATE OF "social_media_handles" ON "creators" FOR EACH ROW EXECUTE FUNCTION "creators_audience_sync"();--> statement-breakpoint
-- Creators made before this migration. Any UPDATE runs the BEFORE trigger (top_followers, search_text);
-- the audience rows are filled here, since the AFTER trigger skips updates that leave the handles as they are.
UPDATE "creators" SET "search_text" = '';--> statement-breakpoint
INSERT INTO "creator_audiences" ("creator_id", "platform", "handle", "followers")
SELECT DISTINCT ON (c."id", h->>'platform') c."id", h->>'platform', coalesce(h->>'handle', ''),
  CASE WHEN jsonb_typeof(h->'followers') = 'number' THEN (h->>'followers')::numeric::bigint END
FROM "creators" c, jsonb_array_elements(c."social_media_handles") h
WHERE coalesce(h->>'platform', '') <> ''
ORDER BY c."id", h->>'platform', CASE WHEN jsonb_typeof(h->'followers') = 'number' THEN (h->>'followers')::numeric END DESC NULLS LAST
ON CONFLICT DO NOTHING;
